//! Lines and their answers: positions, results, perft, mistakes, agreement and UCI.

use super::*;

#[test]
fn plays_the_seed_003_opening_and_capture() {
    let answers = session("position startpos moves C c B d\nfen\nlegal\nresult\nquit\n");
    assert_eq!(answers, ["fen 6-1-0-6-6-6-5-4-0-0-6-6-0-2-S", "legal A B D E F", "result ongoing"]);
}

#[test]
fn reports_results_and_perft() {
    let answers = session(
        "position fen 0-0-0-0-0-1-0-0-0-0-0-0-10-37-S moves F\nresult\nlegal\n\
         position startpos\nperft 0\nperft 1\nperft 4\n\
         setoption name preset value tournament\nposition startpos moves F\nagree\nresult\n",
    );
    assert_eq!(
        answers,
        [
            "result 10 38 north famine",
            "legal",
            "perft 0 1",
            "perft 1 6",
            "perft 4 1014",
            "result 20 28 north agreement"
        ]
    );
}

#[test]
fn malformed_input_is_answered_and_the_engine_carries_on() {
    let answers = session(
        "position startpos moves C\nbogus\nposition startpos moves C C\nfen\n\
         position fen 4-4-4\nposition startpos moves Z\nsetoption name seeds_per_pit value 12\n\
         setoption name colour value red\nsetoption\nperft x\nperft 99\nposition\n\
         position startpos junk\n\u{1F331}\nfen\n",
    );
    assert_eq!(answers.len(), 14, "{answers:#?}");
    for (index, answer) in answers.iter().enumerate() {
        let is_fen = index == 2 || index == 13;
        assert_eq!(answer.starts_with("fen 4-4-0-5-5-5-5-4-4-4-4-4-0-0-N"), is_fen, "{index}: {answer}");
        assert_eq!(answer.starts_with("error "), !is_fen, "{index}: {answer}");
    }
    assert!(answers[1].contains("move 2 (C) cannot be played"), "{}", answers[1]);
    assert!(answers[3].contains("15 fields"), "{}", answers[3]);
    assert!(answers[5].contains("1 to 8"), "{}", answers[5]);
}

#[test]
fn ends_at_end_of_input_without_quit() {
    assert_eq!(session("fen\n"), ["fen 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S"]);
}

#[test]
fn a_finished_game_has_no_best_move_at_any_depth() {
    let answers = session(
        "setoption name preset value tournament\nposition startpos\nagree\ngo depth 2\n\
         position fen 1-0-0-0-0-0-1-0-0-0-0-0-25-21-S\ngo depth 3\n\
         setoption name preset value abapa\nposition fen 0-0-0-0-0-1-0-0-0-0-0-0-10-37-S moves F\ngo depth 5\n\
         go movetime 20\ngo\n",
    );
    assert_eq!(answers, ["bestmove none"; 5]);
}

#[test]
fn agree_shares_the_seeds_left_as_the_players_choose() {
    let answers = session(
        "position startpos moves C\nagree\nresult\n\
         position startpos moves C\nagree split\nresult\n\
         setoption name leftover value split\nposition startpos moves C\nagree own-side\nresult\n\
         position startpos moves C\nagree sideways\nresult\n",
    );
    assert_eq!(
        answers,
        [
            "result 23 25 north agreement",
            "result 24 24 draw agreement",
            "result 23 25 north agreement",
            "error agree takes split or own-side, not 'sideways'",
            "result ongoing"
        ]
    );
}

/// What a UCI program such as Aualé's interface sends: `uci`, `ucinewgame`, moves run together,
/// and the clock.
#[test]
fn speaks_uci() {
    let answers = session("uci\nisready\n");
    assert!(answers[0].starts_with("id name Awalé"), "{answers:?}");
    assert!(answers.iter().any(|line| line == "option name end_no_capture type string default false"));
    assert_eq!(answers[answers.len() - 2..], ["uciok", "readyok"]);

    let together = session("ucinewgame\nposition startpos moves CcBd\nfen\n");
    let apart = session("position startpos moves C c B d\nfen\n");
    assert_eq!(together, apart);
    assert_eq!(together, ["fen 6-1-0-6-6-6-5-4-0-0-6-6-0-2-S"]);

    // A word that is not all pit letters is one move, and refused as such.
    let refused = session("position startpos moves Cx\n");
    assert!(refused[0].starts_with("error move 1"), "{refused:?}");

    // The clock: a share of the side to move's time.
    let answers = session("position startpos moves C\ngo wtime 100 btime 3000 movestogo 10\n");
    let best = answers.last().unwrap();
    assert!(["a", "b", "c", "d", "e", "f"].iter().any(|m| best == &format!("bestmove {m}")), "{answers:?}");
    let answers = session("go wtime soon btime 3000\ngo btime 3000\n");
    assert_eq!(
        answers,
        ["error go wtime takes a number, not 'soon'", "error go: wtime is needed for the side to move"]
    );
}
