//! The `belljar` command line: a thin layer over the library crates.
//!
//! `belljar run` runs one program, `belljar exec` runs the code blocks of an LLM message,
//! `belljar extract` shows the blocks a message holds, `belljar languages` the language table,
//! `belljar repl` is an interactive session.
//! The exit-code contract is documented in `docs/cli.md`.

/// `println!` that ignores a closed pipe (`belljar languages | head` must not panic).
macro_rules! outln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout().lock(), $($arg)*);
    }};
}

mod args;
mod backends;
#[cfg(target_os = "linux")]
mod broker;
mod confirm;
mod early;
mod host;
mod input;
mod repl;
mod report;

use std::process::ExitCode;

use belljar::result::exit_codes;
use belljar::{CancellationToken, CodeBlock};
use clap::Parser;

use args::{Cli, Command, ExecArgs, ExtractArgs, LanguagesArgs, RunArgs};

/// Counts what the embedded interpreter allocates, so its memory limit measures real bytes.
#[global_allocator]
static ALLOCATOR: belljar_python::alloc::CountingAlloc = belljar_python::alloc::CountingAlloc;

fn main() -> ExitCode {
    early::restore_inherited();
    // A `belljar run` served by a broker ends here, before any of the command's own start-up.
    if let Some(code) = belljar_client::run_through_broker(std::env::args_os().collect()) {
        exit_now(code.clamp(0, 255))
    }
    let cli = Cli::parse();
    let code = match cli.command {
        Command::Run(args) => {
            // The process backend only awaits (pipes, the sandbox's pidfd and done pipe,
            // timers): one thread drives it, with no worker threads to start and hand the
            // output across. The interpreter runs Python on this thread and needs a worker
            // for Ctrl-C (docs/decisions.md); the other backends keep the default too.
            let one_thread = args.common.backend.as_deref() == Some("process");
            let code = block_on(run(args, &mut OwnRun), one_thread, false);
            exit_now(code.clamp(0, 255))
        }
        Command::Exec(args) => block_on(exec(args), false, true),
        Command::Extract(args) => extract(args),
        Command::Languages(args) => languages(args),
        Command::SandboxCheck => sandbox_check(),
        Command::Repl(args) => block_on(repl::repl(args), false, true),
        #[cfg(target_os = "linux")]
        Command::Broker(args) => broker::server::serve(args),
        #[cfg(not(target_os = "linux"))]
        Command::Broker(_) => fail("the broker needs Linux"),
    };
    ExitCode::from(code.clamp(0, 255) as u8)
}

/// Ends the process with `code` once standard output is flushed, without the C library's exit
/// handlers: for `belljar run`, which has closed its executor (files removed, sandbox reaped
/// or left to its own outer process, which removes its cgroups) and printed everything, they
/// would only have mimalloc hand its memory back to the kernel page by page and run the
/// libraries' destructors — time the caller waits for and nothing needs.
fn exit_now(code: i32) -> ! {
    use std::io::Write as _;
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    // SAFETY: `_exit` ends the process; nothing after this point needed to run.
    unsafe { libc::_exit(code) }
}

/// Run a future on a fresh runtime: multi-threaded, or driven by this thread alone when
/// `one_thread`. With `join` false the runtime's threads are not waited for afterwards (the
/// process exits next and ends them): for `belljar run`, whose future closes its executor
/// itself and leaves no task behind, joining idle threads would only add their wake-ups to
/// the time the user waits.
fn block_on(future: impl std::future::Future<Output = i32>, one_thread: bool, join: bool) -> i32 {
    let mut builder = if one_thread {
        tokio::runtime::Builder::new_current_thread()
    } else {
        tokio::runtime::Builder::new_multi_thread()
    };
    match builder.enable_all().build() {
        Ok(runtime) => {
            let code = runtime.block_on(future);
            if join {
                drop(runtime);
            } else {
                runtime.shutdown_background();
            }
            code
        }
        Err(err) => fail(&format!("cannot start the async runtime: {err}")),
    }
}

/// Print `belljar: error: …` and return the usage exit code.
fn fail(message: &str) -> i32 {
    eprintln!("belljar: error: {message}");
    exit_codes::USAGE
}

/// Read a program or message: a regular file, or standard input for `-` or no path; at most
/// [`input::MAX_SOURCE_BYTES`], UTF-8.
fn read_input(path: Option<&str>) -> Result<String, String> {
    let (what, bytes) = match path {
        None | Some("-") => (
            "standard input".to_string(),
            input::read_stdin(input::MAX_SOURCE_BYTES),
        ),
        Some(path) => (
            path.to_string(),
            input::read_regular_file(path, input::MAX_SOURCE_BYTES),
        ),
    };
    let bytes = bytes.map_err(|e| format!("reading {what}: {e}"))?;
    String::from_utf8(bytes).map_err(|_| format!("reading {what}: it is not valid UTF-8"))
}

