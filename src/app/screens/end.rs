//! The end screen without a mouse: Enter, Space or a pad's South for a rematch; Esc or East
//! back to the title. (The result card and the move list are the HUD's: `hud::end_panel`.)

use crate::app::Screen;
use crate::app::hud::nav::{MatchNav, RulesOpen};
use crate::app::input::confirm_pressed;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, end_keys.run_if(in_state(Screen::End)));
}

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
