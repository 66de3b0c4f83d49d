//! Turning a kernel's iopub messages into a result: streams, the value, rich outputs saved as
//! files, errors with ANSI colours stripped, and the final answer.

use std::path::Path;

use base64::Engine;
use belljar::{ErrorInfo, ExprValue, OutputFile};
use serde_json::Value;

/// The MIME type the session's `final_answer` helper publishes its answer under.
pub const FINAL_ANSWER_MIME: &str = "application/vnd.belljar.final-answer+json";

/// The exception class name the helper raises to stop the code.
pub const FINAL_ANSWER_EXCEPTION: &str = "BelljarFinalAnswer";

/// Defines `final_answer` in a Python kernel (in `builtins`, so the code's own names are not
/// touched): it publishes the answer (plain data as JSON, anything else as its repr) and
/// stops the execution with an exception `except Exception` does not catch.
///
/// In an ipykernel it also drops two per-execution waits that cost the round trip about a
/// millisecond and that a client waiting for the `idle` status (as Belljar does) does not
/// need (docs/jupyter.md, "Performance"):
/// - `Kernel._execute_sleep` (0.5 ms slept before every `execute_reply`, "on rare occasions,
///   the flush doesn't seem to make it to the clients") is set to 0;
/// - `OutStream.flush` (called five times per execution, on stdout and stderr, each a round
///   trip to the iopub thread and back) returns at once when nothing is buffered and no flush
///   is pending; with output it is ipykernel's own. Output still reaches iopub before the
///   `idle` status: both go through the iopub thread's one queue, in order.
///
/// It also skips work IPython repeats for every cell without changing any result:
/// - `ipykernel.ipkernel._accepts_parameters` (an `inspect.signature` of `run_cell` on every
///   execution) remembers its answer for each function;
/// - IPython's `_should_be_async` (a compile of the cell to see whether it awaits at top
///   level) answers `False` at once for a cell without the words `await` and `async`, which
///   such code cannot lack;
/// - the kernel's log (its level is DEBUG, its one handler's WARNING, so each of the four
///   `log.debug` calls of an execution built a record the handler then dropped) answers
///   "enabled?" with whether any handler would take the record, as `Logger.callHandlers`
///   decides;
/// - the session's JSON packer (`jupyter_client`'s `json_packer`, four calls per message)
///   reuses one `json.JSONEncoder` with its arguments instead of having `json.dumps` build one
///   per call: the same bytes, the same fallback and warning for content that is not JSON;
/// - the cell's transformation (`transform_cell`: magics, `!` commands, prompts), which
///   ipykernel does once and IPython's `run_cell` again on the same text before any code runs,
///   is done once per execution: the second call gets the first one's result, while only
///   IPython's own transformers are registered (a transformer added later, which could keep
///   state, turns this off).
///
/// Output a subprocess (or C code) writes to the kernel's file descriptors 1 and 2 reaches
/// ipykernel through a pipe and a thread that reads it; a flush does not wait for that thread.
/// Without the waits above it could miss output still in the pipe, or read but not yet handed
/// on, and publish it after `idle`. So before `idle` the set-up waits (at most 50 ms) until
/// each pipe is empty and its thread is back in `read(2)` on it (from `/proc`: the thread's
/// current system call, as it was when the kernel was set up), then flushes. Where `/proc`
/// does not say, it does not wait.
///
/// Each step is skipped when the kernel lacks what it changes (another kernel, another
/// ipykernel or IPython version).
pub const PYTHON_SETUP: &str = r#"
def __belljar_skip_repeats():
    try:
        import types
        import ipykernel.ipkernel as ipkernel
        import IPython.core.interactiveshell as interactiveshell
        accepts = ipkernel._accepts_parameters
        should_be_async = interactiveshell._should_be_async
    except Exception:
        return
    if not getattr(accepts, "__belljar__", False):
        known = {}

        def accepts_parameters(meth, param_names):
            func = getattr(meth, "__func__", None)
            if type(meth) is not types.MethodType or type(func) is not types.FunctionType:
                return accepts(meth, param_names)
            key = (func, tuple(param_names))
            if key not in known:
                if len(known) > 64:
                    known.clear()
                known[key] = accepts(meth, param_names)
            return dict(known[key])

        accepts_parameters.__belljar__ = True
        ipkernel._accepts_parameters = accepts_parameters
    if not getattr(should_be_async, "__belljar__", False):

        def should_be_async_fast(cell):
            if isinstance(cell, str) and "await" not in cell and "async" not in cell:
                return False
            return should_be_async(cell)

        should_be_async_fast.__belljar__ = True
        should_be_async_fast.__doc__ = should_be_async.__doc__
        interactiveshell._should_be_async = should_be_async_fast

