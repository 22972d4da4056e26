//! The static evaluation: what a position is worth to the side to move, in hundredths of a
//! seed, when the search stops.

use crate::engine::{Position, Rules, Side};

/// The weight of each term of the evaluation, in hundredths of a seed. The defaults come from
/// self-play matches (`tests/strength.rs`, `tune_weights_by_self_play`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// A seed in the store.
    pub store: i32,
    /// A seed in one's own row (a seed the opponent cannot take yet is part of an asset).
    pub row_seed: i32,
    /// A non-empty pit (a move one can make).
    pub mobility: i32,
    /// An opponent pit of 1 or 2 seeds (a target).
    pub target: i32,
    /// A pit of 12 or more seeds (a krou that can capture on its second lap).
    pub krou: i32,
    /// The side to move's best immediate capture (the opponent may answer, so less than a
    /// store seed).
    pub threat: i32,
}

impl Default for Weights {
    fn default() -> Self {
        Weights { store: 100, row_seed: 6, mobility: 15, target: 12, krou: 15, threat: 50 }
    }
}

/// The value of `position` for the side to move, in hundredths of a seed, with the default
/// weights.
#[must_use]
pub fn evaluate(position: &Position, rules: &Rules) -> i32 {
    evaluate_with(position, best_capture(position, rules), &Weights::default())
}

/// [`evaluate`] with these weights, given the most seeds the side to move can capture with one
/// move.
#[must_use]
pub(super) fn evaluate_with(position: &Position, threat: u8, weights: &Weights) -> i32 {
    let me = position.turn();
    let stores = position.stores();
    let mut score = weights.store * (i32::from(stores[me]) - i32::from(stores[!me]));
    score += weights.row_seed * (i32::from(position.row_seeds(me)) - i32::from(position.row_seeds(!me)));
    let (my_pits, my_weak, my_krous) = row_features(position, me);
    let (their_pits, their_weak, their_krous) = row_features(position, !me);
    score += weights.mobility * (my_pits - their_pits);
    score += weights.target * (their_weak - my_weak);
    score += weights.krou * (my_krous - their_krous);
    score + weights.threat * i32::from(threat)
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
