//! Escape attempts that must fail: reading host secrets (/etc/shadow, files planted in the
//! host's /tmp and /root), writing outside the working directory, reaching a TCP listener on
//! the host's loopback, seeing host processes, ptrace, mount, new user namespaces, the
//! parent's environment, device nodes, setuid. Each test also checks a control case where
//! it makes sense, so the test can fail.

mod common;

use std::io::{Read, Write};
use std::net::TcpListener;
use std::path::Path;

use belljar_sandbox::{Mount, Network};
use common::{config, py, sh};

fn plant(path: &std::path::Path) {
    std::fs::write(path, "PLANTED-SECRET").unwrap();
}

#[tokio::test]
async fn cannot_read_etc_shadow() {
    assert!(std::path::Path::new("/etc/shadow").exists());
    let (_d, cfg) = config();
    let out = sh(&cfg, "cat /etc/shadow; ls /etc").await;
    assert!(out.stderr.contains("No such file"), "{}", out.stderr);
    assert!(!out.stdout.contains("shadow"), "{}", out.stdout);
    assert!(!out.stdout.contains("root:$") && !out.stdout.contains("root:*"));
}

#[tokio::test]
async fn cannot_read_files_planted_in_host_tmp_and_root() {
    let tmp_secret = std::env::temp_dir().join(format!("belljar-planted-{}", std::process::id()));
    let root_secret =
        std::path::PathBuf::from(format!("/root/belljar-planted-{}", std::process::id()));
    plant(&tmp_secret);
    plant(&root_secret);
    let (_d, cfg) = config();
    let script = format!(
        "cat {t}; cat {r}; cat /root/.pyenv/../{name}; ls -a /root /tmp; grep -rs PLANTED-SECRET /tmp /root /work /etc /proc/1/root/tmp | head -3",
        t = tmp_secret.display(),
        r = root_secret.display(),
        name = root_secret.file_name().unwrap().to_string_lossy(),
    );
    let out = sh(&cfg, &script).await;
    std::fs::remove_file(&tmp_secret).ok();
    std::fs::remove_file(&root_secret).ok();
    assert!(!out.stdout.contains("PLANTED-SECRET"), "{}", out.stdout);
    assert!(!out.stdout.contains("belljar-planted"), "{}", out.stdout);
    // /root holds only the mount point of the python runtime.
    assert!(
        !out.stdout.contains(".bashrc") && !out.stdout.contains(".cargo"),
        "{}",
        out.stdout
    );
}

#[tokio::test]
async fn cannot_write_outside_workdir() {
    let (dir, cfg) = config();
    let out = sh(
        &cfg,
        "for p in /usr/evil /etc/evil /evil /root/evil /bin/evil /proc/evil /dev/evil \
         /root/.pyenv/evil; do (echo x > $p) 2>/dev/null && echo WROTE $p; done; \
         echo ok > /work/inside; echo ok > /tmp/scratch && echo tmp-ok",
    )
    .await;
    assert!(!out.stdout.contains("WROTE"), "{}", out.stdout);
    assert!(out.stdout.contains("tmp-ok"));
    assert_eq!(
        std::fs::read_to_string(dir.path().join("inside")).unwrap(),
        "ok\n"
    );
    assert!(!std::path::Path::new("/evil").exists());
    assert!(!std::path::Path::new("/tmp/scratch").exists());
}

