//! Every sound Quartet makes, synthesised from oscillators, noise, envelopes and filters: no
//! audio files. Bevy-free: [`render`] and [`render_music`] return mono samples in -1..1 that
//! the output turns into kira sound data (and `quartet sounds` into WAV files to check).
//!
//! Each effect starts and ends at zero, peaks at its own level below full scale, and the
//! music loops end where they start (at zero, after every note has died away), so a loop
//! never clicks.

use std::f32::consts::TAU;

/// Effects' sample rate (Hz).
pub const RATE: u32 = 44_100;
/// The music's sample rate (Hz): soft pads have nothing above 11 kHz, and half the samples
/// make them quick to synthesise at start-up (also in the browser).
pub const MUSIC_RATE: u32 = 22_050;

/// One effect, each with its own sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Sound {
    /// A Rush stone set down: a short wooden click.
    RushStone,
    /// A Rekushu stone: a wooden click, lower and rounder than Rush's.
    RekushuStone,
    /// A Quadrex tile: a glassy ceramic clack.
    QuadrexTile,
    /// A Cheversi piece: a heavier, felted thump.
    CheversiPiece,
    /// A Rekushu claim: tiles taken, a rising shimmer.
    Claim,
    /// One Quadrex cascade fill: a marimba note, pitched up along the cascade.
    Fill,
    /// A refused move: a soft low bump.
    Illegal,
    /// Rush: the mover moves again, an upward pair of notes.
    ExtraTurn,
    /// Rush: a forced pass, a downward pair.
    Pass,
    /// Cheversi: the Queen is called, a bright bell call.
    QueenCall,
    /// The human won: a rising major arpeggio.
    Win,
    /// The human lost: a falling minor line.
    Loss,
    /// A draw: an open fifth.
    Draw,
    /// A game ended between two humans or two AIs: one warm chord, no side taken.
    GameOver,
    /// A menu button gained the focus: a faint tick.
    MenuFocus,
    /// A menu button pressed: a soft click.
    MenuPress,
    /// A hint is ready: a gentle two-note ding.
    HintReady,
}

impl Sound {
    pub const ALL: [Sound; 17] = [
        Sound::RushStone,
        Sound::RekushuStone,
        Sound::QuadrexTile,
        Sound::CheversiPiece,
        Sound::Claim,
        Sound::Fill,
        Sound::Illegal,
        Sound::ExtraTurn,
        Sound::Pass,
        Sound::QueenCall,
        Sound::Win,
        Sound::Loss,
        Sound::Draw,
        Sound::GameOver,
        Sound::MenuFocus,
        Sound::MenuPress,
        Sound::HintReady,
    ];

    /// A file name for it (`quartet sounds`).
    pub fn name(self) -> &'static str {
        match self {
            Sound::RushStone => "rush_stone",
            Sound::RekushuStone => "rekushu_stone",
            Sound::QuadrexTile => "quadrex_tile",
            Sound::CheversiPiece => "cheversi_piece",
            Sound::Claim => "claim",
            Sound::Fill => "fill",
            Sound::Illegal => "illegal",
            Sound::ExtraTurn => "extra_turn",
            Sound::Pass => "pass",
            Sound::QueenCall => "queen_call",
            Sound::Win => "win",
            Sound::Loss => "loss",
            Sound::Draw => "draw",
            Sound::GameOver => "game_over",
            Sound::MenuFocus => "menu_focus",
            Sound::MenuPress => "menu_press",
            Sound::HintReady => "hint_ready",
        }
    }
}

/// A music loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Music {
    /// The menus: a calm pad with a slow marimba arpeggio.
    Menu,
    /// A match: a quieter, sparser pad with a few far bells.
    Play,
}

impl Music {
    pub const ALL: [Music; 2] = [Music::Menu, Music::Play];

    pub fn name(self) -> &'static str {
        match self {
            Music::Menu => "music_menu",
            Music::Play => "music_play",
        }
    }
}

/// Decibels relative to full scale, as a linear gain.
fn db(x: f32) -> f32 {
    10f32.powf(x / 20.0)
}

/// The frequency of a MIDI note (69 = A4 = 440 Hz).
fn note(midi: f32) -> f32 {
    440.0 * 2f32.powf((midi - 69.0) / 12.0)
}

/// A buffer being mixed.
struct Mix {
    rate: f32,
    samples: Vec<f32>,
}

impl Mix {
    fn new(rate: u32, seconds: f32) -> Mix {
        Mix {
            rate: rate as f32,
            samples: vec![0.0; (seconds * rate as f32) as usize],
        }
    }

