//! Kernelspecs: which kernels are installed, and how to start one.
//!
//! A kernelspec is a directory `<data dir>/kernels/<name>/` holding `kernel.json` (`argv`
//! with a `{connection_file}` placeholder, `display_name`, `language`, optional
//! `interrupt_mode` and `env`). The data directories searched are Jupyter's: each entry of
//! `JUPYTER_PATH`, the user's (`JUPYTER_DATA_DIR`, else `~/.local/share/jupyter`), the active
//! virtual environment's (`VIRTUAL_ENV`), then `/usr/local/share/jupyter` and
//! `/usr/share/jupyter`; the first directory that has a name wins. A Python with `ipykernel`
//! can also be given directly ([`KernelSpec::ipykernel`]).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;

/// How a kernel wants to be interrupted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InterruptMode {
    /// SIGINT to the kernel's process group (the default).
    Signal,
    /// An `interrupt_request` on the control channel.
    Message,
}

/// One kernel that can be started.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KernelSpec {
    /// Its name (the directory's name), e.g. `"python3"`.
    pub name: String,
    /// The command, with `{connection_file}` where the connection file's path goes.
    pub argv: Vec<String>,
    /// The name shown to people.
    pub display_name: String,
    /// The language it runs, as the kernelspec says it (`"python"`, `"bash"`, …).
    pub language: String,
    /// How to interrupt it.
    pub interrupt_mode: InterruptMode,
    /// Extra environment the kernelspec asks for.
    pub env: BTreeMap<String, String>,
    /// The kernelspec's directory, when it came from one.
    pub dir: Option<PathBuf>,
}

#[derive(Deserialize)]
struct KernelJson {
    argv: Vec<String>,
    #[serde(default)]
    display_name: String,
    #[serde(default)]
    language: String,
    #[serde(default)]
    interrupt_mode: Option<String>,
    #[serde(default)]
    env: BTreeMap<String, String>,
}

/// The largest `kernel.json` read.
const MAX_KERNEL_JSON: u64 = 1 << 20;

impl KernelSpec {
    /// The IPython kernel of the Python at `python` (which must have `ipykernel`).
    pub fn ipykernel(python: impl Into<PathBuf>) -> KernelSpec {
        let python: PathBuf = python.into();
        KernelSpec {
            name: "python3".into(),
            argv: vec![
                python.to_string_lossy().into_owned(),
                "-m".into(),
                "ipykernel_launcher".into(),
                "-f".into(),
                "{connection_file}".into(),
            ],
            display_name: format!("Python 3 ({})", python.display()),
            language: "python".into(),
            interrupt_mode: InterruptMode::Signal,
            env: BTreeMap::new(),
            dir: None,
        }
    }

    /// Reads the kernelspec in `dir` (named after the directory).
    pub fn read(dir: &Path) -> Result<KernelSpec, String> {
        let file = dir.join("kernel.json");
        let meta = std::fs::metadata(&file).map_err(|e| format!("{}: {e}", file.display()))?;
        if meta.len() > MAX_KERNEL_JSON {
            return Err(format!("{}: too large", file.display()));
        }
        let text = std::fs::read(&file).map_err(|e| format!("{}: {e}", file.display()))?;
        let json: KernelJson =
            serde_json::from_slice(&text).map_err(|e| format!("{}: {e}", file.display()))?;
        if json.argv.is_empty() {
            return Err(format!("{}: empty argv", file.display()));
        }
        let name = dir
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let mut argv = json.argv;
        resolve_program(&mut argv[0], dir);
        Ok(KernelSpec {
            display_name: if json.display_name.is_empty() {
                name.clone()
            } else {
                json.display_name
            },
            name,
            argv,
            language: json.language.to_lowercase(),
            interrupt_mode: match json.interrupt_mode.as_deref() {
                Some("message") => InterruptMode::Message,
                _ => InterruptMode::Signal,
            },
            env: json.env,
            dir: Some(dir.to_path_buf()),
        })
    }

    /// The command line for a connection file at `connection_file`.
    pub fn command_line(&self, connection_file: &Path) -> Vec<String> {
        let path = connection_file.to_string_lossy();
        self.argv
            .iter()
            .map(|a| a.replace("{connection_file}", &path))
            .collect()
    }
}

