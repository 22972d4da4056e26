//! The class against the computer on the teacher's page and the projector: the form that starts
//! a game (the computer's level, the time to vote, who starts, the rules), the game going on
//! with its End, and `/class/vote`, the board for the projector with each pit's votes as they
//! come (counts, no names), the time left, and the class's last move said in the review's words
//! (aloud, by the browser's voice) with the computer's answer.

use super::screen::{Live, board_markup, screen_layout};
use super::session::{Teacher, signed_form, store_refusal, teacher, translator};
use crate::engine::{Pit, Preset, Side};
use crate::i18n::Translator;
use crate::net::class::Classroom;
use crate::net::class::vote::{self, COUNTDOWN, ClassVote, Played, Refusal};
use axum::extract::rejection::FormRejection;
use axum::extract::{Form, State};
use axum::http::HeaderMap;
use axum::response::{Html, IntoResponse, Redirect, Response};
use maud::{Markup, PreEscaped, html};
use std::sync::Arc;

/// The countdowns offered, in seconds.
const COUNTDOWNS: [u32; 5] = [10, 20, 30, 45, 60];

/// The vote's part of the class page, what is due played first: or the store's refusal.
pub(super) async fn shown(room: &Classroom, teacher: &Teacher, tr: &Translator) -> Result<Markup, Response> {
    let kept = match vote::settled(&room.hub, teacher.class.id).await {
        Ok(kept) => kept,
        Err(Refusal::Store(error)) => return Err(store_refusal(tr, &error)),
        Err(refusal) => {
            tracing::warn!("the class's vote: {refusal}");
            None
        }
    };
    let csrf = &teacher.csrf;
    let running = kept.as_ref().is_some_and(|vote| !vote.is_over());
    Ok(html! {
        section #vote {
            h2 { (tr.t("class-vote")) }
            @if running {
                div.bar.noprint {
                    a.button.primary href="/class/vote" { (tr.t("class-vote-open")) }
                    form method="post" action="/class/vote/end" style="display:inline" {
                        input type="hidden" name="csrf" value=(csrf);
                        button.danger type="submit" { (tr.t("class-vote-end")) }
                    }
                }
            } @else {
                p.note { (tr.t("class-vote-explain")) }
                form.row.noprint method="post" action="/class/vote/start" {
                    input type="hidden" name="csrf" value=(csrf);
                    label { (tr.t("class-vote-level")) " "
                        select name="level" { @for level in 1..=5u8 { option value=(level) selected[level == 2] { (level) } } }
                    }
                    label { (tr.t("class-vote-countdown")) " "
                        select name="countdown" { @for seconds in COUNTDOWNS {
                            option value=(seconds) selected[seconds == 30] { (tr.f("class-vote-seconds", [("seconds", seconds.into())])) }
                        } }
                    }
                    label { (tr.t("class-vote-first")) " "
                        select name="first" {
                            option value="class" { (tr.t("class-vote-first-class")) }
                            option value="computer" { (tr.t("class-vote-first-computer")) }
                        }
                    }
                    label { (tr.t("class-tournament-rules")) " "
                        select name="rules" { @for preset in Preset::ALL {
                            option value=(preset.name()) selected[preset == Preset::Tournament] { (tr.t(&format!("preset-{}", preset.name()))) }
                        } }
                    }
                    button.primary type="submit" { (tr.t("class-vote-start")) }
                }
            }
        }
    })
}

fn refused(tr: &Translator, refusal: &Refusal) -> Response {
    if let Refusal::Store(error) = refusal {
        return store_refusal(tr, error);
    }
    let key = if matches!(refusal, Refusal::Running) { "class-vote-running" } else { "class-tournament-refused" };
    super::session::conflict(tr, key)
}

/// `POST /class/vote/start`: `level` (1–5), `countdown` (10–60 s), `first` (`class` or
/// `computer`), `rules` (a preset's name).
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
    let field = |wanted: &str| fields.iter().find(|(name, _)| name == wanted).map(|(_, value)| value.clone());
    let level = field("level").and_then(|level| level.parse().ok()).unwrap_or(2);
    let countdown = field("countdown").and_then(|seconds| seconds.parse().ok()).unwrap_or(30);
    let starter = if field("first").as_deref() == Some("computer") { Side::North } else { Side::South };
    let rules = field("rules").and_then(|name| Preset::ALL.into_iter().find(|preset| preset.name() == name));
    let new = ClassVote::new(rules.unwrap_or(Preset::Tournament).rules(), starter, level, countdown);
    match vote::change(&room.hub, teacher.class.id, |kept| vote::start(kept, new.clone())).await {
        Ok(_) => Redirect::to("/class/vote").into_response(),
        Err(refusal) => refused(tr, &refusal),
    }
}

/// `POST /class/vote/end`: the game ends where it stands.
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
    let ended = vote::change(&room.hub, teacher.class.id, |kept| {
        let mut vote = kept.ok_or(Refusal::None)?;
        vote.ended = true;
        Ok((vote, ()))
    })
    .await;
    match ended {
        Ok(_) => Redirect::to("/class#vote").into_response(),
        Err(refusal) => refused(tr, &refusal),
    }
}

