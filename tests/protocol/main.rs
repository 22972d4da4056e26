//! The `awale-engine` binary end to end: spawn it, send lines, read the answers.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

/// Sends `input` (one command a line) and returns every answer line.
fn session(input: &str) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_awale-engine"))
        .env("AWALE_TABLES", "off")
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

/// The engine running, read line by line as it answers.
struct Running {
    child: std::process::Child,
    input: std::process::ChildStdin,
    answers: std::sync::mpsc::Receiver<String>,
}

impl Running {
    fn start() -> Running {
        let mut child = Command::new(env!("CARGO_BIN_EXE_awale-engine"))
            .env("AWALE_TABLES", "off")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        let input = child.stdin.take().unwrap();
        let output = child.stdout.take().unwrap();
        let (send, answers) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Running { child, input, answers }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// The next answer; a minute without one is a hang.
    fn next(&self) -> String {
        self.answers.recv_timeout(std::time::Duration::from_secs(60)).expect("an answer within a minute")
    }

    /// The next answer that is not an `info` line.
    fn next_not_info(&self) -> String {
        loop {
            let answer = self.next();
            if !answer.starts_with("info ") {
                return answer;
            }
        }
    }

    /// Waits (a minute at most) for the engine to exit; whether it exited cleanly.
    fn exits(mut self) -> bool {
        for _ in 0..600 {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.success();
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        let _ = self.child.kill();
        false
    }
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

#[test]
fn the_book_option_turns_the_opening_book_on_and_off() {
    let answers = session(
        "setoption name preset value tournament\nposition startpos\ngo movetime 30\n\
         setoption name book value false\ngo movetime 30\nsetoption name book value maybe\n",
    );
    let infos: Vec<&String> = answers.iter().filter(|line| line.starts_with("info ")).collect();
    assert!(infos[0].contains(" nodes 0 "), "the book answers at once: {answers:#?}");
    assert!(infos.last().is_some_and(|line| !line.contains(" nodes 0 ")), "{answers:#?}");
    assert_eq!(answers.iter().filter(|line| line.starts_with("bestmove ")).count(), 2, "{answers:#?}");
    assert!(
        answers.last().is_some_and(|line| line.starts_with("error option book takes true or false")),
        "{answers:#?}"
    );
}

#[test]
fn the_threads_option_searches_on_several_threads() {
    let answers = session(
        "uci\nsetoption name threads value 2\nposition startpos moves C\ngo depth 9\n\
         setoption name Threads value 0\nsetoption name threads value many\n",
    );
    assert!(answers.iter().any(|line| line == "option name threads type spin default 1 min 1 max 64"), "{answers:#?}");
    let infos: Vec<&String> = answers.iter().filter(|line| line.starts_with("info ")).collect();
    assert_eq!(infos.len(), 9, "one info line an iteration: {answers:#?}");
    assert!(answers.iter().any(|line| line.starts_with("bestmove ")), "{answers:#?}");
    let errors: Vec<&String> = answers.iter().filter(|line| line.starts_with("error ")).collect();
    assert_eq!(
        errors,
        ["error option threads takes 1 to 64, not '0'", "error option threads takes 1 to 64, not 'many'"],
        "{answers:#?}"
    );
}

/// The `slice` option: a `go` then searches as a web page does, a slice at a time (without
/// `info` lines), and `stop` ends it between slices.
#[test]
fn the_slice_option_searches_as_a_web_page_does() {
    let answers = session(
        // `stop` ends the search running when it is read: the first.
        "uci\nsetoption name slice value 10\nposition startpos moves C\ngo movetime 600000\nstop\n\
         go depth 9\nsetoption name slice value 1001\nsetoption name slice value fast\n",
    );
    assert!(answers.iter().any(|line| line == "option name slice type spin default 0 min 0 max 1000"), "{answers:#?}");
    assert!(!answers.iter().any(|line| line.starts_with("info ")), "a sliced search prints no info: {answers:#?}");
    let best: Vec<&String> = answers.iter().filter(|line| line.starts_with("bestmove ")).collect();
    assert_eq!(best.len(), 2, "{answers:#?}");
    for line in best {
        assert!(
            ["bestmove c", "bestmove d", "bestmove e", "bestmove f", "bestmove a", "bestmove b"]
                .contains(&line.as_str())
        );
    }
    let errors: Vec<&String> = answers.iter().filter(|line| line.starts_with("error ")).collect();
    assert_eq!(
        errors,
        [
            "error option slice takes 0 to 1000 milliseconds, not '1001'",
            "error option slice takes 0 to 1000 milliseconds, not 'fast'"
        ],
        "{answers:#?}"
    );
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

/// Weights at the edge of their range do not make the evaluation look like a proven win: the
/// search still goes as deep as asked.
#[test]
fn extreme_weights_leave_the_search_its_depth() {
    let weights = ["10000"; 15].join(",");
    for sign in ["", "-"] {
        let weights = weights.replace("10000", &format!("{sign}10000"));
        let answers =
            session(&format!("setoption name weights value {weights}\nposition startpos moves C c\ngo depth 8\n"));
        let deepest = answers.iter().filter(|a| a.starts_with("info depth ")).count();
        assert_eq!(deepest, 8, "weights {sign}10000: {answers:#?}");
    }
}

#[test]
fn the_friend_plays_and_its_rating_follows_the_results() {
    let answers = session(
        "setoption name level value friend\nsetoption name friend_rating value 800\nuci\n\
         position startpos moves C c\ngo\nsetoption name friend_result value win\n\
         setoption name friend_result value loss\nsetoption name friend_result value won\n\
         setoption name friend_rating value 2001\nsetoption name friend_rating value high\n\
         setoption name level value buddy\nsetoption name level value 3\nuci\n",
    );
    let options = |from: usize| answers[from..].iter().take_while(|line| *line != "uciok").cloned().collect::<Vec<_>>();
    let first = options(0);
    assert!(
        first.contains(
            &"option name level type combo default friend var 1 var 2 var 3 var 4 var 5 var friend".to_owned()
        )
    );
    assert!(first.contains(&"option name friend_rating type spin default 800 min 0 max 2000".to_owned()), "{first:?}");
    assert!(first.iter().any(|line| line.starts_with("option name friend_result type combo")), "{first:?}");
    let rest = &answers[first.len() + 1..];
    let legal = ["bestmove A", "bestmove B", "bestmove D", "bestmove E", "bestmove F"];
    assert!(legal.contains(&rest[0].as_str()), "{rest:?}");
    let rating = |line: &str| -> f32 {
        line.strip_prefix("info string friend_rating ").and_then(|r| r.parse().ok()).unwrap_or_else(|| panic!("{line}"))
    };
    let (after_win, after_loss) = (rating(&rest[1]), rating(&rest[2]));
    assert!(after_win > 800.0 && after_loss < after_win, "{rest:?}");
    assert_eq!(rest[3], "error option friend_result takes win, draw or loss, not 'won'");
    assert_eq!(rest[4], "error option friend_rating takes 0 to 2000, not '2001'");
    assert_eq!(rest[5], "error option friend_rating takes 0 to 2000, not 'high'");
    assert_eq!(rest[6], "error option level takes 1 to 5 or friend, not 'buddy'");
    let last = options(first.len() + 8);
    assert!(last.iter().any(|line| line.starts_with("option name level type combo default 3 ")), "{last:?}");
    assert!(last.contains(&format!("option name friend_rating type spin default {after_loss:.0} min 0 max 2000")));
}
