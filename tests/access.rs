//! Every child can play: what a screen reader reads of each screen and what it does (the
//! accessibility tree Bevy gives AccessKit), the keyboard through every button and along the
//! pits, and the page's mirror of the tree. On the real interface's layout (`screen`); what
//! Orca reads of the real game through AT-SPI is `tests/atspi/check.py`.
#![cfg(feature = "game")]

use accesskit::{Action, NodeId, Role, TreeId};
use awale::engine::{Pit, Side};
use awale::game::access::page::{MirrorKind, mirror_of};
use awale::game::prelude::{Engine, MenuAction, MessageText, Mode, Overlay, Players, Resting, Screen, Settings, Setup};
use awale::i18n::Language;
use bevy::a11y::{AccessibilityNode, ActionRequest};
use bevy::input::keyboard::{Key, KeyCode};
use bevy::prelude::*;
use bevy::ui::InteractionDisabled;

mod board;
mod screen;
use board::hidden;
use screen::{EVERY_SCREEN, View, app, find, focused, key, show, shown};

/// The pit of this letter.
fn pit(letter: char) -> Pit {
    Pit::from_letter(letter).expect("a pit's letter")
}

/// A node and whether it or an ancestor is hidden from the tree.
fn tree_hidden(world: &World, entity: Entity) -> bool {
    let mut at = Some(entity);
    while let Some(entity) = at {
        if world.get::<AccessibilityNode>(entity).is_some_and(|node| node.is_hidden()) {
            return true;
        }
        at = world.get::<ChildOf>(entity).map(ChildOf::parent);
    }
    false
}

/// The nodes a screen reader reaches: not hidden, with their role and words.
fn reached(app: &mut App) -> Vec<(Entity, Role, String)> {
    let mut nodes = app.world_mut().query::<(Entity, &AccessibilityNode)>();
    let world = app.world();
    nodes
        .iter(world)
        .filter(|(entity, _)| !tree_hidden(world, *entity))
        .map(|(entity, node)| {
            let words = node.label().or(node.value()).unwrap_or_default().to_owned();
            (entity, node.role(), words)
        })
        .collect()
}

/// Runs frames until the seeds rest.
fn settle(app: &mut App) {
    for _ in 0..400 {
        app.update();
        let mut resting = bevy::ecs::system::SystemState::<Resting>::new(app.world_mut());
        if resting.get(app.world()).is_ok_and(|resting| resting.now()) {
            break;
        }
    }
    for _ in 0..15 {
        app.update();
    }
}

/// A new game against the computer (North) on the board, its seeds at rest.
fn against_the_computer(app: &mut App) {
    show(app, Screen::Gameplay);
    let mut players = app.world().resource::<Players>().clone();
    players.mode = Mode::Computer(Side::North);
    let series = app.world().resource::<awale::game::prelude::MatchState>().0.clone();
    let game = awale::engine::Game::new(awale::engine::Preset::Tournament.rules());
    app.world_mut().write_message(awale::game::prelude::Begin { game, players, series });
    settle(app);
}

/// A screen reader's "click" on `entity`, as AccessKit's adapter sends it.
fn click(app: &mut App, entity: Entity) {
    let request = accesskit::ActionRequest {
        action: Action::Click,
        target_tree: TreeId::ROOT,
        target_node: NodeId(entity.to_bits()),
        data: None,
    };
    app.world_mut().write_message(ActionRequest(request));
    app.update();
    app.update();
}

