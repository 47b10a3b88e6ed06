//! Puzzles proven by the exact solver: positions from self-play where exactly one move wins
//! (Cheversi: exactly one keeps the best result), extended while the winning move stays the
//! only one (`docs/puzzles.md`). No I/O: the command line writes and reads the puzzle files.

use crate::ai::solve::{Solution, SolveBudget, Verdict, solve_any};
use crate::ai::{Budget, Level, search_any};
use crate::rules::{AnyGame, AnyMove, GameKind, Match, MatchOptions, RulesError, Side};
use serde::{Deserialize, Serialize};
use std::sync::atomic::AtomicBool;

/// One puzzle: the game, the moves that lead to it, and the whole solution, the opponent's
/// replies included. The side to move after `moves` is the solver's.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Puzzle {
    /// A short stable name: the game, the size and a hash of the moves.
    pub id: String,
    pub game: GameKind,
    pub size: usize,
    pub moves: Vec<String>,
    /// The solver's moves and the opponent's replies, in order; Rush's extra turns make two of
    /// the solver's moves follow each other.
    pub solution: Vec<String>,
    /// The result the solution keeps: `win` (or in Cheversi `draw`).
    pub result: String,
    /// Themes where one is clear: `cascade`, `cut`, `connect` (Quadrex), `extra turn` (Rush),
    /// `claim` (Rekushu), `queen call` (Cheversi).
    pub themes: Vec<String>,
    /// The puzzle's starting rating (Glicko-2 scale), from its length and its width.
    pub rating: f64,
}

impl Puzzle {
    /// Whether it comes from the player's own game ([`from_review`]).
    pub fn is_personal(&self) -> bool {
        self.id.starts_with(PERSONAL)
    }

    /// How many moves the solver makes.
    pub fn length(&self) -> usize {
        let Ok(mut m) = self.start() else {
            return 0;
        };
        let solver = m.position().to_move();
        let mut count = 0;
        for text in &self.solution {
            count += usize::from(m.position().to_move() == solver);
            if m.play_text(text).is_err() {
                break;
            }
        }
        count
    }

    /// Whether the whole line ends the game with the solver's win: the puzzle is then a "win
    /// in N" ([`Puzzle::length`] moves), not only "the winning move".
    pub fn wins_outright(&self) -> bool {
        let Ok(mut m) = self.start() else {
            return false;
        };
        let solver = m.position().to_move();
        if self.solution.iter().any(|t| m.play_text(t).is_err()) {
            return false;
        }
        matches!(m.position().outcome(), crate::rules::Outcome::Win(s) if Some(s) == solver)
    }

    /// The match at the puzzle's position.
    pub fn start(&self) -> Result<Match, RulesError> {
        let mut m = Match::new(self.game, Some(self.size), MatchOptions::default())?;
        m.load_moves(&self.moves)?;
        Ok(m)
    }
}

/// The best result a solution allows, for a puzzle: a win, or Cheversi's draw; never a loss.
fn keeps(solution: &Solution<AnyMove>) -> Option<Verdict> {
    let verdict = solution.verdict()?;
    match verdict {
        Verdict::Win => Some(verdict),
        Verdict::Draw if solution.margin => Some(verdict),
        _ => None,
    }
}

/// The one move that keeps `verdict` when there is exactly one, every move is known, and there
/// was a choice (a forced move is no puzzle).
fn only_move(solution: &Solution<AnyMove>, verdict: Verdict) -> Option<AnyMove> {
    if solution.moves.len() < 2 || solution.moves.iter().any(|(_, v)| v.is_none()) {
        return None;
    }
    let mut keeping = solution
        .moves
        .iter()
        .filter(|(_, v)| v.map(Verdict::of) == Some(verdict));
    let (mv, _) = keeping.next()?;
    keeping.next().is_none().then_some(*mv)
}

