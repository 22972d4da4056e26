//! Our records as text: written and read back, names and all, by hand, refused with the reason.

use super::*;
use awale::engine::notation;
use awale::engine::{IllegalMove, RecordError};

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// Export then import gives the same game: rules, start, moves, position and outcome.
    #[test]
    fn export_then_import_is_the_same_game(rules in any_rules(), choices in prop::collection::vec(0usize..6, 0..120)) {
        let game = random_game(rules, &choices);
        let text = notation::write(&game, &players());
        let (read, who) = notation::read(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(read.record(), game.record());
        prop_assert_eq!(read.position(), game.position());
        prop_assert_eq!(read.outcome(), game.outcome());
        prop_assert_eq!(who.south, "Ama");
        prop_assert_eq!(who.north, "Kofi \"the fox\"");
    }

    /// Every name comes back as it was typed, quotes and backslashes included, from our
    /// records and from OGN.
    #[test]
    fn every_name_round_trips(south in "[^\\n\\r\\]]{0,12}", north in "[a-z\"\\\\ ]{0,12}") {
        let game = random_game(Preset::Tournament.rules(), &[2, 0, 1]);
        let players = BySide::new(south.trim().to_owned(), north.trim().to_owned());
        let (_, who) = notation::read(&notation::write(&game, &players)).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&who, &players);
        let read = awale::engine::ogn::read(&awale::engine::ogn::write(&game, &players, "?"))
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        for side in Side::ALL {
            let expected = if players[side].is_empty() { "?" } else { players[side].as_str() };
            prop_assert_eq!(read.players[side].as_str(), expected);
        }
    }
}

#[test]
fn a_record_reads_as_written_by_hand() {
    let text = "[South \"Ama\"]\n[grand_slam \"forbidden\"]\n\n1. C d 2. F a\n3. B *\n";
    let (game, players) = notation::read(text).unwrap();
    assert_eq!(players.south, "Ama");
    assert_eq!(players.north, "");
    assert_eq!(game.rules().grand_slam, awale::engine::rules::GrandSlam::Forbidden);
    assert_eq!(game.moves(), [pit("C"), pit("d"), pit("F"), pit("a"), pit("B")]);
}

#[test]
fn captures_are_written_after_the_move() {
    // North's f sows A, B, C: C had 1 seed, now 2, captured.
    let start = "0-0-1-0-0-0-1-0-0-0-0-3-20-23-N".parse().unwrap();
    let mut game = Game::from_position(Rules::default(), start);
    game.play(pit("f")).unwrap();
    let text = notation::write(&game, &BySide::default());
    assert!(text.contains("[Start \"0-0-1-0-0-0-1-0-0-0-0-3-20-23-N\"]"), "{text}");
    assert!(text.contains("\n1... f+2\n"), "{text}");
    let (read, _) = notation::read(&text).unwrap();
    assert_eq!(read.position(), game.position());
}

#[test]
fn an_illegal_move_is_refused_with_its_number_and_reason() {
    let error = notation::read("1. C c 2. C").unwrap_err();
    assert_eq!(
        error,
        NotationError::Illegal(RecordError { number: 3, mv: pit("C"), reason: IllegalMove::EmptyPit(pit("C")) })
    );
    assert!(error.to_string().starts_with("move 3 (C) cannot be played: Pit C is empty"), "{error}");
    let error = notation::read("1. C C").unwrap_err();
    assert!(matches!(error, NotationError::Illegal(RecordError { number: 2, reason: IllegalMove::NotYourPit(_), .. })));
}

#[test]
fn a_wrong_capture_count_is_refused() {
    let error = notation::read("1. C+2").unwrap_err();
    assert_eq!(error, NotationError::WrongCapture { number: 1, mv: pit("C"), recorded: 2, actual: 0 });
}

#[test]
fn bad_tags_and_words_name_their_line() {
    assert!(matches!(notation::read("[South Ama]").unwrap_err(), NotationError::BadTag { line: 1, .. }));
    let error = notation::read("\n[capture_limit \"9\"]").unwrap_err();
    assert!(matches!(error, NotationError::BadOption { line: 2, .. }), "{error}");
    assert!(matches!(notation::read("[Start \"x\"]").unwrap_err(), NotationError::BadStart { line: 1, .. }));
    let error = notation::read("1. C\n2. Q").unwrap_err();
    assert_eq!(error, NotationError::BadMove { line: 2, word: "Q".to_owned() });
    assert!(matches!(notation::read("1. C+x").unwrap_err(), NotationError::BadMove { .. }));
}

#[test]
fn a_record_that_starts_with_a_byte_order_mark_reads() {
    let mut game = Game::new(Preset::Tournament.rules());
    game.play(pit("C")).unwrap();
    game.play(pit("c")).unwrap();
    let players = BySide::new("Ama".to_owned(), "Kofi".to_owned());
    let text = format!("\u{feff}{}", notation::write(&game, &players));
    let (read, who) = notation::read(&text).expect("the mark is skipped");
    assert_eq!(read.moves(), game.moves());
    assert_eq!(who, players);
    let ogn = format!("\u{feff}{}", awale::engine::ogn::write(&game, &players, "2026.11.24"));
    let read = awale::engine::ogn::read(&ogn).expect("the mark is skipped in OGN too");
    assert_eq!(read.game.moves(), game.moves());
}
