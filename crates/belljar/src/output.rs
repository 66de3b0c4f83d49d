//! Capped capture of an output stream: the head and the tail are kept, the middle is replaced
//! by a visible marker that says how many bytes were dropped.
//!
//! Keeping the tail matters for agents: the error at the end of a long, noisy run is what the
//! model needs to see.

use std::collections::VecDeque;

/// Collects bytes up to a cap; see the module docs.
#[derive(Debug, Clone)]
pub struct OutputBuffer {
    cap: usize,
    head: Vec<u8>,
    tail: VecDeque<u8>,
    total: usize,
}

impl OutputBuffer {
    /// A buffer that keeps at most `cap` bytes of what is pushed (plus the marker).
    pub fn new(cap: usize) -> Self {
        OutputBuffer {
            cap,
            head: Vec::new(),
            tail: VecDeque::new(),
            total: 0,
        }
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

    #[test]
    fn exactly_the_cap_is_not_truncated() {
        let mut buf = OutputBuffer::new(6);
        buf.push(b"abcdef");
        assert_eq!(buf.finish(), ("abcdef".to_string(), false));
    }
}
