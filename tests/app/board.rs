//! The board view, headless: moves made by the same path a click takes (a triggered
//! `Pointer<Click>` on a point entity), and after every move the entities match the rules.

use crate::support::{
    TestRng, app, c, click, click_entity, connect_pad, current, find, key, pad_button, screen,
    send, view_app,
};
use bevy::prelude::*;
use quartet::app::Screen;
use quartet::app::board::{PointTarget, StoneView, TileView};
use quartet::app::game::{CurrentMatch, MatchSetup, PlayerAction, Seat};
use quartet::app::hud::nav::RulesOpen;
use quartet::app::screens::{
    select::GameCard,
    setup::{Setting, StartButton, Step},
    title::DemoButton,
    widgets::GoTo,
};
use quartet::app::{Pause, screens::pause::PauseButton};
use quartet::rules::{Coord, GameKind, MatchOptions, Outcome, Side};
use std::collections::BTreeSet;

/// The stones and tiles on screen are exactly the position's.
fn assert_view_matches(app: &mut App) {
    let world = app.world_mut();
    let pos = world.resource::<CurrentMatch>().game.position().clone();
    let n = pos.size();
    let mut want_stones = BTreeSet::new();
    let mut want_tiles = BTreeSet::new();
    for r in 0..n {
        for c in 0..n {
            let at = Coord::new(c, r);
            if let Some(s) = pos.stone_at(at) {
                want_stones.insert((at, s.side));
            }
            if pos.tile_owner(at).is_some() {
                want_tiles.insert(at);
            }
        }
    }
    let stones: Vec<(Coord, Side)> = world
        .query::<&StoneView>()
        .iter(world)
        .map(|s| (s.at, s.side))
        .collect();
    let tiles: Vec<Coord> = world
        .query::<&TileView>()
        .iter(world)
        .map(|t| t.at)
        .collect();
    assert_eq!(
        stones.len(),
        want_stones.len(),
        "one entity per stone:\n{}",
        pos.diagram()
    );
    assert_eq!(
        stones.into_iter().collect::<BTreeSet<_>>(),
        want_stones,
        "\n{}",
        pos.diagram()
    );
    assert_eq!(tiles.len(), want_tiles.len(), "one entity per claimed tile");
    assert_eq!(tiles.into_iter().collect::<BTreeSet<_>>(), want_tiles);
}

#[test]
fn clicks_play_every_game_and_the_entities_follow_the_rules() {
    for (kind, size, moves) in [
        (GameKind::Rush, 5, "c3 c2 b2 d2 a5 e5"),
        (GameKind::Quadrex, 7, "c5 d5 e4 e3 a7 c4 g1"),
        (GameKind::Cheversi, 8, "e4 d5 e5 d4"),
    ] {
        let mut app = app(kind, size);
        assert_view_matches(&mut app);
        for (k, m) in moves.split_whitespace().enumerate() {
            click(&mut app, c(m));
            let len = app.world().resource::<CurrentMatch>().game.len();
            assert_eq!(len, k + 1, "{kind}: the click on {m} played a move");
            assert_view_matches(&mut app);
        }
        // A click on an occupied point changes nothing.
        let first = c(moves.split_whitespace().next().expect("a move"));
        click(&mut app, first);
        assert_eq!(
            app.world().resource::<CurrentMatch>().game.len(),
            moves.split_whitespace().count()
        );
        assert_view_matches(&mut app);
        // Undo redraws from the position.
        app.world_mut().write_message(PlayerAction::Undo);
        app.update();
        app.update();
        assert_view_matches(&mut app);
    }
}

