//! The panel's actions without a mouse: a pad's Select (or Tab, outside Rekushu's claim step)
//! opens the actions menu over the board ([`ActionsMenu`]; drawn by `actions_menu_view`): in a
//! lesson or a puzzle first Show me (the hint), Retry, Next and Back; then hint,
//! Quadrex's swap while it may be played, heat map, 2D / 3D, rules, controls, resign, and the
//! move list; once the moves so far are reviewed, the marked moves and the better line. Up and
//! down choose a row, South (Enter) does it; on the moves row left and right show the position
//! one move earlier or later, on the review's rows the previous or next marked move and a step
//! back or on in the better line. East, Select, Tab or Esc close it, and the board is live
//! again. While it is open the presses go to it only: the board and the pause menu do not see
//! them. Only the device that opened it moves in it, and hints and resigning are for the device
//! that may act.

use super::nav::RulesOpen;
use super::prompts::ControlsOpen;
use crate::app::board::camera::CameraAction;
use crate::app::game::hint::{AskHint, HeatMap};
use crate::app::game::{ClaimStep, CurrentMatch, PlayerAction};
use crate::app::input::devices::{Device, SideHolders};
use crate::app::input::{BoardPressesTaken, CONFIRM_KEYS, key_direction, pad_direction};
use crate::app::learn::LearnNav;
use crate::app::review::{GameReview, LineStep, ReviewAction};
use crate::app::{Pause, Screen};
use crate::rules::AnyMove;
use crate::rules::quadrex::QuadrexMove;
use bevy::prelude::*;
use bevy_enhanced_input::EnhancedInputSystems;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ActionsMenu>()
        .add_systems(OnEnter(Screen::Play), close)
        .add_systems(
            PreUpdate,
            use_menu
                .after(bevy::input::InputSystems)
                .before(EnhancedInputSystems::Prepare)
                .run_if(in_state(Pause::Running)),
        );
}

/// A row of the actions menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuRow {
    Hint,
    /// Quadrex's swap, offered only while it is a legal move.
    Swap,
    HeatMap,
    View,
    Rules,
    Controls,
    Resign,
    Moves,
    /// In a lesson or a puzzle: Show me (or the hint), Retry, Next, Back.
    Learn(LearnNav),
    /// Once the moves so far are reviewed (`app::review`): the previous or next marked move,
    /// and a step through the better line of the move on view.
    ReviewMarks,
    ReviewLine,
}

impl MenuRow {
    pub const ALL: [MenuRow; 8] = [
        MenuRow::Hint,
        MenuRow::Swap,
        MenuRow::HeatMap,
        MenuRow::View,
        MenuRow::Rules,
        MenuRow::Controls,
        MenuRow::Resign,
        MenuRow::Moves,
    ];
}

/// The actions menu: open or not, the device that opened it and the chosen row.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ActionsMenu {
    pub by: Option<Device>,
    pub row: usize,
    /// The menu took this frame's presses (it was open, or opened or closed now): the board's
    /// actions skip the frame.
    pub took_presses: bool,
    /// A finished review of the match's moves is there: its rows are offered.
    pub reviewed: bool,
}

impl ActionsMenu {
    pub fn is_open(&self) -> bool {
        self.by.is_some()
    }

    /// The rows on offer in `current`: every row but the swap, and the swap while the rules
    /// allow it. In a lesson or a puzzle its own rows come first, in place of the hint, the
    /// heat map and resigning.
    pub fn rows(current: &CurrentMatch) -> Vec<MenuRow> {
        let swap = current.game.position().check(SWAP).is_ok();
        let exercise = current.has_coach();
        let own = [
            LearnNav::Show,
            LearnNav::Retry,
            LearnNav::Next,
            LearnNav::Back,
        ]
        .map(MenuRow::Learn);
        let own = own.into_iter().filter(|_| exercise);
        own.chain(MenuRow::ALL.into_iter().filter(|row| {
            let game_only = matches!(row, MenuRow::Hint | MenuRow::HeatMap | MenuRow::Resign);
            let helps = matches!(row, MenuRow::Hint | MenuRow::HeatMap);
            (*row != MenuRow::Swap || swap)
                && !(exercise && game_only)
                && !(current.is_online() && helps)
        }))
        .collect()
    }

    /// The rows on offer now: [`ActionsMenu::rows`], and the review's after them when there
    /// is one.
    pub fn offered(&self, current: &CurrentMatch) -> Vec<MenuRow> {
        let mut rows = ActionsMenu::rows(current);
        if self.reviewed {
            rows.extend([MenuRow::ReviewMarks, MenuRow::ReviewLine]);
        }
        rows
    }

    /// The chosen row in `current`.
    pub fn current(&self, current: &CurrentMatch) -> MenuRow {
        let rows = self.offered(current);
        rows[self.row.min(rows.len() - 1)]
    }
}

const SWAP: AnyMove = AnyMove::Quadrex(QuadrexMove::Swap);

fn close(mut menu: ResMut<ActionsMenu>) {
    *menu = ActionsMenu::default();
}

/// One device's presses this frame, as the menu reads them.
#[derive(Default)]
struct Presses {
    toggle: bool,
    back: bool,
    choose: bool,
    step: IVec2,
}

/// The menu's rows count downwards: the directions' y flipped.
const DOWNWARDS: IVec2 = IVec2::new(1, -1);

