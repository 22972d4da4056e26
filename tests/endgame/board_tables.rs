//! Board tables: agreeing with the game's, written and read back, kept whole, and read by the search.

use super::*;
use awale::ai::tables::{self, BoardTable, TableError};

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
