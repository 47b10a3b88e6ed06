//! Lessons: each teaches one rule by doing it on a small board (`docs/lessons.md`). A lesson is
//! data (`assets/lessons/GAME.ron`): a position, then steps, each asking for one thing (a move,
//! a move with an effect, or a move the rules refuse for one reason), with the opponent's
//! scripted replies after it. Their words are Fluent messages in every language, named after
//! the lesson and the step (`assets/i18n/<language>/lessons.ftl`, docs/translating.md). This
//! module reads and checks them and judges a player's try; the game (`app::learn`) runs them.
//! No I/O.

use crate::rules::{
    AnyGame, AnyMove, GameKind, IllegalMove, Match, MatchOptions, MoveDiff, Outcome, RulesError,
};
use serde::{Deserialize, Serialize};

/// The newest lesson file format this build reads.
pub const LESSONS_VERSION: u32 = 1;

/// One game's lessons, and the size of the short game against level 1 that ends them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LessonBook {
    pub version: u32,
    pub game: GameKind,
    pub lessons: Vec<Lesson>,
    /// The board of the closing game against level 1.
    pub final_size: usize,
}

/// One rule, taught in a few steps on one board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Lesson {
    /// A short stable name (progress is kept by it, and its words are named after it:
    /// `lesson-<id>-title`).
    pub id: String,
    pub size: usize,
    /// The moves that lead to the lesson's position.
    #[serde(default)]
    pub moves: Vec<String>,
    /// Quadrex's swap (on unless a lesson says otherwise).
    #[serde(default = "yes")]
    pub swap: bool,
    pub steps: Vec<Step>,
}

fn yes() -> bool {
    true
}

/// One thing to do, and what follows it. Its words, step N of a lesson (from 1): the task
/// (`lesson-<id>-N-say`), what the coach says once it is done (`-done`) and after a try that
/// misses it (`-wrong`; the move is taken back).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Step {
    pub goal: Goal,
    /// A move that meets the goal: "Show me" plays (or, for a refusal, tries) it, and the
    /// tests play every lesson through with it.
    pub show: String,
    /// The opponent's moves once the step is done.
    #[serde(default)]
    pub reply: Vec<String>,
}

/// What a step asks for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Goal {
    /// One of these moves.
    Play(Vec<String>),
    /// Any legal move with this effect.
    Make(Effect),
    /// A move the rules refuse for this reason (an [`IllegalMove::kind`]).
    Refused(String),
}

/// What a move did, as the rules report it ([`MoveDiff`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// Rekushu: a rectangle claimed.
    Claim,
    /// Rush: the mover moves again.
    ExtraTurn,
    /// Rush: the other player had no legal point and passed.
    Pass,
    /// Quadrex: the placement filled at least one more cell.
    Cascade,
    /// Cheversi: the Queen placed while the opponent still holds theirs.
    QueenCall,
    /// The mover won the game.
    Win,
}

impl Effect {
    /// Whether `diff`, a move by the side that moved, has this effect.
    pub fn in_diff(self, diff: &MoveDiff, mover: crate::rules::Side) -> bool {
        match self {
            Effect::Claim => diff.claimed.is_some(),
            Effect::ExtraTurn => diff.extra_turn,
            Effect::Pass => !diff.passes.is_empty(),
            Effect::Cascade => diff.placed.len() > 1,
            Effect::QueenCall => diff.queen_call,
            Effect::Win => diff.outcome == Outcome::Win(mover),
        }
    }
}

/// What the player did: a move the rules took, or one they refused.
#[derive(Clone, Debug, PartialEq)]
pub enum Attempt<'a> {
    Played { text: &'a str, diff: &'a MoveDiff },
    Refused(&'a IllegalMove),
}

/// A try judged against a step's goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judged {
    /// The goal is met.
    Done,
    /// A legal move that is not the one asked for: it is taken back.
    Wrong,
    /// A refusal the step was not about: the rules' own reason is shown, nothing else.
    Refused,
}

