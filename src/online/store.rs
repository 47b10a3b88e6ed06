//! The server's store: rooms, seats and moves in SQLite (`docs/online.md`, "The store"). WAL
//! with `synchronous = NORMAL`: a transaction is durable once it returns, whatever happens to
//! the process (`kill -9` loses nothing acknowledged; only the machine losing power could lose
//! the last moments). The schema's version is SQLite's `user_version`.

use crate::room::{Moved, Room};
use quartet_core::rules::Side;
use rusqlite::{Connection, OptionalExtension, params};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The schema this build writes and reads.
pub const SCHEMA_VERSION: i64 = 1;

const SCHEMA: &str = "
CREATE TABLE rooms (
    code TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    size INTEGER NOT NULL,
    swap INTEGER NOT NULL,
    resigned INTEGER,
    creator TEXT NOT NULL,
    created INTEGER NOT NULL,
    active INTEGER NOT NULL
);
CREATE TABLE seats (
    room TEXT NOT NULL REFERENCES rooms(code) ON DELETE CASCADE,
    side INTEGER NOT NULL,
    name TEXT NOT NULL,
    token TEXT NOT NULL,
    PRIMARY KEY (room, side)
);
CREATE TABLE moves (
    room TEXT NOT NULL REFERENCES rooms(code) ON DELETE CASCADE,
    ply INTEGER NOT NULL,
    move TEXT NOT NULL,
    PRIMARY KEY (room, ply)
);
CREATE INDEX rooms_by_activity ON rooms(active);
";

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("the database: {0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("the store's thread could not start: {0}")]
    Thread(String),
    #[error("its moves do not replay: room {0}")]
    Replay(String),
    #[error(
        "{path} has schema version {found}, newer than this server's {SCHEMA_VERSION}: use a newer quartet, or another --db"
    )]
    Newer { path: String, found: i64 },
}

/// One change to store.
#[derive(Clone, Debug)]
pub enum Write {
    /// A new room with its creator's seat.
    Create {
        room: Box<Room>,
        side: Side,
        creator: String,
        now: i64,
    },
    /// A seat taken (the room as it is now).
    Sit {
        room: Box<Room>,
        side: Side,
        now: i64,
    },
    /// A move's entries (the move and its forced passes).
    Moved {
        code: String,
        entries: Vec<Moved>,
        now: i64,
    },
    Resigned {
        code: String,
        side: Side,
        now: i64,
    },
    /// The rooms whose last event is before `before` removed.
    RemoveIdle {
        before: i64,
    },
}

/// A room as stored, with what only the server keeps of it.
pub struct StoredRoom {
    pub room: Room,
    /// The address that created it (for the per-address cap).
    pub creator: String,
    /// Seconds since the Unix epoch of its last event.
    pub active: i64,
}

pub struct Store {
    db: Connection,
    /// Each room's `active` as this run last stored it: a move stores it again only once it
    /// is [`TOUCH_EVERY`] old, not with every move (`docs/online.md`, "The store").
    touched: HashMap<String, i64>,
}

/// How stale a room's stored last activity may be: rooms are removed after days idle, and one
/// write of the `rooms` row per move was most of what the moves cost SQLite.
pub const TOUCH_EVERY: i64 = 60;
/// The rooms [`Store::touched`] remembers before it forgets those touched longer ago.
const TOUCHED_KEPT: usize = 65_536;

/// A `rooms` row, as [`ROOM_ROW`] selects it.
struct RoomRow {
    code: String,
    game: String,
    size: i64,
    swap: bool,
    resigned: Option<i64>,
    creator: String,
    active: i64,
}

/// The query of a room's row, to which `WHERE` or `ORDER BY` is added.
const ROOM_ROW: &str = "SELECT code, game, size, swap, resigned, creator, active FROM rooms";

impl RoomRow {
    fn read(r: &rusqlite::Row) -> rusqlite::Result<RoomRow> {
        Ok(RoomRow {
            code: r.get(0)?,
            game: r.get(1)?,
            size: r.get(2)?,
            swap: r.get(3)?,
            resigned: r.get(4)?,
            creator: r.get(5)?,
            active: r.get(6)?,
        })
    }
}

