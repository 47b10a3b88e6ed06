//! The pause menu over the board: resume, restart, rules, controls (every key and pad
//! button: `hud::prompts`), save (under a made-up name),
//! settings, resign (on a human's turn), finish
//! now (a decided Rush game), quit to the menu. While paused the AI does not move and the board
//! takes no clicks (the overlay covers it). Every button is reachable by keys and pads too
//! (`input::menu_focus`), so a pad player can resign or finish without the mouse-only side panel.

use super::widgets::{button_fit, label_fit, overlay, row_fit, text, text_fit};
use crate::app::game::{ClaimStep, CurrentMatch, PlayerAction};
use crate::app::hud::nav::RulesOpen;
use crate::app::hud::prompts::ControlsOpen;
use crate::app::input::unplugged::PadGone;
use crate::app::lang::{Localized, Texts, colour_name};
use crate::app::learn::Exercise;
use crate::app::review::ReviewAction;
use crate::app::store::saves::SaveAs;
use crate::app::theme::ui::{GOLD, TEXT, WARN};
use crate::app::{Pause, Screen};
use crate::i18n::Catalog;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<SaveAs>()
        .add_systems(OnEnter(Pause::Paused), spawn_menu)
        .add_systems(
            Update,
            (toggle, say_whose_pad_is_gone, hide_under_pages).run_if(in_state(Screen::Play)),
        );
}

/// What a pause-menu button does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PauseButton {
    Resume,
    Restart,
    Rules,
    Controls,
    Save,
    Settings,
    Resign,
    Finish,
    /// Review the moves so far (`review`).
    Review,
    Quit,
}

/// Esc (or a pad's Start): first cancels a pending Rekushu claim step, else opens or closes the
/// pause menu. (An open rules panel takes that press first: `hud`.)
fn toggle(
    keys: Res<ButtonInput<KeyCode>>,
    pads: Query<&Gamepad>,
    pause: Res<State<Pause>>,
    mut next: ResMut<NextState<Pause>>,
    mut claim_step: ResMut<ClaimStep>,
) {
    let back = keys.just_pressed(KeyCode::Escape)
        || pads.iter().any(|p| p.just_pressed(GamepadButton::Start));
    if back && claim_step.pending.is_some() {
        claim_step.clear();
        return;
    }
    // (Over the settings, Esc goes back to this menu: `settings`.)
    match pause.get() {
        Pause::Running if back => next.set(Pause::Paused),
        Pause::Paused if back => next.set(Pause::Running),
        _ => {}
    }
}

/// The menu's buttons for this moment of the match: resigning only on a human's turn,
/// finishing only once the rules have decided the game.
fn buttons_for(current: Option<&CurrentMatch>, texts: &Catalog) -> Vec<(PauseButton, String)> {
    let mut list = vec![
        (PauseButton::Resume, texts.text("pause-resume")),
        (PauseButton::Restart, texts.text("pause-restart")),
        (PauseButton::Rules, texts.text("pause-rules")),
        (PauseButton::Controls, texts.text("pause-controls")),
        (PauseButton::Save, texts.text("pause-save")),
        (PauseButton::Settings, texts.text("pause-settings")),
    ];
    if let Some(current) = current {
        let kind = current.game.kind();
        if let Some(side) = current.to_move().filter(|_| current.human_to_move()) {
            let colour = colour_name(texts, kind, side);
            list.push((
                PauseButton::Resign,
                texts.format("pause-resign", &[("colour", colour.into())]),
            ));
        }
        if current.game.position().decided().is_some() && !current.is_online() {
            list.push((PauseButton::Finish, texts.text("pause-finish")));
        }
        // Online, the AI's review would be help during the game.
        let reviewable = !current.is_online() || current.to_move().is_none();
        if !current.game.is_empty() && !current.has_coach() && reviewable {
            list.push((PauseButton::Review, texts.text("pause-review")));
        }
    }
    list.push((PauseButton::Quit, texts.text("pause-quit")));
    list
}

