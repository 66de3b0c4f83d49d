//! Handlers for the instruction families `Vm::step` runs out of line.
//!
//! `Vm::step` (vm/mod.rs) keeps the hot instructions inline in the run loop: loads and stores
//! of locals, constants and globals, the int/float fast paths, jumps and the compare+jump
//! superinstructions, calls, returns, yields and `for` iteration. Every other family is one
//! handler method here, in a file by concern, marked `#[inline(never)]` (or `#[cold]` where it
//! runs at most a few times per program), so the hot loop stays small:
//!
//! - `names.rs`: deletions, `*Name` (class bodies), `*ModuleGlobal` (Python-source modules);
//! - `build.rs`: set/dict displays, slices, `*`/`**` unpacking;
//! - `fstring.rs`: f-string fields and joining;
//! - `define.rs`: `def`/`lambda`/`class` and the `__class__` cell;
//! - `imports.rs`: the import instructions and `Vm::import`;
//! - `exceptions.rs`: `raise`, `except` matching, `with`.
//!
//! Pattern matching's instructions are in vm/ops/pattern.rs and the async ones in vm/coro.rs.

pub mod build;
pub mod define;
pub mod exceptions;
pub mod fstring;
pub mod imports;
pub mod names;
