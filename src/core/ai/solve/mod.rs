//! The exact solver: the result of a position with best play, and of every move from it.
//! Alpha-beta (negamax, fail-soft; Knuth and Moore 1975) over the rules' [`Game`] trait, with
//! a transposition table ([`table`]), each game's exact bounds on its result
//! ([`Solvable::bounds`]: Quadrex's dead connection, Rush's stone count, Rekushu's tiles),
//! and move ordering by the table's move, the game's own score and the history heuristic
//! (Schaeffer 1989). A node or time budget ends a search as "unknown", never with a guess.
//! `docs/ai.md`, "The exact solver".

pub(crate) mod rush_bits;
pub(crate) mod search;
mod table;

pub use search::Searchable;
pub use table::KeyWriter;

use crate::rules::{AnyGame, AnyMove, Game, Outcome, Side};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// What the solver needs of a game beyond its rules.
pub trait Solvable: Game {
    /// Whether a value is the final score margin (Cheversi) rather than its sign (1 won,
    /// 0 drawn, -1 lost).
    const MARGIN: bool = false;

    /// Writes everything that decides the rest of the game: the board and any state the
    /// rules keep beyond it (the side to move, a swap still allowed, mirror types...).
    fn write_key(&self, key: &mut KeyWriter);

    /// The value of the finished game for `side`.
    fn final_value(&self, side: Side) -> i32 {
        sign_of(self.outcome(), side)
    }

    /// Values the game going on can still end with, for `side`, as `(lowest, highest)`; the
    /// default knows nothing.
    fn bounds(&self, side: Side) -> (i32, i32) {
        let _ = side;
        if Self::MARGIN {
            (-INFINITY, INFINITY)
        } else {
            (-1, 1)
        }
    }

    /// A cheap guess of how good each of `moves` is for the side to move, into `scores` (one
    /// each, in order): higher is tried first. By default all alike.
    fn order_scores(&self, moves: &[Self::Move], scores: &mut Vec<i32>) {
        scores.clear();
        scores.resize(moves.len(), 0);
    }

    /// An index of `mv` below [`Solvable::move_slots`], for the history heuristic.
    fn move_slot(&self, mv: Self::Move) -> usize;

    fn move_slots(&self) -> usize {
        self.size() * self.size() + 1
    }

    /// Whether the search should try the solver before it plays here: by default when the
    /// side to move has at most 40 moves.
    /// [`solve`] for this game: by default the search over the position itself; a game may
    /// search a faster form of small positions instead (Rush's bitboards).
    fn solve_exactly(&self, budget: SolveBudget, stop: &AtomicBool) -> Solution<Self::Move> {
        search::search(self, budget, stop)
    }

    fn worth_solving(&self) -> bool {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.len() <= 40
    }
}

/// For the search: the best move of `pos`, its result (1 won, 0.5 drawn, 0 lost) and its
/// value ([`Solvable::final_value`]'s: the margin in a game scored by one) when the solver
/// settles it within `budget`; `None` when the position is too large to try
/// ([`Solvable::worth_solving`]) or the budget runs out first. Among equal moves the first
/// in the solver's order; a margin's best move is the largest margin's.
pub fn exact_move<G: Solvable>(
    pos: &G,
    budget: SolveBudget,
    stop: &AtomicBool,
) -> Option<(G::Move, f64, i32)> {
    if pos.to_move().is_none() || !pos.worth_solving() {
        return None;
    }
    let solution = solve(pos, budget, stop);
    let value = solution.value?;
    let mv = *solution.best_moves().first()?;
    let result = match Verdict::of(value) {
        Verdict::Win => 1.0,
        Verdict::Draw => 0.5,
        Verdict::Loss => 0.0,
    };
    Some((mv, result, value))
}

/// Above any value a game can end with.
pub const INFINITY: i32 = 100_000;

/// 1 if `side` won, -1 if it lost, 0 for a draw or a game going on.
pub fn sign_of(outcome: Outcome, side: Side) -> i32 {
    match outcome {
        Outcome::Win(s) if s == side => 1,
        Outcome::Win(_) => -1,
        _ => 0,
    }
}

/// How much a solve may spend; `None`: no limit of that kind.
#[derive(Clone, Copy, Debug)]
pub struct SolveBudget {
    pub nodes: Option<u64>,
    pub time: Option<Duration>,
    /// The transposition table holds `2 << table_bits` entries.
    pub table_bits: u32,
}

impl Default for SolveBudget {
    fn default() -> Self {
        SolveBudget {
            nodes: None,
            time: None,
            table_bits: 20,
        }
    }
}

/// The result with best play, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    Win,
    Draw,
    Loss,
}

impl Verdict {
    /// The verdict a value (a sign or a margin) stands for.
    pub fn of(value: i32) -> Verdict {
        match value.signum() {
            1 => Verdict::Win,
            0 => Verdict::Draw,
            _ => Verdict::Loss,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Verdict::Win => "win",
            Verdict::Draw => "draw",
            Verdict::Loss => "loss",
        }
    }
}

