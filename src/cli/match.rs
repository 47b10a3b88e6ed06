//! `quartet match`: the AI against the AI, with wins, draws, losses, the score rate and the
//! Elo difference; `--record FILE` adds the result to the results file (`docs/ai.md`,
//! "Measuring").

use super::{failed, results};
use crate::ai::arena::{Contender, MatchResult, run_match_on};
use crate::rules::GameKind;
use std::process::ExitCode;

/// `quartet match`'s options.
#[derive(clap::Args)]
pub struct Args {
    /// rekushu, rush, quadrex or cheversi.
    #[arg(long)]
    game: String,
    /// Board size; default the game's default size.
    #[arg(long)]
    size: Option<usize>,
    /// Player A: a level, 0 (uniform random) to 10, or plain:L, the baseline (plain UCT,
    /// uniform playouts, no game knowledge) at level L's budget; either may end with
    /// /name=value,... for experiments.
    #[arg(long, long_help = player_help())]
    a: String,
    /// Player B, as player A.
    #[arg(long)]
    b: String,
    /// Number of games; colours alternate (A moves first in the odd-numbered games).
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..))]
    games: u32,
    /// Seed: the same seed replays the same games when no time cap is reached.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once (default: one per core).
    #[arg(long)]
    threads: Option<usize>,
    /// Append the result as a row of this results file (docs/results.csv).
    #[arg(long, value_name = "FILE")]
    record: Option<std::path::PathBuf>,
    /// With --record: how the match was run, in a few words.
    #[arg(long, default_value = "")]
    note: String,
}

/// `--a`'s long help: the player's forms and every experiment parameter, from the one table.
fn player_help() -> String {
    format!(
        "Player A: a level, 0 (uniform random) to 10, or plain:L, the baseline (plain UCT, \
         uniform playouts, no game knowledge) at level L's budget. Either may end with \
         /name=value,... for experiments (docs/ai.md, \"Experiment parameters\"):\n{}",
        crate::ai::arena::overrides_help()
    )
}

/// Games are independent, so they are spread over threads (this is the command line, not the
/// app, so plain threads are fine).
pub fn run(args: Args) -> ExitCode {
    let (kind, size, result) = match play(&args) {
        Ok(played) => played,
        Err(e) => return failed("quartet match", e),
    };
    let Some(file) = args.record else {
        return ExitCode::SUCCESS;
    };
    let row = results::Row {
        date: crate::storage::utc_text(crate::storage::now_unix())[..10].to_string(),
        game: kind.name().to_lowercase(),
        size,
        a: args.a,
        b: args.b,
        games: args.games,
        a_wins: result.a_wins,
        draws: result.draws,
        b_wins: result.b_wins,
        seed: Some(args.seed),
        threads: args.threads,
        note: args.note,
    };
    record_row(&file, &row)
}

fn play(args: &Args) -> Result<(GameKind, usize, MatchResult), String> {
    let kind = args.game.parse::<GameKind>().map_err(|e| e.to_string())?;
    let size = args.size.unwrap_or(kind.default_size());
    kind.check_size(size).map_err(|e| e.to_string())?;
    let a = args.a.parse::<Contender>().map_err(|e| e.to_string())?;
    let b = args.b.parse::<Contender>().map_err(|e| e.to_string())?;
    crate::ai::arena::check_reference(kind, [a, b])?;
    let games = args.games;
    let seed = args.seed;
    let workers = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    println!(
        "{} {size}: A {} vs B {}, {games} games, colours alternating, seed {seed}",
        kind.name(),
        args.a,
        args.b
    );
    let started = std::time::Instant::now();
    let total = run_match_on(kind, size, a, b, games, seed, workers, |g, r, total| {
        eprintln!(
            "game {:>3}/{games}: {r:?}   (A {} - {} draws - B {}, {:.0} s)",
            g + 1,
            total.a_wins,
            total.draws,
            total.b_wins,
            started.elapsed().as_secs_f64()
        );
    })
    .map_err(|e| e.to_string())?;
    let (elo, margin) = total.elo();
    println!(
        "A wins {}, draws {}, B wins {}; A's score rate {:.1}%; Elo {elo:+.0} +/- {margin:.0}",
        total.a_wins,
        total.draws,
        total.b_wins,
        100.0 * total.score_rate()
    );
    Ok((kind, size, total))
}

/// `quartet match --record FILE`: the row added to the results file, written atomically; a
/// file that cannot be read as results is left as it is.
fn record_row(file: &std::path::Path, row: &results::Row) -> ExitCode {
    let old = match file.exists() {
        true => match crate::storage::read_file(file) {
            Ok(text) => text,
            Err(e) => return failed("quartet match", e),
        },
        false => String::new(),
    };
    if let Err(e) = results::parse(&old) {
        return failed(
            "quartet match",
            format!(
                "{} is not a results file ({e}): not recorded",
                file.display()
            ),
        );
    }
    let new = match results::append(&old, row) {
        Ok(text) => text,
        Err(e) => return failed("quartet match", e),
    };
    match crate::storage::write_file(file, &new) {
        Ok(()) => {
            println!("recorded in {}", file.display());
            ExitCode::SUCCESS
        }
        Err(e) => failed("quartet match", e),
    }
}
