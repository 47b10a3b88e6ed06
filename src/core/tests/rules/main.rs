//! The rules (`quartet-core`, no Bevy): each game's rules one test per rule, every game's
//! invariants over random games, hostile input that must be refused without a panic, and
//! saved games' records read back through the rules.
//! Spec: `docs/rules.md`.

mod against_reference;
mod bad_input;
mod cheversi;
mod every_game;
mod quadrex;
mod rekushu;
mod rush;
mod saved_games;
