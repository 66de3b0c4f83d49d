//! Parsing with ruff's parser, behind two guards: a bracket-depth pre-scan (so absurd nesting
//! is a clean SyntaxError), and errors rewritten to read like CPython's SyntaxError.

use ruff_python_ast::{ModModule, Stmt};
use ruff_python_parser::parse_module;

/// A syntax error, located.
#[derive(Debug, Clone)]
pub struct SyntaxErrorInfo {
    /// `SyntaxError` or `IndentationError`.
    pub kind: &'static str,
    /// The message, e.g. `invalid syntax`.
    pub msg: String,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    /// The offending source line.
    pub text: String,
}

/// CPython's limit on nested brackets.
pub const MAX_BRACKET_DEPTH: usize = 200;

/// Find the first place where brackets nest deeper than the limit (outside strings/comments),
/// and the brackets left open at the end.
fn bracket_scan(src: &str) -> (Option<usize>, Vec<usize>) {
    let b = src.as_bytes();
    let mut open: Vec<usize> = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'#' => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            q @ (b'\'' | b'"') => {
                let triple = i + 2 < b.len() && b[i + 1] == q && b[i + 2] == q;
                if triple {
                    i += 3;
                    while i < b.len()
                        && !(b[i] == q && i + 2 < b.len() && b[i + 1] == q && b[i + 2] == q)
                    {
                        if b[i] == b'\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                    i += 2;
                } else {
                    i += 1;
                    while i < b.len() && b[i] != q && b[i] != b'\n' {
                        if b[i] == b'\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                }
            }
            b'(' | b'[' | b'{' => {
                open.push(i);
                if open.len() > MAX_BRACKET_DEPTH {
                    return (Some(i), open);
                }
            }
            b')' | b']' | b'}' => {
                open.pop();
            }
            _ => {}
        }
        i += 1;
    }
    (None, open)
}

fn locate(src: &str, offset: usize) -> (u32, u32, String) {
    let offset = offset.min(src.len());
    let before = &src[..offset];
    let line = before.matches('\n').count() as u32 + 1;
    let line_start = before.rfind('\n').map(|i| i + 1).unwrap_or(0);
    let col = src[line_start..offset].chars().count() as u32 + 1;
    let text = src[line_start..].lines().next().unwrap_or("").to_string();
    (line, col, text)
}

fn cpython_message(msg: &str, src: &str, line: u32) -> (&'static str, String) {
    let m = msg.to_ascii_lowercase();
    if m.contains("unexpected indentation") {
        return ("IndentationError", "unexpected indent".into());
    }
    if let Some(rest) = m.strip_prefix("expected an indented block after `") {
        let what = rest.split('`').next().unwrap_or("");
        let prev = line.saturating_sub(1).max(1);
        return (
            "IndentationError",
            format!("expected an indented block after '{what}' statement on line {prev}"),
        );
    }
    if m.contains("expected an indented block") {
        return ("IndentationError", "expected an indented block".into());
    }
    if m.starts_with("simple statements must be separated") {
        let text = src
            .lines()
            .nth(line.saturating_sub(1) as usize)
            .unwrap_or("")
            .trim_start();
        if text.starts_with("print ") {
            return (
                "SyntaxError",
                "Missing parentheses in call to 'print'. Did you mean print(...)?".into(),
            );
        }
    }
    if m.contains("unindent") || m.contains("dedent") {
        return (
            "IndentationError",
            "unindent does not match any outer indentation level".into(),
        );
    }
    if m.starts_with("expected `:`") || m.starts_with("expected ':'") {
        return ("SyntaxError", "expected ':'".into());
    }
    if m.contains("missing closing quote") || m.contains("unterminated string") {
        return (
            "SyntaxError",
            format!("unterminated string literal (detected at line {line})"),
        );
    }
    if m.contains("unterminated triple-quoted") {
        return (
            "SyntaxError",
            "unterminated triple-quoted string literal".into(),
        );
    }
    let _ = src;
    ("SyntaxError", "invalid syntax".into())
}

/// Parse a module.
pub fn parse(src: &str) -> Result<Vec<Stmt>, SyntaxErrorInfo> {
    let (deep, open) = bracket_scan(src);
    if let Some(at) = deep {
        let (line, col, text) = locate(src, at);
        return Err(SyntaxErrorInfo {
            kind: "SyntaxError",
            msg: "too many nested parentheses".into(),
            line,
            col,
            text,
        });
    }
    // On the thread's own stack, where the parser's stack check (stacker) can measure it.
    match crate::stack::on_thread_stack(|| parse_module(src)) {
        Ok(parsed) => {
            let m: ModModule = parsed.into_syntax();
            Ok(m.body.into_iter().collect())
        }
        Err(e) => {
            let off = e.location.start().to_usize();
            let (line, col, text) = locate(src, off);
            let (kind, msg) = cpython_message(&e.error.to_string(), src, line);
            let unclosed = open.last().filter(|&&o| locate(src, o).0 < line);
            if let (Some(&o), "invalid syntax") = (unclosed, msg.as_str()) {
                let (line, col, text) = locate(src, o);
                return Err(SyntaxErrorInfo {
                    kind: "SyntaxError",
                    msg: format!("'{}' was never closed", src.as_bytes()[o] as char),
                    line,
                    col,
                    text,
                });
            }
            Err(SyntaxErrorInfo {
                kind,
                msg,
                line,
                col,
                text,
            })
        }
    }
}

impl SyntaxErrorInfo {
    /// The CPython-style report: `  File "f", line N` / source / caret / `SyntaxError: msg`.
    pub fn report(&self, filename: &str) -> String {
        let trimmed = self.text.trim_start();
        let indent = self.text.chars().count() - trimmed.chars().count();
        let caret_col = (self.col as usize).saturating_sub(1).saturating_sub(indent);
        format!(
            "  File \"{}\", line {}\n    {}\n    {}^\n{}: {}\n",
            filename,
            self.line,
            trimmed.trim_end(),
            " ".repeat(caret_col),
            self.kind,
            self.msg
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_read_like_cpython() {
        let cases = [
            ("if True\n    x = 1\n", "expected ':'"),
            ("x = (1,\ny = 2\n", "'(' was never closed"),
            ("x = = 1\n", "invalid syntax"),
            ("def f(:\n  pass\n", "invalid syntax"),
            ("  x = 1\n", "unexpected indent"),
            (
                "x = 'abc\n",
                "unterminated string literal (detected at line 1)",
            ),
            (
                "if x:\npass\n",
                "expected an indented block after 'if' statement on line 1",
            ),
            (
                "print 'hi'\n",
                "Missing parentheses in call to 'print'. Did you mean print(...)?",
            ),
        ];
        for (src, want) in cases {
            let e = parse(src).unwrap_err();
            assert_eq!(e.msg, want, "{src:?}");
        }
    }
}
