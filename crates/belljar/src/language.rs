//! The language table: canonical names, aliases, file extensions and how each language runs.
//!
//! Lookup is case-insensitive and ignores anything after the first word of a fence's info
//! string (`python title="x.py"` is `python`). Languages whose [`Runner`] is
//! [`Runner::NotExecutable`] (JSON, HTML, CSS, …) are never run: backends report them instead.

use serde::Serialize;

/// How the blocks of one language are run by the subprocess-based backends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Runner {
    /// Write the block to `<file>.<extension>` and run `program [args…] <file>`.
    Program {
        /// The interpreter, looked up on `PATH`.
        program: &'static str,
        /// Arguments placed before the file name.
        args: &'static [&'static str],
    },
    /// Data or markup (JSON, HTML, CSS…): reported, never executed.
    NotExecutable,
}

/// One row of the language table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Language {
    /// The canonical name, e.g. `"python"`.
    pub name: &'static str,
    /// Every tag that means this language (lower case), the canonical name included.
    pub aliases: &'static [&'static str],
    /// The file extension used when the block is written to disk, without the dot.
    pub extension: &'static str,
    /// How it runs.
    pub runner: Runner,
    /// Whether backends run it without being told to. `false` for everything that is not code.
    pub runs_by_default: bool,
}

impl Language {
    /// Whether this language can be executed at all.
    pub fn is_executable(&self) -> bool {
        matches!(self.runner, Runner::Program { .. })
    }
}

const fn program(
    name: &'static str,
    aliases: &'static [&'static str],
    ext: &'static str,
    prog: &'static str,
    args: &'static [&'static str],
) -> Language {
    Language {
        name,
        aliases,
        extension: ext,
        runner: Runner::Program {
            program: prog,
            args,
        },
        runs_by_default: true,
    }
}

const fn data(name: &'static str, aliases: &'static [&'static str], ext: &'static str) -> Language {
    Language {
        name,
        aliases,
        extension: ext,
        runner: Runner::NotExecutable,
        runs_by_default: false,
    }
}

/// Every language Belljar knows, in display order.
pub static LANGUAGES: &[Language] = &[
    program(
        "python",
        &[
            "python",
            "py",
            "python3",
            "py3",
            "ipython",
            "python3.11",
            "python3.12",
        ],
        "py",
        "python3",
        &["-u"],
    ),
    program("bash", &["bash"], "sh", "bash", &[]),
    program(
        "sh",
        &["sh", "shell", "shellscript", "posix"],
        "sh",
        "sh",
        &[],
    ),
    program("zsh", &["zsh"], "zsh", "zsh", &[]),
    program(
        "javascript",
        &["javascript", "js", "node", "nodejs", "mjs", "cjs"],
        "js",
        "node",
        &[],
    ),
    program("perl", &["perl", "pl"], "pl", "perl", &[]),
    program("ruby", &["ruby", "rb"], "rb", "ruby", &[]),
    program("r", &["r", "rscript"], "R", "Rscript", &[]),
    program("lua", &["lua"], "lua", "lua", &[]),
    program(
        "powershell",
        &["powershell", "pwsh", "ps1"],
        "ps1",
        "pwsh",
        &["-NoProfile", "-NonInteractive", "-File"],
    ),
    data(
        "json",
        &["json", "jsonc", "json5", "jsonl", "ndjson"],
        "json",
    ),
    data("html", &["html", "htm", "xhtml"], "html"),
    data("css", &["css", "scss", "sass", "less"], "css"),
    data("xml", &["xml", "svg"], "xml"),
    data("yaml", &["yaml", "yml"], "yaml"),
    data("toml", &["toml"], "toml"),
    data("markdown", &["markdown", "md"], "md"),
    data("csv", &["csv", "tsv"], "csv"),
    data("sql", &["sql"], "sql"),
    data(
        "text",
        &[
            "text",
            "txt",
            "plaintext",
            "plain",
            "output",
            "console",
            "log",
        ],
        "txt",
    ),
    data("diff", &["diff", "patch"], "diff"),
];

/// Find the language for a tag: case-insensitive, first word of an info string only,
/// surrounding braces and a leading dot tolerated (`{.python}`, `.py`).
///
/// Returns `None` for an empty or unknown tag.
pub fn lookup(tag: &str) -> Option<&'static Language> {
    let word = tag
        .trim()
        .trim_start_matches('{')
        .split(|c: char| c.is_whitespace() || c == ',' || c == '}' || c == '{')
        .next()
        .unwrap_or("")
        .trim_start_matches('.');
    if word.is_empty() {
        return None;
    }
    let lower = word.to_ascii_lowercase();
    LANGUAGES
        .iter()
        .find(|lang| lang.aliases.contains(&lower.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aliases_resolve_to_canonical_names() {
        for (tag, name) in [
            ("python", "python"),
            ("py", "python"),
            ("Python", "python"),
            ("python3", "python"),
            ("python title=\"x.py\"", "python"),
            ("{.python}", "python"),
            ("sh", "sh"),
            ("shell", "sh"),
            ("bash", "bash"),
            ("BASH", "bash"),
            ("js", "javascript"),
            ("node", "javascript"),
            ("json", "json"),
        ] {
            assert_eq!(lookup(tag).map(|l| l.name), Some(name), "tag {tag:?}");
        }
    }

    #[test]
    fn unknown_and_empty_tags_are_none() {
        assert!(lookup("").is_none());
        assert!(lookup("   ").is_none());
        assert!(lookup("c++").is_none());
        assert!(lookup("brainfuck").is_none());
    }

    #[test]
    fn data_languages_never_run() {
        for tag in ["json", "html", "css"] {
            let lang = lookup(tag).unwrap();
            assert!(!lang.is_executable());
            assert!(!lang.runs_by_default);
        }
    }

    #[test]
    fn every_alias_is_unique_and_lower_case() {
        let mut seen = std::collections::HashSet::new();
        for lang in LANGUAGES {
            assert!(
                lang.aliases.contains(&lang.name),
                "{} lists itself",
                lang.name
            );
            for alias in lang.aliases {
                assert_eq!(alias.to_ascii_lowercase(), *alias);
                assert!(seen.insert(*alias), "alias {alias} appears twice");
            }
        }
    }
}
