//! Typed errors with messages a person understands.

use super::{Coord, GameKind, Piece, Rect};
use thiserror::Error;

/// Why a piece of text is not a move of the current game.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseMoveError {
    #[error("empty move")]
    Empty,
    #[error("'{0}' is not a point: write a column letter and a row number, like j10")]
    BadCoord(String),
    #[error("{coord} is off the board (the board is {size}x{size})")]
    OffBoard { coord: String, size: usize },
    #[error("'{0}' is not a Rekushu move: write a point (j10) or a point and a claim (j10/c6-f9)")]
    BadRekushu(String),
    #[error(
        "'{0}' is not a Cheversi move: write a piece letter (K Q R B N) and a square, like Ke4"
    )]
    BadCheversi(String),
    #[error("'pass' is never a choice: Rush records forced passes by itself")]
    PassNotAMove,
    #[error("'{0}' is not a move of {1}")]
    Other(String, &'static str),
}

/// Why a well-formed move is illegal in the current position.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum IllegalMove {
    #[error("the game is over")]
    GameOver,
    #[error("{0} is occupied")]
    Occupied(Coord),
    #[error("{0} is off the board")]
    OffBoard(Coord),
    #[error("{0} touches no unclaimed tile")]
    NoUnclaimedTile(Coord),
    #[error(
        "mirror rule: {at} is a {kind} mirror of the opponent's last stone, the same type as your previous move"
    )]
    Mirror { at: Coord, kind: char },
    #[error("not a legal claim: {0}")]
    BadClaim(ClaimProblem),
    #[error("Rush adjacency: {0} touches two or more of your stones and none of the opponent's")]
    RushAdjacency(Coord),
    #[error("swap is only allowed as Horz's first move")]
    SwapNotNow,
    #[error("swap is switched off in this game")]
    SwapOff,
    #[error("{0} must touch a piece already on the board")]
    NotAdjacent(Coord),
    #[error("White's first piece must be the King")]
    KingFirst,
    #[error("Black's King may only be placed as Black's 8th (last) piece")]
    KingTooEarly,
    #[error("Black's 8th piece must be the King")]
    KingLast,
    #[error("Black's King must touch White's last piece at {0}")]
    KingMustTouch(Coord),
    #[error("White's last piece must leave an empty square beside it for Black's King")]
    NoRoomForKing,
    #[error("the second Bishop must stand on a square of the other colour than the first")]
    BishopColour,
    #[error("queen call: the opponent placed the Queen, so you must place yours now")]
    QueenCall,
    #[error("Black must place the Queen as its 7th piece")]
    QueenSeventh,
    #[error("no {0} left in hand")]
    NotInHand(Piece),
    #[error("no forced pass happened here")]
    NotAPass,
    #[error("{0}")]
    Unreadable(ParseMoveError),
    #[error("that move belongs to another game")]
    WrongGame,
}

impl IllegalMove {
    /// A short stable name for the reason, as lessons name the refusal they teach
    /// (`assets/lessons/`): `occupied`, `mirror`, `adjacency`, `queen-call`, ...
    pub fn kind(&self) -> &'static str {
        match self {
            IllegalMove::GameOver => "game-over",
            IllegalMove::Occupied(_) => "occupied",
            IllegalMove::OffBoard(_) => "off-board",
            IllegalMove::NoUnclaimedTile(_) => "no-unclaimed-tile",
            IllegalMove::Mirror { .. } => "mirror",
            IllegalMove::BadClaim(_) => "bad-claim",
            IllegalMove::RushAdjacency(_) => "adjacency",
            IllegalMove::SwapNotNow => "swap-not-now",
            IllegalMove::SwapOff => "swap-off",
            IllegalMove::NotAdjacent(_) => "not-adjacent",
            IllegalMove::KingFirst => "king-first",
            IllegalMove::KingTooEarly => "king-too-early",
            IllegalMove::KingLast => "king-last",
            IllegalMove::KingMustTouch(_) => "king-must-touch",
            IllegalMove::NoRoomForKing => "no-room-for-king",
            IllegalMove::BishopColour => "bishop-colour",
            IllegalMove::QueenCall => "queen-call",
            IllegalMove::QueenSeventh => "queen-seventh",
            IllegalMove::NotInHand(_) => "not-in-hand",
            IllegalMove::NotAPass => "not-a-pass",
            IllegalMove::Unreadable(_) => "unreadable",
            IllegalMove::WrongGame => "wrong-game",
        }
    }
}

