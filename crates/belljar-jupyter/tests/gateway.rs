//! The Jupyter backend against a Kernel Gateway (`jupyter_kernel_gateway` in the test venv)
//! started by the test on loopback with a token: REST to create and delete the kernel,
//! websocket channels for the messages. Without the venv the test says so and passes,
//! except in CI (`BELLJAR_REQUIRE_JUPYTER=1`), where it fails.

use std::path::PathBuf;
use std::time::Duration;

use belljar::{CancellationToken, CodeBlock, ExecOptions, ExecResult, Executor, Limits, Status};
use belljar_jupyter::{JupyterConfig, JupyterExecutor, KernelChoice, Server};

mod common;

/// The venv's `jupyter-kernelgateway`, or `None` (outside CI).
fn gateway_program() -> Option<PathBuf> {
    let program = common::venv_python().with_file_name("jupyter-kernelgateway");
    if program.is_file() {
        return Some(program);
    }
    common::missing(&format!(
        "{} is missing (scripts/setup-venv installs it)",
        program.display()
    ))
}

/// A gateway on a free loopback port; killed when dropped.
struct Gateway {
    child: std::process::Child,
    url: String,
}

impl Drop for Gateway {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn start_gateway(program: &PathBuf, token: &str) -> Gateway {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let runtime = tempfile::tempdir().unwrap().keep();
    let child = std::process::Command::new(program)
        .args([
            "--KernelGatewayApp.ip=127.0.0.1".to_string(),
            format!("--KernelGatewayApp.port={port}"),
            format!("--KernelGatewayApp.auth_token={token}"),
            "--JupyterWebsocketPersonality.list_kernels=True".to_string(),
        ])
        .env("JUPYTER_RUNTIME_DIR", &runtime)
        .env("HOME", &runtime)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the gateway starts");
    let gateway = Gateway {
        child,
        url: format!("http://127.0.0.1:{port}"),
    };
    for _ in 0..300 {
        if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return gateway;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the gateway did not listen within 15 s");
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kernel_on_a_gateway_keeps_state_stops_on_timeout_and_is_deleted() {
    let Some(program) = gateway_program() else {
        return;
    };
    let gateway = start_gateway(&program, "s3cret").await;
    let config = |token: &str| JupyterConfig {
        kernel: KernelChoice::Name("python3".into()),
        server: Some(Server {
            url: gateway.url.clone(),
            token: Some(token.into()),
        }),
        limits: Limits {
            timeout: Some(Duration::from_secs(2)),
            memory_bytes: None,
            ..Limits::default()
        },
        ..JupyterConfig::default()
    };
    let mut wrong = JupyterExecutor::new(config("wrong"));
    let err = wrong.open().await.unwrap_err().to_string();
    assert!(err.contains("403") || err.contains("401"), "{err}");

    let mut ex = JupyterExecutor::new(config("s3cret"));
    ex.open().await.expect("a kernel starts on the gateway");
    let r = run(&mut ex, "x = 20\nprint('hi')").await;
    assert!(r.is_ok(), "{r:?}");
    assert_eq!(r.stdout, "hi\n");
    let r = run(&mut ex, "x * 2").await;
    assert_eq!(r.value.unwrap().repr, "40");
    let r = run(&mut ex, "import time\ntime.sleep(30)").await;
    assert_eq!(r.status, Status::Timeout, "{r:?}");
    let r = run(&mut ex, "1/0").await;
    assert_eq!(r.error.unwrap().kind, "ZeroDivisionError");
    let r = run(&mut ex, "final_answer(x)").await;
    assert_eq!(r.final_answer, Some(serde_json::json!(20)), "{r:?}");
    ex.close().await.unwrap();

    // The gateway has no kernels left.
    let out = std::process::Command::new("python3")
        .args([
            "-c",
            &format!(
                "import urllib.request as u; r = u.Request('{}/api/kernels', headers={{'Authorization': 'token s3cret'}}); print(u.build_opener(u.ProxyHandler({{}})).open(r).read().decode())",
                gateway.url
            ),
        ])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "[]",
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
