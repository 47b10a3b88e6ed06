//! The pause menu over the board: resume, restart, rules, quit to the menu. While paused the AI does
//! not move and the board takes no clicks (the overlay covers it).

use super::Screen;
use super::hud::nav::RulesOpen;
use super::menus::{GOLD, TEXT, button, centred_column, text};
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
    Rules,
    Quit,
}

/// Esc (or a pad's Start): first cancels a pending Rekushu claim step, else opens or closes the
/// pause menu. (An open rules panel takes that press first: `hud`.)
fn toggle(
    keys: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    pause: Res<State<Pause>>,
    mut next: ResMut<NextState<Pause>>,
    mut claim_step: ResMut<super::board::ClaimStep>,
) {
    let back = keys.just_pressed(KeyCode::Escape)
        || pads.iter().any(|p| p.just_pressed(GamepadButton::Start));
    if back && claim_step.pending.is_some() {
        claim_step.pending = None;
        return;
    }
    if back {
        next.set(match pause.get() {
            Pause::Running => Pause::Paused,
            Pause::Paused => Pause::Running,
        });
    }
}

fn spawn_menu(mut commands: Commands) {
    commands
        .spawn((
            DespawnOnExit(Pause::Paused),
            Node {
                position_type: PositionType::Absolute,
                ..centred_column()
            },
            BackgroundColor(Color::srgba(0.02, 0.02, 0.04, 0.72)),
            GlobalZIndex(10),
        ))
        .with_children(|menu| {
            menu.spawn(text("Paused", 56.0, GOLD));
            for (b, label) in [
                (PauseButton::Resume, "Resume"),
                (PauseButton::Restart, "Restart"),
                (PauseButton::Rules, "Rules"),
                (PauseButton::Quit, "Quit to menu"),
            ] {
                menu.spawn((b, button(300.0), children![text(label, 28.0, TEXT)]))
                    .observe(press);
            }
        });
}

fn press(
    click: On<Pointer<Click>>,
    buttons: Query<&PauseButton>,
    mut pause: ResMut<NextState<Pause>>,
    mut screen: ResMut<NextState<Screen>>,
    mut rules: ResMut<RulesOpen>,
) {
    match buttons.get(click.entity) {
        Ok(PauseButton::Resume) => pause.set(Pause::Running),
        // Entering Play again starts a new match from the same set-up (re-entering the same
        // screen keeps this sub-state, so resume explicitly).
        Ok(PauseButton::Restart) => {
            screen.set(Screen::Play);
            pause.set(Pause::Running);
        }
        Ok(PauseButton::Rules) => rules.0 = true,
        Ok(PauseButton::Quit) => screen.set(Screen::Title),
        Err(_) => {}
    }
}
