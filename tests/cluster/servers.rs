//! The servers a test starts: `awale-server` instances (this build's, or another), and nginx in
//! front of two of them.

use super::free_port;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

/// An `awale-server` on a free port of 127.0.0.1; killed when dropped. This build's, or the
/// command `AWALE_SERVER_COMMAND` names (words separated by spaces), such as
/// `wine awale-server.exe` (`tests/packages/check`).
pub struct Instance {
    child: Child,
    /// Where it listens.
    pub address: SocketAddr,
    /// Its output, kept open so that what it prints after its first line has a reader (and
    /// read for the setup address: [`Instance::setup_path`]).
    output: BufReader<ChildStdout>,
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
        Instance::spawned(db, port, extra, descriptors, None, None)
    }

    /// A server as [`Instance::start`] whose clock is `seconds` ahead of this computer's
    /// (libfaketime preloaded, the monotonic clock left alone).
    pub fn skewed(db: &str, extra: &[&str], seconds: i32) -> Instance {
        Instance::spawned(db, 0, extra, None, None, Some(seconds))
    }

    /// A server as [`Instance::start`], its log (standard error) written to the file `log`.
    pub fn logged(db: &str, extra: &[&str], log: &Path) -> Instance {
        Instance::spawned(db, 0, extra, None, Some(log), None)
    }

    fn spawned(
        db: &str,
        port: u16,
        extra: &[&str],
        descriptors: Option<u32>,
        log: Option<&Path>,
        skew: Option<i32>,
    ) -> Instance {
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
            .envs(
                skew.map(|seconds| {
                    // libfaketime preloaded into the server itself (the `faketime` command would
                    // leave it a child of its own, out of reach of a kill).
                    [
                        ("LD_PRELOAD", "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1".to_owned()),
                        ("FAKETIME", format!("{seconds:+}s")),
                        ("FAKETIME_DONT_FAKE_MONOTONIC", "1".to_owned()),
                    ]
                })
                .into_iter()
                .flatten(),
            )
            .stderr(
                log.map_or_else(Stdio::inherit, |log| Stdio::from(std::fs::File::create(log).expect("the log's file"))),
            )
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
        Instance { child, address, output }
    }

    /// The setup address's path it printed last (`/class/make?setup=…`), read from its
    /// output: the first at start, then the next after each class made from the page.
    pub fn setup_path(&mut self) -> String {
        let mut line = String::new();
        loop {
            line.clear();
            let read = self.output.read_line(&mut line).expect("its output");
            assert!(read > 0, "the server ended without printing a setup address");
            if let Some(at) = line.find("/class/make?setup=") {
                return line[at..].trim().to_owned();
            }
        }
    }

    /// Its rooms' URL.
    pub fn url(&self) -> String {
        super::client::rooms_url(self.address)
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
