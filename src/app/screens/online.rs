//! Play online (`app::online`): create a room (the game, size and side are chosen on the
//! setup screen, with a friend online as the other seat), join one by its code, or take up a
//! game held (`HeldSeats`); then the connection until the match opens, or why it cannot.
//!
//! The code is typed on the keyboard (a pasted invite link works too) or on the screen's own
//! keys, which a pad or a touch reaches like any menu button. The name (and on the desktop the
//! server) is typed after choosing its row.

use super::responsive::responsive;
use super::widgets::{
    COMPACT_TARGET, GoTo, button, button_fit, go_to, label, label_fit, row_fit, screen_root,
    small_button_fit, text,
};
use crate::app::Screen;
use crate::app::input::menu_focus::MenuFocus;
use crate::app::lang::{Localized, Texts};
use crate::app::online::address::read_invite;
use crate::app::online::{Ask, CreatingRoom, GoOnline, LinkState, Online};
use crate::app::settings::Settings;
use crate::app::settings::online::{HeldSeats, NAME_LEN};
use crate::app::theme::ui::{DIM, GOLD, OUTLINE, TEXT, WARN};
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use quartet_online::protocol::{CODE_ALPHABET, CODE_LENGTH};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Typing>()
        .add_systems(OnEnter(Screen::Online), spawn_online)
        .add_systems(
            Update,
            (type_keys, show_form, show_status)
                .chain()
                .run_if(in_state(Screen::Online)),
        );
}

/// What typing writes to.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Typing {
    #[default]
    Code,
    Name,
    Server,
}

/// The room code typed so far.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct TypedCode(pub String);

/// The part shown while no game is asked for: create, join, continue.
#[derive(Component)]
struct Form;

/// The part shown once one is: the connection, or why it failed.
#[derive(Component)]
struct Status;

#[derive(Component)]
struct StatusText;

#[derive(Component)]
struct RetryButton;

/// A row that chooses what typing writes to, and shows its value.
#[derive(Component, Clone, Copy)]
struct FieldButton(Typing);

/// The name's row: in the browser, a tap on it opens the phone's keyboard (`web::page`).
#[derive(Component, Clone, Copy)]
pub struct NameField;

#[derive(Component, Clone, Copy)]
struct FieldText(Typing);

/// One of the code's boxes, by place.
#[derive(Component, Clone, Copy)]
struct CodeBox(usize);

/// A key of the screen's own keyboard: a character of the codes, or `None` to rub one out.
#[derive(Component, Clone, Copy)]
pub struct CodeKey(pub Option<char>);

#[derive(Component)]
pub struct JoinButton;

#[derive(Component)]
pub struct CreateButton;

/// A seat held (`HeldSeats`), taken up by this button.
#[derive(Component, Clone)]
pub struct ContinueRoom {
    pub room: String,
    pub token: String,
}

fn spawn_online(mut commands: Commands, seats: Res<HeldSeats>, mut typing: ResMut<Typing>) {
    *typing = Typing::Code;
    commands.insert_resource(TypedCode::default());
    commands.spawn((Camera2d, DespawnOnExit(Screen::Online)));
    commands
        .spawn(screen_root(Screen::Online))
        .with_children(|root| {
            root.spawn(label_fit(Localized::new("online-title"), 52.0, 36.0, GOLD));
            root.spawn((
                label_fit(Localized::new("online-intro"), 20.0, 16.0, DIM),
                TextLayout::justify(Justify::Center),
            ));
            // Side by side; on a phone one above the other.
            root.spawn((
                Form,
                responsive(
                    Node {
                        column_gap: px(48),
                        row_gap: px(28),
                        align_items: AlignItems::FlexStart,
                        ..default()
                    },
                    |node| Node {
                        flex_direction: FlexDirection::Column,
                        align_items: AlignItems::Center,
                        ..node
                    },
                ),
            ))
            .with_children(|columns| {
                columns
                    .spawn(row_fit(440.0, column()))
                    .with_children(|left| new_room_column(left, &seats));
                columns
                    .spawn(row_fit(440.0, column()))
                    .with_children(join_column);
            });
            root.spawn((
                Status,
                Node {
                    display: Display::None,
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(14),
                    ..default()
                },
            ))
            .with_children(|status| {
                status.spawn((
                    text("", 28.0, TEXT),
                    StatusText,
                    TextLayout::justify(Justify::Center),
                ));
                status
                    .spawn((
                        button_fit(320.0, 300.0),
                        RetryButton,
                        children![label(Localized::new("online-retry"), 26.0, TEXT)],
                    ))
                    .observe(retry);
            });
            root.spawn((
                button(200.0),
                GoTo(Screen::Title),
                children![label(Localized::new("menu-back"), 24.0, TEXT)],
            ))
            .observe(go_to);
        });
}

