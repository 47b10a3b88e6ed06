//! The lessons (`assets/lessons/GAME.ron`) and puzzles (`assets/puzzles/GAME.ron`) built into
//! the game, so that the browser has them too. The tests check every file against the rules;
//! a file this build cannot read leaves that game without lessons or puzzles, and says so.

use crate::lesson::{Lesson, LessonBook};
use crate::puzzle::{Puzzle, PuzzleSet};
use crate::rules::GameKind;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Library::built_in());
}

const LESSONS: [&str; 4] = [
    include_str!("../../../assets/lessons/rekushu.ron"),
    include_str!("../../../assets/lessons/rush.ron"),
    include_str!("../../../assets/lessons/quadrex.ron"),
    include_str!("../../../assets/lessons/cheversi.ron"),
];

const PUZZLES: [&str; 4] = [
    include_str!("../../../assets/puzzles/rekushu.ron"),
    include_str!("../../../assets/puzzles/rush.ron"),
    include_str!("../../../assets/puzzles/quadrex.ron"),
    include_str!("../../../assets/puzzles/cheversi.ron"),
];

/// Every game's lessons and puzzles, in `GameKind::ALL` order.
#[derive(Resource, Clone, Debug)]
pub struct Library {
    pub books: Vec<LessonBook>,
    pub puzzles: Vec<Vec<Puzzle>>,
}

impl Library {
    /// The files built in.
    pub fn built_in() -> Library {
        let books = GameKind::ALL
            .into_iter()
            .zip(LESSONS)
            .map(|(kind, text)| {
                ron::from_str::<LessonBook>(text)
                    .inspect_err(|e| warn!("the {} lessons cannot be read: {e}", kind.name()))
                    .unwrap_or(LessonBook {
                        version: crate::lesson::LESSONS_VERSION,
                        game: kind,
                        lessons: Vec::new(),
                        final_size: kind.sizes()[0],
                    })
            })
            .collect();
        let puzzles = GameKind::ALL
            .into_iter()
            .zip(PUZZLES)
            .map(|(kind, text)| {
                ron::from_str::<PuzzleSet>(text)
                    .inspect_err(|e| warn!("the {} puzzles cannot be read: {e}", kind.name()))
                    .map(|set| set.puzzles)
                    .unwrap_or_default()
            })
            .collect();
        Library { books, puzzles }
    }

    pub fn book(&self, kind: GameKind) -> Option<&LessonBook> {
        self.books.iter().find(|b| b.game == kind)
    }

    pub fn lesson(&self, kind: GameKind, index: usize) -> Option<&Lesson> {
        self.book(kind).and_then(|b| b.lessons.get(index))
    }

    pub fn puzzles(&self, kind: GameKind) -> &[Puzzle] {
        let i = GameKind::ALL.iter().position(|k| *k == kind).unwrap_or(0);
        self.puzzles.get(i).map(Vec::as_slice).unwrap_or(&[])
    }

    pub fn puzzle(&self, kind: GameKind, id: &str) -> Option<&Puzzle> {
        self.puzzles(kind).iter().find(|p| p.id == id)
    }
}