__belljar_skip_repeats()
del __belljar_skip_repeats

def __belljar_transform_once():
    try:
        import threading
        shell = get_ipython()
        kernel = shell.kernel
        transform = shell.transform_cell
        do_execute = kernel.do_execute
        manager, prefilter = shell.input_transformer_manager, shell.prefilter_manager
    except Exception:
        return
    if getattr(do_execute, "__belljar__", False):
        return

    def transformers():
        return (tuple(manager.cleanup_transforms), tuple(manager.line_transforms),
                tuple(manager.token_transformers), tuple(shell.input_transformers_post),
                tuple(prefilter.transformers), tuple(prefilter.checkers),
                tuple(prefilter.handlers.values()))

    own = transformers()
    state = threading.local()

    def transform_cell(raw_cell):
        memo = getattr(state, "memo", None)
        state.memo = None
        if memo is not None and memo[0] is raw_cell and transformers() == own:
            return memo[1]
        cell = transform(raw_cell)
        if getattr(state, "first", False):
            state.first = False
            state.memo = (raw_cell, cell)
        return cell

    async def do_execute_once(*args, **kwargs):
        state.first, state.memo = True, None
        try:
            return await do_execute(*args, **kwargs)
        finally:
            state.first, state.memo = False, None

    transform_cell.__doc__ = transform.__doc__
    do_execute_once.__doc__ = do_execute.__doc__
    do_execute_once.__belljar__ = True
    shell.transform_cell = transform_cell
    kernel.do_execute = do_execute_once

__belljar_transform_once()
del __belljar_transform_once

def __belljar_quiet_log():
    try:
        import logging
        log = get_ipython().kernel.log
        enabled = log.isEnabledFor
    except Exception:
        return
    if not isinstance(log, logging.Logger) or getattr(enabled, "__belljar__", False):
        return

    def handled(level):
        if not enabled(level):
            return False
        logger, found = log, False
        while logger is not None:
            for handler in logger.handlers:
                found = True
                if level >= handler.level:
                    return True
            if not logger.propagate:
                break
            logger = logger.parent
        last = logging.lastResort
        return not found and last is not None and level >= last.level

    handled.__belljar__ = True
    log.isEnabledFor = handled

__belljar_quiet_log()
del __belljar_quiet_log

def __belljar_fast_pack():
    try:
        import json, warnings
        import jupyter_client.session as session_module
        session = get_ipython().kernel.session
        pack, default = session_module.json_packer, session_module.json_default
        clean = session_module.json_clean
        before, after = "Message serialization failed with:\n", (
            "\nSupporting this message is deprecated in jupyter-client 7, please make sure "
            "your message is JSON-compliant")
    except Exception:
        return
    if session.pack is not pack or not {before, after} <= set(pack.__code__.co_consts):
        return
    # json.dumps with these arguments builds this encoder anew for every call.
    encoder = json.JSONEncoder(default=default, ensure_ascii=False, allow_nan=False)

    def json_packer(obj):
        try:
            return encoder.encode(obj).encode("utf8", errors="surrogateescape")
        except (TypeError, ValueError) as e:
            packed = encoder.encode(clean(obj)).encode("utf8", errors="surrogateescape")
            warnings.warn(f"{before}{e}{after}", stacklevel=2)
            return packed

    json_packer.__doc__ = pack.__doc__
    session.pack = json_packer

__belljar_fast_pack()
del __belljar_fast_pack

