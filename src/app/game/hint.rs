//! Hints: the AI's analysis of the live position, searched beside the game like an AI turn
//! (`app::background`), at level 6's budget, and in a position it proved won, how soon the win
//! comes (a solve, `background::solve`). A hint belongs to one position: it is dropped as
//! soon as the live position changes, and so is a search still under way.

use super::current::CurrentMatch;
use crate::ai::jobs::{JobAnswer, JobRequest, Work};
use crate::ai::{Analysis, Level};
use crate::app::background::{BackgroundSearch, SearchSlicing, SearchStats, Solves};
use crate::app::{GameSet, InMatch};
use crate::i18n::Catalog;
use crate::rules::{AnyGame, AnyMove};
use bevy::prelude::*;

/// The level whose budget a hint search gets.
pub const HINT_LEVEL: u8 = 6;

/// How many moves the panel lists under the best one.
pub const TOP_MOVES: usize = 5;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HeatMap>()
        .add_message::<AskHint>()
        .add_systems(
            Update,
            (start_hint, finish_hint)
                .chain()
                .in_set(GameSet::View)
                .run_if(in_state(InMatch)),
        )
        .add_systems(OnExit(InMatch), forget_hint);
}

/// The AI's analysis of the live position, asked for by the Hint button (or key H).
#[derive(Resource, Clone, Debug)]
pub struct Hint {
    pub ply: usize,
    pub analysis: Analysis<AnyMove>,
    /// In a position the solver settled as won: the fewest moves that force the win, when a
    /// short search finds it ("wins in 3").
    pub win_in: Option<usize>,
}

/// The most moves, and the nodes, the hint's "wins in N" search may take: a few milliseconds
/// natively.
const WIN_IN_MOVES: usize = 8;
const WIN_IN_NODES: u64 = 40_000;

/// Whether the board shows the hint's heat map (the share of visits per move).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HeatMap(pub bool);

/// Ask for a hint for the live position.
#[derive(Message, Clone, Copy, Debug)]
pub struct AskHint;

/// A hint under way for the live position: its search, then in a won position the solve for
/// how soon.
#[derive(Resource)]
pub struct HintSearch {
    ply: usize,
    phase: Phase,
}

impl HintSearch {
    /// Whether the browser's workers are doing this hint's work.
    pub fn in_workers(&self) -> bool {
        match &self.phase {
            Phase::Searching(search) => search.in_workers(),
            Phase::WinIn { solve, .. } => solve.in_workers(),
        }
    }
}

enum Phase {
    Searching(BackgroundSearch),
    WinIn {
        analysis: Analysis<AnyMove>,
        solve: Solves,
    },
}

fn start_hint(
    mut commands: Commands,
    mut asks: MessageReader<AskHint>,
    current: Option<Res<CurrentMatch>>,
    search: Option<Res<HintSearch>>,
    hint: Option<Res<Hint>>,
    slicing: Res<SearchSlicing>,
) {
    if asks.read().count() == 0 {
        return;
    }
    let Some(current) = current else { return };
    let ply = current.game.len();
    let already = search.is_some_and(|s| s.ply == ply) || hint.is_some_and(|h| h.ply == ply);
    // Hints are for a human's turn (the AI does not need one).
    if already || !current.human_to_move() || current.has_coach() || current.is_online() {
        return;
    }
    let level = Level::new(HINT_LEVEL).unwrap_or_default();
    let seed = (ply as u64 + 1).wrapping_mul(0xA076_1D64_78BD_642F);
    // A search for an older position (if any) is replaced, and stops as it is dropped.
    let search = BackgroundSearch::search(&current.game, level, seed, *slicing);
    commands.insert_resource(HintSearch {
        ply,
        phase: Phase::Searching(search),
    });
}

