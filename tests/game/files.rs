//! The game's files gone wrong: damaged, holding odd values, unwritable, shared by two windows, or random.

use super::*;

#[test]
fn damaged_files_are_kept_aside_and_the_player_is_told() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), "sound = maybe").unwrap();
    std::fs::write(dir.path().join("rules.toml"), "version = 99\n").unwrap();
    std::fs::write(dir.path().join("game.toml"), "record = \"1. C C\"\ncomputer = []\nlevel = 3\n").unwrap();
    let mut app = app_with_files(dir.path());
    let notices = app.world().resource::<awale::game::prelude::Notices>().0.clone();
    assert_eq!(notices.len(), 3, "{notices:?}");
    assert!(notices.iter().any(|n| n.contains("is damaged") && n.contains("settings.toml.bak")), "{notices:?}");
    assert!(notices.iter().any(|n| n.contains("newer version")), "{notices:?}");
    for kept in ["settings.toml.bak", "rules.toml.bak", "game.toml.bak"] {
        assert!(dir.path().join(kept).exists(), "{kept}");
    }
    assert_eq!(app.world().resource::<Settings>().sound, Settings::default().sound, "defaults are used");
    let shown = texts(&mut app);
    assert!(shown.iter().any(|t| t.contains("The defaults are used")), "{shown:?}");
    assert!(!shown.contains(&"Continue the game".to_owned()));
}

/// `awale --import` or `--position` with a game in progress on disk: the command line's game is
/// the one that opens, and the saved one stays on disk, offered next time.
#[test]
fn a_game_from_the_command_line_wins_over_the_saved_one_and_leaves_it_on_disk() {
    let dir = tempfile::tempdir().unwrap();
    let saved = {
        let mut app = app_with_files(dir.path());
        press_menu(&mut app, MenuAction::NewGame);
        press_menu(&mut app, MenuAction::Play);
        request_and_start(&mut app, pit('B'));
        settle(&mut app);
        app.world_mut().write_message(AppExit::Success);
        app.update();
        game(&app).clone()
    };
    let on_disk = std::fs::read_to_string(dir.path().join("game.toml")).expect("the game was saved");
    // As `main` starts it for `--position`: the game sent before the first frame.
    let given = Game::from_position(Preset::Tournament.rules(), "1-3-0-6-0-1-0-1-2-1-2-3-0-0-S".parse().unwrap());
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, TweeningPlugin, awale::game::prelude::plugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(20)))
        .insert_resource(
            awale::game::prelude::Persist::new(Some(awale::storage::Storage::at(dir.path())))
                .with_game_from_command_line(),
        );
    lay_out(&mut app, given.clone());
    app.insert_state(Screen::Gameplay);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(game(&app).position(), given.position(), "the command line's game opens");
    request_and_start(&mut app, pit('D'));
    settle(&mut app);
    app.world_mut().write_message(AppExit::Success);
    app.update();
    assert_eq!(std::fs::read_to_string(dir.path().join("game.toml")).unwrap(), on_disk, "the saved game is kept");
    // Next time, without a command line, the saved game is offered.
    drop(app);
    let app = app_with_files(dir.path());
    assert_eq!(game(&app).record(), saved.record());
}

/// A `game.toml` that reads but holds what the game never offers (a match of 255 games with
/// 256 results, a level 99), and a `settings.toml` asking for a best of 200: each is kept aside
/// and reported; the game starts with defaults and plays on, agreement included.
#[test]
fn files_with_values_the_game_never_offers_are_kept_aside_and_nothing_panics() {
    let dir = tempfile::tempdir().unwrap();
    let results = vec!["south"; 256].join("\", \"");
    let starters = vec!["south"; 257].join("\", \"");
    let record = "[Game \\\"Awalé\\\"]\\n\\n1. C";
    std::fs::write(
        dir.path().join("game.toml"),
        format!(
            "record = \"{record}\"\nlevel = 3\n[series]\ngames = 255\nfirst = \"south\"\n\
             results = [\"{results}\"]\nstarters = [\"{starters}\"]\n"
        ),
    )
    .unwrap();
    std::fs::write(dir.path().join("settings.toml"), "[setup]\nlevel = 3\ngames = 200\n").unwrap();
    let mut app = app_with_files(dir.path());
    let notices = app.world().resource::<awale::game::prelude::Notices>().0.clone();
    assert_eq!(notices.len(), 2, "{notices:?}");
    assert!(dir.path().join("game.toml.bak").exists() && dir.path().join("settings.toml.bak").exists());
    assert_eq!(app.world().resource::<awale::game::prelude::Setup>().games, 1, "the defaults are used");
    press_menu(&mut app, MenuAction::NewGame);
    press_menu(&mut app, MenuAction::Play);
    request_and_start(&mut app, pit('C'));
    settle(&mut app);
    app.world_mut().write_message(GameCommand::AgreeToStop);
    app.update();
    settle(&mut app);
    assert_eq!(phase(&app), Phase::Over);

    std::fs::write(dir.path().join("game.toml"), format!("record = \"{record}\"\nlevel = 99\n")).unwrap();
    let app = app_with_files(dir.path());
    let notices = &app.world().resource::<awale::game::prelude::Notices>().0;
    assert!(notices.iter().any(|notice| notice.contains("game.toml")), "{notices:?}");
    assert!(dir.path().join("game.toml.1.bak").exists(), "kept aside beside the first one");
}

