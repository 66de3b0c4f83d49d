//! Third-party Python packages for a session: a list of requirements installed once into a
//! virtual environment cached on disk and keyed by the (normalised) list, then used read-only
//! by every session that asks for the same list.
//!
//! **Installing.** `python -m venv` and `pip install` run in the Linux sandbox with the
//! host's network (the only step that gets it) and write only the environment's directory;
//! the host's `PIP_*` variables and pip configuration files are passed in, so a registry
//! mirror configured for pip is used. Sessions then run with their own network setting (none
//! by default) and see the environment read-only (the process backend mounts it;
//! `belljar-docker` bind-mounts its `site-packages`).
//!
//! **The cache.** `<cache dir>/envs/<key>/venv`, where the key is a SHA-256 of the base
//! interpreter (path and identity) and the normalised requirements ([`normalize`]: names
//! lower-cased with `-_.` runs folded to `-`, whitespace removed, comments and blank lines
//! dropped, sorted, duplicates removed). A finished environment has a `.belljar-ready`
//! marker, written last; one without it (an install that crashed) is removed and built
//! again.
//!
//! When Belljar runs as root, the installer runs as the sandbox's unprivileged account and
//! the finished environment is handed back to root, so that account cannot change it later.
//!
//! **Concurrency.** Building holds an exclusive `flock` on `<cache dir>/envs/<key>.lock`, so
//! two sessions (or two Belljar processes) asking for the same list at once build it once:
//! the second waits, then finds the marker. The lock dies with its holder, so a crashed
//! install never blocks the next one.

use std::os::unix::io::AsRawFd;
use std::path::{Path, PathBuf};
use std::time::Duration;

use belljar_sandbox::{Limits, Mount, Network, SandboxConfig};
use sha2::{Digest, Sha256};

/// The marker a finished environment holds.
const READY: &str = ".belljar-ready";

/// How long an install may take.
pub const INSTALL_TIMEOUT: Duration = Duration::from_secs(600);

/// The installer run inside the sandbox: makes the venv (with pip) and installs the list.
const INSTALLER: &str = "\
import subprocess, sys, venv
target, requirements = sys.argv[1], sys.argv[2]
venv.create(target, with_pip=True, symlinks=True)
subprocess.run([target + '/bin/python', '-m', 'pip', 'install', '--no-input',
                '--disable-pip-version-check', '-r', requirements], check=True)
";

/// `requirements` (lines as in a requirements file; one entry may hold several lines) in a
/// canonical form: comments, blank lines and whitespace removed (a marker after `;` keeps
/// single spaces), project names normalised as PEP 503 says, sorted and deduplicated. Pip
/// options (`-r`, `--index-url`, `-e` …) are refused: the list is packages only.
pub fn normalize(requirements: &[String]) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    for entry in requirements {
        for line in entry.lines() {
            let line = strip_comment(line).trim();
            if line.is_empty() {
                continue;
            }
            if line.starts_with('-') {
                return Err(format!(
                    "requirement {line:?}: pip options are not supported here; list packages \
                     only (one requirement per line)"
                ));
            }
            out.push(normalize_line(line)?);
        }
    }
    out.sort();
    out.dedup();
    Ok(out)
}

/// A line without its comment (`#` at the start or after whitespace, as pip reads it).
fn strip_comment(line: &str) -> &str {
    let bytes = line.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'#' && (i == 0 || bytes[i - 1].is_ascii_whitespace()) {
            return &line[..i];
        }
    }
    line
}

