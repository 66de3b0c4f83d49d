//! Language tests: each `tests/lang/NAME.py` runs under belljar-python and must print exactly
//! what CPython 3.11 printed (`NAME.stdout`), exit the same way (`NAME.exit`) and end stderr with
//! the same line (`NAME.lastline`). The expected files were produced by `python3`.

use std::path::Path;

use belljar_python::{Limits, run_script};

fn check(name: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/lang");
    let src = std::fs::read_to_string(dir.join(format!("{name}.py"))).unwrap();
    let want_out = std::fs::read_to_string(dir.join(format!("{name}.stdout"))).unwrap();
    let want_exit: i32 = std::fs::read_to_string(dir.join(format!("{name}.exit")))
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    let want_last = std::fs::read_to_string(dir.join(format!("{name}.lastline"))).unwrap();
    let out = run_script(&src, &format!("{name}.py"), &Limits::default());
    assert_eq!(out.stdout, want_out, "stdout of {name}");
    assert_eq!(
        out.exit_code, want_exit,
        "exit code of {name}; stderr:\n{}",
        out.stderr
    );
    let last = out.stderr.lines().last().unwrap_or("");
    assert_eq!(
        last,
        want_last.trim_end_matches('\n'),
        "last stderr line of {name}"
    );
}

macro_rules! lang_tests {
    ($($name:ident),* $(,)?) => {
        $(#[test] fn $name() { check(stringify!($name)); })*
    };
}

lang_tests!(
    basics,
    features,
    err_keyerror_traceback,
    err_raise_from,
    err_context,
    err_recursion,
    err_str_plus_int,
    err_unclosed_paren,
    err_did_you_mean,
    modules_json,
    modules_dataclasses,
    modules_collections_itertools,
    gen_yield_from_throw,
);

#[test]
fn traceback_has_cpython_shape() {
    let src = "def f():\n    return 1 / 0\nf()\n";
    let out = run_script(src, "t.py", &Limits::default());
    assert_eq!(
        out.stderr,
        "Traceback (most recent call last):\n  File \"t.py\", line 3, in <module>\n    f()\n  File \"t.py\", line 2, in f\n    return 1 / 0\nZeroDivisionError: division by zero\n"
    );
    assert_eq!(out.exit_code, 1);
}

#[test]
fn syntax_error_has_caret() {
    let out = run_script("x = = 1\n", "s.py", &Limits::default());
    assert!(
        out.stderr.contains("  File \"s.py\", line 1\n"),
        "{}",
        out.stderr
    );
    assert!(out.stderr.contains('^'), "{}", out.stderr);
    assert!(
        out.stderr.ends_with("SyntaxError: invalid syntax\n"),
        "{}",
        out.stderr
    );
}

#[test]
fn deep_nesting_is_a_syntax_error_not_a_crash() {
    let src = format!("x = {}1{}\n", "(".repeat(200_000), ")".repeat(200_000));
    let out = run_script(&src, "deep.py", &Limits::default());
    assert_eq!(out.exit_code, 1);
    assert!(
        out.stderr
            .ends_with("SyntaxError: too many nested parentheses\n"),
        "{}",
        out.stderr
    );
}

#[test]
fn long_operator_chains_do_not_crash() {
    let src = format!("x = {}1\nprint(x)\n", "1 + ".repeat(100_000));
    let out = run_script(&src, "chain.py", &Limits::default());
    assert!(
        out.exit_code == 0 || out.stderr.contains("Error"),
        "{}",
        out.stderr
    );
    let src = format!("x = {}1\n", "-".repeat(100_000));
    let out = run_script(&src, "neg.py", &Limits::default());
    assert!(
        out.exit_code == 0 || out.stderr.contains("Error"),
        "{}",
        out.stderr
    );
}

#[test]
fn float_reprs_match_cpython() {
    let out = run_script(
        "print(0.1 + 0.2, 1e16, 5e-324, 1.0, 1e-5, 123.456, -0.0, float('inf'), 2.5e-10)\n",
        "f.py",
        &Limits::default(),
    );
    assert_eq!(
        out.stdout,
        "0.30000000000000004 1e+16 5e-324 1.0 1e-05 123.456 -0.0 inf 2.5e-10\n"
    );
}

#[test]
fn numbers_hash_and_compare_consistently() {
    let out = run_script(
        "print(1 == 1.0 == True, hash(1) == hash(1.0) == hash(True), {1: 'a', 1.0: 'b', True: 'c'}, 2**64 == 2.0**64, hash(2**64) == hash(2.0**64))\n",
        "h.py",
        &Limits::default(),
    );
    assert_eq!(out.stdout, "True True {1: 'c'} True True\n");
}
