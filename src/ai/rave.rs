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
/// by side).
pub(super) fn update<M>(tree: &mut Tree<M>, path: &[u32], owners: &[u8], results: &[f32; 2]) {
    for &id in path {
        let range = tree.links[id as usize].children();
        let keys = &tree.amaf_keys[range.clone()];
        let visits = &mut tree.amaf_visits[range.clone()];
        let wins = &mut tree.amaf_wins[range];
        // Branch-free: whether a child's point was its mover's is a coin toss, which a branch
        // would mispredict half the time. `NO_KEY` points past `owners` and never matches.
        for ((&key, visits), wins) in keys.iter().zip(visits).zip(wins) {
            let owner = owners.get(usize::from(key >> 1)).copied().unwrap_or(0);
            let hit = u8::from(owner == 1 + (key & 1) as u8);
            *visits += f32::from(hit);
            *wins += f32::from(hit) * results[usize::from(key & 1)];
        }
    }
}
