//! Who plays with what. Each input device (the keyboard, with the mouse and touch beside it, and
//! every connected pad) has a [`Controller`]: a `bevy_enhanced_input` context whose actions
//! read that device only (`board_actions` spawns them with their bindings). [`SideHolders`] says which device holds
//! each human side: a held side is played only by its device; a side nobody joined is played by
//! any device (one pad, or the keyboard, plays every human side, as before joining existed).
//! Devices join on the setup screen (`screens::join`).

use crate::app::game::{CurrentMatch, Seat};
use crate::rules::Side;
use bevy::prelude::*;
use bevy_enhanced_input::prelude::*;

pub(super) fn plugin(app: &mut App) {
    if !app.is_plugin_added::<EnhancedInputPlugin>() {
        app.add_plugins(EnhancedInputPlugin);
    }
    app.add_input_context::<Controller>()
        .init_resource::<SideHolders>()
        .init_resource::<LastDevice>();
}

/// An input device: the keyboard (the mouse and touch count as the keyboard's), or a pad.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Device {
    Keyboard,
    Pad(Entity),
}

/// A device's input context: its entity holds the actions bound to that device's buttons.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Controller(pub Device);

/// The device that sent the last action (the HUD shows its button prompts).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LastDevice(pub Device);

impl Default for LastDevice {
    fn default() -> Self {
        Self(Device::Keyboard)
    }
}

/// Which device holds each side (indexed by `Side::index`); `None`: any device plays it.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideHolders(pub [Option<Device>; 2]);

impl SideHolders {
    /// Whether `device` may play `side`: it holds it, or nobody does.
    pub fn holds(&self, device: Device, side: Side) -> bool {
        self.0[side.index()].is_none_or(|d| d == device)
    }

    /// Whether `device` may act on the board now (place, undo, redo, claim, ask a hint): it
    /// plays the side to move; while the AI moves (or the game is over), it plays a human side.
    pub fn may_act(&self, device: Device, current: &CurrentMatch) -> bool {
        let human = |s: Side| current.seats[s.index()] == Seat::Human;
        match current.to_move() {
            Some(side) if human(side) => self.holds(device, side),
            _ => Side::BOTH
                .into_iter()
                .any(|s| human(s) && self.holds(device, s)),
        }
    }

    /// The sides `device` holds.
    pub fn sides_of(&self, device: Device) -> impl Iterator<Item = Side> + '_ {
        Side::BOTH
            .into_iter()
            .filter(move |s| self.0[s.index()] == Some(device))
    }
}
