//! The stronger search: the `plain:L` baseline, RAVE, and root-parallel threads. Strength is
//! checked at fixed playout budgets (reproducible, never timed); the figures at equal time are
//! `quartet match` runs, in docs/results.csv (`docs/ai.md`, "Measuring").

use quartet_core::ai::arena::{Contender, OVERRIDES, overrides_help, run_match, run_match_on};
use quartet_core::ai::search::mcts::Analysis;
use quartet_core::ai::search::parallel::{merge, threads_for};
use quartet_core::ai::{Budget, Experiments, Level, MoveStat, Params, search};
use quartet_core::rules::quadrex::Quadrex;
use quartet_core::rules::rekushu::Rekushu;
use quartet_core::rules::rush::Rush;
use quartet_core::rules::{Game, GameKind};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

fn budget(iterations: u64) -> Budget {
    Budget {
        iterations,
        time: None,
    }
}

#[test]
fn plain_is_level_budget_without_knowledge_or_improvements() {
    let plain: Contender = "plain:5".parse().expect("plain:5");
    let params = plain.params.expect("plain sets its parameters");
    assert!(!params.informed, "plain plays uniformly random playouts");
    assert_eq!(params.rave, 0.0, "plain has no RAVE");
    assert!(!params.solver, "plain has no game solver");
    assert_eq!(params.minimax, 0.0, "plain has no implicit minimax");
    assert_eq!(params.threads, 1);
    assert_eq!(plain.level, 5);
    assert_eq!(plain.budget, None, "plain:5 keeps level 5's budget");
    // Plain at level 10 still one thread; level 10 itself uses every core.
    let plain10: Contender = "plain:10".parse().expect("plain:10");
    assert_eq!(plain10.params.expect("params").threads, 1);
    assert_eq!(Level::new(10).expect("10").params().threads, 0);
    // The level's own parameters have every improvement on.
    let five = Level::new(5).expect("5").params();
    assert!(five.informed && five.rave > 0.0 && five.solver && five.minimax > 0.0);
    // The beginner levels look ahead by no heuristic (Rekushu's would take every claim).
    assert_eq!(Level::new(2).expect("2").params().minimax, 0.0);
}

#[test]
fn match_players_parse_and_bad_ones_get_a_clear_message() {
    let c: Contender =
        "5/rave=100,explore=0.2,nodes=5000,iterations=777,rave_explore=0.5,rave_up_to=900000"
            .parse()
            .expect("overrides");
    let params = c.params.expect("params");
    assert_eq!(params.rave, 100.0);
    assert_eq!(params.experiments.rave_exploration, Some(0.5));
    assert_eq!(params.experiments.rave_up_to, Some(900_000));
    assert_eq!(params.exploration, 0.2);
    assert_eq!(params.max_nodes, 5000);
    assert_eq!(c.budget, Some(budget(777)));
    assert!(
        params.experiments.point_order,
        "RAVE's children by point unless told"
    );
    let shuffled: Contender = "10/point_order=0".parse().expect("point_order");
    assert!(!shuffled.params.expect("params").experiments.point_order);
    let timed: Contender = "plain:3/ms=250".parse().expect("ms");
    assert_eq!(
        timed.budget,
        Some(Budget {
            iterations: u64::MAX,
            time: Some(Duration::from_millis(250)),
        })
    );
    assert_eq!("0".parse::<Contender>(), Ok(Contender::level(0)));
    // Every parameter of the one table reaches the player, and the help names it.
    for o in OVERRIDES {
        let with = |v: &str| format!("5/{}={v}", o.name).parse::<Contender>();
        assert_ne!(
            with("0").expect(o.name),
            with("2").expect(o.name),
            "{}",
            o.name
        );
        assert!(overrides_help().contains(&format!("{}={}", o.name, o.values)));
    }
    for (bad, says) in [
        ("11", "not a level"),
        ("plain:0", "not a level"),
        ("plain:x", "not a level"),
        ("", "not a level"),
        ("5/rave", "name=value"),
        ("5/rave=-1", "0 or more"),
        ("5/rave=NaN", "0 or more"),
        ("5/speed=2", "unknown parameter 'speed'"),
        ("0/rave=2", "random moves"),
    ] {
        let err = bad.parse::<Contender>().expect_err(bad);
        assert!(err.contains(says), "{bad:?} gave {err:?}");
    }
}

