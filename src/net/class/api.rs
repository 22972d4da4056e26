//! What a tablet asks a class server, in JSON under `/class/api`:
//!
//! | request | answer |
//! |---|---|
//! | `GET /class/api` | `{classes}`: whether this server keeps a class (a tablet shows "My class") |
//! | `GET /class/api/class/CODE` | the class: `{name, code, secrets, children: [{id, name, animal}]}` |
//! | `POST /class/api/class/CODE/sign-in` `{child, secret?: [pictures]}` | `{token, child, class, progress, events}` |
//! | `GET /class/api/me` (`Authorization: Bearer TOKEN`) | `{child, class, progress, events}`: his progress from every event, his last [`RECENT_EVENTS`] events |
//! | `POST /class/api/me/events` `{events: [...]}` (bearer) | `{added, progress}` |
//! | `GET /class/api/me/tournament` (bearer) | his class tournament: round, table, opponent, room and seat ([`TournamentView`]) |
//! | `GET /class/api/me/vote` (bearer) | the class's game against the computer: the board, whether to vote, his vote ([`VoteView`]) |
//! | `POST /class/api/me/vote` `{number, pit}` (bearer) | `{counted}`: `false` when he had voted for this move already |
//! | `GET /class/api/me/simul` (bearer) | his board against the teacher: its room and his seat ([`SimulView`]) |
//!
//! A refusal is `{error, message}` with its HTTP status: `bad_request` (400: a body that is not
//! JSON, a bad code or event), `unauthorized` (401: no token, or one that is not a child's),
//! `wrong_secret` (403), `no_class` and `no_child` (404), `too_large` (413: over
//! [`BODY_LIMIT`] or [`MOST_EVENTS`]), `too_many` (429, with `Retry-After`: too many tries, a
//! child's sign-in waiting after wrong picture secrets, or over [`EVENTS_A_MINUTE`] or
//! [`EVENTS_A_DAY`] events kept), `store` (500) and
//! `store_unavailable` (503, with `Retry-After`: send again). A token reads and writes its
//! child's profile alone.

use super::contest::{self, Why};
use super::journal::{Event, Progress, RECENT_EVENTS, What};
use super::limits::{self, EVENTS_A_DAY, EVENTS_A_MINUTE, budget};
pub use super::simul::view::SimulView;
pub use super::tournament::view::{TableView, TournamentView};
pub use super::view::{ChildView, ClassServer, ClassView, Handed, Merged, Profile, SignIn};
pub use super::vote::view::{Ballot, Counted, VoteView};
use super::{ClassCode, Classroom, auth, secret_pictures};
use crate::net::store::{Failure, StoreError, StoredChild, StoredClass};
use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

/// The most bytes of a request's body to the API.
pub const BODY_LIMIT: usize = 256 * 1024;

/// The most events one request hands over.
pub const MOST_EVENTS: usize = 300;

/// A refusal: its status, its kind in words, and what happened.
#[derive(Debug)]
pub struct Refused {
    status: StatusCode,
    error: &'static str,
    message: String,
    retry: Option<Duration>,
}

impl Refused {
    fn new(status: StatusCode, error: &'static str, message: impl Into<String>) -> Refused {
        Refused { status, error, message: message.into(), retry: None }
    }

    /// Too many tries from this address: wait `wait`.
    pub(super) fn too_many(wait: Duration) -> Refused {
        let mut refused = Refused::new(StatusCode::TOO_MANY_REQUESTS, "too_many", "too many tries: wait and try again");
        refused.retry = Some(wait);
        refused
    }

    fn unauthorized() -> Refused {
        Refused::new(StatusCode::UNAUTHORIZED, "unauthorized", "sign in first: this needs a child's token")
    }
}

impl From<StoreError> for Refused {
    fn from(error: StoreError) -> Refused {
        if error.failure == Failure::Unavailable {
            let mut refused = Refused::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "store_unavailable",
                "the class's store cannot be reached now: nothing was kept, send again",
            );
            refused.retry = Some(Duration::from_secs(2));
            refused
        } else {
            tracing::error!("a class's store failed: {}", error.message);
            Refused::new(StatusCode::INTERNAL_SERVER_ERROR, "store", "the class's store failed: nothing was kept")
        }
    }
}

