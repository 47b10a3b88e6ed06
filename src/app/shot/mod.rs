//! `quartet shot`: renders one scene in a window, saves it as a PNG and exits. The game and
//! moves are checked by the rules before any window opens.

pub mod fit;
pub mod pads;

use crate::app::game::{BoardReset, CurrentMatch, MatchSetup, PlayerAction, Resume, Seat};
use crate::app::input::hover::HideHover;
use crate::app::learn::exercise::LearnGame;
use crate::app::learn::{CoachDelay, Exercise};
use crate::app::review::best_mark::ReviewHeat;
use crate::app::review::{GameReview, LineStep, ReviewAction};
use crate::app::settings::{AnimationSpeed, BoardView, Palette, Settings};
use crate::app::{GameSet, LogicPlugin, Pause, Screen, ViewPlugin};
use crate::i18n::Language;
use crate::rules::{GameKind, Match, MatchOptions};
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy_egui::EguiPostUpdateSet;
use std::path::PathBuf;

/// What to render.
#[derive(Clone, Debug)]
pub struct ShotOptions {
    pub kind: GameKind,
    pub size: Option<usize>,
    pub view: BoardView,
    pub moves: Vec<String>,
    pub screen: Screen,
    /// Open the pause menu (or the settings from it) over the play screen.
    pub paused: Option<Pause>,
    /// Open the Controls page (from the pause menu).
    pub controls: bool,
    /// The window's size in pixels.
    pub window: (u32, u32),
    /// The UI scale (percent) and the palette.
    pub ui_scale: u16,
    pub palette: Palette,
    /// The language (`--lang`); none: the system's, as at a first start.
    pub language: Option<&'static Language>,
    pub out: PathBuf,
    /// Random legal moves to play after `moves` (seeded, so the same each time).
    pub random_moves: usize,
    /// Measure this many frames before the capture and print frame and system times.
    pub bench_frames: u32,
    /// A saved game to show instead of `kind`, `size` and `moves` (`--load`).
    pub resume: Option<CurrentMatch>,
    /// Pads connected, joined and unplugged (`--pads`, `--joined`, `--unplug`).
    pub pads: pads::ShotPads,
    /// A lesson or a puzzle on the board (`--lesson`, `--puzzle`): `moves` are then the
    /// player's tries, judged as in the game.
    pub exercise: Option<Exercise>,
    /// Review the game and show its first marked move (`--review`).
    pub review: bool,
    /// Then show this many moves of its better line on the board (`--line`; 0: none).
    pub review_line: usize,
    /// Fail, saying why, when a text leaves its box or a button the window, or on a phone's
    /// layout a button is under 44x44 px (`--check-fit`, [`fit`]).
    pub check_fit: bool,
}

/// Frame times and the time the game's own Update systems take, per frame.
#[derive(Resource, Default)]
struct FrameBench {
    wanted: u32,
    frame_ms: Vec<f64>,
    ours_ms: Vec<f64>,
    started: Option<web_time::Instant>,
}

fn bench_start(mut bench: ResMut<FrameBench>) {
    bench.started = Some(web_time::Instant::now());
}

fn bench_end(mut bench: ResMut<FrameBench>, time: Res<Time<Real>>) {
    if let Some(t) = bench.started.take()
        && bench.frame_ms.len() < bench.wanted as usize
    {
        bench.ours_ms.push(t.elapsed().as_secs_f64() * 1000.0);
        bench.frame_ms.push(time.delta_secs_f64() * 1000.0);
    }
}

/// Mean and 99th percentile of `values`.
fn mean_p99(values: &[f64]) -> (f64, f64) {
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    let mean = v.iter().sum::<f64>() / v.len().max(1) as f64;
    let p99 = v
        .get((v.len() * 99 / 100).min(v.len().saturating_sub(1)))
        .copied()
        .unwrap_or(0.0);
    (mean, p99)
}

