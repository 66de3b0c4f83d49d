//! The session's working directory: a temporary one removed at close, or one the caller
//! names; and file access inside it that refuses to follow symlinks out of it.

use std::path::{Path, PathBuf};

use belljar::SessionError;
use belljar::paths::workspace_relative;

/// Where a session keeps its files.
#[derive(Debug)]
pub enum WorkDir {
    /// A temporary directory, deleted when the session closes or restarts.
    Temporary(tempfile::TempDir),
    /// A directory the caller owns: created if missing, never deleted.
    Given(PathBuf),
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
                Ok(WorkDir::Given(path))
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
            WorkDir::Given(path) => path,
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

    /// Write `contents` to `relative`, never through a symlink.
    pub fn write(&self, relative: &str, contents: &[u8]) -> Result<PathBuf, SessionError> {
        use std::io::Write;
        use std::os::unix::fs::OpenOptionsExt;
        let path = self.resolve_for_write(relative)?;
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .custom_flags(libc::O_NOFOLLOW)
            .mode(0o644)
            .open(&path)
            .map_err(|e| SessionError::io(format!("writing {relative}"), e))?;
        file.write_all(contents)
            .map_err(|e| SessionError::io(format!("writing {relative}"), e))?;
        Ok(path)
    }

    /// Read `relative`, never through a symlink.
    pub fn read(&self, relative: &str) -> Result<Vec<u8>, SessionError> {
        use std::io::Read;
        use std::os::unix::fs::OpenOptionsExt;
        let rel = workspace_relative(relative)?;
        let mut current = self.path().to_path_buf();
        for part in rel.components() {
            current.push(part);
            let meta = std::fs::symlink_metadata(&current)
                .map_err(|e| SessionError::io(format!("reading {relative}"), e))?;
            if meta.file_type().is_symlink() {
                return Err(SessionError::PathOutsideWorkspace(relative.to_string()));
            }
        }
        let mut file = std::fs::OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_NOFOLLOW)
            .open(&current)
            .map_err(|e| SessionError::io(format!("reading {relative}"), e))?;
        let mut out = Vec::new();
        file.read_to_end(&mut out)
            .map_err(|e| SessionError::io(format!("reading {relative}"), e))?;
        Ok(out)
    }
}
