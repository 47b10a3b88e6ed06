//! Rekushu knowledge: informed playouts place uniformly but always take the largest rectangle
//! they can claim (a uniformly random playout skips half its claims, which says little about
//! who owns the board).

use super::Knowledge;
use crate::rules::rekushu::{Rekushu, RekushuMove};
use crate::rules::{Game, Outcome, Side};
use rand::Rng;

impl Knowledge for Rekushu {
    const EXPLORATION_SCALE: f64 = 0.6;

    fn playout<R: Rng + ?Sized>(&mut self, rng: &mut R, informed: bool) -> Outcome {
        if !informed {
            self.random_playout(rng);
            return self.outcome();
        }
        while let Some(at) = self.random_placement(rng) {
            let claim = self.largest_claim_after(at);
            self.play_unchecked(RekushuMove { at, claim });
        }
        self.outcome()
    }

    fn decided_winner(&self) -> Option<Side> {
        self.decided()
    }
}
