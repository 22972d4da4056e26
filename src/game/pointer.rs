//! What a press, a hold or a hover on a pit means. The window turns the mouse and touches into
//! [`PitPointer`] messages; here they become moves, counting (the memory game) and previews
//! (teaching mode), so that all of it runs headless.

use super::frame::GameSet;
use super::messages::{BoardReset, MovePlayed, MoveRequest};
use super::model::Players;
use super::model::{Engine, Phase, Screen};
use super::settings::{Settings, Tr};
use super::text;
use crate::engine::Pit;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PitPointer>()
        .init_resource::<Counting>()
        .init_resource::<Preview>()
        .init_resource::<Say>()
        .add_systems(Update, pit_pointer.in_set(GameSet::Intents).in_set(ReadPointer))
        .add_systems(Update, end_preview.in_set(GameSet::Derive));
}

/// The system that reads [`PitPointer`]s; whatever writes them runs before it, so that a click
/// acts in its own frame (an idle window may not draw another soon).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ReadPointer;

/// Seconds a pit must be held to count it instead of sowing it.
pub const HOLD_SECONDS: f32 = 0.5;

/// The pointer on the board's pits.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PitPointer {
    /// Pressed on a pit (a click or a touch begins).
    Down(Pit),
    /// Released (anywhere).
    Up,
    /// The pit under the pointer, if any (for the teaching preview).
    Hover(Option<Pit>),
}

/// The pit being counted by press and hold (memory game), if any: its count shows.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counting(pub Option<Pit>);

/// The pit whose sowing is previewed (teaching mode), if any.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Preview(pub Option<Pit>);

/// A sentence for the message line that is not about a move (counting, previews).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Say(pub Option<String>);

/// What a press on a pit is read against: the game, who plays it, the settings (teaching, the
/// memory game), the turn's phase, the screen, the language.
#[derive(bevy::ecs::system::SystemParam)]
struct BoardNow<'w> {
    engine: Res<'w, Engine>,
    players: Res<'w, Players>,
    settings: Res<'w, Settings>,
    phase: Res<'w, State<Phase>>,
    screen: Res<'w, State<Screen>>,
    tr: Res<'w, Tr>,
}

/// With counts shown (and teaching mode off), a press sows at once. Otherwise a press sows
/// when released within [`HOLD_SECONDS`]; held longer, it inspects the pit instead: in the
/// memory game it counts it (one's own only), in teaching mode it previews its sowing (for
/// touch screens, which have no hover); releasing it then sows nothing.
fn pit_pointer(
    mut pointer: MessageReader<PitPointer>,
    mut requests: MessageWriter<MoveRequest>,
    mut counting: ResMut<Counting>,
    mut preview: ResMut<Preview>,
    mut say: ResMut<Say>,
    mut held: Local<Option<(Pit, f32)>>,
    time: Res<Time>,
    board: BoardNow,
) {
    let BoardNow { engine, players, settings, phase, screen, tr } = board;
    let turn = engine.0.position().turn();
    let person = !players.computer_plays(turn) && *screen.get() == Screen::Gameplay;
    let previewable = |pit: Pit| {
        settings.teaching && person && *phase.get() == Phase::Waiting && engine.0.legal_moves().contains(&pit)
    };
    let preview_line = |pit: Pit| engine.0.try_play(pit).map(|report| text::preview(&tr.0, &report)).ok();
    for event in pointer.read() {
        match *event {
            PitPointer::Down(pit) if person && settings.show_counts && !settings.teaching => {
                requests.write(MoveRequest(pit));
            }
            PitPointer::Down(pit) if person => *held = Some((pit, 0.0)),
            PitPointer::Down(_) => {}
            PitPointer::Up => {
                if let Some((pit, seconds)) = held.take() {
                    if seconds < HOLD_SECONDS {
                        requests.write(MoveRequest(pit));
                    } else if preview.0 == Some(pit) {
                        preview.0 = None;
                        say.0 = None;
                    }
                }
                if counting.0.take().is_some() {
                    say.0 = None;
                }
            }
            PitPointer::Hover(pit) => {
                let wanted = pit.filter(|&pit| previewable(pit));
                if preview.0 != wanted {
                    preview.0 = wanted;
                    say.0 = wanted.and_then(preview_line);
                }
            }
        }
    }
    let Some((pit, seconds)) = held.as_mut() else {
        return;
    };
    let pit = *pit;
    let was_short = *seconds < HOLD_SECONDS;
    *seconds += time.delta_secs();
    if !was_short || *seconds < HOLD_SECONDS {
        return;
    }
    if !settings.show_counts {
        if pit.owner() == turn {
            counting.0 = Some(pit);
            let seeds = engine.0.position().seeds(pit);
            say.0 = Some(tr.0.f("memory-count", [("pit", pit.to_string().into()), ("seeds", seeds.into())]));
        } else {
            say.0 = Some(tr.0.t("memory-not-yours"));
        }
    } else if previewable(pit) {
        preview.0 = Some(pit);
        say.0 = preview_line(pit);
    }
}

/// A move played or a new board ends the preview and its line, so that what the move did can
/// be read.
fn end_preview(
    mut played: MessageReader<MovePlayed>,
    mut reset: MessageReader<BoardReset>,
    mut preview: ResMut<Preview>,
    mut say: ResMut<Say>,
) {
    let moved = played.read().count() > 0;
    if (moved || reset.read().count() > 0) && preview.0.is_some() {
        preview.0 = None;
        say.0 = None;
    }
}
