//! Today's rules against the ones they replaced (`rules::reference`, issue 69): random games at
//! every size, and at every ply everything the rules answer must be the same: the side to move,
//! the legal moves, the reason each point is refused, the score, the outcome, what a move
//! changed, and what the AI reads. The fast playouts are replayed on the reference move by
//! move. Spec: `docs/rules.md`.

use quartet_core::ai::Knowledge;
use quartet_core::rules::quadrex::{Quadrex, QuadrexMove};
use quartet_core::rules::reference::quadrex::Quadrex as ReferenceQuadrex;
use quartet_core::rules::reference::rekushu::Rekushu as ReferenceRekushu;
use quartet_core::rules::reference::rush::Rush as ReferenceRush;
use quartet_core::rules::rekushu::{Rekushu, RekushuMove};
use quartet_core::rules::rush::Rush;
use quartet_core::rules::{Coord, Game, Rect, Side};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

/// How many games each size plays: every ply of each is compared, so fewer on large boards.
fn games_at(size: usize) -> usize {
    match size {
        ..=9 => 30,
        10..=15 => 8,
        _ => 3,
    }
}

/// Everything one Rush position answers, asked of both, must be the same.
fn rush_agrees(new: &Rush, old: &ReferenceRush, ply: usize) {
    let n = new.size();
    let at = |what: &str| format!("Rush {n}x{n}, ply {ply}: {what}");
    assert_eq!(new.to_move(), old.to_move(), "{}", at("side to move"));
    assert_eq!(new.outcome(), old.outcome(), "{}", at("outcome"));
    assert_eq!(new.score(), old.score(), "{}", at("score"));
    assert_eq!(new.decided(), old.decided(), "{}", at("decided"));
    assert_eq!(new.diagram(), old.diagram(), "{}", at("board"));
    let (mut a, mut b) = (Vec::new(), Vec::new());
    new.legal_moves(&mut a);
    old.legal_moves(&mut b);
    assert_eq!(a, b, "{}", at("legal moves"));
    for row in 0..n {
        let codes: Vec<u8> = new.row_codes(row).collect();
        assert_eq!(codes, old.row_codes(row), "{}", at("row codes"));
    }
    let mut empties: Vec<usize> = new.empty_indices().collect();
    let mut reference_empties: Vec<usize> = old.empty_indices().collect();
    empties.sort_unstable();
    reference_empties.sort_unstable();
    assert_eq!(empties, reference_empties, "{}", at("empty points"));
    // One row and one column past the board, for the refusal.
    for row in 0..=n {
        for col in 0..=n {
            let c = Coord::new(col, row);
            assert_eq!(new.check(c), old.check(c), "{}", at(&format!("check {c}")));
            if row == n || col == n {
                continue;
            }
            assert_eq!(new.stone(c), old.stone(c), "{}", at(&format!("stone {c}")));
            let i = new.padded_index(c);
            assert_eq!(i, old.padded_index(c));
            for side in Side::BOTH {
                assert_eq!(
                    new.is_legal_for(side, c),
                    old.is_legal_for(side, c),
                    "{}",
                    at(&format!("{side:?} legal at {c}"))
                );
            }
            if new.stone(c).is_some() {
                continue;
            }
            assert_eq!(
                new.stones_beside(i),
                old.stones_beside(i),
                "{}",
                at("beside")
            );
            assert_eq!(new.surrounded(i), old.surrounded(i), "{}", at("surrounded"));
            for side in Side::BOTH {
                assert_eq!(
                    new.earns_extra_turn_for(side, i),
                    old.earns_extra_turn_for(side, i),
                    "{}",
                    at(&format!("{side:?} extra turn at {c}"))
                );
                assert_eq!(new.legal_at_index(side, i), old.legal_at_index(side, i));
            }
        }
    }
}

/// The stored form of both is the same (each is stored through its game's one stored form),
/// and today's rules read the reference's back as the same position.
fn stores_alike<A: Game, B: Game>(new: &A, old: &B) {
    let stored = serde_json::to_string(old).expect("serialises");
    assert_eq!(serde_json::to_string(new).expect("serialises"), stored);
    let back: A = serde_json::from_str(&stored).expect("a valid position");
    assert!(back == *new);
}