/// RAVE's search against plain UCT at the same number of playouts, colours alternating: the
/// shared statistics must make it clearly stronger (if they credited the wrong side or the
/// wrong moves, it would lose). Neither has the exact solver: it plays both sides' endgames
/// perfectly, which hides the playouts' difference there, and in Rekushu it was nearly all of
/// the time (72 s for the 40 games with it, 2.5 s without; 2026-12-04). One test per game, so
/// that the harness plays them at once (docs/testing.md, "CI's time budget").
fn rave_beats_plain_uct(kind: GameKind, size: usize, games: u32, bar: f64) {
    let plain = Params {
        informed: true,
        solver: false,
        ..Params::plain(true)
    };
    let rave = Params {
        informed: true,
        solver: false,
        ..Params::default()
    };
    assert!(rave.rave > 0.0);
    // Two threads: a match's games at once on both cores.
    let r = run_match_on(
        kind,
        size,
        Contender::fixed(400, rave),
        Contender::fixed(400, plain),
        games,
        7,
        2,
        |_, _, _| {},
    )
    .expect("valid");
    assert!(
        r.score_rate() >= bar,
        "{kind} {size}: RAVE scored {:.0}% ({r:?})",
        100.0 * r.score_rate()
    );
}

#[test]
fn rave_beats_plain_uct_at_the_same_playouts_in_rush() {
    rave_beats_plain_uct(GameKind::Rush, 9, 16, 0.75);
}

#[test]
fn rave_beats_plain_uct_at_the_same_playouts_in_quadrex() {
    rave_beats_plain_uct(GameKind::Quadrex, 9, 16, 0.75);
}

/// Rekushu's games have draws: more games. (RAVE scored 96% of these 40 without the solver on
/// either side; with it on RAVE's side, about 75% over 160.)
#[test]
fn rave_beats_plain_uct_at_the_same_playouts_in_rekushu() {
    rave_beats_plain_uct(GameKind::Rekushu, 8, 40, 0.8);
}

/// The score of `informed` (with the game's informed playouts) against the same search with
/// uniformly random ones: 11x11, 600 playouts a move, 40 games, colours alternating, seed 9.
fn informed_against_uniform(kind: GameKind, informed: Params) -> f64 {
    assert!(informed.informed);
    let uniform = Params {
        informed: false,
        ..informed
    };
    let r = run_match(
        kind,
        11,
        Contender::fixed(600, informed),
        Contender::fixed(600, uniform),
        40,
        9,
    )
    .expect("valid");
    r.score_rate()
}

/// Quadrex's informed playouts (they save a link the opponent has just cut into) against
/// uniformly random ones, at the same playouts and with everything else the same: they must
/// win with either colour (about 82% here; answering for the wrong side scored 38%: tried).
#[test]
fn quadrex_s_informed_playouts_beat_uniform_ones_at_the_same_playouts() {
    let score = informed_against_uniform(GameKind::Quadrex, Params::default());
    assert!(
        score >= 0.7,
        "informed playouts scored {:.0}%",
        100.0 * score
    );
}

/// Cheversi's informed playouts (each placement the best of three random ones, by the empty
/// squares its piece would attack) against uniformly random ones, at level 5's 3,000 playouts,
/// 40 games, colours alternating: they must win (at equal time, level 10's won 83.5% of 100
/// games: docs/results.csv; `docs/ai.md`, "Knowledge per game").
#[test]
fn cheversi_s_informed_playouts_beat_uniform_ones_at_the_same_playouts() {
    let informed = Level::new(5).expect("5").params();
    let uniform = Params {
        informed: false,
        ..informed
    };
    let r = run_match(
        GameKind::Cheversi,
        8,
        Contender::fixed(3_000, informed),
        Contender::fixed(3_000, uniform),
        40,
        9,
    )
    .expect("valid");
    assert!(
        r.score_rate() >= 0.6,
        "informed playouts scored {:.0}%",
        100.0 * r.score_rate()
    );
}

