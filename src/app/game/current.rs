//! The match in play, as a resource every view is drawn from: the rules' `Match`, the seats,
//! the redo stack, an early end, when it started, and the past position on view.

use super::setup::MatchSetup;
use crate::rules::{AnyGame, AnyMove, Match, Outcome, Side};
pub use crate::save::EarlyEnd;
use crate::save::{SavedMatch, Seat};
use crate::storage::now_unix;
use bevy::prelude::*;

/// Moves played on from a past position of the match, shown on the board but not played:
/// a review's better line (`app::review`).
#[derive(Clone, Debug, PartialEq)]
pub struct ShownLine {
    /// The game's moves before the line.
    pub from: usize,
    /// The line's moves on the board.
    pub moves: Vec<AnyMove>,
    /// The position after them.
    pub position: AnyGame,
}

impl ShownLine {
    /// `moves` from the position after `from` moves of `game`; `None` if that position is
    /// not the game's or a move is illegal.
    pub fn of(game: &Match, from: usize, moves: &[AnyMove]) -> Option<ShownLine> {
        let mut position = game.position_after(from)?.clone();
        for &mv in moves {
            position.play(mv).ok()?;
        }
        Some(ShownLine {
            from,
            moves: moves.to_vec(),
            position,
        })
    }
}

/// The match in play: the rules state every view is drawn from.
#[derive(Resource, Clone, Debug)]
pub struct CurrentMatch {
    pub game: Match,
    pub seats: [Seat; 2],
    /// Moves taken back, most recent last, for redo.
    pub(super) redo: Vec<AnyMove>,
    /// Set when the game ended before the rules ended it.
    pub ended_early: Option<EarlyEnd>,
    /// A past position on view (after that many moves) instead of the live one.
    pub(super) viewing: Option<usize>,
    /// Moves played on from the past position on view, shown but not played (a review's
    /// better line).
    pub(super) line: Option<ShownLine>,
    /// When the match started (seconds since 1970, UTC).
    pub started: u64,
}

impl CurrentMatch {
    pub fn new(setup: &MatchSetup) -> Option<CurrentMatch> {
        let game = Match::new(setup.kind, Some(setup.size), setup.options).ok()?;
        Some(CurrentMatch {
            game,
            seats: setup.seats,
            redo: Vec::new(),
            ended_early: None,
            viewing: None,
            line: None,
            started: now_unix(),
        })
    }

    /// A match resumed as it was left: `game` with its moves, `redo` the moves taken back
    /// (most recent last), an early end, and when it started.
    pub fn resume(
        game: Match,
        seats: [Seat; 2],
        redo: Vec<AnyMove>,
        ended_early: Option<EarlyEnd>,
        started: u64,
    ) -> CurrentMatch {
        CurrentMatch {
            game,
            seats,
            redo,
            ended_early,
            viewing: None,
            line: None,
            started,
        }
    }

    /// The match as a save holds it (`crate::save`).
    pub fn saved(&self) -> SavedMatch {
        SavedMatch {
            game: self.game.clone(),
            seats: self.seats,
            redo: self.redo.clone(),
            ended_early: self.ended_early,
            started: self.started,
        }
    }

    /// The setup this match was started from (a rematch or restart starts it again).
    pub fn setup(&self) -> MatchSetup {
        MatchSetup {
            kind: self.game.kind(),
            size: self.game.size(),
            seats: self.seats,
            options: self.game.options(),
        }
    }

    /// The moves taken back, most recent last (what Redo replays, last first).
    pub fn redo_moves(&self) -> &[AnyMove] {
        &self.redo
    }

    /// The side to move, `None` once the game is over (or resigned).
    pub fn to_move(&self) -> Option<Side> {
        if self.ended_early.is_some() {
            return None;
        }
        self.game.position().to_move()
    }

