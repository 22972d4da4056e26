//! Two devices, one game, through a real `awale-server` on 127.0.0.1 (each test starts its
//! own on a free port, with its own store, and stops it): whole games with a watcher, a server
//! killed and started again, a device away and back, bad input of every kind (and the close
//! frames that say why a connection ends), half-finished requests, and rooms nobody joins.
//! Every test whose server keeps a room runs on both stores: `…::sqlite::…` on a new SQLite
//! file, `…::postgres::…` on a throwaway PostgreSQL cluster (`tests/cluster`); the others (limits
//! of descriptors and connections, the page) on SQLite.
//! Each test is bounded in connections and time. `-- --ignored load` is the load benchmark
//! (`LOAD_GAMES`, `LOAD_PACE_MS`). `AWALE_SERVER_COMMAND` runs the tests against another build
//! of the server, such as `wine awale-server.exe` (`tests/packages/check`).

use awale::engine::{Game, Pit, Preset, Side};
use awale::net::room::Room;
use awale::net::wire::{ErrorKind, Setup, ToClient, ToServer, VERSION, close};
use cluster::client::{Connection, NetError, Player, watch};
use cluster::{Db, Instance};
use rand::{RngExt, SeedableRng};
use std::time::Duration;

#[macro_use]
#[path = "../cluster/mod.rs"]
mod cluster;

// After `cluster`, whose `on_both_stores!` they use.
mod bad_input;
mod devices;
mod health;
mod limits;
mod log;
mod page;
mod whole_games;

/// A server of this build (or `AWALE_SERVER_COMMAND`'s) on a free port over `db`, with the
/// options `extra`.
fn serve(db: &Db, extra: &[&str]) -> Instance {
    Instance::start(&db.arg(), 0, extra)
}

fn setup() -> Setup {
    Setup {
        rules: Preset::Tournament.rules(),
        names: awale::engine::BySide::new("Ama".into(), "Grandma".into()),
        starter: Side::South,
        games: 1,
        class: None,
    }
}

/// A legal move chosen by `rng`.
fn some_move(game: &Game, rng: &mut rand::rngs::StdRng) -> Pit {
    let legal = game.legal_moves();
    legal[rng.random_range(0..legal.len())]
}

/// One move by whoever is to move; the other device waits until it hears it.
async fn one_move(south: &mut Player, north: &mut Player, rng: &mut rand::rngs::StdRng) {
    let number = south.games.number().max(north.games.number());
    let (mover, other) = if south.to_move() { (south, north) } else { (north, south) };
    let pit = some_move(mover.games.game(), rng);
    mover.play(pit).await.unwrap_or_else(|e| panic!("move {number} {pit}: {e}"));
    other.until(|p| p.games.number() > number).await.expect("the other device hears it");
}

/// The room as stored.
fn stored_room(db: &Db, code: &str) -> awale::net::store::StoredRoom {
    db.room(code).expect("the room is stored")
}

/// The room as stored, replayed in the engine.
fn stored_game(db: &Db, code: &str) -> Game {
    let room = stored_room(db, code);
    Room::replayed(room.setup, room.tokens, &room.moves).expect("the stored moves replay").games.game().clone()
}

/// A second connection to `player`'s seat, with its token (the player's own is replaced).
async fn seat_again(url: &str, player: &Player) -> Connection {
    let mut connection = Connection::open(url).await.unwrap();
    let resume =
        ToServer::Resume { version: VERSION, code: player.code().to_owned(), token: player.token().to_owned() };
    connection.send(&resume).await.unwrap();
    assert!(matches!(connection.receive(Duration::from_secs(5)).await.unwrap(), ToClient::Seated { .. }));
    connection
}

/// The next message on `connection` that is not a device coming or going.
async fn answer(connection: &mut Connection) -> ToClient {
    loop {
        match connection.receive(Duration::from_secs(5)).await.unwrap() {
            ToClient::Presence { .. } => {}
            other => return other,
        }
    }
}
