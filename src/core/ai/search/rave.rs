//! RAVE (rapid action value estimation): every playout through a node also counts for each of
//! the node's moves that the same side played later in it, "all moves as first" (AMAF). In
//! placement games a point is worth much the same whenever it is taken, so these shared
//! statistics rank a node's moves after a few playouts, long before each move has its own.
//! Selection blends a move's own value with its AMAF value, the AMAF share shrinking as the
//! move's own visits grow (Silver's schedule with an equivalence constant; the blend is in
//! `mcts::select`).

use super::tree::{NO_KEY, Tree};
use crate::rules::Side;

/// Records that the side in `key` (see [`Tree::amaf_key`]) took its point, unless the point
/// was taken earlier in this playout.
#[inline]
pub(super) fn mark(owners: &mut [u8], key: u16) {
    if key != NO_KEY {
        let side = Side::from_index(usize::from(key & 1));
        crate::ai::mark_taken(owners, usize::from(key >> 1), side);
    }
}

/// After a playout: for every node on `path`, each child whose mover took the child's point
/// in the playout (`owners`: 1 + the index of the side that took each point first, tree
/// moves included) gains an AMAF visit and the playout's result for its mover (`results`,
/// by side). `taken` is scratch space.
pub(super) fn update<M>(
    tree: &mut Tree<M>,
    path: &[u32],
    owners: &[u8],
    results: &[f32; 2],
    taken: &mut Vec<f32>,
) {
    // Two tables for the whole path, one a side, indexed by point: 1 where the side took the
    // point, 0 elsewhere. Built with no branch (whether a point was First's or Second's is a
    // coin toss, which a branch would mispredict half the time). A node's children all have
    // the same mover, so they read one table and gain one result. A search with RAVE keeps a
    // node's children in the order of their points (`mcts::order_children`), so in a
    // placement game most blocks of children are neighbouring points, whose entries are
    // neighbours in the table too: added as vector code, with no look-up of each key. The
    // other blocks (around a point already taken, or a move with no point) look up each key.
    let points = owners.len();
    taken.resize(2 * points, 0.0);
    let (first_took, second_took) = taken.split_at_mut(points);
    for ((first, second), &owner) in first_took
        .iter_mut()
        .zip(second_took.iter_mut())
        .zip(owners)
    {
        *first = f32::from(u8::from(owner == 1));
        *second = f32::from(u8::from(owner == 2));
    }
    let (first_took, second_took) = taken.split_at(points);
    for &id in path {
        let range = tree.links[id as usize].children();
        if range.is_empty() {
            continue;
        }
        let mover = tree.links[range.start].mover;
        let result = results[mover.index()];
        let took = match mover {
            Side::First => first_took,
            Side::Second => second_took,
        };
        // (`NO_KEY`'s point is past the table: no entry.)
        let entry = |key: u16| took.get(usize::from(key >> 1)).copied().unwrap_or(0.0);
        let keys = &tree.amaf_keys[range.clone()];
        let visits = &mut tree.amaf_visits[range.clone()][..keys.len()];
        let wins = &mut tree.amaf_wins[range][..keys.len()];
        let mut key_blocks = keys.chunks_exact(BLOCK);
        let mut visit_blocks = visits.chunks_exact_mut(BLOCK);
        let mut win_blocks = wins.chunks_exact_mut(BLOCK);
        for ((keys, visits), wins) in (&mut key_blocks)
            .zip(&mut visit_blocks)
            .zip(&mut win_blocks)
        {
            let first = keys[0];
            let point = usize::from(first >> 1);
            let neighbours = keys.iter().zip(STEPS).fold(true, |all, (&key, step)| {
                all & (key == first.wrapping_add(step))
            });
            // (Copied out of the table, which the compiler cannot tell apart from the
            // statistics: read from the table itself, the sums were not vector code.)
            let had: [f32; BLOCK] = match took.get(point..point + BLOCK) {
                Some(row) if neighbours => {
                    let mut had = [0.0; BLOCK];
                    had.copy_from_slice(row);
                    had
                }
                _ => std::array::from_fn(|i| entry(keys[i])),
            };
            gain(visits, wins, &had, result);
        }
        let rest = key_blocks.remainder().iter();
        for ((&key, visits), wins) in rest
            .zip(visit_blocks.into_remainder())
            .zip(win_blocks.into_remainder())
        {
            let had = entry(key);
            *visits += had;
            *wins += had * result;
        }
    }
}

/// How many children [`update`] takes at a time.
const BLOCK: usize = 8;

/// The keys of a block of neighbouring points, from the first's: two apart (see
/// [`Tree::amaf_key`]).
const STEPS: [u16; BLOCK] = [0, 2, 4, 6, 8, 10, 12, 14];

