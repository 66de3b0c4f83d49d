//! `belljar broker` and the `belljar run` commands it serves: a served run behaves exactly as
//! the command on its own would (output, exit code, files, working directory, Ctrl-C), runs do
//! not see each other's files, and the broker and its clients only ever talk to their own user.
//!
//! Every broker here listens on a socket of its own test (`BELLJAR_BROKER` names it to the
//! clients), never on the default path, so that other tests' commands are not served. Each
//! child is waited for with a deadline, so a hang fails the test instead of hanging it.

mod common;

use std::io::{BufRead, BufReader, Write as _};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const BELLJAR: &str = env!("CARGO_BIN_EXE_belljar");
/// The uid of `nobody`, for the tests of another user.
const NOBODY: u32 = 65534;

/// A running `belljar broker` and the lines of its log.
struct Broker {
    child: Child,
    socket: PathBuf,
    log: Arc<Mutex<Vec<String>>>,
    _dir: tempfile::TempDir,
}

impl Broker {
    /// Starts a broker on a socket in a new directory.
    fn start() -> Broker {
        Broker::start_with(|_| {})
    }

    /// Starts a broker, letting `adjust` change its command and its directory first.
    fn start_with(adjust: impl FnOnce(&mut (Command, &Path))) -> Broker {
        let dir = tempfile::tempdir().unwrap();
        let socket = dir.path().join("broker.sock");
        let mut command = Command::new(BELLJAR);
        command
            .args(["broker", "--socket"])
            .arg(&socket)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        let mut pair = (command, dir.path());
        adjust(&mut pair);
        let mut child = pair.0.spawn().expect("spawn belljar broker");
        let log = Arc::new(Mutex::new(Vec::new()));
        let lines = BufReader::new(child.stderr.take().unwrap());
        let sink = log.clone();
        std::thread::spawn(move || {
            for line in lines.lines().map_while(Result::ok) {
                sink.lock().unwrap().push(line);
            }
        });
        let broker = Broker {
            child,
            socket,
            log,
            _dir: dir,
        };
        broker.wait_for_log("listening on", 1);
        broker
    }

    /// The log so far.
    fn log(&self) -> Vec<String> {
        self.log.lock().unwrap().clone()
    }

    /// How many log lines contain `needle`.
    fn count(&self, needle: &str) -> usize {
        self.log().iter().filter(|l| l.contains(needle)).count()
    }

