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
    /// The name messages give the type of its instances when it is not `__name__`: a class
    /// a module writes in Python for a type CPython writes in C, whose `tp_name` carries the
    /// module (`'datetime.date' object has no attribute 'x'`). Not inherited, as in CPython.
    pub tp_name: std::cell::OnceCell<Rc<str>>,
    /// The most attributes an instance's dict has held (capped at 16): a new instance's dict
    /// starts with room for that many, so filling it in `__init__` does not grow it.
    pub attr_hint: std::cell::Cell<u8>,
}

/// Memoised MRO lookups of one class, valid while the class epoch is unchanged: a small
/// open-addressed table keyed by the name's text hash ([`name_hash`]), so a lookup costs one
/// short hash and usually one probe whatever the number of names cached. Names the compiler
/// interned match by pointer; others (a host `&'static str`, a name built at run time) by
/// text.
#[derive(Default)]
pub struct LookupCache {
    /// The class epoch the entries belong to.
    epoch: u64,
    /// `[(name, result)]`, a power of two long (empty until the first lookup).
    slots: Vec<Option<(Rc<str>, Option<Value>)>>,
    /// Slots in use.
    len: usize,
    /// Which of the [`Hook`]s the class has (meaningful when `hooks_known`).
    hooks: u8,
    /// Whether `hooks` was worked out in this epoch.
    hooks_known: bool,
    /// What calling the class runs as its constructor (meaningful when `init_known`): see
    /// [`Class::plain_init`].
    init: Option<Rc<super::Function>>,
    /// Whether `init` was worked out in this epoch.
    init_known: bool,
}

/// Special methods whose mere presence on a class changes how its instances are made and how
/// their attributes are set and deleted; [`Class::has_hook`] answers from a bit set kept with
/// the lookup cache, with no lookup of the name.
#[derive(Clone, Copy)]
#[repr(u8)]
pub enum Hook {
    /// `__setattr__`
    SetAttr = 1,
    /// `__delattr__`
    DelAttr = 2,
    /// `__new__`
    New = 4,
    /// `__getattr__`
    GetAttr = 8,
}

/// Every [`Hook`] with its name.
const HOOKS: [(Hook, &str); 4] = [
    (Hook::SetAttr, "__setattr__"),
    (Hook::DelAttr, "__delattr__"),
    (Hook::New, "__new__"),
    (Hook::GetAttr, "__getattr__"),
];

/// Slots a lookup cache starts with.
const CACHE_START: usize = 16;
/// Most slots a lookup cache grows to; past three quarters of it, new names are not cached.
const CACHE_MAX: usize = 256;

/// A cheap hash of an attribute name (names are short: the whole text in at most two words).
#[inline(always)]
fn name_hash(s: &str) -> u64 {
    const K: u64 = 0x51_7c_c1_b7_27_22_0a_95;
    let b = s.as_bytes();
    let n = b.len();
    let mut h = n as u64;
    if n >= 8 {
        let first = u64::from_le_bytes(b[..8].try_into().unwrap());
        let last = u64::from_le_bytes(b[n - 8..].try_into().unwrap());
        h = (h ^ first).wrapping_mul(K).rotate_left(23) ^ last;
    } else {
        for &c in b {
            h = (h << 8) | c as u64;
        }
    }
    h.wrapping_mul(K)
}

impl LookupCache {
    /// The cached result for `name` (outer `None`: not cached).
    #[inline(always)]
    fn get(&self, name: &str, hash: u64) -> Option<&Option<Value>> {
        let mask = self.slots.len().wrapping_sub(1);
        let mut i = (hash >> 32) as usize & mask;
        for _ in 0..self.slots.len() {
            match &self.slots[i] {
                None => return None,
                Some((k, v)) => {
                    if super::attrmap::same(k, name) {
                        return Some(v);
                    }
                }
            }
            i = (i + 1) & mask;
        }
        None
    }

