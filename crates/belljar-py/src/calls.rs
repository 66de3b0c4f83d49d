//! What `_Core` (the interpreter) and `_SandboxCore` (the other backends) share about their
//! calls: taking the session's lock without waiting ([`try_lock`]: a call that would wait is
//! refused as busy), and the cancellation token of the call running now ([`Running`]), which
//! another thread's `cancel()` reaches without the lock the call holds.

use std::sync::{Mutex, MutexGuard, TryLockError};

use belljar::CancellationToken;
use pyo3::prelude::*;

use crate::SessionError;

/// Lock `m`, taking the value even if a panicking thread poisoned it.
pub fn lock_ignoring_poison<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Lock `m` now (a poisoned lock is taken anyway); `belljar.SessionError` with `busy` when
/// another call holds it, since calls of one session cannot overlap.
pub fn try_lock<'a, T>(m: &'a Mutex<T>, busy: &str) -> PyResult<MutexGuard<'a, T>> {
    match m.try_lock() {
        Ok(g) => Ok(g),
        Err(TryLockError::Poisoned(e)) => Ok(e.into_inner()),
        Err(TryLockError::WouldBlock) => Err(SessionError::new_err(busy.to_string())),
    }
}

/// The cancellation token of the call running now, if any.
#[derive(Default)]
pub struct Running(Mutex<Option<CancellationToken>>);

impl Running {
    /// A fresh token for the call starting now, kept until [`Running::end`].
    pub fn begin(&self) -> CancellationToken {
        let token = CancellationToken::new();
        *lock_ignoring_poison(&self.0) = Some(token.clone());
        token
    }

    /// The call has ended.
    pub fn end(&self) {
        *lock_ignoring_poison(&self.0) = None;
    }

    /// Cancel the call running now, from any thread; nothing when none runs.
    pub fn cancel(&self) {
        if let Some(token) = lock_ignoring_poison(&self.0).as_ref() {
            token.cancel();
        }
    }
}

/// Whether the session behind `m` was closed (`closed` reads it), waiting for a running call.
pub fn is_closed<T>(m: &Mutex<T>, closed: impl Fn(&T) -> bool) -> bool {
    closed(&lock_ignoring_poison(m))
}
