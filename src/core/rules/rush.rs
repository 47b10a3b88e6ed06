//! Rush (Mark Steere, 2007): placement with an adjacency rule, chained extra turns and
//! automatic forced passes. The board is full at the end; more stones wins.
//!
//! Each point is one byte ([`State`]): what stands there and how many stones of each side
//! touch it. A placement adds to its four neighbours' bytes, and a table per side says what
//! each new byte does to the sides' counts of legal points, which live in one word, a lane
//! each. A random legal point is drawn by rejection over the empty points. The playout keeps
//! its counters in registers and draws the next point before it updates the neighbours, and
//! its arrays are a power of two long and indexed under a mask, so that nothing in it can
//! panic (docs/architecture.md, "The hot paths"; issue 69: twice the playouts of
//! `reference::rush`, which the tests play beside it).

use super::{
    Coord, Game, GameKind, IllegalMove, MoveDiff, Outcome, ParseMoveError, RulesError, Side, Stone,
    below, board_text, parse_coord,
};
use rand::Rng;
use serde::{Deserialize, Serialize};

const MAX_N: usize = 25;
/// The padded row width, the same for every board size so that the neighbours of a point are
/// constant offsets (points beyond the board are border points).
const W: usize = MAX_N + 2;
/// A power of two above every padded index (`W * W`), so that an index under [`MASK`] needs no
/// bounds check.
const SLOTS: usize = 1024;
const MASK: usize = SLOTS - 1;
/// The bytes: point `i`'s is at `i + W`, so that `i - W` is never below zero.
const STATE_LEN: usize = SLOTS + 2 * W;

/// A point's byte: its content in bits 6-7 (0 empty, 1 + the side of a stone, 3 border), the
/// first side's stones beside it in bits 3-5 and the second's in bits 0-2.
type State = u8;
const EMPTY: u8 = 0;
const BORDER: u8 = 3;
/// What a stone of each side adds to its neighbours' bytes.
const BESIDE_STEP: [u8; 2] = [8, 1];
/// One side's lane in the word of legal counts.
const LANE: u32 = 32;

/// The stones of each side beside a point.
#[inline(always)]
const fn beside(v: State) -> [u8; 2] {
    [v >> 3 & 7, v & 7]
}

/// Illegal for side `s`: two or more of its stones beside and none of the other's.
const fn illegal_by_counts(s: usize, v: State) -> bool {
    let n = beside(v);
    n[s] >= 2 && n[1 - s] == 0
}

/// A stone of side `s` earns an extra turn: two or more stones beside it, one of them or more
/// the other side's.
const fn extra_by_counts(s: usize, v: State) -> bool {
    let n = beside(v);
    n[0] + n[1] >= 2 && n[1 - s] >= 1
}

/// Bit `v` set where an empty point of state `v` (below 64) is illegal for side `s` (`extra`
/// false) or a stone of `s` there earns an extra turn (`extra` true).
const fn mask_of(s: usize, extra: bool) -> u64 {
    let mut m = 0u64;
    let mut v = 0;
    while v < 64 {
        let holds = if extra {
            extra_by_counts(s, v as State)
        } else {
            illegal_by_counts(s, v as State)
        };
        if holds {
            m |= 1 << v;
        }
        v += 1;
    }
    m
}

/// Per side, by the low six bits of a state: the empty point is illegal.
const ILLEGAL: [u64; 2] = [mask_of(0, false), mask_of(1, false)];
/// Per side, by the low six bits of a state: a stone there earns an extra turn.
const EXTRA: [u64; 2] = [mask_of(0, true), mask_of(1, true)];

/// The change to the word of legal counts, `lanes[0] + lanes[1] << LANE` (wrapping).
const fn packed(lanes: [i64; 2]) -> u64 {
    (lanes[0] + (lanes[1] << LANE)) as u64
}

/// By the state of an empty point: the change to the legal counts once a stone stands there.
const PLACED: [u64; 64] = placed_table();

