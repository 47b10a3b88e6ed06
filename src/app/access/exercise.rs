//! Lessons and puzzles by ear: the exercise's card in words (`hud::learn_card::card_lines`,
//! what the panel shows) said as it changes: the lesson's step and what to do, what a step
//! taught, a wrong try's reason, a puzzle's goal, its hint, solved or missed, the rating.
//! Only the lines that changed are said again.

use crate::app::game::CurrentMatch;
use crate::app::hud::learn_card::card_lines;
use crate::app::lang::Texts;
use crate::app::learn::{Exercise, Library};
use crate::app::settings::progress::LearnProgress;
use crate::app::spoken::Spoken;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        say_exercise
            .after(crate::app::GameSet::View)
            .run_if(resource_exists::<Exercise>),
    );
}

/// The card's lines, each said once it is new (a line the card still shows is not said again).
fn say_exercise(
    exercise: Res<Exercise>,
    current: Option<Res<CurrentMatch>>,
    library: Res<Library>,
    progress: Res<LearnProgress>,
    texts: Res<Texts>,
    mut spoken: ResMut<Spoken>,
    mut said: Local<Vec<String>>,
) {
    if !exercise.is_changed() && !texts.is_changed() {
        return;
    }
    // Only while the exercise is on the board.
    if !current.is_some_and(|c| c.has_coach()) {
        said.clear();
        return;
    }
    let lines: Vec<String> = card_lines(&exercise, &library, &progress, &texts)
        .into_iter()
        .map(|l| l.text)
        .collect();
    for line in lines.iter().filter(|l| !said.contains(l)) {
        spoken.say(line.clone());
    }
    *said = lines;
}
