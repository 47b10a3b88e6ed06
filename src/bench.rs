//! Random-playout speed: uniform random games from the empty board to the end, single thread.

use crate::rng::FastRng;
use crate::rules::cheversi::Cheversi;
use crate::rules::quadrex::Quadrex;
use crate::rules::rekushu::Rekushu;
use crate::rules::rush::Rush;
use crate::rules::{Game, GameKind, RulesError};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// What one benchmark run measured.
#[derive(Clone, Debug)]
pub struct PlayoutSpeed {
    pub kind: GameKind,
    pub size: usize,
    pub playouts: u64,
    pub moves: u64,
    pub elapsed: Duration,
}

impl PlayoutSpeed {
    pub fn per_second(&self) -> f64 {
        self.playouts as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// The line `quartet bench` prints: `GAME SIZE PLAYOUTS_PER_SECOND`.
    pub fn line(&self) -> String {
        format!(
            "{} {} {:.0}",
            self.kind.name(),
            self.size,
            self.per_second()
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
    Ok(PlayoutSpeed {
        kind,
        size,
        playouts,
        moves,
        elapsed,
    })
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