fn column() -> Node {
    Node {
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        row_gap: px(12),
        ..default()
    }
}

fn new_room_column(left: &mut ChildSpawnerCommands, seats: &HeldSeats) {
    left.spawn(label(Localized::new("online-new-room"), 30.0, TEXT));
    left.spawn((
        label(Localized::new("online-new-room-about"), 18.0, DIM),
        TextLayout::justify(Justify::Center),
    ));
    left.spawn((
        button_fit(360.0, 300.0),
        CreateButton,
        children![label(Localized::new("online-create"), 28.0, TEXT)],
    ))
    .observe(create);
    left.spawn(Node {
        height: px(10),
        ..default()
    });
    let mut fields = vec![Typing::Name];
    if !cfg!(target_arch = "wasm32") {
        fields.push(Typing::Server);
    }
    for field in fields {
        let mut row = left.spawn((
            small_button_fit(400.0, 52.0, 380.0),
            FieldButton(field),
            children![(text("", 20.0, TEXT), FieldText(field))],
        ));
        row.observe(choose_field);
        if field == Typing::Name {
            row.insert(NameField);
        }
    }
    left.spawn(label(Localized::new("online-choose-row"), 16.0, DIM));
    // Games held: the most recent first.
    for held in seats.held.iter().rev().take(2) {
        left.spawn((
            button_fit(400.0, 380.0),
            ContinueRoom {
                room: held.room.clone(),
                token: held.token.clone(),
            },
            children![
                label(Localized::new("title-continue"), 24.0, TEXT),
                text(format!("{} · {}", held.title, held.room), 16.0, DIM)
            ],
        ))
        .observe(continue_room);
    }
}

fn join_column(right: &mut ChildSpawnerCommands) {
    right.spawn(label(Localized::new("online-join-room"), 30.0, TEXT));
    right
        .spawn(Node {
            column_gap: px(8),
            ..default()
        })
        .with_children(|boxes| {
            for place in 0..CODE_LENGTH {
                boxes
                    .spawn(Node {
                        width: px(52),
                        height: px(64),
                        align_items: AlignItems::Center,
                        justify_content: JustifyContent::Center,
                        border: UiRect::bottom(px(3)),
                        ..default()
                    })
                    .insert(BorderColor::all(DIM))
                    .with_child((text("", 44.0, GOLD), CodeBox(place)));
            }
        });
    // The codes' characters, then a key to rub one out: reachable by pad and touch.
    let keys: Vec<Option<char>> = CODE_ALPHABET
        .iter()
        .map(|&b| Some(char::from(b)))
        .chain([None])
        .collect();
    // Eight a row; on a phone as many as fit, each a fingertip wide.
    right
        .spawn(responsive(
            Node {
                width: px(8.0 * 44.0 + 7.0 * 6.0),
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                column_gap: px(6),
                row_gap: px(6),
                ..default()
            },
            |node| Node {
                width: percent(100),
                max_width: px(410),
                ..node
            },
        ))
        .with_children(|keys_row| {
            for &key in &keys {
                let label = key.map_or_else(|| "⌫".to_string(), String::from);
                keys_row
                    .spawn((
                        small_button_fit(44.0, 40.0, COMPACT_TARGET),
                        CodeKey(key),
                        children![text(label, 22.0, TEXT)],
                    ))
                    .observe(press_key);
            }
        });
    right
        .spawn((
            button_fit(360.0, 300.0),
            JoinButton,
            children![label(Localized::new("online-join"), 28.0, TEXT)],
        ))
        .observe(join);
}

