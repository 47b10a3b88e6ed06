//! The move box on the desktop (the browser's is in its text layer, web/index.html): during a
//! game `/` opens it (in screen reader mode it is open from a game's start); what is typed goes
//! into it, not to the board's keys; Enter sends the line (`spoken::TextTyped`: a command
//! answered in the log, or a move played as any input plays one), Backspace takes back a
//! letter, Esc closes it. Drawn at the window's bottom with the last line said; in the
//! accessibility tree a text input with its label and the line typed, focused while open.

use crate::app::hud::style::floating;
use crate::app::lang::Texts;
use crate::app::settings::Settings;
use crate::app::spoken::{Spoken, TextTyped};
use crate::app::theme::egui::{DIM, GOLD, TEXT};
use crate::app::{Pause, Screen};
use accesskit::{Node, Role};
use bevy::a11y::{AccessibilityNode, AccessibilitySystems};
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::input_focus::{FocusCause, InputFocus};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use bevy_enhanced_input::EnhancedInputSystems;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MoveBox>()
        .add_systems(OnEnter(Screen::Play), open_for_screen_readers)
        .add_systems(OnExit(Screen::Play), close)
        .add_systems(
            PreUpdate,
            type_in_box
                .after(bevy::input::InputSystems)
                .before(EnhancedInputSystems::Prepare)
                .run_if(in_state(Pause::Running)),
        )
        .add_systems(PostUpdate, box_node.before(AccessibilitySystems::Update))
        .add_systems(
            EguiPrimaryContextPass,
            draw_box.run_if(in_state(Screen::Play)),
        );
}

/// The move box: open or not, and the line typed so far.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct MoveBox {
    pub open: bool,
    pub line: String,
}

/// Its node in the accessibility tree.
#[derive(Component, Debug)]
pub struct MoveBoxNode;

fn open_for_screen_readers(settings: Res<Settings>, mut moves: ResMut<MoveBox>) {
    *moves = MoveBox {
        open: settings.screen_reader,
        line: String::new(),
    };
}

fn close(mut moves: ResMut<MoveBox>) {
    *moves = MoveBox::default();
}

/// The keyboard's presses while the box is open (or `/` opens it): letters into the line,
/// Enter sends it, Backspace and Esc; then no other system sees this frame's keys.
fn type_in_box(
    mut presses: MessageReader<KeyboardInput>,
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut moves: ResMut<MoveBox>,
    mut typed: MessageWriter<TextTyped>,
) {
    let was_open = moves.open;
    for press in presses.read() {
        if press.state != ButtonState::Pressed {
            continue;
        }
        if !moves.open {
            // The key that types `/` on the player's layout (Shift+7 on a German one), or
            // the key where `/` is on a US one.
            let slash = matches!(&press.logical_key, Key::Character(c) if c.as_str() == "/");
            if slash || matches!(press.key_code, KeyCode::Slash | KeyCode::NumpadDivide) {
                moves.open = true;
            }
            continue;
        }
        match &press.logical_key {
            Key::Enter => {
                let line = std::mem::take(&mut moves.line);
                if !line.trim().is_empty() {
                    typed.write(TextTyped(line));
                }
            }
            Key::Escape => moves.open = false,
            Key::Backspace => {
                moves.line.pop();
            }
            _ => {
                let text = press.text.as_deref().unwrap_or_default();
                moves.line.extend(text.chars().filter(|c| !c.is_control()));
            }
        }
    }
    if moves.open || was_open {
        keys.reset_all();
    }
}

/// The box in the tree: a text input named as the browser's is, its value the line typed,
/// focused while open; hidden while closed.
fn box_node(
    mut commands: Commands,
    moves: Res<MoveBox>,
    texts: Res<Texts>,
    mut nodes: Query<(Entity, &mut AccessibilityNode), With<MoveBoxNode>>,
    mut focus: ResMut<InputFocus>,
) {
    if !moves.is_changed() && !texts.is_changed() {
        return;
    }
    let mut node = Node::new(Role::TextInput);
    node.set_label(texts.text("text-box-label"));
    node.set_value(moves.line.clone());
    if !moves.open {
        node.set_hidden();
    }
    let entity = match nodes.single_mut() {
        Ok((entity, mut old)) => {
            if **old != node {
                **old = node;
            }
            entity
        }
        Err(_) => commands
            .spawn((MoveBoxNode, AccessibilityNode::from(node)))
            .id(),
    };
    let focused = focus.get() == Some(entity);
    if moves.open && !focused {
        focus.set(entity, FocusCause::Navigated);
    } else if !moves.open && focused {
        focus.clear();
    }
}

/// The box at the window's bottom: its label, the line typed and a caret (`_`), and the last line
/// said above it.
fn draw_box(
    mut contexts: EguiContexts,
    moves: Res<MoveBox>,
    texts: Res<Texts>,
    spoken: Res<Spoken>,
) -> Result {
    if !moves.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let at = (egui::Align2::CENTER_BOTTOM, egui::vec2(0.0, -12.0));
    floating(ctx, "move_box", at, 360.0, |ui| {
        if let Some(last) = spoken.last() {
            ui.label(egui::RichText::new(last).color(DIM));
        }
        ui.label(egui::RichText::new(texts.text("text-box-label")).color(GOLD));
        let line = egui::RichText::new(format!("{}_", moves.line));
        ui.label(line.color(TEXT).size(20.0));
    });
    Ok(())
}
