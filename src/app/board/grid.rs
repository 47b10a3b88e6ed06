//! The board itself for a match of one kind and size: the slab, its lines or cells, Quadrex's
//! goal edges, the camera and light, and a hidden, pickable point entity on every point.
//! Spawned when a match of another kind or size comes on screen.

use super::look::{BoardAssets, height};
use super::palette::colours;
use super::{PointTarget, SLAB_THICKNESS, camera, slab, world};
use crate::app::MatchScoped;
use crate::app::settings::{BoardView, Palette};
use crate::rules::{AnyGame, Coord, GameKind};
use bevy::prelude::*;

/// The grid of the match on screen.
#[derive(Component)]
pub struct BoardGrid {
    pub(super) kind: GameKind,
    pub(super) size: usize,
    /// Pieces go in the cells (Quadrex, Cheversi), not on line crossings.
    pub(super) cells: bool,
}

impl BoardGrid {
    /// Half the board's slab's width, in world units: its corners are at (±h, 0, ±h).
    pub fn half_width(&self) -> f32 {
        slab_width(self.size, self.cells) / 2.0
    }
}

/// The slab's width: the cells or the lines, and a margin of wood around them.
fn slab_width(n: usize, cells: bool) -> f32 {
    let nf = n as f32;
    (if cells { nf } else { nf - 1.0 + 0.9 }) + 0.5
}

pub(super) fn spawn_grid(
    commands: &mut Commands,
    assets: &BoardAssets,
    materials: &mut Assets<StandardMaterial>,
    pos: &AnyGame,
    view: BoardView,
) {
    let (kind, n) = (pos.kind(), pos.size());
    // The board's own colours are the same in every palette; the goal edges are shared
    // materials, repainted with the palette.
    let look = colours(Palette::Standard, kind);
    let nf = n as f32;
    let cells = pos.points_are_cells();
    let span = slab_width(n, cells) - 0.5;
    let mut wood = |c: Color, roughness: f32| {
        materials.add(StandardMaterial {
            base_color: c,
            perceptual_roughness: roughness,
            reflectance: 0.2,
            ..default()
        })
    };
    let board = wood(look.board, 0.7);
    let line = wood(look.line, 0.9);
    let dark = look.dark.map(|c| wood(c, 0.7));
    commands
        .spawn((
            BoardGrid {
                kind,
                size: n,
                cells,
            },
            MatchScoped,
            Transform::default(),
            Visibility::default(),
        ))
        .with_children(|grid| {
            grid.spawn(camera::board_camera(n, slab_width(n, cells), view));
            grid.spawn((
                DirectionalLight {
                    illuminance: 9_000.0,
                    shadow_maps_enabled: true,
                    ..default()
                },
                Transform::from_xyz(-0.35 * nf, 1.6 * nf, 0.9 * nf).looking_at(Vec3::ZERO, Vec3::Y),
                // One shadow cascade covering the board and the camera's distance: the board
                // is small, and every cascade is one more pass over the scene.
                bevy::light::CascadeShadowConfigBuilder {
                    num_cascades: 1,
                    minimum_distance: 0.1,
                    maximum_distance: 4.0 * (nf + 3.0),
                    first_cascade_far_bound: 4.0 * (nf + 3.0),
                    overlap_proportion: 0.2,
                }
                .build(),
            ));
            // The board: a slab whose top face is y = 0. Cells leave thin gaps over it: their
            // borders.
            let top = if cells { line.clone() } else { board.clone() };
            grid.spawn(slab(
                assets,
                top,
                Vec3::new(0.0, -SLAB_THICKNESS / 2.0, 0.0),
                Vec2::splat(span + 0.5),
                SLAB_THICKNESS,
            ));
            let half = (nf - 1.0) / 2.0;
            for i in 0..n {
                let t = i as f32 - half;
                if cells {
                    for j in 0..n {
                        let at = Coord::new(i, j);
                        let material = dark
                            .clone()
                            .filter(|_| (i + j) % 2 == 0)
                            .unwrap_or(board.clone());
                        grid.spawn(slab(
                            assets,
                            material,
                            world(at, n, 0.0),
                            Vec2::splat(0.96),
                            0.02,
                        ));
                    }
                } else {
                    let len = nf - 1.0 + 0.045;
                    for (size, at) in [
                        (Vec2::new(len, 0.045), Vec2::new(0.0, t)),
                        (Vec2::new(0.045, len), Vec2::new(t, 0.0)),
                    ] {
                        grid.spawn(slab(
                            assets,
                            line.clone(),
                            Vec3::new(at.x, height::LINES, at.y),
                            size,
                            0.008,
                        ));
                    }
                }
            }
            if kind == GameKind::Quadrex {
                // Goal edges: Vert's top and bottom, Horz's left and right.
                let edge = nf / 2.0 + 0.14;
                for (side, size, at) in [
                    (0, Vec2::new(nf, 0.22), Vec2::new(0.0, edge)),
                    (0, Vec2::new(nf, 0.22), Vec2::new(0.0, -edge)),
                    (1, Vec2::new(0.22, nf), Vec2::new(edge, 0.0)),
                    (1, Vec2::new(0.22, nf), Vec2::new(-edge, 0.0)),
                ] {
                    grid.spawn(slab(
                        assets,
                        assets.edges[side].clone(),
                        Vec3::new(at.x, 0.02, at.y),
                        size,
                        0.06,
                    ));
                }
            }
            for r in 0..n {
                for c in 0..n {
                    let at = Coord::new(c, r);
                    grid.spawn((
                        PointTarget { at },
                        Mesh3d(assets.square.clone()),
                        Transform::from_translation(world(at, n, height::POINT)),
                        // Never drawn; picking rays still find it.
                        Visibility::Hidden,
                        Pickable::default(),
                    ));
                }
            }
        });
}
