//! Solves beside the game (`ai::jobs`' `WinIn` and `Puzzle`: a hint's "wins in N", a person's
//! own puzzles from a review), as the AI's searches run ([`super::background`]): on the desktop
//! a task on Bevy's async compute pool; in the browser in its Web Workers, or where there are
//! none one job a frame on the page's thread (each is bounded by the solver's nodes, so a
//! frame stays short). Dropping it drops the work not yet done.

use super::background::SearchSlicing;
use super::workers::{Batch, BatchState};
use crate::ai::jobs::{Job, JobAnswer, JobRequest};
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use std::collections::VecDeque;
use std::time::Duration;

/// Solve jobs under way; their answers come together, in the order asked.
pub struct Solves {
    running: Running,
}

enum Running {
    Pool(Task<Vec<JobAnswer>>),
    /// Posted round the browser's workers; should one fail, the jobs run on the page's thread.
    Workers {
        batch: Batch,
        requests: Vec<JobRequest>,
    },
    /// On the page's thread, one a poll: the jobs left and the answers so far.
    Here {
        left: VecDeque<JobRequest>,
        answers: Vec<JobAnswer>,
    },
}

impl Solves {
    /// Starts `requests`: in the browser's workers where it has them, else on the task pool
    /// (`slicing` of `None`) or on the page's thread.
    pub fn start(requests: Vec<JobRequest>, slicing: SearchSlicing) -> Solves {
        let running = match slicing.0 {
            None => Running::Pool(
                AsyncComputeTaskPool::get()
                    .spawn(async move { requests.iter().map(run).collect() }),
            ),
            Some(_) if requests.is_empty() => Running::here(requests),
            Some(_) => match Batch::post(&requests) {
                Some(batch) => Running::Workers { batch, requests },
                None => Running::here(requests),
            },
        };
        Solves { running }
    }

    /// Every answer once all are done.
    pub fn poll(&mut self) -> Option<Vec<JobAnswer>> {
        match &mut self.running {
            Running::Pool(task) => check_ready(task),
            Running::Workers { batch, requests } => match batch.poll() {
                BatchState::Waiting => None,
                BatchState::Done(answers) => Some(answers),
                BatchState::Failed => {
                    self.running = Running::here(std::mem::take(requests));
                    None
                }
            },
            Running::Here { left, answers } => {
                if let Some(request) = left.pop_front() {
                    answers.push(run(&request));
                }
                if !left.is_empty() {
                    crate::app::wake::soon();
                }
                left.is_empty().then(|| std::mem::take(answers))
            }
        }
    }

    /// Whether the browser's workers run these jobs.
    pub fn in_workers(&self) -> bool {
        matches!(self.running, Running::Workers { .. })
    }
}

impl Running {
    fn here(requests: Vec<JobRequest>) -> Running {
        Running::Here {
            left: requests.into(),
            answers: Vec::new(),
        }
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
