//! A device's calls to its class server's API ([`super::api`]), the same for the game and the
//! tests: start a [`Call`], then poll it once a frame, never waiting. On the desktop a thread
//! makes the request with ureq (plain `http://`: a classroom's network); in a web page the
//! browser's `fetch` does.

use std::time::Duration;

/// How long a call may take, from connecting to the answer's last byte.
pub const TIMEOUT: Duration = Duration::from_secs(10);

/// A call's end: the server's answer (any status, its body as text), or why none came.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The server answered with this HTTP status and body.
    Heard {
        /// The HTTP status (200, 401, 404…).
        status: u16,
        /// The body, as text (JSON from a class server).
        body: String,
    },
    /// No answer: the server is away, the network is down, or the call took over [`TIMEOUT`].
    Failed(String),
}

/// What to ask: `GET` (no body) or `POST` (a JSON body), at `url`, with a child's token if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The whole address: `http://host:port/class/api/…`.
    pub url: String,
    /// A child's token, sent as `Authorization: Bearer TOKEN`.
    pub token: Option<String>,
    /// A JSON body: the call is a `POST`; none, a `GET`.
    pub body: Option<String>,
}

impl Request {
    /// `GET url`.
    #[must_use]
    pub fn get(url: String) -> Request {
        Request { url, token: None, body: None }
    }

    /// `POST url` with a JSON `body`.
    #[must_use]
    pub fn post(url: String, body: String) -> Request {
        Request { url, token: None, body: Some(body) }
    }

    /// The same, carrying a child's `token`.
    #[must_use]
    pub fn with_token(mut self, token: &str) -> Request {
        self.token = Some(token.to_owned());
        self
    }
}

/// The address of the class API of a server typed as `host:port` (or a whole `http://`, `ws://`
/// address): `http://host:port/class/api`. `None` for an empty address.
#[must_use]
pub fn api_of(typed: &str) -> Option<String> {
    let rooms = crate::net::link::rooms_url_of(typed)?;
    let host = rooms.split("://").nth(1)?.trim_end_matches("/rooms");
    let scheme = if rooms.starts_with("wss://") { "https" } else { "http" };
    Some(format!("{scheme}://{host}/class/api"))
}