    /// A decaying sine partial: starts at `at` seconds with phase 0, rises linearly over
    /// `attack`, then falls as exp(-t / `decay`); `glide` bends the pitch from `freq * glide`
    /// to `freq` with the same decay (1.0: no bend).
    fn ping(&mut self, at: f32, freq: f32, amp: f32, attack: f32, decay: f32, glide: f32) {
        let start = (at * self.rate) as usize;
        let mut phase = 0.0f32;
        for (i, s) in self.samples.iter_mut().skip(start).enumerate() {
            let t = i as f32 / self.rate;
            let env = if t < attack {
                t / attack
            } else {
                (-(t - attack) / decay).exp()
            };
            if env < 1e-4 && t > attack {
                break;
            }
            let f = freq * (1.0 + (glide - 1.0) * (-t / decay).exp());
            *s += amp * env * phase.sin();
            phase = (phase + TAU * f / self.rate) % TAU;
        }
    }

    /// A held tone with slow raised-cosine fades in and out, from `at` for `length` seconds,
    /// made of a few soft harmonics and a slightly detuned twin (a warm pad).
    fn pad(&mut self, at: f32, length: f32, freq: f32, amp: f32, fade: f32) {
        let start = (at * self.rate) as usize;
        let n = (length * self.rate) as usize;
        let partials = [(1.0, 1.0), (2.0, 0.25), (3.0, 0.08)];
        let twins = [1.0, 1.003];
        let mut phases = [[0.0f32; 3]; 2];
        for i in 0..n {
            let Some(s) = self.samples.get_mut(start + i) else {
                break;
            };
            let t = i as f32 / self.rate;
            let edge = t.min(length - t).max(0.0);
            let env = if edge < fade {
                0.5 - 0.5 * (std::f32::consts::PI * edge / fade).cos()
            } else {
                1.0
            };
            let mut v = 0.0;
            for (twin, detune) in twins.iter().enumerate() {
                for (k, (mult, a)) in partials.iter().enumerate() {
                    v += a * phases[twin][k].sin();
                    phases[twin][k] =
                        (phases[twin][k] + TAU * freq * mult * detune / self.rate) % TAU;
                }
            }
            *s += amp * env * v * 0.5;
        }
    }

    /// A burst of filtered noise from `at`: `low` and `high` (Hz) bound a one-pole band-pass,
    /// the burst decaying as exp(-t / `decay`).
    fn noise(&mut self, at: f32, amp: f32, decay: f32, low: f32, high: f32) {
        let start = (at * self.rate) as usize;
        // A fixed xorshift: the same sound every run.
        let mut state: u32 = 0x9E37_79B9;
        let a_low = 1.0 - (-TAU * low / self.rate).exp();
        let a_high = 1.0 - (-TAU * high / self.rate).exp();
        let (mut lp_high, mut lp_low) = (0.0f32, 0.0f32);
        for (i, s) in self.samples.iter_mut().skip(start).enumerate() {
            let t = i as f32 / self.rate;
            let env = (-t / decay).exp();
            if env < 1e-4 {
                break;
            }
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            let white = state as f32 / u32::MAX as f32 * 2.0 - 1.0;
            // Low-pass at `high`, then take away what is below `low`.
            lp_high += a_high * (white - lp_high);
            lp_low += a_low * (lp_high - lp_low);
            // A 1 ms rise so the burst starts at zero.
            let rise = (t * 1000.0).min(1.0);
            *s += amp * env * rise * (lp_high - lp_low);
        }
    }

    /// Scales to peak at `peak_db` dBFS, then fades the first and last few milliseconds so the
    /// sound starts and ends at exactly zero.
    fn finish(mut self, peak_db: f32) -> Vec<f32> {
        let peak = self.samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        if peak > 0.0 {
            let gain = db(peak_db) / peak;
            for s in &mut self.samples {
                *s *= gain;
            }
        }
        let n = self.samples.len();
        let fade = ((0.004 * self.rate) as usize).min(n / 2);
        for i in 0..fade {
            let g = i as f32 / fade as f32;
            self.samples[i] *= g;
            self.samples[n - 1 - i] *= g;
        }
        self.samples
    }
}

