//! What the game remembers between runs, kept through [`crate::storage`]: the settings, the
//! progress in lessons and puzzles and the seats online are read as the game starts and
//! written whenever they change ([`kept_files`]); the game a human plays is saved after every
//! move ([`saves`]). A file
//! that cannot be used is moved aside and the game goes on with the defaults; that, and a disk
//! that refuses a write, goes out as a [`StoreProblem`] for the screen (`screens::toast`).
//!
//! Added by the game window with the player's storage, and by tests with a folder of their
//! own; without it (headless tests, `quartet shot`) nothing is read or written.

#[cfg(target_arch = "wasm32")]
pub mod browser_files;
pub mod kept_files;
pub mod saves;

use crate::app::lang::Localized;
use crate::storage::{Area, Key, Storage};
use bevy::prelude::*;

/// Remembering through `storage`; `None` when the system gives no place to keep files (the
/// game still runs, and says once that nothing will be kept).
pub struct StorePlugin {
    pub storage: Result<Storage, String>,
}

impl StorePlugin {
    /// The player's own storage: the OS folders, or the browser's localStorage.
    pub fn for_player() -> StorePlugin {
        StorePlugin {
            storage: Storage::for_player().map_err(|e| e.to_string()),
        }
    }

    pub fn with(storage: Storage) -> StorePlugin {
        StorePlugin {
            storage: Ok(storage),
        }
    }
}

/// Where the game keeps what it remembers.
#[derive(Resource, Clone, Debug)]
pub struct Store(pub Storage);

impl Store {
    /// `folder/stem.ext` in the data area, else `folder/stem (2).ext` and so on: the first name
    /// not taken, so that what the player keeps never replaces a file already there.
    pub fn free_key(&self, folder: &str, stem: &str, ext: &str) -> Key {
        let key = |n: u32| match n {
            1 => Key::new(Area::Data, format!("{folder}/{stem}.{ext}")),
            n => Key::new(Area::Data, format!("{folder}/{stem} ({n}).{ext}")),
        };
        (1..10_000)
            .map(key)
            .find(|k| !matches!(self.0.read(k), Ok(Some(_))))
            .unwrap_or_else(|| key(1))
    }
}

/// Something about the stored files the player should know: which file, what is wrong, and
/// what the game did about it. A message, put into words where it is shown, in the language
/// shown then (a notice at start waits for the settings' language).
#[derive(Message, Clone, Debug, PartialEq)]
pub struct StoreProblem(pub Localized);

/// Something done with the files that the player asked for ("Saved as ...").
#[derive(Message, Clone, Debug, PartialEq)]
pub struct StoreDone(pub Localized);

impl Plugin for StorePlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<StoreProblem>().add_message::<StoreDone>();
        match &self.storage {
            Ok(storage) => {
                app.insert_resource(Store(storage.clone()));
                kept_files::plugin(app);
                saves::plugin(app);
            }
            Err(why) => {
                app.world_mut().write_message(StoreProblem(
                    Localized::new("store-cannot-keep").with("why", why.to_string()),
                ));
            }
        }
    }
}
