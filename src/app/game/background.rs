//! The AI's searches (its turns and hints) run beside the game: on the desktop on Bevy's async
//! compute pool, so that the window keeps rendering and accepting input; in the browser in
//! its Web Workers ([`super::workers`]: a share of the search on each, merged as the desktop's
//! threads are), or where there are none, as a resumable [`AnySearch`] advanced a few
//! milliseconds per frame, so that the page never freezes. [`SearchSlicing`] chooses between
//! the pool and the slices.

use super::workers::{self, Batch, BatchState};
use crate::ai::jobs::{JobAnswer, JobRequest, Work, merge_shares, shares_for};
use crate::ai::{Analysis, AnySearch, Level, Slice, search_any};
use crate::rules::{AnyGame, AnyMove, Match};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SearchSlicing>()
        .init_resource::<SearchStats>();
}

/// How the AI's searches run: `None` on the task pool (the desktop), `Some(slice)` advanced by
/// at most `slice` of search per frame on the main thread (the browser).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchSlicing(pub Option<Duration>);

impl Default for SearchSlicing {
    fn default() -> Self {
        if cfg!(target_arch = "wasm32") {
            SearchSlicing(Some(Duration::from_millis(8)))
        } else {
            SearchSlicing(None)
        }
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

/// A search of the position after `ply` moves, under way (AI turns and hints). Dropping it
/// stops the search: a search replaced or removed never runs on.
pub struct BackgroundSearch {
    running: Running,
    ply: usize,
}

enum Running {
    Pool {
        task: Task<Analysis<AnyMove>>,
        stop: Arc<AtomicBool>,
    },
    /// `None` once the finished search has been taken.
    Sliced {
        search: Option<Box<AnySearch>>,
        slice: Duration,
    },
    /// Shares in the browser's workers, merged once all have answered; should a worker fail,
    /// the search starts again in slices.
    Workers {
        shares: Batch,
        position: Box<AnyGame>,
        level: Level,
        seed: u64,
        slice: Duration,
    },
}

impl BackgroundSearch {
    /// Starts searching `game`'s position with `level`'s budget: in the browser's workers
    /// where it has them, else the way `slicing` says.
    pub fn start(
        game: &Match,
        level: Level,
        seed: u64,
        slicing: SearchSlicing,
    ) -> BackgroundSearch {
        let (position, ply) = (game.position().clone(), game.len());
        if let (Some(slice), Some(n)) = (slicing.0, workers::available())
            && let Some(shares) = Batch::post(&share_requests(game, level, seed, n))
        {
            return BackgroundSearch {
                running: Running::Workers {
                    shares,
                    position: Box::new(position),
                    level,
                    seed,
                    slice,
                },
                ply,
            };
        }
        BackgroundSearch {
            running: Running::local(position, level, seed, slicing),
            ply,
        }
    }

    /// The number of moves in the match when the search started.
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// The analysis, once the search is done. A sliced search advances by one slice per call.
    pub fn poll(&mut self) -> Option<Analysis<AnyMove>> {
        match &mut self.running {
            Running::Pool { task, .. } => check_ready(task),
            Running::Sliced { search, slice } => {
                if !search.as_mut()?.step(Slice::Time(*slice)) {
                    crate::app::wake::soon();
                    return None;
                }
                search.take().map(|done| done.finish())
            }
            Running::Workers {
                shares,
                position,
                level,
                seed,
                slice,
            } => {
                let analyses: Option<Vec<_>> = match shares.poll() {
                    BatchState::Waiting => return None,
                    BatchState::Failed => None,
                    BatchState::Done(answers) => {
                        answers.into_iter().map(JobAnswer::search).collect()
                    }
                };
                if let Some(analyses) = analyses {
                    return Some(merge_shares(position, *level, analyses));
                }
                // A worker failed: the same search on the page's thread.
                let (position, level, seed) = (position.as_ref().clone(), *level, *seed);
                self.running = Running::local(position, level, seed, SearchSlicing(Some(*slice)));
                None
            }
        }
    }

    /// Whether the browser's workers run this search.
    pub fn in_workers(&self) -> bool {
        matches!(self.running, Running::Workers { .. })
    }
}

impl Running {
    /// A search of `position` on the task pool or in slices, as `slicing` says.
    fn local(position: AnyGame, level: Level, seed: u64, slicing: SearchSlicing) -> Running {
        match slicing.0 {
            Some(slice) => Running::Sliced {
                search: Some(Box::new(AnySearch::new(
                    &position,
                    level.budget(),
                    level.params(),
                    seed,
                ))),
                slice,
            },
            None => {
                let stop = Arc::new(AtomicBool::new(false));
                let flag = stop.clone();
                let task = AsyncComputeTaskPool::get().spawn(async move {
                    search_any(&position, level.budget(), level.params(), seed, &flag)
                });
                Running::Pool { task, stop }
            }
        }
    }
}

/// The requests for a search of `game`'s position at `level` in `workers` workers: a share
/// each at the levels that search on every core, else one.
fn share_requests(game: &Match, level: Level, seed: u64, workers: usize) -> Vec<JobRequest> {
    (0..shares_for(level, workers))
        .map(|share| {
            let work = Work::Search {
                level: level.get(),
                seed,
                share,
            };
            JobRequest::of(game, work)
        })
        .collect()
}

impl Drop for BackgroundSearch {
    fn drop(&mut self) {
        // (A batch in the workers cancels its jobs as it is dropped.)
        if let Running::Pool { stop, .. } = &self.running {
            stop.store(true, Ordering::Relaxed);
        }
    }
}