/// Starts a game and plays six moves where no save works: the game goes on, the title has one
/// notice about `game.toml`, and the game is marked not saved.
fn play_six_moves_unsaved(app: &mut App) {
    press_menu(app, MenuAction::NewGame);
    press_menu(app, MenuAction::Play);
    for letter in ['C', 'd', 'A', 'e', 'B', 'f'] {
        request_and_start(app, pit(letter));
        settle(app);
    }
    assert!(game(app).moves().len() >= 6, "the game goes on");
    let notices = app.world().resource::<awale::game::prelude::Notices>().0.clone();
    let about_game = notices.iter().filter(|notice| notice.starts_with("Could not save game.toml")).count();
    assert_eq!(about_game, 1, "one notice however many saves failed: {notices:?}");
    assert!(app.world().resource::<awale::game::prelude::NotSaved>().0);
}

/// A folder that cannot be written: the game goes on, the title says so once, and the board
/// carries a quiet mark while the game is not being kept.
#[test]
fn a_folder_that_cannot_be_written_is_told_once_and_marked_on_the_board() {
    let dir = tempfile::tempdir().unwrap();
    // A file where the folder should be: every save fails.
    let blocked = dir.path().join("config");
    std::fs::write(&blocked, "not a folder").unwrap();
    let mut app = app_with_files(&blocked);
    play_six_moves_unsaved(&mut app);
    assert!(texts(&mut app).contains(&"Not saved".to_owned()), "the board's mark");
}

/// Two windows on one folder: the second neither opens nor overwrites the first's game, and
/// says so; once the first has closed, the next start is the folder's owner again.
#[test]
fn a_second_window_on_the_same_folder_never_overwrites_the_first_s_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = app_with_files(dir.path());
    press_menu(&mut first, MenuAction::NewGame);
    press_menu(&mut first, MenuAction::Play);
    request_and_start(&mut first, pit('B'));
    settle(&mut first);
    let kept = std::fs::read_to_string(dir.path().join("game.toml")).expect("the first window saves its game");
    assert!(std::fs::read_to_string(dir.path().join("awale.lock")).unwrap().trim() == std::process::id().to_string());

    let mut second = app_with_files(dir.path());
    let notices = second.world().resource::<awale::game::prelude::Notices>().0.clone();
    assert!(notices.iter().any(|notice| notice.contains("another window")), "{notices:?}");
    assert!(!texts(&mut second).contains(&"Continue the game".to_owned()), "the game in progress is the first's");
    press_menu(&mut second, MenuAction::NewGame);
    press_menu(&mut second, MenuAction::Play);
    for letter in ['E', 'a'] {
        request_and_start(&mut second, pit(letter));
        settle(&mut second);
    }
    second.world_mut().write_message(AppExit::Success);
    second.update();
    assert!(second.world().resource::<awale::game::prelude::NotSaved>().0);
    assert!(texts(&mut second).contains(&"Not saved".to_owned()), "the board's mark");
    assert_eq!(std::fs::read_to_string(dir.path().join("game.toml")).unwrap(), kept, "the first's game is untouched");

    drop(second);
    drop(first);
    let mut again = app_with_files(dir.path());
    assert!(again.world().resource::<awale::game::prelude::Notices>().0.is_empty());
    assert!(texts(&mut again).contains(&"Continue the game".to_owned()), "the first's game is offered");
}

