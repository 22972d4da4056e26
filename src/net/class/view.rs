//! What a tablet and a class server say to each other under `/class/api` ([`super::api`]), as
//! JSON: the class a code names, a child's sign-in, his profile, the events he hands over.

use super::journal::{Event, Progress};
use serde::{Deserialize, Serialize};

/// What a server says of itself to a tablet (`GET /class/api`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClassServer {
    /// It keeps at least one class: the tablet offers "My class".
    pub classes: bool,
}

/// A child as a tablet shows him: his number, first name and animal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChildView {
    /// His number in the class server.
    pub id: i64,
    /// His first name.
    pub name: String,
    /// His animal: an index into the pictures.
    pub animal: u8,
}

/// A class as "Who is playing?" shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClassView {
    /// Its name.
    pub name: String,
    /// Its code, as words.
    pub code: String,
    /// Whether each child taps his picture secret after his animal.
    pub secrets: bool,
    /// Its children, by name.
    pub children: Vec<ChildView>,
}

/// A child's sign-in: who he is and, in a class that asks it, his picture secret.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SignIn {
    /// His number.
    pub child: i64,
    /// The pictures he tapped, in order (indices below
    /// [`SECRET_PICTURES`](super::SECRET_PICTURES)).
    #[serde(default)]
    pub secret: Vec<u8>,
}

/// A child's profile as the class server keeps it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Profile {
    /// His token (only in the answer to a sign-in).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
    /// Who he is.
    pub child: ChildView,
    /// His class's name.
    pub class: String,
    /// His progress, from every event kept.
    pub progress: Progress,
    /// His last events kept (at most [`RECENT_EVENTS`](super::journal::RECENT_EVENTS)), in the
    /// order kept, their games without their moves.
    pub events: Vec<Event>,
}

/// Events a tablet hands over.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Handed {
    /// The events, each kept once however often it comes.
    pub events: Vec<Event>,
}

/// What the server made of the events handed over.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Merged {
    /// How many were new.
    pub added: usize,
    /// His progress now.
    pub progress: Progress,
}

/// What a child's card link says after the page's address (`#class=CODE&child=N&secret=…`,
/// written by the teacher's page): his class, his number and, where the class asks one, his
/// picture secret. A tablet opened from it signs him in at once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    /// The class's code, as words (`lion-mango-owl-bee`).
    pub code: String,
    /// His number.
    pub child: i64,
    /// His picture secret (indices below [`SECRET_PICTURES`](super::SECRET_PICTURES)), empty
    /// when his class asks none.
    pub secret: Vec<u8>,
}

impl Card {
    /// Reads `class=CODE&child=N[&secret=A-B-C]` (a leading `#` allowed); `None` when the class's
    /// code or the child's number is missing or not one.
    #[must_use]
    pub fn parse(link: &str) -> Option<Card> {
        let (mut code, mut child, mut secret) = (None, None, Vec::new());
        for part in link.trim_start_matches('#').split('&') {
            match part.split_once('=') {
                Some(("class", value)) => code = value.parse::<super::ClassCode>().ok(),
                Some(("child", value)) => child = value.parse::<i64>().ok(),
                Some(("secret", value)) => secret = super::secret_pictures(value).unwrap_or_default(),
                _ => {}
            }
        }
        Some(Card { code: code?.to_string(), child: child?, secret })
    }
}

#[cfg(test)]
mod tests {
    use super::Card;

    #[test]
    fn a_card_link_reads_back_and_a_bad_one_is_none() {
        let card = Card::parse("#class=lion-mango-owl-bee&child=12&secret=0-8-3").expect("a card");
        assert_eq!(card, Card { code: "lion-mango-owl-bee".into(), child: 12, secret: vec![0, 8, 3] });
        let bare = Card::parse("class=15-28-17-2&child=3").expect("a card without secret");
        assert_eq!((bare.code.as_str(), bare.secret.len()), ("lion-mango-owl-bee", 0));
        assert_eq!(Card::parse("class=lion-mango-owl&child=3"), None, "three pictures are a room's");
        assert_eq!(Card::parse("class=lion-mango-owl-bee"), None, "no child");
        assert_eq!(Card::parse("child=3"), None);
        assert_eq!(Card::parse(""), None);
    }
}
