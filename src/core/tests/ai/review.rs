//! The review (`docs/ai.md`, "Review"): marks by the mover's lost win chance, forced moves
//! unmarked, accuracy by Lichess's formula, and on a real game a blunder that a search of the
//! whole tree proves is marked, with a winning move as the best.

use crate::solve::minimax;
use quartet_core::ai::Level;
use quartet_core::ai::review::{AnyReviewer, Mark, PositionEval, judge};
use quartet_core::ai::search::mcts::Slice;
use quartet_core::rules::{AnyGame, AnyMove, Game, GameKind, Match, MatchOptions, Side};
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::sync::atomic::AtomicBool;

fn eval(first_wins: f64, best: u8, choices: usize) -> PositionEval<u8> {
    PositionEval {
        first_wins,
        best: Some(best),
        line: vec![best],
        top: Vec::new(),
        exact: false,
        choices,
        first_margin: None,
    }
}

#[test]
fn marks_follow_the_drop_in_the_mover_s_win_chance() {
    use Side::{First, Second};
    // Position k's evaluation, then the move played from it (mover, move).
    let evals = [
        eval(0.60, 1, 3), // First plays 2, not the best 1: 0.60 -> 0.25, a drop of 35
        eval(0.25, 3, 3), // Second plays its best, 3
        eval(0.20, 4, 1), // First has one move: forced, never marked (0.20 -> 0.0)
        eval(0.00, 5, 2), // Second plays 6: its chance 1.00 -> 0.85, a drop of 15
        eval(0.15, 7, 2), // First plays 8: 0.15 -> 0.10, a drop of 5: no mark
        eval(0.10, 9, 2), // Second plays 10: 0.90 -> 0.70, a drop of 20
        eval(0.30, 0, 0),
    ];
    let moves = [
        (First, 2),
        (Second, 3),
        (First, 4),
        (Second, 6),
        (First, 8),
        (Second, 10),
    ];
    let review = judge(&moves, &evals);
    let marks: Vec<Option<Mark>> = review.moves.iter().map(|m| m.mark).collect();
    assert_eq!(
        marks,
        [
            Some(Mark::Blunder),
            Some(Mark::Best),
            None,
            Some(Mark::Inaccuracy),
            None,
            Some(Mark::Mistake)
        ]
    );
    assert!(review.moves[2].forced);
    assert_eq!(review.moves[0].best, Some(1));
    assert!((review.moves[0].before - 0.60).abs() < 1e-12);
    assert!((review.moves[0].after - 0.25).abs() < 1e-12);
    assert_eq!(review.moves[3].ply, 4);

    // Lichess's per-move accuracy, computed by hand: a drop of 35 points is 20.31, of 5 is
    // 80.82; the forced move is left out. First: mean 50.56, harmonic mean 32.20.
    let first = &review.players[0];
    assert_eq!(first.judged, 2);
    assert_eq!(first.count(Mark::Blunder), 1);
    assert!((review.moves[0].accuracy() - 20.306).abs() < 0.01);
    assert!((review.moves[4].accuracy() - 80.815).abs() < 0.01);
    let (mean, harmonic) = ((20.306 + 80.815) / 2.0, 2.0 / (1.0 / 20.306 + 1.0 / 80.815));
    assert!((first.accuracy - (mean + harmonic) / 2.0).abs() < 0.01);
    assert!((first.average_loss - 20.0).abs() < 1e-9);
    // Second: a best move (100), drops of 15 (51.52) and 20 (41.02).
    let second = &review.players[1];
    assert_eq!(
        Mark::ALL.map(|m| second.count(m)),
        [1, 1, 1, 0],
        "best, inaccuracy, mistake, blunder"
    );
    assert!(second.accuracy < 100.0 && second.accuracy > first.accuracy);
}

/// A Rush 5x5 game of random moves until a position a search of the whole tree proves won
/// for the side to move, which then plays a move the same search proves lost. Returns the
/// game and the move's index.
fn a_game_with_a_proven_blunder(seed: u64) -> Option<(Match, usize)> {
    a_game_with(seed, |wins| wins >= 1)
}

