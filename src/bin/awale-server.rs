//! `awale-server`: rooms for two devices playing one game, and watchers (JSON over a
//! WebSocket at `/rooms`), every move checked by the rules engine and committed to SQLite (or to
//! a PostgreSQL database several servers share) before it is sent on; optionally the web
//! build's files at `/`.
//!
//! ```text
//! awale-server [--port 7878] [--bind 0.0.0.0] [--db FILE | sqlite:FILE | postgres://…]
//!              [--web FOLDER | --no-web]
//!              [--keep-days 7] [--max-rooms 100000] [--rate 20] [--unjoined-minutes 10]
//!              [--rooms-per-address 20] [--trusted-proxy ADDRESS]… [--metrics ADDRESS:PORT]
//!              [--db-wait 60] [--log info]
//!              [--version]
//! awale-server class new NAME [--db …]
//! ```
//!
//! Prints `awale-server listening on ADDRESS` once it accepts connections (`--port 0` picks a
//! free port). At start it raises its limit of open descriptors to the most the system allows
//! (each connection holds one), and lets a quarter of them wait outside a room. When it serves the page, it then prints the addresses a tablet on the room's
//! network should open (one per address of this computer) and a QR code of the first, for a
//! tablet's camera. It prints too the class computer's setup address,
//! `http://localhost:PORT/class/make?setup=…`, where the teacher's page makes a class (each
//! class made spends it and prints the next). Stops on Ctrl+C; a kill loses nothing committed.
//!
//! `--trusted-proxy ADDRESS` (once per proxy, such as the school's nginx): a request from that
//! address names its device in `X-Forwarded-For`, and a class's limits on signing in count each
//! device behind the proxy alone. Without it the header is never read.
//!
//! `GET /health` answers `200 ok` while the store answers, `503` with the reason when not.
//! `--metrics ADDRESS:PORT` serves `GET /metrics` in Prometheus's text format on that address
//! alone (one no tablet reaches, such as `127.0.0.1:9187`): `awale::net::metrics` lists them.
//!
//! What it does besides (rooms removed, a database out of reach, a stored room that does not
//! replay) goes to standard error as a log through `tracing`, one line an event, at `--log`'s
//! level (`error`, `warn`, `info`, `debug`, `trace`, or a filter such as
//! `info,awale::net=debug`); by default the server's own news at `info` and the libraries'
//! warnings. With `json` among the directives (`--log json`, `--log json,debug`), one JSON object
//! a line. Each line said while serving a device names its connection, its address, this server,
//! and its room and seat once known; each refusal is a warning (`docs/two-devices.md`, "The log").
//!
//! `awale-server class new NAME [--db …]` makes a class on the class computer: it reads the
//! teacher's password from standard input (one line), keeps it hashed with argon2id, and prints
//! the class's code; the teacher then signs in at `/class` (`docs/classroom.md`).
//!
//! Built with the feature `site` (the packaged server), the web build is inside the binary and
//! served at `/` unless `--web FOLDER` names a newer one or `--no-web` turns the page off.

use awale::net::server::{Config, Hub, serve};
use awale::net::store::{self, Failure};
use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

const USAGE: &str = "usage: awale-server [--port 7878] [--bind 0.0.0.0] [--db FILE | sqlite:FILE | postgres://…] [--web FOLDER | --no-web] [--keep-days 7] [--max-rooms 100000] [--rate 20] [--unjoined-minutes 10] [--rooms-per-address 20] [--trusted-proxy ADDRESS] [--metrics 127.0.0.1:9187] [--db-wait 60] [--log info] [--version]\n       awale-server class new NAME [--db …]";

struct Arguments {
    address: SocketAddr,
    /// `--db`: an SQLite file's path, `sqlite:PATH` or `postgres://…`.
    db: String,
    config: Config,
    /// `--no-web`: rooms only, even with the page inside.
    no_web: bool,
    /// `--db-wait`: how long to wait at start for a database that cannot be reached.
    db_wait: Duration,
    /// `--log`: the log's level, or a filter of `tracing_subscriber::EnvFilter`.
    log: tracing_subscriber::EnvFilter,
    /// `--log json`: one JSON object a line.
    json: bool,
}

