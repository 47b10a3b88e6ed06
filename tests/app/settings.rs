//! The settings survive a restart, and a settings file that cannot be used never costs the
//! player anything: the game starts with the defaults, says which file and what is wrong, and
//! keeps the file aside byte for byte. Each app here keeps its files in a folder of its own.

use crate::support::{click_entity, find, screen, toasts, view_app_storing};
use bevy::prelude::*;
use quartet::app::Screen;
use quartet::app::game::{MatchSetup, Seat};
use quartet::app::screens::select::GameCard;
use quartet::app::screens::setup::{Setting, Step};
use quartet::app::screens::widgets::GoTo;
use quartet::app::settings::{AnimationSpeed, BoardView, SETTINGS_VERSION, Settings};
use quartet::rules::GameKind;
use quartet::storage::Storage;
use std::fs;
use std::path::Path;

fn storage(dir: &Path) -> Storage {
    Storage::in_folders(dir.join("config"), dir.join("data"))
}

fn settings_path(dir: &Path) -> std::path::PathBuf {
    dir.join("config/settings.ron")
}

/// Every file below `dir`, with its contents.
fn files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                let name = p.strip_prefix(dir).expect("below").display().to_string();
                out.push((name, fs::read(&p).expect("readable")));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn changed_settings_are_written_and_read_again_at_the_next_start() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut app = view_app_storing(storage(dir.path()));
    assert_eq!(*app.world().resource::<Settings>(), Settings::default());
    app.update();
    assert!(
        !settings_path(dir.path()).exists(),
        "nothing is written until something changes"
    );
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.view = BoardView::TwoD;
        settings.animation = AnimationSpeed::Slow;
        settings.show_legal = true;
    }
    app.update();
    let text = fs::read_to_string(settings_path(dir.path())).expect("written");
    assert!(text.contains("TwoD") && text.contains("Slow"), "{text}");
    drop(app);

    let app = view_app_storing(storage(dir.path()));
    let settings = app.world().resource::<Settings>();
    assert_eq!(settings.view, BoardView::TwoD);
    assert_eq!(settings.animation, AnimationSpeed::Slow);
    assert!(settings.show_legal);
    assert_eq!(
        fs::read_to_string(settings_path(dir.path())).expect("still there"),
        text,
        "reading does not rewrite the file"
    );
}

#[test]
fn each_game_starts_from_its_last_setup_after_a_restart() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut app = view_app_storing(storage(dir.path()));
    let open_setup = |app: &mut App, kind: GameKind| {
        let play = find::<GoTo>(app, |g| g.0 == Screen::Select);
        click_entity(app, play);
        let card = find::<GameCard>(app, |c| c.0 == kind);
        click_entity(app, card);
        assert_eq!(screen(app), Screen::Setup);
    };
    open_setup(&mut app, GameKind::Quadrex);
    // 19 -> 20, and Vert to AI level 1.
    let smaller = find::<Step>(&mut app, |s| s.setting == Setting::Size && s.by == 1);
    click_entity(&mut app, smaller);
    let seat = find::<Step>(&mut app, |s| s.setting == Setting::Seat(0) && s.by == 1);
    click_entity(&mut app, seat);
    let chosen = app.world().resource::<MatchSetup>().clone();
    assert_eq!(chosen.seats[0], Seat::Ai { level: 1 });
    assert_ne!(chosen.size, GameKind::Quadrex.default_size());
    drop(app);

    let mut app = view_app_storing(storage(dir.path()));
    open_setup(&mut app, GameKind::Quadrex);
    assert_eq!(*app.world().resource::<MatchSetup>(), chosen);
    // Another game keeps a new player's setup.
    let back = find::<GoTo>(&mut app, |g| g.0 == Screen::Select);
    click_entity(&mut app, back);
    let card = find::<GameCard>(&mut app, |c| c.0 == GameKind::Rush);
    click_entity(&mut app, card);
    let rush = app.world().resource::<MatchSetup>().clone();
    assert_eq!(rush.size, GameKind::Rush.default_size());
    assert_eq!(rush.seats, [Seat::Human, Seat::Ai { level: 5 }]);
}