const fn placed_table() -> [u64; 64] {
    let mut table = [0; 64];
    let mut v = 0;
    while v < 64 {
        let mut lanes = [0i64; 2];
        let mut s = 0;
        while s < 2 {
            if !illegal_by_counts(s, v as State) {
                lanes[s] = -1;
            }
            s += 1;
        }
        table[v] = packed(lanes);
        v += 1;
    }
    table
}

/// Per side `s`, by a neighbour's state after a stone of `s` came beside it: the change to the
/// legal counts (an empty point whose second stone of `s` this is, with none of the other's,
/// became illegal for `s`; one whose first stone of `s` this is, beside two or more of the
/// other's, became legal for the other).
const TOUCHED: [[u64; 256]; 2] = [touched_table(0), touched_table(1)];

const fn touched_table(s: usize) -> [u64; 256] {
    let mut table = [0; 256];
    let mut v = 0;
    while v < 256 {
        let n = beside(v as State);
        let (own, other) = (n[s], n[1 - s]);
        let mut lanes = [0i64; 2];
        if (v as State) >> 6 == EMPTY {
            if own == 2 && other == 0 {
                lanes[s] = -1;
            }
            if own == 1 && other >= 2 {
                lanes[1 - s] = 1;
            }
        }
        table[v] = packed(lanes);
        v += 1;
    }
    table
}

/// The board's bytes and its empty points (a list, and each point's place in it).
#[derive(Clone, Debug)]
struct Points {
    state: [State; STATE_LEN],
    items: [u16; SLOTS],
    pos: [u16; SLOTS],
}

impl Points {
    #[inline(always)]
    fn state(&self, idx: usize) -> State {
        self.state[(idx & MASK) + W]
    }

    /// The `k`-th empty point.
    #[inline(always)]
    fn item(&self, k: usize) -> usize {
        self.items[k & MASK] as usize & MASK
    }

    /// A uniformly random empty point among the first `len`.
    #[inline(always)]
    fn draw<R: Rng + ?Sized>(&self, rng: &mut R, len: usize) -> usize {
        self.item(below(rng, len))
    }

    /// Puts side `s`'s stone on the empty point `idx`, taking it out of the list of `len`
    /// empty points (`len` shrinks by one); the neighbours are [`Points::touch`]'s. Returns
    /// whether the stone earns an extra turn (its neighbours are what they were).
    #[inline(always)]
    fn take(&mut self, s: usize, idx: usize, len: &mut usize, legal: &mut u64) -> bool {
        let idx = idx & MASK;
        *len = len.wrapping_sub(1);
        let p = self.pos[idx] as usize & MASK;
        let last = self.items[*len & MASK];
        self.items[p] = last;
        self.pos[last as usize & MASK] = p as u16;
        let v = self.state[idx + W];
        *legal = legal.wrapping_add(PLACED[v as usize & 63]);
        self.state[idx + W] = v | (1 + s as u8) << 6;
        EXTRA[s & 1] >> (v & 63) & 1 != 0
    }

    /// The four neighbours of side `s`'s new stone at `idx`: their bytes and the legal counts.
    #[inline(always)]
    fn touch(&mut self, s: usize, idx: usize, legal: &mut u64) {
        let idx = idx & MASK;
        let (step, table) = (BESIDE_STEP[s & 1], &TOUCHED[s & 1]);
        for k in [idx + W - 1, idx + W + 1, idx, idx + 2 * W] {
            let v = self.state[k].wrapping_add(step);
            self.state[k] = v;
            *legal = legal.wrapping_add(table[v as usize]);
        }
    }

    /// Whether the empty point `idx` is legal for side `s`.
    #[inline(always)]
    fn legal(&self, s: usize, idx: usize) -> bool {
        ILLEGAL[s & 1] >> (self.state(idx) & 63) & 1 == 0
    }

