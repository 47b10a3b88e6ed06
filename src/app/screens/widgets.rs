//! The menus' look and their small shared pieces, as plain functions returning bundles: text,
//! buttons, cells, the centred column of a screen, a button that goes to another screen, and
//! the highlight of the button that the keyboard or a pad focused.

use super::responsive::{MenuScroll, Responsive, ResponsiveText, responsive};
use crate::app::input::menu_focus::{MenuFocus, MenuFocusSet};
use crate::app::lang::Localized;
use crate::app::layout::Layout;
use crate::app::settings::{Settings, compact_menu_scale, menu_ui_scale};
use crate::app::theme::ui::{CARD, FOCUSED};
use crate::app::{Pause, Screen};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (show_focus.after(MenuFocusSet), scale_ui));
}

/// The menus drawn at the player's UI scale, as far as the window allows.
fn scale_ui(
    settings: Res<Settings>,
    windows: Query<&Window, With<PrimaryWindow>>,
    layout: Res<Layout>,
    mut scale: ResMut<UiScale>,
) {
    let (width, height) = windows
        .single()
        .map(|w| (w.width(), w.height()))
        .unwrap_or((1280.0, 720.0));
    let wanted = if layout.is_compact() {
        compact_menu_scale(settings.ui_scale, width)
    } else {
        menu_ui_scale(settings.ui_scale, height)
    };
    if scale.0 != wanted {
        scale.0 = wanted;
    }
}

pub fn text(s: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (
        Text::new(s),
        TextFont {
            font_size: FontSize::Px(size),
            ..default()
        },
        TextColor(color),
    )
}

/// A text that is a message, in the language shown (`app::lang`).
pub fn label(message: Localized, size: f32, color: Color) -> impl Bundle {
    (message, text("", size, color))
}

/// [`label`] at `wide` pixels, `compact` on a phone (see [`text_fit`]).
pub fn label_fit(message: Localized, wide: f32, compact: f32, color: Color) -> impl Bundle {
    (message, text_fit("", wide, compact, color))
}

/// A fixed-size box that centres its text vertically (text nodes alone size to their own
/// line boxes and would not line up with the buttons).
pub fn cell(width: f32, justify: JustifyContent) -> impl Bundle {
    Node {
        justify_content: justify,
        ..cell_node(width)
    }
}

/// The cell's node, to build a variant on.
pub fn cell_node(width: f32) -> Node {
    Node {
        width: px(width),
        height: px(52),
        align_items: AlignItems::Center,
        ..default()
    }
}

/// A menu button's look (the caller adds the click observer); on a phone at least a
/// fingertip high.
pub fn button(width: f32) -> impl Bundle {
    button_fit(width, width)
}

fn button_node(width: f32) -> Node {
    Node {
        width: px(width),
        padding: UiRect::axes(px(20), px(10)),
        border_radius: BorderRadius::all(px(10)),
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        justify_content: JustifyContent::Center,
        ..default()
    }
}

/// A smaller button of a fixed size, its content centred (rows of settings).
pub fn small_button(width: f32, height: f32) -> impl Bundle {
    (
        Button,
        small_button_node(width, height),
        BackgroundColor(CARD),
    )
}

fn small_button_node(width: f32, height: f32) -> Node {
    Node {
        width: px(width),
        height: px(height),
        padding: UiRect::axes(px(6), px(2)),
        border_radius: BorderRadius::all(px(8)),
        align_items: AlignItems::Center,
        justify_content: JustifyContent::Center,
        ..default()
    }
}

/// A small button `wide` by `height` pixels, `compact` wide and at least 44 high on a phone.
pub fn small_button_fit(wide: f32, height: f32, compact: f32) -> impl Bundle {
    let (node, shapes) = responsive(small_button_node(wide, height), |node| Node {
        width: px(compact),
        height: Val::Auto,
        min_height: px(COMPACT_TARGET),
        ..node
    });
    (Button, node, shapes, BackgroundColor(CARD))
}

