//! A class on the class computer: the teacher's classes, each with its children, kept by
//! `awale-server` so that a child's progress follows him from one tablet to the next.
//!
//! - A class has a name, a teacher's password and a code of four pictures ([`ClassCode`]), which
//!   a tablet asks for once ("Which class?") and remembers.
//! - A child signs in by tapping his animal among his class's, and, where the teacher asks it,
//!   his picture secret: two or three pictures in order. He then holds a token for himself
//!   alone ([`api`]).
//! - What he does is a journal of events ([`journal`]) that his devices append and the server
//!   merges: an event sent twice, or from two tablets, counts once.
//! - A class tournament ([`tournament`]): its rounds paired (round robin or Swiss), its results
//!   and standings.
//! - The teacher's page at `/class` ([`page`]) shows the children's progress, adds, renames and
//!   removes children, prints their cards and exports the class; behind the teacher's password
//!   ([`auth`]).
//!
//! What is kept, where, for how long and how to delete it: `docs/classroom.md`.

#[cfg(feature = "link")]
pub mod client;
pub mod journal;
pub mod simul;
pub mod tournament;
pub mod view;
pub mod vote;

#[cfg(feature = "server")]
pub mod api;
#[cfg(feature = "server")]
pub mod auth;
#[cfg(feature = "server")]
pub mod contest;
#[cfg(feature = "server")]
pub mod limits;
#[cfg(feature = "server")]
pub mod page;
#[cfg(feature = "server")]
mod routes;

#[cfg(feature = "server")]
pub use routes::router;

/// What the class routes share: the rooms' hub (its store keeps the classes) and the limits on
/// signing in, each counted in the store for every server sharing it, per device
/// ([`limits::client_address`]) or per class's name (a child's picture secret:
/// [`limits::secret_wait`]).
#[cfg(feature = "server")]
pub struct Classroom {
    pub(super) hub: std::sync::Arc<crate::net::hub::Hub>,
    /// The teacher's sign-ins, per device and class's name: 10 a minute.
    pub(super) logins: limits::Limiter,
    /// The wrong passwords of a class's name, from every device: 30 a minute, so that guesses
    /// from many devices stop too, while a class's wrong passwords never hold another's back.
    pub(super) wrong_passwords: limits::Limiter,
    /// The classes made from the teacher's page, per device: 10 a minute.
    pub(super) makes: limits::Limiter,
    /// The tablets' looking up a class, per device: 60 a minute; a sign-in on a class code
    /// that does not exist counts as one.
    pub(super) lookups: limits::Limiter,
    /// The children's sign-ins, per device: 60 a minute (a class of 30 from one address
    /// behind a school's router signs in twice).
    pub(super) sign_ins: limits::Limiter,
}

#[cfg(feature = "server")]
impl Classroom {
    /// The device behind a request from `peer` ([`limits::client_address`], through the proxies
    /// this server trusts).
    pub(super) fn client(&self, peer: std::net::SocketAddr, headers: &axum::http::HeaderMap) -> std::net::IpAddr {
        limits::client_address(peer.ip(), headers, &self.hub.config.trusted_proxies)
    }
}

use crate::net::code::{PICTURES, picture};
use rand::RngExt;
use std::fmt;
use std::str::FromStr;

/// A class's code: four indices into [`PICTURES`] (810,000 codes), written as words joined by
/// `-` (`lion-mango-owl-bee`). A tablet types it once by tapping the pictures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ClassCode(pub [u8; 4]);

impl ClassCode {
    /// A code drawn at random.
    #[must_use]
    pub fn random(rng: &mut impl rand::Rng) -> ClassCode {
        let count = PICTURES.len() as u8;
        ClassCode(std::array::from_fn(|_| rng.random_range(0..count)))
    }

    /// The code's four emoji, as a tablet draws them.
    #[must_use]
    pub fn emoji(self) -> String {
        self.0.iter().map(|&i| PICTURES[usize::from(i)].1).collect()
    }
}

impl fmt::Display for ClassCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c, d] = self.0.map(|i| PICTURES[usize::from(i)].0);
        write!(f, "{a}-{b}-{c}-{d}")
    }
}

/// A text that is not a class's code.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a class's code: four pictures' words or numbers 1–30, as in lion-mango-owl-bee")]
pub struct BadClassCode(pub String);

impl FromStr for ClassCode {
    type Err = BadClassCode;

    /// Reads four words, numbers (1–30) or emoji, separated by `-`, spaces or commas, in any
    /// case.
    fn from_str(text: &str) -> Result<ClassCode, BadClassCode> {
        let bad = || BadClassCode(text.chars().take(60).collect());
        let parts: Vec<&str> = text.split(['-', ' ', ',']).filter(|part| !part.is_empty()).collect();
        if parts.len() != 4 {
            return Err(bad());
        }
        let mut code = [0; 4];
        for (at, part) in parts.iter().enumerate() {
            code[at] = picture(part).ok_or_else(bad)?;
        }
        Ok(ClassCode(code))
    }
}

/// How many pictures a child's picture secret has: he taps them in order after his animal.
pub const SECRET_LENGTH: usize = 3;

/// The pictures a picture secret is drawn from: the first nine animals, big and unlike each other
/// on a card and a tablet.
pub const SECRET_PICTURES: usize = 9;

/// A picture secret of `length` pictures (each below [`SECRET_PICTURES`], at most that many),
/// as stored: the pictures' indices joined by `-`. Its pictures differ: a child who cannot read
/// remembers three animals, not one animal three times (504 secrets of three, against 729).
#[must_use]
pub fn random_secret(rng: &mut impl rand::Rng, length: usize) -> String {
    let length = length.min(SECRET_PICTURES);
    rand::seq::index::sample(rng, SECRET_PICTURES, length).iter().map(|i| i.to_string()).collect::<Vec<_>>().join("-")
}

/// A stored picture secret's pictures, in order; `None` if it is not one.
#[must_use]
pub fn secret_pictures(secret: &str) -> Option<Vec<u8>> {
    secret
        .split('-')
        .map(|part| part.parse::<u8>().ok().filter(|&i| usize::from(i) < SECRET_PICTURES))
        .collect::<Option<Vec<u8>>>()
        .filter(|pictures| (2..=3).contains(&pictures.len()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_class_code_reads_back_and_a_secret_is_pictures() {
        let code = ClassCode([14, 27, 16, 1]);
        assert_eq!(code.to_string(), "lion-mango-owl-bee");
        assert_eq!("Lion mango,owl-bee".parse(), Ok(code));
        assert_eq!("15-28-17-2".parse(), Ok(code));
        assert_eq!("🦁-🥭-🦉-🐝".parse(), Ok(code));
        assert!("lion-mango-owl".parse::<ClassCode>().is_err());
        assert!("lion-mango-owl-bee-ant".parse::<ClassCode>().is_err());
        let mut rng = rand::rng();
        for _ in 0..100 {
            let secret = random_secret(&mut rng, 3);
            let pictures = secret_pictures(&secret).expect("a secret");
            assert_eq!(pictures.len(), 3);
            assert!(pictures[0] != pictures[1] && pictures[1] != pictures[2] && pictures[0] != pictures[2], "{secret}");
        }
        assert_eq!(secret_pictures("1-9"), None, "9 is not a secret's picture");
        assert_eq!(secret_pictures("1"), None);
        assert_eq!(secret_pictures("../x"), None);
    }
}
