//! The evaluation's terms on positions whose counts are known.

use super::tempo::simulate_tempo;
use super::*;
use crate::engine::{BySide, Preset};

fn position(pits: [u8; PITS], turn: Side) -> Position {
    let seeds: u8 = pits.iter().sum();
    let south = (48 - seeds) / 2;
    Position::new(pits, BySide::new(south, 48 - seeds - south), turn).expect("a valid position")
}

#[test]
fn weights_read_back_what_they_print() {
    let weights = Weights::from_array(std::array::from_fn(|i| i as i32 * 3 - 20));
    assert_eq!(weights.to_string().parse::<Weights>(), Ok(weights));
    assert!("1,2,3".parse::<Weights>().is_err());
    assert!("1,2,3,4,5,6,7,x".parse::<Weights>().is_err());
    assert!(format!("{weights},1").parse::<Weights>().is_err());
}

#[test]
fn tempo_counts_the_moves_that_stay_in_the_row() {
    // F cannot move without sowing over; E (1) can once, then F holds 1 more: D (2) sows E
    // and F; then E again (1 seed).
    assert_eq!(tempo([0, 0, 0, 2, 1, 0]), 3);
    assert_eq!(tempo([0, 0, 0, 0, 0, 3]), 0);
    assert_eq!(tempo([1, 0, 0, 0, 0, 0]), 5);
    // The table agrees with playing the moves out on the real counts, big pits included.
    let mut seed = 12345u32;
    for _ in 0..2000 {
        let row: [u8; 6] = std::array::from_fn(|_| {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
            [0, 1, 2, 3, 4, 5, 6, 9, 13][(seed >> 16) as usize % 9]
        });
        assert_eq!(tempo(row), i32::from(simulate_tempo(row.map(usize::from))), "{row:?}");
    }
}

#[test]
fn danger_counts_the_run_the_opponent_would_take() {
    // North's pit b (index 7) holds 6 seeds: it ends in South's pit B (index 1), holding 2,
    // and A (index 0) before it holds 1 — but A is sown before B only if the sowing passed
    // it: b sows c, d, e, f, A, B. Both then hold 2 and 3: 5 seeds.
    let mut pits = [4; PITS];
    pits[0] = 1;
    pits[1] = 2;
    pits[7] = 6;
    let p = position(pits, Side::South);
    assert_eq!(danger(&p.pits(), Side::South), 5);
    // With North to move, the danger is to North's row, where no pit holds 1 or 2.
    assert_eq!(features(&position(pits, Side::North), &Preset::Tournament.rules())[7], 0);
}

#[test]
fn the_evaluation_is_the_weighted_sum_of_its_features() {
    let rules = Preset::Tournament.rules();
    let mut pits = [3; PITS];
    pits[2] = 1;
    pits[9] = 14;
    let p = position(pits, Side::North);
    let weighted_sum = |p: &Position, weights: &Weights| -> i32 {
        features(p, &rules).iter().zip(weights.as_array()).map(|(f, w)| f * w).sum()
    };
    assert_eq!(evaluate(&p, &rules), weighted_sum(&p, &Weights::default()));
    // Every term, the pit table's too, with weights that differ from term to term.
    let weights = Weights::from_array(std::array::from_fn(|i| (i as i32 * 37) % 101 - 50));
    for turn in [Side::South, Side::North] {
        let p = position(pits, turn);
        assert_eq!(evaluate_weighted(&p, &rules, &weights), weighted_sum(&p, &weights));
    }
}

#[test]
fn the_pit_table_compares_each_pit_with_the_opponents_of_the_same_place() {
    let rules = Preset::Tournament.rules();
    let mut pits = [1; PITS];
    // South's C holds 0 and F 12; North's c holds 10 and f 16.
    pits[2] = 0;
    pits[5] = 12;
    pits[8] = 10;
    pits[11] = 16;
    let terms = features(&position(pits, Side::South), &rules);
    let term = |name: &str| terms[FEATURE_NAMES.iter().position(|n| *n == name).expect("a term")];
    assert_eq!((term("C0"), term("C10-11"), term("C1")), (1, -1, 0));
    assert_eq!((term("F12-15"), term("F16+")), (1, -1));
    assert_eq!(term("A1"), 0);
    // Seen from North, the same pits count the other way.
    let terms = features(&position(pits, Side::North), &rules);
    assert_eq!(terms[FEATURE_NAMES.iter().position(|n| *n == "C0").expect("a term")], -1);
    // Each place's terms add up to 0: one class up, one down, or both the same.
    for column in 0..6 {
        let start = COUNTED + column * PIT_CLASSES;
        assert_eq!(terms[start..start + PIT_CLASSES].iter().sum::<i32>(), 0);
    }
}