def __belljar_tune():
    try:
        kernel = get_ipython().kernel
        from ipykernel.iostream import OutStream
    except Exception:
        return
    if isinstance(getattr(kernel, "_execute_sleep", None), float):
        kernel._execute_sleep = 0.0
    flush = OutStream.flush
    if getattr(flush, "__belljar__", False):
        return

    def flush_if_needed(self):
        if (getattr(self, "_buffers", True) or getattr(self, "_flush_pending", True)
                or getattr(self, "_subprocess_flush_pending", True)
                or getattr(self, "echo", True) is not None):
            return flush(self)

    flush_if_needed.__belljar__ = True
    flush_if_needed.__doc__ = flush.__doc__
    OutStream.flush = flush_if_needed

__belljar_tune()
del __belljar_tune

def __belljar_settle():
    try:
        import fcntl, os, struct, sys, termios, time
        from ipykernel.iostream import OutStream
        kernel = get_ipython().kernel
        publish_status = kernel._publish_status
    except Exception:
        return
    if getattr(publish_status, "__belljar__", False):
        return
    # What each captured stream's pipe watcher looks like when it waits for output: blocked
    # in read(2) on its pipe (its first words in /proc: the call's number and the pipe).
    idle = {}
    for stream in (sys.stdout, sys.stderr):
        fid = getattr(stream, "_fid", None)
        watcher = getattr(stream, "watch_fd_thread", None)
        if not isinstance(stream, OutStream) or fid is None or watcher is None:
            continue
        try:
            proc = os.open(f"/proc/self/task/{watcher.native_id}/syscall",
                           os.O_RDONLY | os.O_CLOEXEC)
        except (OSError, AttributeError, TypeError):
            continue
        try:
            words = os.pread(proc, 256, 0).split()[:2]
        except OSError:
            words = []
        if len(words) == 2 and words[0].isdigit() and int(words[1], 16) == fid:
            idle[stream] = (fid, watcher, proc, words)
        else:
            os.close(proc)

    def in_flight(stream):
        fid, watcher, proc, words = idle[stream]
        if not watcher.is_alive():
            return False
        try:
            if struct.unpack("i", fcntl.ioctl(fid, termios.FIONREAD, b"\0\0\0\0"))[0]:
                return True
            now = os.pread(proc, 256, 0).split()[:2]
        except OSError:
            return False
        # Anything but the call's number (or "running") is not that file any more.
        return now != words and bool(now) and (now[0].isdigit() or now[0] == b"running")

    def publish_settled(status, *args, **kwargs):
        if status == "idle" and idle:
            deadline = time.monotonic() + 0.05
            while any(in_flight(s) for s in idle) and time.monotonic() < deadline:
                time.sleep(0.0001)
            for stream in idle:
                stream.flush()
        return publish_status(status, *args, **kwargs)

    publish_settled.__belljar__ = True
    publish_settled.__doc__ = publish_status.__doc__
    kernel._publish_status = publish_settled

__belljar_settle()
del __belljar_settle

def __belljar_setup():
    import builtins, json
    from IPython.display import publish_display_data

    class BelljarFinalAnswer(BaseException):
        """Raised by final_answer() to end the execution."""

    def final_answer(answer):
        """Give the final answer and stop."""
        try:
            json.dumps(answer, allow_nan=False)
            value = answer
        except (TypeError, ValueError, RecursionError):
            value = repr(answer)
        publish_display_data({"application/vnd.belljar.final-answer+json": {"value": value, "repr": repr(answer)}})
        raise BelljarFinalAnswer()

    builtins.final_answer = final_answer

__belljar_setup()
del __belljar_setup
"#;