#[tokio::test]
async fn read_only_mounts_stay_read_only_and_read_write_ones_work() {
    let (_d, mut cfg) = config();
    let ro = tempfile::tempdir().unwrap();
    let rw = tempfile::tempdir().unwrap();
    std::fs::write(ro.path().join("data.txt"), "data").unwrap();
    std::os::unix::fs::chown(rw.path(), Some(65534), Some(65534)).unwrap();
    cfg.mounts.push(Mount::read_only(ro.path(), "/data"));
    cfg.mounts.push(Mount::read_write(rw.path(), "/out"));
    let out = sh(
        &cfg,
        "cat /data/data.txt; echo x > /data/new || echo ro-denied; echo y > /out/new && echo rw-ok",
    )
    .await;
    assert!(out.stdout.contains("data"));
    assert!(out.stdout.contains("ro-denied"), "{}", out.stdout);
    assert!(
        out.stdout.contains("rw-ok"),
        "{} {}",
        out.stdout,
        out.stderr
    );
    assert!(!ro.path().join("new").exists());
    assert_eq!(
        std::fs::read_to_string(rw.path().join("new")).unwrap(),
        "y\n"
    );
}

#[tokio::test]
async fn cannot_reach_host_loopback_listener() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    listener.set_nonblocking(true).unwrap();
    let code = format!(
        "import socket\ntry:\n socket.create_connection(('127.0.0.1',{port}),timeout=3).send(b'hi'); print('CONNECTED')\nexcept OSError as e: print('refused', e)"
    );
    let (_d, cfg) = config();
    let out = py(&cfg, &code).await;
    assert!(
        out.stdout.starts_with("refused"),
        "{} {}",
        out.stdout,
        out.stderr
    );
    assert!(
        listener.accept().is_err(),
        "the host listener saw a connection"
    );

    // Control: with the host network the same code connects.
    let (_d, mut cfg) = config();
    cfg.network = Network::Host;
    let out = py(&cfg, &code).await;
    assert_eq!(out.stdout.trim(), "CONNECTED", "{}", out.stderr);
    listener.set_nonblocking(false).unwrap();
    let (mut s, _) = listener.accept().unwrap();
    let mut buf = [0u8; 2];
    s.read_exact(&mut buf).unwrap();
    assert_eq!(&buf, b"hi");
    s.write_all(b"").unwrap();
}

#[tokio::test]
async fn no_network_interfaces_but_loopback() {
    let (_d, cfg) = config();
    let out = sh(&cfg, "cat /proc/net/dev").await;
    let ifaces: Vec<&str> = out
        .stdout
        .lines()
        .skip(2)
        .filter_map(|l| l.split(':').next())
        .map(|s| s.trim())
        .collect();
    assert_eq!(ifaces, ["lo"], "{}", out.stdout);
}

#[tokio::test]
async fn cannot_see_host_processes() {
    let (_d, cfg) = config();
    let out = py(
        &cfg,
        "import os\npids=sorted(int(p) for p in os.listdir('/proc') if p.isdigit())\nprint(pids)\nprint(open('/proc/1/cmdline').read().replace(chr(0),' '))",
    )
    .await;
    let first = out.stdout.lines().next().unwrap_or_default().to_string();
    let pids: Vec<u32> = first
        .trim_matches(|c| c == '[' || c == ']')
        .split(", ")
        .filter_map(|p| p.parse().ok())
        .collect();
    assert!(!pids.is_empty(), "{} {}", out.stdout, out.stderr);
    assert!(pids.len() <= 3, "saw pids {pids:?}");
    assert!(!pids.contains(&std::process::id()) || std::process::id() <= 3);
    assert!(pids.iter().all(|p| *p <= 3), "{pids:?}");
}

/// The program cannot reach init's descriptors (the done pipe carries the status Belljar
/// trusts, the error pipe its setup report): init is not dumpable, so /proc/1/fd is closed to
/// the program even though both run as the same uid. A forged "exit 0" must not win.
#[tokio::test]
async fn cannot_reach_inits_descriptors_to_forge_the_result() {
    let (_d, cfg) = config();
    let out = py(
        &cfg,
        "import os, sys\n\
         for fd in range(3, 10):\n\
         \x20   try:\n\
         \x20       with open(f'/proc/1/fd/{fd}', 'wb', buffering=0) as f:\n\
         \x20           f.write(b'\\0\\0\\0\\0')\n\
         \x20       print('wrote', fd)\n\
         \x20   except OSError as e:\n\
         \x20       print('denied', fd, type(e).__name__)\n\
         try:\n\
         \x20   print(os.listdir('/proc/1/fd'))\n\
         except OSError as e:\n\
         \x20   print('listing denied', type(e).__name__)\n\
         sys.exit(3)",
    )
    .await;
    assert!(!out.stdout.contains("wrote"), "{}", out.stdout);
    assert!(out.stdout.contains("listing denied"), "{}", out.stdout);
    assert_eq!(out.status.code, Some(3), "{:?} {}", out.status, out.stderr);
}

