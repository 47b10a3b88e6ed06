//! The request to take back a move, on screen while the other player has not answered
//! (`input::undo_consent`): who asks, and the other player's buttons to agree or refuse, drawn
//! for their device.

use super::prompts::{Glyph, glyph};
use super::style::floating;
use crate::app::game::CurrentMatch;
use crate::app::input::devices::{Device, SideHolders};
use crate::app::input::undo_consent::UndoAsked;
use crate::app::lang::{Texts, colour_name};
use crate::app::theme::egui::{GOLD, TEXT};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

pub(super) fn draw_undo_asked(
    mut contexts: EguiContexts,
    asked: Res<UndoAsked>,
    holders: Res<SideHolders>,
    current: Option<Res<CurrentMatch>>,
    texts: Res<Texts>,
) -> Result {
    let (Some(by), Some(current)) = (asked.0, current) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let kind = current.game.kind();
    let other = by.other();
    let (agree, refuse) = match holders.0[other.index()] {
        Some(Device::Pad(_)) => (Glyph::Face('A'), Glyph::Face('B')),
        _ => (Glyph::Key("Enter"), Glyph::Key("U")),
    };
    // One line for the request, whatever the names' lengths.
    let at = (egui::Align2::CENTER_TOP, egui::vec2(-120.0, 16.0));
    floating(ctx, "undo_asked", at, 300.0, |ui| {
        ui.label(
            egui::RichText::new(texts.format(
                "undo-asked",
                &[("colour", colour_name(&texts, kind, by).into())],
            ))
            .color(GOLD)
            .strong(),
        );
        ui.horizontal(|ui| {
            ui.label(
                egui::RichText::new(texts.format(
                    "undo-answer",
                    &[("colour", colour_name(&texts, kind, other).into())],
                ))
                .color(TEXT),
            );
            glyph(ui, agree, &texts);
            ui.label(egui::RichText::new(texts.text("undo-agree-key")).color(TEXT));
            ui.add_space(8.0);
            glyph(ui, refuse, &texts);
            ui.label(egui::RichText::new(texts.text("undo-refuse-key")).color(TEXT));
        });
    });
    Ok(())
}
