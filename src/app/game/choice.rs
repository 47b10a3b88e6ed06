//! What the human to move has chosen before a move is made: the Cheversi piece a placement
//! uses, and Rekushu's claim step (a placement chosen, a rectangle still to pick). Input sets
//! them, the board draws them, and [`placement_for`] turns a chosen point into the move.

use crate::rules::rekushu::RekushuMove;
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
/// rectangles it allows (a click inside one, or the one the bumpers or Tab went to) or none
/// (a click elsewhere, or East to skip).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct ClaimStep {
    pub pending: Option<(Coord, Vec<Rect>)>,
    /// The rectangle the bumpers or Tab went to (an index into the pending list), outlined.
    pub current: Option<usize>,
}

impl ClaimStep {
    /// Offers the rectangles `claims` after placing at `at`; none is current yet.
    pub fn offer(&mut self, at: Coord, claims: Vec<Rect>) {
        self.pending = Some((at, claims));
        self.current = None;
    }

    /// Ends the claim step (a move was made, or it was cancelled).
    pub fn clear(&mut self) {
        self.pending = None;
        self.current = None;
    }

    /// Goes `by` rectangles on from the current one (round the list); the first step goes to
    /// the first (forward) or the last (back).
    pub fn cycle(&mut self, by: isize) {
        let Some((_, claims)) = &self.pending else {
            return;
        };
        let n = claims.len() as isize;
        if n == 0 {
            return;
        }
        let next = match self.current {
            None if by >= 0 => 0,
            None => n - 1,
            Some(i) => (i as isize + by).rem_euclid(n),
        };
        self.current = Some(next as usize);
    }

    /// The move that claims the current rectangle (or, with `skip`, none), ending the step;
    /// nothing (and the step goes on) when no rectangle is current and it is not a skip.
    pub fn decide(&mut self, skip: bool) -> Option<AnyMove> {
        let claim = if skip {
            None
        } else {
            let (_, claims) = self.pending.as_ref()?;
            Some(*claims.get(self.current?)?)
        };
        let (at, _) = self.pending.take()?;
        self.current = None;
        Some(AnyMove::Rekushu(RekushuMove { at, claim }))
    }
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