impl Store {
    /// Opens (or creates) the database at `path`. A file that is not a database is moved
    /// aside (to `NAME.bad-SECONDS`, never deleted) and a new one started; the returned path
    /// says where it went. A newer schema is refused, the file untouched.
    pub fn open(path: &Path, now: i64) -> Result<(Store, Option<PathBuf>), StoreError> {
        match Store::open_here(path) {
            Ok(store) => Ok((store, None)),
            Err(StoreError::Sqlite(e)) if path.exists() && not_a_database(&e) => {
                let aside = PathBuf::from(format!("{}.bad-{now}", path.display()));
                std::fs::rename(path, &aside).map_err(|_| StoreError::Sqlite(e))?;
                for suffix in ["-wal", "-shm"] {
                    let side = PathBuf::from(format!("{}{suffix}", path.display()));
                    if side.exists() {
                        let _ = std::fs::rename(&side, format!("{}{suffix}", aside.display()));
                    }
                }
                Ok((Store::open_here(path)?, Some(aside)))
            }
            Err(e) => Err(e),
        }
    }

    fn open_here(path: &Path) -> Result<Store, StoreError> {
        let db = Connection::open(path)?;
        // The version first: a newer database is left exactly as it is (WAL would change it).
        let version: i64 = db.pragma_query_value(None, "user_version", |r| r.get(0))?;
        if version > SCHEMA_VERSION {
            return Err(StoreError::Newer {
                path: path.display().to_string(),
                found: version,
            });
        }
        db.pragma_update(None, "journal_mode", "WAL")?;
        db.pragma_update(None, "synchronous", "NORMAL")?;
        db.pragma_update(None, "foreign_keys", "ON")?;
        db.busy_timeout(std::time::Duration::from_secs(5))?;
        // A new file (version 0) gets the schema.
        if version == 0 {
            db.execute_batch(&format!(
                "BEGIN; {SCHEMA} PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;"
            ))?;
        }
        Ok(Store {
            db,
            touched: HashMap::new(),
        })
    }

    /// Every stored room, its moves replayed with the rules. A room whose moves no longer
    /// replay is left out and named in the second list (it stays stored).
    pub fn load(&self) -> Result<(Vec<StoredRoom>, Vec<String>), StoreError> {
        let mut rooms = Vec::new();
        let mut bad = Vec::new();
        let mut query = self.db.prepare(&format!("{ROOM_ROW} ORDER BY code"))?;
        for row in query.query_map([], RoomRow::read)? {
            match self.stored(row?) {
                Ok(room) => rooms.push(room),
                Err(why) => bad.push(why),
            }
        }
        Ok((rooms, bad))
    }

    /// Room `code` as stored, its moves replayed; `None` if there is no such room. A room
    /// whose moves no longer replay is an error, with the reason.
    pub fn load_room(&self, code: &str) -> Result<Option<StoredRoom>, StoreError> {
        let row = self
            .db
            .query_row(
                &format!("{ROOM_ROW} WHERE code = ?1"),
                [code],
                RoomRow::read,
            )
            .optional()?;
        row.map(|row| self.stored(row).map_err(StoreError::Replay))
            .transpose()
    }

    /// The room of `row`, as [`StoredRoom`]; or, if its moves no longer replay, its code
    /// and why.
    fn stored(&self, row: RoomRow) -> Result<StoredRoom, String> {
        let room = self
            .rebuild(&row)
            .map_err(|why| format!("{}: {why}", row.code))?;
        Ok(StoredRoom {
            room,
            creator: row.creator,
            active: row.active,
        })
    }

