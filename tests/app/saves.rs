//! The autosave: every move of a game a human plays is saved, Continue on the title takes an
//! unfinished game up exactly (moves, seats and levels, the moves taken back), a finished game
//! keeps its result, and an autosave that cannot be used is kept aside and told about while the
//! title opens as usual. Each app keeps its files in a folder of its own.

use crate::support::{
    click_entity, current, find, play, run_until, screen, send, start_match, toasts,
    view_app_storing,
};
use bevy::prelude::*;
use quartet::app::Screen;
use quartet::app::game::{CurrentMatch, EarlyEnd, MatchSetup, PlayerAction, Seat};
use quartet::app::screens::title::ContinueButton;
use quartet::app::store::saves;
use quartet::rules::{GameKind, Match, MatchOptions, Outcome, Side};
use quartet::storage::Storage;
use std::fs;
use std::path::{Path, PathBuf};

fn storage(dir: &Path) -> Storage {
    Storage::in_folders(dir.join("config"), dir.join("data"))
}

fn autosave_path(dir: &Path) -> PathBuf {
    dir.join("data/saves/autosave.ron")
}

/// A view app keeping its files in `dir`, with a match of `kind` started by `seats`.
fn playing(dir: &Path, kind: GameKind, size: usize, seats: [Seat; 2]) -> App {
    let mut app = view_app_storing(storage(dir));
    start_match(&mut app, kind, size, seats);
    app
}

