//! `random`: CPython's Mersenne Twister (MT19937, `Modules/_randommodule.c`) as a native
//! generator core (`_Core`: seeding, `random`, `getrandbits`, state, and `_randbelow`'s
//! rejection loop), under the module's Python source (`py/random.py`), which is CPython's
//! `Lib/random.py` algorithms written over that core. Same seed, same numbers as CPython 3.11.

use crate::values::PyBool;
use std::cell::RefCell;

use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{Signed, ToPrimitive};
use sha2::{Digest, Sha512};

use super::registry::ModuleDef;
use crate::builtins::args::{self, Args, Method, Sig};
use crate::values::Value;
use crate::values::globals::GlobalsRef;
use crate::values::native::{self, NativeObject, NativeType};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The `random` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[&NEW_CORE, &INDEX, &URANDOM],
    python: Some(include_str!("py/random.py")),
    ..ModuleDef::empty("random")
};

const N: usize = 624;
const M: usize = 397;
const MATRIX_A: u32 = 0x9908_b0df;
const UPPER_MASK: u32 = 0x8000_0000;
const LOWER_MASK: u32 = 0x7fff_ffff;

/// The MT19937 state: 624 words and the position of the next one.
struct Mt {
    state: [u32; N],
    index: usize,
}

impl Mt {
    /// `init_genrand`.
    fn init_genrand(&mut self, s: u32) {
        let mt = &mut self.state;
        mt[0] = s;
        for i in 1..N {
            mt[i] = 1_812_433_253u32
                .wrapping_mul(mt[i - 1] ^ (mt[i - 1] >> 30))
                .wrapping_add(i as u32);
        }
        self.index = N;
    }

    /// `init_by_array`: CPython seeds every generator this way.
    fn init_by_array(&mut self, key: &[u32]) {
        self.init_genrand(19_650_218);
        let mt = &mut self.state;
        let (mut i, mut j) = (1usize, 0usize);
        let len = key.len().max(1);
        for _ in 0..N.max(len) {
            let k = key.get(j).copied().unwrap_or(0);
            mt[i] = (mt[i] ^ (mt[i - 1] ^ (mt[i - 1] >> 30)).wrapping_mul(1_664_525))
                .wrapping_add(k)
                .wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= N {
                mt[0] = mt[N - 1];
                i = 1;
            }
            if j >= len {
                j = 0;
            }
        }
        for _ in 0..N - 1 {
            mt[i] = (mt[i] ^ (mt[i - 1] ^ (mt[i - 1] >> 30)).wrapping_mul(1_566_083_941))
                .wrapping_sub(i as u32);
            i += 1;
            if i >= N {
                mt[0] = mt[N - 1];
                i = 1;
            }
        }
        mt[0] = 0x8000_0000;
    }

    /// Refill the 624 words.
    fn generate(&mut self) {
        let mt = &mut self.state;
        let mag = |y: u32| if y & 1 == 0 { 0 } else { MATRIX_A };
        for kk in 0..N - M {
            let y = (mt[kk] & UPPER_MASK) | (mt[kk + 1] & LOWER_MASK);
            mt[kk] = mt[kk + M] ^ (y >> 1) ^ mag(y);
        }
        for kk in N - M..N - 1 {
            let y = (mt[kk] & UPPER_MASK) | (mt[kk + 1] & LOWER_MASK);
            mt[kk] = mt[kk + M - N] ^ (y >> 1) ^ mag(y);
        }
        let y = (mt[N - 1] & UPPER_MASK) | (mt[0] & LOWER_MASK);
        mt[N - 1] = mt[M - 1] ^ (y >> 1) ^ mag(y);
        self.index = 0;
    }