/// Set-up for a Python kernel Belljar started itself (run after [`PYTHON_SETUP`]; not in a
/// kernel on a server, whose `busy` status the server and its other clients watch).
///
/// In an ipykernel, the `busy` status and the `execute_input` message of each request no
/// longer wake the IOPub thread: they are queued on its one queue, in order, and go out at its
/// next wake-up — the next output, or at the latest the `idle` status that ends every request.
/// Each wake-up costs the cell's own thread a hand-off of Python's GIL to the IOPub thread and
/// back, twice per execution before the cell can run. Nothing is lost or reordered: every
/// message still goes through the same queue, and Belljar takes an execution's output as
/// complete at `idle`. What changes is only when a client sees `busy` (at the first output or
/// with `idle`), which Belljar does not use. Skipped when the kernel lacks what it changes.
///
/// It also keeps the kernel on one core *between* cells: the kernel's threads (main, shell
/// channel, IOPub, heartbeat, control) hand every request and reply to each other, and on a
/// machine whose idle cores halt each hand-off to another core first waits for that core to
/// wake (docs/jupyter.md measures it: a quarter of a millisecond of the round trip). At set-up
/// every Python thread of the kernel is pinned to one of the cores it may use (chosen by the
/// kernel's pid, so that several kernels spread out); while a cell runs, IPython's
/// `pre_run_cell`/`post_run_cell` events widen the main thread back to every core it had, so
/// the code, and the threads and processes it starts, get all of them. Code that sets its own
/// affinity keeps it: the main thread is narrowed only while its mask is the kernel's own, and
/// widened only from the one core. Skipped with fewer than two cores or where the affinity
/// cannot be set (a cpuset that refuses it).
pub const PYTHON_LOCAL_SETUP: &str = r#"
def __belljar_quiet_busy():
    try:
        import threading
        kernel = get_ipython().kernel
        io = kernel.iopub_thread
        events, thread, schedule = io._events, io.thread, io.schedule
        publish_status = kernel._publish_status
        publish_input = kernel._publish_execute_input
    except Exception:
        return
    if getattr(schedule, "__belljar__", False):
        return
    local = threading.local()

    def schedule_quietly(f):
        if getattr(local, "quiet", False) and thread.is_alive():
            events.append(f)
        else:
            schedule(f)

    def quietly(publish):
        def publish_quietly(*args, **kwargs):
            local.quiet = True
            try:
                return publish(*args, **kwargs)
            finally:
                local.quiet = False
        publish_quietly.__doc__ = publish.__doc__
        return publish_quietly

    def status(status, *args, **kwargs):
        if status == "busy":
            return quiet_status(status, *args, **kwargs)
        return publish_status(status, *args, **kwargs)

    quiet_status = quietly(publish_status)
    status.__doc__ = publish_status.__doc__
    schedule_quietly.__belljar__ = True
    io.schedule = schedule_quietly
    kernel._publish_status = status
    kernel._publish_execute_input = quietly(publish_input)

__belljar_quiet_busy()
del __belljar_quiet_busy

def __belljar_one_core_between_cells():
    try:
        import os, threading
        allowed = os.sched_getaffinity(0)
        shell = get_ipython()
        events = shell.events
    except Exception:
        return
    if len(allowed) < 2:
        return
    cpus = sorted(allowed)
    core = {cpus[os.getpid() % len(cpus)]}
    try:
        for thread in threading.enumerate():
            if thread.native_id:
                os.sched_setaffinity(thread.native_id, core)
    except OSError:
        return
    state = {"narrow": True}

    def widen(*args):
        try:
            if state["narrow"] and os.sched_getaffinity(0) == core:
                os.sched_setaffinity(0, allowed)
        except OSError:
            pass
        state["narrow"] = False

    def narrow(*args):
        try:
            if os.sched_getaffinity(0) == allowed:
                os.sched_setaffinity(0, core)
                state["narrow"] = True
        except OSError:
            pass

    events.register("pre_run_cell", widen)
    events.register("post_run_cell", narrow)

__belljar_one_core_between_cells()
del __belljar_one_core_between_cells
"#;

/// The set-up code of a Python kernel: [`PYTHON_SETUP`], and for a kernel Belljar started
/// itself (`local`) [`PYTHON_LOCAL_SETUP`] too.
pub fn python_setup(local: bool) -> String {
    if local {
        format!("{PYTHON_SETUP}{PYTHON_LOCAL_SETUP}")
    } else {
        PYTHON_SETUP.to_string()
    }
}

