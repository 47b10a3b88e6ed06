//! The board's actions, one set for each device (`bevy_enhanced_input`: a controller for the
//! keyboard, and one for each pad while it is connected):
//! - move the cursor: the arrows; the d-pad or the left stick (a held direction repeats:
//!   `repeat`);
//! - place: Enter or Space; South;
//! - undo: U or Backspace; East (between two players on two devices it asks the other:
//!   `undo_consent`). Redo: Y; West. A hint: H; North;
//! - Rekushu's claim step: Tab; the bumpers go through the rectangles, Enter; South claims the
//!   current one, U; East skips claiming.
//!
//! Only the device that may act for the side to move ([`SideHolders::may_act`]) moves the
//! cursor or acts; every device's use is remembered ([`LastDevice`], for the button prompts).

use super::CONFIRM_KEYS;
use super::cursor::BoardCursor;
use super::devices::{Controller, Device, LastDevice, SideHolders};
use super::hover::Hovered;
use super::point::PointChosen;
use super::repeat::{Repeat, direction_of};
use super::undo_consent::{UndoAsked, asking_side, consent};
use crate::app::game::hint::AskHint;
use crate::app::game::{ClaimStep, CurrentMatch, PlayerAction};
use crate::app::{GameSet, Pause};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_enhanced_input::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_keyboard)
        .add_systems(
            PreUpdate,
            follow_pads
                .after(bevy::input::InputSystems)
                .before(EnhancedInputSystems::Update),
        )
        .add_systems(
            Update,
            board_actions
                .in_set(GameSet::Input)
                // The point chosen is made a move in the same frame.
                .before(super::point::choose_point)
                .run_if(in_state(Pause::Running)),
        );
}

/// Moves the board cursor (y up).
#[derive(InputAction)]
#[action_output(Vec2)]
pub struct MoveCursor;

/// Places at the cursor (or, in Rekushu's claim step, chooses there).
#[derive(InputAction)]
#[action_output(bool)]
pub struct PlaceHere;

/// Takes back a move.
#[derive(InputAction)]
#[action_output(bool)]
pub struct TakeBack;

/// Replays a move taken back.
#[derive(InputAction)]
#[action_output(bool)]
pub struct ReplayMove;

/// Asks the AI for a hint.
#[derive(InputAction)]
#[action_output(bool)]
pub struct WantHint;

/// Rekushu's claim step: the next rectangle on offer.
#[derive(InputAction)]
#[action_output(bool)]
pub struct NextClaim;

/// Rekushu's claim step: the rectangle before.
#[derive(InputAction)]
#[action_output(bool)]
pub struct PreviousClaim;

/// The cursor's hold-to-repeat, for each controller.
#[derive(Component, Debug, Default)]
pub struct CursorRepeat(Repeat);

/// The keyboard's controller: its actions and their keys.
fn keyboard_controller() -> impl Bundle {
    (
        Controller(Device::Keyboard),
        GamepadDevice::None,
        CursorRepeat::default(),
        actions!(Controller[
            (Action::<MoveCursor>::new(), Bindings::spawn(Cardinal::arrows())),
            (
                Action::<PlaceHere>::new(),
                Bindings::spawn(SpawnIter(CONFIRM_KEYS.into_iter().map(Binding::from))),
            ),
            (Action::<TakeBack>::new(), bindings![KeyCode::KeyU, KeyCode::Backspace]),
            (Action::<ReplayMove>::new(), bindings![KeyCode::KeyY]),
            (Action::<WantHint>::new(), bindings![KeyCode::KeyH]),
            (Action::<NextClaim>::new(), bindings![KeyCode::Tab]),
        ]),
    )
}

/// A pad's controller: its actions read only that pad.
fn pad_controller(pad: Entity) -> impl Bundle {
    (
        Controller(Device::Pad(pad)),
        GamepadDevice::Single(pad),
        CursorRepeat::default(),
        actions!(Controller[
            (
                Action::<MoveCursor>::new(),
                Bindings::spawn((Cardinal::dpad(), Axial::left_stick())),
            ),
            (Action::<PlaceHere>::new(), bindings![GamepadButton::South]),
            (Action::<TakeBack>::new(), bindings![GamepadButton::East]),
            (Action::<ReplayMove>::new(), bindings![GamepadButton::West]),
            (Action::<WantHint>::new(), bindings![GamepadButton::North]),
            (Action::<NextClaim>::new(), bindings![GamepadButton::RightTrigger]),
            (Action::<PreviousClaim>::new(), bindings![GamepadButton::LeftTrigger]),
        ]),
    )
}

