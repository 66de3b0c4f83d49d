//! The Jupyter backend against a Kernel Gateway (`jupyter_kernel_gateway` in the test venv)
//! started by the test on loopback with a token: REST to create and delete the kernel,
//! websocket channels for the messages; the same over TLS (a certificate made here with
//! `rcgen`), and against a Jupyter Server without a token, which wants its XSRF cookie echoed.
//! Without the venv the tests say so and pass, except in CI (`BELLJAR_REQUIRE_JUPYTER=1`),
//! where they fail.

use std::path::{Path, PathBuf};
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

/// A server on a free loopback port; killed when dropped.
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

/// Starts `program` (`jupyter-kernelgateway` or `jupyter-server`) on a free loopback port with
/// `args`; its URL has `scheme` (`https` when `args` give it a certificate).
async fn start_server(program: &Path, args: &[String], scheme: &str) -> Gateway {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let app = if program.ends_with("jupyter-server") {
        "ServerApp"
    } else {
        "KernelGatewayApp"
    };
    let runtime = tempfile::tempdir().unwrap().keep();
    let child = std::process::Command::new(program)
        .args([
            format!("--{app}.ip=127.0.0.1"),
            format!("--{app}.port={port}"),
        ])
        .args(args)
        .env("JUPYTER_RUNTIME_DIR", &runtime)
        .env("JUPYTER_CONFIG_DIR", &runtime)
        .env("HOME", &runtime)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the server starts");
    let gateway = Gateway {
        child,
        url: format!("{scheme}://127.0.0.1:{port}"),
    };
    for _ in 0..300 {
        if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
            return gateway;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the server did not listen within 15 s");
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
    let gateway = start_server(
        &program,
        &[
            "--KernelGatewayApp.auth_token=s3cret".to_string(),
            "--JupyterWebsocketPersonality.list_kernels=True".to_string(),
        ],
        "http",
    )
    .await;
    let config = |token: &str| JupyterConfig {
        kernel: KernelChoice::Name("python3".into()),
        server: Some(Server {
            url: gateway.url.clone(),
            token: Some(token.into()),
            ca_file: None,
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

/// A certificate authority and a certificate for `127.0.0.1` signed by it, written to `dir` as
/// PEM files `<name>-ca.pem`, `<name>-cert.pem` and `<name>-key.pem`.
fn certificates(dir: &Path, name: &str) -> (PathBuf, PathBuf, PathBuf) {
    let ca_key = rcgen::KeyPair::generate().unwrap();
    let mut ca_params = rcgen::CertificateParams::new(Vec::<String>::new()).unwrap();
    ca_params.is_ca = rcgen::IsCa::Ca(rcgen::BasicConstraints::Unconstrained);
    ca_params
        .distinguished_name
        .push(rcgen::DnType::CommonName, format!("Belljar test CA {name}"));
    ca_params.key_usages = vec![
        rcgen::KeyUsagePurpose::KeyCertSign,
        rcgen::KeyUsagePurpose::DigitalSignature,
    ];
    let ca = ca_params.self_signed(&ca_key).unwrap();
    let issuer = rcgen::Issuer::new(ca_params, ca_key);
    let key = rcgen::KeyPair::generate().unwrap();
    let mut params =
        rcgen::CertificateParams::new(vec!["127.0.0.1".to_string(), "localhost".to_string()])
            .unwrap();
    params
        .distinguished_name
        .push(rcgen::DnType::CommonName, "127.0.0.1");
    params.extended_key_usages = vec![rcgen::ExtendedKeyUsagePurpose::ServerAuth];
    let cert = params.signed_by(&key, &issuer).unwrap();
    let paths = (
        dir.join(format!("{name}-ca.pem")),
        dir.join(format!("{name}-cert.pem")),
        dir.join(format!("{name}-key.pem")),
    );
    std::fs::write(&paths.0, ca.pem()).unwrap();
    std::fs::write(&paths.1, cert.pem()).unwrap();
    std::fs::write(&paths.2, key.serialize_pem()).unwrap();
    paths
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_https_gateway_is_reached_with_its_ca_and_refused_with_another() {
    let Some(program) = gateway_program() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let (ca, cert, key) = certificates(dir.path(), "right");
    let (other_ca, _, _) = certificates(dir.path(), "other");
    let gateway = start_server(
        &program,
        &[
            "--KernelGatewayApp.auth_token=s3cret".to_string(),
            format!("--KernelGatewayApp.certfile={}", cert.display()),
            format!("--KernelGatewayApp.keyfile={}", key.display()),
        ],
        "https",
    )
    .await;
    assert!(gateway.url.starts_with("https://127.0.0.1:"));
    let config = |ca_file: Option<PathBuf>| JupyterConfig {
        kernel: KernelChoice::Name("python3".into()),
        server: Some(Server {
            url: gateway.url.clone(),
            token: Some("s3cret".into()),
            ca_file,
        }),
        limits: Limits {
            memory_bytes: None,
            ..Limits::default()
        },
        ..JupyterConfig::default()
    };

    // Another CA, and Mozilla's roots (no CA file): the certificate is not trusted.
    for ca_file in [Some(other_ca), None] {
        let mut refused = JupyterExecutor::new(config(ca_file.clone()));
        let err = refused.open().await.unwrap_err().to_string();
        assert!(
            err.contains("certificate is not trusted") && err.contains("UnknownIssuer"),
            "{ca_file:?}: {err}"
        );
    }
    // A CA file that holds no certificate.
    std::fs::write(dir.path().join("empty.pem"), "not a certificate\n").unwrap();
    let mut refused = JupyterExecutor::new(config(Some(dir.path().join("empty.pem"))));
    let err = refused.open().await.unwrap_err().to_string();
    assert!(err.contains("holds no PEM certificate"), "{err}");
    // Plain http to the TLS port gets no answer it can use.
    let mut plain = JupyterExecutor::new(JupyterConfig {
        server: Some(Server {
            url: gateway.url.replace("https://", "http://"),
            token: Some("s3cret".into()),
            ca_file: None,
        }),
        ..config(None)
    });
    assert!(plain.open().await.is_err());

    // The right CA: REST over https, the channels over wss.
    let mut ex = JupyterExecutor::new(config(Some(ca)));
    ex.open()
        .await
        .expect("a kernel starts on the https gateway");
    let r = run(&mut ex, "x = 21\nprint('over tls')").await;
    assert!(r.is_ok(), "{r:?}");
    assert_eq!(r.stdout, "over tls\n");
    let r = run(&mut ex, "x * 2").await;
    assert_eq!(r.value.unwrap().repr, "42");
    ex.close().await.unwrap();
}

/// Asks `url` with Python's `urllib` (no proxy): the status and the body.
fn python_http(method: &str, url: &str) -> String {
    let out = std::process::Command::new("python3")
        .args([
            "-c",
            &format!(
                "import urllib.request as u, urllib.error as e\n\
                 r = u.Request('{url}', method='{method}', data=b'{{}}' if '{method}' == 'POST' else None)\n\
                 try:\n    a = u.build_opener(u.ProxyHandler({{}})).open(r); print(a.status, a.read().decode())\n\
                 except e.HTTPError as x:\n    print(x.code, x.read().decode())"
            ),
        ])
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_jupyter_server_gets_its_xsrf_cookie_echoed() {
    let program = common::venv_python().with_file_name("jupyter-server");
    if !program.is_file() {
        common::missing::<()>(&format!(
            "{} is missing (scripts/setup-venv installs jupyter_server)",
            program.display()
        ));
        return;
    }
    let root = tempfile::tempdir().unwrap();
    // No token: Jupyter Server then checks XSRF on every call that changes something.
    let server = start_server(
        &program,
        &[
            "--IdentityProvider.token=".to_string(),
            "--ServerApp.open_browser=False".to_string(),
            "--ServerApp.allow_root=True".to_string(),
            format!("--ServerApp.root_dir={}", root.path().display()),
        ],
        "http",
    )
    .await;
    // Ready when its API answers.
    for _ in 0..300 {
        if python_http("GET", &format!("{}/api", server.url)).starts_with("200") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let bare = python_http("POST", &format!("{}/api/kernels", server.url));
    assert!(bare.starts_with("403") && bare.contains("_xsrf"), "{bare}");

    let mut ex = JupyterExecutor::new(JupyterConfig {
        kernel: KernelChoice::Name("python3".into()),
        server: Some(Server {
            url: server.url.clone(),
            ..Server::default()
        }),
        limits: Limits {
            timeout: Some(Duration::from_secs(2)),
            memory_bytes: None,
            ..Limits::default()
        },
        ..JupyterConfig::default()
    });
    ex.open().await.expect("a kernel starts on the server");
    let r = run(&mut ex, "y = 6\ny * 7").await;
    assert_eq!(r.value.expect("a value").repr, "42");
    // The interrupt is a POST too.
    let r = run(&mut ex, "import time\ntime.sleep(30)").await;
    assert_eq!(r.status, Status::Timeout, "{r:?}");
    let r = run(&mut ex, "y").await;
    assert_eq!(r.value.expect("state kept").repr, "6");
    ex.close().await.unwrap();
    // And the DELETE at close went through.
    let left = python_http("GET", &format!("{}/api/kernels", server.url));
    assert_eq!(left, "200 []");
}
