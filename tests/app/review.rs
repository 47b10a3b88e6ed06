//! The review in the game, headless (`app::review`): started on the moves so far, run beside
//! the game to its end (on the pool, and in the browser's slices), its graph's data, the jump
//! to a point, the filter and the steps through one player's marked moves, the better move's
//! point on the board, Stop, and the review dropped when the moves it judged are taken back.

use crate::support::{current, logic_app, play, run_until, send};
use bevy::prelude::*;
use quartet::ai::review::Mark;
use quartet::app::background::SearchSlicing;
use quartet::app::game::{PlayerAction, Seat};
use quartet::app::review::best_mark::better_point;
use quartet::app::review::{GameReview, LineStep, ReviewAction, ReviewState, first_side_chances};
use quartet::rules::{GameKind, Side};
use std::time::Duration;

/// Quadrex 5x5: after the first six moves Vert has won with best play, and d2 loses (the CLI
/// test proves it with `quartet solve`).
const WITH_A_BLUNDER: &str = "c2 a2 b4 c3 e1 d5 d2";

fn reviewed(slicing: SearchSlicing) -> (App, usize) {
    let mut app = logic_app(GameKind::Quadrex, 5, [Seat::Human, Seat::Human]);
    app.insert_resource(slicing);
    play(&mut app, WITH_A_BLUNDER);
    app.world_mut().write_message(ReviewAction::Start);
    app.update();
    assert!(matches!(
        app.world().resource::<GameReview>().state,
        ReviewState::Running(_)
    ));
    let mut frames = 0;
    run_until(&mut app, |a| {
        frames += 1;
        a.world().resource::<GameReview>().review().is_some()
    });
    (app, frames)
}

/// Starts a review of the moves so far (as the pause menu's "Review so far" does) and runs it
/// to its end.
fn review_to_end(app: &mut App) {
    send(app, ReviewAction::Start);
    run_until(app, |a| {
        a.world()
            .get_resource::<GameReview>()
            .is_some_and(|r| r.review().is_some())
    });
}

fn review(app: &App) -> &GameReview {
    app.world().resource::<GameReview>()
}

fn viewing(app: &App) -> Option<usize> {
    current(app).viewing()
}

#[test]
fn a_review_finds_the_blunder_and_steps_through_the_marks() {
    let (mut app, _) = reviewed(SearchSlicing(None));
    let r = review(&app);
    let done = r.review().expect("done");
    assert_eq!(done.moves.len(), 7);
    let blunder = r.judged(7).expect("move 7");
    assert_eq!(blunder.mark, Some(Mark::Blunder));
    assert_eq!((blunder.before, blunder.after), (1.0, 0.0));
    // The graph: the first side's (Vert's) chance after 0 to 7 moves, won before d2, lost after.
    let chances = first_side_chances(done);
    assert_eq!(chances.len(), 8);
    assert!(chances.iter().all(|c| (0.0..=1.0).contains(c)));
    assert_eq!((chances[6], chances[7]), (1.0, 0.0));

    // A point of the graph shows that position.
    send(&mut app, ReviewAction::Jump(3));
    app.update();
    assert_eq!(viewing(&app), Some(3));

    // The next marked move after move 3, of either player; on from the last, round to the first.
    let marked = review(&app).marked();
    assert!(marked.contains(&7), "{marked:?}");
    let after_3 = *marked
        .iter()
        .find(|&&n| n > 3)
        .expect("a mark after move 3");
    send(&mut app, ReviewAction::NextMark);
    app.update();
    assert_eq!(viewing(&app).unwrap_or(7), after_3);
    send(&mut app, ReviewAction::Jump(7));
    app.update();
    send(&mut app, ReviewAction::NextMark);
    app.update();
    assert_eq!(viewing(&app).unwrap_or(7), marked[0], "round to the first");

    // Only Horz's marks: the steps skip Vert's moves.
    send(&mut app, ReviewAction::Filter(Some(Side::Second)));
    let horz = review(&app).marked();
    assert!(
        horz.iter().all(|n| n % 2 == 0),
        "Horz plays the even moves: {horz:?}"
    );
    assert!(!horz.contains(&7));

    // On move 7, the board marks the better move's point, not d2.
    send(&mut app, ReviewAction::Jump(7));
    app.update();
    let (at, mark) = better_point(review(&app), current(&app)).expect("a better move");
    assert_eq!(mark, Mark::Blunder);
    let d2 = current(&app)
        .game
        .position()
        .parse_move("d2")
        .expect("a move");
    assert_ne!(Some(at), d2.at());
    let best = blunder_best(&app);
    assert_eq!(Some(at), best.at());
}

