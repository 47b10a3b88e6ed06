//! The autosave: every move of a game a human plays is saved, Continue on the title takes an
//! unfinished game up exactly (moves, seats and levels, the moves taken back), a finished game
//! keeps its result, and an autosave that cannot be used is kept aside and told about while the
//! title opens as usual. Each app keeps its files in a folder of its own.

mod support;

use bevy::prelude::*;
use quartet::app::Screen;
use quartet::app::game::{CurrentMatch, EarlyEnd, MatchSetup, PlayerAction, Seat};
use quartet::app::screens::title::ContinueButton;
use quartet::app::screens::toast::Toast;
use quartet::app::store::saves::{self, SavedGame};
use quartet::rules::{GameKind, Match, MatchOptions, Outcome, Side};
use quartet::storage::Storage;
use std::fs;
use std::path::{Path, PathBuf};
use support::{click_entity, current, find, run_until, screen, send, view_app_storing};

fn storage(dir: &Path) -> Storage {
    Storage::in_folders(dir.join("config"), dir.join("data"))
}

fn autosave_path(dir: &Path) -> PathBuf {
    dir.join("data/saves/autosave.ron")
}

/// A view app keeping its files in `dir`, with a match of `kind` started by `seats`.
fn playing(dir: &Path, kind: GameKind, size: usize, seats: [Seat; 2]) -> App {
    let mut app = view_app_storing(storage(dir));
    app.insert_resource(MatchSetup {
        kind,
        size,
        seats,
        options: MatchOptions::default(),
    });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Play);
    app.update();
    app.update();
    app
}

fn play(app: &mut App, text: &str) {
    let mv = current(app)
        .game
        .position()
        .parse_move(text)
        .expect("notation");
    send(app, PlayerAction::Play(mv));
    assert_eq!(
        current(app).game.move_texts().last().map(String::as_str),
        Some(text)
    );
}

fn continue_buttons(app: &mut App) -> Vec<Entity> {
    let world = app.world_mut();
    world
        .query_filtered::<Entity, With<ContinueButton>>()
        .iter(world)
        .collect()
}

fn toasts(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    world
        .query::<&Toast>()
        .iter(world)
        .map(|t| t.text.clone())
        .collect()
}

#[test]
fn an_unfinished_game_is_continued_exactly_after_a_restart() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut app = playing(dir.path(), GameKind::Rush, 9, [Seat::Human, Seat::Human]);
    assert!(!autosave_path(dir.path()).exists(), "no move, no save");
    for mv in ["e5", "c3", "g7", "c7", "g3"] {
        play(&mut app, mv);
        app.update();
        let text = fs::read_to_string(autosave_path(dir.path())).expect("saved");
        assert!(text.contains(&format!("\"{mv}\"")), "saved after {mv}");
    }
    send(&mut app, PlayerAction::Undo);
    send(&mut app, PlayerAction::Undo);
    app.update();
    let left = current(&app).clone();
    assert_eq!(left.game.move_texts(), vec!["e5", "c3", "g7"]);
    assert!(left.can_redo());
    drop(app);

    let mut app = view_app_storing(storage(dir.path()));
    assert_eq!(screen(&app), Screen::Title);
    let buttons = continue_buttons(&mut app);
    assert_eq!(buttons.len(), 1, "Continue is offered");
    click_entity(&mut app, buttons[0]);
    assert_eq!(screen(&app), Screen::Play);
    let resumed = current(&app).clone();
    assert_eq!(resumed.game, left.game, "the same moves and positions");
    assert_eq!(resumed.seats, left.seats);
    assert_eq!(resumed.started, left.started);
    assert_eq!(resumed.redo_moves(), left.redo_moves());
    // The moves taken back can be replayed, in order.
    send(&mut app, PlayerAction::Redo);
    assert_eq!(
        current(&app).game.move_texts(),
        vec!["e5", "c3", "g7", "c7"]
    );
    // A restart from the pause menu starts the same setup afresh.
    let setup = app.world().resource::<MatchSetup>().clone();
    assert_eq!(
        (setup.kind, setup.size, setup.seats),
        (GameKind::Rush, 9, left.seats)
    );
}

