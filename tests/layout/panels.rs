//! Rows around the board that must leave it clear (the coach's panel, the moves band), and
//! screens whose words change in place (New game asking, Two devices refusing): at the four
//! sizes and at 1920 × 1080, in the twelve languages, with and without bigger text.

use super::fits::{check_overlaps, seen_boxes};
use super::still::{assert_still, button_places};
use super::targets::{check_board, check_ui};
use super::*;
use awale::game::prelude::{CoachCommand, MenuAction, MovesPanel};

/// The sizes of [`SIZES`] and a projector's or a desktop's 1920 × 1080.
const WITH_DESKTOP: [(u32, u32); 5] = [SIZES[0], SIZES[1], SIZES[2], SIZES[3], (1920, 1080)];

/// A game of `moves` plies, each the first legal pit.
fn played(moves: usize) -> Game {
    let mut game = Game::new(Preset::Abapa.rules());
    for _ in 0..moves {
        let Some(&pit) = game.legal_moves().first() else { break };
        game.play(pit).expect("a legal move");
    }
    game
}

/// The rectangle the board takes in the window.
fn board_on_screen(app: &mut App) -> Rect {
    let shape = *app.world().resource::<BoardShape>();
    on_screen(app, shape.board_size())
}

/// Each node shown under `root` (itself left out) whose rectangle meets the board's, said.
fn over_the_board(app: &mut App, root: Entity) -> Vec<String> {
    let board = board_on_screen(app);
    let mut nodes = app.world_mut().query_filtered::<Entity, With<ComputedNode>>();
    let nodes: Vec<Entity> = nodes.iter(app.world()).collect();
    let world = app.world();
    let mut over = Vec::new();
    for node in nodes {
        if node == root || hidden(world, node) || !descends_from(world, node, root) {
            continue;
        }
        let Some(shown) = rect(world, node) else { continue };
        let common = shown.intersect(board);
        if shown.width() > 0.5 && shown.height() > 0.5 && common.width() > 1.0 && common.height() > 1.0 {
            let what = world.get::<Text>(node).map_or_else(|| format!("{node}"), |text| format!("“{}”", text.0));
            over.push(format!("{what} at {shown:?} over the board at {board:?}"));
        }
    }
    over
}

fn descends_from(world: &World, entity: Entity, ancestor: Entity) -> bool {
    let mut at = world.get::<ChildOf>(entity).map(ChildOf::parent);
    while let Some(entity) = at {
        if entity == ancestor {
            return true;
        }
        at = world.get::<ChildOf>(entity).map(ChildOf::parent);
    }
    false
}

