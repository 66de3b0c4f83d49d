//! Attacks on the `belljar` command line and on what it gives the sandboxed code (issue 11,
//! "Sandbox hardening"): each test tries the attack and fails if it works.
//!
//! Every child is waited for with a deadline, so an attack that makes `belljar` hang fails the
//! test instead of hanging it.

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What `belljar ARGS` did: its exit code (None when it had to be killed), stdout, stderr.
struct Ran {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

/// Run `belljar ARGS` with stdin closed, killing it after `limit`.
fn belljar(args: &[&str], limit: Duration) -> Ran {
    let mut child = Command::new(env!("CARGO_BIN_EXE_belljar"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn belljar");
    let started = Instant::now();
    let code = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status.code();
        }
        if started.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut stdout = String::new();
    let mut stderr = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut stdout)
        .unwrap();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    Ran {
        code,
        stdout,
        stderr,
    }
}

fn mkfifo(path: &std::path::Path) {
    let c = std::ffi::CString::new(path.to_str().unwrap()).unwrap();
    // SAFETY: mkfifo with a valid NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
}

/// A usage error: exit code 2, one clear line on stderr holding `needle`, no panic.
fn assert_usage_error(ran: &Ran, needle: &str) {
    assert_eq!(
        ran.code,
        Some(2),
        "stdout {:?} stderr {:?}",
        ran.stdout,
        ran.stderr
    );
    assert!(ran.stderr.contains(needle), "{:?}", ran.stderr);
    assert!(!ran.stderr.contains("panicked"), "{:?}", ran.stderr);
}

#[test]
fn a_fifo_as_the_program_or_a_put_source_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("prog.py");
    mkfifo(&fifo);
    let fifo = fifo.to_str().unwrap();
    let ran = belljar(&["run", fifo], Duration::from_secs(20));
    assert_usage_error(&ran, "a FIFO");
    let ran = belljar(&["exec", fifo], Duration::from_secs(20));
    assert_usage_error(&ran, "a FIFO");
    let put = format!("{fifo}:x");
    let ran = belljar(
        &["run", "--backend", "process", "--put", &put, "-"],
        Duration::from_secs(20),
    );
    assert_usage_error(&ran, "a FIFO");
}

#[test]
fn a_device_as_the_program_or_a_put_source_is_refused() {
    let ran = belljar(&["run", "/dev/zero"], Duration::from_secs(20));
    assert_usage_error(&ran, "a character device");
    let ran = belljar(
        &["run", "--backend", "process", "--put", "/dev/zero:z", "-"],
        Duration::from_secs(20),
    );
    assert_usage_error(&ran, "a character device");
    let ran = belljar(&["extract", "/dev/urandom"], Duration::from_secs(20));
    assert_usage_error(&ran, "a character device");
}

#[test]
fn oversized_programs_and_put_sources_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    // A sparse file: large by size, nothing written.
    let big = dir.path().join("big.py");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(17 << 20)
        .unwrap();
    let big_put = dir.path().join("big.bin");
    std::fs::File::create(&big_put)
        .unwrap()
        .set_len((256 << 20) + 1)
        .unwrap();
    let ran = belljar(&["run", big.to_str().unwrap()], Duration::from_secs(20));
    assert_usage_error(&ran, "larger than the limit of 16777216 bytes");
    let put = format!("{}:b", big_put.display());
    let ran = belljar(
        &["run", "--backend", "process", "--put", &put, "-"],
        Duration::from_secs(20),
    );
    assert_usage_error(&ran, "larger than the limit of 268435456 bytes");
}

#[test]
fn numbers_out_of_range_are_clear_errors_not_panics() {
    let dir = tempfile::tempdir().unwrap();
    let empty = dir.path().join("empty.py");
    std::fs::write(&empty, "").unwrap();
    let empty = empty.to_str().unwrap();
    for timeout in ["1e300", "18446744073709551616", "-1", "inf", "NaN"] {
        let flag = format!("--timeout={timeout}");
        let ran = belljar(&["run", &flag, empty], Duration::from_secs(20));
        assert_usage_error(&ran, "--timeout");
    }
    for (flag, value) in [
        ("--memory", "0"),
        ("--memory", "18446744073709551616"),
        ("--memory", "1e300"),
        ("--memory", "-5MiB"),
        ("--max-output", "1e300"),
        ("--max-output", "5TiB"),
        ("--max-output", "lots"),
    ] {
        let arg = format!("{flag}={value}");
        let ran = belljar(
            &["run", "--backend", "process", &arg, empty],
            Duration::from_secs(20),
        );
        assert_usage_error(&ran, flag);
    }
    let ran = belljar(
        &["run", "--max-instructions", "1e300", empty],
        Duration::from_secs(20),
    );
    assert_usage_error(&ran, "--max-instructions");
}

