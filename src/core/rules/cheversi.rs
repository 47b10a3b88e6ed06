//! Cheversi (Andy Lewicki): chess pieces placed, never moved, each scoring the empty squares it
//! attacks. Sixteen placements: White's King first, every later piece touching the others,
//! bishops on both colours, the queen call, and Black's King last beside White's last piece.
//!
//! Squares are bits of a `u64` (`a1` = bit 0, `b1` = bit 1, ..., `h8` = bit 63). For each piece
//! type the legal target squares are one bitboard expression, so a legal-move count, a uniform
//! random move and a legality test are a few instructions each.

use super::{
    Coord, Game, GameKind, IllegalMove, MoveDiff, Outcome, ParseMoveError, Piece, RulesError, Side,
    Stone, below, board_text, parse_coord,
};
use rand::Rng;
use serde::{Deserialize, Serialize};

/// A Cheversi move: which piece, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CheversiMove {
    pub piece: Piece,
    pub at: Coord,
}

/// Each side's pieces at the start: K, Q, R, R, B, B, N, N (indexed by `Piece::index`).
const START_HAND: [u8; 5] = [1, 1, 2, 2, 2];
const PLIES: usize = 16;
/// Squares of the same colour as `a1` (dark).
const DARK: u64 = 0xAA55_AA55_AA55_AA55;

const fn sq(col: i32, row: i32) -> Option<usize> {
    if col >= 0 && col < 8 && row >= 0 && row < 8 {
        Some((row * 8 + col) as usize)
    } else {
        None
    }
}

const fn step_table(steps: [(i32, i32); 8]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut s = 0;
    while s < 64 {
        let (c, r) = ((s % 8) as i32, (s / 8) as i32);
        let mut k = 0;
        while k < 8 {
            if let Some(t) = sq(c + steps[k].0, r + steps[k].1) {
                table[s] |= 1 << t;
            }
            k += 1;
        }
        s += 1;
    }
    table
}

/// The eight directions: N, E, NE, NW (bit index grows along them), then S, W, SW, SE.
const DIRS: [(i32, i32); 8] = [
    (0, 1),
    (1, 0),
    (1, 1),
    (-1, 1),
    (0, -1),
    (-1, 0),
    (-1, -1),
    (1, -1),
];

const fn ray_table() -> [[u64; 64]; 8] {
    let mut table = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut s = 0;
        while s < 64 {
            let (mut c, mut r) = ((s % 8) as i32, (s / 8) as i32);
            loop {
                c += DIRS[d].0;
                r += DIRS[d].1;
                match sq(c, r) {
                    Some(t) => table[d][s] |= 1 << t,
                    None => break,
                }
            }
            s += 1;
        }
        d += 1;
    }
    table
}

