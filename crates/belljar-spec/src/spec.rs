//! [`BackendSpec`]: which backend, with which options and limits, as plain data.
//!
//! The JSON form is `{"backend": NAME, "options": {...}, "limits": {...}}`; `options` and
//! `limits` may be left out (defaults), and unknown names or fields are errors, so a typo
//! never passes silently. Host-side things that are not data (tools, an approval callback)
//! are not part of a spec: [`crate::open`] takes them beside it ([`crate::Host`]).

use std::collections::BTreeMap;
use std::path::PathBuf;

use belljar::Limits;
use serde::{Deserialize, Serialize};

/// Every backend name a spec may hold.
pub const BACKEND_NAMES: &[&str] = &["interpreter", "process", "auto", "docker", "jupyter"];

/// A backend, its options and the session's limits: everything needed to open an executor
/// except host-side callbacks. Serializes as described in the module docs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "RawSpec", into = "RawSpec")]
pub struct BackendSpec {
    /// The backend and its options.
    pub backend: BackendOptions,
    /// The session's limits (every backend refuses a field it cannot enforce).
    pub limits: Limits,
}

impl BackendSpec {
    /// `backend` with its default options and the default limits.
    pub fn new(backend: BackendOptions) -> Self {
        BackendSpec {
            backend,
            limits: Limits::default(),
        }
    }

    /// The spec named `name` with default options and limits (`None` for an unknown name).
    pub fn named(name: &str) -> Option<Self> {
        let backend = match name {
            "interpreter" => BackendOptions::Interpreter(InterpreterOptions::default()),
            "process" => BackendOptions::Process(ProcessOptions::default()),
            "auto" => BackendOptions::Auto(AutoOptions::default()),
            "docker" => BackendOptions::Docker(DockerOptions::default()),
            "jupyter" => {
                // A local kernel runs unsandboxed: nothing could enforce a memory limit.
                let limits = Limits {
                    memory_bytes: None,
                    ..Limits::default()
                };
                let backend = BackendOptions::Jupyter(JupyterOptions::default());
                return Some(BackendSpec { backend, limits });
            }
            _ => return None,
        };
        Some(BackendSpec::new(backend))
    }

    /// This spec with `limits`.
    pub fn with_limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// The backend's name (one of [`BACKEND_NAMES`]).
    pub fn name(&self) -> &'static str {
        self.backend.name()
    }

    /// Parse the JSON form.
    pub fn from_json(text: &str) -> Result<Self, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// The JSON form.
    pub fn to_json(&self) -> String {
        // Serializing plain structs of strings, numbers and maps cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// A backend and its own options.
#[derive(Debug, Clone, PartialEq)]
pub enum BackendOptions {
    /// The embedded Python interpreter (`belljar-python`).
    Interpreter(InterpreterOptions),
    /// Real interpreters as subprocesses, sandboxed by default (`belljar-process`).
    Process(ProcessOptions),
    /// Python blocks to the interpreter, every other language to the process backend, each
    /// opened when its first block comes ([`crate::AutoExecutor`]).
    Auto(AutoOptions),
    /// A locked-down container per session (`belljar-docker`, docs/docker.md).
    Docker(DockerOptions),
    /// A local Jupyter kernel per session (`belljar-jupyter`, docs/jupyter.md); a memory
    /// limit is refused unless the kernel runs in the sandbox (`sandbox: true`).
    Jupyter(JupyterOptions),
}

impl BackendOptions {
    /// The backend's name.
    pub fn name(&self) -> &'static str {
        match self {
            BackendOptions::Interpreter(_) => "interpreter",
            BackendOptions::Process(_) => "process",
            BackendOptions::Auto(_) => "auto",
            BackendOptions::Docker(_) => "docker",
            BackendOptions::Jupyter(_) => "jupyter",
        }
    }
}

/// Options of the `interpreter` backend (docs/host.md). Tools are host callbacks, not data:
/// they come with [`crate::Host`].
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct InterpreterOptions {
    /// The modules the code may import; `None` for every module the interpreter has.
    pub allowed_imports: Option<Vec<String>>,
    /// Modules denied whatever `allowed_imports` says (with their submodules).
    pub denied_imports: Vec<String>,
    /// Variables every new session starts with, as JSON values (names must be Python
    /// identifiers).
    pub variables: BTreeMap<String, serde_json::Value>,
    /// Run the session on the thread that calls `execute` instead of an interpreter thread
    /// (`belljar_python::Placement`; the CLI's choice, docs/decisions.md).
    pub on_caller_thread: bool,
}

/// Network access of the process backend's sandbox.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum NetworkSpec {
    /// Loopback only, not the host's.
    #[default]
    None,
    /// The host's network.
    Host,
}

