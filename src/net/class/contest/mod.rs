//! A class tournament as the class server runs it: the [`Tournament`] value, the rules its
//! games are played with, and the room made for each board, kept in the store as one JSON
//! value per class with a version (two requests changing it at once: the second reads it again
//! and tries once more).
//!
//! Results are read from the rooms themselves: whenever a tablet, the teacher's page or the
//! class screen asks about the tournament, each undecided board's room is read from the store
//! and every game it has finished is kept ([`settled`]); a round whose boards are all decided
//! is followed at once by the next, with a room for each of its games. Nothing is held only in
//! memory: a server killed mid-round finds every result in its rooms when started again.

mod ended;
pub use ended::record_ended;

use super::tournament::view::{TableView, TournamentView};
use super::tournament::{ChildId, GameResult, Tournament, TournamentError};
use super::view::ChildView;
use crate::engine::{BySide, Rules, Side};
use crate::net::class::journal::{Event, Opponent, Outcome, What};
use crate::net::hub::{Hub, now, restored};
use crate::net::store::{Failure, StoreError, StoredChild, StoredEvent};
use crate::net::wire::{Refusal, Setup};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A class's tournament with the rooms of its boards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Contest {
    /// The rounds, results and standings.
    pub tournament: Tournament,
    /// The rules every game is played with.
    pub rules: Rules,
    /// The room made for each game board, in the order they were made.
    pub rooms: Vec<BoardRoom>,
    /// When it started, in seconds since 1970.
    pub started: i64,
}

/// The room of one board: its round, who plays it and the seats' tokens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardRoom {
    /// The round, from 0.
    pub round: usize,
    /// The child on South's side (he moves first in the first game).
    pub south: ChildId,
    /// The child on North's side.
    pub north: ChildId,
    /// The room's code, as words.
    pub code: String,
    /// Each seat's secret token.
    pub tokens: BySide<String>,
}

/// Why a change to a tournament was refused.
#[derive(Debug)]
pub enum Why {
    /// The tournament refused it.
    Tournament(TournamentError),
    /// A tournament is going on: it must end before another starts.
    Running,
    /// The class has no tournament.
    None,
    /// A room could not be made.
    Room(Refusal),
    /// The store failed, or another request kept changing it.
    Store(StoreError),
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Why::Tournament(error) => error.fmt(f),
            Why::Running => f.write_str("a tournament is going on: end it first"),
            Why::None => f.write_str("the class has no tournament"),
            Why::Room(refusal) => write!(f, "a board's room: {}", refusal.message),
            Why::Store(error) => write!(f, "the class's store: {}", error.message),
        }
    }
}

impl From<StoreError> for Why {
    fn from(error: StoreError) -> Why {
        Why::Store(error)
    }
}

impl From<TournamentError> for Why {
    fn from(error: TournamentError) -> Why {
        Why::Tournament(error)
    }
}

/// A tournament's kind among what a class plays together, in the store.
/// The kind of class game a tournament is kept as (`class_games.kind`).
pub const KIND: &str = "tournament";

/// How many times a change is tried when another request changed the tournament first.
const TRIES: usize = 6;

/// A child as the rooms name him: his animal and first name (`🐟 Kofi`).
#[must_use]
pub fn label(child: &StoredChild) -> String {
    let emoji = crate::net::animals::ANIMALS.get(usize::from(child.animal)).map_or("", |picture| picture.1);
    format!("{emoji} {}", child.name)
}

/// Class `class`'s tournament as kept, with its version.
async fn load(hub: &Hub, class: i64) -> Result<Option<(Contest, i64)>, StoreError> {
    let Some(stored) = hub.store(move |store| store.class_game(class, KIND)).await? else {
        return Ok(None);
    };
    let contest = serde_json::from_str(&stored.state)
        .map_err(|error| StoreError::failed(format!("class {class}'s tournament does not read: {error}")))?;
    Ok(Some((contest, stored.version)))
}

/// Class `class`'s tournament changed by `change` (given the tournament kept, if any), its
/// rooms' results read and its next round paired ([`settle`]), and kept; tried again from the
/// store when another request changed it first.
///
/// # Errors
/// What `change` refuses; a room that cannot be made; the store's failure.
pub async fn change(
    hub: &Hub,
    class: i64,
    children: &[StoredChild],
    change: impl Fn(Option<Contest>) -> Result<Contest, Why>,
) -> Result<Contest, Why> {
    for _ in 0..TRIES {
        let loaded = load(hub, class).await?;
        let version = loaded.as_ref().map(|(_, version)| *version);
        let mut contest = change(loaded.map(|(contest, _)| contest))?;
        settle(hub, class, &mut contest, children).await?;
        match keep(hub, class, &contest, version).await {
            Ok(()) => return Ok(contest),
            Err(error) if error.failure == Failure::Conflict => {}
            Err(error) => return Err(error.into()),
        }
    }
    Err(Why::Store(StoreError::new(Failure::Conflict, "the tournament kept changing: try again")))
}

