//! The `awale-engine` binary end to end: spawn it, send lines, read the answers.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

/// Sends `input` (one command a line) and returns every answer line.
fn session(input: &str) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_awale-engine"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the engine starts");
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let lines = BufReader::new(child.stdout.take().unwrap()).lines().map(Result::unwrap).collect();
    assert!(child.wait().unwrap().success(), "the engine exits cleanly");
    lines
}

#[test]
fn plays_the_seed_003_opening_and_capture() {
    let answers = session("position startpos moves C c B d\nfen\nlegal\nresult\nquit\n");
    assert_eq!(answers, ["fen 6-1-0-6-6-6-5-4-0-0-6-6-0-2-S", "legal A B D E F", "result ongoing"]);
}

#[test]
fn options_apply_from_the_next_position() {
    let answers = session(
        "position fen 1-3-0-6-0-1-0-1-2-1-2-3-0-0-S moves D\nfen\n\
         setoption name capture_limit value 2\nfen\n\
         position fen 1-3-0-6-0-1-0-1-2-1-2-3-0-0-S moves D\nfen\n",
    );
    assert_eq!(
        answers,
        ["fen 1-3-0-0-1-2-1-0-0-0-2-3-7-0-N", "fen 1-3-0-0-1-2-1-0-0-0-2-3-7-0-N", "fen 1-3-0-0-1-2-1-2-0-0-2-3-5-0-N"]
    );
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
fn go_searches_and_answers_a_legal_best_move() {
    let answers = session(
        "position startpos moves C c\ngo depth 4\nsetoption name level value 2\ngo\n\
         setoption name level value 9\ngo depth 0\ngo sideways\n\
         position fen 0-0-0-0-0-1-0-0-0-0-0-0-10-37-S moves F\ngo movetime 50\n",
    );
    let infos: Vec<&String> = answers.iter().take_while(|a| a.starts_with("info ")).collect();
    assert_eq!(infos.len(), 4, "{answers:#?}");
    for (depth, info) in infos.iter().enumerate() {
        assert!(info.starts_with(&format!("info depth {} score ", depth + 1)), "{info}");
        assert!(info.contains(" nodes ") && info.contains(" nps ") && info.contains(" pv "), "{info}");
    }
    let legal = ["bestmove A", "bestmove B", "bestmove D", "bestmove E", "bestmove F"];
    assert!(legal.contains(&answers[4].as_str()), "{}", answers[4]);
    assert!(legal.contains(&answers[5].as_str()), "{}", answers[5]);
    assert!(answers[6].starts_with("error option level takes 1 to 5"), "{}", answers[6]);
    assert!(answers[7].starts_with("error go depth"), "{}", answers[7]);
    assert!(answers[8].starts_with("error usage: go"), "{}", answers[8]);
    assert_eq!(answers[9], "bestmove none", "the game is over");
}
