//! `quartet review`: a game's moves judged by the AI, as an annotated move list and a summary
//! per player, or as JSON (`docs/ai.md`, "Review"). The game comes from a save, an exported
//! move list, or `--game`, `--size` and `--moves`; bad input is an error naming the move and
//! why.

use crate::ai::Level;
use crate::ai::review::{AnyReviewer, Mark, MoveReview, Review, line_notation};
use crate::record::{annotated_history, import_text};
use crate::rules::{AnyMove, GameKind, Match, MatchOptions};
use serde_json::{Value, json};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use web_time::Instant;

use super::answer_or_refuse;

/// `quartet review`'s options: what to review and how.
#[derive(clap::Args)]
pub struct Args {
    /// A saved game (.ron) or an exported move list; or give --game and --moves.
    file: Option<PathBuf>,
    /// rekushu, rush, quadrex or cheversi (a move list without a header: its game).
    #[arg(long)]
    game: Option<String>,
    /// Board size; default the game's default size.
    #[arg(long)]
    size: Option<usize>,
    /// The moves from the empty board, e.g. "d4 c3 e5".
    #[arg(long, allow_hyphen_values = true)]
    moves: Option<String>,
    /// The AI level whose search budget each position gets (1 to 10).
    #[arg(long, default_value_t = 6)]
    level: u8,
    /// Search threads per position (0: every core).
    #[arg(long, default_value_t = 0)]
    threads: usize,
    /// Print one JSON object: {"moves": [{"ply", "side", "move", "best", "before",
    /// "after", "mark", "margin_before", "margin_after" (Cheversi's expected points), ...}],
    /// "players": [{"side", "accuracy", "best", "inaccuracy",
    /// "mistake", "blunder", ...}], ...}.
    #[arg(long)]
    json: bool,
}

/// The answer printed, or the refusal of bad input with status 2.
pub fn run(args: Args) -> ExitCode {
    answer_or_refuse("quartet review", answer(&args))
}

/// The answer to print, or why the game cannot be reviewed.
fn answer(req: &Args) -> Result<String, String> {
    let level =
        Level::new(req.level).ok_or_else(|| format!("--level {} is not 1 to 10", req.level))?;
    let game = read_game(req)?;
    if game.is_empty() {
        return Err("the game has no moves to review".to_string());
    }
    let started = Instant::now();
    let mut reviewer = AnyReviewer::new(&game, level, 1)
        .ok_or_else(|| "the game's moves do not follow its rules".to_string())?;
    reviewer.run(req.threads, &AtomicBool::new(false));
    let review = reviewer
        .review()
        .ok_or_else(|| "the review did not finish".to_string())?;
    let secs = started.elapsed().as_secs_f64();
    Ok(if req.json {
        json_text(&game, &review, req.level, secs)
    } else {
        plain_text(&game, &review, req.level, secs)
    })
}

/// The game named by the file or by `--game`, `--size` and `--moves`.
fn read_game(req: &Args) -> Result<Match, String> {
    let given_kind = req
        .game
        .as_deref()
        .map(str::parse::<GameKind>)
        .transpose()
        .map_err(|e| e.to_string())?;
    match (&req.file, &req.moves) {
        (Some(_), Some(_)) => Err("give a file or --moves, not both".to_string()),
        (None, None) => Err("give a saved game or move list, or --game and --moves".to_string()),
        (Some(path), None) => {
            let text = crate::storage::read_file(path).map_err(|e| e.to_string())?;
            let cannot = |why: String| format!("{} cannot be reviewed: {why}", path.display());
            if path
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("ron"))
            {
                return crate::save::parse(&text)
                    .map(|(_, saved)| saved.game)
                    .map_err(cannot);
            }
            // A move list: its header names the game, else --game and --size do.
            let kind = match given_kind {
                Some(kind) => kind,
                None if text.contains("Quartet:") => GameKind::Rush,
                None => return Err(cannot("the move list names no game: add --game".into())),
            };
            let size = req.size.unwrap_or(kind.default_size());
            import_text(&text, kind, size, MatchOptions::default())
                .map_err(|e| cannot(e.to_string()))
        }
        (None, Some(moves)) => {
            let kind = given_kind.ok_or("--moves needs --game")?;
            let mut game =
                Match::new(kind, req.size, MatchOptions::default()).map_err(|e| e.to_string())?;
            let moves: Vec<&str> = moves
                .split(|c: char| c.is_whitespace() || c == ',')
                .filter(|m| !m.is_empty())
                .collect();
            game.load_moves(&moves).map_err(|e| e.to_string())?;
            Ok(game)
        }
    }
}

