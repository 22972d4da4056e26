//! The layouts at tablet and desktop sizes, with Bevy's own UI layout and text measurement but
//! no GPU (a renderer without backends, no window system): on every screen, at 800 × 1280,
//! 1280 × 800, 1024 × 768 and 2560 × 1440, every button is at least 48 logical pixels each way
//! and inside the window (a menu taller than the window scrolls: each button is inside it at
//! some scroll position), every text is at least 16 logical pixels, and the twelve pits are in
//! the window, each at least 48 pixels across.
#![cfg(feature = "game")]

use awale::ai::Level;
use awale::engine::{BySide, Game, Outcome, Pit, Position, Preset, Side};
use awale::game::prelude::{
    self as game, BoardShape, ButtonAction, FaceToFace, MenuAction, Mode, Players, Screen, Seating, Settings,
    ShareButton,
};
use awale::game::screens::who::WhoView;
use bevy::camera::RenderTarget;
use bevy::prelude::*;
use bevy::text::FontSize;
use bevy::ui_widgets::{Activate, ScrollArea};
use bevy::window::PrimaryWindow;

mod board;
mod screen;
use board::hidden;
use screen::{EVERY_SCREEN, app, find, rect, show};

/// The window sizes the game is laid out for, in logical pixels: a portrait tablet, a landscape
/// one, an old 4:3 screen, a large desktop.
const SIZES: [(u32, u32); 4] = [(800, 1280), (1280, 800), (1024, 768), (2560, 1440)];
/// The smallest a finger's target may be, in logical pixels.
const TARGET: f32 = 48.0;
/// The smallest text, in logical pixels.
const SMALLEST_TEXT: f32 = 16.0;

/// Shows "Who is playing?" as `view` says.
fn show_who(app: &mut App, view: WhoView) {
    show(app, Screen::Who);
    *app.world_mut().resource_mut::<WhoView>() = view;
    for _ in 0..6 {
        app.update();
    }
}

/// The window's logical size.
fn window_size(app: &mut App) -> Vec2 {
    let mut windows = app.world_mut().query_filtered::<&Window, With<PrimaryWindow>>();
    let window = windows.single(app.world()).expect("one window");
    Vec2::new(window.width(), window.height())
}

/// The scroll area `entity` is in, if any.
fn scroll_area(world: &World, entity: Entity) -> Option<Entity> {
    let mut at = world.get::<ChildOf>(entity).map(ChildOf::parent);
    while let Some(entity) = at {
        if world.get::<ScrollArea>(entity).is_some() {
            return Some(entity);
        }
        at = world.get::<ChildOf>(entity).map(ChildOf::parent);
    }
    None
}

/// Checks the buttons and texts shown; returns the number of buttons checked.
fn check_ui(app: &mut App, what: &str) -> usize {
    let size = window_size(app);
    let window = Rect::from_corners(Vec2::ZERO, size);
    let inside = |rect: Rect| {
        rect.min.x >= window.min.x - 0.5
            && rect.min.y >= window.min.y - 0.5
            && rect.max.x <= window.max.x + 0.5
            && rect.max.y <= window.max.y + 0.5
    };
    let scale = app.world().resource::<UiScale>().0;
    let mut texts = app.world_mut().query::<(Entity, &TextFont, Has<Text>, Has<TextSpan>)>();
    let fonts: Vec<(Entity, f32)> = texts
        .iter(app.world())
        .filter(|(_, _, text, span)| *text || *span)
        .map(|(entity, font, _, _)| match font.font_size {
            FontSize::Px(size) => (entity, size),
            other => panic!("{what}: a text sized {other:?}, not in pixels"),
        })
        .collect();
    for (entity, font_size) in fonts {
        let ui = app.world().get::<Text>(entity).is_some() || {
            let parent = app.world().get::<ChildOf>(entity).map(ChildOf::parent);
            parent.is_some_and(|parent| app.world().get::<Text>(parent).is_some())
        };
        if ui && !hidden(app.world(), entity) {
            assert!(font_size * scale >= SMALLEST_TEXT, "{what}: a text of {} px", font_size * scale);
        }
    }
    let mut buttons = app.world_mut().query_filtered::<(Entity, Option<&Name>), With<Button>>();
    let buttons: Vec<(Entity, String)> = buttons
        .iter(app.world())
        .map(|(entity, name)| (entity, name.map(|n| n.to_string()).unwrap_or_default()))
        .collect();
    // Each scroll area is tried at several positions, half a window apart.
    let mut seen = std::collections::HashSet::new();
    let mut checked = 0;
    for step in 0..12 {
        let mut areas = app.world_mut().query_filtered::<&mut ScrollPosition, With<ScrollArea>>();
        for mut position in areas.iter_mut(app.world_mut()) {
            position.y = step as f32 * size.y / 2.0;
        }
        for _ in 0..2 {
            app.update();
        }
        for (button, name) in &buttons {
            if hidden(app.world(), *button) {
                continue;
            }
            let Some(rect) = rect(app.world(), *button) else { continue };
            if step == 0 {
                checked += 1;
                assert!(
                    rect.width() >= TARGET - 0.01 && rect.height() >= TARGET - 0.01,
                    "{what}: {name} is {} × {} px",
                    rect.width(),
                    rect.height()
                );
            }
            let in_area = scroll_area(app.world(), *button);
            if in_area.is_none() {
                assert!(inside(rect), "{what}: {name} at {rect:?} is outside the {size} window");
            } else if inside(rect) {
                seen.insert(*button);
            }
        }
    }
    for (button, name) in &buttons {
        if !hidden(app.world(), *button) && scroll_area(app.world(), *button).is_some() {
            assert!(seen.contains(button), "{what}: {name} is never inside the {size} window, however scrolled");
        }
    }
    let mut areas = app.world_mut().query_filtered::<&mut ScrollPosition, With<ScrollArea>>();
    for mut position in areas.iter_mut(app.world_mut()) {
        position.y = 0.0;
    }
    checked
}

