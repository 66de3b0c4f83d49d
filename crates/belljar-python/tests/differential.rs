//! Differential test: every program in `tests/corpus/` is run by CPython (`python3 FILE`) and by
//! Belljar (`belljar_python::run_script`), and the two must agree on stdout (exactly), the exit
//! status, and the last line of stderr (the `Type: message` line of an uncaught exception).
//!
//! `tests/corpus/KNOWN_FAILURES` lists programs Belljar does not yet match, one file name per
//! line (`# reason` comments allowed). The test fails if a program not on the list mismatches,
//! if a listed program now matches (so the list only shrinks: delete its line), or if the list
//! names a file that does not exist. Nothing is skipped: without a `python3` 3.11 on `PATH`
//! the test fails and says so.
//!
//! Environment knobs, for working on the interpreter:
//! - `BELLJAR_DIFFERENTIAL_FILTER=gen__` runs only files whose name contains the text (the
//!   known-failure checks then apply to those files only).
//! - `BELLJAR_DIFFERENTIAL_WRITE_KNOWN=1` rewrites `KNOWN_FAILURES` from this run (keeping the
//!   reasons already written for files that still fail) instead of failing; review the diff.
//! - `BELLJAR_DIFFERENTIAL_ANY_PYTHON=1` accepts a `python3` other than 3.11 (messages differ
//!   between versions, so expect mismatches).

use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use belljar_python::{Limits, run_script};

/// What one interpreter produced for one program: the three things compared.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Observed {
    stdout: String,
    exit_code: i32,
    stderr_last: String,
}

/// The outcome for one corpus file.
struct Outcome {
    name: String,
    expected: Observed,
    actual: Result<Observed, String>,
    /// Wall time of the belljar run (python3's is not interesting here).
    belljar_time: Duration,
}

impl Outcome {
    fn matches(&self) -> bool {
        matches!(&self.actual, Ok(a) if *a == self.expected)
    }

    /// A one-line reason for a mismatch, used for new `KNOWN_FAILURES` entries.
    fn short_reason(&self) -> String {
        let a = match &self.actual {
            Err(panic) => return format!("panicked: {}", one_line(panic, 80)),
            Ok(a) => a,
        };
        let e = &self.expected;
        if a.stderr_last != e.stderr_last {
            if a.stderr_last.is_empty() {
                return format!("expected error {}", one_line(&e.stderr_last, 80));
            }
            if e.stderr_last.is_empty() {
                return format!("unexpected error {}", one_line(&a.stderr_last, 80));
            }
            return format!("error differs: got {}", one_line(&a.stderr_last, 80));
        }
        if a.exit_code != e.exit_code {
            return format!("exit code {} instead of {}", a.exit_code, e.exit_code);
        }
        let line = first_diff_line(&e.stdout, &a.stdout);
        let want = e.stdout.lines().nth(line).unwrap_or("<end of output>");
        let got = a.stdout.lines().nth(line).unwrap_or("<end of output>");
        format!(
            "stdout line {}: want {:?}, got {:?}",
            line + 1,
            one_line(want, 40),
            one_line(got, 40)
        )
    }
}

fn one_line(s: &str, max: usize) -> String {
    let s = s.lines().next().unwrap_or("").trim();
    if s.chars().count() > max {
        let cut: String = s.chars().take(max).collect();
        format!("{cut}…")
    } else {
        s.to_string()
    }
}

fn first_diff_line(a: &str, b: &str) -> usize {
    let (al, bl): (Vec<&str>, Vec<&str>) = (a.lines().collect(), b.lines().collect());
    (0..al.len().max(bl.len()))
        .find(|&i| al.get(i) != bl.get(i))
        .unwrap_or(0)
}

fn last_line(stderr: &str) -> String {
    stderr
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .to_string()
}

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("corpus")
}

/// Fails loudly unless `python3` is on PATH and is 3.11 (the reference for the corpus).
fn check_python() -> String {
    let out = Command::new("python3").arg("--version").output();
    let version = match out {
        Ok(o) if o.status.success() => String::from_utf8_lossy(&o.stdout).trim().to_string(),
        Ok(o) => panic!(
            "differential: `python3 --version` failed ({}); the differential corpus needs \
             CPython 3.11 as `python3` on PATH",
            o.status
        ),
        Err(e) => panic!(
            "differential: cannot run `python3` ({e}); the differential corpus needs CPython 3.11 \
             as `python3` on PATH. Nothing was skipped: install it and re-run."
        ),
    };
    let any = std::env::var_os("BELLJAR_DIFFERENTIAL_ANY_PYTHON").is_some();
    if !version.starts_with("Python 3.11.") && !any {
        panic!(
            "differential: found {version}, but the corpus is checked against CPython 3.11 \
             (error messages differ between versions). Put python3.11 first on PATH, or set \
             BELLJAR_DIFFERENTIAL_ANY_PYTHON=1 to compare anyway."
        );
    }
    version
}

