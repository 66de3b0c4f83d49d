//! Stand-in for platforms other than Linux: every operation reports [`SandboxError::Unsupported`].

use crate::{
    Enforcement, ExitStatus, Feature, Report, SandboxConfig, SandboxError, SandboxedChild,
};

/// Never constructed: no sandbox can start on this platform.
pub(crate) enum Inner {}

impl Inner {
    pub(crate) fn id(&self) -> u32 {
        match *self {}
    }
    pub(crate) fn enforcement(&self) -> &Enforcement {
        match *self {}
    }
    pub(crate) async fn wait(&mut self) -> Result<ExitStatus, SandboxError> {
        match *self {}
    }
    pub(crate) fn controller(&self) -> Controller {
        match *self {}
    }
}

/// Never constructed: no sandbox can start on this platform.
#[derive(Clone)]
pub(crate) enum Controller {}

impl Controller {
    pub(crate) fn kill(&self) -> Result<(), SandboxError> {
        match *self {}
    }
    pub(crate) fn signal(&self, _signal: i32) -> Result<(), SandboxError> {
        match *self {}
    }
}

pub(crate) fn expect_spawn(_network: &crate::Network) {}

pub(crate) async fn spawn(
    _program: &str,
    _args: &[String],
    _config: &SandboxConfig,
) -> Result<SandboxedChild, SandboxError> {
    Err(SandboxError::Unsupported)
}

pub(crate) fn sandbox_check() -> Report {
    Report {
        kernel: std::env::consts::OS.to_string(),
        root: false,
        sandbox_usable: false,
        features: vec![Feature {
            name: "platform",
            available: false,
            detail: "the belljar sandbox only runs on Linux".into(),
        }],
    }
}