/// The twelve pits are in the window and each at least a finger wide.
fn check_board(app: &mut App, what: &str) {
    let size = window_size(app);
    let mut cameras = app.world_mut().query::<(&Camera, &GlobalTransform, &RenderTarget)>();
    let (camera, view, _) = cameras.single(app.world()).expect("one camera");
    let (camera, view) = (camera.clone(), *view);
    for pit in Pit::ALL {
        let center = awale::game::prelude::layout::pit_center(pit);
        let edge = center + Vec2::X * awale::game::prelude::layout::PIT_RADIUS;
        let on_screen = |point: Vec2| camera.world_to_viewport(&view, point.extend(0.0)).expect("on screen");
        let (middle, side) = (on_screen(center), on_screen(edge));
        let across = 2.0 * middle.distance(side);
        assert!(across >= TARGET, "{what}: pit {pit} is {across} px across");
        let inside = middle.x - across / 2.0 >= 0.0
            && middle.x + across / 2.0 <= size.x
            && middle.y - across / 2.0 >= 0.0
            && middle.y + across / 2.0 <= size.y;
        assert!(inside, "{what}: pit {pit} at {middle} is outside the {size} window");
    }
}

/// Lays out `game` on the board for the players and the match the app has.
fn lay_out(app: &mut App, game: Game) {
    let players = app.world().resource::<awale::game::prelude::Players>().clone();
    let series = app.world().resource::<awale::game::prelude::MatchState>().0.clone();
    app.world_mut().write_message(awale::game::prelude::Begin { game, players, series });
}

