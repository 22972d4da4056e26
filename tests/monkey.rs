//! The monkey: thousands of random events through the whole game without a window — taps on
//! random pits (short, held, released elsewhere), presses of every button shown, a press on a
//! button and a pit in the same frame (a tap that reaches both), language changes, the window
//! turned between upright and wide, and frames passing — with invariants checked after every
//! frame:
//!
//! - a move is played only by a tap on that pit (pressed and released on it while the board
//!   was the screen shown), by the computer, by Redo or by the review's steps;
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
    Phase, PitPointer, Players, Screen, Seed, Settings, ShareButton, Speed, Task,
};
use awale::i18n::Language;
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

fn app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, TweeningPlugin, awale::game::prelude::plugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f32(FRAME)))
        .init_resource::<Seen>()
        .add_systems(Update, see.after(awale::game::prelude::GameSet::Rules));
    app.update();
    app
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

    fn press_button(&mut self) -> bool {
        let buttons = self.buttons();
        if buttons.is_empty() {
            return false;
        }
        let (entity, name) = buttons[self.rng.random_range(0..buttons.len())].clone();
        self.note(format!("button {name} on {:?}", self.screen()));
        self.app.world_mut().trigger(Activate { entity });
        true
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
            30..55 => {
                if self.press_button() {
                    self.step();
                }
            }
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
