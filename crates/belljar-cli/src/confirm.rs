//! `--confirm`: a human approves each block on the terminal before it runs.
//!
//! Each block is shown on stderr with a `Run it? [y/N]` question; only `y` or `yes` runs it,
//! anything else (an empty line, end of input) refuses it, and a refused block is a `Refused`
//! result that stops the batch (`belljar_spec::approval`). Answers are read from standard
//! input when it is a terminal, else from the process's controlling terminal (`/dev/tty`, so
//! `cat reply.md | belljar exec --confirm -` still asks); with neither, nothing can be asked
//! and every block is refused, never run unasked.

use std::io::{BufRead, BufReader, IsTerminal, Write};
use std::sync::{Arc, Mutex};

use async_trait::async_trait;
use belljar::CodeBlock;
use belljar_spec::{Approval, Approver};

/// Where answers come from.
type Answers = Box<dyn BufRead + Send>;

/// Asks on the terminal (see the module docs).
pub struct TerminalApprover {
    answers: Arc<Mutex<Option<Answers>>>,
}

impl TerminalApprover {
    /// An approver reading standard input if it is a terminal, else `/dev/tty`, else none
    /// (every block refused).
    pub fn open() -> Self {
        let answers: Option<Answers> = if std::io::stdin().is_terminal() {
            Some(Box::new(BufReader::new(std::io::stdin())))
        } else {
            std::fs::File::open("/dev/tty")
                .ok()
                .map(|tty| Box::new(BufReader::new(tty)) as Answers)
        };
        TerminalApprover {
            answers: Arc::new(Mutex::new(answers)),
        }
    }
}

#[async_trait]
impl Approver for TerminalApprover {
    async fn approve(&self, block: &CodeBlock) -> Approval {
        let answers = self.answers.clone();
        let (language, code) = (block.language.clone(), block.code.clone());
        // On a blocking thread, so that Ctrl-C (which cancels the execution) is not stuck
        // behind the read.
        let asked = tokio::task::spawn_blocking(move || {
            let mut answers = answers.lock().unwrap_or_else(|e| e.into_inner());
            let Some(reader) = answers.as_mut() else {
                return Approval::Refuse(
                    "--confirm has no terminal to ask on (standard input is not one and there \
                     is no controlling terminal); nothing runs unapproved"
                        .to_string(),
                );
            };
            let mut stderr = std::io::stderr().lock();
            let _ = writeln!(stderr, "--- {language} block to run ---");
            let _ = writeln!(stderr, "{}", code.trim_end_matches('\n'));
            let _ = write!(stderr, "--- Run it? [y/N] ");
            let _ = stderr.flush();
            drop(stderr);
            let mut line = String::new();
            match reader.read_line(&mut line) {
                Ok(0) | Err(_) => {
                    Approval::Refuse("refused at the terminal (--confirm): no answer".into())
                }
                Ok(_) => match line.trim().to_ascii_lowercase().as_str() {
                    "y" | "yes" => Approval::Approve,
                    _ => Approval::Refuse("refused at the terminal (--confirm)".into()),
                },
            }
        });
        asked.await.unwrap_or_else(|_| {
            Approval::Refuse("--confirm: the question could not be asked".into())
        })
    }
}
