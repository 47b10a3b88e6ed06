//! The AI: always legal, takes immediate wins, beats random play, stops on demand, and is
//! reproducible for a seed.

use crate::vert_connects_at_b4;
use quartet_core::ai::arena::{Contender, check_reference, run_match};
use quartet_core::ai::{Budget, Experiments, Knowledge, Level, Params, search};
use quartet_core::rules::cheversi::{Cheversi, CheversiMove};
use quartet_core::rules::quadrex::{Quadrex, QuadrexData, QuadrexMove};
use quartet_core::rules::rekushu::Rekushu;
use quartet_core::rules::rush::{Rush, RushData};
use quartet_core::rules::{Coord, Game, GameKind, Outcome, Piece, Side};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::sync::atomic::AtomicBool;

fn budget(iterations: u64) -> Budget {
    Budget {
        iterations,
        time: None,
    }
}

fn c(text: &str) -> Coord {
    quartet_core::rules::parse_coord(text, 26).expect("coord")
}

/// The AI's move in `pos` is legal, for a few seeds and both parameter sets.
fn assert_legal_choice<G: Knowledge>(pos: &G, iterations: u64) {
    let stop = AtomicBool::new(false);
    for seed in 0..3 {
        for params in [Params::default(), Level::new(1).expect("level").params()] {
            let a = search(pos, budget(iterations), params, seed, &stop);
            let mv = a.best.expect("a move in an ongoing game");
            assert_eq!(
                pos.check(mv),
                Ok(()),
                "illegal AI move {mv:?} in\n{}",
                pos.diagram()
            );
            assert!((0.0..=1.0).contains(&a.winrate));
            for stat in &a.moves {
                assert_eq!(pos.check(stat.mv), Ok(()));
            }
        }
    }
}

/// Random positions of a game at a size: the AI's move is always legal.
fn legal_in_random_positions<G: Knowledge>(size: usize, positions: usize, seed: u64) {
    let mut rng = SmallRng::seed_from_u64(seed);
    for _ in 0..positions {
        // A random game's length, then a position somewhere before its end.
        let start = G::new(size).expect("size");
        let length = start.clone().random_playout(&mut rng);
        let stop_at = rand::RngExt::random_range(&mut rng, 0..length.max(1));
        let mut g = start;
        for _ in 0..stop_at {
            let Some(m) = g.random_move(&mut rng) else {
                break;
            };
            g.play_unchecked(m);
        }
        if g.to_move().is_some() {
            assert_legal_choice(&g, 60);
        }
    }
}

#[test]
fn the_ai_plays_legal_moves_in_random_positions_of_every_game() {
    for size in [5, 9] {
        legal_in_random_positions::<Rush>(size, 12, size as u64);
    }
    for size in [3, 6, 11] {
        legal_in_random_positions::<Quadrex>(size, 12, size as u64);
    }
    for size in [6, 10] {
        legal_in_random_positions::<Rekushu>(size, 10, size as u64);
    }
    legal_in_random_positions::<Cheversi>(8, 30, 8);
}

