//! What the game did, as sounds: moves (with their diff), refusals, the end of a match, menu
//! focus and presses, and a hint being ready all become [`SoundCue`] messages here, and only
//! those are played (`output`). No audio device is needed, so headless tests read the cues.

use super::synth::Sound;
use crate::app::fx::animate::landing;
use crate::app::game::hint::Hint;
use crate::app::game::{CurrentMatch, MatchEnded, MoveApplied, MoveRejected, Seat};
use crate::app::input::menu_focus::MenuFocus;
use crate::app::settings::Settings;
use crate::app::{GameSet, InMatch};
use crate::rules::{AnyMove, Outcome, Side};
use bevy::prelude::*;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SoundCue>()
        .add_observer(press_cue)
        .add_systems(
            Update,
            (
                (move_cues, refusal_cues, end_cues)
                    .chain()
                    .run_if(in_state(InMatch)),
                hint_cue,
                focus_cue,
            )
                .after(GameSet::Apply),
        );
}

/// A sound to play: which, at what pitch (a playback rate, 1: as made), and how long after
/// now (to meet its animation).
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct SoundCue {
    pub sound: Sound,
    pub pitch: f32,
    pub delay: Duration,
}

impl SoundCue {
    pub fn now(sound: Sound) -> SoundCue {
        SoundCue {
            sound,
            pitch: 1.0,
            delay: Duration::ZERO,
        }
    }

    fn after(sound: Sound, delay: Duration) -> SoundCue {
        SoundCue {
            sound,
            pitch: 1.0,
            delay,
        }
    }
}

/// Each game's sound for a piece set down.
fn placement_sound(mv: AnyMove) -> Sound {
    match mv {
        AnyMove::Rush(_) => Sound::RushStone,
        AnyMove::Rekushu(_) => Sound::RekushuStone,
        AnyMove::Quadrex(_) => Sound::QuadrexTile,
        AnyMove::Cheversi(_) => Sound::CheversiPiece,
    }
}

/// The pitch of the `n`th cascade fill (0: the first): up a major pentatonic scale, so a long
/// cascade climbs and never sounds a clash.
pub fn fill_pitch(n: usize) -> f32 {
    const STEPS: [f32; 5] = [0.0, 2.0, 4.0, 7.0, 9.0];
    let semitones = 12.0 * (n / 5) as f32 + STEPS[n % 5];
    // Two octaves up at most: beyond, the scale starts again at the top.
    2f32.powf(semitones.min(24.0) / 12.0)
}

fn move_cues(
    mut applied: MessageReader<MoveApplied>,
    settings: Res<Settings>,
    mut cues: MessageWriter<SoundCue>,
) {
    let speed = settings.animation;
    for m in applied.read() {
        let diff = &m.diff;
        let first_landing = landing(0, speed);
        // A Quadrex swap places the stone elsewhere, but it is still a piece set down.
        cues.write(SoundCue::after(placement_sound(m.mv), first_landing));
        // The cascade: every stone after the move's own is a fill, landing in turn.
        for n in 1..diff.placed.len() {
            cues.write(SoundCue {
                sound: Sound::Fill,
                pitch: fill_pitch(n - 1),
                delay: landing(n, speed),
            });
        }
        let settled = landing(diff.placed.len().saturating_sub(1), speed);
        if diff.claimed.is_some() {
            cues.write(SoundCue::after(Sound::Claim, settled));
        }
        // (A last move can earn an extra turn that never comes: the game is over.)
        if diff.extra_turn && diff.next.is_some() {
            cues.write(SoundCue::after(Sound::ExtraTurn, settled));
        }
        for _ in &diff.passes {
            cues.write(SoundCue::after(Sound::Pass, settled));
        }
        if diff.queen_call {
            cues.write(SoundCue::after(Sound::QueenCall, settled));
        }
    }
}

fn refusal_cues(mut rejected: MessageReader<MoveRejected>, mut cues: MessageWriter<SoundCue>) {
    // One bump however many refusals a frame brings.
    if rejected.read().count() > 0 {
        cues.write(SoundCue::now(Sound::Illegal));
    }
}

/// The ending, heard from the human's side: their win or loss; a neutral ending when both
/// sides are human or both are the AI.
pub fn ending_sound(outcome: Outcome, seats: [Seat; 2]) -> Option<Sound> {
    let human = |side: Side| seats[side.index()].is_human();
    match outcome {
        Outcome::Ongoing => None,
        Outcome::Draw => Some(Sound::Draw),
        Outcome::Win(side) if human(side) != human(side.other()) => {
            Some(if human(side) { Sound::Win } else { Sound::Loss })
        }
        Outcome::Win(_) => Some(Sound::GameOver),
    }
}

fn end_cues(
    mut ended: MessageReader<MatchEnded>,
    current: Option<Res<CurrentMatch>>,
    settings: Res<Settings>,
    mut cues: MessageWriter<SoundCue>,
) {
    let Some(current) = current else {
        ended.clear();
        return;
    };
    for e in ended.read() {
        if let Some(sound) = ending_sound(e.outcome, current.seats) {
            // After the last stone has landed.
            let delay = landing(1, settings.animation) + Duration::from_millis(150);
            cues.write(SoundCue::after(sound, delay));
        }
    }
}

fn hint_cue(hint: Option<Res<Hint>>, mut cues: MessageWriter<SoundCue>) {
    if hint.is_some_and(|h| h.is_added()) {
        cues.write(SoundCue::now(Sound::HintReady));
    }
}

/// The focus moving (keys, pad) or the mouse coming over a button.
fn focus_cue(
    focus: Res<MenuFocus>,
    hovered: Query<&Interaction, (Changed<Interaction>, With<Button>)>,
    mut cues: MessageWriter<SoundCue>,
) {
    let moved = focus.is_changed() && focus.0.is_some();
    if moved || hovered.iter().any(|i| *i == Interaction::Hovered) {
        cues.write(SoundCue::now(Sound::MenuFocus));
    }
}

/// A menu button clicked (the mouse, or Enter / a pad pressing the focus, which click too).
fn press_cue(
    click: On<Pointer<Click>>,
    buttons: Query<(), With<Button>>,
    mut cues: MessageWriter<SoundCue>,
) {
    if buttons.contains(click.entity) {
        cues.write(SoundCue::now(Sound::MenuPress));
    }
}