#[test]
fn a_rekushu_claim_is_two_clicks() {
    let mut app = app(GameKind::Rekushu, 6);
    for m in ["a1", "f6", "c1", "e5", "a3", "f3"] {
        click(&mut app, c(m));
    }
    assert_eq!(app.world().resource::<CurrentMatch>().game.len(), 6);
    // c3 allows the claim a1-c3: the first click only offers it.
    click(&mut app, c("c3"));
    assert_eq!(
        app.world().resource::<CurrentMatch>().game.len(),
        6,
        "waiting for the claim choice"
    );
    // A click inside the offered rectangle claims it.
    click(&mut app, c("b2"));
    let m = &app.world().resource::<CurrentMatch>().game;
    assert_eq!(m.len(), 7);
    assert_eq!(m.move_texts().last().map(String::as_str), Some("c3/a1-c3"));
    assert_view_matches(&mut app);
    // Offered again in a new game, a click outside every offered rectangle skips the claim.
    let mut app = self::app(GameKind::Rekushu, 6);
    for m in ["a1", "f6", "c1", "e5", "a3", "f3", "c3"] {
        click(&mut app, c(m));
    }
    click(&mut app, c("e1"));
    let m = &app.world().resource::<CurrentMatch>().game;
    assert_eq!(m.move_texts().last().map(String::as_str), Some("c3"));
    assert_eq!(
        m.position().stone_at(c("c3")).map(|s| s.side),
        Some(Side::First)
    );
    assert_view_matches(&mut app);
}

#[test]
fn menus_by_clicks_then_a_whole_game_then_a_clean_restart() {
    let mut app = view_app();
    assert_eq!(screen(&app), Screen::Title);
    for (kind, size_steps, expected_size) in
        [(GameKind::Rush, 4i32, 5), (GameKind::Quadrex, -14, 5)]
    {
        let play = find::<GoTo>(&mut app, |g| g.0 == Screen::Select);
        click_entity(&mut app, play);
        assert_eq!(screen(&app), Screen::Select);
        let card = find::<GameCard>(&mut app, |c| c.0 == kind);
        click_entity(&mut app, card);
        assert_eq!(screen(&app), Screen::Setup);
        // Size: step through the allowed sizes (Rush 19 -> 21 -> 23 -> 25 -> 5; Quadrex 19 -> 5).
        let (setting, by) = (Setting::Size, size_steps.signum());
        let button = find::<Step>(&mut app, |s| s.setting == setting && s.by == by);
        for _ in 0..size_steps.abs() {
            click_entity(&mut app, button);
        }
        // Both sides to AI level 1: Human -> AI 1, and AI 5 -> AI 1.
        let first = find::<Step>(&mut app, |s| s.setting == Setting::Seat(0) && s.by == 1);
        click_entity(&mut app, first);
        let second = find::<Step>(&mut app, |s| s.setting == Setting::Seat(1) && s.by == -1);
        for _ in 0..4 {
            click_entity(&mut app, second);
        }
        let setup = app.world().resource::<MatchSetup>().clone();
        assert_eq!((setup.kind, setup.size), (kind, expected_size));
        assert_eq!(setup.seats, [Seat::Ai { level: 1 }, Seat::Ai { level: 1 }]);
        let start = find::<StartButton>(&mut app, |_| true);
        click_entity(&mut app, start);
        assert_eq!(screen(&app), Screen::Play);
        let m = &app.world().resource::<CurrentMatch>().game;
        assert_eq!(
            (m.kind(), m.size()),
            (kind, expected_size),
            "the match set up by the clicks"
        );
        assert!(m.len() <= 4, "a new match, not the last one");
        assert_view_matches(&mut app);
        for _ in 0..2_000_000 {
            if screen(&app) == Screen::End {
                break;
            }
            app.update();
        }
        assert_eq!(
            screen(&app),
            Screen::End,
            "{kind}: the game reaches the end screen"
        );
        assert!(app.world().resource::<CurrentMatch>().outcome().is_over());
        assert_view_matches(&mut app);
        // Back to the title: no board entity is left.
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Title);
        app.update();
        app.update();
        let world = app.world_mut();
        assert_eq!(world.query::<&StoneView>().iter(world).count(), 0);
        assert_eq!(world.query::<&PointTarget>().iter(world).count(), 0);
    }
}

