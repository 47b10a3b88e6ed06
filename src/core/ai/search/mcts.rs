//! Monte Carlo tree search over any [`Game`], with the game's own knowledge plugged in through
//! [`Knowledge`]: UCT selection, lazy expansion, playouts by the game's policy, and a stop
//! that can come at any moment. A [`Search`] runs in slices (a number of playouts or a
//! duration at a time) and can be asked for its best move between them; [`crate::ai::search`] runs one to
//! the end at once.

use super::pacing::{Budget, CHECK_EVERY, clock_interval, decided, node_allowance, settled};
use super::select::{select, select_plain};
use super::tree::{Kept, MAX_CHILDREN, Tree};
use crate::ai::Knowledge;
use crate::rng::FastRng;
use crate::rules::{Outcome, Side};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use web_time::Instant;

/// Tunable constants of the search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Params {
    /// UCT exploration constant.
    pub exploration: f64,
    /// Take a move that wins at once.
    pub shortcuts: bool,
    /// Play exactly where the exact solver settles the position within a share of the move's
    /// budget (see [`crate::ai::solve::exact_move`]).
    pub solver: bool,
    /// Play out with the game's own playout policy, not uniformly random moves.
    pub informed: bool,
    /// RAVE's equivalence: the number of visits at which a move's own results and its
    /// all-moves-as-first results weigh the same (0: no RAVE), before the game's
    /// [`Knowledge::RAVE_EQUIVALENCE_SCALE`] and its growth with the budget
    /// ([`Knowledge::RAVE_EQUIVALENCE_GROWS_FROM`]). Used in the games whose moves take points
    /// ([`Knowledge::RAVE`]).
    pub rave: f64,
    /// Stop as soon as the most visited move cannot be overtaken in the budget left (the move
    /// played is the same; the statistics have fewer visits).
    pub early_stop: bool,
    /// A leaf gets its children on this visit (2: on its second). Later expansion keeps the
    /// tree shallower, and each playout's walk through it shorter.
    pub expand_at: u32,
    /// Keep the tree between moves ([`crate::ai::TreeKeeper`]): the subtree after the moves
    /// played since the last search becomes the next search's start.
    pub reuse: bool,
    /// Threads for a whole search ([`crate::ai::search`]): each grows its own tree within the whole
    /// budget and their statistics are merged (see [`super::parallel`]); 0 means one per core.
    /// A [`Search`] run in slices, and the browser build, always use one.
    pub threads: usize,
    /// The most nodes the tree may hold (memory: about 40 bytes a node); past it, leaves are
    /// no longer expanded and the search goes on by playouts from them.
    pub max_nodes: usize,
    /// Decide the pie rule's move ([`Knowledge::pie_move`], Quadrex's swap) by symmetry: the
    /// search looks only at the other moves and plays the pie move when the best of them is
    /// worth less than half ([`decide_pie`]). Off: the pie move is searched like any other.
    pub pie: bool,
    /// Implicit minimax backups (Lanctot, Winands, Pepels and Sturtevant, 2014) in the games
    /// with a heuristic ([`Knowledge::move_heuristic`], Rekushu): each node also keeps the
    /// negamax of the heuristic values of the positions below it in the tree, and selection
    /// (with RAVE) weighs it against the playouts' value by the game's
    /// [`Knowledge::MINIMAX_WEIGHT`] times this (0: off).
    pub minimax: f64,
    /// Choices that every level makes the same way, kept apart so that experiments
    /// (`quartet match`'s player overrides) can change them.
    pub experiments: Experiments,
}

/// The search's choices that no level varies: each is on (or unset) as shipped, and exists to
/// be measured against its alternative (`docs/ai.md`, "Experiment parameters").
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Experiments {
    /// With `pie`, also value the moves the other side may answer with the pie move (Quadrex's
    /// opening) as [`fold_opening`] says. Off (for experiments): they are searched as any
    /// other move, and so is the pie move below the root.
    pub pie_opening: bool,
    /// For experiments: the exploration's scale in searches with RAVE, instead of the game's
    /// [`Knowledge::RAVE_EXPLORATION_SCALE`].
    pub rave_exploration: Option<f64>,
    /// For experiments: the largest playout budget searched with RAVE (a larger one leaves it
    /// out); `None`: every budget.
    pub rave_up_to: Option<u64>,
    /// Pace the tree's growth to its budget: the tree may hold a share of `max_nodes` that
    /// grows with the share of the budget's playouts done (never less than an eighth of it),
    /// so that a long search still has room to grow near its end instead of filling the cap
    /// early and refining a tree that no longer deepens (see [`node_allowance`]).
    pub pace: bool,
    /// With RAVE, keep a node's children in the order of their points (rotated at random)
    /// rather than shuffled, so that RAVE's update adds the statistics of neighbouring points
    /// as vectors ([`super::rave::update`]). Off (for experiments): shuffled, as plain UCT's.
    pub point_order: bool,
    /// For experiments (issue 69): the player thinks on the rules as they were before they
    /// were rewritten (`rules::reference`), where the game keeps them; `quartet match` sets
    /// such a player against one on today's rules. The search itself reads nothing here.
    pub reference_rules: bool,
}

impl Default for Experiments {
    fn default() -> Self {
        Experiments {
            pie_opening: true,
            rave_exploration: None,
            rave_up_to: None,
            pace: true,
            point_order: true,
            reference_rules: false,
        }
    }
}

