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
        super::mark_taken(owners, usize::from(key >> 1), side);
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
    // One table for the whole path, indexed by key: 1 for the keys (point and side) the
    // playout has, 0 for the others; its last entry stands for `NO_KEY`. Built with no branch
    // (whether a point was First's or Second's is a coin toss, which a branch would mispredict
    // half the time). Then for each node, its children's entries are gathered into the rest
    // of `taken`, and added to their statistics as vector code: a node's children all have
    // the same mover, so the result they gain is one number per node.
    let no_key = owners.len() * 2;
    let widest = path
        .iter()
        .map(|&id| tree.links[id as usize].n_children as usize)
        .max()
        .unwrap_or(0);
    taken.resize(no_key + 1 + widest, 0.0);
    let (table, gathered) = taken.split_at_mut(no_key + 1);
    for (pair, &owner) in table.chunks_exact_mut(2).zip(owners) {
        pair[0] = f32::from(u8::from(owner == 1));
        pair[1] = f32::from(u8::from(owner == 2));
    }
    table[no_key] = 0.0;
    for &id in path {
        let range = tree.links[id as usize].children();
        if range.is_empty() {
            continue;
        }
        let result = results[tree.links[range.start].mover.index()];
        let keys = &tree.amaf_keys[range.clone()];
        let gathered = &mut gathered[..keys.len()];
        for (had, &key) in gathered.iter_mut().zip(keys) {
            *had = table[usize::from(key).min(no_key)];
        }
        let visits = &mut tree.amaf_visits[range.clone()][..keys.len()];
        for (visits, &had) in visits.iter_mut().zip(gathered.iter()) {
            *visits += had;
        }
        let wins = &mut tree.amaf_wins[range][..keys.len()];
        for (wins, &had) in wins.iter_mut().zip(gathered.iter()) {
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
}