    /// The `k`-th point legal for side `s` among the first `len` empty points (the last legal
    /// one if there are fewer).
    #[inline(never)]
    fn nth_legal(&self, len: usize, s: usize, mut k: usize) -> usize {
        let mut found = 0;
        for j in 0..len {
            let i = self.item(j);
            if self.legal(s, i) {
                found = i;
                if k == 0 {
                    break;
                }
                k = k.wrapping_sub(1);
            }
        }
        found
    }
}

/// The side that moves when side `s` must pass: out of line, so that the playout branches on
/// the rare pass instead of computing the side from the counts.
#[cold]
#[inline(never)]
fn passed(s: usize) -> usize {
    s ^ 1
}

/// Side `s`'s lane of the word of legal counts.
#[inline(always)]
fn lane(legal: u64, s: usize) -> usize {
    legal.wrapping_shr(LANE * (s as u32 & 1)) as u32 as usize
}

/// A Rush position.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(into = "RushData", try_from = "RushData")]
pub struct Rush {
    n: usize,
    points: Points,
    /// How many empty points there are (the first `empties` of `points.items`).
    empties: usize,
    /// How many empty points are legal for each side, a [`LANE`] each.
    legal: u64,
    stones: [i32; 2],
    to_move: Side,
    over: bool,
}

impl PartialEq for Rush {
    fn eq(&self, other: &Self) -> bool {
        self.n == other.n
            && self.points.state == other.points.state
            && self.to_move == other.to_move
            && self.over == other.over
    }
}

impl Rush {
    pub const SIZES: &'static [usize] = &[5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25];
    pub const DEFAULT_SIZE: usize = 19;

    #[inline]
    fn idx(&self, c: Coord) -> usize {
        (c.row() + 1) * W + c.col() + 1
    }

    #[inline]
    fn coord(&self, idx: usize) -> Coord {
        Coord::new(idx % W - 1, idx / W - 1)
    }

    /// How many empty points are legal for side `s`.
    #[inline(always)]
    fn legal_count(&self, s: usize) -> usize {
        lane(self.legal, s)
    }

    /// Legal for `s` at the empty point `idx`.
    #[inline(always)]
    fn legal_at(&self, s: usize, idx: usize) -> bool {
        self.points.legal(s, idx)
    }

    /// Whether a stone of side `s` at the empty point `idx` earns an extra turn.
    #[inline(always)]
    fn extra_turn_for(&self, s: usize, idx: usize) -> bool {
        EXTRA[s & 1] >> (self.points.state(idx) & 63) & 1 != 0
    }

