//! Touch on the board (phones, tablets, touch screens): a tap is a click (picking does that for
//! every pointer); one finger dragged turns the camera (3D) or slides the board (the flat
//! view); two fingers pinched zoom and, moved together, slide the board, in both views (the
//! board's point under the fingers stays under them). Each sends a [`CameraAction`], like the
//! mouse. A finger that dragged does not also place a stone where it was lifted
//! ([`TouchGesture`]).

use crate::app::board::camera::{BoardCamera, CameraAction};
use crate::app::settings::{BoardView, Settings};
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

/// The touches that moved the camera (the latest few), so that lifting one is not also a tap
/// on the board. By touch, not by moment: a quick tap can be pressed and lifted within one
/// frame, and picking may see its click before this frame's [`touch_camera`] has seen it.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct TouchGesture {
    moved_camera: Vec<u64>,
}

impl TouchGesture {
    /// How many touches are remembered: more than fingers on a screen.
    const KEPT: usize = 10;

    /// Whether touch `id` moved the camera.
    pub fn moved_camera(&self, id: u64) -> bool {
        self.moved_camera.contains(&id)
    }

    fn mark(&mut self, id: u64) {
        if !self.moved_camera(id) {
            self.moved_camera.push(id);
            let extra = self.moved_camera.len().saturating_sub(Self::KEPT);
            self.moved_camera.drain(..extra);
        }
    }
}

/// How far the view slides on the board's plane (x, z) for a point of the window moved from
/// `from` to `to` (logical pixels) under `camera`: the board's point that was under `from`
/// ends under `to`. `None` where either misses the plane.
pub fn slide(camera: &Camera, eye: &GlobalTransform, from: Vec2, to: Vec2) -> Option<Vec2> {
    let on_board = |at: Vec2| {
        let ray = camera.viewport_to_world(eye, at).ok()?;
        let along = ray.intersect_plane(Vec3::ZERO, InfinitePlane3d::new(Vec3::Y))?;
        Some(ray.get_point(along).xz())
    };
    Some(on_board(from)? - on_board(to)?)
}

fn touch_camera(
    touches: Option<Res<Touches>>,
    egui: Option<Res<bevy_egui::input::EguiWantsInput>>,
    settings: Res<Settings>,
    cameras: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    mut gesture: ResMut<TouchGesture>,
    mut actions: MessageWriter<CameraAction>,
) {
    let Some(touches) = touches else { return };
    if egui.is_some_and(|e| e.wants_any_pointer_input()) {
        return;
    }
    let slide_by = |from: Vec2, to: Vec2| {
        let (camera, eye) = cameras.iter().next()?;
        slide(camera, eye, from, to)
    };
    let fingers: Vec<_> = touches.iter().collect();
    match fingers[..] {
        [one] => {
            if one.distance().length() >= DRAG_START {
                gesture.mark(one.id());
            }
            let d = one.delta();
            if gesture.moved_camera(one.id()) && d != Vec2::ZERO {
                if settings.view == BoardView::TwoD {
                    if let Some(by) = slide_by(one.position() - d, one.position()) {
                        actions.write(CameraAction::Pan(by));
                    }
                } else {
                    actions.write(CameraAction::Orbit(Vec2::new(-d.x * 0.006, d.y * 0.004)));
                }
            }
        }
        [a, b, ..] => {
            gesture.mark(a.id());
            gesture.mark(b.id());
            let now = a.position().distance(b.position());
            let before = (a.position() - a.delta()).distance(b.position() - b.delta());
            if now > 1.0 && before > 1.0 && now != before {
                // Fingers apart: closer to the board, by the ratio they moved.
                actions.write(CameraAction::Zoom(1.0 - before / now));
            }
            // The two fingers moved together: the board slides with their midpoint.
            let middle = (a.position() + b.position()) * 0.5;
            let moved = (a.delta() + b.delta()) * 0.5;
            if moved != Vec2::ZERO
                && let Some(by) = slide_by(middle - moved, middle)
            {
                actions.write(CameraAction::Pan(by));
            }
        }
        [] => {}
    }
}
