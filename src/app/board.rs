//! The 2D board, drawn from the rules state in [`CurrentMatch`]: a grid spawned when a match of
//! another kind or size starts, stones and claimed tiles resynced on [`BoardReset`], and after
//! each [`MoveApplied`] only what changed spawned or despawned. Clicking a point sends a
//! [`PlayerAction`] like every other input. Per-game looks live in [`Look`].

use super::game::{BoardReset, CurrentMatch, GameSet, MoveApplied, PlayerAction};
use super::{InMatch, MatchScoped};
use crate::rules::{AnyGame, Coord, Game, GameKind, Piece, Side, Stone};
use bevy::camera::ScalingMode;
use bevy::prelude::*;
use bevy::sprite::{SpritePickingMode, SpritePickingSettings};

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(SpritePickingSettings {
        picking_mode: SpritePickingMode::BoundingBox,
        ..default()
    })
    .init_resource::<SelectedPiece>()
    .init_resource::<ClaimStep>()
    .add_systems(Startup, load_assets)
    .add_systems(
        Update,
        (reset_board, apply_moves, choose_piece, draw_claim_step)
            .chain()
            .in_set(GameSet::View)
            .run_if(in_state(InMatch)),
    );
}

/// The grid of the match on screen.
#[derive(Component)]
struct BoardGrid {
    kind: GameKind,
    size: usize,
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

#[derive(Resource)]
struct BoardAssets {
    disc: Handle<Mesh>,
    colours: [[Handle<ColorMaterial>; 2]; 4],
}

/// How each game looks: the one place with per-game visuals.
struct Look {
    board: Color,
    line: Color,
    sides: [Color; 2],
    /// Cheversi's dark squares.
    dark: Option<Color>,
}

fn look(kind: GameKind) -> Look {
    let wood = Color::srgb(0.86, 0.70, 0.45);
    let ink = Color::srgb(0.25, 0.17, 0.09);
    let black = Color::srgb(0.08, 0.08, 0.09);
    let white = Color::srgb(0.95, 0.94, 0.90);
    match kind {
        GameKind::Rekushu | GameKind::Rush => Look {
            board: wood,
            line: ink,
            sides: [black, white],
            dark: None,
        },
        GameKind::Quadrex => Look {
            board: Color::srgb(0.90, 0.88, 0.82),
            line: Color::srgb(0.55, 0.53, 0.50),
            sides: [Color::srgb(0.16, 0.38, 0.85), Color::srgb(0.86, 0.24, 0.20)],
            dark: None,
        },
        GameKind::Cheversi => Look {
            board: Color::srgb(0.93, 0.86, 0.72),
            line: Color::srgb(0.40, 0.30, 0.20),
            sides: [white, black],
            dark: Some(Color::srgb(0.62, 0.45, 0.30)),
        },
    }
}

fn load_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let colours = GameKind::ALL.map(|k| look(k).sides.map(|c| materials.add(c)));
    commands.insert_resource(BoardAssets {
        disc: meshes.add(Circle::new(0.43)),
        colours,
    });
}

/// World position of a point: one unit between points, the board centred on the origin.
pub(super) fn world(at: Coord, size: usize, z: f32) -> Vec3 {
    let half = (size as f32 - 1.0) / 2.0;
    Vec3::new(at.col() as f32 - half, at.row() as f32 - half, z)
}

