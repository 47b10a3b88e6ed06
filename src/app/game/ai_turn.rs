//! AI turns, searched beside the game (`app::background`) so that the window keeps
//! rendering and accepting input; the chosen move comes back as an ordinary [`PlayerAction`].

use super::actions::PlayerAction;
use super::current::CurrentMatch;
use super::setup::Seat;
use crate::ai::Level;
use crate::app::background::{BackgroundSearch, SearchSlicing, SearchStats};
use crate::app::{GameSet, Pause, Screen};
use crate::rules::Side;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AiSeed>()
        .add_message::<ThinkingStarted>()
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

/// The AI's search for its move, while it thinks.
#[derive(Resource)]
pub struct Thinking(pub BackgroundSearch);

/// The AI began to think for `side` (the text mode says so, `app::spoken`).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThinkingStarted {
    pub side: Side,
}

fn start_thinking(
    mut commands: Commands,
    current: Option<Res<CurrentMatch>>,
    thinking: Option<Res<Thinking>>,
    seed: Res<AiSeed>,
    slicing: Res<SearchSlicing>,
    mut started: MessageWriter<ThinkingStarted>,
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
    let search = BackgroundSearch::search(&current.game, level, seed, *slicing);
    commands.insert_resource(Thinking(search));
    started.write(ThinkingStarted { side });
}

fn finish_thinking(
    mut commands: Commands,
    thinking: Option<ResMut<Thinking>>,
    current: Option<Res<CurrentMatch>>,
    mut actions: MessageWriter<PlayerAction>,
    mut stats: ResMut<SearchStats>,
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
    let in_workers = thinking.0.in_workers();
    if let Some(analysis) = thinking.0.poll() {
        commands.remove_resource::<Thinking>();
        stats.record(&analysis);
        stats.by_workers += u64::from(in_workers);
        if let Some(mv) = analysis.best {
            actions.write(PlayerAction::Play(mv));
        }
    }
}

fn stop_thinking(mut commands: Commands) {
    commands.remove_resource::<Thinking>();
}
