//! Native types: objects implemented in Rust behind the one [`Value::Native`] variant.
//!
//! A native type is one file: a struct implementing [`NativeObject`] and a static
//! [`NativeType`] (its name and method table). The VM's generic paths (`type()`,
//! `isinstance`, `repr`/`str`, `==`, `hash`, ordering, attribute access and method calls,
//! iteration, `len`, `[]`, `in`, truthiness) call the trait once for the variant, so adding a
//! type adds no `Value` variant and no match arm. Every hook has a default meaning "not
//! supported", which the VM turns into the error CPython gives for such a type.

use std::any::Any;
use std::cell::RefCell;
use std::cmp::Ordering;
use std::collections::HashMap;
use std::rc::Rc;

use super::function::{Method, Native};
use super::object::TypeKind;
use super::{Class, Value};
use crate::compile::code::{BinOp, CmpOp, UnOp};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The static description of a native type.
pub struct NativeType {
    /// The name CPython shows in messages (`tp_name`): `module.Name`, or just `Name` for a
    /// type CPython calls builtin. `__name__` is the part after the last dot, `__module__`
    /// the part before it (`builtins` when there is none).
    pub name: &'static str,
    /// Methods, bound to the object when looked up on it (`Method::new`); through the class
    /// their first argument is the object, checked to be of this type.
    pub methods: &'static [&'static Method],
}

impl NativeType {
    /// `__name__`.
    pub fn short_name(&self) -> &'static str {
        self.name.rsplit('.').next().unwrap_or(self.name)
    }
    /// `__module__`.
    pub fn module(&self) -> &'static str {
        match self.name.rfind('.') {
            Some(i) => &self.name[..i],
            None => "builtins",
        }
    }
}

/// An object implemented in Rust. Only [`NativeObject::native_type`] and
/// [`NativeObject::as_any`] are required; every other hook defaults to "not supported".
pub trait NativeObject: Any {
    /// The type's static description.
    fn native_type(&self) -> &'static NativeType;

    /// `self` as `Any`, for methods to downcast their receiver (see [`this`]).
    fn as_any(&self) -> &dyn Any;

    /// `repr(obj)`; `me` is the value holding `self`.
    fn repr(&self, _vm: &mut Vm, me: &Value) -> PyResult<String> {
        Ok(format!(
            "<{} object at {:#x}>",
            self.native_type().name,
            me.id()
        ))
    }

    /// `str(obj)`: the repr unless overridden.
    fn str(&self, vm: &mut Vm, me: &Value) -> PyResult<String> {
        self.repr(vm, me)
    }

    /// A data attribute (`obj.name`), or `None` to look in the method table.
    fn getattr(&self, _vm: &mut Vm, _name: &str) -> PyResult<Option<Value>> {
        Ok(None)
    }

    /// `obj.name = v`; by default no attribute can be set.
    fn setattr(&self, _vm: &mut Vm, name: &str, _v: Value) -> PyResult<()> {
        Err(PyErr::msg(
            ExcKind::AttributeError,
            format!(
                "'{}' object has no attribute '{name}'",
                self.native_type().name
            ),
        ))
    }

    /// `obj == other`, or `None` for identity.
    fn eq(&self, _vm: &mut Vm, _other: &Value) -> PyResult<Option<bool>> {
        Ok(None)
    }

    /// Equality without user code, as dict and set keys compare (`None`: by identity). A
    /// type equal to builtin values (`1+0j == 1`) answers here so that lookups find it.
    fn key_eq(&self, _other: &Value) -> Option<bool> {
        None
    }

    /// `hash(obj)`, or `None` for the identity hash. A type with value equality returns an
    /// error here (`unhashable type`) unless it is immutable.
    fn hash(&self, _vm: &mut Vm) -> PyResult<Option<i64>> {
        Ok(None)
    }

