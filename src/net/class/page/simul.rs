//! The teacher against many on his page: the form that starts simultaneous games with the
//! children ticked (those here ticked already), and `/class/simul`, his boards in a row, each
//! child's name above his, those waiting for his move marked and their pits his buttons, read
//! again every few seconds.

use super::screen::{Live, board_markup};
use super::session::{Teacher, signed_form, store_refusal, teacher, translator};
use super::tournament::PRESENT_MINUTES;
use super::views::who;
use crate::engine::{Pit, Preset, Side};
use crate::i18n::Translator;
use crate::net::class::Classroom;
use crate::net::class::simul::{self, Simul, Why};
use crate::net::hub::restored;
use crate::net::store::StoredChild;
use axum::extract::rejection::FormRejection;
use axum::extract::{Form, State};
use axum::http::{HeaderMap, HeaderValue};
use axum::response::{Html, IntoResponse, Redirect, Response};
use maud::{Markup, html};
use std::sync::Arc;

/// How often the teacher's boards are read again, in seconds.
pub const REFRESH_SECONDS: u32 = 3;

fn refused(tr: &Translator, why: &Why) -> Response {
    if let Why::Store(error) = why {
        return store_refusal(tr, error);
    }
    tracing::warn!("simultaneous games: {why}");
    let key = match why {
        Why::Running => "class-simul-running",
        Why::Nobody => "class-tournament-too-few",
        _ => "class-tournament-refused",
    };
    super::session::conflict(tr, key)
}

/// The simultaneous games' part of the class page.
pub(super) async fn shown(
    room: &Classroom,
    teacher: &Teacher,
    children: &[StoredChild],
    tr: &Translator,
) -> Result<Markup, Response> {
    let kept = simul::settled(&room.hub, teacher.class.id).await.map_err(|why| refused(tr, &why))?;
    let running = kept.as_ref().is_some_and(|simul| !simul.is_over());
    let now = crate::net::hub::now();
    let csrf = &teacher.csrf;
    if !running && children.is_empty() {
        return Ok(html! {});
    }
    Ok(html! {
        section #simul {
            h2 { (tr.t("class-simul")) }
            @if running {
                div.bar.noprint {
                    a.button.primary href="/class/simul" { (tr.t("class-simul-open")) }
                    form method="post" action="/class/simul/end" style="display:inline" {
                        input type="hidden" name="csrf" value=(csrf);
                        button.danger type="submit" { (tr.t("class-simul-end")) }
                    }
                }
            } @else {
                details.noprint { summary { (tr.t("class-simul-start")) }
                form method="post" action="/class/simul/start" {
                    input type="hidden" name="csrf" value=(csrf);
                    p.note { (tr.t("class-simul-who")) }
                    div.row { @for child in children {
                        label.pick {
                            input type="checkbox" name="child" value=(child.id) checked[now - child.seen <= PRESENT_MINUTES * 60];
                            " " (who(children, child.id))
                        }
                    } }
                    div.row { button.primary type="submit" { (tr.t("class-simul-start")) } }
                } }
            }
        }
    })
}

