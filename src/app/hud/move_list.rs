//! The move list's model: every move in the protocol's notation (from the rules), numbered,
//! with its mover, paired in rows of two for the panel. Selecting a move shows the position
//! after it.

use crate::app::game::{CurrentMatch, PlayerAction};
use crate::rules::{Match, Side};

/// One move of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveEntry {
    /// 1 for the first move: the position after it is `position_after(number)`.
    pub number: usize,
    pub mover: Side,
    /// The colour name of the mover.
    pub colour: &'static str,
    /// The move in the protocol's notation.
    pub text: String,
}

impl MoveEntry {
    /// What selecting this move sends: show the position after it.
    pub fn view_action(&self) -> PlayerAction {
        PlayerAction::View(Some(self.number))
    }
}

/// Every move of `game`, in order.
pub fn entries(game: &Match) -> Vec<MoveEntry> {
    let kind = game.kind();
    game.move_texts()
        .into_iter()
        .zip(game.plies())
        .enumerate()
        .map(|(k, (text, ply))| MoveEntry {
            number: k + 1,
            mover: ply.mover,
            colour: kind.colour(ply.mover),
            text,
        })
        .collect()
}

/// A row of the list: its number and up to two moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    pub number: usize,
    pub moves: Vec<MoveEntry>,
}

/// The moves two by two (a Rush extra turn can put one mover twice in a row).
pub fn rows(game: &Match) -> Vec<MoveRow> {
    entries(game)
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| MoveRow {
            number: i + 1,
            moves: pair.to_vec(),
        })
        .collect()
}

/// The move whose position is on the board: the viewed one, or the last one when live (with
/// a line on the board: the move it is played instead of).
pub fn highlighted(current: &CurrentMatch) -> Option<usize> {
    if let Some(line) = current.line() {
        return Some(line.from + 1);
    }
    current
        .viewing()
        .or_else(|| (!current.game.is_empty()).then(|| current.game.len()))
}

/// Whether the entry `number` is the one on the board.
pub fn is_shown(current: &CurrentMatch, number: usize) -> bool {
    highlighted(current) == Some(number)
}