/// Random games at every size of `sizes`, each played on today's rules and on the
/// reference's. Each move is chosen among the legal ones (or is `opening`'s, given the game
/// and the ply) and played on both: by the checked path in even games, with its diff compared,
/// and by the fast path in odd ones. `agree` is asked at every ply, `stores_alike` every 16.
fn play_beside<A: Game, B: Game<Move = A::Move>>(
    sizes: &[usize],
    seed: u64,
    opening: impl Fn(usize, usize) -> Option<A::Move>,
    agree: impl Fn(&A, &B, usize),
) {
    let mut rng = SmallRng::seed_from_u64(seed);
    for &size in sizes {
        for game in 0..games_at(size) {
            let mut new = A::new(size).expect("a size of the game");
            let mut old = B::new(size).expect("a size of the game");
            let mut legal = Vec::new();
            for ply in 0.. {
                agree(&new, &old, ply);
                if ply % 16 == 0 {
                    stores_alike(&new, &old);
                }
                legal.clear();
                new.legal_moves(&mut legal);
                let chosen = opening(game, ply);
                let drawn = legal.get(rng.random_range(0..legal.len().max(1))).copied();
                let Some(mv) = chosen.or(drawn) else {
                    break;
                };
                if game % 2 == 0 {
                    assert_eq!(new.play(mv), old.play(mv), "{size}, ply {ply}: {mv:?}");
                } else {
                    new.play_unchecked(mv);
                    old.play_unchecked(mv);
                }
            }
            assert!(new.outcome().is_over());
        }
    }
}

#[test]
fn rush_answers_as_the_reference_at_every_ply() {
    play_beside(Rush::SIZES, 69, |_, _| None, rush_agrees);
}

/// The fast playout, from the empty board and from positions part of the way through, is a
/// game the reference plays move for move: each move by the side the reference has to move,
/// each legal there, and the same end.
#[test]
fn rush_fast_playouts_are_games_the_reference_plays() {
    let mut rng = SmallRng::seed_from_u64(6969);
    for &size in Rush::SIZES {
        for game in 0..games_at(size) {
            let mut new = Rush::new(size).expect("a Rush size");
            let mut old = ReferenceRush::new(size).expect("a Rush size");
            for _ in 0..game * size / 2 {
                let Some(mv) = new.random_move(&mut rng) else {
                    break;
                };
                new.play(mv).expect("a random move is legal");
                old.play(mv).expect("the reference agrees");
            }
            let mut moves = Vec::new();
            let played = new.random_playout_noting(&mut rng, |s, i| moves.push((s, i)));
            assert_eq!(played, moves.len());
            let w = Rush::PADDED_WIDTH;
            for (k, &(s, i)) in moves.iter().enumerate() {
                let c = Coord::new(i % w - 1, i / w - 1);
                let side = old.to_move().map(Side::index);
                assert_eq!(
                    side,
                    Some(s),
                    "Rush {size}, playout move {k} ({c}): the mover"
                );
                old.play(c)
                    .unwrap_or_else(|e| panic!("Rush {size}, playout move {k}: {e}"));
            }
            assert!(old.outcome().is_over(), "the reference's game is over too");
            rush_agrees(&new, &old, moves.len());
        }
    }
}

