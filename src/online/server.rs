//! `quartet server` (`docs/online.md`): the browser build at `/` and the online protocol at
//! `/ws` (`docs/online-protocol.md`) from one process. Every room lives in memory behind one
//! lock, where a request is checked with the rules and decided. What it changes and what it
//! announces go, in that order, to the journal: one thread that stores the changes of many
//! requests in one SQLite transaction (group commit) and only then sends their frames. So
//! nothing is announced before it is stored (what a client has seen survives `kill -9`), and
//! each connection hears its answers and the room's news in the order they were decided.

use crate::protocol::{
    CODE_ALPHABET, CODE_LENGTH, ClientMessage, ErrorCode, Refusal, ServerMessage, read_client,
    write,
};
use crate::room::Room;
use crate::store::{Store, StoreError, StoredRoom, Write};
use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use futures_util::SinkExt;
use quartet_core::rules::Side;
use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use tokio::sync::mpsc::{UnboundedSender, unbounded_channel};

/// How the server runs.
#[derive(Clone, Debug)]
pub struct Config {
    pub addr: SocketAddr,
    pub db: PathBuf,
    /// The built site (`web/dist`).
    pub site: PathBuf,
    /// Rooms not yet over that one address may hold.
    pub rooms_per_address: usize,
    /// Rooms with no event for this long are removed.
    pub idle: Duration,
    /// Messages a connection may send per second on average (twice that in a burst).
    pub rate: f64,
}

/// Frames over this are not read at all: the connection closes. Between the protocol's
/// `MAX_FRAME` and it, a frame is answered `too_large`.
const HARD_FRAME_LIMIT: usize = 64 * 1024;
/// A connection that is refused for rate this many times without slowing down long enough to
/// fill its burst again is closed (docs/online.md, "Limits").
const FLOOD_CLOSE: u32 = 200;
/// How often idle rooms are looked for, and rooms over put away.
const SWEEP_EVERY: Duration = Duration::from_secs(3600);
/// A room over that nobody used for this long leaves memory (it stays stored).
const PUT_AWAY_AFTER: Duration = Duration::from_secs(3600);

/// Whether `live` can leave memory: over, nobody connected to it, and unused since `done`
/// (seconds since the Unix epoch). Long after its last write was stored, so the store has
/// all of it when it is loaded again.
fn put_away_now(live: &Live, done: i64) -> bool {
    live.room.over() && live.members.is_empty() && live.active < done
}

struct Member {
    conn: u64,
    seat: Option<Side>,
    tx: UnboundedSender<String>,
}

struct Live {
    room: Room,
    creator: String,
    /// Seconds since the Unix epoch of its last event (as stored).
    active: i64,
    members: Vec<Member>,
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
    fn online(&self) -> [bool; 2] {
        Side::BOTH.map(|s| self.members.iter().any(|m| m.seat == Some(s)))
    }

    fn send_all(&self, job: &mut Job, message: &ServerMessage) {
        let text = write(message);
        for m in &self.members {
            job.frames.push((m.tx.clone(), text.clone()));
        }
    }

    fn send_others(&self, job: &mut Job, conn: u64, message: &ServerMessage) {
        let text = write(message);
        for m in self.members.iter().filter(|m| m.conn != conn) {
            job.frames.push((m.tx.clone(), text.clone()));
        }
    }
}

/// What one decision changes and announces: the frames go out, and its log lines are
/// written, once the writes are stored.
#[derive(Default)]
struct Job {
    writes: Vec<Write>,
    frames: Vec<(UnboundedSender<String>, String)>,
    /// Lines for the log, stamped as decided ([`stamped`]).
    logs: Vec<String>,
}

impl Job {
    fn send(&mut self, to: &UnboundedSender<String>, message: &ServerMessage) {
        self.frames.push((to.clone(), write(message)));
    }

    /// A log line, written by the journal with the batch's others: not under the rooms' lock.
    fn log(&mut self, line: &str) {
        self.logs.push(stamped(line));
    }
}