impl Step {
    /// Judges one try, by `mover`.
    pub fn judge(&self, attempt: &Attempt, mover: crate::rules::Side) -> Judged {
        match (&self.goal, attempt) {
            (Goal::Play(moves), Attempt::Played { text, .. }) => {
                if moves.iter().any(|m| m.eq_ignore_ascii_case(text)) {
                    Judged::Done
                } else {
                    Judged::Wrong
                }
            }
            (Goal::Make(effect), Attempt::Played { diff, .. }) => {
                if effect.in_diff(diff, mover) {
                    Judged::Done
                } else {
                    Judged::Wrong
                }
            }
            (Goal::Refused(kind), Attempt::Refused(why)) if why.kind() == kind => Judged::Done,
            (Goal::Refused(_), Attempt::Played { .. }) => Judged::Wrong,
            (_, Attempt::Refused(_)) => Judged::Refused,
        }
    }
}

impl Step {
    /// Judges `mv` tried in `pos` by the side to move: what the goal makes of the move the
    /// rules took, or of their refusal.
    pub fn judge_move(&self, pos: &AnyGame, mv: AnyMove) -> Judged {
        let Some(mover) = pos.to_move() else {
            return Judged::Refused;
        };
        let mut after = pos.clone();
        match after.play(mv) {
            Ok(diff) => {
                let text = pos.format_move(mv);
                self.judge(
                    &Attempt::Played {
                        text: &text,
                        diff: &diff,
                    },
                    mover,
                )
            }
            Err(why) => self.judge(&Attempt::Refused(&why), mover),
        }
    }

    /// A legal move of `pos` that misses the goal, where there is one: a wrong try.
    pub fn a_miss(&self, pos: &AnyGame) -> Option<AnyMove> {
        pos.legal_moves()
            .into_iter()
            .find(|&mv| self.judge_move(pos, mv) != Judged::Done)
    }
}

impl Lesson {
    /// The match at the lesson's start.
    pub fn start(&self, game: GameKind) -> Result<Match, RulesError> {
        let options = MatchOptions {
            quadrex_swap: self.swap,
        };
        let mut m = Match::new(game, Some(self.size), options)?;
        m.load_moves(&self.moves)?;
        Ok(m)
    }
}

/// The refusals a player can meet by choosing a point on the board. (The game offers only
/// legal claims and only the pieces that have a legal square, so a bad claim, a piece out of
/// turn or the Queen call cannot be tried there.)
pub const REFUSALS_ON_THE_BOARD: [&str; 7] = [
    "occupied",
    "no-unclaimed-tile",
    "mirror",
    "adjacency",
    "not-adjacent",
    "king-must-touch",
    "bishop-colour",
];

/// Checks a book against the rules: every lesson's position is reachable, every step's `show`
/// meets its goal (a refusal is refused for that reason), every reply is the opponent's legal
/// move, and every step starts with the player to move. Returns every problem found.
pub fn check_book(book: &LessonBook) -> Vec<String> {
    let mut problems = Vec::new();
    if book.version > LESSONS_VERSION {
        problems.push(format!(
            "format {} is newer than this build reads ({LESSONS_VERSION})",
            book.version
        ));
    }
    if book.game.check_size(book.final_size).is_err() {
        problems.push(format!(
            "final_size {} is not a size of the game",
            book.final_size
        ));
    }
    let mut ids = std::collections::BTreeSet::new();
    for lesson in &book.lessons {
        if !ids.insert(&lesson.id) {
            problems.push(format!("{}: the id is used twice", lesson.id));
        }
        if let Err(e) = check_lesson(book.game, lesson) {
            problems.push(format!("{}: {e}", lesson.id));
        }
    }
    problems
}

