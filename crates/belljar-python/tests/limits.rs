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
        memory_bytes: Some(64 << 20),
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
        memory_bytes: Some(2 << 30),
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

/// `str.translate` with a plain dict runs no Python code per character, so it checks the
/// deadline itself (found by the grammar fuzzer: a long translation in a loop ran past the
/// time limit for good).
#[test]
fn a_long_translate_ends_at_the_time_limit() {
    let l = Limits {
        timeout: Some(Duration::from_millis(300)),
        memory_bytes: Some(1 << 30),
        ..limits()
    };
    let t = Instant::now();
    let out = run_script(
        "s = 'ax' * 2_000_000\nwhile True:\n    s.translate({ord('a'): 'b', ord('x'): None})\n",
        "t.py",
        &l,
    );
    assert!(t.elapsed() < Duration::from_secs(3), "{:?}", t.elapsed());
    assert_eq!(out.exit_code, 124, "{}", out.stderr);
    assert!(out.stderr.contains("time limit exceeded"), "{}", out.stderr);
}

/// `repr` of a long str or bytes checks the deadline and the memory budget as it builds (found
/// by the grammar fuzzer: reprs of reprs, whose backslashes double each time, ran past both
/// limits inside single `repr` calls, which the instruction loop's periodic check cannot reach).
#[test]
fn a_long_repr_ends_at_the_time_limit() {
    let l = Limits {
        timeout: Some(Duration::from_millis(300)),
        memory_bytes: Some(1 << 30),
        ..limits()
    };
    for src in [
        "s = '\\\\' * 30_000_000\nwhile True:\n    repr(s)\n",
        "s = b'\\\\' * 30_000_000\nwhile True:\n    repr(s)\n",
    ] {
        let t = Instant::now();
        let out = run_script(src, "t.py", &l);
        assert!(t.elapsed() < Duration::from_secs(3), "{:?}", t.elapsed());
        assert_eq!(out.exit_code, 124, "{}", out.stderr);
        assert!(out.stderr.contains("time limit exceeded"), "{}", out.stderr);
    }
}

/// `random.getrandbits` of two billion bits checks the deadline while it draws (it ran 1.5 s
/// past a 100 ms time limit in a release build when the memory limit allowed the result).
#[test]
fn a_huge_getrandbits_ends_at_the_time_limit() {
    let l = Limits {
        timeout: Some(Duration::from_millis(100)),
        memory_bytes: Some(2 << 30),
        ..limits()
    };
    let t = Instant::now();
    let out = run_script(
        "import random\nx = random.getrandbits(2**31 - 1)\n",
        "t.py",
        &l,
    );
    assert!(t.elapsed() < Duration::from_secs(3), "{:?}", t.elapsed());
    assert_eq!(out.exit_code, 124, "{}", out.stderr);
}

