//! `quartet puzzles make` and `quartet puzzles list`: the puzzle files in `assets/puzzles/`,
//! one RON file a game (`docs/puzzles.md`); `list` shows those built into the game.

use crate::ai::solve::SolveBudget;
use crate::puzzle::{MakeSpec, Puzzle, PuzzleSet, make};
use crate::rules::GameKind;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use super::{answer_or_refuse, games_named, positive_seconds};

/// The board each game's shipped puzzles use: small enough for the solver.
fn puzzle_size(kind: GameKind) -> usize {
    match kind {
        GameKind::Rekushu => 6,
        GameKind::Rush => 5,
        GameKind::Quadrex => 6,
        GameKind::Cheversi => 8,
    }
}

fn file_of(dir: &Path, kind: GameKind) -> PathBuf {
    dir.join(format!("{}.ron", kind.name()))
}

/// The puzzles of `kind` in `dir` (none when there is no file); an error names a bad file.
fn read_set(dir: &Path, kind: GameKind) -> Result<PuzzleSet, String> {
    let path = file_of(dir, kind);
    if !path.exists() {
        return Ok(PuzzleSet::default());
    }
    let text = crate::storage::read_file(&path).map_err(|e| e.to_string())?;
    let set: PuzzleSet = ron::from_str(&text)
        .map_err(|e| format!("{} is not a puzzle file: {e}", path.display()))?;
    if set.version != PuzzleSet::VERSION {
        return Err(format!(
            "{} has version {}, not {}",
            path.display(),
            set.version,
            PuzzleSet::VERSION
        ));
    }
    if let Some(p) = set.puzzles.iter().find(|p| p.game != kind) {
        return Err(format!(
            "{} holds a {} puzzle ({})",
            path.display(),
            p.game.name(),
            p.id
        ));
    }
    Ok(set)
}

/// Every puzzle in `dir`, game by game.
fn read_all(dir: &Path) -> Result<Vec<Puzzle>, String> {
    let mut out = Vec::new();
    for kind in GameKind::ALL {
        out.extend(read_set(dir, kind)?.puzzles);
    }
    Ok(out)
}

/// `quartet puzzles`'s options.
#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    action: Action,
}

/// `quartet puzzles` commands.
#[derive(clap::Subcommand)]
enum Action {
    /// Play self-play games at mixed levels and keep, from each, the longest position where
    /// exactly one move wins (Cheversi: keeps the best result), proven by the solver; adds the
    /// new puzzles to DIR/GAME.ron.
    Make(MakeArgs),
    /// Print every puzzle: a line each, or with --json one array of objects (game, size, the
    /// moves before it, the solution with the replies, the result, themes, rating).
    List(ListArgs),
}

/// `quartet puzzles make`'s options.
#[derive(clap::Args)]
struct MakeArgs {
    /// Only this game; default all four.
    #[arg(long)]
    game: Option<String>,
    /// Board size; default each game's puzzle size (Rekushu 6, Rush 5, Quadrex 6, Cheversi 8).
    #[arg(long)]
    size: Option<usize>,
    /// Self-play games to look through, per game.
    #[arg(long, default_value_t = 60)]
    games: usize,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Seconds each solve may take (positions that take longer are passed over).
    #[arg(long, default_value_t = 0.5)]
    seconds: f64,
    #[arg(long, default_value = "assets/puzzles")]
    dir: PathBuf,
}

/// `quartet puzzles list`'s options.
#[derive(clap::Args)]
struct ListArgs {
    #[arg(long)]
    json: bool,
    /// A folder of puzzle files (GAME.ron) to list instead of the puzzles built into the game.
    #[arg(long)]
    dir: Option<PathBuf>,
}

/// The answer printed, or the refusal of bad input with status 2.
pub fn run(args: Args) -> ExitCode {
    let answer = match args.action {
        Action::List(list_args) => list(&list_args),
        Action::Make(make_args) => make_puzzles(&make_args, |line| eprintln!("{line}")),
    };
    answer_or_refuse("quartet puzzles", answer)
}

/// Makes puzzles and adds the new ones to each game's file (written atomically; a file that
/// cannot be read is left as it is and the run stops). `progress` sees one line per puzzle.
fn make_puzzles(req: &MakeArgs, mut progress: impl FnMut(&str)) -> Result<String, String> {
    let kinds = games_named(req.game.as_deref())?;
    positive_seconds(req.seconds)?;
    let mut summary = Vec::new();
    for kind in kinds {
        let mut set = read_set(&req.dir, kind)?;
        set.version = PuzzleSet::VERSION;
        let size = req.size.unwrap_or(puzzle_size(kind));
        kind.check_size(size).map_err(|e| e.to_string())?;
        let spec = MakeSpec {
            game: kind,
            size,
            games: req.games,
            seed: req.seed,
            budget: SolveBudget {
                nodes: None,
                time: Some(Duration::from_secs_f64(req.seconds)),
                table_bits: 18,
            },
            max_plies: 11,
        };
        let made = make(spec, |p| {
            progress(&format!(
                "{} {}: {} move(s), {}",
                p.id,
                p.solution.join(" "),
                p.length(),
                p.themes.join(", ")
            ))
        })
        .map_err(|e| e.to_string())?;
        let before = set.puzzles.len();
        for p in made {
            if !set.puzzles.iter().any(|q| q.id == p.id) {
                set.puzzles.push(p);
            }
        }
        let added = set.puzzles.len() - before;
        let text = ron::ser::to_string_pretty(&set, ron::ser::PrettyConfig::default())
            .map_err(|e| e.to_string())?;
        crate::storage::write_file(&file_of(&req.dir, kind), &text).map_err(|e| e.to_string())?;
        summary.push(format!(
            "{}: {added} new, {} in {}",
            kind.name(),
            set.puzzles.len(),
            file_of(&req.dir, kind).display()
        ));
    }
    Ok(summary.join("\n"))
}

/// Every puzzle built in, or in `--dir`: one JSON array, or a line each.
fn list(args: &ListArgs) -> Result<String, String> {
    let json = args.json;
    let all = match &args.dir {
        Some(dir) if !dir.is_dir() => {
            return Err(format!("{}: no such folder of puzzles", dir.display()));
        }
        Some(dir) => read_all(dir)?,
        None => {
            let library = crate::app::learn::Library::built_in();
            GameKind::ALL
                .into_iter()
                .flat_map(|kind| library.puzzles(kind).to_vec())
                .collect()
        }
    };
    if json {
        let rows: Vec<serde_json::Value> = all
            .iter()
            .map(|p| {
                serde_json::json!({
                    "id": p.id,
                    "game": p.game.name(),
                    "size": p.size,
                    "moves": p.moves,
                    "solution": p.solution,
                    "result": p.result,
                    "length": p.length(),
                    "themes": p.themes,
                    "rating": p.rating.round(),
                })
            })
            .collect();
        return Ok(serde_json::Value::Array(rows).to_string());
    }
    Ok(all
        .iter()
        .map(|p| {
            format!(
                "{} {} {}x{}, {} move(s), rating {:.0}{}: {}",
                p.id,
                p.game.title(),
                p.size,
                p.size,
                p.length(),
                p.rating,
                if p.themes.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", p.themes.join(", "))
                },
                p.solution.join(" ")
            )
        })
        .collect::<Vec<_>>()
        .join("\n"))
}
