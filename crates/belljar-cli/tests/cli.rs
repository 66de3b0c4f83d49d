//! End-to-end tests of the `belljar` binary: the CLI contract other tools rely on (exit
//! codes, JSON shapes, stdout/stderr separation).

mod common;

use std::io::Write;
use std::process::{Command, Stdio};

use common::{belljar, spawn};

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn run_prints_program_output_and_returns_its_exit_code() {
    let out = belljar(
        &["run", "--backend", "process", "--lang", "python", "-"],
        "print('hi')\n",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "hi\n");

    let out = belljar(
        &["run", "--backend", "process", "--lang", "bash", "-"],
        "echo x; exit 7\n",
    );
    assert_eq!(out.status.code(), Some(7));
    assert_eq!(text(&out.stdout), "x\n");
}

#[test]
fn run_uncaught_error_goes_to_stderr_with_exit_1() {
    let out = belljar(
        &["run", "--backend", "process", "--lang", "py", "-"],
        "print('a')\n1/0\n",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), "a\n");
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("ZeroDivisionError: division by zero"),
        "{stderr}"
    );
    assert_eq!(
        stderr.matches("ZeroDivisionError").count(),
        1,
        "printed once: {stderr}"
    );
}

#[test]
fn run_timeout_exits_124_and_keeps_output() {
    let out = belljar(
        &[
            "run",
            "--backend",
            "process",
            "--lang",
            "bash",
            "--timeout",
            "0.5",
            "-",
        ],
        "echo before\nsleep 30\n",
    );
    assert_eq!(out.status.code(), Some(124));
    assert_eq!(text(&out.stdout), "before\n");
    assert!(text(&out.stderr).contains("timeout"));
}

#[test]
fn run_json_is_one_result_object() {
    let out = belljar(
        &["run", "--backend", "process", "--json", "--lang", "sh", "-"],
        "echo 5\n",
    );
    assert_eq!(out.status.code(), Some(0));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["status"], "ok");
    assert_eq!(value["stdout"], "5\n");
    assert_eq!(value["exit_code"], 0);
    assert_eq!(value["language"], "sh");
}

#[test]
fn run_picks_the_language_from_the_file_extension() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("hello.sh");
    std::fs::write(&script, "echo \"from $0\" | grep -c block\n").unwrap();
    let out = belljar(
        &["run", "--backend", "process", script.to_str().unwrap()],
        "",
    );
    assert_eq!(text(&out.stdout), "1\n", "{}", text(&out.stderr));
}

#[test]
fn exec_runs_every_block_in_one_session() {
    let message = "First:\n```bash\necho one > f.txt\n```\nThen:\n```python\nprint(open('f.txt').read().strip() + ' two')\n```\n";
    let out = belljar(&["exec", "--backend", "process", "--json", "-"], message);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["blocks"].as_array().unwrap().len(), 2);
    assert_eq!(value["results"][1]["stdout"], "one two\n");
    assert_eq!(value["blocks"][0]["language"], "bash");
}

#[test]
fn exec_stops_at_the_first_failure_and_says_so() {
    let message = "```python\nraise ValueError('bad input')\n```\n```bash\necho never\n```\n";
    let out = belljar(&["exec", "--backend", "process", "-"], message);
    assert_eq!(out.status.code(), Some(1));
    assert!(!text(&out.stdout).contains("never"));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("ValueError: bad input"), "{stderr}");
    assert!(stderr.contains("1 later block(s) not run"), "{stderr}");
}

#[test]
fn extract_json_lists_language_and_code() {
    let out = belljar(
        &["extract", "--json", "-"],
        "<code>\nx = 1\n</code>\n```js\nconsole.log(1)\n```",
    );
    assert_eq!(out.status.code(), Some(0));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        value,
        serde_json::json!([
            {"language": "python", "code": "x = 1\n"},
            {"language": "javascript", "code": "console.log(1)\n"}
        ])
    );
}

#[test]
fn languages_lists_the_table() {
    let out = belljar(&["languages", "--json"], "");
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let names: Vec<&str> = value
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["name"].as_str().unwrap())
        .collect();
    assert!(names.contains(&"python") && names.contains(&"json"));
}

