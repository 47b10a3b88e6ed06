//! `quartet shot`: one scene of the game rendered in a window, saved as a PNG (and with
//! `--check-fit`, checked for texts and buttons that do not fit; docs/phones.md).

use crate::i18n::{LANGUAGES, Language};
use crate::rules::GameKind;
use std::process::ExitCode;

/// The lesson or puzzle `quartet shot` is asked to show (numbered from 1).
fn exercise_for_shot(
    kind: GameKind,
    lesson: Option<usize>,
    puzzle: Option<usize>,
) -> Result<Option<crate::app::learn::Exercise>, String> {
    use crate::app::learn::{Exercise, Library, Task};
    let library = Library::built_in();
    match (lesson, puzzle) {
        (Some(n), _) => {
            let count = library.book(kind).map_or(0, |b| b.lessons.len());
            if n == 0 || n > count {
                return Err(format!("{} has lessons 1 to {count}", kind.title()));
            }
            Ok(Some(Exercise::new(kind, Task::Lesson(n - 1))))
        }
        (None, Some(n)) => {
            let puzzles = library.puzzles(kind);
            match n.checked_sub(1).and_then(|i| puzzles.get(i)) {
                Some(p) => Ok(Some(Exercise::new(kind, Task::Puzzle(p.id.clone())))),
                None => Err(format!(
                    "{} has puzzles 1 to {}",
                    kind.title(),
                    puzzles.len()
                )),
            }
        }
        (None, None) => Ok(None),
    }
}

/// `quartet shot`'s options.
#[derive(clap::Args)]
pub struct Args {
    /// rekushu, rush, quadrex or cheversi (the play, pause and end screens need it or
    /// --load; the setup screen shows it, Rush by default).
    #[arg(long)]
    game: Option<String>,
    /// A saved game to show instead of --game, --size and --moves. A file that cannot be
    /// used ends the command with status 2 and one line saying why; it is left unchanged.
    #[arg(long, value_name = "FILE")]
    load: Option<std::path::PathBuf>,
    /// Board size; default the game's default size.
    #[arg(long)]
    size: Option<usize>,
    /// Moves to play first, in notation, separated by spaces.
    #[arg(long, default_value = "")]
    moves: String,
    /// title, select, setup, load, settings, play, pause (the pause menu over play),
    /// controls (its Controls page), actions (the actions menu), undo-asked (Black asks to
    /// take back a move), match-settings (the settings over play) or end.
    #[arg(long, default_value = "play")]
    screen: String,
    /// The window's size, WIDTHxHEIGHT.
    #[arg(long, default_value = "1280x720")]
    window: String,
    /// The UI scale in percent (100 to 200).
    #[arg(long, default_value_t = 100)]
    ui_scale: u16,
    /// standard or colour-blind.
    #[arg(long, default_value = "standard")]
    palette: String,
    /// 3d (lit, at an angle) or 2d (flat, from above).
    #[arg(long, default_value = "3d")]
    view: String,
    /// The language: en, de, fr, es, pt-BR, pl, ru or ja (default: the system's, as a first
    /// start shows it).
    #[arg(long, value_name = "CODE")]
    lang: Option<String>,
    /// Where to write the PNG.
    #[arg(long)]
    out: std::path::PathBuf,
    /// Random legal moves to play after --moves (seeded: the same each time).
    #[arg(long, default_value_t = 0)]
    random_moves: usize,
    /// Measure this many frames first and print the frame time (mean, 99th percentile)
    /// and the time of the game's own systems.
    #[arg(long, default_value_t = 0)]
    bench_frames: u32,
    /// Pads to connect, by name, separated by commas ("Pad A,Pad B").
    #[arg(long, value_delimiter = ',')]
    pads: Vec<String>,
    /// How many of those pads hold a side, in order (Black first): 0 to 2.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=2))]
    joined: u8,
    /// Unplug the first pad during play (the pause menu says whose pad is gone).
    #[arg(long)]
    unplug: bool,
    /// Show lesson N (from 1) of --game on the board; --moves are then the player's tries.
    #[arg(long, conflicts_with_all = ["puzzle", "load"])]
    lesson: Option<usize>,
    /// Show puzzle N (from 1) of --game's shipped puzzles; --moves are the player's tries.
    #[arg(long, conflicts_with = "load")]
    puzzle: Option<usize>,
    /// Review the game (after --moves, or the one --load opens) and show its first marked move.
    #[arg(long, conflicts_with_all = ["lesson", "puzzle"])]
    review: bool,
    /// With --review: show the first marked move's better line on the board, this many moves.
    #[arg(long, requires = "review", default_value_t = 0)]
    line: usize,
    /// Fail (status 1, saying why) when a menu text leaves its box or the window, a button
    /// leaves the window, or on a phone's layout a button is under 44x44 px.
    #[arg(long)]
    check_fit: bool,
}

