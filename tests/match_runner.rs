//! `awale-match` end to end: two `awale-engine` processes play a short match.

use std::process::Command;

fn awale_match(args: &[&str]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_awale-match"))
        .env("AWALE_TABLES", "off")
        .args(args)
        .output()
        .expect("awale-match starts");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn two_engines_play_a_match_judged_by_the_rules() {
    let engine = env!("CARGO_BIN_EXE_awale-engine");
    let (code, out, err) = awale_match(&[
        "--engine", engine, "--engine", engine, "--games", "4", "--plies", "3", "--go", "depth 2", "--go1", "depth 4",
    ]);
    assert_eq!(code, 0, "{err}");
    let games: Vec<&str> = out.lines().filter(|line| line.starts_with("game ")).collect();
    assert_eq!(games.len(), 4, "{out}");
    // Sides alternate, and each pair of games starts from the same random opening.
    assert!(games[0].contains("South engine 1, North engine 2"), "{out}");
    assert!(games[1].contains("South engine 2, North engine 1"), "{out}");
    let opening =
        |line: &str| line.split("; ").nth(1).unwrap().split_whitespace().take(4).collect::<Vec<_>>().join(" ");
    assert_eq!(opening(games[0]), opening(games[1]), "{out}");
    assert!(out.lines().any(|line| line.starts_with("engine 1 vs engine 2: +") && line.contains(" of 4: ")), "{out}");
    assert!(out.lines().any(|line| line.starts_with("Elo difference: ")), "{out}");
}

#[test]
fn a_stopped_match_is_finished_from_the_game_it_stopped_at() {
    let engine = env!("CARGO_BIN_EXE_awale-engine");
    let whole =
        ["--engine", engine, "--engine", engine, "--games", "6", "--plies", "4", "--seed", "5", "--go", "depth 3"];
    let (code, out, err) = awale_match(&whole);
    assert_eq!(code, 0, "{err}");
    let games = |out: &str| out.lines().filter(|line| line.starts_with("game ")).map(str::to_owned).collect::<Vec<_>>();
    let all = games(&out);
    assert_eq!(all.len(), 6, "{out}");
    // Games 4 to 6 alone: the same openings, sides and (searched to a fixed depth) the same games.
    let (code, out, err) = awale_match(&[&whole[..], &["--from", "4"]].concat());
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("games 4 to 6 of the match"), "{out}");
    assert_eq!(games(&out), all[3..], "{out}");
    assert!(out.contains(" of 3: "), "{out}");
    for bad in ["0", "7"] {
        let (code, _, err) = awale_match(&[&whole[..], &["--from", bad]].concat());
        assert_eq!(code, 2, "--from {bad}");
        assert!(err.contains("--from must be a game of the match, 1 to 6"), "{err}");
    }
}

