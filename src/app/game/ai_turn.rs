//! AI turns, searched on Bevy's async compute pool so that the window keeps rendering and
//! accepting input; the chosen move comes back as an ordinary [`PlayerAction`].

use super::actions::PlayerAction;
use super::current::CurrentMatch;
use super::setup::Seat;
use crate::ai::{Analysis, Level, search_any};
use crate::app::{GameSet, Pause, Screen};
use crate::rules::{AnyGame, AnyMove};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AiSeed>()
        .add_systems(
            Update,
            (start_thinking, finish_thinking)
                .chain()
                .in_set(GameSet::Input)
                .run_if(in_state(Pause::Running)),
        )
        .add_systems(OnExit(Screen::Play), stop_thinking);
}

/// The seed of the AI's searches (a new game varies it through the move number).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AiSeed(pub u64);

/// A search of the position after `ply` moves, under way on the async compute pool (AI turns
/// and hints). Dropping it stops the search: a search replaced or removed never runs on.
pub struct PoolSearch {
    task: Task<Analysis<AnyMove>>,
    stop: Arc<AtomicBool>,
    ply: usize,
}

impl PoolSearch {
    /// Starts searching `position` (the match after `ply` moves) with `level`'s budget.
    pub fn start(position: AnyGame, ply: usize, level: Level, seed: u64) -> PoolSearch {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let task = AsyncComputeTaskPool::get().spawn(async move {
            search_any(&position, level.budget(), level.params(), seed, &flag)
        });
        PoolSearch { task, stop, ply }
    }

    /// The number of moves in the match when the search started.
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// The analysis, once the search is done.
    pub fn poll(&mut self) -> Option<Analysis<AnyMove>> {
        check_ready(&mut self.task)
    }
}

impl Drop for PoolSearch {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The AI's search for its move, while it thinks.
#[derive(Resource)]
pub struct Thinking(pub PoolSearch);

fn start_thinking(
    mut commands: Commands,
    current: Option<Res<CurrentMatch>>,
    thinking: Option<Res<Thinking>>,
    seed: Res<AiSeed>,
) {
    let Some(current) = current else { return };
    if thinking.is_some() || !current.ai_to_move() {
        return;
    }
    let Some(side) = current.to_move() else {
        return;
    };
    let Seat::Ai { level } = current.seats[side.index()] else {
        return;
    };
    let level = Level::new(level).unwrap_or_default();
    let ply = current.game.len();
    let seed = seed.0 ^ (ply as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let search = PoolSearch::start(current.game.position().clone(), ply, level, seed);
    commands.insert_resource(Thinking(search));
}

fn finish_thinking(
    mut commands: Commands,
    thinking: Option<ResMut<Thinking>>,
    current: Option<Res<CurrentMatch>>,
    mut actions: MessageWriter<PlayerAction>,
) {
    let Some(mut thinking) = thinking else { return };
    // The position moved on (undo, redo, a new game): this search is stale.
    let stale = current
        .as_ref()
        .is_none_or(|c| c.game.len() != thinking.0.ply() || !c.ai_to_move());
    if stale {
        commands.remove_resource::<Thinking>();
        return;
    }
    if let Some(analysis) = thinking.0.poll() {
        commands.remove_resource::<Thinking>();
        if let Some(mv) = analysis.best {
            actions.write(PlayerAction::Play(mv));
        }
    }
}

fn stop_thinking(mut commands: Commands) {
    commands.remove_resource::<Thinking>();
}