    /// The room of `row` with its seats, its moves replayed with the rules.
    fn rebuild(&self, row: &RoomRow) -> Result<Room, String> {
        let code = row.code.as_str();
        let size = usize::try_from(row.size).map_err(|_| format!("size {}", row.size))?;
        let mut room =
            Room::new(code.to_string(), &row.game, Some(size), row.swap).map_err(|e| e.message)?;
        let moves: Vec<String> = self
            .db
            .prepare("SELECT move FROM moves WHERE room = ?1 ORDER BY ply")
            .and_then(|mut q| {
                q.query_map([code], |r| r.get(0))?
                    .collect::<Result<Vec<String>, _>>()
            })
            .map_err(|e| e.to_string())?;
        room.replay(&moves)?;
        let mut seats = self
            .db
            .prepare("SELECT side, name, token FROM seats WHERE room = ?1")
            .map_err(|e| e.to_string())?;
        let rows = seats
            .query_map([code], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                ))
            })
            .map_err(|e| e.to_string())?;
        for seat in rows {
            let (side, name, token) = seat.map_err(|e| e.to_string())?;
            room.sit(side_of(side)?, &name, token);
        }
        room.resigned = row.resigned.map(side_of).transpose()?;
        Ok(room)
    }

    /// Stores `writes` in one transaction: all of them or, on an error, none.
    pub fn apply<'a>(
        &mut self,
        writes: impl IntoIterator<Item = &'a Write>,
    ) -> Result<(), StoreError> {
        let tx = self.db.transaction()?;
        // The activity this transaction stores, remembered once it commits.
        let mut touched: HashMap<String, i64> = HashMap::new();
        for w in writes {
            match w {
                Write::Create {
                    room,
                    side,
                    creator,
                    now,
                } => {
                    tx.execute(
                        "INSERT INTO rooms (code, game, size, swap, resigned, creator, created, active)
                         VALUES (?1, ?2, ?3, ?4, NULL, ?5, ?6, ?6)",
                        params![
                            room.code,
                            room.kind().name(),
                            room.size() as i64,
                            room.swap,
                            creator,
                            now
                        ],
                    )?;
                    insert_seat(&tx, room, *side)?;
                    touched.insert(room.code.clone(), *now);
                }
                Write::Sit { room, side, now } => {
                    insert_seat(&tx, room, *side)?;
                    touch(&tx, &room.code, *now)?;
                    touched.insert(room.code.clone(), *now);
                }
                Write::Moved { code, entries, now } => {
                    let mut insert = tx.prepare_cached(
                        "INSERT INTO moves (room, ply, move) VALUES (?1, ?2, ?3)",
                    )?;
                    for m in entries {
                        insert.execute(params![code, m.ply as i64, m.mv])?;
                    }
                    let last = touched.get(code).or_else(|| self.touched.get(code));
                    if last.is_none_or(|&at| !(at..at + TOUCH_EVERY).contains(now)) {
                        touch(&tx, code, *now)?;
                        touched.insert(code.clone(), *now);
                    }
                }
                Write::Resigned { code, side, now } => {
                    tx.execute(
                        "UPDATE rooms SET resigned = ?2, active = ?3 WHERE code = ?1",
                        params![code, side.index() as i64, now],
                    )?;
                    touched.insert(code.clone(), *now);
                }
                Write::RemoveIdle { before } => {
                    tx.execute("DELETE FROM rooms WHERE active < ?1", [before])?;
                }
            }
        }
        tx.commit()?;
        if self.touched.len() + touched.len() > TOUCHED_KEPT {
            let now = touched.values().copied().max().unwrap_or_default();
            self.touched.retain(|_, &mut at| now - at < TOUCH_EVERY);
        }
        self.touched.extend(touched);
        Ok(())
    }

    /// A new room with its creator's seat.
    pub fn create(
        &mut self,
        room: &Room,
        side: Side,
        creator: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        self.apply([&Write::Create {
            room: Box::new(room.clone()),
            side,
            creator: creator.to_string(),
            now,
        }])
    }

    /// A seat taken.
    pub fn sit(&mut self, room: &Room, side: Side, now: i64) -> Result<(), StoreError> {
        self.apply([&Write::Sit {
            room: Box::new(room.clone()),
            side,
            now,
        }])
    }

    /// A move's entries (the move and its forced passes).
    pub fn moved(&mut self, code: &str, entries: &[Moved], now: i64) -> Result<(), StoreError> {
        self.apply([&Write::Moved {
            code: code.to_string(),
            entries: entries.to_vec(),
            now,
        }])
    }

    /// A resignation.
    pub fn resigned(&mut self, code: &str, side: Side, now: i64) -> Result<(), StoreError> {
        self.apply([&Write::Resigned {
            code: code.to_string(),
            side,
            now,
        }])
    }

    /// Removes the rooms whose last event is before `before`; their codes.
    pub fn remove_idle(&mut self, before: i64) -> Result<Vec<String>, StoreError> {
        let tx = self.db.transaction()?;
        let codes: Vec<String> = tx
            .prepare("SELECT code FROM rooms WHERE active < ?1")?
            .query_map([before], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        tx.execute("DELETE FROM rooms WHERE active < ?1", [before])?;
        tx.commit()?;
        Ok(codes)
    }

    /// How many moves are stored (passes included), in all rooms.
    pub fn move_count(&self) -> Result<u64, StoreError> {
        Ok(self
            .db
            .query_row("SELECT COUNT(*) FROM moves", [], |r| r.get::<_, i64>(0))?
            .max(0) as u64)
    }

    /// Whether a room of this code is stored.
    pub fn has_room(&self, code: &str) -> Result<bool, StoreError> {
        Ok(self
            .db
            .query_row("SELECT 1 FROM rooms WHERE code = ?1", [code], |_| Ok(()))
            .optional()?
            .is_some())
    }
}

