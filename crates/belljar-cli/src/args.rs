//! Command-line arguments (clap derive) and their conversion into execution options.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Duration;

use belljar::{ExecOptions, Limits};
use clap::{Args, Parser, Subcommand};

/// Run code written by LLM agents: safely, fast, with results an agent can use.
#[derive(Debug, Parser)]
#[command(name = "belljar", version, about)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run one program (a file, or standard input with `-`).
    Run(RunArgs),
    /// Extract the code blocks from an LLM message and run them in order in one session.
    Exec(ExecArgs),
    /// Print the code blocks an LLM message holds.
    Extract(ExtractArgs),
    /// Print the language table: names, aliases, and how each one runs.
    Languages(LanguagesArgs),
    /// Print which sandbox features this machine supports.
    SandboxCheck,
    /// An interactive Python session (lines from standard input; `exit()` or Ctrl-D leaves).
    Repl(ReplArgs),
    /// Serve `belljar run --backend process` commands of this user from sandboxes prepared
    /// ahead, until SIGINT or SIGTERM (docs/cli.md, "The broker").
    Broker(BrokerArgs),
}

/// Options of `belljar broker`.
#[derive(Debug, Args)]
pub struct BrokerArgs {
    /// The socket to listen on (default: `$BELLJAR_BROKER`, else
    /// `$XDG_RUNTIME_DIR/belljar/broker.sock`, else `/tmp/belljar-UID/broker.sock`; a
    /// `belljar run` looks in the same place).
    #[arg(long, value_name = "PATH")]
    pub socket: Option<PathBuf>,
}

