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
/// Either step is skipped when the kernel lacks what it changes (another kernel, another
/// ipykernel version).
pub const PYTHON_SETUP: &str = r#"
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
