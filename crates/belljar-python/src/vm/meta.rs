//! Class creation and metaclasses: the class statement (CPython's `__build_class__`), in small
//! steps (bases, metaclass, namespace, new class, initialisation); `type(name, bases, ns)` and
//! `type.__new__` / `type.__init__` / `type.__call__`; `__init_subclass__` and `__set_name__`;
//! and the routing of calls and attribute lookups of classes whose metaclass is a user class
//! (`class M(type)`).

use std::cell::RefCell;
use std::rc::Rc;

use super::{ClassNs, ExcKind, PyErr, PyResult, Vm};
use crate::values::object::{AttrMap, ClassExt, TypeKind};
use crate::values::{Class, Value};

/// Keyword arguments of a call.
type Kw = Vec<(Rc<str>, Value)>;

/// The metaclass conflict message (CPython's wording).
const CONFLICT: &str = "metaclass conflict: the metaclass of a derived class must be a \
                        (non-strict) subclass of the metaclasses of all its bases";

thread_local! {
    /// Set once a `__getattribute__` is assigned to an existing class: from then on every
    /// instance attribute lookup checks for one (classes created with one carry a flag).
    static LATE_GETATTRIBUTE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether a `__getattribute__` was ever assigned to an existing class.
#[inline]
pub(crate) fn late_getattribute() -> bool {
    LATE_GETATTRIBUTE.with(|c| c.get())
}

/// Note that `__getattribute__` was assigned to an existing class.
pub(crate) fn set_late_getattribute() {
    LATE_GETATTRIBUTE.with(|c| c.set(true));
}

/// Whether `c` is `type` or derives from it (a metaclass).
pub(crate) fn is_metaclass(c: &Rc<Class>) -> bool {
    c.kind == TypeKind::Type
}

/// The metaclass of class `c`: `None` for `type` itself.
fn meta_of(c: &Rc<Class>) -> Option<Rc<Class>> {
    c.ext.meta.clone()
}

impl Vm {
    /// Run a class statement: `class name(*bases, **kwargs): body`.
    pub fn build_class(
        &mut self,
        body: Value,
        name: Value,
        bases: Value,
        mut kwargs: Kw,
    ) -> PyResult<Value> {
        let Value::Function(func) = body else {
            return Err(PyErr::type_err("bad class body"));
        };
        let base_values: Vec<Value> = match &bases {
            Value::Tuple(t) => t.to_vec(),
            _ => Vec::new(),
        };
        // PEP 560: a base that is not a class may name the classes to use instead
        // (`class Stack(Generic[T])`, `class P(NamedTuple)`); the class then keeps the bases
        // as written in `__orig_bases__`.
        let (base_values, orig_bases) = match self.mro_entries(&base_values)? {
            Some(resolved) => (resolved, Some(bases.clone())),
            None => (base_values, None),
        };
        let explicit = kwargs
            .iter()
            .position(|(k, _)| &**k == "metaclass")
            .map(|i| kwargs.remove(i).1);
        // A metaclass that is not a class (a function) is simply called with the namespace.
        let meta = match explicit {
            Some(Value::Class(m)) => Some(m),
            Some(other) => {
                let mut ns = self.run_class_body(&func, AttrMap::default())?;
                if let Some(o) = &orig_bases {
                    ns.set("__orig_bases__", o.clone());
                }
                let ns = self.attrmap_to_dict(&ns)?;
                let args = vec![name, Value::tuple(base_values), ns];
                return self.call(&other, args, kwargs);
            }
            None => None,
        };
        let base_classes = self.class_bases(&base_values)?;
        let meta = match meta {
            Some(m) => self.winner_metaclass(&m, &base_classes)?,
            None => match base_classes.first() {
                Some(b) => {
                    let first = meta_of(b).unwrap_or_else(|| self.types.type_.clone());
                    self.winner_metaclass(&first, &base_classes)?
                }
                None => self.types.type_.clone(),
            },
        };
        let name_s: Rc<str> = match &name {
            Value::Str(s) => Rc::from(s.s.as_str()),
            _ => Rc::from("?"),
        };
        let initial = match self.prepare_namespace(&meta, &name, &base_values, &kwargs)? {
            ClassNs::Plain(ns) => ns,
            ClassNs::Mapping(m) => {
                // The metaclass gets the mapping itself, as CPython passes it.
                self.run_class_body_in(&func, ClassNs::Mapping(m.clone()))?;
                if let Some(o) = &orig_bases {
                    self.setitem(&m, Value::str("__orig_bases__"), o.clone())?;
                }
                let args = vec![name, Value::tuple(base_values), m];
                return self.call(&Value::Class(meta), args, kwargs);
            }
        };
        let initial = std::mem::take(&mut *initial.borrow_mut());
        let mut dict = self.run_class_body(&func, initial)?;
        if let Some(o) = orig_bases {
            dict.set("__orig_bases__", o);
        }
        if meta.builtin {
            let cls = self.new_class(None, name_s, base_classes, dict)?;
            self.init_class(&cls, &kwargs)?;
            return Ok(Value::Class(cls));
        }
        let ns = self.attrmap_to_dict(&dict)?;
        let args = vec![name, Value::tuple(base_values), ns];
        self.call(&Value::Class(meta), args, kwargs)
    }

    /// The bases of a class statement after PEP 560's `__mro_entries__`: each base that is
    /// not a class and has the method is replaced by the tuple it returns (given all the
    /// original bases). None when no base was replaced.
    fn mro_entries(&mut self, bases: &[Value]) -> PyResult<Option<Vec<Value>>> {
        if bases.iter().all(|b| matches!(b, Value::Class(_))) {
            return Ok(None);
        }
        let all = Value::tuple(bases.to_vec());
        let mut out = Vec::with_capacity(bases.len());
        let mut changed = false;
        for b in bases {
            if matches!(b, Value::Class(_)) {
                out.push(b.clone());
                continue;
            }
            let entries = if let Some((origin, _)) = self.alias_parts(b) {
                // `class L(list[int])`: a `types.GenericAlias` stands for its origin.
                Value::tuple(vec![origin])
            } else {
                match self.get_attr(b, "__mro_entries__") {
                    Ok(m) => self.call(&m, vec![all.clone()], vec![])?,
                    Err(e) if self.is_attribute_error(&e) => {
                        out.push(b.clone());
                        continue;
                    }
                    Err(e) => return Err(e),
                }
            };
            let Value::Tuple(t) = entries else {
                return Err(PyErr::type_err("__mro_entries__ must return a tuple"));
            };
            out.extend(t.iter().cloned());
            changed = true;
        }
        Ok(changed.then_some(out))
    }

    /// The bases of a class statement, as classes.
    fn class_bases(&mut self, bases: &[Value]) -> PyResult<Vec<Rc<Class>>> {
        let mut out: Vec<Rc<Class>> = Vec::new();
        for b in bases {
            match b {
                Value::Class(c) => out.push(c.clone()),
                other => {
                    return Err(PyErr::type_err(format!(
                        "bases must be types, not '{}'",
                        other.type_name()
                    )));
                }
            }
        }
        Ok(out)
    }

    /// The most derived of `meta` and the metaclasses of `bases` (CPython's
    /// `_PyType_CalculateMetaclass`), or the metaclass conflict error.
    fn winner_metaclass(&self, meta: &Rc<Class>, bases: &[Rc<Class>]) -> PyResult<Rc<Class>> {
        let mut winner = meta.clone();
        for b in bases {
            let bm = meta_of(b).unwrap_or_else(|| self.types.type_.clone());
            if winner.is_subclass(&bm) {
                continue;
            }
            if bm.is_subclass(&winner) {
                winner = bm;
                continue;
            }
            return Err(PyErr::type_err(CONFLICT));
        }
        Ok(winner)
    }

    /// The namespace a class body starts with: what `meta.__prepare__(name, bases, **kw)`
    /// returns when the metaclass defines it (a dict, or another mapping the body then runs
    /// in), else an empty dict.
    fn prepare_namespace(
        &mut self,
        meta: &Rc<Class>,
        name: &Value,
        bases: &[Value],
        kwargs: &Kw,
    ) -> PyResult<ClassNs> {
        if meta.builtin || meta.lookup("__prepare__").is_none() {
            return Ok(ClassNs::Plain(Default::default()));
        }
        let prepare = self.get_attr(&Value::Class(meta.clone()), "__prepare__")?;
        let ns = self.call(
            &prepare,
            vec![name.clone(), Value::tuple(bases.to_vec())],
            kwargs.clone(),
        )?;
        match &ns {
            Value::Dict(_) => Ok(ClassNs::Plain(Rc::new(RefCell::new(
                self.dict_to_attrmap(&ns, "__prepare__")?,
            )))),
            Value::Instance(i)
                if matches!(i.payload, Some(Value::Dict(_)))
                    || i.class.lookup("__getitem__").is_some() =>
            {
                Ok(ClassNs::Mapping(ns))
            }
            other => Err(PyErr::type_err(format!(
                "{}.__prepare__() must return a mapping, not {}",
                meta.name,
                other.type_name()
            ))),
        }
    }

    /// Run a class body in a namespace starting as `initial`; the namespace it leaves.
    fn run_class_body(
        &mut self,
        func: &Rc<crate::values::Function>,
        initial: AttrMap,
    ) -> PyResult<AttrMap> {
        let ns = Rc::new(RefCell::new(initial));
        self.run_class_body_in(func, ClassNs::Plain(ns.clone()))?;
        let dict = std::mem::take(&mut *ns.borrow_mut());
        Ok(dict)
    }

    /// Run a class body in namespace `ns`.
    fn run_class_body_in(
        &mut self,
        func: &Rc<crate::values::Function>,
        ns: ClassNs,
    ) -> PyResult<()> {
        let mut frame = self.bind_frame(func, None, &[], &[])?;
        frame.ns = Some(ns);
        self.run_frame(frame, None)?;
        Ok(())
    }

    /// A class namespace as a Python dict (what a metaclass's `__new__` receives).
    fn attrmap_to_dict(&mut self, ns: &AttrMap) -> PyResult<Value> {
        let mut d = crate::values::Dict::default();
        for (k, v) in ns.iter() {
            let key = self.key(Value::str(k))?;
            d.insert(key, v.clone());
        }
        Ok(Value::Dict(Rc::new(
            crate::values::teardown::DictCell::new(d),
        )))
    }

    /// A Python dict with str keys as a class namespace.
    fn dict_to_attrmap(&mut self, d: &Value, func: &str) -> PyResult<AttrMap> {
        let Value::Dict(d) = d else {
            return Err(PyErr::type_err(format!(
                "{func}() argument 3 must be dict, not {}",
                d.type_name()
            )));
        };
        let items: Vec<(Value, Value)> = d.pairs();
        let mut out = AttrMap::default();
        for (k, v) in items {
            match &k {
                Value::Str(s) => {
                    out.insert(crate::values::attrmap::intern(&s.s), v);
                }
                other => {
                    return Err(PyErr::type_err(format!(
                        "keywords must be strings, not '{}'",
                        other.type_name()
                    )));
                }
            }
        }
        Ok(out)
    }

    /// Create a class object (the heart of `type.__new__`): checks the bases, computes the
    /// MRO, the builtin kind, `__slots__` and the implicit class methods.
    pub(crate) fn new_class(
        &mut self,
        meta: Option<Rc<Class>>,
        name: Rc<str>,
        base_classes: Vec<Rc<Class>>,
        mut dict: AttrMap,
    ) -> PyResult<Rc<Class>> {
        Self::check_bases(&base_classes)?;
        // As in CPython: a class that defines `__eq__` but not `__hash__` is unhashable (its
        // `__hash__` is None), whatever its bases define.
        if dict.contains_key("__eq__") && !dict.contains_key("__hash__") {
            dict.insert(crate::values::attrmap::intern("__hash__"), Value::None);
        }
        // As in CPython, a `__new__` defined as a plain function is a static method.
        if let Some(f @ Value::Function(_)) = dict.get("__new__") {
            let f = Value::StaticMethod(Rc::new(f.clone()));
            dict.insert(crate::values::attrmap::intern("__new__"), f);
        }
        // `__init_subclass__` and `__class_getitem__` are class methods without saying so.
        for implicit in ["__init_subclass__", "__class_getitem__"] {
            if let Some(Value::Function(f)) = dict.get(implicit) {
                let wrapped = Value::ClassMethod(Rc::new(Value::Function(f.clone())));
                dict.insert(crate::values::attrmap::intern(implicit), wrapped);
            }
        }
        let qualname = match dict.get("__qualname__") {
            Some(Value::Str(s)) => Rc::from(s.s.as_str()),
            _ => name.clone(),
        };
        let slots = self.class_slots(&dict, &base_classes)?;
        let getattribute = dict.contains_key("__getattribute__");
        self.make_class(
            meta,
            name,
            qualname,
            base_classes,
            dict,
            slots,
            getattribute,
        )
    }

    /// A class restored from a saved session (`host/save/`): what [`Vm::new_class`] makes,
    /// from the parts it worked out then, with an empty namespace the restore fills.
    pub(crate) fn restore_class(
        &mut self,
        meta: Option<Rc<Class>>,
        name: Rc<str>,
        qualname: Rc<str>,
        base_classes: Vec<Rc<Class>>,
        slots: Option<Rc<[Rc<str>]>>,
    ) -> PyResult<Rc<Class>> {
        Self::check_bases(&base_classes)?;
        self.make_class(
            meta,
            name,
            qualname,
            base_classes,
            AttrMap::default(),
            slots,
            false,
        )
    }

    /// Refuse repeated bases and builtin types that cannot be subclassed.
    fn check_bases(base_classes: &[Rc<Class>]) -> PyResult<()> {
        for (i, b) in base_classes.iter().enumerate() {
            if base_classes[..i].iter().any(|x| Rc::ptr_eq(x, b)) {
                return Err(PyErr::type_err(format!("duplicate base class {}", b.name)));
            }
        }
        if let Some(b) = base_classes.iter().find(|b| {
            b.builtin
                && matches!(
                    b.kind,
                    TypeKind::Bool
                        | TypeKind::Range
                        | TypeKind::Slice
                        | TypeKind::NoneType
                        | TypeKind::Function
                )
        }) {
            return Err(PyErr::type_err(format!(
                "type '{}' is not an acceptable base type",
                b.name
            )));
        }
        Ok(())
    }

    /// The class object itself: MRO, builtin kind, registration for the session's end.
    #[allow(clippy::too_many_arguments)]
    fn make_class(
        &mut self,
        meta: Option<Rc<Class>>,
        name: Rc<str>,
        qualname: Rc<str>,
        base_classes: Vec<Rc<Class>>,
        dict: AttrMap,
        slots: Option<Rc<[Rc<str>]>>,
        getattribute: bool,
    ) -> PyResult<Rc<Class>> {
        let mro = c3_mro(&base_classes, &self.types.object)?;
        let is_exc = mro.iter().any(|c| c.is_exc);
        let kind = if is_exc {
            TypeKind::Exception
        } else {
            match base_classes
                .iter()
                .find(|b| b.kind != TypeKind::Object && b.kind != TypeKind::User)
            {
                Some(b) => b.kind,
                None => TypeKind::User,
            }
        };
        let getattribute = getattribute || base_classes.iter().any(|b| b.ext.getattribute.get());
        let meta = meta.filter(|m| !m.builtin);
        let cls = Rc::new(Class {
            name,
            qualname,
            bases: if base_classes.is_empty() {
                vec![self.types.object.clone()]
            } else {
                base_classes
            },
            mro,
            dict: RefCell::new(dict),
            kind,
            is_exc,
            builtin: false,
            cache: Default::default(),
            ext: ClassExt {
                meta,
                slots,
                getattribute: std::cell::Cell::new(getattribute),
                tp_name: Default::default(),
                attr_hint: Default::default(),
            },
        });
        Vm::set_owner(&cls);
        // Emptied when the session ends (see `Vm::classes`); dead entries are dropped before
        // the list would grow.
        if self.classes.len() == self.classes.capacity() {
            self.classes.retain(|w| w.strong_count() > 0);
        }
        self.classes.push(Rc::downgrade(&cls));
        Class::bump_epoch();
        Ok(cls)
    }

    /// The slot names of a new class when its instances get no `__dict__`: it defines
    /// `__slots__` (without `'__dict__'`) and so does every user class it derives from.
    fn class_slots(
        &mut self,
        dict: &AttrMap,
        bases: &[Rc<Class>],
    ) -> PyResult<Option<Rc<[Rc<str>]>>> {
        let Some(decl) = dict.get("__slots__").cloned() else {
            return Ok(None);
        };
        let names: Vec<Value> = match &decl {
            Value::Str(_) => vec![decl.clone()],
            other => self.collect(other)?,
        };
        let mut own: Vec<Rc<str>> = Vec::new();
        for n in &names {
            match n {
                Value::Str(s) => {
                    let valid =
                        s.s.chars()
                            .next()
                            .is_some_and(|c| c == '_' || c.is_alphabetic())
                            && s.s.chars().all(|c| c == '_' || c.is_alphanumeric());
                    if !valid {
                        return Err(PyErr::type_err("__slots__ must be identifiers"));
                    }
                    if dict.contains_key(&s.s) {
                        return Err(PyErr::value_err(format!(
                            "'{}' in __slots__ conflicts with class variable",
                            s.s
                        )));
                    }
                    own.push(Rc::from(s.s.as_str()));
                }
                other => {
                    return Err(PyErr::type_err(format!(
                        "__slots__ items must be strings, not '{}'",
                        other.type_name()
                    )));
                }
            }
        }
        if own.iter().any(|s| &**s == "__dict__") {
            return Ok(None);
        }
        let mut all = own;
        for b in bases {
            if b.builtin {
                continue;
            }
            match &b.ext.slots {
                Some(s) => all.extend(s.iter().cloned()),
                None => return Ok(None),
            }
        }
        Ok(Some(Rc::from(all)))
    }

    /// What `type.__new__` does once the class exists: `__set_name__` on its attributes,
    /// then the parent's `__init_subclass__` with the class keywords.
    pub(crate) fn init_class(&mut self, cls: &Rc<Class>, kwargs: &Kw) -> PyResult<()> {
        let attrs: Vec<(Rc<str>, Value)> = cls
            .dict
            .borrow()
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        for (k, v) in attrs {
            let Value::Instance(inst) = &v else { continue };
            let Some(set_name) = inst.class.lookup("__set_name__") else {
                continue;
            };
            let m = self.bind(&v, set_name);
            if let Err(e) = self.call(&m, vec![Value::Class(cls.clone()), Value::str(&k)], vec![]) {
                return Err(self.chain_error(
                    e,
                    format!(
                        "Error calling __set_name__ on '{}' instance '{}' in '{}'",
                        inst.class.name, k, cls.name
                    ),
                ));
            }
        }
        self.call_init_subclass(cls, kwargs)
    }

    /// A `RuntimeError(msg)` whose `__cause__` is `e` (errors from the limits pass through).
    pub(super) fn chain_error(&mut self, e: PyErr, msg: String) -> PyErr {
        let cause = match self.materialize(e) {
            Ok(c) => c,
            Err(e) => return e,
        };
        match self.materialize(PyErr::msg(ExcKind::RuntimeError, msg)) {
            Ok(rt) => {
                if let Some(d) = &rt.exc {
                    let mut d = d.borrow_mut();
                    d.cause = Some(Value::Instance(cause.clone()));
                    d.context = Some(Value::Instance(cause));
                    d.suppress_context = true;
                }
                PyErr::Obj(rt)
            }
            Err(e) => e,
        }
    }

    /// `super(cls, cls).__init_subclass__(**kwargs)`.
    fn call_init_subclass(&mut self, cls: &Rc<Class>, kwargs: &Kw) -> PyResult<()> {
        let found = cls
            .mro
            .iter()
            .find_map(|c| c.dict.borrow().get("__init_subclass__").cloned());
        match found {
            Some(hook) => {
                let m = match hook {
                    Value::ClassMethod(f) => {
                        Value::Method(Rc::new((Value::Class(cls.clone()), (*f).clone())))
                    }
                    Value::StaticMethod(f) => (*f).clone(),
                    other => other,
                };
                self.call(&m, vec![], kwargs.clone())?;
                Ok(())
            }
            None => object_init_subclass(cls, &[], kwargs),
        }
    }

    /// Call class `c` whose metaclass is a user class, or which is itself a metaclass: the
    /// metaclass's `__call__` when it defines one, else `type.__call__`.
    pub(crate) fn call_class_via_meta(
        &mut self,
        c: &Rc<Class>,
        args: Vec<Value>,
        kwargs: Kw,
    ) -> PyResult<Value> {
        if let Some(meta) = &c.ext.meta {
            if let Some(call) = meta.lookup("__call__") {
                let m = self.bind(&Value::Class(c.clone()), call);
                return self.call(&m, args, kwargs);
            }
        }
        self.type_call(c, args, kwargs)
    }

    /// `type.__call__(c, *args, **kwargs)`: `__new__` then `__init__`.
    pub(crate) fn type_call(
        &mut self,
        c: &Rc<Class>,
        args: Vec<Value>,
        kwargs: Kw,
    ) -> PyResult<Value> {
        if !is_metaclass(c) {
            return self.instantiate_plain(c, args, kwargs);
        }
        if c.builtin {
            return crate::builtins::construct(self, c, args, kwargs);
        }
        // A metaclass: its `__new__` (user-defined or `type.__new__`) makes the class.
        let cls_v = Value::Class(c.clone());
        let made = match c.lookup("__new__") {
            Some(new) => {
                let new = match new {
                    Value::StaticMethod(f) => (*f).clone(),
                    other => other,
                };
                let mut a = vec![cls_v.clone()];
                a.extend(args.iter().cloned());
                self.call(&new, a, kwargs.clone())?
            }
            None => self.type_new(c, &args, &kwargs)?,
        };
        // `__init__` runs only when `__new__` returned an instance of `c`.
        let Value::Class(made_cls) = &made else {
            return Ok(made);
        };
        let made_meta = meta_of(made_cls).unwrap_or_else(|| self.types.type_.clone());
        if !made_meta.is_subclass(c) {
            return Ok(made);
        }
        if let Some(init) = c.lookup("__init__") {
            let m = self.bind(&made, init);
            let r = self.call(&m, args, kwargs)?;
            if !matches!(r, Value::None) {
                return Err(PyErr::type_err(format!(
                    "__init__() should return None, not '{}'",
                    r.type_name()
                )));
            }
        } else {
            type_init_check(&args, &kwargs)?;
        }
        Ok(made)
    }

    /// `type.__new__(mcs, name, bases, ns, **kwargs)`: a new class whose metaclass is the most
    /// derived of `mcs` and its bases' metaclasses.
    pub(crate) fn type_new(
        &mut self,
        mcs: &Rc<Class>,
        args: &[Value],
        kwargs: &Kw,
    ) -> PyResult<Value> {
        let [name, bases, ns] = args else {
            return Err(PyErr::type_err(if args.len() == 1 && mcs.builtin {
                "type() takes 1 or 3 arguments".to_string()
            } else {
                format!(
                    "type.__new__() takes exactly 3 arguments ({} given)",
                    args.len()
                )
            }));
        };
        let Value::Str(name) = name else {
            return Err(PyErr::type_err(format!(
                "type.__new__() argument 1 must be str, not {}",
                name.type_name()
            )));
        };
        let Value::Tuple(bases) = bases else {
            return Err(PyErr::type_err(format!(
                "type.__new__() argument 2 must be tuple, not {}",
                bases.type_name()
            )));
        };
        // A dict, or an instance of a dict subclass (its dict).
        let ns = match ns {
            Value::Instance(i) if matches!(i.payload, Some(Value::Dict(_))) => {
                i.payload.as_ref().unwrap_or(ns)
            }
            Value::Dict(_) => ns,
            _ => {
                return Err(PyErr::type_err(format!(
                    "type.__new__() argument 3 must be dict, not {}",
                    ns.type_name()
                )));
            }
        };
        // A base that is not a class has a type that is not a metaclass.
        if bases.iter().any(|b| !matches!(b, Value::Class(_))) {
            return Err(PyErr::type_err(CONFLICT));
        }
        let base_classes = self.class_bases(bases)?;
        let meta = self.winner_metaclass(mcs, &base_classes)?;
        let dict = self.dict_to_attrmap(ns, "type.__new__")?;
        let cls = self.new_class(Some(meta), Rc::from(name.s.as_str()), base_classes, dict)?;
        self.init_class(&cls, kwargs)?;
        Ok(Value::Class(cls))
    }

    /// For a class whose metaclass is a user class defining `name` (a protocol method such as
    /// `__len__`, `__iter__`, `__repr__`): that method bound to the class.
    pub(crate) fn meta_special(&mut self, v: &Value, name: &str) -> Option<Value> {
        let Value::Class(c) = v else { return None };
        let m = c.ext.meta.as_ref()?.lookup(name)?;
        Some(self.bind(v, m))
    }

    /// `isinstance(obj, cls)` / `issubclass(obj, cls)` (`check` names the hook) when `cls` is
    /// a class whose metaclass defines `__instancecheck__` / `__subclasscheck__`: the hook's
    /// answer; `None` when there is no hook.
    pub(crate) fn meta_check(
        &mut self,
        obj: &Value,
        cls: &Value,
        check: &str,
    ) -> PyResult<Option<bool>> {
        let Some(m) = self.meta_special(cls, check) else {
            return Ok(None);
        };
        let _level = super::nest::enter(super::nest::Ctx::InstanceCheck)?;
        let r = self.call(&m, vec![obj.clone()], vec![])?;
        self.truthy(&r).map(Some)
    }

    /// An attribute of class `c` whose metaclass is a user class: data descriptors of the
    /// metaclass first, then the class and its bases, then the metaclass's other attributes
    /// (its methods bound to the class).
    pub(crate) fn meta_class_attr(
        &mut self,
        c: &Rc<Class>,
        meta: &Rc<Class>,
        name: &str,
    ) -> PyResult<Option<Value>> {
        let cls_v = Value::Class(c.clone());
        let from_meta = meta.lookup(name);
        if let Some(Value::Property(p)) = &from_meta {
            let g = p.fget.clone();
            return self.call(&g, vec![cls_v], vec![]).map(Some);
        }
        if let Some(v) = self.class_attr(c, name)? {
            return Ok(Some(v));
        }
        Ok(from_meta.map(|v| self.bind(&cls_v, v)))
    }
}

/// `type.__init__`'s argument check (it does nothing else).
pub(crate) fn type_init_check(args: &[Value], kwargs: &Kw) -> PyResult<()> {
    if args.len() == 1 && !kwargs.is_empty() {
        return Err(PyErr::type_err(
            "type.__init__() takes no keyword arguments",
        ));
    }
    if args.len() != 1 && args.len() != 3 {
        return Err(PyErr::type_err("type.__init__() takes 1 or 3 arguments"));
    }
    Ok(())
}

/// `object.__init_subclass__`: takes nothing.
pub(crate) fn object_init_subclass(cls: &Rc<Class>, args: &[Value], kwargs: &Kw) -> PyResult<()> {
    if !kwargs.is_empty() {
        return Err(PyErr::type_err(format!(
            "{}.__init_subclass__() takes no keyword arguments",
            cls.name
        )));
    }
    if !args.is_empty() {
        return Err(PyErr::type_err(format!(
            "{}.__init_subclass__() takes no arguments ({} given)",
            cls.name,
            args.len()
        )));
    }
    Ok(())
}

/// C3 linearisation of the bases (the class itself excluded).
pub(crate) fn c3_mro(bases: &[Rc<Class>], object: &Rc<Class>) -> PyResult<Vec<Rc<Class>>> {
    if bases.is_empty() {
        return Ok(vec![object.clone()]);
    }
    if let [only] = bases {
        // One base: its MRO after it, in linear time (a long chain of subclasses never
        // pays for the merge).
        let mut out = Vec::with_capacity(only.mro.len() + 1);
        out.push(only.clone());
        out.extend(only.mro.iter().cloned());
        return Ok(out);
    }
    let mut seqs: Vec<Vec<Rc<Class>>> = Vec::new();
    for b in bases {
        let mut s = vec![b.clone()];
        s.extend(b.mro.iter().cloned());
        seqs.push(s);
    }
    seqs.push(bases.to_vec());
    let mut out: Vec<Rc<Class>> = Vec::new();
    loop {
        seqs.retain(|s| !s.is_empty());
        if seqs.is_empty() {
            return Ok(out);
        }
        let mut cand = None;
        for s in &seqs {
            let h = &s[0];
            if !seqs.iter().any(|t| t[1..].iter().any(|x| Rc::ptr_eq(x, h))) {
                cand = Some(h.clone());
                break;
            }
        }
        let Some(c) = cand else {
            let names: Vec<&str> = bases.iter().map(|b| &*b.name).collect();
            return Err(PyErr::type_err(format!(
                "Cannot create a consistent method resolution\norder (MRO) for bases {}",
                names.join(", ")
            )));
        };
        for s in seqs.iter_mut() {
            if Rc::ptr_eq(&s[0], &c) {
                s.remove(0);
            }
        }
        out.push(c);
    }
}
