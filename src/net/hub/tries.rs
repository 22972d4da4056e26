//! A [`Limiter`]'s tries counted in the store, once for every server sharing it.

use super::limiter::{millis, over};
use super::{Hub, Limiter};
use crate::net::store::StoreError;
use std::time::Duration;

impl Limiter {
    /// Counts a try of `key`, for every server of `hub`'s store; `Ok(Err(wait))` when it is one
    /// too many (not counted), with how long until the next is let.
    ///
    /// # Errors
    /// The store cannot be reached: nothing counted.
    pub async fn try_once(&self, hub: &Hub, key: impl ToString) -> Result<Result<(), Duration>, StoreError> {
        self.tried(hub, key.to_string(), true).await
    }

    /// Whether `key` has had its tries in the window (`Ok(Err(wait))`), without counting one.
    ///
    /// # Errors
    /// The store cannot be reached.
    pub async fn check(&self, hub: &Hub, key: impl ToString) -> Result<Result<(), Duration>, StoreError> {
        self.tried(hub, key.to_string(), false).await
    }

    async fn tried(&self, hub: &Hub, key: String, count: bool) -> Result<Result<(), Duration>, StoreError> {
        let now = hub.shared_now_ms();
        let window = millis(self.window);
        let Limiter { kind, most, .. } = *self;
        let found =
            hub.store(move |store| store.tries(kind, &key, now - window + 1, count.then_some((now, most)))).await?;
        Ok(over(&found, now, most, self.window))
    }
}
