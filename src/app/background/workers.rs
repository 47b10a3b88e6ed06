//! The AI in the browser's Web Workers (`docs/web.md`, "The AI in workers"): as many workers
//! as the machine has cores (`navigator.hardwareConcurrency`), each running `web/worker.js`
//! with the rules and the AI alone (`src/worker`). The game posts a job (`ai::jobs`) to a
//! worker and reads its replies here, a [`Batch`] of jobs at a time; searches, reviews and solves
//! use them through [`super::Background`]. Where workers cannot start (or the
//! page asks for none: `?workers=0`), [`available`] is `None` and the AI runs in slices on the
//! page's thread.
//! On the desktop there are no workers: the AI has threads.
//!
//! The pool lives in a thread-local (the page has one thread, and a `Worker` is not `Send`);
//! searches and reviews keep only their jobs' numbers.

use crate::ai::jobs::{JobAnswer, JobRequest};

/// What a worker said about a job.
#[derive(Clone, Debug)]
#[cfg_attr(
    not(target_arch = "wasm32"),
    expect(dead_code, reason = "only a browser's workers reply")
)]
enum Reply {
    Answer(JobAnswer),
    /// Positions done (a review's; the worker also says of how many).
    Progress(usize),
}

/// A job posted to a worker: which worker, and the job's number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Posted {
    worker: usize,
    id: u64,
}

#[cfg(target_arch = "wasm32")]
use browser::{cancel, failed, pool_size, post, replies};

// No workers on the desktop.
#[cfg(not(target_arch = "wasm32"))]
fn pool_size() -> Option<usize> {
    None
}

#[cfg(not(target_arch = "wasm32"))]
fn post(_worker: usize, _request: &JobRequest) -> Option<Posted> {
    None
}

#[cfg(not(target_arch = "wasm32"))]
fn cancel(_posted: Posted) {}

#[cfg(not(target_arch = "wasm32"))]
fn replies(_posted: Posted) -> Vec<Reply> {
    Vec::new()
}

#[cfg(not(target_arch = "wasm32"))]
fn failed() -> bool {
    false
}

/// How many workers the AI can use: `None` where there are none (the desktop, a page that
/// refused them) or one failed.
pub fn available() -> Option<usize> {
    pool_size().filter(|_| !failed())
}

/// What the page's AI runs on, for its hook: `workers:N`, `slices`, or on the desktop
/// `threads`.
pub fn mode_text() -> String {
    if cfg!(not(target_arch = "wasm32")) {
        return "threads".to_string();
    }
    available().map_or_else(|| "slices".to_string(), |n| format!("workers:{n}"))
}

/// Jobs posted one to each worker and answered together: a search's shares, a review's
/// stretches. Dropping it cancels the jobs not yet answered.
pub struct Batch {
    jobs: Vec<Posted>,
    answers: Vec<Option<JobAnswer>>,
    /// Each job's positions done, from its progress.
    done: Vec<usize>,
}

/// Where a [`Batch`] is.
pub enum BatchState {
    Waiting,
    /// A worker failed, or refused a job: the caller does the work itself.
    Failed,
    /// Every answer, in the order the requests were posted.
    Done(Vec<JobAnswer>),
}

impl Batch {
    /// Posts `requests`, the first to the first worker and so on round the pool; `None`
    /// without workers, or if one could not be posted (those posted are then cancelled).
    pub fn post(requests: &[JobRequest]) -> Option<Batch> {
        available()?;
        let mut batch = Batch {
            jobs: Vec::new(),
            answers: vec![None; requests.len()],
            done: vec![0; requests.len()],
        };
        for (i, request) in requests.iter().enumerate() {
            // On failure `batch` is dropped, which cancels the jobs posted.
            batch.jobs.push(post(i, request)?);
        }
        Some(batch)
    }

    /// Reads the workers' replies.
    pub fn poll(&mut self) -> BatchState {
        for (i, &job) in self.jobs.iter().enumerate() {
            for reply in replies(job) {
                match reply {
                    Reply::Progress(done) => self.done[i] = done,
                    Reply::Answer(JobAnswer::Refused(_)) => return BatchState::Failed,
                    Reply::Answer(answer) => {
                        if let JobAnswer::Review(evals) = &answer {
                            self.done[i] = evals.len();
                        }
                        self.answers[i] = Some(answer);
                    }
                }
            }
        }
        if failed() {
            return BatchState::Failed;
        }
        if self.answers.iter().any(Option::is_none) {
            return BatchState::Waiting;
        }
        // All answered: nothing is left to cancel.
        self.jobs.clear();
        BatchState::Done(self.answers.iter_mut().filter_map(Option::take).collect())
    }

