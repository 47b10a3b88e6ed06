//! Quadrex: one test per rule of docs/rules.md (each fails if its rule is dropped or inverted),
//! including the seed's cascade example and its 19x19 example position.

use quartet_core::rules::quadrex::{Quadrex, QuadrexData, QuadrexMove};
use quartet_core::rules::{Coord, Game, GameKind, IllegalMove, Outcome, Side, Stone};
use rand::SeedableRng;
use rand::rngs::SmallRng;
use std::collections::VecDeque;

fn c(text: &str) -> Coord {
    quartet_core::rules::parse_coord(text, 26).expect("coord")
}

fn play(g: &mut Quadrex, moves: &str) -> quartet_core::rules::MoveDiff {
    let mut last = None;
    for text in moves.split_whitespace() {
        let m = g.parse_move(text).expect("notation");
        last = Some(
            g.play(m)
                .unwrap_or_else(|e| panic!("{text}: {e}\n{}", g.diagram())),
        );
    }
    last.expect("at least one move")
}

fn board(rows: &[&str], to_move: Side, plies: usize) -> Quadrex {
    QuadrexData {
        size: rows.len(),
        board: rows.iter().map(|r| r.replace(' ', "")).collect(),
        to_move,
        plies,
        allow_swap: true,
    }
    .try_into()
    .expect("valid position")
}

/// The cascade exactly as docs/rules.md writes it, on a plain grid (0 empty, 1 vert, 2 horz).
fn oracle_cascade(grid: &mut [Vec<u8>], start: (usize, usize)) -> Vec<(usize, usize)> {
    let n = grid.len() as i32;
    let mut fills = Vec::new();
    let mut queue = VecDeque::from([start]);
    while let Some((pc, pr)) = queue.pop_front() {
        for (dc, dr) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
            let (lc, lr) = (pc as i32 - dc, pr as i32 - dr);
            if lc < 0 || lr < 0 || lc + 1 >= n || lr + 1 >= n {
                continue;
            }
            let (lc, lr) = (lc as usize, lr as usize);
            let ll = (lc, lr);
            let lr_ = (lc + 1, lr);
            let ul = (lc, lr + 1);
            let ur = (lc + 1, lr + 1);
            for (pair, other) in [((ll, ur), (lr_, ul)), ((lr_, ul), (ll, ur))] {
                let at = |p: (usize, usize)| grid[p.1][p.0];
                let x = at(pair.0);
                if x == 0 || at(pair.1) != x {
                    continue;
                }
                let (a, b) = (at(other.0), at(other.1));
                let empty = if a == 0 && b == 3 - x {
                    other.0
                } else if b == 0 && a == 3 - x {
                    other.1
                } else {
                    continue;
                };
                grid[empty.1][empty.0] = x;
                fills.push(empty);
                queue.push_back(empty);
            }
        }
    }
    fills
}

#[test]
fn sizes_are_3_to_26_default_19() {
    for n in 3..=26 {
        assert_eq!(Quadrex::new(n).expect("valid").size(), n);
    }
    for n in [0, 1, 2, 27, 100] {
        let err = Quadrex::new(n).expect_err("bad size");
        assert!(err.to_string().contains("3 to 26"), "{err}");
    }
    assert_eq!(GameKind::Quadrex.default_size(), 19);
}

#[test]
fn vert_moves_first_then_turns_alternate() {
    let mut g = Quadrex::new(7).expect("valid");
    assert_eq!(g.to_move(), Some(Side::First));
    play(&mut g, "d4");
    assert_eq!(g.piece(c("d4")), Some(Side::First));
    assert_eq!(g.to_move(), Some(Side::Second));
    play(&mut g, "a1");
    assert_eq!(g.piece(c("a1")), Some(Side::Second));
    assert_eq!(g.to_move(), Some(Side::First));
    assert_eq!(
        g.check(QuadrexMove::Place(c("d4"))),
        Err(IllegalMove::Occupied(c("d4")))
    );
}

#[test]
fn cascade_seed_example() {
    // docs/rules.md: 7x7, pieces v c5, h d5, v e4, h e3, then h placed at c4 fills d4 and then d3.
    let mut g = Quadrex::new(7).expect("valid");
    play(&mut g, "c5 d5 e4 e3 a7");
    let diff = play(&mut g, "c4");
    let placed: Vec<Stone> = diff.placed;
    let h = |at| Stone {
        at: c(at),
        side: Side::Second,
        piece: None,
    };
    assert_eq!(placed, vec![h("c4"), h("d4"), h("d3")]);
    assert_eq!(g.firing_blocks(), 0);
}

