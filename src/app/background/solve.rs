//! The solver's jobs as background work (`ai::jobs`' `WinIn` and `Puzzle`: a hint's "wins in
//! N", a person's own puzzles from a review): on the desktop all on the task pool; in the
//! browser round its workers, or where there are none one job a frame on the page's thread
//! (each is bounded by the solver's nodes, so a frame stays short). Their answers come
//! together, in the order asked.

use super::{Background, SearchSlicing, Steps, Work};
use crate::ai::jobs::{Job, JobAnswer, JobRequest};
use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicUsize};
use std::time::Duration;

/// Solve jobs under way. Dropping it drops the work not yet done.
pub type Solves = Background<SolveJobs>;

/// The jobs to run.
pub struct SolveJobs(Vec<JobRequest>);

impl Solves {
    /// Starts `requests`: in the browser's workers where it has them, else on the task pool
    /// (`slicing` of `None`) or on the page's thread.
    pub fn solve(requests: Vec<JobRequest>, slicing: SearchSlicing) -> Solves {
        Background::start(SolveJobs(requests), slicing)
    }
}

impl Work for SolveJobs {
    type Output = Vec<JobAnswer>;
    type Steps = SolvesLeft;

    fn steps(&self) -> Option<SolvesLeft> {
        Some(SolvesLeft {
            left: self.0.iter().cloned().collect(),
            answers: Vec::new(),
        })
    }

    /// Each job to a worker, round the pool.
    fn requests(&self, _workers: usize) -> Vec<JobRequest> {
        self.0.clone()
    }

    fn join(&self, answers: Vec<JobAnswer>) -> Option<Vec<JobAnswer>> {
        Some(answers)
    }
}

/// The jobs left and the answers so far.
pub struct SolvesLeft {
    left: VecDeque<JobRequest>,
    answers: Vec<JobAnswer>,
}

impl Steps for SolvesLeft {
    type Output = Vec<JobAnswer>;

    fn run(self, _stop: &AtomicBool, _done: &AtomicUsize) -> Option<Vec<JobAnswer>> {
        Some(self.left.iter().map(run).collect())
    }

    /// One job a step, whatever the slice.
    fn step(&mut self, _slice: Duration) -> Option<Vec<JobAnswer>> {
        if let Some(request) = self.left.pop_front() {
            self.answers.push(run(&request));
        }
        self.left
            .is_empty()
            .then(|| std::mem::take(&mut self.answers))
    }
}

/// One job run to its answer (a solve answers in one step).
fn run(request: &JobRequest) -> JobAnswer {
    let mut job = Job::start(request);
    loop {
        if let Some(answer) = job.step(Duration::from_secs(60)) {
            return answer;
        }
    }
}
