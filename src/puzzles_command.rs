//! `quartet puzzles make` and `quartet puzzles list`: the puzzle files in `assets/puzzles/`,
//! one RON file a game (`docs/puzzles.md`).

use crate::ai::solve::SolveBudget;
use crate::puzzle::{MakeSpec, Puzzle, PuzzleSet, make};
use crate::rules::GameKind;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The board each game's shipped puzzles use: small enough for the solver.
pub fn puzzle_size(kind: GameKind) -> usize {
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
pub fn read_set(dir: &Path, kind: GameKind) -> Result<PuzzleSet, String> {
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
pub fn read_all(dir: &Path) -> Result<Vec<Puzzle>, String> {
    let mut out = Vec::new();
    for kind in GameKind::ALL {
        out.extend(read_set(dir, kind)?.puzzles);
    }
    Ok(out)
}

/// What `quartet puzzles make` asks for.
pub struct MakeRequest {
    pub games: Vec<GameKind>,
    pub size: Option<usize>,
    /// Self-play games per game kind.
    pub count: usize,
    pub seed: u64,
    /// Seconds each solve may take.
    pub seconds: f64,
    pub dir: PathBuf,
}

/// Makes puzzles and adds the new ones to each game's file (written atomically; a file that
/// cannot be read is left as it is and the run stops). `progress` sees one line per puzzle.
pub fn make_puzzles(req: &MakeRequest, mut progress: impl FnMut(&str)) -> Result<String, String> {
    let mut summary = Vec::new();
    for &kind in &req.games {
        let mut set = read_set(&req.dir, kind)?;
        set.version = PuzzleSet::VERSION;
        let size = req.size.unwrap_or(puzzle_size(kind));
        kind.check_size(size).map_err(|e| e.to_string())?;
        let spec = MakeSpec {
            game: kind,
            size,
            games: req.count,
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

/// Every puzzle in `dir`: one JSON array, or a line each.
pub fn list(dir: &Path, json: bool) -> Result<String, String> {
    let all = read_all(dir)?;
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
