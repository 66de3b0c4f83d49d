//! [`Limits`]: the one set of limits a session runs under, on every backend.
//!
//! A session's limits are fixed when it is made (the backend's constructor, or the limits of a
//! backend spec) and hold for each of its executions; a backend that offers it can change them
//! between executions (`set_limits`). Each backend enforces some of the fields and says which
//! ([`Limit`]); a field it cannot enforce is refused when the session is made
//! ([`Limits::refuse_unenforced`], [`UnenforceableLimit`]), never ignored.
//!
//! Knobs that only one mechanism has (the sandbox's process count, CPU time, file size,
//! descriptors, tmpfs size) are not limits a user sets per session: they stay settings of the
//! process backend's sandbox (`belljar_process::SandboxSettings`), with safe defaults.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::executor::{DEFAULT_MAX_OUTPUT_BYTES, DEFAULT_TIMEOUT};

/// The default memory limit: 512 MiB.
pub const DEFAULT_MEMORY_BYTES: u64 = 512 << 20;

/// The limits of a session. `Default` gives a 60 s timeout, a 1 MiB output cap, 512 MiB of
/// memory, no instruction budget and the backend's own recursion limit.
///
/// Serialized with the timeout in seconds (`{"timeout": 2.5, "max_output_bytes": 65536,
/// "memory_bytes": null, …}`); a missing field takes its default.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Limits {
    /// Wall-clock limit of each execution; `None` for none. Status `timeout` past it.
    #[serde(with = "secs")]
    pub timeout: Option<Duration>,
    /// Cap on each of stdout and stderr, in bytes. Past it the middle is dropped and a marker
    /// says how much (the interpreter stops the code at four times the cap: docs/json.md).
    pub max_output_bytes: usize,
    /// Memory the session may use, in bytes; `None` for no limit. The interpreter counts what
    /// the session allocates; the process backend's sandbox limits the whole sandbox (a memory
    /// cgroup, else an address-space rlimit per process).
    pub memory_bytes: Option<u64>,
    /// Budget of interpreter instructions per execution; `None` for none. Only a backend that
    /// executes the bytecode itself (the interpreter) can count them.
    pub max_instructions: Option<u64>,
    /// Deepest Python call nesting (`RecursionError` past it); `None` for the backend's own
    /// (1000 on the interpreter, as CPython's default).
    pub max_recursion: Option<u32>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            timeout: Some(DEFAULT_TIMEOUT),
            max_output_bytes: DEFAULT_MAX_OUTPUT_BYTES,
            memory_bytes: Some(DEFAULT_MEMORY_BYTES),
            max_instructions: None,
            max_recursion: None,
        }
    }
}

/// One field of [`Limits`], for saying which ones a backend enforces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Limit {
    /// [`Limits::timeout`].
    Timeout,
    /// [`Limits::max_output_bytes`].
    MaxOutputBytes,
    /// [`Limits::memory_bytes`].
    MemoryBytes,
    /// [`Limits::max_instructions`].
    MaxInstructions,
    /// [`Limits::max_recursion`].
    MaxRecursion,
}

impl Limit {
    /// Every field, in declaration order.
    pub const ALL: &'static [Limit] = &[
        Limit::Timeout,
        Limit::MaxOutputBytes,
        Limit::MemoryBytes,
        Limit::MaxInstructions,
        Limit::MaxRecursion,
    ];

    /// The field's name, as serialized.
    pub fn name(self) -> &'static str {
        match self {
            Limit::Timeout => "timeout",
            Limit::MaxOutputBytes => "max_output_bytes",
            Limit::MemoryBytes => "memory_bytes",
            Limit::MaxInstructions => "max_instructions",
            Limit::MaxRecursion => "max_recursion",
        }
    }
}

impl Limits {
    /// Limits with nothing limited but the output cap (which always has a value): no timeout,
    /// memory, instruction or recursion limit of Belljar's own.
    pub fn unlimited() -> Self {
        Limits {
            timeout: None,
            max_output_bytes: DEFAULT_MAX_OUTPUT_BYTES,
            memory_bytes: None,
            max_instructions: None,
            max_recursion: None,
        }
    }

