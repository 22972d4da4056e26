//! `awale-server`: rooms for two devices playing one game, and watchers (JSON over a
//! WebSocket at `/rooms`), every move checked by the rules engine and committed to SQLite
//! before it is sent on; optionally the web build's files at `/`.
//!
//! ```text
//! awale-server [--port 7878] [--bind 0.0.0.0] [--db FILE] [--web FOLDER]
//!              [--keep-days 7] [--max-rooms 100000] [--rate 20]
//! ```
//!
//! Prints `awale-server listening on ADDRESS` once it accepts connections (`--port 0` picks a
//! free port). Stops on Ctrl+C; a kill loses nothing committed.

use awale::net::server::{Config, Hub, serve};
use awale::net::store::Sqlite;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

const USAGE: &str = "usage: awale-server [--port 7878] [--bind 0.0.0.0] [--db FILE] [--web FOLDER] [--keep-days 7] [--max-rooms 100000] [--rate 20]";

struct Arguments {
    address: SocketAddr,
    db: PathBuf,
    config: Config,
}

fn arguments() -> Result<Arguments, String> {
    let mut args = std::env::args().skip(1);
    let (mut port, mut bind) = (7878u16, "0.0.0.0".to_owned());
    let mut db = directories::ProjectDirs::from("", "", "awale")
        .map_or_else(|| PathBuf::from("awale-server.sqlite"), |dirs| dirs.data_dir().join("server.sqlite"));
    let mut config = Config::default();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value\n{USAGE}"));
        let number = |text: String| text.parse::<u64>().map_err(|_| format!("{arg}: {text:?} is not a number"));
        match arg.as_str() {
            "--port" => port = u16::try_from(number(value()?)?).map_err(|_| "--port: at most 65535".to_owned())?,
            "--bind" => bind = value()?,
            "--db" => db = PathBuf::from(value()?),
            "--web" => config.web = Some(PathBuf::from(value()?)),
            "--keep-days" => config.keep = Duration::from_secs(number(value()?)? * 24 * 3600),
            "--max-rooms" => config.max_rooms = usize::try_from(number(value()?)?).unwrap_or(usize::MAX),
            "--rate" => config.rate = u32::try_from(number(value()?)?).unwrap_or(u32::MAX).max(1),
            "--help" | "-h" => return Err(USAGE.to_owned()),
            other => return Err(format!("unknown argument {other:?}\n{USAGE}")),
        }
    }
    let address = format!("{bind}:{port}").parse().map_err(|_| format!("--bind: {bind:?} is not an address"))?;
    if let Some(web) = &config.web
        && !web.join("index.html").is_file()
    {
        return Err(format!("--web: {} has no index.html", web.display()));
    }
    Ok(Arguments { address, db, config })
}

fn main() -> ExitCode {
    let Arguments { address, db, config } = match arguments() {
        Ok(arguments) => arguments,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    if let Some(folder) = db.parent().filter(|folder| !folder.as_os_str().is_empty())
        && let Err(error) = std::fs::create_dir_all(folder)
    {
        eprintln!("awale-server: cannot make {}: {error}", folder.display());
        return ExitCode::FAILURE;
    }
    let store = match Sqlite::open(&db) {
        Ok(store) => Arc::new(store),
        Err(error) => {
            eprintln!("awale-server: {}: {error}", db.display());
            return ExitCode::FAILURE;
        }
    };
    // The store's calls run on blocking threads and take turns on one SQLite connection: a few
    // threads are enough, where hundreds would only wait (and cost their stacks).
    let runtime = match tokio::runtime::Builder::new_multi_thread().enable_all().max_blocking_threads(4).build() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("awale-server: {error}");
            return ExitCode::FAILURE;
        }
    };
    let served = runtime.block_on(async move {
        let hub = Hub::new(store, config).map_err(|e| e.to_string())?;
        let listener = tokio::net::TcpListener::bind(address).await.map_err(|e| format!("{address}: {e}"))?;
        let bound = listener.local_addr().map_err(|e| e.to_string())?;
        println!("awale-server listening on {bound} ({} rooms kept, store {})", hub.room_count(), db.display());
        serve(listener, hub, async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await
        .map_err(|e| e.to_string())
    });
    match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("awale-server: {message}");
            ExitCode::FAILURE
        }
    }
}
