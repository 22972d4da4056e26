//! Board tables kept on disk (a folder of files, one a rule set and size, checked when read)
//! and shared in memory between searchers: at most [`MOST_TABLES_KEPT`] held at once, each
//! read or solved once on a thread of its own.

use super::{BoardTable, TableError, table_rules};
use crate::engine::Rules;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

/// Where tables are kept: the folder `AWALE_TABLES` names if set, else the user's cache
/// folder; `None` when `AWALE_TABLES` is `off` (no tables are read or solved) or the system has
/// no cache folder.
#[must_use]
pub fn folder() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("AWALE_TABLES") {
        return (dir != "off").then(|| PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "awale").map(|dirs| dirs.cache_dir().join("tables"))
}

/// The file of the table for `rules` and `seeds` in `folder`: named by the seeds and a hash of
/// the rules, which the file's header repeats in full.
#[must_use]
pub fn file_name(folder: &Path, rules: &Rules, seeds: u8) -> PathBuf {
    let text = toml::to_string(&table_rules(rules)).unwrap_or_default();
    // FNV-1a: stable from build to build, unlike the standard library's hasher.
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
    folder.join(format!("board-{seeds}-{hash:016x}.bin"))
}

/// Reads the table for `rules` and `seeds` from `folder`, or solves it and writes it there.
/// A file that cannot be read as that table is set aside (renamed `….bad`) and solved again.
///
/// # Errors
/// What creating the folder or writing the file fails with (the table solved is then lost).
pub fn load_or_build(folder: &Path, rules: &Rules, seeds: u8) -> Result<BoardTable, TableError> {
    let path = file_name(folder, rules, seeds);
    if let Ok(file) = std::fs::File::open(&path) {
        match BoardTable::read(&mut io::BufReader::new(file), rules, seeds) {
            Ok(table) => return Ok(table),
            Err(error) => {
                eprintln!("awale: {}: {error}; set aside and solved again", path.display());
                let _ = std::fs::rename(&path, path.with_extension("bad"));
            }
        }
    }
    let table = BoardTable::build(rules, seeds, |_, _| {});
    save(folder, rules, &table)?;
    Ok(table)
}

/// Writes `table` (solved for `rules`) to its file in `folder`, made if need be: through a
/// temporary file of its own, flushed to the disk and renamed into place, so that two engines
/// solving the same table at once each write whole files and the last rename wins. Returns the
/// file's path.
///
/// # Errors
/// What creating the folder or writing the file fails with.
pub fn save(folder: &Path, rules: &Rules, table: &BoardTable) -> Result<PathBuf, TableError> {
    let path = file_name(folder, rules, table.seeds);
    std::fs::create_dir_all(folder)?;
    let partial = tempfile::Builder::new().prefix(".board-").suffix(".part").tempfile_in(folder)?;
    let mut out = io::BufWriter::new(partial);
    table.write(&mut out)?;
    let partial = out.into_inner().map_err(|e| e.into_error())?;
    partial.as_file().sync_all()?;
    partial.persist(&path).map_err(|e| TableError::Io(e.error))?;
    Ok(path)
}

/// Tables kept loaded at once in a process (the least recently used goes first): with the
/// largest tables (18 seeds, 173 MB each), 346 MB at most.
pub const MOST_TABLES_KEPT: usize = 2;

/// The tables loaded or being made in this process, by rules and seeds, the most recently used
/// last. At most one is being made (`None`) at a time.
type Shared = Mutex<Vec<((Rules, u8), Option<Arc<BoardTable>>)>>;

fn shared_tables() -> &'static Shared {
    static TABLES: OnceLock<Shared> = OnceLock::new();
    TABLES.get_or_init(|| Mutex::new(Vec::new()))
}

/// How many tables are loaded, and how many are being read or solved (0 or 1), in this process.
#[must_use]
pub fn held() -> (usize, usize) {
    shared_tables().lock().map_or((0, 0), |tables| {
        let making = tables.iter().filter(|(_, table)| table.is_none()).count();
        (tables.len() - making, making)
    })
}

/// Keeps the most recently used [`MOST_TABLES_KEPT`] tables loaded (a search holding an older
/// one keeps it until it ends).
fn forget_old(tables: &mut Vec<((Rules, u8), Option<Arc<BoardTable>>)>) {
    while tables.iter().filter(|(_, table)| table.is_some()).count() > MOST_TABLES_KEPT {
        if let Some(oldest) = tables.iter().position(|(_, table)| table.is_some()) {
            tables.remove(oldest);
        }
    }
}

/// The table of `seeds` for `rules` if it is ready. A call for a table not loaded starts
/// reading or solving it on a thread of its own (from and to [`folder`]), unless another table
/// is being made (one at a time: solving 18 seeds takes 2.4 GB), and answers `None` until it
/// is done; a later call asks again. At most [`MOST_TABLES_KEPT`] tables stay loaded. Where
/// there are no threads (a web page) or no folder, always `None`.
#[must_use]
pub fn shared(rules: &Rules, seeds: u8) -> Option<Arc<BoardTable>> {
    let key = (table_rules(rules), seeds);
    let mut tables = shared_tables().lock().ok()?;
    if let Some(at) = tables.iter().position(|(k, _)| *k == key) {
        let entry = tables.remove(at);
        let table = entry.1.clone();
        tables.push(entry);
        return table;
    }
    if cfg!(all(target_arch = "wasm32", target_os = "unknown")) || tables.iter().any(|(_, table)| table.is_none()) {
        return None;
    }
    let folder = folder()?;
    tables.push((key, None));
    let spawned = std::thread::Builder::new().name("board tables".into()).spawn(move || {
        let made = load_or_build(&folder, &key.0, key.1);
        let Ok(mut tables) = shared_tables().lock() else { return };
        match made {
            Ok(table) => {
                if let Some(entry) = tables.iter_mut().find(|(k, _)| *k == key) {
                    entry.1 = Some(Arc::new(table));
                }
                forget_old(&mut tables);
            }
            Err(error) => {
                // Asked again later, once the cause may be gone.
                eprintln!("awale: board tables: {error}");
                tables.retain(|(k, _)| *k != key);
            }
        }
    });
    if spawned.is_err() {
        tables.retain(|(k, _)| *k != key);
    }
    None
}

/// Makes [`shared`] answer `table` for its rules at once (a table read or solved by the caller).
pub fn install(table: BoardTable) {
    if let Ok(mut tables) = shared_tables().lock() {
        let key = (table.rules, table.seeds);
        tables.retain(|(k, _)| *k != key);
        tables.push((key, Some(Arc::new(table))));
        forget_old(&mut tables);
    }
}