#[test]
fn special_positions_single_move_extra_turn_pass_claim_swap_queen_call() {
    // Rush: Black's only legal point is e5, and it brings an extra turn with a forced pass.
    let rush: Rush = RushData {
        size: 5,
        board: ["wbwb.", "bwbww", "wbwbw", "bwbwb", ".bwbw"]
            .map(String::from)
            .to_vec(),
        to_move: Side::First,
    }
    .try_into()
    .expect("valid");
    let stop = AtomicBool::new(false);
    assert_eq!(
        search(&rush, budget(50), Params::default(), 1, &stop).best,
        Some(c("e5"))
    );
    assert_legal_choice(&rush, 50);
    // Rush: mid-extra-turn (Black moves again after c3).
    let mut extra: Rush = RushData {
        size: 5,
        board: [".....", "..b..", ".w...", ".....", "....."]
            .map(String::from)
            .to_vec(),
        to_move: Side::First,
    }
    .try_into()
    .expect("valid");
    assert!(extra.play(c("c3")).expect("legal").extra_turn);
    assert_eq!(extra.to_move(), Some(Side::First));
    assert_legal_choice(&extra, 80);
    // Rekushu: a claim is available.
    let mut rk = Rekushu::new(6).expect("valid");
    for m in ["a1", "f6", "c1", "e5", "a3", "f3"] {
        let mv = rk.parse_move(m).expect("notation");
        rk.play(mv).expect("legal");
    }
    assert!(!rk.claims_after(c("c3")).is_empty());
    assert_legal_choice(&rk, 200);
    // Quadrex: Horz may swap.
    let mut qx = Quadrex::new(7).expect("valid");
    qx.play(QuadrexMove::Place(c("d4"))).expect("legal");
    assert_legal_choice(&qx, 100);
    // Cheversi: the queen call forces Black's Queen.
    let mut ch = Cheversi::new(8).expect("valid");
    for m in ["Ke4", "Nd5", "Qe5"] {
        let mv = ch.parse_move(m).expect("notation");
        ch.play(mv).expect("legal");
    }
    let best = search(&ch, budget(100), Params::default(), 3, &stop)
        .best
        .expect("move");
    assert_eq!(best.piece, Piece::Queen);
    assert_legal_choice(&ch, 100);
}

#[test]
fn quadrex_one_move_connection_is_taken() {
    // Vert has b1, b2, b3 and b5 on 5x5: b4 connects at once.
    let g = vert_connects_at_b4();
    let stop = AtomicBool::new(false);
    for level in 3..=10 {
        let params = Level::new(level).expect("level").params();
        let a = search(&g, budget(10), params, 7, &stop);
        assert_eq!(a.best, Some(QuadrexMove::Place(c("b4"))), "level {level}");
        assert!(a.solved && a.winrate == 1.0);
    }
}

#[test]
fn cheversi_last_moves_are_played_perfectly() {
    // Positions two plies from the end where Black's best King move wins: the AI finds one.
    let mut rng = SmallRng::seed_from_u64(12);
    let stop = AtomicBool::new(false);
    let mut checked = 0;
    while checked < 10 {
        let mut g = Cheversi::new(8).expect("valid");
        while g.plies_left() > 1 {
            let m = g.random_move(&mut rng).expect("a move");
            g.play_unchecked(m);
        }
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        let wins: Vec<CheversiMove> = moves
            .iter()
            .copied()
            .filter(|&m| {
                let mut next = g.clone();
                next.play_unchecked(m);
                next.outcome() == Outcome::Win(Side::Second)
            })
            .collect();
        if wins.is_empty() || wins.len() == moves.len() {
            continue;
        }
        let a = search(&g, budget(10), Params::default(), 1, &stop);
        assert!(
            wins.contains(&a.best.expect("move")),
            "missed a winning last move"
        );
        assert!(a.solved);
        checked += 1;
    }
    // Four plies before the end the solver also gives the exact result.
    let mut g = Cheversi::new(8).expect("valid");
    while g.plies_left() > 4 {
        let m = g.random_move(&mut rng).expect("a move");
        g.play_unchecked(m);
    }
    let a = search(&g, budget(10), Params::default(), 1, &stop);
    assert!(a.solved, "four plies left are solved exactly");
    assert!([0.0, 0.5, 1.0].contains(&a.winrate));
    assert_eq!(g.check(a.best.expect("move")), Ok(()));
}

