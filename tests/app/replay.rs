//! The replay viewer: a finished game steps, jumps and plays itself at the chosen speed, from
//! the panel's buttons and the end screen's keys alike (they send the same `ReplayAction`).

use crate::support::{app, current, key, play, screen, send};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use quartet::app::Screen;
use quartet::app::game::PlayerAction;
use quartet::app::hud::replay::{Replay, ReplayAction, ReplaySpeed};
use quartet::rules::GameKind;
use std::time::Duration;

/// A Rush game of four moves, resigned: the end screen, on a clock of 100 ms a frame.
fn finished() -> App {
    let mut app = app(GameKind::Rush, 9);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        100,
    )));
    play(&mut app, "e5 d4 c3 f6");
    send(&mut app, PlayerAction::Resign);
    app.update();
    assert_eq!(screen(&app), Screen::End);
    app
}

fn viewing(app: &App) -> Option<usize> {
    current(app).viewing()
}

fn ask(app: &mut App, action: ReplayAction) {
    app.world_mut().write_message(action);
    app.update();
}

#[test]
fn the_keys_step_and_jump_through_a_finished_game() {
    let mut app = finished();
    key(&mut app, KeyCode::Home);
    assert_eq!(viewing(&app), Some(0));
    key(&mut app, KeyCode::ArrowRight);
    key(&mut app, KeyCode::ArrowRight);
    assert_eq!(viewing(&app), Some(2));
    key(&mut app, KeyCode::ArrowLeft);
    assert_eq!(viewing(&app), Some(1));
    key(&mut app, KeyCode::End);
    assert_eq!(viewing(&app), None, "the last position is the live one");
    key(&mut app, KeyCode::ArrowRight);
    assert_eq!(viewing(&app), None, "nothing past the end");
    assert_eq!(
        screen(&app),
        Screen::End,
        "stepping never leaves the end screen"
    );
}

#[test]
fn autoplay_starts_over_from_the_end_steps_at_its_speed_and_stops_at_the_last_move() {
    let mut app = finished();
    ask(&mut app, ReplayAction::PlayPause);
    assert!(app.world().resource::<Replay>().playing);
    assert_eq!(viewing(&app), Some(0), "from the end, autoplay starts over");
    // Normal speed: one move a second, ten frames of 100 ms.
    let mut seen = vec![viewing(&app)];
    for _ in 0..60 {
        app.update();
        if seen.last() != Some(&viewing(&app)) {
            seen.push(viewing(&app));
        }
    }
    assert_eq!(seen, [Some(0), Some(1), Some(2), Some(3), None]);
    assert!(
        !app.world().resource::<Replay>().playing,
        "it stops at the end"
    );
}

#[test]
fn a_faster_speed_steps_sooner_and_a_step_by_hand_stops_autoplay() {
    let mut app = finished();
    ask(&mut app, ReplayAction::Speed);
    assert_eq!(app.world().resource::<Replay>().speed, ReplaySpeed::Fast);
    key(&mut app, KeyCode::KeyP);
    assert_eq!(viewing(&app), Some(0));
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(viewing(&app), Some(1), "fast: 0.4 s a move");
    key(&mut app, KeyCode::ArrowLeft);
    assert!(!app.world().resource::<Replay>().playing);
    let here = viewing(&app);
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(viewing(&app), here, "stopped");
}
