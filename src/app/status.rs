//! The status line over the board: whose turn, the score, the last refusal, the AI thinking,
//! and the keys. (The full egui HUD comes with its own work.)

use super::ai_turn::Thinking;
use super::game::{CurrentMatch, GameSet, MoveApplied, MoveRejected};
use super::hover::{HoverSet, Hovered};
use super::{InMatch, MatchScoped, Screen};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Play), spawn_status)
        .add_systems(
            Update,
            (update_status, update_notice)
                .in_set(GameSet::View)
                .after(HoverSet)
                .run_if(in_state(InMatch)),
        );
}

#[derive(Component)]
struct StatusText;

#[derive(Component)]
struct NoticeText;

fn spawn_status(mut commands: Commands, existing: Query<(), With<StatusText>>) {
    if !existing.is_empty() {
        return;
    }
    let line = |size: f32, colour: Color| {
        (
            Text::new(""),
            TextFont {
                font_size: FontSize::Px(size),
                ..default()
            },
            TextColor(colour),
        )
    };
    commands.spawn((
        MatchScoped,
        // A column in the margin left of the board (which is centred and about as wide as the
        // window is high), so that nothing covers the board.
        Node {
            position_type: PositionType::Absolute,
            left: px(20),
            top: px(20),
            width: px(270),
            flex_direction: FlexDirection::Column,
            row_gap: px(10),
            ..default()
        },
        children![
            (StatusText, line(22.0, Color::srgb(0.92, 0.93, 0.96))),
            (NoticeText, line(18.0, Color::srgb(0.98, 0.62, 0.45))),
            (
                Text::new(
                    "U undo    Y redo    L legal\nEsc pause menu\nCheversi: K Q R B N piece\nQuadrex: S swap"
                ),
                TextFont {
                    font_size: FontSize::Px(15.0),
                    ..default()
                },
                TextColor(Color::srgb(0.55, 0.58, 0.66)),
            ),
        ],
    ));
}

fn update_status(
    current: Option<Res<CurrentMatch>>,
    thinking: Option<Res<Thinking>>,
    mut shown_thinking: Local<Option<bool>>,
    mut status: Query<&mut Text, With<StatusText>>,
) {
    let Some(current) = current else { return };
    if status.is_empty() {
        return;
    }
    // Rebuilt only when the match or the AI's thinking changed, not every frame.
    let is_thinking = thinking.is_some();
    if !current.is_changed() && *shown_thinking == Some(is_thinking) {
        return;
    }
    *shown_thinking = Some(is_thinking);
    let kind = current.game.kind();
    let n = current.game.size();
    let mut line = format!(
        "{} {n}x{n}\nmove {}\n",
        kind.title(),
        current.game.len() + 1
    );
    match current.to_move() {
        Some(side) => {
            line.push_str(&format!("{} to move", kind.colour(side)));
            if is_thinking {
                line.push_str(" (thinking...)");
            }
        }
        None => line.push_str("game over"),
    }
    if let crate::rules::AnyGame::Rush(g) = current.game.position()
        && let Some(side) = g.decided()
        && current.to_move().is_some()
    {
        line.push_str(&format!(
            "\n{} has more than half: decided",
            kind.colour(side)
        ));
    }
    if let Some([a, b]) = current.game.position().score() {
        let [x, y] =
            [crate::rules::Side::First, crate::rules::Side::Second].map(|s| kind.colour(s));
        line.push_str(&format!("\n{x} {a}\n{y} {b}"));
    }
    if let Ok(mut t) = status.single_mut()
        && t.0 != line
    {
        t.0 = line;
    }
}

/// The notice under the status: a refused move until the next move, or why the hovered point
/// is not allowed.
fn update_notice(
    mut rejected: MessageReader<MoveRejected>,
    mut applied: MessageReader<MoveApplied>,
    hovered: Res<Hovered>,
    mut shown: Local<Option<String>>,
    mut notice: Query<&mut Text, With<NoticeText>>,
) {
    let Ok(mut t) = notice.single_mut() else {
        return;
    };
    if applied.read().count() > 0 {
        t.0.clear();
    }
    if let Some(r) = rejected.read().last() {
        t.0 = format!("Not allowed: {}", r.reason);
    }
    // The hover verdict, whenever it differs from the one shown last.
    if hovered.refusal != *shown {
        shown.clone_from(&hovered.refusal);
        t.0 = shown
            .as_ref()
            .map(|r| format!("Not here: {r}"))
            .unwrap_or_default();
    }
}
