//! The invariants checked after every frame: moves played only as they may be, the computer
//! moving in time, and the seeds at rest where the engine has them.

use super::board::engine_counts;
use super::*;
use awale::game::prelude::{BoardUse, Demo, InFlight, Phase, Seed};
use bevy_tweening::TweenAnim;

/// Frames the seeds of one move may fly at the slowest speed before they must rest.
const REST_FRAMES: u32 = 4000;
/// Frames, and seconds of real time, the computer may take for a move before it is stuck.
const COMPUTER_FRAMES: u32 = 500;
const COMPUTER_SECONDS: f32 = 20.0;
/// Frames after a tap within which its move must be played, if it is played at all.
const TAP_FRAMES: u64 = 3;

impl Monkey {
    pub(super) fn check_moves(&mut self) {
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

    pub(super) fn check_computer(&mut self) {
        let world = self.app.world();
        let game = &world.resource::<Engine>().0;
        let players = world.resource::<Players>();
        let waiting = *world.resource::<State<Phase>>().get() == Phase::Waiting;
        let paused = players.mode == awale::game::prelude::Mode::Demo && *world.resource::<Demo>() == Demo::Paused;
        let on_board =
            world.get_resource::<State<BoardUse>>().is_some_and(|board_use| *board_use.get() == BoardUse::Play)
                && self.screen() == (Screen::Gameplay, Overlay::None);
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

    pub(super) fn check_rest(&mut self) {
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
}
