//! The session's working directory: a temporary one removed at close, or one the caller
//! names; and file access inside it that refuses to follow symlinks out of it.

use std::path::{Path, PathBuf};

use belljar::SessionError;
use belljar::paths::workspace_relative;

/// The largest file [`WorkDir::read`] returns.
pub const MAX_READ_BYTES: u64 = 256 << 20;

/// Where a session keeps its files.
#[derive(Debug)]
pub enum WorkDir {
    /// A temporary directory, deleted when the session closes and emptied when it restarts.
    Temporary(tempfile::TempDir),
    /// A directory the caller owns: created if missing, never deleted, and given back to its
    /// owner when dropped (see [`Owner`]).
    Given(PathBuf, Owner),
}

/// The owner a named working directory had before sandboxes wrote in it. A root Belljar's
/// sandbox writes as `nobody` (the sandbox `chown`s the directory to it); when the
/// [`WorkDir`] is dropped (the session closes), the directory and what the sandboxes made in
/// it are given back to this owner (`belljar_sandbox::restore_owner_beneath`, which never
/// follows a symlink the code planted).
#[derive(Debug)]
pub struct Owner {
    uid: u32,
    gid: u32,
}

/// The host uid a root Belljar's sandboxes write as (the sandbox's default identity).
fn sandbox_host_uid() -> u32 {
    belljar_sandbox::Identity::default().host_uid_when_root
}

impl Drop for WorkDir {
    fn drop(&mut self) {
        use std::os::unix::fs::MetadataExt;
        let WorkDir::Given(path, owner) = self else {
            return;
        };
        // SAFETY: a trivial getter.
        let root = unsafe { libc::geteuid() } == 0;
        let sandbox = sandbox_host_uid();
        let taken = std::fs::symlink_metadata(&*path).is_ok_and(|m| m.uid() == sandbox);
        if root
            && taken
            && owner.uid != sandbox
            && let Err(e) =
                belljar_sandbox::restore_owner_beneath(path, sandbox, (owner.uid, owner.gid))
        {
            eprintln!("belljar: warning: {e}");
        }
    }
}

impl WorkDir {
    /// Create the working directory: a fresh temporary one, or `given` (created if missing).
    pub fn create(given: Option<&Path>) -> Result<WorkDir, SessionError> {
        match given {
            Some(path) => {
                std::fs::create_dir_all(path).map_err(|e| {
                    SessionError::io(format!("creating working directory {}", path.display()), e)
                })?;
                let path = path.canonicalize().map_err(|e| {
                    SessionError::io(format!("resolving working directory {}", path.display()), e)
                })?;
                let meta = std::fs::metadata(&path).map_err(|e| {
                    SessionError::io(format!("reading working directory {}", path.display()), e)
                })?;
                use std::os::unix::fs::MetadataExt;
                let owner = Owner {
                    uid: meta.uid(),
                    gid: meta.gid(),
                };
                Ok(WorkDir::Given(path, owner))
            }
            None => {
                let dir = tempfile::Builder::new()
                    .prefix("belljar-")
                    .tempdir()
                    .map_err(|e| SessionError::io("creating a temporary working directory", e))?;
                Ok(WorkDir::Temporary(dir))
            }
        }
    }

    /// The directory's absolute path.
    pub fn path(&self) -> &Path {
        match self {
            WorkDir::Temporary(dir) => dir.path(),
            WorkDir::Given(path, _) => path,
        }
    }

    /// Resolve `relative` to a path inside the directory, creating missing parent directories.
    ///
    /// Refuses absolute paths, `..` that climbs out, and any existing component that is a
    /// symlink (a symlink planted by earlier code could point anywhere on the host).
    pub fn resolve_for_write(&self, relative: &str) -> Result<PathBuf, SessionError> {
        let rel = workspace_relative(relative)?;
        let mut current = self.path().to_path_buf();
        let parts: Vec<_> = rel.components().collect();
        for (index, part) in parts.iter().enumerate() {
            current.push(part);
            match std::fs::symlink_metadata(&current) {
                Ok(meta) if meta.file_type().is_symlink() => {
                    return Err(SessionError::PathOutsideWorkspace(relative.to_string()));
                }
                Ok(_) => {}
                Err(_) if index + 1 < parts.len() => {
                    std::fs::create_dir(&current).map_err(|e| {
                        SessionError::io(format!("creating directory {}", current.display()), e)
                    })?;
                }
                Err(_) => {}
            }
        }
        Ok(current)
    }

    /// Write `contents` to `relative`, never through a symlink: the final write resolves the
    /// path beneath the directory with symlinks refused (openat2), so code running in a live
    /// session cannot redirect it by swapping a directory for a symlink.
    pub fn write(&self, relative: &str, contents: &[u8]) -> Result<PathBuf, SessionError> {
        let path = self.resolve_for_write(relative)?;
        let rel = workspace_relative(relative)?;
        belljar_sandbox::write_file_beneath(self.path(), &rel, contents)
            .map_err(|e| file_error("writing", relative, e))?;
        Ok(path)
    }

    /// Remove every entry of the directory, keeping the directory itself (its path and the
    /// sandboxes bound to it stay valid). Symlinks are removed, never followed (the standard
    /// library's `remove_dir_all` does not follow them either).
    pub fn clear(&self) -> Result<(), SessionError> {
        let root = self.path();
        let entries = std::fs::read_dir(root)
            .map_err(|e| SessionError::io(format!("listing {}", root.display()), e))?;
        for entry in entries {
            let entry =
                entry.map_err(|e| SessionError::io(format!("listing {}", root.display()), e))?;
            let path = entry.path();
            let is_dir = entry.file_type().is_ok_and(|t| t.is_dir());
            let removed = if is_dir {
                std::fs::remove_dir_all(&path)
            } else {
                std::fs::remove_file(&path)
            };
            match removed {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => return Err(SessionError::io(format!("removing {}", path.display()), e)),
            }
        }
        Ok(())
    }

    /// Read `relative` (at most [`MAX_READ_BYTES`]), never through a symlink.
    pub fn read(&self, relative: &str) -> Result<Vec<u8>, SessionError> {
        let rel = workspace_relative(relative)?;
        belljar_sandbox::read_file_beneath(self.path(), &rel, MAX_READ_BYTES)
            .map_err(|e| file_error("reading", relative, e))
    }
}

/// A file helper's error in the session's terms: a path refused because it goes through a
/// symlink or out of the directory is [`SessionError::PathOutsideWorkspace`].
fn file_error(what: &str, relative: &str, error: belljar_sandbox::SandboxError) -> SessionError {
    use belljar_sandbox::SandboxError;
    match error {
        SandboxError::InvalidConfig(_) => SessionError::PathOutsideWorkspace(relative.to_string()),
        SandboxError::Io { source, .. }
            if matches!(source.raw_os_error(), Some(libc::ELOOP | libc::EXDEV)) =>
        {
            SessionError::PathOutsideWorkspace(relative.to_string())
        }
        SandboxError::Io { source, .. } => SessionError::io(format!("{what} {relative}"), source),
        other => SessionError::io(
            format!("{what} {relative}"),
            std::io::Error::other(other.to_string()),
        ),
    }
}
