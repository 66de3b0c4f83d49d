//! Every limit: it ends the run with a message naming it, the code cannot catch it, huge
//! allocations are refused before they are made, and a session stays usable afterwards.

use std::time::{Duration, Instant};

use belljar::Status;
use belljar_python::{Limits, Session, run_script};

#[global_allocator]
static ALLOC: belljar_python::alloc::CountingAlloc = belljar_python::alloc::CountingAlloc;

fn limits() -> Limits {
    Limits {
        timeout: Some(Duration::from_secs(5)),
        max_memory: Some(64 << 20),
        ..Limits::default()
    }
}

#[test]
fn timeout_stops_an_infinite_loop_and_cannot_be_caught() {
    let l = Limits {
        timeout: Some(Duration::from_millis(200)),
        ..limits()
    };
    let t = Instant::now();
    let out = run_script(
        "try:\n    while True:\n        pass\nexcept BaseException:\n    print('caught')\n",
        "t.py",
        &l,
    );
    assert!(t.elapsed() < Duration::from_secs(3));
    assert_eq!(out.exit_code, 124);
    assert!(out.stderr.contains("time limit exceeded"), "{}", out.stderr);
    assert!(!out.stdout.contains("caught"));
}

/// One big-int product can take seconds and cannot be interrupted; the time limit refuses one
/// that is estimated to overrun the deadline by far instead of running past it (found by the
/// fuzzer: matrix powers in a loop that never ends).
#[test]
fn a_hopeless_big_int_product_ends_at_the_time_limit() {
    let l = Limits {
        timeout: Some(Duration::from_millis(500)),
        max_memory: Some(2 << 30),
        ..limits()
    };
    for code in [
        "x = 3\nwhile True:\n    x = x * x\n",
        "x = 3\nwhile True:\n    x *= x\n",
        "print(len(str(7 ** 10 ** 8 % 10)))\n",
    ] {
        let t = Instant::now();
        let out = run_script(code, "t.py", &l);
        assert!(
            t.elapsed() < Duration::from_secs(3),
            "{code}: {:?}",
            t.elapsed()
        );
        assert_eq!(out.exit_code, 124, "{code}: {}", out.stderr);
        assert!(out.stderr.contains("time limit exceeded"), "{}", out.stderr);
    }
    // Ordinary big-int work is not refused.
    let out = run_script("print((3 ** 100000 * 7 ** 100000) % 1000)\n", "t.py", &l);
    assert_eq!(out.exit_code, 0, "{}", out.stderr);
}

#[test]
fn instruction_budget() {
    let l = Limits {
        max_instructions: Some(10_000),
        ..limits()
    };
    let out = run_script("i = 0\nwhile True:\n    i += 1\n", "i.py", &l);
    assert_eq!(out.exit_code, 137);
    assert!(
        out.stderr.contains("instruction limit exceeded"),
        "{}",
        out.stderr
    );
}

#[test]
fn huge_allocations_are_refused_up_front() {
    for src in [
        "x = 'a' * 10**12",
        "x = [0] * 10**11",
        "x = 10 ** 10 ** 10",
        "x = 1 << 10 ** 12",
        "x = f'{1:{10**12}}'",
        "x = 'ab'.center(10**12)",
        "x = (1, 2) * 10**11",
        "x = b'a' * 10**12",
        "x = 'a'.zfill(10**12)",
        "x = 'a'.replace('', 'b' * 10**6) * 10**6",
    ] {
        let t = Instant::now();
        let code = format!("try:\n    {src}\nexcept BaseException:\n    print('caught')\n");
        let out = run_script(&code, "m.py", &limits());
        assert_eq!(out.exit_code, 137, "{src}: {}", out.stderr);
        assert!(
            out.stderr.contains("memory limit exceeded"),
            "{src}: {}",
            out.stderr
        );
        assert!(!out.stdout.contains("caught"), "{src}");
        assert!(
            t.elapsed() < Duration::from_secs(2),
            "{src} took {:?}",
            t.elapsed()
        );
    }
}

#[test]
fn memory_growth_is_measured() {
    let out = run_script(
        "x = []\nwhile True:\n    x.append('a' * 10000)\n",
        "g.py",
        &limits(),
    );
    assert_eq!(out.exit_code, 137, "{}", out.stderr);
    assert!(
        out.stderr.contains("memory limit exceeded"),
        "{}",
        out.stderr
    );
}

#[test]
fn output_limit() {
    let l = Limits {
        max_output: 1000,
        ..limits()
    };
    let out = run_script("while True:\n    print('spam' * 10)\n", "o.py", &l);
    assert_eq!(out.exit_code, 137);
    assert!(out.stdout.len() <= 1000);
    assert!(
        out.stderr.contains("output limit exceeded"),
        "{}",
        out.stderr
    );
}

#[test]
fn recursion_limit_is_recursion_error_and_configurable() {
    let l = Limits {
        max_recursion: 50,
        ..limits()
    };
    let src = "def f(n):\n    return f(n + 1)\ntry:\n    f(0)\nexcept RecursionError as e:\n    print('RecursionError', e)\n";
    let out = run_script(src, "r.py", &l);
    assert_eq!(
        out.stdout,
        "RecursionError maximum recursion depth exceeded\n"
    );
    // Recursion through builtins calling back into Python is bounded as well.
    let src = "class A:\n    def __repr__(self):\n        return repr(self)\ntry:\n    repr(A())\nexcept RecursionError:\n    print('ok')\n";
    let out = run_script(src, "r2.py", &limits());
    assert_eq!(out.stdout, "ok\n", "{}", out.stderr);
    let src =
        "def g(n):\n    if n:\n        yield from g(n - 1)\n    yield n\nprint(sum(g(5000)))\n";
    let out = run_script(src, "r3.py", &limits());
    assert!(out.stderr.contains("RecursionError"), "{}", out.stderr);
}

