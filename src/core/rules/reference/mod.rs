//! The rules as they were before issue 69 rewrote a game's hot path: each game's former
//! implementation, kept unchanged so that tests play it beside today's ply by ply
//! (`src/core/tests/rules/against_reference.rs`) and `quartet bench --reference` times both in
//! one run (docs/ai.md, "Measuring"). Nothing else uses them.

pub mod quadrex;
pub mod rekushu;
pub mod rush;
