//! The AI: Monte Carlo tree search over the rules' [`Game`] trait, with RAVE in the games
//! whose moves take points, each game's knowledge behind [`Knowledge`], levels 1 to 10, and
//! analysis for hints. No Bevy. A whole search may run on several threads (root-parallel,
//! [`search::parallel`]); a search can also run in slices ([`Search`], [`AnySearch`]), for the
//! browser build's single thread.

// The search (MCTS with RAVE, its tree, pacing and threads); each game's knowledge; the exact
// solver; and the services built on them: levels, `quartet match`'s arena, reviews, and jobs
// for the browser's workers (docs/ai.md).
pub mod arena;
pub mod jobs;
mod knowledge;
pub mod level;
pub mod review;
pub mod search;
pub mod solve;

pub use knowledge::quadrex::cuts as quadrex_cuts;
pub use level::Level;
pub use search::keeper::TreeKeeper;
pub use search::mcts::{Analysis, Experiments, MoveStat, Params, Search, Slice};
pub use search::pacing::Budget;
pub use search::parallel::search;

use crate::rules::{AnyGame, AnyMove};
use std::sync::atomic::AtomicBool;

use crate::rules::cheversi::Cheversi;
use crate::rules::quadrex::Quadrex;
use crate::rules::rekushu::Rekushu;
use crate::rules::rush::Rush;
use crate::rules::{Outcome, Side};
use rand::Rng;

/// What a game tells the search beyond its rules. Every method has a plain default.
pub trait Knowledge: solve::Solvable {
    /// Scales the search's exploration constant for this game (tuned by self-play: Rush and
    /// Rekushu play better with less exploration than Quadrex and Cheversi).
    const EXPLORATION_SCALE: f64 = 1.0;

    /// Scales the exploration once more in searches with RAVE (`Params::rave_exploration`
    /// overrides it): RAVE's shared values rank the moves, and every move gets shared
    /// statistics from the first playouts, so the exploration term may only spread the visits
    /// (Quadrex and Rush: 0, measured).
    const RAVE_EXPLORATION_SCALE: f64 = 1.0;

    /// The moves the search considers at a node (default: every legal move).
    fn candidate_moves(&self, out: &mut Vec<Self::Move>) {
        self.legal_moves(out);
    }

    /// Plays the position out and returns the outcome: with `informed`, by the game's own
    /// playout policy where it has one; otherwise (and by default) uniform random moves.
    fn playout<R: Rng + ?Sized>(&mut self, rng: &mut R, informed: bool) -> Outcome {
        let _ = informed;
        self.random_playout(rng);
        self.outcome()
    }

    /// The side that has already won while the game goes on, when the rules make the result
    /// certain before the end (Rush: more than half the points; Rekushu: more than half the
    /// tiles). The match runner ends such games there: the result is exact, and the moves
    /// after it would only cost time.
    fn decided_winner(&self) -> Option<Side> {
        None
    }

    /// The pie rule's move where it is legal now (Quadrex's swap): a move that hands the side
    /// to move the other side's position, mirrored, so that its value is exactly one minus
    /// that of the position for the side to move without it. With `Params::pie` the search
    /// looks only at the other moves and plays this one when the best of them is worth less
    /// than half ([`mcts::decide_pie`]).
    fn pie_move(&self) -> Option<Self::Move> {
        None
    }

    /// Whether the search may use RAVE here: the game's moves take board points (see
    /// [`Knowledge::amaf_point`]).
    const RAVE: bool = false;

    /// Scales RAVE's equivalence (`Params::rave`) for this game: how many of a move's own
    /// visits it takes before they weigh as much as its all-moves-as-first ones.
    const RAVE_EQUIVALENCE_SCALE: f64 = 1.0;

    /// From this playout budget on, RAVE's equivalence grows in proportion to the budget, so
    /// that a move's own results keep the share of the blend they have at this budget: in a
    /// game whose shared statistics are the better guide (Rush), a larger budget would
    /// otherwise lean on its own, noisier ones and play worse. By default it never grows.
    const RAVE_EQUIVALENCE_GROWS_FROM: u64 = u64::MAX;

