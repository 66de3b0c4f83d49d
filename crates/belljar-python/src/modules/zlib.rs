//! `zlib`: DEFLATE compression as CPython's `zlib` module, over the real zlib (the `libz-sys`
//! crate's bundled copy, statically linked, driven through `flate2`'s safe API, and for
//! `compressobj`, whose `memLevel` and `strategy` flate2 does not take, through
//! `modules/deflate.rs`), so compressed bytes are the ones CPython produces. One-shot `compress`/`decompress` with `wbits` for zlib,
//! raw and gzip streams, `crc32`/`adler32`, and the streaming `compressobj`/`decompressobj`
//! objects (`max_length`, `unconsumed_tail`, `unused_data`, `eof`, `zdict`). The work is done in
//! 64 KiB steps with the time and memory limits checked between them, so a decompression bomb
//! ends at the memory limit.

use std::cell::RefCell;
use std::rc::Rc;

use flate2::{Compress, Compression, Decompress, FlushCompress, FlushDecompress, Status};

use super::deflate::{self, Deflater};
use super::registry::{self, Const, ExcDef, ModuleDef};
use crate::builtins::args::{self, Args, Method, Sig};
use crate::values::Value;
use crate::values::native::{self, NativeObject, NativeType};
use crate::vm::{ExcKind, PyErr, PyResult, Vm};

/// The `zlib` module.
pub static MODULE: ModuleDef = ModuleDef {
    functions: &[
        &COMPRESS,
        &DECOMPRESS,
        &CRC32,
        &ADLER32,
        &COMPRESSOBJ,
        &DECOMPRESSOBJ,
    ],
    constants: &[
        ("MAX_WBITS", Const::Int(15)),
        ("DEFLATED", Const::Int(8)),
        ("DEF_MEM_LEVEL", Const::Int(8)),
        ("DEF_BUF_SIZE", Const::Int(16384)),
        ("Z_NO_COMPRESSION", Const::Int(0)),
        ("Z_BEST_SPEED", Const::Int(1)),
        ("Z_BEST_COMPRESSION", Const::Int(9)),
        ("Z_DEFAULT_COMPRESSION", Const::Int(-1)),
        ("Z_FILTERED", Const::Int(1)),
        ("Z_HUFFMAN_ONLY", Const::Int(2)),
        ("Z_RLE", Const::Int(3)),
        ("Z_FIXED", Const::Int(4)),
        ("Z_DEFAULT_STRATEGY", Const::Int(0)),
        ("Z_NO_FLUSH", Const::Int(0)),
        ("Z_PARTIAL_FLUSH", Const::Int(1)),
        ("Z_SYNC_FLUSH", Const::Int(2)),
        ("Z_FULL_FLUSH", Const::Int(3)),
        ("Z_FINISH", Const::Int(4)),
        ("Z_BLOCK", Const::Int(5)),
        ("Z_TREES", Const::Int(6)),
        ("ZLIB_VERSION", Const::Str(BUNDLED_VERSION)),
        ("ZLIB_RUNTIME_VERSION", Const::Str(BUNDLED_VERSION)),
    ],
    exceptions: &[ExcDef {
        name: "error",
        base: ExcKind::Exception,
        module: "zlib",
    }],
    types: &[&COMPRESS_T, &DECOMPRESS_T],
    ..ModuleDef::empty("zlib")
};

/// The version of the zlib `libz-sys` bundles and links statically.
const BUNDLED_VERSION: &str = "1.3.2";

static COMPRESS: Method = Method::function(
    Sig::kw("compress", &["data", "level", "wbits"], 1, 3, 1),
    compress,
);
static DECOMPRESS: Method = Method::function(
    Sig::kw("decompress", &["data", "wbits", "bufsize"], 1, 3, 1),
    decompress,
);
static CRC32: Method = Method::function(Sig::pos("crc32", 1, 2), crc32);
static ADLER32: Method = Method::function(Sig::pos("adler32", 1, 2), adler32);
static COMPRESSOBJ: Method = Method::function(
    Sig::kw(
        "compressobj",
        &["level", "method", "wbits", "memLevel", "strategy", "zdict"],
        0,
        6,
        0,
    ),
    compressobj,
);
static DECOMPRESSOBJ: Method = Method::function(
    Sig::kw("decompressobj", &["wbits", "zdict"], 0, 2, 0),
    decompressobj,
);

