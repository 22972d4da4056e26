//! The computer opponent: it finds captures, avoids giving them away, plays only legal moves
//! under any rules, explains its hints, and each level is stronger than the one below.

mod common;

use awale::ai::{HintReason, Level, Limits, Searcher};
use awale::engine::{Game, Outcome, Pit, Position, Preset, Rules, Side};
use common::any_rules;
use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

fn pit(letter: char) -> Pit {
    Pit::from_letter(letter).unwrap()
}

fn game(fen: &str, rules: Rules) -> Game {
    Game::from_position(rules, fen.parse::<Position>().unwrap())
}

fn depth(d: u32) -> Limits {
    Limits { depth: Some(d), movetime: None }
}

#[test]
fn takes_the_multiple_capture_of_seed_003() {
    // D takes 7 seeds in three pits; nothing else captures.
    let game = game("1-3-0-6-0-1-0-1-2-1-2-3-0-0-S", Rules::default());
    let result = Searcher::default().search(&game, depth(1), |_| {});
    assert_eq!(result.best, Some(pit('D')));
    assert!(result.info.score > 0, "{:?}", result.info);
}

#[test]
fn sees_that_a_capture_wins_the_game() {
    // Tournament rules: South has 23 of 48; taking the 2 in a wins at once by majority.
    let game = game("2-0-0-0-0-1-1-3-0-0-0-0-23-18-S", Preset::Tournament.rules());
    let result = Searcher::default().search(&game, depth(4), |_| {});
    assert_eq!(result.best, Some(pit('F')));
    assert!(result.info.score > awale::ai::WIN / 2, "a won game: {:?}", result.info);
}

#[test]
fn does_not_leave_a_big_capture_to_the_opponent() {
    // North's f (5 seeds) would land in E and take A–E, 12 seeds: South must change that.
    let game = game("1-2-1-2-1-9-0-0-0-0-0-5-10-14-S", Rules::default());
    let mut searcher = Searcher::default();
    let result = searcher.search(&game, depth(6), |_| {});
    let mut after = game.clone();
    after.play(result.best.unwrap()).unwrap();
    let reply = Searcher::default().search(&after, depth(1), |_| {});
    let mut answered = after.clone();
    let report = answered.play(reply.best.unwrap()).unwrap();
    assert!(report.captured() < 6, "South played {:?} and lost {} seeds", result.best, report.captured());
}

#[test]
fn iterations_deepen_and_report_a_legal_line() {
    let game = Game::new(Rules::default());
    let mut infos = Vec::new();
    let result = Searcher::default().search(&game, depth(8), |info| infos.push(info.clone()));
    assert_eq!(infos.iter().map(|i| i.depth).collect::<Vec<_>>(), (1..=8).collect::<Vec<_>>());
    let mut replay = game.clone();
    for &mv in &result.info.pv {
        replay.play(mv).expect("the principal variation is playable");
    }
    assert_eq!(result.best, result.info.pv.first().copied());
    assert!(infos.windows(2).all(|w| w[0].nodes <= w[1].nodes));
}

#[test]
fn a_time_limit_is_kept() {
    let game = Game::new(Rules::default());
    let started = std::time::Instant::now();
    let limits = Limits { depth: None, movetime: Some(std::time::Duration::from_millis(200)) };
    let result = Searcher::default().search(&game, limits, |_| {});
    assert!(result.best.is_some());
    assert!(started.elapsed() < std::time::Duration::from_millis(1500), "{:?}", started.elapsed());
}

#[test]
fn hints_say_why() {
    let mut searcher = Searcher::default();
    let capture = game("1-3-0-6-0-1-0-1-2-1-2-3-0-0-S", Rules::default());
    let hint = searcher.hint(&capture).unwrap();
    assert_eq!((hint.mv, hint.reason), (pit('D'), Some(HintReason::Captures(7))));
    let feed = game("1-0-0-0-0-1-0-0-0-0-0-0-20-26-S", Rules::default());
    let hint = searcher.hint(&feed).unwrap();
    assert_eq!((hint.mv, hint.reason), (pit('F'), Some(HintReason::Feeds)));
}

