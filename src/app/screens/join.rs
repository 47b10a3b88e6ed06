//! Joining a side on the setup screen, for couch play: while a pad is connected, each human side
//! shows "Press A to join" and takes the first device that presses South (a pad) or Enter /
//! Space (the keyboard); it then shows that pad's name (shortened to fit), or "Keyboard". A device that has joined
//! presses menu buttons with that button again. A side nobody joins is played by any device
//! (`input::devices`), so one pad may play both.

use super::widgets::text;
use crate::app::Screen;
use crate::app::game::{MatchSetup, Seat};
use crate::app::input::CONFIRM_KEYS;
use crate::app::input::devices::{Device, SideHolders};
use crate::app::lang::Texts;
use crate::app::theme::ui::{DIM, GOLD};
use crate::rules::Side;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Setup), clear_holders)
        .add_systems(
            PreUpdate,
            join_sides
                .after(bevy::input::InputSystems)
                .run_if(in_state(Screen::Setup)),
        )
        .add_systems(Update, show_joins.run_if(in_state(Screen::Setup)));
}

/// The line under a side's name on the setup screen: who holds it.
#[derive(Component, Clone, Copy, Debug)]
pub struct JoinText(pub Side);

/// The join line's bundle, for the setup screen's rows.
pub fn join_line(side: Side) -> impl Bundle {
    (text("", 16.0, DIM), JoinText(side))
}

/// Each new setup starts with nobody holding a side.
fn clear_holders(mut holders: ResMut<SideHolders>) {
    *holders = SideHolders::default();
}

/// South on a pad, or Enter / Space, joins that device to the first free human side; that press
/// goes no further (it does not also press the focused menu button).
fn join_sides(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut pads: Query<(Entity, &mut Gamepad)>,
    setup: Res<MatchSetup>,
    mut holders: ResMut<SideHolders>,
) {
    // A side that became the AI's is free again.
    for side in Side::BOTH {
        if setup.seats[side.index()] != Seat::Human && holders.0[side.index()].is_some() {
            holders.0[side.index()] = None;
        }
    }
    if pads.is_empty() {
        return;
    }
    let free = |holders: &SideHolders| {
        Side::BOTH
            .into_iter()
            .find(|s| setup.seats[s.index()] == Seat::Human && holders.0[s.index()].is_none())
    };
    for (pad, mut gamepad) in &mut pads {
        let device = Device::Pad(pad);
        if gamepad.just_pressed(GamepadButton::South)
            && holders.sides_of(device).next().is_none()
            && let Some(side) = free(&holders)
        {
            holders.0[side.index()] = Some(device);
            gamepad
                .digital_mut()
                .clear_just_pressed(GamepadButton::South);
        }
    }
    if keys.any_just_pressed(CONFIRM_KEYS)
        && holders.sides_of(Device::Keyboard).next().is_none()
        && let Some(side) = free(&holders)
    {
        holders.0[side.index()] = Some(Device::Keyboard);
        for key in CONFIRM_KEYS {
            keys.clear_just_pressed(key);
        }
    }
}

/// Each human side's join line: "Press A to join", the pad's name or "Keyboard" (nothing while
/// no pad is connected, or for the AI's side).
fn show_joins(
    holders: Res<SideHolders>,
    setup: Res<MatchSetup>,
    pads: Query<(), With<Gamepad>>,
    names: Query<&Name>,
    texts: Res<Texts>,
    mut lines: Query<(&mut Text, &mut TextColor, &JoinText)>,
) {
    for (mut line, mut colour, JoinText(side)) in &mut lines {
        let (wanted, held) = if pads.is_empty() || setup.seats[side.index()] != Seat::Human {
            (String::new(), false)
        } else {
            match holders.0[side.index()] {
                None => (texts.text("join-press-a"), false),
                Some(Device::Keyboard) => (texts.text("join-keyboard"), true),
                Some(Device::Pad(pad)) => match names.get(pad) {
                    Ok(name) => (short_name(name.as_str()), true),
                    Err(_) => (texts.text("join-pad"), true),
                },
            }
        };
        if line.0 != wanted {
            line.0 = wanted;
            colour.0 = if held { GOLD } else { DIM };
        }
    }
}

/// A pad's name on one line under the side's name: at most 22 characters.
fn short_name(name: &str) -> String {
    const MOST: usize = 22;
    if name.chars().count() <= MOST {
        name.to_string()
    } else {
        let kept: String = name.chars().take(MOST - 1).collect();
        format!("{}…", kept.trim_end())
    }
}
