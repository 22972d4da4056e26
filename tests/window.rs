//! The real game in a real window: under Xvfb with Mesa's software Vulkan, the binary copied
//! alone into an empty folder must start there, draw its textured board, play a move and save a
//! screenshot; and a screen reader reads it and plays it through AT-SPI (`tests/atspi/check.py`).
//! Needs the `xvfb` and `mesa-vulkan-drivers` packages (and for the screen reader `dbus`,
//! `at-spi2-core` and `python3-pyatspi`); without them these tests fail.
#![cfg(feature = "game")]

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A child process for the length of the test (an X server, a server, the game): killed when
/// dropped.
struct Running(Child);

impl Drop for Running {
    /// A child that reads its standard input is told to end by closing it, and given 20 s to
    /// end by itself (dbus-run-session then stops the buses it started: killed, it would leave
    /// them running, holding the test's output open).
    fn drop(&mut self) {
        if let Some(stdin) = self.0.stdin.take() {
            drop(stdin);
            let deadline = Instant::now() + Duration::from_secs(20);
            while Instant::now() < deadline && matches!(self.0.try_wait(), Ok(None)) {
                std::thread::sleep(Duration::from_millis(50));
            }
        }
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// An X server on a display it chooses itself, once it is ready for clients (`-displayfd`: it
/// writes the display's number when it is, so no lock or socket left by an earlier server
/// misleads, and tests running at once never choose the same). `-noreset`: an X server resets
/// when its last client leaves, and refuses connections meanwhile; the accessibility bus's
/// launcher is such a client, gone just as the game opens its window.
fn start_xvfb() -> (Running, String) {
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
    let xvfb = Running(child);
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

/// The real window of a tablet at rest draws the other device's move at once: the game seated
/// as North in a room of a server of this build's (its seat kept, taken back with "Continue the
/// game" through AT-SPI, `tests/atspi/wake.py`), then left untouched for a minute, asleep; South
/// plays from here through the game's own device, and the screen changes within 0.5 s (the
/// window sleeps up to 30 s between redraws: without the network's wake the move showed 29 s
/// late).
#[cfg(feature = "server")]
#[test]
fn a_window_left_untouched_for_a_minute_draws_the_other_device_s_move_at_once() {
    use awale::engine::{BySide, Pit, Preset, Side};
    use awale::game::online::room::{KeptSeat, ROOM_FILE};
    use awale::net::device::Device;
    use awale::net::events::Role;
    use awale::net::wire::Setup;
    use std::io::{BufRead, BufReader};

    let (_xvfb, display) = start_xvfb();
    let home = tempfile::tempdir().expect("a home");
    let mut server = Command::new(env!("CARGO_BIN_EXE_awale-server"))
        .args(["--bind", "127.0.0.1", "--port", "0", "--no-web", "--db"])
        .arg(home.path().join("rooms.sqlite"))
        .stdout(Stdio::piped())
        .spawn()
        .map(Running)
        .expect("awale-server starts");
    let mut line = String::new();
    BufReader::new(server.0.stdout.take().expect("its output")).read_line(&mut line).expect("its first line");
    let address = line.split_whitespace().nth(3).unwrap_or_else(|| panic!("no address in {line:?}"));
    let url = format!("ws://{address}/rooms");

    // South makes the room here; North's seat, joined here, is the one the game takes back.
    let wait = Duration::from_secs(20);
    let names = BySide::new("Ama".into(), "Kofi".into());
    let setup = Setup { rules: Preset::Tournament.rules(), names, starter: Side::South, games: 1, class: None };
    let mut south = Device::open(&url, Role::Make { setup, seat: Side::South });
    south.pump_until(wait, |d| d.session.code().is_some());
    let code = south.session.code().expect("a room made").to_owned();
    let mut north = Device::open(&url, Role::Join { code: code.clone(), seat: None, name: None });
    north.pump_until(wait, |d| d.session.token().is_some());
    let kept = KeptSeat { url, code, seat: Side::North, token: north.session.token().expect("a seat").to_owned() };
    drop(north);
    awale::storage::Storage::at(home.path().join("config/awale")).save(ROOM_FILE, &kept).expect("the seat kept");

    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/atspi/wake.py");
    let mut tablet = Command::new("dbus-run-session")
        .args(["--", "/usr/bin/python3", script, env!("CARGO_BIN_EXE_awale")])
        .arg(home.path())
        .env("DISPLAY", &display)
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("DBUS_SESSION_BUS_ADDRESS")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map(Running)
        .expect("dbus-run-session starts (Debian package dbus)");
    // What it says until it is seated (or fails, and ends).
    let mut said = String::new();
    let mut lines = BufReader::new(tablet.0.stdout.take().expect("its output")).lines();
    let game = lines.find_map(|line| {
        let line = line.unwrap_or_default();
        said = format!("{said}{line}\n");
        line.strip_prefix("seated ").and_then(|pid| pid.parse::<u32>().ok())
    });
    let game = game.unwrap_or_else(|| panic!("the game did not take its seat back:\n{said}"));
    south.pump_until(wait, |d| d.session.other_here());
    assert!(south.session.other_here(), "the game is in the room");

    // Untouched for a minute: the window sleeps, its picture still, the game's work nearly
    // none (a window drawing on, Mesa's software Vulkan takes a core). The board at rest taken
    // first (a screenshot's events wake the window for a few frames). The move comes between
    // the window's own redraws (every 30 s), at least 10 s before the next.
    let seated = Instant::now();
    std::thread::sleep(Duration::from_secs(5));
    let before = screen(&display);
    let (rested, at_rest) = (Instant::now(), cpu_seconds(game));
    let mut work = at_rest;
    let mut redrawn = Instant::now();
    loop {
        std::thread::sleep(Duration::from_millis(50));
        let now = cpu_seconds(game);
        if now - work >= 0.02 {
            redrawn = Instant::now();
        }
        work = now;
        let since = redrawn.elapsed();
        if seated.elapsed() >= Duration::from_secs(60)
            && since >= Duration::from_secs(1)
            && since < Duration::from_secs(20)
        {
            break;
        }
        assert!(seated.elapsed() < Duration::from_secs(100), "the window keeps working: {since:?} since it last did");
    }
    let share = (work - at_rest) / rested.elapsed().as_secs_f64();
    println!("the game asleep used {:.1} % of a core", share * 100.0);
    assert!(share < 0.2, "the window left alone sleeps: it used {:.0} % of a core", share * 100.0);
    let asleep = cpu_seconds(game);
    south.tap(Pit::from_letter('C').expect("a pit")).expect("South's move");
    let played = Instant::now();
    // Drawing is watched through the game's work, not through screenshots: taking one sends the
    // window events that wake it.
    let drawn = loop {
        south.pump();
        if cpu_seconds(game) - asleep >= DRAWING {
            break played.elapsed();
        }
        assert!(played.elapsed() < Duration::from_secs(45), "the move was never drawn");
        std::thread::sleep(Duration::from_millis(5));
    };
    std::thread::sleep(Duration::from_secs(2));
    assert_ne!(screen(&display), before, "the board shows the move");
    assert_eq!(south.session.number(), 1, "the move was accepted");
    println!("the other device's move drawn {drawn:?} after it was played");
    drop(tablet);
    assert!(drawn < Duration::from_millis(500), "the other device's move drawn {drawn:?} after it was played");
}

/// The X server's screen, as raw pixels (ImageMagick's `import`).
#[cfg(feature = "server")]
fn screen(display: &str) -> Vec<u8> {
    let shot = Command::new("import")
        .args(["-display", display, "-window", "root", "rgb:-"])
        .output()
        .expect("import runs (Debian package imagemagick)");
    assert!(
        shot.status.success() && !shot.stdout.is_empty(),
        "a screenshot: {}",
        String::from_utf8_lossy(&shot.stderr)
    );
    shot.stdout
}

/// The processor time a window at rest starts drawing within, in seconds: a frame drawn by
/// Mesa's software Vulkan takes tens of milliseconds of it; hearing a move, a fraction of one.
#[cfg(feature = "server")]
const DRAWING: f64 = 0.1;

/// The processor time process `pid` has used so far, in seconds (`/proc/PID/stat`'s utime and
/// stime, in the kernel's clock ticks of 1/100 s).
#[cfg(feature = "server")]
fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).expect("the game runs");
    // The fields after the command's name (in parentheses, which may hold spaces).
    let fields: Vec<&str> =
        stat.rsplit_once(')').map(|(_, rest)| rest).unwrap_or_default().split_whitespace().collect();
    let ticks = |at: usize| fields.get(at).and_then(|field| field.parse::<f64>().ok()).unwrap_or(0.0);
    (ticks(11) + ticks(12)) / 100.0
}
