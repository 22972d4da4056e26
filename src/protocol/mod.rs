//! The `awale-engine` text protocol: one command a line in, zero or more answer lines out.
//!
//! | command | answer |
//! |---|---|
//! | `setoption name NAME value VALUE` | nothing; a [`Rules`] field, or `preset`, used from the next `position`; or `level` 1–5 for `go`, or `friend` for the [`Friend`] (`friend_rating` 0–2000 sets its rating of the player, default [`Friend::START`]); or `weights`, the evaluation's [`crate::ai::FEATURES`] weights (in the order of [`crate::ai::FEATURE_NAMES`], hundredths of a seed; for tuning); or `book` `true`/`false`, whether `go movetime` and `go` at level 5 play the opening book's move where it has one ([`crate::ai::book`]; default `true`: the `info` line then gives the book's depth and score, with 0 nodes); or `tables` 0–18, the seeds of the board tables a full-strength search reads (0: none; `awale-engine` starts at [`crate::ai::tables::BOARD_SEEDS`]); or `threads` 1–64, the threads of a `go` search (default 1; at most the machine's cores; [`Searcher::set_threads`]); or `slice` 0–1000, milliseconds: above 0, a `go` searches as a web page does, a slice of that long at a time with nothing else done between ([`Searcher::search_slice`]; default 0, one search at once) |
//! | `setoption name friend_result value win\|draw\|loss` | `info string friend_rating R`: the game's result for the friend's opponent, and the rating it leads to ([`Friend::record`]) |
//! | `uci` | `id name …`, `id author …`, an `option name NAME type string default VALUE` line for each option, `uciok` |
//! | `ucinewgame` | nothing; a new game from the start under the rules set, with the searcher's table cleared |
//! | `position startpos [moves M …]` | nothing; the moves one a word (`C d`) or run together (`Cd`), as UCI programs send them |
//! | `position fen FEN [moves M …]` | nothing |
//! | `agree [split\|own-side]` | nothing; both players agree to stop the game, the seeds left shared equally or each taking his own row (by default as the `leftover` option says) |
//! | `legal` | `legal C D E` (just `legal` when none) |
//! | `fen` | `fen 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S` |
//! | `result` | `result ongoing`, or `result SOUTH NORTH south\|north\|draw REASON` |
//! | `perft D` | `perft D COUNT` (D from 0 to 20); `error perft stopped` if stopped |
//! | `go depth D` / `go movetime MS` | `info depth D score S nodes N nps N pv M …` lines, one as each iteration ends, then `bestmove M` (`bestmove none` when the game is over, with no `info`) |
//! | `go` | `bestmove M`: the move of the computer at the `level` option (1–5, default 5) |
//! | `go wtime MS btime MS [winc MS binc MS movestogo N]` | as `go movetime`, with a share of the clock of the side to move: its time over `movestogo` (default 30) plus its increment, at most an hour |
//! | `isready` | `readyok`, at once, even while a search runs |
//! | `stop` | while `go` or `perft` runs: it ends soon; `go` answers its best move so far |
//! | `quit` | nothing; the session ends, at once, even while a search runs |
//!
//! `go` and `perft` are [`Job`]s: the `awale-engine` binary runs them on a thread of their
//! own and goes on reading, so that `stop`, `quit` and `isready` are answered at once while
//! they run, whatever waits; any other command waits in a queue for the job to end, then
//! runs, in order.
//!
//! Anything malformed is answered `error <why>` and changes nothing; blank lines are ignored.

use crate::ai::{Friend, Level, Limits, Searcher, Slices, Weights};
use crate::engine::rules::Leftover;
use crate::engine::{Game, Rules};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

mod options;

/// The longest a move of `go wtime …` may take, in milliseconds: one hour, however large the
/// clock words.
pub const MOST_CLOCK_SHARE_MS: u64 = 3_600_000;

/// Deepest `perft` the protocol runs, so that a typing slip cannot block it for days.
pub const MAX_PERFT_DEPTH: u32 = 20;

/// Most seeds of the board tables the `tables` option asks for.
pub const MAX_TABLE_SEEDS: u8 = crate::ai::tables::MOST_SEEDS;

/// Most threads the `threads` option gives a search.
pub const MAX_THREADS: usize = 64;

/// Longest slice, in milliseconds, of the `slice` option's sliced search.
pub const MAX_SLICE_MS: u64 = 1000;

/// Deepest `go depth` the protocol accepts.
pub const MAX_GO_DEPTH: u32 = crate::ai::MAX_DEPTH;

/// One protocol session: the rules for the next `position`, the game, and the computer player.
pub struct Session {
    rules: Rules,
    game: Game,
    level: Level,
    /// Whether `go` plays the friend rather than the level.
    plays_friend: bool,
    /// The friend's rating of its opponent, and the games it rests on.
    friend: Friend,
    /// The seeds of the board tables searches read (0: none).
    tables: u8,
    /// The evaluation's weights.
    weights: Weights,
    /// Whether full-strength searches play the opening book's move.
    book: bool,
    /// Threads of a `go` search.
    threads: usize,
    /// Milliseconds of each slice of a sliced search (0: not sliced).
    slice: u64,
    /// The searcher and its table, made at the first `go`; lent to each [`Job`].
    searcher: Option<Searcher>,
}

