//! A throwaway PostgreSQL cluster: Debian's `initdb` and `pg_ctl`, as `nobody` when the tests run as
//! root, on a free port of 127.0.0.1.

use super::free_port;
use std::path::PathBuf;
use std::process::{Command, Stdio};

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
