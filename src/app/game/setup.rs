//! What the next match starts from: the game, its size and options, and who plays each side.

use crate::rules::{GameKind, MatchOptions};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchSetup>();
}

/// Who plays a side (the save format's, `crate::save`).
pub use crate::save::Seat;

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
