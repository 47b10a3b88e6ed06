//! A short fade between screens: each new screen comes up out of the background colour (a
//! quarter of a second at normal animation speed, none with animations off). It never takes a
//! click: the screen under it works at once.

use crate::app::Screen;
use crate::app::settings::Settings;
use bevy::prelude::*;
use bevy::state::state::StateTransitionEvent;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (begin_fade, run_fade).chain());
}

/// How long a fade takes at normal speed.
const FADE: Duration = Duration::from_millis(250);

/// The veil over a screen that just opened, fading out from `start` (seconds of `Time`)
/// over `length` seconds.
#[derive(Component, Debug)]
pub struct Veil {
    start: f32,
    length: f32,
}

fn begin_fade(
    mut commands: Commands,
    mut changes: MessageReader<StateTransitionEvent<Screen>>,
    settings: Res<Settings>,
    clear: Option<Res<ClearColor>>,
    time: Res<Time>,
    veils: Query<Entity, With<Veil>>,
) {
    let changed = changes
        .read()
        .any(|c| c.exited.is_some() && c.exited != c.entered);
    let length = settings.animation.scale(FADE).as_secs_f32();
    if !changed || length == 0.0 {
        return;
    }
    for e in &veils {
        commands.entity(e).despawn();
    }
    let colour = clear.map(|c| c.0).unwrap_or(Color::BLACK);
    commands.spawn((
        Veil {
            start: time.elapsed_secs(),
            length,
        },
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            height: percent(100),
            ..default()
        },
        BackgroundColor(colour),
        GlobalZIndex(50),
        Pickable::IGNORE,
    ));
}

fn run_fade(
    mut commands: Commands,
    time: Res<Time>,
    mut veils: Query<(Entity, &Veil, &mut BackgroundColor)>,
) {
    let now = time.elapsed_secs();
    for (e, veil, mut colour) in &mut veils {
        let t = ((now - veil.start) / veil.length).clamp(0.0, 1.0);
        if t >= 1.0 {
            commands.entity(e).despawn();
        } else {
            colour.0.set_alpha(1.0 - t * t);
        }
    }
}
