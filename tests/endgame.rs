//! Endgame tables: every value obeys the rules' own recurrence, is exact wherever no position
//! can repeat, and the search plays the table's best move.

mod common;

use awale::ai::endgame::{Endgame, Solved};
use awale::ai::tables::{self, BoardTable, TableError};
use awale::ai::{Limits, Searcher, WIN};
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

/// A board of `spots` (pit indices) with these stores.
fn board(spots: &[usize], stores: BySide<u8>, turn: Side) -> Position {
    let mut pits = [0u8; 12];
    for &spot in spots {
        pits[spot % 12] += 1;
    }
    Position::new(pits, stores, turn).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    /// The board tables, which know nothing of the stores, agree with the game's own tables:
    /// the final margin is the stores' difference plus the board's. Without the majority end
    /// exactly; with it, on who wins.
    #[test]
    fn board_tables_agree_with_the_game_s_tables(
        rules in any_rules(),
        spots in prop::collection::vec(0usize..12, 1..=6),
        south in 0u8..24,
        north in 0u8..24,
        north_to_move in any::<bool>(),
    ) {
        let table = BoardTable::build(&rules, 6, |_, _| {});
        prop_assert_eq!(table.unsettled(), 0);
        let turn = if north_to_move { Side::North } else { Side::South };
        let at = board(&spots, BySide { south, north }, turn);
        prop_assume!(at.end_reason(&rules).is_none());
        let game = Endgame::build(&at, &rules).expect("few seeds").probe(&at).expect("its root").margin;
        let stores = i32::from(at.stores()[turn]) - i32::from(at.stores()[!turn]);
        let on_board = i32::from(table.probe(&at).expect("6 seeds or fewer"));
        if rules.end_majority {
            prop_assert_eq!((stores + on_board).signum(), i32::from(game).signum(), "at {}", at);
        } else {
            prop_assert_eq!(stores + on_board, i32::from(game), "at {}", at);
        }
    }
}

/// A table written and read back is the same table; a file of other rules, of other seeds, cut
/// short or of anything else is refused with the reason.
#[test]
fn board_tables_are_written_and_read_back_and_bad_files_refused() {
    let rules = awale::engine::Preset::Tournament.rules();
    let table = BoardTable::build(&rules, 5, |_, _| {});
    let mut bytes = Vec::new();
    table.write(&mut bytes).unwrap();
    let back = BoardTable::read(&mut bytes.as_slice(), &rules, 5).unwrap();
    assert_eq!(back.len(), table.len());
    // The majority end does not change a table; the repetition end does.
    assert!(back.serves(&Rules { end_majority: false, ..rules }));
    assert!(!back.serves(&awale::engine::Preset::Abapa.rules()));
    let mut state = 7u64;
    for _ in 0..500 {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        let spots: Vec<usize> = (0..(state >> 60) as usize % 6).map(|i| ((state >> (i * 4)) % 12) as usize).collect();
        let at = board(&spots, BySide::default(), if state & 1 == 0 { Side::South } else { Side::North });
        assert_eq!(back.probe(&at), table.probe(&at), "at {at}");
    }
    let refused = |bytes: &[u8], rules: &Rules, seeds: u8| match BoardTable::read(&mut &bytes[..], rules, seeds) {
        Err(TableError::Mismatch(why)) => why,
        other => panic!("read: {other:?}"),
    };
    assert!(refused(&bytes, &awale::engine::Preset::Awele.rules(), 5).contains("other rules"));
    assert!(refused(&bytes, &rules, 6).contains("5 seeds"));
    assert!(refused(&bytes[..bytes.len() - 1], &rules, 5).contains("cut short"));
    assert!(refused(b"Awale seeds: not a table at all", &rules, 5).contains("not a board table"));
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(refused(&longer, &rules, 5).contains("longer"));
    // Any one byte changed, in the header, the values or the checksum, is found.
    for at in [9, 20, bytes.len() / 2, bytes.len() - 5, bytes.len() - 1] {
        let mut damaged = bytes.clone();
        damaged[at] ^= 0x10;
        let why = refused(&damaged, &rules, 5);
        assert!(!why.is_empty(), "byte {at}");
    }
    let mut damaged = bytes.clone();
    let value = bytes.len() / 2;
    damaged[value] = damaged[value].wrapping_add(40);
    assert!(refused(&damaged, &rules, 5).contains("checksum"));
}

/// A damaged table file is set aside and solved again; the file written in its place reads.
#[test]
fn a_damaged_table_file_is_set_aside_and_solved_again() {
    let folder = tempfile::tempdir().unwrap();
    let rules = awale::engine::Preset::Tournament.rules();
    let table = BoardTable::build(&rules, 6, |_, _| {});
    let path = tables::save(folder.path(), &rules, &table).unwrap();
    let mut bytes = std::fs::read(&path).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] = bytes[middle].wrapping_add(40);
    std::fs::write(&path, &bytes).unwrap();
    let solved = tables::load_or_build(folder.path(), &rules, 6).unwrap();
    assert_eq!(solved.len(), table.len());
    assert!(path.with_extension("bad").exists(), "the damaged file is kept aside");
    let again = std::fs::File::open(&path).unwrap();
    assert!(BoardTable::read(&mut std::io::BufReader::new(again), &rules, 6).is_ok(), "a good file in its place");
    let names: Vec<_> = std::fs::read_dir(folder.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(names.len(), 2, "the table and the damaged one, no temporary file left: {names:?}");
}