/// Class `class`'s tournament with every result its rooms hold kept and its next round paired,
/// if it has one.
///
/// # Errors
/// A room that cannot be made; the store's failure.
pub async fn settled(hub: &Hub, class: i64, children: &[StoredChild]) -> Result<Option<Contest>, Why> {
    for _ in 0..TRIES {
        let Some((mut contest, version)) = load(hub, class).await? else {
            return Ok(None);
        };
        if !settle(hub, class, &mut contest, children).await? {
            return Ok(Some(contest));
        }
        match keep(hub, class, &contest, Some(version)).await {
            Ok(()) => return Ok(Some(contest)),
            Err(error) if error.failure == Failure::Conflict => {}
            Err(error) => return Err(error.into()),
        }
    }
    Err(Why::Store(StoreError::new(Failure::Conflict, "the tournament kept changing: try again")))
}

async fn keep(hub: &Hub, class: i64, contest: &Contest, from: Option<i64>) -> Result<(), StoreError> {
    let state = serde_json::to_string(contest).map_err(|error| StoreError::failed(error.to_string()))?;
    hub.store(move |store| store.keep_class_game(class, KIND, &state, from, now())).await.map(|_| ())
}

/// Keeps the results of the round's rooms, pairs the next round once this one is decided
/// (unless paused or over), and makes a room for each game board of the round that has none.
/// Returns whether anything changed.
async fn settle(hub: &Hub, class: i64, contest: &mut Contest, children: &[StoredChild]) -> Result<bool, Why> {
    let mut changed = false;
    while let Some(round) = contest.tournament.rounds.len().checked_sub(1) {
        // Each undecided board's games, as its room has them.
        let open: Vec<BoardRoom> = contest
            .rooms
            .iter()
            .filter(|room| room.round == round)
            .filter(|room| {
                contest
                    .tournament
                    .board_of(room.south)
                    .is_some_and(|(_, board)| board.outcome(contest.tournament.best_of).is_none())
            })
            .cloned()
            .collect();
        for board in open {
            let code = board.code.clone();
            let Some(stored) = hub.store(move |store| store.room(&code)).await? else { continue };
            let Ok((room, _)) = restored(stored) else { continue };
            for (game, winner) in room.games.series().results.iter().enumerate() {
                let result = match winner {
                    Some(Side::South) => GameResult::South,
                    Some(Side::North) => GameResult::North,
                    None => GameResult::Draw,
                };
                if contest.tournament.record(round, board.south, board.north, game, result)
                    == Ok(super::tournament::Recorded::New)
                {
                    changed = true;
                    let sides = [(board.south, Side::South), (board.north, Side::North)];
                    for (child, side) in sides {
                        let event = game_event(&board.code, game, *winner, side, Opponent::Classmate);
                        hub.store(move |store| store.add_events(child, &[event], now())).await?;
                    }
                }
            }
        }
        let tournament = &mut contest.tournament;
        if tournament.round_over() && !tournament.paused && !tournament.is_over() {
            tournament.start_round()?;
            changed = true;
            continue;
        }
        break;
    }
    changed |= make_rooms(hub, class, contest, children).await?;
    Ok(changed)
}

/// Makes a room for each undecided game board of the round in progress that has none.
async fn make_rooms(hub: &Hub, class: i64, contest: &mut Contest, children: &[StoredChild]) -> Result<bool, Why> {
    let Some(round) = contest.tournament.rounds.len().checked_sub(1) else { return Ok(false) };
    let best_of = contest.tournament.best_of;
    let lacking: Vec<(ChildId, ChildId)> = contest.tournament.rounds[round]
        .iter()
        .filter(|board| board.outcome(best_of).is_none())
        .filter_map(|board| match board.pairing {
            super::tournament::pairing::Pairing::Game { south, north } => Some((south, north)),
            super::tournament::pairing::Pairing::Bye(_) => None,
        })
        .filter(|&(south, _)| !contest.rooms.iter().any(|room| room.round == round && room.south == south))
        .collect();
    let name = |id: ChildId| children.iter().find(|child| child.id == id).map(label).unwrap_or_default();
    for &(south, north) in &lacking {
        let setup = Setup {
            rules: contest.rules,
            names: BySide::new(name(south), name(north)),
            starter: Side::South,
            games: best_of,
            class: Some(class),
        };
        let (code, tokens) = hub.make_seated(setup).await.map_err(Why::Room)?;
        contest.rooms.push(BoardRoom { round, south, north, code: code.to_string(), tokens });
    }
    Ok(!lacking.is_empty())
}

/// The event a room's game `game` writes in the journal of the child at `side` against
/// `against`: its id names the room and the game, so that it is kept once however often it is
/// written.
#[must_use]
pub fn game_event(code: &str, game: usize, winner: Option<Side>, side: Side, against: Opponent) -> StoredEvent {
    let result = match winner {
        Some(won) if won == side => Outcome::Win,
        Some(_) => Outcome::Loss,
        None => Outcome::Draw,
    };
    let event = Event {
        id: format!("room-{code}-{game}"),
        at: crate::net::hub::now_ms(),
        what: What::Game { against, result, moves: String::new() },
    };
    let json = serde_json::to_string(&event).unwrap_or_default();
    (event.id, event.at, json)
}