#[test]
fn every_screen_has_finger_sized_buttons_inside_the_window_at_every_size() {
    for size in SIZES {
        let mut app = app(size);
        let tall = size.1 > size.0;
        assert_eq!(*app.world().resource::<BoardShape>(), if tall { BoardShape::Tall } else { BoardShape::Wide });
        // The board's own checks follow.
        for screen in EVERY_SCREEN.into_iter().filter(|&screen| screen != Screen::Gameplay) {
            show(&mut app, screen);
            let checked = check_ui(&mut app, &format!("{screen:?} at {size:?}"));
            assert!(checked >= 1, "{screen:?} at {size:?} shows buttons");
        }
        // A grown-up's Rename and Remove (one asking to be sure), and the animals to choose.
        for (view, what) in [
            (WhoView { changing: true, confirm: Some(1), choosing: None }, "changing"),
            (WhoView { choosing: Some(None), ..WhoView::default() }, "choosing an animal"),
        ] {
            show_who(&mut app, view);
            let checked = check_ui(&mut app, &format!("Who, {what}, at {size:?}"));
            assert!(checked >= 2, "Who, {what}, at {size:?} shows buttons");
        }
        // The board: two players (face to face on the upright screen), then against the computer.
        show(&mut app, Screen::Gameplay);
        assert_eq!(app.world().resource::<FaceToFace>().0, tall, "two players at {size:?}");
        check_board(&mut app, &format!("the board at {size:?}"));
        let checked = check_ui(&mut app, &format!("two players at {size:?}"));
        assert!(checked >= if tall { 7 } else { 5 }, "{checked} buttons for two players at {size:?}");
        app.world_mut().resource_mut::<Settings>().seating = Seating::FaceToFace;
        show(&mut app, Screen::Gameplay);
        assert!(app.world().resource::<FaceToFace>().0);
        check_ui(&mut app, &format!("face to face at {size:?}"));
        app.world_mut().resource_mut::<Players>().mode = Mode::Computer(Side::North);
        show(&mut app, Screen::Gameplay);
        assert!(!app.world().resource::<FaceToFace>().0, "one person against the computer sits alone");
        check_ui(&mut app, &format!("against the computer at {size:?}"));
        // Agreeing to stop asks how the seeds left are shared.
        let agree = find(&mut app, |action: &ButtonAction| *action == ButtonAction::AgreeToStop);
        app.world_mut().trigger(Activate { entity: agree });
        for _ in 0..3 {
            app.update();
        }
        let checked = check_ui(&mut app, &format!("the sharing question at {size:?}"));
        assert!(checked >= 3, "{checked} buttons for the sharing question at {size:?}");
        let keep_playing = find(&mut app, |button: &ShareButton| button.0.is_none());
        app.world_mut().trigger(Activate { entity: keep_playing });
        app.update();
        // The end of a game over the board: against the computer, then face to face (a copy
        // of the end for each player).
        for (mode, panels) in [(Mode::Computer(Side::North), 1), (Mode::TwoPlayers, 2)] {
            app.world_mut().resource_mut::<Players>().mode = mode;
            let mut ended = Game::new(Preset::Tournament.rules());
            ended.agree_to_stop().expect("a game can be stopped");
            lay_out(&mut app, ended);
            for _ in 0..400 {
                app.update();
            }
            assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::GameOver);
            let what = format!("the end, {mode:?}, at {size:?}");
            let mut ends = app.world_mut().query::<&MenuAction>();
            let shown = ends.iter(app.world()).filter(|action| **action == MenuAction::PlayAgain).count();
            assert_eq!(shown, panels, "{what}");
            check_ui(&mut app, &what);
        }
    }
}

/// The rectangle on screen, in logical pixels, of a world rectangle centred on the origin.
fn on_screen(app: &mut App, size: Vec2) -> Rect {
    let mut cameras = app.world_mut().query::<(&Camera, &GlobalTransform)>();
    let (camera, view) = cameras.single(app.world()).expect("one camera");
    let corner = |point: Vec2| camera.world_to_viewport(view, point.extend(0.0)).expect("on screen");
    Rect::from_corners(corner(-size / 2.0), corner(size / 2.0))
}

#[test]
fn the_board_fills_an_upright_tablet() {
    let mut app = app((800, 1280));
    show(&mut app, Screen::Gameplay);
    assert_eq!(*app.world().resource::<BoardShape>(), BoardShape::Tall);
    let board = on_screen(&mut app, BoardShape::Tall.board_size());
    assert!(board.height() >= 0.55 * 1280.0, "the board is {} px high of 1280", board.height());
    assert!(board.width() >= 0.95 * 800.0, "the board is {} px wide of 800", board.width());
    let pit = on_screen(&mut app, Vec2::splat(2.0 * awale::game::prelude::layout::PIT_RADIUS));
    assert!(pit.width() >= 115.0, "a pit is {} px across", pit.width());
}

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

/// The texts shown: each inside the window across, and a button's words inside the button.
fn check_texts_fit(app: &mut App, what: &str) {
    let size = window_size(app);
    let mut texts = app.world_mut().query_filtered::<(Entity, &Text), Without<Button>>();
    let texts: Vec<(Entity, String)> = texts.iter(app.world()).map(|(entity, text)| (entity, text.0.clone())).collect();
    for (entity, words) in texts {
        if words.trim().is_empty() || hidden(app.world(), entity) || scroll_area(app.world(), entity).is_some() {
            continue;
        }
        let Some(text) = rect(app.world(), entity) else { continue };
        assert!(
            text.min.x >= -0.5 && text.max.x <= size.x + 0.5,
            "{what}: “{words}” at {text:?} runs out of the {size} window"
        );
        if let Some(button) = button_of(app.world(), entity)
            && let Some(frame) = rect(app.world(), button)
        {
            assert!(
                text.min.x >= frame.min.x - 0.5 && text.max.x <= frame.max.x + 0.5,
                "{what}: “{words}” ({} px) overflows its button ({} px)",
                text.width(),
                frame.width()
            );
        }
    }
}

