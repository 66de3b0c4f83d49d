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

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use num_bigint::BigInt;
use serde_json::{Value as J, json};

use crate::values::object::{AttrMap, Class, ExcData, Instance};
use crate::values::{CellRef, Code, Dict, Function, GlobalsRef, SetObj, Value};
use crate::vm::{PyErr, Vm};
use crate::{Limits, Session};

/// The first bytes of a saved session.
pub const MAGIC: &[u8; 16] = b"BELLJAR-SESSION\n";

/// The version of the format written by this build; restore reads it and version 1 (whose
/// documents are version 2 documents without sources or code).
pub const FORMAT_VERSION: u32 = 2;

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

/// What a saved frame keeps, copied out of the frame (which stays where it is).
struct FrameParts {
    code: Rc<Code>,
    pc: usize,
    stack: Vec<Value>,
    locals: Vec<Option<Value>>,
    cells: Vec<CellRef>,
    blocks: Vec<crate::vm::Block>,
    func: Option<Rc<Function>>,
    init_for: Option<Value>,
    gen_of: Option<(Rc<RefCell<crate::values::Generator>>, crate::vm::GenResume)>,
    class_body: bool,
}

impl FrameParts {
    fn of(f: &crate::vm::Frame) -> FrameParts {
        FrameParts {
            code: f.code.clone(),
            pc: f.pc,
            stack: f.stack.clone(),
            locals: f.locals.clone(),
            cells: f.cells.clone(),
            blocks: f.blocks.clone(),
            func: f.func.clone(),
            init_for: f.init_for.clone(),
            gen_of: f.gen_of.clone(),
            class_body: f.ns.is_some(),
        }
    }
}

/// What the work list holds: a value, or a closure cell (cells are not values).
#[derive(Clone)]
enum Item {
    Value(Value),
    Cell(CellRef),
    /// The namespace of functions a module written in Python (or a helper of one) defined.
    Namespace(GlobalsRef),
}

/// The object table being written: each shared object gets an index the first time it is
/// seen; its entry is written when the work list reaches it.
struct Saver {
    ids: HashMap<usize, usize>,
    objects: Vec<J>,
    work: Vec<(usize, Item, String)>,
    /// Everything given an index, kept alive while saving so no address is reused.
    keep: Vec<Item>,
    /// The sources of the code objects met, by the address of their [`CodeOrigin`].
    source_ids: HashMap<usize, usize>,
    sources: Vec<J>,
}

fn unsupported(path: &str, type_name: &str) -> SaveError {
    SaveError::Unsupported {
        path: path.to_string(),
        type_name: type_name.to_string(),
    }
}

/// The names of an attribute map (or function attributes) with their values, in order.
fn attr_items<'a>(it: impl Iterator<Item = (&'a Rc<str>, &'a Value)>) -> Vec<(Rc<str>, Value)> {
    it.map(|(k, v)| (k.clone(), v.clone())).collect()
}

impl Saver {
    /// Give `item` (at `addr`) its table index, queuing it when new.
    fn index(&mut self, addr: usize, item: Item, path: &str) -> usize {
        if let Some(id) = self.ids.get(&addr) {
            return *id;
        }
        let id = self.objects.len();
        self.ids.insert(addr, id);
        self.objects.push(J::Null);
        self.keep.push(item.clone());
        self.work.push((id, item, path.to_string()));
        id
    }

