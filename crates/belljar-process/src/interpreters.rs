//! Finding the programs that run each language, without handing the code Belljar's own
//! environment.
//!
//! A program is looked up on Belljar's `PATH` when the session opens. Python is then asked for
//! its real executable (`sys.executable`), so pyenv shims and virtualenvs work even though the
//! code runs with a minimal environment of its own.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// Look `program` up on `PATH` (or take it as is when it contains a `/`).
pub fn which(program: &str) -> Option<PathBuf> {
    if program.contains('/') {
        let path = PathBuf::from(program);
        return is_executable(&path).then_some(path);
    }
    let path_var = std::env::var_os("PATH")?;
    std::env::split_paths(&path_var)
        .map(|dir| dir.join(program))
        .find(|candidate| is_executable(candidate))
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// Interpreter paths already asked for their real executable, and the answers.
type ExecutableCache = std::sync::Mutex<Vec<(PathBuf, Option<PathBuf>)>>;

/// The real executable behind `python` (a shim or a venv's `bin/python`), asked once.
pub fn python_executable(python: &Path) -> Option<PathBuf> {
    static CACHE: OnceLock<ExecutableCache> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let mut cache = cache
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((_, found)) = cache.iter().find(|(key, _)| key == python) {
        return found.clone();
    }
    let found = std::process::Command::new(python)
        .args(["-c", "import sys; print(sys.executable)"])
        .stdin(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .output()
        .ok()
        .filter(|out| out.status.success())
        .and_then(|out| String::from_utf8(out.stdout).ok())
        .map(|s| PathBuf::from(s.trim()))
        .filter(|p| is_executable(p));
    cache.push((python.to_path_buf(), found.clone()));
    found
}

/// Resolve the program for a language (`"python3"`, `"bash"`…): `override_path` if given,
/// else `PATH`; Python resolved to its real executable (through shims, not out of a venv).
pub fn resolve(program: &str, override_path: Option<&Path>) -> Option<PathBuf> {
    let found = match override_path {
        Some(path) => is_executable(path).then(|| path.to_path_buf()),
        None => which(program),
    }?;
    if program.starts_with("python") {
        // A venv's bin/python must stay as is (it finds its site-packages through pyvenv.cfg);
        // only a shim needs resolving.
        let is_venv = found
            .parent()
            .and_then(Path::parent)
            .is_some_and(|root| root.join("pyvenv.cfg").exists());
        if !is_venv {
            return python_executable(&found).or(Some(found));
        }
    }
    Some(found)
}
