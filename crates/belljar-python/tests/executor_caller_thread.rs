//! The `interpreter` backend with its session on the caller's thread
//! (`Placement::CallerThread`, what the CLI uses): state between blocks, values, final answers,
//! errors, every limit firing, cancellation as documented (from another thread: yes; from a
//! task on the same thread or by dropping the future: no), the interpreter stack (deep
//! recursion ends in RecursionError, not a crash; panics stay contained) and the session's
//! ties to its thread.

use std::time::{Duration, Instant};

use belljar::{CancellationToken, CodeBlock, ExecOptions, Executor, Status};
use belljar_python::{InterpreterExecutor, Limits, Placement};

#[global_allocator]
static ALLOC: belljar_python::alloc::CountingAlloc = belljar_python::alloc::CountingAlloc;

fn block(code: &str) -> CodeBlock {
    CodeBlock::new("python", code)
}

fn executor(limits: Limits) -> InterpreterExecutor {
    let ex = InterpreterExecutor::on_caller_thread(limits);
    assert_eq!(ex.placement(), Placement::CallerThread);
    ex
}

fn opts() -> ExecOptions {
    ExecOptions::default()
}

/// The next executions' timeout, in milliseconds.
fn set_timeout(ex: &mut InterpreterExecutor, timeout_ms: Option<u64>) {
    let limits = Limits {
        timeout: timeout_ms.map(Duration::from_millis),
        ..ex.limits().clone()
    };
    ex.set_limits(limits);
}

#[test]
fn the_executor_can_move_between_threads() {
    fn send<T: Send>() {}
    send::<InterpreterExecutor>();
}

#[tokio::test]
async fn keeps_state_on_this_thread_and_reports_values_errors_and_answers() {
    let mut ex = executor(Limits::default());
    ex.open().await.unwrap();
    let o = ExecOptions::default();
    let tok = CancellationToken::new();
    let r = ex
        .execute(
            &block("x = [3, 1, 2]\nprint(sorted(x))\nsum(x) * 2"),
            &o,
            &tok,
        )
        .await;
    assert_eq!(r.status, Status::Ok);
    assert_eq!(r.stdout, "[1, 2, 3]\n");
    let v = r.value.unwrap();
    assert_eq!(v.repr, "12");
    assert_eq!(v.json, Some(serde_json::json!(12)));
    assert!(r.duration_secs > 0.0);
    assert_eq!(ex.session_thread(), Some(std::thread::current().id()));

    let r = ex.execute(&block("x.append(4)\nlen(x)"), &o, &tok).await;
    assert_eq!(r.value.unwrap().repr, "4");

    let r = ex
        .execute(&block("def f():\n    return {}['k']\nf()"), &o, &tok)
        .await;
    assert_eq!(r.status, Status::Error);
    let e = r.error.unwrap();
    assert_eq!((e.kind.as_str(), e.message.as_str()), ("KeyError", "'k'"));
    assert_eq!(e.line, Some(2));
    let r = ex.execute(&block("x = (1,"), &o, &tok).await;
    assert_eq!(r.error.unwrap().kind, "SyntaxError");

    let r = ex
        .execute(
            &block("final_answer({'n': len(x)})\nprint('not reached')"),
            &o,
            &tok,
        )
        .await;
    assert_eq!(r.status, Status::Ok);
    assert!(r.is_final_answer);
    assert_eq!(r.final_answer, Some(serde_json::json!({"n": 4})));
    assert_eq!(r.stdout, "");

    ex.restart().await.unwrap();
    let r = ex.execute(&block("x"), &o, &tok).await;
    assert_eq!(r.error.unwrap().message, "name 'x' is not defined");
    ex.close().await.unwrap();
    // Closing twice and executing after close are fine: a closed executor opens afresh.
    ex.close().await.unwrap();
    let r = ex.execute(&block("1 + 1"), &o, &tok).await;
    assert_eq!(r.value.unwrap().repr, "2");
}