    /// `v` as JSON: inline, or a reference to its table entry (queued when new).
    fn value(&mut self, vm: &mut Vm, v: &Value, path: &str) -> Result<J, SaveError> {
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
            Value::Builtin(b) => {
                if let Some(r) = builtin_ref(vm, b) {
                    return Ok(r);
                }
                // A builtin method looked up on its class (`object.__new__`, `str.upper`):
                // the class and the name, looked up again on restore.
                if let Some(c) = method_class(vm, b) {
                    let cj = self.value(vm, &Value::Class(c), path)?;
                    return Ok(json!({"classattr": [cj, &*b.name]}));
                }
                // A builtin method bound to its object (`[].append`, `"-".join`): the object
                // and the name, looked up on the object again on restore.
                if let Some(recv) = bound_receiver(vm, b) {
                    let rj = self.value(vm, &recv, &format!("{path}.__self__"))?;
                    return Ok(json!({"boundattr": [rj, &*b.name]}));
                }
                return Err(unsupported(path, v.type_name()));
            }
            Value::Class(c) => {
                if let Some(r) = class_ref(vm, c) {
                    return Ok(r);
                }
                if c.builtin {
                    return Err(unsupported(path, "type"));
                }
                Rc::as_ptr(c) as usize
            }
            Value::Function(f) => {
                if f.globals.is_some() {
                    // Defined by a module written in Python: saved as the module's name and
                    // the function's qualified name when that finds it again, else by value.
                    if let Some(r) = function_ref(vm, f) {
                        return Ok(r);
                    }
                }
                Rc::as_ptr(f) as usize
            }
            Value::Instance(i) => Rc::as_ptr(i) as usize,
            Value::List(l) => Rc::as_ptr(l) as *const u8 as usize,
            Value::Tuple(t) => Rc::as_ptr(t) as *const u8 as usize,
            Value::Dict(d) => Rc::as_ptr(d) as *const u8 as usize,
            Value::Set(s) => Rc::as_ptr(s) as *const u8 as usize,
            Value::FrozenSet(s) => Rc::as_ptr(s) as *const u8 as usize,
            Value::Method(m) => Rc::as_ptr(m) as *const u8 as usize,
            Value::StaticMethod(m) | Value::ClassMethod(m) => Rc::as_ptr(m) as *const u8 as usize,
            Value::Property(p) => Rc::as_ptr(p) as *const u8 as usize,
            Value::Slice(x) => Rc::as_ptr(x) as *const u8 as usize,
            Value::View(x) => Rc::as_ptr(x) as *const u8 as usize,
            Value::Generator(g) => Rc::as_ptr(g) as *const u8 as usize,
            Value::Iter(x) => Rc::as_ptr(x) as *const u8 as usize,
            Value::Range(r) => return Ok(json!({"range": [r.start, r.stop, r.step]})),
            Value::Native(o) => {
                let t = o.native_type();
                // A module's own object (a sentinel such as `dataclasses.MISSING`).
                if let Some(r) = module_attr_ref(vm, t.module(), v) {
                    return Ok(r);
                }
                if !NATIVES.iter().any(|(n, _)| std::ptr::eq(*n, t)) {
                    return Err(unsupported(path, v.type_name()));
                }
                Rc::as_ptr(o) as *const () as usize
            }
            other => return Err(unsupported(path, other.type_name())),
        };
        let id = self.index(addr, Item::Value(v.clone()), path);
        Ok(json!({ "ref": id }))
    }

    /// A closure cell as a reference to its table entry.
    fn cell(&mut self, c: &CellRef, path: &str) -> J {
        let id = self.index(Rc::as_ptr(c) as usize, Item::Cell(c.clone()), path);
        json!({ "ref": id })
    }

    /// A namespace as a reference to its table entry.
    fn namespace(&mut self, g: &GlobalsRef, path: &str) -> J {
        let id = self.index(Rc::as_ptr(g) as usize, Item::Namespace(g.clone()), path);
        json!({ "ref": id })
    }

    /// The index of the source `code` was compiled from (recorded with the namespace it
    /// was compiled against, `globals`), with its number in that source.
    fn code(
        &mut self,
        code: &Rc<Code>,
        globals: Option<&GlobalsRef>,
        path: &str,
    ) -> Result<J, SaveError> {
        let origin = &code.origin;
        if origin.module != globals.is_some() {
            return Err(unsupported(path, "code"));
        }
        let addr = Rc::as_ptr(origin) as usize;
        let src = match self.source_ids.get(&addr) {
            Some(i) => *i,
            None => {
                let ns = match globals {
                    Some(g) => self.namespace(g, path),
                    None => J::Null,
                };
                let i = self.sources.len();
                self.source_ids.insert(addr, i);
                self.sources.push(json!({
                    "text": &*origin.source,
                    "file": &*origin.filename,
                    "record_last": origin.record_last,
                    "namespace": ns,
                }));
                i
            }
        };
        Ok(json!([src, code.seq]))
    }

    /// Write the table entries of everything queued.
    fn drain(&mut self, vm: &mut Vm) -> Result<(), SaveError> {
        while let Some((id, item, path)) = self.work.pop() {
            let v = match item {
                Item::Cell(c) => {
                    let content = c.borrow().clone();
                    let inner = match content {
                        Some(x) => vec![self.value(vm, &x, &format!("{path} (a closure cell)"))?],
                        None => Vec::new(),
                    };
                    self.objects[id] = json!({ "cell": inner });
                    continue;
                }
                Item::Namespace(g) => {
                    self.objects[id] = self.namespace_entry(vm, &g, &path)?;
                    continue;
                }
                Item::Value(v) => v,
            };
            let entry = match &v {
                Value::List(l) => {
                    let items: Vec<Value> = l.borrow().clone();
                    json!({"list": self.items(vm, &items, &path)?})
                }
                Value::Tuple(t) => json!({"tuple": self.items(vm, t, &path)?}),
                Value::Set(s) => {
                    let items: Vec<crate::values::Key> = s.borrow().iter().cloned().collect();
                    json!({"set": self.members(vm, &items, &path)?})
                }
                Value::FrozenSet(s) => {
                    let items: Vec<crate::values::Key> = s.iter().cloned().collect();
                    json!({"frozenset": self.members(vm, &items, &path)?})
                }
                Value::Dict(d) => {
                    let items: Vec<(Value, Value, i64)> = d
                        .borrow()
                        .iter()
                        .map(|(k, v)| (k.value.clone(), v.clone(), k.hash))
                        .collect();
                    let mut out = Vec::with_capacity(items.len());
                    for (k, v, h) in &items {
                        let key = match k {
                            Value::Str(_) | Value::Int(_) | Value::Bool(_) | Value::None => {
                                vm.repr(k).unwrap_or_else(|_| "...".to_string())
                            }
                            _ => "...".to_string(),
                        };
                        let kj = self.value(vm, k, &format!("{path} (a key)"))?;
                        let vj = self.value(vm, v, &format!("{path}[{key}]"))?;
                        out.push(json!([kj, vj, h]));
                    }
                    json!({ "dict": out })
                }
                Value::Function(f) => self.function(vm, f, &path)?,
                Value::Generator(g) => self.generator(vm, g, &path)?,
                Value::Iter(x) => self.iterator(vm, x, &path)?,
                Value::Class(c) => self.class(vm, c, &path)?,
                Value::Instance(i) => self.instance(vm, i, &path)?,
                Value::Method(m) => {
                    let (s, f) = &**m;
                    let s = self.value(vm, s, &format!("{path}.__self__"))?;
                    let f = self.value(vm, f, &format!("{path}.__func__"))?;
                    json!({ "method": [s, f] })
                }
                Value::StaticMethod(m) => {
                    json!({"staticmethod": [self.value(vm, m, &format!("{path}.__func__"))?]})
                }
                Value::ClassMethod(m) => {
                    json!({"classmethod": [self.value(vm, m, &format!("{path}.__func__"))?]})
                }
                Value::Slice(x) => json!({"slice": self.items(vm, &x[..], &path)?}),
                Value::View(x) => {
                    let kind = match x.kind {
                        crate::values::ViewKind::Keys => "keys",
                        crate::values::ViewKind::Values => "values",
                        crate::values::ViewKind::Items => "items",
                    };
                    let d = self.value(vm, &Value::Dict(x.dict.clone()), &path)?;
                    json!({"view": [kind, d]})
                }
                Value::Native(o) => {
                    let state = o.save().map_err(|_| unsupported(&path, v.type_name()))?;
                    let state = self.value(vm, &state, &path)?;
                    json!({"native": [o.native_type().name, state]})
                }
                Value::Property(p) => {
                    let g = self.value(vm, &p.fget, &format!("{path}.fget"))?;
                    let s = self.value(vm, &p.fset, &format!("{path}.fset"))?;
                    let d = self.value(vm, &p.fdel, &format!("{path}.fdel"))?;
                    json!({ "property": [g, s, d] })
                }
                _ => unreachable!("only table kinds are queued"),
            };
            self.objects[id] = entry;
        }
        Ok(())
    }

    /// A builtin iterator: what it iterates over and where it is. A set iterator's place is
    /// the number of members it has passed (the restored set's table is laid out anew).
    fn iterator(
        &mut self,
        vm: &mut Vm,
        it: &Rc<RefCell<crate::values::IterState>>,
        path: &str,
    ) -> Result<J, SaveError> {
        use crate::values::IterState as S;
        let state = match &*it.borrow() {
            S::Dict(d, i, n, k) => S::Dict(d.clone(), *i, *n, *k),
            S::Set(s, i, n) => S::Set(s.clone(), *i, *n),
            S::List(l, i) => S::List(l.clone(), *i),
            S::ListRev(l, i) => S::ListRev(l.clone(), *i),
            S::Seq(t, i) => S::Seq(t.clone(), *i),
            S::Range(a, b, c) => S::Range(*a, *b, *c),
            S::Str(t, i) => S::Str(t.clone(), *i),
            S::Enumerate(a, b) => S::Enumerate(a.clone(), b.clone()),
            S::Zip(v) => S::Zip(v.clone()),
            S::Map(f, v) => S::Map(f.clone(), v.clone()),
            S::Filter(f, v) => S::Filter(f.clone(), v.clone()),
            S::Callable(f, v) => S::Callable(f.clone(), v.clone()),
            S::GetItem(o, i) => S::GetItem(o.clone(), *i),
            S::Done => S::Done,
        };
        let p = &format!("{path} (an iterator)");
        let body = match state {
            S::Dict(d, i, n, k) => {
                let kind = match k {
                    crate::values::ViewKind::Keys => "keys",
                    crate::values::ViewKind::Values => "values",
                    crate::values::ViewKind::Items => "items",
                };
                json!(["dict", self.value(vm, &Value::Dict(d), p)?, i, n, kind])
            }
            S::Set(set, i, n) => {
                let passed = if i == usize::MAX {
                    J::Null
                } else {
                    let b = set.borrow();
                    let mut count = 0usize;
                    let mut at = 0;
                    while let Some((j, _)) = b.next_from(at) {
                        if j >= i {
                            break;
                        }
                        count += 1;
                        at = j + 1;
                    }
                    json!(count)
                };
                json!(["set", self.value(vm, &Value::Set(set), p)?, passed, n])
            }
            S::List(l, i) => json!(["list", self.value(vm, &Value::List(l), p)?, i]),
            S::ListRev(l, i) => json!(["listrev", self.value(vm, &Value::List(l), p)?, i]),
            S::Seq(t, i) => json!(["seq", self.items(vm, &t, p)?, i]),
            S::Range(a, b, c) => json!(["range", a, b, c]),
            S::Str(t, i) => json!(["str", &t.s, i]),
            S::Enumerate(a, b) => {
                json!(["enumerate", self.value(vm, &a, p)?, self.value(vm, &b, p)?])
            }
            S::Zip(v) => json!(["zip", self.items(vm, &v, p)?]),
            S::Map(f, v) => json!(["map", self.value(vm, &f, p)?, self.items(vm, &v, p)?]),
            S::Filter(f, v) => json!(["filter", self.value(vm, &f, p)?, self.value(vm, &v, p)?]),
            S::Callable(f, v) => {
                json!(["callable", self.value(vm, &f, p)?, self.value(vm, &v, p)?])
            }
            S::GetItem(o, i) => json!(["getitem", self.value(vm, &o, p)?, i]),
            S::Done => json!(["done"]),
        };
        Ok(json!({ "iter": body }))
    }

    /// A generator, coroutine or asynchronous generator: its names, state and suspended
    /// frame.
    fn generator(
        &mut self,
        vm: &mut Vm,
        g: &Rc<RefCell<crate::values::Generator>>,
        path: &str,
    ) -> Result<J, SaveError> {
        let (kind, name, qualname, running, finished, frame) = {
            let g = g.borrow();
            let frame = g.frame.as_ref().map(|f| FrameParts::of(f));
            (
                g.kind,
                g.name.clone(),
                g.qualname.clone(),
                g.running,
                g.finished,
                frame,
            )
        };
        let frame = match frame {
            Some(f) => self.frame(vm, &f, path)?,
            None => J::Null,
        };
        Ok(json!({"generator": {
            "kind": kind.name(), "name": &*name, "qualname": &*qualname, "running": running,
            "finished": finished, "frame": frame,
        }}))
    }

    /// A frame: its code, next instruction, value stack, locals, cells, blocks and what
    /// runs it.
    fn frame(&mut self, vm: &mut Vm, f: &FrameParts, path: &str) -> Result<J, SaveError> {
        if f.class_body {
            return Err(unsupported(path, "class body frame"));
        }
        // The running function's own code is not saved twice (`null`: the function's).
        let code = match &f.func {
            Some(x) if Rc::ptr_eq(&x.code, &f.code) => J::Null,
            _ => self.code(
                &f.code,
                f.func.as_ref().and_then(|x| x.globals.as_ref()),
                path,
            )?,
        };
        let stack = self.items(vm, &f.stack, &format!("{path} (a suspended frame)"))?;
        let mut locals = Vec::new();
        for (i, l) in f.locals.iter().enumerate() {
            if let Some(v) = l {
                let j = self.value(vm, v, &format!("{path} (a local)"))?;
                locals.push(json!([i, j]));
            }
        }
        let cells: Vec<J> = f.cells.iter().map(|c| self.cell(c, path)).collect();
        let mut blocks = Vec::new();
        for b in &f.blocks {
            blocks.push(match b {
                crate::vm::Block::Except { handler, depth } => json!({"except": [handler, depth]}),
                crate::vm::Block::Handling(v) => {
                    json!({"handling": self.value(vm, v, &format!("{path} (an exception)"))?})
                }
            });
        }
        let func = match &f.func {
            Some(x) => self.value(vm, &Value::Function(x.clone()), path)?,
            None => J::Null,
        };
        let init_for = match &f.init_for {
            Some(v) => self.value(vm, v, path)?,
            None => J::Null,
        };
        let gen_of = match &f.gen_of {
            Some((g, how)) => {
                let gj = self.value(vm, &Value::Generator(g.clone()), path)?;
                let how = match how {
                    crate::vm::GenResume::ForIter(t) => json!(t),
                    crate::vm::GenResume::Send => J::Null,
                };
                json!([gj, how])
            }
            None => J::Null,
        };
        Ok(json!({
            "code": code, "pc": f.pc, "stack": stack, "locals": locals, "cells": cells,
            "blocks": blocks, "func": func, "init_for": init_for, "gen_of": gen_of,
        }))
    }

    /// A module's namespace by its module's name; a helper's namespace by value.
    fn namespace_entry(&mut self, vm: &mut Vm, g: &GlobalsRef, path: &str) -> Result<J, SaveError> {
        let name = match g.borrow().get("__name__") {
            Some(Value::Str(s)) => s.s.clone(),
            _ => return Err(unsupported(path, "namespace")),
        };
        if module_namespace(vm, &name).is_some_and(|m| Rc::ptr_eq(&m, g)) {
            return Ok(json!({"namespace": {"module": name}}));
        }
        let items: Vec<(Rc<str>, Value)> = attr_items(g.borrow().bound());
        let items = self.attrs(vm, &items, &format!("{path} (its module's namespace)"))?;
        Ok(json!({"namespace": {"name": name, "items": items}}))
    }

    /// A user function: its code (by source and number), names, defaults, closure cells,
    /// attributes and owner class.
    fn function(&mut self, vm: &mut Vm, f: &Rc<Function>, path: &str) -> Result<J, SaveError> {
        let code = self.code(&f.code, f.globals.as_ref(), path)?;
        let defaults = self.items(vm, &f.defaults, &format!("{path}.__defaults__"))?;
        let mut kwdefaults = Vec::new();
        for (n, v) in &f.kwdefaults {
            let j = self.value(vm, v, &format!("{path}.__kwdefaults__['{n}']"))?;
            kwdefaults.push(json!([&**n, j]));
        }
        let closure: Vec<J> = f
            .closure
            .iter()
            .map(|c| self.cell(c, &format!("{path}.__closure__")))
            .collect();
        let attrs = attr_items(f.attrs.borrow().iter());
        let attrs = self.attrs(vm, &attrs, path)?;
        let owner = match f.owner.borrow().as_ref().and_then(|w| w.upgrade()) {
            Some(c) => self.value(vm, &Value::Class(c), &format!("{path} (its class)"))?,
            None => J::Null,
        };
        let name = f.name.borrow().to_string();
        Ok(json!({"function": {
            "code": code, "name": name, "qualname": &*f.qualname, "defaults": defaults,
            "kwdefaults": kwdefaults, "closure": closure, "attrs": attrs, "owner": owner,
        }}))
    }

    /// A user class: names, bases, metaclass, `__slots__` and namespace.
    fn class(&mut self, vm: &mut Vm, c: &Rc<Class>, path: &str) -> Result<J, SaveError> {
        let mut bases = Vec::with_capacity(c.bases.len());
        for b in &c.bases {
            bases.push(self.value(vm, &Value::Class(b.clone()), &format!("{path}.__bases__"))?);
        }
        let meta = match &c.ext.meta {
            Some(m) => self.value(vm, &Value::Class(m.clone()), &format!("{path} (metaclass)"))?,
            None => J::Null,
        };
        let slots = match &c.ext.slots {
            Some(s) => J::Array(s.iter().map(|n| J::String(n.to_string())).collect()),
            None => J::Null,
        };
        let dict = attr_items(c.dict.borrow().iter());
        let dict = self.attrs(vm, &dict, path)?;
        Ok(json!({"class": {
            "name": &*c.name, "qualname": &*c.qualname, "bases": bases, "meta": meta,
            "slots": slots, "tp_name": c.ext.tp_name.get().map(|s| s.to_string()), "dict": dict,
        }}))
    }

    /// An instance: its class, `__dict__`, builtin payload and exception state.
    fn instance(&mut self, vm: &mut Vm, i: &Rc<Instance>, path: &str) -> Result<J, SaveError> {
        let class = self.value(
            vm,
            &Value::Class(i.class.clone()),
            &format!("{path}.__class__"),
        )?;
        let dict = attr_items(i.dict.borrow().iter());
        let dict = self.attrs(vm, &dict, path)?;
        let payload = match &i.payload {
            Some(p) => self.value(vm, p, path)?,
            None => J::Null,
        };
        let exc = match &i.exc {
            Some(e) => {
                let (args, cause, context, suppress) = {
                    let e = e.borrow();
                    (
                        e.args.clone(),
                        e.cause.clone(),
                        e.context.clone(),
                        e.suppress_context,
                    )
                };
                let args = self.items(vm, &args, &format!("{path}.args"))?;
                let cause = match cause {
                    Some(c) => self.value(vm, &c, &format!("{path}.__cause__"))?,
                    None => J::Null,
                };
                let context = match context {
                    Some(c) => self.value(vm, &c, &format!("{path}.__context__"))?,
                    None => J::Null,
                };
                json!({"args": args, "cause": cause, "context": context, "suppress": suppress})
            }
            None => J::Null,
        };
        Ok(json!({"instance": {"class": class, "dict": dict, "payload": payload, "exc": exc}}))
    }

    /// Named attributes as `[[name, value], ...]`.
    fn attrs(
        &mut self,
        vm: &mut Vm,
        items: &[(Rc<str>, Value)],
        path: &str,
    ) -> Result<Vec<J>, SaveError> {
        let mut out = Vec::with_capacity(items.len());
        for (k, v) in items {
            let j = self.value(vm, v, &format!("{path}.{k}"))?;
            out.push(json!([&**k, j]));
        }
        Ok(out)
    }

    fn items(&mut self, vm: &mut Vm, items: &[Value], path: &str) -> Result<Vec<J>, SaveError> {
        items
            .iter()
            .enumerate()
            .map(|(i, x)| self.value(vm, x, &format!("{path}[{i}]")))
            .collect()
    }

    /// Set members as `[value, hash]` (the hash for a member whose `__hash__` no longer
    /// answers, as a dict keeps the hashes it stored).
    fn members(
        &mut self,
        vm: &mut Vm,
        items: &[crate::values::Key],
        path: &str,
    ) -> Result<Vec<J>, SaveError> {
        items
            .iter()
            .map(|k| {
                let v = self.value(vm, &k.value, &format!("{path} (a member)"))?;
                Ok(json!([v, k.hash]))
            })
            .collect()
    }
}

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

