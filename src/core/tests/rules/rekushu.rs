//! Rekushu: one test per rule of docs/rules.md (each fails if its rule is dropped or inverted).

use quartet_core::rules::rekushu::{Mirror, Rekushu, RekushuData, RekushuMove};
use quartet_core::rules::{Coord, Game, IllegalMove, Outcome, ParseMoveError, RulesError, Side};

fn new(n: usize) -> Rekushu {
    Rekushu::new(n).expect("valid size")
}

fn mv(g: &Rekushu, text: &str) -> RekushuMove {
    g.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn play(g: &mut Rekushu, moves: &str) {
    for text in moves.split_whitespace() {
        let m = mv(g, text);
        g.play(m)
            .unwrap_or_else(|e| panic!("{text}: {e}\n{}", g.diagram()));
    }
}

fn refused(g: &Rekushu, text: &str) -> IllegalMove {
    let m = mv(g, text);
    let before = g.clone();
    let mut copy = g.clone();
    let err = copy.play(m).expect_err(text);
    assert_eq!(copy, before, "a refused move changed the position");
    err
}

fn c(text: &str) -> Coord {
    quartet_core::rules::parse_coord(text, 26).expect("coord")
}

#[test]
fn sizes_are_even_from_6_to_26_default_20() {
    for n in (6..=26).step_by(2) {
        assert_eq!(new(n).size(), n);
    }
    for n in [0, 4, 5, 7, 19, 25, 27, 28] {
        let err = Rekushu::new(n).expect_err("bad size");
        assert!(matches!(err, RulesError::BadSize { .. }));
        assert!(err.to_string().contains("even sizes from 6 to 26"), "{err}");
    }
    assert_eq!(quartet_core::rules::GameKind::Rekushu.default_size(), 20);
}

#[test]
fn black_moves_first_then_turns_alternate() {
    let mut g = new(8);
    assert_eq!(g.to_move(), Some(Side::First));
    play(&mut g, "d4");
    assert_eq!(g.to_move(), Some(Side::Second));
    assert_eq!(g.stone(c("d4")), Some(Side::First));
    play(&mut g, "b7");
    assert_eq!(g.to_move(), Some(Side::First));
    assert_eq!(g.stone(c("b7")), Some(Side::Second));
}

#[test]
fn a_stone_goes_on_an_empty_point() {
    let mut g = new(8);
    play(&mut g, "d4");
    assert_eq!(refused(&g, "d4"), IllegalMove::Occupied(c("d4")));
}

/// 6x6: Black builds the square a1-c3 and claims it with the stone just placed.
fn claimed_corner_square() -> Rekushu {
    let mut g = new(6);
    play(&mut g, "a1 f6 c1 e5 a3 f3 c3/a1-c3");
    g
}

#[test]
fn a_claim_removes_its_corners_and_gives_its_tiles() {
    let g = claimed_corner_square();
    for p in ["a1", "c1", "a3", "c3"] {
        assert_eq!(g.stone(c(p)), None, "corner {p} stays");
    }
    for t in ["a1", "b1", "a2", "b2"] {
        assert_eq!(g.tile_owner(c(t)), Some(Side::First), "tile {t}");
    }
    assert_eq!(g.tile_owner(c("c1")), None);
    assert_eq!(g.score(), Some([4, 0]));
    assert_eq!(g.stone(c("f6")), Some(Side::Second), "other stones stay");
}

#[test]
fn a_stone_must_touch_an_unclaimed_tile() {
    let g = claimed_corner_square();
    // b2 (inside), b1 and a2 (edges on the board's rim) and a1 (corner) touch only claimed tiles.
    for p in ["b2", "b1", "a2", "a1"] {
        assert_eq!(refused(&g, p), IllegalMove::NoUnclaimedTile(c(p)), "{p}");
    }
    // c3 and c2 touch unclaimed tiles outside the claim.
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    for p in ["c3", "c2", "b3"] {
        assert!(legal.iter().any(|m| m.at == c(p)), "{p} should be legal");
    }
    assert!(!legal.iter().any(|m| m.at == c("b2")));
}

#[test]
fn a_claim_is_optional_and_need_not_use_the_stone_just_placed() {
    let mut g = new(6);
    play(&mut g, "a1 f6 c1 e5 a3 f3 c3");
    assert_eq!(
        g.stone(c("c3")),
        Some(Side::First),
        "no claim: the stones stay"
    );
    assert_eq!(g.score(), Some([0, 0]));
    play(&mut g, "f2");
    // Black places far away and claims the square its earlier stones made.
    play(&mut g, "e2/a1-c3");
    assert_eq!(g.score(), Some([4, 0]));
    assert_eq!(g.stone(c("e2")), Some(Side::First));
}

#[test]
fn claim_corners_must_all_be_the_movers() {
    let mut g = new(6);
    play(&mut g, "a1 c3 c1 f6 a3");
    // White owns c3: Black cannot claim a1-c3, and White cannot either.
    play(&mut g, "e5");
    let IllegalMove::BadClaim(why) = refused(&g, "e4/a1-c3") else {
        panic!()
    };
    assert!(why.to_string().contains("not your stone"), "{why}");
    let mut g2 = g.clone();
    play(&mut g2, "e4");
    assert!(matches!(refused(&g2, "d5/a1-c3"), IllegalMove::BadClaim(_)));
}

#[test]
fn claim_edges_and_inside_hold_no_stone() {
    // A stone on the edge (b1) blocks a1-c3; so does one inside (b2).
    for blocker in ["b1", "b2"] {
        let mut g = new(6);
        play(&mut g, &format!("a1 {blocker} c1 f6 a3 e5"));
        let IllegalMove::BadClaim(why) = refused(&g, "c3/a1-c3") else {
            panic!()
        };
        assert!(why.to_string().contains(blocker), "{why}");
    }
    // The stone being placed may not stand on the edge of the claim either.
    let mut g = new(6);
    play(&mut g, "a1 f6 c1 e5 a3 f3 c3 f2");
    let IllegalMove::BadClaim(why) = refused(&g, "b1/a1-c3") else {
        panic!()
    };
    assert!(why.to_string().contains("b1"), "{why}");
}

#[test]
fn claims_hold_no_claimed_tile_but_may_border_one() {
    // Black claims the single tile c3-d4, then builds b2-e5 around it.
    let mut g = new(6);
    play(&mut g, "c3 a6 d3 f6 c4 a5 d4/c3-d4");
    assert_eq!(g.score(), Some([1, 0]));
    play(&mut g, "f1 b2 a1 e2 a2 b5 a3 e5 f2");
    let IllegalMove::BadClaim(why) = refused(&g, "f3/b2-e5") else {
        panic!()
    };
    assert!(why.to_string().contains("claimed tile"), "{why}");
    // Bordering a claimed tile is fine: White claims d4-e5, which touches c3-d4 at d4.
    let mut g = new(6);
    play(&mut g, "c3 a6 d3 f6 c4 a5 d4/c3-d4 e4 a1 d5 a2 e5 b1");
    assert_eq!(g.to_move(), Some(Side::Second));
    play(&mut g, "d4/d4-e5");
    assert_eq!(
        g.score(),
        Some([1, 1]),
        "White's tile d4 borders Black's c3"
    );
}

#[test]
fn mirror_rule_seed_example() {
    // docs/rules.md: on 14x14, after j10, e10 (type v), c6, the reply l6 (v again) is forbidden and
    // c9 (type h) is legal.
    let mut g = new(14);
    play(&mut g, "j10 e10 c6");
    assert_eq!(g.mirror_state(Side::Second).1, Some(Mirror::V));
    assert_eq!(
        refused(&g, "l6"),
        IllegalMove::Mirror {
            at: c("l6"),
            kind: 'v'
        }
    );
    assert_eq!(g.forbidden_point(Side::Second), Some(c("l6")));
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert!(!legal.iter().any(|m| m.at == c("l6")));
    play(&mut g, "c9");
    assert_eq!(g.mirror_state(Side::First).0, Some(c("c9")));
    assert_eq!(g.mirror_state(Side::Second).1, Some(Mirror::H));
}

#[test]
fn mirror_types_are_h_v_and_r() {
    let n = 14;
    let j10 = c("j10");
    assert_eq!(Mirror::of(c("j5"), j10, n), Some(Mirror::H));
    assert_eq!(Mirror::of(c("e10"), j10, n), Some(Mirror::V));
    assert_eq!(Mirror::of(c("e5"), j10, n), Some(Mirror::R));
    assert_eq!(Mirror::of(c("e6"), j10, n), None);
    // Two r moves in a row are forbidden too.
    let mut g = new(6);
    play(&mut g, "a1 f6 b2");
    assert_eq!(
        refused(&g, "e5"),
        IllegalMove::Mirror {
            at: c("e5"),
            kind: 'r'
        }
    );
}

#[test]
fn a_non_mirror_move_lifts_the_restriction() {
    let mut g = new(14);
    play(&mut g, "j10 e10 c6 c9 d4 m2");
    // m2 is no mirror of d4: White's next move is unrestricted, a v move included.
    assert_eq!(g.mirror_state(Side::Second).1, None);
    play(&mut g, "b3");
    assert_eq!(g.forbidden_point(Side::Second), None);
    play(&mut g, "m3");
    assert_eq!(g.mirror_state(Side::Second).1, Some(Mirror::V));
}

#[test]
fn the_opponents_last_stone_counts_even_after_a_claim_removed_it() {
    let mut g = new(6);
    play(&mut g, "a1 f6 c1 e5 a3 f3");
    assert_eq!(
        g.mirror_state(Side::Second).1,
        Some(Mirror::V),
        "f3 mirrors a3"
    );
    play(&mut g, "c3/a1-c3");
    assert_eq!(g.stone(c("c3")), None, "c3 was a claim corner");
    // d3 mirrors the removed c3 (type v): still forbidden; c4 (type h) is fine.
    assert_eq!(
        refused(&g, "d3"),
        IllegalMove::Mirror {
            at: c("d3"),
            kind: 'v'
        }
    );
    play(&mut g, "c4");
}

fn data(
    rows: &[&str],
    to_move: Side,
    last_place: [Option<Coord>; 2],
    last_type: [Option<Mirror>; 2],
) -> RekushuData {
    let n = rows.len();
    RekushuData {
        size: n,
        stones: rows.iter().map(|r| r.to_string()).collect(),
        tiles: vec![".".repeat(n - 1); n - 1],
        to_move,
        last_place,
        last_type,
    }
}

#[test]
fn the_game_ends_when_the_only_points_left_are_forbidden_mirror_moves() {
    // Every point is taken but d4; White's last stone was c4, whose v mirror is d4, and Black's
    // own previous move was a v move: Black has no legal placement, so the game is over.
    let rows = ["bwbwbw", "wbwbwb", "bwb.bw", "wbwbwb", "bwbwbw", "wbwbwb"];
    let over: Rekushu = data(
        &rows,
        Side::First,
        [Some(c("b1")), Some(c("c4"))],
        [Some(Mirror::V), None],
    )
    .try_into()
    .expect("valid");
    assert_eq!(over.to_move(), None);
    assert_eq!(over.outcome(), Outcome::Draw, "no tiles each: a draw");
    // Without the mirror restriction the same board goes on, with d4 the one legal move.
    let open: Rekushu = data(
        &rows,
        Side::First,
        [Some(c("b1")), Some(c("c4"))],
        [None, None],
    )
    .try_into()
    .expect("valid");
    let mut legal = Vec::new();
    open.legal_moves(&mut legal);
    assert_eq!(
        legal,
        vec![RekushuMove {
            at: c("d4"),
            claim: None
        }]
    );
}

#[test]
fn the_game_ends_when_the_mover_cannot_place_and_more_tiles_win() {
    let mut g = new(6);
    play(&mut g, "a1 f6 c1 e5 a3 f3 c3/a1-c3");
    // Play on with random legal moves: the game must end with no legal placement, and the
    // winner is whoever holds more tiles.
    let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(5);
    while g.outcome() == Outcome::Ongoing {
        let m = g.random_move(&mut rng).expect("ongoing");
        g.play(m).expect("legal");
    }
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert!(legal.is_empty());
    let [b, w] = g.score().expect("score");
    let expected = match b.cmp(&w) {
        std::cmp::Ordering::Greater => Outcome::Win(Side::First),
        std::cmp::Ordering::Less => Outcome::Win(Side::Second),
        std::cmp::Ordering::Equal => Outcome::Draw,
    };
    assert_eq!(g.outcome(), expected);
    // The score is exactly the tiles each side owns.
    let owned = |s| {
        (0..5)
            .flat_map(|r| (0..5).map(move |col| Coord::new(col, r)))
            .filter(|&t| g.tile_owner(t) == Some(s))
            .count() as i32
    };
    assert_eq!([owned(Side::First), owned(Side::Second)], [b, w]);
}

#[test]
fn notation_place_or_place_and_claim() {
    let g = new(14);
    let m = mv(&g, "J10/C6-F9");
    assert_eq!(m.at, c("j10"));
    let r = m.claim.expect("claim");
    assert_eq!((r.lo, r.hi), (c("c6"), c("f9")));
    assert_eq!(g.format_move(m), "j10/c6-f9");
    assert_eq!(g.format_move(mv(&g, "a1")), "a1");
    for bad in [
        "",
        "j10/",
        "j10/c6",
        "j10/c6-",
        "j10/c6-f9/a1-b2",
        "10j",
        "j10 c6",
        "/c6-f9",
    ] {
        assert!(g.parse_move(bad).is_err(), "'{bad}' parsed");
    }
    assert!(matches!(
        g.parse_move("o1"),
        Err(ParseMoveError::OffBoard { .. })
    ));
    assert!(matches!(
        g.parse_move("a15"),
        Err(ParseMoveError::OffBoard { .. })
    ));
}
