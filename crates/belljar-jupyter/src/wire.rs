//! The Jupyter wire protocol: multipart ZeroMQ messages signed with HMAC-SHA256.
//!
//! A message is `[identities…, "<IDS|MSG>", signature, header, parent_header, metadata,
//! content, buffers…]`; the signature is the hex HMAC of the four JSON parts under the
//! connection's key. Kernel output is untrusted: a message whose signature does not verify is
//! dropped, parts are size-checked before any JSON is parsed, and everything is parsed as
//! plain JSON values (never into objects that could run code).

use bytes::Bytes;
use hmac::{Hmac, Mac};
use serde_json::{Value, json};
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

const DELIMITER: &[u8] = b"<IDS|MSG>";

/// The largest header or parent header accepted (they are small in every real kernel).
const MAX_HEADER: usize = 64 << 10;

/// A message from the kernel, checked and parsed.
#[derive(Debug, Clone)]
pub struct Incoming {
    /// `header.msg_type`, e.g. `"stream"`.
    pub msg_type: String,
    /// `parent_header.msg_id`: the request this message answers, if any.
    pub parent: Option<String>,
    /// The content; `Value::Null` when it was over the cap (see `oversized`).
    pub content: Value,
    /// The size of a content part that exceeded the cap and was not parsed.
    pub oversized: Option<usize>,
}

/// Signs and checks messages of one connection.
#[derive(Clone)]
pub struct Signer {
    key: Vec<u8>,
    session: String,
    counter: std::sync::Arc<std::sync::atomic::AtomicU64>,
}

impl Signer {
    /// A signer for `key` (the connection file's key) and client `session` id.
    pub fn new(key: &str, session: &str) -> Self {
        Signer {
            key: key.as_bytes().to_vec(),
            session: session.to_string(),
            counter: Default::default(),
        }
    }

    fn mac(&self) -> HmacSha256 {
        HmacSha256::new_from_slice(&self.key).expect("HMAC takes keys of any length")
    }

    /// A new header for a request of `msg_type`: its msg_id and the header.
    pub fn header(&self, msg_type: &str) -> (String, Value) {
        let n = self
            .counter
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let msg_id = format!("{}_{n}", self.session);
        let header = json!({
            "msg_id": msg_id,
            "msg_type": msg_type,
            "username": "belljar",
            "session": self.session,
            "date": iso_now(),
            "version": "5.3",
        });
        (msg_id, header)
    }

    /// A request of `msg_type` with `content`: its msg_id and the frames to send.
    pub fn request(&self, msg_type: &str, content: Value) -> (String, zeromq::ZmqMessage) {
        let (msg_id, header) = self.header(msg_type);
        let parts: Vec<Vec<u8>> = [&header, &json!({}), &json!({}), &content]
            .iter()
            .map(|v| serde_json::to_vec(v).expect("JSON values serialize"))
            .collect();
        let mut mac = self.mac();
        for part in &parts {
            mac.update(part);
        }
        let signature = hex::encode(mac.finalize().into_bytes());
        let mut frames: Vec<Bytes> = vec![Bytes::from_static(DELIMITER), signature.into()];
        frames.extend(parts.into_iter().map(Bytes::from));
        let message = zeromq::ZmqMessage::try_from(frames).expect("frames are not empty");
        (msg_id, message)
    }

    /// Parses a message of a server's websocket channels (JSON text: `header`,
    /// `parent_header`, `content`, `channel`; the server checked the kernel's signature).
    /// `cap` bounds the text: a larger message's content is not kept.
    pub fn parse_json(text: &str, cap: usize) -> Option<Incoming> {
        if text.len() > cap {
            // Only the header is wanted: find the type and parent without keeping the rest.
            let value: Value = serde_json::from_str(text).ok()?;
            let mut incoming = Self::from_value(value)?;
            incoming.content = Value::Null;
            incoming.oversized = Some(text.len());
            return Some(incoming);
        }
        Self::from_value(serde_json::from_str(text).ok()?)
    }

    fn from_value(value: Value) -> Option<Incoming> {
        let msg_type = value.pointer("/header/msg_type")?.as_str()?.to_string();
        let parent = value
            .pointer("/parent_header/msg_id")
            .and_then(Value::as_str)
            .map(str::to_string);
        let content = value.get("content").cloned().unwrap_or(Value::Null);
        Some(Incoming {
            msg_type,
            parent,
            content,
            oversized: None,
        })
    }

    /// Checks and parses `message`. `cap` bounds the content part: a larger one is not
    /// parsed (see [`Incoming::oversized`]). `None` for a message that is malformed or not
    /// signed with the connection's key.
    pub fn parse(&self, message: zeromq::ZmqMessage, cap: usize) -> Option<Incoming> {
        let frames = message.into_vec();
        let at = frames.iter().position(|f| f.as_ref() == DELIMITER)?;
        let rest = &frames[at + 1..];
        if rest.len() < 5 {
            return None;
        }
        let (signature, parts) = (&rest[0], &rest[1..5]);
        if parts[0].len() > MAX_HEADER || parts[1].len() > MAX_HEADER {
            return None;
        }
        let mut mac = self.mac();
        for part in parts {
            mac.update(part);
        }
        let signature = hex::decode(signature).ok()?;
        mac.verify_slice(&signature).ok()?;
        let header: Value = serde_json::from_slice(&parts[0]).ok()?;
        let msg_type = header.get("msg_type")?.as_str()?.to_string();
        let parent = serde_json::from_slice::<Value>(&parts[1])
            .ok()
            .and_then(|p| p.get("msg_id").and_then(Value::as_str).map(str::to_string));
        let (content, oversized) = if parts[3].len() > cap {
            (Value::Null, Some(parts[3].len()))
        } else {
            (serde_json::from_slice(&parts[3]).ok()?, None)
        };
        Some(Incoming {
            msg_type,
            parent,
            content,
            oversized,
        })
    }
}

/// The current UTC time in ISO 8601, as message headers carry it.
fn iso_now() -> String {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    let secs = now.as_secs();
    let (days, rem) = (secs / 86_400, secs % 86_400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{:06}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60,
        now.subsec_micros()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signed_request_parses_back_and_a_forged_one_does_not() {
        let signer = Signer::new("secret", "s1");
        let (id, message) = signer.request("execute_request", json!({"code": "1"}));
        // Shape the request like a reply: the same frames parse with the same key.
        let parsed = signer.parse(message.clone(), 1 << 20).expect("verifies");
        assert_eq!(parsed.msg_type, "execute_request");
        assert_eq!(parsed.content["code"], "1");
        assert!(id.starts_with("s1_"));
        assert!(
            Signer::new("other", "s1")
                .parse(message.clone(), 1 << 20)
                .is_none()
        );
        let big = signer.parse(message, 4).expect("header still verifies");
        assert_eq!(big.content, Value::Null);
        assert!(big.oversized.is_some());
    }

    #[test]
    fn dates_are_iso() {
        let d = iso_now();
        assert_eq!(d.len(), 27, "{d}");
        assert!(d.ends_with('Z') && d.as_bytes()[10] == b'T');
    }
}
