//! Hover feedback and the last-move marker: a ghost of the move under the pointer when it is
//! legal, a red mark and the rules' reason when it is not.

use super::board::look::{BoardAssets, flat, height, marker_spot, parts};
use super::board::{PointTarget, SelectedPiece, placement_for, world};
use super::game::{BoardReset, CurrentMatch, GameSet, MoveApplied};
use super::{InMatch, MatchScoped};
use crate::rules::{Coord, GameKind};
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
    assets: Option<Res<BoardAssets>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    dots: Query<Entity, With<LegalDot>>,
) {
    let (Some(current), Some(assets)) = (current, assets) else {
        return;
    };
    if !(show.is_changed() || current.is_changed()) {
        return;
    }
    for e in &dots {
        commands.entity(e).despawn();
    }
    if !show.0 || current.ai_to_move() || current.viewing().is_some() {
        return;
    }
    let green = flat(&mut materials, Color::srgba(0.20, 0.80, 0.35, 0.85));
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
            marker(&assets, green.clone(), world(at, n, height::OUTLINE), 0.22),
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

#[allow(
    clippy::too_many_arguments,
    reason = "the hover, the match, and what drawing it needs"
)]
fn draw_hover(
    mut commands: Commands,
    mut hovered: ResMut<Hovered>,
    current: Option<Res<CurrentMatch>>,
    selected: Res<SelectedPiece>,
    assets: Option<Res<BoardAssets>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    ghosts: Query<Entity, With<Ghost>>,
) {
    let (Some(current), Some(assets)) = (current, assets) else {
        return;
    };
    if !(hovered.is_changed() || current.is_changed() || selected.is_changed()) {
        return;
    }
    for e in &ghosts {
        commands.entity(e).despawn();
    }
    let pos = current.game.position();
    let side = current
        .to_move()
        .filter(|_| !current.ai_to_move() && current.viewing().is_none());
    let (Some(at), Some(side)) = (hovered.at, side) else {
        hovered.bypass_change_detection().refusal = None;
        return;
    };
    let mv = placement_for(pos, at, selected.0);
    let verdict = pos.check(mv);
    let n = pos.size();
    let kind = pos.kind();
    if verdict.is_ok() {
        // A see-through copy of the stone or piece the click would place.
        let colour = super::board::look::look(kind).sides[side.index()].with_alpha(0.5);
        let material = materials.add(StandardMaterial {
            base_color: colour,
            alpha_mode: AlphaMode::Blend,
            ..default()
        });
        commands
            .spawn((
                Ghost,
                MatchScoped,
                Transform::from_translation(world(at, n, 0.0)),
                Visibility::default(),
            ))
            .with_children(|ghost| {
                for part in parts(&assets, kind, mv.piece(), &material) {
                    ghost.spawn(part);
                }
            });
    } else {
        let red = flat(&mut materials, Color::srgba(0.9, 0.15, 0.1, 0.9));
        commands.spawn((
            Ghost,
            MatchScoped,
            marker(&assets, red, world(at, n, height::MARKER), 0.3),
        ));
    }
    hovered.bypass_change_detection().refusal = verdict.err().map(|e| e.to_string());
}

fn mark_last_move(
    mut commands: Commands,
    mut applied: MessageReader<MoveApplied>,
    mut resets: MessageReader<BoardReset>,
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
    if !(moved || reset) {
        return;
    }
    for e in &markers {
        commands.entity(e).despawn();
    }
    let n = current.game.size();
    let shown = current.viewing().unwrap_or(current.game.len());
    let last = shown
        .checked_sub(1)
        .and_then(|k| current.game.plies().get(k));
    if let Some(at) = last.and_then(|p| p.mv.at()) {
        let (lift, aside) = marker_spot(current.game.kind());
        let gold = flat(&mut materials, Color::srgb(1.0, 0.78, 0.10));
        commands.spawn((
            LastMove,
            MatchScoped,
            marker(
                &assets,
                gold,
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
fn marker(
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