    /// The positions the jobs have done (a review's progress).
    pub fn done(&self) -> usize {
        self.done.iter().sum()
    }
}

impl Drop for Batch {
    fn drop(&mut self) {
        for (&job, answer) in self.jobs.iter().zip(&self.answers) {
            if answer.is_none() {
                cancel(job);
            }
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod browser {
    use super::{Posted, Reply};
    use crate::ai::jobs::{JobAnswer, JobRequest};
    use std::cell::{Cell, RefCell};
    use std::collections::{HashMap, HashSet};
    use std::rc::Rc;
    use web_sys::wasm_bindgen::closure::Closure;
    use web_sys::wasm_bindgen::{JsCast, JsValue};
    use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType, js_sys};

    /// The most workers a page starts, whatever the machine says.
    const MOST: usize = 16;

    struct Pool {
        workers: Vec<Worker>,
        /// Replies not yet read, by job.
        inbox: Rc<RefCell<HashMap<u64, Vec<Reply>>>>,
        /// The jobs posted and neither answered nor cancelled: a reply to another is dropped.
        live: Rc<RefCell<HashSet<u64>>>,
        /// A worker failed to load or stopped with an error: the AI falls back to slices.
        failed: Rc<Cell<bool>>,
        next_id: Cell<u64>,
        /// Kept alive while the workers are.
        _handlers: Vec<Closure<dyn FnMut(MessageEvent)>>,
        _errors: Vec<Closure<dyn FnMut(JsValue)>>,
    }

    thread_local! {
        /// The pool, once asked for: `None` inside when workers cannot start.
        static POOL: RefCell<Option<Option<Pool>>> = const { RefCell::new(None) };
    }

    fn with_pool<T>(f: impl FnOnce(&Pool) -> T) -> Option<T> {
        POOL.with_borrow_mut(|slot| {
            let pool = slot.get_or_insert_with(start_pool);
            pool.as_ref().map(f)
        })
    }

    /// Whether the page's address asks for no workers (`?workers=0`: the fallback's test).
    fn refused_by_page() -> bool {
        web_sys::window()
            .and_then(|w| w.location().search().ok())
            .is_some_and(|query| {
                query
                    .trim_start_matches('?')
                    .split('&')
                    .any(|pair| pair == "workers=0")
            })
    }

    fn start_pool() -> Option<Pool> {
        if refused_by_page() {
            return None;
        }
        let window = web_sys::window()?;
        let workers = match started_by_loader(&window) {
            Some(workers) => workers,
            None => {
                let cores = window.navigator().hardware_concurrency() as usize;
                let options = WorkerOptions::new();
                options.set_type(WorkerType::Module);
                (0..cores.clamp(1, MOST))
                    .map(|_| Worker::new_with_options("worker/worker.js", &options).ok())
                    .collect::<Option<Vec<_>>>()?
            }
        };
        let inbox: Rc<RefCell<HashMap<u64, Vec<Reply>>>> = Rc::default();
        let live: Rc<RefCell<HashSet<u64>>> = Rc::default();
        let failed = Rc::new(Cell::new(false));
        let (mut handlers, mut errors) = (Vec::new(), Vec::new());
        for worker in &workers {
            // One that failed before the game took it over (the loader marked it).
            let marked = js_sys::Reflect::get(worker, &JsValue::from_str("quartetFailed"));
            if marked.is_ok_and(|v| v.is_truthy()) {
                failed.set(true);
            }
            let (inbox, live, failed_here) = (inbox.clone(), live.clone(), failed.clone());
            let handler = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                read_message(&event.data(), &inbox, &live, &failed_here);
                crate::app::wake::soon();
            });
            worker.set_onmessage(Some(handler.as_ref().unchecked_ref()));
            let failed_here = failed.clone();
            let error = Closure::<dyn FnMut(JsValue)>::new(move |_| {
                failed_here.set(true);
                crate::app::wake::soon();
            });
            worker.set_onerror(Some(error.as_ref().unchecked_ref()));
            handlers.push(handler);
            errors.push(error);
        }
        Some(Pool {
            workers,
            inbox,
            live,
            failed,
            next_id: Cell::new(1),
            _handlers: handlers,
            _errors: errors,
        })
    }

    /// The workers `web/loader.js` started while the game loaded (`window.quartetWorkers`), so
    /// that they warmed up by the first move (`docs/web.md`, "The AI's speed"); `None` if it
    /// started none.
    fn started_by_loader(window: &web_sys::Window) -> Option<Vec<Worker>> {
        let list = js_sys::Reflect::get(window, &JsValue::from_str("quartetWorkers")).ok()?;
        if !js_sys::Array::is_array(&list) {
            return None;
        }
        let workers: Vec<Worker> = js_sys::Array::from(&list)
            .iter()
            .filter_map(|w| w.dyn_into::<Worker>().ok())
            .collect();
        (!workers.is_empty()).then_some(workers)
    }

