//! The search in slices: however it is sliced, it gives exactly what `search` gives for a seed
//! and an iteration budget; its analysis between slices is usable; a finished search stays
//! finished; and its time budget counts only the time spent inside its steps.

use crate::vert_connects_at_b4;
use quartet_core::ai::{
    Analysis, AnySearch, Budget, Knowledge, Level, Params, Search, Slice, search, search_any,
};
use quartet_core::rules::any::WrapMove;
use quartet_core::rules::cheversi::Cheversi;
use quartet_core::rules::quadrex::{Quadrex, QuadrexMove};
use quartet_core::rules::rekushu::Rekushu;
use quartet_core::rules::rush::Rush;
use quartet_core::rules::{AnyGame, Game};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::fmt::Debug;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

fn budget(iterations: u64) -> Budget {
    Budget {
        iterations,
        time: None,
    }
}

/// The slices the searches below are cut into: one playout, a few, many, and time slices of
/// zero length (exactly one playout each).
const SLICES: [Slice; 4] = [
    Slice::Playouts(1),
    Slice::Playouts(7),
    Slice::Playouts(100),
    Slice::Time(Duration::ZERO),
];

/// Everything in two analyses but the time they took.
fn assert_same<M: PartialEq + Debug>(sliced: &Analysis<M>, whole: &Analysis<M>, what: &str) {
    assert_eq!(sliced.best, whole.best, "best move: {what}");
    assert_eq!(sliced.moves, whole.moves, "move statistics: {what}");
    assert_eq!(sliced.iterations, whole.iterations, "iterations: {what}");
    assert_eq!(sliced.winrate, whole.winrate, "winrate: {what}");
    assert_eq!(sliced.solved, whole.solved, "solved: {what}");
    assert_eq!(sliced.nodes, whole.nodes, "nodes: {what}");
}

/// Steps `search` by `slice` until it is finished (at most `max_steps` steps).
fn run_in_slices<G: Knowledge>(search: &mut Search<G>, slice: Slice, max_steps: u64) -> u64 {
    let mut steps = 1;
    while !search.step(slice) {
        steps += 1;
        assert!(steps <= max_steps, "not finished after {max_steps} steps");
    }
    steps
}

/// The start and a few random positions of a game at `size`, all with a move to play.
fn positions<G: Game>(size: usize, seed: u64) -> Vec<G> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut out = vec![G::new(size).expect("size")];
    for plies in [4, 11] {
        let mut g = G::new(size).expect("size");
        for _ in 0..plies {
            match g.random_move(&mut rng) {
                Some(m) => g.play_unchecked(m),
                None => break,
            }
        }
        if g.to_move().is_some() {
            out.push(g);
        }
    }
    out
}

/// Sliced searches of a game's positions give what `search` (and `search_any`) gives. Returns
/// how many of them stopped early, before their iteration budget.
fn sliced_equals_whole<G: Knowledge + WrapMove>(size: usize) -> usize {
    let stop = AtomicBool::new(false);
    let no_early_stop = Params {
        early_stop: false,
        max_nodes: 400,
        ..Params::default()
    };
    let mut early = 0;
    for (p, pos) in positions::<G>(size, size as u64).iter().enumerate() {
        let any_pos = pos.clone().into_any();
        for params in [
            Params::default(),
            Level::new(1).expect("level").params(),
            no_early_stop,
        ] {
            for iterations in [1, 100, 700, 2_000] {
                let seed = p as u64 * 1_000 + iterations;
                let b = budget(iterations);
                let whole = search(pos, b, params, seed, &stop);
                let whole_any = search_any(&any_pos, b, params, seed, &stop);
                if whole.iterations < iterations {
                    early += 1;
                }
                for slice in SLICES {
                    let what = format!(
                        "{:?} {size}, position {p}, {params:?}, {iterations} playouts, {slice:?}",
                        G::KIND
                    );
                    let mut sliced = Search::new(pos, b, params, seed);
                    run_in_slices(&mut sliced, slice, 10_000);
                    assert_same(&sliced.analysis(), &whole, &what);
                    assert_same(&sliced.finish(), &whole, &what);

                    let mut sliced_any = AnySearch::new(&any_pos, b, params, seed);
                    let mut steps = 1;
                    while !sliced_any.step(slice) {
                        steps += 1;
                        assert!(steps <= 10_000, "{what}: not finished");
                    }
                    assert!(sliced_any.is_finished());
                    assert_same(&sliced_any.finish(), &whole_any, &what);
                }
                assert_eq!(
                    whole_any.best,
                    whole.best.map(G::wrap),
                    "search_any and search"
                );
            }
        }
    }
    early
}

