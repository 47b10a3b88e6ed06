//! Rekushu knowledge: informed playouts place uniformly but always take the largest rectangle
//! they can claim (a uniformly random playout skips half its claims, which says little about
//! who owns the board).

use crate::ai::solve::{KeyWriter, Solvable};
use crate::ai::{Knowledge, mark_taken, playout_marking_the_end, point_index};
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

    /// Claimed tiles stay claimed: the final margin lies between the margin now minus the
    /// tiles the opponent could still claim and plus those the side could ([`live_tiles`]; on
    /// large boards, every unclaimed tile).
    fn bounds(&self, side: Side) -> (i32, i32) {
        let Some(tiles) = self.score() else {
            return (-1, 1);
        };
        let n = self.size();
        let margin = tiles[side.index()] - tiles[side.other().index()];
        let (gain, loss) = if n <= LIVE_TILES_MAX_N {
            let live = live_tiles(self);
            (live[side.index()], live[side.other().index()])
        } else {
            let unclaimed = ((n - 1) * (n - 1)) as i32 - tiles[0] - tiles[1];
            (unclaimed, unclaimed)
        };
        ((margin - loss).signum(), (margin + gain).signum())
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

/// The largest board whose live tiles the solver works out (the rectangles grow as n^4).
const LIVE_TILES_MAX_N: usize = 10;

/// Bits `lo..=hi` set.
fn span(lo: usize, hi: usize) -> u32 {
    ((1u32 << (hi - lo + 1)) - 1) << lo
}

/// Per side, how many unclaimed tiles a claim of that side could still take: a sound
/// over-estimate. A side may one day claim a rectangle of unclaimed tiles when each of its
/// points is empty or could be emptied, and its corners may also hold that side's stones.
/// A stone can only leave as the corner of its owner's claim, so the stones that could be
/// emptied are found as a fixpoint: none at first, then the corners of the rectangles their
/// owner could claim, until nothing grows. A tile in no such rectangle is dead: whoever moves
/// where, nobody gains it, and once no tile is live the result is fixed.
fn live_tiles(g: &Rekushu) -> [i32; 2] {
    const M: usize = LIVE_TILES_MAX_N;
    let n = g.size();
    let t = n - 1;
    // Row masks: each side's stones (bit = column), and the claimed tiles.
    let mut stones = [[0u32; M]; 2];
    let mut claimed = [0u32; M];
    for r in 0..n {
        for c in 0..n {
            if let Some(s) = g.stone(Coord::new(c, r)) {
                stones[s.index()][r] |= 1 << c;
            }
            if r < t && c < t && g.tile_owner(Coord::new(c, r)).is_some() {
                claimed[r] |= 1 << c;
            }
        }
    }
    let mut removable = [[0u32; M]; 2];
    let live = loop {
        let mut grown = false;
        let mut live = [[0u32; M]; 2];
        for r1 in 0..t {
            for r2 in r1 + 1..n {
                for c1 in 0..t {
                    for c2 in c1 + 1..n {
                        let tiles = span(c1, c2 - 1);
                        // Wider rectangles hold this claimed tile too.
                        if (r1..r2).any(|r| claimed[r] & tiles != 0) {
                            break;
                        }
                        let points = span(c1, c2);
                        let corners = (1u32 << c1) | (1u32 << c2);
                        for s in 0..2 {
                            let o = 1 - s;
                            let open = (r1..=r2).all(|r| {
                                let own = stones[s][r] & !removable[s][r];
                                let theirs = stones[o][r] & !removable[o][r];
                                let own_blocks = if r == r1 || r == r2 {
                                    own & points & !corners
                                } else {
                                    own & points
                                };
                                own_blocks == 0 && theirs & points == 0
                            });
                            if !open {
                                continue;
                            }
                            for r in [r1, r2] {
                                let freed = stones[s][r] & corners & !removable[s][r];
                                if freed != 0 {
                                    removable[s][r] |= freed;
                                    grown = true;
                                }
                            }
                            for row in live[s].iter_mut().take(r2).skip(r1) {
                                *row |= tiles;
                            }
                        }
                    }
                }
            }
        }
        if !grown {
            break live;
        }
    };
    live.map(|rows| rows.iter().map(|r| r.count_ones() as i32).sum())
}
