//! The class tournament on the teacher's page: started among the children ticked (those whose
//! tablet asked the server in the last [`PRESENT_MINUTES`] minutes ticked already), one game or
//! the best of three, with a preset's rules; then the round, its tables, the standings, and the
//! teacher's hands on it: pause and go on, end the round, end the tournament, a child gone or
//! back. Each is a form carrying the session's CSRF token.

use super::session::{Teacher, signed_form, store_refusal, translator};
use super::views::{points, who};
use crate::engine::Preset;
use crate::i18n::Translator;
use crate::net::class::Classroom;
use crate::net::class::contest::{self, Contest, Why};
use crate::net::class::tournament::pairing::Pairing;
use crate::net::class::tournament::{ChildId, Outcome};
use crate::net::store::StoredChild;
use axum::extract::rejection::FormRejection;
use axum::extract::{Form, Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Redirect, Response};
use maud::{Markup, html};
use std::sync::Arc;

/// A child whose tablet asked the server this many minutes ago or less is ticked to play.
pub const PRESENT_MINUTES: i64 = 10;

fn emoji(animal: u8) -> &'static str {
    crate::net::animals::ANIMALS.get(usize::from(animal)).map_or("", |picture| picture.1)
}

/// The tournament's part of the class page, its rooms' results kept first: or the store's
/// refusal.
pub(super) async fn shown(
    room: &Classroom,
    teacher: &Teacher,
    children: &[(StoredChild, crate::net::class::journal::Progress)],
    tr: &Translator,
) -> Result<Markup, Response> {
    let stored: Vec<StoredChild> = children.iter().map(|(child, _)| child.clone()).collect();
    let contest = match contest::settled(&room.hub, teacher.class.id, &stored).await {
        Ok(contest) => contest,
        Err(Why::Store(error)) => return Err(store_refusal(tr, &error)),
        Err(why) => {
            tracing::warn!(why = %why, "the class's tournament");
            None
        }
    };
    Ok(section(tr, contest.as_ref(), &stored, &teacher.csrf, crate::net::hub::now()))
}

/// The tournament's part of the class page: the one going on; or the last one's standings and
/// the form that starts one, folded (a phone's page stays short); nothing for a class of fewer
/// than two children that never had one.
fn section(tr: &Translator, contest: Option<&Contest>, children: &[StoredChild], csrf: &str, now: i64) -> Markup {
    let running = contest.filter(|contest| !contest.tournament.is_over());
    if contest.is_none() && children.len() < 2 {
        return html! {};
    }
    html! {
        section #tournament {
            h2 { (tr.t("class-tournament")) }
            @if let Some(contest) = running { (going_on(tr, contest, children, csrf)) }
            @else {
                @if let Some(ended) = contest { (standings(tr, ended, children)) }
                @if children.len() >= 2 {
                    details.noprint { summary { (tr.t("class-tournament-start")) } (start_form(tr, children, csrf, now)) }
                }
            }
        }
    }
}

fn start_form(tr: &Translator, children: &[StoredChild], csrf: &str, now: i64) -> Markup {
    html! {
        form.noprint method="post" action="/class/tournament/start" {
            input type="hidden" name="csrf" value=(csrf);
            p.note { (tr.t("class-tournament-who")) }
            div.row {
                @for child in children {
                    label.pick {
                        input type="checkbox" name="child" value=(child.id) checked[now - child.seen <= PRESENT_MINUTES * 60];
                        " " span.animal { (emoji(child.animal)) } " " (child.name)
                    }
                }
            }
            div.row {
                label { (tr.t("class-tournament-games")) " "
                    select name="best_of" {
                        option value="1" { (tr.t("class-tournament-one")) }
                        option value="3" { (tr.t("class-tournament-three")) }
                    }
                }
                label { (tr.t("class-tournament-rules")) " "
                    select name="rules" {
                        @for preset in Preset::ALL {
                            option value=(preset.name()) selected[preset == Preset::Tournament] { (tr.t(&format!("preset-{}", preset.name()))) }
                        }
                    }
                }
                button.primary type="submit" { (tr.t("class-tournament-start")) }
            }
        }
    }
}

