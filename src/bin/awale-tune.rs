//! `awale-tune`: tunes the evaluation's weights on the positions of played games (Texel's
//! method), such as the records `awale-match` prints of games against another engine.
//!
//! ```text
//! awale-tune [--preset NAME] [--weights W] [--fixed] FILE…
//! ```
//!
//! Each line of the files that `awale-match` wrote for a game (`game N: South …, North …:
//! S-N reason; 1. C a 2. F a+2 …`) is replayed under the rules of `--preset` (default
//! `tournament`); every position it went through gets the game's result for its side to move
//! (1 won, ½ drawn, 0 lost). The weights are tuned so that `1 / (1 + e^(−k·score))` of the
//! evaluation predicts those results best (least squares): first the scale `k` with the
//! current weights, then each weight but the store's in turn, up and down by shrinking steps,
//! while the error falls. It prints the error before and after and the weights found, to put
//! in `Weights::default`. `--weights` starts from other weights (as `setoption name weights`
//! takes them); `--fixed` only measures their error (for weights fitted on other games).
//!
//! `--depth D` labels each position instead by what a search of `D` plies makes of it (full
//! strength with the starting weights, no opening book, one thread per core): the target is
//! `1 / (1 + e^(−k·s))` of the search's score `s`, with the scale `k` fitted first to the
//! games' results. The weights then learn what the deeper search knows (captures to come, the
//! board tables of `--tables N` seeds, default 16) rather than how one game went on. Positions
//! with no more seeds on the board than the tables hold are left out, since the tables answer
//! there and the evaluation is not asked. A position is searched on its own, without the
//! game's earlier positions (so without repetitions). `D` from 1 to 30.
//!
//! A record whose games were played from openings kept for measurement (`awale-match --seed`
//! in [`awale::ai::openings::MEASUREMENT_SEEDS`]) is refused, exit code 2: the weights are
//! never fitted to the games that measure them.

use awale::ai::openings::{MEASUREMENT_SEEDS, is_measurement_seed};
use awale::ai::{FEATURE_NAMES, FEATURES, Limits, Searcher, Weights, features, tables};
use awale::engine::{Game, Position, Preset, Rules};
use std::process::ExitCode;

const USAGE: &str = "usage: awale-tune [--preset NAME] [--weights W] [--fixed] [--depth D [--tables N]] FILE…";

/// The positions of one game's record and the result for each one's side to move, or why the
/// line is not a game.
fn replay(line: &str, rules: Rules) -> Result<Vec<(Position, f64)>, String> {
    let (head, moves) = line.split_once(';').ok_or("no ';' before the moves")?;
    let score = head.rsplit(':').next().ok_or("no result")?.split_whitespace().next().ok_or("no result")?;
    let (south, north) = score.split_once('-').ok_or_else(|| format!("result '{score}' is not S-N"))?;
    let south: i32 = south.parse().map_err(|_| format!("bad score '{south}'"))?;
    let north: i32 = north.parse().map_err(|_| format!("bad score '{north}'"))?;
    let mut game = Game::new(rules);
    let mut seen = Vec::new();
    for word in moves.split_whitespace().filter(|w| !w.ends_with('.')) {
        let text = word.split('+').next().unwrap_or(word);
        let mv = text.parse().map_err(|e| format!("move '{word}': {e}"))?;
        seen.push(game.position());
        game.play(mv).map_err(|e| format!("move '{word}': {e}"))?;
    }
    Ok(seen
        .into_iter()
        .map(|position| {
            let margin = if position.turn() == awale::engine::Side::South { south - north } else { north - south };
            (position, f64::from(margin.signum() + 1) / 2.0)
        })
        .collect())
}

/// The seed of the openings of a match record, if `awale-match` said it drew them with a seed
/// kept for measurement (its line `openings: seed S of K plies`).
fn measurement_seed(text: &str) -> Option<u64> {
    text.lines()
        .filter_map(|line| line.strip_prefix("openings: seed "))
        .filter_map(|rest| rest.split_whitespace().next()?.parse().ok())
        .find(|&seed| is_measurement_seed(seed))
}

