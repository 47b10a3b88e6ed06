//! The desktop's command line: the game window, or one of its tools.

use clap::{Parser, Subcommand};
use quartet::rules::GameKind;
use std::io::Write;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "quartet",
    version,
    about = "Rekushu, Rush, Quadrex and Cheversi: four abstract placement games.",
    long_about = "Rekushu, Rush, Quadrex and Cheversi: four abstract placement games.\n\n\
        With no command, opens the game window (with --load FILE, on that saved game).\n\
        `quartet engine` speaks the text engine protocol (GTP with extensions) on standard \
        input and output, without opening a window."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Open the game on this saved game (a .ron save; the file is only read).
    #[arg(long, value_name = "FILE")]
    load: Option<std::path::PathBuf>,
}

#[derive(Subcommand)]
enum Command {
    /// Speak the engine protocol (GTP with extensions) on stdin/stdout; no window.
    Engine,
    /// Measure uniform random playouts per second, single thread: prints `GAME SIZE
    /// PLAYOUTS_PER_SECOND` and their share of a bare random fill of the same board, the two
    /// timed in turns.
    Bench {
        /// Only this game (rekushu, rush, quadrex, cheversi); default all four.
        #[arg(long)]
        game: Option<String>,
        /// Board size; default each game's default size.
        #[arg(long)]
        size: Option<usize>,
        /// Seconds of playouts to measure for each game (and as many of bare fills).
        #[arg(long, default_value_t = 3.0)]
        seconds: f64,
        /// Measure the AI instead: playouts per second inside the search, and the median time
        /// of a level-5 and a level-10 move over positions from a game.
        #[arg(long)]
        ai: bool,
        /// With --ai: how many positions to time.
        #[arg(long, default_value_t = 5)]
        positions: usize,
        /// Measure the exact solver instead: random positions with this many empty points
        /// (Cheversi: placements left; Rekushu: this many moves before the end of a random
        /// game), each solved with every move's value; prints the median and worst time (one
        /// thread, up to --seconds each).
        #[arg(long, value_name = "EMPTIES")]
        solve: Option<usize>,
        /// With --solve: positions from self-play games at mixed levels instead of random moves
        /// (closer to real play, and harder).
        #[arg(long)]
        self_play: bool,
    },
    /// Render one scene in a window, save it as a PNG and exit.
    Shot(ShotArgs),
    /// Write every sound the game synthesises as a WAV file into DIR (to listen to or check).
    Sounds {
        /// The folder to write into (created if needed).
        dir: std::path::PathBuf,
    },
    /// Play AI against AI and report wins, draws, losses, the score rate and the Elo difference.
    Match {
        /// rekushu, rush, quadrex or cheversi.
        #[arg(long)]
        game: String,
        /// Board size; default the game's default size.
        #[arg(long)]
        size: Option<usize>,
        /// Player A: a level, 0 (uniform random) to 10, or plain:L, the baseline (plain UCT,
        /// uniform playouts, no game knowledge) at level L's budget; either may end with
        /// /name=value,... for experiments.
        #[arg(long, long_help = player_help())]
        a: String,
        /// Player B, as player A.
        #[arg(long)]
        b: String,
        /// Number of games; colours alternate (A moves first in the odd-numbered games).
        #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..))]
        games: u32,
        /// Seed: the same seed replays the same games when no time cap is reached.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games played at once (default: one per core).
        #[arg(long)]
        threads: Option<usize>,
        /// Append the result as a row of this results file (docs/results.csv).
        #[arg(long, value_name = "FILE")]
        record: Option<std::path::PathBuf>,
        /// With --record: how the match was run, in a few words.
        #[arg(long, default_value = "")]
        note: String,
    },
    /// Solve a position exactly: its result with best play and every move's, for the side to
    /// move (Cheversi: the final margin too). Exit status 2 for bad input.
    Solve {
        /// rekushu, rush, quadrex or cheversi.
        #[arg(long)]
        game: String,
        /// Board size; default the game's default size.
        #[arg(long)]
        size: Option<usize>,
        /// The moves from the empty board, e.g. "d4 c3 e5" (Rush's forced passes may be
        /// written as pass, or left out).
        #[arg(long, default_value = "", allow_hyphen_values = true)]
        moves: String,
        /// Print one JSON object: {"value": "win"|"loss"|"draw"|"unknown", "moves":
        /// {"e5": "win", ...}, "secs": S, ...}; Cheversi adds "margin" and "margins".
        #[arg(long)]
        json: bool,
        /// Give up after this many seconds: what is not solved by then is "unknown".
        #[arg(long, default_value_t = 60.0)]
        seconds: f64,
        /// Give up after this many positions searched.
        #[arg(long)]
        nodes: Option<u64>,
    },
    /// Review a game: each move's win chance before and after, the AI's best move and line,
    /// and marks (inaccuracy ?!, mistake ?, blunder ??), with each player's accuracy. Exit
    /// status 2 for bad input.
    Review {
        /// A saved game (.ron) or an exported move list; or give --game and --moves.
        file: Option<std::path::PathBuf>,
        /// rekushu, rush, quadrex or cheversi (a move list without a header: its game).
        #[arg(long)]
        game: Option<String>,
        /// Board size; default the game's default size.
        #[arg(long)]
        size: Option<usize>,
        /// The moves from the empty board, e.g. "d4 c3 e5".
        #[arg(long, allow_hyphen_values = true)]
        moves: Option<String>,
        /// The AI level whose search budget each position gets (1 to 10).
        #[arg(long, default_value_t = 6)]
        level: u8,
        /// Search threads per position (0: every core).
        #[arg(long, default_value_t = 0)]
        threads: usize,
        /// Print one JSON object: {"moves": [{"ply", "side", "move", "best", "before",
        /// "after", "mark", "margin_before", "margin_after" (Cheversi's expected points), ...}],
        /// "players": [{"side", "accuracy", "best", "inaccuracy",
        /// "mistake", "blunder", ...}], ...}.
        #[arg(long)]
        json: bool,
    },
    /// Puzzles proven by the exact solver: make them from self-play, or list the shipped ones.
    Puzzles {
        #[command(subcommand)]
        action: PuzzlesAction,
    },
    /// Serve online play: the browser build at / and the online protocol at /ws
    /// (docs/online-protocol.md), so that two people play by an invite code or link. Every
    /// move is checked with the rules and stored in SQLite before anyone hears of it: a
    /// restart, even after `kill -9`, loses no move, seat or token. Rooms with no event for
    /// --idle-days are removed. Logs one line per room event on standard error.
    Server(quartet::online_command::ServerArgs),
    /// Play a room of a Quartet server as the AI: joins the room's free seat (or takes back a
    /// seat with --token) and plays until the game ends; prints its seat, its moves and the
    /// winner.
    Bot(quartet::online_command::BotArgs),
    /// Measure the server under load: N rooms at once on loopback, each two clients playing
    /// random legal moves as fast as the server answers. Prints moves a second, the 50th and
    /// 99th percentile time from a `move` to the opponent's `moved`, the server's memory, and
    /// whether every acknowledged move is in its database. Starts its own server (a temporary
    /// database, no rate limit) unless --server names one.
    ServerBench(quartet::online_command::ServerBenchArgs),
    /// Show the AI's measured matches (docs/results.csv): the level table (each level against
    /// the one below), the strength table (each level against plain:L), or every row.
    Results {
        /// What to show.
        #[arg(value_enum, default_value_t = ResultsView::Tables)]
        view: ResultsView,
        /// The results file.
        #[arg(long, default_value = "docs/results.csv", value_name = "FILE")]
        file: std::path::PathBuf,
    },
}

