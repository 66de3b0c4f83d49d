//! Reading a saved session back: the restore in progress (`Restorer`), which makes every
//! object of the table, checks what it reads and fills what it made empty.

use crate::compile::shape::Waiting;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use num_bigint::BigInt;
use serde_json::Value as J;

use crate::values::object::{AttrMap, Class, ExcData, Instance};
use crate::values::{CellRef, Code, Dict, Function, GlobalsRef, SetObj, Value};
use crate::vm::{PyErr, Vm};

use super::{
    MODULE_STATES, NATIVES, RestoreError, corrupt, describe, entry, module_namespace, resolve,
};

fn unhex(s: &str) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) || !s.is_ascii() {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).ok())
        .collect()
}

/// A saved source compiled again: its code objects by number, and the namespace it was
/// compiled against (None: the session's).
type Compiled = (HashMap<u32, Rc<Code>>, Option<GlobalsRef>);

/// The restore in progress: the table's entries and the objects made of them so far.
pub(super) struct Restorer<'a> {
    pub(super) entries: &'a [J],
    pub(super) made: Vec<Option<Value>>,
    /// Entries being made (a second visit means the entry contains itself).
    pub(super) busy: Vec<bool>,
    pub(super) cells: Vec<Option<CellRef>>,
    pub(super) namespaces: Vec<Option<GlobalsRef>>,
    pub(super) sources: &'a [J],
    /// Each source's code objects by number, once compiled, with the namespace it was
    /// compiled against (None: the session's).
    pub(super) compiled: Vec<Option<Compiled>>,
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
    /// Put back what [`super::write::Saver::module_states`] saved: each module imported,
    /// its assigned attributes assigned again (through `setattr`, so `sys.stdout` still
    /// redirects `print`), its deleted ones deleted, then its internal state.
    pub(super) fn module_states(&mut self, vm: &mut Vm, modules: &[J]) -> Result<(), RestoreError> {
        for m in modules {
            let Some(J::String(name)) = m.get("name") else {
                return Err(corrupt("a saved module without a name"));
            };
            let module = vm
                .import(name)
                .map_err(|e| RestoreError::Value(describe(vm, e)))?;
            for a in array(field(m, "attrs")?, "attrs")? {
                match array(a, "a module attribute")?.as_slice() {
                    [J::String(attr)] if crate::host::is_identifier(attr) => {
                        // Deleted then: gone now, whether or not a fresh import has it.
                        let _ = vm.del_attr(&module, attr);
                    }
                    [J::String(attr), v] if crate::host::is_identifier(attr) => {
                        let v = self.value(vm, v)?;
                        vm.set_attr(&module, attr, v)
                            .map_err(|e| RestoreError::Value(describe(vm, e)))?;
                    }
                    _ => return Err(corrupt("bad module attribute")),
                }
            }
            if let Some(j) = m.get("state") {
                let Some((_, _, restore)) = MODULE_STATES.iter().find(|(n, _, _)| n == name) else {
                    return Err(corrupt(format!("module '{name}' keeps no state")));
                };
                let state = self.value(vm, j)?;
                let ns = module_namespace(vm, name);
                restore(vm, ns.as_ref(), state)
                    .map_err(|e| RestoreError::Value(describe(vm, e)))?;
            }
        }
        Ok(())
    }

    pub(super) fn value(&mut self, vm: &mut Vm, j: &J) -> Result<Value, RestoreError> {
        match j {
            J::Null => Ok(Value::None),
            J::Bool(b) => Ok(Value::bool(*b)),
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
                        .map(|b| Value::float(f64::from_bits(b)))
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
    pub(super) fn id(&self, n: &serde_json::Number) -> Result<usize, RestoreError> {
        n.as_u64()
            .map(|i| i as usize)
            .filter(|i| *i < self.entries.len())
            .ok_or_else(|| corrupt(format!("bad reference {n}")))
    }

    /// The closure cell a `{"ref": id}` names.
    pub(super) fn cell(&mut self, j: &J) -> Result<CellRef, RestoreError> {
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
    pub(super) fn namespace(&mut self, vm: &mut Vm, j: &J) -> Result<GlobalsRef, RestoreError> {
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
    pub(super) fn class(&mut self, vm: &mut Vm, j: &J) -> Result<Rc<Class>, RestoreError> {
        match self.value(vm, j)? {
            Value::Class(c) => Ok(c),
            other => Err(corrupt(format!("a class is a '{}'", other.type_name()))),
        }
    }

    /// The code object `[source, number]` names, compiling its source on first use, and the
    /// namespace its functions run with.
    pub(super) fn code(
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
    pub(super) fn object(&mut self, vm: &mut Vm, id: usize) -> Result<Value, RestoreError> {
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
    pub(super) fn iter_state(
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
                    S::Zip(Rc::new(iters))
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
    pub(super) fn frame(
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
        // (Absent from sessions saved before frames of binary operators' methods existed.)
        let binop = match j.get("binop") {
            None | Some(J::Null) => None,
            Some(J::String(d)) => match crate::compile::code::BinOp::ALL
                .into_iter()
                .find(|op| op.dunders().0 == d)
            {
                Some(op) => Some(op),
                None => return Err(corrupt("bad binary operator")),
            },
            Some(_) => return Err(corrupt("bad binary operator")),
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
                        J::String(s) if s == "yield from" => crate::vm::GenResume::YieldFrom,
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
            binop,
        }))
    }

    /// A suspended execution: its frames go on the VM's frame stack (checked: a module's
    /// code only at the bottom, a generator's frame only where that generator runs, loop
    /// exits inside the caller), its output so far to the VM's buffers.
    pub(super) fn suspension(
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
                    // The caller is suspended in its `yield from`, just past it.
                    (crate::vm::GenResume::YieldFrom, Some(c)) => {
                        matches!(
                            c.pc.checked_sub(1).and_then(|p| c.code.ops.get(p)),
                            Some(crate::compile::code::Op::YieldFrom)
                        )
                    }
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
        // Each frame waits for the one above it (the innermost for the tool call's result).
        for (k, f) in frames.iter().enumerate() {
            let waiting = match frames.get(k + 1) {
                Some(callee) if callee.binop.is_some() => Waiting::BinaryOperands,
                Some(callee)
                    if matches!(callee.gen_of, Some((_, crate::vm::GenResume::YieldFrom))) =>
                {
                    Waiting::Delegating
                }
                _ => Waiting::Value,
            };
            check_shape(f, waiting)?;
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
    pub(super) fn data(&mut self, vm: &mut Vm, j: &J) -> Result<belljar::Data, RestoreError> {
        let v = self.value(vm, j)?;
        crate::host::convert::to_data(&v)
            .map_err(|_| corrupt("a pending call's argument is not data"))
    }

    /// A function, without its attributes and owner (filled later).
    pub(super) fn function(&mut self, vm: &mut Vm, b: &J) -> Result<Value, RestoreError> {
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
    pub(super) fn new_class(&mut self, vm: &mut Vm, b: &J) -> Result<Value, RestoreError> {
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
                    if !crate::host::is_identifier(n) {
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
    pub(super) fn instance(&mut self, vm: &mut Vm, b: &J) -> Result<Value, RestoreError> {
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
        // An instance of a Python subclass of `complex`, `Decimal` or `Context` carries
        // one of those.
        let native_fits = match &payload {
            Some(Value::Native(o)) if class.kind == K::Other && !class.builtin => {
                let t = o.native_type();
                let subclassable = [
                    &crate::builtins::complex::COMPLEX,
                    &crate::modules::decimal::DECIMAL,
                    &crate::modules::decimal::CONTEXT,
                ]
                .iter()
                .any(|x| std::ptr::eq(*x, t));
                subclassable
                    && class.is_subclass(&crate::values::native::class_of(t, &vm.types.object))
            }
            _ => false,
        };
        let exc = field(b, "exc")?;
        let plain = matches!(class.kind, K::User | K::Object | K::Exception | K::Other);
        // (`Other`: a builtin type whose objects are instances, such as `types.GenericAlias`.)
        let other_user = class.kind == K::Other && !class.builtin && !native_fits;
        let fits = fits || native_fits;
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
    pub(super) fn fill(
        &mut self,
        vm: &mut Vm,
        id: usize,
        kinds: &[&str],
    ) -> Result<(), RestoreError> {
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
                    if !crate::host::is_identifier(k) {
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
                    || frame.binop.is_some()
                {
                    return Err(corrupt("a generator's frame does not fit it"));
                }
                check_shape(&frame, Waiting::Generator)?;
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
    pub(super) fn key_or(
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
    pub(super) fn member(
        &mut self,
        vm: &mut Vm,
        x: &J,
    ) -> Result<crate::values::Key, RestoreError> {
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

/// Whether a restored frame's value and block stacks are ones its code has at its next
/// instruction (`compile/shape.rs`).
fn check_shape(f: &crate::vm::Frame, waiting: Waiting) -> Result<(), RestoreError> {
    let blocks: Vec<Option<(u32, u32)>> = f
        .blocks
        .iter()
        .map(|b| match b {
            crate::vm::Block::Except { handler, depth } => Some((*handler, *depth)),
            crate::vm::Block::Handling(_) => None,
        })
        .collect();
    crate::compile::shape::check_frame(&f.code, f.pc, f.stack.len(), &blocks, waiting)
        .map_err(|m| corrupt(format!("{m} ({})", f.code.qualname)))
}
