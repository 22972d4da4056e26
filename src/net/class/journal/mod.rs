//! A child's journal: what he did, as events a device appends and a class server keeps, and his
//! progress worked out from them ([`Progress::of`]).
//!
//! Each [`Event`] carries an id its device drew at random, so that an event sent twice (a
//! device that lost the server's answer, two tablets of one child, a tablet offline for a day)
//! is kept once: the server keeps the first of each id and ignores the others. Progress is a
//! fold of the events in the order of their time, then id, so that every device and the server
//! that hold the same events reach the same progress, whatever order they arrived in.

use crate::ai::{Friend, FriendResult};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The most characters of an event's id.
pub const ID_LENGTH: usize = 40;

/// The most characters of a lesson's name or a game's moves in an event.
pub const TEXT_LENGTH: usize = 2_000;

/// The most stars one lesson gives.
pub const MOST_STARS: u8 = 3;

/// The game's lessons, by their events' names (`game::coach::lessons`, checked equal there).
pub const LESSONS: [&str; 8] = ["sowing", "laps", "capture", "chain", "krou", "feeding", "grand-slam", "end"];

/// The puzzles' levels, 1 (easy) to 3: a puzzle's number is its level's thousands and its place.
pub const PUZZLE_LEVELS: u8 = 3;

/// How the ids of the events the server writes itself begin (`room-CODE-GAME`).
pub const SERVER_ID: &str = "room-";

/// How many puzzles missed (and not solved since) the progress lists.
pub const LAST_MISSED: usize = 5;

/// How many of a child's last events (in the order kept) a tablet is sent with his progress:
/// as many as one hand-over carries at most (the class API's `MOST_EVENTS`), so that the events
/// a tablet handed over last are among them.
pub const RECENT_EVENTS: usize = 300;

/// How many of the friend's ratings after his last games the progress keeps (the teacher's page
/// draws the last 30).
pub const LAST_RATINGS: usize = 100;

/// How many of his last games against the friend the progress keeps, as the game's profiles do.
pub const LAST_GAMES: usize = 20;

/// One thing a child did, on one device at one time.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Event {
    /// Drawn at random by the device that wrote it: 1 to [`ID_LENGTH`] letters, digits, `-`
    /// or `_`. Two events of one child with the same id are the same event.
    pub id: String,
    /// When it happened, in milliseconds since 1970, by the device's clock.
    pub at: i64,
    /// What happened.
    #[serde(flatten)]
    pub what: What,
}

/// What happened, by kind (`"kind"` in JSON).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum What {
    /// A lesson finished with `stars` (1 to [`MOST_STARS`]); his best of each lesson counts.
    Lesson {
        /// The lesson's name (`sowing`, `capture`, …).
        lesson: String,
        /// Its stars this time.
        stars: u8,
    },
    /// A puzzle tried: solved or missed.
    Puzzle {
        /// The puzzle's number in the game's list.
        puzzle: u32,
        /// Its level, 1 (easiest) and up.
        level: u8,
        /// Whether he found it.
        solved: bool,
    },
    /// A game finished, against the friend (the computer that adapts to him) or a classmate.
    Game {
        /// Whom he played.
        against: Opponent,
        /// His result.
        result: Outcome,
        /// The game's moves, as the game's records write them (may be empty).
        #[serde(default)]
        moves: String,
    },
    /// He chose a language (a BCP 47 code such as `fr`).
    Language {
        /// The language's code.
        language: String,
    },
}

/// Whom a game was against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Opponent {
    /// The friend: its rating for him follows the result.
    Friend,
    /// A classmate, on one screen or two devices (a class tournament's games among them).
    Classmate,
    /// The teacher, in his simultaneous games against the class.
    Teacher,
}

/// A game's result for the child: `win`, `draw` or `loss`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// He won.
    Win,
    /// A draw.
    Draw,
    /// He lost.
    Loss,
}

impl From<Outcome> for FriendResult {
    fn from(outcome: Outcome) -> FriendResult {
        match outcome {
            Outcome::Win => FriendResult::Win,
            Outcome::Draw => FriendResult::Draw,
            Outcome::Loss => FriendResult::Loss,
        }
    }
}

impl From<FriendResult> for Outcome {
    fn from(result: FriendResult) -> Outcome {
        match result {
            FriendResult::Win => Outcome::Win,
            FriendResult::Draw => Outcome::Draw,
            FriendResult::Loss => Outcome::Loss,
        }
    }
}

