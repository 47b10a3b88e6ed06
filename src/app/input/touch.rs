//! Touch on the board (phones, tablets, touch screens): a tap is a click (picking does that for
//! every pointer), one finger dragged turns the camera, two fingers pinched zoom. Each sends a
//! [`CameraAction`], like the mouse. A finger that dragged does not also place a stone where it
//! was lifted ([`TouchGesture`]).

use crate::app::board::camera::CameraAction;
use crate::app::{GameSet, InMatch, Pause, Screen};
use bevy::input::touch::Touches;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TouchGesture>().add_systems(
        Update,
        touch_camera
            .in_set(GameSet::Input)
            .run_if(in_state(Pause::Running).or_else(in_state(Screen::End)))
            .run_if(in_state(InMatch)),
    );
}

/// How far (logical pixels) a finger moves before it is a drag rather than a tap.
pub const DRAG_START: f32 = 12.0;

/// The touch under way (or the last one): whether it became a camera gesture, so that lifting
/// the finger is not also a tap on the board.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TouchGesture {
    pub camera: bool,
}

fn touch_camera(
    touches: Option<Res<Touches>>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    mut gesture: ResMut<TouchGesture>,
    mut actions: MessageWriter<CameraAction>,
) {
    let Some(touches) = touches else { return };
    // A new touch while none was down starts a new gesture.
    if touches.any_just_pressed() && touches.iter().count() == touches.iter_just_pressed().count() {
        gesture.camera = false;
    }
    if egui.is_some_and(|e| e.wants_any_pointer_input()) {
        return;
    }
    let fingers: Vec<_> = touches.iter().collect();
    match fingers[..] {
        [one] => {
            if !gesture.camera && one.distance().length() >= DRAG_START {
                gesture.camera = true;
            }
            if gesture.camera && one.delta() != Vec2::ZERO {
                let d = one.delta();
                actions.write(CameraAction::Orbit(Vec2::new(-d.x * 0.006, d.y * 0.004)));
            }
        }
        [a, b, ..] => {
            gesture.camera = true;
            let now = a.position().distance(b.position());
            let before = (a.position() - a.delta()).distance(b.position() - b.delta());
            if now > 1.0 && before > 1.0 && now != before {
                // Fingers apart: closer to the board, by the ratio they moved.
                actions.write(CameraAction::Zoom(1.0 - before / now));
            }
        }
        [] => {}
    }
}
