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
    Engine, GameCommand, MenuAction, MovePlayed, Overlay, Players, SETTLE_SECONDS, Screen, Settings, Speed, Task,
};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use bevy::ui_widgets::Activate;
use bevy_tweening::TweeningPlugin;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::time::{Duration, Instant};

#[path = "../board/mod.rs"]
mod board;

mod checks;
mod double_taps;
mod fingers;
mod runs;

/// One frame of the game's clock, in seconds.
const FRAME: f32 = 0.02;

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

/// The screens built (entered, or built again where they stand), as the monkey sees them: how many, and when
/// the last was, on the real clock the game reads.
#[derive(Resource, Default)]
struct ScreensSeen {
    built: usize,
    at: Duration,
}

fn see_screens(
    mut transitions: MessageReader<StateTransitionEvent<Screen>>,
    mut menus: MessageReader<StateTransitionEvent<Overlay>>,
    mut rebuilt: MessageReader<awale::game::prelude::Rebuild>,
    clock: Res<Time<Real>>,
    mut seen: ResMut<ScreensSeen>,
) {
    if rebuilt.read().count() > 0 {
        seen.built += 1;
        seen.at = clock.elapsed();
    }
    for transition in transitions.read() {
        // One to the screen shown that runs nothing builds nothing.
        if transition.entered != transition.exited || transition.allow_same_state_transitions {
            seen.built += 1;
            seen.at = clock.elapsed();
        }
    }
    // A menu opened or closed over the screen changes what is under the finger.
    for transition in menus.read() {
        if transition.entered != transition.exited {
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

/// The monkey and what it remembers between frames.
struct Monkey {
    app: App,
    rng: StdRng,
    frame: u64,
    /// The screen shown at the end of the last frame, and the menu over it: what a person sees
    /// when he taps.
    shown: (Screen, Overlay),
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
        let shown = (*app.world().resource::<State<Screen>>().get(), Overlay::None);
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

    /// The screen shown, and the menu over it.
    fn screen(&self) -> (Screen, Overlay) {
        let world = self.app.world();
        let overlay = Overlay::shown(world.get_resource::<State<Overlay>>());
        (*world.resource::<State<Screen>>().get(), overlay)
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
        self.shown == (Screen::Gameplay, Overlay::None)
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
}
