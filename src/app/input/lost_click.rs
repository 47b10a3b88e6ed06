//! A click that picking lost, given back (docs/phones.md, "Touch"). Bevy's picking sends a
//! click only to what the pointer hovered in the frame before the release, so a pointer that
//! arrives, presses and lifts within one frame (a quick tap on a phone, where a frame waits for
//! the input; a slow frame under Xvfb) presses a button or a point and clicks nothing. Here the
//! press is kept until its click; a release of the same pointer near where it pressed, with no
//! click, triggers that click on what it pressed, as picking would have.

use super::touch::DRAG_START;
use bevy::picking::PickingSystems;
use bevy::picking::backend::HitData;
use bevy::picking::pointer::{Location, PointerAction, PointerButton, PointerId, PointerInput};
use bevy::prelude::*;
use web_time::Instant;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pressed>()
        .add_observer(note_press)
        .add_observer(note_click)
        .add_systems(
            PreUpdate,
            give_lost_clicks
                .after(PickingSystems::Last)
                // (Headless tests have no picking, and no pointers.)
                .run_if(resource_exists::<Messages<PointerInput>>),
        );
}

/// A press not yet clicked: the pointer and button, what it pressed, where and when.
#[derive(Clone, Debug)]
struct Press1 {
    pointer: PointerId,
    button: PointerButton,
    target: Entity,
    at: Location,
    hit: HitData,
    when: Instant,
}

#[derive(Resource, Default, Debug)]
struct Pressed(Vec<Press1>);

fn note_press(press: On<Pointer<Press>>, mut pressed: ResMut<Pressed>) {
    // Only what the pointer pressed, not each parent the press bubbles up to.
    if pressed
        .0
        .iter()
        .any(|p| p.pointer == press.pointer_id && p.button == press.button)
    {
        return;
    }
    pressed.0.push(Press1 {
        pointer: press.pointer_id,
        button: press.button,
        target: press.entity,
        at: press.pointer_location.clone(),
        hit: press.hit.clone(),
        when: Instant::now(),
    });
}

fn note_click(click: On<Pointer<Click>>, mut pressed: ResMut<Pressed>) {
    pressed
        .0
        .retain(|p| !(p.pointer == click.pointer_id && p.button == click.button));
}

/// After picking's own clicks this frame: a release whose press is still kept lost its click.
fn give_lost_clicks(
    mut inputs: MessageReader<PointerInput>,
    mut pressed: ResMut<Pressed>,
    mut commands: Commands,
) {
    for input in inputs.read() {
        let PointerAction::Release(button) = input.action else {
            continue;
        };
        let Some(i) =
            (pressed.0.iter()).position(|p| p.pointer == input.pointer_id && p.button == button)
        else {
            continue;
        };
        let press = pressed.0.swap_remove(i);
        if input.location.position.distance(press.at.position) > DRAG_START {
            continue;
        }
        let click = Click {
            button,
            hit: press.hit,
            duration: press.when.elapsed(),
            count: 1,
        };
        commands.trigger(Pointer::new(
            press.pointer,
            input.location.clone(),
            click,
            press.target,
        ));
    }
}
