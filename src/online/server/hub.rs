//! The rooms in memory behind one lock: loaded from the store at the start, swept of idle
//! rooms, rooms over put away and brought in again when asked for (docs/online.md, "Rooms
//! over").

use super::Config;
use super::codes::as_typed;
use super::journal::{Job, keep_journal};
use super::log::{log, now};
use crate::protocol::{ErrorCode, ServerMessage, write};
use crate::room::Room;
use crate::store::{Store, StoreError, StoredRoom, Write};
use quartet_core::rules::Side;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tokio::sync::mpsc::UnboundedSender;

/// A room over that nobody used for this long leaves memory (it stays stored).
pub(super) const PUT_AWAY_AFTER: Duration = Duration::from_secs(3600);

/// Whether `live` can leave memory: over, nobody connected to it, and unused since `done`
/// (seconds since the Unix epoch). Long after its last write was stored, so the store has
/// all of it when it is loaded again.
pub(super) fn put_away_now(live: &Live, done: i64) -> bool {
    live.room.over() && live.members.is_empty() && live.active < done
}

pub(super) struct Member {
    pub(super) conn: u64,
    pub(super) seat: Option<Side>,
    pub(super) tx: UnboundedSender<String>,
}

pub(super) struct Live {
    pub(super) room: Room,
    pub(super) creator: String,
    /// Seconds since the Unix epoch of its last event (as stored).
    pub(super) active: i64,
    pub(super) members: Vec<Member>,
}

impl From<StoredRoom> for Live {
    /// A stored room in memory, nobody connected yet.
    fn from(stored: StoredRoom) -> Live {
        Live {
            room: stored.room,
            creator: stored.creator,
            active: stored.active,
            members: Vec::new(),
        }
    }
}

impl Live {
    pub(super) fn online(&self) -> [bool; 2] {
        Side::BOTH.map(|s| self.members.iter().any(|m| m.seat == Some(s)))
    }

    pub(super) fn send_all(&self, job: &mut Job, message: &ServerMessage) {
        let text = write(message);
        for m in &self.members {
            job.frames.push((m.tx.clone(), text.clone()));
        }
    }

    pub(super) fn send_others(&self, job: &mut Job, conn: u64, message: &ServerMessage) {
        let text = write(message);
        for m in self.members.iter().filter(|m| m.conn != conn) {
            job.frames.push((m.tx.clone(), text.clone()));
        }
    }
}

/// One connection's binding: its room, once it has one.
pub(super) struct Connection {
    pub(super) id: u64,
    pub(super) addr: String,
    pub(super) tx: UnboundedSender<String>,
    pub(super) room: Option<String>,
}

pub(super) struct Inner {
    /// The rooms in memory: every room not yet over, and those over that were in use within
    /// [`PUT_AWAY_AFTER`].
    pub(super) rooms: HashMap<String, Live>,
    /// The other stored rooms (over, and not in use for longer), with their last activity:
    /// loaded again when asked for ([`Hub::bring_in`]). docs/online.md, "Rooms over".
    pub(super) put_away: HashMap<String, i64>,
    /// How many rooms not yet over each address created (the per-address cap), counted as
    /// rooms are created, end and are removed, not by looking through every room.
    pub(super) open_by: HashMap<String, usize>,
}

impl Inner {
    /// Whether a room with this code is stored (in memory or put away).
    pub(super) fn known(&self, code: &str) -> bool {
        self.rooms.contains_key(code) || self.put_away.contains_key(code)
    }
}

/// One more room not yet over from `addr`.
pub(super) fn opened(open_by: &mut HashMap<String, usize>, addr: &str) {
    *open_by.entry(addr.to_string()).or_default() += 1;
}

/// A room from `addr` is over (or removed before its end).
pub(super) fn closed(open_by: &mut HashMap<String, usize>, addr: &str) {
    if let Some(n) = open_by.get_mut(addr) {
        *n = n.saturating_sub(1);
        if *n == 0 {
            open_by.remove(addr);
        }
    }
}

pub struct Hub {
    pub(super) inner: Mutex<Inner>,
    /// A second connection to the store, for loading put-away rooms: reads outside the rooms'
    /// lock, beside the journal's writes.
    pub(super) reader: Mutex<Store>,
    pub(super) journal: std::sync::mpsc::Sender<Job>,
    pub(super) config: Config,
}

