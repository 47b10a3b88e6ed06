//! The exact solver: the result of a position with best play, and of every move from it.
//! Alpha-beta (negamax, fail-soft; Knuth and Moore 1975) over the rules' [`Game`] trait, with
//! a transposition table ([`table`]), each game's exact bounds on its result
//! ([`Solvable::bounds`]: Quadrex's dead connection, Rush's stone count, Rekushu's tiles),
//! and move ordering by the table's move, the game's own score and the history heuristic
//! (Schaeffer 1989). A node or time budget ends a search as "unknown", never with a guess.
//! `docs/ai.md`, "The exact solver".

mod table;

pub use table::KeyWriter;

use crate::rules::{AnyGame, AnyMove, Game, Outcome, Side};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use table::{Entry, Table};
use web_time::Instant;

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
    fn worth_solving(&self) -> bool {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.len() <= 40
    }
}

/// For the search: the best move of `pos` and its result (1 won, 0.5 drawn, 0 lost) when the
/// solver settles it within `budget`; `None` when the position is too large to try
/// ([`Solvable::worth_solving`]) or the budget runs out first. Among equal moves the first
/// in the solver's order; a margin's best move is the largest margin's.
pub fn exact_move<G: Solvable>(
    pos: &G,
    budget: SolveBudget,
    stop: &AtomicBool,
) -> Option<(G::Move, f64)> {
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
    Some((mv, result))
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

/// The search ran out of budget or was stopped.
struct Stopped;

struct Solver<'a, G: Solvable> {
    table: Table,
    zobrist: Vec<u64>,
    history: Vec<u32>,
    /// Move lists, one per depth, kept to avoid allocating at every node.
    lists: Vec<Vec<(i64, u16, G::Move)>>,
    /// Each depth's position key, written once for the probe and kept for the store.
    keys: Vec<Vec<u64>>,
    legal: Vec<G::Move>,
    scores: Vec<i32>,
    nodes: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    stop: &'a AtomicBool,
}

/// Solves `pos` within `budget` (or until `stop` is set). A finished game has no moves and
/// no value.
pub fn solve<G: Solvable>(pos: &G, budget: SolveBudget, stop: &AtomicBool) -> Solution<G::Move> {
    let started = Instant::now();
    let mut solution = Solution {
        value: None,
        moves: Vec::new(),
        margin: G::MARGIN,
        nodes: 0,
        secs: 0.0,
    };
    let Some(side) = pos.to_move() else {
        return solution;
    };
    let mut zobrist = Vec::new();
    let mut key = Vec::new();
    pos.write_key(&mut KeyWriter::new(&mut key, &mut zobrist));
    let mut solver = Solver {
        table: Table::new(budget.table_bits, key.len()),
        zobrist,
        history: vec![0; pos.move_slots()],
        lists: Vec::new(),
        keys: Vec::new(),
        legal: Vec::new(),
        scores: Vec::new(),
        nodes: 0,
        node_limit: budget.nodes.unwrap_or(u64::MAX),
        deadline: budget.time.map(|t| started + t),
        stop,
    };
    let mut legal = Vec::new();
    pos.legal_moves(&mut legal);
    let mut scores = Vec::new();
    pos.order_scores(&legal, &mut scores);
    let mut ordered: Vec<_> = scores.into_iter().zip(legal).collect();
    ordered.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
    let legal = ordered.into_iter().map(|(_, mv)| mv);
    let (lo, hi) = pos.bounds(side);
    let mut stopped = false;
    for mv in legal {
        let value = if stopped {
            None
        } else {
            match solver.after(pos, mv, side, (lo - 1, hi + 1), 0) {
                Ok(v) => Some(v),
                Err(Stopped) => {
                    stopped = true;
                    None
                }
            }
        };
        solution.moves.push((mv, value));
    }
    let known = solution.moves.iter().filter_map(|&(_, v)| v).max();
    solution.value = if !stopped || known == Some(hi) {
        known
    } else {
        None
    };
    // Best first; unknown values after every known one, in the order tried.
    solution
        .moves
        .sort_by_key(|&(_, v)| std::cmp::Reverse(v.map_or(i64::MIN, i64::from)));
    solution.nodes = solver.nodes;
    solution.secs = started.elapsed().as_secs_f64();
    solution
}

