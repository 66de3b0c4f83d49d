//! Tests of stateful CPython sessions in the process backend: state across executions, values,
//! errors, final answers, interrupts that keep state, kills that lose it, and recovery.

use std::time::Duration;

use belljar::{CancellationToken, CodeBlock, ExecOptions, ExecResult, Executor, Limits, Status};
use belljar_process::{ProcessConfig, ProcessExecutor};

fn session() -> ProcessExecutor {
    ProcessExecutor::new(ProcessConfig {
        python_sessions: true,
        ..ProcessConfig::default()
    })
}

async fn py(exec: &mut ProcessExecutor, code: &str) -> ExecResult {
    py_timeout(exec, code, 20.0).await
}

async fn py_timeout(exec: &mut ProcessExecutor, code: &str, secs: f64) -> ExecResult {
    exec.set_limits(Limits {
        timeout: Some(Duration::from_secs_f64(secs)),
        ..Limits::default()
    })
    .unwrap();
    exec.execute(
        &CodeBlock::new("python", code),
        &ExecOptions::default(),
        &CancellationToken::new(),
    )
    .await
}

#[tokio::test]
async fn globals_persist_and_the_last_expression_is_returned() {
    let mut exec = session();
    let r = py(&mut exec, "x = 1\ndef bump():\n    global x\n    x += 1\n").await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert!(r.value.is_none());
    py(&mut exec, "bump()\nbump()").await;
    let r = py(
        &mut exec,
        "print('x is', x)\n{'x': x, 'items': [1, 2.5, None]}",
    )
    .await;
    assert_eq!(r.stdout, "x is 3\n");
    let value = r.value.unwrap();
    assert_eq!(value.repr, "{'x': 3, 'items': [1, 2.5, None]}");
    assert_eq!(
        value.json,
        Some(serde_json::json!({"x": 3, "items": [1, 2.5, null]}))
    );
    let r = py(&mut exec, "object()").await;
    assert!(r.value.unwrap().json.is_none());
    exec.close().await.unwrap();
}

#[tokio::test]
async fn errors_have_type_line_and_traceback_and_the_session_survives() {
    let mut exec = session();
    py(&mut exec, "data = {'a': 1}\n").await;
    let r = py(&mut exec, "y = 2\nprint('before')\ndata['missing']\n").await;
    assert_eq!(r.status, Status::Error);
    assert_eq!(r.exit_code, Some(1));
    assert_eq!(r.stdout, "before\n");
    let err = r.error.unwrap();
    assert_eq!(
        (err.kind.as_str(), err.message.as_str(), err.line),
        ("KeyError", "'missing'", Some(3))
    );
    let tb = err.traceback.unwrap();
    assert!(tb.starts_with("Traceback (most recent call last):"), "{tb}");
    assert!(
        tb.contains("line 3") && tb.contains("data['missing']"),
        "{tb}"
    );
    assert!(!tb.contains("driver"), "driver frames leak: {tb}");
    assert!(r.stderr.contains("KeyError: 'missing'"));
    let r = py(&mut exec, "y + data['a']").await;
    assert_eq!(r.value.unwrap().repr, "3");
    let r = py(&mut exec, "def f(:\n  pass\n").await;
    assert_eq!(r.error.unwrap().kind, "SyntaxError");
}

#[tokio::test]
async fn final_answer_ends_the_execution_and_cannot_be_caught() {
    let mut exec = session();
    let code = "try:\n    final_answer({'answer': 42})\nexcept Exception:\n    print('caught')\nprint('after')\n";
    let r = py(&mut exec, code).await;
    assert_eq!(r.status, Status::Ok);
    assert!(r.is_final_answer);
    assert_eq!(r.final_answer, Some(serde_json::json!({"answer": 42})));
    assert_eq!(r.stdout, "");
    let r = py(&mut exec, "final_answer(object)").await;
    assert_eq!(r.final_answer, Some(serde_json::json!("<class 'object'>")));
}

#[tokio::test]
async fn output_of_child_processes_and_c_level_writes_is_captured() {
    let mut exec = session();
    let r = py(&mut exec, "import os, sys\nprint('py', flush=True)\nos.system('echo from-shell')\nos.write(2, b'raw-err\\n')\n").await;
    assert_eq!(r.stdout, "py\nfrom-shell\n");
    assert_eq!(r.stderr, "raw-err\n");
}

#[tokio::test]
async fn timeout_interrupts_and_keeps_state() {
    let mut exec = session();
    py(&mut exec, "kept = 'still here'\n").await;
    let r = py_timeout(
        &mut exec,
        "import time\nprint('working')\ntime.sleep(60)\n",
        0.5,
    )
    .await;
    assert_eq!(r.status, Status::Timeout);
    assert_eq!(r.exit_code, Some(124));
    assert_eq!(r.stdout, "working\n");
    let err = r.error.unwrap();
    assert!(err.message.contains("state is kept"), "{}", err.message);
    let r = py(&mut exec, "kept").await;
    assert_eq!(r.value.unwrap().repr, "'still here'");
}

