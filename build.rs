//! Names the commit a binary was built from, for each binary's `--version` ([`awale::VERSION`]):
//! `AWALE_COMMIT` when the builder sets it (a build from a source archive), else the checkout's
//! `git rev-parse --short=12 HEAD`, else `unknown`.

use std::path::Path;
use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let output = Command::new("git").args(args).output().ok()?;
    output.status.success().then(|| String::from_utf8_lossy(&output.stdout).trim().to_owned())
}

fn main() {
    println!("cargo:rerun-if-env-changed=AWALE_COMMIT");
    let commit = std::env::var("AWALE_COMMIT")
        .ok()
        .filter(|commit| !commit.is_empty())
        .or_else(|| git(&["rev-parse", "--short=12", "HEAD"]));
    // A new commit moves HEAD or the branch it names: the version is read again then.
    if let Some(git_dir) = git(&["rev-parse", "--git-dir"]) {
        let git_dir = Path::new(&git_dir);
        for file in ["HEAD", "packed-refs"] {
            if git_dir.join(file).exists() {
                println!("cargo:rerun-if-changed={}", git_dir.join(file).display());
            }
        }
        if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]).map(|branch| git_dir.join(branch))
            && branch.exists()
        {
            println!("cargo:rerun-if-changed={}", branch.display());
        }
    }
    println!("cargo:rustc-env=AWALE_COMMIT={}", commit.as_deref().unwrap_or("unknown"));
}
