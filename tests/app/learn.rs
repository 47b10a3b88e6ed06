//! Lessons and puzzles on the board (`docs/lessons.md`, `docs/puzzles.md`), headless: every
//! lesson of every game played through by the game's own actions, a wrong try at each step
//! taken back, each refusal taught by trying it; a puzzle solved and one missed, with the
//! ratings, the streak and the line shown; the Learn screen from the game select; the progress
//! kept in the settings file.

use crate::support::{click_entity, current, find, screen, send, view_app, view_app_storing};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use quartet::app::game::{PlayerAction, Seat};
use quartet::app::learn::{CoachDelay, Exercise, Library, Status, Task, step_words};
use quartet::app::screens::learn::LearnButton;
use quartet::app::screens::select::LearnCard;
use quartet::app::screens::widgets::GoTo;
use quartet::app::settings::Settings;
use quartet::app::settings::progress::LearnProgress;
use quartet::app::{LogicPlugin, Screen};
use quartet::i18n::{Catalog, Language};
use quartet::lesson::Goal;
use quartet::rules::{AnyMove, GameKind};
use quartet::storage::Storage;

/// The game's logic with the coach playing at once, on the title screen, in English.
fn learning_app() -> App {
    learning_app_in("en")
}

/// The same, in the language `code` chosen in the settings.
fn learning_app_in(code: &str) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, LogicPlugin));
    app.insert_resource(CoachDelay(0.0));
    app.world_mut().resource_mut::<Settings>().language = Some(code.to_string());
    app.update();
    app
}

fn open(app: &mut App, exercise: Exercise) {
    app.insert_resource(exercise);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Play);
    app.update();
}

fn exercise(app: &App) -> &Exercise {
    app.world().resource::<Exercise>()
}

/// Frames until the coach has played its queued moves.
fn settle(app: &mut App) {
    for _ in 0..50 {
        app.update();
        if exercise(app).queue.is_empty() {
            app.update();
            return;
        }
    }
    panic!("the coach did not finish its moves");
}

fn parse(app: &App, text: &str) -> AnyMove {
    current(app)
        .game
        .position()
        .parse_move(text)
        .expect("notation")
}

#[test]
fn every_lesson_plays_through_with_wrong_tries_taken_back_and_refusals_taught() {
    let english = play_every_lesson("en");
    let library = Library::built_in();
    let lessons: usize = GameKind::ALL
        .iter()
        .filter_map(|&kind| library.book(kind))
        .map(|book| book.lessons.len())
        .sum();
    let complete = english.iter().filter(|l| l.ends_with(" complete")).count();
    assert_eq!(complete, lessons, "{english:?}");
}

/// A lesson in another language judges every try as in English, and its coach speaks that
/// language: the task, the line once a step is done and after a miss are its messages.
#[test]
fn lessons_in_german_judge_as_in_english_and_speak_german() {
    assert_eq!(play_every_lesson("de"), play_every_lesson("en"));
}

/// Plays every lesson of every game through in the language `code`, checking each step's
/// words are that language's messages; returns how each try was judged, step by step.
fn play_every_lesson(code: &str) -> Vec<String> {
    let library = Library::built_in();
    let texts = Catalog::new(Language::by_code(code).expect("spoken"));
    let mut judged = Vec::new();
    for kind in GameKind::ALL {
        let book = library.book(kind).expect("a book per game");
        assert!(!book.lessons.is_empty(), "{}: no lessons", kind.name());
        for (i, lesson) in book.lessons.iter().enumerate() {
            let mut app = learning_app_in(code);
            open(&mut app, Exercise::new(kind, Task::Lesson(i)));
            assert_eq!(screen(&app), Screen::Play, "{}", lesson.id);
            assert!(current(&app).has_coach());
            for (s, step) in lesson.steps.iter().enumerate() {
                let at = format!("{} step {}", lesson.id, s + 1);
                assert_eq!(exercise(&app).step, s, "{at}");
                // A legal move that misses the goal is taken back, with a reason.
                if let Some(mv) = step.a_miss(current(&app).game.position()) {
                    let len = current(&app).game.len();
                    send(&mut app, PlayerAction::Play(mv));
                    app.update();
                    assert_eq!(current(&app).game.len(), len, "{at}: the wrong try stays");
                    let wrong = step_words(&texts, lesson, s, "wrong");
                    assert_eq!(
                        exercise(&app).status,
                        Status::Wrong(wrong),
                        "{at}: the miss's line in {code}"
                    );
                    assert_eq!(screen(&app), Screen::Play, "{at}");
                    judged.push(format!("{at}: {mv:?} missed"));
                }
                // The player's own undo is refused: Retry starts again.
                let len = current(&app).game.len();
                send(&mut app, PlayerAction::Undo);
                assert_eq!(current(&app).game.len(), len, "{at}: undo");
                let right = parse(&app, &step.show);
                send(&mut app, PlayerAction::Play(right));
                if matches!(step.goal, Goal::Refused(_)) {
                    assert_eq!(
                        current(&app).game.len(),
                        len,
                        "{at}: a refusal plays nothing"
                    );
                }
                settle(&mut app);
                let done = step_words(&texts, lesson, s, "done");
                assert_eq!(exercise(&app).said, Some(done), "{at}: the coach in {code}");
                judged.push(format!("{at}: {:?} at step {}", right, exercise(&app).step));
            }
            assert_eq!(exercise(&app).status, Status::Complete, "{}", lesson.id);
            assert!(current(&app).seats.iter().all(|s| *s == Seat::Coach));
            let over = current(&app).to_move().is_none();
            let want = if over { Screen::End } else { Screen::Play };
            assert_eq!(screen(&app), want, "{}", lesson.id);
            let progress = app.world().resource::<LearnProgress>().of(kind);
            assert!(progress.lessons.contains(&lesson.id), "{}", lesson.id);
            judged.push(format!("{} complete", lesson.id));
        }
    }
    judged
}