/// The better line plays out on the board: the position the move was played in with the
/// line's first moves on it, shown and never played, stepped forward and back, and left by
/// any other view; the card keeps the move it is the line of.
#[test]
fn the_better_line_plays_out_on_the_board_step_by_step() {
    let (mut app, _) = reviewed(SearchSlicing(None));
    let step = |app: &mut App, s: LineStep| {
        send(app, ReviewAction::Line(s));
        app.update();
    };
    let shown_after = |app: &App, from: usize, moves: &[quartet::rules::AnyMove]| {
        let mut pos = current(app)
            .game
            .position_after(from)
            .expect("a position")
            .clone();
        for &mv in moves {
            pos.play(mv).expect("a legal line");
        }
        pos
    };
    // The blunder, move 7: its line is the proven winning move alone.
    let best = blunder_best(&app);
    send(&mut app, ReviewAction::Jump(7));
    app.update();
    step(&mut app, LineStep::Forward);
    let line = current(&app).line().expect("the line on the board").clone();
    assert_eq!((line.from, line.moves.clone()), (6, vec![best]));
    assert_eq!(current(&app).shown(), &shown_after(&app, 6, &[best]));
    assert_eq!(current(&app).last_shown_move(), Some(best));
    assert_eq!(current(&app).game.len(), 7, "shown, not played");
    assert_eq!(review(&app).on_view(current(&app)).map(|m| m.ply), Some(7));
    assert!(
        better_point(review(&app), current(&app)).is_none(),
        "the better move is a stone now, not a disc"
    );
    // Past the line's end it stays; back from its first move is the move played again.
    step(&mut app, LineStep::Forward);
    assert_eq!(current(&app).line().map(|l| l.moves.len()), Some(1));
    step(&mut app, LineStep::Back);
    assert!(current(&app).line().is_none());
    assert_eq!(viewing(&app), None, "move 7 is the live position");
    assert!(better_point(review(&app), current(&app)).is_some());

    // A longer line, stepped to its second move, back to its first, and left.
    let (ply, long) = review(&app)
        .review()
        .expect("done")
        .moves
        .iter()
        .find(|m| m.line.len() >= 2)
        .map(|m| (m.ply, m.line.clone()))
        .expect("a move whose line goes on");
    send(&mut app, ReviewAction::Jump(ply));
    app.update();
    step(&mut app, LineStep::To(2));
    assert_eq!(
        current(&app).shown(),
        &shown_after(&app, ply - 1, &long[..2])
    );
    assert_eq!(current(&app).last_shown_move(), Some(long[1]));
    step(&mut app, LineStep::Back);
    assert_eq!(
        current(&app).shown(),
        &shown_after(&app, ply - 1, &long[..1])
    );
    // The next mark goes on from the move whose line is shown.
    let next = review(&app).marked().into_iter().find(|&n| n > ply);
    step(&mut app, LineStep::Leave);
    assert!(current(&app).line().is_none());
    assert_eq!(viewing(&app).unwrap_or(7), ply);
    if let Some(next) = next {
        step(&mut app, LineStep::To(1));
        send(&mut app, ReviewAction::NextMark);
        app.update();
        assert!(current(&app).line().is_none());
        assert_eq!(viewing(&app).unwrap_or(7), next);
    }

    // Another position on view leaves the line; a line that is not legal is refused.
    step(&mut app, LineStep::To(1));
    assert!(current(&app).line().is_some());
    send(&mut app, PlayerAction::View(Some(3)));
    assert!(current(&app).line().is_none());
    assert_eq!(viewing(&app), Some(3));
    send(
        &mut app,
        PlayerAction::ShowLine {
            from: 6,
            moves: vec![best, best],
        },
    );
    assert!(current(&app).line().is_none());
    assert_eq!(viewing(&app), Some(3));
}

