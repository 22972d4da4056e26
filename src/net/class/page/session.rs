//! What every page of the teacher's shares: his language, his session (the teacher signed in,
//! the CSRF token his forms carry, checked), and the refusals it sends.

use super::views;
use crate::i18n::{Language, Translator};
use crate::net::class::{Classroom, auth};
use crate::net::hub::now;
use crate::net::store::{Failure, StoreError, StoredClass};
use axum::extract::Form;
use axum::extract::rejection::FormRejection;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use std::sync::OnceLock;

/// The teacher's language: `?lang=` (then kept in the `awale_lang` cookie), the cookie, or the
/// browser's `Accept-Language`.
pub(super) fn translator(headers: &HeaderMap, asked: Option<&str>) -> &'static Translator {
    static ALL: OnceLock<Vec<Translator>> = OnceLock::new();
    let all = ALL.get_or_init(|| Language::ALL.iter().map(|&language| Translator::new(language)).collect());
    let cookie = auth::cookie_value(headers, "awale_lang");
    let accepted = headers.get(header::ACCEPT_LANGUAGE).and_then(|value| value.to_str().ok()).unwrap_or_default();
    let wanted: Vec<String> = asked
        .map(str::to_owned)
        .into_iter()
        .chain(cookie)
        .chain(accepted.split(',').map(|part| part.split(';').next().unwrap_or_default().trim().to_owned()))
        .collect();
    let language = Language::first_of(wanted);
    &all[Language::ALL.iter().position(|&l| l == language).unwrap_or(0)]
}

/// A page with `status`: the sign-in with `message` for 401, else a line and a way back.
pub(super) fn refusal(tr: &Translator, status: StatusCode, key: &str) -> Response {
    tracing::warn!(status = status.as_u16(), why = key, "a teacher's page refused");
    let body = if status == StatusCode::UNAUTHORIZED {
        views::login(tr, Some(&tr.t(key)), None)
    } else {
        let message = tr.t(key);
        views::layout(
            tr,
            &message,
            maud::html! { p.wrong role="alert" { (message) } p { a href="/class" { (tr.t("class-back")) } } },
        )
    };
    (status, Html(body.into_string())).into_response()
}

pub(super) fn store_refusal(tr: &Translator, error: &StoreError) -> Response {
    if error.failure != Failure::Unavailable {
        tracing::error!("a class's store failed: {}", error.message);
    }
    let mut response = refusal(tr, StatusCode::SERVICE_UNAVAILABLE, "class-store");
    response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static("2"));
    response
}

/// The teacher signed in: his class and his session's CSRF token.
pub(super) struct Teacher {
    pub(super) class: StoredClass,
    pub(super) csrf: String,
}

/// The teacher whose session the request's cookie holds; a refusal (401) without one.
pub(super) async fn teacher(room: &Classroom, headers: &HeaderMap, tr: &Translator) -> Result<Teacher, Response> {
    match signed_in(room, headers).await {
        Ok(Some(teacher)) => Ok(teacher),
        Ok(None) => Err(refusal(tr, StatusCode::UNAUTHORIZED, "class-unauthorized")),
        Err(error) => Err(store_refusal(tr, &error)),
    }
}

/// The teacher whose session the request's cookie holds, if any.
pub(super) async fn signed_in(room: &Classroom, headers: &HeaderMap) -> Result<Option<Teacher>, StoreError> {
    let Some(secret) = auth::session_secret(headers) else {
        return Ok(None);
    };
    let hash = auth::digest(&secret);
    let (session, classes) = room.hub.store(move |store| Ok((store.session(&hash, now())?, store.classes()?))).await?;
    let Some(session) = session else {
        return Ok(None);
    };
    let class = classes.into_iter().find(|class| class.id == session.class);
    Ok(class.map(|class| Teacher { class, csrf: session.csrf }))
}

/// Whether a form was sent from this site: its `Origin`, when the browser names one, has the
/// request's own host (the ports left out: a proxy may pass the host alone, as nginx's `$host`).
pub(super) fn same_site(headers: &HeaderMap) -> bool {
    let origin = headers.get(header::ORIGIN).and_then(|value| value.to_str().ok());
    let host = headers.get(header::HOST).and_then(|value| value.to_str().ok()).unwrap_or_default();
    let name = |host: &str| {
        host.rsplit_once(':')
            .filter(|(_, port)| port.parse::<u16>().is_ok())
            .map_or(host, |(name, _)| name)
            .to_ascii_lowercase()
    };
    origin.is_none_or(|origin| origin.split_once("://").is_some_and(|(_, rest)| name(rest) == name(host)))
}

/// Checks a change: sent from this site ([`same_site`]) with the session's CSRF token; a
/// refusal (403) else.
#[expect(clippy::result_large_err, reason = "the refusal is the page sent at once, never kept")]
pub(super) fn checked(teacher: &Teacher, headers: &HeaderMap, csrf: &str, tr: &Translator) -> Result<(), Response> {
    if same_site(headers) && auth::same(csrf, &teacher.csrf) {
        Ok(())
    } else {
        Err(refusal(tr, StatusCode::FORBIDDEN, "class-csrf"))
    }
}

/// The teacher and his form's fields, checked (his session, the form's CSRF token): or the
/// refusal.
pub(super) async fn signed_form(
    room: &Classroom,
    headers: &HeaderMap,
    form: Result<Form<Vec<(String, String)>>, FormRejection>,
) -> Result<(Teacher, Vec<(String, String)>), Response> {
    let tr = translator(headers, None);
    let teacher = teacher(room, headers, tr).await?;
    let fields = form.map(|Form(fields)| fields).unwrap_or_default();
    let csrf = fields.iter().find(|(name, _)| name == "csrf").map_or("", |(_, value)| value.as_str());
    checked(&teacher, headers, csrf, tr)?;
    Ok((teacher, fields))
}

/// A change the page cannot make now (`409`): why, in words (a translation key), and the way
/// back to the class.
pub(super) fn conflict(tr: &Translator, key: &str) -> Response {
    let message = tr.t(key);
    let body = views::layout(
        tr,
        &message,
        maud::html! { p.wrong role="alert" { (message) } p { a href="/class" { (tr.t("class-back")) } } },
    );
    (StatusCode::CONFLICT, Html(body.into_string())).into_response()
}

/// Where a tablet opens the game: this server's address as the browser reached it.
pub(super) fn origin(headers: &HeaderMap) -> String {
    let host = headers.get(header::HOST).and_then(|value| value.to_str().ok()).unwrap_or("localhost");
    let host: String =
        host.chars().filter(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | ':' | '-' | '[' | ']')).collect();
    let https = headers.get("x-forwarded-proto").is_some_and(|proto| proto == "https");
    format!("{}://{host}", if https { "https" } else { "http" })
}
