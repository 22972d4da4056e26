//! The simultaneous games as the class server runs them: one value per class in the store
//! (kind `simul`, with a version), each board's game read from its room whenever a tablet or
//! the teacher's page asks.

use super::view::SimulView;
use crate::engine::{BySide, Rules, Side};
use crate::net::class::contest::{game_event, label};
use crate::net::class::journal::Opponent;
use crate::net::class::tournament::ChildId;
use crate::net::hub::{Hub, now, restored};
use crate::net::store::{Failure, StoreError, StoredChild};
use crate::net::wire::{Refusal, Setup};
use serde::{Deserialize, Serialize};

/// Its kind among what a class plays together, in the store.
/// The kind of class game the simultaneous games are kept as (`class_games.kind`).
pub const KIND: &str = "simul";

/// How many times a change is tried when another request changed it first.
const TRIES: usize = 6;

/// The teacher's simultaneous games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Simul {
    /// The teacher's name on the boards.
    pub teacher: String,
    /// The rules.
    pub rules: Rules,
    /// One board per child.
    pub boards: Vec<SimulBoard>,
    /// Ended by the teacher.
    pub ended: bool,
}

/// One child's board: his room and whether its game is in his progress yet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SimulBoard {
    /// The child (South).
    pub child: ChildId,
    /// The room's code, as words.
    pub code: String,
    /// Each seat's secret token: the child's South, the teacher's North.
    pub tokens: BySide<String>,
    /// Its game's winner once finished (`Some(None)`: a draw), kept in his progress.
    pub finished: Option<Option<Side>>,
}

/// Why a change was refused.
#[derive(Debug, thiserror::Error)]
pub enum Why {
    /// Simultaneous games are going on: end them first.
    #[error("the teacher's simultaneous games are going on: end them first")]
    Running,
    /// None are going on.
    #[error("there are no simultaneous games")]
    None,
    /// No child was chosen.
    #[error("choose one child or more")]
    Nobody,
    /// A room could not be made, or a move was refused.
    #[error("{}", .0.message)]
    Room(Refusal),
    /// The store failed.
    #[error("the class's store: {}", .0.message)]
    Store(StoreError),
}

impl From<StoreError> for Why {
    fn from(error: StoreError) -> Why {
        Why::Store(error)
    }
}

impl Simul {
    /// Whether every board is finished, or the teacher ended them.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.ended || self.boards.iter().all(|board| board.finished.is_some())
    }
}

async fn load(hub: &Hub, class: i64) -> Result<Option<(Simul, i64)>, StoreError> {
    let Some(stored) = hub.store(move |store| store.class_game(class, KIND)).await? else {
        return Ok(None);
    };
    let simul = serde_json::from_str(&stored.state)
        .map_err(|error| StoreError::failed(format!("class {class}'s simultaneous games do not read: {error}")))?;
    Ok(Some((simul, stored.version)))
}

async fn keep(hub: &Hub, class: i64, simul: &Simul, from: Option<i64>) -> Result<(), StoreError> {
    let state = serde_json::to_string(simul).map_err(|error| StoreError::failed(error.to_string()))?;
    hub.store(move |store| store.keep_class_game(class, KIND, &state, from, now())).await.map(|_| ())
}

/// New simultaneous games: a room for each of `children`, South his, North the teacher's
/// (named `teacher`), with `rules`; refused while others go on.
///
/// # Errors
/// [`Why::Running`], [`Why::Nobody`], a room that cannot be made, the store's failure.
pub async fn start(hub: &Hub, class: i64, children: &[StoredChild], teacher: &str, rules: Rules) -> Result<Simul, Why> {
    let kept = load(hub, class).await?;
    if kept.as_ref().is_some_and(|(simul, _)| !simul.is_over()) {
        return Err(Why::Running);
    }
    if children.is_empty() {
        return Err(Why::Nobody);
    }
    let mut boards = Vec::new();
    for child in children {
        let setup = Setup {
            rules,
            names: BySide::new(label(child), teacher.to_owned()),
            starter: Side::South,
            games: 1,
            class: Some(class),
        };
        let (code, tokens) = hub.make_seated(setup).await.map_err(Why::Room)?;
        boards.push(SimulBoard { child: child.id, code: code.to_string(), tokens, finished: None });
    }
    let simul = Simul { teacher: teacher.to_owned(), rules, boards, ended: false };
    keep(hub, class, &simul, kept.map(|(_, version)| version)).await?;
    Ok(simul)
}

/// Ends the simultaneous games where they stand.
///
/// # Errors
/// [`Why::None`], the store's failure.
pub async fn end(hub: &Hub, class: i64) -> Result<(), Why> {
    for _ in 0..TRIES {
        let (mut simul, version) = load(hub, class).await?.ok_or(Why::None)?;
        simul.ended = true;
        match keep(hub, class, &simul, Some(version)).await {
            Err(error) if error.failure == Failure::Conflict => {}
            done => return done.map_err(Why::from),
        }
    }
    Err(Why::Store(StoreError::new(Failure::Conflict, "the simultaneous games kept changing: try again")))
}

/// Class `class`'s simultaneous games, each game finished in its room kept in its child's
/// progress, if it has had some.
///
/// # Errors
/// The store's failure.
pub async fn settled(hub: &Hub, class: i64) -> Result<Option<Simul>, Why> {
    for _ in 0..TRIES {
        let Some((mut simul, version)) = load(hub, class).await? else { return Ok(None) };
        let mut changed = false;
        for board in simul.boards.iter_mut().filter(|board| board.finished.is_none()) {
            let code = board.code.clone();
            let Some(stored) = hub.store(move |store| store.room(&code)).await? else { continue };
            let Ok((room, _)) = restored(stored) else { continue };
            let Some(&winner) = room.games.series().results.first() else { continue };
            let (child, event) = (board.child, game_event(&board.code, 0, winner, Side::South, Opponent::Teacher));
            hub.store(move |store| store.add_events(child, &[event], now())).await?;
            board.finished = Some(winner);
            changed = true;
        }
        if !changed {
            return Ok(Some(simul));
        }
        match keep(hub, class, &simul, Some(version)).await {
            Ok(()) => return Ok(Some(simul)),
            Err(error) if error.failure == Failure::Conflict => {}
            Err(error) => return Err(error.into()),
        }
    }
    Err(Why::Store(StoreError::new(Failure::Conflict, "the simultaneous games kept changing: try again")))
}

/// The teacher's move `number`, `pit` on the board of room `code`.
///
/// # Errors
/// [`Why::None`] (no such board), what the room refuses (not his turn, an illegal pit).
pub async fn teacher_moves(
    hub: &std::sync::Arc<Hub>,
    simul: &Simul,
    code: &str,
    number: usize,
    pit: crate::engine::Pit,
) -> Result<(), Why> {
    let board = simul.boards.iter().find(|board| board.code == code && board.finished.is_none()).ok_or(Why::None)?;
    crate::net::server::play_for(hub, code, &board.tokens.north, number, pit).await.map_err(Why::Room)
}

/// What child `child`'s tablet is told of `simul`.
#[must_use]
pub fn view_of(simul: Option<&Simul>, child: ChildId) -> SimulView {
    let Some(simul) = simul.filter(|simul| !simul.ended) else { return SimulView::default() };
    let Some(board) = simul.boards.iter().find(|board| board.child == child && board.finished.is_none()) else {
        return SimulView::default();
    };
    SimulView {
        simul: true,
        teacher: simul.teacher.clone(),
        code: board.code.clone(),
        seat: Some(Side::South),
        token: board.tokens.south.clone(),
    }
}