/// During play, once the moves so far are reviewed, a pad reaches the marks and the better line
/// through the actions menu: its review rows step to the marked moves and through the line.
#[test]
fn a_pad_steps_through_the_marks_and_the_better_line_in_the_actions_menu() {
    use crate::support::{app as view_app_with, connect_pad, pad_button};
    use quartet::app::hud::actions_menu::{ActionsMenu, MenuRow};
    let mut app = view_app_with(GameKind::Quadrex, 5);
    play(&mut app, WITH_A_BLUNDER);
    let pad = connect_pad(&mut app);
    let menu = |app: &App| *app.world().resource::<ActionsMenu>();
    let row = |app: &App| menu(app).current(current(app));
    // No review yet: no review rows.
    pad_button(&mut app, pad, GamepadButton::Select);
    assert!(
        !menu(&app)
            .offered(current(&app))
            .contains(&MenuRow::ReviewMarks)
    );
    pad_button(&mut app, pad, GamepadButton::East);
    review_to_end(&mut app);
    pad_button(&mut app, pad, GamepadButton::Select);
    while row(&app) != MenuRow::ReviewMarks {
        let before = menu(&app).row;
        pad_button(&mut app, pad, GamepadButton::DPadDown);
        assert_ne!(menu(&app).row, before, "the review's rows are offered");
    }
    // Left from the live position (after move 7): the marked move before it.
    let marked = review(&app).marked();
    let previous = marked
        .iter()
        .copied()
        .rev()
        .find(|&n| n < 7)
        .or(marked.last().copied())
        .expect("marked moves");
    pad_button(&mut app, pad, GamepadButton::DPadLeft);
    app.update();
    assert_eq!(viewing(&app).unwrap_or(7), previous);
    // The better line's row: right plays its first move on the board, left leaves it.
    pad_button(&mut app, pad, GamepadButton::DPadDown);
    assert_eq!(row(&app), MenuRow::ReviewLine);
    pad_button(&mut app, pad, GamepadButton::DPadRight);
    app.update();
    let line = current(&app).line().expect("the line on the board");
    assert_eq!(line.moves.len(), 1);
    assert_eq!(line.from + 1, previous);
    pad_button(&mut app, pad, GamepadButton::DPadLeft);
    app.update();
    assert!(current(&app).line().is_none());
    // Nothing was played.
    assert_eq!(current(&app).game.len(), 7);
}

fn blunder_best(app: &App) -> quartet::rules::AnyMove {
    review(app)
        .judged(7)
        .and_then(|m| m.best)
        .expect("a best move")
}

#[test]
fn the_browser_runs_the_review_in_slices_to_the_same_marks() {
    let (app, frames) = reviewed(SearchSlicing(Some(Duration::from_micros(300))));
    // (A slice goes on to the next positions while it lasts, so a frame may see several.)
    assert!(frames > 1, "the review ran over several frames: {frames}");
    assert_eq!(
        review(&app).judged(7).and_then(|m| m.mark),
        Some(Mark::Blunder)
    );
}

#[test]
fn a_review_can_be_stopped_and_goes_with_the_moves_it_judged() {
    let mut app = logic_app(GameKind::Rush, 9, [Seat::Human, Seat::Human]);
    // One position searched per frame at most: slices far shorter than a position's search.
    app.insert_resource(SearchSlicing(Some(Duration::from_micros(50))));
    play(&mut app, "e5 d4 c3 f6 g7 b2");
    send(&mut app, ReviewAction::Start);
    send(&mut app, ReviewAction::Stop);
    assert!(matches!(review(&app).state, ReviewState::Stopped(..)));
    // Started again, it runs; a new move keeps it (the moves it judges are still the game's).
    send(&mut app, ReviewAction::Start);
    assert!(matches!(review(&app).state, ReviewState::Running(_)));
    play(&mut app, "h8");
    assert!(app.world().get_resource::<GameReview>().is_some());
    // Taking back a move it judged drops it.
    send(&mut app, PlayerAction::Undo);
    send(&mut app, PlayerAction::Undo);
    app.update();
    assert!(app.world().get_resource::<GameReview>().is_none());
}

