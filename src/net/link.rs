//! A device's connection to a server's rooms, the same for the game and the tests: open it on
//! `ws://HOST:PORT/rooms`, send [`ToServer`] messages, and poll what happened ([`LinkEvent`])
//! once a frame, never waiting. On the desktop a thread holds a tungstenite WebSocket (plain
//! `ws://` only: a home or classroom network); in the web build the browser's WebSocket does,
//! its events queued until polled. Dropping a link closes it.

use super::wire::{ToClient, ToServer};
use std::time::Duration;

/// A ping this often keeps the connection alive (the server closes one silent for 120 s), on
/// the desktop and in a web page alike.
const PING: Duration = Duration::from_secs(10);

/// What happened on a link since the last poll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkEvent {
    /// The connection is open: send the first message.
    Opened,
    /// A message from the server.
    Heard(ToClient),
    /// A frame that is not a message of this protocol (ignored, said for the log).
    Garbled(String),
    /// The connection could not be made, or broke: why. Nothing more comes.
    Closed(String),
}

fn read(text: &str) -> LinkEvent {
    serde_json::from_str(text).map_or_else(|_| LinkEvent::Garbled(text.chars().take(200).collect()), LinkEvent::Heard)
}

fn write(message: &ToServer) -> String {
    serde_json::to_string(message).unwrap_or_default()
}

#[cfg(not(target_arch = "wasm32"))]
pub use native::Link;
#[cfg(target_arch = "wasm32")]
pub use web::{Link, page_rooms_url};

/// The address of the rooms of the server that served this page (`ws://` or `wss://`, the
/// page's host, `/rooms`), if this is a web page.
#[cfg(not(target_arch = "wasm32"))]
#[must_use]
pub fn page_rooms_url() -> Option<String> {
    None
}

