//! Choosing a point of the board: a click on a point entity (picking) or the board cursor's
//! confirm ([`PointChosen`]) becomes the move the human to move makes there, through
//! [`placement_for`] and, in Rekushu, the claim step.

use super::devices::{Device, LastDevice, SideHolders};
use super::tap_confirm::TapPreview;
use super::touch::TouchGesture;
use crate::app::board::PointTarget;
use crate::app::game::{ClaimStep, CurrentMatch, PlayerAction, SelectedPiece, placement_for};
use crate::app::settings::Settings;
use crate::app::{GameSet, InMatch, Pause};
use crate::rules::rekushu::RekushuMove;
use crate::rules::{AnyGame, AnyMove, Coord, Game};
use bevy::picking::pointer::PointerId;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PointChosen>()
        .add_observer(click_point)
        .add_systems(
            Update,
            choose_point
                .in_set(GameSet::Input)
                .run_if(in_state(InMatch)),
        );
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
    (mut preview, settings): (ResMut<TapPreview>, Res<Settings>),
) {
    let Ok(target) = targets.get(click.entity) else {
        return;
    };
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
    if let PointerId::Touch(id) = pointer
        && gesture.is_some_and(|g| g.moved_camera(id))
    {
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
