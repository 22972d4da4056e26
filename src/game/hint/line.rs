//! The hint on the message line: "looking for a hint" at once, then the pit to try and why.

use super::{HintReady, HintSystems, Hinted, Looking};
use crate::ai::{Hint, HintReason};
use crate::game::computer::Thinking;
use crate::game::frame::GameSet;
use crate::game::hud::message::BoardNote;
use crate::game::i18n::Tr;
use crate::game::messages::{BoardReset, MovePlayed};
use crate::game::play::Engine;
use crate::game::text::pit_arg;
use crate::i18n::Translator;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, follow.in_set(HintSystems).in_set(GameSet::Derive));
}

/// A hint: the pit to try and, where one can be said, why.
#[must_use]
pub fn sentence(tr: &Translator, hint: &Hint) -> String {
    let pit = ("pit", pit_arg(hint.mv));
    match hint.reason {
        Some(HintReason::Captures(seeds)) => tr.f("hint-captures", [pit, ("seeds", seeds.into())]),
        Some(HintReason::Protects(seeds)) => tr.f("hint-protects", [pit, ("seeds", seeds.into())]),
        Some(HintReason::Feeds) => tr.f("hint-feeds", [pit]),
        None => tr.f("hint-plain", [pit]),
    }
}

/// Follows the hint: the line says at once that one is being looked for, and then the hint; its
/// pit is [`Hinted`] until a move is played or a new board laid out. The line reaches the
/// message line through the board's note, after what the rules did in the frame.
fn follow(
    mut ready: MessageReader<HintReady>,
    mut played: MessageReader<MovePlayed>,
    mut reset: MessageReader<BoardReset>,
    engine: Res<Engine>,
    thinking: Res<Thinking>,
    tr: Res<Tr>,
    mut hinted: ResMut<Hinted>,
    mut note: ResMut<BoardNote>,
    mut looking: ResMut<Looking>,
) {
    // Read while a hint is under way (the hint's set): a move or a new board since ends it.
    let moved = played.read().count() + reset.read().count() > 0;
    if moved {
        hinted.set_if_neq(Hinted(None));
    }
    for ready in ready.read() {
        // A hint found for the board before a move played in this frame is said no more.
        if ready.moves == engine.0.moves().len() {
            hinted.set_if_neq(Hinted(Some(ready.hint.mv)));
            note.0 = Some(sentence(&tr.0, &ready.hint));
        }
    }
    let now_looking = thinking.is_hinting() && hinted.0.is_none();
    if now_looking && !looking.0 {
        note.0 = Some(tr.0.t("hint-thinking"));
    } else if !now_looking && looking.0 && !moved && note.0.is_none() && hinted.0.is_none() {
        // The search ended with nothing to say: the line that it was looking goes.
        note.0 = Some(String::new());
    }
    looking.set_if_neq(Looking(now_looking));
}
