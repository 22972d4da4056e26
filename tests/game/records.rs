//! Games kept on disk: saved on quitting and resumed, exported and imported, and the records listed.

use super::*;

#[test]
fn a_game_saved_on_quitting_is_resumed_in_the_same_position() {
    let dir = tempfile::tempdir().unwrap();
    let played = {
        let mut app = app_with_files(dir.path());
        app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
        press_menu(&mut app, MenuAction::NewGame);
        press_menu(&mut app, MenuAction::Play);
        for letter in ['B', 'e', 'D'] {
            request_and_start(&mut app, pit(letter));
            settle(&mut app);
        }
        app.world_mut().write_message(AppExit::Success);
        app.update();
        game(&app).clone()
    };
    let mut app = app_with_files(dir.path());
    assert_eq!(screen(&app), Screen::Title);
    assert!(texts(&mut app).contains(&"Continue the game".to_owned()));
    assert_eq!(game(&app).record(), played.record());
    assert_eq!(game(&app).position(), played.position());
    press_menu(&mut app, MenuAction::Continue);
    assert_eq!(screen(&app), Screen::Gameplay);
    settle(&mut app);
    assert_at_rest_and_equal(&mut app);
}

#[test]
fn an_exported_game_imports_as_the_same_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_files(dir.path());
    app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
    press_menu(&mut app, MenuAction::NewGame);
    press_menu(&mut app, MenuAction::Play);
    for letter in ['A', 'f', 'E', 'b'] {
        request_and_start(&mut app, pit(letter));
        settle(&mut app);
    }
    let exported = game(&app).clone();
    press(&mut app, ButtonAction::Export);
    app.update();
    let file = dir.path().join("records").join("awale-1.txt");
    assert!(message(&mut app).contains("awale-1.txt"), "{}", message(&mut app));
    assert!(message(&mut app).contains("awale-1.ogn"), "{}", message(&mut app));
    assert!(std::fs::read_to_string(&file).unwrap().contains("1. A f 2. E b"));
    let ogn = std::fs::read_to_string(dir.path().join("records").join("awale-1.ogn")).unwrap();
    assert!(ogn.starts_with("[Variant \"Abapa\"]") && ogn.contains("1. A f 2. E b"), "{ogn}");

    // Listed newest first: awale-3.ogn (Aualé's, with a comment and a variation), awale-2.txt
    // (broken), awale-1.ogn and awale-1.txt.
    std::fs::write(dir.path().join("records").join("awale-2.txt"), "1. C C").unwrap();
    std::fs::write(
        dir.path().join("records").join("awale-3.ogn"),
        "[Variant \"Abapa\"]\n[Result \"*\"]\n\n1. A { opening } f ( 1... a ) 2. E b\n",
    )
    .unwrap();
    begin_again(&mut app);
    press(&mut app, ButtonAction::Menu);
    app.update();
    app.update();
    press_menu(&mut app, MenuAction::Import);
    press_menu(&mut app, MenuAction::ImportFile(1));
    assert_eq!(screen(&app), Screen::Import);
    let refusal = "awale-2.txt cannot be imported: move 2 (C) cannot be played: Pit C is your opponent's: choose one of your own pits.";
    assert!(texts(&mut app).contains(&refusal.to_owned()), "{:?}", texts(&mut app));

    for index in [2, 3] {
        press_menu(&mut app, MenuAction::ImportFile(index));
        assert_eq!(screen(&app), Screen::Gameplay);
        settle(&mut app);
        assert_eq!(game(&app).record(), exported.record(), "record {index}");
        assert_at_rest_and_equal(&mut app);
        press(&mut app, ButtonAction::Menu);
        app.update();
        app.update();
        press_menu(&mut app, MenuAction::Import);
    }
    // Aualé's file: the main line, and the message line says what was left out.
    press_menu(&mut app, MenuAction::ImportFile(0));
    assert_eq!(screen(&app), Screen::Gameplay);
    settle(&mut app);
    assert_eq!(game(&app).moves(), exported.moves());
    assert_eq!(message(&mut app), "awale-3.ogn: the main line is kept; one comment and one variation were left out.");
    assert_at_rest_and_equal(&mut app);
}

