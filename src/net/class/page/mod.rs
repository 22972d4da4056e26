//! The teacher's page at `/class`: sign in with the class's name and the teacher's password,
//! then the class's children and their progress; add, rename and remove a child (his data with
//! him), print the cards, export the class as CSV, ask the children for picture secrets.
//!
//! Without a session, `/class` shows the sign-in (`200`) and every other page answers `401`.
//! Every change is a form carrying the session's CSRF token; a form without it, or with
//! another, changes nothing (`403`), and so does a form sent from another site (`Origin`), the
//! sign-in's and the making of a class's too. A class is made at the setup address the server
//! prints on the class computer's terminal (`/class/make?setup=…`, spent by the class it makes:
//! [`SetupKey`](super::auth::SetupKey)), or with `awale-server class new NAME`. The page speaks
//! the teacher's language: `?lang=fr` (kept in a cookie), else the browser's.

mod rooms;
pub mod screen;
mod session;
pub mod simul;
pub(super) mod take_away;
pub mod tournament;
mod views;
pub mod vote;

pub use views::date;

use session::{Teacher, checked, origin, refusal, same_site, signed_in, store_refusal, teacher, translator};

use super::auth::{self, PASSWORD_LENGTH};
use super::journal::{Event, Progress};
use super::{ClassCode, Classroom, random_secret};
use crate::i18n::Translator;
use crate::net::hub::now;
use crate::net::store::{Failure, StoreError, StoredChild, StoredClass};
use axum::extract::rejection::FormRejection;
use axum::extract::{ConnectInfo, Form, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use serde::Deserialize;
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, OnceLock};

/// The most characters of a child's first name.
pub const NAME_LENGTH: usize = 24;

/// The most characters of a class's name.
pub const CLASS_NAME_LENGTH: usize = 40;

/// The most children a class holds.
pub const MOST_CHILDREN: usize = 60;

/// `?lang=`.
#[derive(Deserialize)]
pub(super) struct Asked {
    lang: Option<String>,
}

