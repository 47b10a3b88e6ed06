//! The AI's results as data: `docs/results.csv` reads as results (every row's games add up),
//! `quartet match --record` appends one row and leaves a file it cannot read as it was, and
//! `quartet results` makes the level and strength tables from the rows.

use quartet::cli::results::{Row, append, level_table, parse, strength_table};
use std::fs;
use std::process::Command;

fn quartet(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_quartet"))
        .args(args)
        .output()
        .expect("quartet runs")
}

fn row(game: &str, size: usize, a: &str, b: &str, wdl: [u32; 3]) -> Row {
    Row {
        date: "2026-11-27".into(),
        game: game.into(),
        size,
        a: a.into(),
        b: b.into(),
        games: wdl.iter().sum(),
        a_wins: wdl[0],
        draws: wdl[1],
        b_wins: wdl[2],
        seed: Some(301),
        threads: None,
        note: "fixed budgets, one thread a side".into(),
    }
}

#[test]
fn the_project_s_results_file_reads_and_fills_both_tables() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/results.csv");
    let text = fs::read_to_string(&path).expect("docs/results.csv");
    let rows = parse(&text).expect("every row is a match whose games add up");
    assert!(rows.len() >= 40, "{} rows", rows.len());
    let out = quartet(&["results", "--file", path.to_str().expect("a path")]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let shown = String::from_utf8_lossy(&out.stdout);
    for pair in ["| 1 vs 0 |", "| 10 vs 9 |", "| 5 vs plain:5 |"] {
        assert!(shown.contains(pair), "no {pair} in:\n{shown}");
    }
}

#[test]
fn rows_round_trip_and_bad_rows_name_their_line() {
    let a = row("rush", 19, "9/threads=1,iterations=120000", "8", [15, 0, 5]);
    let b = row("cheversi", 8, "10", "plain:10", [76, 5, 19]);
    let text = append(&append("", &a).expect("first"), &b).expect("second");
    assert!(text.starts_with("date,game,size,a,b,"), "{text}");
    assert_eq!(parse(&text), Ok(vec![a, b]));
    let bad_sum = text.replacen(",76,5,19,", ",76,5,18,", 1);
    assert!(parse(&bad_sum).expect_err("sum").starts_with("line 3:"));
    let bad_game = text.replacen("cheversi", "chess", 1);
    assert!(
        parse(&bad_game)
            .expect_err("game")
            .contains("'chess' is not a game")
    );
    let bad_size = text.replacen("rush,19", "rush,20", 1);
    assert!(parse(&bad_size).expect_err("size").starts_with("line 2:"));
    assert!(parse("date,game\n2026-11-27,rush\n").is_err());
}

#[test]
fn a_cell_is_the_last_match_of_the_levels_as_shipped_at_the_default_size_else_another() {
    let rows = vec![
        row("rush", 19, "5", "4", [10, 0, 10]),
        row("rush", 19, "5/threads=1,iterations=3000", "4", [20, 0, 0]),
        row("rush", 9, "5", "4", [0, 0, 20]),
        // An experiment is not the level as shipped: it never fills a cell.
        row("rush", 19, "5/rave=0", "4", [0, 0, 20]),
        row("rush", 19, "5/ms=500", "4", [0, 0, 20]),
        row("quadrex", 19, "8", "7/explore=0", [9, 0, 0]),
        row("rekushu", 12, "10", "9", [10, 4, 6]),
        row("quadrex", 19, "7", "plain:7", [7, 0, 3]),
    ];
    let levels = level_table(&rows);
    let line = |table: &str, label: &str| -> String {
        table
            .lines()
            .find(|l| l.starts_with(&format!("| {label} |")))
            .expect(label)
            .to_string()
    };
    // Columns: rekushu, rush, quadrex, cheversi.
    let five: Vec<String> = line(&levels, "5 vs 4")
        .split('|')
        .map(|c| c.trim().to_string())
        .collect();
    assert!(five[2].starts_with("-"), "{five:?}");
    assert!(five[3].starts_with("20 - 0 - 0 (100.0%"), "{five:?}");
    let ten: Vec<String> = line(&levels, "10 vs 9")
        .split('|')
        .map(|c| c.trim().to_string())
        .collect();
    assert!(ten[2].starts_with("at 12x12: 10 - 4 - 6 (60.0%"), "{ten:?}");
    let strength = strength_table(&rows);
    let seven: Vec<String> = line(&strength, "7 vs plain:7")
        .split('|')
        .map(|c| c.trim().to_string())
        .collect();
    assert!(seven[4].starts_with("7 - 0 - 3 (70.0%"), "{seven:?}");
    // Only the levels measured against the baseline have a line there.
    assert_eq!(strength.lines().count(), 3, "{strength}");
    assert_eq!(line(&levels, "7 vs 6"), "| 7 vs 6 | - | - | - | - |");
    assert_eq!(line(&levels, "8 vs 7"), "| 8 vs 7 | - | - | - | - |");
}

