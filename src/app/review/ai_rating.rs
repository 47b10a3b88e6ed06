//! The player's rating against the AI, per game (`docs/ai.md`, "Levels"): each game a person
//! finishes against an AI level moves it by Glicko-2, the level rated from the measured level
//! table (`assets/level_ratings.ron`). Kept in the player's progress; the setup screen shows
//! it beside the level choice, with the level that makes an even game.

use crate::ai::level::LevelRatings;
use crate::app::game::{CurrentMatch, MatchEnded, Seat};
use crate::app::settings::progress::LearnProgress;
use crate::app::{GameSet, InMatch};
use crate::rules::{Outcome, Side};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.insert_resource(LevelTable::built_in()).add_systems(
        Update,
        rate_game.in_set(GameSet::View).run_if(in_state(InMatch)),
    );
}

/// Each AI level's rating per game, as the game ships them.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct LevelTable(pub LevelRatings);

impl LevelTable {
    /// The built-in table (a file that does not read gives no ratings, and no game is rated).
    pub fn built_in() -> LevelTable {
        let text = include_str!("../../../assets/level_ratings.ron");
        LevelTable(ron::from_str(text).unwrap_or_else(|e| {
            warn!("assets/level_ratings.ron: {e}");
            LevelRatings::default()
        }))
    }
}

/// The side a person plays against an AI in `current`, and the AI's level; `None` for any
/// other match (two people, two AIs, a lesson).
pub fn person_against_ai(current: &CurrentMatch) -> Option<(Side, u8)> {
    match current.seats {
        [Seat::Human, Seat::Ai { level }] => Some((Side::First, level)),
        [Seat::Ai { level }, Seat::Human] => Some((Side::Second, level)),
        _ => None,
    }
}

/// At the end of a game between a person and the AI: the person's rating moves (once a match).
fn rate_game(
    mut ended: MessageReader<MatchEnded>,
    current: Option<Res<CurrentMatch>>,
    table: Res<LevelTable>,
    mut progress: ResMut<LearnProgress>,
    mut rated: Local<Option<u64>>,
) {
    let Some(outcome) = ended.read().last().map(|e| e.outcome) else {
        return;
    };
    let Some(current) = current else { return };
    let Some((side, level)) = person_against_ai(&current) else {
        return;
    };
    let kind = current.game.kind();
    let Some(level_rating) = table.0.of(kind, level) else {
        return;
    };
    if *rated == Some(current.started) {
        return;
    }
    *rated = Some(current.started);
    let score = match outcome {
        Outcome::Win(winner) if winner == side => 1.0,
        Outcome::Win(_) => 0.0,
        Outcome::Draw => 0.5,
        Outcome::Ongoing => return,
    };
    progress.of_mut(kind).record_versus_ai(level_rating, score);
}
