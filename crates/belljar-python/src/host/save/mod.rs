//! Saving a session's globals to bytes and restoring them in a new session
//! ([`Session::save`], [`Session::restore`]; the format is in `docs/host.md`, "Saving and
//! restoring sessions").
//!
//! The bytes are [`MAGIC`], the format version ([`FORMAT_VERSION`], four bytes little-endian)
//! and a JSON document: the sources of the code saved, an object table and the globals. A
//! value is inline (None, bools, ints, floats, strs, bytes, modules, objects of modules by
//! reference) or a reference into the table (containers, closure cells, functions, classes,
//! instances, bound methods, namespaces), so two names for one object stay one object and
//! cycles survive. A function's code is its source's index and its number within that
//! compilation ([`Code::seq`]): restoring compiles the source again, so only code the
//! compiler made ever runs. Saving walks the values with a work list (no recursion, whatever
//! the nesting); restoring makes every object first (mutable ones empty), then fills them.

mod read;
mod write;

use read::Restorer;
use write::{FrameParts, Saver, unsupported};

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use serde_json::{Value as J, json};

use crate::values::{GlobalsRef, Value};
use crate::vm::{PyErr, Vm};
use crate::{Limits, Session};

/// The first bytes of a saved session.
pub const MAGIC: &[u8; 16] = b"BELLJAR-SESSION\n";

/// The version of the format written by this build; restore reads it and versions 1 to 3
/// (version 3 documents are version 4 documents that hold no hash, zlib stream, `Struct` or
/// `csv` state; version 2 ones have no module state either, and version 1 ones no sources or
/// code).
pub const FORMAT_VERSION: u32 = 4;

/// Why a session could not be saved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveError {
    /// A global holds (or reaches) a value of a kind that cannot be saved.
    Unsupported {
        /// The variable, and the path inside it (`data[2]['k']`).
        path: String,
        /// The type of the value that cannot be saved.
        type_name: String,
    },
    /// A global reaches a native object whose type saves its state, but not this object's
    /// (a hash fed more than `hashlib`'s cap, ...).
    Refused {
        /// The variable, and the path inside it.
        path: String,
        /// The type of the value.
        type_name: String,
        /// Why this object cannot be saved.
        reason: String,
    },
    /// The session is not reachable (its interpreter thread stopped, or it belongs to
    /// another thread).
    Unavailable(String),
}

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveError::Unsupported { path, type_name } => write!(
                f,
                "cannot save '{path}': a '{type_name}' object cannot be saved (a session saves \
                 data, modules, functions, classes, instances, generators, iterators and \
                 the native objects whose type has a saved form)"
            ),
            SaveError::Refused {
                path,
                type_name,
                reason,
            } => write!(
                f,
                "cannot save '{path}': this '{type_name}' object cannot be saved: {reason}"
            ),
            SaveError::Unavailable(m) => write!(f, "the session is unavailable: {m}"),
        }
    }
}

impl std::error::Error for SaveError {}

/// Why bytes could not be restored into a session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RestoreError {
    /// The bytes do not start with [`MAGIC`]: not a saved session.
    NotASession,
    /// A saved session of another format version.
    Version {
        /// The version in the bytes.
        found: u32,
        /// The version this build reads.
        supported: u32,
    },
    /// The bytes are damaged or inconsistent; the text says where.
    Corrupt(String),
    /// A value could not be made again (a module this build lacks, a limit hit); the text
    /// says which.
    Value(String),
    /// The session is not reachable (its interpreter thread stopped).
    Unavailable(String),
}

impl std::fmt::Display for RestoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RestoreError::NotASession => f.write_str("the bytes are not a saved Belljar session"),
            RestoreError::Version { found, supported } => write!(
                f,
                "the session was saved in format version {found}; this build reads versions 1 \
                 to {supported}"
            ),
            RestoreError::Corrupt(m) => write!(f, "the saved session is damaged: {m}"),
            RestoreError::Value(m) => write!(f, "the saved session cannot be restored: {m}"),
            RestoreError::Unavailable(m) => write!(f, "the session is unavailable: {m}"),
        }
    }
}

impl std::error::Error for RestoreError {}