/// The same, where exactly the `wins` of the winning moves there pass `keep`.
fn a_game_with(seed: u64, keep: impl Fn(usize) -> bool) -> Option<(Match, usize)> {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut game = Match::new(GameKind::Rush, Some(5), MatchOptions::default()).ok()?;
    loop {
        let AnyGame::Rush(pos) = game.position().clone() else {
            return None;
        };
        let side = pos.to_move()?;
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        let empties = (0..25)
            .filter(|&i| {
                pos.stone(quartet_core::rules::Coord::new(i % 5, i / 5))
                    .is_none()
            })
            .count();
        if empties <= 9 && legal.len() >= 2 {
            let values: Vec<i32> = legal
                .iter()
                .map(|&mv| {
                    let mut next = pos.clone();
                    next.play_unchecked(mv);
                    minimax(&next, side, false)
                })
                .collect();
            let wins = values.iter().filter(|&&v| v == 1).count();
            if let (true, Some(lose)) = (
                wins >= 1 && keep(wins),
                values.iter().position(|&v| v == -1),
            ) {
                let ply = game.len();
                game.play(AnyMove::Rush(legal[lose])).ok()?;
                return Some((game, ply));
            }
        }
        let mv = legal[rand::RngExt::random_range(&mut rng, 0..legal.len())];
        game.play(AnyMove::Rush(mv)).ok()?;
    }
}

#[test]
fn a_proven_blunder_is_marked_and_the_best_move_wins() {
    let (game, ply) = (0..50)
        .find_map(a_game_with_a_proven_blunder)
        .expect("a random game with a blunder");
    let level = Level::new(6).expect("a level");
    // All at once, and in slices as the browser runs it: the same proven marks.
    let mut at_once = AnyReviewer::new(&game, level, 1).expect("a legal game");
    assert!(at_once.run(1, &AtomicBool::new(false)));
    let mut sliced = AnyReviewer::new(&game, level, 1).expect("a legal game");
    let mut slices = 0;
    while !sliced.step(Slice::Playouts(500)) {
        slices += 1;
    }
    assert!(
        slices > game.len(),
        "the review ran in more slices than positions"
    );
    for reviewer in [at_once, sliced] {
        assert_eq!(reviewer.done(), game.len() + 1);
        let review = reviewer.review().expect("finished");
        let blunder = &review.moves[ply];
        assert_eq!(blunder.mark, Some(Mark::Blunder), "{blunder:?}");
        assert!(blunder.exact);
        assert_eq!((blunder.before, blunder.after), (1.0, 0.0));
        // The best move shown wins, as the whole tree says.
        let AnyGame::Rush(before) = game.position_after(ply).expect("a position").clone() else {
            unreachable!("a Rush game")
        };
        let Some(AnyMove::Rush(best)) = blunder.best else {
            panic!("a best move: {blunder:?}")
        };
        let mut next = before.clone();
        next.play_unchecked(best);
        assert_eq!(minimax(&next, blunder.side, false), 1);
        assert_eq!(blunder.line.first(), blunder.best.as_ref());
        // Rush is not scored by a margin.
        assert_eq!((blunder.margin_before, blunder.margin_after), (None, None));
    }
}

/// Cheversi's review gives each move the mover's expected final margin before and after it:
/// the game's real margin after the last move, and where the solver settles both positions a
/// margin that the move played can only keep or lower.
#[test]
fn a_cheversi_review_gives_each_move_its_expected_margin() {
    let mut rng = StdRng::seed_from_u64(4);
    let mut game = Match::new(GameKind::Cheversi, None, MatchOptions::default()).expect("a game");
    while game.position().to_move().is_some() {
        let legal = game.position().legal_moves();
        let mv = legal[rand::RngExt::random_range(&mut rng, 0..legal.len())];
        game.play(mv).expect("legal");
    }
    let AnyGame::Cheversi(end) = game.position() else {
        unreachable!("a Cheversi game")
    };
    let level = Level::new(4).expect("a level");
    let mut reviewer = AnyReviewer::new(&game, level, 3).expect("a legal game");
    assert!(reviewer.run(1, &AtomicBool::new(false)));
    let review = reviewer.review().expect("finished");
    for m in &review.moves {
        let (Some(before), Some(after)) = (m.margin_before, m.margin_after) else {
            panic!("move {} has no margins: {m:?}", m.ply)
        };
        if m.exact {
            assert!(
                after <= before + 1e-9,
                "move {}: {before} -> {after}",
                m.ply
            );
            assert_eq!(before.fract(), 0.0, "an exact margin is whole");
        }
    }
    let last = review.moves.last().expect("moves");
    assert!(last.exact);
    let score = end.live_score();
    let real = score[last.side.index()] - score[last.side.other().index()];
    assert_eq!(last.margin_after, Some(f64::from(real)));
    // The solver settles the last placements: the review's exact moves are there.
    assert!(review.moves.iter().rev().take(4).all(|m| m.exact));
}

