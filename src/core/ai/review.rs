//! A game's review: every position searched to a level's budget, each move judged by the win
//! chance its mover gave away, and each player's accuracy (`docs/ai.md`, "Review").
//!
//! Marks follow Lichess's thresholds on the mover's win chance: a drop of 10, 20 or 30 points
//! of 100 is an inaccuracy, a mistake or a blunder; the AI's own best move, or one that keeps
//! a value the solver proved, is "best"; a forced move is never marked. Accuracy is Lichess's
//! per-move formula on the same win chances, and a player's figure the mean of the plain and
//! the harmonic mean of their moves' (Lichess weighs the plain mean by the position's
//! volatility; we do not).

use super::Budget;
use super::search::mcts::{Analysis, Params, Search, Slice};
use super::solve::Solvable;
use super::{Knowledge, Level, TreeKeeper};
use crate::rules::cheversi::Cheversi;
use crate::rules::quadrex::Quadrex;
use crate::rules::rekushu::Rekushu;
use crate::rules::rush::Rush;
use crate::rules::{AnyGame, AnyMove, Match, Side};
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use web_time::Instant;

/// How a move is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mark {
    Best,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    pub const ALL: [Mark; 4] = [Mark::Best, Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    pub fn name(self) -> &'static str {
        match self {
            Mark::Best => "best",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }

    /// The annotation written after the move (`e5?!`); none for the best move.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Best => "",
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// The mark a drop of the mover's win chance (0 to 1) earns, if any.
    pub fn for_drop(drop: f64) -> Option<Mark> {
        // A hair under each threshold, so that 0.3 computed as 0.29999... still counts.
        const EPS: f64 = 1e-9;
        if drop >= 0.3 - EPS {
            Some(Mark::Blunder)
        } else if drop >= 0.2 - EPS {
            Some(Mark::Mistake)
        } else if drop >= 0.1 - EPS {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// What the search said of one position of the game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PositionEval<M> {
    /// The first side's win chance (a finished game: 1 won, 0.5 drawn, 0 lost).
    pub first_wins: f64,
    /// The AI's best move here and the line it expects from it (none once the game is over).
    pub best: Option<M>,
    pub line: Vec<M>,
    /// The most searched moves here and their share of the most searched one's visits (0 to
    /// 1), at most [`HOTTEST`], for the heat map; none where the solver settled it.
    pub top: Vec<(M, f32)>,
    /// Proven: by the exact solver, or the game is over.
    pub exact: bool,
    /// How many legal moves the side to move had.
    pub choices: usize,
    /// A game scored by a margin (Cheversi): the first side's expected final margin with the
    /// best move (exact where `exact`); `None` in the other games.
    #[serde(default)]
    pub first_margin: Option<f64>,
}

impl<M: Copy + PartialEq> PositionEval<M> {
    /// The evaluation of `pos` from its search's `analysis`.
    pub fn of<G: Solvable<Move = M>>(pos: &G, analysis: Analysis<M>) -> PositionEval<M> {
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        // A search's winrate and margin are for the side to move; a finished game's winrate
        // is for the first side.
        let first_wins = match pos.to_move() {
            Some(Side::Second) => 1.0 - analysis.winrate,
            _ => analysis.winrate,
        };
        let first_margin = match pos.to_move() {
            _ if !G::MARGIN => None,
            None => Some(f64::from(pos.final_value(Side::First))),
            Some(side) => analysis
                .moves
                .first()
                .and_then(|m| m.margin)
                .map(|m| margin_for(m, side)),
        };
        let line = match analysis.line.first() {
            Some(&first) if Some(first) == analysis.best => analysis.line,
            _ => analysis.best.into_iter().collect(),
        };
        PositionEval {
            first_wins,
            best: analysis.best,
            line,
            exact: analysis.solved,
            top: hottest(&analysis.moves),
            choices: legal.len(),
            first_margin,
        }
    }

    /// `side`'s expected final margin here (a game scored by a margin).
    pub fn margin(&self, side: Side) -> Option<f64> {
        self.first_margin.map(|m| margin_for(m, side))
    }

    /// The same evaluation with every move mapped by `f`.
    pub fn map_moves<N>(self, f: impl Fn(M) -> N) -> PositionEval<N> {
        PositionEval {
            first_wins: self.first_wins,
            best: self.best.map(&f),
            line: self.line.into_iter().map(&f).collect(),
            top: self.top.into_iter().map(|(mv, s)| (f(mv), s)).collect(),
            exact: self.exact,
            choices: self.choices,
            first_margin: self.first_margin,
        }
    }

    /// `side`'s win chance here.
    pub fn chance(&self, side: Side) -> f64 {
        match side {
            Side::First => self.first_wins,
            Side::Second => 1.0 - self.first_wins,
        }
    }
}

/// The first side's `margin` as `side` has it, or `side`'s as the first side has it: the
/// same for the first side, the other sign for the second.
fn margin_for(margin: f64, side: Side) -> f64 {
    match side {
        Side::First => margin,
        Side::Second => -margin,
    }
}

/// The most moves a position's heat map keeps.
pub const HOTTEST: usize = 12;

/// The most visited of `moves` (at most [`HOTTEST`], with a tenth of the most visited's
/// visits or more) and their share of its visits.
fn hottest<M: Copy>(moves: &[super::search::mcts::MoveStat<M>]) -> Vec<(M, f32)> {
    let most = moves.iter().map(|m| m.visits).max().unwrap_or(0).max(1) as f32;
    let mut stats: Vec<_> = moves.iter().collect();
    stats.sort_by_key(|m| std::cmp::Reverse(m.visits));
    stats
        .into_iter()
        .take(HOTTEST)
        .map(|m| (m.mv, m.visits as f32 / most))
        .filter(|&(_, share)| share >= 0.1)
        .collect()
}

/// One move of the game, judged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveReview<M> {
    /// 1 for the game's first move.
    pub ply: usize,
    pub side: Side,
    pub mv: M,
    /// The AI's best move in the position the move was played in, and its line.
    pub best: Option<M>,
    pub line: Vec<M>,
    /// The heat map of the position it was played in (see [`PositionEval::top`]).
    pub top: Vec<(M, f32)>,
    /// The mover's win chance before the move (with the best move) and after the move played.
    pub before: f64,
    pub after: f64,
    pub mark: Option<Mark>,
    /// The only legal move: never marked, and left out of the accuracy.
    pub forced: bool,
    /// Both chances proven exactly.
    pub exact: bool,
    /// A game scored by a margin (Cheversi): the mover's expected final margin before the
    /// move (with the best move) and after the move played; `None` in the other games.
    #[serde(default)]
    pub margin_before: Option<f64>,
    #[serde(default)]
    pub margin_after: Option<f64>,
}

impl<M> MoveReview<M> {
    /// The win chance the move gave away (0 when it gained).
    pub fn loss(&self) -> f64 {
        (self.before - self.after).max(0.0)
    }

    /// Lichess's accuracy of the move, 0 to 100, from the win chances in percent.
    pub fn accuracy(&self) -> f64 {
        let drop = 100.0 * (self.before - self.after);
        if drop <= 0.0 {
            return 100.0;
        }
        let raw = 103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * drop).exp()
            - 3.166_924_740_191_411;
        // Lichess's "uncertainty bonus" of one point.
        (raw + 1.0).clamp(0.0, 100.0)
    }
}

