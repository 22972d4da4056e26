//! What a press, a hold or a hover on a pit means. The window turns the mouse and touches into
//! [`PitPointer`] messages; here they become moves, counting (the memory game) and previews
//! (teaching mode), so that all of it runs headless.
//!
//! A pit sows only when the press and the release both land on it while the board is the
//! screen shown ([`ShownScreen`]): a tap on a menu's button that brings the board back, above
//! where a pit will be, plays nothing.
//!
//! A screen just shown is deaf for a moment ([`ScreenSince`]): a press begun before it was
//! shown, or less than [`SETTLE_SECONDS`] after, acts on nothing, on a pit as on a button
//! (`theme/interaction.rs`); and so is a press less than [`DOUBLE_TAP_SECONDS`] after the press
//! that opened it and within [`DOUBLE_TAP_REACH`] of it, however slow the frames: the second tap
//! of a double tap never lands on the screen the first one opened. Times are those of the
//! presses themselves, bounded by the frames that read them ([`PressTime`]), not of the frames
//! that got round to them.

use crate::engine::Pit;
use crate::game::frame::GameSet;
use crate::game::i18n::Tr;
use crate::game::menus::Overlay;
use crate::game::messages::{BoardReset, MovePlayed, MoveRequest, Rebuild};
use crate::game::play::Players;
use crate::game::play::{Engine, Phase};
use crate::game::screens::Screen;
use crate::game::settings::Settings;
use crate::game::text;
use bevy::picking::pointer::{PointerAction, PointerInput};
use bevy::prelude::*;
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PitPointer>()
        .init_resource::<Counting>()
        .init_resource::<Preview>()
        .init_resource::<Say>()
        .init_resource::<ShownScreen>()
        .init_resource::<ScreenSince>()
        .init_resource::<LastPress>()
        // Picking writes them; without it (the headless tests) none come.
        .add_message::<PointerInput>()
        .add_systems(PreUpdate, note_press.after(bevy::picking::PickingSystems::Input))
        .add_systems(Update, note_screen_shown.in_set(GameSet::Devices))
        .add_systems(Update, pit_pointer.in_set(GameSet::Intents).in_set(ReadPointer))
        .add_systems(Update, end_preview.in_set(GameSet::Derive))
        .add_systems(First, remember_shown_screen);
}

/// The screen drawn at the end of the last frame, and the menu over it: what a person saw when
/// he pressed (read at the start of the frame, before its state transitions). A press read in a
/// frame whose screen changed before it (a menu's button that brought the board back, or
/// closed the menu over it) was made on what was shown before, not on the board.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ShownScreen(pub Screen, pub Overlay);

impl ShownScreen {
    /// Whether the board, with no menu over it, was shown at the last frame and still is (a fact
    /// of two frames, which no run condition on the state now says).
    #[must_use]
    pub fn board(self, now: ShownScreen) -> bool {
        self == now && now == ShownScreen(Screen::Gameplay, Overlay::None)
    }
}

/// What is shown now and what was shown at the last frame: the one gate of a press on a pit.
#[derive(bevy::ecs::system::SystemParam)]
pub struct Showing<'w> {
    screen: Res<'w, State<Screen>>,
    overlay: Option<Res<'w, State<Overlay>>>,
    shown: Res<'w, ShownScreen>,
}

impl Showing<'_> {
    /// The screen shown now, and the menu over it ([`Overlay::None`] where none opens).
    #[must_use]
    pub fn now(&self) -> ShownScreen {
        shown_now(&self.screen, self.overlay.as_deref())
    }

    /// Whether the board, with no menu over it, was shown at the last frame and still is.
    #[must_use]
    pub fn board(&self) -> bool {
        self.shown.board(self.now())
    }
}

fn shown_now(screen: &State<Screen>, overlay: Option<&State<Overlay>>) -> ShownScreen {
    // A value: what a press is read against, kept to compare with the next frame's.
    ShownScreen(*screen.get(), Overlay::shown(overlay))
}

fn remember_shown_screen(
    screen: Res<State<Screen>>,
    overlay: Option<Res<State<Overlay>>>,
    mut shown: ResMut<ShownScreen>,
) {
    shown.set_if_neq(shown_now(&screen, overlay.as_deref()));
}

/// Seconds a screen just shown stays deaf to presses: long enough for the rest of a child's
/// double or triple tap (and for the mouse click a browser makes of a touch), short enough
/// that nobody waits for it.
pub const SETTLE_SECONDS: f32 = 0.25;

/// Seconds after the press that opened a screen during which a press near it is the rest of a
/// double tap, and acts on nothing there: a child's double tap, even a slow one.
pub const DOUBLE_TAP_SECONDS: f32 = 0.5;

