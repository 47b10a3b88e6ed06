//! The browser page's view of the game, for its tests and tools (the "state hook"): the screen,
//! the match and its moves in protocol notation, where the board's centre point is on the
//! canvas, the menu buttons on screen and where they are, whether the AI is thinking and how
//! fast it searched. [`PageState`] is kept current
//! on every platform (so headless tests check it); in the browser it is also written to the
//! canvas as `data-` attributes (`data-screen`, `data-game`, `data-moves`, `data-center`, `data-corners`,
//! `data-setup`, `data-buttons` (each `label@x,y,width,height`), `data-board`, `data-thinking`, `data-ai-pps`, `data-searches`,
//! `data-ai-playouts`, `data-ai-ms`, `data-review`, `data-shown`, `data-ai`,
//! `data-worker-searches`, `data-turn`, `data-refusals`, `data-cursor`, `data-online`,
//! `data-exercise`, `data-name-field`, `data-name`)
//! whenever it changes.
//!
//! The page can also open a match at once, for measurements: `?play=rush:19:ai5:ai10` (game,
//! size, then each seat `human` or `aiN`); see [`parse_play`].

use crate::app::background::SearchStats;
use crate::app::board::PointTarget;
use crate::app::board::camera::BoardCamera;
use crate::app::board::grid::BoardGrid;
use crate::app::game::ai_turn::Thinking;
use crate::app::game::{CurrentMatch, MatchSetup, MoveRejected, Seat};
use crate::app::hud::{EguiButtons, ShownButton};
use crate::app::input::cursor::BoardCursor;
use crate::app::input::press::Press;
use crate::app::learn::exercise::{Exercise, Status, Task};
use crate::app::online::{LinkState, Online};
use crate::app::review::{GameReview, ReviewState};
use crate::app::screens::button_names::{ButtonNames, Named};
use crate::app::screens::online::NameField;
use crate::app::settings::Settings;
use crate::app::{GameSet, Screen};
use crate::rules::{Coord, GameKind, MatchOptions};
use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PageState>()
        .add_systems(Update, follow_game.after(GameSet::View));
    #[cfg(target_arch = "wasm32")]
    app.add_systems(
        Update,
        (
            dom::take_typed_name,
            dom::write_attributes.after(follow_game),
        ),
    )
    .add_systems(
        Startup,
        (
            dom::open_requested_match,
            dom::listen_for_wake,
            dom::listen_for_name,
        ),
    );
}

/// What the page shows of the game (see the module's comment).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct PageState {
    /// The screen's name: `Title`, `Select`, `Setup`, `Load`, `Settings`, `Play`, `End`.
    pub screen: String,
    /// The match on screen as `game size` (`rush 9`), empty without one.
    pub game: String,
    /// The match's moves in protocol notation, separated by spaces.
    pub moves: String,
    /// The board's centre point on the canvas, in logical (CSS) pixels from its top left.
    pub center: Option<Vec2>,
    /// The board's four corner points on the canvas (a1, the last of row 1, the far corner,
    /// the last of column a), in logical (CSS) pixels: a test finds any point from them.
    pub corners: Option<[Vec2; 4]>,
    /// What the next match starts from: `rush 9 human ai5`.
    pub setup: String,
    /// The buttons on screen (the menus', the panel's and its dialogs'): each one's label,
    /// centre and size in logical (CSS) pixels.
    pub buttons: Vec<ShownButton>,
    /// The board's slab on the canvas, as the box around its corners, in logical (CSS) pixels.
    pub board: Option<Rect>,
    pub thinking: bool,
    /// The AI's finished searches: the page shows their speed, their number, the playouts and
    /// the milliseconds of search behind it (so that two readings give the speed over a
    /// stretch of the game), and how many the workers answered.
    pub search: SearchStats,
    /// The review: empty, `running D/T` (positions searched of all), `stopped D/T`, or
    /// `done M` (M moves marked an inaccuracy or worse).
    pub review: String,
    /// The position on the board: empty when live, `after K` (a past one), or `line N:S` (S
    /// moves of a line played instead of move N).
    pub shown: String,
    /// What the AI runs on: `workers:N` (the browser's Web Workers), `slices` (the page's
    /// thread) or `threads` (the desktop).
    pub ai: String,
    /// The side to move by its colour name (`black`), empty once the game is over.
    pub turn: String,
    /// The keyboard's or a pad's board cursor (`c3`), empty while hidden.
    pub cursor: String,
    /// The moves the rules (or the game) refused so far: a refused click or key shows here.
    pub refusals: u64,
    /// A game online: `ROOM SIDE LINK` (`K7QX2M black open`; the side empty until seated, the
    /// link `connecting`, `open`, `retrying` or `stopped`); empty otherwise.
    pub online: String,
    /// A lesson or puzzle on the board: `lesson N STEP STATUS` or `puzzle ID STATUS`, the
    /// status `trying`, `wrong`, `showing` or `complete`; empty otherwise.
    pub exercise: String,
    /// The Online screen's name row (its top left and size, logical pixels) and the name in
    /// it: a tap there opens a phone's keyboard (`web/loader.js`).
    pub name_field: Option<(Rect, String)>,
}

