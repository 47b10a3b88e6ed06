//! The lesson or puzzle on the board ([`Exercise`]): where it starts when play is entered, the
//! coach's scripted moves (a lesson's replies, a puzzle's line), where [`LearnNav`] leads (Next,
//! Retry, Show me or the hint, Back), and the closing game against level 1 ([`FinalGame`]).

use super::library::Library;
use crate::app::game::{CurrentMatch, MatchSetup, PlayerAction, Resume, Seat, StartMatch};
use crate::app::lang::{Texts, piece_id};
use crate::app::settings::progress::LearnProgress;
use crate::app::{GameSet, Pause, Screen};
use crate::i18n::Catalog;
use crate::lesson::Step;
use crate::progress::RatingChange;
use crate::puzzle::Puzzle;
use crate::rules::{GameKind, MatchOptions, Side};
use crate::storage::now_unix;
use bevy::prelude::*;
use std::collections::VecDeque;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CoachDelay>()
        .init_resource::<LearnGame>()
        .add_message::<LearnNav>()
        .add_systems(OnEnter(Screen::Play), place_exercise.before(StartMatch))
        .add_systems(
            Update,
            (
                coach_moves
                    .in_set(GameSet::Input)
                    .run_if(in_state(Pause::Running)),
                navigate,
            ),
        );
    for screen in Screen::MENUS {
        app.add_systems(OnEnter(screen), leave);
    }
}

/// The game the Learn screen shows.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct LearnGame(pub GameKind);

impl Default for LearnGame {
    fn default() -> Self {
        LearnGame(GameKind::Rekushu)
    }
}

/// How long the coach waits before each of its moves, in seconds (the tests set 0).
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct CoachDelay(pub f32);

impl Default for CoachDelay {
    fn default() -> Self {
        CoachDelay(0.7)
    }
}

/// Which exercise: a lesson (its index in the game's book) or a puzzle (its id).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Task {
    Lesson(usize),
    Puzzle(String),
}

/// Where the player is in the exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// The player's turn to try (after the coach's moves, if any are queued).
    Trying,
    /// The last try was not it, and why (the move was taken back).
    Wrong(String),
    /// A puzzle missed: its solution plays out.
    Showing,
    /// Every step done, or the puzzle's line played: Next or Retry.
    Complete,
}

impl Status {
    /// Whether the player's next try is judged (a wrong one may have come before).
    pub fn is_trying(&self) -> bool {
        matches!(self, Status::Trying | Status::Wrong(_))
    }
}

/// The lesson or puzzle on the board. The player holds the side to move at its start; the
/// coach (`Seat::Coach`) holds the other, and both once it is complete.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Exercise {
    pub game: GameKind,
    pub task: Task,
    pub player: Side,
    /// The lesson's step the player is at.
    pub step: usize,
    pub status: Status,
    /// What the last step done taught ("Two neighbours, one of them White's: ...").
    pub said: Option<String>,
    /// The coach's moves still to play, in order.
    pub queue: VecDeque<String>,
    /// Seconds until the coach's next move.
    pub wait: f32,
    /// Start from the exercise's position the next time play is entered.
    pub fresh: bool,
    /// The match's length at the exercise's start (a puzzle's line is counted from there).
    pub start_len: usize,
    /// The puzzle's hint, once asked for.
    pub hint: Option<String>,
    /// The puzzle was missed on this try.
    pub missed: bool,
    /// The player's rating change from this puzzle (its first try only).
    pub change: Option<RatingChange>,
    /// A puzzle whose line ends the game with the player's win: in how many of their moves.
    pub win_in: Option<usize>,
}

impl Exercise {
    pub fn new(game: GameKind, task: Task) -> Exercise {
        Exercise {
            game,
            task,
            player: Side::First,
            step: 0,
            status: Status::Trying,
            said: None,
            queue: VecDeque::new(),
            wait: 0.0,
            fresh: true,
            start_len: 0,
            hint: None,
            missed: false,
            change: None,
            win_in: None,
        }
    }

    /// Whether the player is to move in `current`, with nothing of the coach's still to come.
    pub fn players_turn(&self, current: &CurrentMatch) -> bool {
        self.queue.is_empty() && current.to_move() == Some(self.player)
    }

    /// How many moves of a puzzle's line are on the board.
    pub fn line_played(&self, current: &CurrentMatch) -> usize {
        current.game.len().saturating_sub(self.start_len)
    }

