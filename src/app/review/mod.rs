//! The review of a game in the window (`docs/ai.md`, "Review"): started from the end screen,
//! the pause menu (the moves so far) or a game opened from Load; it runs beside the game
//! (`app::background`) while the board stays usable, and can be stopped. Once done, the panel shows the
//! win-chance graph, each player's summary and the marks in the move list (`hud::review_card`),
//! and the board the best move where the viewed move was played ([`best_mark`]). Every control
//! sends a [`ReviewAction`], whatever the device.

pub mod ai_rating;
pub mod best_mark;
pub mod colours;

use crate::ai::Level;
use crate::ai::jobs::{JobAnswer, JobRequest, Work};
use crate::ai::review::{Mark, MoveReview, Review};
use crate::app::background::{ReviewRun, SearchSlicing, Solves};
use crate::app::game::{CurrentMatch, PlayerAction};
use crate::app::settings::progress::LearnProgress;
use crate::app::{GameSet, InMatch};
use crate::rules::{AnyMove, GameKind, Ply, Side};
use bevy::prelude::*;

/// The level whose budget each position gets (as `quartet review`'s default).
pub const REVIEW_LEVEL: u8 = 6;

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<ReviewAction>()
        .init_resource::<best_mark::ReviewHeat>()
        .init_resource::<PuzzleSolves>()
        .add_systems(
            Update,
            (take_actions, advance)
                .chain()
                .in_set(GameSet::Input)
                .run_if(in_state(InMatch)),
        )
        // They finish even after the match is left: the puzzles are the player's.
        .add_systems(Update, keep_solved_puzzles)
        .add_systems(OnExit(InMatch), forget);
}

/// What the review's controls ask.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewAction {
    /// Review the match's moves so far (again, if they changed since).
    Start,
    Stop,
    /// Show the position after this many moves (a point of the graph).
    Jump(usize),
    /// The next (or previous) marked move (an inaccuracy or worse) of the filter's player,
    /// shown as the position after it; after the last comes the first again.
    NextMark,
    PreviousMark,
    /// Step through one player's marks, or both (`None`).
    Filter(Option<Side>),
    /// Step through the better line of the move on view, on the board.
    Line(LineStep),
    /// Show or hide the heat map of the position the move on view was played in.
    HeatMap,
}

/// A step through the better line of the move on view: the board shows the position that
/// move was played in with the line's first moves played on it (shown, not played).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineStep {
    /// The position after that many of the line's moves (0: back to the move played).
    To(usize),
    /// One move further (into the line from the move played).
    Forward,
    /// One move back (from the line's first move: back to the move played).
    Back,
    /// Back to the position after the move played.
    Leave,
}

/// The review of the current match: of its first `plies.len()` moves.
#[derive(Resource)]
pub struct GameReview {
    /// The moves reviewed: the review belongs to a match that begins with them.
    pub plies: Vec<Ply>,
    pub state: ReviewState,
    /// Whose marks [`ReviewAction::NextMark`] steps through.
    pub filter: Option<Side>,
}

pub enum ReviewState {
    Running(ReviewRun),
    /// Stopped after this many positions of so many.
    Stopped(usize, usize),
    Done(Review<AnyMove>),
}

impl GameReview {
    /// A finished review read from a save: shown at once.
    pub fn done(plies: Vec<Ply>, review: Review<AnyMove>) -> GameReview {
        GameReview {
            plies,
            state: ReviewState::Done(review),
            filter: None,
        }
    }

    pub fn review(&self) -> Option<&Review<AnyMove>> {
        match &self.state {
            ReviewState::Done(r) => Some(r),
            _ => None,
        }
    }

    /// Whether it is of `current`'s match (whose moves begin with the moves reviewed).
    pub fn belongs_to(&self, current: &CurrentMatch) -> bool {
        current.game.plies().starts_with(&self.plies)
    }

    /// The judged move `number` (1 for the first), if reviewed.
    pub fn judged(&self, number: usize) -> Option<&MoveReview<AnyMove>> {
        number
            .checked_sub(1)
            .and_then(|k| self.review()?.moves.get(k))
    }

