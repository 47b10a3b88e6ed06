//! `quartet solve`: the exact result of a position, and of every move from it, as text or as
//! JSON (`docs/ai.md`, "The exact solver"). Bad input is an error naming the move and why.

use crate::ai::solve::{Solution, SolveBudget, result_text, solve_any};
use crate::rules::{AnyGame, AnyMove, GameKind, Match};
use serde_json::{Map, Value, json};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// What to solve and how long to try.
pub struct Request {
    pub game: String,
    pub size: Option<usize>,
    /// The moves from the empty board, separated by spaces or commas.
    pub moves: String,
    pub seconds: f64,
    pub nodes: Option<u64>,
    pub json: bool,
}

/// The answer to print, or why the request cannot be solved.
pub fn run(req: &Request) -> Result<String, String> {
    let kind: GameKind = req.game.parse().map_err(|e| format!("{e}"))?;
    if !(req.seconds.is_finite() && req.seconds > 0.0) {
        return Err("--seconds must be a positive number".to_string());
    }
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
