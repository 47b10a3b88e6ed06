//! `quartet server-bench` (desktop): the server under load, on loopback (`docs/online.md`).

use super::bot::ws_url;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// `quartet server-bench`'s options.
#[derive(clap::Args)]
pub struct Args {
    /// Rooms played at once.
    #[arg(long, default_value_t = 100)]
    rooms: usize,
    /// The game and board size the rooms play.
    #[arg(long, default_value = "rush")]
    game: String,
    #[arg(long, default_value_t = 9)]
    size: usize,
    /// Seconds of play (each room finishes the game it is in).
    #[arg(long, default_value_t = 20.0)]
    seconds: f64,
    /// The first seconds, while the connections open and the rooms make their first moves,
    /// left out of the steady figures (which end at --seconds, before the rooms finish their
    /// last games one by one).
    #[arg(long, default_value_t = 3.0)]
    warm_up: f64,
    /// Seconds over which the rooms start, one after another (at most the warm-up; default:
    /// the warm-up). Rooms started together play games of the same length in step, so every
    /// room would end its game and reconnect at the same moment; 0 starts them all at once.
    #[arg(long)]
    stagger: Option<f64>,
    /// A running server to drive instead (HOST:PORT); its memory and database are then not
    /// measured.
    #[arg(long)]
    server: Option<String>,
}

/// `quartet server-bench`: see the command's help.
pub fn run(args: Args) -> ExitCode {
    match bench_run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("quartet server-bench: {e}");
            ExitCode::FAILURE
        }
    }
}

/// A server process started for the benchmark, and where it listens.
struct Started {
    child: std::process::Child,
    port: u16,
    db: PathBuf,
}

fn start_server() -> Result<Started, String> {
    use std::io::{BufRead, BufReader};
    let db = std::env::temp_dir().join(format!(
        "quartet-server-bench-{}.sqlite3",
        std::process::id()
    ));
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut child = std::process::Command::new(exe)
        .args(["server", "--addr", "127.0.0.1:0", "--site", "none"])
        .args(["--rooms-per-address", "1000000000", "--rate", "1000000"])
        .arg("--db")
        .arg(&db)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| format!("starting the server: {e}"))?;
    let stderr = child.stderr.take().ok_or("the server's log")?;
    let mut lines = BufReader::new(stderr).lines();
    let port = loop {
        let line = lines
            .next()
            .ok_or("the server stopped before it listened")?
            .map_err(|e| e.to_string())?;
        if let Some(rest) = line.split("listening on http://127.0.0.1:").nth(1) {
            break rest
                .split('/')
                .next()
                .and_then(|p| p.parse().ok())
                .ok_or("no port in the server's log")?;
        }
    };
    // Its log goes on being read, so that it never blocks on a full pipe.
    std::thread::spawn(move || for _ in lines {});
    Ok(Started { child, port, db })
}

/// The server's peak and current memory (Linux: /proc), in MB.
fn memory_mb(pid: u32) -> Option<(f64, f64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|kb| kb.parse::<f64>().ok())
            .map(|kb| kb / 1024.0)
    };
    Some((field("VmHWM:")?, field("VmRSS:")?))
}

fn bench_run(args: Args) -> Result<(), String> {
    let Args {
        rooms,
        game,
        size,
        seconds,
        warm_up,
        stagger,
        server,
    } = args;
    let stagger = stagger.unwrap_or(warm_up);
    if !seconds.is_finite() || !warm_up.is_finite() || !stagger.is_finite() {
        return Err("--seconds, --warm-up and --stagger take a number of seconds".to_string());
    }
    let seconds = seconds.max(0.0);
    let warm_up = warm_up.clamp(0.0, seconds);
    let stagger = stagger.clamp(0.0, warm_up);
    let started = match &server {
        Some(_) => None,
        None => Some(start_server()?),
    };
    let url = match (&server, &started) {
        (Some(s), _) => ws_url(s),
        (None, Some(s)) => format!("ws://127.0.0.1:{}/ws", s.port),
        (None, None) => unreachable!("a server was started"),
    };
    let setup = quartet_online::load::LoadSetup {
        url,
        rooms,
        game: game.clone(),
        size,
        duration: Duration::from_secs_f64(seconds),
        warm_up: Duration::from_secs_f64(warm_up),
        stagger: Duration::from_secs_f64(stagger),
        seed: 1,
    };
    eprintln!(
        "quartet server-bench: {rooms} rooms of {game} {size}x{size} for {seconds} s, started over {stagger} s"
    );
    let report = quartet_online::load::run(setup)?;
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{} rooms, {} games finished, {} moves in {:.1} s: {:.0} moves/s; move to the opponent's moved: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        report.rooms,
        report.games_finished,
        report.latencies.len(),
        report.elapsed.as_secs_f64(),
        report.moves_per_second(),
        ms(report.percentile(50.0)),
        ms(report.percentile(99.0)),
        ms(report.percentile(100.0)),
    );
    println!(
        "steady, the moves sent from {:.1} s to {:.1} s (every room playing): {} moves, {:.0} moves/s; p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        warm_up,
        seconds,
        report.steady.len(),
        report.steady_moves_per_second(),
        ms(report.steady_percentile(50.0)),
        ms(report.steady_percentile(99.0)),
        ms(report.steady_percentile(100.0)),
    );
    if !report.failures.is_empty() {
        println!(
            "{} rooms failed, the first: {}",
            report.failures.len(),
            report.failures[0]
        );
    }
    let Some(mut started) = started else {
        return Ok(());
    };
    if let Some((peak, now)) = memory_mb(started.child.id()) {
        println!("the server's memory: peak {peak:.0} MB, now {now:.0} MB");
    }
    // Killed, not stopped: what it stored must be there without a clean shutdown.
    let _ = started.child.kill();
    let _ = started.child.wait();
    let (store, _) =
        quartet_online::store::Store::open(&started.db, 0).map_err(|e| e.to_string())?;
    let stored = store.move_count().map_err(|e| e.to_string())?;
    println!(
        "stored after SIGKILL: {stored} of {} acknowledged entries (moves and forced passes){}",
        report.entries,
        if stored == report.entries {
            ", all"
        } else {
            ": MISSING SOME"
        }
    );
    drop(store);
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", started.db.display()));
    }
    if stored == report.entries && report.failures.is_empty() {
        Ok(())
    } else {
        Err("not every room finished cleanly, or not every move was stored".to_string())
    }
}
