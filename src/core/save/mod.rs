//! Saved games: the RON record of a match (format version, game, size, options, who played,
//! the moves in the protocol's notation, the moves taken back, how and when it ended, when it
//! started, and a finished review of it), read back move by move through the rules. The game
//! keeps these files (`app::store::saves`) and `quartet review` and `quartet --load` read them;
//! both use this one reading (docs/architecture.md, "Layers").

mod review;

pub use review::{SavedJudgement, SavedReview};

use crate::ai::review::Review;
use crate::rules::{AnyMove, GameKind, Match, MatchOptions, Outcome, Ply, Side};
use serde::{Deserialize, Serialize};

/// The version of the save format this build writes; it reads this one and older ones (2
/// added the review).
pub const SAVE_VERSION: u32 = 2;

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Seat {
    Human,
    Ai {
        level: u8,
    },
    /// A lesson's or a puzzle's scripted opponent (`app::learn`): its moves come from the
    /// lesson or the puzzle, never from a search.
    Coach,
    /// A friend on another machine, through a Quartet server (`app::online`): their moves
    /// arrive from the server.
    Remote,
}

impl Seat {
    pub fn is_ai(self) -> bool {
        matches!(self, Seat::Ai { .. })
    }

    pub fn is_human(self) -> bool {
        self == Seat::Human
    }
}

/// How a game ended before the rules ended it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EarlyEnd {
    /// That side gave up.
    Resigned(Side),
    /// Rush: that side held more than half of all points and the players finished at once.
    Decided(Side),
}

impl EarlyEnd {
    /// The result it gives.
    pub fn outcome(self) -> Outcome {
        match self {
            EarlyEnd::Resigned(side) => Outcome::Win(side.other()),
            EarlyEnd::Decided(winner) => Outcome::Win(winner),
        }
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedEnd {
    pub result: Outcome,
    /// `None`: the rules ended it; else a resignation or a decided game finished at once.
    #[serde(default)]
    pub early: Option<EarlyEnd>,
    /// When it ended (seconds since 1970, UTC).
    pub at: u64,
}

/// A match as it is written to a file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedGame {
    pub version: u32,
    pub game: GameKind,
    pub size: usize,
    #[serde(default)]
    pub options: MatchOptions,
    pub players: [Seat; 2],
    /// Every move in the protocol's notation, forced passes as `pass`.
    pub moves: Vec<String>,
    /// The moves taken back and not replayed, the next one to redo first.
    #[serde(default)]
    pub undone: Vec<String>,
    /// Set once the game is over.
    #[serde(default)]
    pub end: Option<SavedEnd>,
    /// When the match started (seconds since 1970, UTC).
    pub started: u64,
    /// A finished review of its first moves (format 2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<SavedReview>,
}

/// A match as a save holds it, checked by the rules: what the game resumes.
#[derive(Clone, Debug)]
pub struct SavedMatch {
    pub game: Match,
    pub seats: [Seat; 2],
    /// The moves taken back, the next one to redo last.
    pub redo: Vec<AnyMove>,
    pub ended_early: Option<EarlyEnd>,
    /// When it started (seconds since 1970, UTC).
    pub started: u64,
}

impl SavedMatch {
    /// Its result, counting an early end.
    pub fn outcome(&self) -> Outcome {
        match self.ended_early {
            Some(early) => early.outcome(),
            None => self.game.position().outcome(),
        }
    }
}

impl SavedGame {
    /// The record of `saved` (`now` is the end time, if it has ended), with no review.
    pub fn of(saved: &SavedMatch, now: u64) -> SavedGame {
        let game = &saved.game;
        // The moves to redo in notation, each read in the position it would be played in.
        let mut ahead = game.clone();
        let mut undone = Vec::new();
        for &mv in saved.redo.iter().rev() {
            undone.push(ahead.position().format_move(mv));
            if ahead.play(mv).is_err() {
                break;
            }
        }
        let outcome = saved.outcome();
        SavedGame {
            version: SAVE_VERSION,
            game: game.kind(),
            size: game.size(),
            options: game.options(),
            players: saved.seats,
            moves: game.history(),
            undone,
            end: outcome.is_over().then_some(SavedEnd {
                result: outcome,
                early: saved.ended_early,
                at: now,
            }),
            started: saved.started,
            review: None,
        }
    }

