//! Undo and redo, records as text (export → import), and best-of-5 matches.

mod common;

use awale::engine::notation::{self, NotationError};
use awale::engine::{BySide, Game, IllegalMove, Match, Outcome, Pit, Preset, RecordError, Rules, Side, sown_pits};
use common::any_rules;
use proptest::prelude::*;

fn pit(letter: &str) -> Pit {
    letter.parse().expect("a pit letter")
}

/// Plays the `choices`-th legal move again and again until they run out or the game ends.
fn random_game(rules: Rules, choices: &[usize]) -> Game {
    let mut game = Game::new(rules);
    for &choice in choices {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[choice % moves.len()]).expect("a legal move plays");
    }
    game
}

fn players() -> BySide<String> {
    BySide { south: "Ama".to_owned(), north: "Kofi \"the fox\"".to_owned() }
}

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
fn sowing_skips_the_emptied_pit_on_a_lap() {
    let path = sown_pits(pit("A"), 12);
    assert_eq!(path.len(), 12);
    assert!(!path.contains(&pit("A")));
    assert_eq!(path[10], pit("f"));
    assert_eq!(path[11], pit("B"));
}

#[test]
fn best_of_five_the_winner_starts_the_next_game() {
    let mut series = Match::new(5, Side::South);
    assert_eq!(series.begin_game(), Side::South);
    series.finish_game(Some(Side::North));
    assert_eq!(series.begin_game(), Side::North);
    series.finish_game(None);
    // After a draw, the player who did not start the drawn game starts.
    assert_eq!(series.begin_game(), Side::South);
    series.finish_game(Some(Side::South));
    assert_eq!(series.begin_game(), Side::South);
    series.finish_game(Some(Side::South));
    assert!(!series.is_over());
    assert_eq!(series.winner(), None);
    assert_eq!(series.begin_game(), Side::South);
    series.finish_game(Some(Side::North));
    // Five games: 2 wins each and a draw.
    assert!(series.is_over());
    assert_eq!(series.wins(), BySide { south: 2, north: 2 });
    assert_eq!(series.winner(), None);
    series.finish_game(Some(Side::South));
    assert_eq!(series.played(), 5, "no game counts once the match is over");
}

#[test]
fn best_of_five_ends_at_three_wins() {
    let mut series = Match::new(5, Side::North);
    for _ in 0..3 {
        series.begin_game();
        series.finish_game(Some(Side::North));
    }
    assert!(series.is_over());
    assert_eq!(series.winner(), Some(Side::North));
    assert_eq!(series.played(), 3);
}

#[test]
fn a_game_can_start_with_north() {
    let game = Game::starting(Rules::default(), Side::North);
    assert_eq!(game.position().turn(), Side::North);
    assert!(game.legal_moves().iter().all(|m| m.owner() == Side::North));
}

/// An OGN file as Aualé writes one (its tag roster, escapes, a comment and a variation, the
/// result token), written here by hand.
const AUALE_OGN: &str = r#"[Variant "Abapa"]
[Event "Club \"night\""]
[Site "?"]
[Date "2020.05.17"]
[Round "?"]
[South "Ama"]
[North "Kofi \\ Mensah"]
[Result "*"]

1. C { South opens
in the middle } c 2. B ( 2. A b ( 2. ... a ) ) d 3. F
"#;

#[test]
fn an_ogn_file_written_by_auale_replays_its_main_line() {
    use awale::engine::ogn;
    let read = ogn::read(AUALE_OGN).expect("it reads");
    let moves: Vec<String> = read.game.moves().iter().map(ToString::to_string).collect();
    assert_eq!(moves, ["C", "c", "B", "d", "F"]);
    assert_eq!((read.comments, read.variations), (1, 1), "one comment and one variation left out");
    assert_eq!(read.players.south, "Ama");
    assert_eq!(read.players.north, "Kofi \\ Mensah");
    assert_eq!(*read.game.rules(), Preset::Tournament.rules(), "Aualé's rules");
}

#[test]
fn ogn_written_here_reads_back_as_the_same_game_with_its_result() {
    use awale::engine::ogn;
    let players = BySide::new("Ama \"the bold\"".to_owned(), "Kofi".to_owned());
    // A finished game under the tournament rules, and an unfinished one under other rules
    // from a set-up position.
    let mut finished =
        random_game(Preset::Tournament.rules(), &[3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4]);
    if !finished.is_over() {
        finished.agree_to_stop().unwrap();
    }
    let start = "1-3-0-6-0-1-0-1-2-1-2-3-0-0-S".parse().unwrap();
    let mut set_up = Game::from_position(Preset::Awele.rules(), start);
    set_up.play(pit("D")).unwrap();
    for game in [finished, set_up] {
        let text = ogn::write(&game, &players, "2026.11.22");
        assert!(
            text.starts_with("[Variant \"Abapa\"]\n[Event \"?\"]\n[Site \"?\"]\n[Date \"2026.11.22\"]\n"),
            "{text}"
        );
        assert!(text.contains("[South \"Ama \\\"the bold\\\"\"]"), "{text}");
        let read = ogn::read(&text).expect("it reads back");
        assert_eq!(read.game.start(), game.start());
        assert_eq!(read.game.moves(), game.moves());
        assert_eq!(read.game.rules(), game.rules());
        assert_eq!(read.players, players);
        if let awale::engine::Outcome::Over(end) = game.outcome() {
            let result = format!("{}-{}", end.scores.south, end.scores.north);
            assert!(text.contains(&format!("[Result \"{result}\"]")), "{text}");
            assert!(text.trim_end().ends_with(&result), "the result closes the moves: {text}");
        } else {
            assert!(
                text.contains("[Result \"*\"]") && text.contains("[FEN \"1-3-0-6-0-1-0-1-2-1-2-3-0-0-S\"]"),
                "{text}"
            );
        }
    }
}

