//! Playing without a mouse: a board cursor moved by the arrow keys, a pad's d-pad or left
//! stick, and confirmed with Enter / Space or the pad's South button. It chooses points the
//! way a click does ([`PointChosen`]), and the hover ghost and refusal reason follow it. (The
//! pad's other buttons: `pad`.)

use super::hover::Hovered;
use super::point::PointChosen;
use super::{confirm_pressed, direction_pressed};
use crate::app::board::look::{BoardAssets, flat, height};
use crate::app::board::palette::colours;
use crate::app::board::{frame, world};
use crate::app::game::CurrentMatch;
use crate::app::settings::Settings;
use crate::app::{GameSet, InMatch, MatchScoped, Pause, Screen};
use crate::rules::Coord;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardCursor>()
        .add_systems(OnEnter(Screen::Play), hide_cursor)
        .add_systems(
            Update,
            (move_cursor, confirm_cursor)
                .chain()
                .in_set(GameSet::Input)
                .run_if(in_state(Pause::Running)),
        )
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

/// Seconds between cursor steps while a stick is held.
const STICK_REPEAT: f32 = 0.16;

fn hide_cursor(mut cursor: ResMut<BoardCursor>) {
    cursor.at = None;
}

/// One step of the cursor from the arrow keys, the d-pad or the left stick.
fn step(keys: &ButtonInput<KeyCode>, pads: &Query<&Gamepad>, stick_ready: bool) -> IVec2 {
    let mut step = direction_pressed(keys, pads);
    for pad in pads {
        let stick = pad.left_stick();
        if stick_ready && stick.length() > 0.6 {
            step += IVec2::new(
                (stick.x.abs() > 0.4) as i32 * stick.x.signum() as i32,
                (stick.y.abs() > 0.4) as i32 * stick.y.signum() as i32,
            );
        }
    }
    step.clamp(IVec2::NEG_ONE, IVec2::ONE)
}

fn move_cursor(
    keys: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    time: Res<Time>,
    mut since_stick: Local<f32>,
    current: Option<Res<CurrentMatch>>,
    mut cursor: ResMut<BoardCursor>,
    mut hovered: ResMut<Hovered>,
) {
    let Some(current) = current else { return };
    *since_stick += time.delta_secs();
    let by = step(&keys, &pads, *since_stick >= STICK_REPEAT);
    if by == IVec2::ZERO {
        return;
    }
    if pads.iter().any(|p| p.left_stick().length() > 0.6) {
        *since_stick = 0.0;
    }
    let n = current.game.size() as i32;
    let at = match cursor.at {
        // The first press shows the cursor in the middle of the board.
        None => IVec2::splat(n / 2),
        Some(c) => (IVec2::new(c.col() as i32, c.row() as i32) + by)
            .clamp(IVec2::ZERO, IVec2::splat(n - 1)),
    };
    let at = Coord::new(at.x as usize, at.y as usize);
    cursor.at = Some(at);
    hovered.at = Some(at);
}

fn confirm_cursor(
    keys: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    cursor: Res<BoardCursor>,
    mut chosen: MessageWriter<PointChosen>,
) {
    if let (true, Some(at)) = (confirm_pressed(&keys, &pads), cursor.at) {
        chosen.write(PointChosen(at));
    }
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