    /// Waits (at most 20 s) until `count` log lines contain `needle`.
    fn wait_for_log(&self, needle: &str, count: usize) {
        let started = Instant::now();
        while self.count(needle) < count {
            assert!(
                started.elapsed() < Duration::from_secs(20),
                "no {count} log lines with {needle:?}; log: {:#?}",
                self.log()
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// Runs the Python program `code` (a file in a new directory, run from there) as a
    /// client of this broker, on the process backend.
    fn run_program(&self, code: &str) -> Output {
        let (dir, path) = program(code);
        output(
            self.client(
                &["--backend", "process", path.to_str().unwrap()],
                dir.path(),
            ),
            "",
        )
    }

    /// `belljar run ARGS` as a client of this broker, in `cwd`.
    fn client(&self, args: &[&str], cwd: &Path) -> Command {
        let mut command = Command::new(BELLJAR);
        command
            .arg("run")
            .args(args)
            .current_dir(cwd)
            .env("BELLJAR_BROKER", &self.socket)
            .stdin(Stdio::null());
        command
    }
}

impl Drop for Broker {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Runs `command` to its end (at most 60 s), with `stdin` as its standard input.
fn output(mut command: Command, stdin: &str) -> Output {
    command.stdout(Stdio::piped()).stderr(Stdio::piped());
    let child = common::spawn_command(command, stdin);
    let (done, result) = std::sync::mpsc::channel();
    std::thread::spawn(move || done.send(child.wait_with_output()));
    result
        .recv_timeout(Duration::from_secs(60))
        .expect("belljar run did not end within 60 s")
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A program file in a new directory.
fn program(code: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("prog.py");
    std::fs::write(&path, code).unwrap();
    (dir, path)
}

fn is_root() -> bool {
    // SAFETY: geteuid cannot fail.
    unsafe { libc::geteuid() == 0 }
}

#[test]
fn a_served_run_prints_and_exits_as_the_command_alone_would() {
    let broker = Broker::start();
    let (dir, path) = program(
        "import sys\nprint('out', 1)\nprint('err', 2, file=sys.stderr)\n\
         def f():\n    return 1 / 0\nf()\n",
    );
    let path = path.to_str().unwrap();
    let served = output(
        broker.client(&["--backend", "process", path], dir.path()),
        "",
    );
    broker.wait_for_log("served pid", 1);
    let mut alone = broker.client(&["--backend", "process", path], dir.path());
    alone.env("BELLJAR_BROKER", "");
    let alone = output(alone, "");
    assert_eq!(broker.count("served pid"), 1, "{:#?}", broker.log());
    assert_eq!(text(&served.stdout), "out 1\n");
    assert!(
        text(&served.stderr).contains("ZeroDivisionError: division by zero"),
        "{}",
        text(&served.stderr)
    );
    assert_eq!(served.status.code(), Some(1));
    assert_eq!(text(&served.stdout), text(&alone.stdout));
    assert_eq!(text(&served.stderr), text(&alone.stderr));
    assert_eq!(served.status.code(), alone.status.code());
    // A timeout too: the same code and message as the command's.
    let (dir, path) = program("while True:\n    pass\n");
    let path = path.to_str().unwrap();
    let served = output(
        broker.client(
            &["--backend", "process", "--timeout", "1", path],
            dir.path(),
        ),
        "",
    );
    broker.wait_for_log("served pid", 2);
    assert_eq!(served.status.code(), Some(124), "{}", text(&served.stderr));
}

#[test]
fn one_runs_files_are_gone_at_the_next_and_the_directory_is_reset() {
    let broker = Broker::start();
    let (dir, first) = program(
        "import os\nopen('left.txt', 'w').write('x')\nos.mkdir('sub')\n\
         open('sub/deep.txt', 'w').write('y')\nos.chmod('.', 0o500)\nprint('wrote')\n",
    );
    let second = dir.path().join("second.py");
    std::fs::write(
        &second,
        "import os\nprint(sorted(os.listdir('.')))\nopen('mine.txt', 'w').write('z')\n\
         print(oct(os.stat('.').st_mode & 0o777))\n",
    )
    .unwrap();
    let args = |p: &Path| {
        vec![
            "--backend".to_string(),
            "process".into(),
            p.display().to_string(),
        ]
    };
    let a = args(&first);
    let out = output(
        broker.client(
            &a.iter().map(String::as_str).collect::<Vec<_>>(),
            dir.path(),
        ),
        "",
    );
    assert_eq!(text(&out.stdout), "wrote\n", "{}", text(&out.stderr));
    broker.wait_for_log("served pid", 1);
    for served in 2..4 {
        let b = args(&second);
        let out = output(
            broker.client(
                &b.iter().map(String::as_str).collect::<Vec<_>>(),
                dir.path(),
            ),
            "",
        );
        // Only the program's own file: nothing the earlier runs wrote.
        assert_eq!(
            text(&out.stdout),
            "['block_1.py']\n0o700\n",
            "{}",
            text(&out.stderr)
        );
        broker.wait_for_log("served pid", served);
    }
}

#[test]
fn the_clients_directory_standard_input_and_relative_paths_are_used() {
    let broker = Broker::start();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("data.txt"), "from the client's directory").unwrap();
    let out = output(
        broker.client(
            &[
                "--backend",
                "process",
                "--put",
                "data.txt",
                "--get",
                "answer.txt",
                "-",
            ],
            dir.path(),
        ),
        "text = open('data.txt').read()\nprint(text)\nopen('answer.txt', 'w').write(text.upper())\n",
    );
    assert_eq!(
        text(&out.stdout),
        "from the client's directory\n",
        "{}",
        text(&out.stderr)
    );
    assert_eq!(out.status.code(), Some(0));
    broker.wait_for_log("served pid", 1);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("answer.txt")).unwrap(),
        "FROM THE CLIENT'S DIRECTORY"
    );
    // The broker's own directory is its own again: a second client elsewhere.
    let other = tempfile::tempdir().unwrap();
    let out = output(
        broker.client(
            &["--backend", "process", "--get", "answer.txt", "-"],
            other.path(),
        ),
        "open('answer.txt', 'w').write('second')\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        std::fs::read_to_string(other.path().join("answer.txt")).unwrap(),
        "second"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("answer.txt")).unwrap(),
        "FROM THE CLIENT'S DIRECTORY"
    );
}

#[test]
fn what_the_broker_cannot_run_exactly_runs_by_itself() {
    let broker = Broker::start();
    let (dir, path) = program("import os\nprint(os.environ.get('EXTRA', 'unset'))\n");
    let path = path.to_str().unwrap();
    // Another environment: declined, and the command runs as if there were no broker.
    let mut client = broker.client(&["--backend", "process", path], dir.path());
    client.env("BELLJAR_TEST_EXTRA", "1");
    let out = output(client, "");
    assert_eq!(text(&out.stdout), "unset\n", "{}", text(&out.stderr));
    broker.wait_for_log(
        "environment differs from the broker's (BELLJAR_TEST_EXTRA)",
        1,
    );
    // The interpreter backend: not the broker's.
    let plain = dir.path().join("plain.py");
    std::fs::write(&plain, "print('interpreted')\n").unwrap();
    let out = output(broker.client(&[plain.to_str().unwrap()], dir.path()), "");
    assert_eq!(text(&out.stdout), "interpreted\n", "{}", text(&out.stderr));
    broker.wait_for_log("not the process backend", 1);
    // Arguments that do not parse: the command itself says why.
    let out = output(broker.client(&["--no-such-flag", path], dir.path()), "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("--no-such-flag"),
        "{}",
        text(&out.stderr)
    );
    broker.wait_for_log("do not parse", 1);
    assert_eq!(broker.count("served pid"), 0, "{:#?}", broker.log());
}

#[test]
fn ctrl_c_of_a_client_cancels_its_run_and_the_broker_goes_on() {
    let broker = Broker::start();
    let (dir, path) = program("import time\nprint('started', flush=True)\ntime.sleep(60)\n");
    let path = path.to_str().unwrap();
    let mut client = broker
        .client(&["--backend", "process", path], dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(client.stdout.take().unwrap());
    let mut line = String::new();
    stdout.read_line(&mut line).unwrap();
    assert_eq!(line, "started\n");
    let started = Instant::now();
    // SAFETY: kill of a child's pid.
    unsafe { libc::kill(client.id() as i32, libc::SIGINT) };
    let status = loop {
        if let Some(status) = client.try_wait().unwrap() {
            break status;
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "Ctrl-C did not end the run"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(
        status.code(),
        Some(125),
        "the command's code for a cancelled run"
    );
    broker.wait_for_log("exit code 125", 1);
    // Killed outright, a client's run is cancelled as well.
    let mut client = broker
        .client(&["--backend", "process", path], dir.path())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(client.stdout.take().unwrap());
    let mut line = String::new();
    stdout.read_line(&mut line).unwrap();
    client.kill().unwrap();
    client.wait().unwrap();
    broker.wait_for_log("(the client had gone)", 1);
    let out = broker.run_program("print('next')\n");
    assert_eq!(text(&out.stdout), "next\n", "{}", text(&out.stderr));
    broker.wait_for_log("served pid", 3);
}

#[test]
fn a_client_that_comes_during_a_run_runs_by_itself() {
    let broker = Broker::start();
    let (dir, slow) = program("import time\nprint('slow', flush=True)\ntime.sleep(5)\n");
    let mut first = broker
        .client(
            &["--backend", "process", slow.to_str().unwrap()],
            dir.path(),
        )
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(first.stdout.take().unwrap());
    let mut line = String::new();
    stdout.read_line(&mut line).unwrap();
    let quick = dir.path().join("quick.py");
    std::fs::write(&quick, "print('quick')\n").unwrap();
    let out = output(
        broker.client(
            &["--backend", "process", quick.to_str().unwrap()],
            dir.path(),
        ),
        "",
    );
    assert_eq!(text(&out.stdout), "quick\n", "{}", text(&out.stderr));
    broker.wait_for_log("serving another run", 1);
    assert!(
        first.try_wait().unwrap().is_none(),
        "the first run is still going"
    );
    assert_eq!(first.wait().unwrap().code(), Some(0));
}

/// The pids of the processes whose parent is `parent`.
fn children_of(parent: u32) -> Vec<u32> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
            continue;
        };
        // The parent is the second field after the command name's closing parenthesis.
        let ppid = stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().nth(1))
            .and_then(|p| p.parse::<u32>().ok());
        if ppid == Some(parent) {
            out.push(pid);
        }
    }
    out
}

