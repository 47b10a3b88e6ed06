//! `quartet server-bench` (`docs/online.md`, "Load"): N rooms on loopback, each two clients
//! that play random legal moves as fast as the server answers (bot speed), all at once on one
//! tokio runtime. Each move's time is measured from its `move` frame leaving the mover to the
//! opponent reading its `moved`. A benchmark to run, not a timed test.

use crate::protocol::{ClientMessage, ServerMessage, read_server, write};
use crate::room::Room;
use futures_util::{SinkExt, StreamExt};
use rand::{RngExt, SeedableRng};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// What to drive.
#[derive(Clone, Debug)]
pub struct LoadSetup {
    /// `ws://HOST:PORT/ws`.
    pub url: String,
    pub rooms: usize,
    pub game: String,
    pub size: usize,
    /// How long the rooms play (each starts a new game when one ends).
    pub duration: Duration,
    /// Moves sent this soon after the start (while the connections open and every room makes
    /// its first moves at once) are left out of the steady figures.
    pub warm_up: Duration,
    /// Room i of N opens its connections and starts i/N of this after the start: rooms that
    /// start together play games of one length in step, and would all end them and connect
    /// again at the same moment, which no real server sees (`docs/online.md`, "Load").
    pub stagger: Duration,
    pub seed: u64,
}

/// What was measured.
#[derive(Clone, Debug, Default)]
pub struct LoadReport {
    pub rooms: usize,
    pub games_finished: usize,
    /// Moves the server acknowledged (with `moved`), forced passes included.
    pub entries: u64,
    pub elapsed: Duration,
    /// From `move` sent to the opponent's `moved`, sorted.
    pub latencies: Vec<Duration>,
    /// The same for the moves sent while every room plays: after the warm-up and before the
    /// end (when the rooms finish their games one by one), sorted.
    pub steady: Vec<Duration>,
    /// That window's length.
    pub steady_window: Duration,
    /// Rooms that failed, and why (the first few).
    pub failures: Vec<String>,
}

impl LoadReport {
    pub fn moves_per_second(&self) -> f64 {
        self.latencies.len() as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// Moves a second in the steady window.
    pub fn steady_moves_per_second(&self) -> f64 {
        self.steady.len() as f64 / self.steady_window.as_secs_f64().max(1e-9)
    }

    /// The `p`-th percentile (0 to 100) of the latencies.
    pub fn percentile(&self, p: f64) -> Duration {
        percentile(&self.latencies, p)
    }

    /// The `p`-th percentile (0 to 100) of the steady window's latencies.
    pub fn steady_percentile(&self, p: f64) -> Duration {
        percentile(&self.steady, p)
    }
}

/// The `p`-th percentile (0 to 100) of `sorted`.
fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let k = ((p / 100.0) * (sorted.len() - 1) as f64).round() as usize;
    sorted[k.min(sorted.len() - 1)]
}

/// One room's own count.
#[derive(Default)]
struct RoomCount {
    games: usize,
    entries: u64,
    latencies: Vec<Duration>,
    steady: Vec<Duration>,
}

async fn send(socket: &mut Socket, message: &ClientMessage) -> Result<(), String> {
    socket
        .send(Message::Text(write(message).into()))
        .await
        .map_err(|e| format!("send: {e}"))
}

/// The next protocol message on `socket` (presence news skipped).
async fn next(socket: &mut Socket) -> Result<ServerMessage, String> {
    loop {
        match socket.next().await {
            Some(Ok(Message::Text(text))) => match read_server(text.as_str()) {
                Some(ServerMessage::Presence { .. }) | None => continue,
                Some(ServerMessage::Error { code, message }) => {
                    return Err(format!("refused: {code:?}: {message}"));
                }
                Some(m) => return Ok(m),
            },
            Some(Ok(_)) => continue,
            Some(Err(e)) => return Err(format!("read: {e}")),
            None => return Err("closed".to_string()),
        }
    }
}

async fn connect(url: &str) -> Result<Socket, String> {
    // Small buffers (the default read buffer is 128 KiB, zeroed as used) and no Nagle delay.
    let config = tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default()
        .read_buffer_size(1024)
        .write_buffer_size(0);
    let (socket, _) = tokio_tungstenite::connect_async_with_config(url, Some(config), true)
        .await
        .map_err(|e| format!("connect: {e}"))?;
    Ok(socket)
}

