//! Hover feedback and the last-move marker: a ghost of the move under the pointer when it is
//! legal, a red mark and the rules' reason when it is not.

use super::board::{PointTarget, SelectedPiece, world};
use super::game::{BoardReset, CurrentMatch, GameSet, MoveApplied};
use super::{InMatch, MatchScoped};
use crate::rules::{Coord, Piece};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>()
        .init_resource::<ShowLegal>()
        .add_observer(hover_point)
        .add_observer(leave_point)
        .add_systems(
            Update,
            (
                mark_last_move,
                draw_hover.run_if(not(resource_exists::<HideHover>)),
                toggle_legal,
                draw_legal,
            )
                .chain()
                .in_set(GameSet::View)
                .in_set(HoverSet)
                .run_if(in_state(InMatch)),
        );
}

/// While present, no hover ghost is drawn (`quartet shot`: the pointer is nobody's).
#[derive(Resource, Debug, Default)]
pub struct HideHover;

/// The systems that decide [`Hovered::refusal`] (read them after this set).
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct HoverSet;

/// The point under the pointer, and why a move there is refused (if it is).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct Hovered {
    pub at: Option<Coord>,
    pub refusal: Option<String>,
}

#[derive(Component)]
struct Ghost;

/// Whether the legal points of the side to move are shown (key L).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ShowLegal(pub bool);

#[derive(Component)]
struct LegalDot;

fn toggle_legal(keys: Res<ButtonInput<KeyCode>>, mut show: ResMut<ShowLegal>) {
    if keys.just_pressed(KeyCode::KeyL) {
        show.0 = !show.0;
    }
}

/// A dot on every point where the human to move may place (any piece, in Cheversi).
fn draw_legal(
    mut commands: Commands,
    show: Res<ShowLegal>,
    current: Option<Res<CurrentMatch>>,
    dots: Query<Entity, With<LegalDot>>,
) {
    let Some(current) = current else { return };
    if !(show.is_changed() || current.is_changed()) {
        return;
    }
    for e in &dots {
        commands.entity(e).despawn();
    }
    if !show.0 || current.ai_to_move() {
        return;
    }
    let pos = current.game.position();
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
            Sprite::from_color(Color::srgba(0.20, 0.75, 0.35, 0.75), Vec2::splat(0.18)),
            Transform::from_translation(world(at, n, 1.7)),
            Pickable::IGNORE,
        ));
    }
}

#[derive(Component)]
struct LastMove;

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
    ghosts: Query<Entity, With<Ghost>>,
) {
    let Some(current) = current else { return };
    if !(hovered.is_changed() || current.is_changed() || selected.is_changed()) {
        return;
    }
    for e in &ghosts {
        commands.entity(e).despawn();
    }
    let pos = current.game.position();
    let side = current.to_move().filter(|_| !current.ai_to_move());
    let (Some(at), Some(side)) = (hovered.at, side) else {
        hovered.bypass_change_detection().refusal = None;
        return;
    };
    let verdict = std::iter::once(selected.0)
        .chain(Piece::ALL)
        .map(|p| pos.check(pos.placement_at(at, p)))
        .find(|r| r.is_ok())
        .unwrap_or_else(|| pos.check(pos.placement_at(at, selected.0)));
    let n = pos.size();
    let (colour, size) = match &verdict {
        Ok(()) => {
            let c = if side.index() == 0 {
                Color::srgba(0.05, 0.05, 0.08, 0.45)
            } else {
                Color::srgba(1.0, 1.0, 1.0, 0.55)
            };
            (c, Vec2::splat(0.7))
        }
        Err(_) => (Color::srgba(0.9, 0.15, 0.1, 0.8), Vec2::splat(0.28)),
    };
    commands.spawn((
        Ghost,
        MatchScoped,
        Sprite::from_color(colour, size),
        Transform::from_translation(world(at, n, 2.0)),
        Pickable::IGNORE,
    ));
    hovered.bypass_change_detection().refusal = verdict.err().map(|e| e.to_string());
}

fn mark_last_move(
    mut commands: Commands,
    mut applied: MessageReader<MoveApplied>,
    mut resets: MessageReader<BoardReset>,
    current: Option<Res<CurrentMatch>>,
    markers: Query<Entity, With<LastMove>>,
) {
    let moved = applied.read().count() > 0;
    let reset = resets.read().count() > 0;
    let Some(current) = current else { return };
    if !(moved || reset) {
        return;
    }
    for e in &markers {
        commands.entity(e).despawn();
    }
    let n = current.game.size();
    if let Some(at) = current.game.plies().last().and_then(|p| p.mv.at()) {
        commands.spawn((
            LastMove,
            MatchScoped,
            Sprite::from_color(Color::srgb(0.95, 0.30, 0.20), Vec2::splat(0.16)),
            // At the stone's upper right, clear of a Cheversi piece's letter.
            Transform::from_translation(world(at, n, 1.8) + Vec3::new(0.3, 0.3, 0.0)),
            Pickable::IGNORE,
        ));
    }
}
