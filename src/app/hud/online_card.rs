//! The panel's card in a game online (`app::online`): the room's code, big enough to read
//! aloud, with its invite link to copy; and how the game stands: waiting for the friend to
//! join or come back, or the connection's trouble.

use super::EguiButtons;
use super::style::{caption, card};
use crate::app::lang::Localized;
use crate::app::online::address::invite_link;
use crate::app::online::{LinkState, Online};
use crate::app::store::StoreDone;
use crate::app::theme::egui::{DIM, GOLD, WARN};
use crate::i18n::Catalog;
use bevy::prelude::*;
use bevy_egui::egui;

/// The link that opens the room: in the browser this page's address, else the server's.
pub fn room_link(online: &Online, room: &str) -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(link) = crate::app::online::address::page_link(room) {
        return link;
    }
    invite_link(&online.server, room)
}

pub(super) fn online_card(
    ui: &mut egui::Ui,
    online: &Online,
    shown: &mut EguiButtons,
    done: &mut MessageWriter<StoreDone>,
    texts: &Catalog,
) {
    let Some(room) = online.room.as_deref() else {
        return;
    };
    card(ui, |ui| {
        ui.horizontal(|ui| {
            caption(ui, &texts.text("online-card-room"));
            ui.label(
                egui::RichText::new(room)
                    .size(30.0)
                    .strong()
                    .monospace()
                    .color(GOLD),
            );
        });
        let link = room_link(online, room);
        ui.label(egui::RichText::new(&link).small().color(DIM));
        ui.horizontal(|ui| {
            let label = texts.text("online-card-copy-link");
            let copy_link = ui.button(&label);
            if shown.note(ui, &label, copy_link).clicked() {
                ui.ctx().copy_text(link.clone());
                let said = Localized::new("online-card-link-copied").with("link", link.as_str());
                done.write(StoreDone(said));
            }
            let label = texts.text("online-card-copy-code");
            let copy_code = ui.button(&label);
            if shown.note(ui, &label, copy_code).clicked() {
                ui.ctx().copy_text(room.to_string());
                let said = Localized::new("online-card-code-copied").with("room", room);
                done.write(StoreDone(said));
            }
        });
        if let Some(waiting) = online.waiting_text(texts) {
            let colour = match online.link {
                LinkState::Open => DIM,
                _ => WARN,
            };
            ui.label(egui::RichText::new(waiting).color(colour));
        }
    });
}

/// The name a side goes by in a game online: the player's own with "(you)", the friend's, or
/// that the seat is still free.
pub fn seat_name(online: &Online, side: crate::rules::Side, texts: &Catalog) -> String {
    let player = online.players[side.index()].as_ref();
    let id = match (player, online.side == Some(side)) {
        (Some(_), true) => "online-seat-you",
        (Some(p), false) if p.online => "online-seat-online",
        (Some(_), false) => "online-seat-offline",
        (None, _) => return texts.text("online-seat-free"),
    };
    let name = player.map(|p| p.name.as_str()).unwrap_or_default();
    texts.format(id, &[("name", name.into())])
}
