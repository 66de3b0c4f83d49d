//! No engine answering is a clear `BackendUnavailable`, from `open` and from `execute`
//! (its own test binary: it points `DOCKER_HOST` at a socket that does not exist).

use belljar::{CancellationToken, CodeBlock, ExecOptions, Executor, Status};
use belljar_docker::{DockerConfig, DockerExecutor};

#[tokio::test]
async fn no_engine_is_backend_unavailable() {
    // SAFETY: this binary's only test; nothing else reads the environment concurrently.
    unsafe {
        std::env::set_var("DOCKER_HOST", "unix:///nonexistent/belljar-docker.sock");
    }
    let mut ex = DockerExecutor::new(DockerConfig::default());
    let error = ex.open().await.expect_err("no engine").to_string();
    assert!(
        error.contains("no Docker engine answered at unix:///nonexistent"),
        "{error}"
    );
    let r = ex
        .execute(
            &CodeBlock::new("python", "print(1)"),
            &ExecOptions::default(),
            &CancellationToken::new(),
        )
        .await;
    assert_eq!(r.status, Status::Error);
    let e = r.error.expect("an error");
    assert_eq!(e.kind, "BackendUnavailable");
    assert!(e.message.contains("start the engine"), "{}", e.message);
}