impl PageState {
    /// The page's attributes and their values.
    pub fn attributes(&self) -> Vec<(&'static str, String)> {
        vec![
            ("data-screen", self.screen.clone()),
            ("data-game", self.game.clone()),
            ("data-moves", self.moves.clone()),
            (
                "data-center",
                self.center
                    .map(|c| format!("{:.1},{:.1}", c.x, c.y))
                    .unwrap_or_default(),
            ),
            (
                "data-corners",
                self.corners
                    .map(|c| c.map(|p| format!("{:.1},{:.1}", p.x, p.y)).join(" "))
                    .unwrap_or_default(),
            ),
            (
                "data-buttons",
                self.buttons
                    .iter()
                    .filter(|b| b.in_view)
                    .map(|b| {
                        let label = b.label.replace(['|', '@', '\n'], " ");
                        let (at, size) = (b.centre, b.size);
                        format!(
                            "{label}@{:.0},{:.0},{:.0},{:.0}",
                            at.x, at.y, size.x, size.y
                        )
                    })
                    .collect::<Vec<_>>()
                    .join("|"),
            ),
            (
                "data-board",
                self.board.as_ref().map(rect_text).unwrap_or_default(),
            ),
            ("data-setup", self.setup.clone()),
            ("data-thinking", u8::from(self.thinking).to_string()),
            (
                "data-ai-pps",
                self.search
                    .playouts_per_second()
                    .map(|p| format!("{p:.0}"))
                    .unwrap_or_default(),
            ),
            ("data-searches", self.search.searches.to_string()),
            ("data-ai-playouts", self.search.playouts.to_string()),
            ("data-ai-ms", self.search.searching.as_millis().to_string()),
            ("data-review", self.review.clone()),
            ("data-shown", self.shown.clone()),
            ("data-ai", self.ai.clone()),
            ("data-worker-searches", self.search.by_workers.to_string()),
            ("data-turn", self.turn.clone()),
            ("data-refusals", self.refusals.to_string()),
            ("data-cursor", self.cursor.clone()),
            ("data-online", self.online.clone()),
            ("data-exercise", self.exercise.clone()),
            (
                "data-name-field",
                self.name_field
                    .as_ref()
                    .map(|(r, _)| rect_text(r))
                    .unwrap_or_default(),
            ),
            (
                "data-name",
                self.name_field
                    .as_ref()
                    .map(|(_, name)| name.clone())
                    .unwrap_or_default(),
            ),
        ]
    }
}

/// The rest of what [`follow_game`] reads (a system takes at most 16 parameters).
/// A box as the page's hooks write it: `x,y,width,height` from its top left, whole pixels.
fn rect_text(r: &Rect) -> String {
    let size = r.size();
    format!("{:.0},{:.0},{:.0},{:.0}", r.min.x, r.min.y, size.x, size.y)
}

type Followed<'w, 's> = (
    Option<Res<'w, BoardCursor>>,
    Option<Res<'w, Online>>,
    MessageReader<'w, 's, MoveRejected>,
    Option<Res<'w, Exercise>>,
    NameRow<'w, 's>,
);

/// The Online screen's name row where shown, and the settings with the name.
type NameRow<'w, 's> = (
    Query<
        'w,
        's,
        (
            &'static UiGlobalTransform,
            &'static ComputedNode,
            &'static InheritedVisibility,
        ),
        With<NameField>,
    >,
    Option<Res<'w, Settings>>,
);

