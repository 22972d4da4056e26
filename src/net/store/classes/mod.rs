//! Where a class server keeps its classes ([`Classes`], a part of every
//! [`Store`](super::Store)): each class with its teacher's password (an argon2id hash), its
//! children, each child's events (his journal, [`crate::net::class::journal`]), the teacher's
//! sessions and the children's tokens. Tokens and sessions are kept as hashes of their secret
//! (SHA-256, hex), never as the secret. Removing a child removes his events and tokens with him.
//! SQLite and PostgreSQL keep the same tables, brought up to date by the same migrations as
//! the rooms.

mod postgres;
mod sqlite;

use super::error::StoreError;

/// The tables of a class server, as both stores create them (SQLite's `INTEGER PRIMARY KEY AUTOINCREMENT` is
/// PostgreSQL's `BIGSERIAL PRIMARY KEY`, and `INTEGER` its `BIGINT`; [`schema`] writes it).
const SCHEMA: &str = "CREATE TABLE classes (
         id SERIAL_KEY,
         name TEXT NOT NULL UNIQUE,
         code TEXT NOT NULL UNIQUE,
         hash TEXT NOT NULL,
         secrets BOOLEAN NOT NULL DEFAULT FALSE,
         made BIG NOT NULL
     );
     CREATE TABLE children (
         id SERIAL_KEY,
         class BIG NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
         name TEXT NOT NULL,
         animal BIG NOT NULL,
         secret TEXT,
         made BIG NOT NULL
     );
     CREATE INDEX children_class ON children (class);
     CREATE TABLE child_events (
         child BIG NOT NULL REFERENCES children(id) ON DELETE CASCADE,
         id TEXT NOT NULL,
         at BIG NOT NULL,
         event TEXT NOT NULL,
         kept BIG NOT NULL,
         PRIMARY KEY (child, id)
     );
     CREATE TABLE child_tokens (
         hash TEXT PRIMARY KEY,
         child BIG NOT NULL REFERENCES children(id) ON DELETE CASCADE,
         made BIG NOT NULL
     );
     CREATE INDEX child_tokens_child ON child_tokens (child);
     CREATE TABLE teacher_sessions (
         hash TEXT PRIMARY KEY,
         class BIG NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
         csrf TEXT NOT NULL,
         expires BIG NOT NULL
     );";

/// The second step of the class tables: what a class plays together (its tournament, its
/// vote against the computer: each a `kind`, its state as JSON with a version raised by each
/// change), and when each child's tablet last asked the server (seconds since 1970: "signed in
/// now" on the teacher's page).
const TOURNAMENTS: &str = "CREATE TABLE class_games (
         class BIG NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
         kind TEXT NOT NULL,
         state TEXT NOT NULL,
         version BIG NOT NULL,
         made BIG NOT NULL,
         PRIMARY KEY (class, kind)
     );
     ALTER TABLE children ADD COLUMN seen BIG NOT NULL DEFAULT 0;";

/// The third step: the tries the limits count ([`crate::net::class::limits`]), kept in the store
/// so that every server sharing it counts them once: each try's kind (`login`, `secret`, …),
/// who made it (an address, a class's name, a child's number) and when (milliseconds since
/// 1970).
const TRIES: &str = "CREATE TABLE tries (
         kind TEXT NOT NULL,
         key TEXT NOT NULL,
         at BIG NOT NULL
     );
     CREATE INDEX tries_key ON tries (kind, key, at);
     CREATE INDEX tries_at ON tries (at);";

/// How long a try is kept, in milliseconds: a day, longer than any limit's window.
pub const TRIES_KEPT_MS: i64 = 24 * 3600 * 1000;

/// The class tables in a store's words: `postgres` or SQLite.
#[must_use]
pub(super) fn schema(postgres: bool) -> String {
    let (key, big) =
        if postgres { ("BIGSERIAL PRIMARY KEY", "BIGINT") } else { ("INTEGER PRIMARY KEY AUTOINCREMENT", "INTEGER") };
    SCHEMA.replace("SERIAL_KEY", key).replace("BIG ", &format!("{big} "))
}

/// The tournaments' step ([`TOURNAMENTS`]) in a store's words: `postgres` or SQLite.
#[must_use]
pub(super) fn tournaments(postgres: bool) -> String {
    TOURNAMENTS.replace("BIG ", if postgres { "BIGINT " } else { "INTEGER " })
}

/// The tries' step ([`TRIES`]) in a store's words: `postgres` or SQLite.
#[must_use]
pub(super) fn tries(postgres: bool) -> String {
    TRIES.replace("BIG ", if postgres { "BIGINT " } else { "INTEGER " })
}

/// Children in the order a teacher reads a list of names: by their letters without their
/// accents and capitals first (Sékou before Siaka, as in a class register), then as written,
/// then by number.
pub fn by_name(children: &mut [StoredChild]) {
    use unicode_normalization::UnicodeNormalization;
    let folded = |name: &str| -> String {
        name.nfd()
            .filter(|c| !unicode_normalization::char::is_combining_mark(*c))
            .flat_map(char::to_lowercase)
            .collect()
    };
    children.sort_by_cached_key(|child| (folded(&child.name), child.name.clone(), child.id));
}

