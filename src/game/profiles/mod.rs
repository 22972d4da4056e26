//! Each child on a shared device is someone: a [`Profile`] (a picture, a name if he likes, his
//! stars, the lessons he has done, the puzzles he has found, the friend's rating for him and his
//! last games against it), kept in `profiles.toml` like the other files (TOML with a format
//! version, a damaged file set aside and told on the title). In a web page the file is in the
//! browser's storage.
//!
//! The first start asks "Who is playing?" ([`Screen::Who`]); a settings file from before the
//! profiles carries over into a first profile, so that nothing a child earned is lost. The
//! current profile's lessons are the settings' [`Settings::lessons_done`] while he plays (the
//! Learn screen's ticks); his stars and puzzles count as he earns them; a game against the
//! friend ([`Mode::Friend`]) updates his rating when it ends.
//!
//! The screen "Who is playing?" is [`who`]'s.

pub mod who;

use super::coach::lessons::LESSONS;
use super::coach::{Praised, PuzzleRun};
use super::computer::FriendNow;
use super::i18n::Tr;
use super::persist::{FailingSaves, Notices, Persist, load_all, problem_notice, report_save};
use super::settings::Settings;
use crate::ai::{Friend, FriendResult, Searcher, judge};
use crate::engine::{Game, Outcome, Side};
use crate::game::play::{Engine, Mode, Players, Task};
use crate::game::screens::Screen;
use crate::i18n::Translator;
use crate::storage::files;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

const PROFILES: &str = "profiles.toml";

/// How many pictures a child may choose from on a home device: the animals of the room codes'
/// pictures (a class's child has his teacher's choice among every one of
/// [`crate::net::animals::ANIMALS`]).
pub const ANIMALS: usize = crate::net::animals::HOME_ANIMALS;

/// The most profiles on one device.
pub const MOST_PROFILES: usize = 12;

/// The most characters of a profile's name.
pub const NAME_LENGTH: usize = 16;

/// How many of his last games against the friend a profile keeps.
pub const LAST_GAMES: usize = 20;

/// The picture `index` (an animal of [`crate::net::animals::ANIMALS`]): its word (for tests and
/// logs) and its emoji.
#[must_use]
pub fn animal(index: u8) -> (&'static str, &'static str) {
    crate::net::animals::animal(index)
}

/// One child: who he is and what he has earned (by default a new child: the first picture, no
/// name, nothing earned, the friend's rating of a new player).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Profile {
    /// His picture, an index below [`ANIMALS`].
    pub picture: u8,
    /// His name, empty if none was typed (the picture alone is enough); at most
    /// [`NAME_LENGTH`] characters.
    pub name: String,
    /// Stars earned in lessons and puzzles.
    pub stars: u32,
    /// The lessons done, by name (the Learn screen's stars).
    pub lessons_done: Vec<String>,
    /// Puzzles found.
    pub puzzles_found: u32,
    /// The friend's rating for him.
    pub friend: Friend,
    /// His last games against the friend, oldest first: `w`, `d` or `l` each (at most
    /// [`LAST_GAMES`]).
    pub last_games: String,
    /// His number in his class server, for a child of a class (`game::class`): what he earns
    /// is handed over to it, and his progress comes from it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub class: Option<i64>,
}

impl Profile {
    /// A new child with this picture and name.
    #[must_use]
    pub fn new(picture: u8, name: &str) -> Profile {
        Profile { picture, name: clip(name), ..Profile::default() }
    }

    /// His picture and name, as the title greets him ("🦁 Ama", or "🦁" alone).
    #[must_use]
    pub fn label(&self) -> String {
        let (_, emoji) = animal(self.picture);
        if self.name.is_empty() { emoji.to_owned() } else { format!("{emoji} {}", self.name) }
    }

    /// Records a game against the friend: his rating moves, the game joins his last ones.
    pub fn record(&mut self, result: FriendResult) {
        self.friend.record(result);
        self.last_games.push(match result {
            FriendResult::Win => 'w',
            FriendResult::Draw => 'd',
            FriendResult::Loss => 'l',
        });
        let extra = self.last_games.chars().count().saturating_sub(LAST_GAMES);
        self.last_games = self.last_games.chars().skip(extra).collect();
    }
}

/// A name typed, trimmed and cut to [`NAME_LENGTH`] characters.
#[must_use]
pub fn clip(name: &str) -> String {
    name.trim().chars().take(NAME_LENGTH).collect()
}

/// `profiles.toml`: every child of this device, and who is playing.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Profiles {
    /// Who is playing: an index into `list`, `None` until a child is chosen.
    pub current: Option<usize>,
    /// The children, in the order they were added.
    pub list: Vec<Profile>,
}

impl Profiles {
    /// The child playing, if one was chosen.
    #[must_use]
    pub fn current(&self) -> Option<&Profile> {
        self.current.and_then(|at| self.list.get(at))
    }

