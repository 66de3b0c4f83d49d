//! The `interpreter` backend through the `belljar::Executor` trait: state between blocks,
//! the last expression's value, errors, timeouts, cancellation and restart.

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
    let mut ex = InterpreterExecutor::new(Limits::default());
    let opts = ExecOptions {
        timeout: Some(Duration::from_millis(200)),
        ..ExecOptions::default()
    };
    let tok = CancellationToken::new();
    let r = ex
        .execute(&block("while True:\n    pass"), &opts, &tok)
        .await;
    assert_eq!(r.status, Status::Timeout);
    assert_eq!(r.exit_code, Some(124));
    let opts = ExecOptions {
        timeout: None,
        ..ExecOptions::default()
    };
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
    let mut ex = InterpreterExecutor::new(Limits::default());
    let opts = ExecOptions {
        max_output_bytes: 100,
        ..ExecOptions::default()
    };
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
