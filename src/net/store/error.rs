//! How a store call fails: [`StoreError`], of a kind ([`Failure`]) the server answers by.

/// How a store call failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The store refused or could not do it; nothing changed.
    Failed,
    /// The store cannot be reached now (restarted, or the connection dropped): nothing changed,
    /// or, for a commit whose answer was lost, the change may have been kept; the room read
    /// again tells which.
    Unavailable,
    /// The room changed since the version the change was made from (another server changed
    /// it), or a new room's code is in use: nothing changed.
    Conflict,
}

/// A store failed: what kind of failure, and the store's words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the store failed: {message}")]
pub struct StoreError {
    /// What kind of failure.
    pub failure: Failure,
    /// The store's words.
    pub message: String,
}

impl StoreError {
    /// A failure of kind `failure`.
    #[must_use]
    pub fn new(failure: Failure, message: impl Into<String>) -> StoreError {
        StoreError { failure, message: message.into() }
    }

    /// A failure of kind [`Failure::Failed`].
    #[must_use]
    pub fn failed(message: impl Into<String>) -> StoreError {
        StoreError::new(Failure::Failed, message)
    }
}

impl From<serde_json::Error> for StoreError {
    fn from(error: serde_json::Error) -> StoreError {
        StoreError::failed(error.to_string())
    }
}