/// What a line asks for: an answer now, or a [`Job`] to run.
pub enum Step {
    /// The answer, complete.
    Answer(Reply),
    /// A `go` or `perft` to run (on another thread, in the binary).
    Run(Box<Job>),
}

/// A command that may run long (`go`, `perft`), with what it needs, taken out of the session so
/// that it can run on another thread while the session's reader answers `stop`, `quit` and
/// `isready`. Give its searcher back with [`Session::finish`].
pub struct Job {
    task: Task,
    game: Game,
    tables: u8,
    weights: Weights,
    book: bool,
    threads: usize,
    slice: u64,
    /// The friend `go` plays, if it plays the friend.
    friend: Option<Friend>,
    searcher: Option<Searcher>,
}

enum Task {
    /// A search within limits, or (none) the computer's move at a level.
    Go(Option<Limits>, Level),
    Perft(u32),
}

impl Job {
    /// Runs the job, giving `out` each answer line as soon as it is known (each `info` line
    /// when its iteration ends). When `stop` is set, a search ends soon and answers the best move
    /// of its last finished iteration; a perft answers `error perft stopped`. Returns the
    /// searcher, for [`Session::finish`].
    pub fn run(self, stop: &Arc<AtomicBool>, out: &mut impl FnMut(String)) -> Option<Searcher> {
        let Job { task, game, tables, weights, book, threads, slice, friend, mut searcher } = self;
        match task {
            Task::Perft(depth) => match game.perft_stoppable(depth, stop) {
                Some(count) => out(format!("perft {depth} {count}")),
                None => out("error perft stopped".to_owned()),
            },
            Task::Go(limits, level) => {
                let searcher = searcher.get_or_insert_with(Searcher::default);
                searcher.set_stop_flag(Some(Arc::clone(stop)));
                searcher.set_board_tables(tables);
                searcher.set_weights(weights);
                searcher.set_book(book);
                searcher.set_threads(threads);
                let sliced = if slice == 0 {
                    None
                } else {
                    limits
                        .map(|limits| Slices::new(game.clone(), limits))
                        .or_else(|| friend.is_none().then(|| Slices::for_level(game.clone(), level)).flatten())
                };
                let best = if game.is_over() {
                    None
                } else if let Some(mut slices) = sliced {
                    // As a web page searches, a frame at a time (a stop ends it between slices).
                    loop {
                        if let Some(answer) = searcher.search_slice(&mut slices, Duration::from_millis(slice)) {
                            break answer;
                        }
                        if stop.load(std::sync::atomic::Ordering::Relaxed) {
                            break slices.best().or(game.legal_moves().first().copied());
                        }
                    }
                } else if let Some(limits) = limits {
                    let result = searcher.search(&game, limits, |info| {
                        let pv: String = info.pv.iter().map(|mv| format!(" {mv}")).collect();
                        out(format!(
                            "info depth {} score {} nodes {} nps {} pv{pv}",
                            info.depth, info.score, info.nodes, info.nps
                        ));
                    });
                    result.best
                } else if let Some(friend) = friend {
                    friend.choose(searcher, &game, &mut rand::rng())
                } else {
                    searcher.choose(&game, level, &mut rand::rng())
                };
                searcher.set_stop_flag(None);
                out(format!("bestmove {}", best.map_or("none".to_owned(), |m| m.to_string())));
            }
        }
        searcher
    }
}

/// What a command answered.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// Lines to print, without line ends.
    pub lines: Vec<String>,
    /// Whether the session has ended (`quit`).
    pub quit: bool,
}

impl Default for Session {
    fn default() -> Self {
        Session {
            rules: Rules::default(),
            game: Game::new(Rules::default()),
            level: Level::MAX,
            plays_friend: false,
            friend: Friend::new(),
            tables: 0,
            weights: Weights::default(),
            book: true,
            threads: 1,
            slice: 0,
            searcher: None,
        }
    }
}

/// `value` read as a number within `range`; `None` when it is not one, or outside.
fn number_in<T: std::str::FromStr + PartialOrd>(value: &str, range: std::ops::RangeInclusive<T>) -> Option<T> {
    value.parse().ok().filter(|number| range.contains(number))
}

fn error(why: String) -> Reply {
    Reply { lines: vec![format!("error {why}")], quit: false }
}

impl Session {
    /// A session with the default rules at the start position.
    #[must_use]
    pub fn new() -> Session {
        Session::default()
    }

