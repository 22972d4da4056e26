//! The board tables a process holds: whatever rule sets its games ask for, one table is made
//! at a time and at most `MOST_TABLES_KEPT` stay loaded, so that memory stays bounded.

use awale::ai::tables::{self, MOST_TABLES_KEPT};
use awale::engine::{Preset, Rules};
use std::time::{Duration, Instant};

/// Runs [`served_one_table_at_a_time`] in a process of its own, whose tables are kept in a
/// folder of its own (`AWALE_TABLES`, read by the whole process).
#[test]
fn five_rule_sets_are_served_one_table_at_a_time_and_two_kept() {
    let folder = tempfile::tempdir().unwrap();
    let run = std::process::Command::new(std::env::current_exe().unwrap())
        .env("AWALE_TABLES", folder.path())
        .args(["--exact", "served_one_table_at_a_time", "--ignored", "--nocapture"])
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{out}{}", String::from_utf8_lossy(&run.stderr));
    assert!(out.contains("1 passed"), "{out}");
}

#[test]
#[ignore = "run by five_rule_sets_are_served_one_table_at_a_time_and_two_kept, with its own folder"]
fn served_one_table_at_a_time() {
    assert!(std::env::var_os("AWALE_TABLES").is_some(), "a folder of its own");
    let mut asked: Vec<Rules> = Preset::ALL.iter().map(|preset| preset.rules()).collect();
    asked.push(Rules { capture_limit: 3, ..Preset::Tournament.rules() });
    let keys: Vec<Rules> = asked.iter().map(tables::table_rules).collect();
    for (i, key) in keys.iter().enumerate() {
        assert!(!keys[..i].contains(key), "rule set {i} has a table of its own");
    }
    // Each rule set in turn, asked for until its table comes, while the others are asked too
    // (as games under several rule sets would ask): never more than one made, nor more than
    // MOST_TABLES_KEPT kept.
    let until = Instant::now() + Duration::from_secs(120);
    for (index, rules) in asked.iter().enumerate() {
        while tables::shared(rules, 8).is_none() {
            assert!(Instant::now() < until, "rule set {index}'s table did not come within two minutes");
            for other in &asked {
                let _ = tables::shared(other, 8);
                let (loaded, making) = tables::held();
                assert!(making <= 1, "{making} tables made at once");
                assert!(loaded <= MOST_TABLES_KEPT, "{loaded} tables kept");
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }
    assert_eq!(tables::held().0, MOST_TABLES_KEPT);
}

/// `awale-tables --folder F` checks F before solving anything: a file, or a folder it cannot
/// write, is named at once, with no table solved.
#[test]
fn awale_tables_checks_its_folder_before_solving() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = dir.path().join("not-a-folder");
    std::fs::write(&file, b"x").expect("a file");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_awale-tables"))
        .args(["--seeds", "8", "--folder"])
        .arg(&file)
        .output()
        .expect("awale-tables runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "stdout: {stdout}\nstderr: {stderr}");
    assert!(stderr.contains("is a file, not a folder"), "the problem is named: {stderr}");
    assert!(!stdout.contains("positions"), "nothing was solved: {stdout}");
}
