//! Button prompts: the controls of the device used last (`input::devices::LastDevice`) under the
//! panel, keys as key caps and pad buttons drawn by the game (A, B, X, Y in their colours, the
//! bumpers, the d-pad, the sticks); and the Controls page (from the pause menu) listing every
//! control of both. One table per device, [`controls`], serves both.

use crate::app::lang::Texts;
use crate::app::theme::egui::{DIM, GOLD, TEXT};
use crate::i18n::Catalog;
use crate::rules::GameKind;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Whether the Controls page is open.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ControlsOpen(pub bool);

/// One thing to press, as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Glyph {
    /// A key cap with its name as printed on English keyboards ([`key_cap`] gives the
    /// player's language's).
    Key(&'static str),
    /// A pad's face button: A (South), B (East), X (West), Y (North).
    Face(char),
    /// A bumper or a trigger: LB, RB, LT, RT.
    Shoulder(&'static str),
    DPad,
    /// The left (`'L'`) or right stick.
    Stick(char),
    /// Start or Select (View / Menu on some pads).
    Small(&'static str),
}

/// Which device's controls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Controls {
    Keys,
    Pad,
}

/// The controls of a match of `kind` on `device`: what to press, and what it does (a message
/// id). The short ones come first (the prompt under the panel shows those that fit).
pub fn controls(device: Controls, kind: GameKind) -> Vec<(Vec<Glyph>, &'static str)> {
    use Glyph::*;
    let mut list = match device {
        Controls::Keys => vec![
            (vec![Key("Arrows")], "control-move"),
            (vec![Key("Enter")], "control-place"),
            (vec![Key("U")], "control-undo"),
            (vec![Key("Y")], "control-redo"),
            (vec![Key("H")], "control-hint"),
            (vec![Key("Esc")], "control-menu"),
            (vec![Key("L")], "control-legal"),
            (vec![Key("Tab")], "control-actions"),
            (vec![Key("V")], "control-view"),
            (vec![Key("M")], "control-sound"),
            (
                vec![Key("["), Key("]"), Key("PgUp"), Key("PgDn")],
                "control-turn",
            ),
        ],
        Controls::Pad => vec![
            (vec![DPad, Stick('L')], "control-move"),
            (vec![Face('A')], "control-place"),
            (vec![Face('B')], "control-undo"),
            (vec![Face('X')], "control-redo"),
            (vec![Face('Y')], "control-hint"),
            (vec![Small("Start")], "control-menu"),
            (vec![Small("Select")], "control-actions"),
            (vec![Stick('R')], "control-turn"),
            (vec![Shoulder("LT"), Shoulder("RT")], "control-zoom"),
        ],
    };
    match (kind, device) {
        (GameKind::Cheversi, Controls::Keys) => {
            list.insert(
                5,
                (
                    vec![Key("K"), Key("Q"), Key("R"), Key("B"), Key("N")],
                    "control-piece",
                ),
            );
        }
        (GameKind::Cheversi, Controls::Pad) => {
            list.insert(5, (vec![Shoulder("LB"), Shoulder("RB")], "control-piece"));
        }
        (GameKind::Rekushu, Controls::Keys) => {
            list.insert(5, (vec![Key("Tab")], "control-next-claim"));
        }
        (GameKind::Rekushu, Controls::Pad) => {
            list.insert(5, (vec![Shoulder("LB"), Shoulder("RB")], "control-claim"));
        }
        (GameKind::Quadrex, Controls::Keys) => list.insert(5, (vec![Key("S")], "control-swap")),
        (GameKind::Rush, Controls::Keys) => list.insert(5, (vec![Key("F")], "control-finish")),
        _ => {}
    }
    list
}

/// A key cap's name in the language of `texts`: the keys whose name is a word (Enter is
/// Entrée in French, Intro in Spanish; the arrows are Pfeile in German); letters as they are.
pub fn key_cap(texts: &Catalog, name: &str) -> String {
    let id = match name {
        "Arrows" => "key-arrows",
        "Enter" => "key-enter",
        "Esc" => "key-esc",
        "Tab" => "key-tab",
        "PgUp" => "key-page-up",
        "PgDn" => "key-page-down",
        _ => return name.to_string(),
    };
    texts.text(id)
}

/// How a glyph looks: its text, fill, ink, corner radius and fixed width (else its text's).
fn look(g: Glyph, texts: &Catalog) -> (String, egui::Color32, egui::Color32, f32, Option<f32>) {
    match g {
        Glyph::Key(name) => (
            key_cap(texts, name),
            egui::Color32::from_gray(58),
            TEXT,
            3.0,
            None,
        ),
        Glyph::Face(letter) => {
            // The colours pads print on them: A green, B red, X blue, Y yellow.
            let fill = match letter {
                'A' => egui::Color32::from_rgb(70, 160, 80),
                'B' => egui::Color32::from_rgb(200, 70, 60),
                'X' => egui::Color32::from_rgb(60, 110, 200),
                _ => egui::Color32::from_rgb(210, 170, 40),
            };
            // (Dark on the yellow Y: white on it is hard to read.)
            let ink = if letter == 'Y' {
                egui::Color32::from_gray(25)
            } else {
                egui::Color32::WHITE
            };
            (letter.to_string(), fill, ink, 9.0, Some(18.0))
        }
        Glyph::Shoulder(name) => (
            name.to_string(),
            egui::Color32::from_gray(70),
            TEXT,
            6.0,
            None,
        ),
        Glyph::Small(name) => (
            name.to_string(),
            egui::Color32::from_gray(45),
            TEXT,
            8.0,
            None,
        ),
        Glyph::Stick(side) => (
            format!("{side}S"),
            egui::Color32::from_gray(40),
            TEXT,
            9.0,
            Some(24.0),
        ),
        Glyph::DPad => (
            String::new(),
            egui::Color32::from_gray(150),
            TEXT,
            1.5,
            Some(18.0),
        ),
    }
}

const GLYPH_HEIGHT: f32 = 18.0;

fn glyph_galley(ui: &egui::Ui, g: Glyph, texts: &Catalog) -> std::sync::Arc<egui::Galley> {
    let (text, _, ink, _, _) = look(g, texts);
    ui.painter()
        .layout_no_wrap(text, egui::FontId::proportional(11.0), ink)
}

fn glyph_width(ui: &egui::Ui, g: Glyph, texts: &Catalog) -> f32 {
    let (_, _, _, _, width) = look(g, texts);
    width
        .unwrap_or(glyph_galley(ui, g, texts).size().x + 10.0)
        .max(GLYPH_HEIGHT)
}

/// Paints `g` in `rect`.
fn paint_glyph(ui: &egui::Ui, rect: egui::Rect, g: Glyph, texts: &Catalog) {
    let (_, fill, _, round, _) = look(g, texts);
    let painter = ui.painter();
    if g == Glyph::DPad {
        // A plus.
        for size in [egui::vec2(6.0, 18.0), egui::vec2(18.0, 6.0)] {
            painter.rect_filled(
                egui::Rect::from_center_size(rect.center(), size),
                round,
                fill,
            );
        }
        return;
    }
    painter.rect_filled(rect, round, fill);
    let galley = glyph_galley(ui, g, texts);
    painter.galley(
        rect.center() - galley.size() / 2.0,
        galley,
        egui::Color32::WHITE,
    );
}

/// Draws one glyph.
pub fn glyph(ui: &mut egui::Ui, g: Glyph, texts: &Catalog) {
    let size = egui::vec2(glyph_width(ui, g, texts), GLYPH_HEIGHT);
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    paint_glyph(ui, rect, g, texts);
}

/// One control, its glyphs then what it does, as one piece (a wrapped line never splits it).
fn control(ui: &mut egui::Ui, glyphs: &[Glyph], what: &str, texts: &Catalog) {
    const GAP: f32 = 3.0;
    let label = ui.painter().layout_no_wrap(
        what.to_string(),
        egui::TextStyle::Small.resolve(ui.style()),
        DIM,
    );
    let widths: Vec<f32> = glyphs.iter().map(|g| glyph_width(ui, *g, texts)).collect();
    let width = widths.iter().map(|w| w + GAP).sum::<f32>() + label.size().x;
    let height = GLYPH_HEIGHT.max(label.size().y);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, height), egui::Sense::hover());
    let mut x = rect.left();
    for (g, w) in glyphs.iter().zip(&widths) {
        let at = egui::Rect::from_min_size(
            egui::pos2(x, rect.center().y - GLYPH_HEIGHT / 2.0),
            egui::vec2(*w, GLYPH_HEIGHT),
        );
        paint_glyph(ui, at, *g, texts);
        x += w + GAP;
    }
    let y = rect.center().y - label.size().y / 2.0;
    ui.painter().galley(egui::pos2(x, y), label, DIM);
}

