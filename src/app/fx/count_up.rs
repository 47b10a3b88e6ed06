//! The end screen's score counting up from 0 to the final values, eased, over about a second
//! (scaled by the animation speed setting; `Off` shows the final values at once).

use crate::app::Screen;
use crate::app::settings::Settings;
use bevy::prelude::*;
use std::time::Duration;

/// How long the count takes at normal animation speed.
pub const COUNT_TIME: Duration = Duration::from_millis(1000);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CountUp>()
        .add_systems(OnEnter(Screen::End), restart)
        .add_systems(Update, advance.run_if(in_state(Screen::End)));
}

/// Time since the end screen opened, and how long the count takes.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct CountUp {
    pub elapsed: Duration,
    pub total: Duration,
}

impl CountUp {
    /// The value shown now for a final value of `target`.
    pub fn value(&self, target: i32) -> i32 {
        count_value(target, self.elapsed, self.total)
    }

    pub fn finished(&self) -> bool {
        self.elapsed >= self.total
    }
}

/// The value shown `elapsed` into a count of `total` towards `target`: 0 at the start,
/// `target` at the end, never going back in between (an ease-out cubic curve).
pub fn count_value(target: i32, elapsed: Duration, total: Duration) -> i32 {
    if total.is_zero() || elapsed >= total {
        return target;
    }
    let t = elapsed.as_secs_f32() / total.as_secs_f32();
    let eased = EasingCurve::new(0.0_f32, 1.0, EaseFunction::CubicOut).sample_clamped(t);
    (target as f32 * eased).round() as i32
}

fn restart(mut count: ResMut<CountUp>, settings: Res<Settings>) {
    *count = CountUp {
        elapsed: Duration::ZERO,
        total: settings.animation.scale(COUNT_TIME),
    };
}

fn advance(mut count: ResMut<CountUp>, time: Res<Time>) {
    if !count.finished() {
        count.elapsed += time.delta();
    }
}