#[test]
fn a_broken_engine_forfeits_and_bad_arguments_are_refused() {
    let engine = env!("CARGO_BIN_EXE_awale-engine");
    // An "engine" that answers UCI and then a move that is never legal at the start.
    let liar =
        "while read line; do case $line in uci) echo uciok;; isready) echo readyok;; go*) echo bestmove a;; esac; done";
    let (code, out, err) =
        awale_match(&["--engine", engine, "--engine", liar, "--games", "2", "--plies", "0", "--go", "depth 1"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("engine 2 forfeits"), "{out}");
    assert!(out.contains("+2 =0 -0 of 2"), "{out}");

    assert!(out.contains("forfeits: engine 1 0, engine 2 2"), "{out}");

    // An engine that dies at its first move, and one that goes silent: each game is forfeited
    // and the match goes on, with a fresh process each time.
    let dies = "while read line; do case $line in uci) echo uciok;; isready) echo readyok;; go*) exit 3;; esac; done";
    let (code, out, err) =
        awale_match(&["--engine", dies, "--engine", engine, "--games", "4", "--plies", "0", "--go", "depth 1"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.matches("engine 1 forfeits").count(), 4, "{out}");
    assert!(out.contains("+0 =0 -4 of 4") && out.contains("forfeits: engine 1 4, engine 2 0"), "{out}");
    let silent =
        "while read line; do case $line in uci) echo uciok;; isready) echo readyok;; go*) sleep 30;; esac; done";
    let (code, out, err) =
        awale_match(&["--engine", engine, "--engine", silent, "--games", "2", "--plies", "0", "--go", "movetime 10"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("forfeits: engine 1 0, engine 2 2"), "{out}");

    let (code, _, err) = awale_match(&["--engine", engine]);
    assert_eq!(code, 2);
    assert!(err.contains("exactly two engines"), "{err}");
    let (code, _, err) = awale_match(&["--engine", engine, "--engine", engine, "--games", "many"]);
    assert_eq!(code, 2);
    assert!(err.contains("--games takes a number"), "{err}");
}

#[test]
fn every_opening_is_played_with_both_colours_and_held_out_games_are_never_tuned_on() {
    let engine = env!("CARGO_BIN_EXE_awale-engine");
    // The 6 openings of one ply, each with both colours: 12 games, every first move once a side.
    let (code, out, err) =
        awale_match(&["--engine", engine, "--engine", engine, "--all-openings", "--plies", "1", "--go", "depth 1"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("openings: all 6 of 1 plies"), "{out}");
    let firsts: Vec<String> = out
        .lines()
        .filter(|line| line.starts_with("game "))
        .map(|line| line.split("; ").nth(1).unwrap().split_whitespace().nth(1).unwrap().to_owned())
        .collect();
    assert_eq!(firsts, ["A", "A", "B", "B", "C", "C", "D", "D", "E", "E", "F", "F"], "{out}");
    assert!(out.contains(" of 12: ") && out.contains("score 95 %: "), "{out}");

    // A match from a seed kept for measurement says so, and awale-tune refuses its record; the
    // same games from a training seed are tuned on.
    let dir = tempfile::tempdir().unwrap();
    for (seed, refused) in [("1007", true), ("7", false)] {
        let (code, out, err) = awale_match(&[
            "--engine", engine, "--engine", engine, "--games", "2", "--plies", "4", "--seed", seed, "--go", "depth 1",
        ]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(out.contains("(held out for measurement)"), refused, "{out}");
        let record = dir.path().join(format!("seed-{seed}.txt"));
        std::fs::write(&record, &out).unwrap();
        let tuned = Command::new(env!("CARGO_BIN_EXE_awale-tune")).arg("--fixed").arg(&record).output().unwrap();
        let said = String::from_utf8_lossy(&tuned.stderr);
        assert_eq!(tuned.status.code() == Some(2), refused, "seed {seed}: {said}");
        assert_eq!(said.contains("held-out openings (seed 1007"), refused, "{said}");
    }
}

#[test]
fn tuning_can_learn_from_a_search_of_each_position() {
    let engine = env!("CARGO_BIN_EXE_awale-engine");
    let (code, out, err) = awale_match(&[
        "--engine", engine, "--engine", engine, "--games", "2", "--plies", "4", "--seed", "7", "--go", "depth 2",
    ]);
    assert_eq!(code, 0, "{err}");
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("games.txt");
    std::fs::write(&record, &out).unwrap();
    let tune = |args: &[&str]| {
        let output = Command::new(env!("CARGO_BIN_EXE_awale-tune")).args(args).arg(&record).output().unwrap();
        (
            output.status.code(),
            String::from_utf8_lossy(&output.stdout).into_owned(),
            String::from_utf8_lossy(&output.stderr).into_owned(),
        )
    };
    // Without tables every position is labelled; with them, only boards the tables do not hold.
    let (code, said, err) = tune(&["--fixed", "--depth", "3", "--tables", "0"]);
    assert_eq!(code, Some(0), "{err}");
    let positions: usize =
        said.lines().next().unwrap().split(", ").nth(1).unwrap().split(' ').next().unwrap().parse().unwrap();
    assert!(
        said.contains(&format!("labelling {positions} positions of more than 0 seeds by a search of 3 plies")),
        "{said}"
    );
    assert!(said.contains("against the searches' scores"), "{said}");
    for bad in [&["--depth", "0"][..], &["--depth", "many"], &["--depth", "4", "--tables", "40"]] {
        let (code, _, err) = tune(bad);
        assert_eq!(code, Some(2), "{bad:?}: {err}");
        assert!(err.contains("usage: awale-tune"), "{err}");
    }
}