#[test]
fn a_search_in_slices_gives_exactly_what_search_gives_in_every_game() {
    let early = sliced_equals_whole::<Rush>(7)
        + sliced_equals_whole::<Quadrex>(6)
        + sliced_equals_whole::<Rekushu>(8)
        + sliced_equals_whole::<Cheversi>(8);
    // The early stops come at the same playout counts, however the search is sliced.
    assert!(
        early > 0,
        "no search stopped early: the early stops went untested"
    );
}

/// Between slices of 7 playouts the analysis names a legal move, and no move's visits drop.
fn analysis_between_slices_is_usable<G: Knowledge>(pos: &G, seed: u64) {
    let mut s = Search::new(pos, budget(1_500), Params::default(), seed);
    let before = s.analysis();
    assert_eq!(before.best, None, "no search work before the first step");
    assert_eq!(before.iterations, 0);
    assert!(!s.is_finished());
    let mut last = before;
    let mut steps = 0;
    loop {
        let finished = s.step(Slice::Playouts(7));
        steps += 1;
        let now = s.analysis();
        let best = now.best.expect("a best move after a step");
        assert_eq!(pos.check(best), Ok(()), "illegal best move {best:?}");
        assert!((0.0..=1.0).contains(&now.winrate));
        assert!(now.iterations >= last.iterations);
        assert!(
            now.iterations <= last.iterations + 7,
            "a slice ran too long"
        );
        if !finished {
            assert!(now.iterations > last.iterations, "a slice made no progress");
        }
        if !now.solved {
            // Every playout passes through exactly one of the root's moves.
            let visits: u64 = now.moves.iter().map(|m| u64::from(m.visits)).sum();
            assert_eq!(visits, now.iterations);
        }
        for stat in &now.moves {
            assert_eq!(pos.check(stat.mv), Ok(()));
        }
        for old in &last.moves {
            let new = now
                .moves
                .iter()
                .find(|m| m.mv == old.mv)
                .expect("a move the search looked at stays in its analysis");
            assert!(new.visits >= old.visits, "{:?}'s visits dropped", old.mv);
        }
        last = now;
        if finished {
            break;
        }
        assert!(steps < 1_000);
    }
    if last.solved {
        return; // by the shortcut, in the first step
    }
    assert!(steps > 10, "the search was not sliced: {steps} steps");
    // A slice of no playouts runs none.
    let mut s = Search::new(pos, budget(1_500), Params::default(), seed);
    s.step(Slice::Playouts(50));
    let at = s.analysis().iterations;
    assert!(!s.step(Slice::Playouts(0)));
    assert_eq!(s.analysis().iterations, at);
}

#[test]
fn the_analysis_between_slices_is_legal_and_its_visits_never_drop() {
    for (i, pos) in positions::<Rush>(7, 1).iter().enumerate() {
        analysis_between_slices_is_usable(pos, i as u64);
    }
    for (i, pos) in positions::<Quadrex>(6, 2).iter().enumerate() {
        analysis_between_slices_is_usable(pos, i as u64);
    }
    for (i, pos) in positions::<Rekushu>(8, 3).iter().enumerate() {
        analysis_between_slices_is_usable(pos, i as u64);
    }
    analysis_between_slices_is_usable(&Cheversi::new(8).expect("size"), 4);
    // The same through AnySearch.
    let pos = AnyGame::Quadrex(Quadrex::new(6).expect("size"));
    let mut s = AnySearch::new(&pos, budget(300), Params::default(), 5);
    assert_eq!(s.analysis().best, None);
    while !s.step(Slice::Playouts(10)) {
        let best = s.analysis().best.expect("a best move after a step");
        assert_eq!(pos.check(best), Ok(()));
    }
}