fn first_puzzle(kind: GameKind) -> quartet::puzzle::Puzzle {
    Library::built_in()
        .puzzles(kind)
        .first()
        .cloned()
        .expect("shipped puzzles")
}

/// A logic app on `kind`'s first shipped puzzle: the app, the puzzle, and the match's length
/// at its start.
fn on_first_puzzle(kind: GameKind) -> (App, quartet::puzzle::Puzzle, usize) {
    let puzzle = first_puzzle(kind);
    let mut app = learning_app();
    open(
        &mut app,
        Exercise::new(kind, Task::Puzzle(puzzle.id.clone())),
    );
    let start = current(&app).game.len();
    (app, puzzle, start)
}

/// Plays the player's moves of the puzzle's line, the coach answering, until it is complete;
/// `after` checks each move.
fn play_the_line(
    app: &mut App,
    puzzle: &quartet::puzzle::Puzzle,
    start: usize,
    mut after: impl FnMut(&App),
) {
    let player = exercise(app).player;
    while exercise(app).status != Status::Complete {
        assert_eq!(current(app).to_move(), Some(player), "{}", puzzle.id);
        let k = current(app).game.len() - start;
        let mv = parse(app, &puzzle.solution[k]);
        send(app, PlayerAction::Play(mv));
        settle(app);
        after(app);
    }
}

#[test]
fn a_puzzle_solved_move_by_move_raises_the_rating_and_the_streak() {
    for kind in GameKind::ALL {
        let (mut app, puzzle, start) = on_first_puzzle(kind);
        let want = puzzle.wins_outright().then(|| puzzle.length());
        assert_eq!(exercise(&app).win_in, want, "{}", puzzle.id);
        play_the_line(&mut app, &puzzle, start, |app| {
            assert_ne!(exercise(app).status, Status::Showing, "{}", puzzle.id);
        });
        assert_eq!(
            current(&app).game.move_texts()[start..],
            puzzle.solution[..],
            "{}",
            puzzle.id
        );
        let progress = app.world().resource::<LearnProgress>().of(kind);
        assert!(progress.rating.rating > 1500.0, "{}", puzzle.id);
        assert_eq!(progress.streak, 1);
        assert!(progress.puzzles[&puzzle.id].solved);
        assert!(exercise(&app).change.is_some_and(|c| c.delta() > 0));
        // A "win in N" puzzle ends the game with the player's win, after their N moves.
        if let Some(n) = exercise(&app).win_in {
            let mine = current(&app).game.len() - start;
            assert!(current(&app).to_move().is_none(), "{}", puzzle.id);
            assert!(mine >= n, "{}", puzzle.id);
        }
    }
}