#[test]
fn the_demo_button_starts_an_ai_game_that_plays_itself_to_the_end() {
    let mut app = view_app();
    let demo = find::<DemoButton>(&mut app, |_| true);
    click_entity(&mut app, demo);
    assert_eq!(screen(&app), Screen::Play);
    assert!(
        app.world()
            .resource::<CurrentMatch>()
            .seats
            .iter()
            .all(|s| s.is_ai())
    );
    for _ in 0..5_000_000 {
        if screen(&app) == Screen::End {
            break;
        }
        app.update();
    }
    assert_eq!(screen(&app), Screen::End);
    assert_view_matches(&mut app);
}

#[test]
fn pause_stops_the_ai_and_resume_and_restart_work_by_clicks() {
    let mut app = app(GameKind::Rush, 5);
    app.insert_resource(MatchSetup {
        kind: GameKind::Rush,
        size: 5,
        seats: [Seat::Ai { level: 1 }, Seat::Ai { level: 1 }],
        options: MatchOptions::default(),
    });
    // An AI-only match from that set-up: entering Play again starts it.
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Play);
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Paused);
    app.update();
    let len = app.world().resource::<CurrentMatch>().game.len();
    for _ in 0..2_000 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<CurrentMatch>().game.len(),
        len,
        "no AI move while paused"
    );
    let resume = find::<PauseButton>(&mut app, |b| *b == PauseButton::Resume);
    click_entity(&mut app, resume);
    assert_eq!(
        *app.world().resource::<State<Pause>>().get(),
        Pause::Running
    );
    for _ in 0..2_000_000 {
        if app.world().resource::<CurrentMatch>().game.len() > len + 2 {
            break;
        }
        app.update();
    }
    assert!(
        app.world().resource::<CurrentMatch>().game.len() > len + 2,
        "the AI plays on"
    );
    app.world_mut()
        .resource_mut::<NextState<Pause>>()
        .set(Pause::Paused);
    app.update();
    // The pause menu's Rules button opens the rules panel.
    let rules = find::<PauseButton>(&mut app, |b| *b == PauseButton::Rules);
    click_entity(&mut app, rules);
    assert_eq!(*app.world().resource::<RulesOpen>(), RulesOpen(true));
    let restart = find::<PauseButton>(&mut app, |b| *b == PauseButton::Restart);
    click_entity(&mut app, restart);
    assert!(
        app.world().resource::<CurrentMatch>().game.len() <= 2,
        "a new match"
    );
    assert_eq!(
        *app.world().resource::<State<Pause>>().get(),
        Pause::Running
    );
    assert_view_matches(&mut app);
}

