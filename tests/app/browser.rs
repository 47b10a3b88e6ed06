//! What the browser build relies on, checked headless on the desktop: the AI's search sliced
//! across frames (the browser's one thread) plays exactly as the task pool's search does, the
//! page's state hook follows the game, `?play=` is read, and touch turns and zooms the camera
//! without a drag also placing a stone.

use crate::support::{
    app, c, current, play, point_entity, pointer_click, screen, send, start_match, view_app,
};
use bevy::ecs::system::RunSystemOnce;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::picking::pointer::PointerId;
use bevy::prelude::*;
use quartet::app::Screen;
use quartet::app::background::{SearchSlicing, SearchStats};
use quartet::app::board::camera::BoardCamera;
use quartet::app::game::MatchSetup;
use quartet::app::game::Seat;
use quartet::app::game::ai_turn::Thinking;
use quartet::app::hud::ShownButton;
use quartet::app::input::press::{Press, PressButton};
use quartet::app::screens::button_names::{ButtonNames, Named};
use quartet::app::spoken::Spoken;
use quartet::app::web::page::{PageState, parse_play, setup_text};
use quartet::rules::{GameKind, Side};
use std::time::Duration;

/// A Rush 9x9 game, human against a level-5 AI searching the way `slicing` says; the human
/// plays e5. Returns the AI's answer and the number of frames it took.
fn ai_answer(slicing: SearchSlicing) -> (String, usize, App) {
    let mut app = view_app();
    app.insert_resource(slicing);
    start_match(
        &mut app,
        GameKind::Rush,
        9,
        [Seat::Human, Seat::Ai { level: 5 }],
    );
    play(&mut app, "e5");
    let mut frames = 0;
    while current(&app).game.len() < 2 {
        app.update();
        frames += 1;
        assert!(frames < 1_000_000, "the AI never answered");
    }
    let answer = current(&app).game.history()[1].clone();
    (answer, frames, app)
}

#[test]
fn a_sliced_search_answers_over_many_frames_with_the_pools_move() {
    let (sliced, frames, app) = ai_answer(SearchSlicing(Some(Duration::from_micros(500))));
    // Level 5 is 3,000 playouts: far more than half a millisecond's worth.
    assert!(
        frames >= 5,
        "the search ran in {frames} frames, so not in slices"
    );
    let stats = *app.world().resource::<SearchStats>();
    assert_eq!(stats.searches, 1);
    assert_eq!(stats.playouts, 3_000, "level 5's budget, played in full");
    assert!(stats.playouts_per_second().is_some_and(|p| p > 0.0));
    // The same seed and budget on the task pool: the same move (the budget is in playouts,
    // so slicing changes nothing).
    let (pooled, _, _) = ai_answer(SearchSlicing(None));
    assert_eq!(sliced, pooled);
}

#[test]
fn the_page_state_follows_the_screens_the_moves_and_the_thinking() {
    let mut app = view_app();
    let page = app.world().resource::<PageState>().clone();
    assert_eq!(page.screen, "Title");
    assert_eq!(page.game, "");
    start_match(&mut app, GameKind::Rush, 9, [Seat::Human, Seat::Human]);
    play(&mut app, "e5 c3 g7");
    app.update();
    let page = app.world().resource::<PageState>().clone();
    assert_eq!(page.screen, "Play");
    assert_eq!(page.game, "rush 9");
    assert_eq!(page.setup, "rush 9 human human");
    assert_eq!(page.moves, "e5 c3 g7");
    assert!(!page.thinking);
    let attributes = page.attributes();
    assert!(attributes.contains(&("data-moves", "e5 c3 g7".to_string())));
    assert!(attributes.contains(&("data-screen", "Play".to_string())));
    assert!(attributes.contains(&("data-thinking", "0".to_string())));

    // While an AI thinks (sliced, so that it is caught mid-search), the page says so.
    let mut app = view_app();
    app.insert_resource(SearchSlicing(Some(Duration::from_micros(200))));
    start_match(
        &mut app,
        GameKind::Quadrex,
        11,
        [Seat::Ai { level: 6 }, Seat::Human],
    );
    app.update();
    assert!(app.world().contains_resource::<Thinking>());
    assert!(app.world().resource::<PageState>().thinking);
    assert_eq!(app.world().resource::<PageState>().game, "quadrex 11");
}

#[test]
fn the_buttons_are_listed_with_their_places() {
    let page = PageState {
        screen: "Title".into(),
        buttons: vec![
            ShownButton {
                label: "Continue".into(),
                centre: Vec2::new(640.0, 300.0),
                size: Vec2::new(320.0, 62.0),
                in_view: true,
                ..Default::default()
            },
            ShownButton {
                label: "Play".into(),
                centre: Vec2::new(640.4, 360.6),
                size: Vec2::new(320.0, 61.6),
                in_view: true,
                ..Default::default()
            },
        ],
        board: Some(Rect::new(10.0, 20.0, 380.4, 390.0)),
        ..Default::default()
    };
    let attributes = page.attributes();
    assert!(attributes.contains(&(
        "data-buttons",
        "Continue@640,300,320,62|Play@640,361,320,62".to_string()
    )));
    assert!(attributes.contains(&("data-board", "10,20,370,370".to_string())));
}