    /// The child playing, to change what he earned.
    pub fn current_mut(&mut self) -> Option<&mut Profile> {
        self.current.and_then(|at| self.list.get_mut(at))
    }

    /// Adds a child and makes him the one playing; `None` when the device already has
    /// [`MOST_PROFILES`].
    pub fn add(&mut self, profile: Profile) -> Option<usize> {
        if self.list.len() >= MOST_PROFILES {
            return None;
        }
        self.list.push(profile);
        self.current = Some(self.list.len() - 1);
        self.current
    }

    /// Removes the child at `at` (nothing if there is none); the one playing stays the same
    /// child, or nobody if he was removed.
    pub fn remove(&mut self, at: usize) {
        if at >= self.list.len() {
            return;
        }
        self.list.remove(at);
        self.current = match self.current {
            Some(current) if current == at => None,
            Some(current) if current > at => Some(current - 1),
            current => current,
        };
    }

    /// The profiles of a device whose settings were kept before there were profiles: one
    /// child, playing, with the lessons the settings had done.
    #[must_use]
    pub fn carried_over(settings: &Settings) -> Profiles {
        let first = Profile { picture: 14, lessons_done: settings.lessons_done.clone(), ..Profile::default() };
        Profiles { current: Some(0), list: vec![first] }
    }

    /// Whether every value is within what the game offers.
    ///
    /// # Errors
    /// Why not, in words (the file is then set aside).
    pub fn check(&self) -> Result<(), String> {
        if self.list.len() > MOST_PROFILES {
            return Err(format!("{} profiles (at most {MOST_PROFILES})", self.list.len()));
        }
        if let Some(current) = self.current.filter(|&at| at >= self.list.len()) {
            return Err(format!("the child playing is number {current}, of {}", self.list.len()));
        }
        for profile in &self.list {
            let animals = crate::net::animals::ANIMALS.len();
            if usize::from(profile.picture) >= animals {
                return Err(format!("picture {} (there are {animals})", profile.picture));
            }
            if profile.name.chars().count() > NAME_LENGTH {
                return Err(format!("the name '{}' is over {NAME_LENGTH} characters", profile.name));
            }
            let rating = profile.friend.rating();
            if !(Friend::MIN..=Friend::MAX).contains(&rating) {
                return Err(format!("a friend's rating of {rating}"));
            }
            if profile.last_games.chars().any(|c| !matches!(c, 'w' | 'd' | 'l')) {
                return Err(format!("last games '{}' (w, d or l each)", profile.last_games));
            }
        }
        Ok(())
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(who::plugin);
    app.init_resource::<Profiles>()
        .init_resource::<FriendNote>()
        .add_message::<FriendGame>()
        .add_systems(Startup, load_profiles.after(load_all))
        .add_systems(Update, (follow_profile, keep_progress, lend_friend).chain())
        .add_systems(OnEnter(crate::game::play::Phase::Over), record_friend_game.run_if(in_state(Task::Play)))
        .add_systems(Last, save_profiles);
}

/// Reads `profiles.toml` at start (after the settings); without it, the settings carry over
/// into a first profile, or, on a first start, "Who is playing?" is asked.
fn load_profiles(
    persist: Res<Persist>,
    settings: Res<Settings>,
    tr: Res<Tr>,
    mut profiles: ResMut<Profiles>,
    mut notices: ResMut<Notices>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(storage) = &persist.storage else {
        return;
    };
    let settings_kept = files::exists(&storage.path(super::persist::SETTINGS));
    match storage.load_checked::<Profiles>(PROFILES, Profiles::check) {
        Ok(Some(found)) => *profiles = found,
        Ok(None) if settings_kept => *profiles = Profiles::carried_over(&settings),
        Ok(None) => {}
        Err(problem) => {
            warn!("{problem}");
            notices.0.push(problem_notice(&tr.0, &problem));
        }
    }
    // A game given on the command line opens on its board; the question waits for the title.
    if profiles.current().is_none() && !persist.game_from_command_line {
        next.set(Screen::Who);
    }
}

/// The child chosen brings his lessons to the Learn screen.
fn follow_profile(profiles: Res<Profiles>, mut settings: ResMut<Settings>, mut shown: Local<Option<usize>>) {
    if !profiles.is_changed() || *shown == profiles.current {
        return;
    }
    *shown = profiles.current;
    if let Some(profile) = profiles.current()
        && settings.lessons_done != profile.lessons_done
    {
        settings.lessons_done.clone_from(&profile.lessons_done);
    }
}

/// What the child playing earns is his: the lessons done, each star, each puzzle found.
fn keep_progress(
    settings: Res<Settings>,
    puzzle: Option<Res<PuzzleRun>>,
    mut praised: MessageReader<Praised>,
    mut profiles: ResMut<Profiles>,
) {
    let stars = praised.read().count();
    // A class child's progress is his journal's (`game::class`), counted there.
    let Some(profile) = profiles.bypass_change_detection().current_mut().filter(|profile| profile.class.is_none())
    else {
        return;
    };
    let lessons = settings.is_changed() && profile.lessons_done != settings.lessons_done;
    if stars == 0 && !lessons {
        return;
    }
    let profile = profiles.current_mut().expect("a child plays");
    if lessons {
        profile.lessons_done.clone_from(&settings.lessons_done);
    }
    profile.stars = profile.stars.saturating_add(stars as u32);
    if puzzle.is_some() {
        profile.puzzles_found = profile.puzzles_found.saturating_add(stars as u32);
    }
}

/// The computer's friend plays at the rating of the child playing (a new child's without one).
fn lend_friend(profiles: Res<Profiles>, mut friend: ResMut<FriendNow>) {
    if profiles.is_changed() {
        let wanted = FriendNow(profiles.current().map_or_else(Friend::new, |profile| profile.friend));
        friend.set_if_neq(wanted);
    }
}

/// What the friend noticed of the child's last game, said under its end (from the review's
/// judgments of his moves: [`noticed`]).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FriendNote {
    /// Nothing to say (no game against the friend yet).
    #[default]
    Nothing,
    /// He left no seeds to a capture that a better move kept safe.
    Protected,
    /// Twice or more, his move left two seeds or more to a capture a better move avoided: the
    /// lesson on capture chains helps.
    Chain,
}

