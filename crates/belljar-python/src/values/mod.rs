//! The value model: [`Value`], the one enum every Python object is, and the helpers shared by
//! all types (type names, truthiness, identity, structural equality and hashing of builtins).

pub mod attrmap;
pub mod complex;
pub mod dict;
pub mod float;
pub mod function;
pub mod globals;
pub mod int;
pub mod native;
pub mod object;
pub mod set;
pub mod str;
pub mod teardown;
pub mod word;

use std::cell::RefCell;
use std::rc::Rc;

use num_bigint::BigInt;

pub use dict::{Dict, Key, SetObj};
pub use function::{Builtin, BuiltinFn, Code, Function, GenKind, Generator};
pub use globals::{Globals, GlobalsRef};
pub use native::NativeObject;
pub use object::{Class, ExcData, Instance, Module, Property};
pub use str::PyStr;
pub use word::{PyBool, PyFloat};

/// A closure cell shared between frames.
pub type CellRef = Rc<RefCell<Option<Value>>>;

/// A range object (`range(start, stop, step)`), all i64.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RangeObj {
    /// First value.
    pub start: i64,
    /// End (exclusive).
    pub stop: i64,
    /// Step, never 0.
    pub step: i64,
}

impl RangeObj {
    /// Whether the range is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Number of elements, exactly (it can pass `i64::MAX`: `range(-2**63, 2**63 - 1)`).
    pub fn len_exact(&self) -> i128 {
        let (start, stop, step) = (self.start as i128, self.stop as i128, self.step as i128);
        if step > 0 {
            if stop > start {
                (stop - start - 1) / step + 1
            } else {
                0
            }
        } else if start > stop {
            (start - stop - 1) / (-step) + 1
        } else {
            0
        }
    }
    /// Number of elements, or None when it does not fit an i64 (where CPython raises
    /// `OverflowError: Python int too large to convert to C ssize_t`).
    pub fn len_checked(&self) -> Option<i64> {
        i64::try_from(self.len_exact()).ok()
    }
    /// Number of elements, saturated at `i64::MAX` (for emptiness and size estimates; use
    /// [`RangeObj::len_checked`] where the exact count matters).
    pub fn len(&self) -> i64 {
        self.len_exact().min(i64::MAX as i128) as i64
    }
    /// The element at position `idx` (`0 <= idx < len`): always inside the i64 range.
    pub fn at(&self, idx: i128) -> i64 {
        (self.start as i128 + idx * self.step as i128) as i64
    }
}

/// Which view of a dict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ViewKind {
    /// dict_keys
    Keys,
    /// dict_values
    Values,
    /// dict_items
    Items,
}

/// A live view of a dict (`d.keys()`, `d.values()`, `d.items()`).
pub struct View {
    /// Which view.
    pub kind: ViewKind,
    /// The dict.
    pub dict: Rc<teardown::DictCell>,
}

/// State of a builtin iterator.
pub enum IterState {
    /// Over a dict, live: (dict, next index, size at start, what to yield).
    Dict(Rc<teardown::DictCell>, usize, usize, ViewKind),
    /// Over a set, live: (set, next index, size at start).
    Set(Rc<RefCell<SetObj>>, usize, usize),
    /// Over a list (live, by index).
    List(Rc<teardown::ListCell>, usize),
    /// `reversed(list)`, live: (list, index of the next item + 1; 0 when done).
    ListRev(Rc<teardown::ListCell>, usize),
    /// Over a fixed sequence of values.
    Seq(Rc<Vec<Value>>, usize),
    /// Over a range.
    Range(i64, i64, i64),
    /// Over a string's characters; byte offset.
    Str(Rc<PyStr>, usize),
    /// enumerate(inner, start)
    Enumerate(Value, Value),
    /// zip(iters...): shared, so a step clones one reference, not the vector.
    Zip(Rc<Vec<Value>>),
    /// map(func, iters...)
    Map(Value, Vec<Value>),
    /// filter(func, iter)
    Filter(Value, Value),
    /// iter(callable, sentinel): calls `callable` at each step until it returns `sentinel`.
    Callable(Value, Value),
    /// Over an object with `__getitem__` but no `__iter__` (the old sequence protocol), lazily:
    /// (object, next index); `IndexError` or `StopIteration` from `__getitem__` ends it.
    GetItem(Value, i64),
    /// Exhausted.
    Done,
}

