//! A device's copy of a child's journal ([`Journal`]): what it writes, hands over and hears.

use super::{Event, Progress, RECENT_EVENTS, What};
use serde::{Deserialize, Serialize};

/// A device's copy of a child's journal: his progress as his class server last said, the last
/// events it keeps, and those written on this device and not yet handed over (kept with the
/// profile, so that a tablet offline for a day hands its day over when the server is back).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Journal {
    /// The last events the server keeps (at most [`RECENT_EVENTS`]), as it last said.
    pub kept: Vec<Event>,
    /// His progress as the server last said, from every event it keeps (a journal written
    /// before the server said it: the default, and the progress is then of `kept`).
    pub progress: Progress,
    /// The events written here that the server has not said it keeps, oldest first.
    pub pending: Vec<Event>,
}

impl Journal {
    /// Writes what happened at `at` (milliseconds since 1970) with a new random id; it waits to
    /// be handed over.
    pub fn write(&mut self, what: What, at: i64, rng: &mut impl rand::Rng) -> &Event {
        use rand::RngExt;
        let id = format!("{:032x}", rng.random::<u128>());
        self.pending.push(Event { id, at, what });
        self.pending.last().expect("just written")
    }

    /// His progress, from what the server keeps and what waits here: the server's progress
    /// with the events waiting done after it.
    #[must_use]
    pub fn progress(&self) -> Progress {
        if self.progress.events == 0 {
            let mut all = self.kept.clone();
            all.extend(self.pending.iter().cloned());
            return Progress::of(&all);
        }
        self.progress.clone().then(&self.pending)
    }

    /// The next events to hand over: at most `most`, oldest first.
    #[must_use]
    pub fn to_hand_over(&self, most: usize) -> &[Event] {
        &self.pending[..self.pending.len().min(most)]
    }

    /// The server said it keeps the first `count` events waiting here (those handed over), and
    /// his `progress` now: they wait no more.
    pub fn handed(&mut self, count: usize, progress: Progress) {
        let handed: Vec<Event> = self.pending.drain(..count.min(self.pending.len())).collect();
        self.kept.extend(handed);
        let extra = self.kept.len().saturating_sub(RECENT_EVENTS);
        self.kept.drain(..extra);
        self.progress = progress;
    }

    /// The server's answer: his `progress` and the last events it keeps ([`RECENT_EVENTS`],
    /// those a tablet handed over last among them): each of them waits here no longer.
    pub fn heard(&mut self, kept: Vec<Event>, progress: Progress) {
        let ids: std::collections::HashSet<&str> = kept.iter().map(|event| event.id.as_str()).collect();
        self.pending.retain(|event| !ids.contains(event.id.as_str()));
        self.kept = kept;
        self.progress = progress;
    }
}
