//! Where Quartet keeps what it remembers (settings, saved games): the one place that touches
//! files. No Bevy, so it is tested like the rules.
//!
//! - On the desktop, files in the OS folders (`directories`: on Linux `$XDG_CONFIG_HOME/quartet`
//!   for settings and `$XDG_DATA_HOME/quartet` for saves). Every write is atomic: a temporary
//!   file in the same folder, flushed to disk, then renamed over the old one, so a crash
//!   mid-write leaves the old file whole.
//! - In the browser, `localStorage` under `quartet.<name>` (`saves/autosave.ron` is
//!   `quartet.saves/autosave`).
//!
//! A file that cannot be used is never deleted or overwritten: [`Storage::set_aside`] renames it
//! to `NAME.bad-<time>` beside it. Every failure is a [`StorageError`] that says which file and
//! what went wrong, for the player to read.

#[cfg(not(target_arch = "wasm32"))]
mod files;
mod stamp;
#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::js_error_text;

pub use stamp::{now_unix, utc_stamp, utc_text};

use std::fmt;

/// Which of the OS folders a name lives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Area {
    /// Preferences (`settings.ron`).
    Config,
    /// What the player made (`saves/...`).
    Data,
}

/// A stored item: an area and a relative name with `/` between folders, such as
/// `settings.ron` or `saves/autosave.ron`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Key {
    pub area: Area,
    pub name: String,
}

impl Key {
    pub fn new(area: Area, name: impl Into<String>) -> Key {
        Key {
            area,
            name: name.into(),
        }
    }

    /// The last part of the name (`autosave.ron`).
    pub fn file_name(&self) -> &str {
        self.name.rsplit('/').next().unwrap_or(&self.name)
    }
}

/// One item of a listing, with when it was last written (seconds since 1970, UTC).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    pub key: Key,
    pub modified: Option<u64>,
}

/// What went wrong, with the place it concerns (a path, or a localStorage key).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StorageError {
    #[error("no folder to keep Quartet's files in ({0})")]
    NoHome(String),
    #[error("could not read {place}: {reason}")]
    Read { place: String, reason: String },
    #[error("could not write {place}: {reason}")]
    Write { place: String, reason: String },
    #[error("could not move {place} aside: {reason}")]
    SetAside { place: String, reason: String },
    #[error("could not delete {place}: {reason}")]
    Remove { place: String, reason: String },
    #[error("\"{0}\" is not a name Quartet stores (letters, digits, spaces, - _ . ( ) and / only)")]
    BadName(String),
}

/// Where things are kept: the player's folders on the desktop, or the browser's localStorage.
#[derive(Clone, Debug)]
pub struct Storage {
    #[cfg(not(target_arch = "wasm32"))]
    backend: files::Folders,
    #[cfg(target_arch = "wasm32")]
    backend: web::Local,
}

impl Storage {
    /// The player's own storage: the OS folders, or the browser's localStorage.
    pub fn for_player() -> Result<Storage, StorageError> {
        #[cfg(not(target_arch = "wasm32"))]
        let backend = files::Folders::for_player()?;
        #[cfg(target_arch = "wasm32")]
        let backend = web::Local::for_player()?;
        Ok(Storage { backend })
    }

    /// Files under two given folders (tests, and `--config-dir`-style overrides).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn in_folders(
        config: impl Into<std::path::PathBuf>,
        data: impl Into<std::path::PathBuf>,
    ) -> Storage {
        Storage {
            backend: files::Folders::new(config.into(), data.into()),
        }
    }

    /// Where `key` is kept, in words for a message (a path, or `localStorage quartet.x`).
    pub fn place(&self, key: &Key) -> String {
        self.backend.place(key)
    }

    /// The text stored under `key`; `None` when there is none yet.
    pub fn read(&self, key: &Key) -> Result<Option<String>, StorageError> {
        check_name(key)?;
        self.backend.read(key)
    }

    /// Stores `text` under `key`, replacing what was there at once (never half-written).
    pub fn write(&self, key: &Key, text: &str) -> Result<(), StorageError> {
        check_name(key)?;
        self.backend.write(key, text)
    }

    /// Moves what is stored under `key` aside as `NAME.bad-<time>` (never over another file),
    /// so that it is kept but no longer read. Returns where it went.
    pub fn set_aside(&self, key: &Key) -> Result<String, StorageError> {
        check_name(key)?;
        self.backend.set_aside(key, &utc_stamp(now_unix()))
    }

    /// Deletes what is stored under `key` (the player asked, and confirmed). Nothing stored is
    /// not an error.
    pub fn remove(&self, key: &Key) -> Result<(), StorageError> {
        check_name(key)?;
        self.backend.remove(key)
    }

    /// What is stored in `folder` of `area` (not below it), newest first. Items set aside and
    /// temporary files are not listed.
    pub fn list(&self, area: Area, folder: &str) -> Result<Vec<Listed>, StorageError> {
        check_name(&Key::new(area, folder))?;
        let mut items: Vec<Listed> = self
            .backend
            .list(area, folder)?
            .into_iter()
            .filter(|l| is_plain(l.key.file_name()))
            .collect();
        items.sort_by(|a, b| {
            b.modified
                .cmp(&a.modified)
                .then_with(|| a.key.name.cmp(&b.key.name))
        });
        Ok(items)
    }
}