/// The puzzle that starts at `m`'s position, if exactly one move keeps its best result there.
/// The line goes on through the opponent's hardest reply (the one whose loss took the solver
/// longest to prove) while the solver's move stays the only one, up to `max_plies` moves.
pub fn puzzle_at(m: &Match, budget: SolveBudget, max_plies: usize) -> Option<Puzzle> {
    let stop = AtomicBool::new(false);
    let solver = m.position().to_move()?;
    let first = solve_any(m.position(), budget, &stop);
    let verdict = keeps(&first)?;
    only_move(&first, verdict)?;
    let mut line = m.clone();
    let mut solution = Vec::new();
    let mut themes = Vec::new();
    let mut width = first.moves.len();
    let mut pending = Some(first);
    while solution.len() < max_plies {
        let pos = line.position().clone();
        let Some(to_move) = pos.to_move() else { break };
        if to_move == solver {
            let here = match pending.take() {
                Some(s) => s,
                None => solve_any(&pos, budget, &stop),
            };
            let Some(mv) = only_move(&here, verdict) else {
                break;
            };
            width = width.max(here.moves.len());
            let diff = line.play(mv).ok()?;
            note_themes(&pos, mv, &diff, &mut themes);
            solution.push(pos.format_move(mv));
        } else {
            // The reply whose refutation cost the most search: the hardest to beat.
            let mut hardest: Option<(u64, AnyMove)> = None;
            for mv in pos.legal_moves() {
                let mut after = pos.clone();
                after.play(mv).ok()?;
                let nodes = match after.to_move() {
                    None => 0,
                    Some(_) => solve_any(&after, budget, &stop).nodes,
                };
                if hardest.is_none_or(|(n, _)| nodes > n) {
                    hardest = Some((nodes, mv));
                }
            }
            let (_, reply) = hardest?;
            // Stop before a reply after which the solver's move is not the only one.
            let mut after = line.clone();
            after.play(reply).ok()?;
            if after.position().to_move() == Some(solver) {
                let next = solve_any(after.position(), budget, &stop);
                if only_move(&next, verdict).is_none() {
                    break;
                }
                pending = Some(next);
            }
            solution.push(pos.format_move(reply));
            line = after;
        }
    }
    // The line ends with one of the solver's moves.
    while solution.len() > 1 && last_mover(m, &solution) != Some(solver) {
        solution.pop();
    }
    if line.position().to_move().is_none()
        && matches!(line.position().outcome(), crate::rules::Outcome::Win(s) if s == solver)
        && m.kind() == GameKind::Quadrex
    {
        themes.push("connect".to_string());
    }
    themes.sort();
    themes.dedup();
    let moves = m.move_texts();
    let mut p = Puzzle {
        id: format!(
            "{}-{}-{:08x}",
            m.kind().name(),
            m.size(),
            fnv(&moves.join(" "))
        ),
        game: m.kind(),
        size: m.size(),
        moves,
        solution,
        result: verdict.name().to_string(),
        themes,
        rating: 0.0,
    };
    p.rating = starting_rating(p.length(), width);
    Some(p)
}

/// Your own puzzles: each move of `game` that a person played (`people`, by
/// [`Side::index`]) and its `review` marked a mistake or a blunder with exact values, where
/// exactly one move kept the result, becomes a puzzle at the position it was played in
/// (`docs/puzzles.md`, "Your own puzzles"). Ids start with [`PERSONAL`]. A game set up with
/// other options than the puzzles' (Quadrex without the swap) gives none.
pub fn from_review(
    game: &Match,
    review: &crate::ai::review::Review<AnyMove>,
    people: [bool; 2],
    budget: SolveBudget,
) -> Vec<Puzzle> {
    personal_candidates(game, review, people)
        .iter()
        .filter_map(|before| personal_at(before, budget))
        .collect()
}

/// The positions [`from_review`] tries as puzzles: the game as it stood before each of those
/// moves, in order.
pub fn personal_candidates(
    game: &Match,
    review: &crate::ai::review::Review<AnyMove>,
    people: [bool; 2],
) -> Vec<Match> {
    use crate::ai::review::Mark;
    if game.options() != MatchOptions::default() {
        return Vec::new();
    }
    let texts = game.move_texts();
    review
        .moves
        .iter()
        .filter(|m| people[m.side.index()] && m.exact)
        .filter(|m| matches!(m.mark, Some(Mark::Mistake | Mark::Blunder)))
        .filter_map(|m| {
            let mut before = Match::new(game.kind(), Some(game.size()), game.options()).ok()?;
            before.load_moves(texts.get(..m.ply - 1)?).ok()?;
            Some(before)
        })
        .collect()
}