#[test]
fn a_settings_file_that_cannot_be_used_is_kept_aside_and_the_game_starts() {
    let cases: [(&str, &[u8], &str); 8] = [
        ("empty", b"", "it is empty"),
        ("blank", b"  \n", "it is empty"),
        ("truncated", b"(view: TwoD, anim", "not a settings file"),
        ("not RON", b"view = 2d\n", "not a settings file"),
        (
            "a saved game",
            b"(game: \"rush\", moves: [\"a1\"])",
            "not a settings file",
        ),
        ("newer", b"(version: 99, view: TwoD)", "newer Quartet"),
        (
            "no such size",
            b"(games: {quadrex: (size: 2, seats: (Human, Human))})",
            "Quadrex has no 2x2 board",
        ),
        (
            "no such level",
            b"(games: {rush: (size: 9, seats: (Human, Ai(level: 42)))})",
            "no AI level 42",
        ),
    ];
    for (case, bytes, reason) in cases {
        let dir = tempfile::tempdir().expect("a temp dir");
        fs::create_dir_all(dir.path().join("config")).expect("a folder");
        fs::write(settings_path(dir.path()), bytes).expect("a bad file");
        let mut app = view_app_storing(storage(dir.path()));
        app.update();
        assert_eq!(
            *app.world().resource::<Settings>(),
            Settings::default(),
            "{case}: the defaults"
        );
        let notices = toasts(&mut app);
        assert_eq!(notices.len(), 1, "{case}: {notices:?}");
        let notice = &notices[0];
        assert!(notice.contains(reason), "{case}: {notice}");
        assert!(
            notice.contains(&settings_path(dir.path()).display().to_string()),
            "{case}: names the file: {notice}"
        );
        assert!(notice.contains("settings.ron.bad-"), "{case}: {notice}");
        // The bad file is kept, unchanged, under its new name; nothing else is there.
        let kept = files(dir.path());
        assert_eq!(kept.len(), 1, "{case}: {kept:?}");
        assert!(kept[0].0.starts_with("config/settings.ron.bad-"), "{case}");
        assert_eq!(kept[0].1, bytes, "{case}: byte for byte");
        // The next change writes a good file beside it.
        app.world_mut().resource_mut::<Settings>().view = BoardView::TwoD;
        app.update();
        assert_eq!(files(dir.path()).len(), 2, "{case}");
        assert!(settings_path(dir.path()).exists(), "{case}");
    }
}

#[test]
fn a_settings_folder_that_cannot_be_written_is_told_once_and_loses_nothing() {
    let dir = tempfile::tempdir().expect("a temp dir");
    // The config "folder" is a file (as a read-only or full disk, the write fails).
    fs::write(dir.path().join("config"), "in the way").expect("a file");
    let mut app = view_app_storing(storage(dir.path()));
    app.update();
    let notices = toasts(&mut app);
    assert_eq!(notices.len(), 1, "reading there fails: {notices:?}");
    assert!(notices[0].contains("default settings"), "{}", notices[0]);
    for view in [BoardView::TwoD, BoardView::ThreeD, BoardView::TwoD] {
        app.world_mut().resource_mut::<Settings>().view = view;
        app.update();
    }
    let notices = toasts(&mut app);
    let unsaved: Vec<_> = notices
        .iter()
        .filter(|t| t.starts_with("The settings were not saved: could not write "))
        .collect();
    assert_eq!(unsaved.len(), 1, "told once: {notices:?}");
    assert!(unsaved[0].contains("settings.ron"), "{}", unsaved[0]);
    assert_eq!(
        fs::read_to_string(dir.path().join("config")).expect("untouched"),
        "in the way"
    );
    assert_eq!(
        app.world().resource::<Settings>().view,
        BoardView::TwoD,
        "the game goes on with the player's choice"
    );
}