/// Every button shown is in the tree, a button with a name a screen reader says (no icon's
/// glyph in it); returns the tree's nodes reached.
fn every_button_named(app: &mut App, what: &str) -> Vec<(Entity, Role, String)> {
    let nodes = reached(app);
    let world = app.world();
    let mut buttons = world.try_query_filtered::<Entity, With<Button>>().expect("buttons");
    let shown: Vec<Entity> = buttons.iter(world).filter(|&button| !hidden(world, button)).collect();
    assert!(!shown.is_empty(), "{what}: buttons shown");
    for button in shown {
        let name = world.get::<Name>(button).map_or_else(|| format!("{button}"), |name| name.to_string());
        let node = nodes.iter().find(|(entity, ..)| *entity == button);
        let (_, role, words) = node.unwrap_or_else(|| panic!("{what}: {name} is not in the tree"));
        assert_eq!(*role, Role::Button, "{what}: {name}");
        assert!(!words.trim().is_empty(), "{what}: {name} has no name a screen reader says");
        assert!(
            !words.chars().any(|c| ('\u{e000}'..='\u{f8ff}').contains(&c)),
            "{what}: {name}'s name has an icon's glyph: {words:?}"
        );
        let mut pictures = awale::net::code::PICTURES.iter().chain(&awale::net::animals::ANIMALS);
        assert!(
            !pictures.any(|(_, picture)| words.contains(picture)),
            "{what}: {name}'s name has a picture, not its word: {words:?}"
        );
    }
    nodes
}

#[test]
fn a_screen_reader_reaches_every_button_shown_by_name_on_every_screen_in_three_languages() {
    let mut app = app((1280, 800));
    for language in [Language::English, Language::French, Language::Arabic] {
        app.world_mut().resource_mut::<Settings>().language = language;
        for screen in EVERY_SCREEN {
            show(&mut app, screen);
            let what = format!("{screen:?} in {language:?}");
            let nodes = every_button_named(&mut app, &what);
            // Texts are read too, and nothing hidden is.
            assert!(nodes.iter().any(|(_, role, words)| *role == Role::Label && !words.is_empty()), "{what}: texts");
        }
    }
}

#[test]
fn a_screen_reader_reads_the_pits_and_plays_one_as_a_tap_does() {
    let mut app = app((1280, 800));
    against_the_computer(&mut app);
    let nodes = reached(&mut app);
    let node_of = |letter: &str| {
        nodes
            .iter()
            .find(|(_, role, words)| *role == Role::Button && words.starts_with(&format!("Pit {letter},")))
            .unwrap_or_else(|| {
                panic!("no node for pit {letter} in {:?}", nodes.iter().map(|n| &n.2).collect::<Vec<_>>())
            })
            .clone()
    };
    let (c, _, said) = node_of("C");
    assert_eq!(said, "Pit C, yours, 4 seeds; can be played");
    let (b, _, said) = node_of("b");
    assert!(said.contains("4 seeds") && !said.contains("can be played"), "{said}");
    assert!(nodes.iter().any(|(_, role, words)| *role == Role::Label && words == "Your store, empty"), "South's store");
    // The computer's pit is not played; pit C is, through the same request a tap makes.
    click(&mut app, b);
    assert!(app.world().resource::<Engine>().0.moves().is_empty(), "a click on the computer's pit plays nothing");
    click(&mut app, c);
    assert_eq!(app.world().resource::<Engine>().0.moves().first(), Some(&pit('C')), "the click played pit C");
    // Once the seeds have landed, the message line says what the move did, as a live region
    // (until the computer's answer replaces it).
    let mut said = Vec::new();
    for _ in 0..400 {
        app.update();
        let mut lines = app.world_mut().query_filtered::<&AccessibilityNode, With<MessageText>>();
        for node in lines.iter(app.world()) {
            let line = (node.value().unwrap_or_default().to_owned(), node.live() == Some(accesskit::Live::Polite));
            if !said.contains(&line) {
                said.push(line);
            }
        }
        if said.iter().any(|(words, _)| words.contains("sowed 4 seeds from pit C")) {
            break;
        }
    }
    // The child's line, or (on a busy machine, where the computer may answer the frame its
    // seeds land) the computer's.
    let a_move = |words: &str| words == "You sowed 4 seeds from pit C." || words.starts_with("Computer (level");
    assert!(said.iter().any(|(words, live)| *live && a_move(words)), "{said:?}");
    // The pits' words follow the board (they are made again only when it changes): C is empty
    // now, and in French once the language is.
    let pit_c = |app: &mut App| {
        let nodes = reached(app);
        nodes.into_iter().find(|(entity, ..)| *entity == c).map(|(_, _, words)| words).expect("pit C's node")
    };
    assert!(pit_c(&mut app).starts_with("Pit C, yours, empty"), "{}", pit_c(&mut app));
    app.world_mut().resource_mut::<Settings>().language = Language::French;
    for _ in 0..3 {
        app.update();
    }
    assert!(pit_c(&mut app).starts_with("Trou « C », à toi, vide"), "{}", pit_c(&mut app));
}

