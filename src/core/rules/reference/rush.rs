//! Rush as it was before the rules moved to one byte a point (issue 69): the tests'
//! reference, played beside today's `rules::rush::Rush` ply by ply, and `quartet bench
//! --reference`'s "before". Kept as it was; a rule fixed in one is fixed in both.
//!
//! The board is a padded array (a border ring around the `N x N` points) so that the four
//! neighbours of any point are plain index offsets. Neighbour counts per colour and the number
//! of legal points per side are kept up to date on every placement.

use crate::rules::index_set::IndexSet;
use crate::rules::rush::RushData;
use crate::rules::{
    Coord, Game, GameKind, IllegalMove, MoveDiff, Outcome, ParseMoveError, RulesError, Side, Stone,
    below, board_text, parse_coord,
};
use rand::Rng;
use serde::{Deserialize, Serialize};

const MAX_N: usize = 25;
const MAX_W: usize = MAX_N + 2;
const CELLS: usize = MAX_W * MAX_W;
/// The padded row width, the same for every board size so that index arithmetic is by a
/// constant (points beyond the board are border cells).
const W: usize = MAX_W;

const EMPTY: u8 = 0;
const BORDER: u8 = 3;

/// What a placement does to a neighbouring point's legality, by that point's content (2 bits),
/// the mover's neighbour count after the placement (3 bits) and the other side's count (3
/// bits). Low byte: 1 when the point, empty, becomes illegal for the mover (its second own
/// neighbour, no opponent one). High byte: 1 when it becomes legal for the other side (its
/// first opponent neighbour, among two or more of its own).
const TRANSITION: [u16; 256] = transition_table();

const fn transition_table() -> [u16; 256] {
    let mut table = [0u16; 256];
    let mut key = 0;
    while key < 256 {
        let (cell, own, opp) = (key >> 6, key >> 3 & 7, key & 7);
        if cell == EMPTY as usize {
            if own == 2 && opp == 0 {
                table[key] |= 1;
            }
            if own == 1 && opp >= 2 {
                table[key] |= 1 << 8;
            }
        }
        key += 1;
    }
    table
}

/// A Rush position.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(into = "RushData", try_from = "RushData")]
pub struct Rush {
    n: usize,
    /// `EMPTY`, `1 + side index`, or `BORDER`.
    cells: [u8; CELLS],
    /// Orthogonal neighbours of each colour, for every cell.
    nb: [[u8; 2]; CELLS],
    /// The empty points, in no particular order, and each point's index in that list.
    empties: IndexSet<{ MAX_N * MAX_N }, CELLS>,
    /// How many empty points are legal for each side.
    legal_count: [usize; 2],
    stones: [i32; 2],
    to_move: Side,
    over: bool,
}

impl PartialEq for Rush {
    fn eq(&self, other: &Self) -> bool {
        self.n == other.n
            && self.cells == other.cells
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

    /// Legal for `s` at an empty cell: not (two or more own neighbours and no opponent one).
    #[inline]
    fn legal_at(&self, s: usize, idx: usize) -> bool {
        !((self.nb[idx][s] >= 2) & (self.nb[idx][1 - s] == 0))
    }

    /// Whether a stone of side `s` (its index) at padded index `idx` earns an extra turn: two
    /// or more neighbouring stones, at least one of them the other side's.
    #[inline(always)]
    fn extra_turn_for(&self, s: usize, idx: usize) -> bool {
        let [own, opp] = [self.nb[idx][s], self.nb[idx][1 - s]];
        (own + opp >= 2) & (opp >= 1)
    }

    /// Row `row`'s points from left to right as codes: 0 empty, else 1 + the index of the
    /// side whose stone is there (the AI reads a finished playout's board this way).
    pub fn row_codes(&self, row: usize) -> &[u8] {
        let start = self.idx(Coord::new(0, row));
        &self.cells[start..start + self.n]
    }

    /// The stone at `c`, if any.
    pub fn stone(&self, c: Coord) -> Option<Side> {
        match self.cells[self.idx(c)] {
            1 => Some(Side::First),
            2 => Some(Side::Second),
            _ => None,
        }
    }

    /// Whether `side` may place at the empty point `c` (the adjacency rule only).
    pub fn is_legal_for(&self, side: Side, c: Coord) -> bool {
        let i = self.idx(c);
        self.cells[i] == EMPTY && self.legal_at(side.index(), i)
    }

    /// Once a side holds more than half of all points, the result cannot change.
    pub fn decided(&self) -> Option<Side> {
        let half = (self.n * self.n) as i32;
        Side::BOTH
            .into_iter()
            .find(|s| self.stones[s.index()] * 2 > half)
    }

    /// The board index of a uniformly random legal point of the side to move.
    #[inline]
    fn random_index<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<usize> {
        match (self.over, self.to_move) {
            (true, _) => None,
            (false, Side::First) => Some(self.random_index_for::<0, R>(rng)),
            (false, Side::Second) => Some(self.random_index_for::<1, R>(rng)),
        }
    }

    /// A uniformly random legal point for side `S` (who has one: the game is not over).
    #[inline(always)]
    fn random_index_for<const S: usize, R: Rng + ?Sized>(&self, rng: &mut R) -> usize {
        let legal = self.legal_count[S];
        if legal * 4 >= self.empties.len() {
            // Rejection sampling over the empty points is uniform over the legal ones.
            loop {
                let i = self.empties.pick(rng);
                if self.legal_at(S, i) {
                    return i;
                }
            }
        }
        let mut k = below(rng, legal);
        for i in self.empties.iter() {
            if self.legal_at(S, i) {
                if k == 0 {
                    return i;
                }
                k -= 1;
            }
        }
        unreachable!("legal_count counts the legal points")
    }

    /// One random move of side `S`, for playouts.
    #[inline(always)]
    fn random_step<const S: usize, R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let idx = self.random_index_for::<S, R>(rng);
        self.put_for::<S>(idx);
        self.advance::<S>(idx);
    }