/// Options of the `process` backend (`belljar_process::ProcessConfig`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ProcessOptions {
    /// The working directory; `None` for a temporary one removed when the session closes.
    pub workdir: Option<PathBuf>,
    /// Python blocks in one long-lived CPython session (globals kept, values and
    /// `final_answer` returned) rather than a fresh `python3` per block. Default `true`.
    pub python_sessions: bool,
    /// Run WITHOUT the sandbox, with the user's full access (a warning is printed at open).
    /// Cannot be combined with `mounts` or `network: "host"`, nor with a memory limit.
    pub unsandboxed: bool,
    /// Network access in the sandbox.
    pub network: NetworkSpec,
    /// `HOST:PORT` pairs the code may reach through an HTTP proxy while its sandbox keeps
    /// its own network (`belljar_sandbox::Network::Allow`; `HTTPS_PROXY` and friends are
    /// set for it). Needs `network: "none"`; not unsandboxed.
    pub allow_net: Vec<String>,
    /// Extra bind mounts, `HOST:GUEST[:ro|:rw]` (read-only unless `:rw`).
    pub mounts: Vec<String>,
    /// Interpreter overrides by canonical language name (`"python"` → a venv's `bin/python`).
    pub programs: BTreeMap<String, PathBuf>,
    /// The Python to run Python blocks with (the CLI's `--python`): a venv's `bin/python`
    /// or any interpreter; shorthand for `programs["python"]`.
    pub python: Option<PathBuf>,
    /// An existing virtual environment to run Python blocks in (the CLI's `--venv`), shown
    /// read-only in the sandbox; shorthand for `programs["python"]` = `VENV/bin/python`.
    pub venv: Option<PathBuf>,
    /// Third-party packages, one requirement per entry (the CLI's `--pip` and
    /// `--requirements`), installed once into a cached environment keyed by the normalised
    /// list (with network for the installer only) and used read-only by the session
    /// (`belljar_process::packages`). Not with `venv`, nor unsandboxed.
    pub requirements: Vec<String>,
    /// Python sessions started ahead of need (`None` for the backend's default).
    pub warm_sessions: Option<usize>,
    /// Prepare the next one-shot sandbox in the background after each run. Default `true`.
    pub prepare_sandboxes: bool,
    /// Size of the temporary working directory in bytes (a tmpfs mounted on it; Belljar must
    /// run as root), at least 1 MiB; `None` for the backend's default (256 MiB). Refused with
    /// `workdir` and `unsandboxed`, which cannot be limited.
    pub disk_bytes: Option<u64>,
}

impl Default for ProcessOptions {
    fn default() -> Self {
        ProcessOptions {
            workdir: None,
            python_sessions: true,
            unsandboxed: false,
            network: NetworkSpec::None,
            allow_net: Vec::new(),
            mounts: Vec::new(),
            programs: BTreeMap::new(),
            python: None,
            venv: None,
            requirements: Vec::new(),
            warm_sessions: None,
            prepare_sandboxes: true,
            disk_bytes: None,
        }
    }
}

/// Options of the `docker` backend (`belljar_docker::DockerConfig`; what is not here keeps
/// its secure default).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DockerOptions {
    /// The image (never pulled: it must be on the engine; `scripts/docker-image` builds the
    /// default).
    pub image: String,
    /// The container's network mode: `"none"` unless asked.
    pub network: String,
    /// Python blocks in the long-lived session driver (state kept) rather than one-shot
    /// execs. Default `true`.
    pub python_sessions: bool,
    /// The CPU limit, in CPUs (fractions allowed, at least 0.01). Default 1.
    pub cpus: f64,
    /// The most processes (and threads) the container may have, at least 1. Default 256.
    pub pids: i64,
    /// A host directory bind-mounted as the working directory instead of a volume of the
    /// session's own (never emptied or removed; it must be writable by the container's user
    /// and needs an engine on this machine). Default none.
    pub workdir: Option<PathBuf>,
    /// Third-party packages, one requirement per entry: installed once on the host into a
    /// cached environment (as the process backend does) whose `site-packages` is mounted
    /// read-only into the container; the container keeps its own network (none).
    pub requirements: Vec<String>,
    /// A host virtual environment whose `site-packages` is mounted read-only into the
    /// container (its Python must match the image's version). Not with `requirements`.
    pub venv: Option<PathBuf>,
    /// Size of the working-directory volume in bytes, at least 1 MiB (a tmpfs volume: the
    /// code gets `ENOSPC` past it; it counts as the container's memory); `None` for the
    /// backend's default (256 MiB). Refused with `workdir`, which cannot be limited.
    pub disk_bytes: Option<u64>,
}

