//! The player's preferences that the whole game reads: the board view (3D or flat 2D), how
//! fast animations play, whether the legal points are shown, per game the last setup, and the
//! sound's volumes and mute ([`AudioSettings`]). They
//! are kept between runs as RON (`app::store`); what a file may hold is checked by
//! [`Settings::check`].

use crate::app::game::{MatchSetup, Seat};
use crate::game_text::ReadPerMove;
pub mod online;
pub mod progress;

use crate::app::lang::{SystemLanguage, Texts};
use crate::i18n::Language;
use crate::progress::Progress;
use crate::rules::{GameKind, MatchOptions};
use bevy::prelude::*;
use online::{HeldSeats, OnlineSettings};
use progress::LearnProgress;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .init_resource::<LearnProgress>()
        .init_resource::<HeldSeats>()
        .add_message::<ToggleMute>()
        .add_systems(
            Update,
            (
                toggle_mute,
                show_language.run_if(resource_changed::<Settings>),
            ),
        );
}

/// Shows the language the settings name (or the system's), at once.
fn show_language(settings: Res<Settings>, system: Res<SystemLanguage>, mut texts: ResMut<Texts>) {
    let language = settings.language(system.0);
    if texts.differs(language) {
        texts.show(language);
    }
}

/// Turns all sound off, or back on (key M, the HUD's sound button).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ToggleMute;

fn toggle_mute(mut asked: MessageReader<ToggleMute>, mut settings: ResMut<Settings>) {
    for _ in asked.read() {
        settings.audio.muted = !settings.audio.muted;
    }
}

/// The sound's volumes, each 0 (silent) to 1 (full), and a master mute. The sound plugin
/// plays by them; they are saved with the other settings.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AudioSettings {
    pub music: f32,
    pub effects: f32,
    pub muted: bool,
}

impl Default for AudioSettings {
    fn default() -> Self {
        AudioSettings {
            music: 0.5,
            effects: 0.8,
            muted: false,
        }
    }
}

impl AudioSettings {
    /// The music channel's volume in decibels (-60: silent).
    pub fn music_db(&self) -> f32 {
        self.db(self.music)
    }

    /// The effects channel's volume in decibels (-60: silent).
    pub fn effects_db(&self) -> f32 {
        self.db(self.effects)
    }

    /// A linear slider position as decibels: 20 log10(x), silent when muted or at 0.
    fn db(&self, level: f32) -> f32 {
        if self.muted || level <= 0.001 {
            -60.0
        } else {
            (20.0 * level.min(1.0).log10()).max(-60.0)
        }
    }
}

/// How the board is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BoardView {
    /// A lit board seen at an angle, with an orbit and zoom camera.
    #[default]
    ThreeD,
    /// Straight from above, flat.
    TwoD,
}

impl BoardView {
    pub fn label(self) -> &'static str {
        match self {
            BoardView::ThreeD => "3D",
            BoardView::TwoD => "2D",
        }
    }

    pub fn toggled(self) -> BoardView {
        match self {
            BoardView::ThreeD => BoardView::TwoD,
            BoardView::TwoD => BoardView::ThreeD,
        }
    }
}

/// How fast animations play; `Off` shows every change at once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AnimationSpeed {
    Off,
    Fast,
    #[default]
    Normal,
    Slow,
}

impl AnimationSpeed {
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Off,
        AnimationSpeed::Fast,
        AnimationSpeed::Normal,
        AnimationSpeed::Slow,
    ];

    /// Its name's message (`assets/i18n/*/settings.ftl`).
    pub fn label_id(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "animation-off",
            AnimationSpeed::Fast => "animation-fast",
            AnimationSpeed::Normal => "animation-normal",
            AnimationSpeed::Slow => "animation-slow",
        }
    }

    /// How long an animation that takes `normal` at normal speed takes at this speed.
    pub fn scale(self, normal: Duration) -> Duration {
        match self {
            AnimationSpeed::Off => Duration::ZERO,
            AnimationSpeed::Fast => normal / 2,
            AnimationSpeed::Normal => normal,
            AnimationSpeed::Slow => normal * 2,
        }
    }
}

/// The colours of sides, goal edges, attack dots, hints and the winning chain.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Palette {
    #[default]
    Standard,
    /// Okabe and Ito's colours, told apart with every common colour-vision deficiency.
    ColourBlind,
}

