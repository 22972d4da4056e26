//! Where the server keeps rooms, seats and moves so that nothing is lost: a [`Store`] trait,
//! and its SQLite implementation (rusqlite, bundled SQLite, write-ahead log). Every change is
//! committed before the server acknowledges it; a server killed and started again reads every
//! room back. A PostgreSQL store shared by several servers would implement the same trait
//! (`docs/two-devices.md`).

use super::wire::Setup;
use crate::engine::{BySide, Side};
use rusqlite::{Connection, OptionalExtension, params};
use std::path::Path;
use std::sync::Mutex;

/// A room as stored: its code (words), setup, seats' tokens, moves, when it was made and when
/// it finished (seconds since 1970) if it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredRoom {
    /// The code, as words.
    pub code: String,
    /// The maker's choices (names as they stand).
    pub setup: Setup,
    /// Each seat's token once taken.
    pub tokens: BySide<Option<String>>,
    /// Every accepted move's letter, in order.
    pub moves: Vec<String>,
    /// When the room was made, in seconds since 1970 (`None` for a room stored before this was
    /// kept).
    pub made: Option<i64>,
    /// When the game ended, in seconds since 1970.
    pub finished: Option<i64>,
}

/// A store failed: the change was not made.
#[derive(Debug, thiserror::Error)]
#[error("the store failed: {0}")]
pub struct StoreError(pub String);

impl From<rusqlite::Error> for StoreError {
    fn from(error: rusqlite::Error) -> StoreError {
        StoreError(error.to_string())
    }
}

impl From<serde_json::Error> for StoreError {
    fn from(error: serde_json::Error) -> StoreError {
        StoreError(error.to_string())
    }
}

/// What the server needs kept. Each call is one committed transaction; calls may block (the
/// server makes them off its async threads).
pub trait Store: Send + Sync {
    /// Every room kept.
    ///
    /// # Errors
    /// The store cannot be read.
    fn rooms(&self) -> Result<Vec<StoredRoom>, StoreError>;
    /// A new room made at `made` (seconds since 1970), no seat taken, no move.
    ///
    /// # Errors
    /// The store cannot be written, or the code is in use.
    fn create(&self, code: &str, setup: &Setup, made: i64) -> Result<(), StoreError>;
    /// A seat taken by `token`, with the room's names as they now stand.
    ///
    /// # Errors
    /// The store cannot be written.
    fn sit(&self, code: &str, seat: Side, token: &str, setup: &Setup) -> Result<(), StoreError>;
    /// Move `number` of room `code`, and when the game ended if it did with this move.
    ///
    /// # Errors
    /// The store cannot be written, or move `number` is already stored.
    fn add_move(&self, code: &str, number: usize, pit: &str, finished: Option<i64>) -> Result<(), StoreError>;
    /// Forgets the moves from `number` on (an undo).
    ///
    /// # Errors
    /// The store cannot be written.
    fn take_back(&self, code: &str, number: usize) -> Result<(), StoreError>;
    /// Removes the rooms finished before `before` (seconds since 1970); returns their codes.
    ///
    /// # Errors
    /// The store cannot be written.
    fn purge(&self, before: i64) -> Result<Vec<String>, StoreError>;
    /// Removes room `code`, its seats and its moves (a room nobody joined, expired).
    ///
    /// # Errors
    /// The store cannot be written.
    fn remove(&self, code: &str) -> Result<(), StoreError>;
}

/// The SQLite store: one file, one connection.
pub struct Sqlite(Mutex<Connection>);