    /// A worker's message: `{id, answer}`, `{id, progress: [done, total]}`, `{ready}` or
    /// `{failed}`.
    fn read_message(
        data: &JsValue,
        inbox: &RefCell<HashMap<u64, Vec<Reply>>>,
        live: &RefCell<HashSet<u64>>,
        failed: &Cell<bool>,
    ) {
        let get = |key: &str| js_sys::Reflect::get(data, &JsValue::from_str(key)).ok();
        if get("failed").is_some_and(|v| !v.is_undefined()) {
            failed.set(true);
            return;
        }
        let Some(id) = get("id").and_then(|v| v.as_f64()).map(|id| id as u64) else {
            return;
        };
        if !live.borrow().contains(&id) {
            // A cancelled job's last words.
            return;
        }
        let reply = if let Some(text) = get("answer").and_then(|v| v.as_string()) {
            Reply::Answer(
                serde_json::from_str::<JobAnswer>(&text).unwrap_or_else(|e| {
                    JobAnswer::Refused(format!("a worker's answer that cannot be read: {e}"))
                }),
            )
        } else if let Some(progress) = get("progress").filter(|v| v.is_object()) {
            let done = js_sys::Array::from(&progress).get(0).as_f64();
            Reply::Progress(done.unwrap_or(0.0) as usize)
        } else {
            return;
        };
        if matches!(reply, Reply::Answer(_)) {
            live.borrow_mut().remove(&id);
        }
        inbox.borrow_mut().entry(id).or_default().push(reply);
    }

    /// How many workers the page has; `None` where they cannot start.
    pub fn pool_size() -> Option<usize> {
        with_pool(|pool| pool.workers.len())
    }

    /// Whether a worker failed (then the AI runs in slices).
    pub fn failed() -> bool {
        with_pool(|pool| pool.failed.get()).unwrap_or(true)
    }

    /// Posts `request` to worker `worker` (round the pool) once the frame being drawn is done
    /// ([`after_frame`]: a search started during it shared the cores with the drawing);
    /// `None` without workers.
    pub fn post(worker: usize, request: &JobRequest) -> Option<Posted> {
        let text = serde_json::to_string(request).ok()?;
        with_pool(|pool| {
            let worker = worker % pool.workers.len();
            let id = pool.next_id.get();
            pool.next_id.set(id + 1);
            let message = js_sys::Object::new();
            let set =
                |k: &str, v: JsValue| js_sys::Reflect::set(&message, &JsValue::from_str(k), &v);
            set("id", JsValue::from_f64(id as f64)).ok()?;
            set("request", JsValue::from_str(&text)).ok()?;
            pool.live.borrow_mut().insert(id);
            let (target, live) = (pool.workers[worker].clone(), pool.live.clone());
            // A job cancelled before it is sent is never sent.
            let send = Closure::once_into_js(move || {
                if live.borrow().contains(&id) {
                    let _ = target.post_message(&message);
                }
            });
            after_frame(send.unchecked_ref());
            Some(Posted { worker, id })
        })
        .flatten()
    }

    /// Calls `send` once the frame being drawn is done (the page's `quartetAfterFrame`,
    /// `web/loader.js`), or at once where the page has no such function.
    fn after_frame(send: &js_sys::Function) {
        let later = web_sys::window()
            .and_then(|w| js_sys::Reflect::get(&w, &JsValue::from_str("quartetAfterFrame")).ok())
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
        let queued = later.is_some_and(|later| later.call1(&JsValue::NULL, send).is_ok());
        if !queued {
            let _ = send.call0(&JsValue::NULL);
        }
    }

    /// Cancels a job (its worker drops it; a reply already sent is dropped here).
    pub fn cancel(posted: Posted) {
        with_pool(|pool| {
            let message = js_sys::Object::new();
            let _ = js_sys::Reflect::set(
                &message,
                &JsValue::from_str("cancel"),
                &JsValue::from_f64(posted.id as f64),
            );
            if let Some(worker) = pool.workers.get(posted.worker) {
                let _ = worker.post_message(&message);
            }
            pool.inbox.borrow_mut().remove(&posted.id);
            pool.live.borrow_mut().remove(&posted.id);
        });
    }

    /// The job's replies since the last call, oldest first.
    pub fn replies(posted: Posted) -> Vec<Reply> {
        with_pool(|pool| {
            pool.inbox
                .borrow_mut()
                .remove(&posted.id)
                .unwrap_or_default()
        })
        .unwrap_or_default()
    }
}
