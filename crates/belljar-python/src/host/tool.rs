//! Tools in Python: a [`ToolObject`] is the callable a host's [`belljar::Tool`] becomes in a
//! session's globals. Calling it converts the arguments to plain data, runs the host's
//! function on the session's thread, and converts the answer back; the host's
//! [`belljar::ToolError`] is raised as a Python exception of its type with its message. A tool
//! named `final_answer` replaces the builtin: its answer ends the execution as the final
//! answer (an error it returns is an exception the code can catch, so a host can refuse an
//! answer and let the code try again). A tool without a function *suspends* the execution
//! at its call instead (see [`ToolObject::suspend`] and `Session::start`).

use std::any::Any;
use std::rc::Rc;

use belljar::{Data, Tool, ToolCall, ToolError};

use super::convert::{from_data, to_data};
use crate::values::native::{NativeObject, NativeType};
use crate::values::{ExcData, Instance, Value};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The native type of tools (`type(search).__name__` is `tool`).
pub static TOOL_TYPE: NativeType = NativeType {
    name: "tool",
    methods: &[],
};

/// A host tool as a Python object: callable, with `__name__`, `__doc__` (the description
/// and the parameter schema), `name`, `description` and `parameters` attributes.
pub struct ToolObject {
    /// The host's tool.
    pub tool: Tool,
}

impl ToolObject {
    /// The tool's `__doc__`: its description, then its parameter schema as JSON.
    fn doc(&self) -> String {
        let spec = &self.tool.spec;
        match &spec.parameters {
            serde_json::Value::Null => spec.description.clone(),
            p => format!("{}\n\nParameters (JSON Schema): {p}", spec.description),
        }
    }

    /// The plain-data form of a call with these arguments, or the `TypeError` naming the
    /// first argument that is not plain data.
    fn tool_call(&self, args: &[Value], kwargs: &[(Rc<str>, Value)]) -> PyResult<ToolCall> {
        let name = &self.tool.spec.name;
        let not_data = |what: String, e: super::convert::NotData| {
            PyErr::type_err(format!(
                "tool '{name}' takes plain data (None, bool, int, float, str, bytes, and \
                 lists, tuples and dicts of those); {what} is {e}"
            ))
        };
        let mut call = ToolCall {
            name: name.clone(),
            args: Vec::with_capacity(args.len()),
            kwargs: Vec::with_capacity(kwargs.len()),
        };
        for (i, a) in args.iter().enumerate() {
            call.args
                .push(to_data(a).map_err(|e| not_data(format!("argument {}", i + 1), e))?);
        }
        for (k, v) in kwargs {
            call.kwargs.push((
                k.to_string(),
                to_data(v).map_err(|e| not_data(format!("argument '{k}'"), e))?,
            ));
        }
        Ok(call)
    }

    /// Run the host's function for one call (a suspending tool reached from native code
    /// raises the error of [`ToolObject::suspend`]).
    fn run(&self, vm: &mut Vm, args: Vec<Value>, kwargs: Vec<(Rc<str>, Value)>) -> PyResult<Value> {
        let name = &self.tool.spec.name;
        let Some(func) = self.tool.func.clone() else {
            return Err(self.suspend(vm, &args, &kwargs, false));
        };
        let call = self.tool_call(&args, &kwargs)?;
        vm.check_deadline()?;
        let answer = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| func(call)))
            .unwrap_or_else(|_| {
                Err(ToolError::runtime(format!(
                    "tool '{name}' failed: the host's function panicked"
                )))
            });
        // The host's function may have taken the rest of the time, or been cancelled meanwhile.
        vm.check_deadline()?;
        match answer {
            Ok(d) => answer_value(vm, name, &d),
            Err(e) => Err(raise_tool_error(vm, &e)),
        }
    }

    /// The error that stops the execution at a call of this suspending tool: the pending
    /// call, when the call comes straight from a call instruction of the outermost run loop
    /// (`direct`) of an execution started to suspend; otherwise a `RuntimeError` saying why
    /// it cannot suspend there.
    pub fn suspend(
        &self,
        vm: &mut Vm,
        args: &[Value],
        kwargs: &[(Rc<str>, Value)],
        direct: bool,
    ) -> PyErr {
        let name = &self.tool.spec.name;
        if !vm.suspend_ready {
            return PyErr::msg(
                ExcKind::RuntimeError,
                format!(
                    "tool '{name}' suspends the execution, which only an execution started \
                     to suspend can do (the host ran this code with execute, not start)"
                ),
            );
        }
        if !direct || vm.loops != 1 {
            return PyErr::msg(
                ExcKind::RuntimeError,
                format!(
                    "tool '{name}' cannot suspend the execution from here: it was called from \
                     inside a builtin or a nested run (a key function of sorted(), map(), a \
                     dunder method, a generator driven by a builtin, a coroutine, a class \
                     body); call it from plain Python code"
                ),
            );
        }
        match self.tool_call(args, kwargs) {
            Ok(call) => PyErr::Suspend(Box::new(call)),
            Err(e) => e,
        }
    }
}

