//! The exact solver (`docs/ai.md`, "The exact solver") against plain minimax: on hundreds of
//! random small positions of each game, every root move's value must equal what a search of
//! the whole tree, without any table, bound or ordering, finds from the rules alone.

use quartet_core::ai::solve::{Solution, SolveBudget, Verdict, solve, solve_any};
use quartet_core::bench::{position_before_end, random_position};
use quartet_core::rules::{AnyGame, AnyMove, Game, GameKind, Outcome, Side};
use std::sync::atomic::AtomicBool;

/// The value of `g` for `side` by visiting every line to its end: the sign of the result, or
/// with `margin` the final score difference.
pub(crate) fn minimax<G: Game>(g: &G, side: Side, margin: bool) -> i32 {
    let Some(mover) = g.to_move() else {
        if margin {
            let score = g.score().expect("a game with a score");
            return score[side.index()] - score[side.other().index()];
        }
        return match g.outcome() {
            Outcome::Win(s) if s == side => 1,
            Outcome::Win(_) => -1,
            _ => 0,
        };
    };
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let values = moves.into_iter().map(|mv| {
        let mut next = g.clone();
        next.play_unchecked(mv);
        minimax(&next, side, margin)
    });
    if mover == side {
        values.max().expect("a move")
    } else {
        values.min().expect("a move")
    }
}

/// Whether the whole game tree of `g` has at most `limit` positions (it spends `limit`).
fn tree_within<G: Game>(g: &G, limit: &mut u64) -> bool {
    if *limit == 0 {
        return false;
    }
    *limit -= 1;
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves.into_iter().all(|mv| {
        let mut next = g.clone();
        next.play_unchecked(mv);
        tree_within(&next, limit)
    })
}

fn root_values<G: Game>(g: &G, margin: bool) -> Vec<(G::Move, i32)> {
    let side = g.to_move().expect("a game going on");
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves
        .into_iter()
        .map(|mv| {
            let mut next = g.clone();
            next.play_unchecked(mv);
            (mv, minimax(&next, side, margin))
        })
        .collect()
}

fn unlimited() -> SolveBudget {
    SolveBudget {
        table_bits: 12,
        ..SolveBudget::default()
    }
}

/// Solves `count` random positions of `kind` with `empties` empty points (from the seeds
/// given) and compares every root move with minimax. Returns how many positions had a move
/// of each verdict, so that a test can see both results were met.
fn agrees<G: quartet_core::ai::solve::Solvable>(
    positions: impl Iterator<Item = G>,
    margin: bool,
) -> [usize; 3] {
    let stop = AtomicBool::new(false);
    let mut seen = [0usize; 3];
    for g in positions {
        let solution = solve(&g, unlimited(), &stop);
        let expected = root_values(&g, margin);
        assert_eq!(solution.moves.len(), expected.len(), "{}", g.diagram());
        for (mv, value) in &expected {
            let got = solution
                .moves
                .iter()
                .find(|(m, _)| m == mv)
                .map(|(_, v)| *v);
            assert_eq!(
                got,
                Some(Some(*value)),
                "{} in\n{}",
                g.format_move(*mv),
                g.diagram()
            );
        }
        let best = expected.iter().map(|(_, v)| *v).max();
        assert_eq!(solution.value, best, "{}", g.diagram());
        seen[match Verdict::of(best.expect("a move")) {
            Verdict::Win => 0,
            Verdict::Draw => 1,
            Verdict::Loss => 2,
        }] += 1;
    }
    seen
}

fn positions<G>(
    kind: GameKind,
    sizes: &[usize],
    empties: std::ops::RangeInclusive<usize>,
    count: u64,
    unwrap: impl Fn(AnyGame) -> Option<G>,
) -> impl Iterator<Item = G> {
    let sizes = sizes.to_vec();
    let span = (*empties.end() - *empties.start() + 1) as u64;
    let low = *empties.start() as u64;
    (0..count).map(move |seed| {
        let size = sizes[seed as usize % sizes.len()];
        let left = (low + seed / sizes.len() as u64 % span) as usize;
        unwrap(random_position(kind, size, left, seed).expect("a position")).expect("the game")
    })
}

