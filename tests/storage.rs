//! Saved files: written atomically, and a damaged, unreadable or newer file is kept aside and
//! reported, never lost.

use awale::storage::{ProblemKind, Storage};
use serde::{Deserialize, Serialize};
use std::fs;

#[derive(Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
struct Prefs {
    name: String,
    seeds: u8,
    rules: awale::engine::Rules,
}

fn prefs() -> Prefs {
    Prefs { name: "Ama".to_owned(), seeds: 5, rules: awale::engine::Preset::Awele.rules() }
}

#[test]
fn saved_then_loaded_is_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path().join("config"));
    assert!(storage.load::<Prefs>("prefs.toml").unwrap().is_none(), "no file yet");
    storage.save("prefs.toml", &prefs()).unwrap();
    assert_eq!(storage.load::<Prefs>("prefs.toml").unwrap(), Some(prefs()));
    let text = fs::read_to_string(storage.path("prefs.toml")).unwrap();
    assert!(text.contains("version = 1"), "{text}");
    assert_eq!(fs::read_dir(storage.dir()).unwrap().count(), 1, "no temporary file left behind");
}

#[test]
fn a_damaged_file_is_kept_aside_and_reported() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    fs::write(storage.path("prefs.toml"), "name = \"Ama\"\nseeds = [oops").unwrap();
    let problem = storage.load::<Prefs>("prefs.toml").unwrap_err();
    assert!(matches!(problem.kind, ProblemKind::Corrupt(_)), "{problem}");
    assert_eq!(problem.kept, storage.path("prefs.toml.bak"));
    assert_eq!(fs::read_to_string(&problem.kept).unwrap(), "name = \"Ama\"\nseeds = [oops", "nothing lost");
    assert!(!storage.path("prefs.toml").exists());

    // A second damaged file does not overwrite the first one kept.
    fs::write(storage.path("prefs.toml"), "seeds = \"many\"").unwrap();
    let problem = storage.load::<Prefs>("prefs.toml").unwrap_err();
    assert!(matches!(problem.kind, ProblemKind::Corrupt(_)), "a wrong type is damage too: {problem}");
    assert_eq!(problem.kept, storage.path("prefs.toml.1.bak"));
    assert!(storage.path("prefs.toml.bak").exists());
}

#[test]
fn a_rule_out_of_range_is_damage() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    fs::write(storage.path("prefs.toml"), "[rules]\ncapture_limit = 9\n").unwrap();
    let problem = storage.load::<Prefs>("prefs.toml").unwrap_err();
    assert!(problem.to_string().contains("capture_limit"), "{problem}");
}

#[test]
fn a_newer_file_is_not_read_but_kept() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    fs::write(storage.path("prefs.toml"), "version = 7\nname = \"Ama\"\n").unwrap();
    let problem = storage.load::<Prefs>("prefs.toml").unwrap_err();
    assert!(matches!(problem.kind, ProblemKind::Newer(7)), "{problem}");
    assert!(storage.path("prefs.toml.bak").exists());
}

#[test]
fn an_unreadable_file_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    fs::write(storage.path("prefs.toml"), [0xff, 0xfe, 0x00, 0x41]).unwrap();
    let problem = storage.load::<Prefs>("prefs.toml").unwrap_err();
    assert!(matches!(problem.kind, ProblemKind::Unreadable(_)), "not UTF-8: {problem}");
    assert_eq!(fs::read(&problem.kept).unwrap(), [0xff, 0xfe, 0x00, 0x41]);
}

#[test]
fn saving_replaces_the_old_file_whole() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    storage.save("prefs.toml", &prefs()).unwrap();
    storage.save("prefs.toml", &Prefs { seeds: 2, ..prefs() }).unwrap();
    assert_eq!(storage.load::<Prefs>("prefs.toml").unwrap().map(|p| p.seeds), Some(2));
    storage.remove("prefs.toml").unwrap();
    storage.remove("prefs.toml").unwrap();
    assert!(storage.load::<Prefs>("prefs.toml").unwrap().is_none());
}

