//! The builtin type objects and the builtin exception hierarchy, created once per VM.

use std::cell::RefCell;
use std::rc::Rc;

use crate::values::object::TypeKind;
use crate::values::{Class, IterState, Value};

macro_rules! exc_kinds {
    ($($name:ident : $parent:expr),* $(,)?) => {
        /// The builtin exception classes.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        #[allow(missing_docs)]
        pub enum ExcKind { $($name),* }
        impl ExcKind {
            /// All kinds, parents before children.
            pub const ALL: &'static [ExcKind] = &[$(ExcKind::$name),*];
            /// The class name.
            pub fn name(self) -> &'static str {
                match self { $(ExcKind::$name => stringify!($name)),* }
            }
            /// The parent kind (None for BaseException).
            pub fn parent(self) -> Option<ExcKind> {
                match self { $(ExcKind::$name => $parent),* }
            }
        }
    };
}

exc_kinds! {
    BaseException: None,
    SystemExit: Some(ExcKind::BaseException),
    KeyboardInterrupt: Some(ExcKind::BaseException),
    GeneratorExit: Some(ExcKind::BaseException),
    Exception: Some(ExcKind::BaseException),
    StopIteration: Some(ExcKind::Exception),
    ArithmeticError: Some(ExcKind::Exception),
    FloatingPointError: Some(ExcKind::ArithmeticError),
    OverflowError: Some(ExcKind::ArithmeticError),
    ZeroDivisionError: Some(ExcKind::ArithmeticError),
    AssertionError: Some(ExcKind::Exception),
    AttributeError: Some(ExcKind::Exception),
    BufferError: Some(ExcKind::Exception),
    EOFError: Some(ExcKind::Exception),
    ImportError: Some(ExcKind::Exception),
    ModuleNotFoundError: Some(ExcKind::ImportError),
    LookupError: Some(ExcKind::Exception),
    IndexError: Some(ExcKind::LookupError),
    KeyError: Some(ExcKind::LookupError),
    MemoryError: Some(ExcKind::Exception),
    NameError: Some(ExcKind::Exception),
    UnboundLocalError: Some(ExcKind::NameError),
    OSError: Some(ExcKind::Exception),
    FileNotFoundError: Some(ExcKind::OSError),
    PermissionError: Some(ExcKind::OSError),
    TimeoutError: Some(ExcKind::OSError),
    FileExistsError: Some(ExcKind::OSError),
    IsADirectoryError: Some(ExcKind::OSError),
    NotADirectoryError: Some(ExcKind::OSError),
    InterruptedError: Some(ExcKind::OSError),
    BlockingIOError: Some(ExcKind::OSError),
    ChildProcessError: Some(ExcKind::OSError),
    ProcessLookupError: Some(ExcKind::OSError),
    ConnectionError: Some(ExcKind::OSError),
    BrokenPipeError: Some(ExcKind::ConnectionError),
    ConnectionAbortedError: Some(ExcKind::ConnectionError),
    ConnectionRefusedError: Some(ExcKind::ConnectionError),
    ConnectionResetError: Some(ExcKind::ConnectionError),
    ReferenceError: Some(ExcKind::Exception),
    RuntimeError: Some(ExcKind::Exception),
    NotImplementedError: Some(ExcKind::RuntimeError),
    RecursionError: Some(ExcKind::RuntimeError),
    SyntaxError: Some(ExcKind::Exception),
    IndentationError: Some(ExcKind::SyntaxError),
    TabError: Some(ExcKind::IndentationError),
    SystemError: Some(ExcKind::Exception),
    TypeError: Some(ExcKind::Exception),
    ValueError: Some(ExcKind::Exception),
    UnicodeError: Some(ExcKind::ValueError),
    UnicodeDecodeError: Some(ExcKind::UnicodeError),
    UnicodeEncodeError: Some(ExcKind::UnicodeError),
    UnicodeTranslateError: Some(ExcKind::UnicodeError),
    StopAsyncIteration: Some(ExcKind::Exception),
    Warning: Some(ExcKind::Exception),
    UserWarning: Some(ExcKind::Warning),
    DeprecationWarning: Some(ExcKind::Warning),
    RuntimeWarning: Some(ExcKind::Warning),
    FutureWarning: Some(ExcKind::Warning),
    PendingDeprecationWarning: Some(ExcKind::Warning),
    SyntaxWarning: Some(ExcKind::Warning),
    ImportWarning: Some(ExcKind::Warning),
    UnicodeWarning: Some(ExcKind::Warning),
    BytesWarning: Some(ExcKind::Warning),
    ResourceWarning: Some(ExcKind::Warning),
    EncodingWarning: Some(ExcKind::Warning),
}