    /// The fields that ask for something: those set to a value (`max_output_bytes` always
    /// does).
    pub fn requested(&self) -> Vec<Limit> {
        Limit::ALL
            .iter()
            .copied()
            .filter(|limit| match limit {
                Limit::Timeout => self.timeout.is_some(),
                Limit::MaxOutputBytes => true,
                Limit::MemoryBytes => self.memory_bytes.is_some(),
                Limit::MaxInstructions => self.max_instructions.is_some(),
                Limit::MaxRecursion => self.max_recursion.is_some(),
            })
            .collect()
    }

    /// `Ok` when `backend` enforces every requested field (`enforced` lists what it can);
    /// otherwise the first field it cannot, with `why`.
    pub fn refuse_unenforced(
        &self,
        backend: &str,
        enforced: &[Limit],
        why: impl Fn(Limit) -> String,
    ) -> Result<(), UnenforceableLimit> {
        match self.requested().into_iter().find(|l| !enforced.contains(l)) {
            None => Ok(()),
            Some(limit) => Err(UnenforceableLimit {
                backend: backend.to_string(),
                limit,
                reason: why(limit),
            }),
        }
    }
}

/// A limit was asked of a backend that cannot enforce it; the session is not made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the {backend} backend cannot enforce the limit {} ({reason}); leave it unset", limit.name())]
pub struct UnenforceableLimit {
    /// The backend's name.
    pub backend: String,
    /// The field it cannot enforce.
    pub limit: Limit,
    /// Why not.
    pub reason: String,
}

/// `Option<Duration>` as a number of seconds (or `null`).
mod secs {
    use std::time::Duration;

    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(value: &Option<Duration>, s: S) -> Result<S::Ok, S::Error> {
        match value {
            Some(d) => s.serialize_f64(d.as_secs_f64()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Duration>, D::Error> {
        let secs: Option<f64> = Option::deserialize(d)?;
        secs.map(|s| {
            Duration::try_from_secs_f64(s).map_err(|_| {
                serde::de::Error::custom(format!(
                    "timeout must be a non-negative number of seconds, not {s}"
                ))
            })
        })
        .transpose()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_round_trip_through_json_with_the_timeout_in_seconds() {
        let limits = Limits {
            timeout: Some(Duration::from_millis(2500)),
            max_instructions: Some(10),
            ..Limits::default()
        };
        let json = serde_json::to_value(&limits).unwrap();
        assert_eq!(json["timeout"], 2.5);
        assert_eq!(json["max_instructions"], 10);
        let back: Limits = serde_json::from_value(json).unwrap();
        assert_eq!(back, limits);
        let partial: Limits = serde_json::from_str(r#"{"timeout": null}"#).unwrap();
        assert_eq!(partial.timeout, None);
        assert_eq!(partial.memory_bytes, Some(DEFAULT_MEMORY_BYTES));
        assert!(serde_json::from_str::<Limits>(r#"{"timeout": -1}"#).is_err());
        assert!(serde_json::from_str::<Limits>(r#"{"memory": 1}"#).is_err());
    }

    #[test]
    fn an_unenforced_request_is_refused_with_its_name() {
        let limits = Limits {
            max_instructions: Some(5),
            ..Limits::default()
        };
        let enforced = [Limit::Timeout, Limit::MaxOutputBytes, Limit::MemoryBytes];
        let err = limits
            .refuse_unenforced("process", &enforced, |_| "no bytecode".into())
            .unwrap_err();
        assert_eq!(err.limit, Limit::MaxInstructions);
        assert_eq!(
            err.to_string(),
            "the process backend cannot enforce the limit max_instructions (no bytecode); \
             leave it unset"
        );
        assert!(
            Limits::default()
                .refuse_unenforced("process", &enforced, |_| String::new())
                .is_ok()
        );
        assert_eq!(Limits::unlimited().requested(), vec![Limit::MaxOutputBytes]);
    }
}