/// On small boards the marks agree with exact solutions (the measure): of the moves
/// that turn a won position into a lost one, at least 9 in 10 are marked a mistake or a
/// blunder; of the moves that keep a won position won, at most 1 in 7 is. Truth is the exact
/// solver's, given far more room than the review's own solves (which use a share of the
/// level's budget, so that larger positions are judged by the search's estimates).
#[test]
fn marks_agree_with_exact_solutions_on_small_boards() {
    use quartet_core::ai::solve::{SolveBudget, solve_any};
    let budget = SolveBudget {
        nodes: Some(200_000),
        ..SolveBudget::default()
    };
    let stop = AtomicBool::new(false);
    let level = Level::new(6).expect("a level");
    let (mut lost, mut lost_marked, mut kept, mut kept_marked) = (0, 0, 0, 0);
    for (kind, size, games) in [
        (GameKind::Quadrex, 5, 6),
        (GameKind::Quadrex, 6, 6),
        (GameKind::Rush, 5, 6),
    ] {
        for seed in 0..games {
            let mut rng = StdRng::seed_from_u64(seed);
            let mut game = Match::new(kind, Some(size), MatchOptions::default()).expect("a game");
            while game.position().to_move().is_some() {
                let legal = game.position().legal_moves();
                let mv = legal[rand::RngExt::random_range(&mut rng, 0..legal.len())];
                game.play(mv).expect("legal");
            }
            let mut reviewer = AnyReviewer::new(&game, level, 1).expect("a legal game");
            reviewer.run(1, &stop);
            let review = reviewer.review().expect("finished");
            // The exact value of each position for its side to move (None: not settled).
            let truth: Vec<Option<(Side, i32)>> = (0..=game.len())
                .map(|k| {
                    let pos = game.position_after(k)?;
                    let side = pos.to_move()?;
                    Some((side, solve_any(pos, budget, &stop).value?))
                })
                .collect();
            for (k, m) in review.moves.iter().enumerate() {
                let Some((side, before)) = truth[k] else {
                    continue;
                };
                if before <= 0 || m.forced {
                    continue;
                }
                let after = match (truth[k + 1], game.position_after(k + 1)) {
                    (Some((s, v)), _) => Some(if s == side { v } else { -v }),
                    (None, Some(pos)) if pos.to_move().is_none() => {
                        Some(quartet_core::ai::solve::sign_of(pos.outcome(), side))
                    }
                    _ => None,
                };
                let marked = matches!(m.mark, Some(Mark::Mistake | Mark::Blunder));
                match after {
                    Some(a) if a < 0 => {
                        lost += 1;
                        lost_marked += usize::from(marked);
                    }
                    Some(a) if a > 0 => {
                        kept += 1;
                        kept_marked += usize::from(marked);
                    }
                    _ => {}
                }
            }
        }
    }
    assert!(
        lost >= 20 && kept >= 20,
        "enough cases: {lost} lost, {kept} kept"
    );
    assert!(
        lost_marked * 10 >= lost * 9,
        "won turned lost: {lost_marked} of {lost} marked"
    );
    assert!(
        kept_marked * 7 <= kept,
        "won kept won: {kept_marked} of {kept} marked"
    );
    eprintln!("won turned lost: {lost_marked} of {lost} marked; won kept: {kept_marked} of {kept}");
}

/// A person's proven blunder where one move alone won becomes their own puzzle: at the
/// position the blunder was played in, the only winning move first, and it passes the check
/// every shipped puzzle passes.
#[test]
fn a_proven_blunder_with_one_winning_move_becomes_a_personal_puzzle() {
    use quartet_core::ai::solve::SolveBudget;
    use quartet_core::puzzle::{from_review, verify};
    let (game, ply) = (0..200)
        .find_map(|seed| a_game_with(seed, |wins| wins == 1))
        .expect("a random game with a blunder where one move alone wins");
    let mut reviewer = AnyReviewer::new(&game, Level::new(6).expect("a level"), 1).expect("legal");
    assert!(reviewer.run(1, &AtomicBool::new(false)));
    let review = reviewer.review().expect("finished");
    let budget = SolveBudget::default();
    let mover = review.moves[ply].side;
    // Only the person's mistakes: the other side's player is not asked.
    let mut people = [false, false];
    people[mover.other().index()] = true;
    let others = from_review(&game, &review, people, budget);
    assert!(others.iter().all(|p| p.moves.len() != ply));
    people[mover.index()] = true;
    let found = from_review(&game, &review, people, budget);
    let mine = found
        .iter()
        .find(|p| p.moves.len() == ply)
        .expect("the blunder's position is a puzzle");
    assert!(mine.is_personal());
    assert_eq!(mine.moves, game.move_texts()[..ply].to_vec());
    assert_eq!(
        mine.solution.first(),
        review.moves[ply]
            .best
            .map(|b| game.position_after(ply).expect("a position").format_move(b))
            .as_ref()
    );
    verify(mine, budget).expect("one solution at every step");
}
