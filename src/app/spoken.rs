//! The game by text in the app (docs/accessibility.md): the [`Spoken`] log of what a screen
//! reader reads out (every move of either side with what it caused, the AI thinking, a refusal,
//! the answers to what the player typed), and [`TextTyped`], a line typed in the move box,
//! which is a command answered in the log or a move played as every other input plays one
//! (`PlayerAction::Play`). The words come from `crate::game_text`.

use crate::app::game::ai_turn::ThinkingStarted;
use crate::app::game::hint::{AskHint, Hint, summary};
use crate::app::game::{CurrentMatch, MoveApplied, MoveRejected, PlayerAction};
use crate::app::input::cursor::BoardCursor;
use crate::app::lang::{Texts, colour_name, rejection};
use crate::app::review::GameReview;
use crate::app::settings::Settings;
use crate::app::{GameSet, InMatch, Pause, Screen};
use crate::game_text::{
    ReadPerMove, Request, after_move, announce, answer, judged_said, request, review_said,
    view_said,
};
use crate::rules::Coord;
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.init_resource::<Spoken>()
        .add_message::<TextTyped>()
        .add_systems(
            Update,
            (
                read_typed.in_set(GameSet::Input),
                // (A quick search starts and answers in one frame: thinking is said first.)
                (
                    say_thinking,
                    say_moves,
                    say_refusals,
                    say_cursor,
                    say_hint,
                    say_view,
                )
                    .chain()
                    .in_set(GameSet::View),
            )
                .run_if(in_state(InMatch)),
        )
        // A new screen's name first, before what is said on it (a lesson's task, a move).
        .add_systems(Update, say_screen.before(GameSet::Input));
}

/// How many lines the log keeps (a screen reader reads each as it comes).
const KEPT: usize = 200;

/// What was said, oldest first; each line has a number that only grows, so that a reader of
/// the log (the browser's live region) knows which lines are new.
#[derive(Resource, Debug, Default)]
pub struct Spoken {
    lines: Vec<(u64, String)>,
    next: u64,
}

impl Spoken {
    /// Says `text`.
    pub fn say(&mut self, text: String) {
        self.lines.push((self.next, text));
        self.next += 1;
        if self.lines.len() > KEPT {
            self.lines.remove(0);
        }
    }

    /// The lines kept, oldest first, with their numbers.
    pub fn lines(&self) -> &[(u64, String)] {
        &self.lines
    }

    /// The last line said.
    pub fn last(&self) -> Option<&str> {
        self.lines.last().map(|(_, text)| text.as_str())
    }
}

/// A line the player typed in the move box: a command (`r 5`, `e5?`) or a move (`e5`).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct TextTyped(pub String);

fn read_typed(
    mut typed: MessageReader<TextTyped>,
    current: Res<CurrentMatch>,
    texts: Res<Texts>,
    mut spoken: ResMut<Spoken>,
    mut actions: MessageWriter<PlayerAction>,
    mut hint: MessageWriter<AskHint>,
    review: Option<Res<GameReview>>,
) {
    // The review of these moves, if there is one.
    let review = review.filter(|r| r.belongs_to(&current));
    for TextTyped(line) in typed.read() {
        match request(&current.game, line, &texts) {
            // A hint as the Hint button gives it: for the player to move, not in a lesson, a
            // puzzle (their own hint) or a game online.
            Ok(Request::Hint)
                if current.human_to_move() && !current.has_coach() && !current.is_online() =>
            {
                hint.write(AskHint);
                spoken.say(texts.text("text-hint-asked"));
            }
            Ok(asked @ (Request::Review | Request::Judged(_))) => {
                let said = review.as_ref().and_then(|r| {
                    Some(match &asked {
                        Request::Judged(n) => judged_said(&current.game, r.judged(*n)?, &texts),
                        _ => review_said(&current.game, r.review()?, &r.marked(), &texts),
                    })
                });
                spoken.say(said.unwrap_or_else(|| answer(&current.game, &asked, &texts)));
            }
            Ok(Request::Move(mv)) if current.human_to_move() => {
                actions.write(PlayerAction::Play(mv));
            }
            // The AI's or the friend's turn (or the game ended early): said, not played.
            Ok(Request::Move(_)) => {
                let said = match current.to_move() {
                    Some(side) => {
                        let colour = colour_name(&texts, current.game.kind(), side);
                        texts.format("text-wait", &[("colour", colour.into())])
                    }
                    None => texts.text("text-over"),
                };
                spoken.say(said);
            }
            Ok(asked) => spoken.say(answer(&current.game, &asked, &texts)),
            Err(why) => spoken.say(why),
        }
    }
}

