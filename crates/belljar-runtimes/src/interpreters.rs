//! Finding the programs that run each language, without handing the code Belljar's own
//! environment.
//!
//! A program is looked up on Belljar's `PATH` when the session opens. Python is then asked for
//! its real executable once (through the sandbox's `PythonRuntime::discover`, cached in memory
//! and on disk: `runtime_cache`), so pyenv shims work even though the code runs with a minimal
//! environment of its own; a virtualenv's `bin/python` is kept as is.

use std::path::{Path, PathBuf};

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

/// Whether the program for a language is there (`override_path` if given, else on `PATH`),
/// without asking it anything (unlike [`resolve`], which may start Python once).
pub fn installed(program: &str, override_path: Option<&Path>) -> bool {
    match override_path {
        Some(path) => is_executable(path),
        None => which(program).is_some(),
    }
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
        if !is_venv_python(&found) {
            return crate::runtime_cache::python_runtime(&found)
                .ok()
                .map(|runtime| runtime.executable)
                .filter(|exe| is_executable(exe))
                .or(Some(found));
        }
    }
    Some(found)
}

/// Whether `python` is a virtual environment's interpreter (`../pyvenv.cfg` exists).
pub fn is_venv_python(python: &Path) -> bool {
    python
        .parent()
        .and_then(Path::parent)
        .is_some_and(|root| root.join("pyvenv.cfg").exists())
}