/// One requirement in canonical form.
fn normalize_line(line: &str) -> Result<String, String> {
    let (spec, marker) = match line.split_once(';') {
        Some((spec, marker)) => (spec, Some(marker)),
        None => (line, None),
    };
    let spec: String = spec.split_whitespace().collect();
    let name_len = spec
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')))
        .unwrap_or(spec.len());
    if name_len == 0 || !spec.starts_with(|c: char| c.is_ascii_alphanumeric()) {
        return Err(format!(
            "requirement {line:?}: expected a project name (such as `six` or `attrs>=23`)"
        ));
    }
    let (name, rest) = spec.split_at(name_len);
    let mut canonical = String::new();
    let mut separator = false;
    for c in name.chars() {
        if matches!(c, '-' | '_' | '.') {
            separator = true;
        } else {
            if separator {
                canonical.push('-');
                separator = false;
            }
            canonical.push(c.to_ascii_lowercase());
        }
    }
    canonical.push_str(rest);
    if let Some(marker) = marker {
        let marker = marker.split_whitespace().collect::<Vec<_>>().join(" ");
        if !marker.is_empty() {
            canonical.push_str(" ; ");
            canonical.push_str(&marker);
        }
    }
    Ok(canonical)
}

/// The cache key of an environment for `python` with `requirements` (already normalised).
fn key(python: &Path, requirements: &[String]) -> String {
    use std::os::unix::fs::MetadataExt;
    let mut hash = Sha256::new();
    hash.update(b"belljar-env-v1\n");
    hash.update(python.as_os_str().as_encoded_bytes());
    if let Ok(meta) = std::fs::metadata(python) {
        hash.update(format!("\n{} {} {}\n", meta.ino(), meta.size(), meta.mtime()).as_bytes());
    }
    for line in requirements {
        hash.update(line.as_bytes());
        hash.update(b"\n");
    }
    hash.finalize()[..16]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The environments' directory under the cache directory.
pub fn envs_dir() -> Option<PathBuf> {
    crate::runtime_cache::cache_dir().map(|dir| dir.join("envs"))
}

/// A ready environment: where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Environment {
    /// The virtual environment's root.
    pub root: PathBuf,
}

impl Environment {
    /// Its interpreter (`bin/python`).
    pub fn python(&self) -> PathBuf {
        self.root.join("bin").join("python")
    }

    /// Its `site-packages` directory (`lib/pythonX.Y/site-packages`), if there is one.
    pub fn site_packages(&self) -> Option<PathBuf> {
        std::fs::read_dir(self.root.join("lib"))
            .ok()?
            .filter_map(Result::ok)
            .map(|entry| entry.path().join("site-packages"))
            .find(|path| path.is_dir())
    }
}

/// The environment with `requirements` for the base interpreter `python` (a real executable,
/// not a venv's), under `envs` ([`envs_dir`]): the cached one when it is ready, else built
/// now (see the module docs). Errors say what failed, with the end of pip's output.
pub async fn ensure(
    python: &Path,
    requirements: &[String],
    envs: &Path,
) -> Result<Environment, String> {
    let requirements = normalize(requirements)?;
    if requirements.is_empty() {
        return Err("no requirements to install".into());
    }
    let key = key(python, &requirements);
    let dir = envs.join(&key);
    let env = Environment {
        root: dir.join("venv"),
    };
    if dir.join(READY).exists() {
        return Ok(env);
    }
    std::fs::create_dir_all(envs).map_err(|e| format!("creating {}: {e}", envs.display()))?;
    let lock = lock(&envs.join(format!("{key}.lock"))).await?;
    if dir.join(READY).exists() {
        return Ok(env);
    }
    // Left by an install that did not finish: start again.
    if dir.exists() {
        std::fs::remove_dir_all(&dir)
            .map_err(|e| format!("removing the unfinished {}: {e}", dir.display()))?;
    }
    std::fs::create_dir(&dir).map_err(|e| format!("creating {}: {e}", dir.display()))?;
    let built = install(python, &requirements, &dir)
        .await
        .and_then(|()| reclaim(&dir));
    match built {
        Ok(()) => {
            std::fs::write(dir.join(READY), requirements.join("\n") + "\n")
                .map_err(|e| format!("marking {} ready: {e}", dir.display()))?;
            drop(lock);
            Ok(env)
        }
        Err(err) => {
            let _ = std::fs::remove_dir_all(&dir);
            drop(lock);
            Err(err)
        }
    }
}

