//! Taking back a move between two players on two devices asks the other player first: when
//! both sides are human and held by different devices (`devices`), a device's undo (East, U)
//! asks ([`UndoAsked`]), and the other side's device agrees (South, Enter) or refuses (East,
//! U); the asker's undo again withdraws it, and a move played ends it. Against the AI, or with
//! one device playing both sides, undo is at once, as before.

use super::devices::{Device, SideHolders};
use crate::app::game::{CurrentMatch, MoveApplied, PlayerAction, Seat};
use crate::rules::Side;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<UndoAsked>()
        .add_systems(OnEnter(crate::app::Screen::Play), forget)
        .add_systems(
            Update,
            end_on_move
                .after(crate::app::GameSet::Apply)
                .run_if(in_state(crate::app::InMatch)),
        );
}

/// The side that asked to take back the last move, while the other has not answered.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UndoAsked(pub Option<Side>);

fn forget(mut asked: ResMut<UndoAsked>) {
    asked.0 = None;
}

fn end_on_move(mut applied: MessageReader<MoveApplied>, mut asked: ResMut<UndoAsked>) {
    if applied.read().count() > 0 && asked.0.is_some() {
        asked.0 = None;
    }
}

/// The side `device` plays when undo needs the other player's consent: both sides human,
/// held by two different devices, and `device` one of them.
pub fn asking_side(holders: &SideHolders, current: &CurrentMatch, device: Device) -> Option<Side> {
    let both_human = current.seats.iter().all(|s| *s == Seat::Human);
    let [Some(first), Some(second)] = holders.0 else {
        return None;
    };
    if !both_human || first == second {
        return None;
    }
    Side::BOTH
        .into_iter()
        .find(|s| holders.0[s.index()] == Some(device))
}

/// What a device's undo and place presses do while consent is needed: `Some(action)` when
/// they were used for asking or answering (and go no further), `None` when consent is not
/// needed or the press is not part of it.
pub fn consent(
    asked: &mut UndoAsked,
    side: Side,
    undo: bool,
    place: bool,
    has_moves: bool,
) -> Option<Option<PlayerAction>> {
    match asked.0 {
        None if undo && has_moves => {
            asked.0 = Some(side);
            Some(None)
        }
        Some(by) if by == side && undo => {
            // Withdrawn.
            asked.0 = None;
            Some(None)
        }
        Some(by) if by != side && place => {
            asked.0 = None;
            Some(Some(PlayerAction::Undo))
        }
        Some(by) if by != side && undo => {
            // Refused.
            asked.0 = None;
            Some(None)
        }
        _ => None,
    }
}