    /// The lesson step this is at (`None` for a puzzle, or past the last step).
    pub fn step<'a>(&self, library: &'a Library) -> Option<&'a Step> {
        match self.task {
            Task::Lesson(i) => library.lesson(self.game, i)?.steps.get(self.step),
            Task::Puzzle(_) => None,
        }
    }

    /// The puzzle this is (`None` for a lesson).
    pub fn puzzle<'a>(&self, library: &'a Library) -> Option<&'a Puzzle> {
        match &self.task {
            Task::Puzzle(id) => library.puzzle(self.game, id),
            Task::Lesson(_) => None,
        }
    }

    /// Whether Show me (a lesson) or the hint (a puzzle, once) is on offer now.
    pub fn can_show(&self, current: &CurrentMatch) -> bool {
        let once = match self.task {
            Task::Lesson(_) => true,
            Task::Puzzle(_) => self.hint.is_none(),
        };
        once && self.status.is_trying() && self.players_turn(current)
    }
}

/// The closing game of a game's lessons: the player against level 1 on a small board.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FinalGame {
    pub game: GameKind,
    pub size: usize,
}

impl FinalGame {
    /// The closing game of `game`'s lessons, on its book's board.
    pub fn of(game: GameKind, library: &Library) -> FinalGame {
        let size = library.book(game).map_or(game.sizes()[0], |b| b.final_size);
        FinalGame { game, size }
    }

    pub fn setup(&self) -> MatchSetup {
        MatchSetup {
            kind: self.game,
            size: self.size,
            seats: [Seat::Human, Seat::Ai { level: 1 }],
            options: MatchOptions::default(),
        }
    }
}

/// What the exercise's buttons and keys ask for.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LearnNav {
    /// The next lesson (after the last: the closing game), or the next puzzle.
    Next,
    /// The same exercise from its start.
    Retry,
    /// A lesson: play the step's move. A puzzle: the one hint.
    Show,
    /// The Learn screen.
    Back,
}

/// Entering play with an exercise: its position, with the player and the coach seated (or,
/// coming back to the board without a restart, the board as it was).
fn place_exercise(
    mut commands: Commands,
    exercise: Option<ResMut<Exercise>>,
    final_game: Option<Res<FinalGame>>,
    library: Res<Library>,
    current: Option<Res<CurrentMatch>>,
    mut setup: ResMut<MatchSetup>,
) {
    if let Some(game) = final_game {
        *setup = game.setup();
        return;
    }
    let Some(mut exercise) = exercise else { return };
    if !exercise.fresh {
        if let Some(current) = current {
            commands.insert_resource(Resume(current.clone()));
        }
        return;
    }
    let puzzle = exercise.puzzle(&library);
    let start = match (&exercise.task, puzzle) {
        (Task::Lesson(i), _) => library
            .lesson(exercise.game, *i)
            .map(|l| l.start(exercise.game)),
        (Task::Puzzle(_), p) => p.map(|p| p.start()),
    };
    let Some(Ok(m)) = start else {
        warn!("the exercise {:?} cannot start", exercise.task);
        commands.remove_resource::<Exercise>();
        commands.set_state(Screen::Learn);
        return;
    };
    let player = m.position().to_move().unwrap_or(Side::First);
    let mut seats = [Seat::Coach; 2];
    seats[player.index()] = Seat::Human;
    let win_in = puzzle.filter(|p| p.wins_outright()).map(|p| p.length());
    *exercise = Exercise {
        player,
        start_len: m.len(),
        fresh: false,
        win_in,
        ..Exercise::new(exercise.game, exercise.task.clone())
    };
    commands.insert_resource(Resume(CurrentMatch::resume(
        m,
        seats,
        Vec::new(),
        None,
        now_unix(),
    )));
}

/// The coach plays its queued moves, one each `CoachDelay`, by the same action as any player.
fn coach_moves(
    time: Res<Time>,
    delay: Res<CoachDelay>,
    exercise: Option<ResMut<Exercise>>,
    current: Option<Res<CurrentMatch>>,
    mut actions: MessageWriter<PlayerAction>,
) {
    let (Some(mut exercise), Some(current)) = (exercise, current) else {
        return;
    };
    if exercise.queue.is_empty() {
        return;
    }
    exercise.wait -= time.delta_secs();
    if exercise.wait > 0.0 {
        return;
    }
    exercise.wait = delay.0;
    let Some(text) = exercise.queue.pop_front() else {
        return;
    };
    match current.game.position().parse_move(&text) {
        Ok(mv) => {
            actions.write(PlayerAction::Play(mv));
        }
        Err(e) => {
            warn!("the coach's move {text} does not read: {e}");
            exercise.queue.clear();
        }
    }
}

