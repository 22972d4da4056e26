//! What the teacher's page shows of the rooms: the games going on now.

use super::{Hub, Live};
use crate::engine::BySide;
use crate::net::code::Code;
use std::sync::Arc;
use tokio::sync::Mutex as RoomLock;

impl Hub {
    /// The rooms held whose game goes on (both seats taken, not over): each one's code, its
    /// players' names and how many moves were played. A room busy at this moment is left out.
    #[must_use]
    pub fn playing(&self) -> Vec<(Code, BySide<String>, usize)> {
        let rooms: Vec<Arc<RoomLock<Live>>> = self.lock().values().cloned().collect();
        let mut playing: Vec<(Code, BySide<String>, usize)> = rooms
            .iter()
            .filter_map(|live| {
                let held = live.try_lock().ok()?;
                let seated = held.room.tokens.south.is_some() && held.room.tokens.north.is_some();
                (seated && !held.room.games.is_over() && !held.gone)
                    .then(|| (held.code, held.room.setup.names.clone(), held.room.games.moves().len()))
            })
            .collect();
        playing.sort_by_key(|(code, ..)| *code);
        playing
    }
}
