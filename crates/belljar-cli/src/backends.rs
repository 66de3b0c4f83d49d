//! Picking a backend by name, as `--backend` asks, and turning the arguments into the
//! backend spec `belljar-spec` opens (the mapping from a spec to an executor lives there, the
//! same for the CLI, the Python package and a server).

use std::sync::Arc;

use belljar::Executor;
use belljar_spec::{
    AutoOptions, BackendOptions, BackendSpec, DockerOptions, Host, InterpreterOptions,
    JupyterOptions, NetworkSpec, ProcessOptions,
};

use crate::args::CommonArgs;
use crate::host::HostFlags;

/// The backend used when `--backend` is not given, for a block in `language`: the embedded
/// interpreter for Python, real interpreters for everything else.
pub fn default_backend(language: &str) -> &'static str {
    if language == "python" {
        "interpreter"
    } else {
        "process"
    }
}

/// The backend `--backend` names, or `default`.
pub fn backend_name<'a>(common: &'a CommonArgs, default: &'a str) -> &'a str {
    common.backend.as_deref().unwrap_or(default)
}

/// The interpreter's limits from the command line. Refuses `--env`: the interpreter has no
/// environment to put it in.
pub fn interpreter_limits(common: &CommonArgs) -> Result<belljar::Limits, String> {
    if !common.env.is_empty() {
        return Err(
            "--env needs the process backend (--backend process): the interpreter \
                    backend has no environment"
                .into(),
        );
    }
    common.limits()
}

/// The spec the arguments ask for: backend `name` (`--backend`, or the command's default),
/// Python blocks in a session unless `--mode` (or `default_mode`) says `oneshot`.
pub fn spec(common: &CommonArgs, name: &str, default_mode: &str) -> Result<BackendSpec, String> {
    let sessions = common.mode.as_deref().unwrap_or(default_mode) == "session";
    let process_only = |what: &str| -> Result<(), String> {
        if common.unsandboxed
            || !common.mount.is_empty()
            || common.network != "none"
            || !common.allow_net.is_empty()
        {
            return Err(format!(
                "--unsandboxed, --mount, --network and --allow-net are process backend \
                 options; the {what} backend does not take them"
            ));
        }
        Ok(())
    };
    let host_only = |what: &str| -> Result<(), String> {
        if HostFlags::any(common) {
            return Err(format!(
                "--tool, --var, --allow-import and --deny-import need the interpreter backend \
                 (the {what} backend cannot enforce them)"
            ));
        }
        Ok(())
    };
    if name != "jupyter"
        && (common.kernel.is_some()
            || common.jupyter_url.is_some()
            || common.jupyter_token.is_some()
            || common.jupyter_ca.is_some()
            || common.jupyter_sandbox)
    {
        return Err(
            "--kernel, --jupyter-url, --jupyter-token, --jupyter-ca and --jupyter-sandbox are \
             jupyter backend options (--backend jupyter)"
                .into(),
        );
    }
    if name != "docker"
        && (common.image.is_some() || common.cpus.is_some() || common.pids.is_some())
    {
        return Err(
            "--image, --cpus and --pids are docker backend options (--backend docker)".into(),
        );
    }
    if common.jupyter_token.is_some() && common.jupyter_url.is_none() {
        return Err("--jupyter-token needs --jupyter-url".into());
    }
    if common.jupyter_ca.is_some() && common.jupyter_url.is_none() {
        return Err("--jupyter-ca needs --jupyter-url".into());
    }
    if common.any_python_env() && !matches!(name, "process" | "docker") {
        return Err(format!(
            "--python, --venv, --requirements and --pip need the process or docker backend \
             (--backend process); the {name} backend does not take them"
        ));
    }
    let requirements = common.requirement_lines()?;
    let mut limits = common.limits()?;
    let disk = common.disk_bytes()?;
    if disk.is_some() {
        if !matches!(name, "process" | "auto" | "docker") {
            return Err(format!(
                "--disk is a process and docker backend option; the {name} backend does not \
                 take it"
            ));
        }
        if common.workdir.is_some() || common.unsandboxed {
            return Err(
                "--disk limits the sandbox's temporary working directory: it cannot limit a \
                 --workdir (put that on a file system with a quota) or an --unsandboxed run"
                    .into(),
            );
        }
    }
    let backend = match name {
        "interpreter" => {
            limits = interpreter_limits(common)?;
            process_only("interpreter")?;
            BackendOptions::Interpreter(interpreter_options(common)?)
        }
        "process" => {
            host_only("process")?;
            if common.unsandboxed && common.memory.is_none() {
                // Nothing could enforce the default; an explicit --memory is refused.
                limits.memory_bytes = None;
            }
            BackendOptions::Process(ProcessOptions {
                python: common.python.clone(),
                venv: common.venv.clone(),
                requirements,
                ..process_options(common, sessions, disk)
            })
        }
        "docker" => {
            host_only("docker")?;
            if common.unsandboxed
                || !common.mount.is_empty()
                || common.python.is_some()
                || !common.allow_net.is_empty()
            {
                return Err(
                    "--unsandboxed, --mount, --python and --allow-net are process backend options"
                        .into(),
                );
            }
            let defaults = DockerOptions::default();
            BackendOptions::Docker(DockerOptions {
                image: common.image.clone().unwrap_or(defaults.image),
                network: common.network.clone(),
                python_sessions: sessions,
                cpus: common.cpus.unwrap_or(defaults.cpus),
                pids: common.pids.unwrap_or(defaults.pids),
                workdir: common.workdir.clone(),
                requirements,
                venv: common.venv.clone(),
                disk_bytes: disk,
            })
        }
        "jupyter" => {
            host_only("jupyter")?;
            process_only("jupyter")?;
            if common.memory.is_none() && !common.jupyter_sandbox {
                // A kernel outside the sandbox: nothing could enforce the default; an
                // explicit --memory is refused.
                limits.memory_bytes = None;
            }
            BackendOptions::Jupyter(JupyterOptions {
                kernel: common.kernel.clone().unwrap_or_else(|| "python3".into()),
                workdir: common.workdir.clone(),
                url: common.jupyter_url.clone(),
                token: common.jupyter_token.clone(),
                ca_file: common.jupyter_ca.clone(),
                sandbox: common.jupyter_sandbox,
                ..JupyterOptions::default()
            })
        }
        "auto" => BackendOptions::Auto(AutoOptions {
            interpreter: interpreter_options(common)?,
            process: process_options(common, sessions, disk),
        }),
        other => {
            return Err(format!(
                "unknown backend {other:?}; the backends are: {}",
                belljar_spec::BACKEND_NAMES.join(", ")
            ));
        }
    };
    Ok(BackendSpec { backend, limits })
}

