//! The hint, in one folder: the Hint button asks the computer ([`ask`]), its answer is waited
//! for at most [`HINT_PATIENCE`] (then a short search gives it), the message line says it is
//! being looked for and then what to try and why ([`line`]), the pit glows green and a ring of
//! dots breathes round it ([`mark`]) until a move is played.
//!
//! The search itself is the computer's ([`Thinking::ask_hint`]), which shares its table; the
//! button's place in the board's row is the row's ([`controls`](super::controls)).

pub(crate) mod line;
pub mod mark;

use crate::ai::{self, Hint, Limits, Searcher};
use crate::engine::Pit;
use crate::game::computer::Thinking;
use crate::game::controls::Seat;
use crate::game::frame::GameSet;
use crate::game::layout::FaceToFace;
use crate::game::play::{Engine, Phase, Players};
use bevy::prelude::*;
use bevy::ui_widgets::Activate;
use std::time::Duration;

/// The hint's message, its pit and its search's answer.
pub(super) fn plugin(app: &mut App) {
    app.add_message::<HintReady>()
        .init_resource::<Hinted>()
        .init_resource::<Looking>()
        .configure_sets(Update, HintSystems.run_if(under_way))
        .add_systems(Update, finish.in_set(HintSystems).in_set(GameSet::Intents))
        .add_plugins((line::plugin, mark::plugin));
}

/// The hint's systems, configured once: they run only while a hint is looked for or shown (and
/// in the frame it goes), so that a game without one costs the hint one condition.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HintSystems;

/// Whether the line says that a hint is being looked for.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Looking(pub bool);

/// A run condition: whether a hint is looked for, shown, or just went.
fn under_way(thinking: Res<Thinking>, hinted: Res<Hinted>, looking: Res<Looking>) -> bool {
    thinking.is_hinting() || hinted.0.is_some() || hinted.is_changed() || looking.0
}

/// A hint has been found: its pit glows and the line says why.
#[derive(Message, Clone, Copy, Debug)]
pub struct HintReady {
    /// The pit to try, and why.
    pub hint: Hint,
    /// The moves played on the board it was found for: a move played in the same frame, after
    /// it was found, leaves it unsaid.
    pub moves: usize,
}

/// The pit the last hint names, until a move is played or a new board laid out: it glows green
/// and its ring breathes; face to face, only the player to move reads the hint.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hinted(pub Option<Pit>);

/// The longest a hint's search is waited for: on a busy machine its task may wait behind
/// others (once two minutes, on a loaded tablet), and then a short search on the spot gives it.
pub const HINT_PATIENCE: Duration = Duration::from_millis(1500);

/// The short search of a hint that came too late: a few plies with a small table, a few
/// milliseconds.
const QUICK_HINT: Limits = Limits { depth: Some(6), movetime: Some(Duration::from_millis(40)) };

/// The Hint button's observer: a hint for the person to move, while the game waits for him;
/// face to face, only the player to move gets one.
pub(crate) fn ask(
    press: On<Activate>,
    seats: Query<&Seat>,
    face_to_face: Res<FaceToFace>,
    engine: Res<Engine>,
    players: Res<Players>,
    phase: Res<State<Phase>>,
    mut thinking: ResMut<Thinking>,
) {
    let turn = engine.0.position().turn();
    let his_turn = !face_to_face.0 || seats.get(press.entity).is_ok_and(|seat| seat.0 == turn);
    if *phase.get() == Phase::Waiting && players.plays_here(turn) && his_turn {
        thinking.ask_hint(&engine.0);
    }
}

/// The hint found is sent on; one waited for longer than [`HINT_PATIENCE`] is found by a short
/// search instead.
fn finish(engine: Res<Engine>, mut thinking: ResMut<Thinking>, mut ready: MessageWriter<HintReady>) {
    let game = &engine.0;
    if let Some(hint) = thinking.hint_found(game) {
        ready.write(HintReady { hint, moves: game.moves().len() });
    } else if thinking.hint_waited(game).is_some_and(|waited| waited > HINT_PATIENCE) {
        thinking.drop_hint();
        warn!("a hint took longer than {} ms: a short search gives it", HINT_PATIENCE.as_millis());
        if let Some(mv) = Searcher::new(1 << 12).search(game, QUICK_HINT, |_| {}).best {
            ready.write(HintReady { hint: ai::explain(game, mv), moves: game.moves().len() });
        }
    }
}
