//! The calls to the class server: the screen's (a class looked up, a child signed in), one at a
//! time, and behind them the hand-over of what the children earned, tried again every
//! [`RETRY`] while the server is away. An answer never blocks a frame: each call is polled.

use super::step::{ClassStep, Step};
use super::{Tablet, seat_member, shown};
use crate::game::profiles::Profiles;
use crate::game::screens::Screen;
use crate::game::settings::Settings;
use crate::net::class::client::{Answer, Call, Request};
use crate::net::class::view::{ClassView, Merged, Profile as ServerProfile, SignIn};
use bevy::prelude::*;
use serde::de::DeserializeOwned;

/// Whether the server this device talks to keeps a class (`game::class` asks it at start):
/// "Who is playing?" then offers **My class**.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClassServer(pub bool);

/// How long a device waits before handing over again after the server did not answer.
pub const RETRY: f32 = 5.0;

/// The most events handed over in one call.
pub const BATCH: usize = 200;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Calls>()
        .init_resource::<ClassServer>()
        .init_resource::<Probed>()
        .init_resource::<SignInAgain>()
        .add_systems(Update, (answer, hand_over, refresh_on_choice, probe, ask_again).chain());
}

/// What a call was for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The class whose code (words) was tapped.
    Lookup(String),
    /// A child signing in, with the class's code.
    SignIn(String, SignIn),
    /// A member's first `count` waiting events handed over.
    HandOver {
        /// His number.
        member: i64,
        /// How many of his waiting events the call carries.
        count: usize,
    },
    /// A member's profile read again (he was chosen on this device: another may have added to it).
    Refresh(i64),
    /// Whether the server keeps a class, asked of this API.
    Probe(String),
}

/// The calls in flight: the screen's, and the hand-over's.
#[derive(Resource, Default)]
pub struct Calls {
    /// The screen's call: a lookup or a sign-in.
    pub asked: Option<(Purpose, Call)>,
    /// The hand-over's, or a profile read again.
    pub behind: Option<(Purpose, Call)>,
    /// When the hand-over may be tried again (seconds of the app's real time).
    pub retry_at: f32,
}

impl Calls {
    /// Starts the screen's call for `purpose` on the class API at `api`.
    pub fn ask(&mut self, api: &str, purpose: Purpose) {
        let request = match &purpose {
            Purpose::Lookup(code) => Request::get(format!("{api}/class/{code}")),
            Purpose::SignIn(code, sign_in) => {
                Request::post(format!("{api}/class/{code}/sign-in"), serde_json::to_string(sign_in).unwrap_or_default())
            }
            Purpose::HandOver { .. } | Purpose::Refresh(_) | Purpose::Probe(_) => return,
        };
        self.asked = Some((purpose, Call::start(request)));
    }
}

/// A body read as `T`, or `None` (a server that is not a class server answers with other text).
fn read<T: DeserializeOwned>(body: &str) -> Option<T> {
    serde_json::from_str(body).ok()
}

/// A refusal's kind (`{"error": …}`), if the answer is one.
fn refusal(body: &str) -> Option<String> {
    read::<serde_json::Value>(body)?.get("error")?.as_str().map(str::to_owned)
}

