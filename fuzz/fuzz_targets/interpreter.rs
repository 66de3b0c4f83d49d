//! Fuzz target: any bytes, as Python source, through parse → compile → run under tight
//! limits. A crash is a panic, an abort or a stack overflow; every Python-level failure
//! (SyntaxError, exceptions, limits) is a normal result.
#![no_main]

use std::time::Duration;

use belljar_python::{Limits, run_script};
use libfuzzer_sys::fuzz_target;

#[global_allocator]
static ALLOCATOR: belljar_python::alloc::CountingAlloc = belljar_python::alloc::CountingAlloc;

fuzz_target!(|data: &[u8]| {
    let source = String::from_utf8_lossy(data);
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
