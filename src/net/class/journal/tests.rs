//! A child's journal: progress in any order, events once, two tablets and a day offline.

use super::*;

fn event(id: &str, at: i64, what: What) -> Event {
    Event { id: id.into(), at, what }
}

fn game(id: &str, at: i64, result: Outcome) -> Event {
    event(id, at, What::Game { against: Opponent::Friend, result, moves: String::new() })
}

#[test]
fn progress_is_the_same_in_any_order_and_counts_an_event_once() {
    let events = vec![
        game("g1", 10, Outcome::Win),
        game("g2", 20, Outcome::Loss),
        event("l1", 5, What::Lesson { lesson: "sowing".into(), stars: 2 }),
        event("l2", 30, What::Lesson { lesson: "sowing".into(), stars: 3 }),
        event("p1", 40, What::Puzzle { puzzle: 7, level: 2, solved: false }),
        event("p2", 50, What::Puzzle { puzzle: 7, level: 2, solved: true }),
        event("p3", 60, What::Puzzle { puzzle: 9, level: 1, solved: false }),
    ];
    let once = Progress::of(&events);
    let mut twice = events.clone();
    twice.extend(events.iter().rev().cloned());
    assert_eq!(Progress::of(&twice), once, "each id counts once, in any order");
    assert_eq!(once.lessons["sowing"], 3, "the best stars of a lesson");
    assert_eq!(once.puzzles[&2], Puzzles { solved: 1, tried: 1 });
    assert_eq!(once.puzzles[&1], Puzzles { solved: 0, tried: 1 });
    assert_eq!(once.missed, vec![9], "a puzzle solved since is no longer missed");
    assert_eq!(once.stars, 3 + 1);
    assert_eq!(once.last_games, "wl");
    assert_eq!(once.against_friend, Tally { won: 1, drawn: 0, lost: 1, last: Some(20) });
    let mut friend = Friend::new();
    friend.record(FriendResult::Win);
    friend.record(FriendResult::Loss);
    assert_eq!(once.friend, friend, "the friend's rating follows the games in time order");
    assert_eq!(once.ratings.len(), 2);
    assert_eq!(once.last_seen, Some(60));
    assert_eq!(once.events, 7);
}

/// A server as the class server keeps events (the first of each id), and what it answers: the
/// last [`RECENT_EVENTS`] events and the progress of them all.
fn keep(server: &mut Vec<Event>, handed: &[Event]) -> (Vec<Event>, Progress) {
    for event in handed {
        if !server.iter().any(|kept| kept.id == event.id) {
            server.push(event.clone());
        }
    }
    answer(server)
}

fn answer(server: &[Event]) -> (Vec<Event>, Progress) {
    (server[server.len().saturating_sub(RECENT_EVENTS)..].to_vec(), Progress::of(server))
}

#[test]
fn progress_goes_on_from_a_progress_as_from_every_event() {
    let mut rng = rand::rng();
    let mut journal = Journal::default();
    let results = [Outcome::Win, Outcome::Loss, Outcome::Draw];
    for at in 0..1_000 {
        let what = match at % 4 {
            0 => What::Game { against: Opponent::Friend, result: results[at % 3], moves: String::new() },
            1 => What::Lesson { lesson: LESSONS[at % 8].into(), stars: (at % 3) as u8 + 1 },
            2 => What::Puzzle { puzzle: 1_000 + (at % 40) as u32, level: 1, solved: at % 7 == 0 },
            _ => What::Language { language: "fr".into() },
        };
        journal.write(what, at as i64, &mut rng);
    }
    let all = journal.pending.clone();
    let (before, after) = all.split_at(600);
    let whole = Progress::of(&all);
    let mut went_on = Progress::of(before).then(after);
    went_on.missed.clone_from(&whole.missed);
    assert_eq!(went_on, whole, "the fold goes on from a progress");
    // A tablet told the last events and the progress of every one shows the same progress, and
    // so with events of its own still waiting.
    let mut tablet = Journal::default();
    let (recent, progress) = answer(before);
    tablet.heard(recent, progress);
    assert_eq!(tablet.kept.len(), RECENT_EVENTS);
    tablet.pending = after.to_vec();
    let mut shown = tablet.progress();
    shown.missed.clone_from(&whole.missed);
    assert_eq!(shown, whole);
}

#[test]
fn two_tablets_and_a_day_offline_lose_nothing_and_count_nothing_twice() {
    let mut rng = rand::rng();
    let mut server = Vec::new();
    let (mut one, mut two) = (Journal::default(), Journal::default());
    one.write(What::Lesson { lesson: "sowing".into(), stars: 2 }, 1, &mut rng);
    let handed = one.to_hand_over(100).to_vec();
    let (kept, progress) = keep(&mut server, &handed);
    one.heard(kept, progress);
    assert!(one.pending.is_empty());
    // Tablet two signs in: it hears what the server keeps.
    let (kept, progress) = answer(&server);
    two.heard(kept, progress);
    assert_eq!(two.progress(), one.progress());
    // Tablet one is offline for a day; tablet two plays meanwhile.
    one.write(What::Game { against: Opponent::Friend, result: Outcome::Win, moves: String::new() }, 5, &mut rng);
    two.write(What::Game { against: Opponent::Friend, result: Outcome::Loss, moves: String::new() }, 7, &mut rng);
    let handed = two.to_hand_over(100).to_vec();
    let (kept, progress) = keep(&mut server, &handed);
    two.heard(kept, progress);
    assert_eq!(one.progress().against_friend.games(), 1, "offline, tablet one counts its own");
    // Back online: tablet one hands its day over, twice (its first answer was lost).
    let handed = one.to_hand_over(100).to_vec();
    keep(&mut server, &handed);
    let (kept, progress) = keep(&mut server, &handed);
    one.heard(kept, progress);
    let (kept, progress) = answer(&server);
    two.heard(kept, progress);
    assert_eq!(server.len(), 3);
    assert_eq!(one.progress(), two.progress());
    assert_eq!(one.progress().last_games, "wl");
    assert!(one.pending.is_empty() && two.pending.is_empty());
}

#[test]
fn bad_events_are_told_apart() {
    let ok = event("a-b_9", 0, What::Lesson { lesson: "capture".into(), stars: 1 });
    assert_eq!(ok.check(), Ok(()));
    assert_eq!(event("", 0, ok.what.clone()).check(), Err(BadEvent::Id));
    assert_eq!(event("a/../b", 0, ok.what.clone()).check(), Err(BadEvent::Id));
    assert_eq!(event(&"x".repeat(41), 0, ok.what.clone()).check(), Err(BadEvent::Id));
    let stars = What::Lesson { lesson: "capture".into(), stars: 4 };
    assert_eq!(event("a", 0, stars).check(), Err(BadEvent::Number));
    let language = What::Language { language: "<script>".into() };
    assert_eq!(event("a", 0, language).check(), Err(BadEvent::Text));
    let json = r#"{"id":"e1","at":5,"kind":"game","against":"friend","result":"win"}"#;
    let read: Event = serde_json::from_str(json).expect("an event reads");
    assert_eq!(read, game("e1", 5, Outcome::Win));
}
