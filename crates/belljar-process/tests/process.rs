//! Tests of the process backend against real interpreters: ordering, languages, timeouts that
//! leave no orphans, exit codes, file names, environment hygiene and output caps.

use std::time::Duration;

use belljar::{CancellationToken, CodeBlock, ExecOptions, Executor, Limits, Status};
use belljar_process::{ProcessConfig, ProcessExecutor};

fn session() -> ProcessExecutor {
    ProcessExecutor::new(ProcessConfig::default())
}

fn opts() -> ExecOptions {
    ExecOptions::default()
}

async fn run(exec: &mut ProcessExecutor, lang: &str, code: &str) -> belljar::ExecResult {
    exec.execute(
        &CodeBlock::new(lang, code),
        &opts(),
        &CancellationToken::new(),
    )
    .await
}

#[tokio::test]
async fn two_blocks_run_in_order_and_share_the_working_directory() {
    let mut exec = session();
    let blocks = [
        CodeBlock::new("bash", "echo first > note.txt\necho wrote\n"),
        CodeBlock::new(
            "python",
            "print(open('note.txt').read().strip(), 'then second')\n",
        ),
    ];
    let results = exec
        .execute_all(&blocks, &opts(), &CancellationToken::new())
        .await;
    assert_eq!(results.len(), 2);
    assert_eq!(results[0].stdout, "wrote\n");
    assert_eq!(results[1].stdout, "first then second\n");
    assert!(results.iter().all(|r| r.status == Status::Ok));
    exec.close().await.unwrap();
}

#[tokio::test]
async fn stdout_and_stderr_are_separate_for_bash_sh_and_python() {
    let mut exec = session();
    let r = run(&mut exec, "bash", "echo out; echo err >&2\n").await;
    assert_eq!((r.stdout.as_str(), r.stderr.as_str()), ("out\n", "err\n"));
    let r = run(&mut exec, "sh", "echo $((6 * 7))\n").await;
    assert_eq!(r.stdout, "42\n");
    let r = run(
        &mut exec,
        "py",
        "import sys\nprint('o')\nprint('e', file=sys.stderr)\n",
    )
    .await;
    assert_eq!((r.stdout.as_str(), r.stderr.as_str()), ("o\n", "e\n"));
    assert_eq!(r.language, "python");
}

#[tokio::test]
async fn batch_stops_at_the_first_failure() {
    let mut exec = session();
    let blocks = [
        CodeBlock::new("bash", "exit 3\n"),
        CodeBlock::new("bash", "echo never\n"),
    ];
    let results = exec
        .execute_all(&blocks, &opts(), &CancellationToken::new())
        .await;
    assert_eq!(results.len(), 1);
    assert_eq!(results[0].status, Status::Error);
    assert_eq!(results[0].exit_code, Some(3));
    assert_eq!(results[0].error.as_ref().unwrap().kind, "NonZeroExit");
}

#[tokio::test]
async fn python_errors_are_read_from_the_traceback() {
    let mut exec = session();
    let r = run(&mut exec, "python", "x = 1\ny = 0\nprint(x / y)\n").await;
    assert_eq!(r.status, Status::Error);
    assert_eq!(r.exit_code, Some(1));
    let err = r.error.unwrap();
    assert_eq!(err.kind, "ZeroDivisionError");
    assert_eq!(err.message, "division by zero");
    assert_eq!(err.line, Some(3));
    assert!(r.stderr.contains("Traceback (most recent call last):"));
}

/// A background loop that rewrites `name` every 50 ms while it lives.
fn heartbeat(name: &str) -> String {
    format!("(while true; do date +%s%N > {name}; sleep 0.05; done) &\n")
}

/// Whether the heartbeat file still changes: read it, wait, read it again.
async fn still_beating(exec: &mut ProcessExecutor, name: &str) -> bool {
    tokio::time::sleep(Duration::from_millis(300)).await;
    let first = exec.read_file(name).await.unwrap_or_default();
    tokio::time::sleep(Duration::from_millis(400)).await;
    let second = exec.read_file(name).await.unwrap_or_default();
    first != second
}

