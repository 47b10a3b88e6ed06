//! The board, drawn from the rules state in [`CurrentMatch`] as one 3D scene that the camera
//! shows lit and at an angle or flat from above ([`camera`]): a grid spawned when a match of
//! another kind or size starts, stones and claimed tiles resynced on [`BoardReset`], and after
//! each [`MoveApplied`] only what changed spawned or despawned (with an entrance or exit for
//! the animations). Clicking a point sends a [`PlayerAction`] like every other input.
//! Per-game looks live in [`look`].

pub mod attacks;
pub mod camera;
pub mod heat;
mod labels;
pub mod look;

use super::game::{BoardReset, CurrentMatch, GameSet, MoveApplied, PlayerAction};
use super::settings::{BoardView, Settings};
use super::{InMatch, MatchScoped};
use crate::rules::{AnyGame, AnyMove, Coord, Game, GameKind, Piece, Side, Stone};
use bevy::picking::mesh_picking::{
    MeshPickingPlugin, MeshPickingSettings, ray_cast::RayCastVisibility,
};
use bevy::prelude::*;
use look::{BoardAssets, height, look, parts};

pub(super) fn plugin(app: &mut App) {
    if app.is_plugin_added::<bevy::picking::PickingPlugin>()
        && !app.is_plugin_added::<MeshPickingPlugin>()
    {
        app.add_plugins(MeshPickingPlugin);
    }
    app.insert_resource(MeshPickingSettings {
        // Only the points are picked; they are hidden, so rays must not skip what is hidden.
        require_markers: true,
        ray_cast_visibility: RayCastVisibility::Any,
    })
    .init_resource::<SelectedPiece>()
    .init_resource::<ClaimStep>()
    .add_message::<PointChosen>()
    .add_plugins((
        camera::plugin,
        labels::plugin,
        attacks::plugin,
        heat::plugin,
    ))
    .add_systems(Startup, look::load_assets)
    .add_systems(
        Update,
        choose_point
            .in_set(GameSet::Input)
            .run_if(in_state(InMatch)),
    )
    .add_systems(
        Update,
        (reset_board, apply_moves, choose_piece, draw_claim_step)
            .chain()
            .in_set(ApplyMoves)
            .in_set(GameSet::View)
            .run_if(in_state(InMatch)),
    );
}

/// The systems that bring the board's stones and tiles up to date.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ApplyMoves;

/// A stone that was taken off the board: it plays its exit, then goes. (No longer a
/// [`StoneView`], so the board's stones always match the rules.)
#[derive(Component, Debug)]
pub struct Leaving;

/// A stone or tile that came with a move, `order`-th in the order the rules placed them (the
/// animations let cascade fills and claimed tiles come one after another).
#[derive(Component, Debug, Clone, Copy)]
pub struct Entering {
    pub order: usize,
}

/// The grid of the match on screen.
#[derive(Component)]
struct BoardGrid {
    kind: GameKind,
    size: usize,
    /// Pieces go in the cells (Quadrex, Cheversi), not on line crossings.
    cells: bool,
}

/// A clickable point of the board.
#[derive(Component, Debug)]
pub struct PointTarget {
    pub at: Coord,
}

/// A stone or piece on the board.
#[derive(Component, Debug)]
pub struct StoneView {
    pub at: Coord,
    pub side: Side,
    pub piece: Option<Piece>,
}

/// A claimed Rekushu tile.
#[derive(Component, Debug)]
pub struct TileView {
    pub at: Coord,
}

/// Cheversi: the piece a click places (the legal one is chosen when it cannot be placed).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SelectedPiece(pub Piece);

impl Default for SelectedPiece {
    fn default() -> Self {
        SelectedPiece(Piece::King)
    }
}

/// Rekushu's claim step: a placement chosen, waiting for the player to pick one of the
/// rectangles it allows (a click inside one) or none (a click elsewhere).
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct ClaimStep {
    pub pending: Option<(Coord, Vec<crate::rules::Rect>)>,
}

/// The outline of a rectangle offered in the claim step.
#[derive(Component)]
struct ClaimOutline;

/// World position of a point: one unit between points, the board centred on the origin in
/// the XZ plane, the first row nearest the viewer; `height` above the board's top face.
pub fn world(at: Coord, size: usize, height: f32) -> Vec3 {
    let half = (size as f32 - 1.0) / 2.0;
    Vec3::new(at.col() as f32 - half, height, half - at.row() as f32)
}

/// The centre of the square between `at` and the point one column right and one row up
/// (Rekushu's tiles, whose corners are points).
pub fn between(at: Coord, size: usize, height: f32) -> Vec3 {
    world(at, size, height) + Vec3::new(0.5, 0.0, -0.5)
}

/// A flat box at `centre` (`size` in x and z), as board decorations are made.
fn slab(
    assets: &BoardAssets,
    material: Handle<StandardMaterial>,
    centre: Vec3,
    size: Vec2,
    thick: f32,
) -> impl Bundle {
    (
        Mesh3d(assets.cube.clone()),
        MeshMaterial3d(material),
        Transform::from_translation(centre).with_scale(Vec3::new(size.x, thick, size.y)),
        Pickable::IGNORE,
    )
}

