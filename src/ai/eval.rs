//! The static evaluation: what a position is worth to the side to move, in hundredths of a
//! seed, when the search stops.

use crate::engine::{Position, Rules, Side};

/// The weight of each term of the evaluation, in hundredths of a seed. The defaults were fitted
/// by `awale-tune` (Texel's method) to 100 games against Aalina, the engine of Aualé: 12,396
/// positions, prediction error 0.169 → 0.152.
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

impl std::fmt::Display for Weights {
    /// `store,row_seed,mobility,target,krou,threat`, as [`Weights::from_str`] reads them.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let Weights { store, row_seed, mobility, target, krou, threat } = self;
        write!(f, "{store},{row_seed},{mobility},{target},{krou},{threat}")
    }
}

impl std::str::FromStr for Weights {
    type Err = String;

    /// Six integers separated by commas, in the order of the fields, each within ±10 000.
    fn from_str(text: &str) -> Result<Weights, String> {
        let numbers: Vec<i32> = text
            .split(',')
            .map(|n| n.trim().parse::<i32>().ok().filter(|n| n.abs() <= 10_000))
            .collect::<Option<_>>()
            .ok_or_else(|| format!("'{text}' is not six whole numbers from -10000 to 10000 separated by commas"))?;
        match numbers[..] {
            [store, row_seed, mobility, target, krou, threat] => {
                Ok(Weights { store, row_seed, mobility, target, krou, threat })
            }
            _ => Err(format!("'{text}' is not six numbers (store,row_seed,mobility,target,krou,threat)")),
        }
    }
}

impl Default for Weights {
    fn default() -> Self {
        Weights { store: 100, row_seed: 9, mobility: 88, target: 17, krou: 289, threat: 42 }
    }
}

/// The value of `position` for the side to move, in hundredths of a seed, with the default
/// weights.
#[must_use]
pub fn evaluate(position: &Position, rules: &Rules) -> i32 {
    evaluate_with(position, best_capture(position, rules), &Weights::default())
}

/// [`evaluate`] with these weights (for tuning them).
#[must_use]
pub fn evaluate_weighted(position: &Position, rules: &Rules, weights: &Weights) -> i32 {
    evaluate_with(position, best_capture(position, rules), weights)
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
