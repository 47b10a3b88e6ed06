//! The menus' look and their small shared pieces, as plain functions returning bundles: text,
//! buttons, cells, the centred column of a screen, a button that goes to another screen, and
//! the highlight of the button that the keyboard or a pad focused.

use crate::app::input::menu_focus::{MenuFocus, MenuFocusSet};
use crate::app::settings::{Settings, menu_ui_scale};
use crate::app::theme::ui::{CARD, FOCUSED};
use crate::app::{Pause, Screen};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (show_focus.after(MenuFocusSet), scale_ui));
}

/// The menus drawn at the player's UI scale, as far as the window's height allows.
fn scale_ui(
    settings: Res<Settings>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut scale: ResMut<UiScale>,
) {
    let height = windows.single().map(|w| w.height()).unwrap_or(720.0);
    let wanted = menu_ui_scale(settings.ui_scale, height);
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

/// A menu button's look (the caller adds the click observer).
pub fn button(width: f32) -> impl Bundle {
    (
        Button,
        Node {
            width: px(width),
            padding: UiRect::axes(px(20), px(10)),
            border_radius: BorderRadius::all(px(10)),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            ..default()
        },
        BackgroundColor(CARD),
    )
}

/// A smaller button of a fixed size, its content centred (rows of settings).
pub fn small_button(width: f32, height: f32) -> impl Bundle {
    (
        Button,
        Node {
            width: px(width),
            height: px(height),
            padding: UiRect::axes(px(6), px(2)),
            border_radius: BorderRadius::all(px(8)),
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            ..default()
        },
        BackgroundColor(CARD),
    )
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
/// column on a veil that darkens the board by `shade` (0 to 1).
pub fn overlay(state: Pause, shade: f32) -> impl Bundle {
    (
        DespawnOnExit(state),
        Node {
            position_type: PositionType::Absolute,
            ..centred_column()
        },
        BackgroundColor(Color::srgba(0.02, 0.02, 0.04, shade)),
        GlobalZIndex(10),
    )
}

/// The root of a menu screen: a centred column that goes when the screen is left.
pub fn screen_root(screen: Screen) -> impl Bundle {
    (DespawnOnExit(screen), centred_column())
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
