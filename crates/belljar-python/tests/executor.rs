//! The `interpreter` backend through the `belljar::Executor` trait: state between blocks,
//! the last expression's value, errors, timeouts, cancellation and restart, one thread per
//! session reused across executions, and what `duration_secs` covers.

use std::time::Duration;

use belljar::{CancellationToken, CodeBlock, ExecOptions, Executor, Status};
use belljar_python::{InterpreterExecutor, Limits};

fn block(code: &str) -> CodeBlock {
    CodeBlock::new("python", code)
}

#[tokio::test]
async fn keeps_state_and_reports_values_and_errors() {
    let mut ex = InterpreterExecutor::new(Limits::default());
    let opts = ExecOptions::default();
    let tok = CancellationToken::new();
    let r = ex
        .execute(&block("x = [1, 2]\nprint('hi')\nx + [3]"), &opts, &tok)
        .await;
    assert_eq!(r.status, Status::Ok);
    assert_eq!(r.stdout, "hi\n");
    let v = r.value.unwrap();
    assert_eq!(v.repr, "[1, 2, 3]");
    assert_eq!(v.json, Some(serde_json::json!([1, 2, 3])));
    let r = ex.execute(&block("len(x)"), &opts, &tok).await;
    assert_eq!(r.value.unwrap().repr, "2");
    let r = ex
        .execute(&block("def f():\n    return {}['k']\nf()"), &opts, &tok)
        .await;
    assert_eq!(r.status, Status::Error);
    assert_eq!(r.exit_code, Some(1));
    let e = r.error.unwrap();
    assert_eq!(e.kind, "KeyError");
    assert_eq!(e.message, "'k'");
    assert_eq!(e.line, Some(2));
    assert!(
        e.traceback
            .unwrap()
            .starts_with("Traceback (most recent call last):")
    );
    ex.restart().await.unwrap();
    let r = ex.execute(&block("x"), &opts, &tok).await;
    assert_eq!(r.error.unwrap().message, "name 'x' is not defined");
    ex.close().await.unwrap();
}

#[tokio::test]
async fn timeout_and_cancel() {
    let mut ex = InterpreterExecutor::new(Limits {
        timeout: Some(Duration::from_millis(200)),
        ..Limits::default()
    });
    let opts = ExecOptions::default();
    let tok = CancellationToken::new();
    let r = ex
        .execute(&block("while True:\n    pass"), &opts, &tok)
        .await;
    assert_eq!(r.status, Status::Timeout);
    assert_eq!(r.exit_code, Some(124));
    ex.set_limits(Limits {
        timeout: None,
        ..Limits::default()
    });
    let tok = CancellationToken::new();
    let t2 = tok.clone();
    tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(150)).await;
        t2.cancel();
    });
    let r = ex
        .execute(&block("while True:\n    pass"), &opts, &tok)
        .await;
    assert_eq!(r.status, Status::Cancelled);
    assert_eq!(r.exit_code, Some(125));
    let r = ex
        .execute(&block("1 + 1"), &opts, &CancellationToken::new())
        .await;
    assert_eq!(r.value.unwrap().repr, "2");
}

#[tokio::test]
async fn output_cap_maps_to_limit() {
    let mut ex = InterpreterExecutor::new(Limits {
        max_output_bytes: 100,
        ..Limits::default()
    });
    let opts = ExecOptions::default();
    let r = ex
        .execute(
            &block("for i in range(1000):\n    print(i)"),
            &opts,
            &CancellationToken::new(),
        )
        .await;
    assert_eq!(r.status, Status::LimitExceeded);
    assert!(r.stdout_truncated);
    assert!(r.stdout.len() <= 100);
}