    /// RAVE: the board point `mv` takes, as an index below `size * size`; `None` for a move
    /// that takes no point (Quadrex's swap) and, by default, for every move (no RAVE).
    fn amaf_point(&self, mv: Self::Move) -> Option<usize> {
        let _ = mv;
        None
    }

    /// How much selection weighs the implicit minimax value ([`Params::minimax`]) against the
    /// playouts' (Rekushu 0.3: its playouts claim far more than real play does, and a search
    /// led by them alone lets a claim through that one stone would have blocked); 0 (the
    /// default): none.
    const MINIMAX_WEIGHT: f64 = 0.0;

    /// A heuristic value of the position after `mv`, for the side to move now (1 won, 0
    /// lost), for implicit minimax backups ([`Params::minimax`]); `None` (the default): the
    /// game has none.
    fn move_heuristic(&self, mv: Self::Move) -> Option<f32> {
        let _ = mv;
        None
    }

    /// RAVE: who holds the point `at` at the end of a playout, read as the side that took it.
    fn point_owner(&self, at: crate::rules::Coord) -> Option<Side> {
        let _ = at;
        None
    }

    /// Row `row` of the board as owner codes (0 nobody, else 1 + the index of the side whose
    /// stone is there), for games that keep their board so: RAVE then reads a finished
    /// playout row by row instead of point by point through [`Knowledge::point_owner`].
    fn owner_row(&self, row: usize) -> Option<impl Iterator<Item = u8> + '_> {
        let _ = row;
        None::<std::iter::Empty<u8>>
    }

    /// [`Knowledge::playout`], also marking in `owners` every point still unmarked (0) with the
    /// side that took it during the playout (1 + its index). By default the final position is
    /// read (row by row where [`Knowledge::owner_row`] gives rows): right where stones stay
    /// where they are placed.
    fn playout_marking<R: Rng + ?Sized>(
        &mut self,
        rng: &mut R,
        informed: bool,
        owners: &mut [u8],
    ) -> Outcome {
        playout_marking_the_end(self, rng, informed, owners)
    }
}

/// The default [`Knowledge::playout_marking`]: the playout, then the final position read into
/// `owners` (row by row where [`Knowledge::owner_row`] gives rows). For the games that
/// override it to call in the cases where it is right.
pub(crate) fn playout_marking_the_end<G: Knowledge, R: Rng + ?Sized>(
    g: &mut G,
    rng: &mut R,
    informed: bool,
    owners: &mut [u8],
) -> Outcome {
    let outcome = g.playout(rng, informed);
    if g.owner_row(0).is_some() {
        mark_final_rows(owners, g.size(), |row| g.owner_row(row));
    } else {
        mark_final_owners(g, owners);
    }
    outcome
}

/// Marks every unmarked point of `owners` with its owner in `g` (see
/// [`Knowledge::playout_marking`]).
pub(crate) fn mark_final_owners<G: Knowledge>(g: &G, owners: &mut [u8]) {
    let size = g.size();
    for row in 0..size {
        for col in 0..size {
            let p = col + row * size;
            if owners[p] == 0
                && let Some(side) = g.point_owner(crate::rules::Coord::new(col, row))
            {
                owners[p] = 1 + side.index() as u8;
            }
        }
    }
}

/// [`mark_final_owners`] for a board read row by row as codes (0 empty, else 1 + the index
/// of the side whose stone is there): a copy of each row into the points still unmarked. The
/// row is unwrapped once, not each point (a plain loop over the row's codes).
fn mark_final_rows<I: IntoIterator<Item = u8>>(
    owners: &mut [u8],
    size: usize,
    row_codes: impl Fn(usize) -> Option<I>,
) {
    for (row, marks) in owners.chunks_exact_mut(size).take(size).enumerate() {
        let Some(codes) = row_codes(row) else {
            continue;
        };
        for (mark, code) in marks.iter_mut().zip(codes) {
            *mark = if *mark == 0 { code } else { *mark };
        }
    }
}

