//! `quartet shot --check-fit`: what a person would see wrong in the picture's layout, found
//! from the laid-out nodes when the picture is taken: a menu text that leaves its box or the
//! window's sides, a panel text (egui) cut by the window's edge or by the sides of the box it
//! is drawn in, a button outside the window or cut by its edge, and on a phone's layout
//! (`app::layout`) a button smaller than a fingertip's 44x44 px (docs/phones.md).

use crate::app::hud::EguiButtons;
use crate::app::layout::{Layout, TOUCH_TARGET};
use crate::app::web::page::PageState;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContext, EguiFullOutput, egui};
use std::sync::{Arc, Mutex};

/// The problems found, shared with the command once the app has ended.
#[derive(Resource, Clone, Default)]
pub struct FitReport(pub Arc<Mutex<Vec<String>>>);

/// What [`check_panel_texts`] found in the picture's frame, for [`check`] to report.
#[derive(Resource, Default)]
pub struct PanelTexts(Vec<String>);

/// The panel's texts as egui drew them in this frame (its shapes, in egui's points, between the
/// pass's end and their tessellation): a text partly outside the window (where no box of its
/// own cuts it), or cut at the left or right by its clip rectangle (a panel, a card, a row of
/// buttons; nothing in the HUD scrolls sideways), is cut in the picture. Cut at the top or
/// bottom by its clip rectangle is a list scrolled, and not counted.
pub fn check_panel_texts(
    outputs: Query<(&EguiFullOutput, &mut EguiContext)>,
    mut found: ResMut<PanelTexts>,
) {
    found.0.clear();
    for (output, mut context) in outputs {
        let Some(output) = output.0.as_ref() else {
            continue;
        };
        let screen = context.get_mut().content_rect();
        let mut texts = Vec::new();
        for clipped in &output.shapes {
            collect_texts(&clipped.shape, clipped.clip_rect, &mut texts);
        }
        for (text, rect, clip) in texts {
            // What shows of it: a list scrolled cuts it at its box, not at the window.
            let shown = rect.intersect(clip);
            if !shown.is_positive() {
                continue;
            }
            // Drawn where only the window cuts it (no box of its own), all of it must show.
            let unboxed = clip.expand(SLACK).contains_rect(screen);
            let must_show = if unboxed { rect } else { shown };
            let cut_at_a_side = rect.min.x < clip.min.x - SLACK || rect.max.x > clip.max.x + SLACK;
            let problem = if !screen.expand(SLACK).contains_rect(must_show) {
                "leaves the window"
            } else if cut_at_a_side {
                "is cut at a side"
            } else {
                continue;
            };
            found.0.push(format!("the panel's text '{text}' {problem}"));
        }
    }
}

/// Each text in `shape` (and the shapes it holds), with its rectangle and clip rectangle.
fn collect_texts(
    shape: &egui::Shape,
    clip: egui::Rect,
    into: &mut Vec<(String, egui::Rect, egui::Rect)>,
) {
    match shape {
        egui::Shape::Text(text) if !text.galley.text().trim().is_empty() => {
            into.push((
                text.galley.text().to_string(),
                text.visual_bounding_rect(),
                clip,
            ));
        }
        egui::Shape::Vec(shapes) => {
            for s in shapes {
                collect_texts(s, clip, into);
            }
        }
        _ => {}
    }
}

/// A node's rectangle in the window's logical pixels (a node's own are physical; its inverse
/// scale factor has the menus' UI scale in it too).
fn rect_of(node: &ComputedNode, place: &UiGlobalTransform, window_scale: f32) -> Rect {
    let r = Rect::from_center_size(place.translation, node.size());
    Rect::from_corners(r.min / window_scale, r.max / window_scale)
}

/// Slack for rounding, in logical pixels.
const SLACK: f32 = 1.5;

/// Looks at the layout as it is now and writes what does not fit into the report.
pub fn check(
    report: Res<FitReport>,
    layout: Res<Layout>,
    windows: Query<&Window, With<PrimaryWindow>>,
    texts: Query<(
        &Text,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
        &ChildOf,
    )>,
    boxes: Query<(&ComputedNode, &UiGlobalTransform)>,
    page: Res<PageState>,
    panel_texts: Res<PanelTexts>,
    panel_buttons: Option<Res<EguiButtons>>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let screen = Rect::new(0.0, 0.0, window.width(), window.height());
    let ws = window.scale_factor();
    let mut problems = Vec::new();
    for (text, node, place, visible, parent) in &texts {
        if !visible.get() || text.0.trim().is_empty() {
            continue;
        }
        let r = rect_of(node, place, ws);
        if let Ok((parent_node, parent_place)) = boxes.get(parent.parent()) {
            let outer = rect_of(parent_node, parent_place, ws);
            if r.min.x < outer.min.x - SLACK
                || r.max.x > outer.max.x + SLACK
                || r.min.y < outer.min.y - SLACK
                || r.max.y > outer.max.y + SLACK
            {
                problems.push(format!("the text '{}' leaves its box", text.0));
            }
        }
        // (Below or above the window a menu scrolls; beside it nothing does.)
        if r.min.x < screen.min.x - SLACK || r.max.x > screen.max.x + SLACK {
            problems.push(format!("the text '{}' leaves the window", text.0));
        }
    }
    problems.extend(panel_texts.0.iter().cloned());
    let compact = layout.is_compact();
    // The buttons as the page's state hook lists them (menus and panel, in logical pixels).
    let shown = (page.buttons.iter().filter(|b| b.in_view))
        .map(|b| (b.label.clone(), Rect::from_center_size(b.centre, b.size)));
    for (label, r) in shown {
        if r.min.x < screen.min.x - SLACK || r.max.x > screen.max.x + SLACK {
            problems.push(format!("the button '{label}' leaves the window"));
        }
        let size = r.size();
        if compact && (size.x < TOUCH_TARGET - SLACK || size.y < TOUCH_TARGET - SLACK) {
            problems.push(format!(
                "the button '{label}' is {:.0}x{:.0} px, under {TOUCH_TARGET:.0}x{TOUCH_TARGET:.0}",
                size.x, size.y
            ));
        }
    }
    for label in panel_buttons.iter().flat_map(|b| b.cut.iter()) {
        problems.push(format!("the button '{label}' is cut by the window's edge"));
    }
    problems.sort();
    problems.dedup();
    if let Ok(mut found) = report.0.lock() {
        *found = problems;
    }
}
