//! The module registry: [`MODULES`], the one table of every module `import` can find, and
//! [`create`], which builds a module from its [`ModuleDef`] in a namespace of its own.
//!
//! A module is one file under `modules/` exporting a `pub static MODULE: ModuleDef` (its
//! name, native functions, constants, exceptions, native types, an optional `init` for
//! computed attributes and optional Python source), plus one line in [`MODULES`]. Modules
//! are created on first import and cached per session by the VM (`Vm::import`).

use std::rc::Rc;

use crate::compile::code::Code;
use crate::values::function::{Method, Native};
use crate::values::globals::{Globals, GlobalsRef};
use crate::values::native::NativeType;
use crate::values::{Builtin, Class, Module, Value};
use crate::vm::{ExcKind, Outcome, PyErr, PyResult, Vm};

/// A constant attribute of a module.
pub enum Const {
    /// An int.
    Int(i64),
    /// A float.
    Float(f64),
    /// A str.
    Str(&'static str),
    /// A bool.
    Bool(bool),
}

/// An exception class a module defines.
pub struct ExcDef {
    /// The class name (`JSONDecodeError`).
    pub name: &'static str,
    /// The builtin exception it derives from.
    pub base: ExcKind,
    /// Its `__module__`, which tracebacks show before the name (`json.decoder`).
    pub module: &'static str,
}

/// Everything a module is made of. Attributes are created in this order: constants,
/// functions, exceptions, native types, `init`, then the Python source runs in the module's
/// namespace (where it sees all of the above). The module's attributes are then the names the
/// namespace binds; `__all__`, when bound, lists what `from m import *` takes.
pub struct ModuleDef {
    /// The dotted name `import` takes (`json`, `os.path`).
    pub name: &'static str,
    /// Native functions, each with its signature (`Method::function(Sig::..., f)`), so the
    /// binder checks every call with CPython's messages before the function runs.
    pub functions: &'static [&'static Method],
    /// Constants.
    pub constants: &'static [(&'static str, Const)],
    /// Exceptions of the module (not builtins: reachable only through it).
    pub exceptions: &'static [ExcDef],
    /// Native types, exposed as their class objects under their short names.
    pub types: &'static [&'static NativeType],
    /// Computes the remaining attributes (values that need the VM, such as native objects).
    pub init: Option<fn(&mut Vm, &mut Globals) -> PyResult<()>>,
    /// Python source run in the module's own namespace.
    pub python: Option<&'static str>,
}

impl ModuleDef {
    /// A definition with only a name; fill the rest with struct update syntax.
    pub const fn empty(name: &'static str) -> ModuleDef {
        ModuleDef {
            name,
            functions: &[],
            constants: &[],
            exceptions: &[],
            types: &[],
            init: None,
            python: None,
        }
    }
}

/// Every module `import` can find.
pub static MODULES: &[&ModuleDef] = &[
    &super::future::MODULE,
    &super::strptime::MODULE,
    &super::abc::MODULE,
    &super::asyncio::MODULE,
    &super::base64::MODULE,
    &super::binascii::MODULE,
    &super::bisect::MODULE,
    &super::calendar::MODULE,
    &super::cmath::MODULE,
    &super::collections::MODULE,
    &super::collections_abc::MODULE,
    &super::contextlib::MODULE,
    &super::copy::MODULE,
    &super::csv::MODULE,
    &super::decimal::MODULE,
    &super::dataclasses::MODULE,
    &super::difflib::MODULE,
    &super::datetime::MODULE,
    &super::enum_::MODULE,
    &super::fnmatch::MODULE,
    &super::fractions::MODULE,
    &super::functools::MODULE,
    &super::hashlib::MODULE,
    &super::heapq::MODULE,
    &super::hmac::MODULE,
    &super::html::MODULE,
    &super::io::MODULE,
    &super::itertools::MODULE,
    &super::json::MODULE,
    &super::math::MODULE,
    &super::numbers::MODULE,
    &super::operator::MODULE,
    &super::queue::MODULE,
    &super::quopri::MODULE,
    &super::pprint::MODULE,
    &super::random::MODULE,
    &super::re::MODULE,
    &super::secrets::MODULE,
    &super::reprlib::MODULE,
    &super::stat::MODULE,
    &super::statistics::MODULE,
    &super::string::MODULE,
    &super::struct_::MODULE,
    &super::sys::MODULE,
    &super::textwrap::MODULE,
    &super::time::MODULE,
    &super::types::MODULE,
    &super::typing::MODULE,
    &super::unicodedata::MODULE,
    &super::zoneinfo::MODULE,
    &super::urllib_parse::PACKAGE,
    &super::urllib_parse::MODULE,
    &super::uuid::MODULE,
    &super::zlib::MODULE,
];

