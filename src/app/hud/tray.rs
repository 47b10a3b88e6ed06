//! The Cheversi tray's logic: which pieces in hand have a legal square, and choosing one for
//! the player when the chosen piece cannot be played (a forced piece chooses itself).

use crate::app::game::{CurrentMatch, SelectedPiece};
use crate::app::{GameSet, InMatch};
use crate::rules::{AnyGame, AnyMove, Piece};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        choose_playable
            .in_set(GameSet::View)
            .run_if(in_state(InMatch)),
    );
}

/// Whether `piece` has a legal square now (asks the rules).
pub fn piece_playable(pos: &AnyGame, piece: Piece) -> bool {
    pos.legal_moves()
        .iter()
        .any(|m| matches!(m, AnyMove::Cheversi(c) if c.piece == piece))
}

/// The piece to choose instead of `selected`: `None` when `selected` can be played (or the game
/// is not Cheversi), else the first piece that can.
pub fn replacement(pos: &AnyGame, selected: Piece) -> Option<Piece> {
    if !matches!(pos, AnyGame::Cheversi(_)) || pos.to_move().is_none() {
        return None;
    }
    if piece_playable(pos, selected) {
        return None;
    }
    Piece::ALL.into_iter().find(|&p| piece_playable(pos, p))
}

fn choose_playable(current: Option<Res<CurrentMatch>>, mut selected: ResMut<SelectedPiece>) {
    let Some(current) = current else { return };
    if !(current.is_changed() || selected.is_changed()) || current.ai_to_move() {
        return;
    }
    if let Some(p) = replacement(current.game.position(), selected.0) {
        selected.0 = p;
    }
}
