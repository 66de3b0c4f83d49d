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

/// Errors CPython's compiler (symbol table and code generator) raises before anything runs:
/// same message, same line, nothing printed, exit status 1. The table was produced by `python3`.
#[test]
fn compile_time_errors_match_cpython() {
    let cases: &[(&str, usize, &str)] = &[
        (
            "def f(a, a): pass",
            1,
            "SyntaxError: duplicate argument 'a' in function definition",
        ),
        (
            "def f(a,\n      b,\n      a):\n    pass",
            3,
            "SyntaxError: duplicate argument 'a' in function definition",
        ),
        (
            "lambda a, a: 1",
            1,
            "SyntaxError: duplicate argument 'a' in function definition",
        ),
        (
            "def f(a, **a): pass",
            1,
            "SyntaxError: duplicate argument 'a' in function definition",
        ),
        (
            "def f(*, a, a=1): pass",
            1,
            "SyntaxError: duplicate argument 'a' in function definition",
        ),
        (
            "def f(b, /, b): pass",
            1,
            "SyntaxError: duplicate argument 'b' in function definition",
        ),
        (
            "nonlocal x",
            1,
            "SyntaxError: nonlocal declaration not allowed at module level",
        ),
        (
            "x = 1\nnonlocal x",
            2,
            "SyntaxError: name 'x' is assigned to before nonlocal declaration",
        ),
        (
            "x = 1\nglobal x",
            2,
            "SyntaxError: name 'x' is assigned to before global declaration",
        ),
        (
            "def f():\n    x = 1\n    global x",
            3,
            "SyntaxError: name 'x' is assigned to before global declaration",
        ),
        (
            "def f():\n    print(x)\n    global x",
            3,
            "SyntaxError: name 'x' is used prior to global declaration",
        ),
        (
            "def f(x):\n    global x",
            2,
            "SyntaxError: name 'x' is parameter and global",
        ),
        (
            "def f(x):\n    nonlocal x",
            2,
            "SyntaxError: name 'x' is parameter and nonlocal",
        ),
        (
            "def f():\n    x: int = 1\n    global x",
            3,
            "SyntaxError: annotated name 'x' can't be global",
        ),
        (
            "def f():\n    x = 1\n    nonlocal x",
            3,
            "SyntaxError: name 'x' is assigned to before nonlocal declaration",
        ),
        (
            "x = 1\ndef f():\n    global x\n    nonlocal x",
            3,
            "SyntaxError: name 'x' is nonlocal and global",
        ),
        (
            "x = 1\ndef f():\n    y = 2\n    nonlocal x\n    global x",
            4,
            "SyntaxError: name 'x' is nonlocal and global",
        ),
        (
            "from __future__ import braces",
            1,
            "SyntaxError: not a chance",
        ),
        (
            "from __future__ import nope",
            1,
            "SyntaxError: future feature nope is not defined",
        ),
        (
            "\"\"\"doc\"\"\"\nfrom __future__ import annotations\nimport math\nfrom __future__ import division",
            4,
            "SyntaxError: from __future__ imports must occur at the beginning of the file",
        ),
        (
            "def f():\n    from __future__ import division",
            2,
            "SyntaxError: from __future__ imports must occur at the beginning of the file",
        ),
        (
            "def f():\n    nonlocal x",
            2,
            "SyntaxError: no binding for nonlocal 'x' found",
        ),
        (
            "def f():\n    x = 1\n    def g():\n        nonlocal y",
            4,
            "SyntaxError: no binding for nonlocal 'y' found",
        ),
        (
            "class C:\n    nonlocal x",
            2,
            "SyntaxError: no binding for nonlocal 'x' found",
        ),
        ("return 1", 1, "SyntaxError: 'return' outside function"),
        (
            "class C:\n    return 1",
            2,
            "SyntaxError: 'return' outside function",
        ),
        ("yield 1", 1, "SyntaxError: 'yield' outside function"),
        (
            "x = [(yield 1) for y in z]",
            1,
            "SyntaxError: 'yield' inside list comprehension",
        ),
        (
            "x = {(yield 1) for y in z}",
            1,
            "SyntaxError: 'yield' inside set comprehension",
        ),
        (
            "x = {1: (yield) for y in z}",
            1,
            "SyntaxError: 'yield' inside dict comprehension",
        ),
        (
            "x = ((yield) for y in z)",
            1,
            "SyntaxError: 'yield' inside generator expression",
        ),
        ("break", 1, "SyntaxError: 'break' outside loop"),
        (
            "continue",
            1,
            "SyntaxError: 'continue' not properly in loop",
        ),
        (
            "for x in []:\n    pass\nelse:\n    continue",
            4,
            "SyntaxError: 'continue' not properly in loop",
        ),
        (
            "while True:\n    def f():\n        break",
            3,
            "SyntaxError: 'break' outside loop",
        ),
    ];
    for &(body, line, last) in cases {
        let src = format!("{body}\nprint('ran')\n");
        let out = run_script(&src, "c.py", &Limits::default());
        assert_eq!(out.stdout, "", "{body}: ran before the error");
        assert_eq!(out.exit_code, 1, "{body}: {}", out.stderr);
        assert!(
            out.stderr
                .starts_with(&format!("  File \"c.py\", line {line}\n")),
            "{body}: want line {line}: {}",
            out.stderr
        );
        assert_eq!(out.stderr.lines().last(), Some(last), "{body}");
    }
}

/// Calls that nest on the Rust stack without a Python frame (a class as its own `__init__`,
/// an instance as its class's `__call__`) used to recurse without end, ignoring every limit;
/// they end in CPython's RecursionError well within tight limits.
#[test]
fn frameless_call_chains_end_in_recursion_error() {
    let limits = Limits {
        timeout: Some(std::time::Duration::from_secs(5)),
        max_instructions: Some(200_000),
        memory_bytes: Some(64 << 20),
        ..Limits::default()
    };
    for src in [
        "class A: pass\nA.__init__ = A\nA()\n",
        "class B: pass\nB.__call__ = B()\nB()()\n",
        "class D: pass\nD.__init__ = staticmethod(D)\nD()\n",
    ] {
        let t = std::time::Instant::now();
        let out = run_script(src, "r.py", &limits);
        assert!(t.elapsed() < std::time::Duration::from_secs(5), "{src}");
        assert_eq!(out.exit_code, 1, "{src}: {}", out.stderr);
        assert!(
            out.stderr.ends_with(
                "RecursionError: maximum recursion depth exceeded while calling a Python object\n"
            ),
            "{src}: {}",
            out.stderr
        );
    }
}

/// `iter(callable, sentinel)` calls lazily: a callable that never returns the sentinel is
/// fine as long as the program stops asking.
#[test]
fn callable_iterator_is_lazy() {
    let limits = Limits {
        timeout: Some(std::time::Duration::from_secs(5)),
        max_instructions: Some(100_000),
        ..Limits::default()
    };
    let out = run_script(
        "it = iter(int, 1)\nprint(type(it).__name__, next(it), next(it))\n",
        "i.py",
        &limits,
    );
    assert_eq!(out.stdout, "callable_iterator 0 0\n", "{}", out.stderr);
    assert_eq!(out.exit_code, 0);
}