/// A class as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredClass {
    /// Its number in the store.
    pub id: i64,
    /// Its name, as the teacher typed it (unique on the server).
    pub name: String,
    /// Its code, as words (`lion-mango-owl-bee`: [`crate::net::class::ClassCode`]).
    pub code: String,
    /// The teacher's password, as an argon2id hash in the PHC string format.
    pub hash: String,
    /// Whether each child signs in with his picture secret.
    pub secrets: bool,
    /// When it was made, in seconds since 1970.
    pub made: i64,
}

/// A child as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredChild {
    /// His number in the store.
    pub id: i64,
    /// His class's number.
    pub class: i64,
    /// His first name, as the teacher typed it.
    pub name: String,
    /// His animal: an index into the pictures ([`crate::net::code::PICTURES`]).
    pub animal: u8,
    /// His picture secret, as the pictures' numbers joined by `-` (`3-17-9`), if he has one.
    pub secret: Option<String>,
    /// When he was added, in seconds since 1970.
    pub made: i64,
    /// When a tablet of his last asked the server, in seconds since 1970 (0: never).
    pub seen: i64,
}

/// What a class plays together as stored (its tournament, its vote): its state (JSON) and its
/// version, raised by each change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredClassGame {
    /// The state, as JSON ([`crate::net::class::contest::Contest`], …).
    pub state: String,
    /// How many changes it has had since it was kept first (0: just kept).
    pub version: i64,
}

/// A teacher's session, found by its secret's hash.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredSession {
    /// The class it opens.
    pub class: i64,
    /// The token every change it makes must carry (CSRF).
    pub csrf: String,
    /// When it ends, in seconds since 1970.
    pub expires: i64,
}

/// One event of a child's journal as stored: its id, its time (milliseconds since 1970) and
/// the event itself as JSON.
pub type StoredEvent = (String, i64, String);

/// What a class server keeps. Each call is one committed transaction and may block.
pub trait Classes {
    /// A new class named `name` with code `code` and the teacher's password hash `hash`, made at
    /// `made` (seconds since 1970); returns its number.
    ///
    /// # Errors
    /// [`Failure::Conflict`](super::error::Failure::Conflict) when the name or the code is in use; the
    /// store cannot be written.
    fn make_class(&self, name: &str, code: &str, hash: &str, made: i64) -> Result<i64, StoreError>;

    /// Every class, by name.
    ///
    /// # Errors
    /// The store cannot be read.
    fn classes(&self) -> Result<Vec<StoredClass>, StoreError>;

    /// Sets whether class `class`'s children sign in with their picture secrets.
    ///
    /// # Errors
    /// The store cannot be written.
    fn set_secrets(&self, class: i64, secrets: bool) -> Result<(), StoreError>;

    /// Class `class`'s children, by name ([`by_name`]).
    ///
    /// # Errors
    /// The store cannot be read.
    fn children(&self, class: i64) -> Result<Vec<StoredChild>, StoreError>;

    /// Adds a child to class `class`; returns his number.
    ///
    /// # Errors
    /// The class is gone; the store cannot be written.
    fn add_child(&self, class: i64, name: &str, animal: u8, secret: Option<&str>, made: i64)
    -> Result<i64, StoreError>;

    /// Changes child `child` of class `class`: his name, animal and picture secret. A new name
    /// or picture secret ends every sign-in of his (his tokens go: the card or the name now
    /// stand for another child, or for a secret another may have seen). Returns whether he is
    /// in that class.
    ///
    /// # Errors
    /// The store cannot be written.
    fn change_child(
        &self,
        class: i64,
        child: i64,
        name: &str,
        animal: u8,
        secret: Option<&str>,
    ) -> Result<bool, StoreError>;

    /// Removes child `child` of class `class` with every event and token of his. Returns
    /// whether he was in that class.
    ///
    /// # Errors
    /// The store cannot be written.
    fn remove_child(&self, class: i64, child: i64) -> Result<bool, StoreError>;

    /// Removes class `class` with everything of it: its children with their events and tokens,
    /// the teacher's sessions, what it plays together. Returns whether it was there. (Its
    /// rooms are the rooms' store's: [`Store::forget`](super::Store::forget) each first.)
    ///
    /// # Errors
    /// The store cannot be written.
    fn remove_class(&self, class: i64) -> Result<bool, StoreError>;

    /// How many of child `child`'s events were kept at `since` (seconds since 1970) or later.
    ///
    /// # Errors
    /// The store cannot be read.
    fn kept_since(&self, child: i64, since: i64) -> Result<usize, StoreError>;

    /// Child `child`'s events, in the order they were kept.
    ///
    /// # Errors
    /// The store cannot be read.
    fn events(&self, child: i64) -> Result<Vec<StoredEvent>, StoreError>;