#[tokio::test]
async fn ptrace_is_denied() {
    let (_d, cfg) = config();
    let out = py(
        &cfg,
        "import ctypes,os\nlibc=ctypes.CDLL(None,use_errno=True)\n\
         r=libc.ptrace(16,1,0,0); print('attach', r, ctypes.get_errno())\n\
         r=libc.ptrace(0,0,0,0); print('traceme', r, ctypes.get_errno())\n\
         try:\n open('/proc/1/mem','rb'); print('MEM-OPEN')\nexcept OSError as e: print('mem', e.errno)",
    )
    .await;
    assert!(
        out.stdout.contains("attach -1 1"),
        "{} {}",
        out.stdout,
        out.stderr
    );
    assert!(out.stdout.contains("traceme -1 1"), "{}", out.stdout);
    assert!(!out.stdout.contains("MEM-OPEN"), "{}", out.stdout);
}

#[tokio::test]
async fn mount_is_denied() {
    let (_d, cfg) = config();
    let out = py(
        &cfg,
        "import ctypes\nlibc=ctypes.CDLL(None,use_errno=True)\n\
         r=libc.mount(b'none',b'/tmp',b'tmpfs',0,None); print('mount', r, ctypes.get_errno())\n\
         r=libc.umount2(b'/usr',2); print('umount', r, ctypes.get_errno())\n\
         r=libc.chroot(b'/tmp'); print('chroot', r, ctypes.get_errno())",
    )
    .await;
    assert!(
        out.stdout.contains("mount -1 1"),
        "{} {}",
        out.stdout,
        out.stderr
    );
    assert!(out.stdout.contains("umount -1 1"), "{}", out.stdout);
    assert!(out.stdout.contains("chroot -1 1"), "{}", out.stdout);
    let out = sh(&cfg, "mount -t tmpfs none /tmp 2>&1 || echo mount-failed").await;
    assert!(out.stdout.contains("mount-failed"), "{}", out.stdout);
}

#[tokio::test]
async fn cannot_create_namespaces() {
    let (_d, cfg) = config();
    let out = py(
        &cfg,
        "import ctypes,os\nlibc=ctypes.CDLL(None,use_errno=True)\n\
         for name,flag in [('user',0x10000000),('mount',0x20000),('net',0x40000000),('pid',0x20000000)]:\n \
           r=libc.unshare(flag); print(name, r, ctypes.get_errno())",
    )
    .await;
    for ns in ["user", "mount", "net", "pid"] {
        assert!(
            out.stdout.contains(&format!("{ns} -1 1")),
            "{} {}",
            out.stdout,
            out.stderr
        );
    }
    let out = sh(&cfg, "unshare -U true 2>&1 || echo unshare-failed").await;
    assert!(out.stdout.contains("unshare-failed"), "{}", out.stdout);
}

#[tokio::test]
async fn no_capabilities_and_no_privilege_gain() {
    let (_d, cfg) = config();
    let out = sh(
        &cfg,
        "grep -E '^(Cap|NoNewPrivs|Seccomp:)' /proc/self/status; id -u",
    )
    .await;
    for line in out.stdout.lines().filter(|l| l.starts_with("Cap")) {
        assert!(line.ends_with("0000000000000000"), "{line}");
    }
    assert!(out.stdout.contains("NoNewPrivs:\t1"));
    assert!(out.stdout.contains("Seccomp:\t2"));
    assert!(out.stdout.trim_end().ends_with("1000"));
    // setuid binaries do not elevate (nosuid mounts + no_new_privs).
    if std::path::Path::new("/usr/bin/su").exists() {
        let out = sh(&cfg, "su -c id root </dev/null 2>&1; echo done").await;
        assert!(!out.stdout.contains("uid=0"), "{}", out.stdout);
    }
}

