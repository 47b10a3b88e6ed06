//! Bad input never panics: arbitrary notation, corrupt stored positions and matches get a clear
//! error and leave nothing half-changed.

use proptest::prelude::*;
use quartet_core::rules::{AnyGame, GameKind, Match, MatchOptions, RulesError};

fn a_match(kind: GameKind) -> Match {
    let mut m = Match::new(kind, None, MatchOptions::default()).expect("default size");
    let moves: &[&str] = match kind {
        GameKind::Rekushu => &["j10", "e10", "c6", "c9"],
        GameKind::Rush => &["j10", "k10", "k11"],
        GameKind::Quadrex => &["j10", "swap", "c3"],
        GameKind::Cheversi => &["Ke4", "Nd5", "Qe5", "Qd4"],
    };
    m.load_moves(moves).expect("legal moves");
    m
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_text_parses_or_fails_cleanly(text in "\\PC{0,12}|[a-zA-Z]{1,2}[0-9]{1,3}(/[a-z][0-9]{1,2}-[a-z][0-9]{1,2})?") {
        for kind in GameKind::ALL {
            let m = a_match(kind);
            let pos = m.position();
            if let Ok(mv) = pos.parse_move(&text) {
                // What parses formats back to notation that parses to the same move.
                let again = pos.format_move(mv);
                prop_assert_eq!(pos.parse_move(&again), Ok(mv));
            }
            let mut copy = m.clone();
            if copy.play_text(&text).is_err() {
                prop_assert_eq!(&copy, &m);
            }
            let _ = kind.parse_colour(&text);
            let _ = text.parse::<GameKind>();
        }
    }

    #[test]
    fn corrupt_saved_matches_are_refused_cleanly(cut in 0usize..400, byte in any::<u8>(), kind in 0usize..4) {
        let m = a_match(GameKind::ALL[kind]);
        let text = ron::to_string(&m).expect("serialize");
        let mut bytes = text.into_bytes();
        let at = cut % bytes.len();
        bytes[at] = byte;
        if let Ok(corrupt) = String::from_utf8(bytes)
            && let Ok(back) = ron::from_str::<Match>(&corrupt)
        {
            // Whatever loads is a consistent match: its moves replay to its position.
            let mut replay = Match::new(back.kind(), Some(back.size()), back.options()).expect("valid");
            replay.load_moves(&back.history()).expect("replays");
            prop_assert_eq!(replay, back);
        }
    }

    #[test]
    fn corrupt_saved_positions_are_refused_cleanly(cut in 0usize..3000, byte in any::<u8>(), kind in 0usize..4) {
        let m = a_match(GameKind::ALL[kind]);
        let text = ron::to_string(m.position()).expect("serialize");
        let mut bytes = text.into_bytes();
        let at = cut % bytes.len();
        bytes[at] = byte;
        if let Ok(corrupt) = String::from_utf8(bytes)
            && let Ok(back) = ron::from_str::<AnyGame>(&corrupt)
        {
            // Whatever loads can be played on without panicking.
            let moves = back.legal_moves();
            if let Some(&mv) = moves.first() {
                let mut next = back.clone();
                prop_assert!(next.play(mv).is_ok());
            }
        }
    }
}

#[test]
fn corrupt_files_give_a_message_a_person_understands() {
    let bad_size = "(game: rush, size: 8, moves: [])";
    let err = ron::from_str::<Match>(bad_size).expect_err("size 8 is not Rush's");
    assert!(err.to_string().contains("odd sizes from 5 to 25"), "{err}");
    let bad_move = "(game: quadrex, size: 5, moves: [\"c3\", \"c3\"])";
    let err = ron::from_str::<Match>(bad_move).expect_err("c3 twice");
    assert!(err.to_string().contains("occupied"), "{err}");
    let bad_rows = "Rush((size: 5, board: [\".....\"], to_move: First))";
    let err = ron::from_str::<AnyGame>(bad_rows).expect_err("one row");
    assert!(err.to_string().contains("1 board rows"), "{err}");
    let too_many = "Cheversi((board: [\"KK......\", \"........\", \"........\", \"........\", \"........\", \"........\", \"........\", \"........\"], last_white: Some((col: 0, row: 7)), last_black: None))";
    let err = ron::from_str::<AnyGame>(too_many).expect_err("two kings");
    assert!(err.to_string().contains("too many Kings"), "{err}");
    assert!(matches!(
        "go".parse::<GameKind>(),
        Err(RulesError::UnknownGame(_))
    ));
    // A Quadrex position "after one move" must hold just Vert's opening piece, or swap breaks.
    let two = "Quadrex((size: 3, board: [\"v..\", \"...\", \"..h\"], to_move: Second, plies: 1, allow_swap: true))";
    let err = ron::from_str::<AnyGame>(two).expect_err("two pieces after one move");
    assert!(err.to_string().contains("opening piece"), "{err}");
    let turn = "Quadrex((size: 3, board: [\"v..\", \"...\", \"...\"], to_move: First, plies: 1, allow_swap: true))";
    assert!(
        ron::from_str::<AnyGame>(turn).is_err(),
        "Vert cannot move after move 1"
    );
}
