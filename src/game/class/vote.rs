//! The class against the computer on a child's tablet. While he is signed in, the tablet asks
//! the class server for the class's game every [`POLL`] second on the title, every
//! [`AWAY_POLL`] seconds on a screen he may be called from (the lessons' list, a finished
//! game's board, the new game's screens: [`callable`]); a game that begins brings such a
//! tablet back to the title once it has been left untouched for [`AT_REST`] seconds, never
//! under a finger nor from a game being played, nor while he signs in. While one goes on, the
//! title is covered by its board: the computer's row above, the class's six
//! pits below as big buttons, each with its seeds. During the class's turn, a tap on a pit is
//! his vote (one a move: the first counts); then he waits for the others; when the class played
//! the pit he chose, he is praised. Each new line is said aloud when "read aloud" is on.

use super::Tablet;
use crate::engine::{Pit, Side};
use crate::game::i18n::Tr;
use crate::game::menus::kit::MenuAction;
use crate::game::messages::Rebuild;
use crate::game::profiles::Profiles;
use crate::game::screens::Screen;
use crate::game::settings::Settings;
use crate::game::theme::{icon, palette, widget};
use crate::game::voice::Voice;
use crate::i18n::Translator;
use crate::net::class::client::{Answer, Call, Request};
use crate::net::class::vote::view::{Ballot, VoteView};
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

/// How often the title asks for the class's game, in seconds.
pub const POLL: f32 = 1.0;

/// How often a screen the tablet may be called from asks for the class's game, in seconds.
pub const AWAY_POLL: f32 = 5.0;

/// How long a tablet must have been left untouched before the class's game calls it to the
/// title, in seconds: a tap meant for one screen never lands on the vote's pits.
pub const AT_REST: f32 = 3.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<VoteNews>().add_systems(
        Update,
        (note_touch, (ask, hear, come_to_vote).chain().run_if(in_state(Screen::Title).or_else(callable))),
    );
}

/// Whether the screen shown is one a class's game calls the tablet from: the lessons' list, the
/// new game's screens, the import, or a game's board once it is over (never a game being
/// played, a lesson's board under way, the screens that sign a child in, or the two devices').
pub fn callable(screen: Res<State<Screen>>, phase: Option<Res<State<crate::game::play::Phase>>>) -> bool {
    match screen.get() {
        Screen::Learn | Screen::NewGame | Screen::Customise | Screen::Import => true,
        Screen::Gameplay => phase.is_some_and(|phase| *phase.get() == crate::game::play::Phase::Over),
        Screen::Loading | Screen::Title | Screen::Online | Screen::Who | Screen::Class => false,
    }
}

/// Notes when the tablet was last touched (a press of the mouse, a finger, a key).
fn note_touch(
    time: Res<Time<Real>>,
    mouse: Option<Res<ButtonInput<MouseButton>>>,
    touches: Option<Res<Touches>>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut news: ResMut<VoteNews>,
) {
    let touched = mouse.is_some_and(|mouse| mouse.get_just_pressed().next().is_some())
        || touches.is_some_and(|touches| touches.any_just_pressed())
        || keys.is_some_and(|keys| keys.get_just_pressed().next().is_some());
    if touched {
        news.touched_at = time.elapsed_secs();
    }
}

/// A game of the class going on brings a tablet on a [`callable`] screen to the title, where
/// its board covers the menu, once the tablet has rested [`AT_REST`] seconds; once a game: a
/// child who leaves the title again is not called back to it.
fn come_to_vote(
    time: Res<Time<Real>>,
    screen: Res<State<Screen>>,
    mut news: ResMut<VoteNews>,
    mut next: ResMut<NextState<Screen>>,
) {
    if news.view().is_none_or(|view| view.over) {
        news.called = false;
        return;
    }
    if news.called {
        return;
    }
    if *screen.get() == Screen::Title {
        news.called = true;
    } else if time.elapsed_secs() - news.touched_at >= AT_REST {
        news.called = true;
        next.set(Screen::Title);
    }
}

/// What the class server last said of the class's game, the calls in flight, and whether the
/// child put its board aside for the menu.
#[derive(Resource, Default)]
pub struct VoteNews {
    /// The member it was said of, and what was said (`None`: no game going on).
    pub said: Option<(i64, VoteView)>,
    /// The board put aside (Menu): a big button on the title brings it back.
    pub aside: bool,
    asking: Option<(i64, Call)>,
    voting: Option<Call>,
    next_at: f32,
    /// When the tablet was last touched (seconds of real time).
    touched_at: f32,
    /// Whether the tablet was on the title for the class's game going on: a game calls it once.
    called: bool,
}

