//! The last refusal, for the panel: a refused move's reason stays until the next move (or
//! undo, redo, a new match).

use crate::app::game::{BoardReset, MoveApplied, MoveRejected};
use crate::app::lang::{Texts, rejection};
use crate::app::{GameSet, InMatch};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notice>().add_systems(
        Update,
        follow_moves.in_set(GameSet::View).run_if(in_state(InMatch)),
    );
}

/// Why the last move was refused, until the position changes.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Notice(pub Option<String>);

fn follow_moves(
    mut rejected: MessageReader<MoveRejected>,
    mut applied: MessageReader<MoveApplied>,
    mut resets: MessageReader<BoardReset>,
    mut notice: ResMut<Notice>,
    texts: Res<Texts>,
) {
    if applied.read().count() > 0 || resets.read().count() > 0 {
        notice.0 = None;
    }
    if let Some(r) = rejected.read().last() {
        // The rules' reason in the player's language; another refusal as it was said.
        notice.0 = Some(rejection(&texts, r.why.as_ref(), &r.reason));
    }
}
