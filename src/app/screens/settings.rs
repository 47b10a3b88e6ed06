//! The Settings screen, from the title (a screen of its own) and from the pause menu (over the
//! board, which recolours and relabels behind it as the settings change). One row per setting:
//! its name, a `<` and a `>` button and the value between them; the mouse clicks the arrows
//! (or the value, which steps forward), the keyboard and pads move the focus over them and
//! press (`input::menu_focus`). Every change applies at once and is saved (`store`).

use super::responsive::{MenuScroll, responsive};
use super::widgets::{
    COMPACT_TARGET, button, label, label_fit, overlay, scrolling_column, small_button_fit, text,
    text_fit,
};
use crate::app::lang::{Localized, Texts};
use crate::app::settings::{AnimationSpeed, Palette, Settings, UI_SCALES};
use crate::app::theme::ui::{CARD, DIM, GOLD, TEXT};
use crate::app::{Pause, Screen};
use crate::game_text::ReadPerMove;
use crate::i18n::{Arg, Catalog, LANGUAGES, Language};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Settings), spawn_on_title)
        .add_systems(OnEnter(Pause::Settings), spawn_over_match)
        .add_systems(
            Update,
            (
                back_key,
                show_values.run_if(resource_changed::<Settings>.or_else(resource_changed::<Texts>)),
            ),
        );
}

/// One setting on the screen.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingRow {
    Language,
    View,
    Animation,
    Palette,
    Legal,
    Coordinates,
    UiScale,
    Music,
    Effects,
    Sound,
    Rumble,
    ConfirmTaps,
    Vibrate,
    ScreenReader,
    ReadPerMove,
}

impl SettingRow {
    pub const ALL: [SettingRow; 15] = [
        SettingRow::Language,
        SettingRow::View,
        SettingRow::Animation,
        SettingRow::Palette,
        SettingRow::Legal,
        SettingRow::Coordinates,
        SettingRow::UiScale,
        SettingRow::Music,
        SettingRow::Effects,
        SettingRow::Sound,
        SettingRow::Rumble,
        SettingRow::ConfirmTaps,
        SettingRow::Vibrate,
        SettingRow::ScreenReader,
        SettingRow::ReadPerMove,
    ];

