//! A small flat picture of a position, for lists of saved games: one square of pixels per
//! point, in the game's colours in the player's palette (the board, its dark squares, each
//! side's stones or pieces, Rekushu's claimed tiles). Built on the CPU, so it needs no camera
//! and works anywhere.

use super::palette::colours;
use crate::app::settings::Palette;
use crate::rules::{AnyGame, Coord, Side};
use bevy::asset::RenderAssetUsages;
use bevy::image::ImageSampler;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// About how many pixels wide a preview is (a whole number of pixels per point).
pub const PREVIEW_PIXELS: usize = 104;

/// The colour of each point of `pos` in `palette`, row by row from the top (the last row
/// first, as the board is seen), as sRGB bytes.
pub fn point_colours(pos: &AnyGame, palette: Palette) -> Vec<[u8; 4]> {
    let n = pos.size();
    let look = colours(palette, pos.kind());
    let bytes = |c: Color| c.to_srgba().to_u8_array();
    // Rekushu's see-through tiles as they look over the wood.
    let tile = |side: Side| match side {
        Side::First => Color::srgb(0.35, 0.30, 0.24),
        Side::Second => Color::srgb(0.97, 0.93, 0.84),
    };
    let mut out = Vec::with_capacity(n * n);
    for r in (0..n).rev() {
        for c in 0..n {
            let at = Coord::new(c, r);
            let ground = match look.dark {
                Some(dark) if (r + c) % 2 == 0 => dark,
                _ => look.board,
            };
            let colour = match (pos.stone_at(at), pos.tile_owner(at)) {
                (Some(stone), _) => look.sides[stone.side.index()],
                (None, Some(side)) => tile(side),
                (None, None) => ground,
            };
            out.push(bytes(colour));
        }
    }
    out
}

/// The preview of `pos` in `palette` as an image: `PREVIEW_PIXELS / size` pixels a point (at
/// least 2), sharp when scaled.
pub fn preview_image(pos: &AnyGame, palette: Palette) -> Image {
    let n = pos.size();
    let k = (PREVIEW_PIXELS / n).max(2);
    let side = n * k;
    let colours = point_colours(pos, palette);
    let mut data = Vec::with_capacity(side * side * 4);
    for y in 0..side {
        for x in 0..side {
            data.extend_from_slice(&colours[(y / k) * n + x / k]);
        }
    }
    let mut image = Image::new(
        Extent3d {
            width: side as u32,
            height: side as u32,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::default(),
    );
    image.sampler = ImageSampler::nearest();
    image
}
