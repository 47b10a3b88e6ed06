//! What the end screen says: who won, the final score and how the game was decided. The
//! outcome and the score come from the rules; this only puts them into words.

use crate::app::game::{CurrentMatch, EarlyEnd};
use crate::app::lang::colour_name;
use crate::i18n::{Arg, Catalog};
use crate::rules::{GameKind, Outcome, Side};

/// The end of a match in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchResult {
    /// "Black wins", "A draw".
    pub headline: String,
    /// How it was reached: "White resigned after 12 moves", "the board is full after 25 moves".
    pub how: String,
    /// The final score per side, when the game counts one.
    pub score: Option<[i32; 2]>,
    /// What the score counts: "stones", "tiles", "points" (empty where there is no score).
    pub unit: String,
    pub winner: Option<Side>,
}

/// The result of `current` in the language of `texts`, `None` while the game goes on.
pub fn result(current: &CurrentMatch, texts: &Catalog) -> Option<MatchResult> {
    let kind = current.game.kind();
    let outcome = current.outcome();
    let winner = match outcome {
        Outcome::Ongoing => return None,
        Outcome::Win(side) => Some(side),
        Outcome::Draw => None,
    };
    let colour = |side: Side| Arg::Text(colour_name(texts, kind, side));
    let headline = match winner {
        Some(side) => texts.format("result-wins", &[("colour", colour(side))]),
        None => texts.text("result-draw"),
    };
    let moves = ("moves", Arg::from(current.game.len()));
    let how = match (current.ended_early, kind, winner) {
        (Some(EarlyEnd::Resigned(side)), _, _) => {
            texts.format("result-resigned", &[("colour", colour(side)), moves])
        }
        (Some(EarlyEnd::Decided(side)), _, _) => {
            texts.format("result-decided", &[("colour", colour(side)), moves])
        }
        (None, GameKind::Quadrex, Some(side)) => {
            let id = match side {
                Side::First => "result-connected-vert",
                Side::Second => "result-connected-horz",
            };
            texts.format(id, &[("colour", colour(side)), moves])
        }
        (None, GameKind::Rekushu, _) => {
            let stuck = current.game.plies().last().map(|p| p.mover.other());
            match stuck {
                Some(side) => texts.format("result-stuck", &[("colour", colour(side)), moves]),
                None => texts.format("result-no-placement", &[moves]),
            }
        }
        (None, GameKind::Rush, _) => texts.format("result-board-full", &[moves]),
        (None, _, _) => texts.format("result-all-placed", &[moves]),
    };
    let score = current.game.position().score();
    Some(MatchResult {
        headline,
        how,
        score,
        unit: unit(kind).map(|id| texts.text(id)).unwrap_or_default(),
        winner,
    })
}

/// The message naming what a game's score counts (Quadrex counts none).
pub fn unit(kind: GameKind) -> Option<&'static str> {
    match kind {
        GameKind::Rekushu => Some("result-unit-tiles"),
        GameKind::Rush => Some("result-unit-stones"),
        GameKind::Quadrex => None,
        GameKind::Cheversi => Some("result-unit-points"),
    }
}