/// A person's own puzzle at `before` (one of [`personal_candidates`]), if exactly one move
/// keeps its result there within `budget`.
pub fn personal_at(before: &Match, budget: SolveBudget) -> Option<Puzzle> {
    let mut p = puzzle_at(before, budget, 8)?;
    p.id = format!("{PERSONAL}{}", p.id);
    Some(p)
}

/// The solver's budget for each of a person's own puzzles ([`personal_at`]): the reviewed
/// positions are already solved, so this is quick.
pub const PERSONAL_BUDGET: SolveBudget = SolveBudget {
    nodes: Some(200_000),
    time: None,
    table_bits: 16,
};

/// The start of a personal puzzle's id.
pub const PERSONAL: &str = "yours-";

/// Who made the last move of `solution` from `m`'s position.
fn last_mover(m: &Match, solution: &[String]) -> Option<Side> {
    let mut line = m.clone();
    let mut mover = None;
    for text in solution {
        mover = line.position().to_move();
        line.play_text(text).ok()?;
    }
    mover
}

/// A puzzle's first rating: 1,000 for a one-move puzzle among few moves, more for each move of
/// the solution and for wider choices (the Glicko-2 scale's 1,500 is a fair puzzle).
pub fn starting_rating(length: usize, width: usize) -> f64 {
    1000.0 + 250.0 * length.saturating_sub(1) as f64 + 120.0 * (width.max(2) as f64).log2()
}

fn note_themes(
    pos: &AnyGame,
    mv: AnyMove,
    diff: &crate::rules::MoveDiff,
    themes: &mut Vec<String>,
) {
    let theme = match (pos, mv) {
        (AnyGame::Quadrex(_), _) if diff.placed.len() > 1 => Some("cascade"),
        (AnyGame::Quadrex(q), AnyMove::Quadrex(m)) if crate::ai::quadrex_cuts(q, m) => Some("cut"),
        (AnyGame::Rush(_), _) if diff.extra_turn => Some("extra turn"),
        (AnyGame::Rekushu(_), _) if diff.claimed.is_some() => Some("claim"),
        (AnyGame::Cheversi(_), _) if diff.queen_call => Some("queen call"),
        _ => None,
    };
    themes.extend(theme.map(String::from));
}

/// Whether `game`'s puzzles come from games of uniformly random moves (level 0) rather than
/// self-play at levels 2 to 6. Rekushu's self-play claims early and ends in a long filling of
/// dead tiles with nothing left to decide: 60 such games on 6x6 gave no puzzle, while random
/// games leave claims open to the end (`docs/puzzles.md`).
pub fn random_play(game: GameKind) -> bool {
    game == GameKind::Rekushu
}

/// A file of puzzles (`assets/puzzles/GAME.ron`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PuzzleSet {
    pub version: u32,
    pub puzzles: Vec<Puzzle>,
}

impl PuzzleSet {
    pub const VERSION: u32 = 1;
}

