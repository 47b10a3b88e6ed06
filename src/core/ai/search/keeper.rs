//! Tree reuse between moves: a [`TreeKeeper`] holds a player's search trees (one per thread)
//! from one move to its next, and starts the next search from the subtree after the moves
//! played in between, so the playouts already spent on the reply that came are not lost.

use super::mcts::{Analysis, Params, Search};
use super::parallel::{run_all, thread_seed, threads_for};
use crate::ai::Budget;
use crate::ai::Knowledge;
use std::sync::atomic::AtomicBool;

/// One player's search trees between its moves.
pub struct TreeKeeper<G: Knowledge> {
    trees: Vec<Search<G>>,
}

impl<G: Knowledge> Default for TreeKeeper<G> {
    fn default() -> Self {
        TreeKeeper { trees: Vec::new() }
    }
}

impl<G: Knowledge> TreeKeeper<G> {
    /// Searches `pos`, where `since` are the moves played since this keeper's last search
    /// (both sides', in order; anything else, e.g. after an undo, just starts afresh). With
    /// `Params::reuse` off, or nothing kept, it is [`crate::ai::search`]. Returns the analysis
    /// and keeps the trees for the next call.
    pub fn search(
        &mut self,
        pos: &G,
        since: &[G::Move],
        budget: Budget,
        params: Params,
        seed: u64,
        stop: &AtomicBool,
    ) -> Analysis<G::Move> {
        let threads = threads_for(&params);
        let mut old = std::mem::take(&mut self.trees).into_iter();
        let mut searches: Vec<Search<G>> = (0..threads)
            .map(|t| {
                let seed = thread_seed(seed, t);
                match old.next() {
                    Some(previous) if params.reuse => {
                        Search::continue_from(previous, since, pos, budget, params, seed)
                    }
                    _ => Search::new(pos, budget, params, seed),
                }
            })
            .collect();
        drop(old);
        let analysis = run_all(&mut searches, stop);
        if params.reuse {
            self.trees = searches;
        }
        analysis
    }

    /// The nodes the kept trees hold (for tests and memory reports).
    pub fn kept_nodes(&self) -> usize {
        self.trees.iter().map(Search::node_count).sum()
    }
}
