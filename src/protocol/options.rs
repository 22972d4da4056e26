//! The session's answers that read and set its options: `uci` (every option and its value),
//! `setoption`, `position`, the clock's share of a move, and `result`.

use super::{MAX_SLICE_MS, MAX_TABLE_SEEDS, MAX_THREADS, MOST_CLOCK_SHARE_MS, Session, number_in};
use crate::ai::{Friend, FriendResult, Level};
use crate::engine::{Game, Outcome, Pit, Position, Preset};
use std::time::Duration;

impl Session {
    /// The answer to `uci`: who we are, and every option with its value now.
    pub(super) fn uci(&self) -> Vec<String> {
        let mut lines = vec![
            format!("id name Awalé {}", env!("CARGO_PKG_VERSION")),
            "id author the Awalé authors".to_owned(),
            format!(
                "option name level type combo default {} var 1 var 2 var 3 var 4 var 5 var friend",
                if self.plays_friend { "friend".to_owned() } else { self.level.get().to_string() }
            ),
            format!(
                "option name friend_rating type spin default {:.0} min {:.0} max {:.0}",
                self.friend.rating(),
                Friend::MIN,
                Friend::MAX
            ),
            "option name friend_result type combo default none var none var win var draw var loss".to_owned(),
            format!("option name tables type spin default {} min 0 max {MAX_TABLE_SEEDS}", self.tables),
            format!("option name weights type string default {}", self.weights),
            format!("option name book type check default {}", self.book),
            format!("option name threads type spin default {} min 1 max {MAX_THREADS}", self.threads),
            format!("option name slice type spin default {} min 0 max {MAX_SLICE_MS}", self.slice),
        ];
        let presets: String = Preset::ALL.iter().map(|preset| format!(" var {}", preset.name())).collect();
        lines.push(format!("option name preset type combo default {}{presets}", Preset::Abapa.name()));
        for name in crate::engine::rules::OPTION_NAMES {
            let value = self.rules.get(name).unwrap_or_default();
            lines.push(format!("option name {name} type string default {value}"));
        }
        lines.push("uciok".to_owned());
        lines
    }

    /// The time for one move from UCI clock words: the side to move's time over `movestogo`
    /// (30 when not given) plus its increment, less 5 %; at least 10 ms and at most
    /// [`MOST_CLOCK_SHARE_MS`].
    pub(super) fn clock_share(&self, words: &[&str]) -> Result<Duration, String> {
        let mut clock = std::collections::HashMap::new();
        for pair in words.chunks(2) {
            match pair {
                [name @ ("wtime" | "btime" | "winc" | "binc" | "movestogo"), value] => {
                    let value = value.parse::<u64>().map_err(|_| format!("go {name} takes a number, not '{value}'"))?;
                    clock.insert(*name, value);
                }
                _ => return Err(format!("go: unexpected '{}'", pair.join(" "))),
            }
        }
        // South plays first, as White does in chess.
        let (time, increment) = match self.game.position().turn() {
            crate::engine::Side::South => ("wtime", "winc"),
            crate::engine::Side::North => ("btime", "binc"),
        };
        let left = *clock.get(time).ok_or_else(|| format!("go: {time} is needed for the side to move"))?;
        let moves = clock.get("movestogo").copied().unwrap_or(30).max(1);
        // Clocks of any size: no sum wraps, and no move takes more than MOST_CLOCK_SHARE.
        let share = (left / moves).saturating_add(clock.get(increment).copied().unwrap_or(0)).min(left);
        let share = (share - share / 20).clamp(10, MOST_CLOCK_SHARE_MS);
        Ok(Duration::from_millis(share))
    }

    pub(super) fn set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        if name == "level" {
            if value == "friend" {
                self.plays_friend = true;
                return Ok(());
            }
            self.level = value
                .parse()
                .ok()
                .and_then(Level::new)
                .ok_or_else(|| format!("option level takes 1 to 5 or friend, not '{value}'"))?;
            self.plays_friend = false;
            return Ok(());
        }
        if name == "friend_rating" {
            let rating =
                value.parse::<f32>().ok().filter(|rating| (Friend::MIN..=Friend::MAX).contains(rating)).ok_or_else(
                    || format!("option friend_rating takes {} to {}, not '{value}'", Friend::MIN, Friend::MAX),
                )?;
            self.friend = Friend::with_rating(rating, 0);
            return Ok(());
        }
        if name == "tables" {
            self.tables = number_in(value, 0..=MAX_TABLE_SEEDS)
                .ok_or_else(|| format!("option tables takes 0 to {MAX_TABLE_SEEDS} seeds, not '{value}'"))?;
            return Ok(());
        }
        if name == "book" {
            self.book = match value {
                "true" | "on" => true,
                "false" | "off" => false,
                _ => return Err(format!("option book takes true or false, not '{value}'")),
            };
            return Ok(());
        }
        if name.eq_ignore_ascii_case("threads") {
            self.threads = number_in(value, 1..=MAX_THREADS)
                .ok_or_else(|| format!("option threads takes 1 to {MAX_THREADS}, not '{value}'"))?;
            return Ok(());
        }
        if name == "slice" {
            self.slice = number_in(value, 0..=MAX_SLICE_MS)
                .ok_or_else(|| format!("option slice takes 0 to {MAX_SLICE_MS} milliseconds, not '{value}'"))?;
            return Ok(());
        }
        if name == "weights" {
            self.weights = value.parse().map_err(|e| format!("option weights: {e}"))?;
            return Ok(());
        }
        if name == "preset" {
            self.rules = value.parse::<Preset>().map_err(|e| e.to_string())?.rules();
            return Ok(());
        }
        self.rules.set(name, value).map_err(|e| e.to_string())
    }

    /// `setoption name friend_result value win|draw|loss`: records a game's result for the
    /// friend's opponent and answers the new rating.
    pub(super) fn friend_result(&mut self, value: &str) -> Result<String, String> {
        let result = value.parse::<FriendResult>().map_err(|why| format!("option friend_result {why}"))?;
        Ok(format!("info string friend_rating {:.0}", self.friend.record(result)))
    }

    pub(super) fn position(&mut self, words: &[&str]) -> Result<(), String> {
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
        // UCI programs run the moves together (`CdAe`): a word of pit letters is that many moves.
        let moves: Vec<String> = moves
            .iter()
            .flat_map(|word| {
                if word.chars().count() > 1 && word.chars().all(|c| Pit::from_letter(c).is_some()) {
                    word.chars().map(String::from).collect()
                } else {
                    vec![(*word).to_owned()]
                }
            })
            .collect();
        let mut game = Game::from_position(self.rules, start);
        for (index, text) in moves.iter().enumerate() {
            let mv = text.parse().map_err(|e| format!("move {}: {e}", index + 1))?;
            game.play(mv).map_err(|e| format!("move {} ({mv}) cannot be played: {e}", index + 1))?;
        }
        self.game = game;
        Ok(())
    }

    pub(super) fn result(&self) -> String {
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
