//! Live events of an execution: what the code prints, as it prints it, then the result.
//!
//! A caller that wants output while the code runs puts an [`EventSink`] in
//! [`ExecOptions::events`](crate::ExecOptions::events). The backend calls it with
//! [`Event::Stdout`] / [`Event::Stderr`] chunks in the order it learns of them, an
//! [`Event::Dropped`] where the output cap cut a stream, an [`Event::File`] for each rich
//! output, and last [`Event::Result`] with the
//! same [`ExecResult`] that `execute` returns. Without a sink an executor behaves exactly as
//! it does with one, minus the calls.
//!
//! The output cap applies to events too. A stream's first `cap` bytes are sent as they come;
//! what comes after is held back, and when the execution ends a `Dropped` event says how many
//! bytes were dropped and the stream's last part follows (the part the result ends with, which
//! is where the error usually is). The result itself keeps half the cap from the start and half
//! from the end, so a stream past the cap shows a little more of the middle than the result.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::result::{ExecResult, OutputFile};

/// Which output stream a chunk belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stream {
    /// Standard output.
    Stdout,
    /// Standard error.
    Stderr,
}

/// One thing that happened during an execution.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "lowercase")]
pub enum Event {
    /// Text the code wrote to stdout.
    Stdout {
        /// The text (invalid UTF-8 replaced, a character never split between two chunks).
        text: String,
    },
    /// Text the code wrote to stderr.
    Stderr {
        /// The text (invalid UTF-8 replaced, a character never split between two chunks).
        text: String,
    },
    /// The output cap cut `stream` here: `bytes` bytes were dropped. Sent when the execution
    /// ends; the stream's last part follows as ordinary chunks.
    Dropped {
        /// The stream that was cut.
        stream: Stream,
        /// How many bytes were dropped.
        bytes: usize,
        /// The cap, in bytes.
        cap: usize,
    },
    /// A rich output the code produced (a saved figure, an HTML rendering), sent when the
    /// backend learns of it: the process backend's Python session saves them when the block
    /// ends, so they come just before the result (which lists them too, in `files`).
    File(OutputFile),
    /// The execution ended; the same result `execute` returns. Always the last event.
    Result(Box<ExecResult>),
}

impl Event {
    /// A text chunk of `stream`.
    pub fn text(stream: Stream, text: impl Into<String>) -> Event {
        match stream {
            Stream::Stdout => Event::Stdout { text: text.into() },
            Stream::Stderr => Event::Stderr { text: text.into() },
        }
    }
}

/// Where an execution's events go: a function called on the backend's own thread or task,
/// in order. It should return quickly (hand the event to a channel for slow work).
#[derive(Clone)]
pub struct EventSink(Arc<dyn Fn(Event) + Send + Sync>);

impl EventSink {
    /// A sink calling `f` with each event.
    pub fn new(f: impl Fn(Event) + Send + Sync + 'static) -> EventSink {
        EventSink(Arc::new(f))
    }

    /// Send one event.
    pub fn emit(&self, event: Event) {
        (self.0)(event)
    }
}

impl std::fmt::Debug for EventSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("EventSink")
    }
}

/// Two sinks are equal when they are the same function (clones of one sink).
impl PartialEq for EventSink {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// Turns byte chunks of one stream into text events without splitting a UTF-8 character:
/// an incomplete sequence at the end of a chunk waits for the next one.
#[derive(Debug)]
pub struct TextChunker {
    stream: Stream,
    sink: EventSink,
    carry: Vec<u8>,
}

impl TextChunker {
    /// A chunker sending `stream` events to `sink`.
    pub fn new(stream: Stream, sink: EventSink) -> TextChunker {
        TextChunker {
            stream,
            sink,
            carry: Vec::new(),
        }
    }

    /// The sink it sends to.
    pub fn sink(&self) -> &EventSink {
        &self.sink
    }

    /// The stream it sends.
    pub fn stream(&self) -> Stream {
        self.stream
    }

    /// Send `bytes` (after what an earlier call kept back).
    pub fn push(&mut self, bytes: &[u8]) {
        if bytes.is_empty() {
            return;
        }
        let mut data = std::mem::take(&mut self.carry);
        data.extend_from_slice(bytes);
        let keep = incomplete_suffix(&data);
        self.carry = data.split_off(data.len() - keep);
        if !data.is_empty() {
            self.sink
                .emit(Event::text(self.stream, String::from_utf8_lossy(&data)));
        }
    }

    /// Send what was kept back (an incomplete character, replaced).
    pub fn flush(&mut self) {
        if !self.carry.is_empty() {
            let data = std::mem::take(&mut self.carry);
            self.sink
                .emit(Event::text(self.stream, String::from_utf8_lossy(&data)));
        }
    }
}

/// How many bytes at the end of `data` start a UTF-8 character that is not complete yet.
fn incomplete_suffix(data: &[u8]) -> usize {
    // A character is at most 4 bytes: look at the last 3 for the start of one.
    for back in 1..=3.min(data.len()) {
        let b = data[data.len() - back];
        if b & 0xC0 == 0x80 {
            continue; // a continuation byte: keep looking for the lead byte
        }
        let need = match b {
            0xC0..=0xDF => 2,
            0xE0..=0xEF => 3,
            0xF0..=0xF7 => 4,
            _ => return 0,
        };
        return if need > back { back } else { 0 };
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    fn collecting() -> (EventSink, Arc<Mutex<Vec<Event>>>) {
        let seen = Arc::new(Mutex::new(Vec::new()));
        let s = seen.clone();
        (EventSink::new(move |e| s.lock().unwrap().push(e)), seen)
    }

    #[test]
    fn characters_are_never_split_between_chunks() {
        let (sink, seen) = collecting();
        let mut c = TextChunker::new(Stream::Stdout, sink);
        let text = "a€b😀c".as_bytes();
        for b in text {
            c.push(&[*b]);
        }
        c.flush();
        let got: Vec<String> = seen
            .lock()
            .unwrap()
            .iter()
            .map(|e| match e {
                Event::Stdout { text } => text.clone(),
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(got, ["a", "€", "b", "😀", "c"]);
    }

    #[test]
    fn an_incomplete_character_at_the_end_is_replaced() {
        let (sink, seen) = collecting();
        let mut c = TextChunker::new(Stream::Stderr, sink);
        c.push(b"x\xE2\x82");
        c.flush();
        assert_eq!(
            *seen.lock().unwrap(),
            [
                Event::text(Stream::Stderr, "x"),
                Event::text(Stream::Stderr, "\u{FFFD}")
            ]
        );
    }

    #[test]
    fn events_serialize_with_an_event_tag() {
        let e = Event::text(Stream::Stdout, "hi\n");
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            r#"{"event":"stdout","text":"hi\n"}"#
        );
        let d = Event::Dropped {
            stream: Stream::Stderr,
            bytes: 5,
            cap: 10,
        };
        assert_eq!(
            serde_json::to_string(&d).unwrap(),
            r#"{"event":"dropped","stream":"stderr","bytes":5,"cap":10}"#
        );
        let r = Event::Result(Box::new(ExecResult::new(
            crate::result::Status::Ok,
            "python",
        )));
        let v: serde_json::Value = serde_json::to_value(&r).unwrap();
        assert_eq!(v["event"], "result");
        assert_eq!(v["status"], "ok");
    }
}
