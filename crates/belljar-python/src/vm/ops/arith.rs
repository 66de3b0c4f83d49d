//! Arithmetic operators: int/float/bigint promotion, true and floor division, powers, bit
//! operations, sequence repetition and concatenation, set and dict operators, `type | type`, unary
//! operators and the allocation pre-checks they make.

use super::*;
use super::{ExcKind, PyErr, PyResult, Vm};
use crate::compile::code::{BinOp, UnOp};
use crate::values::int::{floordiv_i64, mod_i64};
use crate::values::{PyStr, SetObj, Value, ViewKind};
use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive, Zero};
use std::cell::RefCell;
use std::rc::Rc;

impl Vm {
    pub(super) fn binary_num(&mut self, op: BinOp, a: Num, b: Num) -> PyResult<Value> {
        use BinOp::*;
        if let (Num::I(x), Num::I(y)) = (&a, &b) {
            let (x, y) = (*x, *y);
            let r = match op {
                Add => x.checked_add(y),
                Sub => x.checked_sub(y),
                Mul => x.checked_mul(y),
                TrueDiv => {
                    if y == 0 {
                        return Err(zero_div("division by zero"));
                    }
                    return Ok(Value::float(true_div_int(x, y)));
                }
                FloorDiv => {
                    if y == 0 {
                        return Err(zero_div("integer division or modulo by zero"));
                    }
                    floordiv_i64(x, y)
                }
                Mod => {
                    if y == 0 {
                        return Err(zero_div("integer modulo by zero"));
                    }
                    Some(mod_i64(x, y))
                }
                Pow => {
                    if y < 0 {
                        if x == 0 {
                            return Err(zero_div("0.0 cannot be raised to a negative power"));
                        }
                        return Ok(Value::float((x as f64).powf(y as f64)));
                    }
                    if y <= u32::MAX as i64 {
                        x.checked_pow(y as u32)
                    } else {
                        None
                    }
                }
                LShift => {
                    if y < 0 {
                        return Err(PyErr::value_err("negative shift count"));
                    }
                    if y < 63 && x.unsigned_abs().leading_zeros() as i64 > y + 1 {
                        Some(x << y)
                    } else {
                        None
                    }
                }
                RShift => {
                    if y < 0 {
                        return Err(PyErr::value_err("negative shift count"));
                    }
                    Some(if y >= 64 {
                        if x < 0 { -1 } else { 0 }
                    } else {
                        x >> y
                    })
                }
                And => Some(x & y),
                Or => Some(x | y),
                Xor => Some(x ^ y),
                MatMul => return Err(unsupported(op, &Value::Int(x), &Value::Int(y))),
            };
            if let Some(r) = r {
                return Ok(Value::Int(r));
            }
        }
        if matches!(a, Num::F(_)) || matches!(b, Num::F(_)) {
            if matches!(op, LShift | RShift | And | Or | Xor | MatMul) {
                return Err(PyErr::type_err(format!(
                    "unsupported operand type(s) for {}: '{}' and '{}'",
                    op.symbol(),
                    if matches!(a, Num::F(_)) {
                        "float"
                    } else {
                        "int"
                    },
                    if matches!(b, Num::F(_)) {
                        "float"
                    } else {
                        "int"
                    }
                )));
            }
            let x = to_f64(&a)?;
            let y = to_f64(&b)?;
            let r = match op {
                Add => x + y,
                Sub => x - y,
                Mul => x * y,
                TrueDiv => {
                    if y == 0.0 {
                        return Err(zero_div("float division by zero"));
                    }
                    x / y
                }
                FloorDiv => {
                    if y == 0.0 {
                        return Err(zero_div("float floor division by zero"));
                    }
                    float_divmod(x, y).0
                }
                Mod => {
                    if y == 0.0 {
                        return Err(zero_div("float modulo"));
                    }
                    float_divmod(x, y).1
                }
                Pow => {
                    if x == 0.0 && y < 0.0 {
                        return Err(zero_div("0.0 cannot be raised to a negative power"));
                    }
                    if x < 0.0 && y.is_finite() && y.fract() != 0.0 {
                        // A negative number to a fractional power is complex.
                        return crate::builtins::complex::real_power(x, y);
                    }
                    let r = x.powf(y);
                    if r.is_infinite() && x.is_finite() && y.is_finite() {
                        return Err(PyErr::msg(
                            ExcKind::OverflowError,
                            "(34, 'Numerical result out of range')",
                        ));
                    }
                    r
                }
                _ => unreachable!(),
            };
            return Ok(Value::float(r));
        }
        // Big int arithmetic.
        let x = to_big(&a);
        let y = to_big(&b);
        let r = match op {
            Add => x + y,
            Sub => x - y,
            Mul => {
                let bits = x.bits() + y.bits();
                self.check_memory((bits / 8) as usize)?;
                self.check_work_time(crate::values::int::mul_cost_ms(x.bits(), y.bits()))?;
                x * y
            }
            TrueDiv => {
                if y.is_zero() {
                    return Err(zero_div("division by zero"));
                }
                return big_true_div(&x, &y).map(Value::float);
            }
            FloorDiv => {
                if y.is_zero() {
                    return Err(zero_div("integer division or modulo by zero"));
                }
                self.check_work_time(crate::values::int::div_cost_ms(x.bits(), y.bits()))?;
                crate::values::int::floordiv_big(&x, &y)
            }
            Mod => {
                if y.is_zero() {
                    return Err(zero_div("integer modulo by zero"));
                }
                self.check_work_time(crate::values::int::div_cost_ms(x.bits(), y.bits()))?;
                crate::values::int::mod_big(&x, &y)
            }
            Pow => {
                if y.is_negative() {
                    return Ok(Value::float(to_f64(&Num::B(x))?.powf(to_f64(&Num::B(y))?)));
                }
                let e = y.to_u64().unwrap_or(u64::MAX);
                let base_bits = x.bits();
                if base_bits > 1 {
                    let est = (base_bits as u128) * (e as u128) / 8;
                    if est > (1u128 << 40) {
                        return Err(self.memory_refusal(est));
                    }
                    self.check_memory(est as usize)?;
                    // The last squaring dominates: about 1.5 times its cost in all.
                    let half = (base_bits as u128 * e as u128 / 2).min(u64::MAX as u128) as u64;
                    self.check_work_time(1.5 * crate::values::int::mul_cost_ms(half, half))?;
                }
                if x.is_zero() || x == BigInt::from(1) {
                    if e == 0 { BigInt::from(1) } else { x }
                } else if x == BigInt::from(-1) {
                    if e.is_multiple_of(2) {
                        BigInt::from(1)
                    } else {
                        x
                    }
                } else {
                    num_traits::Pow::pow(&x, e as u32)
                }
            }
            LShift => {
                if y.is_negative() {
                    return Err(PyErr::value_err("negative shift count"));
                }
                if x.is_zero() {
                    return Ok(Value::Int(0));
                }
                // A count past sys.maxsize cannot be a size: CPython's OverflowError.
                let Some(s) = y.to_i64().map(|s| s as u64) else {
                    return Err(PyErr::msg(
                        ExcKind::OverflowError,
                        "too many digits in integer",
                    ));
                };
                let est = (x.bits() as u128 + s as u128) / 8;
                if est > (1u128 << 40) {
                    return Err(self.memory_refusal(est));
                }
                self.check_memory(est as usize)?;
                x << s as usize
            }
            RShift => {
                if y.is_negative() {
                    return Err(PyErr::value_err("negative shift count"));
                }
                let s = y.to_u64().unwrap_or(u64::MAX);
                if s > x.bits() {
                    return Ok(Value::Int(if x.is_negative() { -1 } else { 0 }));
                }
                x >> s as usize
            }
            And => x & y,
            Or => x | y,
            Xor => x ^ y,
            MatMul => {
                return Err(PyErr::type_err(
                    "unsupported operand type(s) for @: 'int' and 'int'",
                ));
            }
        };
        Ok(Value::from_big(r))
    }