/// The value `qualname` names in module `module` (attributes of modules and classes, no
/// descriptors run), if the module imports.
fn resolve(vm: &mut Vm, module: &str, qualname: &str) -> Option<Value> {
    let mut v = vm.import(module).ok()?;
    for part in qualname.split('.') {
        let next = match &v {
            Value::Module(m) => m.attrs.borrow().get(part).cloned(),
            Value::Class(c) => c.dict.borrow().get(part).cloned(),
            _ => None,
        };
        v = next?;
    }
    Some(v)
}

/// The namespace of module `name` (written in Python), found through a function it defines.
fn module_namespace(vm: &mut Vm, name: &str) -> Option<GlobalsRef> {
    let Ok(Value::Module(m)) = vm.import(name) else {
        return None;
    };
    let attrs = m.attrs.borrow();
    attrs.values().find_map(|v| {
        let f = match v {
            Value::Function(f) => f.clone(),
            Value::Class(c) => c.dict.borrow().values().find_map(|x| match x {
                Value::Function(f) => Some(f.clone()),
                _ => None,
            })?,
            _ => return None,
        };
        let g = f.globals.clone()?;
        let own = matches!(g.borrow().get("__name__"), Some(Value::Str(s)) if s.s == name);
        own.then_some(g)
    })
}

/// `v` by reference when module `module` has it as an attribute.
fn module_attr_ref(vm: &mut Vm, module: &str, v: &Value) -> Option<J> {
    if module == "builtins" {
        return None;
    }
    let Ok(Value::Module(m)) = vm.import(module) else {
        return None;
    };
    let attrs = m.attrs.borrow();
    let (name, _) = attrs.iter().find(|(_, x)| x.is(v))?;
    Some(json!({"global": [module, &**name]}))
}

/// Makes a native object again from the state its `save` hook gave.
type NativeRestore = fn(&mut Vm, Value) -> crate::vm::PyResult<Value>;

/// The native types a session saves, with the function that makes one from its state.
const NATIVES: &[(&crate::values::native::NativeType, NativeRestore)] = &[
    (
        &crate::builtins::complex::COMPLEX,
        crate::builtins::complex::restore,
    ),
    (
        &crate::builtins::bytearray::BYTEARRAY,
        crate::builtins::bytearray::restore,
    ),
    (
        &crate::modules::re::pattern::PATTERN,
        crate::modules::re::pattern::restore,
    ),
    (
        &crate::modules::random::CORE,
        crate::modules::random::restore_core,
    ),
    (
        &crate::modules::decimal::DECIMAL,
        crate::modules::decimal::restore,
    ),
    (
        &crate::modules::dataclasses::FIELD,
        crate::modules::dataclasses::restore_field,
    ),
    (
        &crate::modules::re::matchobj::MATCH,
        crate::modules::re::matchobj::restore,
    ),
    (
        &crate::modules::decimal::CONTEXT,
        crate::modules::decimal::restore_context,
    ),
    (
        &crate::modules::hashlib::HASH,
        crate::modules::hashlib::restore,
    ),
    (
        &crate::modules::hashlib::HASHXOF,
        crate::modules::hashlib::restore,
    ),
    (
        &crate::modules::hashlib::BLAKE2B,
        crate::modules::hashlib::restore,
    ),
    (
        &crate::modules::hashlib::BLAKE2S,
        crate::modules::hashlib::restore,
    ),
    (
        &crate::modules::zlib::COMPRESS_T,
        crate::modules::zlib::restore_compress,
    ),
    (
        &crate::modules::zlib::DECOMPRESS_T,
        crate::modules::zlib::restore_decompress,
    ),
    (
        &crate::modules::struct_::STRUCT,
        crate::modules::struct_::restore,
    ),
];

/// Saves a module's internal state (given the module's namespace when it is written in
/// Python), as a value the session saves.
type ModuleSave = fn(&mut Vm, Option<&GlobalsRef>) -> crate::vm::PyResult<Value>;
/// Puts a module's saved internal state back, in a session that has imported it.
type ModuleRestore = fn(&mut Vm, Option<&GlobalsRef>, Value) -> crate::vm::PyResult<()>;

/// The modules with internal state that code changes through their functions (not through
/// their attributes, which are saved as assigned): a session saves it with each of them it
/// has imported.
const MODULE_STATES: &[(&str, ModuleSave, ModuleRestore)] = &[
    (
        "random",
        crate::modules::random::save_module_state,
        crate::modules::random::restore_module_state,
    ),
    (
        "decimal",
        crate::modules::decimal::save_module_state,
        crate::modules::decimal::restore_module_state,
    ),
    (
        "csv",
        crate::modules::csv::save_module_state,
        crate::modules::csv::restore_module_state,
    ),
];