/// The most decisions stored in one transaction.
const MOST_IN_ONE_COMMIT: usize = 2048;

/// The journal's thread: stores each batch of jobs in one transaction, then sends their
/// frames. Should the store fail, the server stops: nothing it could not store was announced,
/// and a restart serves what was stored.
fn keep_journal(mut store: Store, journal: std::sync::mpsc::Receiver<Job>) {
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

struct Inner {
    /// The rooms in memory: every room not yet over, and those over that were in use within
    /// [`PUT_AWAY_AFTER`].
    rooms: HashMap<String, Live>,
    /// The other stored rooms (over, and not in use for longer), with their last activity:
    /// loaded again when asked for ([`Hub::bring_in`]). docs/online.md, "Rooms over".
    put_away: HashMap<String, i64>,
    /// How many rooms not yet over each address created (the per-address cap), counted as
    /// rooms are created, end and are removed, not by looking through every room.
    open_by: HashMap<String, usize>,
}

impl Inner {
    /// Whether a room with this code is stored (in memory or put away).
    fn known(&self, code: &str) -> bool {
        self.rooms.contains_key(code) || self.put_away.contains_key(code)
    }
}

/// One more room not yet over from `addr`.
fn opened(open_by: &mut HashMap<String, usize>, addr: &str) {
    *open_by.entry(addr.to_string()).or_default() += 1;
}

/// A room from `addr` is over (or removed before its end).
fn closed(open_by: &mut HashMap<String, usize>, addr: &str) {
    if let Some(n) = open_by.get_mut(addr) {
        *n = n.saturating_sub(1);
        if *n == 0 {
            open_by.remove(addr);
        }
    }
}

pub struct Hub {
    inner: Mutex<Inner>,
    /// A second connection to the store, for loading put-away rooms: reads outside the rooms'
    /// lock, beside the journal's writes.
    reader: Mutex<Store>,
    journal: std::sync::mpsc::Sender<Job>,
    config: Config,
}

/// One connection's binding: its room, once it has one.
struct Connection {
    id: u64,
    addr: String,
    tx: UnboundedSender<String>,
    room: Option<String>,
}

fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// `n` random bytes from the system.
fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    if getrandom::fill(&mut bytes).is_err() {
        // Not expected on any supported system; a token must still never be guessable.
        panic!("the system's random source failed");
    }
    bytes
}