#[test]
fn a_file_with_values_out_of_bounds_is_kept_aside_like_a_damaged_one() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    storage.save("prefs.toml", &Prefs { seeds: 200, ..prefs() }).unwrap();
    let check = |prefs: &Prefs| if prefs.seeds <= 8 { Ok(()) } else { Err(format!("{} seeds", prefs.seeds)) };
    let problem = storage.load_checked("prefs.toml", check).unwrap_err();
    assert!(matches!(problem.kind, ProblemKind::Corrupt(ref why) if why == "200 seeds"), "{problem}");
    assert!(!storage.path("prefs.toml").exists() && storage.path("prefs.toml.bak").exists());
    storage.save("prefs.toml", &prefs()).unwrap();
    assert_eq!(storage.load_checked("prefs.toml", check).unwrap(), Some(prefs()));
}

#[test]
fn temporary_files_an_interrupted_save_left_are_removed_and_nothing_else() {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(dir.path());
    storage.save("prefs.toml", &prefs()).unwrap();
    fs::create_dir_all(storage.path("records")).unwrap();
    for leftover in [".awale-save-a1B2c3", ".tmpX7kQ2z", "records/.awale-save-zz"] {
        fs::write(storage.path(leftover), "half a file").unwrap();
    }
    for kept in ["notes.txt", ".tmp", "records/awale-1.txt", ".tmp-mine-and-long"] {
        fs::write(storage.path(kept), "keep me").unwrap();
    }
    assert_eq!(storage.remove_leftovers(), 3);
    for kept in ["prefs.toml", "notes.txt", ".tmp", "records/awale-1.txt", ".tmp-mine-and-long"] {
        assert!(storage.path(kept).exists(), "{kept} is kept");
    }
    assert_eq!(storage.remove_leftovers(), 0);
}

#[test]
fn a_record_is_read_only_from_a_regular_file_of_bounded_size() {
    use awale::storage::files::read_bounded;
    let dir = tempfile::tempdir().unwrap();
    let small = dir.path().join("small.txt");
    fs::write(&small, "1. C c").unwrap();
    assert_eq!(read_bounded(&small, 1024).unwrap(), "1. C c");
    // Longer than the limit: refused, saying the limit.
    let long = dir.path().join("long.txt");
    fs::write(&long, "C ".repeat(2048)).unwrap();
    let error = read_bounded(&long, 1024).unwrap_err();
    assert!(error.to_string().contains("1 kB"), "{error}");
    // A folder is not a record.
    assert!(read_bounded(dir.path(), 1024).is_err());
    #[cfg(unix)]
    {
        // A device that never ends, and a named pipe nobody writes to: refused at once.
        let started = std::time::Instant::now();
        assert!(read_bounded(std::path::Path::new("/dev/zero"), 1024).is_err());
        let pipe = dir.path().join("pipe");
        let made = std::process::Command::new("mkfifo").arg(&pipe).status();
        if made.is_ok_and(|status| status.success()) {
            assert!(read_bounded(&pipe, 1024).is_err(), "a named pipe is refused");
        }
        assert!(started.elapsed() < std::time::Duration::from_secs(1), "refused at once");
    }
}

#[cfg(feature = "game")]
#[test]
fn a_record_opened_from_the_command_line_keeps_its_players_names() {
    use awale::ai::Level;
    use awale::engine::{BySide, Game, Preset, notation, ogn};
    use awale::game::prelude::{Mode, read_record};
    let folder = tempfile::tempdir().expect("a temporary folder");
    let mut game = Game::new(Preset::Tournament.rules());
    game.play("C".parse().expect("a pit")).expect("a legal move");
    let players = BySide::new("Ama \"the bold\" \\o/".to_owned(), "Kofi".to_owned());
    let txt = folder.path().join("game.txt");
    fs::write(&txt, notation::write(&game, &players)).expect("written");
    let ogn_file = folder.path().join("game.ogn");
    fs::write(&ogn_file, ogn::write(&game, &players, "2026.11.24")).expect("written");
    for path in [txt, ogn_file] {
        let begin = read_record(&path).expect("it reads").begin(Level::new(2).expect("a level"));
        assert_eq!(begin.players.names, players, "{}", path.display());
        assert_eq!(begin.players.mode, Mode::TwoPlayers);
        assert_eq!(begin.game.moves(), game.moves());
    }
}