#[test]
fn ogn_dates_and_mistakes() {
    use awale::engine::ogn;
    assert_eq!(ogn::date(0), "1970.01.01");
    assert_eq!(ogn::date(11_016), "2000.02.29");
    assert_eq!(ogn::date(20_779), "2026.11.22");
    assert!(matches!(ogn::read("1. C x"), Err(NotationError::BadMove { line: 1, .. })));
    assert!(matches!(ogn::read("[South Ama]\n"), Err(NotationError::BadTag { line: 1, .. })));
    assert!(matches!(ogn::read("1. C c+3"), Err(NotationError::WrongCapture { .. })));
    assert!(matches!(ogn::read("1. C C"), Err(NotationError::Illegal(_))));
}

#[test]
fn a_match_with_a_drawn_game_is_kept_in_toml() {
    let mut series = Match::new(5, Side::South);
    series.begin_game();
    series.finish_game(None);
    series.begin_game();
    series.finish_game(Some(Side::North));
    series.begin_game();
    let text = toml::to_string(&series).expect("a match writes as TOML");
    assert!(text.contains("\"draw\""), "{text}");
    let back: Match = toml::from_str(&text).expect("and reads back");
    assert_eq!(back, series);
    // A result that is no word of these is refused, with the words it could be.
    let bad = text.replace("\"draw\"", "\"maybe\"");
    let error = toml::from_str::<Match>(&bad).expect_err("refused").to_string();
    assert!(error.contains("south, north or draw"), "{error}");
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

/// Random games under Aualé's rules (seeded), until one ends as `wanted` says, with the report
/// of its last move.
fn a_game_that_ends(
    wanted: impl Fn(&awale::engine::MoveReport, &awale::engine::GameEnd) -> bool,
) -> (Game, awale::engine::MoveReport) {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand::rngs::StdRng::seed_from_u64(20_261_124);
    for _ in 0..5_000 {
        let mut game = Game::new(Preset::Tournament.rules());
        while !game.is_over() {
            let moves = game.legal_moves();
            let report = game.play(moves[rng.random_range(0..moves.len())]).expect("a legal move plays");
            if let Some(end) = &report.end
                && wanted(&report, end)
            {
                return (game, report);
            }
        }
    }
    panic!("no such game in 5,000 random games");
}

/// The OGN of `game` as Aualé writes it: the last move's `+N` and the result changed.
fn as_auale_writes_it(game: &Game, last: &str, result: &str) -> String {
    use awale::engine::ogn;
    let players = BySide::new("Ama".to_owned(), "Kofi".to_owned());
    let text = ogn::write(game, &players, "2026.11.24");
    let mut words: Vec<&str> = text.split_whitespace().collect();
    let (result_at, move_at) = (words.len() - 1, words.len() - 2);
    words[move_at] = last;
    words[result_at] = result;
    let (tags, _) = text.split_once("\n\n").expect("tags, then moves");
    let tags = tags
        .lines()
        .map(|line| if line.starts_with("[Result") { format!("[Result \"{result}\"]") } else { line.to_owned() });
    let moves_from = words.iter().position(|word| *word == "1.").expect("the first move number");
    format!("{}\n\n{}\n", tags.collect::<Vec<_>>().join("\n"), words[moves_from..].join(" "))
}

#[test]
fn an_auale_game_that_ended_by_gathering_reads() {
    use awale::engine::{EndReason, ogn};
    // Aualé adds the seeds the mover gathers at the end to the last move's capture.
    let (game, last) = a_game_that_ends(|report, end| {
        matches!(end.reason, EndReason::Repetition | EndReason::Famine { .. })
            && end.sweep.iter().any(|sweep| sweep.to == report.side)
    });
    let Outcome::Over(end) = game.outcome() else { unreachable!("the game is over") };
    let gathered: u8 = end.sweep.iter().filter(|sweep| sweep.to == last.side).map(|sweep| sweep.seeds).sum();
    let word = format!("{}+{}", last.pit, last.captured() + gathered);
    let text = as_auale_writes_it(&game, &word, &format!("{}-{}", end.scores.south, end.scores.north));
    let read = ogn::read(&text).unwrap_or_else(|error| panic!("{error}\n{text}"));
    assert_eq!(read.game.moves(), game.moves());
    assert_eq!(read.game.outcome(), game.outcome());
    // Only the last move may count what it gathers, and only that much.
    let wrong = format!("{}+{}", last.pit, last.captured() + gathered + 1);
    let text = as_auale_writes_it(&game, &wrong, "0-0");
    assert!(matches!(ogn::read(&text), Err(NotationError::WrongCapture { .. })), "{text}");
}

#[test]
fn an_auale_result_before_the_leftover_seeds_reads() {
    use awale::engine::{EndReason, ogn};
    // Past 24, Aualé's result tag gives the stores before the seeds left are given out.
    let (game, last) =
        a_game_that_ends(|_, end| end.reason == EndReason::Majority && end.sweep.iter().any(|sweep| sweep.seeds > 0));
    let stores = last.position.stores();
    let result = format!("{}-{}", stores.south, stores.north);
    let word = if last.captured() > 0 { format!("{}+{}", last.pit, last.captured()) } else { last.pit.to_string() };
    let text = as_auale_writes_it(&game, &word, &result);
    let read = ogn::read(&text).unwrap_or_else(|error| panic!("{error}\n{text}"));
    assert_eq!(read.game.outcome(), game.outcome(), "our result, with the seeds left given out");
    let Outcome::Over(end) = read.game.outcome() else { unreachable!("the game is over") };
    assert_ne!(format!("{}-{}", end.scores.south, end.scores.north), result);
}