#[test]
fn bad_arguments_exit_2_with_a_clear_message() {
    let out = belljar(&["run", "--backend", "nope", "-"], "print(1)\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("unknown backend \"nope\""));
    let out = belljar(
        &["run", "--backend", "process", "--max-output", "lots", "-"],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    let out = belljar(&["run", "/nonexistent/file.py"], "");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn env_flag_passes_variables_and_nothing_else_leaks() {
    let out = Command::new(env!("CARGO_BIN_EXE_belljar"))
        .args([
            "run",
            "--backend",
            "process",
            "--lang",
            "sh",
            "-e",
            "A=1",
            "-",
        ])
        .env("BELLJAR_CLI_SECRET", "s3cret")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            child
                .stdin
                .take()
                .unwrap()
                .write_all(b"echo \"$A ${BELLJAR_CLI_SECRET:-none}\"\n")?;
            child.wait_with_output()
        })
        .unwrap();
    assert_eq!(text(&out.stdout), "1 none\n");
}

#[test]
fn exec_keeps_python_state_across_blocks_and_returns_final_answer() {
    let message = "```python\ntotal = sum(range(5))\n```\nthen\n```python\nfinal_answer({'total': total})\n```\n";
    let out = belljar(&["exec", "--backend", "process", "--json", "-"], message);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["results"][1]["is_final_answer"], true);
    assert_eq!(
        value["results"][1]["final_answer"],
        serde_json::json!({"total": 10})
    );
}

#[test]
fn put_and_get_move_files_in_and_out() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("in.txt");
    std::fs::write(&input, "hello\n").unwrap();
    let output = dir.path().join("back.txt");
    let put = format!("{}:data/in.txt", input.display());
    let get = format!("out.txt:{}", output.display());
    let out = belljar(
        &[
            "run",
            "--backend",
            "process",
            "--lang",
            "sh",
            "--put",
            &put,
            "--get",
            &get,
            "-",
        ],
        "tr a-z A-Z < data/in.txt > out.txt\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(std::fs::read_to_string(&output).unwrap(), "HELLO\n");
    let out = belljar(
        &[
            "run",
            "--backend",
            "process",
            "--put",
            "/etc/hostname:../x",
            "-",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("outside the session's working directory"));
}

#[test]
fn interpreter_is_the_default_for_python_and_prints_like_python3() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("prog.py");
    std::fs::write(
        &script,
        "def f(n):\n    return n * 2\nprint(f(21))\nprint([1, 2][5])\n",
    )
    .unwrap();
    let ours = belljar(&["run", script.to_str().unwrap()], "");
    let theirs = Command::new("python3").arg(&script).output().unwrap();
    assert_eq!(ours.status.code(), theirs.status.code());
    assert_eq!(text(&ours.stdout), text(&theirs.stdout));
    let last = |b: &[u8]| text(b).lines().last().unwrap_or("").to_string();
    assert_eq!(last(&ours.stderr), last(&theirs.stderr));
    assert!(text(&ours.stderr).contains(&format!("File \"{}\", line 4", script.display())));
}

#[test]
fn interpreter_json_result_has_the_value() {
    let out = belljar(
        &["run", "--backend", "interpreter", "--json", "-"],
        "x = 6\nx * 7\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["status"], "ok");
    assert_eq!(value["value"]["repr"], "42");
}

#[test]
fn exec_of_pure_python_uses_the_interpreter_session() {
    let message =
        "<code>\ntotal = sum(range(5))\n</code>\n<code>\nfinal_answer(total * 2)\n</code>\n";
    let out = belljar(&["exec", "--json", "-"], message);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        !text(&out.stderr).contains("UNSANDBOXED"),
        "the interpreter was not used"
    );
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["results"][1]["is_final_answer"], true);
    assert_eq!(value["results"][1]["final_answer"], 20);
}

#[test]
fn process_backend_is_sandboxed_by_default() {
    let out = belljar(
        &["run", "--backend", "process", "--lang", "sh", "-"],
        "cat /etc/shadow >/dev/null 2>&1 && echo READ || echo denied\nls /root 2>/dev/null | head -1\necho done\n",
    );
    assert_eq!(text(&out.stdout), "denied\ndone\n", "{}", text(&out.stderr));
    assert!(!text(&out.stderr).contains("UNSANDBOXED"));
}