impl Sqlite {
    /// Opens (or creates) the store at `path`; `:memory:` for one that lives with the process.
    ///
    /// # Errors
    /// The file cannot be opened or is not this store.
    pub fn open(path: &Path) -> Result<Sqlite, StoreError> {
        let connection = Connection::open(path)?;
        // The write-ahead log: a commit is kept when the process is killed (only a power cut
        // before the next checkpoint could lose one), and readers never wait.
        connection.pragma_update(None, "journal_mode", "WAL")?;
        connection.pragma_update(None, "synchronous", "NORMAL")?;
        connection.pragma_update(None, "foreign_keys", "ON")?;
        connection.execute_batch(
            "CREATE TABLE IF NOT EXISTS rooms (
                 code TEXT PRIMARY KEY,
                 setup TEXT NOT NULL,
                 south_token TEXT,
                 north_token TEXT,
                 finished INTEGER,
                 made INTEGER
             );
             CREATE TABLE IF NOT EXISTS moves (
                 code TEXT NOT NULL REFERENCES rooms(code) ON DELETE CASCADE,
                 number INTEGER NOT NULL,
                 pit TEXT NOT NULL,
                 PRIMARY KEY (code, number)
             );",
        )?;
        // A store written before rooms kept when they were made gets the column, empty.
        let made = connection.prepare("SELECT 1 FROM pragma_table_info('rooms') WHERE name = 'made'")?.exists([])?;
        if !made {
            connection.execute_batch("ALTER TABLE rooms ADD COLUMN made INTEGER")?;
        }
        Ok(Sqlite(Mutex::new(connection)))
    }

    fn connection(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl Store for Sqlite {
    fn rooms(&self) -> Result<Vec<StoredRoom>, StoreError> {
        let connection = self.connection();
        let mut rooms = Vec::new();
        let mut statement =
            connection.prepare("SELECT code, setup, south_token, north_token, made, finished FROM rooms")?;
        let rows = statement.query_map([], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, Option<String>>(2)?,
                row.get::<_, Option<String>>(3)?,
                row.get::<_, Option<i64>>(4)?,
                row.get::<_, Option<i64>>(5)?,
            ))
        })?;
        let mut moves = connection.prepare("SELECT pit FROM moves WHERE code = ?1 ORDER BY number")?;
        for row in rows {
            let (code, setup, south, north, made, finished) = row?;
            let setup: Setup = serde_json::from_str(&setup)?;
            let played = moves.query_map([&code], |row| row.get::<_, String>(0))?.collect::<Result<Vec<_>, _>>()?;
            let tokens = BySide::new(south, north);
            rooms.push(StoredRoom { code, setup, tokens, moves: played, made, finished });
        }
        Ok(rooms)
    }

    fn create(&self, code: &str, setup: &Setup, made: i64) -> Result<(), StoreError> {
        let setup = serde_json::to_string(setup)?;
        let sql = "INSERT INTO rooms (code, setup, made) VALUES (?1, ?2, ?3)";
        self.connection().execute(sql, params![code, setup, made])?;
        Ok(())
    }

    fn sit(&self, code: &str, seat: Side, token: &str, setup: &Setup) -> Result<(), StoreError> {
        let setup = serde_json::to_string(setup)?;
        let sql = match seat {
            Side::South => "UPDATE rooms SET south_token = ?2, setup = ?3 WHERE code = ?1",
            Side::North => "UPDATE rooms SET north_token = ?2, setup = ?3 WHERE code = ?1",
        };
        self.connection().execute(sql, params![code, token, setup])?;
        Ok(())
    }

    fn add_move(&self, code: &str, number: usize, pit: &str, finished: Option<i64>) -> Result<(), StoreError> {
        let mut connection = self.connection();
        let transaction = connection.transaction()?;
        transaction.execute("INSERT INTO moves (code, number, pit) VALUES (?1, ?2, ?3)", params![code, number, pit])?;
        if finished.is_some() {
            transaction.execute("UPDATE rooms SET finished = ?2 WHERE code = ?1", params![code, finished])?;
        }
        transaction.commit()?;
        Ok(())
    }

    fn take_back(&self, code: &str, number: usize) -> Result<(), StoreError> {
        let mut connection = self.connection();
        let transaction = connection.transaction()?;
        transaction.execute("DELETE FROM moves WHERE code = ?1 AND number >= ?2", params![code, number])?;
        transaction.execute("UPDATE rooms SET finished = NULL WHERE code = ?1", params![code])?;
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

    fn remove(&self, code: &str) -> Result<(), StoreError> {
        self.connection().execute("DELETE FROM rooms WHERE code = ?1", [code])?;
        Ok(())
    }
}

/// Whether room `code` is stored (for tests and tools).
///
/// # Errors
/// The store cannot be read.
pub fn has_room(store: &Sqlite, code: &str) -> Result<bool, StoreError> {
    Ok(store.connection().query_row("SELECT 1 FROM rooms WHERE code = ?1", [code], |_| Ok(())).optional()?.is_some())
}
