//! Writing a saved session: the object table (`Saver`), by reference where a module has
//! the object, by value otherwise; frames copied out of the frames they describe.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use serde_json::{Value as J, json};

use crate::values::object::{Class, Instance};
use crate::values::{CellRef, Code, Function, GlobalsRef, Value};
use crate::vm::Vm;

use super::{MODULE_STATES, NATIVES, SaveError, module_attr_ref, module_namespace, resolve};

/// What a saved frame keeps, copied out of the frame (which stays where it is).
pub(super) struct FrameParts {
    pub(super) code: Rc<Code>,
    pub(super) pc: usize,
    pub(super) stack: Vec<Value>,
    pub(super) locals: Vec<Option<Value>>,
    pub(super) cells: Vec<CellRef>,
    pub(super) blocks: Vec<crate::vm::Block>,
    pub(super) func: Option<Rc<Function>>,
    pub(super) init_for: Option<Value>,
    pub(super) binop: Option<crate::compile::code::BinOp>,
    pub(super) gen_of: Option<(Rc<RefCell<crate::values::Generator>>, crate::vm::GenResume)>,
    pub(super) class_body: bool,
}

impl FrameParts {
    pub(super) fn of(f: &crate::vm::Frame) -> FrameParts {
        FrameParts {
            code: f.code.clone(),
            pc: f.pc,
            stack: f.stack.clone(),
            locals: f.locals.clone(),
            cells: f.cells.clone(),
            blocks: f.blocks.clone(),
            func: f.func.clone(),
            init_for: f.init_for.clone(),
            binop: f.binop,
            gen_of: f.gen_of.clone(),
            class_body: f.ns.is_some(),
        }
    }
}

/// What the work list holds: a value, or a closure cell (cells are not values).
#[derive(Clone)]
pub(super) enum Item {
    Value(Value),
    Cell(CellRef),
    /// The namespace of functions a module written in Python (or a helper of one) defined.
    Namespace(GlobalsRef),
}

/// The object table being written: each shared object gets an index the first time it is
/// seen; its entry is written when the work list reaches it.
pub(super) struct Saver {
    pub(super) ids: HashMap<usize, usize>,
    pub(super) objects: Vec<J>,
    pub(super) work: Vec<(usize, Item, String)>,
    /// Everything given an index, kept alive while saving so no address is reused.
    pub(super) keep: Vec<Item>,
    /// The sources of the code objects met, by the address of their [`CodeOrigin`].
    pub(super) source_ids: HashMap<usize, usize>,
    pub(super) sources: Vec<J>,
}

