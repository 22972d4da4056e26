//! The runs: one random event at a time, thousands of them from a seed, replayed by its seed.

use super::*;
use awale::game::prelude::{BoardShape, MoveRequest};
use awale::i18n::Language;
use std::panic::AssertUnwindSafe;

impl Monkey {
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
