//! Random games under random rules, checked move by move against a deliberately naive
//! reference written seed by seed from the rule documents, and perft cross-checked with it.

mod common;

use awale::engine::rules::{CaptureCounts, CaptureOverflow, GrandSlam};
use awale::engine::{EndReason, Game, IllegalMove, Outcome, Pit, Position, Rules, Side};
use common::any_rules;
use proptest::prelude::*;

/// The reference: plain arrays, one seed at a time, every rule spelled out.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Naive {
    pits: [u32; 12],
    stores: [u32; 2],
    turn: usize,
}

impl Naive {
    fn from(position: &Position) -> Naive {
        let mut pits = [0; 12];
        for (i, n) in position.pits().iter().enumerate() {
            pits[i] = u32::from(*n);
        }
        let stores = position.stores();
        let turn = if position.turn() == Side::South { 0 } else { 1 };
        Naive { pits, stores: [u32::from(stores.south), u32::from(stores.north)], turn }
    }

    fn row(&self, side: usize) -> u32 {
        self.pits[side * 6..side * 6 + 6].iter().sum()
    }

    /// Sows `pit` and captures; returns the new state and whether it was a grand slam.
    fn sow(&self, rules: &Rules, pit: usize) -> (Naive, bool) {
        let mut next = self.clone();
        let mut seeds = next.pits[pit];
        next.pits[pit] = 0;
        let mut at = pit;
        while seeds > 0 {
            at = (at + 1) % 12;
            if at == pit {
                continue; // seeds 002, 003: the origin is skipped on a lap
            }
            next.pits[at] += 1;
            seeds -= 1;
        }
        let opponent = 1 - self.turn;
        let captures = |n: u32| match rules.capture_counts {
            CaptureCounts::TwoOrThree => n == 2 || n == 3,
            CaptureCounts::Two => n == 2,
        };
        let mut chain = Vec::new();
        let mut i = at;
        while i / 6 == opponent && captures(next.pits[i]) {
            chain.push(i);
            if i.is_multiple_of(6) {
                break;
            }
            i -= 1;
        }
        if chain.len() > usize::from(rules.capture_limit) {
            match rules.capture_overflow {
                CaptureOverflow::Last => chain.truncate(usize::from(rules.capture_limit)),
                CaptureOverflow::None => chain.clear(),
            }
        }
        let taken: u32 = chain.iter().map(|&i| next.pits[i]).sum();
        let grand_slam = !chain.is_empty() && taken == next.row(opponent);
        if !grand_slam {
            for &i in &chain {
                next.pits[i] = 0;
            }
            next.stores[self.turn] += taken;
        }
        next.turn = opponent;
        (next, grand_slam)
    }

    fn moves(&self, rules: &Rules) -> Vec<usize> {
        let opponent = 1 - self.turn;
        let own: Vec<usize> = (self.turn * 6..self.turn * 6 + 6).filter(|&p| self.pits[p] > 0).collect();
        let fed: Vec<usize> =
            own.into_iter().filter(|&p| self.row(opponent) > 0 || self.sow(rules, p).0.row(opponent) > 0).collect();
        if rules.grand_slam == GrandSlam::Forbidden {
            let fair: Vec<usize> = fed.iter().copied().filter(|&p| !self.sow(rules, p).1).collect();
            if !fair.is_empty() {
                return fair;
            }
        }
        fed
    }

    fn over_by_options(&self, rules: &Rules) -> bool {
        let total: u32 = self.pits.iter().sum::<u32>() + self.stores[0] + self.stores[1];
        (rules.end_majority && self.stores.iter().any(|&s| 2 * s > total))
            || (rules.end_seeds_left > 0 && self.pits.iter().sum::<u32>() <= u32::from(rules.end_seeds_left))
            || (rules.end_no_capture && !self.moves(rules).is_empty() && !self.capture_ahead(rules, &[]))
    }

    /// Seed 003's "ne permet plus de récolte", breadth first: every position reachable by moves
    /// that take nothing, none of `blocked` (they end the game by repetition), until a move
    /// takes seeds.
    fn capture_ahead(&self, rules: &Rules, blocked: &[Naive]) -> bool {
        let mut seen: std::collections::HashSet<Naive> = blocked.iter().cloned().collect();
        seen.insert(self.clone());
        let mut queue = std::collections::VecDeque::from([self.clone()]);
        while let Some(node) = queue.pop_front() {
            for pit in node.moves(rules) {
                let (next, _) = node.sow(rules, pit);
                if next.stores != node.stores {
                    return true;
                }
                if seen.insert(next.clone()) {
                    queue.push_back(next);
                }
            }
        }
        false
    }

    fn perft(&self, rules: &Rules, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.over_by_options(rules) {
            return 0;
        }
        self.moves(rules).into_iter().map(|p| self.sow(rules, p).0.perft(rules, depth - 1)).sum()
    }
}