fn continue_buttons(app: &mut App) -> Vec<Entity> {
    let world = app.world_mut();
    world
        .query_filtered::<Entity, With<ContinueButton>>()
        .iter(world)
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
    // Each reason a record is refused for is the core's (src/core/tests/rules/saved_games.rs):
    // here one of each kind, from the file, its format and the rules.
    let cases: [(&str, &str, &str); 3] = [
        ("empty", "", "it is empty"),
        (
            "newer",
            "(version: 3, game: rush, size: 9, players: (Human, Human), moves: [], started: 0)",
            "newer Quartet",
        ),
        (
            "illegal move",
            "(version: 1, game: rush, size: 9, players: (Human, Human), moves: [\"e5\", \"e5\"], started: 0)",
            "move 2",
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

/// A saved game's text: `moves` of Rush 9x9 between two humans, resigned by White if `ended`.
fn record(moves: &[&str], ended: bool) -> String {
    let moves: Vec<String> = moves.iter().map(|m| format!("{m:?}")).collect();
    let end = if ended {
        "Some((result: Win(First), early: Some(Resigned(Second)), at: 1790000500))"
    } else {
        "None"
    };
    format!(
        "(version: 1, game: rush, size: 9, players: (Human, Ai(level: 4)), moves: [{}], \
         end: {end}, started: 1790000000)",
        moves.join(", ")
    )
}

fn load_buttons(app: &mut App) -> Vec<(Entity, quartet::app::screens::load::LoadButton)> {
    let world = app.world_mut();
    let mut found: Vec<_> = world
        .query::<(Entity, &quartet::app::screens::load::LoadButton)>()
        .iter(world)
        .map(|(e, b)| (e, *b))
        .collect();
    found.sort_by_key(|(e, _)| *e);
    found
}

fn press(app: &mut App, which: quartet::app::screens::load::LoadButton) {
    let target = load_buttons(app)
        .into_iter()
        .find(|(_, b)| *b == which)
        .map(|(e, _)| e)
        .unwrap_or_else(|| panic!("a {which:?} button"));
    click_entity(app, target);
}

#[test]
fn the_load_screen_lists_saves_newest_first_opens_them_and_deletes_after_a_confirm() {
    use quartet::app::screens::load::{LoadButton, LoadList, describe};
    let dir = tempfile::tempdir().expect("a temp dir");
    let folder = dir.path().join("data/saves");
    fs::create_dir_all(&folder).expect("made");
    // Six good saves written a minute apart (a-f, f the newest), and a bad one.
    for (i, name) in ["a", "b", "c", "d", "e", "f"].into_iter().enumerate() {
        let path = folder.join(format!("{name}.ron"));
        let moves: Vec<&str> = ["e5", "c3", "g7", "c7", "g3", "e3"][..=i].to_vec();
        fs::write(&path, record(&moves, name == "b")).expect("written");
        let file = fs::File::options().write(true).open(&path).expect("open");
        file.set_modified(
            std::time::SystemTime::UNIX_EPOCH
                + std::time::Duration::from_secs(1_790_000_000 + 60 * i as u64),
        )
        .expect("dated");
    }
    fs::write(folder.join("broken.ron"), "(version: 1, game: rush").expect("written");
    let mut app = view_app_storing(storage(dir.path()));
    let load = find::<quartet::app::screens::widgets::GoTo>(&mut app, |g| g.0 == Screen::Load);
    click_entity(&mut app, load);
    assert_eq!(screen(&app), Screen::Load);
    let names: Vec<String> = app
        .world()
        .resource::<LoadList>()
        .entries
        .iter()
        .map(|e| e.title())
        .collect();
    assert_eq!(names, vec!["f", "e", "d", "c", "b", "a"], "newest first");
    // The bad one is told about and kept aside.
    let notices = toasts(&mut app);
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(notices[0].contains("broken.ron"), "{}", notices[0]);
    assert!(!folder.join("broken.ron").exists());
    // What a row says.
    let list = app.world().resource::<LoadList>();
    let english = quartet::i18n::Catalog::new(quartet::i18n::ENGLISH);
    let [title, players, state] = describe(&list.entries[0], &english);
    assert_eq!(title, "f");
    assert_eq!(players, "Rush 9x9 - Black: Human, White: AI level 4");
    assert!(
        state.starts_with("6 moves - unfinished, Black to move - 2026-"),
        "{state}"
    );
    let [_, _, finished] = describe(&list.entries[4], &english);
    assert!(finished.contains("Black wins"), "{finished}");
    // A page of four, then the older two.
    let opens = |app: &mut App| {
        load_buttons(app)
            .into_iter()
            .filter_map(|(_, b)| match b {
                LoadButton::Open(i) => Some(i),
                _ => None,
            })
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect::<Vec<_>>()
    };
    assert_eq!(opens(&mut app), vec![0, 1, 2, 3]);
    press(&mut app, LoadButton::Page(1));
    assert_eq!(opens(&mut app), vec![4, 5]);
    // Delete asks first; Keep keeps it.
    press(&mut app, LoadButton::Delete(5));
    assert_eq!(
        opens(&mut app),
        vec![4],
        "the row asks instead of offering Open"
    );
    press(&mut app, LoadButton::CancelDelete);
    assert!(folder.join("a.ron").exists());
    assert_eq!(opens(&mut app), vec![4, 5]);
    press(&mut app, LoadButton::Delete(5));
    press(&mut app, LoadButton::ConfirmDelete(5));
    assert!(!folder.join("a.ron").exists(), "deleted");
    assert_eq!(app.world().resource::<LoadList>().entries.len(), 5);
    assert_eq!(opens(&mut app), vec![4]);
    // Open a finished game: its end screen.
    press(&mut app, LoadButton::Open(4));
    assert_eq!(screen(&app), Screen::End);
    assert_eq!(current(&app).game.move_texts(), vec!["e5", "c3"]);
    // Back on the Load screen, open an unfinished one: play goes on from it.
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Load);
    app.update();
    app.update();
    press(&mut app, LoadButton::Open(0));
    assert_eq!(screen(&app), Screen::Play);
    assert_eq!(current(&app).game.len(), 6);
    assert_eq!(current(&app).seats, [Seat::Human, Seat::Ai { level: 4 }]);
}

#[test]
fn a_preview_shows_each_point_in_the_games_colours() {
    use quartet::app::board::palette::colours;
    use quartet::app::board::preview::{point_colours, preview_image};
    use quartet::app::settings::Palette;
    let mut game = Match::new(GameKind::Rush, Some(5), MatchOptions::default()).expect("new");
    game.load_moves(&["a1", "e5"]).expect("legal");
    let pos = game.position();
    let l = colours(Palette::Standard, GameKind::Rush);
    let colours = point_colours(pos, Palette::Standard);
    let rgba = |c: Color| c.to_srgba().to_u8_array();
    // Row by row from the top: a1 is the first point of the last row, e5 the last of the first.
    assert_eq!(colours[20], rgba(l.sides[0]), "a1 black");
    assert_eq!(colours[4], rgba(l.sides[1]), "e5 white");
    assert_eq!(colours[12], rgba(l.board), "c3 empty");
    let image = preview_image(pos, Palette::Standard);
    let size = image.size();
    assert_eq!((size.x, size.y), (100, 100), "20 pixels a point");
    let data = image.data.as_ref().expect("pixels");
    let pixel = |x: usize, y: usize| {
        let i = (y * 100 + x) * 4;
        [data[i], data[i + 1], data[i + 2], data[i + 3]]
    };
    assert_eq!(pixel(5, 95), rgba(l.sides[0]), "a1, bottom left");
    assert_eq!(pixel(95, 5), rgba(l.sides[1]), "e5, top right");
    assert_eq!(pixel(50, 50), rgba(l.board));
}

/// A review of the moves so far is autosaved with the game, and Continue shows it at once.
#[test]
fn continue_brings_back_the_review_of_the_moves_so_far() {
    use quartet::app::review::{GameReview, ReviewAction};
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut app = playing(dir.path(), GameKind::Quadrex, 5, [Seat::Human, Seat::Human]);
    for mv in ["c2", "a2", "b4"] {
        play(&mut app, mv);
        app.update();
    }
    send(&mut app, ReviewAction::Start);
    run_until(&mut app, |a| {
        a.world()
            .get_resource::<GameReview>()
            .is_some_and(|r| r.review().is_some())
    });
    app.update();
    let kept = app
        .world()
        .resource::<GameReview>()
        .review()
        .cloned()
        .expect("done");
    let text = fs::read_to_string(autosave_path(dir.path())).expect("saved");
    assert!(text.contains("review:"), "the review is in the autosave");
    drop(app);

    let mut app = view_app_storing(storage(dir.path()));
    let buttons = continue_buttons(&mut app);
    click_entity(&mut app, buttons[0]);
    app.update();
    let back = app.world().get_resource::<GameReview>().expect("a review");
    assert_eq!(back.review(), Some(&kept));
}