fn going_on(tr: &Translator, contest: &Contest, children: &[StoredChild], csrf: &str) -> Markup {
    let tournament = &contest.tournament;
    let round = tournament.rounds.len();
    let best_of = tournament.best_of;
    let action = |path: &str, key: &str, class: &str| {
        html! {
            form method="post" action=(format!("/class/tournament/{path}")) style="display:inline" {
                input type="hidden" name="csrf" value=(csrf);
                button type="submit" class=(class) { (tr.t(key)) }
            }
        }
    };
    html! {
        p {
            strong { (tr.f("class-tournament-round", [("round", round.into()), ("rounds", tournament.rounds_planned().into())])) }
            @if tournament.paused { " · " span.wrong { (tr.t("class-tournament-paused")) } }
        }
        div.bar.noprint {
            a.button.primary href="/class/screen" { (tr.t("class-tournament-screen")) }
            @if tournament.paused { (action("go-on", "class-tournament-go-on", "")) } @else { (action("pause", "class-tournament-pause", "")) }
            (action("end-round", "class-tournament-end-round", ""))
            (action("end", "class-tournament-end", "danger"))
        }
        div.scroll { table {
            thead { tr { th { "#" } th { (tr.t("class-tournament-table")) } th { (tr.t("class-tournament-games-played")) } th {} } }
            tbody {
                @for (at, board) in tournament.rounds.last().into_iter().flatten().enumerate() {
                    tr {
                        td.num { (at + 1) }
                        @match board.pairing {
                            Pairing::Game { south, north } => {
                                td { (who(children, south)) " – " (who(children, north)) }
                                td.num { (board.games.len()) " / " (best_of) }
                            }
                            Pairing::Bye(child) => {
                                td { (who(children, child)) } td { (tr.t("class-tournament-bye")) }
                            }
                        }
                        td { @match board.outcome(best_of) {
                            None => { span.note { (tr.t("class-tournament-playing")) } }
                            Some(Outcome::Won(winner)) => { "🏆 " (who(children, winner)) }
                            Some(Outcome::Drawn) => { (tr.t("class-tournament-drawn")) }
                        } }
                    }
                }
            }
        } }
        (standings(tr, contest, children))
        h2 { (tr.t("class-tournament-present")) }
        div.row.noprint {
            @for &child in &tournament.entrants {
                @let away = tournament.away.contains(&child);
                form method="post" action=(format!("/class/tournament/{}/{child}", if away { "back" } else { "away" })) style="display:inline" {
                    input type="hidden" name="csrf" value=(csrf);
                    button type="submit" class=(if away { "danger" } else { "" }) aria-pressed=(if away { "false" } else { "true" }) {
                        (who(children, child)) " · " (tr.t(if away { "class-tournament-away" } else { "class-tournament-here" }))
                    }
                }
            }
        }
    }
}

/// The standings table: place, child, points (a board won 2, drawn 1, shown in whole and half
/// points), won/drawn/lost, and the tie-break.
pub(super) fn standings(tr: &Translator, contest: &Contest, children: &[StoredChild]) -> Markup {
    html! {
        h2 { (tr.t("class-tournament-standings")) }
        div.scroll { table.standings {
            thead { tr { th { "#" } th {} th { (tr.t("class-tournament-points")) } th { (tr.t("class-tournament-wdl")) } th.wide { (tr.t("class-tournament-tie-break")) } } }
            tbody {
                @for (at, line) in contest.tournament.standings().iter().enumerate() {
                    tr {
                        td.num { (at + 1) }
                        td { (who(children, line.child)) }
                        td.num { (points(line.points)) }
                        td.num { (line.won) " – " (line.drawn) " – " (line.lost) }
                        td.wide.num { (points(line.opponents)) }
                    }
                }
            }
        } }
    }
}

/// The page's answer to a tournament refused: the class page again with why, or the store's
/// refusal.
fn refused(tr: &Translator, why: &Why) -> Response {
    if let Why::Store(error) = why {
        return store_refusal(tr, error);
    }
    tracing::warn!(why = %why, "a tournament change refused");
    let key = match why {
        Why::Running => "class-tournament-running",
        Why::Tournament(crate::net::class::tournament::TournamentError::TooFew) => "class-tournament-too-few",
        _ => "class-tournament-refused",
    };
    super::session::conflict(tr, key)
}

