//! The seeds on the board: one entity each, where the engine has it, flying one at a time, and at rest.

use super::*;
use awale::game::prelude::PitSpot;

#[test]
fn the_board_starts_with_one_entity_per_seed() {
    let mut app = app();
    assert_eq!(phase(&app), Phase::Waiting);
    assert_eq!(game(&app).rules(), &Preset::Tournament.rules(), "a preset that always ends");
    assert_at_rest_and_equal(&mut app);
    let mut pits = app.world_mut().query::<&PitSpot>();
    assert_eq!(pits.iter(app.world()).count(), 12);
}

#[test]
fn whole_games_keep_every_seed_where_the_engine_has_it() {
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..3 {
        begin_again(&mut app);
        settle(&mut app);
        assert_at_rest_and_equal(&mut app);
        let mut moves = 0;
        while !game(&app).is_over() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let legal = game(&app).legal_moves();
            let pit = legal[(state % legal.len() as u64) as usize];
            request_and_start(&mut app, pit);
            assert_eq!(phase(&app), Phase::Animating, "a legal move starts the seeds flying");
            settle(&mut app);
            assert_eq!(game(&app).moves().len(), moves + 1);
            moves += 1;
            assert_at_rest_and_equal(&mut app);
        }
        assert_eq!(phase(&app), Phase::Over);
        // A win: the stars rain into the winner's store first.
        for _ in 0..200 {
            app.update();
            if overlay(&app) == Overlay::End {
                break;
            }
        }
        assert_eq!((screen(&app), overlay(&app)), (Screen::Gameplay, Overlay::End));
        let Outcome::Over(end) = game(&app).outcome().clone() else { unreachable!() };
        let shown = texts(&mut app);
        let tr = Translator::new(Language::English);
        let faces = app.world().resource::<awale::game::prelude::Faces>().clone();
        let title = awale::game::prelude::text::winner(&tr, &faces, &end);
        assert!(shown.contains(&title), "the end overlay says '{title}': {shown:?}");
        let scores = awale::game::prelude::text::final_scores(&tr, &faces, &end);
        assert!(shown.contains(&scores), "{scores} in {shown:?}");
    }
}

#[test]
fn an_illegal_request_is_refused_and_its_reason_shown() {
    let mut app = app();
    let north_pit = Pit::from_letter('a').unwrap();
    request(&mut app, north_pit);
    app.update();
    assert_eq!(phase(&app), Phase::Waiting);
    assert!(game(&app).moves().is_empty(), "the engine is unchanged");
    assert_eq!(message(&mut app), "Pit a is your opponent's: choose one of your own pits.");
    assert_at_rest_and_equal(&mut app);

    // The refused pit shakes its head (a tween), and comes back to its place.
    let mut pits = app.world_mut().query::<(&PitSpot, &Transform, Has<TweenAnim>)>();
    let (_, _, shaking) = pits.iter(app.world()).find(|(spot, ..)| spot.0 == north_pit).expect("pit a");
    assert!(shaking, "pit a shakes");
    for _ in 0..40 {
        app.update();
    }
    let (_, at, shaking) = pits.iter(app.world()).find(|(spot, ..)| spot.0 == north_pit).expect("pit a");
    assert!(!shaking, "the shake ends");
    assert_eq!(
        at.translation.truncate(),
        awale::game::prelude::layout::pit_center(north_pit),
        "pit a is back in its place"
    );
}

#[test]
fn requests_while_seeds_fly_are_ignored() {
    let mut app = app();
    request_and_start(&mut app, Pit::from_letter('C').unwrap());
    assert_eq!(phase(&app), Phase::Animating);
    request(&mut app, Pit::from_letter('a').unwrap());
    app.update();
    settle(&mut app);
    assert_eq!(game(&app).moves(), [Pit::from_letter('C').unwrap()]);
    assert_eq!(game(&app).position().turn(), Side::North);
    assert!(message(&mut app).starts_with("Player 1 sowed 4 seeds from pit C"), "{}", message(&mut app));
}

