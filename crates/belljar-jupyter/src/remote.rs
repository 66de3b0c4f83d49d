//! A kernel on a Jupyter Server or Kernel Gateway: created, interrupted and deleted over the
//! REST API (`/api/kernels`), spoken to over its websocket channels
//! (`/api/kernels/<id>/channels`, JSON messages with a `channel` field). The token goes in an
//! `Authorization: token …` header. `https://` servers are reached over TLS (rustls, with the
//! `ring` provider): the server's certificate is checked against Mozilla's roots
//! (`webpki-roots`) or, when [`Server::ca_file`] is given, against that file's certificates
//! only. Cookies the server sets are sent back to it (REST and websocket), and its `_xsrf`
//! cookie is echoed as `X-XSRFToken` on the REST calls that change something, as Jupyter
//! Server wants from a client it did not authenticate by token.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use bytes::Bytes;
use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full, Limited};
use hyper_rustls::HttpsConnector;
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use rustls::pki_types::CertificateDer;
use rustls::pki_types::pem::PemObject;
use serde_json::{Value, json};
use tokio::sync::mpsc;
use tokio_tungstenite::Connector;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

use crate::wire::{Incoming, Signer};

/// Where a server is.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Server {
    /// Its base URL, `http://…` or `https://…`, e.g. `http://127.0.0.1:8888` (a path prefix
    /// is kept).
    pub url: String,
    /// Its token, if it wants one.
    pub token: Option<String>,
    /// For an `https://` server: a PEM file of the certificate authorities to trust (for a
    /// server with a private or self-signed certificate) instead of Mozilla's roots.
    pub ca_file: Option<PathBuf>,
}

/// The TLS settings for `https://`/`wss://`: Mozilla's roots, or only the certificates of
/// `ca_file`.
fn tls_config(ca_file: Option<&Path>) -> Result<Arc<rustls::ClientConfig>, String> {
    let mut roots = rustls::RootCertStore::empty();
    match ca_file {
        None => roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned()),
        Some(path) => {
            let certificates = CertificateDer::pem_file_iter(path)
                .and_then(|certs| certs.collect::<Result<Vec<_>, _>>())
                .map_err(|e| {
                    format!(
                        "could not read the CA certificates in {}: {e}",
                        path.display()
                    )
                })?;
            if certificates.is_empty() {
                return Err(format!(
                    "{} holds no PEM certificate (-----BEGIN CERTIFICATE-----)",
                    path.display()
                ));
            }
            for certificate in certificates {
                roots.add(certificate).map_err(|e| {
                    format!("a CA certificate in {} is not usable: {e}", path.display())
                })?;
            }
        }
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| format!("TLS set-up: {e}"))?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(Arc::new(config))
}

/// `error` and its sources, as one line; with a hint when the server's certificate was not
/// trusted.
fn describe(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(inner) = source {
        let more = inner.to_string();
        if !text.contains(&more) {
            text = format!("{text}: {more}");
        }
        source = inner.source();
    }
    if text.contains("certificate") || text.contains("UnknownIssuer") {
        text.push_str(
            " (the server's TLS certificate is not trusted: give the certificate authority \
             that signed it as the CA file, `ca_file` / `--jupyter-ca`)",
        );
    }
    text
}

/// The cookies a server set, sent back to it. Only `name=value` is kept: one server, one
/// session, so domains, paths and expiry do not matter (an empty value removes the cookie).
#[derive(Debug, Default)]
struct Cookies(Mutex<Vec<(String, String)>>);

impl Cookies {
    /// Takes the `Set-Cookie` headers of a response.
    fn update(&self, headers: &hyper::HeaderMap) {
        let mut jar = self.0.lock().unwrap_or_else(|e| e.into_inner());
        for header in headers.get_all(hyper::header::SET_COOKIE) {
            let Ok(text) = header.to_str() else { continue };
            let pair = text.split(';').next().unwrap_or_default();
            let Some((name, value)) = pair.split_once('=') else {
                continue;
            };
            let (name, value) = (name.trim(), value.trim());
            if name.is_empty() {
                continue;
            }
            jar.retain(|(n, _)| n != name);
            if !value.is_empty() {
                jar.push((name.to_string(), value.to_string()));
            }
        }
    }

