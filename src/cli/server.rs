//! `quartet server` (desktop): online play's server (`quartet_online`, `docs/online.md`).

use quartet_online::server::Config;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// `quartet server`'s options.
#[derive(clap::Args)]
pub struct Args {
    /// Where to listen (HOST:PORT; port 0: any free port, named in the first log line).
    #[arg(long, default_value = "127.0.0.1:7878")]
    addr: String,
    /// The SQLite database of rooms and moves; default `server.sqlite3` in the data folder
    /// (on Linux ~/.local/share/quartet). A file that is not a database is kept aside as
    /// FILE.bad-SECONDS and a new one started.
    #[arg(long, value_name = "FILE")]
    db: Option<PathBuf>,
    /// The built browser game to serve at / (`scripts/web build` makes web/dist).
    #[arg(long, default_value = "web/dist", value_name = "DIR")]
    site: PathBuf,
    /// Rooms not yet over that one address may hold at once.
    #[arg(long, default_value_t = 20)]
    rooms_per_address: usize,
    /// Days without an event after which a room is removed.
    #[arg(long, default_value_t = 30)]
    idle_days: u64,
    /// Messages a connection may send a second on average (twice that in a burst).
    #[arg(long, default_value_t = 20.0)]
    rate: f64,
}

/// The database's default place: `server.sqlite3` in the data folder.
fn default_db() -> Option<PathBuf> {
    let dirs = directories::ProjectDirs::from("", "", "quartet")?;
    Some(dirs.data_dir().join("server.sqlite3"))
}

pub fn run(args: Args) -> ExitCode {
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
