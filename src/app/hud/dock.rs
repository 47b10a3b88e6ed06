//! Where the panel goes (`app::layout`): beside the board on the right in a wide or short
//! window ([`panel`](super::panel)'s contents, scrolling when short), or under it in portrait
//! ([`sheet`](super::sheet)). It keeps the board's part of the window free ([`BoardInset`]).

use super::panel::{HudInput, HudView, contents};
use super::sheet::{SheetTab, sheet};
use super::style::PANEL_WIDTH;
use crate::app::Pause;
use crate::app::board::camera::BoardInset;
use crate::app::layout::{Layout, portrait_board_height};
use crate::app::theme::egui::PANEL;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub(super) fn draw_panel(
    mut contexts: EguiContexts,
    view: HudView,
    mut input: HudInput,
    mut inset: ResMut<BoardInset>,
    layout: Res<Layout>,
    mut tab: Local<SheetTab>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(current) = view.current.as_deref() else {
        return Ok(());
    };
    let zoom = ctx.zoom_factor();
    let screen = ctx.content_rect();
    // In portrait the window alone places the board: on top, square at the full width.
    let portrait = (*layout == Layout::Portrait).then(|| {
        let (width, height) = (screen.width() * zoom, screen.height() * zoom);
        BoardInset {
            right: 0.0,
            bottom: height - portrait_board_height(width, height),
        }
    });
    // The pause menu and the settings over the board have the whole window (egui would draw
    // over them); the board stays where it was (in portrait, where the window puts it).
    if view
        .pause
        .as_deref()
        .is_some_and(|p| *p.get() != Pause::Running)
    {
        if let Some(wanted) = portrait {
            inset.set_if_neq(wanted);
        }
        return Ok(());
    }
    let wanted = if let Some(wanted) = portrait {
        // The sheet under the board (`sheet`), in egui's points.
        let top = screen.height() - wanted.bottom / zoom;
        egui::Area::new(egui::Id::new("hud_sheet"))
            .fixed_pos(egui::pos2(screen.left(), screen.top() + top))
            // Where its contents are taller, they are cut at the bottom: never moved up over
            // the board.
            .constrain(false)
            .order(egui::Order::Middle)
            .show(ctx, |ui| {
                egui::Frame::new()
                    .fill(PANEL)
                    .inner_margin(egui::Margin::symmetric(10, 6))
                    .show(ui, |ui| {
                        ui.set_width(screen.width() - 20.0);
                        ui.set_max_width(screen.width() - 20.0);
                        ui.set_height(screen.height() - top - 12.0);
                        sheet(ui, &view, current, &mut input, &mut tab);
                    });
            });
        wanted
    } else {
        let height = screen.height();
        // A phone on its side: the board needs only the height, the panel has the rest, up to
        // 380 px (three buttons a row at a finger's size).
        let width = if *layout == Layout::Short {
            (screen.width() - screen.height() * 1.05).clamp(PANEL_WIDTH, 380.0)
        } else {
            PANEL_WIDTH
        };
        let shown = egui::Area::new(egui::Id::new("hud_panel"))
            .anchor(egui::Align2::RIGHT_TOP, egui::vec2(0.0, 0.0))
            .order(egui::Order::Middle)
            .show(ctx, |ui| {
                egui::Frame::new()
                    .fill(PANEL)
                    .inner_margin(egui::Margin::symmetric(12, 10))
                    .show(ui, |ui| {
                        ui.set_width(width - 24.0);
                        ui.set_max_width(width - 24.0);
                        ui.set_height(height - 20.0);
                        if *layout == Layout::Short {
                            // A phone on its side: the board has the full height, and the
                            // panel scrolls (the move list a fixed part of it).
                            egui::ScrollArea::vertical()
                                .id_salt("hud_panel_scroll")
                                .auto_shrink([false, false])
                                .show(ui, |ui| contents(ui, &view, current, &mut input));
                        } else {
                            contents(ui, &view, current, &mut input);
                        }
                    });
            });
        // The board keeps the rest of the window: the panel as wide as it came out (its text
        // at the player's UI scale), in window pixels.
        BoardInset {
            right: shown.response.rect.width() * zoom,
            bottom: 0.0,
        }
    };
    if (inset.right - wanted.right).abs() > 0.5 || (inset.bottom - wanted.bottom).abs() > 0.5 {
        *inset = wanted;
    }
    Ok(())
}