fn arguments() -> Result<Arguments, String> {
    let mut args = std::env::args().skip(1);
    let (mut port, mut bind) = (7878u16, "0.0.0.0".to_owned());
    let mut db = default_db();
    let mut config = Config::default();
    let mut no_web = false;
    let mut db_wait = Duration::from_secs(60);
    // The server's own news at `info`, the libraries' warnings alone (a database's notices are
    // not news).
    let mut log = DEFAULT_LOG.to_owned();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value\n{USAGE}"));
        let number = |text: String| text.parse::<u64>().map_err(|_| format!("{arg}: {text:?} is not a number"));
        match arg.as_str() {
            "--port" => port = u16::try_from(number(value()?)?).map_err(|_| "--port: at most 65535".to_owned())?,
            "--bind" => bind = value()?,
            "--db" => db = value()?,
            "--web" => config.web = Some(PathBuf::from(value()?)),
            "--no-web" => no_web = true,
            "--keep-days" => config.keep = Duration::from_secs(number(value()?)? * 24 * 3600),
            "--max-rooms" => config.max_rooms = usize::try_from(number(value()?)?).unwrap_or(usize::MAX),
            "--rate" => config.rate = u32::try_from(number(value()?)?).unwrap_or(u32::MAX).max(1),
            "--unjoined-minutes" => config.unjoined = minutes(&value()?)?,
            "--rooms-per-address" => {
                config.rooms_per_address = usize::try_from(number(value()?)?).unwrap_or(usize::MAX);
            }
            "--trusted-proxy" => {
                let text = value()?;
                let proxy = text.parse().map_err(|_| format!("--trusted-proxy: {text:?} is not an IP address"))?;
                config.trusted_proxies.push(proxy);
            }
            "--metrics" => {
                let text = value()?;
                let address = text.parse().map_err(|_| format!("--metrics: {text:?} is not an address and port"))?;
                config.metrics = Some(address);
            }
            "--db-wait" => db_wait = Duration::from_secs(number(value()?)?),
            "--log" => log = value()?,
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
    if no_web && config.web.is_some() {
        return Err("--web and --no-web cannot be used together: choose one".to_owned());
    }
    // `json` among the directives: one JSON object a line, for a log collector.
    let words: Vec<&str> = log.split(',').collect();
    let json = words.iter().any(|word| word.eq_ignore_ascii_case("json"));
    let rest: Vec<&str> = words.into_iter().filter(|word| !word.eq_ignore_ascii_case("json")).collect();
    let log = if rest.is_empty() { log_filter(DEFAULT_LOG)? } else { log_filter(&rest.join(","))? };
    Ok(Arguments { address, db, config, no_web, db_wait, log, json })
}

/// What the server says by default: its own news at `info`, the libraries' warnings alone (a
/// database's notices are not news).
const DEFAULT_LOG: &str = "warn,awale=info,awale_server=info";

/// `--log`: a level (`off`, `error`, `warn`, `info`, `debug`, `trace`), or a filter of
/// directives (`info,awale::net=debug`), with `json` among them or alone for JSON lines. A lone word that is not a level is refused, rather than
/// read as the name of a module to log everything of.
fn log_filter(text: &str) -> Result<tracing_subscriber::EnvFilter, String> {
    const LEVELS: [&str; 6] = ["off", "error", "warn", "info", "debug", "trace"];
    let refused =
        |why: String| format!("--log: {text:?} is not a level (error, warn, info, debug, trace) nor a filter{why}");
    if !text.contains(['=', ',']) && !LEVELS.contains(&text.to_ascii_lowercase().as_str()) {
        return Err(refused(String::new()));
    }
    let filter = tracing_subscriber::EnvFilter::try_new(text).map_err(|e| refused(format!(": {e}")))?;
    // The database driver says each statement with its parameters at `debug` (children's names
    // among them): it says no more than `info`, unless the filter names it.
    if text.contains("tokio_postgres") {
        return Ok(filter);
    }
    Ok(filter.add_directive("tokio_postgres=info".parse().map_err(|e| refused(format!(": {e}")))?))
}

/// `--unjoined-minutes`: a number of minutes, fractions allowed (`0.5`: 30 s), from a second to
/// a year.
fn minutes(text: &str) -> Result<Duration, String> {
    match text.parse::<f64>() {
        Ok(minutes) if (1.0 / 60.0..=525_600.0).contains(&minutes) => Ok(Duration::from_secs_f64(minutes * 60.0)),
        _ => Err(format!("--unjoined-minutes: {text:?} is not a number of minutes from 0.02 (a second) to 525600")),
    }
}

/// Raises the soft limit of open descriptors to the hard one (at most 2^20) where the system
/// allows, and returns the limit in force; `None` where there is no such limit.
#[cfg(unix)]
fn descriptors() -> Option<u64> {
    match rlimit::increase_nofile_limit(1 << 20) {
        Ok(limit) => Some(limit),
        Err(error) => {
            tracing::warn!("the limit of open descriptors cannot be raised: {error}");
            rlimit::getrlimit(rlimit::Resource::NOFILE).ok().map(|(soft, _)| soft)
        }
    }
}

#[cfg(not(unix))]
fn descriptors() -> Option<u64> {
    None
}

/// The page inside this binary (feature `site`), written into the system's cache folder to be
/// served; `None` when this server was built without it.
#[cfg(feature = "site")]
fn page_inside() -> Option<Result<PathBuf, String>> {
    let cache = directories::ProjectDirs::from("", "", "awale")
        .map_or_else(|| std::env::temp_dir().join("awale-server"), |dirs| dirs.cache_dir().to_owned());
    Some(awale::net::site::unpack(&cache).map_err(|error| format!("the page inside cannot be written: {error}")))
}

#[cfg(not(feature = "site"))]
fn page_inside() -> Option<Result<PathBuf, String>> {
    None
}

/// Opens the store `db` names; while it cannot be reached (a PostgreSQL database restarting,
/// or not started yet: [`Failure::Unavailable`]), says so once and tries again for up to `most`,
/// waiting 0.5 s and doubling up to 5 s, so that a server started with its database, or before
/// it, serves as soon as the database does.
///
/// # Errors
/// The store refused (a wrong password, a newer schema, a file that cannot be opened), or still
/// cannot be reached after `most`: its message, after `shown` (`--db` as it may be printed).
async fn open_waiting(db: &str, shown: &str, most: Duration) -> Result<std::sync::Arc<dyn store::Store>, String> {
    let mut wait = Duration::from_millis(500);
    let deadline = tokio::time::Instant::now() + most;
    let mut said = false;
    loop {
        match store::open(db).await {
            Ok(store) => return Ok(store),
            Err(error) if error.failure == Failure::Unavailable && tokio::time::Instant::now() < deadline => {
                if !said {
                    tracing::warn!("{shown}: {error}; waiting for it ({} s at most)", most.as_secs());
                    said = true;
                }
                tokio::time::sleep(wait).await;
                wait = (wait * 2).min(Duration::from_secs(5));
            }
            Err(error) => return Err(format!("{shown}: {error}")),
        }
    }
}

/// The addresses a tablet on the room's network opens to reach `bound`: each of this computer's
/// own IPv4 addresses when bound to all of them (`0.0.0.0`), loopback last, else `bound` itself.
fn tablet_addresses(bound: SocketAddr) -> Vec<String> {
    if !bound.ip().is_unspecified() {
        return vec![format!("http://{bound}")];
    }
    let mut found: Vec<std::net::Ipv4Addr> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .filter_map(|interface| match interface.ip() {
            std::net::IpAddr::V4(ip) => Some(ip),
            std::net::IpAddr::V6(_) => None,
        })
        .collect();
    found.sort_by_key(|ip| (ip.is_loopback(), !ip.is_private(), ip.octets()));
    found.dedup();
    if found.is_empty() {
        found.push(std::net::Ipv4Addr::LOCALHOST);
    }
    found.into_iter().map(|ip| format!("http://{ip}:{}", bound.port())).collect()
}

/// A QR code of `text` drawn with half blocks, light on a dark terminal, with its quiet zone.
fn qr_code(text: &str) -> Option<String> {
    use qrcode::render::unicode::Dense1x2;
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    Some(code.render::<Dense1x2>().dark_color(Dense1x2::Light).light_color(Dense1x2::Dark).quiet_zone(true).build())
}

/// `awale-server class new NAME [--db …]`: makes class NAME, its teacher's password read from
/// standard input.
fn class_command(mut args: impl Iterator<Item = String>) -> ExitCode {
    const CLASS_USAGE: &str = "usage: awale-server class new NAME [--db FILE | sqlite:FILE | postgres://…]";
    let (Some(verb), Some(name)) = (args.next(), args.next()) else {
        eprintln!("{CLASS_USAGE}");
        return ExitCode::from(2);
    };
    let mut db = default_db();
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--db", Some(value)) => db = value,
            _ => {
                eprintln!("unknown argument {arg:?}\n{CLASS_USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    if verb != "new" {
        eprintln!("{CLASS_USAGE}");
        return ExitCode::from(2);
    }
    eprintln!(
        "The teacher's password for class {name:?} (at least {} characters), then Enter:",
        awale::net::class::auth::PASSWORD_LENGTH
    );
    let mut password = String::new();
    if std::io::stdin().read_line(&mut password).is_err() {
        eprintln!("no password read");
        return ExitCode::FAILURE;
    }
    let password = password.trim_end_matches(['\r', '\n']);
    let runtime = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("{error}");
            return ExitCode::FAILURE;
        }
    };
    let shown = store::shown(&db);
    let made = runtime.block_on(async {
        let store = store::open(&db).await.map_err(|error| format!("{shown}: {error}"))?;
        let (name, password) = (name.clone(), password.to_owned());
        tokio::task::spawn_blocking(move || awale::net::class::page::make_class(store.as_ref(), &name, &password))
            .await
            .map_err(|error| error.to_string())?
            .map_err(|key| awale::i18n::Translator::new(awale::i18n::Language::English).t(key))
    });
    match made {
        Ok((_, code)) => {
            println!("class {name:?} made; its code: {code} ({})", code.emoji());
            println!("the teacher signs in at /class of this server");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{message}");
            ExitCode::FAILURE
        }
    }
}

