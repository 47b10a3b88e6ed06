//! The replay viewer: the move list's steps (start, back, forward, end) and autoplay at a
//! chosen speed, for a finished game on the end screen (also one opened from Load) and for the
//! moves so far during play. Buttons, keys and pads send a [`ReplayAction`]; the logic here
//! (headless, testable) turns it into the same `PlayerAction::View` a click on a move sends.

use crate::app::game::{CurrentMatch, PlayerAction};
use crate::app::{GameSet, InMatch};
use bevy::prelude::*;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Replay>()
        .add_message::<ReplayAction>()
        .add_systems(
            Update,
            (take_actions, autoplay)
                .chain()
                .in_set(GameSet::Input)
                .run_if(in_state(InMatch)),
        )
        .add_systems(OnExit(InMatch), stop);
}

/// How fast autoplay goes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ReplaySpeed {
    Slow,
    #[default]
    Normal,
    Fast,
}

impl ReplaySpeed {
    /// The time each position stays on the board.
    pub fn step(self) -> Duration {
        match self {
            ReplaySpeed::Slow => Duration::from_millis(2000),
            ReplaySpeed::Normal => Duration::from_millis(1000),
            ReplaySpeed::Fast => Duration::from_millis(400),
        }
    }

    /// Its name (its message).
    pub fn label_id(self) -> &'static str {
        match self {
            ReplaySpeed::Slow => "replay-slow",
            ReplaySpeed::Normal => "replay-normal",
            ReplaySpeed::Fast => "replay-fast",
        }
    }

    fn next(self) -> ReplaySpeed {
        match self {
            ReplaySpeed::Slow => ReplaySpeed::Normal,
            ReplaySpeed::Normal => ReplaySpeed::Fast,
            ReplaySpeed::Fast => ReplaySpeed::Slow,
        }
    }
}

/// Whether autoplay runs, at which speed, and when it steps next (seconds of `Time`).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq)]
pub struct Replay {
    pub playing: bool,
    pub speed: ReplaySpeed,
    next_at: f32,
}

/// What the replay controls ask.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayAction {
    /// The position before the game's first move.
    Start,
    Back,
    Forward,
    /// The last position (the live one).
    End,
    /// Autoplay on or off (from the start when at the end).
    PlayPause,
    /// The next speed (slow, normal, fast, round).
    Speed,
}

fn take_actions(
    mut asked: MessageReader<ReplayAction>,
    current: Option<Res<CurrentMatch>>,
    time: Res<Time>,
    mut replay: ResMut<Replay>,
    mut view: MessageWriter<PlayerAction>,
) {
    let Some(current) = current else {
        asked.clear();
        return;
    };
    let len = current.game.len();
    let at = current.viewing().unwrap_or(len);
    let show = |k: usize| PlayerAction::View((k < len).then_some(k));
    for action in asked.read() {
        match action {
            ReplayAction::Start => view.write(show(0)),
            ReplayAction::Back => view.write(show(at.saturating_sub(1))),
            ReplayAction::Forward => view.write(show((at + 1).min(len))),
            ReplayAction::End => view.write(show(len)),
            ReplayAction::PlayPause => {
                replay.playing = !replay.playing;
                if replay.playing {
                    if at >= len {
                        view.write(show(0));
                    }
                    replay.next_at = time.elapsed_secs() + replay.speed.step().as_secs_f32();
                }
                continue;
            }
            ReplayAction::Speed => {
                replay.speed = replay.speed.next();
                continue;
            }
        };
        // A step by hand stops autoplay.
        replay.playing = false;
    }
}

/// One position further each step; at the end autoplay stops.
fn autoplay(
    current: Option<Res<CurrentMatch>>,
    time: Res<Time>,
    mut replay: ResMut<Replay>,
    mut view: MessageWriter<PlayerAction>,
) {
    let Some(current) = current.filter(|_| replay.playing) else {
        return;
    };
    let now = time.elapsed_secs();
    if now < replay.next_at {
        return;
    }
    let len = current.game.len();
    let at = current.viewing().unwrap_or(len);
    if at >= len {
        replay.playing = false;
        return;
    }
    view.write(PlayerAction::View((at + 1 < len).then_some(at + 1)));
    replay.next_at = now + replay.speed.step().as_secs_f32();
    if at + 1 >= len {
        replay.playing = false;
    }
}

fn stop(mut replay: ResMut<Replay>) {
    replay.playing = false;
}