fn spawn_keyboard(mut commands: Commands) {
    commands.spawn(keyboard_controller());
}

/// A pad that connects gets a controller; one that disconnects loses it (its entity stays, as
/// Bevy keeps it, so a side it holds is still its own when it comes back).
fn follow_pads(
    mut commands: Commands,
    added: Query<Entity, Added<Gamepad>>,
    mut removed: RemovedComponents<Gamepad>,
    controllers: Query<(Entity, &Controller)>,
) {
    for pad in removed.read() {
        for (entity, controller) in &controllers {
            if controller.0 == Device::Pad(pad) {
                commands.entity(entity).despawn();
            }
        }
    }
    for pad in &added {
        let exists = controllers.iter().any(|(_, c)| c.0 == Device::Pad(pad));
        if !exists {
            commands.spawn(pad_controller(pad));
        }
    }
}

/// Whether each button action started this frame, by controller.
#[derive(SystemParam)]
struct Pressed<'w, 's> {
    place: Query<'w, 's, &'static ActionEvents, With<Action<PlaceHere>>>,
    undo: Query<'w, 's, &'static ActionEvents, With<Action<TakeBack>>>,
    redo: Query<'w, 's, &'static ActionEvents, With<Action<ReplayMove>>>,
    hint: Query<'w, 's, &'static ActionEvents, With<Action<WantHint>>>,
    next_claim: Query<'w, 's, &'static ActionEvents, With<Action<NextClaim>>>,
    previous_claim: Query<'w, 's, &'static ActionEvents, With<Action<PreviousClaim>>>,
}

fn started<A: InputAction>(
    events: &Query<&ActionEvents, With<Action<A>>>,
    actions: &Actions<Controller>,
) -> bool {
    events
        .iter_many(actions)
        .any(|e| e.contains(ActionEvents::START))
}

fn board_actions(
    time: Res<Time>,
    current: Option<Res<CurrentMatch>>,
    holders: Res<SideHolders>,
    mut controllers: Query<(&Controller, &Actions<Controller>, &mut CursorRepeat)>,
    aims: Query<&Action<MoveCursor>>,
    pressed: Pressed,
    mut cursor: ResMut<BoardCursor>,
    mut hovered: ResMut<Hovered>,
    mut claim_step: ResMut<ClaimStep>,
    mut asked: ResMut<UndoAsked>,
    taken: Res<super::BoardPressesTaken>,
    mut last: ResMut<LastDevice>,
    mut chosen: MessageWriter<PointChosen>,
    mut actions: MessageWriter<PlayerAction>,
    mut hint: MessageWriter<AskHint>,
) {
    let Some(current) = current else { return };
    if taken.0 {
        return;
    }
    for (controller, list, mut repeat) in &mut controllers {
        let device = controller.0;
        let aim = aims.iter_many(list).map(|a| **a).sum::<Vec2>();
        let step = repeat.0.tick(direction_of(aim), time.delta_secs());
        let place = started(&pressed.place, list);
        let undo = started(&pressed.undo, list);
        let redo = started(&pressed.redo, list);
        let ask = started(&pressed.hint, list);
        let next = started(&pressed.next_claim, list);
        let previous = started(&pressed.previous_claim, list);
        if step.is_some() || place || undo || redo || ask || next || previous {
            last.set_if_neq(LastDevice(device));
        }
        // Two players on two devices: undo asks the other, who agrees or refuses.
        if let Some(side) = asking_side(&holders, &current, device)
            && let Some(answer) = consent(&mut asked, side, undo, place, !current.game.is_empty())
        {
            actions.write_batch(answer);
            continue;
        }
        if !holders.may_act(device, &current) {
            continue;
        }
        if let Some(by) = step {
            let at = cursor.step(by, current.game.size());
            hovered.at = Some(at);
        }
        // Rekushu's claim step: the bumpers (Tab) go through the rectangles, South (Enter)
        // claims the current one, East (U) skips claiming.
        let mut decided = None;
        if claim_step.pending.is_some() {
            if next {
                claim_step.cycle(1);
            }
            if previous {
                claim_step.cycle(-1);
            }
            if place && claim_step.current.is_some() {
                decided = claim_step.decide(false);
            } else if undo {
                decided = claim_step.decide(true);
            }
        }
        if let Some(mv) = decided {
            actions.write(PlayerAction::Play(mv));
            continue;
        }
        if place && let Some(at) = cursor.at {
            chosen.write(PointChosen(at, device));
        }
        if undo {
            actions.write(PlayerAction::Undo);
        }
        if redo {
            actions.write(PlayerAction::Redo);
        }
        if ask {
            hint.write(AskHint);
        }
    }
}
