//! A lower render scale when frames are slow (`docs/phones.md`, "Pixels"). The page draws at
//! the screen's pixel ratio capped at 2 (`web/loader.js`); when frames drawn one after another
//! take longer than [`SLOW_FRAME`] (the median of [`SAMPLES`]), the page draws at 1 from then
//! on: a quarter of the pixels, where a phone's chip or a software renderer cannot keep up.
//! The UI keeps its size: its logical pixels stay the page's CSS pixels.

use bevy::prelude::*;
use bevy::window::{PrimaryWindow, RequestRedraw};

/// A frame slower than this (under 20 a second) is slow.
pub const SLOW_FRAME: f64 = 0.05;
/// The frames measured before deciding.
pub const SAMPLES: usize = 12;
/// A longer gap is a hitch (a shader compiled, the tab hidden), not the frame rate.
pub const HITCH: f64 = 1.5;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(First, measure.after(bevy::time::TimeSystems));
}

/// Whether `gaps` (seconds between frames each asked for at once) show slow frames: at least
/// [`SAMPLES`] of them, their median over [`SLOW_FRAME`].
pub fn too_slow(gaps: &[f64]) -> bool {
    if gaps.len() < SAMPLES {
        return false;
    }
    let mut sorted = gaps.to_vec();
    sorted.sort_by(f64::total_cmp);
    sorted[sorted.len() / 2] > SLOW_FRAME
}

/// The gaps measured so far; `done` once lowered, or where there is nothing to lower.
#[derive(Default)]
struct Measured {
    gaps: Vec<f64>,
    done: bool,
}

/// A frame that follows one which asked for the next at once (`RequestRedraw`, written in
/// the last frame's `Last`) came after the last frame's whole cost: its gap is measured.
fn measure(
    mut asked: MessageReader<RequestRedraw>,
    time: Res<Time<Real>>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut measured: Local<Measured>,
) {
    let at_once = asked.read().count() > 0;
    if measured.done {
        return;
    }
    let Ok(window) = windows.single() else {
        return;
    };
    if window.scale_factor() <= 1.0 {
        return;
    }
    let gap = time.delta_secs_f64();
    if at_once && gap < HITCH {
        measured.gaps.push(gap);
        if measured.gaps.len() > SAMPLES {
            measured.gaps.remove(0);
        }
    }
    if too_slow(&measured.gaps) {
        measured.done = true;
        lower_pixel_ratio(gap);
    }
}

/// Asks the page (`web/loader.js`) to draw at a pixel ratio of 1; winit then sizes the canvas
/// anew and tells Bevy the new scale factor.
fn lower_pixel_ratio(gap: f64) {
    #[cfg(target_arch = "wasm32")]
    {
        use web_sys::js_sys;
        use web_sys::wasm_bindgen::{JsCast, JsValue};
        let lowered = web_sys::window().and_then(|w| {
            let f = js_sys::Reflect::get(&w, &JsValue::from_str("quartetLowerPixelRatio")).ok()?;
            f.dyn_into::<js_sys::Function>().ok()?.call0(&w).ok()
        });
        if lowered.is_none() {
            warn!(
                "frames are slow ({:.0} ms), but the page cannot lower its pixel ratio",
                gap * 1000.0
            );
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = gap;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slow_only_when_the_median_of_enough_frames_is_slow() {
        // Too few frames to judge.
        assert!(!too_slow(&[0.5; SAMPLES - 1]));
        assert!(too_slow(&[0.5; SAMPLES]));
        assert!(!too_slow(&[0.016; SAMPLES]));
        // A few slow frames among fast ones are hitches, not the frame rate.
        let mut mostly_fast = vec![0.016; SAMPLES];
        mostly_fast[..SAMPLES / 2 - 1].fill(0.4);
        assert!(!too_slow(&mostly_fast));
        mostly_fast[SAMPLES / 2 - 1] = 0.4;
        mostly_fast[SAMPLES / 2] = 0.4;
        assert!(too_slow(&mostly_fast));
    }
}
