//! `awale-puzzles`: makes the "Find the move" puzzles the game ships (`assets/puzzles.txt`).
//!
//! ```text
//! awale-puzzles [--games N] [--seed S] [--depth D] [--each K] [--preset NAME] > assets/puzzles.txt
//! ```
//!
//! It plays games of the computer against itself (levels 2 to 4, with a few random moves at the
//! start, from a generator seeded by `--seed`, default 1), and keeps a position when one move is
//! clearly best: searched `--depth` plies (default 10), the best move scores at least two seeds
//! more than every other, and a search four plies deeper agrees. The side to move is turned to
//! South (the board is the same seen from the other side). Each puzzle gets a difficulty:
//!
//! - `easy`: the best move is the one capturing most seeds at once;
//! - `medium`: not that, but a search of 3 plies finds it (save a pit, feed, set up a capture);
//! - `hard`: only the deep search finds it.
//!
//! It stops when it has `--each` puzzles (default 40) of every difficulty, or after `--games`
//! games (default 400). Each line: `difficulty position best margin theme`, the margin in
//! hundredths of a seed, the theme `capture`, `save`, `feed`, `krou` or `plan`.

use awale::ai::judge::move_scores;
use awale::ai::{HintReason, Level, Searcher, explain};
use awale::engine::{BySide, Game, Move, PITS, Position, Preset, Side};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::collections::HashSet;

const USAGE: &str = "usage: awale-puzzles [--games N] [--seed S] [--depth D] [--each K] [--preset NAME]";

/// Least lead of the best move over the second, in hundredths of a seed.
const MARGIN: i32 = 200;

struct Options {
    games: u32,
    seed: u64,
    depth: u32,
    each: usize,
    preset: Preset,
}

fn options() -> Result<Options, String> {
    let mut options = Options { games: 400, seed: 1, depth: 10, each: 40, preset: Preset::Tournament };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--games" => options.games = value()?.parse().map_err(|_| "--games takes a number")?,
            "--seed" => options.seed = value()?.parse().map_err(|_| "--seed takes a number")?,
            "--depth" => options.depth = value()?.parse().map_err(|_| "--depth takes a number")?,
            "--each" => options.each = value()?.parse().map_err(|_| "--each takes a number")?,
            "--preset" => options.preset = value()?.parse().map_err(|e| format!("--preset: {e}"))?,
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    if !(4..=30).contains(&options.depth) {
        return Err("--depth is from 4 to 30".to_owned());
    }
    Ok(options)
}

/// The same position with the side to move at South: the rows and stores swap.
fn south_to_move(position: Position) -> Position {
    if position.turn() == Side::South {
        return position;
    }
    let pits = position.pits();
    let mut turned = [0; PITS];
    for (k, seeds) in turned.iter_mut().enumerate() {
        *seeds = pits[(k + PITS / 2) % PITS];
    }
    let stores = position.stores();
    Position::new(turned, BySide::new(stores.north, stores.south), Side::South).expect("the same seeds")
}

/// The move capturing most seeds at once, if one captures more than every other.
fn greedy(game: &Game) -> Option<Move> {
    let rules = *game.rules();
    let mut captures: Vec<(u8, Move)> = game
        .legal_moves()
        .iter()
        .map(|&mv| {
            let mut after = game.position();
            (after.play_unchecked(&rules, mv), mv)
        })
        .collect();
    captures.sort_by_key(|&(seeds, _)| std::cmp::Reverse(seeds));
    match captures.as_slice() {
        [(best, mv), (second, _), ..] if best > second => Some(*mv),
        [(best, mv)] if *best > 0 => Some(*mv),
        _ => None,
    }
}

fn theme(game: &Game, best: Move) -> &'static str {
    if game.position().seeds(best) >= 12 {
        return "krou";
    }
    match explain(game, best).reason {
        Some(HintReason::Captures(_)) => "capture",
        Some(HintReason::Protects(_)) => "save",
        Some(HintReason::Feeds) => "feed",
        None => "plan",
    }
}

fn main() {
    if awale::version_asked() {
        return;
    }
    let options = match options() {
        Ok(options) => options,
        Err(error) => {
            eprintln!("awale-puzzles: {error}\n{USAGE}");
            std::process::exit(2);
        }
    };
    let rules = options.preset.rules();
    let mut rng = StdRng::seed_from_u64(options.seed);
    let mut searcher = Searcher::new(1 << 20);
    let mut found: [Vec<String>; 3] = Default::default();
    let mut seen = HashSet::new();
    println!(
        "# Made by awale-puzzles --seed {} --depth {} --preset {}",
        options.seed,
        options.depth,
        options.preset.name()
    );
    println!("# difficulty position best margin theme");
    for _ in 0..options.games {
        if found.iter().all(|level| level.len() >= options.each) {
            break;
        }
        let mut game = Game::new(rules);
        let opening = rng.random_range(2..7);
        let level = Level::new(rng.random_range(2..=4)).expect("a level");
        while !game.is_over() && game.moves().len() < 200 {
            let moves = game.legal_moves();
            if game.moves().len() >= 6 && moves.len() >= 2 {
                let puzzle = Game::from_position(rules, south_to_move(game.position()));
                if seen.insert(puzzle.position()) {
                    consider(&puzzle, &mut searcher, &options, &mut found);
                }
            }
            let mv = if game.moves().len() < opening {
                moves[rng.random_range(0..moves.len())]
            } else {
                searcher.choose(&game, level, &mut rng).unwrap_or(moves[0])
            };
            let _ = game.play(mv);
        }
    }
    for level in &found {
        for line in level.iter().take(options.each) {
            println!("{line}");
        }
    }
    let counts: Vec<usize> = found.iter().map(Vec::len).collect();
    eprintln!("awale-puzzles: easy {}, medium {}, hard {}", counts[0], counts[1], counts[2]);
}

/// Keeps `game`'s position as a puzzle if one move is clearly best, at the difficulty it has.
fn consider(game: &Game, searcher: &mut Searcher, options: &Options, found: &mut [Vec<String>; 3]) {
    let scores = move_scores(searcher, game, options.depth);
    let [(best, first), (_, second), ..] = scores[..] else {
        return;
    };
    if first - second < MARGIN {
        return;
    }
    let difficulty = if greedy(game) == Some(best) {
        0
    } else if move_scores(searcher, game, 3).first().map(|&(mv, _)| mv) == Some(best) {
        1
    } else {
        2
    };
    if found[difficulty].len() >= options.each {
        return;
    }
    // A deeper search must agree.
    let deeper = move_scores(searcher, game, options.depth + 4);
    let [(again, deep_first), (_, deep_second), ..] = deeper[..] else {
        return;
    };
    if again != best || deep_first - deep_second < MARGIN {
        return;
    }
    let name = ["easy", "medium", "hard"][difficulty];
    let margin = (first - second).min(deep_first - deep_second);
    found[difficulty].push(format!("{name} {} {best} {margin} {}", game.position(), theme(game, best)));
}
