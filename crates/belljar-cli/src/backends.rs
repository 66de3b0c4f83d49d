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
    _file: Option<&str>,
) -> Result<Box<dyn Executor>, String> {
    let name = common
        .backend
        .as_deref()
        .unwrap_or_else(|| default_backend(language));
    match name {
        "process" => {
            eprintln!("belljar: warning: {UNSANDBOXED_WARNING}");
            Ok(Box::new(ProcessExecutor::new(ProcessConfig {
                workdir: common.workdir.clone(),
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