/// The reason the reference gives for refusing `pit`, or `None` if it may be played.
fn expected_refusal(naive: &Naive, rules: &Rules, pit: usize) -> Option<IllegalMove> {
    let as_pit = Pit::new(pit).unwrap();
    let opponent = 1 - naive.turn;
    if pit / 6 != naive.turn {
        Some(IllegalMove::NotYourPit(as_pit))
    } else if naive.pits[pit] == 0 {
        Some(IllegalMove::EmptyPit(as_pit))
    } else if naive.row(opponent) == 0 && naive.sow(rules, pit).0.row(opponent) == 0 {
        Some(IllegalMove::MustFeed(as_pit))
    } else if !naive.moves(rules).contains(&pit) {
        Some(IllegalMove::GrandSlamForbidden(as_pit))
    } else {
        None
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn random_games_follow_the_reference(rules in any_rules(), choices in prop::collection::vec(any::<u16>(), 1..400)) {
        let mut game = Game::new(rules);
        let total = game.position().total_seeds();
        // Positions since the last capture, kept independently for the repetition end.
        let mut seen = vec![game.position()];
        for choice in choices {
            if game.is_over() {
                break;
            }
            let naive = Naive::from(&game.position());
            let legal: Vec<usize> = game.legal_moves().iter().map(|p| p.index()).collect();
            prop_assert_eq!(&legal, &naive.moves(&rules), "legal moves at {}", game.position());
            for pit in Pit::ALL {
                let refusal = expected_refusal(&naive, &rules, pit.index());
                let mut trial = game.clone();
                match (trial.play(pit), refusal) {
                    (Ok(_), None) => {}
                    (Err(got), Some(want)) => {
                        prop_assert_eq!(got, want);
                        prop_assert_eq!(trial.position(), game.position(), "a refusal changes nothing");
                    }
                    (got, want) => prop_assert!(false, "pit {} at {}: engine {:?}, reference {:?}", pit, game.position(), got, want),
                }
            }

            let mv = Pit::new(legal[usize::from(choice) % legal.len()]).unwrap();
            let report = game.play(mv).unwrap();
            let (expected, _) = naive.sow(&rules, mv.index());
            prop_assert_eq!(Naive::from(&game.position()), expected, "after {} from {}", mv, naive.pits.iter().map(|n| n.to_string()).collect::<Vec<_>>().join("-"));
            prop_assert_eq!(game.position().total_seeds(), total, "seeds are conserved");
            prop_assert_eq!(report.sown.len(), usize::from(report.seeds));
            prop_assert_eq!(report.sown.last().copied(), Some(report.landing));

            if report.captured() > 0 {
                seen.clear();
            }
            let repeated = seen.contains(&game.position());
            seen.push(game.position());
            let position = game.position();
            let board = position.board_seeds();
            let majority = rules.end_majority && Side::ALL.iter().any(|&s| 2 * u16::from(position.stores()[s]) > u16::from(total));
            let few = rules.end_seeds_left > 0 && board <= rules.end_seeds_left;
            let famine = Naive::from(&position).moves(&rules).is_empty();
            let repetition = rules.end_on_repetition && repeated;
            let blocked: Vec<Naive> = if rules.end_on_repetition { seen.iter().map(Naive::from).collect() } else { Vec::new() };
            let no_capture = rules.end_no_capture
                && !(famine || majority || few || repetition)
                && !Naive::from(&position).capture_ahead(&rules, &blocked);
            match game.outcome() {
                Outcome::Ongoing => prop_assert!(!(famine || majority || few || repetition || no_capture)),
                Outcome::Over(end) => {
                    let due = match end.reason {
                        EndReason::Famine { .. } => famine,
                        EndReason::Majority => majority && !famine,
                        EndReason::FewSeeds => few && !famine && !majority,
                        EndReason::Repetition => repetition,
                        EndReason::NoCapture => no_capture,
                        EndReason::Agreement => false,
                    };
                    prop_assert!(due, "{:?} at {}", end.reason, position);
                    prop_assert_eq!(u16::from(end.scores.south) + u16::from(end.scores.north) + u16::from(end.set_aside), u16::from(total));
                    prop_assert_eq!(game.settled_position().total_seeds(), total);
                    prop_assert_eq!(game.settled_position().board_seeds(), end.set_aside);
                    let winner = match end.scores.south.cmp(&end.scores.north) {
                        std::cmp::Ordering::Greater => Some(Side::South),
                        std::cmp::Ordering::Less => Some(Side::North),
                        std::cmp::Ordering::Equal => None,
                    };
                    prop_assert_eq!(end.winner, winner);
                }
            }
        }
    }

    /// Few seeds, anywhere: the engine's depth-first search for a reachable capture agrees with
    /// the reference's breadth-first one, and the no-capture end is called exactly when no
    /// sequence of moves captures.
    #[test]
    fn no_capture_is_decided_as_the_reference_decides(
        rules in any_rules(),
        seeds in prop::collection::vec(0usize..12, 0..=10),
        south in any::<bool>(),
    ) {
        let mut pits = [0u8; 12];
        for pit in seeds {
            pits[pit] += 1;
        }
        let board: u8 = pits.iter().sum();
        let turn = if south { Side::South } else { Side::North };
        let stores = awale::engine::BySide { south: (48 - board) / 2, north: 48 - board - (48 - board) / 2 };
        let position = Position::new(pits, stores, turn).unwrap();
        let rules = Rules { end_no_capture: true, end_majority: false, end_seeds_left: 0, ..rules };
        let naive = Naive::from(&position);
        let expected = naive.capture_ahead(&rules, &[]);
        prop_assert_eq!(position.capture_reachable(&rules, &[]), expected, "at {}", position);
        let famine = naive.moves(&rules).is_empty();
        let ends = position.end_reason(&rules) == Some(EndReason::NoCapture);
        prop_assert_eq!(ends, !famine && !expected, "at {}", position);
        if ends {
            // Nothing below captures: every move, and every move after it, takes nothing.
            for mv in position.legal_moves(&rules) {
                let mut child = position;
                prop_assert_eq!(child.play_unchecked(&rules, mv), 0);
                prop_assert!(!child.capture_reachable(&rules, &[]));
            }
        }
    }

    #[test]
    fn games_with_the_repetition_end_always_finish(mut rules in any_rules(), seed in any::<u64>()) {
        rules.end_on_repetition = true;
        let mut game = Game::new(rules);
        let mut state = seed | 1;
        for _ in 0..20_000 {
            if game.is_over() {
                break;
            }
            // xorshift: a fixed pseudo-random player per case, so a failure replays.
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let legal = game.legal_moves();
            game.play(legal[(state % legal.len() as u64) as usize]).unwrap();
        }
        prop_assert!(game.is_over(), "still going after 20000 moves: {}", game.position());
    }

    #[test]
    fn records_replay_to_the_same_game(rules in any_rules(), choices in prop::collection::vec(any::<u16>(), 1..200)) {
        let mut game = Game::new(rules);
        for choice in choices {
            let legal = game.legal_moves();
            if legal.is_empty() {
                break;
            }
            game.play(legal[usize::from(choice) % legal.len()]).unwrap();
        }
        let replayed = Game::from_record(&game.record()).unwrap();
        prop_assert_eq!(replayed.position(), game.position());
        prop_assert_eq!(replayed.outcome(), game.outcome());
    }

    #[test]
    fn perft_agrees_with_the_reference_under_any_rules(rules in any_rules()) {
        let game = Game::new(Rules { end_on_repetition: false, ..rules });
        let naive = Naive::from(&game.position());
        for depth in 0..=4 {
            prop_assert_eq!(game.perft(depth), naive.perft(game.rules(), depth), "depth {}", depth);
        }
    }
}

#[test]
fn perft_from_the_start_agrees_with_the_reference() {
    let rules = Rules::default();
    let game = Game::new(rules);
    let naive = Naive::from(&game.position());
    for depth in 0..=8 {
        assert_eq!(game.perft(depth), naive.perft(&rules, depth), "depth {depth}");
    }
}

#[test]
fn perft_counts_stop_at_a_repeated_position() {
    // Two lone seeds circling: with the repetition end, sequences that revisit a position stop.
    let start: Position = "1-0-0-0-0-0-1-0-0-0-0-0-23-23-S".parse().unwrap();
    let plain = Game::from_position(Rules::default(), start);
    let repeating = Game::from_position(Rules { end_on_repetition: true, ..Rules::default() }, start);
    for depth in 0..=30 {
        assert!(repeating.perft(depth) <= plain.perft(depth));
    }
    // With one move a turn the game is a single line; it must end by repetition.
    let mut game = repeating.clone();
    while !game.is_over() {
        let legal = game.legal_moves();
        game.play(legal[0]).unwrap();
    }
    let Outcome::Over(end) = game.outcome() else { unreachable!() };
    assert_eq!(end.reason, EndReason::Repetition);
    assert_eq!(repeating.perft(game.moves().len() as u32 + 1), 0);
}

#[test]
fn a_stoppable_perft_counts_as_perft_and_stops_when_asked() {
    use std::sync::atomic::AtomicBool;
    let running = AtomicBool::new(false);
    for preset in [awale::engine::Preset::Abapa, awale::engine::Preset::Tournament] {
        let game = Game::new(preset.rules());
        for depth in [0, 1, 7, 8, 9] {
            assert_eq!(game.perft_stoppable(depth, &running), Some(game.perft(depth)), "{preset:?}, depth {depth}");
        }
    }
    // Deep, through the repetition history: two lone seeds circling.
    let start: Position = "1-0-0-0-0-0-1-0-0-0-0-0-23-23-S".parse().unwrap();
    let repeating = Game::from_position(Rules { end_on_repetition: true, ..Rules::default() }, start);
    for depth in [10, 20, 30] {
        assert_eq!(repeating.perft_stoppable(depth, &running), Some(repeating.perft(depth)), "depth {depth}");
    }
    let stopped = AtomicBool::new(true);
    assert_eq!(Game::new(Rules::default()).perft_stoppable(20, &stopped), None);
}
