//! A child's class tournament on his tablet. While he is signed in (a member of this tablet's
//! class) and the title shows, the tablet asks the class server every [`POLL`] seconds for his
//! table (`/class/api/me/tournament`). The title then shows his opponent big, as his animal and
//! name, with the round and the table's number, and one tap takes his seat in the room the
//! server made for the two of them: the screen for two devices shows the board once both sit.
//! A rest, a wait, a pause, a child marked gone or the end is one line instead; each new line
//! is also said aloud when "read aloud" is on. At the table the tablet keeps asking: when the
//! teacher ends the board before its game does, the tablet goes back to the title, which says
//! so.

use super::Tablet;
use crate::game::i18n::Tr;
use crate::game::menus::kit::MenuAction;
use crate::game::messages::Rebuild;
use crate::game::online::room::{Room, RoomNote};
use crate::game::profiles::{Profiles, animal};
use crate::game::screens::Screen;
use crate::game::settings::Settings;
use crate::game::theme::{icon, palette, widget};
use crate::game::voice::Voice;
use crate::i18n::Translator;
use crate::net::class::client::{Answer, Call, Request};
use crate::net::class::simul::view::SimulView;
use crate::net::class::tournament::view::TournamentView;
use crate::net::device::Device;
use crate::net::link::{page_rooms_url, rooms_url_of};
use crate::net::session::Role;
use bevy::prelude::*;
use bevy::ui_widgets::Activate;

/// How often the title asks for the child's table, in seconds.
pub const POLL: f32 = 3.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableNews>().add_systems(
        Update,
        (
            (ask, hear, hear_simul).chain().run_if(in_state(Screen::Title).or_else(at_table)),
            leave_ended_table.run_if(in_state(Screen::Gameplay).or_else(in_state(Screen::Online))),
        )
            .chain(),
    );
}

/// What the class server last said of the child's tournament and of his board against the
/// teacher, and the calls asking again.
#[derive(Resource, Default)]
pub struct TableNews {
    /// The member it was said of, and what was said (`None`: no tournament of his).
    pub said: Option<(i64, TournamentView)>,
    /// His board in the teacher's simultaneous games, if he has one.
    pub simul: Option<(i64, SimulView)>,
    /// The room of the table (or of the board against the teacher) the child sat down at from
    /// the title: the news is asked at its board too, so that the board hears when the teacher
    /// ends it.
    seated: Option<String>,
    call: Option<(i64, Call)>,
    simul_call: Option<(i64, Call)>,
    next_at: f32,
}

impl TableNews {
    /// The child's tournament, if the child playing is in one.
    #[must_use]
    pub fn view(&self) -> Option<&TournamentView> {
        self.said.as_ref().map(|(_, view)| view)
    }
}

/// Whether this device sits in the room of the child's table (or of his board against the
/// teacher), as he took his seat from the title.
fn at_table(room: Res<Room>, news: Res<TableNews>) -> bool {
    let code = room.device.as_ref().and_then(|device| device.session.code());
    code.is_some() && news.seated.as_deref() == code
}

/// The teacher ended the child's board (the round, the tournament, or his games against many)
/// while it was still being played here: the tablet goes back to the title, whose line says
/// why and what comes next (the next table, the tournament's end and his place). A board whose
/// last game ended by play stays, for its end to be seen.
fn leave_ended_table(room: Res<Room>, mut news: ResMut<TableNews>, mut next: ResMut<NextState<Screen>>) {
    let Some(device) = room.device.as_ref() else { return };
    let Some(code) = device.session.code() else { return };
    if news.seated.as_deref() != Some(code) || device.session.is_over() {
        return;
    }
    let table_on = news.view().is_some_and(|view| {
        !view.over && view.table.as_ref().is_some_and(|table| table.code == code && !table.decided)
    });
    let simul_on = news.simul.as_ref().is_some_and(|(_, simul)| simul.code == code);
    if !table_on && !simul_on {
        news.seated = None;
        next.set(Screen::Title);
    }
}

/// Asks for the child's table every [`POLL`] seconds; forgets it when no child of the class
/// plays here.
fn ask(
    time: Res<Time<Real>>,
    settings: Res<Settings>,
    tablet: Res<Tablet>,
    profiles: Res<Profiles>,
    mut news: ResMut<TableNews>,
    mut rebuild: MessageWriter<Rebuild>,
) {
    let (Some(member), Some(api)) = (super::playing(&profiles, &tablet), settings.class_api()) else {
        if news.said.take().is_some() | news.simul.take().is_some() {
            rebuild.write(Rebuild);
        }
        return;
    };
    let other = |said: Option<i64>| said.is_some_and(|said_of| said_of != member.id);
    if other(news.said.as_ref().map(|(of, _)| *of)) | other(news.simul.as_ref().map(|(of, _)| *of)) {
        (news.said, news.simul) = (None, None);
        rebuild.write(Rebuild);
    }
    if news.call.is_some() || news.simul_call.is_some() || time.elapsed_secs() < news.next_at {
        return;
    }
    news.next_at = time.elapsed_secs() + POLL;
    // A window asleep until input wakes for the next poll.
    crate::net::waker::wake_in(std::time::Duration::from_secs_f32(POLL));
    let request = Request::get(format!("{api}/me/tournament")).with_token(&member.token);
    news.call = Some((member.id, Call::start(request)));
    let request = Request::get(format!("{api}/me/simul")).with_token(&member.token);
    news.simul_call = Some((member.id, Call::start(request)));
}

