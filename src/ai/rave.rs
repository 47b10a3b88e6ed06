//! RAVE (rapid action value estimation): every playout through a node also counts for each of
//! the node's moves that the same side played later in it, "all moves as first" (AMAF). In
//! placement games a point is worth much the same whenever it is taken, so these shared
//! statistics rank a node's moves after a few playouts, long before each move has its own.
//! Selection blends a move's own value with its AMAF value, the AMAF share shrinking as the
//! move's own visits grow (Silver's schedule with an equivalence constant).

use super::mcts::{NO_POINT, Node, reward};
use crate::rules::{Outcome, Side};

/// Records that `child`'s mover took its point, unless the point was taken earlier in this
/// playout.
#[inline]
pub(super) fn mark<M>(owners: &mut [u8], child: &Node<M>) {
    if child.point != NO_POINT {
        let owner = &mut owners[usize::from(child.point)];
        if *owner == 0 {
            *owner = mark_of(child.mover);
        }
    }
}

#[inline]
fn mark_of(side: Side) -> u8 {
    1 + side.index() as u8
}

/// The child of `parent` to descend into: the highest blend of own and AMAF value plus an
/// exploration bonus; a child with no statistics of either kind is tried first.
#[inline]
pub(super) fn select<M>(nodes: &[Node<M>], parent: u32, exploration: f64, equivalence: f64) -> u32 {
    let p = &nodes[parent as usize];
    let log_n = (f64::from(p.visits.max(1))).ln();
    let mut best = p.first_child;
    let mut best_score = f64::NEG_INFINITY;
    for c in p.first_child..p.first_child + p.n_children {
        let n = &nodes[c as usize];
        if n.visits == 0 && n.amaf_visits == 0 {
            return c;
        }
        let visits = f64::from(n.visits);
        let amaf_visits = f64::from(n.amaf_visits);
        let own = if n.visits > 0 {
            f64::from(n.wins) / visits
        } else {
            0.0
        };
        let amaf = if n.amaf_visits > 0 {
            f64::from(n.amaf_wins) / amaf_visits
        } else {
            0.0
        };
        let beta = amaf_visits / (visits + amaf_visits + visits * amaf_visits / equivalence);
        let score =
            (1.0 - beta) * own + beta * amaf + exploration * (log_n / (visits + 1.0)).sqrt();
        if score > best_score {
            best_score = score;
            best = c;
        }
    }
    best
}

/// After a playout: for every node on `path`, each child whose mover took the child's point
/// in the playout (`owners`, tree moves included) gains an AMAF visit and its result.
pub(super) fn update<M>(nodes: &mut [Node<M>], path: &[u32], owners: &[u8], outcome: Outcome) {
    let results = [
        reward(outcome, Side::First) as f32,
        reward(outcome, Side::Second) as f32,
    ];
    for &id in path {
        let (first, count) = {
            let n = &nodes[id as usize];
            (n.first_child as usize, n.n_children as usize)
        };
        for child in &mut nodes[first..first + count] {
            if child.point != NO_POINT && owners[usize::from(child.point)] == mark_of(child.mover)
            {
                child.amaf_visits += 1;
                child.amaf_wins += results[child.mover.index()];
            }
        }
    }
}