/// The screen's call answered: the class's children shown, or the child signed in and off to
/// the title; a refusal or silence said on the screen.
fn answer(
    mut settings: ResMut<Settings>,
    mut calls: ResMut<Calls>,
    mut step: ResMut<ClassStep>,
    mut tablet: ResMut<Tablet>,
    mut profiles: ResMut<Profiles>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(answer) = calls.asked.as_ref().and_then(|(_, call)| call.poll()) else {
        return;
    };
    let Some((purpose, _)) = calls.asked.take() else {
        return;
    };
    step.waiting = false;
    let (status, body) = match answer {
        Answer::Heard { status, body } => (status, body),
        Answer::Failed(why) => {
            info!("the class server did not answer: {why}");
            step.fail("class-tablet-away");
            return;
        }
    };
    match purpose {
        Purpose::Lookup(code) => match (status, read::<ClassView>(&body)) {
            (200, Some(class)) => {
                tablet.code = Some(code);
                tablet.name.clone_from(&class.name);
                step.class = Some(class);
                step.step = Step::Children;
                step.said = None;
            }
            (404, _) => {
                tablet.code = None;
                step.step = Step::Code(Vec::new());
                step.fail("class-tablet-no-class");
            }
            _ => step.fail("class-tablet-away"),
        },
        Purpose::SignIn(code, _) => match (status, read::<ServerProfile>(&body)) {
            (200, Some(profile)) => {
                let token = profile.token.clone().unwrap_or_default();
                tablet.code = Some(code);
                tablet.name.clone_from(&profile.class);
                tablet.signed_in(&profile.child, token, profile.events, profile.progress.clone());
                if let Some(member) = tablet.members.iter().find(|member| member.id == profile.child.id) {
                    seat_member(&mut profiles, member);
                }
                // The language he chose last, on any tablet, is his here too.
                if let Some(code) = &profile.progress.language {
                    let language = crate::i18n::Language::ALL.into_iter().find(|language| language.code() == code);
                    if let Some(language) = language.filter(|&language| language != settings.language) {
                        settings.language = language;
                    }
                }
                *step = ClassStep::default();
                next.set(Screen::Title);
            }
            (403, _) => {
                if let Step::Secret(child, _) = &step.step {
                    step.step = Step::Secret(child.clone(), Vec::new());
                }
                step.fail("class-tablet-wrong-secret");
            }
            (404, _) if refusal(&body).as_deref() == Some("no_class") => {
                tablet.code = None;
                step.step = Step::Code(Vec::new());
                step.fail("class-tablet-no-class");
            }
            _ => step.fail("class-tablet-away"),
        },
        Purpose::HandOver { .. } | Purpose::Refresh(_) | Purpose::Probe(_) => {}
    }
}

/// Hands over each member's waiting events, oldest first, one call at a time; reads a member's
/// profile again when asked. Events the server keeps wait here no more; a token the server
/// refuses (the child removed) hands nothing over again.
fn hand_over(
    time: Res<Time<Real>>,
    settings: Res<Settings>,
    mut calls: ResMut<Calls>,
    mut tablet: ResMut<Tablet>,
    mut profiles: ResMut<Profiles>,
    mut class_server: ResMut<ClassServer>,
    mut probed: ResMut<Probed>,
    mut again: ResMut<SignInAgain>,
) {
    let now = time.elapsed_secs();
    if let Some(answer) = calls.behind.as_ref().and_then(|(_, call)| call.poll()) {
        let purpose = calls.behind.take().map(|(purpose, _)| purpose);
        match (purpose, answer) {
            (Some(Purpose::HandOver { member, count }), Answer::Heard { status: 200, body }) => {
                if let (Some(member), Some(merged)) = (tablet.member_mut(member), read::<Merged>(&body)) {
                    member.journal.handed(count, merged.progress);
                    super::lighten(&mut member.journal.kept);
                    debug!("{} events handed over, {} new", count, merged.added);
                }
                calls.retry_at = now;
            }
            (Some(Purpose::Refresh(member)), Answer::Heard { status: 200, body }) => {
                if let (Some(member), Some(profile)) = (tablet.member_mut(member), read::<ServerProfile>(&body)) {
                    member.journal.heard(profile.events, profile.progress);
                    super::lighten(&mut member.journal.kept);
                }
            }
            (Some(Purpose::Probe(api)), Answer::Heard { status, body }) => {
                let here =
                    status == 200 && read::<crate::net::class::view::ClassServer>(&body).is_some_and(|s| s.classes);
                class_server.set_if_neq(ClassServer(here));
                probed.0 = Some(api);
            }
            (Some(Purpose::HandOver { member, .. } | Purpose::Refresh(member)), Answer::Heard { status: 401, .. }) => {
                if let Some(found) = tablet.member_mut(member) {
                    warn!("the class server no longer knows a child of this device: nothing more is handed over");
                    found.token.clear();
                }
                if profiles.current().and_then(|profile| profile.class) == Some(member) {
                    again.0 = Some(member);
                }
            }
            (_, answer) => {
                info!("handing over waits: {answer:?}");
                calls.retry_at = now + RETRY;
            }
        }
        mirror(&tablet, &mut profiles);
    }
    if calls.behind.is_some() || now < calls.retry_at {
        return;
    }
    let Some(api) = settings.class_api() else {
        return;
    };
    let waiting = tablet.members.iter().find(|member| !member.token.is_empty() && !member.journal.pending.is_empty());
    if let Some(member) = waiting {
        let events = member.journal.to_hand_over(BATCH);
        let body = serde_json::json!({ "events": events }).to_string();
        let request = Request::post(format!("{api}/me/events"), body).with_token(&member.token);
        calls.behind = Some((Purpose::HandOver { member: member.id, count: events.len() }, Call::start(request)));
    }
}

