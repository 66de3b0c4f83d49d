//! `belljar-run ARGS`: `belljar run ARGS` in a binary a fraction of `belljar`'s size, for a
//! machine where a `belljar broker` runs (docs/cli.md). It hands the run to the broker
//! (`belljar_client`); when no broker serves it, it becomes `belljar run ARGS` — the `belljar`
//! beside it, else the one on `PATH` — so it can stand in for `belljar run` anywhere.
//!
//! It is a separate binary because most of what a `belljar run` served by a broker still
//! costs is starting `belljar` itself (loading and relocating a large position-independent
//! binary, its allocator and runtime): this one starts like a "hello world" — faster still
//! when linked statically (`cargo rustc --release -p belljar-cli --bin belljar-run -- -C
//! target-feature=+crt-static`, docs/cli.md), which it is built to allow: it uses nothing of
//! the C library that static linking leaves out (name services, `dlopen`).

use std::ffi::OsString;
use std::os::unix::process::CommandExt as _;
use std::path::PathBuf;

fn main() {
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let mut argv = vec![OsString::from("belljar-run"), OsString::from("run")];
    argv.extend(args.iter().cloned());
    if let Some(code) = belljar_client::run_through_broker(argv) {
        std::process::exit(code.clamp(0, 255));
    }
    let belljar = std::env::current_exe()
        .ok()
        .map(|exe| exe.with_file_name("belljar"))
        .filter(|sibling| sibling.is_file())
        .unwrap_or_else(|| PathBuf::from("belljar"));
    // The broker declined or is not there: `belljar` need not ask it again.
    let err = std::process::Command::new(&belljar)
        .arg("run")
        .args(&args)
        .env(belljar_client::SOCKET_VAR, "")
        .exec();
    eprintln!(
        "belljar-run: error: cannot run {}: {err}",
        belljar.display()
    );
    std::process::exit(2);
}
