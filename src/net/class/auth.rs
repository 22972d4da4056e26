//! Who may see and change a class: the teacher, by his password, and a child, by his token.
//!
//! - The teacher's password is kept as an argon2id hash (the `argon2` crate's defaults: 19 MiB,
//!   2 passes), checked off the async threads ([`hash_password`], [`password_matches`]).
//! - A teacher who signs in gets a session: a random secret in an `HttpOnly`, `SameSite=Strict`
//!   cookie on `/class` ([`session_cookie`]), kept by the store as its SHA-256 hash with its
//!   CSRF token, for [`SESSION_HOURS`]. Every change the page makes carries that token, compared
//!   in constant time ([`same`]).
//! - A child who signs in gets a token (a random secret, kept hashed) that reads and writes his
//!   own profile alone.
//! - Signing in is limited per device's address ([`Limiter`], [`client_address`] behind a
//!   trusted proxy) and per class's name: a wrong password guessed again and again gets
//!   `429 Too Many Requests`; a child's picture secret tapped wrongly again and again makes his
//!   sign-in wait, whatever the address ([`Guesses`]).

use rand::RngExt;
use sha2::Digest;
use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The session cookie's name.
pub const COOKIE: &str = "awale_class";

/// How long a teacher's session lasts, in hours.
pub const SESSION_HOURS: i64 = 12;

/// The shortest teacher's password, in characters.
pub const PASSWORD_LENGTH: usize = 8;

/// The teacher's password as an argon2id hash (PHC string format), with a random salt.
///
/// # Errors
/// The hasher refused (a password over argon2's limit of 2³² bytes).
pub fn hash_password(password: &str) -> Result<String, String> {
    use argon2::password_hash::{PasswordHasher, SaltString};
    let salt: [u8; 16] = rand::rng().random();
    let salt = SaltString::encode_b64(&salt).map_err(|error| error.to_string())?;
    argon2::Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|hash| hash.to_string())
        .map_err(|e| e.to_string())
}