#[test]
fn a_missed_puzzle_takes_the_move_back_plays_the_line_and_lowers_the_rating() {
    let kind = GameKind::Rush;
    let (mut app, puzzle, start) = on_first_puzzle(kind);
    let pos = current(&app).game.position().clone();
    let wrong = pos
        .legal_moves()
        .into_iter()
        .find(|&mv| {
            !pos.format_move(mv)
                .eq_ignore_ascii_case(&puzzle.solution[0])
        })
        .expect("a puzzle has a choice");
    send(&mut app, PlayerAction::Play(wrong));
    assert_eq!(exercise(&app).status, Status::Showing);
    assert!(exercise(&app).missed);
    settle(&mut app);
    assert_eq!(exercise(&app).status, Status::Complete);
    assert_eq!(
        current(&app).game.move_texts()[start..],
        puzzle.solution[..],
        "the line shown is the solution"
    );
    let progress = app.world().resource::<LearnProgress>().of(kind);
    assert!(progress.rating.rating < 1500.0);
    assert_eq!(progress.streak, 0);
    assert!(!progress.puzzles[&puzzle.id].solved);
    // A retry of the same puzzle, solved, is not rated again.
    send(&mut app, PlayerAction::Play(wrong));
    let rating = progress.rating;
    app.world_mut()
        .write_message(quartet::app::learn::LearnNav::Retry);
    app.update();
    app.update();
    assert_eq!(current(&app).game.len(), start);
    assert_eq!(exercise(&app).status, Status::Trying);
    let first = parse(&app, &puzzle.solution[0]);
    send(&mut app, PlayerAction::Play(first));
    settle(&mut app);
    let after = app.world().resource::<LearnProgress>().of(kind);
    assert_eq!(after.rating, rating);
}

#[test]
fn the_hint_names_where_to_look_and_costs_the_rating_and_the_streak() {
    let kind = GameKind::Quadrex;
    let (mut app, puzzle, start) = on_first_puzzle(kind);
    app.world_mut()
        .write_message(quartet::app::learn::LearnNav::Show);
    app.update();
    let hint = exercise(&app).hint.clone().expect("a hint");
    let column = puzzle.solution[0].chars().next().expect("a move");
    assert!(hint.contains(&format!("column {column}")), "{hint}");
    play_the_line(&mut app, &puzzle, start, |_| {});
    let progress = app.world().resource::<LearnProgress>().of(kind);
    assert!(progress.rating.rating < 1500.0, "a hint costs the rating");
    assert_eq!(progress.streak, 0);
    assert!(
        progress.puzzles[&puzzle.id].solved,
        "but the puzzle is solved"
    );
}

#[test]
fn the_learn_screen_opens_from_the_game_select_and_starts_a_lesson_the_game_and_puzzles() {
    let mut app = view_app();
    app.insert_resource(CoachDelay(0.0));
    let play = find::<GoTo>(&mut app, |g| g.0 == Screen::Select);
    click_entity(&mut app, play);
    let learn = find::<LearnCard>(&mut app, |c| c.0 == GameKind::Rush);
    click_entity(&mut app, learn);
    assert_eq!(screen(&app), Screen::Learn);
    let lesson = find::<LearnButton>(&mut app, |b| *b == LearnButton::Lesson(0));
    click_entity(&mut app, lesson);
    assert_eq!(screen(&app), Screen::Play);
    assert_eq!(exercise(&app).task, Task::Lesson(0));
    assert!(current(&app).has_coach());
    // Back: the Learn screen, and the lesson is gone.
    app.world_mut()
        .write_message(quartet::app::learn::LearnNav::Back);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Learn);
    assert!(app.world().get_resource::<Exercise>().is_none());
    let game = find::<LearnButton>(&mut app, |b| *b == LearnButton::FinalGame);
    click_entity(&mut app, game);
    assert_eq!(screen(&app), Screen::Play);
    let final_size = Library::built_in()
        .book(GameKind::Rush)
        .expect("a book")
        .final_size;
    assert_eq!(current(&app).game.size(), final_size);
    assert_eq!(current(&app).seats, [Seat::Human, Seat::Ai { level: 1 }]);
    app.world_mut()
        .write_message(quartet::app::learn::LearnNav::Back);
    app.update();
    app.update();
    let puzzles = find::<LearnButton>(&mut app, |b| *b == LearnButton::Puzzles);
    click_entity(&mut app, puzzles);
    assert_eq!(screen(&app), Screen::Play);
    assert!(matches!(exercise(&app).task, Task::Puzzle(_)));
}