/// Whether a working-directory tmpfs of process `pid` is still mounted.
fn has_workdir_mount(pid: u32) -> bool {
    std::fs::read_to_string("/proc/self/mountinfo")
        .unwrap()
        .contains(&format!("/belljar-{pid}-"))
}

#[test]
fn a_killed_broker_leaves_nothing_running_and_a_socket_the_next_one_replaces() {
    let mut broker = Broker::start();
    let out = broker.run_program("print('served')\n");
    assert_eq!(text(&out.stdout), "served\n", "{}", text(&out.stderr));
    broker.wait_for_log("served pid", 1);
    // The sandbox prepared for the next run is waiting: the broker's child.
    let pid = broker.child.id();
    let started = Instant::now();
    while children_of(pid).is_empty() {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "no sandbox prepared"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    let prepared = children_of(pid);
    let mounted = has_workdir_mount(pid);
    broker.child.kill().unwrap();
    broker.child.wait().unwrap();
    assert!(broker.socket.exists(), "SIGKILL leaves the socket behind");
    // The prepared sandbox goes away by itself when its lifeline (the broker) is gone.
    let started = Instant::now();
    while prepared
        .iter()
        .any(|p| Path::new(&format!("/proc/{p}")).exists())
    {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the prepared sandbox {prepared:?} outlived its broker"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = broker.run_program("print('alone')\n");
    assert_eq!(text(&out.stdout), "alone\n", "{}", text(&out.stderr));
    let mut next = Command::new(BELLJAR)
        .args(["broker", "--socket"])
        .arg(&broker.socket)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut log = BufReader::new(next.stderr.take().unwrap());
    let mut line = String::new();
    log.read_line(&mut line).unwrap();
    assert!(line.contains("listening on"), "{line}");
    // The killed broker's working-directory tmpfs (if it could mount one) is unmounted by
    // the next Belljar that makes one: the new broker, at its first run.
    let (dir, path) = program("print('again')\n");
    let client = Command::new(BELLJAR)
        .args(["run", "--backend", "process", path.to_str().unwrap()])
        .env("BELLJAR_BROKER", &broker.socket)
        .output()
        .unwrap();
    assert_eq!(text(&client.stdout), "again\n", "{}", text(&client.stderr));
    drop(dir);
    if mounted {
        assert!(
            !has_workdir_mount(pid),
            "the killed broker's tmpfs is still mounted"
        );
    }
    // A second broker on a live socket refuses to start.
    let refused = Command::new(BELLJAR)
        .args(["broker", "--socket"])
        .arg(&broker.socket)
        .output()
        .unwrap();
    assert_eq!(refused.status.code(), Some(2));
    assert!(text(&refused.stderr).contains("already listens"));
    // SIGTERM stops it and removes the socket.
    // SAFETY: kill of a child's pid.
    unsafe { libc::kill(next.id() as i32, libc::SIGTERM) };
    assert_eq!(next.wait().unwrap().code(), Some(0));
    assert!(!broker.socket.exists());
}

#[test]
fn a_broker_refuses_clients_of_another_user() {
    assert!(
        is_root(),
        "this test runs as root (CI does): it switches to uid {NOBODY}"
    );
    let broker = Broker::start_with(|(_, dir)| {
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o755)).unwrap();
    });
    // Even with the socket open to everyone, the broker checks who connects.
    std::fs::set_permissions(&broker.socket, std::fs::Permissions::from_mode(0o666)).unwrap();
    let dir = tempfile::tempdir().unwrap();
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o777)).unwrap();
    let mut client = broker.client(
        &["--backend", "process", "--unsandboxed", "--lang", "sh", "-"],
        dir.path(),
    );
    client.uid(NOBODY).gid(NOBODY);
    let out = output(client, "echo by itself\n");
    broker.wait_for_log(&format!("refused a client of uid {NOBODY}"), 1);
    assert_eq!(text(&out.stdout), "by itself\n", "{}", text(&out.stderr));
    assert_eq!(broker.count("served pid"), 0);
}