/// The `OSError` subclass CPython's `OSError(errno, …)` constructs for a Linux errno.
pub fn oserror_subclass(errno: i64) -> Option<ExcKind> {
    Some(match errno {
        11 | 114 | 115 => ExcKind::BlockingIOError, // EAGAIN, EALREADY, EINPROGRESS
        10 => ExcKind::ChildProcessError,           // ECHILD
        32 | 108 => ExcKind::BrokenPipeError,       // EPIPE, ESHUTDOWN
        103 => ExcKind::ConnectionAbortedError,     // ECONNABORTED
        111 => ExcKind::ConnectionRefusedError,     // ECONNREFUSED
        104 => ExcKind::ConnectionResetError,       // ECONNRESET
        17 => ExcKind::FileExistsError,             // EEXIST
        2 => ExcKind::FileNotFoundError,            // ENOENT
        21 => ExcKind::IsADirectoryError,           // EISDIR
        20 => ExcKind::NotADirectoryError,          // ENOTDIR
        4 => ExcKind::InterruptedError,             // EINTR
        1 | 13 => ExcKind::PermissionError,         // EPERM, EACCES
        3 => ExcKind::ProcessLookupError,           // ESRCH
        110 => ExcKind::TimeoutError,               // ETIMEDOUT
        _ => return None,
    })
}

/// The builtin classes (immutable from Python, so sessions on one thread share them).
#[derive(Clone)]
pub struct Types {
    /// object
    pub object: Rc<Class>,
    /// type
    pub type_: Rc<Class>,
    /// int
    pub int: Rc<Class>,
    /// bool
    pub bool_: Rc<Class>,
    /// float
    pub float: Rc<Class>,
    /// str
    pub str_: Rc<Class>,
    /// list
    pub list: Rc<Class>,
    /// tuple
    pub tuple: Rc<Class>,
    /// dict
    pub dict: Rc<Class>,
    /// set
    pub set: Rc<Class>,
    /// frozenset
    pub frozenset: Rc<Class>,
    /// bytes
    pub bytes: Rc<Class>,
    /// range
    pub range: Rc<Class>,
    /// slice
    pub slice: Rc<Class>,
    /// NoneType
    pub none: Rc<Class>,
    /// function
    pub function: Rc<Class>,
    /// builtin_function_or_method
    pub builtin_function: Rc<Class>,
    /// method
    pub method: Rc<Class>,
    /// generator
    pub generator: Rc<Class>,
    /// coroutine
    pub coroutine: Rc<Class>,
    /// async_generator
    pub async_generator: Rc<Class>,
    /// module
    pub module: Rc<Class>,
    /// property
    pub property: Rc<Class>,
    /// staticmethod
    pub staticmethod: Rc<Class>,
    /// classmethod
    pub classmethod: Rc<Class>,
    /// super
    pub super_: Rc<Class>,
    /// NotImplementedType
    pub notimpl: Rc<Class>,
    /// ellipsis
    pub ellipsis: Rc<Class>,
    /// enumerate
    pub enumerate: Rc<Class>,
    /// zip
    pub zip: Rc<Class>,
    /// map
    pub map: Rc<Class>,
    /// filter
    pub filter: Rc<Class>,
    /// reversed and other iterators
    pub iterator: Rc<Class>,
    /// `types.UnionType`, the value of `int | None` (its members in `__args__`).
    pub union_type: Rc<Class>,
    /// `types.GenericAlias` (`list[int]`).
    pub generic_alias: Rc<Class>,
    /// The iterators of the builtin containers, by the name `Value::type_name` gives them
    /// (`list_iterator`, `set_iterator`, `range_iterator`, the dict iterators...).
    pub container_iterators: Vec<Rc<Class>>,
    /// dict_keys, dict_values, dict_items
    pub views: [Rc<Class>; 3],
    /// Exceptions, indexed by ExcKind.
    pub exc: Vec<Rc<Class>>,
}