#[test]
fn unsandboxed_is_loud() {
    let out = belljar(
        &[
            "run",
            "--backend",
            "process",
            "--unsandboxed",
            "--lang",
            "sh",
            "-",
        ],
        "echo hi\n",
    );
    assert_eq!(text(&out.stdout), "hi\n");
    assert!(text(&out.stderr).contains("UNSANDBOXED"));
    let out = belljar(
        &[
            "run",
            "--backend",
            "process",
            "--unsandboxed",
            "--network",
            "host",
            "-",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn mount_exposes_a_host_directory_read_only() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("data.txt"), "from host\n").unwrap();
    let mount = format!("{}:/data:ro", dir.path().display());
    let out = belljar(
        &[
            "run",
            "--backend",
            "process",
            "--mount",
            &mount,
            "--lang",
            "sh",
            "-",
        ],
        "cat /data/data.txt\necho x > /data/new.txt 2>/dev/null && echo WROTE || echo read-only\n",
    );
    assert_eq!(
        text(&out.stdout),
        "from host\nread-only\n",
        "{}",
        text(&out.stderr)
    );
    assert!(!dir.path().join("new.txt").exists());
}

#[test]
fn network_is_off_unless_asked_for() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let code = format!(
        "import socket\ntry:\n    socket.create_connection(('127.0.0.1', {port}), timeout=2).close()\n    print('connected')\nexcept OSError:\n    print('refused')\n"
    );
    let out = belljar(
        &["run", "--backend", "process", "--lang", "python", "-"],
        &code,
    );
    assert_eq!(text(&out.stdout), "refused\n", "{}", text(&out.stderr));
    let out = belljar(
        &[
            "run",
            "--backend",
            "process",
            "--network",
            "host",
            "--lang",
            "python",
            "-",
        ],
        &code,
    );
    assert_eq!(text(&out.stdout), "connected\n", "{}", text(&out.stderr));
}

/// An HTTP server on the host's loopback that answers every request with its request line.
fn http_server() -> u16 {
    use std::io::{BufRead, BufReader};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        for conn in listener.incoming() {
            let Ok(mut conn) = conn else { continue };
            let mut reader = BufReader::new(conn.try_clone().unwrap());
            let mut line = String::new();
            let _ = reader.read_line(&mut line);
            let mut header = String::new();
            while reader.read_line(&mut header).is_ok_and(|n| n > 2) {
                header.clear();
            }
            let body = format!("saw {}", line.trim());
            let _ = write!(
                conn,
                "HTTP/1.1 200 OK\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                body.len()
            );
        }
    });
    port
}

