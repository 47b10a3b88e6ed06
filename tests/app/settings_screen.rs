//! The Settings screen: from the title and from the pause menu, every row steps its setting at
//! once (choices go round, levels stop at their ends), the screen shows the new value, and the
//! change survives a restart.

use crate::support::{click_entity, current, find, key, screen, start_match, view_app_storing};
use bevy::prelude::*;
use quartet::app::game::Seat;
use quartet::app::screens::pause::PauseButton;
use quartet::app::screens::settings::{SettingRow, SettingsBack, StepButton};
use quartet::app::screens::widgets::GoTo;
use quartet::app::settings::{
    AnimationSpeed, Palette, Settings, TALLEST_MENU, fitted_ui_scale, menu_ui_scale,
};
use quartet::app::{Pause, Screen};
use quartet::i18n::{Catalog, ENGLISH};
use quartet::rules::GameKind;
use quartet::storage::Storage;

fn press(app: &mut App, row: SettingRow, forward: bool) {
    // The value's button and the `>` both step forward: take the last one spawned.
    let button = {
        let world = app.world_mut();
        world
            .query::<(Entity, &StepButton)>()
            .iter(world)
            .filter(|(_, b)| b.row == row && b.forward == forward)
            .map(|(e, _)| e)
            .max()
            .expect("the row's button")
    };
    click_entity(app, button);
}

fn settings(app: &App) -> &Settings {
    app.world().resource::<Settings>()
}

/// The values the screen shows, row by row.
fn shown(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut texts: Vec<(Entity, String)> = world
        .query::<(Entity, &Text)>()
        .iter(world)
        .map(|(e, t)| (e, t.0.clone()))
        .collect();
    texts.sort();
    texts.into_iter().map(|(_, t)| t).collect()
}

#[test]
fn the_title_opens_settings_and_a_change_applies_at_once_and_survives_a_restart() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let storage = || Storage::in_folders(dir.path().join("config"), dir.path().join("data"));
    let mut app = view_app_storing(storage());
    let open = find::<GoTo>(&mut app, |g| g.0 == Screen::Settings);
    click_entity(&mut app, open);
    assert_eq!(screen(&app), Screen::Settings);
    press(&mut app, SettingRow::Music, true);
    assert_eq!(settings(&app).audio.music, 0.6);
    assert!(
        shown(&mut app).contains(&"60%".to_string()),
        "{:?}",
        shown(&mut app)
    );
    press(&mut app, SettingRow::Palette, true);
    press(&mut app, SettingRow::Coordinates, true);
    press(&mut app, SettingRow::UiScale, true);
    assert_eq!(settings(&app).palette, Palette::ColourBlind);
    assert!(!settings(&app).show_coordinates);
    assert_eq!(settings(&app).ui_scale, 125);
    let back = find::<SettingsBack>(&mut app, |_| true);
    click_entity(&mut app, back);
    assert_eq!(screen(&app), Screen::Title);
    let before = settings(&app).clone();
    drop(app);

    let restarted = view_app_storing(storage());
    assert_eq!(*settings(&restarted), before);
}

#[test]
fn a_language_chosen_applies_at_once_and_survives_a_restart() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let storage = || Storage::in_folders(dir.path().join("config"), dir.path().join("data"));
    let mut app = view_app_storing(storage());
    let open = find::<GoTo>(&mut app, |g| g.0 == Screen::Settings);
    click_entity(&mut app, open);
    let has = |app: &mut App, text: &str| shown(app).iter().any(|t| t == text);
    assert!(has(&mut app, "Settings") && has(&mut app, "English"));
    // English, then German: the screen's own words change with the value.
    press(&mut app, SettingRow::Language, true);
    assert_eq!(settings(&app).language.as_deref(), Some("de"));
    for german in ["Deutsch", "Einstellungen", "Sprache", "Zurück", "An"] {
        assert!(
            has(&mut app, german),
            "no {german:?} in {:?}",
            shown(&mut app)
        );
    }
    assert!(!has(&mut app, "Settings"));
    let back = find::<SettingsBack>(&mut app, |_| true);
    click_entity(&mut app, back);
    assert!(has(&mut app, "Spielen"), "the title: {:?}", shown(&mut app));
    drop(app);

    // Kept: the next start speaks German, and stepping back gives English again.
    let mut app = view_app_storing(storage());
    assert!(has(&mut app, "Spielen"), "{:?}", shown(&mut app));
    let open = find::<GoTo>(&mut app, |g| g.0 == Screen::Settings);
    click_entity(&mut app, open);
    press(&mut app, SettingRow::Language, false);
    assert!(has(&mut app, "Settings") && has(&mut app, "English"));
}