/// Everything one Quadrex position answers, asked of both, must be the same.
fn quadrex_agrees(new: &Quadrex, old: &ReferenceQuadrex, ply: usize) {
    let n = new.size();
    let at = |what: &str| format!("Quadrex {n}x{n}, ply {ply}: {what}");
    assert_eq!(new.to_move(), old.to_move(), "{}", at("side to move"));
    assert_eq!(new.outcome(), old.outcome(), "{}", at("outcome"));
    assert_eq!(new.plies(), old.plies(), "{}", at("plies"));
    assert_eq!(new.swap_legal(), old.swap_legal(), "{}", at("swap"));
    assert_eq!(new.diagram(), old.diagram(), "{}", at("board"));
    assert_eq!(new.firing_blocks(), 0, "{}", at("a block left to fire"));
    let (mut a, mut b) = (Vec::new(), Vec::new());
    new.legal_moves(&mut a);
    old.legal_moves(&mut b);
    assert_eq!(a, b, "{}", at("legal moves"));
    for side in Side::BOTH {
        assert_eq!(
            new.connected(side),
            old.connected(side),
            "{}",
            at("connected")
        );
        assert_eq!(new.chain(side), old.chain(side), "{}", at("chain"));
    }
    for row in 0..n {
        assert_eq!(
            new.row_codes(row),
            old.row_codes(row),
            "{}",
            at("row codes")
        );
    }
    let w = Quadrex::PADDED_WIDTH;
    for i in 0..w * w {
        assert_eq!(
            new.padded_cell(i),
            old.padded_cell(i),
            "{}",
            at("padded cell")
        );
    }
    assert_eq!(
        new.check(QuadrexMove::Swap),
        old.check(QuadrexMove::Swap),
        "{}",
        at("check swap")
    );
    for row in 0..=n {
        for col in 0..=n {
            let mv = QuadrexMove::Place(Coord::new(col, row));
            assert_eq!(
                new.check(mv),
                old.check(mv),
                "{}",
                at(&format!("check {mv:?}"))
            );
        }
    }
}

/// Plays `start` out twice on the draws of `seed`: by its fast playout, and by random moves one
/// at a time, each of which `old` (the reference) must accept too. Both must end alike after as
/// many moves. Returns the end and how many moves it took.
fn fast_playout_as_moves_one_at_a_time<A: Game, B: Game<Move = A::Move>>(
    start: &A,
    old: &mut B,
    seed: u64,
) -> (A, usize) {
    let name = format!("{} {}", A::KIND.name(), start.size());
    let mut fast = start.clone();
    let played = fast.random_playout(&mut SmallRng::seed_from_u64(seed));
    let (one_by_one, moves) = moves_one_at_a_time(start, old, seed);
    assert_eq!(played, moves, "{name}: moves played");
    assert!(fast == one_by_one, "{name}: the same end");
    (fast, moves)
}

/// Plays `start` out by random moves one at a time on the draws of `seed`, each of which `old`
/// (the reference) must accept too: the end and how many moves it took.
fn moves_one_at_a_time<A: Game, B: Game<Move = A::Move>>(
    start: &A,
    old: &mut B,
    seed: u64,
) -> (A, usize) {
    let name = format!("{} {}", A::KIND.name(), start.size());
    let mut draws = SmallRng::seed_from_u64(seed);
    let mut one_by_one = start.clone();
    let mut moves = 0;
    while let Some(mv) = one_by_one.random_move(&mut draws) {
        one_by_one.play_unchecked(mv);
        old.play(mv)
            .unwrap_or_else(|e| panic!("{name}, move {moves}: the reference refuses it: {e}"));
        moves += 1;
    }
    (one_by_one, moves)
}

/// A Quadrex playout fills the board and decides it at the end (`docs/rules.md`: a full board
/// has exactly one side connected). Where `old`, on the same draws, stopped at the game's end,
/// `new` went on: every piece of `old`'s end stands in `new`'s, whose board is full with no
/// block firing, the winner is the same, and the stored form, whose reading joins every piece
/// again, finds that winner too.
fn quadrex_filled_past(new: &Quadrex, old: &ReferenceQuadrex, what: &str) {
    let n = new.size();
    assert_eq!(
        new.outcome(),
        old.outcome(),
        "Quadrex {n}x{n} {what}: winner"
    );
    for row in 0..n {
        for col in 0..n {
            let at = Coord::new(col, row);
            assert!(
                new.piece(at).is_some(),
                "Quadrex {n}x{n} {what}: {at:?} empty"
            );
            if let Some(piece) = old.piece(at) {
                assert_eq!(new.piece(at), Some(piece), "Quadrex {n}x{n} {what}: {at:?}");
            }
        }
    }
    assert_eq!(
        new.firing_blocks(),
        0,
        "Quadrex {n}x{n} {what}: a block fires"
    );
    let stored = ron::to_string(new).expect("a Quadrex position is stored");
    let back: Quadrex = ron::from_str(&stored).expect("and read back");
    assert!(
        back == *new,
        "Quadrex {n}x{n} {what}: the stored form's winner"
    );
}

