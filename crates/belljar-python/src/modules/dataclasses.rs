//! `dataclasses`: `@dataclass` (with `order`, `frozen` and `eq` flags), `field(default=…,
//! default_factory=…)`, `asdict`, `astuple` and `fields`. The generated methods are Python
//! code compiled on the fly, so they behave (and fail) exactly like hand-written ones.

use std::collections::HashMap;
use std::rc::Rc;

use crate::builtins::{func, kwarg};
use crate::values::function::Kwargs;
use crate::values::{Class, Function, Value};
use crate::vm::{ExcKind, Outcome, PyErr, PyResult, Vm};

/// The attributes of `dataclasses`.
pub fn attrs() -> HashMap<Rc<str>, Value> {
    let mut m: HashMap<Rc<str>, Value> = HashMap::new();
    m.insert(Rc::from("dataclass"), func("dataclass", dataclass));
    m.insert(Rc::from("field"), func("field", field));
    m.insert(Rc::from("asdict"), func("asdict", asdict));
    m.insert(Rc::from("astuple"), func("astuple", astuple));
    m.insert(Rc::from("fields"), func("fields", fields));
    m.insert(Rc::from("is_dataclass"), func("is_dataclass", is_dataclass));
    m
}

const FIELD_MARK: &str = "__dataclass_field__";

fn field(_: &mut Vm, _: &[Value], kw: Kwargs) -> PyResult<Value> {
    let mut items = vec![Value::str(FIELD_MARK)];
    items.push(
        kwarg(kw, "default")
            .cloned()
            .map(|v| Value::tuple(vec![v]))
            .unwrap_or(Value::None),
    );
    items.push(kwarg(kw, "default_factory").cloned().unwrap_or(Value::None));
    let init = !matches!(kwarg(kw, "init"), Some(Value::Bool(false)));
    let repr = !matches!(kwarg(kw, "repr"), Some(Value::Bool(false)));
    items.push(Value::Bool(init));
    items.push(Value::Bool(repr));
    Ok(Value::tuple(items))
}

fn as_field(v: &Value) -> Option<&[Value]> {
    match v {
        Value::Tuple(t) if t.len() == 5 && matches!(&t[0], Value::Str(s) if s.s == FIELD_MARK) => {
            Some(t)
        }
        _ => None,
    }
}

struct FieldInfo {
    name: String,
    default: Option<Value>,
    factory: Option<Value>,
    init: bool,
    repr: bool,
}

fn flag(kw: Kwargs, name: &str, default: bool) -> bool {
    match kwarg(kw, name) {
        Some(Value::Bool(b)) => *b,
        _ => default,
    }
}

fn dataclass(vm: &mut Vm, args: &[Value], kw: Kwargs) -> PyResult<Value> {
    match args.first() {
        Some(Value::Class(c)) => {
            let c = c.clone();
            process(vm, &c, kw)?;
            Ok(Value::Class(c))
        }
        None => {
            // @dataclass(...) with options: remember them in a bound builtin.
            let opts: Vec<Value> = ["order", "frozen", "eq", "repr", "init"]
                .iter()
                .map(|n| match kwarg(kw, n) {
                    Some(v) => v.clone(),
                    None => Value::None,
                })
                .collect();
            Ok(crate::builtins::bound_method(
                &Value::tuple(opts),
                "__dataclass_apply__",
            ))
        }
        Some(o) => Err(PyErr::type_err(format!(
            "dataclass() expects a class, not {}",
            o.type_name()
        ))),
    }
}

