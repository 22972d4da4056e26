//! The teacher's changes to his class, and what he takes away from it: a child added, renamed,
//! removed with all his data, given a new picture secret; picture secrets asked or not; one
//! child's page; the cards to print; the class as CSV.

use super::{
    MOST_CHILDREN, NAME_LENGTH, Plain, Teacher, checked, progress, refusal, secret_for, store_refusal, teacher,
    translator, views,
};
use crate::i18n::Translator;
use crate::net::class::{Classroom, random_secret};
use crate::net::code::PICTURES;
use crate::net::store::{StoreError, StoredChild};
use axum::extract::rejection::FormRejection;
use axum::extract::{Form, Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use serde::Deserialize;
use std::sync::Arc;

/// How many of the pictures a child's animal is chosen among (the animals).
const ANIMALS: u8 = 21;

/// A child's name and animal, as the forms send them.
#[derive(Deserialize)]
pub(in crate::net::class) struct ChildForm {
    #[serde(default)]
    csrf: String,
    name: String,
    animal: u8,
}

/// A first name trimmed, if it is one: 1 to [`NAME_LENGTH`] characters, no control character.
fn first_name(name: &str) -> Option<String> {
    let name = name.trim();
    let ok = !name.is_empty() && name.chars().count() <= NAME_LENGTH && !name.chars().any(char::is_control);
    ok.then(|| name.to_owned())
}

/// The teacher and his form, checked (session, CSRF, a form that reads): or the refusal.
async fn signed_change<T>(
    room: &Classroom,
    headers: &HeaderMap,
    form: Result<Form<T>, FormRejection>,
    csrf: impl Fn(&T) -> &str,
) -> Result<(Teacher, T), Response> {
    let tr = translator(headers, None);
    let teacher = teacher(room, headers, tr).await?;
    let Ok(Form(form)) = form else {
        return Err(refusal(tr, StatusCode::BAD_REQUEST, "class-csrf"));
    };
    checked(&teacher, headers, csrf(&form), tr)?;
    Ok((teacher, form))
}

/// `POST /class/children`: a child added.
pub(in crate::net::class) async fn add(
    State(room): State<Arc<Classroom>>,
    headers: HeaderMap,
    form: Result<Form<ChildForm>, FormRejection>,
) -> Response {
    let tr = translator(&headers, None);
    let (teacher, form) = match signed_change(&room, &headers, form, |form| &form.csrf).await {
        Ok(checked) => checked,
        Err(refused) => return refused,
    };
    let (Some(name), true) = (first_name(&form.name), form.animal < ANIMALS) else {
        return refusal(tr, StatusCode::BAD_REQUEST, "class-child-bad");
    };
    let (class, secret) = (teacher.class.id, secret_for(&teacher.class));
    let added = room
        .hub
        .store(move |store| {
            if store.children(class)?.len() >= MOST_CHILDREN {
                return Ok(false);
            }
            store.add_child(class, &name, form.animal, secret.as_deref(), super::now()).map(|_| true)
        })
        .await;
    match added {
        Ok(true) => Redirect::to("/class").into_response(),
        Ok(false) => refusal(tr, StatusCode::BAD_REQUEST, "class-full"),
        Err(error) => store_refusal(tr, &error),
    }
}

/// `POST /class/children/ID`: a child renamed, or given another animal.
pub(in crate::net::class) async fn change(
    State(room): State<Arc<Classroom>>,
    Path(child): Path<i64>,
    headers: HeaderMap,
    form: Result<Form<ChildForm>, FormRejection>,
) -> Response {
    let tr = translator(&headers, None);
    let (teacher, form) = match signed_change(&room, &headers, form, |form| &form.csrf).await {
        Ok(checked) => checked,
        Err(refused) => return refused,
    };
    let (Some(name), true) = (first_name(&form.name), form.animal < ANIMALS) else {
        return refusal(tr, StatusCode::BAD_REQUEST, "class-child-bad");
    };
    let animal = form.animal;
    change_child(&room, tr, teacher.class.id, child, move |found| (name, animal, found.secret.clone())).await
}

/// Changes child `child` of class `class` to what `how` makes of him (his name, animal and
/// picture secret), then shows his page; the refusal when he is not in that class.
async fn change_child(
    room: &Classroom,
    tr: &Translator,
    class: i64,
    child: i64,
    how: impl FnOnce(&StoredChild) -> (String, u8, Option<String>) + Send + 'static,
) -> Response {
    let changed = room
        .hub
        .store(move |store| {
            let Some(found) = store.children(class)?.into_iter().find(|found| found.id == child) else {
                return Ok(false);
            };
            let (name, animal, secret) = how(&found);
            store.change_child(class, child, &name, animal, secret.as_deref())
        })
        .await;
    answered(tr, changed, &format!("/class/children/{child}"))
}

/// A change's answer: to `then` when it was made, `404` when the child is not in the class,
/// or the store's refusal.
fn answered(tr: &Translator, done: Result<bool, StoreError>, then: &str) -> Response {
    match done {
        Ok(true) => Redirect::to(then).into_response(),
        Ok(false) => refusal(tr, StatusCode::NOT_FOUND, "class-not-found"),
        Err(error) => store_refusal(tr, &error),
    }
}

/// `POST /class/children/ID/remove`: a child removed, with every event and token of his.
pub(in crate::net::class) async fn remove(
    State(room): State<Arc<Classroom>>,
    Path(child): Path<i64>,
    headers: HeaderMap,
    form: Result<Form<Plain>, FormRejection>,
) -> Response {
    let tr = translator(&headers, None);
    let (teacher, _) = match signed_change(&room, &headers, form, |form| &form.csrf).await {
        Ok(checked) => checked,
        Err(refused) => return refused,
    };
    let class = teacher.class.id;
    let removed = room.hub.store(move |store| store.remove_child(class, child)).await;
    if matches!(removed, Ok(true)) {
        // His rooms in the class's tournament go with him (his name is in them).
        if let Err(why) = crate::net::class::contest::forget(&room.hub, class, child).await {
            tracing::warn!("a removed child's tournament rooms: {why}");
        }
    }
    answered(tr, removed, "/class")
}

/// `POST /class/children/ID/secret`: a new picture secret for a child (his card printed again).
pub(in crate::net::class) async fn new_secret(
    State(room): State<Arc<Classroom>>,
    Path(child): Path<i64>,
    headers: HeaderMap,
    form: Result<Form<Plain>, FormRejection>,
) -> Response {
    let tr = translator(&headers, None);
    let (teacher, _) = match signed_change(&room, &headers, form, |form| &form.csrf).await {
        Ok(checked) => checked,
        Err(refused) => return refused,
    };
    let secret = random_secret(&mut rand::rng(), crate::net::class::SECRET_LENGTH);
    change_child(&room, tr, teacher.class.id, child, move |found| (found.name.clone(), found.animal, Some(secret)))
        .await
}

/// `POST /class/children/ID/let-in`: the child whose picture secret was tapped wrongly again
/// and again signs in at once again (his count of wrong ones starts again).
pub(in crate::net::class) async fn let_in(
    State(room): State<Arc<Classroom>>,
    Path(child): Path<i64>,
    headers: HeaderMap,
    form: Result<Form<Plain>, FormRejection>,
) -> Response {
    let tr = translator(&headers, None);
    let (teacher, _) = match signed_change(&room, &headers, form, |form| &form.csrf).await {
        Ok(checked) => checked,
        Err(refused) => return refused,
    };
    let class = teacher.class.id;
    let found = room.hub.store(move |store| Ok(store.children(class)?.iter().any(|found| found.id == child))).await;
    if matches!(found, Ok(true)) {
        room.guesses.forgive(child);
    }
    answered(tr, found, "/class")
}

/// The class's name typed again, to delete it.
#[derive(Deserialize)]
pub(in crate::net::class) struct DeleteForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    name: String,
}