/// Rush's informed playouts (each move draws up to three legal points and takes the first that
/// earns an extra turn) against uniformly random ones, at the same playouts, both without RAVE
/// (a search with RAVE plays uniform playouts in Rush: see the next test): they must win with
/// either colour (about 90% here; preferring moves that earn no extra turn scored 18%: tried).
#[test]
fn rush_s_informed_playouts_beat_uniform_ones_without_rave() {
    // Without the solver too: it plays both sides' endgames perfectly, hiding the playouts'
    // difference there.
    let no_rave = Params {
        rave: 0.0,
        threads: 1,
        solver: false,
        ..Params::default()
    };
    let score = informed_against_uniform(GameKind::Rush, no_rave);
    assert!(
        score >= 0.75,
        "informed playouts scored {:.0}%",
        100.0 * score
    );
}

/// In Rush, RAVE's all-moves-as-first values and the informed playouts do not go together
/// (they lost every game against RAVE with uniform playouts), so a search with RAVE plays its
/// playouts uniformly: asking for informed ones changes nothing, playout for playout. A search
/// without RAVE plays them.
#[test]
fn rush_s_rave_search_plays_uniform_playouts() {
    let g = Rush::new(9).expect("valid");
    let stop = AtomicBool::new(false);
    let with = Params {
        early_stop: false,
        threads: 1,
        ..Params::default()
    };
    let without = Params {
        informed: false,
        ..with
    };
    let a = search(&g, budget(3_000), with, 5, &stop);
    let b = search(&g, budget(3_000), without, 5, &stop);
    assert_eq!(a.moves, b.moves, "the same statistics, move for move");
    let no_rave = Params { rave: 0.0, ..with };
    let c = search(&g, budget(3_000), no_rave, 5, &stop);
    let d = search(
        &g,
        budget(3_000),
        Params {
            informed: false,
            ..no_rave
        },
        5,
        &stop,
    );
    assert_ne!(
        c.moves, d.moves,
        "without RAVE the playouts are the game's own"
    );
}

#[test]
fn a_rave_search_gives_every_root_move_statistics() {
    let g = Rush::new(5).expect("valid");
    let stop = AtomicBool::new(false);
    let params = Params {
        early_stop: false,
        ..Params::default()
    };
    let a = search(&g, budget(2_000), params, 3, &stop);
    let visits: u64 = a.moves.iter().map(|m| u64::from(m.visits)).sum();
    assert_eq!(a.moves.len(), 25);
    assert_eq!(
        visits, a.iterations,
        "every playout goes through one root move"
    );
    assert_eq!(g.check(a.best.expect("a move")), Ok(()));
    assert_eq!(
        a.best,
        a.moves.first().map(|m| m.mv),
        "the most visited is played"
    );
}

#[test]
fn threads_search_separate_trees_and_merge_them() {
    assert!(threads_for(&Params::default()) == 1);
    let all = threads_for(&Params {
        threads: 0,
        ..Params::default()
    });
    assert!(all >= 1);
    let stop = AtomicBool::new(false);
    let g = Quadrex::new(9).expect("valid");
    let two = Params {
        threads: 2,
        early_stop: false,
        ..Params::default()
    };
    let a = search(&g, budget(600), two, 11, &stop);
    let b = search(&g, budget(600), two, 11, &stop);
    assert_eq!(a.iterations, 1_200, "each thread runs the whole budget");
    assert_eq!(a.moves, b.moves, "a seed reproduces a threaded search");
    assert_eq!(a.best, b.best);
    let visits: u64 = a.moves.iter().map(|m| u64::from(m.visits)).sum();
    assert_eq!(visits, 1_200, "the two trees' visits are summed");
    for m in &a.moves {
        assert_eq!(g.check(m.mv), Ok(()));
    }
    assert_eq!(a.best, a.moves.first().map(|m| m.mv));
    // A stopped threaded search still answers.
    let stopped = AtomicBool::new(true);
    let s = search(&g, budget(1_000_000), two, 1, &stopped);
    assert!(s.best.is_some() && s.iterations <= 64);
}

