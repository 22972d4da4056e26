//! How a game ends: feeding and famine, a majority, the seeds left, no capture possible, agreement.

use super::*;
use awale::engine::{EndReason, Side};

#[test]
fn the_opponent_must_be_fed() {
    // North has nothing: A's single seed stays in South's row, F's reaches a.
    let mut game = game("1-0-0-0-0-1-0-0-0-0-0-0-20-26-S", Rules::default());
    assert_eq!(game.legal_moves().as_slice(), [pit('F')]);
    let refused = game.play(pit('A')).unwrap_err();
    assert_eq!(refused, IllegalMove::MustFeed(pit('A')));
    assert!(refused.to_string().contains("you must give him some"));
}

#[test]
fn refusals_say_why() {
    let mut game = Game::new(Rules::default());
    assert_eq!(game.play(pit('a')), Err(IllegalMove::NotYourPit(pit('a'))));
    game.play(pit('A')).unwrap();
    game.play(pit('a')).unwrap();
    assert_eq!(game.play(pit('A')), Err(IllegalMove::EmptyPit(pit('A'))));
    assert_eq!(game.position().to_string(), "0-5-5-5-5-4-0-5-5-5-5-4-0-0-S", "a refused move changes nothing");
}

#[test]
fn famine_when_the_opponent_cannot_be_fed() {
    // South's last seed goes over to a; North's single seed cannot reach South.
    let mut game = game("0-0-0-0-0-1-0-0-0-0-0-0-10-37-S", Rules::default());
    let report = game.play(pit('F')).unwrap();
    let end = report.end.expect("the game ends");
    assert_eq!(end.reason, EndReason::Famine { starving: Side::South });
    assert_eq!(end.scores.south, 10);
    assert_eq!(end.scores.north, 38, "North, who was to move, takes the seed left");
    assert_eq!(end.winner, Some(Side::North));
    assert_eq!(game.play(pit('a')), Err(IllegalMove::GameOver));
    assert_eq!(game.settled_position().to_string(), "0-0-0-0-0-0-0-0-0-0-0-0-10-38-N");
}

#[test]
fn a_set_up_famine_is_over_from_the_start() {
    // North has nothing and neither A nor B can reach him: South takes his own 2 seeds.
    let game = game("1-1-0-0-0-0-0-0-0-0-0-0-22-24-S", Rules::default());
    let end = end(&game);
    assert_eq!(end.reason, EndReason::Famine { starving: Side::North });
    assert_eq!((end.scores.south, end.scores.north), (24, 24));
    assert_eq!(end.winner, None);
}

// South's F reaches a and brings it to 2: South's store goes from 24 to 26 of 51.
const MAJORITY: &str = "2-0-0-0-0-1-1-3-0-0-0-0-24-20-S";

#[test]
fn majority_ends_the_game_and_leftover_goes_to_each_side() {
    let rules = Rules { end_majority: true, ..Rules::default() };
    let mut game = game(MAJORITY, rules);
    let end = game.play(pit('F')).unwrap().end.expect("more than half");
    assert_eq!(end.reason, EndReason::Majority);
    assert_eq!((end.scores.south, end.scores.north), (28, 23));
    // Without the option the game goes on.
    let mut game = self::game(MAJORITY, Rules::default());
    assert!(game.play(pit('F')).unwrap().end.is_none());
}

#[test]
fn split_leftover_sets_an_odd_seed_aside() {
    let rules = Rules { end_majority: true, leftover: Leftover::Split, ..Rules::default() };
    let mut game = game(MAJORITY, rules);
    let end = game.play(pit('F')).unwrap().end.unwrap();
    // 5 seeds left, 2 in A and 3 in b: two each, one set aside in b.
    assert_eq!((end.scores.south, end.scores.north, end.set_aside), (28, 22, 1));
    assert_eq!(game.settled_position().to_string(), "0-0-0-0-0-0-0-1-0-0-0-0-28-22-N");
}

#[test]
fn few_seeds_left_ends_the_game() {
    let rules = Rules { end_seeds_left: 4, ..Rules::default() };
    // 6 seeds on the board; South's capture of 2 leaves 4.
    let mut game = game("0-0-0-0-0-1-1-3-0-0-0-1-20-22-S", rules);
    let end = game.play(pit('F')).unwrap().end.unwrap();
    assert_eq!(end.reason, EndReason::FewSeeds);
    assert_eq!((end.scores.south, end.scores.north), (22, 26));
}

/// The awélé of seed 003 with its end "the seeds left can no longer make a capture".
fn no_capture_rules() -> Rules {
    Preset::Awele.rules()
}

#[test]
fn one_seed_can_never_be_captured() {
    // F sows its one seed into a: a legal move that feeds North, but a pit is taken with 2 or 3.
    let game = game("0-0-0-0-0-1-0-0-0-0-0-0-24-23-S", no_capture_rules());
    let end = end(&game);
    assert_eq!(end.reason, EndReason::NoCapture);
    // Seed 003 shares the seeds left: the odd seed is set aside.
    assert_eq!((end.scores.south, end.scores.north, end.set_aside), (24, 23, 1));
    // Without the option the game goes on.
    assert!(!Game::from_position(Rules::default(), game.start()).is_over());
}

