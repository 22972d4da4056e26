//! The computer player: in a game against the computer, or both sides in a demo. It searches
//! on Bevy's async compute pool, so the animation never waits, and plays through the same
//! [`MoveRequest`] as a person.

use super::settings::Mode;
use super::{BoardReset, Engine, GameSet, MoveRequest, Phase, Screen};
use crate::ai::{Hint, Level, Searcher};
use crate::engine::{Game, Move, Side};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, futures_lite::future};
use std::sync::{Arc, Mutex};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Opponent>()
        .init_resource::<Thinking>()
        .add_message::<HintReady>()
        .add_systems(
            Update,
            (start_thinking.run_if(in_state(Screen::Gameplay)), finish_thinking, finish_hint)
                .chain()
                .in_set(GameSet::Input),
        )
        // In the frame the rules lay out a new board, so that a hint asked right after it
        // is not dropped by a late reset.
        .add_systems(Update, forget_searches.in_set(GameSet::Animation));
}

/// The computer player's settings.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opponent {
    /// Who plays which side.
    pub mode: Mode,
    /// How strong the computer plays.
    pub level: Level,
    /// In a demo: wait for "Step" before each move.
    pub paused: bool,
    /// In a paused demo: play one move.
    pub step: bool,
}

impl Default for Opponent {
    fn default() -> Self {
        Opponent { mode: Mode::TwoPlayers, level: Level::new(3).expect("a level"), paused: false, step: false }
    }
}

impl Opponent {
    /// Whether the computer plays `side`.
    #[must_use]
    pub fn plays(&self, side: Side) -> bool {
        self.mode.computer_plays(side)
    }
}

/// A hint has been found: the HUD highlights its pit and says why.
#[derive(Message, Clone, Copy, Debug)]
pub struct HintReady(pub Hint);

/// The searches under way: the computer's move, and a hint a person asked for.
#[derive(Resource, Default)]
pub struct Thinking {
    /// Made at the first search: its table is large, and a two-player game never needs it.
    searcher: Arc<Mutex<Option<Searcher>>>,
    /// The computer's search, with the number of moves played when it began.
    task: Option<(usize, Task<Option<Move>>)>,
    hint: Option<(usize, Task<Option<Hint>>)>,
}

impl Thinking {
    /// Whether the computer is choosing a move.
    #[must_use]
    pub fn is_thinking(&self) -> bool {
        self.task.is_some()
    }

    /// Whether any search (a move or a hint) is under way: its answer must be polled.
    #[must_use]
    pub fn is_busy(&self) -> bool {
        self.task.is_some() || self.hint.is_some()
    }

    /// Starts looking for a hint for the player to move, unless one is being looked for.
    pub fn ask_hint(&mut self, game: &Game) {
        if self.hint.is_some() || game.is_over() {
            return;
        }
        let (searcher, game) = (Arc::clone(&self.searcher), game.clone());
        let moves = game.moves().len();
        let task = AsyncComputeTaskPool::get().spawn(async move { with_searcher(&searcher, |s| s.hint(&game)) });
        self.hint = Some((moves, task));
    }
}

/// Runs `search` with the shared searcher, made at its first use.
fn with_searcher<T>(searcher: &Mutex<Option<Searcher>>, search: impl FnOnce(&mut Searcher) -> T) -> T {
    // A search that panicked leaves the table usable: take it back.
    let mut guard = searcher.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    search(guard.get_or_insert_with(Searcher::default))
}

fn start_thinking(
    engine: Res<Engine>,
    phase: Res<State<Phase>>,
    mut opponent: ResMut<Opponent>,
    mut thinking: ResMut<Thinking>,
) {
    let game = &engine.0;
    if thinking.task.is_some() || *phase.get() != Phase::Waiting || !opponent.plays(game.position().turn()) {
        return;
    }
    if opponent.mode == Mode::Demo && opponent.paused {
        if !opponent.step {
            return;
        }
        opponent.step = false;
    }
    let (searcher, game, level) = (Arc::clone(&thinking.searcher), game.clone(), opponent.level);
    let moves = game.moves().len();
    let task = AsyncComputeTaskPool::get()
        .spawn(async move { with_searcher(&searcher, |s| s.choose(&game, level, &mut rand::rng())) });
    thinking.task = Some((moves, task));
}

/// The answer of a finished search, if it was made for the position now on the board (`moves`
/// played); a finished search is removed either way.
fn take_answer<T>(slot: &mut Option<(usize, Task<Option<T>>)>, moves: usize) -> Option<T> {
    let (asked_at, task) = slot.as_mut()?;
    let found = block_on(future::poll_once(task))?;
    let still_current = *asked_at == moves;
    *slot = None;
    found.filter(|_| still_current)
}

/// The computer's move, once found, is requested like a person's click.
fn finish_thinking(engine: Res<Engine>, mut thinking: ResMut<Thinking>, mut requests: MessageWriter<MoveRequest>) {
    if let Some(mv) = take_answer(&mut thinking.task, engine.0.moves().len()) {
        requests.write(MoveRequest(mv));
    }
}

fn finish_hint(engine: Res<Engine>, mut thinking: ResMut<Thinking>, mut ready: MessageWriter<HintReady>) {
    if let Some(hint) = take_answer(&mut thinking.hint, engine.0.moves().len()) {
        ready.write(HintReady(hint));
    }
}

/// A new board makes the searches under way meaningless: they are dropped.
fn forget_searches(mut reset: MessageReader<BoardReset>, mut thinking: ResMut<Thinking>) {
    if reset.read().count() > 0 {
        thinking.task = None;
        thinking.hint = None;
    }
}
