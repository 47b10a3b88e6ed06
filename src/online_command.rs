//! `quartet server` and `quartet bot` (desktop): online play's server and the AI as its client
//! (`quartet_online`, `docs/online.md`).

use crate::ai::Level;
use quartet_online::bot::{BotSetup, run};
use quartet_online::server::Config;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// `quartet server`'s options.
#[derive(clap::Args)]
pub struct ServerArgs {
    /// Where to listen (HOST:PORT; port 0: any free port, named in the first log line).
    #[arg(long, default_value = "127.0.0.1:7878")]
    pub addr: String,
    /// The SQLite database of rooms and moves; default `server.sqlite3` in the data folder
    /// (on Linux ~/.local/share/quartet). A file that is not a database is kept aside as
    /// FILE.bad-SECONDS and a new one started.
    #[arg(long, value_name = "FILE")]
    pub db: Option<PathBuf>,
    /// The built browser game to serve at / (`scripts/web build` makes web/dist).
    #[arg(long, default_value = "web/dist", value_name = "DIR")]
    pub site: PathBuf,
    /// Rooms not yet over that one address may hold at once.
    #[arg(long, default_value_t = 20)]
    pub rooms_per_address: usize,
    /// Days without an event after which a room is removed.
    #[arg(long, default_value_t = 30)]
    pub idle_days: u64,
    /// Messages a connection may send a second on average (twice that in a burst).
    #[arg(long, default_value_t = 20.0)]
    pub rate: f64,
}

/// The database's default place: `server.sqlite3` in the data folder.
fn default_db() -> Option<PathBuf> {
    let dirs = directories::ProjectDirs::from("", "", "quartet")?;
    Some(dirs.data_dir().join("server.sqlite3"))
}

pub fn server(args: ServerArgs) -> ExitCode {
    let addr = match args.addr.parse() {
        Ok(addr) => addr,
        Err(e) => {
            eprintln!(
                "quartet server: --addr {}: {e} (use HOST:PORT, such as 127.0.0.1:7878)",
                args.addr
            );
            return ExitCode::FAILURE;
        }
    };
    let Some(db) = args.db.or_else(default_db) else {
        eprintln!("quartet server: the system names no data folder: give --db FILE");
        return ExitCode::FAILURE;
    };
    if let Some(folder) = db.parent().filter(|f| !f.as_os_str().is_empty())
        && let Err(e) = std::fs::create_dir_all(folder)
    {
        eprintln!("quartet server: cannot make {}: {e}", folder.display());
        return ExitCode::FAILURE;
    }
    let config = Config {
        addr,
        db,
        site: args.site,
        rooms_per_address: args.rooms_per_address,
        idle: Duration::from_secs(args.idle_days.saturating_mul(24 * 3600)),
        rate: args.rate.max(0.1),
    };
    match quartet_online::server::run(config) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("quartet server: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `quartet bot`'s options.
#[derive(clap::Args)]
pub struct BotArgs {
    /// The server: http://HOST:PORT, ws://HOST:PORT/ws or HOST:PORT.
    #[arg(long)]
    pub server: String,
    /// The room's code.
    #[arg(long)]
    pub room: String,
    /// The AI's level, 1 to 10.
    #[arg(long, default_value_t = 5)]
    pub level: u8,
    /// The name the other player sees.
    #[arg(long, default_value = "Quartet AI")]
    pub name: String,
    /// A seat's token, to take that seat back instead of joining.
    #[arg(long)]
    pub token: Option<String>,
    /// The search's seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// The protocol's address for what a person types: `http://HOST:PORT/...`, `ws://...` or
/// `HOST:PORT`.
pub fn ws_url(server: &str) -> String {
    let rest = server
        .trim()
        .trim_start_matches("http://")
        .trim_start_matches("ws://");
    let host = rest.split('/').next().unwrap_or(rest);
    format!("ws://{host}/ws")
}

pub fn bot(args: BotArgs) -> ExitCode {
    let Some(level) = Level::new(args.level) else {
        eprintln!("quartet bot: no level {} (1 to {})", args.level, Level::MAX);
        return ExitCode::FAILURE;
    };
    let setup = BotSetup {
        url: ws_url(&args.server),
        room: args.room,
        level,
        name: args.name,
        token: args.token,
        seed: args.seed,
    };
    match run(&setup, |line| eprintln!("quartet bot: {line}")) {
        Ok(report) => {
            println!(
                "{} {} moves {}",
                report.seat,
                report.moves_played,
                report
                    .result
                    .as_ref()
                    .map_or("unfinished".to_string(), |r| {
                        r.winner.clone().unwrap_or_else(|| "draw".to_string())
                    })
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("quartet bot: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `quartet server-bench`'s options.
#[derive(clap::Args)]
pub struct ServerBenchArgs {
    /// Rooms played at once.
    #[arg(long, default_value_t = 100)]
    pub rooms: usize,
    /// The game and board size the rooms play.
    #[arg(long, default_value = "rush")]
    pub game: String,
    #[arg(long, default_value_t = 9)]
    pub size: usize,
    /// Seconds of play (each room finishes the game it is in).
    #[arg(long, default_value_t = 20.0)]
    pub seconds: f64,
    /// The first seconds, while the connections open and the rooms make their first moves,
    /// left out of the steady figures (which end at --seconds, before the rooms finish their
    /// last games one by one).
    #[arg(long, default_value_t = 3.0)]
    pub warm_up: f64,
    /// Seconds over which the rooms start, one after another (at most the warm-up; default:
    /// the warm-up). Rooms started together play games of the same length in step, so every
    /// room would end its game and reconnect at the same moment; 0 starts them all at once.
    #[arg(long)]
    pub stagger: Option<f64>,
    /// A running server to drive instead (HOST:PORT); its memory and database are then not
    /// measured.
    #[arg(long)]
    pub server: Option<String>,
}

/// `quartet server-bench`: see the command's help.
pub fn server_bench(args: ServerBenchArgs) -> ExitCode {
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

fn bench_run(args: ServerBenchArgs) -> Result<(), String> {
    let ServerBenchArgs {
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
