//! Sowing and capturing: seed 003's boards, laps, capture counts and limits, and grand slams.

use super::*;
use awale::engine::rules::{CaptureCounts, CaptureOverflow};
use awale::engine::{Capture, CaptureNote};

#[test]
fn seed_003_opening() {
    let mut game = Game::new(Rules::default());
    // South plays pit 3:   4 4 4 4 4 5 / 4 4 0 5 5 5
    game.play(pit('C')).unwrap();
    assert_eq!(game.position().to_string(), "4-4-0-5-5-5-5-4-4-4-4-4-0-0-N");
    // North plays pit 9:   5 5 5 0 4 5 / 5 4 0 5 5 5
    game.play(pit('c')).unwrap();
    assert_eq!(game.position().to_string(), "5-4-0-5-5-5-5-4-0-5-5-5-0-0-S");
    // South plays pit 2:   5 5 5 0 4 5 / 5 0 1 6 6 6
    game.play(pit('B')).unwrap();
    assert_eq!(game.position().to_string(), "5-0-1-6-6-6-5-4-0-5-5-5-0-0-N");
}

#[test]
fn seed_003_capture_by_pit_10() {
    // Continuing the opening, North plays pit 10 (d) and ends in pit 3, bringing it to 2.
    let mut game = Game::new(Rules::default());
    for letter in ['C', 'c', 'B'] {
        game.play(pit(letter)).unwrap();
    }
    let report = game.play(pit('d')).unwrap();
    let sown: String = report.sown.iter().map(|p| p.letter()).collect();
    assert_eq!(sown, "efABC");
    assert_eq!(report.landing, pit('C'));
    assert_eq!(report.captures.as_slice(), [Capture { pit: pit('C'), seeds: 2 }]);
    assert_eq!(report.note, None);
    // Result: 6 6 0 0 4 5 / 6 1 0 6 6 6, North has 2.
    assert_eq!(game.position().to_string(), "6-1-0-6-6-6-5-4-0-0-6-6-0-2-S");
}

#[test]
fn seed_003_multiple_capture() {
    // 3 2 1 2 1 0 / 1 3 0 6 0 1: South plays pit 4 and takes 7 seeds.
    let mut game = game("1-3-0-6-0-1-0-1-2-1-2-3-0-0-S", Rules::default());
    let report = game.play(pit('D')).unwrap();
    assert_eq!(report.landing, pit('d'));
    let taken: Vec<(char, u8)> = report.captures.iter().map(|c| (c.pit.letter(), c.seeds)).collect();
    assert_eq!(taken, [('d', 2), ('c', 3), ('b', 2)]);
    assert_eq!(report.captured(), 7);
    // Result: 3 2 0 0 0 1 / 1 3 0 0 1 2.
    assert_eq!(game.position().to_string(), "1-3-0-0-1-2-1-0-0-0-2-3-7-0-N");
}

#[test]
fn seed_003_krou_of_17_captures_11_in_5_pits() {
    // 0 0 0 0 0 1 / 1 0 2 0 17 1: South plays pit 5, a lap and more.
    let mut game = game("1-0-2-0-17-1-1-0-0-0-0-0-0-0-S", Rules::default());
    let report = game.play(pit('E')).unwrap();
    assert_eq!(report.sown.len(), 17);
    assert!(!report.sown.contains(&pit('E')), "the origin pit is skipped on the lap");
    assert_eq!(report.landing, pit('e'));
    // Before the capture: 1 2 2 2 2 3 / 2 1 3 1 0 3.
    assert_eq!(report.captures.len(), 5);
    assert_eq!(report.captured(), 11);
    // Result: 1 0 0 0 0 0 / 2 1 3 1 0 3.
    assert_eq!(game.position().to_string(), "2-1-3-1-0-3-0-0-0-0-0-1-11-0-N");
}

#[test]
fn laps_skip_the_origin_every_time() {
    // 23 seeds from A: two full laps of 11 and one more seed, never into A.
    let mut game = game("23-0-0-0-0-0-1-0-0-0-0-0-0-0-S", Rules::default());
    let report = game.play(pit('A')).unwrap();
    assert_eq!(report.sown.iter().filter(|&&p| p == pit('A')).count(), 0);
    assert_eq!(report.landing, pit('B'));
    assert_eq!(game.position().to_string(), "0-3-2-2-2-2-3-2-2-2-2-2-0-0-N");
}