/// His board against the teacher heard: the title built again when it comes or goes.
fn hear_simul(mut news: ResMut<TableNews>, mut rebuild: MessageWriter<Rebuild>) {
    let Some(answer) = news.simul_call.as_ref().and_then(|(_, call)| call.poll()) else { return };
    let Some((member, _)) = news.simul_call.take() else { return };
    let Answer::Heard { status: 200, body } = answer else { return };
    let Ok(view) = serde_json::from_str::<SimulView>(&body) else { return };
    let said = view.simul.then_some((member, view));
    if said != news.simul {
        news.simul = said;
        rebuild.write(Rebuild);
    }
}

/// The answer heard: the title built again when it changes what it shows, and the new line
/// said aloud.
fn hear(
    mut news: ResMut<TableNews>,
    settings: Res<Settings>,
    voice: Res<Voice>,
    tr: Res<Tr>,
    mut rebuild: MessageWriter<Rebuild>,
) {
    let Some(answer) = news.call.as_ref().and_then(|(_, call)| call.poll()) else { return };
    let Some((member, _)) = news.call.take() else { return };
    // A server away or a refusal changes nothing shown: asked again soon.
    let Answer::Heard { status: 200, body } = answer else { return };
    let Ok(view) = serde_json::from_str::<TournamentView>(&body) else { return };
    let said = view.tournament.then_some((member, view));
    if said == news.said {
        return;
    }
    let before = news.said.as_ref().map(|(_, view)| line(view, &tr.0));
    news.said = said;
    rebuild.write(Rebuild);
    let now = news.view().map(|view| line(view, &tr.0));
    if settings.read_aloud && now != before {
        voice.say(&now.unwrap_or_default(), settings.language);
    }
}

/// The line that says where the child stands: his table (the opponent's name, for the voice:
/// the title shows his animal), a rest, a wait, a pause, gone, or the end with his place.
#[must_use]
pub fn line(view: &TournamentView, tr: &Translator) -> String {
    let round = tr.f("tournament-title", [("round", view.round.into())]);
    let said = if view.over {
        tr.f("tournament-over", [("place", view.place.into())])
    } else if view.away {
        tr.t("tournament-away")
    } else if view.paused {
        tr.t("tournament-paused")
    } else if view.bye {
        tr.t("tournament-bye")
    } else if let Some(table) = view.table.as_ref().filter(|table| !table.decided) {
        format!("{} · {}", tr.f("tournament-table", [("table", table.number.into())]), table.opponent.name)
    } else {
        tr.t("tournament-wait")
    };
    format!("{round}. {said}")
}

/// Whether the child has a table to sit at now.
fn playable(view: &TournamentView) -> bool {
    !view.over && !view.away && !view.paused && view.table.as_ref().is_some_and(|table| !table.decided)
}

/// Spawns the child's tournament in the title's column, if he is in one: his table to play (a
/// big button with his opponent's animal and name), or the line that says why not. Returns
/// whether it holds the big button, which then takes Quick play's place.
pub fn spawn_card(screen: &mut ChildSpawnerCommands, news: &TableNews, tr: &Translator) -> bool {
    if let Some((_, simul)) = &news.simul {
        screen.spawn((Name::new("Simul"), widget::colored(tr.t("simul-play"), 28.0, palette::GOLD)));
        screen
            .spawn((
                Name::new("Menu SimulTable"),
                MenuAction::SimulTable,
                widget::big_button(icon::PLAY, simul.teacher.clone()),
            ))
            .observe(play_simul);
        return true;
    }
    let Some(view) = news.view() else { return false };
    let round = tr.f("tournament-title", [("round", view.round.into())]);
    let Some(table) = view.table.as_ref().filter(|_| playable(view)) else {
        let said = line(view, tr);
        screen.spawn((Name::new("Tournament"), widget::colored(format!("🏆 {said}"), 28.0, palette::GOLD)));
        return false;
    };
    let (_, emoji) = animal(table.opponent.animal);
    let table_line = tr.f("tournament-table", [("table", table.number.into())]);
    screen.spawn((Name::new("Tournament"), widget::colored(format!("🏆 {round} · {table_line}"), 28.0, palette::GOLD)));
    screen
        .spawn((
            Name::new("Menu TournamentTable"),
            MenuAction::TournamentTable,
            widget::big_button(icon::PLAY, format!("{emoji} {}", table.opponent.name)),
        ))
        .observe(play_table);
    true
}

/// Takes the child's seat at his board against the teacher.
fn play_simul(
    _: On<Activate>,
    mut news: ResMut<TableNews>,
    settings: Res<Settings>,
    mut room: ResMut<Room>,
    mut note: ResMut<RoomNote>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some((_, simul)) = &news.simul else { return };
    let (Some(seat), Some(url)) = (simul.seat, page_rooms_url().or_else(|| rooms_url_of(&settings.server))) else {
        return;
    };
    *note = RoomNote::default();
    let code = simul.code.clone();
    room.enter_class(Device::open(&url, Role::Resume { code: code.clone(), seat, token: simul.token.clone() }));
    news.seated = Some(code);
    next.set(Screen::Online);
}

/// Takes the child's seat at his table: the screen for two devices connects and shows the
/// board once both sit.
fn play_table(
    _: On<Activate>,
    mut news: ResMut<TableNews>,
    settings: Res<Settings>,
    mut room: ResMut<Room>,
    mut note: ResMut<RoomNote>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(table) = news.view().and_then(|view| view.table.as_ref()) else { return };
    let Some(url) = page_rooms_url().or_else(|| rooms_url_of(&settings.server)) else { return };
    *note = RoomNote::default();
    let code = table.code.clone();
    let role = Role::Resume { code: code.clone(), seat: table.seat, token: table.token.clone() };
    room.enter_class(Device::open(&url, role));
    news.seated = Some(code);
    next.set(Screen::Online);
}
