//! Puzzles are proven, not assumed (`docs/puzzles.md`): every shipped puzzle is solved again
//! at every step and must have exactly one solution there; a made puzzle passes the same check
//! and a puzzle with a wrong or second solution fails it.

use quartet_core::ai::solve::{SolveBudget, solve_any};
use quartet_core::bench::random_match;
use quartet_core::puzzle::{Puzzle, PuzzleSet, puzzle_at, verify};
use quartet_core::rules::GameKind;
use std::time::Duration;

fn budget() -> SolveBudget {
    SolveBudget {
        time: Some(Duration::from_secs(60)),
        table_bits: 18,
        ..SolveBudget::default()
    }
}

fn shipped(kind: GameKind) -> PuzzleSet {
    let path = format!(
        "{}/../../assets/puzzles/{}.ron",
        env!("CARGO_MANIFEST_DIR"),
        kind.name()
    );
    match std::fs::read_to_string(&path) {
        Ok(text) => ron::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}")),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => PuzzleSet {
            version: PuzzleSet::VERSION,
            puzzles: Vec::new(),
        },
        Err(e) => panic!("{path}: {e}"),
    }
}

/// The fewest puzzles each game ships.
fn at_least(_kind: GameKind) -> usize {
    50
}

#[test]
fn every_shipped_puzzle_has_exactly_one_solution_at_every_step() {
    for kind in GameKind::ALL {
        let set = shipped(kind);
        assert_eq!(set.version, PuzzleSet::VERSION);
        assert!(
            set.puzzles.len() >= at_least(kind),
            "{}: {} puzzles",
            kind.name(),
            set.puzzles.len()
        );
        for p in &set.puzzles {
            assert_eq!(p.game, kind);
            verify(p, budget()).unwrap_or_else(|e| panic!("{e}"));
        }
        let mut ids: Vec<&str> = set.puzzles.iter().map(|p| p.id.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(
            ids.len(),
            set.puzzles.len(),
            "{}: ids are unique",
            kind.name()
        );
    }
}

#[test]
fn a_made_puzzle_passes_and_a_wrong_or_second_solution_fails() {
    let matches =
        (0..300).map(|seed| random_match(GameKind::Quadrex, 6, 12, seed).expect("a position"));
    let made: Puzzle = matches
        .clone()
        .find_map(|m| puzzle_at(&m, budget(), 7))
        .expect("a puzzle among 300 positions");
    verify(&made, budget()).expect("a made puzzle holds");
    assert!(made.length() >= 1);
    // Another first move does not keep the win.
    let start = made.start().expect("its position");
    let pos = start.position();
    let other = pos
        .legal_moves()
        .into_iter()
        .map(|m| pos.format_move(m))
        .find(|m| *m != made.solution[0])
        .expect("another move");
    let wrong = Puzzle {
        solution: vec![other],
        ..made.clone()
    };
    assert!(verify(&wrong, budget()).is_err());
    // A position with two winning moves is no puzzle, whichever of them it names.
    let stop = std::sync::atomic::AtomicBool::new(false);
    let (m, win) = matches
        .filter_map(|m| {
            let s = solve_any(m.position(), budget(), &stop);
            let wins = s.best_moves();
            (s.value == Some(1) && wins.len() >= 2)
                .then(|| (m.clone(), m.position().format_move(wins[0])))
        })
        .next()
        .expect("a position with two winning moves");
    assert!(puzzle_at(&m, budget(), 7).is_none());
    let second = Puzzle {
        moves: m.move_texts(),
        solution: vec![win],
        ..made
    };
    let e = verify(&second, budget()).expect_err("two solutions");
    assert!(e.contains("not the only one"), "{e}");
}
