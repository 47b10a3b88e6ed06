//! The pad's buttons that are not the board's (`board_actions`: cursor, South, East undo, West
//! redo, North hint) send the same actions as the keys: the right stick turns the board, the
//! triggers zoom and the bumpers step through Cheversi's pieces. (Start pauses: the pause
//! menu; Select opens the actions menu: `actions_menu`.)

use crate::app::board::camera::CameraAction;
use crate::app::game::SelectedPiece;
use crate::app::{GameSet, Pause};
use crate::rules::Piece;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        pad_actions
            .in_set(GameSet::Input)
            .run_if(in_state(Pause::Running)),
    );
}

fn pad_actions(
    pads: Query<&Gamepad>,
    time: Res<Time>,
    mut camera: MessageWriter<CameraAction>,
    mut selected: ResMut<SelectedPiece>,
) {
    for pad in &pads {
        // The bumpers step through Cheversi's pieces, as the tray or K Q R B N choose them.
        for (button, by) in [
            (GamepadButton::LeftTrigger, 4),
            (GamepadButton::RightTrigger, 1),
        ] {
            if pad.just_pressed(button) {
                selected.0 = Piece::ALL[(selected.0.index() + by) % Piece::ALL.len()];
            }
        }
        let turn = pad.right_stick();
        if turn.length() > 0.2 {
            let dt = time.delta_secs();
            camera.write(CameraAction::Orbit(Vec2::new(
                -turn.x * 2.0 * dt,
                turn.y * 1.2 * dt,
            )));
        }
        let zoom = pad.get(GamepadButton::RightTrigger2).unwrap_or(0.0)
            - pad.get(GamepadButton::LeftTrigger2).unwrap_or(0.0);
        if zoom.abs() > 0.1 {
            camera.write(CameraAction::Zoom(zoom * time.delta_secs()));
        }
    }
}