/// Cheversi is scored by a margin: a search expects each move's final margin from its
/// playouts, and the solver's exact margin where it settles the position
/// (`docs/ai.md`, "Review").
#[test]
fn a_cheversi_search_expects_each_move_s_final_margin() {
    use quartet_core::ai::solve::{Solvable, SolveBudget, solve};
    let mut rng = SmallRng::seed_from_u64(31);
    let stop = AtomicBool::new(false);
    let tree_only = Params {
        solver: false,
        shortcuts: false,
        ..Params::default()
    };
    for _ in 0..5 {
        let mut g = Cheversi::new(8).expect("valid");
        while g.plies_left() > 2 {
            let m = g.random_move(&mut rng).expect("a move");
            g.play_unchecked(m);
        }
        let side = g.to_move().expect("ongoing");
        // One placement left after any move here: each of the replies ends the game, so a
        // move's expected margin lies between its best and worst reply's final margin.
        let a = search(&g, budget(20_000), tree_only, 1, &stop);
        assert!(!a.solved);
        for stat in a.moves.iter().filter(|m| m.visits > 0) {
            let mut next = g.clone();
            next.play_unchecked(stat.mv);
            let mut replies = Vec::new();
            next.legal_moves(&mut replies);
            let finals: Vec<f64> = replies
                .iter()
                .map(|&r| {
                    let mut end = next.clone();
                    end.play_unchecked(r);
                    assert!(end.outcome() != Outcome::Ongoing);
                    f64::from(end.final_value(side))
                })
                .collect();
            let (low, high) = finals
                .iter()
                .fold((f64::MAX, f64::MIN), |(l, h), &f| (l.min(f), h.max(f)));
            let margin = stat.margin.expect("Cheversi's moves have a margin");
            assert!(
                (low - 1e-6..=high + 1e-6).contains(&margin),
                "{margin} outside {low}..{high}"
            );
        }
        // The last placement: each move's margin is exactly the game's final margin.
        let reply = a.best.expect("a move");
        g.play_unchecked(reply);
        let last = g.to_move().expect("one placement left");
        let a = search(&g, budget(5_000), tree_only, 1, &stop);
        for stat in a.moves.iter().filter(|m| m.visits > 0) {
            let mut end = g.clone();
            end.play_unchecked(stat.mv);
            let exact = f64::from(end.final_value(last));
            assert!((stat.margin.expect("a margin") - exact).abs() < 1e-6);
        }
        // With the solver the margin is the exact one of best play.
        let solved = search(&g, budget(100), Params::default(), 1, &stop);
        assert!(solved.solved);
        let exact = solve(&g, SolveBudget::default(), &stop)
            .value
            .expect("solved");
        assert_eq!(solved.moves[0].margin, Some(f64::from(exact)));
    }
    // Games not scored by a margin have none.
    let rush = Rush::new(9).expect("valid");
    let a = search(&rush, budget(500), Params::default(), 1, &stop);
    assert!(a.moves.iter().all(|m| m.margin.is_none()));
}

/// A search of 300 playouts a move, with nothing else (no exact solver: in Rekushu 8x8 it took
/// 27 of these 28 s, 2026-12-04), wins against random moves.
#[test]
fn a_small_budget_beats_random_play() {
    let playouts_only = Params {
        solver: false,
        ..Params::default()
    };
    let ai = Contender::fixed(300, playouts_only);
    let random = Contender::level(0);
    for (kind, size) in [
        (GameKind::Rush, 7),
        (GameKind::Quadrex, 7),
        (GameKind::Rekushu, 8),
        (GameKind::Cheversi, 8),
    ] {
        let r = run_match(kind, size, ai, random, 10, 3).expect("valid");
        assert!(r.a_wins >= 8, "{kind}: {r:?}");
    }
}