/// The expected result, 0 to 1, of a score in hundredths of a seed, at the scale `k`.
fn win_chance(k: f64, score: i32) -> f64 {
    1.0 / (1.0 + (-k * f64::from(score)).exp())
}

/// Mean squared error of the prediction over the positions, given as their evaluation's terms.
fn error(data: &[([i32; FEATURES], f64)], w: &[i32; FEATURES], k: f64) -> f64 {
    let sum: f64 = data
        .iter()
        .map(|(terms, result)| {
            let score: i32 = terms.iter().zip(w.iter()).map(|(t, w)| t * w).sum();
            (result - win_chance(k, score)).powi(2)
        })
        .sum();
    sum / data.len().max(1) as f64
}

/// The target of each position: the search's score at `depth` plies, through the scale `k`.
/// The positions are shared among one thread per core, each with its own searcher evaluating
/// with `weights`.
fn search_targets(positions: &[Position], rules: Rules, weights: Weights, depth: u32, seeds: u8, k: f64) -> Vec<f64> {
    // The board tables are read or solved once, before the searches that read them.
    if seeds > 0 {
        let started = std::time::Instant::now();
        while tables::shared(&rules, seeds).is_none() {
            if started.elapsed() > std::time::Duration::from_secs(600) {
                eprintln!(
                    "awale-tune: the board tables of {seeds} seeds are not ready after 10 minutes; searching without them"
                );
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(200));
        }
    }
    let threads = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let chunk = positions.len().div_ceil(threads).max(1);
    let limits = Limits { depth: Some(depth), movetime: None };
    std::thread::scope(|scope| {
        let handles: Vec<_> = positions
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    let mut searcher = Searcher::new(1 << 20).with_weights(weights);
                    searcher.set_book(false);
                    searcher.set_board_tables(seeds);
                    part.iter()
                        .map(|&position| {
                            let game = Game::from_position(rules, position);
                            let score = searcher.search(&game, limits, |_| {}).info.score;
                            win_chance(k, score)
                        })
                        .collect::<Vec<f64>>()
                })
            })
            .collect();
        // A thread's targets are never dropped: they must stay in step with the positions.
        handles.into_iter().flat_map(|h| h.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))).collect()
    })
}

