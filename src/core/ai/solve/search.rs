//! The search itself: alpha-beta over a [`Searchable`] position. Every [`Solvable`] game is
//! one; so is a small Rush board on bitboards ([`super::rush_bits`]), which the solver uses in
//! its place for speed.

use super::table::{Entry, Table};
use super::{INFINITY, KeyWriter, Solution, Solvable, SolveBudget, Stopped};
use crate::rules::{Game, Side};
use std::sync::atomic::{AtomicBool, Ordering};
use web_time::Instant;

/// What the search needs of a position: its moves, playing one, the value at the end, a key
/// for the table, and [`Solvable`]'s bounds and move order. The names differ from the rules'
/// [`Game`] so that a game that is both reads unambiguously.
pub trait Searchable: Clone {
    type Move: Copy;
    /// As [`Solvable::MARGIN`].
    const MARGIN: bool;
    fn mover(&self) -> Option<Side>;
    fn moves_into(&self, out: &mut Vec<Self::Move>);
    fn make(&mut self, mv: Self::Move);
    /// As [`Solvable::final_value`].
    fn end_value(&self, side: Side) -> i32;
    /// Writes the position's key into `key` (cleared first) and returns its hash; `zobrist`
    /// holds the Zobrist numbers drawn so far.
    fn key_into(&self, key: &mut Vec<u64>, zobrist: &mut Vec<u64>) -> u64;
    /// As [`Solvable::bounds`].
    fn value_bounds(&self, side: Side) -> (i32, i32);
    /// As [`Solvable::order_scores`].
    fn order(&self, moves: &[Self::Move], scores: &mut Vec<i32>);
    /// As [`Solvable::move_slot`] and [`Solvable::move_slots`].
    fn slot(&self, mv: Self::Move) -> usize;
    fn slots(&self) -> usize;
}

impl<G: Solvable> Searchable for G {
    type Move = <G as Game>::Move;
    const MARGIN: bool = <G as Solvable>::MARGIN;
    fn mover(&self) -> Option<Side> {
        self.to_move()
    }
    fn moves_into(&self, out: &mut Vec<Self::Move>) {
        self.legal_moves(out);
    }
    fn make(&mut self, mv: Self::Move) {
        self.play_unchecked(mv);
    }
    fn end_value(&self, side: Side) -> i32 {
        self.final_value(side)
    }
    fn key_into(&self, key: &mut Vec<u64>, zobrist: &mut Vec<u64>) -> u64 {
        let mut w = KeyWriter::new(key, zobrist);
        self.write_key(&mut w);
        w.finish()
    }
    fn value_bounds(&self, side: Side) -> (i32, i32) {
        self.bounds(side)
    }
    fn order(&self, moves: &[Self::Move], scores: &mut Vec<i32>) {
        self.order_scores(moves, scores);
    }
    fn slot(&self, mv: Self::Move) -> usize {
        self.move_slot(mv)
    }
    fn slots(&self) -> usize {
        self.move_slots()
    }
}

struct Solver<'a, G: Searchable> {
    table: Table,
    /// The node count at which the table grows next.
    grow_at: u64,
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

/// Solves `pos` within `budget` (or until `stop` is set): [`super::solve`]'s search, for any
/// representation of a position.
pub fn search<G: Searchable>(pos: &G, budget: SolveBudget, stop: &AtomicBool) -> Solution<G::Move> {
    let started = Instant::now();
    let mut solution = Solution {
        value: None,
        moves: Vec::new(),
        margin: G::MARGIN,
        nodes: 0,
        secs: 0.0,
    };
    let Some(side) = pos.mover() else {
        return solution;
    };
    let mut zobrist = Vec::new();
    let mut key = Vec::new();
    pos.key_into(&mut key, &mut zobrist);
    let mut solver = Solver {
        table: Table::new(budget.table_bits, key.len()),
        grow_at: 0,
        zobrist,
        history: vec![0; pos.slots()],
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
    pos.moves_into(&mut legal);
    let mut scores = Vec::new();
    pos.order(&legal, &mut scores);
    let mut ordered: Vec<_> = scores.into_iter().zip(legal).collect();
    ordered.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
    let legal = ordered.into_iter().map(|(_, mv)| mv);
    let (lo, hi) = pos.value_bounds(side);
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

impl<G: Searchable> Solver<'_, G> {
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
        child.make(mv);
        match child.mover() {
            None => Ok(child.end_value(side)),
            Some(s) if s == side => self.value(&child, s, alpha, beta, depth),
            Some(s) => Ok(-self.value(&child, s, -beta, -alpha, depth)?),
        }
    }

    fn tick(&mut self) -> Result<(), Stopped> {
        self.nodes += 1;
        if self.nodes >= self.grow_at {
            self.table.grow_for(self.nodes);
            self.grow_at = self.table.grows_at();
        }
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
        let (lo, hi) = g.value_bounds(side);
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
        g.moves_into(&mut self.legal);
        if self.legal.is_empty() {
            // The rules leave no such position; a value rather than a panic if one came.
            return Ok(g.end_value(side));
        }
        g.order(&self.legal, &mut self.scores);
        list.clear();
        list.extend(
            (self.legal.iter().zip(&self.scores).enumerate()).map(|(k, (&mv, &score))| {
                // Past 65,534 moves the table's move may point at another: an order, no more.
                let k = u16::try_from(k).unwrap_or(u16::MAX - 1);
                let score = if Some(k) == first {
                    i64::MAX
                } else {
                    (i64::from(score) << 32) + i64::from(self.history[g.slot(mv)])
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
                    let slot = g.slot(mv);
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
