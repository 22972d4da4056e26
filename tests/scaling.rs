//! The benchmark of several servers, run on demand (not a timed test):
//!
//! ```sh
//! LOAD_GAMES=2000 cargo test --release --no-default-features --features server --test scaling -- --ignored --nocapture
//! ```
//!
//! `LOAD_GAMES` games (1,000) at once at people's pace (`LOAD_PACE_MS`, 1,000 ms ± half between
//! a game's moves), each to its end or `LOAD_MOVES` moves (40), through two `awale-server`
//! instances on one PostgreSQL (a throwaway cluster), every device reconnecting through nginx:
//! half the games split (South on one instance, North on the other), a quarter on each
//! instance alone. With `LOAD_KILL=1`, the first instance is killed (SIGKILL) halfway. Then
//! the same load on one instance with SQLite. Each prints the move's round trip (from the
//! mover sending it to the other device hearing it: across instances for the split games),
//! the moves a second, each process's CPU time and peak memory, and the moves lost (the store
//! against what the devices were told).

mod cluster;

use awale::engine::Side;
use cluster::client::Player;
use cluster::play::{setup, some_move};
use cluster::{Instance, Nginx, Postgres};
use rand::{RngExt, SeedableRng};
use std::time::{Duration, Instant};

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|value| value.parse().ok()).unwrap_or(default)
}

/// A process's CPU time (user and system, in seconds) and peak resident memory (MB).
fn usage(pid: u32) -> (f64, f64) {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat.rsplit(')').next().unwrap_or_default().split_whitespace().collect();
    let ticks = |at: usize| fields.get(at).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let peak = status.lines().find(|line| line.starts_with("VmHWM:"));
    let peak = peak.and_then(|line| line.split_whitespace().nth(1)?.parse::<f64>().ok()).unwrap_or(0.0);
    // utime and stime are fields 14 and 15, 11 and 12 after the command's closing parenthesis.
    ((ticks(11) + ticks(12)) / 100.0, peak / 1024.0)
}

/// The CPU time of a process and all its children (PostgreSQL's backends), in seconds.
fn family_cpu(pid: u32) -> f64 {
    let mut total = usage(pid).0;
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Some(child) = entry.file_name().to_str().and_then(|name| name.parse::<u32>().ok()) else { continue };
        let stat = std::fs::read_to_string(format!("/proc/{child}/stat")).unwrap_or_default();
        let parent = stat.rsplit(')').next().and_then(|rest| rest.split_whitespace().nth(1)?.parse::<u32>().ok());
        if parent == Some(pid) {
            total += usage(child).0;
        }
    }
    total
}

/// One game: its two players, and for each move the time from its sending to the other device
/// hearing it.
async fn game(
    index: usize,
    urls: [String; 2],
    back: String,
    pace: Duration,
    most: usize,
) -> (Vec<Duration>, String, Vec<awale::engine::Pit>, Instant) {
    let mut rng = rand::rngs::StdRng::seed_from_u64(index as u64);
    let mut south = Player::make(&urls[0], setup(), Side::South).await.expect("a room");
    let mut north = Player::join(&urls[1], south.code(), None, None).await.expect("joined");
    let seated = Instant::now();
    (south.url, north.url) = (back.clone(), back);
    let mut trips = Vec::new();
    while !south.games.is_over() && south.games.number() < most {
        tokio::time::sleep(pace.mul_f64(rng.random_range(0.5..1.5))).await;
        let number = south.games.number();
        let (mover, other) = if south.to_move() { (&mut south, &mut north) } else { (&mut north, &mut south) };
        let pit = some_move(mover.games.game(), &mut rng);
        let sent = Instant::now();
        mover.play(pit).await.unwrap_or_else(|e| panic!("game {index}, move {number}: {e}"));
        other.until(|p| p.games.number() > number).await.expect("the other device hears it");
        trips.push(sent.elapsed());
    }
    (trips, south.code().to_owned(), south.games.moves(), seated)
}

