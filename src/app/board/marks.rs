//! Marks on the board that help reading it: a dot on the last move (of the position on view),
//! and with the `show_legal` setting on (key L) a dot on every point where the human to move
//! may place; in the palette's colours, redrawn when the settings change.

use super::look::{BoardAssets, flat, height, marker_spot};
use super::palette::colours;
use super::world;
use crate::app::game::{BoardReset, CurrentMatch, MoveApplied};
use crate::app::settings::Settings;
use crate::app::{GameSet, InMatch, MatchScoped};
use crate::rules::{Coord, GameKind};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (mark_last_move, draw_legal)
            .chain()
            .in_set(GameSet::View)
            .run_if(in_state(InMatch)),
    );
}

#[derive(Component)]
struct LegalDot;

/// A dot on every point where the human to move may place (any piece, in Cheversi).
fn draw_legal(
    mut commands: Commands,
    settings: Res<Settings>,
    current: Option<Res<CurrentMatch>>,
    assets: Option<Res<BoardAssets>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    dots: Query<Entity, With<LegalDot>>,
) {
    let (Some(current), Some(assets)) = (current, assets) else {
        return;
    };
    if !(settings.is_changed() || current.is_changed()) {
        return;
    }
    for e in &dots {
        commands.entity(e).despawn();
    }
    if !settings.show_legal || current.ai_to_move() || current.viewing().is_some() {
        return;
    }
    let pos = current.game.position();
    let dot = flat(&mut materials, colours(settings.palette, pos.kind()).legal);
    let n = pos.size();
    let mut points: Vec<Coord> = pos
        .legal_moves()
        .into_iter()
        .filter_map(|m| m.at())
        .collect();
    points.sort();
    points.dedup();
    for at in points {
        commands.spawn((
            LegalDot,
            MatchScoped,
            marker(&assets, dot.clone(), world(at, n, height::OUTLINE), 0.22),
        ));
    }
}

#[derive(Component)]
struct LastMove;

fn mark_last_move(
    mut commands: Commands,
    mut applied: MessageReader<MoveApplied>,
    mut resets: MessageReader<BoardReset>,
    settings: Res<Settings>,
    current: Option<Res<CurrentMatch>>,
    assets: Option<Res<BoardAssets>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    markers: Query<Entity, With<LastMove>>,
) {
    let moved = applied.read().count() > 0;
    let reset = resets.read().count() > 0;
    let (Some(current), Some(assets)) = (current, assets) else {
        return;
    };
    if !(moved || reset || settings.is_changed()) {
        return;
    }
    for e in &markers {
        commands.entity(e).despawn();
    }
    let n = current.game.size();
    if let Some(at) = current.last_shown_move().and_then(|mv| mv.at()) {
        let (lift, aside) = marker_spot(current.game.kind());
        let colour = colours(settings.palette, current.game.kind()).last_move;
        commands.spawn((
            LastMove,
            MatchScoped,
            marker(
                &assets,
                flat(&mut materials, colour),
                world(at, n, lift) + Vec3::new(aside, 0.0, -aside),
                if current.game.kind() == GameKind::Cheversi {
                    0.16
                } else {
                    0.2
                },
            ),
        ));
    }
}

/// A flat disc marker of `diameter` at `at`.
pub fn marker(
    assets: &BoardAssets,
    material: Handle<StandardMaterial>,
    at: Vec3,
    diameter: f32,
) -> impl Bundle {
    (
        Mesh3d(assets.disc.clone()),
        MeshMaterial3d(material),
        // The disc mesh faces +Z; lay it flat, facing up.
        Transform::from_translation(at)
            .with_rotation(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2))
            .with_scale(Vec3::splat(diameter)),
        Pickable::IGNORE,
    )
}
