//! Rush on bitboards, for the solver: a 5x5 or 7x7 position as one 64-bit mask per side, so
//! that a node's legal points, extra turns, bounds and key are a few word operations, and a
//! copy is 40 bytes rather than the rules' padded 25x25 board. It plays exactly as
//! `rules::rush` (a test plays random games on both and compares every position), with the
//! same bounds and move order as `ai::rush` (`docs/ai.md`, "The exact solver").

use super::search::Searchable;
use crate::rules::rush::Rush;
use crate::rules::{Coord, Game, Side};

/// The largest board that fits: rows of `n + 1` bits (the last an empty guard column, so that
/// a shift by one never wraps onto the next row) in 64 bits.
pub const MAX_SIZE: usize = 7;

/// A Rush position of at most [`MAX_SIZE`] points a side. Point (col, row) is bit
/// `row * (n + 1) + col`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RushBits {
    /// Each side's stones.
    stones: [u64; 2],
    /// Every point of the board.
    board: u64,
    /// The row width in bits, `n + 1`.
    width: u32,
    to_move: Side,
    over: bool,
    /// The stones' Zobrist hash, kept up to date as they are placed.
    hash: u64,
}

/// One Zobrist number per side and bit, and one for the second side to move (SplitMix64).
const ZOBRIST: [u64; 129] = zobrist();

const fn zobrist() -> [u64; 129] {
    let mut out = [0u64; 129];
    let mut i = 0;
    while i < out.len() {
        let mut z = (i as u64 + 0x5eed).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        out[i] = z ^ (z >> 31);
        i += 1;
    }
    out
}

/// The points with at least one, and at least two, neighbours in `set`.
#[inline(always)]
fn touching(set: u64, board: u64, width: u32) -> (u64, u64) {
    let [a, b, c, d] = [set << 1, set >> 1, set << width, set >> width].map(|m| m & board);
    let one = a | b | c | d;
    let two = (a & b) | (c & d) | ((a | b) & (c | d));
    (one, two)
}

impl RushBits {
    /// The bitboard form of `g`, when its board is small enough.
    pub fn of(g: &Rush) -> Option<RushBits> {
        let n = g.size();
        if n > MAX_SIZE {
            return None;
        }
        let width = n as u32 + 1;
        let mut bits = RushBits {
            stones: [0; 2],
            board: 0,
            width,
            to_move: g.to_move().unwrap_or(Side::First),
            over: g.to_move().is_none(),
            hash: 0,
        };
        for row in 0..n {
            for col in 0..n {
                let bit = row as u32 * width + col as u32;
                bits.board |= 1 << bit;
                if let Some(side) = g.stone(Coord::new(col, row)) {
                    bits.put(side, bit);
                }
            }
        }
        Some(bits)
    }

    /// The point of bit `bit`.
    pub fn coord(&self, bit: u8) -> Coord {
        let bit = u32::from(bit);
        Coord::new((bit % self.width) as usize, (bit / self.width) as usize)
    }

    fn put(&mut self, side: Side, bit: u32) {
        self.stones[side.index()] |= 1 << bit;
        self.hash ^= ZOBRIST[side.index() * 64 + bit as usize];
    }

    fn empty(&self) -> u64 {
        self.board & !(self.stones[0] | self.stones[1])
    }

    /// The empty points where `side` may place: not two or more of its own stones beside and
    /// none of the other's.
    fn legal(&self, side: Side) -> u64 {
        let (_, own_two) = touching(self.stones[side.index()], self.board, self.width);
        let (opp_one, _) = touching(self.stones[side.other().index()], self.board, self.width);
        self.empty() & !(own_two & !opp_one)
    }

    /// The points where a stone of `side` earns an extra turn: two or more stones beside, at
    /// least one the other side's.
    fn extra_turns(&self, side: Side) -> u64 {
        let (own_one, _) = touching(self.stones[side.index()], self.board, self.width);
        let (opp_one, opp_two) =
            touching(self.stones[side.other().index()], self.board, self.width);
        opp_two | (opp_one & own_one)
    }
}

impl Searchable for RushBits {
    /// A bit index.
    type Move = u8;
    const MARGIN: bool = false;

    fn mover(&self) -> Option<Side> {
        (!self.over).then_some(self.to_move)
    }

    fn moves_into(&self, out: &mut Vec<u8>) {
        if self.over {
            return;
        }
        let mut legal = self.legal(self.to_move);
        while legal != 0 {
            out.push(legal.trailing_zeros() as u8);
            legal &= legal - 1;
        }
    }