/// A relative `python`/`python3` in a kernelspec installed inside an environment
/// (`<prefix>/share/jupyter/kernels/<name>`) means that environment's Python, as
/// `jupyter_client` resolves it; otherwise the program is looked up on `PATH` when started.
fn resolve_program(program: &mut String, dir: &Path) {
    if Path::new(program.as_str()).is_absolute() || program.contains('/') {
        return;
    }
    // dir = <prefix>/share/jupyter/kernels/<name>
    if let Some(prefix) = dir.ancestors().nth(4) {
        let candidate = prefix.join("bin").join(program.as_str());
        if candidate.is_file() {
            *program = candidate.to_string_lossy().into_owned();
        }
    }
}

/// The Jupyter data directories searched, in order (see the module docs).
pub fn data_dirs() -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    if let Some(path) = std::env::var_os("JUPYTER_PATH") {
        dirs.extend(std::env::split_paths(&path).filter(|p| !p.as_os_str().is_empty()));
    }
    if let Some(dir) = std::env::var_os("JUPYTER_DATA_DIR") {
        dirs.push(PathBuf::from(dir));
    } else if let Some(home) = std::env::var_os("HOME") {
        dirs.push(PathBuf::from(home).join(".local/share/jupyter"));
    }
    if let Some(venv) = std::env::var_os("VIRTUAL_ENV") {
        dirs.push(PathBuf::from(venv).join("share/jupyter"));
    }
    dirs.push(PathBuf::from("/usr/local/share/jupyter"));
    dirs.push(PathBuf::from("/usr/share/jupyter"));
    dirs
}

/// Every kernelspec found under `data_dirs` (`<dir>/kernels/<name>/kernel.json`), the first
/// of each name, sorted by name. Unreadable ones are left out.
pub fn find_in(data_dirs: &[PathBuf]) -> Vec<KernelSpec> {
    let mut found: BTreeMap<String, KernelSpec> = BTreeMap::new();
    for dir in data_dirs {
        let Ok(entries) = std::fs::read_dir(dir.join("kernels")) else {
            continue;
        };
        let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
        entries.sort();
        for entry in entries {
            if let Ok(spec) = KernelSpec::read(&entry) {
                found.entry(spec.name.clone()).or_insert(spec);
            }
        }
    }
    found.into_values().collect()
}

/// Every kernelspec in the standard data directories ([`data_dirs`]).
pub fn find_all() -> Vec<KernelSpec> {
    find_in(&data_dirs())
}

/// The kernelspec named `name`: from `extra` data directories first, then the standard ones.
pub fn find(name: &str, extra: &[PathBuf]) -> Result<KernelSpec, String> {
    let mut dirs = extra.to_vec();
    dirs.extend(data_dirs());
    let all = find_in(&dirs);
    if let Some(spec) = all.iter().find(|s| s.name == name) {
        return Ok(spec.clone());
    }
    let names: Vec<&str> = all.iter().map(|s| s.name.as_str()).collect();
    Err(if names.is_empty() {
        format!(
            "no Jupyter kernel named {name:?}: no kernelspecs are installed (searched {})",
            dirs.iter()
                .map(|d| d.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        )
    } else {
        format!(
            "no Jupyter kernel named {name:?}; installed: {}",
            names.join(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kernelspec_is_read_and_a_venv_python_resolved() {
        let root = tempfile::tempdir().unwrap();
        let prefix = root.path();
        std::fs::create_dir_all(prefix.join("bin")).unwrap();
        std::fs::write(prefix.join("bin/python"), "").unwrap();
        let dir = prefix.join("share/jupyter/kernels/py");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(
            dir.join("kernel.json"),
            r#"{"argv": ["python", "-m", "ipykernel_launcher", "-f", "{connection_file}"],
                "display_name": "Py", "language": "Python", "interrupt_mode": "message",
                "env": {"A": "1"}}"#,
        )
        .unwrap();
        let bad = prefix.join("share/jupyter/kernels/bad");
        std::fs::create_dir_all(&bad).unwrap();
        std::fs::write(bad.join("kernel.json"), "{\"argv\": []}").unwrap();
        let specs = find_in(&[prefix.join("share/jupyter")]);
        assert_eq!(specs.len(), 1);
        let spec = &specs[0];
        assert_eq!(spec.name, "py");
        assert_eq!(spec.language, "python");
        assert_eq!(spec.interrupt_mode, InterruptMode::Message);
        assert_eq!(spec.argv[0], prefix.join("bin/python").to_string_lossy());
        assert_eq!(
            spec.command_line(Path::new("/c.json"))[4],
            "/c.json".to_string()
        );
        let err = find("nope", &[prefix.join("share/jupyter")]).unwrap_err();
        assert!(err.contains("installed: ") && err.contains("py"), "{err}");
    }
}
