//! The broker's wire format, spoken over a Unix stream socket by one build of `belljar`.
//!
//! Client to broker: a 16-byte header (8 magic bytes naming the format's version, then the
//! request's length, little-endian `u64`) sent with four descriptors attached — standard
//! input, output and error, then the working directory — and the request itself (below).
//! Broker to client: one byte, [`ACCEPTED`] or [`DECLINED`]; after [`ACCEPTED`], the run's
//! exit code as a little-endian `i32` when it is over. While it waits, the client may send
//! [`INTERRUPT`] (its Ctrl-C); closing the connection cancels the run too.
//!
//! A request: the umask (`u32`), then the arguments and then the environment (`KEY=VALUE`),
//! each as a count (`u32`) of length-prefixed (`u32`) byte strings.

use std::ffi::OsString;
use std::io::{IoSlice, IoSliceMut, Read};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::os::unix::net::UnixStream;

use nix::sys::socket::{ControlMessage, ControlMessageOwned, MsgFlags, recvmsg, sendmsg};

/// The header's first 8 bytes: the format and its version.
const MAGIC: &[u8; 8] = b"BJBROKR1";
/// The largest request a broker reads (arguments and environment: Linux itself caps both
/// together at a few megabytes).
pub const MAX_REQUEST: u64 = 8 << 20;
/// How many descriptors a request carries: stdin, stdout, stderr, working directory.
pub const FDS: usize = 4;
/// The broker serves the run.
pub const ACCEPTED: u8 = b'A';
/// The broker does not serve the run; the client runs it itself.
pub const DECLINED: u8 = b'D';
/// The client was interrupted (Ctrl-C): cancel the run.
pub const INTERRUPT: u8 = b'I';

/// What a client asks a broker to run.
#[derive(Debug, PartialEq)]
pub struct Request {
    /// The client's umask.
    pub umask: u32,
    /// The client's arguments, its program name included.
    pub argv: Vec<OsString>,
    /// The client's environment, as `(key, value)`.
    pub env: Vec<(OsString, OsString)>,
}

impl Request {
    /// The request's bytes.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(1024);
        out.extend_from_slice(&self.umask.to_le_bytes());
        let put = |out: &mut Vec<u8>, bytes: &[u8]| {
            out.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
            out.extend_from_slice(bytes);
        };
        out.extend_from_slice(&(self.argv.len() as u32).to_le_bytes());
        for arg in &self.argv {
            put(&mut out, arg.as_bytes());
        }
        out.extend_from_slice(&(self.env.len() as u32).to_le_bytes());
        for (key, value) in &self.env {
            let mut pair = key.as_bytes().to_vec();
            pair.push(b'=');
            pair.extend_from_slice(value.as_bytes());
            put(&mut out, &pair);
        }
        out
    }

    /// A request from `bytes`, or what is wrong with them.
    pub fn decode(bytes: &[u8]) -> Result<Request, String> {
        let mut rest = bytes;
        let u32_at = |rest: &mut &[u8]| -> Result<u32, String> {
            let (head, tail) = rest
                .split_first_chunk::<4>()
                .ok_or("the request ends early")?;
            *rest = tail;
            Ok(u32::from_le_bytes(*head))
        };
        let umask = u32_at(&mut rest)?;
        let strings = |rest: &mut &[u8]| -> Result<Vec<Vec<u8>>, String> {
            let count = u32_at(rest)? as usize;
            let mut list = Vec::with_capacity(count.min(4096));
            for _ in 0..count {
                let len = u32_at(rest)? as usize;
                if rest.len() < len {
                    return Err("the request ends early".into());
                }
                let (head, tail) = rest.split_at(len);
                list.push(head.to_vec());
                *rest = tail;
            }
            Ok(list)
        };
        let argv = strings(&mut rest)?
            .into_iter()
            .map(OsString::from_vec)
            .collect();
        let mut env = Vec::new();
        for pair in strings(&mut rest)? {
            let at = pair
                .iter()
                .position(|&b| b == b'=')
                .ok_or("an environment entry has no '='")?;
            env.push((
                OsString::from_vec(pair[..at].to_vec()),
                OsString::from_vec(pair[at + 1..].to_vec()),
            ));
        }
        if !rest.is_empty() {
            return Err("the request has bytes after its end".into());
        }
        Ok(Request { umask, argv, env })
    }
}