#[test]
fn capture_on_two_only() {
    // The multiple capture of seed 003: pit c holds 3, which no longer captures.
    let rules = Rules { capture_counts: CaptureCounts::Two, ..Rules::default() };
    let mut game = game("1-3-0-6-0-1-0-1-2-1-2-3-0-0-S", rules);
    let report = game.play(pit('D')).unwrap();
    assert_eq!(report.captures.as_slice(), [Capture { pit: pit('d'), seeds: 2 }]);
}

#[test]
fn capture_limit_keeps_the_pits_nearest_the_landing() {
    let rules = Rules { capture_limit: 2, ..Rules::default() };
    let mut game = game("1-3-0-6-0-1-0-1-2-1-2-3-0-0-S", rules);
    let report = game.play(pit('D')).unwrap();
    let taken: Vec<char> = report.captures.iter().map(|c| c.pit.letter()).collect();
    assert_eq!(taken, ['d', 'c']);
    assert_eq!(report.note, Some(CaptureNote::CutByLimit { chain: 3, taken: 2 }));
    assert_eq!(game.position().stores().south, 5);
}

#[test]
fn capture_limit_with_overflow_none_takes_nothing() {
    let rules = Rules { capture_limit: 2, capture_overflow: CaptureOverflow::None, ..Rules::default() };
    let mut game = game("1-3-0-6-0-1-0-1-2-1-2-3-0-0-S", rules);
    let report = game.play(pit('D')).unwrap();
    assert!(report.captures.is_empty());
    assert_eq!(report.note, Some(CaptureNote::NothingOverLimit { chain: 3 }));
    // A chain within the limit is still taken.
    let rules = Rules { capture_limit: 3, capture_overflow: CaptureOverflow::None, ..Rules::default() };
    let mut game = self::game("1-3-0-6-0-1-0-1-2-1-2-3-0-0-S", rules);
    assert_eq!(game.play(pit('D')).unwrap().captured(), 7);
}

// F holds 2 and sows a and b, bringing both to 2: every North seed would be taken.
const GRAND_SLAM: &str = "1-0-0-0-0-2-1-1-0-0-0-0-0-0-S";

#[test]
fn grand_slam_is_played_without_capture() {
    let mut game = game(GRAND_SLAM, Rules::default());
    let report = game.play(pit('F')).unwrap();
    assert!(report.captures.is_empty());
    assert_eq!(report.note, Some(CaptureNote::GrandSlam { seeds: 4 }));
    assert_eq!(game.position().to_string(), "1-0-0-0-0-0-2-2-0-0-0-0-0-0-N");
}

#[test]
fn grand_slam_forbidden_unless_it_is_the_only_move() {
    let rules = Rules { grand_slam: GrandSlam::Forbidden, ..Rules::default() };
    let mut game = game(GRAND_SLAM, rules);
    assert_eq!(game.legal_moves().as_slice(), [pit('A')]);
    assert_eq!(game.play(pit('F')), Err(IllegalMove::GrandSlamForbidden(pit('F'))));
    // Without A, F is the only move: it is played and captures nothing (seed 003, rule c).
    let mut game = self::game("0-0-0-0-0-2-1-1-0-0-0-0-0-0-S", rules);
    let report = game.play(pit('F')).unwrap();
    assert!(report.captures.is_empty());
    assert_eq!(report.note, Some(CaptureNote::GrandSlam { seeds: 4 }));
}

#[test]
fn a_grand_slam_is_judged_on_the_pits_actually_captured() {
    // F sows a, b, c to 2 each; with a limit of 2 only c and b go and a keeps its seeds.
    let rules = Rules { capture_limit: 2, grand_slam: GrandSlam::Forbidden, ..Rules::default() };
    let mut game = game("1-0-0-0-0-3-1-1-1-0-0-0-0-0-S", rules);
    assert!(game.legal_moves().contains(&pit('F')));
    let report = game.play(pit('F')).unwrap();
    assert_eq!(report.captured(), 4);
    assert_eq!(report.note, Some(CaptureNote::CutByLimit { chain: 3, taken: 2 }));
}
