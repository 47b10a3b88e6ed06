//! Where the HUD's buttons lead outside the match: the pause menu, a rematch, the set-up, the
//! title screen; and whether the rules panel is open. Buttons send a [`MatchNav`]; the
//! logic here (headless, testable) changes the state.

use crate::app::game::CurrentMatch;
use crate::app::learn::Exercise;
use crate::app::online::{Ask, GoOnline, Online};
use crate::app::{InMatch, Pause, Screen};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RulesOpen>()
        .add_message::<MatchNav>()
        .add_systems(Update, navigate.run_if(in_state(InMatch)))
        .add_systems(OnExit(InMatch), close_rules);
}

/// Whether the rules panel is open (Rules button, pause menu; closed by its button or Esc).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RulesOpen(pub bool);

/// A HUD button that leaves the board or pauses.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchNav {
    /// The pause menu (during play).
    Pause,
    /// A new match from the same set-up, straight into play (online: a new room of it).
    Rematch,
    /// Back to the set-up screen.
    ChangeSetup,
    /// Back to the title screen.
    Title,
}

fn navigate(
    mut navs: MessageReader<MatchNav>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
    next_pause: Option<ResMut<NextState<Pause>>>,
    exercise: Option<ResMut<Exercise>>,
    online: Option<Res<Online>>,
    current: Option<Res<CurrentMatch>>,
    mut go_online: MessageWriter<GoOnline>,
) {
    let mut exercise = exercise;
    let mut next_pause = next_pause;
    for nav in navs.read() {
        match nav {
            MatchNav::Pause => {
                if *screen.get() == Screen::Play
                    && let Some(next) = next_pause.as_mut()
                {
                    next.set(Pause::Paused);
                }
            }
            // Entering Play starts a new match from `MatchSetup`, also from Play itself
            // (`set` re-runs OnEnter).
            MatchNav::Rematch if current.as_ref().is_some_and(|c| c.is_online()) => {
                // Online: a new room of the same game, the player on the same side (the
                // friend joins it by its new code).
                if let (Some(current), Some(side)) =
                    (&current, online.as_ref().and_then(|o| o.side))
                {
                    go_online.write(GoOnline(Ask::Create {
                        setup: current.setup(),
                        side,
                    }));
                }
            }
            MatchNav::Rematch => {
                // A lesson or a puzzle starts again from its own position.
                if let Some(exercise) = exercise.as_mut() {
                    exercise.fresh = true;
                }
                next_screen.set(Screen::Play);
                if let Some(next) = next_pause.as_mut() {
                    next.set(Pause::Running);
                }
            }
            MatchNav::ChangeSetup => next_screen.set(Screen::Setup),
            MatchNav::Title => next_screen.set(Screen::Title),
        }
    }
}

fn close_rules(mut open: ResMut<RulesOpen>) {
    open.0 = false;
}
