//! Random-playout speed: uniform random games from the empty board to the end, single thread;
//! and the AI's speed (`quartet bench --ai`, and the browser page's `?bench`).

use crate::ai::{Analysis, AnySearch, Level, Params, Slice, search_any};
use crate::rng::FastRng;
use crate::rules::cheversi::Cheversi;
use crate::rules::quadrex::Quadrex;
use crate::rules::rekushu::Rekushu;
use crate::rules::rush::Rush;
use crate::rules::{AnyGame, Game, GameKind, MatchOptions, RulesError};
use std::hint::black_box;
use std::sync::atomic::AtomicBool;
use std::time::Duration;
// The browser's `?bench` (`app::web::bench`) runs the AI's part here too; std's clock has no
// browser side.
use web_time::Instant;

mod reference;
pub use reference::{
    AgainstReference, AiAgainstReference, against_reference, ai_against_reference,
};

/// What one benchmark run measured.
#[derive(Clone, Debug)]
pub struct PlayoutSpeed {
    pub kind: GameKind,
    pub size: usize,
    pub playouts: u64,
    pub moves: u64,
    pub elapsed: Duration,
    /// Bare random fills of the same board per second, timed in turns with the playouts (see
    /// `BareFill` and [`TURN`]).
    pub bare_per_second: f64,
}

