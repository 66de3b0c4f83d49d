//! Fuzz target: the bytes decoded by the grammar-aware generator (`belljar-pygen`) into a
//! valid Python program, run under the same tight limits as the `interpreter` target. The
//! byte-level target mostly stops at the parser; these programs reach classes, dunders,
//! generators, closures, exceptions and the adversarial cases. A crash is a panic, an abort or
//! a stack overflow; every Python-level failure (exceptions, limits) is a normal result.
//!
//! A process that dies without libFuzzer's handler running (a bare `SIGSEGV`, as the stack
//! overflows of the interpreter end in this build) leaves no artifact; with
//! `BELLJAR_FUZZ_LAST_INPUT=PATH` set, each input is written to PATH before it runs, so the
//! input that killed the process is there afterwards (`pygen --from PATH` shows its program).
#![no_main]

use std::sync::OnceLock;
use std::time::Duration;

use belljar_python::{Limits, run_script};
use libfuzzer_sys::fuzz_target;

#[global_allocator]
static ALLOCATOR: belljar_python::alloc::CountingAlloc = belljar_python::alloc::CountingAlloc;

/// Where to keep the input being run (`BELLJAR_FUZZ_LAST_INPUT`), if anywhere.
fn last_input_path() -> Option<&'static std::path::Path> {
    static PATH: OnceLock<Option<std::path::PathBuf>> = OnceLock::new();
    PATH.get_or_init(|| std::env::var_os("BELLJAR_FUZZ_LAST_INPUT").map(Into::into))
        .as_deref()
}

fuzz_target!(|data: &[u8]| {
    if let Some(path) = last_input_path() {
        // Best effort: a diagnostic aid must not stop the fuzzing.
        let _ = std::fs::write(path, data);
    }
    let source = belljar_pygen::generate(data);
    let limits = Limits {
        timeout: Some(Duration::from_millis(500)),
        memory_bytes: Some(64 << 20),
        max_instructions: Some(200_000),
        max_recursion: Some(200),
        max_output_bytes: 64 << 10,
    };
    // Panics and aborts are the crashes libFuzzer reports; the output itself is not judged.
    let _ = run_script(&source, "<fuzz>", &limits);
});
