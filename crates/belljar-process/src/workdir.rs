//! The session's working directory: a temporary one removed at close, or one the caller
//! names; and file access inside it that refuses to follow symlinks out of it.
//!
//! A sandboxed session's temporary directory is size-limited: a tmpfs with `size=` and
//! `nr_inodes=` is mounted on it (in Belljar's own mount namespace, so that every sandbox of
//! the session binds the same one and Belljar reads the files the code made), unmounted at
//! close; one left by a Belljar that was killed is unmounted by the next (see [`Disk`]).

use std::path::{Path, PathBuf};

use belljar::SessionError;
use belljar::paths::workspace_relative;

/// The largest file [`WorkDir::read`] returns.
pub const MAX_READ_BYTES: u64 = 256 << 20;

pub use belljar_launch::{DEFAULT_DISK_BYTES, disk_inodes};

/// The source name of Belljar's working-directory tmpfs mounts (how stale ones are found).
const TMPFS_SOURCE: &str = "belljar-work";

/// How a working directory's size is limited.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Disk {
    /// A tmpfs of `bytes` and `inodes` is mounted on it: writing past either fails with
    /// `ENOSPC` in the code. Its pages count against the memory limit of the sandbox that
    /// writes them.
    Tmpfs {
        /// Its `size=`.
        bytes: u64,
        /// Its `nr_inodes=`.
        inodes: u64,
    },
    /// No limit was asked for.
    Unlimited,
    /// A limit of `bytes` was asked for and could not be applied, for the reason given.
    NotEnforced {
        /// The size asked for.
        bytes: u64,
        /// Why it is not enforced.
        why: String,
    },
}

impl Disk {
    /// The limit's line in a result's isolation report (`None` when none was asked for).
    pub fn report(&self) -> Option<belljar::LimitEnforcement> {
        match self {
            Disk::Unlimited => None,
            Disk::Tmpfs { bytes, inodes } => Some(belljar::LimitEnforcement {
                name: "disk_bytes".into(),
                requested: bytes.to_string(),
                enforced_by: vec!["tmpfs".into()],
                note: Some(format!(
                    "the working directory is a tmpfs of {bytes} bytes and {inodes} inodes \
                     (ENOSPC past either); what is written there counts against the memory \
                     limit of the sandbox that writes it"
                )),
            }),
            Disk::NotEnforced { bytes, why } => Some(belljar::LimitEnforcement {
                name: "disk_bytes".into(),
                requested: bytes.to_string(),
                enforced_by: Vec::new(),
                note: Some(why.clone()),
            }),
        }
    }
}

