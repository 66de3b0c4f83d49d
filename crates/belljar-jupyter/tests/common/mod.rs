//! Shared by the Jupyter tests: the test venv's Python, and the rule that a missing venv
//! fails the tests in CI (`BELLJAR_REQUIRE_JUPYTER=1`) and only reports elsewhere.

use std::path::PathBuf;

/// `BELLJAR_TEST_PYTHON`, else the repository's `.venv/bin/python`.
pub fn venv_python() -> PathBuf {
    std::env::var_os("BELLJAR_TEST_PYTHON")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../.venv/bin/python"))
}

/// Something the tests need is missing (`why`): panics in CI, else says so and returns
/// `None` so the test passes without running.
pub fn missing<T>(why: &str) -> Option<T> {
    let required = std::env::var("BELLJAR_REQUIRE_JUPYTER").is_ok_and(|v| v == "1");
    assert!(!required, "BELLJAR_REQUIRE_JUPYTER=1 but: {why}");
    eprintln!("jupyter tests NOT RUN here: {why}");
    None
}
