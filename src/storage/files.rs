//! The few file operations the game needs, on the disk, or in a web page in the browser's local
//! storage (an item a file, its key the path; folders are only a part of the key).

pub use place::*;

/// The start of the name of a file being saved, before it is renamed into place.
pub const TEMP_PREFIX: &str = ".awale-save-";

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
        let mut file = tempfile::Builder::new().prefix(super::TEMP_PREFIX).tempfile_in(dir)?;
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
        entries.flatten().filter(|entry| entry.file_type().is_ok_and(|kind| kind.is_file())).map(|e| e.path()).collect()
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
