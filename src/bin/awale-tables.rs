//! `awale-tables`: solves the board tables a full-strength search reads and writes them where
//! `awale-engine` looks for them (see [`awale::ai::tables`]).
//!
//! ```text
//! awale-tables [--seeds N] [--preset NAME] [--folder DIR]
//! ```
//!
//! Every board of up to `--seeds` seeds (default [`awale::ai::tables::BOARD_SEEDS`]) is solved
//! under the rules of `--preset` (default `tournament`; the majority end and the seeds a pit
//! starts with do not change a table) and written to
//! `--folder` (default: `AWALE_TABLES`, else the user's cache folder). It prints each layer's
//! positions and time, then the file and its size. A file already there is read and checked
//! instead of solved again.

use awale::ai::tables::{self, BoardTable};
use awale::engine::Preset;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "usage: awale-tables [--seeds N] [--preset NAME] [--folder DIR]";

/// Checks that `folder` is a folder this process can write in, making it if it is missing.
///
/// # Errors
/// A sentence naming the problem: "F is a file, not a folder", or what the system said when the
/// folder could not be made or written in.
fn writable_folder(folder: &Path) -> Result<(), String> {
    let shown = folder.display();
    if folder.exists() && !folder.is_dir() {
        return Err(format!("{shown} is a file, not a folder"));
    }
    std::fs::create_dir_all(folder).map_err(|error| format!("{shown}: the folder cannot be made: {error}"))?;
    tempfile::NamedTempFile::new_in(folder)
        .map(drop)
        .map_err(|error| format!("{shown}: nothing can be written in this folder: {error}"))
}

fn main() -> ExitCode {
    if awale::version_asked() {
        return ExitCode::SUCCESS;
    }
    let mut seeds = tables::BOARD_SEEDS;
    let mut preset = Preset::Tournament;
    let mut folder = tables::folder();
    let mut args = std::env::args_os().skip(1);
    while let Some(arg) = args.next() {
        let arg = arg.to_string_lossy().into_owned();
        let value = args.next().map(|v| v.to_string_lossy().into_owned());
        let parsed = match (arg.as_str(), value) {
            ("--seeds", Some(v)) => {
                v.parse().ok().filter(|n| *n <= tables::MOST_SEEDS).map(|n| seeds = n).ok_or("--seeds takes 0 to 18")
            }
            ("--preset", Some(v)) => v.parse().map(|p| preset = p).map_err(|_| "--preset takes a preset's name"),
            ("--folder", Some(v)) => {
                folder = Some(PathBuf::from(v));
                Ok(())
            }
            _ => Err(USAGE),
        };
        if let Err(why) = parsed {
            eprintln!("awale-tables: {why}\n{USAGE}");
            return ExitCode::from(2);
        }
    }
    let Some(folder) = folder else {
        eprintln!("awale-tables: no cache folder on this system: give --folder");
        return ExitCode::from(2);
    };
    // Before a solve that may take a minute and gigabytes: the folder must be one it can write.
    if let Err(why) = writable_folder(&folder) {
        eprintln!("awale-tables: {why}");
        return ExitCode::from(2);
    }
    let rules = preset.rules();
    let path = tables::file_name(&folder, &rules, seeds);
    if path.exists() {
        let started = Instant::now();
        match std::fs::File::open(&path)
            .map_err(tables::TableError::from)
            .and_then(|file| BoardTable::read(&mut std::io::BufReader::new(file), &rules, seeds))
        {
            Ok(table) => {
                println!(
                    "{}: {} positions, read in {:.1} s",
                    path.display(),
                    table.len(),
                    started.elapsed().as_secs_f64()
                );
                return ExitCode::SUCCESS;
            }
            Err(error) => eprintln!("{}: {error}; solved again", path.display()),
        }
    }
    let started = Instant::now();
    let mut last = started;
    let table = BoardTable::build(&rules, seeds, |j, positions| {
        println!("{j:2} seeds: {positions:>10} positions, {:6.2} s", last.elapsed().as_secs_f64());
        last = Instant::now();
    });
    println!(
        "solved {} positions in {:.1} s ({} going round a cycle for ever, scored as ending there)",
        table.len(),
        started.elapsed().as_secs_f64(),
        table.unsettled()
    );
    match tables::save(&folder, &rules, &table) {
        Ok(path) => {
            let size = std::fs::metadata(&path).map_or(0, |m| m.len());
            println!("{}: {:.1} MB", path.display(), size as f64 / 1e6);
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("awale-tables: {}: {error}", path.display());
            ExitCode::FAILURE
        }
    }
}
