//! The lessons (`assets/lessons/GAME.ron`) and puzzles (`assets/puzzles/GAME.ron`) built into
//! the game, so that the browser has them too. The tests check every file against the rules;
//! a file this build cannot read leaves that game without lessons or puzzles, and says so.

use crate::app::settings::progress::LearnProgress;
use crate::lesson::{Lesson, LessonBook};
use crate::puzzle::{Puzzle, PuzzleSet};
use crate::rules::GameKind;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Library::built_in())
        .add_systems(Update, take_personal_puzzles);
}

/// The player's own puzzles (kept in their progress) join each game's set, first.
fn take_personal_puzzles(progress: Res<LearnProgress>, mut library: ResMut<Library>) {
    if !progress.is_changed() {
        return;
    }
    for kind in GameKind::ALL {
        let personal = &progress.of(kind).personal;
        let i = GameKind::ALL.iter().position(|k| *k == kind).unwrap_or(0);
        let now = library
            .puzzles
            .get(i)
            .map_or(0, |set| set.iter().take_while(|p| p.is_personal()).count());
        let same = library
            .puzzles
            .get(i)
            .is_some_and(|set| set.get(..now) == Some(personal.as_slice()));
        if same {
            continue;
        }
        let built = library.built_in.get(i).cloned().unwrap_or_default();
        if let Some(set) = library.puzzles.get_mut(i) {
            *set = personal.iter().cloned().chain(built).collect();
        }
    }
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
    /// Each game's puzzles: the player's own first, then the built-in ones.
    pub puzzles: Vec<Vec<Puzzle>>,
    /// The built-in puzzles alone.
    pub built_in: Vec<Vec<Puzzle>>,
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
        let puzzles: Vec<Vec<Puzzle>> = GameKind::ALL
            .into_iter()
            .zip(PUZZLES)
            .map(|(kind, text)| {
                ron::from_str::<PuzzleSet>(text)
                    .inspect_err(|e| warn!("the {} puzzles cannot be read: {e}", kind.name()))
                    .map(|set| set.puzzles)
                    .unwrap_or_default()
            })
            .collect();
        Library {
            books,
            built_in: puzzles.clone(),
            puzzles,
        }
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
