//! The monkey: thousands of random events through the whole game without a window — taps on
//! random pits (short, held, released elsewhere), taps on every button shown (through the
//! pointer, as a finger makes them: pressed, then released on it), double and triple taps, a
//! press on a button and a pit in the same frame (a tap that reaches both), language changes,
//! the window turned between upright and wide, and frames passing — with invariants checked
//! after every frame:
//!
//! - a move is played only by a tap on that pit (pressed and released on it while the board
//!   was the screen shown), by the computer, by Redo or by the review's steps;
//! - a tap whose press began before the screen shown was built, or less than
//!   [`SETTLE_SECONDS`] after, acts on nothing; so no screen changes twice from one double or
//!   triple tap: once a tap of it has changed the screen, the rest act on nothing;
//! - when it is the computer's turn on the board, it moves within a bounded time;
//! - seeds always come to rest;
//! - once they rest, what the board shows equals the engine's position;
//! - nothing panics.
//!
//! The computer's answer is also sent in the frame of a button's press, as a search finishing
//! just then would send it.
//!
//! Seeded: a failure prints the seed; `MONKEY_SEED=S cargo test --test monkey` replays it
//! (the computer's own random choice and its search's timing may still differ between runs).
//! `MONKEY_EVENTS=N` sets the number of events of each run; the `--ignored` run plays more.
#![cfg(feature = "game")]

use awale::ai::Level;
use awale::engine::Pit;
use awale::game::prelude::{
    BoardShape, BoardUse, ButtonAction, Demo, Engine, GameCommand, InFlight, MenuAction, MovePlayed, MoveRequest,
    Phase, PitPointer, Players, Profile, Profiles, SETTLE_SECONDS, Screen, Seed, Settings, ShareButton, Speed, Task,
};
use awale::game::screens::who::WhoView;
use awale::i18n::Language;
use bevy::camera::NormalizedRenderTarget;
use bevy::picking::backend::HitData;
use bevy::picking::events::{Click, Pointer, Press};
use bevy::picking::pointer::{Location, PointerButton, PointerId};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy::ui::InteractionDisabled;
use bevy::ui_widgets::Activate;
use bevy_tweening::{TweenAnim, TweeningPlugin};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::panic::AssertUnwindSafe;
use std::time::{Duration, Instant};

mod board;
use board::{engine_counts, hidden};

/// One frame of the game's clock, in seconds.
const FRAME: f32 = 0.02;
/// Frames the seeds of one move may fly at the slowest speed before they must rest.
const REST_FRAMES: u32 = 4000;
/// Frames, and seconds of real time, the computer may take for a move before it is stuck.
const COMPUTER_FRAMES: u32 = 500;
const COMPUTER_SECONDS: f32 = 20.0;
/// Frames after a tap within which its move must be played, if it is played at all.
const TAP_FRAMES: u64 = 3;

/// What the monkey saw the game do in a frame, recorded by a system of the app.
#[derive(Resource, Default)]
struct Seen {
    /// Moves played: the pit, whether the computer plays its side, the board's task.
    played: Vec<(Pit, bool, Task)>,
    /// Whether a Redo (or a review's step forward) was asked for.
    redo: bool,
}

fn see(
    mut played: MessageReader<MovePlayed>,
    mut commands: MessageReader<GameCommand>,
    players: Res<Players>,
    task: Res<State<Task>>,
    mut seen: ResMut<Seen>,
) {
    for MovePlayed(report) in played.read() {
        let side = report.pit.owner();
        seen.played.push((report.pit, players.computer_plays(side), *task.get()));
    }
    if commands.read().any(|command| *command == GameCommand::Redo) {
        seen.redo = true;
    }
}

/// The screens built (entered, or entered anew), as the monkey sees them: how many, and when
/// the last was, on the real clock the game reads.
#[derive(Resource, Default)]
struct ScreensSeen {
    built: usize,
    at: Duration,
}

fn see_screens(
    mut transitions: MessageReader<StateTransitionEvent<Screen>>,
    clock: Res<Time<Real>>,
    mut seen: ResMut<ScreensSeen>,
) {
    for transition in transitions.read() {
        // One to the screen shown that runs nothing builds nothing.
        if transition.entered != transition.exited || transition.allow_same_state_transitions {
            seen.built += 1;
            seen.at = clock.elapsed();
        }
    }
}

