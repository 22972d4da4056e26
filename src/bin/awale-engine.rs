//! `awale-engine`: the Awalé rules engine over a line protocol on stdin/stdout (see `docs/protocol.md`
//! and [`awale::protocol`]). A `go` or `perft` runs on a thread of its own while the input goes
//! on being read on another: `stop` ends it, `quit` exits at once, `isready` answers `readyok`
//! at once, whatever waits; any other command waits in a queue until it ends, then runs, in the
//! order the lines came (so a script piped in answers as typed).

use awale::ai::Searcher;
use awale::protocol::{Session, Step};
use std::collections::VecDeque;
use std::io::{self, BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Sender};
use std::thread::JoinHandle;

/// Writes one answer line and flushes it, so that a GUI sees it at once.
fn say(line: &str) {
    let mut out = io::stdout().lock();
    // A closed stdout (the GUI went away) leaves nothing to tell.
    let _ = writeln!(out, "{line}").and_then(|()| out.flush());
}

/// What the main loop waits for: a line of input, its end, or the running job's end.
enum Event {
    Line(String),
    EndOfInput,
    JobDone,
}

/// Reads stdin line by line onto `events`, then tells the end of the input.
fn read_lines(events: &Sender<Event>) {
    for line in io::stdin().lock().split(b'\n') {
        let Ok(line) = line else { break };
        if events.send(Event::Line(String::from_utf8_lossy(&line).into_owned())).is_err() {
            return;
        }
    }
    let _ = events.send(Event::EndOfInput);
}

/// The session and the job it lent its searcher to, if one runs.
struct Engine {
    session: Session,
    stop: Arc<AtomicBool>,
    running: Option<JoinHandle<Option<Searcher>>>,
    events: Sender<Event>,
}

impl Engine {
    /// Waits for the running job, if any, and gives its searcher back to the session.
    fn wait(&mut self) {
        if let Some(job) = self.running.take() {
            // A job that panicked has printed why; the session makes a new searcher.
            self.session.finish(job.join().unwrap_or(None));
        }
    }

    /// Runs one line with no job running; whether the session ends.
    fn run(&mut self, line: &str) -> bool {
        match self.session.start(line) {
            Step::Answer(reply) => {
                for answer in &reply.lines {
                    say(answer);
                }
                reply.quit
            }
            Step::Run(job) => {
                self.stop.store(false, Ordering::Relaxed);
                let (flag, events) = (Arc::clone(&self.stop), self.events.clone());
                self.running = Some(std::thread::spawn(move || {
                    let searcher = job.run(&flag, &mut |answer| say(&answer));
                    let _ = events.send(Event::JobDone);
                    searcher
                }));
                false
            }
        }
    }
}

fn main() {
    if awale::version_asked() {
        return;
    }
    let (events, incoming) = mpsc::channel();
    let mut engine = Engine { session: Session::new(), stop: Arc::new(AtomicBool::new(false)), running: None, events };
    // Full strength reads the board tables, read from disk or solved once in the background.
    engine.run(&format!("setoption name tables value {}", awale::ai::tables::BOARD_SEEDS));
    let reader = engine.events.clone();
    std::thread::spawn(move || read_lines(&reader));
    let mut queue: VecDeque<String> = VecDeque::new();
    let mut ended = false;
    loop {
        // With no job running, the lines that waited run in order, until one starts a job.
        while engine.running.is_none()
            && let Some(line) = queue.pop_front()
        {
            if engine.run(&line) {
                return;
            }
        }
        if ended && engine.running.is_none() {
            return;
        }
        let Ok(event) = incoming.recv() else { return };
        match event {
            Event::JobDone => engine.wait(),
            Event::EndOfInput => ended = true,
            Event::Line(line) if engine.running.is_some() => match line.trim() {
                "" => {}
                "isready" => say("readyok"),
                "stop" => engine.stop.store(true, Ordering::Relaxed),
                "quit" => {
                    engine.stop.store(true, Ordering::Relaxed);
                    engine.wait();
                    return;
                }
                _ => queue.push_back(line),
            },
            Event::Line(line) => queue.push_back(line),
        }
    }
}
