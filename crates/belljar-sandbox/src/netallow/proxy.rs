//! The allow-list proxy's server: one tokio task per sandbox accepting on the listening
//! socket its init made in the sandbox's network namespace, one sub-task per connection
//! (at most [`MAX_CONNECTIONS`]), all aborted — and every socket closed — when the
//! sandbox's handle drops the [`Proxy`] (the sandbox ended, or the handle was dropped).
//!
//! Each connection: the request head is read (at most [`super::http::MAX_HEAD`] bytes,
//! within [`HEAD_TIMEOUT`]), its target checked against the list ([`super::policy`]), a
//! listed name resolved once on the host and its addresses filtered, then the proxy
//! connects to one of exactly those addresses (within [`CONNECT_TIMEOUT`]) and relays
//! bytes both ways until either side closes or nothing moves for [`IDLE_TIMEOUT`].
//! Refusals get an HTTP error response whose status line carries the reason.

use std::io;
use std::net::{IpAddr, SocketAddr};
use std::os::fd::OwnedFd;
use std::sync::Arc;
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::{JoinHandle, JoinSet};
use tokio::time::timeout;

use super::http::{self, MAX_HEAD, Reject, Request};
use super::policy::{Admitted, admit, usable_addresses};
use super::{AllowedHost, HostName};

/// Connections served at once per sandbox; more are answered `503` and closed.
pub(crate) const MAX_CONNECTIONS: usize = 64;
/// Time a client has to send its request head.
pub(crate) const HEAD_TIMEOUT: Duration = Duration::from_secs(15);
/// Time to resolve a name and connect to the server.
pub(crate) const CONNECT_TIMEOUT: Duration = Duration::from_secs(15);
/// A relayed connection with no byte moving either way for this long is closed.
pub(crate) const IDLE_TIMEOUT: Duration = Duration::from_secs(300);

/// A running proxy; dropping it stops it (the accept loop and every connection).
#[derive(Debug)]
pub(crate) struct Proxy {
    task: JoinHandle<()>,
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Serves `listener` (a listening TCP socket, in any network namespace) as the proxy for
/// `allow`, on the current tokio runtime.
pub(crate) fn start(listener: OwnedFd, allow: Arc<[AllowedHost]>) -> io::Result<Proxy> {
    let listener = std::net::TcpListener::from(listener);
    listener.set_nonblocking(true)?;
    let runtime = tokio::runtime::Handle::try_current().map_err(io::Error::other)?;
    let _entered = runtime.enter();
    let listener = TcpListener::from_std(listener)?;
    let task = runtime.spawn(serve(listener, allow));
    Ok(Proxy { task })
}

async fn serve(listener: TcpListener, allow: Arc<[AllowedHost]>) {
    let mut connections = JoinSet::new();
    loop {
        tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((client, _)) => {
                    if connections.len() >= MAX_CONNECTIONS {
                        let why = format!("more than {MAX_CONNECTIONS} connections at once");
                        let _ = client.try_write(&http::refusal(503, &why));
                        continue;
                    }
                    connections.spawn(handle(client, allow.clone()));
                }
                // Out of descriptors or a connection reset before accept: try again later.
                Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
            },
            Some(_) = connections.join_next(), if !connections.is_empty() => {}
        }
    }
}

/// Reads until the end of the request head; its length, with what followed it in `buf`.
/// `None` when the client went away.
async fn read_head(client: &mut TcpStream, buf: &mut Vec<u8>) -> Option<Result<usize, Reject>> {
    let mut chunk = [0u8; 4096];
    loop {
        let n = client.read(&mut chunk).await.ok()?;
        if n == 0 {
            return None;
        }
        let from = buf.len().saturating_sub(3);
        buf.extend_from_slice(&chunk[..n]);
        if let Some(end) = http::head_end(&buf[from..]) {
            return Some(Ok(from + end));
        }
        if buf.len() > MAX_HEAD {
            return Some(Err((431, format!("a request head over {MAX_HEAD} bytes"))));
        }
    }
}