/// A builtin or module class saved by reference: `{"global": [module, qualname]}`.
fn class_ref(vm: &mut Vm, c: &Rc<Class>) -> Option<J> {
    let same = |v: &Value| matches!(v, Value::Class(x) if Rc::ptr_eq(x, c));
    if c.builtin && vm.globals.builtins.get(&*c.name).is_some_and(same) {
        return Some(json!({"global": ["builtins", &*c.name]}));
    }
    // The builtin types only `types` names (`NoneType`, `FunctionType`, ...).
    if c.builtin {
        if let Some(r) = module_attr_ref(vm, "types", &Value::Class(c.clone())) {
            return Some(r);
        }
    }
    let module = match c.dict.borrow().get("__module__") {
        Some(Value::Str(s)) if s.s != "__main__" => s.s.clone(),
        _ => return None,
    };
    resolve(vm, &module, &c.qualname)
        .filter(same)
        .map(|_| json!({"global": [module, &*c.qualname]}))
}

/// A function of a module written in Python, saved by reference.
fn function_ref(vm: &mut Vm, f: &Rc<Function>) -> Option<J> {
    let module = match f.globals.as_ref()?.borrow().get("__name__") {
        Some(Value::Str(s)) => s.s.clone(),
        _ => return None,
    };
    let found = resolve(vm, &module, &f.qualname)?;
    let inner = match &found {
        Value::StaticMethod(x) | Value::ClassMethod(x) => (**x).clone(),
        other => other.clone(),
    };
    match inner {
        Value::Function(g) if Rc::ptr_eq(&g, f) => Some(json!({"global": [module, &*f.qualname]})),
        _ => None,
    }
}

