//! The Docker backend against a real engine and the image `scripts/docker-image` builds:
//! state, languages, timeouts, limits, isolation, files and cleanup. In CI
//! (`BELLJAR_REQUIRE_DOCKER=1`) a missing engine or image fails every test.

mod common;

use std::time::Duration;

use belljar::{Executor, Status};
use belljar_docker::{DockerConfig, DockerExecutor};
use common::{container_exists, open, py, run, volume_exists};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn python_state_value_and_final_answer() {
    let Some(mut ex) = open(DockerConfig::default()).await else {
        return;
    };
    let r = py(&mut ex, "x = 41\nprint('hello')").await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.stdout, "hello\n");
    let r = py(&mut ex, "x + 1").await;
    assert_eq!(r.value.as_ref().map(|v| v.repr.as_str()), Some("42"));
    let r = py(&mut ex, "import sys\nprint('err', file=sys.stderr)\n1/0").await;
    assert_eq!(r.status, Status::Error);
    assert_eq!(r.stderr.lines().next(), Some("err"));
    let error = r.error.expect("an error");
    assert_eq!(error.kind, "ZeroDivisionError");
    assert_eq!(error.line, Some(3));
    let r = py(&mut ex, "final_answer({'x': x})").await;
    assert!(r.is_final_answer);
    assert_eq!(r.final_answer, Some(serde_json::json!({"x": 41})));
    let isolation = r.isolation.expect("isolation reported");
    assert!(isolation.sandboxed);
    assert!(isolation.features.iter().any(|f| f == "network none"));
    assert!(
        isolation.limits.iter().any(|l| l.name == "memory_bytes"),
        "{isolation:?}"
    );
    ex.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_languages_share_the_working_directory() {
    let Some(mut ex) = open(DockerConfig::default()).await else {
        return;
    };
    let r = py(&mut ex, "open('from_py.txt', 'w').write('made by python')").await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    let r = run(
        &mut ex,
        "bash",
        "cat from_py.txt; echo; echo \"$((6 * 7))\"; pwd; id -u",
        Duration::from_secs(30),
    )
    .await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.stdout, "made by python\n42\n/work\n1000\n");
    let r = run(
        &mut ex,
        "sh",
        "echo oops >&2; exit 3",
        Duration::from_secs(30),
    )
    .await;
    assert_eq!(r.status, Status::Error);
    assert_eq!(r.exit_code, Some(3));
    assert_eq!(r.stderr, "oops\n");
    // A language whose interpreter the image lacks.
    let r = run(&mut ex, "ruby", "puts 1", Duration::from_secs(30)).await;
    assert_not_installed(&r);
    ex.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn capabilities_list_what_the_image_has() {
    let Some(mut ex) = open(DockerConfig::default()).await else {
        return;
    };
    // The default image has python3, bash and sh (Debian's dash), and no node, ruby or R.
    let languages = ex.capabilities().languages;
    for present in ["python", "bash", "sh"] {
        assert!(languages.iter().any(|l| l == present), "{languages:?}");
    }
    for absent in ["javascript", "ruby", "r", "powershell"] {
        assert!(!languages.iter().any(|l| l == absent), "{languages:?}");
    }
    // Asking for one of those fails at once, naming the image.
    let r = run(
        &mut ex,
        "javascript",
        "console.log(1)",
        Duration::from_secs(30),
    )
    .await;
    assert_not_installed(&r);
    ex.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cpu_and_pids_limits_are_the_configured_ones() {
    let Some(mut ex) = open(DockerConfig {
        nano_cpus: 500_000_000,
        pids_limit: 32,
        ..DockerConfig::default()
    })
    .await
    else {
        return;
    };
    // The cgroup the container sees (v2 or v1) holds the limits asked for.
    let r = run(
        &mut ex,
        "sh",
        "cat /sys/fs/cgroup/pids.max 2>/dev/null || cat /sys/fs/cgroup/pids/pids.max; \
         cat /sys/fs/cgroup/cpu.max 2>/dev/null || \
         echo \"$(cat /sys/fs/cgroup/cpu/cpu.cfs_quota_us) $(cat /sys/fs/cgroup/cpu/cpu.cfs_period_us)\"",
        Duration::from_secs(30),
    )
    .await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines[0], "32", "{r:?}");
    let cpu: Vec<u64> = lines[1].split(' ').map(|n| n.parse().unwrap()).collect();
    assert_eq!(cpu[0] * 2, cpu[1], "half a CPU: {r:?}");
    ex.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn timeout_interrupts_and_keeps_state() {
    let Some(mut ex) = open(DockerConfig::default()).await else {
        return;
    };
    py(&mut ex, "x = 7").await;
    let before = ex.container_id().map(str::to_string);
    let r = run(
        &mut ex,
        "python",
        "import time\nprint('started', flush=True)\ntime.sleep(60)",
        Duration::from_secs(1),
    )
    .await;
    assert_eq!(r.status, Status::Timeout, "{r:?}");
    assert_eq!(r.stdout, "started\n", "partial output kept");
    let message = r.error.expect("an error").message;
    assert!(message.contains("state is kept"), "{message}");
    let r = py(&mut ex, "x").await;
    assert_eq!(r.value.map(|v| v.repr), Some("7".into()));
    assert_eq!(ex.container_id().map(str::to_string), before);
    ex.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn runaway_code_gets_a_new_container_and_files_stay() {
    let Some(mut ex) = open(DockerConfig::default()).await else {
        return;
    };
    py(&mut ex, "x = 1\nopen('kept.txt', 'w').write('still here')").await;
    let before = ex.container_id().expect("live").to_string();
    let code = "import signal\nsignal.signal(signal.SIGINT, signal.SIG_IGN)\nprint('spinning', flush=True)\nwhile True:\n    pass";
    let r = run(&mut ex, "python", code, Duration::from_secs(1)).await;
    assert_eq!(r.status, Status::Timeout, "{r:?}");
    assert_eq!(r.stdout, "spinning\n");
    let message = r.error.expect("an error").message;
    assert!(message.contains("state is lost"), "{message}");
    assert!(
        !container_exists(&before).await,
        "the old container is removed"
    );
    let r = py(&mut ex, "print(open('kept.txt').read())\n'x' in globals()").await;
    assert_eq!(r.stdout, "still here\n");
    assert_eq!(r.value.map(|v| v.repr), Some("False".into()));
    assert_ne!(ex.container_id(), Some(before.as_str()));
    ex.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_shot_timeout_kills_the_whole_process_tree() {
    let Some(mut ex) = open(DockerConfig::default()).await else {
        return;
    };
    let r = run(
        &mut ex,
        "bash",
        "echo begun; (sleep 300 &) ; sleep 301 & sleep 302",
        Duration::from_secs(1),
    )
    .await;
    assert_eq!(r.status, Status::Timeout, "{r:?}");
    assert_eq!(r.stdout, "begun\n");
    // A block that ends by itself takes what it left running in the background with it.
    let r = run(
        &mut ex,
        "bash",
        "sleep 303 &\necho left",
        Duration::from_secs(30),
    )
    .await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(r.stdout, "left\n");
    tokio::time::sleep(Duration::from_millis(300)).await;
    let r = py(
        &mut ex,
        "import os\nsleeping = 0\nfor pid in os.listdir('/proc'):\n    if pid.isdigit():\n        try:\n            cmd = open(f'/proc/{pid}/cmdline', 'rb').read()\n        except OSError:\n            continue\n        sleeping += cmd.startswith(b'sleep')\nsleeping",
    )
    .await;
    assert_eq!(
        r.value.map(|v| v.repr),
        Some("0".into()),
        "nothing left running"
    );
    ex.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn memory_limit_is_enforced() {
    let config = DockerConfig {
        limits: belljar::Limits {
            memory_bytes: Some(96 << 20),
            ..belljar::Limits::default()
        },
        ..DockerConfig::default()
    };
    let Some(mut ex) = open(config).await else {
        return;
    };
    let r = py(&mut ex, "b = bytearray(400 * 1024 * 1024)\nlen(b)").await;
    assert_eq!(r.status, Status::LimitExceeded, "{r:?}");
    assert!(r.value.is_none());
    let error = r.error.expect("an error");
    assert_eq!(error.kind, "MemoryLimitExceeded");
    assert!(error.message.contains("state is lost"), "{}", error.message);
    // The session goes on, in a new container.
    let r = py(&mut ex, "1 + 1").await;
    assert_eq!(r.value.map(|v| v.repr), Some("2".into()));
    ex.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pids_limit_is_enforced() {
    let config = DockerConfig {
        pids_limit: 40,
        ..DockerConfig::default()
    };
    let Some(mut ex) = open(config).await else {
        return;
    };
    let code = "import threading, time\nev = threading.Event()\nstarted = 0\ntry:\n    for _ in range(200):\n        threading.Thread(target=ev.wait, daemon=True).start()\n        started += 1\nexcept RuntimeError as e:\n    print('refused:', e)\nev.set()\nstarted";
    let r = py(&mut ex, code).await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert!(r.stdout.starts_with("refused:"), "{r:?}");
    let started: u32 = r.value.expect("a value").repr.parse().unwrap();
    assert!(
        started < 40,
        "{started} threads started under a limit of 40"
    );
    ex.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn locked_down_no_network_read_only_root_no_privileges() {
    let Some(mut ex) = open(DockerConfig::default()).await else {
        return;
    };
    let code = r#"
import os, socket
out = {}
try:
    socket.create_connection(("1.1.1.1", 53), timeout=3)
    out["net"] = "connected"
except OSError as e:
    out["net"] = type(e).__name__
out["ifaces"] = sorted(line.split(":")[0].strip() for line in open("/proc/net/dev").readlines()[2:])
for path in ("/etc/belljar_test", "/usr/belljar_test"):
    try:
        open(path, "w")
        out[path] = "written"
    except OSError as e:
        out[path] = e.strerror
open("/tmp/t", "w").write("x")
open("/work/w", "w").write("x")
status = dict(line.split(":\t", 1) for line in open("/proc/self/status").read().splitlines() if ":\t" in line)
out["uid"] = os.getuid()
out["cap_eff"] = status["CapEff"].strip()
out["no_new_privs"] = status["NoNewPrivs"].strip()
out["seccomp"] = status["Seccomp"].strip()
out
"#;
    let r = py(&mut ex, code).await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    let json = r.value.and_then(|v| v.json).expect("plain data");
    assert_eq!(json["net"], "OSError", "{json}");
    assert_eq!(json["ifaces"], serde_json::json!(["lo"]));
    assert_eq!(json["/etc/belljar_test"], "Read-only file system");
    assert_eq!(json["/usr/belljar_test"], "Read-only file system");
    assert_eq!(json["uid"], 1000);
    assert_eq!(json["cap_eff"], "0000000000000000");
    assert_eq!(json["no_new_privs"], "1");
    assert_eq!(json["seccomp"], "2", "the default seccomp profile is on");
    ex.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn files_in_and_out() {
    let Some(mut ex) = open(DockerConfig::default()).await else {
        return;
    };
    ex.write_file("data/in.txt", b"12\n30\n").await.unwrap();
    let r = py(
        &mut ex,
        "total = sum(int(l) for l in open('data/in.txt'))\nopen('out/sum.txt', 'w') if False else None\nimport os\nos.makedirs('out', exist_ok=True)\nopen('out/sum.txt', 'w').write(str(total))\ntotal",
    )
    .await;
    assert_eq!(r.value.map(|v| v.repr), Some("42".into()), "{:?}", r.error);
    assert_eq!(ex.read_file("out/sum.txt").await.unwrap(), b"42");
    // Written as the session's user: the code may change what it was given.
    let r = py(&mut ex, "open('data/in.txt', 'a').write('1\\n')").await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert!(ex.write_file("../escape.txt", b"x").await.is_err());
    assert!(ex.read_file("/etc/passwd").await.is_err());
    assert!(ex.read_file("missing.txt").await.is_err());
    ex.close().await.unwrap();
}

/// `disk_bytes`: the working directory is a tmpfs volume of that size (and one inode per
/// 8 KiB); the code gets ENOSPC past either, and the session goes on; files in and out work
/// through the archive endpoints; the volume and its holder go with the session.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn disk_quota_gives_enospc_and_the_session_goes_on() {
    let config = DockerConfig {
        disk_bytes: Some(8 << 20),
        ..DockerConfig::default()
    };
    let Some(mut ex) = open(config).await else {
        return;
    };
    let holder = ex
        .holder_id()
        .expect("a tmpfs volume has a holder")
        .to_string();
    let volume = ex.volume().expect("volume").to_string();
    let r = py(
        &mut ex,
        "import os\nst = os.statvfs('.')\nkept = 'state'\n(st.f_blocks * st.f_frsize, st.f_files)",
    )
    .await;
    assert_eq!(
        r.value.map(|v| v.repr),
        Some(format!("({}, 1024)", 8 << 20)),
        "{:?}",
        r.error
    );
    let r = py(
        &mut ex,
        "with open('big', 'wb') as f:\n    f.write(b'x' * (10 << 20))",
    )
    .await;
    assert_eq!(r.status, Status::Error, "{r:?}");
    let error = r.error.expect("an error");
    assert_eq!(error.kind, "OSError", "{error:?}");
    assert!(
        error.message.contains("[Errno 28] No space left on device"),
        "{error:?}"
    );
    // Full: an upload fails with an error, not a hang or a panic.
    assert!(ex.write_file("more.bin", &[0; 1 << 20]).await.is_err());
    // The session goes on: state kept, space back once the file is gone.
    let r = py(
        &mut ex,
        "os.remove('big')\nopen('small.txt', 'w').write('ok')\nkept",
    )
    .await;
    assert_eq!(
        r.value.as_ref().map(|v| v.repr.as_str()),
        Some("'state'"),
        "{r:?}"
    );
    ex.write_file("in/data.txt", b"uploaded").await.unwrap();
    let r = py(&mut ex, "open('in/data.txt').read()").await;
    assert_eq!(
        r.value.as_ref().map(|v| v.repr.as_str()),
        Some("'uploaded'"),
        "{r:?}"
    );
    assert_eq!(ex.read_file("small.txt").await.unwrap(), b"ok");
    // The inode limit: 1024 for 8 MiB.
    let r = py(
        &mut ex,
        "made = 0\ntry:\n    while made < 2000:\n        open(f'f{made}', 'w').close()\n        made += 1\nexcept OSError as e:\n    print(e.errno, e.strerror)\nmade < 1024",
    )
    .await;
    assert_eq!(r.stdout, "28 No space left on device\n", "{r:?}");
    assert_eq!(r.value.map(|v| v.repr), Some("True".into()));
    let limits = format!("{:?}", r.isolation.map(|i| i.limits));
    assert!(limits.contains("disk_bytes"), "{limits}");
    ex.close().await.unwrap();
    assert!(!container_exists(&holder).await, "close removes the holder");
    assert!(!volume_exists(&volume).await, "and the volume");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn close_and_drop_remove_container_and_volume() {
    let Some(mut ex) = open(DockerConfig::default()).await else {
        return;
    };
    let id = ex.container_id().expect("live").to_string();
    let volume = ex.volume().expect("volume").to_string();
    let holder = ex.holder_id().expect("holder").to_string();
    assert!(container_exists(&id).await);
    assert!(container_exists(&holder).await);
    ex.close().await.unwrap();
    assert!(!container_exists(&id).await);
    assert!(!container_exists(&holder).await);
    assert!(!volume_exists(&volume).await);

    let ex = open(DockerConfig::default()).await.expect("engine");
    let id = ex.container_id().expect("live").to_string();
    let volume = ex.volume().expect("volume").to_string();
    let holder = ex.holder_id().expect("holder").to_string();
    drop(ex);
    assert!(!container_exists(&id).await, "drop removes the container");
    assert!(!container_exists(&holder).await, "and the holder");
    assert!(!volume_exists(&volume).await, "drop removes the volume");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_sessions_at_once() {
    let (Some(mut a), Some(mut b)) = (
        open(DockerConfig::default()).await,
        open(DockerConfig::default()).await,
    ) else {
        return;
    };
    assert_ne!(a.container_id(), b.container_id());
    let (ra, rb) = tokio::join!(
        py(&mut a, "import time\ntime.sleep(0.5)\nwho = 'a'\nwho"),
        py(&mut b, "import time\ntime.sleep(0.5)\nwho = 'b'\nwho")
    );
    assert_eq!(ra.value.map(|v| v.repr), Some("'a'".into()));
    assert_eq!(rb.value.map(|v| v.repr), Some("'b'".into()));
    let r = py(&mut a, "who").await;
    assert_eq!(r.value.map(|v| v.repr), Some("'a'".into()));
    a.close().await.unwrap();
    b.close().await.unwrap();
}

/// Not a test on its own: run by `sigkill_leaves_nothing_after_the_next_start` as a child
/// process that opens a session, says its container and volume, and waits to be killed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn orphan_helper() {
    if std::env::var("BELLJAR_DOCKER_ORPHAN_HELPER").is_err() {
        return;
    }
    let ex = DockerExecutor::new(DockerConfig::default());
    let mut ex = ex;
    ex.open().await.expect("opens");
    println!(
        "ORPHAN {} {} {}",
        ex.container_id().unwrap(),
        ex.volume().unwrap(),
        ex.holder_id().unwrap()
    );
    tokio::time::sleep(Duration::from_secs(600)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_leaves_nothing_after_the_next_start() {
    use tokio::io::AsyncBufReadExt;
    if !common::engine_ready().await {
        return;
    }
    let mut child = tokio::process::Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "orphan_helper", "--nocapture"])
        .env("BELLJAR_DOCKER_ORPHAN_HELPER", "1")
        .stdout(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("the helper starts");
    let mut lines = tokio::io::BufReader::new(child.stdout.take().unwrap()).lines();
    let (id, volume, holder) = loop {
        let line = tokio::time::timeout(Duration::from_secs(60), lines.next_line())
            .await
            .expect("the helper says its container in time")
            .unwrap()
            .expect("a line");
        if let Some(rest) = line.strip_prefix("ORPHAN ") {
            let mut parts = rest.split(' ');
            break (
                parts.next().unwrap().to_string(),
                parts.next().unwrap().to_string(),
                parts.next().unwrap().to_string(),
            );
        }
    };
    // SIGKILL: no destructor runs.
    child.start_kill().unwrap();
    child.wait().await.unwrap();
    assert!(
        container_exists(&id).await,
        "killed with SIGKILL, it left its container"
    );
    let docker = belljar_docker::engine::connect().await.unwrap();
    // The holder of the tmpfs volume stops by itself (its stdin closed with the attach
    // connection), which unmounts the tmpfs and frees its memory before any reaping.
    let mut waited = 0;
    while docker
        .inspect_container(&holder, None)
        .await
        .ok()
        .and_then(|c| c.state)
        .and_then(|s| s.running)
        .unwrap_or(false)
    {
        assert!(
            waited < 100,
            "the holder still runs 10 s after Belljar died"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
        waited += 1;
    }
    let reaped = belljar_docker::engine::reap(&docker).await;
    assert!(reaped >= 1);
    assert!(
        !container_exists(&id).await,
        "the next start reaps the container"
    );
    assert!(
        !container_exists(&holder).await,
        "and the one holding its tmpfs volume"
    );
    assert!(!volume_exists(&volume).await, "and the volume");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missing_image_is_never_pulled() {
    if !common::engine_ready().await {
        return;
    }
    let mut ex = DockerExecutor::new(DockerConfig {
        image: "belljar/not-built:never".into(),
        ..DockerConfig::default()
    });
    let error = ex.open().await.expect_err("no such image").to_string();
    assert!(error.contains("scripts/docker-image"), "{error}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn environment_variables_reach_both_kinds_of_program() {
    let Some(mut ex) = open(DockerConfig::default()).await else {
        return;
    };
    let options = belljar::ExecOptions {
        env: [("GREETING".to_string(), "hi".to_string())].into(),
        ..belljar::ExecOptions::default()
    };
    let cancel = belljar::CancellationToken::new();
    let block = belljar::CodeBlock::new(
        "python",
        "import os\nos.environ['GREETING'], os.environ['HOME']",
    );
    let r = ex.execute(&block, &options, &cancel).await;
    assert_eq!(
        r.value.map(|v| v.repr),
        Some("('hi', '/work')".into()),
        "{:?}",
        r.error
    );
    let block = belljar::CodeBlock::new("sh", "echo \"$GREETING\"");
    let r = ex.execute(&block, &options, &cancel).await;
    assert_eq!(r.stdout, "hi\n");
    ex.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_host_directory_as_the_working_directory() {
    use std::os::unix::fs::PermissionsExt;
    let dir = std::env::temp_dir().join(format!("belljar-docker-host-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o777)).unwrap();
    std::fs::write(dir.join("given.txt"), "from the host").unwrap();
    let config = DockerConfig {
        host_dir: Some(dir.clone()),
        ..DockerConfig::default()
    };
    let Some(mut ex) = open(config).await else {
        std::fs::remove_dir_all(&dir).unwrap();
        return;
    };
    assert_eq!(ex.volume(), None, "no volume of its own");
    assert_eq!(ex.holder_id(), None, "nor a tmpfs to hold");
    let r = py(
        &mut ex,
        "open('made.txt', 'w').write(open('given.txt').read().upper())",
    )
    .await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    ex.write_file("sub/put.txt", b"through the archive endpoint")
        .await
        .unwrap();
    ex.close().await.unwrap();
    assert_eq!(
        std::fs::read_to_string(dir.join("made.txt")).unwrap(),
        "FROM THE HOST"
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("sub/put.txt")).unwrap(),
        "through the archive endpoint"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `r` failed because the image lacks the language's interpreter, and says so naming the
/// image.
fn assert_not_installed(r: &belljar::ExecResult) {
    assert_eq!(r.status, Status::Error, "{r:?}");
    let error = r.error.as_ref().expect("an error");
    assert_eq!(error.kind, "InterpreterNotFound", "{r:?}");
    assert!(
        error.message.contains("not installed in the image")
            && error.message.contains(belljar_docker::DEFAULT_IMAGE),
        "{r:?}"
    );
}
