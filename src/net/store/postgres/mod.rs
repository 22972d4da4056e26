//! The PostgreSQL store, shared by several servers (`--db postgres://…`): tokio-postgres, its
//! connections pooled by deadpool-postgres. A change is one transaction that checks the room's
//! version ([`Change`]) and tells the other servers with `NOTIFY` on [`CHANNEL`], delivered at
//! its commit; each server listens on a connection of its own, made again (waiting 0.1 s
//! doubling to 5 s) whenever it drops. Every call waits at most [`WAIT`]: when the database is
//! restarted or out of reach, calls fail at once or after it ([`Failure::Unavailable`]), and
//! succeed again as soon as it is back. The schema's version is kept in `awale_schema`.

use super::{Change, Failure, Heard, Store, StoreError, StoredRoom, side_name, side_named};
use crate::engine::{BySide, Pit, Side};
use crate::net::wire::Setup;
use deadpool_postgres::{Manager, ManagerConfig, Pool, PoolError, RecyclingMethod, Runtime};
use listen::{unavailable, within};
use rand::RngExt;
use std::future::Future;
use std::time::Duration;
use tokio::sync::mpsc;
use tokio_postgres::error::SqlState;
use tokio_postgres::{NoTls, Row};

mod listen;
mod notes;

pub use listen::{CHANNEL, WAIT};

/// Connections to the database one server holds at most.
const CONNECTIONS: usize = 16;

/// The schema's steps, the `n`th bringing version `n` to `n + 1`.
const MIGRATIONS: [&str; 4] = [
    "CREATE TABLE rooms (
         code TEXT PRIMARY KEY,
         setup TEXT NOT NULL,
         south_token TEXT,
         north_token TEXT,
         made BIGINT,
         finished BIGINT,
         version BIGINT NOT NULL DEFAULT 0,
         undo_asked TEXT
     );
     CREATE TABLE moves (
         code TEXT NOT NULL REFERENCES rooms(code) ON DELETE CASCADE,
         number BIGINT NOT NULL,
         pit TEXT NOT NULL,
         PRIMARY KEY (code, number)
     );
     CREATE INDEX rooms_finished ON rooms (finished) WHERE finished IS NOT NULL;",
    "CLASSES",
    "TOURNAMENTS",
    "TRIES",
];

/// The PostgreSQL store: a pool of connections, and this server's number in its notes.
pub struct Postgres {
    pub(in crate::net::store) pool: Pool,
    config: tokio_postgres::Config,
    runtime: tokio::runtime::Handle,
    origin: u64,
}

impl From<tokio_postgres::Error> for StoreError {
    fn from(error: tokio_postgres::Error) -> StoreError {
        let failure = match error.code() {
            Some(code) if *code == SqlState::UNIQUE_VIOLATION => Failure::Conflict,
            // Connection exceptions, and the server shutting down or starting.
            Some(code) if code.code().starts_with("08") || code.code().starts_with("57P") => Failure::Unavailable,
            Some(_) => Failure::Failed,
            // No answer from the server: the connection is closed or broke.
            None => Failure::Unavailable,
        };
        let message = match (error.as_db_error(), std::error::Error::source(&error)) {
            (Some(db), _) => db.message().to_owned(),
            (None, Some(source)) => format!("{error}: {source}"),
            (None, None) => error.to_string(),
        };
        StoreError::new(failure, message)
    }
}

impl From<PoolError> for StoreError {
    fn from(error: PoolError) -> StoreError {
        match error {
            PoolError::Backend(error) => error.into(),
            other => unavailable(format!("no connection to the database: {other}")),
        }
    }
}