/// A Python value. Cloning is cheap (immediates or a reference count).
#[derive(Clone)]
pub enum Value {
    /// `None`
    None,
    /// `True` / `False` (a word: see [`word`]).
    Bool(PyBool),
    /// An int that fits in i64.
    Int(i64),
    /// An int that does not fit in i64 (always normalised: never fits).
    BigInt(Rc<BigInt>),
    /// float (its bits: see [`word`]).
    Float(PyFloat),
    /// str
    Str(Rc<PyStr>),
    /// list
    List(Rc<teardown::ListCell>),
    /// tuple
    Tuple(Rc<Vec<Value>>),
    /// dict
    Dict(Rc<teardown::DictCell>),
    /// set
    Set(Rc<RefCell<SetObj>>),
    /// frozenset
    FrozenSet(Rc<SetObj>),
    /// bytes
    Bytes(Rc<Vec<u8>>),
    /// range
    Range(Rc<RangeObj>),
    /// slice(start, stop, step)
    Slice(Rc<[Value; 3]>),
    /// NotImplemented
    NotImplemented,
    /// Ellipsis
    Ellipsis,
    /// A user function.
    Function(Rc<Function>),
    /// A bound method: (self, function).
    Method(Rc<(Value, Value)>),
    /// A builtin function or a builtin bound method.
    Builtin(Rc<Builtin>),
    /// A class (builtin type or user class).
    Class(Rc<Class>),
    /// An instance of a user class (or of an exception class).
    Instance(Rc<Instance>),
    /// A generator.
    Generator(Rc<RefCell<Generator>>),
    /// A builtin iterator.
    Iter(Rc<RefCell<IterState>>),
    /// A module.
    Module(Rc<Module>),
    /// property(fget, fset, fdel)
    Property(Rc<Property>),
    /// staticmethod(f)
    StaticMethod(Rc<Value>),
    /// classmethod(f)
    ClassMethod(Rc<Value>),
    /// super(cls, obj)
    Super(Rc<(Rc<Class>, Value)>),
    /// A dict view.
    View(Rc<View>),
    /// An object of a native type (see [`native`]); a thin pointer, so `Value` stays two
    /// words.
    Native(Rc<native::NativeBox>),
}

// Every `Value` is copied on every stack operation: keep it at two words, each kind with at
// most one word of payload (`word.rs` says why).
const _: () = assert!(std::mem::size_of::<Value>() == 16);
const _: () = assert!(std::mem::size_of::<Option<Value>>() == 16);

impl Value {
    /// `True` or `False`.
    #[inline(always)]
    pub const fn bool(b: bool) -> Value {
        Value::Bool(PyBool::of(b))
    }
    /// A float.
    #[inline(always)]
    pub const fn float(x: f64) -> Value {
        Value::Float(PyFloat::of(x))
    }
    /// A str value.
    pub fn str(s: &str) -> Value {
        Value::Str(Rc::new(PyStr::new(s.to_string())))
    }
    /// A str value from an owned String.
    pub fn string(s: String) -> Value {
        Value::Str(Rc::new(PyStr::new(s)))
    }
    /// A list value.
    pub fn list(v: Vec<Value>) -> Value {
        Value::List(Rc::new(teardown::ListCell::new(v)))
    }
    /// A tuple value.
    pub fn tuple(v: Vec<Value>) -> Value {
        Value::Tuple(Rc::from(v))
    }
    /// An int from a BigInt, normalised.
    pub fn from_big(b: BigInt) -> Value {
        use num_traits::ToPrimitive;
        match b.to_i64() {
            Some(i) => Value::Int(i),
            None => Value::BigInt(Rc::new(b)),
        }
    }

