//! Attribute access: instances (properties, methods, `__getattr__`), classes, modules,
//! functions and builtin values. Names that reach the host (`__globals__`, `__subclasses__`,
//! frames, code objects…) simply do not exist here.

use crate::values::PyBool;
use std::rc::Rc;

use super::{ExcKind, Flow, Frame, PyErr, PyResult, Vm};
use crate::compile::code::Code;
use crate::values::function::Native;
use crate::values::object::{AttrSite, Hook};
use crate::values::{Builtin, Class, Function, Instance, Value};

/// Most attributes a class's `attr_hint` asks new instances' dicts to make room for.
const INDEX_AT_HINT: usize = 16;

/// Attribute names that are never served, whatever the object.
pub const BLOCKED: &[&str] = &[
    "__subclasses__",
    "__globals__",
    "__code__",
    "__closure__",
    "__builtins__",
    "__self__",
    "gi_frame",
    "gi_code",
    "gi_yieldfrom",
    "tb_frame",
    "tb_next",
    "f_globals",
    "f_locals",
    "f_back",
    "f_builtins",
    "__reduce__",
    "__reduce_ex__",
    "__loader__",
    "__spec__",
];

/// Whether `name` is one of [`BLOCKED`]; ordinary names are ruled out by their first two
/// bytes without scanning the list.
#[inline]
pub fn is_blocked(name: &str) -> bool {
    match name.as_bytes() {
        [b'_', b'_', ..] | [b'g' | b't' | b'f', b'i' | b'b' | b'_', ..] => BLOCKED.contains(&name),
        _ => false,
    }
}

fn no_attr(v: &Value, name: &str) -> PyErr {
    match v {
        Value::Module(m) => PyErr::msg(
            ExcKind::AttributeError,
            format!("module '{}' has no attribute '{}'", m.name, name),
        ),
        Value::Class(c) => PyErr::msg(
            ExcKind::AttributeError,
            format!("type object '{}' has no attribute '{}'", c.name, name),
        ),
        _ => PyErr::msg(
            ExcKind::AttributeError,
            format!("'{}' object has no attribute '{}'", v.type_name(), name),
        ),
    }
}

impl Vm {
    /// `getattr(obj, name)`, with a "Did you mean" suggestion on failure.
    pub fn get_attr(&mut self, obj: &Value, name: &str) -> PyResult<Value> {
        match self.get_attr_inner(obj, name) {
            Err(PyErr::New(ExcKind::AttributeError, args))
                if !is_blocked(name) && !name.starts_with("__") =>
            {
                let mut cands: Vec<String> = match obj {
                    Value::Module(m) => m.attrs.borrow().keys().map(|k| k.to_string()).collect(),
                    Value::Instance(i) => {
                        let mut v: Vec<String> =
                            i.dict.borrow().keys().map(|k| k.to_string()).collect();
                        v.extend(i.class.dict.borrow().keys().map(|k| k.to_string()));
                        for c in &i.class.mro {
                            v.extend(c.dict.borrow().keys().map(|k| k.to_string()));
                        }
                        v
                    }
                    Value::Class(c) => {
                        let mut v: Vec<String> =
                            c.dict.borrow().keys().map(|k| k.to_string()).collect();
                        for b in &c.mro {
                            v.extend(b.dict.borrow().keys().map(|k| k.to_string()));
                        }
                        for b in std::iter::once(c).chain(c.mro.iter()) {
                            if b.builtin {
                                v.extend(
                                    crate::builtins::class_method_names(b)
                                        .into_iter()
                                        .map(String::from),
                                );
                            }
                        }
                        v
                    }
                    _ => crate::builtins::method_names(obj)
                        .into_iter()
                        .map(|s| s.to_string())
                        .collect(),
                };
                cands.sort_unstable();
                cands.dedup();
                let sugg = super::suggest::suggest(name, cands.iter().map(|s| s.as_str()));
                let e = PyErr::New(ExcKind::AttributeError, args);
                match (sugg, self.materialize(e)) {
                    (Some(s), Ok(inst)) => {
                        if let Some(d) = &inst.exc {
                            d.borrow_mut().suggestion = Some(s);
                        }
                        Err(PyErr::Obj(inst))
                    }
                    (_, Ok(inst)) => Err(PyErr::Obj(inst)),
                    (_, Err(e)) => Err(e),
                }
            }
            r => r,
        }
    }

    /// `obj.name` when `obj` is an instance and the common case holds: no
    /// `__getattribute__`, and the class attribute of that name is absent or a plain function
    /// (not a descriptor), while the instance dict has the name or the class has the method.
    /// `None` sends the access down the general path ([`Vm::get_attr`]), which gives the same
    /// result for everything this accepts.
    #[inline]
    pub(crate) fn instance_attr_fast(obj: &Value, name: &str) -> Option<Value> {
        let Value::Instance(inst) = obj else {
            return None;
        };
        if inst.class.ext.getattribute.get() || super::meta::late_getattribute() || is_blocked(name)
        {
            return None;
        }
        match inst.class.lookup(name) {
            None => inst.dict.borrow().get(name).cloned(),
            Some(f @ Value::Function(_)) => Some(match inst.dict.borrow().get(name) {
                Some(v) => v.clone(),
                None => Value::Method(Rc::new((obj.clone(), f))),
            }),
            Some(_) => None,
        }
    }

