//! The server's store: rooms, seats and moves in SQLite (`docs/online.md`, "The store"). WAL
//! with `synchronous = NORMAL`: a transaction is durable once it returns, whatever happens to
//! the process (`kill -9` loses nothing acknowledged; only the machine losing power could lose
//! the last moments). The schema's version is SQLite's `user_version`.
//!
//! Moves are appended to one log (`log`, keyed by a sequence number), so that a transaction of
//! many rooms' moves writes one or two pages, not a page of an index per room. A room's
//! `moves` column holds its moves before its `plies`: its whole game once it is over, and
//! otherwise those that left the log, oldest first, once it held more than [`LOG_KEPT`] rows.

use crate::room::{Moved, Room};
use quartet_core::rules::Side;
use rusqlite::{Connection, OptionalExtension, params};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The schema this build writes and reads.
pub const SCHEMA_VERSION: i64 = 2;

/// The log of moves, appended (schema 2).
const LOG: &str = "
CREATE TABLE log (
    seq INTEGER PRIMARY KEY,
    room TEXT NOT NULL,
    ply INTEGER NOT NULL,
    move TEXT NOT NULL
);
";

/// A new file's schema, with [`LOG`].
const SCHEMA: &str = "
CREATE TABLE rooms (
    code TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    size INTEGER NOT NULL,
    swap INTEGER NOT NULL,
    resigned INTEGER,
    creator TEXT NOT NULL,
    created INTEGER NOT NULL,
    active INTEGER NOT NULL,
    moves TEXT NOT NULL DEFAULT '',
    plies INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE seats (
    room TEXT NOT NULL REFERENCES rooms(code) ON DELETE CASCADE,
    side INTEGER NOT NULL,
    name TEXT NOT NULL,
    token TEXT NOT NULL,
    PRIMARY KEY (room, side)
);
CREATE INDEX rooms_by_activity ON rooms(active);
";

/// From schema 1 (moves in a table keyed by room and ply) to 2, with [`LOG`]: each room's
/// moves become its `moves`, whole; the log starts empty.
const FROM_VERSION_1: &str = "
ALTER TABLE rooms ADD COLUMN moves TEXT NOT NULL DEFAULT '';
ALTER TABLE rooms ADD COLUMN plies INTEGER NOT NULL DEFAULT 0;
UPDATE rooms SET
    moves = COALESCE((SELECT string_agg(m.move || char(10), '' ORDER BY m.ply)
                      FROM moves m WHERE m.room = rooms.code), ''),
    plies = (SELECT COUNT(*) FROM moves m WHERE m.room = rooms.code);
DROP TABLE moves;
";

/// The WAL's pages before SQLite copies them into the file (its default is 1,000).
const WAL_PAGES: i64 = 10_000;

/// The log rows kept; older ones leave it, each into its room's `moves` unless the room is
/// over (its `moves` then has its whole game) or gone. Far more moves than a server makes
/// in the time its rooms are played, so that moves of rooms still going on rarely leave.
pub const LOG_KEPT: i64 = 200_000;

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
    /// A move's entries (the move and its forced passes), and the whole move list if they
    /// ended the game.
    Moved {
        code: String,
        entries: Vec<Moved>,
        ended: Option<Vec<String>>,
        now: i64,
    },
    /// A resignation, with the game's moves.
    Resigned {
        code: String,
        side: Side,
        moves: Vec<String>,
        now: i64,
    },
    /// The rooms whose last event is before `before` removed.
    RemoveIdle { before: i64 },
}

impl Write {
    /// A move's `entries` in `room` as they left it; its whole game too if they ended it.
    pub fn moved(room: &Room, entries: Vec<Moved>, now: i64) -> Write {
        Write::Moved {
            code: room.code.clone(),
            entries,
            ended: room.over().then(|| room.moves.clone()),
            now,
        }
    }

    /// `side` resigned in `room`.
    pub fn resigned(room: &Room, side: Side, now: i64) -> Write {
        Write::Resigned {
            code: room.code.clone(),
            side,
            moves: room.moves.clone(),
            now,
        }
    }
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
    /// The log holds the rows `oldest..next`: appended at `next`, leaving from `oldest`.
    oldest: i64,
    next: i64,
    /// How many rows the log keeps ([`LOG_KEPT`]; fewer in tests).
    log_kept: i64,
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
    /// The moves before `plies`, one a line.
    moves: String,
    plies: i64,
}

