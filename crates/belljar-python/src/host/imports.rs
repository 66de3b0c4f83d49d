//! The import policy of a session ([`ImportPolicy`]) and the messages of a refused or missing
//! import. The policy applies to the imports the session's code writes; the interpreter's own
//! modules importing each other (`random` uses `math`) are not affected.

/// Which modules a session's code may import: those `allowed` (all the interpreter has when
/// `None`) minus those `denied`. A name covers the module and its submodules (`collections`
/// covers `collections.abc`); `*` covers every module, and `m.*` is the same as `m`. A denial
/// wins over an allowance, and allowing a dotted name (`os.path`) also allows importing its
/// parents (`os`), which `import os.path` binds anyway.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ImportPolicy {
    /// The modules allowed; `None` allows every module the interpreter has.
    pub allowed: Option<Vec<String>>,
    /// The modules denied, whatever `allowed` says.
    pub denied: Vec<String>,
}

impl ImportPolicy {
    /// Every module the interpreter has (the default).
    pub fn allow_all() -> ImportPolicy {
        ImportPolicy::default()
    }

    /// Only the modules named (and their submodules).
    pub fn only<I, S>(modules: I) -> ImportPolicy
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        ImportPolicy {
            allowed: Some(modules.into_iter().map(Into::into).collect()),
            denied: Vec::new(),
        }
    }

    /// This policy with `module` (and its submodules) denied too.
    pub fn deny(mut self, module: impl Into<String>) -> ImportPolicy {
        self.denied.push(module.into());
        self
    }

    /// This policy with `module` (and its submodules) allowed too (a no-op when every
    /// module is already allowed).
    pub fn allow(mut self, module: impl Into<String>) -> ImportPolicy {
        if let Some(allowed) = &mut self.allowed {
            allowed.push(module.into());
        }
        self
    }

    /// Whether the code may import `name` (a dotted module name).
    pub fn permits(&self, name: &str) -> bool {
        if self.denied.iter().any(|d| covers(d, name)) {
            return false;
        }
        match &self.allowed {
            None => true,
            Some(allowed) => allowed
                .iter()
                .any(|a| covers(a, name) || is_parent(name, a.trim_end_matches(".*"))),
        }
    }

    /// The `ImportError` message for a refused import of `name`: the module, and what the
    /// session may import.
    pub fn refusal(&self, name: &str) -> String {
        let allowed: Vec<&str> = available()
            .into_iter()
            .filter(|m| self.permits(m))
            .collect();
        if allowed.is_empty() {
            format!("import of '{name}' is not allowed: this session may import no module")
        } else {
            format!(
                "import of '{name}' is not allowed; allowed modules: {}",
                allowed.join(", ")
            )
        }
    }

    /// What [`missing_hint`] appends to `No module named '...'`: the modules this session
    /// may import, and where other modules run.
    pub fn missing_hint(&self) -> String {
        let allowed: Vec<&str> = available()
            .into_iter()
            .filter(|m| self.permits(m))
            .collect();
        let list = if allowed.is_empty() {
            "this session may import none of its modules".to_string()
        } else {
            format!("it has only {}", allowed.join(", "))
        };
        format!(
            " (the interpreter backend has no such module: {list}; code that needs other \
             modules, such as numpy or pandas, runs on the process backend)"
        )
    }
}

/// Whether the pattern `p` (`*`, `m`, `m.*`) covers module `name`.
fn covers(p: &str, name: &str) -> bool {
    if p == "*" {
        return true;
    }
    let p = p.strip_suffix(".*").unwrap_or(p);
    name == p || is_parent(p, name)
}

/// Whether `parent` is a package containing `name` (`a` of `a.b.c`).
fn is_parent(parent: &str, name: &str) -> bool {
    name.len() > parent.len() && name.starts_with(parent) && name[parent.len()..].starts_with('.')
}

/// Every module the interpreter has, sorted by name.
pub fn available() -> Vec<&'static str> {
    let mut names: Vec<&'static str> = crate::modules::registry::MODULES
        .iter()
        .map(|m| m.name)
        .collect();
    names.sort_unstable();
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_cover_their_submodules_and_denial_wins() {
        let all = ImportPolicy::allow_all().deny("collections");
        assert!(all.permits("math"));
        assert!(!all.permits("collections"));
        assert!(!all.permits("collections.abc"));
        assert!(all.permits("collectionsx"));
        let some = ImportPolicy::only(["math", "os.path", "json.*"]).deny("json.decoder");
        assert!(some.permits("math") && some.permits("os.path") && some.permits("os"));
        assert!(!some.permits("os.sep") && !some.permits("random"));
        assert!(some.permits("json") && some.permits("json.encoder"));
        assert!(!some.permits("json.decoder"));
        assert!(ImportPolicy::only(["*"]).deny("sys").permits("json"));
        assert!(!ImportPolicy::only(Vec::<String>::new()).permits("math"));
    }

    #[test]
    fn messages_name_what_is_allowed() {
        let p = ImportPolicy::only(["math", "random"]);
        assert_eq!(
            p.refusal("json"),
            "import of 'json' is not allowed; allowed modules: math, random"
        );
        assert!(p.missing_hint().contains("it has only math, random;"));
    }
}
