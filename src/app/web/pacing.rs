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
use crate::app::hud::EguiButtons;
use crate::app::hud::replay::Replay;
use crate::app::learn::exercise::Exercise;
use crate::app::online::{LinkState, Online};
use crate::app::review::{GameReview, ReviewState};
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
/// After this long with nothing drawn anew, nothing waiting on a clock and no game server
/// linked, the page sleeps: no frame until an input or a [`soon`] (a phone's battery).
///
/// [`soon`]: crate::app::wake::soon
pub const SLEEP_AFTER: f64 = 2.0;
/// The sleeping page's one wait: a frame a minute, should something have been missed.
pub const SLEEP: Duration = Duration::from_secs(60);

#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(crate) fn plugin(app: &mut App) {
    app.insert_resource(settings(REST))
        .add_plugins((super::software::plugin, super::render_scale::plugin))
        .add_systems(Startup, crate::app::wake::listen)
        .add_systems(Last, pace_frames);
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Last, count_frames);
}

/// Bevy's update mode with `wait` between frames when none is asked for.
fn settings(wait: Duration) -> WinitSettings {
    WinitSettings {
        focused_mode: UpdateMode::reactive(wait),
        unfocused_mode: UpdateMode::reactive_low_power(wait),
    }
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

/// Whether the page may sleep ([`SLEEP`] between frames): nothing has been drawn anew or
/// used for [`SLEEP_AFTER`] seconds (`still_for`), and nothing waits on a clock between
/// frames (`waiting`: the AI or a hint searching, the coach's next move, a review, a game
/// server's link with its keep-alive and retries). A worker's reply, a slice's work and a
/// server's message wake the page themselves.
pub fn sleeps(still_for: f64, waiting: bool) -> bool {
    still_for >= SLEEP_AFTER && !waiting
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

/// What [`pace_frames`] remembers from frame to frame.
#[derive(Default)]
struct Memory {
    /// When an input last came (seconds of real time).
    input: f64,
    /// When a frame last drew something new or was asked for at once.
    busy: f64,
    /// The panel's buttons of the last egui pass.
    buttons: EguiButtons,
}

/// What waits on a clock between frames, for [`sleeps`].
#[derive(bevy::ecs::system::SystemParam)]
struct Waiting<'w> {
    thinking: Option<Res<'w, Thinking>>,
    hint: Option<Res<'w, HintSearch>>,
    exercise: Option<Res<'w, Exercise>>,
    review: Option<Res<'w, GameReview>>,
    online: Option<Res<'w, Online>>,
}

impl Waiting<'_> {
    fn any(&self) -> bool {
        self.thinking.is_some()
            || self.hint.is_some()
            || self.exercise.as_ref().is_some_and(|e| !e.queue.is_empty())
            || self
                .review
                .as_ref()
                .is_some_and(|r| matches!(r.state, ReviewState::Running(_)))
            || self
                .online
                .as_ref()
                .is_some_and(|o| o.link != LinkState::Stopped)
    }
}

fn pace_frames(
    (mut keys, mut buttons, mut moves, mut wheel, mut touches): Inputs,
    time: Res<Time<Real>>,
    mut last: Local<Memory>,
    egui_buttons: Option<Res<EguiButtons>>,
    waiting: Waiting,
    mut winit: ResMut<WinitSettings>,
    redrawn: Query<(), Redrawn>,
    timed: Query<(), Timed>,
    mut materials: MessageReader<AssetEvent<StandardMaterial>>,
    screen: Res<State<Screen>>,
    pause: Option<Res<State<Pause>>>,
    count: Option<Res<CountUp>>,
    replay: Option<Res<Replay>>,
    pads: Query<(), With<Gamepad>>,
    software: Res<super::software::SoftwareRenderer>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    // The panel's buttons as egui laid them out this frame: the page's hook lists them a
    // frame later (`web::page` runs before egui's pass), so a change needs one more frame.
    let buttons_moved = egui_buttons.is_some_and(|b| {
        let moved = *b != last.buttons;
        if moved {
            last.buttons = b.clone();
        }
        moved
    });
    let counting = *screen.get() == Screen::End && count.is_some_and(|c| !c.finished());
    let moving = !redrawn.is_empty()
        || buttons_moved
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
    let Memory {
        input: last_input,
        busy: last_busy,
        ..
    } = &mut *last;
    if used {
        *last_input = now;
    }
    let seen = Seen {
        moving,
        input: used || now - *last_input < AFTER_INPUT,
        pads: !pads.is_empty(),
        thinking_in_workers: waiting.thinking.as_ref().is_some_and(|t| t.0.in_workers())
            || waiting.hint.as_ref().is_some_and(|h| h.in_workers()),
        software: software.0,
    };
    let now_pace = pace(seen);
    if now_pace == Pace::Now || seen.moving || seen.input {
        *last_busy = now;
    }
    if now_pace == Pace::Now {
        redraw.write(RequestRedraw);
    }
    // Changing the mode costs one frame at once (bevy_winit's `state.rs`): only when it flips.
    let wait = if sleeps(now - *last_busy, waiting.any()) {
        SLEEP
    } else {
        REST
    };
    if winit.focused_mode != settings(wait).focused_mode {
        *winit = settings(wait);
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
    fn a_page_sleeps_only_when_still_for_a_while_and_nothing_waits_on_a_clock() {
        assert!(!sleeps(0.0, false));
        assert!(!sleeps(SLEEP_AFTER - 0.1, false));
        assert!(sleeps(SLEEP_AFTER, false));
        // The AI thinking, the coach's next move, a review, a server's keep-alive: awake.
        assert!(!sleeps(SLEEP_AFTER * 10.0, true));
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