impl Params {
    /// The baseline every improvement is measured against: plain UCT with uniformly random
    /// playouts, no RAVE and no game knowledge (no solver); only the generic check for a move
    /// that wins at once stays, as `shortcuts` says.
    pub fn plain(shortcuts: bool) -> Params {
        Params {
            exploration: 0.35,
            shortcuts,
            solver: false,
            informed: false,
            rave: 0.0,
            early_stop: true,
            expand_at: 2,
            reuse: false,
            threads: 1,
            max_nodes: MAX_NODES,
            pie: false,
            minimax: 0.0,
            experiments: Experiments {
                pie_opening: false,
                pace: false,
                ..Experiments::default()
            },
        }
    }
}

impl Default for Params {
    fn default() -> Self {
        Params {
            exploration: 0.35,
            shortcuts: true,
            solver: true,
            informed: true,
            rave: 1000.0,
            early_stop: true,
            expand_at: 8,
            // Not shown to win at equal time (`docs/ai.md`, "Tree, memory and pacing"): off.
            reuse: false,
            threads: 1,
            max_nodes: MAX_NODES,
            pie: true,
            minimax: 1.0,
            experiments: Experiments::default(),
        }
    }
}

/// One candidate move as the search saw it.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct MoveStat<M> {
    pub mv: M,
    pub visits: u32,
    /// Average result for the side to move (1 win, 0.5 draw, 0 loss).
    pub value: f64,
    /// A game scored by a margin (Cheversi): the final margin the side to move can expect
    /// after the move (the playouts' mean, or the solver's exact margin); `None` otherwise.
    pub margin: Option<f64>,
}

/// What a search found: the best move, a win-probability estimate for the side to move, and
/// the statistics of the moves it looked at, most visited first.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Analysis<M> {
    pub best: Option<M>,
    pub winrate: f64,
    pub moves: Vec<MoveStat<M>>,
    pub iterations: u64,
    pub elapsed: Duration,
    /// The result was proven by exact search (the winrate is then 1, 0.5 or 0).
    pub solved: bool,
    /// How many nodes the search tree grew (at most `Params::max_nodes`, plus one expansion).
    pub nodes: usize,
    /// The principal line from the best move: at each node the most visited child, while it
    /// has been visited at least [`LINE_VISITS`] times (a proven result: its move alone).
    pub line: Vec<M>,
}

/// A principal line follows a child only while it was visited this often.
pub const LINE_VISITS: f32 = 8.0;
/// The longest principal line kept.
pub const LINE_MOVES: usize = 12;

impl<M> Analysis<M> {
    /// The same analysis with every move mapped by `f` (e.g. into [`crate::rules::AnyMove`]).
    pub fn map_moves<N>(self, f: impl Fn(M) -> N) -> Analysis<N> {
        Analysis {
            best: self.best.map(&f),
            winrate: self.winrate,
            moves: self
                .moves
                .into_iter()
                .map(|m| MoveStat {
                    mv: f(m.mv),
                    visits: m.visits,
                    value: m.value,
                    margin: m.margin,
                })
                .collect(),
            iterations: self.iterations,
            elapsed: self.elapsed,
            solved: self.solved,
            nodes: self.nodes,
            line: self.line.into_iter().map(&f).collect(),
        }
    }
}

/// The default cap on a search tree's nodes: a few tens of MB.
pub const MAX_NODES: usize = 2_000_000;

/// The result of an outcome for `side`.
pub fn reward(outcome: Outcome, side: Side) -> f64 {
    match outcome {
        Outcome::Win(s) if s == side => 1.0,
        Outcome::Win(_) => 0.0,
        Outcome::Draw | Outcome::Ongoing => 0.5,
    }
}

/// How much one [`Search::step`] may do: a number of playouts, or a duration (a time slice runs
/// at least one playout; the clock is read after the first, then about 64 times a slice at the
/// rate so far, and the slice ends at the first reading past it: at most about a 64th late).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slice {
    Playouts(u64),
    Time(Duration),
}

/// A resumable search: [`Search::new`] sets it up, [`Search::step`] advances it by a
/// [`Slice`] at a time (the browser build advances it a few milliseconds per frame), and
/// [`Search::analysis`] gives the best move so far at any moment.
///
/// `new` does no search work. The first step takes the shortcut (a move that wins at once, or
/// the exact solver) when `Params::shortcuts` or `Params::solver` is on; the solver is not
/// sliced (it takes at most a tenth of the time cap, usually milliseconds). The time budget counts only the time
/// spent inside steps, so a sliced search plays as strongly as one run at once; with an
/// iteration budget the slices change nothing: the same seed gives the same result as
/// [`crate::ai::search`], however the search is sliced.
pub struct Search<G: Knowledge> {
    root: G,
    budget: Budget,
    params: Params,
    rng: FastRng,
    tree: Tree<G::Move>,
    path: Vec<u32>,
    moves: Vec<G::Move>,
    /// RAVE's record of one playout: for each point, 0 or 1 + the index of the side that took
    /// it first. Empty when RAVE is off.
    owners: Vec<u8>,
    /// Selection's scratch space: the children's scores.
    scores: Vec<f32>,
    /// RAVE's scratch space: which AMAF keys a playout has.
    taken: Vec<f32>,
    iterations: u64,
    /// The time spent inside steps.
    spent: Duration,
    /// Whether the first step (with its shortcut) has run.
    begun: bool,
    finished: bool,
    /// The result without tree search: game over, or the shortcut's.
    proven: Option<Analysis<G::Move>>,
    /// Whether the other side may answer the move searched for with the pie move
    /// ([`Params::pie`] and [`Params::pie_opening`] on; derived once from the root): the
    /// root's moves are then valued as [`fold_opening`] says.
    pie_opening: bool,
}

