//! The search tree, stored as a structure of arrays: a node's links (its move, its children)
//! in one array, and each statistic in an array of its own. A node's children sit side by
//! side, so selection and RAVE's updates run over short contiguous slices of plain `f32`s that
//! the compiler turns into vector code; the tree walk itself is a fraction of each playout.

use crate::rules::Side;

/// A node's place in the tree.
#[derive(Clone, Copy, Debug)]
pub(super) struct Link<M> {
    pub(super) mv: Option<M>,
    /// The side that played `mv`.
    pub(super) mover: Side,
    pub(super) first_child: u32,
    /// (16 bits: 12 bytes a link instead of 16 in every game but Rekushu; no game has more
    /// than a few hundred moves, see [`MAX_CHILDREN`].)
    pub(super) n_children: u16,
    pub(super) expanded: bool,
}

/// The most children a node can have: a position with more moves has its first this many
/// searched (none of the four games comes near it: at most a few hundred moves).
pub(super) const MAX_CHILDREN: usize = u16::MAX as usize;

impl<M> Link<M> {
    /// A node for `mv` (played by `mover`) with no children yet.
    fn leaf(mv: Option<M>, mover: Side) -> Link<M> {
        Link {
            mv,
            mover,
            first_child: 0,
            n_children: 0,
            expanded: false,
        }
    }

    pub(super) fn children(&self) -> std::ops::Range<usize> {
        let first = self.first_child as usize;
        first..first + usize::from(self.n_children)
    }
}

/// [`Tree::amaf_key`] of a move that takes no point: it never matches a playout's record.
pub(super) const NO_KEY: u16 = u16::MAX;

/// Which of the statistics that not every search reads a tree keeps: each only where the
/// search reads it, so that a node costs no memory it does not use (with its 12-byte link,
/// a node of Cheversi's plain UCT takes 24 bytes, of Rush's and Quadrex's RAVE without an
/// exploration bonus 30; Rekushu's RAVE with a bonus and implicit minimax keeps all, 42
/// bytes with its 16-byte link). A statistic not kept has an empty array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Kept {
    /// RAVE's statistics: `amaf_visits`, `amaf_wins`, `amaf_keys`.
    pub(super) amaf: bool,
    /// `inv_root_visits`: read by an exploration bonus.
    pub(super) inv_root_visits: bool,
    /// `minimax`: implicit minimax.
    pub(super) minimax: bool,
    /// `margins`: a game scored by a margin (Cheversi), for the review's expected margin.
    pub(super) margin: bool,
}

impl Kept {
    /// Every statistic.
    pub(super) const ALL: Kept = Kept {
        amaf: true,
        inv_root_visits: true,
        minimax: true,
        margin: true,
    };
}

/// The tree. Index 0 is the root.
#[derive(Clone, Debug)]
pub(super) struct Tree<M> {
    /// The statistics kept beside `links`, `visits` and `wins`.
    pub(super) kept: Kept,
    pub(super) links: Vec<Link<M>>,
    /// Playouts through the node.
    pub(super) visits: Vec<f32>,
    /// Sum of their results for the node's mover (halves and wholes: exact in `f32` up to
    /// 2^24 visits).
    pub(super) wins: Vec<f32>,
    /// `1 / sqrt(max(visits, 1))`, kept with `visits` (see [`Tree::visit`]): UCT's exploration
    /// term per child without a square root and a division for every child at every
    /// selection.
    pub(super) inv_root_visits: Vec<f32>,
    /// RAVE: playouts through the parent in which the mover took the node's point first, and
    /// the sum of their results for the mover.
    pub(super) amaf_visits: Vec<f32>,
    pub(super) amaf_wins: Vec<f32>,
    /// RAVE: `point * 2 + mover's index` (see [`Tree::amaf_key`]), or [`NO_KEY`].
    pub(super) amaf_keys: Vec<u16>,
    /// Implicit minimax (`Params::minimax`): the game's heuristic value of the position after
    /// the node's move, for its mover, backed up by negamax through the expanded nodes below
    /// it (0.5 where the game has no heuristic).
    pub(super) minimax: Vec<f32>,
    /// The sum of the playouts' final margins for the node's mover (a game scored by a
    /// margin: Cheversi's attack scores), so a move's expected margin is `margins / visits`.
    pub(super) margins: Vec<f32>,
}

