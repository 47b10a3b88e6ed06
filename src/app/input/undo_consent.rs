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

/// The panel's Undo button for `device` (a mouse click counts as the keyboard's): what it does
/// now, the same as that device's undo key would, or its agree key when the other player asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UndoButton {
    /// Takes the last move back at once.
    Undo,
    /// Asks the other player to agree.
    Ask,
    /// Withdraws this player's request.
    Withdraw,
    /// Agrees to the other player's request.
    Agree,
    /// Nothing to take back, or `device` holds no side that may.
    Off,
}

impl UndoButton {
    pub fn of(
        holders: &SideHolders,
        current: &CurrentMatch,
        asked: UndoAsked,
        device: Device,
    ) -> Self {
        let has_moves = !current.game.is_empty() && !current.is_online();
        match (asking_side(holders, current, device), asked.0) {
            (Some(side), Some(by)) if by == side => Self::Withdraw,
            (Some(_), Some(_)) => Self::Agree,
            (Some(_), None) if has_moves => Self::Ask,
            (None, _) if has_moves && holders.may_act(device, current) => Self::Undo,
            _ => Self::Off,
        }
    }

    /// The button's name (its message).
    pub fn label_id(self) -> &'static str {
        match self {
            Self::Undo | Self::Off => "undo",
            Self::Ask => "undo-ask",
            Self::Withdraw => "undo-withdraw",
            Self::Agree => "undo-agree",
        }
    }

    /// What the button does (its message).
    pub fn hover_id(self) -> &'static str {
        match self {
            Self::Undo => "undo-tip",
            Self::Ask => "undo-ask-tip",
            Self::Withdraw => "undo-withdraw-tip",
            Self::Agree => "undo-agree-tip",
            Self::Off => "undo-off-tip",
        }
    }
}

/// A click on the panel's Undo button by `device`: the action to send, if any; a request asked,
/// withdrawn or agreed to changes `asked`, as the device's keys or buttons would.
pub fn click_undo(
    holders: &SideHolders,
    current: &CurrentMatch,
    asked: &mut UndoAsked,
    device: Device,
) -> Option<PlayerAction> {
    let button = UndoButton::of(holders, current, *asked, device);
    let side = asking_side(holders, current, device);
    let has_moves = !current.game.is_empty();
    match (button, side) {
        (UndoButton::Undo, _) => Some(PlayerAction::Undo),
        (UndoButton::Ask | UndoButton::Withdraw, Some(side)) => {
            consent(asked, side, true, false, has_moves).flatten()
        }
        (UndoButton::Agree, Some(side)) => consent(asked, side, false, true, has_moves).flatten(),
        _ => None,
    }
}
