//! Keyboard actions during a match: every key sends the same message a click, a panel button
//! or a pad would. (The cursor, placing, undo, redo and hints: `board_actions`; camera keys:
//! `camera`.)

use crate::app::game::{CurrentMatch, PlayerAction, SelectedPiece};
use crate::app::settings::{Settings, ToggleMute};
use crate::app::{GameSet, InMatch, Pause};
use crate::rules::quadrex::QuadrexMove;
use crate::rules::{AnyMove, GameKind, Piece};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            keys.run_if(in_state(Pause::Running)),
            (choose_piece, toggle_legal).run_if(in_state(InMatch)),
            mute,
        )
            .in_set(GameSet::Input),
    );
}

fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    current: Option<Res<CurrentMatch>>,
    mut actions: MessageWriter<PlayerAction>,
) {
    // A decided Rush game: finish at once (refused, with the reason, when not decided).
    if keys.just_pressed(KeyCode::KeyF) {
        actions.write(PlayerAction::Finish);
    }
    if keys.just_pressed(KeyCode::KeyS)
        && current.is_some_and(|c| c.game.kind() == GameKind::Quadrex && !c.ai_to_move())
    {
        actions.write(PlayerAction::Play(AnyMove::Quadrex(QuadrexMove::Swap)));
    }
}

/// Cheversi: keys K Q R B N choose the piece to place.
fn choose_piece(keys: Res<ButtonInput<KeyCode>>, mut selected: ResMut<SelectedPiece>) {
    for (key, piece) in [
        (KeyCode::KeyK, Piece::King),
        (KeyCode::KeyQ, Piece::Queen),
        (KeyCode::KeyR, Piece::Rook),
        (KeyCode::KeyB, Piece::Bishop),
        (KeyCode::KeyN, Piece::Knight),
    ] {
        if keys.just_pressed(key) {
            selected.0 = piece;
        }
    }
}

/// Key L shows or hides the legal points (a setting: it is remembered).
fn toggle_legal(keys: Res<ButtonInput<KeyCode>>, mut settings: ResMut<Settings>) {
    if keys.just_pressed(KeyCode::KeyL) {
        settings.show_legal = !settings.show_legal;
    }
}

/// Key M turns the sound off or on, on every screen.
fn mute(keys: Res<ButtonInput<KeyCode>>, mut toggle: MessageWriter<ToggleMute>) {
    if keys.just_pressed(KeyCode::KeyM) {
        toggle.write(ToggleMute);
    }
}
