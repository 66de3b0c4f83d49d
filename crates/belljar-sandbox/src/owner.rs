//! Giving a working directory back to its owner after sandboxes wrote in it.
//!
//! When Belljar runs as root, a sandbox writes as an unprivileged host uid (`nobody` by
//! default): `spawn` `chown`s the working directory to it, and everything the program creates
//! there is owned by it. A temporary directory is deleted afterwards; a directory the caller
//! named (the CLI's `--workdir`) would stay owned by `nobody`, its files too.
//! [`restore_owner_beneath`] hands it back: the directory itself and every entry beneath it
//! owned by the sandbox's uid get the owner's uid and gid.
//!
//! It runs as root over a tree sandboxed code wrote (and may still be changing), so it never
//! follows a symlink: each directory is opened `O_NOFOLLOW` relative to its parent's
//! descriptor (a directory swapped for a symlink is skipped, not followed), its entries are
//! listed through that descriptor, and entries are changed with
//! `fchownat(AT_SYMLINK_NOFOLLOW)`.

use std::path::Path;

use crate::SandboxError;

/// The deepest directory nesting walked; deeper directories are left as they are.
const MAX_DEPTH: usize = 256;

/// Give `dir` and every entry beneath it owned by `sandbox_uid` to `owner` (uid, gid),
/// without following symlinks. Returns how many entries changed owner (the directory
/// included). Entries owned by anyone else keep their owner.
pub fn restore_owner_beneath(
    dir: &Path,
    sandbox_uid: u32,
    owner: (u32, u32),
) -> Result<u64, SandboxError> {
    imp::restore(dir, sandbox_uid, owner)
        .map_err(|e| SandboxError::io(format!("giving {} back to its owner", dir.display()), e))
}

#[cfg(not(unix))]
mod imp {
    pub(super) fn restore(_: &std::path::Path, _: u32, _: (u32, u32)) -> std::io::Result<u64> {
        Err(std::io::Error::from(std::io::ErrorKind::Unsupported))
    }
}

#[cfg(unix)]
mod imp {
    use std::ffi::CString;
    use std::io;
    use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
    use std::os::unix::ffi::OsStrExt;
    use std::path::Path;

    use super::MAX_DEPTH;

    pub(super) fn restore(dir: &Path, from: u32, to: (u32, u32)) -> io::Result<u64> {
        let c = CString::new(dir.as_os_str().as_bytes())
            .map_err(|_| io::Error::from(io::ErrorKind::InvalidInput))?;
        // SAFETY: a valid NUL-terminated path; the descriptor is owned below.
        let fd = unsafe {
            libc::open(
                c.as_ptr(),
                libc::O_RDONLY | libc::O_DIRECTORY | libc::O_NOFOLLOW | libc::O_CLOEXEC,
            )
        };
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: `fd` is a fresh descriptor nobody else owns.
        let fd = unsafe { OwnedFd::from_raw_fd(fd) };
        let mut changed = 0;
        walk(&fd, from, to, 0, &mut changed)?;
        // SAFETY: fchown on a descriptor we own.
        if unsafe { libc::fchown(fd.as_raw_fd(), to.0, to.1) } != 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(changed + 1)
    }

    fn walk(
        dir: &OwnedFd,
        from: u32,
        to: (u32, u32),
        depth: usize,
        changed: &mut u64,
    ) -> io::Result<()> {
        if depth >= MAX_DEPTH {
            return Ok(());
        }
        // The magic link names the directory the descriptor holds, whatever its path now.
        for entry in std::fs::read_dir(format!("/proc/self/fd/{}", dir.as_raw_fd()))? {
            let Ok(entry) = entry else { continue };
            let Ok(name) = CString::new(entry.file_name().as_bytes()) else {
                continue;
            };
            // SAFETY: zeroed plain-data struct filled by fstatat.
            let mut st: libc::stat = unsafe { std::mem::zeroed() };
            // SAFETY: a directory descriptor, a NUL-terminated name, a valid stat buffer.
            let r = unsafe {
                libc::fstatat(
                    dir.as_raw_fd(),
                    name.as_ptr(),
                    &mut st,
                    libc::AT_SYMLINK_NOFOLLOW,
                )
            };
            if r != 0 {
                continue; // gone meanwhile
            }
            if st.st_mode & libc::S_IFMT == libc::S_IFDIR {
                // SAFETY: as above; O_NOFOLLOW refuses a symlink swapped in since the stat.
                let sub = unsafe {
                    libc::openat(
                        dir.as_raw_fd(),
                        name.as_ptr(),
                        libc::O_RDONLY | libc::O_DIRECTORY | libc::O_NOFOLLOW | libc::O_CLOEXEC,
                    )
                };
                if sub < 0 {
                    continue;
                }
                // SAFETY: a fresh descriptor nobody else owns.
                let sub = unsafe { OwnedFd::from_raw_fd(sub) };
                walk(&sub, from, to, depth + 1, changed)?;
                // SAFETY: fstat/fchown on a descriptor we own (the directory walked).
                let mut st: libc::stat = unsafe { std::mem::zeroed() };
                if unsafe { libc::fstat(sub.as_raw_fd(), &mut st) } == 0
                    && st.st_uid == from
                    && unsafe { libc::fchown(sub.as_raw_fd(), to.0, to.1) } == 0
                {
                    *changed += 1;
                }
            } else if st.st_uid == from {
                // SAFETY: as above; the link itself is changed, never its target.
                let r = unsafe {
                    libc::fchownat(
                        dir.as_raw_fd(),
                        name.as_ptr(),
                        to.0,
                        to.1,
                        libc::AT_SYMLINK_NOFOLLOW,
                    )
                };
                if r == 0 {
                    *changed += 1;
                }
            }
        }
        Ok(())
    }
}
