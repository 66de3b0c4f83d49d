//! `hashlib`: the hash objects of CPython 3.11's `hashlib` computed natively with the
//! RustCrypto digests (MD5, SHA-1, SHA-2, SHA-3, SHAKE) and the BLAKE2 reference
//! implementations (`blake2b_simd`, `blake2s_simd`, which take every BLAKE2 parameter CPython's
//! `_blake2` takes). The objects are CPython's types: `_hashlib.HASH` (fixed-size digests),
//! `_hashlib.HASHXOF` (SHAKE, whose `digest` takes a length), `_blake2.blake2b` and
//! `_blake2.blake2s` (classes, with their parameters as keywords). `pbkdf2_hmac` runs HMAC over
//! the same digests, checking the time limit between iterations. `new` and the module's
//! aliases are in `py/hashlib.py`.

use std::cell::RefCell;
use std::rc::Rc;

use blake2b_simd::Params as B2bParams;
use blake2s_simd::Params as B2sParams;
use md5::Md5;
use sha1::Sha1;
use sha2::{Digest, Sha224, Sha256, Sha384, Sha512, Sha512_224, Sha512_256};
use sha3::digest::{ExtendableOutput, Update, XofReader};
use sha3::{Sha3_224, Sha3_256, Sha3_384, Sha3_512, Shake128, Shake256};

use super::registry::ModuleDef;
use crate::builtins::args::{self, Args, Method, Sig};
use crate::values::Value;
use crate::values::globals::Globals;
use crate::values::native::{self, NativeObject, NativeType};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The `hashlib` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[
        &OPENSSL_MD5,
        &OPENSSL_SHA1,
        &OPENSSL_SHA224,
        &OPENSSL_SHA256,
        &OPENSSL_SHA384,
        &OPENSSL_SHA512,
        &OPENSSL_SHA3_224,
        &OPENSSL_SHA3_256,
        &OPENSSL_SHA3_384,
        &OPENSSL_SHA3_512,
        &OPENSSL_SHAKE_128,
        &OPENSSL_SHAKE_256,
        &HASH_NEW,
        &PBKDF2_HMAC,
        &COMPARE_DIGEST,
    ],
    types: &[&HASH, &HASHXOF, &BLAKE2B, &BLAKE2S],
    init: Some(init),
    python: Some(include_str!("py/hashlib.py")),
    ..ModuleDef::empty("hashlib")
};

/// The names `hashlib.new` accepts (lower-cased), which are also `algorithms_available`.
pub const ALGORITHMS: &[&str] = &[
    "md5",
    "sha1",
    "sha224",
    "sha256",
    "sha384",
    "sha512",
    "sha512_224",
    "sha512_256",
    "sha3_224",
    "sha3_256",
    "sha3_384",
    "sha3_512",
    "shake_128",
    "shake_256",
    "blake2b",
    "blake2s",
];

/// The running state of one hash computation.
#[derive(Clone)]
pub enum Hasher {
    /// MD5.
    Md5(Md5),
    /// SHA-1.
    Sha1(Sha1),
    /// SHA-224.
    Sha224(Sha224),
    /// SHA-256.
    Sha256(Sha256),
    /// SHA-384.
    Sha384(Sha384),
    /// SHA-512.
    Sha512(Sha512),
    /// SHA-512/224.
    Sha512_224(Sha512_224),
    /// SHA-512/256.
    Sha512_256(Sha512_256),
    /// SHA3-224.
    Sha3_224(Sha3_224),
    /// SHA3-256.
    Sha3_256(Sha3_256),
    /// SHA3-384.
    Sha3_384(Sha3_384),
    /// SHA3-512.
    Sha3_512(Sha3_512),
    /// SHAKE128.
    Shake128(Shake128),
    /// SHAKE256.
    Shake256(Shake256),
    /// BLAKE2b with its parameters.
    Blake2b(Box<blake2b_simd::State>),
    /// BLAKE2s with its parameters.
    Blake2s(Box<blake2s_simd::State>),
}

