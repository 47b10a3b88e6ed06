//! Each game's knowledge: its [`Knowledge`](super::Knowledge) for the search (candidate moves,
//! informed playouts, exploration) and its [`Solvable`](super::solve::Solvable) for the exact
//! solver (docs/ai.md, "Knowledge per game").

mod cheversi;
pub mod quadrex;
mod rekushu;
mod rush;
