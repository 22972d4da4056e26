//! Undo and redo: any number of moves walked back and forth, a new move after an undo, a game revived.

use super::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// Undoing k moves then redoing them gives the same game; each undo is the game one move
    /// shorter.
    #[test]
    fn undo_then_redo_is_the_same_game(rules in any_rules(), choices in prop::collection::vec(0usize..6, 1..80), back in 1usize..20) {
        let game = random_game(rules, &choices);
        let mut walked = game.clone();
        let back = back.min(game.moves().len());
        for k in 1..=back {
            let taken = walked.undo();
            prop_assert_eq!(taken, Some(game.moves()[game.moves().len() - k]));
            let shorter = Game::from_record(&awale::engine::GameRecord {
                moves: game.moves()[..game.moves().len() - k].to_vec(),
                ..game.record()
            }).expect("a prefix replays");
            prop_assert_eq!(walked.position(), shorter.position());
            prop_assert_eq!(walked.outcome(), shorter.outcome());
            prop_assert_eq!(walked.positions_since_capture(), shorter.positions_since_capture());
        }
        for _ in 0..back {
            prop_assert!(walked.redo().is_some());
        }
        prop_assert!(!walked.can_redo());
        prop_assert_eq!(walked.record(), game.record());
        prop_assert_eq!(walked.outcome(), game.outcome());
    }
}

#[test]
fn a_new_move_forgets_the_moves_taken_back() {
    let mut game = Game::new(Rules::default());
    game.play(pit("C")).unwrap();
    game.play(pit("d")).unwrap();
    assert_eq!(game.undo(), Some(pit("d")));
    assert!(game.can_redo());
    game.play(pit("e")).unwrap();
    assert!(!game.can_redo());
    assert_eq!(game.redo(), None);
    assert_eq!(game.moves(), [pit("C"), pit("e")]);
}

#[test]
fn undo_with_no_move_does_nothing() {
    let mut game = Game::new(Rules::default());
    assert_eq!(game.undo(), None);
    assert!(!game.can_undo());
    assert_eq!(game.position(), Game::new(Rules::default()).position());
}

#[test]
fn undo_revives_a_game_the_last_move_ended() {
    // South's F makes 2 in a: captured, 25 of 48 seeds, a majority. Undo: the game goes on.
    let start = "0-0-0-0-0-1-1-2-0-0-0-0-23-21-S".parse().unwrap();
    let mut game = Game::from_position(Preset::Tournament.rules(), start);
    game.play(pit("F")).unwrap();
    assert!(game.is_over());
    assert_eq!(game.undo(), Some(pit("F")));
    assert!(!game.is_over());
    assert_eq!(game.position(), start);
    assert!(game.redo().is_some_and(|report| report.end.is_some()));
}