/// Removes ANSI escape sequences (colours, cursor moves) from `text`.
pub fn strip_ansi(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\u{1b}' {
            out.push(c);
            continue;
        }
        match chars.peek() {
            Some('[') => {
                chars.next();
                // CSI: parameters and intermediates, then one final byte in @..~.
                for c in chars.by_ref() {
                    if ('@'..='~').contains(&c) {
                        break;
                    }
                }
            }
            Some(']') => {
                chars.next();
                // OSC: up to BEL or ESC \.
                while let Some(c) = chars.next() {
                    if c == '\u{7}' {
                        break;
                    }
                    if c == '\u{1b}' {
                        chars.next();
                        break;
                    }
                }
            }
            Some(_) => {
                chars.next();
            }
            None => {}
        }
    }
    out
}

/// The error of an `error` message: type, message, traceback (ANSI stripped) and the line in
/// the cell, read from IPython's `Cell In[N], line L` when it is there.
pub fn error_info(content: &Value) -> ErrorInfo {
    let text = |key: &str| {
        content
            .get(key)
            .and_then(Value::as_str)
            .map(strip_ansi)
            .unwrap_or_default()
    };
    let traceback: Vec<String> = content
        .get("traceback")
        .and_then(Value::as_array)
        .map(|frames| {
            frames
                .iter()
                .filter_map(Value::as_str)
                .map(strip_ansi)
                .collect()
        })
        .unwrap_or_default();
    let joined = traceback.join("\n");
    ErrorInfo {
        kind: text("ename"),
        message: text("evalue"),
        line: cell_line(&joined),
        traceback: (!joined.is_empty()).then_some(joined),
    }
}

