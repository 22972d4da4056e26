//! Game records in files: the records folder (`records/`, exported games and games to import,
//! listed newest first), exporting a game there as a record and as OGN, and reading a record
//! back (ours or Aualé's OGN) through the rules.

use super::messages::Begin;
use super::names::typed_from_record;
use super::persist::Persist;
use crate::ai::Level;
use crate::engine::{BySide, Side, notation};
use crate::game::play::{Mode, Players};
use crate::i18n::Translator;
use std::path::PathBuf;

/// The folder of exported and imported records, in the storage directory.
pub(crate) const RECORDS: &str = "records";

impl Persist {
    /// The folder of exported records, and where import looks.
    #[must_use]
    pub fn records_dir(&self) -> Option<PathBuf> {
        self.storage.as_ref().map(|storage| storage.path(RECORDS))
    }

    /// The records in [`Persist::records_dir`] (`.txt`, and `.ogn` from Aualé), newest first:
    /// by the time each was last written where the system keeps it, then by name with its
    /// numbers read as numbers (`awale-10` after `awale-9`), highest first.
    #[must_use]
    pub fn records(&self) -> Vec<PathBuf> {
        let Some(dir) = self.records_dir() else {
            return Vec::new();
        };
        let mut found: Vec<(Option<std::time::SystemTime>, Vec<NamePart>, PathBuf)> = crate::storage::files::list(&dir)
            .into_iter()
            .filter(|path| path.extension().is_some_and(|ext| ext == "txt" || ext.eq_ignore_ascii_case("ogn")))
            .map(|path| (crate::storage::files::modified(&path), name_parts(&path), path))
            .collect();
        found.sort_by(|a, b| (&b.0, &b.1).cmp(&(&a.0, &a.1)));
        found.into_iter().map(|(_, _, path)| path).collect()
    }
}

/// A piece of a file's name: a run of digits, read as a number, or of other characters.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum NamePart {
    Number(u128),
    Text(String),
}

/// A file's name in pieces, for an order where `awale-9` comes before `awale-10`.
fn name_parts(path: &std::path::Path) -> Vec<NamePart> {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut parts = Vec::new();
    let mut rest = name.as_str();
    while let Some(first) = rest.chars().next() {
        let digit = first.is_ascii_digit();
        let end = rest.find(|c: char| c.is_ascii_digit() != digit).unwrap_or(rest.len());
        let (piece, after) = rest.split_at(end);
        parts.push(match piece.parse() {
            Ok(number) if digit => NamePart::Number(number),
            _ => NamePart::Text(piece.to_owned()),
        });
        rest = after;
    }
    parts
}

/// Writes a game in the records folder under the first free number, as a record
/// (`awale-N.txt`, `text`) and as OGN (`awale-N.ogn`, `ogn`); returns both paths.
///
/// # Errors
/// No folder to write to, or a write failed; in words for the player.
pub fn export_record(persist: &Persist, text: &str, ogn: &str, tr: &Translator) -> Result<(PathBuf, PathBuf), String> {
    let storage = persist.storage.as_ref().ok_or_else(|| tr.t("no-folder"))?;
    let free = (1..)
        .map(|n| (format!("{RECORDS}/awale-{n}.txt"), format!("{RECORDS}/awale-{n}.ogn")))
        .find(|(txt, ogn)| !storage.exists(txt) && !storage.exists(ogn));
    let (txt_name, ogn_name) = free.unwrap_or_default();
    storage.save_text(&txt_name, text).map_err(|error| error.to_string())?;
    storage.save_text(&ogn_name, ogn).map_err(|error| error.to_string())?;
    Ok((storage.path(&txt_name), storage.path(&ogn_name)))
}

