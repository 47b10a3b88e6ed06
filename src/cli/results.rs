//! The AI's measured matches as data: `docs/results.csv`, one row a match, which
//! `quartet match --record FILE` appends to and `quartet results` turns into the level and
//! strength tables (`docs/ai.md`, "Measuring"). A new score is a line of data, not prose.

use crate::ai::arena::{Contender, MatchResult};
use crate::ai::{Level, Params};
use crate::rules::GameKind;
use serde::{Deserialize, Serialize};
use std::process::ExitCode;

use super::failed;

/// One match: who played whom, where, and how it ended (`a` is the player the row is about).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Row {
    /// The day it was measured, `YYYY-MM-DD`.
    pub date: String,
    pub game: String,
    pub size: usize,
    /// The players as `quartet match --a/--b` names them: `5`, `plain:5`, `9/iterations=1000`.
    pub a: String,
    pub b: String,
    pub games: u32,
    pub a_wins: u32,
    pub draws: u32,
    pub b_wins: u32,
    pub seed: Option<u64>,
    /// `quartet match --threads`: games played at once.
    pub threads: Option<usize>,
    /// How it was run, in a few words.
    pub note: String,
}

impl Row {
    fn result(&self) -> MatchResult {
        MatchResult {
            a_wins: self.a_wins,
            draws: self.draws,
            b_wins: self.b_wins,
        }
    }

    fn kind(&self) -> Option<GameKind> {
        self.game.parse().ok()
    }
}

/// The rows of a results file, checked: a row whose game is unknown or whose games do not add
/// up is an error that names its line.
pub fn parse(text: &str) -> Result<Vec<Row>, String> {
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let mut rows = Vec::new();
    for (i, record) in reader.deserialize::<Row>().enumerate() {
        let line = i + 2;
        let row = record.map_err(|e| format!("line {line}: {e}"))?;
        let Some(kind) = row.kind() else {
            return Err(format!("line {line}: '{}' is not a game", row.game));
        };
        kind.check_size(row.size)
            .map_err(|e| format!("line {line}: {e}"))?;
        if row.result().games() != row.games {
            return Err(format!(
                "line {line}: {} - {} - {} is not {} games",
                row.a_wins, row.draws, row.b_wins, row.games
            ));
        }
        rows.push(row);
    }
    Ok(rows)
}

/// `text` (a results file, or nothing yet) with `row` added at its end.
pub fn append(text: &str, row: &Row) -> Result<String, String> {
    let mut writer = csv::WriterBuilder::new()
        .has_headers(text.trim().is_empty())
        .from_writer(Vec::new());
    writer.serialize(row).map_err(|e| e.to_string())?;
    let added = writer.into_inner().map_err(|e| e.to_string())?;
    let mut out = text.to_string();
    if !out.is_empty() && !out.ends_with('\n') {
        out.push('\n');
    }
    out.push_str(&String::from_utf8_lossy(&added));
    Ok(out)
}

/// A player spec's level and whether it is the plain baseline, when it searches as that
/// level ships: parsed as `quartet match` parses it, its parameters are the level's (or
/// `plain:L`'s) but for the thread count, and its budget caps playouts, not time.
/// `9/threads=1,iterations=120000` is (9, false), `plain:5` (5, true), `9/rave=0` and
/// `5/ms=500` none.
fn level_of(spec: &str) -> Option<(u8, bool)> {
    let player: Contender = spec.parse().ok()?;
    if player.budget.is_some_and(|b| b.time.is_some()) {
        return None;
    }
    let Some(params) = player.params else {
        return Some((player.level, false));
    };
    let level = Level::new(player.level)?;
    let one_thread = |p: Params| Params { threads: 1, ..p };
    if one_thread(params) == one_thread(level.params()) {
        Some((player.level, false))
    } else if one_thread(params) == one_thread(level.plain_params()) {
        Some((player.level, true))
    } else {
        None
    }
}

/// A match as a table's cell: `W - D - L (score%, Elo +/- margin)`, with the size when it is
/// not the game's default.
fn cell(row: &Row) -> String {
    let r = row.result();
    let (elo, margin) = r.elo();
    let size = match row.kind().map(GameKind::default_size) == Some(row.size) {
        true => String::new(),
        false => format!("at {0}x{0}: ", row.size),
    };
    format!(
        "{size}{} - {} - {} ({:.1}%, {elo:+.0} +/- {margin:.0})",
        r.a_wins,
        r.draws,
        r.b_wins,
        100.0 * r.score_rate()
    )
}

/// A Markdown table with a row per label and a column per game; each cell is the last match
/// in `rows` that `fits` (the game's default size first, then any size), or `-`.
fn table(
    rows: &[Row],
    corner: &str,
    labels: &[(String, u8)],
    fits: impl Fn(&Row, u8) -> bool,
) -> String {
    let mut out = format!("| {corner} |");
    for kind in GameKind::ALL {
        out.push_str(&format!(" {} {} |", kind.name(), kind.default_size()));
    }
    out.push_str("\n|---|");
    out.push_str(&"---|".repeat(GameKind::ALL.len()));
    out.push('\n');
    for (label, level) in labels {
        out.push_str(&format!("| {label} |"));
        for kind in GameKind::ALL {
            let fitting: Vec<&Row> = rows
                .iter()
                .filter(|r| r.kind() == Some(kind) && fits(r, *level))
                .collect();
            let chosen = fitting
                .iter()
                .rev()
                .find(|r| r.size == kind.default_size())
                .or(fitting.last());
            let text = chosen.map_or_else(|| "-".to_string(), |r| cell(r));
            out.push_str(&format!(" {text} |"));
        }
        out.push('\n');
    }
    out
}