/// The samples of `sound` at [`RATE`], mono, in -1..1.
pub fn render(sound: Sound) -> Vec<f32> {
    match sound {
        Sound::RushStone => knock(&[(1250.0, 1.0), (2950.0, 0.5), (4700.0, 0.25)], 0.028, -5.0),
        Sound::RekushuStone => knock(&[(820.0, 1.0), (2150.0, 0.45), (3600.0, 0.2)], 0.036, -5.0),
        Sound::QuadrexTile => {
            let mut m = Mix::new(RATE, 0.28);
            for (f, a) in [(2100.0, 1.0), (3380.0, 0.6), (5150.0, 0.35), (7300.0, 0.2)] {
                m.ping(0.0, f, a, 0.0008, 0.06, 1.0);
            }
            m.noise(0.0, 0.9, 0.006, 2500.0, 9000.0);
            m.finish(-6.0)
        }
        Sound::CheversiPiece => {
            let mut m = Mix::new(RATE, 0.32);
            m.ping(0.0, 150.0, 1.0, 0.002, 0.07, 1.6);
            m.ping(0.0, 410.0, 0.45, 0.001, 0.05, 1.0);
            m.ping(0.0, 980.0, 0.15, 0.001, 0.03, 1.0);
            m.noise(0.0, 1.2, 0.012, 150.0, 1800.0);
            m.finish(-4.0)
        }
        Sound::Claim => {
            let mut m = Mix::new(RATE, 0.9);
            for (i, midi) in [79.0, 83.0, 86.0, 91.0].iter().enumerate() {
                bell(&mut m, 0.06 * i as f32, note(*midi), 0.8, 0.35);
            }
            m.noise(0.0, 0.15, 0.2, 4000.0, 12000.0);
            m.finish(-8.0)
        }
        Sound::Fill => {
            let mut m = Mix::new(RATE, 0.4);
            marimba(&mut m, 0.0, note(72.0), 1.0, 0.18);
            m.finish(-9.0)
        }
        Sound::Illegal => {
            let mut m = Mix::new(RATE, 0.18);
            m.ping(0.0, 180.0, 1.0, 0.004, 0.045, 1.35);
            m.ping(0.0, 360.0, 0.2, 0.004, 0.03, 1.35);
            m.finish(-17.0)
        }
        Sound::ExtraTurn => {
            let mut m = Mix::new(RATE, 0.45);
            marimba(&mut m, 0.0, note(76.0), 1.0, 0.12);
            marimba(&mut m, 0.09, note(83.0), 1.0, 0.16);
            m.finish(-10.0)
        }
        Sound::Pass => {
            let mut m = Mix::new(RATE, 0.55);
            marimba(&mut m, 0.0, note(67.0), 1.0, 0.14);
            marimba(&mut m, 0.13, note(62.0), 0.9, 0.2);
            m.finish(-11.0)
        }
        Sound::QueenCall => {
            let mut m = Mix::new(RATE, 1.2);
            for (i, midi) in [84.0, 88.0, 91.0].iter().enumerate() {
                bell(&mut m, 0.11 * i as f32, note(*midi), 1.0, 0.45);
            }
            m.finish(-8.0)
        }
        Sound::Win => {
            let mut m = Mix::new(RATE, 2.0);
            for (i, midi) in [60.0, 64.0, 67.0, 72.0].iter().enumerate() {
                marimba(&mut m, 0.13 * i as f32, note(*midi), 1.0, 0.5);
            }
            for midi in [60.0, 64.0, 67.0, 72.0] {
                m.pad(0.5, 1.5, note(midi), 0.25, 0.5);
            }
            m.finish(-6.0)
        }
        Sound::Loss => {
            let mut m = Mix::new(RATE, 2.0);
            for (i, midi) in [67.0, 63.0, 60.0, 55.0].iter().enumerate() {
                marimba(&mut m, 0.2 * i as f32, note(*midi), 1.0, 0.5);
            }
            for midi in [48.0, 55.0, 63.0] {
                m.pad(0.7, 1.3, note(midi), 0.22, 0.5);
            }
            m.finish(-8.0)
        }
        Sound::Draw => {
            let mut m = Mix::new(RATE, 1.6);
            marimba(&mut m, 0.0, note(62.0), 1.0, 0.5);
            marimba(&mut m, 0.0, note(69.0), 1.0, 0.5);
            m.pad(0.2, 1.4, note(62.0), 0.3, 0.5);
            m.pad(0.2, 1.4, note(69.0), 0.3, 0.5);
            m.finish(-9.0)
        }
        Sound::GameOver => {
            let mut m = Mix::new(RATE, 1.8);
            for midi in [57.0, 64.0, 69.0, 73.0] {
                m.pad(0.0, 1.8, note(midi), 0.3, 0.6);
            }
            bell(&mut m, 0.05, note(81.0), 0.4, 0.5);
            m.finish(-8.0)
        }
        Sound::MenuFocus => {
            let mut m = Mix::new(RATE, 0.05);
            m.ping(0.0, 2400.0, 1.0, 0.0005, 0.008, 1.0);
            m.finish(-24.0)
        }
        Sound::MenuPress => {
            let mut m = Mix::new(RATE, 0.12);
            m.ping(0.0, 1500.0, 1.0, 0.0008, 0.018, 1.0);
            m.ping(0.0, 600.0, 0.6, 0.001, 0.025, 1.0);
            m.noise(0.0, 0.4, 0.004, 1000.0, 6000.0);
            m.finish(-15.0)
        }
        Sound::HintReady => {
            let mut m = Mix::new(RATE, 0.9);
            bell(&mut m, 0.0, note(81.0), 1.0, 0.3);
            bell(&mut m, 0.12, note(88.0), 0.9, 0.35);
            m.finish(-13.0)
        }
    }
}

