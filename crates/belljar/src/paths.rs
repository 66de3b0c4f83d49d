//! Paths inside a session's working directory: the lexical checks every backend shares, and
//! AutoGen's `# filename: path` convention.
//!
//! These checks are lexical (no file system access): backends that touch a real directory must
//! also refuse symlinks that lead out of it (see `belljar-process`).

use std::path::{Component, Path, PathBuf};

use crate::executor::SessionError;

/// Check that `path` names something inside a working directory: relative, not empty, and
/// never climbing above its start with `..`. Returns the path with `.` parts removed and `..`
/// parts applied.
pub fn workspace_relative(path: &str) -> Result<PathBuf, SessionError> {
    let refuse = || SessionError::PathOutsideWorkspace(path.to_string());
    if path.contains('\0') {
        return Err(refuse());
    }
    let mut out = PathBuf::new();
    for part in Path::new(path).components() {
        match part {
            Component::Normal(name) => out.push(name),
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    return Err(refuse());
                }
            }
            Component::RootDir | Component::Prefix(_) => return Err(refuse()),
        }
    }
    if out.as_os_str().is_empty() {
        return Err(refuse());
    }
    Ok(out)
}

/// The file name a block asks to be saved as, from a first line of the form
/// `# filename: path` (or `// filename: path`, `-- filename: path`, `<!-- filename: path -->`).
///
/// Only the explicit `filename:` prefix counts: a first-line comment such as
/// `# This script prints hello` is an ordinary comment (AutoGen 0.2 took it as a file name).
pub fn filename_hint(code: &str) -> Option<&str> {
    let first = code.lines().next()?.trim();
    let rest = first
        .strip_prefix('#')
        .or_else(|| first.strip_prefix("//"))
        .or_else(|| first.strip_prefix("--"))
        .or_else(|| {
            first
                .strip_prefix("<!--")
                .map(|r| r.trim_end_matches("-->"))
        })
        .or_else(|| first.strip_prefix("/*").map(|r| r.trim_end_matches("*/")))?;
    let name = rest.trim().strip_prefix("filename:")?.trim();
    (!name.is_empty()).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_paths_inside_are_accepted_and_normalised() {
        assert_eq!(workspace_relative("a.py").unwrap(), PathBuf::from("a.py"));
        assert_eq!(
            workspace_relative("./sub/a.py").unwrap(),
            PathBuf::from("sub/a.py")
        );
        assert_eq!(
            workspace_relative("sub/../b.py").unwrap(),
            PathBuf::from("b.py")
        );
    }

    #[test]
    fn paths_that_leave_are_refused() {
        for bad in ["/etc/passwd", "../x.py", "a/../../x", "", ".", "a\0b"] {
            assert!(
                workspace_relative(bad).is_err(),
                "{bad:?} should be refused"
            );
        }
    }

    #[test]
    fn filename_hint_needs_the_prefix() {
        assert_eq!(
            filename_hint("# filename: hello.py\nprint(1)"),
            Some("hello.py")
        );
        assert_eq!(
            filename_hint("// filename: src/app.js\n"),
            Some("src/app.js")
        );
        assert_eq!(
            filename_hint("<!-- filename: index.html -->\n"),
            Some("index.html")
        );
        assert_eq!(filename_hint("# This script prints hello\nprint(1)"), None);
        assert_eq!(filename_hint("print(1)\n# filename: late.py"), None);
        assert_eq!(filename_hint(""), None);
    }
}
