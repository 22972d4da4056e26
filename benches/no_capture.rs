//! The no-capture end (`end_no_capture`, seed 003) runs after every move: the cost of deciding
//! it. Prints the largest exploration met over every board of up to 9 seeds and over random
//! games of the `awele` preset, then times the worst of them.
//!
//! Run with `cargo bench --no-default-features --bench no_capture`.

use awale::engine::{BySide, Game, PITS, Position, Preset, Rules, Side};
use rand::{RngExt, SeedableRng, rngs::StdRng};
use std::time::{Duration, Instant};

/// Boards of exactly `seeds` seeds, each handed to `visit`.
fn boards(seeds: u8, visit: &mut impl FnMut([u8; PITS])) {
    fn fill(board: &mut [u8; PITS], at: usize, left: u8, visit: &mut impl FnMut([u8; PITS])) {
        if at == PITS - 1 {
            board[at] = left;
            visit(*board);
            return;
        }
        for v in 0..=left {
            board[at] = v;
            fill(board, at + 1, left - v, visit);
        }
    }
    fill(&mut [0; PITS], 0, seeds, visit);
}

/// The largest exploration and the longest time among `positions`.
fn worst(rules: &Rules, positions: impl IntoIterator<Item = Position>) -> (usize, Position, Duration, usize) {
    let mut most = (0, Position::start(rules), Duration::ZERO, 0);
    let mut never = 0u8;
    for position in positions {
        if position.legal_moves(rules).is_empty() {
            continue;
        }
        let started = Instant::now();
        let search = position.capture_search(rules, &[]);
        let took = started.elapsed();
        most.3 += 1;
        if !search.reachable {
            if position.board_seeds() > never && position.board_seeds() >= 7 {
                println!("  no capture possible: {position} ({} explored)", search.explored);
            }
            never = never.max(position.board_seeds());
        }
        if search.explored > most.0 {
            most.0 = search.explored;
            most.1 = position;
        }
        most.2 = most.2.max(took);
    }
    println!("  most seeds on a board where no capture is possible: {never}");
    most
}

fn worst_case() -> Position {
    let rules = Preset::Awele.rules();
    let mut overall = (0, Position::start(&rules));
    for seeds in 2..=9 {
        let mut all = Vec::new();
        boards(seeds, &mut |pits| {
            for turn in Side::ALL {
                let left = 48 - seeds;
                all.push(Position::new(pits, BySide { south: left / 2, north: left - left / 2 }, turn).unwrap());
            }
        });
        let (explored, at, took, count) = worst(&rules, all);
        println!(
            "every board of {seeds} seeds ({count}): at most {explored} positions explored ({at}), longest {took:?}"
        );
        if explored > overall.0 {
            overall = (explored, at);
        }
    }
    let mut rng = StdRng::seed_from_u64(3);
    let mut played = Vec::new();
    for _ in 0..2_000 {
        let mut game = Game::new(rules);
        while !game.is_over() && game.moves().len() < 400 {
            let legal = game.legal_moves();
            game.play(legal[rng.random_range(0..legal.len())]).unwrap();
            played.push(game.position());
        }
    }
    let (explored, at, took, count) = worst(&rules, played);
    println!("2000 random awele games ({count} positions): at most {explored} explored ({at}), longest {took:?}");
    if explored > overall.0 {
        overall = (explored, at);
    }
    overall.1
}

fn main() {
    let worst = worst_case();
    println!("timing the worst: {worst}");
    WORST.set(worst).unwrap();
    divan::main();
}

static WORST: std::sync::OnceLock<Position> = std::sync::OnceLock::new();

/// The position with the largest exploration found above.
#[divan::bench(sample_count = 20)]
fn worst_position() -> bool {
    let position = WORST.get().unwrap();
    position.capture_reachable(&Preset::Awele.rules(), &[])
}

/// A whole random awele game's ends, every move's included.
#[divan::bench(sample_count = 20)]
fn a_game_of_awele() -> usize {
    let mut rng = StdRng::seed_from_u64(11);
    let mut game = Game::new(Preset::Awele.rules());
    while !game.is_over() && game.moves().len() < 400 {
        let legal = game.legal_moves();
        game.play(legal[rng.random_range(0..legal.len())]).unwrap();
    }
    game.moves().len()
}
