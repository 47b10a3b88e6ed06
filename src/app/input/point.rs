//! Choosing a point of the board: a click on a point entity (picking) or the board cursor's
//! confirm ([`PointChosen`]) becomes the move the human to move makes there, through
//! [`placement_for`] and, in Rekushu, the claim step.

use super::devices::{Device, LastDevice, SideHolders};
use super::tap_confirm::TapPreview;
use super::touch::{DRAG_START, TouchGesture};
use crate::app::board::PointTarget;
use crate::app::game::{ClaimStep, CurrentMatch, PlayerAction, SelectedPiece, placement_for};
use crate::app::settings::Settings;
use crate::app::{GameSet, InMatch, Pause};
use crate::rules::rekushu::RekushuMove;
use crate::rules::{AnyGame, AnyMove, Coord, Game};
use bevy::picking::pointer::{PointerAction, PointerId, PointerInput};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PointChosen>()
        .init_resource::<PressedPoint>()
        .add_observer(press_point)
        .add_observer(click_point)
        .add_systems(
            Update,
            (
                // (Headless tests have no picking, and no pointers.)
                release_point.run_if(resource_exists::<Messages<PointerInput>>),
                choose_point,
            )
                .chain()
                .in_set(GameSet::Input)
                .run_if(in_state(InMatch)),
        );
}

/// The point a pointer pressed, until its click or its release. Picking sends a click only to
/// what the pointer hovered in the frame before the release, so a press and release in the
/// frame the pointer arrived (a slow frame, a quick tap) would be lost: the release finds it
/// here (docs/phones.md, "Touch").
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
struct PressedPoint(Option<(PointerId, Coord, Vec2)>);

fn press_point(
    press: On<Pointer<Press>>,
    targets: Query<&PointTarget>,
    mut pressed: ResMut<PressedPoint>,
) {
    if press.button != PointerButton::Primary {
        return;
    }
    if let Ok(target) = targets.get(press.entity) {
        pressed.0 = Some((press.pointer_id, target.at, press.pointer_location.position));
    }
}

/// A release of the pointer that pressed a point, near where it pressed, with no click from
/// picking: the click that picking lost.
#[allow(
    clippy::too_many_arguments,
    reason = "the release, and what a click needs"
)]
fn release_point(
    mut inputs: MessageReader<PointerInput>,
    mut pressed: ResMut<PressedPoint>,
    gesture: Option<Res<TouchGesture>>,
    mut chosen: MessageWriter<PointChosen>,
    mut last: ResMut<LastDevice>,
    mut preview: ResMut<TapPreview>,
    settings: Res<Settings>,
) {
    for input in inputs.read() {
        let PointerAction::Release(PointerButton::Primary) = input.action else {
            continue;
        };
        let Some((pointer, at, from)) = pressed.0 else {
            continue;
        };
        if pointer != input.pointer_id {
            continue;
        }
        pressed.0 = None;
        if input.location.position.distance(from) > DRAG_START {
            continue;
        }
        choose(
            pointer,
            at,
            gesture.as_deref(),
            &mut chosen,
            &mut last,
            &mut preview,
            &settings,
        );
    }
}

/// The player chose a point, with the device that chose it: a click on it (the mouse and touch
/// count as the keyboard), or the keyboard's or a pad's cursor confirmed.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointChosen(pub Coord, pub Device);

/// A click on a point chooses it (a tap too, unless the finger dragged the camera; on small
/// points a tap first only shows the move: `tap_confirm`).
fn click_point(
    click: On<Pointer<Click>>,
    targets: Query<&PointTarget>,
    gesture: Option<Res<TouchGesture>>,
    mut chosen: MessageWriter<PointChosen>,
    mut last: ResMut<LastDevice>,
    (mut preview, settings, mut pressed): (ResMut<TapPreview>, Res<Settings>, ResMut<PressedPoint>),
) {
    let Ok(target) = targets.get(click.entity) else {
        return;
    };
    // Picking's click came: the release needs no second look.
    if pressed
        .0
        .is_some_and(|(pointer, ..)| pointer == click.pointer_id)
    {
        pressed.0 = None;
    }
    let (pointer, at) = (click.pointer_id, target.at);
    choose(
        pointer,
        at,
        gesture.as_deref(),
        &mut chosen,
        &mut last,
        &mut preview,
        &settings,
    );
}

/// `pointer` clicked or tapped `at`.
fn choose(
    pointer: PointerId,
    at: Coord,
    gesture: Option<&TouchGesture>,
    chosen: &mut MessageWriter<PointChosen>,
    last: &mut ResMut<LastDevice>,
    preview: &mut ResMut<TapPreview>,
    settings: &Settings,
) {
    // The prompts show the keys again once the mouse (or a finger) is used.
    last.set_if_neq(LastDevice(Device::Keyboard));
    let touch = pointer.is_touch();
    if touch && gesture.is_some_and(|g| g.camera) {
        return;
    }
    if !touch || preview.tap(at, settings) {
        chosen.write(PointChosen(at, Device::Keyboard));
    }
}

/// A chosen point: the human to move places there (in Rekushu, first offering the rectangles
/// the placement lets them claim; during that claim step the point picks the rectangle).
pub(super) fn choose_point(
    mut chosen: MessageReader<PointChosen>,
    current: Option<Res<CurrentMatch>>,
    selected: Res<SelectedPiece>,
    mut claim_step: ResMut<ClaimStep>,
    mut actions: MessageWriter<PlayerAction>,
    pause: Option<Res<State<Pause>>>,
    holders: Res<SideHolders>,
) {
    let Some(current) = current else {
        chosen.clear();
        return;
    };
    // One choice a frame: the last (a click and a key in the same frame are one intent).
    let Some(&PointChosen(at, device)) = chosen.read().last() else {
        return;
    };
    if pause.as_ref().is_some_and(|p| *p.get() != Pause::Running) {
        return;
    }
    if current.to_move().is_none()
        || current.ai_to_move()
        || current.viewing().is_some()
        || !holders.may_act(device, &current)
    {
        return;
    }
    let pos = current.game.position();
    if let Some((placed, claims)) = claim_step.pending.take() {
        claim_step.current = None;
        // The smallest offered rectangle holding the chosen point, or none.
        let claim = claims
            .iter()
            .filter(|r| r.contains(at))
            .min_by_key(|r| r.area())
            .copied();
        let mv = AnyMove::Rekushu(RekushuMove { at: placed, claim });
        actions.write(PlayerAction::Play(mv));
        return;
    }
    if let AnyGame::Rekushu(g) = pos
        && g.check(RekushuMove { at, claim: None }).is_ok()
    {
        let claims = g.claims_after(at);
        if !claims.is_empty() {
            claim_step.offer(at, claims);
            return;
        }
    }
    actions.write(PlayerAction::Play(placement_for(pos, at, selected.0)));
}