/// The page in `tr`'s language, and the language kept when it was asked for.
fn page(markup: maud::Markup, asked: Option<&str>) -> Response {
    let mut response = Html(markup.into_string()).into_response();
    if let Some(code) =
        asked.filter(|code| code.len() <= 12 && code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
        && let Ok(value) =
            HeaderValue::from_str(&format!("awale_lang={code}; Path=/class; SameSite=Strict; Max-Age=31536000"))
    {
        response.headers_mut().insert(header::SET_COOKIE, value);
    }
    response
}

/// Every child of `class` with his progress.
async fn progress(room: &Classroom, class: i64) -> Result<Vec<(StoredChild, Progress)>, StoreError> {
    let (children, events) =
        room.hub.store(move |store| Ok((store.children(class)?, store.class_events(class)?))).await?;
    let mut by_child: HashMap<i64, Vec<Event>> = HashMap::new();
    for (child, (_, _, json)) in events {
        if let Ok(event) = serde_json::from_str(&json) {
            by_child.entry(child).or_default().push(event);
        }
    }
    Ok(children
        .into_iter()
        .map(|child| {
            let progress = Progress::of(by_child.get(&child.id).map_or(&[][..], Vec::as_slice));
            (child, progress)
        })
        .collect())
}

/// What the class plays together, on the class page: its tournament, its game against the
/// computer and the teacher's simultaneous games, each brought up to date first; or the store's
/// refusal.
async fn together(
    room: &Classroom,
    teacher: &Teacher,
    children: &[(StoredChild, Progress)],
    tr: &Translator,
) -> Result<maud::Markup, Response> {
    // A class with no child yet plays nothing together: no heading over nothing.
    if children.is_empty() {
        return Ok(maud::html! {});
    }
    let tournament = tournament::shown(room, teacher, children, tr).await?;
    let vote = vote::shown(room, teacher, tr).await?;
    let stored: Vec<StoredChild> = children.iter().map(|(child, _)| child.clone()).collect();
    let simul = simul::shown(room, teacher, &stored, tr).await?;
    Ok(maud::html! { (tournament) (vote) (simul) })
}

/// `GET /class`: the class, or the sign-in.
pub(super) async fn home(
    State(room): State<Arc<Classroom>>,
    Query(asked): Query<Asked>,
    headers: HeaderMap,
) -> Response {
    let tr = translator(&headers, asked.lang.as_deref());
    // The sign-in is the page itself without a session: no refusal.
    let teacher = match signed_in(&room, &headers).await {
        Ok(Some(teacher)) => teacher,
        Ok(None) => return page(views::login(tr, None, None), asked.lang.as_deref()),
        Err(error) => return store_refusal(tr, &error),
    };
    let children = match progress(&room, teacher.class.id).await {
        Ok(children) => children,
        Err(error) => return store_refusal(tr, &error),
    };
    let rooms = match rooms::class_rooms(&room, teacher.class.id).await {
        Ok(rooms) => rooms,
        Err(error) => return store_refusal(tr, &error),
    };
    let together = match together(&room, &teacher, &children, tr).await {
        Ok(sections) => sections,
        Err(refused) => return refused,
    };
    let wrong = match super::limits::wrong_secrets(&room.hub).await {
        Ok(wrong) => wrong,
        Err(error) => return store_refusal(tr, &error),
    };
    let tried: Vec<(&StoredChild, u32)> = children
        .iter()
        .map(|(child, _)| (child, wrong.get(&child.id).copied().unwrap_or(0)))
        .filter(|(_, count)| *count > 0)
        .collect();
    let shown = views::class_page(tr, &teacher.class, &children, &tried, &rooms, &teacher.csrf, &together);
    page(shown, asked.lang.as_deref())
}

/// The sign-in form.
#[derive(Deserialize)]
pub(super) struct LoginForm {
    name: String,
    password: String,
}

/// Opens a session of `class` and sends the teacher to his class.
async fn open_session(room: &Classroom, class: i64, headers: &HeaderMap, tr: &Translator) -> Response {
    let (secret, csrf) = (auth::secret(), auth::secret());
    let (hash, expires) = (auth::digest(&secret), now() + auth::SESSION_HOURS * 3600);
    if let Err(error) = room.hub.store(move |store| store.open_session(&hash, class, &csrf, expires)).await {
        return store_refusal(tr, &error);
    }
    let secure = headers.get("x-forwarded-proto").is_some_and(|proto| proto == "https");
    let mut response = Redirect::to("/class").into_response();
    if let Ok(value) = HeaderValue::from_str(&auth::session_cookie(&secret, secure)) {
        response.headers_mut().insert(header::SET_COOKIE, value);
    }
    response
}

/// The sign-in again, saying to wait `wait` (`429`, with `Retry-After`).
fn wait_page(tr: &Translator, wait: std::time::Duration) -> Response {
    let message = tr.f("class-login-wait", [("seconds", wait.as_secs().max(1).into())]);
    let mut response =
        (StatusCode::TOO_MANY_REQUESTS, Html(views::login(tr, Some(&message), None).into_string())).into_response();
    if let Ok(value) = HeaderValue::from_str(&wait.as_secs().max(1).to_string()) {
        response.headers_mut().insert(header::RETRY_AFTER, value);
    }
    response
}

/// `POST /class/login`: from this site only (a page of another site cannot sign the class
/// computer in to a class of its choosing), so many times a minute per device and class.
pub(super) async fn login(
    State(room): State<Arc<Classroom>>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    form: Result<Form<LoginForm>, FormRejection>,
) -> Response {
    let tr = translator(&headers, None);
    if !same_site(&headers) {
        return refusal(tr, StatusCode::FORBIDDEN, "class-csrf");
    }
    let Ok(Form(form)) = form else {
        return refusal(tr, StatusCode::BAD_REQUEST, "class-login-wrong");
    };
    let (client, name) = (room.client(address, &headers), form.name.trim().to_owned());
    let key = name.to_lowercase();
    let limited = match room.logins.try_once(&room.hub, format!("{client} {key}")).await {
        Ok(Ok(())) => room.wrong_passwords.check(&room.hub, &key).await,
        other => other,
    };
    match limited {
        Ok(Ok(())) => {}
        Ok(Err(wait)) => return wait_page(tr, wait),
        Err(error) => return store_refusal(tr, &error),
    }
    let classes = match room.hub.store(|store| store.classes()).await {
        Ok(classes) => classes,
        Err(error) => return store_refusal(tr, &error),
    };
    // The class's name as typed, or in other capitals where no other class's name is the same.
    let mut alike = classes.iter().filter(|class| class.name.to_lowercase() == key);
    let found = match (classes.iter().find(|class| class.name == name), alike.next(), alike.next()) {
        (Some(exact), _, _) => Some(exact.clone()),
        (None, Some(only), None) => Some(only.clone()),
        _ => None,
    };
    // The hash is checked even for a class that does not exist, so that the time taken tells
    // nothing.
    let hash = found.as_ref().map_or_else(dummy_hash, |class| class.hash.clone());
    let password = form.password;
    let matches = tokio::task::spawn_blocking(move || auth::password_matches(&password, &hash)).await.unwrap_or(false);
    match found {
        Some(class) if matches => open_session(&room, class.id, &headers, tr).await,
        _ => {
            tracing::warn!(peer = %client, "a teacher's sign-in refused");
            let _ = room.wrong_passwords.try_once(&room.hub, &key).await;
            let body = views::login(tr, Some(&tr.t("class-login-wrong")), None);
            (StatusCode::UNAUTHORIZED, Html(body.into_string())).into_response()
        }
    }
}

/// A hash of no one's password, checked when the class named does not exist.
fn dummy_hash() -> String {
    static HASH: OnceLock<String> = OnceLock::new();
    HASH.get_or_init(|| auth::hash_password(&auth::secret()).unwrap_or_default()).clone()
}

/// A form carrying only the CSRF token.
#[derive(Deserialize)]
pub(super) struct Plain {
    #[serde(default)]
    csrf: String,
}

/// `POST /class/logout`.
pub(super) async fn logout(
    State(room): State<Arc<Classroom>>,
    headers: HeaderMap,
    form: Result<Form<Plain>, FormRejection>,
) -> Response {
    let tr = translator(&headers, None);
    let teacher = match teacher(&room, &headers, tr).await {
        Ok(teacher) => teacher,
        Err(refused) => return refused,
    };
    let csrf = form.map(|Form(form)| form.csrf).unwrap_or_default();
    if let Err(refused) = checked(&teacher, &headers, &csrf, tr) {
        return refused;
    }
    if let Some(secret) = auth::session_secret(&headers) {
        let hash = auth::digest(&secret);
        if let Err(error) = room.hub.store(move |store| store.close_session(&hash)).await {
            return store_refusal(tr, &error);
        }
    }
    let mut response = Redirect::to("/class").into_response();
    if let Ok(value) = HeaderValue::from_str(&auth::session_cookie("", false)) {
        response.headers_mut().insert(header::SET_COOKIE, value);
    }
    response
}

/// The form that makes a class.
#[derive(Deserialize)]
pub(super) struct MakeForm {
    #[serde(default)]
    setup: String,
    name: String,
    password: String,
    again: String,
}

/// `?setup=`: the setup address's secret.
#[derive(Deserialize)]
pub(super) struct SetupAsked {
    #[serde(default)]
    setup: String,
}

/// The sign-in saying where a class is made (`403`): a request without the setup address.
fn without_setup(tr: &Translator) -> Response {
    let body = views::login(tr, Some(&tr.t("class-make-local")), None);
    (StatusCode::FORBIDDEN, Html(body.into_string())).into_response()
}

/// `GET /class/make?setup=…`: the form that makes a class, at the setup address the server
/// printed; without it, the sign-in saying where a class is made (`403`).
pub(super) async fn setup(
    State(room): State<Arc<Classroom>>,
    Query(asked): Query<SetupAsked>,
    headers: HeaderMap,
) -> Response {
    let tr = translator(&headers, None);
    if !room.hub.class_setup.matches(&asked.setup) {
        return without_setup(tr);
    }
    page(views::login(tr, None, Some(&asked.setup)), None)
}

/// Makes class `name` with the teacher's `password`: its number and code.
///
/// # Errors
/// The name is empty or too long, the password too short (`class-make-short`), the name taken
/// (`class-make-taken`), or the store failed: the key of the words that say so.
pub fn make_class(
    store: &dyn crate::net::store::Store,
    name: &str,
    password: &str,
) -> Result<(i64, ClassCode), &'static str> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > CLASS_NAME_LENGTH || name.chars().any(char::is_control) {
        return Err("class-make-name");
    }
    if password.chars().count() < PASSWORD_LENGTH {
        return Err("class-make-short");
    }
    let hash = auth::hash_password(password).map_err(|_| "class-make-short")?;
    let classes = store.classes().map_err(|_| "class-store")?;
    if classes.iter().any(|class| class.name == name) {
        return Err("class-make-taken");
    }
    let mut rng = rand::rng();
    for _ in 0..20 {
        let code = ClassCode::random(&mut rng);
        if classes.iter().any(|class| class.code == code.to_string()) {
            continue;
        }
        return match store.make_class(name, &code.to_string(), &hash, now()) {
            Ok(id) => Ok((id, code)),
            Err(error) if error.failure == Failure::Conflict => Err("class-make-taken"),
            Err(_) => Err("class-store"),
        };
    }
    Err("class-store")
}

