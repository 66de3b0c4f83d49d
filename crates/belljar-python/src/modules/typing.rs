//! `typing`: the names annotations use, with CPython 3.11's runtime behaviour (aliases with
//! CPython's reprs, `get_origin`/`get_args`, `TypeVar`/`Generic`, `Protocol`,
//! `NamedTuple`, `TypedDict`, ...). Written in Python (`py/typing.py`), as CPython's is;
//! native here are what `get_type_hints` needs of the VM: the globals an object was defined
//! in, and evaluating a string annotation (CPython's `eval` of a `ForwardRef`).

use std::rc::Rc;

use super::registry::ModuleDef;
use crate::builtins::args::{Args, Method, Sig};
use crate::values::globals::Globals;
use crate::values::teardown::DictCell;
use crate::values::{Dict, Value};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The `typing` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[&GLOBALS_OF, &CHECK_FORWARD, &EVAL_FORWARD],
    python: Some(include_str!("py/typing.py")),
    ..ModuleDef::empty("typing")
};

static GLOBALS_OF: Method = Method::function(Sig::one("_globals_of"), globals_of);
static CHECK_FORWARD: Method = Method::function(Sig::one("_check_forward"), check_forward);
static EVAL_FORWARD: Method = Method::function(Sig::pos("_eval_forward", 3, 3), eval_forward);

/// `_globals_of(obj)`: a dict of the globals `obj` was defined in (CPython's
/// `obj.__globals__` for a function, `sys.modules[cls.__module__].__dict__` for a class, a
/// module's own `__dict__`), or `{}` when there are none.
fn globals_of(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let mut out: Vec<(Rc<str>, Value)> = Vec::new();
    let main = |vm: &Vm, out: &mut Vec<(Rc<str>, Value)>| {
        out.extend(vm.globals.bound().map(|(n, v)| (n.clone(), v.clone())));
    };
    let module = |vm: &Vm, name: &str, out: &mut Vec<(Rc<str>, Value)>| {
        if let Some(Value::Module(m)) = vm.modules.get(name) {
            let attrs = m.attrs.borrow();
            out.extend(attrs.iter().map(|(n, v)| (n.clone(), v.clone())));
        }
    };
    let func = match a.arg(0) {
        Value::Function(f) => Some(f.clone()),
        Value::Method(m) => match &m.1 {
            Value::Function(f) => Some(f.clone()),
            _ => None,
        },
        _ => None,
    };
    match (a.arg(0), func) {
        (_, Some(f)) => match &f.globals {
            Some(g) => out.extend(g.borrow().bound().map(|(n, v)| (n.clone(), v.clone()))),
            None => main(vm, &mut out),
        },
        (Value::Module(m), None) => {
            let attrs = m.attrs.borrow();
            out.extend(attrs.iter().map(|(n, v)| (n.clone(), v.clone())));
        }
        (Value::Class(c), None) => {
            let name = match c.dict.borrow().get("__module__") {
                Some(Value::Str(s)) => Some(s.s.to_string()),
                _ => None,
            };
            match name.as_deref() {
                Some("__main__") => main(vm, &mut out),
                Some(n) => module(vm, n, &mut out),
                None => {}
            }
        }
        _ => {}
    }
    let mut d = Dict::default();
    for (n, v) in out {
        let k = vm.key(Value::str(&n))?;
        d.insert(k, v);
    }
    Ok(Value::Dict(Rc::new(DictCell::new(d))))
}

/// The expression a string annotation holds, parsed, or CPython's `SyntaxError` (`Forward
/// reference must be an expression -- got '...'`).
fn parse_forward(text: &str) -> PyResult<Vec<ruff_python_ast::Stmt>> {
    let bad = || {
        let r = crate::text::str_methods::str_repr(text);
        PyErr::msg(
            ExcKind::SyntaxError,
            format!("Forward reference must be an expression -- got {r}"),
        )
    };
    // As CPython's `compile(arg, '<string>', 'eval')`: one expression, and nothing else.
    let body = crate::parse::parse(text).map_err(|_| bad())?;
    match body.as_slice() {
        [ruff_python_ast::Stmt::Expr(_)] => Ok(body),
        _ => Err(bad()),
    }
}

/// `_check_forward(arg)`: `SyntaxError` unless `arg` is one expression (`ForwardRef(arg)`).
fn check_forward(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let Value::Str(s) = a.arg(0) else {
        return Err(PyErr::type_err("Forward reference must be a string"));
    };
    vm.check_source_cost(s.s.len())?;
    parse_forward(&s.s)?;
    Ok(Value::None)
}

/// `_eval_forward(arg, globalns, localns)`: CPython's `eval(arg, globalns, localns)` of a
/// string annotation: the expression runs in a namespace of its own holding the names of
/// `globalns` and then of `localns` (dicts; `None` for none), over the builtins, under the
/// session's limits.
fn eval_forward(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let Value::Str(s) = a.arg(0) else {
        return Err(PyErr::type_err("Forward reference must be a string"));
    };
    vm.check_source_cost(s.s.len())?;
    let body = parse_forward(&s.s)?;
    let mut g = Globals::new_module(vm.globals.builtins.clone(), "typing");
    for ns in [a.arg(1), a.arg(2)] {
        match ns {
            Value::None => {}
            Value::Dict(d) => {
                let items: Vec<(Value, Value)> = d.pairs();
                for (k, v) in items {
                    if let Value::Str(k) = k {
                        g.set(&k.s, v);
                    }
                }
            }
            other => {
                return Err(PyErr::type_err(format!(
                    "globals must be a dict, not {}",
                    other.type_name()
                )));
            }
        }
    }
    let code = crate::compile::compile_module(&body, &s.s, "<string>", &mut g, true)
        .map_err(|e| PyErr::msg(ExcKind::SyntaxError, e.msg))?;
    let ns = Rc::new(std::cell::RefCell::new(g));
    let before = vm.last_value.take();
    let r = super::registry::run_code(vm, &ns, code);
    let value = std::mem::replace(&mut vm.last_value, before);
    r?;
    Ok(value.unwrap_or(Value::None))
}
