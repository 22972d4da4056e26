//! Endgame tables: every value obeys the rules' own recurrence, is exact wherever no position
//! can repeat, and the search plays the table's best move.

mod common;

use awale::ai::endgame::{Endgame, Solved};
use awale::ai::{Limits, Searcher};
use awale::engine::{BySide, EndReason, Game, Position, Rules, Side};
use common::any_rules;
use proptest::prelude::*;

/// The final margin of an end, for the side to move.
fn margin(position: &Position, rules: &Rules, reason: EndReason) -> i32 {
    let end = position.final_end(rules, reason);
    let me = position.turn();
    i32::from(end.scores[me]) - i32::from(end.scores[!me])
}

/// A board of `seeds` seeds placed by `spots` (pit indices), stores making 48 seeds in all.
fn position(spots: &[usize], south_share: u8, turn: Side) -> Position {
    let mut pits = [0u8; 12];
    for &spot in spots {
        pits[spot % 12] += 1;
    }
    let left = 48 - spots.len() as u8;
    let south = south_share.min(left);
    Position::new(pits, BySide { south, north: left - south }, turn).unwrap()
}

/// The game's true value with best play from `position`, no history: every line followed to
/// its end, a position repeated since the last capture ending the game as the rules say.
/// Also whether any line met a repetition. `None` when it would visit more than `budget`
/// positions.
fn solve(
    position: &Position,
    rules: &Rules,
    path: &mut Vec<Position>,
    repeated: &mut bool,
    budget: &mut u32,
) -> Option<i32> {
    *budget = budget.checked_sub(1)?;
    if let Some(reason) = position.end_reason(rules) {
        return Some(margin(position, rules, reason));
    }
    if path.contains(position) {
        *repeated = true;
        let reason = if rules.end_on_repetition { EndReason::Repetition } else { EndReason::Agreement };
        return Some(margin(position, rules, reason));
    }
    let mut best = i32::MIN;
    for mv in position.legal_moves(rules) {
        let mut child = *position;
        let value = if child.play_unchecked(rules, mv) > 0 {
            -solve(&child, rules, &mut Vec::new(), repeated, budget)?
        } else {
            path.push(*position);
            let value = solve(&child, rules, path, repeated, budget);
            path.pop();
            -value?
        };
        best = best.max(value);
    }
    Some(best)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Each value is what the rules make of its moves: an end is scored as the rules score it,
    /// and any other position is worth its best move (a capture leading to a smaller layer).
    #[test]
    fn every_value_is_worth_its_best_move(
        rules in any_rules(),
        root in prop::collection::vec(0usize..12, 1..=6),
        share in 10u8..40,
        probes in prop::collection::vec((prop::collection::vec(0usize..12, 0..=6), any::<bool>()), 40),
    ) {
        let root = position(&root, share, Side::South);
        let table = Endgame::build(&root, &rules).expect("few seeds");
        prop_assert_eq!(table.unsettled(), 0);
        let j = usize::from(root.board_seeds());
        for (spots, north) in probes {
            // A position the table holds: j' ≤ j seeds, the missing seeds in the stores.
            let spots = &spots[..spots.len().min(j)];
            let gone = (j - spots.len()) as u8;
            let mut stores = root.stores();
            stores.south += gone / 2;
            stores.north += gone - gone / 2;
            let mut pits = [0u8; 12];
            for &spot in spots { pits[spot] += 1; }
            let turn = if north { Side::North } else { Side::South };
            let at = Position::new(pits, stores, turn).unwrap();
            let solved = table.probe(&at).expect("the table holds every position it can reach");
            if let Some(reason) = at.end_reason(&rules) {
                prop_assert_eq!(i32::from(solved.margin), margin(&at, &rules, reason));
                continue;
            }
            let best = at.legal_moves(&rules).iter().map(|&mv| {
                let mut child = at;
                child.play_unchecked(&rules, mv);
                -i32::from(table.probe(&child).expect("children are held").margin)
            }).max().expect("a position that goes on has a move");
            prop_assert_eq!(i32::from(solved.margin), best, "at {}", at);
        }
    }
}

/// Where no line of play can repeat a position, the table's value is the game's exact value.
#[test]
fn the_table_is_exact_wherever_no_position_can_repeat() {
    let mut compared = 0;
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    for case in 0..400 {
        let mut spots = Vec::new();
        for _ in 0..(2 + case % 2) {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            spots.push((state % 12) as usize);
        }
        let rules = Rules { end_on_repetition: case % 2 == 0, end_majority: case % 3 == 0, ..Rules::default() };
        let turn = if state & 1 == 0 { Side::South } else { Side::North };
        let at = position(&spots, 18 + (state % 12) as u8, turn);
        let mut repeated = false;
        let Some(exact) = solve(&at, &rules, &mut Vec::new(), &mut repeated, &mut 200_000) else {
            continue;
        };
        if repeated {
            continue;
        }
        let table = Endgame::build(&at, &rules).unwrap();
        assert_eq!(i32::from(table.probe(&at).unwrap().margin), exact, "at {at}");
        compared += 1;
    }
    assert!(compared >= 100, "only {compared} positions could be compared");
}

/// In an endgame the search plays a move the table rates as best.
#[test]
fn the_search_plays_the_table_s_best_move() {
    let rules = awale::engine::Preset::Tournament.rules();
    for fen in ["0-2-0-1-0-3-1-0-0-2-0-0-19-20-S", "1-0-0-0-2-0-0-3-1-0-0-1-22-18-N", "0-0-3-0-0-1-0-0-2-0-2-0-20-20-S"]
    {
        let start: Position = fen.parse().unwrap();
        let game = Game::from_position(rules, start);
        let table = Endgame::build(&start, &rules).unwrap();
        let best = table.probe(&start).unwrap();
        let result = Searcher::default().search(&game, Limits { depth: Some(8), movetime: None }, |_| {});
        let mv = result.best.expect("a move");
        let mut child = start;
        child.play_unchecked(&rules, mv);
        let Solved { margin, .. } = table.probe(&child).unwrap();
        assert_eq!(-margin, best.margin, "{fen}: {mv} is not best");
    }
}
