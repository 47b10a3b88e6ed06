//! Shared by the headless app tests: an app with the game's logic and view, and clicks made
//! the way the mouse makes them (a triggered `Pointer<Click>` on an entity).

use bevy::camera::NormalizedRenderTarget;
use bevy::picking::backend::HitData;
use bevy::picking::pointer::{Location, PointerButton, PointerId};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use quartet::app::board::PointTarget;
use quartet::app::game::{CurrentMatch, MatchSetup, PlayerAction, Seat};
use quartet::app::lang::{SystemLanguage, Texts};
use quartet::app::store::StorePlugin;
use quartet::app::{LogicPlugin, Screen, ViewPlugin};
use quartet::i18n::{Catalog, ENGLISH};
use quartet::rules::{Coord, GameKind, MatchOptions};
use quartet::storage::Storage;
use std::time::Duration;

pub fn c(text: &str) -> Coord {
    quartet::rules::parse_coord(text, 26).expect("coord")
}

/// MinimalPlugins with the game's logic and view, on the title screen.
pub fn view_app() -> App {
    let mut app = bare_view_app();
    ready(&mut app);
    app.update();
    app
}

/// The same, remembering its settings in `storage` as the game window does.
pub fn view_app_storing(storage: Storage) -> App {
    let mut app = bare_view_app();
    app.add_plugins(StorePlugin::with(storage));
    ready(&mut app);
    app.update();
    app
}

fn bare_view_app() -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        StatesPlugin,
        AssetPlugin::default(),
        bevy::input::InputPlugin,
        LogicPlugin,
        ViewPlugin,
    ));
    app.init_asset::<Mesh>().init_asset::<StandardMaterial>();
    english(&mut app);
    app
}

/// English's messages, to read what a text says in a test.
pub fn en() -> Catalog {
    Catalog::new(ENGLISH)
}

/// The system's language taken as English, whatever the machine's locale, so that the tests
/// read the same texts everywhere (a test of another language chooses it in the settings).
fn english(app: &mut App) {
    app.insert_resource(SystemLanguage(ENGLISH))
        .insert_resource(Texts::new(ENGLISH));
}

/// What `App::run` does before the first frame (the input contexts are set up then).
fn ready(app: &mut App) {
    app.finish();
    app.cleanup();
}

/// The first entity with a component matching `pick`.
pub fn find<C: Component>(app: &mut App, pick: impl Fn(&C) -> bool) -> Entity {
    let world = app.world_mut();
    world
        .query::<(Entity, &C)>()
        .iter(world)
        .find(|(_, c)| pick(c))
        .map(|(e, _)| e)
        .expect("an entity to click")
}

/// A human-against-human match of `kind` on the board.
pub fn app(kind: GameKind, size: usize) -> App {
    let mut app = view_app();
    start_match(&mut app, kind, size, [Seat::Human, Seat::Human]);
    app
}

/// Starts a match of `kind` played by `seats` on `app`, as the setup screen's Start does.
pub fn start_match(app: &mut App, kind: GameKind, size: usize, seats: [Seat; 2]) {
    open_with_setup(app, kind, size, seats, Screen::Play);
}

/// Sets up `kind` on `size` played by `seats`, then opens `screen` (two frames).
pub fn open_with_setup(
    app: &mut App,
    kind: GameKind,
    size: usize,
    seats: [Seat; 2],
    screen: Screen,
) {
    app.insert_resource(MatchSetup {
        kind,
        size,
        seats,
        options: MatchOptions::default(),
    });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(screen);
    app.update();
    app.update();
}

/// The texts of the notices about files on screen, as drawn (in the language shown).
pub fn toasts(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let shown: Vec<Vec<Entity>> = world
        .query_filtered::<&Children, With<quartet::app::screens::toast::Toast>>()
        .iter(world)
        .map(|children| children.to_vec())
        .collect();
    shown
        .into_iter()
        .flatten()
        .filter_map(|child| world.get::<Text>(child).map(|t| t.0.clone()))
        .collect()
}

/// The entity of the board's point `at`.
pub fn point_entity(app: &mut App, at: Coord) -> Entity {
    let world = app.world_mut();
    world
        .query::<(Entity, &PointTarget)>()
        .iter(world)
        .find(|(_, p)| p.at == at)
        .map(|(e, _)| e)
        .expect("a point entity")
}

/// Clicks the point `at` as the mouse would.
pub fn click(app: &mut App, at: Coord) {
    let target = point_entity(app, at);
    click_entity(app, target);
}

/// Clicks an entity (a point, a button) as the mouse would.
pub fn click_entity(app: &mut App, target: Entity) {
    pointer_click(app, target, PointerId::Mouse);
    app.update();
    app.update();
}

