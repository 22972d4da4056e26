//! The screens around the board: settings, new game, saved rule sets, the rules' pages, and French.

use super::*;
use awale::game::prelude::{Choice, Task};
use bevy::text::EditableText;

#[test]
fn the_settings_screen_changes_the_settings_and_says_so() {
    let mut app = app();
    press(&mut app, ButtonAction::Menu);
    app.update();
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Title);
    press_menu(&mut app, MenuAction::Settings);
    assert_eq!((screen(&app), overlay(&app)), (Screen::Title, Overlay::Settings), "over the title");
    for choice in [Choice::Sound, Choice::Speed, Choice::North, Choice::Counts, Choice::Teaching] {
        press_menu(&mut app, MenuAction::Cycle(choice));
    }
    let settings = app.world().resource::<Settings>().clone();
    assert!(!settings.sound && !settings.show_counts && settings.teaching);
    assert_eq!(settings.seating, awale::game::prelude::Seating::SideBySide);
    assert_eq!(settings.speed, awale::game::prelude::Speed::Fast);
    let shown = texts(&mut app);
    for label in ["fast", "side by side", "hidden (memory)"] {
        assert!(shown.contains(&label.to_owned()), "{label} in {shown:?}");
    }
    // French: the screen is built again in French.
    // Every language is listed by its own name.
    let shown = texts(&mut app);
    for name in ["English", "Français", "Español", "العربية", "Kiswahili", "Українська"] {
        assert!(shown.contains(&name.to_owned()), "{name} in {shown:?}");
    }
    press_menu(&mut app, MenuAction::Pick(Choice::Language, 1));
    app.update();
    let shown = texts(&mut app);
    assert!(shown.contains(&"Réglages".to_owned()), "{shown:?}");
    assert!(shown.contains(&"rapide".to_owned()), "{shown:?}");
    press_menu(&mut app, MenuAction::Back);
    assert_eq!((screen(&app), overlay(&app)), (Screen::Title, Overlay::None));
    assert!(texts(&mut app).contains(&"Nouvelle partie".to_owned()));
}

#[test]
fn every_screen_is_reachable_and_comes_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_files(dir.path());
    assert_eq!(screen(&app), Screen::Title);
    assert!(texts(&mut app).contains(&"Awalé".to_owned()));
    for (action, reached, title) in [
        (MenuAction::NewGame, (Screen::NewGame, Overlay::None), "New game"),
        (MenuAction::Rules, (Screen::Title, Overlay::Rules), "How to play"),
        (MenuAction::Settings, (Screen::Title, Overlay::Settings), "Settings"),
        (MenuAction::Import, (Screen::Import, Overlay::None), "Import a game"),
        (MenuAction::WhoPlays, (Screen::Who, Overlay::None), "Who is playing?"),
    ] {
        press_menu(&mut app, action);
        assert_eq!((screen(&app), overlay(&app)), reached);
        assert!(texts(&mut app).contains(&title.to_owned()), "{title} on {reached:?}");
        press_menu(&mut app, MenuAction::Back);
        assert_eq!((screen(&app), overlay(&app)), (Screen::Title, Overlay::None));
    }
    // The rules screen's pages, each with an example the engine played.
    press_menu(&mut app, MenuAction::Rules);
    let mut pages = vec![texts(&mut app)];
    for _ in 0..3 {
        press_menu(&mut app, MenuAction::NextPage);
        pages.push(texts(&mut app));
    }
    let has = |page: &Vec<String>, part: &str| page.iter().any(|t| t.contains(part));
    assert!(has(&pages[0], "Pit C: 4 seeds, the last one falls in a."), "{:?}", pages[0]);
    assert!(has(&pages[1], "The last seed made 3 in b: captured. Then a has 2: captured."), "{:?}", pages[1]);
    assert!(has(&pages[2], "Feeding rule"), "{:?}", pages[2]);
    assert!(has(&pages[3], "would be a grand slam"), "{:?}", pages[3]);
    assert!(has(&pages[3], "Rules in force: Abapa (ends at 25 seeds)"), "{:?}", pages[3]);
    press_menu(&mut app, MenuAction::PreviousPage);
    assert!(has(&texts(&mut app), "Feeding rule"));
    press_menu(&mut app, MenuAction::Back);
    // The title names the rule set by the same name (issue 71: "Abapa" there, "Tournament" here).
    let title = texts(&mut app);
    assert!(has(&title, "Oware of Côte d'Ivoire · rules: Abapa (ends at 25 seeds)"), "{title:?}");

    press_menu(&mut app, MenuAction::NewGame);
    press_menu(&mut app, MenuAction::Customise);
    assert_eq!(screen(&app), Screen::Customise);
    press_menu(&mut app, MenuAction::Back);
    assert_eq!(screen(&app), Screen::NewGame);
    press_menu(&mut app, MenuAction::Play);
    assert_eq!(screen(&app), Screen::Gameplay);
    // The rules screen tells the options in force.
    let rules = texts(&mut app);
    assert!(!rules.iter().any(|t| t.contains("Rules in force")), "the rules screen is gone");
}