/// As for Rush; a third of the games open with the swap.
#[test]
fn quadrex_answers_as_the_reference_at_every_ply() {
    let swap = |game: usize, ply: usize| (ply == 1 && game % 3 == 1).then_some(QuadrexMove::Swap);
    play_beside(Quadrex::SIZES, 169, swap, quadrex_agrees);
}

/// The fast playouts draw as a move at a time would: from the empty board and from positions
/// part of the way through (some after the swap), random moves played one by one on the same
/// draws, each accepted by the reference, end where the fast playout would have ended; it goes
/// on to the full board with the same winner ([`quadrex_filled_past`]). So does the AI's
/// informed playout (the same knowledge on both types), past where the reference's stops.
#[test]
fn quadrex_fast_playouts_are_random_moves_one_at_a_time() {
    let mut rng = SmallRng::seed_from_u64(16969);
    for &size in Quadrex::SIZES {
        for game in 0..games_at(size) {
            let mut start = Quadrex::new(size).expect("a Quadrex size");
            let mut old = ReferenceQuadrex::new(size).expect("a Quadrex size");
            for ply in 0..game * size / 3 {
                let mv = match ply == 1 && game % 3 == 1 {
                    true => QuadrexMove::Swap,
                    false => match start.random_move(&mut rng) {
                        Some(mv) => mv,
                        None => break,
                    },
                };
                start.play(mv).expect("a random move is legal");
                old.play(mv).expect("the reference agrees");
            }
            if start.outcome().is_over() {
                // A playout of an ended game plays nothing.
                let mut after = start.clone();
                assert_eq!(after.random_playout(&mut rng), 0);
                after.playout(&mut rng, true);
                assert!(after == start, "Quadrex {size}x{size} {game}: over");
                continue;
            }
            // The AI's informed playout too (the same policy on both): today's goes on past the
            // reference's end to the full board.
            let (mut informed, mut old_informed) = (start.clone(), old.clone());
            let seed = rng.random();
            informed.playout(&mut SmallRng::seed_from_u64(seed), true);
            old_informed.playout(&mut SmallRng::seed_from_u64(seed), true);
            quadrex_filled_past(&informed, &old_informed, &format!("informed {game}"));
            let seed = rng.random();
            let mut fast = start.clone();
            let played = fast.random_playout(&mut SmallRng::seed_from_u64(seed));
            let (_, moves) = moves_one_at_a_time(&start, &mut old, seed);
            assert!(
                played >= moves,
                "Quadrex {size}x{size} {game}: moves played"
            );
            quadrex_filled_past(&fast, &old, &format!("uniform {game}"));
        }
    }
}

/// `rects` in one order (the caches keep them in the order they were found).
fn sorted(mut rects: Vec<Rect>) -> Vec<Rect> {
    rects.sort_unstable();
    rects
}