/// A full-window column that centres its children (menus and the pause overlay).
pub fn centred_column() -> Node {
    Node {
        width: percent(100),
        height: percent(100),
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        justify_content: JustifyContent::Center,
        row_gap: px(14),
        ..default()
    }
}

/// A menu over the board while `state` lasts (the pause menu, the settings): a centred
/// column on a veil that darkens the board by `shade` (0 to 1); it scrolls on a short screen.
pub fn overlay(state: Pause, shade: f32) -> impl Bundle {
    (
        DespawnOnExit(state),
        MenuScroll,
        Node {
            position_type: PositionType::Absolute,
            ..scrolling_column()
        },
        BackgroundColor(Color::srgba(0.02, 0.02, 0.04, shade)),
        GlobalZIndex(10),
    )
}

/// The root of a menu screen: a centred column that goes when the screen is left, and
/// scrolls when it is taller than the window (a phone on its side).
pub fn screen_root(screen: Screen) -> impl Bundle {
    (DespawnOnExit(screen), scrolling_column(), MenuScroll)
}

/// A full-window column that centres its children while they fit, and scrolls when they do
/// not (`responsive::MenuScroll`).
pub fn scrolling_column() -> Node {
    Node {
        justify_content: JustifyContent::FlexStart,
        overflow: Overflow::scroll_y(),
        padding: UiRect::vertical(px(12)),
        ..centred_column()
    }
}

/// A button's least width and height on a phone, in the menus' own pixels: 44 CSS px at their
/// smallest scale there (`settings::compact_menu_scale`, 0.875).
pub const COMPACT_TARGET: f32 = 51.0;

/// A text whose size is `wide` in the wide layout and `compact` on a phone.
pub fn text_fit(s: impl Into<String>, wide: f32, compact: f32, color: Color) -> impl Bundle {
    (text(s, wide, color), ResponsiveText { wide, compact })
}

/// A menu button `wide` pixels wide, `compact` on a phone (never under 44 px high there).
pub fn button_fit(wide: f32, compact: f32) -> impl Bundle {
    (
        Button,
        responsive(button_node(wide), |node| Node {
            width: px(compact),
            min_height: px(COMPACT_TARGET),
            padding: UiRect::axes(px(10), px(8)),
            ..node
        }),
        BackgroundColor(CARD),
    )
}

/// A menu button at least `least` pixels wide that grows to hold its text and to fill its
/// row (in a wrapping row, a text too long for two side by side puts each on a line).
pub fn button_grow(least: f32) -> impl Bundle {
    let node = Node {
        width: Val::Auto,
        min_width: px(least),
        flex_grow: 1.0,
        ..button_node(least)
    };
    (
        Button,
        responsive(node, |node| Node {
            min_height: px(COMPACT_TARGET),
            padding: UiRect::axes(px(10), px(8)),
            ..node
        }),
        BackgroundColor(CARD),
    )
}

/// A row as wide as `wide` pixels at most, and as the window on a phone.
pub fn row_fit(wide: f32, node: Node) -> (Node, Responsive) {
    responsive(
        Node {
            width: px(wide),
            ..node
        },
        |node| Node {
            width: percent(100),
            max_width: px(wide),
            ..node
        },
    )
}

/// A button that moves to another screen.
#[derive(Component, Clone, Copy, Debug)]
pub struct GoTo(pub Screen);

pub fn go_to(
    click: On<Pointer<Click>>,
    targets: Query<&GoTo>,
    mut next: ResMut<NextState<Screen>>,
) {
    if let Ok(GoTo(screen)) = targets.get(click.entity) {
        next.set(*screen);
    }
}

/// The focused button is highlighted; the others keep their colour.
fn show_focus(
    focus: Res<MenuFocus>,
    mut buttons: Query<(Entity, &mut BackgroundColor), With<Button>>,
    mut shown: Local<Option<Entity>>,
) {
    if *shown == focus.0 && !focus.is_changed() {
        return;
    }
    for (e, mut colour) in &mut buttons {
        if Some(e) == focus.0 {
            colour.0 = FOCUSED;
        } else if Some(e) == *shown {
            colour.0 = CARD;
        }
    }
    *shown = focus.0;
}
