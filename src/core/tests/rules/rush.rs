//! Rush: one test per rule of docs/rules.md (each fails if its rule is dropped or inverted).

use quartet_core::rules::rush::{Rush, RushData};
use quartet_core::rules::{
    Coord, Game, GameKind, IllegalMove, Match, MatchOptions, Outcome, ParseMoveError, Side,
};
use rand::SeedableRng;
use rand::rngs::SmallRng;

fn c(text: &str) -> Coord {
    quartet_core::rules::parse_coord(text, 25).expect("coord")
}

/// A position from text rows (top row first): `b`, `w`, `.`.
fn board(rows: &[&str], to_move: Side) -> Rush {
    RushData {
        size: rows.len(),
        board: rows.iter().map(|r| r.to_string()).collect(),
        to_move,
    }
    .try_into()
    .expect("valid position")
}

fn play(g: &mut Rush, text: &str) -> quartet_core::rules::MoveDiff {
    let m = g.parse_move(text).expect("notation");
    g.play(m)
        .unwrap_or_else(|e| panic!("{text}: {e}\n{}", g.diagram()))
}

/// The rule, written out independently: illegal when two or more orthogonal neighbours are the
/// mover's and none is the opponent's.
fn oracle_legal(g: &Rush, side: Side, at: Coord) -> bool {
    if g.stone(at).is_some() {
        return false;
    }
    let (own, opp) = neighbours(g, side, at);
    !(own >= 2 && opp == 0)
}

fn neighbours(g: &Rush, side: Side, at: Coord) -> (usize, usize) {
    let n = g.size() as i32;
    let (mut own, mut opp) = (0, 0);
    for (dc, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
        let (col, row) = (at.col() as i32 + dc, at.row() as i32 + dr);
        if col < 0 || row < 0 || col >= n || row >= n {
            continue;
        }
        match g.stone(Coord::new(col as usize, row as usize)) {
            Some(s) if s == side => own += 1,
            Some(_) => opp += 1,
            None => {}
        }
    }
    (own, opp)
}

#[test]
fn sizes_are_odd_from_5_to_25_default_19() {
    for n in (5..=25).step_by(2) {
        assert_eq!(Rush::new(n).expect("valid").size(), n);
    }
    for n in [0, 3, 4, 6, 18, 20, 26, 27] {
        let err = Rush::new(n).expect_err("bad size");
        assert!(err.to_string().contains("odd sizes from 5 to 25"), "{err}");
    }
    assert_eq!(GameKind::Rush.default_size(), 19);
}

#[test]
fn black_moves_first() {
    let mut g = Rush::new(9).expect("valid");
    assert_eq!(g.to_move(), Some(Side::First));
    play(&mut g, "e5");
    assert_eq!(g.stone(c("e5")), Some(Side::First));
    assert_eq!(g.to_move(), Some(Side::Second));
}

#[test]
fn two_own_neighbours_and_no_opponent_make_a_point_illegal() {
    let g = board(&[".....", "..b..", ".....", "..b..", "....."], Side::First);
    // c3 touches b at c2 and c4 and no white stone.
    assert_eq!(g.check(c("c3")), Err(IllegalMove::RushAdjacency(c("c3"))));
    // The same point is legal for White.
    assert!(g.is_legal_for(Side::Second, c("c3")));
    // One own neighbour is fine; diagonal neighbours do not count.
    assert_eq!(g.check(c("c5")), Ok(()));
    let diag = board(&[".....", ".b...", ".....", "...b.", "....."], Side::First);
    assert_eq!(diag.check(c("c3")), Ok(()));
}

#[test]
fn an_opponent_neighbour_makes_it_legal_and_gives_an_extra_turn() {
    let mut g = board(&[".....", "..b..", ".w...", "..b..", "....."], Side::First);
    assert_eq!(g.check(c("c3")), Ok(()));
    let diff = play(&mut g, "c3");
    assert!(diff.extra_turn);
    assert_eq!(g.to_move(), Some(Side::First), "Black moves again");
}

