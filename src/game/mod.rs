//! The Bevy game: a board of pit, store and seed entities over the rules engine.
//!
//! The frame runs in one chained order, [`GameSet`](frame::GameSet), in the order data flows:
//! devices are read; presses, the computer's search and commands become requests
//! ([`MoveRequest`](messages::MoveRequest), [`GameCommand`](messages::GameCommand)); a requested
//! pit is checked against what the board is used for ([`Task`](play::Task): a game, a
//! lesson, a puzzle, a review, the title's game); the rules systems validate each request
//! through the [`Engine`](play::Engine) and play it (nothing else changes the model); the
//! animation turns the engine's [`MoveReport`](crate::engine::MoveReport) into seed flights;
//! what follows from the model is derived (seating, names, narration, the coach's answer); the
//! UI shows it. Systems that only make sense in a real game run in
//! [`PlaySystems`](frame::PlaySystems). Systems that depend on the board being shown gate on
//! the computed state [`BoardUse`](play::BoardUse) (or [`coached`](coach::glow::coached)) with run
//! conditions, not on checks in their bodies; the few bodies that compare the screen say why.
//!
//! [`plugin`] is everything that runs without a window (the headless tests use it with
//! `MinimalPlugins`); [`window::plugin`] adds rendering, input, sound and assets. Each module
//! imports a name from the module that defines it; [`prelude`] gathers them for `main.rs`, the
//! tests and the benchmarks (`tests/imports/` checks that no import goes round in a circle).
//!
//! A feature is a folder whose `mod.rs` declares its states, resources and messages: the way of
//! a tap and the game on the board ([`play`]), the hint ([`hint`]), the undo ([`undo`]), the
//! screens ([`screens`], declaring [`Screen`]), the menus over them ([`menus`], declaring
//! [`Overlay`](menus::Overlay)). The map of every file and folder, and which may import which,
//! is `docs/architecture.md` ("The game's modules"), checked against this folder by
//! `tests/imports/`.

pub mod access;
pub mod assets;
pub mod audio;
pub mod board;
pub mod class;
pub mod coach;
pub mod computer;
pub mod controls;
pub mod frame;
pub mod hint;
pub mod hud;
pub mod i18n;
pub mod interrupt;
pub mod layout;
pub mod menus;
pub mod messages;
pub mod moves;
pub mod names;
pub mod online;
mod page;
pub mod persist;
pub mod play;
pub mod profiles;
pub mod records;
pub mod screens;
pub mod seating;
pub mod settings;
pub mod tables;
pub mod text;
pub mod theme;
pub mod undo;
pub mod voice;
pub mod window;

use bevy::app::{FixedFirst, FixedLast, FixedPostUpdate, FixedPreUpdate, RunFixedMainLoop};
use bevy::ecs::schedule::{ScheduleLabel, SingleThreadedExecutor};
use bevy::prelude::*;
use bevy::state::state::StateTransition;
use messages::{
    Begin, BoardReset, CheckedMove, GameCommand, GameStopped, MovePlayed, MoveRefused, MoveRequest, Rebuild,
    SeedsAtRest, Sfx, Step,
};
use screens::Screen;