/// One player's moves, summed up.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct PlayerSummary {
    /// 0 to 100 (100 with no move to judge).
    pub accuracy: f64,
    /// The win chance given away per judged move, in points of 100.
    pub average_loss: f64,
    /// How many moves earned each mark, in [`Mark::ALL`]'s order.
    pub marks: [usize; 4],
    /// The moves judged (forced ones left out).
    pub judged: usize,
}

impl PlayerSummary {
    pub fn count(&self, mark: Mark) -> usize {
        self.marks[mark.index()]
    }
}

/// A reviewed game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review<M> {
    pub moves: Vec<MoveReview<M>>,
    /// By [`Side::index`].
    pub players: [PlayerSummary; 2],
}

impl<M> Review<M> {
    pub fn map_moves<N>(self, f: impl Fn(M) -> N) -> Review<N> {
        Review {
            moves: self
                .moves
                .into_iter()
                .map(|m| MoveReview {
                    ply: m.ply,
                    side: m.side,
                    mv: f(m.mv),
                    best: m.best.map(&f),
                    line: m.line.into_iter().map(&f).collect(),
                    top: m.top.into_iter().map(|(mv, s)| (f(mv), s)).collect(),
                    before: m.before,
                    after: m.after,
                    mark: m.mark,
                    forced: m.forced,
                    exact: m.exact,
                    margin_before: m.margin_before,
                    margin_after: m.margin_after,
                })
                .collect(),
            players: self.players,
        }
    }
}