/// The interpreter's options from `--var`, `--allow-import` and `--deny-import`; the session
/// runs on the caller's thread (the CLI drives its executor from `runtime.block_on` on the
/// main thread and cancels only from Ctrl-C's task on a runtime worker: docs/decisions.md).
fn interpreter_options(common: &CommonArgs) -> Result<InterpreterOptions, String> {
    let flags = HostFlags::parse(common, None)?;
    Ok(InterpreterOptions {
        allowed_imports: flags.imports.allowed,
        denied_imports: flags.imports.denied,
        variables: flags.variables.into_iter().collect(),
        on_caller_thread: true,
    })
}

/// The process backend's options from `--workdir`, `--unsandboxed`, `--network`,
/// `--allow-net`, `--mount` and `--disk` (`disk`, parsed).
fn process_options(common: &CommonArgs, sessions: bool, disk: Option<u64>) -> ProcessOptions {
    ProcessOptions {
        workdir: common.workdir.clone(),
        python_sessions: sessions,
        unsandboxed: common.unsandboxed,
        network: if common.network == "host" {
            NetworkSpec::Host
        } else {
            NetworkSpec::None
        },
        allow_net: common.allow_net.clone(),
        mounts: common.mount.clone(),
        // A CLI run is short and runs its blocks back to back: a sandbox prepared after one
        // block would be waited for by the next (no gain), or killed unused at exit.
        prepare_sandboxes: false,
        disk_bytes: disk,
        ..ProcessOptions::default()
    }
}

/// Open backend `name` (`--backend`, or the command's default) as the arguments ask, with
/// the `--tool` commands and, with `--confirm`, a question on the terminal before each block.
pub fn open(
    common: &CommonArgs,
    name: &str,
    default_mode: &str,
) -> Result<Box<dyn Executor>, String> {
    open_spec(common, &spec(common, name, default_mode)?)
}

/// Open `spec` (made from `common` by [`spec`], perhaps adjusted) with the `--tool` commands
/// and `--confirm` of `common`.
pub fn open_spec(common: &CommonArgs, spec: &BackendSpec) -> Result<Box<dyn Executor>, String> {
    let tools = match spec.backend {
        BackendOptions::Interpreter(_) | BackendOptions::Auto(_) => {
            HostFlags::parse(common, spec.limits.timeout)?.tools
        }
        _ => Vec::new(),
    };
    let approver = common.confirm.then(|| {
        Arc::new(crate::confirm::TerminalApprover::open()) as Arc<dyn belljar_spec::Approver>
    });
    belljar_spec::open(spec, Host { tools, approver }).map_err(|e| e.to_string())
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
        let contents = crate::input::read_regular_file(host, crate::input::MAX_PUT_BYTES)
            .map_err(|e| format!("--put {spec}: reading {host}: {e}"))?;
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