/// A settings file of format 5, as Quartet wrote them until the progress and the seats online
/// moved to files of their own: everything in it is still there after a start, the progress
/// and the seats in their own files, and the next settings written no longer hold them.
const FORMAT_5: &str = r#"(
    version: 5,
    view: TwoD,
    animation: Fast,
    show_legal: true,
    show_coordinates: false,
    palette: ColourBlind,
    ui_scale: 125,
    games: {
        quadrex: (size: 7, seats: (Human, Ai(level: 3)), options: (quadrex_swap: true)),
    },
    audio: (music: 0.25, effects: 0.5, muted: true),
    rumble: false,
    progress: (
        games: {
            rush: (
                lessons: ["rush-1-placing", "rush-2-extra-turns"],
                final_won: true,
                rating: (rating: 1612.5, deviation: 80.0, volatility: 0.06),
                streak: 3,
                best_streak: 5,
                versus_ai: Some((rating: 1420.0, deviation: 120.0, volatility: 0.06)),
            ),
        },
    ),
    online: (
        name: "Ann",
        server: "example.org:7878",
        held: [
            (server: "ws://example.org:7878/ws", room: "HJKMNP", token: "0123abcd", title: "Rush 9x9 with Bob"),
        ],
    ),
    confirm_taps: false,
    vibrate: false,
)"#;

#[test]
fn a_settings_file_of_format_5_loses_nothing_and_its_progress_and_seats_move_out() {
    use quartet::app::settings::Palette;
    use quartet::app::settings::online::HeldSeats;
    use quartet::app::settings::progress::LearnProgress;
    let dir = tempfile::tempdir().expect("a temp dir");
    fs::create_dir_all(dir.path().join("config")).expect("a folder");
    fs::write(settings_path(dir.path()), FORMAT_5).expect("written");
    let mut app = view_app_storing(storage(dir.path()));
    app.update();
    let notices = toasts(&mut app);
    assert!(notices.is_empty(), "read without a complaint: {notices:?}");
    let settings = app.world().resource::<Settings>().clone();
    assert_eq!(settings.view, BoardView::TwoD);
    assert_eq!(settings.animation, AnimationSpeed::Fast);
    assert!(settings.show_legal && !settings.show_coordinates);
    assert_eq!(settings.palette, Palette::ColourBlind);
    assert_eq!(settings.ui_scale, 125);
    let quadrex = settings.setup_for(GameKind::Quadrex);
    assert_eq!(quadrex.size, 7);
    assert_eq!(quadrex.seats, [Seat::Human, Seat::Ai { level: 3 }]);
    assert!(quadrex.options.quadrex_swap);
    assert_eq!((settings.audio.music, settings.audio.effects), (0.25, 0.5));
    assert!(settings.audio.muted && !settings.rumble);
    assert!(!settings.confirm_taps && !settings.vibrate);
    assert_eq!(settings.online.name, "Ann");
    assert_eq!(settings.online.server, "example.org:7878");
    // The progress, in its own resource and file.
    let rush = app.world().resource::<LearnProgress>().of(GameKind::Rush);
    assert!(rush.lessons.contains("rush-1-placing") && rush.lessons.contains("rush-2-extra-turns"));
    assert!(rush.final_won);
    assert_eq!(rush.rating.rating, 1612.5);
    assert_eq!((rush.streak, rush.best_streak), (3, 5));
    assert_eq!(rush.versus_ai.map(|r| r.rating), Some(1420.0));
    let progress = fs::read_to_string(dir.path().join("data/progress.ron")).expect("moved out");
    assert!(
        progress.contains("rush-2-extra-turns") && progress.contains("1612.5"),
        "{progress}"
    );
    // The seat, in its own resource and file.
    let seats = app.world().resource::<HeldSeats>().held.clone();
    assert_eq!(seats.len(), 1);
    assert_eq!(
        (
            seats[0].room.as_str(),
            seats[0].token.as_str(),
            seats[0].title.as_str()
        ),
        ("HJKMNP", "0123abcd", "Rush 9x9 with Bob")
    );
    let held = fs::read_to_string(dir.path().join("data/seats.ron")).expect("moved out");
    assert!(
        held.contains("HJKMNP") && held.contains("0123abcd"),
        "{held}"
    );
    // The next settings written hold neither, and say the format this build writes.
    app.world_mut().resource_mut::<Settings>().rumble = true;
    app.update();
    let written = fs::read_to_string(settings_path(dir.path())).expect("written");
    assert!(
        written.contains(&format!("version: {SETTINGS_VERSION}")),
        "{written}"
    );
    assert!(
        !written.contains("rush-1-placing") && !written.contains("HJKMNP"),
        "{written}"
    );
    assert!(written.contains("\"Ann\""), "{written}");
    // A restart reads the three files as they were.
    drop(app);
    let mut again = view_app_storing(storage(dir.path()));
    again.update();
    assert!(toasts(&mut again).is_empty());
    assert_eq!(
        again.world().resource::<LearnProgress>().of(GameKind::Rush),
        rush
    );
    assert_eq!(again.world().resource::<HeldSeats>().held, seats);
    assert_eq!(
        again.world().resource::<Settings>().palette,
        Palette::ColourBlind
    );
}

