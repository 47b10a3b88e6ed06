//! The hint's heat map: over each move the AI looked at, a disc whose size and warmth show the
//! share of the search it got (the best move the largest and warmest). Shown while the hint is
//! for the live position and the player has the heat map on.

use super::look::{BoardAssets, flat, height};
use super::palette::colours;
use super::world;
use crate::app::game::CurrentMatch;
use crate::app::game::hint::{HeatMap, Hint};
use crate::app::settings::Settings;
use crate::app::{GameSet, InMatch, MatchScoped};
use crate::rules::Coord;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw_heat_map
            .in_set(GameSet::View)
            .after(super::ApplyMoves)
            .run_if(in_state(InMatch)),
    );
}

/// The most moves the heat map shows.
pub const HOTTEST: usize = 12;

/// One disc of the heat map: `share` of the most visited move's visits.
#[derive(Component, Debug)]
pub struct HeatSpot {
    pub at: Coord,
    pub share: f32,
}

fn draw_heat_map(
    mut commands: Commands,
    current: Option<Res<CurrentMatch>>,
    settings: Res<Settings>,
    hint: Option<Res<Hint>>,
    show: Option<Res<HeatMap>>,
    assets: Option<Res<BoardAssets>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    spots: Query<Entity, With<HeatSpot>>,
) {
    let (Some(current), Some(assets)) = (current, assets) else {
        return;
    };
    let changed = current.is_changed()
        || settings.is_changed()
        || hint.as_ref().is_some_and(|h| h.is_changed())
        || show.as_ref().is_some_and(|s| s.is_changed())
        || (hint.is_none() && !spots.is_empty());
    if !changed {
        return;
    }
    for e in &spots {
        commands.entity(e).despawn();
    }
    let on = show.is_some_and(|s| s.0);
    let Some(hint) =
        hint.filter(|h| on && h.ply == current.game.len() && current.viewing().is_none())
    else {
        return;
    };
    let n = current.game.size();
    // Cool (few visits) to hot (the most).
    let colours = colours(settings.palette, current.game.kind());
    let most = hint
        .analysis
        .moves
        .iter()
        .map(|m| m.visits)
        .max()
        .unwrap_or(0)
        .max(1) as f32;
    // The moves the search cared about: the most visited few, not every move it tried once.
    let mut stats: Vec<_> = hint.analysis.moves.iter().collect();
    stats.sort_by_key(|m| std::cmp::Reverse(m.visits));
    for stat in stats.into_iter().take(HOTTEST) {
        let Some(at) = stat.mv.at() else { continue };
        let share = stat.visits as f32 / most;
        if share < 0.1 {
            continue;
        }
        let material = flat(&mut materials, colours.warmth(share));
        commands.spawn((
            HeatSpot { at, share },
            heat_disc(&assets, material, at, n, share),
        ));
    }
}

/// A heat map's disc on `at` (of an `n` board) for `share` of the most searched move: larger
/// the more it was searched (the review's heat map draws the same discs).
pub fn heat_disc(
    assets: &BoardAssets,
    material: Handle<StandardMaterial>,
    at: Coord,
    n: usize,
    share: f32,
) -> impl Bundle {
    (
        MatchScoped,
        Mesh3d(assets.disc.clone()),
        MeshMaterial3d(material),
        Transform::from_translation(world(at, n, height::OUTLINE))
            .with_rotation(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2))
            .with_scale(Vec3::splat(0.25 + 0.6 * share)),
        Pickable::IGNORE,
    )
}
