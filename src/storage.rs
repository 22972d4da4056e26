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
                let leftover = name.starts_with(TEMP_PREFIX) || is_old_temp(name);
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

/// The start of the name of a file being saved, before it is renamed into place.
const TEMP_PREFIX: &str = ".awale-save-";

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
pub mod files {
    pub use place::*;

    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    mod place {
        use std::fs;
        use std::io::{self, Write as _};
        use std::path::{Path, PathBuf};

        /// The text of a file.
        ///
        /// # Errors
        /// As [`fs::read_to_string`]: `NotFound` when there is none.
        pub fn read_to_string(path: &Path) -> io::Result<String> {
            fs::read_to_string(path)
        }

        /// The text of a regular file of at most `most` bytes (a record to import), read
        /// without ever holding more than `most + 1` bytes: a device such as `/dev/zero`, a
        /// named pipe or a folder is refused at once, and so is a longer file.
        ///
        /// # Errors
        /// `InvalidInput` for what is not a regular file or is longer than `most` bytes (the
        /// message says the limit), else as [`fs::read_to_string`].
        pub fn read_bounded(path: &Path, most: u64) -> io::Result<String> {
            use std::io::Read as _;
            if !fs::metadata(path)?.is_file() {
                return Err(io::Error::new(io::ErrorKind::InvalidInput, "not a regular file"));
            }
            let mut text = String::new();
            fs::File::open(path)?.take(most.saturating_add(1)).read_to_string(&mut text)?;
            if text.len() as u64 > most {
                let limit = most.div_ceil(1024);
                return Err(io::Error::new(io::ErrorKind::InvalidInput, format!("longer than {limit} kB")));
            }
            Ok(text)
        }

        /// Writes a file atomically: a temporary file in the same folder, then a rename, so
        /// that a crash leaves the old file or the new one, never half of one. Creates the
        /// folders it needs.
        ///
        /// # Errors
        /// Creating a folder, writing or renaming failed; the old file is then untouched.
        pub fn write_atomic(path: &Path, text: &str) -> io::Result<()> {
            let dir = path.parent().unwrap_or(Path::new("."));
            fs::create_dir_all(dir)?;
            let mut file = tempfile::Builder::new().prefix(super::super::TEMP_PREFIX).tempfile_in(dir)?;
            file.write_all(text.as_bytes())?;
            file.as_file().sync_all()?;
            file.persist(path).map_err(|error| error.error)?;
            Ok(())
        }

        /// Removes a file.
        ///
        /// # Errors
        /// As [`fs::remove_file`].
        pub fn remove_file(path: &Path) -> io::Result<()> {
            fs::remove_file(path)
        }

        /// Moves a file.
        ///
        /// # Errors
        /// As [`fs::rename`].
        pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
            fs::rename(from, to)
        }

        /// Whether a file exists.
        #[must_use]
        pub fn exists(path: &Path) -> bool {
            path.exists()
        }

        /// A lock on a file, held until dropped (or the process ends, however it ends).
        #[derive(Debug)]
        pub struct Lock(#[allow(dead_code, reason = "held for its lock, never read")] fs::File);

        /// Locks `path` (made if need be, with its folder) for this process alone, and writes
        /// the process's id in it; `None` when another process holds it. The system lets go of
        /// the lock when the process ends, however it ends: a lock is never left stale.
        ///
        /// # Errors
        /// Making or opening the file, or a system that cannot lock files.
        pub fn lock(path: &Path) -> io::Result<Option<Lock>> {
            if let Some(dir) = path.parent() {
                fs::create_dir_all(dir)?;
            }
            let mut file = fs::OpenOptions::new().create(true).truncate(false).read(true).write(true).open(path)?;
            match file.try_lock() {
                Ok(()) => {
                    file.set_len(0)?;
                    writeln!(file, "{}", std::process::id())?;
                    Ok(Some(Lock(file)))
                }
                Err(fs::TryLockError::WouldBlock) => Ok(None),
                Err(fs::TryLockError::Error(error)) => Err(error),
            }
        }

        /// When a file was last written; `None` when the system does not say.
        #[must_use]
        pub fn modified(path: &Path) -> Option<std::time::SystemTime> {
            fs::metadata(path).and_then(|meta| meta.modified()).ok()
        }

        /// The files (not folders) in a folder; none when it cannot be read.
        #[must_use]
        pub fn list(dir: &Path) -> Vec<PathBuf> {
            let Ok(entries) = fs::read_dir(dir) else {
                return Vec::new();
            };
            entries
                .flatten()
                .filter(|entry| entry.file_type().is_ok_and(|kind| kind.is_file()))
                .map(|e| e.path())
                .collect()
        }

        /// Offers `text` to the person as a downloaded file called `name`: only in a web page,
        /// where the saved files stay inside the browser. Returns whether it did.
        #[must_use]
        pub fn offer_download(_name: &str, _text: &str) -> bool {
            false
        }

        /// Opens the browser's file picker for a text file ending in one of `accept`
        /// (`.txt,.ogn`); the chosen file arrives later from [`take_picked`]. Only in a web
        /// page: returns whether a picker opened.
        #[must_use]
        pub fn pick_text_file(_accept: &str) -> bool {
            false
        }

        /// The files picked since the last call: name and text.
        #[must_use]
        pub fn take_picked() -> Vec<(String, String)> {
            Vec::new()
        }
    }

    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    mod place {
        use std::io;
        use std::path::{Path, PathBuf};

        fn storage() -> io::Result<web_sys::Storage> {
            web_sys::window()
                .and_then(|window| window.local_storage().ok().flatten())
                .ok_or_else(|| io::Error::other("this browser keeps no storage for the page"))
        }

        fn key(path: &Path) -> String {
            path.to_string_lossy().replace('\\', "/")
        }

        fn refused(what: &str, error: &wasm_bindgen::JsValue) -> io::Error {
            io::Error::other(format!("the browser refused to {what}: {error:?}"))
        }

        /// The text of an item.
        ///
        /// # Errors
        /// `NotFound` when there is none; no storage in this browser.
        pub fn read_to_string(path: &Path) -> io::Result<String> {
            storage()?
                .get_item(&key(path))
                .map_err(|error| refused("read", &error))?
                .ok_or_else(|| io::Error::from(io::ErrorKind::NotFound))
        }

        /// The text of an item of at most `most` bytes.
        ///
        /// # Errors
        /// As [`read_to_string`]; `InvalidInput` when longer than `most` bytes.
        pub fn read_bounded(path: &Path, most: u64) -> io::Result<String> {
            let text = read_to_string(path)?;
            if text.len() as u64 > most {
                let limit = most.div_ceil(1024);
                return Err(io::Error::new(io::ErrorKind::InvalidInput, format!("longer than {limit} kB")));
            }
            Ok(text)
        }

        /// Writes an item: one call, so never half written.
        ///
        /// # Errors
        /// The storage is full or refused; the old item is then untouched.
        pub fn write_atomic(path: &Path, text: &str) -> io::Result<()> {
            storage()?.set_item(&key(path), text).map_err(|error| refused("save", &error))
        }

        /// Removes an item.
        ///
        /// # Errors
        /// `NotFound` when there is none; no storage in this browser.
        pub fn remove_file(path: &Path) -> io::Result<()> {
            if !exists(path) {
                return Err(io::ErrorKind::NotFound.into());
            }
            storage()?.remove_item(&key(path)).map_err(|error| refused("remove", &error))
        }

        /// Moves an item: written under its new key, then removed.
        ///
        /// # Errors
        /// As [`read_to_string`] and [`write_atomic`].
        pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
            let text = read_to_string(from)?;
            write_atomic(to, &text)?;
            remove_file(from)
        }

