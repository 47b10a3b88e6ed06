//! The HUD's look: a dark theme on the game's clear colour, readable text sizes, and the
//! colours the panels share.

use crate::app::layout::TOUCH_TARGET;
use crate::app::theme::egui::{BACKGROUND, CARD, CHOSEN, DIM, OUTLINE, PANEL, TEXT};
use bevy_egui::egui::{self, FontFamily, FontId, TextStyle};

/// The width of the right panel, in logical pixels (the board takes the middle of a 16:9
/// window; this fits its right margin).
pub const PANEL_WIDTH: f32 = 272.0;

/// Sets the game's font (Inter, for both families: egui's own fonts are not built in, so every
/// symbol the HUD draws is one Inter has; `tests/app/hud.rs` checks), with `japanese` behind
/// it for kana and kanji once Japanese has been shown (`app::font`), the dark theme and text
/// sizes on `ctx`.
pub fn apply(ctx: &egui::Context, japanese: Option<&[u8]>) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "inter".to_string(),
        std::sync::Arc::new(egui::FontData::from_static(crate::app::font::FONT)),
    );
    if let Some(bytes) = japanese {
        fonts.font_data.insert(
            "noto-sans-jp".to_string(),
            std::sync::Arc::new(egui::FontData::from_owned(bytes.to_vec())),
        );
    }
    for family in [FontFamily::Proportional, FontFamily::Monospace] {
        let list = fonts.families.entry(family).or_default();
        list.insert(0, "inter".to_string());
        if japanese.is_some() {
            list.insert(1, "noto-sans-jp".to_string());
        }
    }
    ctx.set_fonts(fonts);
    let mut visuals = egui::Visuals::dark();
    visuals.panel_fill = PANEL;
    visuals.window_fill = PANEL;
    visuals.extreme_bg_color = BACKGROUND;
    visuals.faint_bg_color = CARD;
    visuals.override_text_color = Some(TEXT);
    visuals.selection.bg_fill = CHOSEN;
    visuals.window_stroke = egui::Stroke::new(1.0, OUTLINE);
    ctx.set_visuals(visuals);
    ctx.global_style_mut(|style| {
        style.text_styles = [
            (
                TextStyle::Heading,
                FontId::new(24.0, FontFamily::Proportional),
            ),
            (TextStyle::Body, FontId::new(16.0, FontFamily::Proportional)),
            (
                TextStyle::Button,
                FontId::new(17.0, FontFamily::Proportional),
            ),
            (
                TextStyle::Monospace,
                FontId::new(15.0, FontFamily::Monospace),
            ),
            (
                TextStyle::Small,
                FontId::new(13.0, FontFamily::Proportional),
            ),
        ]
        .into();
        style.spacing.item_spacing = egui::vec2(8.0, 6.0);
        style.spacing.button_padding = egui::vec2(10.0, 5.0);
    });
}

/// Sizes for fingers (`compact`, a phone's layouts: `app::layout`) or for a mouse: on a phone
/// every button is at least 44x44 logical pixels (Apple's guide) and no text is under 14 px.
pub fn fit_hands(ctx: &egui::Context, compact: bool) {
    ctx.global_style_mut(|style| {
        let target = if compact { TOUCH_TARGET } else { 18.0 };
        style.spacing.interact_size.y = target;
        style.spacing.button_padding = if compact {
            egui::vec2(16.0, 8.0)
        } else {
            egui::vec2(10.0, 5.0)
        };
        let small = if compact { 14.0 } else { 13.0 };
        style.text_styles.insert(
            TextStyle::Small,
            FontId::new(small, FontFamily::Proportional),
        );
        // A scroll bar a finger can hold.
        style.spacing.scroll.bar_width = if compact { 8.0 } else { 6.0 };
    });
}

/// Rows of text, not of controls: on a phone no finger-sized row height (`fit_hands`), so that
/// the sheet keeps room for its tabs' contents.
pub fn text_rows<R>(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    ui.scope(|ui| {
        ui.spacing_mut().interact_size.y = 20.0;
        add(ui)
    })
    .inner
}

/// A titled block with a slightly lighter background.
pub fn card<R>(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    egui::Frame::new()
        .fill(CARD)
        .corner_radius(6)
        .inner_margin(8)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            add(ui)
        })
        .inner
}

/// A card floating over the board in front of everything, at `anchor` moved by `offset`, at
/// least `width` wide (the undo request, the desktop's move box).
pub fn floating(
    ctx: &egui::Context,
    id: &str,
    (anchor, offset): (egui::Align2, egui::Vec2),
    width: f32,
    add: impl FnOnce(&mut egui::Ui),
) {
    egui::Area::new(egui::Id::new(id))
        .anchor(anchor, offset)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(PANEL)
                .corner_radius(8.0)
                .inner_margin(egui::Margin::symmetric(14, 10))
                .show(ui, |ui| {
                    ui.set_min_width(width);
                    add(ui);
                });
        });
}

/// A small grey heading over a block.
pub fn caption(ui: &mut egui::Ui, text: &str) {
    ui.label(egui::RichText::new(text).small().color(DIM));
}

/// egui's spinner without its repaint request: it turns with the frames the page draws
/// anyway, so in the browser a thinking AI does not keep the page drawing at full speed
/// (`web::pacing`, which paces those frames).
pub fn spinner(ui: &mut egui::Ui) {
    let size = ui.style().spacing.interact_size.y;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    if !ui.is_rect_visible(rect) {
        return;
    }
    let radius = rect.height().min(rect.width()) / 2.0 - 2.0;
    let time = ui.input(|i| i.time);
    let start = time * std::f64::consts::TAU;
    let end = start + 240f64.to_radians() * time.sin();
    let n = (radius.round() as u32).clamp(8, 128);
    let points = (0..n)
        .map(|i| {
            let angle = egui::emath::lerp(start..=end, f64::from(i) / f64::from(n));
            let (sin, cos) = angle.sin_cos();
            rect.center() + radius * egui::vec2(cos as f32, sin as f32)
        })
        .collect();
    let colour = ui.visuals().strong_text_color();
    ui.painter()
        .add(egui::Shape::line(points, egui::Stroke::new(3.0, colour)));
}
