//! The files the game keeps of the player, each a resource read once as the game starts and
//! written again whenever it changes ([`Kept`]): the settings (`settings.ron` in the config
//! folder; `quartet.settings` in the browser), what they have learnt (`progress.ron` in the
//! data folder, [`LearnProgress`]) and the seats of their games online (`seats.ron`,
//! [`HeldSeats`]). A file that cannot be used (empty, not RON, not what it should be, from a
//! newer Quartet, a size or level that does not exist) is moved aside as `NAME.bad-<time>`, and
//! the game starts without it.
//!
//! Settings files of format 5 and before also held the progress and the seats: they are moved
//! into their own files once, and stay in the settings file until those are written, so that
//! nothing a player has is lost.

use super::{Store, StoreProblem};
use crate::app::lang::Localized;
use crate::app::settings::online::{HeldSeats, SEATS_VERSION};
use crate::app::settings::progress::{LearnProgress, PROGRESS_VERSION};
use crate::app::settings::{SETTINGS_VERSION, Settings};
use crate::storage::{Area, Key};
use bevy::prelude::*;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::marker::PhantomData;

pub(super) fn plugin(app: &mut App) {
    let Some(store) = app.world().get_resource::<Store>().cloned() else {
        return;
    };
    let world = app.world_mut();
    let mut settings = load::<Settings>(&store, world).unwrap_or_default();
    let mut progress = load::<LearnProgress>(&store, world);
    let mut seats = load::<HeldSeats>(&store, world);
    // An older settings file's progress and seats, moved where no file of them exists yet.
    if let Some(old) = settings.old_progress.take()
        && progress.is_none()
    {
        let moved = LearnProgress {
            progress: old.clone(),
            ..LearnProgress::default()
        };
        match store.0.write(&LearnProgress::key(), &to_text(&moved)) {
            Ok(()) => progress = Some(moved),
            // Kept in the settings file (and in play) until it can be written.
            Err(e) => {
                problem(world, not_saved::<LearnProgress>(e));
                settings.old_progress = Some(old.clone());
                progress = Some(LearnProgress {
                    progress: old,
                    ..LearnProgress::default()
                });
            }
        }
    }
    let old_held = std::mem::take(&mut settings.online.old_held);
    if !old_held.is_empty() && seats.is_none() {
        let moved = HeldSeats {
            held: old_held.clone(),
            ..HeldSeats::default()
        };
        match store.0.write(&HeldSeats::key(), &to_text(&moved)) {
            Ok(()) => seats = Some(moved),
            Err(e) => {
                problem(world, not_saved::<HeldSeats>(e));
                settings.online.old_held = old_held;
                seats = Some(moved);
            }
        }
    }
    keep(app, settings);
    keep(app, progress.unwrap_or_default());
    keep(app, seats.unwrap_or_default());
}

/// A resource kept in a RON file of its own, with a format version.
pub trait Kept: Resource + Clone + Default + Serialize + DeserializeOwned {
    /// The newest format this build writes; it reads this one and older ones.
    const VERSION: u32;
    /// What a file of it is, in a refusal ("a settings file").
    const WHAT: &'static str;
    /// Which file it is in the notices' messages (`$file` of `store-file-*`: settings,
    /// progress or seats), which name what it holds and what the game starts with without it.
    const FILE: &'static str;
    /// Where it is kept.
    fn key() -> Key;
    /// Its format version, which a write sets to [`Kept::VERSION`].
    fn version_mut(&mut self) -> &mut u32;
    /// Why what a file holds cannot be used, if it cannot.
    fn check(&self) -> Result<(), String>;
}

impl Kept for Settings {
    const VERSION: u32 = SETTINGS_VERSION;
    const WHAT: &'static str = "a settings file";
    const FILE: &'static str = "settings";
    fn key() -> Key {
        Key::new(Area::Config, "settings.ron")
    }
    fn version_mut(&mut self) -> &mut u32 {
        &mut self.version
    }
    fn check(&self) -> Result<(), String> {
        Settings::check(self)
    }
}