/// The review is kept in the save: written with the game (format 2), read back as it was
/// (marks, chances, best moves and lines, the players' figures), annotated in the export,
/// and dropped (the game still opens) when it does not fit the moves. A format-1 save, with
/// no review, still opens.
#[test]
fn a_finished_review_is_kept_in_the_save_and_in_the_export() {
    use quartet::app::store::saves::{parse, record_of, review_of};
    use quartet::record::{export_annotated, import_text};
    use quartet::rules::MatchOptions;
    use quartet::save::SAVE_VERSION;
    let (app, _) = reviewed(SearchSlicing(None));
    let game = current(&app).clone();
    let kept = review(&app);
    let record = record_of(&game, Some(kept), 1_700_000_000);
    assert_eq!(record.version, SAVE_VERSION);
    assert_eq!(SAVE_VERSION, 2);
    let text = record.to_text();
    let (read, opened) = parse(&text).expect("reads back");
    let back = review_of(&read, &opened).expect("the review");
    assert_eq!(back.plies, kept.plies);
    assert_eq!(back.review(), kept.review(), "the same review");

    // A best move that is not legal there: the review is left out, the game opens.
    let d2_best = text.replacen("best: Some(\"", "best: Some(\"z", 1);
    let (read, opened) = parse(&d2_best).expect("the game still reads");
    assert!(review_of(&read, &opened).is_none());
    assert_eq!(opened.game.len(), 7);

    // Format 1, before reviews: no review, the same game.
    let old = record_of(&game, None, 1_700_000_000)
        .to_text()
        .replace("version: 2", "version: 1");
    let (read, opened) = parse(&old).expect("an old save reads");
    assert!(read.review.is_none());
    assert_eq!(opened.game.history(), game.game.history());

    // The export carries the marks as annotations; reading it back ignores them.
    let marks: Vec<Option<Mark>> = kept
        .review()
        .expect("done")
        .moves
        .iter()
        .map(|m| m.mark.filter(|&m| m != Mark::Best))
        .collect();
    let exported = export_annotated(&game.game, &marks);
    assert!(exported.contains("d2??"), "{exported}");
    let imported =
        import_text(&exported, GameKind::Rush, 9, MatchOptions::default()).expect("reads back");
    assert_eq!(imported.history(), game.game.history());
}

/// A game against the AI moves the player's rating at that game (once a match), and the setup
/// screen's line says it with the level that makes an even game; a game between two people
/// leaves it.
#[test]
fn a_game_against_the_ai_rates_the_player() {
    use quartet::app::game::MatchSetup;
    use quartet::app::review::ai_rating::LevelTable;
    use quartet::app::screens::setup::rating_line;
    use quartet::app::settings::progress::LearnProgress;
    let mut app = logic_app(GameKind::Rush, 9, [Seat::Human, Seat::Ai { level: 1 }]);
    let unrated = app.world().resource::<LearnProgress>().of(GameKind::Rush);
    assert!(unrated.versus_ai.is_none());
    let setup = app.world().resource::<MatchSetup>().clone();
    let table = app.world().resource::<LevelTable>().0.clone();
    let english = quartet::i18n::Catalog::new(quartet::i18n::ENGLISH);
    assert!(table.of(GameKind::Rush, 1).is_some(), "level 1 is rated");
    assert_eq!(
        rating_line(
            &setup,
            app.world().resource::<LearnProgress>(),
            &table,
            &english
        ),
        "Play the AI to get a rating here"
    );
    // Black, the person, resigns at once: a loss.
    send(&mut app, PlayerAction::Resign);
    app.update();
    let rated = app.world().resource::<LearnProgress>().of(GameKind::Rush);
    let r = rated.versus_ai.expect("rated");
    assert!(r.rating < 1500.0, "a loss lowers it: {}", r.rating);
    let line = rating_line(
        &setup,
        app.world().resource::<LearnProgress>(),
        &table,
        &english,
    );
    assert!(
        line.starts_with(&format!("Your rating against the AI: {:.0}", r.rating)),
        "{line}"
    );
    assert!(line.contains("is an even game"), "{line}");
    // The same match ends once: more frames rate nothing more.
    app.update();
    assert_eq!(
        app.world()
            .resource::<LearnProgress>()
            .of(GameKind::Rush)
            .versus_ai,
        Some(r)
    );

    let mut people = logic_app(GameKind::Rush, 9, [Seat::Human, Seat::Human]);
    play(&mut people, "e5");
    send(&mut people, PlayerAction::Resign);
    people.update();
    assert!(
        people
            .world()
            .resource::<LearnProgress>()
            .of(GameKind::Rush)
            .versus_ai
            .is_none()
    );
}