pub fn run(args: Args) -> ExitCode {
    use crate::app::settings::{BoardView, Palette, UI_SCALES};
    use crate::app::{Pause, Screen};
    let Args {
        game,
        load,
        size,
        moves,
        screen,
        window,
        ui_scale,
        palette,
        view,
        lang,
        out,
        random_moves,
        bench_frames,
        pads,
        joined,
        unplug,
        lesson,
        puzzle,
        review,
        line,
        check_fit,
    } = args;
    let (game, load) = (game.as_deref(), load.as_deref());
    let (moves, screen, window) = (moves.as_str(), screen.as_str(), window.as_str());
    let (palette, view) = (palette.as_str(), view.as_str());
    use crate::app::shot::{ShotOptions, run_shot};
    let fail = |e: String| {
        eprintln!("quartet shot: {e}");
        ExitCode::FAILURE
    };
    if load.is_some() && (!moves.trim().is_empty() || random_moves > 0 || size.is_some()) {
        return fail(
            "--load shows the saved game as it is: leave out --size, --moves and --random-moves"
                .into(),
        );
    }
    let resume = match load.map(crate::app::store::saves::load_file) {
        None => None,
        // (A review kept in the save is left out: --review reviews the game again.)
        Some(Ok((current, _))) => Some(current),
        Some(Err(why)) => {
            eprintln!("quartet shot: {why}");
            return ExitCode::from(2);
        }
    };
    if (unplug || joined > 0) && pads.len() < usize::from(joined.max(u8::from(unplug))) {
        return fail("--joined and --unplug need that many pads named in --pads".into());
    }
    let controls = screen == "controls";
    let actions_menu = screen == "actions";
    let undo_asked = screen == "undo-asked";
    let (screen, paused) = match screen {
        "title" => (Screen::Title, None),
        "select" => (Screen::Select, None),
        "setup" => (Screen::Setup, None),
        "load" => (Screen::Load, None),
        "settings" => (Screen::Settings, None),
        "play" => (Screen::Play, None),
        "pause" | "controls" => (Screen::Play, Some(Pause::Paused)),
        "actions" | "undo-asked" => (Screen::Play, None),
        "match-settings" => (Screen::Play, Some(Pause::Settings)),
        "end" => (Screen::End, None),
        "learn" => (Screen::Learn, None),
        other => {
            return fail(format!(
                "unknown screen '{other}': use title, select, setup, load, settings, learn, \
                 play, pause, controls, actions, undo-asked, match-settings or end"
            ));
        }
    };
    let window = match window
        .split_once('x')
        .and_then(|(w, h)| Some((w.parse::<u32>().ok()?, h.parse::<u32>().ok()?)))
    {
        Some((w, h)) if (320..=7680).contains(&w) && (240..=4320).contains(&h) => (w, h),
        _ => {
            return fail(format!(
                "--window '{window}': use WIDTHxHEIGHT, for example 1920x1080"
            ));
        }
    };
    if !UI_SCALES.contains(&ui_scale) {
        return fail(format!("--ui-scale {ui_scale}: use 100 to 200"));
    }
    let palette = match palette {
        "standard" => Palette::Standard,
        "colour-blind" | "color-blind" => Palette::ColourBlind,
        other => {
            return fail(format!(
                "unknown palette '{other}': use standard or colour-blind"
            ));
        }
    };
    let kind = match (game, &resume) {
        (Some(game), _) => match game.parse::<GameKind>() {
            Ok(k) => k,
            Err(e) => return fail(e.to_string()),
        },
        (None, Some(current)) => current.game.kind(),
        (None, None)
            if matches!(
                screen,
                Screen::Title
                    | Screen::Select
                    | Screen::Setup
                    | Screen::Load
                    | Screen::Settings
                    | Screen::Learn
            ) =>
        {
            GameKind::Rush
        }
        (None, None) => {
            return fail("the play, pause and end screens need --game or --load".into());
        }
    };
    let view = match view {
        "3d" => BoardView::ThreeD,
        "2d" => BoardView::TwoD,
        other => return fail(format!("unknown view '{other}': use 3d or 2d")),
    };
    let language = match lang.as_deref().map(|code| (code, Language::by_code(code))) {
        None => None,
        Some((_, Some(language))) => Some(language),
        Some((other, None)) => {
            let codes: Vec<&str> = LANGUAGES.iter().map(|l| l.code).collect();
            return fail(format!(
                "unknown language '{other}': use {}",
                codes.join(", ")
            ));
        }
    };
    let exercise = match exercise_for_shot(kind, lesson, puzzle) {
        Ok(exercise) => exercise,
        Err(e) => return fail(e),
    };
    let options = ShotOptions {
        check_fit,
        review,
        review_line: line,
        exercise,
        kind,
        view,
        size,
        moves: moves.split_whitespace().map(str::to_string).collect(),
        screen,
        paused,
        controls,
        window,
        ui_scale,
        palette,
        language,
        out,
        random_moves,
        bench_frames,
        resume,
        pads: {
            let mut pads = crate::app::shot::pads::ShotPads::new(pads, joined.into(), unplug);
            pads.actions_menu = actions_menu;
            pads.undo_asked = undo_asked;
            pads
        },
    };
    match run_shot(options) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(e),
    }
}