/// Everything one Rekushu position answers, asked of both, must be the same. Legal moves and
/// claimable rectangles are compared as sets: their order is each cache's own.
fn rekushu_agrees(new: &Rekushu, old: &ReferenceRekushu, ply: usize) {
    let n = new.size();
    let at = |what: &str| format!("Rekushu {n}x{n}, ply {ply}: {what}");
    assert_eq!(new.to_move(), old.to_move(), "{}", at("side to move"));
    assert_eq!(new.outcome(), old.outcome(), "{}", at("outcome"));
    assert_eq!(new.score(), old.score(), "{}", at("score"));
    assert_eq!(new.decided(), old.decided(), "{}", at("decided"));
    assert_eq!(new.diagram(), old.diagram(), "{}", at("board"));
    let (mut a, mut b) = (Vec::new(), Vec::new());
    new.legal_moves(&mut a);
    old.legal_moves(&mut b);
    a.sort_unstable();
    b.sort_unstable();
    assert_eq!(a, b, "{}", at("legal moves"));
    for side in Side::BOTH {
        assert_eq!(new.mirror_state(side), old.mirror_state(side));
        assert_eq!(new.forbidden_point(side), old.forbidden_point(side));
        let cached = sorted(new.cached_claims(side).to_vec());
        assert_eq!(
            cached,
            sorted(old.cached_claims(side).to_vec()),
            "{}",
            at("claims")
        );
        assert_eq!(
            cached,
            sorted(new.claims_from_scratch(side)),
            "{}",
            at("cache")
        );
    }
    // One row and one column past the board, for the refusal.
    for row in 0..=n {
        for col in 0..=n {
            let c = Coord::new(col, row);
            let place = RekushuMove { at: c, claim: None };
            assert_eq!(
                new.check(place),
                old.check(place),
                "{}",
                at(&format!("{c}"))
            );
            if row == n || col == n {
                continue;
            }
            assert_eq!(new.stone(c), old.stone(c), "{}", at(&format!("stone {c}")));
            assert_eq!(new.tile_owner(c), old.tile_owner(c), "{}", at("tile"));
            assert_eq!(
                new.is_placeable(c),
                old.is_placeable(c),
                "{}",
                at("placeable")
            );
            if new.check(place).is_err() {
                continue;
            }
            let after = sorted(new.claims_after(c));
            assert_eq!(
                after,
                sorted(old.claims_after(c)),
                "{}",
                at(&format!("after {c}"))
            );
            let area = |r: Option<Rect>| r.map(|r| r.area());
            let largest = new.largest_claim_after(c);
            assert_eq!(
                area(largest),
                area(old.largest_claim_after(c)),
                "{}",
                at("largest")
            );
            assert!(
                largest.is_none_or(|r| after.contains(&r)),
                "{}",
                at("largest")
            );
        }
    }
}

/// As for Rush. Each move is drawn among the legal ones, so most carry a claim where one is
/// possible: the games claim far more than a random placement would.
#[test]
fn rekushu_answers_as_the_reference_at_every_ply() {
    play_beside(Rekushu::SIZES, 269, |_, _| None, rekushu_agrees);
}

/// Both fast playouts (the uniform one, and the informed one that places uniformly and takes
/// the largest claim) draw as a move at a time would, from the empty board and from positions
/// part of the way through, and the reference plays each of their moves.
#[test]
fn rekushu_fast_playouts_are_moves_one_at_a_time() {
    let mut rng = SmallRng::seed_from_u64(26969);
    for &size in Rekushu::SIZES {
        for game in 0..games_at(size) {
            let mut start = Rekushu::new(size).expect("a Rekushu size");
            let mut old = ReferenceRekushu::new(size).expect("a Rekushu size");
            for _ in 0..game * size / 2 {
                let Some(mv) = start.random_move(&mut rng) else {
                    break;
                };
                start.play(mv).expect("a random move is legal");
                old.play(mv).expect("the reference agrees");
            }
            let mut reference = old.clone();
            let (fast, moves) =
                fast_playout_as_moves_one_at_a_time(&start, &mut reference, rng.random());
            rekushu_agrees(&fast, &reference, moves);

            // The informed playout's moves: each claim is one of the largest the reference has.
            let mut informed = start;
            let mut ply = 0;
            while let Some(at) = informed.random_placement(&mut rng) {
                let mv = informed.play_largest_claim(at);
                let area = |r: Option<Rect>| r.map(|r| r.area());
                let best = old.largest_claim_after(at);
                assert_eq!(area(mv.claim), area(best), "Rekushu {size}: informed {ply}");
                old.play(mv).expect("legal for the reference");
                ply += 1;
            }
            rekushu_agrees(&informed, &old, ply);
        }
    }
}