#[test]
fn opening_a_saved_game_does_not_replace_the_autosave_until_a_move_is_played() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut app = playing(dir.path(), GameKind::Rush, 9, [Seat::Human, Seat::Human]);
    play(&mut app, "e5");
    app.update();
    let mine = fs::read(autosave_path(dir.path())).expect("saved");
    // A finished game, opened as `quartet --load` opens it.
    let mut game = Match::new(GameKind::Rush, Some(5), MatchOptions::default()).expect("new");
    game.load_moves(&["c3"]).expect("legal");
    let finished = CurrentMatch::resume(
        game,
        [Seat::Human, Seat::Ai { level: 2 }],
        Vec::new(),
        Some(EarlyEnd::Resigned(Side::Second)),
        1_790_000_000,
    );
    app.insert_resource(finished.setup());
    app.insert_resource(quartet::app::game::Resume(finished));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Play);
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(
        screen(&app),
        Screen::End,
        "a finished game opens on its end"
    );
    assert_eq!(current(&app).game.move_texts(), vec!["c3"]);
    assert_eq!(fs::read(autosave_path(dir.path())).expect("kept"), mine);
    // Playing on in an opened unfinished game does replace it.
    let mut app = view_app_storing(storage(dir.path()));
    let buttons = continue_buttons(&mut app);
    click_entity(&mut app, buttons[0]);
    app.update();
    assert_eq!(fs::read(autosave_path(dir.path())).expect("kept"), mine);
    play(&mut app, "c3");
    app.update();
    assert_ne!(fs::read(autosave_path(dir.path())).expect("saved"), mine);
}

#[test]
fn seats_levels_and_an_early_end_survive_the_record() {
    let mut game = Match::new(GameKind::Quadrex, Some(7), MatchOptions::default()).expect("new");
    game.load_moves(&["d4", "swap", "c3"]).expect("legal");
    let seats = [Seat::Ai { level: 9 }, Seat::Human];
    let current = CurrentMatch::resume(
        game,
        seats,
        Vec::new(),
        Some(EarlyEnd::Resigned(Side::Second)),
        1_790_000_000,
    );
    let record = SavedGame::of(&current, 1_790_000_600);
    assert_eq!(record.moves, vec!["d4", "swap", "c3"]);
    let end = record.end.expect("ended");
    assert_eq!(end.result, Outcome::Win(Side::First));
    assert_eq!(end.early, Some(EarlyEnd::Resigned(Side::Second)));
    assert_eq!(end.at, 1_790_000_600);
    let (read, back) = saves::parse(&saves::to_text(&record)).expect("readable");
    assert_eq!(read, record);
    assert_eq!(back.seats, seats);
    assert_eq!(back.game, current.game);
    assert_eq!(back.outcome(), Outcome::Win(Side::First));
    assert_eq!(back.started, 1_790_000_000);
}

#[test]
fn a_finished_game_keeps_its_result_and_is_not_offered_to_continue() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut app = playing(dir.path(), GameKind::Rush, 9, [Seat::Human, Seat::Human]);
    play(&mut app, "e5");
    send(&mut app, PlayerAction::Resign);
    app.update();
    assert_eq!(screen(&app), Screen::End);
    let text = fs::read_to_string(autosave_path(dir.path())).expect("saved");
    let (record, _) = saves::parse(&text).expect("readable");
    let end = record.end.expect("the end is recorded");
    assert_eq!(end.result, Outcome::Win(Side::First));
    assert_eq!(end.early, Some(EarlyEnd::Resigned(Side::Second)));
    drop(app);
    let mut app = view_app_storing(storage(dir.path()));
    assert!(continue_buttons(&mut app).is_empty());
    assert!(toasts(&mut app).is_empty(), "a good file, nothing to tell");
}

#[test]
fn a_game_between_two_ais_does_not_replace_the_autosave() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut app = playing(dir.path(), GameKind::Rush, 9, [Seat::Human, Seat::Human]);
    play(&mut app, "e5");
    app.update();
    let mine = fs::read(autosave_path(dir.path())).expect("saved");
    drop(app);
    let mut app = playing(
        dir.path(),
        GameKind::Cheversi,
        8,
        [Seat::Ai { level: 1 }, Seat::Ai { level: 1 }],
    );
    run_until(&mut app, |a| {
        a.world()
            .get_resource::<CurrentMatch>()
            .is_some_and(|c| c.game.len() >= 3)
    });
    app.update();
    assert_eq!(fs::read(autosave_path(dir.path())).expect("kept"), mine);
}

