//! `quartet puzzles list`: every shipped puzzle as JSON; a bad puzzle file is named, exits 2
//! and is left as it was.

use serde_json::Value;
use std::process::Command;

fn quartet(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_quartet"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the quartet binary runs")
}

#[test]
fn list_json_prints_every_shipped_puzzle_with_its_whole_line() {
    let out = quartet(&["puzzles", "list", "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let all: Value = serde_json::from_slice(&out.stdout).expect("a JSON array");
    let all = all.as_array().expect("an array");
    for game in ["rush", "quadrex", "cheversi"] {
        let n = all.iter().filter(|p| p["game"] == game).count();
        assert!(n >= 50, "{game}: {n} puzzles");
    }
    for p in all {
        let solution = p["solution"].as_array().expect("a solution");
        assert!(!solution.is_empty(), "{p}");
        assert!(p["moves"].is_array() && p["size"].is_u64(), "{p}");
        let length = p["length"].as_u64().expect("a length") as usize;
        // The solver's moves and the replies: at least one, at most all of them.
        assert!((1..=solution.len()).contains(&length), "{p}");
        assert!(
            ["win", "draw"].contains(&p["result"].as_str().expect("a result")),
            "{p}"
        );
    }
}

#[test]
fn a_bad_puzzle_file_is_named_and_left_as_it_was() {
    let dir = std::env::temp_dir().join(format!("quartet-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp dir");
    let bad = dir.join("rush.ron");
    std::fs::write(&bad, "PuzzleSet(version: 1, puzzles: [oops").expect("write");
    let dir_text = dir.to_string_lossy().to_string();
    for args in [
        vec!["puzzles", "list", "--dir", &dir_text],
        vec![
            "puzzles", "make", "--game", "rush", "--games", "1", "--dir", &dir_text,
        ],
    ] {
        let out = quartet(&args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("rush.ron is not a puzzle file"), "{err}");
    }
    let kept = std::fs::read_to_string(&bad).expect("still there");
    assert_eq!(kept, "PuzzleSet(version: 1, puzzles: [oops");
    std::fs::remove_dir_all(&dir).expect("clean up");
}
