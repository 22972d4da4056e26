//! Two tablets of a class, each the headless game with its own files, against a real
//! `awale-server`: a child signs in on tablet 1 by tapping his class's four pictures and his
//! animal, finishes a lesson, chooses French and plays the friend; on tablet 2 he signs in the
//! same way and finds his stars, lessons, language and the friend's rating. Tablet 1, its server
//! away, plays again and hands the game over once the server is back, counted once; a tablet
//! closed and opened again still has what it had not handed over.

use super::cluster::Db;
use super::http::api;
use super::{make_class, serve, teacher};
use awale::engine::{Game, Pit, Position, Rules, Side};
use awale::game::class::Tablet;
use awale::game::class::step::{ClassStep, Step};
use awale::game::class::sync::ClassServer;
use awale::game::coach::lessons::LESSONS;
use awale::game::prelude::{
    Begin, ButtonAction, InFlight, LessonStep, MenuAction, MoveRequest, Persist, Phase, Players, Praised, Profiles,
    Screen, Settings,
};
use awale::net::code::PICTURES;
use awale::storage::Storage;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy::ui_widgets::Activate;
use bevy_tweening::TweeningPlugin;
use std::net::SocketAddr;
use std::path::Path;
use std::time::{Duration, Instant};

/// A headless tablet keeping its files in `dir`, set to the class server at `server`.
fn tablet(dir: &Path, server: SocketAddr) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, TweeningPlugin, awale::game::prelude::plugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(20)))
        .insert_resource(Persist::new(Some(Storage::at(dir))));
    for _ in 0..3 {
        app.update();
    }
    app.world_mut().resource_mut::<Settings>().server = server.to_string();
    app.update();
    app
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Runs frames (a few milliseconds apart, for the calls' threads) until `done`, at most 20 s,
/// then the frames that show it.
fn until(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    let start = Instant::now();
    while !done(app) {
        let shown = app.world().resource::<ClassStep>();
        assert!(start.elapsed() < Duration::from_secs(20), "{what}: not after 20 s ({:?}, {shown:?})", screen(app));
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    for _ in 0..3 {
        app.update();
    }
}

/// Presses the button that does `action`.
fn press(app: &mut App, action: MenuAction) {
    let mut buttons = app.world_mut().query::<(Entity, &MenuAction)>();
    let found = buttons.iter(app.world()).find(|(_, a)| **a == action).map(|(e, _)| e);
    let button = found.unwrap_or_else(|| panic!("no {action:?} button on {:?}", screen(app)));
    app.world_mut().trigger(Activate { entity: button });
    for _ in 0..3 {
        app.update();
    }
}

/// "Who is playing?" → My class → the class's four pictures (unless the tablet remembers them)
/// → the child named `name`: he plays, the title greets him.
fn sign_in_by_pictures(app: &mut App, code: &str, name: &str) {
    if screen(app) != Screen::Who {
        app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Who);
        app.update();
    }
    until(app, "My class offered", |app| app.world().resource::<ClassServer>().0);
    press(app, MenuAction::MyClass);
    assert_eq!(screen(app), Screen::Class);
    if app.world().resource::<Tablet>().code.is_none() {
        for word in code.split('-') {
            let index = PICTURES.iter().position(|(w, _)| *w == word).expect("a picture");
            press(app, MenuAction::ClassPicture(index));
        }
    }
    until(app, "the class's children", |app| app.world().resource::<ClassStep>().step == Step::Children);
    let step = app.world().resource::<ClassStep>().clone();
    let class = step.class.expect("the class");
    let at = class.children.iter().position(|child| child.name == name).expect("his animal");
    press(app, MenuAction::ClassChild(at));
    until(app, "signed in", |app| screen(app) == Screen::Title);
}

/// The child playing's profile.
fn playing(app: &App) -> awale::game::prelude::Profile {
    app.world().resource::<Profiles>().current().cloned().expect("a child plays")
}

/// The last step of the first lesson answered: the coach praises, the lesson is done.
fn finish_lesson(app: &mut App) {
    let last = LESSONS[0].steps.len() - 1;
    app.insert_resource(LessonStep { lesson: 0, step: last });
    app.world_mut().write_message(Praised);
    app.update();
    app.world_mut().remove_resource::<LessonStep>();
}

/// A game against the friend in which the child (South) feeds the friend's empty side and
/// loses.
fn lose_to_the_friend(app: &mut App) {
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Gameplay);
    let start: Position = "0-0-0-0-0-1-0-0-0-0-0-0-10-37-S".parse().expect("a position");
    let game = Game::from_position(Rules::default(), start);
    app.world_mut().write_message(Begin { game, players: Players::against_friend(Side::North), series: None });
    app.update();
    app.world_mut().write_message(MoveRequest(Pit::from_letter('F').expect("a pit")));
    for _ in 0..2000 {
        app.update();
        let flying = !app.world().resource::<InFlight>().is_empty();
        if *app.world().resource::<State<Phase>>().get() == Phase::Over && !flying {
            break;
        }
    }
    app.update();
}

