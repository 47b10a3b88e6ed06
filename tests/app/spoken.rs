//! The game by text in the app: lines typed in the move box are commands answered in the
//! spoken log or moves played as any input plays them; every move of either side is
//! announced, the AI's thinking too, and a refused move with the rules' reason.

use crate::support::{current, logic_app, run_until, send};
use quartet::app::game::PlayerAction;
use quartet::app::game::Seat;
use quartet::app::settings::Settings;
use quartet::app::spoken::{Spoken, TextTyped};
use quartet::game_text::ReadPerMove;
use quartet::rules::GameKind;

fn last(app: &bevy::prelude::App) -> String {
    app.world()
        .resource::<Spoken>()
        .last()
        .unwrap_or_default()
        .to_string()
}

fn typed(app: &mut bevy::prelude::App, line: &str) {
    send(app, TextTyped(line.to_string()));
    app.update();
}

#[test]
fn a_game_of_two_players_by_text_alone() {
    let mut app = logic_app(GameKind::Rush, 5, [Seat::Human, Seat::Human]);
    typed(&mut app, "t");
    assert_eq!(last(&app), "Black to move.");
    typed(&mut app, "c3");
    assert_eq!(current(&app).game.move_texts(), ["c3"]);
    assert_eq!(last(&app), "Black c3.");
    typed(&mut app, "c3");
    assert_eq!(last(&app), "Not allowed: c3 is occupied.");
    assert_eq!(
        current(&app).game.len(),
        1,
        "a refused move changes nothing"
    );
    typed(&mut app, "b3");
    typed(&mut app, "a1");
    typed(&mut app, "d3");
    assert_eq!(last(&app), "White d3.");
    typed(&mut app, "r 3");
    assert_eq!(
        last(&app),
        "Row 3: a3 empty, b3 White, c3 Black, d3 White, e3 empty."
    );
    typed(&mut app, "hello");
    assert_eq!(
        last(&app),
        "\"hello\" is not a command or a move. Type h for the commands."
    );
}

#[test]
fn the_ai_s_thinking_and_its_answer_are_announced() {
    let mut app = logic_app(GameKind::Rush, 5, [Seat::Human, Seat::Ai { level: 1 }]);
    typed(&mut app, "c3");
    run_until(&mut app, |app| current(app).game.len() >= 2);
    app.update();
    let lines: Vec<String> = app
        .world()
        .resource::<Spoken>()
        .lines()
        .iter()
        .map(|(_, text)| text.clone())
        .collect();
    let answer = current(&app).game.move_texts()[1].clone();
    assert_eq!(
        lines,
        [
            // Each screen says its name when it opens: the title, then the game.
            "Main menu",
            "Game",
            "Black c3.",
            "White is thinking…",
            &format!("White {answer}.")
        ],
        "{lines:?}"
    );
    let numbers: Vec<u64> = app
        .world()
        .resource::<Spoken>()
        .lines()
        .iter()
        .map(|(n, _)| *n)
        .collect();
    assert_eq!(numbers, [0, 1, 2, 3, 4]);
}

#[test]
fn a_move_typed_on_the_other_side_s_turn_is_not_played() {
    let mut app = logic_app(GameKind::Rush, 5, [Seat::Remote, Seat::Human]);
    typed(&mut app, "c3");
    assert_eq!(last(&app), "Not your turn: Black is to move.");
    assert!(current(&app).game.is_empty());
}

#[test]
fn how_much_is_read_per_move_is_the_player_s_setting() {
    let mut app = logic_app(GameKind::Rush, 5, [Seat::Human, Seat::Human]);
    app.world_mut().resource_mut::<Settings>().read_per_move = ReadPerMove::All;
    typed(&mut app, "c3");
    let lines = app.world().resource::<Spoken>().lines().to_vec();
    let said: Vec<&str> = lines
        .iter()
        .map(|(_, t)| t.as_str())
        .rev()
        .take(2)
        .collect();
    assert_eq!(said, ["Black 1, White 0. White to move.", "Black c3."]);
}

#[test]
fn a_hint_asked_by_text_is_said_with_its_chances() {
    let mut app = logic_app(GameKind::Rush, 5, [Seat::Human, Seat::Human]);
    typed(&mut app, "c3");
    typed(&mut app, "hint");
    assert_eq!(last(&app), "Looking for a hint…");
    run_until(&mut app, |app| last(app) != "Looking for a hint…");
    let said = last(&app);
    let best = said
        .strip_prefix("Hint: ")
        .and_then(|s| s.split(',').next())
        .unwrap_or_else(|| panic!("{said:?}"));
    // The move named is legal here, and the chances follow it.
    let position = current(&app).game.position().clone();
    let mv = position.parse_move(best).expect("a move in notation");
    assert!(position.check(mv).is_ok(), "{said:?}");
    assert!(said.contains("win") || said.contains("lost"), "{said:?}");
}

#[test]
fn a_past_position_on_view_says_which_move_led_to_it() {
    let mut app = logic_app(GameKind::Rush, 5, [Seat::Human, Seat::Human]);
    for mv in ["c3", "b3", "a1"] {
        typed(&mut app, mv);
    }
    send(&mut app, PlayerAction::View(Some(2)));
    app.update();
    assert_eq!(last(&app), "After move 2: White b3.");
    send(&mut app, PlayerAction::View(Some(0)));
    app.update();
    assert_eq!(last(&app), "The start of the game.");
    send(&mut app, PlayerAction::View(None));
    app.update();
    assert_eq!(last(&app), "The game as it stands.");
    // Without a review, its commands say so.
    typed(&mut app, "m 2");
    assert_eq!(
        last(&app),
        "No review yet: review the game from its panel first."
    );
}