/// A player may think on the rules as they were before issue 69 rewrote them (`reference=1`,
/// Rush and Quadrex so far): it plays whole games against a player on today's rules, and beats
/// random play.
#[test]
fn a_player_on_the_reference_rules_plays_whole_games() {
    let on_reference: Contender = "10/reference=1".parse().expect("a player");
    let params = on_reference.params.expect("parameters");
    assert!(params.experiments.reference_rules);
    let today = Contender::level(10);
    assert_eq!(
        check_reference(GameKind::Rush, [today, on_reference]),
        Ok(())
    );
    assert_eq!(
        check_reference(GameKind::Quadrex, [today, on_reference]),
        Ok(())
    );
    let refused = check_reference(GameKind::Rekushu, [today, on_reference]);
    assert!(
        refused.is_err_and(|e| e.contains("Rush and Quadrex")),
        "ignored elsewhere, so refused"
    );
    assert_eq!(check_reference(GameKind::Rekushu, [today, today]), Ok(()));
    let playouts_only = |reference_rules| Params {
        solver: false,
        experiments: Experiments {
            reference_rules,
            ..Experiments::default()
        },
        ..Params::default()
    };
    let (old, new) = (
        Contender::fixed(300, playouts_only(true)),
        Contender::fixed(300, playouts_only(false)),
    );
    for kind in [GameKind::Rush, GameKind::Quadrex] {
        let r = run_match(kind, 7, old, Contender::level(0), 10, 3).expect("valid");
        assert!(r.a_wins >= 8, "{kind}, against random play: {r:?}");
        let r = run_match(kind, 7, old, new, 4, 3).expect("valid");
        assert_eq!(r.games(), 4, "{kind}: {r:?}");
    }
}

/// The knowledge runs on the reference's Quadrex as on today's (one code, for `quartet match`'s
/// `reference=1`): a search on either lists the same moves and runs its whole budget, and
/// both take a connection in one. Not visit for visit: their playouts draw alike up to the
/// game's end, but today's then fill the board (`docs/ai.md`, "Quadrex").
#[test]
fn a_quadrex_search_on_the_reference_rules_searches_the_same_moves() {
    use quartet_core::rules::reference::quadrex::Quadrex as ReferenceQuadrex;
    let params = Params {
        solver: false,
        ..Params::default()
    };
    let go = AtomicBool::new(false);
    let moves = |a: &quartet_core::ai::Analysis<QuadrexMove>| {
        let mut moves: Vec<QuadrexMove> = a.moves.iter().map(|m| m.mv).collect();
        moves.sort_unstable();
        moves
    };
    for (size, seed) in [(7, 1), (9, 2), (11, 3)] {
        let mut today = Quadrex::new(size).expect("a size");
        let mut before = ReferenceQuadrex::new(size).expect("a size");
        for mv in ["c3", "d4"] {
            let mv = today.parse_move(mv).expect("a point");
            today.play(mv).expect("legal");
            before.play(mv).expect("legal");
        }
        let (today, reference) = (
            search(&today, budget(400), params, seed, &go),
            search(&before, budget(400), params, seed, &go),
        );
        assert_eq!(moves(&today), moves(&reference), "Quadrex {size}");
        assert_eq!((today.iterations, reference.iterations), (400, 400));
    }
    // Both take a connection in one (Vert's b4, or a cell whose fill connects).
    let today = vert_connects_at_b4();
    let before = ReferenceQuadrex::try_from(QuadrexData::from(today.clone())).expect("valid");
    let connects = |mv: Option<QuadrexMove>| {
        let mut after = today.clone();
        after.play(mv.expect("a move")).expect("legal");
        after.outcome() == Outcome::Win(Side::First)
    };
    assert!(!connects(Some(QuadrexMove::Place(c("e5")))), "e5 does not");
    for seed in 1..=3 {
        let chosen = search(&today, budget(400), params, seed, &go).best;
        assert!(connects(chosen), "today's, seed {seed}: {chosen:?}");
        let chosen = search(&before, budget(400), params, seed, &go).best;
        assert!(connects(chosen), "the reference's, seed {seed}: {chosen:?}");
    }
}

#[test]
fn a_stopped_search_still_answers_and_a_seed_reproduces() {
    let g = Quadrex::new(9).expect("valid");
    let stopped = AtomicBool::new(true);
    let a = search(&g, budget(1_000_000), Params::default(), 1, &stopped);
    assert!(a.iterations <= 32, "{} iterations after stop", a.iterations);
    assert_eq!(g.check(a.best.expect("best so far")), Ok(()));
    let go = AtomicBool::new(false);
    let x = search(&g, budget(500), Params::default(), 9, &go);
    let y = search(&g, budget(500), Params::default(), 9, &go);
    assert_eq!(x.best, y.best);
    assert_eq!(x.moves, y.moves);
    assert_eq!(x.iterations, 500);
}

