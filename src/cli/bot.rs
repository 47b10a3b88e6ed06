//! `quartet bot` (desktop): the AI as a client of online play (`quartet_online`,
//! `docs/online.md`).

use crate::ai::Level;
use quartet_online::bot::BotSetup;
use std::process::ExitCode;

/// `quartet bot`'s options.
#[derive(clap::Args)]
pub struct Args {
    /// The server: http://HOST:PORT, ws://HOST:PORT/ws or HOST:PORT.
    #[arg(long)]
    server: String,
    /// The room's code.
    #[arg(long)]
    room: String,
    /// The AI's level, 1 to 10.
    #[arg(long, default_value_t = 5)]
    level: u8,
    /// The name the other player sees.
    #[arg(long, default_value = "Quartet AI")]
    name: String,
    /// A seat's token, to take that seat back instead of joining.
    #[arg(long)]
    token: Option<String>,
    /// The search's seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
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

pub fn run(args: Args) -> ExitCode {
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
    match quartet_online::bot::run(&setup, |line| eprintln!("quartet bot: {line}")) {
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
