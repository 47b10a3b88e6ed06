//! The lesson's or puzzle's card at the top of the panel: what to do, what the last step
//! taught, a wrong try's reason, the puzzle's ratings and streak, and the buttons Show me (a
//! lesson) or Hint (a puzzle), Retry, Next and Back. The closing game gets a line of its own.

use super::EguiButtons;
use super::style::{caption, card};
use crate::app::game::CurrentMatch;
use crate::app::lang::colour_name;
use crate::app::learn::{
    Exercise, FinalGame, LearnNav, Library, Status, Task, lesson_title, step_words,
};
use crate::app::theme::egui::{DIM, GOLD, GOOD, TEXT, WARN};
use crate::i18n::{Arg, Catalog};
use crate::progress::Progress;
use bevy::prelude::*;
use bevy_egui::egui;

/// A line of the exercise's card, and how it is drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct CardLine {
    pub text: String,
    pub look: Look,
}

/// How a line of the card is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    /// The card's caption (the lesson's number, the puzzle's ratings).
    Caption,
    /// The lesson's title.
    Title,
    /// What the last step taught, or a puzzle solved.
    Good,
    /// A wrong try's reason, or a puzzle missed.
    Warn,
    /// What to do now.
    Task,
    /// The puzzle's goal, or the lesson done.
    Goal,
    Plain,
    Dim,
}

/// The card's lines for the exercise on the board, in order: what the panel shows and what a
/// screen reader hears (`access::exercise`).
pub fn card_lines(
    ex: &Exercise,
    library: &Library,
    progress: &Progress,
    texts: &Catalog,
) -> Vec<CardLine> {
    let kind = ex.game;
    let player = colour_name(texts, kind, ex.player);
    let mut lines = Vec::new();
    let mut line = |look: Look, text: String| lines.push(CardLine { text, look });
    match &ex.task {
        Task::Lesson(i) => {
            let count = library.book(kind).map_or(0, |b| b.lessons.len());
            let Some(lesson) = library.lesson(kind, *i) else {
                return lines;
            };
            let args = [("number", (i + 1).into()), ("count", count.into())];
            line(Look::Caption, texts.format("learn-card-lesson", &args));
            line(Look::Title, lesson_title(texts, lesson));
            if let Some(said) = &ex.said {
                line(Look::Good, said.clone());
            }
            match (&ex.status, lesson.steps.get(ex.step)) {
                (Status::Complete, _) => line(Look::Goal, texts.text("learn-card-complete")),
                (status, Some(_)) => {
                    line(Look::Task, step_words(texts, lesson, ex.step, "say"));
                    if let Status::Wrong(why) = status {
                        line(Look::Warn, why.clone());
                    }
                }
                (_, None) => {}
            }
        }
        Task::Puzzle(id) => {
            let Some(puzzle) = library.puzzle(kind, id) else {
                return lines;
            };
            let mine = progress.of(kind);
            let args = [
                (
                    "rating",
                    format!("{:.0}", mine.puzzle_rating(puzzle).rating).into(),
                ),
                ("yours", format!("{:.0}", mine.rating.rating).into()),
                ("streak", mine.streak.into()),
            ];
            line(Look::Caption, texts.format("learn-card-puzzle", &args));
            let player = ("colour", Arg::from(player.as_str()));
            let goal = match ex.win_in {
                _ if puzzle.result == "draw" => texts.format("learn-card-hold-draw", &[player]),
                Some(n) => texts.format("learn-card-win-in", &[player, ("moves", n.into())]),
                None => texts.format("learn-card-find-win", &[player]),
            };
            line(Look::Goal, goal);
            if let Some(said) = &ex.said {
                line(
                    if ex.missed { Look::Warn } else { Look::Good },
                    said.clone(),
                );
            }
            if let Some(hint) = &ex.hint {
                let hint = texts.format("learn-card-hint", &[("hint", hint.as_str().into())]);
                line(Look::Plain, hint);
            }
            if let Some(change) = ex.change.filter(|_| ex.status == Status::Complete) {
                let delta = change.delta();
                let sign = if delta >= 0 { "+" } else { "" };
                let args = [
                    ("rating", format!("{:.0}", change.after).into()),
                    ("change", format!("{sign}{delta}").into()),
                ];
                line(Look::Dim, texts.format("learn-card-rating", &args));
            }
        }
    }
    lines
}

