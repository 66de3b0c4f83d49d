//! A pool of pre-warmed CPython sessions, so that a session's start is not on the user's
//! critical path (the same idea as E2B's warm sandboxes or a Jupyter kernel pool).
//!
//! An executor keeps up to `ProcessConfig::warm_sessions` sessions starting or started in the
//! background, each launched exactly as a cold one would be (same interpreter, working
//! directory, environment and sandbox settings) and each running nothing but the driver. Taking
//! one pings it first: a session that died while it waited is discarded, never handed out.
//! A session leaves the pool at most once — after it is handed out it belongs to that
//! executor's user until it ends — so no state can pass from one user's code to another's.
//! Dropping the pool (executor close, restart of another directory, drop) kills every session
//! in it, also those still starting.

use std::collections::{BTreeMap, VecDeque};
use std::path::PathBuf;

use belljar::ErrorKind;
use tokio::task::JoinHandle;

use belljar_launch::{Command, LaunchError};

use super::{PythonSession, driver_args};
use crate::launch::{ProcessLauncher, Sandboxing};

/// Everything that decides what a session looks like from the inside. A warm session is only
/// handed out for exactly the recipe it was started with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Recipe {
    /// The interpreter.
    pub python: PathBuf,
    /// The working directory (bound at `/work` in the sandbox).
    pub dir: PathBuf,
    /// The caller's extra environment variables (`ExecOptions::env`).
    pub env: BTreeMap<String, String>,
    /// Sandbox settings, or the explicit opt-out.
    pub sandboxing: Sandboxing,
}

/// Why a session could not start: `OSError` when the process or sandbox could not be
/// launched, `BackendUnavailable` when the driver did not come up.
pub(crate) type StartFailure = LaunchError;

/// Starts a session for `recipe` now (the cold path, also used by the pool's tasks).
pub(crate) async fn start(recipe: &Recipe) -> Result<PythonSession, StartFailure> {
    let mut env = crate::env::minimal_env(&recipe.python, &recipe.dir, &recipe.env);
    env.entry("MPLBACKEND".into())
        .or_insert_with(|| "Agg".into());
    let command = Command {
        program: recipe.python.to_string_lossy().into_owned(),
        args: driver_args(),
        workdir: recipe.dir.to_string_lossy().into_owned(),
        env,
        wall: None,
    };
    let mut launcher = ProcessLauncher::new(&recipe.sandboxing, None);
    PythonSession::launch(&mut launcher, &command).await
}

/// One pooled session: still starting in a background task, or started and idle.
enum Entry {
    Starting(JoinHandle<Result<PythonSession, StartFailure>>),
    Ready(PythonSession),
}

/// The warm sessions of one executor.
pub(crate) struct WarmPool {
    size: usize,
    recipe: Option<Recipe>,
    entries: VecDeque<Entry>,
}

impl std::fmt::Debug for WarmPool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WarmPool")
            .field("size", &self.size)
            .field("entries", &self.entries.len())
            .finish()
    }
}

impl WarmPool {
    /// A pool that keeps `size` sessions warm (0 disables it).
    pub(crate) fn new(size: usize) -> Self {
        WarmPool {
            size,
            recipe: None,
            entries: VecDeque::new(),
        }
    }

    /// Starts background sessions for `recipe` until `size` are starting or ready. Sessions
    /// made for another recipe are killed first. Must be called inside a tokio runtime.
    pub(crate) fn fill(&mut self, recipe: &Recipe) {
        if self.size == 0 {
            return;
        }
        if self.recipe.as_ref() != Some(recipe) {
            self.clear();
            self.recipe = Some(recipe.clone());
        }
        while self.entries.len() < self.size {
            let recipe = recipe.clone();
            // One ping right after the start also runs the driver's reply path once, so
            // the first ping at hand-out is as fast as any later one.
            let task = tokio::spawn(async move {
                let mut session = start(&recipe).await?;
                if session.ping().await {
                    Ok(session)
                } else {
                    Err(LaunchError::new(
                        ErrorKind::BackendUnavailable,
                        "the session did not answer its first ping",
                    ))
                }
            });
            self.entries.push_back(Entry::Starting(task));
        }
    }

    /// A live, never-used session for `recipe`, if the pool holds or is starting one. Waits
    /// for one that is still starting (it began earlier than a cold start would). Sessions
    /// that died or do not answer a ping are discarded.
    pub(crate) async fn take(&mut self, recipe: &Recipe) -> Option<PythonSession> {
        if self.recipe.as_ref() != Some(recipe) {
            self.clear();
            return None;
        }
        while let Some(entry) = self.entries.pop_front() {
            let session = match entry {
                Entry::Ready(session) => Some(session),
                Entry::Starting(task) => task.await.ok().and_then(Result::ok),
            };
            if let Some(mut session) = session
                && session.ping().await
            {
                return Some(session);
            }
        }
        None
    }

    /// Waits until every session in the pool has finished starting; returns how many are
    /// ready (failed starts are dropped).
    pub(crate) async fn wait_ready(&mut self) -> usize {
        let mut ready = VecDeque::new();
        while let Some(entry) = self.entries.pop_front() {
            match entry {
                Entry::Ready(session) => ready.push_back(Entry::Ready(session)),
                Entry::Starting(task) => {
                    if let Ok(Ok(session)) = task.await {
                        ready.push_back(Entry::Ready(session));
                    }
                }
            }
        }
        self.entries = ready;
        self.entries.len()
    }

    /// Kills every pooled session (those still starting are killed as their start ends).
    pub(crate) fn clear(&mut self) {
        // Dropping a ready session kills its sandbox (or process). A session still starting
        // is aborted: its task is dropped at its next await, and whatever it had launched is
        // killed with it (a cancelled sandbox spawn kills what it forked; a launched but not
        // yet ready session drops its child, which kills it). Were the task to finish first,
        // its result — the session — is dropped with the handle, and so killed too.
        for entry in self.entries.drain(..) {
            if let Entry::Starting(task) = entry {
                task.abort();
            }
        }
        self.recipe = None;
    }
}

impl Drop for WarmPool {
    fn drop(&mut self) {
        self.clear();
    }
}
