//! The four games' rules, exactly as `docs/rules.md` states them. Pure Rust: no Bevy, no I/O.
//!
//! Every game implements [`Game`]. Each game keeps a fast unchecked path
//! ([`Game::play_unchecked`], [`Game::random_move`]) for playouts and a checked path
//! ([`Game::play`]) that validates a move, explains why it is illegal, and reports what changed
//! as a [`MoveDiff`] for the game's view, animations and sounds.

pub mod any;
pub mod bit_rows;
pub mod cheversi;
mod coord;
mod error;
mod index_set;
pub mod quadrex;
pub mod reference;
pub mod rekushu;
pub mod rush;

pub use any::{AnyGame, AnyMove, GameKind, Match, MatchOptions, Ply};
pub use coord::{Coord, Rect, parse_coord};
pub use error::{ClaimProblem, IllegalMove, ParseMoveError, RulesError};

use rand::Rng;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;
use std::hash::Hash;

/// The two players, in move order. Each game names them (black/white, vert/horz, white/black).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Side {
    /// The player who moves first.
    First,
    /// The player who moves second.
    Second,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::First, Side::Second];

    pub fn index(self) -> usize {
        match self {
            Side::First => 0,
            Side::Second => 1,
        }
    }

    pub fn from_index(i: usize) -> Side {
        if i == 0 { Side::First } else { Side::Second }
    }

    pub fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}

/// Whether a game goes on, and how it ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    #[default]
    Ongoing,
    Win(Side),
    Draw,
}

impl Outcome {
    pub fn is_over(self) -> bool {
        self != Outcome::Ongoing
    }

    /// The outcome a score implies: more wins, equal draws.
    pub fn from_score(score: [i32; 2]) -> Outcome {
        match score[0].cmp(&score[1]) {
            std::cmp::Ordering::Greater => Outcome::Win(Side::First),
            std::cmp::Ordering::Less => Outcome::Win(Side::Second),
            std::cmp::Ordering::Equal => Outcome::Draw,
        }
    }
}

/// A Cheversi piece, or `None` for the stones of the other games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Piece {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
}

impl std::fmt::Display for Piece {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl Piece {
    pub const ALL: [Piece; 5] = [
        Piece::King,
        Piece::Queen,
        Piece::Rook,
        Piece::Bishop,
        Piece::Knight,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn letter(self) -> char {
        match self {
            Piece::King => 'K',
            Piece::Queen => 'Q',
            Piece::Rook => 'R',
            Piece::Bishop => 'B',
            Piece::Knight => 'N',
        }
    }

    pub fn from_letter(c: char) -> Option<Piece> {
        match c.to_ascii_uppercase() {
            'K' => Some(Piece::King),
            'Q' => Some(Piece::Queen),
            'R' => Some(Piece::Rook),
            'B' => Some(Piece::Bishop),
            'N' => Some(Piece::Knight),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Piece::King => "King",
            Piece::Queen => "Queen",
            Piece::Rook => "Rook",
            Piece::Bishop => "Bishop",
            Piece::Knight => "Knight",
        }
    }
}

/// One piece put on the board by a move: the move's own stone or a Quadrex cascade fill.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Stone {
    pub at: Coord,
    pub side: Side,
    pub piece: Option<Piece>,
}

/// What one move changed, so that the view never re-derives a rule.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveDiff {
    /// Pieces put on the board, in order: the move's own stone first, then cascade fills.
    pub placed: Vec<Stone>,
    /// Points emptied: Rekushu claim corners, the Quadrex piece a swap replaces.
    pub removed: Vec<Coord>,
    /// A Rekushu claim: the rectangle (corners) and who took its tiles.
    pub claimed: Option<(Side, Rect)>,
    /// Rush: the mover moves again.
    pub extra_turn: bool,
    /// Rush: forced passes that followed the move, by the side that passed.
    pub passes: Vec<Side>,
    /// Cheversi: the mover placed the Queen while the opponent still holds theirs, so the
    /// opponent must place it next (the Queen call).
    #[serde(default)]
    pub queen_call: bool,
    /// Who moves next (`None` when the game is over).
    pub next: Option<Side>,
    /// The outcome after the move.
    pub outcome: Outcome,
}

