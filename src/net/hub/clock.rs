//! One clock for several servers: each server reads the shared store's clock and keeps how far
//! it is from its own, so that the times servers compare (when a seat was taken back, on which
//! the older connection on another server gives way) agree whatever each computer's clock says.

use super::{Hub, now_ms};
use std::sync::atomic::Ordering;

impl Hub {
    /// Milliseconds since 1970 by the shared store's clock (this server's own for a store of one
    /// server), as last read by [`Hub::read_clock`].
    #[must_use]
    pub fn shared_now_ms(&self) -> i64 {
        now_ms().saturating_add(self.clock_offset.load(Ordering::Relaxed))
    }

    /// The shared store's clock read now, for a time other servers compare with theirs to order
    /// two events that may be milliseconds apart (a seat taken back on two servers at once):
    /// [`Hub::shared_now_ms`]'s estimate may be off by half a read's round trip, this is not.
    /// This server's own clock for a store of one server, or the estimate when the store cannot
    /// be reached.
    pub async fn store_now_ms(&self) -> i64 {
        if !self.store.shared() {
            return now_ms();
        }
        match self.store(|store| store.clock_ms()).await {
            Ok(Some(theirs)) => theirs,
            Ok(None) | Err(_) => self.shared_now_ms(),
        }
    }

    /// Reads the shared store's clock again (nothing for a store of one server): the offset is
    /// its time less this server's at the middle of the read.
    ///
    /// # Errors
    /// The store cannot be reached (the offset stays as it was).
    pub async fn read_clock(&self) -> Result<(), crate::net::store::StoreError> {
        if !self.store.shared() {
            return Ok(());
        }
        let before = now_ms();
        let theirs = self.store(|store| store.clock_ms()).await?;
        let after = now_ms();
        if let Some(theirs) = theirs {
            self.clock_offset.store(theirs - (before + after) / 2, Ordering::Relaxed);
        }
        Ok(())
    }
}