    /// The error for an allocation refused before it is made.
    pub fn memory_refusal(&self, bytes: u128) -> PyErr {
        PyErr::Limit(
            crate::vm::LimitKind::Memory,
            format!(
                "memory limit exceeded (refused an allocation of about {bytes} bytes; the limit is {} bytes)",
                self.limits.max_memory.unwrap_or(usize::MAX)
            ),
        )
    }

    /// Check that `n` more bytes may be allocated, refusing absurd sizes outright.
    pub fn reserve(&self, n: u128) -> PyResult<()> {
        let limit = self.limits.max_memory.unwrap_or(usize::MAX) as u128;
        if n > limit || n > (1u128 << 40) {
            return Err(self.memory_refusal(n));
        }
        self.check_memory(n as usize)
    }

    /// The members of a `types.UnionType` value (`int | None`), or None for anything else.
    pub fn union_args(&self, v: &Value) -> Option<Vec<Value>> {
        match v {
            Value::Instance(i) if Rc::ptr_eq(&i.class, &self.types.union_type) => {
                match i.dict.borrow().get("__args__") {
                    Some(Value::Tuple(t)) => Some(t.to_vec()),
                    _ => Some(Vec::new()),
                }
            }
            _ => None,
        }
    }

    /// `origin[args]` (`list[int]`) as a `types.GenericAlias`.
    pub fn generic_alias(&self, origin: Value, args: Vec<Value>) -> Value {
        let mut dict = crate::values::object::AttrMap::default();
        dict.insert(crate::values::attrmap::intern("__origin__"), origin);
        dict.insert(
            crate::values::attrmap::intern("__args__"),
            Value::tuple(args),
        );
        Value::Instance(Rc::new(crate::values::Instance {
            class: self.types.generic_alias.clone(),
            dict: RefCell::new(dict),
            exc: None,
            payload: None,
        }))
    }