/// `zlib.Compress`.
pub static COMPRESS_T: NativeType = NativeType {
    name: "zlib.Compress",
    methods: &[&C_COMPRESS, &C_FLUSH],
};

/// `zlib.Decompress`.
pub static DECOMPRESS_T: NativeType = NativeType {
    name: "zlib.Decompress",
    methods: &[&D_DECOMPRESS, &D_FLUSH],
};

static C_COMPRESS: Method = Method::new(Sig::one("compress"), c_compress);
static C_FLUSH: Method = Method::new(Sig::pos("flush", 0, 1), c_flush);
static D_DECOMPRESS: Method = Method::new(
    Sig::kw("decompress", &["data", "max_length"], 1, 2, 1),
    d_decompress,
);
static D_FLUSH: Method = Method::new(Sig::pos("flush", 0, 1), d_flush);

/// Bytes produced or consumed between two limit checks.
const STEP: usize = 64 * 1024;

fn error(vm: &mut Vm, msg: impl Into<String>) -> PyErr {
    registry::module_error(vm, "zlib", "error", msg.into())
}

fn data_arg(v: &Value) -> PyResult<Vec<u8>> {
    crate::builtins::bytearray::contents(v).ok_or_else(|| {
        PyErr::type_err(format!(
            "a bytes-like object is required, not '{}'",
            v.type_name()
        ))
    })
}

fn int_opt(vm: &mut Vm, v: Option<&Value>, default: i64) -> PyResult<i64> {
    match v {
        Some(v) => args::index(vm, v),
        None => Ok(default),
    }
}

/// A compressor for `level` and `wbits` (9..15 zlib, -9..-15 raw, 25..31 gzip; 8 acts as 9,
/// as in zlib), or `None` when zlib would refuse them.
fn compressor(level: i64, wbits: i64) -> Option<Compress> {
    if !(-1..=9).contains(&level) {
        return None;
    }
    let level = if level == -1 {
        Compression::default()
    } else {
        Compression::new(level as u32)
    };
    let bits = |b: i64| if b == 8 { 9 } else { b as u8 };
    match wbits {
        8..=15 => Some(Compress::new_with_window_bits(level, true, bits(wbits))),
        -15..=-8 => Some(Compress::new_with_window_bits(level, false, bits(-wbits))),
        24..=31 => Some(Compress::new_gzip(level, bits(wbits - 16))),
        _ => None,
    }
}

/// A decompressor for `wbits` (8..15 zlib, -8..-15 raw, 24..31 gzip, 40..47 zlib or gzip by
/// the header, 0 the zlib header's own window), given the first bytes of the stream.
fn decompressor(wbits: i64, head: &[u8]) -> Option<Decompress> {
    let bits = |b: i64| if b <= 8 { 9 } else { b as u8 };
    match wbits {
        0 => Some(Decompress::new_with_window_bits(true, 15)),
        8..=15 => Some(Decompress::new_with_window_bits(true, bits(wbits))),
        -15..=-8 => Some(Decompress::new_with_window_bits(false, bits(-wbits))),
        24..=31 => Some(Decompress::new_gzip(bits(wbits - 16))),
        40..=47 => Some(if head.starts_with(&[0x1f, 0x8b]) {
            Decompress::new_gzip(15)
        } else {
            Decompress::new_with_window_bits(true, bits(wbits - 32))
        }),
        _ => None,
    }
}