fn unsandboxed() -> ProcessExecutor {
    ProcessExecutor::new(ProcessConfig {
        sandboxing: belljar_process::Sandboxing::Unsandboxed,
        // Nothing could enforce a memory limit.
        limits: Limits {
            memory_bytes: None,
            ..Limits::default()
        },
        ..ProcessConfig::default()
    })
}

async fn timeout_kills_everything(mut exec: ProcessExecutor) {
    let code = format!(
        "echo started\n{}bash -c 'sleep 300' &\nsleep 300\n",
        heartbeat("beat")
    );
    let timeout = Some(Duration::from_millis(700));
    let limits = exec.limits().clone();
    exec.set_limits(Limits { timeout, ..limits }).unwrap();
    let options = ExecOptions::default();
    let r = exec
        .execute(
            &CodeBlock::new("bash", &code),
            &options,
            &CancellationToken::new(),
        )
        .await;
    assert_eq!(r.status, Status::Timeout);
    assert_eq!(r.exit_code, Some(124));
    assert_eq!(r.stdout, "started\n");
    assert_eq!(r.error.as_ref().unwrap().kind, "TimeoutError");
    assert!(
        exec.read_file("beat").await.is_ok(),
        "the heartbeat never started"
    );
    assert!(
        !still_beating(&mut exec, "beat").await,
        "a background process survived the timeout"
    );
}

#[tokio::test]
async fn timeout_keeps_partial_output_and_kills_grandchildren() {
    timeout_kills_everything(session()).await;
}

#[tokio::test]
async fn timeout_kills_grandchildren_unsandboxed_too() {
    timeout_kills_everything(unsandboxed()).await;
}

async fn background_dies_with_block(mut exec: ProcessExecutor) {
    let code = format!("{}sleep 0.3\necho done\n", heartbeat("bg"));
    let r = run(&mut exec, "bash", &code).await;
    assert_eq!(r.status, Status::Ok);
    assert_eq!(r.stdout, "done\n");
    assert!(
        exec.read_file("bg").await.is_ok(),
        "the heartbeat never started"
    );
    assert!(
        !still_beating(&mut exec, "bg").await,
        "a background process outlived its block"
    );
}

#[tokio::test]
async fn background_processes_do_not_outlive_their_block() {
    background_dies_with_block(session()).await;
}

#[tokio::test]
async fn background_processes_do_not_outlive_their_block_unsandboxed() {
    background_dies_with_block(unsandboxed()).await;
}

#[tokio::test]
async fn cancellation_stops_the_run() {
    let mut exec = session();
    let cancel = CancellationToken::new();
    let trigger = cancel.clone();
    tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(300)).await;
        trigger.cancel();
    });
    let r = exec
        .execute(
            &CodeBlock::new("bash", "echo hi\nsleep 300\n"),
            &opts(),
            &cancel,
        )
        .await;
    assert_eq!(r.status, Status::Cancelled);
    assert_eq!(r.exit_code, Some(125));
    assert_eq!(r.stdout, "hi\n");
}

#[test]
fn capabilities_list_installed_languages_and_state_only_with_sessions() {
    let caps = session().capabilities();
    // The tests run python and bash blocks, so both are installed here.
    assert!(caps.runs("python") && caps.runs("sh") && caps.runs("bash"));
    assert!(!caps.runs("json"), "data languages are not listed");
    let missing = belljar::language::LANGUAGES.iter().find(|l| {
        matches!(l.runner, belljar::Runner::Program { program, .. }
            if belljar_process::which(program).is_none())
    });
    if let Some(lang) = missing {
        assert!(!caps.runs(lang.name), "{} is not installed", lang.name);
    }
    assert!(caps.files && caps.live_output);
    assert!(!caps.stateful && !caps.rich_outputs && !caps.tools);
    let with_sessions = ProcessExecutor::new(ProcessConfig {
        python_sessions: true,
        warm_sessions: 0,
        ..ProcessConfig::default()
    });
    let caps = with_sessions.capabilities();
    assert!(caps.stateful && caps.rich_outputs && !caps.tools);
    // An interpreter override that does not exist takes its language away.
    let mut config = ProcessConfig::default();
    config
        .programs
        .insert("bash".into(), "/nonexistent/bash".into());
    assert!(!ProcessExecutor::new(config).capabilities().runs("bash"));
}