impl From<Why> for Refused {
    fn from(why: Why) -> Refused {
        match why {
            Why::Store(error) => error.into(),
            why => {
                tracing::error!("a class's tournament: {why}");
                Refused::new(StatusCode::INTERNAL_SERVER_ERROR, "tournament", why.to_string())
            }
        }
    }
}

impl From<super::vote::Refusal> for Refused {
    fn from(refusal: super::vote::Refusal) -> Refused {
        use super::vote::Refusal as Vote;
        match refusal {
            Vote::Store(error) => error.into(),
            Vote::None => Refused::new(StatusCode::NOT_FOUND, "no_vote", refusal.to_string()),
            Vote::Running | Vote::NotNow => Refused::new(StatusCode::CONFLICT, "not_now", refusal.to_string()),
            Vote::Illegal(_) => Refused::new(StatusCode::BAD_REQUEST, "illegal", refusal.to_string()),
        }
    }
}

impl From<JsonRejection> for Refused {
    fn from(rejection: JsonRejection) -> Refused {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            return Refused::new(StatusCode::PAYLOAD_TOO_LARGE, "too_large", format!("at most {BODY_LIMIT} bytes"));
        }
        Refused::new(StatusCode::BAD_REQUEST, "bad_request", rejection.body_text())
    }
}

impl IntoResponse for Refused {
    fn into_response(self) -> Response {
        // What was refused, never whose: the message names no child.
        tracing::warn!(status = self.status.as_u16(), error = self.error, "a class's request refused");
        #[derive(Serialize)]
        struct Body<'a> {
            error: &'a str,
            message: &'a str,
        }
        let mut response = (self.status, Json(Body { error: self.error, message: &self.message })).into_response();
        if let Some(wait) = self.retry
            && let Ok(value) = HeaderValue::from_str(&wait.as_secs().max(1).to_string())
        {
            response.headers_mut().insert(header::RETRY_AFTER, value);
        }
        response
    }
}

impl From<&StoredChild> for ChildView {
    fn from(child: &StoredChild) -> ChildView {
        ChildView { id: child.id, name: child.name.clone(), animal: child.animal }
    }
}

/// The class whose code is `code`.
async fn class_coded(room: &Classroom, code: &str) -> Result<StoredClass, Refused> {
    let code: ClassCode = code.parse().map_err(|error: super::BadClassCode| {
        Refused::new(StatusCode::BAD_REQUEST, "bad_request", error.to_string())
    })?;
    let words = code.to_string();
    let classes = room.hub.store(|store| store.classes()).await?;
    classes
        .into_iter()
        .find(|class| class.code == words)
        .ok_or_else(|| Refused::new(StatusCode::NOT_FOUND, "no_class", format!("no class {code}")))
}

/// `GET /class/api`: whether this server keeps any class, so that a tablet opened from it offers
/// "My class" (no name, no number: a class's code is still needed to see it).
pub(super) async fn server(State(room): State<Arc<Classroom>>) -> Result<Json<ClassServer>, Refused> {
    let classes = room.hub.store(|store| store.classes()).await?;
    Ok(Json(ClassServer { classes: !classes.is_empty() }))
}

/// `GET /class/api/class/CODE`.
pub(super) async fn class(
    State(room): State<Arc<Classroom>>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(code): Path<String>,
) -> Result<Json<ClassView>, Refused> {
    room.lookups.try_once(&room.hub, room.client(address, &headers)).await?.map_err(Refused::too_many)?;
    let class = class_coded(&room, &code).await?;
    let id = class.id;
    let children = room.hub.store(move |store| store.children(id)).await?;
    Ok(Json(ClassView {
        name: class.name,
        code: class.code,
        secrets: class.secrets,
        children: children.iter().map(ChildView::from).collect(),
    }))
}

