//! [`open`]: a [`BackendSpec`] (plus the host-side [`Host`]) made into an executor, or the
//! reason it cannot be. Nothing is started here: every executor opens its session lazily (or
//! at [`belljar::Executor::open`]).

use std::sync::Arc;

use belljar::{Data, ErrorKind, Executor, Limits, Tool, UnenforceableLimit};
use belljar_docker::{DockerConfig, DockerExecutor};
use belljar_jupyter::{JupyterConfig, JupyterExecutor, KernelChoice, Server};
use belljar_process::{
    AllowedHost, Mount, Network, ProcessConfig, ProcessExecutor, SandboxSettings, Sandboxing,
};
use belljar_python::{ImportPolicy, InterpreterExecutor, Placement};

use crate::approval::{Approver, ApprovingExecutor};
use crate::router::AutoExecutor;
use crate::spec::{
    BackendOptions, BackendSpec, DockerOptions, InterpreterOptions, JupyterOptions, NetworkSpec,
    ProcessOptions,
};

/// What the host gives beside a spec: things that are not data.
#[derive(Clone, Default)]
pub struct Host {
    /// Tools the code may call (the `interpreter` and `auto` backends; refused elsewhere).
    pub tools: Vec<Tool>,
    /// Asked before each block runs; a refusal is the block's result ([`crate::approval`]).
    pub approver: Option<Arc<dyn Approver>>,
}

impl std::fmt::Debug for Host {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Host")
            .field(
                "tools",
                &self.tools.iter().map(|t| &t.spec.name).collect::<Vec<_>>(),
            )
            .field("approver", &self.approver.is_some())
            .finish()
    }
}

/// Why a spec could not be opened.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum OpenError {
    /// The limits ask for one the backend cannot enforce.
    #[error(transparent)]
    Limits(#[from] UnenforceableLimit),
    /// An option the backend does not offer (tools on the process backend) or a value that
    /// is not valid (a mount, a variable name).
    #[error("{0}")]
    Invalid(String),
}

impl OpenError {
    /// The [`ErrorKind`] a result would carry for it: `Unsupported` (the backend does not
    /// offer what the spec asks).
    pub fn kind(&self) -> ErrorKind {
        match self {
            OpenError::Limits(_) | OpenError::Invalid(_) => ErrorKind::Unsupported,
        }
    }
}

/// Make the executor `spec` describes, with `host`'s tools and approval. Nothing starts until
/// the first execution (or `Executor::open`; a backend that cannot start, such as a Docker
/// engine that does not answer, says so then: `SessionError::Unavailable`, a
/// `BackendUnavailable` result). Fails, with nothing made, when the limits ask for one the backend cannot enforce,
/// or when an option is invalid.
pub fn open(spec: &BackendSpec, host: Host) -> Result<Box<dyn Executor>, OpenError> {
    let executor: Box<dyn Executor> = match &spec.backend {
        BackendOptions::Interpreter(options) => {
            Box::new(open_interpreter(options, &spec.limits, host.tools)?)
        }
        BackendOptions::Process(options) => {
            refuse_tools("process", &host.tools)?;
            Box::new(open_process(options, &spec.limits)?)
        }
        BackendOptions::Auto(options) => {
            Box::new(AutoExecutor::new(options, &spec.limits, host.tools)?)
        }
        BackendOptions::Docker(options) => {
            refuse_tools("docker", &host.tools)?;
            Box::new(open_docker(options, &spec.limits)?)
        }
        BackendOptions::Jupyter(options) => {
            refuse_tools("jupyter", &host.tools)?;
            Box::new(open_jupyter(options, &spec.limits)?)
        }
    };
    Ok(match host.approver {
        Some(approver) => Box::new(ApprovingExecutor::new(executor, approver)),
        None => executor,
    })
}

/// The `interpreter` backend as its own type (for hosts that use its variables, save and
/// restore): `options`, `limits` (all enforced) and `tools`.
pub fn open_interpreter(
    options: &InterpreterOptions,
    limits: &Limits,
    tools: Vec<Tool>,
) -> Result<InterpreterExecutor, OpenError> {
    let placement = if options.on_caller_thread {
        Placement::CallerThread
    } else {
        Placement::Thread
    };
    limits.refuse_unenforced("interpreter", belljar_python::ENFORCED_LIMITS, |_| {
        String::new()
    })?;
    let mut executor = InterpreterExecutor::with_placement(limits.clone(), placement)
        .with_import_policy(ImportPolicy {
            allowed: options.allowed_imports.clone(),
            denied: options.denied_imports.clone(),
        });
    for tool in tools {
        executor.add_tool(tool);
    }
    for (name, value) in &options.variables {
        executor = executor
            .with_variable(name, Data::from_json(value))
            .map_err(|e| OpenError::Invalid(format!("variable {name}: {e}")))?;
    }
    Ok(executor)
}

