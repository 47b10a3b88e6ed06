//! Sound: every action answered by a sound that tells what happened, and calm music under it.
//!
//! One data path: moves (their diff: fills, claims, extra turns, passes, the Queen call),
//! refusals, the end of a match, menu focus and presses and a ready hint become [`SoundCue`]
//! messages ([`cue`], added by `ViewPlugin`, testable without an audio device); the output
//! ([`output::SoundOutputPlugin`], the game window only) plays the cues and the music through
//! bevy_kira_audio at the player's [`AudioSettings`](crate::app::settings::AudioSettings).
//! Every sound is synthesised at start-up ([`synth`]): there are no audio files.

pub mod cue;
pub mod output;
pub mod synth;

pub use cue::SoundCue;
pub use output::SoundOutputPlugin;

use bevy::prelude::*;

/// The cues (no output).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(cue::plugin);
}