/// The teacher and his form's fields, checked (session, CSRF), with his class's children: or
/// the refusal.
async fn signed(
    room: &Classroom,
    headers: &HeaderMap,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Result<(Teacher, Vec<(String, String)>, Vec<StoredChild>), Response> {
    let tr = translator(headers, None);
    let (teacher, fields) = signed_form(room, headers, form).await?;
    let class = teacher.class.id;
    let children =
        room.hub.store(move |store| store.children(class)).await.map_err(|error| store_refusal(tr, &error))?;
    Ok((teacher, fields, children))
}

/// `POST /class/tournament/start`: `child` (each ticked child's number), `best_of` (1 or 3),
/// `rules` (a preset's name).
pub(in crate::net::class) async fn start(
    State(room): State<Arc<Classroom>>,
    headers: HeaderMap,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Response {
    let tr = translator(&headers, None);
    let (teacher, fields, children) = match signed(&room, &headers, form).await {
        Ok(signed) => signed,
        Err(refused) => return refused,
    };
    let field =
        |wanted: &'static str| fields.iter().filter(move |(name, _)| name == wanted).map(|(_, value)| value.as_str());
    // Only the class's own children enter, in the class list's order.
    let ticked: Vec<ChildId> = field("child").filter_map(|id| id.parse().ok()).collect();
    let entrants: Vec<ChildId> = children.iter().map(|child| child.id).filter(|id| ticked.contains(id)).collect();
    let best_of = field("best_of").next().and_then(|n| n.parse().ok()).unwrap_or(1);
    let rules = field("rules").next().and_then(|name| Preset::ALL.into_iter().find(|p| p.name() == name));
    let rules = rules.unwrap_or(Preset::Tournament).rules();
    let started =
        contest::change(&room.hub, teacher.class.id, &children, |kept| contest::start(kept, &entrants, best_of, rules))
            .await;
    match started {
        Ok(_) => Redirect::to("/class#tournament").into_response(),
        Err(why) => refused(tr, &why),
    }
}

/// Asks before the tournament is ended: what ending does, and the button that does it (`sure`).
fn end_asked(tr: &Translator, csrf: &str) -> Response {
    let body = html! {
        h1 { (tr.t("class-tournament-end")) }
        p { (tr.t("class-tournament-end-ask")) }
        div.bar {
            form method="post" action="/class/tournament/end" style="display:inline" {
                input type="hidden" name="csrf" value=(csrf);
                input type="hidden" name="sure" value="1";
                button.danger type="submit" { (tr.t("class-tournament-end")) }
            }
            a.button href="/class#tournament" { (tr.t("class-back")) }
        }
    };
    Html(super::views::layout(tr, &tr.t("class-tournament-end"), body).into_string()).into_response()
}

/// `POST /class/tournament/{action}`: `pause`, `go-on`, `end-round` or `end` (which first asks:
/// it ends with `sure=1`).
pub(in crate::net::class) async fn act(
    State(room): State<Arc<Classroom>>,
    Path(action): Path<String>,
    headers: HeaderMap,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Response {
    let tr = translator(&headers, None);
    let (teacher, fields, children) = match signed(&room, &headers, form).await {
        Ok(signed) => signed,
        Err(refused) => return refused,
    };
    if action == "end" && !fields.iter().any(|(name, value)| name == "sure" && value == "1") {
        return end_asked(tr, &teacher.csrf);
    }
    let apply: fn(&mut crate::net::class::tournament::Tournament) = match action.as_str() {
        "pause" => |t| t.paused = true,
        "go-on" => |t| t.paused = false,
        "end-round" => |t| t.end_round(),
        "end" => |t| t.end(),
        _ => return (StatusCode::NOT_FOUND, Html(tr.t("class-tournament-refused"))).into_response(),
    };
    let changed = contest::change(&room.hub, teacher.class.id, &children, |kept| contest::with(kept, apply)).await;
    // A board ended is a draw: its game counts in its children's progress.
    let counted = match changed {
        Ok(contest) if action.starts_with("end") => contest::record_ended(&room.hub, &contest).await,
        other => other.map(|_| ()),
    };
    match counted {
        Ok(()) => Redirect::to("/class#tournament").into_response(),
        Err(why) => refused(tr, &why),
    }
}

/// `POST /class/tournament/away/{child}` and `…/back/{child}`: a child gone (he forfeits the
/// board he has not finished and is not paired until back) or back (from the next round).
pub(in crate::net::class) async fn presence(
    State(room): State<Arc<Classroom>>,
    Path((way, child)): Path<(String, ChildId)>,
    headers: HeaderMap,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Response {
    let tr = translator(&headers, None);
    let (teacher, _, children) = match signed(&room, &headers, form).await {
        Ok(signed) => signed,
        Err(refused) => return refused,
    };
    let away = match way.as_str() {
        "away" => true,
        "back" => false,
        _ => return (StatusCode::NOT_FOUND, Html(tr.t("class-tournament-refused"))).into_response(),
    };
    let changed = contest::change(&room.hub, teacher.class.id, &children, |kept| {
        contest::with(kept, |tournament| if away { tournament.leave(child) } else { tournament.come_back(child) })
    })
    .await;
    match changed {
        Ok(_) => Redirect::to("/class#tournament").into_response(),
        Err(why) => refused(tr, &why),
    }
}
