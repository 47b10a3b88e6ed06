//! The marks' colours, in both palettes: Lichess's own (blue, orange, red) in the standard one,
//! Okabe and Ito's sky blue, orange and vermillion in the colour-blind one (`board::palette`),
//! and green or bluish green for the best move.

use crate::ai::review::Mark;
use crate::app::settings::Palette;
use bevy::prelude::*;
use bevy_egui::egui::Color32;

/// The colour of `mark` on the board, in `palette`.
pub fn mark_colour(palette: Palette, mark: Mark) -> Color {
    let [r, g, b] = rgb(palette, mark);
    Color::srgb_u8(r, g, b)
}

/// The same colour for the panel.
pub fn mark_colour32(palette: Palette, mark: Mark) -> Color32 {
    let [r, g, b] = rgb(palette, mark);
    Color32::from_rgb(r, g, b)
}

fn rgb(palette: Palette, mark: Mark) -> [u8; 3] {
    match (palette, mark) {
        (Palette::Standard, Mark::Best) => [130, 214, 150],
        (Palette::Standard, Mark::Inaccuracy) => [86, 180, 233],
        (Palette::Standard, Mark::Mistake) => [230, 159, 0],
        (Palette::Standard, Mark::Blunder) => [235, 72, 72],
        (Palette::ColourBlind, Mark::Best) => [0, 158, 115],
        (Palette::ColourBlind, Mark::Inaccuracy) => [86, 180, 233],
        (Palette::ColourBlind, Mark::Mistake) => [230, 159, 0],
        (Palette::ColourBlind, Mark::Blunder) => [213, 94, 0],
    }
}
