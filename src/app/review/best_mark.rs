//! On the board, beside the move on view: a disc on the point of the move the review found
//! better, when the move played was not it (in the mark's colour; the move played keeps the
//! last-move marker), and on asking, the heat map of the position it was played in. (The
//! window only: added by `ViewPlugin`.)

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
        draw_review_view
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
    // Not over a line's stones.
    if current.line().is_some() {
        return Vec::new();
    }
    review.on_view(current).map_or_else(Vec::new, |judged| {
        judged
            .top
            .iter()
            .filter_map(|&(mv, share)| Some((mv.at()?, share)))
            .collect()
    })
}

/// What this module draws on the board, redrawn together.
#[derive(Component, Clone, Copy, Debug)]
struct ReviewDrawn;

/// The disc on the better move's point.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BetterMove(pub Coord);

/// The point of the better move for the move on view (the position after it is shown), and
/// that move's mark, when it was not the best (and no line is shown).
pub fn better_point(review: &GameReview, current: &CurrentMatch) -> Option<(Coord, Mark)> {
    // A line on the board shows the better move as a stone.
    if current.line().is_some() {
        return None;
    }
    let judged = review.on_view(current)?;
    let mark = judged.mark.filter(|&m| m != Mark::Best)?;
    let best = judged.best.filter(|&b| b != judged.mv)?;
    Some((best.at()?, mark))
}

/// The better move's disc and, while asked for, the heat map, redrawn when the review (or its
/// removal), the match, the palette or the heat map's switch changed.
fn draw_review_view(
    mut commands: Commands,
    review: Option<Res<GameReview>>,
    current: Option<Res<CurrentMatch>>,
    settings: Res<Settings>,
    show_heat: Res<ReviewHeat>,
    assets: Option<Res<BoardAssets>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    drawn: Query<Entity, With<ReviewDrawn>>,
    mut had_review: Local<bool>,
) {
    let changed = review.as_ref().is_some_and(|r| r.is_changed())
        || current.as_ref().is_some_and(|c| c.is_changed())
        || settings.is_changed()
        || show_heat.is_changed()
        || *had_review != review.is_some();
    *had_review = review.is_some();
    if !changed {
        return;
    }
    for e in &drawn {
        commands.entity(e).despawn();
    }
    let (Some(review), Some(current), Some(assets)) = (review, current, assets) else {
        return;
    };
    if !review.belongs_to(&current) {
        return;
    }
    let n = current.game.size();
    if let Some((at, mark)) = better_point(&review, &current) {
        let colour = super::colours::mark_colour(settings.palette, mark);
        let material = flat(&mut materials, colour.with_alpha(0.85));
        commands.spawn((
            BetterMove(at),
            ReviewDrawn,
            MatchScoped,
            marker(&assets, material, world(at, n, height::OUTLINE), 0.5),
        ));
    }
    if show_heat.0 {
        let colours = crate::app::board::palette::colours(settings.palette, current.game.kind());
        for (at, share) in heat_spots(&review, &current) {
            let material = flat(&mut materials, colours.warmth(share));
            commands.spawn((
                ReviewHeatSpot { at, share },
                ReviewDrawn,
                heat_disc(&assets, material, at, n, share),
            ));
        }
    }
}