    /// The judged move whose position is on the board (the one that led to it), or whose
    /// better line is.
    pub fn on_view(&self, current: &CurrentMatch) -> Option<&MoveReview<AnyMove>> {
        self.judged(move_on_view(current))
    }

    /// The numbers of the moves marked an inaccuracy or worse, of the filter's player.
    pub fn marked(&self) -> Vec<usize> {
        self.review().map_or_else(Vec::new, |r| {
            r.moves
                .iter()
                .filter(|m| self.filter.is_none_or(|s| s == m.side))
                .filter(|m| m.mark.is_some_and(|mark| mark != Mark::Best))
                .map(|m| m.ply)
                .collect()
        })
    }
}

/// The number of the game's move on view: the one that led to the position on the board, or
/// the one a line is shown instead of.
pub fn move_on_view(current: &CurrentMatch) -> usize {
    current
        .line()
        .map_or(current.moves_shown(), |line| line.from + 1)
}

/// How many of the line's moves are on the board (0: no line).
pub fn line_step(current: &CurrentMatch) -> usize {
    current.line().map_or(0, |line| line.moves.len())
}

/// The first side's win chance after each number of moves (0 to the moves reviewed), from the
/// judged moves: the graph's points.
pub fn first_side_chances(review: &Review<AnyMove>) -> Vec<f64> {
    let first = |m: &MoveReview<AnyMove>, chance: f64| match m.side {
        Side::First => chance,
        Side::Second => 1.0 - chance,
    };
    let start = review.moves.first().map(|m| first(m, m.before));
    start
        .into_iter()
        .chain(review.moves.iter().map(|m| first(m, m.after)))
        .collect()
}

fn take_actions(
    mut commands: Commands,
    mut asked: MessageReader<ReviewAction>,
    current: Option<Res<CurrentMatch>>,
    review: Option<ResMut<GameReview>>,
    slicing: Res<SearchSlicing>,
    mut heat: ResMut<best_mark::ReviewHeat>,
    mut view: MessageWriter<PlayerAction>,
) {
    let Some(current) = current else {
        asked.clear();
        return;
    };
    let mut review = review;
    let len = current.game.len();
    let show = |k: usize| PlayerAction::View((k < len).then_some(k));
    for &action in asked.read() {
        match action {
            ReviewAction::Start => {
                // A review of these very moves, under way or done, is kept; a stopped one or
                // one of fewer moves starts again.
                let kept = review.as_deref().is_some_and(|r| {
                    r.plies.len() == len
                        && r.belongs_to(&current)
                        && !matches!(r.state, ReviewState::Stopped(..))
                });
                // (A game online is reviewed once it is over: before, it would be help.)
                let online_on = current.is_online() && current.to_move().is_some();
                if kept || current.game.is_empty() || current.has_coach() || online_on {
                    continue;
                }
                let level = Level::new(REVIEW_LEVEL).unwrap_or_default();
                if let Some(run) = ReviewRun::review(&current.game, level, *slicing) {
                    commands.insert_resource(GameReview {
                        plies: current.game.plies().to_vec(),
                        state: ReviewState::Running(run),
                        filter: review.as_deref().and_then(|r| r.filter),
                    });
                    review = None;
                }
            }
            ReviewAction::Stop => {
                if let Some(r) = review.as_deref_mut()
                    && let ReviewState::Running(run) = &r.state
                {
                    let (done, total) = run.progress();
                    r.state = ReviewState::Stopped(done, total);
                }
            }
            ReviewAction::Jump(k) => {
                view.write(show(k.min(len)));
            }
            ReviewAction::Filter(side) => {
                if let Some(r) = review.as_deref_mut() {
                    r.filter = side;
                }
            }
            ReviewAction::HeatMap => heat.0 = !heat.0,
            ReviewAction::Line(step) => {
                let Some(judged) = review.as_deref().and_then(|r| r.on_view(&current)) else {
                    continue;
                };
                let shown = line_step(&current);
                let to = match step {
                    LineStep::To(k) => k,
                    LineStep::Forward => shown + 1,
                    LineStep::Back => shown.saturating_sub(1),
                    LineStep::Leave => 0,
                }
                .min(judged.line.len());
                if to == 0 {
                    view.write(show(judged.ply));
                } else {
                    view.write(PlayerAction::ShowLine {
                        from: judged.ply - 1,
                        moves: judged.line[..to].to_vec(),
                    });
                }
            }
            ReviewAction::NextMark | ReviewAction::PreviousMark => {
                let Some(r) = review.as_deref() else { continue };
                let at = move_on_view(&current);
                let marked = r.marked();
                // Past the last mark, round to the first (and back from the first to the last).
                let to = if action == ReviewAction::NextMark {
                    marked
                        .iter()
                        .copied()
                        .find(|&n| n > at)
                        .or(marked.first().copied())
                } else {
                    marked
                        .iter()
                        .copied()
                        .rev()
                        .find(|&n| n < at)
                        .or(marked.last().copied())
                };
                if let Some(n) = to {
                    view.write(show(n));
                }
            }
        }
    }
}

