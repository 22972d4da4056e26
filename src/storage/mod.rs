//! Files kept between sessions (settings, saved rule sets, the game in progress) in the user's
//! config directory: TOML with a format version, written atomically, read without losing
//! anything.
//!
//! A file that cannot be read, does not parse, or was written by a newer version is moved aside
//! to `NAME.bak` (or `NAME.1.bak`, … if that exists) and reported as a [`LoadProblem`]; the
//! caller goes on with defaults and tells the player.
//!
//! In a web page the same files are kept in the browser's local storage, one item a file named
//! by its path (`awale/settings.toml`); see [`files`].

use serde::Serialize;
use serde::de::DeserializeOwned;
use std::io;
use std::path::{Path, PathBuf};

/// The format version this build writes; a file with a higher one is not read.
pub const FORMAT_VERSION: i64 = 1;

/// A directory of saved files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Storage {
    dir: PathBuf,
}

/// Why a saved file was not used. Its `Display` is one sentence for the log.
#[derive(Debug, thiserror::Error)]
#[error("{file} {kind}; it was kept as {kept}", file = file.display(), kept = kept.display())]
pub struct LoadProblem {
    /// The file that was not used.
    pub file: PathBuf,
    /// Where it was moved, so that nothing is lost.
    pub kept: PathBuf,
    /// What was wrong.
    pub kind: ProblemKind,
}

/// What was wrong with a saved file.
#[derive(Debug, thiserror::Error)]
pub enum ProblemKind {
    /// It could not be read (permissions, not text).
    #[error("could not be read ({0})")]
    Unreadable(String),
    /// It is not valid TOML or does not hold what it should.
    #[error("is damaged ({0})")]
    Corrupt(String),
    /// It was written by a newer version of the game.
    #[error("was written by a newer version (format {0})")]
    Newer(i64),
}

