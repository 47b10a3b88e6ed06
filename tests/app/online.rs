//! Games online, headless: apps with the game's logic play each other through a real
//! `quartet server` on loopback (a free port, a temporary database). Every move is a
//! `PlayerAction`, as a click makes it; the friend's arrive the same way. The server is killed
//! mid-game and started again, and a game closed and opened again takes its seat back.

#[path = "../shared/server.rs"]
mod server;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use quartet::app::game::{CurrentMatch, MatchSetup, PlayerAction, Seat};
use quartet::app::online::{Ask, GoOnline, LinkState, Online};
use quartet::app::settings::Settings;
use quartet::app::settings::online::HeldSeats;
use quartet::app::{LogicPlugin, Screen};
use quartet::rules::{GameKind, MatchOptions, Outcome, Side};
use server::{Server, WAIT};
use std::time::Instant;

/// An app with the game's logic whose settings name `server` and the player `name`.
fn player(server: &Server, name: &str) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, LogicPlugin));
    app.finish();
    app.cleanup();
    app.update();
    let mut settings = app.world_mut().resource_mut::<Settings>();
    settings.online.server = format!("127.0.0.1:{}", server.port);
    settings.online.name = name.to_string();
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn online(app: &App) -> &Online {
    app.world().resource::<Online>()
}

fn history(app: &App) -> Vec<String> {
    app.world()
        .get_resource::<CurrentMatch>()
        .map_or_else(Vec::new, |c| c.game.history())
}

/// Updates every app until `done` holds; fails after [`WAIT`] with `what`.
fn until(apps: &mut [&mut App], what: &str, done: impl Fn(&[&mut App]) -> bool) {
    let deadline = Instant::now() + WAIT;
    while !done(apps) {
        assert!(Instant::now() < deadline, "waited too long for {what}");
        for app in apps.iter_mut() {
            app.update();
        }
        std::thread::yield_now();
    }
}

/// Ann creates a room of Rush 5x5 on the first side; Bob joins it by its code.
fn meet(ann: &mut App, bob: &mut App) -> String {
    let setup = MatchSetup {
        kind: GameKind::Rush,
        size: 5,
        seats: [Seat::Human, Seat::Remote],
        options: MatchOptions::default(),
    };
    ann.world_mut().write_message(GoOnline(Ask::Create {
        setup,
        side: Side::First,
    }));
    until(&mut [ann], "Ann's room", |a| screen(a[0]) == Screen::Play);
    let room = online(ann).room.clone().expect("a room code");
    assert_eq!(
        online(ann).waiting_text(&crate::support::en()).as_deref(),
        Some("Waiting for the other player to join: send them the code")
    );
    bob.world_mut()
        .write_message(GoOnline(Ask::Join { room: room.clone() }));
    until(&mut [ann, bob], "both at the board, both online", |a| {
        a.iter().all(|app| {
            screen(app) == Screen::Play
                && app.world().get_resource::<Online>().is_some_and(|o| {
                    o.friend().is_some_and(|f| f.online)
                        && o.waiting_text(&crate::support::en()).is_none()
                })
        })
    });
    room
}

/// The app whose player is to move, of `apps`, and its index.
fn mover(apps: &[&mut App]) -> Option<usize> {
    apps.iter().position(|app| {
        let current = app.world().resource::<CurrentMatch>();
        current.to_move().is_some() && current.to_move() == online(app).side
    })
}

/// Plays `count` moves (or to the end), each a legal move of the player to move made as a
/// `PlayerAction`, and waits until every app has it.
fn play_moves(apps: &mut [&mut App], count: usize, seed: &mut u64) {
    for _ in 0..count {
        let Some(k) = mover(apps) else {
            return;
        };
        let legal = apps[k]
            .world()
            .resource::<CurrentMatch>()
            .game
            .position()
            .legal_moves();
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mv = legal[(*seed >> 33) as usize % legal.len()];
        apps[k].world_mut().write_message(PlayerAction::Play(mv));
        apps[k].update();
        let wanted = history(apps[k]);
        until(apps, "the move on every board", |a| {
            a.iter().all(|app| history(app) == wanted)
        });
    }
}