impl Postgres {
    /// Connects to the database at `url` (`postgres://USER:PASSWORD@HOST:PORT/DATABASE`, or a
    /// socket's folder as `host`), and brings its schema up to date (one server at a time). Must
    /// be called from within a tokio runtime, which then runs its connections.
    ///
    /// # Errors
    /// The URL is not one, the database cannot be reached, or its schema is newer than this
    /// server's.
    pub async fn connect(url: &str) -> Result<Postgres, StoreError> {
        let mut config: tokio_postgres::Config =
            url.parse().map_err(|error| StoreError::failed(format!("not a PostgreSQL URL: {error}")))?;
        config
            .application_name("awale-server")
            .connect_timeout(WAIT)
            .keepalives(true)
            .keepalives_idle(Duration::from_secs(5))
            .keepalives_interval(Duration::from_secs(2))
            .keepalives_retries(3);
        let manager =
            Manager::from_config(config.clone(), NoTls, ManagerConfig { recycling_method: RecyclingMethod::Fast });
        let pool = Pool::builder(manager)
            .max_size(CONNECTIONS)
            .runtime(Runtime::Tokio1)
            .wait_timeout(Some(WAIT))
            .create_timeout(Some(WAIT))
            .recycle_timeout(Some(WAIT))
            .build()
            .map_err(|error| StoreError::failed(error.to_string()))?;
        let runtime = tokio::runtime::Handle::current();
        let store = Postgres { pool, config, runtime, origin: rand::rng().random() };
        within(store.migrate()).await?;
        Ok(store)
    }

    /// This server's number in the notes it sends.
    #[must_use]
    pub fn origin(&self) -> u64 {
        self.origin
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        let mut client = self.pool.get().await?;
        let transaction = client.transaction().await?;
        // Servers starting together take turns.
        transaction.batch_execute("SELECT pg_advisory_xact_lock(7878)").await?;
        transaction.batch_execute("CREATE TABLE IF NOT EXISTS awale_schema (version INTEGER NOT NULL)").await?;
        let version = match transaction.query_opt("SELECT version FROM awale_schema", &[]).await? {
            Some(row) => usize::try_from(row.get::<_, i32>(0)).unwrap_or(usize::MAX),
            None => {
                transaction.batch_execute("INSERT INTO awale_schema (version) VALUES (0)").await?;
                0
            }
        };
        if version > MIGRATIONS.len() {
            let known = MIGRATIONS.len();
            return Err(StoreError::failed(format!("the store's schema is version {version}, newer than {known}")));
        }
        for sql in MIGRATIONS.iter().skip(version) {
            // The class tables are written once for both stores (`classes::schema`).
            let sql = match *sql {
                "CLASSES" => super::classes::schema(true),
                "TOURNAMENTS" => super::classes::tournaments(true),
                "TRIES" => super::classes::tries(true),
                sql => sql.to_owned(),
            };
            transaction.batch_execute(&sql).await?;
        }
        let latest = i32::try_from(MIGRATIONS.len()).unwrap_or(i32::MAX);
        transaction.execute("UPDATE awale_schema SET version = $1", &[&latest]).await?;
        transaction.commit().await?;
        Ok(())
    }

    /// A move (`number`, `pit`, when the room finished): the room's version checked and raised,
    /// the move kept and the others told, in one statement (one round trip to the database,
    /// one transaction).
    async fn play(
        &self,
        code: &str,
        version: i64,
        (number, pit, finished): (i64, Pit, Option<i64>),
        note: &str,
    ) -> Result<(), StoreError> {
        const SQL: &str = "WITH bumped AS (
                 UPDATE rooms SET version = version + 1, undo_asked = NULL, finished = $5
                 WHERE code = $1 AND version = $2 RETURNING code
             ), kept AS (
                 INSERT INTO moves (code, number, pit) SELECT code, $3, $4 FROM bumped RETURNING code
             ), told AS (
                 SELECT pg_notify($6, $7) FROM kept
             )
             SELECT count(*) FROM told";
        let client = self.pool.get().await?;
        let statement = client.prepare_cached(SQL).await?;
        let pit = pit.to_string();
        let row = client.query_one(&statement, &[&code, &version, &number, &pit, &finished, &CHANNEL, &note]).await?;
        if row.try_get::<_, i64>(0)? == 1 {
            Ok(())
        } else {
            Err(StoreError::new(Failure::Conflict, format!("room {code} is not at version {version}")))
        }
    }

    /// Runs `work` on the runtime, waiting at most [`WAIT`].
    pub(in crate::net::store) fn block<T>(
        &self,
        work: impl Future<Output = Result<T, StoreError>>,
    ) -> Result<T, StoreError> {
        self.runtime.block_on(within(work))
    }
}

const COLUMNS: &str = "code, setup, south_token, north_token, made, finished, version, undo_asked";