/// `quartet puzzles` commands.
#[derive(Subcommand)]
enum PuzzlesAction {
    /// Play self-play games at mixed levels and keep, from each, the longest position where
    /// exactly one move wins (Cheversi: keeps the best result), proven by the solver; adds the
    /// new puzzles to DIR/GAME.ron.
    Make {
        /// Only this game; default all four.
        #[arg(long)]
        game: Option<String>,
        /// Board size; default each game's puzzle size (Rekushu 6, Rush 5, Quadrex 6, Cheversi 8).
        #[arg(long)]
        size: Option<usize>,
        /// Self-play games to look through, per game.
        #[arg(long, default_value_t = 60)]
        games: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Seconds each solve may take (positions that take longer are passed over).
        #[arg(long, default_value_t = 0.5)]
        seconds: f64,
        #[arg(long, default_value = "assets/puzzles")]
        dir: std::path::PathBuf,
    },
    /// Print every puzzle: a line each, or with --json one array of objects (game, size, the
    /// moves before it, the solution with the replies, the result, themes, rating).
    List {
        #[arg(long)]
        json: bool,
        #[arg(long, default_value = "assets/puzzles")]
        dir: std::path::PathBuf,
    },
}

/// What `quartet results` shows.
#[derive(Clone, Copy, clap::ValueEnum)]
enum ResultsView {
    /// The level table and the strength table.
    Tables,
    /// Each level against the one below.
    Levels,
    /// Each level against the plain baseline at its budget.
    Strength,
    /// Every row, one a line.
    All,
    /// Each level's rating per game, from the level table, as the game ships it
    /// (assets/level_ratings.ron).
    Ratings,
}

