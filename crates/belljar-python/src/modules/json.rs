//! `json`: `dumps`/`loads` (and `dump`/`load` are absent: there are no files). Output matches
//! CPython's encoder: `", "`/`": "` separators, `indent`, `sort_keys`, `ensure_ascii`, and the
//! same errors for values that are not serialisable.

mod decode;

use super::registry::{ExcDef, ModuleDef};
use crate::builtins::args::{Args, Method, Sig};
use crate::text::float::float_repr;
use crate::values::Value;
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The `json` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[&DUMPS, &LOADS],
    exceptions: &[ExcDef {
        name: "JSONDecodeError",
        base: ExcKind::ValueError,
        module: "json.decoder",
    }],
    // The public functions are Python, so their arguments bind (and fail) like CPython's;
    // only the options implemented are accepted.
    python: Some(
        "def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True,\n\
         \x20         allow_nan=True, cls=None, indent=None, separators=None, default=None,\n\
         \x20         sort_keys=False, **kw):\n\
         \x20   for k in kw:\n\
         \x20       raise TypeError(f\"JSONEncoder.__init__() got an unexpected keyword argument '{k}'\")\n\
         \x20   if skipkeys or not check_circular or not allow_nan or cls is not None:\n\
         \x20       raise TypeError('json.dumps(): skipkeys, check_circular, allow_nan and cls '\n\
         \x20                       'other than their defaults are not supported')\n\
         \x20   return _dumps(obj, ensure_ascii, indent, separators, default, sort_keys)\n\
         \n\
         def loads(s):\n\
         \x20   return _loads(s)\n",
    ),
    ..ModuleDef::empty("json")
};

static DUMPS: Method = Method::function(Sig::pos("_dumps", 6, 6), dumps);
static LOADS: Method = Method::function(Sig::one("_loads"), loads);

struct Opts {
    indent: Option<String>,
    item_sep: String,
    key_sep: String,
    sort_keys: bool,
    ensure_ascii: bool,
    default: Option<Value>,
    /// Identities of the containers being encoded (CPython's `markers`, `check_circular`).
    markers: std::cell::RefCell<Vec<u64>>,
}

impl Opts {
    /// Enter container `v`: fails with CPython's `ValueError` if it is already being encoded.
    fn mark(&self, v: &Value) -> PyResult<()> {
        let id = v.id();
        let mut m = self.markers.borrow_mut();
        if m.contains(&id) {
            return Err(PyErr::value_err("Circular reference detected"));
        }
        m.push(id);
        Ok(())
    }

    fn unmark(&self) {
        self.markers.borrow_mut().pop();
    }
}

fn quote(s: &str, ascii: bool, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c if ascii && (c as u32) > 0x7e => {
                let mut buf = [0u16; 2];
                for u in c.encode_utf16(&mut buf) {
                    out.push_str(&format!("\\u{:04x}", u));
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn encode(vm: &mut Vm, v: &Value, o: &Opts, depth: usize, out: &mut String) -> PyResult<()> {
    let _level = crate::vm::nest::enter(crate::vm::nest::Ctx::Json)?;
    let nl = |out: &mut String, d: usize| {
        if let Some(ind) = &o.indent {
            out.push('\n');
            for _ in 0..d {
                out.push_str(ind);
            }
        }
    };
    // Subclasses of the builtin types encode as their values (CPython's encoder uses the
    // builtin types' own methods, not the subclass's).
    let v = v.base_value();
    match v {
        Value::None => out.push_str("null"),
        Value::Bool(b) => out.push_str(if b.get() { "true" } else { "false" }),
        Value::Int(_) | Value::BigInt(_) => out.push_str(&vm.repr(v)?),
        Value::Float(f) => {
            if f.is_nan() {
                out.push_str("NaN")
            } else if f.is_infinite() {
                out.push_str(if f.get() > 0.0 {
                    "Infinity"
                } else {
                    "-Infinity"
                })
            } else {
                out.push_str(&float_repr(f.get()))
            }
        }
        Value::Str(s) => quote(&s.s, o.ensure_ascii, out),
        Value::List(_) | Value::Tuple(_) => {
            let items = vm.collect(v)?;
            if items.is_empty() {
                out.push_str("[]");
                return Ok(());
            }
            o.mark(v)?;
            out.push('[');
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(&o.item_sep);
                }
                nl(out, depth + 1);
                encode(vm, x, o, depth + 1, out)?;
            }
            nl(out, depth);
            out.push(']');
            o.unmark();
        }
        Value::Dict(d) => {
            let mut items: Vec<(Value, Value)> = d.pairs();
            if items.is_empty() {
                out.push_str("{}");
                return Ok(());
            }
            if o.sort_keys {
                let mut keys: Vec<Value> = items.iter().map(|(k, _)| k.clone()).collect();
                crate::builtins::sort::sort_values(vm, &mut keys, None, false)?;
                let mut sorted = Vec::with_capacity(items.len());
                for k in keys {
                    if let Some(pos) = items
                        .iter()
                        .position(|(x, _)| x.is(&k) || crate::values::dict::key_eq(x, &k))
                    {
                        sorted.push(items.remove(pos));
                    }
                }
                items = sorted;
            }
            o.mark(v)?;
            out.push('{');
            for (i, (k, x)) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(&o.item_sep);
                }
                nl(out, depth + 1);
                let ks = match k.base_value() {
                    Value::Str(s) => s.s.clone(),
                    Value::None => "null".into(),
                    Value::Bool(b) => (if b.get() { "true" } else { "false" }).into(),
                    k @ (Value::Int(_) | Value::BigInt(_) | Value::Float(_)) => {
                        let mut s = String::new();
                        encode(vm, k, o, depth, &mut s)?;
                        s
                    }
                    other => {
                        return Err(PyErr::type_err(format!(
                            "keys must be str, int, float, bool or None, not {}",
                            other.type_name()
                        )));
                    }
                };
                quote(&ks, o.ensure_ascii, out);
                out.push_str(&o.key_sep);
                encode(vm, x, o, depth + 1, out)?;
            }
            nl(out, depth);
            out.push('}');
            o.unmark();
        }
        other => match &o.default {
            Some(f) => {
                let f = f.clone();
                o.mark(other)?;
                let r = vm.call(&f, vec![other.clone()], vec![])?;
                encode(vm, &r, o, depth, out)?;
                o.unmark();
            }
            None => {
                return Err(PyErr::type_err(format!(
                    "Object of type {} is not JSON serializable",
                    other.type_name()
                )));
            }
        },
    }
    if out.len() > (64 << 20) {
        vm.check_memory(out.len())?;
    }
    Ok(())
}