/// A repr that would pass the memory budget fails with the memory limit before its buffer
/// grows past it.
#[test]
fn a_long_repr_stops_at_the_memory_limit() {
    let l = Limits {
        timeout: Some(Duration::from_secs(60)),
        memory_bytes: Some(64 << 20),
        ..limits()
    };
    let out = run_script(
        "s = \"'\" + '\\\\' * 10\nwhile True:\n    s = repr(s)\n",
        "m.py",
        &l,
    );
    assert_eq!(out.exit_code, 137, "{}", out.stderr);
    assert!(
        out.stderr.contains("memory limit exceeded"),
        "{}",
        out.stderr
    );
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
fn instruction_budget_counts_calls_and_returns() {
    // No loop at all: the instructions of calls and returns count like any other.
    let src = "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\nprint(fib(25))\n";
    let small = Limits {
        max_instructions: Some(100_000),
        ..limits()
    };
    let out = run_script(src, "f.py", &small);
    assert_eq!(out.exit_code, 137, "{}", out.stderr);
    assert!(
        out.stderr
            .contains("instruction limit exceeded (100000 instructions)"),
        "{}",
        out.stderr
    );
    assert_eq!(out.stdout, "");
    let big = Limits {
        max_instructions: Some(10_000_000),
        ..limits()
    };
    let out = run_script(src, "f.py", &big);
    assert_eq!(
        (out.exit_code, &*out.stdout),
        (0, "75025\n"),
        "{}",
        out.stderr
    );
    // The budget falls on an instruction (past the first check, at 4096): bisected, the
    // smallest budget fib(18) fits in is about its count of instructions.
    let src = "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\nfib(18)\n";
    let run = |max| {
        let l = Limits {
            max_instructions: Some(max),
            ..limits()
        };
        run_script(src, "f.py", &l).exit_code
    };
    let mut lo = 5_000;
    let mut hi = 1_000_000;
    assert_eq!(run(hi), 0);
    assert_eq!(run(lo), 137);
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        if run(mid) == 0 { hi = mid } else { lo = mid }
    }
    // fib(18): 8361 calls of about 5 instructions each, plus the module's.
    assert!(
        (20_000..200_000).contains(&hi),
        "fib(18) took {hi} instructions"
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
        max_output_bytes: 1000,
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
        max_recursion: Some(50),
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
        memory_bytes: Some(1 << 30),
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
        memory_bytes: Some(1 << 30),
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

/// A builtin that would cross the memory budget stops with the memory limit while it builds
/// (or before, when the size is known), not after: the budget lives in the allocator.
#[test]
fn builtins_stop_at_the_memory_budget_while_building() {
    for src in [
        "x = (' ' * 10**7).split(' ')",
        "x = ('a ' * 10**7).split()",
        "x = ('a\\n' * 10**7).splitlines()",
        "s = 'a' * 10**6\nx = ''.join([s] * 1000)",
        "x = list(range(10**9))",
        "x = set(range(10**9))",
        "x = dict.fromkeys(range(10**9))",
        "x = sorted(range(10**9))",
    ] {
        let t = Instant::now();
        let code = format!(
            "try:\n    {}\nexcept BaseException:\n    print('caught')\n",
            src.replace('\n', "\n    ")
        );
        let out = run_script(&code, "m.py", &limits());
        assert_eq!(out.exit_code, 137, "{src}: {}", out.stderr);
        assert!(
            out.stderr.contains("memory limit exceeded"),
            "{src}: {}",
            out.stderr
        );
        assert!(!out.stdout.contains("caught"), "{src}");
        assert!(
            t.elapsed() < Duration::from_secs(8),
            "{src} took {:?}",
            t.elapsed()
        );
    }
}

/// A source whose parse and compile cannot fit the budget is refused before parsing.
#[test]
fn a_source_too_big_to_compile_is_refused() {
    let src = "x = 1\n".repeat(2_000_000);
    let t = Instant::now();
    let out = run_script(&src, "big.py", &limits());
    assert_eq!(out.exit_code, 137, "{}", out.stderr);
    assert!(out.stderr.contains("needs about"), "{}", out.stderr);
    assert!(t.elapsed() < Duration::from_secs(2), "{:?}", t.elapsed());
    // A 100k-entry dict literal compiles in linear time (constants are deduplicated through
    // a map; a linear search made it quadratic).
    let mut lit = String::from("d = {");
    for i in 0..100_000 {
        lit.push_str(&format!("{i}: {i}, "));
    }
    lit.push_str("}\nprint(len(d))\n");
    let t = Instant::now();
    let out = run_script(
        &lit,
        "lit.py",
        &Limits {
            memory_bytes: Some(512 << 20),
            // Generous, so a loaded machine does not fail it: quadratic compilation took
            // over 100 s here; linear takes about 4 s in a debug build.
            timeout: Some(Duration::from_secs(40)),
            ..limits()
        },
    );
    assert_eq!(out.stdout, "100000\n", "{}", out.stderr);
    assert!(t.elapsed() < Duration::from_secs(40), "{:?}", t.elapsed());
}

/// One long native operation ends at the time limit: checked inside the loop (sorts, sum,
/// factorial, comb, windowed modpow) or refused up front by its estimated cost (gcd, isqrt,
/// division, hopeless modpow).
#[test]
fn long_native_operations_end_at_the_time_limit() {
    let l = Limits {
        timeout: Some(Duration::from_secs(1)),
        memory_bytes: Some(2 << 30),
        ..limits()
    };
    for src in [
        "x = pow(3, 2**200000 - 1, 2**200000 + 7)",
        "import math\nx = math.gcd((1 << 3000000) - 1, (1 << 2999999) + 1)",
        "import math\nx = math.isqrt(1 << 20000000)",
        "x = (1 << 20000000) // ((1 << 10000000) + 1)",
        "x = (1 << 20000000) % ((1 << 10000000) + 1)",
        "x = divmod(1 << 20000000, (1 << 10000000) + 1)",
        "import math\nx = math.factorial(10**7)",
        "import math\nx = math.comb(10**7, 5 * 10**6)",
        "import math\nx = math.perm(10**7)",
        "L = list(range(100000))\nx = sum([L] * 3000, [])",
        "x = [(0,) * 3000 + (i,) for i in range(30000)]\nx.sort(reverse=True)",
        "x = [(0,) * 3000 + (i, None) for i in range(30000)]\nx.sort(key=lambda t: t[:-1])",
    ] {
        let t = Instant::now();
        let code = format!(
            "try:\n    {}\nexcept BaseException:\n    print('caught')\n",
            src.replace('\n', "\n    ")
        );
        let out = run_script(&code, "t.py", &l);
        assert_eq!(out.exit_code, 124, "{src}: {}", out.stderr);
        assert!(
            out.stderr.contains("time limit exceeded"),
            "{src}: {}",
            out.stderr
        );
        assert!(
            t.elapsed() < Duration::from_secs(6),
            "{src} took {:?}",
            t.elapsed()
        );
    }
}

/// Everything a result carries as text passes the output cap, in one place.
#[test]
fn every_result_text_passes_the_output_cap() {
    let cap = 1000;
    let mut s = Session::new(Limits {
        max_output_bytes: cap,
        ..limits()
    });
    let within = |t: &str| t.len() <= cap + 200;
    let r = s.execute("raise ValueError('x' * 10**6)");
    assert_eq!(r.status, Status::Error);
    let e = r.error.unwrap();
    assert!(
        within(&r.stderr) && r.stderr_truncated,
        "{}",
        r.stderr.len()
    );
    assert!(within(&e.message) && within(e.traceback.as_deref().unwrap()));
    assert!(e.message.contains("bytes of output omitted"));
    let r = s.execute("e = None\nfor i in range(100):\n    try:\n        raise KeyError('k' * 100) from e\n    except KeyError as x:\n        e = x\nraise e\n");
    assert!(within(&r.stderr) && within(r.error.unwrap().traceback.as_deref().unwrap()));
    let r = s.execute(&format!("x = 1 +* {}\n", "a".repeat(100_000)));
    assert_eq!(r.error.as_ref().unwrap().kind, "SyntaxError");
    assert!(within(&r.stderr), "{}", r.stderr.len());
    let r = s.execute("'y' * 10**6");
    let v = r.value.unwrap();
    assert!(within(&v.repr) && v.json.is_none());
    let r = s.execute("final_answer('z' * 10**6)");
    let a = r.final_answer.unwrap();
    assert!(within(a.as_str().unwrap()));
    let r = s.execute("final_answer(list(range(10**5)))");
    assert!(within(r.final_answer.unwrap().as_str().unwrap()));
    let out = run_script(
        "raise ValueError('x' * 10**6)",
        "e.py",
        &Limits {
            max_output_bytes: cap,
            ..limits()
        },
    );
    assert!(
        within(&out.stderr) && out.stderr.ends_with("xxx\n"),
        "{}",
        out.stderr.len()
    );
}

/// A final answer or last value whose repr never returns ends with the time limit, reported
/// as a timeout (not `ok` with an empty answer).
#[test]
fn a_looping_repr_of_the_result_is_a_timeout() {
    let mut s = Session::new(Limits {
        timeout: Some(Duration::from_millis(300)),
        ..limits()
    });
    let looping = "class A:\n    def __repr__(self):\n        while True:\n            pass\n";
    let r = s.execute(&format!("{looping}final_answer(A())\n"));
    assert_eq!(r.status, Status::Timeout);
    assert!(!r.is_final_answer && r.final_answer.is_none());
    let r = s.execute("A()\n");
    assert_eq!(r.status, Status::Timeout);
    assert!(r.value.is_none());
    // A repr that raises shows as on the process backend.
    let r = s.execute("class B:\n    def __repr__(self):\n        raise KeyError(1)\nB()\n");
    assert_eq!(r.status, Status::Ok);
    assert_eq!(r.value.unwrap().repr, "<repr failed: KeyError>");
}

/// Deep values are freed without recursion where they are let go: overwritten or deleted
/// variables, attributes, list items, dict values, ended frames, the end of the session. On an
/// 8 MiB stack, dropping any of these chains recursively would overflow it.
#[test]
fn deep_values_are_freed_without_recursion() {
    let run = || {
        let mut s = Session::new(Limits {
            timeout: Some(Duration::from_secs(30)),
            memory_bytes: Some(1 << 30),
            ..limits()
        });
        let src = "class N:\n    def __init__(s, n):\n        s.n = n\n\
            def chain():\n    h = None\n    for i in range(50000):\n        h = N(h)\n    return h\n\
            def nest():\n    x = []\n    for i in range(50000):\n        x = [x]\n    return x\n\
            h = chain()\nh = None\n\
            a = N(None)\na.n = chain()\na.n = None\n\
            l = [nest()]\nl[0] = 0\n\
            d = {'k': nest()}\nd['k'] = 0\n\
            x = nest()\ndel x\n\
            def local():\n    y = nest()\n    z = chain()\n    return 1\nlocal()\n\
            it = iter([1])\nfor i in range(50000):\n    it = map(abs, it)\nit = None\n\
            nest()\nchain()\n[nest()][0]\n\
            def dnest():\n    x = {}\n    for i in range(50000):\n        x = {'k': x}\n    return x\n\
            class C:\n    a = nest()\n    b = dnest()\n    c = chain()\ndel C\n\
            w = [nest(), dnest(), chain()]\nw.clear()\nw = [nest()]\nw *= 0\n\
            v = {'a': nest(), 'b': chain()}\nv.pop('a')\nv.clear()\ndnest()\n\
            kept = (nest(), chain())\nprint('ok')\n";
        let r = s.execute(src);
        assert_eq!(r.stdout, "ok\n", "{:?}", r.error);
        // `kept` goes with the session.
    };
    std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(run)
        .unwrap()
        .join()
        .unwrap();
}

/// A deadlocked event loop (every task waiting on something nothing will ever set) ends at
/// once with a `RuntimeError` naming the deadlock; it never hangs until the time limit.
#[test]
fn a_deadlocked_event_loop_ends_at_once() {
    let l = Limits {
        timeout: Some(Duration::from_secs(20)),
        ..limits()
    };
    for code in [
        // An event nobody sets.
        "import asyncio\nasync def main():\n    await asyncio.Event().wait()\nasyncio.run(main())\n",
        // A queue nobody fills.
        "import asyncio\nasync def main():\n    q = asyncio.Queue()\n    await q.get()\nasyncio.run(main())\n",
        // A lock taken twice.
        "import asyncio\nasync def main():\n    l = asyncio.Lock()\n    await l.acquire()\n    await l.acquire()\nasyncio.run(main())\n",
        // Two tasks waiting for each other.
        "import asyncio\nasync def main():\n    a = asyncio.Event()\n    b = asyncio.Event()\n    async def x():\n        await a.wait()\n        b.set()\n    async def y():\n        await b.wait()\n        a.set()\n    await asyncio.gather(x(), y())\nasyncio.run(main())\n",
        // A future nobody completes, behind a sleep.
        "import asyncio\nasync def main():\n    await asyncio.sleep(0.01)\n    await asyncio.get_running_loop().create_future()\nasyncio.run(main())\n",
    ] {
        let t = Instant::now();
        let out = run_script(code, "t.py", &l);
        assert!(
            t.elapsed() < Duration::from_secs(3),
            "{code}: {:?}",
            t.elapsed()
        );
        assert_eq!(out.exit_code, 1, "{code}: {}", out.stderr);
        assert!(
            out.stderr.contains("RuntimeError: deadlock:"),
            "{code}: {}",
            out.stderr
        );
    }
    // The cancellation that ends the run lets the waiting coroutine's `finally` run.
    let out = run_script(
        "import asyncio\nasync def main():\n    try:\n        await asyncio.Event().wait()\n    finally:\n        print('cleanup')\ntry:\n    asyncio.run(main())\nexcept RuntimeError as e:\n    print('caught', str(e).split(':')[0])\n",
        "t.py",
        &l,
    );
    assert_eq!(out.stdout, "cleanup\ncaught deadlock\n", "{}", out.stderr);
}

/// `asyncio.sleep` sleeps through `time.sleep`'s path: the time limit ends a long sleep at the
/// deadline, uncatchably; an event loop spinning on `sleep(0)` is stopped by the time and
/// instruction limits like any loop.
#[test]
fn asyncio_sleep_and_busy_loops_respect_the_limits() {
    let l = Limits {
        timeout: Some(Duration::from_millis(300)),
        ..limits()
    };
    let t = Instant::now();
    let out = run_script(
        "import asyncio\nasync def main():\n    try:\n        await asyncio.sleep(100)\n    except BaseException:\n        print('caught')\nasyncio.run(main())\n",
        "t.py",
        &l,
    );
    assert!(t.elapsed() < Duration::from_secs(3), "{:?}", t.elapsed());
    assert_eq!(out.exit_code, 124, "{}", out.stderr);
    assert!(!out.stdout.contains("caught"));
    let spin = "import asyncio\nasync def spin():\n    while True:\n        await asyncio.sleep(0)\nasync def main():\n    await asyncio.gather(spin(), spin())\nasyncio.run(main())\n";
    let t = Instant::now();
    let out = run_script(spin, "t.py", &l);
    assert!(t.elapsed() < Duration::from_secs(3), "{:?}", t.elapsed());
    assert_eq!(out.exit_code, 124, "{}", out.stderr);
    let l = Limits {
        max_instructions: Some(200_000),
        ..limits()
    };
    let out = run_script(spin, "t.py", &l);
    assert_eq!(out.exit_code, 137, "{}", out.stderr);
    assert!(out.stderr.contains("instruction limit"), "{}", out.stderr);
}

/// A chain of awaits nests one run loop per level: the recursion limit bounds it with a
/// catchable `RecursionError`, never a stack overflow.
#[test]
fn deep_await_chains_are_a_recursion_error() {
    let out = run_script(
        "import asyncio\nasync def f(n):\n    return await f(n + 1)\ntry:\n    asyncio.run(f(0))\nexcept RecursionError:\n    print('RecursionError')\nasync def g(n):\n    return n if n == 0 else 1 + await g(n - 1)\nprint(asyncio.run(g(200)))\n",
        "t.py",
        &limits(),
    );
    assert_eq!(out.stdout, "RecursionError\n200\n", "{}", out.stderr);
    let out = run_script(
        "async def f(n):\n    return await f(n + 1)\nc = f(0)\ntry:\n    c.send(None)\nexcept RecursionError:\n    print('RecursionError')\n",
        "t.py",
        &limits(),
    );
    assert_eq!(out.stdout, "RecursionError\n", "{}", out.stderr);
}

/// A catastrophic regular expression (exponential backtracking inside one `re.match` call)
/// ends at the time limit: the `re` engine asks the VM's deadline every few thousand steps.
/// The session still works afterwards, `re` included.
#[test]
fn a_catastrophic_regex_ends_at_the_time_limit() {
    let mut s = Session::new(Limits {
        timeout: Some(Duration::from_secs(1)),
        ..limits()
    });
    let t = Instant::now();
    let r = s.execute(
        "import re\ntry:\n    m = re.match(r'(a+)+$', 'a' * 40 + 'b')\nexcept BaseException:\n    print('caught')\n",
    );
    assert!(t.elapsed() < Duration::from_secs(4), "{:?}", t.elapsed());
    assert_eq!(r.status, Status::Timeout);
    assert!(!r.stdout.contains("caught"));
    let r = s.execute("re.match(r'(a+)+$', 'aaa').span()");
    assert_eq!(r.status, Status::Ok);
    assert_eq!(r.value.unwrap().repr, "(0, 3)");
    // Many cheap matches in one call (findall over a long text) see the deadline too. The
    // text is small enough that one call's list (100,000 strs) stays far below the 64 MiB
    // memory limit: only the time limit can end the loop, however loaded the machine.
    let t = Instant::now();
    let r = s.execute("while True:\n    re.findall(r'\\w+', 'ab ' * 100_000)\n");
    assert!(t.elapsed() < Duration::from_secs(4), "{:?}", t.elapsed());
    assert_eq!(r.status, Status::Timeout);
}

/// `re.sub` whose output would pass the memory limit stops there, inside the one call.
#[test]
fn a_huge_regex_substitution_stops_at_the_memory_limit() {
    let l = Limits {
        memory_bytes: Some(32 << 20),
        ..limits()
    };
    let out = run_script(
        "import re\ns = 'x' * 200_000\nr = re.sub('x', 'y' * 2_000, s)\nprint(len(r))\n",
        "t.py",
        &l,
    );
    assert_eq!(out.exit_code, 137, "{}", out.stderr);
    assert!(
        out.stderr.contains("memory limit exceeded"),
        "{}",
        out.stderr
    );
    // Backtracking state (a long loop over an alternation) counts against the budget as it grows.
    let out = run_script(
        "import re\nprint(re.match(r'(?:ab|cd)*e', 'ab' * 3_000_000))\n",
        "t.py",
        &l,
    );
    assert_eq!(out.exit_code, 137, "{}", out.stderr);
    assert!(
        out.stderr.contains("memory limit exceeded"),
        "{}",
        out.stderr
    );
}

/// `decimal` bombs end in CPython's result (an overflow, an InvalidOperation) or at a limit,
/// quickly, never in a hang: huge exponents, huge precisions, huge integral values.
#[test]
fn decimal_bombs_end_quickly() {
    let l = Limits {
        timeout: Some(Duration::from_secs(2)),
        memory_bytes: Some(256 << 20),
        ..limits()
    };
    let pre = "from decimal import *\n";
    // (program, what its output or error must contain)
    let cases = [
        ("print(repr(Decimal(10) ** 10 ** 9))", "Overflow"),
        (
            "print(Decimal('1e999999999').to_integral())",
            "1E+999999999",
        ),
        (
            "print(Decimal(3).quantize(Decimal('1e-100000')))",
            "InvalidOperation",
        ),
        ("print(Context(prec=10**9).sqrt(2))", "limit exceeded"),
        ("print(Context(prec=10**9).divide(1, 7))", "limit exceeded"),
        ("print(Context(prec=10**9).exp(1))", "limit exceeded"),
        ("print(Context(prec=10**9).ln(2))", "limit exceeded"),
        (
            "print(Context(prec=10**9).power(2, Decimal('0.5')))",
            "limit exceeded",
        ),
        (
            "print(len(str(int(Decimal('1e999999999999')))))",
            "limit exceeded",
        ),
        (
            "print(Decimal('1e999999999999').as_integer_ratio())",
            "limit exceeded",
        ),
        (
            "c = Context(prec=999999999999999999, Emax=999999999999999999)\nprint(c.add(Decimal('1e999999999999'), Decimal('1e-999999999999')))",
            "limit exceeded",
        ),
        ("print(Decimal(2) ** 1000000 > 0)", "True"),
        (
            "print(Decimal('1' + '0' * 200000).normalize(Context(prec=300000)).as_tuple()[2])",
            "200000",
        ),
    ];
    for (code, want) in cases {
        let t = Instant::now();
        let out = run_script(&format!("{pre}{code}\n"), "t.py", &l);
        // The bound is the 2 s timeout plus a wide margin for a debug build on a loaded
        // 2-core machine (7.2 s was seen at load 11): what it catches is a bomb that ignores
        // the deadline and runs for minutes, not a slow machine.
        assert!(
            t.elapsed() < Duration::from_secs(20),
            "{code}: took {:?}",
            t.elapsed()
        );
        let all = format!("{}{}", out.stdout, out.stderr);
        assert!(all.contains(want), "{code}: {all}");
    }
}