/// Run `c` over `input` with `flush`, appending to `out`, checking the limits every step.
fn run_compress(
    vm: &mut Vm,
    c: &mut Compress,
    input: &[u8],
    flush: FlushCompress,
    out: &mut Vec<u8>,
) -> PyResult<()> {
    let mut pos = 0;
    loop {
        vm.check_limits()?;
        vm.check_growth(STEP)?;
        out.reserve(STEP);
        let before_in = c.total_in();
        let before_out = c.total_out();
        let chunk = &input[pos..];
        let status = c
            .compress_vec(chunk, out, flush)
            .map_err(|e| error(vm, format!("Error -2 while compressing data: {e}")))?;
        pos += (c.total_in() - before_in) as usize;
        let produced = c.total_out() - before_out;
        let done_input = pos >= input.len();
        match status {
            Status::StreamEnd => return Ok(()),
            _ if done_input && produced == 0 && out.len() < out.capacity() => return Ok(()),
            _ => {}
        }
    }
}

/// Run the stream `c` over `input` with `flush`, appending to `out`, checking the limits
/// every step; as CPython, until a call leaves room in its output.
fn run_deflate(
    vm: &mut Vm,
    c: &mut Deflater,
    input: &[u8],
    flush: std::os::raw::c_int,
    out: &mut Vec<u8>,
) -> PyResult<()> {
    let mut pos = 0;
    loop {
        vm.check_limits()?;
        vm.check_growth(STEP)?;
        out.reserve(STEP);
        let (used, step) = c.deflate(&input[pos..], out, flush);
        pos += used;
        match step {
            deflate::Step::End => return Ok(()),
            deflate::Step::Error => {
                return Err(error(
                    vm,
                    "Error -2 while compressing data: inconsistent stream state",
                ));
            }
            deflate::Step::More if out.len() < out.capacity() && pos >= input.len() => {
                return Ok(());
            }
            deflate::Step::More => {}
        }
    }
}

/// Run `d` over `input`, appending at most `max` bytes (0: no bound) to `out`; returns how
/// much input was consumed and whether the stream ended.
fn run_decompress(
    vm: &mut Vm,
    d: &mut Decompress,
    input: &[u8],
    max: usize,
    zdict: Option<&[u8]>,
    out: &mut Vec<u8>,
) -> PyResult<(usize, bool)> {
    let mut pos = 0;
    let start_len = out.len();
    loop {
        vm.check_limits()?;
        let room = if max == 0 {
            STEP
        } else {
            (max - (out.len() - start_len)).min(STEP)
        };
        if room == 0 {
            return Ok((pos, false));
        }
        vm.check_growth(room)?;
        out.reserve_exact(room);
        let limit = out.len() + room;
        let before_in = d.total_in();
        let before_out = d.total_out();
        let status = {
            let chunk = &input[pos..];
            // decompress_vec fills only the spare capacity; cap it at `room`.
            let mut tmp = Vec::with_capacity(room);
            let r = d.decompress_vec(chunk, &mut tmp, FlushDecompress::None);
            out.extend_from_slice(&tmp);
            debug_assert!(out.len() <= limit);
            r
        };
        let status = match status {
            Ok(s) => s,
            // A zlib stream made with a preset dictionary asks for it here.
            Err(e) if e.needs_dictionary().is_some() && zdict.is_some() => {
                pos += (d.total_in() - before_in) as usize;
                d.set_dictionary(zdict.unwrap_or_default())
                    .map_err(|e| error(vm, format!("Error -3 while setting zdict: {e}")))?;
                continue;
            }
            Err(e) => {
                let msg = match e.message() {
                    Some(m) => format!("Error -3 while decompressing data: {m}"),
                    None if e.needs_dictionary().is_some() => {
                        "Error 2 while decompressing data".to_string()
                    }
                    None => "Error -3 while decompressing data".to_string(),
                };
                return Err(error(vm, msg));
            }
        };
        pos += (d.total_in() - before_in) as usize;
        let produced = (d.total_out() - before_out) as usize;
        if status == Status::StreamEnd {
            return Ok((pos, true));
        }
        if produced == 0 && (pos >= input.len() || status == Status::BufError) {
            return Ok((pos, false));
        }
    }
}

