//! OGN, the Oware Game Notation of Aualé (the best-known Oware program): PGN-like tags, then
//! the moves in the same pit letters as ours, with `{comments}` and `(variations)`.
//!
//! ```text
//! [Variant "Abapa"]
//! [Event "?"]
//! [Site "?"]
//! [Date "2026.11.22"]
//! [Round "?"]
//! [South "Ama"]
//! [North "Kofi"]
//! [Result "25-23"]
//!
//! 1. C c 2. F a+3 { a fine capture } 3. B ( 3. A b ) … 25-23
//! ```
//!
//! Moves wrap before 80 characters, as Aualé's do. Aualé plays one rule set, the tournament
//! preset's (majority and repetition ends, each player takes his own row), and writes tag values with `\"` and `\\` escaped, the start
//! position (when not the usual one) in a `FEN` tag in our position text, and the result as the
//! final scores (`25-23`) or `*`. [`write`] adds one tag per rule option, as our records do, so
//! that a game under other rules comes back whole; Aualé keeps such tags and ignores them.
//! [`read`] keeps the main line: comments and variations are counted and left out.

use super::end::Outcome;
use super::game::Game;
use super::notation::{NotationError, escape, move_words, replay, unescape, write_option_tags, write_wrapped};
use super::rules::{OPTION_NAMES, Preset};
use super::{BySide, Position, Side};
use std::fmt::Write as _;

/// A game read from OGN: the main line replayed, the players' names, and what was left out.
#[derive(Clone, Debug)]
pub struct OgnGame {
    /// The game, replayed move by move through the rules.
    pub game: Game,
    /// The `South` and `North` tags (`?` when unknown, as Aualé writes it).
    pub players: BySide<String>,
    /// How many `{comments}` were left out.
    pub comments: usize,
    /// How many `(variations)` were left out.
    pub variations: usize,
}

/// Writes `game` as OGN with the players' names and `date` (`YYYY.MM.DD`, or `?`).
#[must_use]
pub fn write(game: &Game, players: &BySide<String>, date: &str) -> String {
    let rules = game.rules();
    let result = match game.outcome() {
        Outcome::Over(end) => format!("{}-{}", end.scores.south, end.scores.north),
        Outcome::Ongoing => "*".to_owned(),
    };
    let mut text = String::new();
    let roster = [
        ("Variant", "Abapa"),
        ("Event", "?"),
        ("Site", "?"),
        ("Date", date),
        ("Round", "?"),
        ("South", players.south.as_str()),
        ("North", players.north.as_str()),
        ("Result", result.as_str()),
    ];
    for (name, value) in roster {
        let _ = writeln!(text, "[{name} \"{}\"]", escape(value));
    }
    if game.start() != Position::start(rules) {
        let _ = writeln!(text, "[FEN \"{}\"]", game.start());
    }
    write_option_tags(&mut text, rules);
    let mut words = move_words(game);
    if result != "*" {
        words.push(result);
    }
    if !words.is_empty() {
        text.push('\n');
    }
    write_wrapped(&mut text, words);
    text
}

/// Reads OGN and replays its main line under the tournament preset (Aualé's rules), or under
/// the rule options its tags give. Other tags (`Event`, `Date`…) are ignored.
///
/// # Errors
/// [`NotationError`]: a tag that is not `[Name "value"]`, a bad option or `FEN`, a word of the
/// moves that is not a move, or the first move that cannot be played.
pub fn read(text: &str) -> Result<OgnGame, NotationError> {
    // A byte-order mark (some editors on Windows start a UTF-8 file with one) is not a tag.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut rules = Preset::Tournament.rules();
    let mut start = None;
    let mut players = BySide::<String>::default();
    let (mut comments, mut variations) = (0, 0);
    let mut words: Vec<(usize, String)> = Vec::new();
    let mut depth = 0usize;
    let mut in_comment = false;
    let mut in_tags = true;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let trimmed = raw.trim();
        if in_tags && trimmed.starts_with('[') {
            let (name, value) = tag(trimmed).ok_or_else(|| NotationError::BadTag { line, text: trimmed.to_owned() })?;
            match name.as_str() {
                "South" => players.south = value,
                "North" => players.north = value,
                "FEN" => start = Some(value.parse().map_err(|error| NotationError::BadStart { line, error })?),
                _ if OPTION_NAMES.contains(&name.as_str()) => {
                    rules.set(&name, &value).map_err(|error| NotationError::BadOption { line, error })?;
                }
                _ => {}
            }
            continue;
        }
        if !trimmed.is_empty() {
            in_tags = false;
        }
        // The main line: what is outside comments and variations (which may nest).
        let mut word = String::new();
        for c in raw.chars() {
            match c {
                '}' if in_comment => in_comment = false,
                _ if in_comment => {}
                '{' => {
                    in_comment = true;
                    if depth == 0 {
                        comments += 1;
                    }
                }
                '(' => {
                    if depth == 0 {
                        variations += 1;
                    }
                    depth += 1;
                }
                ')' if depth > 0 => depth -= 1,
                _ if depth > 0 => {}
                c if c.is_whitespace() => {
                    if !word.is_empty() {
                        words.push((line, std::mem::take(&mut word)));
                    }
                }
                c => word.push(c),
            }
            if (in_comment || depth > 0) && !word.is_empty() {
                words.push((line, std::mem::take(&mut word)));
            }
        }
        if !word.is_empty() {
            words.push((line, word));
        }
    }
    let start = Game::from_position(rules, start.unwrap_or_else(|| Position::start(&rules)));
    let game = replay(start, words.iter().map(|(line, word)| (*line, word.as_str())))?;
    for side in Side::ALL {
        if players[side].is_empty() {
            players[side] = "?".to_owned();
        }
    }
    Ok(OgnGame { game, players, comments, variations })
}

/// `[Name "value"]`, the value unescaped (`\"` and `\\`).
fn tag(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?.trim();
    let (name, value) = inner.split_once(char::is_whitespace)?;
    let value = value.trim().strip_prefix('"')?.strip_suffix('"')?;
    Some((name.to_owned(), unescape(value)))
}

/// A date as OGN writes it, `YYYY.MM.DD`, from days since 1970-01-01 (the civil calendar).
#[must_use]
pub fn date(days_since_epoch: i64) -> String {
    // Howard Hinnant's days-to-civil algorithm.
    let z = days_since_epoch + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

/// Today's date as OGN writes it (UTC), `?` if the clock is before 1970.
#[must_use]
pub fn today() -> String {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or_else(|_| "?".to_owned(), |since| date(i64::try_from(since.as_secs() / 86_400).unwrap_or(0)))
}