#[test]
fn a_screen_reader_s_click_presses_a_button() {
    let mut app = app((1280, 800));
    show(&mut app, Screen::Title);
    for _ in 0..20 {
        app.update();
    }
    let settings = find::<MenuAction>(&mut app, |action| *action == MenuAction::Settings);
    click(&mut app, settings);
    assert_eq!(shown(&app), View(Screen::Title, Overlay::Settings));
    // A choice's value is named with its choice, not "off" alone.
    for _ in 0..3 {
        app.update();
    }
    let named: Vec<String> = reached(&mut app).into_iter().map(|(_, _, words)| words).collect();
    assert!(named.iter().any(|words| words == "Less motion, off"), "{named:?}");
}

#[test]
fn the_focus_starts_on_the_first_playable_pit_and_the_arrows_walk_the_playable_pits() {
    let mut app = app((1280, 800));
    against_the_computer(&mut app);
    let pit_focused = |app: &App| {
        focused(app).and_then(|entity| app.world().get::<awale::game::prelude::PitSpot>(entity)).map(|pit| pit.0)
    };
    assert_eq!(pit_focused(&app), Some(pit('A')), "the focus starts on pit A");
    key(&mut app, KeyCode::ArrowRight, Key::ArrowRight);
    assert_eq!(pit_focused(&app), Some(pit('B')));
    key(&mut app, KeyCode::ArrowLeft, Key::ArrowLeft);
    key(&mut app, KeyCode::ArrowLeft, Key::ArrowLeft);
    assert_eq!(pit_focused(&app), Some(pit('F')), "the arrows go round");
    for _ in 0..20 {
        app.update();
    }
    key(&mut app, KeyCode::Enter, Key::Enter);
    assert_eq!(app.world().resource::<Engine>().0.moves().first(), Some(&pit('F')), "Enter played pit F");
}

#[test]
fn the_page_s_mirror_lists_the_board_and_the_buttons_in_the_tree_s_order() {
    let mut app = app((1280, 800));
    show(&mut app, Screen::Gameplay);
    settle(&mut app);
    let world = app.world_mut();
    let mut nodes = world.query::<(Entity, &AccessibilityNode, Option<&Children>, Option<&ChildOf>)>();
    let all: Vec<(Entity, AccessibilityNode, Vec<Entity>, Option<Entity>)> = nodes
        .iter(world)
        .map(|(entity, node, children, parent)| {
            (
                entity,
                node.clone(),
                children.map(|c| c.iter().collect()).unwrap_or_default(),
                parent.map(ChildOf::parent),
            )
        })
        .collect();
    let is_node = |entity: Entity| all.iter().any(|(e, ..)| *e == entity);
    let roots = all.iter().filter(|(_, _, _, parent)| parent.is_none_or(|p| !is_node(p))).map(|(e, ..)| *e);
    let mirror = mirror_of(roots, |entity| {
        let (_, node, children, _) = all.iter().find(|(e, ..)| *e == entity)?;
        Some((node.clone(), children.iter().copied().filter(|&c| is_node(c)).collect()))
    });
    let board = mirror.iter().position(|m| m.kind == MirrorKind::Heading && m.words == "The board").expect("the board");
    let pits: Vec<&str> = mirror[board..]
        .iter()
        .filter(|m| m.kind == MirrorKind::Button && m.words.starts_with("Pit "))
        .map(|m| &m.words[..5])
        .collect();
    assert_eq!(
        pits,
        ["Pit A", "Pit B", "Pit C", "Pit D", "Pit E", "Pit F", "Pit a", "Pit b", "Pit c", "Pit d", "Pit e", "Pit f"]
    );
    assert!(mirror.iter().any(|m| m.kind == MirrorKind::Button && m.words.contains("Undo")), "{mirror:?}");
    assert!(mirror.iter().all(|m| !m.words.is_empty()));
}

