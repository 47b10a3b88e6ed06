//! The end screen without a mouse: Enter, Space or a pad's South for a rematch; Esc or East
//! back to the title; the replay's steps and autoplay (`hud::replay`); the review (`review`):
//! R or West starts it, comma and period (L2 and R2) step through the marked moves, F (Select)
//! chooses whose, down and up (the d-pad's) step into and back out of the better line. (The
//! result card and the move list are the HUD's: `hud::end_panel`.)

use crate::app::Screen;
use crate::app::hud::nav::{MatchNav, RulesOpen};
use crate::app::hud::replay::ReplayAction;
use crate::app::input::confirm_pressed;
use crate::app::learn::Exercise;
use crate::app::review::{GameReview, LineStep, ReviewAction};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    // (A lesson's or a puzzle's end screen has its own keys: `learn::keys`.)
    app.add_systems(
        Update,
        end_keys.run_if(in_state(Screen::End).and_then(not(resource_exists::<Exercise>))),
    );
}

fn end_keys(
    keys: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    rules: Res<RulesOpen>,
    mut nav: MessageWriter<MatchNav>,
    mut replay: MessageWriter<ReplayAction>,
    review: Option<Res<GameReview>>,
    mut review_actions: MessageWriter<ReviewAction>,
) {
    if rules.0 {
        // Keys belong to the rules panel while it is open.
        return;
    }
    // The replay: arrows (a pad's d-pad) step, Home / End (the bumpers) jump, P (North)
    // plays or pauses.
    let pad = |b: GamepadButton| pads.iter().any(|p| p.just_pressed(b));
    for (key, button, action) in [
        (
            KeyCode::ArrowLeft,
            GamepadButton::DPadLeft,
            ReplayAction::Back,
        ),
        (
            KeyCode::ArrowRight,
            GamepadButton::DPadRight,
            ReplayAction::Forward,
        ),
        (
            KeyCode::Home,
            GamepadButton::LeftTrigger,
            ReplayAction::Start,
        ),
        (KeyCode::End, GamepadButton::RightTrigger, ReplayAction::End),
        (KeyCode::KeyP, GamepadButton::North, ReplayAction::PlayPause),
    ] {
        if keys.just_pressed(key) || pad(button) {
            replay.write(action);
        }
    }
    let filter = review.as_deref().and_then(|r| r.filter);
    let next_filter = match filter {
        None => Some(crate::rules::Side::First),
        Some(crate::rules::Side::First) => Some(crate::rules::Side::Second),
        Some(crate::rules::Side::Second) => None,
    };
    for (key, button, action) in [
        (KeyCode::KeyR, GamepadButton::West, ReviewAction::Start),
        (
            KeyCode::Comma,
            GamepadButton::LeftTrigger2,
            ReviewAction::PreviousMark,
        ),
        (
            KeyCode::Period,
            GamepadButton::RightTrigger2,
            ReviewAction::NextMark,
        ),
        (
            KeyCode::KeyF,
            GamepadButton::Select,
            ReviewAction::Filter(next_filter),
        ),
        (
            KeyCode::ArrowDown,
            GamepadButton::DPadDown,
            ReviewAction::Line(LineStep::Forward),
        ),
        (
            KeyCode::ArrowUp,
            GamepadButton::DPadUp,
            ReviewAction::Line(LineStep::Back),
        ),
    ] {
        if keys.just_pressed(key) || pad(button) {
            review_actions.write(action);
        }
    }
    if confirm_pressed(&keys, &pads) {
        nav.write(MatchNav::Rematch);
    } else if keys.just_pressed(KeyCode::Escape)
        || pads.iter().any(|p| p.just_pressed(GamepadButton::East))
    {
        nav.write(MatchNav::Title);
    }
}