#[test]
fn extra_turns_need_two_neighbours_one_of_them_the_opponents() {
    // One neighbour (white): no extra turn.
    let mut g = board(&[".....", ".....", ".w...", ".....", "....."], Side::First);
    assert!(!play(&mut g, "c3").extra_turn);
    assert_eq!(g.to_move(), Some(Side::Second));
    // Two white neighbours: extra turn.
    let mut g = board(&[".....", ".....", ".w.w.", ".....", "....."], Side::First);
    assert!(play(&mut g, "c3").extra_turn);
    // One own and one opponent neighbour: extra turn.
    let mut g = board(&[".....", "..b..", ".w...", ".....", "....."], Side::First);
    assert!(play(&mut g, "c3").extra_turn);
}

#[test]
fn extra_turns_chain() {
    let mut g = board(&[".....", ".....", ".w.w.", ".w.w.", "....."], Side::First);
    assert!(play(&mut g, "c3").extra_turn);
    assert_eq!(g.to_move(), Some(Side::First));
    assert!(
        play(&mut g, "c2").extra_turn,
        "b2 and d2 are white, c3 black"
    );
    assert_eq!(g.to_move(), Some(Side::First));
    assert!(!play(&mut g, "a5").extra_turn);
    assert_eq!(g.to_move(), Some(Side::Second));
}

#[test]
fn a_side_without_a_legal_point_passes_automatically() {
    // Two points are empty: e5 and a1. Black plays e5 (white e4 beside it: extra turn), and
    // a1, between black a2 and b1, is illegal for Black: Black passes and White fills a1.
    let mut g = board(&["wbwb.", "bwbww", "wbwbw", "bwbwb", ".bwbw"], Side::First);
    assert!(!g.is_legal_for(Side::First, c("a1")));
    let diff = play(&mut g, "e5");
    assert!(diff.extra_turn);
    assert_eq!(diff.passes, vec![Side::First]);
    assert_eq!(g.to_move(), Some(Side::Second));
    play(&mut g, "a1");
    assert!(g.outcome().is_over());
}

#[test]
fn pass_is_recorded_in_the_history_and_never_a_choice() {
    let g = Rush::new(5).expect("valid");
    assert_eq!(g.parse_move("pass"), Err(ParseMoveError::PassNotAMove));
    // Random games until one holds a forced pass: the history shows it, and replays.
    let mut rng = SmallRng::seed_from_u64(11);
    let mut found = false;
    for _ in 0..500 {
        let mut m = Match::new(GameKind::Rush, Some(5), MatchOptions::default()).expect("valid");
        while let quartet_core::rules::AnyGame::Rush(pos) = m.position() {
            let Some(mv) = pos.random_move(&mut rng) else {
                break;
            };
            let mut legal = Vec::new();
            pos.legal_moves(&mut legal);
            assert!(
                legal
                    .iter()
                    .all(|&p| oracle_legal(pos, pos.to_move().expect("on"), p))
            );
            m.play(quartet_core::rules::AnyMove::Rush(mv))
                .expect("legal");
        }
        let history = m.history();
        if let Some(k) = history.iter().position(|t| t == "pass") {
            found = true;
            let mut replay =
                Match::new(GameKind::Rush, Some(5), MatchOptions::default()).expect("valid");
            replay
                .load_moves(&history)
                .expect("replays with its passes");
            assert_eq!(replay, m);
            // A pass where none was forced is refused.
            let mut wrong = history.clone();
            wrong.insert(0, "pass".to_string());
            assert!(replay.load_moves(&wrong).is_err());
            assert_eq!(replay, m, "a refused load leaves the game as it was");
            assert!(k > 0);
            break;
        }
    }
    assert!(found, "no forced pass in 500 random 5x5 games");
}

#[test]
fn every_point_is_legal_for_at_least_one_side_so_the_board_fills() {
    let mut rng = SmallRng::seed_from_u64(3);
    for _ in 0..50 {
        let mut g = Rush::new(7).expect("valid");
        while g.outcome() == Outcome::Ongoing {
            for r in 0..7 {
                for col in 0..7 {
                    let p = Coord::new(col, r);
                    if g.stone(p).is_none() {
                        assert!(
                            oracle_legal(&g, Side::First, p) || oracle_legal(&g, Side::Second, p)
                        );
                        assert_eq!(
                            g.is_legal_for(Side::First, p),
                            oracle_legal(&g, Side::First, p)
                        );
                        assert_eq!(
                            g.is_legal_for(Side::Second, p),
                            oracle_legal(&g, Side::Second, p)
                        );
                    }
                }
            }
            let mover = g.to_move().expect("on");
            let m = g.random_move(&mut rng).expect("a move");
            let (own, opp) = neighbours(&g, mover, m);
            let diff = g.play(m).expect("legal");
            assert_eq!(
                diff.extra_turn,
                own + opp >= 2 && opp >= 1,
                "extra turn rule at {m}"
            );
        }
        let [b, w] = g.score().expect("score");
        assert_eq!(b + w, 49, "full board at the end");
    }
}