    /// Its name's message (`assets/i18n/*/settings.ftl`).
    pub fn label_id(self) -> &'static str {
        match self {
            SettingRow::Language => "settings-language",
            SettingRow::View => "settings-view",
            SettingRow::Animation => "settings-animation",
            SettingRow::Palette => "settings-palette",
            SettingRow::Legal => "settings-legal",
            SettingRow::Coordinates => "settings-coordinates",
            SettingRow::UiScale => "settings-ui-scale",
            SettingRow::Music => "settings-music",
            SettingRow::Effects => "settings-effects",
            SettingRow::Sound => "settings-sound",
            SettingRow::Rumble => "settings-rumble",
            SettingRow::ConfirmTaps => "settings-confirm-taps",
            SettingRow::Vibrate => "settings-vibrate",
            SettingRow::ScreenReader => "settings-screen-reader",
            SettingRow::ReadPerMove => "settings-read-per-move",
        }
    }

    /// The setting's value as the screen shows it, in the language shown (each language is
    /// named in itself).
    pub fn value(self, s: &Settings, texts: &Catalog) -> String {
        let on_off = |b: bool| texts.text(if b { "settings-on" } else { "settings-off" });
        let percent = |x: i32| texts.format("settings-percent", &[("value", Arg::from(x))]);
        let volume = |x: f32| percent((x * 100.0).round() as i32);
        match self {
            SettingRow::Language => s.language(texts.language()).name.to_string(),
            SettingRow::View => s.view.label().to_string(),
            SettingRow::Animation => texts.text(s.animation.label_id()),
            SettingRow::Palette => texts.text(s.palette.label_id()),
            SettingRow::Legal => on_off(s.show_legal),
            SettingRow::Coordinates => on_off(s.show_coordinates),
            SettingRow::UiScale => percent(i32::from(s.ui_scale)),
            SettingRow::Music => volume(s.audio.music),
            SettingRow::Effects => volume(s.audio.effects),
            SettingRow::Sound if s.audio.muted => texts.text("settings-muted"),
            SettingRow::Sound => on_off(true),
            SettingRow::Rumble => on_off(s.rumble),
            SettingRow::ConfirmTaps if s.confirm_taps => texts.text("settings-small-points"),
            SettingRow::ConfirmTaps => on_off(false),
            SettingRow::Vibrate => on_off(s.vibrate),
            SettingRow::ScreenReader => on_off(s.screen_reader),
            SettingRow::ReadPerMove => texts.text(s.read_per_move.label_id()),
        }
    }

    /// Steps the setting one way (`forward` or back): choices go round, levels stop at their
    /// ends (volumes by tenths, the UI scale by 25%). The languages go round from `shown`,
    /// the one on screen.
    pub fn step(self, s: &mut Settings, forward: bool, shown: &'static Language) {
        let dir: i32 = if forward { 1 } else { -1 };
        let volume = |x: f32| ((x * 10.0).round() as i32 + dir).clamp(0, 10) as f32 / 10.0;
        match self {
            SettingRow::Language => {
                let i = s.language(shown).index() as i32 + dir;
                let next = &LANGUAGES[i.rem_euclid(LANGUAGES.len() as i32) as usize];
                s.language = Some(next.code.to_string());
            }
            SettingRow::View => s.view = s.view.toggled(),
            SettingRow::Animation => {
                let all = AnimationSpeed::ALL;
                let i = all.iter().position(|a| *a == s.animation).unwrap_or(0) as i32;
                s.animation = all[(i + dir).rem_euclid(all.len() as i32) as usize];
            }
            SettingRow::Palette => {
                s.palette = match s.palette {
                    Palette::Standard => Palette::ColourBlind,
                    Palette::ColourBlind => Palette::Standard,
                }
            }
            SettingRow::Legal => s.show_legal = !s.show_legal,
            SettingRow::Coordinates => s.show_coordinates = !s.show_coordinates,
            SettingRow::UiScale => {
                let next = s.ui_scale as i32 + 25 * dir;
                s.ui_scale = next.clamp(*UI_SCALES.start() as i32, *UI_SCALES.end() as i32) as u16;
            }
            SettingRow::Music => s.audio.music = volume(s.audio.music),
            SettingRow::Effects => s.audio.effects = volume(s.audio.effects),
            SettingRow::Sound => s.audio.muted = !s.audio.muted,
            SettingRow::Rumble => s.rumble = !s.rumble,
            SettingRow::ConfirmTaps => s.confirm_taps = !s.confirm_taps,
            SettingRow::Vibrate => s.vibrate = !s.vibrate,
            SettingRow::ScreenReader => s.screen_reader = !s.screen_reader,
            SettingRow::ReadPerMove => {
                let all = ReadPerMove::ALL;
                let i = all.iter().position(|r| *r == s.read_per_move).unwrap_or(0) as i32;
                s.read_per_move = all[(i + dir).rem_euclid(all.len() as i32) as usize];
            }
        }
    }
}

/// A `<` or `>` button (or the value, which steps forward) of a row.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepButton {
    pub row: SettingRow,
    pub forward: bool,
}

/// The text showing a row's value.
#[derive(Component, Clone, Copy, Debug)]
struct ValueText(SettingRow);

/// Back: to the title, or to the pause menu.
#[derive(Component, Clone, Copy, Debug)]
pub struct SettingsBack;

fn spawn_on_title(mut commands: Commands, settings: Res<Settings>, texts: Res<Texts>) {
    commands.spawn((Camera2d, DespawnOnExit(Screen::Settings)));
    let root = commands
        .spawn((
            DespawnOnExit(Screen::Settings),
            scrolling_column(),
            MenuScroll,
        ))
        .id();
    fill(&mut commands, root, &settings, &texts);
}

fn spawn_over_match(mut commands: Commands, settings: Res<Settings>, texts: Res<Texts>) {
    let root = commands.spawn(overlay(Pause::Settings, 0.55)).id();
    fill(&mut commands, root, &settings, &texts);
}

/// A row's height: fifteen rows, the title and Back fit a 1280x720 window.
const ROW: f32 = 32.0;

