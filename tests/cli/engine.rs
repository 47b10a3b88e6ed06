//! The engine protocol, driven through the real `quartet engine` binary over stdin/stdout.

use quartet::cli::engine::Engine;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
}

impl Session {
    fn start() -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_quartet"))
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the quartet binary starts");
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().expect("stdout"));
        Session {
            child,
            stdin,
            stdout,
        }
    }

    /// Sends one line and reads one answer: (success, text).
    fn ask(&mut self, line: &str) -> (bool, String) {
        let stdin = self.stdin.as_mut().expect("open stdin");
        writeln!(stdin, "{line}").expect("write");
        stdin.flush().expect("flush");
        self.read_answer()
    }

    fn read_answer(&mut self) -> (bool, String) {
        let mut text = String::new();
        loop {
            let mut line = String::new();
            let n = self.stdout.read_line(&mut line).expect("read");
            assert!(n > 0, "the engine closed its output mid-answer: {text:?}");
            if line == "\n" {
                break;
            }
            text.push_str(&line);
        }
        let ok = match text.chars().next() {
            Some('=') => true,
            Some('?') => false,
            _ => panic!("not an answer: {text:?}"),
        };
        let body = text[1..].trim_start_matches(' ').trim_end().to_string();
        (ok, body)
    }

    fn ok(&mut self, line: &str) -> String {
        let (ok, text) = self.ask(line);
        assert!(ok, "'{line}' failed: {text}");
        text
    }

    fn err(&mut self, line: &str) -> String {
        let (ok, text) = self.ask(line);
        assert!(!ok, "'{line}' should fail but answered {text}");
        text
    }

    /// Closes stdin and waits: the exit status and whatever was left on stdout.
    fn finish(mut self) -> (bool, String) {
        drop(self.stdin.take());
        let mut rest = String::new();
        self.stdout.read_to_string(&mut rest).expect("read rest");
        let status = self.child.wait().expect("wait");
        (status.success(), rest)
    }
}

#[test]
fn basic_commands_and_ids() {
    let mut s = Session::start();
    assert_eq!(s.ok("protocol_version"), "2");
    assert_eq!(s.ok("name"), "quartet");
    assert_eq!(s.ok("version"), env!("CARGO_PKG_VERSION"));
    let list = s.ok("list_commands");
    for c in [
        "play",
        "legal_moves",
        "loadmoves",
        "final_score",
        "showboard",
    ] {
        assert!(
            list.lines().any(|l| l == c),
            "{c} missing from list_commands"
        );
        assert_eq!(s.ok(&format!("known_command {c}")), "true");
    }
    assert_eq!(s.ok("known_command fly"), "false");
    let stdin = s.stdin.as_mut().expect("stdin");
    writeln!(stdin, "12 name").expect("write");
    let mut line = String::new();
    s.stdout.read_line(&mut line).expect("read");
    assert_eq!(line, "=12 quartet\n");
    s.stdout.read_line(&mut line).expect("read");
    assert_eq!(s.ok("quit"), "");
    let (ok, rest) = s.finish();
    assert!(ok && rest.is_empty());
}

