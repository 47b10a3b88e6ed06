//! `quartet solve`: the exact result of a position, and of every move from it, as text or as
//! JSON (`docs/ai.md`, "The exact solver"). Bad input is an error naming the move and why.

use crate::ai::solve::{Solution, SolveBudget, result_text, solve_any};
use crate::rules::{AnyGame, AnyMove, GameKind, Match};
use serde_json::{Map, Value, json};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::{answer_or_refuse, positive_seconds};

/// `quartet solve`'s options: what to solve and how long to try.
#[derive(clap::Args)]
pub struct Args {
    /// rekushu, rush, quadrex or cheversi.
    #[arg(long)]
    game: String,
    /// Board size; default the game's default size.
    #[arg(long)]
    size: Option<usize>,
    /// The moves from the empty board, e.g. "d4 c3 e5" (Rush's forced passes may be
    /// written as pass, or left out).
    #[arg(long, default_value = "", allow_hyphen_values = true)]
    moves: String,
    /// Print one JSON object: {"value": "win"|"loss"|"draw"|"unknown", "moves":
    /// {"e5": "win", ...}, "secs": S, ...}; Cheversi adds "margin" and "margins".
    #[arg(long)]
    json: bool,
    /// Give up after this many seconds: what is not solved by then is "unknown".
    #[arg(long, default_value_t = 60.0)]
    seconds: f64,
    /// Give up after this many positions searched.
    #[arg(long)]
    nodes: Option<u64>,
}

/// The answer printed, or the refusal of bad input with status 2.
pub fn run(args: Args) -> ExitCode {
    answer_or_refuse("quartet solve", answer(&args))
}

/// The answer to print, or why the request cannot be solved.
fn answer(req: &Args) -> Result<String, String> {
    let kind: GameKind = req.game.parse().map_err(|e| format!("{e}"))?;
    positive_seconds(req.seconds)?;
    let mut game = Match::new(kind, req.size, Default::default()).map_err(|e| format!("{e}"))?;
    let moves: Vec<&str> = req
        .moves
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|m| !m.is_empty())
        .collect();
    game.load_moves(&moves).map_err(|e| format!("{e}"))?;
    let pos = game.position();
    if pos.to_move().is_none() {
        return Err("the game is over: there is nothing to solve".to_string());
    }
    let budget = SolveBudget {
        nodes: req.nodes,
        time: Some(Duration::from_secs_f64(req.seconds)),
        ..SolveBudget::default()
    };
    let solution = solve_any(pos, budget, &AtomicBool::new(false));
    Ok(if req.json {
        json_text(pos, &game, &solution)
    } else {
        plain_text(pos, &game, &solution)
    })
}

fn json_text(pos: &AnyGame, game: &Match, s: &Solution<AnyMove>) -> String {
    let name = |v: Option<i32>| v.map_or("unknown", |v| crate::ai::solve::Verdict::of(v).name());
    let moves: Map<String, Value> = s
        .moves
        .iter()
        .map(|&(m, v)| (pos.format_move(m), json!(name(v))))
        .collect();
    let mut out = json!({
        "game": game.kind().name(),
        "size": game.size(),
        "to_move": pos.to_move().map(|side| game.colour(side)),
        "value": name(s.value),
        "moves": moves,
        "secs": s.secs,
        "nodes": s.nodes,
    });
    if s.margin {
        let margins: Map<String, Value> = s
            .moves
            .iter()
            .map(|&(m, v)| (pos.format_move(m), json!(v)))
            .collect();
        out["margin"] = json!(s.value);
        out["margins"] = Value::Object(margins);
    }
    out.to_string()
}

fn plain_text(pos: &AnyGame, game: &Match, s: &Solution<AnyMove>) -> String {
    let side = pos.to_move().map_or("nobody", |side| game.colour(side));
    let known = s.moves.iter().filter(|(_, v)| v.is_some()).count();
    let mut out = format!(
        "{} {}, after {} moves, {side} to move: {} ({known} of {} moves solved, {:.3} s, {} nodes)\n",
        game.kind().title(),
        game.size(),
        game.len(),
        s.value
            .map_or("unknown: the budget ran out".to_string(), |v| {
                format!("{} with best play", result_text(v, s.margin))
            }),
        s.moves.len(),
        s.secs,
        s.nodes
    );
    // One line per result, the best first (the moves come sorted so).
    let mut k = 0;
    while k < s.moves.len() {
        let v = s.moves[k].1;
        let same: Vec<String> = s.moves[k..]
            .iter()
            .take_while(|(_, w)| *w == v)
            .map(|&(m, _)| pos.format_move(m))
            .collect();
        k += same.len();
        let label = v.map_or("unknown".to_string(), |v| result_text(v, s.margin));
        out.push_str(&format!("  {label:<8} {}\n", same.join(" ")));
    }
    out
}
