//! A review running beside the game, as the AI's searches do (`game::background`): on the
//! desktop a task on Bevy's async compute pool, each position on every core; in the browser a
//! resumable [`AnyReviewer`] advanced a few milliseconds per frame on the page's one thread.
//! Dropping it stops it.

use crate::ai::Level;
use crate::ai::Slice;
use crate::ai::review::{AnyReviewer, Review};
use crate::app::game::SearchSlicing;
use crate::rules::{AnyMove, Match};
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

/// The longest slice a frame gives the review in the browser.
pub const MAX_SLICE: Duration = Duration::from_millis(50);

/// A review under way.
pub struct ReviewRun {
    running: Running,
    total: usize,
}

enum Running {
    Pool {
        task: Task<Option<Review<AnyMove>>>,
        stop: Arc<AtomicBool>,
        done: Arc<AtomicUsize>,
    },
    Sliced {
        reviewer: Box<AnyReviewer>,
        slice: Duration,
    },
}

impl ReviewRun {
    /// Starts reviewing every move of `game` with `level`'s budget a position, the way
    /// `slicing` says; `None` if the game cannot be reviewed (its moves are not its rules').
    pub fn start(game: &Match, level: Level, slicing: SearchSlicing) -> Option<ReviewRun> {
        let mut reviewer = AnyReviewer::new(game, level, 1)?;
        let total = reviewer.total();
        let running = match slicing.0 {
            Some(slice) => Running::Sliced {
                reviewer: Box::new(reviewer),
                slice,
            },
            None => {
                let stop = Arc::new(AtomicBool::new(false));
                let done = Arc::new(AtomicUsize::new(0));
                let (flag, count) = (stop.clone(), done.clone());
                let task = AsyncComputeTaskPool::get().spawn(async move {
                    reviewer.run_counting(0, &flag, &count);
                    reviewer.review()
                });
                Running::Pool { task, stop, done }
            }
        };
        Some(ReviewRun { running, total })
    }

    /// The positions searched so far and in all.
    pub fn progress(&self) -> (usize, usize) {
        let done = match &self.running {
            Running::Pool { done, .. } => done.load(Ordering::Relaxed),
            Running::Sliced { reviewer, .. } => reviewer.done(),
        };
        (done, self.total)
    }

    /// The review once finished; a sliced review advances by one slice per call. `frame` is
    /// how long the last frame took: where drawing is slow (software rendering), a slice may
    /// grow to half of it (at most [`MAX_SLICE`]), so the review moves on while the frame rate
    /// keeps two thirds of itself; on a fast page it stays the search's slice.
    pub fn poll(&mut self, frame: Duration) -> Option<Review<AnyMove>> {
        match &mut self.running {
            Running::Pool { task, .. } => check_ready(task).flatten(),
            Running::Sliced { reviewer, slice } => {
                let slice = (*slice).max((frame / 2).min(MAX_SLICE));
                if reviewer.step(Slice::Time(slice)) {
                    reviewer.review()
                } else {
                    None
                }
            }
        }
    }
}

impl Drop for ReviewRun {
    fn drop(&mut self) {
        if let Running::Pool { stop, .. } = &self.running {
            stop.store(true, Ordering::Relaxed);
        }
    }
}
