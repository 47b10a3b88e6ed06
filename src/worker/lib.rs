//! The AI in a browser's Web Worker (`docs/web.md`, "The AI in workers"): `web/worker.js`
//! posts each job's request here as JSON (`quartet_core::ai::jobs`) under its number, steps the
//! jobs a slice at a time in turn (so a review's long job and the AI's move share the worker,
//! and between slices the worker hears a cancel), and posts each answer back.

use quartet_core::ai::jobs::{Job, JobAnswer, JobRequest, Work};
use quartet_core::rules::GameKind;
use std::cell::RefCell;
use std::collections::HashMap;
use std::time::Duration;
use wasm_bindgen::prelude::*;

thread_local! {
    /// The jobs under way, by number (a worker has one thread).
    static JOBS: RefCell<HashMap<u64, Job>> = RefCell::new(HashMap::new());
}

/// Searches each game's opening for `ms` milliseconds and drops the searches. The browser
/// compiles a module's functions with a quick compiler first and with its optimising one only
/// once they have run a while, in the background (V8's dynamic tiering): without this, a new
/// worker's first searches ran at well under half of their later speed (docs/web.md, "The
/// AI's speed"). `web/worker.js` calls it once, before it takes jobs.
#[wasm_bindgen]
pub fn warm_up(ms: f64) {
    for game in GameKind::ALL {
        let request = JobRequest {
            game,
            size: game.default_size(),
            options: Default::default(),
            moves: Vec::new(),
            work: Work::Search {
                level: 5,
                seed: 1,
                share: 0,
            },
        };
        let _ = Job::start(&request).step(Duration::from_secs_f64(ms.max(0.0) / 1000.0));
    }
}

/// Starts job `id`, the one `request` (JSON) asks for. A request that cannot be read is
/// answered by the job's first [`step`] with the reason.
#[wasm_bindgen]
pub fn start(id: f64, request: &str) {
    let job = match serde_json::from_str::<JobRequest>(request) {
        Ok(request) => Job::start(&request),
        Err(e) => Job::refused(format!("a request that cannot be read: {e}")),
    };
    JOBS.with_borrow_mut(|jobs| jobs.insert(id as u64, job));
}

/// Runs job `id` for at most `ms` milliseconds; its answer (JSON) once done, and then the job
/// is gone. `None` while it goes on, or when there is no such job.
#[wasm_bindgen]
pub fn step(id: f64, ms: f64) -> Option<String> {
    let id = id as u64;
    JOBS.with_borrow_mut(|jobs| {
        let answer = jobs
            .get_mut(&id)?
            .step(Duration::from_secs_f64(ms.max(1.0) / 1000.0))?;
        jobs.remove(&id);
        Some(answer_text(&answer))
    })
}

/// Job `id`'s progress, as `[done, total]` positions (a review's; a search is one).
#[wasm_bindgen]
pub fn progress(id: f64) -> Vec<u32> {
    JOBS.with_borrow(|jobs| {
        jobs.get(&(id as u64)).map_or(vec![0, 0], |job| {
            let (done, total) = job.progress();
            vec![done as u32, total as u32]
        })
    })
}

/// Drops job `id`.
#[wasm_bindgen]
pub fn cancel(id: f64) {
    JOBS.with_borrow_mut(|jobs| jobs.remove(&(id as u64)));
}

fn answer_text(answer: &JobAnswer) -> String {
    serde_json::to_string(answer).unwrap_or_else(|e| {
        // Not reached: an answer is plain data. Still an answer, not a lost job.
        let refused = JobAnswer::Refused(format!("the answer could not be written: {e}"));
        serde_json::to_string(&refused).unwrap_or_default()
    })
}
