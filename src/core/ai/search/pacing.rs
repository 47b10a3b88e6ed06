//! Pacing: when a search reads the clock, when it may stop before its budget is spent, and
//! how many nodes its tree may hold by then.

use super::tree::Tree;
use std::time::Duration;

/// How long a search may run: at most `iterations` playouts and at most `time`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub iterations: u64,
    pub time: Option<Duration>,
}

/// The search's checks (stop, time budget) come every this many playouts, early stops every
/// 256: always at the same playout counts, however the search is sliced.
pub(super) const CHECK_EVERY: u64 = 32;

/// How many playouts a time slice runs before it reads the clock again, after `done` of them
/// in `elapsed`: as many as the rate so far fits in a 64th of the `slice`, from 1 to 64.
pub(super) fn clock_interval(done: u64, elapsed: Duration, slice: Duration) -> u64 {
    let rate = done as f64 / elapsed.as_secs_f64().max(1e-9);
    ((rate * slice.as_secs_f64() / 64.0) as u64).clamp(1, 64)
}

/// Whether the root's most visited child is out of reach of the others for the iterations the
/// budget has left (estimated from the rate so far when time binds first).
pub(super) fn settled<M>(tree: &Tree<M>, done: u64, budget: Budget, elapsed: Duration) -> bool {
    let (mut best, mut second) = (0u32, 0u32);
    for c in tree.links[0].children() {
        let v = tree.visits[c] as u32;
        if v > best {
            second = best;
            best = v;
        } else if v > second {
            second = v;
        }
    }
    u64::from(best - second) > playouts_left(budget, done, elapsed)
}

/// The playouts `budget` has left after `done` in `elapsed` (estimated from the rate so far
/// when time binds first).
fn playouts_left(budget: Budget, done: u64, elapsed: Duration) -> u64 {
    let mut left = budget.iterations.saturating_sub(done);
    if let Some(t) = budget.time {
        let rate = done as f64 / elapsed.as_secs_f64().max(1e-6);
        left = left.min((rate * t.saturating_sub(elapsed).as_secs_f64()) as u64);
    }
    left
}

/// The most nodes the tree may hold after `done` playouts: `max_nodes` without `pace`
/// ([`super::mcts::Params::pace`]); with it, the share of `max_nodes` that the playouts done
/// by the next check are of all the budget's, and at least an eighth of it. A leaf due for expansion while the
/// tree is ahead of this schedule waits (playouts go on from it) until the schedule lets it
/// grow, so a long search fills the cap only near its end. A search with no playout cap and
/// no time cap is not paced.
pub(super) fn node_allowance(
    pace: bool,
    max_nodes: usize,
    budget: Budget,
    done: u64,
    elapsed: Duration,
) -> usize {
    let total = done.saturating_add(playouts_left(budget, done, elapsed));
    if !pace || total == u64::MAX {
        return max_nodes;
    }
    let share = ((done + CHECK_EVERY) as f64 / total.max(1) as f64).min(1.0);
    ((max_nodes as f64 * share) as usize).max(max_nodes / 8)
}

/// Whether the game is decided either way: after an eighth of the budget, the most visited
/// move wins (or the best the side to move has loses) in all but a few playouts. Playing on
/// changes nothing but the clock, so AI-against-AI games and won endgames go faster.
pub(super) fn decided<M>(tree: &Tree<M>, done: u64, budget: Budget, elapsed: Duration) -> bool {
    const SURE: f32 = 0.97;
    let spent_share = budget
        .time
        .map_or(0.0, |t| elapsed.as_secs_f64() / t.as_secs_f64().max(1e-6));
    if done < 2_000 || (done * 8 < budget.iterations && spent_share < 0.125) {
        return false;
    }
    let Some(best) = tree.links[0]
        .children()
        .max_by(|&a, &b| tree.visits[a].total_cmp(&tree.visits[b]))
    else {
        return false;
    };
    if tree.visits[best] < 500.0 {
        return false;
    }
    let value = tree.wins[best] / tree.visits[best];
    !(1.0 - SURE..=SURE).contains(&value)
}

#[cfg(test)]
mod tests {
    use super::clock_interval;
    use std::time::Duration;

    #[test]
    fn a_time_slice_reads_the_clock_about_64_times_a_slice_at_the_rate_so_far() {
        let ms = Duration::from_millis;
        // 100,000 playouts a second and an 8 ms slice: 800 a slice, the clock every 12.
        assert_eq!(clock_interval(1_000, ms(10), ms(8)), 12);
        // Twice the rate, twice the interval.
        assert_eq!(clock_interval(2_000, ms(10), ms(8)), 25);
        // Slow playouts (Rekushu in the browser): after each one.
        assert_eq!(clock_interval(3, ms(1), ms(8)), 1);
        // Very fast ones, or none timed yet: at most 64 between readings.
        assert_eq!(clock_interval(1_000_000, ms(1), ms(100)), 64);
        assert_eq!(clock_interval(1, Duration::ZERO, ms(8)), 64);
        // A zero slice: after each playout.
        assert_eq!(clock_interval(1_000, ms(10), Duration::ZERO), 1);
    }

    #[test]
    fn a_paced_tree_grows_with_its_budget_and_an_unpaced_one_fills_its_cap_early() {
        use crate::ai::{Budget, Params, Search, Slice};
        use crate::rules::Game;
        use crate::rules::quadrex::Quadrex;
        let Ok(start) = Quadrex::new(9) else {
            panic!("a 9x9 Quadrex board");
        };
        let budget = Budget {
            iterations: 20_000,
            time: None,
        };
        let nodes_at = |pace: bool| {
            let params = Params {
                experiments: crate::ai::Experiments {
                    pace,
                    ..Default::default()
                },
                max_nodes: 16_000,
                early_stop: false,
                ..Params::default()
            };
            let mut search = Search::new(&start, budget, params, 5);
            let mut nodes = Vec::new();
            for _ in 0..4 {
                search.step(Slice::Playouts(5_000));
                nodes.push(search.node_count());
            }
            nodes
        };
        // Unpaced, about ten nodes a playout fill the cap in the first quarter.
        let unpaced = nodes_at(false);
        assert!(unpaced[0] >= 15_900, "{unpaced:?}");
        // Paced: at each quarter of the budget at most that share of the cap (and one
        // expansion, 81 nodes, more), and still growing to the end.
        let paced = nodes_at(true);
        for (quarter, &n) in paced.iter().enumerate() {
            let share = 16_000 * (quarter + 1) * 5_032 / 20_000;
            assert!(n <= share + 81, "{paced:?}");
        }
        assert!(paced.windows(2).all(|w| w[1] > w[0]), "{paced:?}");
        assert!(paced[3] >= 15_000, "{paced:?}");
    }
}
