//! The palette: switched in the settings during a match, everything on the board takes its
//! colours at once (stones of both sides, Quadrex's goal edges, Cheversi's attack dots, the
//! marks), and switching back restores the standard colours exactly. And the colour-blind
//! palette keeps apart what must be told apart, as seen with each common colour-vision
//! deficiency.

use crate::support::{app, c, play};
use bevy::prelude::*;
use quartet::app::board::attacks::AttackTint;
use quartet::app::board::look::BoardAssets;
use quartet::app::board::palette::{Colours, colours};
use quartet::app::board::{StoneView, world};
use quartet::app::game::CurrentMatch;
use quartet::app::settings::{Palette, Settings};
use quartet::rules::{GameKind, Side};

/// Switches the settings' palette and runs a frame.
fn switch(app: &mut App, palette: Palette) {
    app.world_mut().resource_mut::<Settings>().palette = palette;
    app.update();
}

fn colour_of(app: &App, material: &Handle<StandardMaterial>) -> Color {
    app.world()
        .resource::<Assets<StandardMaterial>>()
        .get(material)
        .expect("a material")
        .base_color
}

/// The colour the first part of a stone of `side` on the board is drawn in (the one on `at`, if
/// given).
fn stone_colour(app: &mut App, side: Side, at: Option<&str>) -> Color {
    let at = at.map(c);
    let world = app.world_mut();
    let children = world
        .query::<(&StoneView, &Children)>()
        .iter(world)
        .find(|(s, _)| s.side == side && at.is_none_or(|at| s.at == at))
        .map(|(_, ch)| ch.iter().collect::<Vec<_>>())
        .expect("a stone of that side");
    let material = world
        .get::<MeshMaterial3d<StandardMaterial>>(children[0])
        .expect("a drawn part")
        .0
        .clone();
    colour_of(app, &material)
}

/// The colours of the goal edges on the board (the materials in use whose colour is a side's).
fn goal_edge_colours(app: &mut App) -> [Color; 2] {
    let edges = app.world().resource::<BoardAssets>().edges.clone();
    let world = app.world_mut();
    let used = world
        .query::<&MeshMaterial3d<StandardMaterial>>()
        .iter(world)
        .filter(|m| edges.contains(&m.0))
        .count();
    assert_eq!(used, 4, "four goal edges drawn with the shared materials");
    edges.map(|e| colour_of(app, &e))
}

fn same(a: Color, b: Color) -> bool {
    a.to_srgba().to_u8_array() == b.to_srgba().to_u8_array()
}

#[test]
fn quadrex_stones_and_goal_edges_take_the_palette_at_once_and_back() {
    let mut app = app(GameKind::Quadrex, 7);
    play(&mut app, "c5 d5 e4 e3");
    app.update();
    let standard = colours(Palette::Standard, GameKind::Quadrex);
    let safe = colours(Palette::ColourBlind, GameKind::Quadrex);
    for side in Side::BOTH {
        assert!(same(
            stone_colour(&mut app, side, None),
            standard.sides[side.index()]
        ));
    }
    assert_eq!(goal_edge_colours(&mut app), standard.sides);

    switch(&mut app, Palette::ColourBlind);
    let stones = Side::BOTH.map(|side| stone_colour(&mut app, side, None));
    assert_eq!(stones, safe.sides, "the stones on the board did not change");
    assert_eq!(goal_edge_colours(&mut app), safe.sides);
    assert!(!same(stones[0], stones[1]), "the sides look alike");
    assert_ne!(safe.sides, standard.sides);
    // A stone placed now is in the new palette too; the match went on.
    play(&mut app, "a7");
    app.update();
    assert_eq!(app.world().resource::<CurrentMatch>().game.len(), 5);
    assert_eq!(
        stone_colour(&mut app, Side::First, Some("a7")),
        safe.sides[0]
    );

    switch(&mut app, Palette::Standard);
    for side in Side::BOTH {
        assert_eq!(
            stone_colour(&mut app, side, None),
            standard.sides[side.index()],
            "today's colours not restored exactly"
        );
    }
    assert_eq!(goal_edge_colours(&mut app), standard.sides);
    let glowing = app.world().resource::<BoardAssets>().glowing.clone();
    assert_eq!(colour_of(&app, &glowing), standard.chain);
}

/// The colours of the attack dots on the board, per side (White's are left of their square's
/// centre, Black's right).
fn attack_dot_colours(app: &mut App) -> [Vec<Color>; 2] {
    let n = app.world().resource::<CurrentMatch>().game.size();
    let w = app.world_mut();
    let dots: Vec<(f32, Handle<StandardMaterial>)> = w
        .query::<(&AttackTint, &Transform, &MeshMaterial3d<StandardMaterial>)>()
        .iter(w)
        .map(|(a, t, m)| (t.translation.x - world(a.at, n, 0.0).x, m.0.clone()))
        .collect();
    let mut out = [Vec::new(), Vec::new()];
    for (offset, material) in dots {
        out[usize::from(offset > 0.0)].push(colour_of(app, &material));
    }
    out
}

