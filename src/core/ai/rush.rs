//! Rush knowledge: informed playouts take extra turns. A stone that earns an extra turn is a
//! stone for nothing (the mover moves again), and whoever takes them sweeps the points beside
//! the other side's stones; a uniformly random playout skips most of them, which says little
//! about who will hold the board. Each playout move draws up to [`TRIES`] legal points and
//! places on the first that earns an extra turn.
//!
//! Such playouts mislead RAVE's all-moves-as-first values, so a search with RAVE (every level)
//! plays uniform playouts here; these serve only searches without it (`rave=0`). See
//! `docs/ai.md`, "Knowledge per game".

use super::{Knowledge, playout_marking_the_end, point_index};
use crate::rules::rush::Rush;
use crate::rules::{Coord, Game, Outcome, Side};
use rand::Rng;

/// How many legal points an informed playout move draws at most, looking for an extra turn.
const TRIES: u32 = 3;

impl Knowledge for Rush {
    const EXPLORATION_SCALE: f64 = 0.6;
    const RAVE: bool = true;
    /// An equivalence of 10,000 rather than the default 1,000: it wins at every budget measured
    /// (`docs/ai.md`, "RAVE").
    const RAVE_EQUIVALENCE_SCALE: f64 = 10.0;
    /// Past 50,000 playouts the equivalence grows in proportion to the budget: with a fixed
    /// one, the moves' own noisier results took a growing share of the blend and more playouts
    /// played worse (`docs/ai.md`, "RAVE").
    const RAVE_EQUIVALENCE_GROWS_FROM: u64 = 50_000;
    /// With RAVE, no exploration bonus: RAVE's values already spread the playouts, and the tree
    /// grows deeper without it (`docs/ai.md`, "RAVE").
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
