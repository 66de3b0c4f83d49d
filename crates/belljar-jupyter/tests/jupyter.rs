//! The Jupyter backend against real IPython kernels (`ipykernel` in the test venv:
//! `BELLJAR_TEST_PYTHON`, else the repository's `.venv`). Without one the tests say so and
//! pass, except in CI (`BELLJAR_REQUIRE_JUPYTER=1`), where they fail.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use belljar::{
    CancellationToken, CodeBlock, Event, EventSink, ExecOptions, ExecResult, Executor, Limits,
    Status,
};
use belljar_jupyter::{JupyterConfig, JupyterExecutor, KernelChoice};

mod common;

/// The Python with ipykernel, or `None` (outside CI) when there is none.
fn python() -> Option<PathBuf> {
    let python = common::venv_python();
    let ok = std::process::Command::new(&python)
        .args(["-c", "import ipykernel, matplotlib, bash_kernel"])
        .output()
        .is_ok_and(|o| o.status.success());
    if ok {
        return Some(python);
    }
    common::missing(&format!(
        "{} cannot import ipykernel, matplotlib and bash_kernel (scripts/setup-venv makes the venv)",
        python.display()
    ))
}

async fn open(timeout: Duration) -> Option<JupyterExecutor> {
    let python = python()?;
    let mut executor = JupyterExecutor::new(JupyterConfig {
        kernel: KernelChoice::Python(python),
        limits: Limits {
            timeout: Some(timeout),
            memory_bytes: None,
            ..Limits::default()
        },
        ..JupyterConfig::default()
    });
    executor.open().await.expect("the kernel starts");
    Some(executor)
}

async fn run(executor: &mut JupyterExecutor, code: &str) -> ExecResult {
    executor
        .execute(
            &CodeBlock::new("python", code),
            &ExecOptions::default(),
            &CancellationToken::new(),
        )
        .await
}