fn spawn_grid(commands: &mut Commands, pos: &AnyGame) {
    let (kind, n) = (pos.kind(), pos.size());
    let look = look(kind);
    let nf = n as f32;
    let cells = pos.points_are_cells();
    let span = if cells { nf } else { nf - 1.0 + 0.9 };
    commands
        .spawn((
            BoardGrid { kind, size: n },
            MatchScoped,
            Transform::default(),
            Visibility::default(),
        ))
        .with_children(|grid| {
            grid.spawn((
                Camera2d,
                Projection::from(OrthographicProjection {
                    scaling_mode: ScalingMode::AutoMin {
                        min_width: nf + 2.5,
                        min_height: nf + 2.5,
                    },
                    ..OrthographicProjection::default_2d()
                }),
            ));
            // Cells leave thin gaps over this background: their borders.
            let background = if cells { look.line } else { look.board };
            grid.spawn((
                Sprite::from_color(background, Vec2::splat(span + 0.3)),
                Transform::from_xyz(0.0, 0.0, -2.0),
                Pickable::IGNORE,
            ));
            let half = (nf - 1.0) / 2.0;
            for i in 0..n {
                let t = i as f32 - half;
                if cells {
                    for j in 0..n {
                        let at = Coord::new(i, j);
                        let dark = look.dark.filter(|_| (i + j) % 2 == 0);
                        grid.spawn((
                            Sprite::from_color(dark.unwrap_or(look.board), Vec2::splat(0.96)),
                            Transform::from_translation(world(at, n, -1.5)),
                            Pickable::IGNORE,
                        ));
                    }
                } else {
                    let len = nf - 1.0;
                    for (size, pos) in [
                        (Vec2::new(len, 0.04), Vec2::new(0.0, t)),
                        (Vec2::new(0.04, len), Vec2::new(t, 0.0)),
                    ] {
                        grid.spawn((
                            Sprite::from_color(look.line, size),
                            Transform::from_xyz(pos.x, pos.y, -1.5),
                            Pickable::IGNORE,
                        ));
                    }
                }
            }
            if kind == GameKind::Quadrex {
                // Goal edges: Vert's top and bottom, Horz's left and right.
                let edge = nf / 2.0 + 0.12;
                for (colour, size, at) in [
                    (look.sides[0], Vec2::new(nf, 0.2), Vec2::new(0.0, edge)),
                    (look.sides[0], Vec2::new(nf, 0.2), Vec2::new(0.0, -edge)),
                    (look.sides[1], Vec2::new(0.2, nf), Vec2::new(edge, 0.0)),
                    (look.sides[1], Vec2::new(0.2, nf), Vec2::new(-edge, 0.0)),
                ] {
                    grid.spawn((
                        Sprite::from_color(colour, size),
                        Transform::from_xyz(at.x, at.y, -1.0),
                        Pickable::IGNORE,
                    ));
                }
            }
            for r in 0..n {
                for c in 0..n {
                    let at = Coord::new(c, r);
                    grid.spawn((
                        PointTarget { at },
                        Sprite::from_color(Color::NONE, Vec2::splat(1.0)),
                        Transform::from_translation(world(at, n, 0.5)),
                        Pickable::default(),
                    ))
                    .observe(click_point);
                }
            }
        });
}

fn spawn_stone(
    commands: &mut Commands,
    assets: &BoardAssets,
    kind: GameKind,
    size: usize,
    stone: Stone,
) {
    let k = GameKind::ALL.iter().position(|&g| g == kind).unwrap_or(0);
    let mut e = commands.spawn((
        StoneView {
            at: stone.at,
            side: stone.side,
        },
        MatchScoped,
        Mesh2d(assets.disc.clone()),
        MeshMaterial2d(assets.colours[k][stone.side.index()].clone()),
        Transform::from_translation(world(stone.at, size, 1.0)),
        Pickable::IGNORE,
    ));
    if let Some(piece) = stone.piece {
        let ink = if stone.side == Side::First {
            Color::srgb(0.1, 0.1, 0.1)
        } else {
            Color::srgb(0.95, 0.94, 0.9)
        };
        e.with_child((
            Text2d::new(piece.letter().to_string()),
            TextFont {
                font_size: FontSize::Px(48.0),
                ..default()
            },
            TextColor(ink),
            Transform::from_xyz(0.0, 0.0, 0.1).with_scale(Vec3::splat(1.0 / 80.0)),
            Pickable::IGNORE,
        ));
    }
}

fn spawn_tile(commands: &mut Commands, size: usize, at: Coord, side: Side) {
    let colour = if side == Side::First {
        Color::srgba(0.1, 0.1, 0.12, 0.55)
    } else {
        Color::srgba(1.0, 1.0, 0.98, 0.65)
    };
    let centre = world(at, size, -0.5) + Vec3::new(0.5, 0.5, 0.0);
    commands.spawn((
        TileView { at },
        MatchScoped,
        Sprite::from_color(colour, Vec2::splat(1.0)),
        Transform::from_translation(centre),
        Pickable::IGNORE,
    ));
}

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
    mut claim_step: ResMut<ClaimStep>,
    grids: Query<(Entity, &BoardGrid)>,
    stones: Query<Entity, With<StoneView>>,
    tiles: Query<Entity, With<TileView>>,
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
        spawn_grid(&mut commands, pos);
    }
    for e in stones.iter().chain(tiles.iter()) {
        commands.entity(e).despawn();
    }
    for r in 0..n {
        for c in 0..n {
            let at = Coord::new(c, r);
            if let Some(stone) = pos.stone_at(at) {
                spawn_stone(&mut commands, &assets, kind, n, stone);
            }
            if let Some(side) = pos.tile_owner(at) {
                spawn_tile(&mut commands, n, at, side);
            }
        }
    }
}