impl VoteNews {
    /// The class's game, if one goes on for the child playing.
    #[must_use]
    pub fn view(&self) -> Option<&VoteView> {
        self.said.as_ref().map(|(_, view)| view)
    }
}

fn ask(
    time: Res<Time<Real>>,
    screen: Res<State<Screen>>,
    settings: Res<Settings>,
    tablet: Res<Tablet>,
    profiles: Res<Profiles>,
    mut news: ResMut<VoteNews>,
    mut rebuild: MessageWriter<Rebuild>,
) {
    let (Some(member), Some(api)) = (super::playing(&profiles, &tablet), settings.class_api()) else {
        if news.said.take().is_some() {
            rebuild.write(Rebuild);
        }
        return;
    };
    if news.said.as_ref().is_some_and(|(of, _)| *of != member.id) {
        news.said = None;
        rebuild.write(Rebuild);
    }
    if news.asking.is_some() || news.voting.is_some() || time.elapsed_secs() < news.next_at {
        return;
    }
    let every = if *screen.get() == Screen::Title { POLL } else { AWAY_POLL };
    news.next_at = time.elapsed_secs() + every;
    // A window asleep until input wakes for the next poll.
    crate::net::waker::wake_in(std::time::Duration::from_secs_f32(every));
    let request = Request::get(format!("{api}/me/vote")).with_token(&member.token);
    news.asking = Some((member.id, Call::start(request)));
}

/// The game heard: the title built again when what it shows changes, the new line said aloud.
fn hear(
    mut news: ResMut<VoteNews>,
    screen: Res<State<Screen>>,
    settings: Res<Settings>,
    voice: Res<Voice>,
    tr: Res<Tr>,
    mut rebuild: MessageWriter<Rebuild>,
) {
    if news.voting.as_ref().is_some_and(|call| call.poll().is_some()) {
        // The vote answered: ask at once what the class's game is now.
        news.voting = None;
        news.next_at = 0.0;
    }
    let Some(answer) = news.asking.as_ref().and_then(|(_, call)| call.poll()) else { return };
    let Some((member, _)) = news.asking.take() else { return };
    let Answer::Heard { status: 200, body } = answer else { return };
    let Ok(view) = serde_json::from_str::<VoteView>(&body) else { return };
    let said = view.vote.then_some((member, view));
    // The seconds left change every second: the board is built again for what it shows only.
    let shown = |said: &Option<(i64, VoteView)>| said.as_ref().map(|(_, view)| VoteView { left_ms: 0, ..view.clone() });
    if shown(&said) == shown(&news.said) {
        news.said = said;
        return;
    }
    let before = news.view().map(|view| line(view, &tr.0));
    if said.as_ref().map(|(_, view)| view.number) != news.view().map(|view| view.number) {
        news.aside = false;
    }
    news.said = said;
    // Elsewhere the game is kept for the title; what it shows is said there.
    if *screen.get() != Screen::Title {
        return;
    }
    rebuild.write(Rebuild);
    let now = news.view().map(|view| line(view, &tr.0));
    if settings.read_aloud && now.is_some() && now != before {
        voice.say(&now.unwrap_or_default(), settings.language);
    }
}

/// What the child is told now: praise for his pit played, his vote, tap, wait, or the end.
#[must_use]
pub fn line(view: &VoteView, tr: &Translator) -> String {
    if view.over {
        return tr.t(&format!("vote-over-{}", view.result.as_deref().unwrap_or("draw")));
    }
    let praise =
        view.last.as_ref().filter(|last| last.mine && last.number + 2 >= view.number).map(|_| tr.t("vote-praise"));
    let now = if !view.class_turn {
        tr.t("vote-wait")
    } else if let Some(pit) = view.voted {
        tr.f("vote-you-chose", [("pit", pit.to_string().into())])
    } else {
        tr.t("vote-tap")
    };
    praise.map_or(now.clone(), |praise| format!("{praise} {now}"))
}

/// The class's game put aside: a big button in the title's column brings it back. Returns
/// whether it took Quick play's place.
pub fn spawn_aside_button(screen: &mut ChildSpawnerCommands, news: &VoteNews, tr: &Translator) -> bool {
    if news.view().is_none() || !news.aside {
        return false;
    }
    screen
        .spawn((Name::new("Menu VoteShow"), MenuAction::VoteShow, widget::big_button(icon::PEOPLE, tr.t("vote-class"))))
        .observe(|_: On<Activate>, mut news: ResMut<VoteNews>, mut rebuild: MessageWriter<Rebuild>| {
            news.aside = false;
            rebuild.write(Rebuild);
        });
    true
}

