//! `quartet puzzles list`: every shipped puzzle as JSON, wherever it is run from (the puzzles
//! built into the game are the files in `assets/puzzles/`); a bad puzzle file or a missing
//! folder is named and exits 2, and the file is left as it was.

use serde_json::Value;
use std::process::Command;

fn quartet(args: &[&str]) -> std::process::Output {
    quartet_in(std::path::Path::new(env!("CARGO_MANIFEST_DIR")), args)
}

fn quartet_in(dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_quartet"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("the quartet binary runs")
}

#[test]
fn list_outside_the_checkout_prints_the_puzzles_built_in_and_a_missing_folder_is_refused() {
    let shipped = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/puzzles");
    let from_files = quartet(&["puzzles", "list", "--json", "--dir", shipped]);
    assert!(from_files.status.success());
    let elsewhere = quartet_in(&std::env::temp_dir(), &["puzzles", "list", "--json"]);
    assert!(
        elsewhere.status.success(),
        "{}",
        String::from_utf8_lossy(&elsewhere.stderr)
    );
    let built_in: Value = serde_json::from_slice(&elsewhere.stdout).expect("a JSON array");
    let files: Value = serde_json::from_slice(&from_files.stdout).expect("a JSON array");
    assert!(
        built_in.as_array().is_some_and(|a| a.len() >= 150),
        "{built_in}"
    );
    assert_eq!(built_in, files);
    let missing = quartet(&["puzzles", "list", "--dir", "no/such/folder"]);
    let err = String::from_utf8_lossy(&missing.stderr);
    assert_eq!(missing.status.code(), Some(2), "{err}");
    assert!(err.contains("no/such/folder: no such folder"), "{err}");
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
