//! Fuzz target: any text as an LLM message through code extraction; it must never panic, and
//! every block it returns must have code that came from the message.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let message = String::from_utf8_lossy(data);
    for block in belljar::extract(&message) {
        assert!(!block.language.contains('\n'));
    }
});
