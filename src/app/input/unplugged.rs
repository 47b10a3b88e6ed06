//! A pad that holds a side disconnects during play: the game pauses and the pause menu says
//! whose pad is gone ([`PadGone`]). Plugging it in again resumes with the same sides; so does
//! South pressed on another pad that holds no side, which takes the gone pad's sides over.

use super::devices::{Device, SideHolders};
use crate::app::{Pause, Screen};
use crate::rules::Side;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PadGone>()
        .add_systems(OnEnter(Screen::Play), forget)
        .add_systems(
            PreUpdate,
            take_over
                .after(bevy::input::InputSystems)
                .run_if(in_state(Screen::Play)),
        )
        .add_systems(Update, follow_holders.run_if(in_state(Screen::Play)));
}

/// The side whose pad is gone, while it is.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PadGone(pub Option<Side>);

fn forget(mut gone: ResMut<PadGone>) {
    gone.0 = None;
}

/// The first side held by a pad that is not connected.
fn missing(holders: &SideHolders, pads: &Query<(), With<Gamepad>>) -> Option<Side> {
    Side::BOTH
        .into_iter()
        .find(|s| matches!(holders.0[s.index()], Some(Device::Pad(pad)) if !pads.contains(pad)))
}

/// Pauses while a holding pad is gone; resumes when it is back (or taken over).
fn follow_holders(
    holders: Res<SideHolders>,
    pads: Query<(), With<Gamepad>>,
    mut gone: ResMut<PadGone>,
    pause: Res<State<Pause>>,
    mut next: ResMut<NextState<Pause>>,
) {
    let now = missing(&holders, &pads);
    match (now, gone.0, pause.get()) {
        // (Resume does not play on without the pad either.)
        (Some(_), _, Pause::Running) => next.set(Pause::Paused),
        (None, Some(_), Pause::Paused) => next.set(Pause::Running),
        _ => {}
    }
    gone.set_if_neq(PadGone(now));
}

/// South on a pad that holds no side takes over the gone pad's sides (that press goes no
/// further: it does not also press a pause-menu button).
fn take_over(
    gone: Res<PadGone>,
    mut holders: ResMut<SideHolders>,
    mut pads: Query<(Entity, &mut Gamepad)>,
) {
    let Some(Some(lost)) = gone.0.map(|side| holders.0[side.index()]) else {
        return;
    };
    for (pad, mut gamepad) in &mut pads {
        let device = Device::Pad(pad);
        if gamepad.just_pressed(GamepadButton::South) && holders.sides_of(device).next().is_none() {
            for held in holders.0.iter_mut().filter(|d| **d == Some(lost)) {
                *held = Some(device);
            }
            gamepad
                .digital_mut()
                .clear_just_pressed(GamepadButton::South);
            return;
        }
    }
}