#[test]
fn match_record_appends_one_row_and_keeps_a_bad_file_as_it_was() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let file = dir.path().join("results.csv");
    let file_arg = file.to_str().expect("a path");
    let args = [
        "match",
        "--game",
        "rush",
        "--size",
        "5",
        "--a",
        "1",
        "--b",
        "0",
        "--games",
        "2",
        "--seed",
        "7",
        "--threads",
        "1",
        "--record",
        file_arg,
        "--note",
        "a test",
    ];
    for _ in 0..2 {
        let out = quartet(&args);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let rows = parse(&fs::read_to_string(&file).expect("written")).expect("results");
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0], rows[1], "the same seed replays the same games");
    let r = &rows[0];
    assert_eq!(
        (r.game.as_str(), r.size, r.a.as_str(), r.b.as_str()),
        ("rush", 5, "1", "0")
    );
    assert_eq!((r.games, r.a_wins + r.draws + r.b_wins), (2, 2));
    assert_eq!(
        (r.seed, r.threads, r.note.as_str()),
        (Some(7), Some(1), "a test")
    );
    assert_eq!(r.date.len(), 10);

    let bad = dir.path().join("bad.csv");
    fs::write(&bad, "not,a,results\nfile\n").expect("write");
    let mut args = args;
    args[16] = bad.to_str().expect("a path");
    let out = quartet(&args);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not a results file"));
    assert_eq!(
        fs::read_to_string(&bad).expect("kept"),
        "not,a,results\nfile\n"
    );
}

#[test]
fn results_of_a_missing_or_broken_file_say_which_and_why() {
    let out = quartet(&["results", "--file", "/no/such/results.csv"]);
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("/no/such/results.csv"), "{said}");
}

/// Each level's rating: random play 400, then each level's measured gain over the one below,
/// at most 400 (a perfect score only bounds it), a level not measured gaining as the one below.
#[test]
fn level_ratings_chain_the_level_table_s_gains() {
    use quartet::ai::level::LevelRatings;
    use quartet::cli::results::level_ratings;
    use quartet::rules::GameKind;
    let level = |l: u8| format!("{l}/threads=1");
    let rows = vec![
        // Level 1 beats random 20 - 0 - 0: capped at 400.
        row("rush", 19, &level(1), "0", [20, 0, 0]),
        // Level 2 scores 75% against level 1: +191.
        row("rush", 19, &level(2), &level(1), [15, 0, 5]),
        // Level 3 is not measured: as level 2's gain. Level 4 scores 50%: +0.
        row("rush", 19, &level(4), &level(3), [10, 0, 10]),
    ];
    let ratings = level_ratings(&rows);
    let rush: Vec<f64> = (0..=4)
        .map(|l| ratings.of(GameKind::Rush, l).expect("rated"))
        .collect();
    assert_eq!(rush, [400.0, 800.0, 991.0, 1182.0, 1182.0]);
    assert_eq!(ratings.suggested(GameKind::Rush, 1000.0), Some(2));
    assert_eq!(LevelRatings::RANDOM, 400.0);
}

/// The game ships the ratings that `docs/results.csv` gives: a new level-table row means
/// `quartet results ratings > assets/level_ratings.ron`.
#[test]
fn the_shipped_level_ratings_are_the_results_file_s() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let csv = root.join("docs/results.csv");
    let out = quartet(&[
        "results",
        "ratings",
        "--file",
        csv.to_str().expect("a path"),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let shipped = fs::read_to_string(root.join("assets/level_ratings.ron")).expect("shipped");
    assert_eq!(String::from_utf8_lossy(&out.stdout), shipped);
}