const KING: [u64; 64] = step_table([
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
]);
const KNIGHT: [u64; 64] = step_table([
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
const RAYS: [[u64; 64]; 8] = ray_table();

/// Squares attacked along direction `d` from `s`, up to and including the first occupied one.
#[inline]
fn ray_attacks(d: usize, s: usize, occ: u64) -> u64 {
    let ray = RAYS[d][s];
    let blockers = ray & occ;
    if blockers == 0 {
        return ray;
    }
    let first = if d < 4 {
        blockers.trailing_zeros()
    } else {
        63 - blockers.leading_zeros()
    } as usize;
    ray ^ RAYS[d][first]
}

/// The placements the side to move has ([`Cheversi::placements`]): for each piece type the
/// squares it may go on, and how many placements that makes.
#[derive(Clone, Copy, Debug)]
pub struct Placements {
    targets: [u64; 5],
    count: u32,
}

impl Placements {
    /// One of the placements, uniformly at random (one draw of `rng`); `None` when there are
    /// none.
    #[inline]
    pub fn draw<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<CheversiMove> {
        if self.count == 0 {
            return None;
        }
        self.nth(below(rng, self.count as usize) as u32)
    }

    /// The `k`-th placement (piece by piece, each piece's squares in board order), or `None`
    /// past the last.
    #[inline]
    fn nth(&self, mut k: u32) -> Option<CheversiMove> {
        for piece in Piece::ALL {
            let mut t = self.targets[piece.index()];
            let count = t.count_ones();
            if k < count {
                for _ in 0..k {
                    t &= t - 1;
                }
                return Some(CheversiMove {
                    piece,
                    at: coord_of(t.trailing_zeros() as usize),
                });
            }
            k -= count;
        }
        None
    }
}

/// The squares of a bitboard, in board order.
fn squares(mut bits: u64) -> Vec<Coord> {
    let mut out = Vec::with_capacity(bits.count_ones() as usize);
    while bits != 0 {
        out.push(coord_of(bits.trailing_zeros() as usize));
        bits &= bits - 1;
    }
    out
}

/// The squares a piece on `s` attacks, with `occ` the occupied squares.
#[inline]
pub fn attacks(piece: Piece, s: usize, occ: u64) -> u64 {
    let lines = |dirs: &[usize]| dirs.iter().fold(0, |acc, &d| acc | ray_attacks(d, s, occ));
    match piece {
        Piece::King => KING[s],
        Piece::Knight => KNIGHT[s],
        Piece::Rook => lines(&[0, 1, 4, 5]),
        Piece::Bishop => lines(&[2, 3, 6, 7]),
        Piece::Queen => lines(&[0, 1, 2, 3, 4, 5, 6, 7]),
    }
}

/// Every square touching a square of `set` (8-neighbourhood).
#[inline]
fn spread(set: u64) -> u64 {
    const NOT_A: u64 = !0x0101_0101_0101_0101;
    const NOT_H: u64 = !0x8080_8080_8080_8080;
    let horiz = ((set << 1) & NOT_A) | ((set >> 1) & NOT_H);
    let row = set | horiz;
    horiz | (row << 8) | (row >> 8)
}

/// The board index of `c` (row by row from a1).
#[inline]
fn square_of(c: Coord) -> usize {
    c.row() * 8 + c.col()
}

#[inline]
fn bit(c: Coord) -> u64 {
    1 << square_of(c)
}

fn coord_of(s: usize) -> Coord {
    Coord::new(s % 8, s / 8)
}

/// A Cheversi position.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(into = "CheversiData", try_from = "CheversiData")]
pub struct Cheversi {
    board: [Option<(Side, Piece)>; 64],
    occ: u64,
    hand: [[u8; 5]; 2],
    placed: [usize; 2],
    last: [Option<u8>; 2],
    first_bishop_dark: [Option<bool>; 2],
    /// The side to move must place its Queen: the opponent just placed theirs.
    queen_call: bool,
    to_move: Side,
}

/// Equal when the board, the last squares and the side to move are: everything else follows.
impl PartialEq for Cheversi {
    fn eq(&self, other: &Self) -> bool {
        self.board == other.board && self.last == other.last && self.to_move == other.to_move
    }
}

impl Cheversi {
    pub const SIZES: &'static [usize] = &[8];
    pub const DEFAULT_SIZE: usize = 8;

    /// The piece on `c`, if any.
    pub fn piece_at(&self, c: Coord) -> Option<(Side, Piece)> {
        self.board[square_of(c)]
    }

    /// How many of `piece` `side` still holds.
    pub fn in_hand(&self, side: Side, piece: Piece) -> u8 {
        self.hand[side.index()][piece.index()]
    }

    /// The square of `side`'s most recent piece.
    pub fn last_placed(&self, side: Side) -> Option<Coord> {
        self.last[side.index()].map(|s| coord_of(s as usize))
    }

    /// Whether the side to move must place its Queen now (queen call or Black's 7th move).
    pub fn queen_forced(&self) -> bool {
        self.queen_call
            || (self.to_move == Side::Second && self.placed[1] == 6 && self.hand[1][1] > 0)
    }

    fn plies(&self) -> usize {
        self.placed[0] + self.placed[1]
    }

    /// How many placements the game has left.
    pub fn plies_left(&self) -> usize {
        PLIES - self.plies()
    }

    /// For each piece type, the squares the side to move may place it on now.
    #[inline]
    pub fn targets(&self) -> [u64; 5] {
        let mut out = [0u64; 5];
        if self.plies() >= PLIES {
            return out;
        }
        let side = self.to_move;
        let s = side.index();
        let n = self.placed[s];
        let empty = !self.occ;
        if self.plies() == 0 {
            out[Piece::King.index()] = !0;
            return out;
        }
        if side == Side::Second && n == 7 {
            let white_last = self.last[0].unwrap_or(0) as usize;
            out[Piece::King.index()] = KING[white_last] & empty;
            return out;
        }
        let mut squares = spread(self.occ) & empty;
        if side == Side::First && n == 7 {
            // White's last piece must leave a touching square empty for Black's King.
            squares &= spread(empty);
        }
        if self.queen_forced() {
            out[Piece::Queen.index()] = squares;
            return out;
        }
        for piece in [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight] {
            if self.hand[s][piece.index()] > 0 {
                out[piece.index()] = squares;
            }
        }
        if let Some(dark) = self.first_bishop_dark[s] {
            out[Piece::Bishop.index()] &= if dark { !DARK } else { DARK };
        }
        out
    }

    /// The placements the side to move may make now, counted ([`Cheversi::targets`]).
    #[inline]
    pub fn placements(&self) -> Placements {
        let targets = self.targets();
        let count = targets.iter().map(|t| t.count_ones()).sum();
        Placements { targets, count }
    }

    fn is_over(&self) -> bool {
        self.plies() >= PLIES || self.targets().iter().all(|&t| t == 0)
    }

    /// The squares `side`'s pieces attack (each counted once).
    pub fn attacked_by(&self, side: Side) -> u64 {
        self.board
            .iter()
            .enumerate()
            .filter_map(|(s, p)| match p {
                Some((owner, piece)) if *owner == side => Some(attacks(*piece, s, self.occ)),
                _ => None,
            })
            .fold(0, |a, b| a | b)
    }

    /// The squares the piece on `c` attacks now (empty or not), or none when `c` is empty.
    pub fn attacks_from(&self, c: Coord) -> Vec<Coord> {
        let square = square_of(c);
        let Some((_, piece)) = self.board.get(square).copied().flatten() else {
            return Vec::new();
        };
        squares(attacks(piece, square, self.occ))
    }

    /// The empty squares `side` attacks: the squares that score for it.
    pub fn scoring_squares(&self, side: Side) -> Vec<Coord> {
        squares(self.attacked_by(side) & !self.occ)
    }

    /// How many empty squares the piece `mv` places would attack once placed (what it scores
    /// at once, before the placements that follow block it).
    #[inline]
    pub fn reach(&self, mv: CheversiMove) -> u32 {
        let square = square_of(mv.at);
        let occ = self.occ | 1 << square;
        (attacks(mv.piece, square, occ) & !occ).count_ones()
    }

    /// The points each side scores now: one per empty square attacked, per attacking piece.
    pub fn live_score(&self) -> [i32; 2] {
        let mut score = [0i32; 2];
        let empty = !self.occ;
        for (s, p) in self.board.iter().enumerate() {
            if let Some((side, piece)) = p {
                score[side.index()] += (attacks(*piece, s, self.occ) & empty).count_ones() as i32;
            }
        }
        score
    }

    #[inline]
    fn place(&mut self, piece: Piece, at: Coord) {
        let side = self.to_move;
        let s = side.index();
        let square = square_of(at);
        self.board[square] = Some((side, piece));
        self.occ |= 1 << square;
        self.hand[s][piece.index()] -= 1;
        self.placed[s] += 1;
        self.last[s] = Some(square as u8);
        if piece == Piece::Bishop && self.first_bishop_dark[s].is_none() {
            self.first_bishop_dark[s] = Some(DARK >> square & 1 == 1);
        }
        self.queen_call = piece == Piece::Queen && self.hand[1 - s][Piece::Queen.index()] > 0;
        self.to_move = side.other();
    }

    fn empty_board() -> Cheversi {
        Cheversi {
            board: [None; 64],
            occ: 0,
            hand: [START_HAND; 2],
            placed: [0, 0],
            last: [None, None],
            first_bishop_dark: [None, None],
            queen_call: false,
            to_move: Side::First,
        }
    }
}

impl Game for Cheversi {
    type Move = CheversiMove;
    const KIND: GameKind = GameKind::Cheversi;

    fn new(size: usize) -> Result<Self, RulesError> {
        GameKind::Cheversi.check_size(size)?;
        Ok(Cheversi::empty_board())
    }

    fn size(&self) -> usize {
        8
    }

    fn to_move(&self) -> Option<Side> {
        (!self.is_over()).then_some(self.to_move)
    }

    fn legal_moves(&self, out: &mut Vec<CheversiMove>) {
        let targets = self.targets();
        for s in 0..64 {
            for piece in Piece::ALL {
                if targets[piece.index()] >> s & 1 == 1 {
                    out.push(CheversiMove {
                        piece,
                        at: coord_of(s),
                    });
                }
            }
        }
    }

    fn check(&self, mv: CheversiMove) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let CheversiMove { piece, at } = mv;
        if at.col() >= 8 || at.row() >= 8 {
            return Err(IllegalMove::OffBoard(at));
        }
        if self.occ & bit(at) != 0 {
            return Err(IllegalMove::Occupied(at));
        }
        let side = self.to_move;
        let n = self.placed[side.index()];
        if self.plies() == 0 {
            return if piece == Piece::King {
                Ok(())
            } else {
                Err(IllegalMove::KingFirst)
            };
        }
        if side == Side::Second {
            if piece == Piece::King && n < 7 {
                return Err(IllegalMove::KingTooEarly);
            }
            if n == 7 && piece != Piece::King {
                return Err(IllegalMove::KingLast);
            }
            if n == 7 {
                let white_last = self.last[0].unwrap_or(0) as usize;
                if KING[white_last] & bit(at) == 0 {
                    return Err(IllegalMove::KingMustTouch(coord_of(white_last)));
                }
                return Ok(());
            }
        }
        if self.in_hand(side, piece) == 0 {
            return Err(IllegalMove::NotInHand(piece));
        }
        if self.queen_call && piece != Piece::Queen {
            return Err(IllegalMove::QueenCall);
        }
        if self.queen_forced() && piece != Piece::Queen {
            return Err(IllegalMove::QueenSeventh);
        }
        if spread(self.occ) & bit(at) == 0 {
            return Err(IllegalMove::NotAdjacent(at));
        }
        if side == Side::First && n == 7 && KING[square_of(at)] & !self.occ == 0 {
            return Err(IllegalMove::NoRoomForKing);
        }
        if piece == Piece::Bishop
            && let Some(dark) = self.first_bishop_dark[side.index()]
            && (DARK & bit(at) != 0) == dark
        {
            return Err(IllegalMove::BishopColour);
        }
        Ok(())
    }

    #[inline]
    fn play_unchecked(&mut self, mv: CheversiMove) {
        self.place(mv.piece, mv.at);
    }

    fn play(&mut self, mv: CheversiMove) -> Result<MoveDiff, IllegalMove> {
        self.check(mv)?;
        let side = self.to_move;
        self.place(mv.piece, mv.at);
        Ok(MoveDiff {
            placed: vec![Stone {
                at: mv.at,
                side,
                piece: Some(mv.piece),
            }],
            queen_call: self.queen_call,
            next: self.to_move(),
            outcome: self.outcome(),
            ..MoveDiff::default()
        })
    }

    #[inline]
    fn random_move<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<CheversiMove> {
        self.placements().draw(rng)
    }

    fn score(&self) -> Option<[i32; 2]> {
        Some(self.live_score())
    }

    fn outcome(&self) -> Outcome {
        if self.is_over() {
            Outcome::from_score(self.live_score())
        } else {
            Outcome::Ongoing
        }
    }

    fn parse_move(&self, text: &str) -> Result<CheversiMove, ParseMoveError> {
        let text = text.trim();
        let mut chars = text.chars();
        let piece = chars
            .next()
            .and_then(Piece::from_letter)
            .ok_or_else(|| ParseMoveError::BadCheversi(super::error::quoted(text)))?;
        let at = parse_coord(chars.as_str(), 8)
            .map_err(|_| ParseMoveError::BadCheversi(super::error::quoted(text)))?;
        Ok(CheversiMove { piece, at })
    }

    fn format_move(&self, mv: CheversiMove) -> String {
        format!("{}{}", mv.piece.letter(), mv.at)
    }

    fn diagram(&self) -> String {
        board_text(8, |c| piece_char(self.piece_at(c)))
    }
}

fn piece_char(p: Option<(Side, Piece)>) -> char {
    match p {
        Some((Side::First, piece)) => piece.letter(),
        Some((Side::Second, piece)) => piece.letter().to_ascii_lowercase(),
        None => '.',
    }
}

/// The stored form of a Cheversi position: the board (White uppercase, Black lowercase, top row
/// first) and each side's most recent square; everything else follows from them.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct CheversiData {
    pub board: Vec<String>,
    pub last_white: Option<Coord>,
    pub last_black: Option<Coord>,
}

