//! Buttons that never move: when Undo becomes possible, when the board's words change, when Remove is armed.

use super::*;

/// The board's buttons keep their places when a move makes Undo possible: Undo is disabled
/// (greyed) before, enabled after, and no button has moved.
#[test]
fn the_board_s_buttons_keep_their_places_when_undo_becomes_possible() {
    for size in [(1280, 800), (800, 1280)] {
        let mut app = app(size);
        show(&mut app, Screen::Gameplay);
        // A new game against the computer: the title's demonstration may have played moves on
        // the board while the assets loaded.
        app.world_mut().resource_mut::<Players>().mode = Mode::Computer(Side::North);
        let rules = *app.world().resource::<game::Engine>().0.rules();
        lay_out(&mut app, Game::new(rules));
        for _ in 0..3 {
            app.update();
        }
        let places = |app: &mut App| {
            let mut buttons = app.world_mut().query::<(Entity, &ButtonAction, &awale::game::prelude::Seat)>();
            let found: Vec<(Entity, ButtonAction)> = buttons
                .iter(app.world())
                .filter(|(_, _, seat)| seat.0 == Side::South)
                .map(|(e, a, _)| (e, *a))
                .collect();
            let mut places: Vec<(ButtonAction, Rect, bool)> = found
                .into_iter()
                .filter(|(entity, _)| !hidden(app.world(), *entity))
                .map(|(entity, action)| {
                    let disabled = app.world().get::<bevy::ui::InteractionDisabled>(entity).is_some();
                    (action, rect(app.world(), entity).expect("laid out"), disabled)
                })
                .collect();
            places.sort_by_key(|(action, _, _)| format!("{action:?}"));
            places
        };
        let before = places(&mut app);
        let undo = |places: &[(ButtonAction, Rect, bool)]| {
            places.iter().find(|(action, _, _)| *action == ButtonAction::Undo).map(|(_, _, disabled)| *disabled)
        };
        assert_eq!(undo(&before), Some(true), "{size:?}: Undo is shown, disabled, before any move");
        app.world_mut().write_message(game::MoveRequest(Pit::from_letter('C').unwrap()));
        for _ in 0..3000 {
            app.update();
            if app.world().resource::<game::Engine>().0.moves().len() >= 2
                && *app.world().resource::<State<game::Phase>>().get() == game::Phase::Waiting
                && app.world().resource::<game::InFlight>().is_empty()
            {
                break;
            }
        }
        for _ in 0..3 {
            app.update();
        }
        assert!(app.world().resource::<game::Engine>().0.moves().len() >= 2, "{size:?}: the computer answered");
        let after = places(&mut app);
        assert_eq!(undo(&after), Some(false), "{size:?}: Undo is enabled after a move");
        let rects = |places: &[(ButtonAction, Rect, bool)]| places.iter().map(|(a, r, _)| (*a, *r)).collect::<Vec<_>>();
        assert_eq!(rects(&before), rects(&after), "{size:?}: the buttons kept their places");
    }
}

/// Every button shown, with its rectangle.
pub(super) fn button_places(app: &mut App) -> Vec<(String, Rect)> {
    let mut buttons = app.world_mut().query_filtered::<(Entity, Option<&Name>), With<Button>>();
    let found: Vec<(Entity, String)> =
        buttons.iter(app.world()).map(|(e, name)| (e, name.map(|n| n.to_string()).unwrap_or_default())).collect();
    let mut places: Vec<(String, Rect)> = found
        .into_iter()
        .filter(|(entity, _)| !hidden(app.world(), *entity))
        .filter_map(|(entity, name)| Some((format!("{name} {entity}"), rect(app.world(), entity)?)))
        .collect();
    places.sort_by(|a, b| a.0.cmp(&b.0));
    places
}

pub(super) fn assert_still(app: &mut App, before: &[(String, Rect)], what: &str) {
    let after = button_places(app);
    let moved: Vec<String> = before
        .iter()
        .zip(&after)
        .filter(|((_, a), (_, b))| (a.min - b.min).length() > 0.5 || (a.size() - b.size()).length() > 0.5)
        .map(|((name, a), (_, b))| format!("{name}: {a:?} → {b:?}"))
        .collect();
    assert_eq!(before.len(), after.len(), "{what}: the same buttons are shown");
    assert!(moved.is_empty(), "{what}: buttons moved:\n{}", moved.join("\n"));
}

