//! What the next match starts from: the game, its size and options, and who plays each side.

use crate::rules::{GameKind, MatchOptions};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchSetup>();
}

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

    /// The seat as the menus and the panel name it.
    pub fn label(self) -> String {
        match self {
            Seat::Human => "Human".to_string(),
            Seat::Ai { level } => format!("AI level {level}"),
            Seat::Coach => "Coach".to_string(),
            Seat::Remote => "Friend online".to_string(),
        }
    }
}

/// What the set-up screen chose; the next match starts from it.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct MatchSetup {
    pub kind: GameKind,
    pub size: usize,
    pub seats: [Seat; 2],
    pub options: MatchOptions,
}

impl Default for MatchSetup {
    fn default() -> Self {
        MatchSetup {
            kind: GameKind::Rush,
            size: GameKind::Rush.default_size(),
            seats: [Seat::Human, Seat::Ai { level: 5 }],
            options: MatchOptions::default(),
        }
    }
}