/// Triggers the click `pointer` (the mouse, a touch) makes on `target`, as picking does; no
/// frame is run.
pub fn pointer_click(app: &mut App, target: Entity, pointer: PointerId) {
    let world = app.world_mut();
    let camera = world
        .query_filtered::<Entity, With<Camera>>()
        .iter(world)
        .next()
        .expect("a camera");
    let location = Location {
        target: NormalizedRenderTarget::None {
            width: 1280,
            height: 720,
        },
        position: Vec2::ZERO,
    };
    let event = Pointer::new(
        pointer,
        location,
        Click {
            button: PointerButton::Primary,
            hit: HitData::new(camera, 0.0, None, None),
            duration: Duration::from_millis(80),
            count: 1,
        },
        target,
    );
    world.commands().trigger(event);
    world.flush();
}

/// MinimalPlugins with the game's logic only (no view), a match of `kind` in play.
pub fn logic_app(kind: GameKind, size: usize, seats: [Seat; 2]) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, LogicPlugin));
    english(&mut app);
    app.insert_resource(MatchSetup {
        kind,
        size,
        seats,
        options: MatchOptions::default(),
    });
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Play);
    app.update();
    app
}

pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

pub fn current(app: &App) -> &CurrentMatch {
    app.world().resource::<CurrentMatch>()
}

/// Plays moves given in notation (separated by spaces), each as a click would, a frame each.
pub fn play(app: &mut App, moves: &str) {
    for text in moves.split_whitespace() {
        let mv = current(app)
            .game
            .position()
            .parse_move(text)
            .expect("notation");
        let before = current(app).game.len();
        send(app, PlayerAction::Play(mv));
        assert!(current(app).game.len() > before, "{text} was not played");
    }
}

/// Sends an action as every input does, and runs a frame.
pub fn send<M: Message>(app: &mut App, message: M) {
    app.world_mut().write_message(message);
    app.update();
}

/// Runs frames until `done` or a generous bound (AI searches run on other threads).
pub fn run_until(app: &mut App, mut done: impl FnMut(&App) -> bool) {
    for _ in 0..2_000_000 {
        if done(app) {
            return;
        }
        app.update();
    }
    panic!("condition not reached");
}

/// A small seeded generator (an LCG) for the test games' random moves: the same seed, the same
/// game.
pub struct TestRng(pub u64);

impl TestRng {
    /// The next index below `n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) as usize % n
    }
}

/// Presses and releases a key, a frame each, as the keyboard does.
pub fn key(app: &mut App, code: KeyCode) {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: code,
            logical_key: Key::Unidentified(NativeKey::Unidentified),
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        app.update();
    }
}

/// A pad named `name` connected, as gilrs would report it.
pub fn connect_pad_named(app: &mut App, name: &str) -> Entity {
    let pad = app.world_mut().spawn_empty().id();
    reconnect_pad(app, pad, name);
    pad
}

/// A pad connected (again) under the entity `pad`.
pub fn reconnect_pad(app: &mut App, pad: Entity, name: &str) {
    use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent};
    app.world_mut().write_message(GamepadConnectionEvent::new(
        pad,
        GamepadConnection::Connected {
            name: name.to_string(),
            vendor_id: None,
            product_id: None,
        },
    ));
    app.update();
}

/// A pad connected, as gilrs would report it.
pub fn connect_pad(app: &mut App) -> Entity {
    connect_pad_named(app, "test pad")
}

/// The pad unplugged.
pub fn disconnect_pad(app: &mut App, pad: Entity) {
    use bevy::input::gamepad::{GamepadConnection, GamepadConnectionEvent};
    app.world_mut().write_message(GamepadConnectionEvent::new(
        pad,
        GamepadConnection::Disconnected,
    ));
    app.update();
}

/// A pad button pressed (`value` 1) or released (0), and a frame.
pub fn pad_set(app: &mut App, pad: Entity, button: GamepadButton, value: f32) {
    use bevy::input::gamepad::{RawGamepadButtonChangedEvent, RawGamepadEvent};
    app.world_mut()
        .write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
            pad, button, value,
        )));
    app.update();
}

/// A pad button pressed and released, a frame each, as gilrs would report it.
pub fn pad_button(app: &mut App, pad: Entity, button: GamepadButton) {
    pad_set(app, pad, button, 1.0);
    pad_set(app, pad, button, 0.0);
}

/// A pad's stick axis moved to `value`, and a frame.
pub fn pad_axis(app: &mut App, pad: Entity, axis: GamepadAxis, value: f32) {
    use bevy::input::gamepad::{RawGamepadAxisChangedEvent, RawGamepadEvent};
    app.world_mut()
        .write_message(RawGamepadEvent::Axis(RawGamepadAxisChangedEvent::new(
            pad, axis, value,
        )));
    app.update();
}