    /// `genrand_uint32`: the next 32-bit output.
    #[inline]
    fn next_u32(&mut self) -> u32 {
        if self.index >= N {
            self.generate();
        }
        let mut y = self.state[self.index];
        self.index += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    /// `random()`: 53 bits from two outputs, as CPython's `random_random`.
    #[inline]
    fn random(&mut self) -> f64 {
        let a = self.next_u32() >> 5;
        let b = self.next_u32() >> 6;
        (a as f64 * 67_108_864.0 + b as f64) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// `getrandbits(k)` for `1 <= k <= 64`: words from least to most significant, the last
    /// one cut down to its top bits.
    #[inline]
    fn bits64(&mut self, k: u32) -> u64 {
        if k <= 32 {
            return (self.next_u32() >> (32 - k)) as u64;
        }
        let lo = self.next_u32() as u64;
        let hi = (self.next_u32() >> (64 - k)) as u64;
        lo | (hi << 32)
    }

    /// `getrandbits(k)` for any `k >= 1`, as little-endian 32-bit words; `check` (the
    /// deadline) runs before every [`WORDS_PER_CHECK`] words, so a draw of millions of words
    /// stops at the time limit.
    fn bits_words(&mut self, k: u64, check: &dyn Fn() -> PyResult<()>) -> PyResult<Vec<u32>> {
        let words = ((k - 1) / 32 + 1) as usize;
        let mut out = Vec::with_capacity(words);
        let mut left = k;
        for i in 0..words {
            if i % WORDS_PER_CHECK == WORDS_PER_CHECK - 1 {
                check()?;
            }
            let mut r = self.next_u32();
            if left < 32 {
                r >>= 32 - left;
            }
            out.push(r);
            left = left.saturating_sub(32);
        }
        Ok(out)
    }

    /// Seed from the absolute value of an int, split into 32-bit words (`random_seed`).
    fn seed_uint(&mut self, n: &BigUint) {
        let mut key = n.to_u32_digits();
        if key.is_empty() {
            key.push(0);
        }
        self.init_by_array(&key);
    }
}

/// The generator core of a `random.Random`: CPython's `_random.Random` state.
pub struct Core {
    mt: RefCell<Box<Mt>>,
}

/// The type of [`Core`].
pub static CORE: NativeType = NativeType {
    name: "random._Core",
    methods: &[
        &RANDOM,
        &RANDBELOW,
        &GETRANDBITS,
        &SEED,
        &SEED_BYTES,
        &GETSTATE,
        &SETSTATE,
        &RANDINT,
        &RANDRANGE,
        &CHOICE,
        &SHUFFLE,
        &UNIFORM,
    ],
};

impl NativeObject for Core {
    fn native_type(&self) -> &'static NativeType {
        &CORE
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    /// The state as `getstate()` gives it: 624 words and the index.
    fn save(&self) -> Result<Value, String> {
        Ok(state_tuple(&self.mt.borrow()))
    }
}

static NEW_CORE: Method = Method::function(Sig::noargs("_core"), new_core);
static INDEX: Method = Method::function(Sig::one("_index"), index);
static URANDOM: Method = Method::function(Sig::one("_urandom"), urandom);
static RANDOM: Method = Method::new(Sig::noargs("random"), random);
static RANDBELOW: Method = Method::new(Sig::one("randbelow"), randbelow);
static GETRANDBITS: Method = Method::new(Sig::one("getrandbits"), getrandbits);
static SEED: Method = Method::new(Sig::one("seed"), seed);
static SEED_BYTES: Method = Method::new(Sig::one("seed_bytes"), seed_bytes);
static GETSTATE: Method = Method::new(Sig::noargs("getstate"), getstate);
static SETSTATE: Method = Method::new(Sig::one("setstate"), setstate);

// The shared instance's `randint`, `randrange`, `choice`, `shuffle` and `uniform` (the
// module-level functions): CPython's algorithms natively for the common arguments (ints,
// lists and tuples, numbers), the Python methods of `random._inst` for everything else.
static RANDINT: Method = Method::new(Sig::raw("randint"), fast_randint);
static RANDRANGE: Method = Method::new(Sig::raw("randrange"), fast_randrange);
static CHOICE: Method = Method::new(Sig::raw("choice"), fast_choice);
static SHUFFLE: Method = Method::new(Sig::raw("shuffle"), fast_shuffle);
static UNIFORM: Method = Method::new(Sig::raw("uniform"), fast_uniform);

fn core<'a>(this: &'a Value, name: &str) -> PyResult<&'a Core> {
    native::this::<Core>(this, &CORE, name)
}

/// `_core()`: a new generator (seeded by its owner right after).
fn new_core(_: &mut Vm, _: &Value, _: &Args) -> PyResult<Value> {
    // All zeros, as CPython's `_random.Random.__new__` leaves a generator nobody seeds.
    let mt = Box::new(Mt {
        state: [0; N],
        index: 0,
    });
    Ok(native::value(Core {
        mt: RefCell::new(mt),
    }))
}

