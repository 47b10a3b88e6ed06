//! A lesson's or a puzzle's keys on the board: H (a pad's North) shows the step's move or the
//! puzzle's hint; once it is complete, Enter, Space or South goes on to the next one; on its end
//! screen Esc or East goes back to the Learn screen. (Retry: the pause menu's Restart.)

use crate::app::Screen;
use crate::app::hud::nav::RulesOpen;
use crate::app::input::confirm_pressed;
use crate::app::learn::{Exercise, LearnNav, Status};
use crate::app::{InMatch, Pause};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        exercise_keys.run_if(in_state(InMatch).and_then(resource_exists::<Exercise>)),
    );
}

fn exercise_keys(
    keys: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    rules: Res<RulesOpen>,
    exercise: Res<Exercise>,
    screen: Res<State<Screen>>,
    pause: Option<Res<State<Pause>>>,
    mut nav: MessageWriter<LearnNav>,
) {
    if rules.0 || pause.is_some_and(|p| *p.get() != Pause::Running) {
        return;
    }
    let pad = |b: GamepadButton| pads.iter().any(|p| p.just_pressed(b));
    if keys.just_pressed(KeyCode::KeyH) || pad(GamepadButton::North) {
        nav.write(LearnNav::Show);
    }
    if exercise.status == Status::Complete && confirm_pressed(&keys, &pads) {
        nav.write(LearnNav::Next);
    }
    if *screen.get() == Screen::End
        && (keys.just_pressed(KeyCode::Escape) || pad(GamepadButton::East))
    {
        nav.write(LearnNav::Back);
    }
}
