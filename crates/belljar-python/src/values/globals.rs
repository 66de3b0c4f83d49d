//! [`Globals`]: one namespace of global variables whose names the compiler resolves to slots.
//! The session's `__main__` has one, and every module written in Python has its own, so what
//! user code binds at top level never reaches a module's functions. The compiler needs only
//! [`Globals::slot`]; the VM reads and writes the slots.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use super::Value;

/// A namespace shared by the functions that were defined in it (a module's globals).
pub type GlobalsRef = Rc<RefCell<Globals>>;

/// Global variables, resolved to slots at compile time, with the builtins as fallback.
pub struct Globals {
    /// Name → slot.
    pub map: HashMap<Rc<str>, u32>,
    /// Slot → name.
    pub names: Vec<Rc<str>>,
    /// Slot → value.
    pub values: Vec<Option<Value>>,
    /// Slot → builtin of the same name.
    pub fallback: Vec<Option<Value>>,
    /// The builtins.
    pub builtins: HashMap<Rc<str>, Value>,
    /// Whether this is a module's namespace rather than the session's `__main__`. Code
    /// compiled against it uses the `*ModuleGlobal` instructions, which find the namespace
    /// through the running function, so the session's own `LoadGlobal` stays a direct index.
    pub is_module: bool,
}

impl Globals {
    /// An empty namespace over `builtins`, with `__name__` set to `name`.
    pub fn new(builtins: HashMap<Rc<str>, Value>, name: &str) -> Globals {
        let mut g = Globals {
            map: HashMap::new(),
            names: Vec::new(),
            values: Vec::new(),
            fallback: Vec::new(),
            builtins,
            is_module: false,
        };
        g.set("__name__", Value::str(name));
        g
    }

    /// The namespace of module `name` (see [`Globals::is_module`]).
    pub fn new_module(builtins: HashMap<Rc<str>, Value>, name: &str) -> Globals {
        let mut g = Globals::new(builtins, name);
        g.is_module = true;
        g
    }

    /// The slot of a global name, created on first use.
    pub fn slot(&mut self, name: &str) -> u32 {
        if let Some(&s) = self.map.get(name) {
            return s;
        }
        let s = self.names.len() as u32;
        let n: Rc<str> = Rc::from(name);
        self.map.insert(n.clone(), s);
        self.names.push(n.clone());
        self.values.push(None);
        self.fallback.push(self.builtins.get(&n).cloned());
        s
    }

    /// Bind `name` to `v`.
    pub fn set(&mut self, name: &str, v: Value) {
        let s = self.slot(name) as usize;
        self.values[s] = Some(v);
    }

    /// The value bound to `name` (builtins not included).
    pub fn get(&self, name: &str) -> Option<Value> {
        let s = *self.map.get(name)? as usize;
        self.values[s].clone()
    }

    /// The bound names and their values, in the order the names were first seen.
    pub fn bound(&self) -> impl Iterator<Item = (&Rc<str>, &Value)> {
        self.names
            .iter()
            .zip(self.values.iter())
            .filter_map(|(n, v)| v.as_ref().map(|v| (n, v)))
    }
}