/// The buttons activated since the monkey last looked.
#[derive(Resource, Default)]
struct Activated(Vec<Entity>);

fn app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, TweeningPlugin, awale::game::prelude::plugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f32(FRAME)))
        .init_resource::<Seen>()
        .init_resource::<ScreensSeen>()
        .init_resource::<Activated>()
        .add_observer(|activate: On<Activate>, mut activated: ResMut<Activated>| activated.0.push(activate.entity))
        .add_systems(Update, (see.after(awale::game::prelude::GameSet::Rules), see_screens));
    app.update();
    app
}

/// Where the monkey's finger is: nowhere in particular (no window lays the buttons out).
fn location() -> Location {
    Location { target: NormalizedRenderTarget::None { width: 1280, height: 800 }, position: Vec2::ZERO }
}

/// What a pointer event says it hit: nothing the game reads.
fn hit() -> HitData {
    HitData::new(Entity::PLACEHOLDER, 0.0, None, None)
}

/// The monkey and what it remembers between frames.
struct Monkey {
    app: App,
    rng: StdRng,
    frame: u64,
    /// The screen shown at the end of the last frame: what a person sees when he taps.
    shown: Screen,
    /// A pit pressed while the board was shown, not yet released.
    pressed: Option<Pit>,
    /// Taps completed on the board, with the frame of their release, not yet played.
    taps: Vec<(Pit, u64)>,
    /// Frame of the last Redo asked.
    redo_at: Option<u64>,
    /// Consecutive frames the computer was to move on the board without moving, and since when.
    computer_waits: u32,
    computer_since: Instant,
    /// Consecutive frames seeds were flying.
    flying: u32,
    events: usize,
    log: Vec<String>,
}

impl Monkey {
    fn new(seed: u64) -> Monkey {
        let mut app = app();
        app.world_mut().resource_mut::<Settings>().speed = Speed::Fast;
        let shown = *app.world().resource::<State<Screen>>().get();
        Monkey {
            app,
            rng: StdRng::seed_from_u64(seed),
            frame: 0,
            shown,
            pressed: None,
            taps: Vec::new(),
            redo_at: None,
            computer_waits: 0,
            computer_since: Instant::now(),
            flying: 0,
            events: 0,
            log: Vec::new(),
        }
    }

    fn note(&mut self, what: String) {
        if self.log.len() >= 40 {
            self.log.remove(0);
        }
        self.log.push(format!("frame {}: {what}", self.frame));
    }

    fn screen(&self) -> Screen {
        *self.app.world().resource::<State<Screen>>().get()
    }

    /// How many screens were built so far.
    fn built(&self) -> usize {
        self.app.world().resource::<ScreensSeen>().built
    }

    /// Runs `frames` frames.
    fn wait(&mut self, frames: u32) {
        for _ in 0..frames {
            self.step();
        }
    }

    fn board_shown(&self) -> bool {
        self.shown == Screen::Gameplay
    }

    /// Runs one frame and checks the invariants.
    fn step(&mut self) {
        self.app.update();
        self.frame += 1;
        // The monkey's games are against the gentle levels, so that its runs stay short.
        if self.app.world().resource::<Players>().level > Level::new(2).expect("a level") {
            self.app.world_mut().resource_mut::<Players>().level = Level::new(2).expect("a level");
        }
        self.check_moves();
        self.check_computer();
        self.check_rest();
        self.shown = self.screen();
    }

    fn check_moves(&mut self) {
        let seen = std::mem::take(&mut *self.app.world_mut().resource_mut::<Seen>());
        if seen.redo {
            self.redo_at = Some(self.frame);
        }
        let frame = self.frame;
        self.taps.retain(|&(_, at)| frame - at <= TAP_FRAMES);
        for (pit, computer, task) in seen.played {
            let redone = self.redo_at.is_some_and(|at| frame - at <= 1);
            let by_computer = computer && matches!(task, Task::Play | Task::Show);
            let reviewed = task == Task::Review;
            if let Some(index) = self.taps.iter().position(|&(tapped, _)| tapped == pit) {
                self.taps.remove(index);
                self.note(format!("{pit} played by a tap"));
                continue;
            }
            assert!(
                by_computer || redone || reviewed,
                "{pit} was played though nobody tapped it (board {task:?}, the computer's side: {computer})"
            );
            self.note(format!("{pit} played (computer {computer}, redo {redone}, {task:?})"));
        }
    }

