//! The window's shape, by its size in logical (CSS) pixels and never by platform: a phone held
//! upright and a narrow desktop window get the same portrait layout (the board on top, the
//! panel under it), a phone on its side the short one (the board at full height, a scrolling
//! panel beside it), and everything else today's wide one. The HUD, the camera and the menus
//! read [`Layout`]; the thresholds follow the platforms' guides (docs/phones.md).

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Layout>()
        .add_systems(PreUpdate, follow_window);
}

/// Narrower than this (logical pixels), a window is laid out as portrait whatever its height.
pub const NARROW: f32 = 600.0;
/// Lower than this, a landscape window is short: the board takes the full height.
pub const SHORT: f32 = 500.0;
/// The smallest touch target, in logical pixels: Apple's 44 pt (Material asks 48 dp).
pub const TOUCH_TARGET: f32 = 44.0;

/// How the screens are laid out in the window as it is now.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Layout {
    /// Room for the board in the middle and a panel beside it (a desktop window, a tablet).
    #[default]
    Wide,
    /// Taller than wide, or narrow: the board on top at full width, the panel under it.
    Portrait,
    /// Landscape on a short screen (a phone on its side): the board at full height and a
    /// scrolling panel beside it.
    Short,
}

impl Layout {
    /// The layout for a window of `width` by `height` logical pixels.
    pub fn of(width: f32, height: f32) -> Layout {
        if width < NARROW || height > width {
            Layout::Portrait
        } else if height < SHORT {
            Layout::Short
        } else {
            Layout::Wide
        }
    }

    /// A phone's layouts: touch-sized controls, and the panel's text never below 14 px.
    pub fn is_compact(self) -> bool {
        self != Layout::Wide
    }
}

/// In portrait, the height the board takes at the top of a `width` by `height` window: square
/// at the full width, as long as the panel under it keeps at least 40% of the height and
/// [`PORTRAIT_SHEET`] (a short window shrinks the board, never cuts the sheet's tabs).
pub fn portrait_board_height(width: f32, height: f32) -> f32 {
    width
        .min(height * 0.6)
        .min(height - PORTRAIT_SHEET)
        .max(0.0)
}

/// The least room the sheet under the board needs, in logical pixels: the players' strip, the
/// last move, a row of buttons, Cheversi's row of pieces, the tabs and a row of their contents
/// (a 360x500 window cut the tabs at 200 px).
pub const PORTRAIT_SHEET: f32 = 280.0;

fn follow_window(windows: Query<&Window, With<PrimaryWindow>>, mut layout: ResMut<Layout>) {
    let Ok(window) = windows.single() else {
        return;
    };
    let wanted = Layout::of(window.width(), window.height());
    layout.set_if_neq(wanted);
}