/// Judges each of `moves` (its mover and the move) from the evaluations of the positions
/// before and after it: `evals[k]` is the position after `k` moves, so there is one more
/// evaluation than moves.
pub fn judge<M: Copy + PartialEq>(moves: &[(Side, M)], evals: &[PositionEval<M>]) -> Review<M> {
    let moves: Vec<MoveReview<M>> = moves
        .iter()
        .zip(evals.windows(2))
        .enumerate()
        .map(|(k, (&(side, mv), pair))| {
            let (here, next) = (&pair[0], &pair[1]);
            let forced = here.choices <= 1;
            let (before, after) = (here.chance(side), next.chance(side));
            // A move that keeps a proven value is as good as the best one.
            let keeps_proven = here.exact && next.exact && after >= before;
            let mark = if forced {
                None
            } else if here.best == Some(mv) || keeps_proven {
                Some(Mark::Best)
            } else {
                Mark::for_drop(before - after)
            };
            MoveReview {
                ply: k + 1,
                side,
                mv,
                best: here.best,
                line: here.line.clone(),
                top: here.top.clone(),
                before,
                after,
                mark,
                forced,
                exact: here.exact && next.exact,
                margin_before: here.margin(side),
                margin_after: next.margin(side),
            }
        })
        .collect();
    let players = players_of(&moves);
    Review { moves, players }
}

/// Each player's summary of `moves` (by [`Side::index`]).
pub fn players_of<M>(moves: &[MoveReview<M>]) -> [PlayerSummary; 2] {
    Side::BOTH.map(|side| summarize(moves.iter().filter(|m| m.side == side)))
}

fn summarize<'a, M: 'a>(moves: impl Iterator<Item = &'a MoveReview<M>>) -> PlayerSummary {
    let mut summary = PlayerSummary::default();
    let (mut sum, mut inverse_sum, mut loss) = (0.0, 0.0, 0.0);
    for m in moves.filter(|m| !m.forced) {
        let accuracy = m.accuracy();
        summary.judged += 1;
        sum += accuracy;
        inverse_sum += 1.0 / accuracy; // infinite for 0: the harmonic mean is then 0
        loss += 100.0 * m.loss();
        if let Some(mark) = m.mark {
            summary.marks[mark.index()] += 1;
        }
    }
    let n = summary.judged as f64;
    if summary.judged == 0 {
        summary.accuracy = 100.0;
    } else {
        summary.accuracy = (sum / n + n / inverse_sum) / 2.0;
        summary.average_loss = loss / n;
    }
    summary
}

/// A review in progress: the positions searched one after another, each search starting from
/// the tree of the one before (the subtree after the move played), run in slices
/// ([`Reviewer::step`], the browser's single thread) or all at once on several threads
/// ([`Reviewer::run`]).
pub struct Reviewer<G: Knowledge> {
    positions: Vec<G>,
    moves: Vec<(Side, G::Move)>,
    budget: Budget,
    params: Params,
    seed: u64,
    evals: Vec<PositionEval<G::Move>>,
    current: Option<Search<G>>,
    previous: Option<Search<G>>,
}

impl<G: Knowledge> Reviewer<G> {
    /// A review of the game from `start` through `moves` (each with its mover), searching
    /// each position with `level`'s budget and parameters on one thread. `None` if a move is
    /// illegal where it is played, or a mover is not the side to move.
    pub fn new(start: &G, moves: &[(Side, G::Move)], level: Level, seed: u64) -> Option<Self> {
        let mut positions = vec![start.clone()];
        let mut pos = start.clone();
        for &(side, mv) in moves {
            if pos.to_move() != Some(side) || pos.check(mv).is_err() {
                return None;
            }
            pos.play_unchecked(mv);
            positions.push(pos.clone());
        }
        Some(Reviewer {
            positions,
            moves: moves.to_vec(),
            budget: level.budget(),
            params: Params {
                threads: 1,
                reuse: true,
                ..level.params()
            },
            seed,
            evals: Vec::new(),
            current: None,
            previous: None,
        })
    }