/// The line of the last `Cell In[N], line L` frame of an IPython traceback.
fn cell_line(traceback: &str) -> Option<u32> {
    let at = traceback.rfind("Cell In[")?;
    let rest = &traceback[at..];
    let line = rest.find("line ")?;
    let digits: String = rest[line + 5..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// The value of an `execute_result`: its `text/plain`, cut to `cap` bytes.
pub fn value(content: &Value, cap: usize) -> Option<ExprValue> {
    let text = content.pointer("/data/text~1plain")?.as_str()?;
    let mut repr = text.to_string();
    if repr.len() > cap {
        let mut end = cap;
        while !repr.is_char_boundary(end) {
            end -= 1;
        }
        repr.truncate(end);
        repr.push('…');
    }
    Some(ExprValue {
        repr,
        ..ExprValue::default()
    })
}

/// The rich outputs of a `display_data`/`execute_result`, saved under `outputs/` in
/// `workdir` as `output_<n>.<ext>` (`n` counts the session's files): PNG and JPEG (base64 in
/// the message), SVG and HTML (text). Returns what was saved; what cannot be decoded or
/// written is left out and described in `notes`.
pub fn save_rich(
    content: &Value,
    workdir: &Path,
    counter: &mut u64,
    notes: &mut Vec<String>,
) -> Vec<OutputFile> {
    let Some(data) = content.get("data").and_then(Value::as_object) else {
        return Vec::new();
    };
    let mut files = Vec::new();
    for (mime, ext, base64) in [
        ("image/png", "png", true),
        ("image/jpeg", "jpg", true),
        ("image/svg+xml", "svg", false),
        ("text/html", "html", false),
    ] {
        let Some(payload) = data.get(mime) else {
            continue;
        };
        // Some kernels send text as a list of lines.
        let text = match payload {
            Value::String(s) => s.clone(),
            Value::Array(lines) => lines.iter().filter_map(Value::as_str).collect(),
            _ => continue,
        };
        let bytes = if base64 {
            let cleaned: String = text.chars().filter(|c| !c.is_whitespace()).collect();
            match base64::engine::general_purpose::STANDARD.decode(cleaned) {
                Ok(bytes) => bytes,
                Err(e) => {
                    notes.push(format!("a {mime} output was not valid base64 ({e})"));
                    continue;
                }
            }
        } else {
            text.into_bytes()
        };
        *counter += 1;
        let rel = format!("outputs/output_{counter}.{ext}");
        let written = write_output(workdir, &rel, &bytes);
        match written {
            Ok(()) => files.push(OutputFile {
                path: rel,
                mime: mime.to_string(),
                size: bytes.len() as u64,
            }),
            Err(e) => notes.push(format!("could not save a {mime} output: {e}")),
        }
    }
    files
}

/// Write `bytes` to `workdir/rel` (`rel` is `outputs/NAME`, made here), never through a
/// symlink: the kernel's code can write in the working directory too, and a planted
/// `outputs -> /somewhere` or `outputs/output_1.png -> ~/.bashrc` must not redirect Belljar's
/// write out of it. `outputs` must be a real directory, and the file is opened `O_NOFOLLOW`.
fn write_output(workdir: &Path, rel: &str, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let dir = workdir.join("outputs");
    match std::fs::create_dir(&dir) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(e),
    }
    if !std::fs::symlink_metadata(&dir)?.file_type().is_dir() {
        return Err(std::io::Error::other(
            "outputs in the working directory is not a directory (a symlink?)",
        ));
    }
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .custom_flags(libc::O_NOFOLLOW)
        .open(workdir.join(rel))?;
    file.write_all(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn ansi_is_stripped_and_the_cell_line_found() {
        assert_eq!(
            strip_ansi("\u{1b}[0;31mZeroDivisionError\u{1b}[0m: x"),
            "ZeroDivisionError: x"
        );
        assert_eq!(strip_ansi("a\u{1b}]8;;http://x\u{7}b"), "ab");
        let content = json!({
            "ename": "ZeroDivisionError",
            "evalue": "division by zero",
            "traceback": [
                "\u{1b}[0;31m----\u{1b}[0m",
                "Cell \u{1b}[0;32mIn[3], line 2\u{1b}[0m\n      1 x = 1\n----> 2 1/0",
                "\u{1b}[0;31mZeroDivisionError\u{1b}[0m: division by zero"
            ]
        });
        let info = error_info(&content);
        assert_eq!(info.kind, "ZeroDivisionError");
        assert_eq!(info.line, Some(2));
        assert!(!info.traceback.unwrap().contains('\u{1b}'));
    }

    #[test]
    fn planted_symlinks_never_redirect_a_saved_output() {
        let content = json!({"data": {"text/html": "<b>x</b>"}});
        let outside = tempfile::tempdir().unwrap();
        // `outputs` itself a symlink out of the working directory.
        let dir = tempfile::tempdir().unwrap();
        std::os::unix::fs::symlink(outside.path(), dir.path().join("outputs")).unwrap();
        let (mut n, mut notes) = (0, Vec::new());
        assert!(save_rich(&content, dir.path(), &mut n, &mut notes).is_empty());
        assert_eq!(notes.len(), 1, "{notes:?}");
        // The file a symlink to a host file.
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("outputs")).unwrap();
        let victim = outside.path().join("victim");
        std::fs::write(&victim, "precious").unwrap();
        std::os::unix::fs::symlink(&victim, dir.path().join("outputs/output_1.html")).unwrap();
        let (mut n, mut notes) = (0, Vec::new());
        assert!(save_rich(&content, dir.path(), &mut n, &mut notes).is_empty());
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious");
        assert!(std::fs::read_dir(outside.path()).unwrap().count() == 1);
    }

    #[test]
    fn rich_outputs_are_saved_and_bad_base64_noted() {
        let dir = tempfile::tempdir().unwrap();
        let mut n = 0;
        let mut notes = Vec::new();
        let content = json!({"data": {"text/plain": "x", "image/png": "iVBORw0K\nGgo=",
                                       "text/html": ["<b>", "hi</b>"], "image/jpeg": "%%%"}});
        let files = save_rich(&content, dir.path(), &mut n, &mut notes);
        assert_eq!(files.len(), 2);
        assert_eq!(files[0].mime, "image/png");
        assert_eq!(
            std::fs::read(dir.path().join(&files[1].path)).unwrap(),
            b"<b>hi</b>"
        );
        assert_eq!(notes.len(), 1);
        assert_eq!(value(&content, 100).unwrap().repr, "x");
    }
}
