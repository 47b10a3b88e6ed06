//! AI against AI: the match runner behind `quartet match`.

use super::{Budget, Knowledge, Level, Params, TreeKeeper};
use crate::rng::FastRng;
use crate::rules::cheversi::Cheversi;
use crate::rules::quadrex::Quadrex;
use crate::rules::rekushu::Rekushu;
use crate::rules::rush::Rush;
use crate::rules::{Game, GameKind, Outcome, RulesError, Side};
use std::sync::atomic::AtomicBool;

/// A player in a match: level 0 plays uniformly random legal moves.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Contender {
    pub level: u8,
    /// Override of the level's budget (tests use small fixed iteration budgets).
    pub budget: Option<Budget>,
    /// Override of the level's search parameters (for experiments).
    pub params: Option<Params>,
}

impl Contender {
    pub fn level(level: u8) -> Contender {
        Contender {
            level,
            budget: None,
            params: None,
        }
    }

    /// A fixed number of playouts per move with the given parameters (reproducible).
    pub fn fixed(iterations: u64, params: Params) -> Contender {
        Contender {
            level: Level::MAX,
            budget: Some(Budget {
                iterations,
                time: None,
            }),
            params: Some(params),
        }
    }
}

/// One experiment parameter of a player in `quartet match`: `name=value` after the level.
pub struct Override {
    pub name: &'static str,
    /// The values it takes, as the help shows them.
    pub values: &'static str,
    pub help: &'static str,
    set: fn(&mut Params, &mut Option<Budget>, f64),
}

/// Every parameter a player may override, once: the parser, its errors and the command
/// line's help all read this table (`docs/ai.md`, "Experiment parameters").
pub const OVERRIDES: &[Override] = &[
    Override {
        name: "rave",
        values: "N",
        help: "RAVE's equivalence before the game's scale (Rush's shipped 10,000 is rave=1000); 0: off",
        set: |p, _, x| p.rave = x,
    },
    Override {
        name: "explore",
        values: "X",
        help: "the exploration constant, before the game's scale",
        set: |p, _, x| p.exploration = x,
    },
    Override {
        name: "informed",
        values: "0|1",
        help: "the game's own playouts (1) or uniform random ones (0)",
        set: |p, _, x| p.informed = x != 0.0,
    },
    Override {
        name: "reuse",
        values: "0|1",
        help: "keep the tree between moves",
        set: |p, _, x| p.reuse = x != 0.0,
    },
    Override {
        name: "pie",
        values: "0|1",
        help: "Quadrex's swap decided by symmetry",
        set: |p, _, x| p.pie = x != 0.0,
    },
    Override {
        name: "expand",
        values: "N",
        help: "a leaf gets its children on its Nth visit",
        set: |p, _, x| p.expand_at = (x as u32).max(1),
    },
    Override {
        name: "threads",
        values: "N",
        help: "threads for one search (0: every core)",
        set: |p, _, x| p.threads = x as usize,
    },
    Override {
        name: "nodes",
        values: "N",
        help: "the most nodes the tree may hold",
        set: |p, _, x| p.max_nodes = (x as usize).max(1),
    },
    Override {
        name: "minimax",
        values: "X",
        help: "the game's implicit minimax weight times X (0: off)",
        set: |p, _, x| p.minimax = x,
    },
    Override {
        name: "pie_opening",
        values: "0|1",
        help: "Quadrex's opening valued as the swap leaves it",
        set: |p, _, x| p.experiments.pie_opening = x != 0.0,
    },
    Override {
        name: "rave_explore",
        values: "X",
        help: "the exploration's scale with RAVE, instead of the game's",
        set: |p, _, x| p.experiments.rave_exploration = Some(x),
    },
    Override {
        name: "rave_up_to",
        values: "N",
        help: "the largest playout budget searched with RAVE",
        set: |p, _, x| p.experiments.rave_up_to = Some(x as u64),
    },
    Override {
        name: "pace",
        values: "0|1",
        help: "the tree's growth paced to the budget",
        set: |p, _, x| p.experiments.pace = x != 0.0,
    },
    Override {
        name: "point_order",
        values: "0|1",
        help: "with RAVE, a node's children in the order of their points (0: shuffled)",
        set: |p, _, x| p.experiments.point_order = x != 0.0,
    },
    Override {
        name: "reference",
        values: "0|1",
        help: "think on the rules before issue 69 rewrote them (Rush, Quadrex; 0: today's)",
        set: |p, _, x| p.experiments.reference_rules = x != 0.0,
    },
    Override {
        name: "iterations",
        values: "N",
        help: "N playouts a move, no time cap",
        set: |_, b, x| {
            *b = Some(Budget {
                iterations: (x as u64).max(1),
                time: None,
            })
        },
    },
    Override {
        name: "ms",
        values: "N",
        help: "N milliseconds a move, no playout cap (for comparisons at equal time)",
        set: |_, b, x| {
            *b = Some(Budget {
                iterations: u64::MAX,
                time: Some(std::time::Duration::from_millis(x as u64)),
            })
        },
    },
];