/// Where the progress and the seats cannot be written to their own files, they stay in the
/// settings file (and in play), so that nothing is lost; the next start tries again.
#[test]
fn progress_and_seats_that_cannot_be_moved_stay_in_the_settings_file() {
    use quartet::app::settings::online::HeldSeats;
    use quartet::app::settings::progress::LearnProgress;
    let dir = tempfile::tempdir().expect("a temp dir");
    fs::create_dir_all(dir.path().join("config")).expect("a folder");
    fs::write(settings_path(dir.path()), FORMAT_5).expect("written");
    // The data "folder" is a file: nothing can be written there.
    fs::write(dir.path().join("data"), "in the way").expect("a file");
    let mut app = view_app_storing(storage(dir.path()));
    app.update();
    let notices = toasts(&mut app);
    assert!(
        notices
            .iter()
            .any(|t| t.contains("puzzles' ratings were not saved")),
        "{notices:?}"
    );
    assert!(
        notices.iter().any(|t| t.contains("online were not saved")),
        "{notices:?}"
    );
    let rush = app.world().resource::<LearnProgress>().of(GameKind::Rush);
    assert!(
        rush.lessons.contains("rush-1-placing"),
        "in play all the same"
    );
    assert_eq!(app.world().resource::<HeldSeats>().held.len(), 1);
    app.world_mut().resource_mut::<Settings>().rumble = true;
    app.update();
    let written = fs::read_to_string(settings_path(dir.path())).expect("written");
    assert!(
        written.contains(&format!("version: {SETTINGS_VERSION}")),
        "{written}"
    );
    assert!(
        written.contains("rush-1-placing") && written.contains("HJKMNP"),
        "{written}"
    );
    assert_eq!(
        fs::read_to_string(dir.path().join("data")).expect("untouched"),
        "in the way"
    );
}

/// A notice at start speaks the language the settings name (they are read after it is
/// written), and speaks again when the language changes while it shows.
#[test]
fn a_notice_at_start_speaks_the_settings_language() {
    let dir = tempfile::tempdir().expect("a temp dir");
    fs::create_dir_all(dir.path().join("config")).expect("a folder");
    fs::create_dir_all(dir.path().join("data")).expect("a folder");
    fs::write(settings_path(dir.path()), "(language: Some(\"de\"))").expect("written");
    fs::write(dir.path().join("data/progress.ron"), "(version: 99)").expect("a bad file");
    let mut app = view_app_storing(storage(dir.path()));
    app.update();
    let notices = toasts(&mut app);
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(
        notices[0].starts_with("Die abgeschlossenen Lektionen und die Wertungen der Rätsel in ")
            && notices[0].contains("Quartet startet ohne abgeschlossene Lektionen")
            && notices[0].contains("progress.ron.bad-"),
        "{}",
        notices[0]
    );
    app.world_mut().resource_mut::<Settings>().language = Some("en".to_string());
    app.update();
    let notices = toasts(&mut app);
    assert!(
        notices[0].starts_with("The lessons done and the puzzles' ratings in ")
            && notices[0].contains("Quartet starts with no lessons done"),
        "{}",
        notices[0]
    );
}