/// Events waiting on the tablet to be handed over.
fn waiting(app: &App) -> usize {
    app.world().resource::<Tablet>().members.iter().map(|member| member.journal.pending.len()).sum()
}

/// What the server keeps of the child whose token is the tablet's.
fn kept(server: SocketAddr, app: &App) -> serde_json::Value {
    let token = app.world().resource::<Tablet>().members[0].token.clone();
    let me = api(server, "GET", "/class/api/me", Some(&token), &serde_json::Value::Null);
    assert_eq!(me.status, 200, "{}", me.body);
    me.json()
}

pub fn two_tablets_carry_a_child_s_progress(db: Db) {
    let code = make_class(&db, "CE1");
    let mut server = serve(&db);
    let mut browser = teacher(&server, "CE1");
    let kofi = super::add_child(&mut browser, "Kofi", 7);
    super::add_child(&mut browser, "Ama", 14);
    let (dir_1, dir_2) = (tempfile::tempdir().expect("a folder"), tempfile::tempdir().expect("a folder"));

    let mut one = tablet(dir_1.path(), server.address);
    assert_eq!(screen(&one), Screen::Who, "a new tablet asks who is playing");
    sign_in_by_pictures(&mut one, &code, "Kofi");
    assert_eq!(playing(&one).class, Some(kofi));
    assert_eq!(playing(&one).name, "Kofi");
    finish_lesson(&mut one);
    one.world_mut().resource_mut::<Settings>().language = awale::i18n::Language::French;
    one.update();
    lose_to_the_friend(&mut one);
    let rating = playing(&one).friend.rating();
    assert!(rating < awale::ai::Friend::START, "a loss lowers the friend's level: {rating}");
    assert_eq!(playing(&one).lessons_done, [LESSONS[0].name]);
    until(&mut one, "handed over", |app| waiting(app) == 0);
    let progress = kept(server.address, &one)["progress"].clone();
    assert_eq!(progress["lessons"][LESSONS[0].name], 3, "{progress}");
    assert_eq!(progress["last_games"], "l");

    // Tablet 2: the same child, by the same pictures, finds his stars and the friend's rating.
    let mut two = tablet(dir_2.path(), server.address);
    sign_in_by_pictures(&mut two, &code, "Kofi");
    let there = playing(&two);
    assert_eq!(there.lessons_done, [LESSONS[0].name]);
    assert_eq!(there.stars, playing(&one).stars);
    assert_eq!(there.friend.rating(), rating, "the friend plays him as on tablet 1");
    assert_eq!(there.last_games, "l");
    let language = two.world().resource::<Settings>().language;
    assert_eq!(language, awale::i18n::Language::French, "his language follows him");

    // The server away: tablet 1 plays on; its game waits, kept in its file when it is closed.
    let port = server.address.port();
    server.kill();
    lose_to_the_friend(&mut one);
    for _ in 0..400 {
        one.update();
    }
    assert_eq!(waiting(&one), 1, "the game waits for the server");
    assert_eq!(playing(&one).last_games, "ll", "and counts on the tablet meanwhile");
    drop(one);
    let server = super::cluster::Instance::start(&db.arg(), port, &[]);
    let mut one = tablet(dir_1.path(), server.address);
    assert_eq!(playing(&one).last_games, "ll", "the tablet opened again shows it");
    until(&mut one, "handed over once the server is back", |app| waiting(app) == 0);
    let progress = kept(server.address, &one)["progress"].clone();
    assert_eq!(progress["last_games"], "ll", "counted once: {progress}");
    assert_eq!(progress["against_friend"]["lost"], 2);

    // Tablet 2: Kofi chosen again there reads what tablet 1 added.
    two.world_mut().resource_mut::<Profiles>().current = None;
    two.update();
    two.world_mut().resource_mut::<Profiles>().current = Some(0);
    until(&mut two, "tablet 2 reads tablet 1's game", |app| playing(app).last_games == "ll");

    // His teacher renames him: every sign-in of his ends. Tablet 2's next hand-over is refused,
    // and back on the title it asks him to find his animal again; his lesson waits, then goes.
    let csrf = browser.csrf("/class");
    let renamed =
        browser.post(&format!("/class/children/{kofi}"), &[("csrf", &csrf), ("name", "Kofi A."), ("animal", "7")]);
    assert_eq!(renamed.status, 303, "{}", renamed.body);
    finish_lesson(&mut two);
    until(&mut two, "asked to sign in again", |app| {
        screen(app) == Screen::Class && app.world().resource::<ClassStep>().step == Step::Children
    });
    assert!(two.world().resource::<ClassStep>().again, "the screen says why");
    // (His language, chosen on tablet 1, may wait with it: the rename came first.)
    let lesson_waits = two.world().resource::<Tablet>().members.iter().any(|member| {
        member.journal.pending.iter().any(|event| matches!(event.what, awale::net::class::journal::What::Lesson { .. }))
    });
    assert!(lesson_waits, "his lesson waits for his sign-in");
    let class = two.world().resource::<ClassStep>().class.clone().expect("the class");
    let at = class.children.iter().position(|child| child.name == "Kofi A.").expect("his animal");
    press(&mut two, MenuAction::ClassChild(at));
    until(&mut two, "signed in again", |app| screen(app) == Screen::Title);
    assert!(!two.world().resource::<ClassStep>().again);
    until(&mut two, "his lesson handed over", |app| waiting(app) == 0);
    drop(browser);
}

