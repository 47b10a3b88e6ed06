//! What the end screen says: who won, the final score and how the game was decided. The
//! outcome and the score come from the rules; this only puts them into words.

use crate::app::game::{CurrentMatch, EarlyEnd};
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
    /// What the score counts: "stones", "tiles", "points".
    pub unit: &'static str,
    pub winner: Option<Side>,
}

/// The result of `current`, `None` while the game goes on.
pub fn result(current: &CurrentMatch) -> Option<MatchResult> {
    let kind = current.game.kind();
    let outcome = current.outcome();
    let winner = match outcome {
        Outcome::Ongoing => return None,
        Outcome::Win(side) => Some(side),
        Outcome::Draw => None,
    };
    let headline = match winner {
        Some(side) => format!("{} wins", kind.colour_title(side)),
        None => "A draw".to_string(),
    };
    let n = current.game.len();
    let moves = if n == 1 {
        "1 move".to_string()
    } else {
        format!("{n} moves")
    };
    let how = match (current.ended_early, kind, winner) {
        (Some(EarlyEnd::Resigned(side)), _, _) => {
            format!("{} resigned after {moves}", kind.colour_title(side))
        }
        (Some(EarlyEnd::Decided(side)), _, _) => format!(
            "{} held more than half of the board after {moves}: finished at once",
            kind.colour_title(side)
        ),
        (None, GameKind::Quadrex, Some(side)) => {
            let edges = match side {
                Side::First => "bottom to top",
                Side::Second => "left to right",
            };
            format!(
                "{} connected {edges} after {moves}",
                kind.colour_title(side)
            )
        }
        (None, GameKind::Rekushu, _) => {
            let stuck = current.game.plies().last().map(|p| p.mover.other());
            match stuck {
                Some(side) => format!(
                    "{} had no legal placement left: score after {moves}",
                    kind.colour_title(side)
                ),
                None => format!("no legal placement: score after {moves}"),
            }
        }
        (None, GameKind::Rush, _) => format!("The board is full: stones counted after {moves}"),
        (None, _, _) => format!("All pieces placed: score after {moves}"),
    };
    let score = current.game.position().score();
    Some(MatchResult {
        headline,
        how,
        score,
        unit: unit(kind),
        winner,
    })
}

/// What a game's score counts.
pub fn unit(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Rekushu => "tiles",
        GameKind::Rush => "stones",
        GameKind::Quadrex => "",
        GameKind::Cheversi => "points",
    }
}