/// A seat's token: 128 random bits, as hex.
fn new_token() -> String {
    random_bytes::<16>()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn new_code() -> String {
    random_bytes::<CODE_LENGTH>()
        .iter()
        .map(|b| CODE_ALPHABET[usize::from(*b) % CODE_ALPHABET.len()] as char)
        .collect()
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
    fn post(&self, job: Job) {
        // Only fails once the journal stopped, and then the process is stopping.
        let _ = self.journal.send(job);
    }

    /// Sends `message` to `conn` in its turn (after what was decided for it before).
    fn reply(&self, conn: &Connection, message: &ServerMessage) {
        let mut job = Job::default();
        job.send(&conn.tx, message);
        self.post(job);
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        // A panic while holding the lock is a bug; what was decided before it is in the
        // journal, so carry on.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Removes the rooms idle for longer than the configured time, and puts away the rooms
    /// over that nobody used for [`PUT_AWAY_AFTER`].
    fn sweep(&self) {
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
    fn bring_in(&self, code: &str) {
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

    /// Decides one message of `conn`: its answers, and what it changes, go to the journal
    /// (a refusal too, so that it keeps its place among the connection's answers).
    fn handle(&self, conn: &mut Connection, message: ClientMessage) {
        // A connection with a room is refused these anyway (`already_bound`): no loading.
        if let ClientMessage::Join { room, .. }
        | ClientMessage::Resume { room, .. }
        | ClientMessage::Watch { room } = &message
            && conn.room.is_none()
        {
            self.bring_in(room);
        }
        let mut inner = self.lock();
        let mut job = Job::default();
        if let Err(refusal) = self.decide(&mut inner, conn, message, &mut job) {
            job.send(&conn.tx, &refusal.message());
        }
        // Under the lock: the journal's order is the order of the decisions.
        self.post(job);
    }

    /// Handles one message of `conn`; a refusal is the error to send back.
    fn decide(
        &self,
        inner: &mut Inner,
        conn: &mut Connection,
        message: ClientMessage,
        job: &mut Job,
    ) -> Result<(), Refusal> {
        let bound = |conn: &Connection| {
            if conn.room.is_some() {
                Err(Refusal::new(
                    ErrorCode::AlreadyBound,
                    "this connection already has a room",
                ))
            } else {
                Ok(())
            }
        };
        match message {
            ClientMessage::Ping => {
                job.send(&conn.tx, &ServerMessage::Pong);
            }
            ClientMessage::Create {
                game,
                size,
                swap,
                seat,
                name,
            } => {
                bound(conn)?;
                let open = inner.open_by.get(&conn.addr).copied().unwrap_or(0);
                if open >= self.config.rooms_per_address {
                    return Err(Refusal::new(
                        ErrorCode::RateLimited,
                        format!("{open} rooms not yet over were created from this address"),
                    ));
                }
                let code = loop {
                    let code = new_code();
                    if !inner.known(&code) {
                        break code;
                    }
                };
                let mut room = Room::new(code.clone(), &game, size, swap)?;
                let side = room.chosen_seat(&seat, random_bytes::<1>()[0] & 1 == 0)?;
                let token = new_token();
                room.sit(side, &name, token.clone());
                let at = now();
                job.writes.push(Write::Create {
                    room: Box::new(room.clone()),
                    side,
                    creator: conn.addr.clone(),
                    now: at,
                });
                job.log(&format!(
                    "room {code} created: {} {}, {} seated as {} from {}",
                    room.kind().name(),
                    room.size(),
                    quoted(&room, side),
                    room.side_name(side),
                    conn.addr
                ));
                let live = Live {
                    room,
                    creator: conn.addr.clone(),
                    active: at,
                    members: vec![Member {
                        conn: conn.id,
                        seat: Some(side),
                        tx: conn.tx.clone(),
                    }],
                };
                seated(job, conn, &live, side, token);
                job.send(&conn.tx, &live.room.state(live.online()));
                inner.rooms.insert(code.clone(), live);
                opened(&mut inner.open_by, &conn.addr);
                conn.room = Some(code);
            }
            ClientMessage::Join { room: code, name } => {
                bound(conn)?;
                let live = room_of(&mut inner.rooms, &code)?;
                let side = live
                    .room
                    .free_seat()
                    .ok_or_else(|| Refusal::new(ErrorCode::RoomFull, "both seats are taken"))?;
                let token = new_token();
                live.room.sit(side, &name, token.clone());
                live.active = now();
                job.writes.push(Write::Sit {
                    room: Box::new(live.room.clone()),
                    side,
                    now: live.active,
                });
                take_seat(job, conn, live, side, token, "joined");
                live.send_all(job, &live.room.state(live.online()));
            }
            ClientMessage::Resume { room: code, token } => {
                bound(conn)?;
                let live = room_of(&mut inner.rooms, &code)?;
                let side = live
                    .room
                    .seat_of(&token)
                    .ok_or_else(|| Refusal::new(ErrorCode::BadToken, "no seat has this token"))?;
                let was_online = live.online()[side.index()];
                // Whoever held the seat before (an old connection) keeps watching only.
                for m in live.members.iter_mut().filter(|m| m.seat == Some(side)) {
                    m.seat = None;
                }
                take_seat(job, conn, live, side, token, "resumed");
                job.send(&conn.tx, &live.room.state(live.online()));
                if !was_online {
                    live.send_others(job, conn.id, &presence(&live.room, side, true));
                }
            }
            ClientMessage::Watch { room: code } => {
                bound(conn)?;
                let live = room_of(&mut inner.rooms, &code)?;
                live.members.push(Member {
                    conn: conn.id,
                    seat: None,
                    tx: conn.tx.clone(),
                });
                job.send(&conn.tx, &live.room.state(live.online()));
                conn.room = Some(live.room.code.clone());
            }
            ClientMessage::Move { ply, mv } => {
                let (live, side) = seated_in(&mut inner.rooms, conn)?;
                let added = live.room.play(side, ply, &mv)?;
                live.active = now();
                for m in &added {
                    live.send_all(job, &live.room.moved_message(m));
                }
                job.writes
                    .push(Write::moved(&live.room, added, live.active));
                if let Some(result) = live.room.result() {
                    job.log(&format!(
                        "room {}: ended after {} moves, {}",
                        live.room.code,
                        live.room.moves.len(),
                        result.words()
                    ));
                    live.send_all(job, &ServerMessage::Ended { result });
                    closed(&mut inner.open_by, &live.creator);
                }
            }
            ClientMessage::Resign => {
                let (live, side) = seated_in(&mut inner.rooms, conn)?;
                let result = live.room.resign(side)?;
                live.active = now();
                job.writes
                    .push(Write::resigned(&live.room, side, live.active));
                job.log(&format!(
                    "room {}: {} resigned, {}",
                    live.room.code,
                    live.room.side_name(side),
                    result.words()
                ));
                live.send_all(job, &ServerMessage::Ended { result });
                closed(&mut inner.open_by, &live.creator);
            }
        }
        Ok(())
    }

    /// A connection closed: it leaves its room, and its seat goes offline.
    fn leave(&self, conn: &Connection) {
        let Some(code) = &conn.room else { return };
        let mut inner = self.lock();
        let Some(live) = inner.rooms.get_mut(code) else {
            return;
        };
        let seat = live
            .members
            .iter()
            .find(|m| m.conn == conn.id)
            .and_then(|m| m.seat);
        live.members.retain(|m| m.conn != conn.id);
        if let Some(side) = seat
            && !live.online()[side.index()]
        {
            let mut job = Job::default();
            live.send_all(&mut job, &presence(&live.room, side, false));
            job.log(&format!(
                "room {code}: {} went offline",
                live.room.side_name(side)
            ));
            self.post(job);
        }
    }
}

fn seated(job: &mut Job, conn: &Connection, live: &Live, side: Side, token: String) {
    job.send(
        &conn.tx,
        &ServerMessage::Seated {
            room: live.room.code.clone(),
            seat: live.room.side_name(side).to_string(),
            token,
        },
    );
}

/// `conn` takes `side` of the room (by `join` or `resume`, the log's `how`): it becomes a
/// member with that seat, hears `seated`, and is bound to the room.
fn take_seat(
    job: &mut Job,
    conn: &mut Connection,
    live: &mut Live,
    side: Side,
    token: String,
    how: &str,
) {
    live.members.push(Member {
        conn: conn.id,
        seat: Some(side),
        tx: conn.tx.clone(),
    });
    job.log(&format!(
        "room {}: {} {how} as {} from {}",
        live.room.code,
        quoted(&live.room, side),
        live.room.side_name(side),
        conn.addr
    ));
    seated(job, conn, live, side, token);
    conn.room = Some(live.room.code.clone());
}

fn presence(room: &Room, side: Side, online: bool) -> ServerMessage {
    ServerMessage::Presence {
        side: room.side_name(side).to_string(),
        online,
    }
}

fn quoted(room: &Room, side: Side) -> String {
    room.seats[side.index()]
        .as_ref()
        .map_or_else(String::new, |s| format!("{:?}", s.name))
}

/// A room code as the server writes it: codes are read as typed, spaces around and case do not
/// matter.
fn as_typed(code: &str) -> String {
    code.trim().to_ascii_uppercase()
}

fn room_of<'a>(rooms: &'a mut HashMap<String, Live>, code: &str) -> Result<&'a mut Live, Refusal> {
    let code = as_typed(code);
    rooms
        .get_mut(&code)
        .ok_or_else(|| Refusal::new(ErrorCode::UnknownRoom, format!("no room {code}")))
}

/// The room and seat of a connection that must have a seat.
fn seated_in<'a>(
    rooms: &'a mut HashMap<String, Live>,
    conn: &Connection,
) -> Result<(&'a mut Live, Side), Refusal> {
    let not_seated = || Refusal::new(ErrorCode::NotSeated, "this connection has no seat");
    let live = rooms
        .get_mut(conn.room.as_deref().ok_or_else(not_seated)?)
        .ok_or_else(|| Refusal::new(ErrorCode::UnknownRoom, "the room is gone"))?;
    let side = live
        .members
        .iter()
        .find(|m| m.conn == conn.id)
        .and_then(|m| m.seat)
        .ok_or_else(not_seated)?;
    Ok((live, side))
}

/// One line on standard error, with the time.
pub fn log(line: &str) {
    write_log(&stamped(line));
}

/// `line` as the log writes it: the time first, and its end of line.
fn stamped(line: &str) -> String {
    format!("{} {line}\n", now())
}

/// Writes stamped lines to standard error in one write (stderr is not buffered: `eprintln!`
/// writes each piece of its format apart). A log that cannot be written is not an error.
fn write_log(lines: &str) {
    use std::io::Write as _;
    if !lines.is_empty() {
        let _ = std::io::stderr().lock().write_all(lines.as_bytes());
    }
}

/// Opens the store and serves until Ctrl-C (or the process is killed).
pub fn run(config: Config) -> Result<(), String> {
    let hub = Hub::open(config).map_err(|e| e.to_string())?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    runtime.block_on(serve(hub)).map_err(|e| e.to_string())?;
    log("stopped");
    Ok(())
}

/// Serves until Ctrl-C (or the process is killed).
pub async fn serve(hub: Arc<Hub>) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::bind(hub.config.addr).await?;
    let addr = listener.local_addr()?;
    // The line tests and scripts read to learn the port (`--addr 127.0.0.1:0`).
    log(&format!(
        "listening on http://{addr}/ (the protocol at ws://{addr}/ws)"
    ));
    let site = hub.config.site.clone();
    let has_site = site.join("index.html").is_file();
    if !has_site {
        log(&format!(
            "no site in {}: build it with `scripts/web build` (the protocol is served anyway)",
            site.display()
        ));
    }
    let sweeper = hub.clone();
    tokio::spawn(async move {
        let mut every = tokio::time::interval(SWEEP_EVERY);
        every.tick().await;
        loop {
            every.tick().await;
            sweeper.sweep();
        }
    });
    let router = Router::new().route("/ws", get(upgrade));
    let router = if has_site {
        // (The header on the site's files alone, not on the protocol's upgrade.)
        let files = Router::new()
            .fallback_service(tower_http::services::ServeDir::new(site))
            .layer(axum::middleware::map_response(revalidated));
        router.fallback_service(files)
    } else {
        router.fallback(no_site)
    };
    // Small frames answered at once: no Nagle delay.
    let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
        let _ = tcp.set_nodelay(true);
    });
    axum::serve(
        listener,
        router
            .with_state(hub)
            .into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await
}