#[test]
fn allow_net_reaches_only_the_listed_server() {
    let allowed = http_server();
    let other = http_server();
    let code = format!(
        "import urllib.request, urllib.error\nfor port in ({allowed}, {other}):\n    try:\n        print(urllib.request.urlopen(f'http://127.0.0.1:{{port}}/x', timeout=10).read().decode())\n    except urllib.error.HTTPError as e:\n        print(e.code)\n"
    );
    let entry = format!("127.0.0.1:{allowed}");
    let out = belljar(
        &[
            "run",
            "--backend",
            "process",
            "--allow-net",
            &entry,
            "--lang",
            "python",
            "-",
        ],
        &code,
    );
    assert_eq!(
        text(&out.stdout),
        "saw GET /x HTTP/1.1\n403\n",
        "{}",
        text(&out.stderr)
    );
    // Malformed entries, the host network, and backends without the proxy: usage errors.
    for args in [
        &["--backend", "process", "--allow-net", "127.0.0.1"][..],
        &[
            "--backend",
            "process",
            "--allow-net",
            &entry,
            "--network",
            "host",
        ],
        &[
            "--backend",
            "process",
            "--allow-net",
            &entry,
            "--unsandboxed",
        ],
        &["--backend", "interpreter", "--allow-net", &entry],
    ] {
        let mut all = vec!["run"];
        all.extend_from_slice(args);
        all.extend(["--lang", "python", "-"]);
        let out = belljar(&all, "print(1)\n");
        assert_eq!(
            out.status.code(),
            Some(2),
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
}

#[test]
fn memory_flag_limits_the_sandbox() {
    let out = belljar(
        &[
            "run",
            "--backend",
            "process",
            "--memory",
            "64MiB",
            "--lang",
            "python",
            "-",
        ],
        "x = bytearray(512 * 1024 * 1024)\nprint('allocated')\n",
    );
    assert_ne!(out.status.code(), Some(0), "{}", text(&out.stdout));
    assert!(!text(&out.stdout).contains("allocated"));
}

#[test]
fn sandbox_check_reports_the_machine() {
    let out = belljar(&["sandbox-check"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
    assert!(text(&out.stdout).contains("sandbox usable: yes"));
}

#[test]
fn tools_run_a_command_per_call_and_its_failure_is_an_exception() {
    let code = "r = echo(1, 'a', k=True)\nprint(r)\n\
                try:\n    bad()\nexcept ValueError as e:\n    print('caught', e)\n\
                try:\n    plain()\nexcept RuntimeError as e:\n    print('caught', e)\n\
                try:\n    echo(float('nan'))\nexcept TypeError as e:\n    print('caught', e)\n\
                echo = 1\n";
    let out = belljar(
        &[
            "run",
            "--tool",
            "echo=cat",
            "--tool",
            "bad=cat >/dev/null; echo 'Traceback...' >&2; echo 'ValueError: nope' >&2; exit 3",
            "--tool",
            "plain=echo oops >&2; exit 1",
            "-",
        ],
        code,
    );
    assert_eq!(
        text(&out.stdout),
        "{'args': [1, 'a'], 'kwargs': {'k': True}}\n\
         caught nope\n\
         caught oops\n\
         caught tool 'echo' takes JSON values: argument 1: the float nan has no JSON form\n"
    );
    assert!(
        text(&out.stderr).ends_with(
            "TypeError: cannot assign to name 'echo': doing this would erase the existing tool\n"
        ),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(out.status.code(), Some(1));

    // The same through the executor, with a final_answer tool that rewrites the answer.
    let out = belljar(
        &[
            "exec",
            "--json",
            "--tool",
            "final_answer=sed 's/.*\"args\": *\\[\\([0-9]*\\).*/\\1/'",
            "-",
        ],
        "```python\nfinal_answer(41)\n```\n",
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["results"][0]["is_final_answer"], true, "{json}");
    assert_eq!(json["results"][0]["final_answer"], 41);
}

#[test]
fn variables_and_the_import_policy_come_from_flags() {
    let out = belljar(
        &[
            "run",
            "--var",
            "xs=[1, 2, 3]",
            "--var",
            "cfg={\"a\": null, \"big\": 18446744073709551615}",
            "-",
        ],
        "print(sum(xs), cfg)\n",
    );
    assert_eq!(
        text(&out.stdout),
        "6 {'a': None, 'big': 18446744073709551615}\n"
    );
    let out = belljar(&["run", "--var", "xs=[1,", "-"], "pass\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--var \"xs=[1,\": the value is not JSON"));

    let out = belljar(
        &[
            "run",
            "--allow-import",
            "math",
            "--allow-import",
            "random",
            "-",
        ],
        "import math\nprint(math.floor(2.5))\nimport json\n",
    );
    assert_eq!(text(&out.stdout), "2\n");
    assert!(
        text(&out.stderr).ends_with(
            "ImportError: import of 'json' is not allowed; allowed modules: math, random\n"
        ),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(out.status.code(), Some(1));
    let out = belljar(
        &["run", "--json", "--deny-import", "json", "-"],
        "import numpy\n",
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["error"]["type"], "ModuleNotFoundError");
    let message = json["error"]["message"].as_str().unwrap();
    assert!(
        message.starts_with("No module named 'numpy' (the interpreter backend has no such module")
            && message.contains("process backend")
            && !message.contains("json,"),
        "{message}"
    );
    let out = belljar(
        &["exec", "--deny-import", "json", "-"],
        "```python\nimport json\n```\n",
    );
    assert!(text(&out.stderr).contains("ImportError: import of 'json' is not allowed"));

    let out = belljar(
        &["run", "--backend", "process", "--var", "x=1", "-"],
        "print(x)\n",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("need the interpreter backend"));
}

#[test]
fn a_tool_command_that_never_answers_is_stopped_at_the_timeout() {
    let dir = tempfile::tempdir().unwrap();
    let pid_file = dir.path().join("pid");
    // The shell starts `sleep` in the background: killing the shell alone would leave it.
    let tool = format!("slow=sleep 30 & echo $! > {}; wait", pid_file.display());
    let started = std::time::Instant::now();
    let out = belljar(
        &["run", "--timeout", "0.5", "--tool", &tool, "-"],
        "print('before', flush=True)\nslow()\nprint('after')\n",
    );
    assert!(started.elapsed() < std::time::Duration::from_secs(10));
    assert_eq!(out.status.code(), Some(124), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "before\n");
    let pid = std::fs::read_to_string(&pid_file).unwrap();
    let gone = (0..100).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(20));
        !std::path::Path::new(&format!("/proc/{}", pid.trim())).exists()
    });
    assert!(
        gone,
        "the tool's background process {} outlived it",
        pid.trim()
    );
}

#[test]
fn repl_runs_piped_lines_prints_values_and_tracebacks_and_exits() {
    let input = "x = 2\nx + 1\ndef f(n):\n    return n * 3\n\nf(x)\nfor i in range(2):\n    print(i)\n\n[1,\n 2]\n1/0\nprint('after')\nNone\nexit()\nprint('never')\n";
    let out = belljar(&["repl"], input);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "3\n6\n0\n1\n[1, 2]\nafter\n");
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("ZeroDivisionError: division by zero"),
        "{stderr}"
    );
    assert!(
        !stderr.contains(">>>"),
        "no prompts when stdin is not a terminal: {stderr}"
    );

    // End of input runs what is pending (a block without its blank line) and leaves;
    // exit(n) leaves with n.
    let out = belljar(&["repl"], "if True:\n    print('last')");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "last\n");
    let out = belljar(&["repl"], "print('a')\nexit(5)\nprint('b')\n");
    assert_eq!(out.status.code(), Some(5));
    assert_eq!(text(&out.stdout), "a\n");
}

