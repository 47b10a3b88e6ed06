//! `quartet shot --check-fit`: what a person would see wrong in the picture's layout, found
//! from the laid-out nodes when the picture is taken: a menu text that leaves its box or the
//! window's sides, a button outside the window, and on a phone's layout (`app::layout`) a
//! button smaller than a fingertip's 44x44 px (docs/phones.md).

use crate::app::hud::EguiButtons;
use crate::app::layout::{Layout, TOUCH_TARGET};
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
    clippy::too_many_arguments,
    reason = "the window, the menus' nodes and the panel's buttons"
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
    buttons: Query<
        (
            Entity,
            &ComputedNode,
            &UiGlobalTransform,
            &InheritedVisibility,
        ),
        With<Button>,
    >,
    children: Query<&Children>,
    labels: Query<&Text>,
    panel: Option<Res<EguiButtons>>,
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
    let mut shown: Vec<(String, Rect)> = buttons
        .iter()
        .filter(|(.., visible)| visible.get())
        .map(|(button, node, place, _)| {
            let label = children
                .iter_descendants_depth_first(button)
                .find_map(|e| labels.get(e).ok())
                .map_or_else(|| "(no label)".to_string(), |t| t.0.clone());
            (label, rect_of(node, place, ws))
        })
        .collect();
    shown.extend(panel.iter().flat_map(|p| {
        p.0.iter()
            .map(|b| (b.label.clone(), Rect::from_center_size(b.centre, b.size)))
    }));
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