/// Every screen by keyboard alone: Tab goes through every button shown (and on the board the
/// playable pits), each once before the first comes again, with a ring around the button
/// focused (four corners around a pit); Enter presses it; Escape presses Back.
#[test]
fn tab_reaches_every_button_of_every_screen_and_enter_and_escape_press() {
    use bevy::input::keyboard::{Key, KeyCode};
    let mut app = app((1280, 800));
    let views = [Screen::Title, Screen::NewGame, Screen::Learn, Screen::Who, Screen::Gameplay]
        .map(View::from)
        .into_iter()
        .chain([View(Screen::Title, Overlay::Settings), View(Screen::Gameplay, Overlay::Settings)]);
    for screen in views {
        show(&mut app, screen);
        // A greyed button (Redo with nothing to redo) is not reached: it does nothing.
        let mut buttons = app.world_mut().query_filtered::<Entity, (With<Button>, Without<InteractionDisabled>)>();
        let all: Vec<Entity> = buttons.iter(app.world()).collect();
        let shown: std::collections::HashSet<Entity> = all.into_iter().filter(|b| !hidden(app.world(), *b)).collect();
        let mut reached = std::collections::HashSet::new();
        for _ in 0..shown.len() + 13 {
            key(&mut app, KeyCode::Tab, Key::Tab);
            let now = focused(&app).unwrap_or_else(|| panic!("{screen:?}: Tab focuses a button or a pit"));
            if !reached.insert(now) {
                break;
            }
            assert!(app.world().get::<InteractionDisabled>(now).is_none(), "{screen:?}: Tab focuses a greyed button");
            if screen == View::from(Screen::Title) && reached.len() == 1 {
                let first = app.world().get::<MenuAction>(now);
                assert_eq!(first, Some(&MenuAction::WhoPlays), "the greeting, top left, is the first Tab reaches");
            }
            let pit = app.world().get::<awale::game::prelude::PitSpot>(now).is_some();
            // Shown whole: a menu taller than the window scrolls to the button focused.
            app.update();
            if let Some(place) = screen::rect(app.world(), now).filter(|_| !pit) {
                assert!(
                    place.min.y >= -0.5 && place.max.y <= 800.5,
                    "{screen:?}: the focused {place:?} is off the window"
                );
            }
            assert!(pit || app.world().get::<Outline>(now).is_some(), "{screen:?}: the focused button wears a ring");
        }
        let missed: Vec<String> = shown
            .difference(&reached)
            .map(|b| app.world().get::<Name>(*b).map_or_else(|| format!("{b}"), |n| n.to_string()))
            .collect();
        assert!(missed.is_empty(), "{screen:?}: Tab never reaches {missed:?}");
        // Nor anything hidden: the screen under a menu.
        let world = app.world();
        let beneath: Vec<String> = reached
            .iter()
            .filter(|b| world.get::<Button>(**b).is_some() && !shown.contains(*b))
            .map(|b| world.get::<Name>(*b).map_or_else(|| format!("{b}"), |n| n.to_string()))
            .collect();
        assert!(beneath.is_empty(), "{screen:?}: Tab reaches {beneath:?}, not shown");
    }
    // Enter presses the button focused: Settings, from the title; Escape comes back.
    show(&mut app, Screen::Title);
    for _ in 0..30 {
        key(&mut app, KeyCode::Tab, Key::Tab);
        let on_settings = focused(&app).and_then(|b| app.world().get::<MenuAction>(b)) == Some(&MenuAction::Settings);
        if on_settings {
            break;
        }
    }
    let opener = focused(&app);
    key(&mut app, KeyCode::Enter, Key::Enter);
    app.update();
    assert_eq!(shown(&app), View(Screen::Title, Overlay::Settings), "Enter pressed Settings");
    key(&mut app, KeyCode::Escape, Key::Escape);
    app.update();
    assert_eq!(shown(&app), View(Screen::Title, Overlay::None), "Escape pressed Back");
    assert_eq!(focused(&app), opener, "the focus is back on Settings");
}