/// A core from its saved state tuple (a session restored, `host/save/`), through
/// `setstate`, which checks it.
pub fn restore_core(vm: &mut Vm, state: Value) -> PyResult<Value> {
    let core = native::value(Core {
        mt: RefCell::new(Box::new(Mt {
            state: [0; N],
            index: 0,
        })),
    });
    let set = vm.get_attr(&core, "setstate")?;
    vm.call(&set, vec![state], vec![])?;
    Ok(core)
}

/// The module's state a saved session keeps (`host/save/`): `getstate()` of the hidden
/// `Random` instance the module's functions use (`_inst` of its namespace `ns`), so a
/// session restored after `random.seed(3)` continues the same sequence.
pub fn save_module_state(vm: &mut Vm, ns: Option<&GlobalsRef>) -> PyResult<Value> {
    let inst = hidden_instance(ns)?;
    let get = vm.get_attr(&inst, "getstate")?;
    vm.call(&get, vec![], vec![])
}

/// Put back what [`save_module_state`] saved, through the hidden instance's `setstate`
/// (which checks it).
pub fn restore_module_state(vm: &mut Vm, ns: Option<&GlobalsRef>, state: Value) -> PyResult<()> {
    let inst = hidden_instance(ns)?;
    let set = vm.get_attr(&inst, "setstate")?;
    vm.call(&set, vec![state], vec![])?;
    Ok(())
}

/// `_inst`, the module's own `Random` instance, from its namespace.
fn hidden_instance(ns: Option<&GlobalsRef>) -> PyResult<Value> {
    ns.and_then(|g| g.borrow().get("_inst"))
        .ok_or_else(|| PyErr::msg(ExcKind::SystemError, "random has no hidden instance"))
}

/// `_index(x)`: `operator.index`.
fn index(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    match a.arg(0) {
        v @ Value::Int(_) => Ok(v.clone()),
        v => Ok(Value::from_big(args::index_big(vm, v)?)),
    }
}

/// `_urandom(n)`: `n` bytes from the OS (`os.urandom`, for `SystemRandom`).
fn urandom(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let n = args::index(vm, a.arg(0))?;
    if n < 0 {
        return Err(PyErr::value_err("negative argument not allowed"));
    }
    vm.check_growth(n as usize)?;
    let mut buf = vec![0u8; n as usize];
    getrandom::getrandom(&mut buf)
        .map_err(|e| PyErr::msg(ExcKind::OSError, format!("no OS entropy: {e}")))?;
    Ok(Value::Bytes(std::rc::Rc::new(buf)))
}

/// `core.random()`.
fn random(_: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    Ok(Value::float(core(this, "random")?.mt.borrow_mut().random()))
}

/// An int value from a u64.
fn int_u64(x: u64) -> Value {
    match i64::try_from(x) {
        Ok(i) => Value::Int(i),
        Err(_) => Value::from_big(BigInt::from(x)),
    }
}

/// An int value from little-endian 32-bit words.
/// Words `getrandbits` draws between two checks of the deadline.
const WORDS_PER_CHECK: usize = 1 << 16;

fn int_words(words: &[u32]) -> Value {
    Value::from_big(BigInt::from_biguint(Sign::Plus, BigUint::from_slice(words)))
}

/// The `k` of `getrandbits(k)`: a C int, as CPython's Argument Clinic converts it.
fn c_int(vm: &mut Vm, v: &Value) -> PyResult<i64> {
    let b = args::index_big(vm, v)?;
    match b.to_i32() {
        Some(k) => Ok(k as i64),
        None => Err(PyErr::msg(
            ExcKind::OverflowError,
            "Python int too large to convert to C int",
        )),
    }
}

/// `core.getrandbits(k)`.
fn getrandbits(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let k = c_int(vm, a.arg(0))?;
    let c = core(this, "getrandbits")?;
    if k < 0 {
        return Err(PyErr::value_err("number of bits must be non-negative"));
    }
    if k == 0 {
        return Ok(Value::Int(0));
    }
    if k <= 64 {
        return Ok(int_u64(c.mt.borrow_mut().bits64(k as u32)));
    }
    // The words, then the int built from them (about twice the bytes).
    vm.check_growth((k as usize / 8).saturating_mul(3))?;
    let words =
        c.mt.borrow_mut()
            .bits_words(k as u64, &|| vm.check_deadline())?;
    Ok(int_words(&words))
}