/// After a move: every point it touched (placed, removed) is redrawn from the position, and
/// claimed tiles are laid. (A Rekushu claim removes the stone just placed; a Quadrex swap on the
/// diagonal removes and places on one cell: reading the result covers both.)
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
    let mut touched: Vec<Coord> = Vec::new();
    for m in applied.read() {
        touched.extend(m.diff.placed.iter().map(|s| s.at));
        touched.extend(m.diff.removed.iter().copied());
        if let Some((side, rect)) = m.diff.claimed {
            for r in rect.lo.row()..rect.hi.row() {
                for c in rect.lo.col()..rect.hi.col() {
                    spawn_tile(&mut commands, n, Coord::new(c, r), side);
                }
            }
        }
    }
    touched.sort();
    touched.dedup();
    for at in touched {
        for (e, s) in &stones {
            if s.at == at {
                commands.entity(e).despawn();
            }
        }
        if let Some(stone) = pos.stone_at(at) {
            spawn_stone(&mut commands, &assets, kind, n, stone);
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

/// A click on a point: the human to move places there (in Rekushu, first offering the
/// rectangles the placement lets them claim).
fn click_point(
    click: On<Pointer<Click>>,
    targets: Query<&PointTarget>,
    current: Option<Res<CurrentMatch>>,
    selected: Res<SelectedPiece>,
    mut claim_step: ResMut<ClaimStep>,
    mut actions: MessageWriter<PlayerAction>,
    pause: Option<Res<State<super::pause::Pause>>>,
) {
    let (Ok(target), Some(current)) = (targets.get(click.entity), current) else {
        return;
    };
    if pause.is_some_and(|p| *p.get() == super::pause::Pause::Paused) {
        return;
    }
    if current.to_move().is_none() || current.ai_to_move() || current.viewing().is_some() {
        return;
    }
    let pos = current.game.position();
    if let Some((at, claims)) = claim_step.pending.take() {
        // The smallest offered rectangle holding the clicked point, or none.
        let claim = claims
            .iter()
            .filter(|r| r.contains(target.at))
            .min_by_key(|r| r.area())
            .copied();
        let mv = crate::rules::AnyMove::Rekushu(crate::rules::rekushu::RekushuMove { at, claim });
        actions.write(PlayerAction::Play(mv));
        return;
    }
    if let AnyGame::Rekushu(g) = pos
        && g.check(crate::rules::rekushu::RekushuMove {
            at: target.at,
            claim: None,
        })
        .is_ok()
    {
        let claims = g.claims_after(target.at);
        if !claims.is_empty() {
            claim_step.pending = Some((target.at, claims));
            return;
        }
    }
    // Cheversi: the selected piece if it can go there, else the first piece that can.
    let piece = std::iter::once(selected.0)
        .chain(Piece::ALL)
        .find(|&p| pos.check(pos.placement_at(target.at, p)).is_ok())
        .unwrap_or(selected.0);
    actions.write(PlayerAction::Play(pos.placement_at(target.at, piece)));
}

/// Draws the claim step: the chosen point and the outlines of the rectangles on offer.
fn draw_claim_step(
    mut commands: Commands,
    claim_step: Res<ClaimStep>,
    current: Option<Res<CurrentMatch>>,
    outlines: Query<Entity, With<ClaimOutline>>,
) {
    if !claim_step.is_changed() {
        return;
    }
    for e in &outlines {
        commands.entity(e).despawn();
    }
    let (Some((at, claims)), Some(current)) = (&claim_step.pending, current) else {
        return;
    };
    let n = current.game.size();
    let gold = Color::srgb(0.98, 0.75, 0.15);
    let mut outline = |centre: Vec3, size: Vec2| {
        commands.spawn((
            ClaimOutline,
            MatchScoped,
            Sprite::from_color(gold, size),
            Transform::from_translation(centre),
            Pickable::IGNORE,
        ));
    };
    outline(world(*at, n, 1.5), Vec2::splat(0.5));
    for r in claims {
        let (lo, hi) = (world(r.lo, n, 1.2), world(r.hi, n, 1.2));
        let mid = (lo + hi) / 2.0;
        let (w, h) = (hi.x - lo.x, hi.y - lo.y);
        let t = 0.08;
        outline(Vec3::new(mid.x, lo.y, 1.2), Vec2::new(w + t, t));
        outline(Vec3::new(mid.x, hi.y, 1.2), Vec2::new(w + t, t));
        outline(Vec3::new(lo.x, mid.y, 1.2), Vec2::new(t, h + t));
        outline(Vec3::new(hi.x, mid.y, 1.2), Vec2::new(t, h + t));
    }
}