fn navigate(
    mut commands: Commands,
    mut navs: MessageReader<LearnNav>,
    exercise: Option<ResMut<Exercise>>,
    final_game: Option<Res<FinalGame>>,
    library: Res<Library>,
    progress: Res<LearnProgress>,
    current: Option<Res<CurrentMatch>>,
    mut actions: MessageWriter<PlayerAction>,
    mut next: ResMut<NextState<Screen>>,
    texts: Res<Texts>,
) {
    let mut exercise = exercise;
    for nav in navs.read() {
        match nav {
            LearnNav::Back => next.set(Screen::Learn),
            LearnNav::Retry => {
                if let Some(ex) = exercise.as_mut() {
                    ex.fresh = true;
                }
                next.set(Screen::Play);
            }
            LearnNav::Next => {
                if final_game.is_some() {
                    next.set(Screen::Learn);
                    continue;
                }
                let Some(ex) = exercise.as_mut() else {
                    continue;
                };
                let game = ex.game;
                match ex.task.clone() {
                    Task::Lesson(i) => {
                        if library.lesson(game, i + 1).is_some() {
                            **ex = Exercise::new(game, Task::Lesson(i + 1));
                        } else {
                            commands.remove_resource::<Exercise>();
                            commands.insert_resource(FinalGame::of(game, &library));
                        }
                    }
                    Task::Puzzle(id) => {
                        let puzzles = library.puzzles(game);
                        let progress = progress.of(game);
                        if let Some(p) = progress.next_puzzle(puzzles, Some(&id)) {
                            **ex = Exercise::new(game, Task::Puzzle(p.id.clone()));
                        }
                    }
                }
                next.set(Screen::Play);
            }
            LearnNav::Show => {
                let (Some(ex), Some(current)) = (exercise.as_mut(), current.as_ref()) else {
                    continue;
                };
                show(ex, current, &library, &mut actions, &texts);
            }
        }
    }
}

/// A lesson: the step's move played for the player. A puzzle: the one hint.
fn show(
    ex: &mut Exercise,
    current: &CurrentMatch,
    library: &Library,
    actions: &mut MessageWriter<PlayerAction>,
    texts: &Catalog,
) {
    if !ex.can_show(current) {
        return;
    }
    let pos = current.game.position();
    if let Some(step) = ex.step(library) {
        if let Ok(mv) = pos.parse_move(&step.show) {
            actions.write(PlayerAction::Play(mv));
        }
        return;
    }
    let Some(puzzle) = ex.puzzle(library) else {
        return;
    };
    let Some(mv) = puzzle
        .solution
        .get(ex.line_played(current))
        .and_then(|t| pos.parse_move(t).ok())
    else {
        return;
    };
    let place = match (mv.piece(), mv.at()) {
        (Some(piece), _) => texts.format(
            "puzzle-hint-piece",
            &[("piece", texts.text(piece_id(piece)).into())],
        ),
        (None, Some(at)) => {
            let column = at.to_string().chars().next().unwrap_or('?');
            texts.format(
                "puzzle-hint-column",
                &[("column", column.to_string().into())],
            )
        }
        (None, None) => texts.text("puzzle-hint-swap"),
    };
    // A theme this build has no words for is left out.
    let theme = puzzle
        .themes
        .first()
        .and_then(|t| theme_id(t))
        .map(|id| texts.text(id));
    ex.hint = Some(match theme {
        Some(theme) => texts.format(
            "puzzle-hint-themed",
            &[("theme", theme.into()), ("hint", place.into())],
        ),
        None => place,
    });
}

/// The message naming a puzzle's theme (`puzzle::note_themes` names them).
fn theme_id(theme: &str) -> Option<&'static str> {
    Some(match theme {
        "cascade" => "theme-cascade",
        "claim" => "theme-claim",
        "connect" => "theme-connect",
        "cut" => "theme-cut",
        "extra turn" => "theme-extra-turn",
        "queen call" => "theme-queen-call",
        _ => return None,
    })
}

/// Leaving the board for a menu ends the exercise.
fn leave(mut commands: Commands) {
    commands.remove_resource::<Exercise>();
    commands.remove_resource::<FinalGame>();
}