/// A token cancelled by Ctrl-C.
fn ctrl_c_token() -> CancellationToken {
    let token = CancellationToken::new();
    let trigger = token.clone();
    tokio::spawn(async move {
        if tokio::signal::ctrl_c().await.is_ok() {
            host::INTERRUPTED.store(true, std::sync::atomic::Ordering::Relaxed);
            trigger.cancel();
        }
    });
    token
}

/// Where `belljar run` gets its executor and its cancellation from: a command of its own
/// ([`OwnRun`]), or the broker serving a client (`broker::server`).
pub(crate) trait RunPlace {
    /// The token that cancels the run (Ctrl-C of the command, or of the broker's client).
    fn cancel(&mut self) -> CancellationToken;
    /// An executor for `backend` as `common` asks, in one-shot mode by default.
    async fn open(
        &mut self,
        common: &args::CommonArgs,
        backend: &str,
    ) -> Result<Box<dyn belljar::Executor>, String>;
    /// The run is over (its files fetched): close `executor`, or keep it for the next run.
    async fn finish(&mut self, executor: Box<dyn belljar::Executor>);
}

/// The place of a `belljar run` command: a fresh executor, closed at the end; Ctrl-C cancels.
struct OwnRun;

impl RunPlace for OwnRun {
    fn cancel(&mut self) -> CancellationToken {
        ctrl_c_token()
    }

    async fn open(
        &mut self,
        common: &args::CommonArgs,
        backend: &str,
    ) -> Result<Box<dyn belljar::Executor>, String> {
        backends::open(common, backend, "oneshot")
    }

    async fn finish(&mut self, mut executor: Box<dyn belljar::Executor>) {
        let _ = executor.close().await;
    }
}

/// The language `belljar run` runs its program as (`--lang`, or from the file's extension),
/// by its table name when it has one.
pub(crate) fn run_language(args: &RunArgs) -> String {
    let language = match args.lang.clone() {
        Some(lang) => lang,
        None => backends::language_of_path(args.file.as_deref()),
    };
    belljar::language::lookup(&language).map_or(language, |l| l.name.to_string())
}

/// The backend `belljar run` runs its program on (`--backend`, or the language's default).
pub(crate) fn run_backend(args: &RunArgs) -> String {
    let language = run_language(args);
    backends::backend_name(&args.common, backends::default_backend(&language)).to_string()
}

async fn run(args: RunArgs, place: &mut impl RunPlace) -> i32 {
    let source = match read_input(args.file.as_deref()) {
        Ok(source) => source,
        Err(err) => return fail(&err),
    };
    let block = CodeBlock::new(run_language(&args), source);
    let mut options = match args.common.exec_options() {
        Ok(options) => options,
        Err(err) => return fail(&err),
    };
    let backend = run_backend(&args);
    let backend = backend.as_str();
    let plain_interpreter = !args.json
        && !args.events
        && !args.common.confirm
        && block.language == "python"
        && backend == "interpreter"
        && args.common.put.is_empty()
        && args.common.get.is_empty()
        && !args.common.any_python_env();
    if plain_interpreter {
        return run_script_like_python3(&args, &block.code);
    }
    let mut executor = match place.open(&args.common, backend).await {
        Ok(executor) => executor,
        Err(err) => return fail(&err),
    };
    if let Err(err) = backends::put_files(executor.as_mut(), &args.common.put).await {
        place.finish(executor).await;
        return fail(&err);
    }
    // Output is shown as the code prints it, unless one JSON object is asked for.
    if args.events {
        options.events = Some(report::json_lines_sink());
    } else if !args.json {
        options.events = Some(report::live_text_sink());
    }
    let cancel = place.cancel();
    let result = executor.execute(&block, &options, &cancel).await;
    let fetched = backends::get_files(executor.as_mut(), &args.common.get).await;
    place.finish(executor).await;
    if args.json {
        report::print_json(&result);
    } else if !args.events {
        report::print_error_note(&result);
    }
    if let Err(err) = fetched {
        return fail(&err);
    }
    report::exit_code(&result)
}

/// `belljar run --backend interpreter FILE`: print exactly what `python3 FILE` prints.
fn run_script_like_python3(args: &RunArgs, source: &str) -> i32 {
    // The same checks as every other path: options of other backends are refused.
    if let Err(err) = backends::spec(&args.common, "interpreter", "oneshot") {
        return fail(&err);
    }
    let limits = match backends::interpreter_limits(&args.common) {
        Ok(limits) => limits,
        Err(err) => return fail(&err),
    };
    let name = match args.file.as_deref() {
        None | Some("-") => "<stdin>",
        Some(path) => path,
    };
    let host = match host::HostFlags::parse(&args.common, limits.timeout) {
        Ok(host) => host,
        Err(err) => return fail(&err),
    };
    // Output is printed as the program writes it (line by line, at once on flush), as
    // python3 prints to a terminal; the output kept in `ScriptOutput` was shown already.
    let output = belljar_python::run_script_with(source, name, &limits, move |session| {
        session.set_events(Some(report::live_text_sink()));
        host.apply(session)
    });
    output.exit_code
}