/// A room's row with its moves.
fn stored(row: &Row, moves: Vec<String>) -> Result<StoredRoom, StoreError> {
    let setup: Setup = serde_json::from_str(row.try_get::<_, &str>(1)?)?;
    Ok(StoredRoom {
        code: row.try_get(0)?,
        setup,
        tokens: BySide::new(row.try_get(2)?, row.try_get(3)?),
        moves,
        made: row.try_get(4)?,
        finished: row.try_get(5)?,
        version: row.try_get(6)?,
        undo_asked: side_named(row.try_get::<_, Option<&str>>(7)?),
    })
}

fn number(number: usize) -> i64 {
    i64::try_from(number).unwrap_or(i64::MAX)
}

impl Store for Postgres {
    fn shared(&self) -> bool {
        true
    }

    fn rooms(&self) -> Result<Vec<StoredRoom>, StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            let rows = client.query(&format!("SELECT {COLUMNS} FROM rooms ORDER BY code"), &[]).await?;
            let moves = client.query("SELECT code, pit FROM moves ORDER BY code, number", &[]).await?;
            let mut moves = moves.iter().peekable();
            let mut rooms = Vec::with_capacity(rows.len());
            for row in &rows {
                let code: &str = row.try_get(0)?;
                let mut played = Vec::new();
                while let Some(pit) = moves.next_if(|pit| pit.get::<_, &str>(0) <= code) {
                    if pit.get::<_, &str>(0) == code {
                        played.push(pit.try_get(1)?);
                    }
                }
                rooms.push(stored(row, played)?);
            }
            Ok(rooms)
        })
    }

    fn room(&self, code: &str) -> Result<Option<StoredRoom>, StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            let sql = format!("SELECT {COLUMNS} FROM rooms WHERE code = $1");
            let Some(row) = client.query_opt(&client.prepare_cached(&sql).await?, &[&code]).await? else {
                return Ok(None);
            };
            let sql = "SELECT pit FROM moves WHERE code = $1 ORDER BY number";
            let moves = client.query(&client.prepare_cached(sql).await?, &[&code]).await?;
            let moves = moves.iter().map(|pit| pit.try_get(0)).collect::<Result<Vec<String>, _>>()?;
            stored(&row, moves).map(Some)
        })
    }

    fn create(&self, code: &str, setup: &Setup, made: i64, seat: Side, token: &str) -> Result<(), StoreError> {
        let setup = serde_json::to_string(setup)?;
        let sql = match seat {
            Side::South => "INSERT INTO rooms (code, setup, made, south_token) VALUES ($1, $2, $3, $4)",
            Side::North => "INSERT INTO rooms (code, setup, made, north_token) VALUES ($1, $2, $3, $4)",
        };
        self.block(async {
            let client = self.pool.get().await?;
            client.execute(&client.prepare_cached(sql).await?, &[&code, &setup, &made, &token]).await?;
            Ok(())
        })
    }

    fn change(&self, code: &str, version: i64, change: Change<'_>) -> Result<(), StoreError> {
        let (presence, moved) = match change {
            Change::Sit { seat, .. } => (Some((seat, true)), None),
            Change::Move { number, pit, .. } => (None, Some((number, pit))),
            _ => (None, None),
        };
        let note = self.note(code, Some(version + 1), presence, moved, None)?;
        if let Change::Move { number: at, pit, finished } = change {
            return self.block(self.play(code, version, (number(at), pit, finished), &note));
        }
        self.block(async {
            let mut client = self.pool.get().await?;
            let transaction = client.transaction().await?;
            let sql = "UPDATE rooms SET version = version + 1 WHERE code = $1 AND version = $2";
            if transaction.execute(&transaction.prepare_cached(sql).await?, &[&code, &version]).await? != 1 {
                return Err(StoreError::new(Failure::Conflict, format!("room {code} is not at version {version}")));
            }
            match change {
                Change::Sit { seat, token, setup } => {
                    let setup = serde_json::to_string(setup)?;
                    let sql = match seat {
                        Side::South => "UPDATE rooms SET south_token = $2, setup = $3 WHERE code = $1",
                        Side::North => "UPDATE rooms SET north_token = $2, setup = $3 WHERE code = $1",
                    };
                    transaction.execute(sql, &[&code, &token, &setup]).await?;
                }
                // Made by `Postgres::play`, above.
                Change::Move { .. } => {}
                Change::AskUndo { by } => {
                    let sql = "UPDATE rooms SET undo_asked = $2 WHERE code = $1";
                    transaction.execute(sql, &[&code, &side_name(by)]).await?;
                }
                Change::TakeBack { number: from } => {
                    let sql = "DELETE FROM moves WHERE code = $1 AND number >= $2";
                    transaction.execute(sql, &[&code, &number(from)]).await?;
                    let sql = "UPDATE rooms SET undo_asked = NULL, finished = NULL WHERE code = $1";
                    transaction.execute(sql, &[&code]).await?;
                }
            }
            let sql = "SELECT pg_notify($1, $2)";
            transaction.execute(&transaction.prepare_cached(sql).await?, &[&CHANNEL, &note]).await?;
            transaction.commit().await?;
            Ok(())
        })
    }

    fn purge(&self, before: i64) -> Result<Vec<String>, StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            let sql = "DELETE FROM rooms WHERE finished IS NOT NULL AND finished < $1 RETURNING code";
            let rows = client.query(sql, &[&before]).await?;
            Ok(rows.iter().map(|row| row.try_get(0)).collect::<Result<Vec<String>, _>>()?)
        })
    }

    fn remove(&self, code: &str) -> Result<bool, StoreError> {
        let note = self.removal(code)?;
        self.block(async {
            let client = self.pool.get().await?;
            // Removed and the others told, in one statement (the note is delivered at commit).
            let sql = "WITH gone AS (
                           DELETE FROM rooms WHERE code = $1 AND (south_token IS NULL OR north_token IS NULL)
                           RETURNING code
                       ), told AS (
                           SELECT pg_notify($2, $3) FROM gone
                       )
                       SELECT count(*) FROM told";
            Ok(client.query_one(sql, &[&code, &CHANNEL, &note]).await?.try_get::<_, i64>(0)? == 1)
        })
    }

    fn forget(&self, code: &str) -> Result<bool, StoreError> {
        let note = self.removal(code)?;
        self.block(async {
            let client = self.pool.get().await?;
            let sql = "WITH gone AS (
                           DELETE FROM rooms WHERE code = $1 RETURNING code
                       ), told AS (
                           SELECT pg_notify($2, $3) FROM gone
                       )
                       SELECT count(*) FROM told";
            Ok(client.query_one(sql, &[&code, &CHANNEL, &note]).await?.try_get::<_, i64>(0)? == 1)
        })
    }

    fn sweep(&self, held: &[String], wait: i64) -> Result<Vec<String>, StoreError> {
        self.block(async {
            let mut client = self.pool.get().await?;
            let transaction = client.transaction().await?;
            let waiting = "(south_token IS NULL OR north_token IS NULL)";
            let now = "extract(epoch FROM now())::bigint";
            let sql = format!("UPDATE rooms SET made = {now} WHERE code = ANY($1) AND {waiting}");
            transaction.execute(&sql, &[&held]).await?;
            let sql = format!("DELETE FROM rooms WHERE {waiting} AND made < {now} - $1 RETURNING code");
            let rows = transaction.query(&sql, &[&wait]).await?;
            let codes = rows.iter().map(|row| row.try_get(0)).collect::<Result<Vec<String>, _>>()?;
            // Every server hears of each room removed, at commit.
            for code in &codes {
                transaction.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &self.removal(code)?]).await?;
            }
            transaction.commit().await?;
            Ok(codes)
        })
    }

    fn announce(&self, code: &str, seat: Side, connected: Option<i64>) -> Result<(), StoreError> {
        let note = self.note(code, None, Some((seat, connected.is_some())), None, connected)?;
        self.block(async {
            let client = self.pool.get().await?;
            client.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &note]).await?;
            Ok(())
        })
    }

    fn clock_ms(&self) -> Result<Option<i64>, StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            let sql = "SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint";
            Ok(Some(client.query_one(sql, &[]).await?.try_get(0)?))
        })
    }

    fn listen(&self) -> Option<mpsc::UnboundedReceiver<Heard>> {
        Some(listen::spawn(&self.runtime, self.config.clone(), self.origin))
    }
}
