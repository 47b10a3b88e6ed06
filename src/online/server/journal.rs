//! The journal: each decision's writes stored (many in one transaction) before its frames are
//! sent and its log lines written.

use super::log::{log, stamped, write_log};
use crate::protocol::{ServerMessage, write};
use crate::store::{Store, Write};
use tokio::sync::mpsc::UnboundedSender;

/// What one decision changes and announces: the frames go out, and its log lines are
/// written, once the writes are stored.
#[derive(Default)]
pub(super) struct Job {
    pub(super) writes: Vec<Write>,
    pub(super) frames: Vec<(UnboundedSender<String>, String)>,
    /// Lines for the log, stamped as decided ([`stamped`]).
    pub(super) logs: Vec<String>,
}

impl Job {
    pub(super) fn send(&mut self, to: &UnboundedSender<String>, message: &ServerMessage) {
        self.frames.push((to.clone(), write(message)));
    }

    /// A log line, written by the journal with the batch's others: not under the rooms' lock.
    pub(super) fn log(&mut self, line: &str) {
        self.logs.push(stamped(line));
    }
}

/// The most decisions stored in one transaction.
pub(super) const MOST_IN_ONE_COMMIT: usize = 2048;

/// The journal's thread: stores each batch of jobs in one transaction, then sends their
/// frames. Should the store fail, the server stops: nothing it could not store was announced,
/// and a restart serves what was stored.
pub(super) fn keep_journal(mut store: Store, journal: std::sync::mpsc::Receiver<Job>) {
    while let Ok(first) = journal.recv() {
        let mut batch = vec![first];
        batch.extend(journal.try_iter().take(MOST_IN_ONE_COMMIT));
        if batch.iter().any(|job| !job.writes.is_empty())
            && let Err(e) = store.apply(batch.iter().flat_map(|job| job.writes.iter()))
        {
            log(&format!(
                "the store failed: {e}; stopping (nothing unstored was announced)"
            ));
            std::process::exit(3);
        }
        let mut logs = String::new();
        for job in batch {
            for (to, text) in job.frames {
                let _ = to.send(text);
            }
            logs.extend(job.logs);
        }
        write_log(&logs);
    }
}
