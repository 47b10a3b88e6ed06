//! The AI's jobs, as the browser's workers run them (`ai::jobs`): a search's shares merged
//! give the desktop's search (one share: the one-thread search; two: two threads), a review's
//! stretches joined give the review of the whole game, a solve answers as the solver does,
//! every request and answer goes through JSON unchanged, and a bad request is refused with
//! the reason.

use quartet_core::ai::jobs::{Job, JobAnswer, JobRequest, Work, merge_shares, stretches};
use quartet_core::ai::review::{AnyReviewer, judge};
use quartet_core::ai::{Analysis, Level, Params, Slice, search_any};
use quartet_core::rules::{AnyMove, GameKind, Match, MatchOptions};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// A game of `kind` on `size` after `moves` (notation).
fn request(kind: GameKind, size: usize, moves: &str, work: Work) -> JobRequest {
    JobRequest {
        game: kind,
        size,
        options: MatchOptions::default(),
        moves: moves.split_whitespace().map(str::to_string).collect(),
        work,
    }
}

/// Runs `request` as a worker does: posted as JSON, stepped in slices, answered as JSON.
fn run(request: &JobRequest) -> JobAnswer {
    let posted: JobRequest =
        serde_json::from_str(&serde_json::to_string(request).expect("JSON")).expect("read back");
    assert_eq!(&posted, request);
    let mut job = Job::start(&posted);
    loop {
        if let Some(answer) = job.step(Duration::from_millis(5)) {
            let text = serde_json::to_string(&answer).expect("JSON");
            return serde_json::from_str(&text).expect("read back");
        }
    }
}

fn share(answer: JobAnswer) -> Analysis<AnyMove> {
    match answer {
        JobAnswer::Search(analysis) => analysis,
        other => panic!("not a search: {other:?}"),
    }
}

/// The parts of an analysis a seed decides (not the time it took).
fn decided(a: &Analysis<AnyMove>) -> impl PartialEq + std::fmt::Debug {
    let moves: Vec<_> = a
        .moves
        .iter()
        .map(|m| {
            (
                m.mv,
                m.visits,
                m.value.to_bits(),
                m.margin.map(f64::to_bits),
            )
        })
        .collect();
    (a.best, moves, a.iterations, a.solved, a.line.clone())
}

#[test]
fn a_search_s_shares_merged_are_the_desktop_s_search() {
    let stop = AtomicBool::new(false);
    for (kind, size, moves) in [
        (GameKind::Rush, 7, "d4 c3"),
        (GameKind::Quadrex, 7, "d4"),
        (GameKind::Rekushu, 6, "c3"),
        (GameKind::Cheversi, 8, "Ke4 Nd5"),
    ] {
        let game = request(
            kind,
            size,
            moves,
            Work::Search {
                level: 1,
                seed: 0,
                share: 0,
            },
        )
        .game()
        .expect("a game");
        let pos = game.position();
        // Level 4: one thread on the desktop, one share here.
        let level = Level::new(4).expect("a level");
        let one = share(run(&request(
            kind,
            size,
            moves,
            Work::Search {
                level: 4,
                seed: 11,
                share: 0,
            },
        )));
        let desktop = search_any(pos, level.budget(), level.params(), 11, &stop);
        assert_eq!(
            decided(&merge_shares(pos, level, vec![one])),
            decided(&desktop),
            "{kind:?}"
        );
        // Level 7 searches on every core: two shares are the desktop's two threads.
        let level = Level::new(7).expect("a level");
        let shares: Vec<_> = (0..2)
            .map(|share| {
                self::share(run(&request(
                    kind,
                    size,
                    moves,
                    Work::Search {
                        level: 7,
                        seed: 5,
                        share,
                    },
                )))
            })
            .collect();
        let two_threads = Params {
            threads: 2,
            ..level.params()
        };
        let desktop = search_any(pos, level.budget(), two_threads, 5, &stop);
        assert_eq!(
            decided(&merge_shares(pos, level, shares)),
            decided(&desktop),
            "{kind:?}"
        );
    }
}