/// The class a builtin method of a class comes from, when looking its name up on that class
/// gives the same method again.
fn method_class(vm: &mut Vm, b: &Rc<crate::values::Builtin>) -> Option<Rc<Class>> {
    use crate::values::function::Native;
    let method = |n: &Native| match n {
        Native::Table(_, m) | Native::Unbound(_, m) => Some(*m as *const _),
        Native::Raw(_) => None,
    };
    let own = method(&b.func)?;
    let c = match (&b.bound, b.func) {
        (Some(Value::Class(c)), _) => c.clone(),
        (None, Native::Table(owner, _) | Native::Unbound(owner, _)) if !owner.is_empty() => {
            match vm.globals.builtins.get(owner) {
                Some(Value::Class(c)) => c.clone(),
                _ => return None,
            }
        }
        _ => return None,
    };
    match vm.get_attr(&Value::Class(c.clone()), &b.name) {
        Ok(Value::Builtin(x))
            if method(&x.func) == Some(own) && x.bound.is_some() == b.bound.is_some() =>
        {
            Some(c)
        }
        _ => None,
    }
}

/// The object a builtin method is bound to, when looking its name up on that object gives
/// the same method again.
fn bound_receiver(vm: &mut Vm, b: &Rc<crate::values::Builtin>) -> Option<Value> {
    use crate::values::function::Native;
    let method = |n: &Native| match n {
        Native::Table(_, m) | Native::Unbound(_, m) => Some(*m as *const _),
        Native::Raw(_) => None,
    };
    let recv = match &b.bound {
        Some(Value::Class(_)) | None => return None,
        Some(v) => v.clone(),
    };
    let own = method(&b.func)?;
    match vm.get_attr(&recv, &b.name) {
        Ok(Value::Builtin(x)) if method(&x.func) == Some(own) => Some(recv),
        _ => None,
    }
}

/// A builtin function (of `builtins` or of a module) saved by reference.
fn builtin_ref(vm: &mut Vm, b: &Rc<crate::values::Builtin>) -> Option<J> {
    if b.bound.is_some() {
        return None;
    }
    let same = |v: &Value| matches!(v, Value::Builtin(x) if Rc::ptr_eq(x, b));
    if vm.globals.builtins.get(&*b.name).is_some_and(same) {
        return Some(json!({"global": ["builtins", &*b.name]}));
    }
    let crate::values::function::Native::Table(module, _) = b.func else {
        return None;
    };
    if module.is_empty() {
        return None;
    }
    resolve(vm, module, &b.name)
        .filter(same)
        .map(|_| json!({"global": [module, &*b.name]}))
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
];

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

fn corrupt(m: impl Into<String>) -> RestoreError {
    RestoreError::Corrupt(m.into())
}

/// A saved source compiled again: its code objects by number, and the namespace it was
/// compiled against (None: the session's).
type Compiled = (HashMap<u32, Rc<Code>>, Option<GlobalsRef>);

/// The restore in progress: the table's entries and the objects made of them so far.
struct Restorer<'a> {
    entries: &'a [J],
    made: Vec<Option<Value>>,
    /// Entries being made (a second visit means the entry contains itself).
    busy: Vec<bool>,
    cells: Vec<Option<CellRef>>,
    namespaces: Vec<Option<GlobalsRef>>,
    sources: &'a [J],
    /// Each source's code objects by number, once compiled, with the namespace it was
    /// compiled against (None: the session's).
    compiled: Vec<Option<Compiled>>,
}

/// A JSON field of an entry.
fn field<'a>(m: &'a J, name: &str) -> Result<&'a J, RestoreError> {
    m.get(name)
        .ok_or_else(|| corrupt(format!("missing field {name:?}")))
}

fn array<'a>(j: &'a J, what: &str) -> Result<&'a Vec<J>, RestoreError> {
    match j {
        J::Array(a) => Ok(a),
        _ => Err(corrupt(format!("{what} is not an array"))),
    }
}

fn string<'a>(j: &'a J, what: &str) -> Result<&'a str, RestoreError> {
    match j {
        J::String(s) => Ok(s),
        _ => Err(corrupt(format!("{what} is not a string"))),
    }
}

/// `[[name, value], ...]` pairs.
fn pairs<'a>(j: &'a J, what: &str) -> Result<Vec<(&'a str, &'a J)>, RestoreError> {
    array(j, what)?
        .iter()
        .map(|p| match p {
            J::Array(kv) => match kv.as_slice() {
                [J::String(k), v] => Ok((k.as_str(), v)),
                _ => Err(corrupt(format!("bad {what} item"))),
            },
            _ => Err(corrupt(format!("bad {what} item"))),
        })
        .collect()
}

/// Every code object of a compiled source by number (the module's own included).
fn number_codes(root: &Rc<Code>) -> HashMap<u32, Rc<Code>> {
    let mut out = HashMap::new();
    let mut todo = vec![root.clone()];
    while let Some(c) = todo.pop() {
        for k in &c.consts {
            if let Value::Builtin(b) = k {
                if let Some(Value::Function(f)) = &b.bound {
                    todo.push(f.code.clone());
                }
            }
        }
        out.insert(c.seq, c);
    }
    out
}

