//! The class server's benchmark (`-- --ignored class_benchmark`, ideally with a release server
//! named by `AWALE_SERVER_COMMAND`): `CLASS_TABLETS` tablets (30) sign in at once and each
//! hands over a day's events (`CLASS_DAY` events, 60), then read their profiles; then the
//! teacher's page with `CLASS_GAMES` games (200) for each child, read 20 times. Prints each
//! request's latency (p50, p99), the server's CPU time and its peak memory, and the page's time
//! to first byte. Figures, not assertions: `docs/classroom.md` keeps them.

use super::http::{Browser, api, request};
use super::{Db, add_child, make_class, serve, teacher};
use serde_json::json;
use std::time::{Duration, Instant};

/// The results a game may have.
const RESULTS: [&str; 3] = ["win", "draw", "loss"];

fn setting(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|value| value.parse().ok()).unwrap_or(default)
}

/// The server's CPU time so far (user and system), from `/proc`.
fn cpu(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat.rsplit(')').next().unwrap_or_default().split_whitespace().collect();
    let ticks: u64 = fields.get(11..13).map_or(0, |both| both.iter().filter_map(|t| t.parse::<u64>().ok()).sum());
    Duration::from_millis(ticks * 10)
}

/// The server's peak memory (resident), in MiB, from `/proc`.
fn peak_mib(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let kib: f64 = status
        .lines()
        .find(|line| line.starts_with("VmHWM:"))
        .and_then(|line| line.split_whitespace().nth(1))
        .and_then(|kib| kib.parse().ok())
        .unwrap_or(0.0);
    kib / 1024.0
}

fn percentile(sorted: &[Duration], part: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * part).round() as usize]
}

/// One child's day: lessons, puzzles and games.
fn day(child: usize, events: usize) -> serde_json::Value {
    let start = 1_764_300_000_000_i64 + child as i64;
    let lessons = awale::net::class::journal::LESSONS;
    json!((0..events)
        .map(|at| {
            let time = start + at as i64 * 60_000;
            match at % 4 {
                0 => json!({ "id": format!("d{at}"), "at": time, "kind": "lesson", "lesson": lessons[at % 8], "stars": 1 + at % 3 }),
                1 => json!({ "id": format!("d{at}"), "at": time, "kind": "puzzle", "puzzle": (1 + at % 3) * 1000 + at, "level": 1 + at % 3, "solved": at % 3 != 0 }),
                _ => json!({ "id": format!("d{at}"), "at": time, "kind": "game", "against": "friend", "result": RESULTS[at % 3], "moves": "CfAbEd" }),
            }
        })
        .collect::<Vec<_>>())
}

#[test]
#[ignore = "a benchmark: -- --ignored class_benchmark"]
fn class_benchmark() {
    let (tablets, events, games) =
        (setting("CLASS_TABLETS", 30), setting("CLASS_DAY", 60), setting("CLASS_GAMES", 200));
    let db = Db::sqlite();
    let code = make_class(&db, "Benchmark");
    let server = serve(&db);
    let mut browser = teacher(&server, "Benchmark");
    let children: Vec<i64> =
        (0..tablets).map(|at| add_child(&mut browser, &format!("Child {at}"), (at % 21) as u8)).collect();
    let (pid, address) = (server.pid(), server.address);
    let cpu_before = cpu(pid);
    let started = Instant::now();
    let barrier = std::sync::Barrier::new(tablets);
    let mut latencies: Vec<Duration> = std::thread::scope(|scope| {
        let handles: Vec<_> = children
            .iter()
            .enumerate()
            .map(|(at, &child)| {
                let (barrier, code) = (&barrier, &code);
                scope.spawn(move || {
                    barrier.wait();
                    let mut times = Vec::new();
                    let timed = |times: &mut Vec<Duration>, reply: super::http::Reply, since: Instant| {
                        assert_eq!(reply.status, 200, "{}", reply.body);
                        times.push(since.elapsed());
                    };
                    let since = Instant::now();
                    timed(
                        &mut times,
                        api(address, "GET", &format!("/class/api/class/{code}"), None, &serde_json::Value::Null),
                        since,
                    );
                    let since = Instant::now();
                    let reply = api(
                        address,
                        "POST",
                        &format!("/class/api/class/{code}/sign-in"),
                        None,
                        &json!({ "child": child }),
                    );
                    let token = reply.json()["token"].as_str().expect("a token").to_owned();
                    timed(&mut times, reply, since);
                    let since = Instant::now();
                    timed(
                        &mut times,
                        api(
                            address,
                            "POST",
                            "/class/api/me/events",
                            Some(&token),
                            &json!({ "events": day(at, events) }),
                        ),
                        since,
                    );
                    let since = Instant::now();
                    timed(
                        &mut times,
                        api(address, "GET", "/class/api/me", Some(&token), &serde_json::Value::Null),
                        since,
                    );
                    times
                })
            })
            .collect();
        handles.into_iter().flat_map(|handle| handle.join().expect("a tablet")).collect()
    });
    let wall = started.elapsed();
    latencies.sort();
    println!(
        "{tablets} tablets at once, {events} events each: {} requests in {wall:.2?}; p50 {:.1?}, p99 {:.1?}, max {:.1?}; server CPU {:.2?}; peak memory {:.1} MiB",
        latencies.len(),
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
        latencies.last().copied().unwrap_or_default(),
        cpu(pid) - cpu_before,
        peak_mib(pid),
    );

    // The teacher's page for the class with `games` games a child.
    // Kept straight into the store, as a year of school days would (a tablet hands over at most
    // a day's events a day).
    for (at, &child) in children.iter().enumerate() {
        let played: Vec<(String, i64, String)> = (0..games)
            .map(|game| {
                let time = 1_764_000_000_000_i64 + (game * 3_600_000) as i64;
                let event = json!({ "id": format!("g{game}"), "at": time, "kind": "game", "against": if game % 2 == 0 { "friend" } else { "classmate" }, "result": RESULTS[(game + at) % 3], "moves": "CfAbEdFa" });
                (format!("g{game}"), time, event.to_string())
            })
            .collect();
        db.with_store(|store| store.add_events(child, &played, 1_764_000_000).expect("a year's events kept"));
    }
    let cookie = browser.cookie.clone().expect("signed in");
    let mut firsts: Vec<Duration> = (0..20)
        .map(|_| {
            let since = Instant::now();
            let reply = request(address, "GET", "/class", &[("Cookie", &cookie)], b"");
            assert_eq!(reply.status, 200);
            since.elapsed()
        })
        .collect();
    firsts.sort();
    println!(
        "the teacher's page, {tablets} children with {games} games each: median {:.1?}, p99 {:.1?} (whole page, {} bytes)",
        percentile(&firsts, 0.5),
        percentile(&firsts, 0.99),
        Browser::new(address)
            .get("/class")
            .body
            .len()
            .max(request(address, "GET", "/class", &[("Cookie", &cookie)], b"").body.len()),
    );
}
