//! The game (Bevy). For now a title screen; the screens, boards, input and HUD come with their
//! own issue. One plugin per concern, each in its own file.

mod title;

use bevy::prelude::*;

/// The top-level screens; every spawned entity is scoped to one of them.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Title,
}

/// Everything the game adds to a Bevy app, without the windowing and rendering plugins (so that
/// headless tests can add it to `MinimalPlugins`).
pub struct AppPlugin;

impl Plugin for AppPlugin {
    fn build(&self, app: &mut App) {
        app.init_state::<Screen>();
        app.add_plugins(title::plugin);
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
        .add_plugins(AppPlugin)
        .run();
}