    /// The origin and arguments of a `types.GenericAlias`, or None for anything else.
    pub fn alias_parts(&self, v: &Value) -> Option<(Value, Vec<Value>)> {
        match v {
            Value::Instance(i) if Rc::ptr_eq(&i.class, &self.types.generic_alias) => {
                let d = i.dict.borrow();
                let origin = d.get("__origin__").cloned().unwrap_or(Value::None);
                let args = match d.get("__args__") {
                    Some(Value::Tuple(t)) => t.to_vec(),
                    _ => Vec::new(),
                };
                Some((origin, args))
            }
            _ => None,
        }
    }

    /// `a | b` on types (PEP 604): a `types.UnionType` of both sides' members, `None` as
    /// `NoneType`, duplicates dropped; None when either side is not a type.
    pub(super) fn type_union(&mut self, a: &Value, b: &Value) -> Option<Value> {
        let mut args: Vec<Value> = Vec::new();
        let mut any_union = false;
        for side in [a, b] {
            let members = match side {
                Value::Class(_) => vec![side.clone()],
                Value::Instance(i) if Rc::ptr_eq(&i.class, &self.types.generic_alias) => {
                    vec![side.clone()]
                }
                Value::None => vec![Value::Class(self.types.none.clone())],
                _ => {
                    any_union = true;
                    self.union_args(side)?
                }
            };
            for m in members {
                if !args.iter().any(|x| x.is(&m)) {
                    args.push(m);
                }
            }
        }
        // `None | None` is not a union; at least one side must be a type or a union.
        if !any_union && matches!((a, b), (Value::None, Value::None)) {
            return None;
        }
        if args.len() == 1 {
            // `int | int` is just int.
            return args.pop();
        }
        let mut dict = crate::values::object::AttrMap::default();
        dict.insert(
            crate::values::attrmap::intern("__args__"),
            Value::tuple(args),
        );
        Some(Value::Instance(Rc::new(crate::values::Instance {
            class: self.types.union_type.clone(),
            dict: RefCell::new(dict),
            exc: None,
            payload: None,
        })))
    }

    /// Whether `n` is an int a sequence can be repeated by.
    pub(super) fn is_repeat_count(n: &Value) -> bool {
        matches!(n, Value::Int(_) | Value::Bool(_) | Value::BigInt(_))
    }

    /// The repeat count of `seq * n` (negative counts as 0); an int past the index range is
    /// OverflowError, as in CPython, whatever the length of the sequence.
    pub(super) fn repeat_count(n: &Value) -> PyResult<usize> {
        match n {
            Value::Int(i) => Ok((*i).max(0) as usize),
            Value::Bool(b) => Ok(*b as usize),
            _ => Err(PyErr::msg(
                ExcKind::OverflowError,
                "cannot fit 'int' into an index-sized integer",
            )),
        }
    }