/// A builtin class named `name` with the given bases.
pub(crate) fn class(name: &str, kind: TypeKind, bases: Vec<Rc<Class>>, is_exc: bool) -> Rc<Class> {
    let mut mro = Vec::new();
    if let Some(b) = bases.first() {
        mro.push(b.clone());
        mro.extend(b.mro.iter().cloned());
    }
    // A class at a freed class's address must not match caches made for that one.
    crate::values::object::Class::bump_epoch();
    Rc::new(Class {
        name: Rc::from(name),
        qualname: Rc::from(name),
        bases,
        mro,
        dict: RefCell::new(crate::values::object::AttrMap::default()),
        kind,
        is_exc,
        builtin: true,
        cache: Default::default(),
        ext: Default::default(),
    })
}

/// A builtin class that CPython defines in module `types`.
fn in_types_module(c: Rc<Class>) -> Rc<Class> {
    c.dict_mut()
        .insert(Rc::from("__module__"), crate::values::Value::str("types"));
    c
}

impl Types {
    /// Create the builtin classes.
    pub fn new() -> Types {
        let object = class("object", TypeKind::Object, vec![], false);
        let o = || vec![object.clone()];
        let int = class("int", TypeKind::Int, o(), false);
        let mut exc: Vec<Rc<Class>> = Vec::new();
        for k in ExcKind::ALL {
            let bases = match k.parent() {
                Some(p) => vec![exc[p as usize].clone()],
                None => o(),
            };
            exc.push(class(k.name(), TypeKind::Exception, bases, true));
        }
        Types {
            type_: class("type", TypeKind::Type, o(), false),
            bool_: class("bool", TypeKind::Bool, vec![int.clone()], false),
            int,
            float: class("float", TypeKind::Float, o(), false),
            str_: class("str", TypeKind::Str, o(), false),
            list: class("list", TypeKind::List, o(), false),
            tuple: class("tuple", TypeKind::Tuple, o(), false),
            dict: class("dict", TypeKind::Dict, o(), false),
            set: class("set", TypeKind::Set, o(), false),
            frozenset: class("frozenset", TypeKind::FrozenSet, o(), false),
            bytes: class("bytes", TypeKind::Bytes, o(), false),
            range: class("range", TypeKind::Range, o(), false),
            slice: class("slice", TypeKind::Slice, o(), false),
            none: class("NoneType", TypeKind::NoneType, o(), false),
            function: class("function", TypeKind::Function, o(), false),
            builtin_function: class("builtin_function_or_method", TypeKind::Function, o(), false),
            method: class("method", TypeKind::Function, o(), false),
            generator: class("generator", TypeKind::Other, o(), false),
            coroutine: class("coroutine", TypeKind::Other, o(), false),
            async_generator: class("async_generator", TypeKind::Other, o(), false),
            module: class("module", TypeKind::Other, o(), false),
            property: class("property", TypeKind::Other, o(), false),
            staticmethod: class("staticmethod", TypeKind::Other, o(), false),
            classmethod: class("classmethod", TypeKind::Other, o(), false),
            super_: class("super", TypeKind::Other, o(), false),
            notimpl: class("NotImplementedType", TypeKind::Other, o(), false),
            ellipsis: class("ellipsis", TypeKind::Other, o(), false),
            enumerate: class("enumerate", TypeKind::Other, o(), false),
            zip: class("zip", TypeKind::Other, o(), false),
            map: class("map", TypeKind::Other, o(), false),
            filter: class("filter", TypeKind::Other, o(), false),
            iterator: class("iterator", TypeKind::Other, o(), false),
            union_type: in_types_module(class("UnionType", TypeKind::Other, o(), false)),
            generic_alias: in_types_module(class("GenericAlias", TypeKind::Other, o(), false)),
            container_iterators: [
                "list_iterator",
                "set_iterator",
                "range_iterator",
                "str_ascii_iterator",
                "dict_keyiterator",
                "dict_valueiterator",
                "dict_itemiterator",
                "callable_iterator",
            ]
            .into_iter()
            .map(|name| class(name, TypeKind::Other, o(), false))
            .collect(),
            views: [
                class("dict_keys", TypeKind::Other, o(), false),
                class("dict_values", TypeKind::Other, o(), false),
                class("dict_items", TypeKind::Other, o(), false),
            ],
            exc,
            object,
        }
    }