/// The button `entity` is part of (itself, or the button its text is in), if any.
fn button_of(world: &World, entity: Entity) -> Option<Entity> {
    let mut at = Some(entity);
    while let Some(entity) = at {
        if world.get::<Button>(entity).is_some() {
            return Some(entity);
        }
        at = world.get::<ChildOf>(entity).map(ChildOf::parent);
    }
    None
}

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
fn seen_boxes(app: &mut App) -> Vec<(Entity, String, Rect)> {
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
fn check_overlaps(app: &mut App, what: &str) {
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
    for size in SIZES {
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
                if *app.world().resource::<State<Screen>>().get() == Screen::GameOver {
                    break;
                }
            }
            assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::GameOver, "{mode:?} at {size:?}");
            for language in awale::i18n::Language::ALL {
                // The end is built anew in the language, with the players' names in it.
                app.world_mut().resource_mut::<Settings>().language = language;
                show(&mut app, Screen::GameOver);
                check_end_fits(&mut app, &format!("the end, {mode:?}, in {language:?} at {size:?}"));
            }
        }
    }
}

/// Every button shown, with its rectangle.
fn button_places(app: &mut App) -> Vec<(String, Rect)> {
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

/// Runs the frames a change takes to be laid out (a place snug against the board follows the
/// layout a frame later).
fn lay_out_frames(app: &mut App) {
    for _ in 0..6 {
        app.update();
    }
}

fn assert_still(app: &mut App, before: &[(String, Rect)], what: &str) {
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

/// The room's line over the board on two devices (issue 58: at 800 × 640 the undo request
/// wrapped over the turn bar), at its longest, the other player asking to take a move back with
/// the longest name, in every language at every size and at 800 × 640: it overlaps nothing.
#[test]
fn the_room_s_line_never_covers_a_turn_bar() {
    use awale::game::online::{Room, RoomNote};
    let long = "W".repeat(awale::game::prelude::settings::NAME_LENGTH);
    for size in SIZES.into_iter().chain([(800, 640)]) {
        let mut app = app(size);
        show(&mut app, Screen::Gameplay);
        let players = Players::new(Mode::Online { watch: false }, Level::MIN, BySide::new(long.clone(), long.clone()));
        app.world_mut().write_message(game::Begin { game: Game::new(Preset::Abapa.rules()), players, series: None });
        lay_out_frames(&mut app);
        app.world_mut().resource_mut::<Room>().on_board = true;
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

/// A tap whose press and release come in one frame with the pointer arriving on the button in
/// it (issue 58: the first tap on Menu, Back or Two devices was sometimes ignored; a mouse moved
/// and clicked at once, a quick tap on a busy tablet): Bevy's picking sends the press to the
/// button and its click to what the pointer was over the frame before, and the tap must still
/// press the button, once.
#[test]
fn a_tap_pressed_and_released_in_one_frame_presses_the_button_it_lands_on() {
    use bevy::camera::NormalizedRenderTarget;
    use bevy::picking::pointer::{Location, PointerAction, PointerButton, PointerId, PointerInput};
    let mut app = app((1280, 800));
    show(&mut app, Screen::Title);
    let settings = find::<MenuAction>(&mut app, |action| *action == MenuAction::Settings);
    let at = rect(app.world(), settings).expect("Settings is laid out").center();
    // The screen hears taps once it has been shown a moment (here the clocks step 20 ms a
    // frame).
    for _ in 0..20 {
        app.update();
    }
    let mut windows = app.world_mut().query_filtered::<Entity, With<PrimaryWindow>>();
    let window = windows.single(app.world()).expect("one window");
    let location = Location {
        target: NormalizedRenderTarget::Window(
            bevy::window::WindowRef::Entity(window).normalize(None).expect("a window"),
        ),
        position: at,
    };
    for action in [
        PointerAction::Move { delta: Vec2::ZERO },
        PointerAction::Press(PointerButton::Primary),
        PointerAction::Release(PointerButton::Primary),
    ] {
        app.world_mut().write_message(PointerInput::new(PointerId::Mouse, location.clone(), action));
    }
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Settings, "the tap pressed Settings");
}
