//! What a class child earns, written in his journal as it happens (`net::class::journal`): a
//! lesson finished (3 stars, one fewer for each pit that did not answer, at least 1), a puzzle
//! tried (solved at the first try, or missed), a game against the friend ended, a language
//! chosen. His profile then shows his progress with it ([`super::sync::mirror`]).

use super::Tablet;
use super::sync::mirror;
use crate::game::coach::lessons::LESSONS;
use crate::game::coach::puzzles::Difficulty;
use crate::game::coach::{LessonStep, Praised, PuzzleRun};
use crate::game::play::NotTheAnswer;
use crate::game::profiles::{FriendGame, Profiles};
use crate::game::settings::Settings;
use crate::net::class::journal::{MOST_STARS, Opponent, What};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, write_events);
}

/// The journal entry of a puzzle: its level (1 easy, 2 medium, 3 hard) and number (the level's
/// thousands, then its place in the level's list).
#[must_use]
pub fn puzzle_entry(difficulty: Difficulty, solved: usize, first_try: bool) -> What {
    let level = Difficulty::ALL.iter().position(|&d| d == difficulty).unwrap_or(0) as u8 + 1;
    let puzzle = u32::from(level) * 1000 + (solved % 1000) as u32;
    What::Puzzle { puzzle, level, solved: first_try }
}

/// A lesson's stars after `wrong` pits that did not answer: [`MOST_STARS`], one fewer for each,
/// at least 1.
#[must_use]
pub fn lesson_stars(wrong: usize) -> u8 {
    MOST_STARS.saturating_sub(wrong.min(usize::from(MOST_STARS - 1)) as u8)
}

/// Writes what the child playing earned in his journal, if he is a class child.
fn write_events(
    mut praised: MessageReader<Praised>,
    mut wrong: MessageReader<NotTheAnswer>,
    mut games: MessageReader<FriendGame>,
    lesson: Option<Res<LessonStep>>,
    puzzle: Option<Res<PuzzleRun>>,
    settings: Res<Settings>,
    mut tablet: ResMut<Tablet>,
    mut profiles: ResMut<Profiles>,
    // Pits that did not answer since the lesson's start, and since the puzzle's.
    mut missed: Local<(usize, usize)>,
    mut language: Local<Option<String>>,
) {
    let wrong = wrong.read().count();
    missed.0 += wrong;
    missed.1 += wrong;
    let praised = praised.read().count();
    let games: Vec<FriendGame> = games.read().cloned().collect();
    let language_now = settings.language.code().to_owned();
    let language_changed = language.as_ref().is_some_and(|before| *before != language_now);
    *language = Some(language_now.clone());
    let Some(id) = profiles.current().and_then(|profile| profile.class) else {
        *missed = (0, 0);
        return;
    };
    let mut written = Vec::new();
    if lesson.as_ref().is_some_and(|step| step.step == 0) && praised == 0 {
        missed.0 = 0;
    }
    for _ in 0..praised {
        if let Some(step) = &lesson
            && step.step + 1 == LESSONS[step.lesson].steps.len()
        {
            let stars = lesson_stars(missed.0);
            written.push(What::Lesson { lesson: LESSONS[step.lesson].name.to_owned(), stars });
            missed.0 = 0;
        }
        if let Some(run) = &puzzle {
            written.push(puzzle_entry(run.difficulty, run.solved, missed.1 == 0));
        }
        missed.1 = 0;
    }
    for game in games {
        written.push(What::Game { against: Opponent::Friend, result: game.result.into(), moves: game.moves });
    }
    if language_changed {
        written.push(What::Language { language: language_now });
    }
    if written.is_empty() {
        return;
    }
    let Some(member) = tablet.member_mut(id) else {
        return;
    };
    let at = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |since| i64::try_from(since.as_millis()).unwrap_or(i64::MAX));
    let mut rng = rand::rng();
    for what in written {
        member.journal.write(what, at, &mut rng);
    }
    mirror(&tablet, &mut profiles);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stars_fall_with_wrong_pits_but_never_below_one() {
        assert_eq!([0, 1, 2, 3, 9].map(lesson_stars), [3, 2, 1, 1, 1]);
    }

    #[test]
    fn the_class_server_knows_every_lesson_and_puzzle_level_the_game_writes() {
        let names: Vec<&str> = LESSONS.iter().map(|lesson| lesson.name).collect();
        assert_eq!(names, crate::net::class::journal::LESSONS);
        for (at, difficulty) in Difficulty::ALL.into_iter().enumerate() {
            let event = crate::net::class::journal::Event {
                id: format!("p{at}"),
                at: 1,
                what: puzzle_entry(difficulty, 998 + at, true),
            };
            assert_eq!(event.check_handed(), Ok(()), "{difficulty:?}");
        }
    }

    #[test]
    fn puzzles_of_two_levels_never_share_a_number() {
        let (easy, hard) = (puzzle_entry(Difficulty::Easy, 4, true), puzzle_entry(Difficulty::Hard, 4, false));
        assert_eq!(easy, What::Puzzle { puzzle: 1004, level: 1, solved: true });
        assert_eq!(hard, What::Puzzle { puzzle: 3004, level: 3, solved: false });
    }
}
