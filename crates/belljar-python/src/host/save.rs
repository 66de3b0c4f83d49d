//! Saving a session's globals to bytes and restoring them in a new session
//! ([`Session::save`], [`Session::restore`]; the format is in `docs/host.md`, "Saving and
//! restoring sessions").
//!
//! The bytes are [`MAGIC`], the format version ([`FORMAT_VERSION`], four bytes little-endian)
//! and a JSON document: an object table and the globals, each value either inline (None,
//! bools, ints, floats, strs, bytes, modules) or a reference into the table (lists, tuples,
//! dicts, sets, frozensets), so two names for one list stay one list and cycles survive.
//! Saving walks the values with a work list (no recursion, whatever the nesting); restoring
//! makes every mutable container first, then the immutable ones (which can only reach
//! themselves through a mutable one), then fills the mutable ones.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use num_bigint::BigInt;
use serde_json::{Value as J, json};

use crate::values::{Dict, SetObj, Value};
use crate::vm::{PyErr, Vm};
use crate::{Limits, Session};

/// The first bytes of a saved session.
pub const MAGIC: &[u8; 16] = b"BELLJAR-SESSION\n";

/// The version of the format written by this build; restore accepts this version only.
pub const FORMAT_VERSION: u32 = 1;

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
    /// The session is suspended at a tool call; a suspended execution cannot be saved.
    Suspended,
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
                 plain data, sets and imported modules; functions, classes, instances, \
                 generators and native objects are not saved)"
            ),
            SaveError::Suspended => f.write_str(
                "cannot save a session suspended at a tool call: resume it to the end first",
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
                "the session was saved in format version {found}; this build reads version \
                 {supported} only"
            ),
            RestoreError::Corrupt(m) => write!(f, "the saved session is damaged: {m}"),
            RestoreError::Value(m) => write!(f, "the saved session cannot be restored: {m}"),
            RestoreError::Unavailable(m) => write!(f, "the session is unavailable: {m}"),
        }
    }
}

impl std::error::Error for RestoreError {}

/// The object table being written: each shared container gets an index the first time it is
/// seen; its entry is written when the work list reaches it.
struct Saver {
    ids: HashMap<usize, usize>,
    objects: Vec<J>,
    work: Vec<(usize, Value, String)>,
}

impl Saver {
    /// `v` as JSON: inline, or a reference to its table entry (queued when new).
    fn value(&mut self, v: &Value, path: &str) -> Result<J, SaveError> {
        let addr = match v {
            Value::None => return Ok(J::Null),
            Value::Bool(b) => return Ok(J::Bool(*b)),
            Value::Int(i) => return Ok(json!({"int": i.to_string()})),
            Value::BigInt(b) => return Ok(json!({"int": b.to_string()})),
            Value::Float(f) => return Ok(json!({"float": f.to_bits().to_string()})),
            Value::Str(s) => return Ok(J::String(s.s.clone())),
            Value::Bytes(b) => return Ok(json!({"bytes": hex(b)})),
            Value::Ellipsis => return Ok(json!({"const": "Ellipsis"})),
            Value::NotImplemented => return Ok(json!({"const": "NotImplemented"})),
            Value::Module(m) => return Ok(json!({"module": &*m.name})),
            Value::List(l) => Rc::as_ptr(l) as *const u8 as usize,
            Value::Tuple(t) => Rc::as_ptr(t) as *const u8 as usize,
            Value::Dict(d) => Rc::as_ptr(d) as *const u8 as usize,
            Value::Set(s) => Rc::as_ptr(s) as *const u8 as usize,
            Value::FrozenSet(s) => Rc::as_ptr(s) as *const u8 as usize,
            other => {
                return Err(SaveError::Unsupported {
                    path: path.to_string(),
                    type_name: other.type_name().to_string(),
                });
            }
        };
        let id = match self.ids.get(&addr) {
            Some(id) => *id,
            None => {
                let id = self.objects.len();
                self.ids.insert(addr, id);
                self.objects.push(J::Null);
                self.work.push((id, v.clone(), path.to_string()));
                id
            }
        };
        Ok(json!({"ref": id}))
    }