/// `POST /class/api/class/CODE/sign-in`: so many a minute per device; a code that names no
/// class counts as a look-up, and once a device has had its look-ups every sign-in of it waits,
/// whether its code is a class's or not. A child whose picture secret was tapped wrongly again
/// and again waits too, whatever the device or the server ([`secret_wait`](super::limits::secret_wait)),
/// until his teacher lets him in.
pub(super) async fn sign_in(
    State(room): State<Arc<Classroom>>,
    ConnectInfo(address): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(code): Path<String>,
    body: Result<Json<SignIn>, JsonRejection>,
) -> Result<Json<Profile>, Refused> {
    let client = room.client(address, &headers);
    room.sign_ins.try_once(&room.hub, client).await?.map_err(Refused::too_many)?;
    room.lookups.check(&room.hub, client).await?.map_err(Refused::too_many)?;
    let Json(asked) = body?;
    let class = match class_coded(&room, &code).await {
        Err(refused) if refused.error == "no_class" => {
            room.lookups.try_once(&room.hub, client).await?.map_err(Refused::too_many)?;
            return Err(refused);
        }
        found => found?,
    };
    let id = class.id;
    let children = room.hub.store(move |store| store.children(id)).await?;
    let child = children
        .into_iter()
        .find(|child| child.id == asked.child)
        .ok_or_else(|| Refused::new(StatusCode::NOT_FOUND, "no_child", "no such child in this class"))?;
    if class.secrets {
        if let Some(wait) = limits::secret_wait(&room.hub, child.id).await? {
            return Err(Refused::too_many(wait));
        }
        let kept = child.secret.as_deref().and_then(secret_pictures).unwrap_or_default();
        let tapped = asked.secret.iter().map(u8::to_string).collect::<Vec<_>>().join("-");
        let kept = kept.iter().map(u8::to_string).collect::<Vec<_>>().join("-");
        if kept.is_empty() || !auth::same(&tapped, &kept) {
            limits::wrong_secret(&room.hub, child.id).await?;
            return Err(Refused::new(StatusCode::FORBIDDEN, "wrong_secret", "these are not his pictures"));
        }
        limits::forgive_secrets(&room.hub, child.id).await?;
    }
    let token = auth::secret();
    let (hash, at, made) = (auth::digest(&token), child.id, crate::net::hub::now());
    room.hub
        .store(move |store| {
            store.give_token(&hash, at, made)?;
            store.saw(at, made)
        })
        .await?;
    // Back at a tablet: he plays again in his class's tournament from its next round.
    let class_children = room.hub.store(move |store| store.children(id)).await?;
    if let Err(why) = contest::come_back(&room.hub, id, at, &class_children).await {
        tracing::warn!("a child back in his class's tournament: {why}");
    }
    let mut profile = profile(&room, child, class.name).await?;
    profile.token = Some(token);
    room.hub.metrics.signed_in();
    Ok(Json(profile))
}

/// The child whose token a request carries.
async fn signed_in(room: &Classroom, headers: &HeaderMap) -> Result<StoredChild, Refused> {
    let token = auth::bearer(headers).ok_or_else(Refused::unauthorized)?;
    let hash = auth::digest(&token);
    let child = room.hub.store(move |store| store.token(&hash)).await?.ok_or_else(Refused::unauthorized)?;
    // Seen now: "signed in now" on the teacher's page.
    let (at, now) = (child.id, crate::net::hub::now());
    room.hub.store(move |store| store.saw(at, now)).await?;
    Ok(child)
}

/// A child's events as kept (an event the store holds that no longer reads is left out).
async fn events_of(room: &Classroom, child: i64) -> Result<Vec<Event>, Refused> {
    let kept = room.hub.store(move |store| store.events(child)).await?;
    Ok(kept.iter().filter_map(|(_, _, json)| serde_json::from_str(json).ok()).collect())
}

/// A child's profile as a tablet reads it: his progress, and his events without their games'
/// moves (a tablet keeps none: `game::class::lighten`), which would make most of it.
async fn profile(room: &Classroom, child: StoredChild, class: String) -> Result<Profile, Refused> {
    let mut events = events_of(room, child.id).await?;
    let progress = Progress::of(&events);
    // The last events alone: a year's history is the progress's.
    let mut events = events.split_off(events.len().saturating_sub(RECENT_EVENTS));
    for event in &mut events {
        if let What::Game { moves, .. } = &mut event.what {
            moves.clear();
        }
    }
    Ok(Profile { token: None, child: ChildView::from(&child), class, progress, events })
}

/// `GET /class/api/me`.
pub(super) async fn me(State(room): State<Arc<Classroom>>, headers: HeaderMap) -> Result<Json<Profile>, Refused> {
    let child = signed_in(&room, &headers).await?;
    let class = child.class;
    let classes = room.hub.store(|store| store.classes()).await?;
    let name = classes.into_iter().find(|found| found.id == class).map(|found| found.name).unwrap_or_default();
    Ok(Json(profile(&room, child, name).await?))
}