    /// Ordering against `other` (`<`, `<=`, `>`, `>=`), or `None` when not supported.
    fn compare(&self, _vm: &mut Vm, _other: &Value) -> PyResult<Option<Ordering>> {
        Ok(None)
    }

    /// `obj op other` for an ordering `op` decided without a total order (a NaN that
    /// compares false, or raises, whatever the operator), or `None` to use
    /// [`NativeObject::compare`]. `op` is as seen from `self` (reflected by the caller).
    fn rich_compare(&self, _vm: &mut Vm, _op: CmpOp, _other: &Value) -> PyResult<Option<bool>> {
        Ok(None)
    }

    /// `len(obj)`, or `None` when the type has no length.
    fn len(&self, _vm: &mut Vm) -> PyResult<Option<usize>> {
        Ok(None)
    }

    /// `obj[key]`, or `None` when the type is not subscriptable.
    fn getitem(&self, _vm: &mut Vm, _key: &Value) -> PyResult<Option<Value>> {
        Ok(None)
    }

    /// `del obj[key]`; `false` when the type does not support item deletion.
    fn delitem(&self, _vm: &mut Vm, _key: &Value) -> PyResult<bool> {
        Ok(false)
    }

    /// `obj[key] = v`; `false` when the type does not support item assignment.
    fn setitem(&self, _vm: &mut Vm, _key: &Value, _v: Value) -> PyResult<bool> {
        Ok(false)
    }

    /// `item in obj`, or `None` to search the iteration.
    fn contains(&self, _vm: &mut Vm, _item: &Value) -> PyResult<Option<bool>> {
        Ok(None)
    }

    /// `iter(obj)`, or `None` when the type is not iterable. Iterators return `me`.
    fn iter(&self, _vm: &mut Vm, me: &Value) -> PyResult<Option<Value>> {
        Ok(if self.is_iterator() {
            Some(me.clone())
        } else {
            None
        })
    }

    /// Whether the object is an iterator (has `__next__`).
    fn is_iterator(&self) -> bool {
        false
    }

    /// `next(obj)` for an iterator: `None` when exhausted.
    fn next(&self, _vm: &mut Vm) -> PyResult<Option<Value>> {
        Ok(None)
    }

    /// `self op other`, or with `reflected` `other op self` (the `__radd__` side); `None`
    /// is `NotImplemented`, so the other operand (then the VM's `TypeError`) decides.
    /// `BinOp::Pow` is `**` and two-argument `pow`.
    fn binary(
        &self,
        _vm: &mut Vm,
        _op: BinOp,
        _other: &Value,
        _reflected: bool,
    ) -> PyResult<Option<Value>> {
        Ok(None)
    }

    /// `self op= other` on the object itself (a mutable type: `bytearray +=`); `None` falls
    /// back to [`NativeObject::binary`] and rebinding, as CPython does without `__iadd__`.
    fn inplace(&self, _vm: &mut Vm, _op: BinOp, _other: &Value) -> PyResult<Option<()>> {
        Ok(None)
    }

    /// `-obj`, `+obj`, `~obj` (`UnOp::Not` never comes here), or `None` when not supported.
    fn unary(&self, _vm: &mut Vm, _op: UnOp) -> PyResult<Option<Value>> {
        Ok(None)
    }

    /// `abs(obj)`, or `None` when not supported.
    fn abs(&self, _vm: &mut Vm) -> PyResult<Option<Value>> {
        Ok(None)
    }

    /// `bool(obj)`, or `None` for the default (by `len`, true without one).
    fn truthy(&self, _vm: &mut Vm) -> PyResult<Option<bool>> {
        Ok(None)
    }

    /// `format(obj, spec)`, or `None` for `object.__format__` (`str(obj)` for an empty spec,
    /// a `TypeError` otherwise).
    fn format(&self, _vm: &mut Vm, _spec: &str) -> PyResult<Option<String>> {
        Ok(None)
    }