/// Run `belljar ARGS` with `code` as the program (a file in `dir`).
fn belljar_code(dir: &std::path::Path, args: &[&str], name: &str, code: &str) -> Ran {
    let program = dir.join(name);
    std::fs::write(&program, code).unwrap();
    let mut all: Vec<&str> = args.to_vec();
    all.push(program.to_str().unwrap());
    belljar(&all, Duration::from_secs(60))
}

/// `/proc/1/cmdline` in the sandbox is init, a fork of `belljar`: it must not show
/// `belljar`'s argv — the `--env` values, the host paths of the program and the mounts.
#[test]
fn proc_1_does_not_leak_belljar_arguments() {
    let dir = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let mount = format!("{}:/data", data.path().display());
    let ran = belljar_code(
        dir.path(),
        &[
            "run",
            "--backend",
            "process",
            "--env",
            "API_KEY=sk-hunter2-secret",
            "--mount",
            &mount,
        ],
        "leak.py",
        "print(open('/proc/1/cmdline', 'rb').read())\n\
         import os\nprint(os.environ['API_KEY'])\n",
    );
    assert_eq!(ran.code, Some(0), "{}", ran.stderr);
    let mut lines = ran.stdout.lines();
    let cmdline = lines.next().unwrap_or_default();
    assert!(!cmdline.contains("hunter2"), "{cmdline}");
    assert!(!cmdline.contains("leak.py"), "{cmdline}");
    assert!(
        !cmdline.contains(data.path().to_str().unwrap()),
        "{cmdline}"
    );
    assert!(cmdline.contains("belljar-init"), "{cmdline}");
    // The code still gets the variable it was given.
    assert_eq!(lines.next(), Some("sk-hunter2-secret"));
}

/// `--mount HOST:GUEST` without a mode is read-only; `:rw` asks for writes.
#[test]
fn a_mount_without_a_mode_is_read_only() {
    let dir = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    std::fs::write(data.path().join("in.txt"), "host data").unwrap();
    let ro = format!("{}:/data", data.path().display());
    let ran = belljar_code(
        dir.path(),
        &["run", "--backend", "process", "--mount", &ro],
        "ro.sh",
        "cat /data/in.txt; echo; echo x > /data/new.txt 2>/dev/null && echo WROTE || echo read-only\n",
    );
    assert_eq!(ran.stdout, "host data\nread-only\n", "{}", ran.stderr);
    assert!(!data.path().join("new.txt").exists());
    // With :rw (the directory writable by the sandbox's host uid, nobody when root).
    std::os::unix::fs::chown(data.path(), Some(65534), Some(65534)).unwrap();
    let rw = format!("{}:/data:rw", data.path().display());
    let ran = belljar_code(
        dir.path(),
        &["run", "--backend", "process", "--mount", &rw],
        "rw.sh",
        "echo x > /data/new.txt && echo wrote\n",
    );
    assert_eq!(ran.stdout, "wrote\n", "{}", ran.stderr);
    assert!(data.path().join("new.txt").exists());
}

/// `--workdir DIR` is given back to DIR's owner at the end: the directory and what the code
/// made in it (the sandbox writes as nobody when `belljar` is root); a symlink the code
/// planted is not followed.
#[test]
fn a_named_workdir_is_given_back_to_its_owner() {
    use std::os::unix::fs::MetadataExt;
    let dir = tempfile::tempdir().unwrap();
    let work = tempfile::tempdir().unwrap();
    std::os::unix::fs::chown(work.path(), Some(4321), Some(4322)).unwrap();
    let workdir = work.path().to_str().unwrap();
    let ran = belljar_code(
        dir.path(),
        &["exec", "--backend", "process", "--workdir", workdir],
        "msg.md",
        "```python\nimport os\nos.makedirs('sub')\nopen('sub/f.txt', 'w').write('x')\n\
         os.symlink('/etc/passwd', 'link')\nprint(os.environ['HOME'])\n```\n\
         ```bash\necho made > g.txt\n```\n",
    );
    assert_eq!(ran.code, Some(0), "{}", ran.stderr);
    // HOME is the working directory, as the docs say.
    assert!(ran.stdout.contains("/work\n"), "{}", ran.stdout);
    for p in ["", "sub", "sub/f.txt", "g.txt", "link"] {
        let meta = std::fs::symlink_metadata(work.path().join(p)).unwrap();
        assert_eq!((meta.uid(), meta.gid()), (4321, 4322), "{p:?}");
    }
    assert_eq!(std::fs::metadata("/etc/passwd").unwrap().uid(), 0);
}

