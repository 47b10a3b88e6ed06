//! `quartet review`: the real binary's JSON and text on a game with a blunder the exact solver
//! proves (`quartet solve`, checked against minimax in the AI tests, is the oracle), an
//! exported move list read back with its annotations, and bad input refused with exit status
//! 2 and the reason.

use serde_json::Value;
use std::process::{Command, Output};

fn quartet(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_quartet"))
        .args(args)
        .output()
        .expect("the quartet binary runs")
}

fn json_of(out: &Output) -> Value {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

/// Quadrex 5x5: after these six moves Vert, to move, has won with best play, and d2 loses.
const BEFORE_BLUNDER: &str = "c2 a2 b4 c3 e1 d5";

fn review_json(moves: &str) -> Value {
    json_of(&quartet(&[
        "review",
        "--game",
        "quadrex",
        "--size",
        "5",
        "--moves",
        moves,
        "--threads",
        "1",
        "--json",
    ]))
}

#[test]
fn json_marks_a_proven_blunder_and_names_a_winning_best_move() {
    let solved = json_of(&quartet(&[
        "solve",
        "--game",
        "quadrex",
        "--size",
        "5",
        "--moves",
        BEFORE_BLUNDER,
        "--json",
    ]));
    assert_eq!(solved["value"], "win", "{solved}");
    assert_eq!(solved["moves"]["d2"], "loss", "{solved}");

    let v = review_json(&format!("{BEFORE_BLUNDER} d2"));
    assert_eq!(
        (v["game"].as_str(), v["size"].as_u64()),
        (Some("quadrex"), Some(5))
    );
    assert_eq!(v["level"], 6, "the default level");
    let moves = v["moves"].as_array().expect("moves");
    assert_eq!(moves.len(), 7);
    for (k, m) in moves.iter().enumerate() {
        assert_eq!(m["ply"], k + 1);
        assert_eq!(m["side"], if k % 2 == 0 { "vert" } else { "horz" });
        for chance in ["before", "after"] {
            let c = m[chance].as_f64().expect("a win chance");
            assert!((0.0..=1.0).contains(&c), "{m}");
        }
        // Quadrex is not scored by a margin.
        assert!(
            m["margin_before"].is_null() && m["margin_after"].is_null(),
            "{m}"
        );
        let mark = &m["mark"];
        assert!(
            mark.is_null()
                || ["best", "inaccuracy", "mistake", "blunder"]
                    .contains(&mark.as_str().unwrap_or("")),
            "{m}"
        );
    }
    let blunder = &moves[6];
    assert_eq!(blunder["move"], "d2");
    assert_eq!(blunder["mark"], "blunder", "{blunder}");
    assert_eq!(
        (blunder["before"].as_f64(), blunder["after"].as_f64()),
        (Some(1.0), Some(0.0))
    );
    let best = blunder["best"].as_str().expect("a best move");
    assert_eq!(solved["moves"][best], "win", "best {best}: {solved}");
    assert_eq!(blunder["line"][0], best);

    let players = v["players"].as_array().expect("players");
    assert_eq!(players.len(), 2);
    let vert = &players[0];
    assert_eq!(vert["side"], "vert");
    assert!(vert["blunder"].as_u64().is_some_and(|n| n >= 1), "{vert}");
    for p in players {
        let accuracy = p["accuracy"].as_f64().expect("an accuracy");
        assert!((0.0..=100.0).contains(&accuracy), "{p}");
        for mark in ["best", "inaccuracy", "mistake", "blunder"] {
            assert!(p[mark].is_u64(), "{p}");
        }
    }
    assert!(vert["accuracy"].as_f64() < Some(100.0));
}

#[test]
fn the_text_annotates_the_moves_and_an_export_reads_back_with_its_annotations() {
    let out = quartet(&[
        "review",
        "--game",
        "quadrex",
        "--size",
        "5",
        "--moves",
        &format!("{BEFORE_BLUNDER} d2"),
        "--threads",
        "1",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains(" d2??"), "{text}");
    assert!(text.contains("blunder"), "{text}");

    // The annotated move list, as an export writes it, is a game to review again.
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join("game.txt");
    std::fs::write(
        &path,
        "# Quartet: Quadrex 5x5\nc2 a2?! b4 c3?? e1 d5 d2??\n",
    )
    .expect("written");
    let v = json_of(&quartet(&[
        "review",
        path.to_str().expect("a path"),
        "--threads",
        "1",
        "--json",
    ]));
    let moves: Vec<&str> = v["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .filter_map(|m| m["move"].as_str())
        .collect();
    assert_eq!(moves, ["c2", "a2", "b4", "c3", "e1", "d5", "d2"]);
}

/// Cheversi's review gives each move the mover's expected final margin; after the last move
/// it is the game's real margin, as the rules score it.
#[test]
fn a_cheversi_review_gives_the_expected_margins() {
    use quartet::rules::{GameKind, Match, MatchOptions, Side};
    use rand::SeedableRng;
    let mut rng = rand::rngs::StdRng::seed_from_u64(9);
    let mut game = Match::new(GameKind::Cheversi, None, MatchOptions::default()).expect("a game");
    while game.position().to_move().is_some() {
        let legal = game.position().legal_moves();
        let mv = legal[rand::RngExt::random_range(&mut rng, 0..legal.len())];
        game.play(mv).expect("legal");
    }
    let score = game.position().score().expect("a final score");
    let moves = game.history().join(" ");
    let v = json_of(&quartet(&[
        "review", "--game", "cheversi", "--moves", &moves, "--level", "3", "--json",
    ]));
    let reviewed = v["moves"].as_array().expect("moves");
    assert_eq!(reviewed.len(), game.len());
    for m in reviewed {
        assert!(
            m["margin_before"].is_f64() && m["margin_after"].is_f64(),
            "{m}"
        );
    }
    let last = reviewed.last().expect("a move");
    let mover = if last["side"] == game.colour(Side::First) {
        Side::First
    } else {
        Side::Second
    };
    let real = score[mover.index()] - score[mover.other().index()];
    assert_eq!(
        last["margin_after"].as_f64(),
        Some(f64::from(real)),
        "{last}"
    );
    let text = String::from_utf8_lossy(
        &quartet(&[
            "review", "--game", "cheversi", "--moves", &moves, "--level", "3",
        ])
        .stdout,
    )
    .to_string();
    // Each marked move's line in the text shows the points.
    let marked = reviewed
        .iter()
        .filter(|m| m["mark"].is_string() && m["mark"] != "best")
        .count();
    assert!(marked > 0, "a random game has mistakes: {v}");
    assert_eq!(text.matches(", points ").count(), marked, "{text}");
}

#[test]
fn bad_input_exits_2_with_the_reason() {
    let dir = tempfile::tempdir().expect("a folder");
    let corrupt = dir.path().join("broken.ron");
    std::fs::write(&corrupt, "(version: 1, game: ").expect("written");
    let bare = dir.path().join("bare.txt");
    std::fs::write(&bare, "e5 d4\n").expect("written");
    let missing = dir.path().join("missing.ron");
    let cases: [(Vec<&str>, &str); 7] = [
        (
            vec!["--game", "quadrex", "--size", "5", "--moves", "c2 c2"],
            "c2 (move 2)",
        ),
        (
            vec!["--game", "quadrex", "--size", "5", "--moves", "c2 zz"],
            "zz",
        ),
        (vec!["--game", "chess", "--moves", "e4"], "chess"),
        (
            vec!["--game", "rush", "--moves", "e5", "--level", "11"],
            "--level 11",
        ),
        (vec![corrupt.to_str().expect("a path")], "broken.ron"),
        (vec![bare.to_str().expect("a path")], "--game"),
        (vec![missing.to_str().expect("a path")], "missing.ron"),
    ];
    for (args, reason) in cases {
        let out = quartet(&[&["review"], args.as_slice()].concat());
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(reason), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    assert!(corrupt.exists(), "a bad file is only read");
}
