//! `awale-engine`: the Awalé rules engine over a line protocol on stdin/stdout (see the README
//! and [`awale::protocol`]). A `go` or `perft` runs on a thread of its own while this one goes
//! on reading: `stop` ends it, `quit` exits at once, `isready` answers `readyok`; any other
//! command waits for it to end, then runs.

use awale::ai::Searcher;
use awale::protocol::{Session, Step};
use std::io::{self, BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;

/// Writes one answer line and flushes it, so that a GUI sees it at once.
fn say(line: &str) {
    let mut out = io::stdout().lock();
    // A closed stdout (the GUI went away) leaves nothing to tell.
    let _ = writeln!(out, "{line}").and_then(|()| out.flush());
}

/// Waits for the running job, if any, and gives its searcher back to the session.
fn wait(session: &mut Session, running: &mut Option<JoinHandle<Option<Searcher>>>) {
    if let Some(job) = running.take() {
        // A job that panicked has printed why; the session makes a new searcher.
        session.finish(job.join().unwrap_or(None));
    }
}

fn main() -> io::Result<()> {
    let mut session = Session::new();
    // Full strength reads the board tables, read from disk or solved once in the background.
    session.handle(&format!("setoption name tables value {}", awale::ai::tables::BOARD_SEEDS));
    let stop = Arc::new(AtomicBool::new(false));
    let mut running: Option<JoinHandle<Option<Searcher>>> = None;
    for line in io::stdin().lock().split(b'\n') {
        let line = String::from_utf8_lossy(&line?).into_owned();
        if running.as_ref().is_some_and(JoinHandle::is_finished) {
            wait(&mut session, &mut running);
        }
        if running.is_some() {
            match line.trim() {
                "isready" => {
                    say("readyok");
                    continue;
                }
                "stop" => {
                    stop.store(true, Ordering::Relaxed);
                    wait(&mut session, &mut running);
                    continue;
                }
                "quit" => {
                    stop.store(true, Ordering::Relaxed);
                    wait(&mut session, &mut running);
                    return Ok(());
                }
                "" => continue,
                _ => wait(&mut session, &mut running),
            }
        }
        match session.start(&line) {
            Step::Answer(reply) => {
                for answer in &reply.lines {
                    say(answer);
                }
                if reply.quit {
                    return Ok(());
                }
            }
            Step::Run(job) => {
                stop.store(false, Ordering::Relaxed);
                let flag = Arc::clone(&stop);
                running = Some(std::thread::spawn(move || job.run(&flag, &mut |answer| say(&answer))));
            }
        }
    }
    // The input has ended: let the last job answer.
    wait(&mut session, &mut running);
    Ok(())
}