#[test]
fn the_new_game_screen_shows_every_option_and_a_tap_picks_one() {
    use awale::game::prelude::theme::icon;
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_files(dir.path());
    press_menu(&mut app, MenuAction::NewGame);
    let setup = |app: &App| app.world().resource::<awale::game::prelude::Setup>().clone();
    let filled_stars = |app: &mut App| texts(app).iter().filter(|t| **t == icon::STAR.to_string()).count();
    // A child against the computer, level 2, best of 5, North first.
    press_menu(&mut app, MenuAction::Pick(Choice::Players, 1));
    assert_eq!(setup(&app).mode, awale::game::prelude::Mode::Computer(Side::North));
    press_menu(&mut app, MenuAction::Pick(Choice::Level, 1));
    assert_eq!(setup(&app).level, 2);
    assert_eq!(filled_stars(&mut app), 2, "the level's stars are filled up to it");
    press_menu(&mut app, MenuAction::Pick(Choice::Level, 4));
    assert_eq!(filled_stars(&mut app), 5);
    press_menu(&mut app, MenuAction::Pick(Choice::ComputerSide, 0));
    assert_eq!(setup(&app).mode, awale::game::prelude::Mode::Computer(Side::South));
    press_menu(&mut app, MenuAction::Pick(Choice::First, 1));
    press_menu(&mut app, MenuAction::Pick(Choice::Games, 1));
    let chosen = setup(&app);
    assert_eq!((chosen.level, chosen.first, chosen.games), (5, Side::North, 5));
    // Two children: the computer's rows are hidden, in their places.
    press_menu(&mut app, MenuAction::Pick(Choice::Players, 0));
    assert_eq!(setup(&app).mode, awale::game::prelude::Mode::TwoPlayers);
    press_menu(&mut app, MenuAction::Play);
    assert_eq!(screen(&app), Screen::Gameplay);
    assert_eq!(game(&app).position().turn(), Side::North, "North starts, as picked");
    assert_eq!(app.world().resource::<awale::game::prelude::MatchState>().0.as_ref().map(|m| m.games), Some(5));
}

/// The customise screen's name field (Bevy's editable text).
fn name_field(app: &mut App) -> Entity {
    let mut fields =
        app.world_mut().query_filtered::<Entity, With<awale::game::prelude::screens::customise::NameInput>>();
    fields.single(app.world()).expect("one name field")
}

/// The name in the field.
fn name_typed(app: &mut App) -> String {
    let field = name_field(app);
    app.world().get::<EditableText>(field).expect("editable text").value().to_string()
}

/// Puts `name` in the name field, as typing it would (typing itself is Bevy's editable text).
fn type_name(app: &mut App, name: &str) {
    let field = name_field(app);
    app.world_mut().entity_mut(field).insert(EditableText::new(name));
    app.update();
    assert_eq!(name_typed(app), name);
}

