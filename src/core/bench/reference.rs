//! Today's rules against the ones they replaced (`rules::reference`, issue 69), timed in turns
//! in one run on one thread: random playouts (`quartet bench --reference`) and the AI's opening
//! search (`quartet bench --ai --reference`). Each prints CSV rows: the before and after figures
//! as data.

use super::{BareFill, OPENING_LEVELS, TURN, opening_playouts, per_second, time_playouts};
use crate::ai::{Knowledge, Level, Params, search};
use crate::rng::FastRng;
use crate::rules::quadrex::Quadrex;
use crate::rules::rekushu::Rekushu;
use crate::rules::rush::Rush;
use crate::rules::{Game, GameKind, RulesError};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Today's rules against the ones they replaced (`rules::reference`, issue 69): random
/// playouts of each, and bare fills, timed in turns in one run on one thread.
#[derive(Clone, Debug)]
pub struct AgainstReference {
    pub kind: GameKind,
    pub size: usize,
    /// Random playouts per second with the reference's rules, and with today's.
    pub reference_per_second: f64,
    pub today_per_second: f64,
    pub bare_per_second: f64,
}

impl AgainstReference {
    /// The columns of [`AgainstReference::row`].
    pub const HEADER: &str = "game,size,reference_playouts_per_s,today_playouts_per_s,ratio,\
                              reference_share_of_bare,today_share_of_bare,bare_fills_per_s";

    /// One row of data (CSV, columns [`AgainstReference::HEADER`]).
    pub fn row(&self) -> String {
        let bare = self.bare_per_second.max(1e-9);
        format!(
            "{},{},{:.0},{:.0},{:.2},{:.3},{:.3},{:.0}",
            self.kind.name(),
            self.size,
            self.reference_per_second,
            self.today_per_second,
            self.today_per_second / self.reference_per_second.max(1e-9),
            self.reference_per_second / bare,
            self.today_per_second / bare,
            self.bare_per_second,
        )
    }
}

/// [`AgainstReference`] for `kind` at `size`, `seconds` of each loop; `None` where the game
/// keeps no reference (its rules were not replaced).
pub fn against_reference(
    kind: GameKind,
    size: usize,
    seconds: f64,
    seed: u64,
) -> Result<Option<AgainstReference>, RulesError> {
    use crate::rules::reference;
    let budget = Duration::from_secs_f64(seconds.max(0.0));
    Ok(match kind {
        GameKind::Rush => Some(in_turns(
            &Rush::new(size)?,
            &reference::rush::Rush::new(size)?,
            budget,
            seed,
        )),
        GameKind::Quadrex => Some(in_turns(
            &Quadrex::new(size)?,
            &reference::quadrex::Quadrex::new(size)?,
            budget,
            seed,
        )),
        GameKind::Rekushu => Some(in_turns(
            &Rekushu::new(size)?,
            &reference::rekushu::Rekushu::new(size)?,
            budget,
            seed,
        )),
        GameKind::Cheversi => None,
    })
}

/// Playouts of `today` and of `reference`, and bare fills, in turns of [`TURN`], `budget` each.
fn in_turns<A: Game, B: Game>(
    today: &A,
    reference: &B,
    budget: Duration,
    seed: u64,
) -> AgainstReference {
    let mut bare = BareFill::new(today.size() * today.size(), seed);
    let mut rng = FastRng::new(seed);
    let [mut a, mut b] = [(0u64, Duration::ZERO); 2];
    let (mut fills, mut fill_time) = (0u64, Duration::ZERO);
    while a.1 < budget {
        let turn = TURN.min(budget - a.1);
        let (p, _, t) = time_playouts(reference, turn, &mut rng);
        b = (b.0 + p, b.1 + t);
        let (p, _, t) = time_playouts(today, turn, &mut rng);
        a = (a.0 + p, a.1 + t);
        let (f, t) = bare.run(turn);
        (fills, fill_time) = (fills + f, fill_time + t);
    }
    AgainstReference {
        kind: A::KIND,
        size: today.size(),
        reference_per_second: per_second(b.0, b.1),
        today_per_second: per_second(a.0, a.1),
        bare_per_second: per_second(fills, fill_time),
    }
}

/// The AI's speed in its opening search on the reference's rules and on today's: a level on
/// one thread plays the first moves of a game against itself (as [`super::opening_speed`]), on
/// each rules in turns, in playouts per second of search.
#[derive(Clone, Debug)]
pub struct AiAgainstReference {
    pub kind: GameKind,
    pub size: usize,
    pub level: Level,
    pub reference_per_second: f64,
    pub today_per_second: f64,
}

impl AiAgainstReference {
    /// The columns of [`AiAgainstReference::row`].
    pub const HEADER: &str =
        "game,size,level,reference_ai_playouts_per_s,today_ai_playouts_per_s,ratio";