/// The class's move in the review's words ("Here the class played C: a good move."), a tie said, and
/// the computer's answer.
#[must_use]
pub fn said(tr: &Translator, last: &Played) -> String {
    let class = tr.t("vote-class-said");
    let computer = tr.t("vote-computer-said");
    let side = ("side", class.into());
    let no = ("you", "no".into());
    let pit = ("pit", last.pit.to_string().into());
    let mut line = match last.judged.map(|judged| judged.judgment(last.pit)) {
        None => tr.f("review-played", [side, no, pit]),
        Some(judgment) => {
            let best = ("best", judgment.best.to_string().into());
            let other = ("other", computer.into());
            let other_you = ("other-you", "no".into());
            use crate::ai::judge::Verdict;
            let words = match judgment.verdict {
                Verdict::Best => tr.f("review-best", [side, no, pit]),
                Verdict::Good => tr.f("review-good", [side, no, pit]),
                _ if judgment.gives > judgment.gives_after_best => {
                    tr.f("review-gives", [side, no, pit, other, other_you, best, ("seeds", judgment.gives.into())])
                }
                _ if judgment.best_captures > judgment.captured => {
                    tr.f("review-captures", [side, no, pit, best, ("seeds", judgment.best_captures.into())])
                }
                _ => tr.f("review-better", [side, no, pit, best, ("seeds", ((judgment.loss + 50) / 100).into())]),
            };
            // As the review says it: a slip, a mistake or a blunder named first.
            match judgment.verdict {
                Verdict::Best | Verdict::Good => words,
                Verdict::Inaccuracy => format!("{} {words}", tr.t("review-inaccuracy")),
                Verdict::Mistake => format!("{} {words}", tr.t("review-mistake")),
                Verdict::Blunder => format!("{} {words}", tr.t("review-blunder")),
            }
        }
    };
    if last.tie {
        line = format!("{} {line}", tr.f("vote-tie", [("pit", last.pit.to_string().into())]));
    }
    if let Some(reply) = last.reply {
        line = format!("{line} {}", tr.f("vote-reply", [("pit", reply.to_string().into())]));
    }
    line
}

/// `GET /class/vote`: the board for the projector, read again every second.
pub(in crate::net::class) async fn projector(State(room): State<Arc<Classroom>>, headers: HeaderMap) -> Response {
    let tr = translator(&headers, None);
    let teacher = match teacher(&room, &headers, tr).await {
        Ok(teacher) => teacher,
        Err(refused) => return refused,
    };
    let class = teacher.class.id;
    let (kept, children) = match tokio::try_join!(
        async { vote::settled(&room.hub, class).await.map_err(|refusal| refused(tr, &refusal)) },
        async { room.hub.store(move |store| store.children(class)).await.map_err(|error| store_refusal(tr, &error)) },
    ) {
        Ok(found) => found,
        Err(response) => return response,
    };
    let name = teacher.class.name;
    let Some(vote) = kept else {
        let body = html! { h1 { (name) } h2 { (tr.t("class-screen-none")) } };
        return Html(screen_layout(tr, &name, true, body).into_string()).into_response();
    };
    let game = vote.game();
    let view = vote::view_of(Some(&vote), 0);
    let live = Live { position: game.position(), over: vote.is_over() };
    let mut counts = [0u32; 6];
    for pit in vote.votes.values() {
        counts[pit.column()] += 1;
    }
    let heading = if vote.ended {
        tr.t("vote-ended")
    } else if let Some(result) = &view.result {
        tr.t(&format!("vote-over-{result}"))
    } else if view.class_turn {
        tr.f("vote-your-turn", [("seconds", view.left_ms.div_ceil(1000).into())])
    } else {
        tr.t("vote-thinking")
    };
    let line = vote.last.as_ref().map(|last| said(tr, last)).unwrap_or_default();
    // Said aloud once, by the browser's voice, when the line changes (the strings as JSON, no
    // `<` left to end the script).
    let js = |text: &str| serde_json::to_string(text).unwrap_or_default().replace('<', "\\u003c");
    let (line_js, language) = (js(&line), js(tr.language().code()));
    let speak = format!(
        "(function(){{var l={line_js};if(!l||sessionStorage.getItem('awale-said')===l)return;sessionStorage.setItem('awale-said',l);\
         if(window.speechSynthesis){{var u=new SpeechSynthesisUtterance(l);u.lang={language};speechSynthesis.speak(u);}}}})();"
    );
    let body = html! {
        h1 { (name) " · " (tr.t("class-vote")) }
        div.line.countdown role="status" { (heading) " · " (tr.f("vote-voted", [("count", vote.votes.len().into()), ("here", vote::here(&children).into())])) }
        (board_markup((&tr.t("vote-class"), &tr.t("vote-computer")), Some(&live), true))
        div.board.big style="background:none;padding:0 3vh" {
            div.votes { @for column in 0..6 {
                span aria-label=(format!("{}: {}", Pit::of(Side::South, column).map(|p| p.to_string()).unwrap_or_default(), counts[column])) {
                    @if view.class_turn { (counts[column]) }
                }
            } }
        }
        @if !line.is_empty() { p.line { (line) } }
        script { (PreEscaped(speak)) }
    };
    let mut response = Html(screen_layout(tr, &name, false, body).into_string()).into_response();
    if let Ok(value) = axum::http::HeaderValue::from_str(&format!("{}", if vote.is_over() { 10 } else { 1 })) {
        response.headers_mut().insert("refresh", value);
    }
    response
}

/// The countdowns a teacher may choose lie in [`COUNTDOWN`].
const _: () = assert!(COUNTDOWNS[0] >= *COUNTDOWN.start() && COUNTDOWNS[4] <= *COUNTDOWN.end());