/// The WebSocket address of the rooms of a server typed as `host:port` (or a whole `ws://`
/// or `http://` address): `ws://host:port/rooms`. `None` for an empty address.
#[must_use]
pub fn rooms_url_of(typed: &str) -> Option<String> {
    let typed = typed.trim().trim_end_matches('/');
    if typed.is_empty() {
        return None;
    }
    let rest = typed
        .strip_prefix("ws://")
        .or_else(|| typed.strip_prefix("http://"))
        .or_else(|| typed.strip_prefix("wss://"))
        .or_else(|| typed.strip_prefix("https://"))
        .unwrap_or(typed);
    let host = rest.trim_end_matches("/rooms");
    let secure = typed.starts_with("wss://") || typed.starts_with("https://");
    Some(format!("{}://{host}/rooms", if secure { "wss" } else { "ws" }))
}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use super::{LinkEvent, PING, ToClient, ToServer, read, write};
    use std::net::{TcpStream, ToSocketAddrs};
    use std::sync::Mutex;
    use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
    use std::time::{Duration, Instant};
    use tungstenite::Message;

    /// How long a connection may take to be made.
    const CONNECT: Duration = Duration::from_secs(4);
    /// How long the thread waits for a frame before it looks at what to send.
    const READ: Duration = Duration::from_millis(20);
    /// Nothing heard for this long: the connection is taken as broken.
    const SILENCE: Duration = Duration::from_secs(30);

    /// A connection held by a thread.
    pub struct Link {
        outgoing: Sender<String>,
        incoming: Mutex<Receiver<LinkEvent>>,
    }

    impl Link {
        /// Opens a connection to `url` (`ws://host:port/rooms`) on a thread of its own; its
        /// [`LinkEvent::Opened`] or [`LinkEvent::Closed`] comes by [`Link::poll`].
        #[must_use]
        pub fn open(url: &str) -> Link {
            let (outgoing, to_send) = channel();
            let (heard, incoming) = channel();
            let url = url.to_owned();
            let spawned = std::thread::Builder::new().name("awale-link".into()).spawn({
                let heard = heard.clone();
                move || {
                    let why = run(&url, &to_send, &heard).err().unwrap_or_else(|| "closed".into());
                    let _ = heard.send(LinkEvent::Closed(why));
                    crate::net::waker::wake();
                }
            });
            if let Err(error) = spawned {
                let _ = heard.send(LinkEvent::Closed(error.to_string()));
            }
            Link { outgoing, incoming: Mutex::new(incoming) }
        }

        /// Sends a message (dropped if the connection is closed: the session sends again).
        pub fn send(&self, message: &ToServer) {
            let _ = self.outgoing.send(write(message));
        }

        /// What happened since the last poll, oldest first, without waiting.
        #[must_use]
        pub fn poll(&self) -> Option<LinkEvent> {
            self.incoming.lock().ok()?.try_recv().ok()
        }

        /// The next event, waiting at most `wait` (for tests and tools).
        #[must_use]
        pub fn wait(&self, wait: Duration) -> Option<LinkEvent> {
            self.incoming.lock().ok()?.recv_timeout(wait).ok()
        }
    }

    fn run(url: &str, to_send: &Receiver<String>, heard: &Sender<LinkEvent>) -> Result<(), String> {
        let host = url.split("://").nth(1).and_then(|rest| rest.split('/').next()).ok_or("not a ws:// address")?;
        if url.starts_with("wss://") {
            return Err("wss:// is for web pages; the desktop connects with ws://".into());
        }
        let address = host.to_socket_addrs().map_err(|e| e.to_string())?.next().ok_or("no such host")?;
        let stream = TcpStream::connect_timeout(&address, CONNECT).map_err(|e| e.to_string())?;
        stream.set_read_timeout(Some(CONNECT)).map_err(|e| e.to_string())?;
        let _ = stream.set_nodelay(true);
        let (mut socket, _) = tungstenite::client(url, stream).map_err(|e| e.to_string())?;
        socket.get_mut().set_read_timeout(Some(READ)).map_err(|e| e.to_string())?;
        heard.send(LinkEvent::Opened).map_err(|_| "dropped")?;
        crate::net::waker::wake();
        let (mut last_heard, mut last_ping) = (Instant::now(), Instant::now());
        loop {
            loop {
                match to_send.try_recv() {
                    Ok(text) => socket.send(Message::text(text)).map_err(|e| e.to_string())?,
                    Err(TryRecvError::Empty) => break,
                    Err(TryRecvError::Disconnected) => {
                        let _ = socket.close(None);
                        let _ = socket.flush();
                        return Ok(());
                    }
                }
            }
            if last_ping.elapsed() > PING {
                socket.send(Message::text(write(&ToServer::Ping {}))).map_err(|e| e.to_string())?;
                last_ping = Instant::now();
            }
            match socket.read() {
                Ok(Message::Text(text)) => {
                    last_heard = Instant::now();
                    // The answer to a ping only says that the server is there.
                    match read(text.as_str()) {
                        LinkEvent::Heard(ToClient::Pong {}) => {}
                        event => {
                            heard.send(event).map_err(|_| "dropped")?;
                            crate::net::waker::wake();
                        }
                    }
                }
                Ok(Message::Close(Some(frame))) if !frame.reason.is_empty() => {
                    return Err(format!("the server closed the connection: {}", frame.reason));
                }
                Ok(Message::Close(_)) => return Err("the server closed the connection".into()),
                Ok(_) => last_heard = Instant::now(),
                Err(tungstenite::Error::Io(e))
                    if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) =>
                {
                    if last_heard.elapsed() > SILENCE {
                        return Err("the server has not answered for 30 s".into());
                    }
                }
                Err(e) => return Err(e.to_string()),
            }
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod web {
    use super::{LinkEvent, PING, ToServer, read, write};
    use std::cell::{Cell, RefCell};
    use std::collections::{HashMap, VecDeque};
    use std::rc::Rc;
    use std::sync::atomic::{AtomicU64, Ordering};
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    use web_sys::{CloseEvent, MessageEvent, WebSocket};
    use web_time::Instant;

    type Inbox = Rc<RefCell<VecDeque<LinkEvent>>>;

    /// The browser's socket, its queue and the closures it calls, and when it last pinged,
    /// kept by the page's one thread.
    struct Socket {
        socket: Option<WebSocket>,
        inbox: Inbox,
        pinged: Cell<Instant>,
        _closures: Vec<Closure<dyn FnMut(web_sys::Event)>>,
    }

    impl Socket {
        /// Pings once [`PING`] has passed since the last ping, if the socket is open (a browser
        /// sends no ping of its own).
        fn keep_alive(&self) {
            if let Some(socket) = &self.socket
                && socket.ready_state() == WebSocket::OPEN
                && self.pinged.get().elapsed() >= PING
            {
                let _ = socket.send_with_str(&write(&ToServer::Ping {}));
                self.pinged.set(Instant::now());
            }
        }
    }

    thread_local! {
        static SOCKETS: RefCell<HashMap<u64, Socket>> = RefCell::new(HashMap::new());
    }

    static NEXT: AtomicU64 = AtomicU64::new(1);

    /// A browser WebSocket, known by a number (the socket itself stays on the page's thread).
    pub struct Link {
        id: u64,
    }

    impl Link {
        /// Opens a connection to `url`; its [`LinkEvent::Opened`] or [`LinkEvent::Closed`]
        /// comes by [`Link::poll`].
        #[must_use]
        pub fn open(url: &str) -> Link {
            let id = NEXT.fetch_add(1, Ordering::Relaxed);
            let inbox: Inbox = Rc::default();
            let mut closures = Vec::new();
            let socket = match WebSocket::new(url) {
                Ok(socket) => {
                    let on = |inbox: &Inbox, make: fn(web_sys::Event) -> Option<LinkEvent>| {
                        let inbox = inbox.clone();
                        Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
                            if let Some(happened) = make(event) {
                                inbox.borrow_mut().push_back(happened);
                                crate::net::waker::wake();
                            }
                        })
                    };
                    let opened = on(&inbox, |_| Some(LinkEvent::Opened));
                    let message = on(&inbox, |event| {
                        event.dyn_into::<MessageEvent>().ok()?.data().as_string().map(|text| read(&text))
                    });
                    let closed = on(&inbox, |event| {
                        let close = event.dyn_into::<CloseEvent>().ok();
                        let (code, reason) = close.map_or((0, String::new()), |event| (event.code(), event.reason()));
                        Some(LinkEvent::Closed(if reason.is_empty() {
                            format!("closed ({code})")
                        } else {
                            format!("closed ({code}): {reason}")
                        }))
                    });
                    socket.set_onopen(Some(opened.as_ref().unchecked_ref()));
                    socket.set_onmessage(Some(message.as_ref().unchecked_ref()));
                    socket.set_onclose(Some(closed.as_ref().unchecked_ref()));
                    closures.extend([opened, message, closed]);
                    Some(socket)
                }
                Err(error) => {
                    inbox.borrow_mut().push_back(LinkEvent::Closed(format!("{error:?}")));
                    None
                }
            };
            let socket = Socket { socket, inbox, pinged: Cell::new(Instant::now()), _closures: closures };
            SOCKETS.with(|sockets| sockets.borrow_mut().insert(id, socket));
            Link { id }
        }

        /// Sends a message (dropped if the socket is not open: the session sends again).
        pub fn send(&self, message: &ToServer) {
            SOCKETS.with(|sockets| {
                if let Some(Socket { socket: Some(socket), .. }) = sockets.borrow().get(&self.id) {
                    let _ = socket.send_with_str(&write(message));
                }
            });
        }

        /// What happened since the last poll, oldest first; pings when it is time (the game
        /// polls once a frame).
        #[must_use]
        pub fn poll(&self) -> Option<LinkEvent> {
            SOCKETS.with(|sockets| {
                let sockets = sockets.borrow();
                let socket = sockets.get(&self.id)?;
                socket.keep_alive();
                socket.inbox.borrow_mut().pop_front()
            })
        }
    }

    impl Drop for Link {
        fn drop(&mut self) {
            SOCKETS.with(|sockets| {
                if let Some(Socket { socket: Some(socket), .. }) = sockets.borrow_mut().remove(&self.id) {
                    socket.set_onclose(None);
                    socket.set_onmessage(None);
                    socket.set_onopen(None);
                    let _ = socket.close();
                }
            });
        }
    }

    /// The rooms of the server that served this page: `ws(s)://` its host `/rooms`.
    #[must_use]
    pub fn page_rooms_url() -> Option<String> {
        let location = web_sys::window()?.location();
        let secure = location.protocol().ok()? == "https:";
        let host = location.host().ok()?;
        Some(format!("{}://{host}/rooms", if secure { "wss" } else { "ws" }))
    }
}
