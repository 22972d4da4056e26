//! The class against the computer through a real `awale-server`: eight tablets vote for the
//! class's move, two of them twice and one after reloading (each counted once, the first vote
//! standing); the most voted pit is played as soon as every child here has voted, the computer
//! answers at once, and the tablets that voted for it are told so; votes cast before the server
//! was killed still count after it starts again; a tie goes to the computer's choice among the
//! tied pits; a vote for another move or a pit the class may not sow is refused; once the time
//! is up, the votes cast are played.

use super::cluster::{Db, Instance, free_port};
use super::http::api;
use super::{add_child, make_class, sign_in, teacher};
use serde_json::{Value, json};
use std::time::{Duration, Instant};

fn my_vote(server: &Instance, token: &str) -> Value {
    let reply = api(server.address, "GET", "/class/api/me/vote", Some(token), &Value::Null);
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.json()
}

/// Child `token` votes for `pit` as move `number`: the answer's status and body.
fn cast(server: &Instance, token: &str, number: u64, pit: &str) -> (u16, Value) {
    let reply =
        api(server.address, "POST", "/class/api/me/vote", Some(token), &json!({ "number": number, "pit": pit }));
    let body = serde_json::from_str(&reply.body).unwrap_or(Value::Null);
    (reply.status, body)
}

/// Two legal pits of the class's, as the view lists them.
fn two_legal(view: &Value) -> (String, String) {
    let legal: Vec<String> =
        view["legal"].as_array().expect("legal pits").iter().map(|p| p.as_str().unwrap_or("").to_owned()).collect();
    assert!(legal.len() >= 2, "{view}");
    (legal[0].clone(), legal[legal.len() - 1].clone())
}

pub async fn the_class_votes_against_the_computer(db: Db) {
    let code = make_class(&db, "Class 4B");
    let port = free_port();
    let mut server = Instance::start(&db.arg(), port, &[]);
    let mut browser = teacher(&server, "Class 4B");
    let names = ["Ama", "Kofi", "Yaw", "Esi", "Kwame", "Abena", "Kojo", "Akua"];
    let ids: Vec<i64> = names.iter().enumerate().map(|(at, name)| add_child(&mut browser, name, at as u8)).collect();
    let mut tokens: Vec<String> = ids.iter().map(|&id| sign_in(&server, &code, id, &[]).0).collect();
    assert_eq!(my_vote(&server, &tokens[0])["vote"], false, "no game yet");

    let csrf = browser.csrf("/class");
    let start = [("csrf", csrf.as_str()), ("level", "1"), ("countdown", "10"), ("first", "class"), ("rules", "abapa")];
    let reply = browser.post("/class/vote/start", &start);
    assert_eq!(reply.status, 303, "{}", reply.body);
    assert_eq!(browser.post("/class/vote/start", &start).status, 409, "one game at a time");

    // Move 0: five vote for one pit, three for another; two try to vote again, one reloads.
    let view = my_vote(&server, &tokens[0]);
    assert_eq!((view["class_turn"].as_bool(), view["number"].as_u64()), (Some(true), Some(0)), "{view}");
    let (most, fewer) = two_legal(&view);
    assert_eq!(cast(&server, &tokens[0], 0, "a").0, 400, "the computer's pit is not the class's to sow");
    assert_eq!(cast(&server, &tokens[0], 5, &most).0, 409, "another move than the one to play");
    for (at, token) in tokens.iter().enumerate().take(3) {
        assert_eq!(cast(&server, token, 0, &most).1["counted"], true, "{}", names[at]);
    }
    assert_eq!(cast(&server, &tokens[1], 0, &fewer).1["counted"], false, "Kofi's first vote stands");
    // The server killed with three votes cast, and started again: they still count.
    server.kill();
    server = Instance::start(&db.arg(), port, &[]);
    browser.address = server.address;
    let reloaded = my_vote(&server, &tokens[2]);
    assert_eq!(reloaded["voted"], most.as_str(), "Yaw's tablet, reloaded, shows his vote");
    assert_eq!(cast(&server, &tokens[2], 0, &fewer).1["counted"], false, "and it is counted once");
    for token in &tokens[3..5] {
        assert_eq!(cast(&server, token, 0, &most).1["counted"], true);
    }
    for token in &tokens[5..7] {
        assert_eq!(cast(&server, token, 0, &fewer).1["counted"], true);
    }
    assert_eq!(my_vote(&server, &tokens[0])["number"], 0, "seven of eight: the vote is still open");
    assert_eq!(cast(&server, &tokens[7], 0, &fewer).1["counted"], true);
    assert_eq!(cast(&server, &tokens[5], 0, &most).0, 409, "every child voted: move 0 is played, no vote changes it");

    // Every child here voted: the most voted pit is played, and the computer answers.
    for (at, token) in tokens.iter().enumerate() {
        let view = my_vote(&server, token);
        assert_eq!(view["last"]["pit"], most.as_str(), "{view}");
        assert_eq!(view["last"]["mine"], at < 5, "{}'s tablet: {view}", names[at]);
        assert!(view["last"]["reply"].is_string(), "the computer answered: {view}");
        assert_eq!(view["number"], 2, "{view}");
        assert_eq!(view["voted"], Value::Null, "a new move, no vote yet");
    }
    let projector = browser.get("/class/vote");
    assert_eq!(projector.status, 200, "{}", projector.body);
    assert!(projector.body.contains(&format!("the class played {most}")), "the review's words: {}", projector.body);
    assert!(projector.body.contains("The computer answered"), "{}", projector.body);
    let letters = ["A", "B", "C", "D", "E", "F", "a", "b", "c", "d", "e", "f"];
    assert!(
        letters.iter().all(|letter| projector.body.contains(&format!("<small class=\"letter\">{letter}</small>"))),
        "each pit its letter, as the line names them: {}",
        projector.body
    );

    // Move 2: a tie, four and four, goes to the computer's choice among the two.
    let view = my_vote(&server, &tokens[0]);
    let (one, other) = two_legal(&view);
    for (at, token) in tokens.iter().enumerate() {
        cast(&server, token, 2, if at % 2 == 0 { &one } else { &other });
    }
    let view = my_vote(&server, &tokens[0]);
    let played = view["last"]["pit"].as_str().expect("played").to_owned();
    assert!(played == one || played == other, "{played} is one of the tied pits");
    assert!(browser.get("/class/vote").body.contains("A tie"), "the tie is said");

    // Move 4: one vote only; once the countdown is over, it is played.
    if view["class_turn"] == true {
        let (pit, _) = two_legal(&view);
        let number = view["number"].as_u64().expect("a number");
        cast(&server, &tokens[0], number, &pit);
        let started = Instant::now();
        loop {
            let view = my_vote(&server, &tokens[1]);
            if view["number"].as_u64() > Some(number) {
                assert_eq!(view["last"]["pit"], pit.as_str(), "the one vote cast is played: {view}");
                break;
            }
            assert!(started.elapsed() < Duration::from_secs(20), "the countdown of 10 s never ended: {view}");
            std::thread::sleep(Duration::from_millis(500));
        }
    }
    let csrf = browser.csrf("/class");
    assert_eq!(browser.post("/class/vote/end", &[("csrf", &csrf)]).status, 303);
    let view = my_vote(&server, &tokens[3]);
    assert_eq!(view["vote"], false, "ended by the teacher, the tablets go back to their title: {view}");
    tokens.clear();
}
