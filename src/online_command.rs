//! `quartet server` and `quartet bot` (desktop): online play's server and the AI as its client
//! (`quartet_online`, `docs/online.md`).

use crate::ai::Level;
use quartet_online::bot::{BotSetup, run};
use quartet_online::server::Config;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// `quartet server`'s options.
pub struct ServerArgs {
    pub addr: String,
    pub db: Option<PathBuf>,
    pub site: PathBuf,
    pub rooms_per_address: usize,
    pub idle_days: u64,
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
        rate: Config::RATE,
        burst: Config::BURST,
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
pub struct BotArgs {
    pub server: String,
    pub room: String,
    pub level: u8,
    pub name: String,
    pub token: Option<String>,
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
