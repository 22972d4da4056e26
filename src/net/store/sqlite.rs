//! The SQLite store: one file beside one server, through rusqlite and its bundled SQLite, with
//! the write-ahead log. Its schema's version is SQLite's `user_version`; [`MIGRATIONS`] bring
//! an older file up to date when it opens.

use super::{Change, Failure, Store, StoreError, StoredRoom, side_name, side_named};
use crate::engine::{BySide, Side};
use crate::net::wire::Setup;
use rusqlite::{Connection, OptionalExtension, params};
use std::path::Path;
use std::sync::Mutex;

/// The schema's steps, the `n`th bringing version `n` to `n + 1`. The first is the schema of
/// the stores written before versions were kept (its statements change nothing in such a file).
const MIGRATIONS: [&str; 5] = [
    "CREATE TABLE IF NOT EXISTS rooms (
         code TEXT PRIMARY KEY,
         setup TEXT NOT NULL,
         south_token TEXT,
         north_token TEXT,
         finished INTEGER
     );
     CREATE TABLE IF NOT EXISTS moves (
         code TEXT NOT NULL REFERENCES rooms(code) ON DELETE CASCADE,
         number INTEGER NOT NULL,
         pit TEXT NOT NULL,
         PRIMARY KEY (code, number)
     );",
    "ALTER TABLE rooms ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
     ALTER TABLE rooms ADD COLUMN undo_asked TEXT;",
    "CLASSES",
    "TOURNAMENTS",
    "TRIES",
];

impl From<rusqlite::Error> for StoreError {
    fn from(error: rusqlite::Error) -> StoreError {
        let failure = match error.sqlite_error_code() {
            Some(rusqlite::ErrorCode::ConstraintViolation) => Failure::Conflict,
            _ => Failure::Failed,
        };
        StoreError::new(failure, error.to_string())
    }
}

/// The SQLite store: one file, one connection.
pub struct Sqlite(Mutex<Connection>);

impl Sqlite {
    /// Opens (or creates) the store at `path`, and brings its schema up to date; `:memory:` for
    /// one that lives with the process.
    ///
    /// # Errors
    /// The file cannot be opened, is not this store, or was written by a newer server.
    pub fn open(path: &Path) -> Result<Sqlite, StoreError> {
        let mut connection = Connection::open(path)?;
        // The write-ahead log: a commit is kept when the process is killed (only a power cut
        // before the next checkpoint could lose one), and readers never wait.
        connection.pragma_update(None, "journal_mode", "WAL")?;
        connection.pragma_update(None, "synchronous", "NORMAL")?;
        connection.pragma_update(None, "foreign_keys", "ON")?;
        migrate(&mut connection)?;
        Ok(Sqlite(Mutex::new(connection)))
    }

