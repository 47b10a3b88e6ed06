//! The board, drawn from the rules state in [`CurrentMatch`](crate::app::game::CurrentMatch)
//! as one 3D scene that the camera shows lit and at an angle or flat from above ([`camera`]):
//! - [`grid`]: the board of the match's kind and size, with a pickable entity on every point;
//! - [`stones`]: stones and tiles resynced on `BoardReset`, and after each `MoveApplied` only
//!   what changed (with an entrance or exit for the animations);
//! - [`claim_step`], [`marks`]: Rekushu's claimable rectangles, the last-move marker and the
//!   legal points; [`attacks`], [`heat`]: Cheversi's attack map, the hint's heat map;
//! - [`labels`]: piece letters and coordinates; [`look`]: the shared materials and the shapes;
//!   [`palette`]: every colour with a meaning, standard or colour-blind safe, per game.
//!
//! The board only draws: input (`app::input`) picks its points and moves its camera.

pub mod attacks;
pub mod camera;
mod claim_step;
pub mod grid;
pub mod heat;
mod labels;
pub mod look;
pub mod marks;
pub mod palette;
pub mod preview;
mod stones;

use crate::app::GameSet;
use crate::rules::{Coord, Piece, Side};
use bevy::picking::mesh_picking::{
    MeshPickingPlugin, MeshPickingSettings, ray_cast::RayCastVisibility,
};
use bevy::prelude::*;
use look::BoardAssets;

pub(super) fn plugin(app: &mut App) {
    if app.is_plugin_added::<bevy::picking::PickingPlugin>()
        && !app.is_plugin_added::<MeshPickingPlugin>()
    {
        app.add_plugins(MeshPickingPlugin);
    }
    app.insert_resource(MeshPickingSettings {
        // Only the points are picked; they are hidden, so rays must not skip what is hidden.
        require_markers: true,
        ray_cast_visibility: RayCastVisibility::Any,
    })
    .add_plugins((
        stones::plugin,
        claim_step::plugin,
        camera::plugin,
        labels::plugin,
        marks::plugin,
        attacks::plugin,
        heat::plugin,
    ))
    .add_systems(Startup, look::load_assets)
    .add_systems(
        Update,
        look::recolour.in_set(GameSet::View).before(ApplyMoves),
    );
}

/// The systems that bring the board's stones and tiles up to date.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ApplyMoves;

/// A stone that was taken off the board: it plays its exit, then goes. (No longer a
/// [`StoneView`], so the board's stones always match the rules.)
#[derive(Component, Debug)]
pub struct Leaving;

/// A stone or tile that came with a move, `order`-th in the order the rules placed them (the
/// animations let cascade fills and claimed tiles come one after another).
#[derive(Component, Debug, Clone, Copy)]
pub struct Entering {
    pub order: usize,
}

/// A clickable point of the board (hidden; picking rays find it).
#[derive(Component, Debug)]
pub struct PointTarget {
    pub at: Coord,
}

/// A stone or piece on the board.
#[derive(Component, Debug)]
pub struct StoneView {
    pub at: Coord,
    pub side: Side,
    pub piece: Option<Piece>,
}

/// A claimed Rekushu tile.
#[derive(Component, Debug)]
pub struct TileView {
    pub at: Coord,
}

/// How thick the board's slab is: its top face at height 0, its bottom at minus this.
pub const SLAB_THICKNESS: f32 = 0.4;

/// World position of a point: one unit between points, the board centred on the origin in
/// the XZ plane, the first row nearest the viewer; `height` above the board's top face.
pub fn world(at: Coord, size: usize, height: f32) -> Vec3 {
    let half = (size as f32 - 1.0) / 2.0;
    Vec3::new(at.col() as f32 - half, height, half - at.row() as f32)
}

/// The centre of the square between `at` and the point one column right and one row up
/// (Rekushu's tiles, whose corners are points).
pub fn between(at: Coord, size: usize, height: f32) -> Vec3 {
    world(at, size, height) + Vec3::new(0.5, 0.0, -0.5)
}

/// A flat box at `centre` (`size` in x and z), as board decorations are made.
fn slab(
    assets: &BoardAssets,
    material: Handle<StandardMaterial>,
    centre: Vec3,
    size: Vec2,
    thick: f32,
) -> impl Bundle {
    (
        Mesh3d(assets.cube.clone()),
        MeshMaterial3d(material),
        Transform::from_translation(centre).with_scale(Vec3::new(size.x, thick, size.y)),
        Pickable::IGNORE,
    )
}

/// The four thin slabs of a rectangle's outline between two opposite `corners` (world
/// positions at one height), `thickness` wide: claimable rectangles, the board cursor.
pub fn frame(
    assets: &BoardAssets,
    material: &Handle<StandardMaterial>,
    corners: [Vec3; 2],
    thickness: f32,
) -> [impl Bundle; 4] {
    let [lo, hi] = corners;
    let mid = (lo + hi) / 2.0;
    let (w, d) = ((hi.x - lo.x).abs(), (hi.z - lo.z).abs());
    let t = thickness;
    [
        (Vec3::new(mid.x, mid.y, lo.z), Vec2::new(w + t, t)),
        (Vec3::new(mid.x, mid.y, hi.z), Vec2::new(w + t, t)),
        (Vec3::new(lo.x, mid.y, mid.z), Vec2::new(t, d + t)),
        (Vec3::new(hi.x, mid.y, mid.z), Vec2::new(t, d + t)),
    ]
    .map(|(centre, size)| slab(assets, material.clone(), centre, size, 0.01))
}
