//! The pause menu over the board: resume, restart, quit to the menu. While paused the AI does
//! not move and the board takes no clicks (the overlay covers it).

use super::Screen;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Pause::Paused), spawn_menu)
        .add_systems(Update, toggle.run_if(in_state(Screen::Play)));
}

/// Whether play is paused; exists only while playing.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Play)]
pub enum Pause {
    #[default]
    Running,
    Paused,
}

/// What a pause-menu button does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PauseButton {
    Resume,
    Restart,
    Quit,
}

/// Esc: first cancels a pending Rekushu claim step, else opens or closes the pause menu.
fn toggle(
    keys: Res<ButtonInput<KeyCode>>,
    pause: Res<State<Pause>>,
    mut next: ResMut<NextState<Pause>>,
    mut claim_step: ResMut<super::board::ClaimStep>,
) {
    if keys.just_pressed(KeyCode::Escape) && claim_step.pending.is_some() {
        claim_step.pending = None;
        return;
    }
    if keys.just_pressed(KeyCode::Escape) {
        next.set(match pause.get() {
            Pause::Running => Pause::Paused,
            Pause::Paused => Pause::Running,
        });
    }
}

fn spawn_menu(mut commands: Commands) {
    let button = |b: PauseButton, label: &str| {
        (
            b,
            Button,
            Node {
                width: px(300),
                padding: UiRect::axes(px(20), px(10)),
                border_radius: BorderRadius::all(px(10)),
                justify_content: JustifyContent::Center,
                ..default()
            },
            BackgroundColor(Color::srgb(0.14, 0.16, 0.22)),
            children![(
                Text::new(label),
                TextFont {
                    font_size: FontSize::Px(28.0),
                    ..default()
                },
                TextColor(Color::srgb(0.92, 0.93, 0.96)),
            )],
        )
    };
    commands
        .spawn((
            DespawnOnExit(Pause::Paused),
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                justify_content: JustifyContent::Center,
                row_gap: px(14),
                ..default()
            },
            BackgroundColor(Color::srgba(0.02, 0.02, 0.04, 0.72)),
            GlobalZIndex(10),
        ))
        .with_children(|menu| {
            menu.spawn((
                Text::new("Paused"),
                TextFont {
                    font_size: FontSize::Px(56.0),
                    ..default()
                },
                TextColor(Color::srgb(0.98, 0.82, 0.36)),
            ));
            for (b, label) in [
                (PauseButton::Resume, "Resume"),
                (PauseButton::Restart, "Restart"),
                (PauseButton::Quit, "Quit to menu"),
            ] {
                menu.spawn(button(b, label)).observe(press);
            }
        });
}

fn press(
    click: On<Pointer<Click>>,
    buttons: Query<&PauseButton>,
    mut pause: ResMut<NextState<Pause>>,
    mut screen: ResMut<NextState<Screen>>,
) {
    match buttons.get(click.entity) {
        Ok(PauseButton::Resume) => pause.set(Pause::Running),
        // Entering Play again starts a new match from the same set-up (re-entering the same
        // screen keeps this sub-state, so resume explicitly).
        Ok(PauseButton::Restart) => {
            screen.set(Screen::Play);
            pause.set(Pause::Running);
        }
        Ok(PauseButton::Quit) => screen.set(Screen::Title),
        Err(_) => {}
    }
}
