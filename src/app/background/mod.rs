//! Work that runs beside the game, so that the window keeps drawing and taking input: the AI's
//! searches (its turns and hints, [`search`]), a game's review ([`review`]) and the solver's
//! jobs ([`solve`]). One runner, [`Background`], runs each of them the same way: on the desktop
//! on Bevy's async compute pool; in the browser in its Web Workers ([`workers`]), or, where
//! there are none or one fails, in slices of a few milliseconds a frame on the page's thread
//! (docs/web.md, "The AI in workers"). [`SearchSlicing`] chooses between the pool and the
//! slices. Dropping a run stops it.

pub mod review;
pub mod search;
pub mod solve;
pub mod workers;

pub use review::ReviewRun;
pub use search::{BackgroundSearch, SearchStats};
pub use solve::Solves;

use crate::ai::jobs::{JobAnswer, JobRequest};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;
use workers::{Batch, BatchState};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SearchSlicing>()
        .init_resource::<SearchStats>();
}

/// How work runs beside the game: `None` on the task pool (the desktop), `Some(slice)` in the
/// browser's workers, else advanced by about `slice` a frame on the main thread (the browser).
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

/// A kind of work the runner runs: how it is cut into jobs for the browser's workers and
/// joined again, and how it runs by itself (on a thread, or in slices).
pub trait Work: Send + Sync + 'static {
    type Output: Send + 'static;
    type Steps: Steps<Output = Self::Output>;
    /// The work as it runs by itself; `None` when it cannot be done (a review of moves that
    /// are not the rules').
    fn steps(&self) -> Option<Self::Steps>;
    /// The jobs for the browser's `workers` (none: it runs by itself there too).
    fn requests(&self, workers: usize) -> Vec<JobRequest>;
    /// The workers' answers, in the order asked, as the work's output; `None` when one is not
    /// what was asked (it then runs by itself).
    fn join(&self, answers: Vec<JobAnswer>) -> Option<Self::Output>;
    /// A slice on the page's thread, from the base slice and the last frame's time.
    fn slice(&self, base: Duration, _frame: Duration) -> Duration {
        base
    }
}

/// Work running by itself.
pub trait Steps: Send + Sync + 'static {
    type Output: Send + 'static;
    /// All of it, on a task pool's thread: `stop` set gives up, `done` counts what is done.
    fn run(self, stop: &AtomicBool, done: &AtomicUsize) -> Option<Self::Output>;
    /// At most about `slice` more on this thread; the output once it is done.
    fn step(&mut self, slice: Duration) -> Option<Self::Output>;
    /// How much is done (a review's positions).
    fn done(&self) -> usize {
        0
    }
}

/// A piece of work under way.
pub struct Background<W: Work> {
    work: W,
    running: Running<W>,
}

enum Running<W: Work> {
    Pool {
        task: Task<Option<W::Output>>,
        stop: Arc<AtomicBool>,
        done: Arc<AtomicUsize>,
    },
    Workers {
        batch: Batch,
        slice: Duration,
    },
    Sliced {
        steps: W::Steps,
        slice: Duration,
    },
    /// It cannot be done (see [`Work::steps`]): it never answers.
    Stuck,
}

impl<W: Work> Background<W> {
    /// Starts `work`: in the browser's workers where it has them, else the way `slicing`
    /// says (see [`Self::stuck`] for work that cannot be done).
    pub fn start(work: W, slicing: SearchSlicing) -> Background<W> {
        if let (Some(slice), Some(n)) = (slicing.0, workers::available()) {
            let requests = work.requests(n);
            if !requests.is_empty()
                && let Some(batch) = Batch::post(&requests)
            {
                let running = Running::Workers { batch, slice };
                return Background { work, running };
            }
        }
        let Some(steps) = work.steps() else {
            let running = Running::Stuck;
            return Background { work, running };
        };
        let running = match slicing.0 {
            Some(slice) => Running::Sliced { steps, slice },
            None => {
                let stop = Arc::new(AtomicBool::new(false));
                let done = Arc::new(AtomicUsize::new(0));
                let (flag, count) = (stop.clone(), done.clone());
                let task =
                    AsyncComputeTaskPool::get().spawn(async move { steps.run(&flag, &count) });
                Running::Pool { task, stop, done }
            }
        };
        Background { work, running }
    }

    /// Whether it cannot be done (see [`Work::steps`]): it never answers.
    pub fn stuck(&self) -> bool {
        matches!(self.running, Running::Stuck)
    }

    /// The work it does.
    pub fn work(&self) -> &W {
        &self.work
    }

    /// The output once done; work in slices advances by one slice per call.
    pub fn poll(&mut self) -> Option<W::Output> {
        self.poll_after(Duration::ZERO)
    }

    /// [`Self::poll`], where the last frame took `frame` (a review's slices grow on a page
    /// that draws slowly).
    pub fn poll_after(&mut self, frame: Duration) -> Option<W::Output> {
        match &mut self.running {
            Running::Pool { task, .. } => {
                let output = check_ready(task)?;
                if output.is_none() {
                    // Finished without an output: a finished task is never polled again.
                    self.running = Running::Stuck;
                }
                output
            }
            Running::Sliced { steps, slice } => {
                let output = steps.step(self.work.slice(*slice, frame));
                if output.is_none() {
                    crate::app::wake::soon();
                }
                output
            }
            Running::Workers { batch, slice } => {
                let joined = match batch.poll() {
                    BatchState::Waiting => return None,
                    BatchState::Failed => None,
                    BatchState::Done(answers) => self.work.join(answers),
                };
                if joined.is_some() {
                    return joined;
                }
                // A worker failed, or answered something else: the same work on the page's
                // thread.
                let slice = *slice;
                self.running = match self.work.steps() {
                    Some(steps) => Running::Sliced { steps, slice },
                    None => Running::Stuck,
                };
                crate::app::wake::soon();
                None
            }
            Running::Stuck => None,
        }
    }

    /// How much is done (a review's positions).
    pub fn done(&self) -> usize {
        match &self.running {
            Running::Pool { done, .. } => done.load(Ordering::Relaxed),
            Running::Sliced { steps, .. } => steps.done(),
            Running::Workers { batch, .. } => batch.done(),
            Running::Stuck => 0,
        }
    }

    /// Whether the browser's workers run it.
    pub fn in_workers(&self) -> bool {
        matches!(self.running, Running::Workers { .. })
    }
}

impl<W: Work> Drop for Background<W> {
    fn drop(&mut self) {
        // (A batch in the workers cancels its jobs as it is dropped.)
        if let Running::Pool { stop, .. } = &self.running {
            stop.store(true, Ordering::Relaxed);
        }
    }
}