impl Hasher {
    /// A fresh hasher for a `hashlib.new` name (any case), BLAKE2 with default parameters.
    pub fn by_name(name: &str) -> Option<Hasher> {
        Some(match name.to_ascii_lowercase().as_str() {
            "md5" => Hasher::Md5(Md5::new()),
            "sha1" => Hasher::Sha1(Sha1::new()),
            "sha224" => Hasher::Sha224(Sha224::new()),
            "sha256" => Hasher::Sha256(Sha256::new()),
            "sha384" => Hasher::Sha384(Sha384::new()),
            "sha512" => Hasher::Sha512(Sha512::new()),
            "sha512_224" => Hasher::Sha512_224(Sha512_224::new()),
            "sha512_256" => Hasher::Sha512_256(Sha512_256::new()),
            "sha3_224" => Hasher::Sha3_224(Sha3_224::new()),
            "sha3_256" => Hasher::Sha3_256(Sha3_256::new()),
            "sha3_384" => Hasher::Sha3_384(Sha3_384::new()),
            "sha3_512" => Hasher::Sha3_512(Sha3_512::new()),
            "shake_128" => Hasher::Shake128(Shake128::default()),
            "shake_256" => Hasher::Shake256(Shake256::default()),
            "blake2b" => Hasher::Blake2b(Box::new(blake2b_simd::State::new())),
            "blake2s" => Hasher::Blake2s(Box::new(blake2s_simd::State::new())),
            _ => return None,
        })
    }

    /// The algorithm's name as `.name` gives it.
    pub fn name(&self) -> &'static str {
        match self {
            Hasher::Md5(_) => "md5",
            Hasher::Sha1(_) => "sha1",
            Hasher::Sha224(_) => "sha224",
            Hasher::Sha256(_) => "sha256",
            Hasher::Sha384(_) => "sha384",
            Hasher::Sha512(_) => "sha512",
            Hasher::Sha512_224(_) => "sha512_224",
            Hasher::Sha512_256(_) => "sha512_256",
            Hasher::Sha3_224(_) => "sha3_224",
            Hasher::Sha3_256(_) => "sha3_256",
            Hasher::Sha3_384(_) => "sha3_384",
            Hasher::Sha3_512(_) => "sha3_512",
            Hasher::Shake128(_) => "shake_128",
            Hasher::Shake256(_) => "shake_256",
            Hasher::Blake2b(_) => "blake2b",
            Hasher::Blake2s(_) => "blake2s",
        }
    }

    /// `digest_size` (0 for SHAKE, whose length is chosen per digest).
    pub fn digest_size(&self) -> usize {
        match self {
            Hasher::Md5(_) => 16,
            Hasher::Sha1(_) => 20,
            Hasher::Sha224(_) | Hasher::Sha512_224(_) | Hasher::Sha3_224(_) => 28,
            Hasher::Sha256(_) | Hasher::Sha512_256(_) | Hasher::Sha3_256(_) => 32,
            Hasher::Sha384(_) | Hasher::Sha3_384(_) => 48,
            Hasher::Sha512(_) | Hasher::Sha3_512(_) => 64,
            Hasher::Shake128(_) | Hasher::Shake256(_) => 0,
            Hasher::Blake2b(s) => s.finalize().as_bytes().len(),
            Hasher::Blake2s(s) => s.finalize().as_bytes().len(),
        }
    }

    /// `block_size`: the bytes the compression function takes at a time (the HMAC pad size).
    pub fn block_size(&self) -> usize {
        match self {
            Hasher::Md5(_)
            | Hasher::Sha1(_)
            | Hasher::Sha224(_)
            | Hasher::Sha256(_)
            | Hasher::Blake2s(_) => 64,
            Hasher::Sha384(_)
            | Hasher::Sha512(_)
            | Hasher::Sha512_224(_)
            | Hasher::Sha512_256(_)
            | Hasher::Blake2b(_) => 128,
            Hasher::Sha3_224(_) => 144,
            Hasher::Sha3_256(_) => 136,
            Hasher::Sha3_384(_) => 104,
            Hasher::Sha3_512(_) => 72,
            Hasher::Shake128(_) => 168,
            Hasher::Shake256(_) => 136,
        }
    }

    /// Feed bytes.
    pub fn update(&mut self, data: &[u8]) {
        match self {
            Hasher::Md5(h) => Digest::update(h, data),
            Hasher::Sha1(h) => Digest::update(h, data),
            Hasher::Sha224(h) => Digest::update(h, data),
            Hasher::Sha256(h) => Digest::update(h, data),
            Hasher::Sha384(h) => Digest::update(h, data),
            Hasher::Sha512(h) => Digest::update(h, data),
            Hasher::Sha512_224(h) => Digest::update(h, data),
            Hasher::Sha512_256(h) => Digest::update(h, data),
            Hasher::Sha3_224(h) => Digest::update(h, data),
            Hasher::Sha3_256(h) => Digest::update(h, data),
            Hasher::Sha3_384(h) => Digest::update(h, data),
            Hasher::Sha3_512(h) => Digest::update(h, data),
            Hasher::Shake128(h) => Update::update(h, data),
            Hasher::Shake256(h) => Update::update(h, data),
            Hasher::Blake2b(h) => {
                h.update(data);
            }
            Hasher::Blake2s(h) => {
                h.update(data);
            }
        }
    }

    /// The digest of what was fed so far (the state goes on); `len` is the output length of
    /// SHAKE and ignored otherwise.
    pub fn digest(&self, len: usize) -> Vec<u8> {
        fn fixed<D: Digest + Clone>(h: &D) -> Vec<u8> {
            h.clone().finalize().to_vec()
        }
        fn xof<X: ExtendableOutput + Clone>(h: &X, len: usize) -> Vec<u8> {
            let mut out = vec![0u8; len];
            h.clone().finalize_xof().read(&mut out);
            out
        }
        match self {
            Hasher::Md5(h) => fixed(h),
            Hasher::Sha1(h) => fixed(h),
            Hasher::Sha224(h) => fixed(h),
            Hasher::Sha256(h) => fixed(h),
            Hasher::Sha384(h) => fixed(h),
            Hasher::Sha512(h) => fixed(h),
            Hasher::Sha512_224(h) => fixed(h),
            Hasher::Sha512_256(h) => fixed(h),
            Hasher::Sha3_224(h) => fixed(h),
            Hasher::Sha3_256(h) => fixed(h),
            Hasher::Sha3_384(h) => fixed(h),
            Hasher::Sha3_512(h) => fixed(h),
            Hasher::Shake128(h) => xof(h, len),
            Hasher::Shake256(h) => xof(h, len),
            Hasher::Blake2b(h) => h.finalize().as_bytes().to_vec(),
            Hasher::Blake2s(h) => h.finalize().as_bytes().to_vec(),
        }
    }

    /// Whether this is SHAKE (its objects are `HASHXOF`s).
    fn is_xof(&self) -> bool {
        matches!(self, Hasher::Shake128(_) | Hasher::Shake256(_))
    }
}

