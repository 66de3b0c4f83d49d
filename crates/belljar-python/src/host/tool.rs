//! Tools in Python: a [`ToolObject`] is the callable a host's [`belljar::Tool`] becomes in a
//! session's globals. Calling it converts the arguments to plain data, runs the host's
//! function on the session's thread, and converts the answer back; the host's
//! [`belljar::ToolError`] is raised as a Python exception of its type with its message. A tool
//! named `final_answer` replaces the builtin: its answer ends the execution as the final
//! answer (an error it returns is an exception the code can catch, so a host can refuse an
//! answer and let the code try again).

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

    /// Run the host's function for one call.
    fn run(&self, vm: &mut Vm, args: Vec<Value>, kwargs: Vec<(Rc<str>, Value)>) -> PyResult<Value> {
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
        for (k, v) in &kwargs {
            call.kwargs.push((
                k.to_string(),
                to_data(v).map_err(|e| not_data(format!("argument '{k}'"), e))?,
            ));
        }
        vm.check_deadline()?;
        let func = self.tool.func.clone();
        let answer = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| func(call)))
            .unwrap_or_else(|_| {
                Err(ToolError::runtime(format!(
                    "tool '{name}' failed: the host's function panicked"
                )))
            });
        // The host's function may have taken the rest of the time, or been cancelled meanwhile.
        vm.check_deadline()?;
        match answer {
            Ok(d) => {
                let v = from_data(vm, &d)?;
                if name == "final_answer" {
                    return Err(PyErr::Final(v));
                }
                Ok(v)
            }
            Err(e) => Err(raise_tool_error(vm, &e)),
        }
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