    /// Remember `found` for `name` (not present), growing the table or giving up when full.
    fn put(&mut self, name: &str, hash: u64, found: Option<Value>) {
        if self.slots.is_empty() {
            self.slots.resize_with(CACHE_START, || None);
        } else if (self.len + 1) * 4 > self.slots.len() * 3 {
            if self.slots.len() >= CACHE_MAX {
                return;
            }
            let old = std::mem::take(&mut self.slots);
            self.slots.resize_with(old.len() * 2, || None);
            for (k, v) in old.into_iter().flatten() {
                let h = name_hash(&k);
                self.place(k, h, v);
            }
        }
        self.place(super::attrmap::intern(name), hash, found);
        self.len += 1;
    }

    fn place(&mut self, k: Rc<str>, hash: u64, v: Option<Value>) {
        let mask = self.slots.len() - 1;
        let mut i = (hash >> 32) as usize & mask;
        while self.slots[i].is_some() {
            i = (i + 1) & mask;
        }
        self.slots[i] = Some((k, v));
    }

    /// Forget every entry (the table keeps its size).
    fn clear(&mut self, epoch: u64) {
        self.epoch = epoch;
        self.hooks_known = false;
        self.init_known = false;
        self.init = None;
        if self.len > 0 {
            self.slots.iter_mut().for_each(|s| *s = None);
            self.len = 0;
        }
    }
}

thread_local! {
    /// Bumped whenever any class namespace changes, which invalidates every lookup cache.
    static CLASS_EPOCH: std::cell::Cell<u64> = const { std::cell::Cell::new(1) };
}

/// What one code object has learnt about attribute name `i` (its `names[i]`) on instances of
/// one class, valid for that class while the class epoch is unchanged: the per-site cache
/// of `LoadAttr`/`StoreAttr` (as CPython's specialised `LOAD_ATTR`/`STORE_ATTR`). Each name
/// of a code object has one, shared by its loads and stores.
#[derive(Clone, Copy, Default)]
pub struct AttrSite {
    /// The class's address (kept unique within an epoch: making a class bumps the epoch).
    pub class: usize,
    /// The class epoch the flags belong to.
    pub epoch: u64,
    /// Where the last instance of that class seen here kept the attribute in its dict (as
    /// CPython's cached index into shared keys): checked by the key's address before use,
    /// so a wrong guess only costs a search.
    pub ix: u32,
    /// [`AttrSite::LOAD_DICT`] and [`AttrSite::STORE_DICT`].
    pub flags: u8,
}

/// The [`AttrSite`]s of one name of a code object: two classes, the most recently learnt
/// first.
pub type AttrSites = [std::cell::Cell<AttrSite>; 2];

/// What one code object has learnt about calling method `names[i]` on instances of one
/// class (`obj.name(...)`, the `CallMethod` instruction): the plain Python function the
/// class's lookup gave, valid for that class while the class epoch is unchanged (as
/// [`AttrSite`]). Held weakly, so a cached method never keeps its function (and through it
/// the code holding this site) alive.
#[derive(Default)]
pub struct MethodSite {
    /// The class's address.
    pub class: std::cell::Cell<usize>,
    /// The class epoch the function belongs to.
    pub epoch: std::cell::Cell<u64>,
    /// The function (`Weak::new()` until the first call).
    pub func: RefCell<std::rc::Weak<super::Function>>,
}

impl AttrSite {
    /// Loading the name is a plain instance-dict read: no `__getattribute__`, and the class
    /// has no attribute of that name (a dict miss still takes the general path, for
    /// `__getattr__` and the error).
    pub const LOAD_DICT: u8 = 1;
    /// Storing the name is a plain instance-dict write: an instance with a `__dict__`, no
    /// `__setattr__`, no property or descriptor of that name.
    pub const STORE_DICT: u8 = 2;
}

impl Class {
    /// The current class epoch (see [`Class::dict_mut`]).
    #[inline(always)]
    pub fn epoch() -> u64 {
        CLASS_EPOCH.with(|e| e.get())
    }