/// Plays a whole game of `game` through the binary with random legal moves.
fn full_game(game: &str, size: usize, seed: u64) {
    let mut s = Session::start();
    let mut rng = SmallRng::seed_from_u64(seed);
    s.ok(&format!("game {game} {size}"));
    let mut moves = 0;
    loop {
        let colour = s.ok("to_move");
        if colour == "none" {
            break;
        }
        let legal = s.ok("legal_moves");
        let legal: Vec<&str> = legal.split_whitespace().collect();
        assert!(
            !legal.is_empty(),
            "{game}: {colour} to move with no legal move"
        );
        let mv = legal[rng.random_range(0..legal.len())].to_string();
        // The other colour may not play now.
        let other = if ["black", "vert"].contains(&colour.as_str()) {
            if game == "quadrex" { "horz" } else { "white" }
        } else if game == "quadrex" {
            "vert"
        } else {
            "black"
        };
        if !(game == "rush" && moves > 0) {
            let why = s.err(&format!("play {other} {mv}"));
            assert!(why.contains("turn"), "{why}");
        }
        s.ok(&format!("play {colour} {mv}"));
        moves += 1;
        assert!(moves <= 2000, "{game} never ends");
    }
    assert_eq!(s.ok("legal_moves"), "");
    let result = s.ok("result");
    assert_ne!(result, "ongoing");
    let final_score = s.ok("final_score");
    let score = s.ok("score");
    if game == "quadrex" {
        assert_eq!(score, "none");
        assert!(final_score == "V+" || final_score == "H+", "{final_score}");
        assert_eq!(&final_score[..1], &result[..1].to_uppercase());
    } else {
        let parts: Vec<&str> = score.split_whitespace().collect();
        let (a, b): (i32, i32) = (parts[1].parse().expect("n"), parts[3].parse().expect("n"));
        match a.cmp(&b) {
            std::cmp::Ordering::Equal => {
                assert_eq!((result.as_str(), final_score.as_str()), ("draw", "0"))
            }
            std::cmp::Ordering::Greater => {
                assert_eq!(result, parts[0]);
                assert_eq!(
                    final_score,
                    format!("{}+{}", parts[0][..1].to_uppercase(), a - b)
                );
            }
            std::cmp::Ordering::Less => {
                assert_eq!(result, parts[2]);
                assert_eq!(
                    final_score,
                    format!("{}+{}", parts[2][..1].to_uppercase(), b - a)
                );
            }
        }
    }
    // Replaying the history rebuilds the same board; undo steps back.
    let history = s.ok("history");
    let board = s.ok("showboard");
    s.ok("clear_board");
    assert_ne!(s.ok("showboard"), board);
    s.ok(&format!("loadmoves {history}"));
    assert_eq!(s.ok("showboard"), board);
    assert_eq!(s.ok("history"), history);
    s.ok("undo");
    assert_ne!(s.ok("to_move"), "none", "undo reopens the game");
    assert!(s.err("final_score").contains("going on"));
    let (ok, _) = s.finish();
    assert!(ok);
}

#[test]
fn a_full_game_of_each_kind() {
    full_game("rekushu", 8, 1);
    full_game("rush", 7, 2);
    full_game("quadrex", 9, 3);
    full_game("cheversi", 8, 4);
}

#[test]
fn wrong_colours_sizes_and_games_are_refused_and_change_nothing() {
    let mut s = Session::start();
    s.ok("game rush 9");
    s.ok("play black e5");
    let board = s.ok("showboard");
    assert!(s.err("play black d5").contains("not black's turn"));
    assert!(s.err("play vert d5").contains("not a colour of Rush"));
    assert!(s.err("game chess").contains("unknown game"));
    let why = s.err("boardsize 8");
    assert!(why.contains("odd sizes from 5 to 25"), "{why}");
    assert!(s.err("game rekushu 7").contains("even sizes from 6 to 26"));
    assert!(s.err("game quadrex 27").contains("3 to 26"));
    assert!(s.err("game cheversi 9").contains("only 8"));
    assert!(s.err("boardsize -3").contains("not a board size"));
    assert_eq!(s.ok("showboard"), board);
    assert_eq!(s.ok("history"), "e5");
    s.ok("game quadrex 5");
    assert!(s.err("play black c3").contains("vert (v) or horz (h)"));
    s.ok("play v c3");
    s.ok("play H swap");
    assert_eq!(s.ok("history"), "c3 swap");
}

