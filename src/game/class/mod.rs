//! A device of a class (`net::class`): a tablet opened from the class computer, or the desktop
//! game set to its address. "Who is playing?" has **My class**: the class's four pictures
//! tapped once (remembered), then the class's children as their animals, the child's own
//! tapped, then, where the teacher asks it, his three secret pictures ([`screen`]).
//!
//! A child signed in is a profile of this device like the others, tied to his number in the
//! class ([`Profile::class`](super::profiles::Profile)); what he earns is written as events in
//! his journal ([`events`]), handed over to the class server as soon as it answers ([`sync`]),
//! and his profile shows the progress of every event kept, from this device and any other.
//! `class.toml` keeps the class's code and each child's token and journal, so that a tablet
//! offline for a day hands its day over when the server is back.

pub mod events;
pub mod screen;
pub mod step;
pub mod sync;
pub mod tournament;
pub mod vote;

use super::i18n::Tr;
use super::persist::{FailingSaves, Notices, Persist, load_all, problem_notice, report_save};
use super::profiles::{MOST_PROFILES, Profile, Profiles};
use crate::net::class::journal::{Journal, Progress};
use crate::net::class::view::ChildView;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

const CLASS_FILE: &str = "class.toml";

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((screen::plugin, sync::plugin, events::plugin, tournament::plugin, vote::plugin))
        .init_resource::<Tablet>()
        .add_systems(Startup, load_tablet.after(load_all))
        .add_systems(Last, save_tablet);
}

/// `class.toml`: the class this device belongs to and the children who signed in on it (by
/// default, none: a device of no class).
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Tablet {
    /// The class's code, as words, once tapped (or read from a card): asked no more.
    pub code: Option<String>,
    /// The class's name, as its server last said.
    pub name: String,
    /// The children who signed in here, in the order they first did.
    pub members: Vec<Member>,
}

/// A child who signed in on this device: who he is, his token, his journal.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Member {
    /// His number in the class server.
    pub id: i64,
    /// His first name.
    pub name: String,
    /// His animal (an index into the pictures).
    pub animal: u8,
    /// His token: it reads and writes his profile alone. Empty once the server refused it (he
    /// was removed from the class): nothing more is handed over.
    pub token: String,
    /// What the server keeps of him and what waits here to be handed over.
    pub journal: Journal,
}

impl Member {
    /// The profile this device shows of him: his animal and name, and his progress from every
    /// event known here.
    #[must_use]
    pub fn profile(&self) -> Profile {
        let progress = self.journal.progress();
        let mut profile = Profile::new(self.animal, &self.name);
        profile.class = Some(self.id);
        shown(&mut profile, &progress);
        profile
    }
}

/// Shows `progress` in `profile`: stars, lessons done, puzzles found, the friend's rating and
/// his last games against it.
pub fn shown(profile: &mut Profile, progress: &Progress) {
    profile.stars = progress.stars;
    profile.lessons_done = progress.lessons.keys().cloned().collect();
    profile.puzzles_found = progress.puzzles.values().map(|count| count.solved).sum();
    profile.friend = progress.friend;
    profile.last_games.clone_from(&progress.last_games);
}

/// The member of this tablet's class who plays now, if a child of the class plays and his
/// token is still good.
#[must_use]
pub fn playing<'a>(profiles: &Profiles, tablet: &'a Tablet) -> Option<&'a Member> {
    let id = profiles.current().and_then(|profile| profile.class)?;
    tablet.members.iter().find(|member| member.id == id && !member.token.is_empty())
}

impl Tablet {
    /// The member whose number is `id`.
    pub fn member_mut(&mut self, id: i64) -> Option<&mut Member> {
        self.members.iter_mut().find(|member| member.id == id)
    }

    /// Keeps a child who signed in: his token, his progress and the last events the server
    /// keeps (the events still waiting here stay, to be handed over).
    pub fn signed_in(
        &mut self,
        child: &ChildView,
        token: String,
        kept: Vec<crate::net::class::journal::Event>,
        progress: crate::net::class::journal::Progress,
    ) {
        let member = if let Some(member) = self.member_mut(child.id) {
            member
        } else {
            self.members.push(Member { id: child.id, ..Member::default() });
            self.members.last_mut().expect("just pushed")
        };
        member.name.clone_from(&child.name);
        member.animal = child.animal;
        member.token = token;
        member.journal.heard(kept, progress);
        lighten(&mut member.journal.kept);
    }

    /// Whether every value is one the game writes.
    ///
    /// # Errors
    /// Why not, in words (the file is then set aside).
    pub fn check(&self) -> Result<(), String> {
        for member in &self.members {
            if usize::from(member.animal) >= crate::net::animals::ANIMALS.len() {
                return Err(format!("animal {}", member.animal));
            }
            for event in member.journal.kept.iter().chain(&member.journal.pending) {
                event.check().map_err(|error| error.to_string())?;
            }
        }
        Ok(())
    }
}

