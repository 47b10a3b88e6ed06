//! Quadrex (Bill Taylor): a connection game whose 2x2 auto-fill cascade forbids crosscuts.
//! Vert (first) joins bottom to top, Horz joins left to right; Horz may swap as move 2.
//!
//! The board is a padded array; connections are kept in a union-find with four virtual edge
//! nodes, so a move costs its cascade plus a few near-constant unions.

use super::{
    Coord, Game, GameKind, IllegalMove, MoveDiff, Outcome, ParseMoveError, RulesError, Side, Stone,
    below, board_text, parse_coord,
};
use rand::Rng;
use serde::{Deserialize, Serialize};

const MAX_N: usize = 26;
const MAX_W: usize = MAX_N + 2;
const CELLS: usize = MAX_W * MAX_W;
const V_BOTTOM: usize = CELLS;
const V_TOP: usize = CELLS + 1;
const H_LEFT: usize = CELLS + 2;
const H_RIGHT: usize = CELLS + 3;
const NODES: usize = CELLS + 4;

const EMPTY: u8 = 0;
const BORDER: u8 = 3;

/// A Quadrex move: a placement, or Horz's swap of Vert's opening piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum QuadrexMove {
    Place(Coord),
    Swap,
}

/// A Quadrex position.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(into = "QuadrexData", try_from = "QuadrexData")]
pub struct Quadrex {
    n: usize,
    w: usize,
    /// `EMPTY`, `1 + side index`, or `BORDER`.
    cells: [u8; CELLS],
    /// Union-find over the cells and the four edge nodes.
    parent: [u16; NODES],
    empties: [u16; MAX_N * MAX_N],
    empty_pos: [u16; CELLS],
    n_empty: usize,
    plies: usize,
    to_move: Side,
    winner: Option<Side>,
    allow_swap: bool,
}

impl PartialEq for Quadrex {
    fn eq(&self, other: &Self) -> bool {
        self.n == other.n
            && self.cells == other.cells
            && self.plies == other.plies
            && self.to_move == other.to_move
            && self.winner == other.winner
            && self.allow_swap == other.allow_swap
    }
}

/// Records cascade fills for the checked path; the playout path passes `None`.
type FillLog<'a> = Option<&'a mut Vec<Coord>>;