fn main() -> ExitCode {
    if awale::version_asked() {
        return ExitCode::SUCCESS;
    }
    let mut preset = Preset::Tournament;
    let mut files = Vec::new();
    let mut start = Weights::default();
    let mut fixed = false;
    let mut depth = None;
    let mut seeds = tables::BOARD_SEEDS;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--weights" {
            match args.next().map(|text| text.parse::<Weights>()) {
                Some(Ok(w)) => start = w,
                Some(Err(why)) => {
                    eprintln!("awale-tune: --weights: {why}\n{USAGE}");
                    return ExitCode::from(2);
                }
                None => {
                    eprintln!("awale-tune: --weights takes the weights to start from\n{USAGE}");
                    return ExitCode::from(2);
                }
            }
        } else if arg == "--depth" {
            match args.next().and_then(|text| text.parse::<u32>().ok()).filter(|d| (1..=30).contains(d)) {
                Some(d) => depth = Some(d),
                None => {
                    eprintln!(
                        "awale-tune: --depth takes the plies of the search that labels each position, 1 to 30\n{USAGE}"
                    );
                    return ExitCode::from(2);
                }
            }
        } else if arg == "--tables" {
            match args.next().and_then(|text| text.parse::<u8>().ok()).filter(|n| *n <= tables::MOST_SEEDS) {
                Some(n) => seeds = n,
                None => {
                    eprintln!(
                        "awale-tune: --tables takes the seeds of the board tables, 0 to {}\n{USAGE}",
                        tables::MOST_SEEDS
                    );
                    return ExitCode::from(2);
                }
            }
        } else if arg == "--fixed" {
            fixed = true;
        } else if arg == "--preset" {
            match args.next().map(|name| name.parse::<Preset>()) {
                Some(Ok(p)) => preset = p,
                _ => {
                    eprintln!("awale-tune: --preset takes a preset's name\n{USAGE}");
                    return ExitCode::from(2);
                }
            }
        } else {
            files.push(arg);
        }
    }
    if files.is_empty() {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    }
    let rules = preset.rules();
    let mut data = Vec::new();
    let mut boards = Vec::new();
    let mut games = 0;
    for file in &files {
        let text = match std::fs::read_to_string(file) {
            Ok(text) => text,
            Err(error) => {
                eprintln!("awale-tune: {file}: {error}");
                return ExitCode::from(2);
            }
        };
        if let Some(seed) = measurement_seed(&text) {
            eprintln!(
                "awale-tune: {file}: its games were played from held-out openings (seed {seed}; the seeds {}–{} are \
                 kept for measurement): tune on games of other seeds",
                MEASUREMENT_SEEDS.start(),
                MEASUREMENT_SEEDS.end()
            );
            return ExitCode::from(2);
        }
        for (number, line) in text.lines().enumerate().filter(|(_, l)| l.starts_with("game ")) {
            match replay(line, rules) {
                Ok(positions) => {
                    boards.extend(positions.iter().map(|(p, _)| *p));
                    data.extend(positions.into_iter().map(|(p, result)| (features(&p, &rules), result)));
                    games += 1;
                }
                Err(why) => eprintln!("awale-tune: {file}:{}: {why}; line skipped", number + 1),
            }
        }
    }
    println!("{games} games, {} positions", data.len());
    let mut weights = start.as_array();
    // The scale: golden-section search of k on the current weights.
    let (mut low, mut high) = (1e-5f64, 1e-2f64);
    for _ in 0..40 {
        let a = high - (high - low) / 1.618;
        let b = low + (high - low) / 1.618;
        if error(&data, &weights, a) < error(&data, &weights, b) {
            high = b;
        } else {
            low = a;
        }
    }
    let k = (low + high) / 2.0;
    let before = error(&data, &weights, k);
    println!("k = {k:.6}, error {before:.5} with {}", Weights::from_array(weights));
    let before = match depth {
        None => before,
        Some(depth) => {
            let (kept_boards, kept): (Vec<Position>, Vec<[i32; FEATURES]>) = boards
                .iter()
                .zip(&data)
                .filter(|(p, _)| p.board_seeds() > seeds)
                .map(|(p, (terms, _))| (*p, *terms))
                .unzip();
            println!("labelling {} positions of more than {seeds} seeds by a search of {depth} plies", kept.len());
            let targets = search_targets(&kept_boards, rules, Weights::from_array(weights), depth, seeds, k);
            data = kept.into_iter().zip(targets).collect();
            let before = error(&data, &weights, k);
            println!("error {before:.5} against the searches' scores");
            before
        }
    };
    let mut best = before;
    let steps: &[i32] = if fixed { &[] } else { &[16, 8, 4, 2, 1] };
    for &step in steps {
        let mut improved = true;
        while improved {
            improved = false;
            // Every weight but the store's, the unit.
            for index in 1..FEATURES {
                for delta in [step, -step] {
                    let mut tried = weights;
                    tried[index] += delta;
                    let e = error(&data, &tried, k);
                    if e < best {
                        best = e;
                        weights = tried;
                        improved = true;
                    }
                }
            }
        }
    }
    println!("error {best:.5}");
    for (name, weight) in FEATURE_NAMES.iter().zip(weights) {
        println!("  {name:>13} {weight:>5}");
    }
    println!("setoption name weights value {}", Weights::from_array(weights));
    ExitCode::SUCCESS
}
