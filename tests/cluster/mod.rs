//! What the tests of several servers start, each stopped when dropped: a throwaway PostgreSQL
//! cluster (Debian's `initdb` and `pg_ctl` under `/usr/lib/postgresql/*/bin`, run as `nobody`
//! when the tests run as root, on its own loopback port, its socket in its own folder),
//! `awale-server` instances on it (this build's), and nginx in front of them with the
//! configuration of `docs/nginx/awale.conf`, on its own loopback port. Every address is
//! 127.0.0.1; every wait is bounded.

#![allow(dead_code, reason = "each test file uses its own part of this module")]

pub mod play;

use awale::net::store::{Postgres as PostgresStore, Sqlite, Store, StoredRoom};
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

/// A free port on 127.0.0.1.
pub fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("its address").port()
}

/// Whether these tests run as root (as CI does).
fn root() -> bool {
    let id = Command::new("id").arg("-u").output().expect("id runs");
    String::from_utf8_lossy(&id.stdout).trim() == "0"
}

/// The folder of PostgreSQL's programs: the newest under `/usr/lib/postgresql`.
fn postgres_bin() -> PathBuf {
    let mut found: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|entries| entries.filter_map(Result::ok).map(|entry| entry.path().join("bin")).collect())
        .unwrap_or_default();
    found.retain(|bin| bin.join("initdb").is_file() && bin.join("pg_ctl").is_file());
    found.sort_by_key(|bin| bin.parent().and_then(|v| v.file_name()?.to_str()?.parse::<u32>().ok()).unwrap_or(0));
    found.pop().unwrap_or_else(|| {
        panic!(
            "PostgreSQL is not installed: no initdb and pg_ctl under /usr/lib/postgresql/*/bin. \
             These tests need a real PostgreSQL: apt-get install postgresql (.ci/run does)"
        )
    })
}

/// A throwaway PostgreSQL cluster; stopped (at once) and removed when dropped.
pub struct Postgres {
    folder: tempfile::TempDir,
    bin: PathBuf,
    /// Its port on 127.0.0.1.
    pub port: u16,
    as_nobody: bool,
}

impl Postgres {
    /// `initdb` into a new folder, then started on a free port.
    pub fn start() -> Postgres {
        let bin = postgres_bin();
        let as_nobody = root();
        // As root, in /tmp, which `nobody` may pass through (a TMPDIR under /root may not be).
        let folder = if as_nobody { tempfile::tempdir_in("/tmp") } else { tempfile::tempdir() };
        let folder = folder.expect("a folder");
        if as_nobody {
            let owned = Command::new("chown").arg("nobody").arg(folder.path()).status().expect("chown runs");
            assert!(owned.success(), "the cluster's folder given to nobody");
        }
        let cluster = Postgres { folder, bin, port: free_port(), as_nobody };
        let data = cluster.data();
        let made = cluster
            .command("initdb")
            .args(["--auth=trust", "--username=awale", "--encoding=UTF8", "--no-sync", "--no-instructions", "-D"])
            .arg(&data)
            .stdout(Stdio::null())
            .status()
            .expect("initdb runs");
        assert!(made.success(), "initdb made the cluster");
        let mut cluster = cluster;
        // A port another test took meanwhile: another.
        for _ in 0..3 {
            if cluster.started() {
                return cluster;
            }
            cluster.port = free_port();
        }
        panic!(
            "PostgreSQL did not start: {}",
            std::fs::read_to_string(cluster.folder.path().join("log")).unwrap_or_default()
        );
    }

    fn data(&self) -> PathBuf {
        self.folder.path().join("data")
    }

    /// One of PostgreSQL's programs, as `nobody` when the tests run as root.
    fn command(&self, program: &str) -> Command {
        let program = self.bin.join(program);
        if self.as_nobody {
            let mut command = Command::new("runuser");
            command.args(["-u", "nobody", "--"]).arg(program);
            command
        } else {
            Command::new(program)
        }
    }

    /// Starts the cluster again, and waits until it takes connections (30 s at most).
    pub fn resume(&self) {
        assert!(
            self.started(),
            "PostgreSQL started: {}",
            std::fs::read_to_string(self.folder.path().join("log")).unwrap_or_default()
        );
    }

