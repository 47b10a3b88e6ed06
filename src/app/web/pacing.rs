//! Frames in the browser only when they show something new (`docs/web.md`, "Frames on
//! demand"). Where the page renders in software, every frame costs a core's worth of the
//! machine that the AI's workers would otherwise have; a still board needs none.
//!
//! Bevy's reactive update mode runs a frame when an input arrives, when [`soon`] asks
//! (a worker's reply, work done a slice per frame), when the last frame asked with
//! `RequestRedraw` (egui does for its own animations), or when the mode's wait runs out. Each
//! frame this plugin looks at what changed and picks the next frame's [`Pace`].
//!
//! [`soon`]: crate::app::wake::soon

use crate::app::board::attacks::Ray;
use crate::app::fx::animate::{Glow, Tween};
use crate::app::fx::banner::Banner;
use crate::app::fx::count_up::CountUp;
use crate::app::game::ai_turn::Thinking;
use crate::app::game::hint::HintSearch;
use crate::app::hud::replay::Replay;
use crate::app::screens::fade::Veil;
use crate::app::screens::toast::Toast;
use crate::app::{Pause, Screen};
use bevy::input::gamepad::Gamepad;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use std::time::Duration;

/// How long a page waits for its next frame when none is needed at once (a frame also comes
/// with any input). The one wait of Bevy's update mode, which never changes: Bevy answers a
/// change of mode with a frame at once.
pub const REST: Duration = Duration::from_millis(150);
/// After an input (a key, the mouse, a touch), every frame is drawn for this long: what the
/// input starts shows at once, and the next input is answered at once.
pub const AFTER_INPUT: f64 = 0.5;

#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(crate) fn plugin(app: &mut App) {
    app.insert_resource(WinitSettings {
        focused_mode: UpdateMode::reactive(REST),
        unfocused_mode: UpdateMode::reactive_low_power(REST),
    })
    .add_plugins(super::software::plugin)
    .add_systems(Startup, crate::app::wake::listen)
    .add_systems(Last, pace_frames);
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Last, count_frames);
}

/// The frames drawn, as the canvas's `data-frames` (the browser test checks a still page rests).
#[cfg(target_arch = "wasm32")]
fn count_frames(frames: Res<bevy::diagnostic::FrameCount>) {
    if let Some(canvas) = super::page::canvas() {
        // An attribute the page refuses only costs the hook, never the game.
        let _ = canvas.set_attribute("data-frames", &frames.0.to_string());
    }
}

/// What the last frame saw, for [`pace`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seen {
    /// Something on screen moved or changed, or runs on a clock (an animation, a fade, a
    /// banner, a toast, the count-up, the replay's autoplay), or the screen changed.
    pub moving: bool,
    /// A gamepad is connected: pads are read once a frame, never as events that wake the page.
    pub pads: bool,
    /// A key, the mouse or a touch was used within [`AFTER_INPUT`].
    pub input: bool,
    /// The AI searches for its move or a hint in the workers.
    pub thinking_in_workers: bool,
    /// The renderer runs on the CPU ([`super::software`]), beside the workers.
    pub software: bool,
}

/// The next frame: at once (another is asked for), or after [`REST`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    Now,
    Rest,
}

/// The pace for what a frame saw: every frame while something moves, the AI thinks (its
/// spinner turns) or a pad is connected, and one per [`REST`] when still. Where the renderer
/// is software, the AI thinking in the workers gets the cores: one frame per [`REST`], moving
/// or not, unless the player is using a key, the mouse or a touch.
pub fn pace(seen: Seen) -> Pace {
    match seen {
        Seen { pads: true, .. } | Seen { input: true, .. } => Pace::Now,
        Seen {
            thinking_in_workers: true,
            software: true,
            ..
        } => Pace::Rest,
        Seen { moving: true, .. }
        | Seen {
            thinking_in_workers: true,
            ..
        } => Pace::Now,
        Seen { .. } => Pace::Rest,
    }
}

