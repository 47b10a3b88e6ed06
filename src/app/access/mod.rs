//! The accessibility tree the game publishes on the desktop (docs/accessibility.md, "On the
//! desktop"): Bevy's AccessKit adapter (`bevy_a11y`, `accesskit_unix` on Linux) sends every
//! entity with an `AccessibilityNode` to the system's screen reader. Here:
//! - [`buttons`]: every menu button a button node named as `screens::button_names` names it,
//!   and the panel's buttons (egui's, drawn each frame) mirrored as nodes of their own, so one
//!   tree holds both (bevy_egui's own `accesskit` feature would replace Bevy's tree by egui's);
//! - [`focus`]: the keyboard's menu focus is the tree's focus, and a screen reader's click or
//!   focus on a node is the game's (`input::press`);
//! - [`log`]: what `Spoken` says, as a live log a screen reader reads out;
//! - [`move_box`]: the desktop's move box (`/` during a game), a text input in the tree;
//! - [`exercise`]: a lesson's or a puzzle's card said as it changes (both platforms).

pub mod buttons;
pub mod exercise;
pub mod focus;
pub mod log;
pub mod move_box;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        buttons::plugin,
        exercise::plugin,
        focus::plugin,
        log::plugin,
        move_box::plugin,
    ));
}