#[test]
fn repl_on_the_process_backend() {
    let out = belljar(
        &["repl", "--backend", "process"],
        "x = 20\nx + 1\nexit(3)\n",
    );
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "21\n");
}

/// A pseudo-terminal: the master side (the test types into it and reads the screen) and the
/// slave side (the REPL's standard streams).
fn open_pty() -> (std::fs::File, std::fs::File) {
    use std::os::fd::FromRawFd;
    let (mut master, mut slave) = (0, 0);
    // SAFETY: openpty writes two new file descriptors, owned by the Files made from them.
    let rc = unsafe {
        libc::openpty(
            &mut master,
            &mut slave,
            std::ptr::null_mut(),
            std::ptr::null(),
            std::ptr::null(),
        )
    };
    assert_eq!(rc, 0, "openpty failed");
    // SAFETY: the descriptors were just created and are not owned elsewhere.
    unsafe {
        (
            std::fs::File::from_raw_fd(master),
            std::fs::File::from_raw_fd(slave),
        )
    }
}

/// What the program shows on the terminal `master` leads, read on a thread until it closes.
fn pty_screen(master: &std::fs::File) -> std::sync::Arc<std::sync::Mutex<String>> {
    use std::io::Read;
    let screen = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
    let mut reader = master.try_clone().unwrap();
    let seen = screen.clone();
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 {
                break;
            }
            seen.lock()
                .unwrap()
                .push_str(&String::from_utf8_lossy(&buf[..n]));
        }
    });
    screen
}

