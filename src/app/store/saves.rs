//! Saved games: a RON record of a match (format version, game, size, options, who played, the
//! moves in the protocol's notation, the moves taken back, how and when it ended, when it
//! started), and the autosave: `saves/autosave.ron` in the data folder (the browser:
//! `quartet.saves/autosave`), written after every move, undo and redo of a game a human plays.
//! Continue on the title screen takes the autosave up again exactly where it was left.
//!
//! A record that cannot be used (empty, cut off, not RON, from a newer Quartet, a game or size
//! that does not exist, a move the rules refuse) is set aside as `NAME.bad-<time>` and told
//! about; the game goes on without it.

use super::saved_review::SavedReview;
use super::{Store, StoreDone, StoreProblem};
use crate::app::InMatch;
use crate::app::game::{CurrentMatch, EarlyEnd, Seat};
use crate::app::review::GameReview;
use crate::rules::{GameKind, Match, MatchOptions, Outcome};
use crate::storage::{Area, Key, Listed, now_unix, utc_text};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Autosaved>()
        .add_message::<SaveAs>()
        .add_systems(Last, autosave.run_if(in_state(InMatch)))
        .add_systems(Update, save_as.run_if(in_state(InMatch)));
}

/// Save the match on screen under a name the player gave (empty: [`default_name`]).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct SaveAs(pub String);

/// A name for a save of `current` when the player gives none: the game, the size and the
/// time, such as `Rush 19x19 2026-11-23 12.30`.
pub fn default_name(current: &CurrentMatch, now: u64) -> String {
    let size = current.game.size();
    let when = utc_text(now).replace(':', ".");
    format!("{} {size}x{size} {when}", current.game.kind().title())
}

/// The file name (without `.ron`) a name the player typed becomes: letters, digits, spaces
/// and `-_.()` kept, anything else (slashes, dots that start it, control characters) made
/// `_`, at most 60 characters; never the autosave's name, never empty.
pub fn file_stem(name: &str) -> String {
    let kept: String = name
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || " -_.()".contains(c) {
                c
            } else {
                '_'
            }
        })
        .take(60)
        .collect();
    let kept = kept.trim().trim_start_matches('.').trim().to_string();
    if kept.is_empty() {
        "saved game".to_string()
    } else if kept.eq_ignore_ascii_case("autosave") {
        format!("{kept} (saved)")
    } else {
        kept
    }
}

fn save_as(
    mut asked: MessageReader<SaveAs>,
    current: Option<Res<CurrentMatch>>,
    review: Option<Res<GameReview>>,
    store: Option<Res<Store>>,
    mut done: MessageWriter<StoreDone>,
    mut problems: MessageWriter<StoreProblem>,
) {
    let (Some(current), Some(store)) = (current, store) else {
        asked.clear();
        return;
    };
    for SaveAs(name) in asked.read() {
        let now = now_unix();
        let name = if name.trim().is_empty() {
            default_name(&current, now)
        } else {
            name.clone()
        };
        let key = store.free_key("saves", &file_stem(&name), "ron");
        let text = to_text(&SavedGame::with_review(&current, review.as_deref(), now));
        match store.0.write(&key, &text) {
            Ok(()) => {
                let name = key.file_name().trim_end_matches(".ron");
                done.write(StoreDone(format!("Saved as \"{name}\".")));
            }
            Err(e) => {
                problems.write(StoreProblem(format!("The game was not saved: {e}")));
            }
        }
    }
}

/// The version of the save format this build writes; it reads this one and older ones (2
/// added the review).
pub const SAVE_VERSION: u32 = 2;

/// Where the autosave is kept.
pub fn autosave_key() -> Key {
    Key::new(Area::Data, "saves/autosave.ron")
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedEnd {
    pub result: Outcome,
    /// `None`: the rules ended it; else a resignation or a decided game finished at once.
    #[serde(default)]
    pub early: Option<EarlyEnd>,
    /// When it ended (seconds since 1970, UTC).
    pub at: u64,
}

/// A match as it is written to a file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedGame {
    pub version: u32,
    pub game: GameKind,
    pub size: usize,
    #[serde(default)]
    pub options: MatchOptions,
    pub players: [Seat; 2],
    /// Every move in the protocol's notation, forced passes as `pass`.
    pub moves: Vec<String>,
    /// The moves taken back and not replayed, the next one to redo first.
    #[serde(default)]
    pub undone: Vec<String>,
    /// Set once the game is over.
    #[serde(default)]
    pub end: Option<SavedEnd>,
    /// When the match started (seconds since 1970, UTC).
    pub started: u64,
    /// A finished review of its first moves (format 2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<SavedReview>,
}

