//! `sys`: a few constants, `exit`, and `stdout`/`stderr` as native text streams whose
//! `write` goes to the session's captured output.

use crate::builtins::args::{Args, Method, Sig};
use crate::builtins::functions::sys_exit;
use crate::values::Value;
use crate::values::globals::Globals;
use crate::values::native::{self, NativeObject, NativeType};
use crate::vm::{PyErr, PyResult, Vm};

use super::registry::{Const, ModuleDef};

/// The `sys` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[&EXIT, &GETRECURSIONLIMIT, &GET_INT_MAX_STR_DIGITS],
    constants: &[
        ("maxsize", Const::Int(i64::MAX)),
        ("version", Const::Str("3.11.0 (belljar)")),
        ("platform", Const::Str("belljar")),
    ],
    init: Some(init),
    ..ModuleDef::empty("sys")
};

static EXIT: Method = Method::function(Sig::pos("exit", 0, 1), exit);

static GETRECURSIONLIMIT: Method =
    Method::function(Sig::noargs("getrecursionlimit"), getrecursionlimit);
static GET_INT_MAX_STR_DIGITS: Method = Method::function(
    Sig::noargs("get_int_max_str_digits"),
    get_int_max_str_digits,
);

/// `sys.getrecursionlimit()`: the run's recursion limit (`RunLimits::max_recursion`).
fn getrecursionlimit(vm: &mut Vm, _: &Value, _: &Args) -> PyResult<Value> {
    Ok(Value::Int(vm.limits.max_recursion as i64))
}

/// `sys.get_int_max_str_digits()`: the interpreter's fixed int/str conversion limit.
fn get_int_max_str_digits(_: &mut Vm, _: &Value, _: &Args) -> PyResult<Value> {
    Ok(Value::Int(
        crate::text::str_methods::DEFAULT_MAX_STR_DIGITS as i64,
    ))
}

/// `sys.exit([code])`: raise SystemExit.
fn exit(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    sys_exit(vm, a.positional(), &[])
}

fn init(_: &mut Vm, g: &mut Globals) -> PyResult<()> {
    g.set(
        "version_info",
        Value::tuple(vec![Value::Int(3), Value::Int(11), Value::Int(0)]),
    );
    g.set("stdout", native::value(TextStream { stderr: false }));
    g.set("stderr", native::value(TextStream { stderr: true }));
    Ok(())
}

/// `sys.stdout` / `sys.stderr`: a write-only text stream into the captured output.
pub struct TextStream {
    /// Whether it is stderr.
    pub stderr: bool,
}

/// The type of [`TextStream`] (`_io.TextIOWrapper`, as in CPython).
pub static TEXT_STREAM: NativeType = NativeType {
    name: "_io.TextIOWrapper",
    methods: &[&WRITE, &FLUSH],
};

impl NativeObject for TextStream {
    fn native_type(&self) -> &'static NativeType {
        &TEXT_STREAM
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn repr(&self, _: &mut Vm, _: &Value) -> PyResult<String> {
        Ok(format!(
            "<_io.TextIOWrapper name='{}' mode='w' encoding='utf-8'>",
            self.name()
        ))
    }
    fn getattr(&self, _: &mut Vm, name: &str) -> PyResult<Option<Value>> {
        Ok(match name {
            "name" => Some(Value::str(self.name())),
            "mode" => Some(Value::str("w")),
            "encoding" => Some(Value::str("utf-8")),
            _ => None,
        })
    }
}

impl TextStream {
    fn name(&self) -> &'static str {
        if self.stderr { "<stderr>" } else { "<stdout>" }
    }
}

/// Where `sys.stdout` (or `sys.stderr`) points, as `print` sees it.
#[derive(Default, Clone)]
pub enum StdTarget {
    /// The captured stream (also when code rebinds it to a captured stream again).
    #[default]
    Captured,
    /// Another object: `print` calls its `write` (or, for None, prints nothing).
    Object(Value),
    /// The attribute was deleted: `print` raises `RuntimeError: lost sys.stdout`.
    Lost,
}

/// Record that code set (or, with `v` None after `del`, deleted) `sys.<name>`, so `print`
/// follows `sys.stdout = buf` as in CPython. Other names are ordinary attributes.
pub fn rebind_stream(vm: &mut Vm, name: &str, v: Option<&Value>) {
    let slot = match name {
        "stdout" => 0,
        "stderr" => 1,
        _ => return,
    };
    vm.std_redirect[slot] = match v {
        None => StdTarget::Lost,
        Some(v) if is_std_stream(v) && is_stderr(v) == (slot == 1) => StdTarget::Captured,
        Some(v) => StdTarget::Object(v.clone()),
    };
}

/// Whether `v` is `sys.stdout` or `sys.stderr` (which `print(file=...)` writes to directly).
pub fn is_std_stream(v: &Value) -> bool {
    matches!(v, Value::Native(o) if o.as_any().downcast_ref::<TextStream>().is_some())
}

/// Whether `v` is `sys.stderr` (where `print(file=...)` writes).
pub fn is_stderr(v: &Value) -> bool {
    matches!(v, Value::Native(o)
        if o.as_any().downcast_ref::<TextStream>().is_some_and(|s| s.stderr))
}

static WRITE: Method = Method::new(Sig::one("write"), write);
static FLUSH: Method = Method::new(Sig::noargs("flush"), flush);

/// `stream.write(s)`: the number of characters written.
fn write(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let to_err = native::this::<TextStream>(this, &TEXT_STREAM, "write")?.stderr;
    match a.arg(0) {
        Value::Str(t) => {
            vm.write_out(&t.s, to_err)?;
            Ok(Value::Int(t.s.chars().count() as i64))
        }
        o => Err(PyErr::type_err(format!(
            "write() argument must be str, not {}",
            o.type_name()
        ))),
    }
}

/// `stream.flush()`: output is captured, so there is nothing to do.
fn flush(vm: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    let to_err = native::this::<TextStream>(this, &TEXT_STREAM, "flush")?.stderr;
    vm.send_pending(to_err);
    Ok(Value::None)
}
