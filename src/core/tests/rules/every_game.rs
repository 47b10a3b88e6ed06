//! One randomized harness for all four games at several sizes (in the spirit of OpenSpiel's
//! random-simulation test): random games to the end, and at every position the invariants that
//! every game must keep.

use quartet_core::rules::any::WrapMove;
use quartet_core::rules::cheversi::{Cheversi, CheversiMove};
use quartet_core::rules::quadrex::{Quadrex, QuadrexMove};
use quartet_core::rules::rekushu::{Rekushu, RekushuMove};
use quartet_core::rules::rush::Rush;
use quartet_core::rules::{Coord, Game, GameKind, Match, MatchOptions, Outcome, Piece, Rect};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use std::collections::HashSet;

/// A random, possibly illegal, move of `G` near the board (some points off it).
trait RandomAnyMove: Game {
    fn arbitrary(&self, rng: &mut SmallRng) -> Self::Move;
    /// The most moves a game of this size can last.
    fn move_bound(&self) -> usize;
    /// Extra per-game invariants checked at every position.
    fn invariants(&self) {}
}

fn coord(rng: &mut SmallRng, n: usize) -> Coord {
    Coord::new(
        rng.random_range(0..n + 1).min(25),
        rng.random_range(0..n + 1).min(25),
    )
}

impl RandomAnyMove for Rush {
    fn arbitrary(&self, rng: &mut SmallRng) -> Coord {
        coord(rng, self.size())
    }
    fn move_bound(&self) -> usize {
        self.size() * self.size()
    }
}

impl RandomAnyMove for Quadrex {
    fn arbitrary(&self, rng: &mut SmallRng) -> QuadrexMove {
        if rng.random_range(0..10) == 0 {
            QuadrexMove::Swap
        } else {
            QuadrexMove::Place(coord(rng, self.size()))
        }
    }
    fn move_bound(&self) -> usize {
        self.size() * self.size() + 1
    }
    fn invariants(&self) {
        assert_eq!(
            self.firing_blocks(),
            0,
            "a 2x2 block still fires after a move:\n{}",
            self.diagram()
        );
        let (v, h) = (
            self.connected(quartet_core::rules::Side::First),
            self.connected(quartet_core::rules::Side::Second),
        );
        assert!(!(v && h), "both sides connected");
        match self.outcome() {
            Outcome::Ongoing => assert!(!v && !h),
            Outcome::Win(s) => assert!(self.connected(s)),
            Outcome::Draw => panic!("Quadrex has no draws"),
        }
    }
}

impl RandomAnyMove for Rekushu {
    fn arbitrary(&self, rng: &mut SmallRng) -> RekushuMove {
        let n = self.size();
        let at = coord(rng, n);
        let claim = match rng.random_range(0..3) {
            0 => None,
            // Often a real candidate: one of the cached rectangles of either side.
            1 => {
                let side = quartet_core::rules::Side::from_index(rng.random_range(0..2));
                let cached = self.cached_claims(side);
                if cached.is_empty() {
                    None
                } else {
                    Some(cached[rng.random_range(0..cached.len())])
                }
            }
            _ => {
                let (a, b) = (coord(rng, n), coord(rng, n));
                Some(Rect { lo: a, hi: b })
            }
        };
        RekushuMove { at, claim }
    }
    fn move_bound(&self) -> usize {
        let n = self.size();
        n * n + 4 * (n - 1) * (n - 1)
    }
    fn invariants(&self) {
        for side in quartet_core::rules::Side::BOTH {
            let cached: HashSet<Rect> = self.cached_claims(side).iter().copied().collect();
            let fresh: HashSet<Rect> = self.claims_from_scratch(side).into_iter().collect();
            assert_eq!(
                cached,
                fresh,
                "claim cache differs from a fresh search:\n{}",
                self.diagram()
            );
            assert_eq!(
                cached.len(),
                self.cached_claims(side).len(),
                "duplicate cached claim"
            );
        }
    }
}

impl RandomAnyMove for Cheversi {
    fn arbitrary(&self, rng: &mut SmallRng) -> CheversiMove {
        CheversiMove {
            piece: Piece::ALL[rng.random_range(0..5)],
            at: coord(rng, 8),
        }
    }
    fn move_bound(&self) -> usize {
        16
    }
}

