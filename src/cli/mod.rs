//! The desktop's command line: the game window, or one of its tools. One file a command, each
//! with its options (a clap `Args`) and its `run`, as cargo lays out its own commands.

pub mod bench;
pub mod bot;
pub mod engine;
pub mod r#match;
pub mod puzzles;
pub mod results;
pub mod review;
pub mod server;
pub mod server_bench;
pub mod shot;
pub mod solve;
pub mod sounds;

use crate::rules::GameKind;
use clap::{Parser, Subcommand};
use std::io::Write;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "quartet",
    version,
    about = "Rekushu, Rush, Quadrex and Cheversi: four abstract placement games.",
    long_about = "Rekushu, Rush, Quadrex and Cheversi: four abstract placement games.\n\n\
        With no command, opens the game window (with --load FILE, on that saved game).\n\
        `quartet engine` speaks the text engine protocol (GTP with extensions) on standard \
        input and output, without opening a window."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Open the game on this saved game (a .ron save; the file is only read).
    #[arg(long, value_name = "FILE")]
    load: Option<std::path::PathBuf>,
}

#[derive(Subcommand)]
enum Command {
    /// Speak the engine protocol (GTP with extensions) on stdin/stdout; no window.
    Engine,
    /// Measure uniform random playouts per second, single thread: prints `GAME SIZE
    /// PLAYOUTS_PER_SECOND` and their share of a bare random fill of the same board, the two
    /// timed in turns.
    Bench(bench::Args),
    /// Render one scene in a window, save it as a PNG and exit.
    Shot(shot::Args),
    /// Write every sound the game synthesises as a WAV file into DIR (to listen to or check).
    Sounds(sounds::Args),
    /// Play AI against AI and report wins, draws, losses, the score rate and the Elo difference.
    Match(r#match::Args),
    /// Solve a position exactly: its result with best play and every move's, for the side to
    /// move (Cheversi: the final margin too). Exit status 2 for bad input.
    Solve(solve::Args),
    /// Review a game: each move's win chance before and after, the AI's best move and line,
    /// and marks (inaccuracy ?!, mistake ?, blunder ??), with each player's accuracy. Exit
    /// status 2 for bad input.
    Review(review::Args),
    /// Puzzles proven by the exact solver: make them from self-play, or list the shipped ones.
    Puzzles(puzzles::Args),
    /// Serve online play: the browser build at / and the online protocol at /ws
    /// (docs/online-protocol.md), so that two people play by an invite code or link. Every
    /// move is checked with the rules and stored in SQLite before anyone hears of it: a
    /// restart, even after `kill -9`, loses no move, seat or token. Rooms with no event for
    /// --idle-days are removed. Logs one line per room event on standard error.
    Server(server::Args),
    /// Play a room of a Quartet server as the AI: joins the room's free seat (or takes back a
    /// seat with --token) and plays until the game ends; prints its seat, its moves and the
    /// winner.
    Bot(bot::Args),
    /// Measure the server under load: N rooms at once on loopback, each two clients playing
    /// random legal moves as fast as the server answers. Prints moves a second, the 50th and
    /// 99th percentile time from a `move` to the opponent's `moved`, the server's memory, and
    /// whether every acknowledged move is in its database. Starts its own server (a temporary
    /// database, no rate limit) unless --server names one.
    ServerBench(server_bench::Args),
    /// Show the AI's measured matches (docs/results.csv): the level table (each level against
    /// the one below), the strength table (each level against plain:L), or every row.
    Results(results::Args),
}

/// Reads the command line and runs what it asks for.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => {
            match cli.load {
                Some(path) => crate::app::run_loading(&path),
                None => crate::app::run(),
            }
            ExitCode::SUCCESS
        }
        Some(Command::Engine) => engine::run(),
        Some(Command::Bench(args)) => bench::run(args),
        Some(Command::Shot(args)) => shot::run(args),
        Some(Command::Sounds(args)) => sounds::run(args),
        Some(Command::Match(args)) => r#match::run(args),
        Some(Command::Solve(args)) => solve::run(args),
        Some(Command::Review(args)) => review::run(args),
        Some(Command::Puzzles(args)) => puzzles::run(args),
        Some(Command::Server(args)) => server::run(args),
        Some(Command::Bot(args)) => bot::run(args),
        Some(Command::ServerBench(args)) => server_bench::run(args),
        Some(Command::Results(args)) => results::run(args),
    }
}

/// The games `--game` names: the one given, or all four.
fn games_named(game: Option<&str>) -> Result<Vec<GameKind>, String> {
    match game.map(str::parse::<GameKind>) {
        None => Ok(GameKind::ALL.to_vec()),
        Some(Ok(kind)) => Ok(vec![kind]),
        Some(Err(e)) => Err(e.to_string()),
    }
}

/// `--seconds` as a budget: a positive number, or why not.
fn positive_seconds(seconds: f64) -> Result<f64, String> {
    if seconds.is_finite() && seconds > 0.0 {
        Ok(seconds)
    } else {
        Err("--seconds must be a positive number".to_string())
    }
}

/// One line on standard error saying what failed, and the failure status.
fn failed(command: &str, e: impl std::fmt::Display) -> ExitCode {
    eprintln!("{command}: {e}");
    ExitCode::FAILURE
}

/// A command's answer printed, or its refusal of bad input on standard error with status 2.
fn answer_or_refuse(command: &str, answer: Result<String, String>) -> ExitCode {
    match answer {
        Ok(text) => {
            print_quietly(text.trim_end());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{command}: {e}");
            ExitCode::from(2)
        }
    }
}

/// Prints `text` and a newline; a closed pipe (`| head`) ends the output quietly.
fn print_quietly(text: &str) {
    let _ = writeln!(std::io::stdout().lock(), "{text}");
}
