//! Quartet's rules and AI (no Bevy, no I/O): the `quartet` crate re-exports these modules as
//! `quartet::rules`, `quartet::ai`, `quartet::rng` and `quartet::bench`. They live in their
//! own package so that each build profile can optimise them on their own: the browser's build
//! optimises the game for size, and these for speed.
//!
//! - [`rules`]: the four games, exactly as `docs/rules.md` states them.
//! - [`ai`]: the search and its levels.
//! - [`puzzle`]: puzzles from self-play, proven by the exact solver.
//! - [`lesson`]: the lessons' format, checked against the rules, and a try judged.
//! - [`rating`]: Glicko-2, for puzzles; [`progress`]: what a player has learnt.
//! - [`record`]: a game as a plain move list (export, import), for the game and `quartet
//!   review`.
//! - [`save`]: a saved game's record (RON), read back through the rules, for the game and
//!   the commands.
//! - [`rng`]: the seeded random numbers both use.
//! - [`bench`]: `quartet bench`'s measurements of both, compiled here as the game's AI is.

pub mod ai;
pub mod bench;
pub mod lesson;
pub mod progress;
pub mod puzzle;
pub mod rating;
pub mod record;
pub mod rng;
pub mod rules;
pub mod save;