impl Quadrex {
    pub const SIZES: &'static [usize] = &[
        3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26,
    ];
    pub const DEFAULT_SIZE: usize = 19;

    /// A new game with the swap rule switched on or off.
    pub fn with_swap(size: usize, allow_swap: bool) -> Result<Quadrex, RulesError> {
        let mut g = Quadrex::new(size)?;
        g.allow_swap = allow_swap;
        Ok(g)
    }

    pub fn allow_swap(&self) -> bool {
        self.allow_swap
    }

    #[inline]
    fn idx(&self, c: Coord) -> usize {
        (c.row() + 1) * self.w + c.col() + 1
    }

    #[inline]
    fn coord(&self, idx: usize) -> Coord {
        Coord::new(idx % self.w - 1, idx / self.w - 1)
    }

    /// The piece at `c`, if any.
    pub fn piece(&self, c: Coord) -> Option<Side> {
        match self.cells[self.idx(c)] {
            1 => Some(Side::First),
            2 => Some(Side::Second),
            _ => None,
        }
    }

    /// Number of moves played (a swap counts as one).
    pub fn plies(&self) -> usize {
        self.plies
    }

    #[inline]
    fn find(&mut self, mut x: usize) -> usize {
        while self.parent[x] as usize != x {
            let grand = self.parent[self.parent[x] as usize];
            self.parent[x] = grand;
            x = grand as usize;
        }
        x
    }

    #[inline]
    fn union(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.parent[ra] = rb as u16;
        }
    }

    /// Whether `side` joins its two edges.
    pub fn connected(&self, side: Side) -> bool {
        let mut scratch = self.clone();
        scratch.is_connected(side)
    }

    #[inline]
    fn is_connected(&mut self, side: Side) -> bool {
        match side {
            Side::First => self.find(V_BOTTOM) == self.find(V_TOP),
            Side::Second => self.find(H_LEFT) == self.find(H_RIGHT),
        }
    }

    /// Puts a piece and joins it to its chains; no cascade, no turn logic.
    #[inline]
    fn put(&mut self, idx: usize, s: usize) {
        let pos = self.empty_pos[idx] as usize;
        self.n_empty -= 1;
        let last = self.empties[self.n_empty];
        self.empties[pos] = last;
        self.empty_pos[last as usize] = pos as u16;
        let colour = 1 + s as u8;
        self.cells[idx] = colour;
        for y in [idx + 1, idx - 1, idx + self.w, idx - self.w] {
            if self.cells[y] == colour {
                self.union(idx, y);
            }
        }
        let (col, row) = (idx % self.w - 1, idx / self.w - 1);
        if s == 0 {
            if row == 0 {
                self.union(idx, V_BOTTOM);
            }
            if row == self.n - 1 {
                self.union(idx, V_TOP);
            }
        } else {
            if col == 0 {
                self.union(idx, H_LEFT);
            }
            if col == self.n - 1 {
                self.union(idx, H_RIGHT);
            }
        }
    }

    /// The auto-fill cascade from the cell just placed, in the order `RULES.md` fixes.
    #[inline]
    fn cascade(&mut self, start: usize, mut log: FillLog) {
        let mut queue = [0u16; MAX_N * MAX_N + 1];
        let (mut head, mut tail) = (0, 1);
        queue[0] = start as u16;
        let w = self.w;
        while head < tail {
            let p = queue[head] as usize;
            head += 1;
            for ll in [p, p - 1, p - w, p - w - 1] {
                let (lr, ul, ur) = (ll + 1, ll + w, ll + w + 1);
                if [ll, lr, ul, ur].iter().any(|&i| self.cells[i] == BORDER) {
                    continue;
                }
                for (pair, other) in [((ll, ur), (lr, ul)), ((lr, ul), (ll, ur))] {
                    if let Some((empty, colour)) = self.fires(pair, other) {
                        self.put(empty, colour as usize - 1);
                        if let Some(log) = log.as_deref_mut() {
                            log.push(self.coord(empty));
                        }
                        queue[tail] = empty as u16;
                        tail += 1;
                    }
                }
            }
        }
    }

    /// If `pair` holds two pieces of one colour and `other` one piece of the other colour and
    /// one empty cell, the empty cell and the colour that fills it.
    #[inline]
    fn fires(&self, pair: (usize, usize), other: (usize, usize)) -> Option<(usize, u8)> {
        let x = self.cells[pair.0];
        if x == EMPTY || self.cells[pair.1] != x {
            return None;
        }
        let (a, b) = (self.cells[other.0], self.cells[other.1]);
        let opp = 3 - x;
        if a == EMPTY && b == opp {
            Some((other.0, x))
        } else if b == EMPTY && a == opp {
            Some((other.1, x))
        } else {
            None
        }
    }

    /// How many 2x2 blocks would fire now (0 after every complete move).
    pub fn firing_blocks(&self) -> usize {
        let w = self.w;
        let mut count = 0;
        for r in 0..self.n.saturating_sub(1) {
            for c in 0..self.n - 1 {
                let ll = self.idx(Coord::new(c, r));
                let (lr, ul, ur) = (ll + 1, ll + w, ll + w + 1);
                if self.fires((ll, ur), (lr, ul)).is_some()
                    || self.fires((lr, ul), (ll, ur)).is_some()
                {
                    count += 1;
                }
            }
        }
        count
    }

    /// Places for the side to move, runs the cascade, decides the game, passes the turn.
    #[inline]
    fn place_and_advance(&mut self, idx: usize, log: FillLog) {
        let mover = self.to_move;
        self.put(idx, mover.index());
        self.cascade(idx, log);
        self.plies += 1;
        if self.is_connected(mover) {
            self.winner = Some(mover);
        } else if self.is_connected(mover.other()) {
            self.winner = Some(mover.other());
        }
        self.to_move = mover.other();
    }

    /// Horz's swap: Vert's opening piece at (c, r) becomes a Horz piece at (r, c).
    fn swap(&mut self) -> (Coord, Coord) {
        let opening = (0..self.n * self.n)
            .map(|i| Coord::new(i % self.n, i / self.n))
            .find(|&c| self.piece(c).is_some())
            .unwrap_or(Coord::new(0, 0));
        let idx = self.idx(opening);
        self.cells[idx] = EMPTY;
        self.empties[self.n_empty] = idx as u16;
        self.empty_pos[idx] = self.n_empty as u16;
        self.n_empty += 1;
        // Only the opening piece was ever joined to anything: reset it and the edge nodes.
        for node in [idx, V_BOTTOM, V_TOP, H_LEFT, H_RIGHT] {
            self.parent[node] = node as u16;
        }
        let target = Coord::new(opening.row(), opening.col());
        let t = self.idx(target);
        self.put(t, Side::Second.index());
        self.plies += 1;
        self.to_move = Side::First;
        (opening, target)
    }

    fn swap_legal(&self) -> bool {
        self.allow_swap && self.plies == 1 && self.winner.is_none()
    }

    fn empty_board(n: usize) -> Quadrex {
        let w = n + 2;
        let mut g = Quadrex {
            n,
            w,
            cells: [BORDER; CELLS],
            parent: [0; NODES],
            empties: [0; MAX_N * MAX_N],
            empty_pos: [0; CELLS],
            n_empty: 0,
            plies: 0,
            to_move: Side::First,
            winner: None,
            allow_swap: true,
        };
        for (i, p) in g.parent.iter_mut().enumerate() {
            *p = i as u16;
        }
        for r in 0..n {
            for c in 0..n {
                let i = g.idx(Coord::new(c, r));
                g.cells[i] = EMPTY;
                g.empties[g.n_empty] = i as u16;
                g.empty_pos[i] = g.n_empty as u16;
                g.n_empty += 1;
            }
        }
        g
    }
}