/// A whole game of each kind, every move a click on a point entity (in Rekushu a second click
/// for the claim step; in Cheversi the tray's choice first), checked against the rules after
/// each move; then the end screen names the rules' winner, and undo and redo redraw the board.
#[test]
fn a_whole_game_of_each_kind_by_clicks_to_the_end_screen() {
    use quartet::app::game::{ClaimStep, SelectedPiece};
    use quartet::app::hud::result::result;
    use quartet::rules::{Match, Outcome};
    for (kind, size) in [
        (GameKind::Rekushu, 6),
        (GameKind::Rush, 5),
        (GameKind::Quadrex, 5),
        (GameKind::Cheversi, 8),
    ] {
        let mut app = app(kind, size);
        let mut rng = TestRng(0x9E37_79B9u64 ^ size as u64);
        for _ in 0..1_000 {
            if screen(&app) == Screen::End {
                break;
            }
            let pos = app
                .world()
                .resource::<CurrentMatch>()
                .game
                .position()
                .clone();
            let legal = pos.legal_moves();
            let placements: Vec<_> = legal.iter().filter(|m| m.at().is_some()).collect();
            assert!(
                !placements.is_empty(),
                "{kind}: nothing to click\n{}",
                pos.diagram()
            );
            let mv = *placements[rng.below(placements.len())];
            if let quartet::rules::AnyMove::Cheversi(m) = mv {
                app.world_mut().resource_mut::<SelectedPiece>().0 = m.piece;
            }
            let before = app.world().resource::<CurrentMatch>().game.len();
            click(&mut app, mv.at().expect("a placement"));
            if app.world().resource::<ClaimStep>().pending.is_some() {
                // Claim a rectangle or skip: a click on any point decides.
                click(&mut app, Coord::new(rng.below(size), rng.below(size)));
            }
            let after = app.world().resource::<CurrentMatch>().game.len();
            assert_eq!(
                after,
                before + 1,
                "{kind}: a click did not play\n{}",
                pos.diagram()
            );
            assert_view_matches(&mut app);
        }
        assert_eq!(screen(&app), Screen::End, "{kind}: the game did not end");
        // The rules, replaying the moves on their own, agree on the result shown.
        let current = app.world().resource::<CurrentMatch>().clone();
        let mut replay = Match::new(kind, Some(size), MatchOptions::default()).expect("valid");
        replay
            .load_moves(&current.game.history())
            .expect("the history replays");
        let outcome = replay.position().outcome();
        assert!(outcome.is_over());
        assert_eq!(current.outcome(), outcome);
        let shown = result(&current, &crate::support::en()).expect("a result on the end screen");
        let winner = match outcome {
            Outcome::Win(side) => Some(side),
            _ => None,
        };
        assert_eq!(shown.winner, winner, "{kind}: {}", shown.headline);
        if let Some(side) = winner {
            assert!(
                shown.headline.to_lowercase().contains(kind.colour(side)),
                "{kind}: {}",
                shown.headline
            );
        }
        // Reviewing the game on the end screen: undo is not offered, but the board shows any
        // past position from the move list and returns to the final one.
        app.world_mut().write_message(PlayerAction::View(Some(1)));
        app.update();
        app.update();
        let w = app.world_mut();
        let stones = w.query::<&StoneView>().iter(w).count();
        let first = current
            .game
            .position_after(1)
            .expect("a first move")
            .clone();
        let want = (0..size * size)
            .filter(|i| first.stone_at(Coord::new(i % size, i / size)).is_some())
            .count();
        assert_eq!(stones, want, "{kind}: the board after move 1");
        app.world_mut().write_message(PlayerAction::View(None));
        app.update();
        app.update();
        assert_view_matches(&mut app);
        // Enter: a rematch, a fresh board of the same game.
        key(&mut app, KeyCode::Enter);
        app.update();
        assert_eq!(screen(&app), Screen::Play, "{kind}: Enter is a rematch");
        assert!(app.world().resource::<CurrentMatch>().game.is_empty());
        assert_view_matches(&mut app);
    }
}

#[test]
fn the_keyboard_and_a_pad_play_with_the_board_cursor() {
    use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent};
    use quartet::app::input::cursor::BoardCursor;
    let mut app = app(GameKind::Quadrex, 5);
    let cursor = |app: &App| app.world().resource::<BoardCursor>().at;
    assert_eq!(cursor(&app), None, "no cursor until a key moves it");
    // The first arrow shows the cursor in the middle, the next ones move it.
    key(&mut app, KeyCode::ArrowUp);
    assert_eq!(cursor(&app), Some(c("c3")));
    key(&mut app, KeyCode::ArrowRight);
    assert_eq!(cursor(&app), Some(c("d3")));
    key(&mut app, KeyCode::Enter);
    assert_view_matches(&mut app);
    let game = |app: &App| app.world().resource::<CurrentMatch>().game.clone();
    assert_eq!(game(&app).move_texts(), ["d3"]);
    // A pad: the d-pad moves the same cursor (stopping at the edge), South places, East undoes.
    let pad = app.world_mut().spawn_empty().id();
    app.world_mut().write_message(GamepadConnectionEvent::new(
        pad,
        GamepadConnection::Connected {
            name: "test pad".to_string(),
            vendor_id: None,
            product_id: None,
        },
    ));
    app.update();
    for _ in 0..4 {
        pad_button(&mut app, pad, GamepadButton::DPadLeft);
    }
    assert_eq!(cursor(&app), Some(c("a3")), "the cursor stays on the board");
    pad_button(&mut app, pad, GamepadButton::DPadDown);
    pad_button(&mut app, pad, GamepadButton::South);
    assert_eq!(game(&app).move_texts(), ["d3", "a2"]);
    assert_view_matches(&mut app);
    pad_button(&mut app, pad, GamepadButton::East);
    assert_eq!(game(&app).move_texts(), ["d3"]);
    assert_view_matches(&mut app);
    // The bumpers step through Cheversi's pieces (the piece a placement uses).
    use quartet::app::game::SelectedPiece;
    use quartet::rules::Piece;
    let piece = |app: &App| app.world().resource::<SelectedPiece>().0;
    assert_eq!(piece(&app), Piece::King);
    pad_button(&mut app, pad, GamepadButton::RightTrigger);
    assert_eq!(piece(&app), Piece::Queen);
    pad_button(&mut app, pad, GamepadButton::LeftTrigger);
    pad_button(&mut app, pad, GamepadButton::LeftTrigger);
    assert_eq!(piece(&app), Piece::Knight);
}