    /// The class of an exception kind.
    pub fn exc(&self, k: ExcKind) -> &Rc<Class> {
        &self.exc[k as usize]
    }

    /// `type(v)`.
    pub fn type_of(&self, v: &Value) -> Rc<Class> {
        match v {
            Value::None => self.none.clone(),
            Value::Bool(_) => self.bool_.clone(),
            Value::Int(_) | Value::BigInt(_) => self.int.clone(),
            Value::Float(_) => self.float.clone(),
            Value::Str(_) => self.str_.clone(),
            Value::List(_) => self.list.clone(),
            Value::Tuple(_) => self.tuple.clone(),
            Value::Dict(_) => self.dict.clone(),
            Value::Set(_) => self.set.clone(),
            Value::FrozenSet(_) => self.frozenset.clone(),
            Value::Bytes(_) => self.bytes.clone(),
            Value::Range(_) => self.range.clone(),
            Value::Slice(_) => self.slice.clone(),
            Value::NotImplemented => self.notimpl.clone(),
            Value::Ellipsis => self.ellipsis.clone(),
            Value::Function(_) => self.function.clone(),
            Value::Method(_) => self.method.clone(),
            Value::Builtin(_) => self.builtin_function.clone(),
            Value::Class(c) => c.ext.meta.clone().unwrap_or_else(|| self.type_.clone()),
            Value::Instance(i) => i.class.clone(),
            Value::Generator(g) => match g.borrow().kind {
                crate::values::GenKind::Generator => self.generator.clone(),
                crate::values::GenKind::Coroutine => self.coroutine.clone(),
                crate::values::GenKind::AsyncGenerator => self.async_generator.clone(),
            },
            Value::Iter(it) => match &*it.borrow() {
                IterState::Enumerate(..) => self.enumerate.clone(),
                IterState::Zip(..) => self.zip.clone(),
                IterState::Map(..) => self.map.clone(),
                IterState::Filter(..) => self.filter.clone(),
                _ => {
                    let name = v.type_name();
                    self.container_iterators
                        .iter()
                        .find(|c| &*c.name == name)
                        .unwrap_or(&self.iterator)
                        .clone()
                }
            },
            Value::Module(_) => self.module.clone(),
            Value::Property(_) => self.property.clone(),
            Value::StaticMethod(_) => self.staticmethod.clone(),
            Value::ClassMethod(_) => self.classmethod.clone(),
            Value::Super(_) => self.super_.clone(),
            Value::View(v) => self.views[v.kind as usize].clone(),
            Value::Native(o) => crate::values::native::class_of(o.native_type(), &self.object),
        }
    }
}

impl Default for Types {
    fn default() -> Self {
        Types::new()
    }
}