impl PlayoutSpeed {
    pub fn per_second(&self) -> f64 {
        per_second(self.playouts, self.elapsed)
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

/// Plays random games of `kind` at `size` for about `seconds` and counts them, and times bare
/// random fills of the same board in turns with them (see [`TURN`]).
pub fn playout_speed(
    kind: GameKind,
    size: usize,
    seconds: f64,
    seed: u64,
) -> Result<PlayoutSpeed, RulesError> {
    let budget = Duration::from_secs_f64(seconds.max(0.0));
    Ok(match kind {
        GameKind::Rekushu => playouts_beside_fills(&Rekushu::new(size)?, budget, seed),
        GameKind::Rush => playouts_beside_fills(&Rush::new(size)?, budget, seed),
        GameKind::Quadrex => playouts_beside_fills(&Quadrex::new(size)?, budget, seed),
        GameKind::Cheversi => playouts_beside_fills(&Cheversi::new(size)?, budget, seed),
    })
}

/// `count` things done in `elapsed`, per second.
fn per_second(count: u64, elapsed: Duration) -> f64 {
    count as f64 / elapsed.as_secs_f64().max(1e-9)
}

/// How long each of two loops timed against each other runs before the other has its turn.
/// On a shared machine whose speed drifts from second to second, loops timed in short turns
/// see the same stretches of it, so their ratio (the figure the benchmarks report) holds
/// still where two runs one after the other would each catch a different hour.
pub const TURN: Duration = Duration::from_millis(100);

/// Random playouts from `start` and bare fills of its board in turns, `budget` of each.
fn playouts_beside_fills<G: Game>(start: &G, budget: Duration, seed: u64) -> PlayoutSpeed {
    let mut bare = BareFill::new(start.size() * start.size(), seed);
    let mut rng = FastRng::new(seed);
    let (mut playouts, mut moves, mut elapsed) = (0u64, 0u64, Duration::ZERO);
    let (mut fills, mut fill_time) = (0u64, Duration::ZERO);
    while elapsed < budget {
        let turn = TURN.min(budget - elapsed);
        let (p, m, t) = time_playouts(start, turn, &mut rng);
        (playouts, moves, elapsed) = (playouts + p, moves + m, elapsed + t);
        let (f, t) = bare.run(turn);
        (fills, fill_time) = (fills + f, fill_time + t);
    }
    PlayoutSpeed {
        kind: G::KIND,
        size: start.size(),
        playouts,
        moves,
        elapsed,
        bare_per_second: per_second(fills, fill_time),
    }
}

/// Bare random fills of a board: the playout loop with no rules at all (shuffle the points,
/// place alternately), the yardstick for the rules' own cost; its state kept between turns.
struct BareFill {
    rng: FastRng,
    board: Vec<u8>,
    order: Vec<u16>,
}

impl BareFill {
    fn new(points: usize, seed: u64) -> BareFill {
        BareFill {
            rng: FastRng::new(seed),
            board: vec![0; points],
            order: (0..points as u16).collect(),
        }
    }

    /// Fills the board again and again for about `budget` (at least 16 times): the fills and
    /// the time they took.
    ///
    /// The loop works on locals and cannot panic: with the generator in `self`, the overflow
    /// checks of the test and benchmark build (a possible panic at every step) kept it in
    /// memory, and the yardstick ran a third as fast there as in the shipped build.
    fn run(&mut self, budget: Duration) -> (u64, Duration) {
        let mut rng = self.rng.clone();
        let (board, order) = (&mut self.board[..], &mut self.order[..]);
        let points = board.len().min(order.len());
        let t0 = Instant::now();
        let mut fills = 0u64;
        loop {
            for _ in 0..16 {
                board.fill(0);
                for i in 0..points {
                    let j = i.wrapping_add(crate::ai::below(&mut rng, points - i));
                    order.swap(i, j.min(points - 1));
                    if let Some(point) = board.get_mut(usize::from(order[i])) {
                        *point = 1 + (i & 1) as u8;
                    }
                }
                black_box(&board);
                fills += 1;
            }
            let elapsed = t0.elapsed();
            if elapsed >= budget {
                self.rng = rng;
                return (fills, elapsed);
            }
        }
    }
}

/// Runs `play` (one playout, answering its moves) for about `budget`, at least 16 times: how
/// many playouts, their moves, and the time they took.
fn timed(budget: Duration, mut play: impl FnMut() -> u64) -> (u64, u64, Duration) {
    let t0 = Instant::now();
    let (mut playouts, mut moves) = (0u64, 0u64);
    loop {
        for _ in 0..16 {
            moves += play();
            playouts += 1;
        }
        if t0.elapsed() >= budget {
            return (playouts, moves, t0.elapsed());
        }
    }
}

/// Random playouts from `start` for about `budget` (at least 16): how many, their moves, and
/// the time they took.
fn time_playouts<G: Game>(start: &G, budget: Duration, rng: &mut FastRng) -> (u64, u64, Duration) {
    timed(budget, || {
        let mut g = start.clone();
        let moves = g.random_playout(rng) as u64;
        black_box(g.outcome());
        moves
    })
}

/// The playouts `search` plays from its leaves, from `start` without its tree, for about
/// `budget` (at least 16; see [`crate::ai::Search::playout_alone`]): how many, and the time they took.
fn time_playouts_alone<G: crate::ai::Knowledge>(
    search: &mut crate::ai::Search<G>,
    start: &G,
    budget: Duration,
    rng: &mut FastRng,
) -> (u64, Duration) {
    let (playouts, _, elapsed) = timed(budget, || {
        black_box(search.playout_alone(&mut start.clone(), rng));
        0
    });
    (playouts, elapsed)
}

/// What `quartet bench --ai` measured for one game.
#[derive(Clone, Debug)]
pub struct AiSpeed {
    pub kind: GameKind,
    pub size: usize,
    /// Search iterations (one playout each) per second on one thread, from the empty board.
    pub search_playouts_per_second: f64,
    /// The same search with uniformly random playouts instead of the game's informed ones
    /// (Quadrex's cost more than `quartet bench`'s random playouts): the search's
    /// own cost apart from the playout policy's.
    pub uniform_search_playouts_per_second: f64,
    /// The same on every core (root-parallel), and the number of threads.
    pub parallel_playouts_per_second: f64,
    pub threads: usize,
    /// Each search's playouts per second (informed, then uniform playouts) as a share of the
    /// random playouts `quartet bench` plays, timed in turns with that search (see [`TURN`]).
    pub search_share: f64,
    pub uniform_search_share: f64,
    /// The search's own playouts (its policy, and RAVE's record where it uses RAVE) played
    /// from the empty board without the tree, timed in turns with the one-thread search, and
    /// the search's playouts as a share of them: what the tree itself costs.
    pub playouts_alone_per_second: f64,
    pub share_of_playouts_alone: f64,
    /// Those random playouts per second (over both turns' runs).
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
            "{} {} search {:.0} playouts/s on 1 thread ({:.0}% of the random playouts timed in \
             turns with it, {:.0}/s; {:.0}% of its own playouts without the tree, {:.0}/s; with \
             uniform playouts {:.0}, {:.0}%), {:.0} on {} threads \
             ({:.2}x); level 5 \
             median {:.0} ms, level 10 median {:.0} ms ({} positions); from the opening on 1 thread, level 5 {:.0} and level 10 {:.0} \
             playouts/s",
            self.kind.name(),
            self.size,
            self.search_playouts_per_second,
            100.0 * self.search_share,
            self.raw_playouts_per_second,
            100.0 * self.share_of_playouts_alone,
            self.playouts_alone_per_second,
            self.uniform_search_playouts_per_second,
            100.0 * self.uniform_search_share,
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
    use crate::ai::{Budget, Search, search};
    use std::sync::atomic::AtomicBool;
    let stop = AtomicBool::new(false);
    // Level 10's playout cap (its equivalence, in Rush, grown as at that level).
    let budget = Budget {
        iterations: crate::ai::Level::new(crate::ai::Level::MAX)
            .map_or(u64::MAX, |level| level.budget().iterations),
        time: Some(Duration::from_secs(2)),
    };
    let params = |threads: usize, informed: bool| Params {
        early_stop: false,
        threads,
        informed,
        ..Params::default()
    };
    // One thread's search in slices of `TURN`, with random playouts timed between them: the
    // search's playouts per second, and the random playouts' count and time.
    // With `alone`, also the search's own playouts without the tree, in turns of their own.
    let mut rng = FastRng::new(seed);
    let mut beside_random = |informed: bool, alone: bool| {
        let mut search = Search::new(start, budget, params(1, informed), seed);
        let (mut raw, mut raw_time) = (0u64, Duration::ZERO);
        let (mut own, mut own_time) = (0u64, Duration::ZERO);
        loop {
            let finished = search.step(Slice::Time(TURN));
            let (playouts, _, elapsed) = time_playouts(start, TURN, &mut rng);
            (raw, raw_time) = (raw + playouts, raw_time + elapsed);
            if alone {
                let (playouts, elapsed) = time_playouts_alone(&mut search, start, TURN, &mut rng);
                (own, own_time) = (own + playouts, own_time + elapsed);
            }
            if finished {
                break;
            }
        }
        let analysis = search.finish();
        (
            per_second(analysis.iterations, analysis.elapsed),
            raw,
            raw_time,
            per_second(own, own_time),
        )
    };
    let (search_playouts_per_second, n1, t1, playouts_alone_per_second) = beside_random(true, true);
    let (uniform_search_playouts_per_second, n2, t2, _) = beside_random(false, false);
    let threads = crate::ai::search::parallel::threads_for(&Params {
        threads: 0,
        ..Params::default()
    });
    let parallel = search(start, budget, params(threads, true), seed, &stop);
    let parallel_playouts_per_second = per_second(parallel.iterations, parallel.elapsed);
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
        search_share: search_playouts_per_second / per_second(n1, t1).max(1e-9),
        playouts_alone_per_second,
        share_of_playouts_alone: search_playouts_per_second / playouts_alone_per_second.max(1e-9),
        uniform_search_share: uniform_search_playouts_per_second / per_second(n2, t2).max(1e-9),
        raw_playouts_per_second: per_second(n1 + n2, t1 + t2),
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
    let [five, ten] = OPENING_LEVELS.map(|(level, moves)| (Level::new(level), moves));
    Ok([
        opening_speed(kind, size, five.0.unwrap_or_default(), five.1, seed, slice)?,
        opening_speed(kind, size, ten.0.unwrap_or_default(), ten.1, seed, slice)?,
    ])
}

/// The levels of [`opening_speeds`], each with how many opening moves it plays.
pub const OPENING_LEVELS: [(u8, usize); 2] = [(5, 4), (Level::MAX, 2)];

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
    let start = AnyGame::new(kind, size, MatchOptions::default())?;
    let params = Params {
        threads: 1,
        ..level.params()
    };
    let stop = AtomicBool::new(false);
    let think = |pos: &AnyGame, seed| {
        pos.to_move()?;
        Some(match slice {
            None => search_any(pos, level.budget(), params, seed, &stop),
            Some(slice) => {
                let mut search = AnySearch::new(pos, level.budget(), params, seed);
                while !search.step(Slice::Time(slice)) {}
                search.finish()
            }
        })
    };
    let play = |pos: &mut AnyGame, mv| pos.play(mv).is_ok();
    let (playouts, elapsed) = opening_playouts(start, moves, seed, think, play);
    Ok(per_second(playouts, elapsed))
}

/// An AI plays the first `moves` moves from `pos` against itself: `think` searches each
/// position (`None` once the game is over) with seed `seed + i` for move `i`, and `play` plays
/// its best move (false if refused). The searches' playouts and the time they took.
pub(crate) fn opening_playouts<P, M: Copy>(
    mut pos: P,
    moves: usize,
    seed: u64,
    mut think: impl FnMut(&P, u64) -> Option<Analysis<M>>,
    play: impl Fn(&mut P, M) -> bool,
) -> (u64, Duration) {
    let (mut playouts, mut elapsed) = (0u64, Duration::ZERO);
    for ply in 0..moves {
        let Some(analysis) = think(&pos, seed + ply as u64) else {
            break;
        };
        playouts += analysis.iterations;
        elapsed += analysis.elapsed;
        match analysis.best {
            Some(mv) if play(&mut pos, mv) => {}
            _ => break,
        }
    }
    (playouts, elapsed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_playout_benchmark_counts_whole_games_and_times_bare_fills_in_turns_with_them() {
        for kind in GameKind::ALL {
            // Three turns of each loop (the last one short).
            let speed = playout_speed(kind, kind.default_size(), 0.25, 1).expect("a board");
            assert_eq!((speed.kind, speed.size), (kind, kind.default_size()));
            // Every turn plays whole games, at least 16, each at least a move long.
            assert!(speed.playouts >= 3 * 16, "{kind:?}: {speed:?}");
            assert!(speed.moves >= speed.playouts, "{kind:?}: {speed:?}");
            assert!(
                speed.elapsed >= Duration::from_millis(250),
                "{kind:?}: {speed:?}"
            );
            assert!(speed.bare_per_second.is_finite() && speed.bare_per_second > 0.0);
        }
    }
}

/// The empty points still in play: for Rekushu those that touch an unclaimed tile (the
/// others stay empty for good), for Cheversi the placements left.
pub fn empties(g: &AnyGame) -> usize {
    let n = g.size();
    let points = (0..n * n).map(|i| crate::rules::Coord::new(i % n, i / n));
    match g {
        AnyGame::Cheversi(c) => c.plies_left(),
        AnyGame::Rekushu(r) => points.filter(|&at| r.is_placeable(at)).count(),
        _ => points.filter(|&at| g.stone_at(at).is_none()).count(),
    }
}

/// A position of a game going on with at most `empties` empty points ([`empties`]), reached
/// by uniformly random moves from the empty board: the first such of the games drawn from
/// `seed` on (a game that ends first is drawn again; an error after 10,000 such games).
pub fn random_position(
    kind: GameKind,
    size: usize,
    empties_left: usize,
    seed: u64,
) -> Result<AnyGame, RulesError> {
    random_match(kind, size, empties_left, seed).map(|m| m.position().clone())
}

/// [`random_position`] as a match, with the moves that lead to it.
pub fn random_match(
    kind: GameKind,
    size: usize,
    empties_left: usize,
    seed: u64,
) -> Result<crate::rules::Match, RulesError> {
    let start = crate::rules::Match::new(kind, Some(size), MatchOptions::default())?;
    let mut rng = FastRng::new(seed);
    for _ in 0..10_000 {
        let mut m = start.clone();
        while m.position().to_move().is_some() && empties(m.position()) > empties_left {
            let moves = m.position().legal_moves();
            let mv = moves[crate::ai::below(&mut rng, moves.len())];
            m.play(mv)?;
        }
        if m.position().to_move().is_some() {
            return Ok(m);
        }
    }
    Err(RulesError::Corrupt(format!(
        "no {} game of size {size} lasted until {empties_left} empty points were left",
        kind.name()
    )))
}

/// A position from a self-play game at mixed levels (2 to 6 a side, drawn from the seed, by
/// playouts alone): the first with at most `empties` empty points ([`empties`]), from the
/// games drawn from `seed` on (a game that ends first is drawn again; an error after 1,000).
pub fn self_play_position(
    kind: GameKind,
    size: usize,
    empties_left: usize,
    seed: u64,
) -> Result<AnyGame, RulesError> {
    let start = AnyGame::new(kind, size, MatchOptions::default())?;
    let stop = AtomicBool::new(false);
    for k in 0..1_000u64 {
        let seed = seed.wrapping_add(k).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let levels = [2 + (seed % 5) as u8, 2 + (seed / 5 % 5) as u8];
        let mut g = start.clone();
        let mut ply = 0u64;
        while let Some(side) = g.to_move() {
            if empties(&g) <= empties_left {
                return Ok(g);
            }
            let level = Level::new(levels[side.index()]).unwrap_or_default();
            let budget = crate::ai::Budget {
                iterations: level.budget().iterations,
                time: None,
            };
            let a = search_any(&g, budget, level.params(), seed ^ ply, &stop);
            let Some(mv) = a.best else { break };
            g.play(mv).map_err(|e| RulesError::Corrupt(e.to_string()))?;
            ply += 1;
        }
    }
    Err(RulesError::Corrupt(format!(
        "no {} game of size {size} lasted until {empties_left} empty points were left",
        kind.name()
    )))
}

/// The position `plies` moves before the end of a uniformly random game of `kind` (the game
/// drawn from `seed`, or the next one long enough): a position near an end, where the
/// remaining play is short along at least one line.
pub fn position_before_end(
    kind: GameKind,
    size: usize,
    plies: usize,
    seed: u64,
) -> Result<AnyGame, RulesError> {
    let start = AnyGame::new(kind, size, MatchOptions::default())?;
    let mut rng = FastRng::new(seed);
    loop {
        let mut line = vec![start.clone()];
        let mut g = start.clone();
        while g.to_move().is_some() {
            let moves = g.legal_moves();
            let mv = moves[crate::ai::below(&mut rng, moves.len())];
            g.play(mv).map_err(|e| RulesError::Corrupt(e.to_string()))?;
            line.push(g.clone());
        }
        if line.len() > plies {
            return Ok(line.swap_remove(line.len() - 1 - plies));
        }
    }
}

/// What `quartet bench --solve` measured: exact solutions of random positions, one thread.
#[derive(Clone, Debug)]
pub struct SolveSpeed {
    pub kind: GameKind,
    pub size: usize,
    pub empties: usize,
    /// Positions from self-play games rather than random moves.
    pub self_play: bool,
    /// Each position's time and nodes, where the solver settled every root move.
    pub solved: Vec<(f64, u64)>,
    /// Positions whose budget ran out first.
    pub unknown: usize,
}

impl SolveSpeed {
    /// `GAME SIZE EMPTIES`, then the positions, the median and worst time and the median nodes.
    pub fn line(&self) -> String {
        let mut secs: Vec<f64> = self.solved.iter().map(|s| s.0).collect();
        secs.sort_by(f64::total_cmp);
        let mut nodes: Vec<u64> = self.solved.iter().map(|s| s.1).collect();
        nodes.sort_unstable();
        let median = |v: &[f64]| v.get(v.len() / 2).copied().unwrap_or(f64::NAN);
        format!(
            "{} {} {} empties{}: {} positions solved, median {:.3} s, worst {:.3} s, median {} nodes, {} unknown",
            self.kind.name(),
            self.size,
            self.empties,
            if self.self_play { " (self-play)" } else { "" },
            self.solved.len(),
            median(&secs),
            secs.last().copied().unwrap_or(f64::NAN),
            nodes.get(nodes.len() / 2).copied().unwrap_or(0),
            self.unknown
        )
    }
}

/// Solves `positions` random positions ([`random_position`], or with `self_play`
/// [`self_play_position`]; seeds from `seed` on) with `empties` empty points each, every root
/// move's value, each within `budget`. Rekushu's
/// claims empty their corners again, so few empty points can still mean a long game: its
/// positions are `empties` moves before the end of a random game ([`position_before_end`]).
pub fn solve_speed(
    kind: GameKind,
    size: usize,
    empties_left: usize,
    positions: usize,
    seed: u64,
    budget: crate::ai::solve::SolveBudget,
    self_play: bool,
) -> Result<SolveSpeed, RulesError> {
    let mut out = SolveSpeed {
        kind,
        size,
        empties: empties_left,
        self_play,
        solved: Vec::new(),
        unknown: 0,
    };
    let stop = AtomicBool::new(false);
    for k in 0..positions {
        let seed = seed + k as u64 * 7919;
        let g = match kind {
            _ if self_play => self_play_position(kind, size, empties_left, seed)?,
            GameKind::Rekushu => position_before_end(kind, size, empties_left, seed)?,
            _ => random_position(kind, size, empties_left, seed)?,
        };
        let s = crate::ai::solve::solve_any(&g, budget, &stop);
        if s.moves.iter().all(|(_, v)| v.is_some()) {
            out.solved.push((s.secs, s.nodes));
        } else {
            out.unknown += 1;
        }
    }
    Ok(out)
}