impl SavedGame {
    /// The record of `current` (`now` is the end time, if it has ended).
    /// The record of `current` with `review` (of its first moves), if one is done.
    pub fn with_review(current: &CurrentMatch, review: Option<&GameReview>, now: u64) -> SavedGame {
        let review = review
            .filter(|r| r.belongs_to(current))
            .and_then(GameReview::review)
            .map(|r| SavedReview::of(&current.game, r));
        SavedGame {
            review,
            ..SavedGame::of(current, now)
        }
    }

    /// The review kept in the record, for the match `current` read from it (`None` if there
    /// is none, or it does not fit the moves).
    pub fn review_for(&self, current: &CurrentMatch) -> Option<GameReview> {
        let (plies, review) = self.review.as_ref()?.read(&current.game)?;
        Some(GameReview::done(plies, review))
    }

    pub fn of(current: &CurrentMatch, now: u64) -> SavedGame {
        let game = &current.game;
        // The moves to redo in notation, each read in the position it would be played in.
        let mut ahead = game.clone();
        let mut undone = Vec::new();
        for &mv in current.redo_moves().iter().rev() {
            undone.push(ahead.position().format_move(mv));
            if ahead.play(mv).is_err() {
                break;
            }
        }
        let outcome = current.outcome();
        SavedGame {
            version: SAVE_VERSION,
            game: game.kind(),
            size: game.size(),
            options: game.options(),
            players: current.seats,
            moves: game.history(),
            undone,
            end: outcome.is_over().then_some(SavedEnd {
                result: outcome,
                early: current.ended_early,
                at: now,
            }),
            started: current.started,
            review: None,
        }
    }

    /// The match this record describes, checked move by move by the rules; or why it cannot be
    /// used.
    pub fn to_match(&self) -> Result<CurrentMatch, String> {
        if self.version > SAVE_VERSION {
            return Err(format!(
                "it was written by a newer Quartet (format {}, this one reads up to {SAVE_VERSION})",
                self.version
            ));
        }
        for seat in self.players {
            if let Seat::Ai { level } = seat
                && !(1..=10).contains(&level)
            {
                return Err(format!("there is no AI level {level} (1 to 10)"));
            }
        }
        let mut game =
            Match::new(self.game, Some(self.size), self.options).map_err(|e| e.to_string())?;
        game.load_moves(&self.moves).map_err(|e| e.to_string())?;
        let mut ahead = game.clone();
        let mut redo = Vec::new();
        for (k, text) in self.undone.iter().enumerate() {
            let mv = ahead
                .position()
                .parse_move(text)
                .map_err(|e| format!("move {} taken back: {e}", k + 1))?;
            ahead
                .play(mv)
                .map_err(|e| format!("move {} taken back: {e}", k + 1))?;
            redo.push(mv);
        }
        redo.reverse();
        let early = self.end.and_then(|e| e.early);
        if let Some(end) = self.end {
            let rules_over = game.position().to_move().is_none();
            if early.is_none() && !rules_over {
                return Err("it says the game ended, but the moves do not end it".to_string());
            }
            if early.is_none() && end.result != game.position().outcome() {
                return Err("its result is not the one the moves reach".to_string());
            }
        }
        // A lesson saved from the pause menu, or a game online saved to a file, opens as a
        // game between two people.
        let seats = self.players.map(|s| match s {
            Seat::Coach | Seat::Remote => Seat::Human,
            s => s,
        });
        Ok(CurrentMatch::resume(game, seats, redo, early, self.started))
    }

    /// Whether the game goes on.
    pub fn unfinished(&self) -> bool {
        self.end.is_none()
    }
}

/// The record in `text`, as a match ready to resume; or why it cannot be used.
pub fn parse(text: &str) -> Result<(SavedGame, CurrentMatch), String> {
    let record: SavedGame = super::read_versioned(text, SAVE_VERSION, "a saved game")?;
    let current = record.to_match()?;
    Ok((record, current))
}

/// The record as written to a file.
pub fn to_text(record: &SavedGame) -> String {
    ron::ser::to_string_pretty(record, ron::ser::PrettyConfig::default()).unwrap_or_default()
}

/// The game saved in the file at `path` (`quartet --load`, `quartet shot --load`), or one line
/// saying why it cannot be used. The file is only read.
#[cfg(not(target_arch = "wasm32"))]
pub fn load_file(path: &std::path::Path) -> Result<(CurrentMatch, Option<GameReview>), String> {
    let text = crate::storage::read_file(path).map_err(|e| e.to_string())?;
    parse(&text)
        .map(|(record, current)| {
            let review = record.review_for(&current);
            (current, review)
        })
        .map_err(|why| format!("{} cannot be used: {why}", path.display()))
}

