//! The computer opponent's search: nodes a second, and how deep it gets in one second from the
//! start position. Run with `cargo bench --no-default-features --bench search`.

use awale::ai::{Limits, Searcher};
use awale::engine::{Game, Rules};
use std::time::Duration;

fn main() {
    // The depth reached in one second is a count, not a time: print it once.
    let game = Game::new(Rules::default());
    let one_second = Limits { depth: None, movetime: Some(Duration::from_secs(1)) };
    let result = Searcher::default().search(&game, one_second, |_| {});
    println!(
        "from the start in 1 s: depth {}, {} nodes, {} nodes/s",
        result.info.depth, result.info.nodes, result.info.nps
    );
    // The same second on two threads (the main one and a helper sharing its table).
    let mut searcher = Searcher::default();
    searcher.set_threads(2);
    let result = searcher.search(&game, one_second, |_| {});
    println!("the same on 2 threads: depth {}", result.info.depth);
    // The same second in slices of 20 ms, as a web page searches between frames.
    let mut slices = awale::ai::Slices::new(game.clone(), one_second);
    let mut searcher = Searcher::default();
    while searcher.search_slice(&mut slices, Duration::from_millis(20)).is_none() {}
    let (spent, count) = slices.spent();
    println!("the same in slices of 20 ms: depth {} in {count} slices, {spent:?}", slices.depth());
    divan::main();
}

/// A fixed-depth search from the start, with a fresh table each time.
#[divan::bench(sample_count = 10)]
fn depth_12_from_the_start() -> Option<awale::engine::Pit> {
    let game = Game::new(Rules::default());
    let limits = Limits { depth: Some(divan::black_box(12)), movetime: None };
    Searcher::new(1 << 20).search(&game, limits, |_| {}).best
}

/// A middle-game position (after ten moves of the seed 003 opening and a few more).
fn middle_game() -> Game {
    let mut game = Game::new(Rules::default());
    for letter in ['C', 'c', 'B', 'd', 'F', 'a', 'A', 'f', 'E', 'b'] {
        let pit = awale::engine::Pit::from_letter(letter).expect("a pit letter");
        game.play(pit).expect("a legal opening");
    }
    game
}

/// A level 1, 2 or 3 reply in the middle game (the game asks these to come within 300 ms).
#[divan::bench(args = [1, 2, 3], sample_count = 10)]
fn level_reply(level: u8) -> Option<awale::engine::Pit> {
    let game = middle_game();
    let level = awale::ai::Level::new(level).expect("a level");
    Searcher::new(1 << 18).choose(&game, level, &mut rand::rng())
}

/// A hint in the middle game (also within 300 ms).
#[divan::bench(sample_count = 10)]
fn hint() -> Option<awale::ai::Hint> {
    Searcher::new(1 << 18).hint(&middle_game())
}

/// Solving the endgame table of an endgame with `seeds` seeds on the board (tournament rules):
/// what a full-strength move pays once, the first time so few seeds are left.
#[divan::bench(args = [6, 8, 10], sample_count = 3)]
fn endgame_table(seeds: u8) -> usize {
    let mut pits = [0u8; 12];
    for k in 0..usize::from(seeds) {
        pits[(k * 5) % 12] += 1;
    }
    let left = 48 - seeds;
    let stores = awale::engine::BySide { south: left / 2, north: left - left / 2 };
    let position = awale::engine::Position::new(pits, stores, awale::engine::Side::South).expect("48 seeds");
    let rules = awale::engine::Preset::Tournament.rules();
    awale::ai::endgame::Endgame::build(&position, &rules).map_or(0, |table| table.len())
}
