//! `pygen`: prints programs from the grammar-aware generator, to look at them, to check them
//! with `python3`, or to see which program a fuzzer input decodes to.
//!
//! ```text
//! pygen [COUNT] [--seed N] [--len BYTES] [--out DIR [--bytes]]
//!                                   COUNT programs from seeds N, N+1, ... (random inputs)
//! pygen --from FILE                 the program FILE's bytes decode to (a fuzzer artifact)
//! ```
//! Without `--out`, programs go to stdout, each after a `# --- seed N ---` line; with it, each
//! is written to `DIR/seed_N.py`, or with `--bytes` the random input itself to `DIR/seed_N`
//! (a starting corpus for the `interpreter_grammar` fuzz target).

use std::io::Write;
use std::process::ExitCode;

fn usage() -> ExitCode {
    eprintln!(
        "usage: pygen [COUNT] [--seed N] [--len BYTES] [--out DIR [--bytes]] | pygen --from FILE"
    );
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let mut count: u64 = 10;
    let mut seed: u64 = 0;
    let mut len: usize = 4096;
    let mut out_dir: Option<String> = None;
    let mut raw = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next();
        match arg.as_str() {
            "--from" => {
                let Some(path) = value() else { return usage() };
                return match std::fs::read(&path) {
                    Ok(bytes) => {
                        let program = belljar_pygen::generate(&bytes);
                        // A closed pipe (`pygen --from F | head`) is not an error.
                        let _ = std::io::stdout().lock().write_all(program.as_bytes());
                        ExitCode::SUCCESS
                    }
                    Err(err) => {
                        eprintln!("pygen: {path}: {err}");
                        ExitCode::FAILURE
                    }
                };
            }
            "--seed" => match value().and_then(|v| v.parse().ok()) {
                Some(v) => seed = v,
                None => return usage(),
            },
            "--len" => match value().and_then(|v| v.parse().ok()) {
                Some(v) => len = v,
                None => return usage(),
            },
            "--bytes" => raw = true,
            "--out" => match value() {
                Some(v) => out_dir = Some(v),
                None => return usage(),
            },
            other => match other.parse() {
                Ok(v) => count = v,
                Err(_) => return usage(),
            },
        }
    }
    if let Some(dir) = &out_dir
        && let Err(err) = std::fs::create_dir_all(dir)
    {
        eprintln!("pygen: {dir}: {err}");
        return ExitCode::FAILURE;
    }
    let mut stdout = std::io::stdout().lock();
    for s in seed..seed.saturating_add(count) {
        let input = belljar_pygen::seed_input(s, len);
        let program = belljar_pygen::generate(&input);
        match &out_dir {
            Some(dir) => {
                let (path, contents) = if raw {
                    (format!("{dir}/seed_{s}"), input)
                } else {
                    (format!("{dir}/seed_{s}.py"), program.into_bytes())
                };
                if let Err(err) = std::fs::write(&path, contents) {
                    eprintln!("pygen: {path}: {err}");
                    return ExitCode::FAILURE;
                }
            }
            None => {
                if write!(stdout, "# --- seed {s} ---\n{program}").is_err() {
                    // The reader went away (`pygen 100 | head`): stop quietly.
                    return ExitCode::SUCCESS;
                }
            }
        }
    }
    ExitCode::SUCCESS
}