fn spawn_menu(mut commands: Commands, current: Option<Res<CurrentMatch>>, texts: Res<Texts>) {
    let buttons = buttons_for(current.as_deref(), &texts);
    commands
        .spawn(overlay(Pause::Paused, 0.72))
        .with_children(|menu| {
            menu.spawn((
                label_fit(Localized::new("pause-title"), 56.0, 40.0, GOLD),
                MenuBody,
            ));
            menu.spawn((text("", 26.0, WARN), GoneText, MenuBody));
            // Two to a row, so that the menu fits an 800x600 window.
            menu.spawn(row_fit(
                620.0,
                Node {
                    flex_wrap: FlexWrap::Wrap,
                    justify_content: JustifyContent::Center,
                    column_gap: px(12),
                    row_gap: px(12),
                    ..default()
                },
            ))
            .insert(MenuBody)
            .with_children(|grid| {
                for (b, label) in buttons {
                    grid.spawn((
                        b,
                        button_fit(300.0, 300.0),
                        children![text_fit(label, 28.0, 22.0, TEXT)],
                    ))
                    .observe(press);
                }
            });
        });
}

/// The menu's title, line and buttons: hidden while the Controls page or the rules are open
/// over it (the dimmed board stays behind them).
#[derive(Component)]
struct MenuBody;

fn hide_under_pages(
    controls: Res<ControlsOpen>,
    rules: Res<RulesOpen>,
    mut body: Query<&mut Visibility, With<MenuBody>>,
) {
    let wanted = if controls.0 || rules.0 {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    };
    for mut shown in &mut body {
        shown.set_if_neq(wanted);
    }
}

/// The line under "Paused" that says whose pad is gone (`input::unplugged`).
#[derive(Component)]
struct GoneText;

fn say_whose_pad_is_gone(
    gone: Res<PadGone>,
    current: Option<Res<CurrentMatch>>,
    texts: Res<Texts>,
    mut lines: Query<&mut Text, With<GoneText>>,
) {
    let wanted = match (gone.0, current) {
        (Some(side), Some(current)) => {
            let colour = colour_name(&texts, current.game.kind(), side);
            texts.format("pause-pad-gone", &[("colour", colour.into())])
        }
        _ => String::new(),
    };
    for mut line in &mut lines {
        if line.0 != wanted {
            line.0 = wanted.clone();
        }
    }
}

fn press(
    click: On<Pointer<Click>>,
    buttons: Query<&PauseButton>,
    mut pause: ResMut<NextState<Pause>>,
    mut screen: ResMut<NextState<Screen>>,
    mut rules: ResMut<RulesOpen>,
    mut controls: ResMut<ControlsOpen>,
    mut actions: MessageWriter<PlayerAction>,
    mut save: MessageWriter<SaveAs>,
    exercise: Option<ResMut<Exercise>>,
    mut review: MessageWriter<ReviewAction>,
) {
    match buttons.get(click.entity) {
        Ok(PauseButton::Resume) => pause.set(Pause::Running),
        // Entering Play again starts a new match from the same set-up (re-entering the same
        // screen keeps this sub-state, so resume explicitly).
        Ok(PauseButton::Restart) => {
            // A lesson or a puzzle starts again from its own position.
            if let Some(mut exercise) = exercise {
                exercise.fresh = true;
            }
            screen.set(Screen::Play);
            pause.set(Pause::Running);
        }
        Ok(PauseButton::Rules) => rules.0 = true,
        Ok(PauseButton::Controls) => controls.0 = true,
        // Under a name made of the game, size and time (the panel's Save as takes a name).
        Ok(PauseButton::Save) => {
            save.write(SaveAs(String::new()));
        }
        Ok(PauseButton::Settings) => pause.set(Pause::Settings),
        // The game's own handling decides (and refuses what the rules refuse); the end
        // screen follows from it.
        Ok(PauseButton::Resign) => {
            actions.write(PlayerAction::Resign);
            pause.set(Pause::Running);
        }
        Ok(PauseButton::Finish) => {
            actions.write(PlayerAction::Finish);
            pause.set(Pause::Running);
        }
        Ok(PauseButton::Review) => {
            review.write(ReviewAction::Start);
            pause.set(Pause::Running);
        }
        Ok(PauseButton::Quit) => screen.set(Screen::Title),
        Err(_) => {}
    }
}
