//! The match and everything that changes it, headless: what the next match starts from
//! ([`setup`]), the match in play ([`current`]), the one path every move takes ([`actions`]),
//! the player's pending choices ([`choice`]), and the AI's searches (run beside the game by
//! `app::background`) for its turns ([`ai_turn`]) and for hints ([`hint`]).
//!
//! The types other folders use are re-exported here: `game::{CurrentMatch, PlayerAction, ..}`.

pub mod actions;
pub mod ai_turn;
pub mod choice;
pub mod current;
pub mod hint;
pub mod setup;

pub use actions::{
    BoardReset, MatchEnded, MoveApplied, MoveRejected, PlayerAction, Resume, StartMatch,
};
pub use choice::{ClaimStep, SelectedPiece, placement_for};
pub use current::{CurrentMatch, EarlyEnd, ShownLine};
pub use setup::{MatchSetup, Seat};

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        setup::plugin,
        actions::plugin,
        choice::plugin,
        ai_turn::plugin,
        hint::plugin,
    ));
}
