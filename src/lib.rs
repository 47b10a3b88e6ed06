//! Quartet: Rekushu, Rush, Quadrex and Cheversi.
//!
//! - [`rules`]: the four games, exactly as `docs/rules.md` states them (no Bevy, no I/O).
//! - [`ai`]: the search and its levels (no Bevy).
//!
//!   These two (and [`rng`]) are their own package, `quartet-core` (`src/core`), so that the
//!   browser's build can optimise them for speed and the rest for size, and so that their
//!   tests link no Bevy; they are re-exported here as `quartet::rules` and `quartet::ai`.
//! - [`engine`]: the text engine protocol (GTP with extensions).
//! - [`bench`]: random-playout speed and the AI's speed (desktop and browser).
//! - [`storage`]: settings and saves on disk or in the browser's localStorage (no Bevy).
//! - [`app`]: the game (Bevy).
//! - [`results`]: the AI's measured matches as data, and the tables made from them (desktop).
//! - [`puzzles_command`]: `quartet puzzles make|list`, the puzzle files (desktop).
//! - [`solve_command`]: `quartet solve`, the exact solver's answer as text or JSON (desktop).
//! - [`sound_files`]: `quartet sounds`, the game's sounds written as WAV (desktop).
//! - [`online_command`]: `quartet server` and `quartet bot`, online play (`quartet_online`,
//!   desktop).

pub use quartet_core::{ai, bench, lesson, progress, puzzle, rating, rng, rules};
pub mod app;
pub mod engine;
#[cfg(not(target_arch = "wasm32"))]
pub mod online_command;
#[cfg(not(target_arch = "wasm32"))]
pub mod puzzles_command;
#[cfg(not(target_arch = "wasm32"))]
pub mod results;
#[cfg(not(target_arch = "wasm32"))]
pub mod review_command;
#[cfg(not(target_arch = "wasm32"))]
pub mod solve_command;
#[cfg(not(target_arch = "wasm32"))]
pub mod sound_files;
pub mod storage;
