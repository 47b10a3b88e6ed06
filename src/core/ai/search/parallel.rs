//! Root-parallel search: each thread grows its own tree of the same position from its own
//! seed, and the roots' statistics are merged move by move at the end. The trees share
//! nothing while they grow, so the playouts per second scale with the cores; the merged
//! statistics choose the move. Plain threads, here in the AI only: the app's systems never
//! see them, and the browser build always searches on its one thread.

use super::mcts::{Analysis, MoveStat, Params, Search, Slice};
use crate::ai::Budget;
use crate::ai::Knowledge;
use std::collections::HashMap;
use std::sync::atomic::AtomicBool;

/// Searches `root` within `budget`; `stop` ends the search early (its best move so far is
/// returned). The same seed and an iteration budget give the same result. A [`Search`] run in
/// one step, or on `Params::threads` threads, each within the whole budget.
pub fn search<G: Knowledge>(
    root: &G,
    budget: Budget,
    params: Params,
    seed: u64,
    stop: &AtomicBool,
) -> Analysis<G::Move> {
    let threads = threads_for(&params);
    if threads > 1 {
        let mut searches: Vec<Search<G>> = (0..threads)
            .map(|t| Search::new(root, budget, params, thread_seed(seed, t)))
            .collect();
        return run_all(&mut searches, stop);
    }
    let mut search = Search::new(root, budget, params, seed);
    search.step_or_stop(Slice::Playouts(u64::MAX), stop);
    search.finish()
}

/// The number of threads a search with `params` uses: `Params::threads`, where 0 means one per
/// core; always 1 in the browser.
pub fn threads_for(params: &Params) -> usize {
    if cfg!(target_arch = "wasm32") {
        return 1;
    }
    match params.threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    }
}

/// The seed of thread `t` of a search seeded `seed` (thread 0 keeps it).
pub(in crate::ai) fn thread_seed(seed: u64, t: usize) -> u64 {
    seed ^ (t as u64).wrapping_mul(0xD1B5_4A32_D192_ED03)
}

/// Runs `searches` (of the same position) to their ends, one thread each (the first on the
/// calling thread), and merges their analyses. The searches stay, finished, for reuse.
pub(super) fn run_all<G: Knowledge>(
    searches: &mut [Search<G>],
    stop: &AtomicBool,
) -> Analysis<G::Move> {
    let run = |search: &mut Search<G>| {
        search.step_or_stop(Slice::Playouts(u64::MAX), stop);
        search.raw_analysis()
    };
    let analyses: Vec<Analysis<G::Move>> = match searches.split_first_mut() {
        None => Vec::new(),
        Some((first, [])) => vec![run(first)],
        Some((first, rest)) => std::thread::scope(|scope| {
            let handles: Vec<_> = rest
                .iter_mut()
                .map(|search| scope.spawn(move || run(search)))
                .collect();
            let mut analyses = vec![run(first)];
            for handle in handles {
                analyses.push(
                    handle
                        .join()
                        .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
                );
            }
            analyses
        }),
    };
    let merged = merge(analyses);
    match searches.first() {
        Some(search) => search.under_pie(merged),
        None => merged,
    }
}

/// One analysis from several searches of the same position: visits and results summed move by
/// move. A proven result (game over, a win at once, the solver's) is the same in every search
/// and is taken as it is.
pub fn merge<M: Copy + Eq + std::hash::Hash>(analyses: Vec<Analysis<M>>) -> Analysis<M> {
    let mut analyses = analyses.into_iter();
    let Some(first) = analyses.next() else {
        return Analysis {
            best: None,
            winrate: 0.5,
            moves: Vec::new(),
            iterations: 0,
            elapsed: std::time::Duration::ZERO,
            solved: false,
            nodes: 0,
            line: Vec::new(),
        };
    };
    if first.solved {
        return first;
    }
    let mut order: Vec<M> = Vec::new();
    // Per move: visits, and the sums of results and of margins weighed by visits.
    let mut totals: HashMap<M, (u64, f64, Option<f64>)> = HashMap::new();
    let (mut iterations, mut elapsed, mut nodes) = (0, first.elapsed, 0);
    let mut lines = Vec::new();
    for analysis in std::iter::once(first).chain(analyses) {
        let first_visits = analysis.moves.first().map_or(0, |m| m.visits);
        lines.push((analysis.line, first_visits));
        iterations += analysis.iterations;
        elapsed = elapsed.max(analysis.elapsed);
        nodes += analysis.nodes;
        for stat in analysis.moves {
            let total = totals.entry(stat.mv).or_insert_with(|| {
                order.push(stat.mv);
                (0, 0.0, None)
            });
            total.0 += u64::from(stat.visits);
            total.1 += stat.value * f64::from(stat.visits);
            if let Some(margin) = stat.margin {
                total.2 = Some(total.2.unwrap_or(0.0) + margin * f64::from(stat.visits));
            }
        }
    }
    let mut moves: Vec<MoveStat<M>> = order
        .into_iter()
        .map(|mv| {
            let (visits, wins, margins) = totals[&mv];
            MoveStat {
                mv,
                visits: visits.min(u64::from(u32::MAX)) as u32,
                value: if visits > 0 {
                    wins / visits as f64
                } else {
                    0.0
                },
                margin: margins.filter(|_| visits > 0).map(|m| m / visits as f64),
            }
        })
        .collect();
    moves.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.value.total_cmp(&a.value)));
    let best = moves.first().map(|m| m.mv);
    // The line of the tree that visited the merged best move the most.
    let line = lines
        .into_iter()
        .filter(|(line, _)| line.first().copied() == best)
        .max_by_key(|&(_, visits)| visits)
        .map(|(line, _)| line)
        .unwrap_or_default();
    Analysis {
        best,
        line,
        winrate: moves.first().map_or(0.5, |m| m.value),
        moves,
        iterations,
        elapsed,
        solved: false,
        nodes,
    }
}