/// `compress(data, /, level=-1, wbits=15)`.
fn compress(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let data = data_arg(a.arg(0))?;
    let level = int_opt(vm, a.get(1), -1)?;
    let wbits = int_opt(vm, a.get(2), 15)?;
    let Some(mut c) = compressor(level, wbits) else {
        return Err(error(vm, "Bad compression level"));
    };
    let mut out = Vec::new();
    run_compress(vm, &mut c, &data, FlushCompress::Finish, &mut out)?;
    Ok(Value::Bytes(Rc::new(out)))
}

/// `decompress(data, /, wbits=15, bufsize=16384)`.
fn decompress(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let data = data_arg(a.arg(0))?;
    let wbits = int_opt(vm, a.get(1), 15)?;
    let bufsize = int_opt(vm, a.get(2), 16384)?;
    if bufsize < 0 {
        return Err(PyErr::value_err("bufsize must be non-negative"));
    }
    let Some(mut d) = decompressor(wbits, &data) else {
        return Err(error(
            vm,
            "Error -2 while preparing to decompress data: inconsistent stream state",
        ));
    };
    let mut out = Vec::new();
    let (_, ended) = run_decompress(vm, &mut d, &data, 0, None, &mut out)?;
    if !ended {
        return Err(error(
            vm,
            "Error -5 while decompressing data: incomplete or truncated stream",
        ));
    }
    Ok(Value::Bytes(Rc::new(out)))
}

/// An int argument reduced to 32 bits (CPython's `crc32`/`adler32` starting values wrap).
fn u32_arg(vm: &mut Vm, v: Option<&Value>, default: u32) -> PyResult<u32> {
    match v {
        Some(v) => Ok(super::binascii::low_bits(vm, v, 32)? as u32),
        None => Ok(default),
    }
}

/// `crc32(data, value=0)`.
fn crc32(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let data = data_arg(a.arg(0))?;
    let start = u32_arg(vm, a.get(1), 0)?;
    let mut h = crc32fast::Hasher::new_with_initial(start);
    h.update(&data);
    Ok(Value::Int(h.finalize() as i64))
}

/// `adler32(data, value=1)`.
fn adler32(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let data = data_arg(a.arg(0))?;
    let start = u32_arg(vm, a.get(1), 1)?;
    let (mut s1, mut s2) = (start & 0xffff, start >> 16);
    for chunk in data.chunks(5552) {
        for &b in chunk {
            s1 += b as u32;
            s2 += s1;
        }
        s1 %= 65521;
        s2 %= 65521;
    }
    Ok(Value::Int(((s2 << 16) | s1) as i64))
}

/// One call made on a streaming object, kept so that a saved session can make the object again
/// by making the same calls (zlib gives no access to a stream's internal state).
#[derive(Clone)]
enum Op {
    /// `compress(data)`.
    Compress(Vec<u8>),
    /// `Compress.flush(mode)`.
    Flush(i64),
    /// `decompress(data, max_length)`.
    Decompress(Vec<u8>, i64),
    /// `Decompress.flush(length)`.
    DFlush(i64),
}

/// The calls a streaming object has had, while they hold at most
/// [`SAVE_CAP`](super::hashlib::SAVE_CAP) bytes (each call counting 16 besides its data);
/// `None` past that, or after a call a limit stopped half-way (such a stream cannot be saved).
#[derive(Clone, Default)]
struct Log {
    ops: Option<Vec<(Op, bool)>>,
    size: usize,
}

impl Log {
    fn new() -> Log {
        Log {
            ops: Some(Vec::new()),
            size: 0,
        }
    }

    /// Note a call and how it ended.
    fn record<T>(&mut self, op: Op, r: &PyResult<T>) {
        let data = match &op {
            Op::Compress(d) | Op::Decompress(d, _) => d.len(),
            Op::Flush(_) | Op::DFlush(_) => 0,
        };
        self.size += data + 16;
        let stopped = matches!(r, Err(PyErr::Limit(..)));
        match &mut self.ops {
            Some(ops) if self.size <= super::hashlib::SAVE_CAP && !stopped => {
                ops.push((op, r.is_err()))
            }
            _ => self.ops = None,
        }
    }