fn spawn_grid(
    commands: &mut Commands,
    assets: &BoardAssets,
    materials: &mut Assets<StandardMaterial>,
    pos: &AnyGame,
    view: BoardView,
) {
    let (kind, n) = (pos.kind(), pos.size());
    let look = look(kind);
    let nf = n as f32;
    let cells = pos.points_are_cells();
    let span = if cells { nf } else { nf - 1.0 + 0.9 };
    let mut wood = |c: Color, roughness: f32| {
        materials.add(StandardMaterial {
            base_color: c,
            perceptual_roughness: roughness,
            reflectance: 0.2,
            ..default()
        })
    };
    let board = wood(look.board, 0.7);
    let line = wood(look.line, 0.9);
    let dark = look.dark.map(|c| wood(c, 0.7));
    let edges = look.sides.map(|c| wood(c, 0.5));
    commands
        .spawn((
            BoardGrid {
                kind,
                size: n,
                cells,
            },
            MatchScoped,
            Transform::default(),
            Visibility::default(),
        ))
        .with_children(|grid| {
            grid.spawn(camera::board_camera(n, view));
            grid.spawn((
                DirectionalLight {
                    illuminance: 9_000.0,
                    shadow_maps_enabled: true,
                    ..default()
                },
                Transform::from_xyz(-0.35 * nf, 1.6 * nf, 0.9 * nf).looking_at(Vec3::ZERO, Vec3::Y),
                // One shadow cascade covering the board and the camera's distance: the board
                // is small, and every cascade is one more pass over the scene.
                bevy::light::CascadeShadowConfigBuilder {
                    num_cascades: 1,
                    minimum_distance: 0.1,
                    maximum_distance: 4.0 * (nf + 3.0),
                    first_cascade_far_bound: 4.0 * (nf + 3.0),
                    overlap_proportion: 0.2,
                }
                .build(),
            ));
            // The board: a slab whose top face is y = 0. Cells leave thin gaps over it: their
            // borders.
            let top = if cells { line.clone() } else { board.clone() };
            grid.spawn(slab(
                assets,
                top,
                Vec3::new(0.0, -0.2, 0.0),
                Vec2::splat(span + 0.5),
                0.4,
            ));
            let half = (nf - 1.0) / 2.0;
            for i in 0..n {
                let t = i as f32 - half;
                if cells {
                    for j in 0..n {
                        let at = Coord::new(i, j);
                        let material = dark
                            .clone()
                            .filter(|_| (i + j) % 2 == 0)
                            .unwrap_or(board.clone());
                        grid.spawn(slab(
                            assets,
                            material,
                            world(at, n, 0.0),
                            Vec2::splat(0.96),
                            0.02,
                        ));
                    }
                } else {
                    let len = nf - 1.0 + 0.045;
                    for (size, at) in [
                        (Vec2::new(len, 0.045), Vec2::new(0.0, t)),
                        (Vec2::new(0.045, len), Vec2::new(t, 0.0)),
                    ] {
                        grid.spawn(slab(
                            assets,
                            line.clone(),
                            Vec3::new(at.x, height::LINES, at.y),
                            size,
                            0.008,
                        ));
                    }
                }
            }
            if kind == GameKind::Quadrex {
                // Goal edges: Vert's top and bottom, Horz's left and right.
                let edge = nf / 2.0 + 0.14;
                for (side, size, at) in [
                    (0, Vec2::new(nf, 0.22), Vec2::new(0.0, edge)),
                    (0, Vec2::new(nf, 0.22), Vec2::new(0.0, -edge)),
                    (1, Vec2::new(0.22, nf), Vec2::new(edge, 0.0)),
                    (1, Vec2::new(0.22, nf), Vec2::new(-edge, 0.0)),
                ] {
                    grid.spawn(slab(
                        assets,
                        edges[side].clone(),
                        Vec3::new(at.x, 0.02, at.y),
                        size,
                        0.06,
                    ));
                }
            }
            for r in 0..n {
                for c in 0..n {
                    let at = Coord::new(c, r);
                    grid.spawn((
                        PointTarget { at },
                        Mesh3d(assets.square.clone()),
                        Transform::from_translation(world(at, n, height::POINT)),
                        // Never drawn; picking rays still find it.
                        Visibility::Hidden,
                        Pickable::default(),
                    ))
                    .observe(click_point);
                }
            }
        });
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
#[allow(
    clippy::too_many_arguments,
    reason = "one query per kind of board entity"
)]
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
    claim_step.pending = None;
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

/// Cheversi: keys K Q R B N choose the piece to place.
fn choose_piece(keys: Res<ButtonInput<KeyCode>>, mut selected: ResMut<SelectedPiece>) {
    for (key, piece) in [
        (KeyCode::KeyK, Piece::King),
        (KeyCode::KeyQ, Piece::Queen),
        (KeyCode::KeyR, Piece::Rook),
        (KeyCode::KeyB, Piece::Bishop),
        (KeyCode::KeyN, Piece::Knight),
    ] {
        if keys.just_pressed(key) {
            selected.0 = piece;
        }
    }
}