/// `core.randbelow(n)` for an int `n > 0`: CPython's `_randbelow_with_getrandbits`, draws of
/// `n.bit_length()` bits until one is below `n`.
fn randbelow(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let c = core(this, "randbelow")?;
    let n = match a.arg(0) {
        Value::Int(n) if *n > 0 => *n as u64,
        Value::Bool(PyBool::True) => 1,
        Value::Int(_) | Value::Bool(PyBool::False) => return Err(PyErr::value_err("empty range")),
        Value::BigInt(b) if b.is_positive() => return randbelow_big(vm, c, b),
        Value::BigInt(_) => return Err(PyErr::value_err("empty range")),
        v => {
            return Err(PyErr::type_err(format!(
                "'{}' object cannot be interpreted as an integer",
                v.type_name()
            )));
        }
    };
    Ok(int_u64(c.below(n)))
}

impl Core {
    /// `_randbelow(n)` for `0 < n < 2**64`.
    #[inline]
    fn below(&self, n: u64) -> u64 {
        let k = 64 - n.leading_zeros();
        let mut mt = self.mt.borrow_mut();
        loop {
            let r = mt.bits64(k);
            if r < n {
                return r;
            }
        }
    }
}

/// The call handed to the Python method `name` of the module's shared instance.
fn slow(vm: &mut Vm, name: &str, a: &Args) -> PyResult<Value> {
    let (pos, kw) = a.raw();
    let module = vm.import("random")?;
    let inst = vm.get_attr(&module, "_inst")?;
    let f = vm.get_attr(&inst, name)?;
    vm.call(&f, pos.to_vec(), kw.to_vec())
}

