//! A class tournament through a real `awale-server`: the teacher starts it on his page among
//! the children signed in, each child's tablet finds its table, opponent, room and seat, the
//! two tablets of each table play it through the rooms, results are read from the rooms and
//! kept once however often they are read, the server killed and started again mid-round loses
//! no result, a child marked gone forfeits his game and comes back by signing in again, and
//! the class screen shows the standings the games give.

use super::cluster::client::{Player, rooms_url};
use super::cluster::play::some_move;
use super::cluster::{Db, Instance, free_port};
use super::http::api;
use super::{add_child, make_class, sign_in, teacher};
use awale::engine::Side;
use rand::SeedableRng;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

/// What child `token`'s tablet is told of his class's tournament.
fn my_tournament(server: &Instance, token: &str) -> Value {
    let reply = api(server.address, "GET", "/class/api/me/tournament", Some(token), &Value::Null);
    assert_eq!(reply.status, 200, "{}", reply.body);
    reply.json()
}

/// Plays a room's games with random legal moves to the end (its match decided); `stop_after`
/// moves, returns early (the game not over).
async fn play_out(south: &mut Player, north: &mut Player, rng: &mut rand::rngs::StdRng, stop_after: Option<usize>) {
    let mut played = 0;
    while !south.games.is_over() {
        if stop_after.is_some_and(|most| played >= most) {
            return;
        }
        let number = south.games.number();
        let (mover, other) = if south.to_move() { (&mut *south, &mut *north) } else { (&mut *north, &mut *south) };
        let pit = some_move(mover.games.game(), rng);
        tokio::time::timeout(Duration::from_secs(30), mover.play(pit))
            .await
            .unwrap_or_else(|_| panic!("move {number}: no answer"))
            .unwrap_or_else(|e| panic!("move {number} {pit}: {e}"));
        super::cluster::play::heard(other, number + 1, "the other tablet").await;
        played += 1;
    }
}

/// The standings rows of the class screen, as (name, points) in order.
fn screen_standings(body: &str) -> Vec<(String, String)> {
    let list = body.split("<ol").nth(1).expect("the standings").split("</ol>").next().unwrap_or("");
    let span = |row: &str, class: &str| {
        let start = format!("<span class=\"{class}\">");
        row.split(&start).nth(1).and_then(|rest| rest.split("</span>").next()).unwrap_or_default().to_owned()
    };
    list.split("<li>").skip(1).map(|row| (span(row, "who"), span(row, "points"))).collect()
}