/// Options shared by `run` and `exec`.
#[derive(Debug, Args)]
pub struct CommonArgs {
    /// The backend: `interpreter` (the embedded Python interpreter; the default for Python
    /// with `run`), `process` (real interpreters as subprocesses; the default for other
    /// languages), `docker` (a locked-down container) or `auto` (Python blocks to the
    /// interpreter, the others to the process backend; the default of `exec`).
    #[arg(long, short = 'b', value_name = "BACKEND")]
    pub backend: Option<String>,
    /// Show each block and ask on the terminal (y/N) before running it; a refused block is a
    /// `Refused` error and stops the batch. Without a terminal to ask on, nothing runs.
    #[arg(long)]
    pub confirm: bool,
    /// Memory limit, e.g. `512MiB` (interpreter: bytes the session allocates).
    #[arg(long, value_name = "SIZE")]
    pub memory: Option<String>,
    /// Instruction budget for the interpreter backend.
    #[arg(long, value_name = "N")]
    pub max_instructions: Option<u64>,
    /// Process backend: network access, `none` (loopback only, not the host's) or `host`.
    #[arg(long, value_name = "none|host", value_parser = ["none", "host"], default_value = "none")]
    pub network: String,
    /// Process backend: let the code reach `HOST:PORT` (a name, an IPv4 address or a
    /// bracketed IPv6 address, and a port) through an HTTP proxy, and nothing else: the
    /// sandbox keeps its own network; `HTTPS_PROXY`, `HTTP_PROXY` and `ALL_PROXY` name the
    /// proxy. A name that resolves to a private or loopback address is refused unless that
    /// address is listed too (repeatable; not with `--network host`).
    #[arg(long, value_name = "HOST:PORT")]
    pub allow_net: Vec<String>,
    /// Process backend: bind a host path into the sandbox, `HOST:GUEST` (read-only) or
    /// `HOST:GUEST:rw` (writable) (repeatable).
    #[arg(long, value_name = "HOST:GUEST[:rw]")]
    pub mount: Vec<String>,
    /// Process and docker backends: size of the working directory, e.g. `64MiB` (a tmpfs,
    /// counted as memory: the code gets ENOSPC past it, or past one file per 8 KiB of it;
    /// process: needs root). Default 256MiB. Refused with `--workdir` and `--unsandboxed`.
    #[arg(long, value_name = "SIZE")]
    pub disk: Option<String>,
    /// Process backend: the Python to run Python code with (a virtual environment's
    /// `bin/python`, or any interpreter).
    #[arg(long, value_name = "PATH", conflicts_with = "venv")]
    pub python: Option<PathBuf>,
    /// Process and docker backends: run Python code in this existing virtual environment
    /// (shown read-only to the code; docker: its site-packages is mounted read-only).
    #[arg(long, value_name = "DIR")]
    pub venv: Option<PathBuf>,
    /// Process and docker backends: install the packages this requirements file lists (one
    /// requirement per line; no pip options) into a cached environment, once, with network
    /// for the installer only; the code keeps its own network setting. Repeatable.
    #[arg(long, value_name = "FILE", conflicts_with = "venv")]
    pub requirements: Vec<PathBuf>,
    /// Process and docker backends: like --requirements, one requirement given here (e.g.
    /// `tabulate` or `attrs>=23`). Repeatable.
    #[arg(long, value_name = "PKG", conflicts_with = "venv")]
    pub pip: Vec<String>,
    /// Process backend: run WITHOUT the sandbox, with your user's full access to files and
    /// network (prints a warning).
    #[arg(long)]
    pub unsandboxed: bool,
    /// Wall-clock limit per execution, in seconds (fractions allowed; 0 = none).
    #[arg(long, value_name = "SECS", default_value = "60")]
    pub timeout: f64,
    /// Cap on each of stdout and stderr, e.g. `64KiB`, `1MiB`.
    #[arg(long, value_name = "SIZE", default_value = "1MiB")]
    pub max_output: String,
    /// Environment variable for the code, `KEY=VALUE` (repeatable). Nothing else of Belljar's
    /// environment reaches it.
    #[arg(long = "env", short = 'e', value_name = "KEY=VALUE")]
    pub env: Vec<String>,
    /// Jupyter backend: the kernelspec to start, by name (default `python3`).
    #[arg(long, value_name = "NAME")]
    pub kernel: Option<String>,
    /// Jupyter backend: run the kernel on this Jupyter Server or Kernel Gateway (`http://…`
    /// or `https://…`) instead of starting it here.
    #[arg(long, value_name = "URL")]
    pub jupyter_url: Option<String>,
    /// Jupyter backend: the server's token.
    #[arg(long, value_name = "TOKEN")]
    pub jupyter_token: Option<String>,
    /// Jupyter backend: for an `https://` server, trust the certificate authorities of this
    /// PEM file instead of Mozilla's roots (a private or self-signed certificate).
    #[arg(long, value_name = "FILE")]
    pub jupyter_ca: Option<std::path::PathBuf>,
    /// Jupyter backend: run the local kernel in Belljar's Linux sandbox (no network, no host
    /// files but its runtime and the working directory; the memory limit is enforced).
    #[arg(long)]
    pub jupyter_sandbox: bool,
    /// Docker backend: the image (default `belljar/python:bookworm`, built by
    /// `scripts/docker-image`; never pulled).
    #[arg(long, value_name = "IMAGE")]
    pub image: Option<String>,
    /// Docker backend: the CPU limit in CPUs, fractions allowed (default 1).
    #[arg(long, value_name = "N")]
    pub cpus: Option<f64>,
    /// Docker backend: the most processes and threads the container may have (default 256).
    #[arg(long, value_name = "N")]
    pub pids: Option<i64>,
    /// Working directory for the session (default: a temporary one, removed afterwards; with
    /// the docker backend, a host directory bind-mounted as the container's working directory).
    #[arg(long, value_name = "DIR")]
    pub workdir: Option<PathBuf>,
    /// Copy a host file into the session's working directory before running, as GUEST
    /// (default: its file name). Repeatable.
    #[arg(long, value_name = "HOST[:GUEST]")]
    pub put: Vec<String>,
    /// Copy a file out of the session's working directory after running, to HOST (default: its
    /// file name in the current directory). Repeatable.
    #[arg(long, value_name = "GUEST[:HOST]")]
    pub get: Vec<String>,
    /// How Python blocks run on the process backend: `session` (one interpreter keeps its
    /// globals across blocks, returns the last value and final_answer) or `oneshot` (a fresh
    /// `python3 FILE` per block). Default: `oneshot` for `run`, `session` for `exec`.
    #[arg(long, value_name = "MODE", value_parser = ["session", "oneshot"])]
    pub mode: Option<String>,
    /// Interpreter backend: a tool the code calls as `NAME(...)`, answered by running
    /// `sh -c COMMAND` with `{"args": [...], "kwargs": {...}}` on stdin and one JSON value on
    /// stdout (a non-zero exit raises its stderr as an exception). Repeatable.
    #[arg(long, value_name = "NAME=COMMAND")]
    pub tool: Vec<String>,
    /// Interpreter backend: a variable the code starts with, `NAME=JSON`. Repeatable.
    #[arg(long, value_name = "NAME=JSON")]
    pub var: Vec<String>,
    /// Interpreter backend: allow only these modules to be imported (repeatable; `*` = all).
    #[arg(long, value_name = "MODULE")]
    pub allow_import: Vec<String>,
    /// Interpreter backend: deny this module and its submodules (repeatable).
    #[arg(long, value_name = "MODULE")]
    pub deny_import: Vec<String>,
}