/// Python's floor division of i128s (`b != 0`).
fn floordiv(a: i128, b: i128) -> i128 {
    let q = a / b;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// An int value from an i128.
fn int_i128(x: i128) -> Value {
    match i64::try_from(x) {
        Ok(i) => Value::Int(i),
        Err(_) => Value::from_big(BigInt::from(x)),
    }
}

/// `Random.randrange` for int `start`, `stop` and `step` (i64): CPython's steps and messages.
fn randrange_ints(c: &Core, start: i64, stop: Option<i64>, step: i64) -> PyResult<Value> {
    let Some(stop) = stop else {
        if start > 0 {
            return Ok(Value::Int(c.below(start as u64) as i64));
        }
        return Err(PyErr::value_err("empty range for randrange()"));
    };
    let (start, stop, step) = (start as i128, stop as i128, step as i128);
    let width = stop - start;
    if step == 1 {
        if width > 0 {
            return Ok(int_i128(start + c.below(width as u64) as i128));
        }
        return Err(PyErr::value_err(format!(
            "empty range for randrange() ({start}, {stop}, {width})"
        )));
    }
    let n = match step {
        0 => return Err(PyErr::value_err("zero step for randrange()")),
        s if s > 0 => floordiv(width + s - 1, s),
        s => floordiv(width + s + 1, s),
    };
    if n <= 0 {
        return Err(PyErr::value_err("empty range for randrange()"));
    }
    Ok(int_i128(start + step * c.below(n as u64) as i128))
}

/// `random.randint(a, b)`.
fn fast_randint(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let c = core(this, "randint")?;
    if let ([Value::Int(x), Value::Int(y)], []) = a.raw() {
        if let Some(stop) = y.checked_add(1) {
            return randrange_ints(c, *x, Some(stop), 1);
        }
    }
    slow(vm, "randint", a)
}

/// `random.randrange(start, stop=None, step=1)`.
fn fast_randrange(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let c = core(this, "randrange")?;
    match a.raw() {
        ([Value::Int(x)], []) => randrange_ints(c, *x, None, 1),
        ([Value::Int(x), Value::Int(y)], []) => randrange_ints(c, *x, Some(*y), 1),
        ([Value::Int(x), Value::Int(y), Value::Int(s)], []) => randrange_ints(c, *x, Some(*y), *s),
        _ => slow(vm, "randrange", a),
    }
}

/// `random.choice(seq)`.
fn fast_choice(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let c = core(this, "choice")?;
    let pick = |items: &[Value]| {
        if items.is_empty() {
            return Err(PyErr::msg(
                ExcKind::IndexError,
                "Cannot choose from an empty sequence",
            ));
        }
        Ok(items[c.below(items.len() as u64) as usize].clone())
    };
    match a.raw() {
        ([Value::List(l)], []) => pick(&l.borrow()),
        ([Value::Tuple(t)], []) => pick(t),
        _ => slow(vm, "choice", a),
    }
}

/// `random.shuffle(x)`.
fn fast_shuffle(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let c = core(this, "shuffle")?;
    let ([Value::List(l)], []) = a.raw() else {
        return slow(vm, "shuffle", a);
    };
    let n = l.borrow().len();
    let mut i = n;
    while i > 1 {
        // In blocks, checking the limits between them (no user code runs in between).
        let stop = i.saturating_sub(4096).max(1);
        {
            let mut items = l.borrow_mut();
            while i > stop {
                i -= 1;
                let j = c.below(i as u64 + 1) as usize;
                items.swap(i, j);
            }
        }
        vm.check_limits()?;
    }
    Ok(Value::None)
}

/// `random.uniform(a, b)`: `a + (b - a) * random()`, with Python's int/float arithmetic.
fn fast_uniform(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let c = core(this, "uniform")?;
    let (x, d) = match a.raw() {
        ([Value::Float(x), Value::Float(y)], []) => (x.get(), y.get() - x.get()),
        ([Value::Int(x), Value::Float(y)], []) => (*x as f64, y.get() - *x as f64),
        ([Value::Float(x), Value::Int(y)], []) => (x.get(), *y as f64 - x.get()),
        ([Value::Int(x), Value::Int(y)], []) => match y.checked_sub(*x) {
            Some(d) => (*x as f64, d as f64),
            None => return slow(vm, "uniform", a),
        },
        _ => return slow(vm, "uniform", a),
    };
    let r = c.mt.borrow_mut().random();
    Ok(Value::float(x + d * r))
}

fn randbelow_big(vm: &mut Vm, c: &Core, n: &BigInt) -> PyResult<Value> {
    let n = n.magnitude();
    let k = n.bits();
    vm.check_growth((k as usize / 8).saturating_mul(3))?;
    loop {
        let words = c.mt.borrow_mut().bits_words(k, &|| vm.check_deadline())?;
        let r = BigUint::from_slice(&words);
        if &r < n {
            return Ok(Value::from_big(BigInt::from_biguint(Sign::Plus, r)));
        }
        vm.check_limits()?;
    }
}

/// `core.seed(a)`: CPython's `random_seed` — OS entropy for None, the absolute value of an
/// int, otherwise the object's hash as an unsigned word.
fn seed(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let c = core(this, "seed")?;
    let v = a.arg(0);
    let n: BigUint = match v.base_value() {
        Value::None => {
            let mut buf = [0u8; N * 4];
            getrandom::getrandom(&mut buf).map_err(|e| {
                PyErr::msg(ExcKind::OSError, format!("no OS entropy to seed from: {e}"))
            })?;
            let key: Vec<u32> = buf
                .chunks_exact(4)
                .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
                .collect();
            c.mt.borrow_mut().init_by_array(&key);
            return Ok(Value::None);
        }
        Value::Int(i) => BigUint::from(i.unsigned_abs()),
        Value::Bool(b) => BigUint::from(*b as u32),
        Value::BigInt(b) => b.magnitude().clone(),
        _ => BigUint::from(vm.hash(v)? as u64),
    };
    c.mt.borrow_mut().seed_uint(&n);
    Ok(Value::None)
}

/// `core.seed_bytes(b)`: version-2 seeding of str (already encoded), bytes and bytearray —
/// the int whose big-endian bytes are `b` followed by its SHA-512 digest.
fn seed_bytes(_: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let c = core(this, "seed_bytes")?;
    let mut buf = match a.arg(0).base_value() {
        Value::Bytes(b) => b.to_vec(),
        v => match crate::builtins::bytearray::as_bytearray(v) {
            Some(b) => b.data.borrow().clone(),
            None => return Err(PyErr::type_err("seed_bytes() argument must be bytes")),
        },
    };
    let digest = Sha512::digest(&buf);
    buf.extend_from_slice(&digest);
    let n = BigUint::from_bytes_be(&buf);
    c.mt.borrow_mut().seed_uint(&n);
    Ok(Value::None)
}

/// `core.getstate()`: the 624 words and the index, as a tuple of 625 ints.
fn getstate(_: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    Ok(state_tuple(&core(this, "getstate")?.mt.borrow()))
}

/// The tuple of 625 ints CPython's `getstate` gives.
fn state_tuple(mt: &Mt) -> Value {
    let mut v: Vec<Value> = mt.state.iter().map(|w| Value::Int(*w as i64)).collect();
    v.push(Value::Int(mt.index as i64));
    Value::tuple(v)
}

/// An element of a state tuple as C's `PyLong_AsUnsignedLong` reads it.
fn as_ulong(v: &Value) -> PyResult<u64> {
    let b = match v {
        Value::Int(i) => BigInt::from(*i),
        Value::Bool(b) => BigInt::from(*b as i64),
        Value::BigInt(b) => (**b).clone(),
        _ => return Err(PyErr::type_err("an integer is required")),
    };
    if b.is_negative() {
        return Err(PyErr::msg(
            ExcKind::OverflowError,
            "can't convert negative value to unsigned int",
        ));
    }
    b.to_u64().ok_or_else(|| {
        PyErr::msg(
            ExcKind::OverflowError,
            "Python int too large to convert to C unsigned long",
        )
    })
}

/// `core.setstate(state)`: CPython's checks and messages.
fn setstate(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let c = core(this, "setstate")?;
    let Value::Tuple(t) = a.arg(0).base_value() else {
        return Err(PyErr::type_err("state vector must be a tuple"));
    };
    if t.len() != N + 1 {
        return Err(PyErr::value_err("state vector is the wrong size"));
    }
    let mut words = [0u32; N];
    for (w, v) in words.iter_mut().zip(t.iter()) {
        *w = as_ulong(v)? as u32;
    }
    let index = match &t[N] {
        Value::Int(i) => *i,
        Value::Bool(b) => *b as i64,
        Value::BigInt(_) => {
            return Err(PyErr::msg(
                ExcKind::OverflowError,
                "Python int too large to convert to C long",
            ));
        }
        v => {
            let b = args::index_big(vm, v)?;
            b.to_i64().unwrap_or(-1)
        }
    };
    if !(0..=N as i64).contains(&index) {
        return Err(PyErr::value_err("invalid state"));
    }
    let mut mt = c.mt.borrow_mut();
    mt.state = words;
    mt.index = index as usize;
    Ok(Value::None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_traits::Zero;

    #[test]
    fn the_reference_outputs_of_init_by_array() {
        // mt19937ar.c's published test: init_by_array({0x123, 0x234, 0x345, 0x456}).
        let mut mt = Mt {
            state: [0; N],
            index: N,
        };
        mt.init_by_array(&[0x123, 0x234, 0x345, 0x456]);
        let first: Vec<u32> = (0..5).map(|_| mt.next_u32()).collect();
        assert_eq!(
            first,
            [
                1_067_595_299,
                955_945_823,
                477_289_528,
                4_107_218_783,
                4_228_976_476
            ]
        );
    }

    #[test]
    fn a_core_saves_as_its_state_tuple() {
        let c = Core {
            mt: RefCell::new(Box::new(Mt {
                state: [7; N],
                index: 3,
            })),
        };
        match c.save() {
            Ok(Value::Tuple(t)) => {
                assert_eq!(t.len(), N + 1);
                assert!(matches!(t[0], Value::Int(7)));
                assert!(matches!(t[N], Value::Int(3)));
            }
            _ => panic!("not a tuple"),
        }
    }

    #[test]
    fn zero_seeds_with_one_zero_word() {
        let mut a = Mt {
            state: [0; N],
            index: N,
        };
        let mut b = Mt {
            state: [0; N],
            index: N,
        };
        a.seed_uint(&BigUint::zero());
        b.init_by_array(&[0]);
        assert_eq!(a.state, b.state);
    }
}