/// Plays `lesson` through with its `show` moves: the first problem, if any.
pub fn check_lesson(game: GameKind, lesson: &Lesson) -> Result<(), String> {
    let mut m = lesson.start(game).map_err(|e| format!("the start: {e}"))?;
    let player = m
        .position()
        .to_move()
        .ok_or("the game is over at the start")?;
    if lesson.steps.is_empty() {
        return Err("no steps".to_string());
    }
    for (i, step) in lesson.steps.iter().enumerate() {
        let at = |what: String| format!("step {}: {what}", i + 1);
        if let Goal::Refused(kind) = &step.goal
            && !REFUSALS_ON_THE_BOARD.contains(&kind.as_str())
        {
            return Err(at(format!(
                "'{kind}' cannot be tried by choosing a point in the game: use one of {}",
                REFUSALS_ON_THE_BOARD.join(", ")
            )));
        }
        if m.position().to_move() != Some(player) {
            return Err(at("the player is not to move".to_string()));
        }
        let attempt_result = m.position().parse_move(&step.show);
        match (&step.goal, attempt_result) {
            (Goal::Refused(kind), Ok(mv)) => match m.position().check(mv) {
                Err(why) if why.kind() == kind => {}
                Err(why) => return Err(at(format!("{} is refused for {}", step.show, why.kind()))),
                Ok(()) => return Err(at(format!("{} is legal", step.show))),
            },
            (_, Ok(mv)) => {
                let mover = player;
                let text = m.position().format_move(mv);
                let diff = m.play(mv).map_err(|e| at(e.to_string()))?;
                let attempt = Attempt::Played {
                    text: &text,
                    diff: &diff,
                };
                if step.judge(&attempt, mover) != Judged::Done {
                    return Err(at(format!("{} does not meet the goal", step.show)));
                }
            }
            (_, Err(e)) => return Err(at(format!("show '{}': {e}", step.show))),
        }
        if let Goal::Play(moves) = &step.goal {
            for text in moves {
                let mut other = m.clone();
                other.undo().map_err(|e| at(e.to_string()))?;
                if let Err(e) = other.play_text(text) {
                    return Err(at(format!("the answer {text} is not legal: {e}")));
                }
            }
        }
        for reply in &step.reply {
            if m.position().to_move() == Some(player) || m.position().to_move().is_none() {
                return Err(at(format!("the reply {reply} is not the opponent's turn")));
            }
            m.play_text(reply).map_err(|e| at(format!("reply: {e}")))?;
        }
        let last = i + 1 == lesson.steps.len();
        if !last && m.position().to_move().is_none() {
            return Err(at("the game ended before the last step".to_string()));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Side;

    fn diff() -> MoveDiff {
        MoveDiff::default()
    }

    #[test]
    fn a_step_judges_moves_effects_and_refusals() {
        let step = |goal| Step {
            goal,
            show: String::new(),
            reply: Vec::new(),
        };
        let plain = diff();
        let extra = MoveDiff {
            extra_turn: true,
            ..diff()
        };
        let play = step(Goal::Play(vec!["c3".into(), "D4".into()]));
        let played = |text, diff| Attempt::Played { text, diff };
        assert_eq!(play.judge(&played("d4", &plain), Side::First), Judged::Done);
        assert_eq!(
            play.judge(&played("e5", &plain), Side::First),
            Judged::Wrong
        );
        let make = step(Goal::Make(Effect::ExtraTurn));
        assert_eq!(make.judge(&played("e5", &extra), Side::First), Judged::Done);
        assert_eq!(
            make.judge(&played("e5", &plain), Side::First),
            Judged::Wrong
        );
        let refused = step(Goal::Refused("adjacency".into()));
        let adjacency = IllegalMove::RushAdjacency(crate::rules::Coord::new(1, 1));
        let occupied = IllegalMove::Occupied(crate::rules::Coord::new(1, 1));
        assert_eq!(
            refused.judge(&Attempt::Refused(&adjacency), Side::First),
            Judged::Done
        );
        assert_eq!(
            refused.judge(&Attempt::Refused(&occupied), Side::First),
            Judged::Refused
        );
        assert_eq!(
            refused.judge(&played("e5", &plain), Side::First),
            Judged::Wrong
        );
        assert_eq!(
            play.judge(&Attempt::Refused(&occupied), Side::First),
            Judged::Refused
        );
    }
}
