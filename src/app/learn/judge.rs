//! Each try judged: a lesson's step by its goal (`lesson::Step::judge`), a puzzle's move against
//! its solution. A right try moves on and queues the coach's replies; a wrong one is taken back
//! (a puzzle's solution then plays out). What is done is kept in the player's progress.

use super::exercise::{CoachDelay, Exercise, FinalGame, Status, Task};
use super::library::Library;
use super::step_words;
use crate::app::game::{CurrentMatch, MatchEnded, MoveApplied, MoveRejected, PlayerAction, Seat};
use crate::app::lang::Texts;
use crate::app::settings::progress::LearnProgress;
use crate::app::{GameSet, Screen};
use crate::lesson::{Attempt, Judged};
use crate::progress::PuzzleResult;
use crate::rules::Outcome;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            (judge_lesson, judge_puzzle, end_when_over).chain(),
            note_final_game,
        )
            .in_set(GameSet::View)
            .in_set(JudgeSet),
    );
}

/// The systems that judge tries (the view of an exercise follows them).
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct JudgeSet;

/// Both seats to the coach: the board takes no more moves from the player.
fn freeze(current: &mut CurrentMatch) {
    current.seats = [Seat::Coach; 2];
}

fn judge_lesson(
    mut applied: MessageReader<MoveApplied>,
    mut rejected: MessageReader<MoveRejected>,
    exercise: Option<ResMut<Exercise>>,
    current: Option<ResMut<CurrentMatch>>,
    library: Res<Library>,
    delay: Res<CoachDelay>,
    mut progress: ResMut<LearnProgress>,
    mut actions: MessageWriter<PlayerAction>,
    texts: Res<Texts>,
) {
    // Every frame's moves are read here, so that none is judged later by another exercise.
    let applied: Vec<MoveApplied> = applied.read().cloned().collect();
    let rejected: Vec<MoveRejected> = rejected.read().cloned().collect();
    let (Some(mut ex), Some(mut current)) = (exercise, current) else {
        return;
    };
    let Task::Lesson(index) = ex.task else {
        return;
    };
    let Some(lesson) = library.lesson(ex.game, index) else {
        return;
    };
    let mut tries = Vec::new();
    for a in &applied {
        if a.mover == ex.player && current.seats[a.mover.index()] == Seat::Human {
            let attempt = Attempt::Played {
                text: &a.text,
                diff: &a.diff,
            };
            if let Some(step) = lesson.steps.get(ex.step) {
                tries.push(step.judge(&attempt, a.mover));
            }
        }
    }
    for r in &rejected {
        if let (Some(why), Some(step)) = (&r.why, lesson.steps.get(ex.step)) {
            tries.push(step.judge(&Attempt::Refused(why), ex.player));
        }
    }
    for judged in tries {
        if !ex.status.is_trying() {
            break;
        }
        let Some(step) = lesson.steps.get(ex.step) else {
            break;
        };
        match judged {
            Judged::Done => {
                ex.said = Some(step_words(&texts, lesson, ex.step, "done"));
                ex.queue = step.reply.iter().cloned().collect();
                ex.wait = delay.0;
                ex.step += 1;
                if ex.step >= lesson.steps.len() {
                    ex.status = Status::Complete;
                    progress.of_mut(ex.game).lessons.insert(lesson.id.clone());
                    freeze(&mut current);
                } else {
                    ex.status = Status::Trying;
                }
            }
            Judged::Wrong => {
                ex.status = Status::Wrong(step_words(&texts, lesson, ex.step, "wrong"));
                actions.write(PlayerAction::TakeBack);
            }
            // The rules' own reason is on the panel already.
            Judged::Refused => {}
        }
    }
}

