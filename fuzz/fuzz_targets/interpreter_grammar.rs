//! Fuzz target: the bytes decoded by the grammar-aware generator (`belljar-pygen`) into a
//! valid Python program, run under the same tight limits as the `interpreter` target. The
//! byte-level target mostly stops at the parser; these programs reach classes, dunders,
//! generators, closures, exceptions and the adversarial cases. A crash is a panic, an abort or
//! a stack overflow; every Python-level failure (exceptions, limits) is a normal result.
#![no_main]

use std::time::Duration;

use belljar_python::{Limits, run_script};
use libfuzzer_sys::fuzz_target;

#[global_allocator]
static ALLOCATOR: belljar_python::alloc::CountingAlloc = belljar_python::alloc::CountingAlloc;

fuzz_target!(|data: &[u8]| {
    let source = belljar_pygen::generate(data);
    let limits = Limits {
        timeout: Some(Duration::from_millis(500)),
        max_memory: Some(64 << 20),
        max_instructions: Some(200_000),
        max_recursion: 200,
        max_output: 64 << 10,
    };
    // Panics and aborts are the crashes libFuzzer reports; the output itself is not judged.
    let _ = run_script(&source, "<fuzz>", &limits);
});