#[tokio::test]
async fn code_that_ignores_the_interrupt_is_killed_and_the_next_run_starts_fresh() {
    let mut exec = session();
    py(&mut exec, "kept = 1\n").await;
    let stubborn = "import time\nwhile True:\n    try:\n        time.sleep(10)\n    except KeyboardInterrupt:\n        pass\n";
    let r = py_timeout(&mut exec, stubborn, 0.3).await;
    assert_eq!(r.status, Status::Timeout);
    assert!(r.error.unwrap().message.contains("state is lost"));
    let r = py(&mut exec, "kept").await;
    assert_eq!(r.status, Status::Error);
    assert_eq!(r.error.unwrap().message, "name 'kept' is not defined");
    let r = py(&mut exec, "1 + 1").await;
    assert_eq!(r.value.unwrap().repr, "2");
}

#[tokio::test]
async fn a_dying_interpreter_is_reported_and_replaced() {
    let mut exec = session();
    // Output written in the instant before a hard exit may be lost (see docs/decisions.md).
    let r = py(&mut exec, "import os\nos._exit(3)\n").await;
    assert_eq!(r.status, Status::Error);
    assert_eq!(r.exit_code, Some(3));
    let err = r.error.unwrap();
    assert_eq!(err.kind, "SessionDied");
    assert!(err.message.contains("state is lost"), "{}", err.message);
    let r = py(&mut exec, "'alive'").await;
    assert_eq!(r.value.unwrap().repr, "'alive'");
}

#[tokio::test]
async fn restart_forgets_the_globals() {
    let mut exec = session();
    py(&mut exec, "secret = 5\n").await;
    exec.restart().await.unwrap();
    let r = py(&mut exec, "secret").await;
    assert_eq!(r.error.unwrap().kind, "NameError");
}

#[tokio::test]
async fn rich_values_become_files() {
    let mut exec = session();
    let code = "class Table:\n    def _repr_html_(self):\n        return '<table><tr><td>1</td></tr></table>'\nTable()";
    let r = py(&mut exec, code).await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.files.len(), 1);
    assert_eq!(r.files[0].mime, "text/html");
    let html = exec.read_file(&r.files[0].path).await.unwrap();
    assert_eq!(html, b"<table><tr><td>1</td></tr></table>");
}

#[tokio::test]
async fn huge_output_is_capped_and_the_session_keeps_working() {
    let mut exec = session();
    exec.set_limits(Limits {
        max_output_bytes: 2000,
        ..Limits::default()
    })
    .unwrap();
    let options = ExecOptions::default();
    let r = exec
        .execute(
            &CodeBlock::new(
                "python",
                "for i in range(200000):\n    print(i)\nprint('END')\n",
            ),
            &options,
            &CancellationToken::new(),
        )
        .await;
    assert!(r.stdout_truncated);
    assert!(r.stdout.ends_with("END\n"));
    assert!(r.stdout.len() < 2200);
    assert_eq!(py(&mut exec, "7").await.value.unwrap().repr, "7");
}

#[tokio::test]
async fn many_sessions_at_once_keep_their_own_state() {
    let mut handles = Vec::new();
    for n in 0..6 {
        handles.push(tokio::spawn(async move {
            let mut exec = session();
            py(&mut exec, &format!("mine = {n}\n")).await;
            let r = py(&mut exec, "mine * 10").await;
            exec.close().await.unwrap();
            r.value.unwrap().repr
        }));
    }
    for (n, handle) in handles.into_iter().enumerate() {
        assert_eq!(handle.await.unwrap(), (n * 10).to_string());
    }
}

/// The test venv's Python (numpy, matplotlib): `scripts/setup-venv` makes it, and
/// `scripts/test` runs that first. Missing, the test fails and says so; it never skips.
fn venv_python() -> std::path::PathBuf {
    let path = std::env::var_os("BELLJAR_TEST_PYTHON")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| {
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../.venv/bin/python")
        });
    assert!(
        path.exists(),
        "{} is missing: run scripts/setup-venv (scripts/test does)",
        path.display()
    );
    path
}

fn venv_session() -> ProcessExecutor {
    let mut config = ProcessConfig {
        python_sessions: true,
        ..ProcessConfig::default()
    };
    config.programs.insert("python".into(), venv_python());
    ProcessExecutor::new(config)
}

#[tokio::test]
async fn numpy_works_in_a_session() {
    let mut exec = venv_session();
    let r = py(
        &mut exec,
        "import numpy as np\na = np.arange(12).reshape(3, 4)\nint(a.sum()), a.shape",
    )
    .await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.value.unwrap().repr, "(66, (3, 4))");
}

#[tokio::test]
async fn matplotlib_figures_are_captured_as_png_files() {
    let mut exec = venv_session();
    let code = "import matplotlib.pyplot as plt\nplt.plot([1, 2, 3], [1, 4, 9])\nplt.title('squares')\nprint('plotted')\n";
    let r = py(&mut exec, code).await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.files.len(), 1, "{:?}", r.files);
    assert_eq!(r.files[0].mime, "image/png");
    let png = exec.read_file(&r.files[0].path).await.unwrap();
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"));
    assert_eq!(png.len() as u64, r.files[0].size);
    // Figures are closed after capture: the next execution lists none.
    let r = py(&mut exec, "1").await;
    assert!(r.files.is_empty());
}