#[tokio::test]
async fn every_limit_fires_and_the_session_survives() {
    // The instruction budget is far more than a debug build runs in the 100 ms of the timeout
    // case below (so the timeout fires first on a fast machine too), and far less than it runs
    // in the 60 s of the instruction case (so that one ends by the budget on a slow one).
    let mut ex = executor(Limits {
        memory_bytes: Some(64 << 20),
        max_instructions: Some(30_000_000),
        ..Limits::default()
    });
    let tok = CancellationToken::new();
    set_timeout(&mut ex, None);
    let r = ex.execute(&block("n = 1"), &opts(), &tok).await;
    assert_eq!(r.status, Status::Ok);

    let t = Instant::now();
    set_timeout(&mut ex, Some(100));
    let r = ex
        .execute(&block("while True:\n    n += 1"), &opts(), &tok)
        .await;
    assert_eq!(r.status, Status::Timeout, "{r:?}");
    assert!(t.elapsed() < Duration::from_secs(5));

    set_timeout(&mut ex, Some(10_000));
    let r = ex
        .execute(
            &block("xs = []\nwhile True:\n    xs.append('x' * 1000)"),
            &opts(),
            &tok,
        )
        .await;
    assert_eq!(r.status, Status::LimitExceeded, "{r:?}");
    assert_eq!(r.error.unwrap().kind, "MemoryLimitExceeded");

    // A backstop only: the budget ends this loop in a second or two, but a debug build on a
    // loaded 2-core machine was once seen to need more than 10 s for it.
    set_timeout(&mut ex, Some(60_000));
    let r = ex
        .execute(&block("for i in range(10**9):\n    pass"), &opts(), &tok)
        .await;
    assert_eq!(r.status, Status::LimitExceeded, "{r:?}");
    assert_eq!(r.error.unwrap().kind, "InstructionLimitExceeded");

    ex.set_limits(Limits {
        max_output_bytes: 100,
        ..ex.limits().clone()
    });
    let small = ExecOptions::default();
    let r = ex
        .execute(&block("for i in range(1000):\n    print(i)"), &small, &tok)
        .await;
    assert_eq!(r.status, Status::LimitExceeded);
    assert!(r.stdout_truncated);
    assert!(r.stdout.len() <= 100);

    set_timeout(&mut ex, None);
    let r = ex.execute(&block("n > 1"), &opts(), &tok).await;
    assert_eq!(r.value.unwrap().repr, "True");
}

#[tokio::test]
async fn a_token_cancelled_from_another_thread_stops_the_code() {
    let mut ex = executor(Limits::default());
    let tok = CancellationToken::new();
    let trigger = tok.clone();
    let canceller = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(150));
        trigger.cancel();
    });
    let t = Instant::now();
    set_timeout(&mut ex, None);
    let r = ex
        .execute(&block("n = 0\nwhile True:\n    n += 1"), &opts(), &tok)
        .await;
    assert_eq!(r.status, Status::Cancelled, "{r:?}");
    assert_eq!(r.exit_code, Some(125));
    assert!(t.elapsed() < Duration::from_secs(5));
    canceller.join().unwrap();
    set_timeout(&mut ex, None);
    let r = ex
        .execute(&block("n > 0"), &opts(), &CancellationToken::new())
        .await;
    assert_eq!(r.value.unwrap().repr, "True");
}

/// Documented: on the caller's thread `execute` completes inside one poll, so a task on the
/// same (current-thread) runtime does not get to run, and cancel, until the code ends; the
/// timeout still ends it.
#[tokio::test(flavor = "current_thread")]
async fn a_task_on_the_same_thread_cannot_cancel_but_the_timeout_holds() {
    let mut ex = executor(Limits::default());
    let tok = CancellationToken::new();
    let trigger = tok.clone();
    tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(20)).await;
        trigger.cancel();
    });
    set_timeout(&mut ex, Some(300));
    let r = ex
        .execute(&block("while True:\n    pass"), &opts(), &tok)
        .await;
    assert_eq!(r.status, Status::Timeout, "{r:?}");
    // Wrapping the future in a timeout does not interrupt it either: the result arrives.
    set_timeout(&mut ex, Some(5_000));
    let r = tokio::time::timeout(
        Duration::from_millis(10),
        ex.execute(
            &block("import time\ntime.sleep(0.1)\n7"),
            &opts(),
            &CancellationToken::new(),
        ),
    )
    .await;
    assert_eq!(r.unwrap().value.unwrap().repr, "7");
}

#[tokio::test]
async fn deep_recursion_on_the_interpreter_stack_is_a_recursion_error() {
    // The count limit far away, so the stack check is what stops the Rust recursion.
    let mut ex = executor(Limits {
        max_recursion: Some(100_000_000),
        memory_bytes: Some(1 << 30),
        ..Limits::default()
    });
    set_timeout(&mut ex, Some(60_000));
    let o = opts();
    let tok = CancellationToken::new();
    // Deeper than a test thread's 2 MiB stack allows: the interpreter stack is in use.
    let r = ex
        .execute(
            &block("a = []\nfor _ in range(20000):\n    a = [a]\nlen(repr(a))"),
            &o,
            &tok,
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.value.unwrap().repr, "40002");
    // Deeper than the interpreter stack: RecursionError, then the session goes on.
    let r = ex
        .execute(
            &block(
                "a = []\nfor _ in range(2000000):\n    a = [a]\ntry:\n    repr(a)\nexcept RecursionError as e:\n    print('caught', e)\n",
            ),
            &o,
            &tok,
        )
        .await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert!(
        r.stdout.starts_with("caught maximum recursion depth"),
        "{}",
        r.stdout
    );
    let r = ex.execute(&block("a = None\n1 + 1"), &o, &tok).await;
    assert_eq!(r.value.unwrap().repr, "2");
    // Python recursion (frames on the heap) meets the count limit as usual.
    let mut ex = executor(Limits::default());
    let r = ex
        .execute(&block("def f(n):\n    return f(n + 1)\nf(0)"), &o, &tok)
        .await;
    assert_eq!(r.error.unwrap().kind, "RecursionError");
}

