//! `dataclasses`: `@dataclass` (with `order`, `frozen` and `eq` flags), `field(default=…,
//! default_factory=…)`, `asdict`, `astuple` and `fields`. The generated methods are Python
//! code compiled on the fly, so they behave (and fail) exactly like hand-written ones.

use crate::values::PyBool;
use std::cell::RefCell;
use std::rc::Rc;

use super::registry::{ExcDef, ModuleDef};
use crate::builtins::args::{Args, Method, Sig};
use crate::values::globals::Globals;
use crate::values::native::{self, NativeObject, NativeType};
use crate::values::{Class, Function, Value};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The `dataclasses` module: `dataclass` itself is Python (it only collects the options),
/// the work is done by the native `_process`.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[
        &PROCESS,
        &FIELD_FN,
        &ASDICT,
        &ASTUPLE,
        &FIELDS,
        &IS_DATACLASS,
    ],
    exceptions: &[ExcDef {
        name: "FrozenInstanceError",
        base: ExcKind::AttributeError,
        module: "dataclasses",
    }],
    types: &[&FIELD],
    init: Some(init),
    // The public functions are Python, so their arguments bind (and fail) like CPython's;
    // only the options implemented are accepted.
    python: Some(
        "def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False,\n\
         \x20             unsafe_hash=False, frozen=False):\n\
         \x20   def wrap(cls):\n\
         \x20       return _process(cls, init, repr, eq, order, frozen, unsafe_hash)\n\
         \x20   if cls is None:\n\
         \x20       return wrap\n\
         \x20   return wrap(cls)\n\
         \n\
         def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True,\n\
         \x20         compare=True):\n\
         \x20   return _field(default, default_factory, init, repr, compare)\n\
         \n\
         def fields(class_or_instance):\n\
         \x20   return _fields(class_or_instance)\n\
         \n\
         def asdict(obj):\n\
         \x20   return _asdict(obj)\n\
         \n\
         def astuple(obj):\n\
         \x20   return _astuple(obj)\n\
         \n\
         def is_dataclass(obj):\n\
         \x20   return _is_dataclass(obj)\n\
         \n\
         def replace(obj, /, **changes):\n\
         \x20   if isinstance(obj, type) or not _is_dataclass(obj):\n\
         \x20       raise TypeError('replace() should be called on dataclass instances')\n\
         \x20   for f in _fields(obj):\n\
         \x20       if not f.init:\n\
         \x20           if f.name in changes:\n\
         \x20               raise ValueError(f'field {f.name} is declared with init=False, '\n\
         \x20                                'it cannot be specified with replace()')\n\
         \x20           continue\n\
         \x20       if f.name not in changes:\n\
         \x20           changes[f.name] = getattr(obj, f.name)\n\
         \x20   return obj.__class__(**changes)\n",
    ),
    ..ModuleDef::empty("dataclasses")
};

static PROCESS: Method = Method::function(Sig::pos("_process", 7, 7), process_fn);
static FIELD_FN: Method = Method::function(Sig::pos("_field", 5, 5), field);
static ASDICT: Method = Method::function(Sig::one("_asdict"), asdict);
static ASTUPLE: Method = Method::function(Sig::one("_astuple"), astuple);
static FIELDS: Method = Method::function(Sig::one("_fields"), fields);
static IS_DATACLASS: Method = Method::function(Sig::one("_is_dataclass"), is_dataclass);

fn init(_: &mut Vm, g: &mut Globals) -> PyResult<()> {
    g.set("MISSING", missing());
    Ok(())
}

/// The type of `dataclasses.MISSING`.
static MISSING_TYPE: NativeType = NativeType {
    name: "dataclasses._MISSING_TYPE",
    methods: &[],
};

/// `dataclasses.MISSING`: the marker of "no default".
struct Missing;