    /// The calls as a saved tuple of `(kind, argument(s)..., failed)` tuples.
    fn save(&self, what: &str) -> Result<Value, String> {
        let Some(ops) = &self.ops else {
            return Err(format!(
                "it was fed more than {} MiB, or a limit stopped one of its calls (a saved {what} \
                 keeps its calls, to make them again)",
                super::hashlib::SAVE_CAP >> 20
            ));
        };
        let bytes = |d: &Vec<u8>| Value::Bytes(Rc::new(d.clone()));
        // A tuple: a saved list is still empty when restoring makes this object.
        Ok(Value::tuple(
            ops.iter()
                .map(|(op, failed)| {
                    let f = Value::bool(*failed);
                    Value::tuple(match op {
                        Op::Compress(d) => vec![Value::Int(0), bytes(d), f],
                        Op::Flush(m) => vec![Value::Int(1), Value::Int(*m), f],
                        Op::Decompress(d, m) => vec![Value::Int(2), bytes(d), Value::Int(*m), f],
                        Op::DFlush(n) => vec![Value::Int(3), Value::Int(*n), f],
                    })
                })
                .collect(),
        ))
    }

    /// The calls [`Log::save`] saved.
    fn restore(v: &Value) -> Option<Vec<(Op, bool)>> {
        let Value::Tuple(items) = v else { return None };
        items
            .iter()
            .map(|item| {
                let Value::Tuple(t) = item else { return None };
                Some(match t.as_slice() {
                    [Value::Int(0), Value::Bytes(d), Value::Bool(f)] => {
                        (Op::Compress(d.to_vec()), f.get())
                    }
                    [Value::Int(1), Value::Int(m), Value::Bool(f)] => (Op::Flush(*m), f.get()),
                    [
                        Value::Int(2),
                        Value::Bytes(d),
                        Value::Int(m),
                        Value::Bool(f),
                    ] => (Op::Decompress(d.to_vec(), *m), f.get()),
                    [Value::Int(3), Value::Int(n), Value::Bool(f)] => (Op::DFlush(*n), f.get()),
                    _ => return None,
                })
            })
            .collect()
    }
}

/// The parameters a compressor was made with (kept for saving it).
#[derive(Clone)]
struct CompressParams {
    level: i64,
    method: i64,
    wbits: i64,
    mem_level: i64,
    strategy: i64,
    zdict: Option<Vec<u8>>,
}

/// A streaming compressor.
pub struct CompressObj {
    state: RefCell<Option<Deflater>>,
    params: CompressParams,
    log: RefCell<Log>,
}

/// A streaming decompressor.
pub struct DecompressObj {
    state: RefCell<Decompress>,
    wbits: i64,
    zdict: Option<Vec<u8>>,
    unused_data: RefCell<Vec<u8>>,
    unconsumed_tail: RefCell<Vec<u8>>,
    eof: RefCell<bool>,
    log: RefCell<Log>,
}

/// Bytes or `None`, as saved.
fn opt_bytes(b: &Option<Vec<u8>>) -> Value {
    b.as_ref()
        .map_or(Value::None, |z| Value::Bytes(Rc::new(z.clone())))
}

impl NativeObject for CompressObj {
    fn native_type(&self) -> &'static NativeType {
        &COMPRESS_T
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    /// `(level, method, wbits, memLevel, strategy, zdict or None, calls)`, which
    /// [`restore_compress`] makes again.
    fn save(&self) -> Result<Value, String> {
        let p = &self.params;
        Ok(Value::tuple(vec![
            Value::Int(p.level),
            Value::Int(p.method),
            Value::Int(p.wbits),
            Value::Int(p.mem_level),
            Value::Int(p.strategy),
            opt_bytes(&p.zdict),
            self.log.borrow().save("compressor")?,
        ]))
    }
}

