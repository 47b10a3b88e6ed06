//! Playing through bevy_kira_audio (the game window only; tests use the cues alone): the
//! synthesised sounds as assets, a music channel and an effects channel at the player's
//! volumes, each [`SoundCue`] played when its delay has passed, the music following the
//! screen (menus or a match) and ducked under the effects.
//!
//! Without a sound card kira logs one warning and plays nothing; then this plugin stops
//! sending it anything, so nothing piles up.

use super::cue::SoundCue;
use super::synth::{MUSIC_RATE, Music, RATE, Sound, render, render_music};
use crate::app::Screen;
use crate::app::settings::{AudioSettings, Settings};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy_kira_audio::prelude::{
    AudioApp, AudioChannel, AudioControl, AudioInstance, AudioPlugin, AudioSource, Decibels, Frame,
    PlaybackState, StaticSoundData, StaticSoundSettings,
};
use std::time::Duration;

/// Sound through the computer's speakers.
pub struct SoundOutputPlugin;

impl Plugin for SoundOutputPlugin {
    fn build(&self, app: &mut App) {
        // kira opens the device here, on this thread. Without a sound card alsa-lib would
        // print a dozen lines to the terminal; they go to a buffer instead (kira still logs
        // one warning, and the game plays silently).
        #[cfg(target_os = "linux")]
        let alsa_errors = alsa::Output::local_error_handler().ok();
        app.add_plugins(AudioPlugin);
        #[cfg(target_os = "linux")]
        if let Some(errors) = alsa_errors {
            let text = errors.borrow().to_string();
            if !text.trim().is_empty() {
                debug!("alsa-lib: {}", text.trim());
            }
        }
        app.add_audio_channel::<MusicChannel>()
            .add_audio_channel::<EffectsChannel>()
            .init_resource::<Pending>()
            .init_resource::<Output>()
            .add_systems(Startup, make_sounds)
            .add_systems(
                Update,
                (
                    notice_no_output,
                    take_cues,
                    play_due,
                    follow_screen,
                    set_volumes,
                )
                    .chain(),
            );
    }
}

/// The music's channel.
#[derive(Resource)]
struct MusicChannel;

/// The effects' channel.
#[derive(Resource)]
struct EffectsChannel;

/// How far the music dips under an effect (dB), and for how long after it.
const DUCK_DB: f32 = 9.0;
const DUCK_HOLD: f32 = 0.7;
/// How long the music takes to fade in, out, or back up after a dip.
const MUSIC_FADE: Duration = Duration::from_millis(900);
const DUCK_FADE: Duration = Duration::from_millis(120);

/// The synthesised sounds as assets.
#[derive(Resource, Default)]
struct Bank {
    effects: HashMap<Sound, Handle<AudioSource>>,
    music: HashMap<Music, Handle<AudioSource>>,
}

/// Cues waiting for their time (seconds of `Time<Real>`).
#[derive(Resource, Default)]
struct Pending(Vec<(f32, SoundCue)>);

/// What the output is doing.
#[derive(Resource, Default)]
struct Output {
    /// The loop playing, and its instance.
    music: Option<(Music, Handle<AudioInstance>)>,
    /// Until when the music is dipped (seconds of `Time<Real>`).
    duck_until: f32,
    /// The volumes last set: (music dB, effects dB).
    volumes: Option<(f32, f32)>,
    /// Whether the output was checked for a sound card (once, after two seconds).
    checked: bool,
    /// No sound card (kira could not start): send nothing more.
    off: bool,
}

/// Samples as a kira sound (mono, in both ears), or why they cannot be played: empty, not
/// numbers, or clipping.
pub fn sound_data(samples: &[f32], rate: u32) -> Result<StaticSoundData, String> {
    if samples.is_empty() {
        return Err("it is empty".to_string());
    }
    if let Some(bad) = samples.iter().find(|s| !s.is_finite() || s.abs() >= 1.0) {
        return Err(format!("a sample is {bad}, outside -1..1"));
    }
    Ok(StaticSoundData {
        sample_rate: rate,
        frames: samples.iter().map(|&s| Frame::from_mono(s)).collect(),
        settings: StaticSoundSettings::default(),
        slice: None,
    })
}

