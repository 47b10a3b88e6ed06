//! `quartet shot --load FILE` on a file that cannot be used: status 2, one line saying which
//! file and why, the file unchanged and no picture. (These end before any window opens, so they
//! run without a display.) And the one check every loader shares, `saves::load_file`.

use quartet::app::store::saves::load_file;
use std::fs;
use std::process::Command;

fn shot_load(file: &std::path::Path, out: &std::path::Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_quartet"))
        .args(["shot", "--load"])
        .arg(file)
        .arg("--out")
        .arg(out)
        .output()
        .expect("quartet runs")
}

#[test]
fn a_bad_file_ends_shot_with_status_2_and_one_line_and_stays_unchanged() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let cases: [(&str, &[u8], &str); 7] = [
        ("empty", b"", "it is empty"),
        ("truncated", b"(version: 1, game: ru", "not a saved game"),
        ("not text", &[0xff, 0xfe, 0x00], "not text"),
        (
            "newer",
            b"(version: 9, game: rush, size: 9, players: (Human, Human), moves: [], started: 0)",
            "newer Quartet",
        ),
        (
            "no such game",
            b"(version: 1, game: chess, size: 8, players: (Human, Human), moves: [], started: 0)",
            "not a saved game",
        ),
        (
            "no such size",
            b"(version: 1, game: cheversi, size: 9, players: (Human, Human), moves: [], started: 0)",
            "does not allow size 9",
        ),
        (
            "illegal move",
            b"(version: 1, game: quadrex, size: 5, players: (Human, Human), moves: [\"c3\", \"c3\"], started: 0)",
            "move 2",
        ),
    ];
    for (case, bytes, reason) in cases {
        let file = dir.path().join(format!("{}.ron", case.replace(' ', "_")));
        let out = dir.path().join("out.png");
        fs::write(&file, bytes).expect("written");
        let output = shot_load(&file, &out);
        assert_eq!(output.status.code(), Some(2), "{case}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(stderr.trim_end().lines().count(), 1, "{case}: {stderr}");
        assert!(stderr.contains(reason), "{case}: {stderr}");
        assert!(
            stderr.contains(&file.display().to_string()),
            "{case}: {stderr}"
        );
        assert_eq!(fs::read(&file).expect("still there"), bytes, "{case}");
        assert!(!out.exists(), "{case}: no picture");
        // Nothing was set aside or added beside it.
        let beside: Vec<_> = fs::read_dir(dir.path())
            .expect("listed")
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().contains(".bad-"))
            .collect();
        assert!(beside.is_empty(), "{case}");
    }
    let missing = dir.path().join("nothing.ron");
    let output = shot_load(&missing, &dir.path().join("out.png"));
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("nothing.ron"));
}

#[test]
fn load_file_takes_a_saved_game_up_as_it_was() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let file = dir.path().join("game.ron");
    fs::write(
        &file,
        "(version: 1, game: quadrex, size: 5, players: (Human, Ai(level: 3)), \
         moves: [\"c3\", \"swap\", \"b2\"], undone: [\"d4\"], started: 1790000000)",
    )
    .expect("written");
    let (current, review) = load_file(&file).expect("a good save");
    assert!(review.is_none(), "a save without a review");
    assert_eq!(current.game.move_texts(), vec!["c3", "swap", "b2"]);
    assert!(current.can_redo());
    assert_eq!(current.started, 1_790_000_000);
    assert_eq!(current.setup().size, 5);
}