impl NativeObject for DecompressObj {
    fn native_type(&self) -> &'static NativeType {
        &DECOMPRESS_T
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn getattr(&self, _vm: &mut Vm, name: &str) -> PyResult<Option<Value>> {
        Ok(match name {
            "unused_data" => Some(Value::Bytes(Rc::new(self.unused_data.borrow().clone()))),
            "unconsumed_tail" => Some(Value::Bytes(Rc::new(self.unconsumed_tail.borrow().clone()))),
            "eof" => Some(Value::bool(*self.eof.borrow())),
            _ => None,
        })
    }
    /// `(wbits, zdict or None, calls)`, which [`restore_decompress`] makes again.
    fn save(&self) -> Result<Value, String> {
        Ok(Value::tuple(vec![
            Value::Int(self.wbits),
            opt_bytes(&self.zdict),
            self.log.borrow().save("decompressor")?,
        ]))
    }
}

/// `compressobj(level=-1, method=DEFLATED, wbits=MAX_WBITS, memLevel=DEF_MEM_LEVEL,
/// strategy=Z_DEFAULT_STRATEGY, zdict=None)`.
fn compressobj(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let zdict = match a.opt(5) {
        Some(z) => Some(data_arg(z)?),
        None => None,
    };
    let params = CompressParams {
        level: int_opt(vm, a.get(0), -1)?,
        method: int_opt(vm, a.get(1), 8)?,
        wbits: int_opt(vm, a.get(2), 15)?,
        mem_level: int_opt(vm, a.get(3), 8)?,
        strategy: int_opt(vm, a.get(4), 0)?,
        zdict,
    };
    Ok(native::value(make_compress(vm, params)?))
}

fn make_compress(vm: &mut Vm, params: CompressParams) -> PyResult<CompressObj> {
    // zlib itself checks the parameters (through `deflateInit2`, which flate2 does not
    // expose with memLevel and strategy: modules/deflate.rs).
    let p = &params;
    let Some(mut c) =
        Deflater::new(p.level, p.wbits, p.mem_level, p.strategy).filter(|_| p.method == 8)
    else {
        return Err(PyErr::value_err("Invalid initialization option"));
    };
    if let Some(z) = &params.zdict {
        if !c.set_dictionary(z) {
            return Err(error(
                vm,
                "Error -2 while setting zdict: inconsistent stream state",
            ));
        }
    }
    Ok(CompressObj {
        state: RefCell::new(Some(c)),
        params,
        log: RefCell::new(Log::new()),
    })
}

/// `decompressobj(wbits=MAX_WBITS, zdict=b'')`.
fn decompressobj(vm: &mut Vm, _: &Value, a: &Args) -> PyResult<Value> {
    let wbits = int_opt(vm, a.get(0), 15)?;
    let zdict = match a.opt(1) {
        Some(z) => Some(data_arg(z)?),
        None => None,
    };
    Ok(native::value(make_decompress(vm, wbits, zdict)?))
}

fn make_decompress(vm: &mut Vm, wbits: i64, zdict: Option<Vec<u8>>) -> PyResult<DecompressObj> {
    // The auto-detecting window (40..47) needs the stream's first bytes; zlib is assumed.
    let Some(mut d) = decompressor(
        if (40..=47).contains(&wbits) {
            wbits - 32
        } else {
            wbits
        },
        &[],
    ) else {
        return Err(PyErr::value_err("Invalid initialization option"));
    };
    if let Some(z) = &zdict {
        // A raw stream has no header to ask for the dictionary: it is set at once.
        if !z.is_empty() && wbits < 0 {
            d.set_dictionary(z)
                .map_err(|e| error(vm, format!("Error -2 while setting zdict: {e}")))?;
        }
    }
    Ok(DecompressObj {
        state: RefCell::new(d),
        wbits,
        zdict,
        unused_data: RefCell::new(Vec::new()),
        unconsumed_tail: RefCell::new(Vec::new()),
        eof: RefCell::new(false),
        log: RefCell::new(Log::new()),
    })
}

/// Make the calls of a saved object's log again (their output dropped): a call that failed
/// then must fail now, and one that succeeded must succeed.
fn replay(
    vm: &mut Vm,
    ops: Vec<(Op, bool)>,
    mut call: impl FnMut(&mut Vm, Op) -> PyResult<Vec<u8>>,
) -> PyResult<()> {
    for (op, failed) in ops {
        match call(vm, op) {
            Err(e @ PyErr::Limit(..)) => return Err(e),
            Ok(_) if !failed => {}
            Err(_) if failed => {}
            _ => return Err(PyErr::value_err("bad saved zlib stream")),
        }
    }
    Ok(())
}