    /// Binary operation on builtin types; None when not applicable.
    pub(super) fn binary_builtin(
        &mut self,
        op: BinOp,
        a: &Value,
        b: &Value,
    ) -> PyResult<Option<Value>> {
        if let (Value::Bool(x), Value::Bool(y)) = (a, b) {
            match op {
                BinOp::And => return Ok(Some(Value::bool(x.get() & y.get()))),
                BinOp::Or => return Ok(Some(Value::bool(x.get() | y.get()))),
                BinOp::Xor => return Ok(Some(Value::bool(x.get() ^ y.get()))),
                _ => {}
            }
        }
        if let Some(r) = int128_fast(op, a, b) {
            return Ok(Some(r));
        }
        if let (Some(x), Some(y)) = (num(a), num(b)) {
            return self.binary_num(op, x, y).map(Some);
        }
        use BinOp::*;
        let r = match (op, a, b) {
            (Add, Value::Str(x), Value::Str(y)) => {
                self.reserve((x.s.len() + y.s.len()) as u128)?;
                Value::Str(Rc::new(PyStr::concat(x, y)))
            }
            (Mul, Value::Str(s), n) | (Mul, n, Value::Str(s)) if Self::is_repeat_count(n) => {
                let n = Self::repeat_count(n)?;
                self.reserve(s.s.len() as u128 * n as u128)?;
                Value::string(s.s.repeat(n))
            }
            (Add, Value::List(x), Value::List(y)) => {
                let mut v = x.borrow().clone();
                v.extend(y.borrow().iter().cloned());
                Value::list(v)
            }
            (Mul, Value::List(l), n) | (Mul, n, Value::List(l)) if Self::is_repeat_count(n) => {
                let n = Self::repeat_count(n)?;
                let items = l.borrow();
                self.reserve(items.len() as u128 * n as u128 * 16)?;
                // An empty list repeats to nothing without looping `n` times.
                let n = if items.is_empty() { 0 } else { n };
                let mut v = Vec::with_capacity(items.len() * n);
                for _ in 0..n {
                    v.extend(items.iter().cloned());
                }
                Value::list(v)
            }
            (Add, Value::Tuple(x), Value::Tuple(y)) => {
                let mut v = x.to_vec();
                v.extend(y.iter().cloned());
                Value::tuple(v)
            }
            (Mul, Value::Tuple(t), n) | (Mul, n, Value::Tuple(t)) if Self::is_repeat_count(n) => {
                let n = Self::repeat_count(n)?;
                self.reserve(t.len() as u128 * n as u128 * 16)?;
                let n = if t.is_empty() { 0 } else { n };
                let mut v = Vec::with_capacity(t.len() * n);
                for _ in 0..n {
                    v.extend(t.iter().cloned());
                }
                Value::tuple(v)
            }
            (Add, Value::Bytes(x), Value::Bytes(y)) => {
                let mut v = x.to_vec();
                v.extend_from_slice(y);
                Value::Bytes(Rc::from(v))
            }
            (Mul, Value::Bytes(s), n) | (Mul, n, Value::Bytes(s)) if Self::is_repeat_count(n) => {
                let n = Self::repeat_count(n)?;
                self.reserve(s.len() as u128 * n as u128)?;
                Value::Bytes(Rc::from(s.repeat(n)))
            }
            (Mod, Value::Str(s), args) => Value::string(self.percent_format(&s.s, args)?),
            (Mod, Value::Bytes(s), args) => {
                Value::Bytes(Rc::new(self.bytes_percent_format(s, args)?))
            }
            (
                Or | And | Sub | Xor,
                Value::Set(_) | Value::FrozenSet(_),
                Value::Set(_) | Value::FrozenSet(_),
            ) => {
                let frozen = matches!(a, Value::FrozenSet(_));
                let r = set_op(op, a, b);
                if frozen {
                    Value::FrozenSet(Rc::new(r))
                } else {
                    Value::Set(Rc::new(RefCell::new(r)))
                }
            }
            (Or | And | Sub | Xor, Value::View(v), other)
            | (Or | And | Sub | Xor, other, Value::View(v))
                if v.kind != ViewKind::Values
                    && matches!(
                        other,
                        Value::View(_)
                            | Value::Set(_)
                            | Value::FrozenSet(_)
                            | Value::List(_)
                            | Value::Tuple(_)
                    ) =>
            {
                let _ = (v, other);
                let x = Value::Set(Rc::new(RefCell::new(self.keyset_of(a)?)));
                let y = Value::Set(Rc::new(RefCell::new(self.keyset_of(b)?)));
                Value::Set(Rc::new(RefCell::new(set_op(op, &x, &y))))
            }
            (Or, Value::Dict(x), Value::Dict(y)) => {
                let mut d = x.borrow().clone();
                for (k, v) in y.borrow().iter() {
                    d.insert(k.clone(), v.clone());
                }
                Value::Dict(Rc::new(crate::values::teardown::DictCell::new(d)))
            }
            _ => return Ok(None),
        };
        Ok(Some(r))
    }

    pub(super) fn keyset_of(&mut self, v: &Value) -> PyResult<SetObj> {
        match v {
            Value::Set(_) | Value::FrozenSet(_) => Ok(set_of(v)),
            _ => {
                let mut s = SetObj::default();
                for x in self.collect(v)? {
                    let k = self.key(x)?;
                    s.insert(k);
                }
                Ok(s)
            }
        }
    }

    /// A builtin type's binary operator slot (`int.__add__`): the result, or None where
    /// CPython's slot returns `NotImplemented`.
    pub fn binary_slot(&mut self, op: BinOp, a: &Value, b: &Value) -> PyResult<Option<Value>> {
        if a.payload().is_some() || b.payload().is_some() {
            return self.binary_builtin(op, a.base_value(), b.base_value());
        }
        self.binary_builtin(op, a, b)
    }

    /// `a op b`.
    pub fn binary(&mut self, op: BinOp, a: &Value, b: &Value) -> PyResult<Value> {
        if let Some(r) = self.binary_builtin(op, a, b)? {
            return Ok(r);
        }
        let (name, rname, _) = op.dunders();
        let b_first = self.reflected_first(a, b, rname, true);
        if b_first {
            if let Some(r) = self.call_dunder(b, rname, a)? {
                return Ok(r);
            }
        }
        if let Value::Native(o) = a {
            if let Some(r) = o.binary(self, op, b, false)? {
                return Ok(r);
            }
        }
        if let Value::Instance(_) = a {
            if let Some(r) = self.call_dunder(a, name, b)? {
                return Ok(r);
            }
        }
        self.binary_rest(op, a, b, b_first)
    }