#[tokio::test]
async fn executions_reuse_one_thread_and_runaways_stop() {
    let mut ex = InterpreterExecutor::new(Limits::default());
    ex.open().await.unwrap();
    let opts = ExecOptions::default();
    let tok = CancellationToken::new();
    let mut threads = std::collections::HashSet::new();
    for i in 0..200 {
        let r = ex
            .execute(&block(&format!("n = {i}\nn * 2")), &opts, &tok)
            .await;
        assert_eq!(r.value.unwrap().repr, (i * 2).to_string());
        threads.insert(ex.session_thread().unwrap());
    }
    assert_eq!(
        threads.len(),
        1,
        "every execution runs on the session's thread"
    );
    let thread = ex.session_thread().unwrap();
    assert_ne!(thread, std::thread::current().id());

    // A timeout ends a runaway loop; the session and its state survive, on the same thread.
    ex.set_limits(Limits {
        timeout: Some(Duration::from_millis(100)),
        ..Limits::default()
    });
    let r = ex
        .execute(&block("while True:\n    n += 1"), &opts, &tok)
        .await;
    assert_eq!(r.status, Status::Timeout);
    let r = ex.execute(&block("n > 199"), &opts, &tok).await;
    assert_eq!(r.value.unwrap().repr, "True");
    assert_eq!(ex.session_thread(), Some(thread));

    // So does cancellation, even with no timeout at all.
    ex.set_limits(Limits {
        timeout: None,
        ..Limits::default()
    });
    let endless = ExecOptions::default();
    let tok = CancellationToken::new();
    let trigger = tok.clone();
    tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(100)).await;
        trigger.cancel();
    });
    let r = ex
        .execute(&block("while True:\n    n -= 1"), &endless, &tok)
        .await;
    assert_eq!(r.status, Status::Cancelled);
    let r = ex
        .execute(&block("n < 10**9"), &opts, &CancellationToken::new())
        .await;
    assert_eq!(r.value.unwrap().repr, "True");
    assert_eq!(ex.session_thread(), Some(thread));

    // A dropped `execute` future stops its code too: the next execution is not stuck behind it.
    let tok = CancellationToken::new();
    let dropped = tokio::time::timeout(
        Duration::from_millis(100),
        ex.execute(&block("while True:\n    pass"), &endless, &tok),
    )
    .await;
    assert!(dropped.is_err());
    let r = ex.execute(&block("n < 10**9"), &opts, &tok).await;
    assert_eq!(r.value.unwrap().repr, "True");

    // `close` hands the thread back, without the session: the next executor starts empty,
    // and sequential executors reuse idle threads rather than starting one each.
    ex.close().await.unwrap();
    let mut seen = std::collections::HashSet::new();
    for _ in 0..30 {
        let mut ex = InterpreterExecutor::new(Limits::default());
        let probe = "try:\n    n\n    found = True\nexcept NameError:\n    found = False\nfound";
        let r = ex.execute(&block(probe), &opts, &tok).await;
        assert_eq!(r.value.unwrap().repr, "False");
        seen.insert(ex.session_thread().unwrap());
        ex.close().await.unwrap();
    }
    // Other tests in this binary run executors at the same time, so a few threads may be in
    // play; one new thread per executor would be 30.
    assert!(seen.len() <= 6, "{} threads for 30 executors", seen.len());
}

#[tokio::test]
async fn duration_covers_the_call() {
    let mut ex = InterpreterExecutor::new(Limits::default());
    let started = std::time::Instant::now();
    let r = ex
        .execute(
            &block("import time\ntime.sleep(0.05)"),
            &ExecOptions::default(),
            &CancellationToken::new(),
        )
        .await;
    let outside = started.elapsed().as_secs_f64();
    assert_eq!(r.status, Status::Ok);
    assert!(r.duration_secs >= 0.05, "{}", r.duration_secs);
    assert!(
        r.duration_secs <= outside,
        "{} > {outside}",
        r.duration_secs
    );
}

#[tokio::test]
async fn capabilities_say_python_only_stateful_with_tools_and_no_files() {
    let ex = InterpreterExecutor::new(Limits::default());
    let caps = ex.capabilities();
    assert_eq!(caps.languages, vec!["python".to_string()]);
    assert!(caps.runs("py") && !caps.runs("bash"));
    assert!(caps.stateful && caps.tools && caps.live_output);
    assert!(!caps.files && !caps.rich_outputs);
}

#[tokio::test]
async fn blocks_it_cannot_run_are_refused_with_a_clear_kind() {
    let mut ex = InterpreterExecutor::new(Limits::default());
    let opts = ExecOptions::default();
    let tok = CancellationToken::new();
    let r = ex
        .execute(&CodeBlock::new("bash", "echo hi\n"), &opts, &tok)
        .await;
    assert_eq!(r.status, Status::Error);
    assert_eq!(r.language, "bash");
    let e = r.error.unwrap();
    assert_eq!(e.kind, "Unsupported");
    assert!(e.message.contains("bash") && e.message.contains("process backend"));
    let r = ex
        .execute(&CodeBlock::new("cobol++", "x\n"), &opts, &tok)
        .await;
    assert_eq!(r.status, Status::Error);
    assert_eq!(r.error.unwrap().kind, "UnknownLanguage");
    let r = ex
        .execute(&CodeBlock::new("json", "{\"a\": 1}\n"), &opts, &tok)
        .await;
    assert_eq!(r.status, Status::Skipped);
    assert_eq!(r.error.unwrap().kind, "NotExecuted");
    // An alias of Python runs; the session was not disturbed by the refusals.
    let r = ex
        .execute(&CodeBlock::new("py", "1 + 1"), &opts, &tok)
        .await;
    assert_eq!(r.status, Status::Ok);
    assert_eq!(r.value.unwrap().repr, "2");
    // An environment cannot be honoured: refused, naming the variable.
    let mut with_env = ExecOptions::default();
    with_env.env.insert("API_KEY".into(), "x".into());
    let r = ex.execute(&block("1"), &with_env, &tok).await;
    assert_eq!(r.status, Status::Error);
    let e = r.error.unwrap();
    assert_eq!(e.kind, "Unsupported");
    assert!(e.message.contains("API_KEY"), "{}", e.message);
    // A batch stops at a refusal but not at a skipped data block.
    let blocks = [
        CodeBlock::new("json", "{}\n"),
        CodeBlock::new("bash", "echo\n"),
        block("print('never')"),
    ];
    let results = ex.execute_all(&blocks, &opts, &tok).await;
    assert_eq!(results.len(), 2);
    assert_eq!(results[1].status, Status::Error);
}
