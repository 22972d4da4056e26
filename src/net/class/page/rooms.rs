//! A class's own games on the server's boards: its tournament's and its teacher's simultaneous
//! games, read from the store whichever server holds each room (the class page's "The class
//! now", and what deleting a class removes).

use crate::net::class::Classroom;
use crate::net::store::StoreError;

/// Where a class's game is played and watched: a tournament's board (the class screen shows
/// it big), and whether the tournament has decided it (by play, a forfeit, or the teacher
/// ending its round: its room may still hold a game not finished, no longer played); or one of
/// the teacher's simultaneous games (his boards).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ClassRoom {
    Tournament { decided: bool },
    Simul,
}

/// The rooms of class `class`'s games, as its store keeps them: its tournament's, and its
/// teacher's simultaneous games'; each room's code and what it is.
///
/// # Errors
/// The store cannot be read.
pub(super) fn class_room_codes(
    store: &dyn crate::net::store::Store,
    class: i64,
) -> Result<Vec<(String, ClassRoom)>, StoreError> {
    let mut codes = Vec::new();
    if let Some(kept) = store.class_game(class, crate::net::class::contest::KIND)?
        && let Ok(contest) = serde_json::from_str::<crate::net::class::contest::Contest>(&kept.state)
    {
        let tournament = &contest.tournament;
        let decided = |room: &crate::net::class::contest::BoardRoom| {
            tournament
                .rounds
                .get(room.round)
                .into_iter()
                .flatten()
                .any(|board| board.pairing.has(room.south) && board.outcome(tournament.best_of).is_some())
        };
        codes.extend(
            contest.rooms.iter().map(|room| (room.code.clone(), ClassRoom::Tournament { decided: decided(room) })),
        );
    }
    if let Some(kept) = store.class_game(class, crate::net::class::simul::KIND)?
        && let Ok(simul) = serde_json::from_str::<crate::net::class::simul::Simul>(&kept.state)
    {
        codes.extend(simul.boards.into_iter().map(|board| (board.code, ClassRoom::Simul)));
    }
    Ok(codes)
}

/// The games class `class` plays now on the server's boards, its tournament's and the
/// teacher's simultaneous games, read from the store (whichever server holds each room): where
/// the teacher watches each (the class screen's board, or his simultaneous boards), its
/// players' names and its moves so far. No other class's game is among them, nor a
/// tournament's board already decided (a round the teacher ended).
pub(super) async fn class_rooms(room: &Classroom, class: i64) -> Result<Vec<(String, String, usize)>, StoreError> {
    room.hub
        .store(move |store| {
            let mut rooms = Vec::new();
            for (code, kind) in class_room_codes(store, class)? {
                if kind == (ClassRoom::Tournament { decided: true }) {
                    continue;
                }
                if let Some(stored) = store.room(&code)?
                    && stored.finished.is_none()
                    && stored.tokens.south.is_some()
                    && stored.tokens.north.is_some()
                {
                    let names = format!("{} – {}", stored.setup.names.south, stored.setup.names.north);
                    let link = match kind {
                        ClassRoom::Tournament { .. } => format!("/class/screen/{code}"),
                        ClassRoom::Simul => "/class/simul".to_owned(),
                    };
                    rooms.push((link, names, stored.moves.len()));
                }
            }
            Ok(rooms)
        })
        .await
}