fn corrupt(m: impl Into<String>) -> RestoreError {
    RestoreError::Corrupt(m.into())
}

/// A table entry's tag and body.
fn entry(j: &J) -> Result<(&str, &J), RestoreError> {
    match j {
        J::Object(m) if m.len() == 1 => match m.iter().next() {
            Some((tag, body)) => Ok((tag.as_str(), body)),
            None => Err(corrupt("bad object entry")),
        },
        _ => Err(corrupt("bad object entry")),
    }
}

/// An error raised while restoring, as text.
fn describe(vm: &mut Vm, e: PyErr) -> String {
    match vm.materialize(e) {
        Ok(exc) => {
            let msg = vm.to_str(&Value::Instance(exc.clone())).unwrap_or_default();
            format!("{}: {msg}", exc.class.name)
        }
        Err(PyErr::Limit(_, m)) => m,
        Err(_) => "an error".to_string(),
    }
}

impl Session {
    /// The session's globals as bytes ([`Session::restore`] makes the session again, in this
    /// process or another). Tools are left out (the host adds them again after restoring).
    /// Saved: plain data and containers (sharing and cycles kept), imported modules (by
    /// name), user functions (closures, defaults and attributes included), classes,
    /// instances, generators and coroutines (their suspended frames), the native objects
    /// whose type saves its state, and the functions, classes and builtins of modules (by
    /// reference); a session suspended at a tool call saves the suspended execution too, so
    /// the restored session resumes it ([`Session::pending_call`]). Anything else is a
    /// [`SaveError::Unsupported`] naming the variable and the type.
    pub fn save(&mut self) -> Result<Vec<u8>, SaveError> {
        let mut saver = Saver {
            ids: HashMap::new(),
            objects: Vec::new(),
            work: Vec::new(),
            keep: Vec::new(),
            source_ids: HashMap::new(),
            sources: Vec::new(),
        };
        let bound: Vec<(Rc<str>, Value)> = self
            .vm
            .globals
            .bound()
            .filter(|(n, v)| &***n != "__name__" && super::tool::tool_name(v) != Some(&***n))
            .map(|(n, v)| (n.clone(), v.clone()))
            .collect();
        let mut globals = Vec::with_capacity(bound.len());
        for (name, v) in &bound {
            let j = saver.value(&mut self.vm, v, name)?;
            saver.drain(&mut self.vm)?;
            globals.push(J::Array(vec![J::String(name.to_string()), j]));
        }
        let modules = saver.module_states(&mut self.vm)?;
        let suspended = match &self.suspended {
            Some(s) => {
                let (call, active) = (s.call.clone(), s.active);
                let parts: Vec<FrameParts> =
                    self.vm.frames.iter().map(|f| FrameParts::of(f)).collect();
                let mut frames = Vec::with_capacity(parts.len());
                for f in &parts {
                    frames.push(saver.frame(&mut self.vm, f, "the suspended execution")?);
                    saver.drain(&mut self.vm)?;
                }
                let mut args = Vec::new();
                for a in &call.args {
                    let v = super::convert::from_data(&mut self.vm, a)
                        .map_err(|_| unsupported("the pending call", "argument"))?;
                    args.push(saver.value(&mut self.vm, &v, "the pending call")?);
                }
                let mut kwargs = Vec::new();
                for (k, a) in &call.kwargs {
                    let v = super::convert::from_data(&mut self.vm, a)
                        .map_err(|_| unsupported("the pending call", "argument"))?;
                    kwargs.push(json!([
                        k,
                        saver.value(&mut self.vm, &v, "the pending call")?
                    ]));
                }
                saver.drain(&mut self.vm)?;
                json!({
                    "frames": frames, "tool": call.name, "args": args, "kwargs": kwargs,
                    "active_secs": active.as_secs_f64(), "stdout": &self.vm.stdout,
                    "stderr": &self.vm.stderr,
                })
            }
            None => J::Null,
        };
        let doc = json!({
            "sources": saver.sources, "objects": saver.objects, "globals": globals,
            "modules": modules, "suspended": suspended,
        });
        let mut out = MAGIC.to_vec();
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        out.extend_from_slice(doc.to_string().as_bytes());
        Ok(out)
    }

