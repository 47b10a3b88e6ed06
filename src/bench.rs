//! Random-playout speed: uniform random games from the empty board to the end, single thread;
//! and the AI's speed (`quartet bench --ai`, and the browser page's `?bench`).

use crate::ai::{AnySearch, Level, Params, Slice, search_any};
use crate::rng::FastRng;
use crate::rules::cheversi::Cheversi;
use crate::rules::quadrex::Quadrex;
use crate::rules::rekushu::Rekushu;
use crate::rules::rush::Rush;
use crate::rules::{AnyGame, Game, GameKind, MatchOptions, RulesError};
use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
// The browser's `?bench` (`app::bench_page`) runs the AI's part here too; std's clock has no
// browser side.
use web_time::Instant;

/// What one benchmark run measured.
#[derive(Clone, Debug)]
pub struct PlayoutSpeed {
    pub kind: GameKind,
    pub size: usize,
    pub playouts: u64,
    pub moves: u64,
    pub elapsed: Duration,
    /// Bare random fills of the same board per second (see [`bare_fill_speed`]).
    pub bare_per_second: f64,
}

impl PlayoutSpeed {
    pub fn per_second(&self) -> f64 {
        self.playouts as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// The rules' share of the speed: playouts as a share of bare random fills.
    pub fn share_of_bare(&self) -> f64 {
        self.per_second() / self.bare_per_second.max(1e-9)
    }

    /// The line `quartet bench` prints: `GAME SIZE PLAYOUTS_PER_SECOND`, then the share of a
    /// bare random fill of the same board.
    pub fn line(&self) -> String {
        format!(
            "{} {} {:.0} playouts/s, {:.1}% of a bare random fill ({:.0}/s)",
            self.kind.name(),
            self.size,
            self.per_second(),
            100.0 * self.share_of_bare(),
            self.bare_per_second
        )
    }
}

/// Plays random games of `kind` at `size` for about `seconds` and counts them.
pub fn playout_speed(
    kind: GameKind,
    size: usize,
    seconds: f64,
    seed: u64,
) -> Result<PlayoutSpeed, RulesError> {
    let budget = Duration::from_secs_f64(seconds.max(0.0));
    let (playouts, moves, elapsed) = match kind {
        GameKind::Rekushu => time_playouts(&Rekushu::new(size)?, budget, seed),
        GameKind::Rush => time_playouts(&Rush::new(size)?, budget, seed),
        GameKind::Quadrex => time_playouts(&Quadrex::new(size)?, budget, seed),
        GameKind::Cheversi => time_playouts(&Cheversi::new(size)?, budget, seed),
    };
    let points = match kind {
        GameKind::Cheversi => 64,
        _ => size * size,
    };
    Ok(PlayoutSpeed {
        kind,
        size,
        playouts,
        moves,
        elapsed,
        bare_per_second: bare_fill_speed(points, budget, seed),
    })
}

/// Bare random fills per second of a board of `points` points, timed for `budget`: the
/// playout loop with no rules at all (shuffle the points, place alternately). The yardstick
/// for the rules' own cost.
pub fn bare_fill_speed(points: usize, budget: Duration, seed: u64) -> f64 {
    let mut rng = FastRng::new(seed);
    let mut board = vec![0u8; points];
    let mut order: Vec<u16> = (0..points as u16).collect();
    let t0 = Instant::now();
    let mut fills = 0u64;
    loop {
        for _ in 0..16 {
            board.fill(0);
            for i in 0..points {
                let j = i + crate::ai::below(&mut rng, points - i);
                order.swap(i, j);
                board[usize::from(order[i])] = 1 + (i & 1) as u8;
            }
            black_box(&board);
            fills += 1;
        }
        let elapsed = t0.elapsed();
        if elapsed >= budget {
            return fills as f64 / elapsed.as_secs_f64().max(1e-9);
        }
    }
}

fn time_playouts<G: Game>(start: &G, budget: Duration, seed: u64) -> (u64, u64, Duration) {
    let mut rng = FastRng::new(seed);
    let t0 = Instant::now();
    let (mut playouts, mut moves) = (0u64, 0u64);
    loop {
        for _ in 0..16 {
            let mut g = start.clone();
            moves += g.random_playout(&mut rng) as u64;
            black_box(g.outcome());
            playouts += 1;
        }
        if t0.elapsed() >= budget {
            return (playouts, moves, t0.elapsed());
        }
    }
}

/// What `quartet bench --ai` measured for one game.
#[derive(Clone, Debug)]
pub struct AiSpeed {
    pub kind: GameKind,
    pub size: usize,
    /// Search iterations (one playout each) per second on one thread, from the empty board.
    pub search_playouts_per_second: f64,
    /// The same search with uniformly random playouts instead of the game's informed ones
    /// (Rekushu's and Quadrex's cost more than `quartet bench`'s random playouts): the search's
    /// own cost apart from the playout policy's.
    pub uniform_search_playouts_per_second: f64,
    /// The same on every core (root-parallel), and the number of threads.
    pub parallel_playouts_per_second: f64,
    pub threads: usize,
    /// Bare random playouts per second (as `quartet bench`), for the search's share of them.
    pub raw_playouts_per_second: f64,
    /// Median wall time of a level-5 and of a level-10 move over the sampled positions.
    pub level5_median: Duration,
    pub level10_median: Duration,
    pub positions: usize,
    /// Playouts per second of a level-5 and a level-10 AI on one thread over the first moves
    /// of a game against itself (4 and 2 moves): what the browser's test measures there.
    pub level5_opening_playouts_per_second: f64,
    pub level10_opening_playouts_per_second: f64,
}

impl AiSpeed {
    pub fn line(&self) -> String {
        format!(
            "{} {} search {:.0} playouts/s on 1 thread ({:.0}% of {:.0} random playouts/s; \
             with uniform playouts {:.0}, {:.0}%), {:.0} on {} threads ({:.2}x); level 5 \
             median {:.0} ms, level 10 median {:.0} ms ({} positions); from the opening on 1 thread, level 5 {:.0} and level 10 {:.0} \
             playouts/s",
            self.kind.name(),
            self.size,
            self.search_playouts_per_second,
            100.0 * self.search_playouts_per_second / self.raw_playouts_per_second.max(1e-9),
            self.raw_playouts_per_second,
            self.uniform_search_playouts_per_second,
            100.0 * self.uniform_search_playouts_per_second
                / self.raw_playouts_per_second.max(1e-9),
            self.parallel_playouts_per_second,
            self.threads,
            self.parallel_playouts_per_second / self.search_playouts_per_second.max(1e-9),
            self.level5_median.as_secs_f64() * 1000.0,
            self.level10_median.as_secs_f64() * 1000.0,
            self.positions,
            self.level5_opening_playouts_per_second,
            self.level10_opening_playouts_per_second,
        )
    }
}

/// Times the AI on `positions` positions spread over a random game.
pub fn ai_speed(
    kind: GameKind,
    size: usize,
    positions: usize,
    seed: u64,
) -> Result<AiSpeed, RulesError> {
    let opening = opening_speeds(kind, size, seed, None)?;
    Ok(match kind {
        GameKind::Rekushu => time_ai(&Rekushu::new(size)?, positions, seed, opening),
        GameKind::Rush => time_ai(&Rush::new(size)?, positions, seed, opening),
        GameKind::Quadrex => time_ai(&Quadrex::new(size)?, positions, seed, opening),
        GameKind::Cheversi => time_ai(&Cheversi::new(size)?, positions, seed, opening),
    })
}

/// `opening`: the figures of [`opening_speeds`].
fn time_ai<G: crate::ai::Knowledge>(
    start: &G,
    positions: usize,
    seed: u64,
    opening: [f64; 2],
) -> AiSpeed {
    use crate::ai::{Budget, search};
    use std::sync::atomic::AtomicBool;
    let stop = AtomicBool::new(false);
    let rate = |threads: usize, informed: bool| {
        let params = Params {
            early_stop: false,
            threads,
            informed,
            ..Params::default()
        };
        // (A playout cap as large as RAVE goes: the search measured is the one with RAVE.)
        let budget = Budget {
            iterations: G::RAVE_UP_TO,
            time: Some(Duration::from_secs(2)),
        };
        let speed = search(start, budget, params, seed, &stop);
        speed.iterations as f64 / speed.elapsed.as_secs_f64().max(1e-9)
    };
    let search_playouts_per_second = rate(1, true);
    let uniform_search_playouts_per_second = rate(1, false);
    let threads = crate::ai::parallel::threads_for(&Params {
        threads: 0,
        ..Params::default()
    });
    let parallel_playouts_per_second = rate(threads, true);
    let (raw_playouts, _, raw_elapsed) = time_playouts(start, Duration::from_secs(1), seed);
    let raw_playouts_per_second = raw_playouts as f64 / raw_elapsed.as_secs_f64().max(1e-9);
    // Positions from the opening to the end of a random game.
    let mut rng = FastRng::new(seed);
    let mut game = vec![start.clone()];
    let mut pos = start.clone();
    while let Some(mv) = pos.random_move(&mut rng) {
        pos.play_unchecked(mv);
        game.push(pos.clone());
    }
    let ongoing: Vec<&G> = game.iter().filter(|g| g.to_move().is_some()).collect();
    let picks: Vec<&G> = (0..positions.max(1))
        .map(|i| ongoing[i * ongoing.len() / positions.max(1)])
        .collect();
    let median = |level: u8| {
        let level = Level::new(level).unwrap_or_default();
        let mut times: Vec<Duration> = picks
            .iter()
            .map(|p| search(*p, level.budget(), level.params(), seed, &stop).elapsed)
            .collect();
        times.sort();
        times[times.len() / 2]
    };
    AiSpeed {
        kind: G::KIND,
        size: start.size(),
        search_playouts_per_second,
        uniform_search_playouts_per_second,
        parallel_playouts_per_second,
        threads,
        raw_playouts_per_second,
        level5_median: median(5),
        level10_median: median(10),
        positions: picks.len(),
        level5_opening_playouts_per_second: opening[0],
        level10_opening_playouts_per_second: opening[1],
    }
}

/// The two opening figures `quartet bench --ai` and the browser's `?bench` report, as the
/// browser's test measures during play: [`opening_speed`] of level 5 over the first 4 moves and
/// of level 10 over the first 2.
pub fn opening_speeds(
    kind: GameKind,
    size: usize,
    seed: u64,
    slice: Option<Duration>,
) -> Result<[f64; 2], RulesError> {
    let top = Level::new(Level::MAX).unwrap_or_default();
    Ok([
        opening_speed(kind, size, Level::DEFAULT, 4, seed, slice)?,
        opening_speed(kind, size, top, 2, seed, slice)?,
    ])
}

/// The AI's speed as the browser's test measures it during play: a `level` AI on one thread
/// plays the first `moves` moves of a `kind` game at `size` against itself (search `i` with
/// seed `seed + i`), in playouts per second of search. `slice`: the search advances that much
/// at a time, as the browser's game runs it (here without frames between the slices); `None`:
/// in one go, as on the desktop. With the same seed both search the same trees unless a
/// level's time cap ends a search first.
pub fn opening_speed(
    kind: GameKind,
    size: usize,
    level: Level,
    moves: usize,
    seed: u64,
    slice: Option<Duration>,
) -> Result<f64, RulesError> {
    let mut pos = AnyGame::new(kind, size, MatchOptions::default())?;
    let params = Params {
        threads: 1,
        ..level.params()
    };
    let stop = AtomicBool::new(false);
    let (mut playouts, mut elapsed) = (0u64, Duration::ZERO);
    for ply in 0..moves {
        if pos.to_move().is_none() {
            break;
        }
        let seed = seed + ply as u64;
        let analysis = match slice {
            None => search_any(&pos, level.budget(), params, seed, &stop),
            Some(slice) => {
                let mut search = AnySearch::new(&pos, level.budget(), params, seed);
                while !search.step(Slice::Time(slice)) {}
                search.finish()
            }
        };
        playouts += analysis.iterations;
        elapsed += analysis.elapsed;
        match analysis.best {
            Some(mv) if pos.play(mv).is_ok() => {}
            _ => break,
        }
    }
    Ok(playouts as f64 / elapsed.as_secs_f64().max(1e-9))
}