#[test]
fn levels_are_1_to_10_with_growing_budgets() {
    assert!(Level::new(0).is_none() && Level::new(11).is_none());
    assert_eq!(Level::default().get(), 5);
    let budgets: Vec<Budget> = (1..=10)
        .map(|l| Level::new(l).expect("level").budget())
        .collect();
    for w in budgets.windows(2) {
        assert!(w[1].iterations > w[0].iterations);
        assert!(w[1].time >= w[0].time);
    }
    assert!(budgets[4].time.is_some_and(|t| t.as_millis() <= 1000));
    assert!(budgets[9].time.is_some_and(|t| t.as_millis() <= 5000));
}

#[test]
fn the_tree_stays_within_its_memory_cap() {
    // Quadrex 26x26 opens with 676 moves: each expansion adds hundreds of nodes.
    let g = Quadrex::new(26).expect("valid");
    let stop = AtomicBool::new(false);
    // (No early stop: Quadrex's search, without an exploration bonus, settles on a move early.)
    let params = Params {
        max_nodes: 20_000,
        early_stop: false,
        ..Params::default()
    };
    let a = search(&g, budget(20_000), params, 1, &stop);
    assert_eq!(a.iterations, 20_000, "the search goes on past the cap");
    assert!(a.nodes <= 20_000 + 676, "{} nodes", a.nodes);
    assert!(
        a.nodes > 15_000,
        "the cap was not reached: {} nodes",
        a.nodes
    );
    assert_eq!(g.check(a.best.expect("a move")), Ok(()));
    assert_eq!(
        Params::default().max_nodes,
        quartet_core::ai::search::mcts::MAX_NODES
    );
}

#[test]
fn early_stop_plays_the_same_move_in_less_time() {
    let mut rng = SmallRng::seed_from_u64(31);
    let stop = AtomicBool::new(false);
    let mut saved = 0;
    for _ in 0..12 {
        let mut g = Rush::new(7).expect("valid");
        for _ in 0..rand::RngExt::random_range(&mut rng, 0..30) {
            match g.random_move(&mut rng) {
                Some(m) => g.play_unchecked(m),
                None => break,
            }
        }
        if g.to_move().is_none() {
            continue;
        }
        let full = Params {
            early_stop: false,
            ..Params::default()
        };
        let a = search(&g, budget(20_000), full, 5, &stop);
        let b = search(&g, budget(20_000), Params::default(), 5, &stop);
        assert_eq!(a.best, b.best, "early stop changed the move");
        assert!(b.iterations <= a.iterations);
        saved += a.iterations - b.iterations;
    }
    assert!(saved > 0, "early stop never stopped early");
}

#[test]
fn a_decided_game_is_not_searched_to_the_end_of_the_budget() {
    // Vert connects at b4 (shortcuts and solver off, so the search must find the win): once it
    // is sure, spending the rest of the budget would change nothing.
    let g = vert_connects_at_b4();
    let stop = AtomicBool::new(false);
    let params = Params {
        shortcuts: false,
        solver: false,
        ..Params::default()
    };
    let a = search(&g, budget(200_000), params, 3, &stop);
    assert!(a.winrate > 0.97, "winrate {}", a.winrate);
    assert!(a.iterations < 50_000, "{} playouts", a.iterations);
    let full = Params {
        early_stop: false,
        ..params
    };
    let b = search(&g, budget(200_000), full, 3, &stop);
    assert_eq!(
        b.iterations, 200_000,
        "without early stop the budget is spent"
    );
    assert!(b.winrate > 0.97, "the full search disagrees: {}", b.winrate);
}

