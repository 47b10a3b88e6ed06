//! The focus and the actions of the accessibility tree: the menu button the keyboard or a pad
//! focused (`input::menu_focus`) is the tree's focus (`InputFocus`, which Bevy's adapter sends),
//! so a screen reader says each button as the arrows reach it; and a screen reader's click on a
//! node presses that button (`PressButton`, as the browser's text layer does), its focus on a
//! menu button moves the menu's focus there.

use super::buttons::PanelButton;
use crate::app::input::menu_focus::MenuFocus;
use crate::app::input::press::{Press, PressButton};
use accesskit::Action;
use bevy::a11y::ActionRequest;
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<InputFocus>()
        .add_message::<ActionRequest>()
        .add_systems(
            Update,
            (
                act.in_set(crate::app::GameSet::Input)
                    .before(crate::app::input::press::PressSet),
                follow_menu_focus,
            ),
        );
}

/// The tree's focus follows the menu's.
fn follow_menu_focus(menu: Res<MenuFocus>, mut focus: ResMut<InputFocus>) {
    if menu.is_changed() && focus.get() != menu.0 {
        match menu.0 {
            Some(button) => focus.set(button, FocusCause::Navigated),
            None => focus.clear(),
        }
    }
}

/// A screen reader's requests: a click presses the button, a focus moves the menu's focus.
fn act(
    mut requests: MessageReader<ActionRequest>,
    menu_buttons: Query<(), With<Button>>,
    panel_buttons: Query<&PanelButton>,
    mut menu: ResMut<MenuFocus>,
    mut press: MessageWriter<PressButton>,
) {
    for ActionRequest(request) in requests.read() {
        let Some(target) = Entity::try_from_bits(request.target_node.0) else {
            continue;
        };
        let button = if menu_buttons.contains(target) {
            Some(Press::Menu(target))
        } else {
            panel_buttons.get(target).ok().map(|p| Press::Panel(p.0))
        };
        match (request.action, button) {
            (Action::Click, Some(button)) => {
                press.write(PressButton(button));
            }
            (Action::Focus, Some(Press::Menu(target))) => menu.0 = Some(target),
            _ => {}
        }
    }
}
