//! Animations, eased and scaled by the player's [`AnimationSpeed`] (off shows every change at
//! once): stones dropping in, Quadrex cascade fills one after another, claimed tiles filling,
//! claim corners lifting off, and the winning Quadrex chain lighting up. The board marks what
//! came and went ([`Entering`], [`Leaving`]); this plugin only moves and removes. Nothing here
//! blocks input: the rules state is already final when an animation starts.

use crate::app::board::look::BoardAssets;
use crate::app::board::{Entering, Leaving, StoneView, TileView};
use crate::app::game::CurrentMatch;
use crate::app::settings::{AnimationSpeed, Settings};
use crate::app::{GameSet, InMatch};
use bevy::prelude::*;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            begin_entrances,
            begin_exits,
            light_chain,
            run_tweens,
            run_glows,
        )
            .chain()
            .after(GameSet::View)
            .run_if(in_state(InMatch)),
    );
}

/// Normal-speed timings.
const DROP: Duration = Duration::from_millis(300);
const CASCADE_STEP: Duration = Duration::from_millis(90);
const TILE: Duration = Duration::from_millis(220);
const TILE_STEP: Duration = Duration::from_millis(25);
const LIFT: Duration = Duration::from_millis(420);
const CHAIN_STEP: Duration = Duration::from_millis(45);

/// When the `order`th stone a move put on the board (0: the move's own, then the cascade
/// fills) first touches the board, after the move, at `speed`: the sounds are timed by it.
pub fn landing(order: usize, speed: AnimationSpeed) -> Duration {
    // BounceOut first reaches the board at 1/2.75 of the way.
    speed.scale(CASCADE_STEP * order as u32) + speed.scale(DROP).mul_f32(1.0 / 2.75)
}

/// How high a stone starts its drop.
const DROP_HEIGHT: f32 = 1.6;

/// A transform animation under way.
#[derive(Component, Debug, Clone, Copy)]
pub struct Tween {
    /// When it starts (seconds of `Time`), after any delay.
    start: f32,
    duration: f32,
    motion: Motion,
}

#[derive(Debug, Clone, Copy)]
enum Motion {
    /// Falls onto `rest` from above.
    Drop { rest: Vec3 },
    /// Grows from nothing to full size (a tile filling).
    Grow,
    /// Rises from `from`, shrinking, then goes.
    Lift { from: Vec3 },
}

impl Tween {
    fn new(now: f32, delay: Duration, duration: Duration, motion: Motion) -> Tween {
        Tween {
            start: now + delay.as_secs_f32(),
            duration: duration.as_secs_f32().max(1e-3),
            motion,
        }
    }

    /// Progress from 0 (not started) to 1 (done) at `now`.
    fn progress(&self, now: f32) -> f32 {
        ((now - self.start) / self.duration).clamp(0.0, 1.0)
    }
}

/// Where a tween puts its entity at progress `t` (0..=1).
fn pose(motion: Motion, t: f32, transform: &mut Transform) {
    match motion {
        Motion::Drop { rest } => {
            let fall =
                EasingCurve::new(DROP_HEIGHT, 0.0, EaseFunction::BounceOut).sample_clamped(t);
            transform.translation = rest + Vec3::Y * fall;
        }
        Motion::Grow => {
            let s = EasingCurve::new(0.0, 1.0, EaseFunction::BackOut).sample_clamped(t);
            transform.scale = Vec3::new(s, 1.0, s);
        }
        Motion::Lift { from } => {
            let up = EasingCurve::new(0.0, 1.2, EaseFunction::CubicIn).sample_clamped(t);
            transform.translation = from + Vec3::Y * up;
            transform.scale = Vec3::splat(1.0 - EaseFunction::CubicIn.sample_clamped(t));
        }
    }
}

fn begin_entrances(
    mut commands: Commands,
    settings: Res<Settings>,
    time: Res<Time>,
    mut entering: Query<(Entity, &Entering, &mut Transform, Has<TileView>), Added<Entering>>,
) {
    let speed = settings.animation;
    let now = time.elapsed_secs();
    for (e, entering, mut transform, is_tile) in &mut entering {
        commands.entity(e).remove::<Entering>();
        if speed == AnimationSpeed::Off {
            continue;
        }
        let order = entering.order as u32;
        let tween = if is_tile {
            Tween::new(
                now,
                speed.scale(TILE_STEP * order.min(24)),
                speed.scale(TILE),
                Motion::Grow,
            )
        } else {
            Tween::new(
                now,
                speed.scale(CASCADE_STEP * order),
                speed.scale(DROP),
                Motion::Drop {
                    rest: transform.translation,
                },
            )
        };
        pose(tween.motion, 0.0, &mut transform);
        commands.entity(e).insert(tween);
    }
}

fn begin_exits(
    mut commands: Commands,
    settings: Res<Settings>,
    time: Res<Time>,
    leaving: Query<(Entity, &Transform), Added<Leaving>>,
) {
    for (e, transform) in &leaving {
        if settings.animation == AnimationSpeed::Off {
            commands.entity(e).despawn();
        } else {
            commands.entity(e).insert(Tween::new(
                time.elapsed_secs(),
                Duration::ZERO,
                settings.animation.scale(LIFT),
                Motion::Lift {
                    from: transform.translation,
                },
            ));
        }
    }
}

fn run_tweens(
    mut commands: Commands,
    time: Res<Time>,
    mut tweens: Query<(Entity, &Tween, &mut Transform)>,
) {
    let now = time.elapsed_secs();
    for (e, tween, mut transform) in &mut tweens {
        let t = tween.progress(now);
        pose(tween.motion, t, &mut transform);
        if t >= 1.0 {
            match tween.motion {
                Motion::Lift { .. } => commands.entity(e).despawn(),
                _ => {
                    commands.entity(e).remove::<Tween>();
                }
            }
        }
    }
}

/// A stone of the winning chain, lighting up at `start`.
#[derive(Component, Debug, Clone, Copy)]
pub struct Glow {
    start: f32,
    lit: bool,
}

/// Marks the stones of the winning Quadrex chain, one after another from the starting edge.
fn light_chain(
    mut commands: Commands,
    current: Option<Res<CurrentMatch>>,
    settings: Res<Settings>,
    time: Res<Time>,
    stones: Query<(Entity, &StoneView), Without<Glow>>,
    new_stones: Query<(), Added<StoneView>>,
) {
    // Only when the match or its stones changed: the chain is a search over the board.
    let Some(current) = current.filter(|c| c.is_changed() || !new_stones.is_empty()) else {
        return;
    };
    let chain = current.shown().winning_chain();
    if chain.is_empty() {
        return;
    }
    let now = time.elapsed_secs();
    for (e, stone) in &stones {
        if let Some(i) = chain.iter().position(|&c| c == stone.at) {
            let delay = settings.animation.scale(CHAIN_STEP * i as u32);
            commands.entity(e).insert(Glow {
                start: now + delay.as_secs_f32(),
                lit: false,
            });
        }
    }
}

/// Gives a glowing stone its glowing material when its turn comes.
fn run_glows(
    time: Res<Time>,
    assets: Option<Res<BoardAssets>>,
    mut glows: Query<(&mut Glow, &Children)>,
    mut parts: Query<&mut MeshMaterial3d<StandardMaterial>>,
) {
    let Some(assets) = assets else { return };
    let now = time.elapsed_secs();
    for (mut glow, children) in &mut glows {
        if glow.lit || now < glow.start {
            continue;
        }
        glow.lit = true;
        for child in children {
            if let Ok(mut material) = parts.get_mut(*child) {
                material.0 = assets.glowing.clone();
            }
        }
    }
}
