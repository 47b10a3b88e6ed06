//! `quartet shot`: renders one scene in a window, saves it as a PNG and exits. The game and
//! moves are checked by the rules before any window opens.

use super::game::{BoardReset, CurrentMatch, MatchSetup, Seat};
use super::{LogicPlugin, Screen, ViewPlugin};
use crate::rules::{GameKind, Match, MatchOptions};
use bevy::prelude::*;
use bevy::render::RenderPlugin;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use std::path::PathBuf;

/// What to render.
#[derive(Clone, Debug)]
pub struct ShotOptions {
    pub kind: GameKind,
    pub size: Option<usize>,
    pub moves: Vec<String>,
    pub screen: Screen,
    pub out: PathBuf,
}

#[derive(Resource)]
struct ShotPlan {
    moves: Vec<String>,
    screen: Screen,
    out: PathBuf,
    frames: u32,
    loaded: bool,
    taken: bool,
}

/// Frames to wait before the capture: software rendering compiles its pipelines first.
const SETTLE_FRAMES: u32 = 90;

/// Renders the scene to `options.out`; an error says what was wrong (bad game, size or move,
/// moves that do not end the game for the end screen, or no PNG written).
pub fn run_shot(options: ShotOptions) -> Result<(), String> {
    let size = options.size.unwrap_or(options.kind.default_size());
    let mut check =
        Match::new(options.kind, Some(size), MatchOptions::default()).map_err(|e| e.to_string())?;
    check
        .load_moves(&options.moves)
        .map_err(|e| e.to_string())?;
    if options.screen == Screen::End && check.position().to_move().is_some() {
        return Err("the end screen needs moves that finish the game".to_string());
    }
    let _ = std::fs::remove_file(&options.out);
    App::new()
        .add_plugins(
            DefaultPlugins
                .set(WindowPlugin {
                    primary_window: Some(Window {
                        title: "Quartet".to_string(),
                        resolution: (1280, 720).into(),
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
        .add_plugins((LogicPlugin, ViewPlugin))
        .init_resource::<super::hover::HideHover>()
        .insert_resource(MatchSetup {
            kind: options.kind,
            size,
            seats: [Seat::Human, Seat::Human],
            options: MatchOptions::default(),
        })
        .insert_resource(ShotPlan {
            moves: options.moves,
            screen: options.screen,
            out: options.out.clone(),
            frames: 0,
            loaded: !matches!(options.screen, Screen::Play | Screen::End),
            taken: false,
        })
        .add_systems(Startup, open_screen)
        .add_systems(Update, drive)
        .run();
    if options.out.exists() {
        Ok(())
    } else {
        Err(format!(
            "no picture was written to {}",
            options.out.display()
        ))
    }
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
) {
    plan.frames += 1;
    if !plan.loaded {
        let Some(mut current) = current else { return };
        // Checked before the window opened, so this cannot fail.
        if current.game.load_moves(&plan.moves).is_ok() {
            reset.write(BoardReset);
        }
        if plan.screen == Screen::End {
            next.set(Screen::End);
        }
        plan.loaded = true;
        plan.frames = 0;
        return;
    }
    if !plan.taken && plan.frames >= SETTLE_FRAMES {
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