/// Reads the record at `key`: `None` when there is none, or when it cannot be used (it is then
/// set aside, and `problems` says which file, what is wrong and where it is kept).
pub fn read(
    store: &Store,
    key: &Key,
    problems: &mut MessageWriter<StoreProblem>,
) -> Option<(SavedGame, CurrentMatch)> {
    let place = store.0.place(key);
    let why = match store.0.read(key) {
        Ok(None) => return None,
        Ok(Some(text)) => match parse(&text) {
            Ok(found) => return Some(found),
            Err(why) => why,
        },
        Err(e) => {
            problems.write(StoreProblem(format!(
                "A saved game is left out: {e}. It stays where it is."
            )));
            return None;
        }
    };
    let kept = match store.0.set_aside(key) {
        Ok(to) => format!("the file is kept as {to}"),
        Err(e) => e.to_string(),
    };
    problems.write(StoreProblem(format!(
        "The saved game {place} cannot be used: {why}. It is left out; {kept}."
    )));
    None
}

/// A saved game in the saves folder, ready to open.
#[derive(Clone, Debug)]
pub struct SaveEntry {
    pub key: Key,
    pub record: SavedGame,
    pub current: Box<CurrentMatch>,
    /// When it was last written (seconds since 1970), as far as the storage knows.
    pub written: u64,
}

impl SaveEntry {
    /// What the list calls it: "Autosave", or the file's name without `.ron`.
    pub fn title(&self) -> String {
        let name = self.key.file_name();
        let stem = name.strip_suffix(".ron").unwrap_or(name);
        if self.key == autosave_key() {
            "Autosave".to_string()
        } else {
            stem.to_string()
        }
    }
}

/// Every saved game in the saves folder, newest first. One that cannot be used is set aside
/// and told about (see [`read`]).
pub fn list(store: &Store, problems: &mut MessageWriter<StoreProblem>) -> Vec<SaveEntry> {
    let listed = match store.0.list(Area::Data, "saves") {
        Ok(listed) => listed,
        Err(e) => {
            problems.write(StoreProblem(format!(
                "The saved games cannot be listed: {e}."
            )));
            return Vec::new();
        }
    };
    let mut entries: Vec<SaveEntry> = listed
        .into_iter()
        .filter(|l| l.key.name.ends_with(".ron"))
        .filter_map(|Listed { key, modified }| {
            let (record, current) = read(store, &key, problems)?;
            let written = modified
                .or(record.end.map(|e| e.at))
                .unwrap_or(record.started);
            Some(SaveEntry {
                key,
                record,
                current: Box::new(current),
                written,
            })
        })
        .collect();
    entries.sort_by(|a, b| b.written.cmp(&a.written).then(a.key.name.cmp(&b.key.name)));
    entries
}

/// What the autosave last wrote, the match it follows (by its start), when that match ended
/// (its start, the end), and the last failure (told once).
#[derive(Resource, Debug, Default)]
struct Autosaved {
    text: Option<String>,
    following: Option<u64>,
    ended: Option<(u64, u64)>,
    failed: Option<String>,
}

/// After every move, undo and redo of a match a human plays: the autosave. A match that comes
/// on screen with its moves (Continue, `--load`) is only taken as it is: opening a saved game
/// does not replace the autosave, playing on in it does. (A match between two AIs, as "Watch
/// the AI" plays, would replace the player's own game.)
fn autosave(
    current: Option<Res<CurrentMatch>>,
    review: Option<Res<GameReview>>,
    store: Res<Store>,
    mut written: ResMut<Autosaved>,
    mut problems: MessageWriter<StoreProblem>,
) {
    // A move, or a review just done, is saved.
    let review_changed = review.as_ref().is_some_and(|r| r.is_changed());
    let Some(current) = current.filter(|c| c.is_changed() || review_changed) else {
        return;
    };
    let arrived = written.following != Some(current.started);
    written.following = Some(current.started);
    // (A lesson or a puzzle is not the player's game.)
    // (Nor is a game online: the server keeps it, and Continue takes it up there.)
    let human =
        current.seats.iter().any(|s| s.is_human()) && !current.has_coach() && !current.is_online();
    if !human || current.game.is_empty() {
        return;
    }
    // The end time is that of the first save after the end; later saves of it keep it.
    let ended_at = match written.ended {
        Some((started, at)) if started == current.started => at,
        _ => now_unix(),
    };
    if current.outcome().is_over() {
        written.ended = Some((current.started, ended_at));
    }
    let record = SavedGame::with_review(&current, review.as_deref(), ended_at);
    let text = to_text(&record);
    if arrived {
        written.text = Some(text);
        return;
    }
    if written.text.as_ref() == Some(&text) {
        return;
    }
    match store.0.write(&autosave_key(), &text) {
        Ok(()) => {
            written.text = Some(text);
            written.failed = None;
        }
        Err(e) => {
            let message = format!("The game was not saved: {e}");
            if written.failed.as_ref() != Some(&message) {
                problems.write(StoreProblem(message.clone()));
                written.failed = Some(message);
            }
        }
    }
}
