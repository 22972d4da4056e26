//! Words that fit: every language on every screen, bigger text, the end's longest heading, the room's line.

use super::*;
use awale::ai::Level;
use awale::engine::{BySide, Outcome, Position};

/// Whether `ancestor` is `entity` or one of its ancestors.
fn descends(world: &World, entity: Entity, ancestor: Entity) -> bool {
    let mut at = Some(entity);
    while let Some(entity) = at {
        if entity == ancestor {
            return true;
        }
        at = world.get::<ChildOf>(entity).map(ChildOf::parent);
    }
    false
}

/// What a person sees of the interface: each button, and each text outside a button, with its
/// rectangle as shown (a part scrolled out of its scroll area is cut off there).
pub(super) fn seen_boxes(app: &mut App) -> Vec<(Entity, String, Rect)> {
    let mut query =
        app.world_mut().query_filtered::<(Entity, Option<&Text>, Option<&Name>), Or<(With<Text>, With<Button>)>>();
    let found: Vec<(Entity, String)> = query
        .iter(app.world())
        .map(|(entity, text, name)| {
            let what = text.map(|t| format!("“{}”", t.0)).or(name.map(|n| n.to_string())).unwrap_or_default();
            (entity, what)
        })
        .collect();
    let world = app.world();
    let mut boxes = Vec::new();
    for (entity, what) in found {
        let is_button = world.get::<Button>(entity).is_some();
        let empty = world.get::<Text>(entity).is_some_and(|text| text.0.trim().is_empty());
        if hidden(world, entity) || (!is_button && (empty || button_of(world, entity).is_some())) {
            continue;
        }
        let Some(mut shown) = rect(world, entity) else { continue };
        if let Some(area) = scroll_area(world, entity).and_then(|area| rect(world, area)) {
            shown = shown.intersect(area);
        }
        if shown.width() > 0.5 && shown.height() > 0.5 {
            boxes.push((entity, what, shown));
        }
    }
    boxes
}

/// No two of the buttons and texts shown overlap, unless one is inside the other by design
/// (a text in its panel).
pub(super) fn check_overlaps(app: &mut App, what: &str) {
    let boxes = seen_boxes(app);
    let world = app.world();
    let mut overlaps = Vec::new();
    for (i, (a, a_what, a_rect)) in boxes.iter().enumerate() {
        for (b, b_what, b_rect) in &boxes[i + 1..] {
            if descends(world, *a, *b) || descends(world, *b, *a) {
                continue;
            }
            let common = a_rect.intersect(*b_rect);
            if common.width() > 1.0 && common.height() > 1.0 {
                overlaps.push(format!("{a_what} at {a_rect:?} and {b_what} at {b_rect:?}"));
            }
        }
    }
    assert!(overlaps.is_empty(), "{what}: {} overlap(s):\n{}", overlaps.len(), overlaps.join("\n"));
}

#[test]
fn every_language_fits_every_screen_at_every_size_without_overlaps() {
    fits_everywhere(false);
}

/// The setting "bigger buttons and text": the same screens, a quarter larger, still fit.
#[test]
fn bigger_buttons_and_text_fit_every_screen_in_every_language_at_every_size() {
    fits_everywhere(true);
}

fn fits_everywhere(bigger: bool) {
    // Every failure, not the first only: a layout change often moves several screens at once.
    let mut failures = Vec::new();
    let mut check = |app: &mut App, what: &str| {
        let checked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            check_texts_fit(app, what);
            check_overlaps(app, what);
        }));
        if let Err(failure) = checked {
            let said = failure.downcast_ref::<String>().cloned().unwrap_or_else(|| what.to_owned());
            failures.push(said);
        }
    };
    // And a desktop's or a projector's 1920 × 1080.
    for size in SIZES.into_iter().chain([(1920, 1080)]) {
        let mut app = app(size);
        app.world_mut().resource_mut::<Settings>().bigger = bigger;
        for language in awale::i18n::Language::ALL {
            app.world_mut().resource_mut::<Settings>().language = language;
            for screen in EVERY_SCREEN {
                show(&mut app, screen);
                check(&mut app, &format!("{screen:?} in {language:?} at {size:?}"));
            }
            for view in [
                WhoView { changing: true, confirm: Some(1), choosing: None },
                WhoView { choosing: Some(None), ..WhoView::default() },
            ] {
                show_who(&mut app, view);
                check(&mut app, &format!("Who ({view:?}) in {language:?} at {size:?}"));
            }
        }
    }
    assert!(failures.is_empty(), "{} screen(s) do not fit:\n{}", failures.len(), failures.join("\n"));
}

/// A game already over that `winner` won: his store holds 26 of the 48 seeds.
fn won_by(winner: Side) -> Game {
    let stores = if winner == Side::South { "26-10" } else { "10-26" };
    let start: Position = format!("1-1-1-1-1-1-1-1-1-1-1-1-{stores}-S").parse().expect("a position");
    let mut game = Game::from_position(Preset::Tournament.rules(), start);
    if !game.is_over() {
        game.agree_to_stop().expect("a game can be stopped");
    }
    assert!(matches!(game.outcome(), Outcome::Over(end) if end.winner == Some(winner)), "{winner:?} won");
    game
}