/// Why a file could not be saved.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// The value does not serialise to TOML.
    #[error("cannot write it as TOML: {0}")]
    Format(#[from] toml::ser::Error),
    /// Creating the directory, writing or renaming failed.
    #[error("cannot write the file: {0}")]
    Io(#[from] io::Error),
}

impl Storage {
    /// The user's config directory for Awalé (e.g. `~/.config/awale` on Linux), or `None` when
    /// the system has no home directory.
    #[must_use]
    pub fn user() -> Option<Storage> {
        if crate::IN_A_WEB_PAGE {
            return Some(Storage::at("awale"));
        }
        directories::ProjectDirs::from("org", "Awale", "awale").map(|dirs| Storage::at(dirs.config_dir()))
    }

    /// Files in `dir` (created when first written).
    #[must_use]
    pub fn at(dir: impl Into<PathBuf>) -> Storage {
        Storage { dir: dir.into() }
    }

    /// The directory.
    #[must_use]
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The path of the file `name` (e.g. `settings.toml`).
    #[must_use]
    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// Reads `name` as a `T`: `Ok(None)` when there is no such file.
    ///
    /// # Errors
    /// A [`LoadProblem`] when the file is unreadable, damaged or newer; it has then been moved
    /// aside (see the module).
    pub fn load<T: DeserializeOwned>(&self, name: &str) -> Result<Option<T>, LoadProblem> {
        let path = self.path(name);
        let text = match files::read_to_string(&path) {
            Ok(text) => text,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(error) => return Err(self.set_aside(&path, ProblemKind::Unreadable(error.to_string()))),
        };
        match parse(&text) {
            Ok(value) => Ok(Some(value)),
            Err(kind) => Err(self.set_aside(&path, kind)),
        }
    }

    /// [`Storage::load`], then `check` on what was read: a file that reads but holds values out
    /// of their bounds or inconsistent with each other is moved aside like a damaged one.
    ///
    /// # Errors
    /// A [`LoadProblem`], as [`Storage::load`]; for a value `check` refuses, its reason.
    pub fn load_checked<T: DeserializeOwned>(
        &self,
        name: &str,
        check: impl FnOnce(&T) -> Result<(), String>,
    ) -> Result<Option<T>, LoadProblem> {
        match self.load::<T>(name)? {
            Some(value) => match check(&value) {
                Ok(()) => Ok(Some(value)),
                Err(why) => Err(self.set_aside_damaged(name, why)),
            },
            None => Ok(None),
        }
    }

    /// Locks the directory for this process (`awale.lock`, holding its process id) until the
    /// lock is dropped; `None` when another process (a second window of the game) holds it.
    ///
    /// # Errors
    /// The lock file cannot be made or locked (a folder that cannot be written).
    pub fn lock(&self) -> io::Result<Option<files::Lock>> {
        files::lock(&self.dir.join(LOCK))
    }

    /// Removes the temporary files a save interrupted by a crash left in the directory and its
    /// `records` folder (a save writes `.awale-save-…` and renames it). Call it at start, before
    /// any save; returns how many went.
    pub fn remove_leftovers(&self) -> usize {
        let mut removed = 0;
        for dir in [self.dir.clone(), self.dir.join("records")] {
            for path in files::list(&dir) {
                let name = path.file_name().and_then(|name| name.to_str()).unwrap_or_default();
                let leftover = name.starts_with(files::TEMP_PREFIX) || is_old_temp(name);
                if leftover && files::remove_file(&path).is_ok() {
                    removed += 1;
                }
            }
        }
        removed
    }

    /// Writes `value` to `name` atomically: a temporary file in the same directory, then a
    /// rename, so that a crash leaves the old file or the new one, never half of one.
    ///
    /// # Errors
    /// [`SaveError`]; the old file is then untouched.
    pub fn save<T: Serialize>(&self, name: &str, value: &T) -> Result<(), SaveError> {
        let mut table = toml::Table::try_from(value)?;
        table.insert("version".to_owned(), toml::Value::Integer(FORMAT_VERSION));
        let text = toml::to_string_pretty(&table)?;
        self.save_text(name, &text)?;
        Ok(())
    }

    /// Writes `text` to `name` (which may name a subfolder, `records/a.txt`) atomically, as
    /// [`Storage::save`] does, creating the folders it needs.
    ///
    /// # Errors
    /// Creating a folder, writing or renaming failed; the old file is then untouched.
    pub fn save_text(&self, name: &str, text: &str) -> io::Result<()> {
        files::write_atomic(&self.path(name), text)
    }

    /// Whether `name` exists.
    #[must_use]
    pub fn exists(&self, name: &str) -> bool {
        files::exists(&self.path(name))
    }

    /// Removes `name`, if it exists.
    ///
    /// # Errors
    /// Any error but "not found".
    pub fn remove(&self, name: &str) -> io::Result<()> {
        match files::remove_file(&self.path(name)) {
            Err(error) if error.kind() != io::ErrorKind::NotFound => Err(error),
            _ => Ok(()),
        }
    }

    /// Moves `name` aside as damaged for a reason found after it was read (a saved game whose
    /// moves no longer replay, say), and returns the problem to report.
    pub fn set_aside_damaged(&self, name: &str, why: String) -> LoadProblem {
        self.set_aside(&self.path(name), ProblemKind::Corrupt(why))
    }

    fn set_aside(&self, path: &Path, kind: ProblemKind) -> LoadProblem {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let mut kept = self.path(&format!("{name}.bak"));
        let mut n = 1;
        while files::exists(&kept) {
            kept = self.path(&format!("{name}.{n}.bak"));
            n += 1;
        }
        if let Err(error) = files::rename(path, &kept) {
            // Could not move it: leave it where it is, untouched, and say so.
            return LoadProblem {
                file: path.to_owned(),
                kept: path.to_owned(),
                kind: ProblemKind::Unreadable(format!("{kind}; moving it aside failed: {error}")),
            };
        }
        LoadProblem { file: path.to_owned(), kept, kind }
    }
}

/// The file a running game locks in its directory.
const LOCK: &str = "awale.lock";

/// A temporary file of the naming earlier versions used (`.tmp` and six random characters).
fn is_old_temp(name: &str) -> bool {
    name.len() == 10 && name.starts_with(".tmp") && name[4..].chars().all(|c| c.is_ascii_alphanumeric())
}

fn parse<T: DeserializeOwned>(text: &str) -> Result<T, ProblemKind> {
    let mut table: toml::Table =
        text.parse().map_err(|e: toml::de::Error| ProblemKind::Corrupt(e.message().to_owned()))?;
    match table.remove("version") {
        None => {}
        Some(toml::Value::Integer(version)) if version <= FORMAT_VERSION => {}
        Some(toml::Value::Integer(version)) => return Err(ProblemKind::Newer(version)),
        Some(other) => return Err(ProblemKind::Corrupt(format!("version is {other}, not a number"))),
    }
    T::deserialize(table).map_err(|e| ProblemKind::Corrupt(e.message().to_owned()))
}

/// The few file operations the game needs, on the disk, or in a web page in the browser's local
/// storage (an item a file, its key the path; folders are only a part of the key).
pub mod files;
