//! The web build inside `awale-server` (feature `site`): the folder `.ci/web` builds, named by
//! the environment variable `AWALE_SITE` when the server is compiled, is embedded in the binary,
//! so that a teacher copies one file and every tablet in the room opens the game from it.
//!
//! At start the embedded files are written once into a folder of the system's cache (named by
//! their content, so a newer server writes a new one and removes the old), and served from there
//! like `--web FOLDER`: each file brotli- or gzip-compressed to a browser that accepts it.

use rust_embed::Embed;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// The web build's files, from the folder `$AWALE_SITE` at compile time.
#[derive(Embed)]
#[folder = "$AWALE_SITE"]
struct Site;

/// What the files' folder is called: `site-` and a checksum of every file's name and content.
fn folder_name() -> String {
    let mut hasher = crc32fast::Hasher::new();
    for name in Site::iter() {
        hasher.update(name.as_bytes());
        if let Some(file) = Site::get(&name) {
            hasher.update(&file.metadata.sha256_hash());
        }
    }
    format!("site-{:08x}", hasher.finalize())
}

/// Writes the embedded web build into `cache` (made if missing) unless it is already there, and
/// answers the folder to serve: `cache/site-XXXXXXXX`, with `index.html` at its top. Older
/// `site-*` folders of `cache` are removed. Each file keeps the time it had when the server was
/// built, so that a browser's cached copy stays valid from one start to the next.
///
/// # Errors
/// The cache folder cannot be made or written (its path is in the message).
pub fn unpack(cache: &Path) -> io::Result<PathBuf> {
    let name = folder_name();
    let folder = cache.join(&name);
    let context = |error: io::Error, path: &Path| io::Error::new(error.kind(), format!("{}: {error}", path.display()));
    if !folder.join("index.html").is_file() {
        std::fs::create_dir_all(cache).map_err(|e| context(e, cache))?;
        // Written aside, then renamed: a server killed mid-way leaves no half folder to serve.
        let partial = cache.join(format!("{name}.partial-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&partial);
        for path in Site::iter() {
            let Some(file) = Site::get(&path) else { continue };
            let target = partial.join(path.as_ref());
            if let Some(parent) = target.parent() {
                std::fs::create_dir_all(parent).map_err(|e| context(e, parent))?;
            }
            std::fs::write(&target, &file.data).map_err(|e| context(e, &target))?;
            if let Some(seconds) = file.metadata.last_modified() {
                let built = SystemTime::UNIX_EPOCH + Duration::from_secs(seconds);
                let _ = std::fs::File::options().write(true).open(&target).and_then(|f| f.set_modified(built));
            }
        }
        if let Err(error) = std::fs::rename(&partial, &folder) {
            let _ = std::fs::remove_dir_all(&partial);
            // Another server, started at the same moment, wrote the same files first.
            if !folder.join("index.html").is_file() {
                return Err(context(error, &folder));
            }
        }
    }
    if let Ok(entries) = std::fs::read_dir(cache) {
        for entry in entries.flatten() {
            let old = entry.file_name().to_string_lossy().starts_with("site-") && entry.file_name() != *name;
            if old && !entry.file_name().to_string_lossy().contains(".partial-") {
                let _ = std::fs::remove_dir_all(entry.path());
            }
        }
    }
    Ok(folder)
}

/// How many files the embedded web build holds, and their size in bytes (compressed forms included).
#[must_use]
pub fn size() -> (usize, u64) {
    Site::iter()
        .filter_map(|path| Site::get(&path))
        .fold((0, 0), |(count, bytes), file| (count + 1, bytes + file.data.len() as u64))
}