    /// The positions to search (one more than the moves) and those searched so far.
    pub fn total(&self) -> usize {
        self.positions.len()
    }

    pub fn done(&self) -> usize {
        self.evals.len()
    }

    pub fn is_finished(&self) -> bool {
        self.evals.len() == self.positions.len()
    }

    /// Runs at most `limit` more of the review; returns whether it is finished. A time slice
    /// goes on to the next positions while its time lasts (the browser's frames are few: a
    /// position a frame would make a small board's review wait on them); a playout slice
    /// stays within one position.
    pub fn step(&mut self, limit: Slice) -> bool {
        let Slice::Time(time) = limit else {
            return self.step_position(limit);
        };
        let started = Instant::now();
        loop {
            let left = time.saturating_sub(started.elapsed());
            if left.is_zero() || self.step_position(Slice::Time(left)) {
                return self.is_finished();
            }
        }
    }

    /// [`Reviewer::step`] within the current position's search.
    fn step_position(&mut self, limit: Slice) -> bool {
        let k = self.evals.len();
        if k == self.positions.len() {
            return true;
        }
        let (budget, params, seed) = (self.budget, self.params, self.seed + k as u64);
        let search = match self.current.take() {
            Some(search) => search,
            None => match (self.previous.take(), k.checked_sub(1)) {
                (Some(previous), Some(last)) => Search::continue_from(
                    previous,
                    &[self.moves[last].1],
                    &self.positions[k],
                    budget,
                    params,
                    seed,
                ),
                _ => Search::new(&self.positions[k], budget, params, seed),
            },
        };
        let mut search = search;
        if search.step(limit) {
            let analysis = search.analysis();
            self.evals
                .push(PositionEval::of(&self.positions[k], analysis));
            self.previous = Some(search);
        } else {
            self.current = Some(search);
        }
        self.is_finished()
    }

    /// Searches every position left, each on `threads` threads (0: every core), until done
    /// or `stop` is set; returns whether it is finished.
    pub fn run(&mut self, threads: usize, stop: &AtomicBool) -> bool {
        self.run_counting(threads, stop, &AtomicUsize::new(0))
    }

    /// [`Reviewer::run`], storing into `done` how many positions are searched after each (for
    /// a progress bar on another thread).
    pub fn run_counting(&mut self, threads: usize, stop: &AtomicBool, done: &AtomicUsize) -> bool {
        let params = Params {
            threads,
            ..self.params
        };
        let mut keeper = TreeKeeper::default();
        // The positions already searched in slices are not searched again.
        let mut since: &[(Side, G::Move)] = &[];
        while self.evals.len() < self.positions.len() {
            let k = self.evals.len();
            let moves: Vec<G::Move> = since.iter().map(|&(_, mv)| mv).collect();
            let analysis = keeper.search(
                &self.positions[k],
                &moves,
                self.budget,
                params,
                self.seed + k as u64,
                stop,
            );
            if stop.load(Ordering::Relaxed) {
                return false;
            }
            self.evals
                .push(PositionEval::of(&self.positions[k], analysis));
            done.store(self.evals.len(), Ordering::Relaxed);
            since = &self.moves[k..(k + 1).min(self.moves.len())];
        }
        self.current = None;
        true
    }

    /// The evaluations of the positions searched so far, in order.
    pub fn evals(&self) -> &[PositionEval<G::Move>] {
        &self.evals
    }

    /// The review, once every position is searched.
    pub fn review(&self) -> Option<Review<G::Move>> {
        self.is_finished().then(|| judge(&self.moves, &self.evals))
    }
}

/// `line` from `pos` in notation, as far as its moves stay legal.
pub fn line_texts(pos: &AnyGame, line: &[AnyMove]) -> Vec<String> {
    let mut pos = pos.clone();
    line.iter()
        .map_while(|&mv| {
            let text = pos.format_move(mv);
            pos.play(mv).ok().map(|_| text)
        })
        .collect()
}

