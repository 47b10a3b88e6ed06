//! A button pressed without a pointer: the browser's text layer lists the screen's buttons as
//! real `<button>`s (docs/accessibility.md), and pressing one sends [`PressButton`]. A menu
//! button gets the click a mouse would give it (as Enter on the focused one does,
//! `menu_focus`); a panel button (egui) gets the click a screen reader asks for (an AccessKit
//! action request, which egui answers as a click).

use bevy::camera::NormalizedRenderTarget;
use bevy::picking::backend::HitData;
use bevy::picking::pointer::{Location, PointerButton, PointerId};
use bevy::prelude::*;
use bevy_egui::{EguiInput, PrimaryEguiContext, egui};
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PressButton>().add_systems(
        Update,
        press.in_set(crate::app::GameSet::Input).in_set(PressSet),
    );
}

/// Where the presses are done (send [`PressButton`] before it to have it done this frame).
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PressSet;

/// A button on screen, as something to press.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Press {
    /// A menu button (Bevy UI), by its entity.
    Menu(Entity),
    /// A button in the panel or its dialogs (egui), by its widget id.
    Panel(egui::Id),
}

/// Press this button, as a click on it would.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PressButton(pub Press);

fn press(
    mut commands: Commands,
    mut asked: MessageReader<PressButton>,
    buttons: Query<(), With<Button>>,
    cameras: Query<Entity, With<Camera>>,
    mut panel: Query<&mut EguiInput, With<PrimaryEguiContext>>,
) {
    for PressButton(button) in asked.read() {
        match *button {
            // (A button gone since, with the screen it was on, is not pressed.)
            Press::Menu(target) if buttons.contains(target) => {
                if let Some(camera) = cameras.iter().next() {
                    click(&mut commands, camera, target);
                }
            }
            Press::Menu(_) => {}
            Press::Panel(id) => {
                // egui reads it in its next pass, as a click on the widget with this id.
                for mut input in &mut panel {
                    input.events.push(egui::Event::AccessKitActionRequest(
                        egui::accesskit::ActionRequest {
                            action: egui::accesskit::Action::Click,
                            target_tree: egui::accesskit::TreeId::ROOT,
                            target_node: id.accesskit_id(),
                            data: None,
                        },
                    ));
                }
            }
        }
    }
}

/// The click a mouse gives a menu button, from nowhere in particular (`camera` is any camera:
/// a menu button's observers read only that it was clicked).
pub fn click(commands: &mut Commands, camera: Entity, target: Entity) {
    commands.trigger(Pointer::new(
        PointerId::Mouse,
        Location {
            target: NormalizedRenderTarget::None {
                width: 1,
                height: 1,
            },
            position: Vec2::ZERO,
        },
        Click {
            button: PointerButton::Primary,
            hit: HitData::new(camera, 0.0, None, None),
            duration: Duration::ZERO,
            count: 1,
        },
        target,
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A panel button pressed without a pointer: egui, given the input the press left, sees
    /// the button with that id clicked, and no other.
    #[test]
    fn a_panel_button_is_clicked_by_its_id() {
        let mut app = App::new();
        app.add_plugins(plugin);
        let context = app
            .world_mut()
            .spawn((EguiInput::default(), PrimaryEguiContext))
            .id();
        let (undo, hint) = (egui::Id::new("undo"), egui::Id::new("hint"));
        app.world_mut()
            .write_message(PressButton(Press::Panel(hint)));
        app.update();
        let input = std::mem::take(&mut app.world_mut().get_mut::<EguiInput>(context).unwrap().0);
        let ctx = egui::Context::default();
        let mut clicked = vec![];
        let mut output = ctx.run_ui(input, |ui| {
            for id in [undo, hint] {
                let rect = ui.allocate_space(egui::vec2(40.0, 20.0)).1;
                if ui.interact(rect, id, egui::Sense::click()).clicked() {
                    clicked.push(id);
                }
            }
        });
        // (The font's texture, not drawn here.)
        output.textures_delta.clear();
        assert_eq!(clicked, [hint]);
    }
}