/// The query of a room's row, to which `WHERE` or `ORDER BY` is added.
const ROOM_ROW: &str =
    "SELECT code, game, size, swap, resigned, creator, active, moves, plies FROM rooms";

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
            moves: r.get(7)?,
            plies: r.get(8)?,
        })
    }

    /// Its moves: those in its row, then those of `later` (its log rows, as ply and move,
    /// oldest first) that come after them.
    fn moves(&self, later: &[(i64, String)]) -> Result<Vec<String>, String> {
        let mut moves: Vec<String> = self.moves.lines().map(str::to_string).collect();
        if moves.len() as i64 != self.plies {
            return Err(format!("{} moves stored for {}", moves.len(), self.plies));
        }
        for (ply, mv) in later {
            match usize::try_from(*ply) {
                Ok(p) if p < moves.len() => continue,
                Ok(p) if p == moves.len() => moves.push(mv.clone()),
                _ => return Err(format!("move {} is missing", moves.len() + 1)),
            }
        }
        Ok(moves)
    }
}

/// A move list as a room's `moves` column: one a line.
fn as_lines(moves: &[String]) -> String {
    moves.iter().flat_map(|m| [m.as_str(), "\n"]).collect()
}

impl Store {
    /// Opens (or creates) the database at `path`. A file that is not a database is moved
    /// aside (to `NAME.bad-SECONDS`, never deleted) and a new one started; the returned path
    /// says where it went. A newer schema is refused, the file untouched; an older one is
    /// brought up to this one in one transaction.
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
        // A checkpoint (SQLite's copy of the WAL into the file, with an fsync that holds up the
        // journal) every 10,000 pages, not 1,000: the log's commits rewrite the same few pages,
        // so a larger WAL costs the checkpoint little more (docs/online.md, "Load").
        db.pragma_update(None, "wal_autocheckpoint", WAL_PAGES)?;
        db.busy_timeout(std::time::Duration::from_secs(5))?;
        match version {
            // A new file gets the schema.
            0 => db.execute_batch(&format!(
                "BEGIN; {SCHEMA} {LOG} PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;"
            ))?,
            // An older one is brought up to date in one transaction.
            1 => db.execute_batch(&format!(
                "BEGIN; {FROM_VERSION_1} {LOG} PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;"
            ))?,
            _ => {}
        }
        db.pragma_update(None, "foreign_keys", "ON")?;
        let (oldest, newest): (Option<i64>, Option<i64>) =
            db.query_row("SELECT MIN(seq), MAX(seq) FROM log", [], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })?;
        let next = newest.map_or(1, |n| n + 1);
        Ok(Store {
            db,
            touched: HashMap::new(),
            oldest: oldest.unwrap_or(next),
            next,
            log_kept: LOG_KEPT,
        })
    }

    /// Every stored room, its moves replayed with the rules. A room whose moves no longer
    /// replay is left out and named in the second list (it stays stored).
    pub fn load(&self) -> Result<(Vec<StoredRoom>, Vec<String>), StoreError> {
        let mut later: HashMap<String, Vec<(i64, String)>> = HashMap::new();
        let mut log = self
            .db
            .prepare("SELECT room, ply, move FROM log ORDER BY seq")?;
        for row in log.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))? {
            let (room, ply, mv) = row?;
            later.entry(room).or_default().push((ply, mv));
        }
        let mut rooms = Vec::new();
        let mut bad = Vec::new();
        let mut query = self.db.prepare(&format!("{ROOM_ROW} ORDER BY code"))?;
        for row in query.query_map([], RoomRow::read)? {
            let row = row?;
            let later = later.remove(&row.code).unwrap_or_default();
            match self.stored(row, &later) {
                Ok(room) => rooms.push(room),
                Err(why) => bad.push(why),
            }
        }
        Ok((rooms, bad))
    }

    /// Room `code` as stored, its moves replayed; `None` if there is no such room. A room
    /// whose moves no longer replay is an error, with the reason. A room over has its whole
    /// game in its row; only one going on is looked for in the log.
    pub fn load_room(&self, code: &str) -> Result<Option<StoredRoom>, StoreError> {
        let Some(row) = self
            .db
            .query_row(
                &format!("{ROOM_ROW} WHERE code = ?1"),
                [code],
                RoomRow::read,
            )
            .optional()?
        else {
            return Ok(None);
        };
        let room = match self.rebuild(&row, &[]) {
            Ok(room) if room.over() => room,
            _ => {
                let later: Vec<(i64, String)> = self
                    .db
                    .prepare("SELECT ply, move FROM log WHERE room = ?1 ORDER BY seq")?
                    .query_map([&row.code], |r| Ok((r.get(0)?, r.get(1)?)))?
                    .collect::<Result<_, _>>()?;
                self.rebuild(&row, &later)
                    .map_err(|why| StoreError::Replay(format!("{}: {why}", row.code)))?
            }
        };
        Ok(Some(StoredRoom {
            room,
            creator: row.creator,
            active: row.active,
        }))
    }

    /// The room of `row` and its log rows `later`, as [`StoredRoom`]; or, if its moves no
    /// longer replay, its code and why.
    fn stored(&self, row: RoomRow, later: &[(i64, String)]) -> Result<StoredRoom, String> {
        let room = self
            .rebuild(&row, later)
            .map_err(|why| format!("{}: {why}", row.code))?;
        Ok(StoredRoom {
            room,
            creator: row.creator,
            active: row.active,
        })
    }

    /// The room of `row` with its seats, its moves (and `later`'s) replayed with the rules.
    fn rebuild(&self, row: &RoomRow, later: &[(i64, String)]) -> Result<Room, String> {
        let code = row.code.as_str();
        let size = usize::try_from(row.size).map_err(|_| format!("size {}", row.size))?;
        let mut room =
            Room::new(code.to_string(), &row.game, Some(size), row.swap).map_err(|e| e.message)?;
        room.replay(&row.moves(later)?)?;
        let mut seats = self
            .db
            .prepare_cached("SELECT side, name, token FROM seats WHERE room = ?1")
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
        // What this transaction stores, remembered once it commits.
        let mut touched: HashMap<String, i64> = HashMap::new();
        let mut next = self.next;
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
                Write::Moved {
                    code,
                    entries,
                    ended,
                    now,
                } => {
                    let mut insert = tx.prepare_cached(
                        "INSERT INTO log (seq, room, ply, move) VALUES (?1, ?2, ?3, ?4)",
                    )?;
                    for m in entries {
                        insert.execute(params![next, code, m.ply as i64, m.mv])?;
                        next += 1;
                    }
                    if let Some(all) = ended {
                        tx.prepare_cached(
                            "UPDATE rooms SET moves = ?2, plies = ?3 WHERE code = ?1",
                        )?
                        .execute(params![
                            code,
                            as_lines(all),
                            all.len() as i64
                        ])?;
                    }
                    let last = touched.get(code).or_else(|| self.touched.get(code));
                    if last.is_none_or(|&at| !(at..at + TOUCH_EVERY).contains(now)) {
                        touch(&tx, code, *now)?;
                        touched.insert(code.clone(), *now);
                    }
                }
                Write::Resigned {
                    code,
                    side,
                    moves,
                    now,
                } => {
                    tx.execute(
                        "UPDATE rooms SET resigned = ?2, active = ?3, moves = ?4, plies = ?5
                         WHERE code = ?1",
                        params![
                            code,
                            side.index() as i64,
                            now,
                            as_lines(moves),
                            moves.len() as i64
                        ],
                    )?;
                    touched.insert(code.clone(), *now);
                }
                Write::RemoveIdle { before } => remove_idle_before(&tx, *before)?,
            }
        }
        let oldest = if next - self.oldest > self.log_kept {
            let upto = next - self.log_kept;
            leave_log(&tx, upto)?;
            upto
        } else {
            self.oldest
        };
        tx.commit()?;
        (self.oldest, self.next) = (oldest, next);
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

    /// A move's `entries` (the move and its forced passes), `room` as they left it.
    pub fn moved(&mut self, room: &Room, entries: &[Moved], now: i64) -> Result<(), StoreError> {
        self.apply([&Write::moved(room, entries.to_vec(), now)])
    }

    /// A resignation in `room`.
    pub fn resigned(&mut self, room: &Room, side: Side, now: i64) -> Result<(), StoreError> {
        self.apply([&Write::resigned(room, side, now)])
    }

    /// Removes the rooms whose last event is before `before`; their codes.
    pub fn remove_idle(&mut self, before: i64) -> Result<Vec<String>, StoreError> {
        let tx = self.db.transaction()?;
        let codes: Vec<String> = tx
            .prepare("SELECT code FROM rooms WHERE active < ?1")?
            .query_map([before], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        remove_idle_before(&tx, before)?;
        tx.commit()?;
        Ok(codes)
    }

    /// How many moves are stored (passes included), in all rooms: those in the rooms' rows,
    /// and the log's rows after them.
    pub fn move_count(&self) -> Result<u64, StoreError> {
        Ok(self
            .db
            .query_row(
                "SELECT (SELECT COALESCE(SUM(plies), 0) FROM rooms)
                      + (SELECT COUNT(*) FROM log JOIN rooms ON rooms.code = log.room
                         WHERE log.ply >= rooms.plies)",
                [],
                |r| r.get::<_, i64>(0),
            )?
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

/// Removes the rooms whose last event is before `before`, their seats and their log rows
/// (a new room may be given a removed room's code).
fn remove_idle_before(tx: &rusqlite::Transaction, before: i64) -> rusqlite::Result<()> {
    tx.execute(
        "DELETE FROM log WHERE room IN (SELECT code FROM rooms WHERE active < ?1)",
        [before],
    )?;
    tx.execute("DELETE FROM rooms WHERE active < ?1", [before])?;
    Ok(())
}

/// The log's rows before `upto` leave it: each goes to the end of its room's `moves`, unless
/// that has it already (a room over has its whole game there) or the room is gone (not after
/// [`remove_idle_before`], which takes a room's rows with it: only in a file changed by hand).
fn leave_log(tx: &rusqlite::Transaction, upto: i64) -> Result<(), StoreError> {
    // Per room: its stored plies and the moves added to them; `None` for a room gone.
    let mut rooms: HashMap<String, Option<(i64, String)>> = HashMap::new();
    let mut plies_of = tx.prepare_cached("SELECT plies FROM rooms WHERE code = ?1")?;
    let mut leaving =
        tx.prepare_cached("SELECT room, ply, move FROM log WHERE seq < ?1 ORDER BY seq")?;
    let rows = leaving.query_map([upto], |r| {
        Ok((
            r.get::<_, String>(0)?,
            r.get::<_, i64>(1)?,
            r.get::<_, String>(2)?,
        ))
    })?;
    for row in rows {
        let (room, ply, mv) = row?;
        let entry = match rooms.entry(room.clone()) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(e) => {
                let plies = plies_of
                    .query_row([e.key()], |r| r.get::<_, i64>(0))
                    .optional()?;
                e.insert(plies.map(|plies| (plies, String::new())))
            }
        };
        let Some((plies, added)) = entry else {
            continue;
        };
        if ply < *plies {
            continue;
        }
        // A room's moves are logged in order, so the next one leaving is the next it needs.
        if ply > *plies {
            return Err(StoreError::Replay(format!(
                "{room}: move {} is missing from the log",
                *plies + 1
            )));
        }
        added.push_str(&mv);
        added.push('\n');
        *plies += 1;
    }
    let mut add =
        tx.prepare_cached("UPDATE rooms SET moves = moves || ?2, plies = ?3 WHERE code = ?1")?;
    for (room, folded) in rooms {
        if let Some((plies, added)) = folded
            && !added.is_empty()
        {
            add.execute(params![room, added, plies])?;
        }
    }
    tx.execute("DELETE FROM log WHERE seq < ?1", [upto])?;
    Ok(())
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
        store.moved(&room, &added, PLAYED).expect("stored");
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
            store.moved(&room, &added, 102).expect("stored");
        }
        store.resigned(&room, Side::Second, 103).expect("stored");
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
            store.moved(&room, &added, now).expect("stored");
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
        // A new run's first move is stored with its time, as a resignation is.
        drop(store);
        let (mut store, _) = Store::open(&path, 0).expect("opens again");
        store.moved(&room, &[], 1002 + TOUCH_EVERY).expect("stored");
        assert_eq!(active(&store), 1002 + TOUCH_EVERY);
        store
            .resigned(&room, Side::First, 1003 + TOUCH_EVERY)
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

    /// Plays the room's first legal move and stores it; false once the game is over.
    fn play_first_legal(store: &mut Store, room: &mut Room, now: i64) -> bool {
        let Some(side) = room.to_move() else {
            return false;
        };
        let legal = room.position.legal_moves();
        let text = room.position.format_move(legal[0]);
        let added = room.play(side, room.moves.len(), &text).expect("legal");
        store.moved(room, &added, now).expect("stored");
        true
    }

    fn log_rows(store: &Store) -> i64 {
        store
            .db
            .query_row("SELECT COUNT(*) FROM log", [], |r| r.get(0))
            .expect("counts")
    }

    #[test]
    fn moves_leaving_the_log_go_to_their_room_and_every_room_loads_whole() {
        let dir = tempfile::tempdir().expect("a folder");
        let path = dir.path().join("s.sqlite3");
        let (mut store, _) = Store::open(&path, 0).expect("opens");
        store.log_kept = 4;
        // A room going on, one played to its end, and one resigned, their moves interleaved.
        // On a larger board than the others, so that it is still going on when they end.
        let mut going = Room::new("GOINGO".into(), "rush", Some(7), false).expect("a room");
        let mut ended = room_with_moves("ENDEND");
        let mut resigned = room_with_moves("RESIGN");
        for room in [&going, &ended, &resigned] {
            store.create(room, Side::First, "x", 10).expect("stored");
        }
        for _ in 0..3 {
            play_first_legal(&mut store, &mut going, 11);
            play_first_legal(&mut store, &mut resigned, 11);
        }
        resigned.resign(Side::First).expect("going on");
        store.resigned(&resigned, Side::First, 12).expect("stored");
        while play_first_legal(&mut store, &mut ended, 13) {
            play_first_legal(&mut store, &mut going, 13);
        }
        assert!(ended.over() && !going.over() && going.moves.len() > 8);
        assert_eq!(log_rows(&store), 4, "the log keeps its last rows only");
        let in_row: i64 = store
            .db
            .query_row("SELECT plies FROM rooms WHERE code = 'GOINGO'", [], |r| {
                r.get(0)
            })
            .expect("reads");
        assert!(
            in_row > 0,
            "moves of a room going on left the log into its row"
        );
        let total = going.moves.len() + ended.moves.len() + resigned.moves.len();
        assert_eq!(store.move_count().expect("counts"), total as u64);

        /// Each room comes back as played, alone and with every other.
        fn check(store: &Store, rooms: [&Room; 3]) {
            for room in rooms {
                let back = store.load_room(&room.code).expect("reads").expect("there");
                assert_eq!(back.room.moves, room.moves, "{}", room.code);
                assert_eq!(back.room.over(), room.over(), "{}", room.code);
            }
            let (all, bad) = store.load().expect("loads");
            assert!(bad.is_empty(), "{bad:?}");
            assert_eq!(all.len(), 3);
            for back in all {
                let room = rooms
                    .into_iter()
                    .find(|r| r.code == back.room.code)
                    .expect("a room stored");
                assert_eq!(back.room.moves, room.moves, "{}", room.code);
            }
        }
        check(&store, [&going, &ended, &resigned]);
        // A new run goes on from the log as stored.
        drop(store);
        let (mut store, _) = Store::open(&path, 0).expect("opens again");
        store.log_kept = 4;
        for _ in 0..3 {
            play_first_legal(&mut store, &mut going, 14);
        }
        assert_eq!(log_rows(&store), 4);
        check(&store, [&going, &ended, &resigned]);
    }

    #[test]
    fn a_new_room_given_a_removed_room_s_code_has_none_of_its_moves() {
        let dir = tempfile::tempdir().expect("a folder");
        let (mut store, _) = Store::open(&dir.path().join("s.sqlite3"), 0).expect("opens");
        let mut old = room_with_moves("SAMESA");
        store.create(&old, Side::First, "x", 10).expect("stored");
        for _ in 0..3 {
            play_first_legal(&mut store, &mut old, 10);
        }
        assert_eq!(store.remove_idle(100).expect("removes"), vec!["SAMESA"]);
        let mut new = room_with_moves("SAMESA");
        store.create(&new, Side::First, "y", 200).expect("stored");
        assert!(
            store
                .load_room("SAMESA")
                .expect("reads")
                .expect("there")
                .room
                .moves
                .is_empty()
        );
        play_first_legal(&mut store, &mut new, 201);
        let (rooms, bad) = store.load().expect("loads");
        assert!(bad.is_empty(), "{bad:?}");
        let [back] = rooms.as_slice() else {
            panic!("one room");
        };
        assert_eq!((back.room.moves.len(), back.creator.as_str()), (1, "y"));
        assert_eq!(store.move_count().expect("counts"), 1);
    }

    /// Schema 1 as it was written (moves in their own table, keyed by room and ply).
    const SCHEMA_1: &str = "
        CREATE TABLE rooms (code TEXT PRIMARY KEY, game TEXT NOT NULL, size INTEGER NOT NULL,
            swap INTEGER NOT NULL, resigned INTEGER, creator TEXT NOT NULL,
            created INTEGER NOT NULL, active INTEGER NOT NULL);
        CREATE TABLE seats (room TEXT NOT NULL REFERENCES rooms(code) ON DELETE CASCADE,
            side INTEGER NOT NULL, name TEXT NOT NULL, token TEXT NOT NULL,
            PRIMARY KEY (room, side));
        CREATE TABLE moves (room TEXT NOT NULL REFERENCES rooms(code) ON DELETE CASCADE,
            ply INTEGER NOT NULL, move TEXT NOT NULL, PRIMARY KEY (room, ply));
        CREATE INDEX rooms_by_activity ON rooms(active);
        PRAGMA user_version = 1;
        INSERT INTO rooms VALUES ('OVEROV', 'rush', 5, 0, 1, '10.0.0.1', 5, 9);
        INSERT INTO rooms VALUES ('GOESON', 'rush', 5, 0, NULL, '10.0.0.2', 6, 8);
        INSERT INTO seats VALUES ('OVEROV', 0, 'Ann', 'aaaa'), ('OVEROV', 1, 'Bo', 'bbbb'),
            ('GOESON', 0, 'Cy', 'cccc');
        INSERT INTO moves VALUES ('OVEROV', 1, 'b2'), ('OVEROV', 0, 'c3'),
            ('GOESON', 0, 'a1');
    ";

    #[test]
    fn a_schema_1_database_is_brought_up_to_date_with_every_room_seat_and_move() {
        let dir = tempfile::tempdir().expect("a folder");
        let path = dir.path().join("s.sqlite3");
        let db = Connection::open(&path).expect("a database");
        db.execute_batch(SCHEMA_1).expect("schema 1");
        drop(db);
        let (mut store, aside) = Store::open(&path, 0).expect("opens");
        assert_eq!(aside, None);
        let version: i64 = store
            .db
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .expect("reads");
        assert_eq!(version, SCHEMA_VERSION);
        let (rooms, bad) = store.load().expect("loads");
        assert!(bad.is_empty(), "{bad:?}");
        let by_code = |code: &str| rooms.iter().find(|r| r.room.code == code).expect("kept");
        let over = by_code("OVEROV");
        assert_eq!(over.room.moves, ["c3", "b2"], "in ply order");
        assert_eq!(over.room.resigned, Some(Side::Second));
        assert_eq!(
            over.room.seats[1].as_ref().map(|s| s.token.as_str()),
            Some("bbbb")
        );
        assert_eq!((over.creator.as_str(), over.active), ("10.0.0.1", 9));
        let going = by_code("GOESON");
        assert_eq!(going.room.moves, ["a1"]);
        assert_eq!(
            going.room.seats[0].as_ref().map(|s| s.name.as_str()),
            Some("Cy")
        );
        // It goes on being played and stored as any room.
        let mut room = going.room.clone();
        play_first_legal(&mut store, &mut room, 20);
        let back = store.load_room("GOESON").expect("reads").expect("there");
        assert_eq!(back.room.moves, room.moves);
        assert_eq!(store.move_count().expect("counts"), 4);
    }
}
