//! `belljar repl`: an interactive Python session on either backend, for trying things by hand.
//!
//! Lines are read from standard input (a terminal or a pipe). A statement runs when it is
//! complete: at once for a simple one, after a blank line for a block (a first line ending
//! with `:`), and not before open brackets, triple-quoted strings and `\` continuations are
//! closed. The last expression's value is printed (its repr, as Python's REPL does), errors
//! as tracebacks; `exit()`, `quit()` or end of input (Ctrl-D) leave. On a terminal, lines
//! are read with `rustyline` (line editing, history recall, a history file).

use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;

use rustyline::error::ReadlineError;

use belljar::result::exit_codes;
use belljar::{CancellationToken, CodeBlock, Status};

use crate::args::ReplArgs;

/// What the scanner knows at the end of the text read so far.
#[derive(Debug, Default, PartialEq, Eq)]
struct Scan {
    /// Open `(`, `[` and `{` not yet closed.
    depth: usize,
    /// Inside a triple-quoted string.
    in_triple: bool,
    /// The last line ends with a `\` continuation.
    backslash: bool,
}

/// Scan `text` for brackets, strings and comments (enough to know whether more lines are
/// needed; the parser has the last word).
fn scan(text: &str) -> Scan {
    let mut s = Scan::default();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    let mut quote: Option<(char, bool)> = None;
    while i < chars.len() {
        let c = chars[i];
        match quote {
            Some((q, triple)) => {
                if c == '\\' {
                    i += 2;
                    continue;
                }
                if triple {
                    if c == q && chars.get(i + 1) == Some(&q) && chars.get(i + 2) == Some(&q) {
                        quote = None;
                        i += 3;
                        continue;
                    }
                } else if c == q || c == '\n' {
                    quote = None;
                }
            }
            None => match c {
                '#' => {
                    while i < chars.len() && chars[i] != '\n' {
                        i += 1;
                    }
                    continue;
                }
                '\'' | '"' => {
                    let triple = chars.get(i + 1) == Some(&c) && chars.get(i + 2) == Some(&c);
                    quote = Some((c, triple));
                    i += if triple { 3 } else { 1 };
                    continue;
                }
                '(' | '[' | '{' => s.depth += 1,
                ')' | ']' | '}' => s.depth = s.depth.saturating_sub(1),
                _ => {}
            },
        }
        i += 1;
    }
    s.in_triple = matches!(quote, Some((_, true)));
    s.backslash = text.trim_end_matches('\n').ends_with('\\') && quote.is_none();
    s
}

/// Whether the lines in `buffer` (each ending with `\n`) are ready to run.
fn complete(buffer: &str) -> bool {
    let s = scan(buffer);
    if s.depth > 0 || s.in_triple || s.backslash {
        return false;
    }
    let first = buffer.lines().next().unwrap_or("");
    let word = first
        .trim_start()
        .split(|c: char| !c.is_alphanumeric() && c != '_')
        .next()
        .unwrap_or("");
    const COMPOUND: &[&str] = &["if", "for", "while", "def", "class", "with", "try", "async"];
    let after = &first.trim_start()[word.len()..];
    let compound = COMPOUND.contains(&word)
        && after.starts_with([' ', '(', ':'])
        && !after.trim_start().starts_with('=');
    let block = compound || first.trim_start().starts_with('@') || first.trim_end().ends_with(':');
    if block {
        // A block ends with a blank line, as in Python's REPL.
        return buffer.ends_with("\n\n") || buffer.trim().is_empty();
    }
    true
}

/// What reading the next line gave.
enum Next {
    /// A line, without its end.
    Line(String),
    /// End of input (Ctrl-D on a terminal).
    Eof,
    /// Ctrl-C at the prompt: the pending input is dropped.
    Interrupted,
}

/// Where lines come from: a line editor on a terminal, plain lines from a pipe.
enum Input {
    /// A terminal: line editing and history, kept in `history` (a file) when there is one.
    Terminal {
        editor: Box<rustyline::DefaultEditor>,
        history: Option<PathBuf>,
    },
    /// A pipe or a file: no prompts.
    Plain(std::io::Lines<std::io::StdinLock<'static>>),
}

impl Input {
    /// A line editor when standard input is a terminal (and one can be made), else plain
    /// lines.
    fn open() -> Input {
        if std::io::stdin().is_terminal()
            && let Ok(mut editor) = rustyline::DefaultEditor::new()
        {
            let history = history_file();
            if let Some(path) = &history {
                // A missing or unreadable history file only means no history yet.
                let _ = editor.load_history(path);
            }
            return Input::Terminal {
                editor: Box::new(editor),
                history,
            };
        }
        Input::Plain(std::io::stdin().lock().lines())
    }

    /// Whether prompts and the banner are shown.
    fn interactive(&self) -> bool {
        matches!(self, Input::Terminal { .. })
    }

    /// The next line, showing `prompt` on a terminal.
    fn next(&mut self, prompt: &str) -> Result<Next, String> {
        match self {
            Input::Terminal { editor, .. } => match editor.readline(prompt) {
                Ok(line) => {
                    if !line.trim().is_empty() {
                        let _ = editor.add_history_entry(line.as_str());
                    }
                    Ok(Next::Line(line))
                }
                Err(ReadlineError::Eof) => Ok(Next::Eof),
                Err(ReadlineError::Interrupted) => Ok(Next::Interrupted),
                Err(err) => Err(err.to_string()),
            },
            Input::Plain(lines) => match lines.next() {
                Some(Ok(line)) => Ok(Next::Line(line)),
                Some(Err(err)) => Err(err.to_string()),
                None => Ok(Next::Eof),
            },
        }
    }