/// When Belljar runs as root the installer ran as an unprivileged account (the sandbox's
/// identity) and its files belong to it: give them back to root, so that no other process of
/// that account can change what later sessions import.
fn reclaim(dir: &Path) -> Result<(), String> {
    // SAFETY: geteuid(2) has no preconditions.
    if unsafe { libc::geteuid() } != 0 {
        return Ok(());
    }
    fn walk(path: &Path) -> std::io::Result<()> {
        std::os::unix::fs::lchown(path, Some(0), Some(0))?;
        if std::fs::symlink_metadata(path)?.is_dir() {
            for entry in std::fs::read_dir(path)? {
                walk(&entry?.path())?;
            }
        }
        Ok(())
    }
    walk(dir).map_err(|e| format!("taking ownership of {}: {e}", dir.display()))
}

/// An exclusive `flock` on `path` (created if missing), waited for off the async threads;
/// released when the file is dropped.
async fn lock(path: &Path) -> Result<std::fs::File, String> {
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(path)
        .map_err(|e| format!("opening the lock {}: {e}", path.display()))?;
    let path = path.to_path_buf();
    tokio::task::spawn_blocking(move || {
        loop {
            // SAFETY: flock(2) on a descriptor this closure owns; no memory is passed.
            let rc = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX) };
            if rc == 0 {
                return Ok(file);
            }
            let err = std::io::Error::last_os_error();
            if err.kind() != std::io::ErrorKind::Interrupted {
                return Err(format!("locking {}: {err}", path.display()));
            }
        }
    })
    .await
    .map_err(|e| format!("locking: {e}"))?
}

/// Runs the installer in the sandbox with the host's network, writing only `dir`.
async fn install(python: &Path, requirements: &[String], dir: &Path) -> Result<(), String> {
    let list = dir.join("requirements.txt");
    std::fs::write(&list, requirements.join("\n") + "\n")
        .map_err(|e| format!("writing {}: {e}", list.display()))?;
    // The directory appears at its own path inside, so the venv is made where it stays.
    let mut config = SandboxConfig::new(dir);
    config.workdir_guest = dir.to_path_buf();
    config.network = Network::Host;
    config.limits = Limits {
        wall_timeout: Some(INSTALL_TIMEOUT),
        cpu_time: Some(INSTALL_TIMEOUT),
        ..Limits::default()
    };
    config.add_runtime(&crate::runtime_cache::python_runtime(python)?);
    let mut env = std::collections::BTreeMap::new();
    for (name, value) in std::env::vars() {
        if name.starts_with("PIP_")
            || matches!(
                name.as_str(),
                "HTTP_PROXY"
                    | "HTTPS_PROXY"
                    | "NO_PROXY"
                    | "http_proxy"
                    | "https_proxy"
                    | "no_proxy"
            )
        {
            env.insert(name, value);
        }
    }
    env.insert("HOME".into(), "/tmp".into());
    env.insert("PYTHONDONTWRITEBYTECODE".into(), "1".into());
    for (host, guest) in pip_config_files() {
        if guest == Path::new(PIP_CONFIG_GUEST) {
            env.insert("PIP_CONFIG_FILE".into(), PIP_CONFIG_GUEST.into());
        }
        config.mounts.push(Mount::read_only(host, guest));
    }
    config.env = env;
    let venv = dir.join("venv");
    let args = [
        "-I".to_string(),
        "-c".to_string(),
        INSTALLER.to_string(),
        venv.to_string_lossy().into_owned(),
        list.to_string_lossy().into_owned(),
    ];
    let output = belljar_sandbox::run(&python.to_string_lossy(), &args, &config, b"", 1 << 20)
        .await
        .map_err(|e| format!("could not start the installer's sandbox: {e}"))?;
    if output.status.success() {
        return Ok(());
    }
    let stderr = String::from_utf8_lossy(&output.stderr);
    let tail: Vec<&str> = stderr.lines().rev().take(15).collect();
    let tail: Vec<&str> = tail.into_iter().rev().collect();
    let how = if output.status.timed_out {
        format!("timed out after {} s", INSTALL_TIMEOUT.as_secs())
    } else {
        match (output.status.code, output.status.signal) {
            (Some(code), _) => format!("exited with status {code}"),
            (_, Some(signal)) => format!("was killed by signal {signal}"),
            _ => "failed".into(),
        }
    };
    Err(format!(
        "installing {} failed: pip {how}:\n{}",
        requirements.join(", "),
        tail.join("\n")
    ))
}