    /// Starts the cluster; whether it takes connections within 30 s.
    fn started(&self) -> bool {
        let options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100",
            self.port,
            self.folder.path().display()
        );
        let log = self.folder.path().join("log");
        self.command("pg_ctl")
            .args(["-w", "-t", "30", "-D"])
            .arg(self.data())
            .arg("-l")
            .arg(&log)
            .args(["-o", &options, "start"])
            .stdout(Stdio::null())
            .status()
            .expect("pg_ctl runs")
            .success()
    }

    /// Stops the cluster (`fast`: sessions closed, committed work kept), within 30 s.
    pub fn stop(&self) {
        let stopped = self
            .command("pg_ctl")
            .args(["-w", "-t", "30", "-m", "fast", "-D"])
            .arg(self.data())
            .arg("stop")
            .stdout(Stdio::null())
            .status()
            .expect("pg_ctl runs");
        assert!(stopped.success(), "PostgreSQL stopped");
    }

    /// Its URL, for `--db`.
    pub fn url(&self) -> String {
        format!("postgres://awale@127.0.0.1:{}/postgres", self.port)
    }

    /// The postmaster's process id.
    pub fn pid(&self) -> u32 {
        let pid = std::fs::read_to_string(self.data().join("postmaster.pid")).unwrap_or_default();
        pid.lines().next().and_then(|line| line.trim().parse().ok()).unwrap_or(0)
    }

    /// Runs `sql` with `psql`, and returns what it prints (unaligned, tuples only).
    pub fn sql(&self, sql: &str) -> String {
        let out = Command::new(self.bin.join("psql"))
            .args(["-X", "-q", "-A", "-t", "-h", "127.0.0.1", "-p", &self.port.to_string(), "-U", "awale"])
            .args(["-d", "postgres", "-c", sql])
            .output()
            .expect("psql runs");
        assert!(out.status.success(), "{sql}: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).trim().to_owned()
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        let _ = self
            .command("pg_ctl")
            .args(["-w", "-t", "10", "-m", "immediate", "-D"])
            .arg(self.data())
            .arg("stop")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}

/// Each test named runs on both stores: `sqlite::NAME` and `postgres::NAME` call the body `NAME`
/// with a new SQLite file or a new PostgreSQL cluster ([`Db`], which the calling module names).
#[allow(unused_macros, reason = "used by the test files whose servers keep rooms")]
macro_rules! on_both_stores {
    (async: [$($test:ident),* $(,)?], sync: [$($sync:ident),* $(,)?]) => {
        on_both_stores!(@store sqlite, [$($test),*], [$($sync),*]);
        on_both_stores!(@store postgres, [$($test),*], [$($sync),*]);
    };
    (@store $db:ident, [$($test:ident),*], [$($sync:ident),*]) => {
        mod $db {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $test() {
                    super::$test(super::Db::$db()).await
                }
            )*
            $(
                #[test]
                fn $sync() {
                    super::$sync(super::Db::$db())
                }
            )*
        }
    };
}

/// The store a test's servers keep their rooms in, and outlives them: a server killed and
/// started again finds its rooms there.
pub enum Db {
    /// An SQLite file, `rooms.sqlite` in a folder of its own.
    Sqlite(tempfile::TempDir),
    /// A throwaway PostgreSQL cluster.
    Postgres(Postgres),
}

impl Db {
    /// A new SQLite file.
    pub fn sqlite() -> Db {
        Db::Sqlite(tempfile::tempdir().expect("a folder"))
    }

    /// A new PostgreSQL cluster.
    pub fn postgres() -> Db {
        Db::Postgres(Postgres::start())
    }

    /// Its `--db` value: the file's path, or the cluster's URL.
    pub fn arg(&self) -> String {
        match self {
            Db::Sqlite(folder) => folder.path().join("rooms.sqlite").display().to_string(),
            Db::Postgres(cluster) => cluster.url(),
        }
    }

    /// Every room it holds, read through the server's own store. PostgreSQL's store answers on
    /// a runtime of its own, so it is read in a thread of its own (a test may be async).
    pub fn rooms(&self) -> Vec<StoredRoom> {
        match self {
            Db::Sqlite(_) => Sqlite::open(Path::new(&self.arg())).expect("the store opens").rooms().expect("rooms"),
            Db::Postgres(cluster) => {
                let url = cluster.url();
                std::thread::scope(|scope| {
                    scope
                        .spawn(|| {
                            let runtime = tokio::runtime::Builder::new_multi_thread()
                                .worker_threads(1)
                                .enable_all()
                                .build()
                                .expect("a runtime");
                            let store = runtime.block_on(PostgresStore::connect(&url)).expect("the store opens");
                            store.rooms().expect("rooms")
                        })
                        .join()
                        .expect("the rooms read")
                })
            }
        }
    }

    /// Room `code` as stored, if it is.
    pub fn room(&self, code: &str) -> Option<StoredRoom> {
        self.rooms().into_iter().find(|room| room.code == code)
    }
}

/// An `awale-server` on a free port of 127.0.0.1; killed when dropped. This build's, or the
/// command `AWALE_SERVER_COMMAND` names (words separated by spaces), such as
/// `wine awale-server.exe` (`tests/packages/check`).
pub struct Instance {
    child: Child,
    /// Where it listens.
    pub address: SocketAddr,
    /// Its output, kept open so that what it prints after its first line has a reader.
    _output: BufReader<ChildStdout>,
}

