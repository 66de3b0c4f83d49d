//! Tests of belljar-spec: specs round-trip through JSON and reject what they do not know,
//! `open` refuses what cannot be honoured (unenforceable limits, tools on
//! the process backend), the `auto` router picks the backend by language, and an approver's
//! refusal is the block's result and stops a batch.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use belljar::{CancellationToken, CodeBlock, ErrorKind, ExecOptions, Limit, Limits, Status};
use belljar_spec::{
    Approval, AutoOptions, BackendOptions, BackendSpec, DockerOptions, FnApprover, Host,
    InterpreterOptions, JupyterOptions, NetworkSpec, OpenError, ProcessOptions, open,
};

#[test]
fn every_backend_spec_round_trips_through_json() {
    let mut interpreter = InterpreterOptions {
        allowed_imports: Some(vec!["math".into()]),
        denied_imports: vec!["os".into()],
        on_caller_thread: true,
        ..InterpreterOptions::default()
    };
    interpreter
        .variables
        .insert("ids".into(), serde_json::json!([1, 2, {"k": "v"}]));
    let process = ProcessOptions {
        workdir: Some("/tmp/w".into()),
        python_sessions: false,
        mounts: vec!["/data:/data:ro".into()],
        allow_net: vec!["api.example.com:443".into()],
        warm_sessions: Some(0),
        ..ProcessOptions::default()
    };
    let limits = Limits {
        timeout: Some(Duration::from_millis(1500)),
        max_instructions: Some(1000),
        max_recursion: Some(50),
        ..Limits::default()
    };
    let specs = [
        BackendSpec::new(BackendOptions::Interpreter(interpreter.clone())).with_limits(limits),
        BackendSpec::new(BackendOptions::Process(process.clone())),
        BackendSpec::new(BackendOptions::Auto(AutoOptions {
            interpreter,
            process,
        })),
        BackendSpec::new(BackendOptions::Docker(DockerOptions {
            image: "img:tag".into(),
            python_sessions: false,
            cpus: 0.25,
            pids: 17,
            workdir: Some("/srv/work".into()),
            ..DockerOptions::default()
        })),
        BackendSpec::named("docker").unwrap(),
        BackendSpec::named("jupyter").unwrap(),
        BackendSpec::new(BackendOptions::Jupyter(JupyterOptions {
            python: Some("/usr/bin/python3".into()),
            kernel_dirs: vec!["/k".into()],
            ..JupyterOptions::default()
        })),
    ];
    for spec in specs {
        let json = spec.to_json();
        let back = BackendSpec::from_json(&json).unwrap();
        assert_eq!(back, spec, "{json}");
    }
}

