//! Quartet: Rekushu, Rush, Quadrex and Cheversi.
//!
//! - [`rules`]: the four games, exactly as `docs/rules.md` states them (no Bevy, no I/O).
//! - [`ai`]: the search and its levels (no Bevy).
//!
//!   These two (and [`rng`]) are their own package, `quartet-core` (`src/core`), so that the
//!   browser's build can optimise them for speed and the rest for size, and so that their
//!   tests link no Bevy; they are re-exported here as `quartet::rules` and `quartet::ai`.
//! - [`bench`]: random-playout speed and the AI's speed (desktop and browser).
//! - [`storage`]: settings and saves on disk or in the browser's localStorage (no Bevy).
//! - [`i18n`]: the player's language: Fluent's messages for every text a player reads (no
//!   Bevy).
//! - [`game_text`]: the game in words: the rules' facts and refusals said in the player's
//!   language, and the text mode's commands and announcements (no Bevy).
//! - [`app`]: the game (Bevy).
//! - [`cli`]: the command line: the game window or one of its tools (desktop).

pub use quartet_core::{ai, bench, lesson, progress, puzzle, rating, record, rng, rules, save};
pub mod app;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod game_text;
pub mod i18n;
pub mod storage;