#[test]
fn two_seeds_can_never_be_captured_when_a_grand_slam_takes_nothing() {
    // A capture of 2 needs the sown seed and one in the opponent's pit: the whole of his row,
    // which a grand slam does not take. Every board of 2 seeds, either side to move, both
    // grand-slam rules.
    for grand_slam in [GrandSlam::NoCapture, GrandSlam::Forbidden] {
        let rules = Rules { grand_slam, end_no_capture: true, ..Rules::default() };
        for first in 0..12 {
            for second in first..12 {
                let mut pits = [0; 12];
                pits[first] += 1;
                pits[second] += 1;
                for side in Side::ALL {
                    let position = Position::new(pits, awale::engine::BySide { south: 23, north: 23 }, side).unwrap();
                    assert!(!position.capture_reachable(&rules, &[]), "{position}");
                    assert!(Game::from_position(rules, position).is_over(), "{position}");
                }
            }
        }
    }
}

#[test]
fn three_seeds_can_be_captured_after_several_moves() {
    // South: E 1, F 1; North: a 1. F into a would take North's last seeds, a grand slam,
    // forbidden while E can be played. E to F; North's only move a to b; then F's two seeds
    // sow a and b, and b (now 2) is taken while a keeps a seed.
    let mut game = game("0-0-0-0-1-1-1-0-0-0-0-0-22-23-S", no_capture_rules());
    assert!(!game.is_over());
    assert_eq!(game.check(pit('F')), Err(IllegalMove::GrandSlamForbidden(pit('F'))));
    game.play(pit('E')).unwrap();
    assert!(!game.is_over(), "the capture is two moves away");
    game.play(pit('a')).unwrap();
    let report = game.play(pit('F')).unwrap();
    assert_eq!(report.captured(), 2);
    // One seed is left, in North's a, and North must feed South and cannot: famine comes
    // first among the ends.
    assert_eq!(end(&game).reason, EndReason::Famine { starving: Side::South });
}

#[test]
fn a_capture_far_ahead_keeps_the_game_going() {
    // Two seeds in A, one in b, North to move: the first capture any line can make is 32 moves
    // away, and the search finds it.
    let game = game("2-0-0-0-0-0-0-1-0-0-0-0-22-23-N", no_capture_rules());
    assert!(!game.is_over());
    let search = game.position().capture_search(game.rules(), &[]);
    assert!(search.reachable && search.explored > 10, "{search:?}");
}

#[test]
fn a_lap_can_make_the_only_capture() {
    // 17 seeds in A, nothing else: 11 seeds in B–f, the lap skips A, then B–F and a. So a
    // gets 2 (one a lap) and is taken, North keeping a seed in each of his other five pits.
    let mut game = game("17-0-0-0-0-0-0-0-0-0-0-0-15-16-S", no_capture_rules());
    assert!(!game.is_over());
    let report = game.play(pit('A')).unwrap();
    assert!(report.laps());
    assert_eq!(report.captured(), 2);
}

#[test]
fn a_capture_only_behind_a_repeated_position_does_not_count() {
    // Without the repetition end the capture 32 moves ahead keeps the game going; with it,
    // every position the game has seen since its last capture closes the way through it.
    let start: Position = "2-0-0-0-0-0-0-1-0-0-0-0-22-23-N".parse().unwrap();
    let rules = Rules { end_on_repetition: true, ..no_capture_rules() };
    let search = start.capture_search(&rules, &[]);
    assert!(search.reachable);
    // Block every position reachable without a capture but the start: nothing is left.
    let mut reachable = vec![];
    let mut stack = vec![start];
    while let Some(node) = stack.pop() {
        for mv in node.legal_moves(&rules) {
            let mut child = node;
            if child.play_unchecked(&rules, mv) == 0 && child != start && !reachable.contains(&child) {
                reachable.push(child);
                stack.push(child);
            }
        }
    }
    assert!(!start.capture_reachable(&rules, &reachable));
    assert_eq!(start.end_reason_since(&rules, &reachable), Some(EndReason::NoCapture));
    // The blocked positions matter only under the repetition end.
    let free = Rules { end_on_repetition: false, ..rules };
    assert_eq!(start.end_reason_since(&free, &reachable), None);
}

#[test]
fn agreement_gives_out_the_seeds_left() {
    let mut game = Game::new(Rules::default());
    game.play(pit('F')).unwrap();
    let end = game.agree_to_stop().unwrap();
    assert_eq!(end.reason, EndReason::Agreement);
    assert_eq!((end.scores.south, end.scores.north), (20, 28));
    assert_eq!(game.agree_to_stop(), Err(IllegalMove::GameOver));
}

/// Seed 003: when the players agree to stop, they share the seeds left as they agree, whatever
/// the option says; the end says how.
#[test]
fn an_agreement_shares_the_seeds_left_as_chosen() {
    use awale::engine::rules::Leftover;
    // After C: South's row holds 23, North's 25.
    for (rules, chosen, scores) in [
        (Preset::Abapa.rules(), Leftover::Split, (24, 24)),
        (Preset::Abapa.rules(), Leftover::OwnSide, (23, 25)),
        (Preset::Awele.rules(), Leftover::OwnSide, (23, 25)),
        (Preset::Awele.rules(), Leftover::Split, (24, 24)),
    ] {
        let mut game = Game::new(rules);
        game.play(pit('C')).unwrap();
        let end = game.agree_to_stop_sharing(chosen).unwrap();
        assert_eq!((end.scores.south, end.scores.north), scores, "{chosen:?} under {rules:?}");
        assert_eq!(end.shared, chosen);
        assert_eq!(end.reason, EndReason::Agreement);
    }
    let mut game = Game::new(Preset::Awele.rules());
    game.play(pit('C')).unwrap();
    assert_eq!(game.agree_to_stop().unwrap().shared, Leftover::Split, "by default, the rule in force");
}
