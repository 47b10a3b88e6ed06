//! The title screen: Play, and "Watch the AI" (the AI plays itself at a game picked from the
//! clock).

use super::widgets::{DIM, GOLD, GoTo, TEXT, button, go_to, screen_root, text};
use crate::app::Screen;
use crate::app::game::{MatchSetup, Seat};
use crate::rules::{GameKind, MatchOptions};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title);
}

fn spawn_title(mut commands: Commands) {
    commands.spawn((Camera2d, DespawnOnExit(Screen::Title)));
    commands
        .spawn(screen_root(Screen::Title))
        .with_children(|root| {
            root.spawn(text("QUARTET", 110.0, GOLD));
            root.spawn(text("Rekushu - Rush - Quadrex - Cheversi", 28.0, DIM));
            root.spawn(Node {
                height: px(30),
                ..default()
            });
            root.spawn((
                button(320.0),
                GoTo(Screen::Select),
                children![text("Play", 34.0, TEXT)],
            ))
            .observe(go_to);
            root.spawn((
                button(320.0),
                DemoButton,
                children![text("Watch the AI", 26.0, TEXT)],
            ))
            .observe(start_demo);
        });
}

/// The title's demo button: the AI plays itself at a game picked from the clock.
#[derive(Component, Clone, Copy, Debug)]
pub struct DemoButton;

fn start_demo(_: On<Pointer<Click>>, mut commands: Commands, time: Res<Time<Real>>) {
    let kind = GameKind::ALL[(time.elapsed().as_millis() % 4) as usize];
    let size = match kind {
        GameKind::Rekushu => 12,
        GameKind::Rush | GameKind::Quadrex => 11,
        GameKind::Cheversi => 8,
    };
    commands.insert_resource(MatchSetup {
        kind,
        size,
        seats: [Seat::Ai { level: 3 }, Seat::Ai { level: 4 }],
        options: MatchOptions::default(),
    });
    commands.set_state(Screen::Play);
}
