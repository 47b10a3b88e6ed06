//! The screens, one plugin each: [`title`], [`select`] (the game), [`setup`], [`load`] (the
//! saved games; [`join`]: a pad or the keyboard joins a side there), [`settings`], [`learn`] (a game's lessons and puzzles; [`exercise_keys`]: their keys on the board), the [`pause`] menu over the board during play, the [`end`]
//! screen's keys, notices about the game's files on any screen ([`toast`]), and the [`fade`]
//! from one screen to the next. (The board and the HUD show the match itself: `app::board`,
//! `app::hud`.) Their shared look is in [`widgets`]; [`responsive`] fits them to a phone;
//! [`button_names`] names their buttons for a screen reader.
//!
//! Every button is an entity with a click observer, so a mouse click, a test's triggered click
//! and a key or pad confirm (`input::menu_focus`) all take the same path.

pub mod button_names;
pub mod end;
pub mod exercise_keys;
pub mod fade;
pub mod join;
pub mod learn;
pub mod load;
pub mod online;
pub mod pause;
pub mod responsive;
pub mod select;
pub mod settings;
pub mod setup;
pub mod title;
pub mod toast;
pub mod widgets;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(button_names::plugin).add_plugins((
        widgets::plugin,
        responsive::plugin,
        title::plugin,
        select::plugin,
        setup::plugin,
        join::plugin,
        learn::plugin,
        exercise_keys::plugin,
        settings::plugin,
        load::plugin,
        online::plugin,
        pause::plugin,
        end::plugin,
        fade::plugin,
        toast::plugin,
    ));
}