/// A value in words for the side to move: `win`, `draw`, `loss`, and for margins also by how
/// much (`win by 3`).
pub fn result_text(value: i32, margin: bool) -> String {
    let verdict = Verdict::of(value).name();
    if margin && value != 0 {
        format!("{verdict} by {}", value.abs())
    } else {
        verdict.to_string()
    }
}

/// The search ran out of budget or was stopped.
struct Stopped;

/// A solved position: its value and every legal move's, for the side to move now (a move's
/// value is the position's after it, still for that side). `None` where the budget ran out.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution<M> {
    pub value: Option<i32>,
    /// Every legal move, the best first; unknown ones last, in the order they were tried.
    pub moves: Vec<(M, Option<i32>)>,
    /// Whether values are margins ([`Solvable::MARGIN`]).
    pub margin: bool,
    pub nodes: u64,
    pub secs: f64,
}

impl<M: Copy> Solution<M> {
    pub fn verdict(&self) -> Option<Verdict> {
        self.value.map(Verdict::of)
    }

    /// The moves that keep the best value (empty when it is unknown).
    pub fn best_moves(&self) -> Vec<M> {
        self.moves
            .iter()
            .filter(|(_, v)| v.is_some() && *v == self.value)
            .map(|&(m, _)| m)
            .collect()
    }

    pub fn map_moves<N>(self, f: impl Fn(M) -> N) -> Solution<N> {
        Solution {
            value: self.value,
            moves: self.moves.into_iter().map(|(m, v)| (f(m), v)).collect(),
            margin: self.margin,
            nodes: self.nodes,
            secs: self.secs,
        }
    }
}

/// Solves `pos` within `budget` (or until `stop` is set). A finished game has no moves and
/// no value.
pub fn solve<G: Solvable>(pos: &G, budget: SolveBudget, stop: &AtomicBool) -> Solution<G::Move> {
    pos.solve_exactly(budget, stop)
}

/// [`solve`] for any game, moves as [`AnyMove`].
pub fn solve_any(pos: &AnyGame, budget: SolveBudget, stop: &AtomicBool) -> Solution<AnyMove> {
    match pos {
        AnyGame::Rekushu(g) => solve(g, budget, stop).map_moves(AnyMove::Rekushu),
        AnyGame::Rush(g) => solve(g, budget, stop).map_moves(AnyMove::Rush),
        AnyGame::Quadrex(g) => solve(g, budget, stop).map_moves(AnyMove::Quadrex),
        AnyGame::Cheversi(g) => solve(g, budget, stop).map_moves(AnyMove::Cheversi),
    }
}

/// How many of its own moves the side to move needs, at most, to win against any defence:
/// the smallest such number up to `max`, by iterative deepening over plain AND/OR search
/// (the hint's "wins in N"). `None` when no win within `max` moves is found within `nodes`
/// nodes, or the side to move cannot win. Rush's extra turns count as moves of their own.
pub fn moves_to_win<G: Solvable>(pos: &G, max: usize, nodes: u64) -> Option<usize> {
    let side = pos.to_move()?;
    let mut left = nodes;
    (1..=max).find_map(|n| match wins_within(pos, side, n, &mut left) {
        Ok(true) => Some(Some(n)),
        Ok(false) => None,
        Err(Stopped) => Some(None),
    })?
}

/// Whether `side` wins from `pos` with at most `n` more moves of its own, whatever the
/// opponent does; `Err` once `left` nodes are spent.
fn wins_within<G: Solvable>(
    pos: &G,
    side: Side,
    n: usize,
    left: &mut u64,
) -> Result<bool, Stopped> {
    if *left == 0 {
        return Err(Stopped);
    }
    *left -= 1;
    let Some(to_move) = pos.to_move() else {
        return Ok(pos.final_value(side) > 0);
    };
    if to_move == side && n == 0 {
        return Ok(false);
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    for mv in moves {
        let mut next = pos.clone();
        next.play_unchecked(mv);
        let won = if to_move == side {
            wins_within(&next, side, n - 1, left)?
        } else {
            wins_within(&next, side, n, left)?
        };
        // Ours: one winning move is enough. Theirs: one escape refutes.
        if won == (to_move == side) {
            return Ok(won);
        }
    }
    Ok(to_move != side)
}

/// [`moves_to_win`] for any game.
pub fn moves_to_win_any(pos: &AnyGame, max: usize, nodes: u64) -> Option<usize> {
    match pos {
        AnyGame::Rekushu(g) => moves_to_win(g, max, nodes),
        AnyGame::Rush(g) => moves_to_win(g, max, nodes),
        AnyGame::Quadrex(g) => moves_to_win(g, max, nodes),
        AnyGame::Cheversi(g) => moves_to_win(g, max, nodes),
    }
}