#[cfg(not(target_arch = "wasm32"))]
pub use native::{Call, page_api, page_card};
#[cfg(target_arch = "wasm32")]
pub use web::{Call, page_api, page_card};

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use super::{Answer, Request, TIMEOUT};
    use std::sync::Mutex;
    use std::sync::mpsc::{Receiver, channel};

    /// A request made by a thread of its own.
    pub struct Call {
        answer: Mutex<Receiver<Answer>>,
    }

    impl Call {
        /// Starts the request; its answer comes by [`Call::poll`].
        #[must_use]
        pub fn start(request: Request) -> Call {
            let (tell, answer) = channel();
            let spawned = std::thread::Builder::new().name("awale-class".into()).spawn({
                let tell = tell.clone();
                move || {
                    let _ = tell.send(run(&request));
                    crate::net::waker::wake();
                }
            });
            if let Err(error) = spawned {
                let _ = tell.send(Answer::Failed(error.to_string()));
            }
            Call { answer: Mutex::new(answer) }
        }

        /// The answer, once it came (then never again).
        #[must_use]
        pub fn poll(&self) -> Option<Answer> {
            self.answer.lock().ok()?.try_recv().ok()
        }

        /// The answer, waiting at most `wait` (for tests and tools).
        #[must_use]
        pub fn wait(&self, wait: std::time::Duration) -> Option<Answer> {
            self.answer.lock().ok()?.recv_timeout(wait).ok()
        }
    }

    fn run(request: &Request) -> Answer {
        let agent: ureq::Agent =
            ureq::Agent::config_builder().timeout_global(Some(TIMEOUT)).http_status_as_error(false).build().into();
        let bearer = request.token.as_ref().map(|token| format!("Bearer {token}"));
        let answer = match &request.body {
            Some(body) => {
                let mut call = agent.post(&request.url).content_type("application/json");
                if let Some(bearer) = &bearer {
                    call = call.header("Authorization", bearer);
                }
                call.send(body.as_str())
            }
            None => {
                let mut call = agent.get(&request.url);
                if let Some(bearer) = &bearer {
                    call = call.header("Authorization", bearer);
                }
                call.call()
            }
        };
        match answer {
            Ok(mut response) => {
                let status = response.status().as_u16();
                match response.body_mut().read_to_string() {
                    Ok(body) => Answer::Heard { status, body },
                    Err(error) => Answer::Failed(error.to_string()),
                }
            }
            Err(error) => Answer::Failed(error.to_string()),
        }
    }

    /// The class API of the server that served this page: none on the desktop.
    #[must_use]
    pub fn page_api() -> Option<String> {
        None
    }

    /// A child's card link this page was opened from: none on the desktop.
    #[must_use]
    pub fn page_card() -> Option<String> {
        None
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    use super::{Answer, Request};
    use js_sys::{Function, Object, Promise, Reflect};
    use std::cell::RefCell;
    use std::collections::HashMap;
    use std::sync::atomic::{AtomicU64, Ordering};
    use wasm_bindgen::{JsCast, JsValue};
    use wasm_bindgen_futures::JsFuture;

    thread_local! {
        /// Each call's answer once it came, by the call's number (the page's one thread).
        static ANSWERS: RefCell<HashMap<u64, Answer>> = RefCell::new(HashMap::new());
    }

    static NEXT: AtomicU64 = AtomicU64::new(1);

    /// A request made by the browser's `fetch`, known by a number.
    pub struct Call {
        id: u64,
    }

    impl Call {
        /// Starts the request; its answer comes by [`Call::poll`].
        #[must_use]
        pub fn start(request: Request) -> Call {
            let id = NEXT.fetch_add(1, Ordering::Relaxed);
            wasm_bindgen_futures::spawn_local(async move {
                let answer = match fetch(&request).await {
                    Ok(answer) => answer,
                    Err(error) => Answer::Failed(format!("{error:?}")),
                };
                ANSWERS.with(|answers| answers.borrow_mut().insert(id, answer));
                crate::net::waker::wake();
            });
            Call { id }
        }

        /// The answer, once it came (then never again).
        #[must_use]
        pub fn poll(&self) -> Option<Answer> {
            ANSWERS.with(|answers| answers.borrow_mut().remove(&self.id))
        }
    }

    impl Drop for Call {
        fn drop(&mut self) {
            ANSWERS.with(|answers| answers.borrow_mut().remove(&self.id));
        }
    }

    fn set(object: &Object, key: &str, value: &JsValue) -> Result<(), JsValue> {
        Reflect::set(object, &JsValue::from_str(key), value).map(|_| ())
    }

    async fn fetch(request: &Request) -> Result<Answer, JsValue> {
        let global = js_sys::global();
        let init = Object::new();
        let headers = Object::new();
        if let Some(token) = &request.token {
            set(&headers, "Authorization", &JsValue::from_str(&format!("Bearer {token}")))?;
        }
        if let Some(body) = &request.body {
            set(&init, "method", &JsValue::from_str("POST"))?;
            set(&headers, "Content-Type", &JsValue::from_str("application/json"))?;
            set(&init, "body", &JsValue::from_str(body))?;
        }
        set(&init, "headers", &headers)?;
        set(&init, "cache", &JsValue::from_str("no-store"))?;
        let fetch: Function = Reflect::get(&global, &JsValue::from_str("fetch"))?.dyn_into()?;
        let promise: Promise = fetch.call2(&global, &JsValue::from_str(&request.url), &init)?.dyn_into()?;
        let response = JsFuture::from(promise).await?;
        let status = Reflect::get(&response, &JsValue::from_str("status"))?.as_f64().unwrap_or(0.0) as u16;
        let text: Function = Reflect::get(&response, &JsValue::from_str("text"))?.dyn_into()?;
        let body: Promise = text.call0(&response)?.dyn_into()?;
        let body = JsFuture::from(body).await?.as_string().unwrap_or_default();
        Ok(Answer::Heard { status, body })
    }

    /// The class API of the server that served this page (`http(s)://host/class/api`).
    #[must_use]
    pub fn page_api() -> Option<String> {
        let origin = web_sys::window()?.location().origin().ok()?;
        origin.starts_with("http").then(|| format!("{origin}/class/api"))
    }

    /// A child's card link this page was opened from: the page address's part after `#`
    /// (`class=CODE&child=N&secret=…`), if it names a class. Once read it is taken out of the
    /// address bar and of the browser's history (`history.replaceState`), so that the next
    /// child on a shared tablet does not find his classmate's picture secret there.
    #[must_use]
    pub fn page_card() -> Option<String> {
        let location = web_sys::window()?.location();
        let hash = location.hash().ok()?;
        let hash = hash.trim_start_matches('#');
        let card = hash.starts_with("class=").then(|| hash.to_owned())?;
        let bare = format!("{}{}", location.pathname().unwrap_or_default(), location.search().unwrap_or_default());
        // A browser that refuses (a page in a sandboxed frame) keeps the address: the sign-in
        // goes on.
        let _ = forget_address(&bare);
        Some(card)
    }

    /// Replaces this page's address in the browser's history by `bare`.
    fn forget_address(bare: &str) -> Result<(), JsValue> {
        let history = Reflect::get(&js_sys::global(), &JsValue::from_str("history"))?;
        let replace: Function = Reflect::get(&history, &JsValue::from_str("replaceState"))?.dyn_into()?;
        replace.call3(&history, &JsValue::NULL, &JsValue::from_str(""), &JsValue::from_str(bare)).map(|_| ())
    }
}