fn judge_puzzle(
    mut applied: MessageReader<MoveApplied>,
    exercise: Option<ResMut<Exercise>>,
    current: Option<ResMut<CurrentMatch>>,
    library: Res<Library>,
    delay: Res<CoachDelay>,
    mut progress: ResMut<LearnProgress>,
    mut actions: MessageWriter<PlayerAction>,
    texts: Res<Texts>,
) {
    let applied: Vec<MoveApplied> = applied.read().cloned().collect();
    let (Some(mut ex), Some(mut current)) = (exercise, current) else {
        return;
    };
    let Some(puzzle) = ex.puzzle(&library) else {
        return;
    };
    for a in &applied {
        if ex.status == Status::Showing && ex.queue.is_empty() {
            ex.status = Status::Complete;
            continue;
        }
        if !ex.status.is_trying() || a.mover != ex.player {
            continue;
        }
        // The move just played was the line's move number `index`.
        let played = ex.line_played(&current);
        let index = played.saturating_sub(1);
        let Some(wanted) = puzzle.solution.get(index) else {
            continue;
        };
        if !wanted.eq_ignore_ascii_case(&a.text) {
            // A miss ends the tries: the line is shown, and Retry is a new exercise.
            ex.missed = true;
            ex.change = progress
                .of_mut(ex.game)
                .record(puzzle, PuzzleResult::Missed);
            ex.said = Some(texts.format(
                "puzzle-missed",
                &[
                    ("tried", a.text.as_str().into()),
                    ("wanted", wanted.as_str().into()),
                ],
            ));
            ex.status = Status::Showing;
            ex.queue = puzzle.solution[index..].iter().cloned().collect();
            ex.wait = delay.0.max(0.0) * 1.5;
            freeze(&mut current);
            actions.write(PlayerAction::TakeBack);
            continue;
        }
        if played >= puzzle.solution.len() {
            let clean = !ex.missed && ex.hint.is_none();
            let result = if clean {
                PuzzleResult::Solved
            } else {
                PuzzleResult::SolvedWithHint
            };
            ex.change = progress.of_mut(ex.game).record(puzzle, result);
            ex.status = Status::Complete;
            ex.said = Some(texts.text(if clean {
                "puzzle-solved"
            } else {
                "puzzle-solved-with-hint"
            }));
            freeze(&mut current);
            continue;
        }
        ex.status = Status::Trying;
        ex.said = Some(texts.format("puzzle-right", &[("move", a.text.as_str().into())]));
        // The coach's replies, up to the player's next move.
        let mut line = current.game.clone();
        for text in &puzzle.solution[played..] {
            if line.position().to_move() == Some(ex.player) || line.play_text(text).is_err() {
                break;
            }
            ex.queue.push_back(text.clone());
        }
        ex.wait = delay.0;
    }
}

/// A complete exercise whose game is over opens the end screen, once the coach has played.
/// (A wrong try that ended the game was taken back: it is never complete.)
fn end_when_over(
    exercise: Option<Res<Exercise>>,
    current: Option<Res<CurrentMatch>>,
    screen: Res<State<Screen>>,
    mut next: ResMut<NextState<Screen>>,
) {
    let (Some(ex), Some(current)) = (exercise, current) else {
        return;
    };
    if *screen.get() == Screen::Play
        && ex.status == Status::Complete
        && ex.queue.is_empty()
        && current.to_move().is_none()
    {
        next.set(Screen::End);
    }
}

/// The closing game won: the game's lessons are all done.
fn note_final_game(
    mut ended: MessageReader<MatchEnded>,
    final_game: Option<Res<FinalGame>>,
    current: Option<Res<CurrentMatch>>,
    mut progress: ResMut<LearnProgress>,
) {
    let (Some(game), Some(current)) = (final_game, current) else {
        ended.clear();
        return;
    };
    for end in ended.read() {
        let human = current
            .seats
            .iter()
            .position(|s| s.is_human())
            .map(|i| crate::rules::Side::BOTH[i]);
        if let (Outcome::Win(winner), Some(human)) = (end.outcome, human)
            && winner == human
            && current.game.kind() == game.game
        {
            progress.of_mut(game.game).final_won = true;
        }
    }
}