impl Hub {
    /// Opens the store and loads its rooms.
    pub fn open(config: Config) -> Result<Arc<Hub>, StoreError> {
        let (mut store, aside) = Store::open(&config.db, now())?;
        if let Some(aside) = aside {
            log(&format!(
                "{} was not a database: kept as {}, a new one started",
                config.db.display(),
                aside.display()
            ));
        }
        let before = now() - config.idle.as_secs() as i64;
        for code in store.remove_idle(before)? {
            log(&format!("room {code} removed: idle"));
        }
        let (stored, bad) = store.load()?;
        for why in bad {
            log(&format!("room {why}: its moves do not replay; left out"));
        }
        let (over, going_on): (Vec<_>, Vec<_>) = stored.into_iter().partition(|s| s.room.over());
        let put_away = over
            .into_iter()
            .map(|s| (s.room.code, s.active))
            .collect::<HashMap<_, _>>();
        let rooms = going_on
            .into_iter()
            .map(|s| (s.room.code.clone(), Live::from(s)))
            .collect::<HashMap<_, _>>();
        let mut open_by = HashMap::new();
        for live in rooms.values() {
            opened(&mut open_by, &live.creator);
        }
        log(&format!(
            "{} rooms loaded from {} ({} over, left in the store until asked for)",
            rooms.len(),
            config.db.display(),
            put_away.len()
        ));
        let (reader, _) = Store::open(&config.db, now())?;
        let (journal, jobs) = std::sync::mpsc::channel();
        std::thread::Builder::new()
            .name("journal".into())
            .spawn(move || keep_journal(store, jobs))
            .map_err(|e| StoreError::Thread(e.to_string()))?;
        Ok(Arc::new(Hub {
            inner: Mutex::new(Inner {
                rooms,
                put_away,
                open_by,
            }),
            reader: Mutex::new(reader),
            journal,
            config,
        }))
    }

    /// Queues `job` behind every decision before it.
    pub(super) fn post(&self, job: Job) {
        // Only fails once the journal stopped, and then the process is stopping.
        let _ = self.journal.send(job);
    }

    /// Sends `message` to `conn` in its turn (after what was decided for it before).
    pub(super) fn reply(&self, conn: &Connection, message: &ServerMessage) {
        let mut job = Job::default();
        job.send(&conn.tx, message);
        self.post(job);
    }

    pub(super) fn lock(&self) -> MutexGuard<'_, Inner> {
        // A panic while holding the lock is a bug; what was decided before it is in the
        // journal, so carry on.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Removes the rooms idle for longer than the configured time, and puts away the rooms
    /// over that nobody used for [`PUT_AWAY_AFTER`].
    pub(super) fn sweep(&self) {
        let now = now();
        let before = now - self.config.idle.as_secs() as i64;
        let mut inner = self.lock();
        let idle: Vec<String> = inner
            .rooms
            .iter()
            .filter(|(_, live)| live.active < before)
            .map(|(code, _)| code.clone())
            .collect();
        let mut job = Job::default();
        job.writes.push(Write::RemoveIdle { before });
        let notice = ServerMessage::Error {
            code: ErrorCode::UnknownRoom,
            message: "the room was removed after a long idle time".into(),
        };
        let Inner {
            rooms,
            put_away,
            open_by,
        } = &mut *inner;
        for code in idle {
            if let Some(live) = rooms.remove(&code) {
                live.send_all(&mut job, &notice);
                if !live.room.over() {
                    closed(open_by, &live.creator);
                }
            }
            job.log(&format!("room {code} removed: idle"));
        }
        put_away.retain(|code, active| {
            let keep = *active >= before;
            if !keep {
                job.log(&format!("room {code} removed: idle"));
            }
            keep
        });
        let done = now - PUT_AWAY_AFTER.as_secs() as i64;
        rooms.retain(|code, live| {
            let keep = !put_away_now(live, done);
            if !keep {
                put_away.insert(code.clone(), live.active);
                job.log(&format!(
                    "room {code} put away: over, and unused for an hour"
                ));
            }
            keep
        });
        self.post(job);
    }

    /// Loads room `code` from the store into memory if it was put away, so that `join`,
    /// `resume` and `watch` find it. The reading is done outside the rooms' lock.
    pub(super) fn bring_in(&self, code: &str) {
        let code = as_typed(code);
        if !self.lock().put_away.contains_key(&code) {
            return;
        }
        let stored = self
            .reader
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .load_room(&code);
        let stored = match stored {
            Ok(Some(stored)) => stored,
            // Removed meanwhile: the message is refused as for any unknown room.
            Ok(None) => return,
            Err(e) => {
                log(&format!("room {code} could not be loaded: {e}"));
                return;
            }
        };
        let mut inner = self.lock();
        // Only if it is still put away: the sweep may have removed it, or another message
        // brought it in, while it was read.
        if inner.put_away.remove(&code).is_some() {
            log(&format!("room {code} loaded from the store: asked for"));
            inner.rooms.insert(code, Live::from(stored));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::sync::mpsc::unbounded_channel;

    #[test]
    fn only_a_room_over_unused_and_left_alone_is_put_away() {
        let (tx, _rx) = unbounded_channel();
        let mut room = Room::new("ABCDEF".into(), "rush", Some(5), false).expect("a room");
        room.sit(Side::First, "Ann", "a".repeat(32));
        let mut live = Live {
            room,
            creator: "x".into(),
            active: 100,
            members: Vec::new(),
        };
        assert!(!put_away_now(&live, 200), "a room going on stays");
        live.room.resigned = Some(Side::First);
        assert!(live.room.over());
        assert!(put_away_now(&live, 200));
        assert!(!put_away_now(&live, 100), "used too lately");
        live.members.push(Member {
            conn: 1,
            seat: None,
            tx,
        });
        assert!(!put_away_now(&live, 200), "someone is connected");
    }
}