    pub(super) fn connection(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Brings the schema up to date, one committed step at a time.
fn migrate(connection: &mut Connection) -> Result<(), StoreError> {
    let transaction = connection.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    let version: usize = transaction.pragma_query_value(None, "user_version", |row| row.get(0))?;
    if version > MIGRATIONS.len() {
        let known = MIGRATIONS.len();
        return Err(StoreError::failed(format!("the store's schema is version {version}, newer than {known}")));
    }
    for (step, sql) in MIGRATIONS.iter().enumerate().skip(version) {
        // The class tables are written once for both stores (`classes::schema`).
        let sql = match *sql {
            "CLASSES" => super::classes::schema(false),
            "TOURNAMENTS" => super::classes::tournaments(false),
            "TRIES" => super::classes::tries(false),
            sql => sql.to_owned(),
        };
        transaction.execute_batch(&sql)?;
        if step == 0 {
            // The stores written before rooms kept when they were made get the column, empty.
            let made =
                transaction.prepare("SELECT 1 FROM pragma_table_info('rooms') WHERE name = 'made'")?.exists([])?;
            if !made {
                transaction.execute_batch("ALTER TABLE rooms ADD COLUMN made INTEGER")?;
            }
        }
    }
    transaction.pragma_update(None, "user_version", MIGRATIONS.len())?;
    transaction.commit()?;
    Ok(())
}

const COLUMNS: &str = "code, setup, south_token, north_token, made, finished, version, undo_asked";

/// A room's row, without its moves.
fn row(
    row: &rusqlite::Row<'_>,
) -> rusqlite::Result<(String, String, BySide<Option<String>>, [Option<i64>; 2], i64, Option<String>)> {
    let tokens = BySide::new(row.get(2)?, row.get(3)?);
    Ok((row.get(0)?, row.get(1)?, tokens, [row.get(4)?, row.get(5)?], row.get(6)?, row.get(7)?))
}

/// A room's row with its moves, read from `connection`.
fn stored(
    connection: &Connection,
    (code, setup, tokens, [made, finished], version, undo_asked): (
        String,
        String,
        BySide<Option<String>>,
        [Option<i64>; 2],
        i64,
        Option<String>,
    ),
) -> Result<StoredRoom, StoreError> {
    let setup: Setup = serde_json::from_str(&setup)?;
    let mut statement = connection.prepare_cached("SELECT pit FROM moves WHERE code = ?1 ORDER BY number")?;
    let moves = statement.query_map([&code], |row| row.get::<_, String>(0))?.collect::<Result<Vec<_>, _>>()?;
    let undo_asked = side_named(undo_asked.as_deref());
    Ok(StoredRoom { code, setup, tokens, moves, made, finished, version, undo_asked })
}

impl Store for Sqlite {
    fn check(&self) -> Result<(), StoreError> {
        Ok(self.connection().query_row("SELECT 1", [], |_| Ok(()))?)
    }

    fn rooms(&self) -> Result<Vec<StoredRoom>, StoreError> {
        let connection = self.connection();
        let rows = {
            let mut statement = connection.prepare(&format!("SELECT {COLUMNS} FROM rooms"))?;
            statement.query_map([], row)?.collect::<Result<Vec<_>, _>>()?
        };
        rows.into_iter().map(|found| stored(&connection, found)).collect()
    }

    fn room(&self, code: &str) -> Result<Option<StoredRoom>, StoreError> {
        let connection = self.connection();
        let sql = format!("SELECT {COLUMNS} FROM rooms WHERE code = ?1");
        let found = connection.query_row(&sql, [code], row).optional()?;
        found.map(|found| stored(&connection, found)).transpose()
    }

    fn create(&self, code: &str, setup: &Setup, made: i64, seat: Side, token: &str) -> Result<(), StoreError> {
        let setup = serde_json::to_string(setup)?;
        let sql = match seat {
            Side::South => "INSERT INTO rooms (code, setup, made, south_token) VALUES (?1, ?2, ?3, ?4)",
            Side::North => "INSERT INTO rooms (code, setup, made, north_token) VALUES (?1, ?2, ?3, ?4)",
        };
        self.connection().execute(sql, params![code, setup, made, token])?;
        Ok(())
    }

    fn change(&self, code: &str, version: i64, change: Change<'_>) -> Result<(), StoreError> {
        let mut connection = self.connection();
        let transaction = connection.transaction()?;
        let bumped = transaction.execute(
            "UPDATE rooms SET version = version + 1 WHERE code = ?1 AND version = ?2",
            params![code, version],
        )?;
        if bumped != 1 {
            return Err(StoreError::new(Failure::Conflict, format!("room {code} is not at version {version}")));
        }
        match change {
            Change::Sit { seat, token, setup } => {
                let setup = serde_json::to_string(setup)?;
                let sql = match seat {
                    Side::South => "UPDATE rooms SET south_token = ?2, setup = ?3 WHERE code = ?1",
                    Side::North => "UPDATE rooms SET north_token = ?2, setup = ?3 WHERE code = ?1",
                };
                transaction.execute(sql, params![code, token, setup])?;
            }
            Change::Move { number, pit, finished } => {
                let sql = "INSERT INTO moves (code, number, pit) VALUES (?1, ?2, ?3)";
                transaction.execute(sql, params![code, number, pit.to_string()])?;
                let sql = "UPDATE rooms SET undo_asked = NULL, finished = ?2 WHERE code = ?1";
                transaction.execute(sql, params![code, finished])?;
            }
            Change::AskUndo { by } => {
                transaction
                    .execute("UPDATE rooms SET undo_asked = ?2 WHERE code = ?1", params![code, side_name(by)])?;
            }
            Change::TakeBack { number } => {
                transaction.execute("DELETE FROM moves WHERE code = ?1 AND number >= ?2", params![code, number])?;
                let sql = "UPDATE rooms SET undo_asked = NULL, finished = NULL WHERE code = ?1";
                transaction.execute(sql, params![code])?;
            }
        }
        transaction.commit()?;
        Ok(())
    }

    fn purge(&self, before: i64) -> Result<Vec<String>, StoreError> {
        let mut connection = self.connection();
        let transaction = connection.transaction()?;
        let codes = {
            let mut statement =
                transaction.prepare("SELECT code FROM rooms WHERE finished IS NOT NULL AND finished < ?1")?;
            statement.query_map([before], |row| row.get::<_, String>(0))?.collect::<Result<Vec<_>, _>>()?
        };
        transaction.execute("DELETE FROM rooms WHERE finished IS NOT NULL AND finished < ?1", [before])?;
        transaction.commit()?;
        Ok(codes)
    }

    fn remove(&self, code: &str) -> Result<bool, StoreError> {
        let sql = "DELETE FROM rooms WHERE code = ?1 AND (south_token IS NULL OR north_token IS NULL)";
        Ok(self.connection().execute(sql, [code])? == 1)
    }

    fn forget(&self, code: &str) -> Result<bool, StoreError> {
        Ok(self.connection().execute("DELETE FROM rooms WHERE code = ?1", [code])? == 1)
    }
}

/// Whether room `code` is stored (for tests and tools).
///
/// # Errors
/// The store cannot be read.
pub fn has_room(store: &Sqlite, code: &str) -> Result<bool, StoreError> {
    Ok(store.connection().query_row("SELECT 1 FROM rooms WHERE code = ?1", [code], |_| Ok(())).optional()?.is_some())
}
