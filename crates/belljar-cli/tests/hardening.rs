//! Attacks on the `belljar` command line and on what it gives the sandboxed code (issue 11,
//! "Sandbox hardening"): each test tries the attack and fails if it works.
//!
//! Every child is waited for with a deadline, so an attack that makes `belljar` hang fails the
//! test instead of hanging it.

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What `belljar ARGS` did: its exit code (None when it had to be killed), stdout, stderr.
struct Ran {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// Run `belljar ARGS` with stdin closed, killing it after `limit`.
fn belljar(args: &[&str], limit: Duration) -> Ran {
    let mut child = Command::new(env!("CARGO_BIN_EXE_belljar"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn belljar");
    let started = Instant::now();
    let code = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status.code();
        }
        if started.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut stdout = String::new();
    let mut stderr = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut stdout)
        .unwrap();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    Ran {
        code,
        stdout,
        stderr,
    }
}

fn mkfifo(path: &std::path::Path) {
    let c = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
    // SAFETY: mkfifo with a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
}

/// A usage error: exit code 2, one clear line on stderr holding `needle`, no panic.
fn assert_usage_error(ran: &Ran, needle: &str) {
    assert_eq!(
        ran.code,
        Some(2),
        "stdout {:?} stderr {:?}",
        ran.stdout,
        ran.stderr
    );
    assert!(ran.stderr.contains(needle), "{:?}", ran.stderr);
    assert!(!ran.stderr.contains("panicked"), "{:?}", ran.stderr);
}

#[test]
fn a_fifo_as_the_program_or_a_put_source_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("prog.py");
    mkfifo(&fifo);
    let fifo = fifo.to_str().unwrap();
    let ran = belljar(&["run", fifo], Duration::from_secs(20));
    assert_usage_error(&ran, "a FIFO");
    let ran = belljar(&["exec", fifo], Duration::from_secs(20));
    assert_usage_error(&ran, "a FIFO");
    let put = format!("{fifo}:x");
    let ran = belljar(
        &["run", "--backend", "process", "--put", &put, "-"],
        Duration::from_secs(20),
    );
    assert_usage_error(&ran, "a FIFO");
}

#[test]
fn a_device_as_the_program_or_a_put_source_is_refused() {
    let ran = belljar(&["run", "/dev/zero"], Duration::from_secs(20));
    assert_usage_error(&ran, "a character device");
    let ran = belljar(
        &["run", "--backend", "process", "--put", "/dev/zero:z", "-"],
        Duration::from_secs(20),
    );
    assert_usage_error(&ran, "a character device");
    let ran = belljar(&["extract", "/dev/urandom"], Duration::from_secs(20));
    assert_usage_error(&ran, "a character device");
}

#[test]
fn oversized_programs_and_put_sources_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    // A sparse file: large by size, nothing written.
    let big = dir.path().join("big.py");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(17 << 20)
        .unwrap();
    let big_put = dir.path().join("big.bin");
    std::fs::File::create(&big_put)
        .unwrap()
        .set_len((256 << 20) + 1)
        .unwrap();
    let ran = belljar(&["run", big.to_str().unwrap()], Duration::from_secs(20));
    assert_usage_error(&ran, "larger than the limit of 16777216 bytes");
    let put = format!("{}:b", big_put.display());
    let ran = belljar(
        &["run", "--backend", "process", "--put", &put, "-"],
        Duration::from_secs(20),
    );
    assert_usage_error(&ran, "larger than the limit of 268435456 bytes");
}

#[test]
fn numbers_out_of_range_are_clear_errors_not_panics() {
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("empty.py");
    std::fs::write(&empty, "").unwrap();
    let empty = empty.to_str().unwrap();
    for timeout in ["1e300", "18446744073709551616", "-1", "inf", "NaN"] {
        let flag = format!("--timeout={timeout}");
        let ran = belljar(&["run", &flag, empty], Duration::from_secs(20));
        assert_usage_error(&ran, "--timeout");
    }
    for (flag, value) in [
        ("--memory", "0"),
        ("--memory", "18446744073709551616"),
        ("--memory", "1e300"),
        ("--memory", "-5MiB"),
        ("--max-output", "1e300"),
        ("--max-output", "5TiB"),
        ("--max-output", "lots"),
    ] {
        let arg = format!("{flag}={value}");
        let ran = belljar(
            &["run", "--backend", "process", &arg, empty],
            Duration::from_secs(20),
        );
        assert_usage_error(&ran, flag);
    }
    let ran = belljar(
        &["run", "--max-instructions", "1e300", empty],
        Duration::from_secs(20),
    );
    assert_usage_error(&ran, "--max-instructions");
}