/// `_dumps(obj, ensure_ascii, indent, separators, default, sort_keys)`, behind `json.dumps`.
fn dumps(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let indent = match a.arg(2) {
        Value::None => None,
        Value::Int(n) => Some(" ".repeat((*n).clamp(0, 64) as usize)),
        Value::Str(s) => Some(s.s.clone()),
        o => {
            return Err(PyErr::type_err(format!(
                "indent must be int or str, not {}",
                o.type_name()
            )));
        }
    };
    let (mut item_sep, mut key_sep) = (
        if indent.is_some() { "," } else { ", " }.to_string(),
        ": ".to_string(),
    );
    if let Value::Tuple(t) = a.arg(3) {
        if let (Some(Value::Str(a)), Some(Value::Str(b))) = (t.first(), t.get(1)) {
            item_sep = a.s.clone();
            key_sep = b.s.clone();
        }
    }
    let opts = Opts {
        indent,
        item_sep,
        key_sep,
        sort_keys: vm.truthy(a.arg(5))?,
        ensure_ascii: vm.truthy(a.arg(1))?,
        default: a.opt(4).cloned(),
        markers: Default::default(),
    };
    let mut out = String::new();
    encode(vm, a.arg(0), &opts, 0, &mut out)?;
    Ok(Value::string(out))
}

/// `_loads(s)`, behind `json.loads`.
fn loads(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let text = match a.arg(0) {
        Value::Str(s) => s.s.clone(),
        Value::Bytes(b) => String::from_utf8_lossy(b).into_owned(),
        o => {
            return Err(PyErr::type_err(format!(
                "the JSON object must be str, bytes or bytearray, not {}",
                o.type_name()
            )));
        }
    };
    match decode::decode(vm, &text)? {
        Ok(v) => Ok(v),
        Err(e) => {
            let err = super::registry::module_error(vm, "json", "JSONDecodeError", e.message());
            // CPython's attributes: msg, doc, pos, lineno, colno.
            if let PyErr::Obj(inst) = &err {
                let this = Value::Instance(inst.clone());
                let doc = match a.arg(0) {
                    Value::Str(_) => a.arg(0).clone(),
                    _ => Value::string(text.clone()),
                };
                vm.set_attr(&this, "msg", Value::str(e.msg))?;
                vm.set_attr(&this, "doc", doc)?;
                vm.set_attr(&this, "pos", Value::Int(e.pos as i64))?;
                vm.set_attr(&this, "lineno", Value::Int(e.lineno as i64))?;
                vm.set_attr(&this, "colno", Value::Int(e.colno as i64))?;
            }
            Err(err)
        }
    }
}
