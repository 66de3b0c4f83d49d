//! The one error type of the text algorithms: a Python exception kind plus CPython's message text.

use std::fmt;

/// Which Python exception a [`TextError`] becomes; the VM maps these one to one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// `ValueError`.
    ValueError,
    /// `TypeError`.
    TypeError,
    /// `OverflowError`.
    OverflowError,
    /// `KeyError` (the message is the `repr` of the missing key, as CPython prints it).
    KeyError,
    /// `IndexError`.
    IndexError,
    /// Not a Python exception: the result would exceed the caller's size limit (`max_len`), so
    /// nothing was allocated. The VM turns this into its memory limit, which code cannot catch.
    LimitExceeded,
}

/// An error from a text algorithm: the Python exception kind and its exact CPython message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextError {
    /// The exception kind.
    pub kind: ErrorKind,
    /// The message, exactly as CPython 3.11 words it.
    pub message: String,
}

impl TextError {
    /// A `ValueError` with `message`.
    pub fn value(message: impl Into<String>) -> Self {
        TextError {
            kind: ErrorKind::ValueError,
            message: message.into(),
        }
    }

    /// A `TypeError` with `message`.
    pub fn type_error(message: impl Into<String>) -> Self {
        TextError {
            kind: ErrorKind::TypeError,
            message: message.into(),
        }
    }

    /// An `OverflowError` with `message`.
    pub fn overflow(message: impl Into<String>) -> Self {
        TextError {
            kind: ErrorKind::OverflowError,
            message: message.into(),
        }
    }

    /// A `KeyError`; `key_repr` is the `repr` of the missing key.
    pub fn key(key_repr: impl Into<String>) -> Self {
        TextError {
            kind: ErrorKind::KeyError,
            message: key_repr.into(),
        }
    }

    /// The size-limit error: a result of `requested` characters (or more) was refused before
    /// being built because it exceeds `limit`.
    pub fn limit(requested: u128, limit: usize) -> Self {
        TextError {
            kind: ErrorKind::LimitExceeded,
            message: format!(
                "string of {requested} characters exceeds the size limit of {limit} characters"
            ),
        }
    }
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self.kind {
            ErrorKind::ValueError => "ValueError",
            ErrorKind::TypeError => "TypeError",
            ErrorKind::OverflowError => "OverflowError",
            ErrorKind::KeyError => "KeyError",
            ErrorKind::IndexError => "IndexError",
            ErrorKind::LimitExceeded => "limit exceeded",
        };
        write!(f, "{name}: {}", self.message)
    }
}

impl std::error::Error for TextError {}

/// Result alias for the text algorithms.
pub type TextResult<T> = Result<T, TextError>;