#[tokio::test]
async fn minimal_dev() {
    let (_d, cfg) = config();
    let out = sh(
        &cfg,
        "ls /dev; echo x > /dev/null && head -c 4 /dev/urandom | wc -c",
    )
    .await;
    let mut devs: Vec<&str> = out
        .stdout
        .lines()
        .take_while(|l| !l.trim().chars().all(|c| c.is_ascii_digit()))
        .collect();
    devs.sort();
    for d in &devs {
        assert!(
            [
                "fd", "full", "null", "random", "shm", "stderr", "stdin", "stdout", "urandom",
                "zero"
            ]
            .contains(d),
            "unexpected /dev entry {d}"
        );
    }
    assert!(out.stdout.trim_end().ends_with('4'), "{}", out.stdout);
}

#[tokio::test]
async fn dangerous_syscalls_fail_with_eperm() {
    let (_d, cfg) = config();
    // x86_64 syscall numbers; each call gets junk arguments: only the errno matters.
    let out = py(
        &cfg,
        "import ctypes\nlibc=ctypes.CDLL(None,use_errno=True)\n\
         for name,nr in [('bpf',321),('keyctl',250),('add_key',248),('perf_event_open',298),\
         ('userfaultfd',323),('io_uring_setup',425),('kexec_load',246),('init_module',175),\
         ('reboot',169),('swapon',167),('setns',308),('open_by_handle_at',304),('fsopen',430),\
         ('pivot_root',155),('unshare',272),('kcmp',312),('pidfd_getfd',438),('process_madvise',440),\
         ('process_vm_readv',310),('mbind',237),('set_mempolicy',238),('name_to_handle_at',303),\
         ('acct',163),('settimeofday',164),('adjtimex',159),('syslog',103),('iopl',172),\
         ('fanotify_init',300),('kexec_file_load',320),('request_key',249),('chroot',161),\
         ('io_uring_enter',426),('move_mount',429),('open_tree',428),('mount_setattr',442),\
         ('landlock_create_ruleset',444),('quotactl',179),('vhangup',153),('swapoff',168)]:\n \
           ctypes.set_errno(0); r=libc.syscall(nr,0,0,0,0,0); print(name, r, ctypes.get_errno())\n\
         ctypes.set_errno(0); r=libc.ioctl(1, 0x5412, ctypes.c_char_p(b'x')); print('TIOCSTI', r, ctypes.get_errno())\n\
         ctypes.set_errno(0); r=libc.syscall(435,0,0); print('clone3', r, ctypes.get_errno())\n\
         ctypes.set_errno(0); r=libc.syscall(41,40,1,0); print('socket_vsock', r, ctypes.get_errno())\n\
         ctypes.set_errno(0); r=libc.syscall(135,0x0400000); print('personality_rie', r, ctypes.get_errno())\n\
         ctypes.set_errno(0); r=libc.syscall(135,0xffffffff); print('personality_query', r >= 0)\n\
         ctypes.set_errno(0); r=libc.syscall(56,0x10000000|17,0,0,0,0); print('clone_newuser', r, ctypes.get_errno())\n\
         ctypes.set_errno(0); r=libc.syscall(0x40000000+39); print('x32_getpid', r, ctypes.get_errno())",
    )
    .await;
    if std::env::consts::ARCH != "x86_64" {
        return;
    }
    for name in [
        "bpf",
        "keyctl",
        "add_key",
        "perf_event_open",
        "userfaultfd",
        "io_uring_setup",
        "kexec_load",
        "init_module",
        "reboot",
        "swapon",
        "setns",
        "open_by_handle_at",
        "fsopen",
        "pivot_root",
        "TIOCSTI",
        "unshare",
        "kcmp",
        "pidfd_getfd",
        "process_madvise",
        "process_vm_readv",
        "mbind",
        "set_mempolicy",
        "name_to_handle_at",
        "acct",
        "settimeofday",
        "adjtimex",
        "syslog",
        "iopl",
        "fanotify_init",
        "kexec_file_load",
        "request_key",
        "chroot",
        "io_uring_enter",
        "move_mount",
        "open_tree",
        "mount_setattr",
        "landlock_create_ruleset",
        "quotactl",
        "vhangup",
        "swapoff",
        "socket_vsock",
        "personality_rie",
        "clone_newuser",
    ] {
        assert!(
            out.stdout.contains(&format!("{name} -1 1\n")),
            "{name}: {} {}",
            out.stdout,
            out.stderr
        );
    }
    assert!(out.stdout.contains("clone3 -1 38\n"), "{}", out.stdout);
    // Allowed with an argument the policy lets through.
    assert!(
        out.stdout.contains("personality_query True\n"),
        "{}",
        out.stdout
    );
    // x32 syscall numbers (which reach the same kernel code) are refused as a whole, not
    // left to ENOSYS or to the x32 ABI when the kernel has it.
    assert!(out.stdout.contains("x32_getpid -1 1\n"), "{}", out.stdout);
}