pub(super) fn follow_game(
    mut page: ResMut<PageState>,
    screen: Res<State<Screen>>,
    current: Option<Res<CurrentMatch>>,
    thinking: Option<Res<Thinking>>,
    stats: Res<SearchStats>,
    setup: Option<Res<MatchSetup>>,
    cameras: Query<(&Camera, &GlobalTransform), With<BoardCamera>>,
    points: Query<(&PointTarget, &GlobalTransform)>,
    buttons: Query<
        (
            Entity,
            &UiGlobalTransform,
            &ComputedNode,
            &InheritedVisibility,
        ),
        With<Button>,
    >,
    grids: Query<&BoardGrid>,
    names: ButtonNames,
    windows: Query<&Window>,
    panel_buttons: Option<Res<EguiButtons>>,
    review: Option<Res<GameReview>>,
    (cursor, online, mut refused, exercise, (name_rows, settings)): Followed,
) {
    let (game, moves, size) = match &current {
        Some(c) => {
            let size = c.game.size();
            (
                format!("{} {size}", c.game.kind().name()),
                c.game.history().join(" "),
                Some(size),
            )
        }
        None => Default::default(),
    };
    let on_canvas = |at: Coord| {
        let (camera, eye) = cameras.iter().find(|(c, _)| c.is_active)?;
        let (_, place) = points.iter().find(|(p, _)| p.at == at)?;
        camera.world_to_viewport(eye, place.translation()).ok()
    };
    let center = size.and_then(|n| on_canvas(Coord::new(n / 2, n / 2)));
    let corners = size.and_then(|n| {
        let last = n.checked_sub(1)?;
        let [a, b, c, d] = [(0, 0), (last, 0), (last, last), (0, last)]
            .map(|(col, row)| on_canvas(Coord::new(col, row)));
        Some([a?, b?, c?, d?])
    });
    // UI positions are in physical pixels; the page's are logical.
    let scale = windows.iter().next().map_or(1.0, Window::scale_factor);
    let mut buttons: Vec<ShownButton> = buttons
        .iter()
        // Shown and laid out (a button under `Display::None` has no size).
        .filter(|(_, _, node, visible)| visible.get() && node.size().min_element() > 0.0)
        .filter_map(|(button, place, node, _)| {
            let Named { label, name } = names.named(button)?;
            Some(ShownButton {
                label,
                centre: place.translation / scale,
                size: node.size() / scale,
                name,
                press: Some(Press::Menu(button)),
                enabled: true,
                in_view: true,
            })
        })
        .collect();
    buttons.extend(panel_buttons.iter().flat_map(|b| b.shown.iter().cloned()));
    // Top to bottom, left to right: the same order whatever the entities' order.
    buttons.sort_by(|a, b| {
        (a.centre.y, a.centre.x)
            .partial_cmp(&(b.centre.y, b.centre.x))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let board = grids.iter().next().and_then(|grid| {
        let (camera, eye) = cameras.iter().find(|(c, _)| c.is_active)?;
        let h = grid.half_width();
        let corners = [(-h, -h), (-h, h), (h, -h), (h, h)]
            .map(|(x, z)| camera.world_to_viewport(eye, Vec3::new(x, 0.0, z)).ok());
        corners
            .into_iter()
            .try_fold(Rect::EMPTY, |r, c| Some(r.union_point(c?)))
    });
    // A projection placed anew this frame has no area until the camera's system has run (in
    // PostUpdate): the corners all fall on the centre. The last good box stands until then.
    let board = board.filter(|r| r.width() >= 1.0).or(page.board);
    let next = PageState {
        screen: screen.get().name().to_string(),
        game,
        moves,
        center,
        corners,
        setup: setup.map(|s| setup_text(&s)).unwrap_or_default(),
        buttons,
        board,
        thinking: thinking.is_some(),
        search: *stats,
        review: review.map_or_else(String::new, |r| review_text(&r)),
        shown: current.as_deref().map_or_else(String::new, shown_text),
        ai: crate::app::background::workers::mode_text(),
        turn: current
            .as_deref()
            .and_then(|c| Some(c.game.kind().colour(c.to_move()?).to_string()))
            .unwrap_or_default(),
        cursor: cursor
            .and_then(|c| c.at)
            .map(|at| at.to_string())
            .unwrap_or_default(),
        online: online.as_deref().map_or_else(String::new, online_text),
        refusals: page.refusals + refused.read().count() as u64,
        exercise: exercise.as_deref().map_or_else(String::new, exercise_text),
        name_field: name_rows
            .iter()
            .find(|(_, node, visible)| visible.get() && node.size().min_element() > 0.0)
            .map(|(place, node, _)| {
                let rect = Rect::from_center_size(place.translation / scale, node.size() / scale);
                let name = settings.as_ref().map(|s| s.online.name.clone());
                (rect, name.unwrap_or_default())
            }),
    };
    // Only a real change marks the resource changed (the page is written only then).
    page.set_if_neq(next);
}

/// A lesson or puzzle for the page (see [`PageState::exercise`]).
fn exercise_text(ex: &Exercise) -> String {
    let status = match ex.status {
        Status::Trying => "trying",
        Status::Wrong(_) => "wrong",
        Status::Showing => "showing",
        Status::Complete => "complete",
    };
    match &ex.task {
        Task::Lesson(n) => format!("lesson {n} {} {status}", ex.step),
        Task::Puzzle(id) => format!("puzzle {id} {status}"),
    }
}

/// A game online for the page (see [`PageState::online`]).
fn online_text(online: &Online) -> String {
    let side = online
        .kind
        .zip(online.side)
        .map_or("", |(kind, side)| kind.colour(side));
    let link = match online.link {
        LinkState::Connecting => "connecting",
        LinkState::Open => "open",
        LinkState::Retrying { .. } => "retrying",
        LinkState::Stopped => "stopped",
    };
    let room = online.room.as_deref().unwrap_or("-");
    format!("{room} {side} {link}")
}

/// The position on the board for the page (see [`PageState::shown`]).
fn shown_text(current: &CurrentMatch) -> String {
    match (current.line(), current.viewing()) {
        (Some(line), _) => format!("line {}:{}", line.from + 1, line.moves.len()),
        (None, Some(k)) => format!("after {k}"),
        (None, None) => String::new(),
    }
}

/// The review's state for the page (see [`PageState::review`]).
fn review_text(review: &GameReview) -> String {
    match &review.state {
        ReviewState::Running(run) => {
            let (done, total) = run.progress();
            format!("running {done}/{total}")
        }
        ReviewState::Stopped(done, total) => format!("stopped {done}/{total}"),
        ReviewState::Done(done) => {
            use crate::ai::review::Mark;
            let marked: usize = (done.players.iter())
                .flat_map(|p| [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder].map(|m| p.count(m)))
                .sum();
            format!("done {marked}")
        }
    }
}

/// `rush 9 human ai5`: the game, the size and each seat.
pub fn setup_text(setup: &MatchSetup) -> String {
    let seat = |s: Seat| match s {
        Seat::Human => "human".to_string(),
        Seat::Ai { level } => format!("ai{level}"),
        Seat::Coach => "coach".to_string(),
        Seat::Remote => "remote".to_string(),
    };
    format!(
        "{} {} {} {}",
        setup.kind.name(),
        setup.size,
        seat(setup.seats[0]),
        seat(setup.seats[1])
    )
}

/// The value of `name` in a page address's query (`?play=rush:9&bench`): `Some("")` for a
/// name without `=`.
pub fn query_value<'a>(query: &'a str, name: &str) -> Option<&'a str> {
    query.trim_start_matches('?').split('&').find_map(|pair| {
        if pair == name {
            Some("")
        } else {
            pair.strip_prefix(name)?.strip_prefix('=')
        }
    })
}