/// The most bytes a hash object keeps of what it was fed, so that a session holding it can be
/// saved: the digest crates give no access to a running hash's internal state, so a saved hash
/// is its algorithm, its BLAKE2 parameters and the bytes fed so far, fed again on restore. A hash
/// fed more stops keeping them and cannot be saved (hashing a stream does not cost its length
/// in memory).
pub const SAVE_CAP: usize = 1 << 20;

/// A hash object of any of the four types.
pub struct HashObject {
    /// The running state.
    pub state: RefCell<Hasher>,
    /// The BLAKE2 parameters it was made with (`None` for the other algorithms).
    params: Option<Rc<B2Params>>,
    /// The bytes fed so far, while they are at most [`SAVE_CAP`] (`None` past it).
    fed: RefCell<Option<Vec<u8>>>,
}

impl HashObject {
    fn value(h: Hasher, params: Option<Rc<B2Params>>, fed: Option<Vec<u8>>) -> Value {
        native::value(HashObject {
            state: RefCell::new(h),
            params,
            fed: RefCell::new(fed),
        })
    }

    /// Note `data` as fed (forgetting everything once past [`SAVE_CAP`]).
    fn record(&self, data: &[u8]) {
        let mut fed = self.fed.borrow_mut();
        if let Some(f) = fed.as_mut() {
            if f.len() + data.len() > SAVE_CAP {
                *fed = None;
            } else {
                f.extend_from_slice(data);
            }
        }
    }
}

/// The parameters of a BLAKE2 hash (`blake2b(...)`'s keywords), checked by [`B2Params::build`].
#[derive(Clone, Default)]
struct B2Params {
    is_b: bool,
    digest_size: i64,
    key: Vec<u8>,
    salt: Vec<u8>,
    person: Vec<u8>,
    fanout: i64,
    depth: i64,
    leaf_size: i64,
    node_offset: i64,
    node_depth: i64,
    inner_size: i64,
    last_node: bool,
}

/// `_hashlib.HASH`.
pub static HASH: NativeType = NativeType {
    name: "_hashlib.HASH",
    methods: &[&UPDATE, &DIGEST, &HEXDIGEST, &COPY],
};

/// `_hashlib.HASHXOF`.
pub static HASHXOF: NativeType = NativeType {
    name: "_hashlib.HASHXOF",
    methods: &[&UPDATE, &XOF_DIGEST, &XOF_HEXDIGEST, &COPY],
};

