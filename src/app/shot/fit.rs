//! `quartet shot --check-fit`: what a person would see wrong in the picture's layout, found
//! from the laid-out nodes when the picture is taken: a menu text that leaves its box or the
//! window's sides, a button outside the window, and on a phone's layout (`app::layout`) a
//! button smaller than a fingertip's 44x44 px (docs/phones.md).

use crate::app::layout::{Layout, TOUCH_TARGET};
use crate::app::web::page::PageState;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use std::sync::{Arc, Mutex};

/// The problems found, shared with the command once the app has ended.
#[derive(Resource, Clone, Default)]
pub struct FitReport(pub Arc<Mutex<Vec<String>>>);

/// A node's rectangle in the window's logical pixels (a node's own are physical; its inverse
/// scale factor has the menus' UI scale in it too).
fn rect_of(node: &ComputedNode, place: &UiGlobalTransform, window_scale: f32) -> Rect {
    let r = Rect::from_center_size(place.translation, node.size());
    Rect::from_corners(r.min / window_scale, r.max / window_scale)
}

/// Slack for rounding, in logical pixels.
const SLACK: f32 = 1.5;

/// Looks at the layout as it is now and writes what does not fit into the report.
#[allow(
    clippy::type_complexity,
    reason = "each menu text with its box and parent"
)]
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
    let compact = layout.is_compact();
    // The buttons as the page's state hook lists them (menus and panel, in logical pixels).
    let shown =
        (page.buttons.iter()).map(|b| (b.label.clone(), Rect::from_center_size(b.centre, b.size)));
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
    problems.sort();
    problems.dedup();
    if let Ok(mut found) = report.0.lock() {
        *found = problems;
    }
}