impl CommonArgs {
    /// The execution options these arguments ask for (the environment; limits are the
    /// session's: [`CommonArgs::limits`]).
    pub fn exec_options(&self) -> Result<ExecOptions, String> {
        let mut env = BTreeMap::new();
        for pair in &self.env {
            let Some((key, value)) = pair.split_once('=') else {
                return Err(format!("--env {pair:?}: expected KEY=VALUE"));
            };
            if key.is_empty() {
                return Err(format!("--env {pair:?}: the name is empty"));
            }
            env.insert(key.to_string(), value.to_string());
        }
        Ok(ExecOptions { env, events: None })
    }

    /// The session's limits these arguments ask for: `--timeout`, `--max-output`, `--memory`
    /// (default [`belljar::limits::DEFAULT_MEMORY_BYTES`]) and `--max-instructions`.
    pub fn limits(&self) -> Result<Limits, String> {
        let timeout = parse_timeout(self.timeout)?;
        let max_output_bytes = parse_size(&self.max_output)
            .and_then(|n| {
                if n > MAX_OUTPUT_CAP {
                    Err(format!("at most {MAX_OUTPUT_CAP} bytes (1GiB)"))
                } else {
                    usize::try_from(n).map_err(|_| "too large".to_string())
                }
            })
            .map_err(|e| format!("--max-output {:?}: {e}", self.max_output))?;
        let memory_bytes = match self.memory_bytes()? {
            Some(bytes) => Some(bytes),
            None => Limits::default().memory_bytes,
        };
        Ok(Limits {
            timeout,
            max_output_bytes,
            memory_bytes,
            max_instructions: self.max_instructions,
            max_recursion: None,
        })
    }

    /// The `--disk` size in bytes, if one was given (at least 1 MiB).
    pub fn disk_bytes(&self) -> Result<Option<u64>, String> {
        self.disk
            .as_deref()
            .map(|d| {
                parse_size(d)
                    .and_then(|n| {
                        if n < MIN_MEMORY_BYTES {
                            Err(format!("at least {MIN_MEMORY_BYTES} bytes (1MiB)"))
                        } else {
                            Ok(n)
                        }
                    })
                    .map_err(|e| format!("--disk {d:?}: {e}"))
            })
            .transpose()
    }

    /// The requirements of `--requirements` files and `--pip`, as lines.
    pub fn requirement_lines(&self) -> Result<Vec<String>, String> {
        /// A requirements file larger than this is refused (it is a list of names).
        const MAX_REQUIREMENTS_BYTES: u64 = 1 << 20;
        let mut lines = Vec::new();
        for file in &self.requirements {
            let shown = file.display();
            let meta =
                std::fs::metadata(file).map_err(|e| format!("--requirements {shown}: {e}"))?;
            if !meta.is_file() {
                return Err(format!("--requirements {shown}: not a regular file"));
            }
            if meta.len() > MAX_REQUIREMENTS_BYTES {
                return Err(format!("--requirements {shown}: larger than 1 MiB"));
            }
            let text = std::fs::read_to_string(file)
                .map_err(|e| format!("--requirements {shown}: {e}"))?;
            lines.extend(text.lines().map(str::to_string));
        }
        lines.extend(self.pip.iter().cloned());
        Ok(lines)
    }

    /// Whether any of `--python`, `--venv`, `--requirements`, `--pip` was given.
    pub fn any_python_env(&self) -> bool {
        self.python.is_some()
            || self.venv.is_some()
            || !self.requirements.is_empty()
            || !self.pip.is_empty()
    }

    /// The memory limit in bytes, if one was given.
    pub fn memory_bytes(&self) -> Result<Option<u64>, String> {
        self.memory
            .as_deref()
            .map(|m| {
                parse_size(m)
                    .and_then(|n| {
                        if n < MIN_MEMORY_BYTES {
                            Err(format!("at least {MIN_MEMORY_BYTES} bytes (1MiB)"))
                        } else {
                            Ok(n)
                        }
                    })
                    .map_err(|e| format!("--memory {m:?}: {e}"))
            })
            .transpose()
    }
}

/// `belljar run`.
#[derive(Debug, Args)]
pub struct RunArgs {
    #[command(flatten)]
    pub common: CommonArgs,
    /// The language (default: from the file's extension, else python).
    #[arg(long, short = 'l', value_name = "LANG")]
    pub lang: Option<String>,
    /// Print the result as one JSON object instead of the program's own output.
    #[arg(long, conflicts_with = "events")]
    pub json: bool,
    /// Print one JSON object per line as things happen: output chunks, then the result
    /// (`docs/json.md`).
    #[arg(long)]
    pub events: bool,
    /// The program; `-` or nothing for standard input.
    #[arg(value_name = "FILE")]
    pub file: Option<String>,
}