/// `POST /class/api/me/events`.
pub(super) async fn hand_over(
    State(room): State<Arc<Classroom>>,
    headers: HeaderMap,
    body: Result<Json<Handed>, JsonRejection>,
) -> Result<Json<Merged>, Refused> {
    let child = signed_in(&room, &headers).await?;
    let Json(handed) = body?;
    if handed.events.len() > MOST_EVENTS {
        let message = format!("at most {MOST_EVENTS} events at a time");
        return Err(Refused::new(StatusCode::PAYLOAD_TOO_LARGE, "too_large", message));
    }
    let mut rows = Vec::with_capacity(handed.events.len());
    for event in &handed.events {
        event.check_handed().map_err(|error| {
            Refused::new(
                StatusCode::BAD_REQUEST,
                "bad_request",
                format!("event {:?}: {error}", event.id.chars().take(40).collect::<String>()),
            )
        })?;
        rows.push((event.id.clone(), event.at, serde_json::to_string(event).map_err(StoreError::from)?));
    }
    let (at, kept) = (child.id, crate::net::hub::now());
    let counted = rows.len();
    let added = room
        .hub
        .store(move |store| {
            let (minute, day) = (store.kept_since(at, kept - 59)?, store.kept_since(at, kept - 86_399)?);
            match budget(minute, day, counted) {
                Ok(()) => store.add_events(at, &rows, kept).map(Ok),
                Err(wait) => Ok(Err(wait)),
            }
        })
        .await?
        .map_err(|wait| {
            let message = format!(
                "at most {EVENTS_A_MINUTE} events a minute and {EVENTS_A_DAY} a day: nothing was kept, hand them over later"
            );
            let mut refused = Refused::new(StatusCode::TOO_MANY_REQUESTS, "too_many", message);
            refused.retry = Some(wait);
            refused
        })?;
    let events = events_of(&room, child.id).await?;
    Ok(Json(Merged { added, progress: Progress::of(&events) }))
}

/// `GET /class/api/me/tournament`: his class's tournament as his tablet shows it, every result
/// its rooms hold kept first.
pub(super) async fn tournament(
    State(room): State<Arc<Classroom>>,
    headers: HeaderMap,
) -> Result<Json<TournamentView>, Refused> {
    let child = signed_in(&room, &headers).await?;
    let class = child.class;
    let children = room.hub.store(move |store| store.children(class)).await?;
    let contest = contest::settled(&room.hub, class, &children).await?;
    Ok(Json(contest::view_of(contest.as_ref(), child.id, &children)))
}

/// `GET /class/api/me/vote`: the class's game against the computer as his tablet shows it, what
/// is due played first.
pub(super) async fn vote(State(room): State<Arc<Classroom>>, headers: HeaderMap) -> Result<Json<VoteView>, Refused> {
    let child = signed_in(&room, &headers).await?;
    let kept = super::vote::settled(&room.hub, child.class).await?;
    Ok(Json(super::vote::view_of(kept.as_ref(), child.id)))
}

/// `POST /class/api/me/vote` `{number, pit}`: his vote for move `number`, counted once.
pub(super) async fn cast(
    State(room): State<Arc<Classroom>>,
    headers: HeaderMap,
    body: Result<Json<Ballot>, JsonRejection>,
) -> Result<Json<Counted>, Refused> {
    let child = signed_in(&room, &headers).await?;
    let Json(ballot) = body?;
    let (_, counted) = super::vote::change(&room.hub, child.class, |kept| {
        super::vote::cast(kept, child.id, ballot.number, ballot.pit)
    })
    .await?;
    Ok(Json(Counted { counted }))
}

/// `GET /class/api/me/simul`: his board in the teacher's simultaneous games, if he has one.
pub(super) async fn simul(State(room): State<Arc<Classroom>>, headers: HeaderMap) -> Result<Json<SimulView>, Refused> {
    let child = signed_in(&room, &headers).await?;
    let kept = super::simul::settled(&room.hub, child.class).await.map_err(|why| match why {
        super::simul::Why::Store(error) => Refused::from(error),
        why => Refused::new(StatusCode::INTERNAL_SERVER_ERROR, "simul", why.to_string()),
    })?;
    Ok(Json(super::simul::view_of(kept.as_ref(), child.id)))
}
