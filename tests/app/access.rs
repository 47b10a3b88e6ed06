//! The accessibility tree the desktop publishes (`app::access`), headless: every button of
//! every screen is a node with a role and a name, walked by pressing the buttons a screen
//! reader names; the menu focus is the tree's focus; a screen reader's click presses a menu
//! button or a panel button; the panel's buttons are mirrored; what is said is in the log.

use crate::support::{current, en, key, play, screen, send, start_match, view_app};
use accesskit::{Action, ActionRequest, NodeId, Role, TreeId};
use bevy::a11y::{AccessibilityNode, ActionRequest as Requested};
use bevy::ecs::message::Messages;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use bevy_egui::egui;
use quartet::app::access::buttons::{PanelButton, PanelGroup};
use quartet::app::access::log::{SpokenLine, SpokenLog};
use quartet::app::access::move_box::{MoveBox, MoveBoxNode};
use quartet::app::game::{PlayerAction, Seat};
use quartet::app::hud::{EguiButtons, ShownButton};
use quartet::app::input::menu_focus::MenuFocus;
use quartet::app::input::press::{Press, PressButton};
use quartet::app::learn::{CoachDelay, Exercise, Library, Task, lesson_title, step_words};
use quartet::app::settings::Settings;
use quartet::app::spoken::Spoken;
use quartet::app::{Pause, Screen};
use quartet::rules::GameKind;

/// Every menu button on screen: its node's role and name (none without a node), once a
/// new screen's texts are written and its buttons named (a frame or two).
fn buttons(app: &mut App) -> Vec<(Entity, Option<Role>, String)> {
    app.update();
    app.update();
    let mut q = app
        .world_mut()
        .query_filtered::<(Entity, Option<&AccessibilityNode>), With<Button>>();
    q.iter(app.world())
        .map(|(e, node)| {
            let name = node.and_then(|n| n.label()).unwrap_or_default();
            (e, node.map(|n| n.role()), name.to_string())
        })
        .collect()
}

/// Every button on screen is a button node with a name that says more than an arrow.
fn every_button_named(app: &mut App, on: &str) -> Vec<String> {
    let all = buttons(app);
    assert!(!all.is_empty(), "{on}: no buttons");
    for (_, role, name) in &all {
        assert_eq!(
            *role,
            Some(Role::Button),
            "{on}: {name:?} is not a button node"
        );
        assert!(
            !name.is_empty() && name != "<" && name != ">",
            "{on}: a button named {name:?}: {all:?}"
        );
    }
    all.into_iter().map(|(_, _, name)| name).collect()
}

/// A screen reader's request `action` on `target`'s node.
fn ask(app: &mut App, action: Action, target: Entity) {
    app.world_mut().write_message(Requested(ActionRequest {
        action,
        target_tree: TreeId::ROOT,
        target_node: NodeId(target.to_bits()),
        data: None,
    }));
}

/// Presses the menu button whose node is named `name`, as a screen reader's click does.
fn click(app: &mut App, name: &str) {
    let all = buttons(app);
    let Some((button, _, _)) = all.iter().find(|(_, _, n)| n == name) else {
        panic!("no button named {name:?}: {all:?}");
    };
    ask(app, Action::Click, *button);
    app.update();
    app.update();
}

#[test]
fn every_button_of_every_screen_has_a_role_and_a_name() {
    let mut app = view_app();
    let title = every_button_named(&mut app, "the title");
    assert!(title.contains(&"Play".to_string()), "{title:?}");
    click(&mut app, "Settings");
    assert_eq!(screen(&app), Screen::Settings);
    let settings = every_button_named(&mut app, "settings");
    assert!(
        settings.contains(&"Screen reader mode, Off".to_string()),
        "the value between a row's arrows says the row: {settings:?}"
    );
    click(&mut app, "Back");
    click(&mut app, "Load");
    assert_eq!(screen(&app), Screen::Load);
    every_button_named(&mut app, "the saved games");
    click(&mut app, "Back");
    click(&mut app, "Play");
    assert_eq!(screen(&app), Screen::Select);
    every_button_named(&mut app, "the game select");
    click(&mut app, "Learn Rush");
    assert_eq!(screen(&app), Screen::Learn);
    every_button_named(&mut app, "Rush's lessons");
    click(&mut app, "Back");
    click(&mut app, "Rush. crowd your opponent for extra turns");
    assert_eq!(screen(&app), Screen::Setup);
    let setup = every_button_named(&mut app, "the setup");
    assert!(
        setup.iter().any(|n| n.starts_with("Board size, ")),
        "{setup:?}"
    );
    click(&mut app, "Start");
    assert_eq!(screen(&app), Screen::Play);
    key(&mut app, KeyCode::Escape);
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause::Paused);
    every_button_named(&mut app, "the pause menu");
}