#[test]
fn the_turn_starts_only_when_the_last_seed_lands() {
    let mut app = app();
    request(&mut app, Pit::from_letter('F').unwrap());
    app.update();
    let frames = settle(&mut app);
    // Four seeds: a lift, three steps between departures and a flight, at 20 ms a frame.
    assert!(frames > 40, "the move took {frames} frames");
}

#[test]
fn a_new_game_in_the_middle_of_a_flight_starts_clean() {
    let mut app = app();
    request_and_start(&mut app, Pit::from_letter('C').unwrap());
    begin_again(&mut app);
    app.update();
    assert_fresh_board(&mut app);
}

#[test]
fn counts_follow_the_seeds_in_flight() {
    let mut app = app();
    let (c, d) = (Pit::from_letter('C').unwrap().index(), Pit::from_letter('D').unwrap().index());
    request_and_start(&mut app, Pit::from_letter('C').unwrap());
    let mut origin = Vec::new();
    let mut next = Vec::new();
    while phase(&app) == Phase::Animating {
        let mut query = app.world_mut().query::<&Seed>();
        let seeds: Vec<Seed> = query.iter(app.world()).copied().collect();
        let counted = |index: usize| seeds.iter().filter(|s| !s.in_hand && s.shown.index() == index).count();
        let travelling = seeds.iter().filter(|s| s.in_hand).count();
        assert_eq!((0..14).map(counted).sum::<usize>() + travelling, 48, "every seed is counted once or travelling");
        origin.push(counted(c));
        next.push(counted(d));
        app.update();
    }
    assert!(origin.windows(2).all(|w| w[0] >= w[1]), "pit C counts down as seeds leave: {origin:?}");
    assert!(next.windows(2).all(|w| w[0] <= w[1]), "pit D counts up as a seed lands: {next:?}");
    assert_eq!((origin.first(), origin.last()), (Some(&4), Some(&0)));
    assert!(origin.contains(&2), "one seed at a time: {origin:?}");
    assert_eq!((next.first(), next.last()), (Some(&4), Some(&5)));
}

/// A request read in the frame a new board is laid out was made for the board before (a
/// computer's answer found as a new game begins): it is not played on the new board, whose seeds
/// rest, and the new game goes on.
#[test]
fn a_request_in_the_frame_of_a_new_board_is_not_played_on_it() {
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
    request_and_start(&mut app, pit('C'));
    settle(&mut app);
    // South's C, legal on the new board (North is to move on the old one).
    request(&mut app, pit('C'));
    begin_again(&mut app);
    app.update();
    app.update();
    settle(&mut app);
    assert!(game(&app).moves().is_empty(), "nothing played on the new board: {:?}", game(&app).moves());
    assert_eq!(phase(&app), Phase::Waiting);
    assert_at_rest_and_equal(&mut app);
    request_and_start(&mut app, pit('C'));
    settle(&mut app);
    assert_eq!(game(&app).moves(), [pit('C')]);
    assert_at_rest_and_equal(&mut app);
}

/// Marks that [`SeedsAtRest`] was sent.
#[derive(Resource, Default)]
struct RestSeen(bool);

fn note_rest(mut rest: MessageReader<awale::game::prelude::SeedsAtRest>, mut seen: ResMut<RestSeen>) {
    if rest.read().count() > 0 {
        seen.0 = true;
    }
}

fn scores_shown(app: &mut App) -> Vec<String> {
    let mut query = app.world_mut().query::<(&awale::game::prelude::ScoreText, &Text)>();
    let mut scores: Vec<(Side, String)> =
        query.iter(app.world()).map(|(score, text)| (score.0, text.0.clone())).collect();
    scores.sort_by_key(|(side, _)| side.index());
    scores.into_iter().map(|(_, text)| text).collect()
}

