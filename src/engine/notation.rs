//! Game records as text, for export and import: tags for the players and the rules, then the
//! moves in A–F / a–f notation, each with the seeds it captured.
//!
//! ```text
//! [Game "Awalé"]
//! [South "Ama"]
//! [North "Kofi"]
//! [NorthPlays "friend"]
//! [seeds_per_pit "4"]
//! …one tag per rule option, named as the protocol names it…
//! [Result "25-23"]
//!
//! 1. C d 2. F a+3 3. B
//! ```
//!
//! A move number opens each of South's moves (`1...` when North moves first); `+3` after a move
//! says it captured 3 seeds. A `SouthPlays` or `NorthPlays` tag says who played that side when
//! it was not a person (the game's words: `friend`, `computer 3`). A `Start` tag holds the position text when the game did not start
//! from the rules' start position with South to move.

use super::end::Outcome;
use super::game::{Game, RecordError};
use super::position::PositionError;
use super::rules::{OPTION_NAMES, Rules, RulesError};
use super::{BySide, Move, Pit, Position, Side};
use std::fmt::Write as _;

/// Longest line of moves written.
const LINE: usize = 78;

/// Why a text is not a record that replays.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// A tag line is not `[Name "value"]`.
    #[error("line {line}: a tag is written [Name \"value\"], not '{text}'")]
    BadTag {
        /// 1-based line number.
        line: usize,
        /// The line.
        text: String,
    },
    /// A rule option tag has a value the option does not take.
    #[error("line {line}: {error}")]
    BadOption {
        /// 1-based line number.
        line: usize,
        /// What is wrong with it.
        error: RulesError,
    },
    /// The `Start` tag is not a position.
    #[error("line {line}: the start position: {error}")]
    BadStart {
        /// 1-based line number.
        line: usize,
        /// What is wrong with it.
        error: PositionError,
    },
    /// A word of the moves is not a move.
    #[error("line {line}: '{word}' is not a move (a pit letter A–F or a–f, then +N if it captured N seeds)")]
    BadMove {
        /// 1-based line number.
        line: usize,
        /// The word.
        word: String,
    },
    /// A move cannot be played.
    #[error(transparent)]
    Illegal(#[from] RecordError),
    /// A move captures a different number of seeds from the one the record says.
    #[error("move {number} ({mv}) captures {actual} seeds, but the record says {recorded}")]
    WrongCapture {
        /// 1-based number of the move.
        number: usize,
        /// The move.
        mv: Move,
        /// Seeds the record says it captured.
        recorded: u8,
        /// Seeds it captures.
        actual: u8,
    },
}

/// Writes `game` as a record: tags (players, every rule option, the start when it is not the
/// usual one, the result) and its moves with their captures.
#[must_use]
pub fn write(game: &Game, players: &BySide<String>) -> String {
    write_played(game, players, &BySide::default())
}

/// The tag that says who played `side`: `SouthPlays` or `NorthPlays`.
#[must_use]
pub fn plays_tag(side: Side) -> &'static str {
    match side {
        Side::South => "SouthPlays",
        Side::North => "NorthPlays",
    }
}

/// Writes `game` as [`write`] does, with a [`plays_tag`] for each side whose `plays` is not
/// empty: who played it, in words the game gives meaning to (a person, the friend, the computer
/// at a level), so that an imported game plays on as it was.
#[must_use]
pub fn write_played(game: &Game, players: &BySide<String>, plays: &BySide<String>) -> String {
    let rules = game.rules();
    let mut text = String::from("[Game \"Awalé\"]\n");
    for side in [Side::South, Side::North] {
        let _ = writeln!(text, "[{side} \"{}\"]", escape(&players[side]));
    }
    for side in [Side::South, Side::North] {
        if !plays[side].is_empty() {
            let _ = writeln!(text, "[{} \"{}\"]", plays_tag(side), escape(&plays[side]));
        }
    }
    write_option_tags(&mut text, rules);
    if game.start() != Position::start(rules) {
        let _ = writeln!(text, "[Start \"{}\"]", game.start());
    }
    let result = match game.outcome() {
        Outcome::Over(end) => format!("{}-{}", end.scores.south, end.scores.north),
        Outcome::Ongoing => "*".to_owned(),
    };
    let _ = writeln!(text, "[Result \"{result}\"]\n");
    write_wrapped(&mut text, move_words(game));
    text
}

/// One tag a rule option, named as the protocol names it: `[capture_limit "6"]`.
pub(super) fn write_option_tags(text: &mut String, rules: &Rules) {
    for name in OPTION_NAMES {
        let _ = writeln!(text, "[{name} \"{}\"]", rules.get(name).unwrap_or_default());
    }
}

