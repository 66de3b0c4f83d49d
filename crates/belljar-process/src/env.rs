//! The environment the process backend gives a program: nothing of Belljar's own but a
//! minimal `PATH`, `HOME` and `LANG`, then the caller's variables.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The environment a block gets: a minimal `PATH` (the interpreter's directory first),
/// `HOME` set to the working directory, `LANG=C.UTF-8`, then the caller's variables. (In the
/// sandbox, `PATH` and `HOME` are replaced by the sandbox's own.)
pub fn minimal_env(
    interpreter: &Path,
    workdir: &Path,
    extra: &BTreeMap<String, String>,
) -> BTreeMap<String, String> {
    let mut path_dirs: Vec<PathBuf> = Vec::new();
    if let Some(dir) = interpreter.parent() {
        path_dirs.push(dir.to_path_buf());
    }
    for dir in ["/usr/local/bin", "/usr/bin", "/bin"] {
        let dir = PathBuf::from(dir);
        if !path_dirs.contains(&dir) {
            path_dirs.push(dir);
        }
    }
    let path = std::env::join_paths(path_dirs)
        .map(|p| p.to_string_lossy().into_owned())
        .unwrap_or_else(|_| "/usr/local/bin:/usr/bin:/bin".to_string());
    let mut env = BTreeMap::new();
    env.insert("PATH".to_string(), path);
    env.insert("HOME".to_string(), workdir.to_string_lossy().into_owned());
    env.insert("LANG".to_string(), "C.UTF-8".to_string());
    env.insert("PYTHONUNBUFFERED".to_string(), "1".to_string());
    env.insert("PYTHONDONTWRITEBYTECODE".to_string(), "1".to_string());
    for (key, value) in extra {
        env.insert(key.clone(), value.clone());
    }
    env
}