/// `POST /class/delete`: the class deleted with everything of it, once its name is typed again:
/// its tournament's and simultaneous games' rooms, then its children with their events and
/// tokens, the teacher's sessions and what it played together. The teacher is signed out.
pub(in crate::net::class) async fn delete(
    State(room): State<Arc<Classroom>>,
    headers: HeaderMap,
    form: Result<Form<DeleteForm>, FormRejection>,
) -> Response {
    let tr = translator(&headers, None);
    let (teacher, form) = match signed_change(&room, &headers, form, |form| &form.csrf).await {
        Ok(checked) => checked,
        Err(refused) => return refused,
    };
    if form.name.trim() != teacher.class.name {
        return refusal(tr, StatusCode::BAD_REQUEST, "class-delete-mistyped");
    }
    let class = teacher.class.id;
    let codes = match room.hub.store(move |store| super::class_room_codes(store, class)).await {
        Ok(codes) => codes,
        Err(error) => return store_refusal(tr, &error),
    };
    for (code, _) in codes {
        if let Err(error) = room.hub.remove_room(&code).await {
            return store_refusal(tr, &error);
        }
    }
    let children = room.hub.store(move |store| store.children(class)).await.unwrap_or_default();
    if let Err(error) = room.hub.store(move |store| store.remove_class(class)).await {
        return store_refusal(tr, &error);
    }
    for child in children {
        room.guesses.forgive(child.id);
    }
    tracing::info!("a class deleted with everything of it");
    let mut response = Redirect::to("/class").into_response();
    if let Ok(value) = HeaderValue::from_str(&crate::net::class::auth::session_cookie("", false)) {
        response.headers_mut().insert(header::SET_COOKIE, value);
    }
    response
}