    /// The builtin value an instance of a builtin type's subclass carries (see
    /// [`Instance::payload`]); None for everything else.
    #[inline]
    pub fn payload(&self) -> Option<&Value> {
        match self {
            Value::Instance(i) => i.payload.as_ref(),
            _ => None,
        }
    }

    /// The value itself, or the builtin value it carries when it is an instance of a builtin
    /// type's subclass.
    #[inline]
    pub fn base_value(&self) -> &Value {
        self.payload().unwrap_or(self)
    }

    /// The name of the value's type, as `type(x).__name__`.
    pub fn type_name(&self) -> &str {
        match self {
            Value::None => "NoneType",
            Value::Bool(_) => "bool",
            Value::Int(_) | Value::BigInt(_) => "int",
            Value::Float(_) => "float",
            Value::Str(_) => "str",
            Value::List(_) => "list",
            Value::Tuple(_) => "tuple",
            Value::Dict(_) => "dict",
            Value::Set(_) => "set",
            Value::FrozenSet(_) => "frozenset",
            Value::Bytes(_) => "bytes",
            Value::Range(_) => "range",
            Value::Slice(_) => "slice",
            Value::NotImplemented => "NotImplementedType",
            Value::Ellipsis => "ellipsis",
            Value::Function(_) => "function",
            Value::Method(_) => "method",
            Value::Builtin(_) => "builtin_function_or_method",
            Value::Class(c) => match &c.ext.meta {
                Some(m) => &m.name,
                None => "type",
            },
            Value::Instance(i) => i.class.ext.tp_name.get().unwrap_or(&i.class.name),
            Value::Generator(g) => g.try_borrow().map_or("generator", |g| g.kind.name()),
            Value::Iter(it) => match &*it.borrow() {
                IterState::List(..) => "list_iterator",
                IterState::ListRev(..) => "list_reverseiterator",
                IterState::Set(..) => "set_iterator",
                IterState::Seq(..) | IterState::GetItem(..) => "iterator",
                IterState::Range(..) => "range_iterator",
                IterState::Str(..) => "str_ascii_iterator",
                IterState::Enumerate(..) => "enumerate",
                IterState::Zip(..) => "zip",
                IterState::Map(..) => "map",
                IterState::Filter(..) => "filter",
                IterState::Callable(..) => "callable_iterator",
                IterState::Done => "iterator",
                IterState::Dict(_, _, _, ViewKind::Keys) => "dict_keyiterator",
                IterState::Dict(_, _, _, ViewKind::Values) => "dict_valueiterator",
                IterState::Dict(_, _, _, ViewKind::Items) => "dict_itemiterator",
            },
            Value::Module(_) => "module",
            Value::Property(_) => "property",
            Value::StaticMethod(_) => "staticmethod",
            Value::ClassMethod(_) => "classmethod",
            Value::Super(_) => "super",
            Value::View(v) => match v.kind {
                ViewKind::Keys => "dict_keys",
                ViewKind::Values => "dict_values",
                ViewKind::Items => "dict_items",
            },
            Value::Native(o) => o.native_type().name,
        }
    }

