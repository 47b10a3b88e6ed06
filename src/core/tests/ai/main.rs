//! The AI (`quartet-core`, no Bevy): legal and reproducible searches, the search in slices
//! equal to the search at once, and the game knowledge that makes it stronger
//! (`docs/ai.md`).

mod jobs;
mod lessons;
mod puzzles;
mod review;
mod search;
mod sliced;
mod solve;
mod stronger;

use quartet_core::rules::Side;
use quartet_core::rules::quadrex::{Quadrex, QuadrexData};

/// Vert has b1, b2, b3 and b5 on 5x5, to move: b4 connects at once.
pub fn vert_connects_at_b4() -> Quadrex {
    QuadrexData {
        size: 5,
        board: [".v...", ".....", ".v.hh", ".v.h.", ".v..h"]
            .map(String::from)
            .to_vec(),
        to_move: Side::First,
        plies: 8,
        allow_swap: true,
    }
    .try_into()
    .expect("valid")
}