    /// The events of every child of class `class`: each child's number with one of his events.
    ///
    /// # Errors
    /// The store cannot be read.
    fn class_events(&self, class: i64) -> Result<Vec<(i64, StoredEvent)>, StoreError>;

    /// Keeps `events` of child `child` at `kept` (seconds since 1970), each unless one of his
    /// events has its id already; returns how many were new.
    ///
    /// # Errors
    /// The child is gone ([`Failure::Failed`](super::error::Failure::Failed)); the store cannot be
    /// written (nothing kept).
    fn add_events(&self, child: i64, events: &[StoredEvent], kept: i64) -> Result<usize, StoreError>;

    /// Opens a teacher's session of class `class`, its secret hashed as `hash`, with its CSRF
    /// token, until `expires` (seconds since 1970); sessions ended before `expires` minus a day
    /// are removed.
    ///
    /// # Errors
    /// The store cannot be written.
    fn open_session(&self, hash: &str, class: i64, csrf: &str, expires: i64) -> Result<(), StoreError>;

    /// The session whose secret hashes to `hash`, if it is still open at `now`.
    ///
    /// # Errors
    /// The store cannot be read.
    fn session(&self, hash: &str, now: i64) -> Result<Option<StoredSession>, StoreError>;

    /// Ends the session whose secret hashes to `hash`.
    ///
    /// # Errors
    /// The store cannot be written.
    fn close_session(&self, hash: &str) -> Result<(), StoreError>;

    /// Gives child `child` a token, its secret hashed as `hash`.
    ///
    /// # Errors
    /// The child is gone; the store cannot be written.
    fn give_token(&self, hash: &str, child: i64, made: i64) -> Result<(), StoreError>;

    /// The child whose token's secret hashes to `hash`.
    ///
    /// # Errors
    /// The store cannot be read.
    fn token(&self, hash: &str) -> Result<Option<StoredChild>, StoreError>;

    /// Notes that a tablet of child `child` asked the server at `now` (seconds since 1970).
    ///
    /// # Errors
    /// The store cannot be written.
    fn saw(&self, child: i64, now: i64) -> Result<(), StoreError>;

    /// The times (milliseconds since 1970) of the tries of `kind` by `key` made at `since` or
    /// later, oldest first, counted for every server of the store. With `add: Some((at, most))`,
    /// one more try is then counted at `at` if fewer than `most` were found (the times are those
    /// found before it), in one transaction that no other server's count of the same key
    /// interleaves. Tries older than [`TRIES_KEPT_MS`] are forgotten.
    ///
    /// # Errors
    /// The store cannot be read or written (nothing counted).
    fn tries(&self, kind: &str, key: &str, since: i64, add: Option<(i64, usize)>) -> Result<Vec<i64>, StoreError>;

    /// Every try of `kind` made at `since` (milliseconds since 1970) or later: who made it, and
    /// when.
    ///
    /// # Errors
    /// The store cannot be read.
    fn tries_of_kind(&self, kind: &str, since: i64) -> Result<Vec<(String, i64)>, StoreError>;

    /// Forgets every try of `kind` by `key` (a child who signed in, or was let in again).
    ///
    /// # Errors
    /// The store cannot be written.
    fn forget_tries(&self, kind: &str, key: &str) -> Result<(), StoreError>;

    /// What class `class` plays together of `kind` (`tournament`, `vote`), if it has had one.
    ///
    /// # Errors
    /// The store cannot be read.
    fn class_game(&self, class: i64, kind: &str) -> Result<Option<StoredClassGame>, StoreError>;

    /// Keeps class `class`'s game of `kind` as `state`, changed from version `from` (`None`: the
    /// class has none yet), at `now` (seconds since 1970); returns its new version.
    ///
    /// # Errors
    /// [`Failure::Conflict`](super::error::Failure::Conflict) when the stored one is not at
    /// `from` (another request changed it first: read it again); the store cannot be written.
    fn keep_class_game(
        &self,
        class: i64,
        kind: &str,
        state: &str,
        from: Option<i64>,
        now: i64,
    ) -> Result<i64, StoreError>;
}

#[cfg(test)]
mod tests {
    use super::{StoredChild, by_name};

    #[test]
    fn children_are_listed_as_a_class_register_lists_them() {
        let child = |id: i64, name: &str| StoredChild {
            id,
            class: 1,
            name: name.to_owned(),
            animal: 0,
            secret: None,
            made: 0,
            seen: 0,
        };
        let mut children = ["Siaka", "Émile", "Sékou", "aya", "Ama", "Zoé", "Eric"]
            .into_iter()
            .zip(1..)
            .map(|(name, id)| child(id, name))
            .collect::<Vec<_>>();
        by_name(&mut children);
        let names: Vec<&str> = children.iter().map(|child| child.name.as_str()).collect();
        assert_eq!(names, ["Ama", "aya", "Émile", "Eric", "Sékou", "Siaka", "Zoé"]);
    }
}