/// Adds `had` (1 or 0 for each child) to a block's AMAF visits, and `had` times the result to
/// their wins (nothing at all for a loss: the same sums).
#[inline(always)]
fn gain(visits: &mut [f32], wins: &mut [f32], had: &[f32], result: f32) {
    let (visits, wins, had) = (&mut visits[..BLOCK], &mut wins[..BLOCK], &had[..BLOCK]);
    for (visits, &had) in visits.iter_mut().zip(had) {
        *visits += had;
    }
    if result != 0.0 {
        for (wins, &had) in wins.iter_mut().zip(had) {
            *wins += had * result;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A root (First to move) with four children: First's moves on points 0, 1 and 2, and one
    /// move that takes no point.
    fn tree() -> Tree<u8> {
        let mut tree = Tree::with_root(Side::First);
        for (mv, point) in [(0, Some(0)), (1, Some(1)), (2, Some(2)), (3, None)] {
            tree.push(Some(mv), Side::First, point);
        }
        tree.links[0].expanded = true;
        tree.links[0].first_child = 1;
        tree.links[0].n_children = 4;
        tree
    }

    #[test]
    fn only_the_children_whose_mover_took_their_point_gain() {
        let mut tree = tree();
        let mut taken = Vec::new();
        // Point 0 taken by First, point 1 by Second, point 2 and 3 by nobody; First won.
        let owners = [1, 2, 0, 0];
        update(&mut tree, &[0], &owners, &[1.0, 0.0], &mut taken);
        assert_eq!(tree.amaf_visits[1..5], [1.0, 0.0, 0.0, 0.0]);
        assert_eq!(tree.amaf_wins[1..5], [1.0, 0.0, 0.0, 0.0]);
        // Then First takes points 1 and 2 and loses; a draw gives halves.
        update(&mut tree, &[0], &[0, 1, 1, 2], &[0.0, 1.0], &mut taken);
        update(&mut tree, &[0], &[1, 1, 0, 0], &[0.5, 0.5], &mut taken);
        assert_eq!(tree.amaf_visits[1..5], [2.0, 2.0, 1.0, 0.0]);
        assert_eq!(tree.amaf_wins[1..5], [1.5, 0.5, 0.0, 0.0]);
        // The root itself (not a child of a node on the path) is untouched.
        assert_eq!(tree.amaf_visits[0], 0.0);
    }

    /// Every child gains what it would gain alone (its mover took its point: a visit and the
    /// result), whatever its node's children are: runs of neighbouring points long and short
    /// (the blocks read at once), gaps, the sorted order rotated or shuffled, moves with no
    /// point, several moves on one point, either mover, over a path of two nodes.
    #[test]
    fn blocks_of_neighbouring_points_gain_what_each_child_would_gain_alone() {
        use crate::ai::below;
        use crate::rng::FastRng;
        let mut rng = FastRng::new(17);
        let mut taken = Vec::new();
        for round in 0..300 {
            let points = 20 + round % 50;
            let mover = if round % 2 == 0 {
                Side::First
            } else {
                Side::Second
            };
            let mut children: Vec<Option<usize>> = (0..points)
                .filter(|_| below(&mut rng, 6) != 0)
                .map(Some)
                .collect();
            if round % 3 == 0 {
                children.push(None);
            }
            if round % 5 == 0 && !children.is_empty() {
                let again = children[below(&mut rng, children.len())];
                children.push(again);
                children.sort();
            }
            if !children.is_empty() {
                let by = below(&mut rng, children.len());
                children.rotate_left(by);
            }
            if round % 7 == 0 {
                for i in (1..children.len()).rev() {
                    children.swap(i, below(&mut rng, i + 1));
                }
            }
            // The root, one child of its own with `children` below it (the mover's), and the
            // other side's moves below the root.
            let mut tree: Tree<u16> = Tree::with_root(mover.other());
            tree.push(Some(0), mover.other(), Some(0));
            for (i, &point) in children.iter().enumerate() {
                tree.push(Some(i as u16), mover, point);
            }
            tree.links[0].expanded = true;
            tree.links[0].first_child = 1;
            tree.links[0].n_children = 1;
            tree.links[1].expanded = true;
            tree.links[1].first_child = 2;
            tree.links[1].n_children = children.len() as u16;
            let mut expected = vec![(0.0f32, 0.0f32); children.len()];
            for _ in 0..3 {
                let owners: Vec<u8> = (0..points).map(|_| below(&mut rng, 3) as u8).collect();
                let results = [[1.0, 0.0], [0.0, 1.0], [0.5, 0.5]][below(&mut rng, 3)];
                update(&mut tree, &[0, 1], &owners, &results, &mut taken);
                for (expected, point) in expected.iter_mut().zip(&children) {
                    if point.is_some_and(|p| usize::from(owners[p]) == 1 + mover.index()) {
                        expected.0 += 1.0;
                        expected.1 += results[mover.index()];
                    }
                }
            }
            let range = 2..2 + children.len();
            let got: Vec<(f32, f32)> = tree.amaf_visits[range.clone()]
                .iter()
                .copied()
                .zip(tree.amaf_wins[range].iter().copied())
                .collect();
            assert_eq!(got, expected, "round {round}: children {children:?}");
        }
    }
}
