//! `docs/two-devices.md` is a protocol reference a client can be written from, and it agrees
//! with the code's own types (`awale::net::wire`): the messages under "From a device" are every
//! [`ToServer`] type and those under "From the server" every [`ToClient`] type, each with a
//! table naming exactly its fields and an example the code reads (a server's message exactly as
//! the server writes it); the objects' tables name exactly the fields of [`Setup`], [`Rules`]
//! and [`RoomView`]; the errors' table lists every [`ErrorKind`], the close codes' table every
//! code of [`close`], and the pictures' table every picture of a room code with its number,
//! word and emoji. The names of types, fields and variants are the ones serde itself gives
//! when it refuses a name it does not know, so nothing here lists them by hand.

use awale::engine::{BySide, Rules, Side};
use awale::net::code::PICTURES;
use awale::net::wire::{self, ErrorKind, MAX_FRAME, MAX_GAMES, MAX_NAME, RoomView, Setup, ToClient, VERSION, close};
use serde::de::DeserializeOwned;
use std::collections::BTreeSet;

/// The page.
fn page() -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/two-devices.md");
    std::fs::read_to_string(path).expect("docs/two-devices.md can be read")
}

/// The text under the heading line `heading`, up to the next heading of its level or higher.
fn section<'a>(text: &'a str, heading: &str) -> &'a str {
    let level = heading.chars().take_while(|&c| c == '#').count();
    let start = text.find(&format!("\n{heading}\n")).unwrap_or_else(|| panic!("no heading {heading:?}"));
    let body = &text[start + heading.len() + 2..];
    let end = body
        .match_indices("\n#")
        .find(|&(at, _)| {
            let hashes = body[at + 1..].chars().take_while(|&c| c == '#').count();
            hashes <= level && body[at + 1 + hashes..].starts_with(' ')
        })
        .map_or(body.len(), |(at, _)| at);
    &body[..end]
}

/// The subsections of a section headed ``#### `name` ``, in order: each name and its text.
fn subsections(text: &str) -> Vec<(String, &str)> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices("\n#### `") {
        let line = text[at + 1..].lines().next().unwrap_or_default();
        let name = line.trim_start_matches("#### `").trim_end_matches('`').to_owned();
        found.push((name.clone(), section(text, line)));
    }
    found
}

/// The cells of each table row of `text`, header rows (those above a `|---|` line) left out.
fn rows(text: &str) -> Vec<Vec<String>> {
    let cells = |line: &str| -> Vec<String> {
        line.trim().trim_matches('|').split(" | ").map(|cell| cell.trim().to_owned()).collect()
    };
    let separator = |line: &str| line.starts_with("|-") || line.starts_with("|:");
    let lines: Vec<&str> = text.lines().collect();
    lines
        .iter()
        .enumerate()
        .filter(|&(at, line)| {
            line.starts_with('|') && !separator(line) && !lines.get(at + 1).is_some_and(|next| separator(next))
        })
        .map(|(_, line)| cells(line))
        .collect()
}

/// The names in the first cell of each row, written in code (`` `name` ``).
fn named(text: &str) -> BTreeSet<String> {
    rows(text).into_iter().filter_map(|cells| unquoted(&cells[0])).collect()
}

/// `` `name` `` without its backticks.
fn unquoted(cell: &str) -> Option<String> {
    cell.strip_prefix('`').and_then(|rest| rest.strip_suffix('`')).map(str::to_owned)
}

/// Every ```` ```json ```` block of `text`.
fn examples(text: &str) -> Vec<&str> {
    text.split("```json\n").skip(1).map(|block| block.split("\n```").next().unwrap_or_default()).collect()
}

/// The names serde expects where it refused `frame` as a `T`: the words in backticks after
/// "expected" (none for "there are no fields").
fn expected<T: DeserializeOwned + std::fmt::Debug>(frame: &str) -> BTreeSet<String> {
    let error = serde_json::from_str::<T>(frame).expect_err("refused").to_string();
    assert!(error.contains("unknown"), "{frame}: {error}");
    match error.split_once("expected") {
        Some((_, names)) => names.split('`').skip(1).step_by(2).map(str::to_owned).collect(),
        None => {
            assert!(error.contains("there are no fields"), "{error}");
            BTreeSet::new()
        }
    }
}