#[tokio::test]
async fn unknown_languages_are_reported_and_data_is_skipped() {
    let mut exec = session();
    let r = run(&mut exec, "brainfuck", "+++\n").await;
    assert_eq!(r.status, Status::Error);
    assert_eq!(r.error.unwrap().kind, "UnknownLanguage");
    let r = run(&mut exec, "unknown", "The answer is 42.\n").await;
    assert_eq!(r.status, Status::Error);
    assert!(r.error.unwrap().message.contains("no language tag"));
    let r = run(&mut exec, "json", "{\"a\": 1}\n").await;
    assert_eq!(r.status, Status::Skipped);
    assert_eq!(r.error.unwrap().kind, "NotExecuted");
}

#[tokio::test]
async fn filename_comment_inside_the_workspace_is_honoured() {
    let mut exec = session();
    let r = run(
        &mut exec,
        "python",
        "# filename: pkg/hello.py\nprint('hi from', __file__.split('/')[-2:])\n",
    )
    .await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.stdout, "hi from ['pkg', 'hello.py']\n");
    assert!(exec.read_file("pkg/hello.py").await.is_ok());
}

#[tokio::test]
async fn filename_comment_outside_the_workspace_is_refused() {
    let mut exec = session();
    for name in [
        "../escape.py",
        "/tmp/belljar-escape.py",
        "a/../../escape.py",
    ] {
        let code = format!("# filename: {name}\nprint('no')\n");
        let r = run(&mut exec, "python", &code).await;
        assert_eq!(r.status, Status::Error, "{name}");
        assert_eq!(r.error.unwrap().kind, "FilenameOutsideWorkspace", "{name}");
    }
    assert!(!std::path::Path::new("/tmp/belljar-escape.py").exists());
}

#[tokio::test]
async fn a_planted_symlink_does_not_lead_file_writes_out() {
    let mut exec = session();
    let outside = tempfile::tempdir().unwrap();
    let script = format!("ln -s {} link\n", outside.path().display());
    assert_eq!(run(&mut exec, "bash", &script).await.status, Status::Ok);
    let r = run(&mut exec, "python", "# filename: link/evil.py\nprint(1)\n").await;
    assert_eq!(r.error.unwrap().kind, "FilenameOutsideWorkspace");
    assert!(exec.write_file("link/evil.txt", b"x").await.is_err());
    assert!(exec.read_file("link").await.is_err());
    assert!(!outside.path().join("evil.py").exists());
    assert!(!outside.path().join("evil.txt").exists());
}

#[tokio::test]
async fn belljars_environment_does_not_leak_into_the_code() {
    // SAFETY: this test binary sets the variable once; no other test reads it.
    unsafe { std::env::set_var("BELLJAR_TEST_SECRET", "hunter2") };
    let mut exec = session();
    let r = run(
        &mut exec,
        "bash",
        "echo \"secret=${BELLJAR_TEST_SECRET:-unset}\"\nenv | cut -d= -f1 | sort | tr '\\n' ' '\n",
    )
    .await;
    assert!(r.stdout.starts_with("secret=unset\n"), "{}", r.stdout);
    assert!(!r.stdout.contains("hunter2"));
    let mut options = opts();
    options.env.insert("GIVEN".into(), "yes".into());
    let r = exec
        .execute(
            &CodeBlock::new("sh", "echo $GIVEN\n"),
            &options,
            &CancellationToken::new(),
        )
        .await;
    assert_eq!(r.stdout, "yes\n");
}

#[tokio::test]
async fn output_is_capped_with_a_visible_marker() {
    let mut exec = session();
    exec.set_limits(Limits {
        max_output_bytes: 1000,
        ..Limits::default()
    })
    .unwrap();
    let options = opts();
    let r = exec
        .execute(
            &CodeBlock::new("python", "print('x' * 100000)\nprint('THE END')\n"),
            &options,
            &CancellationToken::new(),
        )
        .await;
    assert_eq!(r.status, Status::Ok);
    assert!(r.stdout_truncated);
    assert!(r.stdout.len() < 1200, "{}", r.stdout.len());
    assert!(r.stdout.contains("bytes of output omitted"));
    assert!(r.stdout.ends_with("THE END\n"));
}