impl Restorer<'_> {
    /// The value `j` describes (objects made on first use).
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
                    ("global", J::Array(parts)) => {
                        let [J::String(module), J::String(qualname)] = parts.as_slice() else {
                            return Err(corrupt("bad global reference"));
                        };
                        if module == "builtins" {
                            return vm
                                .globals
                                .builtins
                                .get(qualname.as_str())
                                .cloned()
                                .ok_or_else(|| {
                                    RestoreError::Value(format!("no builtin named '{qualname}'"))
                                });
                        }
                        resolve(vm, module, qualname).ok_or_else(|| {
                            RestoreError::Value(format!("'{module}.{qualname}' is not found"))
                        })
                    }
                    ("ref", J::Number(n)) => {
                        let id = self.id(n)?;
                        self.object(vm, id)
                    }
                    ("range", J::Array(parts)) => match parts.as_slice() {
                        [a, b, c] => match (a.as_i64(), b.as_i64(), c.as_i64()) {
                            (Some(start), Some(stop), Some(step)) if step != 0 => {
                                Ok(Value::Range(Rc::new(crate::values::RangeObj {
                                    start,
                                    stop,
                                    step,
                                })))
                            }
                            _ => Err(corrupt("bad range")),
                        },
                        _ => Err(corrupt("bad range")),
                    },
                    ("boundattr", J::Array(parts)) => {
                        let [recv, J::String(name)] = parts.as_slice() else {
                            return Err(corrupt("bad bound method"));
                        };
                        let recv = self.value(vm, recv)?;
                        match vm.get_attr(&recv, name) {
                            Ok(v @ Value::Builtin(_)) => Ok(v),
                            _ => Err(RestoreError::Value(format!(
                                "a '{}' object has no builtin method '{name}'",
                                recv.type_name()
                            ))),
                        }
                    }
                    ("classattr", J::Array(parts)) => {
                        let [c, J::String(name)] = parts.as_slice() else {
                            return Err(corrupt("bad class attribute"));
                        };
                        let c = self.class(vm, c)?;
                        match vm.get_attr(&Value::Class(c.clone()), name) {
                            Ok(v @ Value::Builtin(_)) => Ok(v),
                            _ => Err(RestoreError::Value(format!(
                                "'{}' has no builtin method '{name}'",
                                c.name
                            ))),
                        }
                    }
                    _ => Err(corrupt(format!("unknown value tag {tag:?}"))),
                }
            }
            other => Err(corrupt(format!("unexpected value {other}"))),
        }
    }

    /// A reference's index, checked.
    fn id(&self, n: &serde_json::Number) -> Result<usize, RestoreError> {
        n.as_u64()
            .map(|i| i as usize)
            .filter(|i| *i < self.entries.len())
            .ok_or_else(|| corrupt(format!("bad reference {n}")))
    }

    /// The closure cell a `{"ref": id}` names.
    fn cell(&mut self, j: &J) -> Result<CellRef, RestoreError> {
        let Some(J::Number(n)) = j.get("ref") else {
            return Err(corrupt("bad closure cell"));
        };
        let id = self.id(n)?;
        if entry(&self.entries[id])?.0 != "cell" {
            return Err(corrupt(format!("object {id} is not a cell")));
        }
        Ok(self.cells[id]
            .get_or_insert_with(|| Rc::new(RefCell::new(None)))
            .clone())
    }

    /// The namespace a `{"ref": id}` names: a module's (imported), or a helper's (made
    /// empty, filled later).
    fn namespace(&mut self, vm: &mut Vm, j: &J) -> Result<GlobalsRef, RestoreError> {
        let Some(J::Number(n)) = j.get("ref") else {
            return Err(corrupt("bad namespace"));
        };
        let id = self.id(n)?;
        if let Some(g) = &self.namespaces[id] {
            return Ok(g.clone());
        }
        let entries = self.entries;
        let (tag, body) = entry(&entries[id])?;
        if tag != "namespace" {
            return Err(corrupt(format!("object {id} is not a namespace")));
        }
        let g = if let Some(m) = body.get("module") {
            let m = string(m, "module")?;
            module_namespace(vm, m)
                .ok_or_else(|| RestoreError::Value(format!("module '{m}' has no namespace")))?
        } else {
            let name = string(field(body, "name")?, "name")?;
            let g = Rc::new(RefCell::new(crate::values::Globals::new_module(
                vm.globals.builtins.clone(),
                name,
            )));
            if vm.namespaces.len() == vm.namespaces.capacity() {
                vm.namespaces.retain(|w| w.strong_count() > 0);
            }
            vm.namespaces.push(Rc::downgrade(&g));
            g
        };
        self.namespaces[id] = Some(g.clone());
        Ok(g)
    }

    /// A class value (for bases, metaclasses, owners and instances' classes).
    fn class(&mut self, vm: &mut Vm, j: &J) -> Result<Rc<Class>, RestoreError> {
        match self.value(vm, j)? {
            Value::Class(c) => Ok(c),
            other => Err(corrupt(format!("a class is a '{}'", other.type_name()))),
        }
    }

    /// The code object `[source, number]` names, compiling its source on first use, and the
    /// namespace its functions run with.
    fn code(
        &mut self,
        vm: &mut Vm,
        j: &J,
        allow_root: bool,
    ) -> Result<(Rc<Code>, Option<GlobalsRef>), RestoreError> {
        let (src, seq) = match array(j, "code")?.as_slice() {
            [J::Number(a), J::Number(b)] => (a.as_u64(), b.as_u64()),
            _ => return Err(corrupt("bad code reference")),
        };
        let (Some(src), Some(seq)) = (src, seq) else {
            return Err(corrupt("bad code reference"));
        };
        let src = usize::try_from(src)
            .ok()
            .filter(|s| *s < self.sources.len())
            .ok_or_else(|| corrupt("bad source reference"))?;
        if self.compiled[src].is_none() {
            let s = &self.sources[src];
            let text = string(field(s, "text")?, "source text")?;
            let file = string(field(s, "file")?, "source file")?;
            let Some(J::Bool(record_last)) = s.get("record_last") else {
                return Err(corrupt("bad source"));
            };
            vm.check_source_cost(text.len())
                .map_err(|e| RestoreError::Value(describe(vm, e)))?;
            let ns = match s.get("namespace") {
                None | Some(J::Null) => None,
                Some(n) => Some(self.namespace(vm, n)?),
            };
            let body = crate::parse::parse(text)
                .map_err(|e| corrupt(format!("a saved source does not parse: {}", e.msg)))?;
            let root = match &ns {
                None => {
                    crate::compile::compile_module(&body, text, file, &mut vm.globals, *record_last)
                }
                Some(g) => {
                    crate::compile::compile_module(&body, text, file, &mut g.borrow_mut(), false)
                }
            }
            .map_err(|e| corrupt(format!("a saved source does not compile: {}", e.msg)))?;
            self.compiled[src] = Some((number_codes(&root), ns));
        }
        let (codes, ns) = self.compiled[src].as_ref().expect("compiled above");
        let code = u32::try_from(seq)
            .ok()
            .and_then(|s| codes.get(&s))
            .ok_or_else(|| corrupt("no such code object in its source"))?;
        // Only what a `def`, `lambda` or comprehension makes runs as a function: never a
        // module's or a class body's code.
        let root = usize::try_from(seq).ok() == Some(codes.len() - 1);
        if code.is_class_body || (root && !allow_root) {
            return Err(corrupt("a function's code is not a function body"));
        }
        Ok((code.clone(), ns.clone()))
    }

    /// The table entry `id` as a value: made now (mutable objects empty, to be filled once
    /// everything exists).
    fn object(&mut self, vm: &mut Vm, id: usize) -> Result<Value, RestoreError> {
        if let Some(v) = &self.made[id] {
            return Ok(v.clone());
        }
        if self.busy[id] {
            return Err(corrupt(format!("object {id} contains itself")));
        }
        let _level = crate::vm::nest::enter(crate::vm::nest::Ctx::Plain)
            .map_err(|_| RestoreError::Value("objects nested too deeply".into()))?;
        self.busy[id] = true;
        let entries = self.entries;
        let (tag, body) = entry(&entries[id])?;
        let v = match tag {
            "list" => Value::list(Vec::new()),
            "dict" => Value::Dict(Rc::new(crate::values::teardown::DictCell::new(
                Dict::default(),
            ))),
            "set" => Value::Set(Rc::new(RefCell::new(SetObj::new()))),
            "tuple" => {
                let items = array(body, "tuple")?;
                let mut out = Vec::with_capacity(items.len());
                for x in items {
                    out.push(self.value(vm, x)?);
                }
                Value::tuple(out)
            }
            "frozenset" => {
                let mut set = SetObj::new();
                for x in array(body, "frozenset")? {
                    let k = self.member(vm, x)?;
                    set.insert(k);
                }
                Value::FrozenSet(Rc::new(set))
            }
            "cell" | "namespace" => {
                return Err(corrupt(format!("object {id} is a {tag}, not a value")));
            }
            "function" => self.function(vm, body)?,
            "iter" => Value::Iter(Rc::new(RefCell::new(crate::values::IterState::Done))),
            "generator" => {
                let kind = match string(field(body, "kind")?, "kind")? {
                    "generator" => crate::values::GenKind::Generator,
                    "coroutine" => crate::values::GenKind::Coroutine,
                    "async_generator" => crate::values::GenKind::AsyncGenerator,
                    _ => return Err(corrupt("bad generator kind")),
                };
                let flag = |n: &str| match body.get(n) {
                    Some(J::Bool(b)) => Ok(*b),
                    _ => Err(corrupt(format!("bad generator field {n:?}"))),
                };
                Value::Generator(Rc::new(RefCell::new(crate::values::Generator {
                    kind,
                    frame: None,
                    running: flag("running")?,
                    finished: flag("finished")?,
                    name: Rc::from(string(field(body, "name")?, "name")?),
                    qualname: Rc::from(string(field(body, "qualname")?, "qualname")?),
                })))
            }
            "class" => self.new_class(vm, body)?,
            "instance" => self.instance(vm, body)?,
            "method" => match array(body, "method")?.as_slice() {
                [s, f] => {
                    let s = self.value(vm, s)?;
                    let f = self.value(vm, f)?;
                    Value::Method(Rc::new((s, f)))
                }
                _ => return Err(corrupt("bad method")),
            },
            "staticmethod" | "classmethod" => match array(body, tag)?.as_slice() {
                [f] => {
                    let f = Rc::new(self.value(vm, f)?);
                    if tag == "staticmethod" {
                        Value::StaticMethod(f)
                    } else {
                        Value::ClassMethod(f)
                    }
                }
                _ => return Err(corrupt(format!("bad {tag}"))),
            },
            "slice" => match array(body, "slice")?.as_slice() {
                [a, b, c] => Value::Slice(Rc::new([
                    self.value(vm, a)?,
                    self.value(vm, b)?,
                    self.value(vm, c)?,
                ])),
                _ => return Err(corrupt("bad slice")),
            },
            "view" => match array(body, "view")?.as_slice() {
                [J::String(kind), d] => {
                    let kind = match kind.as_str() {
                        "keys" => crate::values::ViewKind::Keys,
                        "values" => crate::values::ViewKind::Values,
                        "items" => crate::values::ViewKind::Items,
                        _ => return Err(corrupt("bad dict view")),
                    };
                    let Value::Dict(dict) = self.value(vm, d)? else {
                        return Err(corrupt("a dict view of something else"));
                    };
                    Value::View(Rc::new(crate::values::View { kind, dict }))
                }
                _ => return Err(corrupt("bad dict view")),
            },
            "native" => match array(body, "native")?.as_slice() {
                [J::String(name), state] => {
                    let Some((_, restore)) = NATIVES.iter().find(|(t, _)| t.name == name) else {
                        return Err(RestoreError::Value(format!(
                            "this build cannot restore a '{name}' object"
                        )));
                    };
                    let state = self.value(vm, state)?;
                    restore(vm, state).map_err(|e| RestoreError::Value(describe(vm, e)))?
                }
                _ => return Err(corrupt("bad native object")),
            },
            "property" => match array(body, "property")?.as_slice() {
                [g, s, d] => Value::Property(Rc::new(crate::values::Property {
                    fget: self.value(vm, g)?,
                    fset: self.value(vm, s)?,
                    fdel: self.value(vm, d)?,
                })),
                _ => return Err(corrupt("bad property")),
            },
            other => return Err(corrupt(format!("unknown object kind {other:?}"))),
        };
        self.busy[id] = false;
        self.made[id] = Some(v.clone());
        Ok(v)
    }

    /// A builtin iterator's state, checked (a string position on a character boundary, a
    /// range's step not zero).
    fn iter_state(
        &mut self,
        vm: &mut Vm,
        body: &J,
    ) -> Result<crate::values::IterState, RestoreError> {
        use crate::values::IterState as S;
        let parts = array(body, "iterator")?;
        let bad = || corrupt("bad iterator");
        let kind = parts.first().and_then(|k| k.as_str()).ok_or_else(bad)?;
        let n = |i: usize| {
            parts
                .get(i)
                .and_then(|x| x.as_u64())
                .map(|x| x as usize)
                .ok_or_else(bad)
        };
        let i64_at = |i: usize| parts.get(i).and_then(|x| x.as_i64()).ok_or_else(bad);
        let at = |i: usize| parts.get(i).ok_or_else(bad);
        Ok(match kind {
            "dict" => {
                let Value::Dict(d) = self.value(vm, at(1)?)? else {
                    return Err(bad());
                };
                let k = match at(4)?.as_str() {
                    Some("keys") => crate::values::ViewKind::Keys,
                    Some("values") => crate::values::ViewKind::Values,
                    Some("items") => crate::values::ViewKind::Items,
                    _ => return Err(bad()),
                };
                S::Dict(d, n(2)?, n(3)?, k)
            }
            "set" => {
                let Value::Set(set) = self.value(vm, at(1)?)? else {
                    return Err(bad());
                };
                let slot = match at(2)? {
                    J::Null => usize::MAX,
                    c => {
                        let count = c.as_u64().ok_or_else(bad)?;
                        let b = set.borrow();
                        let mut slot = 0;
                        for _ in 0..count {
                            match b.next_from(slot) {
                                Some((j, _)) => slot = j + 1,
                                None => break,
                            }
                        }
                        slot
                    }
                };
                S::Set(set, slot, n(3)?)
            }
            "list" | "listrev" => {
                let Value::List(l) = self.value(vm, at(1)?)? else {
                    return Err(bad());
                };
                if kind == "list" {
                    S::List(l, n(2)?)
                } else {
                    S::ListRev(l, n(2)?)
                }
            }
            "seq" => {
                let mut items = Vec::new();
                for x in array(at(1)?, "items")? {
                    items.push(self.value(vm, x)?);
                }
                S::Seq(Rc::new(items), n(2)?)
            }
            "range" => {
                let step = i64_at(3)?;
                if step == 0 {
                    return Err(bad());
                }
                S::Range(i64_at(1)?, i64_at(2)?, step)
            }
            "str" => {
                let text = at(1)?.as_str().ok_or_else(bad)?;
                let i = n(2)?;
                if !text.is_char_boundary(i) {
                    return Err(bad());
                }
                S::Str(Rc::new(crate::values::PyStr::new(text.to_string())), i)
            }
            "enumerate" => S::Enumerate(self.value(vm, at(1)?)?, self.value(vm, at(2)?)?),
            "zip" | "map" => {
                let list = if kind == "zip" { at(1)? } else { at(2)? };
                let mut iters = Vec::new();
                for x in array(list, "iterators")? {
                    iters.push(self.value(vm, x)?);
                }
                if kind == "zip" {
                    S::Zip(iters)
                } else {
                    S::Map(self.value(vm, at(1)?)?, iters)
                }
            }
            "filter" => S::Filter(self.value(vm, at(1)?)?, self.value(vm, at(2)?)?),
            "callable" => S::Callable(self.value(vm, at(1)?)?, self.value(vm, at(2)?)?),
            "getitem" => S::GetItem(self.value(vm, at(1)?)?, i64_at(2)?),
            "done" => S::Done,
            _ => return Err(bad()),
        })
    }

    /// A saved frame, checked against its code: as many locals and cells as the code has,
    /// the next instruction and the handlers inside it, handler depths inside the stack.
    /// `allow_root`: a module's code may run it (the outermost frame of a suspended
    /// execution).
    fn frame(
        &mut self,
        vm: &mut Vm,
        j: &J,
        allow_root: bool,
    ) -> Result<Box<crate::vm::Frame>, RestoreError> {
        let func = match field(j, "func")? {
            J::Null => None,
            f => match self.value(vm, f)? {
                Value::Function(f) => Some(f),
                _ => return Err(corrupt("a frame's function is not a function")),
            },
        };
        let code = match (field(j, "code")?, &func) {
            (J::Null, Some(f)) => f.code.clone(),
            (J::Null, None) => return Err(corrupt("a frame without code")),
            (c, _) => self.code(vm, c, allow_root)?.0,
        };
        if code.is_class_body || func.as_ref().is_some_and(|f| !Rc::ptr_eq(&f.code, &code)) {
            return Err(corrupt("a frame's function does not fit it"));
        }
        let pc = field(j, "pc")?
            .as_u64()
            .map(|p| p as usize)
            .filter(|p| *p < code.ops.len())
            .ok_or_else(|| corrupt("bad instruction address"))?;
        let mut stack = Vec::new();
        for v in array(field(j, "stack")?, "stack")? {
            stack.push(self.value(vm, v)?);
        }
        let mut locals = vec![None; code.nlocals as usize];
        for l in array(field(j, "locals")?, "locals")? {
            let [J::Number(i), v] = array(l, "a local")?.as_slice() else {
                return Err(corrupt("bad local"));
            };
            let v = self.value(vm, v)?;
            let slot = i
                .as_u64()
                .and_then(|i| locals.get_mut(i as usize))
                .ok_or_else(|| corrupt("bad local slot"))?;
            *slot = Some(v);
        }
        let mut cells = Vec::new();
        for c in array(field(j, "cells")?, "cells")? {
            cells.push(self.cell(c)?);
        }
        if cells.len() != code.cell_names.len() {
            return Err(corrupt("a frame's cells do not fit its code"));
        }
        let mut blocks = Vec::new();
        for b in array(field(j, "blocks")?, "blocks")? {
            if let Some(h) = b.get("except") {
                let [J::Number(handler), J::Number(depth)] = array(h, "a handler")?.as_slice()
                else {
                    return Err(corrupt("bad handler"));
                };
                let (Some(handler), Some(depth)) = (handler.as_u64(), depth.as_u64()) else {
                    return Err(corrupt("bad handler"));
                };
                if handler as usize >= code.ops.len() || depth as usize > stack.len() {
                    return Err(corrupt("a handler outside its frame"));
                }
                blocks.push(crate::vm::Block::Except {
                    handler: handler as u32,
                    depth: depth as u32,
                });
            } else if let Some(v) = b.get("handling") {
                blocks.push(crate::vm::Block::Handling(self.value(vm, v)?));
            } else {
                return Err(corrupt("bad block"));
            }
        }
        let init_for = match field(j, "init_for")? {
            J::Null => None,
            v => Some(self.value(vm, v)?),
        };
        let gen_of = match field(j, "gen_of")? {
            J::Null => None,
            x => match array(x, "gen_of")?.as_slice() {
                [g, how] => {
                    let Value::Generator(g) = self.value(vm, g)? else {
                        return Err(corrupt("bad generator"));
                    };
                    let how = match how {
                        J::Null => crate::vm::GenResume::Send,
                        // (An address in the caller's code, checked with the caller.)
                        J::Number(t) => match t.as_u64().and_then(|t| u32::try_from(t).ok()) {
                            Some(t) => crate::vm::GenResume::ForIter(t),
                            None => return Err(corrupt("bad loop exit")),
                        },
                        _ => return Err(corrupt("bad generator resume")),
                    };
                    Some((g, how))
                }
                _ => return Err(corrupt("bad gen_of")),
            },
        };
        vm.frame_ids += 1;
        Ok(Box::new(crate::vm::Frame {
            code,
            pc,
            stack,
            locals,
            cells,
            blocks,
            func,
            ns: None,
            id: vm.frame_ids,
            init_for,
            gen_of,
        }))
    }

    /// A suspended execution: its frames go on the VM's frame stack (checked: a module's
    /// code only at the bottom, a generator's frame only where that generator runs, loop
    /// exits inside the caller), its output so far to the VM's buffers.
    fn suspension(
        &mut self,
        vm: &mut Vm,
        x: &J,
    ) -> Result<crate::host::suspend::Suspension, RestoreError> {
        let mut frames: Vec<Box<crate::vm::Frame>> = Vec::new();
        for (i, f) in array(field(x, "frames")?, "frames")?.iter().enumerate() {
            let f = self.frame(vm, f, i == 0)?;
            if let Some((g, how)) = &f.gen_of {
                let g = g.borrow();
                let caller_fits = match (how, frames.last()) {
                    (_, None) => false,
                    (crate::vm::GenResume::ForIter(t), Some(c)) => (*t as usize) < c.code.ops.len(),
                    (crate::vm::GenResume::Send, Some(_)) => true,
                };
                if !caller_fits || !g.running || g.frame.is_some() || !f.code.is_generator {
                    return Err(corrupt("a generator's running frame does not fit it"));
                }
            }
            frames.push(f);
        }
        if frames.is_empty() || frames.len() > vm.limits.max_recursion {
            return Err(corrupt("bad suspended frames"));
        }
        let tool = string(field(x, "tool")?, "tool")?.to_string();
        let mut args = Vec::new();
        for a in array(field(x, "args")?, "args")? {
            args.push(self.data(vm, a)?);
        }
        let mut kwargs = Vec::new();
        for (k, a) in pairs(field(x, "kwargs")?, "kwargs")? {
            kwargs.push((k.to_string(), self.data(vm, a)?));
        }
        let active = field(x, "active_secs")?
            .as_f64()
            .and_then(|s| std::time::Duration::try_from_secs_f64(s).ok())
            .ok_or_else(|| corrupt("bad running time"))?;
        vm.stdout = string(field(x, "stdout")?, "stdout")?.to_string();
        vm.stderr = string(field(x, "stderr")?, "stderr")?.to_string();
        vm.depth = frames.len();
        vm.frames = frames;
        vm.mem_base = crate::alloc::thread_allocated();
        Ok(crate::host::suspend::Suspension {
            id: crate::host::suspend::next_id(),
            tool: tool.clone(),
            active,
            call: belljar::ToolCall {
                name: tool,
                args,
                kwargs,
            },
        })
    }

    /// A pending call's argument as plain data.
    fn data(&mut self, vm: &mut Vm, j: &J) -> Result<belljar::Data, RestoreError> {
        let v = self.value(vm, j)?;
        super::convert::to_data(&v).map_err(|_| corrupt("a pending call's argument is not data"))
    }

    /// A function, without its attributes and owner (filled later).
    fn function(&mut self, vm: &mut Vm, b: &J) -> Result<Value, RestoreError> {
        let (code, globals) = self.code(vm, field(b, "code")?, false)?;
        let name = string(field(b, "name")?, "name")?;
        let qualname = string(field(b, "qualname")?, "qualname")?;
        let mut defaults = Vec::new();
        for d in array(field(b, "defaults")?, "defaults")? {
            defaults.push(self.value(vm, d)?);
        }
        let mut kwdefaults = Vec::new();
        for (k, v) in pairs(field(b, "kwdefaults")?, "kwdefaults")? {
            kwdefaults.push((Rc::from(k), self.value(vm, v)?));
        }
        let mut closure = Vec::new();
        for c in array(field(b, "closure")?, "closure")? {
            closure.push(self.cell(c)?);
        }
        let frees = code.cell_names.len().saturating_sub(code.ncells as usize);
        if closure.len() != frees || defaults.len() > code.argcount as usize {
            return Err(corrupt(format!(
                "function '{name}' does not fit its code (closure or defaults)"
            )));
        }
        Ok(Value::Function(Rc::new(Function {
            code,
            name: RefCell::new(Rc::from(name)),
            qualname: Rc::from(qualname),
            defaults,
            kwdefaults,
            closure,
            owner: RefCell::new(None),
            attrs: RefCell::new(HashMap::new()),
            globals,
        })))
    }

    /// A class with an empty namespace (filled later).
    fn new_class(&mut self, vm: &mut Vm, b: &J) -> Result<Value, RestoreError> {
        let name = string(field(b, "name")?, "name")?;
        let qualname = string(field(b, "qualname")?, "qualname")?;
        let mut bases = Vec::new();
        for x in array(field(b, "bases")?, "bases")? {
            bases.push(self.class(vm, x)?);
        }
        let meta = match field(b, "meta")? {
            J::Null => None,
            m => {
                let m = self.class(vm, m)?;
                if !crate::vm::meta::is_metaclass(&m) || m.builtin {
                    return Err(corrupt(format!("'{}' is not a metaclass", m.name)));
                }
                Some(m)
            }
        };
        let slots = match field(b, "slots")? {
            J::Null => None,
            s => {
                let mut out: Vec<Rc<str>> = Vec::new();
                for n in array(s, "slots")? {
                    let n = string(n, "a slot")?;
                    if !super::is_identifier(n) {
                        return Err(corrupt("bad slot name"));
                    }
                    out.push(Rc::from(n));
                }
                Some(Rc::from(out))
            }
        };
        let tp_name = match field(b, "tp_name")? {
            J::Null => None,
            s => Some(string(s, "tp_name")?),
        };
        let c = vm
            .restore_class(meta, Rc::from(name), Rc::from(qualname), bases, slots)
            .map_err(|e| RestoreError::Value(describe(vm, e)))?;
        if let Some(t) = tp_name {
            let _ = c.ext.tp_name.set(Rc::from(t));
        }
        Ok(Value::Class(c))
    }

    /// An instance with an empty `__dict__` (filled later).
    fn instance(&mut self, vm: &mut Vm, b: &J) -> Result<Value, RestoreError> {
        let class = self.class(vm, field(b, "class")?)?;
        let payload = match field(b, "payload")? {
            J::Null => None,
            p => Some(self.value(vm, p)?),
        };
        use crate::values::object::TypeKind as K;
        let fits = matches!(
            (class.kind, &payload),
            (K::User | K::Object | K::Exception | K::Other, None)
                | (K::Int, Some(Value::Int(_) | Value::BigInt(_)))
                | (K::Float, Some(Value::Float(_)))
                | (K::Str, Some(Value::Str(_)))
                | (K::Bytes, Some(Value::Bytes(_)))
                | (K::Tuple, Some(Value::Tuple(_)))
                | (K::FrozenSet, Some(Value::FrozenSet(_)))
                | (K::List, Some(Value::List(_)))
                | (K::Dict, Some(Value::Dict(_)))
                | (K::Set, Some(Value::Set(_)))
        );
        let exc = field(b, "exc")?;
        let plain = matches!(class.kind, K::User | K::Object | K::Exception | K::Other);
        // (`Other`: a builtin type whose objects are instances, such as `types.GenericAlias`.)
        let other_user = class.kind == K::Other && !class.builtin;
        if !fits || other_user || class.is_exc == exc.is_null() || (class.builtin && !plain) {
            return Err(corrupt(format!(
                "an instance of '{}' does not fit its class",
                class.name
            )));
        }
        Ok(Value::Instance(Rc::new(Instance {
            exc: class.is_exc.then(|| RefCell::new(ExcData::default())),
            class,
            dict: RefCell::new(AttrMap::default()),
            payload,
        })))
    }

    /// Fill what entry `id` made empty: containers' items, cells' contents, functions'
    /// attributes, classes' namespaces, instances' `__dict__`s and exception state.
    fn fill(&mut self, vm: &mut Vm, id: usize, kinds: &[&str]) -> Result<(), RestoreError> {
        let entries = self.entries;
        let (tag, body) = entry(&entries[id])?;
        if !kinds.contains(&tag) {
            return Ok(());
        }
        let made = self.made[id].clone();
        match (tag, made) {
            ("namespace", _) => {
                let Some(g) = self.namespaces[id].clone() else {
                    return Ok(());
                };
                let Some(items) = body.get("items") else {
                    return Ok(());
                };
                for (k, v) in pairs(items, "namespace")? {
                    if !super::is_identifier(k) {
                        return Err(corrupt(format!("bad name {k:?}")));
                    }
                    let v = self.value(vm, v)?;
                    g.borrow_mut().set(k, v);
                }
            }
            ("cell", _) => {
                let inner = match array(body, "cell")?.as_slice() {
                    [] => None,
                    [v] => Some(self.value(vm, v)?),
                    _ => return Err(corrupt("bad cell")),
                };
                let cell = self.cells[id]
                    .get_or_insert_with(|| Rc::new(RefCell::new(None)))
                    .clone();
                *cell.borrow_mut() = inner;
            }
            ("list", Some(Value::List(l))) => {
                let mut out = Vec::new();
                for x in array(body, "list")? {
                    out.push(self.value(vm, x)?);
                }
                *l.borrow_mut() = out;
            }
            ("set", Some(Value::Set(s))) => {
                let mut keys = Vec::new();
                for x in array(body, "set")? {
                    keys.push(self.member(vm, x)?);
                }
                let mut s = s.borrow_mut();
                for k in keys {
                    s.insert(k);
                }
            }
            ("dict", Some(Value::Dict(d))) => {
                let mut items = Vec::new();
                for x in array(body, "dict")? {
                    let (k, v, h) = match array(x, "a dict item")?.as_slice() {
                        [k, v] => (k, v, None),
                        [k, v, J::Number(h)] => (k, v, h.as_i64()),
                        _ => return Err(corrupt("bad dict item")),
                    };
                    let k = self.value(vm, k)?;
                    let k = self.key_or(vm, k, h)?;
                    items.push((k, self.value(vm, v)?));
                }
                let mut d = d.borrow_mut();
                for (k, v) in items {
                    d.insert(k, v);
                }
            }
            ("iter", Some(Value::Iter(it))) => {
                let state = self.iter_state(vm, body)?;
                *it.borrow_mut() = state;
            }
            ("generator", Some(Value::Generator(g))) => {
                let fj = field(body, "frame")?;
                if fj.is_null() {
                    return Ok(());
                }
                let frame = self.frame(vm, fj, false)?;
                let (kind, running, finished) = {
                    let g = g.borrow();
                    (g.kind, g.running, g.finished)
                };
                if !frame.code.is_generator
                    || frame.code.gen_kind != kind
                    || running
                    || finished
                    || frame.gen_of.is_some()
                    || frame.init_for.is_some()
                {
                    return Err(corrupt("a generator's frame does not fit it"));
                }
                g.borrow_mut().frame = Some(frame);
            }
            ("function", Some(Value::Function(f))) => {
                for (k, v) in pairs(field(body, "attrs")?, "attrs")? {
                    let v = self.value(vm, v)?;
                    f.attrs.borrow_mut().insert(Rc::from(k), v);
                }
                if !field(body, "owner")?.is_null() {
                    let c = self.class(vm, field(body, "owner")?)?;
                    *f.owner.borrow_mut() = Some(Rc::downgrade(&c));
                }
            }
            ("class", Some(Value::Class(c))) => {
                let mut items = Vec::new();
                for (k, v) in pairs(field(body, "dict")?, "class namespace")? {
                    items.push((crate::values::attrmap::intern(k), self.value(vm, v)?));
                }
                let getattribute = items.iter().any(|(k, _)| &**k == "__getattribute__");
                let mut d = c.dict_mut();
                for (k, v) in items {
                    d.insert(k, v);
                }
                drop(d);
                if getattribute {
                    c.ext.getattribute.set(true);
                }
            }
            ("instance", Some(Value::Instance(i))) => {
                let mut items = Vec::new();
                for (k, v) in pairs(field(body, "dict")?, "instance dict")? {
                    items.push((crate::values::attrmap::intern(k), self.value(vm, v)?));
                }
                {
                    let mut d = i.dict.borrow_mut();
                    for (k, v) in items {
                        d.insert(k, v);
                    }
                }
                if let (Some(e), J::Object(_)) = (&i.exc, field(body, "exc")?) {
                    let x = field(body, "exc")?;
                    let mut args = Vec::new();
                    for a in array(field(x, "args")?, "args")? {
                        args.push(self.value(vm, a)?);
                    }
                    let opt = |r: &mut Self, vm: &mut Vm, j: &J| -> Result<_, RestoreError> {
                        Ok(match j {
                            J::Null => None,
                            j => Some(r.value(vm, j)?),
                        })
                    };
                    let cause = opt(self, vm, field(x, "cause")?)?;
                    let context = opt(self, vm, field(x, "context")?)?;
                    let Some(J::Bool(suppress)) = x.get("suppress") else {
                        return Err(corrupt("bad exception state"));
                    };
                    let mut e = e.borrow_mut();
                    e.args = args;
                    e.cause = cause;
                    e.context = context;
                    e.suppress_context = *suppress;
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// A key hashed again (identity hashes change with the process), or, when its hash no
    /// longer answers (its class's `__hash__` was replaced since), the hash it was stored
    /// with, as the dict or set had it.
    fn key_or(
        &self,
        vm: &mut Vm,
        v: Value,
        saved: Option<i64>,
    ) -> Result<crate::values::Key, RestoreError> {
        match (vm.key(v.clone()), saved) {
            (Ok(k), _) => Ok(k),
            (Err(e @ PyErr::Limit(..)), _) | (Err(e), None) => {
                Err(RestoreError::Value(describe(vm, e)))
            }
            (Err(_), Some(hash)) => Ok(crate::values::Key { hash, value: v }),
        }
    }

    /// A set member: `[value, hash]`, or a bare value (format version 1).
    fn member(&mut self, vm: &mut Vm, x: &J) -> Result<crate::values::Key, RestoreError> {
        match x {
            J::Array(p) => match p.as_slice() {
                [v, J::Number(h)] => {
                    let v = self.value(vm, v)?;
                    self.key_or(vm, v, h.as_i64())
                }
                _ => Err(corrupt("bad set member")),
            },
            v => {
                let v = self.value(vm, v)?;
                self.key_or(vm, v, None)
            }
        }
    }
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
            "suspended": suspended,
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
        if found != FORMAT_VERSION && found != 1 {
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