/// The fields serde knows for message `kind` of `T` (an internally tagged enum).
fn fields<T: DeserializeOwned + std::fmt::Debug>(kind: &str) -> BTreeSet<String> {
    expected::<T>(&format!(r#"{{"type":"{kind}","not a field":0}}"#))
}

/// Checks one side's messages: each type's subsection names exactly its fields, or says it has
/// none, and holds at least one example, which `read` accepts as a message of its type.
fn check_messages<T: DeserializeOwned + std::fmt::Debug>(heading: &str, read: impl Fn(&str) -> Result<T, String>) {
    let page = page();
    let messages = subsections(section(&page, heading));
    let documented: BTreeSet<String> = messages.iter().map(|(name, _)| name.clone()).collect();
    let types = expected::<T>(r#"{"type":"not a type"}"#);
    assert_eq!(documented, types, "{heading}: the types documented and the code's");
    assert_eq!(messages.len(), types.len(), "{heading}: each type once");
    for (kind, text) in messages {
        let known = fields::<T>(&kind);
        if known.is_empty() {
            assert!(text.contains("\nNo field.\n"), "{kind}: say it has no field");
        }
        assert_eq!(named(text), known, "{heading}, {kind}: the fields documented and the code's");
        let shown = examples(text);
        assert!(!shown.is_empty(), "{kind}: an example");
        for example in shown {
            read(example).unwrap_or_else(|error| panic!("{kind}: {example} is refused: {error}"));
            let value: serde_json::Value = serde_json::from_str(example).expect("JSON");
            assert_eq!(value["type"], kind.as_str(), "{kind}: the example's type");
        }
    }
}

#[test]
fn every_message_a_device_sends_is_documented_with_its_fields_and_an_example_the_server_reads() {
    check_messages("### From a device", |frame| wire::read(frame).map_err(|refusal| refusal.message));
    let page = page();
    let documented: BTreeSet<String> =
        subsections(section(&page, "### From a device")).into_iter().map(|(name, _)| name).collect();
    let types: BTreeSet<String> = wire::TO_SERVER_TYPES.iter().map(|&kind| kind.to_owned()).collect();
    assert_eq!(documented, types, "the types the server tells from unknown ones");
}

#[test]
fn every_message_of_the_server_is_documented_with_its_fields_and_an_example_as_the_server_writes_it() {
    check_messages("### From the server", |frame| {
        let message: ToClient = serde_json::from_str(frame).map_err(|error| error.to_string())?;
        let written = serde_json::to_value(&message).map_err(|error| error.to_string())?;
        let shown: serde_json::Value = serde_json::from_str(frame).map_err(|error| error.to_string())?;
        if written == shown { Ok(message) } else { Err(format!("the server writes it {written}")) }
    });
}

/// An object's subsection names exactly the fields of `T`, and its examples are read as `T`.
fn check_object<T: DeserializeOwned + serde::Serialize + std::fmt::Debug>(name: &str, exact: bool) {
    let page = page();
    let objects = subsections(section(&page, "### Objects"));
    let (_, text) = objects.iter().find(|(object, _)| object == name).unwrap_or_else(|| panic!("no object {name}"));
    assert_eq!(named(text), expected::<T>(r#"{"not a field":0}"#), "{name}: the fields documented and the code's");
    let shown = examples(text);
    assert!(!shown.is_empty(), "{name}: an example");
    for example in shown {
        let read: T = serde_json::from_str(example).unwrap_or_else(|error| panic!("{name}: {example}: {error}"));
        if exact {
            let written = serde_json::to_value(&read).expect("written");
            assert_eq!(written, serde_json::from_str::<serde_json::Value>(example).unwrap(), "{name} as written");
        }
    }
}

#[test]
fn every_object_inside_a_message_is_documented_with_its_fields() {
    check_object::<Setup>("setup", false);
    check_object::<Rules>("rules", false);
    check_object::<RoomView>("room", true);
    // The values' table: sides as the wire spells them, and the two keys of a by-side object.
    let page = page();
    let values = section(&page, "### Values");
    for side in Side::ALL {
        let word = serde_json::to_string(&side).expect("a side");
        assert!(values.contains(&format!("`{word}`")), "the values' table spells {side:?} {word}");
    }
    let keys = expected::<BySide<bool>>(r#"{"not a field":0}"#);
    assert!(keys.iter().all(|key| values.contains(&format!(r#""{key}": …"#))), "{keys:?}");
    assert!(serde_json::from_str::<Side>(r#""South""#).is_err(), "one spelling of a side, as documented");
}

#[test]
fn every_error_and_close_code_is_documented() {
    let page = page();
    let errors = named(section(&page, "### Errors"));
    assert_eq!(errors, expected::<ErrorKind>(r#""not an error""#), "the errors documented and the code's");
    let closes: Vec<(u16, String)> = rows(section(&page, "### Close codes"))
        .into_iter()
        .map(|cells| (cells[0].parse().expect("a code number"), unquoted(&cells[1]).expect("a name in code")))
        .collect();
    let known: Vec<(u16, String)> = close::ALL.iter().map(|&(name, code)| (code, name.to_owned())).collect();
    assert_eq!(closes, known, "the close codes documented and the code's");
}

#[test]
fn every_picture_of_a_room_code_is_listed_with_its_number_word_and_emoji() {
    let page = page();
    let listed: Vec<Vec<String>> = rows(section(&page, "### The pictures of room codes"));
    let known: Vec<Vec<String>> = PICTURES
        .iter()
        .enumerate()
        .map(|(at, (word, emoji))| vec![(at + 1).to_string(), (*word).to_owned(), (*emoji).to_owned()])
        .collect();
    assert_eq!(listed, known);
}

#[test]
fn the_page_gives_the_code_s_own_figures() {
    let page = page();
    assert!(page.contains(&format!("\n## The protocol, version {VERSION}\n")), "version {VERSION}");
    let frame = MAX_FRAME.to_string();
    let frame = format!("{},{}", &frame[..frame.len() - 3], &frame[frame.len() - 3..]);
    assert!(page.contains(&format!("at most {frame} bytes")), "frames of at most {frame} bytes");
    assert!(page.contains(&format!("| 1–{MAX_GAMES}, optional")), "games from 1 to {MAX_GAMES}");
    assert!(page.contains(&format!("at most {MAX_NAME} characters")), "names of at most {MAX_NAME} characters");
}

/// The options' table and the limits give the server's own defaults.
#[cfg(feature = "server")]
#[test]
fn the_page_gives_the_server_s_own_defaults() {
    use awale::net::server::{Config, OUTBOX};
    let page = page();
    let config = Config::default();
    let option = |name: &str| {
        rows(&page).into_iter().find(|cells| cells[0].starts_with(&format!("`{name} "))).map(|cells| cells[1].clone())
    };
    let days = config.keep.as_secs() / 86_400;
    assert_eq!(option("--keep-days"), Some(days.to_string()));
    assert_eq!(option("--rate"), Some(config.rate.to_string()));
    assert_eq!(option("--unjoined-minutes"), Some((config.unjoined.as_secs() / 60).to_string()));
    assert_eq!(option("--rooms-per-address"), Some(config.rooms_per_address.to_string()));
    assert_eq!(option("--max-rooms").map(|rooms| rooms.replace(',', "")), Some(config.max_rooms.to_string()));
    let limits = section(&page, "## Limits");
    assert!(limits.contains(&format!("within {} s", config.head.as_secs())), "the head's time limit");
    assert!(limits.contains(&format!("nothing for {} s", config.idle.as_secs())), "the idle time");
    assert!(limits.contains(&format!("once {OUTBOX} messages wait")), "the outbox");
}
