//! Every button in the accessibility tree, with a name and a role: the menus' (Bevy UI) named
//! as the browser's text layer names them (`screens::button_names`), kept in step as their
//! texts change (bevy_ui names a button once, when it is added), and the panel's and its
//! dialogs' (egui), mirrored from the last pass's list (`hud::EguiButtons`) as nodes of a
//! group, each greyed-out one marked disabled.

use crate::app::hud::{EguiButtons, ShownButton};
use crate::app::input::press::Press;
use crate::app::lang::Texts;
use crate::app::screens::button_names::ButtonNames;
use accesskit::{Action, Node, Rect, Role};
use bevy::a11y::{AccessibilityNode, AccessibilitySystems};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiPostUpdateSet, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        (
            // The last to write a button's name: after bevy_ui's own (in `PostLayout`).
            (
                name_menu_buttons.run_if(names_may_have_changed),
                hide_bare_images,
            )
                .after(bevy::ui::UiSystems::PostLayout),
            mirror_panel.after(EguiPostUpdateSet::EndPass),
        )
            .before(AccessibilitySystems::Update),
    );
}

/// A text written or a button added this frame (a new screen, a language, a value stepped):
/// only then may a button's name differ from the one its node has.
fn names_may_have_changed(changed: Query<(), Or<(Changed<Text>, Added<Button>)>>) -> bool {
    !changed.is_empty()
}

/// Each menu button a button node named for a screen reader.
fn name_menu_buttons(
    mut commands: Commands,
    mut buttons: Query<(Entity, Option<&mut AccessibilityNode>), With<Button>>,
    names: ButtonNames,
) {
    for (button, node) in &mut buttons {
        let Some(named) = names.named(button) else {
            continue;
        };
        match node {
            Some(mut node) => {
                if node.role() != Role::Button {
                    node.set_role(Role::Button);
                }
                if !node.supports_action(Action::Click) {
                    pressable(&mut node);
                }
                if node.label() != Some(named.name.as_str()) {
                    node.set_label(named.name);
                }
            }
            None => {
                let mut node = Node::new(Role::Button);
                pressable(&mut node);
                node.set_label(named.name);
                commands
                    .entity(button)
                    .try_insert(AccessibilityNode::from(node));
            }
        }
    }
}

/// A button a screen reader can press and move its focus to (`access::focus` does both).
fn pressable(node: &mut Node) {
    node.add_action(Action::Click);
    node.add_action(Action::Focus);
}

/// A picture with no words (a game's board on its card: the card's button says the game) is
/// left out of the tree, where a screen reader would only say "image".
fn hide_bare_images(mut images: Query<&mut AccessibilityNode, Without<Button>>) {
    for mut node in &mut images {
        if node.role() == Role::Image && node.label().is_none() && !node.is_hidden() {
            node.set_hidden();
        }
    }
}

/// The group of the panel's buttons in the tree, while there is a panel.
#[derive(Component, Debug)]
pub struct PanelGroup;

/// A panel button's node in the tree: a screen reader's click on it presses the button.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PanelButton(pub egui::Id);

/// The panel's buttons of the last pass as nodes: made, renamed or removed to match it, each
/// where it is drawn (in the window's physical pixels).
fn mirror_panel(
    mut commands: Commands,
    shown: Option<Res<EguiButtons>>,
    mut group: Query<(Entity, &mut AccessibilityNode, Option<&Children>), With<PanelGroup>>,
    mut nodes: Query<(&mut PanelButton, &mut AccessibilityNode), Without<PanelGroup>>,
    texts: Res<Texts>,
    windows: Query<&Window, With<PrimaryWindow>>,
) {
    let listed: Vec<(egui::Id, &ShownButton)> = shown
        .iter()
        .flat_map(|s| s.shown.iter())
        .filter_map(|b| match b.press {
            Some(Press::Panel(id)) => Some((id, b)),
            _ => None,
        })
        .collect();
    let existing = group.single_mut().ok();
    if listed.is_empty() {
        if let Some((group, ..)) = existing {
            commands.entity(group).despawn();
        }
        return;
    }
    let mut node = Node::new(Role::Group);
    node.set_label(texts.text("text-panel"));
    let (group, children) = match existing {
        Some((group, mut old, children)) => {
            // (Its name follows the language.)
            if **old != node {
                **old = node;
            }
            (group, children.map(|c| c.to_vec()).unwrap_or_default())
        }
        None => {
            let group = commands.spawn((PanelGroup, AccessibilityNode::from(node)));
            (group.id(), Vec::new())
        }
    };
    let scale = windows.single().map_or(1.0, Window::scale_factor);
    for (k, (id, shown)) in listed.iter().enumerate() {
        let mut node = Node::new(Role::Button);
        node.set_label(shown.name.clone());
        if shown.enabled {
            node.add_action(Action::Click);
        } else {
            node.set_disabled();
        }
        let (min, max) = (
            (shown.centre - shown.size / 2.0) * scale,
            (shown.centre + shown.size / 2.0) * scale,
        );
        node.set_bounds(Rect::new(
            min.x as f64,
            min.y as f64,
            max.x as f64,
            max.y as f64,
        ));
        match children.get(k).and_then(|c| nodes.get_mut(*c).ok()) {
            Some((mut button, mut old)) => {
                if button.0 != *id {
                    button.0 = *id;
                }
                if **old != node {
                    **old = node;
                }
            }
            None => {
                commands.spawn((
                    PanelButton(*id),
                    AccessibilityNode::from(node),
                    ChildOf(group),
                ));
            }
        }
    }
    for gone in children.iter().skip(listed.len()) {
        commands.entity(*gone).despawn();
    }
}
