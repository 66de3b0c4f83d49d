//! A kernel on a Jupyter Server or Kernel Gateway: created, interrupted and deleted over the
//! REST API (`/api/kernels`), spoken to over its websocket channels
//! (`/api/kernels/<id>/channels`, JSON messages with a `channel` field). The token goes in an
//! `Authorization: token …` header. Plain `http://`/`ws://` only (no TLS in this build).

use bytes::Bytes;
use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full, Limited};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use serde_json::{Value, json};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;

use crate::wire::{Incoming, Signer};

/// Where a server is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Server {
    /// Its base URL, e.g. `http://127.0.0.1:8888` (a path prefix is kept).
    pub url: String,
    /// Its token, if it wants one.
    pub token: Option<String>,
}

/// The largest REST response read.
const MAX_RESPONSE: usize = 1 << 20;

/// A kernel on a server, and the tasks that carry its channels.
pub struct Remote {
    http: Client<HttpConnector, Full<Bytes>>,
    base: String,
    token: Option<String>,
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
        if !base.starts_with("http://") {
            return Err(format!(
                "the server URL {base:?} is not http:// (https is not supported by this build)"
            ));
        }
        let http = Client::builder(TokioExecutor::new()).build_http();
        let mut remote = Remote {
            http,
            base,
            token: server.token.clone(),
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
        let config = WebSocketConfig::default()
            .max_message_size(Some(cap.saturating_mul(2)))
            .max_frame_size(Some(cap.saturating_mul(2)));
        let (stream, _) = tokio_tungstenite::connect_async_with_config(request, Some(config), true)
            .await
            .map_err(|e| format!("could not open the kernel's channels: {e}"))?;
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
        let body = body.map(|b| b.to_string()).unwrap_or_default();
        builder
            .body(Full::new(Bytes::from(body)))
            .map_err(|e| format!("bad request: {e}"))
    }

    async fn call(
        &self,
        method: &str,
        path: &str,
        body: Option<Value>,
    ) -> Result<(hyper::StatusCode, Vec<u8>), String> {
        let request = self.request(method, path, body)?;
        let response = self
            .http
            .request(request)
            .await
            .map_err(|e| format!("the server at {} did not answer: {e}", self.base))?;
        let status = response.status();
        let body = Limited::new(response.into_body(), MAX_RESPONSE)
            .collect()
            .await
            .map_err(|e| format!("reading the server's answer: {e}"))?
            .to_bytes();
        Ok((status, body.to_vec()))
    }
}