/// Sends `request` on `stream` with the descriptors `fds` attached to its header.
pub fn send(stream: &mut UnixStream, request: &Request, fds: &[RawFd; FDS]) -> std::io::Result<()> {
    use std::io::Write as _;
    let body = request.encode();
    let mut header = [0u8; 16];
    header[..8].copy_from_slice(MAGIC);
    header[8..].copy_from_slice(&(body.len() as u64).to_le_bytes());
    let cmsg = [ControlMessage::ScmRights(fds)];
    let mut sent = 0;
    while sent == 0 {
        sent = sendmsg::<()>(
            stream.as_raw_fd(),
            &[IoSlice::new(&header)],
            &cmsg,
            MsgFlags::MSG_NOSIGNAL,
            None,
        )
        .map_err(std::io::Error::from)?;
    }
    stream.write_all(&header[sent..])?;
    stream.write_all(&body)
}

/// One `recvmsg` of the header's first bytes into `header`, with the descriptors attached
/// to them: how many bytes came (0: the client hung up) and the descriptors. Works on a
/// non-blocking socket too (an `EAGAIN` is an error of kind `WouldBlock`).
pub fn receive_header(fd: RawFd, header: &mut [u8; 16]) -> std::io::Result<(usize, Vec<OwnedFd>)> {
    let mut space = nix::cmsg_space!([RawFd; FDS]);
    let mut iov = [IoSliceMut::new(header)];
    let message = recvmsg::<()>(fd, &mut iov, Some(&mut space), MsgFlags::MSG_CMSG_CLOEXEC)
        .map_err(std::io::Error::from)?;
    let mut fds = Vec::new();
    for cmsg in message.cmsgs().map_err(std::io::Error::from)? {
        if let ControlMessageOwned::ScmRights(list) = cmsg {
            // SAFETY: the kernel just gave this process these descriptors.
            fds.extend(
                list.into_iter()
                    .map(|fd| unsafe { OwnedFd::from_raw_fd(fd) }),
            );
        }
    }
    if message.flags.contains(MsgFlags::MSG_CTRUNC) {
        return Err(std::io::Error::other(
            "the request carried too many descriptors",
        ));
    }
    Ok((message.bytes, fds))
}

/// The length of the request a complete `header` announces, once the header and the number of
/// descriptors that came with it are checked.
pub fn request_len(header: &[u8; 16], fds: usize) -> Result<usize, String> {
    if &header[..8] != MAGIC {
        return Err("the client speaks another version of the broker's protocol".into());
    }
    if fds != FDS {
        return Err(format!("the request carried {fds} descriptors, not {FDS}"));
    }
    let len = u64::from_le_bytes(header[8..].try_into().unwrap_or_default());
    if len > MAX_REQUEST {
        return Err(format!("the request is {len} bytes, over {MAX_REQUEST}"));
    }
    Ok(len as usize)
}

/// Receives a request from a blocking `stream`: the request and the descriptors of its header.
pub fn receive(stream: &mut UnixStream) -> Result<(Request, Vec<OwnedFd>), String> {
    let mut header = [0u8; 16];
    let (got, fds) = receive_header(stream.as_raw_fd(), &mut header)
        .map_err(|e| format!("reading the request: {e}"))?;
    if got == 0 {
        return Err("the client hung up".into());
    }
    stream
        .read_exact(&mut header[got..])
        .map_err(|e| format!("reading the request: {e}"))?;
    let mut body = vec![0u8; request_len(&header, fds.len())?];
    stream
        .read_exact(&mut body)
        .map_err(|e| format!("reading the request: {e}"))?;
    Ok((Request::decode(&body)?, fds))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_round_trips_and_damaged_ones_are_refused() {
        let request = Request {
            umask: 0o022,
            argv: vec!["belljar".into(), "run".into(), "x=1 é".into()],
            env: vec![
                ("PATH".into(), "/usr/bin".into()),
                ("EMPTY".into(), "".into()),
            ],
        };
        let bytes = request.encode();
        assert_eq!(Request::decode(&bytes).unwrap(), request);
        for cut in 0..bytes.len() {
            assert!(Request::decode(&bytes[..cut]).is_err(), "cut at {cut}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(Request::decode(&longer).is_err());
        // A huge count does not allocate for it before the bytes run out.
        let mut lying = 0u32.to_le_bytes().to_vec();
        lying.extend_from_slice(&u32::MAX.to_le_bytes());
        assert!(Request::decode(&lying).is_err());
    }

    #[test]
    fn descriptors_travel_with_the_header() {
        let (mut a, mut b) = UnixStream::pair().unwrap();
        let request = Request {
            umask: 0o077,
            argv: vec!["belljar".into()],
            env: Vec::new(),
        };
        let fds = [0, 1, 2, a.as_raw_fd()];
        send(&mut a, &request, &fds).unwrap();
        let (got, received) = receive(&mut b).unwrap();
        assert_eq!(got, request);
        assert_eq!(received.len(), FDS);
    }
}