#[tokio::test]
async fn host_sysv_ipc_is_invisible() {
    // A SysV shared-memory segment on the host...
    let key: libc::key_t = 0x0BE1_1A55;
    // SAFETY: plain shmget/shmctl calls.
    let id = unsafe { libc::shmget(key, 4096, libc::IPC_CREAT | 0o666) };
    assert!(id >= 0);
    let (_d, cfg) = config();
    let out = py(
        &cfg,
        &format!(
            "import ctypes\nlibc=ctypes.CDLL(None,use_errno=True)\nr=libc.shmget({key},0,0); print(r, ctypes.get_errno())"
        ),
    )
    .await;
    // SAFETY: removing the segment created above.
    unsafe { libc::shmctl(id, libc::IPC_RMID, std::ptr::null_mut()) };
    // ...is not found from inside (ENOENT = 2).
    assert_eq!(out.stdout, "-1 2\n", "{}", out.stderr);
}

#[tokio::test]
async fn every_sandbox_has_its_own_network_namespace() {
    use tokio::io::{AsyncBufReadExt, BufReader};
    // Namespace ids are recycled once freed, so compare sandboxes that are alive together.
    // Warm up first: when Belljar is root, later sandboxes use pre-made namespaces.
    let (_w, cfg) = config();
    assert!(sh(&cfg, "true").await.status.success());
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    let host = std::fs::read_link("/proc/self/ns/net").unwrap();
    let mut children = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..6 {
        let (d, cfg) = config();
        let args: Vec<String> = vec![
            "-c".into(),
            "readlink /proc/self/ns/net; tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' \\n'; echo; cat".into(),
        ];
        let mut child = belljar_sandbox::spawn("/bin/sh", &args, &cfg)
            .await
            .unwrap();
        let mut out = BufReader::new(child.stdout.take().unwrap());
        let (mut ns, mut ifaces) = (String::new(), String::new());
        out.read_line(&mut ns).await.unwrap();
        out.read_line(&mut ifaces).await.unwrap();
        let ns = ns.trim().to_string();
        assert!(ns.starts_with("net:["), "{ns:?}");
        assert_ne!(Path::new(&ns), host.as_path());
        assert_eq!(ifaces.trim(), "lo");
        assert!(
            seen.insert(ns),
            "two live sandboxes share a network namespace"
        );
        children.push((d, child));
    }
    for (_d, mut child) in children {
        drop(child.stdin.take());
        assert!(child.wait().await.unwrap().success());
    }
}