    /// One row of data (CSV, columns [`AiAgainstReference::HEADER`]).
    pub fn row(&self) -> String {
        format!(
            "{},{},{},{:.0},{:.0},{:.2}",
            self.kind.name(),
            self.size,
            self.level.get(),
            self.reference_per_second,
            self.today_per_second,
            self.today_per_second / self.reference_per_second.max(1e-9),
        )
    }
}

/// [`AiAgainstReference`] for `kind` at `size`, a row for each of `levels` (with how many
/// opening moves each plays; `None`: the levels of [`super::opening_speeds`]), over `rounds`
/// rounds of both rules in turns. Empty where the AI cannot think on the reference's rules:
/// Rekushu keeps its reference for the tests and the playouts only, Cheversi has none.
pub fn ai_against_reference(
    kind: GameKind,
    size: usize,
    levels: Option<&[(u8, usize)]>,
    rounds: usize,
    seed: u64,
) -> Result<Vec<AiAgainstReference>, RulesError> {
    use crate::rules::reference;
    let levels = levels.unwrap_or(&OPENING_LEVELS);
    Ok(match kind {
        GameKind::Rush => ai_in_turns(
            &Rush::new(size)?,
            &reference::rush::Rush::new(size)?,
            levels,
            rounds,
            seed,
        ),
        GameKind::Quadrex => ai_in_turns(
            &Quadrex::new(size)?,
            &reference::quadrex::Quadrex::new(size)?,
            levels,
            rounds,
            seed,
        ),
        GameKind::Rekushu | GameKind::Cheversi => Vec::new(),
    })
}

fn ai_in_turns<A: Knowledge, B: Knowledge>(
    today: &A,
    reference: &B,
    levels: &[(u8, usize)],
    rounds: usize,
    seed: u64,
) -> Vec<AiAgainstReference> {
    let levels = levels
        .iter()
        .filter_map(|&(l, moves)| Some((Level::new(l)?, moves)));
    levels
        .map(|(level, moves)| {
            let [mut a, mut b] = [(0u64, Duration::ZERO); 2];
            for _ in 0..rounds {
                let (p, t) = opening_search(reference, level, moves, seed);
                b = (b.0 + p, b.1 + t);
                let (p, t) = opening_search(today, level, moves, seed);
                a = (a.0 + p, a.1 + t);
            }
            AiAgainstReference {
                kind: A::KIND,
                size: today.size(),
                level,
                reference_per_second: per_second(b.0, b.1),
                today_per_second: per_second(a.0, a.1),
            }
        })
        .collect()
}

/// A `level` AI on one thread plays the first `moves` moves from `start` against itself (see
/// [`opening_playouts`]): its playouts and the time they took.
fn opening_search<G: Knowledge>(
    start: &G,
    level: Level,
    moves: usize,
    seed: u64,
) -> (u64, Duration) {
    let params = Params {
        threads: 1,
        ..level.params()
    };
    let stop = AtomicBool::new(false);
    let think = |pos: &G, seed| {
        pos.to_move()?;
        Some(search(pos, level.budget(), params, seed, &stop))
    };
    opening_playouts(start.clone(), moves, seed, think, |pos, mv| {
        pos.play(mv).is_ok()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reference_is_timed_where_a_game_keeps_one_and_its_row_has_every_column() {
        let rush = against_reference(GameKind::Rush, 7, 0.05, 1).expect("a board");
        let rush = rush.expect("Rush keeps its reference");
        assert!(rush.reference_per_second > 0.0 && rush.today_per_second > 0.0);
        assert!(rush.bare_per_second > 0.0);
        let row = rush.row();
        let columns = AgainstReference::HEADER.split(',').count();
        assert_eq!(row.split(',').count(), columns, "{row}");
        assert!(row.starts_with("rush,7,"), "{row}");
        let cheversi = against_reference(GameKind::Cheversi, 8, 0.05, 1).expect("a board");
        assert!(cheversi.is_none(), "Cheversi's rules were not replaced");
    }

    #[test]
    fn the_ai_is_timed_on_both_rules_where_it_can_think_on_the_reference() {
        let rows = ai_against_reference(GameKind::Quadrex, 7, Some(&[(1, 2), (2, 1)]), 1, 1)
            .expect("a board");
        assert_eq!(
            rows.iter().map(|r| r.level.get()).collect::<Vec<_>>(),
            [1, 2]
        );
        for row in &rows {
            assert!(row.reference_per_second > 0.0 && row.today_per_second > 0.0);
            let text = row.row();
            let columns = AiAgainstReference::HEADER.split(',').count();
            assert_eq!(text.split(',').count(), columns, "{text}");
            assert!(
                text.starts_with(&format!("quadrex,7,{},", row.level.get())),
                "{text}"
            );
        }
        let rush = ai_against_reference(GameKind::Rush, 5, Some(&[(1, 1)]), 1, 1);
        assert_eq!(rush.expect("a board").len(), 1);
        for kind in [GameKind::Rekushu, GameKind::Cheversi] {
            let rows = ai_against_reference(kind, kind.default_size(), None, 1, 1);
            assert!(rows.expect("a board").is_empty(), "{kind:?}");
        }
    }
}
