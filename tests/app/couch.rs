//! Couch play: two pads join the sides on the setup screen, each plays only its own side, a
//! pad unplugged pauses the game, the cursor repeats when held, Rekushu's claims are chosen by
//! the bumpers, and whole games are played from pads (and from the keyboard) alone. Every
//! device acts through real input messages (`RawGamepadEvent`, `KeyboardInput`).

use crate::support::{
    c, connect_pad_named, current, disconnect_pad, find, key, pad_axis, pad_button, pad_set,
    reconnect_pad, screen, view_app,
};
use bevy::input::gamepad::GamepadRumbleRequest;
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy_enhanced_input::prelude::{Action, Actions, Binding, Bindings, InputAction};
use quartet::app::game::{ClaimStep, MatchSetup, Seat, SelectedPiece};
use quartet::app::input::cursor::BoardCursor;
use quartet::app::input::devices::Controller;
use quartet::app::input::devices::{Device, SideHolders};
use quartet::app::input::menu_focus::MenuFocus;
use quartet::app::input::unplugged::PadGone;
use quartet::app::screens::join::JoinText;
use quartet::app::screens::setup::StartButton;
use quartet::app::{Pause, Screen};
use quartet::rules::{AnyMove, Coord, GameKind, Side};
use std::time::Duration;

/// The setup screen of `kind` on `size` played by `seats`.
fn setup_screen(kind: GameKind, size: usize, seats: [Seat; 2]) -> App {
    let mut app = view_app();
    crate::support::open_with_setup(&mut app, kind, size, seats, Screen::Setup);
    assert_eq!(screen(&app), Screen::Setup);
    app
}

fn holders(app: &App) -> [Option<Device>; 2] {
    app.world().resource::<SideHolders>().0
}

fn join_lines(app: &mut App) -> Vec<(Side, String)> {
    let world = app.world_mut();
    let mut lines: Vec<(Side, String)> = world
        .query::<(&Text, &JoinText)>()
        .iter(world)
        .map(|(t, j)| (j.0, t.0.clone()))
        .collect();
    lines.sort_by_key(|(side, _)| side.index());
    lines
}

/// Focuses Start (headless, the menus have no layout to walk with the d-pad) and presses it
/// with the pad's South. A pad that holds no side joins one with its first South (it then
/// plays the other side too: nobody else joined it).
fn start_with(app: &mut App, pad: Entity) {
    if app
        .world()
        .resource::<SideHolders>()
        .sides_of(Device::Pad(pad))
        .next()
        .is_none()
    {
        pad_button(app, pad, GamepadButton::South);
        assert_eq!(screen(app), Screen::Setup);
    }
    let start = find::<StartButton>(app, |_| true);
    app.world_mut().resource_mut::<MenuFocus>().0 = Some(start);
    pad_button(app, pad, GamepadButton::South);
    app.update();
    assert_eq!(screen(app), Screen::Play);
}

/// Two pads join, one side each, in the order they press South.
fn two_pads_joined(kind: GameKind, size: usize) -> (App, Entity, Entity) {
    let mut app = setup_screen(kind, size, [Seat::Human, Seat::Human]);
    let a = connect_pad_named(&mut app, "Pad Alpha");
    let b = connect_pad_named(&mut app, "Pad Beta");
    app.update();
    assert_eq!(
        join_lines(&mut app),
        [
            (Side::First, "Press A to join".to_string()),
            (Side::Second, "Press A to join".to_string())
        ]
    );
    pad_button(&mut app, b, GamepadButton::South);
    pad_button(&mut app, a, GamepadButton::South);
    assert_eq!(holders(&app), [Some(Device::Pad(b)), Some(Device::Pad(a))]);
    assert_eq!(
        screen(&app),
        Screen::Setup,
        "a join press is not a menu press"
    );
    app.update();
    assert_eq!(
        join_lines(&mut app),
        [
            (Side::First, "Pad Beta".to_string()),
            (Side::Second, "Pad Alpha".to_string())
        ]
    );
    start_with(&mut app, a);
    (app, b, a)
}

/// Moves the cursor to `to` with `pad`'s d-pad (the first press shows it in the middle).
fn walk_cursor(app: &mut App, pad: Entity, to: Coord) {
    let at = |app: &App| app.world().resource::<BoardCursor>().at;
    if at(app).is_none() {
        pad_button(app, pad, GamepadButton::DPadUp);
    }
    for _ in 0..60 {
        let here = at(app).expect("the cursor is shown");
        let (dx, dy) = (
            to.col() as i32 - here.col() as i32,
            to.row() as i32 - here.row() as i32,
        );
        let button = match (dx.signum(), dy.signum()) {
            (0, 0) => return,
            (1, _) => GamepadButton::DPadRight,
            (-1, _) => GamepadButton::DPadLeft,
            (_, 1) => GamepadButton::DPadUp,
            _ => GamepadButton::DPadDown,
        };
        pad_button(app, pad, button);
    }
    panic!("the cursor did not reach {to:?}");
}