    /// The frame of `a.__op__(b)` when `a op b` starts with a call of a Python function
    /// defined by `a`'s class (a user class's `__add__`), for the loop to run as it runs a
    /// call: the frame's `binop` marks it, and [`Vm::binary_rest`] goes on when it returns
    /// `NotImplemented`. `None` when the operation starts any other way ([`Vm::binary`]).
    pub(crate) fn binary_frame(
        &mut self,
        op: BinOp,
        a: &Value,
        b: &Value,
    ) -> PyResult<Option<Box<crate::vm::Frame>>> {
        let Value::Instance(ai) = a else {
            return Ok(None);
        };
        // Whatever `binary_builtin` would take (a user object times a sequence, with
        // `__index__`) or a subclass instance of a builtin type goes the general way.
        if ai.payload.is_some()
            || b.payload().is_some()
            || (op == BinOp::Mul
                && matches!(
                    b,
                    Value::Str(_) | Value::List(_) | Value::Tuple(_) | Value::Bytes(_)
                ))
        {
            return Ok(None);
        }
        let (name, rname, _) = op.dunders();
        let Some(Value::Function(func)) = ai.class.lookup(name) else {
            return Ok(None);
        };
        if func.code.is_generator || self.reflected_first(a, b, rname, true) {
            return Ok(None);
        }
        let mut frame = self.frame_for_pair(func, a.clone(), b.clone())?;
        frame.binop = Some(op);
        Ok(Some(frame))
    }

    /// The rest of `a op b` after `a`'s own method declined (returned `NotImplemented`, or
    /// has none): the native and reflected methods of `b`, builtin subclasses' values, then
    /// CPython's `TypeError`. `b_first`: `b`'s reflected method was tried already.
    pub(crate) fn binary_rest(
        &mut self,
        op: BinOp,
        a: &Value,
        b: &Value,
        b_first: bool,
    ) -> PyResult<Value> {
        let (_, rname, _) = op.dunders();
        if let Value::Native(o) = b {
            if let Some(r) = o.binary(self, op, a, true)? {
                return Ok(r);
            }
        }
        // (As CPython, `b`'s reflected method only when `b` is of another type than `a`.)
        if let (Value::Instance(bi), false) = (b, b_first) {
            let same = matches!(a, Value::Instance(ai) if Rc::ptr_eq(&ai.class, &bi.class));
            if !same {
                if let Some(r) = self.call_dunder(b, rname, a)? {
                    return Ok(r);
                }
            }
        }
        // Instances of builtin types' subclasses: the builtin operation on their values.
        if a.payload().is_some() || b.payload().is_some() {
            let (x, y) = (a.base_value(), b.base_value());
            // (A native type's subclass: `complex`, `Decimal`; the result is of the type.)
            if matches!(x, Value::Native(_)) || matches!(y, Value::Native(_)) {
                let (x, y) = (x.clone(), y.clone());
                return self.binary(op, &x, &y);
            }
            if let Some(r) = self.binary_builtin(op, a.base_value(), b.base_value())? {
                return Ok(r);
            }
        }
        if op == BinOp::Or {
            if let Some(u) = self.type_union(a, b) {
                return Ok(u);
            }
        }
        if op == BinOp::Add {
            let a = a.base_value();
            if let (Value::Bytes(_), _) = (a, b) {
                return Err(PyErr::type_err(format!(
                    "can't concat {} to bytes",
                    b.type_name()
                )));
            }
            if let (Value::Str(_), _) = (a, b) {
                return Err(PyErr::type_err(format!(
                    "can only concatenate str (not \"{}\") to str",
                    b.type_name()
                )));
            }
            if let (Value::List(_), _) = (a, b) {
                return Err(PyErr::type_err(format!(
                    "can only concatenate list (not \"{}\") to list",
                    b.type_name()
                )));
            }
            if let (Value::Tuple(_), _) = (a, b) {
                return Err(PyErr::type_err(format!(
                    "can only concatenate tuple (not \"{}\") to tuple",
                    b.type_name()
                )));
            }
        }
        if op == BinOp::Mul {
            // A sequence repeated by an object with `__index__` (after its own `__mul__` /
            // `__rmul__` declined).
            let seq = |v: &Value| {
                matches!(
                    v,
                    Value::Str(_) | Value::List(_) | Value::Tuple(_) | Value::Bytes(_)
                )
            };
            let (s, n) = if seq(a) { (a, b) } else { (b, a) };
            if seq(s) && matches!(n, Value::Instance(_)) {
                if let Some(i) = self.user_index(n)? {
                    if let Value::BigInt(_) = i {
                        return Err(PyErr::msg(
                            ExcKind::OverflowError,
                            format!("cannot fit '{}' into an index-sized integer", n.type_name()),
                        ));
                    }
                    return self.binary(op, s, &i);
                }
            }
            if let (
                Value::Str(_) | Value::List(_) | Value::Tuple(_),
                Value::Float(_) | Value::Str(_) | Value::List(_) | Value::Tuple(_),
            )
            | (Value::Float(_), Value::Str(_) | Value::List(_) | Value::Tuple(_)) = (a, b)
            {
                let other = if matches!(a, Value::Str(_) | Value::List(_) | Value::Tuple(_)) {
                    b
                } else {
                    a
                };
                return Err(PyErr::type_err(format!(
                    "can't multiply sequence by non-int of type '{}'",
                    other.type_name()
                )));
            }
        }
        Err(unsupported(op, a, b))
    }

