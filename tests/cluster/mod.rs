//! What the tests of several servers start, each stopped when dropped: a throwaway PostgreSQL
//! cluster (Debian's `initdb` and `pg_ctl` under `/usr/lib/postgresql/*/bin`, run as `nobody`
//! when the tests run as root, on its own loopback port, its socket in its own folder),
//! `awale-server` instances on it (this build's), and nginx in front of them with the
//! configuration of `docs/nginx/awale.conf`, on its own loopback port. Every address is
//! 127.0.0.1; every wait is bounded.

#![allow(dead_code, reason = "each test file uses its own part of this module")]

pub mod client;
mod connection;
pub mod play;
mod postgres;
mod servers;

pub use postgres::Postgres;
#[allow(unused_imports, reason = "each test file uses its own part of this module")]
pub use servers::{Instance, Nginx};

use awale::net::store::{Postgres as PostgresStore, Sqlite, Store, StoredRoom};
use std::path::Path;

/// A free port on 127.0.0.1.
pub fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("its address").port()
}

/// Each test named runs on both stores: `sqlite::NAME` and `postgres::NAME` call the body `NAME`
/// with a new SQLite file or a new PostgreSQL cluster ([`Db`], which the calling module names).
#[allow(unused_macros, reason = "used by the test files whose servers keep rooms")]
macro_rules! on_both_stores {
    (async: [$($test:ident),* $(,)?], sync: [$($sync:ident),* $(,)?]) => {
        on_both_stores!(@store sqlite, [$($test),*], [$($sync),*]);
        on_both_stores!(@store postgres, [$($test),*], [$($sync),*]);
    };
    (@store $db:ident, [$($test:ident),*], [$($sync:ident),*]) => {
        mod $db {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $test() {
                    super::$test(super::Db::$db()).await
                }
            )*
            $(
                #[test]
                fn $sync() {
                    super::$sync(super::Db::$db())
                }
            )*
        }
    };
}

/// The store a test's servers keep their rooms in, and outlives them: a server killed and
/// started again finds its rooms there.
pub enum Db {
    /// An SQLite file, `rooms.sqlite` in a folder of its own.
    Sqlite(tempfile::TempDir),
    /// A throwaway PostgreSQL cluster.
    Postgres(Postgres),
}

impl Db {
    /// A new SQLite file.
    pub fn sqlite() -> Db {
        Db::Sqlite(tempfile::tempdir().expect("a folder"))
    }

    /// A new PostgreSQL cluster.
    pub fn postgres() -> Db {
        Db::Postgres(Postgres::start())
    }

    /// Its `--db` value: the file's path, or the cluster's URL.
    pub fn arg(&self) -> String {
        match self {
            Db::Sqlite(folder) => folder.path().join("rooms.sqlite").display().to_string(),
            Db::Postgres(cluster) => cluster.url(),
        }
    }

    /// `call` given the server's own store on this database. PostgreSQL's store answers on a
    /// runtime of its own, so it is opened in a thread of its own (a test may be async).
    pub fn with_store<T: Send>(&self, call: impl FnOnce(&dyn Store) -> T + Send) -> T {
        match self {
            Db::Sqlite(_) => call(&Sqlite::open(Path::new(&self.arg())).expect("the store opens")),
            Db::Postgres(cluster) => {
                let url = cluster.url();
                std::thread::scope(|scope| {
                    scope
                        .spawn(|| {
                            let runtime = tokio::runtime::Builder::new_multi_thread()
                                .worker_threads(1)
                                .enable_all()
                                .build()
                                .expect("a runtime");
                            let store = runtime.block_on(PostgresStore::connect(&url)).expect("the store opens");
                            call(&store)
                        })
                        .join()
                        .expect("the store read")
                })
            }
        }
    }

    /// Every room it holds, read through the server's own store.
    pub fn rooms(&self) -> Vec<StoredRoom> {
        self.with_store(|store| store.rooms().expect("rooms"))
    }

    /// Room `code` as stored, if it is.
    pub fn room(&self, code: &str) -> Option<StoredRoom> {
        self.rooms().into_iter().find(|room| room.code == code)
    }
}
