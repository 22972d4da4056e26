//! The real game in a real window: under Xvfb with Mesa's software Vulkan, the binary copied
//! alone into an empty folder must start there, draw its textured board, play a move and save a
//! screenshot. Needs the `xvfb` and `mesa-vulkan-drivers` packages; without
//! them the window cannot start and this test fails.
#![cfg(feature = "game")]

use std::path::{Path, PathBuf};
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

fn start_xvfb() -> (Xvfb, String) {
    let number = (90..200).find(|n| !Path::new(&format!("/tmp/.X{n}-lock")).exists()).expect("a free X display number");
    let display = format!(":{number}");
    let child = Command::new("Xvfb")
        .args([&display, "-screen", "0", "1280x720x24", "-nolisten", "tcp"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("Xvfb starts (Debian package xvfb)");
    let socket = PathBuf::from(format!("/tmp/.X11-unix/X{number}"));
    let deadline = Instant::now() + Duration::from_secs(20);
    while !socket.exists() {
        assert!(Instant::now() < deadline, "Xvfb did not open {display}");
        std::thread::sleep(Duration::from_millis(50));
    }
    (Xvfb(child), display)
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