#[test]
fn cheversi_attack_dots_recolour() {
    let mut app = app(GameKind::Cheversi, 8);
    play(&mut app, "Kd4 Re5");
    app.update();
    let standard = colours(Palette::Standard, GameKind::Cheversi);
    let safe = colours(Palette::ColourBlind, GameKind::Cheversi);
    let check = |dots: [Vec<Color>; 2], want: Colours| {
        for (side, (dots, want)) in dots.iter().zip(want.attack).enumerate() {
            assert!(!dots.is_empty(), "no dots of side {side}");
            assert!(
                dots.iter().all(|&c| c == want),
                "side {side}: {dots:?}, want {want:?}"
            );
        }
    };
    check(attack_dot_colours(&mut app), standard);
    switch(&mut app, Palette::ColourBlind);
    check(attack_dot_colours(&mut app), safe);
    switch(&mut app, Palette::Standard);
    check(attack_dot_colours(&mut app), standard);
}

/// Linear RGB as seen with a colour-vision deficiency (Machado, Oliveira and Fernandes 2009,
/// severity 1), or as is.
fn seen(c: Color, vision: usize) -> [f32; 3] {
    const MACHADO: [[[f32; 3]; 3]; 3] = [
        // Protanopia.
        [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ],
        // Deuteranopia.
        [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ],
        // Tritanopia.
        [
            [1.255528, -0.076749, -0.178779],
            [-0.078411, 0.930809, 0.147602],
            [0.004733, 0.691367, 0.303900],
        ],
    ];
    let l = c.to_linear();
    let rgb = [l.red, l.green, l.blue];
    match MACHADO.get(vision) {
        None => rgb,
        Some(m) => m.map(|row| (0..3).map(|j| row[j] * rgb[j]).sum::<f32>().clamp(0.0, 1.0)),
    }
}

/// How far apart two colours look in Oklab (about 0.02 is just noticeable), the smallest over
/// normal vision, protanopia, deuteranopia and tritanopia.
fn apart(a: Color, b: Color) -> f32 {
    (0..4)
        .map(|vision| {
            let [a, b] = [a, b].map(|c| {
                let [r, g, bl] = seen(c, vision);
                let o = Oklaba::from(LinearRgba::rgb(r, g, bl));
                Vec3::new(o.lightness, o.a, o.b)
            });
            a.distance(b)
        })
        .fold(f32::INFINITY, f32::min)
}

#[test]
fn the_colour_blind_palette_keeps_apart_what_must_be_told_apart() {
    let safe = |kind| colours(Palette::ColourBlind, kind);
    let quadrex = safe(GameKind::Quadrex);
    let cheversi = safe(GameKind::Cheversi);
    let opaque = |c: Color| c.with_alpha(1.0);
    let pairs = [
        ("Quadrex's sides", quadrex.sides[0], quadrex.sides[1]),
        ("chain and Vert", quadrex.chain, quadrex.sides[0]),
        ("chain and Horz", quadrex.chain, quadrex.sides[1]),
        ("last move and chain", quadrex.last_move, quadrex.chain),
        ("attack colours", cheversi.attack[0], cheversi.attack[1]),
    ];
    for (what, a, b) in pairs {
        let d = apart(a, b);
        assert!(d >= 0.2, "{what}: {d}");
    }
    for kind in GameKind::ALL {
        let c = safe(kind);
        let [cool, warm, hot] = c.heat.map(opaque);
        for (what, a, b, least) in [
            ("heat cool and hot", cool, hot, 0.2),
            ("heat cool and warm", cool, warm, 0.2),
            ("heat warm and hot", warm, hot, 0.12),
            ("legal and refusal", opaque(c.legal), opaque(c.refusal), 0.1),
            ("legal and last move", opaque(c.legal), c.last_move, 0.1),
        ] {
            let d = apart(a, b);
            assert!(d >= least, "{kind}, {what}: {d}");
        }
        // Only the meaningful colours change: the board and black and white stay.
        let standard = colours(Palette::Standard, kind);
        assert_eq!(
            (c.board, c.line, c.dark, c.tiles),
            (standard.board, standard.line, standard.dark, standard.tiles),
            "{kind}: the board's own colours are not repainted"
        );
        if kind != GameKind::Quadrex {
            assert_eq!(c.sides, standard.sides, "{kind}");
        }
    }
}