#[test]
fn pads_join_on_the_setup_screen_and_each_plays_only_its_side() {
    let (mut app, first, second) = two_pads_joined(GameKind::Rush, 5);
    let moves = |app: &App| current(app).game.move_texts();
    // Black's pad is Beta: Alpha can neither move the cursor nor place.
    pad_button(&mut app, second, GamepadButton::DPadUp);
    pad_button(&mut app, second, GamepadButton::South);
    assert_eq!(app.world().resource::<BoardCursor>().at, None);
    assert!(moves(&app).is_empty());
    walk_cursor(&mut app, first, c("c3"));
    pad_button(&mut app, first, GamepadButton::South);
    assert_eq!(moves(&app), ["c3"]);
    // White to move: Black's pad places nothing, and its undo only asks White (who refuses).
    walk_cursor(&mut app, second, c("a1"));
    pad_button(&mut app, first, GamepadButton::South);
    pad_button(&mut app, first, GamepadButton::East);
    assert_eq!(moves(&app), ["c3"]);
    pad_button(&mut app, second, GamepadButton::East);
    assert_eq!(moves(&app), ["c3"]);
    // The keyboard and the mouse hold no side: they do not play White's.
    key(&mut app, KeyCode::Enter);
    crate::support::click(&mut app, c("e5"));
    assert_eq!(moves(&app), ["c3"]);
    pad_button(&mut app, second, GamepadButton::South);
    assert_eq!(moves(&app), ["c3", "a1"]);
    // Any pad pauses.
    pad_button(&mut app, second, GamepadButton::Start);
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause::Paused);
}

#[test]
fn with_nobody_joined_any_device_plays_every_human_side() {
    let mut app = setup_screen(GameKind::Rush, 5, [Seat::Human, Seat::Human]);
    let pad = connect_pad_named(&mut app, "Only pad");
    // Start clicked with the mouse: nobody pressed South or Enter to join.
    let start = find::<StartButton>(&mut app, |_| true);
    crate::support::click_entity(&mut app, start);
    app.update();
    assert_eq!(screen(&app), Screen::Play);
    assert_eq!(holders(&app), [None, None]);
    walk_cursor(&mut app, pad, c("c3"));
    pad_button(&mut app, pad, GamepadButton::South);
    walk_cursor(&mut app, pad, c("a1"));
    pad_button(&mut app, pad, GamepadButton::South);
    key(&mut app, KeyCode::ArrowUp);
    key(&mut app, KeyCode::Enter);
    assert_eq!(current(&app).game.move_texts(), ["c3", "a1", "a2"]);
}

#[test]
fn the_keyboard_joins_too_and_an_ai_side_cannot_be_joined() {
    let mut app = setup_screen(GameKind::Rush, 5, [Seat::Ai { level: 1 }, Seat::Human]);
    let pad = connect_pad_named(&mut app, "Pad Alpha");
    app.update();
    assert_eq!(
        join_lines(&mut app),
        [
            (Side::First, String::new()),
            (Side::Second, "Press A to join".to_string())
        ]
    );
    key(&mut app, KeyCode::Enter);
    assert_eq!(holders(&app), [None, Some(Device::Keyboard)]);
    assert_eq!(screen(&app), Screen::Setup);
    // No free side left: the pad's South is a menu press again.
    pad_button(&mut app, pad, GamepadButton::South);
    assert_eq!(holders(&app), [None, Some(Device::Keyboard)]);
    app.update();
    assert_eq!(join_lines(&mut app)[1].1, "Keyboard");
}

#[test]
fn an_unplugged_pad_pauses_the_game_until_it_is_back_or_another_pad_takes_over() {
    let (mut app, first, second) = two_pads_joined(GameKind::Rush, 5);
    let pause = |app: &App| *app.world().resource::<State<Pause>>().get();
    let gone = |app: &App| app.world().resource::<PadGone>().0;
    disconnect_pad(&mut app, first);
    app.update();
    assert_eq!(pause(&app), Pause::Paused);
    assert_eq!(gone(&app), Some(Side::First));
    // The pause menu says whose pad it is.
    let world = app.world_mut();
    let texts: Vec<String> = world
        .query::<&Text>()
        .iter(world)
        .map(|t| t.0.clone())
        .collect();
    assert!(
        texts.iter().any(|t| t.starts_with("Black's pad is gone")),
        "{texts:?}"
    );
    // Plugged in again: play resumes, with the same pad on the same side.
    reconnect_pad(&mut app, first, "Pad Beta");
    app.update();
    assert_eq!(pause(&app), Pause::Running);
    assert_eq!(gone(&app), None);
    walk_cursor(&mut app, first, c("c3"));
    pad_button(&mut app, first, GamepadButton::South);
    assert_eq!(current(&app).game.move_texts(), ["c3"]);
    // White's pad goes; a third pad's South takes White over.
    disconnect_pad(&mut app, second);
    app.update();
    assert_eq!(gone(&app), Some(Side::Second));
    let third = connect_pad_named(&mut app, "Pad Gamma");
    // (The other player's South does not take it.)
    pad_button(&mut app, first, GamepadButton::South);
    assert_eq!(pause(&app), Pause::Paused);
    pad_button(&mut app, third, GamepadButton::South);
    app.update();
    assert_eq!(pause(&app), Pause::Running);
    assert_eq!(holders(&app)[1], Some(Device::Pad(third)));
    walk_cursor(&mut app, third, c("a1"));
    pad_button(&mut app, third, GamepadButton::South);
    assert_eq!(current(&app).game.move_texts(), ["c3", "a1"]);
}