pub async fn a_class_tournament_is_played_to_the_end(db: Db) {
    let code = make_class(&db, "Class 3A");
    let port = free_port();
    let mut server = Instance::start(&db.arg(), port, &[]);
    let mut browser = teacher(&server, "Class 3A");
    let names = ["Ama", "Kofi", "Yaw", "Esi"];
    let ids: Vec<i64> =
        names.iter().zip([7, 14, 3, 9]).map(|(name, animal)| add_child(&mut browser, name, animal)).collect();
    let name_of = |id: i64| names[ids.iter().position(|&i| i == id).expect("a child")];
    let mut tokens: BTreeMap<i64, String> = ids.iter().map(|&id| (id, sign_in(&server, &code, id, &[]).0)).collect();
    assert_eq!(my_tournament(&server, &tokens[&ids[0]])["tournament"], false, "no tournament yet");

    // The page ticks the children signed in now; the teacher starts one game a table.
    let page = browser.get("/class");
    let form = page.body.split("/class/tournament/start").nth(1).expect("the form that starts a tournament");
    assert_eq!(
        form.split("</form>").next().unwrap_or("").matches(" checked").count(),
        4,
        "the four signed in are ticked"
    );
    let csrf = browser.csrf("/class");
    let mut fields: Vec<(&str, String)> =
        vec![("csrf", csrf.clone()), ("best_of", "1".into()), ("rules", "tournament".into())];
    fields.extend(ids.iter().map(|id| ("child", id.to_string())));
    let pairs: Vec<(&str, &str)> = fields.iter().map(|(name, value)| (*name, value.as_str())).collect();
    let reply = browser.post("/class/tournament/start", &pairs);
    assert_eq!(reply.status, 303, "{}", reply.body);
    let again = browser.post("/class/tournament/start", &pairs);
    assert_eq!(again.status, 409, "a second tournament waits for the first to end");
    let forged = browser.post("/class/tournament/end", &[("csrf", "forged")]);
    assert_eq!(forged.status, 403, "a form without the session's token changes nothing");
    // The projector before any game: each board under its table's number, as the tablets say
    // it, and no child shown first as if he led.
    let screen = browser.get("/class/screen").body;
    assert!(screen.contains(">Table 1</div>") && screen.contains(">Table 2</div>"), "{screen}");
    assert!(!screen.contains("class=\"leads\""), "no leader before a game: {screen}");

    let url = rooms_url(server.address);
    let mut rng = rand::rngs::StdRng::seed_from_u64(70);
    let mut met = BTreeSet::new();
    let mut wins: BTreeMap<i64, u32> = ids.iter().map(|&id| (id, 0)).collect();
    for round in 1..=3 {
        // Each tablet finds its table: two children a room, on opposite seats, each the other's
        // opponent.
        let mut tables: BTreeMap<String, Vec<(i64, Side, String)>> = BTreeMap::new();
        for &id in &ids {
            let view = my_tournament(&server, &tokens[&id]);
            assert_eq!(view["round"], round, "{}: {view}", name_of(id));
            assert_eq!(view["rounds"], 3);
            let table = &view["table"];
            let seat: Side = serde_json::from_value(table["seat"].clone()).expect("a seat");
            tables.entry(table["code"].as_str().expect("a room").to_owned()).or_default().push((
                id,
                seat,
                table["token"].as_str().expect("a token").to_owned(),
            ));
            let opponent = table["opponent"]["id"].as_i64().expect("an opponent");
            assert!(
                met.insert((id.min(opponent), id.max(opponent), id)),
                "{} meets {} once",
                name_of(id),
                name_of(opponent)
            );
        }
        assert_eq!(tables.len(), 2, "round {round}: two tables");
        for (room, seats) in &tables {
            assert_eq!(seats.len(), 2, "room {room} seats two children");
            assert_ne!(seats[0].1, seats[1].1, "on opposite seats");
        }
        for (at, (room, seats)) in tables.iter().enumerate() {
            let seat = |side: Side| seats.iter().find(|(_, s, _)| *s == side).expect("a seat").clone();
            let (south_child, _, south_token) = seat(Side::South);
            let (north_child, _, north_token) = seat(Side::North);
            let mut south = Player::resume(&url, room, Side::South, &south_token).await.expect("South takes his seat");
            let mut north = Player::resume(&url, room, Side::North, &north_token).await.expect("North takes his seat");
            if round == 1 && at == 0 {
                // A tablet reloaded mid-game: told the same table, it takes its seat again.
                play_out(&mut south, &mut north, &mut rng, Some(6)).await;
                north.disconnect();
                let view = my_tournament(&server, &tokens[&north_child]);
                assert_eq!(view["table"]["code"], room.as_str());
                north = Player::resume(&url, room, Side::North, view["table"]["token"].as_str().expect("a token"))
                    .await
                    .expect("back");
            }
            if round == 2 && at == 0 {
                // The server killed mid-round, after the first table's game, and started again.
                play_out(&mut south, &mut north, &mut rng, None).await;
                server.kill();
                server = Instance::start(&db.arg(), port, &[]);
                browser.address = server.address;
                continue_winner(&south, south_child, north_child, &mut wins);
                continue;
            }
            if round == 3 && at == 0 {
                // Yaw's tablet is switched off: the teacher marks him gone, he forfeits.
                let gone = if south_child == ids[2] || north_child == ids[2] { ids[2] } else { south_child };
                let other = if gone == south_child { north_child } else { south_child };
                let csrf = browser.csrf("/class");
                let reply = browser.post(&format!("/class/tournament/away/{gone}"), &[("csrf", &csrf)]);
                assert_eq!(reply.status, 303, "{}", reply.body);
                let view = my_tournament(&server, &tokens[&other]);
                assert_eq!(view["table"]["decided"], true, "{}'s board is won by forfeit", name_of(other));
                assert_eq!(my_tournament(&server, &tokens[&gone])["away"], true);
                *wins.get_mut(&other).expect("a child") += 1;
                // He signs in again at a tablet: back for the next round.
                let (token, _) = sign_in(&server, &code, gone, &[]);
                assert_eq!(my_tournament(&server, &token)["away"], false, "signed in again, he is back");
                tokens.insert(gone, token);
                continue;
            }
            play_out(&mut south, &mut north, &mut rng, None).await;
            continue_winner(&south, south_child, north_child, &mut wins);
        }
        // Read again and again: each result is kept once.
        for _ in 0..3 {
            my_tournament(&server, &tokens[&ids[0]]);
        }
    }
    let over = my_tournament(&server, &tokens[&ids[1]]);
    assert_eq!(over["over"], true, "{over}");
    assert_eq!(met.len(), 12, "every child met each of the three others once");

    // Each game is in both children's progress, as a game against a classmate, once.
    let tallies: u64 = tokens
        .values()
        .map(|token| {
            let me = api(server.address, "GET", "/class/api/me", Some(token), &Value::Null).json();
            let tally = &me["progress"]["against_classmates"];
            ["won", "drawn", "lost"].iter().map(|key| tally[key].as_u64().unwrap_or(0)).sum::<u64>()
        })
        .sum();
    assert_eq!(tallies, 10, "five games played (the sixth board a forfeit), each in two journals");

    // The class screen: its standings are the games' (a board won 2 half points, drawn 1).
    let screen = browser.get("/class/screen");
    assert_eq!(screen.status, 200, "{}", screen.body);
    assert!(screen.body.contains("http-equiv=\"refresh\""), "it reads itself again");
    let shown = screen_standings(&screen.body);
    assert_eq!(shown.len(), 4);
    let total: u32 = wins.values().sum();
    assert!(total <= 6, "six boards: {wins:?}");
    for (label, points) in &shown {
        let id = *ids.iter().find(|&&id| label.ends_with(name_of(id))).unwrap_or_else(|| panic!("{label}"));
        let whole: f32 =
            points.replace('½', ".5").parse().unwrap_or_else(|_| if points.starts_with('.') { 0.5 } else { -1.0 });
        assert!(whole >= wins[&id] as f32, "{label}: {points} points for {} boards won", wins[&id]);
    }
    let points: Vec<f32> =
        shown.iter().map(|(_, p)| if p == "½" { 0.5 } else { p.replace('½', ".5").parse().expect("points") }).collect();
    assert!((points.iter().sum::<f32>() - 6.0).abs() < 1e-6, "six boards, one point each: {shown:?}");
    assert!(points.windows(2).all(|pair| pair[0] >= pair[1]), "best first: {shown:?}");
    let anonymous = api(server.address, "GET", "/class/screen", None, &Value::Null);
    assert_eq!(anonymous.status, 401, "the class screen is the teacher's");

    // Esi removed with all her data: the rooms she sat in go, her name with them.
    let named = |db: &Db| {
        let rooms = db.rooms();
        rooms
            .iter()
            .filter(|room| room.setup.names.south.ends_with("Esi") || room.setup.names.north.ends_with("Esi"))
            .count()
    };
    assert_eq!(named(&db), 3, "she played three tables");
    let csrf = browser.csrf("/class");
    let reply = browser.post(&format!("/class/children/{}/remove", ids[3]), &[("csrf", &csrf)]);
    assert_eq!(reply.status, 303, "{}", reply.body);
    assert_eq!(named(&db), 0, "no room keeps her name");
    let screen = browser.get("/class/screen");
    assert!(!screen.body.contains("Esi"), "nor the class screen");
}