#[test]
fn session_survives_limits() {
    let mut s = Session::new(Limits {
        timeout: Some(Duration::from_millis(200)),
        ..limits()
    });
    let r = s.execute("x = 41\nwhile True:\n    pass\n");
    assert_eq!(r.status, Status::Timeout);
    assert_eq!(r.exit_code, Some(124));
    let r = s.execute("x + 1");
    assert_eq!(r.status, Status::Ok);
    assert_eq!(r.value.unwrap().repr, "42");
    let r = s.execute("y = 'a' * 10**13");
    assert_eq!(r.status, Status::LimitExceeded);
    assert!(r.error.unwrap().message.contains("memory limit exceeded"));
    let r = s.execute("print(x)");
    assert_eq!(r.stdout, "41\n");
}

#[test]
fn final_answer_ends_the_run_and_is_not_caught_by_except_exception() {
    let mut s = Session::new(limits());
    let r = s.execute("try:\n    final_answer({'a': [1, 2]})\nexcept Exception:\n    print('caught')\nprint('after')\n");
    assert!(r.is_final_answer);
    assert_eq!(r.final_answer, Some(serde_json::json!({"a": [1, 2]})));
    assert_eq!(r.stdout, "");
    assert_eq!(r.status, Status::Ok);
}

#[test]
fn sleep_respects_the_deadline() {
    let l = Limits {
        timeout: Some(Duration::from_millis(300)),
        ..limits()
    };
    let t = Instant::now();
    let out = run_script("import time\ntime.sleep(100)\n", "s.py", &l);
    assert!(t.elapsed() < Duration::from_secs(3));
    assert_eq!(out.exit_code, 124, "{}", out.stderr);
}

/// Every Rust recursion over user data goes through one depth guard: past it a catchable
/// RecursionError with CPython's message, never a stack overflow of the host process.
#[test]
fn nested_data_hits_the_depth_guard_not_the_stack() {
    let l = Limits {
        timeout: Some(Duration::from_secs(20)),
        max_memory: Some(1 << 30),
        ..limits()
    };
    let deep_tuple = "x = ()\nfor i in range(20000):\n    x = (x,)\n";
    let deep_list = "x = []\nfor i in range(20000):\n    x = [x]\n";
    for (setup, expr, msg) in [
        (
            "d = {}; d['s'] = d; e = {}; e['s'] = e\n",
            "d == e",
            "maximum recursion depth exceeded in comparison",
        ),
        (
            "a = []; a.append(a); b = []; b.append(b)\n",
            "a < b",
            "maximum recursion depth exceeded in comparison",
        ),
        (
            "a = []; a.append(a); b = []; b.append(b)\n",
            "a == b",
            "maximum recursion depth exceeded in comparison",
        ),
        (deep_tuple, "hash(x)", "maximum recursion depth exceeded"),
        (
            "x = ()\ny = ()\nfor i in range(20000):\n    x = (x,)\n    y = (y,)\n",
            "x < y",
            "maximum recursion depth exceeded in comparison",
        ),
        (
            deep_list,
            "repr(x)",
            "maximum recursion depth exceeded while getting the repr of an object",
        ),
        (
            deep_list,
            "f'{x}'",
            "maximum recursion depth exceeded while getting the repr of an object",
        ),
        (
            format!("{deep_list}import json\n").as_str(),
            "json.dumps(x)",
            "maximum recursion depth exceeded while encoding a JSON object",
        ),
        (
            "it = iter([1])\nfor i in range(20000):\n    it = map(abs, it)\n",
            "next(it)",
            "maximum recursion depth exceeded",
        ),
        (
            "it = iter([1])\nfor i in range(20000):\n    it = filter(None, enumerate(zip(it)))\n",
            "next(it)",
            "maximum recursion depth exceeded",
        ),
        (
            "e = ValueError('x')\nfor i in range(20000):\n    e = ValueError(e)\n",
            "str(e)",
            "maximum recursion depth exceeded while getting the str of an object",
        ),
        (
            "t = int\nfor i in range(20000):\n    t = (t,)\n",
            "isinstance(1, t)",
            "maximum recursion depth exceeded in __instancecheck__",
        ),
    ] {
        let src = format!(
            "{setup}try:\n    {expr}\n    print('no error')\nexcept RecursionError as e:\n    print('RecursionError:', e)\nprint('alive')\n"
        );
        let out = run_script(&src, "deep.py", &l);
        assert_eq!(
            out.stdout,
            format!("RecursionError: {msg}\nalive\n"),
            "{expr}: {}",
            out.stderr
        );
    }
}

/// The last value and the final answer are converted to JSON and repr'd under the guard too.
#[test]
fn deep_results_are_shown_without_overflow() {
    let mut s = Session::new(Limits {
        timeout: Some(Duration::from_secs(20)),
        max_memory: Some(1 << 30),
        ..limits()
    });
    let r = s.execute("x = []\nfor i in range(20000):\n    x = [x]\nx\n");
    assert_eq!(r.status, Status::Ok);
    let v = r.value.unwrap();
    assert_eq!(v.repr, "<repr failed: RecursionError>");
    assert!(v.json.is_none());
    let r = s.execute("final_answer(x)\n");
    assert!(r.is_final_answer);
    assert_eq!(
        r.final_answer,
        Some(serde_json::json!("<repr failed: RecursionError>"))
    );
    // Shallow data is still plain JSON.
    let r = s.execute("final_answer([[1], {'a': (2, 3)}])\n");
    assert_eq!(
        r.final_answer,
        Some(serde_json::json!([[1], {"a": [2, 3]}]))
    );
}