#[test]
fn the_tree_s_focus_follows_the_keyboard_and_a_focus_request_moves_the_menu_s() {
    let mut app = view_app();
    every_button_named(&mut app, "the title");
    key(&mut app, KeyCode::ArrowDown);
    let focused = app.world().resource::<MenuFocus>().0;
    assert!(focused.is_some());
    assert_eq!(app.world().resource::<InputFocus>().get(), focused);
    // A screen reader moves its focus to another button: the menu's focus goes there.
    let other = buttons(&mut app)
        .into_iter()
        .map(|(e, _, _)| e)
        .find(|e| Some(*e) != focused)
        .expect("a second button");
    ask(&mut app, Action::Focus, other);
    app.update();
    app.update();
    assert_eq!(app.world().resource::<MenuFocus>().0, Some(other));
    assert_eq!(app.world().resource::<InputFocus>().get(), Some(other));
}

#[test]
fn the_panel_s_buttons_are_mirrored_and_a_click_presses_them() {
    let mut app = view_app();
    start_match(&mut app, GameKind::Rush, 5, [Seat::Human, Seat::Human]);
    let (undo, hint) = (egui::Id::new("undo"), egui::Id::new("hint"));
    let shown = |label: &str, id, enabled| ShownButton {
        label: label.into(),
        name: label.into(),
        centre: Vec2::new(100.0, 50.0),
        size: Vec2::new(80.0, 30.0),
        press: Some(Press::Panel(id)),
        enabled,
        in_view: true,
    };
    app.insert_resource(EguiButtons {
        shown: vec![shown("Undo", undo, false), shown("Hint", hint, true)],
        cut: vec![],
    });
    app.update();
    app.update();
    let mut q = app
        .world_mut()
        .query::<(Entity, &PanelButton, &AccessibilityNode, &ChildOf)>();
    let nodes: Vec<(Entity, egui::Id, String, bool, Entity)> = q
        .iter(app.world())
        .map(|(e, b, n, c)| {
            let label = n.label().unwrap_or_default().to_string();
            (e, b.0, label, n.is_disabled(), c.parent())
        })
        .collect();
    let mut groups = app
        .world_mut()
        .query_filtered::<(Entity, &AccessibilityNode), With<PanelGroup>>();
    let (group, node) = groups.single(app.world()).expect("the panel's group");
    assert_eq!(node.label(), Some("Game panel"));
    let mut seen: Vec<(String, bool)> = nodes.iter().map(|n| (n.2.clone(), n.3)).collect();
    seen.sort();
    assert_eq!(
        seen,
        [("Hint".to_string(), false), ("Undo".to_string(), true)]
    );
    assert!(nodes.iter().all(|n| n.4 == group));
    // A screen reader's click on Hint is the panel's Hint pressed.
    let hint_node = nodes.iter().find(|n| n.1 == hint).expect("Hint").0;
    ask(&mut app, Action::Click, hint_node);
    app.update();
    let messages = app.world().resource::<Messages<PressButton>>();
    let pressed: Vec<PressButton> = messages.iter_current_update_messages().copied().collect();
    assert_eq!(pressed, [PressButton(Press::Panel(hint))]);
    // No panel, no group.
    app.insert_resource(EguiButtons::default());
    app.update();
    app.update();
    let mut groups = app.world_mut().query_filtered::<(), With<PanelGroup>>();
    assert_eq!(groups.iter(app.world()).count(), 0);
}

#[test]
fn what_is_said_is_in_the_tree_s_live_log() {
    let mut app = view_app();
    start_match(&mut app, GameKind::Rush, 5, [Seat::Human, Seat::Human]);
    play(&mut app, "c3");
    app.update();
    let mut logs = app
        .world_mut()
        .query_filtered::<(Entity, &AccessibilityNode), With<SpokenLog>>();
    let (log, node) = logs.single(app.world()).expect("the log");
    assert_eq!(node.role(), Role::Log);
    assert_eq!(node.live(), Some(accesskit::Live::Polite));
    let mut lines = app
        .world_mut()
        .query::<(&SpokenLine, &AccessibilityNode, &ChildOf)>();
    let mut said: Vec<(u64, String)> = lines
        .iter(app.world())
        .filter(|(_, _, c)| c.parent() == log)
        .map(|(n, node, _)| (n.0, node.value().unwrap_or_default().to_string()))
        .collect();
    said.sort();
    let said: Vec<String> = said.into_iter().map(|(_, s)| s).collect();
    assert_eq!(said, ["Main menu", "Game", "Black c3."]);
}

/// A key pressed and released, as the keyboard sends it: its code, what it means and the text
/// it types.
fn type_key(app: &mut App, code: KeyCode, logical: Key, text: Option<&str>) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: code,
            logical_key: logical.clone(),
            state,
            text: text
                .filter(|_| state == ButtonState::Pressed)
                .map(Into::into),
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        app.update();
    }
}

fn letter(app: &mut App, code: KeyCode, c: &str) {
    type_key(app, code, Key::Character(c.into()), Some(c));
}