/// How near, in logical pixels of the window, a press must be to the one that opened the screen
/// to be the second tap of a double tap (a finger's width and a bit).
pub const DOUBLE_TAP_REACH: f32 = 40.0;

/// When a press was made, as well as the game can know it: input is read once a frame, so a
/// press read in a frame was made after the frame before began (`earliest`) and before this one
/// began (`read`), both on the real clock (`Time<Real>`'s elapsed time, which a sleeping window
/// does not hold back); and where, in logical pixels of the window, if known (not for a key, nor
/// for the headless tests' pits).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PressTime {
    /// Where, in logical pixels of the window.
    pub at: Option<Vec2>,
    /// It was made no earlier than this.
    pub earliest: Duration,
    /// It was made no later than this: the frame reading it began then.
    pub read: Duration,
}

impl PressTime {
    /// A press at `at` read in the frame now running.
    #[must_use]
    pub fn now(at: Option<Vec2>, clock: &Time<Real>) -> PressTime {
        PressTime { at, earliest: clock.elapsed().saturating_sub(clock.delta()), read: clock.elapsed() }
    }

    /// Whether two presses are in the same place, as far as is known (an unknown place may be
    /// anywhere, so it is).
    fn near(self, other: PressTime) -> bool {
        match (self.at, other.at) {
            (Some(one), Some(two)) => one.distance(two) <= DOUBLE_TAP_REACH,
            _ => true,
        }
    }
}

/// The last press of any pointer, on anything: the one that opened a screen, when one is built.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct LastPress(pub Option<PressTime>);

/// When the screen shown was last built (entered, or built again to show something else), on
/// the real clock, and the press that opened it (the last one before). The one rule for every
/// press, on a button or a pit ([`ScreenSince::hears`]).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct ScreenSince {
    /// When the frame that built it began.
    pub built: Duration,
    /// The press that opened it, if any.
    pub opener: Option<PressTime>,
}

impl ScreenSince {
    /// Whether `press` is heard on the screen shown: made [`SETTLE_SECONDS`] after it was built,
    /// and not the rest of the tap that opened it (less than [`DOUBLE_TAP_SECONDS`] after that
    /// one, within [`DOUBLE_TAP_REACH`] of it). Both are counted from the earliest the press may
    /// have been made, so that slow frames never let a double tap through.
    #[must_use]
    pub fn hears(self, press: PressTime) -> bool {
        let settled = press.earliest >= self.built + Duration::from_secs_f32(SETTLE_SECONDS);
        let rest_of_opener = self.opener.is_some_and(|opener| {
            press.earliest < opener.read + Duration::from_secs_f32(DOUBLE_TAP_SECONDS) && press.near(opener)
        });
        settled && !rest_of_opener
    }
}

/// Notes every press of a mouse button or a finger, where and when, as picking reads it.
fn note_press(mut inputs: MessageReader<PointerInput>, clock: Res<Time<Real>>, mut last: ResMut<LastPress>) {
    for input in inputs.read() {
        if let PointerAction::Press(_) = input.action {
            last.0 = Some(PressTime::now(Some(input.location.position), &clock));
        }
    }
}

/// Notes when the screen shown was built: every transition of [`Screen`] that builds it, a
/// menu opened or closed over it ([`Overlay`]), and
/// every [`Rebuild`] of the screen where it stands (the "Who is playing?" screen showing a
/// grown-up's buttons, a language, a page turned); not a transition to the screen shown that
/// runs nothing.
fn note_screen_shown(
    mut transitions: MessageReader<StateTransitionEvent<Screen>>,
    mut menus: MessageReader<StateTransitionEvent<Overlay>>,
    mut rebuilt: MessageReader<Rebuild>,
    clock: Res<Time<Real>>,
    last: Res<LastPress>,
    mut since: ResMut<ScreenSince>,
) {
    let mut built = rebuilt.read().count() > 0;
    for transition in transitions.read() {
        built |= transition.entered != transition.exited || transition.allow_same_state_transitions;
    }
    // A menu opened or closed over the screen: what is under the finger changed.
    for transition in menus.read() {
        built |= transition.entered != transition.exited;
    }
    if built {
        *since = ScreenSince { built: clock.elapsed(), opener: last.0 };
    }
}

/// The system that reads [`PitPointer`]s; whatever writes them runs before it, so that a click
/// acts in its own frame (an idle window may not draw another soon).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ReadPointer;

/// Seconds a pit must be held to count it instead of sowing it.
pub const HOLD_SECONDS: f32 = 0.5;

/// The pointer on the board's pits.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PitPointer {
    /// Pressed on a pit (a click or a touch begins).
    Down(Pit),
    /// Released, over this pit if over one: only a release on the pit pressed sows it.
    Up(Option<Pit>),
    /// The pit under the pointer, if any (for the teaching preview).
    Hover(Option<Pit>),
}

