//! Files in and out of a session's container through the Engine API's archive endpoints
//! (so they work against a remote engine too): a one-file tar archive uploaded into the
//! working directory, owned by the session's user; a downloaded archive's one regular file.

use std::path::Path;

use belljar::SessionError;
use belljar::paths::workspace_relative;
use bollard::Docker;
use bollard::query_parameters::{DownloadFromContainerOptions, UploadToContainerOptions};
use futures_util::StreamExt;

/// The largest file [`read`] returns.
pub const MAX_READ_BYTES: u64 = 256 << 20;

fn engine_error(what: String, e: bollard::errors::Error) -> SessionError {
    SessionError::io(what, std::io::Error::other(e.to_string()))
}

/// The uid and gid of `user` (`"UID[:GID]"`), when numeric.
fn ids(user: &str) -> (u64, u64) {
    let mut parts = user.split(':');
    let uid = parts.next().and_then(|u| u.parse().ok()).unwrap_or(0);
    let gid = parts.next().and_then(|g| g.parse().ok()).unwrap_or(uid);
    (uid, gid)
}

/// Writes `contents` to `relative` under `workdir` in `container`, creating missing parent
/// directories, all owned by `user`. A path that leaves the working directory is refused.
pub async fn write(
    docker: &Docker,
    container: &str,
    workdir: &str,
    user: &str,
    relative: &str,
    contents: &[u8],
) -> Result<(), SessionError> {
    let rel = workspace_relative(relative)?;
    let (uid, gid) = ids(user);
    let mut builder = tar::Builder::new(Vec::new());
    let header = |size: u64, mode: u32, kind: tar::EntryType| {
        let mut header = tar::Header::new_gnu();
        header.set_size(size);
        header.set_mode(mode);
        header.set_uid(uid);
        header.set_gid(gid);
        header.set_entry_type(kind);
        header.set_mtime(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs())
                .unwrap_or(0),
        );
        header
    };
    let io = |e: std::io::Error| SessionError::io(format!("archiving {relative}"), e);
    let mut parent = std::path::PathBuf::new();
    for part in rel.parent().unwrap_or(Path::new("")).components() {
        parent.push(part);
        let mut h = header(0, 0o755, tar::EntryType::Directory);
        builder
            .append_data(&mut h, &parent, std::io::empty())
            .map_err(io)?;
    }
    let mut h = header(contents.len() as u64, 0o644, tar::EntryType::Regular);
    builder.append_data(&mut h, &rel, contents).map_err(io)?;
    let archive = builder.into_inner().map_err(io)?;
    let options = UploadToContainerOptions {
        path: workdir.to_string(),
        ..Default::default()
    };
    docker
        .upload_to_container(container, Some(options), bollard::body_full(archive.into()))
        .await
        .map_err(|e| engine_error(format!("writing {relative}"), e))
}

/// Reads `relative` under `workdir` in `container` (a regular file of at most
/// [`MAX_READ_BYTES`]).
pub async fn read(
    docker: &Docker,
    container: &str,
    workdir: &str,
    relative: &str,
) -> Result<Vec<u8>, SessionError> {
    let rel = workspace_relative(relative)?;
    let path = Path::new(workdir).join(&rel);
    let options = DownloadFromContainerOptions {
        path: path.to_string_lossy().into_owned(),
    };
    let mut stream = docker.download_from_container(container, Some(options));
    let mut archive = Vec::new();
    while let Some(chunk) = stream.next().await {
        let chunk = chunk.map_err(|e| engine_error(format!("reading {relative}"), e))?;
        archive.extend_from_slice(&chunk);
        if archive.len() as u64 > MAX_READ_BYTES + (1 << 20) {
            return Err(SessionError::io(
                format!("reading {relative}"),
                std::io::Error::other(format!("larger than {MAX_READ_BYTES} bytes")),
            ));
        }
    }
    let io = |e: std::io::Error| SessionError::io(format!("reading {relative}"), e);
    let mut entries = tar::Archive::new(archive.as_slice());
    let mut entries = entries.entries().map_err(io)?;
    let Some(entry) = entries.next() else {
        return Err(io(std::io::Error::other(
            "the engine sent an empty archive",
        )));
    };
    let mut entry = entry.map_err(io)?;
    if entry.header().entry_type() != tar::EntryType::Regular {
        return Err(io(std::io::Error::other("not a regular file")));
    }
    let mut contents = Vec::new();
    std::io::Read::read_to_end(&mut entry, &mut contents).map_err(io)?;
    Ok(contents)
}