        /// Whether an item exists.
        #[must_use]
        pub fn exists(path: &Path) -> bool {
            storage().ok().and_then(|storage| storage.get_item(&key(path)).ok().flatten()).is_some()
        }

        /// A lock: none in a browser, whose tabs share one storage.
        #[derive(Debug)]
        pub struct Lock;

        /// A browser's storage cannot be locked: always `Some`.
        ///
        /// # Errors
        /// None.
        pub fn lock(_path: &Path) -> io::Result<Option<Lock>> {
            Ok(Some(Lock))
        }

        /// When an item was last written: the browser's storage does not say.
        #[must_use]
        pub fn modified(_path: &Path) -> Option<std::time::SystemTime> {
            None
        }

        /// The items directly in a folder.
        #[must_use]
        pub fn list(dir: &Path) -> Vec<PathBuf> {
            let Ok(storage) = storage() else {
                return Vec::new();
            };
            let prefix = format!("{}/", key(dir));
            let count = storage.length().unwrap_or(0);
            (0..count)
                .filter_map(|index| storage.key(index).ok().flatten())
                .filter(|key| key.strip_prefix(&prefix).is_some_and(|name| !name.is_empty() && !name.contains('/')))
                .map(PathBuf::from)
                .collect()
        }

        /// Offers `text` to the person as a downloaded file called `name`. Returns whether the
        /// browser took it.
        #[must_use]
        pub fn offer_download(name: &str, text: &str) -> bool {
            use wasm_bindgen::JsCast as _;
            let offered = || -> Option<()> {
                let document = web_sys::window()?.document()?;
                let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
                let options = web_sys::BlobPropertyBag::new();
                options.set_type("text/plain;charset=utf-8");
                let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
                let url = web_sys::Url::create_object_url_with_blob(&blob).ok()?;
                let link: web_sys::HtmlAnchorElement = document.create_element("a").ok()?.dyn_into().ok()?;
                link.set_href(&url);
                link.set_download(name);
                link.click();
                web_sys::Url::revoke_object_url(&url).ok()
            };
            offered().is_some()
        }

        static PICKED: std::sync::Mutex<Vec<(String, String)>> = std::sync::Mutex::new(Vec::new());

        /// Opens the browser's file picker for a text file ending in one of `accept`
        /// (`.txt,.ogn`); the chosen file arrives later from [`take_picked`]. Returns whether a
        /// picker opened.
        #[must_use]
        pub fn pick_text_file(accept: &str) -> bool {
            use wasm_bindgen::JsCast as _;
            use wasm_bindgen::closure::Closure;
            let opened = || -> Option<()> {
                let document = web_sys::window()?.document()?;
                let input: web_sys::HtmlInputElement = document.create_element("input").ok()?.dyn_into().ok()?;
                input.set_type("file");
                input.set_accept(accept);
                let chosen = input.clone();
                let on_change = Closure::once_into_js(move || {
                    let Some(file) = chosen.files().and_then(|files| files.get(0)) else {
                        return;
                    };
                    let name = file.name();
                    wasm_bindgen_futures::spawn_local(async move {
                        let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
                        if let Some(text) = text.ok().and_then(|text| text.as_string()) {
                            PICKED.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push((name, text));
                        }
                    });
                });
                input.set_onchange(Some(on_change.unchecked_ref()));
                input.click();
                Some(())
            };
            opened().is_some()
        }

        /// The files picked since the last call: name and text.
        #[must_use]
        pub fn take_picked() -> Vec<(String, String)> {
            std::mem::take(&mut *PICKED.lock().unwrap_or_else(std::sync::PoisonError::into_inner))
        }
    }
}