    /// The game being played.
    #[must_use]
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Handles one line, running a `go` or `perft` to its end on this thread. Never panics; a
    /// malformed line is answered `error …`.
    pub fn handle(&mut self, line: &str) -> Reply {
        match self.start(line) {
            Step::Answer(reply) => reply,
            Step::Run(job) => {
                let mut lines = Vec::new();
                let searcher = job.run(&Arc::new(AtomicBool::new(false)), &mut |line| lines.push(line));
                self.finish(searcher);
                Reply { lines, quit: false }
            }
        }
    }

    /// Gives back the searcher a [`Job`] took.
    pub fn finish(&mut self, searcher: Option<Searcher>) {
        if searcher.is_some() {
            self.searcher = searcher;
        }
    }

    /// Handles one line, except a `go` or `perft`, which comes back as the [`Job`] to run (the
    /// searcher goes with it until [`Session::finish`]). Never panics; a malformed line is
    /// answered `error …`.
    pub fn start(&mut self, line: &str) -> Step {
        let words: Vec<&str> = line.split_whitespace().collect();
        let answer = match words.as_slice() {
            [] | ["stop"] => return Step::Answer(Reply::default()),
            ["quit"] => return Step::Answer(Reply { lines: Vec::new(), quit: true }),
            ["isready"] => Ok(Some("readyok".to_owned())),
            ["uci"] => return Step::Answer(Reply { lines: self.uci(), quit: false }),
            ["ucinewgame"] => {
                self.searcher = None;
                self.game = Game::new(self.rules);
                Ok(None)
            }
            ["setoption", "name", "friend_result", "value", value] => self.friend_result(value).map(Some),
            ["setoption", "name", name, "value", value] => self.set_option(name, value).map(|()| None),
            ["setoption", ..] => Err("usage: setoption name NAME value VALUE".to_owned()),
            ["position", rest @ ..] => self.position(rest).map(|()| None),
            ["agree"] => self.game.agree_to_stop().map(|_| None).map_err(|e| e.to_string()),
            ["agree", shared] => match shared.parse::<Leftover>() {
                Ok(shared) => self.game.agree_to_stop_sharing(shared).map(|_| None).map_err(|e| e.to_string()),
                Err(_) => Err(format!("agree takes split or own-side, not '{shared}'")),
            },
            ["legal"] => {
                let moves: Vec<String> = self.game.legal_moves().iter().map(|m| format!(" {m}")).collect();
                Ok(Some(format!("legal{}", moves.concat())))
            }
            ["fen"] => Ok(Some(format!("fen {}", self.game.position()))),
            ["result"] => Ok(Some(self.result())),
            ["perft", depth] => match depth.parse::<u32>() {
                Ok(d) if d <= MAX_PERFT_DEPTH => return Step::Run(Box::new(self.job(Task::Perft(d)))),
                _ => Err(format!("perft takes a depth from 0 to {MAX_PERFT_DEPTH}, not '{depth}'")),
            },
            ["go", rest @ ..] => match self.go(rest) {
                Ok(task) => return Step::Run(Box::new(self.job(task))),
                Err(reply) => return Step::Answer(reply),
            },
            [command, ..] => Err(format!(
                "unknown command '{command}' (commands: uci, ucinewgame, setoption, position, agree, legal, fen, \
                 result, perft, go, isready, stop, quit)"
            )),
        };
        let lines = match answer {
            Ok(line) => line.into_iter().collect(),
            Err(why) => vec![format!("error {why}")],
        };
        Step::Answer(Reply { lines, quit: false })
    }

    fn job(&mut self, task: Task) -> Job {
        Job {
            task,
            game: self.game.clone(),
            tables: self.tables,
            weights: self.weights,
            book: self.book,
            threads: self.threads,
            slice: self.slice,
            friend: self.plays_friend.then_some(self.friend),
            searcher: self.searcher.take(),
        }
    }

    fn go(&mut self, words: &[&str]) -> Result<Task, Reply> {
        let limits = match words {
            [] => None,
            ["depth", depth] => match depth.parse::<u32>() {
                Ok(d) if (1..=MAX_GO_DEPTH).contains(&d) => Some(Limits { depth: Some(d), movetime: None }),
                _ => return Err(error(format!("go depth takes 1 to {MAX_GO_DEPTH}, not '{depth}'"))),
            },
            ["movetime", ms] => match ms.parse::<u64>() {
                Ok(ms) if (1..=3_600_000).contains(&ms) => {
                    Some(Limits { depth: None, movetime: Some(Duration::from_millis(ms)) })
                }
                _ => return Err(error(format!("go movetime takes milliseconds from 1 to 3600000, not '{ms}'"))),
            },
            [first, ..] if ["wtime", "btime", "winc", "binc", "movestogo"].contains(first) => {
                Some(Limits { depth: None, movetime: Some(self.clock_share(words).map_err(error)?) })
            }
            _ => return Err(error("usage: go [depth D | movetime MS | wtime MS btime MS …]".to_owned())),
        };
        Ok(Task::Go(limits, self.level))
    }
}
