//! The lessons (`assets/lessons/`, `docs/lessons.md`) hold up against the rules: each game has
//! 4 to 8, every one plays through with its shown moves, and a wrong try at each step is judged
//! wrong.

use quartet_core::lesson::{Goal, Judged, LessonBook, check_book};
use quartet_core::rules::GameKind;

pub fn book(kind: GameKind) -> LessonBook {
    let path = format!(
        "{}/../../assets/lessons/{}.ron",
        env!("CARGO_MANIFEST_DIR"),
        kind.name()
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    ron::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn every_game_has_four_to_eight_lessons_that_play_through() {
    for kind in GameKind::ALL {
        let book = book(kind);
        assert_eq!(book.game, kind);
        assert!(
            (4..=8).contains(&book.lessons.len()),
            "{}: {} lessons",
            kind.name(),
            book.lessons.len()
        );
        let problems = check_book(&book);
        assert!(problems.is_empty(), "{}: {problems:#?}", kind.name());
    }
}

#[test]
fn a_wrong_try_at_every_step_is_judged_wrong_or_refused() {
    for kind in GameKind::ALL {
        for lesson in book(kind).lessons {
            let mut m = lesson.start(kind).expect("checked above");
            for (i, step) in lesson.steps.iter().enumerate() {
                let pos = m.position().clone();
                // Some legal move that does not meet the goal, where there is one.
                if let Some(mv) = step.a_miss(&pos) {
                    assert_eq!(
                        step.judge_move(&pos, mv),
                        Judged::Wrong,
                        "{} step {}: {}",
                        lesson.id,
                        i + 1,
                        pos.format_move(mv)
                    );
                } else {
                    assert!(
                        !matches!(step.goal, Goal::Refused(_)),
                        "{} step {}: a refusal lesson with no legal move",
                        lesson.id,
                        i + 1
                    );
                }
                if !matches!(step.goal, Goal::Refused(_)) {
                    m.play_text(&step.show).expect("checked above");
                }
                for reply in &step.reply {
                    m.play_text(reply).expect("checked above");
                }
            }
        }
    }
}
