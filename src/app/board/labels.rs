//! Labels that follow the board on screen in both views: Cheversi's pieces carry their letter
//! (K Q R B N; from above every piece is a disc), and the board's coordinates run along its
//! near and left edges (column letters, row numbers, as the notation writes them).

use super::camera::BoardCamera;
use super::grid::BoardGrid;
use super::{SLAB_THICKNESS, StoneView, world};
use crate::app::settings::Settings;
use crate::app::{InMatch, MatchScoped};
use crate::rules::Coord;
use crate::rules::Side;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (
            add_labels,
            add_coordinates,
            follow_pieces,
            follow_coordinates,
        )
            .chain()
            .after(TransformSystems::Propagate)
            .run_if(in_state(InMatch)),
    );
}

/// The label of the piece entity it names.
#[derive(Component)]
struct PieceLabel(Entity);

const LABEL: f32 = 30.0;

fn add_labels(mut commands: Commands, pieces: Query<(Entity, &StoneView), Added<StoneView>>) {
    for (e, stone) in &pieces {
        let Some(piece) = stone.piece else { continue };
        let ink = if stone.side == Side::First {
            Color::srgb(0.08, 0.08, 0.1)
        } else {
            Color::srgb(0.97, 0.96, 0.92)
        };
        commands.spawn((
            PieceLabel(e),
            MatchScoped,
            label_box(LABEL),
            Visibility::Hidden,
            Pickable::IGNORE,
            children![(
                Text::new(piece.letter().to_string()),
                TextFont {
                    font_size: FontSize::Px(26.0),
                    ..default()
                },
                TextColor(ink),
                Pickable::IGNORE,
            )],
        ));
    }
}

/// Keeps each label over its piece (the top of its base), and drops labels whose piece went.
fn follow_pieces(
    mut commands: Commands,
    mut labels: Query<(Entity, &PieceLabel, &mut Node, &mut Visibility)>,
    pieces: Query<&GlobalTransform, With<StoneView>>,
    cameras: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    ui_scale: Res<UiScale>,
) {
    let Some((camera, eye)) = cameras.iter().next() else {
        return;
    };
    for (e, label, mut node, mut visible) in &mut labels {
        let Ok(at) = pieces.get(label.0) else {
            commands.entity(e).despawn();
            continue;
        };
        match camera.world_to_viewport(eye, at.translation() + Vec3::Y * 0.15) {
            Ok(p) => place(&mut node, &mut visible, p / ui_scale.0, LABEL),
            Err(_) => {
                visible.set_if_neq(Visibility::Hidden);
            }
        }
    }
}

/// A coordinate label of a grid: beside the point `at` of the slab's edge (world space), this
/// many logical pixels out on screen, in the direction `out` (world) points from it.
#[derive(Component)]
struct CoordLabel {
    grid: Entity,
    at: Vec3,
    out: Vec3,
    by: f32,
}

/// The most a coordinate reaches out from the board's edge, in logical pixels (the tight
/// camera's room: `camera::TIGHT_ROOM`).
pub const LABEL_ROOM: f32 = 19.0;

const COORD_BOX: f32 = 36.0;

/// Letters under the first row and numbers left of the first column, for a new grid.
fn add_coordinates(mut commands: Commands, grids: Query<(Entity, &BoardGrid), Added<BoardGrid>>) {
    for (grid, board) in &grids {
        let n = board.size;
        let edge = board.half_width();
        let font = (560.0 / (n as f32 + 2.5) * 0.42).clamp(11.0, 18.0);
        // Out from the edge by a gap and half the text (numbers across, letters down).
        let label = |text: String, at: Vec3, out: Vec3| {
            let half = if out.x != 0.0 {
                0.3 * font * text.chars().count() as f32
            } else {
                0.4 * font
            };
            (
                CoordLabel {
                    grid,
                    at,
                    out,
                    by: (3.0 + half).min(LABEL_ROOM - half),
                },
                MatchScoped,
                label_box(COORD_BOX),
                Visibility::Hidden,
                Pickable::IGNORE,
                children![(
                    Text::new(text),
                    TextFont {
                        font_size: FontSize::Px(font),
                        ..default()
                    },
                    TextColor(Color::srgb(0.62, 0.66, 0.74)),
                    Pickable::IGNORE,
                )],
            )
        };
        for i in 0..n {
            let column = Coord::new(i, 0);
            let letter: String = column.to_string().chars().take(1).collect();
            // At the slab's lower edges: the 3D view shows its front face.
            let below = world(column, n, -SLAB_THICKNESS).with_z(edge);
            commands.spawn(label(letter, below, Vec3::Z));
            let row = Coord::new(0, i);
            let left = world(row, n, -SLAB_THICKNESS).with_x(-edge);
            commands.spawn(label((i + 1).to_string(), left, Vec3::NEG_X));
        }
    }
}

/// Keeps coordinates beside the board (hidden when the player turned them off), and drops
/// those of a grid that went.
fn follow_coordinates(
    mut commands: Commands,
    mut labels: Query<(Entity, &CoordLabel, &mut Node, &mut Visibility)>,
    grids: Query<(), With<BoardGrid>>,
    cameras: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    settings: Res<Settings>,
    ui_scale: Res<UiScale>,
) {
    let camera = cameras.iter().next();
    for (e, label, mut node, mut visible) in &mut labels {
        if !grids.contains(label.grid) {
            commands.entity(e).despawn();
            continue;
        }
        if !settings.show_coordinates {
            visible.set_if_neq(Visibility::Hidden);
            continue;
        }
        let Some((camera, eye)) = camera else {
            continue;
        };
        let on_screen = |at: Vec3| camera.world_to_viewport(eye, at).ok();
        match (on_screen(label.at), on_screen(label.at + label.out)) {
            (Some(p), Some(q)) => {
                let out = (q - p).normalize_or_zero() * label.by;
                place(&mut node, &mut visible, (p + out) / ui_scale.0, COORD_BOX);
            }
            _ => {
                visible.set_if_neq(Visibility::Hidden);
            }
        }
    }
}

/// Centres a label's box of `size` on the screen point `p`. Only a real move touches the
/// node, so that the UI is not laid out again every frame for nothing.
fn place(node: &mut Mut<Node>, visible: &mut Mut<Visibility>, p: Vec2, size: f32) {
    let (left, top) = (
        px((p.x - size / 2.0).round()),
        px((p.y - size / 2.0).round()),
    );
    if node.left != left || node.top != top {
        node.left = left;
        node.top = top;
    }
    visible.set_if_neq(Visibility::Inherited);
}

/// A label's box: `size` square, placed by `left`/`top`, its text centred.
fn label_box(size: f32) -> Node {
    Node {
        position_type: PositionType::Absolute,
        width: px(size),
        height: px(size),
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        ..default()
    }
}
