//! The `awale-engine` text protocol: one command a line in, zero or more answer lines out.
//!
//! | command | answer |
//! |---|---|
//! | `setoption name NAME value VALUE` | nothing; a [`Rules`] field, or `preset`, used from the next `position`; or `level` 1–5 for `go` |
//! | `position startpos [moves M …]` | nothing |
//! | `position fen FEN [moves M …]` | nothing |
//! | `agree` | nothing; both players agree to stop the game |
//! | `legal` | `legal C D E` (just `legal` when none) |
//! | `fen` | `fen 4-4-4-4-4-4-4-4-4-4-4-4-0-0-S` |
//! | `result` | `result ongoing`, or `result SOUTH NORTH south\|north\|draw REASON` |
//! | `perft D` | `perft D COUNT` (D from 0 to 20) |
//! | `go depth D` / `go movetime MS` | `info depth D score S nodes N nps N pv M …` lines, then `bestmove M` |
//! | `go` | `bestmove M`: the move of the computer at the `level` option (1–5, default 5) |
//! | `quit` | nothing; the session ends |
//!
//! Anything malformed is answered `error <why>` and changes nothing; blank lines are ignored.

use crate::ai::{Level, Limits, Searcher};
use crate::engine::{Game, Outcome, Position, Preset, Rules};
use std::time::Duration;

/// Deepest `perft` the protocol runs, so that a typing slip cannot block it for days.
pub const MAX_PERFT_DEPTH: u32 = 20;

/// Deepest `go depth` the protocol accepts.
pub const MAX_GO_DEPTH: u32 = crate::ai::MAX_DEPTH;

/// One protocol session: the rules for the next `position`, the game, and the computer player.
pub struct Session {
    rules: Rules,
    game: Game,
    level: Level,
    searcher: Searcher,
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
            searcher: Searcher::default(),
        }
    }
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

    /// Handles one line. Never panics; a malformed line is answered `error …`.
    pub fn handle(&mut self, line: &str) -> Reply {
        let words: Vec<&str> = line.split_whitespace().collect();
        let answer = match words.as_slice() {
            [] => return Reply::default(),
            ["quit"] => return Reply { lines: Vec::new(), quit: true },
            ["setoption", "name", name, "value", value] => self.set_option(name, value).map(|()| None),
            ["setoption", ..] => Err("usage: setoption name NAME value VALUE".to_owned()),
            ["position", rest @ ..] => self.position(rest).map(|()| None),
            ["agree"] => self.game.agree_to_stop().map(|_| None).map_err(|e| e.to_string()),
            ["legal"] => {
                let moves: Vec<String> = self.game.legal_moves().iter().map(|m| format!(" {m}")).collect();
                Ok(Some(format!("legal{}", moves.concat())))
            }
            ["fen"] => Ok(Some(format!("fen {}", self.game.position()))),
            ["result"] => Ok(Some(self.result())),
            ["perft", depth] => match depth.parse::<u32>() {
                Ok(d) if d <= MAX_PERFT_DEPTH => Ok(Some(format!("perft {d} {}", self.game.perft(d)))),
                _ => Err(format!("perft takes a depth from 0 to {MAX_PERFT_DEPTH}, not '{depth}'")),
            },
            ["go", rest @ ..] => return self.go(rest),
            [command, ..] => Err(format!(
                "unknown command '{command}' (commands: setoption, position, agree, legal, fen, result, perft, go, quit)"
            )),
        };
        let lines = match answer {
            Ok(line) => line.into_iter().collect(),
            Err(why) => vec![format!("error {why}")],
        };
        Reply { lines, quit: false }
    }

    fn go(&mut self, words: &[&str]) -> Reply {
        let limits = match words {
            [] => None,
            ["depth", depth] => match depth.parse::<u32>() {
                Ok(d) if (1..=MAX_GO_DEPTH).contains(&d) => Some(Limits { depth: Some(d), movetime: None }),
                _ => return error(format!("go depth takes 1 to {MAX_GO_DEPTH}, not '{depth}'")),
            },
            ["movetime", ms] => match ms.parse::<u64>() {
                Ok(ms) if (1..=3_600_000).contains(&ms) => {
                    Some(Limits { depth: None, movetime: Some(Duration::from_millis(ms)) })
                }
                _ => return error(format!("go movetime takes milliseconds from 1 to 3600000, not '{ms}'")),
            },
            _ => return error("usage: go [depth D | movetime MS]".to_owned()),
        };
        let mut lines = Vec::new();
        let best = match limits {
            Some(limits) => {
                let result = self.searcher.search(&self.game, limits, |info| {
                    let pv: Vec<String> = info.pv.iter().map(ToString::to_string).collect();
                    lines.push(format!(
                        "info depth {} score {} nodes {} nps {} pv {}",
                        info.depth,
                        info.score,
                        info.nodes,
                        info.nps,
                        pv.join(" ")
                    ));
                });
                result.best
            }
            None => self.searcher.choose(&self.game, self.level, &mut rand::rng()),
        };
        lines.push(format!("bestmove {}", best.map_or("none".to_owned(), |m| m.to_string())));
        Reply { lines, quit: false }
    }

    fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        if name == "level" {
            self.level = value
                .parse()
                .ok()
                .and_then(Level::new)
                .ok_or_else(|| format!("option level takes 1 to 5, not '{value}'"))?;
            return Ok(());
        }
        if name == "preset" {
            self.rules = value.parse::<Preset>().map_err(|e| e.to_string())?.rules();
            return Ok(());
        }
        self.rules.set(name, value).map_err(|e| e.to_string())
    }

    fn position(&mut self, words: &[&str]) -> Result<(), String> {
        let (start, rest) = match words {
            ["startpos", rest @ ..] => (Position::start(&self.rules), rest),
            ["fen", fen, rest @ ..] => (fen.parse::<Position>().map_err(|e| format!("bad fen: {e}"))?, rest),
            _ => return Err("usage: position startpos|fen FEN [moves M …]".to_owned()),
        };
        let moves = match rest {
            [] => &[][..],
            ["moves", moves @ ..] => moves,
            _ => return Err(format!("expected 'moves' after the position, found '{}'", rest.join(" "))),
        };
        let mut game = Game::from_position(self.rules, start);
        for (index, text) in moves.iter().enumerate() {
            let mv = text.parse().map_err(|e| format!("move {}: {e}", index + 1))?;
            game.play(mv).map_err(|e| format!("move {} ({mv}) cannot be played: {e}", index + 1))?;
        }
        self.game = game;
        Ok(())
    }

    fn result(&self) -> String {
        match self.game.outcome() {
            Outcome::Ongoing => "result ongoing".to_owned(),
            Outcome::Over(end) => format!(
                "result {} {} {} {}",
                end.scores.south,
                end.scores.north,
                end.winner.map_or("draw", |side| side.name()),
                end.reason.word()
            ),
        }
    }
}