/// A class tournament on two tablets: each child's title shows his opponent as the big button
/// once the teacher starts it; one tap on each seats both at the board of the room the server
/// made for them, each with the other's name across the board; a move on one reaches the
/// other; the teacher ends it and the title says so.
pub fn a_tournament_table_is_one_tap_away(db: Db) {
    use awale::game::class::tournament::TableNews;
    let code = make_class(&db, "CE2");
    let server = serve(&db);
    let mut browser = teacher(&server, "CE2");
    let kofi = super::add_child(&mut browser, "Kofi", 7);
    let ama = super::add_child(&mut browser, "Ama", 14);
    let (dir_1, dir_2) = (tempfile::tempdir().expect("a folder"), tempfile::tempdir().expect("a folder"));
    let mut one = tablet(dir_1.path(), server.address);
    sign_in_by_pictures(&mut one, &code, "Kofi");
    let mut two = tablet(dir_2.path(), server.address);
    sign_in_by_pictures(&mut two, &code, "Ama");

    let csrf = browser.csrf("/class");
    let (kofi, ama) = (kofi.to_string(), ama.to_string());
    let start = [("csrf", csrf.as_str()), ("best_of", "1"), ("rules", "abapa"), ("child", &kofi), ("child", &ama)];
    assert_eq!(browser.post("/class/tournament/start", &start).status, 303);

    let has_button = |app: &mut App| {
        let mut buttons = app.world_mut().query::<&MenuAction>();
        buttons.iter(app.world()).any(|action| *action == MenuAction::TournamentTable)
    };
    for (app, opponent) in [(&mut one, "Ama"), (&mut two, "Kofi")] {
        let start = Instant::now();
        while !has_button(app) {
            assert!(start.elapsed() < Duration::from_secs(20), "no table on the title after 20 s");
            app.update();
            std::thread::sleep(Duration::from_millis(5));
        }
        let news = app.world().resource::<TableNews>();
        let table = news.view().and_then(|view| view.table.clone()).expect("his table");
        assert_eq!(table.opponent.name, opponent);
        assert!(!has_button_quick_play(app), "the table takes Quick play's place");
        press(app, MenuAction::TournamentTable);
        assert_eq!(screen(app), Screen::Online);
    }
    for app in [&mut one, &mut two] {
        until(app, "the board of the table", |app| screen(app) == Screen::Gameplay);
    }
    let across = |app: &App| app.world().resource::<Players>().names.north.clone();
    assert!(across(&one).ends_with("Ama"), "Kofi's board has Ama across: {}", across(&one));
    assert!(across(&two).ends_with("Kofi"), "Ama's board has Kofi across: {}", across(&two));
    // A game against a classmate is his own: no Hint on the board.
    for app in [&mut one, &mut two] {
        app.update();
        let mut buttons = app.world_mut().query::<(&ButtonAction, &Node)>();
        let hint = buttons.iter(app.world()).filter(|(action, _)| **action == ButtonAction::Hint);
        assert!(hint.clone().count() > 0 && hint.clone().all(|(_, node)| node.display == Display::None), "no Hint");
    }

    // The teacher ends it while both boards are in play: each tablet goes back to its title by
    // itself, which says it is over.
    let csrf = browser.csrf("/class");
    let asked = browser.post("/class/tournament/end", &[("csrf", &csrf)]);
    assert!(asked.status == 200 && asked.body.contains("End the tournament now?"), "it asks first: {}", asked.body);
    assert_eq!(browser.post("/class/tournament/end", &[("csrf", &csrf), ("sure", "1")]).status, 303);
    for app in [&mut one, &mut two] {
        until(app, "back on the title", |app| screen(app) == Screen::Title);
        until(app, "the end said", |app| app.world().resource::<TableNews>().view().is_some_and(|view| view.over));
        assert!(!has_button(app), "no table once it is over");
        // The ended board is not offered again as the game to continue.
        let mut buttons = app.world_mut().query::<&MenuAction>();
        assert!(!buttons.iter(app.world()).any(|action| *action == MenuAction::Continue), "no Continue into it");
    }
    drop(browser);
}