/// Submodules CPython has imported before any program runs, so `package.sub` works after a
/// plain `import package` (`collections.abc`): imported on the first such access.
pub static LOADED_AT_START: &[&str] = &["collections.abc"];

/// The definition of module `name`.
pub fn find(name: &str) -> Option<&'static ModuleDef> {
    MODULES.iter().copied().find(|m| m.name == name)
}

/// Whether `name` is a package: some registered module is inside it.
pub fn is_package(name: &str) -> bool {
    MODULES.iter().any(|m| {
        m.name.len() > name.len()
            && m.name.starts_with(name)
            && m.name[name.len()..].starts_with('.')
    })
}

/// The hook where the session's import policy applies to an import the session's code
/// writes (not to modules importing each other): `ModuleNotFoundError` for a module the
/// interpreter does not have (with, in agent sessions, the modules it has and where others
/// run), else `ImportError` naming the module and what is allowed when the policy ([`crate::host::ImportPolicy`])
/// denies it.
pub fn check_policy(vm: &Vm, name: &str) -> PyResult<()> {
    // Parents first, as they are imported: `import collections.abc` with `collections` denied
    // is refused for `collections`.
    for (i, _) in name.match_indices('.') {
        let parent = &name[..i];
        if find(parent).is_some() && !vm.import_policy.permits(parent) {
            return Err(PyErr::New(
                ExcKind::ImportError,
                vec![Value::string(vm.import_policy.refusal(parent))],
            ));
        }
    }
    if !vm.modules.contains_key(name) && find(name).is_none() {
        let mut msg = match name.rsplit_once('.') {
            Some((p, _)) if find(p).is_some() && !is_package(p) => {
                format!("No module named '{name}'; '{p}' is not a package")
            }
            _ => format!("No module named '{name}'"),
        };
        if vm.import_hint {
            msg.push_str(&vm.import_policy.missing_hint());
        }
        return Err(PyErr::New(
            ExcKind::ModuleNotFoundError,
            vec![Value::string(msg)],
        ));
    }
    if !vm.import_policy.permits(name) {
        return Err(PyErr::New(
            ExcKind::ImportError,
            vec![Value::string(vm.import_policy.refusal(name))],
        ));
    }
    Ok(())
}

/// The class of an exception a module defines: a builtin-like class deriving from `base`.
fn exception_class(vm: &Vm, e: &ExcDef) -> Rc<Class> {
    new_exception_class(vm, e.name, e.base, Some(e.module))
}

/// A new builtin-like exception class `name` deriving from `base`; `module`, when given, is
/// its `__module__` (tracebacks then show `module.name`).
pub(crate) fn new_exception_class(
    vm: &Vm,
    name: &str,
    base: ExcKind,
    module: Option<&str>,
) -> Rc<Class> {
    let base = vm.types.exc(base).clone();
    let mut mro = vec![base.clone()];
    mro.extend(base.mro.iter().cloned());
    let mut dict = crate::values::object::AttrMap::default();
    if let Some(module) = module {
        dict.insert(Rc::from("__module__"), Value::str(module));
    }
    // A class at a freed class's address must not match caches made for that one.
    crate::values::object::Class::bump_epoch();
    Rc::new(Class {
        name: Rc::from(name),
        qualname: Rc::from(name),
        bases: vec![base],
        mro,
        dict: std::cell::RefCell::new(dict),
        kind: crate::values::object::TypeKind::Exception,
        is_exc: true,
        builtin: true,
        cache: Default::default(),
        ext: Default::default(),
    })
}