    /// The record with `review` (of the game's first moves) kept beside it.
    pub fn with_review(self, game: &Match, review: &Review<AnyMove>) -> SavedGame {
        SavedGame {
            review: Some(SavedReview::of(game, review)),
            ..self
        }
    }

    /// The match this record describes, checked move by move by the rules; or why it cannot be
    /// used.
    pub fn to_match(&self) -> Result<SavedMatch, String> {
        if self.version > SAVE_VERSION {
            return Err(format!(
                "it was written by a newer Quartet (format {}, this one reads up to {SAVE_VERSION})",
                self.version
            ));
        }
        for seat in self.players {
            if let Seat::Ai { level } = seat
                && !(1..=10).contains(&level)
            {
                return Err(format!("there is no AI level {level} (1 to 10)"));
            }
        }
        let mut game =
            Match::new(self.game, Some(self.size), self.options).map_err(|e| e.to_string())?;
        game.load_moves(&self.moves).map_err(|e| e.to_string())?;
        let mut ahead = game.clone();
        let mut redo = Vec::new();
        for (k, text) in self.undone.iter().enumerate() {
            let mv = ahead
                .position()
                .parse_move(text)
                .map_err(|e| format!("move {} taken back: {e}", k + 1))?;
            ahead
                .play(mv)
                .map_err(|e| format!("move {} taken back: {e}", k + 1))?;
            redo.push(mv);
        }
        redo.reverse();
        let early = self.end.and_then(|e| e.early);
        if let Some(end) = self.end {
            let rules_over = game.position().to_move().is_none();
            if early.is_none() && !rules_over {
                return Err("it says the game ended, but the moves do not end it".to_string());
            }
            if early.is_none() && end.result != game.position().outcome() {
                return Err("its result is not the one the moves reach".to_string());
            }
        }
        // A lesson saved from the pause menu, or a game online saved to a file, opens as a
        // game between two people.
        let seats = self.players.map(|s| match s {
            Seat::Coach | Seat::Remote => Seat::Human,
            s => s,
        });
        Ok(SavedMatch {
            game,
            seats,
            redo,
            ended_early: early,
            started: self.started,
        })
    }

    /// The review kept in the record, for `game` (the match read from it): the moves judged
    /// and their review; `None` if there is none, or it does not fit the moves.
    pub fn review_of(&self, game: &Match) -> Option<(Vec<Ply>, Review<AnyMove>)> {
        self.review.as_ref()?.read(game)
    }

    /// Whether the game goes on.
    pub fn unfinished(&self) -> bool {
        self.end.is_none()
    }

    /// The record as written to a file.
    pub fn to_text(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).unwrap_or_default()
    }
}

/// The record in `text`, and the match it describes; or why it cannot be used.
pub fn parse(text: &str) -> Result<(SavedGame, SavedMatch), String> {
    let record: SavedGame = read_versioned(text, SAVE_VERSION, "a saved game")?;
    let saved = record.to_match()?;
    Ok((record, saved))
}

/// A RON file of format `newest` or older, read as a `T` (`what` names it in errors: "a saved
/// game"): empty, not RON, not a `T`, or from a newer format (`version` above `newest`, read
/// first: a newer file may hold fields this build does not know) is an error in words.
pub fn read_versioned<T: serde::de::DeserializeOwned>(
    text: &str,
    newest: u32,
    what: &str,
) -> Result<T, String> {
    if text.trim().is_empty() {
        return Err("it is empty".to_string());
    }
    #[derive(serde::Deserialize)]
    struct Head {
        #[serde(default)]
        version: u32,
    }
    let not_it = |e: ron::error::SpannedError| format!("it is not {what} ({e})");
    let head: Head = ron::from_str(text).map_err(not_it)?;
    if head.version > newest {
        return Err(format!(
            "it was written by a newer Quartet (format {}, this one reads up to {newest})",
            head.version
        ));
    }
    ron::from_str(text).map_err(not_it)
}
