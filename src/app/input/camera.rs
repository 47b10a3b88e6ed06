//! The mouse and keyboard on the board's camera: right or middle drag turns it (in the flat
//! view slides the board under the pointer), the wheel zooms (not while the pointer is over
//! the HUD), `[` `]` PgUp PgDn turn it, V switches the 3D and flat views, Home resets. Each
//! sends a [`CameraAction`]. (The pad's stick and triggers: `pad`.)

use super::touch::slide;
use crate::app::board::camera::{BoardCamera, CameraAction};
use crate::app::settings::{BoardView, Settings};
use crate::app::{GameSet, InMatch, Pause, Screen};
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

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
    settings: Res<Settings>,
    windows: Query<&Window, With<PrimaryWindow>>,
    cameras: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    mut last_pointer: Local<Option<Vec2>>,
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
    // The flat view slides by the pointer's own positions (the motion's units are the
    // device's, not the window's).
    let pointer = windows.iter().next().and_then(Window::cursor_position);
    let before = std::mem::replace(&mut *last_pointer, pointer.filter(|_| dragging));
    if dragging && settings.view == BoardView::TwoD {
        if let (Some(from), Some(at), Some((camera, eye))) =
            (before, pointer, cameras.iter().next())
            && from != at
            && let Some(by) = slide(camera, eye, from, at)
        {
            actions.write(CameraAction::Pan(by));
        }
    } else if dragging && motion.delta != Vec2::ZERO {
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