/// The site's files are revalidated at every load (`no-cache`): after an update the browser
/// takes the new game, never an old copy of one of its files beside new ones, and an unchanged
/// file is answered 304 (ServeDir's `Last-Modified`), which keeps Chromium's compiled game
/// (docs/web.md, "Loading").
async fn revalidated(mut response: Response) -> Response {
    response.headers_mut().insert(
        axum::http::header::CACHE_CONTROL,
        axum::http::HeaderValue::from_static("no-cache"),
    );
    response
}

async fn no_site() -> Response {
    Html(
        "<!doctype html><title>Quartet server</title><p>This Quartet server has no site to \
         serve: build it with <code>scripts/web build</code> and start the server from the \
         project's folder (or give <code>--site</code>). Online play is served at \
         <code>/ws</code>.</p>",
    )
    .into_response()
}

async fn upgrade(
    ws: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    State(hub): State<Arc<Hub>>,
) -> Response {
    // Small buffers: frames are at most a few KB, and a connection's default 128 KiB read
    // buffer (zeroed as it is used) was most of the server's memory and a tenth of its time.
    ws.max_message_size(HARD_FRAME_LIMIT)
        .max_frame_size(HARD_FRAME_LIMIT)
        .read_buffer_size(1024)
        .write_buffer_size(0)
        .on_upgrade(move |socket| connection(socket, peer, hub))
}

