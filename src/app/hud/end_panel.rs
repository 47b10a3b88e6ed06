//! The end screen's card at the top of the right panel (egui): the winner, how the game was
//! decided, the final score counting up, and Rematch, Change setup (Setup), Back to menu
//! (Menu). The move list below it stays, to review the game.

use super::EguiButtons;
use super::nav::MatchNav;
use super::result::result;
use super::style::card;
use crate::app::fx::count_up::CountUp;
use crate::app::game::CurrentMatch;
use crate::app::lang::colour_name;
use crate::app::theme::egui::{DIM, GOLD, TEXT};
use crate::i18n::Catalog;
use crate::rules::Side;
use bevy::prelude::*;
use bevy_egui::egui;

/// The result card at the top of the right panel on the end screen; `compact` (a phone's
/// layout): both scores on one line and no tip, so that Review the game shows without a scroll.
pub(super) fn end_card(
    ui: &mut egui::Ui,
    current: &CurrentMatch,
    count: &CountUp,
    nav: &mut MessageWriter<MatchNav>,
    show_tip: bool,
    compact: bool,
    shown: &mut EguiButtons,
    texts: &Catalog,
) {
    let Some(end) = result(current, texts) else {
        return;
    };
    let kind = current.game.kind();
    card(ui, |ui| {
        ui.label(egui::RichText::new(&end.headline).size(30.0).color(GOLD));
        ui.label(egui::RichText::new(&end.how).color(TEXT));
        if let Some(score) = end.score {
            ui.add_space(6.0);
            let side_score = |ui: &mut egui::Ui, side: Side| {
                let name = colour_name(texts, kind, side);
                let value = count.value(score[side.index()]);
                let winner = end.winner == Some(side) && count.finished();
                let colour = if winner { GOLD } else { TEXT };
                ui.add_sized(
                    [70.0, 30.0],
                    egui::Label::new(egui::RichText::new(name).size(20.0)),
                );
                ui.label(
                    egui::RichText::new(value.to_string())
                        .size(28.0)
                        .color(colour),
                );
            };
            if compact {
                ui.horizontal(|ui| {
                    side_score(ui, Side::BOTH[0]);
                    ui.add_space(12.0);
                    side_score(ui, Side::BOTH[1]);
                    ui.label(egui::RichText::new(&end.unit).color(DIM));
                });
            } else {
                for side in Side::BOTH {
                    ui.horizontal(|ui| {
                        side_score(ui, side);
                        ui.label(egui::RichText::new(&end.unit).color(DIM));
                    });
                }
            }
        }
    });
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        let size = egui::vec2((ui.available_width() - 16.0) / 3.0, 32.0);
        let rematch = if current.is_online() {
            "end-new-room"
        } else {
            "end-rematch"
        };
        for (id, to) in [
            (rematch, MatchNav::Rematch),
            ("end-setup", MatchNav::ChangeSetup),
            ("end-menu", MatchNav::Title),
        ] {
            let label = texts.text(id);
            let button = ui.add(egui::Button::new(&label).min_size(size));
            if shown.note(ui, &label, button).clicked() {
                nav.write(to);
            }
        }
    });
    // (A review's card takes the room once there is one.)
    if show_tip && !compact {
        ui.label(
            egui::RichText::new(texts.text("end-tip"))
                .small()
                .color(DIM),
        );
    }
}