impl Kept for LearnProgress {
    const VERSION: u32 = PROGRESS_VERSION;
    const WHAT: &'static str = "a progress file";
    const FILE: &'static str = "progress";
    fn key() -> Key {
        Key::new(Area::Data, "progress.ron")
    }
    fn version_mut(&mut self) -> &mut u32 {
        &mut self.version
    }
    fn check(&self) -> Result<(), String> {
        LearnProgress::check(self)
    }
}

impl Kept for HeldSeats {
    const VERSION: u32 = SEATS_VERSION;
    const WHAT: &'static str = "a file of seats online";
    const FILE: &'static str = "seats";
    fn key() -> Key {
        Key::new(Area::Data, "seats.ron")
    }
    fn version_mut(&mut self) -> &mut u32 {
        &mut self.version
    }
    fn check(&self) -> Result<(), String> {
        Ok(())
    }
}

/// A `T` in `text`, or why it cannot be used.
pub fn parse<T: Kept>(text: &str) -> Result<T, String> {
    let value: T = crate::save::read_versioned(text, T::VERSION, T::WHAT)?;
    value.check()?;
    Ok(value)
}

/// `value` as written to its file.
pub fn to_text<T: Kept>(value: &T) -> String {
    let mut stamped = value.clone();
    *stamped.version_mut() = T::VERSION;
    ron::ser::to_string_pretty(&stamped, ron::ser::PrettyConfig::default()).unwrap_or_default()
}

fn problem(world: &mut World, said: Localized) {
    world.write_message(StoreProblem(said));
}

/// A `T`'s notice: the message `id` about its file, with the variables `args`.
fn notice<T: Kept>(id: &'static str, args: Vec<(&'static str, String)>) -> Localized {
    let said = Localized::new(id).with("file", T::FILE);
    args.into_iter()
        .fold(said, |said, (name, value)| said.with(name, value))
}

/// `T`'s file was not written: `why`.
fn not_saved<T: Kept>(why: impl std::fmt::Display) -> Localized {
    notice::<T>("store-file-not-saved", vec![("why", why.to_string())])
}

/// Reads a `T`: `None` when there is no file, or it cannot be used (it is then set aside and
/// told about).
fn load<T: Kept>(store: &Store, world: &mut World) -> Option<T> {
    let key = T::key();
    let place = store.0.place(&key);
    let why = match store.0.read(&key) {
        Ok(None) => return None,
        Ok(Some(text)) => match parse(&text) {
            Ok(value) => return Some(value),
            Err(why) => why,
        },
        // Unreadable (not text, no permission): kept where it is, not touched.
        Err(e) => {
            let why = vec![("why", e.to_string())];
            problem(world, notice::<T>("store-file-unreadable", why));
            return None;
        }
    };
    let told = match store.0.set_aside(&key) {
        Ok(to) => ("store-file-set-aside", ("kept", to.to_string())),
        Err(e) => ("store-file-not-set-aside", ("error", e.to_string())),
    };
    let (id, kept) = told;
    let args = vec![("place", place.to_string()), ("why", why), kept];
    problem(world, notice::<T>(id, args));
    None
}

/// `value` as the resource, written to its file whenever it changes.
fn keep<T: Kept>(app: &mut App, value: T) {
    let written = to_text(&value);
    app.insert_resource(value)
        .insert_resource(Written::<T> {
            text: written,
            failed: None,
            kept: PhantomData,
        })
        .add_systems(Last, save_changes::<T>);
}

/// What was last written (or read), and the last write's failure: nothing is written again
/// unless it changed, and a failure is told once.
#[derive(Resource, Debug)]
struct Written<T> {
    text: String,
    failed: Option<Localized>,
    kept: PhantomData<fn() -> T>,
}

fn save_changes<T: Kept>(
    value: Res<T>,
    store: Res<Store>,
    mut written: ResMut<Written<T>>,
    mut problems: MessageWriter<StoreProblem>,
) {
    if !value.is_changed() {
        return;
    }
    let text = to_text(&*value);
    if text == written.text {
        return;
    }
    match store.0.write(&T::key(), &text) {
        Ok(()) => {
            written.text = text;
            written.failed = None;
        }
        Err(e) => {
            let message = not_saved::<T>(e);
            if written.failed.as_ref() != Some(&message) {
                problems.write(StoreProblem(message.clone()));
                written.failed = Some(message);
            }
        }
    }
}
