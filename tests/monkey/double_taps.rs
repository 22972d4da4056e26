//! Double taps: the second tap of one never acts on the screen its first tap opened.

use super::*;
use awale::game::prelude::{Profile, Profiles};
use awale::game::profiles::who::WhoView;

/// A double tap on each of the title's buttons: the first tap opens its screen; the second,
/// 40 ms later, reaches whatever button of that screen lies under the finger (any of them,
/// each tried), and acts on nothing: Settings does not hide the seed counts, Learn does not
/// open a lesson, and no screen changes again.
#[test]
fn a_double_tap_never_reaches_the_screen_its_first_tap_opened() {
    let title: Vec<String> = {
        let mut monkey = Monkey::new(0);
        monkey.wait(30);
        monkey.buttons().into_iter().map(|(_, name)| name).collect()
    };
    assert!(title.iter().any(|name| name == "Settings") && title.iter().any(|name| name == "Learn"), "{title:?}");
    for name in title {
        let mut monkey = Monkey::new(0);
        monkey.wait(30);
        let counts = monkey.app.world().resource::<Settings>().show_counts;
        let first = monkey.buttons().into_iter().find(|(_, n)| *n == name).expect("the same title").0;
        assert!(monkey.tap_button(first, 1), "{name}: the first tap acts");
        monkey.wait(2);
        let (screen, built) = (monkey.screen(), monkey.built());
        assert_ne!(screen, (Screen::Title, Overlay::None), "{name} opens another screen, or a menu over the title");
        for (second, other) in monkey.buttons() {
            assert!(!monkey.tap_button(second, 0), "{name}, then {other} on {screen:?}: the second tap acted");
        }
        monkey.wait(2);
        assert_eq!((monkey.screen(), monkey.built()), (screen, built), "{name}: the screen changed again");
        let counts_now = monkey.app.world().resource::<Settings>().show_counts;
        assert_eq!(counts_now, counts, "{name}: the seed counts are as they were");
        // Once the screen has settled, a tap acts again.
        monkey.wait(15);
        let (button, other) = monkey.buttons().into_iter().next().expect("a button");
        assert!(monkey.tap_button(button, 1), "{name}, then {other} once {screen:?} has settled: the tap acts");
    }
}

/// On "Who is playing?", a double tap on Change does not tap the Remove or Rename it shows
/// under the finger, and a double tap on Rename does not give the child the animal under it.
#[test]
fn a_double_tap_on_who_is_playing_does_nothing_on_the_buttons_it_shows() {
    let mut monkey = Monkey::new(0);
    let children = vec![Profile::new(0, "Ama"), Profile::new(1, "Kofi")];
    monkey.app.insert_resource(Profiles { current: Some(0), list: children });
    monkey.app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Who);
    monkey.wait(30);
    let change = monkey.button(MenuAction::ChangeProfiles);
    assert!(monkey.tap_button(change, 1), "Change acts");
    monkey.wait(2);
    assert!(monkey.app.world().resource::<WhoView>().changing, "Change shows a grown-up's buttons");
    for action in [MenuAction::RemoveProfile(1), MenuAction::RenameProfile(0), MenuAction::RemoveProfile(0)] {
        let button = monkey.button(action);
        assert!(!monkey.tap_button(button, 0), "{action:?} took the rest of the double tap on Change");
    }
    monkey.wait(2);
    let changing = WhoView { changing: true, ..WhoView::default() };
    assert_eq!(*monkey.app.world().resource::<WhoView>(), changing, "nothing asked to remove or rename");

    monkey.wait(15);
    let rename = monkey.button(MenuAction::RenameProfile(0));
    assert!(monkey.tap_button(rename, 1), "Rename acts once the screen has settled");
    monkey.wait(2);
    assert_eq!(monkey.app.world().resource::<WhoView>().choosing, Some(Some(0)), "the animals show");
    for (button, name) in monkey.buttons() {
        assert!(!monkey.tap_button(button, 0), "{name} took the rest of the double tap on Rename");
    }
    monkey.wait(2);
    let profiles = monkey.app.world().resource::<Profiles>();
    assert_eq!(profiles.list.len(), 2);
    assert_eq!((profiles.list[0].picture, profiles.list[1].picture), (0, 1), "each child keeps his animal");
    assert_eq!(monkey.app.world().resource::<WhoView>().choosing, Some(Some(0)), "still choosing");
}