impl Game for Quadrex {
    type Move = QuadrexMove;
    const KIND: GameKind = GameKind::Quadrex;

    fn new(size: usize) -> Result<Self, RulesError> {
        GameKind::Quadrex.check_size(size)?;
        Ok(Quadrex::empty_board(size))
    }

    fn size(&self) -> usize {
        self.n
    }

    fn to_move(&self) -> Option<Side> {
        self.winner.is_none().then_some(self.to_move)
    }

    fn legal_moves(&self, out: &mut Vec<QuadrexMove>) {
        if self.winner.is_some() {
            return;
        }
        for r in 0..self.n {
            for c in 0..self.n {
                let at = Coord::new(c, r);
                if self.cells[self.idx(at)] == EMPTY {
                    out.push(QuadrexMove::Place(at));
                }
            }
        }
        if self.swap_legal() {
            out.push(QuadrexMove::Swap);
        }
    }

    fn check(&self, mv: QuadrexMove) -> Result<(), IllegalMove> {
        if self.winner.is_some() {
            return Err(IllegalMove::GameOver);
        }
        match mv {
            QuadrexMove::Place(at) => {
                if at.col() >= self.n || at.row() >= self.n {
                    Err(IllegalMove::OffBoard(at))
                } else if self.cells[self.idx(at)] != EMPTY {
                    Err(IllegalMove::Occupied(at))
                } else {
                    Ok(())
                }
            }
            QuadrexMove::Swap if self.plies != 1 => Err(IllegalMove::SwapNotNow),
            QuadrexMove::Swap if !self.allow_swap => Err(IllegalMove::SwapOff),
            QuadrexMove::Swap => Ok(()),
        }
    }

    #[inline]
    fn play_unchecked(&mut self, mv: QuadrexMove) {
        match mv {
            QuadrexMove::Place(at) => {
                let i = self.idx(at);
                self.place_and_advance(i, None);
            }
            QuadrexMove::Swap => {
                self.swap();
            }
        }
    }