#[test]
fn menus_work_from_the_keyboard_and_a_pad() {
    use quartet::app::input::menu_focus::MenuFocus;
    let mut app = view_app();
    // The first arrow puts the focus on a button; Enter presses the focused one.
    key(&mut app, KeyCode::ArrowDown);
    assert!(app.world().resource::<MenuFocus>().0.is_some(), "no focus");
    let play = find::<GoTo>(&mut app, |g| g.0 == Screen::Select);
    app.world_mut().resource_mut::<MenuFocus>().0 = Some(play);
    key(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(screen(&app), Screen::Select);
    // A pad's South presses too: the Quadrex card.
    let card = find::<GameCard>(&mut app, |c| c.0 == GameKind::Quadrex);
    app.world_mut().resource_mut::<MenuFocus>().0 = Some(card);
    let pad = connect_pad(&mut app);
    pad_button(&mut app, pad, GamepadButton::South);
    app.update();
    assert_eq!(screen(&app), Screen::Setup);
    assert_eq!(app.world().resource::<MatchSetup>().kind, GameKind::Quadrex);
    // A focus on a button that went (the screen changed) presses nothing.
    key(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(screen(&app), Screen::Setup);
}

#[test]
fn esc_closes_an_open_rules_panel_and_does_nothing_else() {
    use quartet::app::hud::nav::RulesOpen;
    let mut app = app(GameKind::Rush, 5);
    let rules_open = |app: &App| app.world().resource::<RulesOpen>().0;
    let pause = |app: &App| *app.world().resource::<State<Pause>>().get();
    app.world_mut().resource_mut::<RulesOpen>().0 = true;
    key(&mut app, KeyCode::Escape);
    app.update();
    assert!(!rules_open(&app), "Esc did not close the rules");
    assert_eq!(pause(&app), Pause::Running, "the same Esc also paused");
    // With the panel closed, Esc pauses.
    key(&mut app, KeyCode::Escape);
    app.update();
    assert_eq!(pause(&app), Pause::Paused);
}

/// The pause menu's buttons on screen.
fn pause_buttons(app: &mut App) -> Vec<PauseButton> {
    let world = app.world_mut();
    world.query::<&PauseButton>().iter(world).copied().collect()
}

/// Pauses with the pad's Start, focuses `which` in the pause menu and presses South.
fn press_in_pause_menu(app: &mut App, pad: Entity, which: PauseButton) {
    use quartet::app::input::menu_focus::MenuFocus;
    pad_button(app, pad, GamepadButton::Start);
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause::Paused);
    let button = find::<PauseButton>(app, |b| *b == which);
    app.world_mut().resource_mut::<MenuFocus>().0 = Some(button);
    pad_button(app, pad, GamepadButton::South);
    app.update();
}

#[test]
fn a_pad_player_resigns_or_finishes_a_decided_game_from_the_pause_menu() {
    use quartet::app::game::EarlyEnd;
    // Resign: offered on a human's turn, and the side to move loses.
    let mut game = app(GameKind::Rush, 5);
    let pad = connect_pad(&mut game);
    let mover = current(&game).to_move().expect("a side to move");
    press_in_pause_menu(&mut game, pad, PauseButton::Resign);
    assert_eq!(screen(&game), Screen::End);
    assert_eq!(current(&game).ended_early, Some(EarlyEnd::Resigned(mover)));
    assert_eq!(current(&game).outcome(), Outcome::Win(mover.other()));

    // Finish now: only offered once the rules have decided a Rush game (on 9x9 a side holds
    // more than half well before the board is full).
    let mut app = app(GameKind::Rush, 9);
    let pad = connect_pad(&mut app);
    pad_button(&mut app, pad, GamepadButton::Start);
    let offered = pause_buttons(&mut app);
    assert!(offered.contains(&PauseButton::Resign));
    assert!(
        !offered.contains(&PauseButton::Finish),
        "offered before decided"
    );
    pad_button(&mut app, pad, GamepadButton::Start);
    assert_eq!(
        *app.world().resource::<State<Pause>>().get(),
        Pause::Running
    );
    let mut rng = TestRng(7);
    while current(&app).game.position().decided().is_none() {
        let legal = current(&app).game.position().legal_moves();
        assert!(
            !legal.is_empty(),
            "the board filled before a side held half"
        );
        send(&mut app, PlayerAction::Play(legal[rng.below(legal.len())]));
    }
    let winner = current(&app).game.position().decided().expect("decided");
    let len = current(&app).game.len();
    press_in_pause_menu(&mut app, pad, PauseButton::Finish);
    assert_eq!(screen(&app), Screen::End);
    assert_eq!(current(&app).ended_early, Some(EarlyEnd::Decided(winner)));
    assert_eq!(current(&app).outcome(), Outcome::Win(winner));
    assert_eq!(current(&app).game.len(), len, "no move was added");
}

#[test]
fn the_hover_says_why_not_but_is_quiet_on_the_point_just_played() {
    use quartet::app::input::hover::Hovered;
    let mut app = app(GameKind::Rush, 9);
    let hover = |app: &mut App, at: &str| {
        app.world_mut().resource_mut::<Hovered>().at = Some(c(at));
        app.update();
        app.world().resource::<Hovered>().refusal.clone()
    };
    assert_eq!(hover(&mut app, "e5"), None, "e5 is free");
    click(&mut app, c("e5"));
    app.update();
    assert_eq!(
        app.world().resource::<Hovered>().refusal,
        None,
        "no 'occupied' right after placing there"
    );
    assert_eq!(hover(&mut app, "a1"), None);
    let back = hover(&mut app, "e5").expect("a refusal once the pointer came back");
    assert!(back.contains("occupied"), "{back}");
}

#[test]
fn a_new_screen_fades_in_and_not_with_animations_off() {
    use bevy::time::TimeUpdateStrategy;
    use quartet::app::screens::fade::Veil;
    use quartet::app::settings::{AnimationSpeed, Settings};
    use std::time::Duration;
    let veils = |app: &mut App| {
        let world = app.world_mut();
        world.query::<&Veil>().iter(world).count()
    };
    let mut app = view_app();
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        50,
    )));
    let play = find::<GoTo>(&mut app, |g| g.0 == Screen::Select);
    click_entity(&mut app, play);
    assert_eq!(screen(&app), Screen::Select);
    assert_eq!(veils(&mut app), 1, "the select screen fades in");
    for _ in 0..8 {
        app.update();
    }
    assert_eq!(veils(&mut app), 0, "and the veil goes");
    app.world_mut().resource_mut::<Settings>().animation = AnimationSpeed::Off;
    let back = find::<GoTo>(&mut app, |g| g.0 == Screen::Title);
    click_entity(&mut app, back);
    assert_eq!(screen(&app), Screen::Title);
    assert_eq!(veils(&mut app), 0, "no fade with animations off");
}
