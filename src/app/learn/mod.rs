//! Learning to play: lessons and puzzles on the board (`docs/lessons.md`, `docs/puzzles.md`).
//! - [`library`]: the lessons and puzzles built into the game (RON in `assets/`);
//! - [`exercise`]: the lesson or puzzle on the board, where it starts, the coach's scripted
//!   moves, and [`LearnNav`] (Next, Retry, Show me, Back);
//! - [`judge`]: each try judged against the lesson's step or the puzzle's solution, and the
//!   progress kept in the settings;
//! - [`target`]: the step's point marked on the board (the window only).
//!
//! The player's moves take the game's one path (`PlayerAction`); so do the coach's, which
//! plays the other side (`Seat::Coach`).

pub mod exercise;
pub mod judge;
pub mod library;
pub mod target;

pub use exercise::{CoachDelay, Exercise, FinalGame, LearnNav, Status, Task};
pub use library::Library;

use crate::i18n::Catalog;
use crate::lesson::Lesson;
use bevy::prelude::*;

/// A lesson's title in the language of `texts` (`assets/i18n/<language>/lessons.ftl`).
pub fn lesson_title(texts: &Catalog, lesson: &Lesson) -> String {
    texts.text(&format!("lesson-{}-title", lesson.id))
}

/// Words of `lesson`'s step `step` (from 0): its task (`"say"`), what the coach says once it
/// is done (`"done"`) or after a try that misses it (`"wrong"`).
pub fn step_words(texts: &Catalog, lesson: &Lesson, step: usize, part: &str) -> String {
    texts.text(&format!("lesson-{}-{}-{part}", lesson.id, step + 1))
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((library::plugin, exercise::plugin, judge::plugin));
}

/// What only the window shows: the lesson's target on the board ([`target`]).
pub(super) fn view_plugin(app: &mut App) {
    app.add_plugins(target::plugin);
}
