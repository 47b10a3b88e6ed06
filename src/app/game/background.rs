//! The AI's searches (its turns and hints) run beside the game: on the desktop on Bevy's async
//! compute pool, so that the window keeps rendering and accepting input; in the browser, where
//! that pool runs on the page's one thread, as a resumable [`AnySearch`] advanced a few
//! milliseconds per frame, so that the page never freezes. [`SearchSlicing`] chooses.

use crate::ai::{Analysis, AnySearch, Level, Slice, search_any};
use crate::rules::{AnyGame, AnyMove};
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
}

impl BackgroundSearch {
    /// Starts searching `position` (the match after `ply` moves) with `level`'s budget, the
    /// way `slicing` says.
    pub fn start(
        position: AnyGame,
        ply: usize,
        level: Level,
        seed: u64,
        slicing: SearchSlicing,
    ) -> BackgroundSearch {
        let running = match slicing.0 {
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
        };
        BackgroundSearch { running, ply }
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
                    return None;
                }
                search.take().map(|done| done.finish())
            }
        }
    }
}

impl Drop for BackgroundSearch {
    fn drop(&mut self) {
        if let Running::Pool { stop, .. } = &self.running {
            stop.store(true, Ordering::Relaxed);
        }
    }
}