/// `_blake2.blake2b`.
pub static BLAKE2B: NativeType = NativeType {
    name: "_blake2.blake2b",
    methods: &[&B2B_NEW, &UPDATE, &DIGEST, &HEXDIGEST, &COPY],
};

/// `_blake2.blake2s`.
pub static BLAKE2S: NativeType = NativeType {
    name: "_blake2.blake2s",
    methods: &[&B2S_NEW, &UPDATE, &DIGEST, &HEXDIGEST, &COPY],
};

impl NativeObject for HashObject {
    fn native_type(&self) -> &'static NativeType {
        match &*self.state.borrow() {
            Hasher::Blake2b(_) => &BLAKE2B,
            Hasher::Blake2s(_) => &BLAKE2S,
            h if h.is_xof() => &HASHXOF,
            _ => &HASH,
        }
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn repr(&self, _vm: &mut Vm, me: &Value) -> PyResult<String> {
        let t = self.native_type();
        Ok(match &*self.state.borrow() {
            Hasher::Blake2b(_) | Hasher::Blake2s(_) => {
                format!("<{} object at {:#x}>", t.name, me.id())
            }
            h => format!("<{} {} object @ {:#x}>", h.name(), t.name, me.id()),
        })
    }
    fn getattr(&self, _vm: &mut Vm, name: &str) -> PyResult<Option<Value>> {
        let h = self.state.borrow();
        Ok(match name {
            "name" => Some(Value::str(h.name())),
            "digest_size" => Some(Value::Int(h.digest_size() as i64)),
            "block_size" => Some(Value::Int(h.block_size() as i64)),
            _ => None,
        })
    }
    /// The algorithm's name, the BLAKE2 parameters (or `None`) and the bytes fed so far,
    /// which [`restore`] feeds again; a hash fed more than [`SAVE_CAP`] bytes cannot be saved.
    fn save(&self) -> Result<Value, String> {
        let Some(fed) = &*self.fed.borrow() else {
            return Err(format!(
                "it was fed more than {} MiB (a saved hash keeps the bytes fed, to feed \
                 them again)",
                SAVE_CAP >> 20
            ));
        };
        Ok(Value::tuple(vec![
            Value::str(self.state.borrow().name()),
            self.params.as_ref().map_or(Value::None, |p| p.save()),
            Value::Bytes(Rc::new(fed.clone())),
        ]))
    }
}

macro_rules! constructors {
    ($($stat:ident $name:literal $algo:literal;)*) => {$(
        static $stat: Method = Method::function(
            Sig::kw($name, &["string", "usedforsecurity"], 0, 1, 0),
            |vm, _, a| construct(vm, $algo, a.get(0)),
        );
    )*};
}

constructors! {
    OPENSSL_MD5 "openssl_md5" "md5";
    OPENSSL_SHA1 "openssl_sha1" "sha1";
    OPENSSL_SHA224 "openssl_sha224" "sha224";
    OPENSSL_SHA256 "openssl_sha256" "sha256";
    OPENSSL_SHA384 "openssl_sha384" "sha384";
    OPENSSL_SHA512 "openssl_sha512" "sha512";
    OPENSSL_SHA3_224 "openssl_sha3_224" "sha3_224";
    OPENSSL_SHA3_256 "openssl_sha3_256" "sha3_256";
    OPENSSL_SHA3_384 "openssl_sha3_384" "sha3_384";
    OPENSSL_SHA3_512 "openssl_sha3_512" "sha3_512";
    OPENSSL_SHAKE_128 "openssl_shake_128" "shake_128";
    OPENSSL_SHAKE_256 "openssl_shake_256" "shake_256";
}

/// `_new(name, data)`: what `hashlib.new` does for every name but BLAKE2's.
static HASH_NEW: Method = Method::function(Sig::pos("_new", 2, 2), hash_new);
static PBKDF2_HMAC: Method = Method::function(
    Sig::kw(
        "pbkdf2_hmac",
        &["hash_name", "password", "salt", "iterations", "dklen"],
        0,
        5,
        4,
    ),
    pbkdf2_hmac,
);
static COMPARE_DIGEST: Method = Method::function(Sig::pos("compare_digest", 2, 2), compare_digest);
static UPDATE: Method = Method::new(Sig::one("update"), update);
static DIGEST: Method = Method::new(Sig::noargs("digest"), digest);
static HEXDIGEST: Method = Method::new(Sig::noargs("hexdigest"), digest);
static XOF_DIGEST: Method = Method::new(Sig::kw("digest", &["length"], 0, 1, 1), digest);
static XOF_HEXDIGEST: Method = Method::new(Sig::kw("hexdigest", &["length"], 0, 1, 1), digest);
static COPY: Method = Method::new(Sig::noargs("copy"), copy);
static B2B_NEW: Method = Method::class(Sig::raw("__new__"), blake2_new);
static B2S_NEW: Method = Method::class(Sig::raw("__new__"), blake2_new);