#[test]
fn level_two_beats_level_one() {
    let (strong, weak) = (Level::new(2).unwrap(), Level::MIN);
    let mut searcher = Searcher::new(1 << 16);
    let mut rng = StdRng::seed_from_u64(7);
    let mut points = 0.0;
    let games = 10;
    for round in 0..games {
        let mut game = Game::new(Preset::Tournament.rules());
        let strong_side = if round % 2 == 0 { Side::South } else { Side::North };
        while !game.is_over() {
            let level = if game.position().turn() == strong_side { strong } else { weak };
            let mv = searcher.choose(&game, level, &mut rng).expect("a move while the game goes on");
            game.play(mv).expect("a legal move");
        }
        let Outcome::Over(end) = game.outcome() else { unreachable!() };
        points += match end.winner {
            Some(side) if side == strong_side => 1.0,
            None => 0.5,
            Some(_) => 0.0,
        };
    }
    assert!(points >= 8.0, "level 2 scored {points} of {games} against level 1");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn every_level_plays_legal_moves_under_any_rules(rules in any_rules(), seed in any::<u64>(), level in 1u8..=3) {
        let mut searcher = Searcher::new(1 << 14);
        let mut rng = StdRng::seed_from_u64(seed);
        let mut game = Game::new(rules);
        for _ in 0..60 {
            if game.is_over() {
                break;
            }
            let mv = searcher.choose(&game, Level::new(level).unwrap(), &mut rng);
            prop_assert!(mv.is_some());
            prop_assert!(game.play(mv.unwrap()).is_ok(), "level {} chose an illegal {:?} at {}", level, mv, game.position());
        }
    }
}

#[test]
fn full_strength_plays_the_opening_book_under_its_rules_only() {
    use awale::ai::book;
    use std::time::Duration;
    let timed = Limits { depth: None, movetime: Some(Duration::from_millis(50)) };
    let tournament = Game::new(Preset::Tournament.rules());
    let entry = book::builtin().probe(&tournament.position(), tournament.rules()).expect("the start is in the book");
    let mut searcher = Searcher::new(1 << 14);
    let found = searcher.search(&tournament, timed, |_| {});
    assert_eq!(found.best, Some(entry.best));
    assert_eq!((found.info.nodes, found.info.depth), (0, entry.depth), "the book answers without searching");
    // Turned off, to a fixed depth, or under other rules: a search.
    searcher.set_book(false);
    assert!(searcher.search(&tournament, timed, |_| {}).info.nodes > 0);
    searcher.set_book(true);
    assert!(searcher.search(&tournament, depth(3), |_| {}).info.nodes > 0);
    let abapa = Game::new(Preset::Abapa.rules());
    assert!(searcher.search(&abapa, timed, |_| {}).info.nodes > 0);
    // Levels 1–4 never read it; level 5 plays its move.
    let mut rng = StdRng::seed_from_u64(3);
    assert_eq!(searcher.choose(&tournament, Level::MAX, &mut rng), Some(entry.best));
}

#[test]
fn a_search_never_runs_more_threads_than_the_machine_has_cores() {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    let mut searcher = Searcher::default();
    searcher.set_threads(64);
    assert_eq!(searcher.threads(), cores.min(64));
    searcher.set_threads(0);
    assert_eq!(searcher.threads(), 1);
}

#[test]
fn helper_threads_keep_the_search_right() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::{Duration, Instant};
    for threads in [2, 3] {
        let mut searcher = Searcher::default();
        searcher.set_threads(threads);
        let capture = game("1-3-0-6-0-1-0-1-2-1-2-3-0-0-S", Rules::default());
        assert_eq!(searcher.search(&capture, depth(6), |_| {}).best, Some(pit('D')), "{threads} threads");
        let won = game("2-0-0-0-0-1-1-3-0-0-0-0-23-18-S", Preset::Tournament.rules());
        let result = searcher.search(&won, depth(8), |_| {});
        assert_eq!(result.best, Some(pit('F')), "{threads} threads");
        assert!(result.info.score > awale::ai::WIN / 2, "a won game: {:?}", result.info);
        // The line it reports is playable, and the time is kept.
        let start = Game::new(Rules::default());
        let limits = Limits { depth: None, movetime: Some(Duration::from_millis(200)) };
        let started = Instant::now();
        let result = searcher.search(&start, limits, |_| {});
        assert!(started.elapsed() < Duration::from_millis(1500), "{:?}", started.elapsed());
        let mut replay = start.clone();
        for &mv in &result.info.pv {
            replay.play(mv).expect("the principal variation is playable");
        }
        // A stop ends every thread: a search without limits returns.
        let stop = Arc::new(AtomicBool::new(false));
        searcher.set_stop_flag(Some(Arc::clone(&stop)));
        let stopper = {
            let stop = Arc::clone(&stop);
            std::thread::spawn(move || {
                std::thread::sleep(Duration::from_millis(100));
                stop.store(true, Ordering::Relaxed);
            })
        };
        let started = Instant::now();
        let result = searcher.search(&start, Limits::default(), |_| {});
        stopper.join().unwrap();
        assert!(result.best.is_some());
        assert!(started.elapsed() < Duration::from_millis(1500), "{:?}", started.elapsed());
    }
}
