//! The end screen (egui), in the margin left of the board: the winner, how the game was
//! decided, the final score counting up, and Rematch, Change setup, Back to menu. The move list
//! in the right panel stays, to review the game.

use super::count_up::CountUp;
use super::nav::MatchNav;
use super::result::{capitalised, result};
use super::style::{DIM, GOLD, LEFT_WIDTH, TEXT};
use crate::app::game::CurrentMatch;
use crate::rules::Side;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub(super) fn draw_end(
    mut contexts: EguiContexts,
    current: Option<Res<CurrentMatch>>,
    count: Res<CountUp>,
    mut nav: MessageWriter<MatchNav>,
) -> Result {
    let Some(current) = current else {
        return Ok(());
    };
    let Some(end) = result(&current) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let kind = current.game.kind();
    egui::Window::new("Result")
        .id(egui::Id::new("end_window"))
        .title_bar(false)
        .collapsible(false)
        .resizable(false)
        .movable(false)
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(12.0, 12.0))
        .fixed_size(egui::vec2(LEFT_WIDTH - 24.0, 0.0))
        .show(ctx, |ui| {
            ui.label(egui::RichText::new(&end.headline).size(30.0).color(GOLD));
            ui.label(egui::RichText::new(&end.how).color(TEXT));
            if let Some(score) = end.score {
                ui.add_space(6.0);
                for side in Side::BOTH {
                    ui.horizontal(|ui| {
                        let name = capitalised(kind.colour(side));
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
                        ui.label(egui::RichText::new(end.unit).color(DIM));
                    });
                }
            }
            ui.add_space(10.0);
            let size = egui::vec2(ui.available_width(), 34.0);
            for (label, to) in [
                ("Rematch", MatchNav::Rematch),
                ("Change setup", MatchNav::ChangeSetup),
                ("Back to menu", MatchNav::Title),
            ] {
                if ui.add(egui::Button::new(label).min_size(size)).clicked() {
                    nav.write(to);
                }
            }
            ui.add_space(6.0);
            ui.label(
                egui::RichText::new("Select a move in the list to see the game again.")
                    .small()
                    .color(DIM),
            );
        });
    Ok(())
}