    /// Row `row`'s points from left to right as codes: 0 empty, else 1 + the index of the
    /// side whose stone is there (the AI reads a finished playout's board this way).
    pub fn row_codes(&self, row: usize) -> impl Iterator<Item = u8> + '_ {
        let start = self.idx(Coord::new(0, row));
        (start..start + self.n).map(|i| self.points.state(i) >> 6)
    }

    /// The stone at `c`, if any.
    pub fn stone(&self, c: Coord) -> Option<Side> {
        match self.points.state(self.idx(c)) >> 6 {
            1 => Some(Side::First),
            2 => Some(Side::Second),
            _ => None,
        }
    }

    /// Whether `side` may place at the empty point `c` (the adjacency rule only).
    pub fn is_legal_for(&self, side: Side, c: Coord) -> bool {
        let i = self.idx(c);
        self.points.state(i) >> 6 == EMPTY && self.legal_at(side.index(), i)
    }

    /// Once a side holds more than half of all points, the result cannot change.
    pub fn decided(&self) -> Option<Side> {
        let half = (self.n * self.n) as i32;
        Side::BOTH
            .into_iter()
            .find(|s| self.stones[s.index()] * 2 > half)
    }

    /// A uniformly random legal point of side `s`, who has one: by rejection over the empty
    /// points, or by counting through them when few are legal. It draws as
    /// [`Game::random_playout`] does, draw for draw: one empty point first, in either case.
    #[inline(always)]
    fn random_index_for<R: Rng + ?Sized>(&self, rng: &mut R, s: usize) -> usize {
        let mut candidate = self.points.draw(rng, self.empties);
        let legal = self.legal_count(s);
        if legal * 4 >= self.empties {
            while !self.legal_at(s, candidate) {
                candidate = self.points.draw(rng, self.empties);
            }
            return candidate;
        }
        self.points.nth_legal(self.empties, s, below(rng, legal))
    }

    /// The board index of a uniformly random legal point of the side to move.
    #[inline]
    fn random_index<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<usize> {
        (!self.over).then(|| self.random_index_for(rng, self.to_move.index()))
    }

    /// Puts a stone and keeps every count up to date; no turn logic. Returns whether it
    /// earns an extra turn.
    #[inline]
    fn put(&mut self, idx: usize, s: usize) -> bool {
        let extra = self.points.take(s, idx, &mut self.empties, &mut self.legal);
        self.stones[s] += 1;
        self.points.touch(s, idx, &mut self.legal);
        extra
    }

    /// Places for the side to move and advances the turn; returns (extra turn, passer).
    #[inline]
    fn place_and_advance(&mut self, idx: usize) -> (bool, Option<Side>) {
        let s = self.to_move.index();
        let extra = self.put(idx, s);
        if self.empties == 0 {
            self.over = true;
            return (extra, None);
        }
        let mut next = if extra { s } else { 1 - s };
        let mut passer = None;
        if self.legal_count(next) == 0 {
            passer = Some(Side::from_index(next));
            next = 1 - next;
        }
        self.to_move = Side::from_index(next);
        (extra, passer)
    }

    fn empty_board(n: usize) -> Rush {
        let mut points = Points {
            state: [BORDER << 6; STATE_LEN],
            items: [0; SLOTS],
            pos: [0; SLOTS],
        };
        let mut empties = 0;
        for r in 0..n {
            for c in 0..n {
                let i = (r + 1) * W + c + 1;
                points.state[i + W] = EMPTY;
                points.items[empties] = i as u16;
                points.pos[i] = empties as u16;
                empties += 1;
            }
        }
        let all = (n * n) as i64;
        Rush {
            n,
            points,
            empties,
            legal: packed([all, all]),
            stones: [0, 0],
            to_move: Side::First,
            over: false,
        }
    }
}

impl Game for Rush {
    type Move = Coord;
    const KIND: GameKind = GameKind::Rush;

    fn new(size: usize) -> Result<Self, RulesError> {
        GameKind::Rush.check_size(size)?;
        Ok(Rush::empty_board(size))
    }

    fn size(&self) -> usize {
        self.n
    }

    fn to_move(&self) -> Option<Side> {
        (!self.over).then_some(self.to_move)
    }

    fn legal_moves(&self, out: &mut Vec<Coord>) {
        if self.over {
            return;
        }
        let s = self.to_move.index();
        for r in 0..self.n {
            for c in 0..self.n {
                let i = self.idx(Coord::new(c, r));
                if self.points.state(i) >> 6 == EMPTY && self.legal_at(s, i) {
                    out.push(Coord::new(c, r));
                }
            }
        }
    }

    fn check(&self, mv: Coord) -> Result<(), IllegalMove> {
        if self.over {
            return Err(IllegalMove::GameOver);
        }
        if mv.col() >= self.n || mv.row() >= self.n {
            return Err(IllegalMove::OffBoard(mv));
        }
        let i = self.idx(mv);
        if self.points.state(i) >> 6 != EMPTY {
            return Err(IllegalMove::Occupied(mv));
        }
        if !self.legal_at(self.to_move.index(), i) {
            return Err(IllegalMove::RushAdjacency(mv));
        }
        Ok(())
    }

    #[inline]
    fn play_unchecked(&mut self, mv: Coord) {
        let i = self.idx(mv);
        self.place_and_advance(i);
    }

