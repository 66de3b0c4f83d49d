//! Shared helpers of the Docker tests: an engine check that fails in CI
//! (`BELLJAR_REQUIRE_DOCKER=1`) and only reports elsewhere, and a one-call execute.

#![allow(dead_code)]

use std::time::Duration;

use belljar::{CancellationToken, CodeBlock, ExecOptions, ExecResult, Executor};
use belljar_docker::{DockerConfig, DockerExecutor};

/// Whether an engine with the test image answers. Panics when it does not and
/// `BELLJAR_REQUIRE_DOCKER=1` (CI); otherwise says why and returns `false`.
pub async fn engine_ready() -> bool {
    let required = std::env::var("BELLJAR_REQUIRE_DOCKER").is_ok_and(|v| v == "1");
    let why = match belljar_docker::engine::connect().await {
        Err(e) => e.message,
        Ok(docker) => match docker.inspect_image(belljar_docker::DEFAULT_IMAGE).await {
            Ok(_) => return true,
            Err(e) => format!(
                "the image {} is missing ({e}); build it with scripts/docker-image",
                belljar_docker::DEFAULT_IMAGE
            ),
        },
    };
    assert!(!required, "BELLJAR_REQUIRE_DOCKER=1 but: {why}");
    eprintln!("docker tests NOT RUN here: {why}");
    false
}

/// An executor with `config`, opened; `None` when there is no engine (outside CI).
pub async fn open(config: DockerConfig) -> Option<DockerExecutor> {
    if !engine_ready().await {
        return None;
    }
    let mut executor = DockerExecutor::new(config);
    executor.open().await.expect("the session opens");
    Some(executor)
}

/// Runs one block of `language` with `timeout`.
pub async fn run(
    executor: &mut DockerExecutor,
    language: &str,
    code: &str,
    timeout: Duration,
) -> ExecResult {
    let limits = belljar::Limits {
        timeout: Some(timeout),
        ..executor.limits().clone()
    };
    executor
        .set_limits(limits)
        .expect("the docker backend enforces timeouts");
    let options = ExecOptions::default();
    executor
        .execute(
            &CodeBlock::new(language, code),
            &options,
            &CancellationToken::new(),
        )
        .await
}

/// Runs a Python block with a 30 s timeout.
pub async fn py(executor: &mut DockerExecutor, code: &str) -> ExecResult {
    run(executor, "python", code, Duration::from_secs(30)).await
}

/// Whether the engine still has container `id`.
pub async fn container_exists(id: &str) -> bool {
    let docker = belljar_docker::engine::connect().await.expect("engine");
    docker.inspect_container(id, None).await.is_ok()
}

/// Whether the engine still has volume `name`.
pub async fn volume_exists(name: &str) -> bool {
    let docker = belljar_docker::engine::connect().await.expect("engine");
    docker.inspect_volume(name).await.is_ok()
}