/// The game's names in one place, for `main.rs`, the tests and the benchmarks; the game's own
/// modules import each name from the module that defines it.
pub mod prelude {
    pub use super::assets::GameAssets;
    pub use super::board::celebration;
    pub use super::board::{Home, LastMoveMark, PitSpot, Seed, StoreSpot};
    pub use super::class::sync::ClassServer;
    pub use super::coach::glow::{CoachGlow, coached};
    pub use super::coach::{Coach, CoachCommand, Coaching, LessonStep, Praised, PuzzleRun, SetAside, Stars, StepState};
    pub use super::computer::Thinking;
    pub use super::controls::sharing::{ShareButton, SharingChoice};
    pub use super::controls::{ButtonAction, Offer, Seat};
    pub use super::frame::GameSet;
    pub use super::hint::mark::HintMark;
    pub use super::hint::{HINT_PATIENCE, HintReady, Hinted};
    pub use super::hud::{Edge, EdgeMessage, MessageText, ScoreText};
    pub use super::i18n::Tr;
    pub use super::layout::{BoardShape, FaceToFace};
    pub use super::menus::kit::{Choice, MenuAction};
    pub use super::menus::{Overlay, bare};
    pub use super::messages::*;
    pub use super::moves::MovesPanel;
    pub use super::names::Faces;
    pub use super::persist::{NotSaved, Notices, Persist, SavedGame};
    pub use super::play::pointer::{
        Counting, DOUBLE_TAP_REACH, DOUBLE_TAP_SECONDS, HOLD_SECONDS, LastPress, PitPointer, PressTime, Preview,
        SETTLE_SECONDS, Say, ScreenSince, Showing, ShownScreen,
    };
    pub use super::play::{
        Accepted, BoardUse, Demo, Engine, InFlight, MatchState, Mode, NotTheAnswer, Phase, Players, Resting, Task,
        board_in_play, in_progress, played_online,
    };
    pub use super::play::{animation, pointer, rules};
    pub use super::profiles::{Profile, Profiles};
    pub use super::records::{ImportError, Imported, read_record};
    pub use super::screens::Screen;
    pub use super::screens::customise::NameField;
    pub use super::settings::{Loudness, NamedRules, RulesChoice, SavedRules, Seating, Settings, Setup, Speed};
    pub use super::undo::TakenBack;
    pub use super::{
        assets, board, coach, computer, controls, frame, hud, interrupt, layout, menus, messages, moves, names,
        persist, play, plugin, records, screens, seating, settings, text, theme, voice, window,
    };
}

/// Everything that runs without a window: state, messages, the rules systems, the animation
/// choreography, the HUD and the screens. Needs `StatesPlugin` and `TweeningPlugin`.
pub fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .init_resource::<assets::GameAssets>()
        .add_message::<CheckedMove>()
        .add_message::<Step>()
        .add_message::<MoveRequest>()
        .add_message::<GameCommand>()
        .add_message::<Begin>()
        .add_message::<MoveRefused>()
        .add_message::<MovePlayed>()
        .add_message::<GameStopped>()
        .add_message::<BoardReset>()
        .add_message::<SeedsAtRest>()
        .add_message::<Rebuild>()
        .add_message::<Sfx>();
    // The frame's systems are small: handing them to other threads costs more than it saves
    // (measured: 0.29 ms a frame instead of 0.74 on two cores). Rendering keeps its own thread.
    // The state transitions run every frame too, a few systems for each of the four states.
    let schedules = [
        First.intern(),
        PreUpdate.intern(),
        StateTransition.intern(),
        RunFixedMainLoop.intern(),
        FixedFirst.intern(),
        FixedPreUpdate.intern(),
        FixedUpdate.intern(),
        FixedPostUpdate.intern(),
        FixedLast.intern(),
        Update.intern(),
        PostUpdate.intern(),
        Last.intern(),
    ];
    for schedule in schedules {
        app.edit_schedule(schedule, |schedule| {
            schedule.set_executor(SingleThreadedExecutor::new());
        });
    }
    // The menu over a screen before the board's use: where both end in one transition (a menu
    // open over the board when another screen is shown), the screen beneath is given back its
    // visibility before the board's edges are hidden.
    app.add_plugins((
        menus::plugin,
        frame::plugin,
        i18n::plugin,
        seating::plugin,
        online::plugin,
        profiles::plugin,
        access::plugin,
        class::plugin,
        hint::plugin,
        undo::plugin,
    ))
    .add_plugins((
        settings::plugin,
        theme::plugin,
        board::plugin,
        play::plugin,
        hud::plugin,
        controls::plugin,
        moves::plugin,
        coach::plugin,
        names::plugin,
        computer::plugin,
        screens::plugin,
        persist::plugin,
        voice::plugin,
    ));
}