/// Why an event cannot be kept.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadEvent {
    /// The id is empty, too long, or has other characters than letters, digits, `-` and `_`.
    #[error("an event's id must be 1 to {ID_LENGTH} letters, digits, '-' or '_'")]
    Id,
    /// A lesson's stars out of 1..=3, or a puzzle's level 0.
    #[error("a lesson gives 1 to {MOST_STARS} stars, and a puzzle's level is 1 or more")]
    Number,
    /// A text over [`TEXT_LENGTH`] characters, or a language code that is not one.
    #[error("a lesson's name, a game's moves or a language's code is too long or empty")]
    Text,
    /// A lesson the game does not have ([`LESSONS`]), or a puzzle's number not of its level.
    #[error("no such lesson or puzzle in the game")]
    Unknown,
    /// What only the server writes: an id of its own ([`SERVER_ID`]), a game in its rooms.
    #[error("the server writes a class's games itself: a device cannot")]
    Server,
}

impl Event {
    /// Whether the event can be kept as it is.
    ///
    /// # Errors
    /// What is wrong with it ([`BadEvent`]).
    pub fn check(&self) -> Result<(), BadEvent> {
        let id_ok = !self.id.is_empty()
            && self.id.len() <= ID_LENGTH
            && self.id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if !id_ok {
            return Err(BadEvent::Id);
        }
        match &self.what {
            What::Lesson { lesson, stars } => {
                if !(1..=MOST_STARS).contains(stars) {
                    return Err(BadEvent::Number);
                }
                if lesson.is_empty() || lesson.chars().count() > 40 {
                    return Err(BadEvent::Text);
                }
                if !LESSONS.contains(&lesson.as_str()) {
                    return Err(BadEvent::Unknown);
                }
            }
            What::Puzzle { level, .. } if *level == 0 => return Err(BadEvent::Number),
            What::Puzzle { puzzle, level, .. } if *level > PUZZLE_LEVELS || puzzle / 1000 != u32::from(*level) => {
                return Err(BadEvent::Unknown);
            }
            What::Puzzle { .. } => {}
            What::Game { moves, .. } if moves.len() > TEXT_LENGTH => return Err(BadEvent::Text),
            What::Game { .. } => {}
            What::Language { language } => {
                let ok = (2..=12).contains(&language.len())
                    && language.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
                if !ok {
                    return Err(BadEvent::Text);
                }
            }
        }
        Ok(())
    }

    /// Whether a device may hand the event over: [`Event::check`], and nothing only the server
    /// writes.
    ///
    /// # Errors
    /// What is wrong with it ([`BadEvent`], [`BadEvent::Server`] among them).
    pub fn check_handed(&self) -> Result<(), BadEvent> {
        self.check()?;
        let played_in_rooms = matches!(self.what, What::Game { against: Opponent::Classmate | Opponent::Teacher, .. });
        if self.id.starts_with(SERVER_ID) || played_in_rooms {
            return Err(BadEvent::Server);
        }
        Ok(())
    }
}

/// Won, drawn and lost games, and when the last was played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    /// Games won.
    pub won: u32,
    /// Games drawn.
    pub drawn: u32,
    /// Games lost.
    pub lost: u32,
    /// When the last one ended, in milliseconds since 1970.
    pub last: Option<i64>,
}

impl Tally {
    fn count(&mut self, outcome: Outcome, at: i64) {
        match outcome {
            Outcome::Win => self.won += 1,
            Outcome::Draw => self.drawn += 1,
            Outcome::Loss => self.lost += 1,
        }
        self.last = Some(self.last.map_or(at, |last| last.max(at)));
    }

    /// Every game counted.
    #[must_use]
    pub fn games(&self) -> u32 {
        self.won + self.drawn + self.lost
    }
}

/// Puzzles of one level: how many solved and how many tried (each puzzle once).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzles {
    /// Puzzles of this level solved at least once.
    pub solved: u32,
    /// Puzzles of this level tried.
    pub tried: u32,
}