impl<M> Default for Tree<M> {
    /// No node at all (a finished game's search).
    fn default() -> Self {
        Tree {
            kept: Kept::ALL,
            links: Vec::new(),
            visits: Vec::new(),
            wins: Vec::new(),
            inv_root_visits: Vec::new(),
            amaf_visits: Vec::new(),
            amaf_wins: Vec::new(),
            amaf_keys: Vec::new(),
            minimax: Vec::new(),
            margins: Vec::new(),
        }
    }
}

impl<M: Copy> Tree<M> {
    /// A tree of only a root, whose children will be `to_move`'s moves, keeping every
    /// statistic.
    #[cfg(test)]
    pub(super) fn with_root(to_move: Side) -> Tree<M> {
        Tree::with_root_keeping(to_move, Kept::ALL)
    }

    /// A tree of only a root, whose children will be `to_move`'s moves, keeping the
    /// statistics `kept` says.
    pub(super) fn with_root_keeping(to_move: Side, kept: Kept) -> Tree<M> {
        let mut tree = Tree {
            kept,
            ..Tree::default()
        };
        tree.push(None, to_move.other(), None);
        tree
    }

    pub(super) fn len(&self) -> usize {
        self.links.len()
    }

    pub(super) fn is_empty(&self) -> bool {
        self.links.is_empty()
    }

    /// The key RAVE matches a playout's record against: the point and who took it.
    pub(super) fn amaf_key(point: Option<usize>, mover: Side) -> u16 {
        point.map_or(NO_KEY, |p| (p * 2 + mover.index()) as u16)
    }

    /// Adds a node with no statistics and no children.
    pub(super) fn push(&mut self, mv: Option<M>, mover: Side, point: Option<usize>) {
        self.links.push(Link::leaf(mv, mover));
        if self.kept.amaf {
            self.amaf_keys.push(Self::amaf_key(point, mover));
        }
        self.fresh_statistics();
    }

    /// Adds a node with no statistics and no children for each of `moves`, all played by
    /// `mover`, side by side ([`Tree::push`] for each, in one go: each array is grown once).
    /// `point`: each move's point for RAVE.
    pub(super) fn push_children(
        &mut self,
        moves: &[M],
        mover: Side,
        point: impl Fn(M) -> Option<usize>,
    ) {
        self.links
            .extend(moves.iter().map(|&mv| Link::leaf(Some(mv), mover)));
        if self.kept.amaf {
            self.amaf_keys
                .extend(moves.iter().map(|&mv| Self::amaf_key(point(mv), mover)));
        }
        self.fresh_statistics();
    }

    /// Gives the nodes just added to `links` (and `amaf_keys`) their statistics: none yet.
    fn fresh_statistics(&mut self) {
        let len = self.links.len();
        self.visits.resize(len, 0.0);
        self.wins.resize(len, 0.0);
        if self.kept.inv_root_visits {
            self.inv_root_visits.resize(len, 1.0);
        }
        if self.kept.amaf {
            self.amaf_visits.resize(len, 0.0);
            self.amaf_wins.resize(len, 0.0);
        }
        if self.kept.minimax {
            self.minimax.resize(len, 0.5);
        }
        if self.kept.margin {
            self.margins.resize(len, 0.0);
        }
    }

    /// Counts a playout through `node` with `result` for its mover.
    #[inline]
    pub(super) fn visit(&mut self, node: usize, result: f32) {
        self.visits[node] += 1.0;
        self.wins[node] += result;
        if self.kept.inv_root_visits {
            self.inv_root_visits[node] = 1.0 / self.visits[node].sqrt();
        }
    }

    /// Counts a playout through `node` that ended `first_margin` up for the first side (a
    /// tree keeping margins).
    #[inline]
    pub(super) fn add_margin(&mut self, node: usize, first_margin: f32) {
        self.margins[node] += match self.links[node].mover {
            Side::First => first_margin,
            Side::Second => -first_margin,
        };
    }

