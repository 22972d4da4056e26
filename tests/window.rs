//! The real game in a real window: under Xvfb with Mesa's software Vulkan, the binary copied
//! alone into an empty folder must start there, draw its textured board, play a move and save a
//! screenshot; and a screen reader reads it and plays it through AT-SPI (`tests/atspi/check.py`).
//! Needs the `xvfb` and `mesa-vulkan-drivers` packages (and for the screen reader `dbus`,
//! `at-spi2-core` and `python3-pyatspi`); without them these tests fail.
#![cfg(feature = "game")]

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// An X server for the length of the test.
struct Xvfb(Child);

impl Drop for Xvfb {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// An X server on a display it chooses itself, once it is ready for clients (`-displayfd`: it
/// writes the display's number when it is, so no lock or socket left by an earlier server
/// misleads, and tests running at once never choose the same). `-noreset`: an X server resets
/// when its last client leaves, and refuses connections meanwhile; the accessibility bus's
/// launcher is such a client, gone just as the game opens its window.
fn start_xvfb() -> (Xvfb, String) {
    let mut child = Command::new("Xvfb")
        .args(["-displayfd", "1", "-noreset", "-screen", "0", "1280x720x24", "-nolisten", "tcp"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("Xvfb starts (Debian package xvfb)");
    let stdout = child.stdout.take().expect("Xvfb's output");
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        let _ = std::io::BufRead::read_line(&mut std::io::BufReader::new(stdout), &mut line);
        let _ = sender.send(line);
    });
    let xvfb = Xvfb(child);
    let line = receiver.recv_timeout(Duration::from_secs(30)).expect("Xvfb said its display within 30 s");
    let number: u32 = line.trim().parse().unwrap_or_else(|_| panic!("Xvfb's display number, not {line:?}"));
    (xvfb, format!(":{number}"))
}

#[test]
fn the_game_starts_in_a_window_plays_a_move_and_saves_a_screenshot() {
    let (_xvfb, display) = start_xvfb();
    let shot = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("smoke.png");
    let _ = std::fs::remove_file(&shot);
    // The binary alone in an empty folder, started there: it must find every asset in itself
    // (the smoke run waits for the board's textures and fails if they never load).
    let alone = tempfile::tempdir().expect("a temporary folder");
    let binary = alone.path().join("awale");
    std::fs::copy(env!("CARGO_BIN_EXE_awale"), &binary).expect("the binary can be copied");
    let mut game = Command::new(&binary)
        .arg("--screenshot")
        .arg(&shot)
        .current_dir(alone.path())
        .env("DISPLAY", &display)
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("BEVY_ASSET_ROOT")
        .env_remove("CARGO_MANIFEST_DIR")
        .stdout(Stdio::piped())
        .spawn()
        .expect("the game starts");
    let deadline = Instant::now() + Duration::from_secs(600);
    let status = loop {
        if let Some(status) = game.try_wait().expect("the game can be waited for") {
            break status;
        }
        if Instant::now() > deadline {
            let _ = game.kill();
            panic!("the game did not finish its smoke run in 10 minutes");
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    let output = std::io::read_to_string(game.stdout.take().unwrap()).unwrap_or_default();
    print!("{output}");
    assert!(status.success(), "the game exited with {status}");
    assert!(output.contains("first board drawn"), "{output}");
    let png = std::fs::read(&shot).expect("the screenshot was saved");
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "the screenshot is a PNG");
}

#[test]
fn a_screen_reader_reads_the_real_game_and_plays_a_pit_through_at_spi() {
    let (_xvfb, display) = start_xvfb();
    let check = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/atspi/check.py");
    let output = Command::new("dbus-run-session")
        .args(["--", "/usr/bin/python3", check, env!("CARGO_BIN_EXE_awale")])
        .env("DISPLAY", &display)
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("DBUS_SESSION_BUS_ADDRESS")
        .output()
        .expect("dbus-run-session starts (Debian package dbus)");
    let printed = String::from_utf8_lossy(&output.stdout);
    print!("{printed}{}", String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success(), "the screen reader's check failed: {}", output.status);
    assert!(printed.contains("read and played through AT-SPI"), "{printed}");
}