/// The code as typed, kept to the codes' characters and length.
fn type_into_code(code: &mut String, typed: &str) {
    // A pasted invite link or code replaces what was there.
    if let Some((_, room)) = read_invite(typed) {
        *code = room;
        return;
    }
    for c in typed.chars() {
        let c = c.to_ascii_uppercase();
        if code.len() < CODE_LENGTH && c.is_ascii() && CODE_ALPHABET.contains(&(c as u8)) {
            code.push(c);
        }
    }
}

fn type_into(field: Typing, typed: &str, code: &mut String, settings: &mut Settings) {
    match field {
        Typing::Code => type_into_code(code, typed),
        Typing::Name => {
            let name = &mut settings.online.name;
            for c in typed.chars().filter(|c| !c.is_control()) {
                if name.chars().count() < NAME_LEN {
                    name.push(c);
                }
            }
        }
        Typing::Server => {
            // A pasted invite link names its server and room.
            if let Some((Some(_), room)) = read_invite(typed) {
                settings.online.server = typed.trim().to_string();
                *code = room;
                return;
            }
            let server = &mut settings.online.server;
            server.extend(typed.chars().filter(|c| c.is_ascii_graphic()).take(200));
        }
    }
}

fn rub_out(field: Typing, code: &mut String, settings: &mut Settings) {
    match field {
        Typing::Code => drop(code.pop()),
        Typing::Name => drop(settings.online.name.pop()),
        Typing::Server => drop(settings.online.server.pop()),
    }
}

fn type_keys(
    mut keys: MessageReader<KeyboardInput>,
    held: Res<ButtonInput<KeyCode>>,
    typing: Res<Typing>,
    mut code: ResMut<TypedCode>,
    mut settings: ResMut<Settings>,
    focus: Res<MenuFocus>,
    online: Option<Res<Online>>,
    mut asked: MessageWriter<GoOnline>,
    #[cfg(not(target_arch = "wasm32"))] mut clipboard: Option<ResMut<bevy_egui::EguiClipboard>>,
) {
    if online.is_some() {
        keys.clear();
        return;
    }
    let control = held.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    for key in keys.read().filter(|k| k.state == ButtonState::Pressed) {
        match &key.logical_key {
            Key::Character(c) if control && c.eq_ignore_ascii_case("v") => {
                #[cfg(not(target_arch = "wasm32"))]
                if let Some(text) = clipboard.as_mut().and_then(|c| c.get_text()) {
                    type_into(*typing, &text, &mut code.0, &mut settings);
                }
            }
            Key::Character(c) if !control => type_into(*typing, c, &mut code.0, &mut settings),
            Key::Space if *typing == Typing::Name => {
                type_into(*typing, " ", &mut code.0, &mut settings);
            }
            Key::Backspace => rub_out(*typing, &mut code.0, &mut settings),
            // Enter with no button focused: join the typed room.
            Key::Enter
                if focus.0.is_none() && *typing == Typing::Code && code.0.len() == CODE_LENGTH =>
            {
                asked.write(GoOnline(Ask::Join {
                    room: code.0.clone(),
                }));
            }
            _ => {}
        }
    }
}

fn choose_field(
    click: On<Pointer<Click>>,
    fields: Query<&FieldButton>,
    mut typing: ResMut<Typing>,
) {
    if let Ok(FieldButton(field)) = fields.get(click.entity) {
        // Choosing the row again goes back to typing the code.
        *typing = if *typing == *field {
            Typing::Code
        } else {
            *field
        };
    }
}

fn press_key(
    click: On<Pointer<Click>>,
    keys: Query<&CodeKey>,
    mut code: ResMut<TypedCode>,
    mut settings: ResMut<Settings>,
    mut typing: ResMut<Typing>,
) {
    let Ok(CodeKey(key)) = keys.get(click.entity) else {
        return;
    };
    *typing = Typing::Code;
    match key {
        Some(c) => type_into_code(&mut code.0, &c.to_string()),
        None => rub_out(Typing::Code, &mut code.0, &mut settings),
    }
}

fn join(_: On<Pointer<Click>>, code: Res<TypedCode>, mut asked: MessageWriter<GoOnline>) {
    if code.0.len() == CODE_LENGTH {
        asked.write(GoOnline(Ask::Join {
            room: code.0.clone(),
        }));
    }
}

fn create(_: On<Pointer<Click>>, mut commands: Commands) {
    // The game is chosen next; its setup offers a friend online as the other seat.
    commands.insert_resource(CreatingRoom);
    commands.set_state(Screen::Select);
}