#[test]
fn illegal_and_malformed_moves_say_why() {
    let mut s = Session::start();
    s.ok("game rekushu 14");
    s.ok("play b j10");
    s.ok("play w e10");
    s.ok("play b c6");
    let why = s.err("play w l6");
    assert!(why.contains("mirror"), "{why}");
    assert!(s.err("play w c6").contains("occupied"));
    assert!(s.err("play w zz9").contains("not a Rekushu move"));
    assert!(s.err("play w c9/").contains("not a Rekushu move"));
    assert!(s.err("play w c9/a1-b2").contains("not a legal claim"));
    assert!(s.err("play w a15").contains("off the board"));
    assert!(s.err("play w").contains("needs a colour and a move"));
    assert!(s.err("play w c9 c10").contains("needs a colour and a move"));
    assert_eq!(s.ok("history"), "j10 e10 c6");
    s.ok("game cheversi");
    assert!(s.err("play white Qd4").contains("King"));
    s.ok("play white Ke4");
    assert!(s.err("play black Kd5").contains("King"));
    assert!(s.err("play black Nh8").contains("must touch"));
    assert!(s.err("play black Xd5").contains("not a Cheversi move"));
    s.ok("game rush 5");
    assert!(s.err("play b pass").contains("never a choice"));
    s.ok("game quadrex 5");
    assert!(
        s.err("play v swap")
            .contains("only allowed as Horz's first move")
    );
    assert!(s.err("undo").contains("no move"));
    let why = s.err("loadmoves c3 c3");
    assert!(
        why.contains("c3 (move 2)") && why.contains("occupied"),
        "{why}"
    );
    assert_eq!(s.ok("history"), "");
    assert!(s.err("final_score").contains("going on"));
}

#[test]
fn unknown_commands_long_lines_and_empty_input() {
    let mut s = Session::start();
    assert!(
        s.err("fly me to the moon")
            .contains("unknown command 'fly'")
    );
    let long = "x".repeat(100 * 1024);
    let why = s.err(&long);
    assert!(
        why.len() < 200,
        "the answer quotes at most a little of the line"
    );
    let why = s.err(&format!("play black {long}"));
    assert!(why.len() < 300, "{}", &why[..300]);
    s.ok("game rekushu");
    for bad in [
        format!("play b {long}/a1-b2"),
        format!("play b a1/{long}"),
        format!("game {long}"),
        format!("play {long} a1"),
    ] {
        let why = s.err(&bad);
        assert!(why.len() < 300, "{}", &why[..300]);
    }
    assert_eq!(s.ok("name"), "quartet");
    assert!(s.err("name please").contains("takes no arguments"));
    let (ok, rest) = s.finish();
    assert!(ok && rest.is_empty());

    // Empty input: no output, exit 0.
    let s = Session::start();
    let (ok, rest) = s.finish();
    assert!(ok, "exit code on empty input");
    assert!(rest.is_empty());
}

/// A random command line: mostly protocol words with random arguments, some junk.
fn random_line(rng: &mut SmallRng) -> String {
    // The engine's commands, less those that search or end the session, and some near misses.
    let words: Vec<&str> = quartet::cli::engine::COMMANDS
        .iter()
        .copied()
        .filter(|c| !["quit", "genmove", "analyze", "solve"].contains(c))
        .chain(["PLAY", "Game", "", "fly"])
        .collect();
    const ARGS: &[&str] = &[
        "rekushu",
        "rush",
        "quadrex",
        "cheversi",
        "chess",
        "b",
        "w",
        "black",
        "white",
        "vert",
        "horz",
        "v",
        "h",
        "x",
        "swap",
        "pass",
        "Ke4",
        "Qd5",
        "Nf3",
        "Bb2",
        "Rh8",
        "j10/c6-f9",
        "a1/a1-b2",
        "0",
        "5",
        "6",
        "8",
        "9",
        "19",
        "20",
        "26",
        "-1",
        "999999999999999999999",
        "#",
        "\t",
        "é",
        "🂡",
    ];
    let mut parts: Vec<String> = Vec::new();
    if rng.random_bool(0.1) {
        parts.push(rng.random_range(0..100_000u32).to_string());
    }
    parts.push(words[rng.random_range(0..words.len())].to_string());
    for _ in 0..rng.random_range(0..4) {
        let arg = match rng.random_range(0..3) {
            0 => ARGS[rng.random_range(0..ARGS.len())].to_string(),
            _ => format!(
                "{}{}",
                (b'a' + rng.random_range(0..27u8)) as char,
                rng.random_range(0..28u32)
            ),
        };
        parts.push(arg);
    }
    if rng.random_bool(0.02) {
        parts.push("\u{7}\u{1b}[2J".to_string());
    }
    let mut line = parts.join(" ");
    if rng.random_bool(0.05) {
        line.push('\r');
    }
    line
}

