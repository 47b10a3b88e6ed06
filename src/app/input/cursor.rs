//! Playing without a mouse: the board cursor, moved by the arrow keys, a pad's d-pad or left
//! stick, and confirmed with Enter / Space or the pad's South button (`board_actions`). It
//! chooses points the way a click does (`PointChosen`), and the hover ghost and refusal reason
//! follow it. This file holds it and draws it.

use crate::app::board::look::{BoardAssets, flat, height};
use crate::app::board::palette::colours;
use crate::app::board::{frame, world};
use crate::app::game::CurrentMatch;
use crate::app::settings::Settings;
use crate::app::{GameSet, InMatch, MatchScoped, Screen};
use crate::rules::Coord;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardCursor>()
        .add_systems(OnEnter(Screen::Play), hide_cursor)
        .add_systems(
            Update,
            draw_cursor.in_set(GameSet::View).run_if(in_state(InMatch)),
        );
}

/// Where the keyboard's or pad's cursor is; hidden (`None`) until one of them moves it.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct BoardCursor {
    pub at: Option<Coord>,
}

impl BoardCursor {
    /// Moves the cursor `by` on a board of `size` (it stays on the board); the first step
    /// shows it in the middle. Returns where it is.
    pub fn step(&mut self, by: IVec2, size: usize) -> Coord {
        let n = size as i32;
        let at = match self.at {
            None => IVec2::splat(n / 2),
            Some(c) => (IVec2::new(c.col() as i32, c.row() as i32) + by)
                .clamp(IVec2::ZERO, IVec2::splat(n - 1)),
        };
        let at = Coord::new(at.x as usize, at.y as usize);
        self.at = Some(at);
        at
    }
}

fn hide_cursor(mut cursor: ResMut<BoardCursor>) {
    cursor.at = None;
}

#[derive(Component)]
struct CursorMark;

/// A square around the cursor's point, in the palette's cursor colour.
fn draw_cursor(
    mut commands: Commands,
    cursor: Res<BoardCursor>,
    settings: Res<Settings>,
    current: Option<Res<CurrentMatch>>,
    assets: Option<Res<BoardAssets>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    marks: Query<Entity, With<CursorMark>>,
) {
    if !(cursor.is_changed() || settings.is_changed()) {
        return;
    }
    for e in &marks {
        commands.entity(e).despawn();
    }
    let (Some(at), Some(current), Some(assets)) = (cursor.at, current, assets) else {
        return;
    };
    let n = current.game.size();
    let colour = colours(settings.palette, current.game.kind()).cursor;
    let material = flat(&mut materials, colour);
    let centre = world(at, n, height::OUTLINE);
    let half = Vec3::new(0.45, 0.0, 0.45);
    for side in frame(&assets, &material, [centre - half, centre + half], 0.08) {
        commands.spawn((CursorMark, MatchScoped, side));
    }
}
