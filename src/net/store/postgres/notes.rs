//! What a PostgreSQL store tells the other servers: each note as JSON, sent with `NOTIFY`.

use super::Postgres;
use crate::engine::{Pit, Side};
use crate::net::store::{Note, StoreError};

impl Postgres {
    /// The note telling the others that room `code` was removed.
    pub(super) fn removal(&self, code: &str) -> Result<String, StoreError> {
        let mut note = Note { origin: self.origin, code: code.to_owned(), ..Note::default() };
        note.removed = true;
        Ok(serde_json::to_string(&note)?)
    }

    /// The note telling the others that room `code` is now at `version`.
    pub(super) fn note(
        &self,
        code: &str,
        version: Option<i64>,
        presence: Option<(Side, bool)>,
        moved: Option<(usize, Pit)>,
        since: Option<i64>,
    ) -> Result<String, StoreError> {
        Ok(serde_json::to_string(&Note {
            origin: self.origin,
            code: code.to_owned(),
            version,
            presence,
            moved,
            since,
            removed: false,
        })?)
    }
}
