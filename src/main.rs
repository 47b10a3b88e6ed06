//! `quartet`: the game window, or one of its command-line tools.

use clap::{Parser, Subcommand};
use quartet::rules::GameKind;
use std::io::Write;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "quartet",
    version,
    about = "Rekushu, Rush, Quadrex and Cheversi: four abstract placement games.",
    long_about = "Rekushu, Rush, Quadrex and Cheversi: four abstract placement games.\n\n\
        With no command, opens the game window.\n\
        `quartet engine` speaks the text engine protocol (GTP with extensions) on standard \
        input and output, without opening a window."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Speak the engine protocol (GTP with extensions) on stdin/stdout; no window.
    Engine,
    /// Measure uniform random playouts per second, single thread: prints `GAME SIZE PLAYOUTS_PER_SECOND`.
    Bench {
        /// Only this game (rekushu, rush, quadrex, cheversi); default all four.
        #[arg(long)]
        game: Option<String>,
        /// Board size; default each game's default size.
        #[arg(long)]
        size: Option<usize>,
        /// Seconds to measure each game.
        #[arg(long, default_value_t = 3.0)]
        seconds: f64,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => {
            quartet::app::run();
            ExitCode::SUCCESS
        }
        Some(Command::Engine) => {
            let stdin = std::io::stdin().lock();
            let stdout = std::io::stdout().lock();
            match quartet::engine::run(stdin, stdout) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("quartet engine: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Some(Command::Bench {
            game,
            size,
            seconds,
        }) => bench(game, size, seconds),
    }
}

fn bench(game: Option<String>, size: Option<usize>, seconds: f64) -> ExitCode {
    let kinds = match game.as_deref().map(str::parse::<GameKind>) {
        None => GameKind::ALL.to_vec(),
        Some(Ok(kind)) => vec![kind],
        Some(Err(e)) => {
            eprintln!("quartet bench: {e}");
            return ExitCode::FAILURE;
        }
    };
    if !(seconds.is_finite() && seconds > 0.0) {
        eprintln!("quartet bench: --seconds must be a positive number");
        return ExitCode::FAILURE;
    }
    let mut out = std::io::stdout().lock();
    for kind in kinds {
        let size = size.unwrap_or(kind.default_size());
        match quartet::bench::playout_speed(kind, size, seconds, 1) {
            Ok(speed) => {
                // A closed pipe (`| head`) ends the run quietly.
                if writeln!(out, "{}", speed.line()).is_err() {
                    return ExitCode::SUCCESS;
                }
            }
            Err(e) => {
                eprintln!("quartet bench: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}