/// The store's default place: `server.sqlite` in the system's data folder for awale.
fn default_db() -> String {
    directories::ProjectDirs::from("", "", "awale")
        .map_or_else(|| PathBuf::from("awale-server.sqlite"), |dirs| dirs.data_dir().join("server.sqlite"))
        .to_string_lossy()
        .into_owned()
}

fn main() -> ExitCode {
    if awale::version_asked() {
        return ExitCode::SUCCESS;
    }
    if std::env::args().nth(1).as_deref() == Some("class") {
        return class_command(std::env::args().skip(2));
    }
    let Arguments { address, db, mut config, no_web, db_wait, log, json } = match arguments() {
        Ok(arguments) => arguments,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let subscriber =
        tracing_subscriber::fmt().with_env_filter(log).with_writer(std::io::stderr).with_ansi(false).with_target(false);
    if json {
        // Each line an object: time, level, the message and its fields, and the connection's
        // span (its id, address, server, room and seat) with it.
        subscriber.json().with_current_span(true).with_span_list(false).init();
    } else {
        subscriber.init();
    }
    if config.web.is_none() && !no_web {
        match page_inside() {
            Some(Ok(folder)) => config.web = Some(folder),
            Some(Err(message)) => {
                tracing::error!("{message}");
                return ExitCode::FAILURE;
            }
            None => {}
        }
    }
    let serves_page = config.web.is_some();
    // A quarter of the descriptors for connections outside a room (reading a request, fetching
    // the page, a WebSocket before it enters a room): the rest stay for the devices in rooms.
    if let Some(limit) = descriptors() {
        config.waiting = usize::try_from(limit / 4).unwrap_or(usize::MAX).clamp(16, 16_384);
    }
    let waiting = config.waiting;
    // The store's calls run on blocking threads and take turns on one SQLite connection: a few
    // threads are enough, where hundreds would only wait (and cost their stacks). A PostgreSQL
    // store's calls each wait for the database on one of its connections.
    let blocking = if store::is_postgres(&db) { 16 } else { 4 };
    let runtime = match tokio::runtime::Builder::new_multi_thread().enable_all().max_blocking_threads(blocking).build()
    {
        Ok(runtime) => runtime,
        Err(error) => {
            tracing::error!("{error}");
            return ExitCode::FAILURE;
        }
    };
    let shown = store::shown(&db);
    let served = runtime.block_on(async move {
        let store = open_waiting(&db, &shown, db_wait).await?;
        let hub = Hub::new(store, config).map_err(|e| e.to_string())?;
        tracing::info!(server = %hub.server, "serving, with the store {shown}");
        // The rooms nobody joined in time go before the first device comes (in a store several
        // servers share, whichever server made them).
        hub.expire().await.map_err(|e| e.to_string())?;
        let listener = tokio::net::TcpListener::bind(address).await.map_err(|e| format!("{address}: {e}"))?;
        let bound = listener.local_addr().map_err(|e| e.to_string())?;
        let mut lines = format!(
            "awale-server listening on {bound} ({} rooms kept, store {}, up to {waiting} connections outside a room)\n",
            hub.room_count(),
            shown
        );
        lines.push_str(&format!(
            "A class is made on this computer at: http://localhost:{}{}\n",
            bound.port(),
            hub.class_setup.path()
        ));
        let addresses = hub.tablet_addresses.get_or_init(|| tablet_addresses(bound));
        if serves_page {
            lines.push_str("Tablets and computers on this network open the game at:\n");
            for address in addresses {
                lines.push_str(&format!("  {address}\n"));
            }
            if let Some(code) = addresses.first().and_then(|first| qr_code(first)) {
                lines.push_str(&format!("or point a tablet's camera at this code:\n{code}\n"));
            }
        }
        // Said once, in one write; a closed output (a terminal gone, a reader that stopped
        // after the first line) is no reason to stop serving.
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(lines.as_bytes()).and_then(|()| out.flush());
        drop(out);
        serve(listener, hub, async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await
        .map_err(|e| e.to_string())
    });
    match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            tracing::error!("{message}");
            ExitCode::FAILURE
        }
    }
}