#[test]
fn three_of_one_colour_and_an_empty_cell_never_fire() {
    let mut g = Quadrex::new(5).expect("valid");
    play(&mut g, "a1 e5 b1 e4");
    let diff = play(&mut g, "a2");
    assert_eq!(diff.placed.len(), 1, "no fill");
    assert_eq!(g.piece(c("b2")), None);
    // Two pieces on a diagonal and an empty opposite diagonal do not fire either.
    let mut g = Quadrex::new(5).expect("valid");
    play(&mut g, "a1 e5");
    assert_eq!(play(&mut g, "b2").placed.len(), 1);
}

#[test]
fn cascade_order_matches_the_rules_pseudo_code() {
    let mut rng = SmallRng::seed_from_u64(21);
    let mut cascades = 0;
    for n in [3, 4, 5, 8, 13] {
        for _ in 0..40 {
            let mut g = Quadrex::new(n).expect("valid");
            let mut grid = vec![vec![0u8; n]; n];
            while let Some(m) = g.random_move(&mut rng) {
                let mover = g.to_move().expect("on");
                let diff = g.play(m).expect("legal");
                match m {
                    QuadrexMove::Place(at) => {
                        grid[at.row()][at.col()] = 1 + mover.index() as u8;
                        let fills = oracle_cascade(&mut grid, (at.col(), at.row()));
                        let got: Vec<(usize, usize)> = diff.placed[1..]
                            .iter()
                            .map(|s| (s.at.col(), s.at.row()))
                            .collect();
                        assert_eq!(got, fills, "cascade order differs");
                        cascades += usize::from(!fills.is_empty());
                    }
                    QuadrexMove::Swap => {
                        let from = diff.removed[0];
                        grid[from.row()][from.col()] = 0;
                        grid[from.col()][from.row()] = 2;
                    }
                }
                for (r, row) in grid.iter().enumerate() {
                    for (col, &cell) in row.iter().enumerate() {
                        let want = match cell {
                            1 => Some(Side::First),
                            2 => Some(Side::Second),
                            _ => None,
                        };
                        assert_eq!(g.piece(Coord::new(col, r)), want);
                    }
                }
            }
        }
    }
    assert!(cascades > 100, "only {cascades} cascades seen");
}

#[test]
fn swap_is_horzs_first_move_only_and_transposes_the_opening() {
    let mut g = Quadrex::new(7).expect("valid");
    assert_eq!(g.check(QuadrexMove::Swap), Err(IllegalMove::SwapNotNow));
    play(&mut g, "b4");
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert!(legal.contains(&QuadrexMove::Swap));
    let diff = play(&mut g, "swap");
    assert_eq!(diff.removed, vec![c("b4")]);
    // b4 is (1, 3): the Horz piece goes to (3, 1), d2.
    assert_eq!(g.piece(c("b4")), None);
    assert_eq!(g.piece(c("d2")), Some(Side::Second));
    assert_eq!(g.to_move(), Some(Side::First), "then Vert moves");
    play(&mut g, "c3");
    assert_eq!(g.piece(c("c3")), Some(Side::First), "colours are kept");
    play(&mut g, "g7");
    assert_eq!(g.check(QuadrexMove::Swap), Err(IllegalMove::SwapNotNow));
    // Swap can be switched off.
    let mut off = Quadrex::with_swap(7, false).expect("valid");
    play(&mut off, "b4");
    assert_eq!(off.check(QuadrexMove::Swap), Err(IllegalMove::SwapOff));
    let mut legal = Vec::new();
    off.legal_moves(&mut legal);
    assert!(!legal.contains(&QuadrexMove::Swap));
}

#[test]
fn the_mover_wins_by_connecting_its_edges() {
    let mut g = Quadrex::new(3).expect("valid");
    play(&mut g, "b1 a1 b2 a2");
    assert_eq!(g.outcome(), Outcome::Ongoing);
    play(&mut g, "b3");
    assert_eq!(g.outcome(), Outcome::Win(Side::First));
    assert_eq!(g.to_move(), None);
    assert!(g.check(QuadrexMove::Place(c("c3"))).is_err());
}

#[test]
fn a_cascade_can_complete_the_opponents_chain() {
    // Vert plays a1: the block a1-b2 fires for Horz (b1, a2) and fills b2, joining a2-b2-c2.
    let mut g = board(&["v.v", "h.h", ".h."], Side::First, 4);
    assert_eq!(g.firing_blocks(), 0);
    let diff = play(&mut g, "a1");
    assert_eq!(
        diff.placed[1],
        Stone {
            at: c("b2"),
            side: Side::Second,
            piece: None
        }
    );
    assert_eq!(g.outcome(), Outcome::Win(Side::Second));
}