/// The overrides as the command line's help shows them: one `name=values  what` a line.
pub fn overrides_help() -> String {
    OVERRIDES
        .iter()
        .map(|o| format!("  {}={}  {}", o.name, o.values, o.help))
        .collect::<Vec<_>>()
        .join("\n")
}

impl std::str::FromStr for Contender {
    type Err = String;

    /// A player as `quartet match` names it: `L` (level 0 to 10), `plain:L` (the baseline at
    /// level L's budget: [`Level::plain_params`]), either followed by `/` and a comma-separated
    /// list of `name=value` overrides for experiments, from [`OVERRIDES`].
    fn from_str(text: &str) -> Result<Contender, String> {
        let (player, overrides) = text.split_once('/').unwrap_or((text, ""));
        let (plain, level) = match player.strip_prefix("plain:") {
            Some(rest) => (true, rest),
            None => (false, player),
        };
        let bad_level =
            || format!("'{player}' is not a level: give 0 to 10, or plain:1 to plain:10");
        let level: u8 = level.trim().parse().map_err(|_| bad_level())?;
        if level > Level::MAX || (plain && level == 0) {
            return Err(bad_level());
        }
        let mut contender = Contender::level(level);
        if level == 0 {
            return match overrides.is_empty() {
                true => Ok(contender),
                false => Err("level 0 plays random moves: it takes no parameters".to_string()),
            };
        }
        let lvl = Level::new(level).unwrap_or_default();
        let mut params = if plain {
            lvl.plain_params()
        } else {
            lvl.params()
        };
        for item in overrides.split(',').filter(|i| !i.trim().is_empty()) {
            let (key, value) = item
                .split_once('=')
                .ok_or_else(|| format!("'{item}': write a parameter as name=value"))?;
            let number: f64 = value
                .trim()
                .parse()
                .map_err(|_| format!("'{item}': the value is not a number"))?;
            if !number.is_finite() || number < 0.0 {
                return Err(format!("'{item}': the value must be 0 or more"));
            }
            let name = key.trim();
            let Some(known) = OVERRIDES.iter().find(|o| o.name == name) else {
                let names: Vec<&str> = OVERRIDES.iter().map(|o| o.name).collect();
                return Err(format!("unknown parameter '{name}': {}", names.join(", ")));
            };
            (known.set)(&mut params, &mut contender.budget, number);
        }
        contender.params = Some(params);
        Ok(contender)
    }
}

/// Wins, draws and losses of A against B.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MatchResult {
    pub a_wins: u32,
    pub draws: u32,
    pub b_wins: u32,
}

impl MatchResult {
    pub fn games(&self) -> u32 {
        self.a_wins + self.draws + self.b_wins
    }

    /// A's score rate: wins plus half the draws, over the games.
    pub fn score_rate(&self) -> f64 {
        (self.a_wins as f64 + 0.5 * self.draws as f64) / self.games().max(1) as f64
    }

    /// A's Elo advantage and its 95% margin, from a Wilson score interval on the rate (which
    /// stays finite for a perfect score; the rate is clamped away from 0 and 1).
    pub fn elo(&self) -> (f64, f64) {
        let n = self.games().max(1) as f64;
        // A perfect score is clamped to half a game short of it (at least as for two games,
        // so that a single game still shows a direction and a margin).
        let clamp = |s: f64| s.clamp(0.5 / n.max(2.0), 1.0 - 0.5 / n.max(2.0));
        let elo = |s: f64| -400.0 * (1.0 / clamp(s) - 1.0).log10();
        let p = self.score_rate();
        let z = 1.96f64;
        let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
        let margin = (elo(centre + half) - elo(centre - half)) / 2.0;
        (elo(p), margin)
    }
}

/// How one game of a match ended, for A.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    AWins,
    Draw,
    BWins,
}

impl MatchResult {
    pub fn add(&mut self, r: GameResult) {
        match r {
            GameResult::AWins => self.a_wins += 1,
            GameResult::Draw => self.draws += 1,
            GameResult::BWins => self.b_wins += 1,
        }
    }
}

/// Plays `games` games of `kind` at `size` between A and B, colours alternating (A moves
/// first in the even games). Reproducible for a seed when no time cap is reached.
pub fn run_match(
    kind: GameKind,
    size: usize,
    a: Contender,
    b: Contender,
    games: u32,
    seed: u64,
) -> Result<MatchResult, RulesError> {
    run_match_on(kind, size, a, b, games, seed, 1, |_, _, _| {})
}

/// [`run_match`] on `threads` threads at once, each taking the next game not yet started;
/// `each` hears every game as it ends: its number, its result and the total so far. The
/// games are independent ([`match_game`]), so the total is `run_match`'s.
pub fn run_match_on(
    kind: GameKind,
    size: usize,
    a: Contender,
    b: Contender,
    games: u32,
    seed: u64,
    threads: usize,
    each: impl Fn(u32, GameResult, MatchResult) + Sync,
) -> Result<MatchResult, RulesError> {
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicU32, Ordering};
    // The size is the only thing a game can fail on: checked once, no game fails.
    kind.check_size(size)?;
    let next = AtomicU32::new(0);
    let total = Mutex::new(MatchResult::default());
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, games.max(1) as usize) {
            scope.spawn(|| {
                loop {
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    if g >= games {
                        break;
                    }
                    let Ok(r) = match_game(kind, size, a, b, g, seed) else {
                        continue;
                    };
                    // A panic in another thread's `each` leaves the counts whole.
                    let mut sum = total.lock().unwrap_or_else(|e| e.into_inner());
                    sum.add(r);
                    each(g, r, *sum);
                }
            });
        }
    });
    Ok(total.into_inner().unwrap_or_else(|e| e.into_inner()))
}

