//! The mouse and keyboard on the board's camera: right or middle drag turns it, the wheel
//! zooms (not while the pointer is over the HUD), `[` `]` PgUp PgDn turn it, V switches the
//! 3D and flat views, Home resets. Each sends a [`CameraAction`]. (The pad's stick and
//! triggers: `pad`.)

use crate::app::board::camera::CameraAction;
use crate::app::{GameSet, InMatch, Pause, Screen};
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        mouse_and_keys
            .in_set(GameSet::Input)
            .run_if(in_state(Pause::Running).or_else(in_state(Screen::End)))
            .run_if(in_state(InMatch)),
    );
}

/// Right or middle drag orbits, the wheel zooms, V switches the view, Home resets. The mouse
/// is left alone while it is over the HUD (scrolling the move list must not zoom).
fn mouse_and_keys(
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mouse: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    mut actions: MessageWriter<CameraAction>,
) {
    if keys.just_pressed(KeyCode::KeyV) {
        actions.write(CameraAction::ToggleView);
    }
    if keys.just_pressed(KeyCode::Home) {
        actions.write(CameraAction::Reset);
    }
    if egui.is_some_and(|e| e.wants_any_pointer_input()) {
        return;
    }
    let dragging = mouse.pressed(MouseButton::Right) || mouse.pressed(MouseButton::Middle);
    if dragging && motion.delta != Vec2::ZERO {
        actions.write(CameraAction::Orbit(Vec2::new(
            -motion.delta.x * 0.006,
            motion.delta.y * 0.004,
        )));
    }
    let mut turn = Vec2::ZERO;
    for (key, by) in [
        (KeyCode::BracketLeft, Vec2::new(-0.03, 0.0)),
        (KeyCode::BracketRight, Vec2::new(0.03, 0.0)),
        (KeyCode::PageUp, Vec2::new(0.0, 0.02)),
        (KeyCode::PageDown, Vec2::new(0.0, -0.02)),
    ] {
        if keys.pressed(key) {
            turn += by;
        }
    }
    if turn != Vec2::ZERO {
        actions.write(CameraAction::Orbit(turn));
    }
    if scroll.delta.y != 0.0 {
        let lines = match scroll.unit {
            MouseScrollUnit::Line => scroll.delta.y,
            MouseScrollUnit::Pixel => scroll.delta.y / 40.0,
        };
        actions.write(CameraAction::Zoom(lines * 0.08));
    }
}
