//! What an administrator points a monitor at: `GET /health` (the store answering or not) and
//! `GET /metrics` on its own address (`--metrics`), counting what devices did.

use super::*;
use cluster::{Postgres, free_port};

/// A plain HTTP GET of `path` on `address`: the status and the body.
fn get(address: std::net::SocketAddr, path: &str) -> (u16, String) {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(address).expect("connected");
    stream.set_read_timeout(Some(Duration::from_secs(20))).expect("a timeout");
    let request = format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).expect("asked");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("an answer");
    let status = answer.split(' ').nth(1).and_then(|code| code.parse().ok()).expect("a status");
    (status, answer.split_once("\r\n\r\n").map(|(_, body)| body.to_owned()).unwrap_or_default())
}

/// The server on PostgreSQL with its metrics on a port of their own: `/health` says ok; a game's
/// moves, a room that does not exist and the connections are counted; the metrics are not on
/// the devices' port; the database stopped, `/health` answers 503 with the reason, and ok again
/// once it is back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_answers_for_the_store_and_metrics_count_what_devices_did() {
    let postgres = Postgres::start();
    let port = free_port();
    let metrics = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    let server = Instance::start(&postgres.url(), 0, &["--metrics", &metrics.to_string()]);
    assert_eq!(get(server.address, "/health"), (200, "ok\n".to_owned()));
    assert_eq!(get(server.address, "/metrics").0, 404, "the metrics are not on the devices' port");

    let url = server.url();
    let mut south = Player::make(&url, setup(), Side::South).await.expect("a room");
    let mut north = Player::join(&url, south.code(), None, None).await.expect("joined");
    let mut rng = rand::rngs::StdRng::seed_from_u64(5);
    for _ in 0..3 {
        one_move(&mut south, &mut north, &mut rng).await;
    }
    let word = awale::net::code::PICTURES[0].0;
    let missing = Player::join(&url, &format!("{word}-{word}-{word}"), None, None).await;
    assert!(missing.is_err(), "no such room");
    let (status, text) = tokio::task::spawn_blocking(move || get(metrics, "/metrics")).await.expect("read");
    assert_eq!(status, 200, "{text}");
    for line in ["awale_moves_total 3", "awale_refusals_total{kind=\"no_room\"} 1", "awale_rooms 1"] {
        assert!(text.lines().any(|found| found == line), "{line} in:\n{text}");
    }
    let connections = text.lines().find_map(|line| line.strip_prefix("awale_connections ")).expect("connections");
    assert!(connections.parse::<i64>().expect("a number") >= 2, "{text}");
    assert!(text.contains("awale_store_seconds_count"), "{text}");

    postgres.stop();
    let address = server.address;
    let (status, body) = tokio::task::spawn_blocking(move || get(address, "/health")).await.expect("read");
    assert_eq!(status, 503, "{body}");
    assert!(body.starts_with("store: "), "the reason: {body}");
    postgres.resume();
    let (status, _) = tokio::task::spawn_blocking(move || get(address, "/health")).await.expect("read");
    assert_eq!(status, 200, "ok once the database is back");
}