fn make_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let mut bank = Bank::default();
    for sound in Sound::ALL {
        match sound_data(&render(sound), RATE) {
            Ok(sound_data) => {
                let handle = sources.add(AudioSource { sound: sound_data });
                bank.effects.insert(sound, handle);
            }
            Err(why) => warn!("sound {}: {why}; the game goes on without it", sound.name()),
        }
    }
    for music in Music::ALL {
        match sound_data(&render_music(music), MUSIC_RATE) {
            Ok(sound_data) => {
                let handle = sources.add(AudioSource { sound: sound_data });
                bank.music.insert(music, handle);
            }
            Err(why) => warn!("music {}: {why}; the game goes on without it", music.name()),
        }
    }
    commands.insert_resource(bank);
}

fn take_cues(
    mut cues: MessageReader<SoundCue>,
    time: Res<Time<Real>>,
    mut pending: ResMut<Pending>,
    output: Res<Output>,
) {
    let now = time.elapsed_secs();
    for cue in cues.read() {
        if !output.off {
            pending.0.push((now + cue.delay.as_secs_f32(), *cue));
        }
    }
}

fn play_due(
    time: Res<Time<Real>>,
    bank: Option<Res<Bank>>,
    settings: Res<Settings>,
    effects: Res<AudioChannel<EffectsChannel>>,
    mut pending: ResMut<Pending>,
    mut output: ResMut<Output>,
) {
    let Some(bank) = bank else { return };
    let now = time.elapsed_secs();
    let mut due = Vec::new();
    pending.0.retain(|(at, cue)| {
        if *at <= now {
            due.push(*cue);
        }
        *at > now
    });
    if settings.audio.muted {
        return;
    }
    for cue in due {
        let Some(handle) = bank.effects.get(&cue.sound) else {
            continue;
        };
        effects
            .play(handle.clone())
            .with_playback_rate(f64::from(cue.pitch));
        if !matches!(cue.sound, Sound::MenuFocus | Sound::MenuPress) {
            output.duck_until = now + DUCK_HOLD;
        }
    }
}

/// The menus' loop on the menu screens, the quieter one in a match; a change fades across.
fn follow_screen(
    screen: Res<State<Screen>>,
    bank: Option<Res<Bank>>,
    music: Res<AudioChannel<MusicChannel>>,
    mut output: ResMut<Output>,
) {
    let Some(bank) = bank else { return };
    if output.off {
        return;
    }
    let wanted = match screen.get() {
        Screen::Play | Screen::End => Music::Play,
        _ => Music::Menu,
    };
    if output.music.as_ref().is_some_and(|(m, _)| *m == wanted) {
        return;
    }
    let Some(handle) = bank.music.get(&wanted) else {
        return;
    };
    if output.music.is_some() {
        music.stop().linear_fade_out(MUSIC_FADE);
    }
    let instance = music
        .play(handle.clone())
        .looped()
        .linear_fade_in(MUSIC_FADE)
        .handle();
    output.music = Some((wanted, instance));
}

fn set_volumes(
    time: Res<Time<Real>>,
    settings: Res<Settings>,
    music: Res<AudioChannel<MusicChannel>>,
    effects: Res<AudioChannel<EffectsChannel>>,
    mut output: ResMut<Output>,
) {
    if output.off {
        return;
    }
    let audio: AudioSettings = settings.audio;
    let ducked = time.elapsed_secs() < output.duck_until;
    let music_db = if ducked {
        (audio.music_db() - DUCK_DB).max(-60.0)
    } else {
        audio.music_db()
    };
    let wanted = (music_db, audio.effects_db());
    let Some(last) = output.volumes.replace(wanted) else {
        music.set_volume(Decibels(wanted.0));
        effects.set_volume(Decibels(wanted.1));
        return;
    };
    if last.0 != wanted.0 {
        let fade = if ducked { DUCK_FADE } else { MUSIC_FADE };
        music.set_volume(Decibels(wanted.0)).linear_fade_in(fade);
    }
    if last.1 != wanted.1 {
        effects.set_volume(Decibels(wanted.1));
    }
}

/// kira without a device never takes its commands: the music's first play stays queued. Then
/// everything is dropped from here on (kira has already said why, once).
fn notice_no_output(
    time: Res<Time<Real>>,
    music: Res<AudioChannel<MusicChannel>>,
    mut output: ResMut<Output>,
    mut pending: ResMut<Pending>,
) {
    if output.checked || time.elapsed_secs() < 2.0 {
        return;
    }
    output.checked = true;
    if let Some((_, instance)) = &output.music
        && music.state(instance) == PlaybackState::Queued
    {
        output.off = true;
        pending.0.clear();
        info!("no sound output: playing silently");
    }
}