    /// `s += t` on two strs, as CPython's `unicode_concatenate`: when the next instruction
    /// stores into the local or global variable that holds `s` (the `StoreFast`/`StoreGlobal`
    /// of the augmented assignment), the variable's reference is let go first, so a string
    /// nobody else holds grows in place, with the buffer's geometric growth — a loop of `+=`
    /// is linear instead of copying the whole string each time. The store that follows
    /// rebinds the variable; nothing runs in between (the memory check comes first).
    pub(crate) fn str_iadd(
        &mut self,
        f: &mut crate::vm::Frame,
        a: Value,
        b: &Value,
    ) -> PyResult<Value> {
        let (Value::Str(mut x), Value::Str(y)) = (a, b) else {
            unreachable!("str_iadd given a non-str")
        };
        self.reserve((x.s.len() + y.s.len()) as u128)?;
        let slot = match f.code.ops.get(f.pc) {
            Some(&crate::compile::code::Op::StoreFast(i)) => f.locals.get_mut(i as usize),
            Some(&crate::compile::code::Op::StoreGlobal(g)) => {
                self.globals.values.get_mut(g as usize)
            }
            _ => None,
        };
        if let Some(slot) = slot {
            if matches!(slot, Some(Value::Str(held)) if Rc::ptr_eq(held, &x)) {
                *slot = None;
            }
        }
        Ok(match Rc::get_mut(&mut x) {
            Some(s) => {
                s.push_str(y);
                Value::Str(x)
            }
            None => Value::Str(Rc::new(PyStr::concat(&x, y))),
        })
    }

    /// `a op= b`.
    pub fn inplace(&mut self, op: BinOp, a: &Value, b: &Value) -> PyResult<Value> {
        if let Value::Native(o) = a {
            if o.inplace(self, op, b)?.is_some() {
                return Ok(a.clone());
            }
        }
        match (op, a) {
            (BinOp::Add, Value::List(l)) => {
                let items = self.collect(b)?;
                l.borrow_mut().extend(items);
                return Ok(a.clone());
            }
            (BinOp::Mul, Value::List(l)) if Self::is_repeat_count(b) => {
                // `list *= n` repeats in place (the same list object), as in CPython.
                let n = Self::repeat_count(b)?;
                let len = l.borrow().len();
                self.reserve(len as u128 * n.saturating_sub(1) as u128 * 16)?;
                let mut v = l.borrow_mut();
                if n == 0 {
                    v.clear();
                } else if len > 0 {
                    v.reserve(len * (n - 1));
                    for _ in 1..n {
                        v.extend_from_within(..len);
                    }
                }
                drop(v);
                return Ok(a.clone());
            }
            (BinOp::Or | BinOp::And | BinOp::Sub | BinOp::Xor, Value::Set(s))
                if matches!(b, Value::Set(_) | Value::FrozenSet(_)) =>
            {
                // In place, on the same set object (`set_ior` and friends).
                self.check_growth(0)?;
                if sets::same_set(a, b) {
                    if matches!(op, BinOp::Sub | BinOp::Xor) {
                        let old = s.borrow_mut().take();
                        crate::values::teardown::teardown_all(old.into_iter().map(|k| k.value));
                    }
                    return Ok(a.clone());
                }
                let o = sets::Operand::Set(b.clone());
                if op == BinOp::And {
                    let mut tmp = sets::intersection(&s.borrow(), &o);
                    s.borrow_mut().swap_bodies(&mut tmp);
                    crate::values::teardown::teardown_all(tmp.into_iter().map(|k| k.value));
                    return Ok(a.clone());
                }
                let mut sb = s.borrow_mut();
                match op {
                    BinOp::Or => sets::update(&mut sb, &o),
                    BinOp::Sub => sets::difference_update(&mut sb, &o),
                    _ => sets::symmetric_difference_update(&mut sb, &o),
                }
                drop(sb);
                return Ok(a.clone());
            }
            (BinOp::Or, Value::Dict(d)) if matches!(b, Value::Dict(_)) => {
                let items = self.mapping_items(b)?;
                let mut d = d.borrow_mut();
                for (k, v) in items {
                    d.insert(k, v);
                }
                return Ok(a.clone());
            }
            (_, Value::Instance(_)) => {
                let (_, _, iname) = op.dunders();
                if let Some(r) = self.call_dunder(a, iname, b)? {
                    return Ok(r);
                }
                // A mutable builtin base's in-place operation changes the instance's value
                // and gives the instance back.
                if let Some(p @ (Value::List(_) | Value::Set(_) | Value::Dict(_))) = a.payload() {
                    let p = p.clone();
                    let other = match (&p, b) {
                        (Value::List(_), _) => b.clone(),
                        _ => b.base_value().clone(),
                    };
                    let in_place = matches!(
                        (op, &p, &other),
                        (BinOp::Add, Value::List(_), _)
                            | (BinOp::Mul, Value::List(_), _)
                            | (
                                BinOp::Or,
                                Value::Set(_),
                                Value::Set(_) | Value::FrozenSet(_)
                            )
                            | (BinOp::Or, Value::Dict(_), Value::Dict(_))
                    );
                    if in_place {
                        let r = self.inplace(op, &p, &other)?;
                        return Ok(if r.is(&p) { a.clone() } else { r });
                    }
                }
            }
            _ => {}
        }
        match self.binary(op, a, b) {
            Err(PyErr::New(ExcKind::TypeError, args))
                if op != BinOp::Add || !matches!(a, Value::Str(_)) =>
            {
                let msg = match args.first() {
                    Some(Value::Str(s)) => s.s.replacen(
                        &format!("for {}:", op.symbol()),
                        &format!("for {}=:", op.symbol().trim_end_matches(" or pow()")),
                        1,
                    ),
                    _ => String::new(),
                };
                Err(PyErr::type_err(msg))
            }
            r => r,
        }
    }