#[test]
fn merging_sums_visits_and_weighs_values_by_them() {
    let analysis = |moves: Vec<(u8, u32, f64)>| Analysis {
        best: moves.first().map(|m| m.0),
        winrate: 0.5,
        moves: moves
            .into_iter()
            .map(|(mv, visits, value)| MoveStat {
                mv,
                visits,
                value,
                margin: None,
            })
            .collect(),
        iterations: 100,
        elapsed: Duration::from_millis(10),
        solved: false,
        nodes: 50,
        line: Vec::new(),
    };
    let merged = merge(vec![
        analysis(vec![(1, 60, 0.5), (2, 40, 1.0)]),
        analysis(vec![(2, 70, 0.0), (1, 30, 0.5)]),
    ]);
    assert_eq!(merged.best, Some(2), "110 visits against 90");
    assert_eq!(merged.moves[0].visits, 110);
    assert!((merged.moves[0].value - 40.0 / 110.0).abs() < 1e-9);
    assert_eq!(merged.moves[1].visits, 90);
    assert!((merged.moves[1].value - 0.5).abs() < 1e-9);
    assert_eq!(merged.iterations, 200);
    assert_eq!(merged.nodes, 100);
    assert!((merged.winrate - 40.0 / 110.0).abs() < 1e-9);
}

/// Rekushu's informed playouts play each placement with the largest claim after it, in one
/// call that finds the rectangles the stone starts once: that call plays the legal move with
/// the largest of the claims `claims_after` lists, the move `largest_claim_after` names, and
/// leaves the game as `play_unchecked` of that move does.
#[test]
fn rekushu_s_informed_move_is_its_placement_with_the_largest_claim() {
    use quartet_core::rules::rekushu::RekushuMove;
    let mut rng = quartet_core::rng::FastRng::new(5);
    let mut claims = 0;
    for _ in 0..20 {
        let mut g = Rekushu::new(10).expect("valid");
        while let Some(at) = g.random_placement(&mut rng) {
            let largest = g.claims_after(at).iter().map(|r| r.area()).max();
            let named = g.largest_claim_after(at);
            let mut other = g.clone();
            let mv = g.play_largest_claim(at);
            assert_eq!(mv, RekushuMove { at, claim: named });
            assert_eq!(mv.claim.map(|r| r.area()), largest, "the largest claim");
            other.check(mv).expect("a legal move");
            other.play_unchecked(mv);
            assert_eq!(
                format!("{other:?}"),
                format!("{g:?}"),
                "the same game after {mv:?}"
            );
            claims += usize::from(mv.claim.is_some());
        }
    }
    assert!(claims > 20, "{claims} claims");
}

#[test]
fn rekushu_playouts_record_placements_that_claims_later_lift() {
    use quartet_core::ai::Knowledge;
    use quartet_core::rules::Coord;
    let mut rng = quartet_core::rng::FastRng::new(4);
    let (mut marked_total, mut stones_total, mut tiles_total) = (0, 0, 0);
    for _ in 0..20 {
        let mut g = Rekushu::new(8).expect("valid");
        let mut owners = vec![0u8; 64];
        g.playout_marking(&mut rng, true, &mut owners);
        for (p, &owner) in owners.iter().enumerate() {
            if g.stone(Coord::new(p % 8, p / 8)).is_some() {
                stones_total += 1;
                assert_ne!(owner, 0, "a stone's point is marked");
            }
        }
        marked_total += owners.iter().filter(|&&o| o != 0).count();
        tiles_total += g.score().expect("scored").iter().sum::<i32>();
    }
    assert!(tiles_total > 0, "some playout claimed a rectangle");
    // A claim lifts its four corner stones: their points stay marked (a lifted point taken
    // again keeps its first mark).
    assert!(
        marked_total > stones_total,
        "{marked_total} points marked, {stones_total} stones left"
    );
}

