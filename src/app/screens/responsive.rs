//! Menus that fit a phone (`app::layout`): a node or a text size with a variant for the
//! compact layouts, swapped in and out whenever the layout changes (a phone turned), and menu
//! columns that scroll, by the wheel or a finger, when they are taller than the window.

use crate::app::layout::Layout;
use bevy::input::mouse::{MouseScrollUnit, MouseWheel};
use bevy::input::touch::Touches;
use bevy::prelude::*;
use bevy::ui::ScrollPosition;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            // (After `reflow`, which swaps whole nodes.)
            (reflow, centre_safely).chain(),
            (scroll_by_wheel, scroll_by_touch).run_if(any_with_component::<MenuScroll>),
        ),
    );
}

/// A node's shape in the wide layout and in the compact ones.
#[derive(Component, Clone, Debug)]
pub struct Responsive {
    pub wide: Node,
    pub compact: Node,
}

/// `wide` as it is, and `compact` made from it: the node and its two shapes.
pub fn responsive(wide: Node, compact: impl FnOnce(Node) -> Node) -> (Node, Responsive) {
    let narrow = compact(wide.clone());
    (
        wide.clone(),
        Responsive {
            wide,
            compact: narrow,
        },
    )
}

/// A text's size in the wide layout and in the compact ones (logical pixels, before the UI
/// scale: the menus' smallest compact text is 16, 14 at the smallest scale).
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct ResponsiveText {
    pub wide: f32,
    pub compact: f32,
}

/// Shown in the wide layout only (the title's pictures of the boards).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct WideOnly;

fn reflow(
    layout: Res<Layout>,
    mut nodes: Query<(Ref<Responsive>, &mut Node)>,
    mut texts: Query<(Ref<ResponsiveText>, &mut TextFont)>,
    mut wide_only: Query<(Ref<WideOnly>, &mut Node), Without<Responsive>>,
) {
    let compact = layout.is_compact();
    for (shapes, mut node) in &mut nodes {
        if layout.is_changed() || shapes.is_added() {
            let wanted = if compact {
                &shapes.compact
            } else {
                &shapes.wide
            };
            if *node != *wanted {
                *node = wanted.clone();
            }
        }
    }
    for (sizes, mut font) in &mut texts {
        if layout.is_changed() || sizes.is_added() {
            let size = FontSize::Px(if compact { sizes.compact } else { sizes.wide });
            if font.font_size != size {
                font.font_size = size;
            }
        }
    }
    for (marker, mut node) in &mut wide_only {
        if layout.is_changed() || marker.is_added() {
            let display = if compact {
                Display::None
            } else {
                Display::Flex
            };
            if node.display != display {
                node.display = display;
            }
        }
    }
}

/// A menu's column that scrolls when it is taller than the window, its contents centred
/// while they fit (the first child's top margin and the last's bottom margin are `auto`: a
/// column centred by `justify_content` would lose its top above the window), and never
/// squeezed to fit (its children do not shrink).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct MenuScroll;

fn centre_safely(roots: Query<&Children, With<MenuScroll>>, mut nodes: Query<&mut Node>) {
    for children in &roots {
        for &child in children {
            if let Ok(mut node) = nodes.get_mut(child)
                && node.flex_shrink != 0.0
            {
                node.flex_shrink = 0.0;
            }
        }
        let (Some(&first), Some(&last)) = (children.first(), children.last()) else {
            continue;
        };
        // (Written only when different: a change would lay the UI out again.)
        if let Ok(mut node) = nodes.get_mut(first)
            && node.margin.top != Val::Auto
        {
            node.margin.top = Val::Auto;
        }
        if let Ok(mut node) = nodes.get_mut(last)
            && node.margin.bottom != Val::Auto
        {
            node.margin.bottom = Val::Auto;
        }
    }
}

/// Logical pixels a wheel's line scrolls.
const LINE: f32 = 40.0;

fn scroll_by_wheel(
    mut wheel: MessageReader<MouseWheel>,
    mut roots: Query<(&mut ScrollPosition, &ComputedNode), With<MenuScroll>>,
) {
    let dy: f32 = wheel
        .read()
        .map(|w| match w.unit {
            MouseScrollUnit::Line => w.y * LINE,
            MouseScrollUnit::Pixel => w.y,
        })
        .sum();
    if dy != 0.0 {
        scroll(&mut roots, -dy);
    }
}

/// A finger dragged up or down over a menu scrolls it (a tap, which barely moves, still
/// presses the button under it).
fn scroll_by_touch(
    touches: Res<Touches>,
    mut roots: Query<(&mut ScrollPosition, &ComputedNode), With<MenuScroll>>,
) {
    // (Touches are in logical pixels, as a scroll position is.)
    let Some(touch) = touches.iter().next() else {
        return;
    };
    let dy = touch.delta().y;
    if dy != 0.0 {
        scroll(&mut roots, -dy);
    }
}

fn scroll(roots: &mut Query<(&mut ScrollPosition, &ComputedNode), With<MenuScroll>>, by: f32) {
    for (mut position, node) in roots.iter_mut() {
        // Physical sizes over the node's scale factor: logical, as the scroll position is.
        let inverse = node.inverse_scale_factor();
        let room = ((node.content_size().y - node.size().y) * inverse).max(0.0);
        let y = (position.y + by).clamp(0.0, room);
        if position.y != y {
            position.y = y;
        }
    }
}
