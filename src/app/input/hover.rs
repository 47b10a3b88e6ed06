//! Hover feedback: the pointer (or the board cursor) over a point shows a see-through ghost of
//! the move a click would make when it is legal, and a mark in the palette's refusal colour with
//! the rules' reason (in [`Hovered::refusal`], for the panel) when it is not. After a move on
//! the point under the pointer it stays quiet until the pointer moves on.

use super::tap_confirm::TapPreview;
use crate::app::board::look::{BoardAssets, flat, height, parts};
use crate::app::board::marks::marker;
use crate::app::board::palette::colours;
use crate::app::board::{PointTarget, world};
use crate::app::game::{CurrentMatch, MoveApplied, SelectedPiece, placement_for};
use crate::app::lang::{Texts, refusal};
use crate::app::settings::Settings;
use crate::app::{GameSet, InMatch, MatchScoped};
use crate::rules::Coord;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>()
        .add_observer(hover_point)
        .add_observer(leave_point)
        .add_systems(
            Update,
            (quiet_after_a_move, draw_hover)
                .chain()
                .run_if(not(resource_exists::<HideHover>))
                .in_set(GameSet::View)
                .run_if(in_state(InMatch)),
        );
}

/// While present, no hover ghost is drawn (`quartet shot`: the pointer is nobody's).
#[derive(Resource, Debug, Default)]
pub struct HideHover;

/// The point under the pointer, and why a move there is refused (if it is).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Hovered {
    pub at: Option<Coord>,
    pub refusal: Option<String>,
    /// A point a move was just played on while the pointer rested there: it says nothing
    /// ("occupied" would only echo the move) until the pointer goes elsewhere.
    quiet: Option<Coord>,
}

/// A move played on the point under the pointer quiets it.
fn quiet_after_a_move(mut applied: MessageReader<MoveApplied>, mut hovered: ResMut<Hovered>) {
    for m in applied.read() {
        if m.mv.at().is_some() && m.mv.at() == hovered.at {
            hovered.quiet = hovered.at;
        }
    }
    if hovered.quiet.is_some() && hovered.quiet != hovered.at {
        hovered.quiet = None;
    }
}

#[derive(Component)]
struct Ghost;

fn hover_point(
    over: On<Pointer<Over>>,
    targets: Query<&PointTarget>,
    mut hovered: ResMut<Hovered>,
) {
    if let Ok(t) = targets.get(over.entity) {
        hovered.at = Some(t.at);
    }
}

fn leave_point(out: On<Pointer<Out>>, targets: Query<&PointTarget>, mut hovered: ResMut<Hovered>) {
    if let Ok(t) = targets.get(out.entity)
        && hovered.at == Some(t.at)
    {
        hovered.at = None;
    }
}

fn draw_hover(
    mut commands: Commands,
    mut hovered: ResMut<Hovered>,
    current: Option<Res<CurrentMatch>>,
    selected: Res<SelectedPiece>,
    settings: Res<Settings>,
    assets: Option<Res<BoardAssets>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    ghosts: Query<Entity, With<Ghost>>,
    preview: Res<TapPreview>,
    texts: Res<Texts>,
) {
    let (Some(current), Some(assets)) = (current, assets) else {
        return;
    };
    if !(hovered.is_changed()
        || current.is_changed()
        || selected.is_changed()
        || settings.is_changed()
        || texts.is_changed()
        || preview.is_changed())
    {
        return;
    }
    for e in &ghosts {
        commands.entity(e).despawn();
    }
    let pos = current.game.position();
    let side = current
        .to_move()
        .filter(|_| !current.ai_to_move() && current.viewing().is_none());
    // A first tap's point (`tap_confirm`) is shown larger: the finger covers it.
    let tapped = preview.at.filter(|_| hovered.at.is_none());
    let shown = hovered
        .at
        .filter(|at| hovered.quiet != Some(*at))
        .or(tapped);
    let (Some(at), Some(side)) = (shown, side) else {
        hovered.bypass_change_detection().refusal = None;
        return;
    };
    let magnified = if tapped.is_some() { 1.6 } else { 1.0 };
    let mv = placement_for(pos, at, selected.0);
    let verdict = pos.check(mv);
    let n = pos.size();
    let kind = pos.kind();
    let colours = colours(settings.palette, kind);
    if verdict.is_ok() {
        // A see-through copy of the stone or piece the click would place.
        let colour = colours.sides[side.index()].with_alpha(0.5);
        let material = materials.add(StandardMaterial {
            base_color: colour,
            alpha_mode: AlphaMode::Blend,
            ..default()
        });
        commands
            .spawn((
                Ghost,
                MatchScoped,
                Transform::from_translation(world(at, n, 0.0)).with_scale(Vec3::splat(magnified)),
                Visibility::default(),
            ))
            .with_children(|ghost| {
                for part in parts(&assets, kind, mv.piece(), &material) {
                    ghost.spawn(part);
                }
            });
    } else {
        let refused = flat(&mut materials, colours.refusal);
        commands.spawn((
            Ghost,
            MatchScoped,
            marker(
                &assets,
                refused,
                world(at, n, height::MARKER),
                0.3 * magnified,
            ),
        ));
    }
    hovered.bypass_change_detection().refusal = verdict.err().map(|e| refusal(&texts, &e));
}