/// A new tournament among `entrants`, each board `best_of` games, with `rules`; refused while
/// one is going on.
///
/// # Errors
/// [`Why::Running`]; what [`Tournament::new`] refuses.
pub fn start(kept: Option<Contest>, entrants: &[ChildId], best_of: u8, rules: Rules) -> Result<Contest, Why> {
    if kept.is_some_and(|contest| !contest.tournament.is_over()) {
        return Err(Why::Running);
    }
    let mut tournament = Tournament::new(entrants, best_of)?;
    tournament.start_round()?;
    Ok(Contest { tournament, rules, rooms: Vec::new(), started: now() })
}

/// The tournament kept, changed by `apply`; refused when there is none.
///
/// # Errors
/// [`Why::None`].
pub fn with(kept: Option<Contest>, apply: impl Fn(&mut Tournament)) -> Result<Contest, Why> {
    let mut contest = kept.ok_or(Why::None)?;
    apply(&mut contest.tournament);
    Ok(contest)
}

/// Child `child`, signed in again, is back in class `class`'s tournament (if he had gone).
///
/// # Errors
/// The store's failure.
pub async fn come_back(hub: &Hub, class: i64, child: ChildId, children: &[StoredChild]) -> Result<(), Why> {
    let Some((contest, _)) = load(hub, class).await? else { return Ok(()) };
    if contest.tournament.is_over() || !contest.tournament.away.contains(&child) {
        return Ok(());
    }
    change(hub, class, children, |kept| with(kept, |tournament| tournament.come_back(child))).await.map(|_| ())
}

/// Child `child`, removed from class `class`: gone from its tournament (his game not finished
/// forfeited, no more paired) and each room he sat in removed, his name with it.
///
/// # Errors
/// The store's failure.
pub async fn forget(hub: &Hub, class: i64, child: ChildId) -> Result<(), Why> {
    let Some((kept, _)) = load(hub, class).await? else { return Ok(()) };
    if !kept.tournament.entrants.contains(&child) {
        return Ok(());
    }
    let children = hub.store(move |store| store.children(class)).await?;
    let contest = change(hub, class, &children, |kept| with(kept, |tournament| tournament.leave(child))).await?;
    for room in contest.rooms.iter().filter(|room| room.south == child || room.north == child) {
        hub.remove_room(&room.code).await?;
    }
    Ok(())
}

/// What child `child`'s tablet is told of `contest` ([`TournamentView`]).
#[must_use]
pub fn view_of(contest: Option<&Contest>, child: ChildId, children: &[StoredChild]) -> TournamentView {
    let Some(contest) = contest.filter(|contest| contest.tournament.entrants.contains(&child)) else {
        return TournamentView::default();
    };
    let tournament = &contest.tournament;
    let standings = tournament.standings();
    let place = super::tournament::Tournament::place(&standings, child);
    let points = standings.iter().find(|line| line.child == child).map_or(0, |line| line.points);
    let mut view = TournamentView {
        tournament: true,
        round: tournament.rounds.len(),
        rounds: tournament.rounds_planned(),
        paused: tournament.paused,
        over: tournament.is_over(),
        away: tournament.away.contains(&child),
        place,
        points,
        ..TournamentView::default()
    };
    if view.over {
        return view;
    }
    let Some((round, board)) = tournament.board_of(child) else { return view };
    let super::tournament::pairing::Pairing::Game { south, north } = board.pairing else {
        view.bye = true;
        return view;
    };
    let Some(room) = contest.rooms.iter().find(|room| room.round == round && room.south == south) else {
        return view;
    };
    let seat = if child == south { Side::South } else { Side::North };
    let other = if child == south { north } else { south };
    let opponent = children.iter().find(|c| c.id == other).map_or_else(
        || ChildView { id: other, name: String::new(), animal: 0 },
        |c| ChildView { id: c.id, name: c.name.clone(), animal: c.animal },
    );
    let mine = if seat == Side::South { GameResult::South } else { GameResult::North };
    let count = |wanted: &dyn Fn(GameResult) -> bool| {
        u8::try_from(board.games.iter().filter(|&&game| wanted(game)).count()).unwrap_or(u8::MAX)
    };
    let score = [
        count(&|game| game == mine),
        count(&|game| game == GameResult::Draw),
        count(&|game| game != mine && game != GameResult::Draw),
    ];
    let number = tournament.rounds[round].iter().position(|b| b.pairing == board.pairing).map_or(1, |at| at + 1);
    view.table = Some(TableView {
        number,
        opponent,
        seat,
        code: room.code.clone(),
        token: room.tokens[seat].clone(),
        best_of: tournament.best_of,
        score,
        decided: board.outcome(tournament.best_of).is_some(),
    });
    view
}