/// The value a tool's answer `d` becomes; for a tool named `final_answer`, the end of the
/// execution with it as the final answer.
pub fn answer_value(vm: &mut Vm, tool: &str, d: &Data) -> PyResult<Value> {
    let v = from_data(vm, d)?;
    if tool == "final_answer" {
        return Err(PyErr::Final(v));
    }
    Ok(v)
}

/// The tool `v` is, when it is one whose calls suspend the execution.
pub fn suspending(v: &Value) -> Option<&ToolObject> {
    match v {
        Value::Native(n) => n
            .as_any()
            .downcast_ref::<ToolObject>()
            .filter(|t| t.tool.func.is_none()),
        _ => None,
    }
}

impl NativeObject for ToolObject {
    fn native_type(&self) -> &'static NativeType {
        &TOOL_TYPE
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn repr(&self, _vm: &mut Vm, _me: &Value) -> PyResult<String> {
        Ok(format!("<tool '{}'>", self.tool.spec.name))
    }

    fn getattr(&self, vm: &mut Vm, name: &str) -> PyResult<Option<Value>> {
        let spec = &self.tool.spec;
        Ok(Some(match name {
            "__name__" | "__qualname__" | "name" => Value::str(&spec.name),
            "__doc__" => Value::string(self.doc()),
            "description" => Value::str(&spec.description),
            "parameters" => from_data(vm, &Data::from_json(&spec.parameters))?,
            _ => return Ok(None),
        }))
    }

    fn call(
        &self,
        vm: &mut Vm,
        _me: &Value,
        args: Vec<Value>,
        kwargs: Vec<(Rc<str>, Value)>,
    ) -> PyResult<Option<Value>> {
        self.run(vm, args, kwargs).map(Some)
    }

    fn callable(&self) -> bool {
        true
    }
}

/// The name of the tool `v` is, if it is one.
pub fn tool_name(v: &Value) -> Option<&str> {
    match v {
        Value::Native(n) => n
            .as_any()
            .downcast_ref::<ToolObject>()
            .map(|t| t.tool.spec.name.as_str()),
        _ => None,
    }
}

/// The `TypeError` for code that rebinds or deletes the global `name` holding a tool, as
/// smolagents refuses it.
pub fn rebind_error(name: &str) -> PyErr {
    PyErr::type_err(format!(
        "cannot assign to name '{name}': doing this would erase the existing tool"
    ))
}

/// The Python exception for a tool's error: the builtin exception `kind` names, or a class
/// of that name deriving from `Exception` (made once per session), with the message.
pub fn raise_tool_error(vm: &mut Vm, e: &ToolError) -> PyErr {
    let builtin = match vm.globals.builtins.get(e.kind.as_str()) {
        Some(Value::Class(c)) if c.is_exc => Some(c.clone()),
        _ => None,
    };
    let class = match builtin {
        Some(c) => c,
        None => {
            let key = format!("<tool error>.{}", e.kind);
            match vm.module_exceptions.get(&key) {
                Some(c) => c.clone(),
                None => {
                    let c = crate::modules::registry::new_exception_class(
                        vm,
                        &e.kind,
                        ExcKind::Exception,
                        None,
                    );
                    vm.module_exceptions.insert(key, c.clone());
                    c
                }
            }
        }
    };
    PyErr::Obj(Rc::new(Instance {
        class,
        dict: std::cell::RefCell::new(Default::default()),
        exc: Some(std::cell::RefCell::new(ExcData {
            args: vec![Value::str(&e.message)],
            ..Default::default()
        })),
        payload: None,
    }))
}
