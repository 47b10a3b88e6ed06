//! The actions menu over the board (`actions_menu`): its rows with the chosen one
//! highlighted, the move list's row showing which position is on view, and the buttons to use
//! it, drawn for the device that opened it.

use super::actions_menu::{ActionsMenu, MenuRow};
use super::prompts::{Glyph, glyph};
use crate::app::game::CurrentMatch;
use crate::app::game::hint::HeatMap;
use crate::app::input::devices::Device;
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
) -> Result {
    let (Some(by), Some(current)) = (menu.by, current) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let pad = matches!(by, Device::Pad(_));
    let on_off = |b: bool| if b { "on" } else { "off" };
    let len = current.game.len();
    let label = |row: MenuRow| -> String {
        match row {
            MenuRow::Hint => "Hint".to_string(),
            MenuRow::Swap => "Swap".to_string(),
            MenuRow::HeatMap => format!("Heat map: {}", on_off(heat_map.0)),
            MenuRow::View => format!("View: {}", settings.view.label()),
            MenuRow::Rules => "Rules".to_string(),
            MenuRow::Controls => "Controls".to_string(),
            MenuRow::Resign => "Resign".to_string(),
            MenuRow::Moves => match current.viewing() {
                Some(k) => format!("Moves: ◀ after {k} of {len} ▶"),
                None => format!("Moves: ◀ live, {len} ▶"),
            },
            MenuRow::Learn(LearnNav::Show) => "Show me, or the hint".to_string(),
            MenuRow::Learn(LearnNav::Retry) => "Retry".to_string(),
            MenuRow::Learn(LearnNav::Next) => "Next".to_string(),
            MenuRow::Learn(LearnNav::Back) => "Back to the lessons".to_string(),
            MenuRow::ReviewMarks => {
                let marked = review.as_deref().map_or(0, |r| r.marked().len());
                format!("Marked moves: ◀ {marked} ▶")
            }
            MenuRow::ReviewLine => {
                let length = review
                    .as_deref()
                    .and_then(|r| r.on_view(&current))
                    .map_or(0, |m| m.line.len());
                match line_step(&current) {
                    0 => format!("Better line: {length} moves ▶"),
                    k => format!("Better line: ◀ {k} of {length} ▶"),
                }
            }
        }
    };
    egui::Window::new(egui::RichText::new("Actions").color(GOLD))
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
                glyph(ui, choose);
                ui.label(egui::RichText::new("choose").small().color(DIM));
                glyph(ui, close);
                ui.label(egui::RichText::new("close").small().color(DIM));
            });
        });
    Ok(())
}