    fn check_computer(&mut self) {
        let world = self.app.world();
        let game = &world.resource::<Engine>().0;
        let players = world.resource::<Players>();
        let waiting = *world.resource::<State<Phase>>().get() == Phase::Waiting;
        let paused = players.mode == awale::game::prelude::Mode::Demo && *world.resource::<Demo>() == Demo::Paused;
        let on_board =
            world.get_resource::<State<BoardUse>>().is_some_and(|board_use| *board_use.get() == BoardUse::Play)
                && self.screen() == Screen::Gameplay;
        let computer_to_move = players.computer_plays(game.position().turn());
        if on_board && waiting && !game.is_over() && computer_to_move && !paused {
            if self.computer_waits == 0 {
                self.computer_since = Instant::now();
            }
            self.computer_waits += 1;
            assert!(
                self.computer_waits < COMPUTER_FRAMES || self.computer_since.elapsed().as_secs_f32() < COMPUTER_SECONDS,
                "the computer has not moved for {} frames ({:.1} s) at {}",
                self.computer_waits,
                self.computer_since.elapsed().as_secs_f32(),
                game.position()
            );
        } else {
            self.computer_waits = 0;
        }
    }

    fn check_rest(&mut self) {
        let animating = *self.app.world().resource::<State<Phase>>().get() == Phase::Animating;
        let in_flight = !self.app.world().resource::<InFlight>().is_empty();
        if animating || in_flight {
            self.flying += 1;
            assert!(self.flying < REST_FRAMES, "seeds still flying after {REST_FRAMES} frames");
            return;
        }
        self.flying = 0;
        let mut tweens = self.app.world_mut().query_filtered::<(), (With<TweenAnim>, With<Seed>)>();
        if tweens.iter(self.app.world()).next().is_some() {
            return;
        }
        let expected = engine_counts(self.app.world().resource::<Engine>().0.settled_position());
        let mut homes = [0; 14];
        let mut shown = [0; 14];
        let mut seeds = self.app.world_mut().query::<&Seed>();
        for seed in seeds.iter(self.app.world()) {
            homes[seed.home.index()] += 1;
            shown[seed.shown.index()] += 1;
        }
        assert_eq!(homes, expected, "the seeds' homes against the engine's position");
        assert_eq!(shown, expected, "the seeds as seen against the engine's position");
    }

    /// The buttons a person could press now: shown, enabled, and not leaving the game or
    /// writing files.
    fn buttons(&mut self) -> Vec<(Entity, String)> {
        let world = self.app.world_mut();
        let mut query = world.query_filtered::<(
            Entity,
            Option<&MenuAction>,
            Option<&ButtonAction>,
            Has<ShareButton>,
            Has<InteractionDisabled>,
        ), With<Button>>();
        let mut found = Vec::new();
        for (entity, menu, action, share, disabled) in query.iter(world) {
            let leaves = matches!(
                menu,
                Some(MenuAction::Quit | MenuAction::Import | MenuAction::OpenFile | MenuAction::ImportFile(_))
            ) || action == Some(&ButtonAction::Export)
                || share;
            if disabled || leaves || hidden(world, entity) {
                continue;
            }
            let name = menu.map(|m| format!("{m:?}")).or(action.map(|a| format!("{a:?}"))).unwrap_or_default();
            found.push((entity, name));
        }
        found.sort_by_key(|(entity, _)| *entity);
        found
    }

    fn random_pit(&mut self) -> Pit {
        let game = &self.app.world().resource::<Engine>().0;
        let legal = game.legal_moves();
        if !legal.is_empty() && self.rng.random_bool(0.8) {
            legal[self.rng.random_range(0..legal.len())]
        } else {
            Pit::ALL[self.rng.random_range(0..Pit::ALL.len())]
        }
    }

    /// A press on `pit`, as the window sends it.
    fn press(&mut self, pit: Pit) {
        self.app.world_mut().write_message(PitPointer::Down(pit));
        self.pressed = self.board_shown().then_some(pit);
    }

    /// A release over `over`, as the window sends it.
    fn release(&mut self, over: Option<Pit>) {
        self.app.world_mut().write_message(PitPointer::Up(over));
        if let Some(pit) = self.pressed.take()
            && self.board_shown()
            && over == Some(pit)
        {
            self.taps.push((pit, self.frame + 1));
        }
    }