    /// Write the table entries of everything queued.
    fn drain(&mut self, vm: &mut Vm) -> Result<(), SaveError> {
        while let Some((id, v, path)) = self.work.pop() {
            let entry = match &v {
                Value::List(l) => {
                    let items: Vec<Value> = l.borrow().clone();
                    json!({"list": self.items(&items, &path)?})
                }
                Value::Tuple(t) => json!({"tuple": self.items(t, &path)?}),
                Value::Set(s) => {
                    let items: Vec<Value> = s.borrow().iter().map(|k| k.value.clone()).collect();
                    json!({"set": self.members(&items, &path)?})
                }
                Value::FrozenSet(s) => {
                    let items: Vec<Value> = s.iter().map(|k| k.value.clone()).collect();
                    json!({"frozenset": self.members(&items, &path)?})
                }
                Value::Dict(d) => {
                    let items: Vec<(Value, Value)> = d
                        .borrow()
                        .iter()
                        .map(|(k, v)| (k.value.clone(), v.clone()))
                        .collect();
                    let mut out = Vec::with_capacity(items.len());
                    for (k, v) in &items {
                        let key = vm.repr(k).unwrap_or_else(|_| "...".to_string());
                        let kj = self.value(k, &format!("{path} (a key)"))?;
                        let vj = self.value(v, &format!("{path}[{key}]"))?;
                        out.push(J::Array(vec![kj, vj]));
                    }
                    json!({ "dict": out })
                }
                _ => unreachable!("only containers are queued"),
            };
            self.objects[id] = entry;
        }
        Ok(())
    }

    fn items(&mut self, items: &[Value], path: &str) -> Result<Vec<J>, SaveError> {
        items
            .iter()
            .enumerate()
            .map(|(i, x)| self.value(x, &format!("{path}[{i}]")))
            .collect()
    }

    fn members(&mut self, items: &[Value], path: &str) -> Result<Vec<J>, SaveError> {
        items
            .iter()
            .map(|x| self.value(x, &format!("{path} (a member)")))
            .collect()
    }
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

fn unhex(s: &str) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) || !s.is_ascii() {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).ok())
        .collect()
}

/// The restore in progress: the table's entries and the values made of them so far.
struct Restorer<'a> {
    entries: &'a [J],
    made: Vec<Option<Value>>,
}

fn corrupt(m: impl Into<String>) -> RestoreError {
    RestoreError::Corrupt(m.into())
}

impl Restorer<'_> {
    /// The value `j` describes (tuples and frozensets made on first use).
    fn value(&mut self, vm: &mut Vm, j: &J) -> Result<Value, RestoreError> {
        match j {
            J::Null => Ok(Value::None),
            J::Bool(b) => Ok(Value::Bool(*b)),
            J::String(s) => Ok(Value::str(s)),
            J::Object(m) if m.len() == 1 => {
                let (tag, x) = m.iter().next().expect("one entry");
                match (tag.as_str(), x) {
                    ("int", J::String(s)) => s
                        .parse::<BigInt>()
                        .map(Value::from_big)
                        .map_err(|_| corrupt(format!("bad int {s:?}"))),
                    ("float", J::String(s)) => s
                        .parse::<u64>()
                        .map(|b| Value::Float(f64::from_bits(b)))
                        .map_err(|_| corrupt(format!("bad float {s:?}"))),
                    ("bytes", J::String(s)) => unhex(s)
                        .map(|b| Value::Bytes(Rc::new(b)))
                        .ok_or_else(|| corrupt("bad bytes")),
                    ("const", J::String(s)) if s == "Ellipsis" => Ok(Value::Ellipsis),
                    ("const", J::String(s)) if s == "NotImplemented" => Ok(Value::NotImplemented),
                    ("module", J::String(name)) => vm.import(name).map_err(|e| {
                        RestoreError::Value(format!("module '{name}': {}", describe(vm, e)))
                    }),
                    ("ref", J::Number(n)) => {
                        let id = n
                            .as_u64()
                            .map(|i| i as usize)
                            .filter(|i| *i < self.entries.len())
                            .ok_or_else(|| corrupt(format!("bad reference {n}")))?;
                        self.object(vm, id)
                    }
                    _ => Err(corrupt(format!("unknown value tag {tag:?}"))),
                }
            }
            other => Err(corrupt(format!("unexpected value {other}"))),
        }
    }

    /// The table entry `id` as a value: made now if immutable, else the empty container
    /// made in the first pass.
    fn object(&mut self, vm: &mut Vm, id: usize) -> Result<Value, RestoreError> {
        if let Some(v) = &self.made[id] {
            return Ok(v.clone());
        }
        let _level = crate::vm::nest::enter(crate::vm::nest::Ctx::Plain)
            .map_err(|_| RestoreError::Value("tuples nested too deeply".into()))?;
        let entries = self.entries;
        let (tag, items) = entry(&entries[id])?;
        let v = match tag {
            "tuple" => {
                let mut out = Vec::with_capacity(items.len());
                for x in items {
                    out.push(self.value(vm, x)?);
                }
                Value::tuple(out)
            }
            "frozenset" => {
                let mut set = SetObj::new();
                for x in items {
                    let v = self.value(vm, x)?;
                    set.insert(self.key(vm, v)?);
                }
                Value::FrozenSet(Rc::new(set))
            }
            // Mutable containers were all made before any value is read.
            _ => return Err(corrupt(format!("object {id} is used before it is made"))),
        };
        if self.made[id].is_some() {
            return Err(corrupt(format!("object {id} contains itself")));
        }
        self.made[id] = Some(v.clone());
        Ok(v)
    }

    fn key(&self, vm: &mut Vm, v: Value) -> Result<crate::values::Key, RestoreError> {
        vm.key(v).map_err(|e| RestoreError::Value(describe(vm, e)))
    }
}