/// Runs `check` in every language, with and without bigger text, at every size of
/// [`WITH_DESKTOP`], on a board `set_up` prepares; every failure is gathered.
fn everywhere(set_up: impl Fn(&mut App), check: impl Fn(&mut App, &str)) {
    let mut failures = Vec::new();
    for size in WITH_DESKTOP {
        let mut app = app(size);
        set_up(&mut app);
        for bigger in [false, true] {
            app.world_mut().resource_mut::<Settings>().bigger = bigger;
            for language in awale::i18n::Language::ALL {
                app.world_mut().resource_mut::<Settings>().language = language;
                lay_out_frames(&mut app);
                let what = format!("{language:?} at {size:?}{}", if bigger { ", bigger" } else { "" });
                let checked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check(&mut app, &what)));
                if let Err(failure) = checked {
                    failures.push(failure.downcast_ref::<String>().cloned().unwrap_or(what));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} failure(s):\n{}", failures.len(), failures.join("\n"));
}

/// Runs frames until a review (if one is on the board) has judged every move: its panel grows
/// as the judgments come from other threads, and is laid out once they all have.
fn judged(app: &mut App) {
    use awale::game::prelude::coach::review::Review;
    for _ in 0..5_000 {
        if app.world().get_resource::<Review>().is_none_or(Review::is_done) {
            break;
        }
        app.update();
        std::thread::sleep(std::time::Duration::from_millis(1));
    }
    assert!(app.world().get_resource::<Review>().is_none_or(Review::is_done), "the review judged every move");
    lay_out_frames(app);
}

/// The coach's panel (the question above the board, the answer, graph and buttons below it)
/// covers no pit, count or label (issue 71: the review's panel over C and D at 1280 × 800, over
/// B–E with bigger text), in a review and in a lesson with a long question; the pits stay a
/// finger wide and in the window.
#[test]
fn the_coach_s_panel_leaves_the_board_clear() {
    for command in [CoachCommand::Review, CoachCommand::Lesson(2)] {
        everywhere(
            |app| {
                show(app, Screen::Gameplay);
                lay_out(app, played(12));
                lay_out_frames(app);
                app.world_mut().write_message(command);
                lay_out_frames(app);
                judged(app);
            },
            |app, what| {
                let what = format!("{command:?} in {what}");
                let mut named = app.world_mut().query::<(Entity, &Name)>();
                let panels: Vec<Entity> = named
                    .iter(app.world())
                    .filter(|(_, name)| ["Coach question", "Coach answer"].contains(&name.as_str()))
                    .map(|(entity, _)| entity)
                    .collect();
                assert_eq!(panels.len(), 2, "{what}: the question and the answer");
                let over: Vec<String> = panels.into_iter().flat_map(|panel| over_the_board(app, panel)).collect();
                assert!(over.is_empty(), "{what}: the panel covers the board:\n{}", over.join("\n"));
                check_board(app, &what);
                check_overlaps(app, &what);
            },
        );
    }
}

/// The moves band covers neither the board (North's counts and store: issue 71, at 1920 ×
/// 1080) nor a turn bar nor a button, a long game's moves in it.
#[test]
fn the_moves_band_leaves_the_board_and_the_turn_bars_clear() {
    everywhere(
        |app| {
            show(app, Screen::Gameplay);
            lay_out(app, played(40));
            lay_out_frames(app);
            let mut buttons = app.world_mut().query::<(Entity, &ButtonAction)>();
            let moves = buttons.iter(app.world()).find(|(_, action)| **action == ButtonAction::Moves);
            let button = moves.expect("the Moves button").0;
            app.world_mut().trigger(Activate { entity: button });
        },
        |app, what| {
            let mut bands = app.world_mut().query_filtered::<Entity, With<MovesPanel>>();
            let band = bands.single(app.world()).expect("one band");
            assert!(!hidden(app.world(), band), "{what}: the band is shown");
            let shown = rect(app.world(), band).expect("the band is laid out");
            let board = board_on_screen(app);
            let common = shown.intersect(board);
            assert!(
                common.width() < 1.0 || common.height() < 1.0,
                "{what}: the band at {shown:?} covers the board at {board:?}"
            );
            assert!(shown.min.y >= -0.5, "{what}: the band at {shown:?} runs out of the window");
            check_board(app, what);
            check_overlaps(app, what);
            // Nor a button, which `check_overlaps` leaves to the band's texts.
            let band_texts: Vec<String> = seen_boxes(app)
                .into_iter()
                .filter(|(entity, _, _)| descends_from(app.world(), *entity, band))
                .map(|(_, said, _)| said)
                .collect();
            assert!(!band_texts.is_empty(), "{what}: the band's words are seen");
            // A move's number and its pits break across lines nowhere ("38." / "D").
            let moves = band_texts
                .iter()
                .map(|said| said.trim_matches(['“', '”']))
                .filter(|said| said.starts_with(|c: char| c.is_ascii_digit()));
            for said in moves {
                assert!(said.split("   ").all(|group| !group.contains(' ')), "{what}: a move may break: {said}");
            }
        },
    );
}

/// New game over a game in progress asks in place ("Tap again"): no button moves or resizes
/// (issue 71: the asking words wrapped the row at 1920 × 1080 and pushed Back below the fold),
/// and every button is still reachable.
#[test]
fn new_game_asks_without_moving_a_button() {
    everywhere(
        |app| {
            show(app, Screen::Gameplay);
            lay_out(app, played(2));
            lay_out_frames(app);
        },
        |app, what| {
            show(app, Screen::NewGame);
            let before = button_places(app);
            let mut buttons = app.world_mut().query::<(Entity, &MenuAction)>();
            let play = buttons.iter(app.world()).find(|(_, action)| **action == MenuAction::Play);
            let play = play.expect("Play").0;
            app.world_mut().trigger(Activate { entity: play });
            lay_out_frames(app);
            let words = app.world().resource::<awale::game::prelude::Tr>().0.t("new-game-sure");
            let seen = seen_boxes(app).into_iter().any(|(_, said, _)| said.contains(&words));
            assert!(seen || hidden_in_button(app, &words), "{what}: Play asks ({words})");
            assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::NewGame, "{what}: only asks");
            assert_still(app, &before, &format!("New game asking, {what}"));
            check_ui(app, what);
            // Back to the title, and the question forgotten.
            show(app, Screen::Title);
        },
    );
}

