//! perft 1 through 11 from the start under the default rules, counted in one run.
//!
//! Run with `cargo bench --no-default-features --bench perft`.

use awale::engine::{Game, Rules};

fn main() {
    divan::main();
}

/// Every depth from 1 to 11, as one measurement.
#[divan::bench(sample_count = 10)]
fn perft_1_to_11() -> u64 {
    let game = Game::new(Rules::default());
    (1..=11).map(|depth| game.perft(divan::black_box(depth))).sum()
}

/// Depth 9 alone, for quick comparisons.
#[divan::bench(sample_count = 20)]
fn perft_9() -> u64 {
    Game::new(Rules::default()).perft(divan::black_box(9))
}