/// The player chose a point: a click on it, or the keyboard's or a pad's cursor confirmed.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointChosen(pub Coord);

/// A click on a point chooses it.
fn click_point(
    click: On<Pointer<Click>>,
    targets: Query<&PointTarget>,
    mut chosen: MessageWriter<PointChosen>,
) {
    if let Ok(target) = targets.get(click.entity) {
        chosen.write(PointChosen(target.at));
    }
}

/// A chosen point: the human to move places there (in Rekushu, first offering the rectangles
/// the placement lets them claim; during that claim step the point picks the rectangle).
fn choose_point(
    mut chosen: MessageReader<PointChosen>,
    current: Option<Res<CurrentMatch>>,
    selected: Res<SelectedPiece>,
    mut claim_step: ResMut<ClaimStep>,
    mut actions: MessageWriter<PlayerAction>,
    pause: Option<Res<State<super::pause::Pause>>>,
) {
    let Some(current) = current else {
        chosen.clear();
        return;
    };
    // One choice a frame: the last (a click and a key in the same frame are one intent).
    let Some(&PointChosen(at)) = chosen.read().last() else {
        return;
    };
    if pause
        .as_ref()
        .is_some_and(|p| *p.get() == super::pause::Pause::Paused)
    {
        return;
    }
    if current.to_move().is_none() || current.ai_to_move() || current.viewing().is_some() {
        return;
    }
    let pos = current.game.position();
    if let Some((placed, claims)) = claim_step.pending.take() {
        // The smallest offered rectangle holding the chosen point, or none.
        let claim = claims
            .iter()
            .filter(|r| r.contains(at))
            .min_by_key(|r| r.area())
            .copied();
        let mv = crate::rules::AnyMove::Rekushu(crate::rules::rekushu::RekushuMove {
            at: placed,
            claim,
        });
        actions.write(PlayerAction::Play(mv));
        return;
    }
    if let AnyGame::Rekushu(g) = pos
        && g.check(crate::rules::rekushu::RekushuMove { at, claim: None })
            .is_ok()
    {
        let claims = g.claims_after(at);
        if !claims.is_empty() {
            claim_step.pending = Some((at, claims));
            return;
        }
    }
    actions.write(PlayerAction::Play(placement_for(pos, at, selected.0)));
}

/// The placement a choice of `at` makes: in Cheversi the selected piece if it may go there,
/// else the first piece that may; when none may, the selected piece's (the rules then say
/// why). The click, the cursor and the hover ghost all ask this.
pub fn placement_for(pos: &AnyGame, at: Coord, selected: Piece) -> AnyMove {
    std::iter::once(selected)
        .chain(Piece::ALL)
        .map(|p| pos.placement_at(at, p))
        .find(|&mv| pos.check(mv).is_ok())
        .unwrap_or_else(|| pos.placement_at(at, selected))
}

/// Draws the claim step: the chosen point and the outlines of the rectangles on offer.
fn draw_claim_step(
    mut commands: Commands,
    claim_step: Res<ClaimStep>,
    current: Option<Res<CurrentMatch>>,
    assets: Option<Res<BoardAssets>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    outlines: Query<Entity, With<ClaimOutline>>,
) {
    if !claim_step.is_changed() {
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
    let gold = look::flat(&mut materials, Color::srgb(0.98, 0.75, 0.15));
    let mut outline = |centre: Vec3, size: Vec2| {
        commands.spawn((
            ClaimOutline,
            MatchScoped,
            slab(&assets, gold.clone(), centre, size, 0.01),
        ));
    };
    outline(world(*at, n, height::OUTLINE), Vec2::splat(0.5));
    for r in claims {
        let corners = [r.lo, r.hi].map(|c| world(c, n, height::OUTLINE));
        for side in frame(&assets, &gold, corners, 0.09) {
            commands.spawn((ClaimOutline, MatchScoped, side));
        }
    }
}

/// The four thin slabs of a rectangle's outline between two opposite `corners` (world
/// positions at one height), `thickness` wide: claimable rectangles, the board cursor.
pub fn frame(
    assets: &BoardAssets,
    material: &Handle<StandardMaterial>,
    corners: [Vec3; 2],
    thickness: f32,
) -> [impl Bundle; 4] {
    let [lo, hi] = corners;
    let mid = (lo + hi) / 2.0;
    let (w, d) = ((hi.x - lo.x).abs(), (hi.z - lo.z).abs());
    let t = thickness;
    [
        (Vec3::new(mid.x, mid.y, lo.z), Vec2::new(w + t, t)),
        (Vec3::new(mid.x, mid.y, hi.z), Vec2::new(w + t, t)),
        (Vec3::new(lo.x, mid.y, mid.z), Vec2::new(t, d + t)),
        (Vec3::new(hi.x, mid.y, mid.z), Vec2::new(t, d + t)),
    ]
    .map(|(centre, size)| slab(assets, material.clone(), centre, size, 0.01))
}
