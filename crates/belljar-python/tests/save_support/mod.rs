//! Helpers shared by the save tests (`save.rs`, `save_code.rs`).

use belljar_python::Session;

/// Run `f` on a fresh thread with the interpreter's stack (fresh per-thread state).
pub fn on_thread<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(belljar_python::session::STACK_SIZE)
        .spawn(move || {
            belljar_python::vm::nest::thread_stack(belljar_python::session::STACK_SIZE);
            f()
        })
        .unwrap()
        .join()
        .unwrap()
}

/// The stdout of `code` in `s`, or its error.
pub fn out(s: &mut Session, code: &str) -> String {
    let r = s.execute(code);
    match r.error {
        Some(e) => format!("{}{}", r.stdout, e.summary()),
        None => r.stdout,
    }
}
