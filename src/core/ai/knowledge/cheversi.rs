//! Cheversi knowledge: informed playouts (each placement the best of three random ones, by
//! the empty squares its piece would attack), and, the game being 16 placements, the last
//! plies solved exactly for the final margin (the exact solver, `crate::ai::solve`).

use crate::ai::Knowledge;
use crate::ai::solve::{KeyWriter, Solvable};
use crate::rules::cheversi::{Cheversi, CheversiMove};
use crate::rules::{Coord, Game, Outcome, Side};
use rand::Rng;

/// Positions with at most this many placements left are worth solving before a search.
pub const SOLVE_PLIES: usize = 6;

impl Knowledge for Cheversi {
    /// Informed playouts: each placement is the best of [`DRAWS`] drawn at random
    /// ([`informed_move`]; `docs/ai.md`, "Knowledge per game").
    fn playout<R: Rng + ?Sized>(&mut self, rng: &mut R, informed: bool) -> Outcome {
        if !informed {
            self.random_playout(rng);
            return self.outcome();
        }
        while let Some(mv) = informed_move(self, rng) {
            self.play_unchecked(mv);
        }
        self.outcome()
    }
}

/// How many legal placements an informed playout draws for each move (it plays the one that
/// reaches furthest): three did best at equal time against two and four (`docs/results.csv`).
const DRAWS: usize = 3;

/// An informed playout's placement in `g`: of [`DRAWS`] legal placements drawn at random, the
/// one whose piece would attack the most empty squares ([`Cheversi::reach`]; the first drawn
/// on a tie). `None` when the game is over.
fn informed_move<R: Rng + ?Sized>(g: &Cheversi, rng: &mut R) -> Option<CheversiMove> {
    let placements = g.placements();
    let mut best = placements.draw(rng)?;
    let mut furthest = g.reach(best);
    for _ in 1..DRAWS {
        let other = placements.draw(rng)?;
        let reach = g.reach(other);
        if reach > furthest {
            (best, furthest) = (other, reach);
        }
    }
    Some(best)
}

impl Solvable for Cheversi {
    const MARGIN: bool = true;

    fn write_key(&self, key: &mut KeyWriter) {
        for row in 0..8 {
            for col in 0..8 {
                let code = self
                    .piece_at(Coord::new(col, row))
                    .map_or(0, |(s, p)| 1 + s.index() * 5 + p.index());
                key.put(code as u8, 4);
            }
        }
        for side in Side::BOTH {
            let last = self.last_placed(side);
            key.put_option(last.map(|at| at.row() * 8 + at.col()), 7);
        }
        key.put(u8::from(self.queen_forced()), 1);
        key.put(self.to_move().map_or(0, Side::index) as u8, 1);
    }

    /// The final margin: the side's attack score minus the other's.
    fn final_value(&self, side: Side) -> i32 {
        let score = self.live_score();
        score[side.index()] - score[side.other().index()]
    }

    /// The pieces that attack the most empty squares first.
    fn order_scores(&self, moves: &[CheversiMove], scores: &mut Vec<i32>) {
        scores.clear();
        scores.extend(moves.iter().map(|&mv| self.reach(mv) as i32));
    }

    fn move_slot(&self, mv: CheversiMove) -> usize {
        mv.piece.index() * 64 + mv.at.row() * 8 + mv.at.col()
    }

    fn move_slots(&self) -> usize {
        5 * 64
    }

    fn worth_solving(&self) -> bool {
        self.plies_left() <= SOLVE_PLIES
    }
}

#[cfg(test)]
mod tests {
    use super::informed_move;
    use crate::rng::FastRng;
    use crate::rules::Game;
    use crate::rules::cheversi::Cheversi;

    #[test]
    fn an_informed_placement_is_legal_and_reaches_further_than_a_random_one() {
        let mut rng = FastRng::new(17);
        let (mut informed, mut uniform, mut placements) = (0u32, 0u32, 0u32);
        let mut legal = Vec::new();
        for _ in 0..300 {
            // Positions from the opening to the last placement of random games.
            let mut g = Cheversi::new(8).expect("a board");
            while let Some(mv) = informed_move(&g, &mut rng) {
                g.legal_moves(&mut legal);
                assert!(
                    legal.contains(&mv),
                    "{mv:?} is not legal in\n{}",
                    g.diagram()
                );
                let random = g.random_move(&mut rng).expect("a game not over");
                informed += g.reach(mv);
                uniform += g.reach(random);
                placements += 1;
                g.play_unchecked(random);
            }
            assert!(g.outcome() != crate::rules::Outcome::Ongoing);
        }
        assert!(
            placements >= 300 * 15,
            "{placements} placements in 300 games"
        );
        // The best of three reaches further on average.
        assert!(
            f64::from(informed) > 1.1 * f64::from(uniform),
            "informed {informed}, uniform {uniform}"
        );
    }
}
