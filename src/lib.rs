//! Quartet: Rekushu, Rush, Quadrex and Cheversi.
//!
//! - [`rules`]: the four games, exactly as `RULES.md` states them (no Bevy, no I/O).
//! - [`engine`]: the text engine protocol (GTP with extensions).
//! - [`bench`]: random-playout speed.
//! - [`storage`]: settings and saves on disk or in the browser's localStorage (no Bevy).
//! - [`app`]: the game (Bevy).
//! - [`sound_files`]: `quartet sounds`, the game's sounds written as WAV (desktop).

pub mod ai;
pub mod app;
#[cfg(not(target_arch = "wasm32"))]
pub mod bench;
pub mod engine;
pub mod rng;
pub mod rules;
#[cfg(not(target_arch = "wasm32"))]
pub mod sound_files;
pub mod storage;