/// The last match in `rows` of level `l` against level `l - 1` at `kind`: the game's default
/// size first, then any size (as the level table chooses).
fn level_match(rows: &[Row], kind: GameKind, l: u8) -> Option<&Row> {
    let fitting: Vec<&Row> = rows
        .iter()
        .filter(|r| r.kind() == Some(kind))
        .filter(|r| level_of(&r.a) == Some((l, false)) && level_of(&r.b) == Some((l - 1, false)))
        .collect();
    fitting
        .iter()
        .rev()
        .find(|r| r.size == kind.default_size())
        .or(fitting.last())
        .copied()
}

/// Each level's rating per game from the level table (see [`crate::ai::level::LevelRatings`]).
pub fn level_ratings(rows: &[Row]) -> crate::ai::level::LevelRatings {
    use crate::ai::level::LevelRatings;
    let ratings = GameKind::ALL
        .into_iter()
        .map(|kind| {
            let gains: [Option<f64>; 10] = std::array::from_fn(|i| {
                level_match(rows, kind, i as u8 + 1).map(|r| r.result().elo().0)
            });
            (kind, LevelRatings::from_gains(&gains))
        })
        .collect();
    LevelRatings(ratings)
}

/// [`level_ratings`] as the game's data file `assets/level_ratings.ron` holds it.
pub fn ratings_text(rows: &[Row]) -> String {
    let config = ron::ser::PrettyConfig::default().compact_arrays(true);
    let text = ron::ser::to_string_pretty(&level_ratings(rows), config).unwrap_or_default();
    format!(
        "// Each AI level's rating per game: random play 400, each level its measured gain over\n\
         // the level below (at most 400). Made by `quartet results ratings` from docs/results.csv.\n{text}\n"
    )
}

/// Each level against the one below, score of the higher level.
pub fn level_table(rows: &[Row]) -> String {
    let labels: Vec<(String, u8)> = (1..=10).map(|l| (format!("{l} vs {}", l - 1), l)).collect();
    table(rows, "pair", &labels, |r, l| {
        level_of(&r.a) == Some((l, false)) && level_of(&r.b) == Some((l - 1, false))
    })
}

/// Each level against the plain baseline at its budget (`plain:L`), score of the level: the
/// levels measured so.
pub fn strength_table(rows: &[Row]) -> String {
    let fits =
        |r: &Row, l: u8| level_of(&r.a) == Some((l, false)) && level_of(&r.b) == Some((l, true));
    let labels: Vec<(String, u8)> = (1..=10)
        .filter(|&l| rows.iter().any(|r| fits(r, l)))
        .map(|l| (format!("{l} vs plain:{l}"), l))
        .collect();
    table(rows, "match", &labels, fits)
}

/// Every row, one a line, in the file's order.
pub fn listing(rows: &[Row]) -> String {
    rows.iter()
        .map(|r| {
            format!(
                "{} {} {}: {} vs {}: {}{}",
                r.date,
                r.game,
                r.size,
                r.a,
                r.b,
                cell(r),
                match r.note.is_empty() {
                    true => String::new(),
                    false => format!("; {}", r.note),
                }
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `quartet results`'s options.
#[derive(clap::Args)]
pub struct Args {
    /// What to show.
    #[arg(value_enum, default_value_t = View::Tables)]
    view: View,
    /// The results file.
    #[arg(long, default_value = "docs/results.csv", value_name = "FILE")]
    file: std::path::PathBuf,
}

/// What `quartet results` shows.
#[derive(Clone, Copy, clap::ValueEnum)]
enum View {
    /// The level table and the strength table.
    Tables,
    /// Each level against the one below.
    Levels,
    /// Each level against the plain baseline at its budget.
    Strength,
    /// Every row, one a line.
    All,
    /// Each level's rating per game, from the level table, as the game ships it
    /// (assets/level_ratings.ron).
    Ratings,
}

/// `quartet results`: the tables (or every row) of a results file.
pub fn run(args: Args) -> ExitCode {
    let (file, view) = (&args.file, args.view);
    let rows = match crate::storage::read_file(file)
        .map_err(|e| e.to_string())
        .and_then(|text| parse(&text))
    {
        Ok(rows) => rows,
        Err(e) => return failed("quartet results", format!("{}: {e}", file.display())),
    };
    let levels = || {
        format!(
            "Each level against the one below (score of the higher level, W - D - L):\n\n{}",
            level_table(&rows)
        )
    };
    let strength = || {
        format!(
            "Each level against plain:L, the baseline at its budget (score of the level):\n\n{}",
            strength_table(&rows)
        )
    };
    let text = match view {
        View::Tables => format!("{}\n{}", levels(), strength()),
        View::Levels => levels(),
        View::Strength => strength(),
        View::All => listing(&rows),
        View::Ratings => ratings_text(&rows),
    };
    println!("{text}");
    ExitCode::SUCCESS
}
