//! A board the teacher ended, counted as a draw in its children's progress.

use super::{Contest, Why, game_event};
use crate::engine::Side;
use crate::net::class::journal::Opponent;
use crate::net::hub::{Hub, now, restored};

/// Counts each board the teacher ended (a round or the tournament ended before it was decided)
/// as a draw against a classmate in its two children's progress: the game its room was playing,
/// if a move of it was played (a board nobody played is not a game). Counted once, whenever
/// this is called again (its event's id is its room's and its game's, as a game played to its
/// end would have had).
///
/// # Errors
/// The store's failure.
pub async fn record_ended(hub: &Hub, contest: &Contest) -> Result<(), Why> {
    let tournament = &contest.tournament;
    for room in &contest.rooms {
        let ended = tournament.rounds.get(room.round).into_iter().flatten().any(|board| {
            board.pairing.has(room.south) && board.ended && board.games.len() < usize::from(tournament.best_of)
        });
        let code = room.code.clone();
        let Some(stored) = (if ended { hub.store(move |store| store.room(&code)).await? } else { None }) else {
            continue;
        };
        let Ok((played, _)) = restored(stored) else { continue };
        let game = played.games.series().results.len();
        if played.games.game().moves().is_empty() || played.games.game().is_over() {
            continue;
        }
        for (child, side) in [(room.south, Side::South), (room.north, Side::North)] {
            let event = game_event(&room.code, game, None, side, Opponent::Classmate);
            hub.store(move |store| store.add_events(child, &[event], now())).await?;
        }
    }
    Ok(())
}