impl Default for DockerOptions {
    fn default() -> Self {
        let config = belljar_docker::DockerConfig::default();
        DockerOptions {
            image: config.image,
            network: config.network,
            python_sessions: config.python_sessions,
            cpus: config.nano_cpus as f64 / 1e9,
            pids: config.pids_limit,
            workdir: config.host_dir,
            requirements: Vec::new(),
            venv: None,
            disk_bytes: None,
        }
    }
}

/// Options of the `jupyter` backend (`belljar_jupyter::JupyterConfig`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct JupyterOptions {
    /// The installed kernelspec to start, by name. Default `"python3"`.
    pub kernel: String,
    /// Instead of `kernel`: the IPython kernel of this Python (which must have `ipykernel`).
    pub python: Option<PathBuf>,
    /// Data directories searched for kernelspecs before the standard ones.
    pub kernel_dirs: Vec<PathBuf>,
    /// The kernel's working directory; `None` for a temporary one removed at close.
    pub workdir: Option<PathBuf>,
    /// Where a temporary working directory's rich outputs (figures, HTML) are kept at close;
    /// `None` for a new `belljar-jupyter-outputs-*` directory in the system's temporary
    /// directory (docs/jupyter.md).
    pub output_dir: Option<PathBuf>,
    /// Run the local kernel in Belljar's Linux sandbox (no network, no host files but its
    /// runtime and the working directory); the memory limit is then enforced.
    pub sandbox: bool,
    /// A Jupyter Server or Kernel Gateway (`http://…` or `https://…`) to run the kernel
    /// `kernel` on, instead of starting it here (docs/jupyter.md).
    pub url: Option<String>,
    /// The server's token.
    pub token: Option<String>,
    /// For an `https://` server: a PEM file of the certificate authorities to trust instead
    /// of Mozilla's roots (a private or self-signed certificate).
    pub ca_file: Option<PathBuf>,
}

impl Default for JupyterOptions {
    fn default() -> Self {
        JupyterOptions {
            kernel: "python3".to_string(),
            python: None,
            kernel_dirs: Vec::new(),
            workdir: None,
            output_dir: None,
            sandbox: false,
            url: None,
            token: None,
            ca_file: None,
        }
    }
}

/// Options of the `auto` router: those of the two backends it routes to.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AutoOptions {
    /// For Python blocks.
    pub interpreter: InterpreterOptions,
    /// For every other language (and the session's files).
    pub process: ProcessOptions,
}

/// The wire form of a [`BackendSpec`].
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSpec {
    backend: String,
    #[serde(default, skip_serializing_if = "serde_json::Value::is_null")]
    options: serde_json::Value,
    #[serde(default)]
    limits: Limits,
}

impl TryFrom<RawSpec> for BackendSpec {
    type Error = String;

    fn try_from(raw: RawSpec) -> Result<Self, String> {
        fn options<T: serde::de::DeserializeOwned + Default>(
            backend: &str,
            value: serde_json::Value,
        ) -> Result<T, String> {
            if value.is_null() {
                return Ok(T::default());
            }
            serde_json::from_value(value).map_err(|e| format!("{backend} options: {e}"))
        }
        let backend = match raw.backend.as_str() {
            "interpreter" => BackendOptions::Interpreter(options("interpreter", raw.options)?),
            "process" => BackendOptions::Process(options("process", raw.options)?),
            "auto" => BackendOptions::Auto(options("auto", raw.options)?),
            "docker" => BackendOptions::Docker(options("docker", raw.options)?),
            "jupyter" => BackendOptions::Jupyter(options("jupyter", raw.options)?),
            other => {
                return Err(format!(
                    "unknown backend {other:?}; the names are: {}",
                    BACKEND_NAMES.join(", ")
                ));
            }
        };
        Ok(BackendSpec {
            backend,
            limits: raw.limits,
        })
    }
}

impl From<BackendSpec> for RawSpec {
    fn from(spec: BackendSpec) -> Self {
        let to_value = |v: Result<serde_json::Value, serde_json::Error>| v.unwrap_or_default();
        let options = match &spec.backend {
            BackendOptions::Interpreter(o) => to_value(serde_json::to_value(o)),
            BackendOptions::Process(o) => to_value(serde_json::to_value(o)),
            BackendOptions::Auto(o) => to_value(serde_json::to_value(o)),
            BackendOptions::Docker(o) => to_value(serde_json::to_value(o)),
            BackendOptions::Jupyter(o) => to_value(serde_json::to_value(o)),
        };
        RawSpec {
            backend: spec.backend.name().to_string(),
            options,
            limits: spec.limits,
        }
    }
}
