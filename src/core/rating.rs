//! Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2012): the player's puzzle
//! rating and each puzzle's, as Lichess rates its puzzles. One puzzle is one rating period.

use serde::{Deserialize, Serialize};

/// The Glicko scale's factor between the displayed rating and the internal one.
const SCALE: f64 = 173.7178;
/// The system constant: how fast the volatility may change (Glickman suggests 0.3 to 1.2).
const TAU: f64 = 0.5;
/// The volatility iteration's tolerance.
const EPSILON: f64 = 0.000_001;

/// A rating, its deviation (uncertainty) and its volatility.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// A new player: 1500, as uncertain as Glicko-2 allows.
    fn default() -> Self {
        Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
        }
    }
}

/// One result of a rating period: the opponent and the score (1 win, 0.5 draw, 0 loss).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Game {
    pub opponent: Rating,
    pub score: f64,
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// A rating with a starting deviation (a puzzle's, from its file).
    pub fn new(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    /// The expected score against `other`.
    pub fn expected_against(&self, other: &Rating) -> f64 {
        expected(
            (self.rating - 1500.0) / SCALE,
            (other.rating - 1500.0) / SCALE,
            other.deviation / SCALE,
        )
    }

    /// The rating after one rating period with `games` (steps 2 to 8 of Glickman's paper); a
    /// period without games only widens the deviation.
    pub fn after(&self, games: &[Game]) -> Rating {
        let mu = (self.rating - 1500.0) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            let phi_star = (phi * phi + sigma * sigma).sqrt();
            return Rating {
                deviation: (phi_star * SCALE).min(350.0),
                ..*self
            };
        }
        let mut v_inv = 0.0;
        let mut sum = 0.0;
        for game in games {
            let mu_j = (game.opponent.rating - 1500.0) / SCALE;
            let phi_j = game.opponent.deviation / SCALE;
            let e = expected(mu, mu_j, phi_j);
            v_inv += g(phi_j) * g(phi_j) * e * (1.0 - e);
            sum += g(phi_j) * (game.score - e);
        }
        let v = 1.0 / v_inv;
        let delta = v * sum;
        // Step 5: the new volatility, by the Illinois algorithm.
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            let d = phi * phi + v + ex;
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * TAU) < 0.0 && k < 100.0 {
                k += 1.0;
            }
            a - k * TAU
        };
        let mut f_a = f(big_a);
        let mut f_b = f(big_b);
        for _ in 0..100 {
            if (big_b - big_a).abs() <= EPSILON {
                break;
            }
            let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
            let f_c = f(c);
            if f_c * f_b <= 0.0 {
                big_a = big_b;
                f_a = f_b;
            } else {
                f_a /= 2.0;
            }
            big_b = c;
            f_b = f_c;
        }
        let sigma_new = (big_a / 2.0).exp();
        let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        Rating {
            rating: SCALE * mu_new + 1500.0,
            deviation: (SCALE * phi_new).min(350.0),
            volatility: sigma_new,
        }
    }

    /// Whether the numbers are usable (a hand-edited settings file may hold anything).
    pub fn is_sane(&self) -> bool {
        self.rating.is_finite()
            && self.deviation.is_finite()
            && self.deviation > 0.0
            && self.volatility.is_finite()
            && self.volatility > 0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glickmans_worked_example() {
        // Glickman (2012), section "Example": 1500 / 200 / 0.06 against three players.
        let player = Rating::new(1500.0, 200.0);
        let games = [
            Game {
                opponent: Rating::new(1400.0, 30.0),
                score: 1.0,
            },
            Game {
                opponent: Rating::new(1550.0, 100.0),
                score: 0.0,
            },
            Game {
                opponent: Rating::new(1700.0, 300.0),
                score: 0.0,
            },
        ];
        let after = player.after(&games);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_win_raises_a_loss_lowers_and_a_surprise_moves_more() {
        let me = Rating::default();
        let easy = Rating::new(1100.0, 80.0);
        let hard = Rating::new(1900.0, 80.0);
        let win = |o| {
            me.after(&[Game {
                opponent: o,
                score: 1.0,
            }])
            .rating
        };
        let loss = |o| {
            me.after(&[Game {
                opponent: o,
                score: 0.0,
            }])
            .rating
        };
        assert!(win(easy) > 1500.0 && loss(easy) < 1500.0);
        assert!(win(hard) - 1500.0 > win(easy) - 1500.0);
        assert!(1500.0 - loss(easy) > 1500.0 - loss(hard));
        assert!(me.after(&[]).deviation >= me.deviation);
    }
}