/// `--a`'s long help: the player's forms and every experiment parameter, from the one table.
fn player_help() -> String {
    format!(
        "Player A: a level, 0 (uniform random) to 10, or plain:L, the baseline (plain UCT, \
         uniform playouts, no game knowledge) at level L's budget. Either may end with \
         /name=value,... for experiments (docs/ai.md, \"Experiment parameters\"):\n{}",
        quartet::ai::arena::overrides_help()
    )
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        None => {
            match cli.load {
                Some(path) => quartet::app::run_loading(&path),
                None => quartet::app::run(),
            }
            ExitCode::SUCCESS
        }
        Some(Command::Engine) => {
            let stdin = std::io::stdin().lock();
            let stdout = std::io::stdout().lock();
            match quartet::engine::run(stdin, stdout) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("quartet engine: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Some(Command::Bench {
            game,
            size,
            seconds,
            ai: _,
            positions,
            solve: Some(empties),
            self_play,
        }) => bench_solve(game, size, seconds, empties, positions, self_play),
        Some(Command::Bench {
            game,
            size,
            seconds,
            ai,
            positions,
            solve: None,
            self_play: _,
        }) => bench(game, size, seconds, ai.then_some(positions)),
        Some(Command::Match {
            game,
            size,
            a,
            b,
            games,
            seed,
            threads,
            record,
            note,
        }) => {
            let played = run_match(&game, size, [a.clone(), b.clone()], games, seed, threads);
            match (played, record) {
                (Err(code), _) => code,
                (Ok(_), None) => ExitCode::SUCCESS,
                (Ok((kind, size, result)), Some(file)) => {
                    let row = quartet::results::Row {
                        date: quartet::storage::utc_text(quartet::storage::now_unix())[..10]
                            .to_string(),
                        game: kind.name().to_lowercase(),
                        size,
                        a,
                        b,
                        games,
                        a_wins: result.a_wins,
                        draws: result.draws,
                        b_wins: result.b_wins,
                        seed: Some(seed),
                        threads,
                        note,
                    };
                    record_row(&file, &row)
                }
            }
        }
        Some(Command::Results { view, file }) => show_results(&file, view),
        Some(Command::Server(args)) => quartet::online_command::server(args),
        Some(Command::Bot(args)) => quartet::online_command::bot(args),
        Some(Command::ServerBench(args)) => quartet::online_command::server_bench(args),
        Some(Command::Puzzles { action }) => puzzles(action),
        Some(Command::Review {
            file,
            game,
            size,
            moves,
            level,
            threads,
            json,
        }) => {
            let request = quartet::review_command::Request {
                file,
                game,
                size,
                moves,
                level,
                threads,
                json,
            };
            answer_or_refuse("quartet review", quartet::review_command::run(&request))
        }
        Some(Command::Solve {
            game,
            size,
            moves,
            json,
            seconds,
            nodes,
        }) => {
            let request = quartet::solve_command::Request {
                game,
                size,
                moves,
                seconds,
                nodes,
                json,
            };
            answer_or_refuse("quartet solve", quartet::solve_command::run(&request))
        }
        Some(Command::Sounds { dir }) => {
            let start = std::time::Instant::now();
            match quartet::sound_files::write_wavs(&dir) {
                Ok(files) => {
                    for f in &files {
                        println!("{}", f.display());
                    }
                    eprintln!(
                        "{} sounds synthesised and written in {:.0} ms",
                        files.len(),
                        start.elapsed().as_secs_f64() * 1000.0
                    );
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("quartet sounds: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Some(Command::Shot(args)) => shot(args),
    }
}

/// The lesson or puzzle `quartet shot` is asked to show (numbered from 1).
fn exercise_for_shot(
    kind: GameKind,
    lesson: Option<usize>,
    puzzle: Option<usize>,
) -> Result<Option<quartet::app::learn::Exercise>, String> {
    use quartet::app::learn::{Exercise, Library, Task};
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
struct ShotArgs {
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

fn shot(args: ShotArgs) -> ExitCode {
    use quartet::app::settings::{BoardView, Palette, UI_SCALES};
    use quartet::app::{Pause, Screen};
    let ShotArgs {
        game,
        load,
        size,
        moves,
        screen,
        window,
        ui_scale,
        palette,
        view,
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
    use quartet::app::shot::{ShotOptions, run_shot};
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
    let resume = match load.map(quartet::app::store::saves::load_file) {
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
        out,
        random_moves,
        bench_frames,
        resume,
        pads: {
            let mut pads = quartet::app::shot::pads::ShotPads::new(pads, joined.into(), unplug);
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

/// `quartet match`: games are independent, so they are spread over threads (this is the
/// command line, not the app, so plain threads are fine).
fn run_match(
    game: &str,
    size: Option<usize>,
    players: [String; 2],
    games: u32,
    seed: u64,
    threads: Option<usize>,
) -> Result<(GameKind, usize, quartet::ai::arena::MatchResult), ExitCode> {
    use quartet::ai::arena::{Contender, run_match_on};
    let kind = match game.parse::<GameKind>() {
        Ok(k) => k,
        Err(e) => {
            eprintln!("quartet match: {e}");
            return Err(ExitCode::FAILURE);
        }
    };
    let size = size.unwrap_or(kind.default_size());
    if let Err(e) = kind.check_size(size) {
        eprintln!("quartet match: {e}");
        return Err(ExitCode::FAILURE);
    }
    let mut contenders = [Contender::level(0); 2];
    for (contender, text) in contenders.iter_mut().zip(&players) {
        match text.parse::<Contender>() {
            Ok(c) => *contender = c,
            Err(e) => {
                eprintln!("quartet match: {e}");
                return Err(ExitCode::FAILURE);
            }
        }
    }
    let [a, b] = contenders;
    let workers =
        threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    println!(
        "{} {size}: A {} vs B {}, {games} games, colours alternating, seed {seed}",
        kind.name(),
        players[0],
        players[1]
    );
    let started = std::time::Instant::now();
    let played = run_match_on(kind, size, a, b, games, seed, workers, |g, r, total| {
        eprintln!(
            "game {:>3}/{games}: {r:?}   (A {} - {} draws - B {}, {:.0} s)",
            g + 1,
            total.a_wins,
            total.draws,
            total.b_wins,
            started.elapsed().as_secs_f64()
        );
    });
    let total = match played {
        Ok(total) => total,
        Err(e) => {
            eprintln!("quartet match: {e}");
            return Err(ExitCode::FAILURE);
        }
    };
    let (elo, margin) = total.elo();
    println!(
        "A wins {}, draws {}, B wins {}; A's score rate {:.1}%; Elo {elo:+.0} +/- {margin:.0}",
        total.a_wins,
        total.draws,
        total.b_wins,
        100.0 * total.score_rate()
    );
    Ok((kind, size, total))
}

/// `quartet match --record FILE`: the row added to the results file, written atomically; a
/// file that cannot be read as results is left as it is.
fn record_row(file: &std::path::Path, row: &quartet::results::Row) -> ExitCode {
    let old = match file.exists() {
        true => match quartet::storage::read_file(file) {
            Ok(text) => text,
            Err(e) => return failed("quartet match", e),
        },
        false => String::new(),
    };
    if let Err(e) = quartet::results::parse(&old) {
        return failed(
            "quartet match",
            format!(
                "{} is not a results file ({e}): not recorded",
                file.display()
            ),
        );
    }
    let new = match quartet::results::append(&old, row) {
        Ok(text) => text,
        Err(e) => return failed("quartet match", e),
    };
    match quartet::storage::write_file(file, &new) {
        Ok(()) => {
            println!("recorded in {}", file.display());
            ExitCode::SUCCESS
        }
        Err(e) => failed("quartet match", e),
    }
}

/// `quartet results`: the tables (or every row) of a results file.
fn show_results(file: &std::path::Path, view: ResultsView) -> ExitCode {
    let rows = match quartet::storage::read_file(file)
        .map_err(|e| e.to_string())
        .and_then(|text| quartet::results::parse(&text))
    {
        Ok(rows) => rows,
        Err(e) => return failed("quartet results", format!("{}: {e}", file.display())),
    };
    let levels = || {
        format!(
            "Each level against the one below (score of the higher level, W - D - L):\n\n{}",
            quartet::results::level_table(&rows)
        )
    };
    let strength = || {
        format!(
            "Each level against plain:L, the baseline at its budget (score of the level):\n\n{}",
            quartet::results::strength_table(&rows)
        )
    };
    let text = match view {
        ResultsView::Tables => format!("{}\n{}", levels(), strength()),
        ResultsView::Levels => levels(),
        ResultsView::Strength => strength(),
        ResultsView::All => quartet::results::listing(&rows),
        ResultsView::Ratings => quartet::results::ratings_text(&rows),
    };
    println!("{text}");
    ExitCode::SUCCESS
}

/// One line on standard error saying what failed, and the failure status.
fn failed(command: &str, e: impl std::fmt::Display) -> ExitCode {
    eprintln!("{command}: {e}");
    ExitCode::FAILURE
}

/// A command's answer printed, or its refusal of bad input on standard error with status 2.
fn answer_or_refuse(command: &str, answer: Result<String, String>) -> ExitCode {
    match answer {
        Ok(text) => {
            print_quietly(text.trim_end());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{command}: {e}");
            ExitCode::from(2)
        }
    }
}

/// Prints `text` and a newline; a closed pipe (`| head`) ends the output quietly.
fn print_quietly(text: &str) {
    let _ = writeln!(std::io::stdout().lock(), "{text}");
}

fn puzzles(action: PuzzlesAction) -> ExitCode {
    let answer = match action {
        PuzzlesAction::List { json, dir } => quartet::puzzles_command::list(&dir, json),
        PuzzlesAction::Make {
            game,
            size,
            games,
            seed,
            seconds,
            dir,
        } => {
            let kinds = match game.as_deref().map(str::parse::<GameKind>) {
                None => Ok(GameKind::ALL.to_vec()),
                Some(Ok(kind)) => Ok(vec![kind]),
                Some(Err(e)) => Err(e.to_string()),
            };
            let seconds_ok = seconds.is_finite() && seconds > 0.0;
            match kinds {
                Ok(_) if !seconds_ok => Err("--seconds must be a positive number".to_string()),
                Ok(games_of) => quartet::puzzles_command::make_puzzles(
                    &quartet::puzzles_command::MakeRequest {
                        games: games_of,
                        size,
                        count: games,
                        seed,
                        seconds,
                        dir,
                    },
                    |line| eprintln!("{line}"),
                ),
                Err(e) => Err(e),
            }
        }
    };
    match answer {
        Ok(text) => {
            print_quietly(text.trim_end());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("quartet puzzles: {e}");
            ExitCode::from(2)
        }
    }
}

fn bench_solve(
    game: Option<String>,
    size: Option<usize>,
    seconds: f64,
    empties: usize,
    positions: usize,
    self_play: bool,
) -> ExitCode {
    let kinds = match game.as_deref().map(str::parse::<GameKind>) {
        None => GameKind::ALL.to_vec(),
        Some(Ok(kind)) => vec![kind],
        Some(Err(e)) => return failed("quartet bench", e),
    };
    if !(seconds.is_finite() && seconds > 0.0) {
        return failed("quartet bench", "--seconds must be a positive number");
    }
    let budget = quartet::ai::solve::SolveBudget {
        time: Some(std::time::Duration::from_secs_f64(seconds)),
        ..Default::default()
    };
    for kind in kinds {
        let size = size.unwrap_or(kind.sizes()[0]);
        match quartet::bench::solve_speed(kind, size, empties, positions, 1, budget, self_play) {
            Ok(s) => println!("{}", s.line()),
            Err(e) => return failed("quartet bench", e),
        }
    }
    ExitCode::SUCCESS
}

fn bench(
    game: Option<String>,
    size: Option<usize>,
    seconds: f64,
    ai_positions: Option<usize>,
) -> ExitCode {
    let kinds = match game.as_deref().map(str::parse::<GameKind>) {
        None => GameKind::ALL.to_vec(),
        Some(Ok(kind)) => vec![kind],
        Some(Err(e)) => {
            eprintln!("quartet bench: {e}");
            return ExitCode::FAILURE;
        }
    };
    if !(seconds.is_finite() && seconds > 0.0) {
        eprintln!("quartet bench: --seconds must be a positive number");
        return ExitCode::FAILURE;
    }
    let mut out = std::io::stdout().lock();
    for kind in kinds {
        let size = size.unwrap_or(kind.default_size());
        let line = match ai_positions {
            Some(n) => quartet::bench::ai_speed(kind, size, n, 1).map(|s| s.line()),
            None => quartet::bench::playout_speed(kind, size, seconds, 1).map(|s| s.line()),
        };
        match line {
            Ok(line) => {
                // A closed pipe (`| head`) ends the run quietly.
                if writeln!(out, "{line}").is_err() {
                    return ExitCode::SUCCESS;
                }
            }
            Err(e) => {
                eprintln!("quartet bench: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}
