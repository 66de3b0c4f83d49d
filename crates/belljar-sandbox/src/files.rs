//! Safe file access for the controlling process inside a sandbox's working directory.
//!
//! Sandboxed code owns the working directory and can plant symlinks (`result.png ->
//! /etc/shadow`), FIFOs or `..` tricks there; a root orchestrator that then reads or writes
//! "its" files with ordinary calls leaks or clobbers host files (Judge0 CVE-2024-28185).
//! These helpers resolve the path strictly beneath the directory with no symlinks at all
//! (`openat2(RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS | RESOLVE_NO_XDEV)`,
//! or a component-by-component `O_NOFOLLOW` walk on kernels before 5.6), refuse anything
//! but regular files, never block on FIFOs, and cap how much is read.

use std::path::Path;

use crate::SandboxError;

/// Reads the regular file `relative` beneath `dir`, refusing symlinks anywhere in the path,
/// non-regular files and files larger than `max_bytes`.
pub fn read_file_beneath(
    dir: &Path,
    relative: &Path,
    max_bytes: u64,
) -> Result<Vec<u8>, SandboxError> {
    imp::read(dir, relative, max_bytes)
}

/// Creates or truncates the regular file `relative` beneath `dir` (its parent directories
/// must exist) and writes `data`, refusing symlinks anywhere in the path and existing
/// non-regular files. The file is created with mode 0644.
pub fn write_file_beneath(dir: &Path, relative: &Path, data: &[u8]) -> Result<(), SandboxError> {
    imp::write(dir, relative, data)
}

#[cfg(not(target_os = "linux"))]
mod imp {
    use super::*;

    pub(super) fn read(_: &Path, _: &Path, _: u64) -> Result<Vec<u8>, SandboxError> {
        Err(SandboxError::Unsupported)
    }

    pub(super) fn write(_: &Path, _: &Path, _: &[u8]) -> Result<(), SandboxError> {
        Err(SandboxError::Unsupported)
    }
}

#[cfg(target_os = "linux")]
mod imp {
    use std::ffi::CString;
    use std::fs::File;
    use std::io::{self, Read, Write};
    use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
    use std::os::unix::ffi::OsStrExt;
    use std::path::{Component, Path};

    use super::SandboxError;

    fn err(what: &str, path: &Path, e: io::Error) -> SandboxError {
        SandboxError::io(format!("{what} {}", path.display()), e)
    }

