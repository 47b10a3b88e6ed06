//! Saved games' records (`quartet_core::save`): what a record keeps comes back exactly, and a
//! record that cannot be used is refused with its reason, never a panic (docs/architecture.md,
//! "Layers"; the game's handling of such a file is tests/app/saves.rs).

use quartet_core::rules::{GameKind, Match, MatchOptions, Outcome, Side};
use quartet_core::save::{self, EarlyEnd, SAVE_VERSION, SavedGame, SavedMatch, Seat};

#[test]
fn seats_levels_moves_taken_back_and_an_early_end_survive_the_record() {
    let mut game = Match::new(GameKind::Quadrex, Some(7), MatchOptions::default()).expect("new");
    game.load_moves(&["d4", "swap", "c3", "e5"]).expect("legal");
    // "e5" taken back: it waits to be redone.
    let mut taken_back = game.clone();
    taken_back.undo().expect("a move to take back");
    let e5 = game.plies().last().expect("a ply").mv;
    let saved = SavedMatch {
        game: taken_back,
        seats: [Seat::Ai { level: 9 }, Seat::Human],
        redo: vec![e5],
        ended_early: Some(EarlyEnd::Resigned(Side::Second)),
        started: 1_790_000_000,
    };
    let record = SavedGame::of(&saved, 1_790_000_600);
    assert_eq!(record.version, SAVE_VERSION);
    assert_eq!(record.moves, vec!["d4", "swap", "c3"]);
    assert_eq!(record.undone, vec!["e5"]);
    let end = record.end.expect("ended");
    assert_eq!(end.result, Outcome::Win(Side::First));
    assert_eq!(end.early, Some(EarlyEnd::Resigned(Side::Second)));
    assert_eq!(end.at, 1_790_000_600);
    let (read, back) = save::parse(&record.to_text()).expect("readable");
    assert_eq!(read, record);
    assert_eq!(back.seats, saved.seats);
    assert_eq!(back.game, saved.game);
    assert_eq!(back.redo, vec![e5]);
    assert_eq!(back.outcome(), Outcome::Win(Side::First));
    assert_eq!(back.started, 1_790_000_000);
}

#[test]
fn a_lesson_or_a_game_online_opens_as_a_game_between_two_people() {
    let text =
        "(version: 2, game: rush, size: 9, players: (Coach, Remote), moves: [\"e5\"], started: 0)";
    let (_, saved) = save::parse(text).expect("readable");
    assert_eq!(saved.seats, [Seat::Human, Seat::Human]);
}

#[test]
fn a_record_that_cannot_be_used_says_why() {
    let cases: [(&str, &str, &str); 12] = [
        ("empty", " \n", "it is empty"),
        (
            "truncated",
            "(version: 1, game: rush, si",
            "not a saved game",
        ),
        ("not RON", "rush 9x9: e5 c3", "not a saved game"),
        ("settings", "(view: TwoD)", "not a saved game"),
        (
            "newer",
            "(version: 3, game: rush, size: 9, players: (Human, Human), moves: [], started: 0, more: 1)",
            "newer Quartet (format 3",
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
            "move 1 taken back",
        ),
        (
            "no such level",
            "(version: 1, game: rush, size: 9, players: (Human, Ai(level: 11)), moves: [\"e5\"], started: 0)",
            "no AI level 11",
        ),
        (
            "an end the moves do not reach",
            "(version: 1, game: rush, size: 9, players: (Human, Human), moves: [\"e5\"], end: Some((result: Draw, at: 5)), started: 0)",
            "do not end it",
        ),
        (
            "a field no format has",
            "(version: 2, game: rush, size: 9, players: (Human, Human), moves: [], started: 0, cheat: true)",
            "not a saved game",
        ),
    ];
    for (case, text, reason) in cases {
        match save::parse(text) {
            Ok(_) => panic!("{case}: read"),
            Err(why) => assert!(why.contains(reason), "{case}: {why}"),
        }
    }
}