/// A compressor made again from its saved state (a session restored, `host/save/`).
pub fn restore_compress(vm: &mut Vm, state: Value) -> PyResult<Value> {
    let bad = || PyErr::value_err("bad saved zlib.Compress");
    let Value::Tuple(t) = &state else {
        return Err(bad());
    };
    let [
        Value::Int(level),
        Value::Int(method),
        Value::Int(wbits),
        Value::Int(mem_level),
        Value::Int(strategy),
        zdict,
        log,
    ] = t.as_slice()
    else {
        return Err(bad());
    };
    let zdict = saved_zdict(zdict).ok_or_else(bad)?;
    let ops = Log::restore(log).ok_or_else(bad)?;
    let params = CompressParams {
        level: *level,
        method: *method,
        wbits: *wbits,
        mem_level: *mem_level,
        strategy: *strategy,
        zdict,
    };
    let me = make_compress(vm, params)?;
    replay(vm, ops, |vm, op| match op {
        Op::Compress(d) => compress_op(vm, &me, d),
        Op::Flush(m) => flush_op(vm, &me, m),
        _ => Err(bad()),
    })?;
    Ok(native::value(me))
}

/// A saved stream's preset dictionary: `None` (none) or bytes; `None` for anything else.
fn saved_zdict(zdict: &Value) -> Option<Option<Vec<u8>>> {
    match zdict {
        Value::None => Some(None),
        Value::Bytes(b) => Some(Some(b.to_vec())),
        _ => None,
    }
}

/// A decompressor made again from its saved state (a session restored, `host/save/`).
pub fn restore_decompress(vm: &mut Vm, state: Value) -> PyResult<Value> {
    let bad = || PyErr::value_err("bad saved zlib.Decompress");
    let Value::Tuple(t) = &state else {
        return Err(bad());
    };
    let [Value::Int(wbits), zdict, log] = t.as_slice() else {
        return Err(bad());
    };
    let zdict = saved_zdict(zdict).ok_or_else(bad)?;
    let ops = Log::restore(log).ok_or_else(bad)?;
    let me = make_decompress(vm, *wbits, zdict)?;
    replay(vm, ops, |vm, op| match op {
        Op::Decompress(d, m) => decompress_op(vm, &me, d, m),
        Op::DFlush(n) => dflush_op(vm, &me, n),
        _ => Err(bad()),
    })?;
    Ok(native::value(me))
}

fn c_compress(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let me = native::this::<CompressObj>(this, &COMPRESS_T, "compress")?;
    let data = data_arg(a.arg(0))?;
    Ok(Value::Bytes(Rc::new(compress_op(vm, me, data)?)))
}

fn compress_op(vm: &mut Vm, me: &CompressObj, data: Vec<u8>) -> PyResult<Vec<u8>> {
    let r = compress_run(vm, me, &data);
    me.log.borrow_mut().record(Op::Compress(data), &r);
    r
}

fn compress_run(vm: &mut Vm, me: &CompressObj, data: &[u8]) -> PyResult<Vec<u8>> {
    let mut state = me.state.borrow_mut().take();
    let Some(c) = state.as_mut() else {
        return Err(error(
            vm,
            "Error -2 while compressing data: inconsistent stream state",
        ));
    };
    let mut out = Vec::new();
    let r = run_deflate(vm, c, data, deflate::Z_NO_FLUSH, &mut out);
    *me.state.borrow_mut() = state;
    r?;
    Ok(out)
}

fn c_flush(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let me = native::this::<CompressObj>(this, &COMPRESS_T, "flush")?;
    let mode = int_opt(vm, a.get(0), 4)?;
    Ok(Value::Bytes(Rc::new(flush_op(vm, me, mode)?)))
}

fn flush_op(vm: &mut Vm, me: &CompressObj, mode: i64) -> PyResult<Vec<u8>> {
    let r = flush_run(vm, me, mode);
    me.log.borrow_mut().record(Op::Flush(mode), &r);
    r
}

