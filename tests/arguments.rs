//! `awale`'s command line: every mistake is a message and exit code 2, never a panic, whatever
//! the bytes (Linux file names need not be UTF-8). None of these opens a window.
#![cfg(feature = "game")]

use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::process::{Command, Output};

fn awale(args: &[&OsStr]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_awale"))
        .args(args)
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("the game starts")
}

fn refused(args: &[&OsStr], says: &str) {
    let output = awale(args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(stderr.contains(says), "{args:?}: {stderr}");
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
}

#[test]
fn bad_arguments_are_refused_with_a_message_never_a_panic() {
    let text = |s: &'static str| OsStr::new(s);
    refused(&[text("--import"), OsStr::from_bytes(b"caf\xe9.txt")], "--import caf\u{fffd}.txt");
    refused(&[text("--position"), OsStr::from_bytes(b"4-4-\xff")], "not text");
    refused(&[text("--position"), text("4-4-4")], "--position");
    refused(&[OsStr::from_bytes(b"--\xff")], "unknown argument");
    refused(&[text("--import")], "needs a value");
    refused(
        &[text("--import"), text("game.txt"), text("--position"), text("4-4-4-4-4-4-4-4-4-4-4-4-0-0-S")],
        "cannot be used together",
    );
    let help = awale(&[text("--help")]);
    assert!(help.status.success() && String::from_utf8_lossy(&help.stdout).starts_with("usage: awale"));
    // The version and the commit built from, for a parent's bug report.
    let version = awale(&[text("--version")]);
    let said = String::from_utf8_lossy(&version.stdout);
    assert!(version.status.success(), "{said}");
    assert!(said.starts_with(&format!("awale {} (commit ", env!("CARGO_PKG_VERSION"))), "{said}");
}