/// The line of `judged`, a move of `game`, in notation from the position it was played in.
pub fn line_notation(game: &Match, judged: &MoveReview<AnyMove>) -> Vec<String> {
    judged
        .ply
        .checked_sub(1)
        .and_then(|k| game.position_after(k))
        .map_or_else(Vec::new, |pos| line_texts(pos, &judged.line))
}

/// A [`Reviewer`] of any game, moves as [`AnyMove`].
pub enum AnyReviewer {
    Rekushu(Box<Reviewer<Rekushu>>),
    Rush(Box<Reviewer<Rush>>),
    Quadrex(Box<Reviewer<Quadrex>>),
    Cheversi(Box<Reviewer<Cheversi>>),
}

/// `$body` with `$r` bound to the game's own reviewer in `$any` and `$wrap` to the
/// [`AnyMove`] constructor of its moves.
macro_rules! with_reviewer {
    ($any:expr, $r:ident, $wrap:ident => $body:expr) => {
        match $any {
            AnyReviewer::Rekushu($r) => {
                let $wrap = AnyMove::Rekushu;
                $body
            }
            AnyReviewer::Rush($r) => {
                let $wrap = AnyMove::Rush;
                $body
            }
            AnyReviewer::Quadrex($r) => {
                let $wrap = AnyMove::Quadrex;
                $body
            }
            AnyReviewer::Cheversi($r) => {
                let $wrap = AnyMove::Cheversi;
                $body
            }
        }
    };
}

impl AnyReviewer {
    /// A review of the whole of `game` at `level` (`None` only if its moves were not its
    /// rules', which a match does not allow).
    pub fn new(game: &Match, level: Level, seed: u64) -> Option<AnyReviewer> {
        AnyReviewer::stretch(game, 0, game.len(), level, seed)
    }

    /// A review of the positions of `game` after `from` to `to` moves (a stretch of it, as a
    /// browser worker reviews its share), the first seeded `seed`; `None` if the range is not
    /// the game's.
    pub fn stretch(
        game: &Match,
        from: usize,
        to: usize,
        level: Level,
        seed: u64,
    ) -> Option<AnyReviewer> {
        let start = game.position_after(from)?;
        let plies = game.plies().get(from..to)?;
        macro_rules! typed {
            ($variant:ident, $g:expr) => {{
                let moves: Vec<_> = plies
                    .iter()
                    .filter_map(|p| match p.mv {
                        AnyMove::$variant(mv) => Some((p.mover, mv)),
                        _ => None,
                    })
                    .collect();
                Reviewer::new($g, &moves, level, seed).map(|r| AnyReviewer::$variant(Box::new(r)))
            }};
        }
        match start {
            AnyGame::Rekushu(g) => typed!(Rekushu, g),
            AnyGame::Rush(g) => typed!(Rush, g),
            AnyGame::Quadrex(g) => typed!(Quadrex, g),
            AnyGame::Cheversi(g) => typed!(Cheversi, g),
        }
    }

    pub fn total(&self) -> usize {
        with_reviewer!(self, r, _w => r.total())
    }

    pub fn done(&self) -> usize {
        with_reviewer!(self, r, _w => r.done())
    }

    pub fn is_finished(&self) -> bool {
        with_reviewer!(self, r, _w => r.is_finished())
    }

    pub fn step(&mut self, limit: Slice) -> bool {
        with_reviewer!(self, r, _w => r.step(limit))
    }

    pub fn run(&mut self, threads: usize, stop: &AtomicBool) -> bool {
        with_reviewer!(self, r, _w => r.run(threads, stop))
    }

    pub fn run_counting(&mut self, threads: usize, stop: &AtomicBool, done: &AtomicUsize) -> bool {
        with_reviewer!(self, r, _w => r.run_counting(threads, stop, done))
    }

    pub fn review(&self) -> Option<Review<AnyMove>> {
        with_reviewer!(self, r, wrap => r.review().map(|rv| rv.map_moves(wrap)))
    }

    /// The evaluations of the positions searched so far, in order.
    pub fn evals(&self) -> Vec<PositionEval<AnyMove>> {
        with_reviewer!(self, r, wrap => {
            r.evals().iter().map(|e| e.clone().map_moves(wrap)).collect()
        })
    }
}