fn insert_seat(tx: &rusqlite::Transaction, room: &Room, side: Side) -> rusqlite::Result<()> {
    if let Some(seat) = &room.seats[side.index()] {
        tx.execute(
            "INSERT OR REPLACE INTO seats (room, side, name, token) VALUES (?1, ?2, ?3, ?4)",
            params![room.code, side.index() as i64, seat.name, seat.token],
        )?;
    }
    Ok(())
}

fn touch(tx: &rusqlite::Transaction, code: &str, now: i64) -> rusqlite::Result<()> {
    tx.execute(
        "UPDATE rooms SET active = ?2 WHERE code = ?1",
        params![code, now],
    )?;
    Ok(())
}

fn side_of(index: i64) -> Result<Side, String> {
    match index {
        0 => Ok(Side::First),
        1 => Ok(Side::Second),
        _ => Err(format!("side {index}")),
    }
}

/// Whether SQLite says the file is not a database (or is damaged).
fn not_a_database(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(rusqlite::ErrorCode::NotADatabase | rusqlite::ErrorCode::DatabaseCorrupt)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn room_with_moves(code: &str) -> Room {
        let mut room = Room::new(code.into(), "rush", Some(5), false).expect("a room");
        room.sit(Side::First, "Ann", "a".repeat(32));
        room
    }

    /// When [`two_rooms`] plays its move: late enough to store the room's activity again.
    const PLAYED: i64 = 10 + TOUCH_EVERY;

    /// A store in `dir` with room `first` (created from "x" at 10, c3 played at [`PLAYED`]) and
    /// room `second` (created from "x" at `later`); the first room as played.
    fn two_rooms(dir: &Path, first: &str, second: &str, later: i64) -> (Store, Room) {
        let (mut store, _) = Store::open(&dir.join("s.sqlite3"), 0).expect("opens");
        let mut room = room_with_moves(first);
        store.create(&room, Side::First, "x", 10).expect("stored");
        let added = room.play(Side::First, 0, "c3").expect("legal");
        store.moved(first, &added, PLAYED).expect("stored");
        store
            .create(&room_with_moves(second), Side::First, "x", later)
            .expect("stored");
        (store, room)
    }

    #[test]
    fn rooms_seats_and_moves_come_back_as_they_were_stored() {
        let dir = tempfile::tempdir().expect("a folder");
        let path = dir.path().join("s.sqlite3");
        let (mut store, aside) = Store::open(&path, 100).expect("opens");
        assert_eq!(aside, None);
        let mut room = room_with_moves("AAAAAA");
        store
            .create(&room, Side::First, "10.0.0.1", 100)
            .expect("stored");
        room.sit(Side::Second, "Bo", "b".repeat(32));
        store.sit(&room, Side::Second, 101).expect("stored");
        for text in ["c3", "b2", "d4"] {
            let side = room.to_move().expect("going on");
            let added = room.play(side, room.moves.len(), text).expect("legal");
            store.moved("AAAAAA", &added, 102).expect("stored");
        }
        store.resigned("AAAAAA", Side::Second, 103).expect("stored");
        drop(store);

        let (store, _) = Store::open(&path, 200).expect("opens again");
        let (rooms, bad) = store.load().expect("loads");
        assert!(bad.is_empty(), "{bad:?}");
        let [back] = rooms.as_slice() else {
            panic!("one room");
        };
        assert_eq!(back.room.moves, room.moves);
        assert_eq!(back.room.seats, room.seats);
        assert_eq!(back.room.resigned, Some(Side::Second));
        assert_eq!((back.creator.as_str(), back.active), ("10.0.0.1", 103));
        assert_eq!(store.move_count().expect("counts"), 3);
    }

    #[test]
    fn idle_rooms_are_removed_with_their_seats_and_moves() {
        let dir = tempfile::tempdir().expect("a folder");
        let (mut store, _) = two_rooms(dir.path(), "OLDOLD", "NEWNEW", 500);
        assert_eq!(store.remove_idle(100).expect("removes"), vec!["OLDOLD"]);
        assert!(!store.has_room("OLDOLD").expect("asks"));
        assert!(store.has_room("NEWNEW").expect("asks"));
        assert_eq!(store.move_count().expect("counts"), 0);
    }

    #[test]
    fn a_file_that_is_not_a_database_is_kept_aside_and_a_newer_schema_refused() {
        let dir = tempfile::tempdir().expect("a folder");
        let path = dir.path().join("s.sqlite3");
        let junk = "this is not SQLite, just words that must not be lost ".repeat(200);
        std::fs::write(&path, &junk).expect("written");
        let (store, aside) = Store::open(&path, 42).expect("a new database");
        let aside = aside.expect("the bad file was moved aside");
        assert_eq!(aside, dir.path().join("s.sqlite3.bad-42"));
        assert_eq!(std::fs::read_to_string(&aside).expect("kept"), junk);
        assert!(store.load().expect("empty").0.is_empty());
        drop(store);

        let newer = dir.path().join("newer.sqlite3");
        let db = Connection::open(&newer).expect("a database");
        db.pragma_update(None, "user_version", SCHEMA_VERSION + 1)
            .expect("set");
        drop(db);
        let before = std::fs::read(&newer).expect("read");
        match Store::open(&newer, 0) {
            Err(StoreError::Newer { found, .. }) => assert_eq!(found, SCHEMA_VERSION + 1),
            Err(e) => panic!("{e}"),
            Ok(_) => panic!("a newer schema was opened"),
        }
        let after = std::fs::read(&newer).expect("read");
        assert!(after == before, "the newer database changed");
    }

    #[test]
    fn a_room_s_activity_is_stored_at_most_a_minute_stale_not_with_every_move() {
        let dir = tempfile::tempdir().expect("a folder");
        let path = dir.path().join("s.sqlite3");
        let (mut store, _) = Store::open(&path, 0).expect("opens");
        let mut room = room_with_moves("AAAAAA");
        store.create(&room, Side::First, "x", 1000).expect("stored");
        let mut play = |store: &mut Store, text: &str, now: i64| {
            let side = room.to_move().expect("going on");
            let added = room.play(side, room.moves.len(), text).expect("legal");
            store.moved("AAAAAA", &added, now).expect("stored");
        };
        let active = |store: &Store| {
            store
                .load_room("AAAAAA")
                .expect("reads")
                .expect("there")
                .active
        };
        play(&mut store, "c3", 1000 + TOUCH_EVERY - 1);
        assert_eq!(active(&store), 1000, "stored again before a minute passed");
        play(&mut store, "b2", 1000 + TOUCH_EVERY);
        assert_eq!(active(&store), 1000 + TOUCH_EVERY);
        play(&mut store, "d4", 1001 + TOUCH_EVERY);
        assert_eq!(active(&store), 1000 + TOUCH_EVERY);
        // A resignation is stored with its time, as a new run's first move is.
        store
            .resigned("AAAAAA", Side::First, 1002 + TOUCH_EVERY)
            .expect("stored");
        assert_eq!(active(&store), 1002 + TOUCH_EVERY);
        drop(store);
        let (mut store, _) = Store::open(&path, 0).expect("opens again");
        store
            .moved("AAAAAA", &[], 1003 + TOUCH_EVERY)
            .expect("stored");
        assert_eq!(active(&store), 1003 + TOUCH_EVERY);
        assert_eq!(store.move_count().expect("counts"), 3);
    }

    #[test]
    fn one_room_loads_by_its_code() {
        let dir = tempfile::tempdir().expect("a folder");
        let (store, room) = two_rooms(dir.path(), "ONEONE", "TWOTWO", 30);
        let back = store.load_room("ONEONE").expect("reads").expect("there");
        assert_eq!(back.room.moves, room.moves);
        assert_eq!(back.room.seats, room.seats);
        assert_eq!((back.creator.as_str(), back.active), ("x", PLAYED));
        assert!(store.load_room("NONONO").expect("reads").is_none());
    }
}
