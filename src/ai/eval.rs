//! The static evaluation: what a position is worth to the side to move, in hundredths of a
//! seed, when the search stops.

use crate::engine::{Position, Rules, Side};

/// Weights of the evaluation's terms, in hundredths of a seed.
mod weight {
    /// A seed in the store.
    pub const STORE: i32 = 100;
    /// A seed in one's own row (a seed the opponent cannot take yet is half an asset).
    pub const ROW_SEED: i32 = 6;
    /// A non-empty pit (a move one can make).
    pub const MOBILITY: i32 = 10;
    /// An opponent pit of 1 or 2 seeds (a target).
    pub const TARGET: i32 = 12;
    /// A pit of 12 or more seeds (a krou that can capture on its second lap).
    pub const KROU: i32 = 30;
    /// The side to move's best immediate capture (counted at half: the opponent may answer).
    pub const THREAT: i32 = 50;
}

/// The value of `position` for the side to move, in hundredths of a seed.
#[must_use]
pub fn evaluate(position: &Position, rules: &Rules) -> i32 {
    evaluate_with_threat(position, best_capture(position, rules))
}

/// [`evaluate`], given the most seeds the side to move can capture with one move.
#[must_use]
pub(super) fn evaluate_with_threat(position: &Position, threat: u8) -> i32 {
    let me = position.turn();
    let stores = position.stores();
    let mut score = weight::STORE * (i32::from(stores[me]) - i32::from(stores[!me]));
    score += weight::ROW_SEED * (i32::from(position.row_seeds(me)) - i32::from(position.row_seeds(!me)));
    let (my_pits, my_weak, my_krous) = row_features(position, me);
    let (their_pits, their_weak, their_krous) = row_features(position, !me);
    score += weight::MOBILITY * (my_pits - their_pits);
    score += weight::TARGET * (their_weak - my_weak);
    score += weight::KROU * (my_krous - their_krous);
    score + weight::THREAT * i32::from(threat)
}

/// Non-empty pits, pits of 1 or 2 seeds, and pits of 12 or more, in `side`'s row.
fn row_features(position: &Position, side: Side) -> (i32, i32, i32) {
    let pits = position.pits();
    let mut counts = (0, 0, 0);
    for &seeds in &pits[side.first_pit()..side.first_pit() + 6] {
        counts.0 += i32::from(seeds > 0);
        counts.1 += i32::from(seeds == 1 || seeds == 2);
        counts.2 += i32::from(seeds >= 12);
    }
    counts
}

/// The most seeds the side to move can capture with one move.
#[must_use]
pub fn best_capture(position: &Position, rules: &Rules) -> u8 {
    position
        .legal_moves(rules)
        .iter()
        .map(|&mv| {
            let mut child = *position;
            child.play_unchecked(rules, mv)
        })
        .max()
        .unwrap_or(0)
}
