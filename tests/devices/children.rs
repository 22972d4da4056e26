//! Children with profiles on two devices: their names on both boards, and Continue back to the room.

use super::*;

/// A child playing on each device: the room holds his animal and name, which each board shows
/// (issue 58: not "Player 1" and "Player 2"), his own at the bottom.
fn child_plays(app: &mut App, picture: u8, name: &str) {
    let child = awale::game::prelude::Profile::new(picture, name);
    app.insert_resource(awale::game::prelude::Profiles { current: Some(0), list: vec![child] });
}

/// The names each device's board shows, bottom (South) first.
fn board_names(app: &App) -> (String, String) {
    let faces = app.world().resource::<Faces>();
    (faces.name(Side::South).to_owned(), faces.name(Side::North).to_owned())
}

/// Two children with profiles play on two devices: each board names them by animal and name,
/// his own at the bottom. Then the title takes each back to the room with Continue: the maker
/// who went to the title in the middle of the game, and the joiner whose game was closed and
/// opened again (issue 58: it offered no Continue, and Play! started another game).
#[test]
fn the_children_s_names_are_on_both_boards_and_continue_on_the_title_goes_back_to_the_room() {
    let server = Server::start();
    let joiner_files = tempfile::tempdir().expect("a folder");
    let mut maker = device(&server, None);
    let mut joiner = device(&server, Some(joiner_files.path()));
    child_plays(&mut maker, 0, "Ama");
    child_plays(&mut joiner, 4, "Kofi");
    let ama = awale::game::prelude::Profile::new(0, "Ama").label();
    let kofi = awale::game::prelude::Profile::new(4, "Kofi").label();
    assert!(ama.contains("Ama") && ama != kofi);
    make_and_join(&mut maker, &mut joiner);
    assert_eq!(board_names(&maker), (ama.clone(), kofi.clone()), "the maker's board");
    assert_eq!(board_names(&joiner), (kofi.clone(), ama.clone()), "the joiner's board, turned round");
    sow(&mut maker, &mut joiner);

    // The maker goes to the title in the middle of the game: Continue, not Play!, and it takes
    // him back to the room's game.
    let played = moves(&maker);
    maker.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    maker.update();
    maker.update();
    assert_eq!(screen(&maker), Screen::Title);
    assert!(!has_button(&mut maker, MenuAction::QuickPlay), "Play! would throw the game away");
    press(&mut maker, MenuAction::Continue);
    run(&mut [&mut maker, &mut joiner], "the maker back in the game", |d| screen(d[0]) == Screen::Gameplay);
    assert_eq!(moves(&maker), played);
    assert_eq!(board_names(&maker), (ama.clone(), kofi.clone()));

    // The joiner's game is closed and opened again: the title continues the room's game.
    drop(joiner);
    let mut joiner = device(&server, Some(joiner_files.path()));
    joiner.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Title);
    joiner.update();
    joiner.update();
    press(&mut joiner, MenuAction::Continue);
    run(&mut [&mut maker, &mut joiner], "the joiner back in the game", |d| {
        screen(d[1]) == Screen::Gameplay && moves(d[1]) == played
    });
    assert_eq!(session(&joiner).seat(), Some(Side::North));
    assert_eq!(board_names(&joiner), (kofi, ama));
    sow(&mut maker, &mut joiner);
}

fn has_button(app: &mut App, action: MenuAction) -> bool {
    let mut buttons = app.world_mut().query::<&MenuAction>();
    buttons.iter(app.world()).any(|a| *a == action)
}