fn flush_run(vm: &mut Vm, me: &CompressObj, mode: i64) -> PyResult<Vec<u8>> {
    let flush = match mode {
        0 => return Ok(Vec::new()),
        1 => deflate::Z_PARTIAL_FLUSH,
        2 => deflate::Z_SYNC_FLUSH,
        3 => deflate::Z_FULL_FLUSH,
        4 => deflate::Z_FINISH,
        _ => {
            return Err(error(
                vm,
                "Error -2 while flushing: inconsistent stream state",
            ));
        }
    };
    let mut state = me.state.borrow_mut().take();
    let Some(c) = state.as_mut() else {
        return Err(error(
            vm,
            "Error -2 while flushing: inconsistent stream state",
        ));
    };
    let mut out = Vec::new();
    let r = run_deflate(vm, c, &[], flush, &mut out);
    if mode != 4 {
        *me.state.borrow_mut() = state;
    }
    r?;
    Ok(out)
}

fn d_decompress(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let me = native::this::<DecompressObj>(this, &DECOMPRESS_T, "decompress")?;
    let data = data_arg(a.arg(0))?;
    let max = int_opt(vm, a.get(1), 0)?;
    if max < 0 {
        return Err(PyErr::value_err("max_length must be non-negative"));
    }
    Ok(Value::Bytes(Rc::new(decompress_op(vm, me, data, max)?)))
}

fn decompress_op(vm: &mut Vm, me: &DecompressObj, data: Vec<u8>, max: i64) -> PyResult<Vec<u8>> {
    let r = decompress_run(vm, me, &data, max.max(0) as usize);
    me.log.borrow_mut().record(Op::Decompress(data, max), &r);
    r
}

fn decompress_run(vm: &mut Vm, me: &DecompressObj, data: &[u8], max: usize) -> PyResult<Vec<u8>> {
    // After the end of the stream, input goes to unused_data, and (as CPython 3.11 leaves
    // it) unconsumed_tail holds the last call's leftover too.
    if *me.eof.borrow() {
        me.unused_data.borrow_mut().extend_from_slice(data);
        *me.unconsumed_tail.borrow_mut() = data.to_vec();
        return Ok(Vec::new());
    }
    let mut out = Vec::new();
    let (used, ended) = {
        let mut d = me.state.borrow_mut();
        run_decompress(vm, &mut d, data, max, me.zdict.as_deref(), &mut out)?
    };
    if ended {
        *me.eof.borrow_mut() = true;
        me.unused_data.borrow_mut().extend_from_slice(&data[used..]);
    }
    *me.unconsumed_tail.borrow_mut() = data[used..].to_vec();
    Ok(out)
}

fn d_flush(vm: &mut Vm, this: &Value, a: &Args) -> PyResult<Value> {
    let me = native::this::<DecompressObj>(this, &DECOMPRESS_T, "flush")?;
    let length = int_opt(vm, a.get(0), 16384)?;
    if length <= 0 {
        return Err(PyErr::value_err("length must be greater than zero"));
    }
    Ok(Value::Bytes(Rc::new(dflush_op(vm, me, length)?)))
}

fn dflush_op(vm: &mut Vm, me: &DecompressObj, length: i64) -> PyResult<Vec<u8>> {
    let r = dflush_run(vm, me);
    me.log.borrow_mut().record(Op::DFlush(length), &r);
    r
}

fn dflush_run(vm: &mut Vm, me: &DecompressObj) -> PyResult<Vec<u8>> {
    let tail = std::mem::take(&mut *me.unconsumed_tail.borrow_mut());
    if *me.eof.borrow() || tail.is_empty() {
        return Ok(Vec::new());
    }
    let mut out = Vec::new();
    let (used, ended) = {
        let mut d = me.state.borrow_mut();
        run_decompress(vm, &mut d, &tail, 0, me.zdict.as_deref(), &mut out)?
    };
    if ended {
        *me.eof.borrow_mut() = true;
        me.unused_data.borrow_mut().extend_from_slice(&tail[used..]);
    }
    Ok(out)
}
