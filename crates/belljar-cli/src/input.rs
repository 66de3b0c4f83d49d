//! Reading the files a user names on the command line: the program of `belljar run`, the
//! message of `belljar exec`/`extract`, the sources of `--put`.
//!
//! Only regular files are read, and never more than a cap: a FIFO would block the command
//! forever and a device such as `/dev/zero` never ends. The file is opened with `O_NONBLOCK`
//! (so opening a FIFO with no writer returns at once instead of waiting for one) and checked
//! with `fstat` on the open descriptor (so what is checked is what is read).

use std::io::Read;
use std::os::unix::fs::OpenOptionsExt;

/// The largest program or message `belljar` reads (a file or standard input).
pub const MAX_SOURCE_BYTES: u64 = 16 << 20;

/// The largest file `--put` copies into a session.
pub const MAX_PUT_BYTES: u64 = 256 << 20;

/// Read the regular file at `path`, refusing anything else (FIFO, device, directory, socket)
/// and anything larger than `cap` bytes. The error says what was wrong, without the path
/// (the caller names the file).
pub fn read_regular_file(path: &str, cap: u64) -> Result<Vec<u8>, String> {
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY)
        .open(path)
        .map_err(|e| e.to_string())?;
    let meta = file.metadata().map_err(|e| e.to_string())?;
    if !meta.file_type().is_file() {
        return Err(format!(
            "not a regular file (it is {}); only regular files are read",
            kind_of(&meta.file_type())
        ));
    }
    if meta.len() > cap {
        return Err(too_large(meta.len(), cap));
    }
    read_capped(file, cap)
}

/// Read standard input to its end, refusing more than `cap` bytes.
///
/// Read from descriptor 0 directly, not through the standard library's buffered `Stdin`,
/// which could keep bytes read past the cap: the broker reads a different client's standard
/// input on the same descriptor each time (`broker::server`).
pub fn read_stdin(cap: u64) -> Result<Vec<u8>, String> {
    use std::os::fd::FromRawFd as _;
    // SAFETY: descriptor 0 stays open for the process's life; `ManuallyDrop` never closes it.
    let stdin = std::mem::ManuallyDrop::new(unsafe { std::fs::File::from_raw_fd(0) });
    read_capped(&*stdin, cap)
}

/// Read `reader` to its end, but never more than `cap + 1` bytes (a file can grow after its
/// size was checked).
fn read_capped(reader: impl Read, cap: u64) -> Result<Vec<u8>, String> {
    let mut data = Vec::new();
    reader
        .take(cap.saturating_add(1))
        .read_to_end(&mut data)
        .map_err(|e| e.to_string())?;
    if data.len() as u64 > cap {
        return Err(too_large(data.len() as u64, cap));
    }
    Ok(data)
}

fn too_large(size: u64, cap: u64) -> String {
    format!("larger than the limit of {cap} bytes ({size} bytes or more)")
}

/// A person's word for a kind of file.
fn kind_of(kind: &std::fs::FileType) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    if kind.is_dir() {
        "a directory"
    } else if kind.is_fifo() {
        "a FIFO"
    } else if kind.is_char_device() {
        "a character device"
    } else if kind.is_block_device() {
        "a block device"
    } else if kind.is_socket() {
        "a socket"
    } else {
        "not a regular file"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regular_files_under_the_cap_only() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f.txt");
        std::fs::write(&path, b"hello").unwrap();
        let path = path.to_str().unwrap();
        assert_eq!(read_regular_file(path, 5).unwrap(), b"hello");
        let err = read_regular_file(path, 4).unwrap_err();
        assert!(err.contains("larger than the limit of 4 bytes"), "{err}");
        let err = read_regular_file("/dev/zero", 1 << 20).unwrap_err();
        assert!(err.contains("a character device"), "{err}");
        let err = read_regular_file(dir.path().to_str().unwrap(), 1 << 20).unwrap_err();
        assert!(err.contains("a directory"), "{err}");
        assert!(read_regular_file("/nonexistent/x", 10).is_err());
    }

    #[test]
    fn a_fifo_is_refused_without_blocking() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("fifo");
        let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: mkfifo with a valid NUL-terminated path.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        let err = read_regular_file(fifo.to_str().unwrap(), 10).unwrap_err();
        assert!(err.contains("a FIFO"), "{err}");
    }
}
