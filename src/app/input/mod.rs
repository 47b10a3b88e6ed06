//! Everything that turns a device into an action, a chosen point or a menu step:
//! - [`point`]: picking (a click on a point) and the board cursor's confirm -> the move there;
//! - [`hover`]: the point under the pointer, its ghost or the rules' refusal;
//! - [`devices`]: each device's controller, and which device holds which side;
//! - [`board_actions`]: each device's cursor moves, place, undo, redo and hint, for the device
//!   that holds the side to move ([`repeat`]: a held direction repeats);
//! - [`cursor`]: the board cursor itself, drawn;
//! - [`keys`], [`pad`]: the keyboard's and the pad's other buttons -> `PlayerAction`s;
//! - [`camera`]: mouse and keys -> `CameraAction`s;
//! - [`rumble`]: pads rumble on claims, cascades, refusals and the end of the game;
//! - [`undo_consent`]: between two players on two devices, undo asks the other first;
//! - [`unplugged`]: a holding pad that disconnects pauses the game until it is back;
//! - [`touch`]: one finger dragged turns, two pinched zoom (a tap is a click);
//! - [`tap_confirm`]: on small points a first tap shows the move, a second places it;
//! - [`lost_click`]: a press and release within one frame still clicks what it pressed;
//! - [`menu_focus`]: menu buttons by arrows / d-pad and Enter / South.
//! - [`press`]: a button pressed without a pointer (the browser's text layer).
//!
//! This file reads what the keyboard and the gamepads mean in common: the four directions
//! (arrow keys or d-pad) and "confirm" (Enter, Space or the pad's South), from any device.
//! The menus and the end screen ask these.

pub mod board_actions;
pub mod camera;
pub mod cursor;
pub mod devices;
pub mod hover;
pub mod keys;
pub mod lost_click;
pub mod menu_focus;
pub mod pad;
pub mod point;
pub mod press;
pub mod repeat;
pub mod rumble;
pub mod tap_confirm;
pub mod touch;
pub mod undo_consent;
pub mod unplugged;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardPressesTaken>();
    app.add_plugins((
        devices::plugin,
        board_actions::plugin,
        point::plugin,
        hover::plugin,
        cursor::plugin,
        keys::plugin,
        pad::plugin,
        camera::plugin,
        touch::plugin,
        tap_confirm::plugin,
        lost_click::plugin,
        unplugged::plugin,
        undo_consent::plugin,
        rumble::plugin,
        menu_focus::plugin,
    ))
    .add_plugins(press::plugin);
}

/// Set when a menu over the board (the HUD's actions menu) took this frame's presses: the
/// board's actions skip the frame.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct BoardPressesTaken(pub bool);

/// The arrow keys and the d-pad, with the step each means (y up).
const DIRECTIONS: [(KeyCode, GamepadButton, IVec2); 4] = [
    (KeyCode::ArrowUp, GamepadButton::DPadUp, IVec2::Y),
    (KeyCode::ArrowDown, GamepadButton::DPadDown, IVec2::NEG_Y),
    (KeyCode::ArrowLeft, GamepadButton::DPadLeft, IVec2::NEG_X),
    (KeyCode::ArrowRight, GamepadButton::DPadRight, IVec2::X),
];

/// The keys that confirm: Enter (either) and Space.
pub const CONFIRM_KEYS: [KeyCode; 3] = [KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space];

/// This frame's step from the arrow keys (y up; zero when none was pressed).
pub fn key_direction(keys: &ButtonInput<KeyCode>) -> IVec2 {
    DIRECTIONS
        .iter()
        .filter(|(key, _, _)| keys.just_pressed(*key))
        .map(|(_, _, by)| *by)
        .sum()
}

/// This frame's step from one pad's d-pad (y up; zero when none was pressed).
pub fn pad_direction(pad: &Gamepad) -> IVec2 {
    DIRECTIONS
        .iter()
        .filter(|(_, button, _)| pad.just_pressed(*button))
        .map(|(_, _, by)| *by)
        .sum()
}

/// This frame's step from the arrow keys and d-pads (y up; zero when none was pressed).
pub fn direction_pressed(keys: &ButtonInput<KeyCode>, pads: &Query<&Gamepad>) -> IVec2 {
    (key_direction(keys) + pads.iter().map(pad_direction).sum::<IVec2>())
        .clamp(IVec2::NEG_ONE, IVec2::ONE)
}

/// Whether Enter, Space or a pad's South was pressed this frame.
pub fn confirm_pressed(keys: &ButtonInput<KeyCode>, pads: &Query<&Gamepad>) -> bool {
    keys.any_just_pressed(CONFIRM_KEYS) || pads.iter().any(|p| p.just_pressed(GamepadButton::South))
}