/// Where a session keeps its files.
#[derive(Debug)]
pub enum WorkDir {
    /// A temporary directory, deleted when the session closes and emptied when it restarts;
    /// size-limited as its [`Disk`] says.
    Temporary(tempfile::TempDir, Disk),
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
        let (path, owner) = match self {
            WorkDir::Given(path, owner) => (path, owner),
            WorkDir::Temporary(dir, Disk::Tmpfs { .. }) => {
                // Detached here; the tmpfs is freed when the last sandbox bound to it is gone,
                // and TempDir then removes the empty mount point.
                unmount(dir.path());
                return;
            }
            WorkDir::Temporary(..) => return,
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
    /// Create the working directory: a fresh temporary one — with a tmpfs of `disk` bytes
    /// mounted on it when `disk` is given (root only; otherwise the directory is not limited
    /// and its [`Disk`] says why) —, or `given` (created if missing; never limited).
    pub fn create(given: Option<&Path>, disk: Option<u64>) -> Result<WorkDir, SessionError> {
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
                    .prefix(&format!("belljar-{}-", std::process::id()))
                    .tempdir()
                    .map_err(|e| SessionError::io("creating a temporary working directory", e))?;
                let disk = match disk {
                    None => Disk::Unlimited,
                    Some(bytes) => {
                        collect_stale_mounts();
                        let inodes = disk_inodes(bytes);
                        match mount_tmpfs(dir.path(), bytes, inodes) {
                            Ok(()) => Disk::Tmpfs { bytes, inodes },
                            Err(e) => Disk::NotEnforced {
                                bytes,
                                why: format!(
                                    "not enforced: mounting a tmpfs on the working directory \
                                     failed ({e}; it needs root)"
                                ),
                            },
                        }
                    }
                };
                Ok(WorkDir::Temporary(dir, disk))
            }
        }
    }

    /// The directory's absolute path.
    pub fn path(&self) -> &Path {
        match self {
            WorkDir::Temporary(dir, _) => dir.path(),
            WorkDir::Given(path, _) => path,
        }
    }

    /// How its size is limited, as asked with `disk` bytes (a directory the caller named is
    /// never limited: it is theirs, on whatever file system they chose).
    pub fn disk(&self, asked: Option<u64>) -> Disk {
        match (self, asked) {
            (WorkDir::Temporary(_, disk), _) => disk.clone(),
            (WorkDir::Given(..), None) => Disk::Unlimited,
            (WorkDir::Given(..), Some(bytes)) => Disk::NotEnforced {
                bytes,
                why: "not enforced: a working directory the caller named is not size-limited \
                      (put it on a file system with a quota)"
                    .into(),
            },
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
        // The code owns the directory while it runs and may have changed its mode: a
        // temporary one goes back to the mode it was made with.
        if let WorkDir::Temporary(..) = self {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(root, std::fs::Permissions::from_mode(0o700))
                .map_err(|e| SessionError::io(format!("resetting {}", root.display()), e))?;
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

/// Mounts a tmpfs of `bytes` and `inodes` on `path` (`nosuid`, `nodev`, mode 0700).
fn mount_tmpfs(path: &Path, bytes: u64, inodes: u64) -> std::io::Result<()> {
    use std::os::unix::ffi::OsStrExt;
    let target = std::ffi::CString::new(path.as_os_str().as_bytes())
        .map_err(|_| std::io::Error::from(std::io::ErrorKind::InvalidInput))?;
    let source = std::ffi::CString::new(TMPFS_SOURCE).unwrap_or_default();
    let data = std::ffi::CString::new(format!("size={bytes},nr_inodes={inodes},mode=0700"))
        .unwrap_or_default();
    // SAFETY: valid NUL-terminated strings; a plain mount(2).
    let r = unsafe {
        libc::mount(
            source.as_ptr(),
            target.as_ptr(),
            c"tmpfs".as_ptr(),
            libc::MS_NOSUID | libc::MS_NODEV,
            data.as_ptr().cast(),
        )
    };
    if r != 0 {
        return Err(std::io::Error::last_os_error());
    }
    Ok(())
}

/// Detaches the mount on `path` (ignoring failure: it may be gone already).
fn unmount(path: &Path) {
    use std::os::unix::ffi::OsStrExt;
    if let Ok(target) = std::ffi::CString::new(path.as_os_str().as_bytes()) {
        // SAFETY: a valid NUL-terminated path; a plain umount2(2).
        unsafe { libc::umount2(target.as_ptr(), libc::MNT_DETACH) };
    }
}

/// Unmounts and removes the working-directory tmpfs mounts of Belljar processes that died
/// without closing their sessions (SIGKILL): each is named `belljar-<pid>-…`, and its tmpfs
/// would otherwise hold its files in memory until reboot. Once per process, from the mount
/// table the sandbox also reads its cgroups from (`belljar_sandbox::mount_table`, read once).
fn collect_stale_mounts() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let alive = |pid: u32| Path::new(&format!("/proc/{pid}")).exists();
        for path in stale_mounts(belljar_sandbox::mount_table(), std::process::id(), alive) {
            unmount(&path);
            let _ = std::fs::remove_dir(&path);
        }
    });
}

/// The mount points of Belljar's working-directory tmpfs mounts (source [`TMPFS_SOURCE`],
/// named `belljar-<pid>-…`) whose process is not `own` and not `alive`, from the text of
/// `/proc/self/mountinfo`.
fn stale_mounts(mountinfo: &str, own: u32, alive: impl Fn(u32) -> bool) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for line in mountinfo.lines() {
        let Some((left, right)) = line.split_once(" - ") else {
            continue;
        };
        let mut right = right.split(' ');
        if (right.next(), right.next()) != (Some("tmpfs"), Some(TMPFS_SOURCE)) {
            continue;
        }
        let Some(point) = left.split(' ').nth(4) else {
            continue;
        };
        if point.contains('\\') {
            continue; // an escaped character: not a name Belljar made
        }
        let path = PathBuf::from(point);
        let pid = path
            .file_name()
            .and_then(|n| n.to_str())
            .and_then(|n| n.strip_prefix("belljar-"))
            .and_then(|n| n.split('-').next())
            .and_then(|p| p.parse::<u32>().ok());
        if let Some(pid) = pid
            && pid != own
            && !alive(pid)
        {
            out.push(path);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stale_mounts_are_those_of_dead_belljars() {
        let mountinfo = "\
30 25 0:40 / /tmp/belljar-111-abc rw,nosuid,nodev - tmpfs belljar-work rw,size=1024k
31 25 0:41 / /tmp/belljar-222-def rw,nosuid,nodev - tmpfs belljar-work rw,size=1024k
32 25 0:42 / /tmp/belljar-333-ghi rw,nosuid,nodev - tmpfs belljar-work rw,size=1024k
33 25 0:43 / /tmp/belljar-444-jkl rw - tmpfs tmpfs rw
34 25 0:44 / /tmp/other rw - tmpfs belljar-work rw
";
        let stale = stale_mounts(mountinfo, 333, |pid| pid == 222);
        assert_eq!(stale, [PathBuf::from("/tmp/belljar-111-abc")]);
    }

    #[test]
    fn inodes_follow_the_size() {
        assert_eq!(disk_inodes(DEFAULT_DISK_BYTES), 32768);
        assert_eq!(disk_inodes(1 << 20), 1024);
        assert_eq!(disk_inodes(1 << 40), 1 << 20);
    }
}
