//! Rekushu's claim step on the board: the chosen point and the outlines of the rectangles the
//! placement lets the player claim.

use super::ApplyMoves;
use super::look::{self, BoardAssets, height};
use super::palette::colours;
use super::{frame, slab, world};
use crate::app::game::{ClaimStep, CurrentMatch};
use crate::app::settings::Settings;
use crate::app::{GameSet, InMatch, MatchScoped};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        draw_claim_step
            .in_set(GameSet::View)
            .after(ApplyMoves)
            .run_if(in_state(InMatch)),
    );
}

/// The outline of a rectangle offered in the claim step.
#[derive(Component)]
struct ClaimOutline;

/// Draws the claim step: the chosen point and the outlines of the rectangles on offer.
fn draw_claim_step(
    mut commands: Commands,
    claim_step: Res<ClaimStep>,
    settings: Res<Settings>,
    current: Option<Res<CurrentMatch>>,
    assets: Option<Res<BoardAssets>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    outlines: Query<Entity, With<ClaimOutline>>,
) {
    if !(claim_step.is_changed() || settings.is_changed()) {
        return;
    }
    for e in &outlines {
        commands.entity(e).despawn();
    }
    let (Some((at, claims)), Some(current), Some(assets)) = (&claim_step.pending, current, assets)
    else {
        return;
    };
    let n = current.game.size();
    let material = look::flat(
        &mut materials,
        colours(settings.palette, current.game.kind()).claim,
    );
    let mut outline = |centre: Vec3, size: Vec2| {
        commands.spawn((
            ClaimOutline,
            MatchScoped,
            slab(&assets, material.clone(), centre, size, 0.01),
        ));
    };
    outline(world(*at, n, height::OUTLINE), Vec2::splat(0.5));
    // The rectangle the bumpers or Tab went to: wider, in the cursor's colour.
    let chosen = look::flat(
        &mut materials,
        colours(settings.palette, current.game.kind()).cursor,
    );
    for (i, r) in claims.iter().enumerate() {
        let corners = [r.lo, r.hi].map(|c| world(c, n, height::OUTLINE));
        let (material, width) = if claim_step.current == Some(i) {
            (&chosen, 0.16)
        } else {
            (&material, 0.09)
        };
        for side in frame(&assets, material, corners, width) {
            commands.spawn((ClaimOutline, MatchScoped, side));
        }
    }
}
