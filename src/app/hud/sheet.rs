//! The panel in portrait (`app::layout`): a sheet under the board, as on a phone's chess
//! apps: a strip with both players, the score, whose turn and the last move; the main actions
//! as a row of large buttons; the rest in tabs (the match's cards and the hint, the move list,
//! the other actions). It sits under the board, so it never covers it.

use super::panel::{
    HudInput, HudView, cards, decided, files, game_controls, heat_button, hint, hint_button,
    menu_button, moves, notice, redo_button, resign_button, review, rules_button, score_text,
    sound_button, undo_button, view_button,
};
use super::style::{spinner, text_rows};
use crate::app::Screen;
use crate::app::game::CurrentMatch;
use crate::app::lang::{colour_name, seat_name};
use crate::app::layout::TOUCH_TARGET;
use crate::app::theme::egui::{CARD, DIM, GOLD, TEXT};
use crate::i18n::Catalog;
use crate::rules::Side;
use bevy_egui::egui;

/// The sheet's tabs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SheetTab {
    /// The lesson's, puzzle's, room's, end's and review's cards, and the hint.
    #[default]
    Game,
    /// The move list and the replay.
    Moves,
    /// The actions not in the main row, and the files.
    More,
}

impl SheetTab {
    const ALL: [SheetTab; 3] = [SheetTab::Game, SheetTab::Moves, SheetTab::More];

    /// The tab's name (its message).
    fn label_id(self) -> &'static str {
        match self {
            SheetTab::Game => "sheet-game",
            SheetTab::Moves => "sheet-moves",
            SheetTab::More => "sheet-more",
        }
    }
}

/// The sheet's contents, in a `ui` as wide as the window and as high as the room under the
/// board.
pub(super) fn sheet(
    ui: &mut egui::Ui,
    view: &HudView,
    current: &CurrentMatch,
    input: &mut HudInput,
    tab: &mut SheetTab,
) {
    let playing = *view.screen.get() == Screen::Play;
    let coached = view.exercise.is_some() && current.has_coach();
    if !coached {
        strip(ui, view, current);
    }
    // (The end screen's card says the result and the score.)
    if playing {
        status(ui, current, !coached, &view.texts);
        if decided(ui, current, &view.texts) {
            input.actions.write(crate::app::game::PlayerAction::Finish);
        }
        notice(ui, view);
        let size = egui::vec2((ui.available_width() - 16.0) / 3.0, TOUCH_TARGET);
        ui.horizontal(|ui| {
            if coached {
                rules_button(ui, size, input);
                view_button(ui, size, view, input);
            } else {
                undo_button(ui, size, current, input);
                hint_button(ui, size, view, current, input);
            }
            menu_button(ui, size, input);
        });
        game_controls(ui, current, input, false);
    }
    ui.horizontal(|ui| {
        let width = (ui.available_width() - 16.0) / 3.0;
        for t in SheetTab::ALL {
            let label = view.texts.text(t.label_id());
            let button = egui::Button::selectable(*tab == t, &label)
                .min_size(egui::vec2(width, TOUCH_TARGET));
            let response = ui.add(button);
            if input.shown.note(ui, &label, response).clicked() {
                *tab = t;
            }
        }
    });
    ui.separator();
    if *tab == SheetTab::Moves {
        // The list scrolls itself, in the rest of the sheet.
        moves(ui, view, current, input);
        return;
    }
    egui::ScrollArea::vertical()
        .id_salt(("hud_sheet_tab", tab.label_id()))
        .auto_shrink([false, false])
        // On a short phone (360x640) about a row of contents is left: it scrolls.
        .min_scrolled_height(40.0)
        .show(ui, |ui| match tab {
            SheetTab::Game => {
                let exercise = cards(ui, view, current, input);
                if exercise.is_none() {
                    review(ui, view, current, input);
                }
                if playing && exercise.is_none() {
                    hint(ui, view, current);
                }
            }
            SheetTab::More => more(ui, view, current, input, playing, coached),
            SheetTab::Moves => {}
        });
}

/// Both players side by side, the one to move marked, the AI's thinking, the last move.
fn strip(ui: &mut egui::Ui, view: &HudView, current: &CurrentMatch) {
    let kind = current.game.kind();
    let to_move = current.to_move();
    text_rows(ui, |ui| {
        let width = (ui.available_width() - 8.0) / 2.0;
        ui.horizontal(|ui| {
            for side in Side::BOTH {
                let seat = match view.online.as_deref().filter(|_| current.is_online()) {
                    Some(online) => super::online_card::seat_name(online, side, &view.texts),
                    None => seat_name(&view.texts, current.seats[side.index()]),
                };
                let moving = to_move == Some(side);
                let stroke = if moving {
                    egui::Stroke::new(2.0, GOLD)
                } else {
                    egui::Stroke::NONE
                };
                egui::Frame::new()
                    .fill(CARD)
                    .stroke(stroke)
                    .corner_radius(6)
                    .inner_margin(egui::Margin::symmetric(8, 4))
                    .show(ui, |ui| {
                        ui.set_width(width - 20.0);
                        ui.horizontal(|ui| {
                            let name = colour_name(&view.texts, kind, side);
                            let text = egui::RichText::new(name).strong();
                            ui.label(if moving {
                                text.color(GOLD)
                            } else {
                                text.color(TEXT)
                            });
                            if moving && view.thinking.is_some() {
                                spinner(ui);
                            }
                        });
                        ui.add(
                            egui::Label::new(egui::RichText::new(seat).small().color(DIM))
                                .truncate(),
                        );
                    });
            }
        });
    });
}

/// One line under the players: the last move (`last`: not in a lesson, whose card says it)
/// and the score, so that a short phone keeps room for the tabs' contents.
fn status(ui: &mut egui::Ui, current: &CurrentMatch, last: bool, texts: &Catalog) {
    let score = score_text(current, texts);
    if !last && score.is_none() {
        return;
    }
    text_rows(ui, |ui| {
        ui.horizontal(|ui| {
            if last {
                let played =
                    (current.game.len().checked_sub(1)).and_then(|k| current.game.move_text(k));
                let text = match (current.to_move(), played) {
                    (None, _) => texts.text("panel-game-over"),
                    (Some(_), Some(m)) => texts.format("sheet-last-move", &[("move", m.into())]),
                    (Some(_), None) => texts.text("sheet-no-move"),
                };
                ui.label(egui::RichText::new(text).small().color(DIM));
            }
            if let Some(text) = score {
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    ui.label(egui::RichText::new(text).strong());
                });
            }
        });
    });
}

/// The actions that are not in the main row, the board's view and sound, and the files.
fn more(
    ui: &mut egui::Ui,
    view: &HudView,
    current: &CurrentMatch,
    input: &mut HudInput,
    playing: bool,
    coached: bool,
) {
    let size = egui::vec2((ui.available_width() - 16.0) / 3.0, TOUCH_TARGET);
    ui.horizontal(|ui| {
        if playing && !coached {
            redo_button(ui, size, current, input);
            resign_button(ui, size, current, input);
        }
        if !coached {
            rules_button(ui, size, input);
        }
    });
    ui.horizontal(|ui| {
        if !coached {
            heat_button(ui, size, current, input);
            view_button(ui, size, view, input);
        }
        sound_button(ui, size, view, input);
    });
    if !coached {
        files(ui, current, input);
    }
}
