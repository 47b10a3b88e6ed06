//! Every colour on the board that means something, by its role, in the two palettes of the
//! settings: [`Palette::Standard`] and [`Palette::ColourBlind`], made from Okabe and Ito's
//! colours so that what must be told apart (Quadrex's sides, Cheversi's two attack colours, the
//! heat map's ends, legal dots and the refusal mark, the winning chain and the last-move marker)
//! stays apart for deuteranopes, protanopes and tritanopes, and stands out on each game's board.
//!
//! Black and white stones and pieces are the same in both palettes (lightness tells them apart),
//! and so is the board itself. How the board takes a new palette at once: `look::recolour` and
//! the marks, which are redrawn when the settings change.

use crate::app::settings::Palette;
use crate::rules::GameKind;
use bevy::prelude::*;

/// The colours of one game in one palette.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Colours {
    /// The board's top, its lines (or the gaps between cells) and Cheversi's dark squares: the
    /// same in both palettes.
    pub board: Color,
    pub line: Color,
    pub dark: Option<Color>,
    /// Each side's stones or pieces (by `Side::index`); Quadrex's goal edges are in its side's
    /// colour.
    pub sides: [Color; 2],
    /// Rekushu's claimed tiles, by side (see-through).
    pub tiles: [Color; 2],
    /// Cheversi's attack map: the dot of each side on a square it attacks.
    pub attack: [Color; 2],
    /// The rays from a Cheversi piece just placed to the squares it attacks.
    pub ray: Color,
    /// The hint's heat map: cool (few visits), warm, hot (the most); see [`Colours::warmth`].
    pub heat: [Color; 3],
    /// The dots on the points where the human to move may place.
    pub legal: Color,
    /// The mark over a point where the move the pointer offers is refused.
    pub refusal: Color,
    /// The winning Quadrex chain, lit up whichever side it is.
    pub chain: Color,
    /// The dot on the last move's stone.
    pub last_move: Color,
    /// The keyboard's and pad's board cursor.
    pub cursor: Color,
    /// Rekushu's claim step: the chosen point and the rectangles on offer.
    pub claim: Color,
}

impl Colours {
    /// The heat map's colour for `share` (0 to 1) of the most searched move's visits: cool to
    /// warm over the first half, warm to hot over the second.
    pub fn warmth(&self, share: f32) -> Color {
        let [cool, warm, hot] = self.heat;
        if share < 0.5 {
            cool.mix(&warm, share * 2.0)
        } else {
            warm.mix(&hot, (share - 0.5) * 2.0)
        }
    }
}

/// The colours of `kind` in `palette`.
pub fn colours(palette: Palette, kind: GameKind) -> Colours {
    match palette {
        Palette::Standard => standard(kind),
        Palette::ColourBlind => colour_blind(kind),
    }
}

/// Okabe and Ito's colour-blind safe colours (black is the eighth).
pub mod okabe_ito {
    use bevy::prelude::Color;

    pub const ORANGE: Color = Color::srgb_u8(0xE6, 0x9F, 0x00);
    pub const SKY_BLUE: Color = Color::srgb_u8(0x56, 0xB4, 0xE9);
    pub const BLUISH_GREEN: Color = Color::srgb_u8(0x00, 0x9E, 0x73);
    pub const YELLOW: Color = Color::srgb_u8(0xF0, 0xE4, 0x42);
    pub const BLUE: Color = Color::srgb_u8(0x00, 0x72, 0xB2);
    pub const VERMILLION: Color = Color::srgb_u8(0xD5, 0x5E, 0x00);
    pub const REDDISH_PURPLE: Color = Color::srgb_u8(0xCC, 0x79, 0xA7);
    pub const BLACK: Color = Color::srgb_u8(0x00, 0x00, 0x00);
}

/// The game's own colours.
fn standard(kind: GameKind) -> Colours {
    let wood = Color::srgb(0.86, 0.70, 0.45);
    let ink = Color::srgb(0.25, 0.17, 0.09);
    let black = Color::srgb(0.06, 0.06, 0.07);
    let white = Color::srgb(0.95, 0.94, 0.90);
    let (board, line, sides, dark) = match kind {
        GameKind::Rekushu | GameKind::Rush => (wood, ink, [black, white], None),
        GameKind::Quadrex => (
            Color::srgb(0.90, 0.88, 0.82),
            Color::srgb(0.55, 0.53, 0.50),
            [Color::srgb(0.16, 0.38, 0.85), Color::srgb(0.86, 0.24, 0.20)],
            None,
        ),
        GameKind::Cheversi => (
            Color::srgb(0.93, 0.86, 0.72),
            Color::srgb(0.40, 0.30, 0.20),
            [white, black],
            Some(Color::srgb(0.62, 0.45, 0.30)),
        ),
    };
    Colours {
        board,
        line,
        dark,
        sides,
        tiles: [
            Color::srgba(0.08, 0.08, 0.10, 0.62),
            Color::srgba(1.0, 1.0, 0.98, 0.72),
        ],
        attack: [Color::srgb(0.15, 0.55, 1.0), Color::srgb(0.95, 0.30, 0.12)],
        ray: Color::srgba(1.0, 0.85, 0.3, 0.9),
        heat: [
            Color::srgba(0.20, 0.45, 1.0, 0.55),
            Color::srgba(1.0, 0.85, 0.15, 0.75),
            Color::srgba(1.0, 0.22, 0.12, 0.85),
        ],
        legal: Color::srgba(0.20, 0.80, 0.35, 0.85),
        refusal: Color::srgba(0.9, 0.15, 0.1, 0.9),
        // Gold: clear against both Quadrex sides.
        chain: Color::srgb(1.0, 0.80, 0.22),
        last_move: Color::srgb(1.0, 0.78, 0.10),
        cursor: Color::srgba(1.0, 0.8, 0.2, 0.9),
        claim: Color::srgb(0.98, 0.75, 0.15),
    }
}

/// The colour-blind safe colours: the standard ones with every hue that carries a meaning taken
/// from Okabe and Ito's set, at the standard alphas. Chosen for each board: on the wooden boards
/// (Rekushu, Rush) the outlines are blue; on the pale Quadrex and Cheversi boards the cursor is
/// black, and the heat map's middle orange where yellow would vanish; black legal dots on
/// Cheversi's two square colours; a black refusal mark over Quadrex's coloured blocks.
fn colour_blind(kind: GameKind) -> Colours {
    use okabe_ito::*;
    let base = standard(kind);
    let pale = matches!(kind, GameKind::Quadrex | GameKind::Cheversi);
    let warm = if pale { ORANGE } else { YELLOW };
    Colours {
        sides: match kind {
            GameKind::Quadrex => [BLUE, VERMILLION],
            _ => base.sides,
        },
        attack: [BLUE, ORANGE],
        ray: REDDISH_PURPLE.with_alpha(0.9),
        heat: [
            SKY_BLUE.with_alpha(0.55),
            warm.with_alpha(0.75),
            VERMILLION.with_alpha(0.85),
        ],
        legal: match kind {
            GameKind::Cheversi => BLACK.with_alpha(0.5),
            _ => BLUISH_GREEN.with_alpha(0.85),
        },
        refusal: match kind {
            GameKind::Quadrex => BLACK.with_alpha(0.9),
            _ => VERMILLION.with_alpha(0.9),
        },
        chain: YELLOW,
        last_move: SKY_BLUE,
        cursor: (if pale { BLACK } else { BLUE }).with_alpha(0.9),
        claim: BLUE,
        ..base
    }
}
