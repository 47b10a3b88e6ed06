//! Quartet: Rekushu, Rush, Quadrex and Cheversi.
//!
//! - [`rules`]: the four games, exactly as `RULES.md` states them (no Bevy, no I/O).
//! - [`engine`]: the text engine protocol (GTP with extensions).
//! - [`bench`]: random-playout speed.
//! - [`storage`]: settings and saves on disk or in the browser's localStorage (no Bevy).
//! - [`app`]: the game (Bevy).

pub mod ai;
pub mod app;
#[cfg(not(target_arch = "wasm32"))]
pub mod bench;
pub mod engine;
pub mod rng;
pub mod rules;
pub mod storage;