/// The teacher ends a tournament mid-game, after asking: each board is a draw, so four children
/// level on points are all first (none told "number 3"); the game played counts as a draw in
/// both its children's progress (and they were seen), a board nobody played counts for no one;
/// "The class now" no longer lists the boards ended.
pub async fn a_tournament_ended_mid_game_is_a_draw_for_each(db: Db) {
    let code = make_class(&db, "Class 3B");
    let server = Instance::start(&db.arg(), free_port(), &[]);
    let mut browser = teacher(&server, "Class 3B");
    let ids: Vec<i64> =
        ["Ama", "Kofi", "Yaw", "Esi"].iter().zip([7, 14, 3, 9]).map(|(n, a)| add_child(&mut browser, n, a)).collect();
    let tokens: Vec<String> = ids.iter().map(|&id| sign_in(&server, &code, id, &[]).0).collect();
    let csrf = browser.csrf("/class");
    let mut fields = vec![("csrf", csrf.clone()), ("best_of", "1".to_owned()), ("rules", "tournament".to_owned())];
    fields.extend(ids.iter().map(|id| ("child", id.to_string())));
    let pairs: Vec<(&str, &str)> = fields.iter().map(|(name, value)| (*name, value.as_str())).collect();
    assert_eq!(browser.post("/class/tournament/start", &pairs).status, 303);
    // The first child's table plays six moves; the other table never sits.
    let view = my_tournament(&server, &tokens[0]);
    let room = view["table"]["code"].as_str().expect("a room").to_owned();
    let opponent = view["table"]["opponent"]["id"].as_i64().expect("an opponent");
    let other_token = &tokens[ids.iter().position(|&id| id == opponent).expect("a classmate")];
    let theirs = my_tournament(&server, other_token);
    let seat = |view: &Value| -> Side { serde_json::from_value(view["table"]["seat"].clone()).expect("a seat") };
    let token = |view: &Value| view["table"]["token"].as_str().expect("a token").to_owned();
    let url = rooms_url(server.address);
    let (my_token, their_token) = (token(&view), token(&theirs));
    let mut mine = Player::resume(&url, &room, seat(&view), &my_token).await.expect("seated");
    let mut other = Player::resume(&url, &room, seat(&theirs), &their_token).await.expect("seated");
    let (south, north) = if seat(&view) == Side::South { (&mut mine, &mut other) } else { (&mut other, &mut mine) };
    play_out(south, north, &mut rand::rngs::StdRng::seed_from_u64(3), Some(6)).await;
    assert!(browser.get("/class").body.contains(&format!("/class/screen/{room}")), "played now");

    let reply = browser.post("/class/tournament/end", &[("csrf", &csrf)]);
    assert!(reply.body.contains("sure"), "ending asks first: {}", reply.body);
    let reply = browser.post("/class/tournament/end", &[("csrf", &csrf), ("sure", "1")]);
    assert_eq!(reply.status, 303, "{}", reply.body);
    for (id, token) in ids.iter().zip(&tokens) {
        let over = my_tournament(&server, token);
        assert_eq!((over["over"].clone(), over["place"].clone()), (Value::from(true), Value::from(1)), "{id}: {over}");
        let me = api(server.address, "GET", "/class/api/me", Some(token), &Value::Null).json();
        let played = *id == ids[0] || *id == opponent;
        let drawn = me["progress"]["against_classmates"]["drawn"].as_u64().unwrap_or(0);
        assert_eq!(drawn, u64::from(played), "{id}: {me}");
        assert!(me["progress"]["last_seen"].is_i64() || !played, "{id} was seen: {me}");
    }
    // Ended again (a second press): still counted once.
    browser.post("/class/tournament/end-round", &[("csrf", &csrf)]);
    let me = api(server.address, "GET", "/class/api/me", Some(&tokens[0]), &Value::Null).json();
    assert_eq!(me["progress"]["against_classmates"]["drawn"], 1, "{me}");
    let page = browser.get("/class").body;
    assert!(!page.contains("/class/screen/"), "an ended board is not the class's game now");
}

/// Notes who won a room's single game, as the room has it.
fn continue_winner(south: &Player, south_child: i64, north_child: i64, wins: &mut BTreeMap<i64, u32>) {
    match south.games.series().results.first() {
        Some(Some(Side::South)) => *wins.get_mut(&south_child).expect("a child") += 1,
        Some(Some(Side::North)) => *wins.get_mut(&north_child).expect("a child") += 1,
        _ => {}
    }
}