#[test]
fn more_stones_win_and_the_result_is_decided_past_half() {
    let full = board(&["bbbbb", "bbbbb", "bbwww", "wwwww", "wwwww"], Side::First);
    assert_eq!(full.score(), Some([12, 13]));
    assert_eq!(full.outcome(), Outcome::Win(Side::Second));
    assert_eq!(full.to_move(), None);
    let open = board(&["bbbbb", "bbbbb", "bbb..", ".....", "....."], Side::Second);
    assert_eq!(open.decided(), Some(Side::First), "13 of 25 points");
    assert_eq!(
        open.outcome(),
        Outcome::Ongoing,
        "the engine plays on until full"
    );
    let close = board(&["bbbbb", "bbbbb", "bb...", ".....", "....."], Side::Second);
    assert_eq!(close.decided(), None);
}

#[test]
fn notation() {
    let g = Rush::new(19).expect("valid");
    assert_eq!(g.parse_move("E5"), Ok(c("e5")));
    assert_eq!(g.format_move(c("s19")), "s19");
    for bad in ["", "e", "5", "t1", "a20", "e5e", "e 5"] {
        assert!(g.parse_move(bad).is_err(), "{bad}");
    }
}

/// The AI's view of the extra-turn rule (by padded index) is the rules' own: for every legal
/// point of many random positions it says what playing there does.
#[test]
fn earns_extra_turn_says_what_the_move_does() {
    let mut rng = SmallRng::seed_from_u64(8);
    let mut checked = [0usize; 2];
    for _ in 0..40 {
        let mut g = Rush::new(9).expect("valid");
        while g.outcome() == Outcome::Ongoing {
            let mut moves = Vec::new();
            g.legal_moves(&mut moves);
            for &m in &moves {
                let extra = g.earns_extra_turn(g.padded_index(m));
                let diff = g.clone().play(m).expect("legal");
                assert_eq!(extra, diff.extra_turn, "at {m}\n{}", g.diagram());
                checked[usize::from(extra)] += 1;
            }
            let m = g.random_move(&mut rng).expect("a move");
            g.play(m).expect("legal");
        }
    }
    assert!(
        checked[0] > 100 && checked[1] > 100,
        "both kinds seen: {checked:?}"
    );
}

/// `playout_with` with one draw a move is the uniform playout, draw for draw; with more it
/// offers each move's draws in turn until one is taken, and plays the game to its end.
#[test]
fn playout_with_draws_until_a_point_is_taken() {
    for seed in 0..20 {
        let mut start = Rush::new(11).expect("valid");
        let mut rng = SmallRng::seed_from_u64(seed);
        for _ in 0..6 {
            let m = start.random_move(&mut rng).expect("a move");
            start.play(m).expect("legal");
        }
        let (mut uniform, mut one_try) = (start.clone(), start.clone());
        let played = uniform.random_playout(&mut SmallRng::seed_from_u64(seed));
        let mut offers = 0;
        let with = one_try.playout_with(&mut SmallRng::seed_from_u64(seed), 1, |_, _| {
            offers += 1;
            false
        });
        assert_eq!((with, offers), (played, 0), "one draw: nothing to choose");
        assert!(one_try == uniform, "one draw a move is the uniform playout");

        for (tries, take) in [(3, false), (3, true), (5, false)] {
            let mut g = start.clone();
            let mut offers = 0;
            let moves = g.playout_with(&mut SmallRng::seed_from_u64(seed), tries, |pos, i| {
                assert!(pos.to_move().is_some(), "offered only while the game is on");
                assert!(i >= Rush::PADDED_WIDTH, "a padded index on the board");
                offers += 1;
                take
            });
            let per_move = if take { 1 } else { tries as usize - 1 };
            assert_eq!(offers, moves * per_move, "{tries} draws, taking: {take}");
            let [b, w] = g.score().expect("score");
            assert_eq!(b + w, 121, "the board is full at the end");
            assert!(g.outcome() != Outcome::Ongoing);
        }
    }
}
