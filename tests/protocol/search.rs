//! Searches and perfts while lines keep coming: stopped, quit, never deaf, whatever the lines.

use super::*;

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

#[test]
fn a_search_streams_its_info_and_answers_isready_and_stop_while_it_runs() {
    let mut engine = Running::start();
    engine.send("position startpos");
    engine.send("go depth 64");
    // Depth 64 never ends on its own: this line comes while the search runs.
    let first = engine.next();
    assert!(first.starts_with("info depth 1 score "), "{first}");
    engine.send("isready");
    assert_eq!(engine.next_not_info(), "readyok", "isready is answered during the search");
    engine.send("stop");
    let best = engine.next_not_info();
    assert!(
        ["bestmove A", "bestmove B", "bestmove C", "bestmove D", "bestmove E", "bestmove F"].contains(&best.as_str()),
        "{best}"
    );
    engine.send("fen");
    assert_eq!(engine.next(), "fen 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S", "the session carries on");
    engine.send("go movetime 3600000");
    assert!(engine.next().starts_with("info depth 1 "));
    engine.send("quit");
    assert!(engine.exits(), "quit ends an hour-long search at once");
}

/// Lines sent during a search never deafen the engine: `isready`, `stop` and `quit` are
/// answered at once, even behind commands that wait for the search to end, which then run in
/// order.
#[test]
fn commands_sent_during_a_search_wait_their_turn_and_never_block_the_reader() {
    let mut engine = Running::start();
    engine.send("position startpos");
    engine.send("go depth 64");
    assert!(engine.next().starts_with("info depth 1 "));
    for line in ["legal", "ucinewgame", "position startpos moves C", "fen"] {
        engine.send(line);
    }
    engine.send("isready");
    assert_eq!(engine.next_not_info(), "readyok", "answered before the search ends");
    engine.send("isready");
    assert_eq!(engine.next_not_info(), "readyok", "and again");
    engine.send("stop");
    assert!(engine.next_not_info().starts_with("bestmove "));
    assert_eq!(engine.next(), "legal A B C D E F", "the lines that waited run after the search");
    assert_eq!(engine.next(), "fen 4-4-0-5-5-5-5-4-4-4-4-4-0-0-N", "in order");
    engine.send("go depth 64");
    assert!(engine.next().starts_with("info depth 1 "));
    engine.send("result");
    engine.send("quit");
    assert!(engine.exits(), "quit is heard behind a waiting command");
}

#[test]
fn a_long_perft_can_be_stopped_or_quit() {
    let mut engine = Running::start();
    engine.send("perft 20");
    engine.send("isready");
    assert_eq!(engine.next(), "readyok");
    engine.send("stop");
    assert_eq!(engine.next(), "error perft stopped");
    engine.send("perft 4");
    assert_eq!(engine.next(), "perft 4 1014");
    engine.send("perft 20");
    engine.send("quit");
    assert!(engine.exits(), "quit ends an eleven-day perft at once");
}

/// A line of the protocol, right or wrong: commands with random arguments, searches that are
/// stopped, `quit` anywhere, and noise.
fn any_line() -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::prelude::*;
    prop_oneof![
        (1u32..6).prop_map(|d| format!("go depth {d}")),
        (1u32..40).prop_map(|ms| format!("go movetime {ms}")),
        Just("go depth 64\nstop".to_owned()),
        Just("go depth 64\nposition startpos moves C\nisready".to_owned()),
        Just("go depth 64\nlegal\nucinewgame\nisready".to_owned()),
        Just("go movetime 200\nfen\nsetoption name level value 2\nisready".to_owned()),
        Just("perft 20\nisready\nstop".to_owned()),
        (0u32..5).prop_map(|d| format!("perft {d}")),
        Just("stop".to_owned()),
        Just("isready".to_owned()),
        Just("quit".to_owned()),
        Just("agree".to_owned()),
        Just("legal".to_owned()),
        Just("fen".to_owned()),
        Just("result".to_owned()),
        Just("position startpos moves C c B".to_owned()),
        Just("position startpos moves CcBd".to_owned()),
        Just("uci".to_owned()),
        Just("ucinewgame".to_owned()),
        (0u64..100_000, 0u64..100_000).prop_map(|(w, b)| format!("go wtime {w} btime {b}")),
        "[0-9-]{0,40}[SN]?".prop_map(|fen| format!("position fen {fen}")),
        ("[a-z_]{1,14}", "[a-z0-9-]{0,8}").prop_map(|(name, value)| format!("setoption name {name} value {value}")),
        "[^\n\r]{0,30}",
    ]
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(32))]

    /// Whatever comes in, the engine answers in its own words and exits cleanly.
    #[test]
    fn random_lines_never_break_the_engine(lines in proptest::collection::vec(any_line(), 1..24)) {
        let mut engine = Running::start();
        for line in &lines {
            // After a `quit` the engine is gone and the pipe is closed: that is fine.
            let _ = writeln!(engine.input, "{line}").and_then(|()| engine.input.flush());
        }
        // Whatever runs or waits, `isready` is answered within seconds.
        if !lines.iter().any(|line| line.lines().any(|line| line.trim() == "quit")) {
            engine.send("isready");
            let until = std::time::Instant::now() + std::time::Duration::from_secs(10);
            loop {
                let left = until.saturating_duration_since(std::time::Instant::now());
                match engine.answers.recv_timeout(left) {
                    Ok(answer) if answer == "readyok" => break,
                    Ok(_) => {}
                    Err(_) => proptest::prop_assert!(false, "{:?}: isready unanswered for 10 s", lines),
                }
            }
        }
        let _ = writeln!(engine.input, "quit");
        let known =
            ["info ", "bestmove ", "readyok", "legal", "fen ", "result ", "perft ", "error ", "id ", "option ", "uciok"];
        while let Ok(answer) = engine.answers.recv_timeout(std::time::Duration::from_secs(60)) {
            proptest::prop_assert!(known.iter().any(|start| answer.starts_with(start)), "{:?}: {}", lines, answer);
        }
        proptest::prop_assert!(engine.exits(), "{:?}", lines);
    }
}

/// Clock words of any size: the share of the clock neither wraps nor panics, and `stop` ends
/// the long search it gives.
#[test]
fn huge_clock_words_give_a_search_that_stop_ends() {
    let mut engine = Running::start();
    engine.send("position startpos");
    engine.send("go wtime 18446744073709551615 btime 1 winc 18446744073709551615 movestogo 1");
    std::thread::sleep(std::time::Duration::from_millis(300));
    engine.send("stop");
    let answer = engine.next_not_info();
    assert!(answer.starts_with("bestmove "), "{answer}");
    engine.send("isready");
    assert_eq!(engine.next_not_info(), "readyok");
    engine.send("quit");
    assert!(engine.exits(), "the engine exits cleanly");
}
