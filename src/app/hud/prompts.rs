//! Button prompts: the controls of the device used last (`input::devices::LastDevice`) under the
//! panel, keys as key caps and pad buttons drawn by the game (A, B, X, Y in their colours, the
//! bumpers, the d-pad, the sticks); and the Controls page (from the pause menu) listing every
//! control of both. One table per device, [`controls`], serves both.

use super::style::{DIM, GOLD, TEXT};
use crate::rules::GameKind;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Whether the Controls page is open.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct ControlsOpen(pub bool);

/// One thing to press, as drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Glyph {
    /// A key cap with its name.
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

/// The controls of a match of `kind` on `device`: what to press, and what it does. The short
/// ones come first (the prompt under the panel shows those that fit).
pub fn controls(device: Controls, kind: GameKind) -> Vec<(Vec<Glyph>, &'static str)> {
    use Glyph::*;
    let mut list = match device {
        Controls::Keys => vec![
            (vec![Key("Arrows")], "move"),
            (vec![Key("Enter")], "place"),
            (vec![Key("U")], "undo"),
            (vec![Key("Y")], "redo"),
            (vec![Key("H")], "hint"),
            (vec![Key("Esc")], "menu"),
            (vec![Key("L")], "legal points"),
            (vec![Key("V")], "2D / 3D"),
            (vec![Key("M")], "sound"),
            (
                vec![Key("["), Key("]"), Key("PgUp"), Key("PgDn")],
                "turn the board",
            ),
        ],
        Controls::Pad => vec![
            (vec![DPad, Stick('L')], "move"),
            (vec![Face('A')], "place"),
            (vec![Face('B')], "undo"),
            (vec![Face('X')], "redo"),
            (vec![Face('Y')], "hint"),
            (vec![Small("Start")], "menu"),
            (vec![Small("Select")], "2D / 3D"),
            (vec![Stick('R')], "turn the board"),
            (vec![Shoulder("LT"), Shoulder("RT")], "zoom"),
        ],
    };
    match (kind, device) {
        (GameKind::Cheversi, Controls::Keys) => {
            list.insert(
                5,
                (
                    vec![Key("K"), Key("Q"), Key("R"), Key("B"), Key("N")],
                    "piece",
                ),
            );
        }
        (GameKind::Cheversi, Controls::Pad) => {
            list.insert(5, (vec![Shoulder("LB"), Shoulder("RB")], "piece"));
        }
        (GameKind::Rekushu, Controls::Keys) => {
            list.insert(5, (vec![Key("Tab")], "next claim (U skips)"));
        }
        (GameKind::Rekushu, Controls::Pad) => {
            list.insert(5, (vec![Shoulder("LB"), Shoulder("RB")], "claim (B skips)"));
        }
        (GameKind::Quadrex, Controls::Keys) => list.insert(5, (vec![Key("S")], "swap")),
        (GameKind::Rush, Controls::Keys) => list.insert(5, (vec![Key("F")], "finish")),
        _ => {}
    }
    list
}

/// Draws one glyph.
pub fn glyph(ui: &mut egui::Ui, g: Glyph) {
    let font = egui::FontId::proportional(11.0);
    let (text, fill, ink, round, width) = match g {
        Glyph::Key(name) => (
            name.to_string(),
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
            (
                letter.to_string(),
                fill,
                egui::Color32::WHITE,
                9.0,
                Some(18.0),
            )
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
        Glyph::DPad => return dpad(ui),
    };
    let galley = ui.painter().layout_no_wrap(text, font, ink);
    let size = egui::vec2(width.unwrap_or(galley.size().x + 10.0).max(18.0), 18.0);
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    ui.painter().rect_filled(rect, round, fill);
    ui.painter().galley(
        rect.center() - galley.size() / 2.0,
        galley,
        egui::Color32::WHITE,
    );
}

/// A d-pad: a plus.
fn dpad(ui: &mut egui::Ui) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
    let c = rect.center();
    let fill = egui::Color32::from_gray(150);
    for size in [egui::vec2(6.0, 18.0), egui::vec2(18.0, 6.0)] {
        ui.painter()
            .rect_filled(egui::Rect::from_center_size(c, size), 1.5, fill);
    }
}

/// One control: its glyphs and what it does.
fn control(ui: &mut egui::Ui, glyphs: &[Glyph], what: &str) {
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 3.0;
        for g in glyphs {
            glyph(ui, *g);
        }
        ui.label(egui::RichText::new(what).small().color(DIM));
    });
}

/// The prompt under the panel: the device's controls, wrapped.
pub fn prompt(ui: &mut egui::Ui, device: Controls, kind: GameKind) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(10.0, 4.0);
        for (glyphs, what) in controls(device, kind) {
            control(ui, &glyphs, what);
        }
    });
}

/// The Controls page: every control of the keyboard and of a pad, side by side.
pub(super) fn draw_controls(
    mut contexts: EguiContexts,
    current: Option<Res<crate::app::game::CurrentMatch>>,
    mut open: ResMut<ControlsOpen>,
) -> Result {
    if !open.0 {
        return Ok(());
    }
    let kind = current.map_or(GameKind::Rush, |c| c.game.kind());
    let ctx = contexts.ctx_mut()?;
    let mut close = false;
    egui::Window::new(egui::RichText::new("Controls").color(GOLD))
        .id(egui::Id::new("controls_window"))
        .collapsible(false)
        .resizable(false)
        .movable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.horizontal_top(|ui| {
                for (device, title) in [(Controls::Keys, "Keyboard"), (Controls::Pad, "Pad")] {
                    ui.vertical(|ui| {
                        ui.set_min_width(230.0);
                        ui.label(egui::RichText::new(title).strong().color(TEXT));
                        ui.add_space(4.0);
                        for (glyphs, what) in controls(device, kind) {
                            control(ui, &glyphs, what);
                        }
                    });
                }
            });
            ui.separator();
            ui.horizontal(|ui| {
                if ui.button("Close").clicked() {
                    close = true;
                }
                ui.label(
                    egui::RichText::new("or press Esc, Start or B")
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