/// A game and a board size from the page's address (`?play=`, `?bench=`), or what is wrong.
pub fn parse_board(game: &str, size: &str) -> Result<(GameKind, usize), String> {
    let kind: GameKind = game.parse().map_err(|e| format!("`{game}`: {e}"))?;
    let size: usize = size
        .parse()
        .map_err(|_| format!("`{size}` is not a board size"))?;
    kind.check_size(size).map_err(|e| e.to_string())?;
    Ok((kind, size))
}

/// The match `?play=GAME:SIZE:SEAT:SEAT` asks for (`rush:19:ai5:ai10`, `quadrex:11:human:ai3`),
/// or what is wrong with it.
pub fn parse_play(text: &str) -> Result<MatchSetup, String> {
    let parts: Vec<&str> = text.split(':').collect();
    let [game, size, first, second] = parts[..] else {
        return Err(format!(
            "`{text}`: expected GAME:SIZE:SEAT:SEAT, e.g. rush:19:ai5:ai10"
        ));
    };
    let (kind, size) = parse_board(game, size)?;
    let seat = |s: &str| -> Result<Seat, String> {
        if s == "human" {
            return Ok(Seat::Human);
        }
        s.strip_prefix("ai")
            .and_then(|l| l.parse::<u8>().ok())
            .filter(|l| (1..=10).contains(l))
            .map(|level| Seat::Ai { level })
            .ok_or_else(|| format!("`{s}`: a seat is `human` or `ai1` to `ai10`"))
    };
    Ok(MatchSetup {
        kind,
        size,
        seats: [seat(first)?, seat(second)?],
        options: MatchOptions::default(),
    })
}

#[cfg(target_arch = "wasm32")]
pub use dom::{CANVAS, canvas, element, listen_while_the_page_lives};