#[test]
fn a_panic_on_the_interpreter_stack_stays_contained() {
    use belljar_python::vm::nest;
    let floor = nest::set_floor(0);
    nest::set_floor(floor);
    let caught = std::panic::catch_unwind(|| {
        belljar_python::stack::run(|| panic!("inside"));
    });
    assert!(caught.is_err());
    // Back on this thread's own stack, with its floor; the stack can be used again.
    assert_eq!(nest::set_floor(floor), floor);
    let inner = belljar_python::stack::run(|| {
        let here = 0u8;
        let sp = std::hint::black_box(&here) as *const u8 as usize;
        let f = nest::set_floor(0);
        nest::set_floor(f);
        (sp, f)
    })
    .unwrap();
    assert!(
        inner.0 > inner.1,
        "the floor is below the interpreter stack's frames"
    );
    assert!(
        inner.0 - inner.1 > 200 << 20,
        "the floor is the interpreter stack's"
    );
    // Nested use runs in place rather than switching onto the stack already in use.
    let nested = belljar_python::stack::run(|| belljar_python::stack::run(|| 5)).unwrap();
    assert_eq!(nested, Some(5));
}

#[test]
fn the_parser_runs_on_the_threads_own_stack() {
    let here = 0u8;
    let outside = std::hint::black_box(&here) as *const u8 as usize;
    let sp = || {
        let probe = 0u8;
        std::hint::black_box(&probe) as *const u8 as usize
    };
    let (on_big, lent, nested) = belljar_python::stack::run(|| {
        let lent = belljar_python::stack::on_thread_stack(|| {
            (sp(), belljar_python::stack::on_thread_stack(sp))
        });
        (sp(), lent.0, lent.1)
    })
    .unwrap();
    // The interpreter stack is elsewhere; the lent part is just below this frame, on this
    // thread's 2 MiB stack; lending again while lent runs in place.
    assert!(on_big.abs_diff(outside) > 4 << 20);
    assert!(
        lent < outside && outside - lent < 2 << 20,
        "{outside:x} {lent:x}"
    );
    assert!(nested < lent && lent - nested < 64 << 10);
}

#[tokio::test]
async fn deeply_nested_source_does_not_crash_on_the_callers_thread() {
    let mut ex = executor(Limits::default());
    let tok = CancellationToken::new();
    for code in [
        format!("x = {}1\nx", "-".repeat(100_000)),
        format!("x = {}True\nx", "not ".repeat(100_000)),
        format!("x = {}1{}\nx", "[".repeat(150), "]".repeat(150)),
    ] {
        set_timeout(&mut ex, Some(20_000));
        let r = ex.execute(&block(&code), &opts(), &tok).await;
        assert!(
            matches!(r.status, Status::Ok | Status::Error),
            "{:?}",
            r.error
        );
    }
    set_timeout(&mut ex, None);
    let r = ex.execute(&block("2 + 2"), &opts(), &tok).await;
    assert_eq!(r.value.unwrap().repr, "4");
}

#[test]
fn the_session_stays_with_its_thread() {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let tok = CancellationToken::new();
    let o = opts();
    let mut ex = executor(Limits {
        timeout: None,
        ..Limits::default()
    });
    let r = rt.block_on(ex.execute(&block("secret = 41"), &o, &tok));
    assert_eq!(r.status, Status::Ok);
    // Moved to another thread, the executor refuses to touch the session there...
    let ex = std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        let r = rt.block_on(ex.execute(&block("secret"), &opts(), &CancellationToken::new()));
        assert_eq!(r.status, Status::Error);
        assert_eq!(r.error.as_ref().unwrap().kind, "BackendUnavailable");
        ex
    })
    .join()
    .unwrap();
    // ...and back on its thread the session is intact.
    let mut ex = ex;
    let r = rt.block_on(ex.execute(&block("secret + 1"), &o, &tok));
    assert_eq!(r.value.unwrap().repr, "42");
    // Dropped on another thread, the session is left alone (not freed there): no crash.
    std::thread::spawn(move || drop(ex)).join().unwrap();
}