    /// Unary operators.
    pub fn unary(&mut self, op: UnOp, a: &Value) -> PyResult<Value> {
        match (op, a) {
            (UnOp::Not, v) => Ok(Value::bool(!self.truthy(v)?)),
            (UnOp::Neg, Value::Int(i)) => Ok(match i.checked_neg() {
                Some(r) => Value::Int(r),
                None => Value::from_big(-BigInt::from(*i)),
            }),
            (UnOp::Neg, Value::Bool(b)) => Ok(Value::Int(-(*b as i64))),
            (UnOp::Neg, Value::BigInt(b)) => Ok(Value::from_big(-(**b).clone())),
            (UnOp::Neg, Value::Float(f)) => Ok(Value::float(-f.get())),
            (UnOp::Pos, Value::Int(_) | Value::BigInt(_) | Value::Float(_)) => Ok(a.clone()),
            (UnOp::Pos, Value::Bool(b)) => Ok(Value::Int(*b as i64)),
            (UnOp::Invert, Value::Int(i)) => Ok(Value::Int(!i)),
            (UnOp::Invert, Value::Bool(b)) => Ok(Value::Int(!(*b as i64))),
            (UnOp::Invert, Value::BigInt(b)) => Ok(Value::from_big(-(**b).clone() - 1)),
            (_, Value::Native(o)) => match o.unary(self, op)? {
                Some(r) => Ok(r),
                None => Err(bad_unary(op, a)),
            },
            (_, Value::Instance(_)) => {
                let name = match op {
                    UnOp::Neg => "__neg__",
                    UnOp::Pos => "__pos__",
                    _ => "__invert__",
                };
                match self.lookup_special(a, name) {
                    Some(m) => self.call(&m, vec![], vec![]),
                    None => match a.payload() {
                        Some(p) => {
                            let p = p.clone();
                            self.unary(op, &p)
                        }
                        None => Err(bad_unary(op, a)),
                    },
                }
            }
            _ => Err(bad_unary(op, a)),
        }
    }
}

/// CPython's float divmod.
pub(super) fn float_divmod(vx: f64, wx: f64) -> (f64, f64) {
    let mut m = vx % wx;
    let mut div = (vx - m) / wx;
    if m != 0.0 {
        if (wx < 0.0) != (m < 0.0) {
            m += wx;
            div -= 1.0;
        }
    } else {
        m = 0.0f64.copysign(wx);
    }
    let floordiv = if div != 0.0 {
        let mut f = div.floor();
        if div - f > 0.5 {
            f += 1.0;
        }
        f
    } else {
        0.0f64.copysign(vx / wx)
    };
    (floordiv, m)
}

/// `x / y` for ints too large to convert to float first (the quotient may still fit):
/// about 64 significant bits of the quotient by integer division, then scaled.
/// `x / y` for ints, correctly rounded (round half to even, subnormals included) as CPython's
/// `long_true_divide`; `OverflowError` when the quotient is too large for a float.
/// [`crate::values::int::binop_i128`] for two int values, one of them a `BigInt` that fits
/// an i128 or an i64 operation that overflowed; None otherwise.
#[inline]
fn int128_fast(op: BinOp, a: &Value, b: &Value) -> Option<Value> {
    let wide = |v: &Value| match v {
        Value::Int(i) => Some(*i as i128),
        Value::BigInt(b) => b.to_i128(),
        _ => None,
    };
    crate::values::int::binop_i128(op, wide(a)?, wide(b)?)
}