#[test]
fn two_players_play_a_whole_game_through_the_server_by_player_actions() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = Server::start(&dir.path().join("s.sqlite3"));
    let (mut ann, mut bob) = (player(&server, "Ann"), player(&server, "Bob"));
    let room = meet(&mut ann, &mut bob);
    // Each sees the other's name, and plays their own side against a friend's seat.
    assert_eq!(online(&ann).friend().map(|f| f.name.as_str()), Some("Bob"));
    assert_eq!(online(&bob).friend().map(|f| f.name.as_str()), Some("Ann"));
    assert_eq!(online(&bob).side, Some(Side::Second));
    let seats = |app: &App| app.world().resource::<CurrentMatch>().seats;
    assert_eq!(seats(&ann), [Seat::Human, Seat::Remote]);
    assert_eq!(seats(&bob), [Seat::Remote, Seat::Human]);
    // The seat is held for Continue while the game goes on.
    let held = &ann.world().resource::<HeldSeats>().held;
    assert_eq!(held.last().map(|h| h.room.as_str()), Some(room.as_str()));
    assert_eq!(held[0].title, "Rush 5x5 with Bob");

    // No undo online: the match stays as it is.
    let mut seed = 7;
    play_moves(&mut [&mut ann, &mut bob], 2, &mut seed);
    ann.world_mut().write_message(PlayerAction::Undo);
    ann.update();
    assert_eq!(history(&ann).len(), 2, "an undo online changed the match");

    play_moves(&mut [&mut ann, &mut bob], 200, &mut seed);
    until(&mut [&mut ann, &mut bob], "both end screens", |a| {
        a.iter().all(|app| screen(app) == Screen::End)
    });
    let outcome = |app: &App| app.world().resource::<CurrentMatch>().outcome();
    assert_eq!(outcome(&ann), outcome(&bob));
    assert!(outcome(&ann).is_over());
    assert_eq!(history(&ann), history(&bob));
    until(&mut [&mut ann, &mut bob], "the server's result", |a| {
        a.iter().all(|app| online(app).result.is_some())
    });
    // Over: no seat is held any more.
    for app in [&ann, &bob] {
        assert!(app.world().resource::<HeldSeats>().held.is_empty());
    }
    let winner = online(&ann).result.as_ref().and_then(|r| r.winner.clone());
    let expected = match outcome(&ann) {
        Outcome::Win(side) => Some(GameKind::Rush.colour(side).to_string()),
        _ => None,
    };
    assert_eq!(winner, expected);
}

#[test]
fn a_resignation_reaches_the_friend_whoever_is_to_move() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = Server::start(&dir.path().join("s.sqlite3"));
    let (mut ann, mut bob) = (player(&server, "Ann"), player(&server, "Bob"));
    meet(&mut ann, &mut bob);
    let mut seed = 3;
    play_moves(&mut [&mut ann, &mut bob], 1, &mut seed);
    // Bob resigns on his turn; Ann, waiting, is told and wins.
    bob.world_mut().write_message(PlayerAction::Resign);
    until(&mut [&mut ann, &mut bob], "both end screens", |a| {
        a.iter().all(|app| screen(app) == Screen::End)
    });
    let outcome = |app: &App| app.world().resource::<CurrentMatch>().outcome();
    assert_eq!(outcome(&ann), Outcome::Win(Side::First));
    assert_eq!(outcome(&bob), Outcome::Win(Side::First));
    until(&mut [&mut ann], "the server's result", |a| {
        online(a[0]).result.is_some()
    });
    assert_eq!(
        online(&ann).result.as_ref().map(|r| r.reason.as_str()),
        Some("resigned")
    );
}

