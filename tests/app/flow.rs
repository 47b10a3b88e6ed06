//! The game's logic, headless: MinimalPlugins, states and the LogicPlugin, no window.

use crate::support::{current, logic_app, run_until, screen, send};
use bevy::prelude::*;
use quartet::app::Screen;
use quartet::app::game::{BoardReset, MoveApplied, MoveRejected, PlayerAction, Seat};
use quartet::rules::{AnyMove, GameKind, MatchOptions, Side};

/// Counts what the logic sent, frame by frame (messages live only two frames).
#[derive(Resource, Default)]
struct Seen {
    applied: Vec<MoveApplied>,
    rejected: Vec<String>,
    resets: usize,
}

fn record(
    mut applied: MessageReader<MoveApplied>,
    mut rejected: MessageReader<MoveRejected>,
    mut resets: MessageReader<BoardReset>,
    mut seen: ResMut<Seen>,
) {
    seen.applied.extend(applied.read().cloned());
    seen.rejected
        .extend(rejected.read().map(|r| r.reason.clone()));
    seen.resets += resets.read().count();
}

/// The logic app with a recorder of what it sends.
fn app(kind: GameKind, size: usize, seats: [Seat; 2]) -> App {
    let mut app = logic_app(kind, size, seats);
    app.init_resource::<Seen>();
    app.add_systems(PostUpdate, record);
    app
}

#[test]
fn ai_against_ai_plays_every_game_to_the_end_screen() {
    for (kind, size) in [
        (GameKind::Rekushu, 6),
        (GameKind::Rush, 5),
        (GameKind::Quadrex, 5),
        (GameKind::Cheversi, 8),
    ] {
        let mut app = app(kind, size, [Seat::Ai { level: 1 }, Seat::Ai { level: 2 }]);
        assert_eq!(screen(&app), Screen::Play);
        run_until(&mut app, |a| screen(a) == Screen::End);
        let m = current(&app);
        assert!(m.outcome().is_over(), "{kind}");
        assert!(m.to_move().is_none());
        let seen = app.world().resource::<Seen>();
        assert_eq!(
            seen.applied.len(),
            m.game.len(),
            "{kind}: one MoveApplied per move"
        );
        assert!(
            seen.rejected.is_empty(),
            "{kind}: the AI's moves are legal: {:?}",
            seen.rejected
        );
        assert_eq!(seen.resets, 1, "the new match resets the board once");
        // The applied moves are the match's history, in order.
        let texts: Vec<String> = seen.applied.iter().map(|m| m.text.clone()).collect();
        assert_eq!(texts, m.game.move_texts());
    }
}

#[test]
fn human_moves_go_through_player_actions_and_bad_ones_are_refused() {
    let mut app = app(GameKind::Quadrex, 5, [Seat::Human, Seat::Human]);
    let pos = current(&app).game.position().clone();
    let c3 = pos.parse_move("c3").expect("notation");
    send(&mut app, PlayerAction::Play(c3));
    assert_eq!(current(&app).game.len(), 1);
    assert_eq!(current(&app).to_move(), Some(Side::Second));
    // c3 again: refused with a reason, nothing changes.
    send(&mut app, PlayerAction::Play(c3));
    assert_eq!(current(&app).game.len(), 1);
    let seen = app.world().resource::<Seen>();
    assert_eq!(seen.rejected.len(), 1);
    assert!(
        seen.rejected[0].contains("occupied"),
        "{}",
        seen.rejected[0]
    );
    // A move of another game is refused too.
    let rush =
        quartet::rules::Match::new(GameKind::Rush, None, MatchOptions::default()).expect("valid");
    let foreign = rush.position().parse_move("a1").expect("notation");
    send(&mut app, PlayerAction::Play(foreign));
    assert_eq!(current(&app).game.len(), 1);
    // Undo and redo between humans: one move each.
    send(&mut app, PlayerAction::Undo);
    assert_eq!(current(&app).game.len(), 0);
    assert!(current(&app).can_redo());
    send(&mut app, PlayerAction::Redo);
    assert_eq!(current(&app).game.len(), 1);
    assert!(!current(&app).can_redo());
    // Resigning ends the game for the side to move.
    send(&mut app, PlayerAction::Resign);
    app.update();
    assert_eq!(screen(&app), Screen::End);
    assert_eq!(
        current(&app).outcome(),
        quartet::rules::Outcome::Win(Side::First)
    );
}

#[test]
fn undo_against_the_ai_returns_to_the_humans_turn() {
    let mut app = app(GameKind::Rush, 5, [Seat::Human, Seat::Ai { level: 1 }]);
    let first = current(&app).game.position().legal_moves()[0];
    send(&mut app, PlayerAction::Play(first));
    // The AI answers on its own.
    run_until(&mut app, |a| current(a).to_move() == Some(Side::First));
    let len = current(&app).game.len();
    assert!(len >= 2, "the AI replied");
    send(&mut app, PlayerAction::Undo);
    assert_eq!(
        current(&app).game.len(),
        0,
        "both the AI's reply and the human's move are taken back"
    );
    assert_eq!(current(&app).to_move(), Some(Side::First));
    // Redo brings both back, and the AI does not move again meanwhile.
    send(&mut app, PlayerAction::Redo);
    assert_eq!(current(&app).game.len(), len);
    assert_eq!(current(&app).to_move(), Some(Side::First));
    let moves: Vec<AnyMove> = current(&app).game.plies().iter().map(|p| p.mv).collect();
    assert_eq!(moves[0], first);
}