#[test]
fn ten_thousand_random_lines_never_end_or_corrupt_the_session() {
    let mut rng = SmallRng::seed_from_u64(99);
    let lines: Vec<String> = (0..10_000).map(|_| random_line(&mut rng)).collect();
    // The same lines through the library's engine give the expected answers.
    let mut reference = Engine::new();
    let mut expected = String::new();
    for line in &lines {
        if let Some(r) = reference.handle_line(line) {
            assert!(!r.quit);
            expected.push_str(&r.to_wire());
        }
    }
    let tail = ["history", "showboard", "name"];
    for line in tail {
        expected.push_str(&reference.handle_line(line).expect("answer").to_wire());
    }

    let mut s = Session::start();
    let mut stdin = s.stdin.take().expect("stdin");
    let input: String = lines
        .iter()
        .chain(
            tail.iter()
                .map(|t| t.to_string())
                .collect::<Vec<_>>()
                .iter(),
        )
        .map(|l| format!("{l}\n"))
        .collect();
    let writer = std::thread::spawn(move || {
        stdin.write_all(input.as_bytes()).expect("write");
    });
    let mut out = String::new();
    s.stdout.read_to_string(&mut out).expect("read");
    writer.join().expect("writer");
    let status = s.child.wait().expect("wait");
    assert!(status.success(), "the engine exited with {status}");
    assert_eq!(out.len(), expected.len());
    assert!(
        out == expected,
        "the binary's answers differ from the library's"
    );
    // Every answer is well-formed, and the session is still consistent at the end.
    let answers: Vec<&str> = out.split("\n\n").filter(|a| !a.is_empty()).collect();
    assert!(
        answers
            .iter()
            .all(|a| a.starts_with('=') || a.starts_with('?'))
    );
    assert!(answers.len() > 9_000, "{} answers", answers.len());
    assert!(
        answers.iter().filter(|a| a.starts_with('=')).count() > 1_000,
        "too few successes to mean much"
    );
    assert!(answers.last().is_some_and(|a| *a == "= quartet"));
    // The final history replays to the final board.
    let history = answers[answers.len() - 3].trim_start_matches('=').trim();
    let mut check = Engine::new();
    let game = reference.current();
    check.handle_line(&format!("game {} {}", game.kind().name(), game.size()));
    let r = check
        .handle_line(&format!("loadmoves {history}"))
        .expect("answer");
    assert!(r.ok, "{}", r.text);
    assert_eq!(check.current(), reference.current());
}

#[test]
fn genmove_levels_seeds_and_analyze() {
    let mut s = Session::start();
    assert!(s.err("set_level 0").contains("1 to 10"));
    assert!(s.err("set_level 11").contains("1 to 10"));
    assert!(s.err("set_level five").contains("1 to 10"));
    assert!(s.err("set_seed -1").contains("not a seed"));
    assert!(s.err("set_seed").contains("needs one number"));
    s.ok("set_level 2");
    s.ok("set_seed 42");
    s.ok("game quadrex 5");
    assert!(s.err("genmove horz").contains("not horz's turn"));
    assert!(s.err("genmove black").contains("not a colour"));
    assert_eq!(s.ok("history"), "", "refused genmoves change nothing");
    // The AI plays legal moves to the end of a game.
    let mut played = Vec::new();
    while s.ok("to_move") != "none" {
        let colour = s.ok("to_move");
        let legal = s.ok("legal_moves");
        let mv = s.ok(&format!("genmove {colour}"));
        assert!(
            legal.split_whitespace().any(|m| m == mv),
            "{mv} not in {legal}"
        );
        played.push(mv);
    }
    assert_eq!(s.ok("history"), played.join(" "));
    let history = s.ok("history");
    assert!(s.err("genmove vert").contains("game is over"));
    assert!(s.err("analyze 3").contains("game is over"));
    // The same seed gives the same game.
    s.ok("clear_board");
    let mut again = Vec::new();
    while s.ok("to_move") != "none" {
        let colour = s.ok("to_move");
        again.push(s.ok(&format!("genmove {colour}")));
    }
    assert_eq!(again.join(" "), history);
    // analyze: K lines of MOVE WINRATE VISITS, legal moves, most visited first.
    s.ok("game rush 7");
    s.ok("set_level 3");
    let lines = s.ok("analyze 4");
    let rows: Vec<Vec<&str>> = lines
        .lines()
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert_eq!(rows.len(), 4, "{lines}");
    let legal = s.ok("legal_moves");
    let mut last_visits = u32::MAX;
    for row in &rows {
        assert_eq!(row.len(), 3, "{lines}");
        assert!(legal.split_whitespace().any(|m| m == row[0]));
        let winrate: f64 = row[1].parse().expect("winrate");
        assert!((0.0..=1.0).contains(&winrate));
        let visits: u32 = row[2].parse().expect("visits");
        assert!(visits <= last_visits);
        last_visits = visits;
    }
    assert_eq!(s.ok("history"), "", "analyze plays nothing");
    assert!(s.err("analyze 0").contains("not a number of moves"));
    assert!(s.err("analyze").contains("needs how many"));
}

