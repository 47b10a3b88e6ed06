//! The AI's searches (its turns and hints) as background work: on the desktop `search_any` on
//! every core; in the browser a share of the search in each worker, merged as the desktop's
//! threads are (`ai::jobs`), or a resumable [`AnySearch`] in slices.

use super::{Background, SearchSlicing, Steps, Work};
use crate::ai::jobs::{JobAnswer, JobRequest, Work as Job, merge_shares, shares_for};
use crate::ai::{Analysis, AnySearch, Level, Slice, search_any};
use crate::rules::{AnyGame, AnyMove, Match};
use bevy::prelude::*;
use std::sync::atomic::{AtomicBool, AtomicUsize};
use std::time::Duration;

/// A search of the position after `ply` moves, under way. Dropping it stops the search: a
/// search replaced or removed never runs on.
pub type BackgroundSearch = Background<Search>;

/// A search of `game`'s position with `level`'s budget.
pub struct Search {
    /// (Boxed: a match holds its positions, and a search is kept in an enum beside smaller
    /// things.)
    game: Box<Match>,
    level: Level,
    seed: u64,
}

impl BackgroundSearch {
    /// Starts searching `game`'s position with `level`'s budget: in the browser's workers
    /// where it has them, else the way `slicing` says.
    pub fn search(game: &Match, level: Level, seed: u64, slicing: SearchSlicing) -> Self {
        let search = Search {
            game: Box::new(game.clone()),
            level,
            seed,
        };
        Background::start(search, slicing)
    }

    /// The number of moves in the match when the search started.
    pub fn ply(&self) -> usize {
        self.work().game.len()
    }
}

impl Work for Search {
    type Output = Analysis<AnyMove>;
    type Steps = SearchSteps;

    fn steps(&self) -> Option<SearchSteps> {
        Some(SearchSteps {
            position: Box::new(self.game.position().clone()),
            level: self.level,
            seed: self.seed,
            search: None,
        })
    }

    /// A share each at the levels that search on every core, else one.
    fn requests(&self, workers: usize) -> Vec<JobRequest> {
        (0..shares_for(self.level, workers))
            .map(|share| {
                let work = Job::Search {
                    level: self.level.get(),
                    seed: self.seed,
                    share,
                };
                JobRequest::of(&self.game, work)
            })
            .collect()
    }

    fn join(&self, answers: Vec<JobAnswer>) -> Option<Analysis<AnyMove>> {
        let analyses: Vec<_> = answers
            .into_iter()
            .map(JobAnswer::search)
            .collect::<Option<_>>()?;
        Some(merge_shares(self.game.position(), self.level, analyses))
    }
}

/// A search by itself: on the task pool all at once, or as a resumable search made at its
/// first slice.
pub struct SearchSteps {
    position: Box<AnyGame>,
    level: Level,
    seed: u64,
    search: Option<Box<AnySearch>>,
}

impl Steps for SearchSteps {
    type Output = Analysis<AnyMove>;

    fn run(self, stop: &AtomicBool, _done: &AtomicUsize) -> Option<Analysis<AnyMove>> {
        let (budget, params) = (self.level.budget(), self.level.params());
        Some(search_any(&self.position, budget, params, self.seed, stop))
    }

    fn step(&mut self, slice: Duration) -> Option<Analysis<AnyMove>> {
        let search = self.search.get_or_insert_with(|| {
            let (budget, params) = (self.level.budget(), self.level.params());
            Box::new(AnySearch::new(&self.position, budget, params, self.seed))
        });
        if !search.step(Slice::Time(slice)) {
            return None;
        }
        self.search.take().map(|done| done.finish())
    }
}

/// What the finished searches of this run have done: the browser page reports the AI's speed
/// from it.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct SearchStats {
    pub searches: u64,
    /// The searches (the AI's turns and hints) the browser's workers answered.
    pub by_workers: u64,
    pub playouts: u64,
    /// The time the searches spent searching (not the frames between slices).
    pub searching: Duration,
}

impl SearchStats {
    /// Playouts per second of search, once a search has finished.
    pub fn playouts_per_second(&self) -> Option<f64> {
        let secs = self.searching.as_secs_f64();
        (self.searches > 0 && secs > 0.0).then(|| self.playouts as f64 / secs)
    }

    pub fn record<M>(&mut self, analysis: &Analysis<M>) {
        self.searches += 1;
        self.playouts += analysis.iterations;
        self.searching += analysis.elapsed;
    }
}
