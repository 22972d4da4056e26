//! The players' names: the ones typed for a two-player game ("Player 1" and "Player 2" when
//! none was), or "You" and "Computer (level 3)" against the computer; South and North when the computer plays
//! both sides. The turn bars, messages,
//! end screen, match summary and records say these instead of South and North.

use super::frame::GameSet;
use super::i18n::Tr;
use crate::ai::Level;
use crate::engine::{BySide, Side};
use crate::game::play::Mode;
use crate::game::play::{Players, Task};
use crate::i18n::{Arg, Translator};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Faces>().add_systems(Update, follow.in_set(GameSet::Derive));
}

/// How each player of the game on the board is called, and which one is the person playing
/// against the computer ("You"), whose sentences are said to him ("You win!").
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Faces {
    /// Each side's name as shown.
    pub names: BySide<String>,
    /// The side of the one person playing the computer, if it is such a game.
    pub you: Option<Side>,
}

impl Faces {
    /// The names of a game of `mode` at `level`, with the names `typed` for two players.
    #[must_use]
    pub fn new(tr: &Translator, mode: Mode, level: Level, typed: &BySide<String>) -> Faces {
        let computer = || tr.f("player-computer", [("level", level.get().into())]);
        match mode {
            // Two devices: the names the room's maker and the joiner typed.
            Mode::TwoPlayers | Mode::Online { .. } => {
                let name = |side: Side, key: &str| {
                    let typed = typed[side].trim();
                    if typed.is_empty() { tr.t(key) } else { typed.to_owned() }
                };
                // A name that is the word for "you" (a review keeps "You" and "Computer (level 1)")
                // is the person: his sentences say "you play", not "You plays".
                let you = [Side::South, Side::North].into_iter().find(|&side| typed[side].trim() == tr.t("player-you"));
                Faces { names: BySide::new(name(Side::South, "player-1"), name(Side::North, "player-2")), you }
            }
            Mode::Computer(side) | Mode::Friend(side) => {
                let mut names = BySide::new(tr.t("player-you"), tr.t("player-you"));
                names[side] = if mode == Mode::Friend(side) { tr.t("player-friend") } else { computer() };
                Faces { names, you: Some(!side) }
            }
            Mode::Demo => Faces::compass(tr),
        }
    }

    /// The players called South and North, as on the rules' diagrams.
    #[must_use]
    pub fn compass(tr: &Translator) -> Faces {
        Faces { names: BySide::new(tr.t("side-south"), tr.t("side-north")), you: None }
    }

    /// `side`'s name.
    #[must_use]
    pub fn name(&self, side: Side) -> &str {
        &self.names[side]
    }

    /// The arguments a sentence about `side` takes: `$side` its name, and `$you` `yes` when it
    /// is said to the person playing the computer ("You win!"), else `no`.
    #[must_use]
    pub fn args(&self, side: Side) -> [(&'static str, Arg<'static>); 2] {
        self.named(side, "side", "you")
    }

    /// `side`'s name as the sentence's `$name`, with `$flag` (`$name-you` by the tables'
    /// convention: `$other-you`, `$taker-you`…) `yes` when that player is the person playing,
    /// so that the sentence speaks to him ("This lets you capture 4", not "This lets You
    /// capture 4"). Every player's name in a sentence comes with its flag.
    #[must_use]
    pub fn named(&self, side: Side, name: &'static str, flag: &'static str) -> [(&'static str, Arg<'static>); 2] {
        [(name, self.names[side].clone().into()), (flag, self.you_word(side).into())]
    }

    /// `yes` when `side` is the person playing the computer, else `no`: a sentence's `$you`.
    #[must_use]
    pub fn you_word(&self, side: Side) -> &'static str {
        if self.you == Some(side) { "yes" } else { "no" }
    }

    /// The names a record gives the players: the person playing the computer is a "Player"
    /// there, not "You".
    #[must_use]
    pub fn for_record(&self, tr: &Translator) -> BySide<String> {
        let mut names = self.names.clone();
        if let Some(you) = self.you {
            names[you] = tr.t("player-person");
        }
        names
    }
}

/// The names a record's tags give, as typed names for a two-player game: a tag that is only a
/// side's name in either language, or the old "Player", is not a name typed.
#[must_use]
pub fn typed_from_record(tags: &BySide<String>) -> BySide<String> {
    const NOT_NAMES: [&str; 6] = ["", "South", "North", "Sud", "Nord", "Player"];
    let keep = |tag: &String| {
        let tag = tag.trim();
        if NOT_NAMES.contains(&tag) || tag == "Joueur" { String::new() } else { tag.to_owned() }
    };
    BySide::new(keep(&tags.south), keep(&tags.north))
}

/// The names follow the game's players, the names typed, the language and the board's use.
fn follow(players: Res<Players>, tr: Res<Tr>, task: Res<State<Task>>, mut faces: ResMut<Faces>) {
    if players.is_changed() || tr.is_changed() || task.is_changed() {
        let mut wanted = Faces::new(&tr.0, players.mode, players.level, &players.names);
        // A lesson or puzzle is the child's, at South, against North.
        if matches!(task.get(), Task::Lesson | Task::Puzzle) {
            wanted = Faces { names: BySide::new(tr.0.t("player-you"), tr.0.t("side-north")), you: Some(Side::South) };
        }
        if *faces != wanted {
            *faces = wanted;
        }
    }
}
