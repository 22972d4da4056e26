//! The worked boards of seed 003 and each rule option on positions worked by hand.
//!
//! Seed 003 draws North's row on top from pit 12 down to 7 and South's row below, pits 1 to 6;
//! pits 1–6 are A–F and 7–12 are a–f. Each board is transcribed into the position text
//! `A-B-C-D-E-F-a-b-c-d-e-f-south-north-side` in a comment beside it.

use awale::engine::rules::{CaptureCounts, CaptureOverflow, GrandSlam, Leftover};
use awale::engine::{
    Capture, CaptureNote, EndReason, Game, GameEnd, IllegalMove, Outcome, Pit, Position, Preset, Rules, Side,
};

fn pit(letter: char) -> Pit {
    Pit::from_letter(letter).unwrap()
}

fn game(fen: &str, rules: Rules) -> Game {
    Game::from_position(rules, fen.parse().unwrap())
}

fn end(game: &Game) -> &GameEnd {
    match game.outcome() {
        Outcome::Over(end) => end,
        Outcome::Ongoing => panic!("the game should be over at {}", game.position()),
    }
}

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

#[test]
fn presets_follow_their_documents() {
    assert_eq!(Preset::Abapa.rules(), Rules::default());
    let tournament = Preset::Tournament.rules();
    assert!(tournament.end_majority && tournament.end_on_repetition);
    assert_eq!(Preset::Awele.rules().grand_slam, GrandSlam::Forbidden);
    assert!(Preset::Awele.rules().end_no_capture);
    assert!(Preset::ALL.iter().filter(|&&p| p != Preset::Awele).all(|p| !p.rules().end_no_capture));
    assert_eq!(Preset::EggBox.rules().grand_slam, GrandSlam::Forbidden);
    for preset in Preset::ALL {
        assert_eq!(preset.name().parse::<Preset>(), Ok(preset));
    }
}

#[test]
fn seeds_per_pit_sets_the_start() {
    for seeds in 1..=8 {
        let rules = Rules { seeds_per_pit: seeds, ..Rules::default() };
        let start = Position::start(&rules);
        assert_eq!(start.total_seeds(), 12 * seeds);
        assert_eq!(Game::new(rules).legal_moves().len(), 6);
    }
}

#[test]
fn options_are_set_by_name_and_bad_values_refused() {
    let mut rules = Rules::default();
    rules.set("capture_limit", "3").unwrap();
    rules.set("grand_slam", "forbidden").unwrap();
    rules.set("capture_counts", "2").unwrap();
    rules.set("leftover", "split").unwrap();
    assert_eq!(rules.get("capture_limit").as_deref(), Some("3"));
    assert_eq!(rules.get("capture_counts").as_deref(), Some("2"));
    let before = rules;
    assert!(rules.set("seeds_per_pit", "9").unwrap_err().to_string().contains("1 to 8"));
    assert!(rules.set("grand_slam", "maybe").is_err());
    assert!(rules.set("colour", "red").unwrap_err().to_string().contains("no option"));
    assert_eq!(rules, before);
}

#[test]
fn rules_and_records_round_trip_through_serde() {
    let rules = Rules { capture_limit: 2, leftover: Leftover::Split, ..Rules::default() };
    let json = serde_json::to_string(&rules).unwrap();
    assert!(json.contains("\"capture_counts\":\"2-3\"") && json.contains("\"leftover\":\"split\""), "{json}");
    assert_eq!(serde_json::from_str::<Rules>(&json).unwrap(), rules);
    assert_eq!(serde_json::from_str::<Rules>(r#"{"end_majority":true}"#).unwrap().seeds_per_pit, 4);
    assert!(serde_json::from_str::<Rules>(r#"{"seeds_per_pit":0}"#).is_err());
    assert!(serde_json::from_str::<Rules>(r#"{"seeds":4}"#).is_err());

    let mut game = Game::new(rules);
    for letter in ['C', 'c', 'B', 'd'] {
        game.play(pit(letter)).unwrap();
    }
    let json = serde_json::to_string(&game.record()).unwrap();
    assert!(json.contains(r#""moves":["C","c","B","d"]"#), "{json}");
    let replayed = Game::from_record(&serde_json::from_str(&json).unwrap()).unwrap();
    assert_eq!(replayed.position(), game.position());
}

#[test]
fn a_record_with_an_illegal_move_is_refused_with_its_number() {
    let mut record = Game::new(Rules::default()).record();
    record.moves = vec![pit('C'), pit('C')];
    let error = Game::from_record(&record).unwrap_err();
    assert_eq!((error.number, error.reason), (2, IllegalMove::NotYourPit(pit('C'))));
}

#[test]
fn position_text_errors_name_the_field() {
    let cases = [
        ("4-4-4", "15 fields"),
        ("4-4-x-4-4-4-4-4-4-4-4-4-0-0-S", "field 3 (pit C)"),
        ("4-4-4-4-4-4-4-4-4-4-4-4-0-y-S", "north store"),
        ("4-4-4-4-4-4-4-4-4-4-4-4-0-0-E", "S or N"),
        ("90-4-4-4-4-4-4-4-4-4-4-4-0-0-S", "at most 96"),
    ];
    for (text, expected) in cases {
        let error = text.parse::<Position>().unwrap_err().to_string();
        assert!(error.contains(expected), "{text}: {error}");
    }
    let start: Position = "4-4-4-4-4-4-4-4-4-4-4-4-0-0-S".parse().unwrap();
    assert_eq!(start, Position::start(&Rules::default()));
}

/// Stepping an option through its values visits every allowed value and comes back.
#[test]
fn cycling_an_option_visits_each_value_and_wraps() {
    let counts = [8, 2, 6, 2, 2, 2, 13, 2, 2];
    for (name, count) in awale::engine::rules::OPTION_NAMES.into_iter().zip(counts) {
        let mut rules = Rules::default();
        let first = rules.get(name);
        let mut seen = std::collections::BTreeSet::new();
        for _ in 0..count {
            seen.insert(rules.get(name));
            assert!(rules.cycle(name), "{name}");
        }
        assert_eq!(seen.len(), count, "{name} visits {count} values");
        assert_eq!(rules.get(name), first, "{name} wraps round");
    }
    assert!(!Rules::default().cycle("no_such_option"));
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