#[test]
fn a_kept_tree_carries_the_reply_s_playouts_into_the_next_search() {
    use quartet_core::ai::TreeKeeper;
    let stop = AtomicBool::new(false);
    let params = Params {
        early_stop: false,
        reuse: true,
        // Expanded on the second visit, and with an exploration bonus so that every reply is
        // tried: the reply's node surely has children to keep.
        expand_at: 2,
        experiments: Experiments {
            rave_exploration: Some(1.0),
            ..Experiments::default()
        },
        ..Params::default()
    };
    let mut pos = Rush::new(7).expect("valid");
    let mut keeper = TreeKeeper::default();
    let first = keeper.search(&pos, &[], budget(3_000), params, 1, &stop);
    assert!(keeper.kept_nodes() > 0);
    let ours = first.best.expect("a move");
    pos.play(ours).expect("legal");
    // The opponent answers with its most likely reply, as our tree saw it.
    let reply = search(&pos, budget(500), params, 2, &stop)
        .best
        .expect("reply");
    pos.play(reply).expect("legal");
    // Extra turns in Rush may give the same side two moves: then search from there.
    let since = [ours, reply];
    let second = keeper.search(&pos, &since, budget(1_000), params, 3, &stop);
    let visits: u64 = second.moves.iter().map(|m| u64::from(m.visits)).sum();
    assert_eq!(
        second.iterations, 1_000,
        "the budget counts new playouts only"
    );
    assert!(
        visits > 1_000,
        "the kept subtree's visits stay: {visits} after 1000 new playouts"
    );
    for m in &second.moves {
        assert_eq!(
            pos.check(m.mv),
            Ok(()),
            "a kept move is legal in the new position"
        );
    }
    // Moves that do not lead to the position start afresh.
    let mut other = Rush::new(7).expect("valid");
    other.play(reply).expect("legal on an empty board");
    let fresh = keeper.search(&other, &[ours], budget(1_000), params, 4, &stop);
    let visits: u64 = fresh.moves.iter().map(|m| u64::from(m.visits)).sum();
    assert_eq!(
        visits, 1_000,
        "nothing kept for a position the moves do not reach"
    );
    // Without reuse nothing is kept.
    let no_reuse = Params {
        reuse: false,
        ..params
    };
    keeper.search(&other, &[], budget(100), no_reuse, 5, &stop);
    assert_eq!(keeper.kept_nodes(), 0);
}

/// The first 3,000 playouts of a one-thread search with RAVE's equivalence `rave` (before the
/// game's scale and growth; 0: no RAVE), a budget of `iterations` and `rave_up_to`: each root
/// move and its visits.
fn first_playouts<G: quartet_core::ai::Knowledge>(
    g: &G,
    iterations: u64,
    rave: f64,
    rave_up_to: Option<u64>,
) -> Vec<(G::Move, u32)> {
    let params = Params {
        rave,
        experiments: Experiments {
            rave_up_to,
            ..Experiments::default()
        },
        early_stop: false,
        threads: 1,
        ..Params::default()
    };
    let mut search = quartet_core::ai::Search::new(g, budget(iterations), params, 11);
    search.step(quartet_core::ai::Slice::Playouts(3_000));
    let a = search.analysis();
    a.moves.iter().map(|m| (m.mv, m.visits)).collect()
}

/// Rush's and Quadrex's level 10 search with RAVE, as their lower levels do (Rush's level 10
/// left it out before its equivalence grew with the budget): the first 3,000 playouts of a
/// level-10 search differ from those of the same search without RAVE. `rave_up_to` leaves RAVE out of
/// larger budgets for experiments: just below the budget, the playouts are those of the
/// search without RAVE, playout for playout.
#[test]
fn level_10_searches_with_rave_and_rave_up_to_leaves_it_out_of_larger_budgets() {
    fn check<G: quartet_core::ai::Knowledge>(g: &G) {
        let level_10 = Level::new(10).expect("10").budget().iterations;
        let without = first_playouts(g, level_10, 0.0, None);
        assert_ne!(
            first_playouts(g, level_10, 1_000.0, None),
            without,
            "{:?}'s level 10 searches with RAVE",
            G::KIND
        );
        assert_eq!(
            first_playouts(g, level_10, 1_000.0, Some(level_10 - 1)),
            without,
            "{:?} above the experiment's limit",
            G::KIND
        );
        assert_ne!(
            first_playouts(g, level_10, 1_000.0, Some(level_10)),
            without,
            "{:?} at the experiment's limit",
            G::KIND
        );
    }
    check(&Rush::new(9).expect("valid"));
    check(&Quadrex::new(9).expect("valid"));
}

