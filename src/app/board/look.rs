//! How each game looks: the board's shared materials in the palette of the settings (their
//! colours: [`palette`](super::palette)) and the pieces' shapes. The one place with per-game
//! visuals; the same 3D scene serves the lit 3D view and the flat 2D view.

use super::palette::colours;
use crate::app::settings::{Palette, Settings};
use crate::rules::{GameKind, Piece, Side};
use bevy::prelude::*;

/// Heights above the board's top face (y = 0) of what lies on it.
pub mod height {
    pub const LINES: f32 = 0.004;
    pub const TILE: f32 = 0.012;
    pub const HEAT: f32 = 0.02;
    pub const OUTLINE: f32 = 0.03;
    pub const POINT: f32 = 0.05;
    pub const MARKER: f32 = 0.6;
}

/// Where markers sit on a stone of this game: beside its top (height, offset towards the
/// point's upper right), clear of a Cheversi piece's letter.
pub fn marker_spot(kind: GameKind) -> (f32, f32) {
    match kind {
        GameKind::Rekushu | GameKind::Rush => (0.34, 0.0),
        GameKind::Quadrex => (0.24, 0.0),
        GameKind::Cheversi => (0.16, 0.3),
    }
}

/// Meshes and materials shared by every board: made once at start-up.
#[derive(Resource)]
pub struct BoardAssets {
    pub stone: Handle<Mesh>,
    pub block: Handle<Mesh>,
    pub base: Handle<Mesh>,
    pub column: Handle<Mesh>,
    pub ball: Handle<Mesh>,
    pub cone: Handle<Mesh>,
    pub cube: Handle<Mesh>,
    /// A 1x1 square lying flat (normal up): points, tiles, markers.
    pub square: Handle<Mesh>,
    /// A unit disc lying flat: markers.
    pub disc: Handle<Mesh>,
    /// Per game (in `GameKind::ALL` order) and side.
    pub sides: [[Handle<StandardMaterial>; 2]; 4],
    /// Quadrex's goal edges, by side.
    pub edges: [Handle<StandardMaterial>; 2],
    /// The winning Quadrex chain's pieces, lit up.
    pub glowing: Handle<StandardMaterial>,
    /// Rekushu's claimed tiles, by side.
    pub tiles: [Handle<StandardMaterial>; 2],
    /// The palette these materials are painted in.
    pub palette: Palette,
}

fn game_index(kind: GameKind) -> usize {
    GameKind::ALL.iter().position(|&g| g == kind).unwrap_or(0)
}

impl BoardAssets {
    pub fn side(&self, kind: GameKind, side: Side) -> Handle<StandardMaterial> {
        self.sides[game_index(kind)][side.index()].clone()
    }

    /// Gives every shared material its colour in `self.palette` (the rest of each material is
    /// left as made).
    fn paint(&self, materials: &mut Assets<StandardMaterial>) {
        let mut set = |handle: &Handle<StandardMaterial>, colour: Color, glow: f32| {
            if let Some(mut m) = materials.get_mut(handle) {
                m.base_color = colour;
                if glow > 0.0 {
                    m.emissive = LinearRgba::from(colour) * glow;
                }
            }
        };
        for kind in GameKind::ALL {
            let c = colours(self.palette, kind);
            for (handle, colour) in self.sides[game_index(kind)].iter().zip(c.sides) {
                set(handle, colour, 0.0);
            }
        }
        let quadrex = colours(self.palette, GameKind::Quadrex);
        for (handle, colour) in self.edges.iter().zip(quadrex.sides) {
            set(handle, colour, 0.0);
        }
        set(&self.glowing, quadrex.chain, 0.35);
        let rekushu = colours(self.palette, GameKind::Rekushu);
        for (handle, colour) in self.tiles.iter().zip(rekushu.tiles) {
            set(handle, colour, 0.0);
        }
    }
}

pub(super) fn load_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    // Made white; `paint` gives them their colours.
    let mut sides = || {
        [(); 2].map(|_| {
            materials.add(StandardMaterial {
                perceptual_roughness: 0.35,
                reflectance: 0.4,
                ..default()
            })
        })
    };
    let sides = [sides(), sides(), sides(), sides()];
    let edges = [(); 2].map(|_| {
        materials.add(StandardMaterial {
            perceptual_roughness: 0.5,
            reflectance: 0.2,
            ..default()
        })
    });
    let glowing = materials.add(StandardMaterial {
        perceptual_roughness: 0.3,
        ..default()
    });
    let tiles = [(); 2].map(|_| {
        materials.add(StandardMaterial {
            alpha_mode: AlphaMode::Blend,
            perceptual_roughness: 0.8,
            ..default()
        })
    });
    let assets = BoardAssets {
        stone: meshes.add(Sphere::new(0.44).mesh().uv(32, 16)),
        block: meshes.add(Cuboid::new(0.86, 0.22, 0.86)),
        base: meshes.add(Cylinder::new(0.36, 0.14)),
        column: meshes.add(Cylinder::new(0.2, 0.5)),
        ball: meshes.add(Sphere::new(0.17).mesh().uv(16, 8)),
        cone: meshes.add(Cone::new(0.22, 0.5)),
        cube: meshes.add(Cuboid::new(1.0, 1.0, 1.0)),
        square: meshes.add(Plane3d::new(Vec3::Y, Vec2::splat(0.5))),
        disc: meshes.add(Circle::new(0.5).mesh().resolution(32)),
        sides,
        edges,
        glowing,
        tiles,
        palette: Palette::default(),
    };
    assets.paint(&mut materials);
    commands.insert_resource(assets);
}