/// Whether the title shows Quick play.
fn has_button_quick_play(app: &mut App) -> bool {
    let mut buttons = app.world_mut().query::<&MenuAction>();
    buttons.iter(app.world()).any(|action| *action == MenuAction::QuickPlay)
}

/// The class against the computer on two tablets: once the teacher starts it, the board covers
/// each title, a tablet in the lessons called there once left untouched; a tap on a pit is the
/// child's vote;
/// both voted, the pit is played, the computer answers, and both tablets praise their child.
pub fn a_class_votes_from_its_tablets(db: Db) {
    use awale::game::class::vote::VoteNews;
    let code = make_class(&db, "CE3");
    let server = serve(&db);
    let mut browser = teacher(&server, "CE3");
    super::add_child(&mut browser, "Kofi", 7);
    super::add_child(&mut browser, "Ama", 14);
    let (dir_1, dir_2) = (tempfile::tempdir().expect("a folder"), tempfile::tempdir().expect("a folder"));
    let mut one = tablet(dir_1.path(), server.address);
    sign_in_by_pictures(&mut one, &code, "Kofi");
    let mut two = tablet(dir_2.path(), server.address);
    sign_in_by_pictures(&mut two, &code, "Ama");
    // Ama is in the lessons when the game begins, tapping away.
    two.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Learn);
    two.init_resource::<ButtonInput<KeyCode>>();
    two.update();
    let csrf = browser.csrf("/class");
    let start = [("csrf", csrf.as_str()), ("level", "1"), ("countdown", "60"), ("first", "class"), ("rules", "abapa")];
    assert_eq!(browser.post("/class/vote/start", &start).status, 303);
    let touch = |app: &mut App| {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.release_all();
        keys.clear();
        keys.press(KeyCode::Space);
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    };
    let heard = Instant::now();
    while two.world().resource::<VoteNews>().view().is_none() {
        assert!(heard.elapsed() < Duration::from_secs(20), "the game not heard in the lessons after 20 s");
        touch(&mut two);
    }
    // Under her finger the tablet stays where it is (4 s of frames): a tap never lands on a pit.
    for _ in 0..200 {
        touch(&mut two);
    }
    assert_eq!(screen(&two), Screen::Learn, "a tablet being touched is not called away");
    let mut keys = two.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release_all();
    keys.clear();
    // Left alone, it is called to the title, where the game's board covers the menu.

    let shows = |app: &mut App, action: MenuAction| {
        let mut buttons = app.world_mut().query::<&MenuAction>();
        buttons.iter(app.world()).any(|found| *found == action)
    };
    for app in [&mut one, &mut two] {
        let start = Instant::now();
        while !shows(app, MenuAction::VotePit(2)) {
            assert!(start.elapsed() < Duration::from_secs(20), "no vote on the title after 20 s ({:?})", screen(app));
            app.update();
            std::thread::sleep(Duration::from_millis(5));
        }
        press(app, MenuAction::VotePit(2));
        until(app, "the vote counted", |app| {
            app.world().resource::<VoteNews>().view().is_some_and(|view| view.voted.is_some() || !view.class_turn)
        });
    }
    for app in [&mut one, &mut two] {
        until(app, "the class's move played and answered", |app| {
            let news = app.world().resource::<VoteNews>();
            news.view().and_then(|view| view.last.as_ref()).is_some_and(|last| last.reply.is_some())
        });
        let view = app.world().resource::<VoteNews>().view().cloned().expect("the game");
        let last = view.last.clone().expect("the class's move");
        assert_eq!(last.pit.to_string(), "C", "{view:?}");
        assert!(last.mine, "the child who voted C is told his pit was played");
        let said = awale::game::class::vote::line(
            &view_of(app),
            &awale::i18n::Translator::new(awale::i18n::Language::English),
        );
        assert!(said.starts_with("The class played your pit!"), "{said}");
    }
    drop(browser);
}

fn view_of(app: &App) -> awale::net::class::vote::view::VoteView {
    app.world().resource::<awale::game::class::vote::VoteNews>().view().cloned().expect("the game")
}