/// A folder where no file can be made (on Linux, `/sys`, even for root): each failure names
/// another temporary file, and still the title tells it once, and the log once.
#[cfg(target_os = "linux")]
#[test]
fn a_folder_where_no_file_can_be_made_is_told_once() {
    let sys = std::path::Path::new("/sys");
    if !sys.is_dir() {
        return;
    }
    let mut app = app_with_files(sys);
    play_six_moves_unsaved(&mut app);
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(40))]

    /// Any values of the right types in the three files, through the real load path: the game
    /// starts, plays and agrees to stop without a panic, and a file is either used or kept aside.
    #[test]
    fn random_values_in_the_files_never_panic_the_game(
        level in proptest::prelude::any::<u8>(),
        games in proptest::prelude::any::<u8>(),
        wins in proptest::collection::vec(proptest::prelude::any::<bool>(), 0..12),
        begun in 0usize..14,
        setup_level in proptest::prelude::any::<u8>(),
        setup_games in proptest::prelude::any::<u8>(),
        name in "[^\"\\\\\n]{0,40}",
        seeds in 0u8..12,
    ) {
        let dir = tempfile::tempdir().unwrap();
        let side = |south: bool| if south { "\"south\"" } else { "\"north\"" };
        let results: Vec<&str> = wins.iter().map(|&w| side(w)).collect();
        let starters: Vec<&str> = (0..begun).map(|n| side(n % 2 == 0)).collect();
        let record = "[Game \\\"Awalé\\\"]\\n\\n1. C d 2. F";
        std::fs::write(
            dir.path().join("game.toml"),
            format!(
                "record = \"{record}\"\nmode = \"two-players\"\nlevel = {level}\n[series]\ngames = {games}\n\
                 first = \"north\"\nresults = [{}]\nstarters = [{}]\n",
                results.join(", "),
                starters.join(", ")
            ),
        ).unwrap();
        std::fs::write(
            dir.path().join("settings.toml"),
            format!("[setup]\nlevel = {setup_level}\ngames = {setup_games}\n"),
        ).unwrap();
        std::fs::write(
            dir.path().join("rules.toml"),
            format!("[[sets]]\nname = \"{name}\"\n[sets.rules]\nseeds_per_pit = {seeds}\n"),
        ).unwrap();
        let mut app = app_with_files(dir.path());
        for file in ["game.toml", "settings.toml", "rules.toml"] {
            let kept = dir.path().join(format!("{file}.bak")).exists();
            let used = dir.path().join(file).exists();
            proptest::prop_assert!(kept || used, "{file} neither used nor kept aside");
        }
        if texts(&mut app).contains(&"Continue the game".to_owned()) {
            press_menu(&mut app, MenuAction::Continue);
        } else {
            press_menu(&mut app, MenuAction::NewGame);
            press_menu(&mut app, MenuAction::Play);
        }
        settle(&mut app);
        app.world_mut().write_message(GameCommand::AgreeToStop);
        app.update();
        settle(&mut app);
        proptest::prop_assert_eq!(phase(&app), Phase::Over);
        app.world_mut().write_message(GameCommand::NextGame);
        for _ in 0..5 {
            app.update();
        }
    }
}

/// A `settings.toml` of an earlier version, which turned North's labels: the players sit face
/// to face now.
#[test]
fn an_earlier_setting_for_north_across_the_table_becomes_face_to_face() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.toml"), "version = 1\n[settings]\nrotate_north = true\nsound = false\n")
        .unwrap();
    let app = app_with_files(dir.path());
    let settings = app.world().resource::<Settings>();
    assert_eq!(settings.seating, awale::game::prelude::Seating::FaceToFace);
    assert!(!settings.sound, "the rest of the file is read as before");
    assert!(app.world().resource::<awale::game::prelude::Notices>().0.is_empty());
}

/// The class computer's address typed on "Two devices" is kept as it is typed: left with Back,
/// it is there the next time, written in the settings' file.
#[test]
fn the_server_address_typed_is_kept_without_making_a_room() {
    use awale::game::online::screen::ServerInput;
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_files(dir.path());
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Online);
    app.update();
    let mut fields = app.world_mut().query_filtered::<Entity, With<ServerInput>>();
    let field = fields.single(app.world()).expect("the server's field");
    app.world_mut().entity_mut(field).insert(bevy::text::EditableText::new(" 192.168.1.20:7878 "));
    app.update();
    press_menu(&mut app, MenuAction::Back);
    assert_ne!(screen(&app), Screen::Online);
    assert_eq!(app.world().resource::<awale::game::prelude::Settings>().server, "192.168.1.20:7878");
    app.update();
    let saved = std::fs::read_to_string(dir.path().join("settings.toml")).expect("the settings' file");
    assert!(saved.contains("192.168.1.20:7878"), "{saved}");
}
