//! The match being played: its set-up, the rules state as a resource, and the one path every
//! move takes. Mouse, keyboard, gamepad and the AI all send a [`PlayerAction`]; the rules
//! validate it; what changed goes out as [`MoveApplied`] (or [`BoardReset`] after undo/redo)
//! for the view, animations and sounds.

use super::Screen;
use crate::rules::{AnyGame, AnyMove, GameKind, Match, MatchOptions, MoveDiff, Outcome, Side};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MatchSetup>()
        .add_message::<PlayerAction>()
        .add_message::<MoveApplied>()
        .add_message::<MoveRejected>()
        .add_message::<BoardReset>()
        .add_systems(OnEnter(Screen::Play), start_match)
        .add_systems(
            Update,
            apply_actions
                .in_set(GameSet::Apply)
                .run_if(in_state(super::InMatch)),
        );
}

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    Human,
    Ai { level: u8 },
}

impl Seat {
    pub fn is_ai(self) -> bool {
        matches!(self, Seat::Ai { .. })
    }
}

/// What the set-up screen chose; the next match starts from it.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct MatchSetup {
    pub kind: GameKind,
    pub size: usize,
    pub seats: [Seat; 2],
    pub options: MatchOptions,
}

impl Default for MatchSetup {
    fn default() -> Self {
        MatchSetup {
            kind: GameKind::Rush,
            size: GameKind::Rush.default_size(),
            seats: [Seat::Human, Seat::Ai { level: 5 }],
            options: MatchOptions::default(),
        }
    }
}

/// How a game ended before the rules ended it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EarlyEnd {
    /// That side gave up.
    Resigned(Side),
    /// Rush: that side held more than half of all points and the players finished at once.
    Decided(Side),
}

/// The match in play: the rules state every view is drawn from.
#[derive(Resource, Clone, Debug)]
pub struct CurrentMatch {
    pub game: Match,
    pub seats: [Seat; 2],
    /// Moves taken back, most recent last, for redo.
    redo: Vec<AnyMove>,
    /// Set when the game ended before the rules ended it.
    pub ended_early: Option<EarlyEnd>,
    /// A past position on view (after that many moves) instead of the live one.
    viewing: Option<usize>,
}

impl CurrentMatch {
    pub fn new(setup: &MatchSetup) -> Option<CurrentMatch> {
        let game = Match::new(setup.kind, Some(setup.size), setup.options).ok()?;
        Some(CurrentMatch {
            game,
            seats: setup.seats,
            redo: Vec::new(),
            ended_early: None,
            viewing: None,
        })
    }

    /// The side to move, `None` once the game is over (or resigned).
    pub fn to_move(&self) -> Option<Side> {
        if self.ended_early.is_some() {
            return None;
        }
        self.game.position().to_move()
    }

    /// The outcome, counting a resignation.
    pub fn outcome(&self) -> Outcome {
        match self.ended_early {
            Some(EarlyEnd::Resigned(side)) => Outcome::Win(side.other()),
            Some(EarlyEnd::Decided(winner)) => Outcome::Win(winner),
            None => self.game.position().outcome(),
        }
    }

    /// Whether a human is to move (the game goes on and that side is not the AI's).
    pub fn human_to_move(&self) -> bool {
        self.to_move().is_some() && !self.ai_to_move()
    }

    /// Whether the side to move is played by the AI.
    pub fn ai_to_move(&self) -> bool {
        self.to_move()
            .is_some_and(|s| self.seats[s.index()].is_ai())
    }

    /// The position on the board: the live one, or a past one chosen in the move list.
    pub fn shown(&self) -> &AnyGame {
        self.viewing
            .and_then(|k| self.game.position_after(k))
            .unwrap_or(self.game.position())
    }