    fn check_relative(p: &Path) -> io::Result<()> {
        if p.as_os_str().is_empty()
            || !p
                .components()
                .all(|c| matches!(c, Component::Normal(_) | Component::CurDir))
        {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "path must be relative, without '..'",
            ));
        }
        Ok(())
    }

    fn open_dir(dir: &Path) -> io::Result<OwnedFd> {
        let c =
            CString::new(dir.as_os_str().as_bytes()).map_err(|_| io::ErrorKind::InvalidInput)?;
        // SAFETY: valid NUL-terminated path.
        let fd = unsafe {
            libc::open(
                c.as_ptr(),
                libc::O_PATH | libc::O_DIRECTORY | libc::O_CLOEXEC,
            )
        };
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: fresh descriptor.
        Ok(unsafe { OwnedFd::from_raw_fd(fd) })
    }

    /// `struct open_how` of openat2(2).
    #[repr(C)]
    struct OpenHow {
        flags: u64,
        mode: u64,
        resolve: u64,
    }

    /// Opens `rel` beneath `dirfd` without following any symlink.
    fn open_beneath(dirfd: &OwnedFd, rel: &Path, flags: i32, mode: u32) -> io::Result<OwnedFd> {
        let c =
            CString::new(rel.as_os_str().as_bytes()).map_err(|_| io::ErrorKind::InvalidInput)?;
        const RESOLVE_NO_XDEV: u64 = 0x01;
        const RESOLVE_NO_MAGICLINKS: u64 = 0x02;
        const RESOLVE_NO_SYMLINKS: u64 = 0x04;
        const RESOLVE_BENEATH: u64 = 0x08;
        let how = OpenHow {
            flags: (flags | libc::O_CLOEXEC | libc::O_NOFOLLOW) as u64,
            mode: if flags & libc::O_CREAT != 0 {
                mode as u64
            } else {
                0
            },
            resolve: RESOLVE_BENEATH
                | RESOLVE_NO_SYMLINKS
                | RESOLVE_NO_MAGICLINKS
                | RESOLVE_NO_XDEV,
        };
        // SAFETY: valid descriptor, path and open_how of the given size.
        let fd = unsafe {
            libc::syscall(
                libc::SYS_openat2,
                dirfd.as_raw_fd(),
                c.as_ptr(),
                &how as *const OpenHow,
                std::mem::size_of::<OpenHow>(),
            )
        };
        if fd >= 0 {
            // SAFETY: fresh descriptor.
            return Ok(unsafe { OwnedFd::from_raw_fd(fd as i32) });
        }
        let e = io::Error::last_os_error();
        if e.raw_os_error() != Some(libc::ENOSYS) {
            return Err(e);
        }
        // Old kernel: walk the components with O_NOFOLLOW.
        let comps: Vec<_> = rel
            .components()
            .filter(|c| matches!(c, Component::Normal(_)))
            .collect();
        let mut cur = dirfd.try_clone()?;
        for (i, comp) in comps.iter().enumerate() {
            let last = i + 1 == comps.len();
            let name = CString::new(comp.as_os_str().as_bytes())
                .map_err(|_| io::ErrorKind::InvalidInput)?;
            let f = if last {
                flags | libc::O_CLOEXEC | libc::O_NOFOLLOW
            } else {
                libc::O_PATH | libc::O_DIRECTORY | libc::O_CLOEXEC | libc::O_NOFOLLOW
            };
            // SAFETY: valid descriptor and name.
            let fd = unsafe { libc::openat(cur.as_raw_fd(), name.as_ptr(), f, mode) };
            if fd < 0 {
                return Err(io::Error::last_os_error());
            }
            // SAFETY: fresh descriptor.
            cur = unsafe { OwnedFd::from_raw_fd(fd) };
        }
        Ok(cur)
    }

    fn regular(file: &File, path: &Path) -> Result<u64, SandboxError> {
        let meta = file.metadata().map_err(|e| err("stat", path, e))?;
        if !meta.file_type().is_file() {
            return Err(err(
                "refusing non-regular file",
                path,
                io::Error::new(io::ErrorKind::InvalidInput, "not a regular file"),
            ));
        }
        Ok(meta.len())
    }

    pub(super) fn read(dir: &Path, rel: &Path, max: u64) -> Result<Vec<u8>, SandboxError> {
        check_relative(rel).map_err(|e| err("reading", rel, e))?;
        let dirfd = open_dir(dir).map_err(|e| err("opening", dir, e))?;
        // O_NONBLOCK: opening a planted FIFO must not hang.
        let fd = open_beneath(&dirfd, rel, libc::O_RDONLY | libc::O_NONBLOCK, 0)
            .map_err(|e| err("opening", rel, e))?;
        let file = File::from(fd);
        let len = regular(&file, rel)?;
        if len > max {
            return Err(err(
                "reading",
                rel,
                io::Error::new(
                    io::ErrorKind::FileTooLarge,
                    format!("{len} bytes exceeds the limit of {max}"),
                ),
            ));
        }
        let mut out = Vec::with_capacity(len as usize);
        file.take(max + 1)
            .read_to_end(&mut out)
            .map_err(|e| err("reading", rel, e))?;
        if out.len() as u64 > max {
            return Err(err(
                "reading",
                rel,
                io::Error::new(
                    io::ErrorKind::FileTooLarge,
                    format!("file grew beyond the limit of {max}"),
                ),
            ));
        }
        Ok(out)
    }

    pub(super) fn write(dir: &Path, rel: &Path, data: &[u8]) -> Result<(), SandboxError> {
        check_relative(rel).map_err(|e| err("writing", rel, e))?;
        let dirfd = open_dir(dir).map_err(|e| err("opening", dir, e))?;
        let fd = open_beneath(
            &dirfd,
            rel,
            libc::O_WRONLY | libc::O_CREAT | libc::O_NONBLOCK,
            0o644,
        )
        .map_err(|e| err("opening", rel, e))?;
        let mut file = File::from(fd);
        // A new (empty) file is not truncated: on ext4 a truncation to zero makes the close
        // write the file's blocks out at once (its `auto_da_alloc` safeguard for files
        // rewritten in place), about 0.1 ms of the unsandboxed one-shot path.
        if regular(&file, rel)? > 0 {
            file.set_len(0).map_err(|e| err("truncating", rel, e))?;
        }
        file.write_all(data).map_err(|e| err("writing", rel, e))
    }
}
