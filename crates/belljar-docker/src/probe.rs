//! Which languages a session's image can run: each executable language's interpreter looked
//! up on the container's `PATH` through the Engine API's archive-stat endpoint (a `HEAD`
//! request per place, no process started in the container), once per session.

use belljar::language::{self, Runner};
use bollard::Docker;
use bollard::query_parameters::ContainerArchiveInfoOptions;
use futures_util::future::join_all;

/// The directories of the `PATH` every program in the container gets.
pub const PATH_DIRS: &[&str] = &["/usr/local/bin", "/usr/bin", "/bin"];

/// The names of the executable languages whose interpreter is on [`PATH_DIRS`] in
/// `container`. A language whose lookup failed for another reason than "not there" (the
/// engine erred) is kept: absence is claimed only when the engine said so for every place.
pub async fn installed_languages(docker: &Docker, container: &str) -> Vec<&'static str> {
    let checks = language::LANGUAGES
        .iter()
        .filter_map(|lang| match lang.runner {
            Runner::Program { program, .. } => Some(async move {
                let found = join_all(
                    PATH_DIRS
                        .iter()
                        .map(|dir| exists(docker, container, format!("{dir}/{program}"))),
                )
                .await;
                // Present somewhere, or unknown somewhere: keep it.
                found.iter().any(|f| *f != Some(false)).then_some(lang.name)
            }),
            Runner::NotExecutable => None,
        });
    join_all(checks).await.into_iter().flatten().collect()
}

/// `Some(true)` when `path` exists in the container, `Some(false)` when the engine says it
/// does not, `None` when the engine could not say.
async fn exists(docker: &Docker, container: &str, path: String) -> Option<bool> {
    let options = ContainerArchiveInfoOptions { path };
    match docker
        .get_container_archive_info(container, Some(options))
        .await
    {
        Ok(_) => Some(true),
        Err(bollard::errors::Error::DockerResponseServerError {
            status_code: 404, ..
        }) => Some(false),
        Err(_) => None,
    }
}