/// Plays `games` random games of `G` at `size`, checking every invariant at every position.
fn check_game<G: RandomAnyMove + WrapMove>(size: usize, games: usize, seed: u64) {
    let mut rng = SmallRng::seed_from_u64(seed);
    for game_no in 0..games {
        let mut pos = G::new(size).expect("a valid size");
        let kind = G::KIND;
        let mut m = Match::new(kind, Some(size), MatchOptions::default()).expect("a valid size");
        let mut plies = 0;
        while pos.outcome() == Outcome::Ongoing {
            pos.invariants();
            assert!(pos.to_move().is_some());
            let mut legal = Vec::new();
            pos.legal_moves(&mut legal);
            assert!(
                !legal.is_empty(),
                "{kind} {size}: ongoing game with no legal move"
            );
            let set: HashSet<G::Move> = legal.iter().copied().collect();
            assert_eq!(set.len(), legal.len(), "duplicate legal moves");

            // Every listed move is accepted (a sample of them on big lists).
            let step = (legal.len() / 40).max(1);
            for mv in legal.iter().step_by(step) {
                assert_eq!(pos.check(*mv), Ok(()), "listed move {mv:?} refused");
                let text = pos.format_move(*mv);
                assert_eq!(
                    pos.parse_move(&text),
                    Ok(*mv),
                    "notation {text} does not round-trip"
                );
            }

            // Random moves: accepted exactly when listed; a refused one changes nothing.
            for _ in 0..20 {
                let mv = pos.arbitrary(&mut rng);
                let listed = set.contains(&mv);
                assert_eq!(
                    pos.check(mv).is_ok(),
                    listed,
                    "{kind} {size}: check({mv:?}) disagrees with the list"
                );
                if !listed {
                    let before = pos.clone();
                    assert!(pos.play(mv).is_err());
                    assert_eq!(pos, before, "a refused move changed the position");
                }
            }

            // A random legal move, by the fast path; the checked path and the match agree.
            let mv = pos
                .random_move(&mut rng)
                .expect("an ongoing game has a move");
            assert!(
                set.contains(&mv),
                "random_move gave an unlisted move {mv:?}"
            );
            let mut fast = pos.clone();
            fast.play_unchecked(mv);
            let before = pos.clone();
            let diff = pos.play(mv).expect("a listed move plays");
            assert_eq!(pos, fast, "checked and unchecked play differ");
            assert_eq!(diff.next, pos.to_move());
            assert_eq!(diff.outcome, pos.outcome());

            let before_match = m.clone();
            m.play(G::wrap(mv)).expect("the match accepts the move");
            assert_eq!(m.position(), &pos.clone().into_any());
            m.undo().expect("undo");
            assert_eq!(m, before_match, "undo did not restore the match");
            assert_eq!(m.position(), &before.into_any());
            m.play(G::wrap(mv)).expect("replay after undo");

            plies += 1;
            assert!(
                plies <= pos.move_bound(),
                "{kind} {size}: game longer than {}",
                pos.move_bound()
            );
        }
        pos.invariants();
        assert!(pos.to_move().is_none());
        let mut none = Vec::new();
        pos.legal_moves(&mut none);
        assert!(none.is_empty(), "a finished game lists moves");
        assert!(pos.random_move(&mut rng).is_none());
        if kind == GameKind::Cheversi {
            assert_eq!(plies, 16, "Cheversi lasts exactly 16 placements");
        }
        if kind == GameKind::Rush {
            let [b, w] = pos.score().expect("Rush has a score");
            assert_eq!((b + w) as usize, size * size, "Rush ends with a full board");
        }

        // Replaying the history rebuilds the same position.
        let mut replay = Match::new(kind, Some(size), MatchOptions::default()).expect("valid");
        replay
            .load_moves(&m.history())
            .expect("the history replays");
        assert_eq!(replay, m, "{kind} {size} game {game_no}: replay differs");

        // RON round trips are identical, for the position and for the match.
        let text = ron::to_string(&pos).expect("serialize");
        let back: G = ron::from_str(&text).expect("deserialize");
        assert_eq!(back, pos);
        assert_eq!(ron::to_string(&back).expect("serialize"), text);
        let text = ron::to_string(&m).expect("serialize");
        let back: Match = ron::from_str(&text).expect("deserialize");
        assert_eq!(back, m);
        assert_eq!(ron::to_string(&back).expect("serialize"), text);
    }
}

#[test]
fn rush_random_games() {
    for (size, games) in [(5, 40), (7, 20), (9, 10), (19, 3)] {
        check_game::<Rush>(size, games, 100 + size as u64);
    }
}

#[test]
fn quadrex_random_games() {
    for (size, games) in [(3, 60), (4, 40), (7, 20), (11, 8), (19, 3), (26, 1)] {
        check_game::<Quadrex>(size, games, 200 + size as u64);
    }
}

#[test]
fn rekushu_random_games() {
    for (size, games) in [(6, 30), (8, 15), (12, 5), (20, 1)] {
        check_game::<Rekushu>(size, games, 300 + size as u64);
    }
}

#[test]
fn cheversi_random_games() {
    check_game::<Cheversi>(8, 300, 400);
}

/// Long random playouts through the fast path only, for breadth: every game ends inside its
/// bound and the fast path's final position survives a RON round trip.
#[test]
fn fast_playouts_end_and_round_trip() {
    let mut rng = SmallRng::seed_from_u64(7);
    fn run<G: RandomAnyMove>(size: usize, n: usize, rng: &mut SmallRng) {
        for _ in 0..n {
            let mut g = G::new(size).expect("valid");
            let moves = g.random_playout(rng);
            assert!(moves <= g.move_bound());
            assert!(g.outcome().is_over());
            g.invariants();
            let back: G = ron::from_str(&ron::to_string(&g).expect("ser")).expect("de");
            assert_eq!(back, g);
        }
    }
    for size in [5, 9, 13, 25] {
        run::<Rush>(size, 200, &mut rng);
    }
    for size in [3, 5, 10, 19, 26] {
        run::<Quadrex>(size, 200, &mut rng);
    }
    for size in [6, 10, 14, 26] {
        run::<Rekushu>(size, 100, &mut rng);
    }
    run::<Cheversi>(8, 20_000, &mut rng);
}
