//! Rekushu knowledge: informed playouts place uniformly but always take the largest rectangle
//! they can claim (a uniformly random playout skips half its claims, which says little about
//! who owns the board).

use super::{Knowledge, mark_taken, playout_marking_the_end, point_index};
use crate::rules::rekushu::{Rekushu, RekushuMove};
use crate::rules::{Coord, Game, Outcome, Side};
use rand::Rng;

impl Knowledge for Rekushu {
    const EXPLORATION_SCALE: f64 = 0.6;
    const RAVE: bool = true;
    const MINIMAX_WEIGHT: f64 = 0.3;

    fn playout<R: Rng + ?Sized>(&mut self, rng: &mut R, informed: bool) -> Outcome {
        if !informed {
            self.random_playout(rng);
            return self.outcome();
        }
        informed_playout(self, rng, |_, _| {});
        self.outcome()
    }

    fn decided_winner(&self) -> Option<Side> {
        self.decided()
    }

    fn amaf_point(&self, mv: RekushuMove) -> Option<usize> {
        Some(point_index(mv.at, self.size()))
    }

    /// The tile margin after `mv` for the side to move, as `(1 + tanh(margin / s)) / 2` with
    /// `s` a third of the board's side.
    fn move_heuristic(&self, mv: RekushuMove) -> Option<f32> {
        let side = self.to_move()?;
        let tiles = self.score()?;
        let gain = mv.claim.map_or(0, |r| r.area() as i32);
        let margin = tiles[side.index()] + gain - tiles[side.other().index()];
        let scale = self.size() as f32 / 3.0;
        Some(0.5 + 0.5 * (margin as f32 / scale).tanh())
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
            return playout_marking_the_end(self, rng, false, owners);
        }
        let size = self.size();
        informed_playout(self, rng, |at, side| {
            mark_taken(owners, point_index(at, size), side);
        });
        self.outcome()
    }
}

/// Plays `g` out by the informed policy, telling `placed` each placement and its side first.
#[inline]
fn informed_playout<R: Rng + ?Sized>(
    g: &mut Rekushu,
    rng: &mut R,
    mut placed: impl FnMut(Coord, Side),
) {
    while let Some(at) = g.random_placement(rng) {
        if let Some(side) = g.to_move() {
            placed(at, side);
        }
        g.play_largest_claim(at);
    }
}