#[test]
fn a_client_does_not_hand_itself_to_another_users_broker() {
    assert!(
        is_root(),
        "this test runs as root (CI does): it starts a broker as uid {NOBODY}"
    );
    let broker = Broker::start_with(|(command, dir)| {
        std::os::unix::fs::chown(dir, Some(NOBODY), Some(NOBODY)).unwrap();
        command.uid(NOBODY).gid(NOBODY).current_dir("/");
    });
    std::fs::set_permissions(&broker.socket, std::fs::Permissions::from_mode(0o666)).unwrap();
    let parent = broker.socket.parent().unwrap();
    std::fs::set_permissions(parent, std::fs::Permissions::from_mode(0o755)).unwrap();
    let out = broker.run_program("print('mine')\n");
    assert_eq!(text(&out.stdout), "mine\n", "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains(&format!("it runs as uid {NOBODY}")),
        "{}",
        text(&out.stderr)
    );
    // The broker saw a client of another user (root) and refused it in turn; nothing ran.
    broker.wait_for_log("refused a client of uid 0", 1);
    assert_eq!(broker.count("served pid"), 0, "{:#?}", broker.log());
    assert_eq!(broker.count("declined"), 0, "{:#?}", broker.log());
}

#[test]
fn belljar_run_is_belljar_run_with_or_without_a_broker() {
    let broker = Broker::start();
    let (dir, path) = program("import sys\nprint('small', sys.argv[1:])\nsys.exit(4)\n");
    let path = path.to_str().unwrap();
    let small = |socket: &Path| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_belljar-run"));
        command
            .args(["--backend", "process", path])
            .current_dir(dir.path())
            .env("BELLJAR_BROKER", socket);
        output(command, "")
    };
    // Served by the broker.
    let served = small(&broker.socket);
    broker.wait_for_log("served pid", 1);
    assert_eq!(
        text(&served.stdout),
        "small []\n",
        "{}",
        text(&served.stderr)
    );
    assert_eq!(served.status.code(), Some(4));
    // No broker there: it becomes `belljar run` (the binary beside it), same result.
    let alone = small(&dir.path().join("no-broker.sock"));
    assert_eq!(text(&alone.stdout), "small []\n", "{}", text(&alone.stderr));
    assert_eq!(alone.status.code(), Some(4));
    assert_eq!(text(&alone.stderr), text(&served.stderr));
    // Its arguments are `belljar run`'s: a bad one is reported by `belljar run`.
    let mut bad = Command::new(env!("CARGO_BIN_EXE_belljar-run"));
    bad.arg("--no-such-flag")
        .env("BELLJAR_BROKER", &broker.socket);
    let bad = output(bad, "");
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        text(&bad.stderr).contains("--no-such-flag"),
        "{}",
        text(&bad.stderr)
    );
    assert_eq!(broker.count("served pid"), 1, "{:#?}", broker.log());
}

#[test]
fn a_silent_or_garbled_connection_holds_nothing_up() {
    use std::os::unix::net::UnixStream;
    let broker = Broker::start();
    // Connected, says nothing: the broker goes on serving others meanwhile.
    let _silent = UnixStream::connect(&broker.socket).unwrap();
    // Garbage instead of a request: refused, and logged.
    let mut garbled = UnixStream::connect(&broker.socket).unwrap();
    garbled.write_all(b"GET / HTTP/1.1\r\n\r\n").unwrap();
    broker.wait_for_log("bad request", 1);
    let out = broker.run_program("print('still served')\n");
    assert_eq!(text(&out.stdout), "still served\n", "{}", text(&out.stderr));
    broker.wait_for_log("served pid", 1);
}