impl<G: Knowledge> Search<G> {
    /// A search of `root` within `budget` (playouts and time inside steps). No search work is
    /// done yet; a game that is over gives a finished search with no move.
    pub fn new(root: &G, budget: Budget, params: Params, seed: u64) -> Search<G> {
        let to_move = root.to_move();
        let proven = match to_move {
            None => Some(Analysis {
                best: None,
                winrate: reward(root.outcome(), Side::First),
                moves: Vec::new(),
                iterations: 0,
                elapsed: Duration::ZERO,
                solved: true,
                nodes: 0,
                line: Vec::new(),
            }),
            Some(_) => None,
        };
        let pie_opening = params.pie && params.experiments.pie_opening && proven.is_none() && {
            let mut moves = Vec::new();
            root.legal_moves(&mut moves);
            moves.first().is_some_and(|&mv| {
                let mut next = root.clone();
                next.play_unchecked(mv);
                next.pie_move().is_some()
            })
        };
        let rave = G::RAVE
            && params.rave > 0.0
            && params
                .experiments
                .rave_up_to
                .is_none_or(|limit| budget.iterations <= limit);
        // The statistics this search reads (see `select`, `select_plain`, `iterate`).
        let kept = Kept {
            amaf: rave,
            inv_root_visits: !rave || exploration::<G>(&params, rave) != 0.0,
            minimax: minimax_weight::<G>(&params) > 0.0,
            margin: <G as crate::ai::solve::Solvable>::MARGIN,
        };
        Search {
            root: root.clone(),
            budget,
            params,
            rng: FastRng::new(seed),
            tree: to_move.map_or_else(Tree::default, |side| Tree::with_root_keeping(side, kept)),
            path: Vec::with_capacity(64),
            moves: Vec::new(),
            owners: if rave {
                vec![0; root.size() * root.size()]
            } else {
                Vec::new()
            },
            scores: Vec::new(),
            taken: Vec::new(),
            iterations: 0,
            spent: Duration::ZERO,
            begun: false,
            finished: proven.is_some(),
            proven,
            pie_opening,
        }
    }

    /// A search of `root` that starts from what `previous` learned: when `root` is
    /// `previous`'s position after `moves` (the moves played since, both sides'), the
    /// subtree there becomes the new tree, its visits kept. Otherwise, or when that subtree
    /// was never expanded, the same as [`Search::new`].
    pub fn continue_from(
        previous: Search<G>,
        moves: &[G::Move],
        root: &G,
        budget: Budget,
        params: Params,
        seed: u64,
    ) -> Search<G> {
        let mut fresh = Search::new(root, budget, params, seed);
        let old = &previous.tree;
        if fresh.finished || old.is_empty() || old.kept != fresh.tree.kept {
            return fresh;
        }
        let mut node = 0usize;
        let mut pos = previous.root.clone();
        for &mv in moves {
            let link = &old.links[node];
            match link.children().find(|&c| old.links[c].mv == Some(mv)) {
                Some(child) if link.expanded => node = child,
                _ => return fresh,
            }
            pos.play_unchecked(mv);
        }
        if pos != *root || !old.links[node].expanded {
            return fresh;
        }
        fresh.tree = old.subtree(node);
        fresh.tree.links[0].mover = root.to_move().expect("an ongoing game").other();
        fresh
    }

    /// Runs at most `limit` more of the search and returns whether it is finished: its budget
    /// is spent, an early stop or the shortcut ended it, or the game is over. A finished
    /// search's step does nothing and returns `true` again.
    pub fn step(&mut self, limit: Slice) -> bool {
        static NEVER: AtomicBool = AtomicBool::new(false);
        self.step_or_stop(limit, &NEVER)
    }

    /// [`Search::step`], and it also ends the slice at the next check once `stop` is set (the
    /// search is then paused, not finished). `stop` also interrupts the game's solver.
    pub(crate) fn step_or_stop(&mut self, limit: Slice, stop: &AtomicBool) -> bool {
        if self.finished {
            return true;
        }
        let started = Instant::now();
        if !self.begun {
            self.begun = true;
            if self.params.shortcuts || self.params.solver {
                let to_move = self.root.to_move().expect("an ongoing game");
                if let Some(found) = shortcut(&self.root, to_move, &self.params, self.budget, stop)
                {
                    self.proven = Some(found);
                    self.finished = true;
                }
            }
        }
        if !self.finished {
            self.finished = self.playouts(limit, stop, started);
        }
        self.spent += started.elapsed();
        self.finished
    }

    /// The tree's root statistics as an analysis, as the pie rule values them.
    fn tree_summary(&self) -> Analysis<G::Move> {
        self.under_pie(summarize(&self.tree, self.iterations, self.spent))
    }

    /// The root's statistics `analysis` (this search's, or several merged) as the pie rule
    /// values them ([`Params::pie`]): the pie move decided by symmetry ([`decide_pie`]), or
    /// the openings it may answer folded ([`fold_opening`]).
    pub(crate) fn under_pie(&self, analysis: Analysis<G::Move>) -> Analysis<G::Move> {
        if self.pie_opening {
            return fold_opening(analysis);
        }
        decide_pie(
            analysis,
            self.params.pie.then(|| self.root.pie_move()).flatten(),
        )
    }

