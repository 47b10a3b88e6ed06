//! One value holding any of the four games ([`AnyGame`], [`AnyMove`]), and [`Match`]: the game,
//! its size and options, the move list with Rush's forced passes, and undo.

use super::cheversi::{Cheversi, CheversiMove};
use super::quadrex::{Quadrex, QuadrexMove};
use super::rekushu::{Rekushu, RekushuMove};
use super::rush::Rush;
use super::{
    Coord, Game, IllegalMove, MoveDiff, Outcome, ParseMoveError, Piece, RulesError, Side, Stone,
};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Which of the four games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    Rekushu,
    Rush,
    Quadrex,
    Cheversi,
}

impl GameKind {
    pub const ALL: [GameKind; 4] = [
        GameKind::Rekushu,
        GameKind::Rush,
        GameKind::Quadrex,
        GameKind::Cheversi,
    ];

    /// The lowercase name used by the protocol and the command line.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Rekushu => "rekushu",
            GameKind::Rush => "rush",
            GameKind::Quadrex => "quadrex",
            GameKind::Cheversi => "cheversi",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            GameKind::Rekushu => "Rekushu",
            GameKind::Rush => "Rush",
            GameKind::Quadrex => "Quadrex",
            GameKind::Cheversi => "Cheversi",
        }
    }

    /// The board sizes the game allows, smallest first.
    pub fn sizes(self) -> &'static [usize] {
        match self {
            GameKind::Rekushu => Rekushu::SIZES,
            GameKind::Rush => Rush::SIZES,
            GameKind::Quadrex => Quadrex::SIZES,
            GameKind::Cheversi => Cheversi::SIZES,
        }
    }

    pub fn default_size(self) -> usize {
        match self {
            GameKind::Rekushu => Rekushu::DEFAULT_SIZE,
            GameKind::Rush => Rush::DEFAULT_SIZE,
            GameKind::Quadrex => Quadrex::DEFAULT_SIZE,
            GameKind::Cheversi => Cheversi::DEFAULT_SIZE,
        }
    }

    /// The allowed sizes in words, e.g. "even sizes from 6 to 26".
    pub fn sizes_text(self) -> String {
        let sizes = self.sizes();
        let (first, last) = (sizes[0], sizes[sizes.len() - 1]);
        match sizes {
            [_] => format!("only {first}"),
            [a, b, ..] if b - a == 2 && a % 2 == 0 => format!("even sizes from {first} to {last}"),
            [a, b, ..] if b - a == 2 => format!("odd sizes from {first} to {last}"),
            _ => format!("{first} to {last}"),
        }
    }

    pub fn check_size(self, size: usize) -> Result<(), RulesError> {
        if self.sizes().contains(&size) {
            Ok(())
        } else {
            Err(RulesError::BadSize {
                game: self,
                size,
                allowed: self.sizes_text(),
            })
        }
    }

    /// The colour names, in move order.
    pub fn colours(self) -> [&'static str; 2] {
        match self {
            GameKind::Rekushu | GameKind::Rush => ["black", "white"],
            GameKind::Quadrex => ["vert", "horz"],
            GameKind::Cheversi => ["white", "black"],
        }
    }

    pub fn colour(self, side: Side) -> &'static str {
        self.colours()[side.index()]
    }

    /// Reads a colour name or its first letter, case-insensitive.
    pub fn parse_colour(self, text: &str) -> Result<Side, RulesError> {
        let t = text.trim().to_ascii_lowercase();
        for side in Side::BOTH {
            let name = self.colour(side);
            if t == name || (t.len() == 1 && name.starts_with(&t)) {
                return Ok(side);
            }
        }
        let [a, b] = self.colours();
        Err(RulesError::UnknownColour(
            super::error::quoted(text),
            self,
            format!("{a} ({}) or {b} ({})", &a[..1], &b[..1]),
        ))
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}

impl FromStr for GameKind {
    type Err = RulesError;

    fn from_str(s: &str) -> Result<GameKind, RulesError> {
        GameKind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| RulesError::UnknownGame(super::error::quoted(s)))
    }
}

/// A position of any of the four games.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[allow(
    clippy::large_enum_variant,
    reason = "three of the four games are a few KB; boxing would add an allocation per clone"
)]
pub enum AnyGame {
    Rekushu(Rekushu),
    Rush(Rush),
    Quadrex(Quadrex),
    Cheversi(Cheversi),
}

/// A move of any of the four games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AnyMove {
    Rekushu(RekushuMove),
    Rush(Coord),
    Quadrex(QuadrexMove),
    Cheversi(CheversiMove),
}