/// Anything drawn that changed this frame.
type Redrawn = Or<(
    Changed<Transform>,
    Changed<Visibility>,
    Changed<Node>,
    Changed<BackgroundColor>,
    Changed<TextColor>,
    Changed<Text>,
    Changed<ImageNode>,
    Changed<MeshMaterial3d<StandardMaterial>>,
)>;

/// What changes on a clock, frame after frame, until it ends.
type Timed = Or<(
    With<Tween>,
    With<Glow>,
    With<Banner>,
    With<Veil>,
    With<Ray>,
    With<Toast>,
)>;

/// Any input this frame.
type Inputs<'w, 's> = (
    MessageReader<'w, 's, bevy::input::keyboard::KeyboardInput>,
    MessageReader<'w, 's, bevy::input::mouse::MouseButtonInput>,
    MessageReader<'w, 's, CursorMoved>,
    MessageReader<'w, 's, bevy::input::mouse::MouseWheel>,
    MessageReader<'w, 's, TouchInput>,
);

#[allow(clippy::too_many_arguments)]
fn pace_frames(
    (mut keys, mut buttons, mut moves, mut wheel, mut touches): Inputs,
    time: Res<Time<Real>>,
    mut last_input: Local<f64>,
    redrawn: Query<(), Redrawn>,
    timed: Query<(), Timed>,
    mut materials: MessageReader<AssetEvent<StandardMaterial>>,
    screen: Res<State<Screen>>,
    pause: Option<Res<State<Pause>>>,
    count: Option<Res<CountUp>>,
    replay: Option<Res<Replay>>,
    pads: Query<(), With<Gamepad>>,
    thinking: Option<Res<Thinking>>,
    hint: Option<Res<HintSearch>>,
    software: Res<super::software::SoftwareRenderer>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let counting = *screen.get() == Screen::End && count.is_some_and(|c| !c.finished());
    let moving = !redrawn.is_empty()
        || !timed.is_empty()
        || materials.read().count() > 0
        || screen.is_changed()
        || pause.is_some_and(|p| p.is_changed())
        || counting
        || replay.is_some_and(|r| r.playing);
    let now = time.elapsed_secs_f64();
    let used = keys.read().count()
        + buttons.read().count()
        + moves.read().count()
        + wheel.read().count()
        + touches.read().count()
        > 0;
    if used {
        *last_input = now;
    }
    let seen = Seen {
        moving,
        input: used || now - *last_input < AFTER_INPUT,
        pads: !pads.is_empty(),
        thinking_in_workers: thinking.is_some_and(|t| t.0.in_workers())
            || hint.is_some_and(|h| h.in_workers()),
        software: software.0,
    };
    if pace(seen) == Pace::Now {
        redraw.write(RequestRedraw);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_still_page_rests_and_anything_moving_draws_at_once() {
        assert_eq!(pace(Seen::default()), Pace::Rest);
        let moving = Seen {
            moving: true,
            ..default()
        };
        assert_eq!(pace(moving), Pace::Now);
        // Pads are polled, not heard: with one connected every frame is drawn.
        let pads = Seen {
            pads: true,
            ..default()
        };
        assert_eq!(pace(pads), Pace::Now);
        // With a GPU the spinner turns every frame while the AI thinks.
        let thinking = Seen {
            thinking_in_workers: true,
            ..default()
        };
        assert_eq!(pace(thinking), Pace::Now);
    }

    #[test]
    fn a_software_renderer_rests_while_the_ai_thinks_but_not_after_an_input() {
        let thinking = Seen {
            thinking_in_workers: true,
            software: true,
            ..default()
        };
        assert_eq!(pace(thinking), Pace::Rest);
        let moving = Seen {
            moving: true,
            ..thinking
        };
        assert_eq!(pace(moving), Pace::Rest);
        // Every frame just after an input, even while the AI thinks.
        let input = Seen {
            input: true,
            ..moving
        };
        assert_eq!(pace(input), Pace::Now);
        // Once it has answered, what moves is drawn at once again.
        let answered = Seen {
            thinking_in_workers: false,
            ..moving
        };
        assert_eq!(pace(answered), Pace::Now);
    }
}
