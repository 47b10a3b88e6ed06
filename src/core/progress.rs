//! What a player has learnt, per game: the lessons done, the closing game won, and the puzzles
//! (their Glicko-2 rating, each puzzle's own rating, which are solved, the streak). Kept by the
//! game with its settings; no I/O here (`docs/puzzles.md`, "The Puzzles screen").

use crate::puzzle::Puzzle;
use crate::rating::{Game, Rating};
use crate::rules::GameKind;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// A puzzle's starting deviation: its rating is a guess from its length and width.
const PUZZLE_DEVIATION: f64 = 200.0;

/// Every game's progress.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    #[serde(default)]
    pub games: BTreeMap<GameKind, GameProgress>,
}

impl Progress {
    pub fn of(&self, game: GameKind) -> GameProgress {
        self.games.get(&game).cloned().unwrap_or_default()
    }

    pub fn of_mut(&mut self, game: GameKind) -> &mut GameProgress {
        self.games.entry(game).or_default()
    }

    /// Whether every number is usable.
    pub fn is_sane(&self) -> bool {
        self.games.values().all(|g| {
            g.rating.is_sane()
                && g.versus_ai.is_none_or(|r| r.is_sane())
                && g.puzzles
                    .values()
                    .all(|p| p.rating.is_none_or(|r| r.is_sane()))
        })
    }
}

/// One game's progress.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameProgress {
    /// The ids of the lessons done.
    pub lessons: BTreeSet<String>,
    /// Whether the closing game against level 1 was won.
    pub final_won: bool,
    /// The player's puzzle rating.
    pub rating: Rating,
    /// Puzzles tried, by id.
    pub puzzles: BTreeMap<String, PuzzleRecord>,
    /// Puzzles solved in a row, and the best run.
    pub streak: u32,
    pub best_streak: u32,
    /// Puzzles from the player's own reviewed games, newest last
    /// ([`crate::puzzle::from_review`]; at most [`PERSONAL_KEPT`]).
    pub personal: Vec<Puzzle>,
    /// The player's rating from games against the AI (`None` until the first), each level
    /// rated by [`crate::ai::level::LevelRatings`].
    pub versus_ai: Option<Rating>,
}

/// One puzzle as this player met it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleRecord {
    pub solved: bool,
    pub tries: u32,
    /// The puzzle's rating after the player's tries (`None`: the file's).
    pub rating: Option<Rating>,
}

/// How a try at a puzzle went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleResult {
    /// Every move found, without the hint: a win for the rating.
    Solved,
    /// Found with the hint: solved, but a loss for the rating and the streak.
    SolvedWithHint,
    /// A wrong move.
    Missed,
}

/// A puzzle's result for the player's rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingChange {
    pub before: f64,
    pub after: f64,
}

impl RatingChange {
    pub fn delta(&self) -> i32 {
        (self.after.round() - self.before.round()) as i32
    }
}

/// The most personal puzzles kept per game (the oldest go first).
pub const PERSONAL_KEPT: usize = 100;

/// How sure a level's rating is: its matches' margins are about this wide.
pub const LEVEL_DEVIATION: f64 = 80.0;

impl GameProgress {
    /// Adds `found` to the personal puzzles (one of an id already there is left out); returns
    /// how many are new.
    pub fn add_personal(&mut self, found: Vec<Puzzle>) -> usize {
        let before = self.personal.len();
        for p in found {
            if !self.personal.iter().any(|q| q.id == p.id) {
                self.personal.push(p);
            }
        }
        let added = self.personal.len() - before;
        let over = self.personal.len().saturating_sub(PERSONAL_KEPT);
        self.personal.drain(..over);
        added
    }

    /// Records a game against an AI rated `level_rating`, with `score` 1 (won), 0.5 or 0 for
    /// the player. One game is one rating period.
    pub fn record_versus_ai(&mut self, level_rating: f64, score: f64) {
        let before = self.versus_ai.unwrap_or_default();
        self.versus_ai = Some(before.after(&[Game {
            opponent: Rating::new(level_rating, LEVEL_DEVIATION),
            score,
        }]));
    }

    /// A puzzle's rating: as the player's tries left it, else the file's.
    pub fn puzzle_rating(&self, puzzle: &Puzzle) -> Rating {
        self.puzzles
            .get(&puzzle.id)
            .and_then(|r| r.rating)
            .unwrap_or(Rating::new(puzzle.rating, PUZZLE_DEVIATION))
    }

