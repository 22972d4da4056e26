//! The class server's routes: the teacher's page at `/class` ([`page`](super::page)) and the
//! tablets' API at `/class/api` ([`api`](super::api)), each request's body limited, each page
//! sent with a content security policy that lets nothing come from elsewhere.

use super::limits::Limiter;
use super::{Classroom, api, page};
use crate::net::hub::Hub;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderValue, header};
use axum::routing::{get, post};
use std::sync::Arc;
use std::time::Duration;

/// The most bytes of a form the teacher's page sends.
pub const FORM_LIMIT: usize = 16 * 1024;

/// The routes of `/class`, their state the class server's `hub`.
pub fn router(hub: Arc<Hub>) -> Router {
    let minute = Duration::from_secs(60);
    let room = Arc::new(Classroom {
        hub,
        logins: Limiter::new("login", 10, minute),
        wrong_passwords: Limiter::new("password", 30, minute),
        makes: Limiter::new("make", 10, minute),
        lookups: Limiter::new("lookup", 60, minute),
        sign_ins: Limiter::new("sign-in", 60, minute),
    });
    let api = Router::new()
        .route("/class/api", get(api::server))
        .route("/class/api/class/{code}", get(api::class))
        .route("/class/api/class/{code}/sign-in", post(api::sign_in))
        .route("/class/api/me", get(api::me))
        .route("/class/api/me/events", post(api::hand_over))
        .route("/class/api/me/tournament", get(api::tournament))
        .route("/class/api/me/vote", get(api::vote).post(api::cast))
        .route("/class/api/me/simul", get(api::simul))
        .layer(DefaultBodyLimit::max(api::BODY_LIMIT));
    let pages = Router::new()
        .route("/class", get(page::home))
        .route("/class/login", post(page::login))
        .route("/class/logout", post(page::logout))
        .route("/class/make", get(page::setup).post(page::make))
        .route("/class/secrets", post(page::changes::secrets))
        .route("/class/children", post(page::changes::add))
        .route("/class/children/{child}", get(page::changes::child).post(page::changes::change))
        .route("/class/children/{child}/remove", post(page::changes::remove))
        .route("/class/children/{child}/secret", post(page::changes::new_secret))
        .route("/class/children/{child}/let-in", post(page::changes::let_in))
        .route("/class/delete", post(page::changes::delete))
        .route("/class/cards", get(page::take_away::cards))
        .route("/class/export.csv", get(page::take_away::export))
        .route("/class/tournament/start", post(page::tournament::start))
        .route("/class/tournament/{action}", post(page::tournament::act))
        .route("/class/tournament/{way}/{child}", post(page::tournament::presence))
        .route("/class/screen", get(page::screen::screen))
        .route("/class/screen/{code}", get(page::screen::board))
        .route("/class/vote", get(page::vote::projector))
        .route("/class/vote/start", post(page::vote::start))
        .route("/class/vote/end", post(page::vote::end))
        .route("/class/simul", get(page::simul::boards))
        .route("/class/simul/start", post(page::simul::start))
        .route("/class/simul/move", post(page::simul::teacher_moves))
        .route("/class/simul/end", post(page::simul::end))
        .layer(DefaultBodyLimit::max(FORM_LIMIT))
        .layer(tower_http::set_header::SetResponseHeaderLayer::overriding(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(
                "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; \
                 font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
            ),
        ))
        .layer(tower_http::set_header::SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-store"),
        ));
    let font = Router::new().route("/class/pictures.ttf", get(pictures));
    api.merge(pages).merge(font).with_state(room)
}

/// The game's own pictures (a room's and a class's code, the animals: "Awale Pictures", cut
/// from Noto Emoji), so that the page draws them on a computer without an emoji font.
const PICTURES_FONT: &[u8] = include_bytes!("../../../assets/fonts/pictures.ttf");

/// `GET /class/pictures.ttf`.
async fn pictures() -> impl axum::response::IntoResponse {
    (
        [
            (header::CONTENT_TYPE, HeaderValue::from_static("font/ttf")),
            (header::CACHE_CONTROL, HeaderValue::from_static("max-age=86400")),
        ],
        PICTURES_FONT,
    )
}