/// Whether `password` is the one hashed as `hash` (false for a hash that is not one).
#[must_use]
pub fn password_matches(password: &str, hash: &str) -> bool {
    use argon2::password_hash::{PasswordHash, PasswordVerifier};
    PasswordHash::new(hash)
        .is_ok_and(|parsed| argon2::Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
}

/// A new secret: 256 random bits in hex (a session's, a child's token, a CSRF token).
#[must_use]
pub fn secret() -> String {
    let bytes: [u8; 32] = rand::rng().random();
    hex(&bytes)
}

/// A secret as the store keeps it: its SHA-256 hash, in hex.
#[must_use]
pub fn digest(secret: &str) -> String {
    hex(&sha2::Sha256::digest(secret.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

/// Whether two secrets are the same, in a time that does not tell where they differ.
#[must_use]
pub fn same(a: &str, b: &str) -> bool {
    use subtle::ConstantTimeEq;
    a.len() == b.len() && bool::from(a.as_bytes().ct_eq(b.as_bytes()))
}

/// The `Set-Cookie` value of a teacher's session `secret`: `HttpOnly`, `SameSite=Strict`, on
/// `/class`, for [`SESSION_HOURS`], and `Secure` when the page was asked for over HTTPS
/// (`secure`). An empty `secret` ends the session in the browser.
#[must_use]
pub fn session_cookie(secret: &str, secure: bool) -> String {
    use cookie::{Cookie, SameSite, time::Duration as CookieDuration};
    let age = if secret.is_empty() { CookieDuration::ZERO } else { CookieDuration::hours(SESSION_HOURS) };
    Cookie::build((COOKIE, secret.to_owned()))
        .http_only(true)
        .same_site(SameSite::Strict)
        .path("/class")
        .secure(secure)
        .max_age(age)
        .build()
        .to_string()
}

/// The teacher's session secret a request's `Cookie` headers carry, if any.
#[must_use]
pub fn session_secret(headers: &axum::http::HeaderMap) -> Option<String> {
    cookie_value(headers, COOKIE)
}

/// The value of the cookie `name` a request carries, if any and not empty.
#[must_use]
pub fn cookie_value(headers: &axum::http::HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(axum::http::header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(cookie::Cookie::split_parse)
        .filter_map(Result::ok)
        .find(|cookie| cookie.name() == name && !cookie.value().is_empty())
        .map(|cookie| cookie.value().to_owned())
}

/// The token a child's request carries (`Authorization: Bearer TOKEN`), if any.
#[must_use]
pub fn bearer(headers: &axum::http::HeaderMap) -> Option<String> {
    let value = headers.get(axum::http::header::AUTHORIZATION)?.to_str().ok()?;
    let token = value.strip_prefix("Bearer ")?.trim();
    (!token.is_empty() && token.len() <= 128).then(|| token.to_owned())
}

/// At most so many tries in a window, per key (an address, or a class's name): each try counts,
/// whether it succeeds or not.
pub struct Limiter<K = IpAddr> {
    most: usize,
    window: Duration,
    tries: Mutex<HashMap<K, VecDeque<Instant>>>,
}

impl<K: std::hash::Hash + Eq> Limiter<K> {
    /// A limiter letting `most` tries of a key in each `window`.
    #[must_use]
    pub fn new(most: usize, window: Duration) -> Limiter<K> {
        Limiter { most: most.max(1), window, tries: Mutex::new(HashMap::new()) }
    }

    /// Counts a try of `key`; `Err(wait)` when it is one too many, with how long until the next
    /// is let.
    ///
    /// # Errors
    /// The key has had its tries in the window: how long it must wait.
    pub fn try_once(&self, key: K) -> Result<(), Duration> {
        self.tried(key, true)
    }

    /// Whether `key` has had its tries in the window (`Err(wait)`), without counting one.
    ///
    /// # Errors
    /// The key has had its tries in the window: how long it must wait.
    pub fn check(&self, key: K) -> Result<(), Duration> {
        self.tried(key, false)
    }

    fn tried(&self, key: K, count: bool) -> Result<(), Duration> {
        let now = Instant::now();
        let mut tries = self.tries.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        // Forget the keys that have not tried for a window, now and then.
        if tries.len() > 10_000 {
            tries.retain(|_, times| times.back().is_some_and(|last| now.duration_since(*last) < self.window));
        }
        let times = tries.entry(key).or_default();
        while times.front().is_some_and(|first| now.duration_since(*first) >= self.window) {
            times.pop_front();
        }
        if times.len() >= self.most {
            let first = times.front().copied().unwrap_or(now);
            return Err(self.window.saturating_sub(now.duration_since(first)));
        }
        if count {
            times.push_back(now);
        }
        Ok(())
    }
}

/// Wrong picture secrets tapped for each child, in a row, whatever tablet or address they came
/// from: the first [`FREE_WRONG`] cost nothing; after each one more his sign-in waits,
/// [`FIRST_WAIT`] and then twice as long each time, up to [`LONGEST_WAIT`], until his right
/// pictures are tapped once the wait is over or his teacher lets him in again. Kept in this
/// server's memory: each server sharing a store counts alone.
#[derive(Default)]
pub struct Guesses {
    wrong: Mutex<HashMap<i64, (u32, Instant)>>,
}

/// Wrong picture secrets of a child in a row that cost nothing: the next makes his sign-in wait.
pub const FREE_WRONG: u32 = 3;

/// The first wait after [`FREE_WRONG`] wrong picture secrets.
pub const FIRST_WAIT: Duration = Duration::from_secs(10);

/// The longest wait between two tries of a child's picture secret.
pub const LONGEST_WAIT: Duration = Duration::from_secs(15 * 60);

impl Guesses {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<i64, (u32, Instant)>> {
        self.wrong.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// How long child `child`'s sign-in still waits, if it does.
    #[must_use]
    pub fn wait(&self, child: i64) -> Option<Duration> {
        let &(count, last) = self.lock().get(&child)?;
        let over = count.checked_sub(FREE_WRONG + 1)?;
        let wait = FIRST_WAIT.saturating_mul(1 << over.min(16)).min(LONGEST_WAIT);
        wait.checked_sub(last.elapsed()).filter(|left| !left.is_zero())
    }

    /// Counts a wrong picture secret of child `child`.
    pub fn wrong(&self, child: i64) {
        let mut wrong = self.lock();
        let entry = wrong.entry(child).or_insert((0, Instant::now()));
        *entry = (entry.0.saturating_add(1), Instant::now());
    }

    /// Child `child` signed in, or was let in again by his teacher: his count starts again.
    pub fn forgive(&self, child: i64) {
        self.lock().remove(&child);
    }

    /// How many wrong picture secrets of child `child` in a row.
    #[must_use]
    pub fn count(&self, child: i64) -> u32 {
        self.lock().get(&child).map_or(0, |&(count, _)| count)
    }
}

/// The secret of the class computer's setup address (`/class/make?setup=…`), which makes a
/// class from the teacher's page: drawn when the server starts and printed on its terminal
/// (what only the class computer's user reads), and spent by the class it makes, a new one
/// drawn then. Its `Debug` hides it.
pub struct SetupKey(Mutex<String>);

impl Default for SetupKey {
    fn default() -> SetupKey {
        SetupKey(Mutex::new(secret()))
    }
}

impl std::fmt::Debug for SetupKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SetupKey(…)")
    }
}

impl SetupKey {
    fn lock(&self) -> std::sync::MutexGuard<'_, String> {
        self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The setup address's path and query: `/class/make?setup=SECRET`.
    #[must_use]
    pub fn path(&self) -> String {
        format!("/class/make?setup={}", self.lock())
    }

    /// Whether `tapped` is the key, compared in constant time.
    #[must_use]
    pub fn matches(&self, tapped: &str) -> bool {
        same(tapped, &self.lock())
    }

    /// Spends the key `tapped` when it is the current one: a new one is drawn; returns the new
    /// path ([`SetupKey::path`]), or `None` when `tapped` was not the key (already spent).
    #[must_use]
    pub fn spend(&self, tapped: &str) -> Option<String> {
        let mut key = self.lock();
        if !same(tapped, &key) {
            return None;
        }
        *key = secret();
        Some(format!("/class/make?setup={key}"))
    }
}

/// The address of the device behind a request: the connection's own, or, when it comes from a
/// proxy in `trusted` (`--trusted-proxy`), the last address of `X-Forwarded-For` that is not one
/// of them (what the proxy saw; an address a device wrote in the header itself comes before it
/// and is never read). A header that does not read gives the proxy's own address.
#[must_use]
pub fn client_address(peer: IpAddr, headers: &axum::http::HeaderMap, trusted: &[IpAddr]) -> IpAddr {
    if !trusted.contains(&peer) {
        return peer;
    }
    let forwarded: Vec<IpAddr> = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(str::trim)
        .map(|part| part.parse::<IpAddr>().ok())
        .collect::<Option<Vec<IpAddr>>>()
        .unwrap_or_default();
    forwarded.into_iter().rev().find(|address| !trusted.contains(address)).unwrap_or(peer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_is_kept_as_argon2id_and_checked() {
        let hash = hash_password("kofi-and-ama").expect("hashed");
        assert!(hash.starts_with("$argon2id$"), "{hash}");
        assert!(password_matches("kofi-and-ama", &hash));
        assert!(!password_matches("kofi-and-amA", &hash));
        assert!(!password_matches("kofi-and-ama", "not a hash"));
        assert_ne!(hash_password("kofi-and-ama").expect("hashed"), hash, "each hash has its own salt");
    }

    #[test]
    fn secrets_differ_and_are_kept_hashed() {
        let (a, b) = (secret(), secret());
        assert_ne!(a, b);
        assert_eq!(a.len(), 64);
        assert_eq!(digest(&a).len(), 64);
        assert_ne!(digest(&a), a);
        assert!(same(&a, &a.clone()) && !same(&a, &b) && !same(&a, ""));
    }

    #[test]
    fn the_cookie_is_http_only_and_strict_and_read_back() {
        let cookie = session_cookie("abc", false);
        assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict") && cookie.contains("Path=/class"));
        assert!(!cookie.contains("Secure"));
        assert!(session_cookie("abc", true).contains("Secure"));
        let mut headers = axum::http::HeaderMap::new();
        headers.insert(axum::http::header::COOKIE, "lang=fr; awale_class=abc".parse().expect("a header"));
        assert_eq!(session_secret(&headers).as_deref(), Some("abc"));
    }

    #[test]
    fn the_limiter_lets_so_many_tries_a_window() {
        let limiter = Limiter::new(3, Duration::from_millis(200));
        let (one, two): (IpAddr, IpAddr) = ("127.0.0.1".parse().expect("ip"), "127.0.0.2".parse().expect("ip"));
        assert!((0..3).all(|_| limiter.try_once(one).is_ok()));
        assert!(limiter.try_once(one).is_err());
        assert!(limiter.try_once(two).is_ok(), "each address has its own tries");
        std::thread::sleep(Duration::from_millis(250));
        assert!(limiter.try_once(one).is_ok(), "a window later, it may try again");
        let names = Limiter::new(1, Duration::from_secs(60));
        assert!(names.check("Class A").is_ok() && names.try_once("Class A").is_ok());
        assert!(names.check("Class A").is_err() && names.try_once("Class B").is_ok());
    }

    #[test]
    fn a_child_s_wrong_secrets_make_his_sign_in_wait_longer_each_time() {
        let guesses = Guesses::default();
        for _ in 0..FREE_WRONG {
            assert_eq!(guesses.wait(7), None);
            guesses.wrong(7);
        }
        assert_eq!(guesses.wait(7), None, "three wrong, no wait yet");
        guesses.wrong(7);
        let first = guesses.wait(7).expect("a wait");
        assert!(first <= FIRST_WAIT && first > FIRST_WAIT / 2, "{first:?}");
        guesses.wrong(7);
        assert!(guesses.wait(7).expect("a wait") > FIRST_WAIT, "each wrong one more, a longer wait");
        assert_eq!((guesses.count(7), guesses.wait(8)), (5, None), "each child his own count");
        for _ in 0..40 {
            guesses.wrong(7);
        }
        assert!(guesses.wait(7).expect("a wait") <= LONGEST_WAIT);
        guesses.forgive(7);
        assert_eq!((guesses.count(7), guesses.wait(7)), (0, None));
    }

    #[test]
    fn a_setup_key_is_spent_once() {
        let key = SetupKey::default();
        let first = key.path().trim_start_matches("/class/make?setup=").to_owned();
        assert!(key.matches(&first) && !key.matches("") && !key.matches(&secret()));
        let next = key.spend(&first).expect("spent");
        assert!(!key.matches(&first), "spent: it opens nothing more");
        assert_eq!(key.spend(&first), None);
        assert_eq!(next, key.path());
        assert!(!format!("{key:?}").contains(&next[18..]), "Debug hides it");
    }

    #[test]
    fn the_client_is_read_from_a_trusted_proxy_alone() {
        let ip = |text: &str| text.parse::<IpAddr>().expect("an address");
        let mut headers = axum::http::HeaderMap::new();
        headers.insert("x-forwarded-for", "10.0.0.9, 192.168.1.23".parse().expect("a header"));
        let proxy = ip("127.0.0.1");
        assert_eq!(client_address(proxy, &headers, &[]), proxy, "no proxy trusted: the header is not read");
        assert_eq!(client_address(ip("192.168.1.5"), &headers, &[proxy]), ip("192.168.1.5"), "not from the proxy");
        assert_eq!(
            client_address(proxy, &headers, &[proxy]),
            ip("192.168.1.23"),
            "what the proxy saw, not what a device wrote"
        );
        headers.insert("x-forwarded-for", "not an address".parse().expect("a header"));
        assert_eq!(client_address(proxy, &headers, &[proxy]), proxy);
    }
}