/// The card of the exercise on the board.
pub(super) fn exercise_card(
    ui: &mut egui::Ui,
    ex: &Exercise,
    current: &CurrentMatch,
    library: &Library,
    progress: &Progress,
    nav: &mut MessageWriter<LearnNav>,
    shown: &mut EguiButtons,
    texts: &Catalog,
) {
    card(ui, |ui| {
        for CardLine { text, look } in card_lines(ex, library, progress, texts) {
            let rich = egui::RichText::new(&text);
            let rich = match look {
                Look::Caption => {
                    caption(ui, &text);
                    continue;
                }
                Look::Title => rich.size(22.0).color(GOLD),
                Look::Good => rich.color(GOOD),
                Look::Warn => rich.color(WARN),
                Look::Task => rich.size(17.0).color(TEXT),
                // A lesson done is said strong; a puzzle's goal larger.
                Look::Goal if matches!(ex.task, Task::Lesson(_)) => rich.strong().color(GOLD),
                Look::Goal => rich.size(18.0).color(GOLD),
                Look::Plain => rich.color(TEXT),
                Look::Dim => rich.color(DIM),
            };
            ui.label(rich);
        }
        buttons(ui, ex, current, nav, shown, texts);
    });
}

fn buttons(
    ui: &mut egui::Ui,
    ex: &Exercise,
    current: &CurrentMatch,
    nav: &mut MessageWriter<LearnNav>,
    shown: &mut EguiButtons,
    texts: &Catalog,
) {
    let size = egui::vec2((ui.available_width() - 12.0) / 2.0, 30.0);
    let (show, show_tip) = match ex.task {
        Task::Lesson(_) => ("learn-card-show-me", "learn-card-show-me-tip"),
        Task::Puzzle(_) => ("panel-hint", "learn-card-hint-tip"),
    };
    let can_show = ex.can_show(current);
    let complete = ex.status == Status::Complete;
    let rows: [[(&str, &str, bool, LearnNav); 2]; 2] = [
        [
            (show, show_tip, can_show, LearnNav::Show),
            (
                "learn-card-retry",
                "learn-card-retry-tip",
                true,
                LearnNav::Retry,
            ),
        ],
        [
            (
                "learn-card-next",
                "learn-card-next-tip",
                complete || matches!(ex.task, Task::Puzzle(_)),
                LearnNav::Next,
            ),
            ("menu-back", "learn-card-back-tip", true, LearnNav::Back),
        ],
    ];
    for row in rows {
        ui.horizontal(|ui| {
            for (label, tip, enabled, to) in row {
                let label = texts.text(label);
                let button = egui::Button::new(&label).min_size(size);
                let response = ui
                    .add_enabled(enabled, button)
                    .on_hover_text(texts.text(tip));
                if shown.note(ui, &label, response).clicked() {
                    nav.write(to);
                }
            }
        });
    }
}

/// The exercise's keys, for the device used last (a pad: `pad`).
pub(super) fn keys_line(ui: &mut egui::Ui, pad: bool, texts: &Catalog) {
    let text = texts.text(if pad {
        "learn-card-pad-keys"
    } else {
        "learn-card-keys"
    });
    ui.add_space(6.0);
    ui.label(egui::RichText::new(text).small().color(DIM));
}

/// The closing game's line: what it is, and the way back.
pub(super) fn final_game_card(
    ui: &mut egui::Ui,
    game: &FinalGame,
    nav: &mut MessageWriter<LearnNav>,
    shown: &mut EguiButtons,
    texts: &Catalog,
) {
    card(ui, |ui| {
        caption(ui, &texts.text("learn-card-final"));
        ui.label(texts.format("learn-card-final-about", &[("size", game.size.into())]));
        let label = texts.text("learn-card-to-lessons");
        let response = ui.button(&label);
        if shown.note(ui, &label, response).clicked() {
            nav.write(LearnNav::Back);
        }
    });
}
