//! Rush knowledge: informed playouts take extra turns. A stone that earns an extra turn is a
//! stone for nothing (the mover moves again), and whoever takes them sweeps the points beside
//! the other side's stones; a uniformly random playout skips most of them, which says little
//! about who will hold the board. Each playout move draws up to [`TRIES`] legal points and
//! places on the first that earns an extra turn.
//!
//! Such playouts mislead RAVE's all-moves-as-first values, so a search with RAVE (every level)
//! plays uniform playouts here; these serve only searches without it (`rave=0`). See
//! `docs/ai.md`, "Knowledge per game".

use crate::ai::solve::rush_bits::RushBits;
use crate::ai::solve::{KeyWriter, Solution, Solvable, SolveBudget, search};
use crate::ai::{Knowledge, playout_marking_the_end, point_index};
use crate::rules::reference::rush::Rush as ReferenceRush;
use crate::rules::rush::Rush;
use crate::rules::{Coord, Game, Outcome, Side};
use rand::Rng;
use std::sync::atomic::AtomicBool;

/// How many legal points an informed playout move draws at most, looking for an extra turn.
const TRIES: u32 = 3;

/// The knowledge, for today's Rush and for the reference's (the same code on both).
macro_rules! rush_knowledge {
    ($rush:ty) => {
        impl Knowledge for $rush {
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
                    self.playout_with(rng, TRIES, <$rush>::earns_extra_turn);
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

            fn owner_row(&self, row: usize) -> Option<impl Iterator<Item = u8> + '_> {
                Some(self.codes(row))
            }
        }

        impl Solvable for $rush {
            fn write_key(&self, key: &mut KeyWriter) {
                let n = self.size();
                let mut codes = [0u8; 32];
                for row in 0..n {
                    for (code, of_point) in codes.iter_mut().zip(self.codes(row)) {
                        *code = of_point;
                    }
                    key.put_all(&codes[..n], 2);
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
                for idx in self.empty_indices() {
                    if !self.surrounded(idx) {
                        continue;
                    }
                    for s in Side::BOTH {
                        if !self.legal_at_index(s, idx) {
                            sure[s.other().index()] += 1;
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
                scores.clear();
                let Some(me) = self.to_move() else {
                    return;
                };
                scores.extend(moves.iter().map(|&at| {
                    let idx = self.padded_index(at);
                    let extra = |s: Side| i32::from(self.earns_extra_turn_for(s, idx));
                    let contact = self.stones_beside(idx)[me.other().index()] >= 1;
                    4 * extra(me) + 2 * extra(me.other()) + i32::from(contact)
                }));
            }

            fn move_slot(&self, at: Coord) -> usize {
                point_index(at, self.size())
            }

            fn solve_exactly(&self, budget: SolveBudget, stop: &AtomicBool) -> Solution<Coord> {
                self.solve_here(budget, stop)
            }
        }
    };
}

/// What the knowledge reads that today's Rush and the reference's give in different forms.
trait RushLike: Sized {
    /// Row `row`'s codes (0 empty, else 1 + the side's index).
    fn codes(&self, row: usize) -> impl Iterator<Item = u8> + '_;

    fn solve_here(&self, budget: SolveBudget, stop: &AtomicBool) -> Solution<Coord>;
}

impl RushLike for Rush {
    fn codes(&self, row: usize) -> impl Iterator<Item = u8> + '_ {
        self.row_codes(row)
    }

    /// Boards of 5 and 7 points a side are searched on bitboards ([`RushBits`]), several
    /// times faster a node.
    fn solve_here(&self, budget: SolveBudget, stop: &AtomicBool) -> Solution<Coord> {
        match RushBits::of(self) {
            Some(bits) => search::search(&bits, budget, stop).map_moves(|mv| bits.coord(mv)),
            None => search::search(self, budget, stop),
        }
    }
}

/// The reference's rules (`rules::reference`) with the same knowledge, so that `quartet match`
/// can set an AI on them against one on today's (`reference=1`, issue 69).
impl RushLike for ReferenceRush {
    fn codes(&self, row: usize) -> impl Iterator<Item = u8> + '_ {
        self.row_codes(row).iter().copied()
    }

    fn solve_here(&self, budget: SolveBudget, stop: &AtomicBool) -> Solution<Coord> {
        search::search(self, budget, stop)
    }
}

rush_knowledge!(Rush);
rush_knowledge!(ReferenceRush);
