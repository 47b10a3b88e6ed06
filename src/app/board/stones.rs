//! Stones, pieces and claimed tiles, kept equal to the rules state: all of them redrawn on
//! [`BoardReset`] (a new match, undo, redo, a past position on view; the grid too when the kind
//! or size changed), and after each [`MoveApplied`] only the points it touched. What came with
//! a move is marked [`Entering`], what went [`Leaving`], for the animations.

use super::ApplyMoves;
use super::grid::{BoardGrid, spawn_grid};
use super::look::{BoardAssets, height, parts};
use super::{Entering, Leaving, StoneView, TileView, between, world};
use crate::app::game::{BoardReset, ClaimStep, CurrentMatch, MoveApplied};
use crate::app::settings::Settings;
use crate::app::{GameSet, InMatch, MatchScoped};
use crate::rules::{Coord, GameKind, Side, Stone};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (reset_board, apply_moves)
            .chain()
            .in_set(ApplyMoves)
            .in_set(GameSet::View)
            .run_if(in_state(InMatch)),
    );
}

/// Spawns a stone or piece; returns its entity (for animations).
fn spawn_stone(
    commands: &mut Commands,
    assets: &BoardAssets,
    kind: GameKind,
    size: usize,
    stone: Stone,
) -> Entity {
    let material = assets.side(kind, stone.side);
    commands
        .spawn((
            StoneView {
                at: stone.at,
                side: stone.side,
                piece: stone.piece,
            },
            MatchScoped,
            Transform::from_translation(world(stone.at, size, 0.0)),
            Visibility::default(),
        ))
        .with_children(|parent| {
            for part in parts(assets, kind, stone.piece, &material) {
                parent.spawn(part);
            }
        })
        .id()
}

fn spawn_tile(
    commands: &mut Commands,
    assets: &BoardAssets,
    size: usize,
    at: Coord,
    side: Side,
) -> Entity {
    commands
        .spawn((
            TileView { at },
            MatchScoped,
            Mesh3d(assets.square.clone()),
            MeshMaterial3d(assets.tiles[side.index()].clone()),
            Transform::from_translation(between(at, size, height::TILE)),
            Pickable::IGNORE,
        ))
        .id()
}

/// Stones and tiles on the board, and stones still leaving it.
type OnBoard = Or<(With<StoneView>, With<TileView>, With<Leaving>)>;

/// A new match, undo or redo: the grid if the kind or size changed, then every stone and tile.
fn reset_board(
    mut commands: Commands,
    mut resets: MessageReader<BoardReset>,
    current: Option<Res<CurrentMatch>>,
    assets: Option<Res<BoardAssets>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    settings: Res<Settings>,
    mut claim_step: ResMut<ClaimStep>,
    grids: Query<(Entity, &BoardGrid)>,
    stones: Query<Entity, OnBoard>,
) {
    if resets.read().count() == 0 {
        return;
    }
    claim_step.clear();
    let (Some(current), Some(assets)) = (current, assets) else {
        return;
    };
    let pos = current.shown();
    let (kind, n) = (pos.kind(), pos.size());
    if !grids.iter().any(|(_, g)| g.kind == kind && g.size == n) {
        for (e, _) in &grids {
            commands.entity(e).despawn();
        }
        spawn_grid(&mut commands, &assets, &mut materials, pos, settings.view);
    }
    for e in &stones {
        commands.entity(e).despawn();
    }
    for r in 0..n {
        for c in 0..n {
            let at = Coord::new(c, r);
            if let Some(stone) = pos.stone_at(at) {
                spawn_stone(&mut commands, &assets, kind, n, stone);
            }
            if let Some(side) = pos.tile_owner(at) {
                spawn_tile(&mut commands, &assets, n, at, side);
            }
        }
    }
}

/// After a move: every point it touched (placed, removed) is redrawn from the position, and
/// claimed tiles are laid. (A Rekushu claim removes the stone just placed; a Quadrex swap on the
/// diagonal removes and places on one cell: reading the result covers both.) What came with
/// the move is marked [`Entering`] in the order the rules placed it; what went, [`Leaving`].
fn apply_moves(
    mut commands: Commands,
    mut applied: MessageReader<MoveApplied>,
    current: Option<Res<CurrentMatch>>,
    assets: Option<Res<BoardAssets>>,
    stones: Query<(Entity, &StoneView)>,
) {
    let (Some(current), Some(assets)) = (current.filter(|c| c.viewing().is_none()), assets) else {
        // Nothing to draw, or a past position on view: the next reset draws the live board.
        applied.clear();
        return;
    };
    let pos = current.game.position();
    let (kind, n) = (pos.kind(), pos.size());
    let mut touched: Vec<(Coord, usize)> = Vec::new();
    for m in applied.read() {
        touched.extend(m.diff.placed.iter().enumerate().map(|(i, s)| (s.at, i)));
        touched.extend(m.diff.removed.iter().map(|&at| (at, 0)));
        if let Some((side, rect)) = m.diff.claimed {
            let mut order = 0;
            for r in rect.lo.row()..rect.hi.row() {
                for c in rect.lo.col()..rect.hi.col() {
                    let e = spawn_tile(&mut commands, &assets, n, Coord::new(c, r), side);
                    commands.entity(e).insert(Entering { order });
                    order += 1;
                }
            }
        }
    }
    touched.sort();
    touched.dedup_by_key(|t| t.0);
    for (at, order) in touched {
        let mut same = None;
        for (e, s) in &stones {
            if s.at == at {
                let now = pos.stone_at(at);
                if now.is_some_and(|t| t.side == s.side && t.piece == s.piece) {
                    same = Some(e);
                } else {
                    commands.entity(e).remove::<StoneView>().insert(Leaving);
                }
            }
        }
        if same.is_none()
            && let Some(stone) = pos.stone_at(at)
        {
            let e = spawn_stone(&mut commands, &assets, kind, n, stone);
            commands.entity(e).insert(Entering { order });
        }
    }
}
