//! A finger on a small board (docs/phones.md, "Touch"): where the points are closer than a
//! fingertip (under [`SMALL_POINT`] CSS pixels apart, as on 19x19 in portrait), a first tap
//! shows the move, magnified, with the rules' reason if it is refused, and a second tap on the
//! same point places it (Lichess and OGS offer the same confirmation). A setting turns it off
//! (`Settings::confirm_taps`). A stone placed by a finger gives a short vibration where the
//! browser allows it (`Settings::vibrate`).

use crate::app::board::camera::BoardCamera;
use crate::app::board::world;
use crate::app::game::{CurrentMatch, MoveApplied};
use crate::app::settings::Settings;
use crate::app::{GameSet, InMatch};
use crate::rules::Coord;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TapPreview>().add_systems(
        Update,
        (measure_pitch, forget_preview)
            .in_set(GameSet::View)
            .run_if(in_state(InMatch)),
    );
}

/// Points closer than this (logical pixels) are too small to hit surely with a finger: about
/// a fingertip's contact, and under the platforms' 44-48 px targets.
pub const SMALL_POINT: f32 = 32.0;

/// The point a first tap showed, waiting for the second, and how far apart the points are on
/// screen.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct TapPreview {
    pub at: Option<Coord>,
    /// The distance between two neighbouring points on screen, in logical pixels.
    pub pitch: f32,
    /// A finger placed a stone this frame (for the vibration).
    pub placed: bool,
}

impl TapPreview {
    /// Whether a tap should only show the move (the points are small and the player wants the
    /// second tap).
    pub fn wanted(&self, settings: &Settings) -> bool {
        settings.confirm_taps && self.pitch > 0.0 && self.pitch < SMALL_POINT
    }

    /// A tap on `at`: whether it places (`true`), or only shows the move there.
    pub fn tap(&mut self, at: Coord, settings: &Settings) -> bool {
        if !self.wanted(settings) || self.at == Some(at) {
            self.at = None;
            self.placed = true;
            return true;
        }
        self.at = Some(at);
        false
    }
}

/// How far apart two neighbouring points are on screen, from the board's camera.
fn measure_pitch(
    current: Option<Res<CurrentMatch>>,
    cameras: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    mut preview: ResMut<TapPreview>,
) {
    let (Some(current), Some((camera, eye))) = (current, cameras.iter().find(|(c, _)| c.is_active))
    else {
        return;
    };
    let n = current.game.size();
    let mid = n / 2;
    let (a, b) = (
        world(Coord::new(mid, mid), n, 0.0),
        world(Coord::new((mid + 1).min(n - 1), mid), n, 0.0),
    );
    if let (Ok(pa), Ok(pb)) = (
        camera.world_to_viewport(eye, a),
        camera.world_to_viewport(eye, b),
    ) {
        let pitch = pa.distance(pb);
        if (preview.pitch - pitch).abs() > 0.5 {
            preview.pitch = pitch;
        }
    }
}

/// Any move, or another match, ends the wait for a second tap.
fn forget_preview(
    mut applied: MessageReader<MoveApplied>,
    current: Option<Res<CurrentMatch>>,
    settings: Res<Settings>,
    mut preview: ResMut<TapPreview>,
) {
    let moved = applied.read().count() > 0;
    let placed = std::mem::take(&mut preview.bypass_change_detection().placed);
    if placed && moved && settings.vibrate {
        vibrate();
    }
    let changed = current.is_none_or(|c| c.is_added());
    if preview.at.is_some() && (moved || changed) {
        preview.at = None;
    }
}

/// A short buzz, where the browser can (Android's; iOS has none).
fn vibrate() {
    #[cfg(target_arch = "wasm32")]
    if let Some(window) = web_sys::window() {
        // A refusal only means no buzz.
        let _ = window.navigator().vibrate_with_duration(15);
    }
}