#[test]
fn seed_19x19_example_is_a_vert_win_with_no_firing_block() {
    let rows = [
        ". . . . . . . . . v . . . . . . . . .",
        ". . . . . . . . . v . . . . . . . . .",
        ". . . . . . . . . v v v . . . . . . .",
        ". . . . . . . . . . . v . . . . . . .",
        ". . . h h h h . . . . v . . . . . . .",
        ". . . h . . h . . . . v . . . . . . .",
        ". . . h . . h . . . . v v . . . . . .",
        ". . . h . . h . . . . . v . . . . . .",
        ". . . h . . h . . . . . v . . . . . .",
        "h h h h . . h h h h h h v h h h h h h",
        ". . . . . . . . . . . . v . . . . . .",
        ". . . . . . . . . . . . v . . . . . .",
        ". . . . . . . . v v v v v . . . . . .",
        ". . . . . . . . v . . . . . . . . . .",
        ". . . . . . . . v . . . . . . . . . .",
        ". . . . . . . . v . . . . . . . . . .",
        ". . . . . . . . v . . . . . . . . . .",
        ". . . . . . . . v . . . . . . . . . .",
        ". . . . . . . . v . . . . . . . . . .",
    ];
    let g = board(&rows, Side::Second, 55);
    assert_eq!(g.firing_blocks(), 0);
    assert!(g.connected(Side::First));
    assert!(!g.connected(Side::Second));
    assert_eq!(g.outcome(), Outcome::Win(Side::First));
    // The chain to light up: the vertical path of v's, 19 rows plus the 4 + 1 + 4 cells of
    // its three sideways steps, one cell per row elsewhere.
    let chain = g.chain(Side::First);
    assert_chain(&g, Side::First, &chain);
    assert_eq!(chain.len(), 19 + 2 + 1 + 4, "{chain:?}");
    assert!(g.chain(Side::Second).is_empty());
}

/// `chain` is a path of `side`'s pieces, each beside the next, from its starting edge to the
/// far one.
fn assert_chain(g: &Quadrex, side: Side, chain: &[Coord]) {
    let along = |c: &Coord| {
        if side == Side::First {
            c.row()
        } else {
            c.col()
        }
    };
    let n = g.size();
    assert_eq!(chain.first().map(along), Some(0), "{chain:?}");
    assert_eq!(chain.last().map(along), Some(n - 1), "{chain:?}");
    for pair in chain.windows(2) {
        let d = pair[0].col().abs_diff(pair[1].col()) + pair[0].row().abs_diff(pair[1].row());
        assert_eq!(d, 1, "not neighbours: {pair:?}");
    }
    for at in chain {
        assert_eq!(g.piece(*at), Some(side), "{at:?}");
    }
}

#[test]
fn the_winning_chain_joins_the_winners_edges() {
    let mut rng = SmallRng::seed_from_u64(18);
    for n in [3, 5, 8, 13] {
        for _ in 0..100 {
            let mut g = Quadrex::new(n).expect("valid");
            g.random_playout(&mut rng);
            let Outcome::Win(winner) = g.outcome() else {
                panic!("no winner");
            };
            assert_chain(&g, winner, &g.chain(winner));
            assert!(g.chain(winner.other()).is_empty());
        }
    }
}

#[test]
fn every_game_ends_with_exactly_one_winner() {
    let mut rng = SmallRng::seed_from_u64(8);
    for n in [3, 4, 6, 9] {
        for _ in 0..200 {
            let mut g = Quadrex::new(n).expect("valid");
            g.random_playout(&mut rng);
            let winner = match g.outcome() {
                Outcome::Win(s) => s,
                other => panic!("{other:?}"),
            };
            assert!(g.connected(winner));
            assert!(!g.connected(winner.other()));
        }
    }
}

#[test]
fn notation() {
    let g = Quadrex::new(19).expect("valid");
    assert_eq!(g.parse_move("J10"), Ok(QuadrexMove::Place(c("j10"))));
    assert_eq!(g.parse_move("SWAP"), Ok(QuadrexMove::Swap));
    assert_eq!(g.format_move(QuadrexMove::Swap), "swap");
    assert_eq!(g.format_move(QuadrexMove::Place(c("s19"))), "s19");
    for bad in ["", "t1", "a20", "swapp", "j10/a1-b2"] {
        assert!(g.parse_move(bad).is_err(), "{bad}");
    }
}