    /// What the search has found so far, before the pie rule's values ([`Search::under_pie`]).
    pub(crate) fn raw_analysis(&self) -> Analysis<G::Move> {
        match &self.proven {
            Some(found) => Analysis {
                elapsed: self.spent,
                ..found.clone()
            },
            None => summarize(&self.tree, self.iterations, self.spent),
        }
    }

    /// How many nodes the tree holds.
    pub fn node_count(&self) -> usize {
        self.tree.len()
    }

    /// Plays `state` out as this search plays out its leaves, with no tree: the same
    /// playout policy, and RAVE's record of who took each point when the search uses RAVE.
    /// `rng` is the caller's, so the search itself is unchanged. What `quartet bench --ai`
    /// times to tell the tree's cost from the playouts'.
    pub fn playout_alone(&mut self, state: &mut G, rng: &mut FastRng) -> Outcome {
        if self.owners.is_empty() {
            state.playout(rng, self.params.informed)
        } else {
            self.owners.fill(0);
            state.playout_marking(rng, self.params.informed, &mut self.owners)
        }
    }

    /// Whether the search is finished (see [`Search::step`]).
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// What the search has found so far (before the first step: no move). Its `elapsed` is
    /// the time spent inside steps.
    pub fn analysis(&self) -> Analysis<G::Move> {
        let raw = self.raw_analysis();
        match self.proven {
            Some(_) => raw,
            None => self.under_pie(raw),
        }
    }

    /// The final analysis (the same as [`Search::analysis`], without a copy).
    pub fn finish(self) -> Analysis<G::Move> {
        match self.proven {
            Some(found) => Analysis {
                elapsed: self.spent,
                ..found
            },
            None => self.tree_summary(),
        }
    }

    /// Tree search until the slice, the budget or an early stop ends it, or `stop` is set;
    /// returns whether the search is finished. `started` is when this step began.
    fn playouts(&mut self, limit: Slice, stop: &AtomicBool, started: Instant) -> bool {
        let Search {
            root,
            budget,
            params,
            rng,
            tree,
            path,
            moves,
            owners,
            scores,
            taken,
            spent,
            ..
        } = self;
        let (budget, spent) = (*budget, *spent);
        let exploration = exploration::<G>(params, !owners.is_empty());
        let mut params = Params {
            rave: params.rave * G::RAVE_EQUIVALENCE_SCALE * equivalence_growth::<G>(budget),
            minimax: minimax_weight::<G>(params),
            ..*params
        };
        let pie_opening = self.pie_opening;
        let cap = budget.iterations.max(1);
        let first = self.iterations;
        let mut iterations = first;
        let (end, slice_time) = match limit {
            Slice::Playouts(n) => (first.saturating_add(n), None),
            Slice::Time(t) => (u64::MAX, Some(t)),
        };
        // From here on `params.max_nodes` is what the tree may hold now (paced), the cap
        // itself kept in `max_nodes`.
        let (pace, max_nodes) = (params.experiments.pace, params.max_nodes);
        let last_check = iterations - iterations % CHECK_EVERY;
        params.max_nodes = node_allowance(pace, max_nodes, budget, last_check, spent);
        // When a time slice next reads the clock (read after every playout, the clock took
        // 1.5% of Cheversi's search in 100 ms slices, by `perf`).
        let mut clock_at = first + 1;
        let finished = loop {
            if iterations >= cap {
                break true;
            }
            if iterations.is_multiple_of(CHECK_EVERY) && iterations > 0 {
                if stop.load(Ordering::Relaxed) {
                    break false;
                }
                let elapsed = spent + started.elapsed();
                if budget.time.is_some_and(|t| elapsed >= t) {
                    break true;
                }
                params.max_nodes = node_allowance(pace, max_nodes, budget, iterations, elapsed);
                if params.early_stop
                    && iterations.is_multiple_of(256)
                    && (settled(tree, iterations, budget, elapsed)
                        || decided(tree, iterations, budget, elapsed))
                {
                    break true;
                }
            }
            if iterations >= end {
                break false;
            }
            if let Some(slice) = slice_time
                && iterations >= clock_at
            {
                let elapsed = started.elapsed();
                if elapsed >= slice {
                    break false;
                }
                clock_at = iterations + clock_interval(iterations - first, elapsed, slice);
            }
            iterations += 1;
            iterate(
                root,
                tree,
                path,
                moves,
                owners,
                scores,
                taken,
                rng,
                exploration,
                &params,
                pie_opening,
            );
        };
        self.iterations = iterations;
        finished
    }
}

/// The exploration constant of a search of `G` with `params`, with or without RAVE.
fn exploration<G: Knowledge>(params: &Params, rave: bool) -> f64 {
    let rave_scale = if rave {
        params
            .experiments
            .rave_exploration
            .unwrap_or(G::RAVE_EXPLORATION_SCALE)
    } else {
        1.0
    };
    params.exploration * G::EXPLORATION_SCALE * rave_scale
}

/// The weight of implicit minimax in a search of `G` with `params` (0: off).
fn minimax_weight<G: Knowledge>(params: &Params) -> f64 {
    (params.minimax * G::MINIMAX_WEIGHT).min(1.0)
}