/// The bytes of a value hashed data may be: bytes or bytearray, with CPython's errors.
pub fn data_arg(v: &Value) -> PyResult<Vec<u8>> {
    if let Value::Str(_) = v {
        return Err(PyErr::type_err("Strings must be encoded before hashing"));
    }
    crate::builtins::bytearray::contents(v)
        .ok_or_else(|| PyErr::type_err("object supporting the buffer API required"))
}

/// A bytes-like argument (`password`, `key`), or `a bytes-like object is required`.
fn bytes_arg(v: &Value) -> PyResult<Vec<u8>> {
    crate::builtins::bytearray::contents(v).ok_or_else(|| bytes_required(v))
}

/// `TypeError: a bytes-like object is required, not 'str'`.
fn bytes_required(v: &Value) -> PyErr {
    PyErr::type_err(format!(
        "a bytes-like object is required, not '{}'",
        v.type_name()
    ))
}

fn construct(vm: &mut Vm, algo: &str, data: Option<&Value>) -> PyResult<Value> {
    let mut h = Hasher::by_name(algo).ok_or_else(|| unsupported(algo))?;
    let mut fed = Vec::new();
    if let Some(d) = data {
        let d = data_arg(d)?;
        feed(vm, &mut h, &d)?;
        fed = d;
    }
    let fed = (fed.len() <= SAVE_CAP).then_some(fed);
    Ok(HashObject::value(h, None, fed))
}

/// Feed `data`, checking the time limit every 64 MiB.
fn feed(vm: &mut Vm, h: &mut Hasher, data: &[u8]) -> PyResult<()> {
    for chunk in data.chunks(1 << 26) {
        vm.check_limits()?;
        h.update(chunk);
    }
    Ok(())
}

fn unsupported(name: &str) -> PyErr {
    PyErr::value_err(format!("unsupported hash type {name}"))
}

fn hash_new(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let name = args::str_arg(a.arg(0), "new", "name")?.to_string();
    let lower = name.to_ascii_lowercase();
    if lower.starts_with("blake2") {
        return Err(unsupported(&name));
    }
    let mut h = Hasher::by_name(&lower).ok_or_else(|| unsupported(&name))?;
    let d = data_arg(a.arg(1))?;
    feed(vm, &mut h, &d)?;
    let fed = (d.len() <= SAVE_CAP).then_some(d);
    Ok(HashObject::value(h, None, fed))
}

fn object<'a>(this: &'a Value, method: &str) -> PyResult<&'a HashObject> {
    if let Value::Native(o) = this {
        if let Some(h) = o.as_any().downcast_ref::<HashObject>() {
            return Ok(h);
        }
    }
    Err(PyErr::type_err(format!(
        "descriptor '{method}' for '_hashlib.HASH' objects doesn't apply to a '{}' object",
        this.type_name()
    )))
}

fn update(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let h = object(this, "update")?;
    let d = data_arg(a.arg(0))?;
    let mut state = h.state.borrow().clone();
    feed(vm, &mut state, &d)?;
    *h.state.borrow_mut() = state;
    h.record(&d);
    Ok(Value::None)
}

/// `digest()`/`hexdigest()`, and SHAKE's `digest(length)`/`hexdigest(length)`.
fn digest(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let h = object(this, a.name())?;
    let len = match a.get(0) {
        Some(v) => {
            let n = args::index(vm, v)?;
            if n < 0 {
                return Err(PyErr::msg(
                    ExcKind::SystemError,
                    "Negative size passed to PyBytes_FromStringAndSize",
                ));
            }
            let n = n as usize;
            vm.check_growth(n.saturating_mul(if a.name() == "hexdigest" { 3 } else { 1 }))?;
            n
        }
        None => 0,
    };
    let out = h.state.borrow().digest(len);
    Ok(if a.name() == "hexdigest" {
        Value::string(crate::builtins::misc_methods::hex_sep(
            vm, &out, None, None,
        )?)
    } else {
        Value::Bytes(Rc::new(out))
    })
}

