//! One font for the whole game: Inter (SIL Open Font License 1.1, `assets/fonts/`), built into
//! the binary. It replaces Bevy's default font, so every menu, label and notice uses it; the
//! HUD gives it to egui too (`hud::style`).

use bevy::prelude::*;

/// Inter Medium, as the game draws every text.
pub const FONT: &[u8] = include_bytes!("../../assets/fonts/Inter-Medium.otf");

/// Puts Inter where Bevy's default font was (before any text is laid out). Without a text
/// plugin (headless tests) there is nothing to do.
pub fn plugin(app: &mut App) {
    if let Some(mut fonts) = app.world_mut().get_resource_mut::<Assets<Font>>() {
        let _ = fonts.insert(AssetId::default(), Font::from_bytes(FONT.to_vec()));
    }
}