fn alive(pid: i32) -> bool {
    // A zombie is not alive: read its state.
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .map(|s| {
            let state = s.rsplit(')').next().unwrap_or("").trim_start();
            !state.starts_with('Z')
        })
        .unwrap_or(false)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn state_values_errors_and_restart() {
    let Some(mut ex) = open(Duration::from_secs(30)).await else {
        return;
    };
    let r = run(&mut ex, "x = 41\nprint('hello')").await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.stdout, "hello\n");
    let r = run(&mut ex, "x += 1\nx").await;
    assert_eq!(
        r.value.as_ref().map(|v| v.repr.as_str()),
        Some("42"),
        "{r:?}"
    );
    // No history database (docs/jupyter.md, Performance), yet `In` and `Out` work.
    let r = run(
        &mut ex,
        "(In[-2], Out[len(In) - 2], get_ipython().history_manager.enabled)",
    )
    .await;
    assert_eq!(
        r.value.as_ref().map(|v| v.repr.as_str()),
        Some("('x += 1\\nx', 42, False)"),
        "{r:?}"
    );
    // Belljar's set-up took out ipykernel's per-execution sleep and its empty flushes
    // (docs/jupyter.md, Performance); output still arrives whole and in order: many lines,
    // both streams, a subprocess's (captured from its file descriptor), and a thread's.
    let r = run(
        &mut ex,
        "import sys\nfrom ipykernel.iostream import OutStream\n\
         (get_ipython().kernel._execute_sleep, OutStream.flush.__belljar__)",
    )
    .await;
    assert_eq!(
        r.value.as_ref().map(|v| v.repr.as_str()),
        Some("(0.0, True)"),
        "{r:?}"
    );
    let r = run(
        &mut ex,
        "import subprocess, threading\n\
         for i in range(3000): print(i)\n\
         print('to stderr', file=sys.stderr)\n\
         subprocess.run(['echo', 'from a subprocess'])\n\
         t = threading.Thread(target=lambda: print('from a thread')); t.start(); t.join()\n\
         print('last')",
    )
    .await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    let numbers: String = (0..3000).map(|i| format!("{i}\n")).collect();
    assert!(
        r.stdout.starts_with(&numbers),
        "{:?}",
        &r.stdout[..200.min(r.stdout.len())]
    );
    assert!(r.stdout.contains("from a subprocess\n"), "{:?}", r.stdout);
    assert!(r.stdout.contains("from a thread\n"), "{:?}", r.stdout);
    // The subprocess's line comes through a pipe and ipykernel's reader thread: it is
    // complete before `idle`, but where it falls among the cell's own prints depends on when
    // that thread runs (as in any IPython kernel).
    let own = r.stdout.replace("from a subprocess\n", "");
    assert!(own.ends_with("from a thread\nlast\n"), "{:?}", r.stdout);
    assert_eq!(r.stderr, "to stderr\n");
    let r = run(
        &mut ex,
        "import sys\nprint('warn', file=sys.stderr)\ny = 1\n1/0",
    )
    .await;
    assert_eq!(r.status, Status::Error);
    assert_eq!(r.stderr, "warn\n");
    let error = r.error.unwrap();
    assert_eq!(error.kind, "ZeroDivisionError");
    assert_eq!(error.message, "division by zero");
    assert_eq!(error.line, Some(4));
    let traceback = error.traceback.unwrap();
    assert!(
        traceback.contains("1/0") && !traceback.contains('\u{1b}'),
        "{traceback}"
    );
    // No stdin: input() fails at once, with IPython's own error.
    let r = run(&mut ex, "input('name? ')").await;
    assert_eq!(r.status, Status::Error, "{r:?}");
    let error = r.error.unwrap();
    assert_eq!(error.kind, "StdinNotImplementedError", "{error:?}");
    assert!(error.message.contains("input requests"), "{error:?}");
    let r = run(&mut ex, "final_answer({'x': x})").await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert!(r.is_final_answer);
    assert_eq!(r.final_answer, Some(serde_json::json!({"x": 42})));
    let r = run(
        &mut ex,
        "try:\n    final_answer(object)\nexcept Exception:\n    pass",
    )
    .await;
    assert!(
        r.is_final_answer,
        "except Exception does not swallow it: {r:?}"
    );
    assert_eq!(r.final_answer, Some(serde_json::json!("<class 'object'>")));
    ex.restart().await.unwrap();
    let r = run(&mut ex, "x").await;
    assert_eq!(r.error.unwrap().kind, "NameError");
    let r = run(&mut ex, "final_answer(1)").await;
    assert!(r.is_final_answer, "the helper is back after a restart");
    let r = ex
        .execute(
            &CodeBlock::new("bash", "echo hi"),
            &ExecOptions::default(),
            &CancellationToken::new(),
        )
        .await;
    assert_eq!(r.error.unwrap().kind, "Unsupported");
    ex.close().await.unwrap();
}

/// Output written to the kernel's file descriptors (a subprocess's, C code's) goes through a
/// pipe and a reader thread in ipykernel; Belljar's set-up waits for that thread before the
/// `idle` status, so such output is never published after it (where it would be lost).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn output_through_the_file_descriptors_is_never_late() {
    let Some(mut ex) = open(Duration::from_secs(30)).await else {
        return;
    };
    let r = run(&mut ex, "import os, subprocess").await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    // IPython's transformations (done once per cell by the set-up) still apply.
    let r = run(&mut ex, "a = %time 6 * 7\na").await;
    assert_eq!(r.value.map(|v| v.repr), Some("42".into()), "{:?}", r.error);
    assert!(r.stdout.contains("Wall time"), "{:?}", r.stdout);
    for i in 0..40 {
        let code = format!(
            "subprocess.run(['echo', 'sub {i}'])\n\
             os.write(2, b'fd2 {i}\\n')\n\
             x = {i}"
        );
        let r = run(&mut ex, &code).await;
        assert_eq!(r.status, Status::Ok, "{r:?}");
        assert_eq!(r.stdout, format!("sub {i}\n"), "round {i}: {r:?}");
        assert_eq!(r.stderr, format!("fd2 {i}\n"), "round {i}: {r:?}");
    }
    ex.close().await.unwrap();
}

