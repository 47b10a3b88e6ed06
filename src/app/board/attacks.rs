//! Cheversi's attack map (the empty squares each side attacks: what it scores, a dot in the
//! side's colour) and, after each placement, rays from the new piece to the squares it attacks.

use super::look::{BoardAssets, flat, height};
use super::palette::colours;
use super::world;
use crate::app::game::{CurrentMatch, MoveApplied};
use crate::app::settings::{AnimationSpeed, Settings};
use crate::app::{GameSet, InMatch, MatchScoped};
use crate::rules::Coord;
use bevy::prelude::*;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (draw_attack_map, cast_rays, fade_rays)
            .chain()
            .in_set(GameSet::View)
            .after(super::ApplyMoves)
            .run_if(in_state(InMatch)),
    );
}

/// A mark of the attack map: a side attacks the empty square `at`.
#[derive(Component, Debug)]
pub struct AttackTint {
    pub at: Coord,
}

/// A ray from a piece just placed, fading out.
#[derive(Component, Debug)]
pub struct Ray {
    shown: f32,
    stay: f32,
}

const RAY_STAY: Duration = Duration::from_millis(900);

/// Each side's mark on a square it attacks: a dot in its own colour and its own corner of the
/// square (White's lower left, Black's upper right), so a square attacked by both shows both.
const CORNERS: [Vec3; 2] = [Vec3::new(-0.3, 0.0, 0.3), Vec3::new(0.3, 0.0, -0.3)];

fn draw_attack_map(
    mut commands: Commands,
    current: Option<Res<CurrentMatch>>,
    settings: Res<Settings>,
    assets: Option<Res<BoardAssets>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    tints: Query<Entity, With<AttackTint>>,
) {
    // Redrawn when the match changes (a move, undo, redo, a past position on view) or the
    // settings (the palette), not every frame.
    let changed = |c: &Res<CurrentMatch>| c.is_changed() || settings.is_changed();
    let (Some(current), Some(assets)) = (current.filter(changed), assets) else {
        return;
    };
    for e in &tints {
        commands.entity(e).despawn();
    }
    let pos = current.shown();
    let Some([white, black]) = pos.attack_map() else {
        return;
    };
    let n = pos.size();
    let colours = colours(settings.palette, pos.kind());
    for (side, squares) in [white, black].iter().enumerate() {
        let corner = CORNERS[side];
        let material = flat(&mut materials, colours.attack[side]);
        for &at in squares {
            commands.spawn((
                AttackTint { at },
                MatchScoped,
                Mesh3d(assets.disc.clone()),
                MeshMaterial3d(material.clone()),
                Transform::from_translation(world(at, n, height::HEAT) + corner)
                    .with_rotation(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2))
                    .with_scale(Vec3::splat(0.2)),
                Pickable::IGNORE,
            ));
        }
    }
}

fn cast_rays(
    mut commands: Commands,
    mut applied: MessageReader<MoveApplied>,
    current: Option<Res<CurrentMatch>>,
    assets: Option<Res<BoardAssets>>,
    settings: Res<Settings>,
    time: Res<Time>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let (Some(current), Some(assets)) = (current, assets) else {
        applied.clear();
        return;
    };
    if settings.animation == AnimationSpeed::Off || current.viewing().is_some() {
        applied.clear();
        return;
    }
    let pos = current.game.position();
    let n = pos.size();
    let colour = colours(settings.palette, pos.kind()).ray;
    for m in applied.read() {
        let Some(from) = m.diff.placed.first().filter(|s| s.piece.is_some()) else {
            continue;
        };
        let start = world(from.at, n, 0.3);
        for to in pos.attacks_from(from.at) {
            let end = world(to, n, 0.3);
            let length = start.distance(end);
            let material = flat(&mut materials, colour);
            commands.spawn((
                Ray {
                    shown: time.elapsed_secs(),
                    stay: settings.animation.scale(RAY_STAY).as_secs_f32(),
                },
                MatchScoped,
                Mesh3d(assets.cube.clone()),
                MeshMaterial3d(material),
                Transform::from_translation((start + end) / 2.0)
                    .looking_at(end, Vec3::Y)
                    .with_scale(Vec3::new(0.06, 0.02, length)),
                Pickable::IGNORE,
            ));
        }
    }
}

fn fade_rays(
    mut commands: Commands,
    time: Res<Time>,
    rays: Query<(Entity, &Ray, &MeshMaterial3d<StandardMaterial>)>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let now = time.elapsed_secs();
    for (e, ray, material) in &rays {
        let age = (now - ray.shown) / ray.stay.max(1e-3);
        if age >= 1.0 {
            commands.entity(e).despawn();
        } else if let Some(mut m) = materials.get_mut(&material.0) {
            let alpha = EasingCurve::new(0.9, 0.0, EaseFunction::QuadraticIn).sample_clamped(age);
            m.base_color.set_alpha(alpha);
        }
    }
}
