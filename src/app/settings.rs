//! Player preferences that the whole view reads: the board view (3D or flat 2D) and how fast
//! animations play. (Saved as RON with the settings work; for now they live for the session.)

use bevy::prelude::*;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
}

/// How the board is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BoardView {
    /// A lit board seen at an angle, with an orbit and zoom camera.
    #[default]
    ThreeD,
    /// Straight from above, flat.
    TwoD,
}

impl BoardView {
    pub fn label(self) -> &'static str {
        match self {
            BoardView::ThreeD => "3D",
            BoardView::TwoD => "2D",
        }
    }

    pub fn toggled(self) -> BoardView {
        match self {
            BoardView::ThreeD => BoardView::TwoD,
            BoardView::TwoD => BoardView::ThreeD,
        }
    }
}

/// How fast animations play; `Off` shows every change at once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum AnimationSpeed {
    Off,
    Fast,
    #[default]
    Normal,
    Slow,
}

impl AnimationSpeed {
    pub const ALL: [AnimationSpeed; 4] = [
        AnimationSpeed::Off,
        AnimationSpeed::Fast,
        AnimationSpeed::Normal,
        AnimationSpeed::Slow,
    ];

    pub fn label(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "Off",
            AnimationSpeed::Fast => "Fast",
            AnimationSpeed::Normal => "Normal",
            AnimationSpeed::Slow => "Slow",
        }
    }

    /// How long an animation that takes `normal` at normal speed takes at this speed.
    pub fn scale(self, normal: Duration) -> Duration {
        match self {
            AnimationSpeed::Off => Duration::ZERO,
            AnimationSpeed::Fast => normal / 2,
            AnimationSpeed::Normal => normal,
            AnimationSpeed::Slow => normal * 2,
        }
    }
}

/// The player's preferences.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct Settings {
    pub view: BoardView,
    pub animation: AnimationSpeed,
}
