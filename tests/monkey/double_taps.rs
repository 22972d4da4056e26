//! Double taps: the second tap of one never acts on the screen its first tap opened.

use super::*;
use awale::game::prelude::{DOUBLE_TAP_SECONDS, Profile, Profiles};
use awale::game::profiles::who::WhoView;

/// Frames after which a tap where the last one was is a tap of its own again.
fn settle_frames() -> u32 {
    (DOUBLE_TAP_SECONDS / FRAME).ceil() as u32 + 2
}

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
        monkey.wait(settle_frames());
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

    monkey.wait(settle_frames());
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

/// The lengths of the frames after a tap, on a slow tablet: the first one builds the screen the
/// tap opened, and the second tap is made before the last one begins, less than
/// [`DOUBLE_TAP_SECONDS`] after the first: a slow frame building the screen; frames that settle
/// it past [`SETTLE_SECONDS`] but not past a double tap.
const SLOW_FRAMES: [&[f32]; 3] = [&[0.05, 0.35], &[0.01, 0.29, 0.1], &[0.2, 0.2]];

/// A double tap on a slow tablet, on every button of the title and of each screen it opens that
/// changes the screen: whatever the frames' lengths, the second tap, made less than
/// [`DOUBLE_TAP_SECONDS`] after the first where it was, acts on nothing. No screen changes
/// again and no setting changes; once the screen has settled, a tap acts.
#[test]
fn a_double_tap_on_a_slow_tablet_never_reaches_the_screen_its_first_tap_opened() {
    let mut tried = 0;
    for frames in SLOW_FRAMES {
        let title = Monkey::new(0).settled_buttons(&[]);
        for first in &title {
            tried += usize::from(double_tap(&[], first, frames));
            let next = Monkey::new(0).settled_buttons(std::slice::from_ref(first));
            for second in next.iter().take(12) {
                tried += usize::from(double_tap(std::slice::from_ref(first), second, frames));
            }
        }
    }
    assert!(tried > 20, "double taps on buttons that change the screen: {tried}");
}

impl Monkey {
    /// A new game's monkey after tapping the buttons named `path` in turn, each screen settled:
    /// the names of the buttons shown then.
    fn settled_buttons(mut self, path: &[String]) -> Vec<String> {
        self.follow(path);
        self.buttons().into_iter().map(|(_, name)| name).collect()
    }

    /// Taps the buttons named `path` in turn, waiting for each screen to settle.
    fn follow(&mut self, path: &[String]) {
        self.wait(30);
        for name in path {
            let (button, _) = self.buttons().into_iter().find(|(_, n)| n == name).expect("the same button");
            self.tap_button(button, 1);
            self.wait(settle_frames());
        }
    }

    /// Runs one frame of `seconds` on the game's clock.
    fn slow_frame(&mut self, seconds: f32) {
        self.app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f32(seconds)));
        self.step();
        self.app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f32(FRAME)));
    }
}

/// After `path`, a double tap on the button `name` with `frames` between its taps: returns
/// whether the first tap changed the screen (when it did not, there is nothing to check).
fn double_tap(path: &[String], name: &str, frames: &[f32]) -> bool {
    let mut monkey = Monkey::new(0);
    monkey.follow(path);
    let (screen, built) = (monkey.screen(), monkey.built());
    let Some((first, _)) = monkey.buttons().into_iter().find(|(_, n)| n == name) else {
        return false;
    };
    monkey.tap_button(first, 0);
    for &seconds in frames {
        monkey.slow_frame(seconds);
    }
    let opened = (monkey.screen(), monkey.built());
    if opened == (screen, built) {
        return false;
    }
    let settings = monkey.app.world().resource::<Settings>().clone();
    for (second, other) in monkey.buttons() {
        assert!(!monkey.tap_button(second, 0), "{path:?}, {name}, then {other} after {frames:?}: the second tap acted");
    }
    monkey.wait(2);
    assert_eq!(
        (monkey.screen(), monkey.built()),
        opened,
        "{path:?}, {name} after {frames:?}: the screen changed again"
    );
    assert!(
        *monkey.app.world().resource::<Settings>() == settings,
        "{path:?}, {name} after {frames:?}: a setting changed"
    );
    monkey.wait(settle_frames());
    if let Some((button, _)) = monkey.buttons().into_iter().next() {
        assert!(monkey.tap_button(button, 1), "{path:?}, {name}: once settled, a tap acts");
    }
    true
}
