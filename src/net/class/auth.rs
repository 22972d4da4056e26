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
//! - A class is made from the teacher's page at the class computer's setup address alone
//!   ([`SetupKey`]).
//! - How often each may try, and what a tablet may write: [`limits`](super::limits).

use rand::RngExt;
use sha2::Digest;
use std::sync::Mutex;

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
}