/// Advances a running review, keeps a finished one, and drops one whose match is gone (a new
/// game, or moves taken back below those reviewed).
fn advance(
    mut commands: Commands,
    current: Option<Res<CurrentMatch>>,
    review: Option<ResMut<GameReview>>,
    mut puzzles: ResMut<PuzzleSolves>,
    slicing: Res<SearchSlicing>,
    time: Res<Time<Real>>,
) {
    let Some(mut review) = review else { return };
    // Whether it still belongs changes only with the match (or a review that just came).
    let recheck = current.as_ref().is_none_or(|c| c.is_changed()) || review.is_added();
    if recheck && current.as_deref().is_none_or(|c| !review.belongs_to(c)) {
        commands.remove_resource::<GameReview>();
        return;
    }
    // Polling is not a change (the board's marks redraw on changes only).
    let finished = match &mut review.bypass_change_detection().state {
        ReviewState::Running(run) => run.poll_after(time.delta()),
        _ => None,
    };
    if let Some(done) = finished {
        if let Some(current) = current.as_deref() {
            solve_personal_puzzles(current, &done, *slicing, &mut puzzles);
        }
        review.state = ReviewState::Done(done);
    }
}

/// The solves of a person's own puzzles under way, by game.
#[derive(Resource, Default)]
pub struct PuzzleSolves(Vec<(GameKind, Solves)>);

impl PuzzleSolves {
    /// Whether any are under way.
    pub fn pending(&self) -> bool {
        !self.0.is_empty()
    }
}

/// A person's mistakes that the review proved, where one move kept the win, become their own
/// puzzles (`puzzle::personal_candidates`): each a solve beside the game.
fn solve_personal_puzzles(
    current: &CurrentMatch,
    review: &Review<AnyMove>,
    slicing: SearchSlicing,
    puzzles: &mut PuzzleSolves,
) {
    if current.has_coach() {
        return;
    }
    let people = current.seats.map(|s| s.is_human());
    let work = Work::Puzzle {
        nodes: crate::puzzle::PERSONAL_BUDGET.nodes.unwrap_or_default(),
    };
    let requests: Vec<JobRequest> =
        crate::puzzle::personal_candidates(&current.game, review, people)
            .iter()
            .map(|before| JobRequest::of(before, work))
            .collect();
    if !requests.is_empty() {
        let kind = current.game.kind();
        puzzles.0.push((kind, Solves::solve(requests, slicing)));
    }
}

/// Keeps the puzzles whose solves are done.
fn keep_solved_puzzles(mut puzzles: ResMut<PuzzleSolves>, mut progress: ResMut<LearnProgress>) {
    if !puzzles.pending() {
        return;
    }
    puzzles.0.retain_mut(|(kind, solves)| {
        let Some(answers) = solves.poll() else {
            return true;
        };
        let found: Vec<_> = answers.into_iter().filter_map(JobAnswer::puzzle).collect();
        if !found.is_empty() {
            progress.of_mut(*kind).add_personal(found);
        }
        false
    });
}

fn forget(mut commands: Commands) {
    commands.remove_resource::<GameReview>();
}
