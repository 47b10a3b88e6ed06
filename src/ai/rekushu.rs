//! Rekushu knowledge: informed playouts place uniformly but always take the largest rectangle
//! they can claim (a uniformly random playout skips half its claims, which says little about
//! who owns the board).

use super::{Knowledge, mark_final_owners, point_index};
use crate::rules::rekushu::{Rekushu, RekushuMove};
use crate::rules::{Coord, Game, Outcome, Side};
use rand::Rng;

impl Knowledge for Rekushu {
    const EXPLORATION_SCALE: f64 = 0.6;
    const RAVE: bool = true;

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

    fn amaf_point(&self, mv: RekushuMove) -> Option<usize> {
        Some(point_index(mv.at, self.size()))
    }

    fn point_owner(&self, at: Coord) -> Option<Side> {
        self.stone(at)
    }

    /// Informed playouts mark each placement as it is made (a claim later lifts its corner
    /// stones, so the final position would not show them).
    fn playout_marking<R: Rng + ?Sized>(
        &mut self,
        rng: &mut R,
        informed: bool,
        owners: &mut [u8],
    ) -> Outcome {
        if !informed {
            self.random_playout(rng);
            mark_final_owners(self, owners);
            return self.outcome();
        }
        let size = self.size();
        while let Some(at) = self.random_placement(rng) {
            if let Some(side) = self.to_move() {
                let owner = &mut owners[point_index(at, size)];
                if *owner == 0 {
                    *owner = 1 + side.index() as u8;
                }
            }
            let claim = self.largest_claim_after(at);
            self.play_unchecked(RekushuMove { at, claim });
        }
        self.outcome()
    }
}
