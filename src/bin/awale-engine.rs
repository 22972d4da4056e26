//! `awale-engine`: the Awalé rules engine over a line protocol on stdin/stdout (see the README).

use awale::protocol::Session;
use std::io::{self, BufRead, Write};

fn main() -> io::Result<()> {
    let mut session = Session::new();
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for line in io::stdin().lock().split(b'\n') {
        let line = line?;
        let reply = session.handle(&String::from_utf8_lossy(&line));
        for answer in &reply.lines {
            writeln!(out, "{answer}")?;
        }
        out.flush()?;
        if reply.quit {
            break;
        }
    }
    Ok(())
}
