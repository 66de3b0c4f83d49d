//! Capped capture of an output stream: the head and the tail are kept, the middle is replaced
//! by a visible marker that says how many bytes were dropped.
//!
//! Keeping the tail matters for agents: the error at the end of a long, noisy run is what the
//! model needs to see.

use std::collections::VecDeque;

use crate::events::{Event, EventSink, Stream, TextChunker};

/// Collects bytes up to a cap; see the module docs. Made [`OutputBuffer::live`], it also sends
/// what it is given to an [`EventSink`] as it comes (see [`crate::events`] for the cap).
#[derive(Debug)]
pub struct OutputBuffer {
    cap: usize,
    head: Vec<u8>,
    tail: VecDeque<u8>,
    total: usize,
    live: Option<TextChunker>,
}

impl OutputBuffer {
    /// A buffer that keeps at most `cap` bytes of what is pushed (plus the marker).
    pub fn new(cap: usize) -> Self {
        OutputBuffer {
            cap,
            head: Vec::new(),
            tail: VecDeque::new(),
            total: 0,
            live: None,
        }
    }

    /// A buffer like [`OutputBuffer::new`] that also sends `stream` chunks to `sink` (when
    /// there is one) as they are pushed; call [`OutputBuffer::end_events`] when the stream
    /// ends.
    pub fn live(cap: usize, stream: Stream, sink: Option<&EventSink>) -> Self {
        OutputBuffer {
            live: sink.map(|s| TextChunker::new(stream, s.clone())),
            ..OutputBuffer::new(cap)
        }
    }

    /// The stream ended: send what is held back (an incomplete character; past the cap, a
    /// `Dropped` event and the stream's last part). Does nothing for a buffer without a sink
    /// or when called again.
    pub fn end_events(&mut self) {
        let Some(mut live) = self.live.take() else {
            return;
        };
        live.flush();
        if self.total <= self.cap {
            return;
        }
        let unsent = self.total - self.cap;
        let shown = unsent.min(self.tail.len());
        let dropped = unsent - shown;
        if dropped > 0 {
            live.sink().emit(Event::Dropped {
                stream: live.stream(),
                bytes: dropped,
                cap: self.cap,
            });
        }
        let last: Vec<u8> = self
            .tail
            .iter()
            .skip(self.tail.len() - shown)
            .copied()
            .collect();
        live.push(&last);
        live.flush();
    }

    /// The bytes seen so far, kept or not.
    pub fn total_len(&self) -> usize {
        self.total
    }

    /// Whether more than the cap has been pushed.
    pub fn is_truncated(&self) -> bool {
        self.total > self.cap
    }

    /// Add bytes.
    pub fn push(&mut self, mut bytes: &[u8]) {
        if let Some(live) = &mut self.live
            && self.total < self.cap
        {
            live.push(&bytes[..bytes.len().min(self.cap - self.total)]);
        }
        self.total += bytes.len();
        let head_cap = self.cap / 2 + self.cap % 2;
        if self.head.len() < head_cap {
            let take = bytes.len().min(head_cap - self.head.len());
            self.head.extend_from_slice(&bytes[..take]);
            bytes = &bytes[take..];
        }
        let tail_cap = self.cap - head_cap;
        if tail_cap == 0 || bytes.is_empty() {
            return;
        }
        if bytes.len() >= tail_cap {
            self.tail.clear();
            self.tail.extend(&bytes[bytes.len() - tail_cap..]);
        } else {
            let overflow = (self.tail.len() + bytes.len()).saturating_sub(tail_cap);
            self.tail.drain(..overflow);
            self.tail.extend(bytes);
        }
    }

    /// The captured text (invalid UTF-8 replaced) and whether it was truncated.
    pub fn finish(&self) -> (String, bool) {
        let head = String::from_utf8_lossy(&self.head);
        let tail_bytes: Vec<u8> = self.tail.iter().copied().collect();
        let tail = String::from_utf8_lossy(&tail_bytes);
        if !self.is_truncated() {
            return (format!("{head}{tail}"), false);
        }
        let omitted = self.total - self.head.len() - self.tail.len();
        (
            format!("{head}{}{tail}", truncation_marker(omitted, self.cap)),
            true,
        )
    }
}

/// The marker that stands where output was dropped.
pub fn truncation_marker(omitted: usize, cap: usize) -> String {
    format!("\n[... belljar: {omitted} bytes of output omitted; the cap is {cap} bytes ...]\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_output_is_kept_whole() {
        let mut buf = OutputBuffer::new(100);
        buf.push(b"hello ");
        buf.push(b"world");
        assert_eq!(buf.finish(), ("hello world".to_string(), false));
    }

    #[test]
    fn long_output_keeps_head_and_tail_with_marker() {
        let mut buf = OutputBuffer::new(10);
        for i in 0..100u8 {
            buf.push(&[b'a' + (i % 26)]);
        }
        let (text, truncated) = buf.finish();
        assert!(truncated);
        assert!(text.starts_with("abcde"));
        assert!(text.ends_with("rstuv"), "{text}");
        assert!(text.contains("90 bytes of output omitted"), "{text}");
    }

    #[test]
    fn one_big_push_is_capped() {
        let mut buf = OutputBuffer::new(8);
        buf.push(&[b'x'; 1000]);
        buf.push(b"END");
        let (text, truncated) = buf.finish();
        assert!(truncated);
        assert!(text.starts_with("xxxx\n"));
        assert!(text.ends_with("xEND"));
        assert!(text.contains("995 bytes"));
    }

    fn live_events(cap: usize, pushes: &[&[u8]]) -> Vec<Event> {
        let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let s = seen.clone();
        let sink = EventSink::new(move |e| s.lock().unwrap().push(e));
        let mut buf = OutputBuffer::live(cap, Stream::Stdout, Some(&sink));
        for p in pushes {
            buf.push(p);
        }
        buf.end_events();
        buf.end_events();
        seen.lock().unwrap().clone()
    }

    #[test]
    fn live_buffers_send_chunks_as_they_come() {
        assert_eq!(
            live_events(100, &[b"a\n", b"b"]),
            [
                Event::text(Stream::Stdout, "a\n"),
                Event::text(Stream::Stdout, "b")
            ]
        );
    }

    #[test]
    fn live_buffers_past_the_cap_say_what_was_dropped_then_show_the_end() {
        let events = live_events(10, &[b"0123456", b"789abcdefghijklmnopqrstuvwxyz"]);
        assert_eq!(
            events,
            [
                Event::text(Stream::Stdout, "0123456"),
                Event::text(Stream::Stdout, "789"),
                Event::Dropped {
                    stream: Stream::Stdout,
                    bytes: 21,
                    cap: 10
                },
                Event::text(Stream::Stdout, "vwxyz"),
            ]
        );
        // Just past the cap: nothing dropped, the rest shown at the end.
        let events = live_events(10, &[b"0123456789", b"ab"]);
        assert_eq!(
            events,
            [
                Event::text(Stream::Stdout, "0123456789"),
                Event::text(Stream::Stdout, "ab"),
            ]
        );
    }

    #[test]
    fn exactly_the_cap_is_not_truncated() {
        let mut buf = OutputBuffer::new(6);
        buf.push(b"abcdef");
        assert_eq!(buf.finish(), ("abcdef".to_string(), false));
    }
}
