//! Picking and opening a backend by name, as `--backend` asks.

use belljar::Executor;
use belljar_process::{
    Mount, Network, ProcessConfig, ProcessExecutor, SandboxSettings, Sandboxing,
    UNSANDBOXED_WARNING,
};
use belljar_python::{InterpreterExecutor, Limits};

use crate::args::CommonArgs;
use crate::host::HostFlags;

/// The backends this build offers, for messages.
pub const BACKENDS: &[&str] = &["interpreter", "process"];

/// The backend used when `--backend` is not given, for a block in `language`: the embedded
/// interpreter for Python, real interpreters for everything else.
pub fn default_backend(language: &str) -> &'static str {
    if language == "python" {
        "interpreter"
    } else {
        "process"
    }
}

/// The backend `--backend` names, or the default for `language`.
pub fn backend_name<'a>(common: &'a CommonArgs, language: &str) -> &'a str {
    common
        .backend
        .as_deref()
        .unwrap_or_else(|| default_backend(language))
}

/// The interpreter's limits from the command line. Refuses `--env`: the interpreter has no
/// environment to put it in.
pub fn interpreter_limits(common: &CommonArgs) -> Result<Limits, String> {
    if !common.env.is_empty() {
        return Err(
            "--env needs the process backend (--backend process): the interpreter \
                    backend has no environment"
                .into(),
        );
    }
    common.limits()
}

/// Open the backend the arguments name (or the default for `language`).
pub fn open(
    common: &CommonArgs,
    language: &str,
    default_mode: &str,
) -> Result<Box<dyn Executor>, String> {
    let sessions = common.mode.as_deref().unwrap_or(default_mode) == "session";
    match backend_name(common, language) {
        // The CLI drives its executor from the main thread (`runtime.block_on`) and cancels
        // only from Ctrl-C's task on a runtime worker, so the session runs right here, on the
        // interpreter stack, with no hand-off to an interpreter thread (docs/decisions.md).
        "interpreter" => {
            let limits = interpreter_limits(common)?;
            let host = HostFlags::parse(common, limits.timeout)?;
            let mut executor =
                InterpreterExecutor::on_caller_thread(limits).with_import_policy(host.imports);
            for tool in host.tools {
                executor.add_tool(tool);
            }
            for (name, value) in host.variables {
                executor = executor
                    .with_variable(&name, value)
                    .map_err(|e| format!("--var {name}: {e}"))?;
            }
            Ok(Box::new(executor))
        }
        "process" if HostFlags::any(common) => Err(
            "--tool, --var, --allow-import and --deny-import need the interpreter backend \
             (the process backend cannot enforce them)"
                .into(),
        ),
        "process" => {
            let mut limits = common.limits()?;
            if common.unsandboxed && common.memory.is_none() {
                // Nothing could enforce the default; an explicit --memory is refused below.
                limits.memory_bytes = None;
            }
            let config = ProcessConfig {
                workdir: common.workdir.clone(),
                python_sessions: sessions,
                sandboxing: sandboxing(common)?,
                // A CLI run is short and runs its blocks back to back: a sandbox prepared
                // after one block would be waited for by the next (no gain), or killed
                // unused at exit.
                prepare_sandboxes: false,
                limits,
                ..ProcessConfig::default()
            };
            config.check_limits().map_err(|e| e.to_string())?;
            Ok(Box::new(ProcessExecutor::new(config)))
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

/// The sandbox settings the arguments ask for, or the loud opt-out.
fn sandboxing(common: &CommonArgs) -> Result<Sandboxing, String> {
    if common.unsandboxed {
        if !common.mount.is_empty() || common.network != "none" {
            return Err("--unsandboxed cannot be combined with --mount or --network".into());
        }
        eprintln!("belljar: warning: {UNSANDBOXED_WARNING}");
        return Ok(Sandboxing::Unsandboxed);
    }
    let mut settings = SandboxSettings::default();
    if common.network == "host" {
        settings.network = Network::Host;
    }
    for spec in &common.mount {
        settings
            .mounts
            .push(Mount::parse(spec).map_err(|e| format!("--mount {spec:?}: {e}"))?);
    }
    Ok(Sandboxing::Sandboxed(settings))
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
