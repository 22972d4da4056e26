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

/// How many puzzles missed (and not solved since) the progress lists.
pub const LAST_MISSED: usize = 5;

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
    /// A classmate, on one screen or two devices.
    Classmate,
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
            }
            What::Puzzle { level, .. } if *level == 0 => return Err(BadEvent::Number),
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
    /// The friend's rating after each game against it: when (milliseconds since 1970), and the
    /// rating.
    pub ratings: Vec<(i64, f32)>,
    /// His last games against the friend, oldest first: `w`, `d` or `l` each (at most
    /// [`LAST_GAMES`]).
    pub last_games: String,
    /// Games against the friend.
    pub against_friend: Tally,
    /// Games against classmates.
    pub against_classmates: Tally,
    /// The language he chose last, if any.
    pub language: Option<String>,
    /// When he last did anything, in milliseconds since 1970.
    pub last_seen: Option<i64>,
    /// How many events it rests on.
    pub events: usize,
}

impl Progress {
    /// The progress of a child who did `events`, in any order; an id seen twice counts once
    /// (its first in the order of time, then id).
    #[must_use]
    pub fn of(events: &[Event]) -> Progress {
        let mut sorted: Vec<&Event> = events.iter().collect();
        sorted.sort_by(|a, b| (a.at, &a.id).cmp(&(b.at, &b.id)));
        let mut seen = std::collections::HashSet::new();
        let mut progress = Progress::default();
        let mut puzzles: BTreeMap<u32, (u8, bool)> = BTreeMap::new();
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
                What::Language { language } => progress.language = Some(language.clone()),
            }
        }
        let extra = progress.missed.len().saturating_sub(LAST_MISSED);
        progress.missed.drain(..extra);
        let extra = progress.last_games.len().saturating_sub(LAST_GAMES);
        progress.last_games.drain(..extra);
        for (level, solved) in puzzles.into_values() {
            let count = progress.puzzles.entry(level).or_default();
            count.tried += 1;
            count.solved += u32::from(solved);
        }
        let lesson_stars: u32 = progress.lessons.values().map(|&stars| u32::from(stars)).sum();
        let puzzle_stars: u32 = progress.puzzles.values().map(|count| count.solved).sum();
        progress.stars = lesson_stars + puzzle_stars;
        progress
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(id: &str, at: i64, what: What) -> Event {
        Event { id: id.into(), at, what }
    }

    fn game(id: &str, at: i64, result: Outcome) -> Event {
        event(id, at, What::Game { against: Opponent::Friend, result, moves: String::new() })
    }

    #[test]
    fn progress_is_the_same_in_any_order_and_counts_an_event_once() {
        let events = vec![
            game("g1", 10, Outcome::Win),
            game("g2", 20, Outcome::Loss),
            event("l1", 5, What::Lesson { lesson: "sowing".into(), stars: 2 }),
            event("l2", 30, What::Lesson { lesson: "sowing".into(), stars: 3 }),
            event("p1", 40, What::Puzzle { puzzle: 7, level: 2, solved: false }),
            event("p2", 50, What::Puzzle { puzzle: 7, level: 2, solved: true }),
            event("p3", 60, What::Puzzle { puzzle: 9, level: 1, solved: false }),
        ];
        let once = Progress::of(&events);
        let mut twice = events.clone();
        twice.extend(events.iter().rev().cloned());
        assert_eq!(Progress::of(&twice), once, "each id counts once, in any order");
        assert_eq!(once.lessons["sowing"], 3, "the best stars of a lesson");
        assert_eq!(once.puzzles[&2], Puzzles { solved: 1, tried: 1 });
        assert_eq!(once.puzzles[&1], Puzzles { solved: 0, tried: 1 });
        assert_eq!(once.missed, vec![9], "a puzzle solved since is no longer missed");
        assert_eq!(once.stars, 3 + 1);
        assert_eq!(once.last_games, "wl");
        assert_eq!(once.against_friend, Tally { won: 1, drawn: 0, lost: 1, last: Some(20) });
        let mut friend = Friend::new();
        friend.record(FriendResult::Win);
        friend.record(FriendResult::Loss);
        assert_eq!(once.friend, friend, "the friend's rating follows the games in time order");
        assert_eq!(once.ratings.len(), 2);
        assert_eq!(once.last_seen, Some(60));
        assert_eq!(once.events, 7);
    }

    #[test]
    fn bad_events_are_told_apart() {
        let ok = event("a-b_9", 0, What::Lesson { lesson: "capture".into(), stars: 1 });
        assert_eq!(ok.check(), Ok(()));
        assert_eq!(event("", 0, ok.what.clone()).check(), Err(BadEvent::Id));
        assert_eq!(event("a/../b", 0, ok.what.clone()).check(), Err(BadEvent::Id));
        assert_eq!(event(&"x".repeat(41), 0, ok.what.clone()).check(), Err(BadEvent::Id));
        let stars = What::Lesson { lesson: "capture".into(), stars: 4 };
        assert_eq!(event("a", 0, stars).check(), Err(BadEvent::Number));
        let language = What::Language { language: "<script>".into() };
        assert_eq!(event("a", 0, language).check(), Err(BadEvent::Text));
        let json = r#"{"id":"e1","at":5,"kind":"game","against":"friend","result":"win"}"#;
        let read: Event = serde_json::from_str(json).expect("an event reads");
        assert_eq!(read, game("e1", 5, Outcome::Win));
    }
}
