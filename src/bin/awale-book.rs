//! `awale-book`: makes the opening book (see [`awale::ai::book`]) with long searches of our own
//! engine, and writes it as TOML.
//!
//! ```text
//! awale-book [--preset NAME] [--plies N] [--follow K] [--movetime MS] [--threads T] [--out FILE]
//! ```
//!
//! Every position reached within `--plies` plies of the start (default 3) is searched for
//! `--movetime` milliseconds (default 4000), then, for `--follow` more plies (default 1), the
//! positions that follow the book's own moves: each book move of the ply before and each
//! answer to it. So with the defaults the book answers the first two moves of a game begun
//! with any two plies, as South, and the first after any three plies, as North. Positions are
//! searched on `--threads` threads (default: the machine's cores), each with its own table;
//! the board tables are not read (the opening has far more seeds). The rules are those of
//! `--preset` (default `tournament`). The book goes to `--out` (default: standard output);
//! progress goes to standard error. The shipped book was made with:
//!
//! ```text
//! awale-book --out assets/books/tournament.toml
//! ```

use awale::ai::book::{Book, BookMove};
use awale::ai::{Limits, Searcher};
use awale::engine::{Game, Position, Preset, Rules};
use std::collections::HashSet;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

const USAGE: &str =
    "usage: awale-book [--preset NAME] [--plies N] [--follow K] [--movetime MS] [--threads T] [--out FILE]";

/// What the command line asks for.
struct Options {
    preset: Preset,
    plies: u32,
    follow: u32,
    movetime: Duration,
    threads: usize,
    out: Option<String>,
}

fn options() -> Result<Options, String> {
    let mut options = Options {
        preset: Preset::Tournament,
        plies: 3,
        follow: 1,
        movetime: Duration::from_millis(4000),
        threads: std::thread::available_parallelism().map_or(1, usize::from),
        out: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let value = args.next().ok_or_else(|| format!("{arg} takes a value"))?;
        let number = || value.parse::<u64>().map_err(|_| format!("{arg} takes a whole number, not '{value}'"));
        match arg.as_str() {
            "--preset" => options.preset = value.parse().map_err(|_| format!("'{value}' is not a preset"))?,
            "--plies" => options.plies = u32::try_from(number()?.min(8)).unwrap_or(8),
            "--follow" => options.follow = u32::try_from(number()?.min(8)).unwrap_or(8),
            "--movetime" => options.movetime = Duration::from_millis(number()?.max(1)),
            "--threads" => options.threads = usize::try_from(number()?.clamp(1, 64)).unwrap_or(1),
            "--out" => options.out = Some(value),
            _ => return Err(format!("unknown option {arg}")),
        }
    }
    Ok(options)
}

/// The positions one move after `position` (none when the game is over there).
fn children(position: &Position, rules: &Rules) -> Vec<Position> {
    let game = Game::from_position(*rules, *position);
    if game.is_over() {
        return Vec::new();
    }
    game.legal_moves().into_iter().filter_map(|mv| position.play(rules, mv).ok()).collect()
}

/// Searches every position of `level` on `threads` threads, adding each one's entry to `book`.
fn search_level(level: &[Position], rules: &Rules, options: &Options, book: &Mutex<Book>, started: Instant) {
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..options.threads {
            scope.spawn(|| {
                let mut searcher = Searcher::default();
                searcher.set_book(false);
                let limits = Limits { depth: None, movetime: Some(options.movetime) };
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(position) = level.get(index) else { break };
                    let game = Game::from_position(*rules, *position);
                    let found = searcher.search(&game, limits, |_| {});
                    let Some(best) = found.best else { continue };
                    let entry =
                        BookMove { position: *position, best, score: found.info.score, depth: found.info.depth };
                    let mut book = book.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                    book.insert(entry);
                    eprintln!(
                        "{:>4}/{} {position} {best} score {} depth {} ({:.0} s)",
                        index + 1,
                        level.len(),
                        found.info.score,
                        found.info.depth,
                        started.elapsed().as_secs_f64()
                    );
                }
            });
        }
    });
}

fn main() -> ExitCode {
    if awale::version_asked() {
        return ExitCode::SUCCESS;
    }
    let options = match options() {
        Ok(options) => options,
        Err(why) => {
            eprintln!("awale-book: {why}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let rules = options.preset.rules();
    let book = Mutex::new(Book::new(rules));
    let started = Instant::now();
    // levels[p]: the positions to search at ply p.
    let mut levels: Vec<Vec<Position>> = vec![vec![Game::new(rules).position()]];
    for ply in 0..=options.plies + options.follow {
        let level = levels[ply as usize].clone();
        search_level(&level, &rules, &options, &book, started);
        let next_ply = ply + 1;
        if next_ply > options.plies + options.follow {
            break;
        }
        let mut seen = HashSet::new();
        let next: Vec<Position> = if next_ply <= options.plies {
            level.iter().flat_map(|p| children(p, &rules)).filter(|p| seen.insert(*p)).collect()
        } else {
            // Past the full plies: the answers to the book's moves of the ply before.
            let book = book.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            let before = levels[next_ply as usize - 2].clone();
            before
                .iter()
                .filter_map(|p| book.probe(p, &rules).and_then(|entry| p.play(&rules, entry.best).ok()))
                .flat_map(|p| children(&p, &rules))
                .filter(|p| seen.insert(*p))
                .collect()
        };
        levels.push(next);
    }
    let book = book.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner);
    let comment = format!(
        "Opening book of Awalé, made by: awale-book --preset {} --plies {} --follow {} --movetime {} ({} positions)",
        options.preset.name(),
        options.plies,
        options.follow,
        options.movetime.as_millis(),
        book.len()
    );
    let text = match book.to_toml(&comment) {
        Ok(text) => text,
        Err(why) => {
            eprintln!("awale-book: {why}");
            return ExitCode::FAILURE;
        }
    };
    match &options.out {
        Some(path) => {
            if let Err(why) = std::fs::write(path, text) {
                eprintln!("awale-book: {path}: {why}");
                return ExitCode::FAILURE;
            }
        }
        None => print!("{text}"),
    }
    eprintln!("{} positions in {:.0} s", book.len(), started.elapsed().as_secs_f64());
    ExitCode::SUCCESS
}
