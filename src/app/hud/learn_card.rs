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
    let kind = ex.game;
    let player = colour_name(texts, kind, ex.player);
    card(ui, |ui| {
        match &ex.task {
            Task::Lesson(i) => {
                let count = library.book(kind).map_or(0, |b| b.lessons.len());
                let Some(lesson) = library.lesson(kind, *i) else {
                    return;
                };
                caption(
                    ui,
                    &texts.format(
                        "learn-card-lesson",
                        &[("number", (i + 1).into()), ("count", count.into())],
                    ),
                );
                let title = lesson_title(texts, lesson);
                ui.label(egui::RichText::new(title).size(22.0).color(GOLD));
                if let Some(said) = &ex.said {
                    ui.label(egui::RichText::new(said).color(GOOD));
                }
                match (&ex.status, lesson.steps.get(ex.step)) {
                    (Status::Complete, _) => {
                        let done = texts.text("learn-card-complete");
                        ui.label(egui::RichText::new(done).strong().color(GOLD));
                    }
                    (status, Some(_)) => {
                        let say = step_words(texts, lesson, ex.step, "say");
                        ui.label(egui::RichText::new(say).size(17.0).color(TEXT));
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
                    &texts.format(
                        "learn-card-puzzle",
                        &[
                            (
                                "rating",
                                format!("{:.0}", mine.puzzle_rating(puzzle).rating).into(),
                            ),
                            ("yours", format!("{:.0}", mine.rating.rating).into()),
                            ("streak", mine.streak.into()),
                        ],
                    ),
                );
                let player = ("colour", Arg::from(player.as_str()));
                let goal = match ex.win_in {
                    _ if puzzle.result == "draw" => texts.format("learn-card-hold-draw", &[player]),
                    Some(n) => texts.format("learn-card-win-in", &[player, ("moves", n.into())]),
                    None => texts.format("learn-card-find-win", &[player]),
                };
                ui.label(egui::RichText::new(goal).size(18.0).color(GOLD));
                if let Some(said) = &ex.said {
                    let colour = if ex.missed { WARN } else { GOOD };
                    ui.label(egui::RichText::new(said).color(colour));
                }
                if let Some(hint) = &ex.hint {
                    let hint = texts.format("learn-card-hint", &[("hint", hint.as_str().into())]);
                    ui.label(egui::RichText::new(hint).color(TEXT));
                }
                if let Some(change) = ex.change.filter(|_| ex.status == Status::Complete) {
                    let delta = change.delta();
                    let sign = if delta >= 0 { "+" } else { "" };
                    let line = texts.format(
                        "learn-card-rating",
                        &[
                            ("rating", format!("{:.0}", change.after).into()),
                            ("change", format!("{sign}{delta}").into()),
                        ],
                    );
                    ui.label(egui::RichText::new(line).color(DIM));
                }
            }
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
