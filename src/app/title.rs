//! The title screen: the four games, each a button that starts it against the AI.

use super::Screen;
use super::game::{MatchSetup, Seat};
use crate::rules::{GameKind, MatchOptions};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title);
}

/// One line about each game.
fn pitch(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Rekushu => "claim rectangles, but never mirror twice",
        GameKind::Rush => "crowd your opponent for extra turns",
        GameKind::Quadrex => "connect your edges; the board fills itself",
        GameKind::Cheversi => "place chess pieces to attack the most squares",
    }
}

fn text(s: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (
        Text::new(s),
        TextFont {
            font_size: FontSize::Px(size),
            ..default()
        },
        TextColor(color),
    )
}

fn spawn_title(mut commands: Commands) {
    commands.spawn((Camera2d, DespawnOnExit(Screen::Title)));
    commands
        .spawn((
            DespawnOnExit(Screen::Title),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                justify_content: JustifyContent::Center,
                row_gap: px(16),
                ..default()
            },
        ))
        .with_children(|root| {
            root.spawn(text("QUARTET", 96.0, Color::srgb(0.98, 0.82, 0.36)));
            root.spawn(text(
                "four abstract placement games - click one to play against the AI",
                26.0,
                Color::srgb(0.65, 0.70, 0.80),
            ));
            for kind in GameKind::ALL {
                root.spawn((
                    Button,
                    Node {
                        width: px(720),
                        padding: UiRect::axes(px(24), px(12)),
                        border_radius: BorderRadius::all(px(10)),
                        flex_direction: FlexDirection::Column,
                        ..default()
                    },
                    BackgroundColor(Color::srgb(0.14, 0.16, 0.22)),
                    children![
                        text(kind.title(), 34.0, Color::srgb(0.95, 0.95, 0.98)),
                        text(pitch(kind), 22.0, Color::srgb(0.70, 0.74, 0.84)),
                    ],
                ))
                .observe(move |_: On<Pointer<Click>>, mut commands: Commands| {
                    commands.insert_resource(MatchSetup {
                        kind,
                        size: kind.default_size(),
                        seats: [Seat::Human, Seat::Ai { level: 5 }],
                        options: MatchOptions::default(),
                    });
                    commands.set_state(Screen::Play);
                });
            }
        });
}