fn read_keys(keys: &ButtonInput<KeyCode>, claiming: bool) -> Presses {
    Presses {
        toggle: keys.just_pressed(KeyCode::Tab) && !claiming,
        back: keys.just_pressed(KeyCode::Escape),
        choose: keys.any_just_pressed(CONFIRM_KEYS),
        step: key_direction(keys) * DOWNWARDS,
    }
}

fn read_pad(pad: &Gamepad) -> Presses {
    Presses {
        toggle: pad.just_pressed(GamepadButton::Select),
        back: pad.just_pressed(GamepadButton::East) || pad.just_pressed(GamepadButton::Start),
        choose: pad.just_pressed(GamepadButton::South),
        step: pad_direction(pad) * DOWNWARDS,
    }
}

fn use_menu(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut pads: Query<(Entity, &mut Gamepad)>,
    mut menu: ResMut<ActionsMenu>,
    mut taken: ResMut<BoardPressesTaken>,
    current: Option<Res<CurrentMatch>>,
    claim_step: Res<ClaimStep>,
    holders: Res<SideHolders>,
    mut heat_map: ResMut<HeatMap>,
    mut rules: ResMut<RulesOpen>,
    mut controls: ResMut<ControlsOpen>,
    mut actions: MessageWriter<PlayerAction>,
    mut hint: MessageWriter<AskHint>,
    mut camera: MessageWriter<CameraAction>,
    mut learn: MessageWriter<LearnNav>,
    game_review: Option<Res<GameReview>>,
    mut review: MessageWriter<ReviewAction>,
) {
    menu.took_presses = menu.is_open();
    taken.0 = menu.took_presses;
    let Some(current) = current else { return };
    let reviewed = game_review.is_some_and(|r| r.review().is_some() && r.belongs_to(&current));
    menu.reviewed = reviewed;
    // The rules or the controls opened from the menu take the presses until they close.
    if rules.0 || controls.0 {
        return;
    }
    let claiming = claim_step.pending.is_some();
    let mut devices: Vec<(Device, Presses)> = vec![(Device::Keyboard, read_keys(&keys, claiming))];
    devices.extend(pads.iter().map(|(e, p)| (Device::Pad(e), read_pad(p))));
    let mut used = false;
    for (device, p) in devices {
        match menu.by {
            None if p.toggle => {
                *menu = ActionsMenu {
                    by: Some(device),
                    row: 0,
                    took_presses: true,
                    reviewed,
                };
                used = true;
            }
            Some(by) if by == device => {
                used |= p.toggle || p.back || p.choose || p.step != IVec2::ZERO;
                if p.toggle || p.back {
                    *menu = ActionsMenu {
                        took_presses: true,
                        reviewed,
                        ..default()
                    };
                    actions.write(PlayerAction::View(None));
                    continue;
                }
                let n = menu.offered(&current).len() as i32;
                menu.row = (menu.row as i32 + p.step.y).clamp(0, n - 1) as usize;
                let may_act = holders.may_act(device, &current);
                match menu.current(&current) {
                    MenuRow::Moves if p.step.x != 0 => {
                        let len = current.game.len();
                        let shown = current.viewing().unwrap_or(len) as i32;
                        let k = (shown + p.step.x).clamp(0, len as i32) as usize;
                        actions.write(PlayerAction::View((k < len).then_some(k)));
                    }
                    MenuRow::ReviewMarks if p.step.x != 0 || p.choose => {
                        review.write(if p.step.x < 0 {
                            ReviewAction::PreviousMark
                        } else {
                            ReviewAction::NextMark
                        });
                    }
                    MenuRow::ReviewLine if p.step.x != 0 || p.choose => {
                        review.write(ReviewAction::Line(if p.step.x < 0 {
                            LineStep::Back
                        } else {
                            LineStep::Forward
                        }));
                    }
                    row if p.choose => match row {
                        MenuRow::Hint if may_act => {
                            hint.write(AskHint);
                        }
                        MenuRow::HeatMap => heat_map.0 = !heat_map.0,
                        MenuRow::View => {
                            camera.write(CameraAction::ToggleView);
                        }
                        MenuRow::Rules => rules.0 = true,
                        MenuRow::Controls => controls.0 = true,
                        MenuRow::Swap if may_act && current.human_to_move() => {
                            actions.write(PlayerAction::Play(SWAP));
                            *menu = ActionsMenu::default();
                        }
                        MenuRow::Resign if may_act && current.human_to_move() => {
                            actions.write(PlayerAction::Resign);
                            *menu = ActionsMenu::default();
                        }
                        MenuRow::Learn(nav) => {
                            learn.write(nav);
                            *menu = ActionsMenu::default();
                        }
                        _ => {}
                    },
                    _ => {}
                }
            }
            _ => {}
        }
    }
    if used || menu.took_presses {
        // The presses were the menu's: neither the pause menu nor anything else sees them.
        for key in [KeyCode::Escape, KeyCode::Tab]
            .into_iter()
            .chain(CONFIRM_KEYS)
        {
            keys.clear_just_pressed(key);
        }
        for (_, mut pad) in &mut pads {
            for button in [
                GamepadButton::Start,
                GamepadButton::Select,
                GamepadButton::East,
                GamepadButton::South,
            ] {
                pad.digital_mut().clear_just_pressed(button);
            }
        }
        menu.took_presses = true;
    }
    taken.0 = menu.took_presses;
}
