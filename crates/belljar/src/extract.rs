//! Code extraction: from an LLM message to the [`CodeBlock`]s in it, in order.
//!
//! What real models emit, and how each case is read:
//!
//! - Markdown fences of backticks or tildes, three or more, at any indentation. The closing
//!   fence uses the same character and is at least as long, so a four-backtick fence may hold
//!   triple backticks. Content lines lose the opening fence's indentation.
//! - The info string's first word is the language (`python title="x.py"` → `python`,
//!   `Python` → `python`, `c++` stays `c++`); aliases resolve through [`crate::language`].
//! - A backtick fence's info string cannot hold a backtick (CommonMark), so inline
//!   ```` ```code``` ```` in prose is not a fence and never swallows the next block.
//! - An unclosed last fence (the model hit a stop sequence) is taken as code to the end.
//! - smolagents-style `<code>…</code>` tags hold Python (or the language of a fence inside them);
//!   an unclosed `<code>` runs to the end of the message.
//! - Untagged blocks are shell when they start with `$ `, `pip ` or a shell builtin/command,
//!   Python when they parse as Python, and `unknown` otherwise (reported, never guessed at).
//! - CRLF and lone CR line endings become `\n`.
//!
//! A message with no code gives an empty list.

use crate::block::CodeBlock;
use crate::language;

/// The language given to a block whose tag is missing and whose content is neither
/// recognisably shell nor Python.
pub const UNKNOWN_LANGUAGE: &str = "unknown";

/// Extract every code block from `message`, in order of appearance.
pub fn extract(message: &str) -> Vec<CodeBlock> {
    let text = normalize_newlines(message);
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let mut blocks = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if let Some(open) = Fence::open(lines[i]) {
            let (content, next) = open.collect(&lines, i + 1);
            blocks.push(block_for(open.info, content));
            i = next;
            continue;
        }
        if let Some(pos) = lines[i].find(CODE_OPEN) {
            let (content, next) = collect_code_tag(&lines, i, pos);
            blocks.push(code_tag_block(&content));
            i = next;
            continue;
        }
        i += 1;
    }
    blocks
}

/// Turn CRLF and lone CR into LF.
fn normalize_newlines(text: &str) -> String {
    text.replace("\r\n", "\n").replace('\r', "\n")
}

/// An opening fence line.
#[derive(Debug, Clone, Copy)]
struct Fence<'a> {
    /// '`' or '~'.
    ch: char,
    /// How many fence characters opened it.
    len: usize,
    /// Columns of indentation before the fence, removed from content lines.
    indent: usize,
    /// The info string, trimmed.
    info: &'a str,
}

