//! The options: rules from the next position, the book, threads, slices, weights and the friend.

use super::*;

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