#[test]
fn choices_go_round_and_levels_stop_at_their_ends() {
    let mut s = Settings {
        animation: AnimationSpeed::Slow,
        ..Settings::default()
    };
    SettingRow::Animation.step(&mut s, true, ENGLISH);
    assert_eq!(s.animation, AnimationSpeed::Off);
    SettingRow::Animation.step(&mut s, false, ENGLISH);
    assert_eq!(s.animation, AnimationSpeed::Slow);
    s.audio.music = 1.0;
    SettingRow::Music.step(&mut s, true, ENGLISH);
    assert_eq!(s.audio.music, 1.0);
    s.audio.effects = 0.1;
    SettingRow::Effects.step(&mut s, false, ENGLISH);
    SettingRow::Effects.step(&mut s, false, ENGLISH);
    assert_eq!(s.audio.effects, 0.0);
    assert_eq!(s.audio.effects_db(), -60.0, "0 is silent");
    s.ui_scale = 200;
    SettingRow::UiScale.step(&mut s, true, ENGLISH);
    assert_eq!(s.ui_scale, 200);
    SettingRow::UiScale.step(&mut s, false, ENGLISH);
    assert_eq!(s.ui_scale, 175);
    SettingRow::Sound.step(&mut s, true, ENGLISH);
    assert!(s.audio.muted);
    assert_eq!(s.audio.music_db(), -60.0, "muted is silent");
    // Away from the ends, every row steps back to where it was.
    let mut s = Settings::default();
    let english = Catalog::new(ENGLISH);
    for row in SettingRow::ALL {
        let before = row.value(&s, &english);
        row.step(&mut s, true, ENGLISH);
        row.step(&mut s, false, ENGLISH);
        assert_eq!(
            row.value(&s, &english),
            before,
            "{row:?} does not step back"
        );
    }
}

#[test]
fn the_pause_menu_opens_settings_over_the_match_and_esc_comes_back() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let storage = Storage::in_folders(dir.path().join("config"), dir.path().join("data"));
    let mut app = view_app_storing(storage);
    start_match(&mut app, GameKind::Quadrex, 7, [Seat::Human, Seat::Human]);
    crate::support::play(&mut app, "d4");
    key(&mut app, KeyCode::Escape);
    let state = |app: &App| *app.world().resource::<State<Pause>>().get();
    assert_eq!(state(&app), Pause::Paused);
    let open = find::<PauseButton>(&mut app, |b| *b == PauseButton::Settings);
    click_entity(&mut app, open);
    assert_eq!(state(&app), Pause::Settings);
    press(&mut app, SettingRow::Palette, true);
    assert_eq!(settings(&app).palette, Palette::ColourBlind);
    key(&mut app, KeyCode::Escape);
    assert_eq!(
        state(&app),
        Pause::Paused,
        "Esc goes back to the pause menu"
    );
    assert_eq!(screen(&app), Screen::Play);
    assert_eq!(current(&app).game.len(), 1, "the match goes on");
    key(&mut app, KeyCode::Escape);
    assert_eq!(state(&app), Pause::Running);
}

#[test]
fn the_ui_scale_is_what_the_player_chose_as_far_as_the_window_allows() {
    assert_eq!(fitted_ui_scale(100, 600.0), 1.0);
    assert_eq!(fitted_ui_scale(200, 1200.0), 2.0);
    assert!((fitted_ui_scale(200, 1080.0) - 1080.0 / 560.0).abs() < 1e-6);
    assert!((fitted_ui_scale(150, 720.0) - 720.0 / 560.0).abs() < 1e-6);
    assert_eq!(fitted_ui_scale(150, 400.0), 1.0, "never below 100%");
    // The menus: as far as the tallest menu fits, below 100% in a short window.
    assert_eq!(menu_ui_scale(100, 720.0), 1.0);
    assert_eq!(menu_ui_scale(200, 2.0 * TALLEST_MENU), 2.0);
    assert!((menu_ui_scale(100, 600.0) - 600.0 / TALLEST_MENU).abs() < 1e-6);
    assert!((menu_ui_scale(200, 1080.0) - 1080.0 / TALLEST_MENU).abs() < 1e-6);
    assert_eq!(menu_ui_scale(100, 200.0), 0.5, "never below half");
}