impl Palette {
    /// Its name's message (`assets/i18n/*/settings.ftl`).
    pub fn label_id(self) -> &'static str {
        match self {
            Palette::Standard => "palette-standard",
            Palette::ColourBlind => "palette-colour-blind",
        }
    }
}

/// The smallest and largest UI scale (percent), for a laptop up to a TV across the room.
pub const UI_SCALES: std::ops::RangeInclusive<u16> = 100..=200;

/// The panel's (egui's) zoom: the player's `percent`, as far as the window keeps 560 logical
/// pixels of height, and never below 100%.
pub fn fitted_ui_scale(percent: u16, window_height: f32) -> f32 {
    let fits = (window_height / 560.0).max(1.0);
    (f32::from(percent) / 100.0).clamp(1.0, fits)
}

/// The logical height the tallest menu needs at 100%: Quadrex's setup, with six rows of
/// choices and the player's rating against the AI.
pub const TALLEST_MENU: f32 = 700.0;

/// The menus' scale: the player's `percent`, as far as the tallest menu still fits the
/// window's height; below 100% in a shorter window (800x600: 86%), never below half.
pub fn menu_ui_scale(percent: u16, window_height: f32) -> f32 {
    (f32::from(percent) / 100.0)
        .min(window_height / TALLEST_MENU)
        .max(0.5)
}

/// The logical width a phone's menus are laid out for (`screens::responsive`).
pub const COMPACT_MENU_WIDTH: f32 = 410.0;

/// The menus' scale on a phone (`app::layout`): the player's `percent`, as far as
/// [`COMPACT_MENU_WIDTH`] fits the window's width, and never under 0.875, where the menus'
/// smallest text (16) is 14 px. A menu taller than the window scrolls instead of shrinking.
pub fn compact_menu_scale(percent: u16, window_width: f32) -> f32 {
    (f32::from(percent) / 100.0)
        .min(window_width / COMPACT_MENU_WIDTH)
        .max(0.875)
}

/// A game's setup as the player last left it: the size, who plays each side, the options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSetup {
    pub size: usize,
    pub seats: [Seat; 2],
    #[serde(default)]
    pub options: MatchOptions,
}

impl GameSetup {
    /// A new player's setup of `kind`: the default size, a human against the AI at level 5.
    pub fn first(kind: GameKind) -> GameSetup {
        GameSetup {
            size: kind.default_size(),
            seats: [Seat::Human, Seat::Ai { level: 5 }],
            options: MatchOptions::default(),
        }
    }
}

/// An optional field as format 5 wrote it: the value itself, not `Some(..)`.
fn written_bare<S: serde::Serializer>(value: &Option<Progress>, s: S) -> Result<S::Ok, S::Error> {
    match value {
        Some(value) => value.serialize(s),
        None => s.serialize_none(),
    }
}

/// An optional field as format 5 wrote it (absent: `None`, through `serde(default)`).
fn read_bare<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Progress>, D::Error> {
    Progress::deserialize(d).map(Some)
}

/// The version of the settings file this build writes; it reads this one and older ones.
/// (2 added the sound's volumes and mute, the palette, coordinates and the UI scale; 3 the
/// lessons and puzzles done; 4 the games online: the name, the server and the seats held; 5
/// touch: the confirming tap and the vibration; 6 moved the lessons and puzzles done and the
/// seats held to files of their own: `LearnProgress`, `HeldSeats`; 7 the language; 8 the
/// screen reader mode and how much is read per move.)
pub const SETTINGS_VERSION: u32 = 8;

