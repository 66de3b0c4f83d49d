//! Reading a CPython traceback out of captured stderr, so backends that run real Python
//! processes report errors in the same shape ([`ErrorInfo`]) as the embedded interpreter.

use crate::result::ErrorInfo;

/// Find the last uncaught-exception report in `stderr` and turn it into an [`ErrorInfo`]:
/// type, message, the line of the innermost frame in `file` (or any file when `file` is
/// `None`), and the traceback text from `Traceback (most recent call last):` (or, for a
/// syntax error, from the `File` line) to the end.
///
/// Returns `None` when stderr holds no traceback.
pub fn parse_python_traceback(stderr: &str, file: Option<&str>) -> Option<ErrorInfo> {
    let lines: Vec<&str> = stderr.lines().collect();
    let start = lines
        .iter()
        .rposition(|l| l.starts_with("Traceback (most recent call last):"))
        .or_else(|| {
            // A SyntaxError at compile time has no "Traceback" header: `  File "x.py", line N`.
            lines
                .iter()
                .rposition(|l| l.trim_start().starts_with("File \""))
        })?;
    let tail = &lines[start..];
    let last = tail.iter().rev().find(|l| is_exception_line(l))?;
    let (kind, message) = match last.split_once(": ") {
        Some((kind, message)) => (kind.trim(), message.trim()),
        None => (last.trim(), ""),
    };
    let mut line = None;
    for l in tail {
        let Some(rest) = l.trim_start().strip_prefix("File \"") else {
            continue;
        };
        let Some((name, after)) = rest.split_once("\", line ") else {
            continue;
        };
        if file.is_some_and(|f| !name.ends_with(f)) {
            continue;
        }
        let number: String = after.chars().take_while(char::is_ascii_digit).collect();
        if let Ok(n) = number.parse() {
            line = Some(n);
        }
    }
    Some(ErrorInfo {
        kind: kind.to_string(),
        message: message.to_string(),
        line,
        traceback: Some(tail.join("\n") + "\n"),
    })
}

/// Whether a line is `Name: message` or a bare exception name, as the last line of a traceback.
fn is_exception_line(line: &str) -> bool {
    if line.starts_with(' ') || line.is_empty() {
        return false;
    }
    let name = line
        .split(": ")
        .next()
        .unwrap_or(line)
        .trim_end_matches(':');
    !name.is_empty()
        && name
            .split('.')
            .all(|part| !part.is_empty() && part.chars().all(|c| c.is_alphanumeric() || c == '_'))
        && name
            .chars()
            .next()
            .is_some_and(|c| c.is_alphabetic() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runtime_error_with_line() {
        let stderr = "Traceback (most recent call last):\n  File \"/tmp/w/block_1.py\", line 3, in <module>\n    print(1 / 0)\n          ~~^~~\nZeroDivisionError: division by zero\n";
        let info = parse_python_traceback(stderr, Some("block_1.py")).unwrap();
        assert_eq!(info.kind, "ZeroDivisionError");
        assert_eq!(info.message, "division by zero");
        assert_eq!(info.line, Some(3));
        assert!(info.traceback.unwrap().starts_with("Traceback"));
    }

    #[test]
    fn syntax_error_without_traceback_header() {
        let stderr =
            "  File \"/w/a.py\", line 2\n    x = = 1\n        ^\nSyntaxError: invalid syntax\n";
        let info = parse_python_traceback(stderr, None).unwrap();
        assert_eq!(info.kind, "SyntaxError");
        assert_eq!(info.line, Some(2));
    }

    #[test]
    fn dotted_and_bare_exception_names() {
        let stderr = "Traceback (most recent call last):\n  File \"a.py\", line 1, in <module>\nmymod.MyError: bad\n";
        assert_eq!(
            parse_python_traceback(stderr, None).unwrap().kind,
            "mymod.MyError"
        );
        let stderr = "Traceback (most recent call last):\n  File \"a.py\", line 5, in <module>\nKeyboardInterrupt\n";
        let info = parse_python_traceback(stderr, None).unwrap();
        assert_eq!(
            (info.kind.as_str(), info.message.as_str()),
            ("KeyboardInterrupt", "")
        );
    }

    #[test]
    fn no_traceback_is_none() {
        assert!(parse_python_traceback("warning: something\n", None).is_none());
        assert!(parse_python_traceback("", None).is_none());
    }
}
