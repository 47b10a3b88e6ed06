//! The search: Monte Carlo tree search with RAVE ([`mcts`]) over a tree of flat arrays
//! ([`tree`]), its selection ([`select`], [`rave`]), when it reads the clock and may stop
//! ([`pacing`]), whole searches on several threads ([`parallel`]) and a tree kept between moves
//! ([`keeper`]) (docs/ai.md, "Tree, memory and pacing").

pub(super) mod keeper;
pub mod mcts;
pub(super) mod pacing;
pub mod parallel;
mod rave;
mod select;
mod tree;