impl AnyMove {
    /// The point a move places on (`None` for a Quadrex swap).
    pub fn at(self) -> Option<Coord> {
        match self {
            AnyMove::Rekushu(m) => Some(m.at),
            AnyMove::Rush(c) => Some(c),
            AnyMove::Quadrex(QuadrexMove::Place(c)) => Some(c),
            AnyMove::Quadrex(QuadrexMove::Swap) => None,
            AnyMove::Cheversi(m) => Some(m.at),
        }
    }

    /// The Cheversi piece a move places (`None` in the other games).
    pub fn piece(self) -> Option<Piece> {
        match self {
            AnyMove::Cheversi(m) => Some(m.piece),
            _ => None,
        }
    }
}

/// Moves between one game's own types and [`AnyGame`] / [`AnyMove`].
pub trait WrapMove: Game {
    fn wrap(mv: Self::Move) -> AnyMove;
    fn unwrap(mv: AnyMove) -> Option<Self::Move>;
    fn into_any(self) -> AnyGame;
}

macro_rules! wrap_move {
    ($game:ty, $variant:ident) => {
        impl WrapMove for $game {
            fn wrap(mv: Self::Move) -> AnyMove {
                AnyMove::$variant(mv)
            }
            fn unwrap(mv: AnyMove) -> Option<Self::Move> {
                match mv {
                    AnyMove::$variant(m) => Some(m),
                    _ => None,
                }
            }
            fn into_any(self) -> AnyGame {
                AnyGame::$variant(self)
            }
        }
    };
}
wrap_move!(Rekushu, Rekushu);
wrap_move!(Rush, Rush);
wrap_move!(Quadrex, Quadrex);
wrap_move!(Cheversi, Cheversi);

/// Runs `$body` with `$g` bound to the game inside an [`AnyGame`], whatever game it is.
#[macro_export]
macro_rules! with_game {
    ($any:expr, $g:ident => $body:expr) => {
        match $any {
            $crate::rules::AnyGame::Rekushu($g) => $body,
            $crate::rules::AnyGame::Rush($g) => $body,
            $crate::rules::AnyGame::Quadrex($g) => $body,
            $crate::rules::AnyGame::Cheversi($g) => $body,
        }
    };
}

fn legal_of<G: WrapMove>(g: &G) -> Vec<AnyMove> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves.into_iter().map(G::wrap).collect()
}

fn play_of<G: WrapMove>(g: &mut G, mv: AnyMove) -> Result<MoveDiff, IllegalMove> {
    let mv = G::unwrap(mv).ok_or(IllegalMove::WrongGame)?;
    g.play(mv)
}

fn check_of<G: WrapMove>(g: &G, mv: AnyMove) -> Result<(), IllegalMove> {
    let mv = G::unwrap(mv).ok_or(IllegalMove::WrongGame)?;
    g.check(mv)
}

fn format_of<G: WrapMove>(g: &G, mv: AnyMove) -> String {
    G::unwrap(mv).map_or_else(|| format!("{mv:?}"), |m| g.format_move(m))
}

impl AnyGame {
    /// A new game; an error names the sizes the game allows.
    pub fn new(kind: GameKind, size: usize, options: MatchOptions) -> Result<AnyGame, RulesError> {
        Ok(match kind {
            GameKind::Rekushu => AnyGame::Rekushu(Rekushu::new(size)?),
            GameKind::Rush => AnyGame::Rush(Rush::new(size)?),
            GameKind::Quadrex => AnyGame::Quadrex(Quadrex::with_swap(size, options.quadrex_swap)?),
            GameKind::Cheversi => AnyGame::Cheversi(Cheversi::new(size)?),
        })
    }

    pub fn kind(&self) -> GameKind {
        match self {
            AnyGame::Rekushu(_) => GameKind::Rekushu,
            AnyGame::Rush(_) => GameKind::Rush,
            AnyGame::Quadrex(_) => GameKind::Quadrex,
            AnyGame::Cheversi(_) => GameKind::Cheversi,
        }
    }

    pub fn size(&self) -> usize {
        with_game!(self, g => g.size())
    }

    pub fn to_move(&self) -> Option<Side> {
        with_game!(self, g => g.to_move())
    }

    pub fn legal_moves(&self) -> Vec<AnyMove> {
        with_game!(self, g => legal_of(g))
    }

    pub fn check(&self, mv: AnyMove) -> Result<(), IllegalMove> {
        with_game!(self, g => check_of(g, mv))
    }

    pub fn play(&mut self, mv: AnyMove) -> Result<MoveDiff, IllegalMove> {
        with_game!(self, g => play_of(g, mv))
    }

    pub fn score(&self) -> Option<[i32; 2]> {
        with_game!(self, g => g.score())
    }

    pub fn outcome(&self) -> Outcome {
        with_game!(self, g => g.outcome())
    }

