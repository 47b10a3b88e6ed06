//! The game (Bevy). One plugin per concern, each in its own file:
//! - logic ([`LogicPlugin`]): screens as states, the match resource and the one path every move
//!   takes (`game`), AI turns on the async task pool (`ai_turn`); runs headless in tests;
//! - view (added by [`run`] only): the screens and boards drawn from that state.

pub mod ai_turn;
mod animate;
pub mod banner;
pub mod board;
pub mod cursor;
pub mod game;
pub mod hover;
pub mod hud;
mod input;
mod keys;
pub mod menu_focus;
pub mod menus;
pub mod pause;
pub mod settings;
#[cfg(not(target_arch = "wasm32"))]
pub mod shot;

use bevy::prelude::*;

/// The top-level screens; every spawned entity is scoped to one of them.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Title,
    Select,
    Setup,
    Play,
    End,
}

/// While a match is on screen: playing it or looking at its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InMatch;

impl ComputedStates for InMatch {
    type SourceStates = Screen;

    fn compute(screen: Screen) -> Option<InMatch> {
        matches!(screen, Screen::Play | Screen::End).then_some(InMatch)
    }
}

/// Marks what belongs to the match on screen (board, stones, status): it stays through the end
/// screen and goes when a menu screen opens. (`DespawnOnExit(InMatch)` would not do: a computed
/// state is exited and entered again whenever its source changes, even to an equal value.)
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct MatchScoped;

fn clear_match(mut commands: Commands, scoped: Query<Entity, With<MatchScoped>>) {
    for e in &scoped {
        commands.entity(e).despawn();
    }
}

/// The game's logic: states, the match and its moves, AI turns. No window, no rendering, so
/// that headless tests can add it to `MinimalPlugins`.
pub struct LogicPlugin;

impl Plugin for LogicPlugin {
    fn build(&self, app: &mut App) {
        app.init_state::<Screen>();
        app.add_computed_state::<InMatch>();
        app.add_sub_state::<pause::Pause>();
        app.configure_sets(
            Update,
            (
                game::GameSet::Input,
                game::GameSet::Apply,
                game::GameSet::View,
            )
                .chain(),
        );
        app.add_plugins((game::plugin, ai_turn::plugin, settings::plugin));
        app.add_plugins(hud::logic_plugin);
    }
}

/// What the window shows: the screens drawn from the logic's state.
pub struct ViewPlugin;

impl Plugin for ViewPlugin {
    fn build(&self, app: &mut App) {
        for screen in [Screen::Title, Screen::Select, Screen::Setup] {
            app.add_systems(OnEnter(screen), clear_match);
        }
        app.add_plugins((
            menus::plugin,
            pause::plugin,
            board::plugin,
            hover::plugin,
            keys::plugin,
            animate::plugin,
            banner::plugin,
            hud::plugin,
            cursor::plugin,
            menu_focus::plugin,
        ));
    }
}

/// Opens the game window and runs until it is closed.
pub fn run() {
    App::new()
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: "Quartet".to_string(),
                resolution: (1280, 720).into(),
                ..default()
            }),
            ..default()
        }))
        .insert_resource(ClearColor(Color::srgb(0.07, 0.08, 0.11)))
        .add_plugins(bevy_egui::EguiPlugin::default())
        .add_plugins((LogicPlugin, ViewPlugin))
        .run();
}