/// Quadrex and Rush (won or lost, no draws) on random positions of the sizes and empty points
/// given: both results must be met often.
fn won_or_lost_agree<G: quartet_core::ai::solve::Solvable>(
    kind: GameKind,
    sizes: &[usize],
    empties: std::ops::RangeInclusive<usize>,
    unwrap: impl Fn(AnyGame) -> Option<G>,
) {
    let seen = agrees(positions(kind, sizes, empties, 300, unwrap), false);
    assert!(
        seen[0] > 20 && seen[2] > 20,
        "wins, draws, losses: {seen:?}"
    );
}

#[test]
fn quadrex_every_root_move_as_minimax_finds_it() {
    won_or_lost_agree(GameKind::Quadrex, &[4, 5, 6], 3..=7, |g| match g {
        AnyGame::Quadrex(q) => Some(q),
        _ => None,
    });
}

/// Sizes 5 and 7 are searched on bitboards, 9 on the rules' own board.
#[test]
fn rush_every_root_move_as_minimax_finds_it() {
    won_or_lost_agree(GameKind::Rush, &[5, 7, 9], 3..=8, |g| match g {
        AnyGame::Rush(r) => Some(r),
        _ => None,
    });
}

/// Rekushu's claims empty their corners again, so few empty points can still mean a long
/// game: its positions are taken near the end of random games, where the whole tree is small.
#[test]
fn rekushu_every_root_move_as_minimax_finds_it() {
    let small = (0..)
        .map(|seed: u64| {
            match position_before_end(GameKind::Rekushu, 6, 1 + seed as usize % 6, seed) {
                Ok(AnyGame::Rekushu(r)) => r,
                other => panic!("a Rekushu position, not {other:?}"),
            }
        })
        .filter(|g| tree_within(g, &mut 20_000))
        .take(200);
    let seen = agrees(small, false);
    assert!(
        seen[0] > 10 && seen[1] > 0 && seen[2] > 10,
        "wins, draws, losses: {seen:?}"
    );
}

#[test]
fn cheversi_every_root_move_s_margin_as_minimax_finds_it() {
    let seen = agrees(
        positions(GameKind::Cheversi, &[8], 1..=2, 200, |g| match g {
            AnyGame::Cheversi(c) => Some(c),
            _ => None,
        })
        .chain(positions(
            GameKind::Cheversi,
            &[8],
            3..=3,
            10,
            |g| match g {
                AnyGame::Cheversi(c) => Some(c),
                _ => None,
            },
        )),
        true,
    );
    assert!(
        seen[0] > 10 && seen[2] > 10,
        "wins, draws, losses: {seen:?}"
    );
}

fn any_solution(
    game: GameKind,
    size: usize,
    moves: &[&str],
    budget: SolveBudget,
) -> (AnyGame, Solution<AnyMove>) {
    let mut g = AnyGame::new(game, size, Default::default()).expect("a game");
    for m in moves {
        let mv = g.parse_move(m).expect("a move");
        g.play(mv).expect("legal");
    }
    let solution = solve_any(&g, budget, &AtomicBool::new(false));
    (g, solution)
}

#[test]
fn a_win_in_one_is_found_and_another_winning_move_leaves_a_lost_position() {
    let g = super::vert_connects_at_b4();
    let solution = solve(&g, unlimited(), &AtomicBool::new(false));
    assert_eq!(solution.verdict(), Some(Verdict::Win));
    let best: Vec<String> = solution
        .best_moves()
        .iter()
        .map(|&m| g.format_move(m))
        .collect();
    assert!(best.contains(&"b4".to_string()), "{best:?}");
    assert!(solution.moves.iter().all(|(_, v)| v.is_some()));
    // Another move the solver calls won leaves Horz, solved in turn, lost.
    let b4 = g.parse_move("b4").expect("a move");
    let (other, _) = *solution
        .moves
        .iter()
        .find(|(m, v)| *v == Some(1) && *m != b4)
        .expect("another winning move");
    let mut after = g.clone();
    after.play_unchecked(other);
    let reply = solve(&after, unlimited(), &AtomicBool::new(false));
    assert_eq!(reply.verdict(), Some(Verdict::Loss), "{}", after.diagram());
}

