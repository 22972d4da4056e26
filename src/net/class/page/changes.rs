//! The teacher's changes to his class, and what he takes away from it: a child added, renamed,
//! removed with all his data, given a new picture secret; picture secrets asked or not; one
//! child's page; the cards to print; the class as CSV.

use super::{
    MOST_CHILDREN, NAME_LENGTH, Plain, Teacher, checked, progress, refusal, secret_for, store_refusal, teacher,
    translator, views,
};
use crate::i18n::Translator;
use crate::net::class::{Classroom, limits, random_secret};
use crate::net::store::{StoreError, StoredChild};
use axum::extract::rejection::FormRejection;
use axum::extract::{Form, Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use serde::Deserialize;
use std::sync::Arc;

use super::views::ANIMALS;

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
            let children = store.children(class)?;
            if children.len() >= MOST_CHILDREN {
                return Ok(Adding::Full);
            }
            if let Some(other) = taken_by(&children, form.animal, None) {
                return Ok(Adding::Taken(other));
            }
            store.add_child(class, &name, form.animal, secret.as_deref(), super::now()).map(|_| Adding::Done)
        })
        .await;
    match added {
        // Back at the form, not the page's top: the next child is added where the last was.
        Ok(Adding::Done) => Redirect::to("/class#add-child").into_response(),
        Ok(Adding::Full) => refusal(tr, StatusCode::BAD_REQUEST, "class-full"),
        Ok(Adding::Taken(other)) => animal_taken(tr, &other),
        Err(error) => store_refusal(tr, &error),
    }
}

/// What adding a child came to.
enum Adding {
    Done,
    /// The class holds [`MOST_CHILDREN`].
    Full,
    /// Another child (named) has the animal chosen, while another animal is free.
    Taken(String),
}

/// The child of `children` (other than `except`) who has `animal`, when some animal is still
/// free: each child of a class has a picture no classmate has, until the class has more
/// children than animals.
fn taken_by(children: &[StoredChild], animal: u8, except: Option<i64>) -> Option<String> {
    let others = || children.iter().filter(|child| Some(child.id) != except);
    let free = usize::from(ANIMALS) > others().count();
    others().find(|child| child.animal == animal).filter(|_| free).map(|child| child.name.clone())
}

/// The refusal of an animal another child has (`409`), offering the first free one.
fn animal_taken(tr: &Translator, other: &str) -> Response {
    let message = tr.f("class-animal-taken", [("name", other.into())]);
    let body = views::layout(
        tr,
        &message,
        maud::html! { p.wrong role="alert" { (message) } p { a href="/class" { (tr.t("class-back")) } } },
    );
    (StatusCode::CONFLICT, Html(body.into_string())).into_response()
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
    let (animal, class) = (form.animal, teacher.class.id);
    match room.hub.store(move |store| store.children(class)).await {
        Ok(children) => {
            if !children.iter().any(|found| found.id == child) {
                return refusal(tr, StatusCode::NOT_FOUND, "class-not-found");
            }
            if let Some(other) = taken_by(&children, animal, Some(child)) {
                return animal_taken(tr, &other);
            }
        }
        Err(error) => return store_refusal(tr, &error),
    }
    change_child(&room, tr, class, child, move |found| (name, animal, found.secret.clone())).await
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
    let found = match found {
        Ok(true) => limits::forgive_secrets(&room.hub, child).await.map(|()| true),
        other => other,
    };
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
    let codes = match room.hub.store(move |store| super::rooms::class_room_codes(store, class)).await {
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
        let _ = limits::forgive_secrets(&room.hub, child.id).await;
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