    /// Write the history file (on a terminal, when there is one).
    fn save(&mut self) {
        if let Input::Terminal {
            editor,
            history: Some(path),
        } = self
        {
            // History is a convenience: failing to write it is not an error of the session.
            let _ = editor.save_history(path);
        }
    }
}

/// The history file: `$BELLJAR_HISTORY`, else `~/.belljar_history`; none without a home.
fn history_file() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("BELLJAR_HISTORY") {
        return (!path.is_empty()).then(|| PathBuf::from(path));
    }
    std::env::var_os("HOME")
        .filter(|h| !h.is_empty())
        .map(|h| PathBuf::from(h).join(".belljar_history"))
}

/// `belljar repl`.
pub async fn repl(args: ReplArgs) -> i32 {
    let mut options = match args.common.exec_options() {
        Ok(options) => options,
        Err(err) => return crate::fail(&err),
    };
    let mut executor = match crate::backends::open(
        &args.common,
        crate::backends::backend_name(&args.common, "interpreter"),
        "session",
    ) {
        Ok(executor) => executor,
        Err(err) => return crate::fail(&err),
    };
    // Output is shown as the code prints it.
    options.events = Some(crate::report::live_text_sink());
    let mut input = Input::open();
    let tty = input.interactive();
    if tty {
        eprintln!(
            "Belljar {} ({} backend). exit() or Ctrl-D to leave.",
            env!("CARGO_PKG_VERSION"),
            executor.backend()
        );
    }
    let mut buffer = String::new();
    let mut code = exit_codes::OK;
    loop {
        let prompt = if buffer.is_empty() { ">>> " } else { "... " };
        let line = match input.next(prompt) {
            Ok(Next::Line(line)) => line,
            Ok(Next::Interrupted) => {
                // As Python's REPL: Ctrl-C at the prompt drops the pending input.
                eprintln!("KeyboardInterrupt");
                buffer.clear();
                continue;
            }
            Err(err) => {
                eprintln!("belljar: error: reading standard input: {err}");
                code = exit_codes::USAGE;
                break;
            }
            // End of input: run what is pending, then leave.
            Ok(Next::Eof) => {
                if !buffer.trim().is_empty()
                    && let Some(c) = run_one(executor.as_mut(), &buffer, &options).await
                {
                    code = c;
                }
                if tty {
                    eprintln!();
                }
                break;
            }
        };
        if buffer.is_empty() && line.trim().is_empty() {
            continue;
        }
        buffer.push_str(&line);
        buffer.push('\n');
        if !complete(&buffer) {
            continue;
        }
        let source = std::mem::take(&mut buffer);
        if matches!(source.trim(), "exit()" | "quit()" | "exit" | "quit") {
            break;
        }
        if let Some(c) = run_one(executor.as_mut(), &source, &options).await {
            code = c;
            break;
        }
    }
    input.save();
    let _ = executor.close().await;
    code
}

/// Run one input; `Some(code)` when the session ended (`SystemExit`).
async fn run_one(
    executor: &mut dyn belljar::Executor,
    source: &str,
    options: &belljar::ExecOptions,
) -> Option<i32> {
    let block = CodeBlock::new("python", source);
    // Ctrl-C cancels this input only: the next one gets a token of its own.
    let cancel = CancellationToken::new();
    let trigger = cancel.clone();
    let listener = tokio::spawn(async move {
        if tokio::signal::ctrl_c().await.is_ok() {
            trigger.cancel();
        }
    });
    let result = executor.execute(&block, options, &cancel).await;
    listener.abort();
    if let Some(error) = &result.error
        && error.kind == "SystemExit"
    {
        // (Its output was shown as it was printed.)
        return Some(match error.message.trim() {
            "" | "None" => exit_codes::OK,
            m => m.parse().unwrap_or_else(|_| {
                eprintln!("{m}");
                exit_codes::ERROR
            }),
        });
    }
    crate::report::print_error_note(&result);
    let mut out = std::io::stdout().lock();
    if result.status == Status::Ok {
        if let Some(value) = &result.value {
            let _ = writeln!(out, "{}", value.repr);
        }
        if let Some(answer) = &result.final_answer_repr {
            let _ = writeln!(out, "final answer: {answer}");
        }
    }
    let _ = out.flush();
    None
}

#[cfg(test)]
mod tests {
    use super::complete;

    #[test]
    fn inputs_are_complete_when_python_would_run_them() {
        assert!(complete("x = 1\n"));
        assert!(!complete("def f():\n"));
        assert!(!complete("def f():\n    return 1\n"));
        assert!(complete("def f():\n    return 1\n\n"));
        assert!(!complete("x = [1,\n"));
        assert!(complete("x = [1,\n2]\n"));
        assert!(!complete("s = '''a\n"));
        assert!(complete("s = '''a\nb'''\n"));
        assert!(complete("s = '(' # [\n"));
        assert!(!complete("x = 1 + \\\n"));
        assert!(complete("d = {'a': 1}\n"));
        assert!(!complete("if x: y = 1\n"));
        assert!(complete("if x: y = 1\n\n"));
        assert!(complete("iffy = 2\n"));
        assert!(!complete("@dec\n"));
    }
}