impl From<Cheversi> for CheversiData {
    fn from(g: Cheversi) -> CheversiData {
        CheversiData {
            board: super::rows_from_diagram(8, |c| piece_char(g.piece_at(c))),
            last_white: g.last_placed(Side::First),
            last_black: g.last_placed(Side::Second),
        }
    }
}

impl TryFrom<CheversiData> for Cheversi {
    type Error = RulesError;

    fn try_from(d: CheversiData) -> Result<Cheversi, RulesError> {
        let mut g = Cheversi::empty_board();
        let mut bishops: [Vec<bool>; 2] = [Vec::new(), Vec::new()];
        super::read_rows(8, &d.board, |c, ch| {
            if ch == '.' {
                return Ok(());
            }
            let piece = Piece::from_letter(ch).ok_or(format!("unknown Cheversi piece '{ch}'"))?;
            let side = if ch.is_ascii_uppercase() {
                Side::First
            } else {
                Side::Second
            };
            let s = side.index();
            if g.hand[s][piece.index()] == 0 {
                return Err(format!("too many {}s", piece.name()));
            }
            let square = square_of(c);
            g.board[square] = Some((side, piece));
            g.occ |= 1 << square;
            g.hand[s][piece.index()] -= 1;
            g.placed[s] += 1;
            if piece == Piece::Bishop {
                bishops[s].push(DARK >> square & 1 == 1);
            }
            Ok(())
        })?;
        if !(g.placed[1]..=g.placed[1] + 1).contains(&g.placed[0]) {
            return Err(RulesError::Corrupt(
                "White and Black piece counts do not alternate".into(),
            ));
        }
        g.to_move = if g.placed[0] == g.placed[1] {
            Side::First
        } else {
            Side::Second
        };
        for (s, last) in [d.last_white, d.last_black].into_iter().enumerate() {
            match last {
                Some(c) if c.col() < 8 && c.row() < 8 => {
                    match g.piece_at(c) {
                        Some((owner, _)) if owner.index() == s => {}
                        _ => {
                            return Err(RulesError::Corrupt(format!(
                                "no own piece on last square {c}"
                            )));
                        }
                    }
                    g.last[s] = Some(square_of(c) as u8);
                }
                Some(c) => {
                    return Err(RulesError::Corrupt(format!(
                        "last square {c} is off the board"
                    )));
                }
                None if g.placed[s] > 0 => {
                    return Err(RulesError::Corrupt(
                        "a side with pieces has no last square".into(),
                    ));
                }
                None => {}
            }
            if bishops[s].len() == 2 && bishops[s][0] == bishops[s][1] {
                return Err(RulesError::Corrupt("both bishops on one colour".into()));
            }
            g.first_bishop_dark[s] = bishops[s].first().copied();
        }
        let s = g.to_move.index();
        g.queen_call = g.last[1 - s]
            .is_some_and(|sq| g.board[sq as usize].is_some_and(|(_, p)| p == Piece::Queen))
            && g.hand[s][Piece::Queen.index()] > 0;
        Ok(g)
    }
}
