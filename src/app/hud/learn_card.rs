//! The lesson's or puzzle's card at the top of the panel: what to do, what the last step
//! taught, a wrong try's reason, the puzzle's ratings and streak, and the buttons Show me (a
//! lesson) or Hint (a puzzle), Retry, Next and Back. The closing game gets a line of its own.

use super::EguiButtons;
use super::style::{caption, card};
use crate::app::game::CurrentMatch;
use crate::app::learn::{Exercise, FinalGame, LearnNav, Library, Status, Task};
use crate::app::theme::egui::{DIM, GOLD, GOOD, TEXT, WARN};
use crate::progress::Progress;
use bevy::prelude::*;
use bevy_egui::egui;

/// The card of the exercise on the board.
pub(super) fn exercise_card(
    ui: &mut egui::Ui,
    ex: &Exercise,
    current: &CurrentMatch,
    library: &Library,
    progress: &Progress,
    nav: &mut MessageWriter<LearnNav>,
    shown: &mut EguiButtons,
) {
    let kind = ex.game;
    let player = kind.colour_title(ex.player);
    card(ui, |ui| {
        match &ex.task {
            Task::Lesson(i) => {
                let count = library.book(kind).map_or(0, |b| b.lessons.len());
                let Some(lesson) = library.lesson(kind, *i) else {
                    return;
                };
                caption(ui, &format!("Lesson {} of {count}", i + 1));
                ui.label(egui::RichText::new(&lesson.title).size(22.0).color(GOLD));
                if let Some(said) = &ex.said {
                    ui.label(egui::RichText::new(said).color(GOOD));
                }
                match (&ex.status, lesson.steps.get(ex.step)) {
                    (Status::Complete, _) => {
                        ui.label(egui::RichText::new("Lesson complete.").strong().color(GOLD));
                    }
                    (status, Some(step)) => {
                        ui.label(egui::RichText::new(&step.say).size(17.0).color(TEXT));
                        if let Status::Wrong(why) = status {
                            ui.label(egui::RichText::new(why).color(WARN));
                        }
                    }
                    (_, None) => {}
                }
            }
            Task::Puzzle(id) => {
                let Some(puzzle) = library.puzzle(kind, id) else {
                    return;
                };
                let mine = progress.of(kind);
                caption(
                    ui,
                    &format!(
                        "Puzzle {:.0}  ·  you {:.0}  ·  streak {}",
                        mine.puzzle_rating(puzzle).rating,
                        mine.rating.rating,
                        mine.streak
                    ),
                );
                let goal = match ex.win_in {
                    _ if puzzle.result == "draw" => "find the move that holds the draw".to_string(),
                    Some(n) => format!("win in {n}"),
                    None => "find the winning move".to_string(),
                };
                ui.label(
                    egui::RichText::new(format!("{player} to play: {goal}."))
                        .size(18.0)
                        .color(GOLD),
                );
                if let Some(said) = &ex.said {
                    let colour = if ex.missed { WARN } else { GOOD };
                    ui.label(egui::RichText::new(said).color(colour));
                }
                if let Some(hint) = &ex.hint {
                    ui.label(egui::RichText::new(format!("Hint: {hint}")).color(TEXT));
                }
                if let Some(change) = ex.change.filter(|_| ex.status == Status::Complete) {
                    let delta = change.delta();
                    let sign = if delta >= 0 { "+" } else { "" };
                    ui.label(
                        egui::RichText::new(format!("Rating {:.0} ({sign}{delta})", change.after))
                            .color(DIM),
                    );
                }
            }
        }
        buttons(ui, ex, current, nav, shown);
    });
}

fn buttons(
    ui: &mut egui::Ui,
    ex: &Exercise,
    current: &CurrentMatch,
    nav: &mut MessageWriter<LearnNav>,
    shown: &mut EguiButtons,
) {
    let size = egui::vec2((ui.available_width() - 12.0) / 2.0, 30.0);
    let (show, show_tip) = match ex.task {
        Task::Lesson(_) => ("Show me", "Play this step's move for you (H)"),
        Task::Puzzle(_) => (
            "Hint",
            "One hint: the puzzle then counts as missed for your rating (H)",
        ),
    };
    let can_show = ex.can_show(current);
    let complete = ex.status == Status::Complete;
    let rows: [[(&str, &str, bool, LearnNav); 2]; 2] = [
        [
            (show, show_tip, can_show, LearnNav::Show),
            ("Retry", "Start this again", true, LearnNav::Retry),
        ],
        [
            (
                "Next",
                "On to the next one (Enter once this is done)",
                complete || matches!(ex.task, Task::Puzzle(_)),
                LearnNav::Next,
            ),
            (
                "Back",
                "The lessons and puzzles of this game",
                true,
                LearnNav::Back,
            ),
        ],
    ];
    for row in rows {
        ui.horizontal(|ui| {
            for (label, tip, enabled, to) in row {
                let button = egui::Button::new(label).min_size(size);
                let response = ui.add_enabled(enabled, button).on_hover_text(tip);
                if shown.note(ui, label, response).clicked() {
                    nav.write(to);
                }
            }
        });
    }
}

/// The exercise's keys, for the device used last (a pad: `pad`).
pub(super) fn keys_line(ui: &mut egui::Ui, pad: bool) {
    let text = if pad {
        "North: show me or hint  ·  South: next, once done  ·  Start: menu (Restart)"
    } else {
        "H: show me or hint  ·  Enter: next, once done  ·  Esc: menu (Restart)"
    };
    ui.add_space(6.0);
    ui.label(egui::RichText::new(text).small().color(DIM));
}

/// The closing game's line: what it is, and the way back.
pub(super) fn final_game_card(
    ui: &mut egui::Ui,
    game: &FinalGame,
    nav: &mut MessageWriter<LearnNav>,
    shown: &mut EguiButtons,
) {
    card(ui, |ui| {
        caption(ui, "Closing game");
        ui.label(format!(
            "Beat level 1 on {0}x{0}: everything from the lessons.",
            game.size
        ));
        let response = ui.button("Back to the lessons");
        if shown.note(ui, "Back to the lessons", response).clicked() {
            nav.write(LearnNav::Back);
        }
    });
}