/// Why a record file could not be imported.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The file could not be read.
    #[error("{0}")]
    Unreadable(#[from] std::io::Error),
    /// It is not a record that replays.
    #[error("{0}")]
    Record(#[from] notation::NotationError),
}

/// A record read from a file, replayed: the game, and what an OGN file's main line left out.
#[derive(Clone, Debug)]
pub struct Imported {
    /// The game, replayed move by move.
    pub game: crate::engine::Game,
    /// `{comments}` of an OGN file, left out.
    pub comments: usize,
    /// `(variations)` of an OGN file, left out (the main line is kept).
    pub variations: usize,
    /// The players' names its tags give.
    pub players: BySide<String>,
    /// Who played each side, as its tags say ([`plays`]; empty: a person, or not said).
    pub plays: BySide<String>,
}

impl Imported {
    /// The game as it opens: played on as the record says it was (the friend or the computer
    /// at its level answering, [`plays`]), else by two players, named as the record's tags name
    /// them (a tag that is only a side's name is no name), at `level` should they turn to the
    /// computer.
    #[must_use]
    pub fn begin(self, level: Level) -> Begin {
        let names = typed_from_record(&self.players);
        let computer = |side: Side| {
            let word = self.plays[side].trim();
            let at = word.strip_prefix(COMPUTER).map(|level| level.trim().parse::<u8>().ok().and_then(Level::new));
            match (word, at) {
                (FRIEND, _) => Some((Mode::Friend(side), level)),
                (_, Some(at)) => Some((Mode::Computer(side), at.unwrap_or(level))),
                _ => None,
            }
        };
        let players = match (computer(Side::South), computer(Side::North)) {
            (None, Some((mode, level))) | (Some((mode, level)), None) => Players::new(mode, level, BySide::default()),
            (Some(_), Some((_, level))) => Players::new(Mode::Demo, level, BySide::default()),
            (None, None) => Players::new(Mode::TwoPlayers, level, names),
        };
        Begin { game: self.game, players, series: None }
    }
}

/// A record's word for the friend ([`plays`]).
const FRIEND: &str = "friend";
/// A record's word for the computer, followed by its level: `computer 3` ([`plays`]).
const COMPUTER: &str = "computer";

/// Who plays each side of a game with `players`, as a record's `SouthPlays` and `NorthPlays`
/// tags say it: `friend`, `computer N` (its level), empty for a person (no tag).
#[must_use]
pub fn plays(players: &Players) -> BySide<String> {
    let word = |side: Side| match players.mode {
        Mode::Friend(friend) if friend == side => FRIEND.to_owned(),
        Mode::Computer(computer) if computer == side => format!("{COMPUTER} {}", players.level.get()),
        Mode::Demo => format!("{COMPUTER} {}", players.level.get()),
        _ => String::new(),
    };
    BySide::new(word(Side::South), word(Side::North))
}

/// The longest record imported, in bytes: 1 MiB, room for games of over 100,000 moves (a real
/// game's record is a few kilobytes), replayed in well under a second.
pub const MOST_RECORD_BYTES: u64 = 1 << 20;

/// Reads the record in `path` and replays it through the rules (`awale --import`, and the
/// import screen): Aualé's OGN when the name ends in `.ogn`, else our record format.
///
/// # Errors
/// [`ImportError`]: the file cannot be read (or is not a regular file, or is longer than
/// [`MOST_RECORD_BYTES`]), or the record does not replay.
pub fn read_record(path: &std::path::Path) -> Result<Imported, ImportError> {
    let text = crate::storage::files::read_bounded(path, MOST_RECORD_BYTES)?;
    if path.extension().is_some_and(|ext| ext.eq_ignore_ascii_case("ogn")) {
        let read = crate::engine::ogn::read(&text)?;
        return Ok(Imported {
            game: read.game,
            comments: read.comments,
            variations: read.variations,
            players: read.players,
            plays: BySide::default(),
        });
    }
    let (game, players) = notation::read(&text)?;
    Ok(Imported { game, comments: 0, variations: 0, players, plays: notation::read_plays(&text) })
}