#[test]
fn a_spent_budget_answers_unknown_rather_than_a_guess() {
    let budget = SolveBudget {
        nodes: Some(50),
        ..unlimited()
    };
    let (g, solution) = any_solution(GameKind::Quadrex, 11, &["f6"], budget);
    assert_eq!(solution.value, None);
    assert_eq!(solution.moves.len(), g.legal_moves().len());
    assert!(solution.moves.iter().any(|(_, v)| v.is_none()));
    assert!(solution.best_moves().is_empty());
    // A game over has nothing to solve.
    let (_, over) = any_solution(
        GameKind::Quadrex,
        3,
        &["b1", "a2", "b2", "c2", "b3"],
        unlimited(),
    );
    assert_eq!((over.value, over.moves.len()), (None, 0));
}

/// From level 5 up the AI plays a position the solver settles perfectly: on small positions of
/// each game its move keeps the best result the solver finds (a win when there is one).
#[test]
fn level_5_plays_settled_positions_perfectly() {
    use quartet_core::ai::{Budget, Level, search_any};
    let level = Level::new(5).expect("a level");
    // The level's playouts without its time cap, so that the run is the same every time.
    let budget = Budget {
        iterations: level.budget().iterations,
        time: None,
    };
    let stop = AtomicBool::new(false);
    let mut wins = 0;
    for (kind, size, empties) in [
        (GameKind::Quadrex, 7, 14),
        (GameKind::Rush, 7, 12),
        (GameKind::Cheversi, 8, 4),
    ] {
        for seed in 0..12 {
            let g = random_position(kind, size, empties, 100 + seed).expect("a position");
            let exact = solve_any(&g, unlimited(), &stop);
            let best = exact.value.expect("solved");
            let played = search_any(&g, budget, level.params(), seed, &stop);
            let mv = played.best.expect("a move");
            let value = exact
                .moves
                .iter()
                .find(|(m, _)| *m == mv)
                .and_then(|(_, v)| *v);
            assert_eq!(
                value.map(Verdict::of),
                Some(Verdict::of(best)),
                "{} played {} in\n{}",
                kind.name(),
                g.format_move(mv),
                g.diagram()
            );
            assert!(played.solved, "the search says it played an exact move");
            wins += usize::from(best > 0);
        }
    }
    assert!(wins > 5, "{wins} won positions among 36");
}

/// The fewest plies to the end with the winner hurrying and the loser holding out, and the
/// winner (`None`: a draw), by visiting the whole tree.
fn plies_to_end<G: Game>(g: &G) -> (Option<Side>, u32) {
    let Some(mover) = g.to_move() else {
        return match g.outcome() {
            Outcome::Win(s) => (Some(s), 0),
            _ => (None, 0),
        };
    };
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    let children: Vec<(Option<Side>, u32)> = moves
        .into_iter()
        .map(|mv| {
            let mut next = g.clone();
            next.play_unchecked(mv);
            let (w, d) = plies_to_end(&next);
            (w, d + 1)
        })
        .collect();
    let fastest_win = children
        .iter()
        .filter(|(w, _)| *w == Some(mover))
        .map(|(_, d)| *d)
        .min();
    match fastest_win {
        Some(d) => (Some(mover), d),
        None => {
            let longest_loss = children.iter().map(|(_, d)| *d).max().unwrap_or(0);
            let draw = children.iter().any(|(w, _)| w.is_none());
            (if draw { None } else { Some(mover.other()) }, longest_loss)
        }
    }
}

#[test]
fn moves_to_win_is_the_shortest_forced_win_that_a_search_of_the_whole_tree_finds() {
    use quartet_core::ai::solve::moves_to_win;
    // Quadrex alternates strictly once the swap is past: the side to move's own moves are half
    // the plies, rounded up.
    let mut wins = 0;
    for g in positions(GameKind::Quadrex, &[4, 5], 5..=9, 200, |g| match g {
        AnyGame::Quadrex(q) => Some(q),
        _ => None,
    }) {
        let side = g.to_move().expect("going on");
        let (winner, plies) = plies_to_end(&g);
        let found = moves_to_win(&g, 8, u64::MAX);
        if winner == Some(side) {
            wins += 1;
            assert_eq!(found, Some(plies.div_ceil(2) as usize), "{}", g.diagram());
        } else {
            assert_eq!(found, None, "{}", g.diagram());
        }
    }
    assert!(wins > 30, "{wins} won positions");
    // A spent budget finds nothing rather than a wrong count.
    let g = match random_position(GameKind::Quadrex, 5, 9, 3).expect("a position") {
        AnyGame::Quadrex(q) => q,
        _ => unreachable!(),
    };
    assert_eq!(moves_to_win(&g, 8, 1), None);
}