/// Marks point `p` of `owners` as taken by `side`, unless it was taken earlier in the playout
/// (RAVE counts a point for the side that took it first).
#[inline]
pub(crate) fn mark_taken(owners: &mut [u8], p: usize, side: Side) {
    if owners[p] == 0 {
        owners[p] = 1 + side.index() as u8;
    }
}

/// A point's index for RAVE: `col + row * size`.
#[inline]
pub(crate) fn point_index(at: crate::rules::Coord, size: usize) -> usize {
    usize::from(at.col) + usize::from(at.row) * size
}

/// A uniform index below `n` (`n > 0`): the rules' draw (`rules::below`).
#[inline]
pub fn below<R: Rng + ?Sized>(rng: &mut R, n: usize) -> usize {
    crate::rules::below(rng, n)
}

/// A resumable search of any game's position: a [`Search`] with moves as [`AnyMove`].
pub struct AnySearch(AnyInner);

/// Boxed: the games' positions differ in size (Quadrex's is the largest).
enum AnyInner {
    Rekushu(Box<Search<Rekushu>>),
    Rush(Box<Search<Rush>>),
    Quadrex(Box<Search<Quadrex>>),
    Cheversi(Box<Search<Cheversi>>),
}

/// `$body` with `$s` bound to the game's own search in `$any` and `$wrap` to the [`AnyMove`]
/// constructor of its moves.
macro_rules! with_search {
    ($any:expr, $s:ident, $wrap:ident => $body:expr) => {
        match $any {
            AnyInner::Rekushu($s) => {
                let $wrap = AnyMove::Rekushu;
                $body
            }
            AnyInner::Rush($s) => {
                let $wrap = AnyMove::Rush;
                $body
            }
            AnyInner::Quadrex($s) => {
                let $wrap = AnyMove::Quadrex;
                $body
            }
            AnyInner::Cheversi($s) => {
                let $wrap = AnyMove::Cheversi;
                $body
            }
        }
    };
}

impl AnySearch {
    /// A search of `pos` within `budget` (see [`Search::new`]: no search work yet).
    pub fn new(pos: &AnyGame, budget: Budget, params: Params, seed: u64) -> AnySearch {
        AnySearch(match pos {
            AnyGame::Rekushu(g) => {
                AnyInner::Rekushu(Box::new(Search::new(g, budget, params, seed)))
            }
            AnyGame::Rush(g) => AnyInner::Rush(Box::new(Search::new(g, budget, params, seed))),
            AnyGame::Quadrex(g) => {
                AnyInner::Quadrex(Box::new(Search::new(g, budget, params, seed)))
            }
            AnyGame::Cheversi(g) => {
                AnyInner::Cheversi(Box::new(Search::new(g, budget, params, seed)))
            }
        })
    }

    /// Runs at most `limit` more of the search; whether it is finished (see [`Search::step`]).
    pub fn step(&mut self, limit: Slice) -> bool {
        with_search!(&mut self.0, s, _w => s.step(limit))
    }

    /// Whether the search is finished.
    pub fn is_finished(&self) -> bool {
        with_search!(&self.0, s, _w => s.is_finished())
    }

    /// What the search has found so far (see [`Search::analysis`]).
    pub fn analysis(&self) -> Analysis<AnyMove> {
        with_search!(&self.0, s, wrap => s.analysis().map_moves(wrap))
    }

    /// The final analysis.
    pub fn finish(self) -> Analysis<AnyMove> {
        with_search!(self.0, s, wrap => s.finish().map_moves(wrap))
    }

    /// What the search has found, before the pie rule's values (a share of a root-parallel
    /// search, to be merged: [`jobs::merge_shares`]).
    pub(crate) fn raw_analysis(&self) -> Analysis<AnyMove> {
        with_search!(&self.0, s, wrap => s.raw_analysis().map_moves(wrap))
    }