#[derive(Resource)]
struct ShotPlan {
    moves: Vec<String>,
    screen: Screen,
    paused: Option<Pause>,
    out: PathBuf,
    frames: u32,
    loaded: bool,
    /// The match is a saved game taken up (`--load`): no moves to play.
    resumed: bool,
    taken: bool,
    /// The review: to start, running, then its first mark shown.
    review: ShotReview,
    /// How many moves of the first mark's better line to show (`--line`).
    review_line: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ShotReview {
    None,
    ToStart,
    Running,
    /// The first mark shown; then this many moves of its line.
    Line(usize),
    Shown,
}

/// Frames to wait before the capture, for the fonts, the layout and egui's passes (the
/// pipelines are compiled at once, `synchronous_pipeline_compilation`). All 36 phone-sized
/// pictures of scripts/phone-shots were the same after 12 frames as after 90 (but for 37
/// pixels of a graph's line), in a quarter of the time (docs/phones.md).
const SETTLE_FRAMES: u32 = 15;

/// Renders the scene to `options.out`; an error says what was wrong (bad game, size or move,
/// moves that do not end the game for the end screen, or no PNG written).
pub fn run_shot(options: ShotOptions) -> Result<(), String> {
    if let Some(current) = &options.resume
        && options.screen == Screen::End
        && current.to_move().is_some()
    {
        return Err("the end screen needs a finished game".to_string());
    }
    let size = options.size.unwrap_or(options.kind.default_size());
    if options.exercise.is_some() {
        return run_exercise_shot(options);
    }
    let mut check =
        Match::new(options.kind, Some(size), MatchOptions::default()).map_err(|e| e.to_string())?;
    check
        .load_moves(&options.moves)
        .map_err(|e| e.to_string())?;
    let mut moves = options.moves.clone();
    let mut rng = crate::rng::FastRng::new(1);
    for _ in 0..options.random_moves {
        let legal = check.position().legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[crate::ai::below(&mut rng, legal.len())];
        moves.push(check.position().format_move(mv));
        check.play(mv).map_err(|e| e.to_string())?;
    }
    if options.resume.is_none()
        && options.screen == Screen::End
        && check.position().to_move().is_some()
    {
        return Err("the end screen needs moves that finish the game".to_string());
    }
    let _ = std::fs::remove_file(&options.out);
    let setup = match &options.resume {
        Some(current) => current.setup(),
        None => MatchSetup {
            kind: options.kind,
            size,
            seats: [Seat::Human, Seat::Human],
            options: MatchOptions::default(),
        },
    };
    let mut app = App::new();
    if let Some(current) = options.resume.clone() {
        // The next entry to play takes the saved game up (a finished one on its end screen).
        app.insert_resource(Resume(current));
    }
    add_window(&mut app, &options);
    app.add_plugins(pads::plugin)
        .insert_resource(options.pads.clone())
        .insert_resource(crate::app::hud::prompts::ControlsOpen(options.controls))
        .insert_resource(setup)
        .insert_resource(LearnGame(options.kind))
        .insert_resource(ShotPlan {
            moves,
            screen: options.screen,
            paused: options.paused,
            out: options.out.clone(),
            frames: 0,
            loaded: !matches!(options.screen, Screen::Play | Screen::End),
            resumed: options.resume.is_some(),
            taken: false,
            review: if options.review {
                ShotReview::ToStart
            } else {
                ShotReview::None
            },
            review_line: options.review_line,
        })
        .insert_resource(FrameBench {
            wanted: options.bench_frames,
            ..default()
        })
        .add_systems(Startup, open_screen)
        .add_systems(Update, (drive, drive_review).chain())
        .add_systems(Update, bench_start.before(GameSet::Input))
        .add_systems(Update, bench_end.after(GameSet::View));
    run_to_picture(app, &options)
}

/// The game's window for a picture: `options`' size, view, UI scale and palette, no
/// animation under way, and no hover mark.
fn add_window(app: &mut App, options: &ShotOptions) {
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Quartet".to_string(),
                    resolution: options.window.into(),
                    ..default()
                }),
                ..default()
            })
            .set(RenderPlugin {
                synchronous_pipeline_compilation: true,
                ..default()
            }),
    )
    .insert_resource(ClearColor(Color::srgb(0.07, 0.08, 0.11)))
    .add_plugins(bevy_egui::EguiPlugin::default())
    .add_plugins((LogicPlugin, ViewPlugin))
    .init_resource::<HideHover>()
    // The finished scene: no animation under way when the picture is taken.
    .insert_resource(Settings {
        view: options.view,
        animation: AnimationSpeed::Off,
        ui_scale: options.ui_scale,
        palette: options.palette,
        language: options.language.map(|l| l.code.to_string()),
        ..default()
    });
}

/// With `--review`: once the game is on the board, the review runs to its end (the picture
/// waits), then its first marked move is shown, with the heat map.
fn drive_review(
    mut plan: ResMut<ShotPlan>,
    review: Option<Res<GameReview>>,
    mut actions: MessageWriter<ReviewAction>,
    mut heat: ResMut<ReviewHeat>,
) {
    if !plan.loaded {
        return;
    }
    match plan.review {
        ShotReview::ToStart => {
            actions.write(ReviewAction::Start);
            // The picture shows the review's heat map too.
            heat.0 = true;
            plan.review = ShotReview::Running;
        }
        ShotReview::Running if review.is_some_and(|r| r.review().is_some()) => {
            actions.write(ReviewAction::NextMark);
            plan.review = ShotReview::Line(plan.review_line);
        }
        ShotReview::Line(0) => {
            plan.review = ShotReview::Shown;
            return;
        }
        ShotReview::Line(moves) => {
            // The line's stones are the picture: no heat map over them.
            actions.write(ReviewAction::Line(LineStep::To(moves)));
            heat.0 = false;
            plan.review = ShotReview::Shown;
        }
        ShotReview::Running => {}
        ShotReview::None | ShotReview::Shown => return,
    }
    plan.frames = 0;
}

