//! Save as a name (the panel's dialog and the pause menu's Save send the same message), and the
//! plain move list: exported, read back, and refused with the reason when it cannot be played.

use crate::support::{
    click_entity, current, find, key, play, start_match, toasts, view_app_storing,
};
use bevy::prelude::*;
use quartet::app::game::Seat;
use quartet::app::screens::pause::PauseButton;
use quartet::app::store::saves::{self, SaveAs, file_stem};
use quartet::app::{Pause, Screen};
use quartet::record::{export_text, import_text};
use quartet::rules::{GameKind, Match, MatchOptions};
use quartet::storage::Storage;
use std::fs;
use std::path::Path;

fn playing(dir: &Path) -> App {
    let storage = Storage::in_folders(dir.join("config"), dir.join("data"));
    let mut app = view_app_storing(storage);
    start_match(
        &mut app,
        GameKind::Rush,
        9,
        [Seat::Human, Seat::Ai { level: 2 }],
    );
    play(&mut app, "e5");
    app
}

fn saved_names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir.join("data/saves"))
        .expect("a saves folder")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n != "autosave.ron")
        .collect();
    names.sort();
    names
}

#[test]
fn save_as_writes_a_named_save_that_loads_back_and_never_replaces_one() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut app = playing(dir.path());
    app.world_mut()
        .write_message(SaveAs("Sunday game".to_string()));
    app.update();
    assert_eq!(saved_names(dir.path()), ["Sunday game.ron"]);
    // The notice comes up the frame after.
    app.update();
    assert!(
        toasts(&mut app)
            .iter()
            .any(|t| t.contains("Saved as \"Sunday game\""))
    );
    let text = fs::read_to_string(dir.path().join("data/saves/Sunday game.ron")).expect("saved");
    let (record, loaded) = saves::parse(&text).expect("a save");
    assert_eq!(record.moves.first().map(String::as_str), Some("e5"));
    assert_eq!(loaded.seats, current(&app).seats);
    // The same name again: a second file, the first untouched.
    app.world_mut()
        .write_message(SaveAs("Sunday game".to_string()));
    app.update();
    assert_eq!(
        saved_names(dir.path()),
        ["Sunday game (2).ron", "Sunday game.ron"]
    );
    assert_eq!(
        fs::read_to_string(dir.path().join("data/saves/Sunday game.ron")).expect("kept"),
        text
    );
}

#[test]
fn the_pause_menus_save_makes_up_a_name() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let mut app = playing(dir.path());
    key(&mut app, KeyCode::Escape);
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause::Paused);
    let save = find::<PauseButton>(&mut app, |b| *b == PauseButton::Save);
    click_entity(&mut app, save);
    let names = saved_names(dir.path());
    assert_eq!(names.len(), 1, "{names:?}");
    assert!(names[0].starts_with("Rush 9x9 "), "{names:?}");
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Play);
}

#[test]
fn names_become_safe_file_names() {
    assert_eq!(file_stem("  Sunday game  "), "Sunday game");
    assert_eq!(file_stem("../../etc/passwd"), "_.._etc_passwd");
    assert_eq!(file_stem("a/b\\c:d"), "a_b_c_d");
    assert_eq!(file_stem(""), "saved game");
    assert_eq!(file_stem("AutoSave"), "AutoSave (saved)");
    assert_eq!(file_stem(&"x".repeat(100)).len(), 60);
    assert_eq!(file_stem("Partie à Noël"), "Partie à Noël");
}

#[test]
fn an_exported_move_list_reads_back_as_the_same_game() {
    for (kind, size, moves) in [
        (GameKind::Rush, 9, "e5 d4 c3 f6"),
        (GameKind::Quadrex, 7, "c5 d5 e4 e3 a7 c4"),
        (GameKind::Cheversi, 8, "Ke4 Nd5 Qe5 Qd4"),
        (GameKind::Rekushu, 6, "b2 e5 b4 f1 d2 a6"),
    ] {
        let mut game = Match::new(kind, Some(size), MatchOptions::default()).expect("game");
        let list: Vec<&str> = moves.split(' ').collect();
        game.load_moves(&list).expect("legal");
        let text = export_text(&game);
        assert!(text.starts_with(&format!("# Quartet: {} {size}x{size}", kind.title())));
        // Read as another game and size: the header wins.
        let back =
            import_text(&text, GameKind::Rekushu, 12, MatchOptions::default()).expect("reads back");
        assert_eq!(back.history(), game.history(), "{kind:?}");
        assert_eq!((back.kind(), back.size()), (kind, size));
    }
}

#[test]
fn a_bare_or_numbered_list_reads_as_the_game_in_play_and_no_swap_is_kept() {
    let back = import_text(
        "1. e5 d4\n2. c3, f6",
        GameKind::Rush,
        9,
        MatchOptions::default(),
    )
    .expect("moves");
    assert_eq!(back.move_texts(), ["e5", "d4", "c3", "f6"]);
    let options = MatchOptions {
        quadrex_swap: false,
    };
    let mut game = Match::new(GameKind::Quadrex, Some(7), options).expect("game");
    game.load_moves(&["d4"]).expect("legal");
    let back = import_text(
        &export_text(&game),
        GameKind::Rush,
        9,
        MatchOptions::default(),
    )
    .expect("reads");
    assert!(!back.options().quadrex_swap);
}

#[test]
fn a_list_that_cannot_be_played_says_why() {
    let rush = |text: &str| {
        import_text(text, GameKind::Rush, 9, MatchOptions::default()).expect_err("refused")
    };
    let said = |text: &str| rush(text).to_string();
    assert!(said("e5 e5").contains("move 2"), "{}", said("e5 e5"));
    assert!(said("").contains("no moves"));
    assert!(said("# Quartet: Chess 8x8\ne4").contains("Chess"));
    assert!(said("# Quartet: Rush 4x4\ne4").contains("4"));
    assert!(said("zz99").contains("zz99"));
}

/// The import dialog says why a list cannot be read in the player's language, the rules'
/// reason for a move too.
#[test]
fn a_list_that_cannot_be_played_says_why_in_the_player_s_language() {
    use quartet::app::hud::files::import_problem;
    use quartet::i18n::{Catalog, Language};
    let german = Catalog::new(Language::by_code("de").expect("spoken"));
    let said = |text: &str| {
        let why =
            import_text(text, GameKind::Rush, 9, MatchOptions::default()).expect_err("refused");
        import_problem(&german, &why)
    };
    assert_eq!(
        said("e5 e5"),
        "Zug 2 (e5) kann nicht gespielt werden: e5 ist besetzt"
    );
    assert_eq!(said(""), "Darin stehen keine Züge.");
    assert_eq!(
        said("# Quartet: Chess 8x8\ne4"),
        "Chess ist kein Spiel: wähle Rekushu, Rush, Quadrex oder Cheversi."
    );
    assert!(
        said("# Quartet: Rush 4x4\ne4").starts_with("Rush wird nicht auf 4x4 gespielt"),
        "{}",
        said("# Quartet: Rush 4x4\ne4")
    );
    assert_eq!(
        said("e5 zz99"),
        "Zug 2 (zz99) kann nicht gespielt werden: „zz99“ ist kein Punkt: schreibe einen \
         Spaltenbuchstaben und eine Zeilennummer, etwa j10"
    );
}