#[test]
fn every_record_is_listed_newest_first() {
    let dir = tempfile::tempdir().unwrap();
    let records = dir.path().join("records");
    std::fs::create_dir_all(&records).unwrap();
    let mut game = Game::new(Rules::default());
    game.play(pit('C')).unwrap();
    let text = awale::engine::notation::write(&game, &awale::engine::BySide::default());
    for n in 1..=30 {
        std::fs::write(records.join(format!("awale-{n}.txt")), &text).unwrap();
    }
    let mut app = app_with_files(dir.path());
    let listed = app.world().resource::<awale::game::prelude::Persist>().records();
    let names: Vec<String> = listed.iter().map(|p| p.file_name().unwrap().to_string_lossy().into_owned()).collect();
    assert_eq!(names.len(), 30, "{names:?}");
    assert_eq!(names[0], "awale-30.txt", "{names:?}");
    assert_eq!(names[29], "awale-1.txt", "{names:?}");
    press_menu(&mut app, MenuAction::Import);
    assert!(texts(&mut app).contains(&"awale-30.txt".to_owned()), "the newest is on the screen");
    assert!(texts(&mut app).contains(&"awale-1.txt".to_owned()), "and the oldest, further down");
    press_menu(&mut app, MenuAction::ImportFile(29));
    assert_eq!(screen(&app), Screen::Gameplay, "the oldest opens too");
}

/// A game against the friend, exported then imported, plays on as it was: the record says who
/// played North (`[NorthPlays "friend"]`), and after the child's move the friend answers (the
/// record's names alone made it a game for two people, waiting for someone to play North).
/// A game against the computer keeps its level.
#[test]
fn an_exported_game_against_the_friend_imports_and_the_friend_answers() {
    use awale::game::prelude::Mode;
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_files(dir.path());
    app.world_mut().resource_mut::<Settings>().speed = awale::game::prelude::Speed::Fast;
    press_menu(&mut app, MenuAction::NewGame);
    press_menu(&mut app, MenuAction::Play);
    set_opponent(&mut app, Mode::Friend(Side::North), 1);
    request_and_start(&mut app, pit('C'));
    settle(&mut app);
    run_until(&mut app, "the friend answers", |app| game(app).moves().len() == 2);
    settle(&mut app);
    press(&mut app, ButtonAction::Export);
    app.update();
    let record = std::fs::read_to_string(dir.path().join("records").join("awale-1.txt")).unwrap();
    assert!(record.contains("[NorthPlays \"friend\"]") && !record.contains("SouthPlays"), "{record}");
    let exported = game(&app).clone();

    // Another game against the computer at level 4 on the board, then the record imported.
    set_opponent(&mut app, Mode::Computer(Side::South), 4);
    begin_again(&mut app);
    press(&mut app, ButtonAction::Menu);
    app.update();
    app.update();
    // The rules chosen for new games are others than the record's.
    app.world_mut().resource_mut::<awale::game::prelude::Setup>().rules =
        awale::game::prelude::RulesChoice::Preset(awale::engine::Preset::Awele);
    press_menu(&mut app, MenuAction::Import);
    let listed = app.world().resource::<awale::game::prelude::Persist>().records();
    let index = listed.iter().position(|path| path.ends_with("awale-1.txt")).expect("the record listed");
    press_menu(&mut app, MenuAction::ImportFile(index));
    assert_eq!(screen(&app), Screen::Gameplay);
    settle(&mut app);
    assert_eq!(game(&app).record(), exported.record());
    assert_eq!(app.world().resource::<awale::game::prelude::Players>().mode, Mode::Friend(Side::North));
    let first = game(&app).legal_moves()[0];
    request_and_start(&mut app, first);
    settle(&mut app);
    run_until(&mut app, "the friend answers the imported game", |app| game(app).moves().len() == 4);
    settle(&mut app);
    assert_eq!(game(&app).moves()[3].owner(), Side::North);
    // The title names the imported game's rules, not "My rules".
    let preset = awale::engine::Preset::ALL.into_iter().find(|p| p.rules() == *exported.rules()).expect("a preset's");
    let tr = awale::i18n::Translator::new(awale::i18n::Language::English);
    press(&mut app, ButtonAction::Menu);
    app.update();
    app.update();
    let subtitle = texts(&mut app).into_iter().find(|t| t.contains("rules:")).expect("the title's rules");
    assert!(subtitle.ends_with(&awale::game::prelude::text::preset(&tr, preset)), "{subtitle}");

    // The computer's level is kept too.
    let text = awale::engine::notation::write_played(
        &exported,
        &Default::default(),
        &awale::game::records::plays(&awale::game::prelude::Players::new(
            Mode::Computer(Side::South),
            awale::ai::Level::new(4).unwrap(),
            Default::default(),
        )),
    );
    assert!(text.contains("[SouthPlays \"computer 4\"]"), "{text}");
    std::fs::write(dir.path().join("records").join("level.txt"), &text).unwrap();
    let begun = awale::game::records::read_record(&dir.path().join("records").join("level.txt")).unwrap();
    let players = begun.begin(awale::ai::Level::new(2).unwrap()).players;
    assert_eq!((players.mode, players.level.get()), (Mode::Computer(Side::South), 4));
}