/// `POST /class/simul/start`: `child` (each ticked child's number).
pub(in crate::net::class) async fn start(
    State(room): State<Arc<Classroom>>,
    headers: HeaderMap,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Response {
    let tr = translator(&headers, None);
    let (teacher, fields) = match signed_form(&room, &headers, form).await {
        Ok(signed) => signed,
        Err(refused) => return refused,
    };
    let class = teacher.class.id;
    let children = match room.hub.store(move |store| store.children(class)).await {
        Ok(children) => children,
        Err(error) => return store_refusal(tr, &error),
    };
    let ticked: Vec<i64> =
        fields.iter().filter(|(name, _)| name == "child").filter_map(|(_, id)| id.parse().ok()).collect();
    let playing: Vec<StoredChild> = children.into_iter().filter(|child| ticked.contains(&child.id)).collect();
    match simul::start(&room.hub, class, &playing, &tr.t("class-simul-teacher"), Preset::Tournament.rules()).await {
        Ok(_) => Redirect::to("/class/simul").into_response(),
        Err(why) => refused(tr, &why),
    }
}

/// `POST /class/simul/end`.
pub(in crate::net::class) async fn end(
    State(room): State<Arc<Classroom>>,
    headers: HeaderMap,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Response {
    let tr = translator(&headers, None);
    let (teacher, _) = match signed_form(&room, &headers, form).await {
        Ok(signed) => signed,
        Err(refused) => return refused,
    };
    match simul::end(&room.hub, teacher.class.id).await {
        Ok(()) => Redirect::to("/class#simul").into_response(),
        Err(why) => refused(tr, &why),
    }
}

/// `POST /class/simul/move`: `code` (the board's room), `number` (the move's), `pit` (a–f).
pub(in crate::net::class) async fn teacher_moves(
    State(room): State<Arc<Classroom>>,
    headers: HeaderMap,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Response {
    let tr = translator(&headers, None);
    let (teacher, fields) = match signed_form(&room, &headers, form).await {
        Ok(signed) => signed,
        Err(refused) => return refused,
    };
    let field = |wanted: &str| {
        fields.iter().find(|(name, _)| name == wanted).map(|(_, value)| value.clone()).unwrap_or_default()
    };
    let (Ok(number), Ok(pit)) = (field("number").parse::<usize>(), field("pit").parse::<Pit>()) else {
        return refused(tr, &Why::None);
    };
    let kept = match simul::settled(&room.hub, teacher.class.id).await {
        Ok(Some(kept)) => kept,
        Ok(None) => return refused(tr, &Why::None),
        Err(why) => return refused(tr, &why),
    };
    let code = field("code");
    match simul::teacher_moves(&room.hub, &kept, &code, number, pit).await {
        Ok(()) => Redirect::to(&format!("/class/simul#board-{code}")).into_response(),
        Err(why) => refused(tr, &why),
    }
}

/// `GET /class/simul`: the teacher's boards in a row.
pub(in crate::net::class) async fn boards(State(room): State<Arc<Classroom>>, headers: HeaderMap) -> Response {
    let tr = translator(&headers, None);
    let teacher = match teacher(&room, &headers, tr).await {
        Ok(teacher) => teacher,
        Err(refused) => return refused,
    };
    let class = teacher.class.id;
    let (kept, children) = match tokio::try_join!(
        async { simul::settled(&room.hub, class).await.map_err(|why| refused(tr, &why)) },
        async { room.hub.store(move |store| store.children(class)).await.map_err(|error| store_refusal(tr, &error)) },
    ) {
        Ok(found) => found,
        Err(response) => return response,
    };
    let Some(simul) = kept else {
        return Redirect::to("/class#simul").into_response();
    };
    let mut shown = Vec::new();
    for board in &simul.boards {
        let code = board.code.clone();
        let live = match room.hub.store(move |store| store.room(&code)).await {
            Ok(Some(stored)) => {
                restored(stored).ok().map(|(room, _)| (room.games.game().clone(), room.games.is_over()))
            }
            _ => None,
        };
        shown.push((board, live));
    }
    let waiting = shown
        .iter()
        .filter(|(_, live)| live.as_ref().is_some_and(|(game, over)| !over && game.position().turn() == Side::North))
        .count();
    let body = html! {
        div.bar { h1 { (tr.t("class-simul")) } a.button href="/class#simul" { (tr.t("class-back")) } }
        p role="status" { strong { (tr.f("class-simul-waiting", [("count", waiting.into()), ("boards", simul.boards.len().into())])) } }
        div.simul { @for (board, live) in &shown { (one_board(tr, &simul, board, live.as_ref(), &children, &teacher.csrf)) } }
    };
    let mut response = Html(super::views::layout(tr, &tr.t("class-simul"), body).into_string()).into_response();
    if let Ok(value) = HeaderValue::from_str(&REFRESH_SECONDS.to_string()) {
        response.headers_mut().insert("refresh", value);
    }
    response
}

/// One child's board: his name, the board, and the teacher's pits as buttons when it is his move.
fn one_board(
    tr: &Translator,
    simul: &Simul,
    board: &simul::SimulBoard,
    live: Option<&(crate::engine::Game, bool)>,
    children: &[StoredChild],
    csrf: &str,
) -> Markup {
    let name = who(children, board.child);
    let Some((game, over)) = live else { return html! { div.simboard { (name) } } };
    let position = game.position();
    let yours = !over && position.turn() == Side::North && !simul.ended;
    let shown = Live { position, over: *over };
    html! {
        div.simboard.yours[yours] id=(format!("board-{}", board.code)) {
            div {
                @if yours { p { strong { "▶ " (tr.t("class-simul-your-move")) } } }
                @if let Some(result) = board.finished {
                    p { @match result { Some(Side::South) => { "🏆 " (name) } Some(Side::North) => { "🏆 " (simul.teacher) } None => { (tr.t("class-tournament-drawn")) } } }
                }
                (board_markup((&name, &simul.teacher), Some(&shown), false))
                @if yours {
                    div.row { @for column in (0..6).rev() {
                        @if let Some(pit) = Pit::of(Side::North, column).filter(|pit| game.check(*pit).is_ok()) {
                            form method="post" action="/class/simul/move" style="display:inline" {
                                input type="hidden" name="csrf" value=(csrf);
                                input type="hidden" name="code" value=(board.code);
                                input type="hidden" name="number" value=(game.moves().len());
                                input type="hidden" name="pit" value=(pit.to_string());
                                button type="submit" aria-label=(tr.f("class-simul-sow", [("pit", pit.to_string().into())])) { (pit.to_string()) }
                            }
                        }
                    } }
                }
            }
        }
    }
}