fn copy(_: &mut Vm, this: &Value, _: &Args) -> PyResult<Value> {
    let h = object(this, "copy")?;
    Ok(HashObject::value(
        h.state.borrow().clone(),
        h.params.clone(),
        h.fed.borrow().clone(),
    ))
}

/// `blake2b(data=b'', /, *, digest_size=64, key=b'', salt=b'', person=b'', fanout=1, depth=1,
/// leaf_size=0, node_offset=0, node_depth=0, inner_size=0, last_node=False,
/// usedforsecurity=True)` and `blake2s(...)` (32-byte digests, 8-byte salt and person).
fn blake2_new(vm: &mut Vm, cls: &Value, a: &Args) -> PyResult<Value> {
    const PARAMS: &[&str] = &[
        "data",
        "digest_size",
        "key",
        "salt",
        "person",
        "fanout",
        "depth",
        "leaf_size",
        "node_offset",
        "node_depth",
        "inner_size",
        "last_node",
        "usedforsecurity",
    ];
    let is_b = matches!(cls, Value::Class(c) if &*c.name == "blake2b");
    let name = if is_b { "blake2b" } else { "blake2s" };
    let sig = Sig::kw(name, PARAMS, 1, 1, 0);
    let (pos, kw) = a.raw();
    let a = args::bind(&sig, None, name, pos, kw)?;
    let int = |vm: &mut Vm, i: usize, default: i64| match a.get(i) {
        Some(v) => args::index(vm, v),
        None => Ok(default),
    };
    let bytes = |i: usize| match a.get(i) {
        Some(v) => bytes_arg(v),
        None => Ok(Vec::new()),
    };
    let p = B2Params {
        is_b,
        digest_size: int(vm, 1, if is_b { 64 } else { 32 })?,
        key: bytes(2)?,
        salt: bytes(3)?,
        person: bytes(4)?,
        fanout: int(vm, 5, 1)?,
        depth: int(vm, 6, 1)?,
        leaf_size: int(vm, 7, 0)?,
        node_offset: int(vm, 8, 0)?,
        node_depth: int(vm, 9, 0)?,
        inner_size: int(vm, 10, 0)?,
        last_node: args::truth(vm, a.get(11), false)?,
    };
    let mut h = p.build()?;
    let mut fed = Vec::new();
    if let Some(d) = a.get(0) {
        let d = data_arg(d)?;
        feed(vm, &mut h, &d)?;
        fed = d;
    }
    let fed = (fed.len() <= SAVE_CAP).then_some(fed);
    Ok(HashObject::value(h, Some(Rc::new(p)), fed))
}

impl B2Params {
    /// A fresh BLAKE2 state with these parameters, or CPython's error for the first one out
    /// of range.
    fn build(&self) -> PyResult<Hasher> {
        let (max_out, max_salt) = if self.is_b { (64, 16) } else { (32, 8) };
        if !(1..=max_out as i64).contains(&self.digest_size) {
            return Err(PyErr::value_err(format!(
                "digest_size must be between 1 and {max_out} bytes"
            )));
        }
        if self.key.len() > max_out {
            return Err(PyErr::value_err(format!(
                "maximum key length is {max_out} bytes"
            )));
        }
        if self.salt.len() > max_salt {
            return Err(PyErr::value_err(format!(
                "maximum salt length is {max_salt} bytes"
            )));
        }
        if self.person.len() > max_salt {
            return Err(PyErr::value_err(format!(
                "maximum person length is {max_salt} bytes"
            )));
        }
        if !(0..=255).contains(&self.fanout) {
            return Err(PyErr::value_err("fanout must be between 0 and 255"));
        }
        if !(1..=255).contains(&self.depth) {
            return Err(PyErr::value_err("depth must be between 1 and 255"));
        }
        if self.leaf_size < 0 {
            return Err(PyErr::value_err("value must be positive"));
        }
        if self.leaf_size > u32::MAX as i64 {
            return Err(PyErr::msg(ExcKind::OverflowError, "leaf_size is too large"));
        }
        if self.node_offset < 0 {
            return Err(PyErr::value_err("value must be positive"));
        }
        if !self.is_b && self.node_offset >= 1 << 48 {
            return Err(PyErr::msg(
                ExcKind::OverflowError,
                "node_offset is too large",
            ));
        }
        if !(0..=255).contains(&self.node_depth) {
            return Err(PyErr::value_err("node_depth must be between 0 and 255"));
        }
        if !(0..=max_out as i64).contains(&self.inner_size) {
            return Err(PyErr::value_err(format!(
                "inner_size must be between 0 and is {max_out}"
            )));
        }
        Ok(if self.is_b {
            let mut p = B2bParams::new();
            p.hash_length(self.digest_size as usize)
                .key(&self.key)
                .salt(&self.salt)
                .personal(&self.person)
                .fanout(self.fanout as u8)
                .max_depth(self.depth as u8)
                .max_leaf_length(self.leaf_size as u32)
                .node_offset(self.node_offset as u64)
                .node_depth(self.node_depth as u8)
                .inner_hash_length(self.inner_size as usize)
                .last_node(self.last_node);
            Hasher::Blake2b(Box::new(p.to_state()))
        } else {
            let mut p = B2sParams::new();
            p.hash_length(self.digest_size as usize)
                .key(&self.key)
                .salt(&self.salt)
                .personal(&self.person)
                .fanout(self.fanout as u8)
                .max_depth(self.depth as u8)
                .max_leaf_length(self.leaf_size as u32)
                .node_offset(self.node_offset as u64)
                .node_depth(self.node_depth as u8)
                .inner_hash_length(self.inner_size as usize)
                .last_node(self.last_node);
            Hasher::Blake2s(Box::new(p.to_state()))
        })
    }

