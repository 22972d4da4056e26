//! A browser's requests, written by hand over one connection each (`Connection: close`), and
//! the answers read whole: enough to drive the teacher's page and the tablets' API as a browser
//! and a tablet would, cookies and all.

use std::io::{Read, Write};
use std::net::{IpAddr, SocketAddr, TcpStream};
use std::time::Duration;

/// An answer: its status, its headers (names in lower case) and its body.
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Reply {
    /// The first header `name` (lower case).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(found, _)| found == name).map(|(_, value)| value.as_str())
    }

    /// The body read as JSON.
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.body))
    }
}

/// Sends `method path` with `headers` and `body` to `address`, and reads the answer.
pub fn request(address: SocketAddr, method: &str, path: &str, headers: &[(&str, &str)], body: &[u8]) -> Reply {
    request_from(None, address, method, path, headers, body)
}

/// A connection to `address` from the loopback address `source` (`127.0.0.2`…: another device
/// of the classroom), or from the system's choice.
fn connect(source: Option<IpAddr>, address: SocketAddr) -> TcpStream {
    let Some(source) = source else {
        return TcpStream::connect(address).expect("the server answers");
    };
    let socket = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).expect("a socket");
    socket.bind(&SocketAddr::new(source, 0).into()).expect("bound to the device's address");
    socket.connect(&address.into()).expect("the server answers");
    socket.into()
}

/// [`request`] from the loopback address `source` when given.
pub fn request_from(
    source: Option<IpAddr>,
    address: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> Reply {
    let mut stream = connect(source, address);
    stream.set_read_timeout(Some(Duration::from_secs(20))).expect("a timeout");
    // The server's own address as the host, unless the request names another (a tablet's
    // address for the class computer).
    let host = if headers.iter().any(|(name, _)| name.eq_ignore_ascii_case("host")) {
        String::new()
    } else {
        format!("Host: {address}\r\n")
    };
    let mut head = format!("{method} {path} HTTP/1.1\r\n{host}Connection: close\r\nContent-Length: {}\r\n", body.len());
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes()).expect("the request is sent");
    // A server may refuse before reading the whole body: what it did not read is no error.
    let _ = stream.write_all(body);
    let mut raw = Vec::new();
    let _ = stream.read_to_end(&mut raw);
    let text = String::from_utf8_lossy(&raw).into_owned();
    let (head, rest) = text.split_once("\r\n\r\n").unwrap_or_else(|| panic!("no answer's head in {text:?}"));
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|line| line.split_whitespace().nth(1))
        .and_then(|code| code.parse().ok())
        .expect("a status");
    let headers: Vec<(String, String)> = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(name, value)| (name.trim().to_ascii_lowercase(), value.trim().to_owned()))
        .collect();
    let chunked = headers.iter().any(|(name, value)| name == "transfer-encoding" && value.contains("chunked"));
    let body = if chunked { unchunked(rest) } else { rest.to_owned() };
    Reply { status, headers, body }
}

/// A chunked body joined.
fn unchunked(mut rest: &str) -> String {
    let mut body = String::new();
    while let Some((size, after)) = rest.split_once("\r\n") {
        let size = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if size == 0 || after.len() < size {
            break;
        }
        body.push_str(&after[..size]);
        rest = after[size..].trim_start_matches("\r\n");
    }
    body
}

/// A form's body: each pair `name=value`, encoded.
pub fn form(pairs: &[(&str, &str)]) -> Vec<u8> {
    pairs
        .iter()
        .map(|(name, value)| format!("{}={}", encode(name), encode(value)))
        .collect::<Vec<_>>()
        .join("&")
        .into_bytes()
}

fn encode(text: &str) -> String {
    text.bytes()
        .map(|byte| match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => (byte as char).to_string(),
            _ => format!("%{byte:02X}"),
        })
        .collect()
}

/// A teacher's browser: its session cookie once signed in.
pub struct Browser {
    pub address: SocketAddr,
    pub cookie: Option<String>,
}

impl Browser {
    pub fn new(address: SocketAddr) -> Browser {
        Browser { address, cookie: None }
    }

    fn headers<'a>(&'a self, extra: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
        let mut headers: Vec<(&str, &str)> = extra.to_vec();
        if let Some(cookie) = &self.cookie {
            headers.push(("Cookie", cookie));
        }
        headers
    }

    /// `GET path`.
    pub fn get(&self, path: &str) -> Reply {
        request(self.address, "GET", path, &self.headers(&[]), b"")
    }

    /// `POST path` with a form; a session cookie set by the answer is kept.
    pub fn post(&mut self, path: &str, pairs: &[(&str, &str)]) -> Reply {
        let body = form(pairs);
        let headers = self.headers(&[("Content-Type", "application/x-www-form-urlencoded")]);
        let reply = request(self.address, "POST", path, &headers, &body);
        if let Some(set) = reply.header("set-cookie").filter(|set| set.starts_with("awale_class=")) {
            let value = set.split(';').next().unwrap_or_default().to_owned();
            self.cookie = (value != "awale_class=").then_some(value);
        }
        reply
    }

    /// The CSRF token of the page at `path`.
    pub fn csrf(&self, path: &str) -> String {
        let page = self.get(path);
        let at = page.body.find("name=\"csrf\" value=\"").unwrap_or_else(|| panic!("no CSRF token in {}", page.body));
        page.body[at + 19..].split('"').next().expect("a token").to_owned()
    }
}

/// A tablet's request to the API: JSON in and out, with a child's token when given.
pub fn api(address: SocketAddr, method: &str, path: &str, token: Option<&str>, body: &serde_json::Value) -> Reply {
    api_from(None, address, method, path, token, body)
}

/// [`api`] from the loopback address `source` when given (another tablet of the classroom).
pub fn api_from(
    source: Option<IpAddr>,
    address: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: &serde_json::Value,
) -> Reply {
    let bearer = token.map(|token| format!("Bearer {token}"));
    let mut headers = vec![("Content-Type", "application/json")];
    if let Some(bearer) = &bearer {
        headers.push(("Authorization", bearer));
    }
    let body = if body.is_null() { Vec::new() } else { body.to_string().into_bytes() };
    request_from(source, address, method, path, &headers, &body)
}
