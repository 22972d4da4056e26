//! The class screen at `/class/screen`, for the projector: the tournament's standings in large
//! type with each child's animal, the round's games as small live boards (a tap on one shows it
//! big: `/class/screen/{code}`), and the last results. It reads itself again every
//! [`REFRESH_SECONDS`] seconds, so that it follows the games with nobody touching it. Behind
//! the teacher's session, as the class page is: the projector is the class computer.

use super::session::{refusal, store_refusal, teacher, translator};
use super::views::{points, who};
use crate::engine::{Pit, Position, Side};
use crate::i18n::Translator;
use crate::net::class::Classroom;
use crate::net::class::contest::{self, BoardRoom, Contest};
use crate::net::class::tournament::Outcome;
use crate::net::class::tournament::pairing::Pairing;
use crate::net::hub::restored;
use crate::net::store::StoredChild;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use maud::{DOCTYPE, Markup, PreEscaped, html};
use std::sync::Arc;

/// How often the class screen reads itself again, in seconds.
pub const REFRESH_SECONDS: u32 = 3;

/// The most children the standings show in one column; more take two.
const STANDINGS_IN_ONE: usize = 14;

/// The projector's style: sizes in `vh` (a share of the screen's height), so that the text is
/// read from the back of a room at any resolution: the smallest text 3.2 % of the height.
const STYLE: &str = "
@font-face{font-family:'Awale Pictures';src:url(/class/pictures.ttf) format('truetype')}
html,body{margin:0;height:100%;background:#2b1d0e;color:#fdf6e6;font-family:'Awale Pictures',system-ui,sans-serif}
body{font-size:3.4vh;display:flex;flex-direction:column;padding:1.5vh 2vw;box-sizing:border-box}
h1{font-size:5.5vh;margin:0 0 1vh}h2{font-size:4vh;margin:1vh 0;color:#f2c14e}
a{color:inherit;text-decoration:none}
.columns{display:flex;gap:2vw;flex:1;min-height:0}
.standings{flex:0 0 34%;overflow:hidden}
.standings ol{list-style:none;margin:0;padding:0;display:grid;grid-auto-flow:column;column-gap:1.5vw}
.standings li{display:flex;gap:.8vw;padding:.5vh .4vw;border-bottom:.2vh solid #5b4326;white-space:nowrap;overflow:hidden}
.standings .place{min-width:1.5em}.standings .who{flex:1;overflow:hidden;text-overflow:ellipsis}
.standings .points{font-weight:bold;color:#f2c14e}
.standings .leads li:first-child{font-size:4.2vh}
.table{font-size:3vh;color:#f2c14e;margin:.6vh 0 .3vh}
.standings.two li,.standings.two li:first-child{font-size:3.1vh;gap:.5vw}
.games{flex:1;min-width:0}
.boards{display:grid;grid-template-columns:repeat(auto-fill,minmax(30vh,1fr));gap:1.5vh;align-content:start}
.board{background:#6b4423;border-radius:1.5vh;padding:1vh;display:block}
.names{display:flex;justify-content:space-between;gap:1vw;font-size:3.2vh;white-space:nowrap;overflow:hidden}
.turn{color:#f2c14e;font-weight:bold}
.row{display:flex;justify-content:space-between;margin:.4vh 0}
.pit{width:4.4vh;height:4.4vh;border-radius:50%;background:#3d2612;display:flex;align-items:center;justify-content:center;font-size:3vh}
.big .pit{width:11vh;height:11vh;font-size:5.5vh;flex-direction:column;line-height:1}
.letter{display:none}.big .letter{display:block;font-size:2.6vh;color:#e9c46a}.big .names{font-size:5vh}.big{max-width:95vh;margin:2vh auto;padding:3vh}
.few{grid-template-columns:repeat(auto-fill,minmax(52vh,1fr))}.few .pit{width:7.5vh;height:7.5vh;font-size:4.2vh}.few .names{font-size:4vh}
.pair{grid-template-columns:repeat(auto-fill,minmax(70vh,1fr))}.pair .pit{width:10vh;height:10vh;font-size:5vh}.pair .names{font-size:4.6vh}
.many{grid-template-columns:repeat(auto-fill,minmax(25vh,1fr));gap:1vh}.many .board{padding:.6vh}.many .pit{width:3.9vh;height:3.9vh}.many .names{font-size:3.1vh}
.done{opacity:.7}
.results{font-size:3.2vh}
.paused{color:#ff8a7a}
.votes{display:flex;justify-content:space-between;margin:.6vh 0 0}.votes span{width:11vh;text-align:center;font-size:4vh;color:#f2c14e;font-weight:bold}
.line{font-size:4vh;margin:1.5vh auto;max-width:95vh;text-align:center}.countdown{font-size:6vh;color:#f2c14e}
";

pub(super) fn screen_layout(tr: &Translator, title: &str, refresh: bool, body: Markup) -> Markup {
    let language = tr.language();
    html! {
        (DOCTYPE)
        html lang=(language.code()) dir=(if language.right_to_left() { "rtl" } else { "ltr" }) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                @if refresh { meta http-equiv="refresh" content=(REFRESH_SECONDS); }
                title { (title) }
                style { (PreEscaped(STYLE)) }
            }
            body { (body) }
        }
    }
}

/// A board's room as it stands: its position, whose turn, and the games each side has won.
pub(super) struct Live {
    pub(super) position: Position,
    pub(super) over: bool,
}

async fn live(room: &Classroom, board: &BoardRoom) -> Option<Live> {
    let code = board.code.clone();
    let stored = room.hub.store(move |store| store.room(&code)).await.ok()??;
    let (stored_room, _) = restored(stored).ok()?;
    Some(Live { position: stored_room.games.game().position(), over: stored_room.games.is_over() })
}

/// A pit's letter under its count (A–F South's, a–f North's, in sowing order), shown on a big
/// board, where the line names the pits ("the class played C").
fn letter(side: Side, column: usize) -> Markup {
    html! { small.letter { @if let Some(pit) = Pit::of(side, column) { (pit) } } }
}

/// A board drawn as two rows of pits: North's (a–f, right to left) above South's (A–F).
pub(super) fn board_markup(names: (&str, &str), live: Option<&Live>, big: bool) -> Markup {
    let seeds = |side: Side, column: usize| {
        let pit = Pit::of(side, column);
        live.zip(pit).map_or(4, |(live, pit)| live.position.seeds(pit))
    };
    let turn = live.filter(|live| !live.over).map(|live| live.position.turn());
    let stores = live.map(|live| live.position.stores());
    html! {
        div.board.big[big].done[live.is_some_and(|live| live.over)] {
            div.names { span.turn[turn == Some(Side::North)] { (names.1) } span { @if let Some(s) = stores { (s.north) } } }
            div.row { @for column in (0..6).rev() { span.pit { (seeds(Side::North, column)) (letter(Side::North, column)) } } }
            div.row { @for column in 0..6 { span.pit { (seeds(Side::South, column)) (letter(Side::South, column)) } } }
            div.names { span.turn[turn == Some(Side::South)] { (names.0) } span { @if let Some(s) = stores { (s.south) } } }
        }
    }
}

/// The teacher's class's tournament, settled: or the refusal (401 without a session).
async fn contest_of(
    room: &Classroom,
    headers: &HeaderMap,
) -> Result<(String, Option<Contest>, Vec<StoredChild>), Response> {
    let tr = translator(headers, None);
    let teacher = teacher(room, headers, tr).await?;
    let class = teacher.class.id;
    let children =
        room.hub.store(move |store| store.children(class)).await.map_err(|error| store_refusal(tr, &error))?;
    let contest = contest::settled(&room.hub, class, &children).await.map_err(|why| match why {
        contest::Why::Store(error) => store_refusal(tr, &error),
        why => {
            tracing::warn!(why = %why, "the class screen");
            refusal(tr, StatusCode::SERVICE_UNAVAILABLE, "class-store")
        }
    })?;
    Ok((teacher.class.name, contest, children))
}

/// `GET /class/screen`.
pub(in crate::net::class) async fn screen(State(room): State<Arc<Classroom>>, headers: HeaderMap) -> Response {
    let tr = translator(&headers, None);
    let (name, contest, children) = match contest_of(&room, &headers).await {
        Ok(found) => found,
        Err(refused) => return refused,
    };
    let Some(contest) = contest else {
        let body = html! { h1 { (name) } h2 { (tr.t("class-screen-none")) } };
        return Html(screen_layout(tr, &name, true, body).into_string()).into_response();
    };
    let tournament = &contest.tournament;
    let round = tournament.rounds.len().saturating_sub(1);
    let mut boards = Vec::new();
    for board_room in contest.rooms.iter().filter(|board| board.round == round) {
        // Its table's number, as the tablets say it: the board's place in the round.
        let pairing = Pairing::Game { south: board_room.south, north: board_room.north };
        let table = tournament.rounds.get(round).and_then(|round| round.iter().position(|b| b.pairing == pairing));
        boards.push((board_room.clone(), live(&room, board_room).await, table.map_or(0, |at| at + 1)));
    }
    boards.sort_by_key(|(_, _, table)| *table);
    // The leader shown larger once a game has counted, not a child first by chance at 0.
    let leads = tournament.rounds.iter().flatten().any(|board| board.outcome(tournament.best_of).is_some());
    let results: Vec<(usize, Pairing, Option<Outcome>)> = tournament
        .rounds
        .iter()
        .enumerate()
        .rev()
        .take(2)
        .flat_map(|(at, round)| round.iter().map(move |board| (at, board)))
        .filter_map(|(at, board)| {
            let outcome = board.outcome(tournament.best_of)?;
            matches!(board.pairing, Pairing::Game { .. }).then_some((at, board.pairing, Some(outcome)))
        })
        .take(6)
        .collect();
    let heading = if tournament.is_over() {
        tr.t("class-screen-over")
    } else {
        tr.f("class-tournament-round", [("round", (round + 1).into()), ("rounds", tournament.rounds_planned().into())])
    };
    // A large class's standings in two columns, so that every child is on the screen.
    let standings = tournament.standings();
    let two_columns = standings.len() > STANDINGS_IN_ONE;
    let rows = if two_columns { standings.len().div_ceil(2) } else { standings.len() };
    let body = html! {
        h1 { (name) " · " (heading) @if tournament.paused { " · " span.paused { (tr.t("class-tournament-paused")) } } }
        div.columns {
            div.standings.two[two_columns] {
                h2 { (tr.t("class-tournament-standings")) }
                ol.leads[leads] style=(format!("grid-template-rows:repeat({rows},auto)")) { @for (at, line) in standings.iter().enumerate() {
                    li { span.place { (at + 1) } span.who { (who(&children, line.child)) } span.points { (points(line.points)) } }
                } }
            }
            div.games {
                @if !tournament.is_over() {
                    h2 { (tr.t("class-screen-games")) }
                    div.boards.pair[boards.len() <= 2].few[boards.len() <= 4].many[boards.len() > 9] {
                        @for (board, live, table) in &boards {
                            a href=(format!("/class/screen/{}", board.code)) aria-label=(tr.t("class-screen-watch")) {
                                div.table { (tr.t("class-tournament-table")) " " (table) }
                                (board_markup((&who(&children, board.south), &who(&children, board.north)), live.as_ref(), false))
                            }
                        }
                    }
                }
                @if !results.is_empty() && boards.len() <= 8 {
                    h2 { (tr.t("class-screen-results")) }
                    div.results { @for (_, pairing, outcome) in &results {
                        @if let Pairing::Game { south, north } = pairing {
                            div { @match outcome {
                                Some(Outcome::Won(winner)) => {
                                    (who(&children, *winner)) " 1 – 0 " (who(&children, if winner == south { *north } else { *south }))
                                }
                                _ => { (who(&children, *south)) " ½ – ½ " (who(&children, *north)) }
                            } }
                        }
                    } }
                }
            }
        }
    };
    Html(screen_layout(tr, &name, true, body).into_string()).into_response()
}

/// `GET /class/screen/{code}`: one game of the round in progress, big.
pub(in crate::net::class) async fn board(
    State(room): State<Arc<Classroom>>,
    Path(code): Path<String>,
    headers: HeaderMap,
) -> Response {
    let tr = translator(&headers, None);
    let (name, contest, children) = match contest_of(&room, &headers).await {
        Ok(found) => found,
        Err(refused) => return refused,
    };
    let Some(board_room) = contest.as_ref().and_then(|contest| contest.rooms.iter().find(|board| board.code == code))
    else {
        return refusal(tr, StatusCode::NOT_FOUND, "class-screen-no-game");
    };
    let live = live(&room, board_room).await;
    let body = html! {
        h1 { a href="/class/screen" { "← " (name) } }
        (board_markup((&who(&children, board_room.south), &who(&children, board_room.north)), live.as_ref(), true))
    };
    Html(screen_layout(tr, &name, true, body).into_string()).into_response()
}