/// Whether a button's text says `words` (buttons' texts are not in [`seen_boxes`]).
fn hidden_in_button(app: &mut App, words: &str) -> bool {
    let mut texts = app.world_mut().query::<(Entity, &Text)>();
    let found: Vec<Entity> = texts.iter(app.world()).filter(|(_, t)| t.0.contains(words)).map(|(e, _)| e).collect();
    found.into_iter().any(|entity| !hidden(app.world(), entity))
}

/// Two devices with no server: the refusal is said without moving a button (issue 71: it pushed
/// Back 40 pixels down, past the window's edge, where a tap then missed it), and the screen
/// with it fits.
#[test]
fn two_devices_refuses_without_moving_a_button() {
    use awale::game::online::room::RoomNote;
    everywhere(
        |_| {},
        |app, what| {
            app.world_mut().resource_mut::<RoomNote>().refused = None;
            show(app, Screen::Online);
            let before = button_places(app);
            let mut buttons = app.world_mut().query::<(Entity, &MenuAction)>();
            let make = buttons.iter(app.world()).find(|(_, action)| **action == MenuAction::MakeRoom);
            let make = make.expect("Make a room").0;
            app.world_mut().resource_mut::<Settings>().server.clear();
            app.world_mut().trigger(Activate { entity: make });
            lay_out_frames(app);
            let refused = app.world().resource::<RoomNote>().refused.clone();
            let refused = refused.unwrap_or_else(|| panic!("{what}: no server, refused"));
            let seen = seen_boxes(app).into_iter().any(|(_, said, _)| said.contains(&refused));
            assert!(seen, "{what}: the refusal is seen");
            assert_still(app, &before, &format!("Two devices refusing, {what}"));
            check_texts_fit(app, what);
            check_overlaps(app, what);
            check_ui(app, what);
            show(app, Screen::Title);
        },
    );
}

