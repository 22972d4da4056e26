//! The openings of a measured match, kept apart from those the engine is tuned on.
//!
//! A match between two engines that play deterministically repeats itself from a given opening,
//! so its games are only as many samples as its openings are distinct, and a score measured on
//! the openings the evaluation was fitted to says little of the others. `awale-match` therefore
//! draws its openings of [`MEASURED_PLIES`] random plies (1,296 distinct starts under the
//! tournament rules) from a generator seeded by one seed a match; the seeds of
//! [`MEASUREMENT_SEEDS`] are kept for measuring, and `awale-tune` refuses the records of games
//! played from them. [`all_openings`] gives instead every opening of a few plies, a population
//! that no draw can bias (36 of two plies).

use crate::engine::{Game, Move, Rules};
use rand::{Rng, RngExt};
use std::ops::RangeInclusive;

/// The seeds of `awale-match --seed` kept for measurement: games played from them are never
/// tuned on (`awale-tune` refuses their records) and the strength rows of `docs/computer.md` use them.
pub const MEASUREMENT_SEEDS: RangeInclusive<u64> = 1_000..=1_999;

/// The plies of a measured match's random openings: 6⁴ = 1,296 distinct starts.
pub const MEASURED_PLIES: usize = 4;

/// Whether `seed` is kept for measurement ([`MEASUREMENT_SEEDS`]).
#[must_use]
pub fn is_measurement_seed(seed: u64) -> bool {
    MEASUREMENT_SEEDS.contains(&seed)
}

/// An opening of `plies` random legal moves from the start under `rules` (fewer if the game
/// ends first), drawn with `rng`.
pub fn random_opening(rules: Rules, plies: usize, rng: &mut impl Rng) -> Vec<Move> {
    let mut game = Game::new(rules);
    let mut opening = Vec::with_capacity(plies);
    while opening.len() < plies && !game.is_over() {
        let legal = game.legal_moves();
        let mv = legal[rng.random_range(0..legal.len())];
        // A legal move: it plays.
        let _ = game.play(mv);
        opening.push(mv);
    }
    opening
}

/// Every distinct opening of `plies` legal moves from the start under `rules`, in the order of
/// the moves (those where the game ends sooner, shorter), as a list of moves each.
#[must_use]
pub fn all_openings(rules: Rules, plies: usize) -> Vec<Vec<Move>> {
    let mut openings = vec![Vec::new()];
    for _ in 0..plies {
        let mut longer = Vec::new();
        for opening in openings {
            let mut game = Game::new(rules);
            for &mv in &opening {
                // Legal when it was added.
                let _ = game.play(mv);
            }
            if game.is_over() {
                longer.push(opening);
                continue;
            }
            for mv in game.legal_moves() {
                let mut next = opening.clone();
                next.push(mv);
                longer.push(next);
            }
        }
        openings = longer;
    }
    openings
}