/// Apply `@dataclass(...)` options (called through the bound builtin made above).
pub fn apply_with_options(vm: &mut Vm, opts: &[Value], args: &[Value]) -> PyResult<Value> {
    let Some(Value::Class(c)) = args.first() else {
        return Err(PyErr::type_err("dataclass() expects a class"));
    };
    let names = ["order", "frozen", "eq", "repr", "init"];
    let kw: Vec<(Rc<str>, Value)> = names
        .iter()
        .zip(opts.iter())
        .filter(|(_, v)| !matches!(v, Value::None))
        .map(|(n, v)| (Rc::from(*n), v.clone()))
        .collect();
    let c = c.clone();
    process(vm, &c, &kw)?;
    Ok(Value::Class(c))
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
                Value::Class(c) if c.builtin && &*c.name == "ClassVar" => continue,
                _ => {}
            }
            let mut info = FieldInfo {
                name: name.s.clone(),
                default: None,
                factory: None,
                init: true,
                repr: true,
            };
            if let Some(d) = dict.get(name.s.as_str()) {
                match as_field(d) {
                    Some(f) => {
                        if let Value::Tuple(t) = &f[1] {
                            info.default = t.first().cloned();
                        }
                        if !matches!(f[2], Value::None) {
                            info.factory = Some(f[2].clone());
                        }
                        info.init = matches!(f[3], Value::Bool(true));
                        info.repr = matches!(f[4], Value::Bool(true));
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

fn process(vm: &mut Vm, c: &Rc<Class>, kw: Kwargs) -> PyResult<()> {
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
    let order = flag(kw, "order", false);
    let frozen = flag(kw, "frozen", false);
    let eq = flag(kw, "eq", true);
    let want_repr = flag(kw, "repr", true);
    let want_init = flag(kw, "init", true);
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
        let items: Vec<String> = fields.iter().map(|f| format!("{who}.{}", f.name)).collect();
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
            "__setattr__" | "__hash__" => frozen,
            _ => false,
        };
        if !wanted || own.contains_key(name) {
            continue;
        }
        let f = rename(&f, &format!("{}.{}", c.qualname, name));
        c.dict_mut().insert(Rc::from(*name), f);
    }
    if eq && !frozen && !own.contains_key("__hash__") {
        c.dict_mut().insert(Rc::from("__hash__"), Value::None);
    }
    let names: Vec<Value> = fields.iter().map(|f| Value::str(&f.name)).collect();
    c.dict_mut().insert(
        Rc::from("__dataclass_fields__"),
        Value::tuple(names.clone()),
    );
    if !own.contains_key("__match_args__") {
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
    let body = crate::parse::parse(src)
        .map_err(|e| PyErr::msg(ExcKind::SystemError, format!("dataclass: {}", e.msg)))?;
    let code = crate::compile::compile_module(&body, src, "<dataclass>", &mut vm.globals, false)
        .map_err(|e| PyErr::msg(ExcKind::SystemError, format!("dataclass: {}", e.msg)))?;
    let slot = vm.globals.slot("__dc_make") as usize;
    let saved = vm.globals.values[slot].take();
    let frame = vm.new_frame(code, None);
    let r = vm.run_frame(frame, None);
    let maker = vm.globals.values[slot].take();
    vm.globals.values[slot] = saved;
    match r? {
        Outcome::Return(_) => {}
        Outcome::Yield(..) => {
            return Err(PyErr::msg(
                ExcKind::SystemError,
                "dataclass: unexpected yield",
            ));
        }
    }
    let Some(maker) = maker else {
        return Err(PyErr::msg(
            ExcKind::SystemError,
            "dataclass: helper missing",
        ));
    };
    let missing = Value::Class(vm.types.object.clone());
    let made = vm.call(
        &maker,
        vec![Value::tuple(defaults), Value::tuple(factories), missing],
        vec![],
    )?;
    vm.collect(&made)
}

fn field_names(v: &Value) -> Option<Vec<String>> {
    let cls = match v {
        Value::Instance(i) => i.class.clone(),
        Value::Class(c) => c.clone(),
        _ => return None,
    };
    match cls.lookup("__dataclass_fields__") {
        Some(Value::Tuple(t)) => Some(
            t.iter()
                .filter_map(|n| match n {
                    Value::Str(s) => Some(s.s.clone()),
                    _ => None,
                })
                .collect(),
        ),
        _ => None,
    }
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
            let items: Vec<(Value, Value)> = d
                .borrow()
                .iter()
                .map(|(k, v)| (k.value.clone(), v.clone()))
                .collect();
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

fn asdict(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    match args.first() {
        Some(v @ Value::Instance(_)) if field_names(v).is_some() => to_plain(vm, v, false),
        _ => Err(PyErr::type_err(
            "asdict() should be called on dataclass instances",
        )),
    }
}

fn astuple(vm: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    match args.first() {
        Some(v @ Value::Instance(_)) if field_names(v).is_some() => to_plain(vm, v, true),
        _ => Err(PyErr::type_err(
            "astuple() should be called on dataclass instances",
        )),
    }
}

fn fields(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    match args.first().and_then(field_names) {
        Some(names) => Ok(Value::tuple(names.iter().map(|n| Value::str(n)).collect())),
        None => Err(PyErr::type_err(
            "must be called with a dataclass type or instance",
        )),
    }
}

fn is_dataclass(_: &mut Vm, args: &[Value], _: Kwargs) -> PyResult<Value> {
    Ok(Value::Bool(args.first().and_then(field_names).is_some()))
}
