//! The move list's model: every move in the protocol's notation (from the rules), numbered,
//! with its mover, paired in rows of two for the panel. Selecting a move shows the position
//! after it.

use std::ops::Range;

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
    (0..game.len()).filter_map(|k| entry(game, k)).collect()
}

/// The move `k` (0 for the first), in the rules' notation from the position it was played in.
fn entry(game: &Match, k: usize) -> Option<MoveEntry> {
    let ply = game.plies().get(k)?;
    Some(MoveEntry {
        number: k + 1,
        mover: ply.mover,
        colour: game.kind().colour(ply.mover),
        text: game.move_text(k)?,
    })
}

/// A row of the list: its number and up to two moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRow {
    pub number: usize,
    pub moves: Vec<MoveEntry>,
}

/// How many rows the list has.
pub fn row_count(game: &Match) -> usize {
    game.len().div_ceil(2)
}

/// The moves two by two (a Rush extra turn can put one mover twice in a row).
pub fn rows(game: &Match) -> Vec<MoveRow> {
    rows_in(game, 0..row_count(game))
}

/// Only the rows `range` (0 for the first): the panel formats the rows in view, not every
/// move of a long game each frame.
pub fn rows_in(game: &Match, range: Range<usize>) -> Vec<MoveRow> {
    range
        .map(|r| MoveRow {
            number: r + 1,
            moves: (2 * r..2 * r + 2).filter_map(|k| entry(game, k)).collect(),
        })
        .filter(|row| !row.moves.is_empty())
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