#[test]
fn the_hook_gives_the_ai_s_playouts_and_search_time_for_a_stretch_s_speed() {
    let (_, _, mut app) = ai_answer(SearchSlicing(Some(Duration::from_millis(2))));
    app.update();
    let stats = *app.world().resource::<SearchStats>();
    let attributes = app.world().resource::<PageState>().attributes();
    // Level 5's budget, and the search's own time.
    assert!(attributes.contains(&("data-ai-playouts", "3000".to_string())));
    let ms = stats.searching.as_millis().to_string();
    assert!(attributes.contains(&("data-ai-ms", ms)));
}

#[test]
fn play_in_the_address_opens_that_match_or_says_what_is_wrong() {
    let setup = parse_play("rush:19:ai5:ai10").expect("a valid request");
    assert_eq!(setup.kind, GameKind::Rush);
    assert_eq!(setup.size, 19);
    assert_eq!(setup.seats, [Seat::Ai { level: 5 }, Seat::Ai { level: 10 }]);
    let setup = parse_play("quadrex:11:human:ai3").expect("a valid request");
    assert_eq!(setup.seats, [Seat::Human, Seat::Ai { level: 3 }]);
    // The page's `data-setup` reads the same way.
    assert_eq!(setup_text(&setup), "quadrex 11 human ai3");
    for (bad, says) in [
        ("rush:19:ai5", "GAME:SIZE:SEAT:SEAT"),
        ("chess:8:human:human", "chess"),
        ("rush:big:human:human", "not a board size"),
        ("rush:4:human:human", "size"),
        ("rush:9:ai11:human", "ai1` to `ai10"),
        ("rush:9:ai0:human", "ai0"),
        ("rush:9:robot:human", "robot"),
        ("", "GAME:SIZE:SEAT:SEAT"),
    ] {
        let why = parse_play(bad).expect_err(bad);
        assert!(why.contains(says), "{bad}: {why}");
    }
}

fn touch(app: &mut App, id: u64, phase: TouchPhase, at: Vec2) {
    app.world_mut().write_message(TouchInput {
        phase,
        position: at,
        window: Entity::PLACEHOLDER,
        force: None,
        id,
    });
    app.update();
}

fn camera(app: &mut App) -> BoardCamera {
    let world = app.world_mut();
    *world
        .query::<&BoardCamera>()
        .iter(world)
        .next()
        .expect("a board camera")
}

/// The click of touch `id` on the point `at` (picking's, as the finger is lifted there).
fn tap(app: &mut App, at: &str, id: u64) {
    let target = point_entity(app, c(at));
    pointer_click(app, target, PointerId::Touch(id));
    app.update();
}

#[test]
fn a_finger_dragged_turns_the_board_and_two_pinched_zoom() {
    let mut app = app(GameKind::Rush, 9);
    let start = camera(&mut app);
    touch(&mut app, 1, TouchPhase::Started, Vec2::new(600.0, 400.0));
    // A few pixels: still a tap, the camera stays.
    touch(&mut app, 1, TouchPhase::Moved, Vec2::new(604.0, 402.0));
    assert_eq!(camera(&mut app).yaw, start.yaw);
    touch(&mut app, 1, TouchPhase::Moved, Vec2::new(660.0, 402.0));
    touch(&mut app, 1, TouchPhase::Moved, Vec2::new(700.0, 402.0));
    let turned = camera(&mut app);
    assert!(
        (turned.yaw - start.yaw).abs() > 0.1,
        "a drag turns the board"
    );
    // Lifting the dragging finger over a point places nothing there.
    touch(&mut app, 1, TouchPhase::Ended, Vec2::new(700.0, 402.0));
    tap(&mut app, "e5", 1);
    assert_eq!(current(&app).game.len(), 0, "a drag is not a tap");

    // Two fingers moving apart bring the board closer.
    touch(&mut app, 2, TouchPhase::Started, Vec2::new(500.0, 400.0));
    touch(&mut app, 3, TouchPhase::Started, Vec2::new(700.0, 400.0));
    let before = camera(&mut app).zoom;
    touch(&mut app, 2, TouchPhase::Moved, Vec2::new(420.0, 400.0));
    touch(&mut app, 3, TouchPhase::Moved, Vec2::new(780.0, 400.0));
    let closer = camera(&mut app).zoom;
    assert!(
        closer < before,
        "pinching out zooms in: {before} -> {closer}"
    );
    touch(&mut app, 2, TouchPhase::Moved, Vec2::new(560.0, 400.0));
    assert!(camera(&mut app).zoom > closer, "pinching in zooms out");
    touch(&mut app, 2, TouchPhase::Ended, Vec2::new(560.0, 400.0));
    touch(&mut app, 3, TouchPhase::Ended, Vec2::new(780.0, 400.0));

    // A new touch that stays put is a tap: it places the stone.
    touch(&mut app, 4, TouchPhase::Started, Vec2::new(640.0, 360.0));
    touch(&mut app, 4, TouchPhase::Ended, Vec2::new(640.0, 360.0));
    tap(&mut app, "e5", 4);
    assert_eq!(current(&app).game.history(), vec!["e5".to_string()]);
    assert_eq!(current(&app).to_move(), Some(Side::Second));
    assert_eq!(screen(&app), Screen::Play);

    // After another pinch, a tap pressed and lifted within one frame (a page that draws on
    // demand, a slow phone), its click seen before the frame's touch systems, places.
    touch(&mut app, 5, TouchPhase::Started, Vec2::new(500.0, 400.0));
    touch(&mut app, 6, TouchPhase::Started, Vec2::new(700.0, 400.0));
    touch(&mut app, 5, TouchPhase::Moved, Vec2::new(450.0, 400.0));
    touch(&mut app, 5, TouchPhase::Ended, Vec2::new(450.0, 400.0));
    touch(&mut app, 6, TouchPhase::Ended, Vec2::new(700.0, 400.0));
    for phase in [TouchPhase::Started, TouchPhase::Ended] {
        app.world_mut().write_message(TouchInput {
            phase,
            position: Vec2::new(640.0, 360.0),
            window: Entity::PLACEHOLDER,
            force: None,
            id: 8,
        });
    }
    let target = point_entity(&mut app, c("d4"));
    pointer_click(&mut app, target, PointerId::Touch(8));
    app.update();
    assert_eq!(
        current(&app).game.history(),
        vec!["e5".to_string(), "d4".to_string()]
    );
}