/// The player's preferences.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// The file format's version (`SETTINGS_VERSION` when written).
    pub version: u32,
    pub view: BoardView,
    pub animation: AnimationSpeed,
    /// Mark every point where the human to move may place (key L).
    pub show_legal: bool,
    /// Letters and numbers along the board's edges.
    pub show_coordinates: bool,
    pub palette: Palette,
    /// The menus' and the panel's size, in percent (100 to 200).
    pub ui_scale: u16,
    /// Per game, the last setup (the setup screen starts from it).
    pub games: BTreeMap<GameKind, GameSetup>,
    /// Volumes and mute.
    pub audio: AudioSettings,
    /// Pads rumble on claims, cascades, refusals and the end of a game.
    pub rumble: bool,
    /// Format 5 and before kept the lessons done and the puzzles' ratings here; they are moved
    /// into [`LearnProgress`]' file once (`app::store::kept_files`), and written here no more.
    #[serde(
        rename = "progress",
        skip_serializing_if = "Option::is_none",
        serialize_with = "written_bare",
        deserialize_with = "read_bare"
    )]
    pub old_progress: Option<Progress>,
    /// Games online: the player's name, the server, the seats held ([`online`]).
    pub online: OnlineSettings,
    /// On a small board by touch, a first tap shows the move and a second places it
    /// (`input::tap_confirm`).
    pub confirm_taps: bool,
    /// A short vibration when a finger places, where the device allows it.
    pub vibrate: bool,
    /// The language chosen in Settings, by its code (`i18n::LANGUAGES`); none until one is
    /// chosen: the system's. A code this Quartet does not speak counts as none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// The text layer (docs/accessibility.md) on screen all the time, not only once the
    /// keyboard reaches it, and its move box ready when a game starts (the browser).
    pub screen_reader: bool,
    /// How much is read out after each move.
    pub read_per_move: ReadPerMove,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            version: SETTINGS_VERSION,
            view: BoardView::default(),
            animation: AnimationSpeed::default(),
            show_legal: false,
            show_coordinates: true,
            palette: Palette::default(),
            ui_scale: 100,
            games: BTreeMap::new(),
            audio: AudioSettings::default(),
            rumble: true,
            old_progress: None,
            online: OnlineSettings::default(),
            confirm_taps: true,
            vibrate: true,
            language: None,
            screen_reader: false,
            read_per_move: ReadPerMove::default(),
        }
    }
}

impl Settings {
    /// The language to show: the one chosen, else the system's (`system`).
    pub fn language(&self, system: &'static Language) -> &'static Language {
        self.language
            .as_deref()
            .and_then(Language::by_code)
            .unwrap_or(system)
    }

    /// The setup the next `kind` match starts from: the last one, else a new player's.
    pub fn setup_for(&self, kind: GameKind) -> MatchSetup {
        let s = self
            .games
            .get(&kind)
            .copied()
            .unwrap_or(GameSetup::first(kind));
        MatchSetup {
            kind,
            size: s.size,
            seats: s.seats,
            options: s.options,
        }
    }

    /// Remembers `setup` as its game's last one.
    pub fn remember(&mut self, setup: &MatchSetup) {
        self.games.insert(
            setup.kind,
            GameSetup {
                size: setup.size,
                seats: setup.seats,
                options: setup.options,
            },
        );
    }

    /// Why these settings (as read from a file) cannot be used, if they cannot: a newer format,
    /// a size a game does not have, an AI level outside 1 to 10.
    pub fn check(&self) -> Result<(), String> {
        if self.version > SETTINGS_VERSION {
            return Err(format!(
                "it was written by a newer Quartet (format {}, this one reads up to {SETTINGS_VERSION})",
                self.version
            ));
        }
        if !UI_SCALES.contains(&self.ui_scale) {
            return Err(format!(
                "the UI scale {}% is not between {}% and {}%",
                self.ui_scale,
                UI_SCALES.start(),
                UI_SCALES.end()
            ));
        }
        for (name, level) in [("music", self.audio.music), ("effects", self.audio.effects)] {
            if !(0.0..=1.0).contains(&level) {
                return Err(format!("the {name} volume {level} is not between 0 and 1"));
            }
        }
        for (kind, setup) in &self.games {
            if !kind.sizes().contains(&setup.size) {
                return Err(format!(
                    "{} has no {}x{} board (sizes: {})",
                    kind.title(),
                    setup.size,
                    setup.size,
                    kind.sizes_text()
                ));
            }
            for seat in setup.seats {
                if let Seat::Ai { level } = seat
                    && !(1..=10).contains(&level)
                {
                    return Err(format!(
                        "{}: there is no AI level {level} (1 to 10)",
                        kind.title()
                    ));
                }
                if seat == Seat::Coach {
                    return Err(format!("{}: a coach plays only in lessons", kind.title()));
                }
            }
        }
        if self.old_progress.as_ref().is_some_and(|p| !p.is_sane()) {
            return Err("a puzzle rating is not a number".to_string());
        }
        Ok(())
    }
}