static NEXT_CONNECTION: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// A token bucket: `rate` a second, at most `burst` saved up.
struct Bucket {
    tokens: f64,
    at: Instant,
}

async fn connection(mut socket: WebSocket, peer: SocketAddr, hub: Arc<Hub>) {
    let (tx, mut rx) = unbounded_channel::<String>();
    let mut conn = Connection {
        id: NEXT_CONNECTION.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
        addr: peer.ip().to_string(),
        tx,
        room: None,
    };
    let mut bucket = Bucket {
        tokens: 2.0 * hub.config.rate,
        at: Instant::now(),
    };
    let mut refused_for_rate = 0u32;
    loop {
        tokio::select! {
            out = rx.recv() => {
                let Some(text) = out else { break };
                // What is queued goes out in one write.
                let mut sent = socket.feed(Message::Text(text.into())).await;
                while sent.is_ok() && let Ok(more) = rx.try_recv() {
                    sent = socket.feed(Message::Text(more.into())).await;
                }
                if sent.is_err() || socket.flush().await.is_err() {
                    break;
                }
            }
            incoming = socket.recv() => {
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(_))) => {
                        let refusal = Refusal::new(ErrorCode::BadMessage, "frames are JSON text, not binary");
                        hub.reply(&conn, &refusal.message());
                        continue;
                    }
                    Some(Ok(_)) => continue,
                    // Closed, or a frame over the hard limit, or a broken connection.
                    Some(Err(_)) | None => break,
                };
                let elapsed = bucket.at.elapsed().as_secs_f64();
                bucket.at = Instant::now();
                bucket.tokens = (bucket.tokens + elapsed * hub.config.rate).min(2.0 * hub.config.rate);
                if bucket.tokens < 1.0 {
                    refused_for_rate += 1;
                    if refused_for_rate >= FLOOD_CLOSE {
                        log(&format!("closed a connection from {}: a flood of messages", conn.addr));
                        break;
                    }
                    let refusal = Refusal::new(ErrorCode::RateLimited, "too many messages: slow down");
                    hub.reply(&conn, &refusal.message());
                    continue;
                }
                bucket.tokens -= 1.0;
                // A flood ends when the sender has been slow enough to fill its burst again,
                // not at the first message a refill lets through (on a busy server those come
                // every few refusals, and a flood was never closed).
                if bucket.tokens >= 2.0 * hub.config.rate - 1.0 {
                    refused_for_rate = 0;
                }
                // The lock is held for the message's decision only (no await inside).
                match read_client(text.as_str()) {
                    Ok(message) => hub.handle(&mut conn, message),
                    Err(refusal) => hub.reply(&conn, &refusal.message()),
                }
            }
        }
    }
    hub.leave(&conn);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_tokens_are_what_the_protocol_asks() {
        let code = new_code();
        assert_eq!(code.len(), CODE_LENGTH);
        assert!(code.bytes().all(|b| CODE_ALPHABET.contains(&b)), "{code}");
        let token = new_token();
        // 128 bits as hex.
        assert_eq!(token.len(), 32);
        assert!(token.chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(new_token(), token);
    }

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