#[test]
fn the_cursor_repeats_when_held_speeding_up() {
    let mut app = setup_screen(GameKind::Rush, 25, [Seat::Human, Seat::Human]);
    let pad = connect_pad_named(&mut app, "Pad Alpha");
    start_with(&mut app, pad);
    // A manual clock: every frame is exactly 1/60 s.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f64(
        1.0 / 60.0,
    )));
    pad_button(&mut app, pad, GamepadButton::DPadUp);
    let col = |app: &App| {
        app.world()
            .resource::<BoardCursor>()
            .at
            .map(|a| a.col())
            .expect("shown")
    };
    let start = col(&app);
    assert_eq!(start, 12, "the first press shows the cursor in the middle");
    // A tap: one step.
    pad_button(&mut app, pad, GamepadButton::DPadLeft);
    assert_eq!(col(&app), 11);
    // Held for a quarter of a second: still one step (the pause before the repeat).
    pad_set(&mut app, pad, GamepadButton::DPadRight, 1.0);
    for _ in 0..14 {
        app.update();
    }
    assert_eq!(col(&app), 12);
    // Held to 0.8 s: the repeat started slowly (8 to 14 a second).
    for _ in 0..33 {
        app.update();
    }
    let after_slow = col(&app) - 12;
    assert!(
        (3..=6).contains(&after_slow),
        "{after_slow} repeats by 0.8 s"
    );
    pad_set(&mut app, pad, GamepadButton::DPadRight, 0.0);
    // The left stick held left takes the cursor to the edge, where it stays.
    pad_axis(&mut app, pad, GamepadAxis::LeftStickX, -1.0);
    for _ in 0..120 {
        app.update();
    }
    assert_eq!(col(&app), 0);
    pad_axis(&mut app, pad, GamepadAxis::LeftStickX, 0.0);
    // The d-pad held right: after 1.3 s it makes 20 steps a second.
    pad_set(&mut app, pad, GamepadButton::DPadRight, 1.0);
    for _ in 0..77 {
        app.update();
    }
    let before = col(&app);
    for _ in 0..15 {
        app.update();
    }
    let fast = col(&app) - before;
    assert!(
        (4..=6).contains(&fast),
        "{fast} steps in a quarter second at full speed"
    );
}

#[test]
fn the_bumpers_choose_a_rekushu_claim_south_claims_and_east_skips() {
    let mut app = setup_screen(GameKind::Rekushu, 6, [Seat::Human, Seat::Human]);
    let pad = connect_pad_named(&mut app, "Pad Alpha");
    start_with(&mut app, pad);
    for m in ["a1", "f6", "c1", "e5", "a3", "f3"] {
        walk_cursor(&mut app, pad, c(m));
        pad_button(&mut app, pad, GamepadButton::South);
    }
    assert_eq!(current(&app).game.len(), 6);
    // c3: the claim step offers a1-c3.
    walk_cursor(&mut app, pad, c("c3"));
    pad_button(&mut app, pad, GamepadButton::South);
    let step = |app: &App| app.world().resource::<ClaimStep>().clone();
    assert!(step(&app).pending.is_some());
    assert_eq!(step(&app).current, None);
    // South with no rectangle chosen by the bumpers chooses by the cursor's point as before;
    // the bumpers go round the offered rectangles.
    pad_button(&mut app, pad, GamepadButton::RightTrigger);
    assert_eq!(step(&app).current, Some(0));
    let offered = step(&app).pending.expect("offered").1.len();
    for _ in 0..offered {
        pad_button(&mut app, pad, GamepadButton::RightTrigger);
    }
    assert_eq!(step(&app).current, Some(0), "round the list");
    pad_button(&mut app, pad, GamepadButton::LeftTrigger);
    assert_eq!(step(&app).current, Some(offered - 1));
    pad_button(&mut app, pad, GamepadButton::RightTrigger);
    let chosen = step(&app).pending.expect("offered").1[0];
    pad_button(&mut app, pad, GamepadButton::South);
    let game = &current(&app).game;
    assert_eq!(game.len(), 7);
    let last = game.move_texts().last().cloned().expect("a move");
    assert_eq!(last, format!("c3/{}-{}", fmt(chosen.lo), fmt(chosen.hi)));
    // East skips the claim (the move is made without one) instead of taking a move back.
    let mut app2 = setup_screen(GameKind::Rekushu, 6, [Seat::Human, Seat::Human]);
    let pad = connect_pad_named(&mut app2, "Pad Alpha");
    start_with(&mut app2, pad);
    for m in ["a1", "f6", "c1", "e5", "a3", "f3", "c3"] {
        walk_cursor(&mut app2, pad, c(m));
        pad_button(&mut app2, pad, GamepadButton::South);
    }
    pad_button(&mut app2, pad, GamepadButton::RightTrigger);
    pad_button(&mut app2, pad, GamepadButton::East);
    let texts = current(&app2).game.move_texts();
    assert_eq!(texts.len(), 7);
    assert_eq!(texts.last().map(String::as_str), Some("c3"));
    // Tab on the keyboard goes round them too, and Enter claims.
    let mut app3 = crate::support::app(GameKind::Rekushu, 6);
    for m in ["a1", "f6", "c1", "e5", "a3", "f3", "c3"] {
        crate::support::click(&mut app3, c(m));
    }
    key(&mut app3, KeyCode::Tab);
    assert_eq!(step(&app3).current, Some(0));
    key(&mut app3, KeyCode::Enter);
    let texts = current(&app3).game.move_texts();
    assert_eq!(texts.last().map(String::as_str), Some("c3/a1-c3"));
}

fn fmt(at: Coord) -> String {
    at.to_string()
}