#[test]
fn a_killed_server_and_a_closed_game_lose_nothing() {
    let dir = tempfile::tempdir().expect("a folder");
    let db = dir.path().join("s.sqlite3");
    let server = Server::start(&db);
    let port = server.port;
    let (mut ann, mut bob) = (player(&server, "Ann"), player(&server, "Bob"));
    meet(&mut ann, &mut bob);
    let mut seed = 11;
    play_moves(&mut [&mut ann, &mut bob], 4, &mut seed);
    let before = history(&ann);

    // SIGKILL: both connections drop, and the apps try again with a growing wait.
    server.kill();
    until(&mut [&mut ann, &mut bob], "both to notice", |a| {
        a.iter()
            .all(|app| matches!(online(app).link, LinkState::Retrying { .. }))
    });
    let server = Server::start_at(&db, &format!("127.0.0.1:{port}"));
    until(&mut [&mut ann, &mut bob], "both back, by token", |a| {
        a.iter().all(|app| {
            online(app).link == LinkState::Open && online(app).friend().is_some_and(|f| f.online)
        })
    });
    assert_eq!(history(&ann), before);
    assert_eq!(history(&bob), before);
    play_moves(&mut [&mut ann, &mut bob], 2, &mut seed);

    // Ann closes the game; a new one, with her settings, takes the seat back from Continue.
    let settings = ann.world().resource::<Settings>().clone();
    let seats = ann.world().resource::<HeldSeats>().clone();
    drop(ann);
    let seat = seats.latest().cloned().expect("the seat held");
    let mut again = player(&server, "Ann");
    again.insert_resource(settings);
    again.insert_resource(seats);
    again.world_mut().write_message(GoOnline(Ask::Resume {
        room: seat.room,
        token: seat.token,
    }));
    let wanted = history(&bob);
    until(
        &mut [&mut again, &mut bob],
        "the game taken up again",
        |a| screen(a[0]) == Screen::Play && history(a[0]) == wanted,
    );
    assert_eq!(online(&again).side, Some(Side::First));
    play_moves(&mut [&mut again, &mut bob], 200, &mut seed);
    until(&mut [&mut again, &mut bob], "both end screens", |a| {
        a.iter().all(|app| screen(app) == Screen::End)
    });
    assert_eq!(history(&again), history(&bob));
}

#[test]
fn a_room_that_does_not_exist_is_said_and_nothing_starts() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = Server::start(&dir.path().join("s.sqlite3"));
    let mut bob = player(&server, "Bob");
    bob.world_mut().write_message(GoOnline(Ask::Join {
        room: "ZZZZZZ".into(),
    }));
    until(&mut [&mut bob], "the refusal", |a| {
        let online = a[0].world().get_resource::<Online>();
        online.is_some_and(|o| o.link == LinkState::Stopped)
    });
    assert_eq!(screen(&bob), Screen::Online);
    let problem = online(&bob)
        .problem
        .as_ref()
        .map(|p| p.text(&crate::support::en()))
        .unwrap_or_default();
    assert!(problem.contains("does not exist"), "{problem}");
    assert!(bob.world().get_resource::<CurrentMatch>().is_none());
}

mod screens {
    //! The Online screen and the setup of a room, by clicks as the mouse (or a pad's confirm)
    //! makes them; no server needed: what they ask for is checked.
    use crate::support::{click_entity, find, view_app};
    use bevy::prelude::*;
    use quartet::app::Screen;
    use quartet::app::game::{MatchSetup, Seat};
    use quartet::app::online::{Ask, Online};
    use quartet::app::screens::online::{CodeKey, CreateButton, JoinButton};
    use quartet::app::screens::select::GameCard;
    use quartet::app::screens::setup::{Setting, StartButton, Step};
    use quartet::app::screens::title::ContinueOnline;
    use quartet::app::settings::online::{HeldSeat, HeldSeats};
    use quartet::rules::{GameKind, Side};