/// How many times RAVE's equivalence grows for `budget`
/// ([`Knowledge::RAVE_EQUIVALENCE_GROWS_FROM`]): its playouts over the budget the growth
/// starts from, and at least 1. A search with no playout cap (only a time cap, as
/// `quartet match`'s `ms=`) does not grow.
fn equivalence_growth<G: Knowledge>(budget: Budget) -> f64 {
    if budget.iterations == u64::MAX {
        return 1.0;
    }
    (budget.iterations as f64 / G::RAVE_EQUIVALENCE_GROWS_FROM as f64).max(1.0)
}

/// One playout of the tree search: selection, expansion, simulation and backpropagation
/// (with RAVE's statistics too when `owners` is not empty).
#[inline]
fn iterate<G: Knowledge>(
    root: &G,
    tree: &mut Tree<G::Move>,
    path: &mut Vec<u32>,
    moves: &mut Vec<G::Move>,
    owners: &mut [u8],
    scores: &mut Vec<f32>,
    taken: &mut Vec<f32>,
    rng: &mut FastRng,
    exploration: f64,
    params: &Params,
    pie_opening: bool,
) {
    let rave = !owners.is_empty();
    if rave {
        owners.fill(0);
    }
    let mut state = root.clone();
    path.clear();
    let mut node = 0usize;
    path.push(0);
    // Selection.
    while tree.links[node].expanded && tree.links[node].n_children > 0 {
        let fold = pie_opening && node == 0;
        let child = if rave {
            select(
                tree,
                node,
                exploration,
                params.rave,
                params.minimax as f32,
                fold,
                scores,
            )
        } else {
            select_plain(tree, node, exploration, fold, scores)
        };
        if rave {
            super::rave::mark(owners, tree.amaf_keys[child]);
        }
        state.play_unchecked(tree.links[child].mv.expect("children hold moves"));
        node = child;
        path.push(node as u32);
    }
    // Expansion: a node is expanded on its `expand_at`-th visit (the root at once).
    if state.to_move().is_some()
        && (tree.visits[node] + 1.0 >= params.expand_at as f32 || node == 0)
        && tree.len() < params.max_nodes
    {
        let mover = state.to_move().expect("ongoing");
        moves.clear();
        state.candidate_moves(moves);
        // The pie move is left to `decide_pie` at the root, and to `fold_opening` below it.
        if params.pie
            && (node == 0 || params.experiments.pie_opening)
            && let Some(pie) = state.pie_move()
        {
            moves.retain(|&mv| mv != pie);
        }
        moves.truncate(MAX_CHILDREN);
        order_children(&state, moves, rave && params.experiments.point_order, rng);
        let first = tree.len() as u32;
        let minimax = params.minimax > 0.0;
        tree.push_children(
            moves,
            mover,
            |mv| {
                if rave { state.amaf_point(mv) } else { None }
            },
        );
        if minimax {
            for (i, &mv) in moves.iter().enumerate() {
                if let Some(h) = state.move_heuristic(mv) {
                    tree.minimax[first as usize + i] = h;
                }
            }
        }
        let link = &mut tree.links[node];
        link.expanded = true;
        link.first_child = first;
        link.n_children = moves.len() as u16;
        if minimax && !moves.is_empty() {
            back_up_minimax(tree, path);
        }
        if !moves.is_empty() {
            let child = (first as usize) + crate::ai::below(rng, moves.len());
            if rave {
                super::rave::mark(owners, tree.amaf_keys[child]);
            }
            state.play_unchecked(tree.links[child].mv.expect("children hold moves"));
            node = child;
            path.push(node as u32);
        }
    }
    // Simulation and backpropagation.
    let outcome = if rave {
        state.playout_marking(rng, params.informed, owners)
    } else {
        state.playout(rng, params.informed)
    };
    let results = [
        reward(outcome, Side::First) as f32,
        reward(outcome, Side::Second) as f32,
    ];
    for &id in path.iter() {
        let id = id as usize;
        tree.visit(id, results[tree.links[id].mover.index()]);
    }
    if tree.kept.margin {
        let first_margin = state.final_value(Side::First) as f32;
        for &id in path.iter() {
            tree.add_margin(id as usize, first_margin);
        }
    }
    if rave {
        super::rave::update(tree, path, owners, &results, taken);
    }
}

/// The order a node's children take in the tree. Plain UCT tries its unvisited children first
/// in that order: shuffled, so that it is no fixed order. With `by_point` (a search with RAVE
/// and [`Params::point_order`]) they are sorted by their points (a move with none last), so
/// that the children of a node in a placement game are runs of neighbouring points, whose
/// statistics RAVE's update adds as vectors (see [`super::rave::update`]); the sorted order is
/// rotated by a random number of places, so that the first of several children with the same
/// score (the first chosen) is no fixed point.
fn order_children<G: Knowledge>(
    state: &G,
    moves: &mut [G::Move],
    by_point: bool,
    rng: &mut FastRng,
) {
    if moves.is_empty() {
        return;
    }
    if by_point {
        let key = |&mv: &G::Move| state.amaf_point(mv).unwrap_or(usize::MAX);
        if !moves.is_sorted_by_key(key) {
            moves.sort_unstable_by_key(key);
        }
        moves.rotate_left(crate::ai::below(rng, moves.len()));
    } else {
        for i in (1..moves.len()).rev() {
            moves.swap(i, crate::ai::below(rng, i + 1));
        }
    }
}