/// Spawns the class's game over the title, if one goes on and the child has not put it aside.
pub fn spawn_board(commands: &mut Commands, news: &VoteNews, tr: &Translator) {
    let Some(view) = news.view().filter(|_| !news.aside) else { return };
    let cover = Node {
        position_type: PositionType::Absolute,
        width: Val::Percent(100.0),
        height: Val::Percent(100.0),
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        justify_content: JustifyContent::Center,
        row_gap: Val::Px(18.0),
        padding: UiRect::all(Val::Px(16.0)),
        ..default()
    };
    let row = || Node { column_gap: Val::Px(10.0), flex_wrap: FlexWrap::NoWrap, ..default() };
    commands
        .spawn((
            Name::new("Class vote"),
            cover,
            BackgroundColor(palette::BACKDROP),
            GlobalZIndex(30),
            DespawnOnExit(Screen::Title),
        ))
        .with_children(|cover| {
            cover.spawn(widget::colored(tr.t("class-vote"), 30.0, palette::GOLD));
            cover.spawn(widget::colored(
                format!("🤖 {} · {}", tr.t("vote-computer"), view.stores[1]),
                24.0,
                palette::CREAM,
            ));
            cover.spawn(row()).with_children(|computer| {
                for column in (0..6).rev() {
                    let seeds = view.pits.get(6 + column).copied().unwrap_or(0);
                    computer.spawn((
                        Node {
                            width: Val::Px(64.0),
                            height: Val::Px(64.0),
                            justify_content: JustifyContent::Center,
                            align_items: AlignItems::Center,
                            border_radius: BorderRadius::all(Val::Percent(50.0)),
                            ..default()
                        },
                        BackgroundColor(palette::PANEL),
                        children![(Text::new(seeds.to_string()), widget::font(30.0, false), TextColor(palette::CREAM))],
                    ));
                }
            });
            cover.spawn(row()).with_children(|class| {
                for column in 0..6 {
                    let Some(pit) = Pit::of(Side::South, column) else { continue };
                    let seeds = view.pits.get(column).copied().unwrap_or(0);
                    let chosen = view.voted == Some(pit);
                    let open = view.class_turn && view.voted.is_none() && view.legal.contains(&pit);
                    let shape = Node {
                        width: Val::Px(104.0),
                        height: Val::Px(120.0),
                        flex_direction: FlexDirection::Column,
                        border: UiRect::all(Val::Px(if chosen { 5.0 } else { 0.0 })),
                        border_radius: BorderRadius::all(Val::Px(52.0)),
                        ..default()
                    };
                    let mut button = class.spawn((
                        Name::new(format!("Vote {pit}")),
                        MenuAction::VotePit(column),
                        widget::button_base(shape),
                        BorderColor::all(palette::GOLD),
                        children![
                            (Text::new(seeds.to_string()), widget::font(46.0, true), TextColor(palette::GOLD)),
                            (Text::new(pit.to_string()), widget::font(22.0, false), TextColor(palette::CREAM)),
                        ],
                    ));
                    if open {
                        button.observe(vote_for(pit));
                    } else {
                        button.insert(BackgroundColor(palette::BUTTON_DISABLED));
                    }
                }
            });
            cover.spawn(widget::colored(
                format!("👧👦 {} · {}", tr.t("vote-class"), view.stores[0]),
                24.0,
                palette::CREAM,
            ));
            cover.spawn((Name::new("Vote line"), widget::colored(line(view, tr), 30.0, palette::GOLD)));
            cover
                .spawn((
                    Name::new("Menu VoteHide"),
                    MenuAction::VoteHide,
                    widget::board_button(icon::HOME, Text::new(tr.t("button-menu"))),
                ))
                .observe(|_: On<Activate>, mut news: ResMut<VoteNews>, mut rebuild: MessageWriter<Rebuild>| {
                    news.aside = true;
                    rebuild.write(Rebuild);
                });
        });
}

/// Votes for `pit` as the move the class is to play.
fn vote_for(
    pit: Pit,
) -> impl FnMut(On<Activate>, ResMut<VoteNews>, Res<Settings>, Res<Tablet>, Res<Profiles>, MessageWriter<Rebuild>) {
    move |_, mut news, settings, tablet, profiles, mut rebuild| {
        let (Some(member), Some(api)) = (super::playing(&profiles, &tablet), settings.class_api()) else { return };
        let Some(number) = news.view().map(|view| view.number) else { return };
        let body = serde_json::to_string(&Ballot { number, pit }).unwrap_or_default();
        news.voting = Some(Call::start(Request::post(format!("{api}/me/vote"), body).with_token(&member.token)));
        // Shown at once as his vote; the server's answer follows.
        if let Some((_, view)) = news.said.as_mut() {
            view.voted = Some(pit);
        }
        rebuild.write(Rebuild);
    }
}