#[test]
fn the_json_form_is_short_and_strict() {
    let spec = BackendSpec::from_json(r#"{"backend": "process"}"#).unwrap();
    assert_eq!(spec, BackendSpec::named("process").unwrap());
    let spec = BackendSpec::from_json(
        r#"{"backend": "interpreter", "options": {"allowed_imports": ["json"]},
            "limits": {"timeout": 2, "max_instructions": 100}}"#,
    )
    .unwrap();
    assert_eq!(spec.limits.timeout, Some(Duration::from_secs(2)));
    assert_eq!(spec.limits.max_instructions, Some(100));
    assert_eq!(spec.limits.memory_bytes, Limits::default().memory_bytes);
    let json = serde_json::to_value(&spec).unwrap();
    assert_eq!(json["backend"], "interpreter");
    assert_eq!(json["options"]["allowed_imports"][0], "json");
    for (bad, says) in [
        (r#"{"backend": "vm"}"#, "unknown backend \"vm\""),
        (
            r#"{"backend": "process", "options": {"sandbox": false}}"#,
            "sandbox",
        ),
        (
            r#"{"backend": "jupyter", "options": {"image": "x"}}"#,
            "image",
        ),
        (
            r#"{"backend": "docker", "options": {"memory": 1}}"#,
            "memory",
        ),
        (r#"{"backend": "process", "limit": {}}"#, "limit"),
        (r#"{"options": {}}"#, "backend"),
    ] {
        let err = BackendSpec::from_json(bad).unwrap_err().to_string();
        assert!(err.contains(says), "{bad}: {err}");
    }
}

#[test]
fn jupyter_opens_without_a_memory_limit_and_refuses_one() {
    let spec = BackendSpec::named("jupyter").unwrap();
    assert_eq!(spec.limits.memory_bytes, None);
    let ex = open(&spec, Host::default()).unwrap();
    assert_eq!(ex.backend(), "jupyter");
    let err = open(&spec.with_limits(Limits::default()), Host::default())
        .err()
        .unwrap();
    assert!(
        matches!(&err, OpenError::Limits(e) if e.limit == Limit::MemoryBytes && e.backend == "jupyter"),
        "{err}"
    );
    assert_eq!(err.kind(), ErrorKind::Unsupported);
}

#[test]
fn a_jupyter_ca_file_is_read_from_json_and_needs_a_url() {
    let spec = BackendSpec::from_json(
        r#"{"backend": "jupyter", "options": {"url": "https://127.0.0.1:1", "ca_file": "ca.pem"}}"#,
    )
    .unwrap();
    let no_memory = Limits {
        memory_bytes: None,
        ..Limits::default()
    };
    let opened = open(
        &spec.clone().with_limits(no_memory.clone()),
        Host::default(),
    );
    assert!(opened.is_ok(), "{:?}", opened.err().map(|e| e.to_string()));
    let spec =
        BackendSpec::from_json(r#"{"backend": "jupyter", "options": {"ca_file": "ca.pem"}}"#)
            .unwrap();
    let err = open(&spec, Host::default()).err().unwrap().to_string();
    assert!(
        err.contains("ca_file") && err.contains("needs a server URL"),
        "{err}"
    );
}

#[test]
fn the_process_backend_refuses_limits_it_cannot_enforce() {
    let spec = BackendSpec::named("process").unwrap().with_limits(Limits {
        max_instructions: Some(10),
        ..Limits::default()
    });
    let err = open(&spec, Host::default()).err().unwrap();
    assert!(
        matches!(&err, OpenError::Limits(e) if e.limit == Limit::MaxInstructions),
        "{err}"
    );
    assert!(err.to_string().contains("max_instructions"), "{err}");
    assert_eq!(err.kind(), ErrorKind::Unsupported);
    let docker = BackendSpec::named("docker").unwrap().with_limits(Limits {
        max_recursion: Some(10),
        ..Limits::default()
    });
    let err = open(&docker, Host::default()).err().unwrap();
    assert!(
        matches!(&err, OpenError::Limits(e) if e.limit == Limit::MaxRecursion && e.backend == "docker"),
        "{err}"
    );

    for (options, expected) in [
        (
            DockerOptions {
                cpus: 0.0,
                ..DockerOptions::default()
            },
            "cpus must be a number of CPUs from 0.01 to 1024, not 0",
        ),
        (
            DockerOptions {
                cpus: f64::INFINITY,
                ..DockerOptions::default()
            },
            "cpus must be",
        ),
        (
            DockerOptions {
                pids: -1,
                ..DockerOptions::default()
            },
            "pids must be at least 1, not -1",
        ),
        (
            DockerOptions {
                image: " ".into(),
                ..DockerOptions::default()
            },
            "image must not be empty",
        ),
        (
            DockerOptions {
                workdir: Some("/no/such/directory".into()),
                ..DockerOptions::default()
            },
            "not a directory",
        ),
        (
            DockerOptions {
                disk_bytes: Some(0),
                ..DockerOptions::default()
            },
            "disk_bytes must be at least 1 MiB (1048576), not 0",
        ),
        (
            DockerOptions {
                disk_bytes: Some(64 << 20),
                workdir: Some(std::env::temp_dir()),
                ..DockerOptions::default()
            },
            "cannot limit a host workdir",
        ),
    ] {
        let spec = BackendSpec::new(BackendOptions::Docker(options));
        let err = open(&spec, Host::default()).err().unwrap();
        assert!(matches!(err, OpenError::Invalid(_)), "{err}");
        assert!(err.to_string().contains(expected), "{err}");
    }

    let unsandboxed = BackendSpec::new(BackendOptions::Process(ProcessOptions {
        unsandboxed: true,
        ..ProcessOptions::default()
    }));
    let err = open(&unsandboxed, Host::default()).err().unwrap();
    assert!(
        matches!(&err, OpenError::Limits(e) if e.limit == Limit::MemoryBytes),
        "{err}"
    );
    let no_memory = unsandboxed.with_limits(Limits {
        memory_bytes: None,
        ..Limits::default()
    });
    assert!(open(&no_memory, Host::default()).is_ok());
    // The interpreter enforces every field.
    let all = Limits {
        max_instructions: Some(10),
        max_recursion: Some(10),
        ..Limits::default()
    };
    let spec = BackendSpec::named("interpreter").unwrap().with_limits(all);
    assert!(open(&spec, Host::default()).is_ok());
}

#[test]
fn invalid_options_are_refused_at_open() {
    let add = belljar::Tool::new("add", "Adds.", serde_json::Value::Null, |_| {
        Ok(belljar::Data::Int(1))
    });
    let host = Host {
        tools: vec![add],
        ..Host::default()
    };
    let err = open(&BackendSpec::named("process").unwrap(), host)
        .err()
        .unwrap();
    assert!(
        err.to_string().contains("tools need the interpreter"),
        "{err}"
    );

    let mut options = InterpreterOptions::default();
    options
        .variables
        .insert("not a name".into(), serde_json::json!(1));
    let spec = BackendSpec::new(BackendOptions::Interpreter(options));
    assert!(matches!(
        open(&spec, Host::default()),
        Err(OpenError::Invalid(_))
    ));

    let spec = BackendSpec::new(BackendOptions::Process(ProcessOptions {
        mounts: vec!["nonsense".into()],
        ..ProcessOptions::default()
    }));
    let err = open(&spec, Host::default()).err().unwrap();
    assert!(err.to_string().contains("mount \"nonsense\""), "{err}");

    // The network allow-list: well-formed entries, for a sandbox with its own network.
    let allow = |entries: &[&str], network, unsandboxed| {
        let spec = BackendSpec::new(BackendOptions::Process(ProcessOptions {
            allow_net: entries.iter().map(|e| e.to_string()).collect(),
            network,
            unsandboxed,
            ..ProcessOptions::default()
        }));
        open(&spec, Host::default()).err().map(|e| e.to_string())
    };
    assert_eq!(
        allow(
            &["api.example.com:443", "[::1]:80"],
            NetworkSpec::None,
            false
        ),
        None
    );
    let err = allow(&["api.example.com"], NetworkSpec::None, false).unwrap();
    assert!(
        err.contains("invalid allowed host \"api.example.com\": no port"),
        "{err}"
    );
    let err = allow(&["api.example.com:443"], NetworkSpec::Host, false).unwrap();
    assert!(
        err.contains("cannot be combined with network \"host\""),
        "{err}"
    );
    assert!(allow(&["api.example.com:443"], NetworkSpec::None, true).is_some());
}

fn block(language: &str, code: &str) -> CodeBlock {
    CodeBlock::new(language, code)
}

#[tokio::test]
async fn the_interpreter_spec_opens_with_its_options_and_limits() {
    let mut options = InterpreterOptions {
        denied_imports: vec!["json".into()],
        ..InterpreterOptions::default()
    };
    options
        .variables
        .insert("start".into(), serde_json::json!([1, 2, 3]));
    let spec = BackendSpec::new(BackendOptions::Interpreter(options)).with_limits(Limits {
        max_instructions: Some(10_000),
        ..Limits::default()
    });
    let mut ex = open(&spec, Host::default()).unwrap();
    assert_eq!(ex.backend(), "interpreter");
    let (o, tok) = (ExecOptions::default(), CancellationToken::new());
    let r = ex.execute(&block("python", "sum(start)"), &o, &tok).await;
    assert_eq!(r.value.unwrap().repr, "6");
    let r = ex.execute(&block("python", "import json"), &o, &tok).await;
    assert_eq!(r.error.unwrap().kind, "ImportError");
    let r = ex
        .execute(&block("python", "while True:\n    pass"), &o, &tok)
        .await;
    assert_eq!(r.error.unwrap().kind, "InstructionLimitExceeded");
    ex.close().await.unwrap();
}

#[tokio::test]
async fn a_timeout_longer_than_the_clock_is_no_deadline_not_a_crash() {
    // Duration::MAX cannot be added to any instant: each backend treats it as no deadline.
    for name in ["interpreter", "process"] {
        let spec = BackendSpec::named(name).unwrap().with_limits(Limits {
            timeout: Some(std::time::Duration::MAX),
            ..Limits::default()
        });
        let mut ex = open(&spec, Host::default()).unwrap();
        let (o, tok) = (ExecOptions::default(), CancellationToken::new());
        let r = ex.execute(&block("python", "print(6 * 7)"), &o, &tok).await;
        assert_eq!(r.status, belljar::Status::Ok, "{name}: {r:?}");
        assert_eq!(r.stdout, "42\n", "{name}");
        ex.close().await.unwrap();
    }
}

#[tokio::test]
async fn auto_sends_python_to_the_interpreter_and_shell_to_the_process_backend() {
    let spec = BackendSpec::named("auto").unwrap();
    let mut ex = open(&spec, Host::default()).unwrap();
    assert_eq!(ex.backend(), "auto");
    let caps = ex.capabilities();
    assert!(
        caps.runs("python") && caps.runs("bash") && caps.runs("sh"),
        "{caps:?}"
    );
    assert!(caps.stateful && caps.files && caps.tools);
    let (o, tok) = (ExecOptions::default(), CancellationToken::new());
    // Python runs in the interpreter, which reports no isolation (it needs none) and has no
    // `subprocess` module.
    let r = ex.execute(&block("python", "x = 41\nx"), &o, &tok).await;
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert!(r.isolation.is_none(), "{r:?}");
    let r = ex
        .execute(&block("python", "import subprocess"), &o, &tok)
        .await;
    assert_eq!(r.error.unwrap().kind, "ModuleNotFoundError");
    // Shell runs as a real process, with an isolation report (the interpreter has none).
    let r = ex
        .execute(&block("bash", "echo $((6 * 7))"), &o, &tok)
        .await;
    assert_eq!(r.stdout, "42\n", "{r:?}");
    assert!(r.isolation.is_some());
    // Python state is kept across the shell block.
    let r = ex.execute(&block("python", "x + 1"), &o, &tok).await;
    assert_eq!(r.value.unwrap().repr, "42");
    // Files go to the process part's working directory.
    ex.write_file("note.txt", b"hi").await.unwrap();
    let r = ex.execute(&block("sh", "cat note.txt"), &o, &tok).await;
    assert_eq!(r.stdout, "hi");
    // Tags that name nothing runnable are reported, not run.
    let r = ex.execute(&block("json", "{}"), &o, &tok).await;
    assert_eq!(r.status, Status::Skipped);
    let r = ex.execute(&block("brainfudge", "+"), &o, &tok).await;
    assert_eq!(r.error.unwrap().kind, "UnknownLanguage");
    ex.close().await.unwrap();
}

#[tokio::test]
async fn auto_applies_interpreter_only_limits_to_python_blocks() {
    let spec = BackendSpec::named("auto").unwrap().with_limits(Limits {
        max_instructions: Some(10_000),
        ..Limits::default()
    });
    let mut ex = open(&spec, Host::default()).unwrap();
    let (o, tok) = (ExecOptions::default(), CancellationToken::new());
    let r = ex
        .execute(&block("python", "while True:\n    pass"), &o, &tok)
        .await;
    assert_eq!(r.error.unwrap().kind, "InstructionLimitExceeded");
    let r = ex.execute(&block("sh", "echo fine"), &o, &tok).await;
    assert_eq!(r.stdout, "fine\n", "{r:?}");
    ex.close().await.unwrap();
}

#[tokio::test]
async fn a_refused_block_is_its_result_and_stops_the_batch() {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let log = seen.clone();
    let approver = FnApprover(move |b: &CodeBlock| {
        log.lock().unwrap().push(b.code.clone());
        if b.code.contains("rm ") {
            Approval::Refuse("no deleting".into())
        } else {
            Approval::Approve
        }
    });
    let host = Host {
        approver: Some(Arc::new(approver)),
        ..Host::default()
    };
    let mut ex = open(&BackendSpec::named("interpreter").unwrap(), host).unwrap();
    let blocks = [
        block("python", "x = 1\nprint('ran')"),
        block("python", "rm -rf /"),
        block("python", "print('after')"),
    ];
    let results = ex
        .execute_all(&blocks, &ExecOptions::default(), &CancellationToken::new())
        .await;
    assert_eq!(results.len(), 2);
    assert_eq!(results[0].stdout, "ran\n");
    let refused = &results[1];
    assert_eq!(refused.status, Status::Error);
    let error = refused.error.as_ref().unwrap();
    assert_eq!(error.kind, "Refused");
    assert_eq!(error.message, "no deleting");
    assert_eq!(refused.stdout, "");
    // Asked about the first two, never about the one after the refusal.
    assert_eq!(seen.lock().unwrap().len(), 2);
    ex.close().await.unwrap();
}

#[tokio::test]
async fn an_approver_that_waits_is_cancellable() {
    struct Never(AtomicUsize);
    #[async_trait::async_trait]
    impl belljar_spec::Approver for Never {
        async fn approve(&self, _: &CodeBlock) -> Approval {
            self.0.fetch_add(1, Ordering::SeqCst);
            std::future::pending().await
        }
    }
    let host = Host {
        approver: Some(Arc::new(Never(AtomicUsize::new(0)))),
        ..Host::default()
    };
    let mut ex = open(&BackendSpec::named("interpreter").unwrap(), host).unwrap();
    let tok = CancellationToken::new();
    let trigger = tok.clone();
    tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(50)).await;
        trigger.cancel();
    });
    let r = ex
        .execute(&block("python", "1"), &ExecOptions::default(), &tok)
        .await;
    assert_eq!(r.status, Status::Cancelled);
    assert_eq!(r.error.unwrap().kind, "Cancelled");
}
