//! The action panel right of the board: undo, redo, resign, menu, Quadrex's swap, and the
//! Cheversi tray (the pieces in hand; only those with a legal square can be chosen, a forced
//! piece is chosen for the player). Every button sends what a key would.

use super::board::SelectedPiece;
use super::game::{BoardReset, CurrentMatch, GameSet, PlayerAction};
use super::{InMatch, MatchScoped, Screen};
use crate::rules::quadrex::QuadrexMove;
use crate::rules::{AnyGame, AnyMove, GameKind, Piece};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (spawn_panel, refresh_panel)
            .chain()
            .in_set(GameSet::View)
            .run_if(in_state(InMatch)),
    );
}

const TEXT: Color = Color::srgb(0.92, 0.93, 0.96);
const IDLE: Color = Color::srgb(0.14, 0.16, 0.22);
const CHOSEN: Color = Color::srgb(0.55, 0.42, 0.12);
const OFF: Color = Color::srgb(0.09, 0.10, 0.13);
const DIMMED: Color = Color::srgb(0.38, 0.40, 0.46);

/// What a panel button does.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PanelButton {
    Undo,
    Redo,
    Resign,
    Menu,
    Swap,
    Piece(Piece),
}

/// The panel, built for one game (Quadrex has Swap, Cheversi its tray).
#[derive(Component)]
struct Panel(GameKind);

/// Builds the panel when a match of another game than the panel's is on the board.
fn spawn_panel(
    mut commands: Commands,
    mut resets: MessageReader<BoardReset>,
    panels: Query<(Entity, &Panel)>,
    current: Option<Res<CurrentMatch>>,
) {
    if resets.read().count() == 0 {
        return;
    }
    let Some(kind) = current.as_ref().map(|c| c.game.kind()) else {
        return;
    };
    if panels.iter().any(|(_, p)| p.0 == kind) {
        return;
    }
    for (e, _) in &panels {
        commands.entity(e).despawn();
    }
    let mut buttons = vec![
        (PanelButton::Undo, "Undo".to_string()),
        (PanelButton::Redo, "Redo".to_string()),
        (PanelButton::Resign, "Resign".to_string()),
        (PanelButton::Menu, "Menu".to_string()),
    ];
    match current.as_deref().map(|c| c.game.position()) {
        Some(AnyGame::Quadrex(_)) => buttons.push((PanelButton::Swap, "Swap".to_string())),
        Some(AnyGame::Cheversi(_)) => {
            buttons.extend(Piece::ALL.map(|p| (PanelButton::Piece(p), p.name().to_string())));
        }
        _ => {}
    }
    commands
        .spawn((
            Panel(kind),
            MatchScoped,
            Node {
                position_type: PositionType::Absolute,
                right: px(20),
                top: px(20),
                width: px(200),
                flex_direction: FlexDirection::Column,
                row_gap: px(8),
                ..default()
            },
        ))
        .with_children(|panel| {
            for (button, label) in buttons {
                panel
                    .spawn((
                        button,
                        Button,
                        Node {
                            padding: UiRect::axes(px(14), px(8)),
                            border_radius: BorderRadius::all(px(8)),
                            justify_content: JustifyContent::Center,
                            ..default()
                        },
                        BackgroundColor(IDLE),
                        children![(
                            Text::new(label),
                            TextFont {
                                font_size: FontSize::Px(22.0),
                                ..default()
                            },
                            TextColor(TEXT),
                        )],
                    ))
                    .observe(press);
            }
        });
}

fn press(
    click: On<Pointer<Click>>,
    buttons: Query<&PanelButton>,
    current: Option<Res<CurrentMatch>>,
    mut selected: ResMut<SelectedPiece>,
    mut actions: MessageWriter<PlayerAction>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Ok(button) = buttons.get(click.entity) else {
        return;
    };
    match button {
        PanelButton::Undo => {
            actions.write(PlayerAction::Undo);
        }
        PanelButton::Redo => {
            actions.write(PlayerAction::Redo);
        }
        PanelButton::Resign => {
            if current.is_some_and(|c| !c.ai_to_move()) {
                actions.write(PlayerAction::Resign);
            }
        }
        PanelButton::Menu => next.set(Screen::Title),
        PanelButton::Swap => {
            actions.write(PlayerAction::Play(AnyMove::Quadrex(QuadrexMove::Swap)));
        }
        PanelButton::Piece(p) => {
            if current.is_some_and(|c| piece_playable(c.game.position(), *p)) {
                selected.0 = *p;
            }
        }
    }
}

/// Whether `piece` has a legal square now.
fn piece_playable(pos: &AnyGame, piece: Piece) -> bool {
    pos.legal_moves()
        .iter()
        .any(|m| matches!(m, AnyMove::Cheversi(c) if c.piece == piece))
}

/// Colours the buttons: the chosen piece, pieces without a legal square, a swap not allowed
/// now. When the chosen piece cannot be played, the first playable one is chosen (a forced
/// piece chooses itself).
fn refresh_panel(
    current: Option<Res<CurrentMatch>>,
    mut selected: ResMut<SelectedPiece>,
    mut buttons: Query<(&PanelButton, &mut BackgroundColor, &Children)>,
    mut texts: Query<&mut TextColor>,
) {
    let Some(current) = current else { return };
    if !(current.is_changed() || selected.is_changed()) {
        return;
    }
    let pos = current.game.position();
    let human = current.to_move().is_some() && !current.ai_to_move();
    if let AnyGame::Cheversi(_) = pos
        && human
        && !piece_playable(pos, selected.0)
        && let Some(p) = Piece::ALL.into_iter().find(|&p| piece_playable(pos, p))
    {
        selected.0 = p;
    }
    for (button, mut bg, children) in &mut buttons {
        bg.0 = match button {
            PanelButton::Piece(p) if *p == selected.0 && human => CHOSEN,
            PanelButton::Piece(p) if !human || !piece_playable(pos, *p) => OFF,
            PanelButton::Swap if pos.check(AnyMove::Quadrex(QuadrexMove::Swap)).is_err() => OFF,
            _ => IDLE,
        };
        let ink = if bg.0 == OFF { DIMMED } else { TEXT };
        for child in children {
            if let Ok(mut colour) = texts.get_mut(*child) {
                colour.0 = ink;
            }
        }
    }
}