    fn play(&mut self, mv: Coord) -> Result<MoveDiff, IllegalMove> {
        self.check(mv)?;
        let side = self.to_move;
        let (extra_turn, passer) = self.place_and_advance(self.idx(mv));
        Ok(MoveDiff {
            placed: vec![Stone {
                at: mv,
                side,
                piece: None,
            }],
            extra_turn,
            passes: passer.into_iter().collect(),
            next: self.to_move(),
            outcome: self.outcome(),
            ..MoveDiff::default()
        })
    }

    #[inline]
    fn random_move<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Coord> {
        self.random_index(rng).map(|i| self.coord(i))
    }

    fn random_playout<R: Rng + ?Sized>(&mut self, rng: &mut R) -> usize {
        self.random_playout_noting(rng, |_, _| {})
    }

    fn score(&self) -> Option<[i32; 2]> {
        Some(self.stones)
    }

    fn outcome(&self) -> Outcome {
        if self.over {
            Outcome::from_score(self.stones)
        } else {
            Outcome::Ongoing
        }
    }

    fn parse_move(&self, text: &str) -> Result<Coord, ParseMoveError> {
        if text.trim().eq_ignore_ascii_case("pass") {
            return Err(ParseMoveError::PassNotAMove);
        }
        parse_coord(text, self.n)
    }

    fn format_move(&self, mv: Coord) -> String {
        mv.to_string()
    }

    fn diagram(&self) -> String {
        board_text(self.n, |c| match self.stone(c) {
            Some(Side::First) => 'b',
            Some(Side::Second) => 'w',
            None => '.',
        })
    }
}

/// The stored form of a Rush position: the board as text rows (top row first).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RushData {
    pub size: usize,
    pub board: Vec<String>,
    pub to_move: Side,
}

impl From<Rush> for RushData {
    fn from(g: Rush) -> RushData {
        RushData {
            size: g.n,
            board: super::rows_from_diagram(g.n, |c| match g.stone(c) {
                Some(Side::First) => 'b',
                Some(Side::Second) => 'w',
                None => '.',
            }),
            to_move: g.to_move,
        }
    }
}

impl TryFrom<RushData> for Rush {
    type Error = RulesError;

    fn try_from(d: RushData) -> Result<Rush, RulesError> {
        let mut g = Rush::new(d.size)?;
        super::read_rows(d.size, &d.board, |c, ch| {
            let side = match ch {
                'b' => Side::First,
                'w' => Side::Second,
                '.' => return Ok(()),
                _ => return Err(format!("unknown Rush point '{ch}'")),
            };
            let i = g.idx(c);
            g.put(i, side.index());
            Ok(())
        })?;
        g.to_move = d.to_move;
        g.over = g.empties == 0;
        if !g.over && g.legal_count(g.to_move.index()) == 0 {
            return Err(RulesError::Corrupt(
                "the side to move has no legal point".to_string(),
            ));
        }
        Ok(g)
    }
}

/// For the AI's playouts: the board by padded index (a border ring around the points, rows
/// [`Rush::PADDED_WIDTH`] apart), and a playout that lets a policy choose among random draws.
impl Rush {
    /// The padded board's row width: the four neighbours of padded index `i` are `i - 1`,
    /// `i + 1`, `i - PADDED_WIDTH` and `i + PADDED_WIDTH`.
    pub const PADDED_WIDTH: usize = W;

    /// The padded index of the point `c` (on the board).
    #[inline]
    pub fn padded_index(&self, c: Coord) -> usize {
        self.idx(c)
    }

    /// Whether placing at the empty point of padded index `idx` earns the side to move an
    /// extra turn.
    #[inline]
    pub fn earns_extra_turn(&self, idx: usize) -> bool {
        self.extra_turn_for(self.to_move.index(), idx)
    }

    /// Whether a stone of `side` at padded index `idx` would earn an extra turn.
    #[inline]
    pub fn earns_extra_turn_for(&self, side: Side, idx: usize) -> bool {
        self.extra_turn_for(side.index(), idx)
    }