pub(super) fn big_true_div(x: &BigInt, y: &BigInt) -> PyResult<f64> {
    let too_large = || {
        PyErr::msg(
            ExcKind::OverflowError,
            "integer division result too large for a float",
        )
    };
    let negative = x.is_negative() != y.is_negative();
    let (a, b) = (x.abs(), y.abs());
    if a.is_zero() {
        return Ok(if negative { -0.0 } else { 0.0 });
    }
    // A quotient of at least 55 bits: 53 for the mantissa, a rounding bit, and the remainder
    // as the sticky bit.
    let shift = 56 - (a.bits() as i64 - b.bits() as i64);
    let (q, r) = if shift >= 0 {
        num_integer::Integer::div_rem(&(&a << shift as usize), &b)
    } else {
        num_integer::Integer::div_rem(&a, &(&b << (-shift) as usize))
    };
    let sticky = !r.is_zero();
    let qbits = q.bits() as i64;
    // The quotient lies in [2^(e-1), 2^e).
    let e = qbits - shift;
    if e > 1024 {
        return Err(too_large());
    }
    // Bits the result keeps: 53, fewer in the subnormal range.
    let keep = 53.min(e + 1074);
    if keep <= 0 {
        // Below half the smallest subnormal (or exactly half, which rounds to even: zero),
        // unless it is more than half.
        let exact_half = q == (BigInt::from(1) << (qbits - 1) as usize) && !sticky;
        let half_min = keep == 0 && !exact_half;
        let r = if half_min { f64::from_bits(1) } else { 0.0 };
        return Ok(if negative { -r } else { r });
    }
    let drop = (qbits - keep) as usize;
    let mut m = (&q >> drop).to_u64().unwrap_or(0);
    if drop > 0 {
        let rest = &q - (BigInt::from(m) << drop);
        let half = BigInt::from(1) << (drop - 1);
        let up = match rest.cmp(&half) {
            std::cmp::Ordering::Greater => true,
            std::cmp::Ordering::Equal => sticky || m & 1 == 1,
            std::cmp::Ordering::Less => false,
        };
        if up {
            m += 1;
        }
    }
    // m * 2^(drop - shift), exactly: m has at most 54 bits and the result is representable
    // (it was rounded to the bits its range keeps), so every partial scaling by a power of two
    // is exact too.
    let mut v = m as f64;
    let mut exp = drop as i64 - shift;
    while exp > 0 {
        let step = exp.min(1000);
        v *= f64::from_bits(((step + 1023) as u64) << 52);
        exp -= step;
    }
    while exp < 0 {
        let step = (-exp).min(1000);
        v *= f64::from_bits(((1023 - step) as u64) << 52);
        exp += step;
    }
    if v.is_infinite() {
        return Err(too_large());
    }
    Ok(if negative { -v } else { v })
}

pub(super) fn true_div_int(x: i64, y: i64) -> f64 {
    if x.unsigned_abs() <= (1 << 53) && y.unsigned_abs() <= (1 << 53) {
        // Both exact as floats: one correctly rounded division.
        x as f64 / y as f64
    } else {
        big_true_div(&BigInt::from(x), &BigInt::from(y)).unwrap_or(f64::NAN)
    }
}

pub(super) fn unsupported(op: BinOp, a: &Value, b: &Value) -> PyErr {
    PyErr::type_err(format!(
        "unsupported operand type(s) for {}: '{}' and '{}'",
        op.symbol(),
        a.type_name(),
        b.type_name()
    ))
}

pub(super) fn bad_unary(op: UnOp, a: &Value) -> PyErr {
    let sym = match op {
        UnOp::Neg => "-",
        UnOp::Pos => "+",
        UnOp::Invert => "~",
        UnOp::Not => "not",
    };
    PyErr::type_err(format!(
        "bad operand type for unary {}: '{}'",
        sym,
        a.type_name()
    ))
}

/// `a op b` for two sets or frozensets (`|`, `&`, `-`, `^`), CPython's way.
pub(super) fn set_op(op: BinOp, a: &Value, b: &Value) -> SetObj {
    let Some(me) = sets::borrow_set(a) else {
        return SetObj::new();
    };
    if sets::same_set(a, b) {
        return match op {
            BinOp::Or | BinOp::And => me.copy(),
            _ => SetObj::new(),
        };
    }
    let o = sets::Operand::Set(b.clone());
    match op {
        BinOp::Or => {
            let mut r = me.copy();
            sets::update(&mut r, &o);
            r
        }
        BinOp::And => sets::intersection(&me, &o),
        BinOp::Sub => sets::difference(&me, &o),
        _ => sets::symmetric_difference(&me, &o),
    }
}
