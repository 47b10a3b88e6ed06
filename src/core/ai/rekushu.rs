//! Rekushu knowledge: informed playouts place uniformly but always take the largest rectangle
//! they can claim (a uniformly random playout skips half its claims, which says little about
//! who owns the board).

use super::solve::{KeyWriter, Solvable};
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

impl Solvable for Rekushu {
    fn write_key(&self, key: &mut KeyWriter) {
        let n = self.size();
        for r in 0..n {
            for c in 0..n {
                let at = Coord::new(c, r);
                key.put(self.stone(at).map_or(0, |s| 1 + s.index() as u8), 2);
                if c + 1 < n && r + 1 < n {
                    key.put(self.tile_owner(at).map_or(0, |s| 1 + s.index() as u8), 2);
                }
            }
        }
        key.put(self.to_move().map_or(0, Side::index) as u8, 1);
        // The mirror rule's memory: each side's last placement and the type of its last move.
        for side in Side::BOTH {
            let (last, _) = self.mirror_state(side.other());
            key.put_option(last.map(|at| point_index(at, n)), 10);
            let (_, kind) = self.mirror_state(side);
            key.put(kind.map_or(0, |m| 1 + m as u8), 2);
        }
    }

    /// Claimed tiles stay claimed: the final margin lies between the margin now minus and plus
    /// the unclaimed tiles.
    fn bounds(&self, side: Side) -> (i32, i32) {
        let Some(tiles) = self.score() else {
            return (-1, 1);
        };
        let n = self.size() as i32;
        let unclaimed = (n - 1) * (n - 1) - tiles[0] - tiles[1];
        let margin = tiles[side.index()] - tiles[side.other().index()];
        ((margin - unclaimed).signum(), (margin + unclaimed).signum())
    }

    /// The largest claims first, then plain placements.
    fn order_scores(&self, moves: &[RekushuMove], scores: &mut Vec<i32>) {
        scores.clear();
        scores.extend(
            moves
                .iter()
                .map(|mv| mv.claim.map_or(0, |r| r.area() as i32)),
        );
    }

    fn move_slot(&self, mv: RekushuMove) -> usize {
        point_index(mv.at, self.size())
    }
}