#[test]
fn solve_answers_the_result_and_every_move_s() {
    let mut s = Session::start();
    // Rush 5x5 with a few points left: small enough to solve at once.
    s.ok("game rush 5");
    s.ok("loadmoves a1 c1 e1 a3 c3 e3 a5 c5 e5 b2 d2 b4 d4");
    let answer = s.ok("solve");
    let mut lines = answer.lines();
    let value = lines.next().expect("the value").to_string();
    let rows: Vec<(String, String)> = lines
        .map(|l| {
            let (mv, result) = l.split_once(' ').expect("MOVE RESULT");
            (mv.to_string(), result.to_string())
        })
        .collect();
    let mut legal: Vec<String> = s
        .ok("legal_moves")
        .split_whitespace()
        .map(String::from)
        .collect();
    let mut solved: Vec<String> = rows.iter().map(|(m, _)| m.clone()).collect();
    legal.sort();
    solved.sort();
    assert_eq!(solved, legal, "every legal move once");
    assert!(["win", "loss"].contains(&value.as_str()), "{answer}");
    // The value is the best move's (listed first), and a win needs a winning move.
    assert_eq!(rows[0].1, value, "{answer}");
    assert!(
        rows.iter().all(|(_, r)| r == "win" || r == "loss"),
        "{answer}"
    );
    // Playing a move the engine calls a win leaves the opponent a loss (or the mover to move
    // again with a win, after Rush's extra turn).
    if let Some((mv, _)) = rows.iter().find(|(_, r)| r == "win") {
        let mover = s.ok("to_move");
        s.ok(&format!("play {mover} {mv}"));
        if s.ok("to_move") != "none" {
            let next = s.ok("solve");
            let first = next.lines().next().expect("a value");
            let expected = if s.ok("to_move") == mover {
                "win"
            } else {
                "loss"
            };
            assert_eq!(first, expected, "after {mv}: {next}");
        }
        s.ok("undo");
    }
    assert!(s.err("solve soon").contains("not a number of seconds"));
    assert!(s.err("solve 1 2").contains("at most a number of seconds"));
    // Cheversi: results by how much.
    s.ok("game cheversi");
    s.ok("loadmoves Kd4 Qe5 Qd5 Re4 Rc4 Rf5 Bc5 Bf4 Nd3 Ne6 Rc3 Ng5 Bb5 Bd7");
    let answer = s.ok("solve");
    let first = answer.lines().next().expect("a value");
    assert!(
        first == "draw" || first.starts_with("win by ") || first.starts_with("loss by "),
        "{answer}"
    );
    s.ok("game quadrex 3");
    s.ok("loadmoves b1 a2 b2 c2 b3");
    assert!(s.err("solve").contains("game is over"));
}
