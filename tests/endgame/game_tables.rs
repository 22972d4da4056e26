//! The game's own endgame tables: their values, exact where nothing repeats, and the search's use of them.

use super::*;
use awale::ai::WIN;
use awale::ai::endgame::Solved;
use awale::engine::EndReason;

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

/// A search of 200 ms builds the endgame table of a board of 8 seeds (about 0.2 s, counted in
/// its time) and plays the table's best move; one of 100 ms builds it for 7 seeds. A search
/// with less time than its board's build would take builds none: 9 seeds at 200 ms, 7 at 50 ms.
#[test]
fn a_search_builds_the_endgame_table_its_time_allows() {
    let rules = awale::engine::Preset::Tournament.rules();
    let ms = std::time::Duration::from_millis;
    for (fen, time, builds) in [
        ("0-2-0-1-0-3-1-0-0-1-0-0-20-20-S", 200, true),
        ("0-2-0-1-0-3-1-0-0-0-0-0-20-21-N", 100, true),
        ("0-2-0-1-0-3-1-0-0-0-0-0-20-21-S", 50, false),
        ("0-2-0-1-0-3-1-0-0-2-0-0-19-20-S", 200, false),
    ] {
        let start: Position = fen.parse().unwrap();
        let game = Game::from_position(rules, start);
        let mut searcher = Searcher::default();
        let mv = searcher.search(&game, Limits { depth: None, movetime: Some(ms(time)) }, |_| {}).best.expect("a move");
        assert_eq!(searcher.endgame_table().is_some(), builds, "{fen} in {time} ms");
        if let Some(table) = searcher.endgame_table() {
            let best = table.probe(&start).expect("the table covers its root");
            let mut child = start;
            child.play_unchecked(&rules, mv);
            let Solved { margin, .. } = table.probe(&child).expect("and every position after it");
            assert_eq!(-margin, best.margin, "{fen}: {mv} is not best");
        }
    }
}

/// Where the game has gone round without a capture before the root, the search takes no
/// table's win for the side it plays for at a position reached from the root without a
/// capture: the table assumes no position before it can come back, and the opponent may steer
/// to one the game has seen. A loss it takes. The same position with no such past is scored by
/// the table either way (decided endgames, won or lost).
#[test]
fn the_search_takes_no_table_win_where_the_game_s_path_could_come_back() {
    let rules = awale::engine::Preset::Tournament.rules();
    let depth_one = Limits { depth: Some(1), movetime: None };
    let quiet = |at: &Position| -> Vec<awale::engine::Move> {
        at.legal_moves(&rules)
            .into_iter()
            .filter(|&mv| {
                let mut child = *at;
                child.play_unchecked(&rules, mv) == 0
            })
            .collect()
    };
    let (mut won, mut lost) = (0, 0);
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    for _ in 0..2000 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let spots: Vec<usize> = (0..8).map(|i| ((state >> (i * 6)) % 12) as usize).collect();
        let start = position(&spots, 18 + (state >> 58) as u8 % 6, Side::South);
        // Two moves that capture nothing, to a position none of whose moves captures.
        let mut game = Game::from_position(rules, start);
        for _ in 0..2 {
            if let Some(&mv) = quiet(&game.position()).first() {
                game.play(mv).expect("a legal move");
            }
        }
        let at = game.position();
        if game.moves().len() != 2 || game.is_over() || quiet(&at).len() != at.legal_moves(&rules).len() {
            continue;
        }
        let fresh = Searcher::default().search(&Game::from_position(rules, at), depth_one, |_| {}).info.score;
        if fresh.abs() < WIN / 2 {
            continue;
        }
        let played = Searcher::default().search(&game, depth_one, |_| {}).info.score;
        if fresh > 0 {
            assert!(played.abs() < WIN / 2, "{at} after two quiet moves: {played}, the table's win {fresh}");
            won += 1;
        } else {
            assert_eq!(played, fresh, "{at} after two quiet moves: the table's loss is taken");
            lost += 1;
        }
        if won >= 4 && lost >= 4 {
            break;
        }
    }
    assert!(won >= 3 && lost >= 3, "only {won} won and {lost} lost positions compared");
}

#[test]
fn a_build_told_to_stop_gives_up_at_once() {
    let rules = Rules::default();
    let start = position(&[0, 1, 2, 3, 6, 7, 8, 9], 20, Side::South);
    let asked = std::cell::Cell::new(0);
    let never = || {
        asked.set(asked.get() + 1);
        false
    };
    assert!(Endgame::build_until(&start, &rules, never).is_some());
    let whole = asked.get();
    assert!(whole > 100, "asked between layers and within them: {whole} times");
    for stop_at in [1, whole / 2, whole - 1] {
        asked.set(0);
        let stop_then = || {
            asked.set(asked.get() + 1);
            asked.get() >= stop_at
        };
        assert!(Endgame::build_until(&start, &rules, stop_then).is_none(), "told to stop at ask {stop_at}");
        assert_eq!(asked.get(), stop_at, "not asked again once told to stop");
    }
}