/// The child playing shows his progress from every event this device knows of him.
pub fn mirror(tablet: &Tablet, profiles: &mut Profiles) {
    let Some(id) = profiles.current().and_then(|profile| profile.class) else {
        return;
    };
    let Some(member) = tablet.members.iter().find(|member| member.id == id) else {
        return;
    };
    let progress = member.journal.progress();
    let mut profile = profiles.current().cloned().unwrap_or_default();
    shown(&mut profile, &progress);
    if profiles.current() != Some(&profile)
        && let Some(current) = profiles.current_mut()
    {
        *current = profile;
    }
}

/// A class child chosen among this device's profiles: his profile is read again from the server
/// (another tablet may have added to it).
fn refresh_on_choice(
    settings: Res<Settings>,
    profiles: Res<Profiles>,
    tablet: Res<Tablet>,
    mut calls: ResMut<Calls>,
    mut again: ResMut<SignInAgain>,
    mut shown: Local<Option<usize>>,
) {
    if !profiles.is_changed() || *shown == profiles.current {
        return;
    }
    *shown = profiles.current;
    let Some(id) = profiles.current().and_then(|profile| profile.class) else {
        return;
    };
    let (Some(api), Some(member)) = (settings.class_api(), tablet.members.iter().find(|member| member.id == id)) else {
        return;
    };
    if member.token.is_empty() {
        again.0 = Some(id);
    } else if calls.behind.is_none() {
        let request = Request::get(format!("{api}/me")).with_token(&member.token);
        calls.behind = Some((Purpose::Refresh(id), Call::start(request)));
    }
}

/// A child of the class playing here whose sign-in ended (the server refused his token: a new
/// picture secret, a rename, a removal), by his number: "My class" asks him to sign in again
/// as soon as he is on the title or "Who is playing?" (never in the middle of a game).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SignInAgain(pub Option<i64>);

/// Opens "My class" for a child whose sign-in ended, once he is on the title or "Who is
/// playing?".
fn ask_again(
    mut again: ResMut<SignInAgain>,
    screen: Res<State<Screen>>,
    mut step: ResMut<ClassStep>,
    mut next: ResMut<NextState<Screen>>,
) {
    if again.0.is_some() && matches!(screen.get(), Screen::Title | Screen::Who) {
        again.0 = None;
        step.again = true;
        next.set(Screen::Class);
    }
}

/// The class API last answered whether its server keeps a class.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Probed(pub Option<String>);

/// Asks the server whether it keeps a class, at start and whenever its address changes, again
/// every [`RETRY`] while it does not answer.
fn probe(
    time: Res<Time<Real>>,
    settings: Res<Settings>,
    mut probed: ResMut<Probed>,
    mut class_server: ResMut<ClassServer>,
    mut calls: ResMut<Calls>,
) {
    let api = settings.class_api();
    if api == probed.0 || calls.behind.is_some() || time.elapsed_secs() < calls.retry_at {
        return;
    }
    let Some(api) = api else {
        probed.0 = None;
        class_server.set_if_neq(ClassServer(false));
        return;
    };
    calls.behind = Some((Purpose::Probe(api.clone()), Call::start(Request::get(api))));
}
