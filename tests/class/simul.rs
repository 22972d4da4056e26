//! The teacher against many through a real `awale-server`: the teacher starts simultaneous
//! games with three children from his page; each child's tablet finds his board and takes his
//! seat; the teacher plays every board from his page (a move out of turn, or with a forged
//! form, refused), each child hears the teacher's moves in his room; every game is played to
//! its end, and each child's progress counts it once, as a game against the teacher.

use super::cluster::client::{Player, rooms_url};
use super::cluster::play::{heard, some_move};
use super::cluster::{Db, Instance};
use super::http::api;
use super::{add_child, make_class, serve, sign_in, teacher};
use awale::engine::Side;
use rand::SeedableRng;
use serde_json::Value;
use std::time::Duration;

fn my_simul(server: &Instance, token: &str) -> Value {
    let reply = api(server.address, "GET", "/class/api/me/simul", Some(token), &Value::Null);
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.json()
}

pub async fn the_teacher_plays_many_from_his_page(db: Db) {
    let code = make_class(&db, "Class 5C");
    let server = serve(&db);
    let mut browser = teacher(&server, "Class 5C");
    let names = ["Ama", "Kofi", "Yaw"];
    let ids: Vec<i64> =
        names.iter().enumerate().map(|(at, name)| add_child(&mut browser, name, at as u8 + 3)).collect();
    let tokens: Vec<String> = ids.iter().map(|&id| sign_in(&server, &code, id, &[]).0).collect();
    assert_eq!(my_simul(&server, &tokens[0])["simul"], false);

    let csrf = browser.csrf("/class");
    let mut fields = vec![("csrf", csrf.clone())];
    fields.extend(ids.iter().map(|id| ("child", id.to_string())));
    let pairs: Vec<(&str, &str)> = fields.iter().map(|(name, value)| (*name, value.as_str())).collect();
    let reply = browser.post("/class/simul/start", &pairs);
    assert_eq!(reply.status, 303, "{}", reply.body);
    assert_eq!(browser.post("/class/simul/start", &pairs).status, 409, "one set of games at a time");

    let url = rooms_url(server.address);
    let mut children = Vec::new();
    for token in &tokens {
        let view = my_simul(&server, token);
        assert_eq!(view["seat"], "south", "{view}");
        let player = Player::resume(
            &url,
            view["code"].as_str().expect("a room"),
            Side::South,
            view["token"].as_str().expect("a token"),
        )
        .await
        .expect("the child takes his seat");
        children.push(player);
    }
    let page = browser.get("/class/simul");
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.body.contains("0 of 3 boards"), "the children move first: {}", page.body);

    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let mut refused_once = false;
    for _ in 0..400 {
        if children.iter().all(|child| child.games.is_over()) {
            break;
        }
        for child in children.iter_mut().filter(|child| !child.games.is_over()) {
            if child.to_move() {
                let pit = some_move(child.games.game(), &mut rng);
                let number = child.games.number();
                tokio::time::timeout(Duration::from_secs(30), child.play(pit))
                    .await
                    .expect("an answer")
                    .expect("played");
                assert_eq!(child.games.number(), number + 1);
                continue;
            }
            // The teacher's move on this board, from his page.
            let number = child.games.number();
            let pit = some_move(child.games.game(), &mut rng);
            let csrf = browser.csrf("/class/simul");
            if !refused_once {
                let early = browser.post(
                    "/class/simul/move",
                    &[
                        ("csrf", csrf.as_str()),
                        ("code", child.code()),
                        ("number", &(number + 1).to_string()),
                        ("pit", &pit.to_string()),
                    ],
                );
                assert_eq!(early.status, 409, "another move than the one to play: {}", early.body);
                let forged = browser.post(
                    "/class/simul/move",
                    &[
                        ("csrf", "forged"),
                        ("code", child.code()),
                        ("number", &number.to_string()),
                        ("pit", &pit.to_string()),
                    ],
                );
                assert_eq!(forged.status, 403, "a forged form changes nothing");
                refused_once = true;
            }
            let reply = browser.post(
                "/class/simul/move",
                &[
                    ("csrf", csrf.as_str()),
                    ("code", child.code()),
                    ("number", &number.to_string()),
                    ("pit", &pit.to_string()),
                ],
            );
            assert_eq!(reply.status, 303, "{}", reply.body);
            heard(child, number + 1, "the child's tablet").await;
            assert_eq!(child.seat(), Side::South);
        }
    }
    assert!(children.iter().all(|child| child.games.is_over()), "every game played to its end");

    // Each game once in the child's progress, as a game against the teacher.
    for _ in 0..2 {
        browser.get("/class");
    }
    for (at, token) in tokens.iter().enumerate() {
        let me = api(server.address, "GET", "/class/api/me", Some(token), &Value::Null).json();
        let tally = &me["progress"]["against_teacher"];
        let games: u64 = ["won", "drawn", "lost"].iter().map(|key| tally[key].as_u64().unwrap_or(0)).sum();
        assert_eq!(games, 1, "{}: {tally}", names[at]);
        assert_eq!(my_simul(&server, token)["simul"], false, "his game is over");
    }
}
