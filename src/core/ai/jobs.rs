//! The AI's work as self-contained jobs, for another thread of control (the browser's Web
//! Workers, `docs/web.md`, "The AI in workers"): a request names the game, its options and its
//! moves in notation, and the work (one share of a root-parallel search, a stretch of a
//! review's positions, or a solve: a hint's "wins in N", a person's own puzzle); a [`Job`]
//! runs it in slices, so a worker stays free to hear that it is
//! cancelled, and answers with its [`JobAnswer`]. Requests and answers are plain data (serde),
//! posted as JSON. The shares of a search are merged as the desktop merges its threads'
//! ([`merge_shares`]), so the browser plays the desktop's moves.

use super::review::{AnyReviewer, PositionEval};
use super::search::mcts::{Analysis, Slice};
use super::search::parallel::{merge, thread_seed};
use super::solve::{SolveBudget, moves_to_win_any};
use super::{AnySearch, Level};
use crate::puzzle::{PERSONAL_BUDGET, Puzzle, personal_at};
use crate::rules::{AnyGame, AnyMove, GameKind, Match, MatchOptions};
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// What a job is asked to do, and of which game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct JobRequest {
    pub game: GameKind,
    pub size: usize,
    #[serde(default)]
    pub options: MatchOptions,
    /// The game's moves from its start, in notation.
    pub moves: Vec<String>,
    pub work: Work,
}

/// The work of a job.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Work {
    /// Share `share` (from 0) of a search of the position after the moves at `level` seeded
    /// `seed`: what thread `share` of the desktop's root-parallel search does.
    Search { level: u8, seed: u64, share: usize },
    /// The evaluations of the positions after `from` to `to` moves (both included) at
    /// `level`, the position after `k` moves seeded `seed + k` (as [`super::review::Reviewer`]
    /// seeds them).
    Review {
        level: u8,
        seed: u64,
        from: usize,
        to: usize,
    },
    /// The AI's speed from the opening of the request's game, as `quartet bench --ai` and the
    /// page's `?bench` measure it (`bench::opening_speeds`), in slices of `slice_ms`.
    Bench { seed: u64, slice_ms: u64 },
    /// The fewest moves, at most `max`, in which the side to move forces a win, within `nodes`
    /// of the solver (`solve::moves_to_win`: a hint's "wins in 3"). In one step.
    WinIn { max: usize, nodes: u64 },
    /// The position as a person's own puzzle (`puzzle::personal_at`), within `nodes` of the
    /// solver. In one step.
    Puzzle { nodes: u64 },
}

/// A job's answer.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum JobAnswer {
    /// The share's analysis, before the pie rule's values ([`merge_shares`] applies them).
    Search(Analysis<AnyMove>),
    /// The positions' evaluations, in order.
    Review(Vec<PositionEval<AnyMove>>),
    /// Playouts per second of search: level 5, then level 10.
    Bench([f64; 2]),
    /// The fewest moves that force the win, if found.
    WinIn(Option<usize>),
    /// The puzzle, if exactly one move keeps the position's result.
    Puzzle(Option<Box<Puzzle>>),
    /// The request could not be run, and why (a bad move list, level or range).
    Refused(String),
}

impl JobAnswer {
    /// A search's analysis; `None` for any other answer.
    pub fn search(self) -> Option<Analysis<AnyMove>> {
        match self {
            JobAnswer::Search(analysis) => Some(analysis),
            _ => None,
        }
    }

    /// A review stretch's evaluations; `None` for any other answer.
    pub fn review(self) -> Option<Vec<PositionEval<AnyMove>>> {
        match self {
            JobAnswer::Review(evals) => Some(evals),
            _ => None,
        }
    }

    /// How soon the win comes, if a `WinIn` solve found it.
    pub fn win_in(self) -> Option<usize> {
        match self {
            JobAnswer::WinIn(n) => n,
            _ => None,
        }
    }

    /// The puzzle, if a `Puzzle` solve made one.
    pub fn puzzle(self) -> Option<Puzzle> {
        match self {
            JobAnswer::Puzzle(p) => p.map(|p| *p),
            _ => None,
        }
    }
}

impl JobRequest {
    /// A request for `work` on `game` as it stands.
    pub fn of(game: &Match, work: Work) -> JobRequest {
        JobRequest {
            game: game.kind(),
            size: game.size(),
            options: game.options(),
            moves: game.history(),
            work,
        }
    }

    /// The request's game after its moves, or why it has none.
    pub fn game(&self) -> Result<Match, String> {
        let mut game =
            Match::new(self.game, Some(self.size), self.options).map_err(|e| e.to_string())?;
        let moves: Vec<&str> = self.moves.iter().map(String::as_str).collect();
        game.load_moves(&moves).map_err(|e| e.to_string())?;
        Ok(game)
    }
}

/// A job under way.
pub struct Job(Running);

enum Running {
    Search(Box<AnySearch>),
    Review(Box<AnyReviewer>),
    /// Measured in one step, whatever its slice.
    Bench {
        game: GameKind,
        size: usize,
        seed: u64,
        slice: Duration,
    },
    /// A solve of the game's position (`WinIn` or `Puzzle`), done in one step; `None` once
    /// answered.
    Solve(Option<(Box<Match>, Work)>),
    /// Refused at the start: the answer waits for the first step.
    Refused(Option<String>),
}