impl NativeObject for Missing {
    fn native_type(&self) -> &'static NativeType {
        &MISSING_TYPE
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

thread_local! {
    static MISSING: Value = native::value(Missing);
}

fn missing() -> Value {
    MISSING.with(|m| m.clone())
}

/// The type of [`Field`] (`dataclasses.Field`).
pub static FIELD: NativeType = NativeType {
    name: "dataclasses.Field",
    methods: &[],
};

/// A field of a dataclass, as `field()` returns it and `fields()` lists it.
pub struct Field {
    /// The field's name (None until the class is processed).
    name: RefCell<Option<Rc<str>>>,
    /// Its annotation.
    type_: RefCell<Value>,
    /// `default`, when given.
    default: Option<Value>,
    /// `default_factory`, when given.
    factory: Option<Value>,
    /// Whether `__init__` takes it.
    init: bool,
    /// Whether `__repr__` shows it.
    repr: bool,
    /// Whether `__eq__` and ordering compare it.
    compare: bool,
}

/// A field from its saved state (a session restored, `host/save/`): `(name, type,
/// (default,) or (), (factory,) or (), init, repr, compare)`.
pub fn restore_field(_: &mut Vm, state: Value) -> PyResult<Value> {
    let bad = || PyErr::value_err("bad saved dataclass field");
    let Value::Tuple(t) = &state else {
        return Err(bad());
    };
    let [
        name,
        ty,
        default,
        factory,
        Value::Bool(init),
        Value::Bool(repr),
        Value::Bool(compare),
    ] = t.as_slice()
    else {
        return Err(bad());
    };
    let name = match name {
        Value::Str(s) => Some(Rc::from(s.s.as_str())),
        Value::None => None,
        _ => return Err(bad()),
    };
    let given = |v: &Value| match v {
        Value::Tuple(t) if t.is_empty() => Ok(None),
        Value::Tuple(t) if t.len() == 1 => Ok(Some(t[0].clone())),
        _ => Err(bad()),
    };
    Ok(native::value(Field {
        name: RefCell::new(name),
        type_: RefCell::new(ty.clone()),
        default: given(default)?,
        factory: given(factory)?,
        init: init.get(),
        repr: repr.get(),
        compare: compare.get(),
    }))
}

impl NativeObject for Field {
    fn native_type(&self) -> &'static NativeType {
        &FIELD
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    /// What [`restore_field`] takes.
    fn save(&self) -> Result<Value, String> {
        let opt = |v: &Option<Value>| Value::tuple(v.iter().cloned().collect());
        Ok(Value::tuple(vec![
            match &*self.name.borrow() {
                Some(n) => Value::str(n),
                None => Value::None,
            },
            self.type_.borrow().clone(),
            opt(&self.default),
            opt(&self.factory),
            Value::bool(self.init),
            Value::bool(self.repr),
            Value::bool(self.compare),
        ]))
    }
    fn getattr(&self, _: &mut Vm, name: &str) -> PyResult<Option<Value>> {
        Ok(Some(match name {
            "name" => match &*self.name.borrow() {
                Some(n) => Value::str(n),
                None => Value::None,
            },
            "type" => self.type_.borrow().clone(),
            "default" => self.default.clone().unwrap_or_else(missing),
            "default_factory" => self.factory.clone().unwrap_or_else(missing),
            "init" => Value::bool(self.init),
            "repr" => Value::bool(self.repr),
            "compare" => Value::bool(self.compare),
            "hash" => Value::None,
            "kw_only" => Value::Bool(PyBool::False),
            _ => return Ok(None),
        }))
    }
    fn repr(&self, vm: &mut Vm, _: &Value) -> PyResult<String> {
        let name = match &*self.name.borrow() {
            Some(n) => format!("'{n}'"),
            None => "None".into(),
        };
        let ty = self.type_.borrow().clone();
        let ty = vm.repr(&ty)?;
        let default = vm.repr(&self.default.clone().unwrap_or_else(missing))?;
        let factory = vm.repr(&self.factory.clone().unwrap_or_else(missing))?;
        let b = |x: bool| if x { "True" } else { "False" };
        Ok(format!(
            "Field(name={name},type={ty},default={default},default_factory={factory},init={},repr={},hash=None,compare={},metadata=mappingproxy({{}}),kw_only=False,_field_type=_FIELD)",
            b(self.init),
            b(self.repr),
            b(self.compare)
        ))
    }
}

/// `_field(default, default_factory, init, repr, compare)`, behind `field()`; `MISSING`
/// marks an absent default.
fn field(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let given = |v: &Value| (!v.is(&missing())).then(|| v.clone());
    let default = given(a.arg(0));
    let factory = given(a.arg(1));
    if default.is_some() && factory.is_some() {
        return Err(PyErr::value_err(
            "cannot specify both default and default_factory",
        ));
    }
    Ok(native::value(Field {
        name: RefCell::new(None),
        type_: RefCell::new(Value::None),
        default,
        factory,
        init: vm.truthy(a.arg(2))?,
        repr: vm.truthy(a.arg(3))?,
        compare: vm.truthy(a.arg(4))?,
    }))
}

fn as_field(v: &Value) -> Option<&Field> {
    match v {
        Value::Native(o) => o.as_any().downcast_ref::<Field>(),
        _ => None,
    }
}

struct FieldInfo {
    name: String,
    type_: Value,
    default: Option<Value>,
    factory: Option<Value>,
    init: bool,
    repr: bool,
    compare: bool,
}

/// `_process(cls, init, repr, eq, order, frozen, unsafe_hash)`: what `@dataclass(...)` does
/// to `cls`.
fn process_fn(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let [cls, init, repr, eq, order, frozen, unsafe_hash] = a.positional() else {
        return Err(PyErr::type_err("_process() takes exactly 7 arguments"));
    };
    let Value::Class(c) = cls else {
        return Err(PyErr::type_err(format!(
            "dataclass() expects a class, not {}",
            cls.type_name()
        )));
    };
    let flags = Flags {
        init: vm.truthy(init)?,
        repr: vm.truthy(repr)?,
        eq: vm.truthy(eq)?,
        order: vm.truthy(order)?,
        frozen: vm.truthy(frozen)?,
        unsafe_hash: vm.truthy(unsafe_hash)?,
    };
    if flags.order && !flags.eq {
        return Err(PyErr::value_err("eq must be true if order is true"));
    }
    process(vm, c, &flags)?;
    Ok(cls.clone())
}

/// The options of `@dataclass(...)`.
#[derive(Clone, Copy)]
struct Flags {
    init: bool,
    repr: bool,
    eq: bool,
    order: bool,
    frozen: bool,
    unsafe_hash: bool,
}

/// Whether annotation `v` is `typing.ClassVar` or `typing.ClassVar[...]` (as CPython's
/// `dataclasses._is_classvar`: the special form, or an alias whose origin it is).
fn is_classvar(v: &Value) -> bool {
    fn special_form_named(v: &Value, name: &str) -> bool {
        matches!(v, Value::Instance(i)
            if &*i.class.name == "_SpecialForm"
                && matches!(i.dict.borrow().get("_name"), Some(Value::Str(s)) if s.s == name))
    }
    if special_form_named(v, "ClassVar") {
        return true;
    }
    match v {
        Value::Instance(i) if &*i.class.name == "_GenericAlias" => i
            .dict
            .borrow()
            .get("__origin__")
            .is_some_and(|o| special_form_named(o, "ClassVar")),
        _ => false,
    }
}

fn collect_fields(c: &Rc<Class>) -> Vec<FieldInfo> {
    let mut out: Vec<FieldInfo> = Vec::new();
    let mut chain: Vec<Rc<Class>> = c.mro.iter().rev().filter(|b| !b.builtin).cloned().collect();
    chain.push(c.clone());
    for cls in chain {
        let dict = cls.dict.borrow();
        let Some(Value::Dict(ann)) = dict.get("__annotations__") else {
            continue;
        };
        for (k, v) in ann.borrow().iter() {
            let Value::Str(name) = &k.value else { continue };
            match v {
                // Under `from __future__ import annotations` the annotation is its text.
                Value::Str(t)
                    if t.s.starts_with("ClassVar") || t.s.starts_with("typing.ClassVar") =>
                {
                    continue;
                }
                v if is_classvar(v) => continue,
                _ => {}
            }
            let mut info = FieldInfo {
                name: name.s.clone(),
                type_: v.clone(),
                default: None,
                factory: None,
                init: true,
                repr: true,
                compare: true,
            };
            if let Some(d) = dict.get(name.s.as_str()) {
                match as_field(d) {
                    Some(f) => {
                        info.default = f.default.clone();
                        info.factory = f.factory.clone();
                        info.init = f.init;
                        info.repr = f.repr;
                        info.compare = f.compare;
                    }
                    None => info.default = Some(d.clone()),
                }
            }
            match out.iter_mut().find(|f| f.name == info.name) {
                Some(existing) => *existing = info,
                None => out.push(info),
            }
        }
    }
    out
}

fn process(vm: &mut Vm, c: &Rc<Class>, flags: &Flags) -> PyResult<()> {
    if c.builtin {
        return Err(PyErr::type_err(format!(
            "cannot make a dataclass of builtin type '{}'",
            c.name
        )));
    }
    let fields = collect_fields(c);
    // As CPython: a list, dict or set default would be shared by every instance.
    for f in &fields {
        if let Some(d @ (Value::List(_) | Value::Dict(_) | Value::Set(_))) = &f.default {
            return Err(PyErr::value_err(format!(
                "mutable default <class '{}'> for field {} is not allowed: use default_factory",
                d.type_name(),
                f.name
            )));
        }
    }
    let Flags {
        init: want_init,
        repr: want_repr,
        eq,
        order,
        frozen,
        unsafe_hash,
    } = *flags;
    // Class attributes that held field() markers become plain defaults (or disappear).
    for f in &fields {
        let mut d = c.dict_mut();
        if let Some(v) = d.get(f.name.as_str()) {
            if as_field(v).is_some() {
                match &f.default {
                    Some(dv) => {
                        d.insert(Rc::from(f.name.as_str()), dv.clone());
                    }
                    None => {
                        d.shift_remove(f.name.as_str());
                    }
                }
            }
        }
    }
    let mut seen_default = false;
    let mut params = Vec::new();
    let mut body = Vec::new();
    let mut defaults = Vec::new();
    let mut factories = Vec::new();
    for f in &fields {
        let n = &f.name;
        if !f.init {
            if let Some(fac) = &f.factory {
                factories.push(fac.clone());
                body.push(format!(
                    "        __dc_set(self, '{n}', __factories[{}]())",
                    factories.len() - 1
                ));
            } else if f.default.is_some() {
                defaults.push(f.default.clone().unwrap_or(Value::None));
                body.push(format!(
                    "        __dc_set(self, '{n}', __defaults[{}])",
                    defaults.len() - 1
                ));
            }
            continue;
        }
        if let Some(fac) = &f.factory {
            factories.push(fac.clone());
            params.push(format!("{n}=__MISSING"));
            body.push(format!(
                "        __dc_set(self, '{n}', __factories[{}]() if {n} is __MISSING else {n})",
                factories.len() - 1
            ));
            seen_default = true;
        } else if let Some(d) = &f.default {
            defaults.push(d.clone());
            params.push(format!("{n}=__defaults[{}]", defaults.len() - 1));
            body.push(format!("        __dc_set(self, '{n}', {n})"));
            seen_default = true;
        } else {
            if seen_default {
                return Err(PyErr::type_err(format!(
                    "non-default argument '{n}' follows default argument"
                )));
            }
            params.push(n.clone());
            body.push(format!("        __dc_set(self, '{n}', {n})"));
        }
    }
    if c.lookup("__post_init__").is_some() {
        body.push("        self.__post_init__()".into());
    }
    if body.is_empty() {
        body.push("        pass".into());
    }
    let set_fn = if frozen {
        "object.__setattr__"
    } else {
        "setattr"
    };
    let repr_fields: Vec<String> = fields
        .iter()
        .filter(|f| f.repr)
        .map(|f| format!("{n}={{self.{n}!r}}", n = f.name))
        .collect();
    let tuple_of = |who: &str| -> String {
        let items: Vec<String> = fields
            .iter()
            .filter(|f| f.compare)
            .map(|f| format!("{who}.{}", f.name))
            .collect();
        if items.is_empty() {
            "()".into()
        } else {
            format!("({},)", items.join(", "))
        }
    };
    let mut src = String::new();
    src.push_str("def __dc_make(__defaults, __factories, __MISSING):\n");
    src.push_str(&format!("    __dc_set = {set_fn}\n"));
    src.push_str(&format!(
        "    def __init__(self, {}):\n{}\n",
        params.join(", "),
        body.join("\n")
    ));
    src.push_str(&format!(
        "    def __repr__(self):\n        return f\"{{type(self).__qualname__}}({})\"\n",
        repr_fields.join(", ")
    ));
    src.push_str(&format!(
        "    def __eq__(self, other):\n        if other.__class__ is self.__class__:\n            return {} == {}\n        return NotImplemented\n",
        tuple_of("self"),
        tuple_of("other")
    ));
    for (name, op) in [
        ("__lt__", "<"),
        ("__le__", "<="),
        ("__gt__", ">"),
        ("__ge__", ">="),
    ] {
        src.push_str(&format!(
            "    def {name}(self, other):\n        if other.__class__ is self.__class__:\n            return {} {op} {}\n        return NotImplemented\n",
            tuple_of("self"),
            tuple_of("other")
        ));
    }
    src.push_str("    def __setattr__(self, name, value):\n        raise FrozenInstanceError(f\"cannot assign to field '{name}'\")\n");
    src.push_str("    def __hash__(self):\n");
    src.push_str(&format!("        return hash({})\n", tuple_of("self")));
    src.push_str("    return [__init__, __repr__, __eq__, __lt__, __le__, __gt__, __ge__, __setattr__, __hash__]\n");
    let made = run_helper(vm, &src, defaults, factories)?;
    let names = [
        "__init__",
        "__repr__",
        "__eq__",
        "__lt__",
        "__le__",
        "__gt__",
        "__ge__",
        "__setattr__",
        "__hash__",
    ];
    let own = c.dict.borrow().clone();
    for (name, f) in names.iter().zip(made) {
        let wanted = match *name {
            "__init__" => want_init,
            "__repr__" => want_repr,
            "__eq__" => eq,
            "__lt__" | "__le__" | "__gt__" | "__ge__" => order,
            "__setattr__" => frozen,
            "__hash__" => frozen || unsafe_hash,
            _ => false,
        };
        if !wanted || own.contains_key(name) {
            continue;
        }
        let f = rename(&f, &format!("{}.{}", c.qualname, name));
        c.dict_mut().insert(Rc::from(*name), f);
    }
    if eq && !frozen && !unsafe_hash && !own.contains_key("__hash__") {
        c.dict_mut().insert(Rc::from("__hash__"), Value::None);
    }
    let table = Value::Dict(Default::default());
    for f in fields.iter() {
        let obj = native::value(Field {
            name: RefCell::new(Some(Rc::from(f.name.as_str()))),
            type_: RefCell::new(f.type_.clone()),
            default: f.default.clone(),
            factory: f.factory.clone(),
            init: f.init,
            repr: f.repr,
            compare: f.compare,
        });
        vm.setitem(&table, Value::str(&f.name), obj)?;
    }
    c.dict_mut().insert(Rc::from("__dataclass_fields__"), table);
    if !own.contains_key("__match_args__") {
        let names: Vec<Value> = fields
            .iter()
            .filter(|f| f.init)
            .map(|f| Value::str(&f.name))
            .collect();
        c.dict_mut()
            .insert(Rc::from("__match_args__"), Value::tuple(names));
    }
    Vm::set_owner(c);
    Ok(())
}

fn rename(f: &Value, qualname: &str) -> Value {
    match f {
        Value::Function(func) => Value::Function(Rc::new(Function {
            code: func.code.clone(),
            name: func.name.clone(),
            qualname: Rc::from(qualname),
            defaults: func.defaults.clone(),
            kwdefaults: func.kwdefaults.clone(),
            closure: func.closure.clone(),
            owner: std::cell::RefCell::new(None),
            attrs: func.attrs.clone(),
            globals: func.globals.clone(),
        })),
        other => other.clone(),
    }
}

/// Compile and run the helper source, returning what `__dc_make` returns.
fn run_helper(
    vm: &mut Vm,
    src: &str,
    defaults: Vec<Value>,
    factories: Vec<Value>,
) -> PyResult<Vec<Value>> {
    // The generated methods live in a namespace of their own: what the user binds at top
    // level (`setattr = None`) cannot change them.
    let mut g = Globals::new_module(vm.globals.builtins.clone(), "dataclasses");
    g.set(
        "FrozenInstanceError",
        match vm.module_exceptions.get("dataclasses.FrozenInstanceError") {
            Some(c) => Value::Class(c.clone()),
            None => return Err(PyErr::msg(ExcKind::SystemError, "dataclasses not set up")),
        },
    );
    let ns = Rc::new(RefCell::new(g));
    // As in CPython, tracebacks show these methods as `File "<string>"`, with no source.
    super::registry::run_python(vm, &ns, src, "<string>")?;
    let Some(maker) = ns.borrow().get("__dc_make") else {
        return Err(PyErr::msg(
            ExcKind::SystemError,
            "dataclass: helper missing",
        ));
    };
    let made = vm.call(
        &maker,
        vec![Value::tuple(defaults), Value::tuple(factories), missing()],
        vec![],
    )?;
    vm.collect(&made)
}

fn field_table(v: &Value) -> Option<Vec<(String, Value)>> {
    let cls = match v {
        Value::Instance(i) => i.class.clone(),
        Value::Class(c) => c.clone(),
        _ => return None,
    };
    match cls.lookup("__dataclass_fields__") {
        Some(Value::Dict(d)) => Some(
            d.borrow()
                .iter()
                .filter_map(|(k, f)| match &k.value {
                    Value::Str(s) => Some((s.s.clone(), f.clone())),
                    _ => None,
                })
                .collect(),
        ),
        _ => None,
    }
}

fn field_names(v: &Value) -> Option<Vec<String>> {
    field_table(v).map(|t| t.into_iter().map(|(n, _)| n).collect())
}

fn to_plain(vm: &mut Vm, v: &Value, as_tuple: bool) -> PyResult<Value> {
    let _level = crate::vm::nest::enter(crate::vm::nest::Ctx::Plain)?;
    if let Some(names) = field_names(v) {
        if let Value::Instance(_) = v {
            let mut items = Vec::new();
            for n in names {
                let x = vm.get_attr(v, &n)?;
                let x = to_plain(vm, &x, as_tuple)?;
                items.push((n, x));
            }
            if as_tuple {
                return Ok(Value::tuple(items.into_iter().map(|(_, x)| x).collect()));
            }
            let d = Value::Dict(Default::default());
            for (n, x) in items {
                vm.setitem(&d, Value::str(&n), x)?;
            }
            return Ok(d);
        }
    }
    Ok(match v {
        Value::List(l) => {
            let items = l.borrow().clone();
            let mut out = Vec::with_capacity(items.len());
            for x in &items {
                out.push(to_plain(vm, x, as_tuple)?);
            }
            Value::list(out)
        }
        Value::Tuple(t) => {
            let mut out = Vec::with_capacity(t.len());
            for x in t.iter() {
                out.push(to_plain(vm, x, as_tuple)?);
            }
            Value::tuple(out)
        }
        Value::Dict(d) => {
            let items: Vec<(Value, Value)> = d.pairs();
            let out = Value::Dict(Default::default());
            for (k, x) in items {
                let k2 = to_plain(vm, &k, as_tuple)?;
                let x2 = to_plain(vm, &x, as_tuple)?;
                vm.setitem(&out, k2, x2)?;
            }
            out
        }
        other => other.clone(),
    })
}

fn asdict(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let args = a.positional();
    match args.first() {
        Some(v @ Value::Instance(_)) if field_names(v).is_some() => to_plain(vm, v, false),
        _ => Err(PyErr::type_err(
            "asdict() should be called on dataclass instances",
        )),
    }
}

fn astuple(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let args = a.positional();
    match args.first() {
        Some(v @ Value::Instance(_)) if field_names(v).is_some() => to_plain(vm, v, true),
        _ => Err(PyErr::type_err(
            "astuple() should be called on dataclass instances",
        )),
    }
}

fn fields(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let args = a.positional();
    match args.first().and_then(field_table) {
        Some(t) => Ok(Value::tuple(t.into_iter().map(|(_, f)| f).collect())),
        None => Err(PyErr::type_err(
            "must be called with a dataclass type or instance",
        )),
    }
}

fn is_dataclass(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let args = a.positional();
    Ok(Value::bool(args.first().and_then(field_names).is_some()))
}