#[test]
fn a_saved_rule_set_is_kept_and_starts_a_new_game() {
    let dir = tempfile::tempdir().unwrap();
    {
        let mut app = app_with_files(dir.path());
        press_menu(&mut app, MenuAction::NewGame);
        press_menu(&mut app, MenuAction::Customise);
        // seeds_per_pit: 4 → 5; grand_slam: forbidden.
        press_menu(&mut app, MenuAction::Cycle(Choice::Option(0)));
        press_menu(&mut app, MenuAction::Cycle(Choice::Option(4)));
        assert_eq!(name_typed(&mut app), "My rules", "the field starts with the name of custom rules");
        type_name(&mut app, "Class 2");
        press_menu(&mut app, MenuAction::Save);
        assert!(texts(&mut app).iter().any(|t| t.contains("Saved “Class 2”")), "{:?}", texts(&mut app));
        app.update();
    }
    assert!(dir.path().join("rules.toml").exists());

    // Another session: the set is there; choose it and play.
    let mut app = app_with_files(dir.path());
    let saved = app.world().resource::<awale::game::prelude::SavedRules>().clone();
    assert_eq!(saved.sets.len(), 1);
    assert_eq!(saved.sets[0].rules.seeds_per_pit, 5);
    press_menu(&mut app, MenuAction::NewGame);
    while app.world().resource::<awale::game::prelude::Setup>().rules
        != awale::game::prelude::RulesChoice::Saved("Class 2".to_owned())
    {
        press_menu(&mut app, MenuAction::Cycle(Choice::Rules));
    }
    assert!(texts(&mut app).contains(&"Class 2".to_owned()));
    press_menu(&mut app, MenuAction::Play);
    settle(&mut app);
    assert_eq!(game(&app).rules().seeds_per_pit, 5);
    assert_eq!(game(&app).rules().grand_slam, awale::engine::rules::GrandSlam::Forbidden);
    assert_eq!(game(&app).position().seeds(pit('A')), 5);
    assert_at_rest_and_equal(&mut app);

    // Rename, then delete.
    press(&mut app, ButtonAction::Menu);
    app.update();
    app.update();
    press_menu(&mut app, MenuAction::NewGame);
    press_menu(&mut app, MenuAction::Customise);
    assert_eq!(name_typed(&mut app), "Class 2", "the field starts with the saved set's name");
    type_name(&mut app, "Class 2b");
    press_menu(&mut app, MenuAction::Rename);
    assert_eq!(app.world().resource::<awale::game::prelude::SavedRules>().sets[0].name, "Class 2b");
    press_menu(&mut app, MenuAction::Delete);
    assert!(app.world().resource::<awale::game::prelude::SavedRules>().sets.is_empty());
}

#[test]
fn french_reaches_the_board() {
    let mut app = app();
    app.world_mut().resource_mut::<Settings>().language = Language::French;
    app.update();
    app.update();
    let shown = texts(&mut app);
    assert!(shown.contains(&"Joueur 1, à toi\u{a0}! Choisis un trou.".to_owned()), "{shown:?}");
    assert!(shown.contains(&"Annuler".to_owned()) || shown.contains(&"Conseil".to_owned()), "{shown:?}");
    request(&mut app, pit('a'));
    app.update();
    assert_eq!(message(&mut app), "Le trou «\u{a0}a\u{a0}» est à ton adversaire\u{a0}: choisis un de tes trous.");
}

/// The last move's line is said again in the language chosen after it.
#[test]
fn the_last_move_s_line_follows_a_change_of_language() {
    let mut app = app();
    request_and_start(&mut app, pit('C'));
    settle(&mut app);
    let english = message(&mut app);
    assert!(english.contains("seeds"), "{english}");
    app.world_mut().resource_mut::<Settings>().language = Language::French;
    app.update();
    app.update();
    let french = message(&mut app);
    assert!(french.contains("graines") && !french.contains("seeds"), "{english} → {french}");
}