/// The rules of one game. Implemented by [`rekushu::Rekushu`], [`rush::Rush`],
/// [`quadrex::Quadrex`] and [`cheversi::Cheversi`]; each value is one position.
pub trait Game:
    Clone + PartialEq + Debug + Send + Sync + 'static + Serialize + for<'de> Deserialize<'de>
{
    /// One whole move of this game.
    type Move: Copy
        + Eq
        + Hash
        + Debug
        + Send
        + Sync
        + 'static
        + Serialize
        + for<'de> Deserialize<'de>;

    const KIND: GameKind;

    /// The empty board of size `size`; an error names the sizes the game allows.
    fn new(size: usize) -> Result<Self, RulesError>;

    fn size(&self) -> usize;

    /// The side to move, `None` once the game is over.
    fn to_move(&self) -> Option<Side>;

    /// Appends every legal move of the side to move (none when the game is over).
    fn legal_moves(&self, out: &mut Vec<Self::Move>);

    /// `Ok` when `mv` is legal now, else the reason it is not.
    fn check(&self, mv: Self::Move) -> Result<(), IllegalMove>;

    /// Plays a legal move fast, without checks or a diff. Playing an illegal move is a logic
    /// error (it never panics through user input: user moves go through [`Game::play`]).
    fn play_unchecked(&mut self, mv: Self::Move);

    /// Checks and plays `mv`, reporting what changed. On error the position is unchanged.
    fn play(&mut self, mv: Self::Move) -> Result<MoveDiff, IllegalMove>;

    /// A uniformly random legal move (over [`Game::legal_moves`]; Rekushu draws its placement
    /// uniformly and then its claim uniformly among "no claim" and the claimable rectangles).
    fn random_move<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Self::Move>;

    /// The score of each side, `[first, second]`; `None` for Quadrex, which has none.
    fn score(&self) -> Option<[i32; 2]>;

    fn outcome(&self) -> Outcome;

    /// Parses the notation of `docs/rules.md` (case-insensitive) for this position's board.
    fn parse_move(&self, text: &str) -> Result<Self::Move, ParseMoveError>;

    /// Formats a move in lowercase notation (Cheversi piece letters uppercase).
    fn format_move(&self, mv: Self::Move) -> String;

    /// A text diagram of the position.
    fn diagram(&self) -> String;

    /// Plays uniformly random moves to the end; returns the number of moves played.
    fn random_playout<R: Rng + ?Sized>(&mut self, rng: &mut R) -> usize {
        let mut n = 0;
        while let Some(mv) = self.random_move(rng) {
            self.play_unchecked(mv);
            n += 1;
        }
        n
    }
}

/// A uniform index below `n` (`n > 0`), by Lemire's multiply-shift: one 64-bit draw.
///
/// WebAssembly has no 64x64 -> 128-bit multiply (`__multi3` took 9% of the browser's search
/// time, docs/web.md), and its `usize` has 32 bits: there a 32-bit draw times `n` fits one
/// 64-bit multiply. The bias is at most `n / 2^32` either way.
#[inline]
pub(crate) fn below<R: Rng + ?Sized>(rng: &mut R, n: usize) -> usize {
    debug_assert!(n > 0);
    #[cfg(target_arch = "wasm32")]
    {
        ((u64::from(rng.next_u32()) * n as u64) >> 32) as usize
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        ((rng.next_u64() as u128 * n as u128) >> 64) as usize
    }
}

/// The text rows of a square board, top row first, one character a point.
pub(crate) fn rows_from_diagram(n: usize, mut point: impl FnMut(Coord) -> char) -> Vec<String> {
    (0..n)
        .rev()
        .map(|r| (0..n).map(|c| point(Coord::new(c, r))).collect())
        .collect()
}

/// Reads text rows (top row first) of a square board, calling `point` for every point.
pub(crate) fn read_rows(
    n: usize,
    rows: &[String],
    mut point: impl FnMut(Coord, char) -> Result<(), String>,
) -> Result<(), RulesError> {
    if rows.len() != n {
        return Err(RulesError::Corrupt(format!(
            "{} board rows for a board of size {n}",
            rows.len()
        )));
    }
    for (i, text) in rows.iter().enumerate() {
        let r = n - 1 - i;
        let chars: Vec<char> = text.chars().collect();
        if chars.len() != n {
            return Err(RulesError::Corrupt(format!(
                "row {} has {} points, not {n}",
                r + 1,
                chars.len()
            )));
        }
        for (c, &ch) in chars.iter().enumerate() {
            point(Coord::new(c, r), ch).map_err(RulesError::Corrupt)?;
        }
    }
    Ok(())
}

/// A diagram of a square board with column letters and row numbers.
pub(crate) fn board_text(n: usize, point: impl FnMut(Coord) -> char) -> String {
    let letters: String = (0..n)
        .map(|c| format!(" {}", (b'a' + c as u8) as char))
        .collect();
    let mut out = format!("   {letters}\n");
    for (i, row) in rows_from_diagram(n, point).iter().enumerate() {
        let r = n - i;
        let cells: String = row.chars().map(|ch| format!(" {ch}")).collect();
        out.push_str(&format!("{r:>3}{cells}  {r}\n"));
    }
    out.push_str(&format!("   {letters}\n"));
    out
}