    /// A new session with the globals `bytes` (from [`Session::save`]) holds, running under
    /// `limits`. Modules are imported again and saved sources compiled again; tools and the
    /// import policy are the host's to set again.
    pub fn restore(bytes: &[u8], limits: Limits) -> Result<Session, RestoreError> {
        // Restoring checks what it reads; should an interpreter bug still panic on some
        // bytes, the host gets an error, not a crash.
        std::panic::catch_unwind(|| Self::restore_checked(bytes, limits)).unwrap_or_else(|_| {
            Err(corrupt(
                "restoring failed with an internal interpreter error",
            ))
        })
    }

    fn restore_checked(bytes: &[u8], limits: Limits) -> Result<Session, RestoreError> {
        let Some(rest) = bytes.strip_prefix(&MAGIC[..]) else {
            return Err(RestoreError::NotASession);
        };
        let Some((version, body)) = rest.split_first_chunk::<4>() else {
            return Err(corrupt("the format version is missing"));
        };
        let found = u32::from_le_bytes(*version);
        if !(1..=FORMAT_VERSION).contains(&found) {
            return Err(RestoreError::Version {
                found,
                supported: FORMAT_VERSION,
            });
        }
        let doc: J = serde_json::from_slice(body).map_err(|e| corrupt(e.to_string()))?;
        let (Some(J::Array(entries)), Some(J::Array(globals))) =
            (doc.get("objects"), doc.get("globals"))
        else {
            return Err(corrupt("the objects or globals are missing"));
        };
        let empty = Vec::new();
        let sources = match doc.get("sources") {
            Some(J::Array(s)) => s,
            None => &empty,
            Some(_) => return Err(corrupt("the sources are not an array")),
        };
        let mut session = Session::new(limits);
        let vm = &mut session.vm;
        let mut r = Restorer {
            entries,
            made: vec![None; entries.len()],
            busy: vec![false; entries.len()],
            cells: vec![None; entries.len()],
            namespaces: vec![None; entries.len()],
            sources,
            compiled: vec![None; sources.len()],
        };
        // First every object, mutable ones empty, so that anything can refer to them. Last
        // entries first: the saver numbers an object before what it contains, so a chain of
        // immutable objects (a tuple in a tuple in ..., wrappers of wrappers) is made from
        // its innermost end, each one finding its content made, without deep recursion.
        for (id, e) in entries.iter().enumerate().rev() {
            let tag = entry(e)?.0;
            if tag == "cell" {
                r.cells[id].get_or_insert_with(|| Rc::new(RefCell::new(None)));
            } else if tag == "namespace" {
                r.namespace(vm, &json!({ "ref": id }))?;
            } else {
                r.object(vm, id)?;
            }
        }
        // Then fill them: classes before the instances whose hash their methods compute,
        // instances before the dicts and sets that hash them.
        let order: [&[&str]; 6] = [
            &["cell", "class", "namespace"],
            &["function", "generator"],
            &["instance"],
            &["list"],
            &["set", "dict"],
            &["iter"],
        ];
        for kinds in order {
            for id in 0..entries.len() {
                r.fill(vm, id, kinds)?;
            }
        }
        for g in globals {
            let J::Array(pair) = g else {
                return Err(corrupt("bad global"));
            };
            let [J::String(name), v] = pair.as_slice() else {
                return Err(corrupt("bad global"));
            };
            if !super::is_identifier(name) {
                return Err(corrupt(format!("bad global name {name:?}")));
            }
            let v = r.value(vm, v)?;
            vm.globals.set(name, v);
        }
        match doc.get("modules") {
            None => {}
            Some(J::Array(modules)) => r.module_states(vm, modules)?,
            Some(_) => return Err(corrupt("the modules are not an array")),
        }
        match doc.get("suspended") {
            None | Some(J::Null) => {}
            Some(x) => {
                let suspension = r.suspension(vm, x)?;
                session.suspended = Some(suspension);
            }
        }
        let vm = &mut session.vm;
        if let Err(PyErr::Limit(_, m)) = vm.check_limits() {
            return Err(RestoreError::Value(m));
        }
        Ok(session)
    }
}