/// The scores beside the turn bars, and the message line, change only once the move's seeds
/// rest ([`SeedsAtRest`]): never while they fly.
#[test]
fn the_scores_and_the_message_change_only_once_the_seeds_rest() {
    let mut app = app();
    app.init_resource::<RestSeen>().add_systems(Update, note_rest);
    // The chain lesson's board: South's E captures 7.
    let position: Position = "3-2-3-1-4-0-1-2-1-4-4-4-10-9-S".parse().unwrap();
    lay_out(&mut app, Game::from_position(Preset::Tournament.rules(), position));
    for _ in 0..3 {
        app.update();
    }
    let before = scores_shown(&mut app);
    assert_eq!(before, ["10 in the store", "9 in the store"]);
    let message_before = message(&mut app);
    app.world_mut().resource_mut::<RestSeen>().0 = false;
    request(&mut app, pit('E'));
    let mut frames = 0;
    while !app.world().resource::<RestSeen>().0 {
        app.update();
        frames += 1;
        assert!(frames < MAX_FRAMES, "the seeds never rest");
        if !app.world().resource::<RestSeen>().0 {
            assert_eq!(scores_shown(&mut app), before, "frame {frames}: the scores wait for the seeds");
            assert_eq!(message(&mut app), message_before, "frame {frames}: the message waits for the seeds");
        }
    }
    assert!(frames > 10, "the move flew for {frames} frames");
    settle(&mut app);
    app.update();
    assert_eq!(scores_shown(&mut app), ["17 in the store", "9 in the store"], "the scores once at rest");
    assert!(message(&mut app).contains("captured 7"), "{}", message(&mut app));
}

/// Up to 48 seeds in a store lie inside its shape, spread over its length, on a wide and a tall
/// board; 24 in a pit lie inside the pit.
#[test]
fn every_seed_of_a_full_store_or_pit_lies_inside_it() {
    use awale::game::prelude::layout::{PIT_RADIUS, SEED_SIZE, inside_store, pit_center};
    use awale::game::prelude::{BoardShape, Home};
    let mut app = app();
    for (shape, position) in [
        (BoardShape::Wide, "0-0-0-0-0-0-0-0-0-0-0-0-48-0-S"),
        (BoardShape::Tall, "0-0-0-0-0-0-0-0-0-0-0-0-0-48-S"),
        (BoardShape::Tall, "24-0-0-0-0-0-0-0-0-0-0-0-12-12-S"),
        (BoardShape::Wide, "0-0-0-0-0-0-24-0-0-0-0-0-12-12-N"),
    ] {
        *app.world_mut().resource_mut::<BoardShape>() = shape;
        let position: Position = position.parse().unwrap();
        lay_out(&mut app, Game::from_position(Preset::Tournament.rules(), position));
        for _ in 0..4 {
            app.update();
        }
        let mut seeds = app.world_mut().query::<(&Seed, &Transform)>();
        let mut along: [Vec<f32>; 2] = [Vec::new(), Vec::new()];
        for (seed, transform) in seeds.iter(app.world()) {
            let at = transform.translation.truncate();
            match seed.home {
                Home::Store(side) => {
                    let size = shape.store_size();
                    let offset = at - shape.store_center(side);
                    assert!(inside_store(size, offset), "{shape:?} {position}: a seed at {offset} over the rim");
                    let long = if size.x >= size.y { offset.x / size.x } else { offset.y / size.y };
                    along[side.index()].push(long);
                }
                Home::Pit(pit) => {
                    let reach = at.distance(pit_center(pit)) + SEED_SIZE / 2.0;
                    assert!(reach <= PIT_RADIUS, "{shape:?} {position}: a seed of {pit} reaches {reach}");
                }
            }
        }
        for list in along.iter().filter(|list| list.len() >= 12) {
            let (low, high) = list.iter().fold((f32::MAX, f32::MIN), |(l, h), &x| (l.min(x), h.max(x)));
            assert!(high - low > 0.6, "{shape:?} {position}: the store's seeds spread over {} of it", high - low);
        }
    }
}
