//! The game (Bevy): one folder per concern, each file its own plugin, added by its folder's
//! `mod.rs`.
//! - [`game`]: the match as a resource, seats, [`game::PlayerAction`] and the one path every
//!   move takes, the player's pending choices, AI turns and hints on the task pool;
//! - [`board`]: the board drawn from the rules state (grid, stones, tiles, marks, camera);
//! - [`input`]: mouse, keyboard and pads turned into actions, points chosen and menu steps;
//! - [`screens`]: title, game select, setup, the pause menu and the end screen's keys;
//! - [`hud`]: the egui panel, rules panel and end card, and where their buttons lead;
//! - [`fx`]: animations, banners and the end score's count-up;
//! - [`learn`]: lessons and puzzles on the board, judged, with a coach for the other side;
//! - [`sound`]: what happened as sound cues, played with music through bevy_kira_audio;
//! - [`font`]: the one font (Inter), for Bevy's text and egui;
//! - [`online`]: a game against a friend through a Quartet server;
//! - [`web`]: the browser page's hooks: its state hook (and `?play=`), kept current
//!   everywhere, its `?bench` (the AI's speed in the wasm, without the game), and its frames
//!   drawn only when something changes;
//! - [`wake`]: a frame asked for from outside one (a worker's reply, a server's message);
//! - [`settings`]: the player's preferences, kept between runs by [`store`];
//! - [`theme`]: the one palette of the menus and the HUD;
//! - [`layout`]: the window's shape (wide, portrait, short), which the HUD, camera and menus
//!   follow;
//! - [`shot`]: `quartet shot` (desktop).
//!
//! This file holds what all of them share: the [`Screen`] state with its sub-state [`Pause`],
//! the [`GameSet`] order within a frame, the [`MatchScoped`] marker, and the two plugins:
//! [`LogicPlugin`] (headless, for tests) and [`ViewPlugin`] (the window).

pub mod access;
pub mod background;
pub mod board;
pub mod font;
pub mod fx;
pub mod game;
pub mod hud;
pub mod input;
pub mod lang;
pub mod lang_fetch;
pub mod layout;
pub mod learn;
pub mod online;
pub mod review;
pub mod screens;
pub mod settings;
#[cfg(not(target_arch = "wasm32"))]
pub mod shot;
pub mod sound;
pub mod spoken;
pub mod store;
pub mod theme;
pub mod wake;
pub mod web;

use bevy::prelude::*;

/// The top-level screens; every spawned entity is scoped to one of them.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Title,
    Select,
    Setup,
    /// The saved games: open one, or delete it.
    Load,
    Settings,
    /// A game's lessons and puzzles (`learn`, `screens::learn`).
    Learn,
    /// A game online: create, join or take one up again, and the connection until it starts
    /// (`app::online`).
    Online,
    Play,
    End,
}

impl Screen {
    /// The menu screens: entering one leaves the match on screen behind.
    pub const MENUS: [Screen; 7] = [
        Screen::Title,
        Screen::Select,
        Screen::Setup,
        Screen::Load,
        Screen::Settings,
        Screen::Learn,
        Screen::Online,
    ];

    /// The screen's name, as the page's state hook (`page`) gives it.
    pub fn name(self) -> &'static str {
        match self {
            Screen::Title => "Title",
            Screen::Select => "Select",
            Screen::Setup => "Setup",
            Screen::Load => "Load",
            Screen::Settings => "Settings",
            Screen::Learn => "Learn",
            Screen::Online => "Online",
            Screen::Play => "Play",
            Screen::End => "End",
        }
    }
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

/// Whether play is paused; exists only while playing. (The pause menu: `screens::pause`.)
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Play)]
pub enum Pause {
    #[default]
    Running,
    Paused,
    /// The settings, opened from the pause menu, over the board.
    Settings,
}

/// Order within a frame: devices become actions, actions are applied to the match, then the
/// view reacts to what changed.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameSet {
    Input,
    Apply,
    View,
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

/// The game's logic: states, the match and its moves, AI turns, hints, where the HUD's buttons
/// lead. No window, no rendering, so that headless tests can add it to `MinimalPlugins`.
pub struct LogicPlugin;

impl Plugin for LogicPlugin {
    fn build(&self, app: &mut App) {
        app.init_state::<Screen>();
        app.add_computed_state::<InMatch>();
        app.add_sub_state::<Pause>();
        app.configure_sets(
            Update,
            (GameSet::Input, GameSet::Apply, GameSet::View).chain(),
        );
        app.add_plugins((
            lang::plugin,
            background::plugin,
            game::plugin,
            settings::plugin,
            learn::plugin,
            review::plugin,
            review::ai_rating::plugin,
            hud::logic_plugin,
            fx::logic_plugin,
            online::plugin,
            spoken::plugin,
        ));
    }
}

/// What the window shows and what its devices do: the screens drawn from the logic's state.
pub struct ViewPlugin;

impl Plugin for ViewPlugin {
    fn build(&self, app: &mut App) {
        // (Bevy's UI plugin makes it too; headless tests have no UI plugin.)
        app.init_resource::<UiScale>();
        for screen in Screen::MENUS {
            app.add_systems(OnEnter(screen), clear_match);
        }
        app.add_plugins((
            font::plugin,
            lang_fetch::plugin,
            layout::plugin,
            screens::plugin,
            board::plugin,
            input::plugin,
            fx::plugin,
            hud::plugin,
            sound::plugin,
            web::page::plugin,
            web::text_layer::plugin,
            web::screen_buttons::plugin,
            access::plugin,
            learn::view_plugin,
            review::best_mark::plugin,
        ));
    }
}

/// Opens the game window and runs until it is closed.
pub fn run() {
    window_app().run();
}

/// Opens the game window on the game saved in `path` (`quartet --load FILE`). A file that
/// cannot be used is left as it is; the game opens on the title and says why.
#[cfg(not(target_arch = "wasm32"))]
pub fn run_loading(path: &std::path::Path) {
    let mut app = window_app();
    match store::saves::load_file(path) {
        Ok((current, review)) => {
            if let Some(review) = review {
                app.insert_resource(review);
            }
            app.insert_resource(current.setup())
                .insert_resource(game::Resume(current))
                .add_systems(Startup, |mut next: ResMut<NextState<Screen>>| {
                    next.set(Screen::Play)
                });
        }
        Err(why) => {
            let said = lang::Localized::new("store-not-opened")
                .with("file", path.display().to_string())
                .with("why", why);
            app.world_mut().write_message(store::StoreProblem(said));
        }
    }
    app.run();
}

fn window_app() -> App {
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Quartet".to_string(),
                    resolution: (1280, 720).into(),
                    // In the browser: the page's canvas, filling the window, keeping the keys,
                    // touches and the wheel to itself (no page scroll or zoom under the game).
                    canvas: Some("#bevy".to_string()),
                    fit_canvas_to_parent: true,
                    prevent_default_event_handling: true,
                    ..default()
                }),
                ..default()
            })
            // No `.meta` files to ask the server for: what the browser fetches (a language's
            // texts, the Japanese font) is read with the default settings.
            .set(AssetPlugin {
                meta_check: bevy::asset::AssetMetaCheck::Never,
                ..default()
            }),
    )
    .insert_resource(ClearColor(Color::srgb(0.07, 0.08, 0.11)))
    .add_plugins(bevy_egui::EguiPlugin::default())
    .add_plugins((
        LogicPlugin,
        ViewPlugin,
        store::StorePlugin::for_player(),
        sound::SoundOutputPlugin,
    ));
    // In the browser, frames only when something changes (the desktop draws every frame).
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(web::pacing::plugin);
    app
}