    /// The outcome, counting a resignation.
    pub fn outcome(&self) -> Outcome {
        match self.ended_early {
            Some(early) => early.outcome(),
            None => self.game.position().outcome(),
        }
    }

    /// Whether a human is to move (the game goes on and that side is not the AI's).
    pub fn human_to_move(&self) -> bool {
        self.to_move().is_some() && !self.ai_to_move()
    }

    /// Whether a friend plays a side through a server (`app::online`): no undo, no hint, no
    /// review while the game goes on, and the game plays on to the rules' end.
    pub fn is_online(&self) -> bool {
        self.seats.contains(&Seat::Remote)
    }

    /// Whether a lesson's or a puzzle's coach plays a side (`app::learn`).
    pub fn has_coach(&self) -> bool {
        self.seats.contains(&Seat::Coach)
    }

    /// Whether the side to move is not a human's: the AI's, or a lesson's coach's (input
    /// waits for its move either way).
    pub fn ai_to_move(&self) -> bool {
        self.to_move()
            .is_some_and(|s| !self.seats[s.index()].is_human())
    }

    /// The position on the board: the live one, a past one chosen in the move list, or a
    /// line played on from that one.
    pub fn shown(&self) -> &AnyGame {
        if let Some(line) = &self.line {
            return &line.position;
        }
        self.viewing
            .and_then(|k| self.game.position_after(k))
            .unwrap_or(self.game.position())
    }

    /// The line shown from the past position on view, if any.
    pub fn line(&self) -> Option<&ShownLine> {
        self.line.as_ref()
    }

    /// The last move of the position on the board: the line's last, or the game's.
    pub fn last_shown_move(&self) -> Option<AnyMove> {
        if let Some(&mv) = self.line.as_ref().and_then(|l| l.moves.last()) {
            return Some(mv);
        }
        let shown = self.moves_shown();
        shown
            .checked_sub(1)
            .and_then(|k| self.game.plies().get(k))
            .map(|p| p.mv)
    }

    /// Leaves any past position and line on view; whether one was.
    pub(super) fn go_live(&mut self) -> bool {
        let was = self.viewing.is_some() || self.line.is_some();
        self.viewing = None;
        self.line = None;
        was
    }

    /// How many moves the position on the board comes after: the viewed past one, or all.
    pub fn moves_shown(&self) -> usize {
        self.viewing.unwrap_or(self.game.len())
    }

    /// The past position on view (after that many moves), `None` when the board is live.
    pub fn viewing(&self) -> Option<usize> {
        self.viewing
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Takes back one move, or against the AI every move back to a human's turn. Returns
    /// whether anything changed.
    pub(super) fn undo(&mut self) -> bool {
        self.ended_early = None;
        let mut changed = false;
        while let Ok(ply) = self.game.undo() {
            self.redo.push(ply.mv);
            changed = true;
            if self.stepping_stops_here() {
                break;
            }
        }
        changed
    }

    /// Replays moves taken back, up to the next human turn (or one move between AIs).
    pub(super) fn redo(&mut self) -> bool {
        let mut changed = false;
        while let Some(mv) = self.redo.pop() {
            if self.game.play(mv).is_err() {
                self.redo.clear();
                break;
            }
            changed = true;
            if self.stepping_stops_here() {
                break;
            }
        }
        changed
    }

    /// Where undo and redo stop: at a human's turn, or after one move when the AI plays both
    /// sides.
    fn stepping_stops_here(&self) -> bool {
        let human_turn = self
            .to_move()
            .is_some_and(|s| self.seats[s.index()].is_human());
        human_turn || self.seats.iter().all(|s| !s.is_human())
    }
}

/// A saved match, resumed as it was left.
impl From<SavedMatch> for CurrentMatch {
    fn from(saved: SavedMatch) -> CurrentMatch {
        CurrentMatch::resume(
            saved.game,
            saved.seats,
            saved.redo,
            saved.ended_early,
            saved.started,
        )
    }
}