    /// The parameters as a saved tuple: `(digest_size, key, salt, person, fanout, depth,
    /// leaf_size, node_offset, node_depth, inner_size, last_node)`.
    fn save(&self) -> Value {
        let b = |x: &Vec<u8>| Value::Bytes(Rc::new(x.clone()));
        Value::tuple(vec![
            Value::Int(self.digest_size),
            b(&self.key),
            b(&self.salt),
            b(&self.person),
            Value::Int(self.fanout),
            Value::Int(self.depth),
            Value::Int(self.leaf_size),
            Value::Int(self.node_offset),
            Value::Int(self.node_depth),
            Value::Int(self.inner_size),
            Value::bool(self.last_node),
        ])
    }

    /// Parameters from [`B2Params::save`]'s tuple (checked by [`B2Params::build`]).
    fn restore(is_b: bool, v: &Value) -> Option<B2Params> {
        let Value::Tuple(t) = v else { return None };
        let int = |v: &Value| match v {
            Value::Int(i) => Some(*i),
            _ => None,
        };
        let bytes = |v: &Value| match v {
            Value::Bytes(b) => Some(b.to_vec()),
            _ => None,
        };
        match t.as_slice() {
            [ds, k, s, p, f, d, ls, no, nd, is, Value::Bool(last)] => Some(B2Params {
                is_b,
                digest_size: int(ds)?,
                key: bytes(k)?,
                salt: bytes(s)?,
                person: bytes(p)?,
                fanout: int(f)?,
                depth: int(d)?,
                leaf_size: int(ls)?,
                node_offset: int(no)?,
                node_depth: int(nd)?,
                inner_size: int(is)?,
                last_node: last.get(),
            }),
            _ => None,
        }
    }
}

/// A hash object made again from its saved state (a session restored, `host/save/`): the
/// algorithm's name, the BLAKE2 parameters (or `None`) and the bytes fed, fed again.
pub fn restore(vm: &mut Vm, state: Value) -> PyResult<Value> {
    let bad = || PyErr::value_err("bad saved hash");
    let Value::Tuple(t) = &state else {
        return Err(bad());
    };
    let [Value::Str(name), params, Value::Bytes(fed)] = t.as_slice() else {
        return Err(bad());
    };
    if fed.len() > SAVE_CAP {
        return Err(bad());
    }
    let (mut h, params) = match (&*name.s, params) {
        (n @ ("blake2b" | "blake2s"), p) => {
            let p = B2Params::restore(n == "blake2b", p).ok_or_else(bad)?;
            (p.build()?, Some(Rc::new(p)))
        }
        (n, Value::None) => (Hasher::by_name(n).ok_or_else(bad)?, None),
        _ => return Err(bad()),
    };
    if h.name() != &*name.s {
        return Err(bad());
    }
    feed(vm, &mut h, fed)?;
    Ok(HashObject::value(h, params, Some(fed.to_vec())))
}