/// Repaints the shared materials (stones and pieces, Quadrex's goal edges, the winning chain,
/// Rekushu's tiles) when the settings' palette is not the one they show: what is on the board
/// takes the new colours at once. (The marks are drawn in the palette and redrawn when the
/// settings change; a Cheversi ray keeps its colour for the moment it has left.)
pub(super) fn recolour(
    settings: Res<Settings>,
    assets: Option<ResMut<BoardAssets>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let Some(mut assets) = assets.filter(|a| a.palette != settings.palette) else {
        return;
    };
    assets.palette = settings.palette;
    assets.paint(&mut materials);
}

/// A flat marker's material: unlit, so it reads the same in both views and any light.
pub fn flat(materials: &mut Assets<StandardMaterial>, colour: Color) -> Handle<StandardMaterial> {
    materials.add(StandardMaterial {
        base_color: colour,
        unlit: true,
        alpha_mode: if colour.alpha() < 1.0 {
            AlphaMode::Blend
        } else {
            AlphaMode::Opaque
        },
        ..default()
    })
}

/// The meshes of a stone or piece in `material`, as children to spawn under its entity (the
/// board's stones and the hover ghost are made the same way).
pub fn parts(
    assets: &BoardAssets,
    kind: GameKind,
    piece: Option<Piece>,
    material: &Handle<StandardMaterial>,
) -> Vec<impl Bundle> {
    shape(assets, kind, piece)
        .into_iter()
        .map(|part| {
            (
                Mesh3d(part.mesh),
                MeshMaterial3d(material.clone()),
                Transform::from_translation(part.at).with_scale(part.scale),
                Pickable::IGNORE,
            )
        })
        .collect()
}

/// The parts of a piece: (mesh, offset of its centre above the board, scale).
fn shape(assets: &BoardAssets, kind: GameKind, piece: Option<Piece>) -> Vec<Part> {
    let part = |mesh: &Handle<Mesh>, y: f32, scale: Vec3| Part {
        mesh: mesh.clone(),
        at: Vec3::new(0.0, y, 0.0),
        scale,
    };
    match (kind, piece) {
        (GameKind::Quadrex, _) => vec![part(&assets.block, 0.11, Vec3::ONE)],
        (_, None) => vec![part(&assets.stone, 0.16, Vec3::new(1.0, 0.36, 1.0))],
        (_, Some(p)) => {
            let base = part(&assets.base, 0.07, Vec3::ONE);
            let top = match p {
                Piece::King => vec![
                    part(&assets.column, 0.39, Vec3::new(1.0, 1.0, 1.0)),
                    part(&assets.cube, 0.78, Vec3::new(0.08, 0.3, 0.08)),
                    part(&assets.cube, 0.8, Vec3::new(0.24, 0.08, 0.08)),
                ],
                Piece::Queen => vec![
                    part(&assets.column, 0.39, Vec3::ONE),
                    part(&assets.ball, 0.74, Vec3::ONE),
                ],
                Piece::Rook => vec![
                    part(&assets.column, 0.33, Vec3::new(1.15, 0.75, 1.15)),
                    part(&assets.cube, 0.58, Vec3::new(0.4, 0.14, 0.4)),
                ],
                Piece::Bishop => vec![
                    part(&assets.cone, 0.39, Vec3::ONE),
                    part(&assets.ball, 0.66, Vec3::splat(0.7)),
                ],
                Piece::Knight => vec![
                    part(&assets.column, 0.3, Vec3::new(1.0, 0.6, 1.0)),
                    part(&assets.cube, 0.58, Vec3::new(0.2, 0.36, 0.42)),
                ],
            };
            std::iter::once(base).chain(top).collect()
        }
    }
}

/// One mesh of a piece, placed relative to the piece.
struct Part {
    mesh: Handle<Mesh>,
    at: Vec3,
    scale: Vec3,
}