/// The pit being counted by press and hold (memory game), if any: its count shows.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counting(pub Option<Pit>);

/// The pit whose sowing is previewed (teaching mode), if any.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Preview(pub Option<Pit>);

/// A sentence for the message line that is not about a move (counting, previews).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Say(pub Option<String>);

/// What a press on a pit is read against: the game, who plays it, the settings (teaching, the
/// memory game), the turn's phase, the screen, the language.
#[derive(bevy::ecs::system::SystemParam)]
struct BoardNow<'w> {
    engine: Res<'w, Engine>,
    players: Res<'w, Players>,
    settings: Res<'w, Settings>,
    phase: Res<'w, State<Phase>>,
    showing: Showing<'w>,
    since: Res<'w, ScreenSince>,
    last: Res<'w, LastPress>,
    clock: Res<'w, Time<Real>>,
    tr: Res<'w, Tr>,
}

/// A press sows when released on the same pit, the board shown all along (and for
/// [`SETTLE_SECONDS`] before it began). With counts shown
/// (and teaching mode off) it may be held as long as one likes. Otherwise it must be released
/// within [`HOLD_SECONDS`]; held longer, it inspects the pit instead: in the memory game it
/// counts it (one's own only), in teaching mode it previews its sowing (for touch screens,
/// which have no hover); releasing it then sows nothing.
fn pit_pointer(
    mut pointer: MessageReader<PitPointer>,
    mut requests: MessageWriter<MoveRequest>,
    mut counting: ResMut<Counting>,
    mut preview: ResMut<Preview>,
    mut say: ResMut<Say>,
    mut held: Local<Option<(Pit, f32)>>,
    time: Res<Time>,
    board: BoardNow,
) {
    let BoardNow { engine, players, settings, phase, showing, since, last, clock, tr } = board;
    let turn = engine.0.position().turn();
    let on_board = showing.board();
    let person = players.plays_here(turn) && on_board;
    // A press in the board's first moment is the rest of the tap that brought it.
    // The press the window read in this frame, with its place (none known otherwise).
    let press = last.0.filter(|last| last.read == clock.elapsed()).unwrap_or_else(|| PressTime::now(None, &clock));
    let heard = since.hears(press);
    // Holding has no other meaning than sowing.
    let sows_however_long = settings.show_counts && !settings.teaching;
    if !on_board {
        // A press begun on the board does not survive it going away.
        *held = None;
    }
    let previewable = |pit: Pit| {
        settings.teaching && person && *phase.get() == Phase::Waiting && engine.0.legal_moves().contains(&pit)
    };
    let preview_line = |pit: Pit| engine.0.try_play(pit).map(|report| text::preview(&tr.0, &report)).ok();
    for event in pointer.read() {
        match *event {
            PitPointer::Down(pit) if person && heard => *held = Some((pit, 0.0)),
            PitPointer::Down(_) => *held = None,
            PitPointer::Up(over) => {
                if let Some((pit, seconds)) = held.take() {
                    if person && over == Some(pit) && (sows_however_long || seconds < HOLD_SECONDS) {
                        requests.write(MoveRequest(pit));
                    } else if preview.0 == Some(pit) {
                        preview.0 = None;
                        say.0 = None;
                    }
                }
                if counting.0.take().is_some() {
                    say.0 = None;
                }
            }
            PitPointer::Hover(pit) => {
                let wanted = pit.filter(|&pit| previewable(pit));
                if preview.0 != wanted {
                    preview.0 = wanted;
                    say.0 = wanted.and_then(preview_line);
                }
            }
        }
    }
    let Some((pit, seconds)) = held.as_mut() else {
        return;
    };
    let pit = *pit;
    if sows_however_long {
        return;
    }
    let was_short = *seconds < HOLD_SECONDS;
    *seconds += time.delta_secs();
    if !was_short || *seconds < HOLD_SECONDS {
        return;
    }
    if !settings.show_counts {
        if pit.owner() == turn {
            counting.0 = Some(pit);
            let seeds = engine.0.position().seeds(pit);
            say.0 = Some(tr.0.f("memory-count", [("pit", pit.to_string().into()), ("seeds", seeds.into())]));
        } else {
            say.0 = Some(tr.0.t("memory-not-yours"));
        }
    } else if previewable(pit) {
        preview.0 = Some(pit);
        say.0 = preview_line(pit);
    }
}

/// A move played or a new board ends the preview and its line, so that what the move did can
/// be read.
fn end_preview(
    mut played: MessageReader<MovePlayed>,
    mut reset: MessageReader<BoardReset>,
    mut preview: ResMut<Preview>,
    mut say: ResMut<Say>,
) {
    let moved = played.read().count() > 0;
    if (moved || reset.read().count() > 0) && preview.0.is_some() {
        preview.0 = None;
        say.0 = None;
    }
}