/// A table entry's tag and items.
fn entry(j: &J) -> Result<(&str, &Vec<J>), RestoreError> {
    match j {
        J::Object(m) if m.len() == 1 => match m.iter().next() {
            Some((tag, J::Array(items))) => Ok((tag.as_str(), items)),
            _ => Err(corrupt("bad object entry")),
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
    /// Saved: None, bools, ints, floats, strs, bytes, lists, tuples, dicts, sets and
    /// frozensets (sharing and cycles kept), and imported modules (by name). Anything else — functions, classes, instances, generators, native objects —
    /// is a [`SaveError::Unsupported`] naming the variable and the type; a session
    /// suspended at a tool call is [`SaveError::Suspended`].
    pub fn save(&mut self) -> Result<Vec<u8>, SaveError> {
        if self.suspended.is_some() {
            return Err(SaveError::Suspended);
        }
        let mut saver = Saver {
            ids: HashMap::new(),
            objects: Vec::new(),
            work: Vec::new(),
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
            let j = saver.value(v, name)?;
            saver.drain(&mut self.vm)?;
            globals.push(J::Array(vec![J::String(name.to_string()), j]));
        }
        let doc = json!({"objects": saver.objects, "globals": globals});
        let mut out = MAGIC.to_vec();
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        out.extend_from_slice(doc.to_string().as_bytes());
        Ok(out)
    }

    /// A new session with the globals `bytes` (from [`Session::save`]) holds, running under
    /// `limits`. Modules are imported again; tools and the import policy are the host's to
    /// set again.
    pub fn restore(bytes: &[u8], limits: Limits) -> Result<Session, RestoreError> {
        let Some(rest) = bytes.strip_prefix(&MAGIC[..]) else {
            return Err(RestoreError::NotASession);
        };
        let Some((version, body)) = rest.split_first_chunk::<4>() else {
            return Err(corrupt("the format version is missing"));
        };
        let found = u32::from_le_bytes(*version);
        if found != FORMAT_VERSION {
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
        let mut session = Session::new(limits);
        let vm = &mut session.vm;
        let mut r = Restorer {
            entries,
            made: vec![None; entries.len()],
        };
        // First the mutable containers, empty, so that anything can refer to them.
        for (id, e) in entries.iter().enumerate() {
            let (tag, _) = entry(e)?;
            r.made[id] = match tag {
                "list" => Some(Value::list(Vec::new())),
                "dict" => Some(Value::Dict(Rc::new(
                    crate::values::teardown::DictCell::new(Dict::default()),
                ))),
                "set" => Some(Value::Set(Rc::new(RefCell::new(SetObj::new())))),
                "tuple" | "frozenset" => None,
                other => return Err(corrupt(format!("unknown object kind {other:?}"))),
            };
        }
        // Then fill them (making tuples and frozensets as they are reached).
        for (id, e) in entries.iter().enumerate() {
            let (tag, items) = entry(e)?;
            match tag {
                "list" => {
                    let mut out = Vec::with_capacity(items.len());
                    for x in items {
                        out.push(r.value(vm, x)?);
                    }
                    if let Some(Value::List(l)) = &r.made[id] {
                        *l.borrow_mut() = out;
                    }
                }
                "set" => {
                    let mut keys = Vec::with_capacity(items.len());
                    for x in items {
                        let v = r.value(vm, x)?;
                        keys.push(r.key(vm, v)?);
                    }
                    if let Some(Value::Set(s)) = &r.made[id] {
                        let mut s = s.borrow_mut();
                        for k in keys {
                            s.insert(k);
                        }
                    }
                }
                "dict" => {
                    let mut pairs = Vec::with_capacity(items.len());
                    for x in items {
                        let J::Array(kv) = x else {
                            return Err(corrupt("bad dict item"));
                        };
                        let [k, v] = kv.as_slice() else {
                            return Err(corrupt("bad dict item"));
                        };
                        let k = r.value(vm, k)?;
                        let k = r.key(vm, k)?;
                        pairs.push((k, r.value(vm, v)?));
                    }
                    if let Some(Value::Dict(d)) = &r.made[id] {
                        let mut d = d.borrow_mut();
                        for (k, v) in pairs {
                            d.insert(k, v);
                        }
                    }
                }
                _ => {
                    r.object(vm, id)?;
                }
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
        if let Err(PyErr::Limit(_, m)) = vm.check_limits() {
            return Err(RestoreError::Value(m));
        }
        Ok(session)
    }
}
