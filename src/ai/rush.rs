//! Rush knowledge: informed playouts take extra turns. A stone that earns an extra turn is a
//! stone for nothing (the mover moves again), and whoever takes them sweeps the points beside
//! the other side's stones; a uniformly random playout skips most of them, which says little
//! about who will hold the board. Each playout move draws up to [`TRIES`] legal points and
//! places on the first that earns an extra turn.
//!
//! Such playouts mislead RAVE, though: with them its all-moves-as-first values lost every game
//! to the same search with uniform playouts (README, "Stronger search"). So a search with RAVE
//! plays uniform playouts here, and every level searches with RAVE (README, "Rush's levels 8
//! to 10": with RAVE's equivalence grown with the budget, level 10 with RAVE beat level 9
//! and `plain:10`); these playouts serve the searches without RAVE (`rave=0`).

use super::{Knowledge, playout_marking_the_end, point_index};
use crate::rules::rush::Rush;
use crate::rules::{Coord, Game, Outcome, Side};
use rand::Rng;

/// How many legal points an informed playout move draws at most, looking for an extra turn.
const TRIES: u32 = 3;

impl Knowledge for Rush {
    const EXPLORATION_SCALE: f64 = 0.6;
    const RAVE: bool = true;
    /// Measured (README, "Stronger search"): an equivalence of 10,000 (not 1,000) wins at
    /// every budget tried, and with it more playouts play better again.
    const RAVE_EQUIVALENCE_SCALE: f64 = 10.0;
    /// Measured (README, "Rush's levels 8 to 10"): from level 8's 50,000 playouts on, more
    /// playouts with a fixed equivalence played worse (level 9's 120,000 lost 0 - 5 to level
    /// 8), as the moves' own, noisier results took a larger share of the blend; with the
    /// equivalence grown in proportion (24,000 at 120,000 playouts) level 9 won 15 - 5.
    const RAVE_EQUIVALENCE_GROWS_FROM: u64 = 50_000;
    /// Measured (README, "Stronger search"): with RAVE, no exploration term at all won 18 - 2
    /// at level 7's budget against the 0.21 of before (11 - 9 at level 5's).
    const RAVE_EXPLORATION_SCALE: f64 = 0.0;

    fn decided_winner(&self) -> Option<Side> {
        self.decided()
    }

    fn playout<R: Rng + ?Sized>(&mut self, rng: &mut R, informed: bool) -> Outcome {
        if informed {
            self.playout_with(rng, TRIES, Rush::earns_extra_turn);
        } else {
            self.random_playout(rng);
        }
        self.outcome()
    }

    /// RAVE's playouts are uniform whatever `informed` says (see the module's notes).
    fn playout_marking<R: Rng + ?Sized>(
        &mut self,
        rng: &mut R,
        informed: bool,
        owners: &mut [u8],
    ) -> Outcome {
        let _ = informed;
        playout_marking_the_end(self, rng, false, owners)
    }

    fn amaf_point(&self, mv: Coord) -> Option<usize> {
        Some(point_index(mv, self.size()))
    }

    fn point_owner(&self, at: Coord) -> Option<Side> {
        self.stone(at)
    }

    fn owner_row(&self, row: usize) -> Option<&[u8]> {
        Some(self.row_codes(row))
    }
}