    /// `analysis` of this search's position (merged shares) with the pie rule's values.
    pub(crate) fn under_pie(&self, analysis: Analysis<AnyMove>) -> Analysis<AnyMove> {
        macro_rules! typed {
            ($s:expr, $variant:ident) => {{
                let own = own_moves(analysis, |mv| match mv {
                    AnyMove::$variant(m) => Some(m),
                    _ => None,
                });
                $s.under_pie(own).map_moves(AnyMove::$variant)
            }};
        }
        match &self.0 {
            AnyInner::Rekushu(s) => typed!(s, Rekushu),
            AnyInner::Rush(s) => typed!(s, Rush),
            AnyInner::Quadrex(s) => typed!(s, Quadrex),
            AnyInner::Cheversi(s) => typed!(s, Cheversi),
        }
    }
}

/// `analysis` with its moves as one game's (`own`); a move of another game is left out.
fn own_moves<M>(analysis: Analysis<AnyMove>, own: impl Fn(AnyMove) -> Option<M>) -> Analysis<M> {
    Analysis {
        best: analysis.best.and_then(&own),
        winrate: analysis.winrate,
        moves: analysis
            .moves
            .into_iter()
            .filter_map(|m| {
                Some(MoveStat {
                    mv: own(m.mv)?,
                    visits: m.visits,
                    value: m.value,
                    margin: m.margin,
                })
            })
            .collect(),
        iterations: analysis.iterations,
        elapsed: analysis.elapsed,
        solved: analysis.solved,
        nodes: analysis.nodes,
        line: analysis.line.into_iter().filter_map(&own).collect(),
    }
}

/// Searches any game's position: the same as [`search`] (threads included), with moves as
/// [`AnyMove`].
pub fn search_any(
    pos: &AnyGame,
    budget: Budget,
    params: Params,
    seed: u64,
    stop: &AtomicBool,
) -> Analysis<AnyMove> {
    match pos {
        AnyGame::Rekushu(g) => search(g, budget, params, seed, stop).map_moves(AnyMove::Rekushu),
        AnyGame::Rush(g) => search(g, budget, params, seed, stop).map_moves(AnyMove::Rush),
        AnyGame::Quadrex(g) => search(g, budget, params, seed, stop).map_moves(AnyMove::Quadrex),
        AnyGame::Cheversi(g) => search(g, budget, params, seed, stop).map_moves(AnyMove::Cheversi),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::FastRng;
    use crate::rules::Game;

    /// After playouts from `start`, the row-by-row marking gives what the generic reading
    /// through `point_owner` gives, points marked before the playout kept as they were.
    fn marks_as_the_generic_reading<G: Knowledge>(start: &G) {
        let points = start.size() * start.size();
        for seed in 0..20 {
            let mut rng = FastRng::new(seed);
            let mut g = start.clone();
            // The tree's moves: every seventh point, for either side.
            let mut marked: Vec<u8> = (0..points)
                .map(|p| if p % 7 == 0 { 1 + (p / 7 % 2) as u8 } else { 0 })
                .collect();
            let mut generic = marked.clone();
            g.playout_marking(&mut rng, false, &mut marked);
            mark_final_owners(&g, &mut generic);
            assert_eq!(marked, generic, "seed {seed}");
            let from_the_playout = marked.iter().filter(|&&m| m != 0).count() - points.div_ceil(7);
            assert!(
                from_the_playout > points / 3,
                "seed {seed}: {from_the_playout} points"
            );
        }
    }

    #[test]
    fn rush_and_quadrex_mark_a_playout_s_points_as_the_generic_reading_does() {
        for size in [9, 19] {
            marks_as_the_generic_reading(&Rush::new(size).expect("a Rush size"));
            marks_as_the_generic_reading(&Quadrex::new(size).expect("a Quadrex size"));
        }
    }
}
