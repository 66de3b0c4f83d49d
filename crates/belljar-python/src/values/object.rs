//! Classes, instances (exception instances included), modules and properties.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use super::Value;

/// A fast hasher for attribute names (FxHash's multiply-rotate).
#[derive(Default, Clone, Copy)]
pub struct FxHasher(u64);

impl std::hash::Hasher for FxHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        let mut h = self.0;
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let w = u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]);
            h = (h.rotate_left(5) ^ w).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
        for &b in chunks.remainder() {
            h = (h.rotate_left(5) ^ b as u64).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
        self.0 = h;
    }
    fn write_u8(&mut self, i: u8) {
        self.0 = (self.0.rotate_left(5) ^ i as u64).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_usize(&mut self, i: usize) {
        self.0 = (self.0.rotate_left(5) ^ i as u64).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

pub use super::attrmap::AttrMap;

/// Which builtin type a class object stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TypeKind {
    /// object
    Object,
    /// type
    Type,
    /// int
    Int,
    /// bool
    Bool,
    /// float
    Float,
    /// str
    Str,
    /// list
    List,
    /// tuple
    Tuple,
    /// dict
    Dict,
    /// set
    Set,
    /// frozenset
    FrozenSet,
    /// bytes
    Bytes,
    /// range
    Range,
    /// slice
    Slice,
    /// NoneType
    NoneType,
    /// function, method and other callables
    Function,
    /// An exception class (builtin or user-defined).
    Exception,
    /// A user class.
    User,
    /// Any other builtin type (generator, iterators…): not callable.
    Other,
}

/// A class: a builtin type or a user class.
pub struct Class {
    /// `__name__`
    pub name: Rc<str>,
    /// `__qualname__`
    pub qualname: Rc<str>,
    /// Direct bases.
    pub bases: Vec<Rc<Class>>,
    /// The MRO without the class itself.
    pub mro: Vec<Rc<Class>>,
    /// The class namespace.
    pub dict: RefCell<AttrMap>,
    /// The builtin kind this class is or derives from.
    pub kind: TypeKind,
    /// Whether it derives from BaseException.
    pub is_exc: bool,
    /// Whether this is a builtin type (not user-defined).
    pub builtin: bool,
    /// Results of [`Class::lookup`], valid while the class epoch is unchanged.
    pub cache: RefCell<LookupCache>,
    /// What only some user classes have: a metaclass, `__slots__`, a `__getattribute__`.
    pub ext: ClassExt,
}

/// The parts of a class that only some user classes have.
#[derive(Default)]
pub struct ClassExt {
    /// The metaclass when it is not `type` (a user class deriving from `type`).
    pub meta: Option<Rc<Class>>,
    /// Every slot name along the MRO when no class of it gives instances a `__dict__`
    /// (`__slots__` everywhere): instances accept no other attribute.
    pub slots: Option<Rc<[Rc<str>]>>,
    /// Whether the class or a base defined `__getattribute__` (set again when one is assigned
    /// later).
    pub getattribute: std::cell::Cell<bool>,
}

/// Memoised MRO lookups of one class: `(epoch, [(name, result)])`.
pub type LookupCache = (u64, Vec<(Rc<str>, Option<Value>)>);

/// Most names one class's lookup cache holds.
const CACHE_MAX: usize = 64;

thread_local! {
    /// Bumped whenever any class namespace changes, which invalidates every lookup cache.
    static CLASS_EPOCH: std::cell::Cell<u64> = const { std::cell::Cell::new(1) };
}

impl Class {
    /// The namespace for writing: every class's lookup cache is invalidated.
    pub fn dict_mut(&self) -> std::cell::RefMut<'_, AttrMap> {
        CLASS_EPOCH.with(|e| e.set(e.get() + 1));
        self.dict.borrow_mut()
    }

    /// Look an attribute up along the MRO (memoised until a class namespace changes).
    #[inline]
    pub fn lookup(&self, name: &str) -> Option<Value> {
        let epoch = CLASS_EPOCH.with(|e| e.get());
        {
            let cache = self.cache.borrow();
            if cache.0 == epoch {
                // Interned names match by pointer; others by text.
                let p = name.as_ptr();
                let hit = cache
                    .1
                    .iter()
                    .find(|(k, _)| k.as_ptr() == p && k.len() == name.len())
                    .or_else(|| cache.1.iter().find(|(k, _)| **k == *name));
                if let Some((_, v)) = hit {
                    return v.clone();
                }
            }
        }
        let found = self.lookup_uncached(name);
        let mut cache = self.cache.borrow_mut();
        if cache.0 != epoch {
            cache.0 = epoch;
            cache.1.clear();
        }
        // A builtin class's cache outlives the session (the builtin types are per thread):
        // only names the interner would keep are cached, so it holds at most
        // `CACHE_MAX * INTERN_LEN_MAX` bytes of names.
        if cache.1.len() < CACHE_MAX && name.len() <= super::attrmap::INTERN_LEN_MAX {
            cache.1.push((super::attrmap::intern(name), found.clone()));
        }
        found
    }

    fn lookup_uncached(&self, name: &str) -> Option<Value> {
        if let Some(v) = self.dict.borrow().get(name) {
            return Some(v.clone());
        }
        for c in &self.mro {
            if let Some(v) = c.dict.borrow().get(name) {
                return Some(v.clone());
            }
        }
        None
    }
    /// Whether `self` is `other` or derives from it.
    pub fn is_subclass(self: &Rc<Self>, other: &Rc<Class>) -> bool {
        Rc::ptr_eq(self, other) || self.mro.iter().any(|c| Rc::ptr_eq(c, other))
    }
}

/// A traceback entry: function name and line.
#[derive(Clone)]
pub struct TbEntry {
    /// Function name (`<module>` at top level).
    pub func: Rc<str>,
    /// File name.
    pub file: Rc<str>,
    /// 1-based line.
    pub line: u32,
    /// The frame it came from (re-raises in one frame add no entry).
    pub frame_id: u64,
}

/// The state every exception instance carries.
#[derive(Default)]
pub struct ExcData {
    /// `args`
    pub args: Vec<Value>,
    /// Traceback entries, outermost first.
    pub traceback: Vec<TbEntry>,
    /// `__cause__`
    pub cause: Option<Value>,
    /// `__context__`
    pub context: Option<Value>,
    /// `__suppress_context__`
    pub suppress_context: bool,
    /// A "Did you mean" suggestion shown in tracebacks.
    pub suggestion: Option<String>,
}

/// An instance of a user class or exception class.
pub struct Instance {
    /// Its class.
    pub class: Rc<Class>,
    /// Its `__dict__`.
    pub dict: RefCell<AttrMap>,
    /// Exception state, for exception instances.
    pub exc: Option<RefCell<ExcData>>,
    /// The builtin value an instance of a subclass of a builtin type (`class C(dict)`) carries:
    /// the protocols and builtin methods the class does not override act on it.
    pub payload: Option<Value>,
}

/// A module object (built by [`crate::modules::registry`]).
pub struct Module {
    /// `__name__`
    pub name: Rc<str>,
    /// Its attributes (a package gains its submodules as they are imported).
    pub attrs: RefCell<HashMap<Rc<str>, Value>>,
}

/// property(fget, fset, fdel, doc)
pub struct Property {
    /// Getter or None.
    pub fget: Value,
    /// Setter or None.
    pub fset: Value,
    /// Deleter or None.
    pub fdel: Value,
}
