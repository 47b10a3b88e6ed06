//! `quartet bench`: the speed of random playouts, of the AI's search, or of the exact solver,
//! one line a game (`docs/ai.md`, "Measuring").

use super::{failed, games_named, positive_seconds};
use crate::rules::{GameKind, RulesError};
use std::io::Write;
use std::process::ExitCode;

/// `quartet bench`'s options.
#[derive(clap::Args)]
pub struct Args {
    /// Only this game (rekushu, rush, quadrex, cheversi); default all four.
    #[arg(long)]
    game: Option<String>,
    /// Board size; default each game's default size.
    #[arg(long)]
    size: Option<usize>,
    /// Seconds of playouts to measure for each game (and as many of bare fills).
    #[arg(long, default_value_t = 3.0)]
    seconds: f64,
    /// Measure the AI instead: playouts per second inside the search, and the median time
    /// of a level-5 and a level-10 move over positions from a game.
    #[arg(long)]
    ai: bool,
    /// With --ai: how many positions to time.
    #[arg(long, default_value_t = 5)]
    positions: usize,
    /// Measure the exact solver instead: random positions with this many empty points
    /// (Cheversi: placements left; Rekushu: this many moves before the end of a random
    /// game), each solved with every move's value; prints the median and worst time (one
    /// thread, up to --seconds each).
    #[arg(long, value_name = "EMPTIES")]
    solve: Option<usize>,
    /// Time today's rules against the ones they replaced (`rules::reference`, issue 69):
    /// random playouts of each and bare fills, in turns of 100 ms on one thread. Prints CSV,
    /// one row a game that keeps a reference. With --ai: the AI's opening search on each
    /// rules in turns (level 5 over 4 moves, level 10 over 2, --positions rounds), a row a
    /// level, for the games whose AI can think on the reference (Rush, Quadrex).
    #[arg(long, conflicts_with = "solve")]
    reference: bool,
    /// With --solve: positions from self-play games at mixed levels instead of random moves
    /// (closer to real play, and harder).
    #[arg(long)]
    self_play: bool,
}

pub fn run(args: Args) -> ExitCode {
    let kinds = match games_named(args.game.as_deref()) {
        Ok(kinds) => kinds,
        Err(e) => return failed("quartet bench", e),
    };
    if let Err(e) = positive_seconds(args.seconds) {
        return failed("quartet bench", e);
    }
    let mut out = std::io::stdout().lock();
    if args.reference && args.ai {
        return ai_against_reference(&kinds, args.size, args.positions, &mut out);
    }
    if args.reference {
        return against_reference(&kinds, args.size, args.seconds, &mut out);
    }
    for kind in kinds {
        let line = match args.solve {
            Some(empties) => {
                let budget = crate::ai::solve::SolveBudget {
                    time: Some(std::time::Duration::from_secs_f64(args.seconds)),
                    ..Default::default()
                };
                let size = args.size.unwrap_or(kind.sizes()[0]);
                let positions = args.positions;
                crate::bench::solve_speed(kind, size, empties, positions, 1, budget, args.self_play)
                    .map(|s| s.line())
            }
            None => {
                let size = args.size.unwrap_or(kind.default_size());
                match args.ai {
                    true => crate::bench::ai_speed(kind, size, args.positions, 1).map(|s| s.line()),
                    false => {
                        crate::bench::playout_speed(kind, size, args.seconds, 1).map(|s| s.line())
                    }
                }
            }
        };
        match line {
            // A closed pipe (`| head`) ends the run quietly.
            Ok(line) => {
                if writeln!(out, "{line}").is_err() {
                    return ExitCode::SUCCESS;
                }
            }
            Err(e) => return failed("quartet bench", e),
        }
    }
    ExitCode::SUCCESS
}

/// `quartet bench --reference`: a header, then one row a game that keeps a reference.
fn against_reference(
    kinds: &[GameKind],
    size: Option<usize>,
    seconds: f64,
    out: &mut impl Write,
) -> ExitCode {
    let header = crate::bench::AgainstReference::HEADER;
    csv_rows(kinds, size, header, out, |kind, size| {
        let row = crate::bench::against_reference(kind, size, seconds, 1)?;
        Ok(row.iter().map(|r| r.row()).collect())
    })
}

/// `quartet bench --ai --reference`: a header, then one row a level for each game whose AI can
/// think on the reference's rules.
fn ai_against_reference(
    kinds: &[GameKind],
    size: Option<usize>,
    rounds: usize,
    out: &mut impl Write,
) -> ExitCode {
    let header = crate::bench::AiAgainstReference::HEADER;
    csv_rows(kinds, size, header, out, |kind, size| {
        let rows = crate::bench::ai_against_reference(kind, size, None, rounds.max(1), 1)?;
        Ok(rows.iter().map(|r| r.row()).collect())
    })
}

/// `header`, then the rows `rows_of` gives each game at `size` (its default size if none); a
/// closed pipe (`| head`) ends the run quietly.
fn csv_rows(
    kinds: &[GameKind],
    size: Option<usize>,
    header: &str,
    out: &mut impl Write,
    mut rows_of: impl FnMut(GameKind, usize) -> Result<Vec<String>, RulesError>,
) -> ExitCode {
    if writeln!(out, "{header}").is_err() {
        return ExitCode::SUCCESS;
    }
    for &kind in kinds {
        let rows = match rows_of(kind, size.unwrap_or(kind.default_size())) {
            Ok(rows) => rows,
            Err(e) => return failed("quartet bench", e),
        };
        for row in rows {
            if writeln!(out, "{row}").is_err() {
                return ExitCode::SUCCESS;
            }
        }
    }
    ExitCode::SUCCESS
}
