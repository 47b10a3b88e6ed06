//! The rules (`quartet-core`, no Bevy): each game's rules one test per rule, every game's
//! invariants over random games, and hostile input that must be refused without a panic.
//! Spec: `docs/rules.md`.

mod bad_input;
mod cheversi;
mod every_game;
mod quadrex;
mod rekushu;
mod rush;