/// Steps a finished search more, by playouts and by time: it stays finished, unchanged.
fn assert_stays_finished<G: Knowledge>(s: &mut Search<G>) {
    assert!(s.is_finished());
    let done = s.analysis();
    for slice in [
        Slice::Playouts(1),
        Slice::Playouts(1_000),
        Slice::Time(Duration::from_millis(1)),
    ] {
        assert!(s.step(slice), "a finished search's step says finished");
        assert!(s.is_finished());
        let again = s.analysis();
        assert_same(&again, &done, "a finished search stepped again");
        assert_eq!(
            again.elapsed, done.elapsed,
            "a finished step spends no time"
        );
    }
}

#[test]
fn a_finished_search_stays_finished_and_unchanged() {
    // Finished by its budget.
    let mut s = Search::new(
        &Rush::new(7).expect("size"),
        budget(500),
        Params::default(),
        1,
    );
    run_in_slices(&mut s, Slice::Playouts(64), 100);
    assert_eq!(s.analysis().iterations, 500);
    assert_stays_finished(&mut s);
    // By the shortcut.
    let mut s = Search::new(&vert_connects_at_b4(), budget(500), Params::default(), 1);
    assert!(s.step(Slice::Playouts(1)));
    assert_stays_finished(&mut s);
    // By an early stop: the game is decided (shortcuts off, so the search must find the win).
    let params = Params {
        shortcuts: false,
        ..Params::default()
    };
    let mut s = Search::new(&vert_connects_at_b4(), budget(200_000), params, 3);
    run_in_slices(&mut s, Slice::Playouts(1_000), 1_000);
    assert!(s.analysis().iterations < 200_000, "no early stop");
    assert_stays_finished(&mut s);
    // At once: the game is over.
    let mut s = Search::new(
        &game_over::<Rekushu>(8, 1),
        budget(500),
        Params::default(),
        1,
    );
    assert_stays_finished(&mut s);
    // Through AnySearch.
    let pos = AnyGame::Rush(Rush::new(5).expect("size"));
    let mut s = AnySearch::new(&pos, budget(100), Params::default(), 1);
    while !s.step(Slice::Playouts(30)) {}
    let done = s.analysis();
    assert!(s.step(Slice::Playouts(30)));
    assert_same(&s.analysis(), &done, "AnySearch stepped again");
}

#[test]
fn a_move_that_wins_at_once_is_found_by_the_shortcut_in_the_first_step() {
    let g = vert_connects_at_b4();
    let b4 = QuadrexMove::Place(quartet_core::rules::parse_coord("b4", 26).expect("coord"));
    let stop = AtomicBool::new(false);
    let whole = search(&g, budget(1_000), Params::default(), 7, &stop);
    assert_eq!(whole.best, Some(b4));
    assert!(whole.solved && whole.winrate == 1.0 && whole.iterations == 0);
    for slice in SLICES {
        let mut s = Search::new(&g, budget(1_000), Params::default(), 7);
        assert!(!s.is_finished(), "new does no search work");
        assert!(s.step(slice), "the shortcut finishes the first step");
        assert_same(&s.finish(), &whole, "shortcut");
    }
    let any = AnyGame::Quadrex(g.clone());
    let mut s = AnySearch::new(&any, budget(1_000), Params::default(), 7);
    assert!(s.step(Slice::Playouts(1)));
    assert_same(
        &s.finish(),
        &search_any(&any, budget(1_000), Params::default(), 7, &stop),
        "AnySearch shortcut",
    );
    // Without shortcuts (the beginner levels) the move is searched, in slices as at once (no
    // early stop: the search, with no exploration bonus in Quadrex, settles on b4 early).
    let params = Params {
        early_stop: false,
        ..Level::new(1).expect("level").params()
    };
    let whole = search(&g, budget(300), params, 7, &stop);
    assert!(!whole.solved && whole.iterations == 300);
    let mut s = Search::new(&g, budget(300), params, 7);
    assert!(!s.step(Slice::Playouts(1)));
    run_in_slices(&mut s, Slice::Playouts(13), 100);
    assert_same(&s.finish(), &whole, "no shortcut");
    // Cheversi's exact solver, four plies before the end.
    let mut rng = SmallRng::seed_from_u64(12);
    let mut ch = Cheversi::new(8).expect("size");
    while ch.plies_left() > 4 {
        let m = ch.random_move(&mut rng).expect("a move");
        ch.play_unchecked(m);
    }
    let whole = search(&ch, budget(1_000), Params::default(), 2, &stop);
    assert!(whole.solved);
    let mut s = Search::new(&ch, budget(1_000), Params::default(), 2);
    assert!(s.step(Slice::Playouts(1)));
    assert_same(&s.finish(), &whole, "Cheversi solved");
}