/// The browser side: the canvas's attributes and the page's address.
#[cfg(target_arch = "wasm32")]
mod dom {
    use super::{PageState, parse_play};
    use crate::app::Screen;
    use crate::app::lang::Localized;
    use crate::app::store::StoreProblem;
    use bevy::prelude::*;

    /// The canvas the game draws on (see `web/index.html`).
    pub const CANVAS: &str = "bevy";

    /// The canvas, where the page's hooks are written.
    pub fn canvas() -> Option<web_sys::Element> {
        element(CANVAS)
    }

    /// The page's element with this id (web/index.html).
    pub fn element(id: &str) -> Option<web_sys::Element> {
        web_sys::window()?.document()?.get_element_by_id(id)
    }

    /// Calls `heard` for each `event` on `target` for as long as the page lives. (A listener
    /// the page refuses only costs that way in: the game plays on.)
    pub fn listen_while_the_page_lives(
        target: &web_sys::Element,
        event: &str,
        heard: impl FnMut(web_sys::Event) + 'static,
    ) {
        use web_sys::wasm_bindgen::{JsCast, closure::Closure};
        let heard = Closure::<dyn FnMut(web_sys::Event)>::new(heard);
        let _ = target.add_event_listener_with_callback(event, heard.as_ref().unchecked_ref());
        heard.forget();
    }

    pub(super) fn write_attributes(page: Res<PageState>) {
        if !page.is_changed() {
            return;
        }
        let Some(canvas) = canvas() else {
            return;
        };
        for (name, value) in page.attributes() {
            // An attribute the page refuses only costs the hook, never the game.
            let _ = canvas.set_attribute(name, &value);
        }
    }

    /// The canvas's event that asks for a frame: the page's tools wake a sleeping page with
    /// it (`web::pacing`; the browser test's `frames`).
    pub const WAKE_EVENT: &str = "quartet-wake";

    /// Hears [`WAKE_EVENT`] on the canvas for as long as the page lives: each asks for a
    /// frame (`app::wake::soon`).
    pub(super) fn listen_for_wake() {
        // Refused, the page's tools only wait for the next frame that comes by itself.
        if let Some(canvas) = canvas() {
            listen_while_the_page_lives(&canvas, WAKE_EVENT, |_| crate::app::wake::soon());
        }
    }

    /// The canvas's event that brings what a phone's keyboard typed for the player's name
    /// (`web/loader.js`): the name row's whole text, in the canvas's `data-typed-name`.
    pub const NAME_EVENT: &str = "quartet-name";

    thread_local! {
        /// The name last typed, until a frame takes it.
        static TYPED_NAME: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
    }

    /// Hears [`NAME_EVENT`] on the canvas for as long as the page lives.
    pub(super) fn listen_for_name() {
        let Some(target) = canvas() else {
            return;
        };
        // Refused, the name is typed on a keyboard as on the desktop.
        listen_while_the_page_lives(&target, NAME_EVENT, |_| {
            if let Some(text) = canvas().and_then(|c| c.get_attribute("data-typed-name")) {
                TYPED_NAME.with(|typed| *typed.borrow_mut() = Some(text));
                crate::app::wake::soon();
            }
        });
    }

    /// The name typed on a phone's keyboard becomes the player's, its row chosen (its caret).
    pub(super) fn take_typed_name(
        mut settings: ResMut<crate::app::settings::Settings>,
        typing: Option<ResMut<crate::app::screens::online::Typing>>,
    ) {
        let Some(text) = TYPED_NAME.with(|typed| typed.borrow_mut().take()) else {
            return;
        };
        settings.online.set_name(&text);
        if let Some(mut typing) = typing {
            *typing = crate::app::screens::online::Typing::Name;
        }
    }

    /// `?play=...` in the page's address opens that match (a mistake there is shown, and the
    /// title opens as usual).
    pub(super) fn open_requested_match(
        mut commands: Commands,
        mut next: ResMut<NextState<Screen>>,
        mut problems: MessageWriter<StoreProblem>,
    ) {
        let Some(search) = web_sys::window().and_then(|w| w.location().search().ok()) else {
            return;
        };
        let Some(play) = super::query_value(&search, "play") else {
            return;
        };
        match parse_play(play) {
            Ok(setup) => {
                commands.insert_resource(setup);
                next.set(Screen::Play);
            }
            Err(why) => {
                let said = Localized::new("store-play-not-used").with("why", why.to_string());
                problems.write(StoreProblem(said));
            }
        }
    }
}
