//! What the player has learnt, per game: the lessons done, the puzzles' ratings and their own
//! puzzles (`quartet_core::progress`). A resource and a file of its own (`progress.ron` in the
//! data folder; the browser: `quartet.progress`), apart from the preferences: settings files of
//! format 5 and before held it, and it is moved from there once (`app::store::kept_files`).

use crate::progress::Progress;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::ops::{Deref, DerefMut};

/// The format of the progress file this build writes; it reads this one and older ones.
pub const PROGRESS_VERSION: u32 = 1;

/// The player's progress, read as a [`Progress`].
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LearnProgress {
    /// The file format's version (`PROGRESS_VERSION` when written).
    pub version: u32,
    pub progress: Progress,
}

impl Default for LearnProgress {
    fn default() -> Self {
        LearnProgress {
            version: PROGRESS_VERSION,
            progress: Progress::default(),
        }
    }
}

impl Deref for LearnProgress {
    type Target = Progress;

    fn deref(&self) -> &Progress {
        &self.progress
    }
}

impl DerefMut for LearnProgress {
    fn deref_mut(&mut self) -> &mut Progress {
        &mut self.progress
    }
}

impl LearnProgress {
    /// Why this progress (as read from a file) cannot be used, if it cannot.
    pub fn check(&self) -> Result<(), String> {
        if self.progress.is_sane() {
            Ok(())
        } else {
            Err("a puzzle rating is not a number".to_string())
        }
    }
}