/// `belljar exec`.
#[derive(Debug, Args)]
pub struct ExecArgs {
    #[command(flatten)]
    pub common: CommonArgs,
    /// Print one JSON object holding the blocks and their results.
    #[arg(long, conflicts_with = "events")]
    pub json: bool,
    /// Print one JSON object per line as things happen: for each block a `block` event, its
    /// output chunks and its `result` (`docs/json.md`).
    #[arg(long)]
    pub events: bool,
    /// A file holding the LLM message; `-` or nothing for standard input.
    #[arg(value_name = "MESSAGE")]
    pub message: Option<String>,
}

/// `belljar repl`.
#[derive(Debug, Args)]
pub struct ReplArgs {
    #[command(flatten)]
    pub common: CommonArgs,
}

/// `belljar extract`.
#[derive(Debug, Args)]
pub struct ExtractArgs {
    /// Print the blocks as a JSON array of `{"language", "code"}`.
    #[arg(long)]
    pub json: bool,
    /// A file holding the LLM message; `-` or nothing for standard input.
    #[arg(value_name = "MESSAGE")]
    pub message: Option<String>,
}

/// `belljar languages`.
#[derive(Debug, Args)]
pub struct LanguagesArgs {
    /// Print the table as JSON.
    #[arg(long)]
    pub json: bool,
}

/// The longest `--timeout`: 30 days (a longer one is a typo, and would overflow clocks).
pub const MAX_TIMEOUT_SECS: f64 = 30.0 * 24.0 * 3600.0;

/// The largest `--max-output`: 1 GiB per stream.
pub const MAX_OUTPUT_CAP: u64 = 1 << 30;

/// The smallest `--memory`: 1 MiB (less cannot start any backend).
pub const MIN_MEMORY_BYTES: u64 = 1 << 20;

/// `--timeout SECS` as a duration (`None` for 0): finite, not negative, at most
/// [`MAX_TIMEOUT_SECS`].
pub fn parse_timeout(secs: f64) -> Result<Option<Duration>, String> {
    if !secs.is_finite() || secs < 0.0 {
        return Err(format!(
            "--timeout must be a number of seconds (0 for none), not {secs}"
        ));
    }
    if secs > MAX_TIMEOUT_SECS {
        return Err(format!(
            "--timeout {secs}: at most {MAX_TIMEOUT_SECS} seconds (30 days); 0 means none"
        ));
    }
    Ok((secs > 0.0).then(|| Duration::from_secs_f64(secs)))
}

/// Parse a size such as `512MiB`, `10MB`, `64k` or `1000` into bytes.
pub fn parse_size(text: &str) -> Result<u64, String> {
    let text = text.trim();
    let split = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == '_'))
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let number: f64 = number
        .replace('_', "")
        .parse()
        .map_err(|_| "expected a size such as 512MiB, 10MB or 4096".to_string())?;
    let multiplier: u64 = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1,
        "k" | "kb" => 1_000,
        "kib" => 1 << 10,
        "m" | "mb" => 1_000_000,
        "mib" => 1 << 20,
        "g" | "gb" => 1_000_000_000,
        "gib" => 1 << 30,
        "t" | "tb" => 1_000_000_000_000,
        "tib" => 1 << 40,
        other => {
            return Err(format!(
                "unknown unit {other:?} (use B, KB, KiB, MB, MiB, GB, GiB)"
            ));
        }
    };
    let bytes = number * multiplier as f64;
    // `u64::MAX as f64` rounds up to 2^64, which itself does not fit.
    if !bytes.is_finite() || bytes < 0.0 || bytes >= u64::MAX as f64 {
        return Err("out of range".to_string());
    }
    Ok(bytes as u64)
}

#[cfg(test)]
mod tests {
    use super::{parse_size, parse_timeout};
    use std::time::Duration;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("4096"), Ok(4096));
        assert_eq!(parse_size("512MiB"), Ok(512 << 20));
        assert_eq!(parse_size("10MB"), Ok(10_000_000));
        assert_eq!(parse_size("1.5KiB"), Ok(1536));
        assert_eq!(parse_size("2 GiB"), Ok(2 << 30));
        assert!(parse_size("ten").is_err());
        assert!(parse_size("5 parsecs").is_err());
        assert!(parse_size("18446744073709551616").is_err());
        assert!(parse_size("1e300").is_err());
        assert!(parse_size("-1").is_err());
        assert!(parse_size("").is_err());
    }

    #[test]
    fn timeouts() {
        assert_eq!(parse_timeout(0.0), Ok(None));
        assert_eq!(parse_timeout(1.5), Ok(Some(Duration::from_millis(1500))));
        for bad in [1e300, 18446744073709551616.0, -1.0, f64::NAN, f64::INFINITY] {
            assert!(parse_timeout(bad).is_err(), "{bad}");
        }
    }
}