/// Every button keeps its place while the board's state changes under it: a message shown and
/// cleared, an offer to stop made and withdrawn (face to face, its button's words change), a
/// lesson's answer to a wrong pit.
#[test]
fn buttons_never_move_when_what_the_board_says_changes() {
    for size in SIZES {
        let mut app = app(size);
        // Face to face.
        app.world_mut().resource_mut::<Settings>().seating = Seating::FaceToFace;
        app.world_mut().resource_mut::<Players>().mode = Mode::TwoPlayers;
        show(&mut app, Screen::Gameplay);
        lay_out(&mut app, Game::new(Preset::Tournament.rules()));
        lay_out_frames(&mut app);
        let before = button_places(&mut app);
        // North's pit while South is to move: refused, and said at South's edge.
        app.world_mut().write_message(game::MoveRequest(Pit::from_letter('a').unwrap()));
        lay_out_frames(&mut app);
        let mut messages = app.world_mut().query::<(&Text, &game::EdgeMessage)>();
        assert!(
            messages.iter(app.world()).any(|(text, _)| !text.0.is_empty()),
            "face to face at {size:?}: a refused pit is said"
        );
        assert_still(&mut app, &before, &format!("face to face at {size:?}, a message shown"));
        let agree = |app: &mut App, side: Side| {
            let mut buttons = app.world_mut().query::<(Entity, &ButtonAction, &game::Seat)>();
            let found = buttons.iter(app.world()).find(|(_, a, s)| **a == ButtonAction::AgreeToStop && s.0 == side);
            let button = found.expect("Agree to stop").0;
            app.world_mut().trigger(Activate { entity: button });
            lay_out_frames(app);
        };
        agree(&mut app, Side::South);
        assert_eq!(app.world().resource::<game::Offer>().0, Some(Side::South), "the offer is made");
        assert_still(&mut app, &before, &format!("face to face at {size:?}, an offer made"));
        agree(&mut app, Side::South);
        assert_eq!(app.world().resource::<game::Offer>().0, None, "the offer is withdrawn");
        assert_still(&mut app, &before, &format!("face to face at {size:?}, the offer withdrawn"));
        // A lesson: a wrong pit's answer under the board.
        app.world_mut().resource_mut::<Settings>().seating = Seating::SideBySide;
        app.world_mut().write_message(game::CoachCommand::Lesson(0));
        lay_out_frames(&mut app);
        let before = button_places(&mut app);
        let step = &game::coach::lessons::LESSONS[0].steps[0];
        let answers = step.answers();
        let engine = &app.world().resource::<game::Engine>().0;
        let wrong = engine.legal_moves().into_iter().find(|pit| !answers.contains(pit)).expect("a wrong pit");
        app.world_mut().write_message(game::MoveRequest(wrong));
        lay_out_frames(&mut app);
        assert!(!app.world().resource::<game::Coach>().feedback.is_empty(), "a lesson at {size:?}: it answers");
        assert_still(&mut app, &before, &format!("a lesson at {size:?}, its answer shown"));
    }
}

/// Remove's first tap on "Who is playing?" (issue 58: it widened its button by half and moved
/// its row) moves no button and resizes none, in every language at every size.
#[test]
fn remove_s_first_tap_moves_nothing_on_who_is_playing() {
    let places = |app: &mut App| -> Vec<(String, Rect)> {
        // The screen is built again: the same buttons by name, new entities.
        let mut named: Vec<(String, Rect)> = button_places(app)
            .into_iter()
            .map(|(name, rect)| (name.rsplit_once(' ').map_or(name.clone(), |(name, _)| name.to_owned()), rect))
            .collect();
        named.sort_by(|a, b| a.0.cmp(&b.0));
        named
    };
    for size in SIZES {
        let mut app = app(size);
        for language in awale::i18n::Language::ALL {
            app.world_mut().resource_mut::<Settings>().language = language;
            show_who(&mut app, WhoView { changing: true, ..WhoView::default() });
            let before = places(&mut app);
            show_who(&mut app, WhoView { changing: true, confirm: Some(1), choosing: None });
            let after = places(&mut app);
            let what = format!("Remove armed in {language:?} at {size:?}");
            assert_eq!(before.len(), after.len(), "{what}: the same buttons");
            for ((name, a), (_, b)) in before.iter().zip(&after) {
                assert!(
                    (a.min - b.min).length() <= 0.5 && (a.size() - b.size()).length() <= 0.5,
                    "{what}: {name} {a:?} → {b:?}"
                );
            }
            check_texts_fit(&mut app, &what);
        }
    }
}