/// Plays games in one room until `until`.
async fn drive_room(
    setup: LoadSetup,
    index: usize,
    steady: std::ops::Range<Instant>,
) -> Result<RoomCount, String> {
    let until = steady.end;
    let mut count = RoomCount::default();
    tokio::time::sleep(
        setup
            .stagger
            .mul_f64(index as f64 / setup.rooms.max(1) as f64),
    )
    .await;
    let mut rng = rand::rngs::StdRng::seed_from_u64(setup.seed.wrapping_add(index as u64));
    let mut first = connect(&setup.url).await?;
    let mut second = connect(&setup.url).await?;
    while Instant::now() < until {
        // A new game: a new room, and a new pair of connections for it (one room each).
        send(
            &mut first,
            &ClientMessage::Create {
                game: setup.game.clone(),
                size: Some(setup.size),
                swap: false,
                seat: "random".into(),
                name: format!("load {index}a"),
            },
        )
        .await?;
        let (code, first_seat) = match next(&mut first).await? {
            ServerMessage::Seated { room, seat, .. } => (room, seat),
            other => return Err(format!("expected seated, got {other:?}")),
        };
        next(&mut first).await?;
        send(
            &mut second,
            &ClientMessage::Join {
                room: code.clone(),
                name: format!("load {index}b"),
            },
        )
        .await?;
        next(&mut second).await?;
        next(&mut second).await?;
        next(&mut first).await?;
        let mut mirror =
            Room::new(code, &setup.game, Some(setup.size), false).map_err(|e| e.message)?;
        while let Some(side) = mirror.to_move() {
            let legal = mirror.position.legal_moves();
            let text = mirror
                .position
                .format_move(legal[rng.random_range(0..legal.len())]);
            let ply = mirror.moves.len();
            let added = mirror
                .play(side, ply, &text)
                .map_err(|e| e.message.clone())?;
            let mine = mirror.side_name(side) == first_seat;
            let (mover, other) = if mine {
                (&mut first, &mut second)
            } else {
                (&mut second, &mut first)
            };
            let sent = Instant::now();
            send(mover, &ClientMessage::Move { ply, mv: text }).await?;
            // The opponent hears each entry; the time is to its first.
            for (k, _) in added.iter().enumerate() {
                match next(other).await? {
                    ServerMessage::Moved { .. } if k == 0 => {
                        let took = sent.elapsed();
                        count.latencies.push(took);
                        if steady.contains(&sent) {
                            count.steady.push(took);
                        }
                    }
                    ServerMessage::Moved { .. } => {}
                    m => return Err(format!("expected moved, got {m:?}")),
                }
            }
            for _ in &added {
                next(mover).await?;
            }
            count.entries += added.len() as u64;
        }
        for socket in [&mut first, &mut second] {
            match next(socket).await? {
                ServerMessage::Ended { .. } => {}
                m => return Err(format!("expected ended, got {m:?}")),
            }
        }
        count.games += 1;
        // A connection holds one room: new ones for the next game.
        let _ = first.close(None).await;
        let _ = second.close(None).await;
        first = connect(&setup.url).await?;
        second = connect(&setup.url).await?;
    }
    Ok(count)
}

/// Drives `setup.rooms` rooms at once until `setup.duration` has passed (each finishes the
/// game it is in).
pub fn run(setup: LoadSetup) -> Result<LoadReport, String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    runtime.block_on(async move {
        let start = Instant::now();
        let until = start + setup.duration;
        let steady = (start + setup.warm_up).min(until)..until;
        let tasks: Vec<_> = (0..setup.rooms)
            .map(|i| tokio::spawn(drive_room(setup.clone(), i, steady.clone())))
            .collect();
        let mut report = LoadReport {
            rooms: setup.rooms,
            steady_window: steady.end - steady.start,
            ..LoadReport::default()
        };
        for task in tasks {
            match task.await {
                Ok(Ok(count)) => {
                    report.games_finished += count.games;
                    report.entries += count.entries;
                    report.latencies.extend(count.latencies);
                    report.steady.extend(count.steady);
                }
                Ok(Err(why)) => report.failures.push(why),
                Err(e) => report.failures.push(e.to_string()),
            }
        }
        report.elapsed = start.elapsed();
        report.latencies.sort();
        report.steady.sort();
        Ok(report)
    })
}