    /// The button shown that does `action`.
    fn button(&mut self, action: MenuAction) -> Entity {
        let screen = self.screen();
        let mut query = self.app.world_mut().query::<(Entity, &MenuAction)>();
        let found = query.iter(self.app.world()).find(|(_, a)| **a == action).map(|(entity, _)| entity);
        found.unwrap_or_else(|| panic!("no {action:?} button on {screen:?}"))
    }

    /// A finger down on the button `entity`, as the window's picking sends it; returns when, on
    /// the real clock the game reads.
    fn finger_down(&mut self, entity: Entity) -> Duration {
        let press = Press { button: PointerButton::Primary, hit: hit(), count: 1 };
        let world = self.app.world_mut();
        world.trigger(Pointer::new(PointerId::Mouse, location(), press, entity));
        world.flush();
        world.resource::<Time<Real>>().elapsed()
    }

    /// The finger lifted on the button `entity` it pressed (a click); returns whether a button
    /// acted.
    fn finger_up(&mut self, entity: Entity) -> bool {
        let world = self.app.world_mut();
        world.resource_mut::<Activated>().0.clear();
        let click = Click { button: PointerButton::Primary, hit: hit(), duration: Duration::from_millis(60), count: 1 };
        world.trigger(Pointer::new(PointerId::Mouse, location(), click, entity));
        world.flush();
        !world.resource::<Activated>().0.is_empty()
    }

    /// A tap on the button `entity`: pressed, held `held` frames, released on it. A tap whose
    /// press began before the screen shown was built, or less than [`SETTLE_SECONDS`] after,
    /// must act on nothing. Returns whether it acted.
    fn tap_button(&mut self, entity: Entity, held: u32) -> bool {
        let pressed = self.finger_down(entity);
        self.wait(held);
        // Gone with its screen: the finger comes up over another button, which no click reaches.
        if self.app.world().get_entity(entity).is_err() {
            return false;
        }
        let built = self.app.world().resource::<ScreensSeen>().at;
        let heard = pressed >= built + Duration::from_secs_f32(SETTLE_SECONDS);
        let acted = self.finger_up(entity);
        if acted && !heard {
            let when = if pressed < built {
                format!("{:?} before", built - pressed)
            } else {
                format!("only {:?} after", pressed - built)
            };
            panic!("a tap pressed {when} the screen {:?} was built acted on it", self.screen());
        }
        acted
    }

    fn press_button(&mut self) -> bool {
        let buttons = self.buttons();
        if buttons.is_empty() {
            return false;
        }
        let (entity, name) = buttons[self.rng.random_range(0..buttons.len())].clone();
        self.note(format!("button {name} on {:?}", self.screen()));
        self.tap_button(entity, 0);
        true
    }

    /// A double or triple tap where a button is, as a child makes it: the first tap on it, the
    /// next a few frames later on it again if it is still shown, else on a button of the screen
    /// shown now (where a finger lands is not known without a window: any of them). Once a tap
    /// has changed the screen, the rest act on nothing: no screen changes twice from one tap.
    fn taps_on_a_button(&mut self) {
        let buttons = self.buttons();
        if buttons.is_empty() {
            return;
        }
        let (mut entity, mut name) = buttons[self.rng.random_range(0..buttons.len())].clone();
        let taps = self.rng.random_range(2..=3);
        let mut changed = false;
        for tap in 1..=taps {
            if tap > 1 {
                // Less than SETTLE_SECONDS from the first tap's screen to the last tap.
                let gap = self.rng.random_range(0..3);
                self.wait(gap);
                let shown = self.buttons();
                if shown.is_empty() {
                    break;
                }
                if !shown.iter().any(|(e, _)| *e == entity) || self.rng.random_bool(0.5) {
                    (entity, name) = shown[self.rng.random_range(0..shown.len())].clone();
                }
            }
            self.note(format!("tap {tap} of {taps} on {name} on {:?}", self.screen()));
            let built = self.built();
            let held = self.rng.random_range(0..3);
            let acted = self.tap_button(entity, held);
            if changed {
                assert!(!acted, "tap {tap} of {taps} acted on {name}, on the screen an earlier tap opened");
            }
            // The screen a tap opens is built in the next frame (entered anew, in the one after).
            self.wait(2);
            changed |= self.built() > built;
        }
    }

