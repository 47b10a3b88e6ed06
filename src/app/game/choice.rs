//! What the human to move has chosen before a move is made: the Cheversi piece a placement
//! uses, and Rekushu's claim step (a placement chosen, a rectangle still to pick). Input sets
//! them, the board draws them, and [`placement_for`] turns a chosen point into the move.

use crate::rules::{AnyGame, AnyMove, Coord, Piece, Rect};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SelectedPiece>()
        .init_resource::<ClaimStep>();
}

/// Cheversi: the piece a click places (the legal one is chosen when it cannot be placed).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SelectedPiece(pub Piece);

impl Default for SelectedPiece {
    fn default() -> Self {
        SelectedPiece(Piece::King)
    }
}

/// Rekushu's claim step: a placement chosen, waiting for the player to pick one of the
/// rectangles it allows (a click inside one) or none (a click elsewhere).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct ClaimStep {
    pub pending: Option<(Coord, Vec<Rect>)>,
}

/// The placement a choice of `at` makes: in Cheversi the selected piece if it may go there,
/// else the first piece that may; when none may, the selected piece's (the rules then say
/// why). The click, the cursor and the hover ghost all ask this.
pub fn placement_for(pos: &AnyGame, at: Coord, selected: Piece) -> AnyMove {
    std::iter::once(selected)
        .chain(Piece::ALL)
        .map(|p| pos.placement_at(at, p))
        .find(|&mv| pos.check(mv).is_ok())
        .unwrap_or_else(|| pos.placement_at(at, selected))
}