/// Plays `games` games on from `start` with moves from `pick`, and checks that once
/// `decided_winner` names a side it keeps naming it and that side wins at the end. Returns how
/// many games were decided before their end.
fn decided_games_end_as_decided<G: Knowledge>(
    start: &G,
    games: usize,
    seed: u64,
    pick: impl Fn(&G, &mut SmallRng) -> Option<G::Move>,
) -> usize {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut decided_early = 0;
    for _ in 0..games {
        let mut g = start.clone();
        let mut decided = None;
        while g.to_move().is_some() {
            match (decided, g.decided_winner()) {
                (None, now) => decided = now,
                (Some(before), now) => assert_eq!(now, Some(before), "a decided game changed"),
            }
            let Some(m) = pick(&g, &mut rng) else {
                break;
            };
            g.play_unchecked(m);
        }
        if let Some(side) = decided {
            decided_early += 1;
            assert_eq!(g.outcome(), Outcome::Win(side), "\n{}", g.diagram());
        }
    }
    decided_early
}

#[test]
fn a_game_the_rules_have_decided_ends_with_that_winner() {
    // Random Rush games often give one side more than half the points long before the end.
    let rush = Rush::new(9).expect("size");
    let decided = decided_games_end_as_decided(&rush, 60, 11, |g, rng| g.random_move(rng));
    assert!(
        decided >= 10,
        "only {decided} of 60 Rush games were decided early"
    );

    // Rekushu: black claims a 4x4 rectangle, 16 of the 25 tiles of a 6x6 board. Until the
    // claim nothing is decided; after it, black wins however the game goes on.
    let mut rekushu = Rekushu::new(6).expect("size");
    for text in ["a1", "f6", "e1", "f5", "a5", "f4", "e5/a1-e5"] {
        assert_eq!(rekushu.decided_winner(), None, "before {text}");
        let mv = rekushu.parse_move(text).expect("notation");
        rekushu.play(mv).expect("legal");
    }
    assert_eq!(rekushu.score(), Some([16, 0]));
    assert_eq!(rekushu.decided_winner(), Some(Side::First));
    let decided = decided_games_end_as_decided(&rekushu, 50, 12, |g, rng| g.random_move(rng));
    assert_eq!(decided, 50);

    // The other games never claim an early decision.
    let mut rng = SmallRng::seed_from_u64(13);
    for _ in 0..20 {
        let mut q = Quadrex::new(7).expect("size");
        let mut ch = Cheversi::new(8).expect("size");
        while let Some(m) = q.random_move(&mut rng) {
            assert_eq!(q.decided_winner(), None);
            q.play_unchecked(m);
        }
        while let Some(m) = ch.random_move(&mut rng) {
            assert_eq!(ch.decided_winner(), None);
            ch.play_unchecked(m);
        }
    }
}

#[test]
fn match_elo_follows_the_logistic_formula_and_is_symmetric() {
    use quartet_core::ai::arena::MatchResult;
    let r = |a_wins, draws, b_wins| MatchResult {
        a_wins,
        draws,
        b_wins,
    };
    // A 75% score is 400 * log10(3) Elo; an even score is 0.
    let (elo, margin) = r(3, 0, 1).elo();
    assert!((elo - 400.0 * 3f64.log10()).abs() < 1e-9, "{elo}");
    assert!(margin > 0.0);
    assert!(r(2, 2, 2).elo().0.abs() < 1e-9);
    // The same match seen from B.
    let (a, _) = r(7, 2, 3).elo();
    let (b, _) = r(3, 2, 7).elo();
    assert!((a + b).abs() < 1e-9);
    // Perfect scores stay finite and grow with the games; one game still shows who won.
    let (ten, _) = r(10, 0, 0).elo();
    let (hundred, _) = r(100, 0, 0).elo();
    assert!(ten.is_finite() && hundred > ten && ten > 0.0);
    // More games, a narrower margin for the same rate.
    assert!(r(30, 0, 10).elo().1 < r(3, 0, 1).elo().1);
    let (one, one_margin) = r(1, 0, 0).elo();
    assert!(one > 0.0 && one_margin > 0.0, "{one} +/- {one_margin}");
    assert!(r(0, 0, 1).elo().0 < 0.0);
}