/// The text of a file the player named (`quartet --load FILE`): read as it is, never moved or
/// changed, whatever it holds.
#[cfg(not(target_arch = "wasm32"))]
pub fn read_file(path: &std::path::Path) -> Result<String, StorageError> {
    let read = |reason: String| StorageError::Read {
        place: path.display().to_string(),
        reason,
    };
    let bytes = std::fs::read(path).map_err(|e| read(e.to_string()))?;
    String::from_utf8(bytes).map_err(|_| read("it is not text (UTF-8)".to_string()))
}

/// Writes a file the player named (`quartet match --record FILE`) atomically: a reader sees
/// the old text or the new, never a part.
#[cfg(not(target_arch = "wasm32"))]
pub fn write_file(path: &std::path::Path, text: &str) -> Result<(), StorageError> {
    files::write_atomically(path, text.as_bytes()).map_err(|e| StorageError::Write {
        place: path.display().to_string(),
        reason: e.to_string(),
    })
}

/// Names are plain relative paths: no `..`, no absolute paths, nothing a file system or a
/// localStorage key could read differently.
fn check_name(key: &Key) -> Result<(), StorageError> {
    let ok = !key.name.is_empty()
        && key.name.split('/').all(|part| {
            !part.is_empty()
                && part != "."
                && part != ".."
                && part.trim() == part
                && part
                    .chars()
                    .all(|c| c.is_alphanumeric() || "-_.() ".contains(c))
        });
    if ok {
        Ok(())
    } else {
        Err(StorageError::BadName(key.name.clone()))
    }
}

/// Whether a stored name is one of ours to list: not set aside, not a temporary file.
fn is_plain(file_name: &str) -> bool {
    !file_name.starts_with('.') && !file_name.contains(".bad-")
}

/// The name something set aside gets: `NAME.bad-<stamp>`, then `-2`, `-3`, ... while `taken`.
fn aside_name(name: &str, stamp: &str, taken: impl Fn(&str) -> bool) -> String {
    let first = format!("{name}.bad-{stamp}");
    if !taken(&first) {
        return first;
    }
    (2..)
        .map(|k| format!("{first}-{k}"))
        .find(|n| !taken(n))
        .unwrap_or(first)
}

impl fmt::Display for Area {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Area::Config => "config",
            Area::Data => "data",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_plain_relative_paths() {
        for good in [
            "settings.ron",
            "saves/autosave.ron",
            "saves/My_game-2.ron",
            "saves/a b (2).ron",
            "saves/é.ron",
        ] {
            assert!(check_name(&Key::new(Area::Data, good)).is_ok(), "{good}");
        }
        for bad in [
            "",
            "/etc/passwd",
            "../x",
            "saves/../../x",
            "a//b",
            "saves/",
            " a",
            "a ",
            "x\\y",
            "x:y",
            "a*",
        ] {
            assert_eq!(
                check_name(&Key::new(Area::Data, bad)),
                Err(StorageError::BadName(bad.to_string())),
                "{bad}"
            );
        }
    }

    #[test]
    fn a_name_set_aside_never_takes_one_already_there() {
        let taken = ["s.ron.bad-T", "s.ron.bad-T-2"];
        assert_eq!(
            aside_name("s.ron", "U", |n| taken.contains(&n)),
            "s.ron.bad-U"
        );
        assert_eq!(
            aside_name("s.ron", "T", |n| taken.contains(&n)),
            "s.ron.bad-T-3"
        );
    }

    #[test]
    fn items_set_aside_and_temporary_files_are_not_listed() {
        assert!(is_plain("autosave.ron"));
        assert!(!is_plain("autosave.ron.bad-20261123T091500Z"));
        assert!(!is_plain(".autosave.ron.tmp-12-0"));
    }
}