#[test]
fn a_finished_lesson_is_kept_in_the_progress_file() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let storage = Storage::in_folders(dir.path().join("config"), dir.path().join("data"));
    let mut app = view_app_storing(storage);
    app.insert_resource(CoachDelay(0.0));
    let lesson = Library::built_in()
        .lesson(GameKind::Rush, 0)
        .cloned()
        .expect("a lesson");
    open(&mut app, Exercise::new(GameKind::Rush, Task::Lesson(0)));
    for step in &lesson.steps {
        let mv = parse(&app, &step.show);
        send(&mut app, PlayerAction::Play(mv));
        settle(&mut app);
    }
    assert_eq!(exercise(&app).status, Status::Complete);
    let text = std::fs::read_to_string(dir.path().join("data/progress.ron"))
        .expect("the progress was written");
    assert!(text.contains(&lesson.id), "{text}");
    // Nor is a lesson the player's own game: no autosave.
    assert!(!dir.path().join("data/saves/autosave.ron").exists());
}

#[test]
fn the_actions_menu_offers_show_me_retry_next_and_back_in_a_lesson() {
    use crate::support::key;
    use quartet::app::hud::actions_menu::{ActionsMenu, MenuRow};
    use quartet::app::learn::LearnNav;
    let mut app = view_app();
    app.insert_resource(CoachDelay(0.0));
    open(&mut app, Exercise::new(GameKind::Rush, Task::Lesson(0)));
    let rows = ActionsMenu::rows(current(&app));
    assert_eq!(
        rows[..4],
        [
            LearnNav::Show,
            LearnNav::Retry,
            LearnNav::Next,
            LearnNav::Back
        ]
        .map(MenuRow::Learn)
    );
    assert!(!rows.contains(&MenuRow::Resign) && !rows.contains(&MenuRow::Hint));
    // Tab opens it, Enter on its first row shows the step's move.
    key(&mut app, KeyCode::Tab);
    key(&mut app, KeyCode::Enter);
    settle(&mut app);
    assert_eq!(exercise(&app).step, 1, "Show me played the first step");
    while exercise(&app).status != Status::Complete {
        key(&mut app, KeyCode::KeyH);
        settle(&mut app);
    }
    // Complete: Tab, down to Next, Enter: the second lesson.
    key(&mut app, KeyCode::Tab);
    key(&mut app, KeyCode::ArrowDown);
    key(&mut app, KeyCode::ArrowDown);
    key(&mut app, KeyCode::Enter);
    app.update();
    assert_eq!(exercise(&app).task, Task::Lesson(1));
    assert_eq!(screen(&app), Screen::Play);
}

#[test]
fn the_point_a_step_asks_for_is_marked_on_the_board_until_the_step_is_done() {
    use quartet::app::learn::target::LessonTarget;
    let mut app = view_app();
    app.insert_resource(CoachDelay(0.0));
    open(&mut app, Exercise::new(GameKind::Rush, Task::Lesson(0)));
    app.update();
    let targets = |app: &mut App| -> Vec<String> {
        let mut q = app.world_mut().query::<&LessonTarget>();
        q.iter(app.world()).map(|t| t.0.to_string()).collect()
    };
    // "Place a stone on c3."
    assert_eq!(targets(&mut app), ["c3"]);
    let mv = parse(&app, "c3");
    send(&mut app, PlayerAction::Play(mv));
    settle(&mut app);
    // The next step asks for c4.
    assert_eq!(targets(&mut app), ["c4"]);
    let mv = parse(&app, "c4");
    send(&mut app, PlayerAction::Play(mv));
    settle(&mut app);
    assert!(targets(&mut app).is_empty(), "the lesson is complete");
}

/// Every lesson's words are messages of English's `lessons.ftl`, and every message there names
/// a lesson's title or a step's task, done or miss (docs/translating.md).
#[test]
fn every_lesson_s_words_are_messages_and_every_message_a_lesson_s() {
    let english = Catalog::new(Language::by_code("en").expect("spoken"));
    let ids: std::collections::BTreeSet<String> = english
        .ids()
        .into_iter()
        .filter(|id| id.starts_with("lesson-"))
        .collect();
    let mut named = std::collections::BTreeSet::new();
    let library = Library::built_in();
    for kind in GameKind::ALL {
        for lesson in &library.book(kind).expect("a book per game").lessons {
            named.insert(format!("lesson-{}-title", lesson.id));
            for s in 0..lesson.steps.len() {
                for part in ["say", "done", "wrong"] {
                    named.insert(format!("lesson-{}-{}-{part}", lesson.id, s + 1));
                }
            }
        }
    }
    assert_eq!(ids, named);
}
