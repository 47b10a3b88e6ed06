//! The rules panel: the current game's rules (see `rules_text`) in a window over the board,
//! opened by the Rules buttons and closed by its button or Esc.

use super::nav::RulesOpen;
use super::rules_text::{self, Block, Span};
use crate::app::game::CurrentMatch;
use crate::app::lang::Texts;
use crate::app::theme::egui::{BACKGROUND, DIM, GOLD};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub(super) fn draw_rules(
    mut contexts: EguiContexts,
    current: Option<Res<CurrentMatch>>,
    mut open: ResMut<RulesOpen>,
    texts: Res<Texts>,
    mut shown: ResMut<super::EguiButtons>,
) -> Result {
    if !open.0 {
        return Ok(());
    }
    let Some(current) = current else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let kind = current.game.kind();
    let sections = rules_text::parse(rules_text::source(kind, &texts));
    let screen = ctx.content_rect();
    let mut close = false;
    egui::Window::new(texts.format("rules-title", &[("game", kind.title().into())]))
        .id(egui::Id::new("rules_window"))
        .collapsible(false)
        .resizable(false)
        .movable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .fixed_size(egui::vec2(
            (screen.width() - 340.0).clamp(300.0, 660.0),
            (screen.height() - 90.0).max(200.0),
        ))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .id_salt("rules_scroll")
                .auto_shrink([false, false])
                .max_height(ui.available_height() - 40.0)
                .show(ui, |ui| {
                    let width = ui.available_width() - 16.0;
                    ui.set_max_width(width);
                    for section in &sections {
                        section_ui(ui, section, width);
                    }
                });
            ui.separator();
            ui.horizontal(|ui| {
                let label = texts.text("rules-close");
                let button = ui.button(&label);
                if shown.note(ui, &label, button).clicked() {
                    close = true;
                }
                let esc = texts.text("rules-or-esc");
                ui.label(egui::RichText::new(esc).small().color(DIM));
            });
        });
    if close {
        open.0 = false;
    }
    Ok(())
}

fn section_ui(ui: &mut egui::Ui, section: &rules_text::Section, width: f32) {
    match section.level {
        0 => {}
        1 => {
            ui.label(egui::RichText::new(&section.title).size(28.0).color(GOLD));
        }
        _ => {
            ui.add_space(8.0);
            ui.label(
                egui::RichText::new(&section.title)
                    .size(20.0)
                    .strong()
                    .color(GOLD),
            );
        }
    }
    for block in &section.blocks {
        match block {
            Block::Paragraph(spans) => {
                ui.add(egui::Label::new(layout(ui, spans, width)).wrap());
            }
            Block::Bullet(spans) => {
                ui.horizontal_top(|ui| {
                    ui.label(egui::RichText::new("•").color(GOLD));
                    ui.add(egui::Label::new(layout(ui, spans, width - 24.0)).wrap());
                });
            }
            Block::Code(code) => {
                egui::Frame::new()
                    .fill(BACKGROUND)
                    .corner_radius(4)
                    .inner_margin(8)
                    .show(ui, |ui| {
                        ui.label(egui::RichText::new(code).monospace().size(14.0));
                    });
            }
        }
        ui.add_space(2.0);
    }
}

/// A paragraph's runs as one wrapped text: bold in white, code in monospace.
fn layout(ui: &egui::Ui, spans: &[Span], width: f32) -> egui::text::LayoutJob {
    let body = egui::TextStyle::Body.resolve(ui.style());
    let mono = egui::FontId::monospace(body.size - 1.0);
    let mut job = egui::text::LayoutJob::default();
    for span in spans {
        let (text, font, colour) = match span {
            Span::Plain(t) => (t, body.clone(), egui::Color32::from_rgb(210, 214, 224)),
            Span::Bold(t) => (t, body.clone(), egui::Color32::from_rgb(255, 232, 170)),
            Span::Code(t) => (t, mono.clone(), GOLD),
        };
        job.append(text, 0.0, egui::TextFormat::simple(font, colour));
    }
    job.wrap.max_width = width;
    job
}