/// Build module `def` in a fresh namespace.
pub fn create(vm: &mut Vm, def: &'static ModuleDef) -> PyResult<Value> {
    let ns: GlobalsRef = Rc::new(std::cell::RefCell::new(Globals::new_module(
        vm.globals.builtins.clone(),
        def.name,
    )));
    {
        let mut g = ns.borrow_mut();
        for (n, c) in def.constants {
            let v = match c {
                Const::Int(i) => Value::Int(*i),
                Const::Float(f) => Value::float(*f),
                Const::Str(s) => Value::str(s),
                Const::Bool(b) => Value::bool(*b),
            };
            g.set(n, v);
        }
        for m in def.functions {
            let f = Value::Builtin(Rc::new(Builtin {
                name: Rc::from(m.name()),
                func: Native::Table(def.name, m),
                bound: None,
            }));
            g.set(m.name(), f);
        }
        for e in def.exceptions {
            let c = exception_class(vm, e);
            vm.module_exceptions
                .insert(format!("{}.{}", def.name, e.name), c.clone());
            g.set(e.name, Value::Class(c));
        }
        for t in def.types {
            let c = crate::values::native::class_of(t, &vm.types.object);
            g.set(t.short_name(), Value::Class(c));
        }
    }
    if let Some(init) = def.init {
        init(vm, &mut ns.borrow_mut())?;
    }
    if let Some(src) = def.python {
        let code = module_code(def, src, &ns)?;
        vm.sources
            .insert(code.filename.clone(), code.origin.source.clone());
        run_code(vm, &ns, code)?;
    }
    let attrs = ns
        .borrow()
        .bound()
        .filter(|(n, _)| {
            !n.starts_with("__")
                || matches!(
                    &***n,
                    "__all__" | "__name__" | "__version__" | "__libmpdec_version__"
                )
        })
        .map(|(n, v)| (n.clone(), v.clone()))
        .collect();
    Ok(Value::Module(Rc::new(Module {
        name: Rc::from(def.name),
        attrs: std::cell::RefCell::new(attrs),
    })))
}

/// A module's compiled Python source, kept by the thread for every later session that
/// imports the module ([`module_code`]).
struct CompiledModule {
    /// The module's code (code objects are immutable; their attribute caches are keyed by
    /// class address and the thread's class epoch, so sessions sharing them stay apart).
    code: Rc<Code>,
    /// The namespace's slot names once compiled: the code's global instructions index
    /// these, so a later namespace gets the same slots in the same order.
    slots: Vec<Rc<str>>,
}

thread_local! {
    /// The compiled source of each module written in Python, by module name: compiled by
    /// the first session on the thread that imports it, reused by the sessions after it.
    /// Each session still runs the code in a namespace of its own.
    static COMPILED: std::cell::RefCell<std::collections::HashMap<&'static str, Rc<CompiledModule>>> =
        Default::default();
}

/// The compiled code of module `def`'s Python source `src`, for namespace `ns` (which the
/// module's native attributes already fill): the thread's compiled copy when `ns` has the
/// slots it was compiled against so far, whose remaining slots are then added in the same
/// order; else compiled now (and kept for the next session).
fn module_code(def: &'static ModuleDef, src: &'static str, ns: &GlobalsRef) -> PyResult<Rc<Code>> {
    let cached = COMPILED.with(|c| c.borrow().get(def.name).cloned());
    if let Some(m) = cached {
        let mut g = ns.borrow_mut();
        let n = g.names.len();
        if n <= m.slots.len() && g.names.iter().zip(&m.slots).all(|(a, b)| a == b) {
            for name in &m.slots[n..] {
                g.slot(name);
            }
            return Ok(m.code.clone());
        }
    }
    let file = format!("<frozen {}>", def.name);
    let code = compile_python(ns, src, &file)?;
    let slots = ns.borrow().names.clone();
    COMPILED.with(|c| {
        c.borrow_mut().insert(
            def.name,
            Rc::new(CompiledModule {
                code: code.clone(),
                slots,
            }),
        )
    });
    Ok(code)
}

/// Compile Python source against namespace `ns`; `file` names it in tracebacks.
fn compile_python(ns: &GlobalsRef, src: &str, file: &str) -> PyResult<Rc<Code>> {
    let fail = |m: String| PyErr::msg(ExcKind::SystemError, format!("{file}: {m}"));
    let body = crate::parse::parse(src).map_err(|e| fail(e.msg))?;
    crate::compile::compile_module(&body, src, file, &mut ns.borrow_mut(), false)
        .map_err(|e| fail(e.msg))
}