/// The prompt under the panel: the device's controls, wrapped to the panel's width.
pub fn prompt(ui: &mut egui::Ui, device: Controls, kind: GameKind, texts: &Catalog) {
    let width = ui.available_width().min(super::style::PANEL_WIDTH - 24.0);
    ui.allocate_ui_with_layout(
        egui::vec2(width, 0.0),
        egui::Layout::left_to_right(egui::Align::Center).with_main_wrap(true),
        |ui| {
            ui.set_max_width(width);
            ui.spacing_mut().item_spacing = egui::vec2(10.0, 5.0);
            for (glyphs, what) in controls(device, kind) {
                control(ui, &glyphs, &texts.text(what), texts);
            }
        },
    );
}

/// The Controls page: every control of the keyboard and of a pad, side by side.
pub(super) fn draw_controls(
    mut contexts: EguiContexts,
    current: Option<Res<crate::app::game::CurrentMatch>>,
    mut open: ResMut<ControlsOpen>,
    layout: Res<crate::app::layout::Layout>,
    texts: Res<Texts>,
    mut shown: ResMut<super::EguiButtons>,
) -> Result {
    if !open.0 {
        return Ok(());
    }
    // Side by side; on a phone one under the other, scrolling.
    let stacked = layout.is_compact();
    let kind = current.map_or(GameKind::Rush, |c| c.game.kind());
    let ctx = contexts.ctx_mut()?;
    let mut close = false;
    egui::Window::new(egui::RichText::new(texts.text("pause-controls")).color(GOLD))
        .id(egui::Id::new("controls_window"))
        .collapsible(false)
        .resizable(false)
        .movable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            let column = |ui: &mut egui::Ui, device: Controls, title: &str| {
                ui.vertical(|ui| {
                    ui.set_min_width(230.0);
                    ui.label(egui::RichText::new(title).strong().color(TEXT));
                    ui.add_space(4.0);
                    for (glyphs, what) in controls(device, kind) {
                        control(ui, &glyphs, &texts.text(what), &texts);
                    }
                });
            };
            let devices = [
                (Controls::Keys, texts.text("join-keyboard")),
                (Controls::Pad, texts.text("join-pad")),
            ];
            if stacked {
                let room = ui.ctx().content_rect().height() * 0.7;
                egui::ScrollArea::vertical()
                    .max_height(room)
                    .show(ui, |ui| {
                        for (device, title) in &devices {
                            column(ui, *device, title);
                            ui.add_space(8.0);
                        }
                    });
            } else {
                ui.horizontal_top(|ui| {
                    for (device, title) in &devices {
                        column(ui, *device, title);
                    }
                });
            }
            ui.separator();
            ui.horizontal(|ui| {
                let label = texts.text("rules-close");
                let button = ui.button(&label);
                if shown.note(ui, &label, button).clicked() {
                    close = true;
                }
                ui.label(
                    egui::RichText::new(texts.text("controls-or-keys"))
                        .small()
                        .color(DIM),
                );
            });
        });
    if close {
        open.0 = false;
    }
    Ok(())
}
