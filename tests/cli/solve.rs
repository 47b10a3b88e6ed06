//! `quartet solve`: the real binary's text and JSON answers, and bad input refused with exit
//! status 2 and the reason.

use serde_json::Value;
use std::process::{Command, Output};

fn solve(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_quartet"))
        .arg("solve")
        .args(args)
        .output()
        .expect("the quartet binary runs")
}

fn json(args: &[&str]) -> Value {
    let out = solve(&[args, &["--json"]].concat());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

/// Vert has b1, b2, b3 and b5 on 5x5, Horz four scattered pieces: b4 joins at once.
const VERT_TO_WIN: &str = "b1 e1 b2 d2 b3 d3 b5 e3";

#[test]
fn json_names_every_move_and_a_value_its_best_move_has() {
    let v = json(&["--game", "quadrex", "--size", "5", "--moves", VERT_TO_WIN]);
    assert_eq!(v["value"], "win", "{v}");
    assert_eq!(v["to_move"], "vert");
    let moves = v["moves"].as_object().expect("moves");
    // 25 cells less 8 pieces (no cascade filled any here).
    assert_eq!(moves.len(), 17, "{v}");
    assert_eq!(moves["b4"], "win");
    assert!(moves.values().all(|r| r == "win" || r == "loss"), "{v}");
    assert!(v["secs"].as_f64().is_some_and(|s| s >= 0.0));
    assert!(v.get("margin").is_none(), "only Cheversi has margins");

    // Values are the side to move's: after another winning Vert move, Horz is to move and lost.
    let (other, _) = moves
        .iter()
        .find(|(m, r)| *r == "win" && *m != "b4")
        .expect("another winning move");
    let after = format!("{VERT_TO_WIN} {other}");
    let v = json(&["--game", "quadrex", "--size", "5", "--moves", &after]);
    assert_eq!(
        (v["to_move"].as_str(), v["value"].as_str()),
        (Some("horz"), Some("loss")),
        "{v}"
    );
}

#[test]
fn cheversi_adds_the_final_margin() {
    let moves = "Kd4 Qe5 Qd5 Re4 Rc4 Rf5 Bc5 Bf4 Nd3 Ne6 Rc3 Ng5 Bb5 Bd7";
    let v = json(&["--game", "cheversi", "--moves", moves]);
    let margin = v["margin"].as_i64().expect("a margin");
    let margins = v["margins"].as_object().expect("margins");
    assert_eq!(margins.len(), v["moves"].as_object().expect("moves").len());
    // The margin is the best move's, and each move's result is its margin's sign.
    assert_eq!(
        margins.values().filter_map(Value::as_i64).max(),
        Some(margin)
    );
    for (mv, m) in margins {
        let m = m.as_i64().expect("every move solved");
        let word = match m.signum() {
            1 => "win",
            0 => "draw",
            _ => "loss",
        };
        assert_eq!(v["moves"][mv], word, "{mv}");
    }
}

#[test]
fn text_lists_the_moves_by_result_and_an_empty_budget_says_unknown() {
    let out = solve(&["--game", "quadrex", "--size", "5", "--moves", VERT_TO_WIN]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    assert!(text.contains("vert to move: win with best play"), "{text}");
    let win_line = text
        .lines()
        .find(|l| l.trim_start().starts_with("win "))
        .expect("win line");
    assert!(win_line.split_whitespace().any(|m| m == "b4"), "{text}");
    let v = json(&[
        "--game", "rush", "--size", "19", "--moves", "j10", "--nodes", "100",
    ]);
    assert_eq!(v["value"], "unknown", "{v}");
    assert!(
        v["moves"]
            .as_object()
            .expect("moves")
            .values()
            .any(|r| r == "unknown")
    );
}

#[test]
fn bad_input_exits_2_with_the_reason() {
    for (args, reason) in [
        (vec!["--game", "chess"], "unknown game"),
        (
            vec!["--game", "rush", "--size", "6"],
            "does not allow size 6",
        ),
        (
            vec!["--game", "rush", "--size", "5", "--moves", "c3 c3"],
            "c3 (move 2)",
        ),
        (
            vec!["--game", "rush", "--size", "5", "--moves", "zz"],
            "not a point",
        ),
        (
            vec![
                "--game",
                "quadrex",
                "--size",
                "3",
                "--moves",
                "b1 a2 b2 c2 b3",
            ],
            "game is over",
        ),
        (vec!["--game", "rush", "--seconds", "0"], "positive number"),
    ] {
        let out = solve(&args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(reason), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}