/// After the last node of `path` was expanded: each node on it, from the last up, takes the
/// negamax of its children's heuristic values ([`Params::minimax`]), stopping where a value
/// does not change.
fn back_up_minimax<M>(tree: &mut Tree<M>, path: &[u32]) {
    for &id in path.iter().rev() {
        let id = id as usize;
        let range = tree.links[id].children();
        let best = tree.minimax[range]
            .iter()
            .fold(0.0f32, |m, &v| if v > m { v } else { m });
        let value = 1.0 - best;
        if tree.minimax[id] == value {
            break;
        }
        tree.minimax[id] = value;
    }
}

/// A result without tree search: a move that wins at once, or an exact solution.
fn shortcut<G: Knowledge>(
    root: &G,
    to_move: Side,
    params: &Params,
    budget: Budget,
    stop: &AtomicBool,
) -> Option<Analysis<G::Move>> {
    // `margin`: the proven final margin for the side to move, in a game scored by one.
    let proven = |mv: G::Move, value: f64, margin: i32| Analysis {
        best: Some(mv),
        winrate: value,
        moves: vec![MoveStat {
            mv,
            visits: 0,
            value,
            margin: G::MARGIN.then_some(f64::from(margin)),
        }],
        iterations: 0,
        elapsed: Duration::ZERO,
        solved: true,
        nodes: 0,
        line: vec![mv],
    };
    if params.shortcuts {
        let mut moves = Vec::new();
        root.legal_moves(&mut moves);
        // The winning move, or in a game scored by a margin the one that wins by the most.
        let mut won: Option<(G::Move, i32)> = None;
        for &mv in &moves {
            let mut next = root.clone();
            next.play_unchecked(mv);
            if next.outcome() == Outcome::Win(to_move) {
                let margin = next.final_value(to_move);
                if !G::MARGIN {
                    return Some(proven(mv, 1.0, margin));
                }
                if won.is_none_or(|(_, m)| margin > m) {
                    won = Some((mv, margin));
                }
            }
        }
        if let Some((mv, margin)) = won {
            return Some(proven(mv, 1.0, margin));
        }
    }
    if !params.solver {
        return None;
    }
    let (mv, result, value) = crate::ai::solve::exact_move(root, solver_budget(budget), stop)?;
    Some(proven(mv, result, value))
}

/// What the exact solver may spend before a search: fifty positions a playout of the budget
/// (at least 20,000), at most about a tenth of the move's time at the browser's speed (500
/// positions a millisecond), and a tenth of the time cap whatever the machine. The position count keeps
/// a seed's move the same when no time cap is reached (`docs/ai.md`, "The exact solver").
fn solver_budget(budget: Budget) -> crate::ai::solve::SolveBudget {
    let by_time = budget.time.map_or(u64::MAX, |t| t.as_millis() as u64 * 50);
    crate::ai::solve::SolveBudget {
        nodes: Some(
            budget
                .iterations
                .saturating_mul(50)
                .min(by_time)
                .max(20_000),
        ),
        time: budget.time.map(|t| t / 10),
        table_bits: 14,
    }
}

/// The pie rule's move decided by symmetry (see [`Knowledge::pie_move`]): it is worth one
/// minus the value of the position for the side to move without it, and that value is the
/// most visited other move's. It joins `analysis`'s moves with that value and as many visits
/// (replacing any it had), first when it is worth more, so it is played when the best other
/// move is worth less than half. Without a pie move, or before any move has a visit, the
/// analysis is returned as it is.
pub fn decide_pie<M: Copy + Eq>(mut analysis: Analysis<M>, pie: Option<M>) -> Analysis<M> {
    let Some(pie) = pie else {
        return analysis;
    };
    analysis.moves.retain(|m| m.mv != pie);
    let Some(best) = analysis.moves.first().filter(|m| m.visits > 0) else {
        return analysis;
    };
    let mirrored = MoveStat {
        mv: pie,
        visits: best.visits,
        value: 1.0 - best.value,
        margin: best.margin.map(|m| -m),
    };
    let at = usize::from(mirrored.value <= best.value);
    analysis.moves.insert(at, mirrored);
    analysis.best = Some(analysis.moves[0].mv);
    analysis.winrate = analysis.moves[0].value;
    analysis
}

/// An opening the other side may answer with the pie move (Quadrex's first move, which Horz
/// may swap): the other side takes the pie move when the opening is worth more than half to
/// its mover (the pie move is then worth one minus it: [`decide_pie`]), so each opening is
/// worth the lesser of its value and one minus it, and the best is the most even. The
/// search below the root leaves the pie move out, so a move's own value is the one without it.
pub fn fold_opening<M>(mut analysis: Analysis<M>) -> Analysis<M> {
    for m in &mut analysis.moves {
        m.value = m.value.min(1.0 - m.value);
    }
    if let Some(best) = analysis.moves.first() {
        analysis.winrate = best.value;
    }
    analysis
}

fn summarize<M: Copy>(tree: &Tree<M>, iterations: u64, elapsed: Duration) -> Analysis<M> {
    let mut moves: Vec<MoveStat<M>> = tree.links[0]
        .children()
        .map(|c| {
            let visits = tree.visits[c];
            MoveStat {
                mv: tree.links[c].mv.expect("children hold moves"),
                visits: visits as u32,
                value: if visits > 0.0 {
                    f64::from(tree.wins[c]) / f64::from(visits)
                } else {
                    0.0
                },
                margin: tree.mean_margin(c),
            }
        })
        .collect();
    moves.sort_by(|a, b| {
        b.visits.cmp(&a.visits).then(
            b.value
                .partial_cmp(&a.value)
                .unwrap_or(std::cmp::Ordering::Equal),
        )
    });
    let best = moves.first().map(|m| m.mv);
    let winrate = moves.first().map_or(0.5, |m| m.value);
    Analysis {
        best,
        winrate,
        moves,
        iterations,
        elapsed,
        solved: false,
        nodes: tree.len(),
        line: principal_line(tree),
    }
}

