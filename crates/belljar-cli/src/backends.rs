//! Picking and opening a backend by name, as `--backend` asks.

use belljar::Executor;
use belljar_process::{ProcessConfig, ProcessExecutor, UNSANDBOXED_WARNING};

use crate::args::CommonArgs;

/// The backends this build offers, for messages.
pub const BACKENDS: &[&str] = &["process"];

/// The backend used when `--backend` is not given, for a block in `language`.
pub fn default_backend(_language: &str) -> &'static str {
    "process"
}

/// Open the backend the arguments name (or the default for `language`).
pub fn open(
    common: &CommonArgs,
    language: &str,
    default_mode: &str,
) -> Result<Box<dyn Executor>, String> {
    let sessions = common.mode.as_deref().unwrap_or(default_mode) == "session";
    let name = common
        .backend
        .as_deref()
        .unwrap_or_else(|| default_backend(language));
    match name {
        "process" => {
            eprintln!("belljar: warning: {UNSANDBOXED_WARNING}");
            Ok(Box::new(ProcessExecutor::new(ProcessConfig {
                workdir: common.workdir.clone(),
                python_sessions: sessions,
                ..ProcessConfig::default()
            })))
        }
        other => Err(format!(
            "unknown backend {other:?}; this build has: {}",
            BACKENDS.join(", ")
        )),
    }
}

/// The language of a program file, from its extension; python when there is none or it is
/// not known.
pub fn language_of_path(path: Option<&str>) -> String {
    let extension = path
        .and_then(|p| std::path::Path::new(p).extension())
        .and_then(|e| e.to_str())
        .unwrap_or("");
    belljar::language::LANGUAGES
        .iter()
        .find(|lang| lang.extension.eq_ignore_ascii_case(extension) && lang.is_executable())
        .map_or("python", |lang| lang.name)
        .to_string()
}

/// Copy the `--put` files into the session.
pub async fn put_files(executor: &mut dyn Executor, specs: &[String]) -> Result<(), String> {
    for spec in specs {
        let (host, guest) = match spec.rsplit_once(':') {
            Some((host, guest)) if !guest.is_empty() => (host, guest.to_string()),
            _ => (spec.as_str(), file_name(spec)?),
        };
        let contents =
            std::fs::read(host).map_err(|e| format!("--put {spec}: reading {host}: {e}"))?;
        executor
            .write_file(&guest, &contents)
            .await
            .map_err(|e| format!("--put {spec}: {e}"))?;
    }
    Ok(())
}

/// Copy the `--get` files out of the session.
pub async fn get_files(executor: &mut dyn Executor, specs: &[String]) -> Result<(), String> {
    for spec in specs {
        let (guest, host) = match spec.split_once(':') {
            Some((guest, host)) if !host.is_empty() => (guest, host.to_string()),
            _ => (spec.as_str(), file_name(spec)?),
        };
        let contents = executor
            .read_file(guest)
            .await
            .map_err(|e| format!("--get {spec}: {e}"))?;
        std::fs::write(&host, contents)
            .map_err(|e| format!("--get {spec}: writing {host}: {e}"))?;
    }
    Ok(())
}

/// The last component of a path, for a file copied without a target name.
fn file_name(path: &str) -> Result<String, String> {
    std::path::Path::new(path)
        .file_name()
        .and_then(|n| n.to_str())
        .map(str::to_string)
        .ok_or_else(|| format!("{path:?} has no file name"))
}