impl<G: Solvable> Solver<'_, G> {
    /// The value for `side` (to move in `g`) of playing `mv` in `g`, searched in the window
    /// `alpha..beta`; the child lies at `depth`. A Rush extra turn keeps the side to move, so
    /// the window is negated only when the side changes.
    fn after(
        &mut self,
        g: &G,
        mv: G::Move,
        side: Side,
        (alpha, beta): (i32, i32),
        depth: usize,
    ) -> Result<i32, Stopped> {
        let mut child = g.clone();
        child.play_unchecked(mv);
        match child.to_move() {
            None => Ok(child.final_value(side)),
            Some(s) if s == side => self.value(&child, s, alpha, beta, depth),
            Some(s) => Ok(-self.value(&child, s, -beta, -alpha, depth)?),
        }
    }

    fn tick(&mut self) -> Result<(), Stopped> {
        self.nodes += 1;
        if self.nodes >= self.node_limit {
            return Err(Stopped);
        }
        if self.nodes & 1023 == 0
            && (self.stop.load(Ordering::Relaxed)
                || self.deadline.is_some_and(|d| Instant::now() >= d))
        {
            return Err(Stopped);
        }
        Ok(())
    }

    /// The value of `g` for `side`, who is to move there, searched in the window
    /// `alpha..beta` (fail-soft: a value at or below `alpha` is an upper bound, one at or
    /// above `beta` a lower bound).
    fn value(
        &mut self,
        g: &G,
        side: Side,
        mut alpha: i32,
        beta: i32,
        depth: usize,
    ) -> Result<i32, Stopped> {
        self.tick()?;
        let (lo, hi) = g.bounds(side);
        if lo >= beta || lo == hi {
            return Ok(lo);
        }
        if hi <= alpha {
            return Ok(hi);
        }
        if self.keys.len() <= depth {
            self.keys.resize_with(depth + 1, Vec::new);
        }
        let hash = g.key_into(&mut self.keys[depth], &mut self.zobrist);
        let known = self.table.probe(hash, &self.keys[depth]);
        if let Some(e) = known {
            if e.lo >= beta || e.lo == e.hi {
                return Ok(e.lo);
            }
            if e.hi <= alpha {
                return Ok(e.hi);
            }
        }
        let first = known.and_then(|e| e.best);
        let mut list = self
            .lists
            .get_mut(depth)
            .map(std::mem::take)
            .unwrap_or_default();
        self.legal.clear();
        g.legal_moves(&mut self.legal);
        if self.legal.is_empty() {
            // The rules leave no such position; a value rather than a panic if one came.
            return Ok(g.final_value(side));
        }
        g.order_scores(&self.legal, &mut self.scores);
        list.clear();
        list.extend(
            (self.legal.iter().zip(&self.scores).enumerate()).map(|(k, (&mv, &score))| {
                // Past 65,534 moves the table's move may point at another: an order, no more.
                let k = u16::try_from(k).unwrap_or(u16::MAX - 1);
                let score = if Some(k) == first {
                    i64::MAX
                } else {
                    (i64::from(score) << 32) + i64::from(self.history[g.move_slot(mv)])
                };
                (score, k, mv)
            }),
        );
        list.sort_unstable_by_key(|&(s, _, _)| std::cmp::Reverse(s));
        let nodes_before = self.nodes;
        let alpha_before = alpha;
        let mut best = (-INFINITY - 1, None);
        let mut result = Ok(());
        for &(_, k, mv) in &list {
            let v = match self.after(g, mv, side, (alpha, beta), depth + 1) {
                Ok(v) => v,
                Err(e) => {
                    result = Err(e);
                    break;
                }
            };
            if v > best.0 {
                best = (v, Some(k));
            }
            if v > alpha {
                alpha = v;
                if alpha >= beta {
                    let slot = g.move_slot(mv);
                    self.history[slot] = self.history[slot].saturating_add(1);
                    break;
                }
            }
        }
        if self.lists.len() <= depth {
            self.lists.resize_with(depth + 1, Vec::new);
        }
        self.lists[depth] = list;
        result?;
        let v = best.0;
        let (mut new_lo, mut new_hi) = if v <= alpha_before {
            (lo, v)
        } else if v >= beta {
            (v, hi)
        } else {
            (v, v)
        };
        if let Some(e) = known {
            (new_lo, new_hi) = (new_lo.max(e.lo), new_hi.min(e.hi));
        }
        // (The children wrote their keys one depth further down: this one's is as it was.)
        self.table.store(
            hash,
            &self.keys[depth],
            self.nodes - nodes_before,
            Entry {
                lo: new_lo,
                hi: new_hi.max(new_lo),
                best: best.1,
            },
        );
        Ok(v)
    }
}

/// Writing a key into reusable buffers, returning its hash.
trait KeyInto {
    fn key_into(&self, key: &mut Vec<u64>, zobrist: &mut Vec<u64>) -> u64;
}

impl<G: Solvable> KeyInto for G {
    fn key_into(&self, key: &mut Vec<u64>, zobrist: &mut Vec<u64>) -> u64 {
        let mut w = KeyWriter::new(key, zobrist);
        self.write_key(&mut w);
        w.finish()
    }
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