/// Each move, as much as the player's setting asks for (`ReadPerMove`); with all of it, the
/// score and whose turn once the moves of the frame are in.
fn say_moves(
    mut applied: MessageReader<MoveApplied>,
    current: Res<CurrentMatch>,
    texts: Res<Texts>,
    settings: Res<Settings>,
    mut spoken: ResMut<Spoken>,
) {
    let (kind, read) = (current.game.kind(), settings.read_per_move);
    let mut any = false;
    for m in applied.read() {
        spoken.say(announce(kind, m.mover, &m.text, &m.diff, read, &texts));
        any = true;
    }
    if any
        && read == ReadPerMove::All
        && let Some(after) = after_move(&current.game, &texts)
    {
        spoken.say(after);
    }
}

fn say_refusals(
    mut rejected: MessageReader<MoveRejected>,
    texts: Res<Texts>,
    mut spoken: ResMut<Spoken>,
) {
    for r in rejected.read() {
        let why = rejection(&texts, r.why.as_ref(), &r.reason);
        spoken.say(texts.format("text-refused", &[("why", why.into())]));
    }
}

fn say_thinking(
    mut started: MessageReader<ThinkingStarted>,
    current: Res<CurrentMatch>,
    texts: Res<Texts>,
    mut spoken: ResMut<Spoken>,
) {
    for ThinkingStarted { side } in started.read() {
        let colour = colour_name(&texts, current.game.kind(), *side);
        spoken.say(texts.format("text-thinking", &[("colour", colour.into())]));
    }
}

/// A past position put on view (the move list, the replay, the review's marks) says which:
/// the move that led to it, with its mark and the better move once the game is reviewed; and
/// back to the live position, that.
fn say_view(
    current: Res<CurrentMatch>,
    review: Option<Res<GameReview>>,
    texts: Res<Texts>,
    mut spoken: ResMut<Spoken>,
    mut shown: Local<Option<usize>>,
) {
    let now = current.viewing();
    if now == *shown {
        return;
    }
    *shown = now;
    let judged = review
        .filter(|r| r.belongs_to(&current))
        .and_then(|r| Some(judged_said(&current.game, r.judged(now?)?, &texts)));
    let said = judged.unwrap_or_else(|| view_said(&current.game, now, &texts));
    spoken.say(said);
}

/// A hint, once the AI has it for the live position: its move and the chances ("Hint: e5, win
/// 62%", or "wins in 3" where it is proven).
fn say_hint(
    hint: Option<Res<Hint>>,
    current: Res<CurrentMatch>,
    texts: Res<Texts>,
    mut spoken: ResMut<Spoken>,
) {
    let Some(hint) = hint.filter(|h| h.is_changed() && h.ply == current.game.len()) else {
        return;
    };
    let said = summary(&hint, current.game.position());
    let Some(best) = said.best.clone() else {
        spoken.say(texts.text("text-no-hint"));
        return;
    };
    let estimate = said.estimate(&texts);
    spoken.say(texts.format(
        "text-hint",
        &[("move", best.into()), ("estimate", estimate.into())],
    ));
}

/// In screen reader mode the board cursor's point is said as the keys or a pad move it ("c3
/// Black"), so the cursor plays by ear too.
fn say_cursor(
    cursor: Option<Res<BoardCursor>>,
    current: Res<CurrentMatch>,
    settings: Res<Settings>,
    texts: Res<Texts>,
    mut spoken: ResMut<Spoken>,
    mut said: Local<Option<Coord>>,
) {
    let at = cursor.and_then(|c| c.at);
    if at != *said
        && settings.screen_reader
        && let Some(at) = at
    {
        spoken.say(answer(&current.game, &Request::Point(at), &texts));
    }
    *said = at;
}

/// The message that names the screen (the landmark's name): the pause menu and the settings
/// over the board are named as such.
pub fn screen_message(screen: Screen, pause: Option<Pause>) -> &'static str {
    match (screen, pause) {
        (Screen::Play, Some(Pause::Paused)) => "text-screen-paused",
        (Screen::Play, Some(Pause::Settings)) | (Screen::Settings, _) => "text-screen-settings",
        (Screen::Title, _) => "text-screen-title",
        (Screen::Select, _) => "text-screen-select",
        (Screen::Setup, _) => "text-screen-setup",
        (Screen::Load, _) => "text-screen-load",
        (Screen::Learn, _) => "text-screen-learn",
        (Screen::Online, _) => "text-screen-online",
        (Screen::Play, _) => "text-screen-play",
        (Screen::End, _) => "text-screen-end",
    }
}

/// A new screen (or the pause menu, or the settings over the board) says its name: what a
/// screen reader's user hears after pressing a button that leads there.
fn say_screen(
    screen: Res<State<Screen>>,
    pause: Option<Res<State<Pause>>>,
    texts: Res<Texts>,
    mut spoken: ResMut<Spoken>,
    mut said: Local<Option<&'static str>>,
) {
    let now = screen_message(*screen.get(), pause.map(|p| *p.get()));
    if *said != Some(now) {
        spoken.say(texts.text(now));
        *said = Some(now);
    }
}