fn box_node(app: &mut App) -> (Entity, AccessibilityNode) {
    let mut q = app
        .world_mut()
        .query_filtered::<(Entity, &AccessibilityNode), With<MoveBoxNode>>();
    let (e, node) = q.single(app.world()).expect("the move box's node");
    (e, node.clone())
}

#[test]
fn the_desktop_move_box_takes_moves_and_keeps_the_keys_from_the_board() {
    let mut app = view_app();
    start_match(&mut app, GameKind::Rush, 5, [Seat::Human, Seat::Human]);
    assert!(!app.world().resource::<MoveBox>().open);
    letter(&mut app, KeyCode::Slash, "/");
    assert!(app.world().resource::<MoveBox>().open, "/ opens it");
    letter(&mut app, KeyCode::KeyC, "c");
    letter(&mut app, KeyCode::Digit3, "3");
    let (node, tree) = box_node(&mut app);
    assert_eq!(tree.role(), Role::TextInput);
    assert_eq!(tree.label(), Some("Move or command (h for help)"));
    assert_eq!(tree.value(), Some("c3"));
    assert!(!tree.is_hidden());
    assert_eq!(app.world().resource::<InputFocus>().get(), Some(node));
    type_key(&mut app, KeyCode::Enter, Key::Enter, None);
    assert_eq!(current(&app).game.move_texts(), ["c3"]);
    assert_eq!(app.world().resource::<Spoken>().last(), Some("Black c3."));
    // While it is open the board's keys are letters: U types, it does not take back.
    letter(&mut app, KeyCode::KeyU, "u");
    assert_eq!(current(&app).game.len(), 1);
    assert_eq!(app.world().resource::<MoveBox>().line, "u");
    type_key(&mut app, KeyCode::Backspace, Key::Backspace, None);
    assert_eq!(app.world().resource::<MoveBox>().line, "");
    // Esc closes it (and does not pause): hidden from the tree, the focus given back.
    type_key(&mut app, KeyCode::Escape, Key::Escape, None);
    assert!(!app.world().resource::<MoveBox>().open);
    assert_eq!(
        *app.world().resource::<State<Pause>>().get(),
        Pause::Running
    );
    let (_, tree) = box_node(&mut app);
    assert!(tree.is_hidden());
    assert_eq!(app.world().resource::<InputFocus>().get(), None);
}

#[test]
fn in_screen_reader_mode_the_box_is_open_at_once_and_the_cursor_says_its_point() {
    let mut app = view_app();
    app.world_mut().resource_mut::<Settings>().screen_reader = true;
    start_match(&mut app, GameKind::Rush, 5, [Seat::Human, Seat::Human]);
    assert!(app.world().resource::<MoveBox>().open);
    type_key(&mut app, KeyCode::Escape, Key::Escape, None);
    play(&mut app, "c3");
    // The arrows move the board cursor: each point it reaches is said.
    key(&mut app, KeyCode::ArrowUp);
    let first = app.world().resource::<Spoken>().last().map(str::to_string);
    assert_eq!(first.as_deref(), Some("c3 Black"));
    key(&mut app, KeyCode::ArrowUp);
    let next = app.world().resource::<Spoken>().last().map(str::to_string);
    assert_eq!(next.as_deref(), Some("c4 empty"));
}

/// Everything said so far.
fn all_said(app: &App) -> Vec<String> {
    let spoken = app.world().resource::<Spoken>();
    spoken.lines().iter().map(|(_, t)| t.clone()).collect()
}

#[test]
fn a_lesson_is_read_out_step_by_step_with_a_wrong_try_s_reason() {
    let mut app = view_app();
    app.insert_resource(CoachDelay(0.0));
    app.insert_resource(Exercise::new(GameKind::Rush, Task::Lesson(0)));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Play);
    app.update();
    app.update();
    let library = Library::built_in();
    let lesson = library
        .lesson(GameKind::Rush, 0)
        .expect("Rush's first lesson");
    let en = en();
    let said = all_said(&app);
    for want in [lesson_title(&en, lesson), step_words(&en, lesson, 0, "say")] {
        assert!(said.contains(&want), "{want:?} not said: {said:?}");
    }
    let step = &lesson.steps[0];
    if let Some(miss) = step.a_miss(current(&app).game.position()) {
        send(&mut app, PlayerAction::Play(miss));
        app.update();
        app.update();
        let wrong = step_words(&en, lesson, 0, "wrong");
        assert_eq!(all_said(&app).last(), Some(&wrong));
    }
    let right = current(&app)
        .game
        .position()
        .parse_move(&step.show)
        .expect("notation");
    send(&mut app, PlayerAction::Play(right));
    for _ in 0..20 {
        app.update();
    }
    let said = all_said(&app);
    let done = step_words(&en, lesson, 0, "done");
    assert!(said.contains(&done), "{done:?} not said: {said:?}");
    // The lesson's title, said once, is not said again at the next step.
    let title = lesson_title(&en, lesson);
    assert_eq!(said.iter().filter(|l| **l == title).count(), 1);
}