/// `words` separated by spaces, in lines of at most [`LINE`] characters (a longer word alone).
pub(super) fn write_wrapped(text: &mut String, words: impl IntoIterator<Item = String>) {
    let mut line = String::new();
    for word in words {
        if !line.is_empty() && line.len() + 1 + word.len() > LINE {
            text.push_str(&line);
            text.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    if !line.is_empty() {
        text.push_str(&line);
        text.push('\n');
    }
}

/// The moves of `game` as a record writes them, one word each: `1. C` (a move number opens
/// each of South's moves, `1...` a first move by North), `d+3` (a move capturing 3 seeds).
#[must_use]
pub fn move_words(game: &Game) -> Vec<String> {
    let mut replay = Game::from_position(*game.rules(), game.start());
    let mut number = 1;
    let mut words = Vec::with_capacity(game.moves().len());
    for (index, &mv) in game.moves().iter().enumerate() {
        let mut word = String::new();
        match replay.position().turn() {
            Side::South => {
                let _ = write!(word, "{number}. ");
            }
            Side::North if index == 0 => {
                let _ = write!(word, "{number}... ");
            }
            Side::North => {}
        }
        if replay.position().turn() == Side::North {
            number += 1;
        }
        let captured = replay.play(mv).map(|report| report.captured()).unwrap_or_default();
        let _ = write!(word, "{mv}");
        if captured > 0 {
            let _ = write!(word, "+{captured}");
        }
        words.push(word);
    }
    words
}

/// Reads a record written by [`write`] (or by hand) and replays it through the rules. Tags
/// other than the players, the rule options and `Start` are ignored; an option without a tag
/// takes its default.
///
/// # Errors
/// [`NotationError`]: the first bad tag or word with its line, or the first move that cannot be
/// played with its number and why.
pub fn read(text: &str) -> Result<(Game, BySide<String>), NotationError> {
    // A byte-order mark (some editors on Windows start a UTF-8 file with one) is not a word.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut rules = Rules::default();
    let mut start = None;
    let mut players = BySide::<String>::default();
    let mut words = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let trimmed = raw.trim();
        if trimmed.starts_with('[') {
            let (name, value) = tag(trimmed).ok_or_else(|| NotationError::BadTag { line, text: trimmed.to_owned() })?;
            match name {
                "South" => players.south = unescape(value),
                "North" => players.north = unescape(value),
                "Start" => start = Some(value.parse().map_err(|error| NotationError::BadStart { line, error })?),
                _ if OPTION_NAMES.contains(&name) => {
                    rules.set(name, value).map_err(|error| NotationError::BadOption { line, error })?;
                }
                _ => {}
            }
        } else {
            words.extend(trimmed.split_whitespace().map(|word| (line, word)));
        }
    }

    let game = replay(Game::from_position(rules, start.unwrap_or_else(|| Position::start(&rules))), words)?;
    Ok((game, players))
}

/// Who played each side, as a record's [`plays_tag`]s say (empty where it has none).
#[must_use]
pub fn read_plays(text: &str) -> BySide<String> {
    let mut plays = BySide::<String>::default();
    for (name, value) in text.lines().filter_map(|line| tag(line.trim())) {
        for side in [Side::South, Side::North] {
            if name == plays_tag(side) {
                plays[side] = unescape(value);
            }
        }
    }
    plays
}

/// Plays the moves among `words` (each with its line) on `game`: move numbers and results are
/// skipped, a `+N` after a move must be the seeds it captures.
///
/// # Errors
/// [`NotationError`]: the first word that is not a move, or the first move that cannot be
/// played or captures other than it says.
pub(super) fn replay<'a>(
    mut game: Game,
    words: impl IntoIterator<Item = (usize, &'a str)>,
) -> Result<Game, NotationError> {
    for (line, word) in words {
        if is_number_or_result(word) {
            continue;
        }
        let (mv, recorded) = parse_move(word).ok_or_else(|| NotationError::BadMove { line, word: word.to_owned() })?;
        let number = game.moves().len() + 1;
        let report = game.play(mv).map_err(|reason| RecordError { number, mv, reason })?;
        // Aualé writes the last move of a game that ended by gathering (a repetition, no move
        // left) with the seeds the mover gathered added to those he captured.
        let gathered: u8 = report
            .end
            .as_ref()
            .map_or(0, |end| end.sweep.iter().filter(|sweep| sweep.to == report.side).map(|sweep| sweep.seeds).sum());
        if let Some(recorded) = recorded
            && recorded != report.captured()
            && !(gathered > 0 && recorded == report.captured().saturating_add(gathered))
        {
            return Err(NotationError::WrongCapture { number, mv, recorded, actual: report.captured() });
        }
    }
    Ok(game)
}

/// A tag's value as written between its quotes: `\` and `"` escaped with `\`.
pub(super) fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// A tag's value as it was before [`escape`]: `\"` → `"`, `\\` → `\`; a `\` before any other
/// character stays as it is.
pub(super) fn unescape(value: &str) -> String {
    let mut text = String::with_capacity(value.len());
    let mut chars = value.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, chars.peek()) {
            ('\\', Some(&next @ ('"' | '\\'))) => {
                text.push(next);
                chars.next();
            }
            _ => text.push(c),
        }
    }
    text
}

/// `[Name "value"]` → `("Name", "value")`.
pub(super) fn tag(line: &str) -> Option<(&str, &str)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?;
    let (name, value) = inner.split_once(' ')?;
    let value = value.trim().strip_prefix('"')?.strip_suffix('"')?;
    Some((name, value))
}

/// Move numbers (`12.`, `12...`, `…`) and results (`25-23`, `*`) between the moves.
fn is_number_or_result(word: &str) -> bool {
    let digits = word.trim_end_matches(['.', '…']);
    (digits.len() < word.len() && digits.chars().all(|c| c.is_ascii_digit()))
        || word == "*"
        || word.split_once('-').is_some_and(|(a, b)| {
            !a.is_empty() && !b.is_empty() && (a.chars().chain(b.chars())).all(|c| c.is_ascii_digit())
        })
}

/// `C` → (C, None); `d+3` → (d, Some(3)).
fn parse_move(word: &str) -> Option<(Move, Option<u8>)> {
    let mut chars = word.chars();
    let pit = Pit::from_letter(chars.next()?)?;
    let rest = chars.as_str();
    if rest.is_empty() {
        return Some((pit, None));
    }
    let seeds = rest.strip_prefix('+')?.parse().ok()?;
    Some((pit, Some(seeds)))
}
