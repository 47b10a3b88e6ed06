//! The one path every move takes. Mouse, keyboard, gamepad and the AI all send a
//! [`PlayerAction`]; the rules validate it; what changed goes out as [`MoveApplied`] (or
//! [`BoardReset`] after undo, redo, a new match or a change of the position on view) for the
//! view, animations and sounds, and a refusal as [`MoveRejected`].

use super::current::{CurrentMatch, EarlyEnd, ShownLine};
use super::setup::MatchSetup;
use crate::app::{GameSet, InMatch, Screen};
use crate::rules::{AnyMove, IllegalMove, MoveDiff, Outcome, RulesError, Side};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PlayerAction>()
        .add_message::<MoveApplied>()
        .add_message::<MoveRejected>()
        .add_message::<BoardReset>()
        .add_message::<MatchEnded>()
        .add_systems(OnEnter(Screen::Play), start_match.in_set(StartMatch))
        .add_systems(
            Update,
            apply_actions
                .in_set(GameSet::Apply)
                .run_if(in_state(InMatch)),
        );
}

/// Something a player does; every input device and the AI send these.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum PlayerAction {
    /// Play a move for the side to move.
    Play(AnyMove),
    /// Take back moves: against the AI, back to the human's previous turn.
    Undo,
    /// Replay a move taken back.
    Redo,
    /// Take back the last move only, with no redo: a lesson's coach taking back a wrong try
    /// (`app::learn`).
    TakeBack,
    /// The side to move gives up.
    Resign,
    /// That side gives up, whoever is to move (online: the server says the friend resigned).
    ResignAs(Side),
    /// End a decided game at once (Rush, once a side holds more than half of all points: the
    /// rules say the result cannot change). Refused while the game is not decided.
    Finish,
    /// Show the position after that many moves (`None`, or the current length: the live
    /// board). Only the view changes; the match goes on from the live position.
    View(Option<usize>),
    /// Show a line of moves played on from the position after `from` moves (a review's
    /// better line): only the view changes. Refused if a move is illegal there.
    ShowLine { from: usize, moves: Vec<AnyMove> },
}

/// A move was played: who played it and what changed.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct MoveApplied {
    pub mover: Side,
    pub mv: AnyMove,
    pub text: String,
    pub diff: MoveDiff,
}

/// A move was refused, with the reason for the player (and the rules' typed reason, when the
/// rules refused it: lessons teach some refusals).
#[derive(Message, Clone, Debug, PartialEq)]
pub struct MoveRejected {
    pub reason: String,
    pub why: Option<IllegalMove>,
}

/// The match just ended, by a move, a resignation or finishing a decided game (not when a
/// finished game is opened again).
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub struct MatchEnded {
    pub outcome: Outcome,
}

/// The position changed other than by one move (a new match, undo, redo): redraw from it.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct BoardReset;

/// Where entering play starts the match (from a [`Resume`], or the setup): a lesson or a
/// puzzle puts its position in place before it.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct StartMatch;

/// A match to take up where it was left instead of starting a new one (Continue, a loaded
/// save): the next entry to play takes it.
#[derive(Resource, Clone, Debug)]
pub struct Resume(pub CurrentMatch);

fn start_match(
    mut commands: Commands,
    setup: Res<MatchSetup>,
    resume: Option<Res<Resume>>,
    mut reset: MessageWriter<BoardReset>,
) {
    let resumed = resume.map(|r| r.0.clone());
    if resumed.is_some() {
        commands.remove_resource::<Resume>();
    }
    if let Some(m) = resumed.or_else(|| CurrentMatch::new(&setup)) {
        let over = m.to_move().is_none();
        commands.insert_resource(m);
        reset.write(BoardReset);
        if over {
            // A finished game taken up again opens on its end screen.
            commands.set_state(Screen::End);
        }
    }
}