fn fill(commands: &mut Commands, root: Entity, settings: &Settings, texts: &Catalog) {
    commands.entity(root).with_children(|root| {
        root.spawn(label_fit(
            Localized::new("settings-title"),
            44.0,
            32.0,
            GOLD,
        ));
        root.spawn(Node {
            flex_direction: FlexDirection::Column,
            row_gap: px(3),
            padding: UiRect::all(px(12)),
            border_radius: BorderRadius::all(px(12)),
            ..default()
        })
        .insert(BackgroundColor(CARD.with_alpha(0.85)))
        .with_children(|rows| {
            for row in SettingRow::ALL {
                // On a phone: narrower cells, and buttons a finger can press.
                // A name too long for one line takes two, and its row grows.
                rows.spawn(responsive(
                    Node {
                        column_gap: px(8),
                        align_items: AlignItems::Center,
                        min_height: px(ROW),
                        ..default()
                    },
                    |node| Node {
                        min_height: px(COMPACT_TARGET + 4.0),
                        ..node
                    },
                ))
                .with_children(|line| {
                    line.spawn(responsive(
                        Node {
                            width: px(280),
                            align_items: AlignItems::Center,
                            ..default()
                        },
                        |node| Node {
                            width: px(134),
                            ..node
                        },
                    ))
                    .with_child(label_fit(
                        Localized::new(row.label_id()),
                        22.0,
                        16.0,
                        DIM,
                    ));
                    line.spawn((
                        small_button_fit(56.0, ROW - 4.0, COMPACT_TARGET),
                        StepButton {
                            row,
                            forward: false,
                        },
                        children![text("<", 22.0, TEXT)],
                    ))
                    .observe(step);
                    line.spawn((
                        small_button_fit(230.0, ROW - 4.0, 120.0),
                        StepButton { row, forward: true },
                        children![(
                            ValueText(row),
                            text_fit(row.value(settings, texts), 22.0, 16.0, TEXT)
                        )],
                    ))
                    .observe(step);
                    line.spawn((
                        small_button_fit(56.0, ROW - 4.0, COMPACT_TARGET),
                        StepButton { row, forward: true },
                        children![text(">", 22.0, TEXT)],
                    ))
                    .observe(step);
                });
            }
        });
        root.spawn((
            button(240.0),
            SettingsBack,
            children![label(Localized::new("settings-back"), 26.0, TEXT)],
        ))
        .observe(back);
    });
}

fn step(
    click: On<Pointer<Click>>,
    buttons: Query<&StepButton>,
    mut settings: ResMut<Settings>,
    texts: Res<Texts>,
) {
    if let Ok(b) = buttons.get(click.entity) {
        b.row.step(&mut settings, b.forward, texts.language());
    }
}

fn show_values(
    settings: Res<Settings>,
    texts: Res<Texts>,
    mut values: Query<(&ValueText, &mut Text)>,
) {
    for (ValueText(row), mut shown) in &mut values {
        let value = row.value(&settings, &texts);
        if shown.0 != value {
            shown.0 = value;
        }
    }
}

fn leave(
    screen: &State<Screen>,
    next_screen: &mut NextState<Screen>,
    pause: &mut NextState<Pause>,
) {
    if *screen.get() == Screen::Settings {
        next_screen.set(Screen::Title);
    } else {
        pause.set(Pause::Paused);
    }
}

fn back(
    _: On<Pointer<Click>>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut pause: ResMut<NextState<Pause>>,
) {
    leave(&screen, &mut next_screen, &mut pause);
}

/// Esc or a pad's East goes back, as the Back button does.
fn back_key(
    keys: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    screen: Res<State<Screen>>,
    paused: Option<Res<State<Pause>>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut pause: ResMut<NextState<Pause>>,
) {
    let open =
        *screen.get() == Screen::Settings || paused.is_some_and(|p| *p.get() == Pause::Settings);
    let pressed = keys.just_pressed(KeyCode::Escape)
        || pads.iter().any(|p| p.just_pressed(GamepadButton::East));
    if open && pressed {
        leave(&screen, &mut next_screen, &mut pause);
    }
}
