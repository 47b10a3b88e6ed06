//! Animations, headless with a manual clock: stones drop in and come to rest where the rules
//! put them, cascade fills come one after another, claim corners lift off and go, tiles grow,
//! Rush banners say what happened, Cheversi shows its attack map and rays, the winning Quadrex
//! chain lights up; with animations off everything is at rest at once. The rules state is
//! final from the first frame: input never waits for an animation.

use crate::support::{app, c, click};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use quartet::app::board::attacks::AttackTint;
use quartet::app::board::look::BoardAssets;
use quartet::app::board::{StoneView, TileView, world};
use quartet::app::fx::banner::Banner;
use quartet::app::game::{CurrentMatch, PlayerAction};
use quartet::app::settings::{AnimationSpeed, Settings};
use quartet::rules::{AnyGame, Coord, GameKind};
use std::collections::BTreeSet;
use std::time::Duration;

/// A human match with a clock that advances 16 ms a frame, animations at `speed`.
fn timed_app(kind: GameKind, size: usize, speed: AnimationSpeed) -> App {
    let mut app = app(kind, size);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        16,
    )));
    app.world_mut().resource_mut::<Settings>().animation = speed;
    app.update();
    app
}

/// The live position.
fn position(app: &App) -> AnyGame {
    app.world()
        .resource::<CurrentMatch>()
        .game
        .position()
        .clone()
}

/// Plays a move through the same message every input sends; it must be legal.
fn play(app: &mut App, text: &str) {
    let pos = position(app);
    let mv = pos.parse_move(text).expect("notation");
    assert_eq!(pos.check(mv), Ok(()), "{text} is not legal here");
    let before = app.world().resource::<CurrentMatch>().game.len();
    app.world_mut().write_message(PlayerAction::Play(mv));
    app.update();
    assert_eq!(
        app.world().resource::<CurrentMatch>().game.len(),
        before + 1
    );
}

/// Height above the board of the stone on `at` (its transform's y).
fn stone_height(app: &mut App, at: Coord) -> Option<f32> {
    let world = app.world_mut();
    world
        .query::<(&StoneView, &Transform)>()
        .iter(world)
        .find(|(s, _)| s.at == at)
        .map(|(_, t)| t.translation.y)
}

fn run_frames(app: &mut App, frames: usize) {
    for _ in 0..frames {
        app.update();
    }
}

#[test]
fn a_stone_drops_in_and_comes_to_rest_on_its_point() {
    let mut app = timed_app(GameKind::Rush, 9, AnimationSpeed::Normal);
    let at = c("e5");
    click(&mut app, at);
    // The rules have it at once; the view shows it falling.
    let pos = position(&app);
    assert!(pos.stone_at(at).is_some());
    let first = stone_height(&mut app, at).expect("a stone entity at once");
    assert!(first > 0.2, "not falling: y = {first}");
    run_frames(&mut app, 40);
    let rest = stone_height(&mut app, at).expect("still there");
    assert!(rest.abs() < 1e-4, "not at rest: y = {rest}");
    let want = world(at, 9, 0.0);
    let world_ = app.world_mut();
    let (_, t) = world_
        .query::<(&StoneView, &Transform)>()
        .iter(world_)
        .find(|(s, _)| s.at == at)
        .expect("stone");
    assert!(t.translation.distance(want) < 1e-4);
}

#[test]
fn with_animations_off_every_change_is_at_rest_at_once() {
    let mut app = timed_app(GameKind::Rush, 9, AnimationSpeed::Off);
    click(&mut app, c("e5"));
    assert_eq!(stone_height(&mut app, c("e5")), Some(0.0));
}

#[test]
fn quadrex_cascade_fills_land_one_after_another() {
    // docs/rules.md's cascade example on 7x7: v c5, h d5, v e4, h e3 (v a7 elsewhere), then h
    // at c4 fills d4 and then d3.
    let mut app = timed_app(GameKind::Quadrex, 7, AnimationSpeed::Normal);
    for m in ["c5", "d5", "e4", "e3", "a7"] {
        play(&mut app, m);
    }
    run_frames(&mut app, 60);
    play(&mut app, "c4");
    let pos = position(&app);
    // Every fill the rules made has its entity, in the air until its turn comes.
    let fills: Vec<Coord> = ["c4", "d4", "d3"].iter().map(|t| c(t)).collect();
    for &f in &fills {
        assert!(pos.stone_at(f).is_some(), "the rules did not fill {f:?}");
    }
    let mut landed_at = Vec::new();
    for frame in 0..120 {
        for (i, &f) in fills.iter().enumerate() {
            if landed_at.len() == i && stone_height(&mut app, f).is_some_and(|y| y.abs() < 1e-4) {
                landed_at.push(frame);
            }
        }
        app.update();
    }
    assert_eq!(landed_at.len(), 3, "not all fills landed");
    assert!(
        landed_at[0] < landed_at[1] && landed_at[1] < landed_at[2],
        "fills landed together: {landed_at:?}"
    );
}