/// A person's blunder, proven, where one move alone won, becomes their own puzzle once the
/// review is done: kept in their progress, and first in the game's puzzles.
#[test]
fn a_reviewed_blunder_becomes_the_player_s_own_puzzle() {
    use quartet::app::learn::Library;
    use quartet::app::review::PuzzleSolves;
    use quartet::app::settings::progress::LearnProgress;
    // Quadrex 5x5: after these eight moves only b3 wins for Vert, and e2 loses (`quartet
    // solve` says so).
    let mut app = logic_app(GameKind::Quadrex, 5, [Seat::Human, Seat::Human]);
    play(&mut app, "c2 a2 b4 c3 e1 d5 e5 d2 e2");
    review_to_end(&mut app);
    // Solved beside the game, as the review was.
    run_until(&mut app, |a| {
        !a.world().resource::<PuzzleSolves>().pending()
    });
    // The library takes them from the progress by the next frame.
    app.update();
    let progress = app
        .world()
        .resource::<LearnProgress>()
        .of(GameKind::Quadrex);
    let mine = progress
        .personal
        .iter()
        .find(|p| p.moves.len() == 8)
        .expect("the blunder's position is a puzzle");
    assert_eq!(mine.moves.join(" "), "c2 a2 b4 c3 e1 d5 e5 d2");
    assert_eq!(mine.solution.first().map(String::as_str), Some("b3"));
    let library = app.world().resource::<Library>();
    assert_eq!(
        library.puzzles(GameKind::Quadrex).first().map(|p| &p.id),
        Some(&progress.personal[0].id),
        "the player's own puzzles come first"
    );
    assert!(library.puzzle(GameKind::Quadrex, &mine.id).is_some());
}

/// The heat map of a reviewed position: the most searched moves where the move on view was
/// played, the best one the hottest, shown on the board while the card's Heat map is on.
#[test]
fn the_review_shows_the_heat_map_of_the_position_a_move_was_played_in() {
    use quartet::app::review::best_mark::{ReviewHeat, heat_spots};
    let mut app = logic_app(GameKind::Rush, 9, [Seat::Human, Seat::Human]);
    play(&mut app, "e5 d4 c3 f6");
    review_to_end(&mut app);
    send(&mut app, ReviewAction::Jump(2));
    app.update();
    let spots = heat_spots(review(&app), current(&app));
    assert!(!spots.is_empty(), "a searched position has a heat map");
    assert!(spots.iter().all(|&(_, s)| (0.1..=1.0).contains(&s)));
    let best = review(&app)
        .judged(2)
        .and_then(|m| m.best)
        .and_then(|b| b.at());
    let hottest = spots.iter().max_by(|a, b| a.1.total_cmp(&b.1)).map(|s| s.0);
    assert_eq!(hottest, best, "the best move is the most searched");
    assert!(
        !app.world().resource::<ReviewHeat>().0,
        "off until asked for"
    );
    send(&mut app, ReviewAction::HeatMap);
    assert!(app.world().resource::<ReviewHeat>().0, "the card's switch");
}