    pub fn parse_move(&self, text: &str) -> Result<AnyMove, ParseMoveError> {
        Ok(match self {
            AnyGame::Rekushu(g) => AnyMove::Rekushu(g.parse_move(text)?),
            AnyGame::Rush(g) => AnyMove::Rush(g.parse_move(text)?),
            AnyGame::Quadrex(g) => AnyMove::Quadrex(g.parse_move(text)?),
            AnyGame::Cheversi(g) => AnyMove::Cheversi(g.parse_move(text)?),
        })
    }

    pub fn format_move(&self, mv: AnyMove) -> String {
        with_game!(self, g => format_of(g, mv))
    }

    pub fn diagram(&self) -> String {
        with_game!(self, g => g.diagram())
    }

    /// What stands on a point (intersection, cell or square), if anything.
    pub fn stone_at(&self, at: Coord) -> Option<Stone> {
        let (side, piece) = match self {
            AnyGame::Rekushu(g) => (g.stone(at)?, None),
            AnyGame::Rush(g) => (g.stone(at)?, None),
            AnyGame::Quadrex(g) => (g.piece(at)?, None),
            AnyGame::Cheversi(g) => {
                let (side, piece) = g.piece_at(at)?;
                (side, Some(piece))
            }
        };
        Some(Stone { at, side, piece })
    }

    /// Rekushu: who claimed the tile whose lower-left corner is `at` (no one in other games).
    pub fn tile_owner(&self, at: Coord) -> Option<Side> {
        match self {
            AnyGame::Rekushu(g) if at.col() + 1 < g.size() && at.row() + 1 < g.size() => {
                g.tile_owner(at)
            }
            _ => None,
        }
    }

    /// Whether the points are cells or squares (Quadrex, Cheversi) rather than intersections.
    /// The winner's connecting chain in Quadrex (empty otherwise, or while nobody is connected).
    pub fn winning_chain(&self) -> Vec<Coord> {
        match (self, self.outcome()) {
            (AnyGame::Quadrex(g), Outcome::Win(side)) => g.chain(side),
            _ => Vec::new(),
        }
    }

    /// Rush: the side that holds more than half of all points while the game goes on (the
    /// result cannot change any more); `None` otherwise and in the other games.
    pub fn decided(&self) -> Option<Side> {
        match self {
            AnyGame::Rush(g) if self.to_move().is_some() => g.decided(),
            _ => None,
        }
    }

    /// Cheversi: the squares the piece on `at` attacks (empty otherwise).
    pub fn attacks_from(&self, at: Coord) -> Vec<Coord> {
        match self {
            AnyGame::Cheversi(g) => g.attacks_from(at),
            _ => Vec::new(),
        }
    }

    /// Cheversi: for each side, the empty squares it attacks (what it scores); `None` in the
    /// other games.
    pub fn attack_map(&self) -> Option<[Vec<Coord>; 2]> {
        match self {
            AnyGame::Cheversi(g) => Some(Side::BOTH.map(|s| g.scoring_squares(s))),
            _ => None,
        }
    }

    pub fn points_are_cells(&self) -> bool {
        matches!(self, AnyGame::Quadrex(_) | AnyGame::Cheversi(_))
    }

    /// The plain placement at `at`: Rekushu without a claim, Cheversi with `piece` (checked
    /// like any move when played).
    pub fn placement_at(&self, at: Coord, piece: Piece) -> AnyMove {
        match self {
            AnyGame::Rekushu(_) => AnyMove::Rekushu(RekushuMove { at, claim: None }),
            AnyGame::Rush(_) => AnyMove::Rush(at),
            AnyGame::Quadrex(_) => AnyMove::Quadrex(QuadrexMove::Place(at)),
            AnyGame::Cheversi(_) => AnyMove::Cheversi(CheversiMove { piece, at }),
        }
    }
}

/// Options chosen at set-up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct MatchOptions {
    /// Quadrex: Horz may swap as move 2.
    pub quadrex_swap: bool,
}

impl Default for MatchOptions {
    fn default() -> Self {
        MatchOptions { quadrex_swap: true }
    }
}

/// One move of the history and the forced passes that followed it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ply {
    pub mv: AnyMove,
    pub mover: Side,
    pub passes: usize,
}

/// A game in progress: what was set up, every move so far, and the position after each.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(into = "MatchData", try_from = "MatchData")]
pub struct Match {
    options: MatchOptions,
    plies: Vec<Ply>,
    /// `positions[k]` is the position after `k` moves.
    positions: Vec<AnyGame>,
}

impl Match {
    /// A new match; `size` `None` takes the game's default size.
    pub fn new(
        kind: GameKind,
        size: Option<usize>,
        options: MatchOptions,
    ) -> Result<Match, RulesError> {
        let start = AnyGame::new(kind, size.unwrap_or(kind.default_size()), options)?;
        Ok(Match {
            options,
            plies: Vec::new(),
            positions: vec![start],
        })
    }

