//! Pads rumble, where they can (`GamepadRumbleRequest`; gilrs drives the motors): the pad of
//! the player who claims a Rekushu rectangle or sets off a Quadrex cascade of three or more
//! fills, the pad that tried a move the rules refuse, and every playing pad at the end of the
//! game. The settings can turn it off (`Settings::rumble`).

use super::devices::{Device, LastDevice, SideHolders};
use crate::app::game::{CurrentMatch, MatchEnded, MoveApplied, MoveRejected, Seat};
use crate::app::settings::Settings;
use crate::app::{GameSet, InMatch};
use crate::rules::Side;
use bevy::input::gamepad::{GamepadRumbleIntensity, GamepadRumbleRequest};
use bevy::prelude::*;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        rumble
            .after(GameSet::Apply)
            .before(GameSet::View)
            .run_if(in_state(InMatch)),
    );
}

/// How strong and how long each kind of rumble is.
const CLAIM: (f32, f32, u64) = (0.6, 0.3, 180);
const CASCADE: (f32, f32, u64) = (0.4, 0.5, 220);
const REFUSED: (f32, f32, u64) = (0.0, 0.5, 90);
const GAME_OVER: (f32, f32, u64) = (0.8, 0.6, 450);

fn request(gamepad: Entity, (strong, weak, ms): (f32, f32, u64)) -> GamepadRumbleRequest {
    GamepadRumbleRequest::Add {
        gamepad,
        intensity: GamepadRumbleIntensity {
            strong_motor: strong,
            weak_motor: weak,
        },
        duration: Duration::from_millis(ms),
    }
}

fn rumble(
    settings: Res<Settings>,
    current: Option<Res<CurrentMatch>>,
    holders: Res<SideHolders>,
    last: Res<LastDevice>,
    pads: Query<Entity, With<Gamepad>>,
    mut applied: MessageReader<MoveApplied>,
    mut rejected: MessageReader<MoveRejected>,
    mut ended: MessageReader<MatchEnded>,
    mut out: MessageWriter<GamepadRumbleRequest>,
) {
    let (applied, rejected, ended) = (
        applied.read().cloned().collect::<Vec<_>>(),
        rejected.read().count(),
        ended.read().count(),
    );
    let Some(current) = current else { return };
    if !settings.rumble || pads.is_empty() {
        return;
    }
    // The pad that plays `side`: its holder, else the pad used last.
    let pad_of = |side: Side| -> Option<Entity> {
        if current.seats[side.index()] != Seat::Human {
            return None;
        }
        let device = holders.0[side.index()].unwrap_or(last.0);
        match device {
            Device::Pad(pad) if pads.contains(pad) => Some(pad),
            _ => None,
        }
    };
    for mv in &applied {
        let cascade = mv.diff.placed.len().saturating_sub(1) >= 3;
        let feel = if mv.diff.claimed.is_some() {
            Some(CLAIM)
        } else if cascade {
            Some(CASCADE)
        } else {
            None
        };
        if let (Some(feel), Some(pad)) = (feel, pad_of(mv.mover)) {
            out.write(request(pad, feel));
        }
    }
    if rejected > 0
        && let Device::Pad(pad) = last.0
        && pads.contains(pad)
    {
        out.write(request(pad, REFUSED));
    }
    if ended > 0 {
        let mut players: Vec<Entity> = Side::BOTH.into_iter().filter_map(pad_of).collect();
        players.dedup();
        for pad in players {
            out.write(request(pad, GAME_OVER));
        }
    }
}