/// The most visited child from the root down, while visited [`LINE_VISITS`] times (ties: the
/// first child), at most [`LINE_MOVES`] moves.
fn principal_line<M: Copy>(tree: &Tree<M>) -> Vec<M> {
    let mut line = Vec::new();
    let mut node = 0;
    while line.len() < LINE_MOVES && tree.links.get(node).is_some_and(|l| l.expanded) {
        let Some(child) = tree.links[node]
            .children()
            .max_by(|&a, &b| tree.visits[a].total_cmp(&tree.visits[b]).then(b.cmp(&a)))
        else {
            break;
        };
        match tree.links[child].mv {
            Some(mv) if tree.visits[child] >= LINE_VISITS => line.push(mv),
            _ => break,
        }
        node = child;
    }
    line
}

#[cfg(test)]
mod tests {
    use super::{back_up_minimax, order_children};
    use crate::ai::search::tree::{Kept, Tree};
    use crate::rng::FastRng;
    use crate::rules::Side;

    /// A root with two children (First's moves); the first has two children (Second's).
    fn two_ply_tree() -> Tree<u16> {
        let mut tree = Tree::with_root(Side::First);
        for mv in 0..2 {
            tree.push(Some(mv), Side::First, None);
        }
        for mv in 2..4 {
            tree.push(Some(mv), Side::Second, None);
        }
        tree.links[0].expanded = true;
        tree.links[0].first_child = 1;
        tree.links[0].n_children = 2;
        tree.links[1].expanded = true;
        tree.links[1].first_child = 3;
        tree.links[1].n_children = 2;
        tree
    }

    #[test]
    fn implicit_minimax_backs_up_the_negamax_of_the_heuristic_values() {
        let mut tree = two_ply_tree();
        // Second's best reply to First's move 1 is worth 0.8 to Second: move 1 is worth 0.2
        // to First, so First's best is move 2 (0.6), and the root (Second's view) 0.4.
        tree.minimax[2] = 0.6;
        tree.minimax[3] = 0.8;
        tree.minimax[4] = 0.3;
        back_up_minimax(&mut tree, &[0, 1]);
        assert!((tree.minimax[1] - 0.2).abs() < 1e-6, "{}", tree.minimax[1]);
        assert!((tree.minimax[0] - 0.4).abs() < 1e-6, "{}", tree.minimax[0]);
        // A change that leaves a node's value as it was stops there: the root keeps its
        // value (marked here) although its children's best did not change either way.
        tree.minimax[0] = 0.99;
        tree.minimax[4] = 0.7;
        back_up_minimax(&mut tree, &[0, 1]);
        assert!((tree.minimax[1] - 0.2).abs() < 1e-6);
        assert_eq!(tree.minimax[0], 0.99);
        // Second's best reply now worth 0.9: move 1 falls to 0.1 and the root follows.
        tree.minimax[4] = 0.9;
        back_up_minimax(&mut tree, &[0, 1]);
        assert!((tree.minimax[1] - 0.1).abs() < 1e-6);
        assert!((tree.minimax[0] - 0.4).abs() < 1e-6);
    }

    /// Plays `start` out with a level-10 search's `playout_alone` and with `reference` from
    /// the same seeds: whether every playout used the same random numbers and ended alike.
    fn plays_alone_as<G: crate::ai::Knowledge>(
        start: &G,
        reference: impl Fn(&mut G, &mut FastRng) -> crate::rules::Outcome,
    ) -> bool {
        use crate::ai::{Level, Search};
        let level = Level::new(Level::MAX).expect("level 10");
        let mut search = Search::new(start, level.budget(), level.params(), 1);
        (0..8).all(|seed| {
            let (mut a, mut b) = (FastRng::new(seed), FastRng::new(seed));
            let alone = search.playout_alone(&mut start.clone(), &mut a);
            reference(&mut start.clone(), &mut b) == alone && a == b
        })
    }

    fn uniform<G: crate::ai::Knowledge>(g: &mut G, rng: &mut FastRng) -> crate::rules::Outcome {
        g.random_playout(rng);
        g.outcome()
    }

    fn informed<G: crate::ai::Knowledge>(g: &mut G, rng: &mut FastRng) -> crate::rules::Outcome {
        g.playout(rng, true)
    }

    #[test]
    fn a_search_plays_out_alone_as_it_plays_out_its_leaves() {
        use crate::rules::{Game, cheversi::Cheversi, quadrex::Quadrex, rush::Rush};
        // Quadrex's level 10 plays its informed playouts (with RAVE's record), not uniform ones.
        let quadrex = Quadrex::new(19).expect("a board");
        assert!(plays_alone_as(&quadrex, informed));
        assert!(!plays_alone_as(&quadrex, uniform));
        // Rush's searches with RAVE play uniform playouts, whatever `informed` says.
        let rush = Rush::new(19).expect("a board");
        assert!(plays_alone_as(&rush, uniform));
        assert!(!plays_alone_as(&rush, informed));
        // Cheversi's level 10 plays its informed playouts (it has no RAVE).
        let cheversi = Cheversi::new(8).expect("a board");
        assert!(plays_alone_as(&cheversi, informed));
        assert!(!plays_alone_as(&cheversi, uniform));
    }

