//! Strength levels: 1 (a beginner can win) to 10 (the strongest that fits in 5 seconds).

use super::{Budget, Params};
use std::time::Duration;

/// An AI strength, 1 to 10.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    pub const MIN: u8 = 1;
    pub const MAX: u8 = 10;
    pub const DEFAULT: Level = Level(5);

    pub fn new(level: u8) -> Option<Level> {
        (Self::MIN..=Self::MAX)
            .contains(&level)
            .then_some(Level(level))
    }

    pub fn get(self) -> u8 {
        self.0
    }

    /// The level's budget: playouts, and a wall-clock cap (level 5 at most 1 s, level 10 at
    /// most 5 s).
    pub fn budget(self) -> Budget {
        const ITERATIONS: [u64; 10] = [
            24, 80, 250, 800, 3_000, 8_000, 20_000, 50_000, 120_000, 400_000,
        ];
        const MILLIS: [u64; 10] = [100, 200, 400, 700, 1_000, 1_500, 2_000, 3_000, 4_000, 5_000];
        let i = usize::from(self.0 - 1);
        Budget {
            iterations: ITERATIONS[i],
            time: Some(Duration::from_millis(MILLIS[i])),
        }
    }
}

impl Level {
    /// The level's search parameters: the two beginner levels miss immediate wins, do not
    /// solve endgames and back up no heuristic (Rekushu's implicit minimax would have them
    /// take every claim); levels 7 to 10 search on every core.
    pub fn params(self) -> Params {
        Params {
            shortcuts: self.0 >= 3,
            solver: self.0 >= 3,
            minimax: if self.0 >= 3 { 1.0 } else { 0.0 },
            threads: if self.0 >= 7 { 0 } else { 1 },
            ..Params::default()
        }
    }

    /// The baseline at this level's budget: [`Params::plain`], keeping only the level's check
    /// for a move that wins at once.
    pub fn plain_params(self) -> Params {
        Params::plain(self.0 >= 3)
    }
}

impl Default for Level {
    fn default() -> Self {
        Level::DEFAULT
    }
}

/// Each level's rating per game, on the Elo scale, for the player's rating against the AI:
/// level 0 (uniform random moves) is 400, and each level adds its measured Elo gain over the
/// level below (the level table of `docs/results.csv`, `quartet results ratings`), at most
/// [`LevelRatings::STEP_CAP`]: a perfect score only bounds the gain. Written to
/// `assets/level_ratings.ron` (`docs/ai.md`, "Levels").
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct LevelRatings(pub std::collections::BTreeMap<crate::rules::GameKind, Vec<f64>>);

impl LevelRatings {
    /// Random play's rating.
    pub const RANDOM: f64 = 400.0;
    /// The most one level may add.
    pub const STEP_CAP: f64 = 400.0;

    /// The rating of `level` (0 to 10) at `kind`.
    pub fn of(&self, kind: crate::rules::GameKind, level: u8) -> Option<f64> {
        self.0.get(&kind)?.get(usize::from(level)).copied()
    }

    /// The level (1 to 10) whose rating is nearest `rating` at `kind`: an even game.
    pub fn suggested(&self, kind: crate::rules::GameKind, rating: f64) -> Option<u8> {
        (Level::MIN..=Level::MAX)
            .filter_map(|l| Some((l, (self.of(kind, l)? - rating).abs())))
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(l, _)| l)
    }

    /// Ratings from each level's gain over the one below (`gains[l - 1]` for level `l`; `None`:
    /// not measured, taken as the gain below it).
    pub fn from_gains(gains: &[Option<f64>; 10]) -> Vec<f64> {
        let mut ratings = vec![Self::RANDOM];
        let mut last = 0.0;
        for gain in gains {
            last = gain.map_or(last, |g| g.clamp(-Self::STEP_CAP, Self::STEP_CAP));
            let below = ratings.last().copied().unwrap_or(Self::RANDOM);
            ratings.push((below + last).round());
        }
        ratings
    }
}