#[test]
fn an_autosave_that_cannot_be_used_is_kept_aside_and_the_title_opens() {
    let cases: [(&str, &str, &str); 11] = [
        ("empty", "", "it is empty"),
        (
            "truncated",
            "(version: 1, game: rush, si",
            "not a saved game",
        ),
        ("not RON", "rush 9x9: e5 c3", "not a saved game"),
        ("settings", "(view: TwoD)", "not a saved game"),
        (
            "newer",
            "(version: 3, game: rush, size: 9, players: (Human, Human), moves: [], started: 0)",
            "newer Quartet",
        ),
        (
            "no such game",
            "(version: 1, game: go, size: 9, players: (Human, Human), moves: [], started: 0)",
            "not a saved game",
        ),
        (
            "no such size",
            "(version: 1, game: rush, size: 8, players: (Human, Human), moves: [], started: 0)",
            "does not allow size 8",
        ),
        (
            "illegal move",
            "(version: 1, game: rush, size: 9, players: (Human, Human), moves: [\"e5\", \"e5\"], started: 0)",
            "move 2",
        ),
        (
            "bad move taken back",
            "(version: 1, game: rush, size: 9, players: (Human, Human), moves: [\"e5\"], undone: [\"z99\"], started: 0)",
            "taken back",
        ),
        (
            "no such level",
            "(version: 1, game: rush, size: 9, players: (Human, Ai(level: 0)), moves: [\"e5\"], started: 0)",
            "no AI level 0",
        ),
        (
            "an end the moves do not reach",
            "(version: 1, game: rush, size: 9, players: (Human, Human), moves: [\"e5\"], end: Some((result: Draw, at: 5)), started: 0)",
            "do not end it",
        ),
    ];
    for (case, text, reason) in cases {
        let dir = tempfile::tempdir().expect("a temp dir");
        let path = autosave_path(dir.path());
        fs::create_dir_all(path.parent().expect("a folder")).expect("made");
        fs::write(&path, text).expect("a bad file");
        let mut app = view_app_storing(storage(dir.path()));
        app.update();
        assert_eq!(screen(&app), Screen::Title, "{case}");
        assert!(continue_buttons(&mut app).is_empty(), "{case}");
        let notices = toasts(&mut app);
        assert_eq!(notices.len(), 1, "{case}: {notices:?}");
        assert!(notices[0].contains(reason), "{case}: {}", notices[0]);
        assert!(
            notices[0].contains(&path.display().to_string()),
            "{case}: {}",
            notices[0]
        );
        // Kept, byte for byte, beside where it was; nothing else there.
        let folder: Vec<_> = fs::read_dir(path.parent().expect("a folder"))
            .expect("listed")
            .flatten()
            .map(|e| e.path())
            .collect();
        assert_eq!(folder.len(), 1, "{case}: {folder:?}");
        let kept = &folder[0];
        assert!(
            kept.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("autosave.ron.bad-")),
            "{case}: {kept:?}"
        );
        assert_eq!(fs::read_to_string(kept).expect("kept"), text, "{case}");
        // Play still works from there.
        let play =
            find::<quartet::app::screens::widgets::GoTo>(&mut app, |g| g.0 == Screen::Select);
        click_entity(&mut app, play);
        assert_eq!(screen(&app), Screen::Select, "{case}");
    }
}

#[test]
fn a_save_folder_that_cannot_be_written_is_told_once_and_play_goes_on() {
    let dir = tempfile::tempdir().expect("a temp dir");
    fs::write(dir.path().join("data"), "in the way").expect("a file");
    let mut app = playing(dir.path(), GameKind::Rush, 9, [Seat::Human, Seat::Human]);
    for mv in ["e5", "c3", "g7"] {
        play(&mut app, mv);
        app.update();
    }
    let notices = toasts(&mut app);
    let unsaved: Vec<_> = notices
        .iter()
        .filter(|t| t.starts_with("The game was not saved: could not write "))
        .collect();
    assert_eq!(unsaved.len(), 1, "told once: {notices:?}");
    assert!(unsaved[0].contains("autosave.ron"), "{}", unsaved[0]);
    assert_eq!(current(&app).game.len(), 3);
    assert_eq!(
        fs::read_to_string(dir.path().join("data")).expect("untouched"),
        "in the way"
    );
}