    fn play(&mut self, mv: QuadrexMove) -> Result<MoveDiff, IllegalMove> {
        self.check(mv)?;
        let mover = self.to_move;
        let mut diff = MoveDiff::default();
        match mv {
            QuadrexMove::Place(at) => {
                let mut fills = Vec::new();
                let i = self.idx(at);
                self.place_and_advance(i, Some(&mut fills));
                diff.placed.push(Stone {
                    at,
                    side: mover,
                    piece: None,
                });
                for at in fills {
                    let side = self.piece(at).unwrap_or(mover);
                    diff.placed.push(Stone {
                        at,
                        side,
                        piece: None,
                    });
                }
            }
            QuadrexMove::Swap => {
                let (from, to) = self.swap();
                diff.removed.push(from);
                diff.placed.push(Stone {
                    at: to,
                    side: mover,
                    piece: None,
                });
            }
        }
        diff.next = self.to_move();
        diff.outcome = self.outcome();
        Ok(diff)
    }

    #[inline]
    fn random_move<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<QuadrexMove> {
        if self.winner.is_some() || self.n_empty == 0 {
            return None;
        }
        let choices = self.n_empty + usize::from(self.swap_legal());
        let k = below(rng, choices);
        if k == self.n_empty {
            return Some(QuadrexMove::Swap);
        }
        Some(QuadrexMove::Place(self.coord(self.empties[k] as usize)))
    }

    fn score(&self) -> Option<[i32; 2]> {
        None
    }

    fn outcome(&self) -> Outcome {
        self.winner.map_or(Outcome::Ongoing, Outcome::Win)
    }

    fn parse_move(&self, text: &str) -> Result<QuadrexMove, ParseMoveError> {
        if text.trim().eq_ignore_ascii_case("swap") {
            return Ok(QuadrexMove::Swap);
        }
        parse_coord(text, self.n).map(QuadrexMove::Place)
    }

    fn format_move(&self, mv: QuadrexMove) -> String {
        match mv {
            QuadrexMove::Place(at) => at.to_string(),
            QuadrexMove::Swap => "swap".to_string(),
        }
    }

    fn diagram(&self) -> String {
        board_text(self.n, |c| piece_char(self.piece(c)))
    }
}

fn piece_char(p: Option<Side>) -> char {
    match p {
        Some(Side::First) => 'v',
        Some(Side::Second) => 'h',
        None => '.',
    }
}

/// The stored form of a Quadrex position: the board as text rows (top row first).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct QuadrexData {
    pub size: usize,
    pub board: Vec<String>,
    pub to_move: Side,
    pub plies: usize,
    pub allow_swap: bool,
}

impl From<Quadrex> for QuadrexData {
    fn from(g: Quadrex) -> QuadrexData {
        QuadrexData {
            size: g.n,
            board: super::rows_from_diagram(g.n, |c| piece_char(g.piece(c))),
            to_move: g.to_move,
            plies: g.plies,
            allow_swap: g.allow_swap,
        }
    }
}

impl TryFrom<QuadrexData> for Quadrex {
    type Error = RulesError;

    /// Rebuilds a position as given, without running any cascade.
    fn try_from(d: QuadrexData) -> Result<Quadrex, RulesError> {
        let mut g = Quadrex::with_swap(d.size, d.allow_swap)?;
        super::read_rows(d.size, &d.board, |c, ch| {
            let side = match ch.to_ascii_lowercase() {
                'v' => Side::First,
                'h' => Side::Second,
                '.' => return Ok(()),
                _ => return Err(format!("unknown Quadrex cell '{ch}'")),
            };
            let i = g.idx(c);
            g.put(i, side.index());
            Ok(())
        })?;
        let pieces = g.n * g.n - g.n_empty;
        // A swap is a move that adds no piece; cascades add pieces without moves.
        if d.plies > pieces + 1 || (d.plies == 0) != (pieces == 0) {
            return Err(RulesError::Corrupt(format!(
                "{pieces} pieces after {} moves",
                d.plies
            )));
        }
        g.plies = d.plies;
        g.to_move = d.to_move;
        let (v, h) = (g.is_connected(Side::First), g.is_connected(Side::Second));
        g.winner = match (v, h) {
            (true, true) => {
                return Err(RulesError::Corrupt("both sides are connected".to_string()));
            }
            (true, false) => Some(Side::First),
            (false, true) => Some(Side::Second),
            (false, false) => None,
        };
        Ok(g)
    }
}
