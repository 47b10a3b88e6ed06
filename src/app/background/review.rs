//! A game's review as background work: on the desktop each position searched on every core;
//! in the browser the game cut into one stretch of positions per worker (`ai::jobs`), or a
//! resumable [`AnyReviewer`] in slices that grow on a page that draws slowly.

use super::{Background, SearchSlicing, Steps, Work};
use crate::ai::Level;
use crate::ai::Slice;
use crate::ai::jobs::{JobAnswer, JobRequest, Work as Job, stretches};
use crate::ai::review::{AnyReviewer, Review, judge};
use crate::rules::{AnyMove, Match};
use std::sync::atomic::{AtomicBool, AtomicUsize};
use std::time::Duration;

/// The longest slice a frame gives the review in the browser.
pub const MAX_SLICE: Duration = Duration::from_millis(50);

/// A review under way.
pub type ReviewRun = Background<ReviewOf>;

/// A review of every move of `game` with `level`'s budget a position.
pub struct ReviewOf {
    game: Box<Match>,
    level: Level,
}

impl ReviewRun {
    /// Starts reviewing every move of `game` with `level`'s budget a position, the way
    /// `slicing` says; `None` if the game cannot be reviewed (its moves are not its rules').
    pub fn review(game: &Match, level: Level, slicing: SearchSlicing) -> Option<ReviewRun> {
        let work = ReviewOf {
            game: Box::new(game.clone()),
            level,
        };
        let run = Background::start(work, slicing);
        (!run.stuck()).then_some(run)
    }

    /// The positions searched so far and in all (every position, the one after the last move
    /// too).
    pub fn progress(&self) -> (usize, usize) {
        (self.done(), self.work().game.len() + 1)
    }
}

impl Work for ReviewOf {
    type Output = Review<AnyMove>;
    type Steps = Box<AnyReviewer>;

    fn steps(&self) -> Option<Box<AnyReviewer>> {
        AnyReviewer::new(&self.game, self.level, 1).map(Box::new)
    }

    /// A stretch of positions each.
    fn requests(&self, workers: usize) -> Vec<JobRequest> {
        stretches(self.game.len(), workers)
            .into_iter()
            .map(|(from, to)| {
                let work = Job::Review {
                    level: self.level.get(),
                    seed: 1,
                    from,
                    to,
                };
                JobRequest::of(&self.game, work)
            })
            .collect()
    }

    fn join(&self, answers: Vec<JobAnswer>) -> Option<Review<AnyMove>> {
        let evals = answers
            .into_iter()
            .map(JobAnswer::review)
            .collect::<Option<Vec<_>>>()?
            .concat();
        let moves: Vec<_> = self.game.plies().iter().map(|p| (p.mover, p.mv)).collect();
        Some(judge(&moves, &evals))
    }

    /// Where drawing is slow (software rendering), a slice may grow to half the last frame (at
    /// most [`MAX_SLICE`]), so the review moves on while the frame rate keeps two thirds of
    /// itself; on a fast page it stays the search's slice.
    fn slice(&self, base: Duration, frame: Duration) -> Duration {
        base.max((frame / 2).min(MAX_SLICE))
    }
}

impl Steps for Box<AnyReviewer> {
    type Output = Review<AnyMove>;

    fn run(mut self, stop: &AtomicBool, done: &AtomicUsize) -> Option<Review<AnyMove>> {
        self.run_counting(0, stop, done);
        self.review()
    }

    fn step(&mut self, slice: Duration) -> Option<Review<AnyMove>> {
        if AnyReviewer::step(self, Slice::Time(slice)) {
            self.review()
        } else {
            None
        }
    }

    fn done(&self) -> usize {
        AnyReviewer::done(self)
    }
}