#[test]
fn the_rules_examples_mark_what_the_engine_captures_under_every_rule_set() {
    use awale::engine::rules::CaptureOverflow;
    use awale::game::menus::rules::{PAGES, example};
    let mut cut = Preset::Tournament.rules();
    cut.capture_limit = 1;
    cut.capture_overflow = CaptureOverflow::None;
    let rule_sets = Preset::ALL.map(Preset::rules).into_iter().chain([cut]);
    for rules in rule_sets {
        for page in 0..PAGES {
            let Some(shown) = example(&rules, page) else { continue };
            let report = &shown.report;
            let expected: Vec<Pit> = if !report.captures.is_empty() {
                report.captures.iter().map(|c| c.pit).collect()
            } else if page > 0 && !report.chain.is_empty() {
                report.chain.iter().map(|c| c.pit).collect()
            } else {
                report.sown.to_vec()
            };
            assert_eq!(shown.marked, expected, "page {page} under {rules:?}");
            for capture in &report.chain {
                let seeds = shown.sown[capture.pit.index()];
                assert!(rules.captures(seeds), "a chain pit holds a capturing count: {seeds} in {}", capture.pit);
            }
        }
    }
    // Limit 1 with nothing taken over it: the chain b, a is marked, not d with its 4 seeds.
    let shown = example(&cut, 1).expect("the capture page plays");
    assert!(shown.report.captures.is_empty());
    assert_eq!(shown.marked, [pit('b'), pit('a')]);
    assert!(!shown.marked.contains(&pit('d')));
}

/// A screen is built again where it stands: a new language rebuilds the title without leaving
/// it, so the title's game behind it plays on (leaving the title ends it), and turning a page of
/// the rules leaves the screen alone too.
#[test]
fn a_new_language_and_a_page_turned_build_the_screen_again_where_it_stands() {
    use awale::game::prelude::coach::show::TitleShow;
    #[derive(Resource, Default)]
    struct Transitions(usize);
    let mut app = app();
    app.insert_resource(TitleShow(true)).init_resource::<Transitions>().add_systems(
        Last,
        |mut seen: MessageReader<StateTransitionEvent<Screen>>, mut count: ResMut<Transitions>| {
            count.0 += seen.read().count();
        },
    );
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    run_until(&mut app, "the title's game", |app| *app.world().resource::<State<Task>>().get() == Task::Show);
    app.update();
    app.world_mut().resource_mut::<Transitions>().0 = 0;
    app.world_mut().resource_mut::<Settings>().language = Language::French;
    for _ in 0..5 {
        app.update();
    }
    let shown = texts(&mut app);
    assert!(shown.iter().any(|text| text == "Réglages"), "the title in French: {shown:?}");
    assert_eq!(app.world().resource::<Transitions>().0, 0, "the title was not entered anew");
    assert_eq!(*app.world().resource::<State<Task>>().get(), Task::Show, "the title's game plays on");

    press_menu(&mut app, MenuAction::Rules);
    let first = texts(&mut app);
    app.world_mut().resource_mut::<Transitions>().0 = 0;
    press_menu(&mut app, MenuAction::NextPage);
    app.update();
    assert_eq!(overlay(&app), Overlay::Rules);
    assert_eq!(app.world().resource::<Transitions>().0, 0, "a page turned is no transition");
    assert_ne!(texts(&mut app), first, "the next page is shown");
}

