//! SRE, CPython's regular-expression machine, vendored from the MIT-licensed
//! `rustpython-sre_engine` 0.6.0 (`LICENSE` in this directory; its copyright notices are kept
//! in the files). It runs the code that `super::compiler` produces, the same code CPython's
//! `re._compiler` hands to `_sre`. Belljar's changes are listed at the top of each file; the
//! main one is the step hook in `engine.rs` through which the VM's limits stop a match.

#![allow(clippy::all, dead_code, unreachable_pub, non_camel_case_types)]

pub mod constants;
pub mod engine;
pub mod string;

pub use constants::{SreAtCode, SreCatCode, SreOpcode};
pub use engine::{Request, State};
pub use string::{StrDrive, StringCursor};

/// The largest repeat count (`MAXREPEAT`), also "no upper bound".
pub const MAXREPEAT: usize = u32::MAX as usize;

/// The largest number of groups (`MAXGROUPS`).
pub const MAXGROUPS: usize = MAXREPEAT / 2;
