//! `--db`: which store it names, opened, and shown without its password.

use super::{Postgres, Sqlite, Store, StoreError};
use std::sync::Arc;

/// Opens the store `--db` names: `postgres://…` or `postgresql://…` (a PostgreSQL database,
/// shared by several servers), `sqlite:PATH`, or a plain path (an SQLite file; its folder is
/// made). Migrates its schema. A PostgreSQL store must be opened from within a tokio runtime.
///
/// # Errors
/// The store cannot be reached, opened or migrated, or is newer than this server.
pub async fn open(db: &str) -> Result<Arc<dyn Store>, StoreError> {
    if is_postgres(db) {
        return Ok(Arc::new(Postgres::connect(db).await?));
    }
    let path = std::path::Path::new(db.strip_prefix("sqlite:").unwrap_or(db));
    if let Some(folder) = path.parent().filter(|folder| !folder.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder)
            .map_err(|error| StoreError::failed(format!("cannot make {}: {error}", folder.display())))?;
    }
    Ok(Arc::new(Sqlite::open(path)?))
}

/// Whether `--db` names a PostgreSQL database.
#[must_use]
pub fn is_postgres(db: &str) -> bool {
    db.starts_with("postgres://") || db.starts_with("postgresql://")
}

/// `--db` as it may be printed: a password in a URL replaced by `***`.
#[must_use]
pub fn shown(db: &str) -> String {
    let Some((scheme, rest)) = db.split_once("://") else {
        return db.to_owned();
    };
    match rest.split_once('@') {
        Some((user, host)) if user.contains(':') => {
            let name = user.split(':').next().unwrap_or_default();
            format!("{scheme}://{name}:***@{host}")
        }
        _ => db.to_owned(),
    }
}