impl Instance {
    /// A server on `db` (a `--db` value) with the options `extra`, on `port` (0: a free one);
    /// without the page unless `extra` names one with `--web`.
    pub fn start(db: &str, port: u16, extra: &[&str]) -> Instance {
        Instance::limited(db, port, extra, None)
    }

    /// A server as [`Instance::start`], with at most `descriptors` open files when given (its
    /// soft and hard limits both, set by the shell that starts it: it cannot raise them).
    pub fn limited(db: &str, port: u16, extra: &[&str], descriptors: Option<u32>) -> Instance {
        let command =
            std::env::var("AWALE_SERVER_COMMAND").unwrap_or_else(|_| env!("CARGO_BIN_EXE_awale-server").to_owned());
        let mut words: Vec<String> = command.split_whitespace().map(str::to_owned).collect();
        if let Some(descriptors) = descriptors {
            let shell = format!(r#"ulimit -n {descriptors} && exec "$0" "$@""#);
            words.splice(0..0, ["sh".to_owned(), "-c".to_owned(), shell]);
        }
        let web: &[&str] = if extra.contains(&"--web") { &[] } else { &["--no-web"] };
        let mut words = words.iter();
        let mut child = Command::new(words.next().expect("a server command"))
            .args(words)
            .args(["--bind", "127.0.0.1", "--port", &port.to_string(), "--db", db])
            .args(web)
            .args(extra)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("awale-server starts");
        let mut output = BufReader::new(child.stdout.take().expect("its output"));
        let mut line = String::new();
        output.read_line(&mut line).expect("its first line");
        let address = line
            .split_whitespace()
            .nth(3)
            .and_then(|word| word.parse().ok())
            .unwrap_or_else(|| panic!("no address in {line:?}"));
        Instance { child, address, _output: output }
    }

    /// Its rooms' URL.
    pub fn url(&self) -> String {
        awale::net::client::rooms_url(self.address)
    }

    /// Its process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// SIGKILL: no chance to tidy up.
    pub fn kill(&mut self) {
        self.child.kill().expect("killed");
        self.child.wait().expect("reaped");
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// nginx with `docs/nginx/awale.conf` in front of `upstreams`, on a free port of 127.0.0.1, in
/// a folder of its own; killed when dropped.
pub struct Nginx {
    child: Child,
    /// Its port.
    pub port: u16,
    _folder: tempfile::TempDir,
}

impl Nginx {
    /// Starts nginx with the repository's configuration, its two servers' addresses replaced by
    /// `upstreams`' and its port by a free one of 127.0.0.1; waits until it answers (10 s).
    pub fn start(upstreams: [SocketAddr; 2]) -> Nginx {
        let folder = tempfile::tempdir().expect("a folder");
        let prefix = folder.path();
        let port = free_port();
        let conf = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/nginx/awale.conf");
        let conf = std::fs::read_to_string(&conf).expect("docs/nginx/awale.conf");
        for line in ["server 127.0.0.1:7878", "server 127.0.0.1:7879", "listen 80;"] {
            assert!(conf.contains(line), "docs/nginx/awale.conf has {line:?}");
        }
        let snippet = conf
            .replace("server 127.0.0.1:7878", &format!("server {}", upstreams[0]))
            .replace("server 127.0.0.1:7879", &format!("server {}", upstreams[1]))
            .replace("listen 80;", &format!("listen 127.0.0.1:{port};"));
        std::fs::write(prefix.join("awale.conf"), snippet).expect("the snippet written");
        let p = prefix.display();
        // One process, which a kill stops whole; as root, it stays root (no worker to switch).
        let main = format!(
            "daemon off;\nmaster_process off;\npid {p}/nginx.pid;\nerror_log {p}/error.log;\nevents {{ worker_connections 16384; }}\n\
             http {{\n    access_log off;\n    client_body_temp_path {p};\n    proxy_temp_path {p};\n    \
             fastcgi_temp_path {p};\n    uwsgi_temp_path {p};\n    scgi_temp_path {p};\n    include {p}/awale.conf;\n}}\n"
        );
        std::fs::write(prefix.join("nginx.conf"), main).expect("nginx.conf written");
        let child = Command::new("nginx")
            .arg("-p")
            .arg(prefix)
            .arg("-c")
            .arg(prefix.join("nginx.conf"))
            .arg("-e")
            .arg(prefix.join("error.log"))
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("nginx starts (apt-get install nginx)");
        let deadline = Instant::now() + Duration::from_secs(10);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "nginx listens within 10 s");
            std::thread::sleep(Duration::from_millis(50));
        }
        Nginx { child, port, _folder: folder }
    }

    /// Its rooms' URL.
    pub fn url(&self) -> String {
        format!("ws://127.0.0.1:{}/rooms", self.port)
    }

    /// Its process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }
}

impl Drop for Nginx {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