    pub fn kind(&self) -> GameKind {
        self.positions[0].kind()
    }

    pub fn size(&self) -> usize {
        self.positions[0].size()
    }

    pub fn options(&self) -> MatchOptions {
        self.options
    }

    /// The current position.
    pub fn position(&self) -> &AnyGame {
        &self.positions[self.plies.len()]
    }

    /// The position after the first `k` moves (`k <= len`).
    pub fn position_after(&self, k: usize) -> Option<&AnyGame> {
        self.positions.get(k)
    }

    /// The moves played so far (without passes).
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    pub fn len(&self) -> usize {
        self.plies.len()
    }

    pub fn is_empty(&self) -> bool {
        self.plies.is_empty()
    }

    /// The colour name of a side in this game.
    pub fn colour(&self, side: Side) -> &'static str {
        self.kind().colour(side)
    }

    /// Plays a move given in notation.
    pub fn play_text(&mut self, text: &str) -> Result<MoveDiff, RulesError> {
        let mv = self.position().parse_move(text)?;
        self.play(mv)
    }

    /// Plays a move; on error nothing changes.
    pub fn play(&mut self, mv: AnyMove) -> Result<MoveDiff, RulesError> {
        let mut next = self.position().clone();
        let mover = next.to_move().ok_or(RulesError::GameOver)?;
        let diff = next.play(mv).map_err(|why| RulesError::Illegal {
            mv: self.position().format_move(mv),
            why,
        })?;
        self.plies.push(Ply {
            mv,
            mover,
            passes: diff.passes.len(),
        });
        self.positions.push(next);
        Ok(diff)
    }

    /// Takes back the last move and any forced passes after it; returns it.
    pub fn undo(&mut self) -> Result<Ply, RulesError> {
        let ply = self.plies.pop().ok_or(RulesError::NothingToUndo)?;
        self.positions.pop();
        Ok(ply)
    }

    /// The history in notation, forced passes as `pass`.
    pub fn history(&self) -> Vec<String> {
        let mut out = Vec::new();
        for (k, ply) in self.plies.iter().enumerate() {
            out.push(self.positions[k].format_move(ply.mv));
            out.extend(std::iter::repeat_n("pass".to_string(), ply.passes));
        }
        out
    }

    /// The moves in notation, one per ply (no passes).
    pub fn move_texts(&self) -> Vec<String> {
        (0..self.plies.len())
            .filter_map(|k| self.move_text(k))
            .collect()
    }

    /// Move `k` (0 for the first) in notation, from the position it was played in.
    pub fn move_text(&self, k: usize) -> Option<String> {
        Some(self.positions.get(k)?.format_move(self.plies.get(k)?.mv))
    }

    /// A new game of the same kind, size and options with `moves` played in order. A `pass`
    /// token is accepted where a forced pass happened (as `history` writes them). On the first
    /// bad move nothing changes and the error names the move.
    pub fn load_moves<S: AsRef<str>>(&mut self, moves: &[S]) -> Result<(), RulesError> {
        let mut fresh = Match::new(self.kind(), Some(self.size()), self.options)?;
        let mut passes_due = 0;
        for (k, text) in moves.iter().enumerate() {
            let text = text.as_ref();
            if text.trim().eq_ignore_ascii_case("pass") {
                if passes_due == 0 {
                    return Err(RulesError::AtMove {
                        number: k + 1,
                        mv: "pass".to_string(),
                        why: IllegalMove::NotAPass,
                    });
                }
                passes_due -= 1;
                continue;
            }
            let diff = fresh.play_text(text).map_err(|e| match e {
                RulesError::Illegal { mv, why } => RulesError::AtMove {
                    number: k + 1,
                    mv,
                    why,
                },
                RulesError::Parse(p) => RulesError::AtMove {
                    number: k + 1,
                    mv: text.to_string(),
                    why: IllegalMove::Unreadable(p),
                },
                other => other,
            })?;
            passes_due = diff.passes.len();
        }
        *self = fresh;
        Ok(())
    }
}

/// The stored form of a match: the set-up and the moves in notation.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct MatchData {
    pub game: GameKind,
    pub size: usize,
    #[serde(default)]
    pub options: MatchOptions,
    pub moves: Vec<String>,
}

impl From<Match> for MatchData {
    fn from(m: Match) -> MatchData {
        MatchData {
            game: m.kind(),
            size: m.size(),
            options: m.options,
            moves: m.move_texts(),
        }
    }
}

impl TryFrom<MatchData> for Match {
    type Error = RulesError;

    fn try_from(d: MatchData) -> Result<Match, RulesError> {
        let mut m = Match::new(d.game, Some(d.size), d.options)?;
        m.load_moves(&d.moves)?;
        Ok(m)
    }
}