impl Job {
    /// The job `request` asks for (one that cannot run answers [`JobAnswer::Refused`]).
    pub fn start(request: &JobRequest) -> Job {
        Job::try_start(request).unwrap_or_else(Job::refused)
    }

    /// A job that answers at once that it was refused, and why.
    pub fn refused(why: String) -> Job {
        Job(Running::Refused(Some(why)))
    }

    fn try_start(request: &JobRequest) -> Result<Job, String> {
        let game = request.game()?;
        let level = |l: u8| Level::new(l).ok_or_else(|| format!("no level {l}"));
        match request.work {
            Work::Bench { seed, slice_ms } => Ok(Job(Running::Bench {
                game: request.game,
                size: request.size,
                seed,
                slice: Duration::from_millis(slice_ms.max(1)),
            })),
            Work::Search {
                level: l,
                seed,
                share,
            } => {
                let level = level(l)?;
                let params = super::Params {
                    threads: 1,
                    ..level.params()
                };
                let search = AnySearch::new(
                    game.position(),
                    level.budget(),
                    params,
                    thread_seed(seed, share),
                );
                Ok(Job(Running::Search(Box::new(search))))
            }
            Work::Review {
                level: l,
                seed,
                from,
                to,
            } => {
                let level = level(l)?;
                if from > to || to > game.len() {
                    return Err(format!(
                        "positions {from} to {to} of a game of {} moves",
                        game.len()
                    ));
                }
                let reviewer = AnyReviewer::stretch(&game, from, to, level, seed + from as u64)
                    .ok_or("the moves do not replay")?;
                Ok(Job(Running::Review(Box::new(reviewer))))
            }
            Work::WinIn { .. } | Work::Puzzle { .. } => {
                Ok(Job(Running::Solve(Some((Box::new(game), request.work)))))
            }
        }
    }

    /// Runs at most `slice` more of the job; its answer once done (then the job is spent).
    pub fn step(&mut self, slice: Duration) -> Option<JobAnswer> {
        match &mut self.0 {
            Running::Refused(why) => why.take().map(JobAnswer::Refused),
            Running::Search(search) => search
                .step(Slice::Time(slice))
                .then(|| JobAnswer::Search(search.raw_analysis())),
            Running::Review(reviewer) => reviewer
                .step(Slice::Time(slice))
                .then(|| JobAnswer::Review(reviewer.evals())),
            Running::Bench {
                game,
                size,
                seed,
                slice,
            } => Some(
                match crate::bench::opening_speeds(*game, *size, *seed, Some(*slice)) {
                    Ok(speeds) => JobAnswer::Bench(speeds),
                    Err(e) => JobAnswer::Refused(e.to_string()),
                },
            ),
            Running::Solve(solve) => solve.take().map(|(game, work)| solve_answer(&game, work)),
        }
    }

    /// The job's progress: positions searched and in all.
    pub fn progress(&self) -> (usize, usize) {
        match &self.0 {
            Running::Review(reviewer) => (reviewer.done(), reviewer.total()),
            Running::Search(search) => (usize::from(search.is_finished()), 1),
            Running::Bench { .. } | Running::Solve(_) => (0, 1),
            Running::Refused(_) => (0, 0),
        }
    }
}

/// A solve's answer for `game`'s position.
fn solve_answer(game: &Match, work: Work) -> JobAnswer {
    match work {
        Work::WinIn { max, nodes } => {
            JobAnswer::WinIn(moves_to_win_any(game.position(), max, nodes))
        }
        Work::Puzzle { nodes } => {
            let budget = SolveBudget {
                nodes: Some(nodes),
                ..PERSONAL_BUDGET
            };
            JobAnswer::Puzzle(personal_at(game, budget).map(Box::new))
        }
        _ => JobAnswer::Refused("not a solve".to_string()),
    }
}

/// The number of shares a search at `level` is split into with `workers` workers: one each at
/// the levels that search on every core, else one.
pub fn shares_for(level: Level, workers: usize) -> usize {
    if level.params().threads == 1 {
        1
    } else {
        workers.max(1)
    }
}

/// The analyses of a search's shares, merged as the desktop merges its threads'
/// (`parallel::run_all`), with the pie rule's values for `pos`; one share alone is what a
/// one-thread search finishes with.
pub fn merge_shares(
    pos: &AnyGame,
    level: Level,
    shares: Vec<Analysis<AnyMove>>,
) -> Analysis<AnyMove> {
    let search = AnySearch::new(pos, level.budget(), level.params(), 0);
    match <[_; 1]>::try_from(shares) {
        Ok([one]) if one.solved => one,
        Ok([one]) => search.under_pie(one),
        Err(shares) => search.under_pie(merge(shares)),
    }
}

/// A game of `moves` moves (so `moves + 1` positions) cut into at most `parts` stretches of
/// about equal length, as `(from, to)`: each reviews the positions after `from` to `to` moves,
/// and the next one starts after it.
pub fn stretches(moves: usize, parts: usize) -> Vec<(usize, usize)> {
    let positions = moves + 1;
    let parts = parts.clamp(1, positions);
    (0..parts)
        .map(|i| (positions * i / parts, positions * (i + 1) / parts - 1))
        .collect()
}