/// HMAC's two keyed states over `proto` (fresh): inner and outer, after the padded key.
fn hmac_pair(proto: &Hasher, key: &[u8]) -> (Hasher, Hasher) {
    let block = proto.block_size();
    let mut k = if key.len() > block {
        let mut h = proto.clone();
        h.update(key);
        h.digest(0)
    } else {
        key.to_vec()
    };
    k.resize(block, 0);
    let (mut inner, mut outer) = (proto.clone(), proto.clone());
    inner.update(&k.iter().map(|b| b ^ 0x36).collect::<Vec<_>>());
    outer.update(&k.iter().map(|b| b ^ 0x5c).collect::<Vec<_>>());
    (inner, outer)
}

/// `pbkdf2_hmac(hash_name, password, salt, iterations, dklen=None)`.
fn pbkdf2_hmac(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let name = args::str_arg(a.arg(0), "pbkdf2_hmac", "hash_name")?.to_string();
    let password = bytes_arg(a.arg(1))?;
    let salt = bytes_arg(a.arg(2))?;
    let iterations = args::index(vm, a.arg(3))?;
    if iterations < 1 {
        return Err(PyErr::value_err("iteration value must be greater than 0."));
    }
    let proto = match Hasher::by_name(&name) {
        Some(h) if !h.is_xof() => h,
        _ => return Err(unsupported(&name)),
    };
    let dklen = match a.opt(4) {
        Some(v) => {
            let n = args::index(vm, v)?;
            if n < 1 {
                return Err(PyErr::value_err("key length must be greater than 0."));
            }
            n as usize
        }
        None => proto.digest_size(),
    };
    vm.check_growth(dklen)?;
    let (inner, outer) = hmac_pair(&proto, &password);
    let prf = |msg: &[u8]| {
        let mut i = inner.clone();
        i.update(msg);
        let mut o = outer.clone();
        o.update(&i.digest(0));
        o.digest(0)
    };
    let mut out = Vec::with_capacity(dklen);
    let mut block = 1u32;
    while out.len() < dklen {
        let mut msg = salt.clone();
        msg.extend_from_slice(&block.to_be_bytes());
        let mut u = prf(&msg);
        let mut t = u.clone();
        for n in 1..iterations {
            if n % 4096 == 0 {
                vm.check_limits()?;
            }
            u = prf(&u);
            for (x, y) in t.iter_mut().zip(&u) {
                *x ^= y;
            }
        }
        out.extend_from_slice(&t);
        block += 1;
    }
    out.truncate(dklen);
    Ok(Value::Bytes(Rc::new(out)))
}

/// `compare_digest(a, b)` (`hmac.compare_digest`, `secrets.compare_digest`): equality in time
/// that depends only on the length, for two ASCII strs or two bytes-like objects.
fn compare_digest(_: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let (x, y) = match (a.arg(0), a.arg(1)) {
        (Value::Str(x), Value::Str(y)) => {
            if !x.s.is_ascii() || !y.s.is_ascii() {
                return Err(PyErr::type_err(
                    "comparing strings with non-ASCII characters is not supported",
                ));
            }
            (x.s.as_bytes().to_vec(), y.s.as_bytes().to_vec())
        }
        (x, y) => {
            use crate::builtins::bytearray::contents;
            match (contents(x), contents(y)) {
                (Some(x), Some(y)) => (x, y),
                (None, None) => {
                    return Err(PyErr::type_err(format!(
                        "unsupported operand types(s) or combination of types: '{}' and '{}'",
                        x.type_name(),
                        y.type_name()
                    )));
                }
                (Some(_), None) => return Err(bytes_required(y)),
                (None, Some(_)) => return Err(bytes_required(x)),
            }
        }
    };
    let mut diff = (x.len() != y.len()) as u8;
    let against = if x.len() == y.len() { &x } else { &y };
    for (p, q) in against.iter().zip(&y) {
        diff |= p ^ q;
    }
    Ok(Value::bool(diff == 0))
}

/// The class attributes of the BLAKE2 classes and the algorithm sets.
fn init(vm: &mut Vm, _g: &mut Globals) -> PyResult<()> {
    for (t, salt, out) in [(&BLAKE2B, 16, 64), (&BLAKE2S, 8, 32)] {
        let c = native::class_of(t, &vm.types.object);
        let mut d = c.dict_mut();
        for (k, v) in [
            ("SALT_SIZE", salt),
            ("PERSON_SIZE", salt),
            ("MAX_KEY_SIZE", out),
            ("MAX_DIGEST_SIZE", out),
        ] {
            d.insert(Rc::from(k), Value::Int(v));
        }
    }
    Ok(())
}