#[test]
fn a_rekushu_claim_lifts_the_corners_off_and_the_tiles_grow() {
    let mut app = timed_app(GameKind::Rekushu, 6, AnimationSpeed::Normal);
    // Black's stones on b2, b4 and d2; black d4 then claims the rectangle b2-d4.
    for m in ["b2", "e5", "b4", "f1", "d2", "a6"] {
        play(&mut app, m);
    }
    run_frames(&mut app, 60);
    let pos = position(&app);
    let claim = pos
        .legal_moves()
        .into_iter()
        .find(|m| pos.format_move(*m).starts_with("d4") && pos.format_move(*m).len() > 2)
        .expect("d4 with a claim is legal");
    app.world_mut().write_message(PlayerAction::Play(claim));
    app.update();
    let pos = position(&app);
    let tiles = {
        let w = app.world_mut();
        w.query::<(&TileView, &Transform)>()
            .iter(w)
            .map(|(t, tr)| (t.at, tr.scale.x))
            .collect::<Vec<_>>()
    };
    let want: BTreeSet<Coord> = (0..6)
        .flat_map(|r| (0..6).map(move |col| Coord::new(col, r)))
        .filter(|&at| pos.tile_owner(at).is_some())
        .collect();
    assert_eq!(tiles.iter().map(|t| t.0).collect::<BTreeSet<_>>(), want);
    assert!(tiles.iter().all(|t| t.1 < 0.5), "tiles did not start small");
    // The corners left the rules' board at once; their entities are no stones any more.
    for corner in ["b2", "b4", "d2"] {
        assert_eq!(stone_height(&mut app, c(corner)), None, "{corner}");
    }
    run_frames(&mut app, 60);
    let w = app.world_mut();
    let leaving = w
        .query_filtered::<Entity, With<quartet::app::board::Leaving>>()
        .iter(w)
        .count();
    assert_eq!(leaving, 0, "lifted corners were not removed");
    assert!(
        w.query::<(&TileView, &Transform)>()
            .iter(w)
            .all(|(_, t)| (t.scale.x - 1.0).abs() < 1e-4)
    );
}

fn banners(app: &mut App) -> Vec<String> {
    let w = app.world_mut();
    w.query::<&Banner>()
        .iter(w)
        .map(|b| b.text.clone())
        .collect()
}

#[test]
fn rush_extra_turns_get_a_banner_that_goes_away() {
    let mut app = timed_app(GameKind::Rush, 9, AnimationSpeed::Normal);
    // Play until a move earns an extra turn, as the rules say.
    let mut extra = false;
    let mut rng = 7u64;
    for _ in 0..60 {
        let pos = position(&app);
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        rng = rng
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mv = legal[(rng >> 33) as usize % legal.len()];
        let mut after = pos.clone();
        let diff = after.play(mv).expect("legal");
        app.world_mut().write_message(PlayerAction::Play(mv));
        app.update();
        if diff.extra_turn {
            extra = true;
            let shown = banners(&mut app);
            assert_eq!(shown.len(), 1, "{shown:?}");
            assert!(shown[0].contains("Extra turn"), "{shown:?}");
            break;
        }
    }
    assert!(extra, "no extra turn came up");
    run_frames(&mut app, 200);
    assert!(banners(&mut app).is_empty(), "the banner stayed");
}

#[test]
fn cheversi_shows_what_each_side_attacks_and_rays_from_a_new_piece() {
    let mut app = timed_app(GameKind::Cheversi, 8, AnimationSpeed::Normal);
    play(&mut app, "Kd4");
    play(&mut app, "Re5");
    run_frames(&mut app, 120);
    play(&mut app, "Rc4");
    let pos = position(&app);
    let [white, black] = pos.attack_map().expect("cheversi");
    let mut want: Vec<Coord> = white.iter().chain(black.iter()).copied().collect();
    want.sort();
    let w = app.world_mut();
    let mut marked: Vec<Coord> = w.query::<&AttackTint>().iter(w).map(|t| t.at).collect();
    marked.sort();
    assert_eq!(
        marked, want,
        "the attack map is not the rules' (one mark per side)"
    );
    // The rook on c4 attacks along its lines: one ray per attacked square, for a moment.
    let rook_attacks = pos.attacks_from(c("c4")).len();
    assert!(rook_attacks > 5);
    let meshes_now = count_unlit(&mut app);
    run_frames(&mut app, 120);
    let meshes_later = count_unlit(&mut app);
    assert_eq!(
        meshes_now - meshes_later,
        rook_attacks,
        "rays did not come and go"
    );
}

