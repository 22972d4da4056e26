//! OGN, Aualé's records: read as Aualé writes them, written here and read back, dates and mistakes.

use super::*;
use awale::engine::Outcome;

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
