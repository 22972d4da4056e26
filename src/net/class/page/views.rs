//! The teacher's page as HTML, written with maud (which escapes every value it is given): the
//! sign-in, the class with its children's progress, one child, and the cards to print. Plain
//! forms and links, one small style sheet inside, no request to anywhere else.

use crate::i18n::Translator;
use crate::net::class::journal::{Progress, Tally};
use crate::net::class::{ClassCode, secret_pictures};
use crate::net::store::{StoredChild, StoredClass};
use maud::{DOCTYPE, Markup, PreEscaped, html};

/// The page's style: readable on a projector and a phone, cards that print two across.
const STYLE: &str = "
@font-face{font-family:'Awale Pictures';src:url(/class/pictures.ttf) format('truetype')}
body{font-family:'Awale Pictures',system-ui,sans-serif;margin:0;background:#f7f1e3;color:#2b1d0e;font-size:17px}
main{max-width:1400px;margin:0 auto;padding:16px}
h1{font-size:1.6em;margin:.3em 0}h2{font-size:1.25em;margin:1.2em 0 .4em}
.bar{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between}
.code{font-size:2.4em;letter-spacing:.15em}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{padding:6px 8px;border-bottom:1px solid #e0d5c0;text-align:start;vertical-align:middle}
.animal{font-size:1.8em}.note{color:#6b5a45}.wrong{color:#a3261b;font-weight:bold}
button,.button{font:inherit;box-sizing:border-box;padding:10px 16px;border-radius:8px;border:1px solid #8a5a2b;background:#fff;
 color:#2b1d0e;text-decoration:none;display:inline-block;min-height:44px;cursor:pointer}
.primary{background:#8a5a2b;color:#fff}.danger{border-color:#a3261b;color:#a3261b}
summary{display:inline-block;padding:10px 16px;border-radius:8px;background:#8a5a2b;color:#fff;min-height:44px;box-sizing:border-box;cursor:pointer}
input,select{font:inherit;padding:8px;min-height:44px;box-sizing:border-box}
form.row,div.row{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:8px 0}
label.pick{display:inline-flex;align-items:center;gap:4px;margin:0;padding:4px 10px;border:1px solid #e0d5c0;border-radius:8px;background:#fff;min-height:44px}
label{display:block;margin:8px 0 4px}
.scroll{overflow-x:auto}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:12px}
.card{border:2px dashed #8a5a2b;border-radius:12px;padding:12px;background:#fff;display:flex;gap:12px;
 align-items:center;break-inside:avoid}
.card .animal{font-size:4em}.card .name{font-size:1.6em;font-weight:bold}.card .secret{font-size:2em}
.card svg{width:110px;height:110px;flex:none}
td.num,td.when{white-space:nowrap}
.simul{display:flex;flex-wrap:wrap;gap:12px}.simboard{background:#fff;border:2px solid #e0d5c0;border-radius:12px;padding:10px}
.simboard.yours{border-color:#8a5a2b;box-shadow:0 0 0 3px #f2c14e}
.board{background:#6b4423;color:#fdf6e6;border-radius:10px;padding:8px;min-width:300px}
.board .names{display:flex;justify-content:space-between;gap:8px}.board .turn{color:#f2c14e;font-weight:bold}
.board div.row{display:flex;justify-content:space-between;gap:4px;margin:4px 0}
.board .pit{width:40px;height:40px;border-radius:50%;background:#3d2612;display:flex;align-items:center;justify-content:center}
@media print{.noprint{display:none}body{background:#fff}main{max-width:none}}
@media (max-width:600px){.wide{display:none}th,td{padding:4px}.scroll table{min-width:520px}td svg{display:none}}
";

/// A whole page: `title`, in `tr`'s language and direction, around `body`.
pub fn layout(tr: &Translator, title: &str, body: Markup) -> Markup {
    let language = tr.language();
    html! {
        (DOCTYPE)
        html lang=(language.code()) dir=(if language.right_to_left() { "rtl" } else { "ltr" }) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) }
                style { (PreEscaped(STYLE)) }
            }
            body { main { (body) } }
        }
    }
}

/// A hidden field carrying the session's CSRF token.
pub(super) fn csrf_field(csrf: &str) -> Markup {
    html! { input type="hidden" name="csrf" value=(csrf); }
}

/// The sign-in: the class's name and the teacher's password; the form that makes a class at the
/// setup address whose secret is `setup` (else where a class is made); `message` above, in red.
pub fn login(tr: &Translator, message: Option<&str>, setup: Option<&str>) -> Markup {
    let body = html! {
        h1 { (tr.t("class-login-heading")) }
        @if let Some(message) = message { p.wrong role="alert" { (message) } }
        form method="post" action="/class/login" {
            label for="name" { (tr.t("class-login-class")) }
            input id="name" name="name" required autocomplete="username" maxlength="40";
            label for="password" { (tr.t("class-login-password")) }
            input id="password" name="password" type="password" required autocomplete="current-password";
            p { button.primary type="submit" { (tr.t("class-login-button")) } }
        }
        h2 { (tr.t("class-make-heading")) }
        @if let Some(setup) = setup {
            p.note { (tr.t("class-make-explain")) }
            form method="post" action="/class/make" {
                input type="hidden" name="setup" value=(setup);
                label for="new-name" { (tr.t("class-make-name")) }
                input id="new-name" name="name" required maxlength="40";
                label for="new-password" { (tr.f("class-make-password", [("length", super::super::auth::PASSWORD_LENGTH.into())])) }
                input id="new-password" name="password" type="password" required autocomplete="new-password";
                label for="again" { (tr.t("class-make-again")) }
                input id="again" name="again" type="password" required autocomplete="new-password";
                p { button.primary type="submit" { (tr.t("class-make-button")) } }
            }
        } @else {
            p.note { (tr.t("class-make-local")) }
        }
    };
    layout(tr, &tr.t("class-login-heading"), body)
}

/// A date, from milliseconds since 1970: `2026-11-28`.
#[must_use]
pub fn date(ms: i64) -> String {
    cookie::time::OffsetDateTime::from_unix_timestamp(ms / 1000)
        .map_or_else(|_| String::new(), |time| time.date().to_string())
}

/// A lesson's title in the teacher's language (the game's own), or its name where the game has
/// no such lesson.
pub(super) fn lesson_title(tr: &Translator, lesson: &str) -> String {
    let key = format!("lesson-{lesson}");
    let title = tr.t(&key);
    if title == key { lesson.to_owned() } else { title }
}

/// The lessons a child has done with their best stars, in the game's order of its lessons.
pub(super) fn lessons_in_order(progress: &Progress) -> impl Iterator<Item = (&'static str, u8)> + '_ {
    crate::net::class::journal::LESSONS
        .into_iter()
        .filter_map(|lesson| progress.lessons.get(lesson).map(|&stars| (lesson, stars)))
}

/// A child's animal's emoji, by its index.
pub(super) fn emoji(animal: u8) -> &'static str {
    crate::net::animals::animal(animal).1
}

/// A picture secret's emoji, in order.
pub(super) fn secret_emoji(secret: Option<&str>) -> String {
    secret.and_then(secret_pictures).map(|pictures| pictures.iter().map(|&p| emoji(p)).collect()).unwrap_or_default()
}

/// Won, drawn and lost.
fn tally(tr: &Translator, tally: &Tally) -> String {
    if tally.games() == 0 {
        return "–".to_owned();
    }
    tr.f("class-wdl", [("won", tally.won.into()), ("drawn", tally.drawn.into()), ("lost", tally.lost.into())])
}

/// When the last of these games was played, after them: ` · 2026-11-28`.
fn last_played(tally: &Tally) -> String {
    tally.last.map(|last| format!(" · {}", date(last))).unwrap_or_default()
}

/// The friend's rating over its last games, as a small line (an SVG 120 × 32).
fn chart(progress: &Progress) -> Markup {
    let points: Vec<f32> = progress.ratings.iter().rev().take(30).rev().map(|&(_, rating)| rating).collect();
    if points.len() < 2 {
        return html! { (format!("{:.0}", progress.friend.rating())) };
    }
    let (low, high) = points.iter().fold((f32::MAX, f32::MIN), |(low, high), &r| (low.min(r), high.max(r)));
    let span = (high - low).max(50.0);
    let step = 116.0 / (points.len() - 1) as f32;
    let line: Vec<String> = points
        .iter()
        .enumerate()
        .map(|(at, &rating)| format!("{:.1},{:.1}", 2.0 + at as f32 * step, 30.0 - (rating - low) / span * 28.0))
        .collect();
    html! {
        (format!("{:.0} ", progress.friend.rating()))
        svg width="90" height="32" viewBox="0 0 120 32" preserveAspectRatio="none" role="img" aria-label=(format!("{:.0}", progress.friend.rating())) {
            polyline points=(line.join(" ")) fill="none" stroke="#8a5a2b" stroke-width="2";
        }
    }
}

/// The animal picker: every animal, `chosen` selected.
fn animals(chosen: u8) -> Markup {
    html! {
        @for (at, (word, picture)) in crate::net::animals::ANIMALS.iter().enumerate() {
            option value=(at) selected[at == usize::from(chosen)] { (picture) " " (word) }
        }
    }
}

/// How many animals a child's is chosen among ([`crate::net::animals::ANIMALS`]): as many as a
/// class has children at most, so that each has his own.
#[allow(clippy::cast_possible_truncation)]
pub const ANIMALS: u8 = crate::net::animals::ANIMALS.len() as u8;

/// The first animal no child of `children` has (a child who cannot read yet finds his own
/// among his class's at a glance), or, when every one is taken, the one fewest have.
#[must_use]
pub fn first_free_animal<'a>(children: impl Iterator<Item = &'a StoredChild>) -> u8 {
    let mut taken = [0usize; ANIMALS as usize];
    for child in children {
        if let Some(count) = taken.get_mut(usize::from(child.animal)) {
            *count += 1;
        }
    }
    (0..ANIMALS).min_by_key(|&animal| (taken[usize::from(animal)], animal)).unwrap_or(0)
}

/// The class: its code, the children whose picture secret was tapped wrongly (`tried`: each
/// child with the wrong ones in a row, and a button that lets him in again), its children with
/// their progress, what is played now, and the class deleted with everything of it.
pub fn class_page(
    tr: &Translator,
    class: &StoredClass,
    children: &[(StoredChild, Progress)],
    tried: &[(&StoredChild, u32)],
    rooms: &[(String, String, usize)],
    csrf: &str,
    tournament: &Markup,
) -> Markup {
    let code = class.code.parse::<ClassCode>().map(ClassCode::emoji).unwrap_or_default();
    let body = html! {
        div.bar {
            h1 { (class.name) }
            form.noprint method="post" action="/class/logout" { (csrf_field(csrf)) button type="submit" { (tr.t("class-logout")) } }
        }
        p { (tr.t("class-code")) br; span.code aria-label=(class.code) { (code) } " " span.note { (class.code) } }
        div.bar.noprint {
            a.button href="/class/cards" { (tr.t("class-cards")) }
            a.button href="/class/export.csv" download { (tr.t("class-export")) }
            form.row method="post" action="/class/secrets" {
                (csrf_field(csrf))
                input type="hidden" name="on" value=(if class.secrets { "0" } else { "1" });
                span { (tr.t(if class.secrets { "class-secrets-on" } else { "class-secrets-off" })) }
                button type="submit" { (tr.t(if class.secrets { "class-secrets-turn-off" } else { "class-secrets-turn-on" })) }
            }
        }
        @for (child, count) in tried {
            form.row.noprint.tried method="post" action=(format!("/class/children/{}/let-in", child.id)) {
                (csrf_field(csrf))
                span.wrong role="alert" { (emoji(child.animal)) " " (tr.f("class-secret-tried", [("name", child.name.as_str().into()), ("count", (*count).into())])) }
                button type="submit" { (tr.f("class-secret-let-in", [("name", child.name.as_str().into())])) }
            }
        }
        h2 { (tr.t("class-children")) }
        @if children.is_empty() { p.note { (tr.t("class-no-children")) } }
        @else {
            div.scroll { table {
                thead { tr {
                    th {} th { (tr.t("class-child-name")) } th { (tr.t("class-stars")) } th { (tr.t("class-lessons")) }
                    th.wide { (tr.t("class-puzzles")) } th { (tr.t("class-games-friend")) }
                    th.wide { (tr.t("class-games-classmates")) } th { (tr.t("class-rating")) } th { (tr.t("class-last-seen")) }
                } }
                tbody {
                    @for (child, progress) in children {
                        tr {
                            td.animal { (emoji(child.animal)) }
                            td { a href=(format!("/class/children/{}", child.id)) { (child.name) } }
                            td.num { (progress.stars) }
                            td.num { (progress.lessons.len()) }
                            td.wide { (progress.puzzles.values().map(|p| p.solved).sum::<u32>()) " / " (progress.puzzles.values().map(|p| p.tried).sum::<u32>()) }
                            td.num { (tally(tr, &progress.against_friend)) }
                            td.wide.num { (tally(tr, &progress.against_classmates)) }
                            td.num { (chart(progress)) }
                            td.when { (progress.last_seen.map_or_else(|| tr.t("class-never"), date)) }
                        }
                    }
                }
            } }
        }
        // Its id brings the page back to it after each Add: thirty children, thirty Adds in place.
        form #add-child .row.noprint method="post" action="/class/children" {
            (csrf_field(csrf))
            label for="child-name" { (tr.t("class-child-name")) }
            input id="child-name" name="name" required maxlength="24";
            label for="child-animal" { (tr.t("class-child-animal")) }
            select id="child-animal" name="animal" { (animals(first_free_animal(children.iter().map(|(child, _)| child)))) }
            button.primary type="submit" { (tr.t("class-child-add")) }
        }
        // What the class plays together, after its progress.
        (tournament)
        h2 { (tr.t("class-now")) }
        @if rooms.is_empty() { p.note { (tr.t("class-now-none")) } }
        @else {
            ul { @for (link, names, moves) in rooms {
                li { (names) " · " a href=(link) { (tr.t("class-screen-watch")) } " " span.note { "(" (moves) ")" } }
            } }
        }
        h2.noprint { (tr.t("class-delete-heading")) }
        p.note.noprint { (tr.t("class-delete-explain")) " " a href="/class/export.csv" download { (tr.t("class-export")) } }
        form.row.noprint method="post" action="/class/delete" {
            (csrf_field(csrf))
            label for="delete-name" { (tr.f("class-delete-type", [("name", class.name.as_str().into())])) }
            input id="delete-name" name="name" required maxlength="40" autocomplete="off";
            button.danger type="submit" { (tr.t("class-delete-button")) }
        }
    };
    layout(tr, &class.name, body)
}

/// One child: his progress in full, and what the teacher can change.
pub fn child_page(
    tr: &Translator,
    class: &StoredClass,
    child: &StoredChild,
    progress: &Progress,
    csrf: &str,
) -> Markup {
    let remove = tr.f("class-child-remove-ask", [("name", child.name.as_str().into())]);
    let confirm = format!("return confirm({})", serde_json::to_string(&remove).unwrap_or_default());
    let body = html! {
        p.noprint { a href="/class" { "← " (tr.t("class-back")) } }
        h1 { span.animal { (emoji(child.animal)) } " " (child.name) }
        table {
            tr { th { (tr.t("class-stars")) } td { (progress.stars) } }
            tr { th { (tr.t("class-lessons")) } td {
                @for (lesson, stars) in lessons_in_order(progress) { (lesson_title(tr, lesson)) " " ("★".repeat(usize::from(stars))) br; }
            } }
            tr { th { (tr.t("class-puzzles")) } td {
                @for (level, count) in &progress.puzzles {
                    (tr.f("class-puzzle-level", [("level", (*level).into()), ("solved", count.solved.into()), ("tried", count.tried.into())])) br;
                }
            } }
            tr { th { (tr.t("class-missed")) } td { (progress.missed.iter().map(|p| format!("#{}", p + 1)).collect::<Vec<_>>().join(", ")) } }
            tr { th { (tr.t("class-games-friend")) } td { (tally(tr, &progress.against_friend)) (last_played(&progress.against_friend)) } }
            tr { th { (tr.t("class-games-classmates")) } td { (tally(tr, &progress.against_classmates)) (last_played(&progress.against_classmates)) } }
            tr { th { (tr.t("class-rating")) } td { (chart(progress)) } }
            tr { th { (tr.t("class-last-seen")) } td { (progress.last_seen.map_or_else(|| tr.t("class-never"), date)) } }
            @if class.secrets { tr { th { (tr.t("class-secret")) } td.animal { (secret_emoji(child.secret.as_deref())) } } }
        }
        form.row method="post" action=(format!("/class/children/{}", child.id)) {
            (csrf_field(csrf))
            label for="name" { (tr.t("class-child-name")) }
            input id="name" name="name" required maxlength="24" value=(child.name);
            label for="animal" { (tr.t("class-child-animal")) }
            select id="animal" name="animal" { (animals(child.animal)) }
            button.primary type="submit" { (tr.t("class-child-rename")) }
        }
        @if class.secrets {
            form.row method="post" action=(format!("/class/children/{}/secret", child.id)) {
                (csrf_field(csrf)) button type="submit" { (tr.t("class-secret-new")) }
            }
        }
        form.row method="post" action=(format!("/class/children/{}/remove", child.id)) onsubmit=(confirm) {
            (csrf_field(csrf)) button.danger type="submit" { (tr.t("class-child-remove")) }
        }
    };
    layout(tr, &child.name, body)
}

/// A child's animal and name, or his number when he has been removed.
pub(super) fn who(children: &[StoredChild], id: crate::net::class::tournament::ChildId) -> String {
    children.iter().find(|child| child.id == id).map_or_else(|| format!("#{id}"), crate::net::class::contest::label)
}

/// Half points as points: `5` is "2½".
pub(super) fn points(half: u32) -> String {
    let whole = half / 2;
    if half.is_multiple_of(2) {
        whole.to_string()
    } else if whole == 0 {
        "½".to_owned()
    } else {
        format!("{whole}½")
    }
}