/// Entities drawn with unlit materials (markers, tints, rays).
fn count_unlit(app: &mut App) -> usize {
    let w = app.world_mut();
    let handles: Vec<Handle<StandardMaterial>> = w
        .query::<&MeshMaterial3d<StandardMaterial>>()
        .iter(w)
        .map(|m| m.0.clone())
        .collect();
    let materials = w.resource::<Assets<StandardMaterial>>();
    handles
        .iter()
        .filter(|h| materials.get(*h).is_some_and(|m| m.unlit))
        .count()
}

#[test]
fn the_winning_quadrex_chain_lights_up() {
    let mut app = timed_app(GameKind::Quadrex, 3, AnimationSpeed::Normal);
    // Vert a1, a2, a3 with Horz elsewhere: a3 connects.
    for m in ["a1", "c1", "a2", "c2", "a3"] {
        play(&mut app, m);
    }
    let pos = position(&app);
    let chain = pos.winning_chain();
    assert!(!chain.is_empty(), "\n{}", pos.diagram());
    run_frames(&mut app, 60);
    let glowing = app.world().resource::<BoardAssets>().glowing.clone();
    let w = app.world_mut();
    let mut lit = BTreeSet::new();
    let mut stones = w.query::<(&StoneView, &Children)>();
    let mut parts = w.query::<&MeshMaterial3d<StandardMaterial>>();
    for (s, children) in stones.iter(w) {
        if children
            .iter()
            .any(|ch| parts.get(w, ch).is_ok_and(|m| m.0 == glowing))
        {
            lit.insert(s.at);
        }
    }
    assert_eq!(lit, chain.into_iter().collect::<BTreeSet<_>>());
}

#[test]
fn the_heat_map_shows_the_hints_most_searched_moves_while_on() {
    use quartet::ai::{Analysis, MoveStat};
    use quartet::app::board::heat::{HOTTEST, HeatSpot};
    use quartet::app::game::hint::{HeatMap, Hint};
    let mut app = timed_app(GameKind::Rush, 9, AnimationSpeed::Off);
    let pos = position(&app);
    // A made-up analysis: 20 moves, the first the most visited.
    let moves: Vec<MoveStat<_>> = pos
        .legal_moves()
        .into_iter()
        .take(20)
        .enumerate()
        .map(|(i, mv)| MoveStat {
            mv,
            visits: 1000 - 45 * i as u32,
            value: 0.5,
            margin: None,
        })
        .collect();
    let best = moves[0].mv;
    let analysis = Analysis {
        best: Some(best),
        winrate: 0.5,
        moves: moves.clone(),
        iterations: 0,
        elapsed: Duration::ZERO,
        solved: false,
        nodes: 0,
        line: Vec::new(),
    };
    app.insert_resource(Hint {
        ply: 0,
        analysis,
        win_in: None,
    });
    app.update();
    let spots = |app: &mut App| {
        let w = app.world_mut();
        let mut v: Vec<(Coord, f32)> = w
            .query::<&HeatSpot>()
            .iter(w)
            .map(|h| (h.at, h.share))
            .collect();
        v.sort_by(|a, b| b.1.total_cmp(&a.1));
        v
    };
    assert!(
        spots(&mut app).is_empty(),
        "shown while the heat map is off"
    );
    app.insert_resource(HeatMap(true));
    app.update();
    let shown = spots(&mut app);
    assert_eq!(shown.len(), HOTTEST);
    assert_eq!(Some(shown[0].0), best.at());
    assert_eq!(shown[0].1, 1.0);
    let want: Vec<Coord> = moves
        .iter()
        .take(HOTTEST)
        .filter_map(|m| m.mv.at())
        .collect();
    assert_eq!(shown.iter().map(|s| s.0).collect::<Vec<_>>(), want);
    // A move played: the hint is for an old position, so the map goes.
    play(&mut app, "a1");
    app.update();
    assert!(spots(&mut app).is_empty(), "a stale hint still shown");
}