/// Why a Rekushu claim is not legal (docs/rules.md, Rekushu's claims): the rectangle `rect`
/// and, where one is at fault, the point `at`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum ClaimProblem {
    #[error("{0} leaves the board")]
    LeavesBoard(Rect),
    #[error("{0} is not a rectangle: give its lower-left and upper-right corners")]
    NotARectangle(Rect),
    #[error("the stone at {at} would stand on {rect}'s edge or inside it")]
    StoneOnEdge { rect: Rect, at: Coord },
    #[error("corner {at} of {rect} is not your stone")]
    CornerNotYours { rect: Rect, at: Coord },
    #[error("{rect} has a stone at {at} on its edge or inside")]
    StoneInside { rect: Rect, at: Coord },
    #[error("{rect} holds the claimed tile at {at}")]
    HoldsClaimedTile { rect: Rect, at: Coord },
}

impl ClaimProblem {
    /// A short stable name for it, as the game's messages name it (`claim-leaves-board`).
    pub fn kind(&self) -> &'static str {
        match self {
            ClaimProblem::LeavesBoard(_) => "leaves-board",
            ClaimProblem::NotARectangle(_) => "not-a-rectangle",
            ClaimProblem::StoneOnEdge { .. } => "stone-on-edge",
            ClaimProblem::CornerNotYours { .. } => "corner-not-yours",
            ClaimProblem::StoneInside { .. } => "stone-inside",
            ClaimProblem::HoldsClaimedTile { .. } => "holds-claimed-tile",
        }
    }

    /// The rectangle claimed.
    pub fn rect(&self) -> Rect {
        match *self {
            ClaimProblem::LeavesBoard(rect) | ClaimProblem::NotARectangle(rect) => rect,
            ClaimProblem::StoneOnEdge { rect, .. }
            | ClaimProblem::CornerNotYours { rect, .. }
            | ClaimProblem::StoneInside { rect, .. }
            | ClaimProblem::HoldsClaimedTile { rect, .. } => rect,
        }
    }

    /// The point at fault, where there is one.
    pub fn at(&self) -> Option<Coord> {
        match *self {
            ClaimProblem::LeavesBoard(_) | ClaimProblem::NotARectangle(_) => None,
            ClaimProblem::StoneOnEdge { at, .. }
            | ClaimProblem::CornerNotYours { at, .. }
            | ClaimProblem::StoneInside { at, .. }
            | ClaimProblem::HoldsClaimedTile { at, .. } => Some(at),
        }
    }
}

/// Any error of the rules layer: unknown game, bad size, bad notation, illegal move, ...
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RulesError {
    #[error("unknown game '{0}': choose rekushu, rush, quadrex or cheversi")]
    UnknownGame(String),
    #[error("{game} does not allow size {size}: allowed sizes are {allowed}")]
    BadSize {
        game: GameKind,
        size: usize,
        allowed: String,
    },
    #[error("{0}")]
    Parse(#[from] ParseMoveError),
    #[error("illegal move {mv}: {why}")]
    Illegal { mv: String, why: IllegalMove },
    /// A move of a list ([`Match::load_moves`](super::Match::load_moves)): the `number`th.
    #[error("illegal move {mv} (move {number}): {why}")]
    AtMove {
        number: usize,
        mv: String,
        why: IllegalMove,
    },
    #[error("'{0}' is not a colour of {1}: use {2}")]
    UnknownColour(String, GameKind, String),
    #[error("it is not {asked}'s turn: {actual} is to move")]
    WrongColour { asked: String, actual: String },
    #[error("the game is over")]
    GameOver,
    #[error("there is no move to take back")]
    NothingToUndo,
    #[error("corrupt position: {0}")]
    Corrupt(String),
}

/// A client's text as an error message quotes it: at most 40 characters.
pub(crate) fn quoted(text: &str) -> String {
    let short: String = text.chars().take(40).collect();
    if short.len() < text.len() {
        format!("{short}...")
    } else {
        short
    }
}