impl<'a> Fence<'a> {
    /// Parse an opening fence: indentation, three or more of one fence char, an info string.
    fn open(line: &'a str) -> Option<Fence<'a>> {
        let body = line.trim_end_matches('\n');
        let indent = body.len() - body.trim_start_matches([' ', '\t']).len();
        let rest = &body[indent..];
        let ch = rest.chars().next().filter(|c| *c == '`' || *c == '~')?;
        let len = rest.len() - rest.trim_start_matches(ch).len();
        if len < 3 {
            return None;
        }
        let info = rest[len..].trim();
        if ch == '`' && info.contains('`') {
            return None;
        }
        Some(Fence {
            ch,
            len,
            indent,
            info,
        })
    }

    /// Whether `line` closes this fence.
    fn closes(&self, line: &str) -> bool {
        let body = line.trim_end_matches('\n').trim_start_matches([' ', '\t']);
        let run = body.len() - body.trim_start_matches(self.ch).len();
        run >= self.len && body[run..].trim().is_empty()
    }

    /// Gather content lines from `start` to the closing fence (or the end). Returns the content
    /// and the index of the line after the fence.
    fn collect(&self, lines: &[&str], start: usize) -> (String, usize) {
        let mut content = String::new();
        let mut i = start;
        while i < lines.len() {
            if self.closes(lines[i]) {
                return (content, i + 1);
            }
            content.push_str(strip_indent(lines[i], self.indent));
            i += 1;
        }
        (content, i)
    }
}

/// Remove up to `indent` columns of leading spaces or tabs.
fn strip_indent(line: &str, indent: usize) -> &str {
    let mut cut = 0;
    for (n, b) in line.bytes().enumerate() {
        if n >= indent || (b != b' ' && b != b'\t') {
            break;
        }
        cut = n + 1;
    }
    &line[cut..]
}

const CODE_OPEN: &str = "<code>";
const CODE_CLOSE: &str = "</code>";

/// Gather the text after `<code>` (found at byte `pos` of line `i`) up to `</code>` or the end.
/// Returns the content and the index of the next line to scan.
fn collect_code_tag(lines: &[&str], i: usize, pos: usize) -> (String, usize) {
    let mut content = String::new();
    let mut rest = &lines[i][pos + CODE_OPEN.len()..];
    let mut j = i;
    loop {
        if let Some(end) = rest.find(CODE_CLOSE) {
            content.push_str(&rest[..end]);
            return (content, j + 1);
        }
        content.push_str(rest);
        j += 1;
        if j >= lines.len() {
            return (content, j);
        }
        rest = lines[j];
    }
}

/// A block from `<code>` content: Python, unless it wraps a fence that names a language.
fn code_tag_block(content: &str) -> CodeBlock {
    let lines: Vec<&str> = content.split_inclusive('\n').collect();
    if let Some(first) = lines.iter().position(|l| !l.trim().is_empty())
        && let Some(fence) = Fence::open(lines[first])
    {
        let (inner, _) = fence.collect(&lines, first + 1);
        let language = if fence.info.is_empty() {
            "python".to_string()
        } else {
            canonical_tag(fence.info)
        };
        return CodeBlock::new(language, trim_block(&inner));
    }
    CodeBlock::new("python", trim_block(content))
}

/// Remove blank lines around a block and make sure it ends with one newline.
fn trim_block(code: &str) -> String {
    let trimmed = code.trim_matches('\n');
    let body: Vec<&str> = trimmed.split('\n').collect();
    let start = body
        .iter()
        .position(|l| !l.trim().is_empty())
        .unwrap_or(body.len());
    let end = body
        .iter()
        .rposition(|l| !l.trim().is_empty())
        .map_or(start, |e| e + 1);
    if start >= end {
        return String::new();
    }
    let mut out = body[start..end].join("\n");
    out.push('\n');
    out
}

/// The canonical language name for a fence's info string, or its first word lower-cased.
fn canonical_tag(info: &str) -> String {
    match language::lookup(info) {
        Some(lang) => lang.name.to_string(),
        None => info
            .split_whitespace()
            .next()
            .unwrap_or("")
            .trim_matches(['{', '}', '.'])
            .to_ascii_lowercase(),
    }
}

/// A block from a fence with info string `info`.
fn block_for(info: &str, content: String) -> CodeBlock {
    if info.is_empty() {
        return untagged_block(&content);
    }
    CodeBlock::new(canonical_tag(info), trim_block(&content))
}

/// A block with no language tag: detect shell, then Python, else unknown.
fn untagged_block(content: &str) -> CodeBlock {
    let code = trim_block(content);
    if let Some(shell) = as_shell(&code) {
        return CodeBlock::new("sh", shell);
    }
    if looks_like_python(&code) {
        return CodeBlock::new("python", code);
    }
    CodeBlock::new(UNKNOWN_LANGUAGE, code)
}

/// Commands and builtins whose appearance as a block's first word marks it as shell.
const SHELL_WORDS: &[&str] = &[
    "pip", "pip3", "apt", "apt-get", "brew", "npm", "npx", "yarn", "cargo", "git", "ls", "cd",
    "echo", "export", "cat", "mkdir", "rm", "cp", "mv", "touch", "chmod", "chown", "curl", "wget",
    "grep", "sed", "awk", "find", "sudo", "source", "set", "unset", "alias", "which", "pwd",
    "head", "tail", "wc", "sort", "uniq", "tar", "unzip", "docker", "conda", "uv", "python",
    "python3", "node", "bash", "sh", "make", "printf", "read", "test", "true", "false", "exit",
    "env", "date", "whoami", "ps", "kill", "df", "du", "for", "while", "if", "case", "local",
    "shopt", "trap", "wait", "exec", "eval", "ln", "tee", "xargs", "cut",
];

/// If `code` reads as a shell command or a console transcript, the shell code to run.
///
/// A transcript whose command lines start with `$ ` keeps only those lines, without the
/// prompt: the other lines are the output the model imagined.
fn as_shell(code: &str) -> Option<String> {
    let first = code.lines().find(|l| !l.trim().is_empty())?.trim_start();
    if first.starts_with("$ ") {
        let mut out = String::new();
        for line in code.lines() {
            if let Some(cmd) = line.trim_start().strip_prefix("$ ") {
                out.push_str(cmd);
                out.push('\n');
            }
        }
        return Some(out);
    }
    if first.starts_with("#!") {
        return (first.contains("sh")).then(|| code.to_string());
    }
    let word = first
        .split(|c: char| c.is_whitespace() || c == ';')
        .next()
        .unwrap_or("");
    // `print(x)` or `x = 1` are Python even when the first word is a shell word; a shell
    // command is a word followed by space-separated arguments (or nothing).
    let after = first[word.len()..].trim_start();
    let pythonish = after.starts_with('=')
        || after.starts_with('(')
        || after.starts_with('.')
        || after.starts_with('[')
        || (word == "if" || word == "for" || word == "while") && first.trim_end().ends_with(':');
    if SHELL_WORDS.contains(&word) && !pythonish {
        return Some(code.to_string());
    }
    None
}

/// Whether `code` is Python: it parses as a Python module and is not a lone bare word
/// (a single word of prose parses as a name expression but says nothing).
fn looks_like_python(code: &str) -> bool {
    let trimmed = code.trim();
    if trimmed.is_empty() || !trimmed.contains(|c: char| !c.is_alphanumeric() && c != '_') {
        return false;
    }
    ruff_python_parser::parse_module(code).is_ok()
}

#[cfg(test)]
mod tests;