/// Walks the menu focus with `pad`'s d-pad to the button `target` (down, then up if it is
/// behind), then presses South on it.
fn press_with_pad(app: &mut App, pad: Entity, target: Entity) {
    let focus = |app: &App| app.world().resource::<MenuFocus>().0;
    for button in [GamepadButton::DPadDown, GamepadButton::DPadUp] {
        for _ in 0..40 {
            if focus(app) == Some(target) {
                pad_button(app, pad, GamepadButton::South);
                app.update();
                return;
            }
            let before = focus(app);
            pad_button(app, pad, button);
            if focus(app) == before {
                break;
            }
        }
    }
    panic!("the d-pad did not reach the button");
}

/// From the title screen to the first move of `kind` on `size`, by two pads' presses only:
/// Play, the game's card, Black's pad joins, White set to a human, White's pad joins, the
/// size stepped down, Start.
fn two_pads_from_the_title(kind: GameKind, size: usize) -> (App, Entity, Entity) {
    use quartet::app::screens::select::GameCard;
    use quartet::app::screens::setup::{Setting, Step};
    use quartet::app::screens::widgets::GoTo;
    let mut app = view_app();
    let black = connect_pad_named(&mut app, "Pad Beta");
    let white = connect_pad_named(&mut app, "Pad Alpha");
    let play = find::<GoTo>(&mut app, |g| g.0 == Screen::Select);
    press_with_pad(&mut app, black, play);
    assert_eq!(screen(&app), Screen::Select);
    let card = find::<GameCard>(&mut app, |g| g.0 == kind);
    press_with_pad(&mut app, black, card);
    assert_eq!(screen(&app), Screen::Setup);
    // Black's South joins (White is the AI for a new player), then presses buttons.
    pad_button(&mut app, black, GamepadButton::South);
    assert_eq!(holders(&app)[0], Some(Device::Pad(black)));
    let setup = |app: &App| app.world().resource::<MatchSetup>().clone();
    let white_back = find::<Step>(&mut app, |s| s.setting == Setting::Seat(1) && s.by < 0);
    press_with_pad(&mut app, black, white_back);
    while setup(&app).seats[1] != Seat::Human {
        pad_button(&mut app, black, GamepadButton::South);
    }
    pad_button(&mut app, white, GamepadButton::South);
    assert_eq!(holders(&app)[1], Some(Device::Pad(white)));
    let smaller = find::<Step>(&mut app, |s| s.setting == Setting::Size && s.by < 0);
    press_with_pad(&mut app, black, smaller);
    while setup(&app).size != size {
        pad_button(&mut app, black, GamepadButton::South);
    }
    let start = find::<StartButton>(&mut app, |_| true);
    press_with_pad(&mut app, white, start);
    assert_eq!(screen(&app), Screen::Play);
    assert_eq!(current(&app).game.size(), size);
    (app, black, white)
}

/// Plays a whole game of `kind` from the title screen to the end screen with two pads, each
/// on its own side, by their presses only: the d-pad to each point, South, the bumpers for Cheversi's piece and for
/// Rekushu's claims (or East to skip one).
fn whole_game_with_two_pads(kind: GameKind, size: usize) {
    let (mut app, black, white) = two_pads_from_the_title(kind, size);
    for _ in 0..400 {
        if screen(&app) == Screen::End {
            break;
        }
        let game = current(&app).game.clone();
        let side = game.position().to_move().expect("a side to move");
        let pad = if side == Side::First { black } else { white };
        let mv = *game
            .position()
            .legal_moves()
            .iter()
            .find(|m| m.at().is_some())
            .expect("a placement");
        if let AnyMove::Cheversi(m) = mv {
            for _ in 0..5 {
                if app.world().resource::<SelectedPiece>().0 == m.piece {
                    break;
                }
                pad_button(&mut app, pad, GamepadButton::RightTrigger);
            }
        }
        walk_cursor(&mut app, pad, mv.at().expect("a placement"));
        pad_button(&mut app, pad, GamepadButton::South);
        if let AnyMove::Rekushu(m) = mv
            && app.world().resource::<ClaimStep>().pending.is_some()
        {
            match m.claim {
                None => pad_button(&mut app, pad, GamepadButton::East),
                Some(want) => {
                    for _ in 0..50 {
                        pad_button(&mut app, pad, GamepadButton::RightTrigger);
                        let step = app.world().resource::<ClaimStep>();
                        let (_, offered) = step.pending.as_ref().expect("offered");
                        if step.current.map(|i| offered[i]) == Some(want) {
                            break;
                        }
                    }
                    pad_button(&mut app, pad, GamepadButton::South);
                }
            }
        }
        let after = current(&app).game.clone();
        assert_eq!(
            after.len(),
            game.len() + 1,
            "{kind}: {mv:?} was not played\n{}",
            game.position().diagram()
        );
        assert_eq!(
            after.history().last(),
            Some(&game.position().format_move(mv))
        );
    }
    assert_eq!(screen(&app), Screen::End, "{kind}: the game did not end");
}

#[test]
fn two_pads_play_a_whole_game_of_each_kind() {
    for (kind, size) in [
        (GameKind::Rekushu, 6),
        (GameKind::Rush, 5),
        (GameKind::Quadrex, 5),
        (GameKind::Cheversi, 8),
    ] {
        whole_game_with_two_pads(kind, size);
    }
}