/// The `process` backend as its own type: `options` and `limits` (refused when it cannot
/// enforce them: `belljar_process::enforced_limits`). An unsandboxed one prints
/// [`belljar_process::UNSANDBOXED_WARNING`] on stderr.
pub fn open_process(
    options: &ProcessOptions,
    limits: &Limits,
) -> Result<ProcessExecutor, OpenError> {
    check_disk_bytes(options.disk_bytes)?;
    if options.disk_bytes.is_some() && (options.unsandboxed || options.workdir.is_some()) {
        return Err(OpenError::Invalid(
            "disk_bytes limits the sandbox's temporary working directory; it cannot limit a \
             named workdir (put it on a file system with a quota) or an unsandboxed backend"
                .into(),
        ));
    }
    let sandboxing = if options.unsandboxed {
        if !options.mounts.is_empty()
            || options.network != NetworkSpec::None
            || !options.allow_net.is_empty()
        {
            return Err(OpenError::Invalid(
                "an unsandboxed process backend cannot have mounts or a network setting".into(),
            ));
        }
        Sandboxing::Unsandboxed
    } else {
        let mut settings = SandboxSettings::default();
        if options.network == NetworkSpec::Host {
            settings.network = Network::Host;
        }
        if !options.allow_net.is_empty() {
            if options.network == NetworkSpec::Host {
                return Err(OpenError::Invalid(
                    "allow_net is an allow-list for a sandbox with its own network; it cannot \
                     be combined with network \"host\""
                        .into(),
                ));
            }
            let list = options
                .allow_net
                .iter()
                .map(|spec| {
                    AllowedHost::parse(spec).map_err(|e| {
                        let text = e.to_string();
                        OpenError::Invalid(text.trim_start_matches("ValueError: ").to_string())
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
            settings.network = Network::Allow(list);
        }
        for spec in &options.mounts {
            let mount = Mount::parse(spec)
                .map_err(|e| OpenError::Invalid(format!("mount {spec:?}: {e}")))?;
            settings.mounts.push(mount);
        }
        if let Some(bytes) = options.disk_bytes {
            settings.disk_bytes = Some(bytes);
        }
        Sandboxing::Sandboxed(settings)
    };
    let mut programs = options.programs.clone();
    let python = match (&options.python, &options.venv) {
        (Some(_), Some(_)) => {
            return Err(OpenError::Invalid(
                "give the Python (python) or the virtual environment (venv), not both".into(),
            ));
        }
        (Some(python), None) => Some(python.clone()),
        (None, Some(venv)) => Some(venv_python(venv)?),
        (None, None) => None,
    };
    if let Some(python) = python {
        programs.insert("python".into(), python);
    }
    if !options.requirements.is_empty() {
        if options.unsandboxed {
            return Err(OpenError::Invalid(
                "requirements are installed and used in the sandbox; not with unsandboxed".into(),
            ));
        }
        if options.venv.is_some() {
            return Err(OpenError::Invalid(
                "give a virtual environment (venv) or requirements, not both".into(),
            ));
        }
        belljar_process::packages::normalize(&options.requirements).map_err(OpenError::Invalid)?;
    }
    let mut config = ProcessConfig {
        workdir: options.workdir.clone(),
        programs,
        requirements: options.requirements.clone(),
        python_sessions: options.python_sessions,
        sandboxing,
        prepare_sandboxes: options.prepare_sandboxes,
        limits: limits.clone(),
        ..ProcessConfig::default()
    };
    if let Some(warm) = options.warm_sessions {
        config.warm_sessions = warm;
    }
    config.check_limits()?;
    if options.unsandboxed {
        eprintln!("belljar: warning: {}", belljar_process::UNSANDBOXED_WARNING);
    }
    Ok(ProcessExecutor::new(config))
}

/// Refuses a working-directory size under 1 MiB (a tmpfs of size 0 would have no limit).
fn check_disk_bytes(disk_bytes: Option<u64>) -> Result<(), OpenError> {
    match disk_bytes {
        Some(bytes) if bytes < 1 << 20 => Err(OpenError::Invalid(format!(
            "disk_bytes must be at least 1 MiB (1048576), not {bytes}"
        ))),
        _ => Ok(()),
    }
}

/// The `docker` backend as its own type: `options` and `limits` (refused when it cannot
/// enforce them). Nothing is contacted here: an engine that does not answer is reported
/// when the session opens (`SessionError::Unavailable`, a `BackendUnavailable` result).
pub fn open_docker(options: &DockerOptions, limits: &Limits) -> Result<DockerExecutor, OpenError> {
    if !(options.cpus.is_finite() && options.cpus >= 0.01 && options.cpus <= 1024.0) {
        return Err(OpenError::Invalid(format!(
            "docker cpus must be a number of CPUs from 0.01 to 1024, not {}",
            options.cpus
        )));
    }
    if options.pids < 1 {
        return Err(OpenError::Invalid(format!(
            "docker pids must be at least 1, not {}",
            options.pids
        )));
    }
    if options.image.trim().is_empty() {
        return Err(OpenError::Invalid("docker image must not be empty".into()));
    }
    check_disk_bytes(options.disk_bytes)?;
    if options.disk_bytes.is_some() && options.workdir.is_some() {
        return Err(OpenError::Invalid(
            "disk_bytes limits the session's own working-directory volume; it cannot limit a \
             host workdir (put that on a file system with a quota)"
                .into(),
        ));
    }
    if let Some(dir) = &options.workdir
        && !dir.is_dir()
    {
        return Err(OpenError::Invalid(format!(
            "docker workdir {}: not a directory on this machine",
            dir.display()
        )));
    }
    if options.venv.is_some() && !options.requirements.is_empty() {
        return Err(OpenError::Invalid(
            "give a virtual environment (venv) or requirements, not both".into(),
        ));
    }
    if !options.requirements.is_empty() {
        belljar_process::packages::normalize(&options.requirements).map_err(OpenError::Invalid)?;
    }
    let site_packages = match &options.venv {
        Some(venv) => {
            venv_python(venv)?;
            let env = belljar_process::packages::Environment { root: venv.clone() };
            Some(env.site_packages().ok_or_else(|| {
                OpenError::Invalid(format!(
                    "{} has no lib/python*/site-packages",
                    venv.display()
                ))
            })?)
        }
        None => None,
    };
    let config = DockerConfig {
        image: options.image.clone(),
        network: options.network.clone(),
        python_sessions: options.python_sessions,
        requirements: options.requirements.clone(),
        site_packages,
        limits: limits.clone(),
        nano_cpus: (options.cpus * 1e9).round() as i64,
        pids_limit: options.pids,
        host_dir: options
            .workdir
            .as_ref()
            .map(|dir| std::path::absolute(dir).unwrap_or_else(|_| dir.clone())),
        disk_bytes: options.disk_bytes.or(DockerConfig::default().disk_bytes),
        ..DockerConfig::default()
    };
    config.check_limits()?;
    Ok(DockerExecutor::new(config))
}

/// The `jupyter` backend as its own type: `options` and `limits` (refused when it cannot
/// enforce them: a kernel outside the sandbox has no memory limit). The kernel starts when the session
/// opens; a kernel that cannot start is reported then.
pub fn open_jupyter(
    options: &JupyterOptions,
    limits: &Limits,
) -> Result<JupyterExecutor, OpenError> {
    let kernel = match &options.python {
        Some(python) => KernelChoice::Python(python.clone()),
        None => KernelChoice::Name(options.kernel.clone()),
    };
    if options.url.is_none() && options.token.is_some() {
        return Err(OpenError::Invalid(
            "a Jupyter token needs a server URL (url)".into(),
        ));
    }
    if options.url.is_none() && options.ca_file.is_some() {
        return Err(OpenError::Invalid(
            "a CA file (ca_file) needs a server URL (url)".into(),
        ));
    }
    let server = match &options.url {
        Some(_) if options.python.is_some() => {
            return Err(OpenError::Invalid(
                "a kernel on a Jupyter server is chosen by name (kernel), not by python".into(),
            ));
        }
        Some(url) => Some(Server {
            url: url.clone(),
            token: options.token.clone(),
            ca_file: options
                .ca_file
                .as_ref()
                .map(|file| std::path::absolute(file).unwrap_or_else(|_| file.clone())),
        }),
        None => None,
    };
    let config = JupyterConfig {
        server,
        kernel,
        kernel_dirs: options.kernel_dirs.clone(),
        workdir: options.workdir.clone(),
        output_dir: options.output_dir.clone(),
        sandbox: options.sandbox,
        limits: limits.clone(),
        ..JupyterConfig::default()
    };
    config.check_limits()?;
    Ok(JupyterExecutor::new(config))
}

/// The interpreter of the virtual environment `venv` (`bin/python`), or why it is not one.
fn venv_python(venv: &std::path::Path) -> Result<std::path::PathBuf, OpenError> {
    let python = venv.join("bin").join("python");
    if !venv.join("pyvenv.cfg").is_file() || !python.exists() {
        return Err(OpenError::Invalid(format!(
            "{} is not a virtual environment (no pyvenv.cfg and bin/python)",
            venv.display()
        )));
    }
    Ok(python)
}

/// Tools need a backend that runs the code's calls in the host.
fn refuse_tools(backend: &str, tools: &[Tool]) -> Result<(), OpenError> {
    if tools.is_empty() {
        return Ok(());
    }
    Err(OpenError::Invalid(format!(
        "tools need the interpreter (or auto) backend; the {backend} backend cannot call \
         back into the host"
    )))
}
