//! The actions menu over the board (`actions_menu`): its rows with the chosen one
//! highlighted, the move list's row showing which position is on view, and the buttons to use
//! it, drawn for the device that opened it.

use super::actions_menu::{ActionsMenu, MenuRow};
use super::prompts::{Glyph, glyph};
use crate::app::game::CurrentMatch;
use crate::app::game::hint::HeatMap;
use crate::app::input::devices::Device;
use crate::app::lang::Texts;
use crate::app::learn::LearnNav;
use crate::app::review::{GameReview, line_step};
use crate::app::settings::Settings;
use crate::app::theme::egui::{CHOSEN, DIM, GOLD, PANEL, TEXT};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub(super) fn draw_actions_menu(
    mut contexts: EguiContexts,
    menu: Res<ActionsMenu>,
    current: Option<Res<CurrentMatch>>,
    heat_map: Res<HeatMap>,
    settings: Res<Settings>,
    review: Option<Res<GameReview>>,
    texts: Res<Texts>,
) -> Result {
    let (Some(by), Some(current)) = (menu.by, current) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let pad = matches!(by, Device::Pad(_));
    let on_off = |b: bool| texts.text(if b { "settings-on" } else { "settings-off" });
    let len = current.game.len();
    let label = |row: MenuRow| -> String {
        match row {
            MenuRow::Hint => texts.text("panel-hint"),
            MenuRow::Swap => texts.text("panel-swap"),
            MenuRow::HeatMap => {
                texts.format("actions-heat-map", &[("state", on_off(heat_map.0).into())])
            }
            MenuRow::View => {
                texts.format("actions-view", &[("view", settings.view.label().into())])
            }
            MenuRow::Rules => texts.text("panel-rules"),
            MenuRow::Controls => texts.text("pause-controls"),
            MenuRow::Resign => texts.text("panel-resign"),
            MenuRow::Moves => match current.viewing() {
                Some(k) => texts.format(
                    "actions-moves-at",
                    &[("move", k.into()), ("count", len.into())],
                ),
                None => texts.format("actions-moves-live", &[("count", len.into())]),
            },
            MenuRow::Learn(LearnNav::Show) => texts.text("actions-show-or-hint"),
            MenuRow::Learn(LearnNav::Retry) => texts.text("learn-card-retry"),
            MenuRow::Learn(LearnNav::Next) => texts.text("learn-card-next"),
            MenuRow::Learn(LearnNav::Back) => texts.text("learn-card-to-lessons"),
            MenuRow::ReviewMarks => {
                let marked = review.as_deref().map_or(0, |r| r.marked().len());
                texts.format("actions-marked", &[("count", marked.into())])
            }
            MenuRow::ReviewLine => {
                let length = review
                    .as_deref()
                    .and_then(|r| r.on_view(&current))
                    .map_or(0, |m| m.line.len());
                match line_step(&current) {
                    0 => texts.format("actions-line", &[("count", length.into())]),
                    k => texts.format(
                        "actions-line-at",
                        &[("move", k.into()), ("count", length.into())],
                    ),
                }
            }
        }
    };
    egui::Window::new(egui::RichText::new(texts.text("actions-title")).color(GOLD))
        .id(egui::Id::new("actions_menu"))
        .collapsible(false)
        .resizable(false)
        .movable(false)
        .anchor(egui::Align2::LEFT_TOP, egui::vec2(16.0, 16.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.set_min_width(220.0);
            for (i, row) in menu.offered(&current).into_iter().enumerate() {
                let chosen = i == menu.row;
                let text = egui::RichText::new(label(row)).color(TEXT);
                egui::Frame::new()
                    .fill(if chosen { CHOSEN } else { PANEL })
                    .corner_radius(4.0)
                    .inner_margin(egui::Margin::symmetric(8, 4))
                    .show(ui, |ui| {
                        ui.set_min_width(ui.available_width());
                        ui.label(text);
                    });
            }
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                let (choose, close) = if pad {
                    (Glyph::Face('A'), Glyph::Face('B'))
                } else {
                    (Glyph::Key("Enter"), Glyph::Key("Esc"))
                };
                glyph(ui, choose, &texts);
                ui.label(
                    egui::RichText::new(texts.text("actions-choose"))
                        .small()
                        .color(DIM),
                );
                glyph(ui, close, &texts);
                ui.label(
                    egui::RichText::new(texts.text("actions-close"))
                        .small()
                        .color(DIM),
                );
            });
        });
    Ok(())
}