    /// As `Rush::play_unchecked`: the stone, then the extra turn, the end or a forced pass.
    fn make(&mut self, mv: u8) {
        let side = self.to_move;
        let point = 1u64 << mv;
        let beside = [
            point << 1,
            point >> 1,
            point << self.width,
            point >> self.width,
        ]
        .into_iter()
        .fold(0, |m, p| m | p)
            & self.board;
        let own = (beside & self.stones[side.index()]).count_ones();
        let opp = (beside & self.stones[side.other().index()]).count_ones();
        self.put(side, u32::from(mv));
        if self.empty() == 0 {
            self.over = true;
            return;
        }
        let extra = own + opp >= 2 && opp >= 1;
        let next = if extra { side } else { side.other() };
        // Both sides cannot be without a legal point at once (docs/rules.md, Rush).
        self.to_move = if self.legal(next) == 0 {
            next.other()
        } else {
            next
        };
    }

    fn end_value(&self, side: Side) -> i32 {
        let [me, them] = [side.index(), side.other().index()].map(|s| self.stones[s].count_ones());
        (me as i32 - them as i32).signum()
    }

    /// Two words: the first side's stones with the side to move in the top bit (never a
    /// point), and the second side's.
    fn key_into(&self, key: &mut Vec<u64>, _zobrist: &mut Vec<u64>) -> u64 {
        let second = u64::from(self.to_move == Side::Second);
        key.clear();
        key.push(self.stones[0] | second << 63);
        key.push(self.stones[1]);
        self.hash ^ (ZOBRIST[128] & second.wrapping_neg())
    }

    /// As `Rush`'s [`super::Solvable::bounds`]: stones and the surrounded empty points only one
    /// side may take.
    fn value_bounds(&self, side: Side) -> (i32, i32) {
        let empty = self.empty();
        let (next_to_empty, _) = touching(empty, self.board, self.width);
        let surrounded = empty & !next_to_empty;
        let all = self.board.count_ones() as i32;
        let sure = |s: Side| {
            let stones = self.stones[s.index()].count_ones();
            let theirs_refused = surrounded & !self.legal(s.other());
            (stones + theirs_refused.count_ones()) as i32
        };
        if sure(side) * 2 > all {
            (1, 1)
        } else if sure(side.other()) * 2 > all {
            (-1, -1)
        } else {
            (-1, 1)
        }
    }

    /// As `Rush`'s [`super::Solvable::order_scores`]: an extra turn first, then a point where
    /// the other side would earn one, then contact.
    fn order(&self, moves: &[u8], scores: &mut Vec<i32>) {
        scores.clear();
        if self.over {
            return;
        }
        let me = self.to_move;
        let mine = self.extra_turns(me);
        let theirs = self.extra_turns(me.other());
        let (contact, _) = touching(self.stones[me.other().index()], self.board, self.width);
        let at = |m: u64, mv: u8| (m >> mv & 1) as i32;
        scores.extend(
            moves
                .iter()
                .map(|&mv| 4 * at(mine, mv) + 2 * at(theirs, mv) + at(contact, mv)),
        );
    }

    fn slot(&self, mv: u8) -> usize {
        usize::from(mv)
    }

    fn slots(&self) -> usize {
        64
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    /// Plays random games on the rules' board and the bitboard side by side: the same side to
    /// move, legal points, end and result at every position, and the same key for positions
    /// reached by different orders.
    #[test]
    fn plays_as_the_rules_do() {
        let mut rng = StdRng::seed_from_u64(7);
        for game in 0..400 {
            let n = if game % 2 == 0 { 5 } else { 7 };
            let mut g = Rush::new(n).expect("a Rush size");
            let mut bits = RushBits::of(&g).expect("a small board");
            loop {
                assert_eq!(bits.mover(), g.to_move());
                let afresh = RushBits::of(&g).expect("a small board");
                assert_eq!((bits.stones, bits.hash), (afresh.stones, afresh.hash));
                assert_eq!(bits.mover(), afresh.mover());
                let mut legal = Vec::new();
                g.legal_moves(&mut legal);
                let mut bit_moves = Vec::new();
                bits.moves_into(&mut bit_moves);
                let as_coords: Vec<Coord> = bit_moves.iter().map(|&b| bits.coord(b)).collect();
                assert_eq!(as_coords, legal);
                let Some(side) = g.to_move() else {
                    assert_eq!(
                        bits.end_value(Side::First),
                        super::super::sign_of(g.outcome(), Side::First)
                    );
                    break;
                };
                let mut scores = Vec::new();
                bits.order(&bit_moves, &mut scores);
                let mut rule_scores = Vec::new();
                super::super::Solvable::order_scores(&g, &legal, &mut rule_scores);
                assert_eq!(scores, rule_scores);
                assert_eq!(
                    bits.value_bounds(side),
                    super::super::Solvable::bounds(&g, side)
                );
                let k = rand::RngExt::random_range(&mut rng, 0..legal.len());
                g.play_unchecked(legal[k]);
                bits.make(bit_moves[k]);
            }
        }
    }
}