    /// The [`AttrSite`] of `code.names[i]` for instances of `inst`'s class, if one of the
    /// name's two sites has learnt it in this epoch.
    #[inline(always)]
    fn attr_site_hit<'c>(
        code: &'c Code,
        i: usize,
        inst: &Instance,
    ) -> Option<(&'c std::cell::Cell<AttrSite>, AttrSite)> {
        let sites = &code.attr_sites[i];
        let class = Rc::as_ptr(&inst.class) as usize;
        let epoch = Class::epoch();
        let s = sites[0].get();
        if s.class == class && s.epoch == epoch {
            return Some((&sites[0], s));
        }
        let s = sites[1].get();
        if s.class == class && s.epoch == epoch {
            return Some((&sites[1], s));
        }
        None
    }

    /// The [`AttrSite`] of `code.names[i]` for instances of `inst`'s class: remembered by the
    /// code object (two classes per name), worked out again when the class is new to the
    /// site or the epoch moved.
    #[inline]
    fn attr_site<'c>(
        &self,
        code: &'c Code,
        i: usize,
        inst: &Instance,
    ) -> (&'c std::cell::Cell<AttrSite>, AttrSite) {
        match Self::attr_site_hit(code, i, inst) {
            Some(hit) => hit,
            None => self.attr_site_miss(code, i, inst),
        }
    }

    /// Learn the site of `code.names[i]` for `inst`'s class: into the second slot while the
    /// first holds a class of this epoch (a base method seeing a subclass's instances), else
    /// into the first, the older one moving to the second.
    #[inline(never)]
    fn attr_site_miss<'c>(
        &self,
        code: &'c Code,
        i: usize,
        inst: &Instance,
    ) -> (&'c std::cell::Cell<AttrSite>, AttrSite) {
        let sites = &code.attr_sites[i];
        let epoch = Class::epoch();
        let site = AttrSite {
            class: Rc::as_ptr(&inst.class) as usize,
            epoch,
            ix: 0,
            flags: self.site_flags(inst, &code.names[i]),
        };
        let first = sites[0].get();
        if first.epoch == epoch && sites[1].get().epoch != epoch {
            sites[1].set(site);
            (&sites[1], site)
        } else {
            sites[1].set(first);
            sites[0].set(site);
            (&sites[0], site)
        }
    }

    /// The plain Python function (not a generator) `inst`'s class gives for method
    /// `code.names[i]`, remembered by the call site (two classes per name) until the class
    /// epoch moves; `None` when the class gives anything else. The caller still checks that
    /// the instance's own dict does not shadow it and that no `__getattribute__` intervenes.
    #[inline(never)]
    pub(crate) fn method_for_call(code: &Code, i: usize, inst: &Instance) -> Option<Rc<Function>> {
        let sites = &code.method_sites[i];
        let class = Rc::as_ptr(&inst.class) as usize;
        let epoch = Class::epoch();
        for site in sites {
            if site.class.get() == class && site.epoch.get() == epoch {
                if let Some(func) = site.func.borrow().upgrade() {
                    return Some(func);
                }
            }
        }
        Self::method_for_call_miss(code, i, inst)
    }

    #[inline(never)]
    fn method_for_call_miss(code: &Code, i: usize, inst: &Instance) -> Option<Rc<Function>> {
        let sites = &code.method_sites[i];
        let class = Rc::as_ptr(&inst.class) as usize;
        let epoch = Class::epoch();
        let func = match inst.class.lookup(&code.names[i]) {
            Some(Value::Function(func)) if !func.code.is_generator => func,
            _ => return None,
        };
        // The second slot while the first holds a live entry of this epoch, else the first
        // (the older entry moving to the second).
        let first_live = sites[0].epoch.get() == epoch
            && sites[0].class.get() != class
            && sites[0].func.borrow().strong_count() > 0;
        let site = if first_live {
            &sites[1]
        } else {
            sites[1].class.set(sites[0].class.get());
            sites[1].epoch.set(sites[0].epoch.get());
            sites[1].func.swap(&sites[0].func);
            &sites[0]
        };
        site.class.set(class);
        site.epoch.set(epoch);
        *site.func.borrow_mut() = Rc::downgrade(&func);
        Some(func)
    }

    #[inline(never)]
    fn site_flags(&self, inst: &Instance, name: &str) -> u8 {
        let c = &inst.class;
        if is_blocked(name) {
            return 0;
        }
        let attr = c.lookup(name);
        let mut flags = 0;
        if attr.is_none() && !c.ext.getattribute.get() && !super::meta::late_getattribute() {
            flags |= AttrSite::LOAD_DICT;
        }
        // A slotted class's instances store their slots in the same dict (`raw_set_attr`).
        if !c.is_exc
            && c.ext
                .slots
                .as_ref()
                .is_none_or(|s| s.iter().any(|x| **x == *name))
            && !Rc::ptr_eq(c, &self.types.object)
            && !matches!(attr, Some(Value::Property(_) | Value::Instance(_)))
            && !c.has_hook(Hook::SetAttr)
        {
            flags |= AttrSite::STORE_DICT;
        }
        flags
    }

    /// `LoadAttr` of `code.names[i]` in the common cases (an instance-dict read, or a plain
    /// method); `None` sends it down the general path ([`Vm::get_attr`]). An instance-dict
    /// read looks first where the site last found the name (one comparison of the key's
    /// address).
    #[inline]
    pub(crate) fn load_attr_fast(&self, code: &Code, i: usize, obj: &Value) -> Option<Value> {
        // The hit is kept small (no register saves, the rest a tail call): a site that
        // knows the class, a plain dict read, the name where the site last found it.
        if let Value::Instance(inst) = obj {
            if let Some((_, s)) = Self::attr_site_hit(code, i, inst) {
                if s.flags & AttrSite::LOAD_DICT != 0 {
                    if let Ok(d) = inst.dict.try_borrow() {
                        if let Some(v) = d.get_at(s.ix as usize, &code.names[i]) {
                            return Some(super::ops::clone_fast(v));
                        }
                    }
                }
            }
        }
        self.load_attr_slow(code, i, obj)
    }

    #[inline(never)]
    fn load_attr_slow(&self, code: &Code, i: usize, obj: &Value) -> Option<Value> {
        let Value::Instance(inst) = obj else {
            return None;
        };
        let (site, s) = self.attr_site(code, i, inst);
        let name = &code.names[i];
        if s.flags & AttrSite::LOAD_DICT != 0 {
            let d = inst.dict.borrow();
            let ix = d.position(name)?;
            site.set(AttrSite { ix: ix as u32, ..s });
            return Some(d.value_at(ix).clone());
        }
        Self::instance_attr_fast(obj, name)
    }

    /// `StoreAttr` of `code.names[i]` when it is a plain instance-dict write (see
    /// [`AttrSite::STORE_DICT`]); the interned name is shared with the dict. Gives `v` back
    /// when the general path ([`Vm::set_attr`]) must run. A store to a name the instance
    /// holds looks first where the site last found it.
    /// `StoreAttr` of `code.names[i]`: the value and the object off the stack, through
    /// [`Vm::store_attr_fast`] when it applies, else [`Vm::set_attr`]. Out of the run loop
    /// (the arm stays one call).
    #[inline(never)]
    pub(crate) fn store_attr_op(&mut self, f: &mut Frame, i: usize) -> PyResult<()> {
        let obj = f.stack.pop().unwrap();
        let v = f.stack.pop().unwrap();
        match self.store_attr_fast(&f.code, i, &obj, v) {
            None => Ok(()),
            Some(v) => self.set_attr(&obj, &f.code.names[i], v),
        }
    }

    #[inline]
    pub(crate) fn store_attr_fast(
        &self,
        code: &Code,
        i: usize,
        obj: &Value,
        v: Value,
    ) -> Option<Value> {
        // The hit as in `load_attr_fast`: a site that knows the class, a plain dict write, the
        // name where the site last found it.
        if let Value::Instance(inst) = obj {
            if let Some((_, s)) = Self::attr_site_hit(code, i, inst) {
                // (A native payload may own the attribute: `Vm::set_attr` decides.)
                if s.flags & AttrSite::STORE_DICT != 0 && inst.payload.is_none() {
                    if let Ok(mut d) = inst.dict.try_borrow_mut() {
                        if let Some(slot) = d.get_at_mut(s.ix as usize, &code.names[i]) {
                            let old = std::mem::replace(slot, v);
                            drop(d);
                            // The old value may be the head of a long chain: freed without
                            // recursion.
                            super::ops::drop_fast(old);
                            return None;
                        }
                    }
                }
            }
        }
        self.store_attr_slow(code, i, obj, v)
    }

    #[inline(never)]
    fn store_attr_slow(&self, code: &Code, i: usize, obj: &Value, v: Value) -> Option<Value> {
        let Value::Instance(inst) = obj else {
            return Some(v);
        };
        if matches!(inst.payload, Some(Value::Native(_))) {
            return Some(v);
        }
        let (site, s) = self.attr_site(code, i, inst);
        if s.flags & AttrSite::STORE_DICT == 0 {
            return Some(v);
        }
        let mut d = inst.dict.borrow_mut();
        let (ix, old) = d.insert_ref_at(&code.names[i], v);
        if ix as u32 != s.ix {
            site.set(AttrSite { ix: ix as u32, ..s });
        }
        match old {
            Some(old) => {
                drop(d);
                crate::values::teardown::teardown(old);
            }
            None => {
                // A new attribute: the class's next instances get room for it up front.
                let hint = &inst.class.ext.attr_hint;
                if (d.len() as u8) > hint.get() && d.len() <= INDEX_AT_HINT {
                    hint.set(d.len() as u8);
                }
            }
        }
        None
    }

    /// `LoadAttr` past its fast path: a property whose getter is a Python function runs as
    /// a frame of the loop (as a call would), when nothing else can intervene (no
    /// `__getattribute__`, no `__getattr__` to catch the getter's `AttributeError`); anything
    /// else goes through [`Vm::get_attr`].
    #[inline(never)]
    pub(crate) fn load_attr_op(&mut self, f: &mut Frame, i: usize, obj: Value) -> PyResult<Flow> {
        let name = &f.code.names[i];
        if let Value::Instance(inst) = &obj {
            let c = &inst.class;
            if !c.ext.getattribute.get() && !super::meta::late_getattribute() && !is_blocked(name) {
                if let Some(Value::Property(p)) = c.lookup(name) {
                    if let Value::Function(fget) = &p.fget {
                        if !fget.code.is_generator && !c.has_hook(Hook::GetAttr) {
                            // (An empty callee slot over the caller's stack, which
                            // `frame_from_stack` takes away with the arguments.)
                            let fget = fget.clone();
                            f.stack.push(Value::None);
                            let start = f.stack.len();
                            let frame =
                                self.frame_from_stack(fget, Some(obj), &mut f.stack, start)?;
                            return Ok(Flow::Push(frame));
                        }
                    }
                }
            }
        }
        let v = self.get_attr(&obj, name)?;
        f.stack.push(v);
        Ok(Flow::Next)
    }

    fn get_attr_inner(&mut self, obj: &Value, name: &str) -> PyResult<Value> {
        if is_blocked(name) {
            // Bound methods of user classes keep __self__ as in Python.
            if name == "__self__" {
                if let Value::Method(m) = obj {
                    return Ok(m.0.clone());
                }
            }
            return Err(no_attr(obj, name));
        }
        match obj {
            Value::Instance(inst) => {
                // An instance of a Python subclass of a native type (`complex`, `Decimal`,
                // `Context`): the native object's data attributes come first, as the type's
                // data descriptors do in CPython.
                if let Some(Value::Native(o)) = &inst.payload {
                    if let Some(v) = o.getattr(self, name)? {
                        return Ok(v);
                    }
                }
                let r = if inst.class.ext.getattribute.get() || super::meta::late_getattribute() {
                    match inst.class.lookup("__getattribute__") {
                        Some(ga) => {
                            let m = self.bind(obj, ga);
                            self.call(&m, vec![Value::str(name)], vec![])
                        }
                        None => self.generic_getattr(obj, inst, name),
                    }
                } else {
                    self.generic_getattr(obj, inst, name)
                };
                // As CPython: an AttributeError from the normal lookup (a property getter or a
                // descriptor included) falls back to `__getattr__`.
                match r {
                    Err(e) if self.is_attribute_error(&e) => {
                        match inst.class.lookup("__getattr__") {
                            Some(ga) => {
                                let m = self.bind(obj, ga);
                                self.call(&m, vec![Value::str(name)], vec![])
                            }
                            None => Err(e),
                        }
                    }
                    r => r,
                }
            }
            Value::Class(c) => {
                let found = match &c.ext.meta {
                    Some(meta) => self.meta_class_attr(c, meta, name)?,
                    None => self.class_attr(c, name)?,
                };
                match found {
                    Some(v) => Ok(v),
                    // A metaclass's `__getattr__` is the class's fallback, as in CPython.
                    None => match self.meta_special(obj, "__getattr__") {
                        Some(ga) => self.call(&ga, vec![Value::str(name)], vec![]),
                        None => Err(no_attr(obj, name)),
                    },
                }
            }
            Value::Native(o) => {
                if let Some(v) = o.getattr(self, name)? {
                    return Ok(v);
                }
                let cls = self.types.type_of(obj);
                match name {
                    "__class__" => return Ok(Value::Class(cls)),
                    "__module__" | "__name__" | "__qualname__" => return Err(no_attr(obj, name)),
                    _ => {}
                }
                match cls.lookup(name) {
                    Some(Value::Builtin(b)) => match b.func {
                        // A method of the type's table, bound to this object.
                        Native::Unbound(owner, m) => Ok(Value::Builtin(Rc::new(Builtin {
                            name: b.name.clone(),
                            // Bound-method messages name the type without its module.
                            func: Native::Table(owner.rsplit('.').next().unwrap_or(owner), m),
                            bound: Some(obj.clone()),
                        }))),
                        _ => Ok(Value::Builtin(b)),
                    },
                    Some(v) => Ok(v),
                    None => Err(no_attr(obj, name)),
                }
            }
            Value::Module(m) => {
                if let Some(v) = m.attrs.borrow().get(name) {
                    return Ok(v.clone());
                }
                let full = format!("{}.{name}", m.name);
                if crate::modules::registry::LOADED_AT_START.contains(&full.as_str()) {
                    // A submodule CPython has imported before any program runs.
                    return self.import(&full);
                }
                match name {
                    "__name__" => Ok(Value::str(&m.name)),
                    _ => Err(no_attr(obj, name)),
                }
            }
            Value::Function(f) => match name {
                "__name__" => Ok(Value::str(&f.name.borrow())),
                "__qualname__" => Ok(Value::str(&f.qualname)),
                "__module__" => Ok(f
                    .globals
                    .as_ref()
                    .and_then(|g| g.borrow().get("__name__"))
                    .unwrap_or_else(|| Value::str("__main__"))),
                "__class__" => Ok(Value::Class(self.types.function.clone())),
                "__defaults__" => Ok(if f.defaults.is_empty() {
                    Value::None
                } else {
                    Value::tuple(f.defaults.clone())
                }),
                "__dict__" => {
                    let mut d = crate::values::Dict::default();
                    let items: Vec<(Rc<str>, Value)> = f
                        .attrs
                        .borrow()
                        .iter()
                        .map(|(k, v)| (k.clone(), v.clone()))
                        .collect();
                    for (k, v) in items {
                        if &*k != "__doc__" && &*k != "__annotations__" {
                            let key = self.key(Value::str(&k))?;
                            d.insert(key, v);
                        }
                    }
                    Ok(Value::Dict(Rc::new(
                        crate::values::teardown::DictCell::new(d),
                    )))
                }
                "__annotations__" => {
                    // Set when the def ran; otherwise an empty dict, made once and kept.
                    let existing = f.attrs.borrow().get(name).cloned();
                    Ok(match existing {
                        Some(v) => v,
                        None => {
                            let d = Value::Dict(Rc::new(crate::values::teardown::DictCell::new(
                                Default::default(),
                            )));
                            f.attrs
                                .borrow_mut()
                                .insert(crate::values::attrmap::intern(name), d.clone());
                            d
                        }
                    })
                }
                _ => match f.attrs.borrow().get(name) {
                    Some(v) => Ok(v.clone()),
                    None if name == "__doc__" => Ok(Value::None),
                    None => Err(no_attr(obj, name)),
                },
            },
            Value::Method(_) | Value::StaticMethod(_) | Value::ClassMethod(_) => {
                // Other attributes come from the wrapped callable; wrappers can nest without
                // bound (`staticmethod(staticmethod(...))`), so unwrap in a loop, not by
                // recursion.
                let mut cur = obj.clone();
                loop {
                    let inner = match (&cur, name) {
                        (Value::Method(m), "__func__") => return Ok(m.1.clone()),
                        (Value::Method(_), "__class__") => {
                            return Ok(Value::Class(self.types.method.clone()));
                        }
                        (Value::Method(m), _) => m.1.clone(),
                        (Value::StaticMethod(f) | Value::ClassMethod(f), "__func__") => {
                            return Ok((**f).clone());
                        }
                        (Value::StaticMethod(_) | Value::ClassMethod(_), "__class__") => {
                            return Ok(Value::Class(self.types.type_of(&cur)));
                        }
                        (Value::StaticMethod(f) | Value::ClassMethod(f), _) => (**f).clone(),
                        _ => return self.get_attr(&cur, name),
                    };
                    cur = inner;
                }
            }
            Value::Super(s) => self.super_attr(&s.0, &s.1, name),
            Value::Property(p) => match name {
                "fget" => Ok(p.fget.clone()),
                "fset" => Ok(p.fset.clone()),
                "fdel" => Ok(p.fdel.clone()),
                "__class__" => Ok(Value::Class(self.types.property.clone())),
                "setter" | "getter" | "deleter" => Ok(crate::builtins::bound_method(obj, name)),
                _ => Err(no_attr(obj, name)),
            },
            _ => {
                match (obj, name) {
                    (_, "__class__") => return Ok(Value::Class(self.types.type_of(obj))),
                    (Value::Int(_) | Value::Bool(_) | Value::BigInt(_), "real" | "numerator") => {
                        return Ok(match obj {
                            Value::Bool(b) => Value::Int(*b as i64),
                            o => o.clone(),
                        });
                    }
                    (Value::Int(_) | Value::Bool(_) | Value::BigInt(_), "imag") => {
                        return Ok(Value::Int(0));
                    }
                    (Value::Int(_) | Value::Bool(_) | Value::BigInt(_), "denominator") => {
                        return Ok(Value::Int(1));
                    }
                    (Value::Float(f), "real") => return Ok(Value::Float(*f)),
                    (Value::Float(_), "imag") => return Ok(Value::float(0.0)),
                    (Value::Builtin(b), "__name__" | "__qualname__") => {
                        return Ok(Value::str(&b.name));
                    }
                    (Value::Generator(g), "__name__") => return Ok(Value::str(&g.borrow().name)),
                    (Value::Generator(g), "__qualname__") => {
                        return Ok(Value::str(&g.borrow().qualname));
                    }
                    (Value::Range(r), "start") => return Ok(Value::Int(r.start)),
                    (Value::Range(r), "stop") => return Ok(Value::Int(r.stop)),
                    (Value::Range(r), "step") => return Ok(Value::Int(r.step)),
                    (Value::Slice(s), "start") => return Ok(s[0].clone()),
                    (Value::Slice(s), "stop") => return Ok(s[1].clone()),
                    (Value::Slice(s), "step") => return Ok(s[2].clone()),
                    (_, "__doc__") => return Ok(Value::None),
                    _ => {}
                }
                if crate::builtins::has_method(obj, name) {
                    return Ok(crate::builtins::bound_method(obj, name));
                }
                Err(no_attr(obj, name))
            }
        }
    }

    /// `object.__getattribute__(obj, name)` for an instance: data descriptors (properties,
    /// objects whose class defines `__set__` or `__delete__`) of its class first, then its
    /// `__dict__`, then other class attributes (non-data descriptors called, functions
    /// bound); no `__getattr__` fallback.
    pub(crate) fn generic_getattr(
        &mut self,
        obj: &Value,
        inst: &Rc<Instance>,
        name: &str,
    ) -> PyResult<Value> {
        if is_blocked(name) {
            return Err(no_attr(obj, name));
        }
        let cls_attr = inst.class.lookup(name);
        match &cls_attr {
            Some(Value::Property(p)) => {
                if matches!(p.fget, Value::None) {
                    return Err(PyErr::msg(
                        ExcKind::AttributeError,
                        format!(
                            "property '{}' of '{}' object has no getter",
                            name, inst.class.name
                        ),
                    ));
                }
                let g = p.fget.clone();
                return self.call(&g, vec![obj.clone()], vec![]);
            }
            Some(d @ Value::Instance(di)) => {
                if let Some((Some(get), true)) = self.descriptor(di) {
                    let owner = Value::Class(inst.class.clone());
                    let m = self.bind(d, get);
                    return self.call(&m, vec![obj.clone(), owner], vec![]);
                }
            }
            _ => {}
        }
        if let Some(v) = inst.dict.borrow().get(name) {
            return Ok(v.clone());
        }
        if let Some(a) = cls_attr {
            if let Value::Instance(di) = &a {
                if let Some((Some(get), _)) = self.descriptor(di) {
                    let owner = Value::Class(inst.class.clone());
                    let m = self.bind(&a, get);
                    return self.call(&m, vec![obj.clone(), owner], vec![]);
                }
            }
            return Ok(self.bind(obj, a));
        }
        match name {
            "__class__" => return Ok(Value::Class(inst.class.clone())),
            "__dict__" if inst.class.ext.slots.is_none() => {
                let mut d = crate::values::Dict::default();
                // Values of slots (declared with `__slots__` by the class or a base) live
                // beside the dict.
                let slotted: Vec<Value> = std::iter::once(&inst.class)
                    .chain(inst.class.mro.iter())
                    .filter_map(|c| c.dict.borrow().get("__slots__").cloned())
                    .collect();
                let is_slot = |k: &str| {
                    slotted.iter().any(|decl| match decl {
                        Value::Str(s) => s.s == *k,
                        Value::Tuple(t) => {
                            t.iter().any(|x| matches!(x, Value::Str(s) if s.s == *k))
                        }
                        Value::List(l) => l
                            .borrow()
                            .iter()
                            .any(|x| matches!(x, Value::Str(s) if s.s == *k)),
                        _ => false,
                    })
                };
                let items: Vec<(Rc<str>, Value)> = inst
                    .dict
                    .borrow()
                    .iter()
                    .filter(|(k, _)| !is_slot(k))
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect();
                for (k, v) in items {
                    let key = self.key(Value::str(&k))?;
                    d.insert(key, v);
                }
                return Ok(Value::Dict(Rc::new(
                    crate::values::teardown::DictCell::new(d),
                )));
            }
            "__doc__" => return Ok(Value::None),
            "__module__" => return Ok(Value::str("__main__")),
            _ => {}
        }
        if let Some(e) = &inst.exc {
            let e = e.borrow();
            match name {
                "args" => return Ok(Value::tuple(e.args.clone())),
                "__cause__" => return Ok(e.cause.clone().unwrap_or(Value::None)),
                "__context__" => return Ok(e.context.clone().unwrap_or(Value::None)),
                "__suppress_context__" => return Ok(Value::bool(e.suppress_context)),
                "__traceback__" => return Ok(Value::None),
                "value"
                    if inst
                        .class
                        .is_subclass(self.types.exc(ExcKind::StopIteration)) =>
                {
                    return Ok(e.args.first().cloned().unwrap_or(Value::None));
                }
                "code" if inst.class.is_subclass(self.types.exc(ExcKind::SystemExit)) => {
                    // No argument: None; one: itself; several: the tuple.
                    return Ok(match e.args.len() {
                        0 => Value::None,
                        1 => e.args[0].clone(),
                        _ => Value::tuple(e.args.clone()),
                    });
                }
                "errno" | "strerror" | "filename"
                    if inst.class.is_subclass(self.types.exc(ExcKind::OSError)) =>
                {
                    let i = match name {
                        "errno" => 0,
                        "strerror" => 1,
                        _ => 2,
                    };
                    return Ok(if e.args.len() >= 2 {
                        e.args.get(i).cloned().unwrap_or(Value::None)
                    } else {
                        Value::None
                    });
                }
                "__notes__" => {}
                _ => {}
            }
        }
        if crate::builtins::has_method(obj, name) {
            return Ok(crate::builtins::bound_method(obj, name));
        }
        Err(no_attr(obj, name))
    }

    /// For an instance of a class defining `__get__`, `__set__` or `__delete__` (a
    /// descriptor): its `__get__` (unbound) and whether it is a data descriptor.
    pub(crate) fn descriptor(&self, d: &Rc<Instance>) -> Option<(Option<Value>, bool)> {
        let get = d.class.lookup("__get__");
        let data = d.class.lookup("__set__").is_some() || d.class.lookup("__delete__").is_some();
        (get.is_some() || data).then_some((get, data))
    }

    pub(crate) fn class_attr(&mut self, c: &Rc<Class>, name: &str) -> PyResult<Option<Value>> {
        match name {
            "__name__" => return Ok(Some(Value::str(&c.name))),
            "__qualname__" => return Ok(Some(Value::str(&c.qualname))),
            "__module__" => {
                if let Some(m) = c.dict.borrow().get("__module__") {
                    return Ok(Some(m.clone()));
                }
                return Ok(Some(Value::str(if c.builtin {
                    "builtins"
                } else {
                    "__main__"
                })));
            }
            "__mro__" => {
                let mut v = vec![Value::Class(c.clone())];
                v.extend(c.mro.iter().map(|x| Value::Class(x.clone())));
                return Ok(Some(Value::tuple(v)));
            }
            "__bases__" => {
                return Ok(Some(Value::tuple(
                    c.bases.iter().map(|x| Value::Class(x.clone())).collect(),
                )));
            }
            "__base__" => {
                return Ok(Some(
                    c.bases
                        .first()
                        .map(|b| Value::Class(b.clone()))
                        .unwrap_or(Value::None),
                ));
            }
            "__class__" => {
                let meta = c.ext.meta.clone();
                return Ok(Some(Value::Class(
                    meta.unwrap_or_else(|| self.types.type_.clone()),
                )));
            }
            "__dict__" if !c.builtin => {
                let mut d = crate::values::Dict::default();
                let items: Vec<(Rc<str>, Value)> = c
                    .dict
                    .borrow()
                    .iter()
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect();
                for (k, v) in items {
                    let key = self.key(Value::str(&k))?;
                    d.insert(key, v);
                }
                return Ok(Some(Value::Dict(Rc::new(
                    crate::values::teardown::DictCell::new(d),
                ))));
            }
            _ => {}
        }
        if name == "__doc__" {
            return Ok(Some(
                c.dict
                    .borrow()
                    .get("__doc__")
                    .cloned()
                    .unwrap_or(Value::None),
            ));
        }
        if name == "mro" {
            return Ok(crate::builtins::class_method(c, "mro"));
        }
        if let Some(v) = c.lookup(name) {
            if let Value::Instance(di) = &v {
                if let Some((Some(get), _)) = self.descriptor(di) {
                    let m = self.bind(&v, get);
                    let owner = Value::Class(c.clone());
                    return self.call(&m, vec![Value::None, owner], vec![]).map(Some);
                }
            }
            return Ok(Some(match v {
                Value::ClassMethod(f) => {
                    Value::Method(Rc::new((Value::Class(c.clone()), (*f).clone())))
                }
                Value::StaticMethod(f) => (*f).clone(),
                other => other,
            }));
        }
        if name == "__doc__" {
            return Ok(Some(Value::None));
        }
        if c.builtin
            || c.mro
                .iter()
                .any(|b| b.builtin && b.kind != crate::values::object::TypeKind::Object)
        {
            let base = if c.builtin {
                c.clone()
            } else {
                match c.mro.iter().find(|b| b.builtin) {
                    Some(b) => b.clone(),
                    None => return Ok(None),
                }
            };
            if let Some(m) = crate::builtins::class_method(&base, name) {
                // A class method of the builtin base (`dict.fromkeys`) binds to the subclass.
                if let Value::Builtin(b) = &m {
                    if let (Native::Table(..), Some(Value::Class(_))) = (&b.func, &b.bound) {
                        if !c.builtin {
                            return Ok(Some(Value::Builtin(Rc::new(Builtin {
                                name: b.name.clone(),
                                func: b.func,
                                bound: Some(Value::Class(c.clone())),
                            }))));
                        }
                    }
                }
                return Ok(Some(m));
            }
        }
        if name == "__init_subclass__" {
            let object = self.types.object.clone();
            let cls = Value::Class(c.clone());
            return Ok(crate::builtins::super_method(&object, &cls, c, name));
        }
        if name == "__init__" || name == "__new__" {
            let object = self.types.object.clone();
            return Ok(crate::builtins::class_method(&object, name));
        }
        Ok(None)
    }

    fn super_attr(&mut self, cls: &Rc<Class>, obj: &Value, name: &str) -> PyResult<Value> {
        // `super(cls, obj)` with `obj` a subclass of `cls` (class methods) starts at `obj`;
        // otherwise at its type (an instance, or a class that is an instance of a metaclass).
        let obj_is_type = matches!(obj, Value::Class(c) if c.is_subclass(cls));
        let start = match obj {
            Value::Class(c) if obj_is_type => c.clone(),
            _ => self.types.type_of(obj),
        };
        // The MRO of `start` past `cls` (walked in place: `super().method()` is common).
        let chain = || std::iter::once(&start).chain(start.mro.iter());
        let pos = chain()
            .position(|c| Rc::ptr_eq(c, cls))
            .map_or(usize::MAX, |p| p + 1);
        for c in chain().skip(pos) {
            if let Some(v) = c.dict.borrow().get(name).cloned() {
                return Ok(match v {
                    Value::Function(_) => {
                        if obj_is_type {
                            v
                        } else {
                            Value::Method(Rc::new((obj.clone(), v)))
                        }
                    }
                    Value::ClassMethod(f) => {
                        Value::Method(Rc::new((Value::Class(start.clone()), (*f).clone())))
                    }
                    Value::StaticMethod(f) => (*f).clone(),
                    Value::Property(p) => {
                        let g = p.fget.clone();
                        return self.call(&g, vec![obj.clone()], vec![]);
                    }
                    // A native type's method (`super().__init__()` in a `Context`
                    // subclass), bound to the object.
                    Value::Builtin(b) if !obj_is_type => match b.func {
                        Native::Unbound(owner, m) => Value::Builtin(Rc::new(Builtin {
                            name: b.name.clone(),
                            func: Native::Table(owner.rsplit('.').next().unwrap_or(owner), m),
                            bound: Some(obj.clone()),
                        })),
                        _ => Value::Builtin(b),
                    },
                    other => other,
                });
            }
            if c.builtin {
                if let Some(m) = crate::builtins::super_method(c, obj, &start, name) {
                    return Ok(m);
                }
            }
        }
        if crate::builtins::has_method(obj, name) {
            return Ok(crate::builtins::bound_method(obj, name));
        }
        Err(PyErr::msg(
            ExcKind::AttributeError,
            format!("'super' object has no attribute '{name}'"),
        ))
    }

    /// `super(cls, obj)` for an instance `obj` of `cls` or of a subclass (what a method's
    /// zero-argument `super()` passes), without the constructor's argument binding; `None`
    /// for anything else (the constructor decides, and raises).
    pub(crate) fn super_fast(cls: &Value, obj: &Value) -> Option<Value> {
        match (cls, obj) {
            (Value::Class(cls), Value::Instance(inst)) if inst.class.is_subclass(cls) => {
                Some(Value::Super(Rc::new((cls.clone(), obj.clone()))))
            }
            _ => None,
        }
    }

    /// The plain Python function (not a generator) `super(cls, obj).name` finds when `obj`
    /// is an instance and a user class past `cls` along its MRO defines `name` (as
    /// [`Vm::super_attr`] would find it, before binding); `None` for everything else.
    pub(crate) fn super_method_for_call(
        s: &(Rc<Class>, Value),
        name: &str,
    ) -> Option<Rc<Function>> {
        let (cls, Value::Instance(inst)) = (&s.0, &s.1) else {
            return None;
        };
        let start = &inst.class;
        let chain = || std::iter::once(start).chain(start.mro.iter());
        let pos = chain().position(|c| Rc::ptr_eq(c, cls))? + 1;
        for c in chain().skip(pos) {
            if let Some(v) = c.dict.borrow().get(name) {
                return match v {
                    Value::Function(func) if !func.code.is_generator => Some(func.clone()),
                    _ => None,
                };
            }
            if c.builtin {
                return None;
            }
        }
        None
    }

    /// Whether `e` is an AttributeError (or a subclass).
    pub(crate) fn is_attribute_error(&self, e: &PyErr) -> bool {
        match e {
            PyErr::New(k, _) => *k == ExcKind::AttributeError,
            PyErr::Obj(o) => o.class.is_subclass(self.types.exc(ExcKind::AttributeError)),
            _ => false,
        }
    }

    /// `setattr(obj, name, v)`.
    pub fn set_attr(&mut self, obj: &Value, name: &str, v: Value) -> PyResult<()> {
        if is_blocked(name) {
            return Err(no_attr(obj, name));
        }
        match obj {
            // A bare `object()` has no `__dict__`.
            Value::Instance(inst) if Rc::ptr_eq(&inst.class, &self.types.object) => {
                Err(no_attr(obj, name))
            }
            Value::Instance(inst) => {
                // A native payload's own attribute (`ctx.prec = 5` on a `Context` subclass).
                if let Some(Value::Native(o)) = &inst.payload {
                    if o.getattr(self, name)?.is_some() {
                        return o.setattr(self, name, v);
                    }
                }
                match inst.class.lookup(name) {
                    Some(Value::Property(p)) => {
                        if matches!(p.fset, Value::None) {
                            return Err(PyErr::msg(
                                ExcKind::AttributeError,
                                format!(
                                    "property '{}' of '{}' object has no setter",
                                    name, inst.class.name
                                ),
                            ));
                        }
                        let s = p.fset.clone();
                        self.call(&s, vec![obj.clone(), v], vec![])?;
                        return Ok(());
                    }
                    Some(ref d @ Value::Instance(ref di)) => {
                        if let Some(set) = di.class.lookup("__set__") {
                            let m = self.bind(d, set);
                            self.call(&m, vec![obj.clone(), v], vec![])?;
                            return Ok(());
                        }
                    }
                    _ => {}
                }
                if let Some(sa) = inst
                    .class
                    .has_hook(Hook::SetAttr)
                    .then(|| inst.class.lookup("__setattr__"))
                    .flatten()
                {
                    let m = self.bind(obj, sa);
                    self.call(&m, vec![Value::str(name), v], vec![])?;
                    return Ok(());
                }
                self.raw_set_attr(obj, name, v)
            }
            Value::Class(c) if !c.builtin => {
                if let Some(m) = self.meta_special(obj, "__setattr__") {
                    self.call(&m, vec![Value::str(name), v], vec![])?;
                    return Ok(());
                }
                self.class_set_attr(c, name, v)
            }
            Value::Class(c) => Err(PyErr::type_err(format!(
                "cannot set '{}' attribute of immutable type '{}'",
                name, c.name
            ))),
            Value::Function(f) => {
                if name == "__name__" {
                    if let Value::Str(s) = &v {
                        *f.name.borrow_mut() = Rc::from(s.s.as_str());
                    }
                    return Ok(());
                }
                f.attrs.borrow_mut().insert(Rc::from(name), v);
                Ok(())
            }
            Value::Native(o) => o.setattr(self, name, v),
            Value::Module(m) => {
                if &*m.name == "sys" {
                    crate::modules::sys::rebind_stream(self, name, Some(&v));
                }
                m.attrs.borrow_mut().insert(Rc::from(name), v);
                self.patched_modules
                    .insert((m.name.clone(), Rc::from(name)));
                Ok(())
            }
            // A builtin value's methods are read-only; anything else does not exist.
            _ if crate::builtins::has_method(obj, name) => Err(PyErr::msg(
                ExcKind::AttributeError,
                format!(
                    "'{}' object attribute '{name}' is read-only",
                    obj.type_name()
                ),
            )),
            _ => Err(no_attr(obj, name)),
        }
    }

    /// Set an attribute of user class `c` without its metaclass's hooks (`type.__setattr__`).
    pub(crate) fn class_set_attr(&mut self, c: &Rc<Class>, name: &str, v: Value) -> PyResult<()> {
        if name == "__getattribute__" {
            super::meta::set_late_getattribute();
        }
        c.dict_mut().set(name, v);
        Ok(())
    }

    /// Set an instance attribute without hooks (object.__setattr__).
    pub fn raw_set_attr(&mut self, obj: &Value, name: &str, v: Value) -> PyResult<()> {
        let Value::Instance(inst) = obj else {
            return Err(no_attr(obj, name));
        };
        if let Some(e) = &inst.exc {
            let mut e = e.borrow_mut();
            match name {
                "__cause__" => {
                    e.cause = if matches!(v, Value::None) {
                        None
                    } else {
                        Some(v)
                    };
                    e.suppress_context = true;
                    return Ok(());
                }
                "__context__" => {
                    e.context = if matches!(v, Value::None) {
                        None
                    } else {
                        Some(v)
                    };
                    return Ok(());
                }
                "__suppress_context__" => {
                    e.suppress_context = matches!(v, Value::Bool(PyBool::True));
                    return Ok(());
                }
                "args" => {
                    if let Value::Tuple(t) = &v {
                        e.args = t.to_vec();
                    }
                    return Ok(());
                }
                _ => {}
            }
        }
        if let Some(slots) = &inst.class.ext.slots {
            if !slots.iter().any(|s| **s == *name) {
                if inst.class.lookup(name).is_some() {
                    return Err(PyErr::msg(
                        ExcKind::AttributeError,
                        format!(
                            "'{}' object attribute '{}' is read-only",
                            inst.class.name, name
                        ),
                    ));
                }
                return Err(no_attr(obj, name));
            }
        }
        let old = inst.dict.borrow_mut().set(name, v);
        // The old value may be the head of a long chain: free it without recursion.
        if let Some(old) = old {
            crate::values::teardown::teardown(old);
        }
        Ok(())
    }

    /// `delattr(obj, name)`.
    pub fn del_attr(&mut self, obj: &Value, name: &str) -> PyResult<()> {
        match obj {
            Value::Instance(inst) => {
                if let Some(Value::Property(p)) = inst.class.lookup(name) {
                    if matches!(p.fdel, Value::None) {
                        return Err(PyErr::msg(
                            ExcKind::AttributeError,
                            format!(
                                "property '{}' of '{}' object has no deleter",
                                name, inst.class.name
                            ),
                        ));
                    }
                    let d = p.fdel.clone();
                    self.call(&d, vec![obj.clone()], vec![])?;
                    return Ok(());
                }
                if let Some(ref d @ Value::Instance(ref di)) = inst.class.lookup(name) {
                    if let Some(del) = di.class.lookup("__delete__") {
                        let m = self.bind(d, del);
                        self.call(&m, vec![obj.clone()], vec![])?;
                        return Ok(());
                    }
                }
                if let Some(da) = inst
                    .class
                    .has_hook(Hook::DelAttr)
                    .then(|| inst.class.lookup("__delattr__"))
                    .flatten()
                {
                    let m = self.bind(obj, da);
                    self.call(&m, vec![Value::str(name)], vec![])?;
                    return Ok(());
                }
                if inst.dict.borrow_mut().shift_remove(name).is_none() {
                    return Err(no_attr(obj, name));
                }
                Ok(())
            }
            Value::Class(c) if !c.builtin => {
                if let Some(m) = self.meta_special(obj, "__delattr__") {
                    self.call(&m, vec![Value::str(name)], vec![])?;
                    return Ok(());
                }
                if c.dict_mut().shift_remove(name).is_none() {
                    return Err(no_attr(obj, name));
                }
                Ok(())
            }
            Value::Function(f) => {
                if f.attrs.borrow_mut().remove(name).is_none() {
                    return Err(no_attr(obj, name));
                }
                Ok(())
            }
            Value::Module(m) => {
                if m.attrs.borrow_mut().remove(name).is_none() {
                    // CPython's generic deleter words it so for modules.
                    return Err(PyErr::msg(
                        ExcKind::AttributeError,
                        format!("'module' object has no attribute '{name}'"),
                    ));
                }
                self.patched_modules
                    .insert((m.name.clone(), Rc::from(name)));
                if &*m.name == "sys" {
                    crate::modules::sys::rebind_stream(self, name, None);
                }
                Ok(())
            }
            _ => Err(no_attr(obj, name)),
        }
    }
}
