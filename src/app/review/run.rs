//! A review running beside the game, as the AI's searches do (`game::background`): on the
//! desktop a task on Bevy's async compute pool, each position on every core; in the browser in
//! its Web Workers (the game cut into one stretch of positions per worker, `ai::jobs`), or
//! where there are none a resumable [`AnyReviewer`] advanced a few milliseconds per frame on
//! the page's one thread. Dropping it stops it.

use crate::ai::Level;
use crate::ai::Slice;
use crate::ai::jobs::{JobAnswer, JobRequest, Work, stretches};
use crate::ai::review::{AnyReviewer, PositionEval, Review, judge};
use crate::app::game::SearchSlicing;
use crate::app::game::workers::{self, Posted, Reply};
use crate::rules::{AnyMove, Match, Side};
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
        stretches: Vec<Stretch>,
        moves: Vec<(Side, AnyMove)>,
        game: Box<Match>,
        level: Level,
        slice: Duration,
    },
}

/// One worker's stretch of a review.
struct Stretch {
    job: Posted,
    done: usize,
    evals: Option<Vec<PositionEval<AnyMove>>>,
}

impl ReviewRun {
    /// Starts reviewing every move of `game` with `level`'s budget a position, the way
    /// `slicing` says; `None` if the game cannot be reviewed (its moves are not its rules').
    pub fn start(game: &Match, level: Level, slicing: SearchSlicing) -> Option<ReviewRun> {
        let mut reviewer = AnyReviewer::new(game, level, 1)?;
        let total = reviewer.total();
        if let (Some(slice), Some(n)) = (slicing.0, workers::pool_size())
            && !workers::failed()
            && let Some(running) = in_workers(game, level, n, slice)
        {
            return Some(ReviewRun { running, total });
        }
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
            Running::Workers { stretches, .. } => stretches.iter().map(|s| s.done).sum(),
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
            Running::Workers {
                stretches,
                moves,
                game,
                level,
                slice,
            } => {
                let mut refused = false;
                for stretch in stretches.iter_mut() {
                    for reply in workers::replies(stretch.job) {
                        match reply {
                            Reply::Progress(done, _) => stretch.done = done,
                            Reply::Answer(JobAnswer::Review(evals)) => {
                                stretch.done = evals.len();
                                stretch.evals = Some(evals);
                            }
                            Reply::Answer(_) => refused = true,
                        }
                    }
                }
                if refused || workers::failed() {
                    // The same review on the page's thread.
                    let reviewer = AnyReviewer::new(game, *level, 1)?;
                    self.running = Running::Sliced {
                        reviewer: Box::new(reviewer),
                        slice: *slice,
                    };
                    return None;
                }
                if stretches.iter().any(|s| s.evals.is_none()) {
                    return None;
                }
                let evals: Vec<_> = stretches
                    .iter_mut()
                    .filter_map(|s| s.evals.take())
                    .flatten()
                    .collect();
                stretches.clear();
                Some(judge(moves, &evals))
            }
        }
    }
}

/// A review of `game` in `n` workers, a stretch of positions each; `None` if a job could not
/// be posted (those posted are cancelled).
fn in_workers(game: &Match, level: Level, n: usize, slice: Duration) -> Option<Running> {
    let mut posted: Vec<Stretch> = Vec::new();
    for (i, (from, to)) in stretches(game.len(), n).into_iter().enumerate() {
        let work = Work::Review {
            level: level.get(),
            seed: 1,
            from,
            to,
        };
        match workers::post(i, &JobRequest::of(game, work)) {
            Some(job) => posted.push(Stretch {
                job,
                done: 0,
                evals: None,
            }),
            None => {
                posted.into_iter().for_each(|s| workers::cancel(s.job));
                return None;
            }
        }
    }
    Some(Running::Workers {
        stretches: posted,
        moves: game.plies().iter().map(|p| (p.mover, p.mv)).collect(),
        game: Box::new(game.clone()),
        level,
        slice,
    })
}

impl Drop for ReviewRun {
    fn drop(&mut self) {
        match &self.running {
            Running::Pool { stop, .. } => stop.store(true, Ordering::Relaxed),
            Running::Workers { stretches, .. } => {
                stretches.iter().for_each(|s| workers::cancel(s.job))
            }
            Running::Sliced { .. } => {}
        }
    }
}