/// The settings open over the board without leaving it: the board's state and entities stay,
/// the interface beneath is hidden (from the Tab key and a screen reader too), a tap on a pit
/// plays nothing, the computer waits; Back shows the game as it stood, and it goes on.
#[test]
fn the_settings_open_over_the_board_and_the_game_waits_under_them() {
    use awale::game::prelude::PitPointer;
    #[derive(Resource, Default)]
    struct Transitions(usize);
    let mut app = app();
    app.init_resource::<Transitions>().add_systems(
        Last,
        |mut seen: MessageReader<StateTransitionEvent<Screen>>, mut count: ResMut<Transitions>| {
            count.0 += seen.read().count();
        },
    );
    app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
    set_opponent(&mut app, awale::game::prelude::Mode::Computer(Side::North), 1);
    settle(&mut app);
    let c = Pit::from_letter('C').unwrap();
    // A tap as a finger makes it, long enough after what was last shown for it to be heard (the
    // clocks step 20 ms a frame).
    let tap = |app: &mut App| {
        for _ in 0..20 {
            app.update();
        }
        app.world_mut().write_message(PitPointer::Down(c));
        app.update();
        app.world_mut().write_message(PitPointer::Up(Some(c)));
        app.update();
        app.update();
    };
    let board_entities = |app: &mut App| {
        let mut query = app.world_mut().query::<&DespawnOnExit<Screen>>();
        query.iter(app.world()).filter(|on_exit| on_exit.0 == Screen::Gameplay).count()
    };
    let before = roots_beneath(&mut app);
    let entities = board_entities(&mut app);
    app.world_mut().resource_mut::<Transitions>().0 = 0;

    press(&mut app, ButtonAction::Settings);
    app.update();
    app.update();
    assert_eq!((screen(&app), overlay(&app)), (Screen::Gameplay, Overlay::Settings));
    assert!(texts(&mut app).contains(&"Settings".to_owned()));
    let beneath = roots_beneath(&mut app);
    assert!(!beneath.is_empty() && beneath.iter().all(|(_, shown)| *shown == Visibility::Hidden), "{beneath:?}");
    tap(&mut app);
    assert!(game(&app).moves().is_empty(), "a tap under the settings plays nothing");
    press_menu(&mut app, MenuAction::Cycle(Choice::Sound));
    assert!(!app.world().resource::<Settings>().sound);
    press_menu(&mut app, MenuAction::Back);
    assert_eq!((screen(&app), overlay(&app)), (Screen::Gameplay, Overlay::None));
    assert_eq!(roots_beneath(&mut app), before, "the board's interface is shown again as it was");
    assert_eq!(board_entities(&mut app), entities, "the board's entities stayed");
    tap(&mut app);
    assert_eq!(game(&app).moves(), [c], "once the settings close, a tap plays");

    // The computer's turn: the settings opened as its seeds land hold its answer.
    settle(&mut app);
    press(&mut app, ButtonAction::Settings);
    for _ in 0..100 {
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    assert_eq!(game(&app).moves().len(), 1, "the computer waits while the settings are open");
    press_menu(&mut app, MenuAction::Back);
    run_until(&mut app, "the computer moves", |app| game(app).moves().len() == 2);
    assert_eq!(app.world().resource::<Transitions>().0, 0, "the board's state was never left");
}

/// New game over the child's own game in progress asks first: the first Play only asks (its
/// words say so), the second starts the new game.
#[test]
fn new_game_over_a_game_in_progress_asks_before_throwing_it_away() {
    let mut app = app();
    request_and_start(&mut app, pit('C'));
    settle(&mut app);
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    app.update();
    app.update();
    press_menu(&mut app, MenuAction::NewGame);
    // The words said: both of Play's are laid out (its width fits either), one hidden.
    let said = |app: &mut App| {
        let mut query = app.world_mut().query::<(&Text, &Visibility)>();
        let shown = query.iter(app.world()).filter(|(_, visibility)| **visibility != Visibility::Hidden);
        shown.map(|(text, _)| text.0.clone()).collect::<Vec<_>>()
    };
    assert!(!said(&mut app).iter().any(|t| t.contains("Tap again")), "{:?}", said(&mut app));
    press_menu(&mut app, MenuAction::Play);
    app.update();
    assert_eq!(screen(&app), Screen::NewGame, "the first Play only asks");
    assert_eq!(game(&app).moves().len(), 1, "the game in progress is kept");
    assert!(said(&mut app).iter().any(|t| t.contains("Tap again")), "{:?}", said(&mut app));
    assert!(!said(&mut app).iter().any(|t| t == "Play"), "{:?}", said(&mut app));
    let why = app.world().resource::<awale::game::prelude::Tr>().0.t("new-game-why");
    let mut lines = app.world_mut().query::<(&Text, &Visibility)>();
    let shown = lines.iter(app.world()).any(|(text, visible)| text.0 == why && *visible != Visibility::Hidden);
    assert!(shown, "it says why it asks: {why}");
    press_menu(&mut app, MenuAction::Play);
    settle(&mut app);
    assert_eq!(screen(&app), Screen::Gameplay);
    assert!(game(&app).moves().is_empty(), "the second starts a new game");
}