/// Where the user's own pip configuration appears in the installer's sandbox.
const PIP_CONFIG_GUEST: &str = "/etc/belljar-pip.conf";

/// The host's pip configuration files and where each appears in the installer's sandbox:
/// the system ones at their own paths, the user's (or `PIP_CONFIG_FILE`) at
/// [`PIP_CONFIG_GUEST`], named by `PIP_CONFIG_FILE` there.
fn pip_config_files() -> Vec<(PathBuf, PathBuf)> {
    let mut files = Vec::new();
    for system in ["/etc/pip.conf", "/etc/xdg/pip/pip.conf"] {
        if Path::new(system).is_file() {
            files.push((PathBuf::from(system), PathBuf::from(system)));
        }
    }
    let user = std::env::var_os("PIP_CONFIG_FILE")
        .map(PathBuf::from)
        .or_else(|| {
            let home = PathBuf::from(std::env::var_os("HOME")?);
            let config = std::env::var_os("XDG_CONFIG_HOME")
                .map(PathBuf::from)
                .unwrap_or_else(|| home.join(".config"));
            [config.join("pip/pip.conf"), home.join(".pip/pip.conf")]
                .into_iter()
                .find(|p| p.is_file())
        });
    if let Some(user) = user.filter(|p| p.is_file()) {
        files.push((user, PathBuf::from(PIP_CONFIG_GUEST)));
    }
    files
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn normalised_lists_are_equal_whatever_the_spelling() {
        let a = normalize(&lines(&[
            "Six",
            "tabulate >= 0.9  # tables",
            "",
            "# nothing",
        ]))
        .unwrap();
        let b = normalize(&lines(&["tabulate>=0.9\nsix", "six"])).unwrap();
        assert_eq!(a, b);
        assert_eq!(a, ["six", "tabulate>=0.9"]);
        assert_eq!(
            normalize(&lines(&["Zope.Interface__x[Extra] == 1.0"])).unwrap(),
            ["zope-interface-x[Extra]==1.0"]
        );
        assert_eq!(
            normalize(&lines(&[
                "attrs ;  python_version >= '3.8'   and os_name=='posix'"
            ]))
            .unwrap(),
            ["attrs ; python_version >= '3.8' and os_name=='posix'"]
        );
        assert_eq!(
            normalize(&lines(&["pkg @ https://example.org/p#egg=pkg"])).unwrap(),
            ["pkg@https://example.org/p#egg=pkg"]
        );
    }

    #[test]
    fn options_and_garbage_are_refused() {
        for bad in [
            "-r other.txt",
            "--index-url http://x",
            "-e .",
            ">=1.0",
            "./local",
        ] {
            assert!(normalize(&lines(&[bad])).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_key_follows_the_list_and_the_interpreter() {
        let six = normalize(&lines(&["six"])).unwrap();
        let both = normalize(&lines(&["six", "attrs"])).unwrap();
        let python = Path::new("/usr/bin/python3");
        assert_eq!(key(python, &six), key(python, &six));
        assert_ne!(key(python, &six), key(python, &both));
        assert_ne!(
            key(python, &six),
            key(Path::new("/opt/py/bin/python3"), &six)
        );
        assert_eq!(key(python, &six).len(), 32);
    }
}