/// Whether picture secrets are asked.
#[derive(Deserialize)]
pub(in crate::net::class) struct SecretsForm {
    #[serde(default)]
    csrf: String,
    on: String,
}

/// `POST /class/secrets`: picture secrets asked (each child without one is given one) or not.
pub(in crate::net::class) async fn secrets(
    State(room): State<Arc<Classroom>>,
    headers: HeaderMap,
    form: Result<Form<SecretsForm>, FormRejection>,
) -> Response {
    let tr = translator(&headers, None);
    let (teacher, form) = match signed_change(&room, &headers, form, |form| &form.csrf).await {
        Ok(checked) => checked,
        Err(refused) => return refused,
    };
    let (class, on) = (teacher.class.id, form.on == "1");
    let changed = room
        .hub
        .store(move |store| {
            if on {
                for child in store.children(class)?.into_iter().filter(|child| child.secret.is_none()) {
                    let secret = random_secret(&mut rand::rng(), crate::net::class::SECRET_LENGTH);
                    store.change_child(class, child.id, &child.name, child.animal, Some(&secret))?;
                }
            }
            store.set_secrets(class, on)
        })
        .await;
    match changed {
        Ok(()) => Redirect::to("/class").into_response(),
        Err(error) => store_refusal(tr, &error),
    }
}

/// `GET /class/children/ID`: one child's page.
pub(in crate::net::class) async fn child(
    State(room): State<Arc<Classroom>>,
    Path(child): Path<i64>,
    headers: HeaderMap,
) -> Response {
    let tr = translator(&headers, None);
    let teacher = match teacher(&room, &headers, tr).await {
        Ok(teacher) => teacher,
        Err(refused) => return refused,
    };
    match progress(&room, teacher.class.id).await {
        Ok(children) => match children.into_iter().find(|(found, _)| found.id == child) {
            Some((found, progress)) => {
                Html(views::child_page(tr, &teacher.class, &found, &progress, &teacher.csrf).into_string())
                    .into_response()
            }
            None => refusal(tr, StatusCode::NOT_FOUND, "class-not-found"),
        },
        Err(error) => store_refusal(tr, &error),
    }
}

/// Where a tablet opens the game: this server's address as the browser reached it.
pub(super) fn origin(headers: &HeaderMap) -> String {
    let host = headers.get(header::HOST).and_then(|value| value.to_str().ok()).unwrap_or("localhost");
    let host: String =
        host.chars().filter(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | ':' | '-' | '[' | ']')).collect();
    let https = headers.get("x-forwarded-proto").is_some_and(|proto| proto == "https");
    format!("{}://{host}", if https { "https" } else { "http" })
}

/// `?address=N`: which of the server's tablet addresses the cards carry.
#[derive(Deserialize)]
pub(in crate::net::class) struct CardsAsked {
    address: Option<usize>,
}

/// Whether the address `origin` (`http://host:port`) is the class computer's own, which no
/// tablet opens: `localhost`, `127.…` or `[::1]`.
fn own_computer(origin: &str) -> bool {
    let host = origin.split_once("://").map_or(origin, |(_, rest)| rest);
    let host = host.strip_prefix('[').map_or_else(
        || host.rsplit_once(':').map_or(host, |(name, _)| name),
        |rest| rest.split(']').next().unwrap_or(rest),
    );
    host.eq_ignore_ascii_case("localhost")
        || host.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback() || ip.is_unspecified())
}

/// The address the cards' QR codes open, and the others a teacher may choose (`?address=N`):
/// the page's own address where a tablet can open it; else, on the class computer itself, the
/// server's address on the class's network (the first it printed, or the one chosen).
fn card_address(room: &Classroom, headers: &HeaderMap, asked: Option<usize>) -> (String, Vec<String>) {
    let own = origin(headers);
    if !own_computer(&own) {
        return (own, Vec::new());
    }
    let network: Vec<String> = room
        .hub
        .tablet_addresses
        .get()
        .map(|all| all.iter().filter(|address| !own_computer(address)).cloned().collect())
        .unwrap_or_default();
    let chosen = asked.and_then(|at| network.get(at)).or(network.first()).cloned().unwrap_or(own);
    (chosen, network)
}