#[test]
fn a_keyboard_only_game_from_the_title_to_the_end() {
    use quartet::app::screens::select::GameCard;
    use quartet::app::screens::widgets::GoTo;
    let mut app = view_app();
    // The menus: the arrows focus a button (headless, without a layout, the test puts the focus
    // where the arrows would), Enter presses it.
    key(&mut app, KeyCode::ArrowDown);
    let play = find::<GoTo>(&mut app, |g| g.0 == Screen::Select);
    app.world_mut().resource_mut::<MenuFocus>().0 = Some(play);
    key(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(screen(&app), Screen::Select);
    let card = find::<GameCard>(&mut app, |g| g.0 == GameKind::Quadrex);
    app.world_mut().resource_mut::<MenuFocus>().0 = Some(card);
    key(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(screen(&app), Screen::Setup);
    {
        let mut setup = app.world_mut().resource_mut::<MatchSetup>();
        setup.size = 3;
        setup.seats = [Seat::Human, Seat::Human];
    }
    let start = find::<StartButton>(&mut app, |_| true);
    app.world_mut().resource_mut::<MenuFocus>().0 = Some(start);
    key(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(screen(&app), Screen::Play);
    // Quadrex 3x3 with the arrows and Enter (the first arrow shows the cursor in the middle):
    // Vert takes the middle column, Horz plays beside it.
    let at = |app: &App| app.world().resource::<BoardCursor>().at;
    for (keys, expect) in [
        (vec![KeyCode::ArrowUp], "b2"),
        (vec![KeyCode::ArrowLeft], "a2"),
        (vec![KeyCode::ArrowUp, KeyCode::ArrowRight], "b3"),
        (vec![KeyCode::ArrowLeft], "a3"),
        (
            vec![KeyCode::ArrowDown, KeyCode::ArrowDown, KeyCode::ArrowRight],
            "b1",
        ),
    ] {
        for k in keys {
            key(&mut app, k);
        }
        assert_eq!(at(&app), Some(c(expect)));
        key(&mut app, KeyCode::Enter);
    }
    assert_eq!(
        screen(&app),
        Screen::End,
        "{:?} {:?}\n{}",
        current(&app).game.move_texts(),
        current(&app).to_move(),
        current(&app).game.position().diagram()
    );
}

/// The rumble requests sent, by pad.
#[derive(Resource, Default)]
struct Felt(Vec<Entity>);

fn feel(mut requests: MessageReader<GamepadRumbleRequest>, mut felt: ResMut<Felt>) {
    for r in requests.read() {
        if let GamepadRumbleRequest::Add { gamepad, .. } = r {
            felt.0.push(*gamepad);
        }
    }
}

fn felt(app: &mut App) -> Vec<Entity> {
    std::mem::take(&mut app.world_mut().resource_mut::<Felt>().0)
}

#[test]
fn pads_rumble_on_a_claim_a_refusal_and_the_end_unless_turned_off() {
    let (mut app, black, white) = two_pads_joined(GameKind::Rekushu, 6);
    app.init_resource::<Felt>().add_systems(Last, feel);
    for m in ["a1", "f6", "c1", "e5", "a3", "f3"] {
        let pad = if current(&app).to_move() == Some(Side::First) {
            black
        } else {
            white
        };
        walk_cursor(&mut app, pad, c(m));
        pad_button(&mut app, pad, GamepadButton::South);
    }
    assert!(felt(&mut app).is_empty(), "plain placements do not rumble");
    // Black claims a1-c3: Black's pad rumbles.
    walk_cursor(&mut app, black, c("c3"));
    pad_button(&mut app, black, GamepadButton::South);
    pad_button(&mut app, black, GamepadButton::RightTrigger);
    pad_button(&mut app, black, GamepadButton::South);
    assert_eq!(current(&app).game.len(), 7);
    assert_eq!(felt(&mut app), [black]);
    // White tries an occupied point: White's pad rumbles.
    walk_cursor(&mut app, white, c("f6"));
    pad_button(&mut app, white, GamepadButton::South);
    assert_eq!(current(&app).game.len(), 7);
    assert_eq!(felt(&mut app), [white]);
    // Resigned: the game is over, both pads rumble.
    app.world_mut()
        .write_message(quartet::app::game::PlayerAction::Resign);
    app.update();
    app.update();
    let mut both = felt(&mut app);
    both.sort();
    let mut want = vec![black, white];
    want.sort();
    assert_eq!(both, want);
    // Turned off in the settings: nothing.
    let (mut app, black, _) = two_pads_joined(GameKind::Rush, 5);
    app.init_resource::<Felt>().add_systems(Last, feel);
    app.world_mut()
        .resource_mut::<quartet::app::settings::Settings>()
        .rumble = false;
    walk_cursor(&mut app, black, c("c3"));
    pad_button(&mut app, black, GamepadButton::South);
    pad_button(&mut app, black, GamepadButton::South);
    app.world_mut()
        .write_message(quartet::app::game::PlayerAction::Resign);
    app.update();
    app.update();
    assert!(felt(&mut app).is_empty());
}

#[test]
fn a_quadrex_cascade_of_three_fills_rumbles_the_pad_that_set_it_off() {
    let (mut app, first, second) = two_pads_joined(GameKind::Quadrex, 7);
    app.init_resource::<Felt>().add_systems(Last, feel);
    let stones = |app: &App| {
        let pos = current(app).game.position().clone();
        (0..7)
            .flat_map(|x| (0..7).map(move |y| Coord::new(x, y)))
            .filter(|&at| pos.stone_at(at).is_some())
            .count()
    };
    for m in ["f6", "d1", "b2", "b3", "c1", "c2"] {
        let pad = if current(&app).to_move() == Some(Side::First) {
            first
        } else {
            second
        };
        assert!(felt(&mut app).is_empty(), "nothing rumbled before {m}");
        let before = stones(&app);
        walk_cursor(&mut app, pad, c(m));
        pad_button(&mut app, pad, GamepadButton::South);
        if m == "c2" {
            // Horz's c2 fills three more points, and Horz's pad rumbles.
            assert_eq!(stones(&app), before + 4);
            assert_eq!(pad, second);
            assert_eq!(felt(&mut app), [second]);
        } else {
            assert!(stones(&app) > before, "{m} was not played");
        }
    }
}

/// The bindings of the action `A` of the controller of `device`.
fn bindings_of<A: InputAction>(app: &mut App, device: Device) -> Vec<Binding> {
    let world = app.world_mut();
    let controller = world
        .query::<(&Controller, &Actions<Controller>)>()
        .iter(world)
        .find(|(c, _)| c.0 == device)
        .map(|(_, actions)| actions.iter().collect::<Vec<Entity>>())
        .expect("the device's controller");
    let mut out = Vec::new();
    for action in controller {
        let Some(bindings) = world
            .get::<Bindings>(action)
            .filter(|_| world.get::<Action<A>>(action).is_some())
        else {
            continue;
        };
        let list: Vec<Entity> = bindings.iter().collect();
        out.extend(
            list.iter()
                .filter_map(|b| world.get::<Binding>(*b).copied()),
        );
    }
    out
}

#[test]
fn the_prompts_follow_the_device_used_last_and_show_its_real_bindings() {
    use quartet::app::hud::prompts::{Controls, Glyph, controls};
    use quartet::app::input::board_actions::{PlaceHere, ReplayMove, TakeBack, WantHint};
    use quartet::app::input::devices::LastDevice;
    let mut app = crate::support::app(GameKind::Rush, 5);
    let last = |app: &App| app.world().resource::<LastDevice>().0;
    assert_eq!(last(&app), Device::Keyboard);
    let pad = crate::support::connect_pad(&mut app);
    pad_button(&mut app, pad, GamepadButton::DPadUp);
    assert_eq!(
        last(&app),
        Device::Pad(pad),
        "the pad's prompts after it is used"
    );
    key(&mut app, KeyCode::ArrowUp);
    assert_eq!(last(&app), Device::Keyboard);
    pad_button(&mut app, pad, GamepadButton::North);
    assert_eq!(last(&app), Device::Pad(pad));
    crate::support::click(&mut app, c("a1"));
    assert_eq!(
        last(&app),
        Device::Keyboard,
        "the mouse shows the keys again"
    );
    // What the prompts say each button does is what the controllers bind.
    let pad_button_of = |g: &Glyph| match g {
        Glyph::Face('A') => Some(GamepadButton::South),
        Glyph::Face('B') => Some(GamepadButton::East),
        Glyph::Face('X') => Some(GamepadButton::West),
        Glyph::Face('Y') => Some(GamepadButton::North),
        _ => None,
    };
    let key_of = |g: &Glyph| match g {
        Glyph::Key("Enter") => Some(KeyCode::Enter),
        Glyph::Key("U") => Some(KeyCode::KeyU),
        Glyph::Key("Y") => Some(KeyCode::KeyY),
        Glyph::Key("H") => Some(KeyCode::KeyH),
        _ => None,
    };
    for (device, which) in [
        (Device::Pad(pad), Controls::Pad),
        (Device::Keyboard, Controls::Keys),
    ] {
        let table = controls(which, GameKind::Rush);
        for (what, bound) in [
            ("control-place", bindings_of::<PlaceHere>(&mut app, device)),
            ("control-undo", bindings_of::<TakeBack>(&mut app, device)),
            ("control-redo", bindings_of::<ReplayMove>(&mut app, device)),
            ("control-hint", bindings_of::<WantHint>(&mut app, device)),
        ] {
            let (glyphs, _) = table
                .iter()
                .find(|(_, w)| *w == what)
                .unwrap_or_else(|| panic!("no prompt for {what}"));
            for g in glyphs {
                let binding = match which {
                    Controls::Pad => pad_button_of(g).map(Binding::from),
                    Controls::Keys => key_of(g).map(Binding::from),
                };
                let binding = binding.unwrap_or_else(|| panic!("{g:?} for {what}"));
                assert!(
                    bound.contains(&binding),
                    "{what}: {g:?} is not bound ({bound:?})"
                );
            }
        }
    }
}

#[test]
fn undo_between_two_pads_asks_the_other_player_who_agrees_or_refuses() {
    use quartet::app::input::undo_consent::UndoAsked;
    let (mut app, black, white) = two_pads_joined(GameKind::Rush, 5);
    let asked = |app: &App| app.world().resource::<UndoAsked>().0;
    let moves = |app: &App| current(app).game.move_texts();
    walk_cursor(&mut app, black, c("c3"));
    pad_button(&mut app, black, GamepadButton::South);
    assert_eq!(moves(&app), ["c3"]);
    // Black regrets c3 (White is to move): Black's East asks, nothing is taken back yet.
    pad_button(&mut app, black, GamepadButton::East);
    assert_eq!(asked(&app), Some(Side::First));
    assert_eq!(moves(&app), ["c3"]);
    // White refuses with East: the request goes, the move stays.
    pad_button(&mut app, white, GamepadButton::East);
    assert_eq!(asked(&app), None);
    assert_eq!(moves(&app), ["c3"]);
    // Asked again and withdrawn by Black's East.
    pad_button(&mut app, black, GamepadButton::East);
    pad_button(&mut app, black, GamepadButton::East);
    assert_eq!(asked(&app), None);
    assert_eq!(moves(&app), ["c3"]);
    // Asked again: White's South agrees, and it places nothing.
    pad_button(&mut app, black, GamepadButton::East);
    pad_button(&mut app, white, GamepadButton::South);
    assert_eq!(asked(&app), None);
    assert!(moves(&app).is_empty(), "{:?}", moves(&app));
    assert_eq!(current(&app).to_move(), Some(Side::First));
}

/// The panel's Undo button clicked with the mouse, as `hud::panel` does: the mouse is the
/// keyboard's, so it asks, withdraws or agrees as the keyboard's keys would.
fn click_panel_undo(app: &mut App) -> quartet::app::input::undo_consent::UndoButton {
    use quartet::app::game::{CurrentMatch, PlayerAction};
    use quartet::app::input::undo_consent::{UndoAsked, UndoButton, click_undo};
    let world = app.world_mut();
    let (shown, action) = world.resource_scope(|world, mut asked: Mut<UndoAsked>| {
        let holders = world.resource::<SideHolders>();
        let current = world.resource::<CurrentMatch>();
        let shown = UndoButton::of(holders, current, *asked, Device::Keyboard);
        (
            shown,
            click_undo(holders, current, &mut asked, Device::Keyboard),
        )
    });
    if let Some(action) = action {
        world.write_message::<PlayerAction>(action);
    }
    app.update();
    shown
}

#[test]
fn the_panels_undo_asks_the_pad_player_when_the_mouse_and_a_pad_play_each_other() {
    use quartet::app::input::undo_consent::{UndoAsked, UndoButton};
    let mut app = setup_screen(GameKind::Rush, 5, [Seat::Human, Seat::Human]);
    let pad = connect_pad_named(&mut app, "Pad Alpha");
    app.update();
    key(&mut app, KeyCode::Enter);
    pad_button(&mut app, pad, GamepadButton::South);
    assert_eq!(
        holders(&app),
        [Some(Device::Keyboard), Some(Device::Pad(pad))]
    );
    start_with(&mut app, pad);
    let asked = |app: &App| app.world().resource::<UndoAsked>().0;
    let moves = |app: &App| current(app).game.move_texts();
    crate::support::click(&mut app, c("c3"));
    assert_eq!(moves(&app), ["c3"]);
    // The mouse's click asks; the move stays until the pad's player answers.
    assert_eq!(click_panel_undo(&mut app), UndoButton::Ask);
    assert_eq!(asked(&app), Some(Side::First));
    assert_eq!(moves(&app), ["c3"]);
    // A second click withdraws it.
    assert_eq!(click_panel_undo(&mut app), UndoButton::Withdraw);
    assert_eq!(asked(&app), None);
    assert_eq!(moves(&app), ["c3"]);
    // Asked again, the pad's South agrees and the move goes.
    click_panel_undo(&mut app);
    pad_button(&mut app, pad, GamepadButton::South);
    assert!(moves(&app).is_empty(), "{:?}", moves(&app));
    // The pad plays a1 and asks; the mouse's click agrees.
    crate::support::click(&mut app, c("c3"));
    walk_cursor(&mut app, pad, c("a1"));
    pad_button(&mut app, pad, GamepadButton::South);
    assert_eq!(moves(&app), ["c3", "a1"]);
    pad_button(&mut app, pad, GamepadButton::East);
    assert_eq!(asked(&app), Some(Side::Second));
    assert_eq!(click_panel_undo(&mut app), UndoButton::Agree);
    assert_eq!(moves(&app), ["c3"]);
    assert_eq!(asked(&app), None);
}

#[test]
fn the_panels_undo_is_off_for_the_mouse_when_two_pads_hold_the_sides() {
    use quartet::app::input::undo_consent::UndoButton;
    let (mut app, black, _white) = two_pads_joined(GameKind::Rush, 5);
    walk_cursor(&mut app, black, c("c3"));
    pad_button(&mut app, black, GamepadButton::South);
    assert_eq!(click_panel_undo(&mut app), UndoButton::Off);
    assert_eq!(current(&app).game.move_texts(), ["c3"]);
}

#[test]
fn the_actions_menu_reaches_the_panels_actions_and_the_move_list_by_pad_and_keys() {
    use quartet::app::game::hint::HeatMap;
    use quartet::app::hud::actions_menu::{ActionsMenu, MenuRow};
    use quartet::app::hud::nav::RulesOpen;
    let mut app = crate::support::app(GameKind::Rush, 5);
    let pad = crate::support::connect_pad(&mut app);
    for m in ["c3", "a1", "e5"] {
        crate::support::click(&mut app, c(m));
    }
    let menu = |app: &App| *app.world().resource::<ActionsMenu>();
    let row = |app: &App| menu(app).current(current(app));
    let moves = |app: &App| current(app).game.move_texts();
    // Select opens it on its first row; the d-pad goes down to the heat map, South turns it on.
    pad_button(&mut app, pad, GamepadButton::Select);
    assert_eq!(menu(&app).by, Some(Device::Pad(pad)));
    assert_eq!(row(&app), MenuRow::Hint);
    pad_button(&mut app, pad, GamepadButton::DPadDown);
    assert_eq!(row(&app), MenuRow::HeatMap);
    pad_button(&mut app, pad, GamepadButton::South);
    assert!(app.world().resource::<HeatMap>().0);
    assert_eq!(
        moves(&app),
        ["c3", "a1", "e5"],
        "South in the menu places nothing"
    );
    assert_eq!(
        app.world().resource::<BoardCursor>().at,
        None,
        "nor moves the cursor"
    );
    // The move list: left shows the position one move earlier, twice; right one later.
    for _ in 0..6 {
        pad_button(&mut app, pad, GamepadButton::DPadDown);
    }
    assert_eq!(row(&app), MenuRow::Moves);
    pad_button(&mut app, pad, GamepadButton::DPadLeft);
    pad_button(&mut app, pad, GamepadButton::DPadLeft);
    assert_eq!(current(&app).viewing(), Some(1));
    pad_button(&mut app, pad, GamepadButton::DPadRight);
    assert_eq!(current(&app).viewing(), Some(2));
    // East closes it, back to the live board; it took nothing back and did not pause.
    pad_button(&mut app, pad, GamepadButton::East);
    assert!(!menu(&app).is_open());
    assert_eq!(current(&app).viewing(), None);
    assert_eq!(moves(&app), ["c3", "a1", "e5"]);
    assert_eq!(
        *app.world().resource::<State<Pause>>().get(),
        Pause::Running
    );
    // The keyboard: Tab opens it, the arrows choose Rules, Enter opens them; Esc closes the
    // rules first, then the menu, without pausing.
    key(&mut app, KeyCode::Tab);
    assert_eq!(menu(&app).by, Some(Device::Keyboard));
    for _ in 0..3 {
        key(&mut app, KeyCode::ArrowDown);
    }
    assert_eq!(row(&app), MenuRow::Rules);
    key(&mut app, KeyCode::Enter);
    assert!(app.world().resource::<RulesOpen>().0);
    key(&mut app, KeyCode::Escape);
    assert!(!app.world().resource::<RulesOpen>().0);
    assert!(menu(&app).is_open());
    key(&mut app, KeyCode::Escape);
    assert!(!menu(&app).is_open());
    assert_eq!(
        *app.world().resource::<State<Pause>>().get(),
        Pause::Running
    );
    assert_eq!(moves(&app), ["c3", "a1", "e5"]);
}

/// A pad alone can swap in Quadrex: the actions menu offers the swap (after the hint) while
/// the rules allow it, and only then.
#[test]
fn a_pad_swaps_through_the_actions_menu_while_the_swap_is_legal() {
    use quartet::app::hud::actions_menu::{ActionsMenu, MenuRow};
    let mut app = crate::support::app(GameKind::Quadrex, 7);
    let pad = crate::support::connect_pad(&mut app);
    let menu = |app: &App| *app.world().resource::<ActionsMenu>();
    let rows = |app: &App| ActionsMenu::rows(current(app));
    assert!(
        !rows(&app).contains(&MenuRow::Swap),
        "no swap before Vert's first move"
    );
    crate::support::click(&mut app, c("c4"));
    assert_eq!(rows(&app)[..2], [MenuRow::Hint, MenuRow::Swap]);
    pad_button(&mut app, pad, GamepadButton::Select);
    pad_button(&mut app, pad, GamepadButton::DPadDown);
    assert_eq!(menu(&app).current(current(&app)), MenuRow::Swap);
    pad_button(&mut app, pad, GamepadButton::South);
    assert_eq!(current(&app).game.move_texts(), ["c4", "swap"]);
    assert!(!menu(&app).is_open(), "the swap closes the menu");
    assert!(
        !rows(&app).contains(&MenuRow::Swap),
        "and is offered no more"
    );
}

#[test]
fn the_controls_page_opens_from_the_pause_menu_and_keeps_the_presses() {
    use quartet::app::hud::prompts::ControlsOpen;
    use quartet::app::screens::pause::PauseButton;
    let mut app = crate::support::app(GameKind::Rush, 5);
    let pad = crate::support::connect_pad(&mut app);
    pad_button(&mut app, pad, GamepadButton::Start);
    let controls = find::<PauseButton>(&mut app, |b| *b == PauseButton::Controls);
    app.world_mut().resource_mut::<MenuFocus>().0 = Some(controls);
    pad_button(&mut app, pad, GamepadButton::South);
    app.update();
    assert!(app.world().resource::<ControlsOpen>().0);
    // The menu's buttons are hidden under the page (their row is), and shown again when it
    // closes.
    let shown = |app: &mut App| {
        let world = app.world_mut();
        let rows: Vec<Entity> = world
            .query_filtered::<&ChildOf, With<PauseButton>>()
            .iter(world)
            .map(|c| c.parent())
            .collect();
        rows.iter()
            .filter(|&&row| world.get::<Visibility>(row) != Some(&Visibility::Hidden))
            .count()
    };
    assert_eq!(shown(&mut app), 0);
    // South while it is open presses nothing behind it (the focus is on Controls still, and
    // Resume would be next): the menu stays.
    let resume = find::<PauseButton>(&mut app, |b| *b == PauseButton::Resume);
    app.world_mut().resource_mut::<MenuFocus>().0 = Some(resume);
    pad_button(&mut app, pad, GamepadButton::South);
    app.update();
    let pause = |app: &App| *app.world().resource::<State<Pause>>().get();
    assert_eq!(pause(&app), Pause::Paused);
    // B closes the page, not the pause menu.
    pad_button(&mut app, pad, GamepadButton::East);
    app.update();
    assert!(!app.world().resource::<ControlsOpen>().0);
    assert_eq!(pause(&app), Pause::Paused);
    app.update();
    let back = shown(&mut app);
    assert!(back >= 7, "the menu's buttons are back: {back}");
}