    /// The `Cookie` header to send, if any.
    fn header(&self) -> Option<String> {
        let jar = self.0.lock().unwrap_or_else(|e| e.into_inner());
        (!jar.is_empty()).then(|| {
            jar.iter()
                .map(|(n, v)| format!("{n}={v}"))
                .collect::<Vec<_>>()
                .join("; ")
        })
    }

    /// The value of cookie `name`.
    fn get(&self, name: &str) -> Option<String> {
        let jar = self.0.lock().unwrap_or_else(|e| e.into_inner());
        jar.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone())
    }
}

/// The largest REST response read.
const MAX_RESPONSE: usize = 1 << 20;

/// A kernel on a server, and the tasks that carry its channels.
pub struct Remote {
    http: Client<HttpsConnector<HttpConnector>, Full<Bytes>>,
    base: String,
    token: Option<String>,
    cookies: Arc<Cookies>,
    /// The server's id of the kernel.
    pub id: String,
    ws_tx: mpsc::UnboundedSender<String>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
    deleted: bool,
}

impl Remote {
    /// Creates a kernel of `name` on `server` and connects to its channels; messages arrive
    /// on `tx`, their content capped at `cap` bytes.
    pub async fn start(
        server: &Server,
        name: &str,
        tx: mpsc::Sender<Incoming>,
        cap: usize,
    ) -> Result<Remote, String> {
        let base = server.url.trim_end_matches('/').to_string();
        if !base.starts_with("http://") && !base.starts_with("https://") {
            return Err(format!(
                "the server URL {base:?} is neither http:// nor https://"
            ));
        }
        let tls = tls_config(server.ca_file.as_deref())?;
        let connector = hyper_rustls::HttpsConnectorBuilder::new()
            .with_tls_config((*tls).clone())
            .https_or_http()
            .enable_http1()
            .build();
        let http = Client::builder(TokioExecutor::new()).build(connector);
        let mut remote = Remote {
            http,
            base,
            token: server.token.clone(),
            cookies: Arc::default(),
            id: String::new(),
            ws_tx: mpsc::unbounded_channel().0,
            tasks: Vec::new(),
            deleted: true,
        };
        let (status, body) = remote
            .call("POST", "/api/kernels", Some(json!({"name": name})))
            .await?;
        if !status.is_success() {
            return Err(format!(
                "the server refused to start a {name:?} kernel ({status}): {}",
                String::from_utf8_lossy(&body)
                    .chars()
                    .take(500)
                    .collect::<String>()
            ));
        }
        let created: Value = serde_json::from_slice(&body)
            .map_err(|e| format!("the server's answer is not JSON: {e}"))?;
        remote.id = created
            .get("id")
            .and_then(Value::as_str)
            .filter(|id| id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
            .ok_or("the server's answer has no kernel id")?
            .to_string();
        remote.deleted = false;
        // http://… becomes ws://…, https://… wss://….
        let ws_url = format!("ws{}/api/kernels/{}/channels", &remote.base[4..], remote.id);
        let mut request = ws_url
            .into_client_request()
            .map_err(|e| format!("bad websocket URL: {e}"))?;
        if let Some(token) = &remote.token {
            let value = format!("token {token}")
                .parse()
                .map_err(|_| "the token is not a valid header value".to_string())?;
            request.headers_mut().insert("Authorization", value);
        }
        if let Some(cookies) = remote.cookies.header()
            && let Ok(value) = cookies.parse()
        {
            request.headers_mut().insert("Cookie", value);
        }
        let config = WebSocketConfig::default()
            .max_message_size(Some(cap.saturating_mul(2)))
            .max_frame_size(Some(cap.saturating_mul(2)));
        let (stream, _) = tokio_tungstenite::connect_async_tls_with_config(
            request,
            Some(config),
            true,
            Some(Connector::Rustls(tls)),
        )
        .await
        .map_err(|e| format!("could not open the kernel's channels: {}", describe(&e)))?;
        let (mut sink, mut source) = stream.split();
        let (ws_tx, mut ws_rx) = mpsc::unbounded_channel::<String>();
        remote.ws_tx = ws_tx;
        remote.tasks.push(tokio::spawn(async move {
            while let Some(text) = ws_rx.recv().await {
                if sink.send(Message::text(text)).await.is_err() {
                    break;
                }
            }
            let _ = sink.close().await;
        }));
        remote.tasks.push(tokio::spawn(async move {
            while let Some(Ok(message)) = source.next().await {
                let text = match message {
                    Message::Text(text) => text,
                    Message::Close(_) => break,
                    _ => continue,
                };
                if let Some(incoming) = Signer::parse_json(text.as_str(), cap)
                    && tx.send(incoming).await.is_err()
                {
                    break;
                }
            }
        }));
        Ok(remote)
    }

    /// Sends a request on `channel` with `header` (from [`Signer::header`]).
    pub fn send(&self, channel: &str, header: Value, content: Value) -> Result<(), String> {
        let message = json!({
            "header": header,
            "parent_header": {},
            "metadata": {},
            "content": content,
            "channel": channel,
            "buffers": [],
        });
        self.ws_tx
            .send(message.to_string())
            .map_err(|_| "the kernel's channels are closed".to_string())
    }

    /// Asks the server to interrupt the kernel.
    pub async fn interrupt(&self) {
        let path = format!("/api/kernels/{}/interrupt", self.id);
        let _ = self.call("POST", &path, None).await;
    }

    /// Deletes the kernel on the server (once).
    pub async fn delete(&mut self) {
        for task in &self.tasks {
            task.abort();
        }
        if self.deleted {
            return;
        }
        self.deleted = true;
        let path = format!("/api/kernels/{}", self.id);
        let _ = tokio::time::timeout(
            std::time::Duration::from_secs(5),
            self.call("DELETE", &path, None),
        )
        .await;
    }

    /// For drops: deletes the kernel from a task on the current runtime, if there is one.
    pub fn delete_in_background(&mut self) {
        for task in &self.tasks {
            task.abort();
        }
        if self.deleted {
            return;
        }
        self.deleted = true;
        if let Ok(handle) = tokio::runtime::Handle::try_current() {
            let http = self.http.clone();
            let request = self.request("DELETE", &format!("/api/kernels/{}", self.id), None);
            if let Ok(request) = request {
                handle.spawn(async move {
                    let _ = http.request(request).await;
                });
            }
        }
    }

    fn request(
        &self,
        method: &str,
        path: &str,
        body: Option<Value>,
    ) -> Result<hyper::Request<Full<Bytes>>, String> {
        let mut builder = hyper::Request::builder()
            .method(method)
            .uri(format!("{}{path}", self.base))
            .header("Content-Type", "application/json");
        if let Some(token) = &self.token {
            builder = builder.header("Authorization", format!("token {token}"));
        }
        if let Some(cookies) = self.cookies.header() {
            builder = builder.header("Cookie", cookies);
        }
        if method != "GET"
            && let Some(xsrf) = self.cookies.get("_xsrf")
        {
            builder = builder.header("X-XSRFToken", xsrf);
        }
        let body = body.map(|b| b.to_string()).unwrap_or_default();
        builder
            .body(Full::new(Bytes::from(body)))
            .map_err(|e| format!("bad request: {e}"))
    }

    /// One REST call. A call Jupyter Server refuses for want of an XSRF token, when no
    /// `_xsrf` cookie is known yet, is made again once after fetching one (the server sets
    /// it with its login page).
    async fn call(
        &self,
        method: &str,
        path: &str,
        body: Option<Value>,
    ) -> Result<(hyper::StatusCode, Vec<u8>), String> {
        let answer = self.call_once(method, path, body.clone()).await?;
        if answer.0 == hyper::StatusCode::FORBIDDEN
            && String::from_utf8_lossy(&answer.1).contains("_xsrf")
            && self.cookies.get("_xsrf").is_none()
        {
            self.call_once("GET", "/login", None).await?;
            if self.cookies.get("_xsrf").is_some() {
                return self.call_once(method, path, body).await;
            }
        }
        Ok(answer)
    }

    async fn call_once(
        &self,
        method: &str,
        path: &str,
        body: Option<Value>,
    ) -> Result<(hyper::StatusCode, Vec<u8>), String> {
        let request = self.request(method, path, body)?;
        let response = self.http.request(request).await.map_err(|e| {
            format!(
                "the server at {} did not answer: {}",
                self.base,
                describe(&e)
            )
        })?;
        let status = response.status();
        self.cookies.update(response.headers());
        let body = Limited::new(response.into_body(), MAX_RESPONSE)
            .collect()
            .await
            .map_err(|e| format!("reading the server's answer: {e}"))?
            .to_bytes();
        Ok((status, body.to_vec()))
    }
}