/// `--disk SIZE`: the code gets ENOSPC past it, as a clear error; refused where it cannot
/// apply (a named `--workdir`, another backend).
#[test]
fn disk_limits_the_working_directory() {
    let dir = tempfile::tempdir().unwrap();
    let ran = belljar_code(
        dir.path(),
        &["run", "--backend", "process", "--disk", "8MiB"],
        "fill.py",
        "open('big', 'wb').write(b'x' * (10 << 20))\n",
    );
    assert_eq!(ran.code, Some(1), "{}", ran.stderr);
    assert!(
        ran.stderr.contains("No space left on device"),
        "{}",
        ran.stderr
    );
    let work = tempfile::tempdir().unwrap();
    let ran = belljar_code(
        dir.path(),
        &[
            "run",
            "--backend",
            "process",
            "--disk",
            "8MiB",
            "--workdir",
            work.path().to_str().unwrap(),
        ],
        "x.py",
        "",
    );
    assert_usage_error(&ran, "--disk");
    let ran = belljar_code(dir.path(), &["run", "--disk", "8MiB"], "y.py", "");
    assert_usage_error(&ran, "--disk");
    let ran = belljar_code(
        dir.path(),
        &["run", "--backend", "process", "--disk", "1KiB"],
        "z.py",
        "",
    );
    assert_usage_error(&ran, "--disk");
}

/// The cgroup directories named after process `pid` (`belljar-PID-N`) anywhere under
/// `/sys/fs/cgroup`, and the mounts whose mount point names it (the working directory's
/// tmpfs, `/tmp/belljar-PID-…`).
fn left_by(pid: u32) -> Vec<String> {
    let prefix = format!("belljar-{pid}-");
    let mut found = Vec::new();
    let mut dirs = vec![(std::path::PathBuf::from("/sys/fs/cgroup"), 0)];
    while let Some((dir, depth)) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            if !entry.file_type().is_ok_and(|t| t.is_dir()) {
                continue;
            }
            if entry.file_name().to_string_lossy().starts_with(&prefix) {
                found.push(entry.path().display().to_string());
            } else if depth < 6 {
                dirs.push((entry.path(), depth + 1));
            }
        }
    }
    let mountinfo = std::fs::read_to_string("/proc/self/mountinfo").unwrap();
    found.extend(
        mountinfo
            .lines()
            .filter_map(|l| l.split(' ').nth(4))
            .filter(|point| point.contains(&format!("/{prefix}")))
            .map(String::from),
    );
    found
}

/// A one-shot run leaves nothing on the host once `belljar` has exited: its working
/// directory's tmpfs is unmounted before the exit, and its cgroups are removed right after
/// it by the sandbox's outer process (which leaves them first, and waits until Belljar has
/// read the OOM count or exited) — not left for the next Belljar to collect. Both exist while
/// the program runs (as root here), so the test sees what it checks. (Another Belljar
/// starting in the same moment could also collect them; the deadline is short.)
#[test]
fn a_one_shot_run_leaves_no_cgroup_or_mount_behind() {
    use std::io::BufRead;
    let dir = tempfile::tempdir().unwrap();
    let program = dir.path().join("wait.py");
    // It prints, then waits a second while the test looks.
    let code = "print('up', flush=True)\nimport time\ntime.sleep(1)\nprint('done')\n";
    std::fs::write(&program, code).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_belljar"))
        .args(["run", "--backend", "process", program.to_str().unwrap()])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn belljar");
    let pid = child.id();
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    stdout.read_line(&mut line).unwrap();
    assert_eq!(line, "up\n");
    let during = left_by(pid);
    assert!(
        during.iter().any(|p| p.starts_with("/sys/fs/cgroup")),
        "no cgroup while running: {during:?}"
    );
    assert!(
        during.iter().any(|p| !p.starts_with("/sys/fs/cgroup")),
        "no working-directory mount while running: {during:?}"
    );
    let status = child.wait().unwrap();
    let mut rest = String::new();
    stdout.read_to_string(&mut rest).unwrap();
    assert!(status.success(), "{status:?} {rest}");
    assert_eq!(rest, "done\n");
    // The mount is gone at the exit; the cgroups within moments of it.
    let mounts: Vec<String> = left_by(pid)
        .into_iter()
        .filter(|p| !p.starts_with("/sys/fs/cgroup"))
        .collect();
    assert!(mounts.is_empty(), "{mounts:?}");
    let deadline = Instant::now() + Duration::from_secs(2);
    loop {
        let left = left_by(pid);
        if left.is_empty() {
            break;
        }
        assert!(Instant::now() < deadline, "left behind: {left:?}");
        std::thread::sleep(Duration::from_millis(10));
    }
}
