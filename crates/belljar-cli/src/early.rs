//! What the CLI decides before `main`, from its command line: whether its allocator may back
//! its memory with transparent huge pages.
//!
//! mimalloc (under the interpreter's counting allocator) advises its arenas `MADV_HUGEPAGE`
//! by default, which suits the interpreter's heaps (docs/decisions.md). A command that does
//! not run the interpreter in this process (`--backend process`, `docker`, `jupyter`;
//! `languages`, `extract`, `sandbox-check`) allocates well under a megabyte, and with huge
//! pages every 2 MiB region it touches is cleared whole at its first touch — three regions,
//! about a millisecond each on this machine, on the path of every one-shot run.
//! The first arena is reserved by the first allocation, which Rust's runtime makes before
//! `main`; so the choice is made in a constructor (`.init_array`, which glibc calls with the
//! process's arguments). It only changes a default: `MIMALLOC_ALLOW_THP` in the environment
//! still decides.
//!
//! mimalloc's own constructor, which runs after this one, reacts to the option being off by
//! also disabling huge pages for the whole process (`PR_SET_THP_DISABLE`), a setting every
//! child inherits, through `execve` too: [`restore_inherited`] (first thing in `main`) puts
//! back what the process started with, so the sandboxed programs are not affected.

#![cfg_attr(
    not(all(target_os = "linux", target_env = "gnu")),
    allow(dead_code, unused_imports)
)]

use std::sync::atomic::{AtomicBool, Ordering};

/// The constructor turned huge pages off by default, on a process that started with them
/// allowed (see [`restore_inherited`]).
static TURNED_OFF: AtomicBool = AtomicBool::new(false);

/// Undoes the process-wide `PR_SET_THP_DISABLE` that mimalloc's initialisation applied
/// because of the constructor's default (see the module comment); a no-op otherwise.
pub(crate) fn restore_inherited() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    if TURNED_OFF.load(Ordering::Relaxed) {
        // SAFETY: prctl with integer arguments.
        unsafe { libc::prctl(libc::PR_SET_THP_DISABLE, 0, 0, 0, 0) };
    }
}

/// Whether the command line `args` (without the program name) may run the embedded
/// interpreter in this process: anything but a command that never does, or a `--backend`
/// other than `interpreter` or `auto`. Errs towards "yes" (the interpreter's default) when
/// unsure, e.g. `run script.sh` without `--backend`; a wrong guess costs only speed.
pub(crate) fn may_run_interpreter<'a>(args: impl IntoIterator<Item = &'a [u8]>) -> bool {
    let mut args = args.into_iter();
    let command = loop {
        match args.next() {
            None => return true,
            Some(arg) if arg.starts_with(b"-") => continue,
            Some(arg) => break arg,
        }
    };
    if matches!(
        command,
        b"languages" | b"extract" | b"sandbox-check" | b"help" | b"broker"
    ) {
        return false;
    }
    while let Some(arg) = args.next() {
        if arg == b"--" {
            break;
        }
        let value = if arg == b"--backend" || arg == b"-b" {
            args.next()
        } else if let Some(value) = arg.strip_prefix(b"--backend=") {
            Some(value)
        } else if let Some(value) = arg.strip_prefix(b"-b")
            && !arg.starts_with(b"--")
        {
            Some(value.strip_prefix(b"=").unwrap_or(value))
        } else {
            continue;
        };
        return matches!(value, None | Some(b"interpreter" | b"auto"));
    }
    true
}

/// Called by glibc before `main` (see the module comment) with the process's arguments.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
extern "C" fn choose_huge_pages(
    argc: std::ffi::c_int,
    argv: *const *const std::ffi::c_char,
    _envp: *const *const std::ffi::c_char,
) {
    if argv.is_null() {
        return;
    }
    let args = (1..argc.max(0) as usize).filter_map(|i| {
        // SAFETY: glibc passes `.init_array` functions the `argc` and `argv` given to `main`:
        // `argc` pointers to NUL-terminated strings (or null, skipped).
        unsafe {
            let arg = *argv.add(i);
            (!arg.is_null()).then(|| std::ffi::CStr::from_ptr(arg).to_bytes())
        }
    });
    if may_run_interpreter(args) {
        return;
    }
    // SAFETY: prctl with integer arguments; getenv of a NUL-terminated name (the environment
    // is set up before constructors run, and nothing else runs yet).
    let (inherited_off, from_env) = unsafe {
        (
            libc::prctl(libc::PR_GET_THP_DISABLE, 0, 0, 0, 0) != 0,
            !libc::getenv(c"MIMALLOC_ALLOW_THP".as_ptr()).is_null()
                || !libc::getenv(c"mimalloc_allow_thp".as_ptr()).is_null(),
        )
    };
    belljar_python::alloc::set_huge_pages_default(false);
    TURNED_OFF.store(!inherited_off && !from_env, Ordering::Relaxed);
}

/// Registers [`choose_huge_pages`] as a constructor.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[used]
#[unsafe(link_section = ".init_array")]
static CHOOSE_HUGE_PAGES: extern "C" fn(
    std::ffi::c_int,
    *const *const std::ffi::c_char,
    *const *const std::ffi::c_char,
) = choose_huge_pages;

#[cfg(test)]
mod tests {
    use super::may_run_interpreter;

    fn may(line: &str) -> bool {
        may_run_interpreter(line.split_whitespace().map(str::as_bytes))
    }

    #[test]
    fn commands_that_may_run_the_interpreter_keep_huge_pages() {
        for line in [
            "",
            "--version",
            "run one.py",
            "run script.sh",
            "run --backend interpreter one.py",
            "run -b auto one.py",
            "run --backend=interpreter one.py",
            "exec message.md",
            "repl",
            "run one.py -- --backend process",
        ] {
            assert!(may(line), "{line}");
        }
    }

    #[test]
    fn commands_that_never_run_it_do_without() {
        for line in [
            "run --backend process one.py",
            "run --json --backend process one.py",
            "run --backend=process one.py",
            "run -b process one.py",
            "run -bprocess one.py",
            "run -b=docker one.py",
            "exec --backend jupyter message.md",
            "languages",
            "extract message.md",
            "sandbox-check",
            "help",
        ] {
            assert!(!may(line), "{line}");
        }
    }
}
