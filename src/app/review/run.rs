//! A review running beside the game, as the AI's searches do (`game::background`): on the
//! desktop a task on Bevy's async compute pool, each position on every core; in the browser in
//! its Web Workers (the game cut into one stretch of positions per worker, `ai::jobs`), or
//! where there are none a resumable [`AnyReviewer`] advanced a few milliseconds per frame on
//! the page's one thread. Dropping it stops it.

use crate::ai::Level;
use crate::ai::Slice;
use crate::ai::jobs::{JobAnswer, JobRequest, Work, stretches};
use crate::ai::review::{AnyReviewer, Review, judge};
use crate::app::game::SearchSlicing;
use crate::app::game::workers::{self, Batch, BatchState};
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
    /// A stretch of positions in each of the browser's workers; should a worker fail, the
    /// review starts again in slices.
    Workers {
        stretches: Batch,
        game: Box<Match>,
        level: Level,
        slice: Duration,
    },
}

impl ReviewRun {
    /// Starts reviewing every move of `game` with `level`'s budget a position, the way
    /// `slicing` says; `None` if the game cannot be reviewed (its moves are not its rules').
    pub fn start(game: &Match, level: Level, slicing: SearchSlicing) -> Option<ReviewRun> {
        // Every position, the one after the last move too.
        let total = game.len() + 1;
        if let (Some(slice), Some(n)) = (slicing.0, workers::available())
            && let Some(stretches) = Batch::post(&stretch_requests(game, level, n))
        {
            let running = Running::Workers {
                stretches,
                game: Box::new(game.clone()),
                level,
                slice,
            };
            return Some(ReviewRun { running, total });
        }
        let mut reviewer = AnyReviewer::new(game, level, 1)?;
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
            Running::Workers { stretches, .. } => stretches.done(),
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
                    crate::app::wake::soon();
                    None
                }
            }
            Running::Workers {
                stretches,
                game,
                level,
                slice,
            } => {
                let evals: Option<Vec<_>> = match stretches.poll() {
                    BatchState::Waiting => return None,
                    BatchState::Failed => None,
                    BatchState::Done(answers) => answers
                        .into_iter()
                        .map(JobAnswer::review)
                        .collect::<Option<Vec<_>>>()
                        .map(|stretches| stretches.concat()),
                };
                if let Some(evals) = evals {
                    let moves: Vec<_> = game.plies().iter().map(|p| (p.mover, p.mv)).collect();
                    return Some(judge(&moves, &evals));
                }
                // A worker failed: the same review on the page's thread.
                let reviewer = AnyReviewer::new(game, *level, 1)?;
                self.running = Running::Sliced {
                    reviewer: Box::new(reviewer),
                    slice: *slice,
                };
                None
            }
        }
    }
}

/// The requests for a review of `game` in `workers` workers: a stretch of positions each.
fn stretch_requests(game: &Match, level: Level, workers: usize) -> Vec<JobRequest> {
    stretches(game.len(), workers)
        .into_iter()
        .map(|(from, to)| {
            let work = Work::Review {
                level: level.get(),
                seed: 1,
                from,
                to,
            };
            JobRequest::of(game, work)
        })
        .collect()
}

impl Drop for ReviewRun {
    fn drop(&mut self) {
        // (A batch in the workers cancels its jobs as it is dropped.)
        if let Running::Pool { stop, .. } = &self.running {
            stop.store(true, Ordering::Relaxed);
        }
    }
}
