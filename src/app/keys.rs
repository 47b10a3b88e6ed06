//! Keyboard actions: every key sends the same `PlayerAction` a click or a pad would.

use super::Screen;
use super::game::{CurrentMatch, GameSet, PlayerAction};
use super::hud::hint::AskHint;
use super::hud::nav::{MatchNav, RulesOpen};
use super::input::confirm_pressed;
use super::pause::Pause;
use crate::rules::AnyMove;
use crate::rules::quadrex::QuadrexMove;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            keys.in_set(GameSet::Input).run_if(in_state(Pause::Running)),
            end_keys.run_if(in_state(Screen::End)),
        ),
    );
}

/// The end screen without a mouse: Enter, Space or a pad's South for a rematch; Esc or East
/// back to the title.
fn end_keys(
    keys: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    rules: Res<RulesOpen>,
    mut nav: MessageWriter<MatchNav>,
) {
    if rules.0 {
        // Keys belong to the rules panel while it is open.
        return;
    }
    if confirm_pressed(&keys, &pads) {
        nav.write(MatchNav::Rematch);
    } else if keys.just_pressed(KeyCode::Escape)
        || pads.iter().any(|p| p.just_pressed(GamepadButton::East))
    {
        nav.write(MatchNav::Title);
    }
}

fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    current: Option<Res<CurrentMatch>>,
    mut actions: MessageWriter<PlayerAction>,
    mut hint: MessageWriter<AskHint>,
) {
    if keys.just_pressed(KeyCode::KeyH) {
        hint.write(AskHint);
    }
    if keys.just_pressed(KeyCode::KeyU) || keys.just_pressed(KeyCode::Backspace) {
        actions.write(PlayerAction::Undo);
    }
    if keys.just_pressed(KeyCode::KeyY) {
        actions.write(PlayerAction::Redo);
    }
    // A decided Rush game: finish at once (refused, with the reason, when not decided).
    if keys.just_pressed(KeyCode::KeyF) {
        actions.write(PlayerAction::Finish);
    }
    if keys.just_pressed(KeyCode::KeyS)
        && current
            .is_some_and(|c| c.game.kind() == crate::rules::GameKind::Quadrex && !c.ai_to_move())
    {
        actions.write(PlayerAction::Play(AnyMove::Quadrex(QuadrexMove::Swap)));
    }
}