/// The exit status of `child`, which must end within 30 s (else the screen is shown).
fn wait_for_exit(
    child: &mut std::process::Child,
    screen: &std::sync::Mutex<String>,
) -> std::process::ExitStatus {
    let start = std::time::Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        assert!(
            start.elapsed() < std::time::Duration::from_secs(30),
            "belljar did not finish: {:?}",
            screen.lock().unwrap()
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

#[test]
fn repl_on_a_terminal_edits_lines_recalls_history_and_saves_it() {
    use std::time::{Duration, Instant};

    let dir = tempfile::tempdir().unwrap();
    let history = dir.path().join("history");
    let (mut master, slave) = open_pty();
    let mut child = Command::new(env!("CARGO_BIN_EXE_belljar"))
        .arg("repl")
        .env("BELLJAR_HISTORY", &history)
        .env("TERM", "xterm")
        .stdin(slave.try_clone().unwrap())
        .stdout(slave.try_clone().unwrap())
        .stderr(slave)
        .spawn()
        .expect("spawn belljar");
    // The screen, read on a thread until the terminal closes.
    let screen = pty_screen(&master);
    // Type `keys` once the screen shows the `n`-th occurrence of `marker` (an input's
    // output) and, after it, a fresh prompt (so the line editor is reading again).
    let mut type_after = |marker: &str, n: usize, keys: &str| {
        let start = Instant::now();
        loop {
            let shown = screen.lock().unwrap().clone();
            let end = shown
                .match_indices(marker)
                .nth(n - 1)
                .map(|(i, m)| i + m.len());
            if end.is_some_and(|e| shown[e..].contains(">>> ")) {
                break;
            }
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "no prompt after {marker:?} #{n}: {shown:?}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        master.write_all(keys.as_bytes()).unwrap();
    };
    type_after("leave.", 1, "x = 2; x\r");
    type_after("2\r\n", 1, "x * 3\r");
    // Up arrow recalls `x * 3`.
    type_after("6\r\n", 1, "\x1b[A\r");
    // Editing: two left arrows, backspace over the `+`, type `-`: `x * 50 - 1`.
    type_after("6\r\n", 2, "x * 50 + 1\x1b[D\x1b[D\x7f-\r");
    type_after("99\r\n", 1, "\x04");
    let status = wait_for_exit(&mut child, &screen);
    assert_eq!(status.code(), Some(0));
    let shown = screen.lock().unwrap().clone();
    assert_eq!(shown.matches("6\r\n").count(), 2, "{shown:?}");
    let saved = std::fs::read_to_string(&history).expect("history file written");
    assert!(saved.contains("x * 3"), "{saved}");
    assert!(saved.contains("x * 50 - 1"), "{saved}");
}

/// Start `belljar ARGS` with `stdin` as its input; read its stdout line by line, calling
/// `on_line` with each (as it arrives); return the lines and the exit code.
fn belljar_lines(args: &[&str], stdin: &str, mut on_line: impl FnMut(&str)) -> (Vec<String>, i32) {
    use std::io::BufRead;
    let mut child = spawn(args, stdin, Stdio::inherit());
    let mut lines = Vec::new();
    for line in std::io::BufReader::new(child.stdout.take().unwrap()).lines() {
        let line = line.unwrap();
        on_line(&line);
        lines.push(line);
    }
    (lines, child.wait().unwrap().code().unwrap_or(-1))
}

/// A program that prints `first`, then waits (up to 20 s) for `go` in its working directory,
/// which the test creates when it has read `first`: live output, not a wall-clock threshold.
const WAIT_FOR_READER_PY: &str = "import os, time\nprint('first')\nfor _ in range(400):\n    if os.path.exists('go'):\n        print('the reader saw the first line while the program ran')\n        break\n    time.sleep(0.05)\nelse:\n    print('never seen')\n";

/// `belljar run ARGS --backend process` of [`WAIT_FOR_READER_PY`] in a temporary working
/// directory, creating `go` there when a line of its stdout satisfies `is_first`.
fn run_process_handshake(args: &[&str], is_first: impl Fn(&str) -> bool) -> (Vec<String>, i32) {
    let dir = tempfile::tempdir().unwrap();
    let go = dir.path().join("go");
    let workdir = dir.path().to_str().unwrap();
    let mut all = vec!["run"];
    all.extend_from_slice(args);
    all.extend_from_slice(&[
        "--backend",
        "process",
        "--workdir",
        workdir,
        "--lang",
        "python",
        "-",
    ]);
    belljar_lines(&all, WAIT_FOR_READER_PY, |line| {
        if is_first(line) {
            std::fs::write(&go, b"").unwrap();
        }
    })
}

#[test]
fn run_prints_output_live_on_both_backends() {
    // The process backend: the program polls for the file in its working directory.
    let (lines, code) = run_process_handshake(&[], |line| line == "first");
    assert_eq!(code, 0);
    assert_eq!(
        lines,
        [
            "first",
            "the reader saw the first line while the program ran"
        ]
    );

    // The interpreter: a tool command waits for the file.
    let dir = tempfile::tempdir().unwrap();
    let go = dir.path().join("go");
    let tool = format!(
        "wait=for i in $(seq 400); do [ -e '{}' ] && {{ echo true; exit 0; }}; sleep 0.05; done; echo false",
        go.display()
    );
    let (lines, code) = belljar_lines(
        &["run", "--tool", &tool, "-"],
        "print('first')\nprint('seen while running:', wait())\n",
        |line| {
            if line == "first" {
                std::fs::write(&go, b"").unwrap();
            }
        },
    );
    assert_eq!(code, 0);
    assert_eq!(lines, ["first", "seen while running: True"]);
}

#[test]
fn run_events_prints_one_json_object_per_event_live() {
    let (lines, code) = run_process_handshake(&["--events"], |line| line.contains("\"first"));
    assert_eq!(code, 0);
    let events: Vec<serde_json::Value> = lines
        .iter()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect();
    let last = events.last().unwrap();
    assert_eq!(last["event"], "result");
    assert_eq!(last["status"], "ok");
    let streamed: String = events
        .iter()
        .filter(|e| e["event"] == "stdout")
        .map(|e| e["text"].as_str().unwrap())
        .collect();
    assert_eq!(streamed, last["stdout"].as_str().unwrap());
    assert!(streamed.contains("saw the first line"), "{streamed}");

    // The interpreter through the executor, with an error: chunks, the traceback on stderr,
    // then the result.
    let (lines, code) = belljar_lines(&["run", "--events", "-"], "print('a')\n1/0\n", |_| {});
    assert_eq!(code, 1);
    let events: Vec<serde_json::Value> = lines
        .iter()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(
        events[0],
        serde_json::json!({"event": "stdout", "text": "a\n"})
    );
    assert_eq!(events[1]["event"], "stderr");
    assert!(
        events[1]["text"]
            .as_str()
            .unwrap()
            .contains("ZeroDivisionError")
    );
    assert_eq!(events[2]["event"], "result");
    assert_eq!(events[2]["error"]["type"], "ZeroDivisionError");
    assert_eq!(events.len(), 3);
}

#[test]
fn exec_events_announce_each_block_then_its_output_and_result() {
    let message = "```python\nx = 2\nprint(x)\n```\ntext\n```python\nprint(x * 3)\n```\n";
    let (lines, code) = belljar_lines(&["exec", "--events", "-"], message, |_| {});
    assert_eq!(code, 0);
    let events: Vec<serde_json::Value> = lines
        .iter()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let kinds: Vec<&str> = events
        .iter()
        .map(|e| e["event"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        ["block", "stdout", "result", "block", "stdout", "result"]
    );
    assert_eq!(events[0]["index"], 0);
    assert_eq!(events[0]["language"], "python");
    assert_eq!(events[4]["text"], "6\n");
    assert_eq!(events[5]["status"], "ok");

    // Without --events the output is printed live, each block announced on stderr.
    let out = belljar(&["exec", "-"], message);
    assert_eq!(text(&out.stdout), "2\n6\n");
    let stderr = text(&out.stderr);
    assert!(stderr.contains("--- block 1 (python) ---"), "{stderr}");
    assert!(stderr.contains("--- block 2 (python) ---"), "{stderr}");
}

#[test]
fn interpreter_refuses_other_languages_and_env() {
    let out = belljar(
        &[
            "run",
            "--backend",
            "interpreter",
            "--lang",
            "bash",
            "--json",
            "-",
        ],
        "echo hi\n",
    );
    assert_eq!(out.status.code(), Some(1));
    let result: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(result["status"], "error");
    assert_eq!(result["error"]["type"], "Unsupported");
    let out = belljar(&["run", "-e", "A=1", "--lang", "python", "-"], "print(1)\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("--env needs the process backend"));
    assert!(out.stdout.is_empty());
}

#[test]
fn exec_routes_python_to_the_interpreter_and_shell_to_the_process_backend() {
    let message = "```python\nx = 6 * 7\nprint(x)\n```\n```bash\necho from-bash\n```\n\
                   ```python\nprint(x + 1)\n```\n";
    let out = belljar(&["exec", "--json", "-"], message);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let results = value["results"].as_array().unwrap();
    assert_eq!(results.len(), 3);
    // The interpreter reports no isolation; the process backend always does.
    assert!(results[0].get("isolation").is_none(), "{}", results[0]);
    assert_eq!(results[0]["stdout"], "42\n");
    assert_eq!(results[1]["language"], "bash");
    assert_eq!(results[1]["stdout"], "from-bash\n");
    assert!(
        results[1]["isolation"]["sandboxed"].is_boolean(),
        "{}",
        results[1]
    );
    // Python state lives on across the shell block.
    assert_eq!(results[2]["stdout"], "43\n");
    assert!(results[2].get("isolation").is_none());
}

#[test]
fn limits_a_backend_cannot_enforce_are_refused() {
    let out = belljar(
        &[
            "run",
            "--backend",
            "process",
            "--max-instructions",
            "1000",
            "--lang",
            "bash",
            "-",
        ],
        "echo never\n",
    );
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("the process backend cannot enforce the limit max_instructions"),
        "{stderr}"
    );
    assert!(out.stdout.is_empty());
    let out = belljar(
        &["run", "--backend", "jupyter", "--memory", "1GiB", "-"],
        "print(1)\n",
    );
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("the jupyter backend cannot enforce the limit memory_bytes"),
        "{stderr}"
    );
}

/// `belljar exec --confirm FILE` on a pseudo-terminal: the screen so far, and the child.
fn confirm_on_a_terminal(message_file: &std::path::Path) -> (std::fs::File, std::process::Child) {
    let (master, slave) = open_pty();
    let child = Command::new(env!("CARGO_BIN_EXE_belljar"))
        .args(["exec", "--confirm"])
        .arg(message_file)
        .stdin(slave.try_clone().unwrap())
        .stdout(slave.try_clone().unwrap())
        .stderr(slave)
        .spawn()
        .expect("spawn belljar");
    (master, child)
}

#[test]
fn confirm_asks_on_the_terminal_and_a_refusal_stops_the_batch() {
    use std::time::{Duration, Instant};

    let dir = tempfile::tempdir().unwrap();
    let message = dir.path().join("reply.md");
    std::fs::write(
        &message,
        "```python\nprint('first ran')\n```\n```python\nprint('second ran')\n```\n\
         ```python\nprint('third ran')\n```\n",
    )
    .unwrap();
    let (mut master, mut child) = confirm_on_a_terminal(&message);
    let screen = pty_screen(&master);
    // Answer the `n`-th question with `keys`.
    let mut answer = |n: usize, keys: &str| {
        let start = Instant::now();
        while screen.lock().unwrap().matches("Run it? [y/N]").count() < n {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "no question #{n}: {:?}",
                screen.lock().unwrap()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        master.write_all(keys.as_bytes()).unwrap();
    };
    answer(1, "y\r");
    answer(2, "n\r");
    let status = wait_for_exit(&mut child, &screen);
    std::thread::sleep(Duration::from_millis(100));
    let shown = screen.lock().unwrap().clone();
    assert_eq!(status.code(), Some(1), "{shown}");
    assert!(
        shown.contains("print('first ran')"),
        "the block is shown: {shown}"
    );
    assert!(shown.contains("first ran\r\n"), "{shown}");
    assert!(!shown.contains("second ran\r\n"), "{shown}");
    assert!(
        shown.contains("Refused: refused at the terminal"),
        "{shown}"
    );
    // Never asked about the block after the refusal.
    assert_eq!(shown.matches("Run it? [y/N]").count(), 2, "{shown}");
    assert!(!shown.contains("third ran"), "{shown}");
}

#[test]
fn confirm_without_a_terminal_refuses_every_block() {
    use std::os::unix::process::CommandExt;
    let mut command = Command::new(env!("CARGO_BIN_EXE_belljar"));
    command
        .args(["exec", "--confirm", "--json", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // SAFETY: setsid(2) in the child before exec; it touches no memory of ours. A session of
    // its own has no controlling terminal, so `/dev/tty` cannot be opened.
    unsafe {
        command.pre_exec(|| {
            libc::setsid();
            Ok(())
        });
    }
    let mut child = command.spawn().unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"```python\nprint('ran')\n```\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let result = &value["results"][0];
    assert_eq!(result["status"], "error");
    assert_eq!(result["error"]["type"], "Refused");
    assert!(
        result["error"]["message"]
            .as_str()
            .unwrap()
            .contains("no terminal to ask on"),
        "{result}"
    );
    assert_eq!(result["stdout"], "");
}