pub(super) fn unsupported(path: &str, type_name: &str) -> SaveError {
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
    pub(super) fn index(&mut self, addr: usize, item: Item, path: &str) -> usize {
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
    pub(super) fn value(&mut self, vm: &mut Vm, v: &Value, path: &str) -> Result<J, SaveError> {
        let addr = match v {
            Value::None => return Ok(J::Null),
            Value::Bool(b) => return Ok(J::Bool(b.get())),
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

    /// What the session changed in its modules: for each module, the attributes its code
    /// assigned (`[name, value]`) or deleted (`[name]`), and the internal state of the
    /// modules in [`MODULE_STATES`] it imported (`state`), in module-name order.
    pub(super) fn module_states(&mut self, vm: &mut Vm) -> Result<J, SaveError> {
        let mut names: Vec<Rc<str>> = vm.patched_modules.iter().map(|(m, _)| m.clone()).collect();
        for (name, _, _) in MODULE_STATES {
            if vm.modules.contains_key(*name) {
                names.push(Rc::from(*name));
            }
        }
        names.sort();
        names.dedup();
        let mut out = Vec::with_capacity(names.len());
        for name in names {
            let Some(Value::Module(m)) = vm.modules.get(&*name).cloned() else {
                continue;
            };
            let patched: Vec<Rc<str>> = vm
                .patched_modules
                .iter()
                .filter(|(mo, _)| *mo == name)
                .map(|(_, a)| a.clone())
                .collect();
            let mut attrs = Vec::with_capacity(patched.len());
            for a in patched {
                let v = m.attrs.borrow().get(&a).cloned();
                attrs.push(match v {
                    Some(v) => json!([&*a, self.value(vm, &v, &format!("{name}.{a}"))?]),
                    None => json!([&*a]),
                });
                self.drain(vm)?;
            }
            let mut entry = json!({ "name": &*name, "attrs": attrs });
            if let Some((_, save, _)) = MODULE_STATES.iter().find(|(n, _, _)| **n == *name) {
                let path = format!("the state of module '{name}'");
                let ns = module_namespace(vm, &name);
                let state = save(vm, ns.as_ref()).map_err(|_| unsupported(&path, &name))?;
                entry["state"] = self.value(vm, &state, &path)?;
                self.drain(vm)?;
            }
            out.push(entry);
        }
        Ok(J::Array(out))
    }

    /// A closure cell as a reference to its table entry.
    pub(super) fn cell(&mut self, c: &CellRef, path: &str) -> J {
        let id = self.index(Rc::as_ptr(c) as usize, Item::Cell(c.clone()), path);
        json!({ "ref": id })
    }

    /// A namespace as a reference to its table entry.
    pub(super) fn namespace(&mut self, g: &GlobalsRef, path: &str) -> J {
        let id = self.index(Rc::as_ptr(g) as usize, Item::Namespace(g.clone()), path);
        json!({ "ref": id })
    }

    /// The index of the source `code` was compiled from (recorded with the namespace it
    /// was compiled against, `globals`), with its number in that source.
    pub(super) fn code(
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
    pub(super) fn drain(&mut self, vm: &mut Vm) -> Result<(), SaveError> {
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
                    let state = o.save().map_err(|reason| SaveError::Refused {
                        path: path.clone(),
                        type_name: v.type_name().to_string(),
                        reason,
                    })?;
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
    pub(super) fn iterator(
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
    pub(super) fn generator(
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
    pub(super) fn frame(
        &mut self,
        vm: &mut Vm,
        f: &FrameParts,
        path: &str,
    ) -> Result<J, SaveError> {
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
        // A binary operator's method: named by its dunder (`__add__`).
        let binop = match f.binop {
            Some(op) => json!(op.dunders().0),
            None => J::Null,
        };
        let gen_of = match &f.gen_of {
            Some((g, how)) => {
                let gj = self.value(vm, &Value::Generator(g.clone()), path)?;
                let how = match how {
                    crate::vm::GenResume::ForIter(t) => json!(t),
                    crate::vm::GenResume::Send => J::Null,
                    crate::vm::GenResume::YieldFrom => json!("yield from"),
                };
                json!([gj, how])
            }
            None => J::Null,
        };
        Ok(json!({
            "code": code, "pc": f.pc, "stack": stack, "locals": locals, "cells": cells,
            "blocks": blocks, "func": func, "init_for": init_for, "gen_of": gen_of,
            "binop": binop,
        }))
    }

    /// A module's namespace by its module's name; a helper's namespace by value.
    pub(super) fn namespace_entry(
        &mut self,
        vm: &mut Vm,
        g: &GlobalsRef,
        path: &str,
    ) -> Result<J, SaveError> {
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
    pub(super) fn function(
        &mut self,
        vm: &mut Vm,
        f: &Rc<Function>,
        path: &str,
    ) -> Result<J, SaveError> {
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
    pub(super) fn class(&mut self, vm: &mut Vm, c: &Rc<Class>, path: &str) -> Result<J, SaveError> {
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
    pub(super) fn instance(
        &mut self,
        vm: &mut Vm,
        i: &Rc<Instance>,
        path: &str,
    ) -> Result<J, SaveError> {
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
    pub(super) fn attrs(
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

    pub(super) fn items(
        &mut self,
        vm: &mut Vm,
        items: &[Value],
        path: &str,
    ) -> Result<Vec<J>, SaveError> {
        items
            .iter()
            .enumerate()
            .map(|(i, x)| self.value(vm, x, &format!("{path}[{i}]")))
            .collect()
    }

    /// Set members as `[value, hash]` (the hash for a member whose `__hash__` no longer
    /// answers, as a dict keeps the hashes it stored).
    pub(super) fn members(
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

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}
