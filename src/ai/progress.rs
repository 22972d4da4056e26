//! What the threads of one search tell each other ([`Progress`]): read by the search's main
//! thread and written by its helpers (`threads`).

use crate::engine::Move;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

/// What the threads of one search tell each other: the main thread's iteration, and the
/// deepest iteration a helper finished.
#[derive(Default)]
pub(super) struct Progress {
    /// The depth of the main thread's iteration under way.
    pub(super) depth: AtomicU32,
    /// The deepest finished helper iteration: its depth (bits 40 on), its move's index (bits
    /// 32–39) and its score (bits 0–31); 0 before one.
    deepest: AtomicU64,
}

impl Progress {
    /// A helper finished its iteration of `depth` plies.
    pub(super) fn finished(&self, depth: u32, mv: Move, score: i32) {
        let packed = u64::from(depth) << 40 | (mv.index() as u64) << 32 | u64::from(score as u32);
        self.deepest.fetch_max(packed, Ordering::Relaxed);
    }

    /// The deepest finished helper iteration: its depth, move and score.
    pub(super) fn deepest(&self) -> Option<(u32, Move, i32)> {
        let packed = self.deepest.load(Ordering::Relaxed);
        let mv = crate::engine::Pit::new((packed >> 32) as u8 as usize)?;
        (packed != 0).then_some(((packed >> 40) as u32, mv, packed as u32 as i32))
    }
}
