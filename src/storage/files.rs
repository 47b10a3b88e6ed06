//! The desktop backend: files in two folders, written atomically.

use super::{Area, Key, Listed, StorageError, aside_name};
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The config and data folders.
#[derive(Clone, Debug)]
pub(super) struct Folders {
    config: PathBuf,
    data: PathBuf,
}

/// Distinguishes temporary files of one process.
static TEMP_COUNTER: AtomicU64 = AtomicU64::new(0);

impl Folders {
    pub(super) fn new(config: PathBuf, data: PathBuf) -> Folders {
        Folders { config, data }
    }

    /// The OS folders for "quartet": on Linux `$XDG_CONFIG_HOME/quartet` (else
    /// `~/.config/quartet`) and `$XDG_DATA_HOME/quartet` (else `~/.local/share/quartet`).
    pub(super) fn for_player() -> Result<Folders, StorageError> {
        let dirs = directories::ProjectDirs::from("", "", "quartet").ok_or_else(|| {
            StorageError::NoHome("the system names no home folder for this user".to_string())
        })?;
        Ok(Folders::new(
            dirs.config_dir().to_path_buf(),
            dirs.data_dir().to_path_buf(),
        ))
    }

    fn root(&self, area: Area) -> &Path {
        match area {
            Area::Config => &self.config,
            Area::Data => &self.data,
        }
    }

    fn path(&self, key: &Key) -> PathBuf {
        key.name
            .split('/')
            .fold(self.root(key.area).to_path_buf(), |p, part| p.join(part))
    }

    pub(super) fn place(&self, key: &Key) -> String {
        self.path(key).display().to_string()
    }

    pub(super) fn read(&self, key: &Key) -> Result<Option<String>, StorageError> {
        let path = self.path(key);
        match fs::read(&path) {
            Ok(bytes) => String::from_utf8(bytes)
                .map(Some)
                .map_err(|_| StorageError::Read {
                    place: path.display().to_string(),
                    reason: "it is not text (UTF-8)".to_string(),
                }),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(StorageError::Read {
                place: path.display().to_string(),
                reason: e.to_string(),
            }),
        }
    }

    pub(super) fn write(&self, key: &Key, text: &str) -> Result<(), StorageError> {
        let path = self.path(key);
        write_atomically(&path, text.as_bytes()).map_err(|e| StorageError::Write {
            place: path.display().to_string(),
            reason: e.to_string(),
        })
    }

    pub(super) fn set_aside(&self, key: &Key, stamp: &str) -> Result<String, StorageError> {
        let path = self.path(key);
        let fail = |e: io::Error| StorageError::SetAside {
            place: path.display().to_string(),
            reason: e.to_string(),
        };
        let folder = path.parent().unwrap_or(Path::new("."));
        let name = aside_name(key.file_name(), stamp, |n| folder.join(n).exists());
        let to = folder.join(name);
        // A hard link never replaces a file already there (unlike a rename); the original
        // goes once the copy under the new name exists. Where links are refused (some file
        // systems), a rename to the free name does the same.
        match fs::hard_link(&path, &to) {
            Ok(()) => fs::remove_file(&path).map_err(fail)?,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(fail(e)),
            Err(_) => fs::rename(&path, &to).map_err(fail)?,
        }
        Ok(to.display().to_string())
    }

    pub(super) fn remove(&self, key: &Key) -> Result<(), StorageError> {
        let path = self.path(key);
        match fs::remove_file(&path) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(StorageError::Remove {
                place: path.display().to_string(),
                reason: e.to_string(),
            }),
        }
    }

    pub(super) fn list(&self, area: Area, folder: &str) -> Result<Vec<Listed>, StorageError> {
        let dir = self.path(&Key::new(area, folder));
        let entries = match fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => {
                return Err(StorageError::Read {
                    place: dir.display().to_string(),
                    reason: e.to_string(),
                });
            }
        };
        let mut items = Vec::new();
        for entry in entries.flatten() {
            let Ok(meta) = entry.metadata() else { continue };
            let Some(name) = entry.file_name().to_str().map(str::to_string) else {
                continue;
            };
            if !meta.is_file() {
                continue;
            }
            let modified = meta
                .modified()
                .ok()
                .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                .map(|d| d.as_secs());
            items.push(Listed {
                key: Key::new(area, format!("{folder}/{name}")),
                modified,
            });
        }
        Ok(items)
    }
}

/// Writes `bytes` to a temporary file beside `path`, flushes it to disk and renames it over
/// `path`: readers see the old contents or the new, never a part. On failure the temporary
/// file is removed and `path` is untouched.
pub(super) fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let folder = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(folder)?;
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("file");
    let temp = folder.join(format!(
        ".{name}.tmp-{}-{}",
        std::process::id(),
        TEMP_COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let result = (|| {
        let mut file = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&temp, path)?;
        // The rename itself reaches the disk with the folder (best effort: not every system
        // can sync a folder).
        if let Ok(dir) = fs::File::open(folder) {
            let _ = dir.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&temp);
    }
    result
}