/// The end's panels, and each text in them, are inside the window across, each text inside its
/// panel (the end is in a scroll area, which [`check_texts_fit`] leaves out).
fn check_end_fits(app: &mut App, what: &str) {
    let size = window_size(app);
    let mut named = app.world_mut().query::<(Entity, &Name)>();
    let panels: Vec<Entity> = named
        .iter(app.world())
        .filter(|(_, name)| name.as_str().starts_with("The end for"))
        .map(|(entity, _)| entity)
        .collect();
    assert!(!panels.is_empty(), "{what}: the end is shown");
    let mut texts = app.world_mut().query::<(Entity, &Text)>();
    let texts: Vec<(Entity, String)> = texts.iter(app.world()).map(|(entity, text)| (entity, text.0.clone())).collect();
    let world = app.world();
    for panel in panels {
        let frame = rect(world, panel).expect("the panel is laid out");
        assert!(
            frame.min.x >= -0.5 && frame.max.x <= size.x + 0.5,
            "{what}: the panel at {frame:?} runs out of the {size} window"
        );
        for (entity, words) in &texts {
            if words.trim().is_empty() || !descends(world, *entity, panel) {
                continue;
            }
            let Some(text) = rect(world, *entity) else { continue };
            assert!(
                text.min.x >= frame.min.x - 0.5 && text.max.x <= frame.max.x + 0.5,
                "{what}: “{words}” at {text:?} runs out of its panel at {frame:?}"
            );
        }
    }
}

/// The end's heading fits its panel, and the panel the window, in every language at every size,
/// at its longest: the computer at its highest level winning ("Ordinateur (niveau 5) gagne !"),
/// and two players with the longest names the game takes, one winning (between his two stars).
#[test]
fn the_end_s_longest_heading_fits_in_every_language_at_every_size() {
    let long = "W".repeat(awale::game::prelude::settings::NAME_LENGTH);
    for size in SIZES {
        let mut app = app(size);
        for (mode, names, winner) in [
            (Mode::Computer(Side::North), BySide::default(), Side::North),
            (Mode::TwoPlayers, BySide::new(long.clone(), long.clone()), Side::South),
        ] {
            app.world_mut().resource_mut::<Settings>().language = awale::i18n::Language::English;
            show(&mut app, Screen::Gameplay);
            let players = Players::new(mode, Level::MAX, names);
            app.world_mut().write_message(game::Begin { game: won_by(winner), players, series: None });
            // A win the person playing (or two players) celebrates rains stars first.
            for _ in 0..2000 {
                app.update();
                if shown(&app) == View(Screen::Gameplay, Overlay::End) {
                    break;
                }
            }
            assert_eq!(shown(&app), View(Screen::Gameplay, Overlay::End), "{mode:?} at {size:?}");
            for language in awale::i18n::Language::ALL {
                // The end is built anew in the language, with the players' names in it.
                app.world_mut().resource_mut::<Settings>().language = language;
                show(&mut app, View(Screen::Gameplay, Overlay::End));
                check_end_fits(&mut app, &format!("the end, {mode:?}, in {language:?} at {size:?}"));
            }
        }
    }
}

/// The room's line over the board on two devices (issue 58: at 800 × 640 the undo request
/// wrapped over the turn bar), at its longest, the other player asking to take a move back with
/// the longest name, in every language at every size and at 800 × 640: it overlaps nothing.
#[test]
fn the_room_s_line_never_covers_a_turn_bar() {
    use awale::game::online::room::RoomNote;
    let long = "W".repeat(awale::game::prelude::settings::NAME_LENGTH);
    for size in SIZES.into_iter().chain([(800, 640)]) {
        let mut app = app(size);
        show(&mut app, Screen::Gameplay);
        let players = Players::new(Mode::Online { watch: false }, Level::MIN, BySide::new(long.clone(), long.clone()));
        app.world_mut().write_message(game::Begin { game: Game::new(Preset::Abapa.rules()), players, series: None });
        lay_out_frames(&mut app);
        for language in awale::i18n::Language::ALL {
            app.world_mut().resource_mut::<Settings>().language = language;
            for _ in 0..4 {
                app.update();
            }
            let asked = app.world().resource::<game::Tr>().0.f("online-undo-asked", [("name", long.clone().into())]);
            app.world_mut().resource_mut::<RoomNote>().line = Some(asked.clone());
            for _ in 0..6 {
                app.update();
            }
            let what = format!("the room's line in {language:?} at {size:?}");
            let shown = seen_boxes(&mut app).into_iter().find(|(_, text, _)| text.contains(&asked));
            let (_, _, line) = shown.unwrap_or_else(|| panic!("{what}: not shown"));
            // Nor the board (its stores' names and counts are drawn on it).
            let shape = *app.world().resource::<BoardShape>();
            let board = on_screen(&mut app, shape.board_size());
            let common = line.intersect(board);
            assert!(
                common.width() < 1.0 || common.height() < 1.0,
                "{what}: the line at {line:?} covers the board at {board:?}"
            );
            check_overlaps(&mut app, &what);
        }
    }
}
