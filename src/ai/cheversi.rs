//! Cheversi knowledge: the game is 16 placements, so the last plies are solved exactly by
//! alpha-beta on the sign of the attack-score difference.

use super::Knowledge;
use super::mcts::reward;
use crate::rules::cheversi::{Cheversi, CheversiMove};
use crate::rules::{Game, Side};
use std::sync::atomic::{AtomicBool, Ordering};

/// Positions with at most this many placements left are solved exactly.
pub const SOLVE_PLIES: usize = 6;

impl Knowledge for Cheversi {
    fn solve(&self, stop: &AtomicBool) -> Option<(CheversiMove, f64)> {
        let side = self.to_move()?;
        if self.plies_left() > SOLVE_PLIES {
            return None;
        }
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let mut best: Option<(CheversiMove, i32)> = None;
        for mv in moves {
            let alpha = best.map_or(-1, |(_, v)| v);
            let mut next = self.clone();
            next.play_unchecked(mv);
            let value = -negamax(&next, side.other(), -1, -alpha, stop)?;
            if best.is_none_or(|(_, v)| value > v) {
                best = Some((mv, value));
            }
            if value == 1 {
                break;
            }
        }
        best.map(|(mv, v)| (mv, (f64::from(v) + 1.0) / 2.0))
    }
}

/// The value of `g` for `side` (who is to move, the game alternating strictly): 1 win, 0 draw,
/// -1 loss, searched in the window `alpha..beta`; `None` if stopped.
fn negamax(g: &Cheversi, side: Side, mut alpha: i32, beta: i32, stop: &AtomicBool) -> Option<i32> {
    if g.to_move().is_none() {
        return Some((reward(g.outcome(), side) * 2.0 - 1.0) as i32);
    }
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let mut best = -1;
    for mv in moves {
        let mut next = g.clone();
        next.play_unchecked(mv);
        let value = -negamax(&next, side.other(), -beta, -alpha, stop)?;
        best = best.max(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break;
        }
    }
    Some(best)
}