/// A random game of `G` at `size` played to its end.
fn game_over<G: Game>(size: usize, seed: u64) -> G {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut g = G::new(size).expect("size");
    while let Some(m) = g.random_move(&mut rng) {
        g.play_unchecked(m);
    }
    assert!(g.to_move().is_none());
    g
}

fn game_over_finishes_at_once<G: Knowledge + WrapMove>(size: usize) {
    let stop = AtomicBool::new(false);
    for seed in 0..3 {
        let g: G = game_over(size, seed);
        let whole = search(&g, budget(1_000), Params::default(), seed, &stop);
        assert_eq!(whole.best, None);
        let s = Search::new(&g, budget(1_000), Params::default(), seed);
        assert!(s.is_finished(), "a game over is finished before any step");
        let a = s.analysis();
        assert_eq!(a.best, None);
        assert!(a.moves.is_empty() && a.iterations == 0 && a.solved);
        assert_same(&a, &whole, "game over");
        let mut s = s;
        assert!(s.step(Slice::Playouts(100)));
        assert_same(&s.finish(), &whole, "game over, stepped");

        let any = g.into_any();
        let mut s = AnySearch::new(&any, budget(1_000), Params::default(), seed);
        assert!(s.is_finished());
        assert!(s.step(Slice::Time(Duration::from_millis(5))));
        assert_same(
            &s.finish(),
            &search_any(&any, budget(1_000), Params::default(), seed, &stop),
            "AnySearch game over",
        );
    }
}

#[test]
fn a_game_over_gives_no_move_and_finishes_at_once() {
    game_over_finishes_at_once::<Rush>(7);
    game_over_finishes_at_once::<Quadrex>(6);
    game_over_finishes_at_once::<Rekushu>(8);
    game_over_finishes_at_once::<Cheversi>(8);
}

#[test]
fn time_slices_spend_the_time_budget_inside_steps_only() {
    // Two searches with 50 ms each, advanced in turns by 5 ms slices (as two frames' worth of
    // work would be): each one counts only its own steps' time, so each runs its full 50 ms
    // and together they take at least the sum of both.
    let timed = Budget {
        iterations: u64::MAX,
        time: Some(Duration::from_millis(50)),
    };
    let params = Params {
        early_stop: false,
        ..Params::default()
    };
    let slice = Slice::Time(Duration::from_millis(5));
    let t0 = Instant::now();
    let mut a = Search::new(&Rush::new(9).expect("size"), timed, params, 1);
    let mut b = Search::new(&Quadrex::new(9).expect("size"), timed, params, 2);
    // A zero time slice runs exactly one playout.
    assert!(!a.step(Slice::Time(Duration::ZERO)));
    assert_eq!(a.analysis().iterations, 1);
    let (mut steps_a, mut steps_b) = (1u32, 0u32);
    let (mut last_a, mut last_b) = (1u64, 0u64);
    while !(a.is_finished() && b.is_finished()) {
        if !a.is_finished() {
            let finished = a.step(slice);
            steps_a += 1;
            let now = a.analysis().iterations;
            assert!(finished || now > last_a, "a time slice made no progress");
            last_a = now;
        }
        if !b.is_finished() {
            let finished = b.step(slice);
            steps_b += 1;
            let now = b.analysis().iterations;
            assert!(finished || now > last_b, "a time slice made no progress");
            last_b = now;
        }
        assert!(
            steps_a < 10_000 && steps_b < 10_000,
            "the time budget never ran out"
        );
    }
    let wall = t0.elapsed();
    let (a, b) = (a.finish(), b.finish());
    for x in [&a.elapsed, &b.elapsed] {
        assert!(
            *x >= Duration::from_millis(50),
            "finished before its budget: {x:?}"
        );
    }
    assert!(a.iterations > 0 && b.iterations > 0);
    assert!(a.best.is_some() && b.best.is_some());
    assert!(
        a.elapsed + b.elapsed <= wall,
        "time between a search's slices was counted: {:?} + {:?} > {wall:?}",
        a.elapsed,
        b.elapsed
    );
}