/// Engines solving the same table at once each write a whole file: the table read afterwards
/// is whole whichever wrote last, and no writer fails.
#[test]
fn tables_saved_at_once_by_several_engines_stay_whole() {
    let folder = tempfile::tempdir().unwrap();
    let rules = awale::engine::Preset::Tournament.rules();
    let table = std::sync::Arc::new(BoardTable::build(&rules, 7, |_, _| {}));
    let writers: Vec<_> = (0..4)
        .map(|_| {
            let (folder, table) = (folder.path().to_owned(), table.clone());
            std::thread::spawn(move || {
                for _ in 0..5 {
                    tables::save(&folder, &rules, &table).expect("each save works");
                }
            })
        })
        .collect();
    for writer in writers {
        writer.join().unwrap();
    }
    let file = std::fs::File::open(tables::file_name(folder.path(), &rules, 7)).unwrap();
    let read = BoardTable::read(&mut std::io::BufReader::new(file), &rules, 7).expect("a whole table");
    assert_eq!(read.len(), table.len());
}

/// With board tables, a short search plays a move the table rates as best, where the game's
/// own tables are not built (too little time for them: 50 ms, for 7 seeds).
#[test]
fn the_search_plays_the_board_table_s_best_move() {
    let rules = awale::engine::Preset::Abapa.rules();
    let table = BoardTable::build(&rules, 7, |_, _| {});
    let fens =
        ["0-2-0-1-0-3-1-0-0-0-0-0-19-22-S", "1-0-0-0-2-0-0-3-1-0-0-0-22-19-N", "0-0-3-0-0-1-0-0-2-0-1-0-20-21-S"];
    let values: Vec<(Position, i8)> = fens
        .iter()
        .map(|fen| {
            let at: Position = fen.parse().unwrap();
            (at, table.probe(&at).unwrap())
        })
        .collect();
    tables::install(table);
    for (start, best) in values {
        let game = Game::from_position(rules, start);
        let mut searcher = Searcher::default();
        searcher.set_board_tables(7);
        let limits = Limits { depth: None, movetime: Some(std::time::Duration::from_millis(50)) };
        let mv = searcher.search(&game, limits, |_| {}).best.expect("a move");
        assert!(searcher.endgame_table().is_none(), "{start}: built the game's own table");
        let mut child = start;
        let captured = child.play_unchecked(&rules, mv) as i8;
        let table = tables::shared(&rules, 7).expect("installed");
        assert_eq!(captured - table.probe(&child).unwrap(), best, "{start}: {mv} is not best");
    }
}

/// A search a slice at a time (a web page's) reads the board tables too: searching one ply, it
/// plays the move the table rates best where, without the table, the same search plays another.
#[test]
fn a_sliced_search_reads_the_board_tables() {
    let rules = awale::engine::Preset::Tournament.rules();
    let table = BoardTable::build(&rules, 6, |_, _| {});
    let depth_one = Limits { depth: Some(1), movetime: None };
    // Boards of up to 6 seeds where the table's best moves and a one-ply search's differ.
    let mut chosen: Vec<(Position, Vec<awale::engine::Move>)> = Vec::new();
    let mut state = 11u64;
    while chosen.len() < 4 {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        let spots: Vec<usize> =
            (0..3 + (state >> 61) as usize % 4).map(|i| ((state >> (i * 5)) % 12) as usize).collect();
        let at = board(&spots, BySide::new(20, 22), if state & 1 == 0 { Side::South } else { Side::North });
        let game = Game::from_position(rules, at);
        let child = |mv| {
            let mut child = at;
            let captured = child.play_unchecked(&rules, mv) as i8;
            (child, captured)
        };
        // Only boards whose moves all lead to boards the table rates (none ends the game).
        if game.is_over()
            || game.legal_moves().len() < 2
            || game.legal_moves().into_iter().any(|mv| Game::from_position(rules, child(mv).0).is_over())
        {
            continue;
        }
        let value = |mv| {
            let (child, captured) = child(mv);
            captured - table.probe(&child).unwrap()
        };
        let best_value = game.legal_moves().into_iter().map(value).max().unwrap();
        let best: Vec<_> = game.legal_moves().into_iter().filter(|&mv| value(mv) == best_value).collect();
        let mut plain = Searcher::default();
        let unaided = plain.search(&game, depth_one, |_| {}).best.unwrap();
        if !best.contains(&unaided) {
            chosen.push((at, best));
        }
    }
    tables::install(table);
    for (at, best) in chosen {
        let game = Game::from_position(rules, at);
        let mut searcher = Searcher::default();
        searcher.set_board_tables(6);
        let mut slices = awale::ai::Slices::new(game, depth_one);
        let mv = loop {
            if let Some(answer) = searcher.search_slice(&mut slices, std::time::Duration::from_millis(20)) {
                break answer.expect("a move");
            }
        };
        assert!(best.contains(&mv), "{at}: {mv} is not one of the table's best, {best:?}");
    }
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