fn continue_room(
    click: On<Pointer<Click>>,
    rooms: Query<&ContinueRoom>,
    mut asked: MessageWriter<GoOnline>,
) {
    if let Ok(ContinueRoom { room, token }) = rooms.get(click.entity) {
        asked.write(GoOnline(Ask::Resume {
            room: room.clone(),
            token: token.clone(),
        }));
    }
}

fn retry(_: On<Pointer<Click>>, online: Option<Res<Online>>, mut asked: MessageWriter<GoOnline>) {
    if let Some(online) = online {
        asked.write(GoOnline(online.ask.clone()));
    }
}

fn show_form(
    typing: Res<Typing>,
    code: Res<TypedCode>,
    settings: Res<Settings>,
    texts: Res<Texts>,
    mut fields: Query<(&FieldText, &mut Text)>,
    mut field_buttons: Query<(&FieldButton, &mut BorderColor, &mut Node)>,
    mut boxes: Query<(&CodeBox, &mut Text), Without<FieldText>>,
) {
    if !typing.is_changed() && !code.is_changed() && !settings.is_changed() && !texts.is_changed() {
        return;
    }
    let caret = |field: Typing| if *typing == field { "|" } else { "" };
    for (FieldText(field), mut shown) in &mut fields {
        shown.0 = match field {
            Typing::Name => texts.format(
                "online-your-name",
                &[(
                    "name",
                    format!("{}{}", settings.online.name, caret(*field)).into(),
                )],
            ),
            Typing::Server => {
                let server = &settings.online.server;
                let server = if server.is_empty() && *typing != Typing::Server {
                    crate::app::online::address::LOCAL_SERVER
                } else {
                    server
                };
                texts.format(
                    "online-server",
                    &[("server", format!("{server}{}", caret(*field)).into())],
                )
            }
            Typing::Code => String::new(),
        };
    }
    for (FieldButton(field), mut border, mut node) in &mut field_buttons {
        node.border = UiRect::all(px(2));
        *border = BorderColor::all(if *typing == *field { GOLD } else { OUTLINE });
    }
    let typed: Vec<char> = code.0.chars().collect();
    for (CodeBox(place), mut shown) in &mut boxes {
        shown.0 = typed.get(*place).map_or_else(String::new, char::to_string);
    }
}

/// The form while nothing is asked; the connection's state once something is.
fn show_status(
    online: Option<Res<Online>>,
    mut form: Query<&mut Node, (With<Form>, Without<Status>)>,
    mut status: Query<&mut Node, (With<Status>, Without<Form>)>,
    mut words: Query<(&mut Text, &mut TextColor), With<StatusText>>,
    mut retry: Query<&mut Visibility, With<RetryButton>>,
    texts: Res<Texts>,
) {
    let asked = online.is_some();
    for mut node in &mut form {
        let display = if asked { Display::None } else { Display::Flex };
        if node.display != display {
            node.display = display;
        }
    }
    for mut node in &mut status {
        let display = if asked { Display::Flex } else { Display::None };
        if node.display != display {
            node.display = display;
        }
    }
    let Some(online) = online else {
        return;
    };
    let stopped = online.link == LinkState::Stopped;
    let (line, colour) = match (&online.problem, online.link) {
        (Some(problem), LinkState::Stopped) => (problem.text(&texts), WARN),
        _ => (
            online
                .waiting_text(&texts)
                .unwrap_or_else(|| texts.text("online-opening")),
            TEXT,
        ),
    };
    for (mut text, mut text_colour) in &mut words {
        if text.0 != line {
            text.0 = line.clone();
            text_colour.0 = colour;
        }
    }
    for mut shown in &mut retry {
        let wanted = if stopped {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *shown != wanted {
            *shown = wanted;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_code_keeps_to_its_characters_and_a_pasted_link_gives_its_room() {
        let mut code = String::new();
        type_into_code(&mut code, "a");
        type_into_code(&mut code, "O1 b");
        assert_eq!(code, "AB", "O, 1 and spaces are never in a code");
        type_into_code(&mut code, "c2345678");
        assert_eq!(code, "ABC234");
        type_into_code(&mut code, "http://h:7878/?join=hjkmnp");
        assert_eq!(code, "HJKMNP");
    }
}