/// Drops the moves of the games the server keeps: the server has them, and a tablet shared by a
/// class keeps the events of each child who signed in on it (a game's moves are most of an
/// event's bytes, and a web page's storage holds 5 MB).
pub fn lighten(kept: &mut [crate::net::class::journal::Event]) {
    for event in kept {
        if let crate::net::class::journal::What::Game { moves, .. } = &mut event.what {
            moves.clear();
        }
    }
}

/// Makes the child `member` the one playing: his profile, shown from his progress, replaces the
/// one this device had of him, or is added (the device's oldest class child not playing gives
/// way when it has [`MOST_PROFILES`]).
pub fn seat_member(profiles: &mut Profiles, member: &Member) {
    let profile = member.profile();
    if let Some(at) = profiles.list.iter().position(|known| known.class == Some(member.id)) {
        profiles.list[at] = profile;
        profiles.current = Some(at);
        return;
    }
    if profiles.list.len() >= MOST_PROFILES
        && let Some(at) = profiles.list.iter().position(|known| known.class.is_some())
    {
        profiles.remove(at);
    }
    if profiles.add(profile).is_none() {
        // Twelve children of this device's own: the class child takes the last place shown.
        let last = profiles.list.len() - 1;
        profiles.list[last] = member.profile();
        profiles.current = Some(last);
    }
}

fn load_tablet(persist: Res<Persist>, tr: Res<Tr>, mut tablet: ResMut<Tablet>, mut notices: ResMut<Notices>) {
    let Some(storage) = &persist.storage else {
        return;
    };
    match storage.load_checked::<Tablet>(CLASS_FILE, Tablet::check) {
        Ok(Some(found)) => *tablet = found,
        Ok(None) => {}
        Err(problem) => {
            warn!("{problem}");
            notices.0.push(problem_notice(&tr.0, &problem));
        }
    }
}

fn save_tablet(
    persist: Res<Persist>,
    tablet: Res<Tablet>,
    tr: Res<Tr>,
    mut notices: ResMut<Notices>,
    mut failing: ResMut<FailingSaves>,
) {
    let Some(storage) = &persist.storage else {
        return;
    };
    if !tablet.is_changed() || tablet.is_added() || persist.shared {
        return;
    }
    report_save(storage.save(CLASS_FILE, &*tablet), CLASS_FILE, &tr, &mut notices, &mut failing);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::class::journal::{Outcome, Progress, What};

    #[test]
    fn a_tablet_reads_back_from_its_file_with_its_journals() {
        let mut tablet = Tablet { code: Some("lion-mango-owl-bee".into()), name: "CE1".into(), members: Vec::new() };
        tablet.signed_in(
            &ChildView { id: 4, name: "Ama".into(), animal: 14 },
            "t0k".into(),
            Vec::new(),
            Progress::default(),
        );
        let member = tablet.member_mut(4).unwrap();
        let mut rng = rand::rng();
        member.journal.write(What::Lesson { lesson: "sowing".into(), stars: 3 }, 1_000, &mut rng);
        let game = What::Game {
            against: crate::net::class::journal::Opponent::Friend,
            result: Outcome::Win,
            moves: "Cf".into(),
        };
        member.journal.write(game, 2_000, &mut rng);
        let text = toml::to_string(&tablet).expect("written");
        let back: Tablet = toml::from_str(&text).expect("read back");
        assert_eq!(back, tablet);
        back.check().expect("checked");
        let profile = back.members[0].profile();
        assert_eq!((profile.stars, profile.last_games.as_str(), profile.class), (3, "w", Some(4)));
    }

    #[test]
    fn a_class_child_replaces_his_own_profile_and_makes_room_when_full() {
        let mut profiles = Profiles::default();
        for picture in 0..MOST_PROFILES as u8 {
            profiles.add(Profile::new(picture, ""));
        }
        let ama = Member { id: 4, name: "Ama".into(), animal: 14, ..Member::default() };
        seat_member(&mut profiles, &ama);
        assert_eq!(profiles.list.len(), MOST_PROFILES);
        assert_eq!(profiles.current().and_then(|profile| profile.class), Some(4));
        let kofi = Member { id: 5, name: "Kofi".into(), animal: 7, ..Member::default() };
        seat_member(&mut profiles, &kofi);
        assert_eq!(profiles.list.len(), MOST_PROFILES, "Ama's profile gave way to Kofi's");
        assert_eq!(profiles.current().map(|profile| profile.name.as_str()), Some("Kofi"));
        seat_member(&mut profiles, &kofi);
        assert_eq!(profiles.list.iter().filter(|profile| profile.class == Some(5)).count(), 1, "once");
    }
}