    /// The empty points' padded indices, in no particular order.
    #[inline]
    pub fn empty_indices(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.empties).map(|k| self.points.item(k))
    }

    /// [`Game::random_playout`], telling `on_move` each move's side (its index) and padded
    /// index as it is played: the tests replay a playout on `reference::rush` move by move.
    ///
    /// The loop works on locals (the counts, the side) and draws each move's first candidate
    /// before the last move's neighbours are updated, so that a refused draw, a mispredicted
    /// branch, costs less (module notes).
    #[inline(always)]
    pub fn random_playout_noting<R: Rng + ?Sized>(
        &mut self,
        rng: &mut R,
        mut on_move: impl FnMut(usize, usize),
    ) -> usize {
        if self.over {
            return 0;
        }
        let (mut len, mut legal) = (self.empties, self.legal);
        let mut s = self.to_move.index();
        // Wrapping arithmetic and masked indices: with no panic path in the loop (overflow
        // checks are on in tests and benchmarks), nothing needs to be in memory before one.
        let mut first = 0usize;
        let points = &mut self.points;
        let mut candidate = points.draw(rng, len);
        while len > 0 {
            // A forced pass (the side to move always has a legal point at the start). A
            // branch, predicted, rather than arithmetic: the next draw's test then need not
            // wait for the last move's counts.
            if lane(legal, s) == 0 {
                s = passed(s);
            }
            let count = lane(legal, s);
            let idx = if count.wrapping_mul(4) >= len {
                while !points.legal(s, candidate) {
                    candidate = points.draw(rng, len);
                }
                candidate
            } else {
                points.nth_legal(len, s, below(rng, count))
            };
            on_move(s, idx);
            let extra = points.take(s, idx, &mut len, &mut legal);
            if len > 0 {
                candidate = points.draw(rng, len);
            }
            points.touch(s, idx, &mut legal);
            first = first.wrapping_add(s ^ 1);
            s ^= usize::from(!extra);
        }
        let played = self.empties;
        self.stones[0] += first as i32;
        self.stones[1] += (played - first) as i32;
        self.empties = 0;
        self.legal = legal;
        self.to_move = Side::from_index(s);
        self.over = true;
        played
    }

    /// Whether every neighbour on the board of the point at padded index `idx` holds a stone:
    /// who may place there can no longer change.
    #[inline]
    pub fn surrounded(&self, idx: usize) -> bool {
        let on_board = [idx - 1, idx + 1, idx - W, idx + W]
            .iter()
            .filter(|&&j| self.points.state(j) >> 6 != BORDER)
            .count() as u8;
        let [first, second] = beside(self.points.state(idx));
        first + second == on_board
    }

    /// Whether `side` may place at the empty point of padded index `idx` (the adjacency rule).
    #[inline]
    pub fn legal_at_index(&self, side: Side, idx: usize) -> bool {
        self.legal_at(side.index(), idx)
    }

    /// How many stones of each side (`[first, second]`) touch the point at padded index `idx`.
    #[inline]
    pub fn stones_beside(&self, idx: usize) -> [u8; 2] {
        beside(self.points.state(idx))
    }

    /// Plays the position out to the end as [`Game::random_playout`] does, except that each
    /// move draws up to `tries` uniformly random legal points of the side to move and places
    /// on the first that `accept` (given the position and the point's padded index) takes, or
    /// on the last one drawn. Returns the number of moves played.
    #[inline]
    pub fn playout_with<R: Rng + ?Sized>(
        &mut self,
        rng: &mut R,
        tries: u32,
        mut accept: impl FnMut(&Rush, usize) -> bool,
    ) -> usize {
        let mut n = 0;
        while let Some(mut idx) = self.random_index(rng) {
            for _ in 1..tries {
                if accept(self, idx) {
                    break;
                }
                idx = self.random_index(rng).unwrap_or(idx);
            }
            self.place_and_advance(idx);
            n += 1;
        }
        n
    }
}
