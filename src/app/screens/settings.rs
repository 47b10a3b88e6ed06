//! The Settings screen, from the title (a screen of its own) and from the pause menu (over the
//! board, which recolours and relabels behind it as the settings change). One row per setting:
//! its name, a `<` and a `>` button and the value between them; the mouse clicks the arrows
//! (or the value, which steps forward), the keyboard and pads move the focus over them and
//! press (`input::menu_focus`). Every change applies at once and is saved (`store`).

use super::responsive::{MenuScroll, responsive};
use super::widgets::{
    COMPACT_TARGET, button, overlay, scrolling_column, small_button_fit, text, text_fit,
};
use crate::app::settings::{AnimationSpeed, Palette, Settings, UI_SCALES};
use crate::app::theme::ui::{CARD, DIM, GOLD, TEXT};
use crate::app::{Pause, Screen};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Settings), spawn_on_title)
        .add_systems(OnEnter(Pause::Settings), spawn_over_match)
        .add_systems(
            Update,
            (back_key, show_values.run_if(resource_changed::<Settings>)),
        );
}

/// One setting on the screen.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingRow {
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
}

impl SettingRow {
    pub const ALL: [SettingRow; 12] = [
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
    ];

    pub fn label(self) -> &'static str {
        match self {
            SettingRow::View => "Board view",
            SettingRow::Animation => "Animations",
            SettingRow::Palette => "Colours",
            SettingRow::Legal => "Show legal moves",
            SettingRow::Coordinates => "Show coordinates",
            SettingRow::UiScale => "UI scale",
            SettingRow::Music => "Music volume",
            SettingRow::Effects => "Effects volume",
            SettingRow::Sound => "Sound",
            SettingRow::Rumble => "Pad rumble",
            SettingRow::ConfirmTaps => "Tap twice to place",
            SettingRow::Vibrate => "Vibrate on placing",
        }
    }

    /// The setting's value as the screen shows it.
    pub fn value(self, s: &Settings) -> String {
        let on_off = |b: bool| if b { "On" } else { "Off" }.to_string();
        let percent = |x: f32| format!("{}%", (x * 100.0).round() as i32);
        match self {
            SettingRow::View => s.view.label().to_string(),
            SettingRow::Animation => s.animation.label().to_string(),
            SettingRow::Palette => s.palette.label().to_string(),
            SettingRow::Legal => on_off(s.show_legal),
            SettingRow::Coordinates => on_off(s.show_coordinates),
            SettingRow::UiScale => format!("{}%", s.ui_scale),
            SettingRow::Music => percent(s.audio.music),
            SettingRow::Effects => percent(s.audio.effects),
            SettingRow::Sound => if s.audio.muted { "Muted" } else { "On" }.to_string(),
            SettingRow::Rumble => on_off(s.rumble),
            SettingRow::ConfirmTaps => if s.confirm_taps {
                "Small points"
            } else {
                "Off"
            }
            .to_string(),
            SettingRow::Vibrate => on_off(s.vibrate),
        }
    }

    /// Steps the setting one way (`forward` or back): choices go round, levels stop at their
    /// ends (volumes by tenths, the UI scale by 25%).
    pub fn step(self, s: &mut Settings, forward: bool) {
        let dir: i32 = if forward { 1 } else { -1 };
        let volume = |x: f32| ((x * 10.0).round() as i32 + dir).clamp(0, 10) as f32 / 10.0;
        match self {
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

fn spawn_on_title(mut commands: Commands, settings: Res<Settings>) {
    commands.spawn((Camera2d, DespawnOnExit(Screen::Settings)));
    let root = commands
        .spawn((
            DespawnOnExit(Screen::Settings),
            scrolling_column(),
            MenuScroll,
        ))
        .id();
    fill(&mut commands, root, &settings);
}

fn spawn_over_match(mut commands: Commands, settings: Res<Settings>) {
    let root = commands.spawn(overlay(Pause::Settings, 0.55)).id();
    fill(&mut commands, root, &settings);
}

const ROW: f32 = 40.0;

fn fill(commands: &mut Commands, root: Entity, settings: &Settings) {
    commands.entity(root).with_children(|root| {
        root.spawn(text_fit("Settings", 44.0, 32.0, GOLD));
        root.spawn(Node {
            flex_direction: FlexDirection::Column,
            row_gap: px(4),
            padding: UiRect::all(px(14)),
            border_radius: BorderRadius::all(px(12)),
            ..default()
        })
        .insert(BackgroundColor(CARD.with_alpha(0.85)))
        .with_children(|rows| {
            for row in SettingRow::ALL {
                // On a phone: narrower cells, and buttons a finger can press.
                rows.spawn(responsive(
                    Node {
                        column_gap: px(8),
                        align_items: AlignItems::Center,
                        height: px(ROW),
                        ..default()
                    },
                    |node| Node {
                        height: px(COMPACT_TARGET + 4.0),
                        ..node
                    },
                ))
                .with_children(|line| {
                    line.spawn(responsive(
                        Node {
                            width: px(230),
                            height: percent(100),
                            align_items: AlignItems::Center,
                            ..default()
                        },
                        |node| Node {
                            width: px(120),
                            ..node
                        },
                    ))
                    .with_child(text_fit(row.label(), 22.0, 16.0, DIM));
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
                        small_button_fit(230.0, ROW - 4.0, 134.0),
                        StepButton { row, forward: true },
                        children![(
                            ValueText(row),
                            text_fit(row.value(settings), 22.0, 16.0, TEXT)
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
            children![text("Back", 26.0, TEXT)],
        ))
        .observe(back);
    });
}

fn step(click: On<Pointer<Click>>, buttons: Query<&StepButton>, mut settings: ResMut<Settings>) {
    if let Ok(b) = buttons.get(click.entity) {
        b.row.step(&mut settings, b.forward);
    }
}

fn show_values(settings: Res<Settings>, mut values: Query<(&ValueText, &mut Text)>) {
    for (ValueText(row), mut shown) in &mut values {
        let value = row.value(&settings);
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