/// Compile and run Python source in namespace `ns` (a module's, or a helper's own); `file`
/// names it in tracebacks.
pub fn run_python(vm: &mut Vm, ns: &GlobalsRef, src: &str, file: &str) -> PyResult<()> {
    let code = compile_python(ns, src, file)?;
    run_code(vm, ns, code)
}

/// Run a module's compiled code in namespace `ns`.
pub(crate) fn run_code(vm: &mut Vm, ns: &GlobalsRef, code: Rc<Code>) -> PyResult<()> {
    let file = code.filename.clone();
    // The VM empties the namespace when the session ends (it refers to itself through the
    // functions it defines). Dead entries are dropped before the list would grow.
    if vm.namespaces.len() == vm.namespaces.capacity() {
        vm.namespaces.retain(|w| w.strong_count() > 0);
    }
    vm.namespaces.push(Rc::downgrade(ns));
    // The module's code runs as a function carrying the namespace, like everything it defines.
    let func = crate::values::Function {
        name: std::cell::RefCell::new(code.name.clone()),
        qualname: code.qualname.clone(),
        code: code.clone(),
        defaults: Vec::new(),
        kwdefaults: Vec::new(),
        closure: Vec::new(),
        owner: std::cell::RefCell::new(None),
        attrs: std::cell::RefCell::new(Default::default()),
        globals: Some(ns.clone()),
    };
    let frame = vm.new_frame(code, Some(Rc::new(func)));
    match vm.run_frame(frame, None)? {
        Outcome::Return(_) => Ok(()),
        Outcome::Yield(..) => Err(PyErr::msg(
            ExcKind::SystemError,
            format!("{file}: yield at module level"),
        )),
    }
}

/// The exception `name` of module `module` (`vm.module_error("json", "JSONDecodeError", m)`
/// from a native function of that module), with message `msg`.
pub fn module_error(vm: &mut Vm, module: &str, name: &str, msg: String) -> PyErr {
    let key = format!("{module}.{name}");
    if !vm.module_exceptions.contains_key(&key) {
        if let Err(e) = vm.import(module) {
            return e;
        }
    }
    match vm.module_exceptions.get(&key) {
        Some(c) => PyErr::Obj(Rc::new(crate::values::Instance {
            class: c.clone(),
            dict: std::cell::RefCell::new(Default::default()),
            exc: Some(std::cell::RefCell::new(crate::values::ExcData {
                args: vec![Value::string(msg)],
                ..Default::default()
            })),
            payload: None,
        })),
        None => PyErr::msg(
            ExcKind::SystemError,
            format!("module {module} has no exception {name}"),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vm() -> Vm {
        Vm::new(crate::RunLimits::from(&crate::Limits::default()))
    }

    #[test]
    fn every_module_is_created_once_under_a_unique_name() {
        let mut vm = vm();
        for (i, def) in MODULES.iter().enumerate() {
            assert!(
                MODULES[..i].iter().all(|d| d.name != def.name),
                "{} listed twice",
                def.name
            );
            let a = vm
                .import(def.name)
                .unwrap_or_else(|_| panic!("{}", def.name));
            let b = vm
                .import(def.name)
                .unwrap_or_else(|_| panic!("{}", def.name));
            assert!(a.is(&b), "{} created twice", def.name);
            let Value::Module(m) = &a else {
                panic!("{} is not a module", def.name)
            };
            assert_eq!(&*m.name, def.name);
        }
    }

    #[test]
    fn the_import_policy_refuses_with_an_import_error_naming_the_module() {
        let mut vm = vm();
        vm.import_policy = crate::host::ImportPolicy::allow_all().deny("json");
        assert!(check_policy(&vm, "math").is_ok());
        match check_policy(&vm, "json") {
            Err(PyErr::New(ExcKind::ImportError, args)) => match args.first() {
                Some(Value::Str(s)) => assert!(s.s.contains("'json'"), "{}", s.s),
                _ => panic!("no message"),
            },
            _ => panic!("json was not refused"),
        }
        assert!(matches!(
            check_policy(&vm, "numpy"),
            Err(PyErr::New(ExcKind::ModuleNotFoundError, _))
        ));
    }

    #[test]
    fn module_exceptions_are_not_builtins() {
        let vm = vm();
        for def in MODULES {
            for e in def.exceptions {
                assert!(
                    !vm.globals.builtins.contains_key(e.name),
                    "{} is a builtin",
                    e.name
                );
            }
        }
    }
}
