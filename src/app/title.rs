//! The title screen.

use super::Screen;
use crate::rules::GameKind;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_title);
}

/// One line about each game, for the title screen.
fn pitch(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Rekushu => "claim rectangles, but never mirror twice",
        GameKind::Rush => "crowd your opponent for extra turns",
        GameKind::Quadrex => "connect your edges; the board fills itself",
        GameKind::Cheversi => "place chess pieces to attack the most squares",
    }
}

fn spawn_title(mut commands: Commands) {
    commands.spawn((Camera2d, DespawnOnExit(Screen::Title)));
    let text = |s: String, size: f32, color: Color| {
        (
            Text::new(s),
            TextFont {
                font_size: FontSize::Px(size),
                ..default()
            },
            TextColor(color),
        )
    };
    let games: Vec<_> = GameKind::ALL
        .into_iter()
        .map(|k| {
            text(
                format!("{}  -  {}", k.title(), pitch(k)),
                26.0,
                Color::srgb(0.80, 0.84, 0.92),
            )
        })
        .collect();
    commands
        .spawn((
            DespawnOnExit(Screen::Title),
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                justify_content: JustifyContent::Center,
                row_gap: px(18),
                ..default()
            },
        ))
        .with_children(|root| {
            root.spawn(text(
                "QUARTET".to_string(),
                96.0,
                Color::srgb(0.98, 0.82, 0.36),
            ));
            root.spawn(text(
                "four abstract placement games".to_string(),
                28.0,
                Color::srgb(0.65, 0.70, 0.80),
            ));
            for g in games {
                root.spawn(g);
            }
            root.spawn(text(
                "The boards are on their way. Meanwhile: quartet engine".to_string(),
                20.0,
                Color::srgb(0.50, 0.55, 0.65),
            ));
        });
}