    /// `obj(*args, **kwargs)`, or `None` when the type is not callable (also answer
    /// [`NativeObject::callable`]).
    fn call(
        &self,
        _vm: &mut Vm,
        _me: &Value,
        _args: Vec<Value>,
        _kwargs: Vec<(Rc<str>, Value)>,
    ) -> PyResult<Option<Value>> {
        Ok(None)
    }

    /// `callable(obj)`: whether [`NativeObject::call`] answers.
    fn callable(&self) -> bool {
        false
    }

    /// The object's state as a value a session can save (data, classes, functions, ...), for
    /// saving a session; the type's restore function in the table of `host/save/mod.rs` makes the
    /// object again from it. By default it cannot be saved.
    fn save(&self) -> Result<Value, String> {
        Err(format!(
            "cannot save '{}' object",
            self.native_type().short_name()
        ))
    }
}

/// The constructor of a native type's class (`complex(1, 2)`): the `__new__` entry of its
/// method table, if it has one. It is called with the class as receiver and the call's
/// arguments (a `Sig::raw` entry binds them under the type's name, for CPython's messages).
pub fn constructor(c: &Rc<Class>) -> Option<&'static Method> {
    let entry = c.dict.borrow().get("__new__").cloned();
    match entry {
        Some(Value::Builtin(b)) => match b.func {
            Native::Unbound(_, m) | Native::Table(_, m) => Some(m),
            _ => None,
        },
        _ => None,
    }
}

/// The receiver of a native method as `T` (whose static description is `t`), or the
/// `TypeError` CPython gives when a method gets another object.
pub fn this<'a, T: NativeObject>(
    this: &'a Value,
    t: &'static NativeType,
    method: &str,
) -> PyResult<&'a T> {
    // (An instance of a Python subclass carries the object as its builtin value.)
    if let Value::Native(o) = this.base_value() {
        if let Some(x) = o.as_any().downcast_ref::<T>() {
            return Ok(x);
        }
    }
    Err(PyErr::type_err(format!(
        "descriptor '{method}' for '{}' objects doesn't apply to a '{}' object",
        t.name,
        this.type_name()
    )))
}

/// The `__new__` of a native type Python classes may subclass (`complex`, `decimal.Decimal`,
/// `decimal.Context`; their `__new__` is a plain function in the class namespace). Called as
/// the type (`complex(1, 2)`: the receiver is the class) it makes the value from `pos`;
/// called as `complex.__new__(cls, ...)` or `super().__new__(cls, ...)` (no receiver) the
/// class comes first: the answer is that class when it is a subclass (the value is then
/// wrapped by [`subclass_instance`]) and the arguments after it, or CPython's errors.
pub fn subclass_new<'a>(
    vm: &mut Vm,
    this: &Value,
    pos: &'a [Value],
    t: &'static NativeType,
) -> PyResult<(Option<Rc<Class>>, &'a [Value])> {
    if let Value::Class(_) = this {
        return Ok((None, pos));
    }
    let name = t.short_name();
    let Some((first, rest)) = pos.split_first() else {
        return Err(PyErr::type_err(format!(
            "{name}.__new__(): not enough arguments"
        )));
    };
    let Value::Class(cls) = first else {
        return Err(PyErr::type_err(format!(
            "{name}.__new__(X): X is not a type object ({})",
            first.type_name()
        )));
    };
    let base = class_of(t, &vm.types.object);
    if Rc::ptr_eq(cls, &base) {
        return Ok((None, rest));
    }
    if !cls.is_subclass(&base) {
        return Err(PyErr::type_err(format!(
            "{name}.__new__({}): {} is not a subtype of {name}",
            cls.name, cls.name
        )));
    }
    Ok((Some(cls.clone()), rest))
}