    /// One random event, and the frames it takes.
    fn event(&mut self) {
        self.events += 1;
        match self.rng.random_range(0..100) {
            // A tap on a pit: short, or held past the counting time; released on it or elsewhere.
            0..30 => {
                let pit = self.random_pit();
                let held = if self.rng.random_bool(0.85) { self.rng.random_range(0..4) } else { 30 };
                let over = if self.rng.random_bool(0.9) { Some(pit) } else { Some(self.random_pit()) };
                self.note(format!("tap {pit} held {held} frames, released over {over:?}"));
                self.press(pit);
                for _ in 0..held {
                    self.step();
                }
                self.release(over);
                self.step();
            }
            // A button.
            30..45 => {
                if self.press_button() {
                    self.step();
                }
            }
            // A double or triple tap.
            45..55 => self.taps_on_a_button(),
            // A tap that reaches a button and the pit under it in the same frame.
            55..60 => {
                let pit = self.random_pit();
                self.note(format!("tap through a button onto {pit}"));
                self.press_button();
                self.press(pit);
                self.step();
                self.release(Some(pit));
                self.step();
            }
            // The computer's answer found in the frame a button is pressed (a new game, the
            // menu, a lesson begun).
            60..62 => {
                let world = self.app.world();
                let game = &world.resource::<Engine>().0;
                let turn = game.position().turn();
                let legal = game.legal_moves();
                if world.resource::<Players>().computer_plays(turn) && !legal.is_empty() {
                    let pit = legal[self.rng.random_range(0..legal.len())];
                    self.note(format!("the computer's {pit} as a button is pressed"));
                    self.app.world_mut().write_message(MoveRequest(pit));
                    self.press_button();
                    self.step();
                }
            }
            // The language.
            62..64 => {
                let language = Language::ALL[self.rng.random_range(0..Language::ALL.len())];
                self.note(format!("language {language:?}"));
                self.app.world_mut().resource_mut::<Settings>().language = language;
                self.step();
            }
            // The window turned.
            64..67 => {
                let shape = if self.rng.random_bool(0.5) { BoardShape::Tall } else { BoardShape::Wide };
                self.note(format!("window {shape:?}"));
                *self.app.world_mut().resource_mut::<BoardShape>() = shape;
                self.step();
            }
            // Time passes.
            _ => {
                let frames = self.rng.random_range(1..120);
                self.note(format!("{frames} frames pass"));
                for _ in 0..frames {
                    self.step();
                }
            }
        }
    }
}

fn env_number(name: &str) -> Option<u64> {
    std::env::var(name).ok().and_then(|value| value.parse().ok())
}

/// Runs `events` random events from `seed`; on a failure, panics with the seed and the last
/// events.
fn run(seed: u64, events: usize) {
    let mut monkey = Monkey::new(seed);
    let outcome = std::panic::catch_unwind(AssertUnwindSafe(|| {
        while monkey.events < events {
            monkey.event();
        }
    }));
    if let Err(cause) = outcome {
        let cause = cause
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| cause.downcast_ref::<&str>().map(|s| (*s).to_owned()))
            .unwrap_or_default();
        panic!(
            "monkey seed {seed} failed after {} events, at frame {} on {:?}: {cause}\nlast events:\n{}\n\
             replay: MONKEY_SEED={seed} cargo test --test monkey",
            monkey.events,
            monkey.frame,
            monkey.screen(),
            monkey.log.join("\n")
        );
    }
}

/// The seeds of a run: the one asked for, or a few fixed ones.
fn seeds(fixed: &[u64]) -> Vec<u64> {
    env_number("MONKEY_SEED").map_or_else(|| fixed.to_vec(), |seed| vec![seed])
}

#[test]
fn a_monkey_never_breaks_the_game() {
    // 4 × 5,000 = 20,000 events.
    let events = env_number("MONKEY_EVENTS").map_or(5_000, |n| n as usize);
    for seed in seeds(&[1, 2, 3, 4]) {
        run(seed, events);
    }
}

#[test]
#[ignore = "a longer run: cargo test --test monkey -- --ignored"]
fn a_long_monkey_never_breaks_the_game() {
    let events = env_number("MONKEY_EVENTS").map_or(50_000, |n| n as usize);
    for seed in seeds(&[11, 12, 13, 14, 15, 16, 17, 18]) {
        run(seed, events);
    }
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
        assert_ne!(screen, Screen::Title, "{name} opens another screen");
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