async fn exec(args: ExecArgs) -> i32 {
    let message = match read_input(args.message.as_deref()) {
        Ok(message) => message,
        Err(err) => return fail(&err),
    };
    let blocks = belljar::extract(&message);
    let mut options = match args.common.exec_options() {
        Ok(options) => options,
        Err(err) => return fail(&err),
    };
    // One session for the whole message; by default the `auto` router: Python blocks in the
    // interpreter, the others in the process backend (each opened at its first block).
    let backend = backends::backend_name(&args.common, "auto");
    let mut executor = match backends::open(&args.common, backend, "session") {
        Ok(executor) => executor,
        Err(err) => return fail(&err),
    };
    if let Err(err) = backends::put_files(executor.as_mut(), &args.common.put).await {
        let _ = executor.close().await;
        return fail(&err);
    }
    let cancel = ctrl_c_token();
    if args.events {
        options.events = Some(report::json_lines_sink());
    } else if !args.json {
        options.events = Some(report::live_text_sink());
        if blocks.is_empty() {
            eprintln!("belljar: the message holds no code blocks");
        }
    }
    // The blocks run in order, stopping after the first that does not succeed (as
    // `Executor::execute_all`), each announced before its output.
    let mut results = Vec::with_capacity(blocks.len());
    for (index, block) in blocks.iter().enumerate() {
        if args.events {
            report::print_json_line(&serde_json::json!({
                "event": "block",
                "index": index,
                "language": block.language,
                "code": block.code,
            }));
        } else if !args.json {
            eprintln!("--- block {} ({}) ---", index + 1, block.language);
        }
        let result = executor.execute(block, &options, &cancel).await;
        if !args.json && !args.events {
            report::print_error_note(&result);
            if result.status != belljar::Status::Ok {
                eprintln!("--- block {}: {} ---", index + 1, result.status.as_str());
            }
        }
        let go_on = result.status.continues_batch();
        results.push(result);
        if !go_on {
            break;
        }
    }
    let fetched = backends::get_files(executor.as_mut(), &args.common.get).await;
    let _ = executor.close().await;
    if args.json {
        report::print_exec_json(&blocks, &results);
    } else if !args.events && results.len() < blocks.len() {
        eprintln!(
            "--- {} later block(s) not run: block {} did not succeed ---",
            blocks.len() - results.len(),
            results.len()
        );
    }
    if let Err(err) = fetched {
        return fail(&err);
    }
    results.last().map_or(exit_codes::OK, report::exit_code)
}

fn extract(args: ExtractArgs) -> i32 {
    let message = match read_input(args.message.as_deref()) {
        Ok(message) => message,
        Err(err) => return fail(&err),
    };
    let blocks = belljar::extract(&message);
    if args.json {
        match serde_json::to_string_pretty(&blocks) {
            Ok(json) => outln!("{json}"),
            Err(err) => return fail(&err.to_string()),
        }
    } else {
        for (index, block) in blocks.iter().enumerate() {
            outln!("--- block {} ({}) ---", index + 1, block.language);
            outln!("{}", block.code.trim_end_matches('\n'));
        }
    }
    exit_codes::OK
}

fn sandbox_check() -> i32 {
    let report = belljar_process::sandbox_check();
    outln!("{}", report.to_string().trim_end());
    if report.sandbox_usable {
        exit_codes::OK
    } else {
        outln!("the process backend cannot sandbox here; only --unsandboxed would run");
        exit_codes::ERROR
    }
}

fn languages(args: LanguagesArgs) -> i32 {
    let table = belljar::language::LANGUAGES;
    if args.json {
        match serde_json::to_string_pretty(table) {
            Ok(json) => outln!("{json}"),
            Err(err) => return fail(&err.to_string()),
        }
        return exit_codes::OK;
    }
    outln!(
        "{:<12} {:<10} {:<28} aliases",
        "language",
        "runs",
        "program"
    );
    for lang in table {
        let (runs, program) = match lang.runner {
            belljar::Runner::Program { program, args } => (
                "yes",
                format!("{program} {}", args.join(" ")).trim().to_string(),
            ),
            belljar::Runner::NotExecutable => ("never", "(data: reported only)".to_string()),
        };
        outln!(
            "{:<12} {:<10} {:<28} {}",
            lang.name,
            runs,
            program,
            lang.aliases.join(", ")
        );
    }
    exit_codes::OK
}
