//! Saved games (their format is the core's `save`: a RON record of a match, read back through
//! the rules), the saves folder, and the autosave: `saves/autosave.ron` in the data folder (the
//! browser: `quartet.saves/autosave`), written after every move, undo and redo of a game a
//! human plays.
//! Continue on the title screen takes the autosave up again exactly where it was left.
//!
//! A record that cannot be used (empty, cut off, not RON, from a newer Quartet, a game or size
//! that does not exist, a move the rules refuse) is set aside as `NAME.bad-<time>` and told
//! about; the game goes on without it.

use super::{Store, StoreDone, StoreProblem};
use crate::app::InMatch;
use crate::app::game::CurrentMatch;
use crate::app::lang::Localized;
use crate::app::review::GameReview;
use crate::save::{self, SavedGame};
use crate::storage::{Area, Key, Listed, now_unix, utc_text};
use bevy::prelude::*;

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
        let text = record_of(&current, review.as_deref(), now).to_text();
        match store.0.write(&key, &text) {
            Ok(()) => {
                let name = key.file_name().trim_end_matches(".ron");
                done.write(StoreDone(
                    Localized::new("store-saved-as").with("name", name),
                ));
            }
            Err(e) => {
                let said = Localized::new("store-not-saved").with("why", e.to_string());
                problems.write(StoreProblem(said));
            }
        }
    }
}

/// Where the autosave is kept.
pub fn autosave_key() -> Key {
    Key::new(Area::Data, "saves/autosave.ron")
}

/// The record of `current` (`now` is the end time, if it has ended), with `review` (of its
/// first moves) if one is done for it.
pub fn record_of(current: &CurrentMatch, review: Option<&GameReview>, now: u64) -> SavedGame {
    let record = SavedGame::of(&current.saved(), now);
    match review
        .filter(|r| r.belongs_to(current))
        .and_then(GameReview::review)
    {
        Some(review) => record.with_review(&current.game, review),
        None => record,
    }
}

/// The review kept in `record`, for the match `current` read from it (`None` if there is
/// none, or it does not fit the moves).
pub fn review_of(record: &SavedGame, current: &CurrentMatch) -> Option<GameReview> {
    let (plies, review) = record.review_of(&current.game)?;
    Some(GameReview::done(plies, review))
}

/// The record in `text`, as a match ready to resume; or why it cannot be used.
pub fn parse(text: &str) -> Result<(SavedGame, CurrentMatch), String> {
    save::parse(text).map(|(record, saved)| (record, CurrentMatch::from(saved)))
}

/// The game saved in the file at `path` (`quartet --load`, `quartet shot --load`), or one line
/// saying why it cannot be used. The file is only read.
#[cfg(not(target_arch = "wasm32"))]
pub fn load_file(path: &std::path::Path) -> Result<(CurrentMatch, Option<GameReview>), String> {
    let text = crate::storage::read_file(path).map_err(|e| e.to_string())?;
    parse(&text)
        .map(|(record, current)| {
            let review = review_of(&record, &current);
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
            let said = Localized::new("store-save-left-out").with("why", e.to_string());
            problems.write(StoreProblem(said));
            return None;
        }
    };
    let said = match store.0.set_aside(key) {
        Ok(to) => Localized::new("store-save-set-aside").with("kept", to.to_string()),
        Err(e) => Localized::new("store-save-not-set-aside").with("error", e.to_string()),
    };
    let said = said.with("place", place.to_string()).with("why", why);
    problems.write(StoreProblem(said));
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
            let said = Localized::new("store-saves-not-listed").with("why", e.to_string());
            problems.write(StoreProblem(said));
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
    failed: Option<Localized>,
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
    let text = record_of(&current, review.as_deref(), ended_at).to_text();
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
            let message = Localized::new("store-not-saved").with("why", e.to_string());
            if written.failed.as_ref() != Some(&message) {
                problems.write(StoreProblem(message.clone()));
                written.failed = Some(message);
            }
        }
    }
}
