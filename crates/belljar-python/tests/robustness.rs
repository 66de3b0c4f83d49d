//! Robustness: truncated and mangled programs (prefixes of the corpus, with characters
//! dropped) never panic the interpreter and always end with a normal exit code.

use std::path::Path;
use std::time::Duration;

use belljar_python::{Limits, run_script};

#[test]
fn mangled_programs_never_crash() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    let limits = Limits {
        timeout: Some(Duration::from_millis(500)),
        memory_bytes: Some(64 << 20),
        max_instructions: Some(200_000),
        max_recursion: Some(200),
        max_output_bytes: 1 << 16,
    };
    let mut files: Vec<_> = entries.filter_map(|e| e.ok()).map(|e| e.path()).collect();
    files.sort();
    for path in files
        .iter()
        .filter(|p| p.extension().is_some_and(|x| x == "py"))
        .take(2000)
    {
        let src = std::fs::read_to_string(path).unwrap();
        let chars: Vec<char> = src.chars().collect();
        for cut in [chars.len() / 3, chars.len() / 2, chars.len() * 4 / 5] {
            let prefix: String = chars[..cut].iter().collect();
            let out = run_script(&prefix, "m.py", &limits);
            assert!(
                !out.stderr.contains("internal"),
                "{}: prefix {cut} crashed:\n{}",
                path.display(),
                out.stderr
            );
            let dropped: String = chars
                .iter()
                .enumerate()
                .filter(|(i, _)| i % 97 != 13)
                .map(|(_, c)| *c)
                .collect();
            let out = run_script(&dropped, "d.py", &limits);
            assert!(
                !out.stderr.contains("internal"),
                "{}: mangled crashed:\n{}",
                path.display(),
                out.stderr
            );
            // Lines shuffled: statements out of order, blocks broken.
            let mut lines: Vec<&str> = src.lines().collect();
            let n = lines.len();
            if n > 4 {
                lines.swap(cut % n, (cut * 7 + 3) % n);
                lines.swap((cut / 2) % n, n - 1);
            }
            let out = run_script(&lines.join("\n"), "s.py", &limits);
            assert!(
                !out.stderr.contains("internal"),
                "{}: shuffled crashed:\n{}",
                path.display(),
                out.stderr
            );
        }
    }
}