    /// Identity (`is`).
    pub fn is(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::None, Value::None) => true,
            (Value::Bool(a), Value::Bool(b)) => a == b,
            (Value::Int(a), Value::Int(b)) => a == b,
            (Value::Float(a), Value::Float(b)) => a.to_bits() == b.to_bits(),
            (Value::NotImplemented, Value::NotImplemented) => true,
            (Value::Ellipsis, Value::Ellipsis) => true,
            (Value::BigInt(a), Value::BigInt(b)) => Rc::ptr_eq(a, b),
            (Value::Str(a), Value::Str(b)) => {
                Rc::ptr_eq(a, b) || (a.s.is_empty() && b.s.is_empty())
            }
            (Value::List(a), Value::List(b)) => Rc::ptr_eq(a, b),
            (Value::Tuple(a), Value::Tuple(b)) => {
                Rc::ptr_eq(a, b) || (a.is_empty() && b.is_empty())
            }
            (Value::Dict(a), Value::Dict(b)) => Rc::ptr_eq(a, b),
            (Value::Set(a), Value::Set(b)) => Rc::ptr_eq(a, b),
            (Value::FrozenSet(a), Value::FrozenSet(b)) => Rc::ptr_eq(a, b),
            (Value::Bytes(a), Value::Bytes(b)) => Rc::ptr_eq(a, b),
            (Value::Range(a), Value::Range(b)) => Rc::ptr_eq(a, b),
            (Value::Slice(a), Value::Slice(b)) => Rc::ptr_eq(a, b),
            (Value::Function(a), Value::Function(b)) => Rc::ptr_eq(a, b),
            (Value::Method(a), Value::Method(b)) => Rc::ptr_eq(a, b),
            (Value::Builtin(a), Value::Builtin(b)) => Rc::ptr_eq(a, b),
            (Value::Class(a), Value::Class(b)) => Rc::ptr_eq(a, b),
            (Value::Instance(a), Value::Instance(b)) => Rc::ptr_eq(a, b),
            (Value::Generator(a), Value::Generator(b)) => Rc::ptr_eq(a, b),
            (Value::Iter(a), Value::Iter(b)) => Rc::ptr_eq(a, b),
            (Value::Module(a), Value::Module(b)) => Rc::ptr_eq(a, b),
            (Value::Property(a), Value::Property(b)) => Rc::ptr_eq(a, b),
            (Value::StaticMethod(a), Value::StaticMethod(b)) => Rc::ptr_eq(a, b),
            (Value::ClassMethod(a), Value::ClassMethod(b)) => Rc::ptr_eq(a, b),
            (Value::Super(a), Value::Super(b)) => Rc::ptr_eq(a, b),
            (Value::View(a), Value::View(b)) => Rc::ptr_eq(a, b),
            (Value::Native(a), Value::Native(b)) => {
                Rc::as_ptr(a) as *const () == Rc::as_ptr(b) as *const ()
            }
            _ => false,
        }
    }

    /// An identity number for `id()` and default hashing.
    pub fn id(&self) -> u64 {
        match self {
            Value::None => 0x9e3779b9,
            Value::Bool(b) => 0x1000 + *b as u64,
            Value::Int(i) => *i as u64,
            Value::Float(f) => f.to_bits(),
            Value::NotImplemented => 0x2000,
            Value::Ellipsis => 0x3000,
            Value::BigInt(a) => Rc::as_ptr(a) as u64,
            Value::Str(a) => Rc::as_ptr(a) as u64,
            Value::List(a) => Rc::as_ptr(a) as u64,
            Value::Tuple(a) => Rc::as_ptr(a) as *const Value as u64,
            Value::Dict(a) => Rc::as_ptr(a) as u64,
            Value::Set(a) => Rc::as_ptr(a) as u64,
            Value::FrozenSet(a) => Rc::as_ptr(a) as u64,
            Value::Bytes(a) => Rc::as_ptr(a) as *const u8 as u64,
            Value::Range(a) => Rc::as_ptr(a) as u64,
            Value::Slice(a) => Rc::as_ptr(a) as u64,
            Value::Function(a) => Rc::as_ptr(a) as u64,
            Value::Method(a) => Rc::as_ptr(a) as u64,
            Value::Builtin(a) => Rc::as_ptr(a) as u64,
            Value::Class(a) => Rc::as_ptr(a) as u64,
            Value::Instance(a) => Rc::as_ptr(a) as u64,
            Value::Generator(a) => Rc::as_ptr(a) as u64,
            Value::Iter(a) => Rc::as_ptr(a) as u64,
            Value::Module(a) => Rc::as_ptr(a) as u64,
            Value::Property(a) => Rc::as_ptr(a) as u64,
            Value::StaticMethod(a) => Rc::as_ptr(a) as u64,
            Value::ClassMethod(a) => Rc::as_ptr(a) as u64,
            Value::Super(a) => Rc::as_ptr(a) as u64,
            Value::View(a) => Rc::as_ptr(a) as u64,
            Value::Native(a) => Rc::as_ptr(a) as *const () as u64,
        }
    }
}