/// The menu button labelled `label`, pressed as the text layer's `<button>` presses it.
/// (Headless, nothing is laid out, so the page lists no button: `menu_button` finds it as the
/// page does, by its first text; the browser test checks the list.)
fn press_menu_button(app: &mut App, label: &str) -> Entity {
    let button = menu_button(app, label);
    send(app, PressButton(Press::Menu(button)));
    app.update();
    app.update();
    button
}

fn menu_button(app: &mut App, label: &str) -> Entity {
    let found = every_button(app)
        .into_iter()
        .find(|(_, n)| n.label == label);
    found.unwrap_or_else(|| panic!("no button {label:?}")).0
}

/// Every menu button with its texts and name for a screen reader, as the page names them.
fn every_button(app: &mut App) -> Vec<(Entity, Named)> {
    let named = app.world_mut().run_system_once(
        |buttons: Query<Entity, With<Button>>, names: ButtonNames| {
            let named = buttons.iter().filter_map(|b| Some((b, names.named(b)?)));
            named.collect::<Vec<_>>()
        },
    );
    named.expect("the buttons' names")
}

#[test]
fn a_menu_button_is_pressed_without_a_pointer() {
    let mut app = view_app();
    app.update();
    press_menu_button(&mut app, "Play");
    assert_eq!(screen(&app), Screen::Select);
    let rush = press_menu_button(&mut app, "Rush");
    assert_eq!(screen(&app), Screen::Setup);
    // A button gone with its screen is not pressed again.
    send(&mut app, PressButton(Press::Menu(rush)));
    app.update();
    assert_eq!(screen(&app), Screen::Setup);
}

fn last_said(app: &App) -> String {
    let spoken = app.world().resource::<Spoken>();
    spoken.last().unwrap_or_default().to_string()
}

#[test]
fn buttons_are_named_for_a_screen_reader_and_a_stepped_choice_is_said() {
    let mut app = view_app();
    app.update();
    assert_eq!(last_said(&app), "Main menu", "a screen says its name");
    press_menu_button(&mut app, "Play");
    assert_eq!(last_said(&app), "Choose a game");
    // A game's card: its name and summary; the four Learn buttons each name their game.
    let buttons = every_button(&mut app);
    let rush = buttons.iter().find(|(_, n)| n.label == "Rush");
    assert_eq!(
        rush.map(|(_, n)| n.name.as_str()),
        Some("Rush. crowd your opponent for extra turns")
    );
    let mut learn: Vec<String> = (buttons.into_iter())
        .filter(|(_, n)| n.label == "Learn")
        .map(|(_, n)| n.name)
        .collect();
    learn.sort();
    assert_eq!(
        learn,
        [
            "Learn Cheversi",
            "Learn Quadrex",
            "Learn Rekushu",
            "Learn Rush"
        ]
    );
    press_menu_button(&mut app, "Rush");
    // The setup's arrows are named by their row, its name and value.
    let buttons = every_button(&mut app);
    let names: Vec<String> = buttons.iter().map(|(_, n)| n.name.clone()).collect();
    let size = app.world().resource::<MatchSetup>().size;
    let previous = format!("Board size, {size} x {size}: previous");
    assert!(names.contains(&previous), "{previous:?} not in {names:?}");
    // Pressed, the row says its new value.
    let next = format!("Board size, {size} x {size}: next");
    let (button, _) = (buttons.iter())
        .find(|(_, n)| n.name == next)
        .expect("the size's >");
    send(&mut app, PressButton(Press::Menu(*button)));
    app.update();
    app.update();
    let now = app.world().resource::<MatchSetup>().size;
    assert_ne!(now, size);
    assert_eq!(last_said(&app), format!("Board size, {now} x {now}"));
}