/// A short knock: a few inharmonic partials and a breath of noise.
fn knock(partials: &[(f32, f32)], decay: f32, peak_db: f32) -> Vec<f32> {
    let mut m = Mix::new(RATE, 0.2);
    for &(f, a) in partials {
        m.ping(0.0, f, a, 0.0006, decay, 1.0);
    }
    m.noise(0.0, 0.8, 0.004, 800.0, 6000.0);
    m.finish(peak_db)
}

/// A marimba-like note: the fundamental and its fourth partial (ratio 3.93), which dies first.
fn marimba(m: &mut Mix, at: f32, freq: f32, amp: f32, decay: f32) {
    m.ping(at, freq, amp, 0.002, decay, 1.0);
    m.ping(at, freq * 3.93, amp * 0.25, 0.001, decay * 0.25, 1.0);
}

/// A small bell: inharmonic partials ringing longer than a marimba.
fn bell(m: &mut Mix, at: f32, freq: f32, amp: f32, decay: f32) {
    for (ratio, a, d) in [(1.0, 1.0, 1.0), (2.76, 0.4, 0.5), (5.4, 0.15, 0.25)] {
        m.ping(at, freq * ratio, amp * a, 0.002, decay * d, 1.0);
    }
}

/// The samples of a music loop at [`MUSIC_RATE`], mono: the loop's last sample runs into its
/// first without a click.
pub fn render_music(music: Music) -> Vec<f32> {
    match music {
        Music::Menu => {
            // Four chords of four seconds: Cmaj7, Am7, Fmaj7, G6 (low), each fading into the
            // next; a marimba walks their notes twice a second.
            let chords: [[f32; 4]; 4] = [
                [48.0, 55.0, 64.0, 71.0],
                [45.0, 55.0, 60.0, 67.0],
                [41.0, 53.0, 60.0, 64.0],
                [43.0, 52.0, 59.0, 62.0],
            ];
            let bar = 4.0;
            let mut m = Mix::new(MUSIC_RATE, bar * chords.len() as f32);
            let total = bar * chords.len() as f32;
            for (k, chord) in chords.iter().enumerate() {
                let (start, end) = overlap(k as f32 * bar, bar, total, 0.6);
                for &midi in chord {
                    m.pad(start, end - start, note(midi), 0.22, 1.2);
                }
                for step in 0..6 {
                    let midi = chord[[1, 2, 3, 2, 3, 1][step]] + 12.0;
                    let at = k as f32 * bar + 0.5 * step as f32 + 0.25;
                    marimba(&mut m, at, note(midi), 0.18, 0.35);
                }
            }
            m.finish(-4.0)
        }
        Music::Play => {
            // Five slow chords of five seconds, low and quiet; a far bell now and then.
            let chords: [[f32; 3]; 5] = [
                [45.0, 52.0, 60.0],
                [41.0, 48.0, 57.0],
                [43.0, 50.0, 59.0],
                [40.0, 47.0, 55.0],
                [41.0, 48.0, 55.0],
            ];
            let bar = 5.0;
            let total = bar * chords.len() as f32;
            let mut m = Mix::new(MUSIC_RATE, total);
            for (k, chord) in chords.iter().enumerate() {
                let (start, end) = overlap(k as f32 * bar, bar, total, 0.8);
                for &midi in chord {
                    m.pad(start, end - start, note(midi), 0.25, 1.6);
                }
                if k % 2 == 0 && k + 1 < chords.len() {
                    bell(
                        &mut m,
                        k as f32 * bar + 1.5,
                        note(chord[2] + 24.0),
                        0.08,
                        0.8,
                    );
                }
            }
            m.finish(-6.0)
        }
    }
}

/// A chord's span: its bar widened by `spill` seconds each way to overlap its neighbours, but
/// never outside the loop (the first starts at 0 and the last ends at `total`).
fn overlap(start: f32, bar: f32, total: f32, spill: f32) -> (f32, f32) {
    ((start - spill).max(0.0), (start + bar + spill).min(total))
}
