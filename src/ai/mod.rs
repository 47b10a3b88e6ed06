//! The AI: Monte Carlo tree search over the rules' [`Game`] trait, with each game's knowledge
//! behind [`Knowledge`], levels 1 to 10, and analysis for hints. No Bevy.

pub mod arena;
mod cheversi;
pub mod level;
pub mod mcts;
mod rekushu;

pub use level::Level;
pub use mcts::{Analysis, Budget, MoveStat, Params, Search, Slice, search};

use crate::rules::any::WrapMove;
use crate::rules::{AnyGame, AnyMove};
use std::sync::atomic::AtomicBool;

use crate::rules::quadrex::Quadrex;
use crate::rules::rush::Rush;
use crate::rules::{Game, Outcome, Side};
use rand::Rng;

/// What a game tells the search beyond its rules. Every method has a plain default.
pub trait Knowledge: Game {
    /// Scales the search's exploration constant for this game (tuned by self-play: Rush and
    /// Rekushu play better with less exploration than Quadrex and Cheversi).
    const EXPLORATION_SCALE: f64 = 1.0;

    /// The moves the search considers at a node (default: every legal move).
    fn candidate_moves(&self, out: &mut Vec<Self::Move>) {
        self.legal_moves(out);
    }

    /// Plays the position out and returns the outcome: with `informed`, by the game's own
    /// playout policy where it has one; otherwise (and by default) uniform random moves.
    fn playout<R: Rng + ?Sized>(&mut self, rng: &mut R, informed: bool) -> Outcome {
        let _ = informed;
        self.random_playout(rng);
        self.outcome()
    }

    /// The best move and its exact result for the side to move (1 win, 0.5 draw, 0 loss),
    /// when the position is small enough to solve; `None` otherwise or when `stop` is set.
    fn solve(&self, stop: &AtomicBool) -> Option<(Self::Move, f64)> {
        let _ = stop;
        None
    }

    /// The side that has already won while the game goes on, when the rules make the result
    /// certain before the end (Rush: more than half the points; Rekushu: more than half the
    /// tiles). The match runner ends such games there: the result is exact, and the moves
    /// after it would only cost time.
    fn decided_winner(&self) -> Option<Side> {
        None
    }
}

impl Knowledge for Rush {
    const EXPLORATION_SCALE: f64 = 0.6;

    fn decided_winner(&self) -> Option<Side> {
        self.decided()
    }
}
impl Knowledge for Quadrex {}

/// A uniform index below `n` (`n > 0`).
#[inline]
pub fn below<R: Rng + ?Sized>(rng: &mut R, n: usize) -> usize {
    ((rng.next_u64() as u128 * n as u128) >> 64) as usize
}

/// Searches any game's position: the same as [`search`], with moves as [`AnyMove`].
pub fn search_any(
    pos: &AnyGame,
    budget: Budget,
    params: Params,
    seed: u64,
    stop: &AtomicBool,
) -> Analysis<AnyMove> {
    fn run<G: Knowledge + WrapMove>(
        g: &G,
        budget: Budget,
        params: Params,
        seed: u64,
        stop: &AtomicBool,
    ) -> Analysis<AnyMove> {
        let a = search(g, budget, params, seed, stop);
        Analysis {
            best: a.best.map(G::wrap),
            winrate: a.winrate,
            moves: a
                .moves
                .into_iter()
                .map(|m| MoveStat {
                    mv: G::wrap(m.mv),
                    visits: m.visits,
                    value: m.value,
                })
                .collect(),
            iterations: a.iterations,
            elapsed: a.elapsed,
            solved: a.solved,
            nodes: a.nodes,
        }
    }
    crate::with_game!(pos, g => run(g, budget, params, seed, stop))
}