/// The kernel waits between cells on one core (output.rs, `PYTHON_LOCAL_SETUP`), but the
/// code of a cell, and what it starts, gets every core the kernel was given; an affinity the
/// code sets itself is kept.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cells_get_every_core_and_keep_their_own_affinity() {
    let Some(python) = python() else {
        return;
    };
    // What a process started from here may use (the kernel inherits the same).
    let probe = "import os; print(sorted(os.sched_getaffinity(0)))";
    let out = std::process::Command::new(&python)
        .args(["-c", probe])
        .output()
        .unwrap();
    let every = String::from_utf8(out.stdout).unwrap();
    let cores = every.matches(',').count() + 1;
    let Some(mut ex) = open(Duration::from_secs(30)).await else {
        return;
    };
    for _ in 0..3 {
        let r = run(&mut ex, &format!("import os, subprocess, sys\n{probe}")).await;
        assert_eq!(r.stdout, every, "{r:?}");
        let child = format!("subprocess.run([sys.executable, '-c', {probe:?}])");
        let r = run(&mut ex, &child).await;
        assert_eq!(r.stdout, every, "{r:?}");
    }
    if cores >= 2 {
        // Between cells the kernel's other threads stay on one core.
        let iopub = "get_ipython().kernel.iopub_thread.thread.native_id";
        let r = run(&mut ex, &format!("len(os.sched_getaffinity({iopub}))")).await;
        assert_eq!(
            r.value.as_ref().map(|v| v.repr.as_str()),
            Some("1"),
            "{r:?}"
        );
        // The code's own choice survives the next cells, and the kernel's resumes after it.
        let last = "max(os.sched_getaffinity(0))";
        let r = run(
            &mut ex,
            &format!("mine = {{{last}}}\nos.sched_setaffinity(0, mine)"),
        )
        .await;
        assert!(r.is_ok(), "{r:?}");
        for _ in 0..2 {
            let r = run(&mut ex, "sorted(os.sched_getaffinity(0)) == sorted(mine)").await;
            assert_eq!(
                r.value.as_ref().map(|v| v.repr.as_str()),
                Some("True"),
                "{r:?}"
            );
        }
        let all = every.trim();
        let r = run(&mut ex, &format!("os.sched_setaffinity(0, {all})")).await;
        assert!(r.is_ok(), "{r:?}");
        let r = run(&mut ex, probe).await;
        assert_eq!(r.stdout, every, "{r:?}");
    }
    ex.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn timeout_interrupts_and_keeps_state_then_crash_recovers_and_nothing_is_left() {
    let Some(mut ex) = open(Duration::from_secs(1)).await else {
        return;
    };
    let r = run(&mut ex, "kept = 7").await;
    assert!(r.is_ok(), "{r:?}");
    let events = Arc::new(Mutex::new(Vec::new()));
    let seen = events.clone();
    let options = ExecOptions {
        events: Some(EventSink::new(move |e| seen.lock().unwrap().push(e))),
        ..ExecOptions::default()
    };
    let r = ex
        .execute(
            &CodeBlock::new(
                "python",
                "import time\nprint('before', flush=True)\ntime.sleep(30)",
            ),
            &options,
            &CancellationToken::new(),
        )
        .await;
    assert_eq!(r.status, Status::Timeout, "{r:?}");
    assert_eq!(r.stdout, "before\n", "partial output is kept");
    assert!(r.error.unwrap().message.contains("state is kept"));
    let events = events.lock().unwrap().clone();
    assert_eq!(
        events[0],
        Event::Stdout {
            text: "before\n".into()
        }
    );
    assert!(matches!(events.last(), Some(Event::Result(_))));
    let r = run(&mut ex, "kept").await;
    assert_eq!(r.value.unwrap().repr, "7", "state survives the interrupt");

    let first = ex.kernel_pid().unwrap();
    let r = run(&mut ex, "import os\nos._exit(1)").await;
    assert_eq!(r.status, Status::Error);
    let error = r.error.unwrap();
    assert_eq!(error.kind, "SessionDied", "{error:?}");
    assert!(!alive(first));
    let r = run(&mut ex, "print('again')").await;
    assert!(r.is_ok(), "{r:?}");
    assert_eq!(r.stdout, "again\n");
    assert!(r.stderr.contains("state is lost"), "{}", r.stderr);
    let second = ex.kernel_pid().unwrap();
    assert_ne!(first, second);
    // A child process of the kernel goes with it.
    let r = run(
        &mut ex,
        "import subprocess\np = subprocess.Popen(['sleep', '300'])\np.pid",
    )
    .await;
    let child: i32 = r.value.unwrap().repr.parse().unwrap();
    assert!(alive(child));
    ex.close().await.unwrap();
    assert!(!alive(second), "the kernel is gone after close");
    for _ in 0..50 {
        if !alive(child) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(!alive(child), "the kernel's children are gone after close");

    // Dropping an open session kills its kernel too.
    let Some(dropped) = open(Duration::from_secs(5)).await else {
        return;
    };
    let pid = dropped.kernel_pid().unwrap();
    drop(dropped);
    for _ in 0..50 {
        if !alive(pid) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(!alive(pid), "the kernel is gone after drop");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn figures_and_html_become_files() {
    let Some(mut ex) = open(Duration::from_secs(60)).await else {
        return;
    };
    let r = run(
        &mut ex,
        "import matplotlib.pyplot as plt\nplt.plot([1, 2, 3])\nplt.title('t')\nNone",
    )
    .await;
    assert!(r.is_ok(), "{r:?}");
    let png: Vec<_> = r.files.iter().filter(|f| f.mime == "image/png").collect();
    assert_eq!(png.len(), 1, "{:?}", r.files);
    let bytes = ex.read_file(&png[0].path).await.unwrap();
    assert!(bytes.starts_with(b"\x89PNG\r\n"));
    assert_eq!(bytes.len() as u64, png[0].size);
    let r = run(
        &mut ex,
        "from IPython.display import HTML, display\ndisplay(HTML('<b>bold</b>'))",
    )
    .await;
    let html: Vec<_> = r.files.iter().filter(|f| f.mime == "text/html").collect();
    assert_eq!(html.len(), 1, "{r:?}");
    assert_eq!(ex.read_file(&html[0].path).await.unwrap(), b"<b>bold</b>");
    ex.write_file("data/in.txt", b"payload").await.unwrap();
    let r = run(&mut ex, "open('data/in.txt').read()").await;
    assert_eq!(r.value.unwrap().repr, "'payload'");
    assert!(ex.read_file("../etc/passwd").await.is_err());
    let workdir = ex.workdir().unwrap().to_path_buf();
    ex.close().await.unwrap();
    // The temporary working directory is gone; the outputs are kept.
    assert!(!workdir.exists());
    let kept = ex.kept_outputs().expect("outputs were kept").to_path_buf();
    let png = std::fs::read(kept.join(png[0].path.trim_start_matches("outputs/"))).unwrap();
    assert!(png.starts_with(b"\x89PNG\r\n"));
    assert_eq!(
        std::fs::read(kept.join(html[0].path.trim_start_matches("outputs/"))).unwrap(),
        b"<b>bold</b>"
    );
    std::fs::remove_dir_all(kept).unwrap();

    // Or where the caller says, never over what is there.
    let Some(python) = python() else { return };
    let chosen = tempfile::tempdir().unwrap();
    let mut ex = JupyterExecutor::new(JupyterConfig {
        kernel: KernelChoice::Python(python.clone()),
        output_dir: Some(chosen.path().join("kept")),
        ..JupyterConfig::default()
    });
    let r = run(
        &mut ex,
        "from IPython.display import HTML, display\ndisplay(HTML('<i>it</i>'))",
    )
    .await;
    assert_eq!(r.files.len(), 1, "{r:?}");
    drop(ex); // a drop keeps them too
    assert_eq!(
        std::fs::read(chosen.path().join("kept/output_1.html")).unwrap(),
        b"<i>it</i>"
    );
    let mut ex = JupyterExecutor::new(JupyterConfig {
        kernel: KernelChoice::Python(python),
        output_dir: Some(chosen.path().join("kept")),
        ..JupyterConfig::default()
    });
    run(
        &mut ex,
        "from IPython.display import HTML, display\ndisplay(HTML('<u>again</u>'))",
    )
    .await;
    ex.close().await.unwrap();
    assert_eq!(
        ex.kept_outputs(),
        Some(chosen.path().join("kept").as_path())
    );
    assert_eq!(
        std::fs::read(chosen.path().join("kept/output_1.html")).unwrap(),
        b"<i>it</i>",
        "an output of the same name is not overwritten"
    );
    assert_eq!(
        std::fs::read(chosen.path().join("kept/output_1-2.html")).unwrap(),
        b"<u>again</u>"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bash_kernel_runs_bash_blocks() {
    let Some(python) = python() else {
        return;
    };
    let spec = belljar_jupyter::KernelSpec {
        name: "bash".into(),
        argv: vec![
            python.to_string_lossy().into_owned(),
            "-m".into(),
            "bash_kernel".into(),
            "-f".into(),
            "{connection_file}".into(),
        ],
        display_name: "Bash".into(),
        language: "bash".into(),
        interrupt_mode: belljar_jupyter::InterruptMode::Signal,
        env: [("PS1".to_string(), "$".to_string())].into(),
        dir: None,
    };
    let mut ex = JupyterExecutor::new(JupyterConfig {
        kernel: KernelChoice::Spec(spec),
        ..JupyterConfig::default()
    });
    ex.open().await.expect("bash_kernel starts");
    assert_eq!(ex.capabilities().languages, vec!["bash".to_string()]);
    let block = |code: &str| CodeBlock::new("bash", code);
    let options = ExecOptions::default();
    let cancel = CancellationToken::new();
    let r = ex.execute(&block("v=5"), &options, &cancel).await;
    assert!(r.is_ok(), "{r:?}");
    let r = ex.execute(&block("echo v=$v"), &options, &cancel).await;
    assert!(r.is_ok(), "{r:?}");
    assert_eq!(r.stdout.trim(), "v=5", "state is kept: {r:?}");
    let r = ex.execute(&block("false"), &options, &cancel).await;
    assert_eq!(r.status, Status::Error, "{r:?}");
    let r = ex
        .execute(&CodeBlock::new("python", "1"), &options, &cancel)
        .await;
    assert_eq!(r.error.unwrap().kind, "Unsupported");
    ex.close().await.unwrap();
}

/// The code the SIGKILL test runs in a kernel: a child, a child in its own session, a
/// multiprocessing pool, and a double-forked daemon (which leaves the kernel's tree at once).
/// It writes the kernel's pid and theirs, space-separated, to `PIDS_FILE`.
const SPAWNING_CODE: &str = r#"
import multiprocessing, os, subprocess, sys
a = subprocess.Popen(['sleep', '1000'])
b = subprocess.Popen(['sleep', '1000'], start_new_session=True)
pool = multiprocessing.get_context('fork').Pool(2)
daemon = subprocess.run([sys.executable, '-c', 'import os, sys, time\nif os.fork(): os._exit(0)\nos.setsid()\nprint(os.getpid(), flush=True)\nos.close(1)\ntime.sleep(1000)'], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True).stdout.split()
pids = [os.getpid(), a.pid, b.pid, *[p.pid for p in pool._pool], *map(int, daemon)]
open(os.environ['PIDS_FILE'], 'w').write(' '.join(map(str, pids)))
"#;

/// Not a test of its own: the process that `no_process_outlives_a_sigkill_of_belljar` starts
/// and kills (it opens a kernel, runs [`SPAWNING_CODE`], then waits to be killed).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "started by no_process_outlives_a_sigkill_of_belljar"]
async fn sigkill_helper() {
    let Some(file) = std::env::var_os("BELLJAR_SIGKILL_HELPER_PIDS") else {
        return;
    };
    let mut ex = open(Duration::from_secs(60))
        .await
        .expect("the venv is there");
    let options = ExecOptions {
        env: [("PIDS_FILE".to_string(), file.to_string_lossy().into_owned())].into(),
        ..ExecOptions::default()
    };
    let r = ex
        .execute(
            &CodeBlock::new("python", SPAWNING_CODE),
            &options,
            &CancellationToken::new(),
        )
        .await;
    assert!(r.is_ok(), "{r:?}");
    std::fs::write(
        format!("{}.reaper", file.to_string_lossy()),
        ex.kernel_pid().unwrap().to_string(),
    )
    .unwrap();
    tokio::time::sleep(Duration::from_secs(120)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_process_outlives_a_sigkill_of_belljar() {
    if python().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("pids");
    let reaper_file = dir.path().join("pids.reaper");
    let mut helper = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "sigkill_helper", "--ignored", "--nocapture"])
        .env("BELLJAR_SIGKILL_HELPER_PIDS", &file)
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let deadline = std::time::Instant::now() + Duration::from_secs(120);
    while !reaper_file.exists() {
        assert!(
            std::time::Instant::now() < deadline,
            "the helper did not start its kernel"
        );
        if let Some(status) = helper.try_wait().unwrap() {
            panic!("the helper ended early: {status}");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let mut pids: Vec<i32> = std::fs::read_to_string(&file)
        .unwrap()
        .split_whitespace()
        .map(|p| p.parse().unwrap())
        .collect();
    assert_eq!(
        pids.len(),
        6,
        "kernel, 2 children, 2 pool workers, a daemon: {pids:?}"
    );
    pids.push(
        std::fs::read_to_string(&reaper_file)
            .unwrap()
            .parse()
            .unwrap(),
    );
    for &pid in &pids {
        assert!(alive(pid), "{pid} runs before the kill");
    }
    helper.kill().unwrap(); // SIGKILL
    helper.wait().unwrap();
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    loop {
        let left: Vec<i32> = pids.iter().copied().filter(|&p| alive(p)).collect();
        if left.is_empty() {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "still running 10 s after Belljar was killed: {left:?} of {pids:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sandboxed_kernel_cannot_read_host_files() {
    let Some(python) = python() else {
        return;
    };
    let host = tempfile::tempdir().unwrap();
    let secret = host.path().join("secret.txt");
    std::fs::write(&secret, "host secret").unwrap();
    let mut ex = JupyterExecutor::new(JupyterConfig {
        kernel: KernelChoice::Python(python),
        sandbox: true,
        limits: Limits {
            timeout: Some(Duration::from_secs(2)),
            memory_bytes: Some(1 << 30),
            ..Limits::default()
        },
        ..JupyterConfig::default()
    });
    ex.open().await.expect("the kernel starts in the sandbox");
    let r = run(
        &mut ex,
        &format!("open({:?}).read()", secret.to_str().unwrap()),
    )
    .await;
    assert_eq!(r.status, Status::Error, "{r:?}");
    assert_eq!(r.error.unwrap().kind, "FileNotFoundError");
    let r = run(&mut ex, "import os\nkept = 5\nos.getcwd()").await;
    assert_eq!(r.value.unwrap().repr, "'/work'", "{:?}", r.error);
    ex.write_file("in.txt", b"inside").await.unwrap();
    let r = run(&mut ex, "open('in.txt').read()").await;
    assert_eq!(r.value.unwrap().repr, "'inside'");
    let r = run(&mut ex, "import time\ntime.sleep(30)").await;
    assert_eq!(r.status, Status::Timeout, "{r:?}");
    let r = run(&mut ex, "kept").await;
    assert_eq!(r.value.unwrap().repr, "5", "an interrupt keeps the state");
    let r = run(&mut ex, "final_answer(kept)").await;
    assert!(r.is_final_answer);
    ex.close().await.unwrap();
}
