//! The Learn screen of one game (from the game select's Learn button): its lessons in order,
//! each marked once done, the closing game against level 1, and the puzzles with the player's
//! rating, how many are solved and the best streak. (What runs on the board: `app::learn`.)

use super::responsive::MenuScroll;
use super::widgets::{
    GoTo, button, button_fit, go_to, label, label_fit, scrolling_column, small_button_fit,
};
use crate::app::Screen;
use crate::app::lang::{Localized, Texts};
use crate::app::learn::exercise::LearnGame;
use crate::app::learn::{Exercise, FinalGame, Library, Task, lesson_title};
use crate::app::settings::progress::LearnProgress;
use crate::app::theme::ui::{DIM, GOLD, GOOD, TEXT};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Learn), spawn_learn);
}

/// A button of the Learn screen.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LearnButton {
    /// A lesson, by its index in the game's book.
    Lesson(usize),
    /// The closing game against level 1.
    FinalGame,
    /// The next puzzle for the player's rating.
    Puzzles,
}

fn spawn_learn(
    mut commands: Commands,
    game: Res<LearnGame>,
    library: Res<Library>,
    progress: Res<LearnProgress>,
    texts: Res<Texts>,
) {
    let kind = game.0;
    let progress = progress.of(kind);
    let book = library.book(kind);
    let puzzles = library.puzzles(kind);
    commands.spawn((Camera2d, DespawnOnExit(Screen::Learn)));
    // Compact: eight lessons, the game, the puzzles and Back fit the 560 pixels of height
    // every menu keeps (an 800x600 window).
    commands
        .spawn((
            DespawnOnExit(Screen::Learn),
            Node {
                row_gap: px(8),
                ..scrolling_column()
            },
            MenuScroll,
        ))
        .with_children(|root| {
            root.spawn(label_fit(
                Localized::new("learn-title").with("game", kind.title()),
                36.0,
                30.0,
                GOLD,
            ));
            root.spawn((
                label_fit(Localized::new("learn-intro"), 18.0, 16.0, DIM),
                TextLayout::justify(Justify::Center),
            ));
            root.spawn(Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(4),
                ..default()
            })
            .with_children(|list| {
                let lessons = book.map(|b| b.lessons.as_slice()).unwrap_or(&[]);
                for (i, lesson) in lessons.iter().enumerate() {
                    let done = progress.lessons.contains(&lesson.id);
                    let name = if done {
                        "learn-lesson-done"
                    } else {
                        "learn-lesson"
                    };
                    let name = Localized::new(name)
                        .with("number", i + 1)
                        .with("title", lesson_title(&texts, lesson));
                    list.spawn((
                        small_button_fit(520.0, 38.0, 390.0),
                        LearnButton::Lesson(i),
                        children![label(name, 20.0, if done { GOOD } else { TEXT })],
                    ))
                    .observe(press);
                }
                if let Some(book) = book {
                    let name = if progress.final_won {
                        "learn-final-game-won"
                    } else {
                        "learn-final-game"
                    };
                    list.spawn((
                        small_button_fit(520.0, 38.0, 390.0),
                        LearnButton::FinalGame,
                        children![label(
                            Localized::new(name).with("size", book.final_size),
                            20.0,
                            if progress.final_won { GOOD } else { TEXT },
                        )],
                    ))
                    .observe(press);
                }
            });
            if puzzles.is_empty() {
                root.spawn(label(Localized::new("learn-no-puzzles"), 20.0, DIM));
            } else {
                let solved = progress.solved(puzzles);
                root.spawn((
                    button_fit(520.0, 390.0),
                    LearnButton::Puzzles,
                    children![
                        // The player's own, from reviewed games, come first.
                        label(
                            match progress.personal.len() {
                                0 => Localized::new("learn-puzzles"),
                                n => Localized::new("learn-puzzles-yours").with("count", n),
                            },
                            22.0,
                            GOLD
                        ),
                        label(
                            Localized::new("learn-puzzle-stats")
                                .with("rating", format!("{:.0}", progress.rating.rating))
                                .with("solved", solved)
                                .with("total", puzzles.len())
                                .with("streak", progress.streak)
                                .with("best", progress.best_streak),
                            18.0,
                            DIM,
                        ),
                    ],
                ))
                .observe(press);
            }
            root.spawn((
                button(200.0),
                GoTo(Screen::Select),
                children![label(Localized::new("menu-back"), 24.0, TEXT)],
            ))
            .observe(go_to);
        });
}

fn press(
    click: On<Pointer<Click>>,
    buttons: Query<&LearnButton>,
    game: Res<LearnGame>,
    library: Res<Library>,
    progress: Res<LearnProgress>,
    mut commands: Commands,
) {
    let Ok(button) = buttons.get(click.entity) else {
        return;
    };
    let kind = game.0;
    match *button {
        LearnButton::Lesson(i) => {
            commands.insert_resource(Exercise::new(kind, Task::Lesson(i)));
        }
        LearnButton::FinalGame => {
            commands.insert_resource(FinalGame::of(kind, &library));
        }
        LearnButton::Puzzles => {
            let progress = progress.of(kind);
            let Some(puzzle) = progress.next_puzzle(library.puzzles(kind), None) else {
                return;
            };
            commands.insert_resource(Exercise::new(kind, Task::Puzzle(puzzle.id.clone())));
        }
    }
    commands.set_state(Screen::Play);
}