/// Less motion: the seeds of a move glide without growing (and without rising); without it,
/// they swell as they fly.
#[test]
fn with_less_motion_the_seeds_glide_without_the_flourish() {
    use awale::game::prelude::{MoveRequest, Seed};
    let mut app = app((1280, 800));
    app.world_mut().resource_mut::<Players>().mode = Mode::TwoPlayers;
    show(&mut app, Screen::Gameplay);
    settle(&mut app);
    for (pit, calm) in [(pit('C'), false), (pit('c'), true)] {
        app.world_mut().resource_mut::<Settings>().calm = calm;
        app.world_mut().write_message(MoveRequest(pit));
        let mut largest = 0.0f32;
        for _ in 0..150 {
            app.update();
            let mut seeds = app.world_mut().query_filtered::<&Transform, With<Seed>>();
            largest = seeds.iter(app.world()).map(|t| t.scale.x).fold(largest, f32::max);
        }
        assert_eq!(app.world().resource::<Engine>().0.moves().last(), Some(&pit), "{pit} was played");
        if calm {
            assert!(largest <= 1.0 + 1e-3, "with less motion the seeds grew to {largest}");
        } else {
            assert!(largest > 1.1, "the seeds' flourish: {largest}");
        }
        settle(&mut app);
    }
}

/// The screens' other modes are named too: the new game against the computer (its levels'
/// stars) and the computer against itself, a first start's animals (each by its word in the
/// child's language) and a grown-up's Rename and Remove.
#[test]
fn a_screen_reader_names_every_button_of_every_mode() {
    use awale::game::profiles::who::WhoView;
    let mut app = app((1280, 800));
    for language in [Language::English, Language::French] {
        app.world_mut().resource_mut::<Settings>().language = language;
        for mode in [Mode::Computer(Side::North), Mode::Demo, Mode::TwoPlayers] {
            app.world_mut().resource_mut::<Setup>().mode = mode;
            show(&mut app, View(Screen::Title, Overlay::None));
            show(&mut app, View(Screen::NewGame, Overlay::None));
            every_button_named(&mut app, &format!("New game, {mode:?}, in {language:?}"));
        }
        for view in [WhoView { changing: true, ..default() }, WhoView { choosing: Some(None), ..default() }] {
            show(&mut app, View(Screen::Title, Overlay::None));
            app.insert_resource(view);
            show(&mut app, View(Screen::Who, Overlay::None));
            let nodes = every_button_named(&mut app, &format!("{view:?} in {language:?}"));
            if view.choosing.is_some() {
                let giraffe = if language == Language::French { "Girafe" } else { "Giraffe" };
                let named = |role: Role, words: &str| nodes.iter().any(|(_, r, w)| *r == role && w == words);
                assert!(named(Role::Button, giraffe), "the giraffe is said {giraffe:?} in {language:?}");
                assert!(nodes.iter().any(|(_, role, _)| *role == Role::TextInput), "the name field, in {language:?}");
            }
        }
    }
}
