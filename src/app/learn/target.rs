//! A lesson's target on the board: a dark gold disc on the point a step asks for (the move to play,
//! or the point to try and see refused), so that its text can stay short. A step that asks for
//! an effect (a claim, an extra turn...) leaves the point to find; so do puzzles. (The window
//! only: added by `ViewPlugin`.)

use super::exercise::Exercise;
use super::library::Library;
use crate::app::board::look::{BoardAssets, flat, height};
use crate::app::board::marks::marker;
use crate::app::board::world;
use crate::app::game::CurrentMatch;
use crate::app::theme::ui::CHOSEN;
use crate::app::{GameSet, InMatch, MatchScoped};
use crate::lesson::Goal;
use crate::rules::Coord;
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        mark_target
            .in_set(GameSet::View)
            .after(super::judge::JudgeSet)
            .run_if(in_state(InMatch)),
    );
}

/// The disc on a lesson step's point.
#[derive(Component, Clone, Copy, Debug)]
pub struct LessonTarget(pub Coord);

/// The points the current step asks for, when the player is to try it.
fn wanted(ex: &Exercise, current: &CurrentMatch, library: &Library) -> Vec<Coord> {
    let trying = ex.status.is_trying() && ex.players_turn(current) && current.viewing().is_none();
    let Some(step) = ex.step(library).filter(|_| trying) else {
        return Vec::new();
    };
    let pos = current.game.position();
    let texts: Vec<&String> = match &step.goal {
        Goal::Play(moves) => moves.iter().collect(),
        Goal::Refused(_) => vec![&step.show],
        Goal::Make(_) => Vec::new(),
    };
    texts
        .into_iter()
        .filter_map(|t| pos.parse_move(t).ok().and_then(|mv| mv.at()))
        .collect()
}

fn mark_target(
    mut commands: Commands,
    exercise: Option<Res<Exercise>>,
    current: Option<Res<CurrentMatch>>,
    library: Res<Library>,
    assets: Option<Res<BoardAssets>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    targets: Query<(Entity, &LessonTarget)>,
    mut material: Local<Option<Handle<StandardMaterial>>>,
) {
    // Only a change of the exercise or the match can move the disc.
    let changed = exercise.as_ref().is_none_or(|e| e.is_changed())
        || current.as_ref().is_none_or(|c| c.is_changed());
    if !changed {
        return;
    }
    let want = match (exercise.as_deref(), current.as_deref()) {
        (Some(ex), Some(current)) => wanted(ex, current, &library),
        _ => Vec::new(),
    };
    let mut have: Vec<Coord> = targets.iter().map(|(_, t)| t.0).collect();
    have.sort();
    let mut sorted = want.clone();
    sorted.sort();
    if have == sorted {
        return;
    }
    for (e, _) in &targets {
        commands.entity(e).despawn();
    }
    let (Some(current), Some(assets)) = (current, assets) else {
        return;
    };
    let gold = material
        .get_or_insert_with(|| flat(&mut materials, CHOSEN.with_alpha(0.85)))
        .clone();
    let n = current.game.size();
    for at in want {
        commands.spawn((
            LessonTarget(at),
            MatchScoped,
            marker(&assets, gold.clone(), world(at, n, height::OUTLINE), 0.5),
        ));
    }
}