    fn go(app: &mut App, screen: Screen) {
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(screen);
        app.update();
        app.update();
    }

    fn press(app: &mut App, key: Option<char>) {
        let target = find::<CodeKey>(app, |k| k.0 == key);
        click_entity(app, target);
    }

    #[test]
    fn a_code_typed_on_the_screen_s_keys_joins_that_room() {
        let mut app = view_app();
        go(&mut app, Screen::Online);
        // Join does nothing with a code not whole.
        for key in ['A', 'B', 'C', '2', '3'] {
            press(&mut app, Some(key));
        }
        let join = find::<JoinButton>(&mut app, |_| true);
        click_entity(&mut app, join);
        assert!(app.world().get_resource::<Online>().is_none());
        // A wrong key rubbed out, the last one typed: ABC234.
        press(&mut app, Some('9'));
        press(&mut app, None);
        press(&mut app, Some('4'));
        click_entity(&mut app, join);
        let online = app.world().resource::<Online>();
        assert_eq!(
            online.ask,
            Ask::Join {
                room: "ABC234".into()
            }
        );
        assert_eq!(online.room.as_deref(), Some("ABC234"));
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Online
        );
        // Back: the game online is left.
        go(&mut app, Screen::Title);
        assert!(app.world().get_resource::<Online>().is_none());
    }

    #[test]
    fn create_a_room_sets_up_a_friend_online_and_start_asks_the_server() {
        let mut app = view_app();
        go(&mut app, Screen::Online);
        let create = find::<CreateButton>(&mut app, |_| true);
        click_entity(&mut app, create);
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Select
        );
        let rush = find::<GameCard>(&mut app, |c| c.0 == GameKind::Rush);
        click_entity(&mut app, rush);
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Setup
        );
        let seats = |app: &App| app.world().resource::<MatchSetup>().seats;
        assert_eq!(seats(&app), [Seat::Human, Seat::Remote]);
        // Black's seat to the AI: the friend's seat turns the player's (no AI against a
        // friend online).
        let black_next = find::<Step>(&mut app, |s| s.setting == Setting::Seat(0) && s.by == 1);
        click_entity(&mut app, black_next);
        assert_eq!(seats(&app), [Seat::Ai { level: 1 }, Seat::Human]);
        // The friend on Black's seat: White is the player's.
        let black_back = find::<Step>(&mut app, |s| s.setting == Setting::Seat(0) && s.by == -1);
        click_entity(&mut app, black_back);
        click_entity(&mut app, black_back);
        assert_eq!(seats(&app), [Seat::Remote, Seat::Human]);
        let start = find::<StartButton>(&mut app, |_| true);
        click_entity(&mut app, start);
        let online = app.world().resource::<Online>();
        let Ask::Create { setup, side } = &online.ask else {
            panic!("not a create: {:?}", online.ask);
        };
        assert_eq!((setup.kind, *side), (GameKind::Rush, Side::Second));
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Online
        );
    }

    #[test]
    fn the_title_offers_the_game_online_held_and_takes_it_up() {
        let mut app = view_app();
        app.world_mut().resource_mut::<HeldSeats>().hold(HeldSeat {
            server: "ws://127.0.0.1:1/ws".into(),
            room: "HJKMNP".into(),
            token: "secret".into(),
            title: "Rush 9x9 with Bob".into(),
        });
        go(&mut app, Screen::Select);
        go(&mut app, Screen::Title);
        let button = find::<ContinueOnline>(&mut app, |_| true);
        click_entity(&mut app, button);
        let online = app.world().resource::<Online>();
        assert_eq!(
            online.ask,
            Ask::Resume {
                room: "HJKMNP".into(),
                token: "secret".into()
            }
        );
        // On the server that gave the seat.
        assert_eq!(online.server, "ws://127.0.0.1:1/ws");
    }
}