/// A menu taller than the window shows a scroll sign at its right edge, clear of every button,
/// and a menu that fits shows none (issue 71: Settings at 1280 × 800 hid Back below the fold
/// with nothing to say that the page scrolls).
#[test]
fn a_menu_taller_than_the_window_shows_that_it_scrolls() {
    use awale::game::menus::scroll::ScrollSign;
    use bevy::ui_widgets::Scrollbar;
    let mut seen_scrolling = Vec::new();
    for size in WITH_DESKTOP {
        let mut app = app(size);
        for bigger in [false, true] {
            app.world_mut().resource_mut::<Settings>().bigger = bigger;
            for screen in EVERY_SCREEN {
                show(&mut app, screen);
                let what = format!("{screen:?} at {size:?}{}", if bigger { ", bigger" } else { "" });
                let mut signs = app.world_mut().query_filtered::<(Entity, &Scrollbar), With<ScrollSign>>();
                let signs: Vec<(Entity, Entity)> = signs.iter(app.world()).map(|(e, bar)| (e, bar.target)).collect();
                if screen.0 == Screen::Gameplay && screen.1 == Overlay::None {
                    assert!(signs.is_empty(), "{what}: the board has no menu");
                    continue;
                }
                assert!(!signs.is_empty(), "{what}: a menu has its scroll sign");
                for (sign, target) in signs {
                    let area = app.world().get::<ComputedNode>(target).expect("the menu is laid out");
                    let taller = area.content_size().y > area.size().y + 1.0 && !hidden(app.world(), target);
                    let shown = !hidden(app.world(), sign);
                    assert_eq!(shown, taller, "{what}: the sign shows exactly when the menu is taller than the window");
                    if !shown {
                        continue;
                    }
                    seen_scrolling.push(what.clone());
                    let bar = rect(app.world(), sign).expect("the sign is laid out");
                    let mut buttons = app.world_mut().query_filtered::<(Entity, Option<&Name>), With<Button>>();
                    let buttons: Vec<(Entity, String)> = buttons
                        .iter(app.world())
                        .map(|(e, n)| (e, n.map(|n| n.to_string()).unwrap_or_default()))
                        .collect();
                    for (button, name) in buttons {
                        // The menu's buttons (the board's, under it, are out of reach).
                        if hidden(app.world(), button) || !descends_from(app.world(), button, target) {
                            continue;
                        }
                        let Some(mut place) = rect(app.world(), button) else { continue };
                        place = place.intersect(rect(app.world(), target).expect("the menu's place"));
                        let common = place.intersect(bar);
                        assert!(
                            common.width() < 1.0 || common.height() < 1.0,
                            "{what}: the sign at {bar:?} covers {name} at {place:?}"
                        );
                    }
                }
            }
        }
    }
    assert!(
        seen_scrolling.iter().any(|what| what == "View(Title, Settings) at (1280, 800)"),
        "Settings over the title scrolls at 1280 × 800: {seen_scrolling:?}"
    );
}

/// On New game, choosing who plays moves no button of the players' row nor above it (the rows
/// that come and go are below it), and the form's buttons are in the window unscrolled at
/// 1280 × 720 and larger (issue 71: 190 pixels of hidden rows pushed them below the fold).
#[test]
fn choosing_who_plays_moves_nothing_above_the_rows_that_change() {
    use awale::game::prelude::Choice;
    for size in WITH_DESKTOP.into_iter().chain([(1280, 720)]) {
        let mut app = app(size);
        show(&mut app, Screen::NewGame);
        for index in [1, 0, 2, 1, 0] {
            let before = button_places(&mut app);
            let mut buttons = app.world_mut().query::<(Entity, &MenuAction)>();
            let pick = buttons.iter(app.world()).find(|(_, a)| **a == MenuAction::Pick(Choice::Players, index));
            let pick = pick.expect("a players' button").0;
            let row = rect(app.world(), pick).expect("laid out");
            app.world_mut().trigger(Activate { entity: pick });
            lay_out_frames(&mut app);
            let after = button_places(&mut app);
            for (name, place) in &before {
                if place.min.y > row.max.y {
                    continue;
                }
                let now = after.iter().find(|(n, _)| n == name).map(|(_, r)| *r);
                assert_eq!(now, Some(*place), "{name} at {size:?}, players {index}: moved");
            }
            if size.1 >= 720 && size.0 >= 1280 {
                let mut menu = app.world_mut().query::<(Entity, &MenuAction)>();
                let play = menu.iter(app.world()).find(|(_, a)| **a == MenuAction::Play).expect("Play").0;
                let place = rect(app.world(), play).expect("laid out");
                assert!(
                    place.max.y <= size.1 as f32 + 0.5,
                    "Play at {place:?} is below the fold at {size:?}, players {index}"
                );
            }
        }
    }
}