/// Drops a hint or a search that no longer matches the live position; stores a finished one.
fn finish_hint(
    mut commands: Commands,
    current: Option<Res<CurrentMatch>>,
    search: Option<ResMut<HintSearch>>,
    hint: Option<Res<Hint>>,
    slicing: Res<SearchSlicing>,
    mut stats: ResMut<SearchStats>,
) {
    let live = current
        .as_ref()
        .filter(|c| c.to_move().is_some())
        .map(|c| c.game.len());
    if hint.is_some_and(|h| Some(h.ply) != live) {
        commands.remove_resource::<Hint>();
    }
    let (Some(mut search), Some(current)) = (search, current) else {
        return;
    };
    let ply = search.ply;
    if Some(ply) != live {
        commands.remove_resource::<HintSearch>();
        return;
    }
    let (analysis, win_in) = match &mut search.phase {
        Phase::Searching(running) => {
            let in_workers = running.in_workers();
            let Some(analysis) = running.poll() else {
                return;
            };
            stats.by_workers += u64::from(in_workers);
            if analysis.solved && analysis.winrate > 0.75 {
                let work = Work::WinIn {
                    max: WIN_IN_MOVES,
                    nodes: WIN_IN_NODES,
                };
                let solve = Solves::solve(vec![JobRequest::of(&current.game, work)], *slicing);
                search.phase = Phase::WinIn { analysis, solve };
                return;
            }
            (analysis, None)
        }
        Phase::WinIn { analysis, solve } => {
            let Some(answers) = solve.poll() else { return };
            let win_in = answers.into_iter().find_map(JobAnswer::win_in);
            (analysis.clone(), win_in)
        }
    };
    commands.remove_resource::<HintSearch>();
    commands.insert_resource(Hint {
        ply,
        analysis,
        win_in,
    });
}

fn forget_hint(mut commands: Commands) {
    commands.remove_resource::<HintSearch>();
    commands.remove_resource::<Hint>();
}

/// What the panel shows of a hint, in the game's notation.
#[derive(Clone, Debug, PartialEq)]
pub struct HintSummary {
    pub best: Option<String>,
    /// The win estimate for the side to move, 0 to 100.
    pub win_percent: f64,
    pub solved: bool,
    /// The result with best play when the solver settled the position ("wins in 3", "lost
    /// with best play" in the panel's words).
    pub exact: Option<Exact>,
    /// The most visited moves and their share of the visits (0 to 1), most visited first;
    /// none for a solved position, which the solver settled without visits.
    pub top: Vec<(String, f64)>,
}

impl HintSummary {
    /// The chances in words: a solved position's result ("wins in 3"), else the search's
    /// estimate ("win 62%"). The panel shows it and the text mode says it.
    pub fn estimate(&self, texts: &Catalog) -> String {
        match self.exact.map(Exact::message) {
            Some((id, Some(n))) => texts.format(id, &[("moves", n.into())]),
            Some((id, None)) => texts.text(id),
            None => texts.format(
                "panel-hint-win",
                &[("percent", self.win_percent.round().into())],
            ),
        }
    }
}

/// A solved position's result for the side to move, with best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exact {
    /// Won, in this many moves when that is known.
    Win(Option<usize>),
    Draw,
    Loss,
}

impl Exact {
    /// The result of a solved value (1 won, 0.5 drawn, 0 lost), and how soon a win comes.
    fn of(value: f64, win_in: Option<usize>) -> Exact {
        if value > 0.75 {
            Exact::Win(win_in)
        } else if value < 0.25 {
            Exact::Loss
        } else {
            Exact::Draw
        }
    }

    /// Its message and variables.
    fn message(self) -> (&'static str, Option<usize>) {
        match self {
            Exact::Win(Some(n)) => ("hint-wins-in", Some(n)),
            Exact::Win(None) => ("hint-wins", None),
            Exact::Draw => ("hint-draw", None),
            Exact::Loss => ("hint-lost", None),
        }
    }
}

/// Summarises `hint` for `position` (the live position it was searched for).
pub fn summary(hint: &Hint, position: &AnyGame) -> HintSummary {
    let a = &hint.analysis;
    let total: u64 = a.moves.iter().map(|m| u64::from(m.visits)).sum();
    let mut moves: Vec<_> = a.moves.iter().collect();
    moves.sort_by_key(|m| std::cmp::Reverse(m.visits));
    HintSummary {
        best: a.best.map(|m| position.format_move(m)),
        win_percent: (a.winrate * 100.0).clamp(0.0, 100.0),
        solved: a.solved,
        exact: a.solved.then(|| Exact::of(a.winrate, hint.win_in)),
        top: moves
            .into_iter()
            .filter(|_| !a.solved)
            .take(TOP_MOVES)
            .map(|m| {
                let share = if total == 0 {
                    0.0
                } else {
                    f64::from(m.visits) / total as f64
                };
                (position.format_move(m.mv), share)
            })
            .collect(),
    }
}