    /// Invalidate every lookup cache and [`AttrSite`]; called when a class is made, so a
    /// class at the address of a freed one is never mistaken for it.
    pub fn bump_epoch() {
        CLASS_EPOCH.with(|e| e.set(e.get() + 1));
    }

    /// The namespace for writing: every class's lookup cache is invalidated.
    pub fn dict_mut(&self) -> std::cell::RefMut<'_, AttrMap> {
        CLASS_EPOCH.with(|e| e.set(e.get() + 1));
        self.dict.borrow_mut()
    }

    /// Look an attribute up along the MRO (memoised until a class namespace changes).
    #[inline]
    pub fn lookup(&self, name: &str) -> Option<Value> {
        let epoch = CLASS_EPOCH.with(|e| e.get());
        let hash = name_hash(name);
        {
            let cache = self.cache.borrow();
            if cache.epoch == epoch {
                if let Some(v) = cache.get(name, hash) {
                    return v.clone();
                }
            }
        }
        self.lookup_miss(name, hash, epoch)
    }

    /// Whether the class (or a base) defines `hook` (as `lookup(name).is_some()`, without the
    /// lookup while no class namespace changes).
    #[inline]
    pub fn has_hook(&self, hook: Hook) -> bool {
        let epoch = CLASS_EPOCH.with(|e| e.get());
        {
            let cache = self.cache.borrow();
            if cache.epoch == epoch && cache.hooks_known {
                return cache.hooks & hook as u8 != 0;
            }
        }
        self.hooks_miss(epoch) & hook as u8 != 0
    }

    /// The `__init__` calling the class runs as a plain Python frame: a Python function (not
    /// a generator) found along the MRO, with no `__new__` anywhere (as
    /// `lookup("__init__")` and `has_hook(Hook::New)`, remembered with the lookup cache so
    /// `Cls(...)` costs no name lookup while no class namespace changes).
    #[inline]
    pub fn plain_init(&self) -> Option<Rc<super::Function>> {
        let epoch = CLASS_EPOCH.with(|e| e.get());
        {
            let cache = self.cache.borrow();
            if cache.epoch == epoch && cache.init_known {
                return cache.init.clone();
            }
        }
        self.plain_init_miss(epoch)
    }

    #[inline(never)]
    fn plain_init_miss(&self, epoch: u64) -> Option<Rc<super::Function>> {
        let init = match (self.lookup("__init__"), self.has_hook(Hook::New)) {
            (Some(Value::Function(f)), false) if !f.code.is_generator => Some(f),
            _ => None,
        };
        let mut cache = self.cache.borrow_mut();
        if cache.epoch != epoch {
            cache.clear(epoch);
        }
        cache.init = init.clone();
        cache.init_known = true;
        init
    }

    #[inline(never)]
    fn hooks_miss(&self, epoch: u64) -> u8 {
        let hooks = HOOKS
            .iter()
            .filter(|(_, name)| self.lookup_uncached(name).is_some())
            .fold(0, |acc, (h, _)| acc | *h as u8);
        let mut cache = self.cache.borrow_mut();
        if cache.epoch != epoch {
            cache.clear(epoch);
        }
        cache.hooks = hooks;
        cache.hooks_known = true;
        hooks
    }

    #[inline(never)]
    fn lookup_miss(&self, name: &str, hash: u64, epoch: u64) -> Option<Value> {
        let found = self.lookup_uncached(name);
        let mut cache = self.cache.borrow_mut();
        if cache.epoch != epoch {
            cache.clear(epoch);
        }
        // A builtin class's cache outlives the session (the builtin types are per thread):
        // only names the interner would keep are cached, so it holds at most
        // `CACHE_MAX * INTERN_LEN_MAX` bytes of names.
        if name.len() <= super::attrmap::INTERN_LEN_MAX {
            cache.put(name, hash, found.clone());
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