fn move_text(game: &Match, ply: usize, mv: AnyMove) -> String {
    game.position_after(ply)
        .map_or_else(String::new, |pos| pos.format_move(mv))
}

fn json_text(game: &Match, review: &Review<AnyMove>, level: u8, secs: f64) -> String {
    let moves: Vec<Value> = review
        .moves
        .iter()
        .enumerate()
        .map(|(k, m)| {
            json!({
                "ply": m.ply,
                "side": game.colour(m.side),
                "move": move_text(game, k, m.mv),
                "best": m.best.map(|b| move_text(game, k, b)),
                "line": line_notation(game, m),
                "before": m.before,
                "after": m.after,
                "mark": m.mark.map(Mark::name),
                "forced": m.forced,
                "exact": m.exact,
                "margin_before": m.margin_before,
                "margin_after": m.margin_after,
            })
        })
        .collect();
    let players: Vec<Value> = crate::rules::Side::BOTH
        .iter()
        .map(|&side| {
            let p = &review.players[side.index()];
            let mut player = json!({
                "side": game.colour(side),
                "accuracy": p.accuracy,
                "average_loss": p.average_loss,
                "judged": p.judged,
            });
            for mark in Mark::ALL {
                player[mark.name()] = json!(p.count(mark));
            }
            player
        })
        .collect();
    json!({
        "game": game.kind().name(),
        "size": game.size(),
        "level": level,
        "moves": moves,
        "players": players,
        "secs": secs,
    })
    .to_string()
}

/// Cheversi's expected margins of the mover, before and after the move (`, points +3.0 ->
/// -1.5`); nothing in the other games.
fn margins_text(m: &MoveReview<AnyMove>) -> String {
    match (m.margin_before, m.margin_after) {
        (Some(before), Some(after)) => format!(", points {before:+.1} -> {after:+.1}"),
        _ => String::new(),
    }
}

fn plain_text(game: &Match, review: &Review<AnyMove>, level: u8, secs: f64) -> String {
    let marks: Vec<Option<Mark>> = review.moves.iter().map(|m| m.mark).collect();
    let mut out = format!(
        "{} {}x{}, {} moves, reviewed at level {level} in {secs:.1} s\n{}\n\n",
        game.kind().title(),
        game.size(),
        game.size(),
        game.len(),
        annotated_history(game, &marks).join(" ")
    );
    for (k, m) in review.moves.iter().enumerate() {
        let Some(mark) = m.mark.filter(|&mark| mark != Mark::Best) else {
            continue;
        };
        out.push_str(&format!(
            "{:>4}. {:<6} {:<10} {:<10} {:>3.0}% -> {:>3.0}%{}   best {}\n",
            m.ply,
            game.colour(m.side),
            format!("{}{}", move_text(game, k, m.mv), mark.symbol()),
            mark.name(),
            100.0 * m.before,
            100.0 * m.after,
            margins_text(m),
            line_notation(game, m).join(" ")
        ));
    }
    out.push('\n');
    for side in crate::rules::Side::BOTH {
        let p = &review.players[side.index()];
        out.push_str(&format!(
            "{:<6} accuracy {:>5.1}, average loss {:>4.1}, best {}, inaccuracies {}, mistakes {}, blunders {}\n",
            game.colour(side),
            p.accuracy,
            p.average_loss,
            p.count(Mark::Best),
            p.count(Mark::Inaccuracy),
            p.count(Mark::Mistake),
            p.count(Mark::Blunder),
        ));
    }
    out
}