/// Rush's RAVE equivalence grows with the budget from `RAVE_EQUIVALENCE_GROWS_FROM` playouts
/// on (so that level 9 weighs a move's own and shared results as level 8 does): a search with
/// 2.4 times that budget plays the same playouts as one at that budget with 2.4 times the
/// equivalence, and not those of one with the same equivalence. Quadrex's never grows.
#[test]
fn rush_s_rave_equivalence_grows_with_the_budget_and_quadrex_s_does_not() {
    let rush = Rush::new(9).expect("valid");
    let from = <Rush as quartet_core::ai::Knowledge>::RAVE_EQUIVALENCE_GROWS_FROM;
    let larger = first_playouts(&rush, from * 12 / 5, 1_000.0, None);
    assert_eq!(larger, first_playouts(&rush, from, 2_400.0, None));
    assert_ne!(larger, first_playouts(&rush, from, 1_000.0, None));
    // Below it, the budget changes nothing.
    assert_eq!(
        first_playouts(&rush, from / 2, 1_000.0, None),
        first_playouts(&rush, from, 1_000.0, None)
    );
    let quadrex = Quadrex::new(9).expect("valid");
    assert_eq!(
        first_playouts(&quadrex, 400_000, 1_000.0, None),
        first_playouts(&quadrex, 50_000, 1_000.0, None)
    );
}

/// Rekushu's implicit minimax (`Params::minimax`): on 12x12, White holds g5, j5 and j6, and
/// g6 would claim the three tiles between them; Black blocks by taking g6 or a point between
/// them (h5, i5, h6, i6). Black's search at level 7's playouts blocks with implicit minimax,
/// the blocks holding most of its playouts; the same search without it hardly tells them from
/// the other moves (its playouts claim so much that three tiles hardly move their results):
/// they hold a few hundredths of its playouts, and whether its most visited move is one of
/// them is chance. From a level-7 game against `plain:7`, where Black did not block and lost
/// 5 - 7.
#[test]
fn rekushu_s_implicit_minimax_blocks_a_claim_the_playouts_let_through() {
    let moves = "b5 d5 g7 g3 i7 h7 g9 d3 e4 e10 e9 e7 g2 c10 e11 g5 e8 j5 j3 c7 g4 c5 d7 c3 \
                 g8/e8-g9 j6/c3-d5 b8 e2";
    let mut pos = Rekushu::new(12).expect("valid");
    for text in moves.split_whitespace() {
        let mv = pos.parse_move(text).expect("a move of the game");
        pos.play(mv).expect("legal");
    }
    let blocks = ["g6", "h5", "i5", "h6", "i6"];
    let stop = AtomicBool::new(false);
    // The most visited move, and the blocks' share of the root's playouts.
    let search_with = |minimax: f64, seed: u64| {
        let params = Params {
            threads: 1,
            minimax,
            ..Level::new(7).expect("7").params()
        };
        let analysis = search(&pos, budget(20_000), params, seed, &stop);
        let visits = |blocking: Option<bool>| -> f64 {
            analysis
                .moves
                .iter()
                .filter(|m| {
                    blocking.is_none_or(|b| blocks.contains(&pos.format_move(m.mv).as_str()) == b)
                })
                .map(|m| f64::from(m.visits))
                .sum()
        };
        let best = pos.format_move(analysis.best.expect("a move"));
        (best, visits(Some(true)) / visits(None))
    };
    for seed in 1..=3 {
        let (with, share) = search_with(1.0, seed);
        assert!(blocks.contains(&with.as_str()), "seed {seed}: {with}");
        assert!(share > 0.5, "seed {seed}: {share}");
        let (_, share) = search_with(0.0, seed);
        assert!(share < 0.2, "seed {seed}: without, {share}");
    }
}