fn run_cpython(path: &Path) -> Observed {
    let out = Command::new("python3")
        // -I: no user site-packages, no PYTHON* variables, script dir not on sys.path.
        .arg("-I")
        .arg(path)
        .env("PYTHONUTF8", "1")
        .env("PYTHONIOENCODING", "utf-8")
        // Belljar's local time is UTC (no host time zone): so is CPython's here, whatever
        // the machine's zone (`time__*`, `datetime__*` print local times).
        .env("TZ", "UTC")
        .current_dir(std::env::temp_dir())
        .output()
        .unwrap_or_else(|e| panic!("differential: running python3 on {}: {e}", path.display()));
    Observed {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        // A signal death has no code; report it as -1 (it never matches a real run).
        exit_code: out.status.code().unwrap_or(-1),
        stderr_last: last_line(&String::from_utf8_lossy(&out.stderr)),
    }
}

fn run_belljar(name: &str, source: &str) -> Result<Observed, String> {
    let mut limits = Limits::default();
    // The harness must finish even if a program hangs the interpreter.
    if limits.timeout.is_none() {
        limits.timeout = Some(Duration::from_secs(10));
    }
    let result = catch_unwind(AssertUnwindSafe(|| run_script(source, name, &limits)));
    match result {
        Ok(out) => Ok(Observed {
            stdout: out.stdout,
            exit_code: out.exit_code,
            stderr_last: last_line(&out.stderr),
        }),
        Err(payload) => Err(payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_else(|| "panic with a non-string payload".to_string())),
    }
}

/// `KNOWN_FAILURES`: file name → reason (possibly empty).
fn read_known(path: &Path) -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let mut known = BTreeMap::new();
    for line in text.lines() {
        let (name, reason) = match line.split_once('#') {
            Some((n, r)) => (n.trim(), r.trim()),
            None => (line.trim(), ""),
        };
        if !name.is_empty() {
            known.insert(name.to_string(), reason.to_string());
        }
    }
    known
}

fn write_known(path: &Path, entries: &BTreeMap<String, String>) {
    let mut text = String::from(
        "# Corpus programs belljar-python does not yet match CPython on (see tests/differential.rs).\n\
         # One file name per line, then `# reason`. The differential test fails when a listed\n\
         # program starts matching: delete its line then. Never add a line to hide a regression.\n",
    );
    for (name, reason) in entries {
        if reason.is_empty() {
            text.push_str(&format!("{name}\n"));
        } else {
            text.push_str(&format!("{name}  # {reason}\n"));
        }
    }
    std::fs::write(path, text).expect("writing KNOWN_FAILURES");
}

/// A readable report of one mismatch: the first differing stdout lines with context, and the
/// exit status and last stderr line of both.
fn describe(o: &Outcome) -> String {
    let mut s = format!("=== {} ===\n", o.name);
    let a = match &o.actual {
        Err(panic) => {
            s.push_str(&format!("belljar PANICKED: {panic}\n"));
            return s;
        }
        Ok(a) => a,
    };
    let e = &o.expected;
    if a.stdout != e.stdout {
        let el: Vec<&str> = e.stdout.lines().collect();
        let al: Vec<&str> = a.stdout.lines().collect();
        let first = first_diff_line(&e.stdout, &a.stdout);
        let from = first.saturating_sub(2);
        let to = (first + 4).min(el.len().max(al.len()));
        s.push_str(&format!(
            "stdout differs at line {} (python3 {} lines, belljar {} lines):\n",
            first + 1,
            el.len(),
            al.len()
        ));
        for i in from..to {
            match (el.get(i), al.get(i)) {
                (Some(x), Some(y)) if x == y => s.push_str(&format!("    {x}\n")),
                (x, y) => {
                    if let Some(x) = x {
                        s.push_str(&format!("  - {x}\n"));
                    }
                    if let Some(y) = y {
                        s.push_str(&format!("  + {y}\n"));
                    }
                }
            }
        }
        if e.stdout.lines().eq(a.stdout.lines()) {
            s.push_str("  (only line endings or the final newline differ)\n");
        }
    }
    if a.exit_code != e.exit_code {
        s.push_str(&format!(
            "exit status: python3 {}, belljar {}\n",
            e.exit_code, a.exit_code
        ));
    }
    if a.stderr_last != e.stderr_last {
        s.push_str(&format!(
            "last stderr line:\n  - {}\n  + {}\n",
            e.stderr_last, a.stderr_last
        ));
    }
    s
}