/// What a child has done, worked out from his events: what his profile shows on any tablet,
/// and what the teacher's page shows of him (by default, a child who did nothing yet).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    /// Each lesson done, with its best stars.
    pub lessons: BTreeMap<String, u8>,
    /// Stars earned: each lesson's best, plus one a puzzle solved.
    pub stars: u32,
    /// Puzzles by level.
    pub puzzles: BTreeMap<u8, Puzzles>,
    /// The last puzzles missed and not solved since, newest last (at most [`LAST_MISSED`]).
    pub missed: Vec<u32>,
    /// The friend's rating for him, and the games it rests on.
    pub friend: Friend,
    /// The friend's rating after each of his last games against it (at most
    /// [`LAST_RATINGS`]): when (milliseconds since 1970), and the rating.
    pub ratings: Vec<(i64, f32)>,
    /// His last games against the friend, oldest first: `w`, `d` or `l` each (at most
    /// [`LAST_GAMES`]).
    pub last_games: String,
    /// Games against the friend.
    pub against_friend: Tally,
    /// Games against classmates.
    pub against_classmates: Tally,
    /// Games against the teacher.
    #[serde(default)]
    pub against_teacher: Tally,
    /// The language he chose last, if any.
    pub language: Option<String>,
    /// When he last did anything, in milliseconds since 1970.
    pub last_seen: Option<i64>,
    /// How many events it rests on.
    pub events: usize,
    /// Each puzzle tried, by its number: its level, and whether he solved it (what the fold of
    /// later events onto this progress needs: [`Progress::then`]).
    #[serde(default)]
    pub tried: BTreeMap<u32, (u8, bool)>,
}

impl Progress {
    /// The progress of a child who did `events`, in any order; an id seen twice counts once
    /// (its first in the order of time, then id).
    #[must_use]
    pub fn of(events: &[Event]) -> Progress {
        Progress::default().then(events)
    }

    /// This progress with `events` done after it, in any order among themselves (an id seen
    /// twice counts once): what a tablet shows of the server's progress and the events still
    /// waiting on it. Equal to [`Progress::of`] all the events when `events` all come after
    /// those it rests on (in the order of time, then id), but for the puzzles missed (at most
    /// [`LAST_MISSED`] are known, so a solved one leaves a shorter list).
    #[must_use]
    pub fn then(self, events: &[Event]) -> Progress {
        let mut sorted: Vec<&Event> = events.iter().collect();
        sorted.sort_by(|a, b| (a.at, &a.id).cmp(&(b.at, &b.id)));
        let mut seen = std::collections::HashSet::new();
        let mut progress = self;
        let mut puzzles = std::mem::take(&mut progress.tried);
        for event in sorted {
            if !seen.insert(event.id.as_str()) {
                continue;
            }
            progress.events += 1;
            progress.last_seen = Some(progress.last_seen.map_or(event.at, |last| last.max(event.at)));
            match &event.what {
                What::Lesson { lesson, stars } => {
                    let best = progress.lessons.entry(lesson.clone()).or_default();
                    *best = (*best).max((*stars).min(MOST_STARS));
                }
                What::Puzzle { puzzle, level, solved } => {
                    let entry = puzzles.entry(*puzzle).or_insert((*level, false));
                    entry.1 |= *solved;
                    progress.missed.retain(|missed| missed != puzzle);
                    if !*solved && !entry.1 {
                        progress.missed.push(*puzzle);
                    }
                }
                What::Game { against: Opponent::Friend, result, .. } => {
                    progress.friend.record((*result).into());
                    progress.ratings.push((event.at, progress.friend.rating()));
                    progress.against_friend.count(*result, event.at);
                    progress.last_games.push(match result {
                        Outcome::Win => 'w',
                        Outcome::Draw => 'd',
                        Outcome::Loss => 'l',
                    });
                }
                What::Game { against: Opponent::Classmate, result, .. } => {
                    progress.against_classmates.count(*result, event.at);
                }
                What::Game { against: Opponent::Teacher, result, .. } => {
                    progress.against_teacher.count(*result, event.at);
                }
                What::Language { language } => progress.language = Some(language.clone()),
            }
        }
        let extra = progress.missed.len().saturating_sub(LAST_MISSED);
        progress.missed.drain(..extra);
        let extra = progress.last_games.len().saturating_sub(LAST_GAMES);
        progress.last_games.drain(..extra);
        let extra = progress.ratings.len().saturating_sub(LAST_RATINGS);
        progress.ratings.drain(..extra);
        progress.puzzles.clear();
        for &(level, solved) in puzzles.values() {
            let count = progress.puzzles.entry(level).or_default();
            count.tried += 1;
            count.solved += u32::from(solved);
        }
        progress.tried = puzzles;
        let lesson_stars: u32 = progress.lessons.values().map(|&stars| u32::from(stars)).sum();
        let puzzle_stars: u32 = progress.puzzles.values().map(|count| count.solved).sum();
        progress.stars = lesson_stars + puzzle_stars;
        progress
    }
}

mod device;

pub use device::Journal;

#[cfg(test)]
mod tests;