/// `GET /class/cards[?address=N]`: the cards to print, their QR codes opening the game at the
/// address tablets use (said above the cards, with the others to choose from).
pub(in crate::net::class) async fn cards(
    State(room): State<Arc<Classroom>>,
    Query(asked): Query<CardsAsked>,
    headers: HeaderMap,
) -> Response {
    let tr = translator(&headers, None);
    let teacher = match teacher(&room, &headers, tr).await {
        Ok(teacher) => teacher,
        Err(refused) => return refused,
    };
    let class = teacher.class.id;
    let children = match room.hub.store(move |store| store.children(class)).await {
        Ok(children) => children,
        Err(error) => return store_refusal(tr, &error),
    };
    let ((origin, others), code) = (card_address(&room, &headers, asked.address), teacher.class.code.clone());
    let link = |child: &StoredChild| {
        let secret = child
            .secret
            .as_deref()
            .filter(|_| teacher.class.secrets)
            .map(|s| format!("&secret={s}"))
            .unwrap_or_default();
        format!("{origin}/#class={code}&child={}{secret}", child.id)
    };
    Html(views::cards(tr, &teacher.class, &children, &origin, &others, link).into_string()).into_response()
}

/// A cell a spreadsheet would read as a formula, written as text: one that begins with `=`,
/// `+`, `-`, `@`, a tab or a carriage return gets a `'` before it (OWASP's CSV injection
/// guidance).
fn as_text(cell: String) -> String {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) { format!("'{cell}") } else { cell }
}

/// `GET /class/export.csv`: one row per child (his progress), the first row naming the columns.
pub(in crate::net::class) async fn export(State(room): State<Arc<Classroom>>, headers: HeaderMap) -> Response {
    let tr = translator(&headers, None);
    let teacher = match teacher(&room, &headers, tr).await {
        Ok(teacher) => teacher,
        Err(refused) => return refused,
    };
    let children = match progress(&room, teacher.class.id).await {
        Ok(children) => children,
        Err(error) => return store_refusal(tr, &error),
    };
    let mut out = csv::Writer::from_writer(Vec::new());
    let head = [
        "name",
        "animal",
        "stars",
        "lessons",
        "puzzles_solved",
        "puzzles_tried",
        "friend_won",
        "friend_drawn",
        "friend_lost",
        "friend_rating",
        "classmates_won",
        "classmates_drawn",
        "classmates_lost",
        "last_seen",
    ];
    let mut rows = vec![head.iter().map(|&column| column.to_owned()).collect::<Vec<String>>()];
    for (child, progress) in &children {
        let lessons: Vec<String> = progress.lessons.iter().map(|(lesson, stars)| format!("{lesson}:{stars}")).collect();
        rows.push(vec![
            child.name.clone(),
            PICTURES[usize::from(child.animal).min(PICTURES.len() - 1)].0.to_owned(),
            progress.stars.to_string(),
            lessons.join(" "),
            progress.puzzles.values().map(|p| p.solved).sum::<u32>().to_string(),
            progress.puzzles.values().map(|p| p.tried).sum::<u32>().to_string(),
            progress.against_friend.won.to_string(),
            progress.against_friend.drawn.to_string(),
            progress.against_friend.lost.to_string(),
            format!("{:.0}", progress.friend.rating()),
            progress.against_classmates.won.to_string(),
            progress.against_classmates.drawn.to_string(),
            progress.against_classmates.lost.to_string(),
            progress.last_seen.map(views::date).unwrap_or_default(),
        ]);
    }
    for row in rows {
        let row: Vec<String> = row.into_iter().map(as_text).collect();
        if out.write_record(&row).is_err() {
            return refusal(tr, StatusCode::INTERNAL_SERVER_ERROR, "class-store");
        }
    }
    let body = out.into_inner().unwrap_or_default();
    let file = format!("attachment; filename=\"class-{}.csv\"", teacher.class.id);
    let mut response = body.into_response();
    response.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("text/csv; charset=utf-8"));
    if let Ok(value) = HeaderValue::from_str(&file) {
        response.headers_mut().insert(header::CONTENT_DISPOSITION, value);
    }
    response
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_class_computer_s_own_address_is_told_apart() {
        for own in ["http://localhost:7878", "http://127.0.0.1:7878", "http://[::1]:7878", "http://LOCALHOST"] {
            assert!(super::own_computer(own), "{own}");
        }
        for network in ["http://192.168.1.20:7878", "https://school.example", "http://[fe80::1]:7878"] {
            assert!(!super::own_computer(network), "{network}");
        }
    }

    #[test]
    fn a_cell_a_spreadsheet_would_compute_is_written_as_text() {
        for formula in ["=1+2", "+1", "-1", "@SUM(A1)", "\t=1+2", "\r=1+2"] {
            assert_eq!(super::as_text(formula.to_owned()), format!("'{formula}"));
        }
        assert_eq!(super::as_text("Kofi".to_owned()), "Kofi");
    }
}