#[test]
fn differential_corpus_matches_cpython() {
    let version = check_python();
    let dir = corpus_dir();
    let filter = std::env::var("BELLJAR_DIFFERENTIAL_FILTER").unwrap_or_default();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("differential: reading {}: {e}", dir.display()))
        .map(|e| e.expect("corpus entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "py"))
        .filter(|p| p.file_name().unwrap().to_string_lossy().contains(&filter))
        .collect();
    files.sort();
    assert!(
        !files.is_empty(),
        "differential: no corpus programs in {} match filter {filter:?}",
        dir.display()
    );

    // Run the corpus on a few worker threads; each thread owns a big stack so that a parser or
    // VM bug shows up as a mismatch, not as a stack overflow of the test harness itself.
    let next = AtomicUsize::new(0);
    let outcomes = Mutex::new(Vec::with_capacity(files.len()));
    let workers = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(8);
    std::thread::scope(|scope| {
        for _ in 0..workers {
            std::thread::Builder::new()
                .stack_size(16 << 20)
                .spawn_scoped(scope, || {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(path) = files.get(i) else { break };
                        let name = path.file_name().unwrap().to_string_lossy().into_owned();
                        let source = std::fs::read_to_string(path)
                            .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()));
                        let expected = run_cpython(path);
                        let started = Instant::now();
                        let actual = run_belljar(&name, &source);
                        let belljar_time = started.elapsed();
                        outcomes.lock().unwrap().push(Outcome {
                            name,
                            expected,
                            actual,
                            belljar_time,
                        });
                    }
                })
                .expect("spawning a differential worker");
        }
    });
    let mut outcomes = outcomes.into_inner().unwrap();
    outcomes.sort_by(|a, b| a.name.cmp(&b.name));

    let known_path = dir.join("KNOWN_FAILURES");
    let known = read_known(&known_path);
    let ran: BTreeSet<&str> = outcomes.iter().map(|o| o.name.as_str()).collect();
    let all_files: BTreeSet<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();

    let mut unexpected = Vec::new();
    let mut now_passing = Vec::new();
    let mut known_failing = 0usize;
    let mut matched = 0usize;
    for o in &outcomes {
        match (o.matches(), known.contains_key(&o.name)) {
            (true, false) => matched += 1,
            (true, true) => now_passing.push(o.name.clone()),
            (false, true) => known_failing += 1,
            (false, false) => unexpected.push(o),
        }
    }
    let stale: Vec<&String> = known.keys().filter(|k| !all_files.contains(*k)).collect();

    if std::env::var_os("BELLJAR_DIFFERENTIAL_WRITE_KNOWN").is_some() {
        let mut entries: BTreeMap<String, String> = known
            .iter()
            .filter(|(k, _)| all_files.contains(*k) && !ran.contains(k.as_str()))
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        for o in outcomes.iter().filter(|o| !o.matches()) {
            let reason = known
                .get(&o.name)
                .filter(|r| !r.is_empty())
                .cloned()
                .unwrap_or_else(|| o.short_reason());
            entries.insert(o.name.clone(), reason);
        }
        write_known(&known_path, &entries);
        eprintln!(
            "differential: wrote {} entries to {}",
            entries.len(),
            known_path.display()
        );
    }

    for o in &unexpected {
        eprintln!("{}", describe(o));
    }
    // Written to the real stderr, not through `println!`, so that the summary shows even
    // when libtest captures the output of a passing test.
    let _ = writeln!(
        std::io::stderr(),
        "differential: {matched} match CPython, {known_failing} known failures, \
         {} listed but now passing ({} programs, {version})",
        now_passing.len(),
        outcomes.len()
    );
    let mut slowest: Vec<&Outcome> = outcomes.iter().collect();
    slowest.sort_by_key(|o| std::cmp::Reverse(o.belljar_time));
    let _ = writeln!(
        std::io::stderr(),
        "differential: slowest under belljar: {}",
        slowest
            .iter()
            .take(5)
            .map(|o| format!("{} {:.2}s", o.name, o.belljar_time.as_secs_f64()))
            .collect::<Vec<_>>()
            .join(", ")
    );
    if std::env::var_os("BELLJAR_DIFFERENTIAL_WRITE_KNOWN").is_some() {
        return;
    }
    let mut problems = Vec::new();
    if !unexpected.is_empty() {
        problems.push(format!(
            "{} program(s) differ from CPython and are not in KNOWN_FAILURES: {}",
            unexpected.len(),
            unexpected
                .iter()
                .map(|o| o.name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    if !now_passing.is_empty() {
        problems.push(format!(
            "{} program(s) in KNOWN_FAILURES now match CPython; delete their lines: {}",
            now_passing.len(),
            now_passing.join(", ")
        ));
    }
    if !stale.is_empty() {
        problems.push(format!(
            "KNOWN_FAILURES names file(s) that are not in the corpus: {}",
            stale
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    assert!(
        problems.is_empty(),
        "differential:\n{}",
        problems.join("\n")
    );
}