#[test]
fn a_review_s_stretches_joined_are_the_review_of_the_game() {
    let moves = "c2 a2 b4 c3 e1 d5 d2";
    let game = Match::new(GameKind::Quadrex, Some(5), MatchOptions::default()).and_then(|mut g| {
        g.load_moves(&moves.split_whitespace().collect::<Vec<_>>())?;
        Ok(g)
    });
    let game = game.expect("a game");
    let level = Level::new(6).expect("a level");
    // The whole game in one stretch: the review the game runs in slices.
    let mut reviewer = AnyReviewer::new(&game, level, 1).expect("a legal game");
    while !reviewer.step(Slice::Playouts(400)) {}
    let whole = reviewer.review().expect("finished");
    let stretch = |from: usize, to: usize| {
        let work = Work::Review {
            level: 6,
            seed: 1,
            from,
            to,
        };
        match run(&request(GameKind::Quadrex, 5, moves, work)) {
            JobAnswer::Review(evals) => evals,
            other => panic!("not a review's answer: {other:?}"),
        }
    };
    let plies: Vec<_> = game.plies().iter().map(|p| (p.mover, p.mv)).collect();
    assert_eq!(stretches(game.len(), 1), [(0, 7)]);
    assert_eq!(
        judge(&plies, &stretch(0, 7)),
        whole,
        "one stretch: the same review"
    );
    // In three stretches, one per worker: every position once, in order, and the blunder d2
    // (move 7, proven) marked as the whole review marks it.
    let parts = stretches(game.len(), 3);
    assert_eq!(parts, [(0, 1), (2, 4), (5, 7)]);
    let mut joined = Vec::new();
    for (from, to) in parts {
        let evals = stretch(from, to);
        assert_eq!(evals.len(), to - from + 1);
        joined.extend(evals);
    }
    let review = judge(&plies, &joined);
    assert_eq!(review.moves.len(), 7);
    assert_eq!(review.moves[6].mark, whole.moves[6].mark);
    assert_eq!(
        (review.moves[6].before, review.moves[6].after),
        (whole.moves[6].before, whole.moves[6].after)
    );
}

#[test]
fn a_bad_request_is_refused_with_the_reason() {
    let search = Work::Search {
        level: 5,
        seed: 0,
        share: 0,
    };
    for (request, why) in [
        (request(GameKind::Rush, 9, "e5 e5", search), "e5"),
        (request(GameKind::Rush, 9, "zz99", search), "zz99"),
        (request(GameKind::Rush, 4, "", search), "size"),
        (
            request(
                GameKind::Rush,
                9,
                "e5",
                Work::Search {
                    level: 11,
                    seed: 0,
                    share: 0,
                },
            ),
            "level 11",
        ),
        (
            request(
                GameKind::Rush,
                9,
                "e5",
                Work::Review {
                    level: 5,
                    seed: 0,
                    from: 0,
                    to: 2,
                },
            ),
            "0 to 2",
        ),
    ] {
        match run(&request) {
            JobAnswer::Refused(reason) => {
                assert!(reason.to_lowercase().contains(why), "{why}: {reason}")
            }
            other => panic!("{why}: answered {other:?}"),
        }
    }
}

/// The page's worker benchmark posts its request as JavaScript writes it (no options); the
/// job answers with both levels' speeds.
#[test]
fn a_bench_job_from_the_page_measures_both_levels() {
    let text = r#"{"game":"rush","size":5,"moves":[],"work":{"Bench":{"seed":1,"slice_ms":40}}}"#;
    let request: JobRequest = serde_json::from_str(text).expect("the page's request");
    assert_eq!(request.options, MatchOptions::default());
    match run(&request) {
        JobAnswer::Bench([level5, level10]) => {
            assert!(level5 > 0.0 && level10 > 0.0, "{level5} {level10}")
        }
        other => panic!("not figures: {other:?}"),
    }
}

/// The solves a worker runs for the game: how soon a won position wins (a hint's "wins in 1"
/// where one move connects, nothing within two moves of the opening), and a reviewed
/// mistake's position as the person's own puzzle (where only b3 wins: `quartet solve` says
/// so, as `tests/app/review.rs` has it).
#[test]
fn a_solve_answers_how_soon_a_win_comes_and_a_person_s_puzzle() {
    let win_in = |moves: &str, max: usize| {
        let work = Work::WinIn {
            max,
            nodes: 100_000,
        };
        match run(&request(GameKind::Quadrex, 5, moves, work)) {
            JobAnswer::WinIn(n) => n,
            other => panic!("not a win-in: {other:?}"),
        }
    };
    assert_eq!(win_in("b1 e1 b2 d2 b3 d3 b5 e3", 8), Some(1));
    assert_eq!(win_in("", 2), None);

    let puzzle = |moves: &str| match run(&request(
        GameKind::Quadrex,
        5,
        moves,
        Work::Puzzle { nodes: 200_000 },
    )) {
        JobAnswer::Puzzle(p) => p,
        other => panic!("not a puzzle: {other:?}"),
    };
    let mine = puzzle("c2 a2 b4 c3 e1 d5 e5 d2").expect("only b3 wins there");
    assert_eq!(mine.moves.join(" "), "c2 a2 b4 c3 e1 d5 e5 d2");
    assert_eq!(mine.solution.first().map(String::as_str), Some("b3"));
    assert!(
        mine.id.starts_with(quartet_core::puzzle::PERSONAL),
        "{}",
        mine.id
    );
    // Where Vert has already won, there is nothing to solve.
    assert!(puzzle("b1 e1 b2 d2 b3 d3 b5 e3 b4").is_none());
}
