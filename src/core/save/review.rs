//! A finished review kept in the save beside its game (save format 2), so that opening the
//! game again shows it at once: per move the mark, the mover's chances, and the better move
//! and its line in notation. Read back, it must fit the game's moves (each best move and line
//! legal where it was found, each chance between 0 and 1); if it does not, the game opens
//! without it. The players' summaries are worked out again from the moves.

use crate::ai::review::{Mark, MoveReview, Review, line_texts, players_of};
use crate::rules::{AnyGame, AnyMove, Match, Ply};
use serde::{Deserialize, Serialize};

/// The review of a save's first `plies` moves.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedReview {
    pub plies: usize,
    pub moves: Vec<SavedJudgement>,
}

/// One move's judgement.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedJudgement {
    #[serde(default)]
    pub mark: Option<Mark>,
    pub before: f64,
    pub after: f64,
    #[serde(default)]
    pub best: Option<String>,
    #[serde(default)]
    pub line: Vec<String>,
    /// The heat map: the most searched moves and their shares.
    #[serde(default)]
    pub top: Vec<(String, f32)>,
    #[serde(default)]
    pub forced: bool,
    #[serde(default)]
    pub exact: bool,
    /// Cheversi: the mover's expected final margin before and after the move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub margin_before: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub margin_after: Option<f64>,
}

impl SavedReview {
    /// The record of `review`, a review of `game`'s first moves.
    pub fn of(game: &Match, review: &Review<AnyMove>) -> SavedReview {
        let moves = review
            .moves
            .iter()
            .enumerate()
            .map(|(k, m)| {
                let before = game.position_after(k);
                SavedJudgement {
                    mark: m.mark,
                    before: m.before,
                    after: m.after,
                    best: m.best.and_then(|b| before.map(|pos| pos.format_move(b))),
                    line: before.map_or_else(Vec::new, |pos| line_texts(pos, &m.line)),
                    top: m
                        .top
                        .iter()
                        .filter_map(|&(mv, share)| Some((before?.format_move(mv), share)))
                        .collect(),
                    forced: m.forced,
                    exact: m.exact,
                    margin_before: m.margin_before,
                    margin_after: m.margin_after,
                }
            })
            .collect();
        SavedReview {
            plies: review.moves.len(),
            moves,
        }
    }

    /// The review as it was, for `game`: the moves judged and the review; `None` when it does
    /// not fit the game's moves.
    pub fn read(&self, game: &Match) -> Option<(Vec<Ply>, Review<AnyMove>)> {
        let plies = game.plies().get(..self.plies)?.to_vec();
        if self.moves.len() != self.plies {
            return None;
        }
        let chance = |c: f64| (0.0..=1.0).contains(&c).then_some(c);
        // A margin is finite, or the review does not fit.
        let margin = |m: Option<f64>| match m {
            Some(m) if !m.is_finite() => None,
            m => Some(m),
        };
        let moves = self
            .moves
            .iter()
            .zip(&plies)
            .enumerate()
            .map(|(k, (saved, ply))| {
                let before = game.position_after(k)?;
                let best = match &saved.best {
                    Some(text) => Some(legal(before, text)?),
                    None => None,
                };
                Some(MoveReview {
                    ply: k + 1,
                    side: ply.mover,
                    mv: ply.mv,
                    best,
                    line: read_line(before, &saved.line)?,
                    top: saved
                        .top
                        .iter()
                        .map(|(text, share)| {
                            Some((legal(before, text)?, chance(f64::from(*share))? as f32))
                        })
                        .collect::<Option<Vec<_>>>()?,
                    before: chance(saved.before)?,
                    after: chance(saved.after)?,
                    mark: saved.mark,
                    forced: saved.forced,
                    exact: saved.exact,
                    margin_before: margin(saved.margin_before)?,
                    margin_after: margin(saved.margin_after)?,
                })
            })
            .collect::<Option<Vec<_>>>()?;
        let players = players_of(&moves);
        Some((plies, Review { moves, players }))
    }
}

/// The move `text` if it is legal in `pos`.
fn legal(pos: &AnyGame, text: &str) -> Option<AnyMove> {
    let mv = pos.parse_move(text).ok()?;
    pos.check(mv).is_ok().then_some(mv)
}

/// The line `texts` played from `pos`, every move legal in turn.
fn read_line(pos: &AnyGame, texts: &[String]) -> Option<Vec<AnyMove>> {
    let mut pos = pos.clone();
    texts
        .iter()
        .map(|text| {
            let mv = legal(&pos, text)?;
            pos.play(mv).ok()?;
            Some(mv)
        })
        .collect()
}