/// `POST /class/make`: from this site only, with the setup address's secret, which the class
/// made spends (a new setup address is printed on the server's terminal).
pub(super) async fn make(
    State(room): State<Arc<Classroom>>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    form: Result<Form<MakeForm>, FormRejection>,
) -> Response {
    let tr = translator(&headers, None);
    if !same_site(&headers) {
        return refusal(tr, StatusCode::FORBIDDEN, "class-csrf");
    }
    match room.makes.try_once(&room.hub, room.client(address, &headers)).await {
        Ok(Ok(())) => {}
        Ok(Err(wait)) => return wait_page(tr, wait),
        Err(error) => return store_refusal(tr, &error),
    }
    let Ok(Form(form)) = form else {
        return refusal(tr, StatusCode::BAD_REQUEST, "class-make-name");
    };
    if !room.hub.class_setup.matches(&form.setup) {
        return without_setup(tr);
    }
    let again = |key: &str| {
        let body = views::login(tr, Some(&tr.t(key)), Some(&form.setup));
        (StatusCode::BAD_REQUEST, Html(body.into_string())).into_response()
    };
    if form.password != form.again {
        return again("class-make-differ");
    }
    let (name, password) = (form.name.clone(), form.password.clone());
    let made = room.hub.store(move |store| Ok(make_class(store, &name, &password))).await;
    match made {
        Ok(Ok((id, _))) => {
            if let Some(next) = room.hub.class_setup.spend(&form.setup) {
                let host = origin(&headers);
                println!("A class was made on the teacher's page; the next one is made at {host}{next}");
            }
            open_session(&room, id, &headers, tr).await
        }
        Ok(Err(key)) => again(key),
        Err(error) => store_refusal(tr, &error),
    }
}

pub(super) mod changes;

/// A new child's picture secret, when his class asks for them.
fn secret_for(class: &StoredClass) -> Option<String> {
    class.secrets.then(|| random_secret(&mut rand::rng(), crate::net::class::SECRET_LENGTH))
}
