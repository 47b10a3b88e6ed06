//! The end screen: the result over the final board; a click returns to the title.

use super::Screen;
use super::game::CurrentMatch;
use crate::rules::Outcome;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::End), spawn_result)
        .add_systems(Update, leave.run_if(in_state(Screen::End)));
}

fn spawn_result(mut commands: Commands, current: Option<Res<CurrentMatch>>) {
    let Some(current) = current else { return };
    let kind = current.game.kind();
    let mut line = match current.outcome() {
        Outcome::Win(s) => format!("{} wins", capitalised(kind.colour(s))),
        Outcome::Draw => "A draw".to_string(),
        Outcome::Ongoing => String::new(),
    };
    if let Some(side) = current.resigned {
        line.push_str(&format!(" ({} resigned)", kind.colour(side)));
    } else if let Some([a, b]) = current.game.position().score() {
        line.push_str(&format!("  {a} - {b}"));
    }
    commands.spawn((
        DespawnOnExit(Screen::End),
        // In the margin left of the board, under the status column: never over the board.
        Node {
            position_type: PositionType::Absolute,
            left: px(20),
            top: px(250),
            width: px(270),
            flex_direction: FlexDirection::Column,
            row_gap: px(8),
            ..default()
        },
        children![
            (
                Text::new(line),
                TextFont {
                    font_size: FontSize::Px(40.0),
                    ..default()
                },
                TextColor(Color::srgb(0.98, 0.82, 0.36)),
            ),
            (
                Text::new("click or press Enter for the title screen"),
                TextFont {
                    font_size: FontSize::Px(20.0),
                    ..default()
                },
                TextColor(Color::srgb(0.75, 0.78, 0.86)),
            ),
        ],
    ));
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or(String::new(), |f| f.to_uppercase().chain(c).collect())
}

fn leave(
    keys: Res<ButtonInput<KeyCode>>,
    mouse: Res<ButtonInput<MouseButton>>,
    mut next: ResMut<NextState<Screen>>,
) {
    if keys.just_pressed(KeyCode::Enter) || mouse.just_pressed(MouseButton::Left) {
        next.set(Screen::Title);
    }
}