    /// The mean final margin of the playouts through `node` for its mover; `None` where the
    /// tree keeps no margins or the node has no visit.
    pub(super) fn mean_margin(&self, node: usize) -> Option<f64> {
        (self.kept.margin && self.visits[node] > 0.0)
            .then(|| f64::from(self.margins[node]) / f64::from(self.visits[node]))
    }

    /// The bytes each node takes in the tree's arrays (those of the statistics not kept are
    /// empty).
    #[cfg(test)]
    pub(super) fn bytes_per_node(&self) -> usize {
        use std::mem::size_of_val;
        let bytes = size_of_val(self.links.as_slice())
            + size_of_val(self.visits.as_slice())
            + size_of_val(self.wins.as_slice())
            + size_of_val(self.inv_root_visits.as_slice())
            + size_of_val(self.amaf_visits.as_slice())
            + size_of_val(self.amaf_wins.as_slice())
            + size_of_val(self.amaf_keys.as_slice())
            + size_of_val(self.minimax.as_slice())
            + size_of_val(self.margins.as_slice());
        bytes / self.len().max(1)
    }

    /// Copies node `from` of `other` (links and statistics; both trees keep the same ones) to
    /// the end of this tree.
    fn push_copy(&mut self, other: &Tree<M>, from: usize) {
        self.links.push(other.links[from]);
        self.visits.push(other.visits[from]);
        self.wins.push(other.wins[from]);
        if self.kept.inv_root_visits {
            self.inv_root_visits.push(other.inv_root_visits[from]);
        }
        if self.kept.amaf {
            self.amaf_visits.push(other.amaf_visits[from]);
            self.amaf_wins.push(other.amaf_wins[from]);
            self.amaf_keys.push(other.amaf_keys[from]);
        }
        if self.kept.minimax {
            self.minimax.push(other.minimax[from]);
        }
        if self.kept.margin {
            self.margins.push(other.margins[from]);
        }
    }

    /// The subtree under `top`, compacted into a tree of its own (`top` at index 0; each
    /// node's children stay side by side).
    pub(super) fn subtree(&self, top: usize) -> Tree<M> {
        let mut out = Tree {
            kept: self.kept,
            ..Tree::default()
        };
        out.push_copy(self, top);
        let mut i = 0;
        while i < out.len() {
            let link = out.links[i];
            if link.expanded && link.n_children > 0 {
                out.links[i].first_child = out.len() as u32;
                for c in link.children() {
                    out.push_copy(self, c);
                }
            }
            i += 1;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::Tree;
    use crate::rules::Side;

    #[test]
    fn children_pushed_in_one_go_are_the_children_pushed_one_by_one() {
        let moves = [4u8, 9, 0, 7, 3];
        // Moves 9 and 3 take no point (as Quadrex's swap).
        let point = |mv: u8| (mv != 9 && mv != 3).then_some(usize::from(mv) * 2);
        let mut one_by_one = Tree::with_root(Side::First);
        let mut in_one_go = Tree::with_root(Side::First);
        for tree in [&mut one_by_one, &mut in_one_go] {
            tree.visit(0, 1.0);
        }
        for &mv in &moves {
            one_by_one.push(Some(mv), Side::Second, point(mv));
        }
        in_one_go.push_children(&moves, Side::Second, point);
        assert_eq!(in_one_go.len(), 1 + moves.len());
        assert_eq!(format!("{in_one_go:?}"), format!("{one_by_one:?}"));
        // New nodes: no statistics, the mover's keys, and the root untouched.
        assert_eq!(in_one_go.visits, [1.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
        assert_eq!(in_one_go.inv_root_visits, [1.0; 6]);
        assert_eq!(
            in_one_go.amaf_keys[1..],
            [
                Tree::<u8>::amaf_key(Some(8), Side::Second),
                super::NO_KEY,
                Tree::<u8>::amaf_key(Some(0), Side::Second),
                Tree::<u8>::amaf_key(Some(14), Side::Second),
                super::NO_KEY,
            ]
        );
    }
}