async fn handle(mut client: TcpStream, allow: Arc<[AllowedHost]>) {
    let _ = client.set_nodelay(true);
    if let Err((status, why)) = serve_one(&mut client, &allow).await {
        let _ = client.write_all(&http::refusal(status, &why)).await;
        let _ = client.shutdown().await;
    }
}

/// Serves one client connection; `Err` is the refusal to send it.
async fn serve_one(client: &mut TcpStream, allow: &[AllowedHost]) -> Result<(), Reject> {
    let mut buf = Vec::with_capacity(4096);
    let head_len = match timeout(HEAD_TIMEOUT, read_head(client, &mut buf)).await {
        Err(_) => return Err((408, "no complete request head in time".into())),
        Ok(None) => return Ok(()),
        Ok(Some(r)) => r?,
    };
    let request = http::interpret(&http::parse_head(&buf[..head_len])?)?;
    let leftover = &buf[head_len..];
    let (host, port) = match &request {
        Request::Connect { host, port } | Request::Forward { host, port, .. } => (host, *port),
    };
    let addresses = decide(allow, host, port).await?;
    let mut upstream = connect(host, port, &addresses).await?;
    let _ = upstream.set_nodelay(true);
    let broken = |e: io::Error| (502, format!("relaying to {host}:{port}: {e}"));
    match request {
        Request::Connect { .. } => {
            client
                .write_all(b"HTTP/1.1 200 Connection established\r\n\r\n")
                .await
                .map_err(broken)?;
            upstream.write_all(leftover).await.map_err(broken)?;
            let (cr, cw) = client.split();
            let (ur, uw) = upstream.split();
            // Errors here end the relay; the client already has its 200.
            let _ = tokio::try_join!(pipe(cr, uw, None), pipe(ur, cw, None));
        }
        Request::Forward {
            ref head, body_len, ..
        } => {
            upstream.write_all(head).await.map_err(broken)?;
            let first = leftover
                .len()
                .min(usize::try_from(body_len).unwrap_or(usize::MAX));
            upstream
                .write_all(&leftover[..first])
                .await
                .map_err(broken)?;
            let rest = body_len - first as u64;
            let (cr, cw) = client.split();
            let (ur, uw) = upstream.split();
            // The client's bytes past the body are never sent: one request per connection,
            // so a pipelined second request cannot reach the server unchecked. The exchange
            // ends with the response.
            let body = pipe(cr, uw, Some(rest));
            let response = pipe(ur, cw, None);
            tokio::pin!(body, response);
            tokio::select! {
                _ = &mut response => {}
                sent = &mut body => if sent.is_ok() {
                    let _ = response.await;
                },
            }
        }
    }
    Ok(())
}

/// The addresses `host:port` may be reached at, or why not.
async fn decide(
    allow: &[AllowedHost],
    host: &HostName,
    port: u16,
) -> Result<Vec<SocketAddr>, Reject> {
    match admit(allow, host, port).map_err(|why| (403, why))? {
        Admitted::Address(a) => Ok(vec![a]),
        Admitted::Name(name, port) => {
            let resolved = timeout(
                CONNECT_TIMEOUT,
                tokio::net::lookup_host((name.as_str(), port)),
            )
            .await
            .map_err(|_| (504, format!("resolving {name} timed out")))?
            .map_err(|e| (502, format!("cannot resolve {name}: {e}")))?;
            let mut ips: Vec<IpAddr> = Vec::new();
            for a in resolved {
                if !ips.contains(&a.ip()) {
                    ips.push(a.ip());
                }
            }
            usable_addresses(allow, &name, port, &ips).map_err(|why| (403, why))
        }
    }
}