    /// Puts a stone and keeps every count up to date; no turn logic.
    #[inline]
    fn put(&mut self, idx: usize, s: usize) {
        if s == 0 {
            self.put_for::<0>(idx);
        } else {
            self.put_for::<1>(idx);
        }
    }

    /// `put` for side `S`, a constant so that the side indexes need no checks.
    #[inline(always)]
    fn put_for<const S: usize>(&mut self, idx: usize) {
        let o = 1 - S;
        // Branch-free bookkeeping in locals: these conditions are data-dependent and would
        // mispredict, and counting in memory would chain every update through a store.
        let [own, opp] = [self.nb[idx][S], self.nb[idx][o]];
        let mut lost_s = usize::from(!((own >= 2) & (opp == 0)));
        let lost_o = usize::from(!((opp >= 2) & (own == 0)));
        let mut changes = 0u16;
        self.empties.remove(idx);
        self.cells[idx] = 1 + S as u8;
        self.stones[S] += 1;
        // The four neighbours, in one window so that their offsets are constants.
        let lo = idx - W;
        let cells = &self.cells[lo..=idx + W];
        let nb = &mut self.nb[lo..=idx + W];
        for k in [W + 1, W - 1, 2 * W, 0] {
            let own = nb[k][S] + 1;
            nb[k][S] = own;
            let key = (cells[k] as usize) << 6 | (own as usize) << 3 | nb[k][o] as usize;
            changes += TRANSITION[key];
        }
        lost_s += usize::from(changes as u8);
        let gained_o = usize::from(changes >> 8);
        self.legal_count[S] -= lost_s;
        self.legal_count[o] = self.legal_count[o] + gained_o - lost_o;
    }

    /// Places for the side to move and advances the turn; returns (extra turn, passer).
    #[inline]
    fn place_and_advance(&mut self, idx: usize) -> (bool, Option<Side>) {
        if self.to_move == Side::First {
            self.put_for::<0>(idx);
            self.advance::<0>(idx)
        } else {
            self.put_for::<1>(idx);
            self.advance::<1>(idx)
        }
    }

    /// After side `S` placed at `idx`: the extra turn, the end, or a forced pass.
    #[inline(always)]
    fn advance<const S: usize>(&mut self, idx: usize) -> (bool, Option<Side>) {
        let extra = self.extra_turn_for(S, idx);
        if self.empties.len() == 0 {
            self.over = true;
            return (extra, None);
        }
        let mut next = if extra { S } else { 1 - S };
        let mut passer = None;
        if self.legal_count[next] == 0 {
            passer = Some(Side::from_index(next));
            next = 1 - next;
        }
        self.to_move = Side::from_index(next);
        (extra, passer)
    }

    fn empty_board(n: usize) -> Rush {
        let mut g = Rush {
            n,
            cells: [BORDER; CELLS],
            nb: [[0; 2]; CELLS],
            empties: IndexSet::new(),
            legal_count: [n * n, n * n],
            stones: [0, 0],
            to_move: Side::First,
            over: false,
        };
        for r in 0..n {
            for c in 0..n {
                let i = g.idx(Coord::new(c, r));
                g.cells[i] = EMPTY;
                g.empties.insert(i);
            }
        }
        g
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
                if self.cells[i] == EMPTY && self.legal_at(s, i) {
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
        if self.cells[i] != EMPTY {
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
        let mut n = 0;
        while !self.over {
            if self.to_move == Side::First {
                self.random_step::<0, R>(rng);
            } else {
                self.random_step::<1, R>(rng);
            }
            n += 1;
        }
        n
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

impl From<Rush> for RushData {
    fn from(g: Rush) -> RushData {
        RushData {
            size: g.n,
            board: crate::rules::rows_from_diagram(g.n, |c| match g.stone(c) {
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
        crate::rules::read_rows(d.size, &d.board, |c, ch| {
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
        g.over = g.empties.len() == 0;
        if !g.over && g.legal_count[g.to_move.index()] == 0 {
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
        self.empties.iter()
    }

    /// Whether every neighbour on the board of the point at padded index `idx` holds a stone:
    /// who may place there can no longer change.
    #[inline]
    pub fn surrounded(&self, idx: usize) -> bool {
        let on_board = [idx - 1, idx + 1, idx - W, idx + W]
            .iter()
            .filter(|&&j| self.cells[j] != BORDER)
            .count() as u8;
        self.nb[idx][0] + self.nb[idx][1] == on_board
    }

    /// Whether `side` may place at the empty point of padded index `idx` (the adjacency rule).
    #[inline]
    pub fn legal_at_index(&self, side: Side, idx: usize) -> bool {
        self.legal_at(side.index(), idx)
    }

    /// How many stones of each side (`[first, second]`) touch the point at padded index `idx`.
    #[inline]
    pub fn stones_beside(&self, idx: usize) -> [u8; 2] {
        self.nb[idx]
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