    /// The past position on view (after that many moves), `None` when the board is live.
    pub fn viewing(&self) -> Option<usize> {
        self.viewing
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Where undo and redo stop: at a human's turn, or after one move when the AI plays both
    /// sides.
    fn stepping_stops_here(&self) -> bool {
        let human_turn = self
            .to_move()
            .is_some_and(|s| !self.seats[s.index()].is_ai());
        human_turn || self.seats.iter().all(|s| s.is_ai())
    }
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
    /// The side to move gives up.
    Resign,
    /// End a decided game at once (Rush, once a side holds more than half of all points: the
    /// rules say the result cannot change). Refused while the game is not decided.
    Finish,
    /// Show the position after that many moves (`None`, or the current length: the live
    /// board). Only the view changes; the match goes on from the live position.
    View(Option<usize>),
}

/// A move was played: who played it and what changed.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct MoveApplied {
    pub mover: Side,
    pub mv: AnyMove,
    pub text: String,
    pub diff: MoveDiff,
}

/// A move was refused, with the reason for the player.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct MoveRejected {
    pub reason: String,
}

/// The position changed other than by one move (a new match, undo, redo): redraw from it.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct BoardReset;

/// Order within a frame: actions are applied before the view reacts to them.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameSet {
    Input,
    Apply,
    View,
}

fn start_match(
    mut commands: Commands,
    setup: Res<MatchSetup>,
    mut reset: MessageWriter<BoardReset>,
) {
    if let Some(m) = CurrentMatch::new(&setup) {
        commands.insert_resource(m);
        reset.write(BoardReset);
    }
}

fn apply_actions(
    mut actions: MessageReader<PlayerAction>,
    current: Option<ResMut<CurrentMatch>>,
    mut applied: MessageWriter<MoveApplied>,
    mut rejected: MessageWriter<MoveRejected>,
    mut reset: MessageWriter<BoardReset>,
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
            PlayerAction::View(_) => true,
            PlayerAction::Play(_) => current.ai_to_move(),
            _ => false,
        };
        if !keeps_view && current.viewing.take().is_some() {
            reset.write(BoardReset);
        }
        match action {
            PlayerAction::View(k) => {
                let k = k.filter(|&k| k < current.game.len());
                if k != current.viewing {
                    current.viewing = k;
                    reset.write(BoardReset);
                }
            }
            PlayerAction::Play(mv) => {
                let Some(mover) = current.to_move() else {
                    rejected.write(MoveRejected {
                        reason: "the game is over".to_string(),
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
                            next.set(Screen::End);
                        }
                    }
                    Err(e) => {
                        rejected.write(MoveRejected {
                            reason: e.to_string(),
                        });
                    }
                }
            }
            PlayerAction::Undo => {
                if undo(&mut current) {
                    reset.write(BoardReset);
                }
            }
            PlayerAction::Redo => {
                if redo(&mut current) {
                    reset.write(BoardReset);
                }
            }
            PlayerAction::Finish => match current.game.position().decided() {
                Some(winner) if current.to_move().is_some() => {
                    current.ended_early = Some(EarlyEnd::Decided(winner));
                    next.set(Screen::End);
                }
                _ => {
                    rejected.write(MoveRejected {
                        reason: "the result is not decided yet".to_string(),
                    });
                }
            },
            PlayerAction::Resign => {
                if let Some(side) = current.to_move() {
                    current.ended_early = Some(EarlyEnd::Resigned(side));
                    next.set(Screen::End);
                }
            }
        }
    }
}

/// Takes back one move, or against the AI every move back to a human's turn. Returns whether
/// anything changed.
fn undo(current: &mut CurrentMatch) -> bool {
    current.ended_early = None;
    let mut changed = false;
    while let Ok(ply) = current.game.undo() {
        current.redo.push(ply.mv);
        changed = true;
        if current.stepping_stops_here() {
            break;
        }
    }
    changed
}

/// Replays moves taken back, up to the next human turn (or one move between AIs).
fn redo(current: &mut CurrentMatch) -> bool {
    let mut changed = false;
    while let Some(mv) = current.redo.pop() {
        if current.game.play(mv).is_err() {
            current.redo.clear();
            break;
        }
        changed = true;
        if current.stepping_stops_here() {
            break;
        }
    }
    changed
}