/// A connection to the first of `addresses` that accepts one (only those: the checked
/// addresses, never a fresh resolution).
async fn connect(
    host: &HostName,
    port: u16,
    addresses: &[SocketAddr],
) -> Result<TcpStream, Reject> {
    let deadline = tokio::time::Instant::now() + CONNECT_TIMEOUT;
    let mut last = String::new();
    for a in addresses {
        match tokio::time::timeout_at(deadline, TcpStream::connect(a)).await {
            Ok(Ok(s)) => return Ok(s),
            Ok(Err(e)) => last = format!("{a}: {e}"),
            Err(_) => return Err((504, format!("connecting to {host}:{port} timed out"))),
        }
    }
    Err((502, format!("cannot connect to {host}:{port} ({last})")))
}

/// Copies `r` to `w` (at most `limit` bytes when given, then stops without closing `w`;
/// otherwise until end of file, then shuts `w`'s sending side down). Fails when nothing
/// moves for [`IDLE_TIMEOUT`].
async fn pipe<R, W>(mut r: R, mut w: W, limit: Option<u64>) -> io::Result<()>
where
    R: AsyncRead + Unpin,
    W: AsyncWrite + Unpin,
{
    let idle = || io::Error::new(io::ErrorKind::TimedOut, "idle");
    let mut buf = vec![0u8; 16 << 10];
    let mut left = limit;
    loop {
        let want = match left {
            Some(0) => return Ok(()),
            Some(n) => buf.len().min(usize::try_from(n).unwrap_or(usize::MAX)),
            None => buf.len(),
        };
        let n = timeout(IDLE_TIMEOUT, r.read(&mut buf[..want]))
            .await
            .map_err(|_| idle())??;
        if n == 0 {
            if limit.is_none() {
                w.shutdown().await?;
                return Ok(());
            }
            return Err(io::ErrorKind::UnexpectedEof.into());
        }
        timeout(IDLE_TIMEOUT, w.write_all(&buf[..n]))
            .await
            .map_err(|_| idle())??;
        if let Some(l) = left.as_mut() {
            *l -= n as u64;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A proxy serving a listener on the host's loopback (no sandbox needed), allowing
    /// nothing; its address.
    fn proxy() -> (Proxy, SocketAddr) {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let p = start(OwnedFd::from(listener), Arc::from(Vec::new())).unwrap();
        (p, addr)
    }

    async fn answer(s: &mut TcpStream) -> String {
        let mut out = Vec::new();
        let _ = timeout(Duration::from_secs(5), s.read_to_end(&mut out)).await;
        String::from_utf8_lossy(&out).into_owned()
    }

    #[tokio::test]
    async fn connections_beyond_the_cap_get_503() {
        let (_p, addr) = proxy();
        let mut idle = Vec::new();
        for _ in 0..MAX_CONNECTIONS {
            idle.push(TcpStream::connect(addr).await.unwrap());
        }
        // Let the proxy accept them all.
        tokio::time::sleep(Duration::from_millis(200)).await;
        let mut extra = TcpStream::connect(addr).await.unwrap();
        assert!(answer(&mut extra).await.starts_with("HTTP/1.1 503 "));
        drop(idle);
    }

    #[tokio::test]
    async fn oversized_heads_and_refusals_are_answered() {
        let (_p, addr) = proxy();
        let mut s = TcpStream::connect(addr).await.unwrap();
        s.write_all(&vec![b'a'; MAX_HEAD + 10]).await.unwrap();
        assert!(answer(&mut s).await.starts_with("HTTP/1.1 431 "));
        let mut s = TcpStream::connect(addr).await.unwrap();
        s.write_all(b"CONNECT example.com:443 HTTP/1.1\r\n\r\n")
            .await
            .unwrap();
        let a = answer(&mut s).await;
        assert!(
            a.starts_with("HTTP/1.1 403 Forbidden (belljar: example.com:443 is not in"),
            "{a}"
        );
    }

    #[tokio::test]
    async fn dropping_the_proxy_closes_its_listener() {
        let (p, addr) = proxy();
        drop(p);
        tokio::time::sleep(Duration::from_millis(100)).await;
        assert!(TcpStream::connect(addr).await.is_err());
    }
}