/// `v` as made by [`subclass_new`]'s class: an instance of the subclass carrying `v` as its
/// builtin value (arithmetic, comparisons, `repr` and the type's methods and attributes work
/// on that value), or `v` itself.
pub fn subclass_instance(cls: Option<Rc<Class>>, v: Value) -> Value {
    match cls {
        None => v,
        Some(cls) => Value::Instance(Rc::new(super::object::Instance {
            dict: RefCell::new(super::object::AttrMap::for_class(&cls)),
            class: cls,
            exc: None,
            payload: Some(v),
        })),
    }
}

/// The native classes of one thread, by the address of their [`NativeType`].
///
/// A native class refers to itself: its namespace holds its methods, and each method holds
/// the class (as the receiver of a class method, and to check an unbound method's first
/// argument). Reference counting alone would never free such a class, so when the thread
/// ends (and its per-thread tables with it) the classes' namespaces are emptied, which
/// breaks the cycles. Without it every thread that ran a session (`run_script` runs each on
/// a new thread) left its native classes behind: about 6 KB per run.
#[derive(Default)]
struct NativeClasses(RefCell<HashMap<usize, Rc<Class>>>);

impl Drop for NativeClasses {
    fn drop(&mut self) {
        for (_, c) in self.0.get_mut().drain() {
            // Not `dict_mut`: the class epoch is another per-thread value, maybe gone by now,
            // and no lookup can happen on a thread that is ending.
            let methods = std::mem::take(&mut *c.dict.borrow_mut());
            drop(std::mem::take(&mut *c.cache.borrow_mut()));
            drop(methods);
        }
    }
}

thread_local! {
    /// One class object per native type per thread (immutable from Python, like builtins).
    static CLASSES: NativeClasses = NativeClasses::default();
}

/// The class object of a native type (`type(obj)`), created on first use. `object` is the
/// base the class derives from.
pub fn class_of(t: &'static NativeType, object: &Rc<Class>) -> Rc<Class> {
    let key = t as *const NativeType as usize;
    if let Some(c) = CLASSES.with(|m| m.0.borrow().get(&key).cloned()) {
        return c;
    }
    let mut dict = super::object::AttrMap::default();
    dict.insert(Rc::from("__module__"), Value::str(t.module()));
    // A class at a freed class's address must not match caches made for that one.
    crate::values::object::Class::bump_epoch();
    let c = Rc::new(Class {
        name: Rc::from(t.short_name()),
        qualname: Rc::from(t.short_name()),
        bases: vec![object.clone()],
        mro: vec![object.clone()],
        dict: RefCell::new(dict),
        kind: TypeKind::Other,
        is_exc: false,
        builtin: true,
        cache: Default::default(),
        ext: Default::default(),
    });
    // Looked up on the class, a method is unbound: the binder checks its first argument.
    for m in t.methods {
        use crate::builtins::args::MethodKind;
        let (func, bound) = match m.kind {
            MethodKind::Instance => (Native::Unbound(t.name, m), Some(Value::Class(c.clone()))),
            // Class methods are bound to the class, static ones to nothing.
            MethodKind::Class => (
                Native::Table(t.short_name(), m),
                Some(Value::Class(c.clone())),
            ),
            MethodKind::Static => (Native::Table(t.short_name(), m), None),
        };
        let f = Value::Builtin(Rc::new(super::Builtin {
            name: Rc::from(m.name()),
            func,
            bound,
        }));
        c.dict_mut().insert(Rc::from(m.name()), f);
    }
    CLASSES.with(|m| m.0.borrow_mut().insert(key, c.clone()));
    c
}

/// A native object behind a thin pointer (`Value::Native` holds an `Rc` of it): a fat
/// `Rc<dyn NativeObject>` would make every `Value` a word larger. Dereferences to the object.
pub struct NativeBox(Box<dyn NativeObject>);

impl std::ops::Deref for NativeBox {
    type Target = dyn NativeObject;
    fn deref(&self) -> &Self::Target {
        &*self.0
    }
}

/// Wrap a native object as a value.
pub fn value<T: NativeObject>(obj: T) -> Value {
    Value::Native(Rc::new(NativeBox(Box::new(obj))))
}
