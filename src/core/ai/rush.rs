//! Rush knowledge: informed playouts take extra turns. A stone that earns an extra turn is a
//! stone for nothing (the mover moves again), and whoever takes them sweeps the points beside
//! the other side's stones; a uniformly random playout skips most of them, which says little
//! about who will hold the board. Each playout move draws up to [`TRIES`] legal points and
//! places on the first that earns an extra turn.
//!
//! Such playouts mislead RAVE's all-moves-as-first values, so a search with RAVE (every level)
//! plays uniform playouts here; these serve only searches without it (`rave=0`). See
//! `docs/ai.md`, "Knowledge per game".

use super::solve::{KeyWriter, Solvable};
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

impl Solvable for Rush {
    fn write_key(&self, key: &mut KeyWriter) {
        for row in 0..self.size() {
            for &code in self.row_codes(row) {
                key.put(code, 2);
            }
        }
        key.put(self.to_move().map_or(0, Side::index) as u8, 1);
    }

    /// Stones stay, and so does an empty point whose neighbours are all taken: its legality
    /// can no longer change, so if one side may not place there (two or more of its own
    /// stones beside it and none of the other's) it is the other side's. Who holds, or is sure
    /// to hold, more than half the points has won.
    fn bounds(&self, side: Side) -> (i32, i32) {
        let Some(stones) = self.score() else {
            return (-1, 1);
        };
        let n = self.size();
        let mut sure = [0i32; 2];
        let code = |c: usize, r: usize| self.row_codes(r)[c];
        for r in 0..n {
            for c in 0..n {
                if code(c, r) != 0 {
                    continue;
                }
                let mut count = [0u8; 3];
                let mut open = false;
                for (dc, dr) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                    let (x, y) = (c as isize + dc, r as isize + dr);
                    if x < 0 || y < 0 || x >= n as isize || y >= n as isize {
                        continue;
                    }
                    let k = code(x as usize, y as usize);
                    open |= k == 0;
                    count[usize::from(k)] += 1;
                }
                if open {
                    continue;
                }
                for s in 0..2 {
                    if count[1 + s] >= 2 && count[2 - s] == 0 {
                        sure[1 - s] += 1;
                    }
                }
            }
        }
        let all = (n * n) as i32;
        let (me, them) = (side.index(), side.other().index());
        if (stones[me] + sure[me]) * 2 > all {
            (1, 1)
        } else if (stones[them] + sure[them]) * 2 > all {
            (-1, -1)
        } else {
            (-1, 1)
        }
    }

    /// A stone that earns an extra turn first (the mover moves again), then one on a point
    /// where the other side would have earned one, then one beside the other side's stones.
    /// On six self-play 7x7 positions with 20 empty points: 6.2 M nodes with extra turns
    /// alone, 1.5 M with this order.
    fn order_scores(&self, moves: &[Coord], scores: &mut Vec<i32>) {
        let n = self.size();
        let Some(me) = self.to_move() else {
            scores.clear();
            return;
        };
        scores.clear();
        scores.extend(moves.iter().map(|&at| {
            let mut count = [0i32; 2];
            for (dc, dr) in [(0isize, 1isize), (1, 0), (0, -1), (-1, 0)] {
                let (c, r) = (at.col() as isize + dc, at.row() as isize + dr);
                if c >= 0
                    && r >= 0
                    && (c as usize) < n
                    && (r as usize) < n
                    && let Some(side) = self.stone(Coord::new(c as usize, r as usize))
                {
                    count[usize::from(side != me)] += 1;
                }
            }
            let extra = |opp: i32| i32::from(count[0] + count[1] >= 2 && opp >= 1);
            4 * extra(count[1]) + 2 * extra(count[0]) + i32::from(count[1] >= 1)
        }));
    }

    fn move_slot(&self, at: Coord) -> usize {
        point_index(at, self.size())
    }
}