/// FNV-1a, for short stable ids.
fn fnv(text: &str) -> u32 {
    text.bytes().fold(0x811c_9dc5u32, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

/// Whether `puzzle` holds: from its position, at every one of the solver's moves, exactly that
/// move keeps the result (every move solved within `budget`), and each reply is legal.
pub fn verify(puzzle: &Puzzle, budget: SolveBudget) -> Result<(), String> {
    let mut m = puzzle.start().map_err(|e| format!("{}: {e}", puzzle.id))?;
    let solver = m
        .position()
        .to_move()
        .ok_or(format!("{}: the game is over", puzzle.id))?;
    let stop = AtomicBool::new(false);
    let verdict = match puzzle.result.as_str() {
        "win" => Verdict::Win,
        "draw" => Verdict::Draw,
        other => return Err(format!("{}: result '{other}'", puzzle.id)),
    };
    if puzzle.solution.is_empty() {
        return Err(format!("{}: no solution", puzzle.id));
    }
    for (k, text) in puzzle.solution.iter().enumerate() {
        let pos = m.position().clone();
        if pos.to_move() == Some(solver) {
            let s = solve_any(&pos, budget, &stop);
            let only = only_move(&s, verdict).ok_or_else(|| {
                let keeping: Vec<String> = s
                    .moves
                    .iter()
                    .filter(|(_, v)| v.is_none_or(|v| Verdict::of(v) == verdict))
                    .map(|&(mv, v)| {
                        format!(
                            "{}{}",
                            pos.format_move(mv),
                            if v.is_none() { "?" } else { "" }
                        )
                    })
                    .collect();
                format!(
                    "{}: move {} ({text}) is not the only one to keep a {}: {}",
                    puzzle.id,
                    k + 1,
                    verdict.name(),
                    keeping.join(" ")
                )
            })?;
            if pos.format_move(only) != *text {
                return Err(format!(
                    "{}: move {} should be {}, not {text}",
                    puzzle.id,
                    k + 1,
                    pos.format_move(only)
                ));
            }
        }
        m.play_text(text)
            .map_err(|e| format!("{}: move {}: {e}", puzzle.id, k + 1))?;
    }
    Ok(())
}

/// What `quartet puzzles make` asks for.
#[derive(Clone, Copy, Debug)]
pub struct MakeSpec {
    pub game: GameKind,
    pub size: usize,
    /// Self-play games to look through.
    pub games: usize,
    pub seed: u64,
    /// Each position's solve.
    pub budget: SolveBudget,
    /// The longest solution, in moves.
    pub max_plies: usize,
}

/// Plays `spec.games` self-play games at mixed levels (2 to 6, by playouts alone so that a
/// seed gives the same games) and takes from each every puzzle ([`puzzle_at`]) whose line does
/// not overlap a longer one's, going back from the end while the solver settles the positions;
/// `found` sees each as it is made (for progress). The same position twice is left out.
pub fn make(spec: MakeSpec, mut found: impl FnMut(&Puzzle)) -> Result<Vec<Puzzle>, RulesError> {
    let mut out: Vec<Puzzle> = Vec::new();
    let stop = AtomicBool::new(false);
    for g in 0..spec.games {
        let seed = spec
            .seed
            .wrapping_add(g as u64)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let levels = [2 + (seed % 5) as u8, 2 + (seed / 5 % 5) as u8];
        let mut m = Match::new(spec.game, Some(spec.size), MatchOptions::default())?;
        let mut rng = crate::rng::FastRng::new(seed);
        while let Some(side) = m.position().to_move() {
            if random_play(spec.game) {
                let moves = m.position().legal_moves();
                m.play(moves[crate::ai::below(&mut rng, moves.len())])?;
                continue;
            }
            let level = Level::new(levels[side.index()]).unwrap_or_default();
            let budget = Budget {
                iterations: level.budget().iterations,
                time: None,
            };
            let a = search_any(
                m.position(),
                budget,
                level.params(),
                seed ^ m.len() as u64,
                &stop,
            );
            let Some(mv) = a.best else { break };
            m.play(mv)?;
        }
        // Back from the end while the solver settles each position in its budget.
        let mut found_here: Vec<(usize, Puzzle)> = Vec::new();
        let mut at = m.clone();
        while !at.is_empty() {
            at.undo()?;
            if solve_any(at.position(), spec.budget, &stop).value.is_none() {
                break;
            }
            if let Some(p) = puzzle_at(&at, spec.budget, spec.max_plies) {
                found_here.push((at.len(), p));
            }
        }
        // The longest first; a puzzle that starts inside a kept one's line is left out.
        found_here.sort_by_key(|(k, p)| (std::cmp::Reverse(p.solution.len()), *k));
        let mut kept: Vec<(usize, usize)> = Vec::new();
        for (k, p) in found_here {
            let end = k + p.solution.len();
            if kept.iter().any(|&(a, b)| k <= b && a <= end)
                || out.iter().any(|q| q.moves == p.moves)
            {
                continue;
            }
            kept.push((k, end));
            found(&p);
            out.push(p);
        }
    }
    Ok(out)
}