/// Runs `app` until it has taken its picture and exits; an error when no PNG was written.
fn run_to_picture(mut app: App, options: &ShotOptions) -> Result<(), String> {
    let report = fit::FitReport::default();
    if options.check_fit {
        app.insert_resource(report.clone())
            .init_resource::<fit::PanelTexts>()
            .add_systems(
                PostUpdate,
                fit::check_panel_texts
                    .after(EguiPostUpdateSet::EndPass)
                    .before(EguiPostUpdateSet::ProcessOutput)
                    .run_if(shot_taken),
            )
            .add_systems(Last, fit::check.run_if(shot_taken));
    }
    app.run();
    if !options.out.exists() {
        return Err(format!(
            "no picture was written to {}",
            options.out.display()
        ));
    }
    let problems = report.0.lock().map(|p| p.clone()).unwrap_or_default();
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("the layout does not fit: {}", problems.join("; ")))
    }
}

/// The frame the picture is taken in (the layout then is the picture's).
fn shot_taken(plan: Res<ShotPlan>) -> bool {
    plan.taken
}

/// A lesson or a puzzle on the board, with the player's tries (`--moves`) made one by one
/// once the coach has played.
fn run_exercise_shot(options: ShotOptions) -> Result<(), String> {
    let exercise = options.exercise.clone().ok_or("no exercise")?;
    let _ = std::fs::remove_file(&options.out);
    let mut app = App::new();
    add_window(&mut app, &options);
    app.insert_resource(CoachDelay(0.0))
        .insert_resource(LearnGame(exercise.game))
        .insert_resource(ShotExercise(Some(exercise)))
        .insert_resource(ShotPlan {
            moves: options.moves.clone(),
            screen: Screen::Play,
            paused: None,
            out: options.out.clone(),
            frames: 0,
            loaded: true,
            resumed: true,
            taken: false,
            review: ShotReview::None,
            review_line: 0,
        })
        .insert_resource(FrameBench::default())
        .add_systems(Update, (open_exercise, try_moves, drive).chain());
    run_to_picture(app, &options)
}

/// The exercise to open, until it is open.
#[derive(Resource)]
struct ShotExercise(Option<Exercise>);

/// Opens the exercise from the title screen, as the Learn screen does (entering the title
/// ends any exercise).
fn open_exercise(
    mut commands: Commands,
    mut pending: ResMut<ShotExercise>,
    screen: Res<State<Screen>>,
) {
    if *screen.get() == Screen::Title
        && let Some(exercise) = pending.0.take()
    {
        commands.insert_resource(exercise);
        commands.set_state(Screen::Play);
    }
}

/// The player's tries, one a frame while the coach has nothing queued; the capture waits.
fn try_moves(
    mut plan: ResMut<ShotPlan>,
    exercise: Option<Res<Exercise>>,
    current: Option<Res<CurrentMatch>>,
    mut actions: MessageWriter<PlayerAction>,
) {
    let (Some(exercise), Some(current)) = (exercise, current) else {
        return;
    };
    if plan.moves.is_empty() || !exercise.queue.is_empty() {
        return;
    }
    let text = plan.moves.remove(0);
    match current.game.position().parse_move(&text) {
        Ok(mv) => {
            actions.write(PlayerAction::Play(mv));
        }
        Err(e) => warn!("quartet shot: the try {text}: {e}"),
    }
    plan.frames = 0;
}

fn open_screen(plan: Res<ShotPlan>, mut next: ResMut<NextState<Screen>>) {
    match plan.screen {
        Screen::Title => {}
        Screen::End => next.set(Screen::Play),
        other => next.set(other),
    }
}

fn drive(
    mut commands: Commands,
    mut plan: ResMut<ShotPlan>,
    current: Option<ResMut<CurrentMatch>>,
    mut reset: MessageWriter<BoardReset>,
    mut next: ResMut<NextState<Screen>>,
    mut pause: Option<ResMut<NextState<Pause>>>,
    mut bench: ResMut<FrameBench>,
) {
    plan.frames += 1;
    if !plan.loaded {
        let Some(mut current) = current else { return };
        // Checked before the window opened, so this cannot fail. (A saved game is already
        // on the board.)
        if !plan.resumed && current.game.load_moves(&plan.moves).is_ok() {
            reset.write(BoardReset);
        }
        if plan.screen == Screen::End {
            next.set(Screen::End);
        }
        if let (Some(pause), Some(state)) = (pause.as_mut(), plan.paused) {
            pause.set(state);
        }
        plan.loaded = true;
        plan.frames = 0;
        return;
    }
    if plan.frames == SETTLE_FRAMES {
        // Measure from here on.
        bench.frame_ms.clear();
        bench.ours_ms.clear();
    }
    if plan.frames < SETTLE_FRAMES || bench.frame_ms.len() < bench.wanted as usize {
        return;
    }
    if bench.wanted > 0 && !plan.taken {
        let (frame_mean, frame_p99) = mean_p99(&bench.frame_ms);
        let (ours_mean, ours_p99) = mean_p99(&bench.ours_ms);
        println!(
            "{} frames: frame time mean {frame_mean:.2} ms, p99 {frame_p99:.2} ms; \
             the game's Update systems mean {ours_mean:.3} ms, p99 {ours_p99:.3} ms",
            bench.frame_ms.len()
        );
    }
    if !plan.taken {
        plan.taken = true;
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(plan.out.clone()))
            .observe(
                |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                    exit.write(AppExit::Success);
                },
            );
    }
}