    /// Records a try at `puzzle`. On the first try the player's rating and the puzzle's move,
    /// as on Lichess (only a clean solve is a win); a retry changes neither. Returns the
    /// player's change, `None` for a retry.
    pub fn record(&mut self, puzzle: &Puzzle, result: PuzzleResult) -> Option<RatingChange> {
        let solved = result == PuzzleResult::Solved;
        let record = self.puzzles.entry(puzzle.id.clone()).or_default();
        let first = record.tries == 0;
        record.tries += 1;
        if result != PuzzleResult::Missed {
            record.solved = true;
        }
        if !first {
            return None;
        }
        let theirs = self.puzzle_rating(puzzle);
        let before = self.rating;
        let score = if solved { 1.0 } else { 0.0 };
        self.rating = before.after(&[Game {
            opponent: theirs,
            score,
        }]);
        let puzzle_after = theirs.after(&[Game {
            opponent: before,
            score: 1.0 - score,
        }]);
        if let Some(record) = self.puzzles.get_mut(&puzzle.id) {
            record.rating = Some(puzzle_after);
        }
        if solved {
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
        Some(RatingChange {
            before: before.rating,
            after: self.rating.rating,
        })
    }

    /// How many of `set` are solved.
    pub fn solved(&self, set: &[Puzzle]) -> usize {
        set.iter()
            .filter(|p| self.puzzles.get(&p.id).is_some_and(|r| r.solved))
            .count()
    }

    /// The next puzzle: one not yet tried whose rating is nearest the player's, else one not
    /// yet solved, else any; never `skip` while another is left.
    pub fn next_puzzle<'a>(&self, set: &'a [Puzzle], skip: Option<&str>) -> Option<&'a Puzzle> {
        let me = self.rating.rating;
        let distance = |p: &Puzzle| (self.puzzle_rating(p).rating - me).abs();
        let tried = |p: &Puzzle| self.puzzles.get(&p.id).is_some_and(|r| r.tries > 0);
        let solved = |p: &Puzzle| self.puzzles.get(&p.id).is_some_and(|r| r.solved);
        let nearest = |keep: &dyn Fn(&Puzzle) -> bool| {
            set.iter()
                .filter(|p| keep(p) && Some(p.id.as_str()) != skip)
                .min_by(|a, b| distance(a).total_cmp(&distance(b)))
        };
        // The player's own puzzles first, while some are untried.
        nearest(&|p| p.is_personal() && !tried(p))
            .or_else(|| nearest(&|p| !tried(p)))
            .or_else(|| nearest(&|p| !solved(p)))
            .or_else(|| nearest(&|_| true))
            .or_else(|| set.first())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(id: &str, rating: f64) -> Puzzle {
        Puzzle {
            id: id.to_string(),
            game: GameKind::Rush,
            size: 5,
            moves: Vec::new(),
            solution: Vec::new(),
            result: "win".to_string(),
            themes: Vec::new(),
            rating,
        }
    }

    #[test]
    fn a_first_try_moves_both_ratings_and_the_streak_a_retry_moves_nothing() {
        let mut me = GameProgress::default();
        let p = puzzle("a", 1500.0);
        let change = me
            .record(&p, PuzzleResult::Solved)
            .expect("a first try is rated");
        assert!(change.after > change.before);
        assert_eq!((me.streak, me.best_streak), (1, 1));
        assert!(
            me.puzzle_rating(&p).rating < 1500.0,
            "a solved puzzle looks easier"
        );
        let rating = me.rating;
        assert_eq!(me.record(&p, PuzzleResult::Missed), None);
        assert_eq!(me.rating, rating);
        assert!(me.puzzles["a"].solved);
        let q = puzzle("b", 1500.0);
        let change = me.record(&q, PuzzleResult::Missed).expect("rated");
        assert!(change.after < change.before);
        assert_eq!((me.streak, me.best_streak), (0, 1));
    }

    #[test]
    fn the_next_puzzle_is_an_untried_one_nearest_the_players_rating() {
        let set = [
            puzzle("low", 1000.0),
            puzzle("mid", 1450.0),
            puzzle("high", 2000.0),
        ];
        let mut me = GameProgress::default();
        assert_eq!(
            me.next_puzzle(&set, None).map(|p| p.id.as_str()),
            Some("mid")
        );
        assert_eq!(
            me.next_puzzle(&set, Some("mid")).map(|p| p.id.as_str()),
            Some("low")
        );
        me.record(&set[1], PuzzleResult::Solved);
        assert_ne!(
            me.next_puzzle(&set, None).map(|p| p.id.as_str()),
            Some("mid")
        );
        for p in &set {
            me.record(p, PuzzleResult::Solved);
        }
        assert!(
            me.next_puzzle(&set, None).is_some(),
            "all solved: still one to play"
        );
    }
}