    /// A search of `start` at `level` for 1,500 playouts, and the same search with a tree
    /// that keeps every statistic: what its tree keeps, its bytes a node, and whether the two
    /// found the same (moves, visits, values, tree size).
    fn keeps<G: crate::ai::Knowledge>(start: &G, level: u8) -> (Kept, usize, bool) {
        use crate::ai::{Level, Search};
        let level = Level::new(level).expect("a level");
        let search = |all: bool| {
            let mut search = Search::new(start, level.budget(), level.params(), 5);
            if all {
                let side = start.to_move().expect("an ongoing game");
                search.tree = Tree::with_root_keeping(side, Kept::ALL);
            }
            search.step(super::Slice::Playouts(1_500));
            let kept = search.tree.kept;
            let bytes = search.tree.bytes_per_node();
            (kept, bytes, search.analysis())
        };
        let ((kept, bytes, trimmed), (_, _, all)) = (search(false), search(true));
        // (A tree keeping margins in a game without one gives its moves a margin of 0.)
        let stats = |a: &super::Analysis<G::Move>| -> Vec<_> {
            a.moves.iter().map(|m| (m.mv, m.visits, m.value)).collect()
        };
        let same = stats(&trimmed) == stats(&all)
            && trimmed.best == all.best
            && trimmed.nodes == all.nodes
            && trimmed.iterations == all.iterations;
        (kept, bytes, same)
    }

    #[test]
    fn a_tree_keeps_only_the_statistics_its_search_reads_and_searches_the_same() {
        use crate::rules::{
            Game, cheversi::Cheversi, quadrex::Quadrex, rekushu::Rekushu, rush::Rush,
        };
        let rave = Kept {
            amaf: true,
            inv_root_visits: false,
            minimax: false,
            margin: false,
        };
        // Rush and Quadrex: RAVE with no exploration bonus and no implicit minimax.
        assert_eq!(keeps(&Rush::new(13).expect("a board"), 8), (rave, 30, true));
        assert_eq!(
            keeps(&Quadrex::new(11).expect("a board"), 8),
            (rave, 30, true)
        );
        // Rekushu: RAVE with a bonus and implicit minimax (levels 1 and 2: no minimax).
        let rekushu = Rekushu::new(8).expect("a board");
        let with_minimax = Kept {
            margin: false,
            ..Kept::ALL
        };
        assert_eq!(keeps(&rekushu, 8), (with_minimax, 42, true));
        let without_minimax = Kept {
            minimax: false,
            ..with_minimax
        };
        assert_eq!(keeps(&rekushu, 2), (without_minimax, 38, true));
        // Cheversi: plain UCT, and the playouts' margins for the review.
        let plain = Kept {
            amaf: false,
            inv_root_visits: true,
            minimax: false,
            margin: true,
        };
        assert_eq!(
            keeps(&Cheversi::new(8).expect("a board"), 8),
            (plain, 28, true)
        );
    }

    /// A node's children in the order `order_children` gives them for `position`: each one's
    /// point for RAVE (`usize::MAX`: none), from `seed`, by point or shuffled.
    fn children_order<G: crate::ai::Knowledge>(
        position: &G,
        by_point: bool,
        seed: u64,
    ) -> Vec<usize> {
        let mut moves = Vec::new();
        position.candidate_moves(&mut moves);
        order_children(position, &mut moves, by_point, &mut FastRng::new(seed));
        moves
            .iter()
            .map(|&mv| position.amaf_point(mv).unwrap_or(usize::MAX))
            .collect()
    }

    #[test]
    fn with_rave_a_node_s_children_are_in_the_order_of_their_points_from_a_random_one() {
        use crate::rules::{Game, quadrex::Quadrex, rush::Rush};
        let mut rush = Rush::new(9).expect("a board");
        let mut rng = FastRng::new(3);
        for _ in 0..7 {
            let mv = rush.random_move(&mut rng).expect("an ongoing game");
            rush.play_unchecked(mv);
        }
        // Quadrex's first reply: its points and the swap (no point).
        let mut quadrex = Quadrex::new(7).expect("a board");
        let opening = quadrex.random_move(&mut rng).expect("an opening");
        quadrex.play_unchecked(opening);
        for points in [
            (0..20)
                .map(|seed| children_order(&rush, true, seed))
                .collect::<Vec<_>>(),
            (0..20)
                .map(|seed| children_order(&quadrex, true, seed))
                .collect(),
        ] {
            let mut sorted = points[0].clone();
            sorted.sort();
            assert!(
                sorted.windows(2).all(|pair| pair[0] < pair[1]),
                "one child a point"
            );
            let mut starts = std::collections::BTreeSet::new();
            for order in &points {
                // The sorted children, rotated: the same children, each after the one before
                // it but once.
                let mut same = order.clone();
                same.sort();
                assert_eq!(same, sorted);
                let descents = order.windows(2).filter(|pair| pair[1] < pair[0]).count();
                assert!(descents <= 1, "{order:?}");
                starts.insert(order[0]);
            }
            assert!(starts.len() >= 10, "the first child varies: {starts:?}");
        }
        // Without: shuffled, far from sorted.
        let shuffled = children_order(&rush, false, 1);
        let descents = shuffled.windows(2).filter(|pair| pair[1] < pair[0]).count();
        assert!(descents > 20, "{shuffled:?}");
    }
}