#[tokio::test]
async fn temporary_workdir_is_removed_at_close_and_files_round_trip() {
    let mut exec = session();
    exec.write_file("data/in.csv", b"a,b\n1,2\n").await.unwrap();
    let r = run(
        &mut exec,
        "python",
        "print(open('data/in.csv').read().splitlines()[1])\n",
    )
    .await;
    assert_eq!(r.stdout, "1,2\n");
    let dir = exec.workdir().unwrap().to_path_buf();
    assert!(dir.exists());
    exec.close().await.unwrap();
    assert!(!dir.exists());
}

#[tokio::test]
async fn missing_interpreter_is_a_clear_error() {
    let mut config = ProcessConfig::default();
    config
        .programs
        .insert("python".into(), "/nonexistent/python".into());
    let mut exec = ProcessExecutor::new(config);
    let r = run(&mut exec, "python", "print(1)\n").await;
    assert_eq!(r.status, Status::Error);
    assert_eq!(r.error.unwrap().kind, "InterpreterNotFound");
}

#[tokio::test]
async fn results_say_what_isolated_them() {
    let mut exec = session();
    let r = run(&mut exec, "sh", "echo hi\n").await;
    let isolation = r
        .isolation
        .expect("sandboxed results carry an isolation report");
    assert!(isolation.sandboxed);
    for feature in [
        "pid namespace",
        "network namespace (no network)",
        "seccomp filter",
    ] {
        assert!(
            isolation.features.iter().any(|f| f == feature),
            "{feature} missing: {isolation:?}"
        );
    }
    let memory = isolation
        .limits
        .iter()
        .find(|l| l.name == "memory_bytes")
        .expect("memory limit reported");
    assert!(!memory.enforced_by.is_empty(), "{memory:?}");

    let mut exec = unsandboxed();
    let r = run(&mut exec, "sh", "echo hi\n").await;
    let isolation = r.isolation.unwrap();
    assert!(!isolation.sandboxed);
    assert!(isolation.missing[0].contains("UNSANDBOXED"));
}

/// One-shot runs take the sandbox prepared after the previous run: each run still gets a
/// fresh sandbox (its own /tmp and processes), a changed environment or language gets a
/// sandbox made for it, and closing the executor kills the prepared one.
#[tokio::test]
async fn prepared_one_shot_sandboxes_are_fresh_and_match_the_run() {
    let mut exec = session();
    let r = run(
        &mut exec,
        "bash",
        "echo secret > /tmp/left; sleep 1000 >/dev/null 2>&1 & echo $$",
    )
    .await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    for _ in 0..3 {
        let r = run(
            &mut exec,
            "bash",
            "cat /tmp/left 2>/dev/null || echo clean; cat /proc/[0-9]*/comm | grep -c '^sleep$'",
        )
        .await;
        assert_eq!(r.stdout, "clean\n0\n", "{r:?}");
        assert!(r.isolation.as_ref().unwrap().sandboxed);
    }
    // Another environment: the prepared sandbox (made for the old one) is not used.
    let options = ExecOptions {
        env: [("BELLJAR_PREPARED".to_string(), "yes".to_string())].into(),
        ..opts()
    };
    let r = exec
        .execute(
            &CodeBlock::new("bash", "echo ${BELLJAR_PREPARED:-unset}"),
            &options,
            &CancellationToken::new(),
        )
        .await;
    assert_eq!(r.stdout, "yes\n", "{r:?}");
    let r = run(&mut exec, "bash", "echo ${BELLJAR_PREPARED:-unset}").await;
    assert_eq!(r.stdout, "unset\n", "{r:?}");
    // Another language, then back.
    let r = run(&mut exec, "python", "print(6 * 7)").await;
    assert_eq!(r.stdout, "42\n", "{r:?}");
    let r = run(
        &mut exec,
        "python",
        "import sys; print(sys.argv[0].endswith('.py'))",
    )
    .await;
    assert_eq!(r.stdout, "True\n", "{r:?}");
    exec.close().await.unwrap();
}
