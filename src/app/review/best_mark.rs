//! On the board, beside the move on view: a disc on the point of the move the review found
//! better, when the move played was not it (in the mark's colour). The move played keeps the
//! last-move marker. (The window only: added by `ViewPlugin`.)

use super::GameReview;
use crate::ai::review::Mark;
use crate::app::board::heat::heat_disc;
use crate::app::board::look::{BoardAssets, flat, height};
use crate::app::board::marks::marker;
use crate::app::board::world;
use crate::app::game::CurrentMatch;
use crate::app::settings::Settings;
use crate::app::{GameSet, InMatch, MatchScoped};
use crate::rules::Coord;
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (mark_best, draw_review_heat)
            .in_set(GameSet::View)
            .run_if(in_state(InMatch)),
    );
}

/// Whether the board shows the heat map of the reviewed position on view (the review card's
/// Heat map button, `hud::review_card`).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReviewHeat(pub bool);

/// One disc of the review's heat map.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct ReviewHeatSpot {
    pub at: Coord,
    pub share: f32,
}

/// The heat map of the position the move on view was played in: the review's most searched
/// moves there, on the board.
pub fn heat_spots(review: &GameReview, current: &CurrentMatch) -> Vec<(Coord, f32)> {
    let number = current.viewing().unwrap_or(current.game.len());
    review.judged(number).map_or_else(Vec::new, |judged| {
        judged
            .top
            .iter()
            .filter_map(|&(mv, share)| Some((mv.at()?, share)))
            .collect()
    })
}

#[allow(
    clippy::too_many_arguments,
    reason = "what the map follows, and what drawing it needs"
)]
fn draw_review_heat(
    mut commands: Commands,
    review: Option<Res<GameReview>>,
    current: Option<Res<CurrentMatch>>,
    settings: Res<Settings>,
    show: Res<ReviewHeat>,
    assets: Option<Res<BoardAssets>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    spots: Query<Entity, With<ReviewHeatSpot>>,
    mut had_review: Local<bool>,
) {
    let changed = review.as_ref().is_some_and(|r| r.is_changed())
        || current.as_ref().is_some_and(|c| c.is_changed())
        || settings.is_changed()
        || show.is_changed()
        || *had_review != review.is_some();
    *had_review = review.is_some();
    if !changed {
        return;
    }
    for e in &spots {
        commands.entity(e).despawn();
    }
    let (Some(review), Some(current), Some(assets)) = (review, current, assets) else {
        return;
    };
    if !show.0 || !review.belongs_to(&current) {
        return;
    }
    let colours = crate::app::board::palette::colours(settings.palette, current.game.kind());
    let n = current.game.size();
    for (at, share) in heat_spots(&review, &current) {
        let material = flat(&mut materials, colours.warmth(share));
        commands.spawn((
            ReviewHeatSpot { at, share },
            heat_disc(&assets, material, at, n, share),
        ));
    }
}

/// The disc on the better move's point.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BetterMove(pub Coord);

/// The point of the better move for the move on view (the position after it is shown), and
/// that move's mark, when it was not the best.
pub fn better_point(review: &GameReview, current: &CurrentMatch) -> Option<(Coord, Mark)> {
    let number = current.viewing().unwrap_or(current.game.len());
    let judged = review.judged(number)?;
    let mark = judged.mark.filter(|&m| m != Mark::Best)?;
    let best = judged.best.filter(|&b| b != judged.mv)?;
    Some((best.at()?, mark))
}

#[allow(
    clippy::too_many_arguments,
    reason = "what the disc follows, and what drawing it needs"
)]
fn mark_best(
    mut commands: Commands,
    review: Option<Res<GameReview>>,
    current: Option<Res<CurrentMatch>>,
    settings: Res<Settings>,
    assets: Option<Res<BoardAssets>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    discs: Query<(Entity, &BetterMove)>,
    mut had_review: Local<bool>,
) {
    // Only a change of the review (or its removal), the match or the palette moves the disc.
    let changed = review.as_ref().is_some_and(|r| r.is_changed())
        || current.as_ref().is_some_and(|c| c.is_changed())
        || settings.is_changed()
        || *had_review != review.is_some();
    *had_review = review.is_some();
    if !changed {
        return;
    }
    for (e, _) in &discs {
        commands.entity(e).despawn();
    }
    let (Some(review), Some(current), Some(assets)) = (review, current, assets) else {
        return;
    };
    let Some((at, mark)) = better_point(&review, &current) else {
        return;
    };
    let colour = super::colours::mark_colour(settings.palette, mark);
    let material = flat(&mut materials, colour.with_alpha(0.85));
    let n = current.game.size();
    commands.spawn((
        BetterMove(at),
        MatchScoped,
        marker(&assets, material, world(at, n, height::OUTLINE), 0.5),
    ));
}