impl FriendNote {
    /// The line, in the language of `tr`.
    #[must_use]
    pub fn line(self, tr: &Translator) -> Option<String> {
        match self {
            FriendNote::Nothing => None,
            FriendNote::Protected => Some(tr.t("friend-noticed-protected")),
            FriendNote::Chain => {
                let number = LESSONS.iter().position(|lesson| lesson.name == "chain").map_or(4, |at| at + 1);
                Some(tr.f("friend-noticed-chain", [("number", number.into())]))
            }
        }
    }
}

/// What the friend notices of `record`, played by `child`: each of his moves judged as the
/// review does, by a shallow search of every move (depth [`NOTICE_DEPTH`]).
#[must_use]
pub fn noticed(record: &Game, child: Side) -> FriendNote {
    let mut searcher = Searcher::new(1 << 12);
    let mut game = Game::from_position(*record.rules(), record.start());
    let mut gave = 0;
    for &mv in record.moves() {
        if game.position().turn() == child {
            let scores = judge::move_scores(&mut searcher, &game, NOTICE_DEPTH);
            if let Some(judgment) = judge::judge(&game, &scores, mv)
                && judgment.gives >= 2
                && judgment.gives > judgment.gives_after_best
            {
                gave += 1;
            }
        }
        if game.play(mv).is_err() {
            break;
        }
    }
    if gave >= 2 { FriendNote::Chain } else { FriendNote::Protected }
}

/// The depth of the friend's look back over a child's game: shallow, for a frame's time.
pub const NOTICE_DEPTH: u32 = 3;

/// A game against the friend ended: the child's result and the game's moves (pits `A`–`F`,
/// `a`–`f`, as sown), for his class's journal (`game::class`).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct FriendGame {
    /// The child's result.
    pub result: FriendResult,
    /// The moves, one pit's letter each.
    pub moves: String,
}

/// A game against the friend has ended: the child's rating follows his result, and the friend
/// says what it noticed.
fn record_friend_game(
    engine: Res<Engine>,
    players: Res<Players>,
    mut profiles: ResMut<Profiles>,
    mut note: ResMut<FriendNote>,
    mut ended: MessageWriter<FriendGame>,
) {
    let (Mode::Friend(friend), Outcome::Over(end)) = (players.mode, engine.0.outcome()) else {
        return;
    };
    let result = match end.winner {
        None => FriendResult::Draw,
        Some(winner) if winner == friend => FriendResult::Loss,
        Some(_) => FriendResult::Win,
    };
    *note = noticed(&engine.0, !friend);
    ended.write(FriendGame { result, moves: engine.0.moves().iter().map(ToString::to_string).collect() });
    if let Some(profile) = profiles.current_mut().filter(|profile| profile.class.is_none()) {
        profile.record(result);
        info!("the friend's rating is now {:.0}", profile.friend.rating());
    }
}

fn save_profiles(
    persist: Res<Persist>,
    profiles: Res<Profiles>,
    tr: Res<Tr>,
    mut notices: ResMut<Notices>,
    mut failing: ResMut<FailingSaves>,
) {
    let Some(storage) = &persist.storage else {
        return;
    };
    if !profiles.is_changed() || profiles.is_added() || persist.shared {
        return;
    }
    report_save(storage.save(PROFILES, &*profiles), PROFILES, &tr, &mut notices, &mut failing);
}