/// Round trips' p50, p99 and largest, in ms.
fn spread(trips: &mut [Duration]) -> String {
    trips.sort();
    if trips.is_empty() {
        return "none".into();
    }
    let at = |q: f64| trips[((trips.len() - 1) as f64 * q) as usize].as_secs_f64() * 1e3;
    format!("p50 {:.1} ms, p99 {:.1} ms, max {:.0} ms", at(0.5), at(0.99), at(1.0))
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "a benchmark: LOAD_GAMES=2000 cargo test --release --no-default-features --features server --test scaling -- --ignored --nocapture"]
async fn load_on_two_servers_and_one_postgres_behind_nginx_then_on_one_server_and_sqlite() {
    let games = usize::try_from(env("LOAD_GAMES", 1_000)).unwrap_or(1_000);
    let pace = Duration::from_millis(env("LOAD_PACE_MS", 1_000));
    let most = usize::try_from(env("LOAD_MOVES", 40)).unwrap_or(40);
    let kill = env("LOAD_KILL", 0) == 1;
    let limits = ["--rate", "1000", "--rooms-per-address", &games.to_string(), "--max-rooms", "1000000"];
    let postgres = Postgres::start();
    let mut a = Instance::start(&postgres.url(), 0, &limits);
    let b = Instance::start(&postgres.url(), 0, &limits);
    let nginx = Nginx::start([a.address, b.address]);
    let pids = [a.pid(), b.pid(), nginx.pid(), postgres.pid()];
    let before = [usage(pids[0]).0, usage(pids[1]).0, usage(pids[2]).0, family_cpu(pids[3])];
    let started = Instant::now();
    let mut tasks = Vec::new();
    for index in 0..games {
        let urls = match index % 4 {
            0 | 2 => [a.url(), b.url()],
            1 => [a.url(), a.url()],
            _ => [b.url(), b.url()],
        };
        tasks.push(tokio::spawn(game(index, urls, nginx.url(), pace, most)));
    }
    let mut killed = None;
    if kill {
        tokio::time::sleep(pace * u32::try_from(most / 2).unwrap_or(20)).await;
        killed = Some((Instant::now(), usage(pids[0])));
        a.kill();
    }
    let (mut split, mut alone, mut lost, mut moves) = (Vec::new(), Vec::new(), 0, 0);
    let mut played = Vec::new();
    for task in tasks {
        played.push(task.await.expect("a game played"));
    }
    let elapsed = started.elapsed().as_secs_f64();
    // Every room's moves as stored, in one query.
    let sql = "SELECT code || ' ' || string_agg(pit, '' ORDER BY number) FROM moves GROUP BY code";
    let stored: std::collections::HashMap<String, String> = postgres
        .sql(sql)
        .lines()
        .filter_map(|line| line.split_once(' ').map(|(code, pits)| (code.to_owned(), pits.to_owned())))
        .collect();
    let (mut after_kill, mut all_seated) = (Vec::new(), started);
    for (index, (trips, code, letters, seated)) in played.into_iter().enumerate() {
        all_seated = all_seated.max(seated);
        moves += trips.len();
        lost += usize::from(
            stored.get(&code).map(String::as_str).unwrap_or_default()
                != letters.iter().map(ToString::to_string).collect::<String>(),
        );
        after_kill.extend(trips.iter().copied().max());
        if index % 2 == 0 { split.extend(trips) } else { alone.extend(trips) }
    }
    let cpu = |at: usize, now: f64| now - before[at];
    let (a_cpu, a_peak) = killed.map_or_else(|| usage(pids[0]), |(_, usage)| usage);
    println!(
        "two servers on PostgreSQL behind nginx: {games} games at once, pace {pace:?}, all seated {:.1} s after the start, {moves} moves in {elapsed:.1} s, {:.0} moves/s\n  split games: {}\n  games on one server: {}\n  CPU (s) and peak memory: server A {:.1} s {a_peak:.0} MB, server B {:.1} s {:.0} MB, nginx {:.1} s {:.0} MB, PostgreSQL (all its processes) {:.1} s\n  games whose store differs from what the devices were told: {lost}",
        all_seated.duration_since(started).as_secs_f64(),
        moves as f64 / elapsed,
        spread(&mut split),
        spread(&mut alone),
        cpu(0, a_cpu),
        cpu(1, usage(pids[1]).0),
        usage(pids[1]).1,
        cpu(2, usage(pids[2]).0),
        usage(pids[2]).1,
        cpu(3, family_cpu(pids[3])),
    );
    if let Some((at, _)) = killed {
        println!(
            "  server A killed {:.1} s in: the longest wait of a move across the kill {:.1} s (each game's longest: {})",
            at.duration_since(started).as_secs_f64(),
            after_kill.iter().max().copied().unwrap_or_default().as_secs_f64(),
            spread(&mut after_kill)
        );
    }
    assert_eq!(lost, 0, "no acknowledged move lost or doubled");
    drop((a, b, nginx, postgres));

    // The same load on one server with SQLite.
    let folder = tempfile::tempdir().unwrap();
    let db = folder.path().join("rooms.sqlite");
    let one = Instance::start(&db.display().to_string(), 0, &limits);
    let before = usage(one.pid()).0;
    let started = Instant::now();
    let tasks: Vec<_> =
        (0..games).map(|index| tokio::spawn(game(index, [one.url(), one.url()], one.url(), pace, most))).collect();
    let (mut trips, mut moves, mut all_seated) = (Vec::new(), 0, started);
    for task in tasks {
        let (played, _, _, seated) = task.await.expect("a game played");
        all_seated = all_seated.max(seated);
        moves += played.len();
        trips.extend(played);
    }
    let elapsed = started.elapsed().as_secs_f64();
    let (cpu, peak) = usage(one.pid());
    println!(
        "one server on SQLite: {games} games at once, all seated {:.1} s after the start, {moves} moves in {elapsed:.1} s, {:.0} moves/s; {}; CPU {:.1} s, peak memory {peak:.0} MB",
        all_seated.duration_since(started).as_secs_f64(),
        moves as f64 / elapsed,
        spread(&mut trips),
        cpu - before,
    );
}