/// Whether the players can play `kind` as they ask: a player on the reference's rules
/// (`reference=1`) needs a game whose knowledge runs on them, so far Rush's and Quadrex's
/// ([`play_game_twin`]). Anywhere else the parameter would be ignored, so it is refused.
pub fn check_reference(kind: GameKind, players: [Contender; 2]) -> Result<(), String> {
    let asks = players.iter().any(|p| {
        p.params
            .is_some_and(|params| params.experiments.reference_rules)
    });
    match (asks, kind) {
        (true, GameKind::Rekushu | GameKind::Cheversi) => Err(format!(
            "reference=1: only the AIs of Rush and Quadrex can think on the rules before issue \
             69 so far, not {}'s",
            kind.name()
        )),
        _ => Ok(()),
    }
}

/// Game number `g` of a match: A moves first when `g` is even. Games are independent, so a
/// runner may play them in any order or in parallel.
pub fn match_game(
    kind: GameKind,
    size: usize,
    a: Contender,
    b: Contender,
    g: u32,
    seed: u64,
) -> Result<GameResult, RulesError> {
    let a_side = if g.is_multiple_of(2) {
        Side::First
    } else {
        Side::Second
    };
    let players = if a_side == Side::First {
        [a, b]
    } else {
        [b, a]
    };
    let game_seed = seed
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(u64::from(g));
    use crate::rules::reference;
    let outcome = match kind {
        GameKind::Rekushu => play_game(&Rekushu::new(size)?, players, game_seed),
        GameKind::Rush => play_game_twin(
            &Rush::new(size)?,
            &reference::rush::Rush::new(size)?,
            players,
            game_seed,
        ),
        GameKind::Quadrex => play_game_twin(
            &Quadrex::new(size)?,
            &reference::quadrex::Quadrex::new(size)?,
            players,
            game_seed,
        ),
        GameKind::Cheversi => play_game(&Cheversi::new(size)?, players, game_seed),
    };
    Ok(match outcome {
        Outcome::Win(s) if s == a_side => GameResult::AWins,
        Outcome::Win(_) => GameResult::BWins,
        _ => GameResult::Draw,
    })
}

/// Plays one game from `start`; `players[i]` moves for `Side::from_index(i)`, each keeping
/// its search trees between its moves when its parameters say so (`Params::reuse`). The game
/// ends early, with the same result, once the rules have decided it
/// (`Knowledge::decided_winner`).
pub fn play_game<G: Knowledge>(start: &G, players: [Contender; 2], seed: u64) -> Outcome {
    play_game_twin(start, start, players, seed)
}

/// [`play_game`] where a player whose parameters ask for the reference's rules
/// (`reference=1`) thinks on `twin`, the same start in the rules before they were rewritten
/// (`rules::reference`, issue 69); the game itself is `start`'s, and every move is played on
/// both.
pub fn play_game_twin<G: Knowledge, H: Knowledge<Move = G::Move>>(
    start: &G,
    twin: &H,
    players: [Contender; 2],
    seed: u64,
) -> Outcome {
    let mut rng = FastRng::new(seed);
    let (mut pos, mut twin) = (start.clone(), twin.clone());
    let stop = AtomicBool::new(false);
    let mut history: Vec<G::Move> = Vec::new();
    let mut keepers: [TreeKeeper<G>; 2] = Default::default();
    let mut twin_keepers: [TreeKeeper<H>; 2] = Default::default();
    // For each side, the length of `history` at its last search.
    let mut searched_at = [0usize; 2];
    while let Some(side) = pos.to_move() {
        if let Some(winner) = pos.decided_winner() {
            return Outcome::Win(winner);
        }
        let who = players[side.index()];
        let mv = if who.level == 0 {
            pos.random_move(&mut rng)
        } else {
            let level = Level::new(who.level).unwrap_or_default();
            let budget = who.budget.unwrap_or_else(|| level.budget());
            let since = &history[searched_at[side.index()]..];
            searched_at[side.index()] = history.len();
            let params = who.params.unwrap_or_else(|| level.params());
            let seed = seed ^ (history.len() as u64).wrapping_mul(0x2545_F491);
            match params.experiments.reference_rules {
                false => keepers[side.index()].search(&pos, since, budget, params, seed, &stop),
                true => {
                    twin_keepers[side.index()].search(&twin, since, budget, params, seed, &stop)
                }
            }
            .best
        };
        let Some(mv) = mv else { break };
        pos.play_unchecked(mv);
        twin.play_unchecked(mv);
        history.push(mv);
    }
    pos.outcome()
}