fn apply_actions(
    mut actions: MessageReader<PlayerAction>,
    current: Option<ResMut<CurrentMatch>>,
    mut applied: MessageWriter<MoveApplied>,
    mut rejected: MessageWriter<MoveRejected>,
    mut reset: MessageWriter<BoardReset>,
    mut ended: MessageWriter<MatchEnded>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(mut current) = current else {
        actions.clear();
        return;
    };
    for action in actions.read() {
        // A player's action returns the board to the live position first; the AI's moves
        // leave a player looking back where they are.
        let keeps_view = match action {
            PlayerAction::View(_) | PlayerAction::ShowLine { .. } => true,
            PlayerAction::Play(_) => current.ai_to_move(),
            PlayerAction::ResignAs(_) => true,
            _ => false,
        };
        if !keeps_view && current.go_live() {
            reset.write(BoardReset);
        }
        match action {
            PlayerAction::View(k) => {
                let k = k.filter(|&k| k < current.game.len());
                if k != current.viewing || current.line.is_some() {
                    current.viewing = k;
                    current.line = None;
                    reset.write(BoardReset);
                }
            }
            PlayerAction::ShowLine { from, moves } => {
                // A line from the live position would leave input open on a board not played.
                let line = (*from < current.game.len())
                    .then(|| ShownLine::of(&current.game, *from, moves))
                    .flatten();
                let Some(line) = line else {
                    rejected.write(MoveRejected {
                        reason: "that line cannot be played from there".to_string(),
                        why: None,
                    });
                    continue;
                };
                if current.line.as_ref() != Some(&line) {
                    current.viewing = Some(*from);
                    current.line = Some(line);
                    reset.write(BoardReset);
                }
            }
            PlayerAction::Play(mv) => {
                let Some(mover) = current.to_move() else {
                    rejected.write(MoveRejected {
                        reason: "the game is over".to_string(),
                        why: None,
                    });
                    continue;
                };
                let text = current.game.position().format_move(*mv);
                match current.game.play(*mv) {
                    Ok(diff) => {
                        current.redo.clear();
                        let over = diff.outcome.is_over();
                        applied.write(MoveApplied {
                            mover,
                            mv: *mv,
                            text,
                            diff,
                        });
                        if over {
                            ended.write(MatchEnded {
                                outcome: current.outcome(),
                            });
                            // A lesson's or a puzzle's coach opens the end screen itself: a
                            // wrong try that ended the game is taken back.
                            if !current.has_coach() {
                                next.set(Screen::End);
                            }
                        }
                    }
                    Err(e) => {
                        let why = match &e {
                            RulesError::Illegal { why, .. } => Some(why.clone()),
                            _ => None,
                        };
                        rejected.write(MoveRejected {
                            reason: e.to_string(),
                            why,
                        });
                    }
                }
            }
            PlayerAction::Undo | PlayerAction::Redo if current.has_coach() => {
                rejected.write(MoveRejected {
                    reason: "no undo in a lesson or a puzzle: Retry starts it again".to_string(),
                    why: None,
                });
            }
            PlayerAction::Undo | PlayerAction::Redo | PlayerAction::TakeBack
                if current.is_online() =>
            {
                rejected.write(MoveRejected {
                    reason: "no undo in a game online".to_string(),
                    why: None,
                });
            }
            PlayerAction::Undo => {
                if current.undo() {
                    reset.write(BoardReset);
                }
            }
            PlayerAction::Redo => {
                if current.redo() {
                    reset.write(BoardReset);
                }
            }
            PlayerAction::TakeBack => {
                if current.undo() {
                    current.redo.clear();
                    reset.write(BoardReset);
                }
            }
            PlayerAction::Finish => match current.game.position().decided() {
                Some(winner)
                    if current.to_move().is_some()
                        && !current.has_coach()
                        && !current.is_online() =>
                {
                    current.ended_early = Some(EarlyEnd::Decided(winner));
                    ended.write(MatchEnded {
                        outcome: current.outcome(),
                    });
                    next.set(Screen::End);
                }
                _ => {
                    rejected.write(MoveRejected {
                        reason: "the result is not decided yet".to_string(),
                        why: None,
                    });
                }
            },
            PlayerAction::Resign => {
                if let Some(side) = current.to_move().filter(|_| !current.has_coach()) {
                    current.ended_early = Some(EarlyEnd::Resigned(side));
                    ended.write(MatchEnded {
                        outcome: current.outcome(),
                    });
                    next.set(Screen::End);
                }
            }
            PlayerAction::ResignAs(side) => {
                if current.to_move().is_some() && !current.has_coach() {
                    current.ended_early = Some(EarlyEnd::Resigned(*side));
                    ended.write(MatchEnded {
                        outcome: current.outcome(),
                    });
                    next.set(Screen::End);
                }
            }
        }
    }
}
