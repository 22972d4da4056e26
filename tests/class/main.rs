//! A class on the class computer, through a real `awale-server` on 127.0.0.1 (each test starts
//! its own, on both stores: a new SQLite file, and a throwaway PostgreSQL cluster): the class
//! made by `awale-server class new`, the teacher's page driven as a browser drives it, a child
//! signing in on two tablets and finding his progress on each, events handed over twice or late
//! and counted once, a server killed mid-way losing nothing, a child removed leaving no trace;
//! and every attack of `hostile` refused with nothing changed.

use cluster::{Db, Instance};
use http::{Browser, api};
use serde_json::json;
use std::io::Write;
use std::process::{Command, Stdio};

#[macro_use]
#[path = "../cluster/mod.rs"]
mod cluster;

mod bench;
mod hostile;
mod http;
mod pages;
mod simul;
mod strangers;
#[cfg(feature = "game")]
mod tablets;
mod tournament;
mod trust;
mod vote;

/// The teacher's password in these tests.
const PASSWORD: &str = "baobab-tree-42";

/// Makes class `name` on `db` with `awale-server class new`, as a teacher does on the class
/// computer; returns the code it prints (as words).
fn make_class(db: &Db, name: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_awale-server"))
        .args(["class", "new", name, "--db", &db.arg()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("awale-server class new starts");
    child.stdin.take().expect("its input").write_all(format!("{PASSWORD}\n").as_bytes()).expect("the password");
    let output = child.wait_with_output().expect("it ends");
    let said = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(output.status.success(), "{said}{}", String::from_utf8_lossy(&output.stderr));
    said.split("its code: ").nth(1).and_then(|rest| rest.split_whitespace().next()).expect("a code").to_owned()
}

/// A server on `db`.
fn serve(db: &Db) -> Instance {
    Instance::start(&db.arg(), 0, &[])
}

/// A teacher signed in to class `name`.
fn teacher(server: &Instance, name: &str) -> Browser {
    let mut browser = Browser::new(server.address);
    let reply = browser.post("/class/login", &[("name", name), ("password", PASSWORD)]);
    assert_eq!(reply.status, 303, "{}", reply.body);
    assert!(browser.cookie.is_some(), "a session cookie");
    browser
}

/// Adds child `name` with animal `animal`; returns his number, read from his link on the page.
fn add_child(browser: &mut Browser, name: &str, animal: u8) -> i64 {
    let csrf = browser.csrf("/class");
    let reply = browser.post("/class/children", &[("csrf", &csrf), ("name", name), ("animal", &animal.to_string())]);
    assert_eq!(reply.status, 303, "{}", reply.body);
    // Back at the form that adds the next child, not at the page's top.
    assert_eq!(reply.header("location"), Some("/class#add-child"));
    let page = browser.get("/class");
    assert!(page.body.contains("id=\"add-child\""), "the form the page comes back to");
    let escaped = name.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
    let link = format!(">{escaped}</a>");
    let at = page.body.find(&link).unwrap_or_else(|| panic!("{name} on the page"));
    let before = &page.body[..at];
    let start = before.rfind("/class/children/").expect("his link") + "/class/children/".len();
    before[start..].split('"').next().and_then(|id| id.parse().ok()).expect("his number")
}

/// A tablet signs child `child` in on class `code`: his token and his profile.
fn sign_in(server: &Instance, code: &str, child: i64, secret: &[u8]) -> (String, serde_json::Value) {
    let reply = api(
        server.address,
        "POST",
        &format!("/class/api/class/{code}/sign-in"),
        None,
        &json!({ "child": child, "secret": secret }),
    );
    assert_eq!(reply.status, 200, "{}", reply.body);
    let profile = reply.json();
    (profile["token"].as_str().expect("a token").to_owned(), profile)
}

/// Hands `events` over with `token`: how many were new.
fn hand_over(server: &Instance, token: &str, events: &serde_json::Value) -> (u64, serde_json::Value) {
    let reply = api(server.address, "POST", "/class/api/me/events", Some(token), &json!({ "events": events }));
    assert_eq!(reply.status, 200, "{}", reply.body);
    let merged = reply.json();
    (merged["added"].as_u64().expect("a count"), merged["progress"].clone())
}

fn lesson(id: &str, at: i64, lesson: &str, stars: u8) -> serde_json::Value {
    json!({ "id": id, "at": at, "kind": "lesson", "lesson": lesson, "stars": stars })
}

fn friend_game(id: &str, at: i64, result: &str) -> serde_json::Value {
    json!({ "id": id, "at": at, "kind": "game", "against": "friend", "result": result, "moves": "" })
}

/// A child signs in on tablet 1, earns a lesson's stars and plays the friend; on tablet 2 he
/// finds them and the friend's rating; tablet 1, offline meanwhile, hands over a game late and
/// twice (counted once); the server is killed and started again: nothing is lost.
async fn a_child_finds_his_progress_on_another_tablet(db: Db) {
    let code = make_class(&db, "Class 2B");
    let mut server = serve(&db);
    let mut browser = teacher(&server, "Class 2B");
    let kofi = add_child(&mut browser, "Kofi", 7);
    let ama = add_child(&mut browser, "Ama", 14);

    // "Who is playing?" on a tablet: the class's children, as their animals and names.
    let class = api(server.address, "GET", &format!("/class/api/class/{code}"), None, &serde_json::Value::Null).json();
    let names: Vec<&str> = class["children"]
        .as_array()
        .expect("children")
        .iter()
        .map(|c| c["name"].as_str().unwrap_or_default())
        .collect();
    assert_eq!(names, ["Ama", "Kofi"]);
    assert_eq!(class["children"][1]["animal"], 7);

    let (tablet_1, _) = sign_in(&server, &code, kofi, &[]);
    let first = json!([
        lesson("t1-a", 1_000, "sowing", 2),
        lesson("t1-b", 2_000, "sowing", 3),
        friend_game("t1-c", 3_000, "win")
    ]);
    let (added, progress) = hand_over(&server, &tablet_1, &first);
    assert_eq!(added, 3);
    assert_eq!(progress["lessons"]["sowing"], 3);
    let rating = progress["friend"]["rating"].as_f64().expect("a rating");
    assert!(rating > 500.0, "a win raises the friend's level: {rating}");

    // Tablet 2: the same child finds his stars and the friend's rating.
    let (tablet_2, profile) = sign_in(&server, &code, kofi, &[]);
    assert_ne!(tablet_2, tablet_1, "each sign-in its own token");
    assert_eq!(profile["progress"]["lessons"]["sowing"], 3);
    assert_eq!(profile["progress"]["friend"]["rating"].as_f64(), Some(rating));
    assert_eq!(profile["events"].as_array().map(Vec::len), Some(3));
    let (added, _) = hand_over(&server, &tablet_2, &json!([friend_game("t2-a", 10_000, "loss")]));
    assert_eq!(added, 1);

    // Tablet 1 was offline for a while: its game comes late, and again (its answer was lost).
    let late = json!([friend_game("t1-d", 5_000, "draw"), friend_game("t1-c", 3_000, "win")]);
    let (added, _) = hand_over(&server, &tablet_1, &late);
    assert_eq!(added, 1, "the event already kept is not counted again");
    let (added, progress) = hand_over(&server, &tablet_1, &late);
    assert_eq!(added, 0);
    assert_eq!(progress["against_friend"]["won"], 1);
    assert_eq!(progress["against_friend"]["drawn"], 1);
    assert_eq!(progress["against_friend"]["lost"], 1);
    assert_eq!(progress["last_games"], "wdl", "in the order they were played");

    // Killed and started again: every event is there, and the tokens still open his profile.
    server.kill();
    let server = serve(&db);
    let me = api(server.address, "GET", "/class/api/me", Some(&tablet_2), &serde_json::Value::Null);
    assert_eq!(me.status, 200, "{}", me.body);
    assert_eq!(me.json()["progress"], progress);
    // Ama's profile is her own.
    let (ama_token, ama_profile) = sign_in(&server, &code, ama, &[]);
    assert_eq!(ama_profile["progress"]["events"], 0);
    assert_ne!(ama_token, tablet_1);
    drop(browser);
}

use hostile::{attacks_are_refused_and_change_nothing, no_name_reaches_the_log};
use pages::{
    each_child_has_an_animal_of_his_own, the_cards_open_the_class_network_address,
    the_teacher_adds_prints_exports_and_removes,
};
use simul::the_teacher_plays_many_from_his_page;
use strangers::{
    a_class_s_boards_are_watched_by_its_children_alone, a_tablet_writes_only_what_a_child_can_do,
    wrong_passwords_through_the_proxy_hold_back_one_device_and_class,
};
use tournament::{a_class_tournament_is_played_to_the_end, a_tournament_ended_mid_game_is_a_draw_for_each};
use trust::{
    a_class_code_is_not_told_after_the_look_up_limit, a_class_is_deleted_with_everything_of_it,
    a_class_is_made_at_the_setup_address_alone, a_class_page_shows_its_own_children_alone,
    a_new_secret_ends_old_sign_ins, picture_secrets_are_not_guessed_from_many_addresses,
};
use vote::the_class_votes_against_the_computer;

on_both_stores!(
    async: [
        a_child_finds_his_progress_on_another_tablet,
        the_teacher_adds_prints_exports_and_removes,
        attacks_are_refused_and_change_nothing,
        no_name_reaches_the_log,
        a_class_tournament_is_played_to_the_end,
        a_tournament_ended_mid_game_is_a_draw_for_each,
        the_class_votes_against_the_computer,
        the_teacher_plays_many_from_his_page,
        a_class_page_shows_its_own_children_alone,
        the_cards_open_the_class_network_address,
        each_child_has_an_animal_of_his_own,
        a_class_s_boards_are_watched_by_its_children_alone,
        a_class_is_made_at_the_setup_address_alone,
        picture_secrets_are_not_guessed_from_many_addresses,
        a_class_code_is_not_told_after_the_look_up_limit,
        a_new_secret_ends_old_sign_ins,
        wrong_passwords_through_the_proxy_hold_back_one_device_and_class,
        a_tablet_writes_only_what_a_child_can_do,
        a_class_is_deleted_with_everything_of_it,
    ],
    sync: []
);

#[cfg(feature = "game")]
mod on_tablets {
    use super::cluster::Db;
    use super::tablets::{
        a_class_votes_from_its_tablets, a_tournament_table_is_one_tap_away, two_tablets_carry_a_child_s_progress,
    };

    on_both_stores!(
        async: [],
        sync: [two_tablets_carry_a_child_s_progress, a_tournament_table_is_one_tap_away, a_class_votes_from_its_tablets]
    );
}
