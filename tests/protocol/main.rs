//! The `awale-engine` binary end to end: spawn it, send lines, read the answers.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

mod lines;
mod options;
mod search;

/// Sends `input` (one command a line) and returns every answer line.
fn session(input: &str) -> Vec<String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_awale-engine"))
        .env("AWALE_TABLES", "off")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the engine starts");
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let lines = BufReader::new(child.stdout.take().unwrap()).lines().map(Result::unwrap).collect();
    assert!(child.wait().unwrap().success(), "the engine exits cleanly");
    lines
}

/// The engine running, read line by line as it answers.
struct Running {
    child: std::process::Child,
    input: std::process::ChildStdin,
    answers: std::sync::mpsc::Receiver<String>,
}

impl Running {
    fn start() -> Running {
        let mut child = Command::new(env!("CARGO_BIN_EXE_awale-engine"))
            .env("AWALE_TABLES", "off")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        let input = child.stdin.take().unwrap();
        let output = child.stdout.take().unwrap();
        let (send, answers) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Running { child, input, answers }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// The next answer; a minute without one is a hang.
    fn next(&self) -> String {
        self.answers.recv_timeout(std::time::Duration::from_secs(60)).expect("an answer within a minute")
    }

    /// The next answer that is not an `info` line.
    fn next_not_info(&self) -> String {
        loop {
            let answer = self.next();
            if !answer.starts_with("info ") {
                return answer;
            }
        }
    }

    /// Waits (a minute at most) for the engine to exit; whether it exited cleanly.
    fn exits(mut self) -> bool {
        for _ in 0..600 {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.success();
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        let _ = self.child.kill();
        false
    }
}
